// Regression table: numbers of action sequences over chance nodes (perft) to fixed depths, from the
// initial position and three middle-game positions per preset. A change to any rule shows up here;
// if a change is meant, re-derive the numbers and say why in the commit. The same table is in README.md
// (the tables of seed 004's options, below the presets', are pinned here only).
#include <array>
#include <cstdint>
#include <string_view>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace perft_regression_tests {

namespace {

struct perft_row {
    std::string_view position;  // "initial": new game, 4 players, seat 0 to throw
    std::array<std::uint64_t, 6> counts;  // depth 1..6 (0: not checked at that depth)
};

template <class R>
void check_table(const std::array<perft_row, 4>& table) {
    for (const auto& row : table) {
        const auto s = row.position == "initial" ? pachisi::new_game<R>({.players = 4, .first_seat = 0})
                                                 : test::position<R>(row.position);
        for (int depth = 1; depth <= 6; ++depth) {
            const auto expected = row.counts[static_cast<std::size_t>(depth - 1)];
            if (expected == 0) continue;
            INFO(row.position << " depth " << depth);
            CHECK(pachisi::perft(s, depth) == expected);
        }
    }
}

}  // namespace

TEST_CASE("perft regression: shg", "[perft][shg]") {
    check_table<pachisi::shg>({{
        {"initial", {21, 21, 321, 441, 4951, 11271}},
        {"34,23,21,1/30,22,18,3/23,0,0,0/30,20,0,0 1 throw", {21, 168, 843, 10995, 31777, 0}},
        {"25,25,1,1/70,46,17,0/46,15,11,4/28,3,0,0 0 throw doublets=1", {21, 84, 324, 4336, 15756, 0}},
        {"66,33,5,1/72,57,47,2/28,0,0,0/72,48,6,0 1 throw", {21, 119, 437, 5862, 11086, 0}},
    }});
}

TEST_CASE("perft regression: cardinal", "[perft][cardinal]") {
    check_table<pachisi::cardinal>({{
        {"initial", {21, 21, 321, 441, 4966, 8586}},
        {"26,24,23,21/27,16,10,8/17,16,14,2/20,16,1,1 0 throw", {21, 204, 1576, 16001, 132895, 0}},
        {"72,27,17,1/43,15,0,0/72,6,0,0/22,0,0,0 1 throw", {21, 98, 744, 4687, 22886, 0}},
        {"40,40,28,11/20,0,0,0/0,0,0,0/43,24,4,0 2 throw doublets=1", {21, 21, 341, 1796, 15374, 0}},
    }});
}

TEST_CASE("perft regression: american", "[perft][american]") {
    check_table<pachisi::american>({{
        {"initial", {21, 21, 322, 462, 5015, 8709}},
        {"72,55,47,3/72,72,72,4/72,72,25,0/58,34,1,0 1 throw", {21, 42, 54, 666, 1356, 3636}},
        {"72,71,32,4/157,72,1,0/40,23,0,0/64,56,29,5 1 throw", {21, 80, 210, 3238, 13469, 44158}},
        {"81,72,72,6/42,12,0,0/72,64,0,0/72,72,72,62 0 throw doublets=2", {21, 84, 216, 2808, 9456, 35736}},
    }});
}

// ---- seed 004's options (docs/rules.md §6.10) ----------------------------------------------------------------
//
// How these figures were obtained: pachisi::perft at commit 30d40d4 (a scratch program, g++ 12 -O2), then
// checked by hand where a hand can (docs/rules.md §6 and §6.10):
// - first move + cancelled capture, the 2-player start: before a player's first move a throw allows only pass
//   (25, 10, 5, 6) or pass and enter+V (2, 3, 4), so each throw node has 1+1+2+2+2+1+1 = 10 decisions, every
//   decision ends the play (no pawn can move, and a first move is never a grace), and through depth 6 every
//   seat to throw has no pawn out (a seat's first move passes the turn; its partner colour then waits for a
//   grace): 7, 10, 70, 100, 700, 1000. (Without option 1 the same start gives 121 at depth 4.)
// - the three middle positions of that mix at depth 2, throw by throw (25 10 2 3 4 5 6): 5+5+4+4+4+4+5 = 31
//   (seat 1 may capture back on ring 26 with a 2, 5 or 6), 6+4+3+3+3+3+4 = 26 (a 25 takes either pawn home or
//   round again), and 26 again for the third. Option 5 shows from depth 4 in the first two (without it: 231,
//   913 and 404, 1727); the third is the 3-player position where the victim may not come back (seat 2, its
//   enemy, stands there): with or without option 5 its counts are the same, and a victim given back would
//   change them (with the engine planted to give it back: 399 at depth 4, 1529, 4984).
// - the cross of arm 6 (T = 58, HOME = 64, 52 ring squares): the start counts as the standard cross's through
//   depth 7 (bench/README.md: 8581 at depth 7), for no pawn gets far enough in so few steps to tell the arms
//   apart. At depth 2: 5+5+4+4+4+4+5 = 31 from the first middle position (with castles 3 from the tips,
//   ring 42 becomes a castle holding seat 3's pawn: its capture with a 3 goes, 30), 4+4+3+3+3+3+4 = 24 from
//   the 2-player one with a pawn 2 from HOME (every throw takes it home).

