#pragma once
// Reading JSON we did not write: each accessor names the path of the bad field and what it
// expected, so a hand-written position gets a useful error instead of a crash.
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"

namespace bivouac::json_in {

using nlohmann::json;

[[noreturn]] void fail(std::string_view path, std::string_view expected, const json& got);

const json& field(const json& obj, std::string_view key, std::string_view path);
bool has(const json& obj, std::string_view key);
const json& object(const json& j, std::string_view path);
const json& array(const json& j, std::string_view path);
std::int64_t integer(const json& j, std::string_view path, std::int64_t min, std::int64_t max);
std::uint64_t unsigned_integer(const json& j, std::string_view path);
// A random generator's state: four unsigned 64-bit words, not all zero (xoshiro256** would then
// return zeros for ever, which no seeded game can reach).
std::array<std::uint64_t, 4> rng_words(const json& j, std::string_view path);
bool boolean(const json& j, std::string_view path);
std::string string(const json& j, std::string_view path);
// One of `names`; returns its index.
int one_of(const json& j, std::string_view path, const std::vector<std::string>& names);

std::string child(std::string_view path, std::string_view key);
std::string child(std::string_view path, std::size_t index);

}  // namespace bivouac::json_in
