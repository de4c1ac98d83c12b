// docs/rules.md §6.10 (the contract: RULES.md §6.10), option 5 of seed 004 (cancelled capture), with option 1
// (first move on 2, 3 or 4): what no reachable state's capture records (taken=, back=) can be, and the
// notation refusing each (issue 44 item 5; engine/invariants.hpp find_victim_record_problem). Each refusal
// is shown beside a near-identical state that parses, and random games of several option-5 rule sets check
// that every state they reach passes every check and round-trips through the notation.
// Cross board (§2.2): seat s at progress p in 8..76 stands on ring (17s + p - 8) mod 68. Castles on the
// ring: 0 4 13 17 21 30 34 38 47 51 55 64. The squares used here, as each seat's progress:
//   ring 21 (castle): seat 1 12, seat 3 46      ring 26: seat 0 34, seat 1 17, seat 2 68, seat 3 51
//   ring 28: seat 0 36                           ring 29: seat 1 20, seat 2 71
// 4 players: teams {0,2} and {1,3} (partners=1); 3 players: seats 0..2, each alone. The turn passes to the
// next seat in play that has not finished: the records open in the mover's turn (back=) are the captures of
// the seat before it, kept where its pawns still stand, and only if the mover is its enemy.
#include "catch.hpp"

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>

#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace capture_memory_tests {

namespace {

using pachisi::traditional_options;
using cancel = pachisi::traditional_rules<6, traditional_options{.cancelled_capture = true}>;
using cancel_first = pachisi::traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;

// The error text try_parse_state gives for `text`, or "accepted".
template <class R>
std::string refusal(const std::string& text) {
    std::string error;
    return pachisi::try_parse_state<R>(text, &error) ? "accepted" : error;
}

// A valid state parses and is written back as it was given.
template <class R>
void require_valid(const std::string& text) {
    INFO(text);
    REQUIRE(refusal<R>(text) == "accepted");
    REQUIRE(pachisi::to_string(pachisi::parse_state<R>(text)) == text);
}

// Seat 0 took seat 1's pawn on ring 26 in its turn, and its pawn still stands there: open in seat 1's turn.
const std::string open_record = "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17";

}  // namespace

// ---- Records before any play ------------------------------------------------------------------------------------

TEST_CASE("§6.10 option 5 records: none before the opening throw (taken= back=)", "[traditional][6.10][option5][notation]") {
    require_valid<cancel>(open_record);
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 opening partners=1 turns=1 captured=1 back=1.17") ==
            "column 1: remembered victims (taken=, back=) before the opening throw (seat 1)");
}

// ---- Option 1: the first move comes before any capture -----------------------------------------------------------

TEST_CASE("§6.10 options 1 and 5: no victim of a seat whose player has not made its first move (taken= back= first=)",
          "[traditional][6.10][option5][option1][notation]") {
    // Seat 0 took seat 1's pawn on ring 26 this turn: seat 1 had made its first move (first=3).
    require_valid<cancel_first>("34,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 first=3 taken=1.17");
    REQUIRE(refusal<cancel_first>("34,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 first=1 taken=1.17") ==
            "column 1: a remembered victim (taken=, back=) of a seat whose player has not made its first move "
            "(first=) (seat 1)");
    // The same of a record of the turn before.
    require_valid<cancel_first>("34,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 first=3 back=1.17");
    REQUIRE(refusal<cancel_first>("34,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 first=1 "
                                  "back=1.17") ==
            "column 1: a remembered victim (taken=, back=) of a seat whose player has not made its first move "
            "(first=) (seat 1)");
}

TEST_CASE("§6.10 options 1 and 5: no victim taken this turn by a seat whose player has not made its first move "
          "(taken= first=)",
          "[traditional][6.10][option5][option1][notation]") {
    require_valid<cancel_first>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 first=3 taken=1.17");
    // Seat 0's pawns all in the Charkoni (else first= would be refused for the pawn out), yet a capture of it.
    REQUIRE(refusal<cancel_first>("0,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 first=2 taken=1.17") ==
            "column 1: victims taken this turn (taken=) by a seat whose player has not made its first move (first=) "
            "(seat 0)");
}

