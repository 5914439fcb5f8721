#pragma once
// Which client a request comes from, for the per-address quotas. The peer's own address, except
// behind a reverse proxy named by `--trust-proxy ADDR`: a connection from ADDR speaks for the
// client that proxy appended last to its forwarding header (`--proxy-header`: X-Forwarded-For, or
// RFC 7239's Forwarded), read across every line of that header in order, so whatever a client
// wrote itself (before the proxy's entry) is ignored. From any other peer the header is ignored,
// so a client cannot pick its own address. An IPv6 client counts by its network (`--ipv6-prefix`,
// /64 by default): one customer's /64 is one client, not 2^64 of them.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "server/net.h"

namespace bivouac::server {

enum class ProxyHeader { kXForwardedFor, kForwarded };

// "x-forwarded-for" or "forwarded" (any case); throws std::invalid_argument otherwise.
[[nodiscard]] ProxyHeader parse_proxy_header(std::string_view name);

// The address one forwarding entry names, its port stripped: "203.0.113.9", "203.0.113.9:5678",
// "2001:db8::1", "[2001:db8::1]:4711"; nullopt for anything else ("unknown", "_hidden", junk).
[[nodiscard]] std::optional<net::ip::address> forwarded_address(std::string_view entry);

// The last entry of X-Forwarded-For lines taken together, or of Forwarded's `for=` (the last
// element's; quoted values unquoted): the raw text, not yet checked.
[[nodiscard]] std::string last_forwarded_entry(ProxyHeader header,
                                               const std::vector<std::string_view>& lines);

class ClientAddress {
 public:
  // `trusted_proxy` empty: no proxy is trusted. Throws std::invalid_argument for a bad address or
  // an `ipv6_prefix` outside 1..128.
  explicit ClientAddress(const std::string& trusted_proxy,
                         ProxyHeader header = ProxyHeader::kXForwardedFor, int ipv6_prefix = 64);

  // The client's quota key: an IPv4 address, or an IPv6 network such as "2001:db8:1:2::/64"
  // ("/128" is not written). `lines`: every line of the forwarding header, in order.
  [[nodiscard]] std::string of(const net::ip::address& peer,
                               const std::vector<std::string_view>& lines) const;
  // The key a connection from `peer` counts under before any request (ConnectionGate); nullopt
  // for the trusted proxy, whose connections carry many clients.
  [[nodiscard]] std::optional<std::string> connection_key(const net::ip::address& peer) const;
  // The same for a request as it arrived.
  [[nodiscard]] std::string of(const net::ip::address& peer,
                               const http::request<http::string_body>& req) const;

 private:
  [[nodiscard]] std::string key(const net::ip::address& a) const;
  std::optional<net::ip::address> trusted_;
  ProxyHeader header_;
  int ipv6_prefix_;
};

}  // namespace bivouac::server
