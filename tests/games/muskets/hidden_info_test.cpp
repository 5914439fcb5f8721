// What each player may know: scouting (L53-54) and the hidden hand and deck.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "core/seat_view.h"
#include "games/muskets/card_ids.h"
#include "games/muskets/position.h"
#include "support/random_play.h"

namespace bivouac::muskets::testing {
namespace {

MusketsState scouted_position(const MusketsGame& game) {
  Position p;
  p.step = Step::kDeploy;
  p.hands[0] = {"Light Infantry", "Light Infantry", "Cannon"};
  p.hands[1] = {"Aim", "Aim", "Fire", "General"};
  return make(game, p);
}

TEST(MusketsHiddenInfo, L53_LightInfantryLetsTheScoutSeeTheEnemyHand) {
  auto game = muskets();
  auto s = scouted_position(*game);
  auto before = game->observation(s, 0);
  EXPECT_EQ(count(as<MusketsState>(*before).hand[1]), 0);
  EXPECT_EQ(as<MusketsState>(*before).unseen[1], 4);
  EventLog log;
  play(*game, s, "deploy Light Infantry", &log);
  const auto seen_state = game->observation(s, 0);
  const auto& seen = as<MusketsState>(*seen_state);
  EXPECT_EQ(seen.hand[1], counts(*game, {"Aim", "Aim", "Fire", "General"}));
  EXPECT_EQ(seen.unseen[1], 0);
  // Only the scout is told what he saw.
  for (const auto& e : log.events()) {
    if (e.kind == "reveal" && e.text.find("Aim") != std::string::npos) {
      EXPECT_TRUE(e.visible_to(0));
      EXPECT_FALSE(e.visible_to(1));
    }
  }
  // A second Light Infantry in the same phase gives no second look (rulings).
  s.hand[1][static_cast<std::size_t>(type(*game, "General"))] = 0;
  s.deck.push_back(static_cast<CardId>(type(*game, "General")));
  s.known[1][static_cast<std::size_t>(type(*game, "General"))] = 0;
  ledger_from_counts(s, game->cards());  // the card ledger follows the counts set by hand
  play(*game, s, "deploy Light Infantry");
  EXPECT_EQ(s.scouted, 1);
}

TEST(MusketsHiddenInfo, L53_ScoutedCardsStayKnownUntilTheyLeaveTheHand) {
  auto game = muskets();
  auto s = scouted_position(*game);
  play(*game, s, "deploy Light Infantry");
  // Player 2 plays one Aim: the scout can be sure of one Aim fewer.
  s.hand[1][static_cast<std::size_t>(type(*game, "Aim"))] -= 1;
  s.known[1][static_cast<std::size_t>(type(*game, "Aim"))] -= 1;  // as discard_from_hand does
  s.discard[static_cast<std::size_t>(type(*game, "Aim"))] += 1;
  ledger_from_counts(s, game->cards());  // the card ledger follows the counts set by hand
  game->check_invariants(s);
  const auto seen_state = game->observation(s, 0);
  const auto& seen = as<MusketsState>(*seen_state);
  EXPECT_EQ(seen.hand[1], counts(*game, {"Aim", "Fire", "General"}));
}

TEST(MusketsHiddenInfo, KnowledgeFadesWhenAKnownTypeLeavesAfterNewDraws) {
  auto game = muskets();
  Position p;
  p.step = Step::kBattery;
  p.hands[0] = {"Cannon", "General"};
  p.hands[1] = {"Aim", "Aim"};
  p.lines[1] = {"Line Infantry"};
  auto s = make(*game, p);
  s.known[1][static_cast<std::size_t>(type(*game, "Aim"))] = 1;  // one Aim scouted, one drawn since
  ledger_from_counts(s, game->cards());  // the card ledger follows the counts set by hand
  play(*game, s, "cannon at Line Infantry");
  play(*game, s, "negate with Aim");
  // Which Aim went is unknown to the scout, so he can be sure of none now.
  EXPECT_EQ(s.known[1][static_cast<std::size_t>(type(*game, "Aim"))], 0);
}

TEST(MusketsHiddenInfo, StatesDifferingOnlyInHiddenCardsLookTheSameToThePlayer) {
  auto game = muskets();
  Position a;
  a.step = Step::kBattlePlan;
  a.hands[0] = {"General", "Cannon"};
  a.hands[1] = {"Aim", "Fire"};
  a.deck_top = {"Guard Infantry"};
  Position b = a;
  b.hands[1] = {"Cavalry", "Ready"};  // a different enemy hand
  b.deck_top = {"Light Infantry"};    // and a different deck order
  auto sa = make(*game, a);
  auto sb = make(*game, b);
  sb.chance = Chance(12345);  // and different future dice
  EXPECT_TRUE(game->observation(sa, 0)->equals(*game->observation(sb, 0)));
  EXPECT_FALSE(game->observation(sa, 1)->equals(*game->observation(sb, 1)));
  EXPECT_EQ(build_seat_view(*game, sa, 0, {}), build_seat_view(*game, sb, 0, {}));
  EXPECT_NE(build_seat_view(*game, sa, 1, {}), build_seat_view(*game, sb, 1, {}));
}

TEST(MusketsHiddenInfo, DeterminizationKeepsWhatIsKnownAndShufflesTheRest) {
  auto game = muskets();
  auto s = scouted_position(*game);
  play(*game, s, "deploy Light Infantry");
  auto obs = game->observation(s, 0);
  Rng rng(5);
  int differing_decks = 0;
  for (int i = 0; i < 20; ++i) {
    auto world = s.clone();
    game->determinize(*obs, 0, rng, *world);
    game->check_invariants(*world);
    const auto& w = as<MusketsState>(*world);
    EXPECT_EQ(w.hand[1], s.hand[1]);  // fully scouted: the enemy hand is known exactly
    EXPECT_EQ(w.hand[0], s.hand[0]);
    differing_decks += !(w.deck == s.deck);
  }
  EXPECT_GT(differing_decks, 15);
}

// observe() hides the ledger with mask operations; the result must be what hiding card by card
// and rebuilding the masks gives (the way it was written first), in every position of random
// games, for both players.
TEST(MusketsHiddenInfo, TheLedgerIsHiddenAsCardByCardHidingWould) {
  const GamePtr game = make_game("muskets");
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    (void)bivouac::testing::random_game(*game, seed, [&](const State& st) {
      for (int p = 0; p < 2; ++p) {
        const auto obs = game->observation(st, p);
        MusketsState want = as<MusketsState>(st);
        const auto foe = static_cast<std::size_t>(1 - p);
        const auto foe_hand = hand_place(1 - p);
        for (int i = 0; i < want.card_total; ++i) {
          const auto k = static_cast<std::size_t>(i);
          const bool scouted = ((want.seen[foe] >> i) & 1U) != 0;
          if (want.place[k] == kInDeck || (want.place[k] == foe_hand && !scouted)) {
            want.kind[k] = kUnknownCard;
            want.place[k] = kPlaceUnknown;
            want.label[k] = 0;
          }
          if (want.place[k] == kPlaceUnknown || want.place[k] == foe_hand) want.order[k] = 0;
        }
        sync_ledger_masks(want);
        const auto& got = as<MusketsState>(*obs);
        ASSERT_EQ(got.kind, want.kind);
        ASSERT_EQ(got.place, want.place);
        ASSERT_EQ(got.label, want.label);
        ASSERT_EQ(got.order, want.order);
        ASSERT_EQ(got.at, want.at);
        ASSERT_EQ(got.of_kind, want.of_kind);
        ++checked;
      }
    });
  }
  EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace bivouac::muskets::testing
