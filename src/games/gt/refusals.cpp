// Why a typed GT action is refused: the phase a card belongs to, a card not in hand, a card of
// the wrong kind, or no unit that may use it, with the rule lines of 002_b1d6b897ebeb83ff.txt.
// Texts that name no GT action are left to the core's list of legal actions.
#include <fmt/format.h>

#include <cstdio>
#include <optional>

#include "core/game_help.h"
#include "core/text_match.h"
#include "games/gt/gt_game.h"

namespace bivouac::gt {

namespace {

namespace tm = text_match;

std::string phase_of(Step step) {
  switch (step) {
    case Step::kReserve:
      return "the Reserve phase (L67-74)";
    case Step::kDispatch:
      return "the discards after Dispatch (L197)";
    case Step::kAttack:
    case Step::kTarget:
      return "the Attack phase (L76-84)";
    case Step::kShootDefend:
    case Step::kMeleeDefend:
      return "the answer to an attack with a Defense card (L96-97)";
    case Step::kScreen:
      return "the Screen (L202)";
    case Step::kSpoils:
      return "the taking of a defeated unit's Terrain (L98-99)";
    case Step::kShootWindow:
      return "Shoot Resolution (L86-99)";
    case Step::kOpportunity:
      return "the Opportunity phase (L101-105)";
    case Step::kMeleeWindow:
      return "Melee Resolution (L86-99)";
    case Step::kEndDiscard:
      return "the End phase (L110-111)";
    case Step::kGameOver:
      break;
  }
  return "the end of the game";
}

// "Line Infantry or Cavalry" for a group mask.
std::string groups_text(std::uint8_t mask) {
  if (mask == kAnyGroup) return "any unit";
  static constexpr std::pair<std::uint8_t, const char*> kNames[] = {
      {kInfantry, "Infantry"},          {kCavalry, "Cavalry"},
      {kLineInfantry, "Line Infantry"}, {kLightInfantry, "Light Infantry"},
      {kArtillery, "Artillery"},        {kHeavyCavalry, "Heavy Cavalry"},
      {kLightCavalry, "Light Cavalry"}, {kCavalryWithGuns, "cavalry with guns"}};
  std::string out;
  std::uint8_t left = mask;
  if ((left & kLightTroops) == kLightTroops && (left & kInfantry) != kInfantry &&
      (left & kCavalry) != kCavalry) {
    out = "light troops";
    left = static_cast<std::uint8_t>(left & ~kLightTroops);
  }
  for (const auto& [bits, name] : kNames) {
    if ((left & bits) == bits) {
      out += (out.empty() ? "" : " or ") + std::string(name);
      left = static_cast<std::uint8_t>(left & ~bits);
    }
  }
  return out;
}

std::optional<std::string> explain(const GtGame& g, const State& state, std::string_view text) {
  const auto& s = as<GtState>(state);
  const CardTable& cards_ = g.cards();
  const Rules& rules_ = g.rules();
  auto card = [&](std::uint8_t c) -> const BattleType& { return g.card(c); };
  auto groups = [&](std::uint8_t t) { return g.groups(t); };
  if (s.step == Step::kGameOver) return std::nullopt;
  std::vector<std::string> names;
  for (const auto& b : cards_.battle) names.push_back(b.name);
  const int me = s.decider;
  const auto& hand = s.hand[static_cast<std::size_t>(me)];
  auto holds = [&](int c) {
    for (CardId h : hand) {
      if (h == c) return true;
    }
    return false;
  };
  const std::string now = phase_of(s.step);
  // The card named after `verb`, or nullopt when the text does not start with it.
  auto card_after = [&](std::string_view verb) -> std::optional<int> {
    const auto rest = tm::after(text, verb);
    if (!rest) return std::nullopt;
    return tm::find_name(*rest, names);
  };
  auto kind_text = [&](int c) {
    return std::string(kind_name(cards_.battle[static_cast<std::size_t>(c)].kind));
  };

  if (const auto c = card_after("attack with")) {
    if (*c < 0) return std::nullopt;
    const BattleType& b = card(static_cast<std::uint8_t>(*c));
    if (!b.is_attack())
      return fmt::format("{} is a {} card, not a Shoot or Melee attack (L140-153)", b.name,
                         kind_text(*c));
    if (s.step != Step::kAttack)
      return fmt::format("the Primary Attack is declared in the Attack phase (L76-84); this is {}",
                         now);
    if (!holds(*c)) return fmt::format("you hold no {}", b.name);
    bool any_unit = false;
    for (const Unit& u : s.units[static_cast<std::size_t>(me)]) {
      if (groups(u.type) & b.by) any_unit = true;
    }
    if (!any_unit)
      return fmt::format("{} is made by {} (L76-84); none of your units in play is one", b.name,
                         groups_text(b.by));
    if (b.target_min_dm > 0)
      return fmt::format(
          "{} needs a target with {} or more damage markers (L207); no enemy unit "
          "has that many",
          b.name, b.target_min_dm);
    return fmt::format(
        "no enemy unit is a target {} may attack: Line Infantry melee only infantry "
        "and artillery (L81-82), and {} attacks {}",
        b.name, b.name, groups_text(b.target));
  }
  if (const auto rest = tm::after(text, "target")) {
    // "target Hussars (P2 #3)": the unit label action texts use.
    const auto open = rest->rfind("(P");
    int player = 0;
    int number = 0;
    if (open == std::string::npos ||
        std::sscanf(std::string(rest->substr(open)).c_str(), "(P%d #%d)", &player, &number) != 2)
      return std::nullopt;
    --player;
    --number;
    if (player < 0 || player >= g.num_players() || number < 0 ||
        number >= static_cast<int>(s.units[static_cast<std::size_t>(player)].size()))
      return std::nullopt;
    if (s.step != Step::kTarget)
      return fmt::format(
          "the target is chosen right after the Primary Attack is declared (L76-80); this is {}",
          now);
    if (!g.enemies(me, player))
      return std::string("the target of an attack is an enemy unit (L80)");
    const Unit& target =
        s.units[static_cast<std::size_t>(player)][static_cast<std::size_t>(number)];
    const BattleType& b = card(s.attack.card);
    const std::string target_name = std::string(cards_.units[target.type].name);
    if (s.attack.unit < s.units[static_cast<std::size_t>(me)].size()) {
      const Unit& attacker = s.units[static_cast<std::size_t>(me)][s.attack.unit];
      if (b.kind == CardKind::kMelee && (groups(attacker.type) & kLineInfantry) &&
          !(groups(target.type) & (kInfantry | kArtillery)))
        return fmt::format(
            "\"Line Infantry may only make Primary Melee attacks vs Other Infantry and "
            "Artillery\" (L81-82): {} is {}",
            target_name, group_name(cards_.units[target.type].troop_class));
    }
    if (!(groups(target.type) & b.target))
      return fmt::format("{} attacks {} (L140-153); {} is not one", b.name, groups_text(b.target),
                         target_name);
    if (target.dm < b.target_min_dm)
      return fmt::format("{} needs a target with {} or more damage markers (L207)", b.name,
                         b.target_min_dm);
    if (b.kill_leader && target.leader == kNone)
      return fmt::format("{} needs a target with a Leader (\"D = K\", L167)", b.name);
    return std::nullopt;
  }
  if (const auto c = card_after("attach")) {
    if (*c < 0) return std::nullopt;
    const BattleType& b = card(static_cast<std::uint8_t>(*c));
    if (b.kind != CardKind::kLeader && b.kind != CardKind::kTerrain)
      return fmt::format(
          "only Leader and Terrain cards are attached to units (L67-74); {} is a {} "
          "card",
          b.name, kind_text(*c));
    if (s.step != Step::kReserve)
      return fmt::format(
          "Leaders and Terrain are attached in the Reserve phase (L67-74); this is "
          "{}",
          now);
    if (!holds(*c)) return fmt::format("you hold no {}", b.name);
    if (b.kind == CardKind::kLeader)
      return std::string("each unit holds one Leader (L69-70); that unit already has one");
    return std::string("Terrain goes on a non-cavalry unit without Terrain, one per unit (L71-72)");
  }
  if (const auto c = card_after("play")) {
    if (*c < 0) return std::nullopt;
    const BattleType& b = card(static_cast<std::uint8_t>(*c));
    if (b.kind == CardKind::kLeader || b.kind == CardKind::kTerrain)
      return fmt::format(
          "{} is a {} card: attach it to a unit in the Reserve phase with 'attach "
          "{} to ...' (L67-74)",
          b.name, kind_text(*c), b.name);
    if (b.is_attack())
      return fmt::format(
          "{} is an attack: declare it in the Attack phase with 'attack with {}' "
          "(L76-84)",
          b.name, b.name);
    if (b.kind != CardKind::kEvent)
      return fmt::format("{} is a {} card, played in answer to an enemy attack (L96-105)", b.name,
                         kind_text(*c));
    if (!holds(*c)) return fmt::format("you hold no {}", b.name);
    if (b.effect == Effect::kRout && s.step == Step::kReserve && !rules_.events_in_any_window)
      return fmt::format(
          "{} is played after the Primary Attack, in Shoot or Melee Resolution "
          "(L94-95); this is {}",
          b.name, now);
    if ((b.effect == Effect::kReserve || b.effect == Effect::kRally) && s.step != Step::kReserve)
      return fmt::format("{} is played in the Reserve phase (L67-74); this is {}", b.name, now);
    if (s.step != Step::kReserve && s.step != Step::kShootWindow && s.step != Step::kMeleeWindow)
      return fmt::format("events are played in your Reserve phase (L67-74); this is {}", now);
    switch (b.effect) {
      case Effect::kReserve:
        return std::string("the Army deck is empty: there is no unit to bring in (L67-68)");
      case Effect::kOutflank:
        return std::string(
            "Outflank needs more units in play on your side than on the enemy's "
            "(L195)");
      case Effect::kRout:
        return std::string("Rout needs an enemy unit with 2 or more damage markers (L94-95, L199)");
      case Effect::kKilledInAction:
        return std::string(
            "Killed in Action needs an enemy unit with a Leader and at least 1 "
            "damage marker (L201)");
      case Effect::kRally:
        return std::string("Rally needs one of your units with damage markers to remove (L204)");
      case Effect::kFogOfWar:
        return std::string("Fog of War needs an enemy player with cards in hand (L198)");
      default:
        return fmt::format("{} cannot be played in {}", b.name, now);
    }
  }
  if (const auto c = card_after("defend")) {
    const auto rest = tm::after(text, "defend");
    const auto with = tm::lower(*rest).find("with ");
    const int d = with == std::string::npos ? *c : tm::find_name(rest->substr(with + 5), names);
    if (d < 0) return std::nullopt;
    const BattleType& b = card(static_cast<std::uint8_t>(d));
    if (b.kind != CardKind::kDefense)
      return fmt::format("{} is a {} card, not a Defense card (L96-97)", b.name, kind_text(d));
    if (s.step != Step::kShootDefend && s.step != Step::kMeleeDefend)
      return fmt::format("Defense cards answer an attack on your unit (L96-97); this is {}", now);
    if (!holds(d)) return fmt::format("you hold no {}", b.name);
    return fmt::format(
        "{} answers {} attacks by {} on {} (L96-97, L178-206); it does not fit "
        "this attack",
        b.name,
        b.against == Against::kShoot   ? "shoot"
        : b.against == Against::kMelee ? "melee"
                                       : "all",
        groups_text(b.attacker), groups_text(b.by));
  }
  if (const auto c = card_after("opportunity attack with")) {
    if (*c < 0) return std::nullopt;
    const BattleType& b = card(static_cast<std::uint8_t>(*c));
    if (b.kind != CardKind::kOpportunity)
      return fmt::format("{} is a {} card, not an Opportunity attack (L101-105)", b.name,
                         kind_text(*c));
    if (s.step != Step::kOpportunity)
      return fmt::format(
          "Opportunity attacks answer a melee attack on your unit (L101-105); this "
          "is {}",
          now);
    if (!holds(*c)) return fmt::format("you hold no {}", b.name);
    return fmt::format("{} is fired by {} against {} (L175-177); it does not fit this charge",
                       b.name, groups_text(b.by), groups_text(b.attacker));
  }
  if (const auto c = card_after("discard")) {
    if (*c < 0) return std::nullopt;
    if (s.step != Step::kEndDiscard && s.step != Step::kDispatch)
      return fmt::format(
          "you discard at the hand limit in the End phase (L110-111) or after "
          "Dispatch (L197); this is {}",
          now);
    return fmt::format("you hold no {}", names[static_cast<std::size_t>(*c)]);
  }
  return std::nullopt;
}

const GameHelpRegistrar kRefusals{"gt",
                                  GameHelp{[](const Game& g, const State& s, std::string_view t) {
                                             return explain(dynamic_cast<const GtGame&>(g), s, t);
                                           },
                                           {}}};

}  // namespace
}  // namespace bivouac::gt
