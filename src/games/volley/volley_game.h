#pragma once
// Volley (rule text 003_189270ec14865c69.txt): two players, one shared 52-card deck, melds of a
// Unit and a matching Weapon against 100 troop points. Rulings: docs/rulings/volley.md.
#include "core/game.h"
#include "games/volley/actions.h"
#include "games/volley/cards.h"
#include "games/volley/state.h"

namespace bivouac::volley {

struct Rules {
  bool defense_per_card = false;  // option defense_cards=per_card (default: one per attack)
  bool multi_unit_melds = false;  // option multi_unit_melds
  int turn_limit = 0;             // 0: no limit
  int troops = 100;
};

class VolleyGame final : public Game {
 public:
  VolleyGame(const GameInfo& info, Options options);

  [[nodiscard]] const CardTable& cards() const { return cards_; }
  [[nodiscard]] const Rules& rules() const { return rules_; }

  // --- Rules the bot and tests also use ------------------------------------------------------
  // A meld that may attack now: one Unit and one Weapon of the same troop type (or, with
  // multi_unit_melds, Units and Weapons pairing off by type), at most one L, S and M.
  [[nodiscard]] bool meld_complete(CardMask meld) const;
  // Whether cards from `hand` can still turn `meld` into a complete meld.
  [[nodiscard]] bool meld_completable(CardMask meld, CardMask hand) const;
  // The hand cards that may be added to the meld now.
  [[nodiscard]] CardMask playable_meld_cards(const VolleyPosition& s) const;
  // Cards on the table whose Force is zero because an effective Defense card targets them.
  [[nodiscard]] CardMask negated_cards(const VolleyPosition& s) const;
  // The casualties the meld on the table would inflict now.
  [[nodiscard]] int meld_force(const VolleyPosition& s) const;
  [[nodiscard]] int defender(const VolleyPosition& s) const { return 1 - s.active; }
  [[nodiscard]] std::string card_label(int card) const;  // "Grenadiers (IU 4)"

  // --- Game ---------------------------------------------------------------------------------
  [[nodiscard]] int num_players() const override { return 2; }
  [[nodiscard]] std::unique_ptr<State> new_initial_state(std::uint64_t seed) const override;
  // The legend of the suit codes shown after card names (render).
  [[nodiscard]] static std::string code_legend();
  [[nodiscard]] std::unique_ptr<State> new_game(
      std::uint64_t seed, EventLog* log, const std::vector<ForcedDraws>& draws) const override;
  [[nodiscard]] int current_player(const State& s) const override;
  void legal_actions(const State& s, ActionList& out) const override;
  void apply_action(State& s, Action a, EventLog* log) const override;
  [[nodiscard]] bool is_terminal(const State& s) const override;
  [[nodiscard]] double returns(const State& s, int player) const override;
  [[nodiscard]] int winning_side(const State& s) const override;
  [[nodiscard]] int turn_number(const State& s) const override;
  [[nodiscard]] int unordered_choice(const State& s, Action a) const override;
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

  // --- Building blocks (public for hand-made test positions) ----------------------------------
  // Draws for `player` until he holds kHandSize cards, reshuffling the discard pile into the
  // deck when it runs out and stopping when both are empty (003 L1, MANEUVER PHASE).
  void refill_hand(VolleyState& s, int player, EventLog* log) const;

 private:
  // Refuses a loaded position that is not a full one or whose counts and reactions do not fit
  // its phase (load_check.cpp).
  void check_loaded(const VolleyState& s) const;
  // One file per phase: maneuver.cpp, meld.cpp, reactions.cpp, casualty.cpp.
  void maneuver_actions(const VolleyState& s, ActionList& out) const;
  void attack_actions(const VolleyState& s, ActionList& out) const;
  void reaction_actions(const VolleyState& s, ActionList& out) const;
  void apply_maneuver(VolleyState& s, Action a, EventLog* log) const;
  void apply_attack(VolleyState& s, Action a, EventLog* log) const;
  void apply_reaction(VolleyState& s, Action a, EventLog* log) const;
  void resolve_casualties(VolleyState& s, EventLog* log) const;
  void end_turn(VolleyState& s, EventLog* log) const;
  // Reaction limits (rulings §3): the table cards the player reacting now may still target.
  [[nodiscard]] CardMask reaction_targets(const VolleyPosition& s) const;
  int draw_one(VolleyState& s, int player, EventLog* log) const;
  // A hidden hand of `owner` drawn from `pool`, consistent with what the observer knows.
  [[nodiscard]] CardMask sample_hand(const VolleyPosition& obs, int owner, CardMask pool,
                                     Rng& rng) const;

  CardTable cards_;
  Rules rules_;
};

[[nodiscard]] const VolleyGame& volley_game(const Game& g);  // throws if g is not Volley

}  // namespace bivouac::volley
