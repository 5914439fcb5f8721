// Why a typed Muskets action is refused: the phase it belongs to, or the card or target it needs,
// with the rule lines (issue 13, "Refusals are explained"). Only texts that name a Muskets action
// are explained; anything else is left to the core's list of legal actions.
#include <fmt/format.h>

#include <optional>

#include "core/game_help.h"
#include "core/text_match.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

namespace {

namespace tm = text_match;

struct PhaseRef {
  const char* name;
  const char* lines;
};

// The phase each step belongs to (L29-41); the answer steps are part of their phase.
PhaseRef phase_of(Step step) {
  switch (step) {
    case Step::kBattlePlan:
      return {"Battle Plan", "L47-48"};
    case Step::kDeploy:
      return {"Deploy", "L50-54"};
    case Step::kBattery:
    case Step::kBatteryAnswer:
      return {"Battery", "L56-60"};
    case Step::kBombardment:
      return {"Bombardment", "L62-64"};
    case Step::kFlanking:
    case Step::kFlankingAnswer:
      return {"Flanking", "L66-70"};
    case Step::kFire:
      return {"Fire", "L72-76"};
    case Step::kCasualties:
      return {"Casualty", "L78-84"};
    case Step::kCharge:
      return {"Charge", "L86-90"};
    case Step::kRally:
      return {"Rally", "L92-93"};
    case Step::kHandLimit:
      return {"Rally (hand limit)", "L94"};
    case Step::kGameOver:
      break;
  }
  return {"end of the game", "L14-15"};
}

// "Bombardment (L62-64) comes after Battery; this is the Deploy phase (L50-54)."
std::string wrong_phase(const std::string& what, Step home, Step now) {
  const PhaseRef h = phase_of(home);
  const PhaseRef n = phase_of(now);
  // "Bombardment (L62-64)" when the action is named after its phase, else "Deploying infantry
  // belongs to the Deploy phase (L50-54), which".
  const std::string subject =
      what == h.name ? fmt::format("{} ({})", what, h.lines)
                     : fmt::format("{} belongs to the {} phase ({}), which", what, h.name, h.lines);
  if (home > now) {
    const PhaseRef before = phase_of(static_cast<Step>(static_cast<int>(home) - 1));
    return fmt::format("{} comes after {}; this is the {} phase ({})", subject, before.name, n.name,
                       n.lines);
  }
  return fmt::format(
      "{} has passed this turn; this is the {} phase ({}). The phases run in "
      "order (L29-41)",
      subject, n.name, n.lines);
}

std::optional<std::string> explain(const MusketsGame& g, const State& state,
                                   std::string_view text) {
  const auto& s = as<MusketsState>(state);
  const CardTable& cards_ = g.cards();
  const int general_ = cards_.of(Role::kGeneral);
  const int cannon_ = cards_.of(Role::kCannon);
  const int cavalry_ = cards_.of(Role::kCavalry);
  const int ready_ = cards_.of(Role::kReady);
  const int aim_ = cards_.of(Role::kAim);
  const int fire_ = cards_.of(Role::kFire);
  const bool general_any_ = g.options().get("general_substitutes") == "any";
  auto current_player = [&](const MusketsState& st) { return g.current_player(st); };
  auto phase_name = [&](const MusketsState& st) { return g.phase_name(st); };
  if (s.step == Step::kGameOver) return std::nullopt;
  const int me = current_player(s);
  const auto& hand = s.hand[static_cast<std::size_t>(me)];
  const auto& my_line = s.line[static_cast<std::size_t>(me)];
  const auto& enemy_line = s.line[static_cast<std::size_t>(1 - me)];
  auto holds = [&](int t) { return hand[static_cast<std::size_t>(t)] > 0; };
  auto name = [&](int t) { return cards_[t].name; };
  auto no_card = [&](int t, const char* use, const char* lines) {
    return fmt::format("you hold no {} ({} needs one, {})", name(t), use, lines);
  };
  // Card named after a verb, or -1.
  auto card_after = [&](std::string_view verb) -> std::optional<int> {
    const auto rest = tm::after(text, verb);
    if (!rest) return std::nullopt;
    return tm::find_name(*rest, cards_.names());
  };

  if (const auto t = card_after("deploy")) {
    if (*t < 0) return std::nullopt;
    if (s.step != Step::kDeploy) return wrong_phase("Deploying infantry", Step::kDeploy, s.step);
    if (!cards_.is_infantry(*t))
      return fmt::format("only infantry is deployed (L50-54); {} is not infantry", name(*t));
    return fmt::format("you hold no {} to deploy (L50-54)", name(*t));
  }
  if (const auto t = card_after("cannon at")) {
    if (s.step != Step::kBattery)
      return wrong_phase("A Cannon at enemy infantry", Step::kBattery, s.step);
    if (!holds(cannon_)) return no_card(cannon_, "Battery", "L57-58");
    if (*t < 0 || !cards_.is_infantry(*t))
      return "Battery fires at an enemy infantry card in play (L57-58)";
    if (enemy_line[static_cast<std::size_t>(*t)] == 0)
      return fmt::format("the enemy has no {} in his line to fire at (L57-58)", name(*t));
    return std::nullopt;
  }
  if (tm::after(text, "bombard")) {
    if (s.step != Step::kBombardment) return wrong_phase("Bombardment", Step::kBombardment, s.step);
    return no_card(cannon_, "Bombardment", "L63-64");
  }
  if (tm::after(text, "flank")) {
    if (s.step != Step::kFlanking) return wrong_phase("Flanking", Step::kFlanking, s.step);
    if (!holds(cavalry_)) return no_card(cavalry_, "Flanking", "L67-68");
    return std::string(
        "the enemy hand is empty: there is nothing for Cavalry to make him discard "
        "(L67-68)");
  }
  // The house rule against a first-turn win (rulings 17) bars Fire Orders and Charges in each
  // player's first turn, whatever the phase.
  const bool house_rule_bars = g.options().get("first_turns") == "no_fire_charge" && s.turn <= 2;
  const std::string house_rule =
      "the first-turn house rule (no Fire Order or Charge in the first turns, rulings 17) bars "
      "Fire Orders and Bayonet Charges in each player's first turn";
  if (tm::after(text, "fire order") || tm::lower(tm::trim(text)) == "fire") {
    if (house_rule_bars) return house_rule;
    if (s.step != Step::kFire) return wrong_phase("A Fire Order", Step::kFire, s.step);
    if (count(my_line) == 0)
      return std::string("you have no infantry in play to fire (L72-76: your infantry fire)");
    std::string missing;
    int generals_needed = 0;
    for (int t : {ready_, aim_, fire_}) {
      if (!holds(t)) {
        missing += (missing.empty() ? "" : ", ") + name(t);
        ++generals_needed;
      }
    }
    if (generals_needed > 1 && !general_any_) {
      return fmt::format(
          "a Fire Order needs {}, {} and {} (L74-75); you lack {}, and a {} may "
          "stand in for only one of them (L76; the option Cards of a Fire Order a General may "
          "replace)",
          name(ready_), name(aim_), name(fire_), missing, name(general_));
    }
    return fmt::format(
        "a Fire Order needs {}, {} and {} (L74-75); you lack {} and hold too few "
        "{}s to stand in (L76)",
        name(ready_), name(aim_), name(fire_), missing, name(general_));
  }
  if (tm::after(text, "charge")) {
    if (house_rule_bars) return house_rule;
    if (s.step != Step::kCharge) return wrong_phase("A Bayonet Charge", Step::kCharge, s.step);
    if (!holds(fire_)) return no_card(fire_, "a Bayonet Charge", "L87-88");
    return std::string("you have no infantry in play to charge (L87-90)");
  }
  if (tm::after(text, "rally")) {
    if (s.step != Step::kRally) return wrong_phase("Rally", Step::kRally, s.step);
    return no_card(general_, "Rally", "L93");
  }
  if (tm::after(text, "play") || tm::after(text, "battle plan")) {
    if (s.step != Step::kBattlePlan) return wrong_phase("Battle Plan", Step::kBattlePlan, s.step);
    return no_card(general_, "Battle Plan", "L48");
  }
  if (const auto rest = tm::after(text, "negate")) {
    const bool answer = s.step == Step::kBatteryAnswer || s.step == Step::kFlankingAnswer;
    if (!answer) {
      return fmt::format(
          "there is nothing to negate: an Aim answers a Cannon in Battery (L59-60) "
          "and a Ready answers Cavalry in Flanking (L69-70); this is the {} phase "
          "({})",
          phase_of(s.step).name, phase_of(s.step).lines);
    }
    return s.step == Step::kBatteryAnswer ? no_card(aim_, "negating the Cannon", "L59-60")
                                          : no_card(ready_, "forming square", "L69-70");
  }
  if (const auto t = card_after("lose")) {
    if (s.step != Step::kCasualties) {
      return fmt::format(
          "infantry is lost only to absorb enemy fire or a charge (L78-84); this is "
          "the {} phase ({})",
          phase_of(s.step).name, phase_of(s.step).lines);
    }
    if (*t < 0) return std::nullopt;
    const auto i = static_cast<std::size_t>(*t);
    if (my_line[i] <= s.losing[i])
      return fmt::format("you have no {} left in your line to lose (L80-82)", name(*t));
    return fmt::format(
        "losing {} would not leave a set that absorbs Force {} with no card to "
        "spare (L80-84; docs/rulings/muskets.md)",
        name(*t), s.casualty_force);
  }
  if (const auto t = card_after("discard")) {
    if (s.step != Step::kHandLimit) {
      return fmt::format(
          "you discard only down to the hand limit of {} at the end of your turn "
          "(L94); this is the {} phase ({})",
          kHandLimit, phase_of(s.step).name, phase_of(s.step).lines);
    }
    if (*t < 0) return std::nullopt;
    return fmt::format("you hold no {} to discard", name(*t));
  }
  const std::string word = tm::lower(tm::trim(text));
  if (word == "pass" || word == "done" || word == "allow") {
    return fmt::format("'{}' is not a choice here: {} ({})", word, phase_name(s),
                       phase_of(s.step).lines);
  }
  return std::nullopt;
}

const GameHelpRegistrar kRefusals{
    "muskets", GameHelp{[](const Game& g, const State& s, std::string_view text) {
                          return explain(dynamic_cast<const MusketsGame&>(g), s, text);
                        },
                        {}}};

}  // namespace
}  // namespace bivouac::muskets
