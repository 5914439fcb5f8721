#pragma once
// The Muskets card list, read from cards.toml (embedded) or a designer's edited copy.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac::muskets {

inline constexpr int kMaxTypes = 16;
inline constexpr int kMaxCards = 64;

enum class Role : std::uint8_t { kGeneral, kCannon, kCavalry, kInfantry, kReady, kAim, kFire };

struct CardType {
  std::string name;
  Role role = Role::kInfantry;
  int force = 0;
  bool scouts = false;
  int copies = 0;
};

class CardTable {
 public:
  // Parses and validates TOML; throws FormatError naming the card and field that are wrong.
  static CardTable parse(std::string_view toml_text, std::string_view source_name);

  [[nodiscard]] int size() const { return static_cast<int>(types_.size()); }
  [[nodiscard]] const CardType& operator[](int t) const {
    return types_[static_cast<std::size_t>(t)];
  }
  [[nodiscard]] int total_cards() const { return total_; }
  [[nodiscard]] int of(Role r) const { return by_role_[static_cast<std::size_t>(r)]; }
  [[nodiscard]] bool is_infantry(int t) const {
    return types_[static_cast<std::size_t>(t)].role == Role::kInfantry;
  }
  [[nodiscard]] const std::vector<int>& infantry() const { return infantry_; }
  [[nodiscard]] const std::vector<std::string>& names() const { return names_; }
  // Type index of a card name (exact match), or -1.
  [[nodiscard]] int find(std::string_view name) const;

 private:
  std::vector<CardType> types_;
  std::vector<std::string> names_;
  std::vector<int> infantry_;
  std::array<int, 7> by_role_{};
  int total_ = 0;
};

}  // namespace bivouac::muskets
