#pragma once
// Ready Aim Fire (Ian Milnes): five stacks a side, fog of war, commanders with re-rolls, a
// 40-card tactics and terrain deck and five nations. Rules are split by phase across the
// rules_*.cpp files; this class only declares them.
#include <string>
#include <utility>

#include "core/game.h"
#include "games/ready-aim-fire/cards.h"
#include "games/ready-aim-fire/state.h"

namespace bivouac::raf {

inline constexpr const char* kGameId = "ready-aim-fire";

enum ActType : std::uint8_t {
  kActPlace = 1,
  kActSwap,
  kActDone,
  kActDrawReserve,
  kActDrawTactics,
  kActPlay,
  kActReorganise,
  kActReorderPick,
  kActMove,
  kActReinforce,
  kActGeneral,
  kActArmyCommander,
  kActTakeOver,
  kActAttack,
  kActRideAround,
  kActReroll,
  kActEliminate,
  kActDiscard,
  kActDesignate,
  kActSupport,  // a = slot index of the supporting battalion
  kActDeploy,   // setup: place every remaining battalion as the heuristic's formation does
};
[[nodiscard]] constexpr Action make_action(int type, int a = 0, int b = 0, int c = 0) {
  return static_cast<Action>((type << 24) | (a << 16) | (b << 8) | c);
}
[[nodiscard]] constexpr int act_type(Action x) {
  return static_cast<int>(x >> 24);
}
[[nodiscard]] constexpr int act_a(Action x) {
  return static_cast<int>((x >> 16) & 0xFF);
}
[[nodiscard]] constexpr int act_b(Action x) {
  return static_cast<int>((x >> 8) & 0xFF);
}
[[nodiscard]] constexpr int act_c(Action x) {
  return static_cast<int>(x & 0xFF);
}

// Hand kinds for army cards: troops 0..11, commanders 12 + rating.
inline constexpr int kCommanderKind = kNumTroops;

struct RafOptions {
  int nation[2] = {-1, -1};  // -1 random
  bool draw_either = true;
  bool attack_per_stack = false;
  bool thoth_setup = false;
  bool breakpoint = false;
  bool breakpoint_passed = false;  // true: must exceed the value, false: reaching it is enough
  bool revive_needs_commander = false;
  int min_stack_start = 1;
  bool centre_only_foot = true;
  bool restrict_reinforcements = false;
  bool blown_minus_one = false;
  bool repeated_shaken_routs = false;
  bool light_own_terrain = false;  // LI never gets Hills/Woods/River itself (else: opponent's)
  bool prussian_second_cav_tough = false;
  bool death_counter_per_game = false;
  bool checks_immediate = false;
  bool victory_cumulative = false;
  int turn_limit = 300;
  int army_commander = 0;              // AcMode
  bool square_rerolls = false;         // generals may re-roll square and ride-around rolls
  bool support_below = false;          // the battalion directly below supports automatically (L115)
  bool unsided_attacker_only = false;  // Socket Bayonets etc. only for the attacker (R24)
  bool bridge_single_use = false;      // the Bridge is spent by the first crossing (L308)
};

// How the Army Commander is chosen (L224-226, ruling R11).
enum AcMode : int { kAcFirstPlayed, kAcSecret, kAcRandom };

class RafGame final : public Game {
 public:
  RafGame(const GameInfo& info, const Options& options);

  [[nodiscard]] int num_players() const override { return 2; }
  [[nodiscard]] std::unique_ptr<State> new_initial_state(std::uint64_t seed) const override;
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
  [[nodiscard]] bool in_setup(const State& s) const override;
  [[nodiscard]] std::string describe_choice(std::string_view option,
                                            std::string_view value) const override;
  void describe_board(const State& known, int viewer, BoardView& out) const override;
  [[nodiscard]] ActionParts describe_action(const State& known, Action a) const override;
  void observe(const State& s, int player, State& out) const override;
  void determinize(const State& obs, int player, Rng& rng, State& out) const override;
  // Determinization at kSetupStack for the other player: which battalion was picked.
  void sample_setup_kind(RafState& o, Rng& rng) const;
  [[nodiscard]] nlohmann::json state_to_json(const State& s) const override;
  [[nodiscard]] std::unique_ptr<State> state_from_json(const nlohmann::json& j) const override;
  void force_draws(State& s, std::string_view deck,
                   const std::vector<std::string>& cards) const override;
  void check_invariants(const State& s) const override;

