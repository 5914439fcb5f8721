// The WebSocket play protocol (docs/network.md) as a stranger drives it: a game room with a human
// seat and a bot, and the input's lines sent by one connected client as messages, through the
// same parser and room as `bivouac serve`. "$TOKEN" in a line becomes the human seat's real token,
// so the fuzzer reaches a bound seat as well as every way of failing to bind one. Every frame the
// server sends must be a JSON object with a "type", in valid UTF-8 with nothing cut (no U+FFFD the
// client did not send); the stored game must still replay; nothing may crash, hang or leak.
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

class RecordingClient final : public Client {
 public:
  explicit RecordingClient(std::string_view input) : input_(input) {}
  void send(std::shared_ptr<const std::string> text) override {
    if (!fuzz::valid_utf8(*text)) fuzz::finding("a frame that is not UTF-8: " + *text);
    fuzz::check_not_cut(input_, *text);
    const auto j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("type") || !j["type"].is_string())
      fuzz::finding("a frame that is not a typed JSON object: " + *text);
  }
  void close() override {}

 private:
  std::string_view input_;
};

// The server's worker pool, run by hand: bots move between the client's messages.
struct Jobs {
  std::deque<std::function<void()>> queue;
  void run(int limit) {
    for (int i = 0; i < limit && !queue.empty(); ++i) {
      auto job = std::move(queue.front());
      queue.pop_front();
      job();
    }
  }
};

const char* const kGames[] = {"muskets", "volley", "gt", "ready-aim-fire"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return -1;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (fuzz::outside_scope(text, 64)) return -1;
  // The search bot takes as long as it is told to; its speed is measured in benchmarks.
  if (text.find("hint") != std::string_view::npos) return -1;
  Jobs jobs;
  auto storage = open_sqlite_storage(":memory:");
  Lobby lobby(*storage, [&jobs](JobClass, const std::string&, std::function<void()> job) {
    jobs.queue.push_back(std::move(job));
    return true;
  });
  lobby.allow_client_seeds(true);  // the fuzzer's games replay from their input
  const nlohmann::json create = {
      {"game", kGames[data[0] % 4]},
      {"seed", 1 + data[0] / 4},
      {"seats", {{{"kind", "human"}}, {{"kind", "bot"}, {"bot", "random"}}}}};
  const Reply made = serve_api(lobby, "POST", "/api/games", create.dump());
  if (made.status != 200) fuzz::finding("the fuzzer's game was refused: " + made.body.dump());
  const std::string id = made.body["id"];
  const std::string token = made.body["seats"][0]["token"];
  const auto room = lobby.open(id).room;  // loaded and started
  if (!room) fuzz::finding("the fuzzer's game cannot be opened");
  auto client = std::make_shared<RecordingClient>(text);
  if (!room->attach(client)) fuzz::finding("the fuzzer's game refused its client");
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    start = end + 1;
    for (auto at = line.find("$TOKEN"); at != std::string::npos; at = line.find("$TOKEN"))
      line.replace(at, 6, token);
    room->on_message(client, line);
    jobs.run(64);
  }
  room->detach(client);
  room->close_all();
  // Every accepted decision was stored: the game rebuilds from storage alone.
  if (auto stored = storage->load_game(id)) {
    try {
      Room again(std::move(*stored), *storage,
                 [](JobClass, const std::string&, std::function<void()>) { return false; });
    } catch (const std::exception& e) {
      fuzz::finding(std::string("the stored game does not replay: ") + e.what());
    }
  } else {
    fuzz::finding("the fuzzer's game is not stored");
  }
  lobby.close_all();
  return 0;
}
