#include "games/ready-aim-fire/game.h"

#include <fmt/format.h>

#include "core/errors.h"
#include "core/resources.h"

namespace bivouac::raf {
namespace {

constexpr std::array<const char*, kStacks> kStackNames = {"Left Flank", "Left Centre", "Centre",
                                                          "Right Centre", "Right Flank"};
constexpr std::array<int, kStacks> kCardLimit = {5, 6, 6, 6, 5};

int nation_option(const CardData& d, const Options& o, const char* name) {
  const std::string& v = o.get(name);
  if (v == "random") return -1;
  const int n = nation_index(d, v);
  if (n < 0) throw SpecError(fmt::format("{}: unknown nation \"{}\"", name, v));
  return n;
}

}  // namespace

RafGame::RafGame(const GameInfo& info, const Options& options)
    : Game(info, options),
      data_(load_card_data(load_text("src/games/ready-aim-fire/cards.toml", options.get("cards")),
                           options.get("cards").empty() ? "cards.toml" : options.get("cards"))) {
  const Options& o = this->options();
  opts_.nation[0] = nation_option(data_, o, "nation_a");
  opts_.nation[1] = nation_option(data_, o, "nation_b");
  opts_.draw_either = o.get("draw_source") == "either";
  opts_.attack_per_stack = o.get("attack_mode") == "per_stack_plus_one";
  opts_.thoth_setup = o.get_bool("thoth_setup");
  opts_.breakpoint = o.get_bool("breakpoint");
  opts_.breakpoint_passed = o.get("breakpoint_at") == "passed";
  opts_.revive_needs_commander = o.get_bool("revive_needs_commander");
  opts_.min_stack_start = o.get_int("min_stack_start");
  opts_.centre_only_foot = o.get_bool("centre_only_foot");
  opts_.restrict_reinforcements = o.get_bool("restrict_reinforcements");
  opts_.blown_minus_one = o.get("blown_effect") == "minus_one";
  opts_.repeated_shaken_routs = o.get("repeated_shaken") == "rout";
  opts_.light_own_terrain = o.get("light_terrain") == "own";
  opts_.prussian_second_cav_tough = o.get_bool("prussian_second_cav_tough");
  opts_.death_counter_per_game = o.get("death_counter") == "per_game";
  opts_.checks_immediate = o.get("morale_timing") == "immediate";
  opts_.victory_cumulative = o.get("victory_count") == "cumulative";
  opts_.turn_limit = o.get_int("turn_limit");
  const std::string& ac = o.get("army_commander");
  opts_.army_commander = ac == "secret" ? kAcSecret : ac == "random" ? kAcRandom : kAcFirstPlayed;
  opts_.square_rerolls = o.get("square_rerolls") == "on";
  opts_.support_below = o.get("support") == "below";
  opts_.unsided_attacker_only = o.get("unsided_tactics") == "attacker";
  opts_.bridge_single_use = o.get("bridge") == "single_use";
}

std::string RafGame::stack_name(int owner, int column) {
  return kStackNames[static_cast<std::size_t>(owner == 0 ? column : kStacks - 1 - column)];
}

std::string RafGame::kind_name(int kind) const {
  if (kind >= kCommanderKind) {
    const auto& r = kRatings[static_cast<std::size_t>(kind - kCommanderKind)];
    return fmt::format("Commander {}/{}", r[0], r[1]);
  }
  return data_.troops[static_cast<std::size_t>(kind)].name;
}

std::string RafGame::card_name(const RafState& s, CardId c) const {
  if (c == kUnknownCard) return "?";
  if (is_tactic_card(c)) return tactic_name(tactic(c));
  return kind_name(hand_kind(s, c));
}

int RafGame::card_limit(const RafState& s, int q, int column) const {
  int limit = kCardLimit[static_cast<std::size_t>(column)];
  if (has_terrain(s, q, column, Tactic::kWoods)) --limit;
  if (has_terrain(s, q, column, Tactic::kRedoubt)) --limit;
  return limit;
}

bool RafGame::has_terrain(const RafState& s, int q, int column, Tactic t) const {
  for (CardId c : s.terrain[q][column]) {
    if (tactic(c) == t) return true;
  }
  return false;
}

bool RafGame::river_covers(const RafState& s, int q, int column) const {
  if (has_terrain(s, q, 0, Tactic::kRiver) && column <= 1) return true;
  if (has_terrain(s, q, kStacks - 1, Tactic::kRiver) && column >= kStacks - 2) return true;
  return false;
}

int RafGame::morale_target(const RafState& s, CardId c) const {
  return troop_info(s, c).morale - (s.ac_dead[owner_of(c)] ? 1 : 0);
}

bool RafGame::tough(const RafState& s, CardId c) const {
  const Troop t = troop(s, c);
  const auto& n = data_.nations[s.nation[owner_of(c)]];
  if (n.tough[static_cast<std::size_t>(t)]) return true;
  return opts_.prussian_second_cav_tough && t == Troop::kSecondCav && n.key == "prussia";
}

int RafGame::breakpoint_total(const RafState& s, int q) const {
  int total = 0;
  for (CardId c : s.eliminated[q]) {
    if (is_battalion(c)) total += troop_info(s, c).breakpoint;
  }
  for (CardId c : s.discard[q]) {
    if (is_battalion(c)) total += troop_info(s, c).breakpoint;
  }
  return total;
}

int RafGame::empty_stacks(const RafState& s, int q) const {
  if (opts_.victory_cumulative) return __builtin_popcount(s.emptied_mask[q]);
  int n = 0;
  for (int c = 0; c < kStacks; ++c) n += s.stacks[q][c].empty() ? 1 : 0;
  return n;
}

int RafGame::hand_tactic_index(const RafState& s, int q, Tactic t) const {
  const auto& h = s.hand_tactics[q];
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (h[i].card != kUnknownCard && tactic(h[i].card) == t) return static_cast<int>(i);
  }
  return -1;
}

