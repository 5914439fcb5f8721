// The Army Commander's designation (L224-226, ruling R11): option army_commander=secret|random.
#include <fmt/format.h>

#include <set>

#include "core/errors.h"
#include "core/match.h"
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

constexpr const char* kSecret =
    "ready-aim-fire:nation_a=france,nation_b=britain,army_commander=secret";
constexpr int k21 = 5, k11 = 2;  // indices of the 2/1 and 1/1 ratings

// A fresh game in which both players form their lines at once (no minimum per stack).
struct NewGame {
  explicit NewGame(const std::string& options)
      : game(make_game("ready-aim-fire:nation_a=france,nation_b=britain,min_stack_start=0," +
                       options)),
        g(dynamic_cast<const RafGame&>(*game)),
        s(as<RafState>(*g.new_initial_state(7))) {}
  void play(const std::string& text) { g.apply_action(s, parse_action(g, s, text), &log); }
  GamePtr game;
  const RafGame& g;
  RafState s;
  EventLog log;
};

bool visible_only_to(const EventLog& log, const std::string& fragment, int owner) {
  for (const auto& e : log.events()) {
    if (e.text.find(fragment) != std::string::npos)
      return e.visible_to(owner) && !e.visible_to(1 - owner);
  }
  return false;
}

TEST(ArmyCommander, L224_L225_SecretDesignationIsASetupDecisionAmongTheSixCommanders) {
  NewGame t("army_commander=secret");
  const int first = t.s.first_player;
  t.play("done");
  t.play("done");
  ASSERT_EQ(t.s.step, Step::kDesignate);
  EXPECT_EQ(t.g.current_player(t.s), first);
  ASSERT_EQ(t.s.setup_pool[first].size(), 6u) << "six of the eleven commanders (L224)";
  std::set<std::string> expected;
  for (CardId c : t.s.setup_pool[first]) {
    const auto& r = kRatings[static_cast<std::size_t>(t.g.rating(t.s, c))];
    expected.insert(fmt::format("designate army commander {}/{}", r[0], r[1]));
  }
  const auto texts = legal_action_texts(t.g, t.s);
  EXPECT_EQ(std::set<std::string>(texts.begin(), texts.end()), expected);
  // The owner sees his six commanders; the opponent does not.
  const auto mine = t.g.observation(t.s, first);
  const auto theirs = t.g.observation(t.s, 1 - first);
  EXPECT_EQ(as<RafState>(*mine).setup_pool[first], t.s.setup_pool[first]);
  for (CardId c : as<RafState>(*theirs).setup_pool[first]) EXPECT_EQ(c, kUnknownCard);

  const std::string choice = texts.front();
  t.play(choice);
  const CardId ac = t.s.ac_designated[first];
  ASSERT_NE(ac, kNoCard);
  EXPECT_EQ("designate army commander " +
                fmt::format("{}/{}", kRatings[static_cast<std::size_t>(t.g.rating(t.s, ac))][0],
                            kRatings[static_cast<std::size_t>(t.g.rating(t.s, ac))][1]),
            choice);
  EXPECT_TRUE(visible_only_to(t.log, "as his Army Commander", first));
  EXPECT_EQ(as<RafState>(*t.g.observation(t.s, 1 - first)).ac_designated[first], kUnknownCard);
  EXPECT_EQ(as<RafState>(*t.g.observation(t.s, first)).ac_designated[first], ac);

  EXPECT_EQ(t.g.current_player(t.s), 1 - first);
  t.play(legal_action_texts(t.g, t.s).back());
  EXPECT_NE(t.s.step, Step::kDesignate) << "both have designated: the first turn begins";
  EXPECT_NE(t.s.ac_designated[1 - first], kNoCard);
  EXPECT_TRUE(t.s.setup_pool[0].empty() && t.s.setup_pool[1].empty());
  EXPECT_NO_THROW(t.g.check_invariants(t.s));
}

TEST(ArmyCommander, L224_BadDesignationInputNamesTheChoices) {
  NewGame t("army_commander=secret");
  t.play("done");
  t.play("done");
  try {
    (void)parse_action(t.g, t.s, "designate army commander 9/9");
    FAIL() << "accepted a rating that is not drawn";
  } catch (const ActionError& e) {
    EXPECT_NE(std::string(e.what()).find("designate army commander"), std::string::npos)
        << e.what();
  }
}

TEST(ArmyCommander, L226_RandomDesignationIsKnownToItsOwnerOnly) {
  NewGame t("army_commander=random");
  t.play("done");
  t.play("done");
  EXPECT_NE(t.s.step, Step::kDesignate) << "no decision: drawn at random";
  for (int q = 0; q < 2; ++q) {
    const CardId ac = t.s.ac_designated[q];
    ASSERT_NE(ac, kNoCard);
    EXPECT_TRUE(is_commander(ac) && owner_of(ac) == q);
    for (CardId c : t.s.set_aside[q]) EXPECT_NE(c, ac) << "one of the six in the battle";
    EXPECT_EQ(as<RafState>(*t.g.observation(t.s, q)).ac_designated[q], ac);
    EXPECT_EQ(as<RafState>(*t.g.observation(t.s, 1 - q)).ac_designated[q], kUnknownCard);
    EXPECT_TRUE(
        visible_only_to(t.log, fmt::format("{}'s Army Commander is the", t.g.player_name(q)), q));
  }
}