TEST_CASE("perft regression: traditional with options 1 and 5 of seed 004 (first move and cancelled capture)",
          "[perft][traditional][6.10]") {
    using rules = pachisi::traditional_rules<6, pachisi::traditional_options{.first_move_on_2_3_4 = true,
                                                                              .cancelled_capture = true}>;
    check_table<rules>({{
        {"0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=2", {7, 10, 70, 100, 700, 1000}},
        {"45,34,3,0/15,12,11,0/60,20,0,0/40,8,0,0 1 throw partners=2 turns=15 captured=1 first=15 back=1.17",
         {7, 31, 68, 236, 925, 2894}},
        {"20,0,0,0/17,9,0,0/64,62,0,0/0,0,0,0 2 throw partners=1 turns=3 captured=2 first=7 back=0.34",
         {7, 26, 132, 401, 1703, 6625}},
        {"20,5,0,0/17,5,0,0/66,64,0,0/- 2 throw turns=3 captured=2 first=7 back=0.34", {7, 26, 82, 411, 1551, 5222}},
    }});
}

TEST_CASE("perft regression: traditional on a cross of arm 6 (seed 004 option 8)", "[perft][traditional][6.10]") {
    check_table<pachisi::traditional_rules<6, pachisi::traditional_options{.arm = 6}>>({{
        {"initial", {7, 10, 70, 121, 757, 1492}},
        {"38,17,11,0/23,9,0,0/30,19,1,0/9,0,0,0 2 throw partners=1 turns=15 captured=4", {7, 31, 68, 231, 819, 2774}},
        {"5,0,0,0/108,11,8,5/32,25,6,1/42,32,14,0 0 throw partners=1 turns=15 captured=14", {7, 17, 34, 123, 554, 1556}},
        {"60,56,30,0/62,20,0,0/52,40,3,0/64,64,12,0 1 throw partners=2 turns=15 captured=15", {7, 24, 51, 177, 803, 2253}},
    }});
}

TEST_CASE("perft regression: traditional on a cross of arm 6 with castles 3 from the tips (seed 004 option 8)",
          "[perft][traditional][6.10]") {
    using rules = pachisi::traditional_rules<6, pachisi::traditional_options{.arm = 6, .castle_offset = 3}>;
    check_table<rules>({{
        {"initial", {7, 10, 70, 121, 757, 1492}},
        {"38,17,11,0/23,9,0,0/30,19,1,0/9,0,0,0 2 throw partners=1 turns=15 captured=4", {7, 30, 66, 222, 776, 2645}},
        {"36,24,5,0/84,54,31,27/64,8,1,0/64,52,44,43 0 throw partners=1 turns=15 captured=11", {7, 24, 50, 180, 872, 2268}},
        {"74,64,48,5/80,64,64,52/116,64,32,22/74,40,34,1 2 throw partners=2 turns=15 captured=10",
         {7, 33, 66, 297, 1350, 3407}},
    }});
}

