#pragma once
// Seeds that a stranger must not be able to guess (issue 26: "a chosen seed is a marked deck"):
// 64 bits from the operating system's cryptographic generator (getrandom), never a clock or a
// counter. Games drawn for a network seat or a seated engine session use it.
#include <cstdint>

namespace bivouac {

// Throws std::runtime_error if the OS generator is unavailable (it never blocks after boot).
[[nodiscard]] std::uint64_t os_random_u64();

}  // namespace bivouac
