#include "games/reg/command.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/errors.h"
#include "core/text_match.h"
#include "games/reg/args.h"
#include "games/reg/army.h"
#include "games/reg/refusal.h"
#include "games/reg/text.h"

namespace bivouac::reg {

namespace {

const std::vector<std::string> kTypes = {"Professional", "Instinctive", "Tribal"};

std::string canonical_type(std::string_view text) {
  for (const auto& t : kTypes) {
    if (iequals(t, text)) return t;
  }
  throw FormatError(fmt::format("type: expected {}, got \"{}\"", choice_list(kTypes), text));
}

// Removes `cards` from `hand`, or throws naming what the hand lacks; `who` names the holder.
void take_from(std::vector<Colour>& hand, const std::vector<Colour>& cards, std::string_view who) {
  std::vector<Colour> left = hand;
  for (Colour c : cards) {
    auto it = std::find(left.begin(), left.end(), c);
    if (it == left.end()) {
      throw RuleRefusal(fmt::format("{} holds no {} card to give up (hand: {})", who,
                                    colour_name(c), cards_text(hand)),
                        0);
    }
    left.erase(it);
  }
  hand = std::move(left);
}

std::vector<Colour> colours_from(const nlohmann::json& j, const std::string& path) {
  std::vector<Colour> out;
  if (!j.is_array()) throw FormatError(path + ": expected an array of card colours");
  for (std::size_t i = 0; i < j.size(); ++i) {
    const auto c = j[i].is_string() ? parse_colour(j[i].get<std::string>()) : std::nullopt;
    if (!c) {
      throw FormatError(
          fmt::format("{}[{}]: expected {}, got {}", path, i, colour_choices(), j[i].dump()));
    }
    out.push_back(*c);
  }
  return out;
}

nlohmann::json colours_json(const std::vector<Colour>& cards) {
  nlohmann::json out = nlohmann::json::array();
  for (Colour c : cards) out.push_back(colour_name(c));
  return out;
}

}  // namespace

const std::vector<std::string>& troop_keys() {
  static const std::vector<std::string> k = {"foot",      "mounted",   "dragoons",
                                             "artillery", "elephants", "battlewagons"};
  return k;
}

std::string cards_text(const std::vector<Colour>& cards) {
  if (cards.empty()) return "no cards";
  std::vector<std::string> parts;
  for (Colour c : kAllColours) {
    const auto n = std::count(cards.begin(), cards.end(), c);
    if (n == 1) parts.emplace_back(colour_name(c));
    if (n > 1) parts.push_back(fmt::format("{} x{}", colour_name(c), n));
  }
  return join(parts, ", ");
}

CommandState CommandState::fresh(const DeckCounts& counts, std::uint64_t seed) {
  CommandState s;
  s.deck_label = counts.label();
  s.rng.reseed(seed);
  for (Colour c : kAllColours)
    s.pack.insert(s.pack.end(), static_cast<std::size_t>(counts.of(c)), c);
  s.rng.shuffle(s.pack.begin(), s.pack.end());
  return s;
}

void CommandState::add_general(const GeneralTable& t, General g) {
  if (g.name.empty() || g.name.find_first_of(" \t,=") != std::string::npos) {
    throw FormatError(
        fmt::format("name: expected one word without spaces, commas or '=', got \"{}\"", g.name));
  }
  for (const auto& other : generals) {
    if (iequals(other.name, g.name)) {
      throw FormatError(fmt::format("name: there is already a general called {}", other.name));
    }
  }
  g.type = canonical_type(g.type);
  if (!g.commander.empty()) {
    const CommanderRow* row = t.find_commander(g.commander);
    if (!row) {
      throw FormatError(fmt::format("commander: expected {}, got \"{}\"",
                                    choice_list(t.commander_keys()), g.commander));
    }
    if (row->type != g.type) {
      throw FormatError(fmt::format("commander: {} is a {} commander but {} is {}", row->key,
                                    row->type, g.name, g.type));
    }
    if (army_commander()) {
      throw FormatError(
          fmt::format("commander: {} is already the army commander", army_commander()->name));
    }
    g.commander = row->key;
  }
  generals.push_back(std::move(g));
}

General& CommandState::general(std::string_view name) {
  std::vector<std::string> names;
  for (auto& g : generals) {
    if (iequals(g.name, name)) return g;
    names.push_back(g.name);
  }
  throw FormatError(
      fmt::format("general: expected {}, got \"{}\"",
                  names.empty() ? std::string("a general added first") : choice_list(names), name));
}

const General* CommandState::army_commander() const {
  for (const auto& g : generals) {
    if (!g.commander.empty()) return &g;
  }
  return nullptr;
}

void CommandState::add_unit(UnitGroup u) {
  if (u.name.empty() || u.name.find_first_of(" \t,=") != std::string::npos ||
      parse_colour(u.name)) {
    throw FormatError(fmt::format(
        "name: expected one word without spaces, commas or '=' and not a card colour, got \"{}\"",
        u.name));
  }
  for (const auto& other : units) {
    if (iequals(other.name, u.name)) {
      throw FormatError(fmt::format("name: there is already a unit group called {}", other.name));
    }
  }
  u.command = general(u.command).name;  // names the generals when unknown
  bool known = false;
  for (const auto& k : troop_keys()) known = known || iequals(k, u.troop);
  if (!known) {
    throw FormatError(
        fmt::format("troop: expected {}, got \"{}\"", choice_list(troop_keys()), u.troop));
  }
  u.troop = lower(u.troop);
  units.push_back(std::move(u));
}

UnitGroup& CommandState::unit(std::string_view name) {
  std::vector<std::string> names;
  for (auto& u : units) {
    if (iequals(u.name, name)) return u;
    names.push_back(u.name);
  }
  throw FormatError(fmt::format("unit: expected {}, got \"{}\"",
                                names.empty()
                                    ? std::string("a unit group added first (unit or army load)")
                                    : choice_list(names),
                                name));
}

const General* CommandState::over_discard_cap(const GeneralTable& t) const {
  for (const auto& g : generals) {
    if (static_cast<int>(g.hand.size()) > t.level(g.level).hand + 1) return &g;
  }
  return nullptr;
}

void CommandState::require_discards_done(const GeneralTable& t, const std::string& what) const {
  if (const General* g = over_discard_cap(t)) {
    throw RuleRefusal(
        fmt::format("{}: {} ({}) holds {} cards; at step 1.1 he keeps at most {}, one over his "
                    "allowance - discard {} first",
                    what, g->name, level_key(g->level), g->hand.size(), t.level(g->level).hand + 1,
                    static_cast<int>(g->hand.size()) - t.level(g->level).hand - 1),
        t.discard_line);
  }
}

std::vector<std::string> CommandState::deal(const GeneralTable& t) {
  require_discards_done(t, "deal");
  std::vector<std::string> log;
  for (auto& g : generals) {
    const int allowance = t.level(g.level).hand;
    std::vector<Colour> dealt;
    while (static_cast<int>(g.hand.size()) < allowance) {
      if (pack.empty()) {
        if (discards.empty()) break;
        log.push_back(reshuffle());
      }
      dealt.push_back(pack.back());
      g.hand.push_back(pack.back());
      pack.pop_back();
    }
    log.push_back(fmt::format("{} ({}{}): dealt {}; holds {}", g.name, level_key(g.level),
                              g.dead ? ", dead - dealt all the same (line 18)" : "",
                              cards_text(dealt), cards_text(g.hand)));
    if (static_cast<int>(g.hand.size()) < allowance) {
      log.push_back(fmt::format("  the pack ran out: {} is {} short", g.name,
                                allowance - static_cast<int>(g.hand.size())));
    }
    if (turn == 1 && !g.hand.empty()) {
      const bool low = std::all_of(g.hand.begin(), g.hand.end(), [](Colour c) {
        return c == Colour::kWhite || c == Colour::kBlack;
      });
      const bool black =
          std::all_of(g.hand.begin(), g.hand.end(), [](Colour c) { return c == Colour::kBlack; });
      g.hesitant = low;
      g.desertion = black;
      if (low) {
        log.push_back(
            fmt::format("  {} is HESITANT: only White or Black cards in the first turn "
                        "(sheet line {})",
                        g.name, t.hesitant_line));
      }
      if (black) {
        log.push_back(
            fmt::format("  {}'s troops suffer DESERTION: only Black cards (sheet line {})", g.name,
                        t.desertion_line));
      }
    }
  }
  return log;
}

std::vector<std::string> CommandState::discard(const GeneralTable& t, std::string_view name,
                                               const std::vector<Colour>& cards) {
  General& g = general(name);
  std::vector<Colour> hand = g.hand;
  take_from(hand, cards, g.name);
  const int keep_max = t.level(g.level).hand + 1;
  if (static_cast<int>(hand.size()) > keep_max) {
    throw RuleRefusal(
        fmt::format("{} ({}) may keep at most {} cards, one over his allowance; "
                    "discard {} more",
                    g.name, level_key(g.level), keep_max, static_cast<int>(hand.size()) - keep_max),
        t.discard_line);
  }
  g.hand = std::move(hand);
  discards.insert(discards.end(), cards.begin(), cards.end());
  return {fmt::format("{} discards {}; holds {}", g.name, cards_text(cards), cards_text(g.hand))};
}

std::string CommandState::reshuffle() {
  const std::size_t n = discards.size();
  pack.insert(pack.end(), discards.begin(), discards.end());
  discards.clear();
  rng.shuffle(pack.begin(), pack.end());
  return fmt::format("shuffled {} discarded card(s) into the pack; {} in the pack", n, pack.size());
}

std::string CommandState::gift(const GeneralTable& t, std::string_view to, Colour card,
                               int distance) {
  const General* ac = army_commander();
  if (!ac) throw FormatError("gift: no army commander; add a general with commander=<type>");
  const CommanderRow& row = *t.find_commander(ac->commander);
  General& r = general(to);
  auto refuse = [&](const std::string& why, int line) -> std::string {
    throw RuleRefusal("gift: " + why, line);
  };
  if (&r == ac) refuse("the army commander cannot gift to himself", row.line);
  if (row.gift == GiftRule::kNone) {
    refuse(fmt::format("{} army commander cannot gift cards", text_match::with_article(row.type)),
           row.line);
  }
  if (ac->front_rank) {
    refuse(fmt::format("{} is fighting in a front rank, so no gifting is possible", ac->name),
           t.front_rank_no_gift_line);
  }
  if (r.allied)
    refuse(fmt::format("{} is allied; gifts go to non-allied generals", r.name), row.line);
  if (!r.on_table) refuse(fmt::format("{} is not on the table", r.name), row.line);
  if (r.type != row.gift_to) {
    refuse(fmt::format("{} commander gifts only to {} generals; {} is {}",
                       text_match::with_article(row.type), row.gift_to, r.name, r.type),
           row.line);
  }
  if (distance < 0)
    throw FormatError("distance: expected the BW from commander to general, 0 or more");
  if (distance > row.range) {
    refuse(fmt::format("{} is {} BW away, beyond the {} BW command range", r.name, distance,
                       row.range),
           row.line);
  }
  if (row.gift == GiftRule::kOne && r.gifts_received >= 1) {
    refuse(fmt::format("{} already had his one card this turn", r.name), row.line);
  }
  General& giver = general(ac->name);
  take_from(giver.hand, {card}, giver.name);
  r.hand.push_back(card);
  ++r.gifts_received;
  return fmt::format("{} gifts a {} card to {} ({} BW, range {}; sheet line {})", giver.name,
                     colour_name(card), r.name, distance, row.range, row.line);
}

std::string CommandState::play(std::string_view name, const std::vector<Colour>& cards) {
  General& g = general(name);
  if (std::find(cards.begin(), cards.end(), Colour::kBlack) != cards.end()) {
    throw RuleRefusal("Black cards pay for no action (docs/rulings/reg.md, ruling 1)", 0);
  }
  take_from(g.hand, cards, g.name);
  discards.insert(discards.end(), cards.begin(), cards.end());
  return fmt::format("{} plays {}; holds {}", g.name, cards_text(cards), cards_text(g.hand));
}

std::string CommandState::upgrade(const ActionTable& t, std::string_view name) {
  General& g = general(name);
  if (g.upgraded) {
    throw RuleRefusal(fmt::format("upgrade: {} has already upgraded a card this phase", g.name),
                      t.upgrade_once_line);
  }
  g.upgraded = true;
  return fmt::format(
      "{} upgrades one card by one colour; no more upgrades this phase (sheet lines {}, {})",
      g.name, t.upgrade_line, t.upgrade_once_line);
}

std::string CommandState::move_general(const PromptedAction& a, std::string_view name) {
  General& g = general(name);
  if (g.moved) {
    throw RuleRefusal(
        fmt::format("{}: {} has already made his one voluntary move this phase", a.id, g.name),
        a.line);
  }
  g.moved = true;
  return fmt::format(
      "{} makes his one voluntary move this phase ({}; sheet line {}); a second is refused", g.name,
      a.id, a.line);
}

std::vector<std::string> CommandState::apply_fate(std::string_view name,
                                                  const KabGeneralResult& r) {
  General& g = general(name);
  std::vector<std::string> log;
  if (r.fate == GeneralFate::kKilled) {
    g.dead = true;
    g.died_turn = turn;
    log.push_back(
        fmt::format("{} is killed; his UGs count as out of command until he is replaced", g.name));
  }
  if (r.loses_hand && !g.hand.empty()) {
    log.push_back(fmt::format("{} loses {}", g.name, cards_text(g.hand)));
    discards.insert(discards.end(), g.hand.begin(), g.hand.end());
    g.hand.clear();
  }
  for (int i = 0; i < r.drops_cards && !g.hand.empty(); ++i) {
    // The lowest card goes: the reading that costs the player least (see rulings).
    auto it = std::min_element(g.hand.begin(), g.hand.end(),
                               [](Colour a, Colour b) { return rank(a) < rank(b); });
    log.push_back(fmt::format("{} drops a {} card", g.name, colour_name(*it)));
    discards.push_back(*it);
    g.hand.erase(it);
  }
  if (r.new_level) {
    g.level = *r.new_level;
    log.push_back(fmt::format("{} is now {}", g.name, level_key(g.level)));
  }
  return log;
}

std::string CommandState::replace(const GeneralTable& t, std::string_view name,
                                  std::string_view step) {
  General& g = general(name);
  const bool tribal = g.type == "Tribal";
  const int line = tribal ? t.replace_tribal_line : t.replace_professional_line;
  if (!g.dead) throw RuleRefusal(fmt::format("replace: {} is not dead", g.name), line);
  const std::string_view due = tribal ? "6.2" : "4.2";
  if (step != due) {
    throw RuleRefusal(fmt::format("replace: {} general is replaced at step {}, not at {}",
                                  text_match::with_article(g.type), due, step),
                      line);
  }
  if (g.died_turn >= turn) {
    throw RuleRefusal(
        fmt::format("replace: {} was killed in this turn ({}); he is replaced only for a general "
                    "killed in the previous turn",
                    g.name, g.died_turn),
        line);
  }
  g.dead = false;
  g.died_turn = 0;
  g.level = lowered(g.level);
  return fmt::format("{} is replaced by {} general (one level lower; sheet line {})", g.name,
                     text_match::with_article(level_key(g.level)),
                     g.type == "Tribal" ? t.replace_tribal_line : t.replace_professional_line);
}

void CommandState::new_phase() {
  for (auto& g : generals) {
    g.upgraded = false;
    g.moved = false;
  }
}

void CommandState::new_turn() {
  ++turn;
  new_phase();
  for (auto& g : generals) g.gifts_received = 0;
}

std::string CommandState::describe(const GeneralTable& t) const {
  std::string out = fmt::format("turn {}; pack {} card(s), discards {}; deck: {}", turn,
                                pack.size(), discards.size(), deck_label);
  for (const auto& g : generals) {
    std::vector<std::string> tags;
    tags.push_back(g.type);
    if (!g.commander.empty()) tags.push_back("army commander: " + g.commander);
    if (g.allied) tags.push_back("allied");
    if (!g.on_table) tags.push_back("off table");
    if (g.dead) tags.push_back("DEAD");
    if (g.front_rank) tags.push_back("in front rank");
    if (g.hesitant) tags.push_back("HESITANT");
    if (g.desertion) tags.push_back("DESERTION");
    if (g.upgraded) tags.push_back("upgrade used");
    if (g.moved) tags.push_back("moved");
    out += fmt::format("\n  {} {} (hand {}, block {}) [{}]: {}", g.name, level_key(g.level),
                       t.level(g.level).hand, t.level(g.level).block, join(tags, ", "),
                       cards_text(g.hand));
  }
  return out;
}

nlohmann::json CommandState::to_json() const {
  nlohmann::json j;
  j["deck"] = deck_label;
  j["pack"] = colours_json(pack);
  j["discards"] = colours_json(discards);
  j["turn"] = turn;
  j["rng"] = rng.words();
  j["generals"] = nlohmann::json::array();
  for (const auto& g : generals) {
    j["generals"].push_back({{"name", g.name},
                             {"level", level_key(g.level)},
                             {"type", g.type},
                             {"commander", g.commander},
                             {"allied", g.allied},
                             {"on_table", g.on_table},
                             {"dead", g.dead},
                             {"front_rank", g.front_rank},
                             {"with", g.with},
                             {"died_turn", g.died_turn},
                             {"hand", colours_json(g.hand)},
                             {"upgraded", g.upgraded},
                             {"moved", g.moved},
                             {"gifts_received", g.gifts_received},
                             {"hesitant", g.hesitant},
                             {"desertion", g.desertion}});
  }
  j["units"] = nlohmann::json::array();
  for (const auto& u : units) j["units"].push_back(unit_to_json(u));
  return j;
}

CommandState CommandState::from_json(const nlohmann::json& j, const GeneralTable& t) {
  Args a(j, "state");
  CommandState s;
  s.deck_label = a.text("deck", "");
  s.pack = colours_from(a.raw("pack"), "state.pack");
  s.discards =
      a.has("discards") ? colours_from(a.raw("discards"), "state.discards") : std::vector<Colour>{};
  s.turn = a.integer("turn", 1, 1000, 1);
  if (a.has("rng")) {
    const auto& w = a.raw("rng");
    if (!w.is_array() || w.size() != 4 || !std::all_of(w.begin(), w.end(), [](const auto& x) {
          return x.is_number_unsigned() || x.is_number_integer();
        })) {
      throw FormatError("state.rng: expected four unsigned integers");
    }
    std::array<std::uint64_t, 4> words{};
    for (std::size_t i = 0; i < 4; ++i) words[i] = w[i].get<std::uint64_t>();
    s.rng.set_words(words);
  }
  if (a.has("generals")) {
    const auto& list = a.raw("generals");
    if (!list.is_array()) throw FormatError("state.generals: expected an array");
    for (std::size_t i = 0; i < list.size(); ++i) {
      Args g(list[i], fmt::format("state.generals[{}]", i));
      General gen;
      gen.name = g.required_text("name", "the general's name");
      gen.level = g.choice<GeneralLevel>(
          "level", [](const std::string& x) { return parse_level(x); }, "MG, CG, TG or LG",
          GeneralLevel::kCG);
      gen.type = g.text("type", "Professional");
      gen.commander = g.text("commander", "");
      gen.allied = g.flag("allied", false);
      gen.on_table = g.flag("on_table", true);
      gen.dead = g.flag("dead", false);
      gen.front_rank = g.flag("front_rank", false);
      gen.with = g.text("with", "");
      gen.died_turn = g.integer("died_turn", 0, 1000, 0);
      const auto hand =
          g.has("hand") ? colours_from(g.raw("hand"), g.path_of("hand")) : std::vector<Colour>{};
      gen.upgraded = g.flag("upgraded", false);
      gen.moved = g.flag("moved", false);
      gen.gifts_received = g.integer("gifts_received", 0, 100, 0);
      gen.hesitant = g.flag("hesitant", false);
      gen.desertion = g.flag("desertion", false);
      g.reject_unknown();
      s.add_general(t, gen);
      s.generals.back().hand = hand;
    }
  }
  if (a.has("units")) {
    const auto& list = a.raw("units");
    if (!list.is_array()) throw FormatError("state.units: expected an array");
    for (std::size_t i = 0; i < list.size(); ++i) {
      s.add_unit(unit_from_args(Args(list[i], fmt::format("state.units[{}]", i)), ""));
    }
  }
  a.reject_unknown();
  return s;
}

}  // namespace bivouac::reg
