// Property tests: random games for every preset, undoing and re-applying every action, checking the
// invariants after each, and comparing the generator against a brute-force reading of docs/rules.md §5.5
// (and legal_actions(s, out), refilling one list, against legal_actions(s); and a tracked_state, which
// keeps its occupancy action by action, against the plain functions and a fresh occupancy).
#include <algorithm>
#include <array>
#include <random>
#include <string>
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

// ---- seed 004's options 1 and 5 (docs/rules.md §6.10): each action checked against the rule, and counted ----

// How often the rules of options 1 and 5 fired, per number of players (index 2..4).
struct seed004_tally {
    std::array<long, 5> first_moves{};     // enter+V actions
    std::array<long, 5> waits{};           // graces thrown before the player's first move (only pass)
    std::array<long, 5> open_windows{};    // turns begun with a capture of the turn before still open (back=)
    std::array<long, 5> cancellations{};   // captures that spent an open record
    std::array<long, 5> victims_back{};    // victims given back by them
    std::array<long, 5> blocked_enemy{};   // victims kept in the Charkoni: an enemy of theirs stands there
    std::array<long, 5> blocked_charkoni{};  // victims kept: their seat had no more pawns in the Charkoni
};

template <class R>
int pawns_out(const state<R>& s, int seat) {
    int n = 0;
    for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) n += p != 0;
    return n;
}

// An enemy of `seat` (neither it nor its partner, docs/rules.md §2.4) with a pawn on square sq.
template <class R>
bool enemy_on(const state<R>& s, int seat, std::uint8_t sq) {
    for (int other = 0; other < 4; ++other) {
        if (!in_play(s, other) || other == seat || (s.partners && (other & 1) == (seat & 1))) continue;
        for (const auto p : s.pawns[static_cast<std::size_t>(other)])
            if (square_of<R>(other, p) == sq) return true;
    }
    return false;
}

// At a decision before the mover's player has made its first move (option 1): pass, and on a 2, 3 or 4 the
// first move to p = value, nothing else.
template <class R>
void check_before_first_move(const state<R>& s, const action_list<R>& actions) {
    if constexpr (remembers_first_moves<R>()) {
        if (s.phase != stage::play || ((s.first_moved >> s.mover) & 1U)) return;
        const int value = R::thrower::value(s.thrown);
        REQUIRE_EACH(actions[0].kind == action_kind::pass);
        if (value >= 2 && value <= 4) {
            REQUIRE_EACH(actions.size() == 2);
            REQUIRE_EACH(actions[1] == action{action_kind::enter, 0, 0, static_cast<std::uint8_t>(value),
                                              static_cast<progress_t>(value)});
        } else {
            REQUIRE_EACH(actions.size() == 1);
        }
    }
}

