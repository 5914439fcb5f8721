#pragma once
// Prompted actions C1-E1 with their card cost per TuG formation (sheet 004 lines 140-181),
// loaded from data/actions.toml.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/reg/colour.h"

namespace bivouac::reg {

// The four cost columns of line 141, in the sheet's order.
enum class Formation { kSkirmish, kDrilled, kFormed, kTribal };
inline constexpr int kFormationCount = 4;

enum class ActionKind {
  kUnit,      // cost by formation
  kGeneral,   // a general's own move: one fixed cost, or free
  kVariants,  // a cost per circumstance (C6 press on, E1 recover a wound)
  kModifier,  // raises the cost of other actions (M16 interpenetration)
};

struct ActionVariant {
  std::string key;
  std::string label;
  Colour colour = Colour::kWhite;
  int line = 0;
  int recovers_bw = 0;  // C6: BW of a drive back by fire won back (lines 147, 422)
};

struct PromptedAction {
  std::string id;
  std::string phase;
  int turn_phase = 0;  // the turn phase (1-6, lines 3-41) it is prompted in, from [turn_phase]
  std::string name;
  std::string note;
  int line = 0;
  ActionKind kind = ActionKind::kUnit;
  std::array<std::optional<Colour>, kFormationCount> cost{};  // nullopt: N/A
  std::optional<Colour> general_cost;                         // nullopt: free
  std::vector<ActionVariant> variants;
  int raises = 0;                       // kModifier
  std::vector<std::string> applies_to;  // kModifier
  bool keil_allowed = true;
  bool tribal_forbidden = false;
  int move_reduction = 0;
  int max_cards = 1;  // cards one action may take, each paying the cost (F1, line 167: 3)
  // The turn steps it may be played at, when its note ties it to one (C5 at 2.1, line 146; M15
  // in the Movement phase, line 162); empty: the sheet does not tie it.
  std::vector<std::string> only_at;
  [[nodiscard]] bool allowed_at(std::string_view step) const;
};

struct Surcharge {
  int line = 0;
  int raises = 0;
  std::vector<std::string> applies_to;
  [[nodiscard]] bool applies(std::string_view id) const;
};

struct ActionTable {
  std::vector<std::string> formations;
  int formations_line = 0;
  std::vector<PromptedAction> actions;
  Surcharge keil;
  int out_of_command_line = 0;
  int out_of_command_rule_line = 0;
  int out_of_command_extra = 0;
  int upgrade_line = 0;
  int upgrade_once_line = 0;
  int upgrade_colours = 0;
  int block_line = 0;
  int block_extra_line = 0;
  int block_extra = 0;
  int block_pull_line = 0;  // each non-skirmishing UG takes along one skirmishing UG (line 181)

  [[nodiscard]] static ActionTable load(std::string_view text, const std::string& file);
  [[nodiscard]] const PromptedAction* find(std::string_view id) const;  // any case
  [[nodiscard]] std::vector<std::string> ids() const;
};

[[nodiscard]] std::optional<Formation> parse_formation(std::string_view text);
[[nodiscard]] std::string_view formation_name(Formation f);

}  // namespace bivouac::reg
