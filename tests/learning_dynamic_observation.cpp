#include "catch.hpp"
// The observation tensor (agents/observation.hpp) of the rule sets with options at run time (ludo_dynamic,
// parchis_dynamic, maedn_dynamic, two_dice_rules_dynamic, traditional_rules_dynamic<...>) against the
// compile-time rule set with the same options, its twin:
//   - sizes and layouts: observation_size_of(s), information_size_of(s) and observation_layout_of(s) of a
//     run-time state equal the twin's observation_size, information_size and observation_layout;
//     max_observation_size and max_information_size bound every twin's (and are the compile-time sizes
//     for a compile-time rule set); observation_size<R> does not compile for a run-time R;
//   - side by side: random games of each twin and of the run-time rule set in lockstep (2, 3 and 4
//     players, partners where allowed, some playing for places). At every node, for every observer 0..3,
//     both layouts written over different garbage on each side are byte-equal (the run-time buffers are
//     max_observation_size long, and nothing past observation_size_of(s) is written), and buffers kept up
//     to date by update_observation and update_information_observation (mostly seen by the mover, as the
//     environment does) equal fresh ones and each other;
//   - a buffer shorter than the state's layout is refused;
//   - the comparison is not blind: an option flipped on the run-time side only is seen.
// Twins: the one-die presets, registry mixes with three tries and with pair stacking and laps, Parchís with
// three tries (every part of the one-die memory section); shg, a shg registry mix, cardinal, american and
// its third-doublet mix; traditional, traditional7, the first-move and cancel-capture mixes (the memory
// section) and a cross of arm 6.
// Time (g++ 12 -O1, one core): about 3 s to run, about 40 s to compile (21 compile-time engines and 7 run-time
// ones).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace learning_dynamic_observation_tests {

