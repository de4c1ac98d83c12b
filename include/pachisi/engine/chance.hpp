#pragma once
// Chance sampling: the outcome of a chance node drawn with its exact probability, and the uniform
// draw under it. Both give the same numbers on every standard library for the same generator and
// seed (std::uniform_int_distribution does not: each library picks its own algorithm), so a game
// loop, a bot or a ranking replays identically everywhere.

#include <array>
#include <cstdint>
#include <limits>
#include <numeric>
#include <string>

#include "../rules/errors.hpp"
#include "../rules/throws.hpp"
#include "action_text.hpp"
#include "play.hpp"
#include "state.hpp"

namespace pachisi {

// 64 random bits from a generator of 32-bit values (two draws, high half first, as std::mt19937)
// or of 64-bit values (one draw, as std::mt19937_64).
template <class Rng>
[[nodiscard]] std::uint64_t draw_64_bits(Rng& rng) {
    constexpr auto max = static_cast<std::uint64_t>(Rng::max());
    static_assert(Rng::min() == 0 && (max == 0xFFFF'FFFFULL || max == std::numeric_limits<std::uint64_t>::max()),
                  "pachisi: use a generator of 32-bit or 64-bit values, such as std::mt19937_64 or std::mt19937");
    if constexpr (max == 0xFFFF'FFFFULL) {
        const auto high = static_cast<std::uint64_t>(rng());
        return (high << 32) | static_cast<std::uint64_t>(rng());
    } else {
        return static_cast<std::uint64_t>(rng());
    }
}

// A uniform integer in [0, n), n > 0, from a generator of 32-bit or 64-bit values.
template <class Rng>
[[nodiscard]] std::uint64_t uniform_below(Rng& rng, std::uint64_t n) {
    if (n == 0) raise_error(error_kind::invalid_argument, "pachisi::uniform_below: no value below 0 to draw");
    constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    // Reject the top values that would make some results more likely than others.
    const std::uint64_t reject = (top % n + 1) % n;  // 2^64 mod n
    for (;;) {
        const std::uint64_t x = draw_64_bits(rng);
        if (x <= top - reject) return x % n;
    }
}

// uniform_below(rng, N) for a bound known at compile time: the same numbers, without the two divisions
// (a throw is drawn on nearly every turn of a playout, and a division costs tens of cycles).
template <std::uint64_t N, class Rng>
[[nodiscard]] std::uint64_t uniform_below_constant(Rng& rng) {
    static_assert(N > 0);
    constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    constexpr std::uint64_t reject = (top % N + 1) % N;
    for (;;) {
        const std::uint64_t x = draw_64_bits(rng);
        if (x <= top - reject) return x % N;
    }
}

// A chance list brought to one denominator: outcome i has probability weight[i] / denominator, so a
// uniform integer below the denominator picks an outcome exactly.
struct chance_weights {
    chance_list outcomes;
    std::array<std::uint64_t, chance_list::capacity()> weight{};
    std::uint64_t denominator = 1;

    [[nodiscard]] static constexpr chance_weights of(const chance_list& list) noexcept {
        chance_weights w;
        w.outcomes = list;
        for (const auto& o : list) w.denominator = std::lcm(w.denominator, o.chance.denominator);
        for (std::size_t i = 0; i < list.size(); ++i)
            w.weight[i] = list[i].chance.numerator * (w.denominator / list[i].chance.denominator);
        return w;
    }
    // The outcome that the uniform integer x (0 <= x < denominator) stands for.
    [[nodiscard]] constexpr throw_outcome pick(std::uint64_t x) const noexcept {
        for (std::size_t i = 0; i < outcomes.size(); ++i) {
            if (x < weight[i]) return outcomes[i].outcome;
            x -= weight[i];
        }
        return outcomes.back().outcome;  // not reached: the probabilities add up to one
    }
};

// The throws of rules R over one denominator, computed once at compile time: every throw of a game
// draws from this table instead of building and reducing the outcome list again.
template <class R>
inline constexpr chance_weights throw_weights = chance_weights::of(R::thrower::outcomes());

// The throw each uniform integer below throw_weights<R>.denominator stands for, looked up at once
// instead of walked to: a playout draws a throw on nearly every turn.
template <class R>
inline constexpr auto throw_by_draw = [] {
    constexpr const chance_weights& weights = throw_weights<R>;
    static_assert(weights.denominator <= 1024, "a throw table of one entry per draw stays small");
    std::array<throw_outcome, weights.denominator> table{};
    for (std::size_t x = 0; x < table.size(); ++x) table[x] = weights.pick(x);
    return table;
}();

// The outcomes of the chance node s over one denominator (the opening's seats, or the throw table).
template <class R>
[[nodiscard]] constexpr chance_weights chance_weights_of(const state<R>& s) noexcept {
    if (s.phase == stage::throw_) return throw_weights<R>;
    return chance_weights::of(chance_outcomes(s));
}

// Draws the outcome of the chance node s (a throw, or the opening's starting seat) with its exact
// probability: all probabilities are brought to one denominator and a uniform integer picks one.
template <class R, class Rng>
[[nodiscard]] throw_outcome sample_chance(const state<R>& s, Rng& rng) {
    if (s.phase == stage::throw_) {
        return throw_by_draw<R>[uniform_below_constant<throw_weights<R>.denominator>(rng)];
    }
    if (s.phase != stage::opening)
        raise_error(error_kind::wrong_stage, "pachisi::sample_chance: not a chance node (stage " +
                                                 std::string(to_string(s.phase)) + ")");
    const chance_weights opening = chance_weights::of(chance_outcomes(s));
    return opening.pick(uniform_below(rng, opening.denominator));
}

}  // namespace pachisi