// ---- The one-die family (docs/rules.md §10) -----------------------------------------------------------------
//
// How these figures were obtained: pachisi::perft at commit 67589a4 (a scratch program, g++ 12 -O2); depths 1
// and 2 checked by hand from §9's table and §10 (depth 1: the 6 faces, or a play's reward moves; depth 2: per
// face, the actions of the play, or the 6 faces of the next seat's throw when a third 6 is forfeited), the
// deeper counts recorded from the engine (regression). Ring squares below are §9's: Ludo (13s + 1 + p) mod 52,
// safe {2, 10} + 13k where the rules have them; Parcheesi (17s + 4 + p) mod 68, safe {0, 5, 12} + 17k;
// MAEDN (10s + p) mod 40. Per face, 1..6:
// - every initial position: seat 0 alone can act, one action per face (ludo, ludo_king, maedn_openspiel: a 6
//   enters, else pass; parchis: a 5 enters, else pass; maedn: the pawn on the A field must move off it) = 6.
//   Depth 6 of ludo, 221, by hand too: 216 sequences of one action each, but a 6 thrown by a seat with a pawn on
//   its entry square and none elsewhere (seat 1 after 1-5 pass, 6 enter) still has one action (no entry on
//   an own pawn), and seat 0's 6, 6, 6 forfeits: its sixth step is seat 1's throw, 6 instead of 1: 221.
// - ludo, seat 0 at 54, 20, 18 with seat 1 on ring 24 (its p = 23) and seat 2 on ring 2 (its entry square):
//   3 (55, 21, 19), 2 (56, 22; 18+2 lands on its own 20), 3 (HOME by exact count, 23 capturing, 21),
//   2 (54+4 overshoots), 2, 3 (enter capturing on ring 2, 26, 24) = 15.
// - ludo, 2 players, seat 2 at 51, 49, 5 with sixes=2: 3, 2 (49+2 on its own 51), 3, 3, 3, and the third 6
//   forfeited: 6 = 20.
// - ludo, seat 1 at HOME, 56 and 1: 2 (56 home, 1+1), 1, 1, 1, 1, 1 (a 6 cannot enter on its own pawn at
//   p = 1: only 1+6; 56+6 overshoots) = 7.
// - ludo_king, seat 0 at 20 and a pair at 8; a seat-1 pair on ring 26 (its p = 25), seat 2 on the star ring 23
//   (p = 22), seat 3 alone on ring 12 (p = 11): 2, 2 (22 shares the star), 2 (8+3 captures), 2, 1 (20+5 may
//   not land on the enemy pair), 3 (enter, 26, 14) = 12; the pair moves as one action.
// - ludo_king, 3 players, seat 2 at 56 and 50 with sixes=2: 2, 1, 1, 1, 1, and the third 6 forfeited: 6 = 12.
// - ludo_king, seat 1 at 30 and a pair on its entry square p = 1; a seat-0 pair on ring 18 (its p = 4), seat 2
//   alone on ring 47 (p = 33), seat 3 on the star ring 49 (p = 35): 2, 2, 1 (33 captures; 1+3 blocked by the
//   pair), 2, 2 (35 shares the star), 3 (enter beside its own pair, 7, 36) = 12.
// - parchis, seat 0 at 21 and a barrier at 10; seat 1 alone on ring 27 (p = 23) and seats 1 and 3 filling the
//   safe ring 29 (p = 25): 2, 2 (23 captures), 2, 1 (25 full), 1 (a 5 with a pawn in the nest: enter only),
//   1 (a 6 opens the barrier: only 10+6, though 21+6 passes ring 29) = 9.
// - parchis, seat 2 at 70, 40, 30, 12 (none in the nest) with sixes=2 last=30: 4 (70+1 too), 4 (70 to HOME),
//   3, 3, 3 (a 5 with no nest pawn moves), and the third 6 sends the pawn at 30 to its nest and passes: 6 = 23.
// - parchis, seat 3 to play a capture reward of 20 (its pawns 44, a barrier at 30): depth 1 the two reward
//   moves (44 to its tip 64, 30 to 50 capturing seat 0 on ring 37); depth 2: after 44+20 the turn passes (a
//   3): 6; after 30+20 another reward of 20: 50+20, 44+20, 30+20 (onto its own pawn at 50): 3; = 9.
// - maedn, seat 0 at 42, 7 and 1 with pawns in the nest, seat 1 on ring 4 (p = 4): the pawn on the A field
//   must move off: 1+1 .. 1+5 (1+3 capturing), and with a 6, 1+6 landing on its own 7, neither it nor an entry
//   (own pawn on the A field) is possible: 7+6 alone: 1 each = 6.
// - maedn, seat 1 at 43, 41, 35, 20 (none in the nest), seat 3 on ring 33 (p = 23): 4, 2 (41+2 on its own
//   43), 3 (41+3 jumps to 44; 20+3 captures), 2, 2, 1 (35+6 on its own 41) = 14.
// - maedn, 3 players, seat 2 at 12 and 5 with sixes=2 (the third 6 is played), seat 0 on its entry square
//   ring 21: 2, 2, 2, 2, 2, 1 (a 6 with pawns in the nest: enter only, capturing) = 11.
// - maedn_openspiel, seat 3 at 40, 39, 10, seat 0 on ring 3 (p = 13): 2 (39+1 on its own 40), 3, 3 (10+3
//   captures), 3, 2 (40+5 overshoots), 1 (enter only) = 14.
// - maedn_openspiel, seat 0 at 15, 4, 1 with pawns in the nest, seat 1 on ring 3: the A field is cleared: 1,
//   1 (capturing), 2 (1+3 lands on its own 4: then any move, 15+3 or 4+3), 1, 1, 1 = 7.
// - maedn_openspiel, 2 players, seat 0 at 43, 41, 20 with sixes=2, seat 2 on ring 1 and 23: 3, 1 (41+2 on its
//   own 43), 2, 1, 1, 1 (enter) = 9.