namespace {

using namespace pachisi;

// ---- twins -------------------------------------------------------------------------------------------------------

// The run-time rule set that plays the compile-time rule set S, and S's options as it takes them.
template <class S>
auto twin_tag() {
    if constexpr (S::turn == family::one_die) return std::type_identity<one_die_rules_dynamic<S::options.board>>{};
    else if constexpr (S::turn == family::parcheesi) return std::type_identity<two_dice_rules_dynamic>{};
    else return std::type_identity<traditional_engine_for<S::thrower::shells, S::pawns>>{};
}
template <class S>
using twin_of = typename decltype(twin_tag<S>())::type;

template <class S>
auto twin_options() {
    if constexpr (S::turn == family::one_die) {
        return S::options;
    } else if constexpr (S::turn == family::parcheesi) {
        return two_dice_options_of<S>();
    } else {
        return traditional_options_of<S>();
    }
}

// One die: the presets, and mixes of the registry (maedn three-tries; ludo_king must-kill: pairs on safe
// squares and laps; ludo stars must-kill), and one it does not offer: Parchís with three tries, whose
// memory section has all three parts.
using maedn_three_tries = registry_detail::maedn_entry::rules<1>;
using ludo_king_must_kill = registry_detail::ludo_king_entry::rules<2>;
using ludo_stars_must_kill = registry_detail::ludo_entry::rules<6>;
constexpr one_die_rule_options parchis_three_tries_options = [] {
    one_die_rule_options o = parchis_options;
    o.three_tries = true;
    return o;
}();
using parchis_three_tries = one_die_rules<parchis_three_tries_options>;
// Two dice: shg with undo, no blockades and no auto fives; american with the third-doublet penalty.
using shg_all_options = registry_detail::shg_entry::rules<7>;
using american_penalty = american_rules<true>;
// Traditional: the memory section (first-move, cancel-capture, both), and a cross of arm 6 (ring 52).
using first_and_cancel6 = traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;
using first_and_cancel7 = traditional_rules<7, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;
using first_move7 = traditional_rules<7, traditional_options{.first_move_on_2_3_4 = true}>;
using cancel7 = traditional_rules<7, traditional_options{.cancelled_capture = true}>;
using split_home_exact6 =
    traditional_rules<6, traditional_options{.split_throw = true, .home_needs_capture = true, .exact_home = true}>;
using arm6_cancel = traditional_rules<6, traditional_options{.arm = 6, .cancelled_capture = true}>;

// Whether observation_size<R> names a size (it does not for a rule set with options at run time).
template <class R>
constexpr bool has_fixed_observation_size = requires { observation_size<R>; };
template <class R>
constexpr bool has_fixed_information_size = requires { information_size<R>; };

// ---- side by side ------------------------------------------------------------------------------------------------

// A table for a random game of S: 2, 3 or 4 players, partners where allowed (traditional: 4 players are
// always teams, and may say so), 2 players side by side now and then, some playing for places.
template <class S>
setup random_table(std::mt19937_64& rng, int players) {
    setup table;
    table.players = players;
    table.play_for_places = rng() % 3 == 0;
    if constexpr (S::turn == family::traditional) {
        table.partners = players == 4 && rng() % 2 == 0;
    } else {
        table.partners = S::partners_allowed && players == 4 && rng() % 2 == 0;
        if (players == 2) table.two_players_opposite = rng() % 2 == 0;
    }
    return table;
}

struct tally {
    long games = 0, nodes = 0, views = 0, updates = 0, capped_games = 0;
    std::string mismatch;  // the first disagreement, in words (empty: none)
};

constexpr int steps_per_game_cap = 20000;
constexpr float garbage_compile_time = -7.0f, garbage_run_time = -9.0f;  // a float left unwritten shows

bool same_floats(const std::vector<float>& a, const std::vector<float>& b, std::size_t n) {
    return a.size() >= n && b.size() >= n && std::memcmp(a.data(), b.data(), n * sizeof(float)) == 0;
}
bool untouched_after(const std::vector<float>& v, std::size_t n, float garbage) {
    return std::all_of(v.begin() + static_cast<std::ptrdiff_t>(n), v.end(), [garbage](float x) { return x == garbage; });
}

// Random games of S and of its run-time twin with `options` (S's own, or a planted change of them) in
// lockstep, comparing their observations at every node.
template <class S>
tally play_twins(int games, std::uint64_t seed, const typename twin_of<S>::options_type& options) {
    using D = twin_of<S>;
    constexpr auto full = static_cast<std::size_t>(observation_size<S>);
    constexpr auto info = static_cast<std::size_t>(information_size<S>);
    // The run-time side's buffers hold any mix of its options.
    constexpr auto full_max = static_cast<std::size_t>(max_observation_size<D>);
    constexpr auto info_max = static_cast<std::size_t>(max_information_size<D>);
    std::vector<float> full_a(full), full_b(full_max), info_a(info), info_b(info_max);
    std::vector<float> rolling_a(full), rolling_b(full_max), rolling_info_a(info), rolling_info_b(info_max);
    std::mt19937_64 rng(seed);
    tally out;
    for (int g = 0; g < games; ++g) {
        const setup table = random_table<S>(rng, 2 + g % 3);
        state<S> a = new_game<S>(table);
        state<D> b = new_game<D>(options, table);
        std::optional<state<S>> shown_a;
        std::optional<state<D>> shown_b;
        int shown_observer = 0;
        ++out.games;
        const auto differ = [&](const std::string& what) {
            out.mismatch = "game " + std::to_string(g) + ": " + what + "\n  compile-time state: " + to_string(a) +
                           "\n  run-time state:     " + to_string(b);
            return out;
        };
        for (int step = 0;; ++step) {
            if (observation_size_of(a) != observation_size<S> || information_size_of(a) != information_size<S> ||
                observation_size_of(b) != observation_size<S> || information_size_of(b) != information_size<S>)
                return differ("sizes: " + std::to_string(observation_size_of(b)) + ", " + std::to_string(information_size_of(b)));
            // Mostly the mover, as in the environment, where an update often keeps the board as it was.
            const int rolling_observer = rng() % 4 != 0 ? static_cast<int>(a.mover) : static_cast<int>(rng() % 4);
            if (shown_a) {
                update_observation(*shown_a, shown_observer, a, rolling_observer, std::span<float>(rolling_a));
                update_observation(*shown_b, shown_observer, b, rolling_observer, std::span<float>(rolling_b));
                update_information_observation(*shown_a, shown_observer, a, rolling_observer, std::span<float>(rolling_info_a));
                update_information_observation(*shown_b, shown_observer, b, rolling_observer, std::span<float>(rolling_info_b));
            } else {
                std::fill(rolling_b.begin(), rolling_b.end(), garbage_run_time);
                std::fill(rolling_info_b.begin(), rolling_info_b.end(), garbage_run_time);
                observation(a, rolling_observer, std::span<float>(rolling_a));
                observation(b, rolling_observer, std::span<float>(rolling_b));
                information_observation(a, rolling_observer, std::span<float>(rolling_info_a));
                information_observation(b, rolling_observer, std::span<float>(rolling_info_b));
            }
            shown_a = a;
            shown_b = b;
            shown_observer = rolling_observer;
            if (!same_floats(rolling_a, rolling_b, full) || !same_floats(rolling_info_a, rolling_info_b, info))
                return differ("updated observations seen by " + std::to_string(rolling_observer));
            ++out.updates;
            for (int observer = 0; observer < 4; ++observer) {
                std::fill(full_a.begin(), full_a.end(), garbage_compile_time);
                std::fill(info_a.begin(), info_a.end(), garbage_compile_time);
                std::fill(full_b.begin(), full_b.end(), garbage_run_time);
                std::fill(info_b.begin(), info_b.end(), garbage_run_time);
                observation(a, observer, std::span<float>(full_a));
                observation(b, observer, std::span<float>(full_b));
                information_observation(a, observer, std::span<float>(info_a));
                information_observation(b, observer, std::span<float>(info_b));
                const std::string seen = " seen by " + std::to_string(observer);
                if (!same_floats(full_a, full_b, full)) return differ("observation" + seen);
                if (!same_floats(info_a, info_b, info)) return differ("information_observation" + seen);
                if (!untouched_after(full_b, full, garbage_run_time) || !untouched_after(info_b, info, garbage_run_time))
                    return differ("floats written past the state's layout" + seen);
                if (observer == rolling_observer) {
                    if (!same_floats(rolling_a, full_a, full) || !same_floats(rolling_info_a, info_a, info))
                        return differ("update_observation of the compile-time rule set" + seen);
                    if (!same_floats(rolling_b, full_b, full_max) || !same_floats(rolling_info_b, info_b, info_max))
                        return differ("update_observation of the run-time rule set" + seen);
                }
                ++out.views;
            }
            ++out.nodes;
            if (is_over(a) || is_over(b)) {
                if (is_over(a) != is_over(b)) return differ("is_over");
                break;
            }
            if (step == steps_per_game_cap) {
                ++out.capped_games;
                break;
            }
            if (is_chance_node(a)) {
                const throw_outcome t = sample_chance(a, rng);
                apply_throw(a, t);
                apply_throw(b, t);
            } else {
                const auto actions = legal_actions(a);
                const action x = actions[static_cast<std::size_t>(rng() % actions.size())];
                apply(a, x);
                apply(b, x);
            }
        }
    }
    return out;
}

struct totals {
    long games = 0, nodes = 0, views = 0, updates = 0;
};

template <class S>
void check_twins(const char* name, int games, std::uint64_t seed, totals& sum) {
    const tally t = play_twins<S>(games, seed, twin_options<S>());
    INFO(name << ": " << t.games << " games, " << t.nodes << " nodes, " << t.views << " observer views compared, "
              << t.updates << " updates");
    CHECK(t.mismatch == "");
    CHECK(t.capped_games == 0);
    CHECK(t.nodes > 20L * games);
    sum.games += t.games;
    sum.nodes += t.nodes;
    sum.views += t.views;
    sum.updates += t.updates;
}

// ---- sizes --------------------------------------------------------------------------------------------------------

// The sizes and offsets of a run-time state with S's options are S's, and the run-time rule set's maxima
// hold them; a compile-time rule set's maxima are its sizes.
template <class S>
bool sizes_match() {
    using D = twin_of<S>;
    const state<D> s = new_game<D>(twin_options<S>());
    static_assert(max_observation_size<S> == observation_size<S> && max_information_size<S> == information_size<S>);
    static_assert(max_observation_size<D> >= observation_size<S> && max_information_size<D> >= information_size<S>);
    static_assert(has_fixed_observation_size<S> && has_fixed_information_size<S>);
    static_assert(!has_fixed_observation_size<D> && !has_fixed_information_size<D>);
    return observation_size_of(s) == observation_size<S> && information_size_of(s) == information_size<S> &&
           observation_size_of(new_game<S>()) == observation_size<S> &&
           information_size_of(new_game<S>()) == information_size<S> &&
           observation_layout_of(s) == observation_layout<S>::offsets;
}

}  // namespace

