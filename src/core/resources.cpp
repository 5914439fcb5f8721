#include "core/resources.h"

#include <fmt/format.h>

#include <atomic>
#include <map>
#include <mutex>

#include "core/errors.h"
#include "core/safe_json.h"
#include "core/text_safety.h"

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

namespace {
struct NamedData {
  std::mutex mutex;
  std::map<std::string, std::string, std::less<>> lists;
  std::atomic<bool> files_forbidden{false};
};
NamedData& named() {
  static NamedData n;
  return n;
}
}  // namespace

void register_named_data(const std::string& name, std::string text) {
  std::scoped_lock lock(named().mutex);
  named().lists[name] = std::move(text);
}

bool has_named_data(std::string_view name) {
  std::scoped_lock lock(named().mutex);
  return named().lists.find(name) != named().lists.end();
}

void forbid_data_files() {
  named().files_forbidden = true;
}

std::string load_text(std::string_view path, std::string_view override_path) {
  if (!override_path.empty()) {
    {
      std::scoped_lock lock(named().mutex);
      if (auto it = named().lists.find(override_path); it != named().lists.end()) return it->second;
    }
    if (named().files_forbidden) {
      throw FormatError(fmt::format(
          "\"{}\" is not a card list this server offers: send the list itself (\"cards\") or name "
          "one of the operator's lists",
          utf8_shortened(utf8_repaired(override_path), 80)));
    }
    return read_file_limited(std::string(override_path), kMaxDataFileBytes, "data file");
  }
  auto data = resource(path);
  if (!data) throw FormatError(fmt::format("no embedded data named \"{}\"", path));
  return std::string(*data);
}

}  // namespace bivouac
