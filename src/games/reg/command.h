#pragma once
// The command-card economy (sheet 004 lines 17-19, 71-80, 176-181): the pack, each general's
// hand, dealing to the level allowance, discarding, reshuffling, gifting by army-commander
// type, Hesitant/Desertion in the first turn, and the once-per-phase upgrade and move.
// A plain value that converts to and from JSON, so the protocol can carry it between requests.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "games/reg/action_table.h"
#include "games/reg/deck_counts.h"
#include "games/reg/general_table.h"
#include "games/reg/kab.h"
#include "games/reg/quality.h"

namespace bivouac::reg {

struct General {
  std::string name;
  GeneralLevel level = GeneralLevel::kCG;
  std::string type = "Professional";  // Professional, Instinctive or Tribal
  std::string commander;              // a commander key of generals.toml when army commander
  bool allied = false;
  bool on_table = true;
  bool dead = false;
  bool front_rank = false;
  std::string with;   // the UG he fights with when in a front rank (lines 76-77)
  int died_turn = 0;  // the turn he was killed in, 0 when alive or not known (lines 31, 40)
  std::vector<Colour> hand;
  bool upgraded = false;   // used his one-colour upgrade this phase (line 177)
  bool moved = false;      // made his one voluntary move this phase (line 176)
  int gifts_received = 0;  // this turn
  bool hesitant = false;
  bool desertion = false;
};

// One unit group of the army (issue 17): which command it belongs to and what the sheet's rules
// need to know about it.
struct UnitGroup {
  std::string name;
  std::string command;         // the name of its general
  std::string troop = "foot";  // foot, mounted, dragoons, artillery, elephants, battlewagons
  bool sug = false;            // a Skirmish Unit Group rather than a Tactical one
  Formation formation = Formation::kFormed;  // the cost column of line 141
  Quality quality = Quality::kAverage;
  bool keil = false;  // Keil, Tercio or Later Keil (line 174)
  int ranks = 2;
  // In skirmish formation or a SuG: priced in the Skirmish column, pulled along by blocks.
  [[nodiscard]] bool skirmishing() const { return sug || formation == Formation::kSkirmish; }
};

[[nodiscard]] const std::vector<std::string>& troop_keys();

class CommandState {
 public:
  std::string deck_label;
  std::vector<Colour> pack;
  std::vector<Colour> discards;
  std::vector<General> generals;
  std::vector<UnitGroup> units;
  int turn = 1;
  Rng rng;

  // A full pack from `counts`, shuffled with `seed`.
  [[nodiscard]] static CommandState fresh(const DeckCounts& counts, std::uint64_t seed);

  void add_general(const GeneralTable& t, General g);  // validates name, type and commander
  [[nodiscard]] General& general(std::string_view name);
  [[nodiscard]] const General* army_commander() const;
  void add_unit(UnitGroup u);  // validates name, command, troop
  [[nodiscard]] UnitGroup& unit(std::string_view name);
  // Step 1.1 (line 17): the first general holding more than one card over his allowance.
  [[nodiscard]] const General* over_discard_cap(const GeneralTable& t) const;
  // Throws RuleRefusal when a general holds more than one card over his allowance.
  void require_discards_done(const GeneralTable& t, const std::string& what) const;

  // Each returns a line per event for the log.
  std::vector<std::string> deal(const GeneralTable& t);  // step 1.2
  std::vector<std::string> discard(const GeneralTable& t, std::string_view name,
                                   const std::vector<Colour>& cards);  // step 1.1
  std::string reshuffle();                                             // step 1.1
  std::string gift(const GeneralTable& t, std::string_view to, Colour card, int distance);  // 1.3
  std::string play(std::string_view name, const std::vector<Colour>& cards);
  std::string upgrade(const ActionTable& t, std::string_view name);
  std::string move_general(const PromptedAction& a, std::string_view name);
  std::vector<std::string> apply_fate(std::string_view name, const KabGeneralResult& r);
  // Steps 4.2/6.2 (lines 31, 40): only a general killed in an earlier turn, at his type's step.
  std::string replace(const GeneralTable& t, std::string_view name, std::string_view step);
  void new_phase();
  void new_turn();

  [[nodiscard]] std::string describe(const GeneralTable& t) const;
  [[nodiscard]] nlohmann::json to_json() const;
  // Throws FormatError naming the bad field.
  [[nodiscard]] static CommandState from_json(const nlohmann::json& j, const GeneralTable& t);
};

[[nodiscard]] std::string cards_text(const std::vector<Colour>& cards);  // "White, Green x2"

}  // namespace bivouac::reg
