#include "server/table.h"

#include <fmt/format.h>

#include <stdexcept>

#include "server/net_client.h"
#include "server/sanitized.h"

namespace bivouac::server::testing {

using nlohmann::json;

Table create_table(std::uint16_t port, const std::string& spec,
                   const std::vector<std::string>& seats, std::uint64_t seed) {
  json body = {{"game", spec}, {"seed", seed}, {"seats", json::array()}};
  for (const auto& s : seats) {
    body["seats"].push_back(s == "human" ? json{{"kind", "human"}}
                                         : json{{"kind", "bot"}, {"bot", s}});
  }
  const auto res = http_request(port, "POST", "/api/games", body.dump());
  if (res.status != 200) throw std::runtime_error("create failed: " + res.body);
  const json reply = res.json();
  Table t;
  t.port = port;
  t.id = reply["id"].get<std::string>();
  t.spec = reply["game"].get<std::string>();
  for (const auto& s : reply["seats"]) t.tokens.push_back(s.value("token", ""));
  return t;
}

bool pump(SeatClient& c, std::chrono::milliseconds timeout) {
  auto raw = c.ws->read_raw(timeout);
  if (!raw) return false;
  json j = json::parse(*raw);
  if (j["type"] == "view") c.latest_view = j;
  if (j["type"] == "error") {
    throw std::runtime_error(fmt::format("seat {} got an error: {}", c.viewer, j.dump()));
  }
  c.raw.push_back(std::move(*raw));
  return true;
}

void connect_all(Table& t, bool spectator) {
  t.clients.clear();
  for (std::size_t p = 0; p < t.tokens.size(); ++p) {
    if (t.tokens[p].empty()) continue;
    SeatClient c;
    c.viewer = static_cast<int>(p);
    c.token = t.tokens[p];
    t.clients.push_back(std::move(c));
  }
  if (spectator) t.clients.push_back(SeatClient{-1, "", nullptr, {}, {}});
  for (auto& c : t.clients) {
    c.ws = std::make_unique<WsClient>(t.port, "/ws/games/" + t.id);
    c.ws->send(c.viewer >= 0 ? json{{"type", "hello"}, {"token", c.token}}
                             : json{{"type", "hello"}, {"spectator", true}});
    while (c.latest_view.is_null()) {
      if (!pump(c, std::chrono::seconds(20))) throw std::runtime_error("no view after hello");
    }
  }
}

void drain_to(Table& t, std::uint64_t version) {
  for (auto& c : t.clients) {
    while (c.latest_view.is_null() || c.latest_view["version"].get<std::uint64_t>() != version) {
      if (!pump(c, std::chrono::seconds(20))) {
        throw std::runtime_error(fmt::format("seat {} never saw version {}", c.viewer, version));
      }
    }
  }
}

std::uint64_t play_random(Table& t, std::mt19937_64& rng, int max_actions) {
  int sent = 0;
  // A guard against a hung game, not a speed check: a random Ready Aim Fire game under the
  // sanitizers on a loaded machine takes minutes.
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::minutes(release_or_sanitized(2, 10));
  while (true) {
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("game took too long");
    SeatClient* mover = nullptr;
    bool over = false;
    for (auto& c : t.clients) {
      if (c.latest_view.is_null()) continue;
      over = over || c.latest_view["terminal"].get<bool>();
      if (c.viewer >= 0 && !c.latest_view["legal"].empty()) mover = &c;
    }
    if (over || sent >= max_actions) break;
    if (!mover) {
      // A bot is thinking, or views are on their way: read what has arrived at any client, and
      // only then wait a little at each. (Waiting 20 ms at the first client, which after its own
      // move usually has nothing to read, cost most of a full game's time.)
      bool any = false;
      for (auto& c : t.clients) any = pump(c, std::chrono::milliseconds(0)) || any;
      for (auto& c : t.clients) any = any || pump(c, std::chrono::milliseconds(1));
      continue;
    }
    const auto& legal = mover->latest_view["legal"];
    const auto pick = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
    const auto version = mover->latest_view["version"].get<std::uint64_t>();
    mover->ws->send(
        {{"type", "act"}, {"id", sent}, {"index", pick["index"]}, {"version", version}});
    ++sent;
    // Its ack, then its new view.
    std::uint64_t acked = 0;
    while (true) {
      if (!pump(*mover, std::chrono::seconds(20))) throw std::runtime_error("no ack");
      const json last = json::parse(mover->raw.back());
      if (last["type"] == "ack") {
        acked = last["version"];
        break;
      }
    }
    while (mover->latest_view["version"].get<std::uint64_t>() < acked) {
      if (!pump(*mover, std::chrono::seconds(20))) throw std::runtime_error("no view after ack");
    }
  }
  std::uint64_t final_version = 0;
  for (auto& c : t.clients) {
    final_version = std::max(final_version, c.latest_view["version"].get<std::uint64_t>());
  }
  return final_version;
}

}  // namespace bivouac::server::testing
