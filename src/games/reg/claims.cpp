#include "games/reg/claims.h"

#include <algorithm>
#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

bool contains(const std::vector<std::string>& list, std::string_view item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

bool has_any(const FileSpec& f, const std::vector<std::string>& keys) {
  return std::any_of(keys.begin(), keys.end(), [&](const std::string& k) { return f.has(k); });
}

// Line 107: mounted fighting foot that claim a linear obstacle count as Affected.
TerrainEffect effective_terrain(const FileSpec& self, const FileSpec& other) {
  if (self.mounted() && other.foot() && other.obstacle && other.frontal() &&
      self.terrain == TerrainEffect::kUnaffected) {
    return TerrainEffect::kAffected;
  }
  return self.terrain;
}

struct Context {
  const ClaimTable& table;
  const Combat& combat;
  const FileSpec& self;
  const FileSpec& other;
  SideClaims& out;
  std::string source;

  void add(const ClaimRow& row, int value, std::string note = {}) {
    out.claims.push_back({source, row.name, value, row.line, std::move(note)});
  }
};

void charge_claims(Context& c) {
  const auto& s = c.self;
  const auto& o = c.other;
  const auto& t = c.table;
  const auto P = CombatPhase::kCharge;
  const TerrainEffect o_terrain = effective_terrain(o, s);
  const int better = level(s.quality) - level(o.quality);
  if (better > 0) {
    const auto& row = t.row(P, "quality");
    c.add(row, better * row.value, fmt::format("{} against {}", quality_name(s.quality),
                                               quality_name(o.quality)));
  }
  if (!o.frontal()) {
    const auto& row = t.row(P, "flank_rear");
    c.add(row, row.value, fmt::format("plus {} automatic wound", row.automatic_wounds));
    c.out.automatic_wounds += row.automatic_wounds;
  }
  if (s.general != GeneralPresence::kNone) {
    const auto& row = t.row(P, "general");
    const bool legend = s.general == GeneralPresence::kLegendary;
    c.add(row, legend ? row.legendary : row.value, legend ? "Legendary" : "");
  }
  if (s.mounted_or_el() && o.foot() && !o.standing) {
    const auto& row = t.row(P, "mounted_vs_unready_foot");
    c.add(row, row.value);
  }
  if (s.mounted() && s.frontal() && c.combat.good_going && o.foot() &&
      o.formation == FileFormation::kLoose) {
    const auto& row = t.row(P, "mounted_vs_loose_foot");
    c.add(row, row.value);
  }
  if (s.frontal() && s.neighbour == Neighbour::kShoved) {
    const auto& row = t.row(P, "neighbour_shoved");
    c.add(row, row.value);
  }
  if (s.frontal() && s.neighbour == Neighbour::kShattered) {
    const auto& row = t.row(P, "neighbour_shattered");
    c.add(row, row.value);
  }
  if (o_terrain == TerrainEffect::kAffected) {
    const auto& row = t.row(P, "opponent_affected");
    c.add(row, row.value, o.terrain == TerrainEffect::kAffected
                              ? ""
                              : "mounted against foot claiming a linear obstacle (line 107)");
  }
  if (o_terrain == TerrainEffect::kBadlyAffected) {
    const auto& row = t.row(P, "opponent_badly_affected");
    c.add(row, row.value);
  }
  if (s.mounted_or_el() && s.frontal() && c.combat.good_going && o.irregular) {
    const auto& row = t.row(P, "mounted_vs_irregulars");
    c.add(row, row.value);
  }
  if (s.frontal() && (s.uphill || (s.foot() && s.obstacle))) {
    const auto& row = t.row(P, "uphill_or_obstacle");
    c.add(row, row.value, s.uphill ? "uphill" : "defending a linear obstacle");
  }
  if (o.mounted() && o.shot) {
    const auto& row = t.row(P, "vs_mounted_who_shot");
    c.add(row, row.value);
  }
  if (s.redoubt && (o.foot() || o.mounted_or_el())) {
    const auto& row = t.row(P, "redoubt");
    c.add(row, o.foot() ? row.vs_foot : row.vs_mounted, o.foot() ? "against foot" : "against mounted");
  }
  if (s.tug() && o.type == TroopType::kArtillery) {
    const auto& row = t.row(P, "vs_artillery");
    c.add(row, row.value);
  }
  if (o.combat_shy) {
    const auto& row = t.row(P, "vs_combat_shy");
    c.add(row, row.value);
  }
  if (s.tug() && o.formation == FileFormation::kSkirmish) {
    const auto& row = t.row(P, "vs_skirmish");
    c.add(row, row.value);
  }
}

void fighting_claims(Context& c) {
  const auto& s = c.self;
  const auto& o = c.other;
  const auto& t = c.table;
  const auto P = CombatPhase::kFighting;
  const TerrainEffect o_terrain = effective_terrain(o, s);
  const int better = level(s.quality) - level(o.quality);
  if (better > 0) {
    const auto& row = t.row(P, "quality");
    c.add(row, better * row.value, fmt::format("{} against {}", quality_name(s.quality),
                                               quality_name(o.quality)));
  }
  if (!o.frontal()) {
    const auto& row = t.row(P, "side_rear_edge");
    c.add(row, row.value);
  }
  if (s.general != GeneralPresence::kNone) {
    const auto& row = t.row(P, "general");
    const bool legend = s.general == GeneralPresence::kLegendary;
    c.add(row, legend ? row.legendary : row.value, legend ? "Legendary" : "");
  }
  if (s.armour > o.armour &&
      (o.type != TroopType::kElephants || s.type == TroopType::kElephants)) {
    const auto& row = t.row(P, "better_armour");
    c.add(row, row.value, fmt::format("{} against {}", armour_key(s.armour), armour_key(o.armour)));
  }
  if (s.frontal() && s.neighbour == Neighbour::kShoved) {
    const auto& row = t.row(P, "neighbour_shoved");
    c.add(row, row.value);
  }
  if (o_terrain == TerrainEffect::kAffected) {
    const auto& row = t.row(P, "opponent_affected");
    c.add(row, row.value, o.terrain == TerrainEffect::kAffected
                              ? ""
                              : "mounted against foot claiming a linear obstacle (line 107)");
  }
  if (o_terrain == TerrainEffect::kBadlyAffected) {
    const auto& row = t.row(P, "opponent_badly_affected");
    c.add(row, row.value);
  }
  if (s.uphill) {
    const auto& row = t.row(P, "uphill");
    c.add(row, row.value);
  }
  if (s.mounted_or_el() && o.irregular) {
    const auto& row = t.row(P, "mounted_vs_irregulars");
    c.add(row, row.value);
  }
  if (s.redoubt && o.foot()) {
    const auto& row = t.row(P, "redoubt_vs_foot");
    c.add(row, row.value);
  }
  if (s.redoubt && o.mounted_or_el()) {
    const auto& row = t.row(P, "redoubt_vs_mounted");
    c.add(row, row.value);
  }
  if (o.combat_shy) {
    const auto& row = t.row(P, "vs_combat_shy");
    c.add(row, row.value);
  }
  if (s.tug() && o.formation == FileFormation::kSkirmish) {
    const auto& row = t.row(P, "vs_skirmish");
    c.add(row, row.value);
  }
  if (s.tug() && o.type == TroopType::kArtillery) {
    const auto& row = t.row(P, "vs_artillery");
    c.add(row, row.value);
  }
}

bool in_group(const FileSpec& f, const std::string& group) {
  if (group == "foot") return f.type == TroopType::kFoot || f.type == TroopType::kBattlewagons;
  return f.type == TroopType::kMounted || f.type == TroopType::kElephants;
}

bool excepted(const PreferredRow& p, const FileSpec& o) {
  if (contains(p.except_types, type_key(o.type))) return true;
  if (has_any(o, p.except_chars)) return true;
  return o.ranks >= 2 && has_any(o, p.except_ranked) && (!p.ranked_must_stand || o.standing);
}

void preferred_claims(const ClaimTable& t, const Combat& combat, const FileSpec& s,
                      const FileSpec& o, SideClaims& out) {
  // Preferred-opponent claims are for files fighting frontally only (lines 225, 238, 250).
  if (!s.frontal()) return;
  const TerrainEffect s_terrain = effective_terrain(s, o);
  for (const auto& p : t.preferred) {
    if (p.phase != combat.phase || !in_group(s, p.group)) continue;
    const bool matches = p.type.empty() ? has_any(s, p.chars) : type_key(s.type) == p.type;
    if (!matches) continue;
    const std::string source = fmt::format("preferred opponent ({}, {} phase)", p.group,
                                           phase_name(p.phase));
    if (p.unaffected_only && s_terrain != TerrainEffect::kUnaffected) {
      out.claims.push_back({source, p.name, 0, p.line, "nothing: affected by terrain"});
      continue;
    }
    int value = 0;
    std::vector<std::string> why;
    const bool has_exceptions =
        !p.except_types.empty() || !p.except_chars.empty() || !p.except_ranked.empty();
    const bool is_excepted = has_exceptions && excepted(p, o);
    if (p.vs_any != 0) {
      value += is_excepted ? p.vs_excepted : p.vs_any;
      why.push_back(is_excepted ? "against an excepted opponent" : "against any");
    }
    if (p.vs_mounted != 0 && o.mounted()) {
      value += p.vs_mounted;
      why.push_back("against mounted");
    }
    if (p.vs_mounted_or_el != 0 && o.mounted_or_el()) {
      value += p.vs_mounted_or_el;
      why.push_back("against mounted or elephants");
    }
    if (p.vs_foot != 0 && o.foot()) {
      value += p.vs_foot;
      why.push_back("against foot");
    }
    for (const auto& [ranks, v] : p.foot_ranks) {
      if (o.foot() && s.ranks >= ranks) {
        value += v;
        why.push_back(fmt::format("against foot in {}+ ranks", ranks));
      }
    }
    const bool effect = !p.effect.empty() && !is_excepted &&
                        !contains(p.effect_not_vs, type_key(o.type));
    if (effect) {
      out.effect = p.effect;
      out.effect_line = p.line;
      why.push_back(fmt::format("{}s on a Skull or S", p.effect));
    }
    if (value == 0 && !effect && why.empty()) continue;  // nothing against this opponent
    out.claims.push_back({source, p.name, value, p.line, join(why, "; ")});
  }
}

SideClaims side_claims(const ClaimTable& t, const Combat& combat, const FileSpec& self,
                       const FileSpec& other) {
  SideClaims out;
  const FileSpec& s = self;
  Context ctx{t, combat, s, other, out,
              fmt::format("{} phase claims", phase_name(combat.phase))};
  if (combat.phase == CombatPhase::kCharge) {
    charge_claims(ctx);
  } else {
    fighting_claims(ctx);
  }
  preferred_claims(t, combat, s, other, out);
  for (const auto& c : out.claims) out.total += c.value;
  return out;
}

}  // namespace