// ---- The mover's captures of this turn (taken=) ------------------------------------------------------------------

TEST_CASE("§6.10 option 5: victims taken this turn need the mover marked as having captured (taken= captured=)",
          "[traditional][6.10][option5][notation]") {
    require_valid<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 taken=1.17");
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=2 taken=1.17") ==
            "column 1: victims taken this turn (taken=) by a mover that has not captured (captured=) (seat 0)");
}

TEST_CASE("§6.10 option 5: no enemy of the mover stands where a victim was taken this turn (taken=)",
          "[traditional][6.10][option5][notation]") {
    // 4 players: seat 1 (on ring 29) took seat 2's pawn there; seat 0 on ring 26.
    require_valid<cancel>("34,0,0,0/20,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=2.71");
    // A victim taken on ring 26, where seat 0 (an enemy of seat 1, and the victim's partner) still stands.
    REQUIRE(refusal<cancel>("34,0,0,0/20,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=2.68") ==
            "column 1: an enemy of the mover stands where a victim was taken this turn (taken=) (square 26, seat 0 "
            "and seat 2)");
}

TEST_CASE("§6.10 option 5: the victims on one square are of one team - a blockade taken gives one seat.progress twice "
          "(taken= back=)",
          "[traditional][6.10][option5][notation]") {
    // Two victims of one seat on one square, and of two partners on one square: both reachable.
    require_valid<cancel>("0,0,0,0/17,17,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=2 taken=0.34,0.34");
    require_valid<cancel>("0,0,0,0/17,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=2 taken=0.34,2.68");
    // 3 players: seats 0 and 2 are enemies, and pawns of two teams never share a square.
    require_valid<cancel>("0,0,0,0/20,17,0,0/0,0,0,0/- 1 throw turns=1 captured=2 taken=0.34,2.71");
    REQUIRE(refusal<cancel>("0,0,0,0/20,17,0,0/0,0,0,0/- 1 throw turns=1 captured=2 taken=0.34,2.68") ==
            "column 1: victims of two seats that are not partners taken on one square (taken=, back=) (square 26, "
            "seat 0 and seat 2)");
    // The same of records of the turn before (seat 1 took both, and stands there).
    require_valid<cancel>("0,0,0,0/17,0,0,0/0,0,0,0/- 2 throw turns=3 captured=2 back=2.68");
    REQUIRE(refusal<cancel>("0,0,0,0/17,0,0,0/0,0,0,0/- 2 throw turns=3 captured=2 back=0.34,2.68") ==
            "column 1: victims of two seats that are not partners taken on one square (taken=, back=) (square 26, "
            "seat 0 and seat 2)");
}

TEST_CASE("§6.10 option 5: a capture this turn where a record of the turn before was open spends it (taken= back=)",
          "[traditional][6.10][option5][notation]") {
    // Seat 0 took seat 1's pawn on ring 26 and stands there; seat 1, on ring 29, took seat 2's pawn there.
    require_valid<cancel>("34,0,0,0/20,12,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=2.71 back=1.17");
    // A victim taken this turn on ring 26, where the record of the turn before would have been spent.
    REQUIRE(refusal<cancel>("36,0,0,0/20,12,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=2.68 "
                            "back=1.17") ==
            "column 1: victims taken this turn (taken=) and in the turn before (back=) on one square (square 26, seat 1 "
            "and seat 2)");
}

// ---- Victims in their Charkoni ---------------------------------------------------------------------------------

