#include "server/client_address.h"

#include <fmt/format.h>

#include <stdexcept>

#include "core/text_match.h"

namespace bivouac::server {

namespace {

// An IPv4 client reached over an IPv6 socket is the same client.
net::ip::address plain(const net::ip::address& a) {
  if (a.is_v6() && a.to_v6().is_v4_mapped()) {
    return net::ip::make_address_v4(net::ip::v4_mapped, a.to_v6());
  }
  return a;
}

// HTTP's optional whitespace (RFC 7230 OWS: space and tab only), as a view into the header:
// core's text_match::trim also strips CR and LF and copies.
std::string_view trim_space(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// Splits on `sep` outside double quotes (RFC 7230 quoted-string, backslash escapes inside).
std::vector<std::string_view> split_outside_quotes(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  bool quoted = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (quoted && c == '\\') {
      ++i;
    } else if (c == '"') {
      quoted = !quoted;
    } else if (!quoted && c == sep) {
      out.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  out.push_back(s.substr(start));
  return out;
}

std::string unquote(std::string_view v) {
  if (v.size() < 2 || v.front() != '"' || v.back() != '"') return std::string(v);
  std::string out;
  for (std::size_t i = 1; i + 1 < v.size(); ++i) {
    if (v[i] == '\\' && i + 2 < v.size()) ++i;
    out += v[i];
  }
  return out;
}

std::string joined(const std::vector<std::string_view>& lines) {
  std::string all;
  for (const auto line : lines) {
    if (trim_space(line).empty()) continue;
    if (!all.empty()) all += ',';
    all += line;
  }
  return all;
}

// The last non-empty element of a comma-separated list.
std::string_view last_element(const std::vector<std::string_view>& elements) {
  for (auto it = elements.rbegin(); it != elements.rend(); ++it) {
    const auto e = trim_space(*it);
    if (!e.empty()) return e;
  }
  return {};
}

// A port as RFC 7239 allows it: digits, or an obfuscated "_token".
bool port_text(std::string_view p) {
  if (p.empty() || p.size() > 32) return false;
  for (const char c : p) {
    const bool ok = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                    c == '.' || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

}  // namespace

ProxyHeader parse_proxy_header(std::string_view name) {
  const std::string n = text_match::lower(name);
  if (n == "x-forwarded-for") return ProxyHeader::kXForwardedFor;
  if (n == "forwarded") return ProxyHeader::kForwarded;
  throw std::invalid_argument(fmt::format(
      "--proxy-header: \"{}\" is not one of x-forwarded-for, forwarded", std::string(name)));
}

std::optional<net::ip::address> forwarded_address(std::string_view entry) {
  entry = trim_space(entry);
  std::string_view host = entry;
  if (!entry.empty() && entry.front() == '[') {
    // [v6] or [v6]:port
    const auto close = entry.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    host = entry.substr(1, close - 1);
    const auto rest = entry.substr(close + 1);
    if (!rest.empty() && (rest.front() != ':' || !port_text(rest.substr(1)))) return std::nullopt;
  } else if (const auto colon = entry.find(':');
             colon != std::string_view::npos && colon == entry.rfind(':')) {
    // One colon: IPv4 and a port (IPv6 has at least two).
    if (!port_text(entry.substr(colon + 1))) return std::nullopt;
    host = entry.substr(0, colon);
  }
  boost::system::error_code ec;
  const auto a = net::ip::make_address(std::string(host), ec);
  if (ec) return std::nullopt;
  // A bracketed address is IPv6 by definition; an IPv4 one in brackets is a forgery's sign.
  if (!entry.empty() && entry.front() == '[' && !a.is_v6()) return std::nullopt;
  return plain(a);
}

std::string last_forwarded_entry(ProxyHeader header, const std::vector<std::string_view>& lines) {
  const std::string all = joined(lines);
  if (header == ProxyHeader::kXForwardedFor)
    return std::string(last_element(split_outside_quotes(all, ',')));
  // Forwarded: for=...;proto=...;by=..., elements separated by commas.
  const auto element = last_element(split_outside_quotes(all, ','));
  for (const auto pair : split_outside_quotes(element, ';')) {
    const auto p = trim_space(pair);
    const auto eq = p.find('=');
    if (eq == std::string_view::npos) continue;
    if (text_match::lower(trim_space(p.substr(0, eq))) == "for")
      return unquote(trim_space(p.substr(eq + 1)));
  }
  return {};
}

ClientAddress::ClientAddress(const std::string& trusted_proxy, ProxyHeader header, int ipv6_prefix)
    : header_(header), ipv6_prefix_(ipv6_prefix) {
  if (ipv6_prefix < 1 || ipv6_prefix > 128) {
    throw std::invalid_argument(
        fmt::format("--ipv6-prefix: {} is not a prefix length from 1 to 128", ipv6_prefix));
  }
  if (trusted_proxy.empty()) return;
  boost::system::error_code ec;
  const auto a = net::ip::make_address(trusted_proxy, ec);
  if (ec) {
    throw std::invalid_argument(
        fmt::format("--trust-proxy: \"{}\" is not an IP address", trusted_proxy));
  }
  trusted_ = plain(a);
}

std::string ClientAddress::key(const net::ip::address& a) const {
  if (!a.is_v6() || ipv6_prefix_ == 128) return a.to_string();
  auto bytes = a.to_v6().to_bytes();
  for (int bit = ipv6_prefix_; bit < 128; ++bit) {
    bytes[static_cast<std::size_t>(bit / 8)] &= static_cast<unsigned char>(~(0x80u >> (bit % 8)));
  }
  return fmt::format("{}/{}", net::ip::address_v6(bytes).to_string(), ipv6_prefix_);
}

std::string ClientAddress::of(const net::ip::address& peer,
                              const std::vector<std::string_view>& lines) const {
  const auto from = plain(peer);
  if (!trusted_ || from != *trusted_) return key(from);
  const auto client = forwarded_address(last_forwarded_entry(header_, lines));
  // No header, or one the proxy should not have passed on: the request counts as the proxy's.
  return key(client ? *client : from);
}

std::optional<std::string> ClientAddress::connection_key(const net::ip::address& peer) const {
  const auto from = plain(peer);
  if (trusted_ && from == *trusted_) return std::nullopt;
  return key(from);
}

std::string ClientAddress::of(const net::ip::address& peer,
                              const http::request<http::string_body>& req) const {
  std::vector<std::string_view> lines;
  if (trusted_) {
    const auto name = header_ == ProxyHeader::kForwarded ? std::string_view("Forwarded")
                                                         : std::string_view("X-Forwarded-For");
    const auto [first, last] = req.equal_range(beast::string_view(name.data(), name.size()));
    for (auto it = first; it != last; ++it)
      lines.emplace_back(it->value().data(), it->value().size());
  }
  return of(peer, lines);
}

}  // namespace bivouac::server
