// Why a typed Ready Aim Fire action is refused: the phase it belongs to, a stack at its limit, a
// battalion that may not stand there, a card not in hand, or no roll to re-roll, with the rule
// lines of 000_3659b1f57d523dc6.txt. Texts that name no action of the game are left to the
// core's list of legal actions.
#include <fmt/format.h>

#include <array>
#include <cstdio>
#include <optional>

#include "core/game_help.h"
#include "core/text_match.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

namespace {

namespace tm = text_match;

// Battalions per stack at the start, left flank to right flank (L30-39; rules_setup.cpp).
constexpr std::array<int, kStacks> kSetupLimit = {2, 3, 3, 3, 2};

bool is_flank(int column) {
  return column == 0 || column == kStacks - 1;
}

// The column of q's stack named at the start of `typed`, or -1.
int find_stack(int q, std::string_view typed) {
  std::vector<std::string> names;
  for (int c = 0; c < kStacks; ++c) names.push_back(RafGame::stack_name(q, c));
  const int i = tm::find_name(typed, names);
  return i;
}

std::optional<std::string> explain(const RafGame& g, const State& state, std::string_view text) {
  const auto& s = as<RafState>(state);
  if (s.step == Step::kOver) return std::nullopt;
  const int q = g.current_player(s);
  const std::string now = fmt::format("now: {}", g.phase_name(s));
  std::vector<std::string> troops;
  for (const auto& t : g.data().troops) troops.push_back(t.name);
  std::vector<std::string> tactics;
  for (const auto& t : g.data().tactics) tactics.push_back(t.name);

  if (const auto rest = tm::after(text, "place")) {
    const auto in = tm::lower(*rest).rfind(" in ");
    if (in == std::string::npos) return std::nullopt;
    const int kind = tm::find_name(rest->substr(0, in), troops);
    const int col = find_stack(q, rest->substr(in + 4));
    if (kind < 0 || col < 0) return std::nullopt;
    if (s.step != Step::kSetup)
      return fmt::format("battalions are placed face down before the battle (L29-41); {}", now);
    const auto& info = g.data().troops[static_cast<std::size_t>(kind)];
    bool left = false;
    for (CardId c : s.setup_pool[q]) {
      if (static_cast<int>(g.troop(s, c)) == kind) left = true;
    }
    if (!left) return fmt::format("you have no {} left to place", info.name);
    const int n = static_cast<int>(s.stacks[q][col].size());
    if (n >= kSetupLimit[static_cast<std::size_t>(col)])
      return fmt::format("the {} holds at most {} battalions at the start (L30-39)",
                         RafGame::stack_name(q, col), kSetupLimit[static_cast<std::size_t>(col)]);
    if (is_flank(col) && !info.anywhere)
      return fmt::format(
          "{} may stand only in the three centre stacks; cavalry, light infantry "
          "and horse artillery may go anywhere (L40-41)",
          info.name);
    return std::nullopt;
  }
  if (const auto rest = tm::after(text, "reinforce")) {
    const auto with = tm::lower(*rest).rfind(" with ");
    if (with == std::string::npos) return std::nullopt;
    const int col = find_stack(q, rest->substr(0, with));
    const int kind = tm::find_name(rest->substr(with + 6), troops);
    if (kind < 0 || col < 0) return std::nullopt;
    if (s.step != Step::kReinforce)
      return fmt::format("battalions join your stacks in your Reinforce phase (L75-80); {}", now);
    bool held = false;
    for (const Slot& sl : s.hand_army[q]) {
      if (sl.card != kUnknownCard && is_battalion(sl.card) &&
          static_cast<int>(g.troop(s, sl.card)) == kind) {
        held = true;
      }
    }
    if (!held) return fmt::format("you hold no {}", troops[static_cast<std::size_t>(kind)]);
    const int limit = g.card_limit(s, q, col);
    if (static_cast<int>(s.stacks[q][col].size()) >= limit)
      return fmt::format(
          "the {} is at its Card Limit of {} (L75-80; Woods and Redoubt lower it, "
          "L292, L302)",
          RafGame::stack_name(q, col), limit);
    return fmt::format(
        "a {} may not join the {}: foot battalions and artillery that must stand in "
        "the centre at setup stay there (L40-41; the options Guard, Elite and Second Rate foot in "
        "the centre stacks, and Setup restrictions bind later placements)",
        troops[static_cast<std::size_t>(kind)], RafGame::stack_name(q, col));
  }
  if (const auto rest = tm::after(text, "support with")) {
    // "support with Line (slot 2)": slots count from the top of the battling stack.
    const auto open = rest->rfind("(slot ");
    int slot = 0;
    if (open == std::string::npos ||
        std::sscanf(std::string(rest->substr(open)).c_str(), "(slot %d)", &slot) != 1)
      return std::nullopt;
    const bool att = s.step == Step::kAttackSupport;
    if (!att && s.step != Step::kDefendSupport)
      return fmt::format(
          "a supporting battalion is chosen when an attack is made, for the attacker and then "
          "the defender (L114-118); {}",
          now);
    const int owner = att ? s.active : 1 - s.active;
    const int col = att ? s.combat.att_stack : s.combat.def_stack;
    const auto& stack = s.stacks[owner][col];
    const int pos = static_cast<int>(stack.size()) - slot;
    if (pos < 0 || pos >= static_cast<int>(stack.size()))
      return fmt::format("the {} has no slot {}", RafGame::stack_name(owner, col), slot);
    if (stack[static_cast<std::size_t>(pos)].flags & kShaken)
      return fmt::format(
          "the battalion in slot {} of the {} is Shaken: \"A Shaken card cannot offer "
          "support.\" (L118)",
          slot, RafGame::stack_name(owner, col));
    if (pos == (att ? s.combat.att_pos : s.combat.def_pos))
      return std::string(
          "the battling card cannot support itself: \"One battalion in the same stack as the "
          "attacker/defender can provide support\" (L114-115)");
    return std::string(
        "only a battalion in the same stack as the battling card may support it (L114-115), "
        "and it is not a Shaken one (L118)");
  }
  if (tm::after(text, "attack") || tm::after(text, "flank attack")) {
    if (s.step != Step::kAttack)
      return fmt::format("attacks are made in your Attack phase (L82-91); {}", now);
    return std::string(
        "that attack is not open now: the top card of a stack attacks the enemy "
        "stack opposite or, on a flank attack, the one beside it, up to 3 attacks a "
        "turn, each stack attacking once (L82-91)");
  }
  if (const auto rest = tm::after(text, "re-roll")) {
    const bool reroll_step = s.step == Step::kAttackReroll || s.step == Step::kDefendReroll ||
                             s.step == Step::kMoraleReroll || s.step == Step::kSquareReroll ||
                             s.step == Step::kRideReroll;
    if (!reroll_step)
      return fmt::format(
          "a general re-rolls a die right after it is rolled, in a combat or a "
          "morale check (L229-247); no roll is waiting ({})",
          now);
    return std::string(
        "no commander of yours has a re-roll left for this roll: a general "
        "re-rolls for his own stack, as often as his rating allows each turn "
        "(L229-239), the Army Commander after him (L240-247)");
  }
  if (tm::after(text, "draw reserve") || tm::after(text, "draw tactics")) {
    if (s.step != Step::kDraw)
      return fmt::format("cards are drawn in your Draw phase (L63-69); {}", now);
    return std::string("that deck is empty, or your hand is full (L63-69)");
  }
  if (const auto rest = tm::after(text, "play")) {
    const int t = tm::find_name(*rest, tactics);
    if (t < 0) return std::nullopt;
    const TacticInfo& info = g.data().tactics[static_cast<std::size_t>(t)];
    if (g.hand_tactic_index(s, q, static_cast<Tactic>(t)) < 0)
      return fmt::format("you hold no {}", info.name);
    return fmt::format(
        "{} cannot be played now ({}): {} (TACTICS CARD LIST L258-309; `card {}` "
        "says when)",
        info.name, now, info.text, info.name);
  }
  return std::nullopt;
}

const GameHelpRegistrar kRefusals{kGameId,
                                  GameHelp{[](const Game& g, const State& s, std::string_view t) {
                                             return explain(dynamic_cast<const RafGame&>(g), s, t);
                                           },
                                           {}}};

}  // namespace
}  // namespace bivouac::raf
