#include "games/gt/card_data.h"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <algorithm>
#include <map>
#include <optional>

#include "core/errors.h"

namespace bivouac::gt {

namespace {

const std::map<std::string, std::uint8_t, std::less<>>& group_names() {
  static const std::map<std::string, std::uint8_t, std::less<>> kNames = {
      {"line_infantry", kLineInfantry},
      {"light_infantry", kLightInfantry},
      {"infantry", kInfantry},
      {"artillery", kArtillery},
      {"heavy_cavalry", kHeavyCavalry},
      {"light_cavalry", kLightCavalry},
      {"cavalry", kCavalry},
      {"light_troops", kLightTroops},
      {"cavalry_with_guns", kCavalryWithGuns},
      {"any", kAnyGroup}};
  return kNames;
}

// Reads one [[unit]] or [[battle]] entry, naming the file and line in every error.
class Entry {
 public:
  Entry(const toml::table& t, std::string_view source, std::string_view what)
      : t_(t), where_(fmt::format("{}:{}: {}", source, t.source().begin.line, what)) {}

  [[noreturn]] void fail(std::string_view msg) const {
    throw FormatError(fmt::format("{}: {}", where_, msg));
  }
  std::string text(std::string_view key) const {
    const auto* v = t_.get(key);
    if (v == nullptr) fail(fmt::format("missing field \"{}\"", key));
    if (!v->is_string()) fail(fmt::format("field \"{}\" must be text", key));
    return std::string(*v->value<std::string_view>());
  }
  int integer(std::string_view key, int def, int min, int max) const {
    const auto* v = t_.get(key);
    if (v == nullptr) return def;
    if (!v->is_integer()) fail(fmt::format("field \"{}\" must be an integer", key));
    const auto i = *v->value<std::int64_t>();
    if (i < min || i > max)
      fail(fmt::format("field \"{}\" must be from {} to {}, got {}", key, min, max, i));
    return static_cast<int>(i);
  }
  bool flag(std::string_view key) const {
    const auto* v = t_.get(key);
    if (v == nullptr) return false;
    if (!v->is_boolean()) fail(fmt::format("field \"{}\" must be true or false", key));
    return *v->value<bool>();
  }
  std::uint8_t groups(std::string_view key, std::uint8_t def) const {
    const auto* v = t_.get(key);
    if (v == nullptr) return def;
    const auto* arr = v->as_array();
    if (arr == nullptr) fail(fmt::format("field \"{}\" must be a list of group names", key));
    std::uint8_t mask = 0;
    for (const auto& item : *arr) {
      const auto name = item.value<std::string_view>();
      const auto it = name ? group_names().find(*name) : group_names().end();
      if (it == group_names().end()) {
        fail(fmt::format("field \"{}\" has an unknown group; expected one of {}", key,
                         known_groups()));
      }
      mask |= it->second;
    }
    return mask;
  }
  template <class E>
  E choice(std::string_view key, const std::vector<std::pair<std::string_view, E>>& options,
           std::optional<E> def) const {
    if (t_.get(key) == nullptr) {
      if (def) return *def;
    }
    const std::string got = text(key);
    std::string all;
    for (const auto& [n, e] : options) {
      if (n == got) return e;
      all += (all.empty() ? "" : ", ") + std::string(n);
    }
    fail(fmt::format("field \"{}\" is \"{}\"; expected one of {}", key, got, all));
  }
  void only_keys(std::initializer_list<std::string_view> keys) const {
    for (const auto& [k, v] : t_) {
      if (std::find(keys.begin(), keys.end(), k.str()) == keys.end()) {
        fail(fmt::format("unknown field \"{}\"", k.str()));
      }
    }
  }

