#include "server/audience.h"

#include "server/messages.h"

namespace bivouac::server {

void ViewCache::invalidate() {
  for (auto& v : views_) v.reset();
}

std::shared_ptr<const std::string> ViewCache::get(int viewer, const Build& build) {
  auto& slot = views_[static_cast<std::size_t>(viewer + 1)];
  if (!slot) slot = encode_message(build(viewer));
  return slot;
}

bool Audience::remove(const std::shared_ptr<Client>& c) {
  const bool was_seat = c->binding.bound && c->binding.viewer >= 0;
  clients_.erase(c);
  return was_seat;
}

void Audience::close_all() const {
  for (const auto& c : clients_) c->close();
}

void Audience::close_seat(int seat) const {
  for (const auto& c : clients_) {
    if (c->binding.bound && c->binding.viewer == seat) {
      c->binding.bound = false;
      c->close();
    }
  }
}

std::vector<bool> Audience::connected_seats() const {
  std::vector<bool> connected(static_cast<std::size_t>(players_), false);
  for (const auto& c : clients_) {
    if (c->binding.bound && c->binding.viewer >= 0) {
      connected[static_cast<std::size_t>(c->binding.viewer)] = true;
    }
  }
  return connected;
}

void Audience::send_bound(const std::shared_ptr<const std::string>& text) const {
  for (const auto& c : clients_) {
    if (c->binding.bound) c->send(text);
  }
}

void Audience::send_presence(const std::vector<bool>& bot_seats) const {
  std::vector<bool> connected = connected_seats();
  for (std::size_t p = 0; p < connected.size(); ++p) connected[p] = connected[p] || bot_seats[p];
  send_bound(encode_message(presence_message(connected)));
}

void Audience::for_each_bound(const std::function<void(Client&)>& f) const {
  for (const auto& c : clients_) {
    if (c->binding.bound) f(*c);
  }
}

void Audience::deliver(Client& c, const EventStreams& events, ViewCache& views,
                       const ViewCache::Build& build) {
  const int viewer = c.binding.viewer;
  const std::uint64_t have = events.size(viewer);
  while (c.binding.delivered < have) {
    const auto page = events.page(viewer, c.binding.delivered, kEventsPerMessage);
    c.send(encode_message(events_message(page, c.binding.delivered + 1, viewer)));
    c.binding.delivered += page.size();
  }
  c.send(views.get(viewer, build));
}

void Audience::broadcast(const EventStreams& events, ViewCache& views,
                         const ViewCache::Build& build) const {
  for (const auto& c : clients_) {
    if (c->binding.bound) deliver(*c, events, views, build);
  }
}

}  // namespace bivouac::server
