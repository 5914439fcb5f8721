// One transcribed table with the sheet line of every row, so players can check it: as rows
// (line, the key a request names for the row, its text) and printed.
#include <fmt/format.h>

#include "core/errors.h"
#include "games/reg/action_listing.h"
#include "games/reg/calcs.h"
#include "games/reg/dice_roll.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg::calc {

namespace {

const std::vector<std::string> kTableNames = {"turn",     "actions",  "movement",  "evade",
                                              "charge",   "fighting", "preferred", "dice",
                                              "shooting", "ranges",   "kab",       "generals"};

struct Table {
  std::string out;  // the heading
  json rows = json::array();
};

// The key of a row is what a request names it by (an action code, a troop type, a step), or
// empty where a row names nothing a request takes (an evade roll, a die).
Table render(const Tables& t, const std::string& name) {
  Table table;
  std::string& out = table.out;
  auto keyed_row = [&](int line, const std::string& key, const std::string& text) {
    table.rows.push_back({{"line", line}, {"key", key}, {"text", text}});
  };
  auto row = [&](int line, const std::string& text) { keyed_row(line, "", text); };
  if (name == "turn") {
    out = "turn sequence (sheet line, step, summary)";
    for (const auto& s : t.turn.steps) keyed_row(s.line, s.id, s.id + "  " + s.summary);
  } else if (name == "actions") {
    out = fmt::format("prompted actions: cost for {} (I White, II Green, III Yellow, IV Red)",
                      join(t.actions.formations, " / "));
    // Each row with the sheet's note beside it, its limit and its step (lines 142-173).
    for (const auto& a : t.actions.actions) keyed_row(a.line, a.id, describe_action_row(a, false));
    row(t.actions.keil.line, "Keils/Tercios: +1 colour on " + join(t.actions.keil.applies_to, " "));
  } else if (name == "movement") {
    out = "movement in BW: Good / Rough / Difficult";
    for (const auto& m : t.movement.troops) {
      auto d = [&](int g) {
        const auto& v = m.distance[static_cast<std::size_t>(g)];
        return v ? std::to_string(*v) : std::string("-");
      };
      keyed_row(m.line, m.key,
                fmt::format("{:<16} {} / {} / {}   {}", m.key, d(0), d(1), d(2), m.name));
    }
  } else if (name == "evade") {
    out = "evade: modified d6 -> change to the normal move";
    for (const auto& e : t.movement.evade) {
      row(e.line, fmt::format("{}{}: {:+} BW", e.low,
                              e.high != e.low ? fmt::format("-{}", e.high) : "", e.change));
    }
  } else if (name == "charge" || name == "fighting") {
    out = name + " phase claims";
    for (const auto& c :
         t.claims.rows(name == "charge" ? CombatPhase::kCharge : CombatPhase::kFighting)) {
      std::string v = c.value ? fmt::format("{:+}", c.value)
                              : fmt::format("{:+} foot / {:+} mounted", c.vs_foot, c.vs_mounted);
      if (c.legendary) v += fmt::format(" ({:+} Legendary)", c.legendary);
      keyed_row(c.line, c.key, fmt::format("{:<24} {}", v, c.name));
    }
  } else if (name == "preferred") {
    out = "preferred opponent claims";
    for (const auto& p : t.claims.preferred) {
      row(p.line, fmt::format("{:<8} {:<7} {}{}", phase_name(p.phase), p.group, p.name,
                              p.unaffected_only ? " *" : ""));
    }
  } else if (name == "dice") {
    out = "which dice to roll: advantage, advantaged file, other file";
    for (const auto& d : t.claims.dice) {
      row(d.line, fmt::format("{}  {:<14} {}", d.advantage, colours_text(d.advantaged),
                              colours_text(d.disadvantaged)));
    }
  } else if (name == "shooting") {
    out = fmt::format("shooting: start {}, at most {}; each entry one colour",
                      colour_name(t.shooting.start), colour_name(t.shooting.maximum));
    for (const auto& u : t.shooting.upgrades)
      keyed_row(u.line, u.key, "up    " + u.key + "  " + u.name);
    for (const auto& d : t.shooting.downgrades)
      keyed_row(d.line, d.key, "down  " + d.key + "  " + d.name);
  } else if (name == "ranges") {
    out = "shooting ranges in BW: deadly / long";
    for (const auto& r : t.shooting.ranges) {
      keyed_row(r.line, r.key,
                fmt::format("{:<22} {} / {}", r.key, r.deadly,
                            r.long_range ? std::to_string(r.long_range) : "-"));
    }
  } else if (name == "kab") {
    out = "KaB test reasons and timing";
    for (const auto* list : {&t.kab.unit_reasons, &t.kab.general_reasons}) {
      for (const auto& r : *list)
        keyed_row(r.line, r.key,
                  fmt::format("{:<3} {:<18} {}", r.key, join(r.timing, ", "), r.name));
    }
    for (int q = 0; q < 4; ++q) {
      row(t.kab.unit_die_line, fmt::format("{} unit: {} die", quality_name(static_cast<Quality>(q)),
                                           colour_name(t.kab.die_for(static_cast<Quality>(q)))));
    }
  } else if (name == "generals") {
    out = "general levels: hand allowance, block size, KaB die";
    for (const auto& l : t.generals.levels) {
      keyed_row(t.generals.hand_line, l.key,
                fmt::format("{} {:<10} hand {}  block {}  {} die", l.key, l.name, l.hand, l.block,
                            colour_name(l.kab_die)));
    }
    for (const auto& c : t.generals.commanders) {
      keyed_row(c.line, c.key,
                fmt::format("{:<24} range {:>2} BW  gifts: {}", c.key, c.range,
                            c.gift == GiftRule::kAny   ? "any number"
                            : c.gift == GiftRule::kOne ? "one each"
                                                       : "none"));
    }
  }
  return table;
}

}  // namespace

json table(Session& s, const Args& a) {
  (void)s;
  const std::string name = lower(a.required_text("name", choice_list(kTableNames)));
  a.reject_unknown();
  if (std::find(kTableNames.begin(), kTableNames.end(), name) == kTableNames.end()) {
    a.bad("name", choice_list(kTableNames));
  }
  Table table = render(Tables::get(), name);
  std::string text = table.out;
  for (const auto& r : table.rows)
    text += fmt::format("\n  {:>3}  {}", r["line"].get<int>(), r["text"].get<std::string>());
  text += fmt::format("\n(sheet {}; Renatio et Gloriam by Alasdair Harley and Simon Hall)", kSheet);
  return {{"name", name}, {"rows", std::move(table.rows)}, {"text", std::move(text)}};
}

}  // namespace bivouac::reg::calc
