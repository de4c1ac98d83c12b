// docs/rules.md §9 and §6.10 option 8: traditional Pachisi on cross boards of other arm lengths (the
// random games with undo and invariants on arms of 6, 7 and 10 squares are in property_random_games.cpp
// with the other presets'); the learning observation's squares; the plays of random
// positions compared with the simple implementation of tests/simple_traditional.hpp, which draws its own
// cross of any arm; and a perft row from the initial position of the cross of arm 6, whose every play
// to that depth the simple implementation confirms. (The static checks of the geometry itself are in
// tests/static/board_geometry.cpp.)
#include "catch.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cowrie_pairs.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace board_geometry_tests {

namespace {

using namespace pachisi;

using arm6 = traditional_rules<6, traditional_options{.arm = 6}>;
using arm7_castle1 = traditional_rules<6, traditional_options{.pawns = 8, .exact_home = true, .arm = 7, .castle_offset = 1}>;
using arm10 = traditional_rules<7, traditional_options{.arm = 10, .castle_offset = 9}>;
using arm10_split = traditional_rules<7, traditional_options{.split_throw = true, .home_needs_capture = true,
                                                             .exact_home = true, .arm = 10, .castle_offset = 9}>;
using arm6_split = traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true, .arm = 6}>;

#ifdef PACHISI_SANITIZED
constexpr int scale = 5;
#else
constexpr int scale = 1;
#endif


template <class R>
cowrie_differential::tally differential(std::uint64_t seed, int pairs) {
    cowrie_differential::tally count;
    cowrie_differential::random_pairs<R>(pairs, seed, [&](const state<R>& s, throw_outcome t) {
        cowrie_differential::compare(s, t, count);
    });
    std::string examples;
    for (const auto& example : count.examples) examples += example;
    INFO(examples);
    INFO("pairs " << count.pairs << ", mismatches " << count.mismatches << "; covered: captures " << count.captures
                  << ", home " << count.homes << ", entries " << count.entries << ", groups " << count.groups
                  << ", second trips " << count.laps << ", split plays " << count.splits);
    CHECK(count.pairs == pairs);
    CHECK(count.mismatches == 0);
    // What the pairs cover is a matter of numbers: the sanitizer build's fifth of the pairs is too few
    // to ask it of (40 split pairs reached home 0 times there); the full runs check it.
    if (scale == 1) {
        CHECK(count.captures > pairs / 25);
        CHECK(count.homes > pairs / 100);
        CHECK(count.entries > pairs / 5);
        CHECK(count.laps > pairs / 50);
    }
    return count;
}

// Every chance node of the game tree from s to `throws` throws deep: the engine's plays of every throw
// compared with the simple implementation's. Returns the number of (node, throw) pairs compared.
template <class R>
long compare_tree(const state<R>& s, int throws, cowrie_differential::tally& count) {
    if (throws == 0 || is_over(s)) return 0;
    long compared = 0;
    for (const auto& outcome : chance_outcomes(s)) {
        cowrie_differential::compare(s, outcome.outcome, count);
        ++compared;
        for (const auto& play : enumerate_plays(s, outcome.outcome))
            if (!is_over(play.end)) compared += compare_tree(play.end, throws - 1, count);
    }
    return compared;
}

// The learning observation on another board: a block of the board's squares per seat, each holding
// that seat's pawns on the board, seen from every observer, in random games.
template <class R>
void check_observations(int games, std::uint64_t seed) {
    using board = route<typename R::board>;
    using L = observation_layout<R>;
    static_assert(L::squares_per_seat == board::squares);
    std::mt19937_64 rng(seed);
    std::vector<float> out(static_cast<std::size_t>(observation_size<R>));
    long checked = 0;
    for (int game = 0; game < games; ++game) {
        auto s = new_game<R>({.players = 4});
        for (int steps = 0; steps < 3000 && !is_over(s); ++steps) {
            if (is_chance_node(s)) {
                apply_throw(s, sample_chance(s, rng));
                continue;
            }
            if (steps % 4 == 0) {
                for (int observer = 0; observer < 4; ++observer) {
                    observation(s, observer, std::span<float>(out));
                    for (int seat = 0; seat < 4; ++seat) {
                        int on_board = 0;
                        for (const auto p : s.pawns[static_cast<std::size_t>(seat)])
                            on_board += p != 0 && static_cast<int>(p) != board::home;
                        const auto first = out.begin() + L::squares + ((seat - observer + 4) % 4) * board::squares;
                        REQUIRE_EACH(std::accumulate(first, first + board::squares, 0.0f) == static_cast<float>(on_board));
                    }
                    ++checked;
                }
            }
            const auto actions = legal_actions(s);
            apply(s, actions[rng() % actions.size()]);
        }
    }
    CHECK(checked > games * 100L);
}

}  // namespace

TEST_CASE("option 8 board geometry: the learning observation shows the squares of a cross of arm 6 and 10",
          "[learning][traditional]") {
    check_observations<arm6>(10, 3721);
    check_observations<arm10>(10, 3722);
}

TEST_CASE("option 8 board geometry: the plays of random positions agree with the simple implementation",
          "[differential][traditional]") {
    (void)differential<arm6>(3711, 2000 / scale);
    (void)differential<arm10>(3712, 2000 / scale);
    (void)differential<arm7_castle1>(3713, 1000 / scale);
    const auto split = differential<arm6_split>(3714, 400 / scale);
    CHECK(split.splits > split.pairs / 10);
    (void)differential<arm10_split>(3715, 200 / scale);
}

TEST_CASE("option 8 board geometry: perft from the initial position of the cross of arm 6", "[perft][traditional]") {
    const auto s = new_game<arm6>({.players = 4, .first_seat = 0});
    // (depth, count): the arm does not matter before depth 10, where the first pawns meet castles and
    // each other on the ring; the standard cross (arm 8) differs from there on.
    constexpr std::array<std::pair<int, std::uint64_t>, 7> expected{
        {{1, 7}, {2, 10}, {4, 121}, {8, 19486}, {10, 258261}, {11, 1138519}, {12, 3366492}}};
    for (const auto& [depth, count] : expected) {
        INFO("depth " << depth);
        CHECK(perft(s, depth) == count);
    }
    CHECK(perft(new_game<traditional>({.players = 4, .first_seat = 0}), 10) == 258165);
    // The simple implementation of docs/rules.md §6 on its own cross of arm 6 finds the same plays at
    // every chance node of the first three throws.
    cowrie_differential::tally count;
    const long compared = compare_tree(s, 3, count);
    CHECK(compared == count.pairs);
    CHECK(count.mismatches == 0);
    CHECK(compared > 100);
}

}  // namespace board_geometry_tests
