// The board as one player sees it: both lines as five facing columns, the opponent's at the top.
#include <fmt/format.h>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

constexpr int kWidth = 22;

std::string pad(std::string s) {
  if (s.size() > static_cast<std::size_t>(kWidth)) s = s.substr(0, kWidth);
  return s + std::string(static_cast<std::size_t>(kWidth) - s.size(), ' ');
}

}  // namespace

std::string RafGame::render(const State& st, int viewer) const {
  const auto& full = as<RafState>(st);
  std::unique_ptr<State> obs;
  if (viewer >= 0) obs = observation(full, viewer);
  const RafState& s = viewer >= 0 ? as<RafState>(*obs) : full;
  const int me = viewer >= 0 ? viewer : 0;
  std::string out;
  auto line_of = [&](int q, bool top_is_far) {
    std::string block;
    std::string row;
    // Columns in table order as seen by `me`: column c faces column c.
    for (int c = 0; c < kStacks; ++c)
      row += pad(
          fmt::format("{} ({}/{})", stack_name(q, c), s.stacks[q][c].size(), card_limit(s, q, c)));
    block += row + "\n";
    row.clear();
    for (int c = 0; c < kStacks; ++c) {
      std::string t;
      for (CardId card : s.terrain[q][c]) t += (t.empty() ? "" : "+") + tactic_name(tactic(card));
      if (river_covers(s, q, c) && !has_terrain(s, q, c, Tactic::kRiver))
        t += t.empty() ? "(River)" : "+(River)";
      row += pad(t.empty() ? "-" : t);
    }
    block += row + "\n";
    row.clear();
    for (int c = 0; c < kStacks; ++c) {
      const General& g = s.generals[q][c];
      row +=
          pad(g.card == kNoCard
                  ? ""
                  : fmt::format("Gen {}/{} ({} left)",
                                kRatings[static_cast<std::size_t>(rating(s, g.card))][0],
                                kRatings[static_cast<std::size_t>(rating(s, g.card))][1], g.left));
    }
    block += row + "\n";
    std::size_t depth = 0;
    for (const auto& stk : s.stacks[q]) depth = std::max(depth, stk.size());
    std::vector<std::string> rows;
    for (std::size_t k = 0; k < depth; ++k) {  // k = 0 is the top card
      row.clear();
      for (int c = 0; c < kStacks; ++c) {
        const auto& stk = s.stacks[q][c];
        if (k >= stk.size()) {
          row += pad("");
          continue;
        }
        const Slot& sl = stk[stk.size() - 1 - k];
        std::string name = sl.card == kUnknownCard ? "[face down]" : card_name(s, sl.card);
        if (sl.card != kUnknownCard && q != me && !(sl.flags & kKnownOpp) && viewer >= 0)
          name = "[face down]";
        if (sl.flags & kShaken) name += " S";
        if (sl.flags & kBlown) name += " B";
        row += pad(fmt::format("{}. {}", k + 1, name));
      }
      rows.push_back(row);
    }
    if (top_is_far) {
      // The enemy line faces ours: its top cards are nearest the middle.
      std::string far;
      for (auto it = rows.rbegin(); it != rows.rend(); ++it) far += *it + "\n";
      block = far + block;
    } else {
      for (const auto& r : rows) block += r + "\n";
    }
    return block;
  };
  const int opp = 1 - me;
  auto summary = [&](int q) {
    std::string remembered;
    for (int c = q * kArmyCards; c < q * kArmyCards + kBattalionsPerArmy; ++c) {
      if (s.remembered[static_cast<std::size_t>(c)] == 0) continue;
      std::string where;
      if (s.remembered[static_cast<std::size_t>(c)] & kRememberHand) where = "hand";
      for (int col = 0; col < kStacks; ++col) {
        if (s.remembered[static_cast<std::size_t>(c)] >> col & 1u)
          where += (where.empty() ? "" : "/") + stack_name(q, col);
      }
      remembered += fmt::format(" {} ({})", card_name(s, static_cast<CardId>(c)), where);
    }
    std::string text = fmt::format(
        "{} ({}): hand {} ({} tactics), reserve {}, discard {}, eliminated {}", player_name(q),
        data_.nations[s.nation[q]].name, hand_size(s, q), s.hand_tactics[q].size(),
        s.reserve[q].size(), s.discard[q].size(), s.eliminated[q].size());
    if (s.army_commander[q].card != kNoCard) {
      const auto& r = kRatings[static_cast<std::size_t>(rating(s, s.army_commander[q].card))];
      text += fmt::format(", Army Commander {}/{} ({} left)", r[0], r[1], s.army_commander[q].left);
    }
    if (s.ac_designated[q] != kNoCard && s.ac_designated[q] != kUnknownCard && !s.ac_assigned[q]) {
      const auto& r = kRatings[static_cast<std::size_t>(rating(s, s.ac_designated[q]))];
      text += fmt::format(", designated Army Commander {}/{} (secret)", r[0], r[1]);
    }
    if (s.ac_dead[q]) text += ", Army Commander dead (morale -1)";
    // Losses against the army breakpoint are public (eliminated cards and the discard pile).
    text += fmt::format(", breakpoint {}/{}{}", breakpoint_total(s, q),
                        data_.nations[s.nation[q]].breakpoint,
                        opts_.breakpoint ? "" : " (optional rule not in play)");
    if (!remembered.empty()) text += "\n  enemy remembers:" + remembered;
    return text + "\n";
  };
  out += summary(opp);
  out += line_of(opp, true);
  out += std::string(kWidth * kStacks, '-') + "\n";
  out += line_of(me, false);
  out += summary(me);
  std::string hand;
  for (const Slot& sl : s.hand_army[me]) hand += (hand.empty() ? "" : ", ") + card_name(s, sl.card);
  for (const Slot& sl : s.hand_tactics[me])
    hand += (hand.empty() ? "" : ", ") + card_name(s, sl.card);
  out += fmt::format("Your hand: {}\n", hand.empty() ? "(empty)" : hand);
  if ((s.step == Step::kSetup || s.step == Step::kSetupStack) &&
      (viewer < 0 || viewer == s.setup_player))
    out += setup_summary(s, s.setup_player);
  if (s.step == Step::kDesignate) {
    std::string drawn;
    for (CardId c : s.setup_pool[me])
      if (c != kUnknownCard) drawn += (drawn.empty() ? "" : ", ") + card_name(s, c);
    out += fmt::format("Your commanders for this battle: {}\n", drawn);
  }
  if (viewer < 0) {
    std::string oh;
    for (const Slot& sl : s.hand_army[opp]) oh += (oh.empty() ? "" : ", ") + card_name(s, sl.card);
    for (const Slot& sl : s.hand_tactics[opp])
      oh += (oh.empty() ? "" : ", ") + card_name(s, sl.card);
    out += fmt::format("{}'s hand: {}\n", player_name(opp), oh.empty() ? "(empty)" : oh);
  }
  std::string known;
  for (const Slot& sl : s.hand_army[opp])
    if (sl.card != kUnknownCard && viewer >= 0) known += " " + card_name(s, sl.card);
  for (const Slot& sl : s.hand_tactics[opp])
    if (sl.card != kUnknownCard && viewer >= 0) known += " " + card_name(s, sl.card);
  if (!known.empty()) out += "Known in the enemy hand (Scouts):" + known + "\n";
  out +=
      fmt::format("Tactics deck {}, tactics discard {}. Turn {}, {} to act: {}\n",
                  s.tactics_deck.size(), s.tactics_discard.size(), s.turn,
                  player_name(current_player(s) < 0 ? s.active : current_player(s)), phase_name(s));
  return out;
}

