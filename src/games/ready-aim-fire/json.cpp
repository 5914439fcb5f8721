// State <-> JSON (docs/formats.md, "Ready Aim Fire state"). Cards are written by name, "?" for a
// card the viewer does not know. Copies of one card (nine Line battalions) are interchangeable in
// play but not in the state, which tracks who has seen each copy; `ids` lists the copy number
// of every named card in the order they are written (card_json.h), so a position reloads
// exactly. A hand-written position may leave `ids` out: the reader then numbers the copies
// itself. Reading names the field that is missing or wrong.
#include <fmt/format.h>

#include <tuple>

#include "core/errors.h"
#include "core/json_util.h"
#include "games/ready-aim-fire/card_json.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

using nlohmann::json;
namespace ji = bivouac::json_in;

const std::vector<std::string>& step_names() {
  static const std::vector<std::string> names = {
      "setup",         "confusion",     "draw",           "terrain",        "reinforce",
      "reorder",       "difficult",     "attack",         "attack_tactics", "defend_tactics",
      "ride_around",   "attack_reroll", "defend_reroll",  "morale_reroll",  "eliminate_discard",
      "discard_one",   "trim",          "redraw",         "over",           "designate",
      "square_reroll", "ride_reroll",   "attack_support", "defend_support", "setup_stack"};
  return names;
}
const std::vector<std::string>& attack_kinds() {
  static const std::vector<std::string> names = {"normal", "sabers",   "fusillade",
                                                 "probe",  "indirect", "discard"};
  return names;
}
const std::vector<std::string>& morale_kinds() {
  static const std::vector<std::string> names = {"stack", "army", "revive", "blown", "immediate"};
  return names;
}

// Per-card bytes as one hex string: two digits per card, indexed by card id.
json hex(const std::array<std::uint8_t, kNumCards>& a) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * kNumCards);
  for (std::uint8_t v : a) {
    out += kDigits[v >> 4];
    out += kDigits[v & 15];
  }
  return out;
}
void read_hex(const json& j, const char* path, std::array<std::uint8_t, kNumCards>& out, int max) {
  const std::string text = ji::string(j, path);
  if (text.size() != 2 * kNumCards) ji::fail(path, fmt::format("{} hex digits", 2 * kNumCards), j);
  auto digit = [&](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    ji::fail(path, "hex digits 0-9a-f", j);
  };
  for (std::size_t i = 0; i < out.size(); ++i) {
    const int v = digit(text[2 * i]) * 16 + digit(text[2 * i + 1]);
    if (v > max) ji::fail(path, fmt::format("values up to {}", max), j);
    out[i] = static_cast<std::uint8_t>(v);
  }
}

json tactic_mask(const RafGame& g, std::uint32_t mask) {
  json a = json::array();
  for (int t = 0; t < 32; ++t) {
    if (mask >> t & 1u) a.push_back(g.tactic_name(static_cast<Tactic>(t)));
  }
  return a;
}
std::uint32_t read_tactic_mask(const RafGame& g, const json& j, const std::string& path) {
  ji::array(j, path);
  std::uint32_t mask = 0;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string name = ji::string(j[i], ji::child(path, i));
    int found = -1;
    for (int t = 0; t < 32 && t < kNumTactics; ++t) {
      if (g.tactic_name(static_cast<Tactic>(t)) == name) found = t;
    }
    if (found < 0) ji::fail(ji::child(path, i), "the name of a combat tactic", j[i]);
    mask |= 1u << found;
  }
  return mask;
}

}  // namespace

// Scalars written as a flat table: name and range.
// clang-format off
#define RAF_SCALARS(X) \
  X(first_player, 0, 1) \
  X(active, 0, 1) \
  X(setup_player, 0, 1) \
  X(turn, 0, 65535) \
  X(winner, -1, 1) \
  X(end_reason, 0, 3) \
  X(draws_left, 0, 255) \
  X(confused, 0, 1) \
  X(terrain_played, 0, 1) \
  X(reorganised, 0, 1) \
  X(moves_left, 0, 255) \
  X(placed_from_hand, 0, 1) \
  X(reorder_stack, 0, 4) \
  X(reorder_done, 0, 8) \
  X(attacks_left, -128, 127) \
  X(stacks_attacked, 0, 31) \
  X(extra_used, 0, 1) \
  X(free_discard_done, 0, 1) \
  X(difficult_offered, 0, 1) \
  X(in_combat, 0, 1) \
  X(test_active, 0, 1) \
  X(morale_running, 0, 1) \
  X(morale_cursor, 0, 255) \
  X(morale_routs, 0, 255) \
  X(checks_in_combat, 0, 1) \
  X(setup_kind, 0, kNumTroops - 1) \
  X(opening_told, 0, 1)
