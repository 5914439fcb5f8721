// Everything a player reads: action texts, the board, the phase help and the rules summary.
#include <fmt/format.h>

#include "games/gt/internal.h"

namespace bivouac::gt {

using detail::idx;

std::string GtGame::unit_label(const GtState& s, int player, int index) const {
  const auto& army = s.units[idx(player)];
  if (index < 0 || static_cast<std::size_t>(index) >= army.size())
    return "a unit no longer in play";
  return fmt::format("{} (P{} #{})", cards_.units[army[idx(index)].type].name, player + 1,
                     army[idx(index)].number);
}

std::string GtGame::action_to_string(const State& state, Action a) const {
  const auto& s = as<GtState>(state);
  const int p = s.decider;
  const std::uint8_t c = act_card(a);
  const std::uint8_t x = act_a(a);
  const std::uint8_t y = act_b(a);
  const auto name = [&]() -> const std::string& { return cards_.battle[c].name; };
  switch (act_kind(a)) {
    case Act::kDone:
      switch (s.step) {
        case Step::kReserve:
          return "end reserve phase";
        case Step::kAttack:
          return "no attack";
        case Step::kShootDefend:
        case Step::kMeleeDefend:
          return "no defense";
        case Step::kOpportunity:
          return "no opportunity attack";
        case Step::kSpoils:
          return "leave the terrain";
        case Step::kShootWindow:
          return "end shoot resolution";
        case Step::kMeleeWindow:
          return "end melee resolution";
        default:
          return "done";
      }
    case Act::kEvent:
      if (y != kNone) return fmt::format("play {} on {}", name(), unit_label(s, x, y));
      if (x != kNone) return fmt::format("play {} on {}", name(), player_name(x));
      return fmt::format("play {}", name());
    case Act::kLeader:
    case Act::kTerrain:
      return fmt::format("attach {} to {}", name(), unit_label(s, p, y));
    case Act::kMoveLeader: {
      const auto& army = s.units[idx(p)];
      const std::string leader = x < army.size() && army[x].leader != kNone
                                     ? cards_.battle[army[x].leader].name
                                     : "leader";
      return fmt::format("move {} from {} to {}", leader, unit_label(s, p, x), unit_label(s, p, y));
    }
    case Act::kAttack:
      return fmt::format("attack with {} by {}", name(), unit_label(s, p, y));
    case Act::kTarget:
      if (y == kNone) return fmt::format("target every unit of {}", player_name(x));
      return fmt::format("target {}", unit_label(s, x, y));
    case Act::kDefend:
      if (s.attack.card != kNone && cards_.battle[s.attack.card].barrage) {
        if (y == kNone) return fmt::format("defend the whole army with {}", name());
        return fmt::format("defend {} with {}", unit_label(s, p, y), name());
      }
      return fmt::format("defend with {}", name());
    case Act::kScreen:
      return fmt::format("screen with {}", unit_label(s, p, y));
    case Act::kOpportunity:
      return fmt::format("opportunity attack with {}", name());
    case Act::kTakeTerrain:
      return fmt::format("take {}", name());
    case Act::kDiscard:
      return fmt::format("discard {}", name());
  }
  return "unknown action";
}

std::string GtGame::phase_name(const State& state) const {
  const auto& s = as<GtState>(state);
  switch (s.step) {
    case Step::kReserve:
      return "Reserve phase";
    case Step::kDispatch:
      return fmt::format("Dispatch: discard {} more", s.pending);
    case Step::kAttack:
      return "Attack phase: declare the Primary Attack";
    case Step::kTarget:
      return "Attack phase: choose the target";
    case Step::kShootDefend:
      return "Shoot Resolution: answer with a Defense card?";
    case Step::kScreen:
      return "Screen: which light troops take the DM?";
    case Step::kSpoils:
      return "Take the defeated unit's Terrain?";
    case Step::kShootWindow:
      return "Shoot Resolution: Rout?";
    case Step::kOpportunity:
      return "Opportunity phase: answer the melee?";
    case Step::kMeleeDefend:
      return "Melee Resolution: answer with a Defense card?";
    case Step::kMeleeWindow:
      return "Melee Resolution: Rout?";
    case Step::kEndDiscard:
      return fmt::format("End phase: discard down to {}", hand_limit(s, s.active));
    case Step::kGameOver:
      return "Game over";
  }
  return {};
}

std::string GtGame::phase_help(const State& state) const {
  const auto& s = as<GtState>(state);
  switch (s.step) {
    case Step::kReserve:
      return "Reserve phase (L67-74): play Reserve to bring a random unit into play, attach a "
             "Leader "
             "(one per unit) or move one, attach Terrain to a non-Cavalry unit (one per unit), "
             "play "
             "Rally to remove 4 DM from one of your units, or another Event card.";
    case Step::kDispatch:
      return "Dispatch (L197): you drew 5 Battle cards; now discard 4 cards of your choice.";
    case Step::kAttack:
      return "Attack phase (L76-84): play one Attack card with a unit whose type it matches. Line "
             "Infantry melee only infantry and artillery; a melee attacker first discards its "
             "Terrain.";
    case Step::kTarget:
      return "Choose the enemy unit to attack (a Barrage hits every unit of the chosen player).";
    case Step::kShootDefend:
    case Step::kMeleeDefend:
      return "The attacked unit may play a matching Defense card to negate the Primary Attack "
             "(L96-97). Otherwise it takes the card's damage plus the attacker's modifiers as DM.";
    case Step::kScreen:
      return "Screen (L202): the attack is negated, but one of your light troops takes 1 DM.";
    case Step::kSpoils:
      return "A unit that defeated another may take its Terrain, discarding its own (L98-99).";
    case Step::kShootWindow:
    case Step::kMeleeWindow:
      return "You may play Rout to defeat an enemy unit with 2 or more DM (L94-95).";
    case Step::kOpportunity:
      return "Opportunity phase (L101-105): the unit under melee attack may fire a matching "
             "Opportunity card at the attacker; the charge is stopped only if the attacker is "
             "destroyed.";
    case Step::kEndDiscard:
      return "End phase (L110-111): the hand limit is 5 (6 with the Commanding Colonel).";
    case Step::kGameOver:
      return "The game is over.";
  }
  return {};
}

std::string GtGame::rules_summary() const {
  return R"(Card Game of Napoleonic Warfare (GT), in brief (rule lines of 002_b1d6b897ebeb83ff.txt):
- Goal: destroy every opposing unit in play (L3). Allies may join either side; each player keeps his
  own hand and units, and turns alternate between the sides (L42-45).
- Setup: 5 random units each from the 56-card Army deck, face up; 5 Battle cards each. Most Light
  Infantry goes first (Dragoons count), then most Cavalry, then a coin (L47-52, L136).
- Turn (L54-62): Draw 1 (the discard is reshuffled when the deck runs out, L64-65). Reserve: Reserve
  card, Leaders (one per unit, movable), Terrain on non-Cavalry units (one per unit), Rally removes
  4 DM (L67-74). Attack: one Primary Attack with a card matching the attacking unit; Line Infantry
  melee only infantry and artillery; a melee attacker discards its Terrain (L76-84).
- Damage: card damage + unit modifier + Leader/Terrain bonuses - Blocking Terrain, as DM. A unit
  whose DM exceed its Defense (with bonuses) is defeated; it and its Leader go to the victor's
  Victory pile, other attachments are discarded, and the victor may take its Terrain (L86-99).
- The target may negate a Primary Attack with a matching Defense card (L96-97). The target of a
  melee may answer with an Opportunity attack, which stops the charge only if it destroys the
  attacker (L101-105). Rout defeats a unit with 2+ DM (L94-95).
- End: hand limit 5, 6 with the Commanding Colonel (L110-111, L184).
- Options: quick_start (one copy of each card, L209), balanced_forces (L211-217), retire_at_two
  (L219), and the rulings in docs/rulings/gt.md.)";
}

