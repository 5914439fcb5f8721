#include "server/replay.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "core/errors.h"
#include "core/match.h"
#include "core/safe_json.h"
#include "core/seat_view.h"
#include "server/replay_outline.h"

namespace bivouac::server {

namespace {

using nlohmann::json;

// The frame after `step` actions: the position `m` is at, with the events from `from_event` on.
json frame(const Match& m, std::size_t step, int viewer, std::size_t from_event, std::uint64_t& n,
           const json& actor, const std::string* action) {
  const Game& game = m.game();
  json events = json::array();
  const auto& all = m.events();
  for (std::size_t i = from_event; i < all.size(); ++i) {
    if (viewer_sees(all[i], viewer)) events.push_back(seat_event_json(all[i], ++n, viewer));
  }
  // All-seeing looks at the true state; anyone else at what they knew (core/seat_view.h).
  // Nothing can be played in a replay: `legal` stays empty.
  json view = build_seat_view(game, m.state(), viewer, SeatViewContext{step, false, false});
  json f = {
      {"step", step}, {"actor", actor}, {"events", std::move(events)}, {"view", std::move(view)}};
  if (action) f["action"] = *action;
  return f;
}

json page_of(const GameRecord& record, int viewer, ReplayPage page, std::size_t max_page_bytes) {
  const auto outline = replay_outline(record, kMaxReplaySteps);
  const std::size_t actions = outline->actions;
  if (page.from > actions) {
    throw FormatError(fmt::format("from {} is past the last frame ({})", page.from, actions));
  }
  const Game& game = *outline->game;
  if (viewer >= game.num_players() || viewer < kAllSeeing) {
    throw FormatError(fmt::format("viewer {} is not a seat of {}", viewer, game.spec()));
  }
  // The page starts from the last checkpoint before it (or the opening), not from the start:
  // frames between are stepped through without building their views, their events counted so
  // the page's numbers go on from them as in the viewer's live stream.
  const ReplayCheckpoint* checkpoint = outline->before(page.from);
  Match m =
      checkpoint ? Match(outline->game, checkpoint->state->clone()) : Match::replay(record, 0);
  const std::size_t base = checkpoint ? checkpoint->frame : 0;
  std::uint64_t n =
      checkpoint ? checkpoint->events_seen[static_cast<std::size_t>(viewer - kAllSeeing)] : 0;
  json frames = json::array();
  std::size_t page_bytes = 0;
  bool page_full = false;
  const auto add = [&](json f) {
    page_bytes += f.dump().size();
    frames.push_back(std::move(f));
    page_full = frames.size() >= page.count || page_bytes >= max_page_bytes;
  };
  const auto count_events = [&](std::size_t from_event) {
    for (std::size_t i = from_event; i < m.events().size(); ++i)
      n += viewer_sees(m.events()[i], viewer) ? 1 : 0;
  };
  if (!checkpoint && page.from == 0) {
    add(frame(m, 0, viewer, 0, n, json(), nullptr));
  } else if (!checkpoint) {
    count_events(0);
  }
  std::size_t seen = m.events().size();
  for (std::size_t i = checkpoint ? checkpoint->entry : 0; i < record.entries.size() && !page_full;
       ++i) {
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
      const int actor = m.current_player();
      m.apply_text(e.action);
      count_replay_action();
      const std::size_t step = base + m.actions_played();
      if (step < page.from) {
        count_events(seen);
      } else {
        const bool shown = viewer == kAllSeeing || viewer == actor;
        add(frame(m, step, viewer, seen, n, actor >= 0 ? json(actor) : json(),
                  shown ? &e.action : nullptr));
      }
      seen = m.events().size();
    } catch (const std::logic_error& err) {
      throw FormatError(fmt::format("record.actions[{}]: {}", i, err.what()));
    }
  }
  const std::size_t last = page.from + frames.size() - 1;
  json players = json::array();
  for (int p = 0; p < game.num_players(); ++p) {
    players.push_back({{"seat", p}, {"name", game.player_name(p)}, {"side", game.side_of(p)}});
  }
  return {{"game", game.spec()},
          {"title", game.info().title},
          {"viewer", replay_viewer_json(viewer)},
          {"players", std::move(players)},
          {"steps", actions},
          {"finished", outline->finished},
          {"from", page.from},
          {"next", last < actions ? json(last + 1) : json()},
          {"frames", std::move(frames)}};
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

json replay_frames(const GameRecord& record, int viewer, ReplayPage page,
                   std::size_t max_page_bytes) {
  try {
    return page_of(record, viewer, page, max_page_bytes);
  } catch (const std::invalid_argument&) {
    throw;  // FormatError, SpecError: already saying what is wrong
  } catch (const std::logic_error& e) {
    // Any other refusal of the record's content (a length or range the engine refuses) is the
    // record's fault, a 400, never an internal error (issue 41: 40 forced dice gave a 500).
    throw FormatError(fmt::format("the record does not replay: {}", e.what()));
  }
}

std::size_t upload_page_bytes(std::size_t upload_bytes) {
  return std::min(kMaxReplayPageBytes, kReplayUploadAmplification * upload_bytes);
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
