// The Muskets state as JSON (docs/formats.md): zones as lists of card names, the deck from bottom
// to top, "?" for a card the viewer cannot see.
#include <fmt/format.h>

#include <algorithm>

#include "core/errors.h"
#include "core/json_util.h"
#include "games/muskets/card_ids.h"
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

constexpr std::array<const char*, kPlaceCount> kPlaceNames = {"deck",   "hand:0", "hand:1",
                                                              "line:0", "line:1", "discard"};

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
  // The card ledger: one entry per card, [id, name, place, age]; id 0 and "?" where hidden.
  json ids = json::array();
  for (int i = 0; i < s.card_total; ++i) {
    const auto k = static_cast<std::size_t>(i);
    ids.push_back(json::array(
        {s.label[k], s.kind[k] == kUnknownCard ? std::string("?") : cards_[s.kind[k]].name,
         s.place[k] == kPlaceUnknown ? std::string("?") : std::string(kPlaceNames[s.place[k]]),
         s.order[k]}));
  }
  j["ids"] = ids;
  json scouted = json::array();
  for (std::size_t p = 0; p < 2; ++p) {
    json list = json::array();
    for (int i = 0; i < s.card_total; ++i)
      if ((s.seen[p] >> i) & 1U) list.push_back(s.label[static_cast<std::size_t>(i)]);
    scouted.push_back(list);
  }
  j["scouted"] = scouted;
  j["label_key"] = s.label_key;
  j["labels_issued"] = s.labels_issued;
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
  if (j.contains("ids")) {
    const json& ids = in::array(j["ids"], "ids");
    if (ids.size() > kMaxCards)
      in::fail("ids", fmt::format("at most {} cards", kMaxCards), ids.size());
    s->card_total = static_cast<std::uint8_t>(ids.size());
    std::vector<std::string> places(kPlaceNames.begin(), kPlaceNames.end());
    for (std::size_t k = 0; k < ids.size(); ++k) {
      const std::string where = in::child("ids", k);
      const json& e = in::array(ids[k], where);
      if (e.size() != 4) in::fail(where, "[id, card name, place, age]", e);
      s->label[k] =
          static_cast<std::uint32_t>(in::integer(e[0], in::child(where, 0), 0, kMaxLabel));
      s->kind[k] =
          e[1] == "?"
              ? kUnknownCard
              : static_cast<std::uint8_t>(in::one_of(e[1], in::child(where, 1), cards_.names()));
      s->place[k] = e[2] == "?"
                        ? static_cast<std::uint8_t>(kPlaceUnknown)
                        : static_cast<std::uint8_t>(in::one_of(e[2], in::child(where, 2), places));
      if ((s->label[k] == 0) != (s->place[k] == kPlaceUnknown))
        in::fail(where, "an id (1-2147483647) exactly where the card is known", e);
      if ((s->kind[k] == kUnknownCard) != (s->place[k] == kPlaceUnknown))
        in::fail(where, "a card and a place both known or both \"?\"", e);
      s->order[k] =
          static_cast<std::uint8_t>(in::integer(e[3], in::child(where, 3), 0, kMaxCards - 1));
    }
    const json& scouted = pair_of("scouted");
    for (std::size_t p = 0; p < 2; ++p) {
      const json& list = in::array(scouted[p], in::child("scouted", p));
      for (std::size_t k = 0; k < list.size(); ++k) {
        const std::string at = in::child(in::child("scouted", p), k);
        const auto id = in::integer(list[k], at, 1, kMaxLabel);
        const auto end = s->label.begin() + s->card_total;
        const auto it = std::find(s->label.begin(), end, static_cast<std::uint32_t>(id));
        if (it == end) in::fail(at, "the id of a card in \"ids\"", list[k]);
        s->seen[p] |= std::uint64_t{1} << (it - s->label.begin());
      }
    }
    // Optional (documents of the first ledger have neither): without a key, fresh labels are
    // drawn at random and checked against the others.
    if (j.contains("label_key")) s->label_key = in::unsigned_integer(j["label_key"], "label_key");
    if (j.contains("labels_issued"))
      s->labels_issued = static_cast<std::uint32_t>(
          in::integer(j["labels_issued"], "labels_issued", 0, kMaxLabelsIssued));
    sync_ledger_masks(*s);
  } else {
    ledger_from_counts(*s, cards_);  // written before the card ids (docs/formats.md)
  }
  if (const std::string e = ledger_error(*s, copies_.data(), cards_.size()); !e.empty())
    throw FormatError("ids: " + e);
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
