#include "core/resources.h"

#include <fmt/format.h>

#include <atomic>
#include <map>
#include <mutex>

#include "core/errors.h"
#include "core/named_data.h"
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
// A list is either the process's (`permanent`) or lives while some holder keeps it (`held`): the
// last holder's release erases it, unless it was offered again meanwhile.
struct NamedEntry {
  std::shared_ptr<const std::string> permanent;
  std::weak_ptr<const std::string> held;
};
struct NamedData {
  std::mutex mutex;
  std::map<std::string, NamedEntry, std::less<>> lists;
  std::atomic<bool> files_forbidden{false};
};
// Never destroyed: a holder released during exit still finds it.
NamedData& named() {
  static auto* n = new NamedData;
  return *n;
}
// The text of `e`, or null when it is no longer offered. Call under the mutex, and let the result
// go only after unlocking: it may be the last holder, whose release takes the mutex.
std::shared_ptr<const std::string> offered(const NamedEntry& e) {
  return e.permanent ? e.permanent : e.held.lock();
}
// Whether `e` is offered, without holding it (safe to drop under the mutex).
bool alive(const NamedEntry& e) {
  return e.permanent != nullptr || !e.held.expired();
}
}  // namespace

void register_named_data(const std::string& name, std::string text) {
  std::scoped_lock lock(named().mutex);
  NamedEntry& e = named().lists[name];
  e.permanent = std::make_shared<const std::string>(std::move(text));
  e.held.reset();
}

NamedDataHold hold_named_data(const std::string& name, std::string text) {
  std::scoped_lock lock(named().mutex);
  NamedEntry& e = named().lists[name];
  if (auto existing = offered(e)) return existing;
  auto* raw = new const std::string(std::move(text));
  NamedDataHold hold(raw, [name](const std::string* p) {
    {
      std::scoped_lock release_lock(named().mutex);
      auto it = named().lists.find(name);
      if (it != named().lists.end() && !alive(it->second)) named().lists.erase(it);
    }
    delete p;
  });
  e.held = hold;
  return hold;
}

bool has_named_data(std::string_view name) {
  std::scoped_lock lock(named().mutex);
  const auto it = named().lists.find(name);
  return it != named().lists.end() && alive(it->second);
}

std::size_t named_data_count() {
  std::scoped_lock lock(named().mutex);
  return named().lists.size();
}

void forbid_data_files() {
  named().files_forbidden = true;
}

std::string load_text(std::string_view path, std::string_view override_path) {
  if (!override_path.empty()) {
    std::shared_ptr<const std::string> text;
    {
      std::scoped_lock lock(named().mutex);
      if (auto it = named().lists.find(override_path); it != named().lists.end())
        text = offered(it->second);
    }
    if (text) return *text;
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
