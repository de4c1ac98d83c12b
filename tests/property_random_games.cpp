// Property tests: random games for every preset, undoing and re-applying every action, checking the
// invariants after each, and comparing the generator against a brute-force reading of docs/rules.md §5.5
// (and legal_actions(s, out), refilling one list, against legal_actions(s); and a tracked_state, which
// keeps its occupancy action by action, against the plain functions and a fresh occupancy).
#include <algorithm>
#include <random>
#include <vector>

#include "catch.hpp"
#include "reference_compulsion.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace property_random_games_tests {

namespace {

using namespace pachisi;

// Samples a chance outcome with its exact probability (the probabilities must add up to one).
template <class R, class Rng>
throw_outcome sample(const state<R>& s, Rng& rng) {
    const auto outcomes = chance_outcomes(s);
    probability total;
    for (const auto& o : outcomes) total = total + o.chance;
    REQUIRE_EACH(total == probability{1, 1});
    double r = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
    for (const auto& o : outcomes)
        if ((r -= o.chance.to_double()) < 0) return o.outcome;
    return outcomes.back().outcome;
}

template <class R>
void check_invariants(const state<R>& s) {
    const char* problem = invariant_violation(s);
    if (problem) FAIL(problem << " in " << to_string(s));
    const std::string text = to_string(s);
    INFO(text);
    REQUIRE_EACH(parse_state<R>(text) == s);  // notation round trip for every reachable state
    if (s.phase == stage::play) {
        const auto actions = legal_actions(s);
        REQUIRE_EACH(!actions.empty());
        REQUIRE_EACH(std::is_sorted(actions.begin(), actions.end()));
        REQUIRE_EACH(std::adjacent_find(actions.begin(), actions.end()) == actions.end());
        // sort_actions compares packed keys: they must order every pair as operator<=> does.
        for (std::size_t i = 0; i + 1 < actions.size(); ++i)
            REQUIRE_EACH(order_key(actions[i]) < order_key(actions[i + 1]));
    }
}

// Who stands where, as the rules read it: the counts, the crowded squares, and the seat on each occupied
// square (the owner of an empty square is left unset).
[[nodiscard]] bool same_squares(const occupancy& a, const occupancy& b) {
    if (a.count != b.count || a.crowded != b.crowded) return false;
    for (std::size_t sq = 0; sq < a.count.size(); ++sq)
        if (a.count[sq] > 0 && a.owner[sq] != b.owner[sq]) return false;
    return true;
}

// The tracked state holds s, and (two-dice presets) the occupancy of s.
template <class R>
void check_tracked(const tracked_state<R>& tracked, const state<R>& s) {
    REQUIRE_EACH(tracked.get() == s);
    if constexpr (R::turn == family::parcheesi) REQUIRE_EACH(same_squares(tracked.squares(), occupancy_of(s)));
}

// Plays `games` random games; returns the largest progress any pawn reached (second trips show as
// progress beyond the board's HOME).
template <class R>
int random_games(int games, int reference_games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int furthest = 0;
    long actions_played = 0;
    int reference_checks = 0;
    action_list<R> refilled;  // one list for every decision: legal_actions(s, out) must empty it first
    for (int game = 0; game < games; ++game) {
        const int players = 2 + game % 3;
        setup table{.players = players, .play_for_places = game % 7 == 3};
        if constexpr (R::partners_allowed) table.partners = players == 4 && game % 2 == 0;
        if constexpr (R::first_pawn_out_allowed) table.first_pawn_out = game % 5 == 0;
        auto s = new_game<R>(table);
        tracked_state<R> tracked(s);
        action_list<R> tracked_legal;
        state<R> at_throw = s;
        int steps = 0;
        while (!is_over(s)) {
            ++steps;
            REQUIRE_EACH(steps < 200000);  // games end
            if (game < 50 || steps % 16 == 0) check_invariants(s);
            for (const auto& row : s.pawns)
                for (const auto p : row) furthest = std::max(furthest, static_cast<int>(p));
            if (is_chance_node(s)) {
                const throw_outcome t = sample(s, rng);
                // The form that lists the next legal actions leaves the same state and record behind.
                state<R> listed_state = s;
                const auto listed_record = apply_throw(listed_state, t, refilled);
                const auto record = apply_throw(s, t);
                REQUIRE_EACH(listed_state == s);
                REQUIRE_EACH(listed_record.before == record.before);
                REQUIRE_EACH(refilled == legal_actions(s));
                // Both forms of the tracked throw, in turn.
                if (steps % 2 == 0) {
                    tracked.apply_throw(t, tracked_legal);
                } else {
                    tracked.apply_throw(t);
                    tracked.legal_actions(tracked_legal);
                }
                check_tracked(tracked, s);
                REQUIRE_EACH(tracked_legal == refilled);
                at_throw = s;
                continue;
            }
            const auto actions = legal_actions(s);
            legal_actions(s, refilled);
            REQUIRE_EACH(refilled == actions);
            tracked.legal_actions(tracked_legal);
            REQUIRE_EACH(tracked_legal == actions);
            if constexpr (R::turn == family::parcheesi)
            if (game < reference_games && detail::in_parts_phase(s)) {
                std::vector<action> expected;
                if (reference::reference_next_actions(at_throw, s, expected)) {
                    INFO(to_string(s));
                    REQUIRE(std::vector<action>(actions.begin(), actions.end()) == expected);
                    ++reference_checks;
                }
            }
            action chosen = actions[rng() % actions.size()];
            // A seat that refuses every other throw makes endless games: refuse one time in eight.
            if (chosen.kind == action_kind::refuse && rng() % 8 != 0) chosen = {action_kind::roll, 0, 0, 0, 0};
            const state<R> before = s;
            const auto record = apply(s, chosen);
            const state<R> after = s;
            undo(s, record);
            REQUIRE_EACH(s == before);
            apply(s, chosen);
            REQUIRE_EACH(s == after);
            const auto tracked_record = tracked.apply(chosen);
            check_tracked(tracked, after);
            tracked.undo(tracked_record);
            check_tracked(tracked, before);
            tracked.apply(chosen);
            check_tracked(tracked, after);
            ++actions_played;
        }
        check_invariants(s);
        REQUIRE(winners(s) != 0);
        REQUIRE(legal_actions(s).empty());
        // The winners have every pawn on the board's HOME.
        for (int seat = 0; seat < 4; ++seat)
            if ((winners(s) >> seat) & 1U) REQUIRE(pawns_home(s, seat) == R::pawns);
    }
    CHECK(actions_played > games * 100L);
    if constexpr (R::turn == family::parcheesi) CHECK(reference_checks > reference_games * 50);
    return furthest;
}

// The sanitizer build (about 10x slower) plays a fifth of the games; `scripts/test --quick` (which
// defines PACHISI_QUICK_TESTS) a tenth; the g++ and clang++ builds play them all.
#ifdef PACHISI_SANITIZED
constexpr int games_scale = 5;
#elif defined(PACHISI_QUICK_TESTS)
constexpr int games_scale = 10;
#else
constexpr int games_scale = 1;
#endif

}  // namespace

