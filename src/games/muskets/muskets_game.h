#pragma once
// Muskets (rule text 001_dfae28d78dcf7ef2.txt): two players, a shared 40-card deck, ten phases,
// first to reduce the other to zero Morale wins.
#include "core/game.h"
#include "games/muskets/actions.h"
#include "games/muskets/card_table.h"
#include "games/muskets/state.h"

namespace bivouac::muskets {

inline constexpr int kStartingMorale = 20;   // L23
inline constexpr int kHandLimit = 7;         // L27, L94
inline constexpr int kReserveDraw = 2;       // L44
inline constexpr int kBattlePlanDraw = 2;    // L48
inline constexpr int kBombardLoss = 3;       // L64
inline constexpr int kFlankingDiscards = 2;  // L68
inline constexpr int kRallyGain = 3;         // L93
inline constexpr int kFireOrderCards = 3;    // Ready, Aim, Fire (L74-75)

// House rules for the first turns (rulings 17); the printed rules are the default.
enum class FirstTurns : std::uint8_t { kPrinted, kNoFireCharge, kNoFirstReserves };

class MusketsGame final : public Game {
 public:
  MusketsGame(const GameInfo& info, const Options& options);

  [[nodiscard]] int num_players() const override { return 2; }
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
  [[nodiscard]] std::string describe_choice(std::string_view option,
                                            std::string_view value) const override;
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

  [[nodiscard]] const CardTable& cards() const { return cards_; }
  [[nodiscard]] int force_of(const Counts& line) const;
  [[nodiscard]] static int count_hand(const MusketsState& s, int player) {
    return count(s.hand[static_cast<std::size_t>(player)]) +
           s.unseen[static_cast<std::size_t>(player)];
  }
  // Whether the defender may add `type` to the infantry he is losing (see casualties.cpp).
  [[nodiscard]] bool may_lose(const MusketsState& s, int type) const;

 private:
  // Refuses a loaded position whose pending decision does not fit its step (load_check.cpp).
  void check_loaded_step(const MusketsState& s) const;
  void legal_for_step(const MusketsState& s, ActionList& out) const;
  // Runs the automatic parts of the turn until someone has a real decision or the game ends.
  void advance(MusketsState& s, EventLog* log) const;
  void start_turn(MusketsState& s, EventLog* log) const;
  void draw(MusketsState& s, int player, int n, EventLog* log) const;
  int discard_from_hand(MusketsState& s, int player, int type) const;  // the card id
  void lose_morale(MusketsState& s, int player, int amount, EventLog* log) const;
  void begin_casualties(MusketsState& s, bool from_charge, EventLog* log) const;
  void finish_casualties(MusketsState& s, EventLog* log) const;
  void end_turn(MusketsState& s, EventLog* log) const;
  void apply_step(MusketsState& s, Action a, EventLog* log) const;
  [[nodiscard]] bool has_choice(const MusketsState& s) const;
  [[nodiscard]] std::string opening_notice() const;

  CardTable cards_;
  std::array<int, kMaxTypes> copies_{};  // copies of each type (the card ledger's checks)
  int turn_limit_ = 0;
  bool general_any_ = false;
  int first_player_option_ = -1;
  FirstTurns first_turns_ = FirstTurns::kPrinted;
  // Whether a house rule forbids Fire Orders and Charges in this turn (each player's first).
  [[nodiscard]] bool attacks_barred(const MusketsState& s) const {
    return first_turns_ == FirstTurns::kNoFireCharge && s.turn <= 2;
  }
  int general_ = 0, cannon_ = 0, cavalry_ = 0, ready_ = 0, aim_ = 0, fire_ = 0;
};

}  // namespace bivouac::muskets