// Checks the step from `before` to `after` by `chosen` against docs/rules.md §6.10, read independently of the
// engine's code, and counts the rules firing.
template <class R>
void check_seed004_step(const state<R>& before, const state<R>& after, const action& chosen, int players,
                        seed004_tally& tally) {
    const auto p = static_cast<std::size_t>(players);
    const int mover = before.mover;
    const auto partners = [&](int a, int b) { return a == b || (before.partners && (a & 1) == (b & 1)); };
    if constexpr (remembers_first_moves<R>()) {
        if (chosen.kind == action_kind::enter && chosen.steps != 0) {
            ++tally.first_moves[p];
            // The pawn stands at p = value; the player's seats are marked: with 2 players both, otherwise the mover.
            const unsigned player = before.partners == 2 ? (1U << mover) | (1U << (mover ^ 2)) : 1U << mover;
            REQUIRE_EACH(after.first_moved == (before.first_moved | player));
            REQUIRE_EACH(pawns_out(after, mover) == 1);
        } else {
            REQUIRE_EACH(after.first_moved == before.first_moved);
        }
    }
    if constexpr (remembers_captures<R>()) {
        // A capture where a record of the turn before is open spends it: each victim comes back to where it was
        // taken, unless an enemy of its seat stands there now, as many as its seat has in the Charkoni.
        if (chosen.kind == action_kind::move) {
            const std::uint8_t sq = square_of<R>(mover, chosen.to);
            bool spent_any = false;
            for (int seat = 0; seat < 4; ++seat) {
                int spent = 0;
                for (const auto entry : before.victims[static_cast<std::size_t>(seat)])
                    if (entry != 0 && (entry & capture_memory<R::pawns>::taken_this_turn) == 0 &&
                        square_of<R>(seat, entry) == sq)
                        ++spent;
                if (spent == 0) continue;
                spent_any = true;
                int captured = 0;  // the seat's pawns this move sent to the Charkoni
                if (!partners(seat, mover))
                    for (const auto q : before.pawns[static_cast<std::size_t>(seat)]) captured += q != 0 && square_of<R>(seat, q) == sq;
                const int back = pawns_out(after, seat) - pawns_out(before, seat) + captured;
                const int in_charkoni = R::pawns - pawns_out(before, seat);
                const bool enemy = enemy_on(after, seat, sq);
                REQUIRE_EACH(back == (enemy ? 0 : std::min(spent, in_charkoni)));
                tally.victims_back[p] += back;
                if (enemy) tally.blocked_enemy[p] += spent;
                else tally.blocked_charkoni[p] += spent - back;
            }
            if (spent_any) ++tally.cancellations[p];
        }
        // A turn begins: only records of the seat that just moved are open, where its pawns still stand, and only
        // if the seat now to move is its enemy; none taken this turn.
        if (after.mover != mover && !is_over(after)) {
            bool open = false;
            for (int seat = 0; seat < 4; ++seat) {
                for (const auto entry : after.victims[static_cast<std::size_t>(seat)]) {
                    if (entry == 0) continue;
                    open = true;
                    REQUIRE_EACH((entry & capture_memory<R::pawns>::taken_this_turn) == 0);
                    REQUIRE_EACH(!partners(mover, after.mover));
                    REQUIRE_EACH(!partners(seat, mover));
                    bool stands = false;
                    for (const auto q : after.pawns[static_cast<std::size_t>(mover)])
                        stands = stands || square_of<R>(mover, q) == square_of<R>(seat, entry);
                    REQUIRE_EACH(stands);
                }
            }
            if (open) ++tally.open_windows[p];
        }
    }
}

// Random play rarely captures back at once (a few captures in a hundred games would be cancelled), so the
// games that count option 5 take a capture back, when the mover has one, at one decision in two: `chosen`
// becomes the first move landing where a record of the turn before is open.
template <class R>
void prefer_capture_back(const state<R>& s, const action_list<R>& actions, action& chosen) {
    for (const auto& a : actions) {
        if (a.kind != action_kind::move) continue;
        const std::uint8_t sq = square_of<R>(s.mover, a.to);
        for (int seat = 0; seat < 4; ++seat)
            for (const auto entry : s.victims[static_cast<std::size_t>(seat)])
                if (entry != 0 && (entry & capture_memory<R::pawns>::taken_this_turn) == 0 && square_of<R>(seat, entry) == sq) {
                    chosen = a;
                    return;
                }
    }
}

