#include "server/view_checks.h"

#include <fmt/format.h>

#include <map>
#include <set>

#include "core/match.h"
#include "core/record.h"
#include "core/seat_view.h"
#include "server/sanitized.h"

namespace bivouac::server::testing {

using nlohmann::json;

namespace {

// Every object key and string value in `j`.
void words(const json& j, std::set<std::string>& out) {
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      out.insert(it.key());
      words(it.value(), out);
    }
  } else if (j.is_array()) {
    for (const auto& v : j) words(v, out);
  } else if (j.is_string()) {
    out.insert(j.get<std::string>());
  }
}

// Which views are compared whole with what the viewer knows. Under the sanitizers every fourth
// position and the last are (the comparison is the test's own JSON work, not the server's, and it
// made these tests take minutes); Release compares every view.
bool view_is_checked(std::size_t version, std::size_t positions) {
  return !kSanitized || version % 4 == 0 || version + 1 == positions;
}

}  // namespace

// The public state, computed here independently of the server: what every seat may see.
std::unique_ptr<State> public_state(const Game& game, const State& s) {
  auto known = s.clone();
  for (int p = 0; p < game.num_players(); ++p) {
    auto next = known->clone();
    game.observe(*known, p, *next);
    known = std::move(next);
  }
  return known;
}

std::vector<std::string> check_messages(const Table& t, const json& record) {
  std::vector<std::string> failures;
  auto fail = [&](std::string f) {
    if (failures.size() < 20) failures.push_back(std::move(f));
  };
  const GameRecord rec = GameRecord::from_json(record);
  // Replay, keeping each position and how many events had happened at it.
  Match match = Match::replay(rec, 0);
  std::vector<std::unique_ptr<State>> states;
  states.push_back(match.state().clone());
  for (const auto& e : rec.entries) {
    match.apply_text(e.action);
    states.push_back(match.state().clone());
  }
  const Game& game = match.game();
  const auto& events = match.events();
  std::map<std::size_t, std::set<std::string>> true_words;

  for (const auto& c : t.clients) {
    const int v = c.viewer;
    std::vector<const Event*> stream;
    for (const auto& e : events) {
      // A spectator hears what bit 31 of the audience allows (docs/formats.md, "Events").
      if (v >= 0 ? e.visible_to(v) : (e.audience >> 31) != 0) stream.push_back(&e);
    }
    std::uint64_t next_n = 1;
    for (const auto& raw : c.raw) {
      const json msg = json::parse(raw);
      const std::string type = msg["type"];
      if (type == "events") {
        for (const auto& e : msg["events"]) {
          const auto n = e["n"].get<std::uint64_t>();
          if (n != next_n) fail(fmt::format("viewer {}: event {} came after {}", v, n, next_n - 1));
          next_n = n + 1;
          if (n == 0 || n > stream.size()) {
            fail(fmt::format("viewer {}: event {} is not one it may see", v, n));
            continue;
          }
          const Event& want = *stream[n - 1];
          if (e["kind"] != want.kind || e["text"] != want.text || e["data"] != want.data) {
            fail(fmt::format("viewer {}: event {} is {} but it may see {}", v, n, e.dump(),
                             event_to_json(want).dump()));
          }
        }
      } else if (type == "view") {
        const auto version = msg["version"].get<std::size_t>();
        if (version >= states.size()) {
          fail(fmt::format("viewer {}: view at version {} past the record", v, version));
          continue;
        }
        if (!view_is_checked(version, states.size())) continue;
        const State& s = *states[version];
        // What this viewer knows, computed here: its observation, or the public state.
        const auto known_state = v >= 0 ? game.observation(s, v) : public_state(game, s);
        const json expected = build_seat_view_from_known(
            game, *known_state, v, SeatViewContext{version, msg["can_undo"].get<bool>(), true});
        if (msg["board"] != expected["board"]) {
          fail(fmt::format("viewer {} version {}: board differs from what it knows", v, version));
        }
        if (v >= 0 && msg["render"] != game.render(s, v)) {
          fail(fmt::format("viewer {} version {}: board differs from what it may see:\n{}\n---\n{}",
                           v, version, msg["render"].get<std::string>(), game.render(s, v)));
        }
        const bool to_decide = v >= 0 && !game.is_terminal(s) && game.current_player(s) == v;
        json legal = json::array();
        if (to_decide) {
          int i = 1;
          for (const auto& text : legal_action_texts(game, s)) {
            legal.push_back({{"index", i++}, {"text", text}});
          }
        }
        json texts = json::array();
        for (const auto& a : msg["legal"])
          texts.push_back({{"index", a["index"]}, {"text", a["text"]}});
        if (texts != legal) fail(fmt::format("viewer {} version {}: legal list", v, version));
        if (msg["legal"] != expected["legal"])
          fail(fmt::format("viewer {} version {}: legal parts differ", v, version));
        // The raw bytes: no name or value that is in the true state but not in what this viewer
        // knows may appear as a JSON string anywhere in the message.
        // The true state's words are the same for every viewer: collected once per position.
        auto [at, fresh] = true_words.try_emplace(version);
        if (fresh) words(game.state_to_json(s), at->second);
        const std::set<std::string>& all = at->second;
        std::set<std::string> known;
        words(game.state_to_json(*known_state), known);
        words(expected, known);
        for (const auto& w : all) {
          if (known.count(w) || w.size() < 3) continue;
          if (raw.find("\"" + w + "\"") != std::string::npos) {
            fail(fmt::format("viewer {} version {}: message names hidden \"{}\"", v, version, w));
          }
        }
      }
    }
    if (next_n != stream.size() + 1) {
      fail(fmt::format("viewer {}: saw {} events of the {} it may see", v, next_n - 1,
                       stream.size()));
    }
  }
  return failures;
}

}  // namespace bivouac::server::testing
