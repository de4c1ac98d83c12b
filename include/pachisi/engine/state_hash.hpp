#pragma once
// Hashing a state by its bytes: every member is a byte, so equal states have equal bytes.

#include <array>
#include <bit>  // std::rotl
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "state.hpp"

namespace pachisi {

template <class R>
[[nodiscard]] constexpr std::uint64_t hash_value(const state<R>& s) noexcept {
    static_assert(std::has_unique_object_representations_v<state<R>>, "state must have no padding bits");
    // Eight bytes at a time, each word mixed into one of four lanes with a multiply and a rotation, so
    // that the lanes' multiplies overlap (one chain of eight waited on each multiply in turn); the
    // lanes are then folded together and avalanched.
    // __builtin_bit_cast: std::bit_cast is missing from older libc++ (emscripten 3.1.6's among them).
    // The words are the state's bytes read little-endian, on every machine.
    std::array<std::uint64_t, 4> lanes{0x9e3779b97f4a7c15ULL, 0xc2b2ae3d27d4eb4fULL, 0x165667b19e3779f9ULL,
                                       0x27d4eb2f165667c5ULL};
    std::size_t n = 0;
    const auto mix = [&lanes, &n](std::uint64_t word) {
        std::uint64_t& lane = lanes[n++ & 3U];
        lane = std::rotl((lane ^ word) * 0xbf58476d1ce4e5b9ULL, 27);
    };
    if constexpr (sizeof(state<R>) % 8 == 0 && std::endian::native == std::endian::little) {
        // Whole words: one load each instead of eight byte loads.
        const auto words = __builtin_bit_cast(std::array<std::uint64_t, sizeof(state<R>) / 8>, s);
        for (const std::uint64_t word : words) mix(word);
    } else {
        const auto bytes = __builtin_bit_cast(std::array<unsigned char, sizeof(state<R>)>, s);
        for (std::size_t i = 0; i < bytes.size(); i += 8) {
            std::uint64_t word = 0;
            for (std::size_t j = 0; j < 8 && i + j < bytes.size(); ++j) word |= std::uint64_t{bytes[i + j]} << (8 * j);
            mix(word);
        }
    }
    std::uint64_t h = lanes[0] ^ std::rotl(lanes[1], 16) ^ std::rotl(lanes[2], 32) ^ std::rotl(lanes[3], 48);
    h ^= h >> 31;
    h *= 0x94d049bb133111ebULL;
    return h ^ (h >> 29);
}

struct state_hasher {
    template <class R>
    [[nodiscard]] std::size_t operator()(const state<R>& s) const noexcept {
        return static_cast<std::size_t>(hash_value(s));
    }
};

}  // namespace pachisi