 private:
  static std::string known_groups() {
    std::string s;
    for (const auto& [n, m] : group_names()) s += (s.empty() ? "" : ", ") + n;
    return s;
  }
  const toml::table& t_;
  std::string where_;
};

const toml::array& entries(const toml::table& root, std::string_view key, std::string_view source) {
  const auto* arr = root.get_as<toml::array>(key);
  if (arr == nullptr || arr->empty()) {
    throw FormatError(fmt::format("{}: no [[{}]] entries", source, key));
  }
  return *arr;
}

UnitType read_unit(const Entry& e) {
  e.only_keys({"name", "copies", "defense", "attack", "class", "counts_as", "guns", "pistols"});
  UnitType u;
  u.name = e.text("name");
  u.copies = e.integer("copies", 1, 1, 64);
  u.defense = e.integer("defense", 0, 0, 50);
  u.attack = e.integer("attack", 0, -10, 10);
  u.troop_class = e.choice<std::uint8_t>("class",
                                         {{"line_infantry", kLineInfantry},
                                          {"light_infantry", kLightInfantry},
                                          {"artillery", kArtillery},
                                          {"heavy_cavalry", kHeavyCavalry},
                                          {"light_cavalry", kLightCavalry}},
                                         std::nullopt);
  u.extra = e.groups("counts_as", 0) & static_cast<std::uint8_t>(~kCavalryWithGuns);
  u.guns = e.flag("guns");
  u.pistols = e.flag("pistols");
  return u;
}

BattleType read_battle(const Entry& e) {
  e.only_keys({"name",         "type",          "copies",       "damage",      "by",
               "target",       "target_min_dm", "barrage",      "kill_leader", "spy",
               "against",      "attacker",      "attacker_not", "screen_dm",   "attack",
               "melee_attack", "shoot_attack",  "defense",      "hand_size",   "damage_taken",
               "effect",       "draw",          "discard",      "min_dm",      "remove_dm"});
  BattleType b;
  b.name = e.text("name");
  b.kind = e.choice<CardKind>("type",
                              {{"shoot", CardKind::kShoot},
                               {"melee", CardKind::kMelee},
                               {"opportunity", CardKind::kOpportunity},
                               {"defense", CardKind::kDefense},
                               {"leader", CardKind::kLeader},
                               {"terrain", CardKind::kTerrain},
                               {"event", CardKind::kEvent}},
                              std::nullopt);
  b.copies = e.integer("copies", 1, 1, 160);
  b.damage = e.integer("damage", 0, 0, 20);
  b.by = e.groups("by", kAnyGroup);
  b.target = e.groups("target", kAnyGroup);
  b.target_min_dm = e.integer("target_min_dm", 0, 0, 50);
  b.barrage = e.flag("barrage");
  b.kill_leader = e.flag("kill_leader");
  b.spy = e.flag("spy");
  b.against = e.choice<Against>(
      "against", {{"any", Against::kAny}, {"shoot", Against::kShoot}, {"melee", Against::kMelee}},
      Against::kAny);
  b.attacker = e.groups("attacker", kAnyGroup);
  b.attacker_not = e.groups("attacker_not", 0);
  b.screen_dm = e.integer("screen_dm", 0, 0, 10);
  b.attack = e.integer("attack", 0, -10, 10);
  b.melee_attack = e.integer("melee_attack", 0, -10, 10);
  b.shoot_attack = e.integer("shoot_attack", 0, -10, 10);
  b.defense = e.integer("defense", 0, -10, 20);
  b.hand_size = e.integer("hand_size", 0, 0, 10);
  b.damage_taken = e.integer("damage_taken", 0, -10, 0);
  b.effect = e.choice<Effect>("effect",
                              {{"none", Effect::kNone},
                               {"reserve", Effect::kReserve},
                               {"outflank", Effect::kOutflank},
                               {"breakthrough", Effect::kBreakthrough},
                               {"dispatch", Effect::kDispatch},
                               {"fog_of_war", Effect::kFogOfWar},
                               {"rout", Effect::kRout},
                               {"scouts", Effect::kScouts},
                               {"killed_in_action", Effect::kKilledInAction},
                               {"strategy", Effect::kStrategy},
                               {"rally", Effect::kRally}},
                              Effect::kNone);
  b.draw = e.integer("draw", 0, 0, 10);
  b.discard = e.integer("discard", 0, 0, 10);
  b.min_dm = e.integer("min_dm", 0, 0, 50);
  b.remove_dm = e.integer("remove_dm", 0, 0, 50);
  if (b.kind == CardKind::kEvent && b.effect == Effect::kNone)
    e.fail("an event needs an \"effect\"");
  if (b.kind != CardKind::kEvent && b.effect != Effect::kNone)
    e.fail("only events have an \"effect\"");
  return b;
}

}  // namespace

int CardTable::unit_index(std::string_view name) const {
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (units[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

int CardTable::battle_index(std::string_view name) const {
  for (std::size_t i = 0; i < battle.size(); ++i) {
    if (battle[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

int CardTable::first_with_effect(Effect e) const {
  for (std::size_t i = 0; i < battle.size(); ++i) {
    if (battle[i].effect == e) return static_cast<int>(i);
  }
  return -1;
}

CardTable parse_cards(std::string_view text, std::string_view source) {
  toml::table root;
  try {
    root = toml::parse(text, source);
  } catch (const toml::parse_error& err) {
    throw FormatError(fmt::format("{}:{}: {}", source, err.source().begin.line, err.description()));
  }
  for (const auto& [k, v] : root) {
    if (k.str() != "unit" && k.str() != "battle") {
      throw FormatError(fmt::format("{}: unknown section \"{}\"; expected [[unit]] and [[battle]]",
                                    source, k.str()));
    }
  }
  CardTable table;
  for (const auto& node : entries(root, "unit", source)) {
    const auto* t = node.as_table();
    if (t == nullptr) throw FormatError(fmt::format("{}: [[unit]] entries must be tables", source));
    const Entry e(*t, source, "unit");
    table.units.push_back(read_unit(e));
    if (table.unit_index(table.units.back().name) != static_cast<int>(table.units.size()) - 1) {
      e.fail(fmt::format("unit \"{}\" is listed twice", table.units.back().name));
    }
    table.army_size += table.units.back().copies;
  }
  for (const auto& node : entries(root, "battle", source)) {
    const auto* t = node.as_table();
    if (t == nullptr)
      throw FormatError(fmt::format("{}: [[battle]] entries must be tables", source));
    const Entry e(*t, source, "battle card");
    table.battle.push_back(read_battle(e));
    if (table.battle_index(table.battle.back().name) != static_cast<int>(table.battle.size()) - 1) {
      e.fail(fmt::format("battle card \"{}\" is listed twice", table.battle.back().name));
    }
    table.battle_size += table.battle.back().copies;
  }
  if (table.units.size() > kMaxUnitTypes ||
      static_cast<std::size_t>(table.army_size) > kMaxUnitsInDeck) {
    throw FormatError(
        fmt::format("{}: at most {} unit types and {} unit cards are supported, got {} and {}",
                    source, kMaxUnitTypes, kMaxUnitsInDeck, table.units.size(), table.army_size));
  }
  if (table.battle.size() > kMaxBattleTypes ||
      static_cast<std::size_t>(table.battle_size) > kMaxBattleCards) {
    throw FormatError(fmt::format(
        "{}: at most {} battle card names and {} battle cards are supported, got {} and {}", source,
        kMaxBattleTypes, kMaxBattleCards, table.battle.size(), table.battle_size));
  }
  return table;
}

std::string_view group_name(std::uint8_t class_bit) {
  switch (class_bit) {
    case kLineInfantry:
      return "Line Infantry";
    case kLightInfantry:
      return "Light Infantry";
    case kArtillery:
      return "Artillery";
    case kHeavyCavalry:
      return "Heavy Cavalry";
    case kLightCavalry:
      return "Light Cavalry";
    default:
      return "troops";
  }
}

std::string_view kind_name(CardKind k) {
  switch (k) {
    case CardKind::kShoot:
      return "shoot";
    case CardKind::kMelee:
      return "melee";
    case CardKind::kOpportunity:
      return "opportunity";
    case CardKind::kDefense:
      return "defense";
    case CardKind::kLeader:
      return "leader";
    case CardKind::kTerrain:
      return "terrain";
    case CardKind::kEvent:
      return "event";
  }
  return "card";
}

}  // namespace bivouac::gt
