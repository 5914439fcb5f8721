// The state loader of every registered game: a state document (load_state_document, which creates
// the game from the document's spec and calls Game::state_from_json). Bad documents must be refused
// with std::invalid_argument (FormatError or SpecError naming the field); an accepted one must be a
// position the rules can go on from: it round-trips, every view renders, and a few random legal
// actions keep the invariants.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/match.h"
#include "fuzz_support.h"

using namespace bivouac;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (fuzz::outside_scope(text)) return -1;
  const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded()) return -1;
  LoadedState loaded;
  try {
    loaded = load_state_document(doc);
  } catch (const std::invalid_argument&) {
    return 0;  // refused with a message that names the field
  } catch (const std::exception& e) {
    fuzz::finding(std::string("the state loader threw something other than a format error: ") +
                  e.what());
  }
  const Game& game = *loaded.game;
  State& s = *loaded.state;
  for (int viewer = -1; viewer < game.num_players(); ++viewer) (void)game.render(s, viewer);
  (void)game.phase_help(s);
  (void)game.phase_name(s);
  (void)fuzz::dump_checked(state_document(game, s));
  // Go on from the loaded position: each step must keep every promise a reachable one keeps.
  Rng rng(size);
  ActionList legal;
  for (int step = 0; step < 8; ++step) {
    fuzz::check_position(game, s);
    if (game.is_terminal(s)) break;
    game.legal_actions(s, legal);
    try {
      game.apply_action(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
    } catch (const std::invalid_argument&) {
      break;  // a forced die stored in the document that does not fit the roll (issue 12, core)
    }
  }
  return 0;
}
