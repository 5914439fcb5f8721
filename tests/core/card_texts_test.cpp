// A card's text as a player reads it (POST /api/card, `card NAME`): the printed headings Volley's
// one-line rules are cut into reach the reader in words, not in capitals that read as a code
// (issue 42: "L1 CARD LIST NOTATION" on a card).
#include "core/card_texts.h"

#include <gtest/gtest.h>

namespace bivouac {
namespace {

const char* kTexts = R"(
[[card]]
name = "W"
kind = "card code: Weapon"
lines = "L1 CARD LIST NOTATION, ATTACK PHASE"
text = "A weapon."

[[card]]
name = "Cannon"
kind = "battle card"
lines = "L56-64"
text = "Fires."
)";

TEST(CardTexts, PrintedHeadingsInCapitalsAreWordedAndLineNumbersKept) {
  const CardTexts texts = CardTexts::parse(kTexts, "test");
  EXPECT_EQ(texts.describe("W", "Volley"),
            "W (card code: Weapon, L1 \"Card list notation\", \"Attack phase\"): A weapon.");
  EXPECT_EQ(texts.describe("Cannon", "Muskets"), "Cannon (battle card, L56-64): Fires.");
}

}  // namespace
}  // namespace bivouac
