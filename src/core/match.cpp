#include "core/match.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "core/errors.h"
#include "core/game_help.h"
#include "core/json_util.h"
#include "core/registry.h"
#include "core/text_match.h"

namespace bivouac {

namespace {

using text_match::lower;
using text_match::trim;

std::string numbered(const std::vector<std::string>& texts) {
  std::string out;
  for (std::size_t i = 0; i < texts.size(); ++i) out += fmt::format("\n  {}. {}", i + 1, texts[i]);
  return out;
}

// Makes room for `extra` more elements before anything changes, so the push_backs that follow
// cannot throw; the capacity grows geometrically, as push_back's would (reserving exactly one more
// reallocated the whole record on every action: a replay of a long game was quadratic).
template <typename T>
void reserve_more(std::vector<T>& v, std::size_t extra) {
  if (v.capacity() - v.size() >= extra) return;
  v.reserve(std::max(v.size() + extra, 2 * v.capacity()));
}

}  // namespace

std::vector<std::string> legal_action_texts(const Game& game, const State& s) {
  ActionList legal;
  game.legal_actions(s, legal);
  std::vector<std::string> out;
  out.reserve(legal.size());
  for (Action a : legal) out.push_back(game.action_to_string(s, a));
  return out;
}

std::optional<Action> exact_legal_action(const Game& game, const State& s, std::string_view text) {
  ActionList legal;
  game.legal_actions(s, legal);
  for (Action a : legal) {
    if (game.action_to_string(s, a) == text) return a;
  }
  return std::nullopt;
}

Action parse_action(const Game& game, const State& s, std::string_view text) {
  if (game.is_terminal(s)) throw ActionError("the game is over; no action can be played");
  ActionList legal;
  game.legal_actions(s, legal);
  std::vector<std::string> texts;
  for (Action a : legal) texts.push_back(game.action_to_string(s, a));
  const std::string typed = trim(text);
  if (typed.empty()) throw ActionError("no action given; legal actions:" + numbered(texts));

  if (std::all_of(typed.begin(), typed.end(), [](unsigned char c) { return std::isdigit(c); })) {
    if (typed.size() <= 4) {
      const std::size_t n = std::stoul(typed);
      if (n >= 1 && n <= texts.size()) return legal[n - 1];
    }
    // A number can still be the start of an action text, so fall through only if none matches.
  }
  const std::string want = lower(typed);
  std::vector<std::size_t> prefixed;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const std::string t = lower(texts[i]);
    if (t == want) return legal[i];
    if (t.rfind(want, 0) == 0) prefixed.push_back(i);
  }
  if (prefixed.size() == 1) return legal[prefixed.front()];
  if (prefixed.size() > 1) {
    std::vector<std::string> matches;
    for (std::size_t i : prefixed) matches.push_back(texts[i]);
    throw ActionError(fmt::format("\"{}\" is ambiguous; it could be:{}", typed, numbered(matches)));
  }
  // The game may know the action and why it is refused; the legal list follows either way, so a
  // refusal never says less than the list.
  if (auto reason = explain_refusal(game, s, typed)) {
    throw RefusedAction(fmt::format("\"{}\" is not possible now: {}\nLegal actions:{}", typed,
                                    *reason, numbered(texts)),
                        *reason);
  }
  throw ActionError(
      fmt::format("\"{}\" is not a legal action now; legal actions:{}", typed, numbered(texts)));
}

nlohmann::json state_document(const Game& game, const State& s) {
  return {{"format", "bivouac-state"},
          {"version", kStateVersion},
          {"game", game.spec()},
          {"state", game.state_to_json(s)}};
}

namespace {

// The path of the first "step" or "card" field of `j` holding a number (as version 1 documents
// of earlier releases wrote them), or "".
std::string numeric_name_field(const nlohmann::json& j, const std::string& path) {
  if (j.is_object()) {
    for (const auto& [key, value] : j.items()) {
      std::string here = path;
      here += ".";
      here += key;
      if ((key == "step" || key == "card") && value.is_number()) return here;
      if (std::string found = numeric_name_field(value, here); !found.empty()) return found;
    }
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i) {
      std::string here = path;
      here += '[';
      here += std::to_string(i);
      here += ']';
      if (std::string found = numeric_name_field(j[i], here); !found.empty()) return found;
    }
  }
  return {};
}

}  // namespace

