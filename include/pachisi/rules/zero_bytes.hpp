#pragma once
// Clearing a small block of bytes at run time in 64-byte pieces. g++ 12 at -O3 clears a block of known
// size from about 96 bytes up with `rep stos`, whose start-up costs more than the few 16-byte stores it
// makes of each piece; the blocks cleared on hot paths (an occupancy's counts at every decision, the
// observation rows at every step of an environment) are a few hundred bytes at most.

#include <cstddef>
#include <cstring>

namespace pachisi::detail {

inline void zero_bytes(void* block, std::size_t size) noexcept {
    constexpr std::size_t piece = 64;
    auto* bytes = static_cast<unsigned char*>(block);
    for (; size >= piece; size -= piece, bytes += piece) std::memset(bytes, 0, piece);
    std::memset(bytes, 0, size);
}

}  // namespace pachisi::detail