TEST(ArmyCommander, L225_TheDesignatedCommanderIsOnlyArmyCommanderTheOthersOnlyGenerals) {
  Fixture f(kSecret);
  f.s.step = Step::kReinforce;
  const CardId ac = f.commander_to_hand(0, k21);
  f.commander_to_hand(0, k11);
  f.s.ac_designated[0] = ac;
  EXPECT_TRUE(f.legal("army commander 2/1")) << f.legal_texts();
  EXPECT_FALSE(f.legal("general 2/1 to Centre"));
  EXPECT_TRUE(f.legal("general 1/1 to Centre"));
  EXPECT_FALSE(f.legal("army commander 1/1"));
  f.play("army commander 2/1");
  EXPECT_EQ(f.s.army_commander[0].card, ac);
  EXPECT_TRUE(f.log_has("the commander designated at setup"));
  // Played behind the line it is public (R11).
  EXPECT_EQ(as<RafState>(*f.g.observation(f.s, 1)).ac_designated[0], ac);
}

TEST(ArmyCommander, L225_TwoCommandersOfOneRatingGeneralTakesTheUndesignatedOne) {
  Fixture f(kSecret);
  f.s.step = Step::kReinforce;
  const CardId a = f.commander_to_hand(0, k11);
  const CardId b = f.commander_to_hand(0, k11);
  ASSERT_NE(a, b);
  f.s.ac_designated[0] = b;
  EXPECT_TRUE(f.legal("army commander 1/1"));
  f.play("general 1/1 to Centre");
  EXPECT_EQ(f.s.generals[0][2].card, a);
  EXPECT_FALSE(f.legal("general 1/1 to Left Centre")) << "only the Army Commander is left";
  EXPECT_TRUE(f.legal("army commander 1/1"));
}

TEST(ArmyCommander, L225_TheOwnerChoosesWhetherToDiscardTheDesignatedCommander) {
  Fixture f(kSecret);
  f.s.step = Step::kDiscardOne;
  const CardId a = f.commander_to_hand(0, k11);
  const CardId b = f.commander_to_hand(0, k11);
  f.s.ac_designated[0] = a;
  EXPECT_TRUE(f.legal("discard Commander 1/1")) << f.legal_texts();
  EXPECT_TRUE(f.legal("discard army commander 1/1"));
  f.play("discard Commander 1/1");
  EXPECT_EQ(f.s.discard[0].back(), b);
  EXPECT_EQ(as<RafState>(*f.g.observation(f.s, 1)).ac_designated[0], kUnknownCard)
      << "discarding reveals the card, not the designation";
}

TEST(ArmyCommander, L225_FirstPlayedDefaultStillNamesTheFirstCommanderBehindTheLine) {
  Fixture f;
  f.s.step = Step::kReinforce;
  f.commander_to_hand(0, k21);
  f.commander_to_hand(0, k11);
  EXPECT_TRUE(f.legal("army commander 2/1"));
  EXPECT_TRUE(f.legal("army commander 1/1"));
  EXPECT_TRUE(f.legal("general 2/1 to Centre"));
  EXPECT_EQ(f.s.ac_designated[0], kNoCard);
}

// Fog of war: the opponent cannot tell which commander was designated.
TEST(Fog, L225_StatesDifferingOnlyInTheSecretArmyCommanderLookTheSameToTheOpponent) {
  Fixture f(kSecret);
  f.fill_empty(0);
  f.fill_empty(1);
  f.general(1, 2, k11, 1);  // played as a general: cannot be the Army Commander
  std::vector<CardId> in_battle;
  for (CardId c : f.s.reserve[1])
    if (is_commander(c)) in_battle.push_back(c);
  ASSERT_GE(in_battle.size(), 2u);
  f.s.ac_designated[1] = in_battle[0];
  f.s.ac_designated[0] = f.s.reserve[0].back();
  ASSERT_TRUE(is_commander(f.s.ac_designated[0]));
  RafState other = f.s;
  other.ac_designated[1] = in_battle[1];
  EXPECT_TRUE(f.g.observation(f.s, 0)->equals(*f.g.observation(other, 0)));
  EXPECT_FALSE(f.g.observation(f.s, 1)->equals(*f.g.observation(other, 1)));

  // Sampled worlds designate one of the commanders in the battle (which six were drawn is
  // hidden too) that was not played as a general, and not always the same one.
  const auto obs = f.g.observation(f.s, 0);
  Rng rng(11);
  std::set<CardId> designated;
  for (int i = 0; i < 300; ++i) {
    RafState world;
    f.g.determinize(*obs, 0, rng, world);
    const CardId ac = world.ac_designated[1];
    EXPECT_TRUE(is_commander(ac) && owner_of(ac) == 1);
    EXPECT_NE(ac, f.s.generals[1][2].card);
    for (CardId c : world.set_aside[1]) EXPECT_NE(c, ac);
    EXPECT_NO_THROW(f.g.check_invariants(world));
    EXPECT_TRUE(f.g.observation(world, 0)->equals(*obs));
    designated.insert(ac);
  }
  EXPECT_GE(designated.size(), in_battle.size());
}

}  // namespace
}  // namespace bivouac::raf::test
