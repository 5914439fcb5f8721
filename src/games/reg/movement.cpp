#include "games/reg/movement.h"

#include <algorithm>
#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/text.h"

namespace bivouac::reg {

MoveResult move_distance(const MovementTable& t, const MoveQuery& q) {
  const std::string key = q.general ? t.general_moves_as : q.troop;
  const TroopMove* m = t.find(key);
  if (!m) {
    throw FormatError(fmt::format("troop: expected one of {}, got \"{}\"", join(t.keys(), ", "),
                                  q.troop));
  }
  MoveResult r;
  r.troop_name = m->name;
  if (q.general) r.steps.push_back({"a general moves as mounted skirmishers", t.general_line});
  const auto base = m->distance[static_cast<std::size_t>(q.going)];
  if (!base) {
    r.can_move = false;
    r.steps.push_back({fmt::format("{} cannot move in {} going", m->name, going_name(q.going)),
                       m->line});
    return r;
  }
  int d = *base;
  r.steps.push_back({fmt::format("{} in {} going: {} BW", m->name, going_name(q.going), d), m->line});
  if (q.fleet_of_foot) {
    if (m->skirmisher) {
      r.steps.push_back({"Fleet of Foot adds nothing for skirmishers", t.fleet_of_foot_line});
    } else {
      d += t.fleet_of_foot;
      r.steps.push_back({fmt::format("Fleet of Foot: {:+} BW", t.fleet_of_foot), t.fleet_of_foot_line});
    }
  }
  if (q.linear_obstacle) {
    d += t.linear_obstacle;
    r.steps.push_back({fmt::format("crossing a linear obstacle: {:+} BW", t.linear_obstacle),
                       t.linear_obstacle_line});
  }
  if (q.reduction != 0) {
    d -= q.reduction;
    r.steps.push_back({fmt::format("action reduction: -{} BW", q.reduction), 0});
  }
  r.distance = std::max(0, d);
  return r;
}

std::string describe(const MoveResult& r) {
  std::string out = r.can_move ? fmt::format("{}: {} BW", r.troop_name, r.distance)
                               : fmt::format("{}: cannot move", r.troop_name);
  for (const auto& s : r.steps) {
    out += s.line > 0 ? fmt::format("\n  {}  [sheet line {}]", s.text, s.line)
                      : fmt::format("\n  {}", s.text);
  }
  return out;
}

EvadeResult evade(const MovementTable& t, const EvadeQuery& q, int roll) {
  if (roll < 1 || roll > 6) {
    throw FormatError(fmt::format("roll: expected a d6 result from 1 to 6, got {}", roll));
  }
  EvadeResult r;
  r.normal = move_distance(t, q.move);
  if (!r.normal.can_move) {
    throw FormatError(fmt::format("troop: {} cannot move in {} going, so cannot evade",
                                  r.normal.troop_name, going_name(q.move.going)));
  }
  r.base = r.normal.distance;
  r.steps.push_back({fmt::format("normal move in the terrain: {} BW", r.base), t.evade_line});
  if (q.skirmish) {
    r.base = std::max(0, r.base + t.evade_skirmish);
    r.steps.push_back({fmt::format("Skirmish or Caracole: {:+} BW", t.evade_skirmish),
                       t.evade_skirmish_line});
  }
  r.roll = roll;
  if (q.quality == Quality::kPoor) {
    r.modifier += t.evade_poor;
    r.steps.push_back({fmt::format("Poor: {:+} to the die", t.evade_poor), t.evade_poor_line});
  }
  if (q.superior_bonus &&
      (q.quality == Quality::kSuperior || q.quality == Quality::kExceptional)) {
    r.modifier += t.evade_superior;
    r.steps.push_back({fmt::format("{} (optional rule): {:+} to the die", quality_name(q.quality),
                                   t.evade_superior),
                       t.evade_superior_line});
  }
  r.modified = std::clamp(roll + r.modifier, t.evade_min(), t.evade_max());
  const EvadeRow& row = t.evade_row(r.modified);
  r.change = row.change;
  r.row_line = row.line;
  r.steps.push_back({fmt::format("d6 {} {:+} = {}: {:+} BW", roll, r.modifier, r.modified, row.change),
                     row.line});
  r.distance = std::max(0, r.base + r.change);
  return r;
}

std::string describe(const EvadeResult& r) {
  std::string out = fmt::format("evade: {} BW (rolled {})", r.distance, r.roll);
  for (const auto& s : r.steps) out += fmt::format("\n  {}  [sheet line {}]", s.text, s.line);
  return out;
}

}  // namespace bivouac::reg
