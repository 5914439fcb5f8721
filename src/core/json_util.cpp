#include "core/json_util.h"

#include <fmt/format.h>

#include "core/safe_json.h"
#include "core/text_safety.h"

namespace bivouac::json_in {

namespace {
std::string show(const json& got) {
  // Quoted input is cut between characters, never inside one, so the error stays valid UTF-8.
  return utf8_shortened(dump_json(got), 60);
}
}  // namespace

void fail(std::string_view path, std::string_view expected, const json& got) {
  throw FormatError(fmt::format("{}: expected {}, got {}", path.empty() ? "document" : path,
                                expected, show(got)));
}

std::string child(std::string_view path, std::string_view key) {
  return path.empty() ? std::string(key) : fmt::format("{}.{}", path, key);
}
std::string child(std::string_view path, std::size_t index) {
  return fmt::format("{}[{}]", path, index);
}

bool has(const json& obj, std::string_view key) {
  return obj.is_object() && obj.find(key) != obj.end();
}

const json& object(const json& j, std::string_view path) {
  if (!j.is_object()) fail(path, "an object", j);
  return j;
}

const json& array(const json& j, std::string_view path) {
  if (!j.is_array()) fail(path, "an array", j);
  return j;
}

const json& field(const json& obj, std::string_view key, std::string_view path) {
  object(obj, path);
  auto it = obj.find(key);
  if (it == obj.end()) {
    throw FormatError(
        fmt::format("{}: missing field \"{}\"", path.empty() ? "document" : path, key));
  }
  return *it;
}

std::int64_t integer(const json& j, std::string_view path, std::int64_t min, std::int64_t max) {
  if (!j.is_number_integer()) fail(path, fmt::format("an integer from {} to {}", min, max), j);
  const auto v = j.get<std::int64_t>();
  if (v < min || v > max) fail(path, fmt::format("an integer from {} to {}", min, max), j);
  return v;
}

std::uint64_t unsigned_integer(const json& j, std::string_view path) {
  if (j.is_number_unsigned()) return j.get<std::uint64_t>();
  if (j.is_number_integer() && j.get<std::int64_t>() >= 0) {
    return static_cast<std::uint64_t>(j.get<std::int64_t>());
  }
  fail(path, "a non-negative integer", j);
}

std::array<std::uint64_t, 4> rng_words(const json& j, std::string_view path) {
  if (!j.is_array() || j.size() != 4) fail(path, "four unsigned 64-bit words", j);
  std::array<std::uint64_t, 4> w{};
  for (std::size_t i = 0; i < 4; ++i) w[i] = unsigned_integer(j[i], child(path, i));
  if (w == std::array<std::uint64_t, 4>{}) {
    fail(path, "four words not all zero (an all-zero generator never leaves zero)", j);
  }
  return w;
}

bool boolean(const json& j, std::string_view path) {
  if (!j.is_boolean()) fail(path, "true or false", j);
  return j.get<bool>();
}

std::string string(const json& j, std::string_view path) {
  if (!j.is_string()) fail(path, "a string", j);
  return j.get<std::string>();
}

int one_of(const json& j, std::string_view path, const std::vector<std::string>& names) {
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  if (j.is_string()) {
    const auto& s = j.get_ref<const std::string&>();
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (names[i] == s) return static_cast<int>(i);
    }
  }
  fail(path, "one of " + list, j);
}

}  // namespace bivouac::json_in
