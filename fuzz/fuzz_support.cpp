#include "fuzz_support.h"

#include <cstdio>
#include <cstdlib>
#include <set>
#include <stdexcept>

#include "core/match.h"
#include "core/registry.h"
#include "core/seat_view.h"

namespace bivouac::fuzz {

const std::vector<GamePtr>& all_games() {
  static const std::vector<GamePtr> games = [] {
    std::vector<GamePtr> out;
    for (const auto* def : GameRegistry::instance().list()) {
      if (def->info.test_variants.empty()) out.push_back(make_game(def->info.id));
      for (const auto& v : def->info.test_variants) out.push_back(make_game(v));
    }
    return out;
  }();
  return games;
}

std::unique_ptr<State> reachable_position(const Game& game, std::uint64_t seed, int steps) {
  auto s = game.new_initial_state(seed);
  Rng rng(seed ^ 0xF022ull);
  ActionList legal;
  for (int i = 0; i < steps && !game.is_terminal(*s); ++i) {
    game.legal_actions(*s, legal);
    if (legal.empty()) finding("no legal action in a non-terminal state");
    game.apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
  }
  return s;
}

bool valid_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t n = 0;
    std::uint32_t cp = 0;
    if (c < 0x80) {
      ++i;
      continue;
    }
    if ((c & 0xE0) == 0xC0) {
      n = 1;
      cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      n = 2;
      cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      n = 3;
      cp = c & 0x07;
    } else {
      return false;
    }
    if (i + n >= text.size()) return false;  // a sequence cut short
    for (std::size_t k = 1; k <= n; ++k) {
      const auto d = static_cast<unsigned char>(text[i + k]);
      if ((d & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    const std::uint32_t min[] = {0, 0x80, 0x800, 0x10000};
    if (cp < min[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n + 1;
  }
  return true;
}

bool outside_scope(std::string_view text, int max_depth) {
  if (!valid_utf8(text)) return true;
  for (const char* path : {"/dev/", "/proc/", "/sys/"}) {
    if (text.find(path) != std::string_view::npos) return true;
  }
  int depth = 0;
  for (char c : text) {
    if (c == '[' || c == '{') {
      if (++depth > max_depth) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

void finding(std::string_view what) {
  std::fprintf(stderr, "\n=== FUZZ FINDING: %.*s\n", static_cast<int>(what.size()), what.data());
  std::abort();
}

std::string dump_checked(const nlohmann::json& j) {
  try {
    return j.dump();
  } catch (const nlohmann::json::type_error& e) {
    finding(std::string("a reply is not valid JSON text: ") + e.what());
  }
}

void check_not_cut(std::string_view input, std::string_view output) {
  // U+FFFD in output the input did not hold: something quoted text cut inside a character and
  // a writer repaired it. Replies must be cut between characters in the first place.
  constexpr std::string_view kReplacement = "\xEF\xBF\xBD";
  if (output.find(kReplacement) != std::string_view::npos &&
      input.find(kReplacement) == std::string_view::npos)
    finding("text cut inside a character (U+FFFD in the output): " + std::string(output));
}

void check_step(const Game& game, const State& s) {
  try {
    game.check_invariants(s);
  } catch (const std::logic_error& e) {
    finding(std::string("invariant broken: ") + e.what());
  }
  if (game.is_terminal(s)) return;
  ActionList legal;
  game.legal_actions(s, legal);
  if (legal.empty()) finding("no legal action in a non-terminal state");
  std::set<std::string> texts;
  for (Action a : legal) {
    if (!texts.insert(game.action_to_string(s, a)).second)
      finding("two legal actions share the text \"" + game.action_to_string(s, a) + "\"");
  }
}

void check_position(const Game& game, const State& s) {
  try {
    game.check_invariants(s);
  } catch (const std::logic_error& e) {
    finding(std::string("invariant broken: ") + e.what());
  }
  const nlohmann::json j = game.state_to_json(s);
  std::unique_ptr<State> back;
  try {
    back = game.state_from_json(nlohmann::json::parse(j.dump()));
  } catch (const std::exception& e) {
    finding(std::string("state_to_json does not load back: ") + e.what() + "\n" + j.dump());
  }
  if (!back->equals(s)) finding("state JSON round trip changed the state: " + j.dump());
  if (game.state_to_json(*back) != j) finding("state JSON round trip changed the JSON");
  for (int p = 0; p < game.num_players(); ++p) {
    if (build_seat_view(game, s, p, {}) != build_seat_view(game, *back, p, {}))
      finding("player " + std::to_string(p) + "'s observation changed after the JSON round trip");
  }
  if (game.is_terminal(s)) return;
  ActionList legal;
  game.legal_actions(s, legal);
  if (legal.empty()) finding("no legal action in a non-terminal state");
  for (Action a : legal) {
    const std::string text = game.action_to_string(s, a);
    Action parsed = 0;
    try {
      parsed = parse_action(game, s, text);
    } catch (const std::exception& e) {
      finding("action text \"" + text + "\" does not parse back: " + e.what());
    }
    if (parsed != a) finding("action text \"" + text + "\" parses to another action");
  }
}

}  // namespace bivouac::fuzz
