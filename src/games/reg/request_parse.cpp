#include "games/reg/request_parse.h"

#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

// Picks one of `keys` (case-insensitive; '-' and ' ' count as '_'); the enum follows the order.
template <class E>
E pick(const Args& a, const std::string& key, const std::vector<std::string>& keys, E fallback) {
  if (!a.has(key)) return fallback;
  std::string word = lower(a.text(key, ""));
  for (char& c : word) {
    if (c == '-' || c == ' ') c = '_';
  }
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (word == keys[i]) return static_cast<E>(i);
  }
  a.bad(key, choice_list(keys));
}

}  // namespace

std::optional<UnitState> parse_unit(const Args& a) {
  if (!a.has("bases") && !a.has("wounds")) return std::nullopt;
  UnitState u;
  u.bases = a.integer("bases", 1, 60, 0);
  if (!a.has("bases")) a.missing("bases", "the unit's bases at full strength, with wounds");
  const int per_base = Tables::get().effects.wounds_per_base;
  u.wounds = a.integer("wounds", 0, u.bases * per_base, 0);
  return u;
}

FileInput parse_file(const Args& a, const ClaimTable& t) {
  FileInput in;
  FileSpec& f = in.spec;
  f.type = pick(a, "type", type_keys(), TroopType::kFoot);
  f.formation = pick(a, "formation", formation_keys(), FileFormation::kClose);
  f.quality = parse_quality_field(a, "quality");
  f.armour = pick(a, "armour", armour_keys(), Armour::kProtected);
  for (const auto& c : a.list("chars")) {
    const Characteristic* ch = t.find_characteristic(c);
    if (!ch) {
      std::vector<std::string> keys;
      for (const auto& k : t.characteristics) keys.push_back(k.key);
      throw FormatError(fmt::format("{}: expected some of {}, got \"{}\"", a.path_of("chars"),
                                    join(keys, ", "), c));
    }
    f.chars.push_back(ch->key);
  }
  f.ranks = a.integer("ranks", 1, 12, 2);
  f.terrain = pick(a, "terrain", terrain_keys(), TerrainEffect::kUnaffected);
  f.contact = pick(a, "contact", contact_keys(), Contact::kFront);
  f.neighbour = pick(a, "neighbour", neighbour_keys(), Neighbour::kNone);
  f.general = pick(a, "general", general_keys(), GeneralPresence::kNone);
  f.uphill = a.flag("uphill", false);
  f.obstacle = a.flag("obstacle", false);
  f.redoubt = a.flag("redoubt", false);
  f.irregular = a.flag("irregular", false);
  f.combat_shy = a.flag("combat_shy", false);
  f.shot = a.flag("shot", false);
  f.standing = a.flag("standing", true);
  f.support = a.flag("support", false);
  in.unit = parse_unit(a);
  in.faces = a.list("faces");
  a.reject_unknown();
  return in;
}

CombatPhase parse_phase(const Args& a) {
  return pick(a, "phase", {"charge", "fighting"}, CombatPhase::kCharge);
}

Combat parse_combat(const Args& a, const ClaimTable& t, FileInput& fa, FileInput& fb) {
  Combat c;
  c.phase = parse_phase(a);
  c.good_going = a.flag("good_going", true);
  fa = parse_file(a.child("a"), t);
  fb = parse_file(a.child("b"), t);
  c.a = fa.spec;
  c.b = fb.spec;
  return c;
}

Quality parse_quality_field(const Args& a, const std::string& key) {
  return a.choice<Quality>(key, [](const std::string& s) { return parse_quality(s); },
                           "Poor, Average, Superior or Exceptional", Quality::kAverage);
}

GeneralLevel parse_level_field(const Args& a, const std::string& key) {
  return a.choice<GeneralLevel>(key, [](const std::string& s) { return parse_level(s); },
                                "MG, CG, TG or LG", std::nullopt);
}

std::vector<Colour> parse_colours(const Args& a, const std::string& key) {
  std::vector<Colour> out;
  for (const auto& word : a.list(key)) {
    const auto c = parse_colour(word);
    if (!c) {
      throw FormatError(fmt::format("{}: expected colours from {}, got \"{}\"", a.path_of(key),
                                    colour_choices(), word));
    }
    out.push_back(*c);
  }
  return out;
}

MoveQuery parse_move(const Args& a) {
  MoveQuery q;
  q.general = a.flag("general", false);
  q.troop = q.general ? a.text("troop", "") : a.required_text("troop", "a troop type");
  q.going = a.choice<Going>("going", [](const std::string& s) { return parse_going(s); },
                            "Good, Rough or Difficult", Going::kGood);
  q.fleet_of_foot = a.flag("fleet", false);
  q.linear_obstacle = a.flag("obstacle", false);
  q.reduction = a.integer("reduction", 0, 10, 0);
  return q;
}

}  // namespace bivouac::reg
