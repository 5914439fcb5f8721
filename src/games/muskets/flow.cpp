// The turn's automatic parts: setup, draws with reshuffles, skipping phases the player visibly
// cannot use (an empty hand, no target in play), turn ends and the turn limit.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <vector>

#include "games/muskets/card_ids.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

namespace {

std::string card_list(const CardTable& cards, const Counts& c) {
  std::string out;
  for (int t = 0; t < cards.size(); ++t) {
    for (int k = 0; k < c[static_cast<std::size_t>(t)]; ++k) {
      out += (out.empty() ? "" : ", ") + cards[t].name;
    }
  }
  return out.empty() ? "nothing" : out;
}

// The same cards as a JSON list of names (the events' data, read by statistics).
nlohmann::json card_names(const CardTable& cards, const Counts& c) {
  nlohmann::json out = nlohmann::json::array();
  for (int t = 0; t < cards.size(); ++t) {
    for (int k = 0; k < c[static_cast<std::size_t>(t)]; ++k) out.push_back(cards[t].name);
  }
  return out;
}

}  // namespace

std::unique_ptr<State> MusketsGame::new_initial_state(std::uint64_t seed) const {
  return new_game(seed, nullptr, {});
}

std::unique_ptr<State> MusketsGame::new_game(std::uint64_t seed, EventLog* log,
                                             const std::vector<ForcedDraws>& draws) const {
  auto s = std::make_unique<MusketsState>();
  s->chance = Chance(seed);
  for (int t = 0; t < cards_.size(); ++t) {
    for (int k = 0; k < cards_[t].copies; ++k) s->deck.push_back(static_cast<CardId>(t));
  }
  s->chance.rng.shuffle(s->deck.begin(), s->deck.end());
  deal_card_ids(*s, copies_.data(), cards_.size(), seed);
  force_opening_draws(*s, draws);
  s->morale = {kStartingMorale, kStartingMorale};  // L23
  if (log) {
    log->emit("setup", -1, opening_notice(), {{"first_turns", options().get("first_turns")}});
  }
  // First player is not stated; a coin decides (rulings: "first player").
  s->first_player = static_cast<std::uint8_t>(first_player_option_ >= 0 ? first_player_option_
                                                                        : s->chance.roll(2) - 1);
  s->active = s->first_player;
  if (log && first_player_option_ < 0) {
    log->roll(RollReport{"coin toss for the first turn (1 = Player 1, 2 = Player 2)",
                         -1,
                         {s->first_player + 1},
                         {},
                         s->first_player + 1,
                         player_name(s->first_player) + " goes first"});
  }
  if (log) {
    log->emit("setup", s->first_player,
              fmt::format("{} goes first ({}).", player_name(s->first_player),
                          first_player_option_ >= 0
                              ? "chosen by the option Who takes the first turn"
                              : "a coin toss: the rules do not say who starts, rulings 1"),
              {{"first_player", s->first_player},
               {"why", first_player_option_ >= 0 ? "option" : "coin"}});
  }
  for (int p = 0; p < 2; ++p) draw(*s, p, kHandLimit, log);  // the deal, L27
  start_turn(*s, log);
  return s;
}

std::string MusketsGame::opening_notice() const {
  switch (first_turns_) {
    case FirstTurns::kNoFireCharge:
      return "House rule for the first turns: no Fire Order or Bayonet Charge in either "
             "player's first turn (rulings 17).";
    case FirstTurns::kNoFirstReserves:
      return "House rule for the first turns: the first player draws no Reserves in his first "
             "turn (rulings 17).";
    case FirstTurns::kPrinted:
      break;
  }
  return "Printed rules: the first player may win before the second moves, with a Fire Order or "
         "a Charge against an empty line. The first-turn house rules (no Fire Order or Charge in "
         "the first turns, or no first Reserves) soften this (rulings 17).";
}

