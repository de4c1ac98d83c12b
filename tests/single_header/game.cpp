// The single-header drop-in at work: built with single_include/ as its only pachisi include
// directory (tests/single_header/CMakeLists.txt), it plays one four-player game of every preset,
// every decision a random legal action and every throw drawn with its probability from a fixed
// seed, and checks that each game ends with a winner. Prints each game's result and, for the
// first, the final board.
#include "pachisi.hpp"
#include "pachisi.hpp"  // a second time: the file's #pragma once

// The test is void if the library's own headers are reachable too.
#if __has_include(<pachisi/rules/board.hpp>)
#error "include/ is on the include path: this test must see single_include/pachisi.hpp alone"
#endif

#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <string_view>

namespace {

constexpr std::uint64_t seed = 20261127;
constexpr long max_steps = 1'000'000;  // chance nodes and decisions: far more than any game takes

// Plays one game; false when it does not end (or ends without a winner).
template <class R>
bool play(std::string_view name, bool show_board) {
    std::mt19937_64 rng(seed);
    const pachisi::random_bot bot;
    auto s = pachisi::new_game<R>({.players = 4});
    long steps = 0;
    long decisions = 0;
    while (!pachisi::is_over(s) && steps < max_steps) {
        ++steps;
        if (pachisi::is_chance_node(s)) {
            pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
        } else {
            pachisi::apply(s, bot.choose(s, rng));
            ++decisions;
        }
    }
    const int winners = pachisi::winners(s);
    std::string seats;
    for (int seat = 0; seat < 4; ++seat)
        if ((winners >> seat) & 1) seats += (seats.empty() ? "seat " : " and seat ") + std::to_string(seat);
    if (!pachisi::is_over(s) || winners == 0) {
        std::printf("%-13.*s FAILED: not over after %ld steps: %s\n", static_cast<int>(name.size()), name.data(),
                    steps, pachisi::to_string(s).c_str());
        return false;
    }
    std::printf("%-13.*s over after %5ld decisions, won by %s\n", static_cast<int>(name.size()), name.data(),
                decisions, seats.c_str());
    if (show_board) {
        std::printf("%s%s\n", pachisi::draw_board(s).c_str(), pachisi::summary(s).c_str());
        std::printf("%s", pachisi::to_string(pachisi::rank(s, rng)).c_str());
    }
    return true;
}

}  // namespace

int main() {
    std::printf("pachisi %.*s from single_include/pachisi.hpp, seed %llu\n",
                static_cast<int>(pachisi::version_string.size()), pachisi::version_string.data(),
                static_cast<unsigned long long>(seed));
    int games = 0;
    int failed = 0;
    pachisi::for_each_preset([&](auto preset) {
        using R = typename decltype(preset)::rules;
        if (!play<R>(preset.name, games == 0)) ++failed;
        ++games;
    });
    std::printf("%d games, %d failed\n", games, failed);
    return games > 0 && failed == 0 ? 0 : 1;
}
