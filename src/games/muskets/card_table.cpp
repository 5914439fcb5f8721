#include "games/muskets/card_table.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <toml++/toml.h>

#include <algorithm>

#include "core/errors.h"

namespace bivouac::muskets {

namespace {

constexpr std::array<std::string_view, 7> kRoleNames = {"general", "cannon", "cavalry", "infantry",
                                                        "ready",   "aim",    "fire"};

[[noreturn]] void bad(std::string_view source, const toml::source_region& where,
                      const std::string& what) {
  throw FormatError(fmt::format("{} line {}: {}", source, where.begin.line, what));
}

}  // namespace

CardTable CardTable::parse(std::string_view text, std::string_view source) {
  toml::table doc;
  try {
    doc = toml::parse(text, source);
  } catch (const toml::parse_error& e) {
    throw FormatError(
        fmt::format("{} line {}: {}", source, e.source().begin.line, e.description()));
  }
  const toml::array* cards = doc["card"].as_array();
  if (cards == nullptr || cards->empty()) {
    throw FormatError(fmt::format("{}: expected a list of [[card]] tables", source));
  }
  CardTable t;
  t.by_role_.fill(-1);
  for (const toml::node& node : *cards) {
    const toml::table* c = node.as_table();
    if (c == nullptr) bad(source, node.source(), "each [[card]] must be a table");
    CardType type;
    auto name = (*c)["name"].value<std::string>();
    if (!name || name->empty()) bad(source, c->source(), "card needs a non-empty name");
    type.name = *name;
    if (t.find(type.name) >= 0)
      bad(source, c->source(), "card name \"" + type.name + "\" appears twice");
    auto role = (*c)["role"].value<std::string>();
    const auto* it =
        role ? std::find(kRoleNames.begin(), kRoleNames.end(), *role) : kRoleNames.end();
    if (it == kRoleNames.end()) {
      bad(source, c->source(),
          fmt::format("card \"{}\": role must be one of {}", type.name,
                      fmt::join(kRoleNames, ", ")));
    }
    type.role = static_cast<Role>(it - kRoleNames.begin());
    auto copies = (*c)["copies"].value<int64_t>();
    if (!copies || *copies < 0 || *copies > 16) {
      bad(source, c->source(),
          fmt::format("card \"{}\": copies must be a whole number from 0 to 16", type.name));
    }
    type.copies = static_cast<int>(*copies);
    if (type.role == Role::kInfantry) {
      auto force = (*c)["force"].value<int64_t>();
      if (!force || *force < 1 || *force > 50) {
        bad(source, c->source(),
            fmt::format("infantry card \"{}\": force must be a whole number from 1 to 50",
                        type.name));
      }
      type.force = static_cast<int>(*force);
      type.scouts = (*c)["scouts"].value_or(false);
      t.infantry_.push_back(t.size());
    } else {
      const auto slot = static_cast<std::size_t>(type.role);
      if (t.by_role_[slot] >= 0) {
        bad(source, c->source(),
            fmt::format("role \"{}\" is given to two cards", kRoleNames[slot]));
      }
      t.by_role_[slot] = t.size();
    }
    t.total_ += type.copies;
    t.names_.push_back(type.name);
    t.types_.push_back(std::move(type));
    if (t.size() > kMaxTypes)
      throw FormatError(fmt::format("{}: at most {} card types", source, kMaxTypes));
  }
  for (std::size_t r = 0; r < kRoleNames.size(); ++r) {
    if (r != static_cast<std::size_t>(Role::kInfantry) && t.by_role_[r] < 0) {
      throw FormatError(fmt::format("{}: no card has role \"{}\"", source, kRoleNames[r]));
    }
  }
  if (t.infantry_.empty()) throw FormatError(fmt::format("{}: no infantry card", source));
  if (t.total_ > kMaxCards || t.total_ < 14) {
    throw FormatError(
        fmt::format("{}: the deck must hold 14 to {} cards, not {}", source, kMaxCards, t.total_));
  }
  return t;
}

int CardTable::find(std::string_view name) const {
  for (int i = 0; i < size(); ++i) {
    if (types_[static_cast<std::size_t>(i)].name == name) return i;
  }
  return -1;
}

}  // namespace bivouac::muskets