TEST_CASE("§6.10 option 5: outside the mover's seat every remembered victim is still in its Charkoni (taken= back=)",
          "[traditional][6.10][option5][notation]") {
    // 3 players: seat 0 took seat 2's pawn on ring 26 last turn (and stands there); seat 1 took another on ring 29.
    require_valid<cancel>("34,0,0,0/20,0,0,0/40,39,0,0/- 1 throw turns=1 captured=3 taken=2.71 back=2.68");
    REQUIRE(refusal<cancel>("34,0,0,0/20,0,0,0/40,39,38,0/- 1 throw turns=1 captured=3 taken=2.71 back=2.68") ==
            "column 1: more remembered victims (taken=, back=) than pawns in their Charkoni (seat 2)");
    // 4 players: the mover's partner's victims of the turn before wait in its Charkoni.
    require_valid<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/46,45,44,0 1 throw partners=1 turns=1 captured=1 back=3.51");
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/46,45,44,43 1 throw partners=1 turns=1 captured=1 back=3.51") ==
            "column 1: more remembered victims (taken=, back=) than pawns in their Charkoni (seat 3)");
    // The mover's own victims may have left their Charkoni (entered again in this turn).
    require_valid<cancel>("34,0,0,0/12,9,8,1/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17");
}

// ---- The records of the turn before (back=) ----------------------------------------------------------------------

TEST_CASE("§6.10 option 5: open records of the turn before need the seat before the mover to be its enemy (back=)",
          "[traditional][6.10][option5][notation]") {
    require_valid<cancel>("34,0,0,0/84,84,84,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=3.51");
    // Seat 1 finished: seat 0's turn passed to its partner, seat 2; no window.
    REQUIRE(refusal<cancel>("34,0,0,0/84,84,84,84/0,0,0,0/0,0,0,0 2 throw partners=1 turns=3 captured=1 back=3.51") ==
            "column 1: victims of the turn before (back=), but the seat that moved before is no enemy of the mover "
            "(seat 2 and seat 0)");
    // Finished seats are skipped: seats 2 and 3 finished, seat 1 moved before seat 0.
    require_valid<cancel>("0,0,0,0/17,0,0,0/84,84,84,84/84,84,84,84 0 throw partners=1 turns=14 captured=2 back=0.34");
}

TEST_CASE("§6.10 option 5: open records of the turn before need the seat before the mover marked as having captured "
          "and having completed a turn (back= captured= turns=)",
          "[traditional][6.10][option5][notation]") {
    require_valid<cancel>(open_record);
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=2 back=1.17") ==
            "column 1: victims of the turn before (back=), but the seat that moved before has not captured (captured=) "
            "(seat 0)");
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=2 captured=1 back=1.17") ==
            "column 1: victims of the turn before (back=), but the seat that moved before has not completed a turn "
            "(turns=) (seat 0)");
}

TEST_CASE("§6.10 option 5: a record of the turn before is of a victim of an enemy of the seat that moved before (back=)",
          "[traditional][6.10][option5][notation]") {
    require_valid<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=3.51");
    // Seat 2 is seat 0's partner: partners never capture each other.
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=2.68") ==
            "column 1: a victim of the turn before (back=) of the side that moved before (seat 2 and seat 0)");
}

TEST_CASE("§6.10 option 5: a record of the turn before stays open only where the seat that moved before stands (back=)",
          "[traditional][6.10][option5][notation]") {
    require_valid<cancel>(open_record);
    // Seat 0 on ring 28, not where it took seat 1's pawn.
    REQUIRE(refusal<cancel>("36,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17") ==
            "column 1: a victim of the turn before (back=) where the seat that moved before does not stand (square 26, "
            "seat 1 and seat 0)");
    // 3 players: the capturer is the seat before the mover (seat 1), not any enemy standing there (seat 0).
    require_valid<cancel>("0,0,0,0/17,0,0,0/0,0,0,0/- 2 throw turns=3 captured=2 back=2.68");
    REQUIRE(refusal<cancel>("34,0,0,0/20,0,0,0/0,0,0,0/- 2 throw turns=3 captured=3 back=2.68") ==
            "column 1: a victim of the turn before (back=) where the seat that moved before does not stand (square 26, "
            "seat 2 and seat 1)");
    SECTION("remove_seat takes the capturer off (§8) - its records stay open for the turn with 2 seats of 3 left") {
        auto s = test::position<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/- 1 throw turns=1 captured=1 back=1.17");
        pachisi::remove_seat(s, 0);
        REQUIRE(test::text(s) == "-/12,0,0,0/0,0,0,0/- 1 throw turns=1 captured=1 back=1.17");
        require_valid<cancel>(test::text(s));
    }
}

