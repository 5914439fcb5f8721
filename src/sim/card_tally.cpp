#include "sim/card_tally.h"

#include <algorithm>
#include <tuple>

namespace bivouac {

CardTally& CardTracker::at(const std::string& card, int side) {
  for (CardTally& t : tallies_) {
    if (t.side == side && t.card == card) return t;
  }
  tallies_.push_back(CardTally{card, side, 0, 0});
  return tallies_.back();
}

void CardTracker::start(const Game& game, const State& s) {
  for (int p = 0; p < game.num_players(); ++p) {
    for (const std::string& name : game.hand_card_names(s, p)) ++at(name, game.side_of(p)).drawn;
  }
}

void CardTracker::read(const Game& game, const EventLog& log) {
  for (const Event& e : log.events()) {
    // A play, or any other event that puts a named card into a stack (Ready Aim Fire's
    // reinforcement from the hand), counts as playing the card.
    const bool placed = e.data.contains("stack");
    if (e.player < 0 || (e.kind != "draw" && e.kind != "play" && !placed)) continue;
    const int side = game.side_of(e.player);
    // A private draw is emitted twice: once with the names for its owner, once with a count for
    // the others. Only the copy that names the cards counts.
    std::vector<std::string> names;
    if (const auto c = e.data.find("card"); c != e.data.end() && c->is_string()) {
      names.push_back(c->get<std::string>());
    }
    if (const auto cs = e.data.find("cards"); cs != e.data.end() && cs->is_array()) {
      for (const auto& n : *cs) {
        if (n.is_string()) names.push_back(n.get<std::string>());
      }
    }
    for (const std::string& name : names) {
      if (e.kind == "draw") {
        ++at(name, side).drawn;
        continue;
      }
      ++at(name, side).played;
      if (const auto st = e.data.find("stack"); st != e.data.end() && st->is_number_integer()) {
        ++at(name + " @ stack " + std::to_string(st->get<int>() + 1), side).played;
      }
    }
  }
}

std::vector<CardTally> CardTracker::tallies() const {
  std::vector<CardTally> out = tallies_;
  std::sort(out.begin(), out.end(), [](const CardTally& a, const CardTally& b) {
    return std::tie(a.card, a.side) < std::tie(b.card, b.side);
  });
  return out;
}

}  // namespace bivouac
