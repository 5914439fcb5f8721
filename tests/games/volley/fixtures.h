#pragma once
// Hand-made Volley positions for rule tests: name the cards of each zone, everything else stays
// in the deck.
#include <initializer_list>
#include <string>
#include <vector>

#include "core/registry.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley::testing {

using Names = std::initializer_list<const char*>;

struct Table {
  explicit Table(const std::string& spec = "volley");
  GamePtr game;
  const VolleyGame& v;

  // Both hands empty, every card in the deck, full troops, player 0 to maneuver.
  [[nodiscard]] VolleyState empty() const;
  // Moves the named cards from wherever they are into `zone` (a mask of `s`), keeping counts.
  void put(VolleyState& s, CardMask& zone, Names names) const;
  void give(VolleyState& s, int player, Names names) const;
  [[nodiscard]] CardMask mask(Names names) const;
  [[nodiscard]] int id(const char* name) const;
  // Applies the action whose text is `text` (must be legal).
  void play(VolleyState& s, const std::string& text, EventLog* log = nullptr) const;
  [[nodiscard]] std::vector<std::string> legal(const VolleyState& s) const;
  [[nodiscard]] bool is_legal(const VolleyState& s, const std::string& text) const;
};

}  // namespace bivouac::volley::testing
