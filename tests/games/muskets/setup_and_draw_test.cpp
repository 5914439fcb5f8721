// Deck, setup and drawing: rule text 001_dfae28d78dcf7ef2.txt.
#include <gtest/gtest.h>

#include "games/muskets/position.h"

namespace bivouac::muskets::testing {
namespace {

TEST(MusketsSetup, L19_DeckIsTenTypesOfFourCopies) {
  auto game = muskets();
  EXPECT_EQ(game->cards().size(), 10);
  EXPECT_EQ(game->cards().total_cards(), 40);
  for (int t = 0; t < 10; ++t) EXPECT_EQ(game->cards()[t].copies, 4) << game->cards()[t].name;
}

TEST(MusketsSetup, L98_to_L107_InfantryForcesAreFourToSeven) {
  auto game = muskets();
  EXPECT_EQ(game->cards()[type(*game, "Light Infantry")].force, 4);
  EXPECT_EQ(game->cards()[type(*game, "Line Infantry")].force, 5);
  EXPECT_EQ(game->cards()[type(*game, "Grenadier Infantry")].force, 6);
  EXPECT_EQ(game->cards()[type(*game, "Guard Infantry")].force, 7);
  EXPECT_TRUE(game->cards()[type(*game, "Light Infantry")].scouts);
  EXPECT_FALSE(game->cards()[type(*game, "Line Infantry")].scouts);
}

TEST(MusketsSetup, L23_L27_TwentyMoraleSevenCardsAndTheFirstPlayerDrawsTwo) {
  auto game = muskets();
  for (std::uint64_t seed = 1; seed < 30; ++seed) {
    auto st = game->new_initial_state(seed);
    const auto& s = as<MusketsState>(*st);
    EXPECT_EQ(s.morale[0], 20);
    EXPECT_EQ(s.morale[1], 20);
    const int first = s.first_player;
    // The first player's Reserves draw (L44) has happened; no one has played a card yet.
    EXPECT_EQ(count(s.hand[static_cast<std::size_t>(first)]) +
                  count(s.line[static_cast<std::size_t>(first)]),
              9);
    EXPECT_EQ(count(s.hand[static_cast<std::size_t>(1 - first)]), 7);
    EXPECT_EQ(s.deck.size(), 40u - 16u);
  }
}

TEST(MusketsSetup, FirstPlayerIsDecidedByACoinAndCanBeFixed) {
  auto game = muskets();
  int firsts[2] = {0, 0};
  for (std::uint64_t seed = 1; seed <= 200; ++seed)
    ++firsts[as<MusketsState>(*game->new_initial_state(seed)).first_player];
  EXPECT_GT(firsts[0], 60);
  EXPECT_GT(firsts[1], 60);
  auto second = muskets("first_player=2");
  EXPECT_EQ(as<MusketsState>(*second->new_initial_state(3)).first_player, 1);
}

// Ends player 1's turn from a Rally decision, so that player 2's turn begins.
MusketsState rally_then_pass(const MusketsGame& game, Position p, EventLog* log = nullptr) {
  p.step = Step::kRally;
  p.active = 0;
  p.hands[0].push_back("General");
  auto s = make(game, p);
  play(game, s, "pass", log);
  return s;
}

TEST(MusketsDraw, L44_ReservesPhaseDrawsTwoAtTheStartOfATurn) {
  auto game = muskets();
  Position p;
  p.hands[1] = {"Cannon"};
  p.deck_top = {"Aim", "Fire"};
  EventLog log;
  auto s = rally_then_pass(*game, p, &log);
  EXPECT_EQ(s.active, 1);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.hand[1], counts(*game, {"Cannon", "Aim", "Fire"}));
  // The drawer is told which cards; the opponent only how many.
  bool private_seen = false, public_seen = false;
  for (const auto& e : log.events()) {
    if (e.kind != "draw") continue;
    if (e.visible_to(1) && !e.visible_to(0)) private_seen = e.text.find("Aim") != std::string::npos;
    if (e.visible_to(0) && !e.visible_to(1)) public_seen = e.text.find("Aim") == std::string::npos;
  }
  EXPECT_TRUE(private_seen);
  EXPECT_TRUE(public_seen);
}

TEST(MusketsDraw, L45_AnEmptyDeckIsReplacedByTheShuffledDiscardPile) {
  auto game = muskets();
  Position p;
  p.hands[1] = {"Cannon"};
  p.everything_else_discarded = true;  // deck empty, 38 cards in the discard pile
  auto s = rally_then_pass(*game, p);
  EXPECT_EQ(count(s.hand[1]), 3);
  EXPECT_EQ(count(s.discard), 0);
  EXPECT_EQ(s.deck.size(), 40u - 1u - 3u);  // player 1 keeps his General; player 2 holds 3
}

TEST(MusketsDraw, L45_WhenDeckAndDiscardAreBothEmptyDrawWhatThereIs) {
  auto game = muskets();
  Position p;
  // Every card is in a hand or in play, except one left in the deck.
  p.hands[0] = {"General", "General", "General", "Cannon", "Cannon", "Cannon"};
  p.hands[1] = {"Cavalry", "Cavalry", "Cavalry", "Cavalry", "Ready", "Ready", "Ready", "Ready",
                "Aim",     "Aim",     "Aim",     "Aim",     "Fire",  "Fire",  "Fire",  "Fire"};
  p.lines[0] = {"Light Infantry", "Light Infantry", "Light Infantry", "Light Infantry",
                "Line Infantry",  "Line Infantry",  "Line Infantry",  "Line Infantry"};
  p.lines[1] = {"Grenadier Infantry", "Grenadier Infantry", "Grenadier Infantry",
                "Grenadier Infantry", "Guard Infantry",     "Guard Infantry",
                "Guard Infantry",     "Guard Infantry"};
  auto s = rally_then_pass(*game, p);  // adds the fourth General to player 1's hand
  EXPECT_EQ(count(s.hand[1]), 17);     // the last Cannon, then nothing more to draw
  EXPECT_TRUE(s.deck.empty());
}

}  // namespace
}  // namespace bivouac::muskets::testing
