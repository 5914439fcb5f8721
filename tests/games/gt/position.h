#pragma once
// Hand-made GT positions: start from every card in its deck, then deal exactly what a test needs.
#include <memory>
#include <string>
#include <vector>

#include "games/gt/gt_game.h"

namespace bivouac::gt::testing {

std::shared_ptr<const GtGame> make(const std::string& spec = "gt");

class Position {
 public:
  explicit Position(std::shared_ptr<const GtGame> game, std::uint64_t seed = 1);
  // Moves a unit card from the Army deck into play for `player`; returns its index.
  int unit(int player, const std::string& name, int dm = 0, const std::string& leader = "",
           const std::string& terrain = "");
  // Moves Battle cards from the deck into a hand.
  void hand(int player, const std::vector<std::string>& cards);
  void to_discard(const std::string& card);
  // Starts `player`'s turn in his Reserve phase (no draw unless `draw`), then settles and, unless
  // told not to, answers the bare questions that follow.
  void start(int player, bool draw = false, bool answer = true);
  // GT asks a step whenever the decider holds cards, even when none of them can be used there,
  // so that the others learn nothing from the question (rulings, "steps that pass by
  // themselves"). Tests written about what happens next answer such bare questions, whose only
  // legal action is to pass, the way that player would; start and play do it after settling.
  void answer_bare_questions();
  // Plays an action by its text; fails the test if it is not legal.
  void play(const std::string& text);
  [[nodiscard]] bool legal(const std::string& text) const;
  [[nodiscard]] std::vector<std::string> legal_texts() const;

  GtState& s() { return *state_; }
  const GtGame& g() const { return *game_; }
  EventLog log;

 private:
  std::shared_ptr<const GtGame> game_;
  std::unique_ptr<GtState> state_;
};

std::uint8_t battle_id(const GtGame& g, const std::string& name);
std::uint8_t unit_id(const GtGame& g, const std::string& name);

}  // namespace bivouac::gt::testing
