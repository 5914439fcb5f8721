#include "core/resources.h"

#include <fmt/format.h>

#include <map>

#include "core/errors.h"
#include "core/safe_json.h"

namespace bivouac {

namespace {
std::map<std::string, std::string_view, std::less<>>& table() {
  static std::map<std::string, std::string_view, std::less<>> t;
  return t;
}
}  // namespace

ResourceRegistrar::ResourceRegistrar(std::string_view path, std::string_view data) {
  table()[std::string(path)] = data;
}

std::optional<std::string_view> resource(std::string_view path) {
  auto it = table().find(path);
  if (it == table().end()) return std::nullopt;
  return it->second;
}

std::vector<std::string> resource_names() {
  std::vector<std::string> out;
  for (const auto& [name, data] : table()) out.push_back(name);
  return out;
}

std::string load_text(std::string_view path, std::string_view override_path) {
  if (!override_path.empty()) {
    return read_file_limited(std::string(override_path), kMaxDataFileBytes, "data file");
  }
  auto data = resource(path);
  if (!data) throw FormatError(fmt::format("no embedded data named \"{}\"", path));
  return std::string(*data);
}

}  // namespace bivouac