TEST_CASE("dynamic observation: sizes and offsets of a run-time state are its twin's", "[learning][observation][dynamic]") {
    CHECK(sizes_match<ludo>());
    CHECK(sizes_match<ludo_king>());
    CHECK(sizes_match<ludo_king_must_kill>());
    CHECK(sizes_match<ludo_stars_must_kill>());
    CHECK(sizes_match<parchis>());
    CHECK(sizes_match<parchis_three_tries>());
    CHECK(sizes_match<maedn>());
    CHECK(sizes_match<maedn_openspiel>());
    CHECK(sizes_match<maedn_three_tries>());
    CHECK(sizes_match<shg>());
    CHECK(sizes_match<shg_all_options>());
    CHECK(sizes_match<cardinal>());
    CHECK(sizes_match<american>());
    CHECK(sizes_match<american_penalty>());
    CHECK(sizes_match<traditional>());
    CHECK(sizes_match<traditional7>());
    CHECK(sizes_match<first_and_cancel6>());
    CHECK(sizes_match<first_move7>());
    CHECK(sizes_match<cancel7>());
    CHECK(sizes_match<split_home_exact6>());
    CHECK(sizes_match<arm6_cancel>());
}

TEST_CASE("dynamic observation: the maxima are the widest memory section of each family", "[learning][observation][dynamic]") {
    // One die: last moved [4], last arrival [16] and tries [1] on top of the layout without memory.
    STATIC_REQUIRE(max_observation_size<ludo_dynamic> == 488 + 21);
    STATIC_REQUIRE(max_information_size<ludo_dynamic> == 128 + 21);
    STATIC_REQUIRE(max_observation_size<maedn_dynamic> == 408 + 21);
    STATIC_REQUIRE(max_observation_size<parchis_dynamic> == 628 + 1);
    STATIC_REQUIRE(max_observation_size<parchis_dynamic> == observation_size<parchis_three_tries>);
    // Two dice: no memory section.
    STATIC_REQUIRE(max_observation_size<two_dice_rules_dynamic> == 629);
    STATIC_REQUIRE(max_information_size<two_dice_rules_dynamic> == 149);
    // Traditional: first-move and cancel-capture together, on the largest cross (arm 10) with as many pawns as the
    // rows have room for (16 for traditional_dynamic, 4 for the engine of 4 pawns).
    using widest16 = traditional_rules<6, traditional_options{.pawns = 16, .arm = 10, .castle_offset = 4, .first_move_on_2_3_4 = true,
                                                               .cancelled_capture = true}>;
    using widest4 = traditional_rules<7, traditional_options{.arm = 10, .first_move_on_2_3_4 = true, .cancelled_capture = true}>;
    STATIC_REQUIRE(max_observation_size<traditional_dynamic> == observation_size<widest16>);
    STATIC_REQUIRE(max_information_size<traditional_dynamic> == information_size<widest16>);
    STATIC_REQUIRE(max_observation_size<traditional_rules_dynamic<7, 4>> == observation_size<widest4>);
    STATIC_REQUIRE(max_observation_size<traditional_rules_dynamic<7, 4>> > observation_size<first_and_cancel7>);
    STATIC_REQUIRE(max_observation_size<twin_of<arm6_cancel>> > observation_size<arm6_cancel> + 4);
    // The memory section is the state's: the same rule set, other options, other sizes.
    one_die_rule_options o = parchis_options;
    CHECK(observation_size_of(new_game<parchis_dynamic>(o)) == 628);
    o.three_tries = true;
    CHECK(observation_size_of(new_game<parchis_dynamic>(o)) == 629);
    o = ludo_options;
    CHECK(observation_size_of(new_game<ludo_dynamic>(o)) == 488);
    CHECK(observation_size_of(new_game<ludo_dynamic>()) == 488);
    CHECK(observation_size_of(new_game<traditional_dynamic>()) == 609);
    CHECK(observation_size_of(new_game<traditional_dynamic>(twin_options<first_and_cancel6>())) == 1157);
}

