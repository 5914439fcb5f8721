// The HTTP lobby API (docs/network.md) as a stranger drives it: each input line is a request,
// "METHOD TARGET BODY", handled by the same Lobby as `bivouac serve` over an SQLite database in
// memory. "$GAME" and "$TOKEN" become a real game id and a seat token of a game made first, so
// joins, leaves and rematches reach real rooms. Every reply must be an HTTP status with a JSON
// body in valid UTF-8 with nothing cut; a refused request (4xx) must leave the lobby as it was;
// nothing may crash, hang or leak.
#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <string_view>

#include "fuzz_support.h"
#include "server/lobby.h"
#include "server/routes.h"
#include "server/storage/storage.h"

using namespace bivouac;
using namespace bivouac::server;

namespace {

void substitute(std::string& line, std::string_view name, const std::string& value) {
  for (auto at = line.find(name); at != std::string::npos; at = line.find(name, at + value.size()))
    line.replace(at, name.size(), value);
}

// What a refused request must not change: the games, their seats and their actions.
std::string stored_summary(Storage& storage) {
  std::string out;
  ListQuery every;
  every.limit = 1000;
  for (const auto& row : storage.list_games(every)) {
    const auto g = storage.load_game(row.id);
    if (!g) continue;
    out += g->id + g->spec + std::to_string(g->actions.size()) + row.listing.status;
    for (const auto& s : g->seats) out += s.kind + s.name + s.token_hash + (s.open ? "o" : "c");
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (fuzz::outside_scope(text, 64)) return -1;
  // Bots are not run here (the message target plays them); an ismcts seat would only be slow.
  if (text.find("ismcts") != std::string_view::npos) return -1;
  std::deque<std::function<void()>> jobs;
  auto storage = open_sqlite_storage(":memory:");
  Lobby lobby(*storage, [&jobs](JobClass, const std::string&, std::function<void()> job) {
    jobs.push_back(std::move(job));
    return true;
  });
  const nlohmann::json create = {
      {"game", "muskets"}, {"seats", {{{"kind", "human"}}, {{"kind", "human"}, {"open", true}}}}};
  const Reply made = serve_api(lobby, "POST", "/api/games", create.dump());
  if (made.status != 200) fuzz::finding("the fuzzer's game was refused: " + made.body.dump());
  const std::string id = made.body["id"];
  const std::string token = made.body["seats"][0]["token"];
  std::size_t start = 0;
  for (int n = 0; start < text.size() && n < 16; ++n) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    start = end + 1;
    substitute(line, "$GAME", id);
    substitute(line, "$TOKEN", token);
    const auto sp1 = line.find(' ');
    const auto sp2 = sp1 == std::string::npos ? std::string::npos : line.find(' ', sp1 + 1);
    const std::string method = line.substr(0, sp1);
    const std::string target =
        sp1 == std::string::npos ? std::string() : line.substr(sp1 + 1, sp2 - sp1 - 1);
    const std::string body = sp2 == std::string::npos ? std::string() : line.substr(sp2 + 1);
    const std::string before = stored_summary(*storage);
    const std::size_t games_before = lobby.size();
    const Reply reply = serve_api(lobby, method, target, body);
    if (reply.status < 200 || reply.status > 599)
      fuzz::finding("an HTTP status out of range: " + std::to_string(reply.status));
    const std::string out = fuzz::dump_checked(reply.body);
    fuzz::check_not_cut(text, out);
    if (reply.status >= 400 && reply.status < 500 &&
        (lobby.size() != games_before || stored_summary(*storage) != before))
      fuzz::finding("a refused request changed the lobby: " + line + " -> " + out);
  }
  lobby.close_all();
  return 0;
}
