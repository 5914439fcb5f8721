#pragma once
// The card data of Ready Aim Fire as loaded from cards.toml: troop types, the five nations'
// battalion and commander decks, and the tactics deck. Rules code refers to troops and tactics
// by the enums below; the file supplies names, numbers and counts.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bivouac::raf {

enum class Troop : std::uint8_t {
  kGuard,
  kElite,
  kLine,
  kLight,
  kSecond,
  kHeavyCav,
  kDragoon,
  kLightCav,
  kSecondCav,
  kLancer,
  kArtillery,
  kHorseArtillery
};
inline constexpr int kNumTroops = 12;
enum class TroopClass : std::uint8_t { kInfantry, kCavalry, kArtillery };
// The class as cards.toml and the board spell it: "infantry", "cavalry", "artillery".
[[nodiscard]] const char* troop_class_word(TroopClass c);

enum class Tactic : std::uint8_t {
  kSquareFormation,
  kSecondVolley,
  kFireAtWill,
  kSabersPistols,
  kRapidDeployment,
  kForcedMarch,
  kInfantryCharge,
  kSocketBayonets,
  kCounterAttack,
  kBrokenSquare,
  kLimber,
  kGrapeShot,
  kCanisterShot,
  kCannonBall,
  kFusillade,
  kSniper,
  kColumn,
  kOverrun,
  kTakePrisoners,
  kFightingWithdrawal,
  kDifficultTerrain,
  kEnfiladeFire,
  kIndirectFire,
  kConfusion,
  kAdvance,
  kScouts,
  kRifles,
  kProbe,
  kRearguardAction,
  kCavalryReform,
  kWoods,
  kHills,
  kRedoubt,
  kRiver,
  kBridge
};
inline constexpr int kNumTactics = 35;
[[nodiscard]] constexpr bool is_terrain(Tactic t) {
  return t >= Tactic::kWoods;
}

// Commander ratings in the order of the printed table (L216-223).
inline constexpr int kNumRatings = 7;
inline constexpr std::array<std::array<int, 2>, kNumRatings> kRatings = {
    {{0, 1}, {1, 0}, {1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}}};

struct TroopInfo {
  std::string key;
  std::string name;
  TroopClass cls = TroopClass::kInfantry;
  int modifier = 0;
  int bonus_vs_infantry = 0;
  int morale = 8;
  int breakpoint = 2;
  bool anywhere = false;  // may be placed in any stack at setup
};

struct NationInfo {
  std::string key;
  std::string name;
  int breakpoint = 30;
  std::array<int, kNumTroops> battalions{};
  std::array<int, kNumRatings> commanders{};
  std::array<bool, kNumTroops> tough{};  // needs +4 to be eliminated
};

struct TacticInfo {
  std::string key;
  std::string name;
  std::string text;
  int count = 1;
};

inline constexpr int kNumNations = 5;
inline constexpr int kBattalionsPerArmy = 28;
inline constexpr int kCommandersPerArmy = 11;
inline constexpr int kCommandersUsed = 6;
inline constexpr int kTacticsCards = 40;

struct CardData {
  std::array<TroopInfo, kNumTroops> troops;
  std::array<NationInfo, kNumNations> nations;
  std::array<TacticInfo, kNumTactics> tactics;
  // The 40 tactics cards in deck order, by tactic.
  std::array<Tactic, kTacticsCards> tactics_deck{};
  // Per nation: troop of each of the 28 battalion cards and rating of each of the 11 commanders.
  std::array<std::array<Troop, kBattalionsPerArmy>, kNumNations> battalion_troop{};
  std::array<std::array<std::uint8_t, kCommandersPerArmy>, kNumNations> commander_rating{};
};

// Parses and validates cards.toml; throws FormatError naming the entry that is wrong.
[[nodiscard]] CardData load_card_data(std::string_view text, std::string_view source);
[[nodiscard]] int nation_index(const CardData& d, std::string_view key);  // -1 if unknown

}  // namespace bivouac::raf
