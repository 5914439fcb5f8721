// The "derived" part of the state JSON: what a player reads off the table but the state only
// implies (render prints it too). Written for clients, recomputed on every write and ignored when
// a position is loaded. It is built from the state being written, so an observation's copy holds
// only what its viewer may know: every value here is public (losses are eliminated cards and the
// face-up discard pile, commanders are played face up, L236).
#include <fmt/format.h>

#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {

nlohmann::json RafGame::derived_json(const RafState& s) const {
  using nlohmann::json;
  json players = json::array();
  auto commander = [&](const General& g) -> json {
    if (g.card == kNoCard || g.card == kUnknownCard) return nullptr;
    const auto& r = kRatings[static_cast<std::size_t>(rating(s, g.card))];
    return {{"rating", fmt::format("{}/{}", r[0], r[1])},
            {"rerolls_left", g.left},
            {"rerolls_made", g.made}};
  };
  for (int q = 0; q < 2; ++q) {
    json limits = json::array(), generals = json::array(), sizes = json::array();
    for (int col = 0; col < kStacks; ++col) {
      limits.push_back(card_limit(s, q, col));
      sizes.push_back(s.stacks[q][col].size());
      generals.push_back(commander(s.generals[q][col]));
    }
    players.push_back({
        {"nation", data_.nations[s.nation[q]].name},
        {"breakpoint",
         {{"lost", breakpoint_total(s, q)},
          {"limit", data_.nations[s.nation[q]].breakpoint},
          {"in_play", opts_.breakpoint}}},
        {"empty_stacks", empty_stacks(s, q)},
        {"stack_sizes", sizes},
        {"card_limits", limits},
        {"generals", generals},
        {"army_commander", commander(s.army_commander[q])},
        {"army_commander_dead", s.ac_dead[q] != 0},
        {"hand_size", hand_size(s, q)},
        {"hand_tactics", s.hand_tactics[q].size()},
        {"reserve_size", s.reserve[q].size()},
    });
  }
  return {{"players", players},
          {"turn", s.turn},
          {"phase", phase_name(s)},
          {"attacks_left", s.turn == 0 ? 0 : static_cast<int>(s.attacks_left)}};
}

}  // namespace bivouac::raf
