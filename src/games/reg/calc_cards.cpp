#include <fmt/format.h>

#include "core/errors.h"
#include "core/resources.h"
#include "games/reg/action_listing.h"
#include "games/reg/calcs.h"
#include "games/reg/request_parse.h"
#include "games/reg/tables.h"
#include "games/reg/text.h"

namespace bivouac::reg::calc {

namespace {

json reply(Session& s, const std::vector<std::string>& log) {
  std::string text = join(log, "\n");
  return {{"log", log}, {"state", s.cards().to_json()}, {"text", text}};
}

std::vector<Colour> cards_field(const Args& a, const std::string& key) {
  auto cards = parse_colours(a, key);
  if (cards.empty()) a.missing(key, "one or more card colours");
  return cards;
}

}  // namespace

json general(Session& s, const Args& a) {
  const Tables& t = Tables::get();
  General g;
  g.name = a.required_text("name", "a one-word name");
  g.level = parse_level_field(a, "level");
  g.type = a.text("type", "Professional");
  g.commander = a.text("commander", "");
  g.allied = a.flag("allied", false);
  g.on_table = a.flag("on_table", true);
  g.front_rank = a.flag("front_rank", false);
  g.with = a.text("with", "");
  const bool update = a.flag("update", false);
  a.reject_unknown();
  if (update) {
    // Changes the table facts of an existing general: where he is and whether he fights.
    General& existing = s.cards().general(g.name);
    existing.on_table = g.on_table;
    existing.front_rank = g.front_rank;
    if (!g.with.empty()) existing.with = s.cards().unit(g.with).name;
    return reply(
        s, {fmt::format("{}: {}, {}", existing.name, existing.on_table ? "on table" : "off table",
                        existing.front_rank ? "in a front rank with " + existing.with
                                            : "not in a front rank")});
  }
  s.cards().add_general(t.generals, g);
  const General& added = s.cards().generals.back();
  return reply(
      s, {fmt::format("added {} ({} {}, hand {}, block {}{})", added.name, level_key(added.level),
                      added.type, t.generals.level(added.level).hand,
                      t.generals.level(added.level).block,
                      added.commander.empty() ? "" : ", army commander " + added.commander)});
}

json deal(Session& s, const Args& a) {
  a.reject_unknown();
  return reply(s, s.cards().deal(Tables::get().generals));
}

json discard(Session& s, const Args& a) {
  const std::string name = a.required_text("general", "a general's name");
  const auto cards = cards_field(a, "cards");
  a.reject_unknown();
  return reply(s, s.cards().discard(Tables::get().generals, name, cards));
}

json reshuffle(Session& s, const Args& a) {
  a.reject_unknown();
  return reply(s, {s.cards().reshuffle()});
}

json gift(Session& s, const Args& a) {
  const std::string to = a.required_text("to", "the receiving general");
  const auto card = a.choice<Colour>(
      "card", [](const std::string& x) { return parse_colour(x); }, colour_choices(), std::nullopt);
  const auto distance = a.maybe_integer("distance", 0, 200);
  if (!distance) a.missing("distance", "the distance in BW from the army commander");
  a.reject_unknown();
  return reply(s, {s.cards().gift(Tables::get().generals, to, card, *distance)});
}

json play(Session& s, const Args& a) {
  if (a.has("action")) return play_for_action(s, a);
  const std::string name = a.required_text("general", "a general's name");
  const auto cards = cards_field(a, "cards");
  a.reject_unknown();
  return reply(s, {s.cards().play(name, cards)});
}

json upgrade(Session& s, const Args& a) {
  const std::string name = a.required_text("general", "a general's name");
  a.reject_unknown();
  return reply(s, {s.cards().upgrade(Tables::get().actions, name)});
}

json replace(Session& s, const Args& a) {
  const std::string name = a.required_text("general", "a general's name");
  a.reject_unknown();
  const Tables& t = Tables::get();
  return reply(s, {s.cards().replace(t.generals, name, s.turn.step(t.turn).id)});
}

// The hands, then the prompted actions of the phase at hand with their cost and the sheet's
// note beside each: what the cards can be spent on, and the conditions written with it.
json hands(Session& s, const Args& a) {
  a.reject_unknown();
  const Tables& t = Tables::get();
  const TurnStep& step = s.turn.step(t.turn);
  int phase = step.phase;
  const auto actions = actions_from_phase(t.actions, t.turn, phase);
  std::string heading =
      phase == step.phase
          ? fmt::format("prompted actions of the {} phase (step {}), cost for {}:",
                        t.turn.phase(phase).name, step.id, join(t.actions.formations, " / "))
          : fmt::format(
                "no prompted actions in the {} phase (step {}); next, the {} phase, cost "
                "for {}:",
                t.turn.phase(step.phase).name, step.id, t.turn.phase(phase).name,
                join(t.actions.formations, " / "));
  std::vector<std::string> log = {s.cards().describe(t.generals), heading};
  json listed = json::array();
  for (const auto* act : actions) {
    log.push_back("  " + describe_action_row(*act, true));
    listed.push_back(action_json(t.actions, *act));
  }
  json out = reply(s, log);
  out["actions"] = listed;
  out["actions_phase"] = t.turn.phase(phase).name;
  return out;
}

json deck(Session& s, const Args& a) {
  const std::string file = a.text("file", "");
  a.reject_unknown();
  std::vector<std::string> log;
  if (!file.empty()) {
    s.require_files("file");
    s.deck = DeckCounts::load(load_text("", file), file);
    s.command = CommandState::fresh(s.deck, s.seed);
    log.push_back("loaded " + s.deck.label() + " from " + file +
                  "; a fresh pack, every hand empty");
  }
  std::vector<std::string> parts;
  json counts = json::object();
  for (Colour c : kAllColours) {
    parts.push_back(fmt::format("{} {}", colour_name(c), s.deck.of(c)));
    counts[std::string(colour_name(c))] = s.deck.of(c);
  }
  log.push_back(
      fmt::format("deck: {} - {} cards: {}", s.deck.label(), s.deck.total(), join(parts, ", ")));
  if (!s.deck.verified) {
    log.push_back(
        "UNVERIFIED: the colour counts of the 50-card deck are unpublished (see "
        "docs/rulings/reg.md)");
  }
  if (s.deck.total() != 50)
    log.push_back("note: the MeG/REG deck has 50 cards; this one has " +
                  std::to_string(s.deck.total()));
  json out = reply(s, log);
  out["counts"] = counts;
  out["label"] = s.deck.label();
  return out;
}

}  // namespace bivouac::reg::calc
