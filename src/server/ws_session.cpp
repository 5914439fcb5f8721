#include "server/ws_session.h"

#include <fmt/format.h>

#include "server/messages.h"

namespace bivouac::server {

WsSession::WsSession(tcp::socket&& socket, std::shared_ptr<Room> room, WsLimits limits,
                     WsAdmission admission)
    : ws_(std::move(socket)),
      room_(std::move(room)),
      limits_(limits),
      admission_(std::move(admission)),
      hello_timer_(ws_.get_executor()) {
  address = admission_.websocket.address();
  if (admission_.quotas) messages_ = admission_.quotas->connection_bucket();
}

void WsSession::run(http::request<http::string_body> request) {
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.read_message_max(limits_.max_message);
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(http::field::server, "bivouac"); }));
  ws_.async_accept(request, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
}

void WsSession::on_accept(beast::error_code ec) {
  if (ec) return fail();
  open_ = true;
  if (!room_->attach(shared_from_this())) {
    // The room left memory between the handshake and now: the client reconnects to its new one.
    detached_ = true;
    send(std::make_shared<const std::string>(
        R"({"type":"error","error":"the game moved; reconnect with since"})"));
    return close();
  }
  start_hello_timer();
  read();
}

// A socket that never binds to a seat or the public view holds a descriptor for nothing.
void WsSession::start_hello_timer() {
  hello_timer_.expires_after(limits_.hello_timeout);
  hello_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (ec || self->greeted.load()) return;
    self->on_send(std::make_shared<const std::string>(fmt::format(
        R"({{"type":"error","error":"no hello within {} s: send hello with a seat token or \"spectator\": true first; closing"}})",
        std::chrono::duration<double>(self->limits_.hello_timeout).count())));
    self->close();
  });
}

void WsSession::read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
}

AddressQuotas::Message WsSession::allow_message() {
  if (!admission_.quotas) return AddressQuotas::Message::kAllowed;
  const auto verdict = admission_.quotas->allow_message(admission_.websocket.address(), messages_);
  if (verdict == AddressQuotas::Message::kAllowed) refused_ = 0;
  return verdict;
}

void WsSession::on_read(beast::error_code ec, std::size_t) {
  if (ec) return fail();  // closed, timed out, too big (Beast closes with 1009) or broken
  if (!ws_.got_text()) {
    buffer_.consume(buffer_.size());
    // Unread, so its id is unknown: `id` is null.
    send(std::make_shared<const std::string>(
        error_message(nullptr, "binary messages are not accepted; send JSON text").dump()));
    return read();
  }
  if (const auto verdict = allow_message(); verdict != AddressQuotas::Message::kAllowed) {
    buffer_.consume(buffer_.size());
    if (++refused_ > limits_.flood_close_after) return close();
    const auto& q = admission_.quotas->limits();
    const std::string why =
        verdict == AddressQuotas::Message::kConnectionFull
            ? fmt::format(
                  "too many messages on this connection: at most {} a second over {} "
                  "seconds on one connection",
                  q.connection_messages_per_second, q.message_window_s)
            : fmt::format(
                  "too many messages from your address: at most {} a second over {} "
                  "seconds, all its connections together",
                  q.messages_per_second, q.message_window_s);
    send(std::make_shared<const std::string>(error_message(nullptr, why).dump()));
    return read();
  }
  const std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  room_->on_message(shared_from_this(), text);
  read();
}

void WsSession::send(std::shared_ptr<const std::string> text) {
  net::post(ws_.get_executor(),
            beast::bind_front_handler(&WsSession::on_send, shared_from_this(), std::move(text)));
}

void WsSession::on_send(std::shared_ptr<const std::string> text) {
  if (!open_ || closing_) return;
  queued_bytes_ += text->size();
  if (queued_bytes_ > limits_.max_queued_bytes) {
    // The client is not reading: drop it rather than grow without bound.
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().shutdown(tcp::socket::shutdown_both, ignored);
    beast::get_lowest_layer(ws_).close();
    return fail();
  }
  queue_.push_back(std::move(text));
  if (queue_.size() > 1) return;
  ws_.text(true);
  ws_.async_write(net::buffer(*queue_.front()),
                  beast::bind_front_handler(&WsSession::on_write, shared_from_this()));
}

void WsSession::on_write(beast::error_code ec, std::size_t) {
  if (ec) return fail();
  queued_bytes_ -= queue_.front()->size();
  queue_.pop_front();
  if (closing_ && queue_.empty()) {
    ws_.async_close(websocket::close_code::going_away,
                    [self = shared_from_this()](beast::error_code) { self->fail(); });
    return;
  }
  if (!queue_.empty()) {
    ws_.async_write(net::buffer(*queue_.front()),
                    beast::bind_front_handler(&WsSession::on_write, shared_from_this()));
  }
}

void WsSession::close() {
  net::post(ws_.get_executor(), [self = shared_from_this()]() {
    if (!self->open_ || self->closing_) return;
    self->closing_ = true;
    if (self->queue_.empty()) {
      self->ws_.async_close(websocket::close_code::going_away,
                            [self](beast::error_code) { self->fail(); });
    }
  });
}

void WsSession::fail() {
  open_ = false;
  hello_timer_.cancel();
  if (!detached_) {
    detached_ = true;
    room_->detach(shared_from_this());
  }
}

}  // namespace bivouac::server
