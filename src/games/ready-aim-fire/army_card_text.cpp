#include "games/ready-aim-fire/army_card_text.h"

#include <fmt/format.h>

#include "core/text_match.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

using text_match::lower;
using text_match::trim;

std::string signed_number(int n) {
  return n > 0 ? fmt::format("+{}", n) : fmt::format("{}", n);
}

// What the rules say of every battalion of a class, and of the few troop types named in them.
std::string class_rules(Troop troop, TroopClass cls) {
  std::string out;
  switch (cls) {
    case TroopClass::kInfantry:
      out =
          " Infantry cannot attack cavalry (L121-122); attacked by cavalry it first tries to form "
          "square, rolling under its morale: +3 in the combat if it does, +3 to the cavalry if "
          "not (L124-134).";
      break;
    case TroopClass::kCavalry:
      out =
          " Cavalry is Blown after it attacks or defends against cavalry, until a morale check in "
          "a later Morale phase removes it (L137-141); in a flank attack it gets +3 and may attack "
          "any enemy stack (L169-170). Attacking a square it may try to ride around it (L130-134).";
      break;
    case TroopClass::kArtillery:
      out =
          " Infantry and cavalry fighting artillery use no positive modifiers, terrain and tactics "
          "included, except on a flank or defending a hill; attacking infantry or cavalry, "
          "artillery ignores every bad result (L144-148). It gains no +2 in a flank attack "
          "(L171).";
      break;
  }
  if (troop == Troop::kLight)
    out += " Light Infantry ignores the terrain modifiers of Hills, Woods and River (L155).";
  if (troop == Troop::kHorseArtillery)
    out +=
        " Unlike other artillery, Light Cavalry, Lancers and Second Rate Cavalry attacking it may "
        "use their positive modifiers (L151-152).";
  if (troop == Troop::kGuard)
    out +=
        " If the Guard is eliminated, the stacks beside its stack take a morale check too; if it "
        "routs, its own stack does (L184-186).";
  return out;
}

// Where the battalion may stand when the army is formed, as may_place (rules_setup.cpp) decides.
std::string placement(const RafGame& g, Troop troop, const TroopInfo& t) {
  const bool foot_anywhere =
      !g.opts().centre_only_foot && t.cls == TroopClass::kInfantry &&
      (troop == Troop::kGuard || troop == Troop::kElite || troop == Troop::kSecond);
  if (t.anywhere || foot_anywhere) return " At the start it may stand in any stack (L40-41).";
  return " At the start it stands in one of the three centre stacks (L40-41).";
}

// The nations whose battalions of this type need +4 to be eliminated (a +3 routs them).
std::string toughness(const RafGame& g, Troop troop) {
  std::string nations;
  for (const NationInfo& n : g.data().nations) {
    const bool tough =
        n.tough[static_cast<std::size_t>(troop)] ||
        (g.opts().prussian_second_cav_tough && troop == Troop::kSecondCav && n.key == "prussia");
    if (tough) nations += (nations.empty() ? "" : " and ") + n.name;
  }
  if (nations.empty()) return {};
  return fmt::format(
      " In the armies of {} it is eliminated only by a difference of +4 or more; +3 routs it "
      "(L94-96, L210-211).",
      nations);
}

std::string battalion_text(const RafGame& g, Troop troop) {
  const TroopInfo& t = g.data().troops[static_cast<std::size_t>(troop)];
  std::string out = fmt::format("{} (battalion, {}, L196-211): adds {} to its attack rolls", t.name,
                                troop_class_word(t.cls), signed_number(t.modifier));
  if (t.bonus_vs_infantry != 0)
    out += fmt::format(", {} more against infantry", signed_number(t.bonus_vs_infantry));
  out += fmt::format(
      " (L90); morale {}: a morale check on 2D6 passes at {} or less (L177-179); breakpoint "
      "value {} when it is lost (L312-323). Shaken it fights at -1 (L111).",
      t.morale, t.morale, t.breakpoint);
  return out + class_rules(troop, t.cls) + placement(g, troop, t) + toughness(g, troop);
}

std::string commander_text(const RafGame& g, int rating) {
  const auto& r = kRatings[static_cast<std::size_t>(rating)];
  return fmt::format(
      "{} (commander, L213-256): as a Divisional General beside a stack he gives {} re-roll{} in "
      "your turn and {} in your opponent's, for the combat or morale rolls of that stack's "
      "battalions; after each re-roll he dies on a die of 6 (two re-rolls: 5-6, and so on), and "
      "his stack then takes a morale check (L228-241). As Army Commander behind the line he "
      "re-rolls morale checks only, after the generals, at no risk, and may take over a stack "
      "whose general was killed; if he is killed the whole army takes a morale check at -1 "
      "(L243-256).",
      g.kind_name(kCommanderKind + rating), r[0], r[0] == 1 ? "" : "s", r[1]);
}

}  // namespace

std::optional<std::string> army_card_text(const RafGame& game, std::string_view name) {
  const std::string want = lower(trim(name));
  for (int t = 0; t < kNumTroops; ++t) {
    if (lower(game.kind_name(t)) == want) return battalion_text(game, static_cast<Troop>(t));
  }
  for (int r = 0; r < kNumRatings; ++r) {
    if (lower(game.kind_name(kCommanderKind + r)) == want) return commander_text(game, r);
  }
  return std::nullopt;
}

}  // namespace bivouac::raf
