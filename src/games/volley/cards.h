#pragma once
// The Volley card table, read from cards.toml: suits, Force values and what each Defense card
// negates, plus the bitmasks the rules work with (every card set in Volley is a uint64).
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/zone.h"

namespace bivouac::volley {

using CardMask = std::uint64_t;
inline constexpr int kMaxCards = 64;

// Unit/Weapon suits come in troop-type pairs so that troop = suit / 2 and a unit is even.
enum Suit : std::uint8_t { kIU, kIW, kCU, kCW, kAU, kAW, kLeader, kStrategy, kMorale, kDefense };
inline constexpr int kNumSuits = 10;
inline constexpr int kNumTroopTypes = 3;

[[nodiscard]] std::string_view suit_code(Suit s);   // "IU", ..., "D"
[[nodiscard]] std::string_view suit_title(Suit s);  // "Infantry Unit", ..., "Defense"
[[nodiscard]] std::string_view troop_name(int troop);
[[nodiscard]] constexpr Suit unit_suit(int troop) { return static_cast<Suit>(2 * troop); }
[[nodiscard]] constexpr Suit weapon_suit(int troop) { return static_cast<Suit>(2 * troop + 1); }

[[nodiscard]] constexpr CardMask bit(int card) { return CardMask{1} << card; }

struct Card {
  std::string name;
  Suit suit = kIU;
  int force = 0;
  Suit negates = kDefense;  // meaningful for Defense cards only
};

class CardTable {
 public:
  // Parses and validates a cards.toml text; `source` names it in errors (FormatError).
  static CardTable parse(std::string_view toml_text, std::string_view source);

  [[nodiscard]] int size() const { return static_cast<int>(cards_.size()); }
  [[nodiscard]] const Card& card(int id) const { return cards_[static_cast<std::size_t>(id)]; }
  [[nodiscard]] const std::string& name(int id) const { return card(id).name; }
  [[nodiscard]] Suit suit(int id) const { return suit_[static_cast<std::size_t>(id)]; }
  [[nodiscard]] int force(int id) const { return force_[static_cast<std::size_t>(id)]; }
  // Case-insensitive lookup; -1 when no card has that name.
  [[nodiscard]] int find(std::string_view name) const;

  [[nodiscard]] CardMask all() const { return all_; }
  [[nodiscard]] CardMask of_suit(Suit s) const { return suit_mask_[s]; }
  [[nodiscard]] CardMask defense() const { return suit_mask_[kDefense]; }
  [[nodiscard]] CardMask meld_suits() const { return all_ & ~suit_mask_[kDefense]; }
  // The cards a Defense card may target: every card of the suit it negates.
  [[nodiscard]] CardMask targets_of(int id) const { return targets_[static_cast<std::size_t>(id)]; }
  [[nodiscard]] int total_force(CardMask cards) const;
  [[nodiscard]] CardMask units() const { return units_; }      // IU, CU, AU
  [[nodiscard]] CardMask weapons() const { return weapons_; }  // IW, CW, AW
  // Infantry 0, Cavalry 1, Artillery 2 for Units and Weapons.
  [[nodiscard]] int troop_of(int id) const { return suit(id) / 2; }

 private:
  std::vector<Card> cards_;
  std::array<Suit, kMaxCards> suit_{};
  std::array<int, kMaxCards> force_{};
  std::array<CardMask, kMaxCards> targets_{};
  std::array<CardMask, kNumSuits> suit_mask_{};
  CardMask all_ = 0;
  CardMask units_ = 0;
  CardMask weapons_ = 0;
};

}  // namespace bivouac::volley
