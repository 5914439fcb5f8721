#pragma once
// The two decks of GT as data: unit types for the Army deck and card types for the Battle deck,
// read from cards.toml (or a designer's edited copy) and validated with the offending line named.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac::gt {

// Troop groups as bits; a unit's mask says which groups it belongs to (Dragoons are several).
enum Group : std::uint8_t {
  kLineInfantry = 1,
  kLightInfantry = 2,
  kArtillery = 4,
  kHeavyCavalry = 8,
  kLightCavalry = 16,
  kCavalryWithGuns = 32,
  kInfantry = kLineInfantry | kLightInfantry,
  kCavalry = kHeavyCavalry | kLightCavalry,
  kLightTroops = kLightInfantry | kLightCavalry,
  kAnyGroup = 63,
};

// Capacities of the fixed-size state; an edited card file must fit them.
inline constexpr std::size_t kMaxUnitsInDeck = 64;
inline constexpr std::size_t kMaxBattleCards = 160;
inline constexpr std::size_t kMaxUnitTypes = 32;
inline constexpr std::size_t kMaxBattleTypes = 96;

struct UnitType {
  std::string name;
  int copies = 0;
  int defense = 0;
  int attack = 0;
  std::uint8_t troop_class = 0;  // exactly one of the five class bits: the class for dealing
  std::uint8_t extra = 0;        // further classes it counts as (Dragoons: light infantry)
  bool guns = false;             // muskets: cavalry with guns
  bool pistols = false;          // cavalry with guns only under hussars_have_guns
};

enum class CardKind : std::uint8_t {
  kShoot,
  kMelee,
  kOpportunity,
  kDefense,
  kLeader,
  kTerrain,
  kEvent
};
enum class Against : std::uint8_t { kAny, kShoot, kMelee };
enum class Effect : std::uint8_t {
  kNone,
  kReserve,
  kOutflank,
  kBreakthrough,
  kDispatch,
  kFogOfWar,
  kRout,
  kScouts,
  kKilledInAction,
  kStrategy,
  kRally,
};

struct BattleType {
  std::string name;
  CardKind kind = CardKind::kEvent;
  int copies = 0;
  int damage = 0;
  std::uint8_t by = kAnyGroup;        // attacking unit (attacks) or defending unit (responses)
  std::uint8_t target = kAnyGroup;    // attacks: groups the target must belong to
  int target_min_dm = 0;              // attacks: the target needs this many DM (Pursuit)
  bool barrage = false;               // every unit of the target player, unmodified (L152-153)
  bool kill_leader = false;           // Sharpshooter "D = K"
  bool spy = false;                   // Probe "+ Spy"
  Against against = Against::kAny;    // defense cards: the kind of attack they answer
  std::uint8_t attacker = kAnyGroup;  // responses: the attacking unit must be in these groups
  std::uint8_t attacker_not = 0;      // ...and in none of these
  int screen_dm = 0;                  // Screen: DM put on one of the defender's light troops
  // Leader and terrain bonuses.
  int attack = 0;
  int melee_attack = 0;
  int shoot_attack = 0;
  int defense = 0;
  int hand_size = 0;
  int damage_taken = 0;
  // Events.
  Effect effect = Effect::kNone;
  int draw = 0;
  int discard = 0;
  int min_dm = 0;
  int remove_dm = 0;

  [[nodiscard]] bool is_attack() const {
    return kind == CardKind::kShoot || kind == CardKind::kMelee;
  }
};

struct CardTable {
  std::vector<UnitType> units;
  std::vector<BattleType> battle;
  int army_size = 0;
  int battle_size = 0;

  [[nodiscard]] int unit_index(std::string_view name) const;    // -1 if absent
  [[nodiscard]] int battle_index(std::string_view name) const;  // -1 if absent
  [[nodiscard]] int first_with_effect(Effect e) const;          // -1 if absent
};

// Parses and validates a card file; throws FormatError naming `source`, the line and the problem.
[[nodiscard]] CardTable parse_cards(std::string_view text, std::string_view source);

[[nodiscard]] std::string_view group_name(std::uint8_t class_bit);
[[nodiscard]] std::string_view kind_name(CardKind k);

}  // namespace bivouac::gt
