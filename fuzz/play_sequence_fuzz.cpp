// Structure-aware: the input drives a legal game instead of being parsed. The first bytes pick
// the game (every registered variant) and the seed; then each byte picks a step: a legal action
// (chosen by the next byte, played through its text as a front end would), an undo, forced dice,
// or a save-and-load round trip of the whole match (state document and record). After every step
// the invariants hold and the legal texts are unique (fuzz::check_step); every 64th step and at
// the end the position keeps every promise (fuzz::check_position: JSON and observation round
// trips, every legal text parsing back), and the match's record still replays to the position it
// has. Checking everything at every step made the target run 2 inputs a second: the full check
// costs about 15 ms a position under the sanitizers, the rest of a step well under 1 ms.
#include <cstdint>
#include <string>
#include <vector>

#include "core/match.h"
#include "fuzz_support.h"

using namespace bivouac;

namespace {

// Saves the match as a record, loads it back (as `play --load` would) and requires the same
// position; saves the position as a state document and requires the same state.
void save_and_load(const Match& m) {
  const std::string record = fuzz::dump_checked(m.record().to_json());
  try {
    const Match again = Match::replay(GameRecord::from_json(nlohmann::json::parse(record)));
    if (!again.state().equals(m.state())) fuzz::finding("the record replays elsewhere: " + record);
  } catch (const std::exception& e) {
    fuzz::finding(std::string("the match's own record does not replay: ") + e.what() + "\n" +
                  record);
  }
  const std::string doc = fuzz::dump_checked(state_document(m.game(), m.state()));
  try {
    const LoadedState loaded = load_state_document(nlohmann::json::parse(doc));
    if (!loaded.state->equals(m.state())) fuzz::finding("the state document loads elsewhere");
  } catch (const std::exception& e) {
    fuzz::finding(std::string("the match's own state document does not load: ") + e.what() + "\n" +
                  doc);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::ByteReader in(data, size);
  const auto& games = fuzz::all_games();
  const GamePtr& game = games[in.below(games.size())];
  Match m(game, in.u16());
  fuzz::check_position(*game, m.state());
  for (int step = 0; step < 400 && !in.empty() && !m.is_terminal(); ++step) {
    const int op = in.byte() % 16;
    if (op < 12) {
      const std::vector<std::string> texts = m.legal_texts();
      const std::string& text = texts[in.below(texts.size())];
      const std::size_t forced = m.state().chance.forced_pending();
      // Forced dice that do not fit the roll may refuse a legal action, and then nothing of it
      // may remain (a failed request changes nothing); any other refusal is a finding.
      const auto before = forced > 0 ? m.state().clone() : nullptr;
      const std::size_t played = m.actions_played();
      try {
        m.apply_text(text);
      } catch (const std::invalid_argument& e) {
        if (forced == 0 || std::string(e.what()).find("forced die") == std::string::npos)
          fuzz::finding("a legal action was refused: " + text + ": " + e.what());
        if (!m.state().equals(*before) || m.actions_played() != played)
          fuzz::finding("a refused action left part of itself behind: " + text);
        return 0;
      }
    } else if (op < 13) {
      if (m.can_undo()) m.undo();
    } else if (op < 14) {
      std::vector<int> dice(1 + in.below(3));
      for (int& d : dice) d = 1 + static_cast<int>(in.below(6));
      try {
        m.force_dice(dice);
      } catch (const std::length_error&) {
        // more than Chance::kMaxForced dice pending: refused, nothing changed
      }
    } else {
      save_and_load(m);  // itself a round trip of the whole match: state and record
    }
    if (step % 64 == 63) {
      fuzz::check_position(*game, m.state());
    } else {
      fuzz::check_step(*game, m.state());
    }
  }
  fuzz::check_position(*game, m.state());
  save_and_load(m);
  return 0;
}
