#pragma once
// Seat tokens and game ids: random secrets from the OS CSPRNG; only a token's SHA-256 is kept.
#include <string>
#include <string_view>

namespace bivouac::server {

// `bytes` random bytes from getrandom(), written as lowercase hex (2 digits a byte).
[[nodiscard]] std::string random_hex(std::size_t bytes);
// A seat token: 128 random bits as 32 hex digits.
[[nodiscard]] inline std::string new_token() {
  return random_hex(16);
}
// SHA-256 of `text` as 64 lowercase hex digits.
[[nodiscard]] std::string sha256_hex(std::string_view text);
// Compares two hashes without an early exit, so timing says nothing about where they differ.
[[nodiscard]] bool same_hash(std::string_view a, std::string_view b);

}  // namespace bivouac::server
