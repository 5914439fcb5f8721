// Exact odds from the face counts (sheet 004_868e95504124a996.txt lines 266-275, 299-320),
// checked by hand on a made-up face set and against a Monte Carlo estimate on the default.
#include <gtest/gtest.h>

#include <cmath>

#include "core/errors.h"
#include "core/rng.h"
#include "games/reg/combat_resolve.h"
#include "games/reg/odds.h"
#include "games/reg/tables.h"

using namespace bivouac::reg;

namespace {

// A face set with counts chosen for easy hand arithmetic.
FaceSet hand_set() {
  FaceSet f;
  f.name = "test";
  for (auto& c : f.counts) c = {0, 0, 0, 1};
  f.counts[static_cast<std::size_t>(rank(Colour::kRed))] = {1, 1, 1, 1};    // 4 sides
  f.counts[static_cast<std::size_t>(rank(Colour::kWhite))] = {0, 1, 0, 1};  // 2 sides
  return f;
}

}  // namespace

// One Red die of the hand set, lines 299-314: Skull 2 wounds, Sword 1, S 1, blank 0.
TEST(regOdds, OneDieByHandLines299To314) {
  const auto& e = Tables::get().effects;
  const CombatOdds o = combat_odds(e, hand_set(), {Colour::kRed}, false, 0, RegOptions{}, std::nullopt);
  EXPECT_EQ(o.total, 4u);
  EXPECT_EQ(o.wounds.at(0), 1u);
  EXPECT_EQ(o.wounds.at(1), 2u);
  EXPECT_EQ(o.wounds.at(2), 1u);
  EXPECT_DOUBLE_EQ(o.p_at_least(1), 0.75);
  EXPECT_DOUBLE_EQ(o.expected_wounds(), 1.0);
  EXPECT_EQ(o.effect, 0u);  // no shove/shatter without the characteristic
}

// Red + White with a shove and an automatic wound (line 186): 8 equally likely rolls.
TEST(regOdds, TwoDiceWithEffectByHandLines186And302) {
  const auto& e = Tables::get().effects;
  const CombatOdds o = combat_odds(e, hand_set(), {Colour::kRed, Colour::kWhite}, true, 1,
                                   RegOptions{}, std::nullopt);
  EXPECT_EQ(o.total, 8u);
  // Red gives 2/1/1/0, White 1/0; plus 1 automatic.
  EXPECT_EQ(o.wounds.at(1), 1u);  // blank, blank
  EXPECT_EQ(o.wounds.at(2), 3u);  // S or Sword with blank; blank with Sword
  EXPECT_EQ(o.wounds.at(3), 3u);
  EXPECT_EQ(o.wounds.at(4), 1u);
  EXPECT_EQ(o.effect, 4u);        // Skull or S on the Red die
  // Under s_in_combat=effect_or_wound the S shoves instead of wounding.
  RegOptions opt;
  opt.s_in_combat = SInCombat::kEffectOrWound;
  const CombatOdds o2 = combat_odds(e, hand_set(), {Colour::kRed, Colour::kWhite}, true, 1, opt,
                                    std::nullopt);
  EXPECT_EQ(o2.wounds.at(1), 2u);
}

// Lines 308 and 319: a 4-base TuG with 4 wounds loses a base on 2 more and breaks on 3.
TEST(regOdds, BaseLossAndBreakLines308And319) {
  const auto& e = Tables::get().effects;
  const CombatOdds o = combat_odds(e, hand_set(), {Colour::kRed, Colour::kWhite}, false, 0,
                                   RegOptions{}, UnitState{4, 4});
  // wounds 0:1 1:3 2:3 3:1 (of 8); a base goes at >= 2 wounds (6 = two bases' worth),
  // the TuG breaks at >= 3 (7 of 12 is more than half).
  EXPECT_EQ(*o.base_lost, 4u);
  EXPECT_EQ(*o.breaks, 1u);
}

// The exact distribution on the default face set agrees with a Monte Carlo estimate within
// 4.5 standard errors, for every wound count, at each claim advantage of lines 268-275.
TEST(regOdds, ExactMatchesMonteCarloLines268To275) {
  const auto& t = Tables::get();
  const FaceSet& faces = FaceSet::standard();
  const RegOptions opt;
  bivouac::Rng rng(20211);
  constexpr int kSamples = 6000;
  for (const auto& row : t.claims.dice) {
    for (const auto* dice : {&row.advantaged, &row.disadvantaged}) {
      const CombatOdds exact = combat_odds(t.effects, faces, *dice, true, 0, opt, std::nullopt);
      std::map<int, int> seen;
      int effects = 0;
      for (int i = 0; i < kSamples; ++i) {
        int w = 0;
        bool fx = false;
        for (Colour c : *dice) {
          const FaceResult r = combat_face(t.effects, roll_die(faces, c, rng), true, opt);
          w += r.wounds;
          fx = fx || r.effect;
        }
        ++seen[w];
        if (fx) ++effects;
      }
      auto check = [&](double p, int count, const std::string& what) {
        const double f = static_cast<double>(count) / kSamples;
        const double se = std::sqrt(p * (1 - p) / kSamples);
        EXPECT_LE(std::abs(f - p), 4.5 * se + 1e-12)
            << what << " at advantage " << row.advantage << " (line " << row.line << "): exact "
            << p << ", sampled " << f;
      };
      for (const auto& [w, ways] : exact.wounds) {
        check(static_cast<double>(ways) / static_cast<double>(exact.total), seen[w],
              std::to_string(w) + " wounds");
      }
      for (const auto& [w, n] : seen) {
        EXPECT_TRUE(exact.wounds.count(w)) << "sampled " << w << " wounds the exact odds call impossible";
      }
      check(static_cast<double>(exact.effect) / static_cast<double>(exact.total), effects, "effect");
    }
  }
}

// Lines 116-124: a Poor unit's evade, exactly over the six d6 results.
TEST(regOdds, EvadeDistributionLines116To124) {
  EvadeQuery q;
  q.move.troop = "skirmishers";  // 4 BW in good going (line 92)
  q.quality = Quality::kPoor;
  const auto d = evade_odds(Tables::get().movement, q);
  // d6-1: 0 -> 1 BW, 1 -> 2, 2 -> 3, 3-5 -> 4 (three results).
  EXPECT_EQ(d.at(1), 1);
  EXPECT_EQ(d.at(2), 1);
  EXPECT_EQ(d.at(3), 1);
  EXPECT_EQ(d.at(4), 3);
  EXPECT_EQ(d.count(5), 0u);
}

TEST(regOdds, TooManyDiceIsAClearError) {
  const std::vector<Colour> dice(kMaxOddsDice + 1, Colour::kRed);
  EXPECT_THROW((void)combat_odds(Tables::get().effects, FaceSet::standard(), dice, false, 0,
                                 RegOptions{}, std::nullopt),
               bivouac::FormatError);
}
