#include "games/ready-aim-fire/cards.h"

#include <fmt/format.h>
#include <toml++/toml.h>

#include "core/errors.h"

namespace bivouac::raf {
namespace {

constexpr std::array<std::string_view, kNumTroops> kTroopKeys = {
    "guard",   "elite",     "line",       "light",  "second",    "heavy_cav",
    "dragoon", "light_cav", "second_cav", "lancer", "artillery", "horse_artillery"};
constexpr std::array<std::string_view, kNumTactics> kTacticKeys = {"square_formation",
                                                                   "second_volley",
                                                                   "fire_at_will",
                                                                   "sabers_pistols",
                                                                   "rapid_deployment",
                                                                   "forced_march",
                                                                   "infantry_charge",
                                                                   "socket_bayonets",
                                                                   "counter_attack",
                                                                   "broken_square",
                                                                   "limber",
                                                                   "grape_shot",
                                                                   "canister_shot",
                                                                   "cannon_ball",
                                                                   "fusillade",
                                                                   "sniper",
                                                                   "column",
                                                                   "overrun",
                                                                   "take_prisoners",
                                                                   "fighting_withdrawal",
                                                                   "difficult_terrain",
                                                                   "enfilade_fire",
                                                                   "indirect_fire",
                                                                   "confusion",
                                                                   "advance",
                                                                   "scouts",
                                                                   "rifles",
                                                                   "probe",
                                                                   "rearguard_action",
                                                                   "cavalry_reform",
                                                                   "woods",
                                                                   "hills",
                                                                   "redoubt",
                                                                   "river",
                                                                   "bridge"};
constexpr std::array<std::string_view, kNumNations> kNationKeys = {"france", "britain", "austria",
                                                                   "prussia", "russia"};
constexpr std::array<std::string_view, kNumRatings> kRatingKeys = {"0/1", "1/0", "1/1", "1/2",
                                                                   "1/3", "2/1", "2/2"};

struct Reader {
  std::string_view source;
  [[noreturn]] void fail(const std::string& where, const std::string& what) const {
    throw FormatError(fmt::format("{}: {}: {}", source, where, what));
  }
  const toml::table& table(const toml::node* n, const std::string& where) const {
    if (n == nullptr || !n->is_table()) fail(where, "expected a table");
    return *n->as_table();
  }
  std::string str(const toml::table& t, std::string_view key, const std::string& where) const {
    auto v = t[key].value<std::string>();
    if (!v) fail(where, fmt::format("missing text field \"{}\"", key));
    return *v;
  }
  int integer(const toml::table& t, std::string_view key, const std::string& where, int lo, int hi,
              std::optional<int> def = std::nullopt) const {
    auto v = t[key].value<std::int64_t>();
    if (!v) {
      if (def) return *def;
      fail(where, fmt::format("missing integer field \"{}\"", key));
    }
    if (*v < lo || *v > hi) {
      fail(where, fmt::format("\"{}\" is {}, expected {}..{}", key, *v, lo, hi));
    }
    return static_cast<int>(*v);
  }
  template <std::size_t N>
  int index_of(const std::array<std::string_view, N>& keys, const std::string& key,
               const std::string& where) const {
    for (std::size_t i = 0; i < N; ++i) {
      if (keys[i] == key) return static_cast<int>(i);
    }
    std::string all;
    for (auto k : keys) all += (all.empty() ? "" : ", ") + std::string(k);
    fail(where, fmt::format("unknown key \"{}\", expected one of {}", key, all));
  }
  const toml::array& array(const toml::table& root, std::string_view key) const {
    const auto* a = root[key].as_array();
    if (a == nullptr) fail(std::string(key), "missing array");
    return *a;
  }
};

}  // namespace

const char* troop_class_word(TroopClass c) {
  switch (c) {
    case TroopClass::kInfantry:
      return "infantry";
    case TroopClass::kCavalry:
      return "cavalry";
    case TroopClass::kArtillery:
      return "artillery";
  }
  return "infantry";
}

int nation_index(const CardData& d, std::string_view key) {
  for (int i = 0; i < kNumNations; ++i) {
    if (d.nations[static_cast<std::size_t>(i)].key == key) return i;
  }
  return -1;
}

CardData load_card_data(std::string_view text, std::string_view source) {
  Reader r{source};
  toml::table root;
  try {
    root = toml::parse(text, source);
  } catch (const toml::parse_error& e) {
    throw FormatError(
        fmt::format("{}: line {}: {}", source, e.source().begin.line, e.description()));
  }
  CardData d;
  std::array<bool, kNumTroops> seen_troop{};
  const auto& troops = r.array(root, "troop");
  for (std::size_t i = 0; i < troops.size(); ++i) {
    const std::string where = fmt::format("troop[{}]", i);
    const auto& t = r.table(troops.get(i), where);
    const int k = r.index_of(kTroopKeys, r.str(t, "key", where), where);
    if (seen_troop[static_cast<std::size_t>(k)]) r.fail(where, "troop listed twice");
    seen_troop[static_cast<std::size_t>(k)] = true;
    TroopInfo& info = d.troops[static_cast<std::size_t>(k)];
    info.key = kTroopKeys[static_cast<std::size_t>(k)];
    info.name = r.str(t, "name", where);
    const std::string cls = r.str(t, "class", where);
    if (cls == "infantry")
      info.cls = TroopClass::kInfantry;
    else if (cls == "cavalry")
      info.cls = TroopClass::kCavalry;
    else if (cls == "artillery")
      info.cls = TroopClass::kArtillery;
    else
      r.fail(where, "class must be infantry, cavalry or artillery, got \"" + cls + "\"");
    info.modifier = r.integer(t, "modifier", where, -3, 3);
    info.bonus_vs_infantry = r.integer(t, "bonus_vs_infantry", where, 0, 3, 0);
    info.morale = r.integer(t, "morale", where, 2, 12);
    info.breakpoint = r.integer(t, "breakpoint", where, 0, 9);
    auto any = t["anywhere"].value<bool>();
    if (!any) r.fail(where, "missing true/false field \"anywhere\"");
    info.anywhere = *any;
  }
  for (int k = 0; k < kNumTroops; ++k) {
    if (!seen_troop[static_cast<std::size_t>(k)]) {
      r.fail("troop",
             fmt::format("troop \"{}\" is missing", kTroopKeys[static_cast<std::size_t>(k)]));
    }
  }

  std::array<bool, kNumNations> seen_nation{};
  const auto& nations = r.array(root, "nation");
  for (std::size_t i = 0; i < nations.size(); ++i) {
    std::string where = fmt::format("nation[{}]", i);
    const auto& t = r.table(nations.get(i), where);
    const int n = r.index_of(kNationKeys, r.str(t, "key", where), where);
    where = fmt::format("nation {}", kNationKeys[static_cast<std::size_t>(n)]);
    if (seen_nation[static_cast<std::size_t>(n)]) r.fail(where, "nation listed twice");
    seen_nation[static_cast<std::size_t>(n)] = true;
    NationInfo& info = d.nations[static_cast<std::size_t>(n)];
    info.key = kNationKeys[static_cast<std::size_t>(n)];
    info.name = r.str(t, "name", where);
    info.breakpoint = r.integer(t, "breakpoint", where, 1, 200);
    const auto& bats = r.table(t.get("battalions"), where + ".battalions");
    int total = 0;
    for (const auto& [key, node] : bats) {
      const int k = r.index_of(kTroopKeys, std::string(key.str()), where + ".battalions");
      auto v = node.value<std::int64_t>();
      if (!v || *v < 0 || *v > kBattalionsPerArmy) {
        r.fail(where + ".battalions." + std::string(key.str()), "expected a count 0..28");
      }
      info.battalions[static_cast<std::size_t>(k)] = static_cast<int>(*v);
      total += static_cast<int>(*v);
    }
    if (total != kBattalionsPerArmy) {
      r.fail(where + ".battalions", fmt::format("has {} cards, expected 28", total));
    }
    const auto& cmds = r.table(t.get("commanders"), where + ".commanders");
    total = 0;
    for (const auto& [key, node] : cmds) {
      const int k = r.index_of(kRatingKeys, std::string(key.str()), where + ".commanders");
      auto v = node.value<std::int64_t>();
      if (!v || *v < 0 || *v > kCommandersPerArmy) {
        r.fail(where + ".commanders." + std::string(key.str()), "expected a count 0..11");
      }
      info.commanders[static_cast<std::size_t>(k)] = static_cast<int>(*v);
      total += static_cast<int>(*v);
    }
    if (total != kCommandersPerArmy) {
      r.fail(where + ".commanders", fmt::format("has {} cards, expected 11", total));
    }
    const auto* tough = t["tough"].as_array();
    if (tough == nullptr) r.fail(where, "missing array \"tough\"");
    for (const auto& node : *tough) {
      auto key = node.value<std::string>();
      if (!key) r.fail(where + ".tough", "expected troop keys");
      info.tough[static_cast<std::size_t>(r.index_of(kTroopKeys, *key, where + ".tough"))] = true;
    }
    int c = 0;
    for (int k = 0; k < kNumTroops; ++k) {
      for (int j = 0; j < info.battalions[static_cast<std::size_t>(k)]; ++j) {
        d.battalion_troop[static_cast<std::size_t>(n)][static_cast<std::size_t>(c++)] =
            static_cast<Troop>(k);
      }
    }
    c = 0;
    for (int k = 0; k < kNumRatings; ++k) {
      for (int j = 0; j < info.commanders[static_cast<std::size_t>(k)]; ++j) {
        d.commander_rating[static_cast<std::size_t>(n)][static_cast<std::size_t>(c++)] =
            static_cast<std::uint8_t>(k);
      }
    }
  }
  for (int n = 0; n < kNumNations; ++n) {
    if (!seen_nation[static_cast<std::size_t>(n)]) {
      r.fail("nation",
             fmt::format("nation \"{}\" is missing", kNationKeys[static_cast<std::size_t>(n)]));
    }
  }

  std::array<bool, kNumTactics> seen_tactic{};
  const auto& tactics = r.array(root, "tactics");
  int deck = 0;
  for (std::size_t i = 0; i < tactics.size(); ++i) {
    const std::string where = fmt::format("tactics[{}]", i);
    const auto& t = r.table(tactics.get(i), where);
    const int k = r.index_of(kTacticKeys, r.str(t, "key", where), where);
    if (seen_tactic[static_cast<std::size_t>(k)]) r.fail(where, "tactic listed twice");
    seen_tactic[static_cast<std::size_t>(k)] = true;
    TacticInfo& info = d.tactics[static_cast<std::size_t>(k)];
    info.key = kTacticKeys[static_cast<std::size_t>(k)];
    info.name = r.str(t, "name", where);
    info.text = r.str(t, "text", where);
    info.count = r.integer(t, "count", where, 1, 2);
    for (int j = 0; j < info.count; ++j) {
      if (deck >= kTacticsCards) r.fail(where, "the tactics deck has more than 40 cards");
      d.tactics_deck[static_cast<std::size_t>(deck++)] = static_cast<Tactic>(k);
    }
  }
  for (int k = 0; k < kNumTactics; ++k) {
    if (!seen_tactic[static_cast<std::size_t>(k)]) {
      r.fail("tactics",
             fmt::format("tactic \"{}\" is missing", kTacticKeys[static_cast<std::size_t>(k)]));
    }
  }
  if (deck != kTacticsCards) {
    r.fail("tactics", fmt::format("the tactics deck has {} cards, expected 40", deck));
  }
  return d;
}

}  // namespace bivouac::raf
