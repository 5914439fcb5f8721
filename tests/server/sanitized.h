#pragma once

namespace bivouac::server::testing {

// Under the sanitizers (the `asan` preset) the server and the test's own JSON checks run many
// times slower; the longest end-to-end tests then play fewer games or rounds. Release plays all.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

constexpr int release_or_sanitized(int release, int sanitized) {
  return kSanitized ? sanitized : release;
}

}  // namespace bivouac::server::testing