  // --- Card queries --------------------------------------------------------------------------
  [[nodiscard]] const CardData& data() const { return data_; }
  [[nodiscard]] const RafOptions& opts() const { return opts_; }
  [[nodiscard]] Troop troop(const RafState& s, CardId c) const {
    return data_.battalion_troop[s.nation[owner_of(c)]][static_cast<std::size_t>(army_index(c))];
  }
  [[nodiscard]] const TroopInfo& troop_info(const RafState& s, CardId c) const {
    return data_.troops[static_cast<std::size_t>(troop(s, c))];
  }
  [[nodiscard]] TroopClass cls(const RafState& s, CardId c) const { return troop_info(s, c).cls; }
  [[nodiscard]] int rating(const RafState& s, CardId c) const {
    return data_
        .commander_rating[s.nation[owner_of(c)]][static_cast<std::size_t>(army_index(c) - 28)];
  }
  [[nodiscard]] Tactic tactic(CardId c) const {
    return data_.tactics_deck[static_cast<std::size_t>(c - kFirstTactic)];
  }
  [[nodiscard]] int hand_kind(const RafState& s, CardId c) const {
    return is_commander(c) ? kCommanderKind + rating(s, c) : static_cast<int>(troop(s, c));
  }
  [[nodiscard]] std::string card_name(const RafState& s, CardId c) const;
  [[nodiscard]] std::string kind_name(int hand_kind) const;
  [[nodiscard]] std::string tactic_name(Tactic t) const {
    return data_.tactics[static_cast<std::size_t>(t)].name;
  }
  [[nodiscard]] static std::string stack_name(int owner, int column);
  [[nodiscard]] int card_limit(const RafState& s, int q, int column) const;
  [[nodiscard]] bool has_terrain(const RafState& s, int q, int column, Tactic t) const;
  [[nodiscard]] bool river_covers(const RafState& s, int q, int column) const;
  [[nodiscard]] int morale_target(const RafState& s, CardId c) const;
  [[nodiscard]] int breakpoint_total(const RafState& s, int q) const;
  [[nodiscard]] int empty_stacks(const RafState& s, int q) const;
  [[nodiscard]] bool tough(const RafState& s, CardId c) const;
  [[nodiscard]] int hand_tactic_index(const RafState& s, int q, Tactic t) const;  // -1 if absent
  // Bit per Tactic held in q's hand (unknown cards contribute nothing).
  [[nodiscard]] std::uint64_t tactics_held(const RafState& s, int q) const {
    std::uint64_t m = 0;
    for (const Slot& sl : s.hand_tactics[q]) {
      if (sl.card != kUnknownCard) m |= 1ull << static_cast<int>(tactic(sl.card));
    }
    return m;
  }
  [[nodiscard]] int hand_size(const RafState& s, int q) const {
    return static_cast<int>(s.hand_army[q].size() + s.hand_tactics[q].size());
  }

  // --- Rules, by phase (rules_*.cpp) ---------------------------------------------------------
  void setup_legal(const RafState& s, ActionList& out) const;
  [[nodiscard]] static int start_max(int column);  // L33-38
  // Setup: q still holds a battalion of this troop and it may go to the stack now (L39-41).
  [[nodiscard]] bool setup_fits(const RafState& s, int q, int troop_kind, int column) const;
  // kSetupStack: the battalion picked has a stack to go to.
  [[nodiscard]] bool setup_fits_anywhere(const RafState& s) const {
    for (int col = 0; col < kStacks; ++col) {
      if (setup_fits(s, s.setup_player, s.setup_kind, col)) return true;
    }
    return false;
  }
  // The next placement of the heuristic's formation ("deploy for me"), {-1, -1} when none fits.
  [[nodiscard]] std::pair<int, int> formation_step(const RafState& s, int q) const;
  void place_from_pool(RafState& s, int q, int troop_kind, int col, EventLog* log) const;
  // Who plays whom, with which nation, and who sets up and moves first (once, at the start).
  void narrate_opening(RafState& s, EventLog* log) const;
  [[nodiscard]] std::string setup_help(const RafState& s) const;
  // Setup: the battalions still to place and every stack's count against its start maximum.
  [[nodiscard]] std::string setup_summary(const RafState& s, int q) const;
  void setup_apply(RafState& s, Action a, EventLog* log) const;
  void finish_setup(RafState& s, EventLog* log) const;
  void deal_and_begin(RafState& s, EventLog* log) const;  // Reserve decks, hands, first turn
  // Scouts (L285): q looks at his opponent's hand.
  void reveal_hand(RafState& s, int q, EventLog* log) const;
  // Whether q's hand card c is his designated Army Commander (secret/random modes).
  [[nodiscard]] bool is_designated_ac(const RafState& s, int q, CardId c) const {
    return opts_.army_commander != kAcFirstPlayed && c == s.ac_designated[q];
  }
  void begin_turn(RafState& s, EventLog* log) const;
  void turn_legal(const RafState& s, ActionList& out) const;
  void turn_apply(RafState& s, Action a, EventLog* log) const;
  void enter_draw(RafState& s, EventLog* log) const;
  void enter_terrain(RafState& s, EventLog* log) const;
  void enter_reinforce(RafState& s, EventLog* log) const;
  void enter_attack(RafState& s, EventLog* log) const;
  void enter_morale(RafState& s, EventLog* log) const;
  void enter_discard(RafState& s, EventLog* log) const;
  void continue_redraw(RafState& s, EventLog* log) const;
  void end_turn(RafState& s, EventLog* log) const;
  bool draw_card(RafState& s, int q, bool tactics, EventLog* log) const;
  void play_tactic_from_hand(RafState& s, int q, Tactic t, EventLog* log) const;
  bool check_victory(RafState& s, EventLog* log) const;

