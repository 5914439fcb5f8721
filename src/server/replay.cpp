#include "server/replay.h"

#include <fmt/format.h>

#include <charconv>

#include "core/errors.h"
#include "core/match.h"
#include "core/safe_json.h"
#include "core/seat_view.h"

namespace bivouac::server {

namespace {

using nlohmann::json;

json frame(const Match& m, int viewer, std::size_t from_event, std::uint64_t& n, const json& actor,
           const std::string* action) {
  const Game& game = m.game();
  json events = json::array();
  const auto& all = m.events();
  for (std::size_t i = from_event; i < all.size(); ++i) {
    if (viewer_sees(all[i], viewer)) events.push_back(seat_event_json(all[i], ++n, viewer));
  }
  // All-seeing looks at the true state; anyone else at what they knew (core/seat_view.h).
  // Nothing can be played in a replay: `legal` stays empty.
  json view =
      build_seat_view(game, m.state(), viewer, SeatViewContext{m.actions_played(), false, false});
  json f = {{"step", m.actions_played()},
            {"actor", actor},
            {"events", std::move(events)},
            {"view", std::move(view)}};
  if (action) f["action"] = *action;
  return f;
}

}  // namespace

int parse_replay_viewer(std::string_view text, int num_players) {
  if (text == "spectator" || text.empty()) return kSpectator;
  if (text == "all") return kAllSeeing;
  int seat = -1;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seat);
  if (ec != std::errc() || end != text.data() + text.size() || seat < 0 || seat >= num_players) {
    throw FormatError(fmt::format("viewer must be a seat from 0 to {}, \"spectator\" or \"all\"",
                                  num_players - 1));
  }
  return seat;
}

json replay_viewer_json(int viewer) {
  return viewer_json(viewer);
}

ReplayPage parse_replay_page(std::string_view query) {
  ReplayPage page;
  const auto number = [&](std::string_view key, std::size_t& out) {
    std::string_view q = query;
    while (!q.empty()) {
      const auto amp = q.find('&');
      const std::string_view pair = q.substr(0, amp);
      const auto eq = pair.find('=');
      if (eq != std::string_view::npos && pair.substr(0, eq) == key) {
        const std::string_view text = pair.substr(eq + 1);
        std::size_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size()) {
          throw FormatError(fmt::format("{} must be a whole number >= 0", key));
        }
        out = value;
      }
      if (amp == std::string_view::npos) break;
      q.remove_prefix(amp + 1);
    }
  };
  number("from", page.from);
  number("count", page.count);
  if (page.count < 1 || page.count > kMaxReplayPageFrames) {
    throw FormatError(fmt::format("count must be from 1 to {} frames", kMaxReplayPageFrames));
  }
  return page;
}

json replay_frames(const GameRecord& record, int viewer, ReplayPage page) {
  std::size_t actions = 0;
  for (const auto& e : record.entries) actions += e.kind == RecordEntry::Kind::kAction ? 1 : 0;
  if (actions > kMaxReplaySteps) {
    throw FormatError(fmt::format("the record has {} actions; a replay shows at most {}", actions,
                                  kMaxReplaySteps));
  }
  if (page.from > actions) {
    throw FormatError(fmt::format("from {} is past the last frame ({})", page.from, actions));
  }
  Match m = Match::replay(record, 0);
  const Game& game = m.game();
  if (viewer >= game.num_players() || viewer < kAllSeeing) {
    throw FormatError(fmt::format("viewer {} is not a seat of {}", viewer, game.spec()));
  }
  // Frames before the page are stepped through without building their views (the cost of a
  // view, and of its bytes, is only paid for the frames sent); their events are counted so the
  // page's numbers go on from them.
  std::uint64_t n = 0;  // the viewer's own event numbers, as in live play
  json frames = json::array();
  std::size_t page_bytes = 0;
  bool page_full = false;
  std::size_t next = actions + 1;  // none
  const auto add = [&](json f) {
    page_bytes += f.dump().size();
    frames.push_back(std::move(f));
    page_full = frames.size() >= page.count || page_bytes >= kMaxReplayPageBytes;
  };
  const auto count_events = [&](std::size_t from_event) {
    for (std::size_t i = from_event; i < m.events().size(); ++i)
      n += viewer_sees(m.events()[i], viewer) ? 1 : 0;
  };
  if (page.from == 0) {
    add(frame(m, viewer, 0, n, json(), nullptr));
  } else {
    count_events(0);
  }
  std::size_t seen = m.events().size();
  // The rest of the record is still played through (without views): it must replay whole, and
  // the reply says whether the game was finished.
  for (std::size_t i = 0; i < record.entries.size(); ++i) {
    const RecordEntry& e = record.entries[i];
    try {
      // Forced dice and draws only set up the next action; they are not steps of their own.
      if (e.kind == RecordEntry::Kind::kForceDice) {
        m.force_dice(e.dice);
        continue;
      }
      if (e.kind == RecordEntry::Kind::kForceDraws) {
        m.force_draws(e.deck, e.cards);
        continue;
      }
      if (page_full && next > actions) next = m.actions_played() + 1;  // the first frame left out
      const int actor = m.current_player();
      m.apply_text(e.action);
      if (m.actions_played() < page.from || next <= actions) {
        count_events(seen);
      } else {
        const bool shown = viewer == kAllSeeing || viewer == actor;
        add(frame(m, viewer, seen, n, actor >= 0 ? json(actor) : json(),
                  shown ? &e.action : nullptr));
      }
      seen = m.events().size();
    } catch (const std::invalid_argument& err) {
      throw FormatError(fmt::format("record.actions[{}]: {}", i, err.what()));
    }
  }
  json players = json::array();
  for (int p = 0; p < game.num_players(); ++p) {
    players.push_back({{"seat", p}, {"name", game.player_name(p)}, {"side", game.side_of(p)}});
  }
  return {{"game", game.spec()},
          {"title", game.info().title},
          {"viewer", replay_viewer_json(viewer)},
          {"players", std::move(players)},
          {"steps", actions},
          {"finished", m.is_terminal()},
          {"from", page.from},
          {"next", next <= actions ? json(next) : json()},
          {"frames", std::move(frames)}};
}

GameRecord parse_uploaded_record(std::string_view body) {
  if (body.empty()) {
    throw FormatError(
        "the upload is empty; send a bivouac-record (the JSON a finished game's "
        "record link or play --save writes)");
  }
  const json j =
      parse_json_limited(body, "uploaded record", JsonLimits{kMaxReplayUploadBytes, kMaxJsonDepth});
  return GameRecord::from_json(j);
}

}  // namespace bivouac::server
