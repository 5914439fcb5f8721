// Construction, dispatch by phase, and the outcome queries.
#include "games/volley/volley_game.h"

#include <stdexcept>

#include "core/resources.h"
#include "games/volley/actions.h"
#include "games/volley/bits.h"

namespace bivouac::volley {

VolleyGame::VolleyGame(const GameInfo& info, Options options)
    : Game(info, std::move(options)),
      cards_(CardTable::parse(
          load_text("src/games/volley/cards.toml", this->options().get("cards")),
          this->options().get("cards").empty() ? "cards.toml" : this->options().get("cards"))) {
  rules_.defense_per_card = this->options().get("defense_cards") == "per_card";
  rules_.multi_unit_melds = this->options().get_bool("multi_unit_melds");
  rules_.turn_limit = this->options().get_int("turn_limit");
  rules_.troops = this->options().get_int("troops");
}

const VolleyGame& volley_game(const Game& g) {
  const auto* v = dynamic_cast<const VolleyGame*>(&g);
  if (v == nullptr) throw std::invalid_argument("expected a Volley game, got " + g.info().id);
  return *v;
}

int VolleyGame::current_player(const State& state) const {
  const auto& s = as<VolleyState>(state);
  switch (s.phase) {
    case Phase::kManeuver:
    case Phase::kAttack:
    case Phase::kCounter:
      return s.active;
    case Phase::kDefend:
      return defender(s);
    case Phase::kOver:
      break;
  }
  return kNoPlayer;
}

void VolleyGame::legal_actions(const State& state, ActionList& out) const {
  const auto& s = as<VolleyState>(state);
  out.clear();
  switch (s.phase) {
    case Phase::kManeuver:
      maneuver_actions(s, out);
      break;
    case Phase::kAttack:
      attack_actions(s, out);
      break;
    case Phase::kDefend:
    case Phase::kCounter:
      reaction_actions(s, out);
      break;
    case Phase::kOver:
      break;
  }
}

void VolleyGame::apply_action(State& state, Action a, EventLog* log) const {
  auto& s = as<VolleyState>(state);
  switch (s.phase) {
    case Phase::kManeuver:
      apply_maneuver(s, a, log);
      return;
    case Phase::kAttack:
      apply_attack(s, a, log);
      return;
    case Phase::kDefend:
    case Phase::kCounter:
      apply_reaction(s, a, log);
      return;
    case Phase::kOver:
      break;
  }
  throw std::logic_error("volley: no action is possible, the game is over");
}

bool VolleyGame::is_terminal(const State& s) const {
  return as<VolleyState>(s).phase == Phase::kOver;
}

int VolleyGame::winning_side(const State& s) const {
  return as<VolleyState>(s).winner;
}

double VolleyGame::returns(const State& s, int player) const {
  const int w = winning_side(s);
  if (w < 0) return 0.0;
  return w == player ? 1.0 : -1.0;
}

int VolleyGame::turn_number(const State& s) const {
  return as<VolleyState>(s).turn;
}

// Discards: any set of cards in any order. Meld cards are not declared: laid in increasing order
// a meld could start with a card whose partners all come earlier, a dead end.
int VolleyGame::unordered_choice(const State& /*s*/, Action a) const {
  return act::is_discard(a) ? 1 : 0;
}

std::string VolleyGame::end_reason(const State& s) const {
  switch (as<VolleyState>(s).end) {
    case EndReason::kTroops:
      return "troops";
    case EndReason::kTurnLimit:
      return "turn limit";
    case EndReason::kNone:
      break;
  }
  return {};
}

std::vector<std::string> VolleyGame::hand_card_names(const State& s, int player) const {
  std::vector<std::string> names;
  for (int c : cards_of(as<VolleyState>(s).hand[static_cast<std::size_t>(player)])) {
    names.push_back(cards_.name(c));
  }
  return names;
}

}  // namespace bivouac::volley