LoadedState load_state_document(const nlohmann::json& doc) {
  namespace in = json_in;
  in::object(doc, "document");
  if (in::string(in::field(doc, "format", ""), "format") != "bivouac-state") {
    in::fail("format", "\"bivouac-state\"", doc["format"]);
  }
  const auto version =
      in::integer(in::field(doc, "version", ""), "version", kOldestStateVersion, kStateVersion);
  if (version < kStateVersion) {
    if (const std::string numeric = numeric_name_field(in::field(doc, "state", ""), "state");
        !numeric.empty()) {
      throw FormatError(fmt::format(
          "this is a bivouac-state version {} document of an earlier release ({} is a number); "
          "this release reads version {}, which names steps and cards (docs/formats.md): load "
          "the game's bivouac-record instead, which replays it from its seed and actions",
          version, numeric, kStateVersion));
    }
  }
  LoadedState out;
  out.game = GameRegistry::instance().create(in::string(in::field(doc, "game", ""), "game"));
  out.state = out.game->state_from_json(in::field(doc, "state", ""));
  // Every game's loader goes through here: refuse a generator no seeded game can have.
  if (out.state->chance.rng.words() == std::array<std::uint64_t, 4>{}) {
    in::fail("state.rng", "four words not all zero (an all-zero generator never leaves zero)",
             doc["state"].value("rng", nlohmann::json()));
  }
  try {
    out.game->check_invariants(*out.state);
  } catch (const std::logic_error& e) {
    throw FormatError(std::string("state is not a legal position: ") + e.what());
  }
  // A game that is not over always offers its player something to do; a position where nobody
  // can act would hang every front end that loads it.
  if (!out.game->is_terminal(*out.state)) {
    ActionList legal;
    out.game->legal_actions(*out.state, legal);
    if (legal.empty()) {
      const int p = out.game->current_player(*out.state);
      throw FormatError(fmt::format(
          "state is not a legal position: the game is not over, but {} has no action to take",
          p >= 0 ? out.game->player_name(p) : std::string("nobody")));
    }
  }
  return out;
}

Match::Match(GamePtr game, std::uint64_t seed) : Match(std::move(game), seed, {}) {}

Match::Match(GamePtr game, std::uint64_t seed, const std::vector<ForcedDraws>& opening)
    : game_(std::move(game)) {
  EventLog log;
  state_ = game_->new_game(seed, &log, opening);
  events_ = log.events();
  record_.game = game_->spec();
  record_.seed = seed;
  record_.opening = opening;
}

Match::Match(GamePtr game, std::unique_ptr<State> start)
    : game_(std::move(game)), state_(std::move(start)) {
  record_.game = game_->spec();
  record_.start = state_document(*game_, *state_);
}

Match Match::replay(const GameRecord& record, std::size_t upto) {
  auto make = [&]() {
    if (record.start) {
      LoadedState loaded = load_state_document(*record.start);
      return Match(loaded.game, std::move(loaded.state));
    }
    return Match(GameRegistry::instance().create(record.game), record.seed, record.opening);
  };
  Match m = make();
  m.record_.seats = record.seats;
  const std::size_t n = std::min(upto, record.entries.size());
  for (std::size_t i = 0; i < n; ++i) {
    const RecordEntry& e = record.entries[i];
    try {
      switch (e.kind) {
        case RecordEntry::Kind::kAction:
          m.apply_text(e.action);
          break;
        case RecordEntry::Kind::kForceDice:
          m.force_dice(e.dice);
          break;
        case RecordEntry::Kind::kForceDraws:
          m.force_draws(e.deck, e.cards);
          break;
      }
    } catch (const std::invalid_argument& err) {
      throw FormatError(fmt::format("record.actions[{}]: {}", i, err.what()));
    }
  }
  return m;
}