  // Runs the automatic steps a game never stops at, from a loaded position (load_settle.cpp).
  void settle_loaded(RafState& s) const;
  // Refuses a loaded position whose step-dependent indices (combat slots and supporters, the
  // morale test's slot, the stack being reordered) do not fit it (load_check.cpp).
  void check_loaded_step(const RafState& s) const;
  // Refuses a loaded position whose memory of lost cards (`seen`, `remembered`) leaves no world
  // to deal from a player's observation (load_check.cpp).
  void check_loaded_memory(const RafState& s) const;
  // Some battalion of the stack other than the one at pos may support it (L115, L118).
  [[nodiscard]] bool has_supporter(const RafState& s, int q, int column, int pos) const;
  void combat_legal(const RafState& s, ActionList& out) const;
  void combat_apply(RafState& s, Action a, EventLog* log) const;
  void attack_options(const RafState& s, ActionList& out) const;
  void start_attack(RafState& s, int kind, int from, int target, EventLog* log) const;
  void open_attack_tactics(RafState& s, EventLog* log) const;
  void after_attack_tactics(RafState& s, EventLog* log) const;
  void open_defend_tactics(RafState& s, EventLog* log) const;
  void after_defend_tactics(RafState& s, EventLog* log) const;
  void after_square(RafState& s, EventLog* log) const;
  // square_rerolls=on and p's general at column has a re-roll left.
  [[nodiscard]] bool general_may_reroll(const RafState& s, int p, int column) const;
  bool roll_square(RafState& s, bool reroll, EventLog* log) const;       // true: formed
  bool roll_ride_around(RafState& s, bool reroll, EventLog* log) const;  // true: rode around
  void roll_combat(RafState& s, EventLog* log) const;
  void after_rerolls(RafState& s, EventLog* log) const;
  void finish_combat(RafState& s, EventLog* log) const;
  void end_attack_use(RafState& s, EventLog* log) const;
  [[nodiscard]] int combat_total(const RafState& s, bool attacker,
                                 std::vector<Modifier>* mods) const;
  // The battling card's roll with every modifier, for the narration.
  [[nodiscard]] RollReport combat_report(const RafState& s, bool attacker,
                                         std::string outcome) const;
  // L155: whether the Hills/Woods/River of this fight do not count (light_terrain option).
  [[nodiscard]] bool light_ignores_terrain(const RafState& s, CardId me, CardId foe) const;
  // The attacking infantry or cavalry crosses a Bridge that cancels the River (L308).
  [[nodiscard]] bool bridge_crossed(const RafState& s) const;
  bool general_death_roll(RafState& s, int q, int column, EventLog* log) const;
  void kill_general(RafState& s, int q, int column, const char* why, EventLog* log) const;
  void eliminate_card(RafState& s, int q, int column, int pos, EventLog* log) const;
  void rout_card(RafState& s, int q, int column, int pos, bool prisoners, EventLog* log) const;
  void queue_check(RafState& s, int q, int column, int bonus, EventLog* log) const;
  void move_to_bottom(RafState& s, int q, int column, int pos) const;

  // Morale checks (rules_morale.cpp). run_checks returns false when a decision is pending.
  bool run_checks(RafState& s, EventLog* log) const;
  void morale_legal(const RafState& s, ActionList& out) const;
  void morale_apply(RafState& s, Action a, EventLog* log) const;
  void after_checks(RafState& s, EventLog* log) const;
  [[nodiscard]] bool test_may_reroll(const RafState& s, bool with_ac) const;

 private:
  CardData data_;
  RafOptions opts_;
};

}  // namespace bivouac::raf
