// Registers Ready Aim Fire with its options; each option's description names the ruling it picks.
#include "core/registry.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

GameInfo info() {
  GameInfo g;
  g.id = kGameId;
  g.title = "Ready Aim Fire";
  g.summary =
      "Napoleonic card battle: five stacks a side, fog of war, commanders, tactics and five "
      "nations";
  g.credit = "Ready Aim Fire by Ian Milnes, from the Warpspawn free games site (page RAFV1)";
  g.rules_file = "000_3659b1f57d523dc6.txt";
  const std::vector<std::string> nations = {"random",  "france",  "britain",
                                            "austria", "prussia", "russia"};
  g.options = {
      choice_option("nation_a", "random", nations, "Player 1's nation (L29, L196-223)")
          .labelled("Player 1's nation", "Armies"),
      choice_option("nation_b", "random", nations, "Player 2's nation (L29, L196-223)")
          .labelled("Player 2's nation", "Armies"),
      choice_option("draw_source", "either", {"either", "reserve_only"},
                    "Draw phase source: either deck card by card (Thoth line L64) or only the "
                    "Reserve deck (L66)")
          .labelled("Where the Draw phase draws from", "Turn"),
      choice_option("attack_mode", "three", {"three", "per_stack_plus_one"},
                    "Attacks per turn: 3, or one per stack plus one extra (L83)")
          .labelled("Attacks per turn", "Turn"),
      bool_option("thoth_setup", false,
                  "Thoth setup: deal 13 battalions, swap Guard/Heavy Cavalry, discard the unusable "
                  "(L22-28)")
          .labelled("Thoth setup", "Setup"),
      bool_option("breakpoint", false, "Optional Army Breakpoint victory (L51, L311-338)")
          .labelled("Army Breakpoint victory", "Victory"),
      choice_option(
          "breakpoint_at", "reached", {"reached", "passed"},
          "Breakpoint loses when the total reaches (L51) or passes (L325) the national value")
          .labelled("Breakpoint reached or passed", "Victory"),
      bool_option("revive_needs_commander", false,
                  "Shaken cards revive only beside a general (optional rule L189)")
          .labelled("Shaken cards revive only beside a general", "Optional rules"),
      int_option("min_stack_start", 1, 0, 2,
                 "Battalions each stack needs at setup (L39 says \"up to\")")
          .labelled("Battalions each stack needs at setup", "Setup"),
      bool_option(
          "centre_only_foot", true,
          "Guard, Elite and Second Rate foot are placed like Line, in the centre stacks (L40-41)")
          .labelled("Guard, Elite and Second Rate foot in the centre stacks", "Setup"),
      bool_option(
          "restrict_reinforcements", false,
          "The setup placement restrictions (L40-41) also bind later placements (L76 says \"to any "
          "of your stacks\")")
          .labelled("Setup restrictions bind later placements", "House rules"),
      choice_option("blown_effect", "cannot_attack", {"cannot_attack", "minus_one"},
                    "What Blown cavalry suffers (L136-141 gives no effect)")
          .labelled("What Blown cavalry suffers", "Combat"),
      choice_option("repeated_shaken", "no_effect", {"no_effect", "rout"},
                    "A Shaken card (L111) shaken again: no further effect, or it routs")
          .labelled("A Shaken card shaken again", "Combat"),
      choice_option("light_terrain", "opponent", {"opponent", "own"},
                    "L155: Light Infantry make the enemy's Hills/Woods/River count for nothing, or "
                    "never get them")
          .labelled("Light Infantry and terrain", "Combat"),
      bool_option("prussian_second_cav_tough", false,
                  "Prussian Second Rate Cav also need +4 to be eliminated (L96, L210)")
          .labelled("Tough Prussian Second Rate cavalry", "Armies"),
      choice_option("death_counter", "per_turn", {"per_turn", "per_game"},
                    "A general's re-roll count for his death roll (L237-239)")
          .labelled("A general's death-roll re-rolls", "Combat"),
      choice_option("morale_timing", "queued", {"queued", "immediate"},
                    "Stack checks after an elimination wait for the Morale phase (L109, L173) or "
                    "happen at once")
          .labelled("When stack morale is checked", "Victory"),
      choice_option("victory_count", "state", {"state", "cumulative"},
                    "Three positions: stacks empty now, or stacks ever emptied (L50)")
          .labelled("Stacks counted for the three-position victory", "Victory"),
      choice_option("army_commander", "first_played", {"first_played", "secret", "random"},
                    "Army Commander: the first commander played behind the line, or one "
                    "designated at setup in secret or at random (L224-226)")
          .labelled("Who is the Army Commander", "Setup"),
      choice_option("square_rerolls", "off", {"off", "on"},
                    "Divisional Generals may also re-roll failed square and ride-around rolls "
                    "(L124-134, L229-235)")
          .labelled("Generals re-roll squares and ride-arounds", "Combat"),
      choice_option("support", "choice", {"choice", "below"},
                    "Support (L114-118): the owner picks which unshaken battalion of the stack "
                    "supports, or none; or the battalion directly below always supports")
          .labelled("Who supports in a battle", "Combat"),
      choice_option("unsided_tactics", "both", {"both", "attacker"},
                    "Socket Bayonets, Canister Shot, Rifles and Enfilade fire name no side "
                    "(L267-286): offered to either battling card they fit, or to the attacker "
                    "only")
          .labelled("Tactics that name no side", "Combat"),
      choice_option("bridge", "every_attack", {"every_attack", "single_use"},
                    "Bridge (L308): negates the River for each infantry or cavalry attack on "
                    "its stack, or for one such attack and is then spent")
          .labelled("How long a Bridge lasts", "Combat"),
      int_option("turn_limit", 300, 10, 5000,
                 "Player-turns before the game is called a draw (AI play only)")
          .labelled("Turn limit", "Length"),
      card_list_option(),
  };
  g.test_variants = {
      "ready-aim-fire",
      "ready-aim-fire:nation_a=austria,nation_b=prussia,breakpoint=true,army_commander=secret,"
      "square_rerolls=on",
      "ready-aim-fire:nation_a=russia,nation_b=france,draw_source=reserve_only,attack_mode=per_"
      "stack_plus_one,support=below,unsided_tactics=attacker,bridge=single_use",
      "ready-aim-fire:nation_a=britain,nation_b=austria,thoth_setup=true,revive_needs_commander="
      "true,blown_effect=minus_one,army_commander=random",
      "ready-aim-fire:morale_timing=immediate,repeated_shaken=rout,death_counter=per_game,victory_"
      "count=cumulative,"
      "light_terrain=own,prussian_second_cav_tough=true,breakpoint=true,breakpoint_at=passed,min_"
      "stack_start=0,"
      "centre_only_foot=false,restrict_reinforcements=true",
  };
  return g;
}

const GameRegistrar kRegistrar(define_game<RafGame>(info()));

}  // namespace
}  // namespace bivouac::raf
