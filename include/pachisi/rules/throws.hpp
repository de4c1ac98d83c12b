#pragma once
// Throwers (docs/rules.md §3, §10): two dice, 6 or 7 cowrie shells, or one die. Each is a chance node whose outcomes come
// with exact probabilities that sum to one.

#include <array>
#include <concepts>
#include <cstdint>

#include "fixed_list.hpp"
#include "probability.hpp"

namespace pachisi {

// One throw. Two dice: the two faces, a <= b. Cowries: a is the number of shells mouth up, b is 0.
// One die: a is the face, b is 0.
struct throw_outcome {
    std::uint8_t a = 0;
    std::uint8_t b = 0;
    friend constexpr auto operator<=>(const throw_outcome&, const throw_outcome&) = default;
};

struct chance_outcome {
    throw_outcome outcome;
    probability chance;
    friend constexpr bool operator==(const chance_outcome&, const chance_outcome&) = default;
};

// Enough for the 21 unordered pairs of two dice and for the opening throw's seats.
using chance_list = fixed_list<chance_outcome, 24>;

// A thrower policy: what a throw can show, how likely each outcome is, and what it is worth.
template <class T>
concept thrower = requires(throw_outcome t) {
    { T::is_dice } -> std::convertible_to<bool>;
    { T::outcomes() } -> std::same_as<chance_list>;
};

struct two_dice {
    static constexpr bool is_dice = true;

    // The 21 unordered pairs: a doublet has probability 1/36, any other pair 2/36.
    [[nodiscard]] static constexpr chance_list outcomes() {
        chance_list list;
        for (std::uint8_t a = 1; a <= 6; ++a)
            for (std::uint8_t b = a; b <= 6; ++b)
                list.push_back({{a, b}, probability::reduced(a == b ? 1 : 2, 36)});
        return list;
    }
    [[nodiscard]] static constexpr bool is_doublet(throw_outcome t) noexcept { return t.a == t.b; }
    [[nodiscard]] static constexpr bool is_valid(throw_outcome t) noexcept {
        return t.a >= 1 && t.a <= t.b && t.b <= 6;
    }
};

namespace detail {
[[nodiscard]] constexpr std::uint64_t binomial(unsigned n, unsigned k) noexcept {
    std::uint64_t r = 1;
    for (unsigned i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return r;
}
[[nodiscard]] constexpr std::uint64_t power(std::uint64_t base, unsigned exponent) noexcept {
    std::uint64_t r = 1;
    for (unsigned i = 0; i < exponent; ++i) r *= base;
    return r;
}
}  // namespace detail

// Cowrie shells; a shell lands mouth up with probability MouthUp / Of (1/2 unless the caller says).
template <unsigned Shells, unsigned MouthUp = 1, unsigned Of = 2>
struct cowries {
    static_assert(Shells == 6 || Shells == 7, "cowrie throws are defined for 6 or 7 shells (docs/rules.md §3)");
    static_assert(MouthUp >= 1 && MouthUp < Of, "a shell's chance of landing mouth up must lie strictly between 0 and 1");
    static constexpr bool is_dice = false;
    static constexpr unsigned shells = Shells;

    // Value of k shells mouth up (docs/rules.md §3 table).
    static constexpr std::array<std::uint8_t, Shells + 1> values = [] {
        if constexpr (Shells == 6) return std::array<std::uint8_t, 7>{25, 10, 2, 3, 4, 5, 6};
        else return std::array<std::uint8_t, 8>{7, 10, 2, 3, 4, 25, 35, 14};
    }();

    // Binomial: C(n,k) q^k (1-q)^(n-k), exact.
    [[nodiscard]] static constexpr chance_list outcomes() {
        chance_list list;
        for (unsigned k = 0; k <= Shells; ++k) {
            const std::uint64_t num = detail::binomial(Shells, k) * detail::power(MouthUp, k) *
                                      detail::power(Of - MouthUp, Shells - k);
            list.push_back({{static_cast<std::uint8_t>(k), 0}, probability::reduced(num, detail::power(Of, Shells))});
        }
        return list;
    }
    [[nodiscard]] static constexpr int value(throw_outcome t) noexcept { return values[t.a]; }
    // A grace gives another throw; 6 cowries: 0, 1, 6 up; 7 cowries: 0, 1, 5, 6, 7 up.
    [[nodiscard]] static constexpr bool is_grace(throw_outcome t) noexcept {
        if constexpr (Shells == 6) return t.a == 0 || t.a == 1 || t.a == 6;
        else return t.a <= 1 || t.a >= 5;
    }
    // With 6 cowries every grace lets a pawn enter; with 7 only 10, 25 and 35 do.
    [[nodiscard]] static constexpr bool lets_pawn_enter(throw_outcome t) noexcept {
        if constexpr (Shells == 6) return is_grace(t);
        else return t.a == 1 || t.a == 5 || t.a == 6;
    }
    [[nodiscard]] static constexpr bool is_doublet(throw_outcome) noexcept { return false; }
    [[nodiscard]] static constexpr bool is_valid(throw_outcome t) noexcept { return t.a <= Shells && t.b == 0; }
};

// One die (docs/rules.md §10): the faces 1..6, 1/6 each; the one-die family's turn (engine/one_die_turn.hpp)
// reads the face as the value to move.
struct one_die {
    static constexpr bool is_dice = false;  // two dice: doublets and their rules do not apply
    static constexpr bool is_one_die = true;
    [[nodiscard]] static constexpr chance_list outcomes() {
        chance_list list;
        for (std::uint8_t face = 1; face <= 6; ++face) list.push_back({{face, 0}, probability::reduced(1, 6)});
        return list;
    }
    [[nodiscard]] static constexpr int value(throw_outcome t) noexcept { return t.a; }
    [[nodiscard]] static constexpr bool is_doublet(throw_outcome) noexcept { return false; }
    [[nodiscard]] static constexpr bool is_valid(throw_outcome t) noexcept { return t.a >= 1 && t.a <= 6 && t.b == 0; }
};

// Whether thrower T is one die.
template <class T>
inline constexpr bool is_one_die_thrower = requires { requires T::is_one_die; };

}  // namespace pachisi