std::unique_ptr<State> RafGame::new_initial_state(std::uint64_t seed) const {
  auto st = std::make_unique<RafState>();
  RafState& s = *st;
  s.chance = Chance(seed);
  for (int q = 0; q < 2; ++q) {
    const int n = opts_.nation[q];
    s.nation[q] =
        static_cast<std::uint8_t>(n >= 0 ? n : static_cast<int>(s.chance.rng.below(kNumNations)));
  }
  s.first_player = static_cast<std::uint8_t>(s.chance.rng.below(2));
  for (int q = 0; q < 2; ++q) {
    const auto base = static_cast<CardId>(q * kArmyCards);
    for (int i = 0; i < kCommandersPerArmy; ++i)
      s.set_aside[q].push_back(static_cast<CardId>(base + 28 + i));
    Zone<28> bats;
    for (int i = 0; i < kBattalionsPerArmy; ++i) bats.push_back(static_cast<CardId>(base + i));
    if (opts_.thoth_setup) {
      s.chance.rng.shuffle(bats.begin(), bats.end());
      for (int i = 0; i < 13; ++i) {
        const CardId c = bats.pop_back();
        s.setup_pool[q].push_back(c);
        s.seen[c] |= static_cast<std::uint8_t>(1u << q);
      }
      for (CardId c : bats) s.reserve[q].push_back(c);
    } else {
      for (CardId c : bats) {
        s.setup_pool[q].push_back(c);
        s.seen[c] |= static_cast<std::uint8_t>(1u << q);
      }
    }
  }
  for (int i = 0; i < kTacticsCards; ++i)
    s.tactics_deck.push_back(static_cast<CardId>(kFirstTactic + i));
  s.chance.rng.shuffle(s.tactics_deck.begin(), s.tactics_deck.end());
  s.setup_player = s.first_player;
  s.active = s.first_player;
  s.step = Step::kSetup;
  return st;
}

