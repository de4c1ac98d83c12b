#pragma once
// Hashing a state by its bytes: every member is a byte, so equal states have equal bytes.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "state.hpp"

namespace pachisi {

template <class R>
[[nodiscard]] constexpr std::uint64_t hash_value(const state<R>& s) noexcept {
    static_assert(std::has_unique_object_representations_v<state<R>>, "state must have no padding bits");
    const auto bytes = std::bit_cast<std::array<unsigned char, sizeof(state<R>)>>(s);
    std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
    for (unsigned char b : bytes) h = (h ^ b) * 0x100000001b3ULL;
    return h;
}

struct state_hasher {
    template <class R>
    [[nodiscard]] std::size_t operator()(const state<R>& s) const noexcept {
        return static_cast<std::size_t>(hash_value(s));
    }
};

}  // namespace pachisi