// clang-format on

json RafGame::state_to_json(const State& st) const {
  const auto& s = as<RafState>(st);
  CardWriter w(*this, s);
  json j;
  j["step"] = step_names()[static_cast<std::size_t>(s.step)];
#define RAF_W(name, lo, hi) j[#name] = static_cast<int>(s.name);
  RAF_SCALARS(RAF_W)
#undef RAF_W
  j["nation"] = json::array({data_.nations[s.nation[0]].key, data_.nations[s.nation[1]].key});
  // The order of the blocks below is the order of `ids` (docs/formats.md).
  json stacks = json::array(), terrain = json::array(), gens = json::array(), acs = json::array();
  for (int q = 0; q < 2; ++q) {
    json line = json::array();
    for (int c = 0; c < kStacks; ++c) line.push_back(w.stack_slots(s.stacks[q][c]));
    stacks.push_back(line);
  }
  for (int q = 0; q < 2; ++q) {
    json line = json::array();
    for (int c = 0; c < kStacks; ++c) line.push_back(w.cards(s.terrain[q][c]));
    terrain.push_back(line);
  }
  for (int q = 0; q < 2; ++q) {
    json line = json::array();
    for (int c = 0; c < kStacks; ++c) line.push_back(w.general(s.generals[q][c]));
    gens.push_back(line);
  }
  for (int q = 0; q < 2; ++q) acs.push_back(w.general(s.army_commander[q]));
  // Per-player flags (stack masks: bit k = stack k).
  j["ac_dead"] = json::array({s.ac_dead[0], s.ac_dead[1]});
  j["general_died_mask"] = json::array({s.general_died_mask[0], s.general_died_mask[1]});
  j["ac_assigned"] = json::array({s.ac_assigned[0], s.ac_assigned[1]});
  j["ac_stack"] = json::array({s.ac_stack[0], s.ac_stack[1]});
  j["emptied_mask"] = json::array({s.emptied_mask[0], s.emptied_mask[1]});
  j["stacks"] = stacks;
  j["terrain"] = terrain;
  j["generals"] = gens;
  j["army_commander"] = acs;
  for (const char* key : {"hand_army", "hand_tactics"}) j[key] = json::array();
  for (int q = 0; q < 2; ++q) j["hand_army"].push_back(w.hand_slots(s.hand_army[q]));
  for (int q = 0; q < 2; ++q) j["hand_tactics"].push_back(w.hand_slots(s.hand_tactics[q]));
  const std::array<std::pair<const char*, const std::array<Zone<40>, 2>*>, 3> piles = {
      {{"reserve", &s.reserve}, {"discard", &s.discard}, {"eliminated", &s.eliminated}}};
  for (const auto& [key, zones] : piles) {
    j[key] = json::array({w.cards((*zones)[0]), w.cards((*zones)[1])});
  }
  j["set_aside"] = json::array({w.cards(s.set_aside[0]), w.cards(s.set_aside[1])});
  j["setup_pool"] = json::array({w.cards(s.setup_pool[0]), w.cards(s.setup_pool[1])});
  j["tactics_deck"] = w.cards(s.tactics_deck);
  j["tactics_discard"] = w.cards(s.tactics_discard);
  // References to cards written above.
  j["ac_designated"] = json::array({w.ref(s.ac_designated[0]), w.ref(s.ac_designated[1])});
  const Combat& cb = s.combat;
  j["combat"] = {{"attacker_stack", cb.att_stack},
                 {"attacker_slot", cb.att_pos},
                 {"defender_stack", cb.def_stack},
                 {"defender_slot", cb.def_pos},
                 {"kind", attack_kinds()[std::min<std::size_t>(cb.kind, 5)]},
                 {"flank", cb.flank != 0},
                 {"attacker_tactics", tactic_mask(*this, cb.att_tactics)},
                 {"defender_tactics", tactic_mask(*this, cb.def_tactics)},
                 {"square", cb.square},
                 {"attacker_die", cb.att_die},
                 {"defender_die", cb.def_die},
                 {"defender_die2", cb.def_die2},
                 {"attacker_card", w.ref(cb.att_card)},
                 {"defender_card", w.ref(cb.def_card)},
                 {"attacker_support", cb.att_support},
                 {"defender_support", cb.def_support}};
  auto queue = [&](const auto& entries) {
    json q = json::array();
    for (const MoraleEntry& e : entries) {
      q.push_back({{"player", e.player},
                   {"stack", e.stack},
                   {"kind", morale_kinds()[std::min<std::size_t>(e.kind, 4)]},
                   {"bonus", e.bonus},
                   {"card", w.ref(e.card)}});
    }
    return q;
  };
  j["morale_queue"] = queue(s.morale_queue);
  j["immediate_queue"] = queue(s.immediate_queue);
  const PendingTest& t = s.test;
  j["test"] = {{"player", t.player}, {"stack", t.stack},
               {"slot", t.pos},      {"kind", morale_kinds()[std::min<std::size_t>(t.kind, 4)]},
               {"roll", t.roll},     {"target", t.target},
               {"bonus", t.bonus},   {"ac_used", t.ac_used}};
  j["ids"] = w.ids();
  j["seen"] = hex(s.seen);
  j["remembered"] = hex(s.remembered);
  j["rng"] = s.chance.rng.words();
  json forced = json::array();
  for (std::size_t i = 0; i < s.chance.forced_pending(); ++i)
    forced.push_back(s.chance.forced_at(i));
  j["forced_dice"] = forced;
  return j;
}

