// The record loader: GameRecord::from_json then Match::replay, as `replay`, `play --load` and the
// protocol's load read a saved game. Bad records are refused with std::invalid_argument naming
// the entry; an accepted record writes back a record that replays to the same position.
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
  std::optional<Match> m;
  try {
    m.emplace(Match::replay(GameRecord::from_json(doc)));
  } catch (const std::invalid_argument&) {
    return 0;
  } catch (const std::exception& e) {
    fuzz::finding(std::string("the record loader threw something other than a format error: ") +
                  e.what());
  }
  fuzz::check_position(m->game(), m->state());
  const nlohmann::json written = m->record().to_json();
  try {
    const Match again =
        Match::replay(GameRecord::from_json(nlohmann::json::parse(fuzz::dump_checked(written))));
    if (!again.state().equals(m->state()))
      fuzz::finding("a written record replays to another position: " + written.dump());
  } catch (const std::exception& e) {
    fuzz::finding(std::string("a written record does not replay: ") + e.what() + "\n" +
                  written.dump());
  }
  return 0;
}
