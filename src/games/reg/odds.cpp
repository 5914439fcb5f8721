#include "games/reg/odds.h"

#include <fmt/format.h>
#include <limits>
#include <numeric>
#include <utility>

#include "core/errors.h"

namespace bivouac::reg {

namespace {

// Exact distribution over a small key by folding one die at a time: for each die, every
// face multiplies the ways by its count. `step(key, colour, face)` gives the next key.
template <class Key, class Step>
std::map<Key, std::uint64_t> convolve(const FaceSet& faces, const std::vector<Colour>& dice,
                                      Key start, Step step, std::uint64_t& total) {
  if (dice.size() > kMaxOddsDice) {
    throw FormatError(fmt::format("dice: exact odds handle at most {} dice, got {}", kMaxOddsDice,
                                  dice.size()));
  }
  std::map<Key, std::uint64_t> dist{{start, 1}};
  total = 1;
  for (Colour c : dice) {
    const auto sides = static_cast<std::uint64_t>(faces.sides(c));
    if (total > std::numeric_limits<std::uint64_t>::max() / sides) {
      throw FormatError("dice: too many rolls to count exactly with these face counts; use fewer dice");
    }
    std::map<Key, std::uint64_t> next;
    for (const auto& [key, ways] : dist) {
      for (Face f : kAllFaces) {
        const int n = faces.count(c, f);
        if (n == 0) continue;
        next[step(key, c, f)] += ways * static_cast<std::uint64_t>(n);
      }
    }
    dist = std::move(next);
    total *= sides;
  }
  return dist;
}

}  // namespace

double CombatOdds::p_at_least(int w) const {
  std::uint64_t ways = 0;
  for (const auto& [k, n] : wounds) {
    if (k >= w) ways += n;
  }
  return total ? static_cast<double>(ways) / static_cast<double>(total) : 0.0;
}

double CombatOdds::expected_wounds() const {
  double sum = 0;
  for (const auto& [k, n] : wounds) sum += k * static_cast<double>(n);
  return total ? sum / static_cast<double>(total) : 0.0;
}

CombatOdds combat_odds(const EffectTable& e, const FaceSet& faces, const std::vector<Colour>& dice,
                       bool has_effect, int automatic_wounds, const RegOptions& o,
                       std::optional<UnitState> target) {
  using Key = std::pair<int, bool>;  // wounds, effect went off
  CombatOdds r;
  const auto dist = convolve(
      faces, dice, Key{automatic_wounds, false},
      [&](Key k, Colour, Face f) {
        const FaceResult fr = combat_face(e, f, has_effect, o);
        return Key{k.first + fr.wounds, k.second || fr.effect};
      },
      r.total);
  if (target) {
    r.base_lost = 0;
    r.breaks = 0;
  }
  for (const auto& [key, ways] : dist) {
    r.wounds[key.first] += ways;
    if (key.second) r.effect += ways;
    if (target) {
      const UnitChange c = apply_wounds(e, *target, key.first);
      if (c.bases_lost() > 0) *r.base_lost += ways;
      if (c.breaks_now()) *r.breaks += ways;
    }
  }
  return r;
}

ShootOdds shoot_odds(const ShootingTable& t, const EffectTable& e, const FaceSet& faces,
                     const ShootQuery& q, Colour colour, std::optional<UnitState> target) {
  using Key = std::pair<int, int>;  // wounds, non-blank dice
  ShootOdds r;
  const std::vector<Colour> dice(static_cast<std::size_t>(q.dice), colour);
  const auto dist = convolve(
      faces, dice, Key{0, 0},
      [&](Key k, Colour, Face f) {
        const auto& fx = e.shooting[index(f)];
        return Key{k.first + fx.wounds, k.second + (fx.drive_back > 0 ? 1 : 0)};
      },
      r.total);
  if (target) r.breaks = 0;
  for (const auto& [key, ways] : dist) {
    r.wounds[key.first] += ways;
    r.drive_back[shooting_drive_back(t, q, key.second, nullptr)] += ways;
    if (target && apply_wounds(e, *target, key.first).breaks_now()) *r.breaks += ways;
  }
  return r;
}

KabUnitOdds kab_unit_odds(const KabTable& k, const EffectTable& e, const FaceSet& faces, Quality q,
                          std::optional<UnitState> unit) {
  KabUnitOdds r;
  const Colour die = k.die_for(q);
  r.total = static_cast<std::uint64_t>(faces.sides(die));
  if (unit) r.breaks = 0;
  for (Face f : kAllFaces) {
    const auto n = static_cast<std::uint64_t>(faces.count(die, f));
    r.faces[f] = n;
    if (unit && n > 0 && kab_unit(k, e, q, f, unit).unit->breaks_now()) *r.breaks += n;
  }
  return r;
}

KabGeneralOdds kab_general_odds(const GeneralTable& g, const EffectTable& e, const FaceSet& faces,
                                GeneralLevel level) {
  KabGeneralOdds r;
  const Colour die = g.level(level).kab_die;
  r.total = static_cast<std::uint64_t>(faces.sides(die));
  for (Face f : kAllFaces) r.fates[e.kab_general[index(f)]] += static_cast<std::uint64_t>(faces.count(die, f));
  return r;
}

std::map<int, int> evade_odds(const MovementTable& t, const EvadeQuery& q) {
  std::map<int, int> out;
  for (int roll = 1; roll <= 6; ++roll) ++out[evade(t, q, roll).distance];
  return out;
}

std::string probability_text(std::uint64_t ways, std::uint64_t total) {
  if (total == 0) return "n/a";
  const std::uint64_t g = std::gcd(ways, total);
  return fmt::format("{:.4f} ({}/{})", static_cast<double>(ways) / static_cast<double>(total),
                     ways / g, total / g);
}

}  // namespace bivouac::reg
