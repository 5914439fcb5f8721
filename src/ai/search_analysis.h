#pragma once
// What a search found at the root: the candidates with their share of the visits and their
// estimated result. `hint` shows it; tests and the arena read it.
#include <cstdint>
#include <vector>

#include "core/action.h"

namespace bivouac {

struct Candidate {
  Action action = kNoAction;
  std::uint64_t visits = 0;
  double visit_share = 0;  // of all root visits, 0..1
  // Expected score for the mover's side (win 1, draw 1/2, loss 0) over the simulations through
  // this move; meaningless when visits == 0.
  double win_rate = 0;
};

struct SearchAnalysis {
  Action chosen = kNoAction;
  std::vector<Candidate> candidates;  // most visited first
  long iterations = 0;
  double seconds = 0;
  // The time this decision was given (0 for an iteration budget or a forced move): with a turn
  // budget, its share of what the turn had left.
  double budget_seconds = 0;
  int threads = 1;
  std::uint64_t reused_visits = 0;  // root visits carried over from the previous decision
  // The host's time cap (Bot::cap_seconds) stopped the search before its own budget was spent.
  bool capped = false;
};

}  // namespace bivouac
