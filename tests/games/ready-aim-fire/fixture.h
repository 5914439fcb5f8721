#pragma once
// Hand-made positions for the rule tests: an empty battlefield in mid-game where each test puts
// exactly the cards it needs, then forces the dice.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "core/registry.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf::test {

struct Fixture {
  explicit Fixture(const std::string& spec = "ready-aim-fire:nation_a=france,nation_b=britain");
  GamePtr game_ptr;
  const RafGame& g;
  RafState s;

  // Puts a battalion of `t` from q's reserve on top of q's stack `col`.
  CardId put(int q, int col, Troop t, std::uint8_t flags = kKnownOpp);
  // Moves a tactics card from the deck into q's hand.
  CardId give(int q, Tactic t);
  // Moves a battalion of `t` (or commander of rating r) from the reserve into q's hand.
  CardId hand(int q, Troop t);
  CardId commander_to_hand(int q, int rating);
  // Puts a commander of rating r beside q's stack col as Divisional General.
  CardId general(int q, int col, int rating, int left);
  void terrain(int q, int col, Tactic t);
  void dice(std::initializer_list<int> values);
  // Plays the action, then (unless manual_support) answers any support choice (L115) the way
  // the rules were read before it was a choice: the battalion directly below, if it may.
  void play(const std::string& text);
  void play(Action a);
  void answer_support();
  bool manual_support = false;
  [[nodiscard]] bool legal(const std::string& text) const;
  [[nodiscard]] std::string legal_texts() const;
  [[nodiscard]] bool log_has(const std::string& fragment) const;
  // Fills every stack that is still empty so nobody loses on three empty positions.
  void fill_empty(int q);
  EventLog log;
};

}  // namespace bivouac::raf::test

namespace bivouac::raf::test {
// The total of the last roll event whose label starts with `label` (e.g. "attack roll").
int last_total(const Fixture& f, const std::string& label);
bool has_modifier(const Fixture& f, const std::string& label, const std::string& source);
}  // namespace bivouac::raf::test