void MusketsGame::draw(MusketsState& s, int player, int n, EventLog* log) const {
  Counts drawn{};
  int got = 0;
  // Ledger cards drawn (no heap and no clearing: bots draw millions of times; only the first
  // `got` are read).
  std::array<int, kMaxCards> fresh;  // NOLINT(cppcoreguidelines-pro-type-member-init)
  for (int i = 0; i < n; ++i) {
    if (s.deck.empty()) {
      // L45: "If the deck runs out, shuffle the discard & draw from it."
      for (int t = 0; t < cards_.size(); ++t) {
        for (int k = 0; k < s.discard[static_cast<std::size_t>(t)]; ++k) {
          s.deck.push_back(static_cast<CardId>(t));
        }
        s.discard[static_cast<std::size_t>(t)] = 0;
      }
      move_all(s, kInDiscard, kInDeck);
      relabel_deck(s);
      s.chance.rng.shuffle(s.deck.begin(), s.deck.end());
      if (log && !s.deck.empty()) {
        log->emit(
            "reshuffle", -1,
            fmt::format("The discard pile ({} cards) is shuffled into a new deck.", s.deck.size()));
      }
      if (s.deck.empty()) break;  // everything is in hands or in play: draw what there is
    }
    const CardId c = s.deck.pop_back();
    ++s.hand[static_cast<std::size_t>(player)][c];
    fresh[static_cast<std::size_t>(got)] = move_card(s, c, kInDeck, hand_place(player));
    ++drawn[c];
    ++got;
  }
  // The cards of one draw arrive together: their ages go by type (then by ledger index, a
  // secret order no viewer can tie to the deck), not by the hidden deck order they came off in.
  if (got == 2) {  // the usual draw: at most a swap
    auto& a = fresh[0];
    auto& b = fresh[1];
    const auto ka = s.kind[static_cast<std::size_t>(a - 1)];
    const auto kb = s.kind[static_cast<std::size_t>(b - 1)];
    if (kb < ka || (kb == ka && b < a)) {
      std::swap(s.order[static_cast<std::size_t>(a - 1)], s.order[static_cast<std::size_t>(b - 1)]);
      std::swap(a, b);
    }
  } else if (got > 2) {
    std::uint64_t arrived = 0;
    std::uint8_t age = 255;
    for (int k = 0; k < got; ++k) {
      const int i = fresh[static_cast<std::size_t>(k)] - 1;
      arrived |= std::uint64_t{1} << i;
      age = std::min(age, s.order[static_cast<std::size_t>(i)]);
    }
    int k = 0;
    for (int t = 0; t < cards_.size() && k < got; ++t) {
      if (drawn[static_cast<std::size_t>(t)] == 0) continue;
      for (std::uint64_t m = arrived & s.of_kind[static_cast<std::size_t>(t)]; m != 0; m &= m - 1) {
        const int i = std::countr_zero(m);
        s.order[static_cast<std::size_t>(i)] = age++;
        fresh[static_cast<std::size_t>(k++)] = i + 1;  // the event lists them in this order
      }
    }
  }
  if (log) {
    nlohmann::json ids = nlohmann::json::array();
    for (int k = 0; k < got; ++k) ids.push_back(public_id(s, fresh[static_cast<std::size_t>(k)]));
    log->emit("draw", player,
              fmt::format("{} draws {}: {}.", player_name(player), got, card_list(cards_, drawn)),
              {{"count", got}, {"cards", card_names(cards_, drawn)}, {"ids", ids}}, only(player));
    log->emit("draw", player,
              fmt::format("{} draws {} card{}.", player_name(player), got, got == 1 ? "" : "s"),
              {{"count", got}}, kEveryone & ~only(player));
  }
}

int MusketsGame::discard_from_hand(MusketsState& s, int player, int type) const {
  const auto p = static_cast<std::size_t>(player);
  const auto t = static_cast<std::size_t>(type);
  --s.hand[p][t];
  ++s.discard[t];
  const int id = move_card(s, type, hand_place(player), kInDiscard);
  // The opponent saw which cards were there; after one of this type leaves, he can be sure of
  // one fewer (it may have been the card he saw, or one drawn since).
  if (s.known[p][t] > 0) --s.known[p][t];
  return id;
}

