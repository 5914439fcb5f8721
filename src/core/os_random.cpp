#include "core/os_random.h"

#include <sys/random.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace bivouac {

std::uint64_t os_random_u64() {
  unsigned char raw[sizeof(std::uint64_t)];
  std::size_t got = 0;
  while (got < sizeof raw) {
    const ssize_t n = getrandom(raw + got, sizeof raw - got, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("getrandom failed: the OS random generator is unavailable");
    }
    got += static_cast<std::size_t>(n);
  }
  std::uint64_t out = 0;
  std::memcpy(&out, raw, sizeof out);
  return out;
}

}  // namespace bivouac
