// Ruling R34 (docs/rulings/ready-aim-fire.md): a morale test of a battalion the opponent may not
// know is rolled by its owner, who says pass or fail (L47, L178-179). Checked on the bytes each
// viewer is sent (core/seat_view.h), for stack checks, revival tests and the Army Commander's
// army-wide check, and against the seat view, which shows the same card as a back.
#include "core/seat_view.h"
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

constexpr auto npos = std::string::npos;

// Every event `viewer` is sent, as the server and the engine send it.
std::string bytes_for(const Fixture& f, int viewer) {
  std::string out;
  for (const Event& e : f.log.events()) {
    if (viewer_sees(e, viewer)) out += seat_event_json(e, 0, viewer).dump() + "\n";
  }
  return out;
}

void ready_for_morale(Fixture& f) {
  f.fill_empty(0);
  f.fill_empty(1);
  f.hand(0, Troop::kLine);
}

TEST(MoraleFog, L47_L178_AFaceDownStackCheckNamesNeitherTheCardNorItsMoraleToTheOpponent) {
  Fixture f;
  const CardId guard = f.put(1, 2, Troop::kGuard, 0);  // face down: player 0 does not know it
  ready_for_morale(f);
  f.s.morale_queue.push_back(MoraleEntry{1, 2, kStackCheck, 0, kNoCard});
  f.dice({5, 5});  // 10: the Guard passes (its morale is 10)
  f.play("end attacks");
  const std::string named = "Player 2's " + f.g.troop_info(f.s, guard).name;
  const std::string foe = bytes_for(f, 0);
  const std::string owner = bytes_for(f, 1);
  const std::string spectator = bytes_for(f, kSpectatorViewer);
  EXPECT_EQ(foe.find(named), npos) << foe;
  EXPECT_EQ(foe.find("needs 10"), npos) << foe;
  EXPECT_EQ(foe.find("[5,5]"), npos) << "the dice would bound the morale value: " << foe;
  EXPECT_NE(foe.find("stack morale check of Player 2's face-down battalion in"), npos) << foe;
  EXPECT_NE(foe.find(": passes"), npos) << foe;
  EXPECT_NE(owner.find("stack morale check of " + named), npos) << owner;
  EXPECT_NE(owner.find("needs 10 or less"), npos) << owner;
  EXPECT_EQ(owner.find("face-down battalion"), npos) << "the owner gets the full roll only";
  EXPECT_EQ(spectator.find(named), npos);
  EXPECT_EQ(spectator.find("needs 10"), npos);
  // The observation agrees: the same card is a back in player 0's seat view.
  const auto view = build_seat_view(f.g, f.s, 0, {});
  for (const auto& z : view["board"]["zones"]) {
    if (z["id"] != "stack:1:2") continue;
    for (const auto& c : z["cards"]) EXPECT_FALSE(c.contains("id") && c["id"] == guard);
  }
}

TEST(MoraleFog, L178_ACardTheOpponentKnowsIsNarratedInFullToBoth) {
  Fixture f;
  const CardId line = f.put(1, 2, Troop::kLine, kKnownOpp);
  ready_for_morale(f);
  f.s.morale_queue.push_back(MoraleEntry{1, 2, kStackCheck, 0, kNoCard});
  f.dice({3, 3});
  f.play("end attacks");
  const std::string named = "stack morale check of Player 2's " + f.g.troop_info(f.s, line).name;
  EXPECT_NE(bytes_for(f, 0).find(named), npos);
  EXPECT_NE(bytes_for(f, 0).find("needs 8 or less"), npos);
  EXPECT_NE(bytes_for(f, kSpectatorViewer).find(named), npos);
}

TEST(MoraleFog, L187_AFaceDownRevivalTestTellsTheOpponentOnlyTheOutcome) {
  Fixture f;
  const CardId guard = f.put(0, 2, Troop::kGuard, kShaken);  // face down, Shaken (R29: public)
  ready_for_morale(f);
  f.dice({6, 6});  // 12 fails
  f.play("end attacks");
  ASSERT_TRUE(f.s.stacks[0][2].back().flags & kShaken);
  const std::string foe = bytes_for(f, 1);
  EXPECT_EQ(foe.find("Player 1's " + f.g.troop_info(f.s, guard).name), npos) << foe;
  EXPECT_EQ(foe.find("needs 10"), npos) << foe;
  EXPECT_NE(foe.find("revival test of Player 1's face-down battalion in"), npos) << foe;
  EXPECT_NE(foe.find(": fails"), npos) << foe;
  EXPECT_NE(bytes_for(f, 0).find("needs 10 or less"), npos);
}

TEST(MoraleFog, L252_TheArmyWideCheckNamesNoFaceDownCardToTheOpponent) {
  Fixture f;
  const CardId guard = f.put(1, 2, Troop::kGuard, 0);
  ready_for_morale(f);
  f.s.ac_dead[1] = 1;
  f.s.morale_queue.push_back(MoraleEntry{1, 0, kArmyCheck, 0, kNoCard});
  f.dice({1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});  // every card passes
  f.play("end attacks");
  const std::string foe = bytes_for(f, 0);
  EXPECT_EQ(foe.find("Player 2's " + f.g.troop_info(f.s, guard).name), npos) << foe;
  EXPECT_EQ(foe.find("needs 9"), npos) << "Guard 10, -1 for the dead Army Commander: " << foe;
  EXPECT_NE(foe.find("army morale check (Army Commander killed) of Player 2's face-down"), npos)
      << foe;
  EXPECT_NE(bytes_for(f, 1).find("needs 9 or less, -1 for the dead Army Commander"), npos);
}

}  // namespace
}  // namespace bivouac::raf::test