// ---- Random games: every state reached passes the checks and round-trips ---------------------------------------

namespace {

using test::games_scale;  // a tenth of the games under the sanitizers and in --quick (test_support.hpp)

// What the games reached: states with records of this turn (also at a throw of the same turn), of the
// turn before (also with 3 players), of both; records spent by a capture back; seats removed while
// records were open (remove_seat, 3 players).
struct reached {
    long states = 0, taken = 0, back = 0, taken_and_back = 0, taken_between_throws = 0, back_with_three = 0;
    long spent = 0, removals_with_records = 0;
};

template <class R>
bool has_records(const pachisi::state<R>& s, bool this_turn) {
    for (const auto& list : s.victims)
        for (const auto entry : list)
            if (entry != 0 && ((entry & pachisi::capture_memory<R::pawns>::taken_this_turn) != 0) == this_turn) return true;
    return false;
}

template <class R>
int back_records(const pachisi::state<R>& s) {
    int n = 0;
    for (const auto& list : s.victims)
        for (const auto entry : list) n += entry != 0 && (entry & pachisi::capture_memory<R::pawns>::taken_this_turn) == 0;
    return n;
}

template <class R>
void check_state(const pachisi::state<R>& s, reached& count) {
    const auto problem = pachisi::find_invariant_problem(s);
    if (problem) FAIL(pachisi::to_string(problem) << " in " << pachisi::to_string(s));
    const std::string text = pachisi::to_string(s);
    INFO(text);
    REQUIRE_EACH(pachisi::parse_state<R>(text) == s);
    ++count.states;
    const bool taken = has_records(s, true), back = has_records(s, false);
    count.taken += taken;
    count.back += back;
    count.taken_and_back += taken && back;
    count.taken_between_throws += taken && (s.phase == pachisi::stage::throw_ || s.phase == pachisi::stage::ready);
    count.back_with_three += back && s.seats == 0b0111;
}

// Plays `games` random games of R (2, 3 and 4 players in turn, some for places) checking every state.
// Captures, and captures where a record of the turn before is open, are preferred to make records
// common; in 3-player games a seat is now and then removed (remove_seat), records open or not. Not under
// option 1: remove_seat leaves the removed seat's first= bit, which find_invariant_problem refuses
// (a seat not in play), nor twice: removing the mover of the last two seats leaves its taken= records
// behind as the last seat's own (both reported to play.hpp's owner).
template <class R>
reached play_games(int games, std::uint64_t seed) {
    using namespace pachisi;
    std::mt19937_64 rng(seed);
    reached count;
    const bool removals = !remembers_first_moves<R>();
    for (int game = 0; game < games; ++game) {
        const int players = 2 + game % 3;
        auto s = new_game<R>({.players = players, .play_for_places = game % 4 == 1});
        bool removed = false;
        for (int steps = 0; !is_over(s); ++steps) {
            REQUIRE_EACH(steps < 100000);
            check_state(s, count);
            // A seat that has not finished (the mover or not) leaves the game, once a game: now and then, and
            // often while records are open (then mostly the seat whose captures they are, before the mover).
            const bool recorded = has_records(s, true) || has_records(s, false);
            if (removals && players == 3 && !removed && s.phase != stage::opening && rng() % (recorded ? 8 : 400) == 0) {
                const int seat = recorded && rng() % 2 ? (s.mover + 2) % 3 : static_cast<int>(rng() % 3);
                if (in_play(s, seat) && !has_finished(s, seat)) {
                    count.removals_with_records += recorded;
                    remove_seat(s, seat);
                    removed = true;
                    continue;
                }
            }
            if (is_chance_node(s)) {
                apply_throw(s, sample_chance(s, rng));
                continue;
            }
            const auto actions = legal_actions(s);
            const int chosen_mover = s.mover;
            action chosen = actions[rng() % actions.size()];
            // A seat that refuses every time it may makes endless games: a refusal stands one time in four.
            if (chosen.kind == action_kind::refuse && rng() % 4 != 0) chosen = {action_kind::roll, 0, 0, 0, 0};
            if (rng() % 2 == 0) {
                // A move that captures, best one landing where a record of the turn before is open.
                int best = 0;
                for (const auto& a : actions) {
                    if (a.kind != action_kind::move) continue;
                    const std::uint8_t sq = square_of<R>(s.mover, a.to);
                    int score = 0;
                    for (int seat = 0; seat < 4; ++seat) {
                        if (!in_play(s, seat) || seat == s.mover || are_partners(s, seat, s.mover)) continue;
                        for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) score = std::max(score, square_of<R>(seat, p) == sq ? 1 : 0);
                    }
                    for (int seat = 0; seat < 4 && score == 1; ++seat)
                        for (const auto entry : s.victims[static_cast<std::size_t>(seat)])
                            if (entry != 0 && (entry & capture_memory<R::pawns>::taken_this_turn) == 0 && square_of<R>(seat, entry) == sq)
                                score = 2;
                    if (score > best) best = score, chosen = a;
                }
            }
            const int open = back_records(s);
            apply(s, chosen);
            count.spent += back_records(s) < open && s.mover == chosen_mover;
        }
        check_state(s, count);
    }
    return count;
}

