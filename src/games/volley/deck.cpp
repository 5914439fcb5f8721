// Setup, drawing and reshuffling (003 L1: THE DECK, SETUP, MANEUVER PHASE).
#include <fmt/format.h>

#include "core/errors.h"
#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

std::unique_ptr<State> VolleyGame::new_initial_state(std::uint64_t seed) const {
  return new_game(seed, nullptr, {});
}

std::unique_ptr<State> VolleyGame::new_game(std::uint64_t seed, EventLog* log,
                                            const std::vector<ForcedDraws>& draws) const {
  auto s = std::make_unique<VolleyState>();
  s->chance = Chance(seed);
  s->deck = cards_.all();
  s->deck_size = static_cast<std::uint8_t>(cards_.size());
  for (int c : cards_of(s->deck)) s->deck_order.push_back(static_cast<CardId>(c));
  s->chance.rng.shuffle(s->deck_order.begin(), s->deck_order.end());
  force_opening_draws(*s, draws);
  s->troops = {static_cast<std::int16_t>(rules_.troops), static_cast<std::int16_t>(rules_.troops)};
  // "Each player is dealt 7 cards. Flip a coin to see who goes first." (SETUP)
  if (log != nullptr) {
    log->emit("setup", -1,
              fmt::format("Each player is dealt {} cards and has {} troops (SETUP).", kHandSize,
                          rules_.troops));
  }
  for (int p = 0; p < 2; ++p) refill_hand(*s, p, log);
  s->first_player = static_cast<std::uint8_t>(s->chance.roll(2) - 1);
  s->active = s->first_player;
  s->phase = Phase::kManeuver;
  if (log != nullptr) {
    log->roll(RollReport{"coin flip for the first turn (1 = Player 1, 2 = Player 2)",
                         -1,
                         {s->first_player + 1},
                         {},
                         s->first_player + 1,
                         player_name(s->first_player) + " goes first"});
    log->emit("setup", s->first_player,
              fmt::format("A coin flip decides who goes first: {} (SETUP).",
                          player_name(s->first_player)),
              {{"first_player", s->first_player}, {"why", "coin"}});
    log->emit("turn", s->active, fmt::format("Turn 1: {} to play", player_name(s->active)),
              {{"turn", 1}});
  }
  return s;
}

int VolleyGame::draw_one(VolleyState& s, int player, EventLog* log) const {
  if (s.deck == 0) {
    if (s.discard == 0) return -1;
    if (log != nullptr) {
      log->emit("shuffle", player,
                fmt::format("The deck has run out: the discard pile ({} cards) is shuffled into a "
                            "new deck",
                            count(s.discard)));
    }
    s.deck = s.discard;
    s.deck_size = static_cast<std::uint8_t>(count(s.discard));
    s.discard = 0;
    s.deck_order.clear();
    for (int c : cards_of(s.deck)) s.deck_order.push_back(static_cast<CardId>(c));
    s.chance.rng.shuffle(s.deck_order.begin(), s.deck_order.end());
  }
  const int card = s.deck_order.pop_back();
  s.deck &= ~bit(card);
  --s.deck_size;
  s.hand[static_cast<std::size_t>(player)] |= bit(card);
  ++s.hand_size[static_cast<std::size_t>(player)];
  return card;
}

void VolleyGame::refill_hand(VolleyState& s, int player, EventLog* log) const {
  const auto p = static_cast<std::size_t>(player);
  CardMask drawn = 0;
  while (s.hand_size[p] < kHandSize) {
    const int card = draw_one(s, player, log);
    if (card < 0) {
      if (log != nullptr) {
        log->emit("info", player,
                  "The deck and the discard pile are both empty: no more cards to draw");
      }
      break;
    }
    drawn |= bit(card);
  }
  if (log == nullptr || drawn == 0) return;
  std::string names;
  nlohmann::json list = nlohmann::json::array();
  nlohmann::json ids = nlohmann::json::array();
  for (int c : cards_of(drawn)) {
    names += (names.empty() ? "" : ", ") + card_label(c);
    list.push_back(cards_.name(c));
    ids.push_back(c);
  }
  const int n = count(drawn);
  log->emit("draw", player, fmt::format("{} draws {}", player_name(player), names),
            {{"cards", list}, {"ids", ids}}, only(player));
  log->emit("draw", player,
            fmt::format("{} draws {} card{}", player_name(player), n, n == 1 ? "" : "s"),
            {{"count", n}}, kEveryone & ~only(player));
}

void VolleyGame::force_draws(State& state, std::string_view deck,
                             const std::vector<std::string>& names) const {
  auto& s = as<VolleyState>(state);
  if (!deck.empty() && deck != "deck") {
    throw FormatError(
        fmt::format("volley has one deck, named \"deck\" (or \"\"), not \"{}\"", deck));
  }
  CardMask queued = 0;
  for (const auto& name : names) {
    const int c = cards_.find(name);
    if (c < 0) throw FormatError(fmt::format("force_draws: no card named \"{}\"", name));
    if ((s.deck & bit(c)) == 0) {
      throw FormatError(fmt::format("force_draws: \"{}\" is not in the deck", cards_.name(c)));
    }
    if ((queued & bit(c)) != 0) {
      throw FormatError(fmt::format("force_draws: \"{}\" is already queued", cards_.name(c)));
    }
    queued |= bit(c);
  }
  // The first name ends on top.
  for (auto it = names.rbegin(); it != names.rend(); ++it) {
    const auto c = static_cast<CardId>(cards_.find(*it));
    s.deck_order.erase_value(c);
    s.deck_order.push_back(c);
  }
}

}  // namespace bivouac::volley
