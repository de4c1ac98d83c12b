#pragma once
// The soak of seed 004's options (docs/rules.md §6.6 Decision, §6.10): every game of every mix of options ends.
// tests/soak_traditional_options_*.cpp play random games of each of the 2^6 mixes of {split, home needs capture,
// exact home, no capture throw, first move, cancelled capture}, with 6 and with 7 cowries and 4 pawns, and a
// few mixes with 8 or 16 pawns and arms of 6 or 10 squares. A game must reach stage over within a cap of
// actions; the longest game of each mix is reported. The mixes are played by the rule sets whose options are
// values (traditional_rules_dynamic: one engine per cowrie count, pawn count and board, not one per mix), which
// play every mix as its compile-time rule set does (tests/dynamic_two_dice_and_traditional.cpp). The four
// files split the games so that ctest spreads them over the cores.
//
// Games are played as in the property tests: throws drawn with their exact probabilities, each decision uniform
// over the legal actions, a refusal to throw replaced by a throw 7 times in 8 (a seat that refuses every
// other throw makes endless games); 2, 3 and 4 players in turn.

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <utility>

#include "test_support.hpp"  // and catch.hpp, included before this header

namespace soak_traditional {

using test::games_scale;  // a tenth of the games under the sanitizers and in --quick (test_support.hpp)

// A game of more actions than this has not ended. The longest seen were under a tenth of it (16 pawns).
inline constexpr long action_cap = 1'000'000;

// Mix bits: which of seed 004's options are on.
enum : unsigned { split = 1, home_needs_capture = 2, exact_home = 4, no_capture_throw = 8, first_move = 16, cancel = 32 };

// The options of a mix, with the board's pawn count, arm and castle offset.
[[nodiscard]] constexpr pachisi::traditional_options mix_options(unsigned mix, int pawns = 4, int arm = 8, int castle = 4) {
    return {.pawns = pawns,
            .split_throw = (mix & split) != 0,
            .home_needs_capture = (mix & home_needs_capture) != 0,
            .exact_home = (mix & exact_home) != 0,
            .capture_throws_again = (mix & no_capture_throw) == 0,
            .arm = arm,
            .castle_offset = castle,
            .first_move_on_2_3_4 = (mix & first_move) != 0,
            .cancelled_capture = (mix & cancel) != 0};
}
// The engine that plays the options of mix_options(_, Pawns, arm, castle) with Shells cowries (any arm and castle).
template <unsigned Shells, int Pawns = 4>
using engine = pachisi::traditional_engine_for<Shells, Pawns>;

[[nodiscard]] inline std::string mix_name(unsigned shells, unsigned mix) {
    std::string name = shells == 6 ? "traditional" : "traditional7";
    const char* words[] = {"split", "home-needs-capture", "exact-home", "no-capture-throw", "first-move", "cancel-capture"};
    for (unsigned bit = 0; bit < 6; ++bit)
        if (mix & (1U << bit)) name += std::string(name.find(':') == std::string::npos ? ":" : "+") + words[bit];
    return name;
}

struct result {
    long games = 0;
    long longest = 0;   // actions (throws and decisions) of the longest game
    long actions = 0;   // over all games
    long unfinished = 0;
};

// Plays `games` random games of rules R with `options` (2, 3 and 4 players in turn; the opening throw picks the
// first seat).
template <class R>
result soak(const pachisi::traditional_options& options, int games, std::uint64_t seed) {
    using namespace pachisi;
    std::mt19937_64 rng(seed);
    result out;
    action_list<R> legal;
    for (int game = 0; game < games; ++game) {
        auto s = new_game<R>(options, {.players = 2 + game % 3});
        long steps = 0;
        while (!is_over(s) && steps < action_cap) {
            ++steps;
            if (is_chance_node(s)) {
                const auto outcomes = chance_outcomes(s);
                double r = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
                throw_outcome t = outcomes.back().outcome;
                for (const auto& o : outcomes)
                    if ((r -= o.chance.to_double()) < 0) {
                        t = o.outcome;
                        break;
                    }
                (void)apply_throw(s, t);
                continue;
            }
            legal_actions(s, legal);
            REQUIRE_EACH(!legal.empty());
            action chosen = legal[rng() % legal.size()];
            if (chosen.kind == action_kind::refuse && rng() % 8 != 0) chosen = {action_kind::roll, 0, 0, 0, 0};
            detail::perform_and_settle(s, chosen);  // a generated action: apply's check is left out (perft does so)
        }
        ++out.games;
        out.actions += steps;
        out.longest = std::max(out.longest, steps);
        if (!is_over(s)) {
            ++out.unfinished;
            continue;
        }
        // A finished game: a side has won. (Invariants and the notation round trip of every state are the property
        // tests' to check, tests/property_random_games.cpp.)
        REQUIRE_EACH(winners(s) != 0);
    }
    return out;
}

// What a soak of several rule sets found: every game checked, the longest named.
struct summary {
    long games = 0, actions = 0, longest = 0;
    std::string longest_name, report;
};

// Soaks rules R with `options` (`name` in reports): `games` games; every game must end well below the cap.
template <class R>
void soak_one(const pachisi::traditional_options& options, const std::string& name, int games, std::uint64_t seed,
              summary& sum) {
    const result r = soak<R>(options, games, seed);
    INFO(name);
    CHECK(r.games == games);
    CHECK(r.unfinished == 0);
    CHECK(r.longest * 10 < action_cap);  // well below the cap
    sum.report += name + ": longest " + std::to_string(r.longest) + ", mean " +
                  std::to_string(r.actions / std::max(1L, r.games)) + "\n";
    if (r.longest > sum.longest) sum.longest = r.longest, sum.longest_name = name;
    sum.games += r.games;
    sum.actions += r.actions;
}

// The report of a soak: one line, and each rule set's longest and mean game when a check failed.
inline void report(const summary& sum, const std::string& what) {
    INFO(sum.report);
    CHECK(sum.games > 0);
    WARN(what << ": " << sum.games << " games, all ended; " << sum.actions << " actions, mean "
              << sum.actions / std::max(1L, sum.games) << "; the longest " << sum.longest << " (" << sum.longest_name
              << ")");
}

// Soaks the 32 mixes whose split bit is `split_bit` (the other five bits take every value) with Shells cowries
// and 4 pawns, `games` games each, mix m seeded with seed + m.
template <unsigned Shells>
void soak_mixes(int games, std::uint64_t seed, unsigned split_bit, summary& sum) {
    for (unsigned i = 0; i < 32; ++i) {
        const unsigned mix = (i << 1U) | split_bit;
        soak_one<engine<Shells>>(mix_options(mix), mix_name(Shells, mix), games, seed + mix, sum);
    }
}

}  // namespace soak_traditional
