// Writes the seed corpus of every fuzz target that reads games, from positions random play reaches
// in every registered game variant (the positions the shared game tests walk): state documents,
// records, engine sessions, parser plans and play plans. `fuzz_seed_corpus DIR` writes
// DIR/<target>/. The REG targets' seeds are the requests of docs/reg.md, checked in under
// fuzz/corpus/.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "core/match.h"
#include "core/registry.h"
#include "fuzz_support.h"

using namespace bivouac;
using nlohmann::json;

namespace {

std::string file_name(const std::string& spec, int k) {
  std::string out;
  for (char c : spec) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return out + "-" + std::to_string(k);
}

void write(const std::filesystem::path& dir, const std::string& name, const std::string& bytes) {
  std::filesystem::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary) << bytes;
}

// A match of `actions` random legal actions, with a forced die at the start of the second half.
Match random_match(const GamePtr& game, std::uint64_t seed, int actions) {
  Match m(game, seed);
  Rng rng(seed);
  for (int i = 0; i < actions && !m.is_terminal(); ++i) {
    const auto texts = m.legal_texts();
    m.apply_text(texts[rng.below(static_cast<std::uint32_t>(texts.size()))]);
  }
  return m;
}

std::string engine_session(const GamePtr& game, std::uint64_t seed, int actions) {
  std::vector<json> lines = {{{"cmd", "new"}, {"game", game->spec()}, {"seed", seed}},
                             {{"cmd", "legal"}}};
  const Match m = random_match(game, seed, actions);
  for (const RecordEntry& e : m.record().entries)
    lines.push_back({{"cmd", "apply"}, {"action", e.action}, {"viewer", 0}});
  lines.push_back({{"cmd", "force"}, {"dice", {3, 4}}});
  lines.push_back({{"cmd", "bot"}, {"name", "random"}, {"apply", true}, {"viewer", 1}});
  lines.push_back({{"cmd", "undo"}});
  lines.push_back({{"cmd", "observation"}, {"player", 1}});
  lines.push_back({{"cmd", "events"}, {"viewer", 0}});
  lines.push_back({{"cmd", "render"}, {"viewer", 1}});
  lines.push_back({{"cmd", "record"}});
  lines.push_back({{"cmd", "load"}, {"record", m.record().to_json()}});
  lines.push_back({{"cmd", "load"}, {"state", state_document(*game, m.state())}});
  lines.push_back({{"cmd", "help"}});
  std::string out;
  for (const json& l : lines) out += l.dump() + "\n";
  return out;
}

// WebSocket messages to a room (fuzz/server_message_fuzz.cpp): the game byte, then lines.
std::string server_session(int game_byte, const GamePtr& game, std::uint64_t seed) {
  std::string out(1, static_cast<char>(game_byte));
  const std::vector<json> lines = {{{"type", "hello"}, {"token", "$TOKEN"}, {"id", 1}},
                                   {{"type", "ping"}, {"id", "p"}},
                                   {{"type", "act"}, {"action", "1"}, {"version", 0}},
                                   {{"type", "act"}, {"index", 1}, {"version", 0}},
                                   {{"type", "act"}, {"index", 2}, {"version", 1}, {"id", 3}},
                                   {{"type", "undo"}, {"id", 2}},
                                   {{"type", "hello"}, {"spectator", true}, {"since", 3}},
                                   {{"type", "act"}, {"action", "done"}}};
  for (const json& l : lines) out += l.dump() + "\n";
  const Match m = random_match(game, seed, 6);
  std::uint64_t version = 0;
  for (const RecordEntry& e : m.record().entries) {
    out += json({{"type", "act"}, {"action", e.action}}).dump() + "\n";
    out += json({{"type", "act"}, {"index", 1}, {"version", version++}}).dump() + "\n";
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fuzz_seed_corpus DIR\n";
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  const auto& games = fuzz::all_games();
  for (std::size_t g = 0; g < games.size(); ++g) {
    const GamePtr& game = games[g];
    const std::string spec = game->spec();
    const int lengths[] = {0, 12, 60};
    for (int k = 0; k < 3; ++k) {
      const auto seed = static_cast<std::uint64_t>(k + 1);
      const auto s = fuzz::reachable_position(*game, seed, lengths[k]);
      const std::string doc = state_document(*game, *s).dump() + "\n";
      write(dir / "state_loader", file_name(spec, k) + ".json", doc);
      write(dir / "state_play", file_name(spec, k) + ".json", doc);
      const Match m = random_match(game, seed, lengths[k] / 2 + 3);
      write(dir / "record_loader", file_name(spec, k) + ".json",
            m.record().to_json().dump() + "\n");
      if (k < 2)
        write(dir / "engine_protocol", file_name(spec, k) + ".txt",
              engine_session(game, seed, 4 * k + 2));
      // Parser plans: game, seed (two bytes), steps, then a typed text.
      std::string plan = {static_cast<char>(g), static_cast<char>(seed), 0,
                          static_cast<char>(lengths[k])};
      if (!game->is_terminal(*s)) {
        const auto texts = legal_action_texts(*game, *s);
        write(dir / "action_parser", file_name(spec, k) + "-text", plan + texts.back());
        write(dir / "action_parser", file_name(spec, k) + "-prefix",
              plan + texts.front().substr(0, 3));
      }
      write(dir / "action_parser", file_name(spec, k) + "-number", plan + "2");
      // Play plans: game, seed, then step choices.
      std::string play = {static_cast<char>(g), static_cast<char>(seed), 0};
      Rng rng(seed * 31 + g);
      for (int i = 0; i < 64 + 64 * k; ++i) play += static_cast<char>(rng.below(256));
      write(dir / "play_sequence", file_name(spec, k), play);
    }
  }
  // Loaded states played on: one position for every distinct phase a few random games reach, so
  // that the mutations start from every kind of decision (combat re-rolls, morale re-rolls, ...).
  for (const GamePtr& game : games) {
    std::set<std::string> phases;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      auto s = game->new_initial_state(seed);
      Rng rng(seed * 977);
      ActionList legal;
      for (int i = 0; i < 3000 && !game->is_terminal(*s); ++i) {
        const std::string phase = game->phase_name(*s);
        if (phases.size() < 48 && phases.insert(phase).second)
          write(dir / "state_play", file_name(game->spec() + "-" + phase, static_cast<int>(seed)),
                state_document(*game, *s).dump() + "\n");
        game->legal_actions(*s, legal);
        game->apply_action(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
      }
    }
  }
  const char* const server_games[] = {"muskets", "volley", "gt", "ready-aim-fire"};
  for (int g = 0; g < 4; ++g) {
    write(dir / "server_message", server_games[g],
          server_session(g, make_game(server_games[g]), 1));
  }
  write(dir / "lobby_request", "lobby",
        "GET /api/catalog\n"
        "GET /api/games?status=open\n"
        "POST /api/games {\"game\":\"volley\",\"seats\":[{\"kind\":\"human\"},"
        "{\"kind\":\"bot\",\"bot\":\"random\"}]}\n"
        "POST /api/games/$GAME/join {\"seat\":1,\"name\":\"Ann\"}\n"
        "GET /api/games/$GAME/record\n"
        "POST /api/games/$GAME/leave {\"token\":\"$TOKEN\"}\n"
        "POST /api/games/$GAME/rematch {\"token\":\"$TOKEN\"}\n"
        "POST /api/reg {\"req\":\"cost\"}\n");
  std::cout << "seed corpus for " << games.size() << " game variants written to " << dir << "\n";
  return 0;
}
