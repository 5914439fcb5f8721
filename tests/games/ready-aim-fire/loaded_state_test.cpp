// Issue 26: a loaded position is checked whole. The probe's crash: a state whose
// combat.defender_slot or combat.defender_support is 5-8 in step attack_reroll, defend_reroll or
// morale_reroll loaded, and the next "keep the roll", "re-roll with general" or bot move read
// outside the defender's stack. Each such document must now be refused naming the field, and any
// document that loads must let every legal action and a bot move keep the invariants.
#include <string>

#include "core/bot.h"
#include "core/errors.h"
#include "fixture.h"

namespace bivouac::raf::test {
namespace {

constexpr const char* kCentre = "attack from Centre on Centre";

// Every legal action (each on its own copy) and a heuristic bot move from a loaded position keep
// the invariants.
void expect_every_move_playable(const RafGame& g, const GamePtr& game, const State& loaded) {
  ActionList legal;
  g.legal_actions(loaded, legal);
  ASSERT_FALSE(legal.empty());
  for (Action a : legal) {
    auto copy = loaded.clone();
    g.apply_action(*copy, a, nullptr);
    EXPECT_NO_THROW(g.check_invariants(*copy)) << g.action_to_string(loaded, a);
  }
  const int p = g.current_player(loaded);
  if (p < 0) return;
  auto bot = BotRegistry::instance().create("heuristic", game, 1);
  auto copy = loaded.clone();
  g.apply_action(*copy, bot->choose(*g.observation(loaded, p), p), nullptr);
  EXPECT_NO_THROW(g.check_invariants(*copy));
}

// Loads the position with `field` of `object` set to each of 5..8: the load must be refused with
// a message naming `expect_named`, or the loaded position must play on safely.
void probe_field(Fixture& f, const char* object, const char* field, const std::string& named) {
  const nlohmann::json base = f.g.state_to_json(f.s);
  ASSERT_NO_THROW((void)f.g.state_from_json(base)) << "the unmutated position loads";
  for (int v = 5; v <= 8; ++v) {
    nlohmann::json doc = base;
    doc[object][field] = v;
    std::unique_ptr<State> loaded;
    try {
      loaded = f.g.state_from_json(doc);
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(named), std::string::npos)
          << object << "." << field << "=" << v << ": " << e.what();
      continue;
    }
    ADD_FAILURE() << object << "." << field << "=" << v << " loaded in step "
                  << base["step"].get<std::string>();
    expect_every_move_playable(f.g, f.game_ptr, *loaded);
  }
}

void probe_combat(Fixture& f) {
  probe_field(f, "combat", "defender_slot", "combat.defender_slot");
  probe_field(f, "combat", "defender_support", "combat.defender_support");
  probe_field(f, "combat", "attacker_slot", "combat.attacker_slot");
  probe_field(f, "combat", "attacker_support", "combat.attacker_support");
}

TEST(LoadedState, Issue26_AttackRerollWithTheDefenderOutsideItsStackIsRefused) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.general(0, 2, 5, 2);
  f.dice({1, 3});
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kAttackReroll);
  probe_combat(f);
}

TEST(LoadedState, Issue26_DefendRerollWithTheDefenderOutsideItsStackIsRefused) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.general(1, 2, 5, 2);
  f.dice({3, 1});
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kDefendReroll);
  probe_combat(f);
}

// A 0 result (L99-100) in a combat: the defender's immediate morale check fails and his general
// may re-roll it, so the combat is still in progress during the morale re-roll.
TEST(LoadedState, Issue26_MoraleRerollInsideACombatWithItsSlotsOutsideTheStackIsRefused) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.general(1, 2, 5, 2);
  f.dice({3, 3});
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kDefendReroll);
  f.dice({6, 6, 6, 6});  // both immediate checks fail; the defender's general may re-roll his
  f.play("keep the roll");
  ASSERT_EQ(f.s.step, Step::kMoraleReroll);
  ASSERT_EQ(f.s.in_combat, 1);
  probe_field(f, "test", "slot", "test.slot");
  // The battling cards' slots are no longer read once the result is known; whatever they hold,
  // the position plays on.
  for (const char* field : {"defender_slot", "defender_support"}) {
    for (int v = 5; v <= 8; ++v) {
      auto doc = f.g.state_to_json(f.s);
      doc["combat"][field] = v;
      std::unique_ptr<State> loaded;
      try {
        loaded = f.g.state_from_json(doc);
      } catch (const std::invalid_argument&) {
        continue;
      }
      expect_every_move_playable(f.g, f.game_ptr, *loaded);
    }
  }
}

TEST(LoadedState, Issue26_ACombatStepWithoutACombatOrARerollWithoutAGeneralIsRefused) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(1, 2, Troop::kLine);
  f.general(0, 2, 5, 2);
  f.dice({1, 3});
  f.play(kCentre);
  ASSERT_EQ(f.s.step, Step::kAttackReroll);
  auto no_combat = f.g.state_to_json(f.s);
  no_combat["in_combat"] = 0;
  EXPECT_THROW((void)f.g.state_from_json(no_combat), FormatError);
  auto spent = f.g.state_to_json(f.s);
  spent["generals"][0][2]["left"] = 0;
  EXPECT_THROW((void)f.g.state_from_json(spent), FormatError);
  auto other_card = f.g.state_to_json(f.s);
  other_card["combat"]["defender_card"] = nullptr;
  EXPECT_THROW((void)f.g.state_from_json(other_card), std::invalid_argument);
}

TEST(LoadedState, Issue26_AReorderPastTheStackIsRefused) {
  Fixture f;
  f.put(0, 2, Troop::kLine);
  f.put(0, 2, Troop::kGuard);
  f.s.step = Step::kReorder;
  f.s.reorder_stack = 2;
  f.s.reorder_done = 0;
  ASSERT_NO_THROW((void)f.g.state_from_json(f.g.state_to_json(f.s)));
  auto doc = f.g.state_to_json(f.s);
  doc["reorder_done"] = 5;
  try {
    (void)f.g.state_from_json(doc);
    ADD_FAILURE() << "reorder_done 5 in a stack of 2 loaded";
  } catch (const FormatError& e) {
    EXPECT_NE(std::string(e.what()).find("reorder_done"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace bivouac::raf::test
