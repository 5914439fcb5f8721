// Rule helpers: troop groups, Defense, damage and who may play which card against whom.
#include "games/gt/internal.h"

namespace bivouac::gt {

bool GtGame::can_hold_terrain(std::uint8_t unit_type) const {
  const UnitType& u = cards_.units[unit_type];
  // Terrain goes on non-Cavalry units (L72); Dragoons only under dragoons_take_terrain.
  if (u.troop_class & kCavalry) return rules_.dragoons_take_terrain && (u.extra & kInfantry);
  return true;
}

int GtGame::defense(const Unit& u) const {
  int d = cards_.units[u.type].defense;
  if (u.leader != kNone) d += cards_.battle[u.leader].defense;
  if (u.terrain != kNone) d += cards_.battle[u.terrain].defense;
  return d;
}

int GtGame::damage(std::uint8_t card, const Unit& attacker, const Unit& target) const {
  const BattleType& c = cards_.battle[card];
  if (c.barrage) return c.damage;
  int d = c.damage + cards_.units[attacker.type].attack;
  for (std::uint8_t bonus : {attacker.leader, attacker.terrain}) {
    if (bonus == kNone) continue;
    const BattleType& b = cards_.battle[bonus];
    d += b.attack;
    if (c.kind == CardKind::kMelee) d += b.melee_attack;
    if (c.kind == CardKind::kShoot) d += b.shoot_attack;
  }
  if (target.terrain != kNone) d += cards_.battle[target.terrain].damage_taken;
  return std::max(0, d);
}

int GtGame::hand_limit(const GtState& s, int player) const {
  int limit = 5;  // L110
  for (const Unit& u : s.units[detail::idx(player)]) {
    if (u.leader != kNone) limit += cards_.battle[u.leader].hand_size;
  }
  return limit;
}

int GtGame::units_of_side(const GtState& s, int side) const {
  int n = 0;
  for (int p = side; p < rules_.players; p += 2) {
    if (in_play(s, p)) n += static_cast<int>(s.units[detail::idx(p)].size());
  }
  return n;
}

bool GtGame::attack_allowed(std::uint8_t card, const Unit& attacker, const Unit& target) const {
  const BattleType& c = cards_.battle[card];
  const std::uint8_t a = groups_[attacker.type];
  const std::uint8_t t = groups_[target.type];
  if (!(a & c.by) || !(t & c.target) || target.dm < c.target_min_dm) return false;
  if (c.kill_leader && target.leader == kNone) return false;
  // Line Infantry melee only other infantry and artillery (L81-82).
  if (c.kind == CardKind::kMelee && (a & kLineInfantry) && !(t & (kInfantry | kArtillery))) {
    return false;
  }
  return true;
}

bool GtGame::defense_allowed(std::uint8_t card, const GtState& s, int defender,
                             const Unit& unit) const {
  const BattleType& c = cards_.battle[card];
  if (c.kind != CardKind::kDefense || !(groups_[unit.type] & c.by)) return false;
  const BattleType& attack = cards_.battle[s.attack.card];
  if (c.against == Against::kShoot && attack.kind != CardKind::kShoot) return false;
  if (c.against == Against::kMelee && attack.kind != CardKind::kMelee) return false;
  if (s.attack.unit == kNone) return false;
  const std::uint8_t a = groups_[s.units[detail::idx(s.active)][s.attack.unit].type];
  if (!(a & c.attacker) || (a & c.attacker_not)) return false;
  if (c.screen_dm > 0) {
    for (const Unit& u : s.units[detail::idx(defender)]) {
      if (groups_[u.type] & kLightTroops) return true;
    }
    return false;
  }
  return true;
}

bool GtGame::opportunity_allowed(std::uint8_t card, const Unit& defender,
                                 const Unit& attacker) const {
  const BattleType& c = cards_.battle[card];
  const std::uint8_t a = groups_[attacker.type];
  return c.kind == CardKind::kOpportunity && (groups_[defender.type] & c.by) && (a & c.attacker) &&
         !(a & c.attacker_not);
}

}  // namespace bivouac::gt
