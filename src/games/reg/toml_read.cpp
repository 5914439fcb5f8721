#include "games/reg/toml_read.h"

#include <sstream>

#include "core/errors.h"

namespace bivouac::reg::toml_in {

toml::table parse(std::string_view text, const std::string& file) {
  try {
    return toml::parse(text, file);
  } catch (const toml::parse_error& e) {
    std::ostringstream msg;
    msg << file << ": not valid TOML at line " << e.source().begin.line << ": " << e.description();
    throw FormatError(msg.str());
  }
}

void fail(const std::string& where, std::string_view key, std::string_view expected) {
  throw FormatError(where + ": '" + std::string(key) + "' should be " + std::string(expected));
}

const toml::table& table(const toml::table& t, std::string_view key, const std::string& where) {
  const auto* v = t.get_as<toml::table>(key);
  if (!v) fail(where, key, "a table");
  return *v;
}

const toml::array& array(const toml::table& t, std::string_view key, const std::string& where) {
  const auto* v = t.get_as<toml::array>(key);
  if (!v) fail(where, key, "an array");
  return *v;
}

std::vector<const toml::table*> tables(const toml::table& t, std::string_view key,
                                       const std::string& where) {
  std::vector<const toml::table*> out;
  const auto& arr = array(t, key, where);
  for (const auto& node : arr) {
    const auto* tbl = node.as_table();
    if (!tbl) fail(where, key, "an array of tables");
    out.push_back(tbl);
  }
  return out;
}

std::int64_t integer(const toml::table& t, std::string_view key, const std::string& where) {
  const auto* v = t.get_as<std::int64_t>(key);
  if (!v) fail(where, key, "a whole number");
  return v->get();
}

std::int64_t integer_or(const toml::table& t, std::string_view key, std::int64_t fallback,
                        const std::string& where) {
  if (!t.contains(key)) return fallback;
  return integer(t, key, where);
}

std::string string(const toml::table& t, std::string_view key, const std::string& where) {
  const auto* v = t.get_as<std::string>(key);
  if (!v) fail(where, key, "a string");
  return v->get();
}

std::string string_or(const toml::table& t, std::string_view key, std::string fallback,
                      const std::string& where) {
  if (!t.contains(key)) return fallback;
  return string(t, key, where);
}

bool boolean_or(const toml::table& t, std::string_view key, bool fallback,
                const std::string& where) {
  if (!t.contains(key)) return fallback;
  const auto* v = t.get_as<bool>(key);
  if (!v) fail(where, key, "true or false");
  return v->get();
}

std::vector<std::string> strings_or_empty(const toml::table& t, std::string_view key,
                                          const std::string& where) {
  std::vector<std::string> out;
  if (!t.contains(key)) return out;
  for (const auto& node : array(t, key, where)) {
    const auto* s = node.as_string();
    if (!s) fail(where, key, "an array of strings");
    out.push_back(s->get());
  }
  return out;
}

void reject_unknown(const toml::table& t, const std::vector<std::string>& known,
                    const std::string& where) {
  for (const auto& [key, value] : t) {
    bool ok = false;
    for (const auto& k : known) ok = ok || key.str() == k;
    if (!ok) {
      std::string list;
      for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
      throw FormatError(where + ": unknown key '" + std::string(key.str()) + "'; expected " + list);
    }
  }
}

std::string entry(const std::string& where, std::string_view key, std::size_t i) {
  return where + " [" + std::string(key) + " " + std::to_string(i + 1) + "]";
}

}  // namespace bivouac::reg::toml_in
