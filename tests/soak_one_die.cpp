// Soak of the one-die family's option mixes (docs/rules.md §10): every game ends. For each preset, every
// mix of the options its row of §10's table offers, with the ones every preset may take:
//   ludo             entry on 1 or 6, safe squares (starts and stars), must kill, third 6 played (not forfeit)
//   ludo_king        entry on 1 or 6, must kill, third 6 played
//   parchis          entry on 1 or 6 (not 5), must kill, third 6 forfeit or played (not last pawn to nest)
//   maedn            entry on 1 or 6, three tries, no jumping in the home path, third 6 forfeit (not played)
//   maedn_openspiel  the same as maedn
// 68 rule sets; each plays 1000 random games at 2, 3 and 4 players, every other game for places,
// each capped at 1,000,000 actions: every game must end before the cap, with a winner. The state's
// invariants are checked now and then on the way and at every game's end (the property tests,
// property_one_die.cpp, check every step of a few of these mixes). Time (g++ 12 -O1): about 3 s to run
// (68,000 games, 45 million steps), about a minute to compile (68 rule sets).
#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <utility>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace soak_one_die_tests {

namespace {

using namespace pachisi;

constexpr long action_cap = 1000000;
constexpr int games_per_mix = 1000;

struct soak_result {
    long games = 0;
    long ended = 0;
    long steps = 0;
    long longest = 0;
};

std::string describe(const one_die_rule_options& o) {
    std::string text = "entry values " + std::to_string(o.entry_values) + (o.safe_squares ? ", safe squares" : "") +
                       (o.must_kill ? ", must kill" : "") + (o.three_tries ? ", three tries" : "") +
                       (o.jump_in_home_path ? "" : ", no jumping in the home path") + ", third 6 ";
    text += o.third_six == third_six_rule::nothing ? "played" : o.third_six == third_six_rule::forfeit ? "forfeit" : "to nest";
    return text;
}

template <one_die_rule_options Options>
void soak(std::uint64_t seed, soak_result& total) {
    using R = one_die_rules<Options>;
    std::mt19937_64 rng(seed);
    for (int game = 0; game < games_per_mix; ++game) {
        const bool places = game % 2 == 1;
        auto s = new_game<R>({.players = 2 + game % 3, .play_for_places = places});
        long steps = 0;
        while (!is_over(s) && steps < action_cap) {
            ++steps;
            if (steps % 61 == 0 && find_invariant_problem(s)) {
                INFO(describe(Options) << ": " << to_string(find_invariant_problem(s)) << " in " << to_string(s));
                REQUIRE(!find_invariant_problem(s));
            }
            if (is_chance_node(s)) {
                const auto outcomes = chance_outcomes(s);
                (void)apply_throw(s, outcomes[static_cast<std::size_t>(rng() % outcomes.size())].outcome);
            } else {
                const auto actions = legal_actions(s);
                (void)apply(s, actions[static_cast<std::size_t>(rng() % actions.size())]);
            }
        }
        ++total.games;
        total.steps += steps;
        total.longest = std::max(total.longest, steps);
        if (!is_over(s)) {
            INFO(describe(Options) << ", game " << game << ": not over after " << action_cap << " actions: " << to_string(s));
            CHECK(is_over(s));
            continue;
        }
        ++total.ended;
        if (find_invariant_problem(s) || winners(s) == 0) {
            INFO(describe(Options) << ", game " << game << ": " << to_string(find_invariant_problem(s)) << " in " << to_string(s));
            CHECK(!find_invariant_problem(s));
            CHECK(winners(s) != 0);
        }
    }
}

std::string result_text(const soak_result& r) {
    return std::to_string(r.games) + " games, " + std::to_string(r.ended) + " ended, " + std::to_string(r.steps) +
           " steps (longest game " + std::to_string(r.longest) + ")";
}

// The mixes: bit k of I turns option k on.
template <std::size_t I>
constexpr one_die_rule_options ludo_mix() {
    auto o = ludo_options;
    if (I & 1) o.entry_values = entry_on({1, 6});
    if (I & 2) o.safe_squares = true;
    if (I & 4) o.must_kill = true;
    if (I & 8) o.third_six = third_six_rule::nothing;
    return o;
}
template <std::size_t I>
constexpr one_die_rule_options ludo_king_mix() {
    auto o = ludo_king_options;
    if (I & 1) o.entry_values = entry_on({1, 6});
    if (I & 2) o.must_kill = true;
    if (I & 4) o.third_six = third_six_rule::nothing;
    return o;
}
template <std::size_t I>
constexpr one_die_rule_options parchis_mix() {
    auto o = parchis_options;
    if (I & 1) o.entry_values = entry_on({1, 6});
    // (must-kill laps do not go with barrier stacking: tests/compile_fail/one_die_barrier_with_must_kill.cpp)
    if ((I >> 1) == 1) o.third_six = third_six_rule::forfeit;
    if ((I >> 1) == 2) o.third_six = third_six_rule::nothing;
    return o;
}
template <const one_die_rule_options& Base, std::size_t I>
constexpr one_die_rule_options maedn_mix() {
    auto o = Base;
    if (I & 1) o.entry_values = entry_on({1, 6});
    if (I & 2) o.three_tries = true;
    if (I & 4) o.jump_in_home_path = false;
    if (I & 8) o.third_six = third_six_rule::forfeit;
    return o;
}

template <std::size_t... I>
soak_result soak_ludo(std::index_sequence<I...>) {
    soak_result r;
    (soak<ludo_mix<I>()>(100 + I, r), ...);
    return r;
}
template <std::size_t... I>
soak_result soak_ludo_king(std::index_sequence<I...>) {
    soak_result r;
    (soak<ludo_king_mix<I>()>(200 + I, r), ...);
    return r;
}
template <std::size_t... I>
soak_result soak_parchis(std::index_sequence<I...>) {
    soak_result r;
    (soak<parchis_mix<I>()>(300 + I, r), ...);
    return r;
}
template <const one_die_rule_options& Base, std::size_t... I>
soak_result soak_maedn(std::uint64_t seed, std::index_sequence<I...>) {
    soak_result r;
    (soak<maedn_mix<Base, I>()>(seed + I, r), ...);
    return r;
}

}  // namespace

TEST_CASE("soak one die: every ludo option mix ends", "[soak][one_die][ludo]") {
    const auto r = soak_ludo(std::make_index_sequence<16>{});
    WARN(result_text(r));
    CHECK(r.ended == 16 * games_per_mix);
}

TEST_CASE("soak one die: every ludo_king option mix ends", "[soak][one_die][ludo_king]") {
    const auto r = soak_ludo_king(std::make_index_sequence<8>{});
    WARN(result_text(r));
    CHECK(r.ended == 8 * games_per_mix);
}

TEST_CASE("soak one die: every parchis option mix ends", "[soak][one_die][parchis]") {
    const auto r = soak_parchis(std::make_index_sequence<6>{});
    WARN(result_text(r));
    CHECK(r.ended == 6 * games_per_mix);
}

TEST_CASE("soak one die: every maedn option mix ends", "[soak][one_die][maedn]") {
    const auto r = soak_maedn<maedn_options>(400, std::make_index_sequence<16>{});
    WARN(result_text(r));
    CHECK(r.ended == 16 * games_per_mix);
}

TEST_CASE("soak one die: every maedn_openspiel option mix ends", "[soak][one_die][maedn_openspiel]") {
    const auto r = soak_maedn<maedn_openspiel_options>(500, std::make_index_sequence<16>{});
    WARN(result_text(r));
    CHECK(r.ended == 16 * games_per_mix);
}

}  // namespace soak_one_die_tests
