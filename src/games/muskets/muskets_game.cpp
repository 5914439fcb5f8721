#include "games/muskets/muskets_game.h"

#include "core/resources.h"

namespace bivouac::muskets {

MusketsGame::MusketsGame(const GameInfo& info, const Options& options)
    : Game(info, options),
      cards_(CardTable::parse(load_text("src/games/muskets/cards.toml", options.get("cards")),
                              options.get("cards").empty() ? "cards.toml" : options.get("cards"))),
      turn_limit_(options.get_int("turn_limit")),
      general_any_(options.get("general_substitutes") == "any"),
      first_player_option_(
          options.get("first_player") == "random" ? -1 : options.get_int("first_player") - 1),
      first_turns_(options.get("first_turns") == "no_fire_charge" ? FirstTurns::kNoFireCharge
                   : options.get("first_turns") == "no_first_reserves"
                       ? FirstTurns::kNoFirstReserves
                       : FirstTurns::kPrinted) {
  general_ = cards_.of(Role::kGeneral);
  cannon_ = cards_.of(Role::kCannon);
  cavalry_ = cards_.of(Role::kCavalry);
  ready_ = cards_.of(Role::kReady);
  aim_ = cards_.of(Role::kAim);
  fire_ = cards_.of(Role::kFire);
  for (int t = 0; t < cards_.size(); ++t) copies_[static_cast<std::size_t>(t)] = cards_[t].copies;
}

bool MusketsGame::is_terminal(const State& s) const {
  return as<MusketsState>(s).step == Step::kGameOver;
}

int MusketsGame::winning_side(const State& s) const {
  const auto& m = as<MusketsState>(s);
  return m.step == Step::kGameOver ? m.winner : -1;
}

double MusketsGame::returns(const State& s, int player) const {
  const int w = winning_side(s);
  if (w < 0) return 0;
  return w == player ? 1.0 : -1.0;
}

int MusketsGame::turn_number(const State& s) const {
  return as<MusketsState>(s).turn;
}

std::string MusketsGame::end_reason(const State& s) const {
  const auto& m = as<MusketsState>(s);
  if (m.step != Step::kGameOver) return {};
  return m.winner >= 0 ? "morale" : "turn limit";
}

std::vector<std::string> MusketsGame::hand_card_names(const State& s, int player) const {
  std::vector<std::string> names;
  const auto& hand = as<MusketsState>(s).hand[static_cast<std::size_t>(player)];
  for (int t = 0; t < cards_.size(); ++t) {
    for (int k = 0; k < hand[static_cast<std::size_t>(t)]; ++k) names.push_back(cards_[t].name);
  }
  return names;
}

}  // namespace bivouac::muskets