std::vector<std::string> Match::legal_texts() const {
  return legal_action_texts(*game_, *state_);
}

Action Match::parse(std::string_view text) const {
  return parse_action(*game_, *state_, text);
}

void Match::apply(Action a) {
  ActionList legal;
  game_->legal_actions(*state_, legal);
  if (!legal.contains(a)) throw ActionError(fmt::format("action id {} is not legal now", a));
  apply_listed(a, game_->action_to_string(*state_, a));
}

void Match::apply_listed(Action a, std::string text) {
  // The action is played on a copy: if it throws half-way (a forced die that does not fit the
  // roll), the position, the events and the record stay exactly as they were.
  auto next = state_->clone();
  EventLog log;
  game_->apply_action(*next, a, &log);
  reserve_more(events_, log.size());
  reserve_more(record_.entries, 1);
  reserve_more(snapshots_, 1);
  snapshots_.push_back(Snapshot{std::move(state_), record_.entries.size(), events_.size()});
  if (snapshots_.size() > undo_limit_)
    snapshots_[snapshots_.size() - undo_limit_ - 1].state.reset();
  state_ = std::move(next);
  events_.insert(events_.end(), log.events().begin(), log.events().end());
  record_.entries.push_back(RecordEntry{RecordEntry::Kind::kAction, std::move(text), {}, {}, {}});
}

void Match::apply_text(std::string_view text) {
  apply(parse(text));
}

void Match::force_dice(const std::vector<int>& dice) {
  force(dice, std::nullopt);
}

void Match::force_draws(std::string_view deck, const std::vector<std::string>& cards) {
  force(std::nullopt, ForcedDraws{std::string(deck), cards});
}

void Match::force(const std::optional<std::vector<int>>& dice,
                  const std::optional<ForcedDraws>& draws) {
  // Both parts are tried on a copy first, so a bad card after good dice keeps neither.
  auto trial = state_->clone();
  if (dice) {
    for (int d : *dice) {
      try {
        trial->chance.force(d);
      } catch (const std::length_error& e) {
        // Too many dice at once is the request's fault, refused like any other bad input (a
        // record with 40 forced dice gave the server's replay a 500: issue 41).
        throw std::invalid_argument(e.what());
      }
    }
  }
  if (draws) game_->force_draws(*trial, draws->deck, draws->cards);
  reserve_more(record_.entries, 2);
  state_->assign(*trial);
  if (dice)
    record_.entries.push_back(RecordEntry{RecordEntry::Kind::kForceDice, {}, *dice, {}, {}});
  if (draws) {
    record_.entries.push_back(
        RecordEntry{RecordEntry::Kind::kForceDraws, {}, {}, draws->deck, draws->cards});
  }
}

std::size_t Match::undoable() const {
  std::size_t n = 0;
  for (auto it = snapshots_.rbegin(); it != snapshots_.rend() && it->state; ++it) ++n;
  return n;
}

void Match::limit_undo(std::size_t n) {
  undo_limit_ = std::max<std::size_t>(n, 1);
  for (std::size_t i = 0; i + undo_limit_ < snapshots_.size(); ++i) snapshots_[i].state.reset();
}

void Match::undo() {
  if (snapshots_.empty()) throw ActionError("nothing to undo");
  if (!snapshots_.back().state) {
    throw ActionError(fmt::format("only the last {} actions can be taken back", undo_limit_));
  }
  Snapshot& last = snapshots_.back();
  state_ = std::move(last.state);
  record_.entries.resize(last.entries);
  events_.resize(last.events);
  snapshots_.pop_back();
}

GameRecord Match::record() const {
  GameRecord r = record_;
  if (game_->is_terminal(*state_)) {
    const int side = game_->winning_side(*state_);
    r.result = {{"winner", side >= 0 ? nlohmann::json(game_->side_name(side)) : nlohmann::json()},
                {"winning_side", side},
                {"turns", game_->turn_number(*state_)}};
  }
  return r;
}

}  // namespace bivouac
