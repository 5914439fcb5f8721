#pragma once
// Card Game of Napoleonic Warfare (GT): the Game. Rules are split by phase across the .cpp files
// of this folder; this header also exposes the rule helpers the bot and the tests use.
#include <array>
#include <memory>
#include <string>

#include "core/game.h"
#include "games/gt/actions.h"
#include "games/gt/card_data.h"
#include "games/gt/state.h"

namespace bivouac::gt {

// The options, resolved once. Each two-reading ruling is one of these (docs/rulings/gt.md).
struct Rules {
  int players = 2;
  bool quick_start = false;
  bool balanced_forces = false;
  bool retire_at_two = false;
  bool events_in_any_window = false;  // event_timing=own_turn
  bool rout_in_melee = true;
  bool hussars_have_guns = false;
  bool dragoons_take_terrain = false;
  bool barrage_defense_army = false;  // barrage_defense=army
  int turn_limit = 0;
};

class GtGame : public Game {
 public:
  GtGame(const GameInfo& info, const Options& options);

  // --- Game ---------------------------------------------------------------------------------
  [[nodiscard]] int num_players() const override { return rules_.players; }
  [[nodiscard]] int num_sides() const override { return 2; }
  [[nodiscard]] int side_of(int player) const override { return player % 2; }
  [[nodiscard]] std::unique_ptr<State> new_initial_state(std::uint64_t seed) const override;
  [[nodiscard]] std::unique_ptr<State> new_game(
      std::uint64_t seed, EventLog* log, const std::vector<ForcedDraws>& draws) const override;
  [[nodiscard]] int current_player(const State& s) const override;
  void legal_actions(const State& s, ActionList& out) const override;
  void apply_action(State& s, Action a, EventLog* log) const override;
  [[nodiscard]] bool is_terminal(const State& s) const override;
  [[nodiscard]] double returns(const State& s, int player) const override;
  [[nodiscard]] int winning_side(const State& s) const override;
  [[nodiscard]] int turn_number(const State& s) const override;
  [[nodiscard]] std::string end_reason(const State& s) const override;
  [[nodiscard]] std::vector<std::string> hand_card_names(const State& s, int player) const override;
  [[nodiscard]] std::string action_to_string(const State& s, Action a) const override;
  [[nodiscard]] std::string render(const State& s, int viewer) const override;
  [[nodiscard]] std::string phase_help(const State& s) const override;
  [[nodiscard]] std::string rules_summary() const override;
  [[nodiscard]] std::string phase_name(const State& s) const override;
  void describe_board(const State& known, int viewer, BoardView& out) const override;
  [[nodiscard]] ActionParts describe_action(const State& known, Action a) const override;

  void observe(const State& s, int player, State& out) const override;
  void determinize(const State& observation, int player, Rng& rng, State& out) const override;
  [[nodiscard]] nlohmann::json state_to_json(const State& s) const override;
  [[nodiscard]] std::unique_ptr<State> state_from_json(const nlohmann::json& j) const override;
  void force_draws(State& s, std::string_view deck,
                   const std::vector<std::string>& cards) const override;
  void check_invariants(const State& s) const override;

  // --- Data and rule helpers (bot, tests) ---------------------------------------------------
  [[nodiscard]] const CardTable& cards() const { return cards_; }
  [[nodiscard]] const Rules& rules() const { return rules_; }
  [[nodiscard]] const BattleType& card(std::uint8_t type) const { return cards_.battle[type]; }
  [[nodiscard]] const UnitType& unit_type(std::uint8_t type) const { return cards_.units[type]; }
  // Every group the unit type belongs to (Dragoons: light cavalry, light infantry, guns).
  [[nodiscard]] std::uint8_t groups(std::uint8_t unit_type) const { return groups_[unit_type]; }
  [[nodiscard]] bool can_hold_terrain(std::uint8_t unit_type) const;
  [[nodiscard]] int defense(const Unit& u) const;  // Defense Rating + Leader + Terrain
  // DM a damage card would place: its damage, the attacker's modifier and bonuses, minus the
  // target's Blocking Terrain; never below 0. Barrage damage is never modified (L153).
  [[nodiscard]] int damage(std::uint8_t card, const Unit& attacker, const Unit& target) const;
  [[nodiscard]] int hand_limit(const GtState& s, int player) const;
  [[nodiscard]] bool in_play(const GtState& s, int player) const {
    return player < rules_.players && s.seat[static_cast<std::size_t>(player)] == Seat::kInPlay;
  }
  [[nodiscard]] bool enemies(int a, int b) const { return side_of(a) != side_of(b); }
  [[nodiscard]] int units_of_side(const GtState& s, int side) const;
  // Whether `card` can be used by attacker against `target` (type match, Line Infantry melee
  // limit, target restrictions). Does not look at the hand.
  [[nodiscard]] bool attack_allowed(std::uint8_t card, const Unit& attacker,
                                    const Unit& target) const;
  [[nodiscard]] bool defense_allowed(std::uint8_t card, const GtState& s, int defender,
                                     const Unit& unit) const;
  [[nodiscard]] bool opportunity_allowed(std::uint8_t card, const Unit& defender,
                                         const Unit& attacker) const;
  [[nodiscard]] std::string unit_label(const GtState& s, int player, int index) const;

  // --- Positions for tests and scenarios ----------------------------------------------------
  // Every unit in the Army deck and every card in the Battle deck, nothing dealt; player 0 to
  // move in his Reserve phase. Tests move cards out of the decks to build a position.
  [[nodiscard]] std::unique_ptr<GtState> empty_state(std::uint64_t seed) const;
  // Who goes first: most Light Infantry, then most Cavalry, then a coin (a die, so tests can force
  // it).
  [[nodiscard]] int first_player(GtState& s) const;
  void narrate_deal(const GtState& s, EventLog& log) const;
  void narrate_first_player(const GtState& s, int first, EventLog& log) const;
  // Runs the automatic parts of the turn until someone must decide (or the game ends).
  void settle(GtState& s, EventLog* log) const;
  // Starts `player`'s turn: the Draw phase, then on to his Reserve phase.
  void begin_turn(GtState& s, int player, EventLog* log) const;

 private:
  friend struct Flow;
  // Refuses a loaded position whose indices (attack, spoils, rotation, knowledge marks) or step
  // fields do not fit it (load_check.cpp).
  void check_loaded_step(const GtState& s) const;
  Rules rules_;
  CardTable cards_;
  std::array<std::uint8_t, kMaxUnitTypes> groups_{};
  std::uint8_t reserve_card_ = kNone;
};

}  // namespace bivouac::gt