TEST_CASE("property: sort_actions and order_key order random actions as std::sort and the action comparison do",
          "[property]") {
    std::mt19937_64 rng(20261123);
    for (int round = 0; round < 2000; ++round) {
        fixed_list<action, 40> list;
        const auto size = static_cast<std::size_t>(rng() % 41);
        for (std::size_t i = 0; i < size; ++i) {
            // Small ranges, so that equal fields (and equal actions) are common.
            list.push_back({static_cast<action_kind>(rng() % 11), static_cast<progress_t>(rng() % 3 * 300),
                            static_cast<std::uint8_t>(rng() % 3), static_cast<std::uint8_t>(rng() % 3),
                            static_cast<progress_t>(rng() % 3 * 1000), static_cast<std::uint8_t>(1 + rng() % 2)});
        }
        auto expected = list;
        std::sort(expected.begin(), expected.end());
        sort_actions(list);
        REQUIRE_EACH(list == expected);
        for (std::size_t i = 0; i + 1 < list.size(); ++i)
            REQUIRE_EACH((order_key(list[i]) <=> order_key(list[i + 1])) == (list[i] <=> list[i + 1]));
    }
}

TEST_CASE("property: 10000 random shg games with undo and invariants and the §5.5 reference", "[property][shg]") {
    random_games<shg<>>(10000 / games_scale, 200, 1);
}
TEST_CASE("property: random shg games with blockades and auto fives off", "[property][shg]") {
    random_games<shg<shg_options{.blockades = false, .auto_fives = false}>>(2000 / games_scale, 100, 2);
}
TEST_CASE("property: 10000 random cardinal games with undo and invariants and the §5.5 reference",
          "[property][cardinal]") {
    random_games<cardinal>(10000 / games_scale, 200, 3);
}
TEST_CASE("property: 10000 random american games with undo and invariants and the §5.5 reference",
          "[property][american]") {
    random_games<american>(10000 / games_scale, 200, 4);
}

TEST_CASE("property: 10000 random traditional games with undo and invariants", "[property][traditional]") {
    random_games<traditional>(10000 / games_scale, 0, 5);
}
TEST_CASE("property: 10000 random traditional7 games with undo and invariants", "[property][traditional7]") {
    random_games<traditional7>(10000 / games_scale, 0, 6);
}
// docs/rules.md §2.5, seed 004 option 8: crosses with arms of other lengths (and castles elsewhere).
TEST_CASE("property: random games on a cross of arm 6 with undo and invariants", "[property][traditional]") {
    using arm6 = traditional_rules<6, traditional_options{.arm = 6}>;
    CHECK(random_games<arm6>(1000 / games_scale, 0, 3701) > route<arm6::board>::home);  // second trips happen
}
TEST_CASE("property: random games on a cross of arm 10 with 7 cowries with undo and invariants",
          "[property][traditional7]") {
    using arm10 = traditional_rules<7, traditional_options{.arm = 10, .castle_offset = 9}>;
    CHECK(random_games<arm10>(1000 / games_scale, 0, 3702) > route<arm10::board>::home);
}
TEST_CASE("property: random games on other crosses with the options of seed 004", "[property][traditional]") {
    (void)random_games<traditional_rules<6, traditional_options{.pawns = 8, .exact_home = true, .arm = 7,
                                                                .castle_offset = 1}>>(150 / games_scale, 0, 3703);
    (void)random_games<traditional_rules<7, traditional_options{.split_throw = true, .home_needs_capture = true,
                                                                .exact_home = true, .arm = 10, .castle_offset = 9}>>(
        40 / games_scale, 0, 3704);
    (void)random_games<traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true, .arm = 6}>>(
        60 / games_scale, 0, 3705);
}

TEST_CASE("property: random traditional games with every option of seed 004 on", "[property][traditional]") {
    random_games<traditional_rules<6, traditional_options{
        .pawns = 8, .split_throw = true, .home_needs_capture = true, .exact_home = true, .capture_throws_again = false}>>(
        300 / games_scale, 0, 7);
}

}  // namespace property_random_games_tests
