#include "games/reg/args.h"

#include "core/errors.h"
#include "core/text_safety.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {
const json& empty_object() {
  static const json e = json::object();
  return e;
}
// A value quoted back in an error, shortened between characters (never inside a multi-byte one:
// the reply must stay valid UTF-8; the fuzzer found the byte cut).
std::string show(const json& j) {
  return utf8_shortened(j.is_string() ? j.get<std::string>() : j.dump(), 60);
}
}  // namespace

Args::Args(const json& obj, std::string path) : obj_(&obj), path_(std::move(path)) {
  if (!obj.is_object()) {
    throw FormatError((path_.empty() ? std::string("request") : path_) +
                      ": expected an object of fields, got " + show(obj));
  }
}

std::string Args::path_of(const std::string& key) const {
  return path_.empty() ? key : path_ + "." + key;
}

bool Args::has(const std::string& key) const {
  used_.insert(key);
  return obj_->contains(key);
}

const json& Args::raw(const std::string& key) const {
  used_.insert(key);
  auto it = obj_->find(key);
  return it == obj_->end() ? empty_object() : *it;
}

void Args::bad(const std::string& key, const std::string& expected) const {
  throw FormatError(path_of(key) + ": expected " + expected + ", got \"" + show(raw(key)) + "\"");
}

void Args::missing(const std::string& key, const std::string& expected) const {
  throw FormatError(path_of(key) + ": missing; expected " + expected);
}

bool Args::flag(const std::string& key, bool fallback) const {
  if (!has(key)) return fallback;
  const json& v = raw(key);
  if (v.is_boolean()) return v.get<bool>();
  if (v.is_string()) {
    const std::string s = lower(v.get<std::string>());
    if (s == "yes" || s == "true" || s == "on" || s == "1") return true;
    if (s == "no" || s == "false" || s == "off" || s == "0") return false;
  }
  if (v.is_number_integer() && (v.get<int>() == 0 || v.get<int>() == 1)) return v.get<int>() == 1;
  bad(key, "yes or no");
}

std::optional<int> Args::maybe_integer(const std::string& key, int min, int max) const {
  if (!has(key)) return std::nullopt;
  const json& v = raw(key);
  const std::string expected =
      "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  long long n = 0;
  if (v.is_number_integer()) {
    n = v.get<long long>();
  } else if (v.is_string()) {
    const std::string s = v.get<std::string>();
    std::size_t used = 0;
    try {
      n = std::stoll(s, &used);
    } catch (const std::exception&) {
      bad(key, expected);
    }
    if (used != s.size()) bad(key, expected);
  } else {
    bad(key, expected);
  }
  if (n < min || n > max) bad(key, expected);
  return static_cast<int>(n);
}

int Args::integer(const std::string& key, int min, int max, int fallback) const {
  return maybe_integer(key, min, max).value_or(fallback);
}

std::string Args::text(const std::string& key, const std::string& fallback) const {
  if (!has(key)) return fallback;
  const json& v = raw(key);
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  bad(key, "a word");
}

std::string Args::required_text(const std::string& key, const std::string& expected) const {
  if (!has(key)) missing(key, expected);
  return text(key, "");
}

std::vector<std::string> Args::list(const std::string& key) const {
  std::vector<std::string> out;
  if (!has(key)) return out;
  const json& v = raw(key);
  if (v.is_string()) {
    for (auto& part : split(v.get<std::string>(), ',')) {
      if (!part.empty()) out.push_back(part);
    }
    return out;
  }
  if (v.is_array()) {
    for (const auto& item : v) {
      if (!item.is_string()) bad(key, "a list of words");
      out.push_back(item.get<std::string>());
    }
    return out;
  }
  bad(key, "a list of words (comma-separated, or a JSON array)");
}

Args Args::child(const std::string& key) const {
  if (!has(key)) return Args(empty_object(), path_of(key));
  return Args(raw(key), path_of(key));
}

void Args::reject_unknown() const {
  for (auto it = obj_->begin(); it != obj_->end(); ++it) {
    if (!used_.count(it.key())) {
      std::vector<std::string> known(used_.begin(), used_.end());
      throw FormatError(path_of(it.key()) + ": unknown field; expected one of " +
                        join(known, ", "));
    }
  }
}

}  // namespace bivouac::reg
