#pragma once
// The rule sheet the tables transcribe, when it is on this machine: the tests cross-check the
// data against its lines. It is kept outside the repository (../shared/rules/ next to the
// checkout, or $BIVOUAC_RULES_DIR), so those checks skip when it is absent.
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

namespace reg_test {

inline std::optional<std::vector<std::string>> sheet_lines() {
  std::vector<std::string> dirs;
  if (const char* d = std::getenv("BIVOUAC_RULES_DIR")) dirs.emplace_back(d);
  if (const char* src = std::getenv("BIVOUAC_SOURCE_DIR")) {
    dirs.push_back(std::string(src) + "/../shared/rules");
    dirs.push_back(std::string(src) + "/../../shared/rules");
  }
  for (const auto& d : dirs) {
    std::ifstream in(d + "/004_868e95504124a996.txt");
    if (!in) continue;
    std::vector<std::string> lines{""};  // 1-based
    std::string l;
    while (std::getline(in, l)) lines.push_back(l);
    return lines;
  }
  return std::nullopt;
}

// The tab-separated cells of a sheet line.
inline std::vector<std::string> cells(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const auto tab = line.find('\t', start);
    out.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
    if (tab == std::string::npos) break;
    start = tab + 1;
  }
  return out;
}

}  // namespace reg_test
