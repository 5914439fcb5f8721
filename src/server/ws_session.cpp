#include "server/ws_session.h"

namespace bivouac::server {

WsSession::WsSession(tcp::socket&& socket, std::shared_ptr<Room> room, WsLimits limits)
    : ws_(std::move(socket)), room_(std::move(room)), limits_(limits) {
  bucket_ = limits_.rate_messages * limits_.rate_window_s;
  last_refill_ = std::chrono::steady_clock::now();
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
  read();
}

void WsSession::read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
}

bool WsSession::allow_message() {
  const auto now = std::chrono::steady_clock::now();
  const double elapsed = std::chrono::duration<double>(now - last_refill_).count();
  last_refill_ = now;
  const double cap = limits_.rate_messages * limits_.rate_window_s;
  bucket_ = std::min(cap, bucket_ + elapsed * limits_.rate_messages);
  if (bucket_ >= 1.0) {
    bucket_ -= 1.0;
    refused_ = 0;
    return true;
  }
  return false;
}

void WsSession::on_read(beast::error_code ec, std::size_t) {
  if (ec) return fail();  // closed, timed out, too big (Beast closes with 1009) or broken
  if (!ws_.got_text()) {
    buffer_.consume(buffer_.size());
    send(std::make_shared<const std::string>(
        R"({"type":"error","error":"binary messages are not accepted; send JSON text"})"));
    return read();
  }
  if (!allow_message()) {
    buffer_.consume(buffer_.size());
    if (++refused_ > limits_.flood_close_after) return close();
    send(std::make_shared<const std::string>(
        "{\"type\":\"error\",\"error\":\"too many messages: at most " +
        std::to_string(limits_.rate_messages) + " a second over 5 seconds\"}"));
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
  if (!detached_) {
    detached_ = true;
    room_->detach(shared_from_this());
  }
}

}  // namespace bivouac::server
