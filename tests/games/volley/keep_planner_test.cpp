// KeepPlanner: the Maneuver-phase plan of `heuristic:lookahead=N`. A meld is "a Unit card and a
// Weapon card of matching Troop type", with "up to: 1 Leader card, 1 Strategy card, and 1 Morale
// card" (003 L1, ATTACK PHASE); its casualties are the sum of the cards' Force (CASUALTY PHASE).
#include "games/volley/keep_planner.h"

#include <gtest/gtest.h>

#include "core/bot.h"
#include "core/errors.h"
#include "fixtures.h"

namespace bivouac::volley {
namespace {

using testing::Table;

TEST(KeepPlanner, BestMeldForceIsAMatchingPairPlusOneLeaderStrategyAndMorale) {
  const Table t;
  const KeepPlanner planner(t.v.cards(), false);
  // 003 L1 ATTACK PHASE: the full meld of five Force 5 cards.
  EXPECT_EQ(planner.best_meld_force(t.mask(
                {"Guard Infantry", "Bayonets", "General", "Envelopment", "Flush with Victory"})),
            25);
  // A Unit without a Weapon of its troop type makes no meld, whatever else is there.
  EXPECT_EQ(planner.best_meld_force(t.mask({"Guard Infantry", "Pursuit", "General"})), 0);
  // The stronger of two pairs; one Leader only, the stronger.
  EXPECT_EQ(planner.best_meld_force(t.mask(
                {"Irregulars", "Skirmish", "Cuirassiers", "Pursuit", "Lieutenant", "General"})),
            15);
  EXPECT_EQ(planner.best_meld_force(0), 0);
}

TEST(KeepPlanner, MultiUnitMeldsPairEveryUnitWithAWeaponOfItsType) {
  const Table t("volley:multi_unit_melds=on");
  const KeepPlanner planner(t.v.cards(), true);
  // Both pairs count, and a third Infantry Unit without a Weapon does not.
  EXPECT_EQ(planner.best_meld_force(
                t.mask({"Irregulars", "Skirmish", "Cuirassiers", "Pursuit", "Grenadiers"})),
            5 + 5 + 4 + 1);
}

TEST(KeepPlanner, LeftoverForceIsWhatTheBestMeldLeavesForTheNextOne) {
  const Table t;
  const CardMask pool = t.mask({"Guard Infantry", "Bayonets", "Cuirassiers", "Pursuit", "General",
                                "Colonel", "Envelopment"});
  // One Force 10 pair, the General and Envelopment attack; the other pair and the Colonel wait.
  EXPECT_EQ(KeepPlanner(t.v.cards(), false).leftover_force(pool), 10 + 4);
  // With multi_unit_melds both pairs attack together: only the Colonel waits.
  const Table multi("volley:multi_unit_melds=on");
  EXPECT_EQ(KeepPlanner(multi.v.cards(), true).leftover_force(pool), 4);
}

TEST(KeepPlanner, CarryKeepsASecondStrongLeaderForTheMeldAfterNext) {
  const Table t;
  const KeepPlanner planner(t.v.cards(), false);
  const CardMask hand = t.mask(
      {"Guard Infantry", "Bayonets", "General", "Colonel", "Irregulars", "Pistols", "Lieutenant"});
  const CardMask unseen = t.v.cards().all() & ~hand;
  const CardMask meld = t.mask({"Guard Infantry", "Bayonets", "General"});
  Rng rng(11);
  // Counting only the next meld, the Colonel is a card in the way of a draw.
  EXPECT_EQ(planner.plan(hand, unseen, 7, {200, 0, 0}, rng), meld);
  // Counting the meld after it in full, he is worth his Force 4 there.
  EXPECT_EQ(planner.plan(hand, unseen, 7, {200, 0, 1}, rng), meld | t.mask({"Colonel"}));
}

TEST(KeepPlanner, KeepsTheMeldAndThrowsAwayWhatCannotAddToIt) {
  const Table t;
  const KeepPlanner planner(t.v.cards(), false);
  // Force 5 Infantry pair and Leader: nothing drawn can beat them, so they stay. The weaker
  // Leader, the lone Cavalry Weapon and the Infantry Unit that cannot improve the pair go, so
  // that four draws can bring a Strategy and a Morale card. A Defense card counts nothing here.
  const CardMask hand = t.mask({"Guard Infantry", "Bayonets", "General", "Lieutenant", "Pistols",
                                "Irregulars", "Disordered"});
  const CardMask unseen = t.v.cards().all() & ~hand;
  Rng rng(5);
  EXPECT_EQ(planner.plan(hand, unseen, 7, {200, 0, 0.5}, rng),
            t.mask({"Guard Infantry", "Bayonets", "General"}));
  // Worth more than any draw could add, the Defense card is kept too.
  EXPECT_EQ(planner.plan(hand, unseen, 7, {200, 10, 0.5}, rng),
            t.mask({"Guard Infantry", "Bayonets", "General", "Disordered"}));
}

TEST(KeepPlanner, DefenseCardsAreKeptOnlyForTheWorthTheyAreGiven) {
  const Table t;
  const KeepPlanner planner(t.v.cards(), false);
  // A hand of Defense cards makes no meld: kept at no worth they only take the draws' places.
  const CardMask hand = t.mask({"Disordered", "Infantry Square", "Reverse Slope",
                                "Killed in Action", "Reserve", "Panic", "Fog of War"});
  const CardMask unseen = t.v.cards().all() & ~hand;
  Rng rng(9);
  EXPECT_EQ(planner.plan(hand, unseen, 7, {100, 0, 0.5}, rng), 0U);
  // Worth more each than the strongest meld, every one is kept.
  EXPECT_EQ(planner.plan(hand, unseen, 7, {100, 25, 0.5}, rng), hand);
}

TEST(KeepPlanner, APlanIsFixedByItsGeneratorsSeed) {
  const Table t;
  const KeepPlanner planner(t.v.cards(), false);
  const CardMask hand =
      t.mask({"Line Infantry", "Fusillade", "Hussars", "Lances", "Major", "Breakthrough", "Valor"});
  const CardMask unseen = t.v.cards().all() & ~hand;
  Rng a(3);
  Rng b(3);
  EXPECT_EQ(planner.plan(hand, unseen, 7, {16, 0, 0.5}, a),
            planner.plan(hand, unseen, 7, {16, 0, 0.5}, b));
}

TEST(KeepPlanner, TheBotRefusesLookaheadCarryAndDefenseWorthOutsideTheirRanges) {
  const GamePtr game = make_game("volley");
  auto& bots = BotRegistry::instance();
  EXPECT_NO_THROW((void)bots.create("heuristic:lookahead=64,defense_worth=0.5", game, 1));
  for (const char* bad :
       {"heuristic:lookahead=-1", "heuristic:lookahead=5000", "heuristic:defense_worth=-1",
        "heuristic:defense_worth=30", "heuristic:carry=3"}) {
    EXPECT_THROW((void)bots.create(bad, game, 1), SpecError) << bad;
  }
  try {
    (void)bots.create("heuristic:lookahead=5000", game, 1);
  } catch (const SpecError& e) {
    EXPECT_STREQ(e.what(), "bot heuristic: lookahead=5000 is outside 0 to 4096 (sampled draws)");
  }
}

}  // namespace
}  // namespace bivouac::volley
