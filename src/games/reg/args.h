#pragma once
// Reads the fields of one request object (from the protocol, or built by the terminal from
// "key=value" words). Every error names the field, what was expected and what was given, and
// a field nobody asked for is reported too, so a typo never passes silently.
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace bivouac::reg {

using nlohmann::json;

class Args {
 public:
  Args(const json& obj, std::string path);

  [[nodiscard]] bool has(const std::string& key) const;
  [[nodiscard]] bool flag(const std::string& key, bool fallback) const;
  [[nodiscard]] int integer(const std::string& key, int min, int max, int fallback) const;
  [[nodiscard]] std::optional<int> maybe_integer(const std::string& key, int min, int max) const;
  [[nodiscard]] std::string text(const std::string& key, const std::string& fallback) const;
  [[nodiscard]] std::string required_text(const std::string& key, const std::string& expected) const;
  // A list given as an array of strings or as one comma-separated string.
  [[nodiscard]] std::vector<std::string> list(const std::string& key) const;
  [[nodiscard]] Args child(const std::string& key) const;  // a nested object, {} when absent
  [[nodiscard]] const json& raw(const std::string& key) const;

  // Parses a word with `parse`; on failure names the field and `expected`.
  template <class T>
  T choice(const std::string& key, const std::function<std::optional<T>(const std::string&)>& parse,
           const std::string& expected, std::optional<T> fallback) const {
    if (!has(key)) {
      if (fallback) return *fallback;
      missing(key, expected);
    }
    const std::string word = text(key, "");
    if (auto v = parse(word)) return *v;
    bad(key, expected);
  }

  [[noreturn]] void bad(const std::string& key, const std::string& expected) const;
  [[noreturn]] void missing(const std::string& key, const std::string& expected) const;
  // Throws when the object holds a field that no accessor asked for.
  void reject_unknown() const;
  [[nodiscard]] std::string path_of(const std::string& key) const;

 private:
  const json* obj_;
  std::string path_;
  mutable std::set<std::string> used_;
};

}  // namespace bivouac::reg