int RafGame::current_player(const State& st) const {
  const auto& s = as<RafState>(st);
  switch (s.step) {
    case Step::kOver:
      return kNoPlayer;
    case Step::kSetup:
    case Step::kSetupStack:
    case Step::kDesignate:
      return s.setup_player;
    case Step::kConfusion:
    case Step::kDifficult:
    case Step::kDefendSupport:
    case Step::kDefendTactics:
    case Step::kDefendReroll:
    case Step::kSquareReroll:
    case Step::kEliminateDiscard:
      return 1 - s.active;
    case Step::kMoraleReroll:
      return s.test.player;
    default:
      return s.active;
  }
}

void RafGame::legal_actions(const State& st, ActionList& out) const {
  out.clear();
  const auto& s = as<RafState>(st);
  switch (s.step) {
    case Step::kOver:
      return;
    case Step::kSetup:
    case Step::kSetupStack:
    case Step::kDesignate:
      setup_legal(s, out);
      return;
    case Step::kAttackSupport:
    case Step::kDefendSupport:
    case Step::kAttackTactics:
    case Step::kDefendTactics:
    case Step::kRideAround:
    case Step::kAttackReroll:
    case Step::kDefendReroll:
    case Step::kEliminateDiscard:
    case Step::kSquareReroll:
    case Step::kRideReroll:
    case Step::kAttack:
      combat_legal(s, out);
      return;
    case Step::kMoraleReroll:
      morale_legal(s, out);
      return;
    default:
      turn_legal(s, out);
      return;
  }
}

void RafGame::apply_action(State& st, Action a, EventLog* log) const {
  auto& s = as<RafState>(st);
  if (s.step == Step::kOver) throw std::logic_error("ready-aim-fire: the game is over");
  switch (s.step) {
    case Step::kSetup:
    case Step::kSetupStack:
    case Step::kDesignate:
      setup_apply(s, a, log);
      break;
    case Step::kAttackSupport:
    case Step::kDefendSupport:
    case Step::kAttackTactics:
    case Step::kDefendTactics:
    case Step::kRideAround:
    case Step::kAttackReroll:
    case Step::kDefendReroll:
    case Step::kEliminateDiscard:
    case Step::kSquareReroll:
    case Step::kRideReroll:
    case Step::kAttack:
      combat_apply(s, a, log);
      break;
    case Step::kMoraleReroll:
      morale_apply(s, a, log);
      break;
    default:
      turn_apply(s, a, log);
      break;
  }
}

bool RafGame::is_terminal(const State& s) const {
  return as<RafState>(s).step == Step::kOver;
}

double RafGame::returns(const State& st, int player) const {
  const auto& s = as<RafState>(st);
  if (s.step != Step::kOver || s.winner < 0) return 0.0;
  return s.winner == player ? 1.0 : -1.0;
}

int RafGame::winning_side(const State& st) const {
  const auto& s = as<RafState>(st);
  return s.step == Step::kOver ? s.winner : -1;
}

int RafGame::turn_number(const State& s) const {
  return as<RafState>(s).turn;
}

std::string RafGame::end_reason(const State& st) const {
  switch (as<RafState>(st).end_reason) {
    case kThreePositions:
      return "three positions";
    case kBreakpoint:
      return "breakpoint";
    case kTurnLimit:
      return "turn limit";
    default:
      return {};
  }
}

std::vector<std::string> RafGame::hand_card_names(const State& st, int player) const {
  const auto& s = as<RafState>(st);
  std::vector<std::string> names;
  const auto q = static_cast<std::size_t>(player);
  for (const Slot& slot : s.hand_army[q]) names.push_back(card_name(s, slot.card));
  for (const Slot& slot : s.hand_tactics[q]) names.push_back(card_name(s, slot.card));
  return names;
}

}  // namespace bivouac::raf
