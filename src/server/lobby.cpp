#include "server/lobby.h"

#include <fmt/format.h>

#include "server/token.h"

namespace bivouac::server {

namespace {

LobbyConfig with_instance(LobbyConfig config) {
  if (config.instance.empty()) config.instance = random_hex(8);
  return config;
}

}  // namespace

Lobby::Lobby(Storage& storage, JobRunner jobs, LobbyConfig config)
    : storage_(storage),
      config_(with_instance(std::move(config))),
      rooms_(storage, std::move(jobs), config_.instance, config_.bot_limits.seconds),
      factory_(rooms_, config_.bot_limits),
      maintenance_(storage, rooms_, config_) {
  storage_.heartbeat(config_.instance, config_.advertise, config_.lease_ttl_ms);
}

void Lobby::retire() {
  for (const auto& id : rooms_.ids()) storage_.release(id, config_.instance);
  storage_.retire_instance(config_.instance);
}

void Lobby::close_all() {
  for (const auto& r : rooms_.all()) r->close_all();
}

Reply Lobby::elsewhere_reply(const std::string& id, const Owner& owner,
                             std::string_view path) const {
  if (owner.url.empty()) {
    return error_reply(503, fmt::format("game {} is played by another server instance, which "
                                        "advertises no address; try again in a few seconds",
                                        id));
  }
  std::string base = owner.url;
  while (!base.empty() && base.back() == '/') base.pop_back();
  Reply r = error_reply(307, fmt::format("game {} is played by the server at {}", id, owner.url));
  r.location = base + std::string(path);
  r.body["owner"] = owner.url;
  return r;
}

}  // namespace bivouac::server
