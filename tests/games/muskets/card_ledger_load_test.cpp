// The card ledger's keyed ids (card_ids.h, docs/formats.md): a document's ids must be ones its
// label_key issued, so that the ids the game issues next are new; a document written without the
// key still loads and plays on with random fresh ids.
#include <gtest/gtest.h>

#include <stdexcept>

#include "core/registry.h"
#include "support/loaded_states.h"
#include "support/random_play.h"

namespace bivouac::muskets {
namespace {

using bivouac::testing::find_position;
using bivouac::testing::refused_naming;
using bivouac::testing::refused_with;
using nlohmann::json;

// A position after a reshuffle: the key has issued more ids than there are cards.
json reshuffled_position(const Game& game) {
  return find_position(
      game, [](const json& j) { return j["labels_issued"].get<std::size_t>() > j["ids"].size(); });
}

TEST(MusketsCardLedgerLoad, IdsTheKeyDidNotIssueAreRefused) {
  const GamePtr game = make_game("muskets");
  const json base = reshuffled_position(*game);
  ASSERT_FALSE(base.is_null()) << "no random game reshuffled its discard";
  // Another key, or fewer ids issued than the document holds, no longer issued these ids.
  EXPECT_TRUE(refused_with(*game, base, "/label_key",
                           base["label_key"].get<std::uint64_t>() ^ 0x5555555555555555U,
                           "label_key"));
  EXPECT_TRUE(refused_with(*game, base, "/labels_issued", base["ids"].size() - 1, "labels_issued"));
  EXPECT_TRUE(refused_with(*game, base, "/labels_issued", 65537, "labels_issued"));
  // An id repeated on a second card is refused too.
  json twice = base;
  twice["ids"][1][0] = twice["ids"][0][0];
  EXPECT_TRUE(refused_naming(*game, twice, "ids"));
}

TEST(MusketsCardLedgerLoad, ADocumentWithoutTheKeyLoadsAndPlaysOn) {
  const GamePtr game = make_game("muskets");
  json doc = reshuffled_position(*game);
  ASSERT_FALSE(doc.is_null());
  doc.erase("label_key");
  doc.erase("labels_issued");
  auto s = game->state_from_json(doc);
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(game->state_to_json(*s)["label_key"], 0);
  // Play on to the end: later reshuffles draw random ids, checked against the others.
  Rng rng(7);
  ActionList legal;
  for (int n = 0; n < 5000 && !game->is_terminal(*s); ++n) {
    game->legal_actions(*s, legal);
    game->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    ASSERT_NO_THROW(game->check_invariants(*s));
  }
}

// A search handed the true state instead of the observation must not sample from it: the ledger
// of a true state has no unknown entry for the deck's cards (UBSan caught the overrun).
TEST(MusketsCardLedgerLoad, DeterminizingTheTrueStateIsRefused) {
  const GamePtr game = make_game("muskets");
  const auto s = game->new_initial_state(3);
  const int p = game->current_player(*s);
  auto out = s->clone();
  Rng rng(1);
  EXPECT_THROW(game->determinize(*s, p, rng, *out), std::invalid_argument);
  EXPECT_NO_THROW(game->determinize(*game->observation(*s, p), p, rng, *out));
}

}  // namespace
}  // namespace bivouac::muskets
