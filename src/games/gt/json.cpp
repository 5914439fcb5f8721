// The state as JSON, card names instead of ids; reading validates every field by name.
#include <fmt/format.h>

#include "core/errors.h"
#include "core/json_util.h"
#include "games/gt/internal.h"

namespace bivouac::gt {

namespace {

using detail::idx;
using nlohmann::json;
namespace in = json_in;

const std::vector<std::string>& step_names() {
  static const std::vector<std::string> kNames = {
      "reserve",      "dispatch",    "attack",       "target",      "shoot_defend",
      "screen",       "spoils",      "shoot_window", "opportunity", "melee_defend",
      "melee_window", "end_discard", "game_over"};
  return kNames;
}
const std::vector<std::string>& seat_names() {
  static const std::vector<std::string> kNames = {"in_play", "destroyed", "retired"};
  return kNames;
}
const std::vector<std::string>& end_names() {
  static const std::vector<std::string> kNames = {"none", "destroyed", "turn_limit", "stalemate"};
  return kNames;
}

json opt_card(const CardTable& t, std::uint8_t c) {
  if (c == kNone) return nullptr;
  if (c == kUnknownCard) return "?";
  return t.battle[c].name;
}
json opt_index(std::uint8_t v) {
  return v == kNone ? json(nullptr) : json(v);
}

// Zones never hold kNone, so 0xFF there is always a card the viewer cannot see.
template <class Z>
json battle_list(const CardTable& t, const Z& zone) {
  json a = json::array();
  for (CardId c : zone) a.push_back(c == kUnknownCard ? std::string("?") : t.battle[c].name);
  return a;
}
template <class Z>
json unit_list(const CardTable& t, const Z& zone) {
  json a = json::array();
  for (CardId c : zone) a.push_back(c == kUnknownCard ? std::string("?") : t.units[c].name);
  return a;
}

// --- reading ------------------------------------------------------------------------------

std::uint8_t read_battle(const CardTable& t, const json& j, const std::string& path,
                         bool nullable) {
  if (nullable && j.is_null()) return kNone;
  const std::string name = in::string(j, path);
  if (name == "?") return kUnknownCard;
  const int i = t.battle_index(name);
  if (i < 0) in::fail(path, "the name of a Battle card", j);
  return static_cast<std::uint8_t>(i);
}
std::uint8_t read_unit(const CardTable& t, const json& j, const std::string& path) {
  const std::string name = in::string(j, path);
  if (name == "?") return kUnknownCard;
  const int i = t.unit_index(name);
  if (i < 0) in::fail(path, "the name of a unit card", j);
  return static_cast<std::uint8_t>(i);
}
std::uint8_t read_index(const json& j, const std::string& path, int max) {
  if (j.is_null()) return kNone;
  return static_cast<std::uint8_t>(in::integer(j, path, 0, max));
}

template <class Z>
void read_battle_zone(const CardTable& t, const json& j, const std::string& path, Z& zone) {
  in::array(j, path);
  if (j.size() > zone.capacity())
    in::fail(path, fmt::format("at most {} cards", zone.capacity()), j);
  zone.clear();
  for (std::size_t i = 0; i < j.size(); ++i)
    zone.push_back(read_battle(t, j[i], in::child(path, i), false));
}
template <class Z>
void read_unit_zone(const CardTable& t, const json& j, const std::string& path, Z& zone) {
  in::array(j, path);
  if (j.size() > zone.capacity())
    in::fail(path, fmt::format("at most {} cards", zone.capacity()), j);
  zone.clear();
  for (std::size_t i = 0; i < j.size(); ++i) zone.push_back(read_unit(t, j[i], in::child(path, i)));
}
template <class L>
json label_list(const L& labels) {
  json a = json::array();
  for (auto l : labels) a.push_back(l);
  return a;
}
// A list of card ids (card_ids.h) beside a zone; absent in documents written before the ids.
template <class L>
void read_labels(const json& root, const char* key, std::size_t at, bool per_player, L& labels,
                 int max, std::size_t cards) {
  if (!in::has(root, key)) return;
  const std::string path = per_player ? in::child(key, at) : std::string(key);
  const json& j = in::array(per_player ? root[key][at] : root[key], path);
  if (j.size() != cards) in::fail(path, fmt::format("one id per card ({})", cards), j);
  labels.clear();
  for (std::size_t i = 0; i < j.size(); ++i)
    labels.push_back(
        static_cast<typename L::value_type>(in::integer(j[i], in::child(path, i), 0, max)));
}

// A per-player array with exactly `players` entries.
const json& per_player(const json& root, const char* key, int players) {
  const json& a = in::array(in::field(root, key, ""), key);
  if (a.size() != static_cast<std::size_t>(players)) {
    in::fail(key, fmt::format("an array with one entry per player ({})", players), a);
  }
  return a;
}

}  // namespace

json GtGame::state_to_json(const State& state) const {
  const auto& s = as<GtState>(state);
  json j;
  j["players"] = rules_.players;
  json words = json::array();
  for (auto w : s.chance.rng.words()) words.push_back(w);
  j["rng"] = words;
  json forced = json::array();
  for (std::size_t i = 0; i < s.chance.forced_pending(); ++i)
    forced.push_back(s.chance.forced_at(i));
  j["forced_dice"] = forced;
  j["army"] = unit_list(cards_, s.army);
  j["deck"] = battle_list(cards_, s.deck);
  j["discard"] = battle_list(cards_, s.discard);
  j["spoils"] = battle_list(cards_, s.spoils);
  j["discard_ids"] = label_list(s.discard_ids);
  j["spoils_ids"] = label_list(s.spoils_ids);
  j["label_key"] = s.label_key;
  j["labels_issued"] = s.labels_issued;
  json hand_ids = json::array(), vu_ids = json::array(), vl_ids = json::array();
  json hands = json::array(), known = json::array(), units = json::array(), vu = json::array(),
       vl = json::array(), seats = json::array();
  for (int p = 0; p < rules_.players; ++p) {
    hands.push_back(battle_list(cards_, s.hand[idx(p)]));
    json k = json::array();
    for (auto m : s.known[idx(p)]) k.push_back(m);
    known.push_back(k);
    hand_ids.push_back(label_list(s.hand_ids[idx(p)]));
    vu_ids.push_back(label_list(s.victory_unit_ids[idx(p)]));
    vl_ids.push_back(label_list(s.victory_leader_ids[idx(p)]));
    json army = json::array();
    for (const Unit& u : s.units[idx(p)]) {
      army.push_back(
          {{"unit", u.type == kUnknownCard ? std::string("?") : cards_.units[u.type].name},
           {"dm", u.dm},
           {"leader", opt_card(cards_, u.leader)},
           {"terrain", opt_card(cards_, u.terrain)},
           {"id", u.id},
           {"number", u.number},
           {"leader_id", u.leader_id},
           {"terrain_id", u.terrain_id}});
    }
    units.push_back(army);
    vu.push_back(unit_list(cards_, s.victory_units[idx(p)]));
    vl.push_back(battle_list(cards_, s.victory_leaders[idx(p)]));
    seats.push_back(seat_names()[static_cast<std::size_t>(s.seat[idx(p)])]);
  }
  j["hands"] = hands;
  j["known"] = known;
  j["hand_ids"] = hand_ids;
  j["victory_unit_ids"] = vu_ids;
  j["victory_leader_ids"] = vl_ids;
  j["units"] = units;
  j["victory_units"] = vu;
  j["victory_leaders"] = vl;
  j["seats"] = seats;
  j["step"] = step_names()[static_cast<std::size_t>(s.step)];
  j["resume"] = step_names()[static_cast<std::size_t>(s.resume)];
  j["active"] = s.active;
  j["decider"] = s.decider;
  j["pending"] = s.pending;
  j["spoils_player"] = opt_index(s.spoils_player);
  j["spoils_unit"] = opt_index(s.spoils_unit);
  j["next_unit_id"] = s.next_unit_id;
  {
    json entered = json::array();
    for (int p = 0; p < rules_.players; ++p) entered.push_back(s.units_entered[idx(p)]);
    j["units_entered"] = entered;
  }
  j["rotation"] = {s.rotation[0], s.rotation[1]};
  j["extra_turn"] = s.extra_turn;
  j["moved_leaders"] = s.moved_leaders;
  j["attack"] = {{"card", opt_card(cards_, s.attack.card)},
                 {"unit", opt_index(s.attack.unit)},
                 {"target_player", opt_index(s.attack.target_player)},
                 {"target_unit", opt_index(s.attack.target_unit)},
                 {"protected_unit", opt_index(s.attack.protected_unit)},
                 {"negated", s.attack.negated}};
  j["turn"] = s.turn;
  j["quiet_turns"] = s.quiet_turns;
  j["winner"] = s.winner;
  j["end_reason"] = end_names()[static_cast<std::size_t>(s.end_reason)];
  return j;
}

std::unique_ptr<State> GtGame::state_from_json(const json& j) const {
  in::object(j, "");
  const int n = rules_.players;
  if (in::integer(in::field(j, "players", ""), "players", 2, kMaxSeats) != n) {
    throw FormatError(fmt::format("players: this game is set up for {} players", n));
  }
  auto s = std::make_unique<GtState>();
  for (int p = n; p < kMaxSeats; ++p) s->seat[idx(p)] = Seat::kDestroyed;
  s->chance.rng.set_words(in::rng_words(in::field(j, "rng", ""), "rng"));
  const json& forced = in::array(in::field(j, "forced_dice", ""), "forced_dice");
  if (forced.size() > Chance::kMaxForced) in::fail("forced_dice", "at most 32 dice", forced);
  for (std::size_t i = 0; i < forced.size(); ++i) {
    s->chance.force(static_cast<int>(in::integer(forced[i], in::child("forced_dice", i), 1, 255)));
  }
  read_unit_zone(cards_, in::field(j, "army", ""), "army", s->army);
  read_battle_zone(cards_, in::field(j, "deck", ""), "deck", s->deck);
  read_battle_zone(cards_, in::field(j, "discard", ""), "discard", s->discard);
  read_battle_zone(cards_, in::field(j, "spoils", ""), "spoils", s->spoils);
  const json& hands = per_player(j, "hands", n);
  const json& known = per_player(j, "known", n);
  const json& units = per_player(j, "units", n);
  const json& vu = per_player(j, "victory_units", n);
  const json& vl = per_player(j, "victory_leaders", n);
  const json& seats = per_player(j, "seats", n);
  for (int p = 0; p < n; ++p) {
    const auto P = idx(p);
    read_battle_zone(cards_, hands[P], in::child("hands", P), s->hand[P]);
    const std::string kpath = in::child("known", P);
    const json& k = in::array(known[P], kpath);
    if (k.size() != s->hand[P].size()) in::fail(kpath, "one entry per card in the hand", k);
    for (std::size_t i = 0; i < k.size(); ++i) {
      s->known[P].push_back(
          static_cast<std::uint8_t>(in::integer(k[i], in::child(kpath, i), 0, 255)));
    }
    const std::string upath = in::child("units", P);
    const json& army = in::array(units[P], upath);
    if (army.size() > kMaxUnitsInDeck) in::fail(upath, "at most 64 units", army);
    for (std::size_t i = 0; i < army.size(); ++i) {
      const std::string path = in::child(upath, i);
      in::object(army[i], path);
      Unit u;
      u.type = read_unit(cards_, in::field(army[i], "unit", path), in::child(path, "unit"));
      u.dm = static_cast<std::uint8_t>(
          in::integer(in::field(army[i], "dm", path), in::child(path, "dm"), 0, 255));
      u.leader =
          read_battle(cards_, in::field(army[i], "leader", path), in::child(path, "leader"), true);
      u.terrain = read_battle(cards_, in::field(army[i], "terrain", path),
                              in::child(path, "terrain"), true);
      // Absent (or 0) in documents of version 1: numbered below, once every unit is read.
      if (in::has(army[i], "id"))
        u.id = static_cast<std::uint8_t>(in::integer(army[i]["id"], in::child(path, "id"), 0, 255));
      // Absent in documents written before units kept their number: numbered below.
      if (in::has(army[i], "number"))
        u.number = static_cast<std::uint8_t>(
            in::integer(army[i]["number"], in::child(path, "number"), 1, 255));
      if (in::has(army[i], "leader_id"))
        u.leader_id = static_cast<CardLabel>(
            in::integer(army[i]["leader_id"], in::child(path, "leader_id"), 0, kLastLabel));
      if (in::has(army[i], "terrain_id"))
        u.terrain_id = static_cast<CardLabel>(
            in::integer(army[i]["terrain_id"], in::child(path, "terrain_id"), 0, kLastLabel));
      s->units[P].push_back(u);
    }
    read_unit_zone(cards_, vu[P], in::child("victory_units", P), s->victory_units[P]);
    read_battle_zone(cards_, vl[P], in::child("victory_leaders", P), s->victory_leaders[P]);
    s->seat[P] = static_cast<Seat>(in::one_of(seats[P], in::child("seats", P), seat_names()));
    for (const char* key : {"hand_ids", "victory_unit_ids", "victory_leader_ids"})
      if (in::has(j, key)) per_player(j, key, n);
    read_labels(j, "hand_ids", P, true, s->hand_ids[P], kLastLabel, s->hand[P].size());
    read_labels(j, "victory_unit_ids", P, true, s->victory_unit_ids[P], 255,
                s->victory_units[P].size());
    read_labels(j, "victory_leader_ids", P, true, s->victory_leader_ids[P], kLastLabel,
                s->victory_leaders[P].size());
  }
  s->step = static_cast<Step>(in::one_of(in::field(j, "step", ""), "step", step_names()));
  s->resume = static_cast<Step>(in::one_of(in::field(j, "resume", ""), "resume", step_names()));
  s->active =
      static_cast<std::uint8_t>(in::integer(in::field(j, "active", ""), "active", 0, n - 1));
  s->decider =
      static_cast<std::uint8_t>(in::integer(in::field(j, "decider", ""), "decider", 0, n - 1));
  s->pending =
      static_cast<std::uint8_t>(in::integer(in::field(j, "pending", ""), "pending", 0, 255));
  s->spoils_player = read_index(in::field(j, "spoils_player", ""), "spoils_player", n - 1);
  s->spoils_unit = read_index(in::field(j, "spoils_unit", ""), "spoils_unit", kMaxUnitsInDeck - 1);
  const json& rot = in::array(in::field(j, "rotation", ""), "rotation");
  if (rot.size() != 2) in::fail("rotation", "two integers", rot);
  for (std::size_t i = 0; i < 2; ++i) {
    s->rotation[i] =
        static_cast<std::uint8_t>(in::integer(rot[i], in::child("rotation", i), 0, kMaxSeats));
  }
  s->extra_turn = in::boolean(in::field(j, "extra_turn", ""), "extra_turn");
  s->moved_leaders = in::unsigned_integer(in::field(j, "moved_leaders", ""), "moved_leaders");
  const json& a = in::object(in::field(j, "attack", ""), "attack");
  s->attack.card = read_battle(cards_, in::field(a, "card", "attack"), "attack.card", true);
  s->attack.unit = read_index(in::field(a, "unit", "attack"), "attack.unit", kMaxUnitsInDeck - 1);
  s->attack.target_player =
      read_index(in::field(a, "target_player", "attack"), "attack.target_player", n - 1);
  s->attack.target_unit =
      read_index(in::field(a, "target_unit", "attack"), "attack.target_unit", kMaxUnitsInDeck - 1);
  s->attack.protected_unit = read_index(in::field(a, "protected_unit", "attack"),
                                        "attack.protected_unit", kMaxUnitsInDeck - 1);
  s->attack.negated = in::boolean(in::field(a, "negated", "attack"), "attack.negated");
  s->turn = static_cast<std::uint16_t>(in::integer(in::field(j, "turn", ""), "turn", 0, 65535));
  s->quiet_turns = static_cast<std::uint16_t>(
      in::integer(in::field(j, "quiet_turns", ""), "quiet_turns", 0, 65535));
  s->winner = static_cast<std::int8_t>(in::integer(in::field(j, "winner", ""), "winner", -1, 1));
  s->end_reason =
      static_cast<EndReason>(in::one_of(in::field(j, "end_reason", ""), "end_reason", end_names()));
  detail::number_units(*s, n,
                       in::has(j, "next_unit_id") ? static_cast<int>(in::integer(
                                                        j["next_unit_id"], "next_unit_id", 1, 255))
                                                  : 0);
  if (in::has(j, "units_entered")) {
    const json& entered = per_player(j, "units_entered", n);
    for (std::size_t P = 0; P < static_cast<std::size_t>(n); ++P)
      s->units_entered[P] =
          static_cast<std::uint8_t>(in::integer(entered[P], in::child("units_entered", P), 0, 255));
  }
  detail::check_unit_numbers(*s, n, in::has(j, "units_entered"));
  read_labels(j, "discard_ids", 0, false, s->discard_ids, kLastLabel, s->discard.size());
  read_labels(j, "spoils_ids", 0, false, s->spoils_ids, kLastLabel, s->spoils.size());
  if (in::has(j, "label_key")) s->label_key = in::unsigned_integer(j["label_key"], "label_key");
  if (in::has(j, "labels_issued"))
    s->labels_issued = static_cast<std::uint32_t>(
        in::integer(j["labels_issued"], "labels_issued", 0, kLastLabel - kFirstLabel));
  // A document written before the card ids: its cards get labels now (docs/formats.md).
  give_missing_labels(*s, n);
  if (const std::string error = label_error(*s, n); !error.empty()) throw FormatError(error);
  // A real game never rests on a step with nothing to decide (an end-of-turn discard with nothing
  // to discard, a Reserve step without a card): run the automatic steps as play would.
  // The step's own fields first, so that a refusal names the field that is wrong.
  check_loaded_step(*s);
  try {
    check_invariants(*s);
  } catch (const std::logic_error& e) {
    throw FormatError(std::string("state is not a legal position: ") + e.what());
  }
  settle(*s, nullptr);
  return s;
}

}  // namespace bivouac::gt
