#include "server/address_quotas.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

#include "core/safe_json.h"
#include "server/client_message.h"

namespace bivouac::server {

NewGameKind classify_new_game(std::string_view body) {
  NewGameKind kind;
  if (body.size() > kMaxMessageBytes ||
      json_nesting_depth(body, kMaxMessageDepth) > kMaxMessageDepth) {
    return kind;
  }
  const auto j = nlohmann::json::parse(body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return kind;
  const auto seats = j.find("seats");
  if (seats == j.end() || !seats->is_array() || seats->empty()) return kind;
  bool all_bots = true;
  bool any_bot = false;
  for (const auto& s : *seats) {
    if (!s.is_object()) return {};
    const auto k = s.find("kind");
    const bool bot = k != s.end() && *k == "bot";
    all_bots = all_bots && bot;
    any_bot = any_bot || bot;
    const auto open = s.find("open");
    if (!bot && open != s.end() && *open == true) kind.open = true;
  }
  kind.bot_only = all_bots;
  kind.person_bot = any_bot && !all_bots;
  return kind;
}

MessageBucket::MessageBucket(double rate, double window_s)
    : rate_(rate), capacity_(rate * window_s), tokens_(capacity_) {}

bool MessageBucket::has_token(std::chrono::steady_clock::time_point now) {
  const double s = std::chrono::duration<double>(now - refilled_).count();
  tokens_ = std::min(capacity_, tokens_ + s * rate_);
  refilled_ = now;
  return tokens_ >= 1.0;
}

AddressQuotas::AddressQuotas(QuotaLimits limits, std::function<bool(const std::string&)> still_open,
                             std::function<bool(const std::string&)> still_playing,
                             std::function<bool(const std::string&)> still_live)
    : limits_(limits),
      still_open_(std::move(still_open)),
      still_playing_(std::move(still_playing)),
      still_live_(still_live ? std::move(still_live) : still_playing_) {}

AddressQuotas::Entry& AddressQuotas::entry(const std::string& address, Clock::time_point now) {
  // Forgetting addresses that hold nothing keeps this map as small as the set of active clients.
  if (++operations_ % 4096 == 0) prune_idle();
  auto [it, added] = entries_.try_emplace(address);
  if (added) {
    it->second.game_tokens = limits_.games_per_minute;
    it->second.games_refilled = now;
    it->second.messages = MessageBucket(limits_.messages_per_second, limits_.message_window_s);
    it->second.card_tokens = limits_.card_lookups_per_minute;
    it->second.cards_refilled = now;
  }
  return it->second;
}

void AddressQuotas::refill(Entry& e, Clock::time_point now) const {
  const double game_s = std::chrono::duration<double>(now - e.games_refilled).count();
  e.game_tokens = std::min<double>(limits_.games_per_minute,
                                   e.game_tokens + game_s * limits_.games_per_minute / 60.0);
  e.games_refilled = now;
  (void)e.messages.has_token(now);  // refills it
  const double card_s = std::chrono::duration<double>(now - e.cards_refilled).count();
  e.card_tokens = std::min<double>(limits_.card_lookups_per_minute,
                                   e.card_tokens + card_s * limits_.card_lookups_per_minute / 60.0);
  e.cards_refilled = now;
}

bool AddressQuotas::idle(const Entry& e) const {
  return e.websockets == 0 && e.replays == 0 && e.reserved_open == 0 && e.reserved_bot == 0 &&
         e.reserved_person_bot == 0 && e.open.empty() && e.bots.empty() && e.person_bots.empty() &&
         e.game_tokens >= limits_.games_per_minute && e.messages.full() &&
         e.card_tokens >= limits_.card_lookups_per_minute;
}

void AddressQuotas::prune_idle() {
  const auto now = Clock::now();
  for (auto it = entries_.begin(); it != entries_.end();) {
    Entry& e = it->second;
    refill(e, now);
    std::erase_if(e.open, [this](const std::string& id) { return !still_open_(id); });
    std::erase_if(e.bots, [this](const std::string& id) { return !still_playing_(id); });
    std::erase_if(e.person_bots, [this](const std::string& id) { return !still_live_(id); });
    it = idle(e) ? entries_.erase(it) : std::next(it);
  }
}

AddressQuotas::GameTicket AddressQuotas::create_game(const std::string& address, NewGameKind kind) {
  GameTicket t;
  std::scoped_lock lock(mutex_);
  const auto now = Clock::now();
  Entry& e = entry(address, now);
  refill(e, now);
  if (e.game_tokens < 1.0) {
    t.refusal_ = fmt::format(
        "too many games created from your address: at most {} a minute; try again in a minute",
        limits_.games_per_minute);
    return t;
  }
  if (kind.open) {
    std::erase_if(e.open, [this](const std::string& id) { return !still_open_(id); });
    if (static_cast<int>(e.open.size()) + e.reserved_open >= limits_.open_games) {
      t.refusal_ = fmt::format(
          "too many open games from your address: at most {} may wait for players at once; "
          "wait until one is joined or finished",
          limits_.open_games);
      return t;
    }
  }
  if (kind.bot_only) {
    std::erase_if(e.bots, [this](const std::string& id) { return !still_playing_(id); });
    if (static_cast<int>(e.bots.size()) + e.reserved_bot >= limits_.bot_games) {
      t.refusal_ = fmt::format(
          "too many bot-against-bot games from your address: at most {} may be played at once; "
          "wait until one finishes",
          limits_.bot_games);
      return t;
    }
  }
  if (kind.person_bot) {
    std::erase_if(e.person_bots, [this](const std::string& id) { return !still_live_(id); });
    if (static_cast<int>(e.person_bots.size()) + e.reserved_person_bot >=
        limits_.person_bot_games) {
      t.refusal_ = fmt::format(
          "too many games against a server bot from your address: at most {} may be played at "
          "once; finish one, or leave one alone for a while",
          limits_.person_bot_games);
      return t;
    }
  }
  e.game_tokens -= 1.0;
  e.reserved_open += kind.open ? 1 : 0;
  e.reserved_bot += kind.bot_only ? 1 : 0;
  e.reserved_person_bot += kind.person_bot ? 1 : 0;
  t.quotas_ = this;
  t.address_ = address;
  t.kind_ = kind;
  return t;
}

void AddressQuotas::finish_create(const std::string& address, NewGameKind kind,
                                  const std::string* id) {
  std::scoped_lock lock(mutex_);
  Entry& e = entry(address, Clock::now());
  e.reserved_open -= kind.open ? 1 : 0;
  e.reserved_bot -= kind.bot_only ? 1 : 0;
  e.reserved_person_bot -= kind.person_bot ? 1 : 0;
  if (!id) {
    // Refused by the lobby: a request that changes nothing costs nothing.
    e.game_tokens = std::min<double>(limits_.games_per_minute, e.game_tokens + 1.0);
    return;
  }
  if (kind.open) e.open.insert(*id);
  if (kind.bot_only) e.bots.insert(*id);
  if (kind.person_bot) e.person_bots.insert(*id);
}

AddressQuotas::GameTicket::GameTicket(GameTicket&& other) noexcept
    : quotas_(std::exchange(other.quotas_, nullptr)),
      address_(std::move(other.address_)),
      kind_(other.kind_),
      refusal_(std::move(other.refusal_)) {}

AddressQuotas::GameTicket::~GameTicket() {
  if (quotas_) quotas_->finish_create(address_, kind_, nullptr);
}

void AddressQuotas::GameTicket::created(const std::string& id) {
  if (!quotas_) return;
  std::exchange(quotas_, nullptr)->finish_create(address_, kind_, &id);
}

AddressQuotas::Lease AddressQuotas::open_websocket(const std::string& address) {
  std::scoped_lock lock(mutex_);
  Entry& e = entry(address, Clock::now());
  if (e.websockets >= limits_.ws_connections) return {};
  ++e.websockets;
  return Lease(this, address, kWebSocket);
}

AddressQuotas::Lease AddressQuotas::start_replay(const std::string& address) {
  std::scoped_lock lock(mutex_);
  Entry& e = entry(address, Clock::now());
  if (e.replays >= limits_.replay_builds) return {};
  ++e.replays;
  return Lease(this, address, kReplay);
}

void AddressQuotas::release(const std::string& address, int what) {
  std::scoped_lock lock(mutex_);
  auto it = entries_.find(address);
  if (it == entries_.end()) return;
  (what == kWebSocket ? it->second.websockets : it->second.replays) -= 1;
}

AddressQuotas::Message AddressQuotas::allow_message(const std::string& address,
                                                    MessageBucket& connection) {
  const auto now = Clock::now();
  // The connection's own bucket first: a client over its own rate is refused before it can
  // draw on what its address's other connections need.
  if (!connection.has_token(now)) return Message::kConnectionFull;
  std::scoped_lock lock(mutex_);
  Entry& e = entry(address, now);
  if (!e.messages.has_token(now)) return Message::kAddressFull;
  e.messages.take();
  connection.take();
  return Message::kAllowed;
}

MessageBucket AddressQuotas::connection_bucket() const {
  return MessageBucket(limits_.connection_messages_per_second, limits_.message_window_s);
}

bool AddressQuotas::allow_card_lookup(const std::string& address) {
  std::scoped_lock lock(mutex_);
  const auto now = Clock::now();
  Entry& e = entry(address, now);
  refill(e, now);
  if (e.card_tokens < 1.0) return false;
  e.card_tokens -= 1.0;
  return true;
}

std::size_t AddressQuotas::tracked_addresses() const {
  std::scoped_lock lock(mutex_);
  return entries_.size();
}

AddressQuotas::Lease::Lease(AddressQuotas* q, std::string address, int what)
    : quotas_(q), address_(std::move(address)), what_(what) {}

AddressQuotas::Lease::Lease(Lease&& other) noexcept
    : quotas_(std::exchange(other.quotas_, nullptr)),
      address_(std::move(other.address_)),
      what_(other.what_) {}

AddressQuotas::Lease& AddressQuotas::Lease::operator=(Lease&& other) noexcept {
  if (this != &other) {
    release();
    quotas_ = std::exchange(other.quotas_, nullptr);
    address_ = std::move(other.address_);
    what_ = other.what_;
  }
  return *this;
}

AddressQuotas::Lease::~Lease() {
  release();
}

void AddressQuotas::Lease::release() {
  if (quotas_) std::exchange(quotas_, nullptr)->release(address_, what_);
}

}  // namespace bivouac::server
