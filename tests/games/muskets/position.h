#pragma once
// Hand-made Muskets positions for rule tests: name the cards that matter, and every other card
// goes into the deck (in a fixed order, below any cards put on top).
#include <initializer_list>
#include <string>
#include <vector>

#include "games/muskets/muskets_game.h"

namespace bivouac::muskets::testing {

struct Position {
  std::vector<std::string> hands[2];
  std::vector<std::string> lines[2];
  std::vector<std::string> discard;
  std::vector<std::string> deck_top;  // drawn first to last
  int active = 0;
  Step step = Step::kBattlePlan;
  int morale[2] = {20, 20};
  bool everything_else_discarded =
      false;  // put the unnamed cards in the discard pile, not the deck
};

std::shared_ptr<const MusketsGame> muskets(const std::string& options = "");
MusketsState make(const MusketsGame& game, const Position& p);
Counts counts(const MusketsGame& game, std::initializer_list<const char*> names);
int type(const MusketsGame& game, const char* name);
// Applies the legal action whose text is `text`; fails the test if it is not legal.
void play(const MusketsGame& game, MusketsState& s, const std::string& text,
          EventLog* log = nullptr);
std::vector<std::string> legal(const MusketsGame& game, const MusketsState& s);

}  // namespace bivouac::muskets::testing
