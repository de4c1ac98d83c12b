// docs/rules.md §5.1 (throw, third-doublet penalty), §5.2 (parts) and §5.8 (next throw) for the shg preset,
// seed 000_9772ad899d453457.txt. Expected lists are worked out by hand from docs/rules.md.
// Board: seat s at progress p (1..64) stands on ring (17s + 4 + p) mod 68; safe squares as seat-0
// progress: 1 8 13 18 25 30 35 42 47 52 59 64; 65..71 home path; 72 HOME; 0 nest.
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_shg_throws_tests {

namespace {
using rules = pachisi::shg;
using test::list;
}  // namespace

// ---- §5.1 third doublet --------------------------------------------------------------------------

TEST_CASE("§5.1 third doublet: farthest pawn (home path) to nest - HOME untouched - turn passes (seed 000 'Doublets Penalty')",
          "[shg][5.1]") {
    // Seat 0 has thrown two doublets in a row; pawns at HOME, on its home path (66), at 30 and in the nest.
    auto s = test::position<rules>("72,66,30,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
    test::throw_(s, "3-3");
    // No part is played, no decision: the pawn at 66 goes to the nest, the pawn at HOME stays,
    // the extra throw is lost and the turn passes to seat 1.
    REQUIRE(test::legal(s) == list{});
    REQUIRE(test::text(s) == "72,30,0,0/10,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.1 third doublet: one pawn of a blockade at the front goes back (seed 000 'Doublets Penalty')",
          "[shg][5.1]") {
    auto s = test::position<rules>("40,40,10,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
    test::throw_(s, "6-6");
    REQUIRE(test::text(s) == "40,10,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.1 third doublet: nothing to send back when every pawn is HOME or in the nest (seed 000)",
          "[shg][5.1]") {
    auto s = test::position<rules>("72,72,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
    test::throw_(s, "5-5");
    // The 5-5 is not played (no entering): the turn simply passes.
    REQUIRE(test::text(s) == "72,72,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.1 a throw that is not a doublet ends the run of doublets (seed 000)", "[shg][5.1]") {
    auto s = test::position<rules>("30,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 30+1", "move 30+2"});
    test::play(s, "move 30+1");
    REQUIRE(test::legal(s) == list{"move 31+2"});
    test::play(s, "move 31+2");
    REQUIRE(test::text(s) == "33,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.1/§5.8 a second doublet is played and gives another throw (seed 000)", "[shg][5.1][5.8]") {
    auto s = test::position<rules>("30,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
    test::throw_(s, "4-4");
    // Nest pawns: parts [4, 4] only.
    REQUIRE(test::legal(s) == list{"move 20+4", "move 30+4"});
    test::play(s, "move 20+4");
    REQUIRE(test::legal(s) == list{"move 24+4", "move 30+4"});
    test::play(s, "move 30+4");
    REQUIRE(test::text(s) == "34,24,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
}

// ---- §5.2 parts ----------------------------------------------------------------------------------

TEST_CASE("§5.2 a doublet with a pawn in the nest gives two parts only (seed 000 'before all pawns are entered')",
          "[shg][5.2]") {
    auto s = test::position<rules>("20,10,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");
    REQUIRE(test::legal(s) == list{"move 10+2", "move 20+2"});
    test::play(s, "move 10+2");
    REQUIRE(test::legal(s) == list{"move 12+2", "move 20+2"});
    test::play(s, "move 20+2");
    // Only two parts: the play is over and, a doublet, the seat throws again.
    REQUIRE(test::text(s) == "22,12,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.2 tops and bottoms when no pawn is in the nest - HOME pawns count as out (seed 000 'Doublets Bonus')",
          "[shg][5.2]") {
    auto s = test::position<rules>("72,72,40,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");
    // Parts 2, 2, 5, 5 (sum 14); the 5s are moves, not entries.
    REQUIRE(s.part_count == 4);
    REQUIRE(test::legal(s) == list{"move 20+2", "move 20+5", "move 40+2", "move 40+5"});
    test::play(s, "move 20+5");
    test::play(s, "move 25+5");
    REQUIRE(test::legal(s) == list{"move 30+2", "move 40+2"});
    test::play(s, "move 30+2");
    REQUIRE(test::legal(s) == list{"move 32+2", "move 40+2"});
    test::play(s, "move 32+2");
    REQUIRE(test::text(s) == "72,72,40,34/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.2 the nest is judged when the dice are thrown: 5-5 entering the last pawn is still two parts (seed 000)",
          "[shg][5.2]") {
    auto s = test::position<rules>("72,72,72,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    // No bottoms (2, 2) follow: only the second 5 is left.
    REQUIRE(test::legal(s) == list{"move 1+5"});
    test::play(s, "move 1+5");
    REQUIRE(test::text(s) == "72,72,72,6/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.2/§5.9 6-6 bonus is 1 1 6 6 and takes the last pawn exactly HOME: the game ends (seed 000)",
          "[shg][5.2][5.9]") {
    auto s = test::position<rules>("72,72,72,58/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "6-6");
    REQUIRE(test::legal(s) == list{"move 58+1", "move 58+6"});
    test::play(s, "move 58+6");
    REQUIRE(test::legal(s) == list{"move 64+1", "move 64+6"});
    test::play(s, "move 64+6");
    REQUIRE(test::legal(s) == list{"move 70+1"});
    test::play(s, "move 70+1");
    REQUIRE(test::legal(s) == list{"move 71+1"});
    test::play(s, "move 71+1");
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0001);
    REQUIRE(pachisi::pawns_home(s, 0) == 4);
    REQUIRE(test::legal(s) == list{});
}

// ---- §5.8 next throw -----------------------------------------------------------------------------

TEST_CASE("§5.8 the turn passes to the next seat in play: 2 players 0 -> 2 -> 0 (seed 000)", "[shg][5.8]") {
    auto s = test::position<rules>("0,0,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 2 throw");
    test::throw_(s, "6-6");  // a doublet with nest pawns: nothing to play, but the seat throws again
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 2 throw doublets=1");
    test::throw_(s, "1-3");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 0 throw");
}

TEST_CASE("§5.8 a finished seat is skipped (seed 000 - partners)", "[shg][5.8]") {
    // Seat 0 is all HOME, its partner seat 2 is not: the game goes on; after seat 3 comes seat 1.
    auto s = test::position<rules>("72,72,72,72/0,0,0,0/30,0,0,0/0,0,0,0 3 throw partners=1");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "72,72,72,72/0,0,0,0/30,0,0,0/0,0,0,0 1 throw partners=1");
}

}  // namespace rules_shg_throws_tests