ClaimsResult compute_claims(const ClaimTable& t, const Combat& c) {
  if (c.phase == CombatPhase::kCharge && (c.a.support || c.b.support)) {
    throw FormatError("support: supporting files fight only in melee (the fighting phase)");
  }
  for (const FileSpec* f : {&c.a, &c.b}) {
    for (const auto& ch : f->chars) {
      if (!t.find_characteristic(ch)) {
        throw FormatError(fmt::format("chars: unknown characteristic \"{}\"", ch));
      }
    }
  }
  // A supporting file claims as if the opponent were to its front (line 290).
  Combat cc = c;
  for (FileSpec* f : {&cc.a, &cc.b}) {
    if (f->support) f->contact = Contact::kFront;
  }
  ClaimsResult r;
  r.phase = c.phase;
  r.a = side_claims(t, cc, cc.a, cc.b);
  r.b = side_claims(t, cc, cc.b, cc.a);
  const int diff = r.a.total - r.b.total;
  r.advantage = diff < 0 ? -diff : diff;
  r.leader = diff > 0 ? 0 : (diff < 0 ? 1 : -1);
  const DiceRow& row = t.dice_for(r.advantage);
  if (r.advantage > t.dice.back().advantage) {
    r.notes.push_back(fmt::format("advantage {} is beyond the table; rolled as {}", r.advantage,
                                  t.dice.back().advantage));
  }
  r.a.dice = r.leader == 1 ? row.disadvantaged : row.advantaged;
  r.b.dice = r.leader == 0 ? row.disadvantaged : row.advantaged;
  r.a.dice_line = r.b.dice_line = row.line;
  for (auto [side, spec] : {std::pair{&r.a, &c.a}, std::pair{&r.b, &c.b}}) {
    if (!spec->support) continue;
    for (auto& d : side->dice) d = shifted(d, t.supporting_shift);
    r.notes.push_back(fmt::format("supporting file {}: dice one colour lower (line {})",
                                  side == &r.a ? "a" : "b", t.supporting_line));
  }
  return r;
}

