#pragma once
// Small helpers that let a rule test read like the rule: a position in notation, a throw, the exact
// list of legal actions in notation, and actions played by their notation.

#include <string>
#include <string_view>
#include <vector>

#include <pachisi/pachisi.hpp>

// For checks made after every step of thousands of games (include catch.hpp first): Catch2's REQUIRE
// is reached only when the check fails, so the hot loop pays for the comparison alone.
#define REQUIRE_EACH(...)                         \
    do {                                          \
        if (!(__VA_ARGS__)) REQUIRE(__VA_ARGS__); \
    } while (false)

namespace test {

// How many times fewer random games the property tests play: the sanitizer build (about 10x slower) and
// `scripts/test --quick` (PACHISI_QUICK_TESTS) a tenth, the g++ and clang++ builds all. The sanitizers
// look for memory and undefined-behaviour faults, which the first games' states already reach; every
// game's rules are checked at full scale in the g++ build (a fifth under the sanitizers: their tests 340 s in CI,
// a tenth: 284 s). The games checked against the §5.5 reference are scaled the same way.
#if defined(PACHISI_SANITIZED) || defined(PACHISI_QUICK_TESTS)
inline constexpr int games_scale = 10;
#else
inline constexpr int games_scale = 1;
#endif

template <class R>
[[nodiscard]] pachisi::state<R> position(std::string_view text) {
    return pachisi::parse_state<R>(text);
}

// The legal actions, in the generator's order, as notation.
template <class R>
[[nodiscard]] std::vector<std::string> legal(const pachisi::state<R>& s) {
    std::vector<std::string> out;
    for (const auto& a : pachisi::legal_actions(s)) out.push_back(pachisi::to_string(a));
    return out;
}

template <class R>
void throw_(pachisi::state<R>& s, std::string_view text) {
    pachisi::apply_throw(s, pachisi::parse_throw<R>(text));
}

// Plays one action given in notation; it must be legal (checked_apply throws otherwise).
template <class R>
void play(pachisi::state<R>& s, std::string_view text) {
    pachisi::checked_apply(s, pachisi::parse_action(text));
}

template <class R>
[[nodiscard]] std::string text(const pachisi::state<R>& s) {
    return pachisi::to_string(s);
}

using list = std::vector<std::string>;

}  // namespace test
