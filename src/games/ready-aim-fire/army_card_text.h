#pragma once
// The texts of Ready Aim Fire's army cards (battalions of each troop type and commanders of each
// rating), made from the game's own card data and options, so a designer's card list that
// renames a troop or changes its numbers still gets the right text under the name it shows.
#include <optional>
#include <string>
#include <string_view>

namespace bivouac::raf {

class RafGame;

// "Guard (battalion, infantry, L196-211): ..." when `name` is a troop type's or a commander's
// card name in this game (exact, case-insensitive), else nullopt (a tactic or terrain card).
[[nodiscard]] std::optional<std::string> army_card_text(const RafGame& game, std::string_view name);

}  // namespace bivouac::raf
