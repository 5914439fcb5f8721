// Every game's action parser on random reachable positions with fuzzed text: the first bytes pick
// the game (every registered variant), the seed and how far to play; the rest is the typed text.
// parse_action either returns a legal action whose text parses back to it, or throws ActionError.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/errors.h"
#include "core/match.h"
#include "fuzz_support.h"

using namespace bivouac;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::ByteReader in(data, size);
  const auto& games = fuzz::all_games();
  const Game& game = *games[in.below(games.size())];
  const std::uint64_t seed = in.u16();
  const int steps = in.byte();
  const std::string_view text = in.rest();
  if (!fuzz::valid_utf8(text)) return -1;
  const auto s = fuzz::reachable_position(game, seed, steps);
  Action a = 0;
  try {
    a = parse_action(game, *s, text);
  } catch (const ActionError&) {
    return 0;
  } catch (const std::exception& e) {
    fuzz::finding(std::string("parse_action threw something other than ActionError: ") + e.what());
  }
  ActionList legal;
  game.legal_actions(*s, legal);
  if (!legal.contains(a)) fuzz::finding("parse_action returned an illegal action");
  if (parse_action(game, *s, game.action_to_string(*s, a)) != a)
    fuzz::finding("the parsed action's text parses to another action");
  return 0;
}