// Plays `games` random games, the first `reference_games` of them checked against the §5.5 reference at every
// throw (the callers scale both by games_scale: under the sanitizers the reference's brute force was most of
// the shg test's 33 s); returns the largest progress any pawn reached (second trips show as
// progress beyond the board's HOME). With `tally`, rule sets with options 1 or 5 of seed 004 have each step
// checked against those rules and counted there.
template <class R>
int random_games(int games, int reference_games, std::uint64_t seed, seed004_tally* tally = nullptr) {
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
            if (game < 50 || steps % 16 == 0 || tally) check_invariants(s);  // seed 004's options: every state
            for (const auto& row : s.pawns)
                for (const auto p : row) furthest = std::max(furthest, static_cast<int>(p));
            if (is_chance_node(s)) {
                const throw_outcome t = sample(s, rng);
                if constexpr (remembers_first_moves<R>())
                    if (tally && !((s.first_moved >> s.mover) & 1U) && R::thrower::is_grace(t)) ++tally->waits[static_cast<std::size_t>(players)];
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
            check_before_first_move(s, actions);
            action chosen = actions[rng() % actions.size()];
            if constexpr (remembers_captures<R>())
                if (tally && rng() % 2 == 0) prefer_capture_back(s, actions, chosen);
            // A seat that refuses every other throw makes endless games: refuse one time in eight.
            if (chosen.kind == action_kind::refuse && rng() % 8 != 0) chosen = {action_kind::roll, 0, 0, 0, 0};
            const state<R> before = s;
            const auto record = apply(s, chosen);
            const state<R> after = s;
            if constexpr (remembers_first_moves<R>() || remembers_captures<R>())
                if (tally) check_seed004_step(before, after, chosen, players, *tally);
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

using test::games_scale;  // a tenth of the games under the sanitizers and in --quick (test_support.hpp)

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
    random_games<shg>(10000 / games_scale, 200 / games_scale, 1);
}
TEST_CASE("property: random shg games with blockades and auto fives off", "[property][shg]") {
    random_games<shg_rules<shg_options{.blockades = false, .auto_fives = false}>>(2000 / games_scale, 100 / games_scale, 2);
}
TEST_CASE("property: 10000 random cardinal games with undo and invariants and the §5.5 reference",
          "[property][cardinal]") {
    random_games<cardinal>(10000 / games_scale, 200 / games_scale, 3);
}
TEST_CASE("property: 10000 random american games with undo and invariants and the §5.5 reference",
          "[property][american]") {
    random_games<american>(10000 / games_scale, 200 / games_scale, 4);
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

// ---- seed 004's options 1 and 5 (docs/rules.md §6.10) ----------------------------------------------------------
//
// Each game checks, besides the invariants, notation round trip and undo of every action, each step against
// §6.10 (check_seed004_step, check_before_first_move) and counts the rules firing, per number of players
// (games cycle through 2, 3 and 4 players). The floors asserted below are about a third of the rates seen
// when this was written (2026-11-27), scaled with the games played.

namespace {

std::string tally_text(const seed004_tally& t) {
    std::string text;
    for (int players = 2; players <= 4; ++players) {
        const auto p = static_cast<std::size_t>(players);
        text += std::to_string(players) + " players: first moves " + std::to_string(t.first_moves[p]) + ", waits " +
                std::to_string(t.waits[p]) + ", open windows " + std::to_string(t.open_windows[p]) +
                ", cancellations " + std::to_string(t.cancellations[p]) + ", victims back " +
                std::to_string(t.victims_back[p]) + ", blocked by an enemy " + std::to_string(t.blocked_enemy[p]) +
                ", none in the Charkoni " + std::to_string(t.blocked_charkoni[p]) + "\n";
    }
    return text;
}

// Every game's winners made their first move, and graces were thrown before first moves (about one a game
// was seen, 0.44 to 1.3 per game by number of players and rules).
void check_first_moves_fired(const seed004_tally& t, int games) {
    for (std::size_t p = 2; p <= 4; ++p) {
        INFO(p << " players");
        CHECK(t.first_moves[p] >= games / 3);
        CHECK(t.waits[p] >= games / 3 / 6);
    }
}

// Records were open at most turns' start (4 or more a game were seen), captures were cancelled and victims
// came back, and (3 players only: there the seat capturing back may be an enemy of the victim) returns were
// blocked. Floors a third of the lowest rates seen (per game, over the three numbers of players): 0.07
// cancellations, 0.053 victims back, 0.01 returns blocked by an enemy (arm 10, 7 cowries; the 16-pawn games
// see 50 times more). A quick run's floors may come to 0.
void check_cancellations_fired(const seed004_tally& t, int games) {
    long cancellations = 0, back = 0;
    for (std::size_t p = 2; p <= 4; ++p) {
        INFO(p << " players");
        CHECK(t.open_windows[p] >= games / 3);
        CHECK(t.cancellations[p] >= games / 3 / 60);
        cancellations += t.cancellations[p];
        back += t.victims_back[p];
    }
    CHECK(cancellations >= games / 50);
    CHECK(back >= games / 60);
    CHECK(t.blocked_enemy[3] >= games / 300);
    CHECK(t.blocked_enemy[2] == 0);
    CHECK(t.blocked_enemy[4] == 0);
}

}  // namespace

TEST_CASE("property: random traditional games with the first move of seed 004 option 1 with undo and invariants",
          "[property][traditional][6.10]") {
    using rules = traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true}>;
    const int games = 800 / games_scale;
    seed004_tally tally;
    (void)random_games<rules>(games, 0, 4001, &tally);
    WARN(tally_text(tally));
    check_first_moves_fired(tally, games);
}
TEST_CASE("property: random traditional games with the cancelled capture of seed 004 option 5 with undo and "
          "invariants",
          "[property][traditional][6.10]") {
    using rules = traditional_rules<6, traditional_options{.cancelled_capture = true}>;
    const int games = 800 / games_scale;
    seed004_tally tally;
    (void)random_games<rules>(games, 0, 4002, &tally);
    WARN(tally_text(tally));
    check_cancellations_fired(tally, games);
}
TEST_CASE("property: random traditional games with options 1 and 5 of seed 004 and split throws and exact home",
          "[property][traditional][6.10]") {
    using rules = traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true,
                                                           .first_move_on_2_3_4 = true, .cancelled_capture = true}>;
    const int games = 200 / games_scale;
    seed004_tally tally;
    (void)random_games<rules>(games, 0, 4003, &tally);
    WARN(tally_text(tally));
    check_first_moves_fired(tally, games);
    check_cancellations_fired(tally, games);
}
TEST_CASE("property: random traditional games with options 1 and 5 of seed 004 and 16 pawns",
          "[property][traditional][6.10]") {
    using rules = traditional_rules<6, traditional_options{.pawns = 16, .first_move_on_2_3_4 = true,
                                                           .cancelled_capture = true}>;
    const int games = 80 / games_scale;
    seed004_tally tally;
    (void)random_games<rules>(games, 0, 4004, &tally);
    WARN(tally_text(tally));
    check_first_moves_fired(tally, games);
    check_cancellations_fired(tally, games);
}
TEST_CASE("property: random games with options 1 and 5 of seed 004 on a cross of arm 6 with undo and invariants",
          "[property][traditional][6.10]") {
    using rules = traditional_rules<6, traditional_options{.arm = 6, .first_move_on_2_3_4 = true, .cancelled_capture = true}>;
    const int games = 600 / games_scale;
    seed004_tally tally;
    CHECK(random_games<rules>(games, 0, 4005, &tally) > route<rules::board>::home);  // second trips happen
    WARN(tally_text(tally));
    check_first_moves_fired(tally, games);
    check_cancellations_fired(tally, games);
}
TEST_CASE("property: random games with options 1 and 5 of seed 004 on a cross of arm 10 with 7 cowries with undo "
          "and invariants",
          "[property][traditional7][6.10]") {
    using rules = traditional_rules<7, traditional_options{.arm = 10, .castle_offset = 9, .first_move_on_2_3_4 = true,
                                                           .cancelled_capture = true}>;
    const int games = 600 / games_scale;
    seed004_tally tally;
    CHECK(random_games<rules>(games, 0, 4006, &tally) > route<rules::board>::home);
    WARN(tally_text(tally));
    check_first_moves_fired(tally, games);
    check_cancellations_fired(tally, games);
}

}  // namespace property_random_games_tests
