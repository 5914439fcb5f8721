// A loaded position is checked whole before any rule runs on it (issue 26). A full state holds
// every card in a known place: `unknown` (the pool an observation cannot tell apart) is for
// observations only, and with it a hand or the draw pile could be counted without its cards, so
// that the next draw pops an empty pile and a discard takes a card the hand does not list. With
// `unknown` empty, check_invariants makes every count agree with its cards; this also checks what
// the phase says is happening. Each refusal names the field and what it must be.
#include <fmt/format.h>

#include <stdexcept>

#include "core/errors.h"
#include "games/volley/bits.h"
#include "games/volley/volley_game.h"

namespace bivouac::volley {

namespace {

[[noreturn]] void refuse(const std::string& field, const std::string& expected) {
  throw FormatError(fmt::format("{}: {}", field, expected));
}

}  // namespace

void VolleyGame::check_loaded(const VolleyState& s) const {
  if (s.unknown != 0)
    refuse("unknown", fmt::format("empty in a full state (it lists cards an observation cannot "
                                  "see), not {} cards",
                                  count(s.unknown)));
  try {
    check_invariants(s);
  } catch (const std::logic_error& e) {
    throw FormatError(std::string("state is not a legal position: ") + e.what());
  }
  // The defender's Defense cards go on the meld; answers to them only once he is done.
  if (s.phase == Phase::kDefend) {
    for (std::size_t i = 0; i < s.reactions.size(); ++i) {
      if ((s.meld & bit(s.reactions[i].target)) == 0)
        refuse(fmt::format("reactions[{}].target", i),
               "a card of the meld in phase defend (answers come in phase counter)");
    }
  }
}

}  // namespace bivouac::volley
