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
    check_table<pachisi::shg<>>({{
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

}  // namespace perft_regression_tests
