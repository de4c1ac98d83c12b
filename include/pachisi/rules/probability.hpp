#pragma once
// Exact probabilities of chance outcomes, as reduced fractions.

#include <cstdint>
#include <numeric>

namespace pachisi {

struct probability {
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;

    [[nodiscard]] constexpr double to_double() const noexcept {
        return static_cast<double>(numerator) / static_cast<double>(denominator);
    }
    [[nodiscard]] static constexpr probability reduced(std::uint64_t num, std::uint64_t den) noexcept {
        const std::uint64_t g = std::gcd(num, den);
        return g == 0 ? probability{0, 1} : probability{num / g, den / g};
    }
    friend constexpr bool operator==(const probability&, const probability&) = default;
};

// Exact sum of fractions; used to prove that a chance node's outcomes add up to one.
[[nodiscard]] constexpr probability operator+(const probability& a, const probability& b) noexcept {
    const std::uint64_t den = std::lcm(a.denominator, b.denominator);
    return probability::reduced(a.numerator * (den / a.denominator) + b.numerator * (den / b.denominator), den);
}

}  // namespace pachisi
