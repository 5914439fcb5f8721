// The Muskets state as JSON (docs/formats.md): zones as lists of card names, the deck from bottom
// to top, "?" for a card the viewer cannot see.
#include <fmt/format.h>

#include "core/errors.h"
#include "core/json_util.h"
#include "games/muskets/muskets_game.h"

namespace bivouac::muskets {

using nlohmann::json;

namespace {

constexpr std::array<const char*, kStepCount> kStepNames = {
    "battle_plan", "deploy",          "battery",  "battery_answer", "bombardment",
    "flanking",    "flanking_answer", "fire",     "casualties",     "charge",
    "rally",       "hand_limit",      "game_over"};

json names_of(const CardTable& cards, const Counts& c, int unseen = 0) {
  json out = json::array();
  for (int t = 0; t < cards.size(); ++t) {
    for (int k = 0; k < c[static_cast<std::size_t>(t)]; ++k) out.push_back(cards[t].name);
  }
  for (int k = 0; k < unseen; ++k) out.push_back("?");
  return out;
}

// Reads a list of card names into counts; "?" entries are counted into *unseen when allowed.
Counts counts_of(const CardTable& cards, const json& j, const std::string& path,
                 std::uint8_t* unseen = nullptr) {
  namespace in = json_in;
  in::array(j, path);
  Counts c{};
  for (std::size_t k = 0; k < j.size(); ++k) {
    const std::string where = in::child(path, k);
    if (unseen != nullptr && j[k] == "?") {
      ++*unseen;
      continue;
    }
    const int t = in::one_of(j[k], where, cards.names());
    if (c[static_cast<std::size_t>(t)] == 255) in::fail(where, "fewer copies", j[k]);
    ++c[static_cast<std::size_t>(t)];
  }
  return c;
}

}  // namespace

json MusketsGame::state_to_json(const State& state) const {
  const auto& s = as<MusketsState>(state);
  json deck = json::array();
  for (CardId c : s.deck) deck.push_back(c == kUnknownCard ? std::string("?") : cards_[c].name);
  json j;
  j["turn"] = s.turn;
  j["active"] = s.active;
  j["first_player"] = s.first_player;
  j["step"] = kStepNames[static_cast<std::size_t>(s.step)];
  j["winner"] = s.winner;
  j["morale"] = json::array({s.morale[0], s.morale[1]});
  j["hands"] = json::array(
      {names_of(cards_, s.hand[0], s.unseen[0]), names_of(cards_, s.hand[1], s.unseen[1])});
  j["known"] = json::array({names_of(cards_, s.known[0]), names_of(cards_, s.known[1])});
  j["lines"] = json::array({names_of(cards_, s.line[0]), names_of(cards_, s.line[1])});
  j["discard"] = names_of(cards_, s.discard);
  j["deck"] = deck;
  j["pending"] = {{"battery_target", cards_[s.battery_target].name},
                  {"charge", s.charge_pending != 0},
                  {"scouted", s.scouted != 0},
                  {"casualty_force", s.casualty_force},
                  {"losing", names_of(cards_, s.losing)}};
  json forced = json::array();
  for (std::size_t i = 0; i < s.chance.forced_pending(); ++i)
    forced.push_back(s.chance.forced_at(i));
  j["rng"] = s.chance.rng.words();
  j["forced_dice"] = forced;
  return j;
}

std::unique_ptr<State> MusketsGame::state_from_json(const json& j) const {
  namespace in = json_in;
  in::object(j, "state");
  auto s = std::make_unique<MusketsState>();
  auto player_index = [&](const char* key) {
    return static_cast<std::uint8_t>(in::integer(in::field(j, key, "state"), key, 0, 1));
  };
  auto pair_of = [&](const char* key) -> const json& {
    const json& v = in::array(in::field(j, key, "state"), key);
    if (v.size() != 2) in::fail(key, "a list of two entries, one per player", v);
    return v;
  };
  s->turn =
      static_cast<std::uint16_t>(in::integer(in::field(j, "turn", "state"), "turn", 1, 65535));
  s->active = player_index("active");
  s->first_player = player_index("first_player");
  s->step =
      static_cast<Step>(in::one_of(in::field(j, "step", "state"), "step",
                                   std::vector<std::string>(kStepNames.begin(), kStepNames.end())));
  s->winner =
      static_cast<std::int8_t>(in::integer(in::field(j, "winner", "state"), "winner", -1, 1));
  const json& morale = pair_of("morale");
  for (std::size_t p = 0; p < 2; ++p) {
    s->morale[p] =
        static_cast<std::int16_t>(in::integer(morale[p], in::child("morale", p), -999, 999));
    s->hand[p] = counts_of(cards_, pair_of("hands")[p], in::child("hands", p), &s->unseen[p]);
    s->known[p] = counts_of(cards_, pair_of("known")[p], in::child("known", p));
    s->line[p] = counts_of(cards_, pair_of("lines")[p], in::child("lines", p));
  }
  s->discard = counts_of(cards_, in::field(j, "discard", "state"), "discard");
  const json& deck = in::array(in::field(j, "deck", "state"), "deck");
  if (deck.size() > kMaxCards)
    in::fail("deck", fmt::format("at most {} cards", kMaxCards), deck.size());
  for (std::size_t k = 0; k < deck.size(); ++k) {
    if (deck[k] == "?") {
      s->deck.push_back(kUnknownCard);
    } else {
      s->deck.push_back(
          static_cast<CardId>(in::one_of(deck[k], in::child("deck", k), cards_.names())));
    }
  }
  const json& pending = in::object(in::field(j, "pending", "state"), "pending");
  s->battery_target = static_cast<std::uint8_t>(in::one_of(
      in::field(pending, "battery_target", "pending"), "pending.battery_target", cards_.names()));
  s->charge_pending =
      in::boolean(in::field(pending, "charge", "pending"), "pending.charge") ? 1 : 0;
  s->scouted = in::boolean(in::field(pending, "scouted", "pending"), "pending.scouted") ? 1 : 0;
  s->casualty_force = static_cast<std::int16_t>(in::integer(
      in::field(pending, "casualty_force", "pending"), "pending.casualty_force", 0, 10000));
  s->losing = counts_of(cards_, in::field(pending, "losing", "pending"), "pending.losing");
  s->chance.rng.set_words(in::rng_words(in::field(j, "rng", "state"), "rng"));
  const json& forced = in::array(in::field(j, "forced_dice", "state"), "forced_dice");
  for (std::size_t k = 0; k < forced.size(); ++k) {
    s->chance.force(static_cast<int>(in::integer(forced[k], in::child("forced_dice", k), 1, 255)));
  }
  // A real game never stops where the player has nothing to decide: run on as it would
  // (rulings 15), so a loaded position continues like a played one.
  // The step's own fields first, so that a refusal names the field that is wrong.
  check_loaded_step(*s);
  try {
    check_invariants(*s);
  } catch (const std::logic_error& e) {
    throw FormatError(std::string("state is not a legal position: ") + e.what());
  }
  advance(*s, nullptr);
  return s;
}

}  // namespace bivouac::muskets
