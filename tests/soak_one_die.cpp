// Soak of the one-die family's option mixes (docs/rules.md §10): every game ends. For each preset, every
// mix of the options its row of §10's table offers, with the ones every preset may take:
//   ludo             entry on 1 or 6, safe squares (starts and stars), must kill, third 6 played (not forfeit)
//   ludo_king        entry on 1 or 6, must kill, third 6 played
//   parchis          entry on 1 or 6 (not 5), must kill, third 6 forfeit or played (not last pawn to nest)
//   maedn            entry on 1 or 6, three tries, no jumping in the home path, third 6 forfeit (not played)
//   maedn_openspiel  the same as maedn
// 68 mixes; each plays 1000 random games at 2, 3 and 4 players, every other game for places,
// each capped at 1,000,000 actions: every game must end before the cap, with a winner. The state's
// invariants are checked now and then on the way and at every game's end (the property tests,
// property_one_die.cpp, check every step of a few of these mixes). The mixes are played by the rule sets
// whose options are values (one_die_rules_dynamic<board>: three engines, not 68 compiled rule sets), which
// play every mix as its compile-time rule set does (tests/dynamic_one_die.cpp).
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

template <class R>
void soak_on(const one_die_rule_options& options, std::uint64_t seed, soak_result& total) {
    std::mt19937_64 rng(seed);
    for (int game = 0; game < games_per_mix; ++game) {
        const bool places = game % 2 == 1;
        auto s = new_game<R>(options, {.players = 2 + game % 3, .play_for_places = places});
        long steps = 0;
        while (!is_over(s) && steps < action_cap) {
            ++steps;
            if (steps % 61 == 0 && find_invariant_problem(s)) {
                INFO(describe(options) << ": " << to_string(find_invariant_problem(s)) << " in " << to_string(s));
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
            INFO(describe(options) << ", game " << game << ": not over after " << action_cap << " actions: " << to_string(s));
            CHECK(is_over(s));
            continue;
        }
        ++total.ended;
        if (find_invariant_problem(s) || winners(s) == 0) {
            INFO(describe(options) << ", game " << game << ": " << to_string(find_invariant_problem(s)) << " in " << to_string(s));
            CHECK(!find_invariant_problem(s));
            CHECK(winners(s) != 0);
        }
    }
}

// Soaks one mix with the engine of its board.
void soak(const one_die_rule_options& options, std::uint64_t seed, soak_result& total) {
    switch (options.board) {
        case one_die_board::ludo: return soak_on<ludo_dynamic>(options, seed, total);
        case one_die_board::parcheesi: return soak_on<parchis_dynamic>(options, seed, total);
        case one_die_board::maedn: return soak_on<maedn_dynamic>(options, seed, total);
    }
}

std::string result_text(const soak_result& r) {
    return std::to_string(r.games) + " games, " + std::to_string(r.ended) + " ended, " + std::to_string(r.steps) +
           " steps (longest game " + std::to_string(r.longest) + ")";
}

// The mixes: bit k of I turns option k on.
constexpr one_die_rule_options ludo_mix(unsigned I) {
    auto o = ludo_options;
    if (I & 1) o.entry_values = entry_on({1, 6});
    if (I & 2) o.safe_squares = true;
    if (I & 4) o.must_kill = true;
    if (I & 8) o.third_six = third_six_rule::nothing;
    return o;
}
constexpr one_die_rule_options ludo_king_mix(unsigned I) {
    auto o = ludo_king_options;
    if (I & 1) o.entry_values = entry_on({1, 6});
    if (I & 2) o.must_kill = true;
    if (I & 4) o.third_six = third_six_rule::nothing;
    return o;
}
constexpr one_die_rule_options parchis_mix(unsigned I) {
    auto o = parchis_options;
    if (I & 1) o.entry_values = entry_on({1, 6});
    // (must-kill laps do not go with barrier stacking: tests/compile_fail/one_die_barrier_with_must_kill.cpp)
    if ((I >> 1) == 1) o.third_six = third_six_rule::forfeit;
    if ((I >> 1) == 2) o.third_six = third_six_rule::nothing;
    return o;
}
constexpr one_die_rule_options maedn_mix(const one_die_rule_options& base, unsigned I) {
    auto o = base;
    if (I & 1) o.entry_values = entry_on({1, 6});
    if (I & 2) o.three_tries = true;
    if (I & 4) o.jump_in_home_path = false;
    if (I & 8) o.third_six = third_six_rule::forfeit;
    return o;
}

// Soaks mixes 0 .. count - 1 of `mix`, the seed of mix i being first_seed + i.
template <class Mix>
soak_result soak_mixes(unsigned count, std::uint64_t first_seed, Mix mix) {
    soak_result r;
    for (unsigned i = 0; i < count; ++i) soak(mix(i), first_seed + i, r);
    return r;
}

}  // namespace

TEST_CASE("soak one die: every ludo option mix ends", "[soak][one_die][ludo]") {
    const auto r = soak_mixes(16, 100, ludo_mix);
    WARN(result_text(r));
    CHECK(r.ended == 16 * games_per_mix);
}

TEST_CASE("soak one die: every ludo_king option mix ends", "[soak][one_die][ludo_king]") {
    const auto r = soak_mixes(8, 200, ludo_king_mix);
    WARN(result_text(r));
    CHECK(r.ended == 8 * games_per_mix);
}

TEST_CASE("soak one die: every parchis option mix ends", "[soak][one_die][parchis]") {
    const auto r = soak_mixes(6, 300, parchis_mix);
    WARN(result_text(r));
    CHECK(r.ended == 6 * games_per_mix);
}

TEST_CASE("soak one die: every maedn option mix ends", "[soak][one_die][maedn]") {
    const auto r = soak_mixes(16, 400, [](unsigned i) { return maedn_mix(maedn_options, i); });
    WARN(result_text(r));
    CHECK(r.ended == 16 * games_per_mix);
}

TEST_CASE("soak one die: every maedn_openspiel option mix ends", "[soak][one_die][maedn_openspiel]") {
    const auto r = soak_mixes(16, 500, [](unsigned i) { return maedn_mix(maedn_openspiel_options, i); });
    WARN(result_text(r));
    CHECK(r.ended == 16 * games_per_mix);
}

}  // namespace soak_one_die_tests