namespace {
std::string dice_text(const std::vector<Colour>& dice) {
  std::vector<std::string> names;
  for (Colour c : dice) names.emplace_back(colour_name(c));
  return join(names, " + ");
}

void describe_side(std::string& out, const char* label, const SideClaims& s) {
  out += fmt::format("\nfile {}: total {}", label, s.total);
  for (const auto& c : s.claims) {
    out += fmt::format("\n  {:+d}  {}{}  [{}, sheet line {}]", c.value, c.name,
                       c.note.empty() ? "" : " (" + c.note + ")", c.source, c.line);
  }
  if (s.automatic_wounds) out += fmt::format("\n  inflicts {} automatic wound(s)", s.automatic_wounds);
  if (!s.effect.empty()) {
    out += fmt::format("\n  {} on Skull or S  [sheet line {}]", s.effect, s.effect_line);
  }
}
}  // namespace

std::string describe(const ClaimsResult& r) {
  std::string out = fmt::format("{} phase combat", phase_name(r.phase));
  describe_side(out, "a", r.a);
  describe_side(out, "b", r.b);
  if (r.leader < 0) {
    out += "\nclaims equal";
  } else {
    out += fmt::format("\nfile {} has a {}-claim advantage", r.leader == 0 ? "a" : "b", r.advantage);
  }
  out += fmt::format("\ndice: a rolls {}, b rolls {}  [sheet line {}]", dice_text(r.a.dice),
                     dice_text(r.b.dice), r.a.dice_line);
  for (const auto& n : r.notes) out += "\nnote: " + n;
  return out;
}

}  // namespace bivouac::reg
