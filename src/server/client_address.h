#pragma once
// Which client a request comes from, for the per-address quotas. The peer's own address, except
// behind a reverse proxy named by `--trust-proxy ADDR`: a connection from ADDR speaks for the
// client its X-Forwarded-For names (the last entry, the one that proxy added). From any other
// peer the header is ignored, so a client cannot pick its own address.
#include <optional>
#include <string>
#include <string_view>

#include "server/net.h"

namespace bivouac::server {

class ClientAddress {
 public:
  // `trusted_proxy` empty: no proxy is trusted. Throws std::invalid_argument for a bad address.
  explicit ClientAddress(const std::string& trusted_proxy);

  [[nodiscard]] std::string of(const net::ip::address& peer, std::string_view forwarded_for) const;

 private:
  std::optional<net::ip::address> trusted_;
};

}  // namespace bivouac::server