void MusketsGame::lose_morale(MusketsState& s, int player, int amount, EventLog* log) const {
  auto& m = s.morale[static_cast<std::size_t>(player)];
  m = static_cast<std::int16_t>(m - amount);
  if (log) {
    log->emit("morale", player,
              fmt::format("{} loses {} Morale ({} left).", player_name(player), amount, m),
              {{"change", -amount}, {"morale", m}});
  }
  if (m <= 0 && s.step != Step::kGameOver) {  // L15: reduce your opponent to zero Morale
    s.winner = static_cast<std::int8_t>(1 - player);
    s.step = Step::kGameOver;
    if (log)
      log->emit("result", 1 - player,
                fmt::format("{} wins: {} has no Morale left.", player_name(1 - player),
                            player_name(player)));
  }
}

void MusketsGame::start_turn(MusketsState& s, EventLog* log) const {
  if (log)
    log->emit("turn", s.active, fmt::format("Turn {}: {}.", s.turn, player_name(s.active)),
              {{"turn", s.turn}});
  if (first_turns_ == FirstTurns::kNoFirstReserves && s.turn == 1) {
    if (log)
      log->emit("info", s.active,
                fmt::format("{} draws no Reserves in the first turn (the first-turn house rule).",
                            player_name(s.active)));
  } else {
    draw(s, s.active, kReserveDraw, log);  // Reserves phase, L44
  }
  s.step = Step::kBattlePlan;
  s.scouted = 0;
}

void MusketsGame::end_turn(MusketsState& s, EventLog* log) const {
  if (turn_limit_ > 0 && s.turn >= turn_limit_) {
    s.step = Step::kGameOver;
    s.winner = -1;
    if (log)
      log->emit("result", -1,
                fmt::format("Turn limit {} reached: the game is a draw.", turn_limit_));
    return;
  }
  s.active = static_cast<std::uint8_t>(1 - s.active);
  ++s.turn;
  start_turn(s, log);
}

bool MusketsGame::has_choice(const MusketsState& s) const {
  // Only what the opponent can see decides whether a phase asks the player: the size of his
  // hand, the lines and the hand limit. A player who might hold the card is asked even when he
  // does not, and passes, as at the table; skipping the phase would tell the opponent that he
  // holds no such card (rulings: "phases with nothing to decide").
  const int in_hand = count_hand(s, s.active);
  const int d = 1 - s.active;
  switch (s.step) {
    case Step::kBattlePlan:
    case Step::kRally:
    case Step::kDeploy:
    case Step::kBombardment:
      return in_hand > 0;
    case Step::kBattery:
      return in_hand > 0 && count(s.line[static_cast<std::size_t>(d)]) > 0;
    case Step::kFlanking:
      return in_hand > 0 && count_hand(s, d) > 0;
    case Step::kFire:
      return !attacks_barred(s) && in_hand >= kFireOrderCards && count(s.line[s.active]) > 0;
    case Step::kCharge:
      return !attacks_barred(s) && in_hand > 0 && count(s.line[s.active]) > 0;
    case Step::kHandLimit:
      return in_hand > kHandLimit;
    case Step::kBatteryAnswer:
    case Step::kFlankingAnswer:
    case Step::kCasualties:
    case Step::kGameOver:
      return true;
  }
  return true;
}

void MusketsGame::advance(MusketsState& s, EventLog* log) const {
  while (s.step != Step::kGameOver && !has_choice(s)) {
    switch (s.step) {
      case Step::kBattlePlan:
        s.step = Step::kDeploy;
        break;
      case Step::kDeploy:
        s.step = Step::kBattery;
        break;
      case Step::kBattery:
        s.step = Step::kBombardment;
        break;
      case Step::kBombardment:
        s.step = Step::kFlanking;
        break;
      case Step::kFlanking:
        s.step = Step::kFire;
        break;
      case Step::kFire:
        s.step = Step::kCharge;
        break;
      case Step::kCharge:
        s.step = Step::kRally;
        break;
      case Step::kRally:
        s.step = Step::kHandLimit;
        break;
      case Step::kHandLimit:
        end_turn(s, log);
        break;
      default:
        return;
    }
  }
}

}  // namespace bivouac::muskets
