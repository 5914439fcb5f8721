#include "support/json_schema.h"

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <stdexcept>

namespace bivouac::testing {

using nlohmann::json;

namespace {

const std::set<std::string> kKeywords = {
    "$schema", "$id",      "$defs",   "$ref",       "title",    "description",
    "type",    "const",    "enum",    "properties", "required", "additionalProperties",
    "items",   "minItems", "minimum", "minLength",  "pattern",  "anyOf",
    "allOf"};

// Checks that a schema uses only the keywords above, recursively.
void check_keywords(const json& s, const std::string& where) {
  if (s.is_boolean()) return;
  if (!s.is_object()) throw std::invalid_argument(where + ": a schema must be an object");
  for (const auto& [k, v] : s.items()) {
    if (!kKeywords.count(k)) throw std::invalid_argument(where + ": unsupported keyword " + k);
    if (k == "properties" || k == "$defs") {
      for (const auto& [name, sub] : v.items()) check_keywords(sub, where + "/" + k + "/" + name);
    } else if (k == "items" || (k == "additionalProperties" && v.is_object())) {
      check_keywords(v, where + "/" + k);
    } else if (k == "anyOf" || k == "allOf") {
      for (std::size_t i = 0; i < v.size(); ++i)
        check_keywords(v[i], where + "/" + k + "/" + std::to_string(i));
    }
  }
}

bool has_type(const json& doc, const std::string& t) {
  if (t == "object") return doc.is_object();
  if (t == "array") return doc.is_array();
  if (t == "string") return doc.is_string();
  if (t == "integer") return doc.is_number_integer();
  if (t == "number") return doc.is_number();
  if (t == "boolean") return doc.is_boolean();
  if (t == "null") return doc.is_null();
  throw std::invalid_argument("unknown type " + t);
}

// JSON equality as JSON Schema means it: 1 and 1.0 are equal, unsigned and signed too.
bool same(const json& a, const json& b) {
  if (a.is_number() && b.is_number()) return a.get<double>() == b.get<double>();
  return a == b;
}

}  // namespace

void SchemaSet::add(const std::string& name, json schema) {
  check_keywords(schema, name);
  schemas_[name] = std::move(schema);
}

void SchemaSet::load_dir(const std::string& dir) {
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path());
    add(entry.path().filename().string(), json::parse(in));
  }
}

std::pair<const json*, std::string> SchemaSet::resolve(const std::string& ref,
                                                       const std::string& base) const {
  const auto hash = ref.find('#');
  const std::string file = hash == std::string::npos ? ref : ref.substr(0, hash);
  const std::string pointer = hash == std::string::npos ? "" : ref.substr(hash + 1);
  const std::string doc = file.empty() ? base : file;
  auto it = schemas_.find(doc);
  if (it == schemas_.end()) throw std::invalid_argument("$ref to an unknown schema: " + ref);
  const json* target = &it->second;
  if (!pointer.empty()) {
    const json::json_pointer p(pointer);
    if (!target->contains(p)) throw std::invalid_argument("$ref to nothing: " + ref);
    target = &target->at(p);
  }
  return {target, doc};
}

std::string SchemaSet::validate(const std::string& name, const json& doc) const {
  auto it = schemas_.find(name);
  if (it == schemas_.end()) return "no schema named " + name;
  return check(it->second, name, doc, "$");
}

std::string SchemaSet::check(const json& s, const std::string& base, const json& doc,
                             const std::string& path) const {
  if (s.is_boolean()) return s.get<bool>() ? "" : path + ": no value is allowed here";
  if (s.contains("$ref")) {
    const auto [target, target_base] = resolve(s["$ref"].get<std::string>(), base);
    if (std::string e = check(*target, target_base, doc, path); !e.empty()) return e;
  }
  if (s.contains("type")) {
    const json& t = s["type"];
    bool ok = false;
    if (t.is_string()) {
      ok = has_type(doc, t.get<std::string>());
    } else {
      for (const auto& one : t) ok = ok || has_type(doc, one.get<std::string>());
    }
    if (!ok) return path + ": expected type " + t.dump() + ", got " + doc.dump().substr(0, 80);
  }
  if (s.contains("const") && !same(s["const"], doc))
    return path + ": expected " + s["const"].dump() + ", got " + doc.dump().substr(0, 80);
  if (s.contains("enum")) {
    bool found = false;
    for (const auto& v : s["enum"]) found = found || same(v, doc);
    if (!found)
      return path + ": " + doc.dump().substr(0, 80) + " is not one of " + s["enum"].dump();
  }
  if (s.contains("minimum") && doc.is_number() && doc.get<double>() < s["minimum"].get<double>())
    return path + ": " + doc.dump() + " is below the minimum " + s["minimum"].dump();
  if (doc.is_string()) {
    const auto& text = doc.get_ref<const std::string&>();
    if (s.contains("minLength") && text.size() < s["minLength"].get<std::size_t>())
      return path + ": string shorter than " + s["minLength"].dump();
    if (s.contains("pattern") &&
        !std::regex_search(text, std::regex(s["pattern"].get<std::string>())))
      return path + ": \"" + text + "\" does not match " + s["pattern"].dump();
  }
  if (doc.is_array()) {
    if (s.contains("minItems") && doc.size() < s["minItems"].get<std::size_t>())
      return path + ": fewer than " + s["minItems"].dump() + " items";
    if (s.contains("items")) {
      for (std::size_t i = 0; i < doc.size(); ++i) {
        if (std::string e = check(s["items"], base, doc[i], path + "[" + std::to_string(i) + "]");
            !e.empty())
          return e;
      }
    }
  }
  if (doc.is_object()) {
    if (s.contains("required")) {
      for (const auto& r : s["required"]) {
        if (!doc.contains(r.get<std::string>()))
          return path + ": missing required field " + r.dump();
      }
    }
    const json* props = s.contains("properties") ? &s["properties"] : nullptr;
    for (const auto& [k, v] : doc.items()) {
      if (props && props->contains(k)) {
        if (std::string e = check((*props)[k], base, v, path + "." + k); !e.empty()) return e;
      } else if (s.contains("additionalProperties")) {
        if (std::string e = check(s["additionalProperties"], base, v, path + "." + k); !e.empty())
          return e.find("no value is allowed") != std::string::npos
                     ? path + ": unexpected field \"" + k + "\""
                     : e;
      }
    }
  }
  if (s.contains("allOf")) {
    for (const auto& sub : s["allOf"]) {
      if (std::string e = check(sub, base, doc, path); !e.empty()) return e;
    }
  }
  if (s.contains("anyOf")) {
    std::string first;
    for (const auto& sub : s["anyOf"]) {
      std::string e = check(sub, base, doc, path);
      if (e.empty()) return {};
      if (first.empty()) first = e;
    }
    return path + ": matches none of anyOf (first: " + first + ")";
  }
  return {};
}

}  // namespace bivouac::testing
