#pragma once
// Calculator 5: exact outcome distributions computed from the face counts (not sampled).
// Each distribution counts the ways out of `total` equally likely rolls, so probabilities are
// exact fractions.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "games/reg/combat_resolve.h"
#include "games/reg/face_set.h"
#include "games/reg/kab.h"
#include "games/reg/movement.h"
#include "games/reg/shooting.h"

namespace bivouac::reg {

inline constexpr std::size_t kMaxOddsDice = 20;  // keeps the count of rolls within 64 bits

struct CombatOdds {
  std::uint64_t total = 0;
  std::map<int, std::uint64_t> wounds;  // wounds inflicted (automatic included) -> ways
  std::uint64_t effect = 0;             // ways the shove/shatter goes off
  std::optional<std::uint64_t> base_lost;  // ways the target loses at least one base
  std::optional<std::uint64_t> breaks;     // ways the target breaks now
  [[nodiscard]] double p_at_least(int w) const;
  [[nodiscard]] double expected_wounds() const;
};

// Throws FormatError when more than kMaxOddsDice dice are asked for.
[[nodiscard]] CombatOdds combat_odds(const EffectTable& e, const FaceSet& faces,
                                     const std::vector<Colour>& dice, bool has_effect,
                                     int automatic_wounds, const RegOptions& o,
                                     std::optional<UnitState> target);

struct ShootOdds {
  std::uint64_t total = 0;
  std::map<int, std::uint64_t> wounds;
  std::map<int, std::uint64_t> drive_back;  // BW -> ways
  std::optional<std::uint64_t> breaks;
};

[[nodiscard]] ShootOdds shoot_odds(const ShootingTable& t, const EffectTable& e,
                                   const FaceSet& faces, const ShootQuery& q, Colour colour,
                                   std::optional<UnitState> target);

struct KabUnitOdds {
  std::uint64_t total = 0;
  std::map<Face, std::uint64_t> faces;
  std::optional<std::uint64_t> breaks;
};

[[nodiscard]] KabUnitOdds kab_unit_odds(const KabTable& k, const EffectTable& e,
                                        const FaceSet& faces, Quality q,
                                        std::optional<UnitState> unit);

struct KabGeneralOdds {
  std::uint64_t total = 0;
  std::map<GeneralFate, std::uint64_t> fates;
};

[[nodiscard]] KabGeneralOdds kab_general_odds(const GeneralTable& g, const EffectTable& e,
                                              const FaceSet& faces, GeneralLevel level);

// Evade distance in BW -> number of d6 results (out of 6) giving it.
[[nodiscard]] std::map<int, int> evade_odds(const MovementTable& t, const EvadeQuery& q);

// "0.4167 (5/12)"
[[nodiscard]] std::string probability_text(std::uint64_t ways, std::uint64_t total);

}  // namespace bivouac::reg
