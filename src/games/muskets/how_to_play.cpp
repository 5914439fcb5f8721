// The "How to play" page of this game: our own summary of its printed rules, kept as data in
// how_to_play.toml (embedded at build time) and read through src/core/how_to_play.h.
#include "core/how_to_play.h"

namespace {

const bivouac::HowToPlayRegistrar kHowToPlay{"muskets", "src/games/muskets/how_to_play.toml"};

}  // namespace
