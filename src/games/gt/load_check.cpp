// A loaded position is checked whole before any rule runs on it (issue 26): every index the rules,
// the views and the bots read later (the attacking unit, the target, the unit a Defense card
// saved, the spoils' taker, the seat rotation, who the card-knowledge marks name) must point inside
// the game and agree with the step, so that no document can make an action, a view or a bot read
// outside a hand, an army or the card table, or send the turn round a loop. check_invariants
// covers where every card lies; this covers what the step says is happening. Each refusal names
// the field and what it must be.
#include <fmt/format.h>

#include "core/errors.h"
#include "games/gt/internal.h"

namespace bivouac::gt {

using detail::idx;

namespace {

[[noreturn]] void refuse(const std::string& field, const std::string& expected) {
  throw FormatError(fmt::format("{}: {}", field, expected));
}

// The steps that hand the turn back to `resume` when they are done.
bool returns_to_resume(Step step) {
  return step == Step::kDispatch || step == Step::kScreen || step == Step::kSpoils;
}

// The steps a step that returns may go back to: Dispatch is an event (the Reserve phase, or a
// window with events_in_any_window), Screen a Defense card, Spoils the end of a resolution.
bool may_resume(Step step, Step resume) {
  switch (step) {
    case Step::kDispatch:
      return resume == Step::kReserve || resume == Step::kShootWindow ||
             resume == Step::kMeleeWindow;
    case Step::kScreen:
      return resume == Step::kShootDefend || resume == Step::kMeleeDefend;
    case Step::kSpoils:
      return resume == Step::kShootWindow || resume == Step::kMeleeWindow ||
             resume == Step::kMeleeDefend;
    default:
      return true;
  }
}

std::string step_list(std::initializer_list<const char*> names) {
  return fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace

void GtGame::check_loaded_step(const GtState& s) const {
  const int n = rules_.players;
  // Who has seen a card in a hand: one bit per seat of this game.
  const unsigned seat_bits = (1u << static_cast<unsigned>(n)) - 1;
  for (int p = 0; p < n; ++p) {
    for (std::size_t i = 0; i < s.known[idx(p)].size(); ++i) {
      if ((s.known[idx(p)][i] & ~seat_bits) != 0)
        refuse(fmt::format("known[{}][{}]", p, i),
               fmt::format("a mark of the seats that saw the card (0 to {}), not {}", seat_bits,
                           s.known[idx(p)][i]));
    }
  }
  for (int side = 0; side < 2; ++side) {
    const int members = (n - side + 1) / 2;
    if (s.rotation[idx(side)] >= members)
      refuse(fmt::format("rotation[{}]", side),
             fmt::format("the next seat within side {} (0 to {}), not {}", side + 1, members - 1,
                         s.rotation[idx(side)]));
  }
  for (CardId c : s.spoils) {
    if (c >= cards_.battle.size() || cards_.battle[c].kind != CardKind::kTerrain)
      refuse("spoils", "Terrain cards of defeated units only");
  }
  if (s.step == Step::kGameOver) return;

  // The spoils' taker: a unit of a seat of this game, or nobody.
  if (s.spoils_player != kNone && s.spoils_player >= n)
    refuse("spoils_player", fmt::format("a player (0 to {}) or null", n - 1));
  if (s.spoils_unit != kNone) {
    if (s.spoils_player == kNone) refuse("spoils_unit", "null when spoils_player is null");
    const auto size = static_cast<int>(s.units[s.spoils_player].size());
    // A unit card the viewer cannot see ("?") is refused by check_invariants.
    const auto holds_terrain = [&](const Unit& u) {
      return u.type >= cards_.units.size() || can_hold_terrain(u.type);
    };
    if (s.spoils_unit >= size || !holds_terrain(s.units[s.spoils_player][s.spoils_unit]))
      refuse("spoils_unit", fmt::format("a unit of spoils_player that may hold Terrain (0 to {}), "
                                        "not {}",
                                        size - 1, s.spoils_unit));
  }

  // The Primary Attack: an attack card with its unit, target and saved unit inside their armies.
  const AttackContext& a = s.attack;
  const bool declared = a.card != kNone;
  if (declared && (a.card >= cards_.battle.size() || !cards_.battle[a.card].is_attack()))
    refuse("attack.card", "the name of a Battle card that makes an attack, or null");
  if (!declared && (a.unit != kNone || a.target_player != kNone || a.target_unit != kNone ||
                    a.protected_unit != kNone || a.negated)) {
    refuse("attack", "no unit, target, saved unit or negation without attack.card");
  }
  const auto active_units = static_cast<int>(s.units[s.active].size());
  if (a.unit != kNone && a.unit >= active_units)
    refuse("attack.unit", fmt::format("a unit of the active player (0 to {}) or null, not {}",
                                      active_units - 1, a.unit));
  if (a.target_player != kNone && (a.target_player >= n || !enemies(s.active, a.target_player)))
    refuse("attack.target_player", "an enemy of the active player, or null");
  for (const auto& [value, name] : {std::pair{a.target_unit, "attack.target_unit"},
                                    std::pair{a.protected_unit, "attack.protected_unit"}}) {
    if (value == kNone) continue;
    if (a.target_player == kNone) refuse(name, "null when attack.target_player is null");
    const auto size = static_cast<int>(s.units[a.target_player].size());
    if (value >= size)
      refuse(name, fmt::format("a unit of attack.target_player (0 to {}) or null, not {}", size - 1,
                               value));
  }
  if (a.protected_unit != kNone && !cards_.battle[a.card].barrage)
    refuse("attack.protected_unit", "null unless the attack is a Barrage");

  // The step and where it returns to.
  const Step at = returns_to_resume(s.step) ? s.resume : s.step;
  if (returns_to_resume(s.step)) {
    if (!may_resume(s.step, s.resume))
      refuse("resume", s.step == Step::kDispatch
                           ? step_list({"reserve", "shoot_window", "melee_window"})
                       : s.step == Step::kScreen
                           ? step_list({"shoot_defend", "melee_defend"})
                           : step_list({"shoot_window", "melee_window", "melee_defend"}));
  }
  if ((at == Step::kReserve || at == Step::kAttack) && declared)
    refuse("attack.card", "null before the Primary Attack is declared (steps reserve, attack)");
  if (s.step == Step::kTarget && (a.target_player != kNone || a.target_unit != kNone))
    refuse("attack.target_player", "null while the target is being chosen (step target)");
  if (s.step == Step::kDispatch ? s.pending == 0
      : s.step == Step::kScreen ? s.pending == 0
                                : s.pending != 0)
    refuse("pending", s.step == Step::kDispatch ? "the discards still owed (1 or more)"
                      : s.step == Step::kScreen ? "the Screen card's DM (1 or more)"
                                                : "0 outside steps dispatch and screen");
  if (s.step == Step::kScreen && !in_play(s, a.target_player))
    refuse("attack.target_player", "a player in play while he chooses who takes Screen's DM");
  if (s.step != Step::kSpoils && s.spoils_player == kNone && !s.spoils.empty())
    refuse("spoils", "empty unless a unit may take them (spoils_player, spoils_unit)");
  const bool responder_step = s.step == Step::kShootDefend || s.step == Step::kScreen ||
                              s.step == Step::kOpportunity || s.step == Step::kMeleeDefend;
  if (responder_step && s.decider != a.target_player)
    refuse("decider", "the target's owner (attack.target_player) in a step of his response");
  if (s.step == Step::kSpoils && s.decider != s.spoils_player)
    refuse("decider", "spoils_player while he takes the spoils");
  if (s.quiet_turns >= detail::kMaxQuietTurns)
    refuse("quiet_turns", fmt::format("below {} while the game goes on (a stalemate ends it)",
                                      detail::kMaxQuietTurns));
  if (rules_.turn_limit > 0 && s.turn > rules_.turn_limit)
    refuse("turn",
           fmt::format("at most the turn limit ({}) while the game goes on", rules_.turn_limit));
}

}  // namespace bivouac::gt
