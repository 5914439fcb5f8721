#include "server/replay_checks.h"

#include <fmt/format.h>

#include <set>

#include "core/match.h"
#include "core/record.h"
#include "core/seat_view.h"
#include "server/view_checks.h"

namespace bivouac::server::testing {

using nlohmann::json;

namespace {

constexpr int kAll = -2;

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

// What `viewer` knew of `s`, computed here without the server's code.
std::unique_ptr<State> known_here(const Game& game, const State& s, int viewer) {
  if (viewer >= 0) return game.observation(s, viewer);
  if (viewer != kAll) return public_state(game, s);
  return s.clone();
}

// docs/formats.md, "Events": bit 31 of an audience is the spectators'. An audience with it but
// not every bit is the public version of an event that the missing seats were told more fully:
// a spectator hears it, the all-seeing viewer hears the fuller one instead.
bool may_see(const Event& e, int viewer) {
  const bool onlookers = (e.audience >> 31) != 0;
  if (viewer == kAll) return e.audience == kEveryone || !onlookers;
  return viewer >= 0 ? e.visible_to(viewer) : onlookers;
}

}  // namespace

std::vector<std::string> check_replay(const std::string& raw, const json& record, int viewer) {
  std::vector<std::string> failures;
  auto fail = [&](std::string f) {
    if (failures.size() < 20) failures.push_back(std::move(f));
  };
  const json reply = json::parse(raw);
  const GameRecord rec = GameRecord::from_json(record);
  Match match = Match::replay(rec, 0);
  const Game& game = match.game();
  // Each position, who decided the action that led to it, and the events up to it.
  std::vector<std::unique_ptr<State>> states;
  std::vector<int> actors{-1};
  std::vector<std::size_t> events_at;
  states.push_back(match.state().clone());
  events_at.push_back(match.events().size());
  for (const auto& e : rec.entries) {
    actors.push_back(match.current_player());
    match.apply_text(e.action);
    states.push_back(match.state().clone());
    events_at.push_back(match.events().size());
  }
  const auto& events = match.events();

  const json& frames = reply["frames"];
  if (frames.size() != states.size()) {
    fail(
        fmt::format("viewer {}: {} frames for {} positions", viewer, frames.size(), states.size()));
    return failures;
  }
  if (reply["finished"] != game.is_terminal(match.state())) fail("finished flag is wrong");
  std::set<std::string> all_true;
  std::set<std::string> all_known;
  std::uint64_t n = 0;
  for (std::size_t k = 0; k < frames.size(); ++k) {
    const json& f = frames[k];
    const State& s = *states[k];
    const auto known_state = known_here(game, s, viewer);
    const json expected =
        build_seat_view_from_known(game, *known_state, viewer, SeatViewContext{k, false, false});
    if (f["step"] != k)
      fail(fmt::format("viewer {}: frame {} says step {}", viewer, k, f["step"].dump()));
    if (f["view"]["board"] != expected["board"]) {
      fail(fmt::format("viewer {} step {}: board differs from what it knew", viewer, k));
    }
    if (f["view"]["render"] != game.render(s, viewer >= 0 ? viewer : -1) && viewer != -1) {
      fail(fmt::format("viewer {} step {}: board differs", viewer, k));
    }
    if (!f["view"]["legal"].empty()) fail(fmt::format("step {}: a replay offers actions", k));
    const bool own = k > 0 && (viewer == kAll || actors[k] == viewer);
    if (own != f.contains("action")) {
      fail(fmt::format("viewer {} step {}: action shown {} but should be {}", viewer, k,
                       f.contains("action"), own));
    } else if (own && f["action"] != rec.entries[k - 1].action) {
      fail(fmt::format("viewer {} step {}: action is not the one played", viewer, k));
    }
    // Events: exactly those of this step the viewer may see, numbered on from the last frame.
    json want = json::array();
    for (std::size_t i = k == 0 ? 0 : events_at[k - 1]; i < events_at[k]; ++i) {
      if (!may_see(events[i], viewer)) continue;
      want.push_back({{"n", ++n},
                      {"kind", events[i].kind},
                      {"text", events[i].text},
                      {"data", events[i].data},
                      {"player", events[i].player >= 0 ? json(events[i].player) : json()}});
      // All-seeing also learns who else saw a private event.
      if (viewer == kAll && events[i].audience != kEveryone) {
        json to = json::array();
        // The audience bits as the event holds them (32 seats; docs/formats.md "Events").
        for (int p = 0; p < 32; ++p) {
          if ((events[i].audience >> p) & 1u) to.push_back(p);
        }
        want.back()["visible_to"] = to;
      }
    }
    if (f["events"] != want) {
      fail(fmt::format("viewer {} step {}: events {} but it may see {}", viewer, k,
                       f["events"].dump(), want.dump()));
    }
    // This frame's bytes name nothing of the true state the viewer did not know at this step.
    std::set<std::string> truth;
    std::set<std::string> known;
    words(game.state_to_json(s), truth);
    words(game.state_to_json(*known_state), known);
    words(expected, known);
    words(want, known);
    const std::string bytes = f.dump();
    for (const auto& w : truth) {
      if (known.count(w) || w.size() < 3) continue;
      if (bytes.find("\"" + w + "\"") != std::string::npos) {
        fail(fmt::format("viewer {} step {}: frame names hidden \"{}\"", viewer, k, w));
      }
    }
    all_true.insert(truth.begin(), truth.end());
    all_known.insert(known.begin(), known.end());
  }
  // And the raw reply as a whole names nothing the viewer never knew at any step.
  words(reply["players"], all_known);
  for (const auto& w : all_true) {
    if (all_known.count(w) || w.size() < 3) continue;
    if (raw.find("\"" + w + "\"") != std::string::npos) {
      fail(fmt::format("viewer {}: the reply's bytes name \"{}\", never known to it", viewer, w));
    }
  }
  return failures;
}

}  // namespace bivouac::server::testing