TEST_CASE("dynamic observation: a buffer shorter than the state's layout is refused", "[learning][observation][dynamic]") {
    one_die_rule_options o = parchis_options;
    o.three_tries = true;
    const auto s = new_game<parchis_dynamic>(o);
    std::vector<float> out(628);
    REQUIRE_THROWS_WITH(observation(s, 0, std::span<float>(out)),
                        "pachisi::observation: the buffer holds 628 floats, the layout needs 629");
    std::vector<float> info(148);
    REQUIRE_THROWS_WITH(information_observation(s, 0, std::span<float>(info)),
                        "pachisi::information_observation: the buffer holds 148 floats, the layout needs 149");
    out.resize(629);
    info.resize(149);
    REQUIRE_NOTHROW(observation(s, 0, std::span<float>(out)));
    REQUIRE_NOTHROW(information_observation(s, 0, std::span<float>(info)));
}

TEST_CASE("dynamic observation: one-die run-time rule sets write the floats of their twins", "[learning][observation][dynamic][one_die]") {
    totals sum;
    check_twins<ludo>("ludo", 20, 101, sum);
    check_twins<ludo_king>("ludo_king", 20, 102, sum);
    check_twins<ludo_king_must_kill>("ludo_king must-kill", 20, 103, sum);
    check_twins<ludo_stars_must_kill>("ludo stars must-kill", 15, 104, sum);
    check_twins<parchis>("parchis", 20, 105, sum);
    check_twins<parchis_three_tries>("parchis three tries", 15, 106, sum);
    check_twins<maedn>("maedn", 20, 107, sum);
    check_twins<maedn_openspiel>("maedn_openspiel", 20, 108, sum);
    check_twins<maedn_three_tries>("maedn three-tries", 20, 109, sum);
    INFO("one die: " << sum.games << " games, " << sum.nodes << " nodes, " << sum.views << " views, " << sum.updates << " updates");
    CHECK(sum.games == 170);
}

