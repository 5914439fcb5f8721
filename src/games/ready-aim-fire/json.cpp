// State <-> JSON. Every field is written; reading names the field that is missing or wrong.
// Cards are written as ids (see state.h), 255 for a card the viewer does not know.
#include <fmt/format.h>

#include "core/json_util.h"
#include "games/ready-aim-fire/game.h"

namespace bivouac::raf {
namespace {

using nlohmann::json;
namespace ji = bivouac::json_in;

json slots(const auto& zone) {
  json a = json::array();
  for (const Slot& s : zone) a.push_back(s.card | (s.flags << 8));
  return a;
}
json cards(const auto& zone) {
  json a = json::array();
  for (CardId c : zone) a.push_back(c);
  return a;
}
// Per-card bytes as one hex string: two digits per card.
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

json general(const General& g) {
  return json::array({g.card, g.left, g.made});
}
json entry(const MoraleEntry& e) {
  return json::array({e.player, e.stack, e.kind, e.bonus, e.card});
}

template <class Z>
void read_cards(const json& j, const std::string& path, Z& zone) {
  ji::array(j, path);
  zone.clear();
  if (j.size() > Z::capacity()) ji::fail(path, fmt::format("at most {} cards", Z::capacity()), j);
  for (std::size_t i = 0; i < j.size(); ++i) {
    zone.push_back(static_cast<CardId>(ji::integer(j[i], ji::child(path, i), 0, 255)));
  }
}
template <class Z>
void read_slots(const json& j, const std::string& path, Z& zone) {
  ji::array(j, path);
  zone.clear();
  if (j.size() > Z::capacity()) ji::fail(path, fmt::format("at most {} cards", Z::capacity()), j);
  for (std::size_t i = 0; i < j.size(); ++i) {
    const auto v = ji::integer(j[i], ji::child(path, i), 0, 0xFFFF);  // card + 256 * flags
    zone.push_back(Slot{static_cast<CardId>(v & 0xFF), static_cast<std::uint8_t>(v >> 8)});
  }
}
General read_general(const json& j, const std::string& path) {
  ji::array(j, path);
  if (j.size() != 3) ji::fail(path, "[card, left, made]", j);
  return General{static_cast<CardId>(ji::integer(j[0], path, 0, 255)),
                 static_cast<std::uint8_t>(ji::integer(j[1], path, 0, 255)),
                 static_cast<std::uint8_t>(ji::integer(j[2], path, 0, 255))};
}
MoraleEntry read_entry(const json& j, const std::string& path) {
  ji::array(j, path);
  if (j.size() != 5) ji::fail(path, "[player, stack, kind, bonus, card]", j);
  return MoraleEntry{static_cast<std::uint8_t>(ji::integer(j[0], path, 0, 1)),
                     static_cast<std::uint8_t>(ji::integer(j[1], path, 0, kStacks - 1)),
                     static_cast<std::uint8_t>(ji::integer(j[2], path, 0, kImmediate)),
                     static_cast<std::int8_t>(ji::integer(j[3], path, -10, 10)),
                     static_cast<CardId>(ji::integer(j[4], path, 0, 255))};
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
  X(checks_in_combat, 0, 1)
// clang-format on

json RafGame::state_to_json(const State& st) const {
  const auto& s = as<RafState>(st);
  json j;
  j["step"] = static_cast<int>(s.step);
#define RAF_W(name, lo, hi) j[#name] = static_cast<int>(s.name);
  RAF_SCALARS(RAF_W)
#undef RAF_W
  j["nation"] = json::array({data_.nations[s.nation[0]].key, data_.nations[s.nation[1]].key});
  for (const char* key :
       {"stacks", "terrain", "generals", "army_commander", "ac_dead", "general_died_mask",
        "ac_assigned", "ac_stack", "emptied_mask", "ac_designated", "hand_army", "hand_tactics",
        "reserve", "discard", "eliminated", "set_aside", "setup_pool"}) {
    j[key] = json::array();
  }
  for (int q = 0; q < 2; ++q) {
    json stacks = json::array(), terrain = json::array(), gens = json::array();
    for (int c = 0; c < kStacks; ++c) {
      stacks.push_back(slots(s.stacks[q][c]));
      terrain.push_back(cards(s.terrain[q][c]));
      gens.push_back(general(s.generals[q][c]));
    }
    j["stacks"].push_back(stacks);
    j["terrain"].push_back(terrain);
    j["generals"].push_back(gens);
    j["army_commander"].push_back(general(s.army_commander[q]));
    j["ac_dead"].push_back(s.ac_dead[q]);
    j["general_died_mask"].push_back(s.general_died_mask[q]);
    j["ac_assigned"].push_back(s.ac_assigned[q]);
    j["ac_stack"].push_back(s.ac_stack[q]);
    j["emptied_mask"].push_back(s.emptied_mask[q]);
    j["ac_designated"].push_back(s.ac_designated[q]);
    j["hand_army"].push_back(slots(s.hand_army[q]));
    j["hand_tactics"].push_back(slots(s.hand_tactics[q]));
    j["reserve"].push_back(cards(s.reserve[q]));
    j["discard"].push_back(cards(s.discard[q]));
    j["eliminated"].push_back(cards(s.eliminated[q]));
    j["set_aside"].push_back(cards(s.set_aside[q]));
    j["setup_pool"].push_back(cards(s.setup_pool[q]));
  }
  j["tactics_deck"] = cards(s.tactics_deck);
  j["tactics_discard"] = cards(s.tactics_discard);
  j["seen"] = hex(s.seen);
  j["remembered"] = hex(s.remembered);
  const Combat& cb = s.combat;
  j["combat"] =
      json::array({cb.att_stack, cb.att_pos, cb.def_stack, cb.def_pos, cb.kind, cb.flank,
                   cb.att_tactics, cb.def_tactics, cb.square, cb.att_die, cb.def_die, cb.def_die2,
                   cb.att_card, cb.def_card, cb.att_support, cb.def_support});
  json mq = json::array(), iq = json::array();
  for (const auto& e : s.morale_queue) mq.push_back(entry(e));
  for (const auto& e : s.immediate_queue) iq.push_back(entry(e));
  j["morale_queue"] = mq;
  j["immediate_queue"] = iq;
  const PendingTest& t = s.test;
  j["test"] = json::array({t.player, t.stack, t.pos, t.kind, t.roll, t.target, t.bonus, t.ac_used});
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
  s.step = static_cast<Step>(
      ji::integer(ji::field(j, "step", ""), "step", 0, static_cast<int>(kLastStep)));
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
  auto pair = [&](const char* key) -> const json& {
    const json& a = ji::array(ji::field(j, key, ""), key);
    if (a.size() != 2) ji::fail(key, "one entry per player", a);
    return a;
  };
  const json &stacks = pair("stacks"), &terrain = pair("terrain"), &gens = pair("generals"),
             &acs = pair("army_commander"), &acd = pair("ac_dead"),
             &gdm = pair("general_died_mask"), &aca = pair("ac_assigned"), &acst = pair("ac_stack"),
             &em = pair("emptied_mask"), &acg = pair("ac_designated"), &ha = pair("hand_army"),
             &ht = pair("hand_tactics"), &res = pair("reserve"), &dis = pair("discard"),
             &eli = pair("eliminated"), &sa = pair("set_aside"), &sp = pair("setup_pool");
  for (std::size_t q = 0; q < 2; ++q) {
    const std::string sq = std::to_string(q);
    ji::array(stacks[q], "stacks[" + sq + "]");
    ji::array(terrain[q], "terrain[" + sq + "]");
    ji::array(gens[q], "generals[" + sq + "]");
    if (stacks[q].size() != kStacks || terrain[q].size() != kStacks || gens[q].size() != kStacks) {
      ji::fail("stacks/terrain/generals[" + sq + "]", "five entries", stacks[q]);
    }
    for (std::size_t c = 0; c < kStacks; ++c) {
      read_slots(stacks[q][c], fmt::format("stacks[{}][{}]", q, c), s.stacks[q][c]);
      read_cards(terrain[q][c], fmt::format("terrain[{}][{}]", q, c), s.terrain[q][c]);
      s.generals[q][c] = read_general(gens[q][c], fmt::format("generals[{}][{}]", q, c));
    }
    s.army_commander[q] = read_general(acs[q], "army_commander[" + sq + "]");
    s.ac_dead[q] = static_cast<std::uint8_t>(ji::integer(acd[q], "ac_dead[" + sq + "]", 0, 1));
    s.general_died_mask[q] =
        static_cast<std::uint8_t>(ji::integer(gdm[q], "general_died_mask[" + sq + "]", 0, 31));
    s.ac_assigned[q] =
        static_cast<std::uint8_t>(ji::integer(aca[q], "ac_assigned[" + sq + "]", 0, 1));
    s.ac_stack[q] =
        static_cast<std::uint8_t>(ji::integer(acst[q], "ac_stack[" + sq + "]", 0, kStacks));
    s.emptied_mask[q] =
        static_cast<std::uint8_t>(ji::integer(em[q], "emptied_mask[" + sq + "]", 0, 31));
    s.ac_designated[q] =
        static_cast<CardId>(ji::integer(acg[q], "ac_designated[" + sq + "]", 0, 255));
    read_slots(ha[q], "hand_army[" + sq + "]", s.hand_army[q]);
    read_slots(ht[q], "hand_tactics[" + sq + "]", s.hand_tactics[q]);
    read_cards(res[q], "reserve[" + sq + "]", s.reserve[q]);
    read_cards(dis[q], "discard[" + sq + "]", s.discard[q]);
    read_cards(eli[q], "eliminated[" + sq + "]", s.eliminated[q]);
    read_cards(sa[q], "set_aside[" + sq + "]", s.set_aside[q]);
    read_cards(sp[q], "setup_pool[" + sq + "]", s.setup_pool[q]);
  }
  read_cards(ji::field(j, "tactics_deck", ""), "tactics_deck", s.tactics_deck);
  read_cards(ji::field(j, "tactics_discard", ""), "tactics_discard", s.tactics_discard);
  read_hex(ji::field(j, "seen", ""), "seen", s.seen, 3);
  read_hex(ji::field(j, "remembered", ""), "remembered", s.remembered, 63);
  {
    const json& c = ji::array(ji::field(j, "combat", ""), "combat");
    if (c.size() != 16) ji::fail("combat", "16 numbers", c);
    auto u8 = [&](std::size_t i) {
      return static_cast<std::uint8_t>(ji::integer(c[i], ji::child("combat", i), 0, 255));
    };
    auto u32 = [&](std::size_t i) {
      return static_cast<std::uint32_t>(ji::integer(c[i], ji::child("combat", i), 0, 0xFFFFFFFFll));
    };
    Combat& cb = s.combat;
    cb.att_stack = u8(0);
    cb.att_pos = u8(1);
    cb.def_stack = u8(2);
    cb.def_pos = u8(3);
    cb.kind = u8(4);
    cb.flank = u8(5);
    cb.att_tactics = u32(6);
    cb.def_tactics = u32(7);
    cb.square = u8(8);
    cb.att_die = u8(9);
    cb.def_die = u8(10);
    cb.def_die2 = u8(11);
    cb.att_card = u8(12);
    cb.def_card = u8(13);
    cb.att_support = u8(14);
    cb.def_support = u8(15);
    if (cb.att_stack >= kStacks || cb.def_stack >= kStacks)
      ji::fail("combat", "stack numbers 0..4", c);
  }
  {
    const json& mq = ji::array(ji::field(j, "morale_queue", ""), "morale_queue");
    if (mq.size() > s.morale_queue.capacity()) ji::fail("morale_queue", "at most 32 entries", mq);
    for (std::size_t i = 0; i < mq.size(); ++i)
      s.morale_queue.push_back(read_entry(mq[i], ji::child("morale_queue", i)));
    const json& iq = ji::array(ji::field(j, "immediate_queue", ""), "immediate_queue");
    if (iq.size() > s.immediate_queue.capacity())
      ji::fail("immediate_queue", "at most 16 entries", iq);
    for (std::size_t i = 0; i < iq.size(); ++i)
      s.immediate_queue.push_back(read_entry(iq[i], ji::child("immediate_queue", i)));
  }
  {
    const json& t = ji::array(ji::field(j, "test", ""), "test");
    if (t.size() != 8) ji::fail("test", "8 numbers", t);
    auto v = [&](std::size_t i, int lo, int hi) {
      return ji::integer(t[i], ji::child("test", i), lo, hi);
    };
    s.test =
        PendingTest{static_cast<std::uint8_t>(v(0, 0, 1)),   static_cast<std::uint8_t>(v(1, 0, 4)),
                    static_cast<std::uint8_t>(v(2, 0, 7)),   static_cast<std::uint8_t>(v(3, 0, 4)),
                    static_cast<std::uint8_t>(v(4, 0, 12)),  static_cast<std::uint8_t>(v(5, 0, 20)),
                    static_cast<std::int8_t>(v(6, -20, 20)), static_cast<std::uint8_t>(v(7, 0, 1))};
  }
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
  return out;
}

}  // namespace bivouac::raf