std::unique_ptr<State> RafGame::state_from_json(const json& j) const {
  ji::object(j, "");
  auto out = std::make_unique<RafState>();
  RafState& s = *out;
  s.step = static_cast<Step>(ji::one_of(ji::field(j, "step", ""), "step", step_names()));
#define RAF_R(name, lo, hi) \
  s.name = static_cast<decltype(s.name)>(ji::integer(ji::field(j, #name, ""), #name, lo, hi));
  RAF_SCALARS(RAF_R)
#undef RAF_R
  const json& nat = ji::array(ji::field(j, "nation", ""), "nation");
  if (nat.size() != 2) ji::fail("nation", "two nation keys", nat);
  for (int q = 0; q < 2; ++q) {
    const int n = nation_index(data_, ji::string(nat[static_cast<std::size_t>(q)],
                                                 ji::child("nation", static_cast<std::size_t>(q))));
    if (n < 0)
      ji::fail(ji::child("nation", static_cast<std::size_t>(q)),
               "france, britain, austria, prussia or russia", nat[static_cast<std::size_t>(q)]);
    s.nation[q] = static_cast<std::uint8_t>(n);
  }
  CardReader r(*this, s, ji::has(j, "ids") ? &ji::array(j["ids"], "ids") : nullptr);
  auto pair = [&](const char* key) -> const json& {
    const json& a = ji::array(ji::field(j, key, ""), key);
    if (a.size() != 2) ji::fail(key, "one entry per player", a);
    return a;
  };
  auto five = [&](const json& a, const std::string& path) -> const json& {
    ji::array(a, path);
    if (a.size() != kStacks) ji::fail(path, "five stacks", a);
    return a;
  };
  const std::array<std::tuple<const char*, std::array<std::uint8_t, 2>*, int>, 5> flags = {{
      {"ac_dead", &s.ac_dead, 1},
      {"general_died_mask", &s.general_died_mask, 31},
      {"ac_assigned", &s.ac_assigned, 1},
      {"ac_stack", &s.ac_stack, kStacks},
      {"emptied_mask", &s.emptied_mask, 31},
  }};
  for (const auto& [key, field, hi] : flags) {
    const json& a = pair(key);
    for (std::size_t q = 0; q < 2; ++q)
      (*field)[q] = static_cast<std::uint8_t>(ji::integer(a[q], ji::child(key, q), 0, hi));
  }
  const json &stacks = pair("stacks"), &terrain = pair("terrain"), &gens = pair("generals"),
             &acs = pair("army_commander");
  for (std::size_t q = 0; q < 2; ++q) {
    const std::string path = fmt::format("stacks[{}]", q);
    for (std::size_t c = 0; c < kStacks; ++c)
      r.stack_slots(five(stacks[q], path)[c], fmt::format("{}[{}]", path, c), static_cast<int>(q),
                    s.stacks[q][c]);
  }
  for (std::size_t q = 0; q < 2; ++q) {
    const std::string path = fmt::format("terrain[{}]", q);
    for (std::size_t c = 0; c < kStacks; ++c)
      r.cards(five(terrain[q], path)[c], fmt::format("{}[{}]", path, c), -1, s.terrain[q][c]);
  }
  for (std::size_t q = 0; q < 2; ++q) {
    const std::string path = fmt::format("generals[{}]", q);
    for (std::size_t c = 0; c < kStacks; ++c)
      s.generals[q][c] =
          r.general(five(gens[q], path)[c], fmt::format("{}[{}]", path, c), static_cast<int>(q));
  }
  for (std::size_t q = 0; q < 2; ++q)
    s.army_commander[q] =
        r.general(acs[q], fmt::format("army_commander[{}]", q), static_cast<int>(q));
  const json &ha = pair("hand_army"), &ht = pair("hand_tactics");
  for (std::size_t q = 0; q < 2; ++q)
    r.hand_slots(ha[q], fmt::format("hand_army[{}]", q), static_cast<int>(q), s.hand_army[q]);
  for (std::size_t q = 0; q < 2; ++q)
    r.hand_slots(ht[q], fmt::format("hand_tactics[{}]", q), -1, s.hand_tactics[q]);
  const std::array<std::pair<const char*, std::array<Zone<40>, 2>*>, 3> piles = {
      {{"reserve", &s.reserve}, {"discard", &s.discard}, {"eliminated", &s.eliminated}}};
  for (const auto& [key, zones] : piles) {
    const json& a = pair(key);
    for (std::size_t q = 0; q < 2; ++q)
      r.cards(a[q], fmt::format("{}[{}]", key, q), static_cast<int>(q), (*zones)[q]);
  }
  {
    const json& a = pair("set_aside");
    for (std::size_t q = 0; q < 2; ++q)
      r.cards(a[q], fmt::format("set_aside[{}]", q), static_cast<int>(q), s.set_aside[q]);
    const json& b = pair("setup_pool");
    for (std::size_t q = 0; q < 2; ++q)
      r.cards(b[q], fmt::format("setup_pool[{}]", q), static_cast<int>(q), s.setup_pool[q]);
  }
  r.cards(ji::field(j, "tactics_deck", ""), "tactics_deck", -1, s.tactics_deck);
  r.cards(ji::field(j, "tactics_discard", ""), "tactics_discard", -1, s.tactics_discard);
  {
    const json& acg = pair("ac_designated");
    for (std::size_t q = 0; q < 2; ++q)
      s.ac_designated[q] =
          r.ref(acg[q], fmt::format("ac_designated[{}]", q), static_cast<int>(q), -1, -1);
  }
  {
    const json& c = ji::object(ji::field(j, "combat", ""), "combat");
    auto u8 = [&](const char* key, int hi) {
      return static_cast<std::uint8_t>(
          ji::integer(ji::field(c, key, "combat"), ji::child("combat", key), 0, hi));
    };
    Combat& cb = s.combat;
    cb.att_stack = u8("attacker_stack", kStacks - 1);
    cb.att_pos = u8("attacker_slot", 7);
    cb.def_stack = u8("defender_stack", kStacks - 1);
    cb.def_pos = u8("defender_slot", 7);
    cb.kind = static_cast<std::uint8_t>(
        ji::one_of(ji::field(c, "kind", "combat"), "combat.kind", attack_kinds()));
    cb.flank = ji::boolean(ji::field(c, "flank", "combat"), "combat.flank") ? 1 : 0;
    cb.att_tactics = read_tactic_mask(*this, ji::field(c, "attacker_tactics", "combat"),
                                      "combat.attacker_tactics");
    cb.def_tactics = read_tactic_mask(*this, ji::field(c, "defender_tactics", "combat"),
                                      "combat.defender_tactics");
    cb.square = u8("square", 3);
    cb.att_die = u8("attacker_die", 6);
    cb.def_die = u8("defender_die", 6);
    cb.def_die2 = u8("defender_die2", 6);
    const int q = s.active;
    cb.att_card = r.ref(ji::field(c, "attacker_card", "combat"), "combat.attacker_card", q,
                        cb.att_stack, cb.att_pos);
    cb.def_card = r.ref(ji::field(c, "defender_card", "combat"), "combat.defender_card", 1 - q,
                        cb.def_stack, cb.def_pos);
    cb.att_support = u8("attacker_support", 8);
    cb.def_support = u8("defender_support", 8);
  }
  for (const char* key : {"morale_queue", "immediate_queue"}) {
    const bool main = std::string(key) == "morale_queue";
    const json& a = ji::array(ji::field(j, key, ""), key);
    const std::size_t cap = main ? s.morale_queue.capacity() : s.immediate_queue.capacity();
    if (a.size() > cap) ji::fail(key, fmt::format("at most {} entries", cap), a);
    for (std::size_t i = 0; i < a.size(); ++i) {
      const std::string path = ji::child(key, i);
      const json& e = ji::object(a[i], path);
      MoraleEntry m;
      m.player = static_cast<std::uint8_t>(ji::integer(ji::field(e, "player", path), path, 0, 1));
      m.stack =
          static_cast<std::uint8_t>(ji::integer(ji::field(e, "stack", path), path, 0, kStacks - 1));
      m.kind = static_cast<std::uint8_t>(
          ji::one_of(ji::field(e, "kind", path), ji::child(path, "kind"), morale_kinds()));
      m.bonus = static_cast<std::int8_t>(ji::integer(ji::field(e, "bonus", path), path, -10, 10));
      m.card = r.ref(ji::field(e, "card", path), ji::child(path, "card"), m.player, m.stack, -1);
      if (main) {
        s.morale_queue.push_back(m);
      } else {
        s.immediate_queue.push_back(m);
      }
    }
  }
  {
    const json& t = ji::object(ji::field(j, "test", ""), "test");
    auto v = [&](const char* key, int lo, int hi) {
      return ji::integer(ji::field(t, key, "test"), ji::child("test", key), lo, hi);
    };
    s.test = PendingTest{static_cast<std::uint8_t>(v("player", 0, 1)),
                         static_cast<std::uint8_t>(v("stack", 0, 4)),
                         static_cast<std::uint8_t>(v("slot", 0, 7)),
                         static_cast<std::uint8_t>(
                             ji::one_of(ji::field(t, "kind", "test"), "test.kind", morale_kinds())),
                         static_cast<std::uint8_t>(v("roll", 0, 12)),
                         static_cast<std::uint8_t>(v("target", 0, 20)),
                         static_cast<std::int8_t>(v("bonus", -20, 20)),
                         static_cast<std::uint8_t>(v("ac_used", 0, 1))};
  }
  r.finish();
  if (ji::has(j, "seen")) {
    read_hex(j["seen"], "seen", s.seen, 3);
  } else {
    r.default_seen(s.seen);
  }
  if (ji::has(j, "remembered")) read_hex(j["remembered"], "remembered", s.remembered, 63);
  {
    const json& rng = ji::array(ji::field(j, "rng", ""), "rng");
    if (rng.size() != 4) ji::fail("rng", "four 64-bit words", rng);
    std::array<std::uint64_t, 4> w{};
    for (std::size_t i = 0; i < 4; ++i) w[i] = ji::unsigned_integer(rng[i], ji::child("rng", i));
    s.chance.rng.set_words(w);
    const json& f = ji::array(ji::field(j, "forced_dice", ""), "forced_dice");
    for (std::size_t i = 0; i < f.size(); ++i)
      s.chance.force(static_cast<int>(ji::integer(f[i], ji::child("forced_dice", i), 1, 255)));
  }
  // The rules below run on the position, so it must be a legal one first.
  try {
    check_invariants(s);
  } catch (const std::logic_error& e) {
    throw FormatError(std::string("state is not a legal position: ") + e.what());
  }
  check_loaded_step(s);
  check_loaded_memory(s);
  settle_loaded(s);
  return out;
}

}  // namespace bivouac::raf
