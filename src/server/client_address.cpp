#include "server/client_address.h"

#include <fmt/format.h>

#include <stdexcept>

namespace bivouac::server {

namespace {

// An IPv4 client reached over an IPv6 socket is the same client.
net::ip::address plain(const net::ip::address& a) {
  if (a.is_v6() && a.to_v6().is_v4_mapped()) {
    return net::ip::make_address_v4(net::ip::v4_mapped, a.to_v6());
  }
  return a;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

ClientAddress::ClientAddress(const std::string& trusted_proxy) {
  if (trusted_proxy.empty()) return;
  boost::system::error_code ec;
  const auto a = net::ip::make_address(trusted_proxy, ec);
  if (ec) {
    throw std::invalid_argument(
        fmt::format("--trust-proxy: \"{}\" is not an IP address", trusted_proxy));
  }
  trusted_ = plain(a);
}

std::string ClientAddress::of(const net::ip::address& peer, std::string_view forwarded_for) const {
  const auto from = plain(peer);
  if (!trusted_ || from != *trusted_ || forwarded_for.empty()) return from.to_string();
  const auto comma = forwarded_for.rfind(',');
  const std::string_view last =
      trim(comma == std::string_view::npos ? forwarded_for : forwarded_for.substr(comma + 1));
  boost::system::error_code ec;
  const auto client = net::ip::make_address(std::string(last), ec);
  // A header the proxy should not have passed on: the request counts as the proxy's own.
  if (ec) return from.to_string();
  return plain(client).to_string();
}

}  // namespace bivouac::server