void RafGame::check_invariants(const State& st) const {
  const auto& s = as<RafState>(st);
  const bool in_setup = s.step == Step::kSetup || s.step == Step::kSetupStack;
  if (s.step == Step::kSetupStack && !setup_fits_anywhere(s))
    throw std::logic_error("ready-aim-fire: the battalion being placed fits no stack");
  std::array<int, kNumCards> count{};
  auto see = [&](CardId c, const char* where) {
    if (c >= kNumCards)
      throw std::logic_error(fmt::format("ready-aim-fire: bad card id {} in {}", c, where));
    ++count[c];
  };
  for (int q = 0; q < 2; ++q) {
    if (s.nation[q] >= kNumNations) throw std::logic_error("ready-aim-fire: bad nation");
    for (int c = 0; c < kStacks; ++c) {
      if (static_cast<int>(s.stacks[q][c].size()) > 6)
        throw std::logic_error("ready-aim-fire: stack over 6 cards");
      for (const Slot& sl : s.stacks[q][c]) {
        see(sl.card, "a stack");
        if (!is_battalion(sl.card) || owner_of(sl.card) != q)
          throw std::logic_error(
              "ready-aim-fire: a stack holds a card that is not its owner's battalion");
      }
      for (CardId t : s.terrain[q][c]) {
        see(t, "terrain");
        if (!is_tactic_card(t) || !is_terrain(tactic(t)))
          throw std::logic_error("ready-aim-fire: non-terrain card lies as terrain");
      }
      if (s.generals[q][c].card != kNoCard) {
        see(s.generals[q][c].card, "generals");
        if (!is_commander(s.generals[q][c].card) || owner_of(s.generals[q][c].card) != q)
          throw std::logic_error("ready-aim-fire: general is not a commander of his side");
      }
    }
    if (s.army_commander[q].card != kNoCard) see(s.army_commander[q].card, "army commander");
    for (const Slot& sl : s.hand_army[q]) {
      see(sl.card, "hand");
      if (is_tactic_card(sl.card) || owner_of(sl.card) != q)
        throw std::logic_error("ready-aim-fire: wrong card in army hand");
    }
    for (const Slot& sl : s.hand_tactics[q]) {
      see(sl.card, "hand");
      if (!is_tactic_card(sl.card))
        throw std::logic_error("ready-aim-fire: army card in tactics hand");
    }
    for (const auto* z : {&s.reserve[q], &s.discard[q], &s.eliminated[q]}) {
      for (CardId c : *z) {
        see(c, "a pile");
        if (is_tactic_card(c) || owner_of(c) != q)
          throw std::logic_error("ready-aim-fire: foreign card in a player's pile");
      }
    }
    for (CardId c : s.set_aside[q]) {
      see(c, "set aside");
      if (!is_commander(c) || owner_of(c) != q)
        throw std::logic_error("ready-aim-fire: set-aside holds a non-commander");
    }
    for (CardId c : s.setup_pool[q]) {
      see(c, "setup pool");
      const bool ok = s.step == Step::kDesignate ? is_commander(c) : is_battalion(c);
      if (!ok || owner_of(c) != q)
        throw std::logic_error("ready-aim-fire: setup pool holds a card of the wrong kind");
    }
    const CardId ac = s.ac_designated[q];
    if (ac != kNoCard) {
      if (opts_.army_commander == kAcFirstPlayed || !is_commander(ac) || owner_of(ac) != q)
        throw std::logic_error("ready-aim-fire: the designated Army Commander is not a commander");
      for (int c = 0; c < kStacks; ++c) {
        if (s.generals[q][c].card == ac && s.ac_stack[q] != c + 1)
          throw std::logic_error("ready-aim-fire: the designated Army Commander is a general");
      }
      for (CardId c : s.set_aside[q]) {
        if (c == ac)
          throw std::logic_error("ready-aim-fire: the designated Army Commander is set aside");
      }
    } else if (opts_.army_commander != kAcFirstPlayed && !in_setup && s.step != Step::kDesignate) {
      throw std::logic_error("ready-aim-fire: no Army Commander was designated");
    }
  }
  for (CardId c : s.tactics_deck) see(c, "tactics deck");
  for (CardId c : s.tactics_discard) see(c, "tactics discard");
  for (int c = 0; c < kNumCards; ++c) {
    if (count[static_cast<std::size_t>(c)] != 1) {
      throw std::logic_error(fmt::format("ready-aim-fire: card {} appears {} times", c,
                                         count[static_cast<std::size_t>(c)]));
    }
  }
  for (int q = 0; q < 2; ++q) {
    if (!in_setup && s.set_aside[q].size() != kCommandersPerArmy - kCommandersUsed) {
      throw std::logic_error("ready-aim-fire: five commanders must stay out of the battle");
    }
  }
  if (s.active > 1 || s.setup_player > 1 || s.first_player > 1)
    throw std::logic_error("ready-aim-fire: bad player index");
  if (s.step == Step::kOver && s.end_reason == kNotOver)
    throw std::logic_error("ready-aim-fire: finished game without a reason");
}

}  // namespace bivouac::raf
