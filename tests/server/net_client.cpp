#include "server/net_client.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <set>
#include <stdexcept>
#include <utility>  // Boost 1.74's Asio uses std::exchange without including it

#include "core/text_match.h"

namespace bivouac::server::testing {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

HttpResult http_request(std::uint16_t port, std::string_view method, std::string_view target,
                        std::string_view body,
                        const std::vector<std::pair<std::string, std::string>>& headers) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.expires_after(std::chrono::seconds(30));
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::string_body> req{
      http::string_to_verb(beast::string_view(method.data(), method.size())), std::string(target),
      11};
  req.set(http::field::host, "127.0.0.1");
  req.set(http::field::content_type, "application/json");
  // A name given again adds a line (a proxy appending its own X-Forwarded-For line).
  std::set<std::string> given;
  for (const auto& [name, value] : headers) {
    if (given.insert(text_match::lower(name)).second) {
      req.set(name, value);
    } else {
      req.insert(name, value);
    }
  }
  req.body() = std::string(body);
  req.prepare_payload();
  // A server may answer and close before the whole body is sent (413): the reply is read anyway.
  beast::error_code write_error;
  http::write(stream, req, write_error);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  beast::error_code read_error;
  http::read(stream, buffer, parser, read_error);
  if (read_error) throw beast::system_error(write_error ? write_error : read_error);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return HttpResult{static_cast<int>(parser.get().result_int()), parser.get().body()};
}

struct WsClient::Impl {
  net::io_context ioc;
  websocket::stream<beast::tcp_stream> ws{ioc};
  beast::flat_buffer buffer;
  std::deque<std::string> pending;
  bool reading = false;
};

WsClient::WsClient(std::uint16_t port, std::string_view target,
                   const std::vector<std::pair<std::string, std::string>>& headers)
    : impl_(std::make_unique<Impl>()) {
  auto& lowest = beast::get_lowest_layer(impl_->ws);
  lowest.expires_after(std::chrono::seconds(30));
  lowest.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  lowest.socket().set_option(tcp::no_delay(true));
  lowest.expires_never();
  impl_->ws.read_message_max(64 * 1024 * 1024);
  impl_->ws.set_option(websocket::stream_base::decorator([headers](websocket::request_type& req) {
    for (const auto& [name, value] : headers) req.set(name, value);
  }));
  impl_->ws.handshake("127.0.0.1", std::string(target));
}

WsOpen ws_open(std::uint16_t port, std::string_view target) {
  WsOpen out;
  try {
    out.client = std::make_unique<WsClient>(port, target);
    out.status = 101;
  } catch (const std::exception&) {
    // Refused or not there: ask again by plain HTTP to learn why (the same request line).
    try {
      net::io_context ioc;
      beast::tcp_stream stream(ioc);
      stream.expires_after(std::chrono::seconds(10));
      stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
      websocket::request_type req{http::verb::get, std::string(target), 11};
      req.set(http::field::host, "127.0.0.1");
      req.set(http::field::upgrade, "websocket");
      req.set(http::field::connection, "upgrade");
      req.set(http::field::sec_websocket_key, "dGhlIHNhbXBsZSBub25jZQ==");
      req.set(http::field::sec_websocket_version, "13");
      http::write(stream, req);
      beast::flat_buffer buffer;
      http::response<http::string_body> res;
      http::read(stream, buffer, res);
      out.status = static_cast<int>(res.result_int());
      out.location = std::string(res[http::field::location]);
    } catch (const std::exception&) {
      out.status = 0;
    }
  }
  return out;
}

WsClient::~WsClient() {
  beast::error_code ec;
  beast::get_lowest_layer(impl_->ws).socket().close(ec);
}

void WsClient::send_text(std::string_view text) {
  impl_->ws.text(true);
  beast::error_code ec;
  impl_->ws.write(net::buffer(text.data(), text.size()), ec);
  // The server may close mid-message (1009 for an oversized one): the reads then report the
  // close, as a browser would see it. Any other failure is the test's to see.
  if (ec && ec != net::error::broken_pipe && ec != net::error::connection_reset &&
      ec != websocket::error::closed)
    throw beast::system_error(ec);
}

std::optional<std::string> WsClient::read_raw(std::chrono::milliseconds timeout) {
  // One read stays in flight across calls, so a timeout never cancels (and spoils) the stream.
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (impl_->pending.empty() && !closed_) {
    if (!impl_->reading) start_read();
    impl_->ioc.restart();
    const auto left = deadline - std::chrono::steady_clock::now();
    if (left <= std::chrono::steady_clock::duration::zero()) {
      // No time to wait: take only what has already arrived (a zero timeout polls).
      impl_->ioc.poll();
      break;
    }
    impl_->ioc.run_one_for(left);
  }
  if (impl_->pending.empty()) return std::nullopt;
  std::string out = std::move(impl_->pending.front());
  impl_->pending.pop_front();
  return out;
}

void WsClient::start_read() {
  impl_->reading = true;
  impl_->ws.async_read(impl_->buffer, [this](beast::error_code ec, std::size_t) {
    impl_->reading = false;
    if (ec) {
      closed_ = true;
      return;
    }
    impl_->pending.push_back(beast::buffers_to_string(impl_->buffer.data()));
    impl_->buffer.consume(impl_->buffer.size());
  });
}

nlohmann::json WsClient::expect(std::string_view type, std::chrono::milliseconds timeout) {
  std::deque<std::string> skipped;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (true) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    auto raw = read_raw(std::max(left, std::chrono::milliseconds(1)));
    if (!raw) {
      throw std::runtime_error("no \"" + std::string(type) + "\" message (connection " +
                               (closed_ ? "closed or timed out" : "idle") + ")");
    }
    auto j = nlohmann::json::parse(*raw);
    if (j.value("type", "") == type) {
      for (auto it = skipped.rbegin(); it != skipped.rend(); ++it) impl_->pending.push_front(*it);
      return j;
    }
    skipped.push_back(std::move(*raw));
  }
}

}  // namespace bivouac::server::testing
