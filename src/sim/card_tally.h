#pragma once
// What one game did with each card, per side: learned from the game's opening hands
// (Game::hand_card_names) and from the names in its `draw` and `play` events, never from inside
// the game. A play event, or any event whose data names a "stack" it put the card into, counts
// as playing it; with a stack it also counts under "<card> @ stack N".
#include <string>
#include <vector>

#include "core/event.h"
#include "core/game.h"

namespace bivouac {

struct CardTally {
  std::string card;
  int side = 0;
  int drawn = 0;   // dealt in the opening hand or drawn later
  int played = 0;  // play events naming it
  bool operator==(const CardTally&) const = default;
};

class CardTracker {
 public:
  // Counts the opening hands as drawn.
  void start(const Game& game, const State& s);
  // Reads one action's events.
  void read(const Game& game, const EventLog& log);
  // Sorted by card name, then side.
  [[nodiscard]] std::vector<CardTally> tallies() const;

 private:
  CardTally& at(const std::string& card, int side);
  std::vector<CardTally> tallies_;
};

}  // namespace bivouac