TEST_CASE("perft regression: ludo", "[perft][one_die][ludo]") {
    check_table<pachisi::ludo>({{
        {"initial", {6, 6, 36, 36, 216, 221}},
        {"54,20,18,0/10,0,0,0/27,0,0,0/0,0,0,0 0 throw", {6, 15, 90, 133, 798, 1103}},
        {"34,0,0,0/-/51,49,5,0/- 2 throw sixes=2", {6, 20, 91, 139, 691, 2055}},
        {"3,0,0,0/57,56,1,0/10,0,0,0/- 1 throw", {6, 7, 42, 50, 300, 395}},
    }});
}

TEST_CASE("perft regression: ludo_king", "[perft][one_die][ludo_king]") {
    check_table<pachisi::ludo_king>({{
        {"initial", {6, 6, 36, 37, 222, 237}},
        {"20,8,8,0/12,12,0,0/48,0,0,0/24,0,0,0 0 throw", {6, 12, 72, 122, 732, 1169}},
        {"10,0,0,0/57,3,0,0/56,50,0,0/- 2 throw sixes=2", {6, 12, 43, 84, 307, 659}},
        {"17,17,0,0/30,1,1,0/20,0,0,0/9,0,0,0 1 throw", {6, 12, 72, 109, 654, 935}},
    }});
}

TEST_CASE("perft regression: parchis", "[perft][one_die][parchis]") {
    check_table<pachisi::parchis>({{
        {"initial", {6, 6, 36, 36, 216, 221}},
        {"21,10,10,0/8,6,0,0/0,0,0,0/42,0,0,0 0 throw", {6, 9, 50, 97, 515, 746}},
        {"0,0,0,0/0,0,0,0/70,40,30,12/26,0,0,0 2 throw sixes=2 last=30", {6, 23, 102, 162, 602, 972}},
        {"33,0,0,0/0,0,0,0/0,0,0,0/44,30,30,0 3 play thrown=3 total=1 capture=1 last=44", {2, 9, 24, 54, 144, 324}},
    }});
}

TEST_CASE("perft regression: maedn", "[perft][one_die][maedn]") {
    check_table<pachisi::maedn>({{
        {"initial", {6, 6, 36, 36, 216, 216}},
        {"42,7,1,0/34,0,0,0/0,0,0,0/0,0,0,0 0 throw", {6, 6, 36, 36, 216, 223}},
        {"0,0,0,0/43,41,35,20/0,0,0,0/3,0,0,0 1 throw", {6, 14, 84, 92, 552, 559}},
        {"21,0,0,0/24,0,0,0/12,5,0,0/- 2 throw sixes=2", {6, 11, 66, 67, 402, 410}},
    }});
}

TEST_CASE("perft regression: maedn_openspiel", "[perft][one_die][maedn_openspiel]") {
    check_table<pachisi::maedn_openspiel>({{
        {"initial", {6, 6, 36, 36, 216, 216}},
        {"3,0,0,0/0,0,0,0/0,0,0,0/40,39,10,0 3 throw", {6, 14, 84, 98, 588, 615}},
        {"15,4,1,0/33,0,0,0/0,0,0,0/0,0,0,0 0 throw", {6, 7, 42, 51, 306, 321}},
        {"43,41,20,0/-/21,3,0,0/- 0 throw sixes=2", {6, 9, 54, 98, 588, 784}},
    }});
}

}  // namespace perft_regression_tests
