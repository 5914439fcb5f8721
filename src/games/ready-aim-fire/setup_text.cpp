// What a player needs to see while forming his line (L30-41): the battalions still to place,
// each stack against its start maximum and who may go there, and the opening narration.
#include <fmt/format.h>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

std::string RafGame::setup_summary(const RafState& s, int q) const {
  std::array<int, kNumTroops> left{};
  bool unknown = false;
  for (CardId c : s.setup_pool[q]) {
    if (c == kUnknownCard) {
      unknown = true;
      continue;
    }
    ++left[static_cast<std::size_t>(troop(s, c))];
  }
  if (unknown) return {};  // another player's line: nothing of it is shown (R6)
  std::string pool;
  for (int k = 0; k < kNumTroops; ++k) {
    if (left[static_cast<std::size_t>(k)] == 0) continue;
    pool += fmt::format("{}{} {}", pool.empty() ? "" : ", ", left[static_cast<std::size_t>(k)],
                        kind_name(k));
  }
  std::string stacks;
  for (int col = 0; col < kStacks; ++col) {
    std::string who;
    for (int k = 0; k < kNumTroops; ++k) {
      if (left[static_cast<std::size_t>(k)] > 0 && setup_fits(s, q, k, col))
        who += (who.empty() ? "" : ", ") + kind_name(k);
    }
    const int n = static_cast<int>(s.stacks[q][col].size());
    stacks += fmt::format("\n  {}: {}/{}{}", stack_name(q, col), n, start_max(col),
                          n >= start_max(col) ? " (full)"
                          : who.empty()       ? " (nothing left that may go here)"
                                              : " - may take " + who);
  }
  return fmt::format("Still to place: {}\nStacks (placed/start maximum):{}\n",
                     pool.empty() ? "nothing" : pool, stacks);
}

std::string RafGame::setup_help(const RafState& s) const {
  std::string text =
      "Form your line face down (L30-39): pick a battalion, then its stack. Line infantry and "
      "artillery";
  text += opts_.centre_only_foot ? " (and Guard, Elite and Second Rate foot)" : "";
  text +=
      " go only in the three centre stacks; cavalry, light infantry and horse artillery anywhere "
      "(L40-41). ";
  text += fmt::format(
      "Each stack needs at least {} battalion(s). \"deploy for me\" places the rest as the "
      "heuristic bot would (the front end's undo takes placements back); \"done\" ends your "
      "setup.\n",
      opts_.min_stack_start);
  if (s.step == Step::kSetupStack)
    text += fmt::format("Placing {}: choose its stack.\n", kind_name(s.setup_kind));
  return text + setup_summary(s, s.setup_player);
}

void RafGame::narrate_opening(RafState& s, EventLog* log) const {
  if (s.opening_told) return;
  s.opening_told = 1;
  if (!log) return;
  for (int q = 0; q < 2; ++q) {
    log->emit("info", q,
              fmt::format("{} commands {} (breakpoint {}){}", player_name(q),
                          data_.nations[s.nation[q]].name, data_.nations[s.nation[q]].breakpoint,
                          opts_.nation[q] < 0 ? ", drawn at random" : ""));
  }
  const int f = s.first_player;
  log->emit("info", f,
            fmt::format("{} was drawn at random to set up first and to take the first turn (the "
                        "rules name no first player, R6); setup is blind: neither line is shown "
                        "until both are formed (L45)",
                        player_name(f)));
}

}  // namespace bivouac::raf