TEST_CASE("dynamic observation: two-dice run-time rule sets write the floats of their twins", "[learning][observation][dynamic][two_dice]") {
    totals sum;
    check_twins<shg>("shg", 20, 201, sum);
    check_twins<shg_all_options>("shg undo no-blockades no-auto-fives", 15, 202, sum);
    check_twins<cardinal>("cardinal", 20, 203, sum);
    check_twins<american>("american", 20, 204, sum);
    check_twins<american_penalty>("american third-doublet-penalty", 15, 205, sum);
    INFO("two dice: " << sum.games << " games, " << sum.nodes << " nodes, " << sum.views << " views, " << sum.updates << " updates");
    CHECK(sum.games == 90);
}

TEST_CASE("dynamic observation: traditional run-time rule sets write the floats of their twins", "[learning][observation][dynamic][traditional]") {
    totals sum;
    check_twins<traditional>("traditional", 12, 301, sum);
    check_twins<traditional7>("traditional7", 12, 302, sum);
    check_twins<first_and_cancel6>("traditional first-move cancel-capture", 12, 303, sum);
    check_twins<first_move7>("traditional7 first-move", 10, 304, sum);
    check_twins<cancel7>("traditional7 cancel-capture", 10, 305, sum);
    check_twins<split_home_exact6>("traditional split home-needs-capture exact-home", 10, 306, sum);
    check_twins<arm6_cancel>("traditional arm=6 cancel-capture", 10, 307, sum);
    INFO("traditional: " << sum.games << " games, " << sum.nodes << " nodes, " << sum.views << " views, " << sum.updates << " updates");
    CHECK(sum.games == 76);
}

TEST_CASE("dynamic observation: an option flipped on the run-time side only is seen", "[learning][observation][dynamic]") {
    // Same sizes: a 6 that may count 7 changes the value left to move (divided by 7, not 6).
    one_die_rule_options o = parchis_options;
    o.six_counts_seven = false;
    const tally seven = play_twins<parchis>(2, 401, o);
    INFO(seven.mismatch);
    CHECK(seven.mismatch.rfind("game 0: updated observations seen by", 0) == 0);
    // Other sizes: the memory section of first-move.
    traditional_options first = twin_options<traditional>();
    first.first_move_on_2_3_4 = true;
    const tally sizes = play_twins<traditional>(1, 402, first);
    INFO(sizes.mismatch);
    CHECK(sizes.mismatch.rfind("game 0: sizes: 613, 133", 0) == 0);
}

}  // namespace learning_dynamic_observation_tests