template <class R>
void check_games(int games, std::uint64_t seed) {
    const reached count = play_games<R>(games / games_scale, seed);
    INFO("states " << count.states << ", taken= " << count.taken << ", back= " << count.back << ", both "
                   << count.taken_and_back << ", taken= between throws " << count.taken_between_throws
                   << ", back= with 3 players " << count.back_with_three << ", spent " << count.spent
                   << ", seats removed with records open " << count.removals_with_records);
    // The records the checks are about come up (floors far below what was seen; a quick run may see few).
    CHECK(count.taken > count.states / 200);
    CHECK(count.back > count.states / 200);
    CHECK(count.taken_between_throws > 0);
    CHECK(count.back_with_three > 0);
    if (games_scale == 1) {
        CHECK(count.taken_and_back > 0);
        CHECK(count.spent > 0);
        if (!pachisi::remembers_first_moves<R>()) CHECK(count.removals_with_records > 0);
    }
}

}  // namespace

TEST_CASE("§6.10 option 5: every state of random games passes the record checks and round-trips (taken= back= first=)",
          "[traditional][6.10][option5][property]") {
    SECTION("6 cowries and 4 pawns") { check_games<cancel>(300, 4401); }
    SECTION("6 cowries with option 1") { check_games<cancel_first>(300, 4402); }
    SECTION("7 cowries with option 1 and no capture throw (option 6 off)") {
        check_games<pachisi::traditional_rules<7, traditional_options{.capture_throws_again = false,
                                                                      .first_move_on_2_3_4 = true,
                                                                      .cancelled_capture = true}>>(200, 4403);
    }
    SECTION("8 pawns on arm 6 with split throws and exact home and option 1") {
        check_games<pachisi::traditional_rules<6, traditional_options{.pawns = 8, .split_throw = true, .exact_home = true,
                                                                      .arm = 6, .first_move_on_2_3_4 = true,
                                                                      .cancelled_capture = true}>>(60, 4404);
    }
    SECTION("arm 7 with home needs a capture and 7 cowries") {
        check_games<pachisi::traditional_rules<7, traditional_options{.home_needs_capture = true, .arm = 7,
                                                                      .castle_offset = 2, .cancelled_capture = true}>>(150, 4405);
    }
}

}  // namespace capture_memory_tests
