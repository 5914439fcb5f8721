#pragma once
// Reading the companion's TOML data files: every accessor names the file and the key that was
// missing or of the wrong kind, so an edited table gives a useful FormatError, not a crash.
#include <cstdint>
#include <string>
#include <string_view>
#include <toml++/toml.h>
#include <vector>

namespace bivouac::reg::toml_in {

// Parses `text`; `file` names it in errors.
[[nodiscard]] toml::table parse(std::string_view text, const std::string& file);

[[noreturn]] void fail(const std::string& where, std::string_view key, std::string_view expected);

[[nodiscard]] const toml::table& table(const toml::table& t, std::string_view key,
                                       const std::string& where);
[[nodiscard]] const toml::array& array(const toml::table& t, std::string_view key,
                                       const std::string& where);
// An array of tables ([[key]] entries); each element must be a table.
[[nodiscard]] std::vector<const toml::table*> tables(const toml::table& t, std::string_view key,
                                                     const std::string& where);
[[nodiscard]] std::int64_t integer(const toml::table& t, std::string_view key,
                                   const std::string& where);
[[nodiscard]] std::int64_t integer_or(const toml::table& t, std::string_view key,
                                      std::int64_t fallback, const std::string& where);
[[nodiscard]] std::string string(const toml::table& t, std::string_view key,
                                 const std::string& where);
[[nodiscard]] std::string string_or(const toml::table& t, std::string_view key,
                                    std::string fallback, const std::string& where);
[[nodiscard]] bool boolean_or(const toml::table& t, std::string_view key, bool fallback,
                              const std::string& where);
[[nodiscard]] std::vector<std::string> strings_or_empty(const toml::table& t, std::string_view key,
                                                        const std::string& where);

// Throws naming the first key of `t` that is not in `known` (for files players write).
void reject_unknown(const toml::table& t, const std::vector<std::string>& known,
                    const std::string& where);

// "file [key 3]" style location for the i-th entry of an array of tables.
[[nodiscard]] std::string entry(const std::string& where, std::string_view key, std::size_t i);

}  // namespace bivouac::reg::toml_in
