// Why a typed Volley action is refused: the phase it belongs to, the card it needs, or the meld
// and Defense rules it would break, citing the section of the rule text's single line
// (003_189270ec14865c69.txt, "L1 ATTACK PHASE"). Texts that name no Volley action are left to
// the core's list of legal actions.
#include <fmt/format.h>

#include <optional>

#include "core/game_help.h"
#include "core/text_match.h"
#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {

namespace tm = text_match;

const char* phase_title(Phase p) {
  switch (p) {
    case Phase::kManeuver:
      return "the Maneuver phase (L1 MANEUVER PHASE)";
    case Phase::kAttack:
      return "the Attack phase (L1 ATTACK PHASE)";
    case Phase::kDefend:
      return "the defense against a meld (L1 ATTACK PHASE)";
    case Phase::kCounter:
      return "the answer to a Defense card (L1 CARD LIST, Fog of War)";
    case Phase::kOver:
      break;
  }
  return "the end of the game";
}

std::optional<std::string> explain(const VolleyGame& g, const State& state, std::string_view text) {
  const auto& s = as<VolleyState>(state);
  const CardTable& cards_ = g.cards();
  const Rules& rules_ = g.rules();
  auto card_label = [&](int c) { return g.card_label(c); };
  auto current_player = [&](const VolleyState& st) { return g.current_player(st); };
  // Cards on the table already answered by a reaction (each may be negated once, rulings §3).
  CardMask answered = 0;
  for (const Reaction& r : s.reactions) answered |= bit(r.target);
  if (s.phase == Phase::kOver) return std::nullopt;
  std::vector<std::string> names;
  for (int c = 0; c < cards_.size(); ++c) names.push_back(cards_.name(c));
  const int me = current_player(s);
  const CardMask hand = s.hand[static_cast<std::size_t>(me)];
  const std::string now = phase_title(s.phase);

  if (const auto rest = tm::after(text, "discard")) {
    const int c = tm::find_name(*rest, names);
    if (c < 0) return std::nullopt;
    if (s.phase != Phase::kManeuver)
      return fmt::format(
          "cards are thrown away only in the Maneuver phase (L1 MANEUVER PHASE); "
          "this is {}",
          now);
    return fmt::format("you hold no {}", card_label(c));
  }
  if (const auto rest = tm::after(text, "play")) {
    const int c = tm::find_name(*rest, names);
    if (c < 0) return std::nullopt;
    if (s.phase != Phase::kAttack) {
      if (cards_.suit(c) == kDefense)
        return fmt::format(
            "{} is a Defense card: it is played against a meld card with "
            "'negate <card> with {}' (L1 ATTACK PHASE); this is {}",
            cards_.name(c), cards_.name(c), now);
      return fmt::format("melds are laid in your Attack phase (L1 ATTACK PHASE); this is {}", now);
    }
    if ((hand & bit(c)) == 0) return fmt::format("you hold no {}", card_label(c));
    if (cards_.suit(c) == kDefense)
      return fmt::format("{} is a Defense card and cannot be part of a meld (L1 ATTACK PHASE)",
                         card_label(c));
    const Suit suit = cards_.suit(c);
    if (suit == kLeader || suit == kStrategy || suit == kMorale) {
      if ((s.meld & cards_.of_suit(suit)) != 0)
        return fmt::format("a meld holds at most one {} card (L1 ATTACK PHASE)", suit_title(suit));
      return fmt::format(
          "{} can join a meld only once it can be completed: you need a Unit and "
          "a Weapon of the same troop type (L1 ATTACK PHASE)",
          card_label(c));
    }
    const bool unit = (cards_.units() & bit(c)) != 0;
    const CardMask same_kind = s.meld & (unit ? cards_.units() : cards_.weapons());
    if (same_kind != 0 && !rules_.multi_unit_melds)
      return fmt::format(
          "the meld already has a {} ({}); a meld has exactly one Unit and one "
          "Weapon (L1 ATTACK PHASE; the option Several units in one meld)",
          unit ? "Unit" : "Weapon", cards_.name(lowest(same_kind)));
    const Suit partner = unit ? weapon_suit(cards_.troop_of(c)) : unit_suit(cards_.troop_of(c));
    return fmt::format(
        "{} needs a partner of its troop type ({}), and none in your hand can complete the meld "
        "(L1 ATTACK PHASE)",
        card_label(c), suit_title(partner));
  }
  if (const auto rest = tm::after(text, "negate")) {
    const auto with = tm::lower(*rest).find(" with ");
    if (with == std::string::npos) return std::nullopt;
    const int target = tm::find_name(rest->substr(0, with), names);
    const int card = tm::find_name(rest->substr(with + 6), names);
    if (target < 0 || card < 0) return std::nullopt;
    if (s.phase != Phase::kDefend && s.phase != Phase::kCounter)
      return fmt::format(
          "Defense cards answer a meld that attacks you (L1 ATTACK PHASE); this is "
          "{}",
          now);
    if ((hand & bit(card)) == 0) return fmt::format("you hold no {}", card_label(card));
    if (cards_.suit(card) != kDefense)
      return fmt::format("{} is not a Defense card; only Defense cards negate (L1 CARD LIST)",
                         card_label(card));
    const CardMask on_table = s.meld | [&] {
      CardMask m = 0;
      for (const Reaction& r : s.reactions) m |= bit(r.card);
      return m;
    }();
    if ((on_table & bit(target)) == 0)
      return fmt::format("{} is not on the table to be negated", card_label(target));
    if ((cards_.targets_of(card) & bit(target)) == 0) {
      if ((cards_.units() & bit(target)) != 0)
        return fmt::format("Units cannot be negated; {} negates {} cards only (L1 CARD LIST)",
                           cards_.name(card), suit_title(cards_.card(card).negates));
      return fmt::format("{} negates {} cards only, and {} is not one (L1 CARD LIST)",
                         cards_.name(card), suit_title(cards_.card(card).negates),
                         card_label(target));
    }
    if ((answered & bit(target)) != 0)
      return fmt::format(
          "{} has already been answered; each card on the table can be negated once "
          "(L1 ATTACK PHASE; docs/rulings/volley.md)",
          card_label(target));
    return std::nullopt;
  }
  const std::string word = tm::lower(tm::trim(text));
  if (word == "attack") {
    if (s.phase != Phase::kAttack)
      return fmt::format("you attack in your Attack phase (L1 ATTACK PHASE); this is {}", now);
    return std::string(
        "the meld is not complete: it needs one Unit and one Weapon of the same "
        "troop type, with at most one Leader, Strategy and Morale card (L1 ATTACK "
        "PHASE)");
  }
  if (word == "pass") {
    if (s.phase == Phase::kAttack)
      return std::string(
          "a meld on the table must attack; passing is possible only before the "
          "first card is laid (L1 ATTACK PHASE)");
    return fmt::format(
        "'pass' declines an attack in the Attack phase (L1 ATTACK PHASE); this is "
        "{}",
        now);
  }
  return std::nullopt;
}

const GameHelpRegistrar kRefusals{
    "volley", GameHelp{[](const Game& g, const State& s, std::string_view text) {
                         return explain(dynamic_cast<const VolleyGame&>(g), s, text);
                       },
                       {}}};

}  // namespace
}  // namespace bivouac::volley
