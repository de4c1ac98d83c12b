#pragma once
// A tiny random generator with one 64-bit word of state (Steele, Lea and Flood's SplitMix64). It
// meets the needs of sample_chance, uniform_below and the bots (64-bit values, min 0), is defined
// bit for bit, so a seed gives the same games with every compiler and standard library, and is
// cheap to keep one per game in a batch of thousands (std::mt19937_64 holds 2.5 KB).

#include <cstdint>

namespace pachisi {

class splitmix64 {
public:
    using result_type = std::uint64_t;

    constexpr explicit splitmix64(std::uint64_t seed = 0) noexcept : state_(seed) {}

    [[nodiscard]] static constexpr result_type min() noexcept { return 0; }
    [[nodiscard]] static constexpr result_type max() noexcept { return ~result_type{0}; }

    constexpr result_type operator()() noexcept {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    [[nodiscard]] constexpr std::uint64_t state() const noexcept { return state_; }
    friend constexpr bool operator==(const splitmix64&, const splitmix64&) = default;

private:
    std::uint64_t state_;
};

}  // namespace pachisi