std::string GtGame::render(const State& state, int viewer) const {
  const auto& s = as<GtState>(state);
  std::string out;
  out += fmt::format("Turn {} - {} to play - {}\n", s.turn, player_name(s.active), phase_name(s));
  out +=
      fmt::format("Army deck {} | Battle deck {} | discard {}{}\n", s.army.size(), s.deck.size(),
                  s.discard.size(),
                  s.discard.empty() ? "" : " (top: " + cards_.battle[s.discard.back()].name + ")");
  for (int p = 0; p < rules_.players; ++p) {
    const char* status = s.seat[idx(p)] == Seat::kInPlay    ? ""
                         : s.seat[idx(p)] == Seat::kRetired ? " [retired]"
                                                            : " [no units]";
    const std::string side = rules_.players > 2 ? " (" + side_name(side_of(p)) + ")" : "";
    out += fmt::format("\n{}{}{}{}\n", player_name(p), side, status,
                       p == s.decider && s.step != Step::kGameOver ? "  <- to decide" : "");
    const auto& army = s.units[idx(p)];
    for (std::size_t i = 0; i < army.size(); ++i) {
      const Unit& u = army[i];
      const UnitType& t = cards_.units[u.type];
      out += fmt::format("  #{} {:<16} {:<14} D{} A{:+d}  DM {}/{}", u.number, t.name,
                         group_name(t.troop_class), t.defense, t.attack, u.dm, defense(u));
      if (u.leader != kNone) out += "  Leader: " + cards_.battle[u.leader].name;
      if (u.terrain != kNone) out += "  Terrain: " + cards_.battle[u.terrain].name;
      out += "\n";
    }
    const auto& hand = s.hand[idx(p)];
    std::string cards;
    for (std::size_t i = 0; i < hand.size(); ++i) {
      const bool visible = viewer < 0 || viewer == p || ((s.known[idx(p)][i] >> viewer) & 1u);
      cards +=
          (cards.empty() ? "" : ", ") +
          (visible && hand[i] != kUnknownCard ? cards_.battle[hand[i]].name : std::string("?"));
    }
    out += fmt::format("  Hand ({}): {}\n", hand.size(), cards.empty() ? "empty" : cards);
    if (!s.victory_units[idx(p)].empty()) {
      out += fmt::format("  Victory pile: {} units, {} leaders\n", s.victory_units[idx(p)].size(),
                         s.victory_leaders[idx(p)].size());
    }
  }
  if (s.step == Step::kGameOver) {
    out += s.winner >= 0 ? fmt::format("\n{} wins ({}).\n", side_name(s.winner), end_reason(s))
                         : fmt::format("\nDraw ({}).\n", end_reason(s));
  }
  return out;
}

}  // namespace bivouac::gt
