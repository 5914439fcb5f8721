#pragma once
// A small JSON Schema validator for the subset docs/schema/ uses (no Debian package offers one
// for C++): type, const, enum, properties, required, additionalProperties, items, minItems,
// minimum, minLength, pattern, anyOf, allOf, $ref (within a schema, "#/$defs/x", or to another
// loaded schema, "view.json#/$defs/x"), and the annotations $schema, $id, title, description.
// Any other keyword is an error when the schema is loaded, so nothing is silently ignored.
#include <map>
#include <nlohmann/json.hpp>
#include <string>

namespace bivouac::testing {

class SchemaSet {
 public:
  // Adds a schema under `name` (its file name, e.g. "view.json"); throws std::invalid_argument
  // naming the unknown keyword or malformed part.
  void add(const std::string& name, nlohmann::json schema);
  // Loads every *.json file of `dir`.
  void load_dir(const std::string& dir);
  // Empty when `doc` is valid against schema `name`; else the first error with its JSON path.
  [[nodiscard]] std::string validate(const std::string& name, const nlohmann::json& doc) const;
  [[nodiscard]] bool has(const std::string& name) const { return schemas_.count(name) > 0; }

 private:
  [[nodiscard]] std::string check(const nlohmann::json& schema, const std::string& base,
                                  const nlohmann::json& doc, const std::string& path) const;
  [[nodiscard]] std::pair<const nlohmann::json*, std::string> resolve(
      const std::string& ref, const std::string& base) const;
  std::map<std::string, nlohmann::json> schemas_;
};

}  // namespace bivouac::testing
