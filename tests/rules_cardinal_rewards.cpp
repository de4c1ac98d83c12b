// docs/rules.md §5.7-§5.8 for the cardinal preset (CARD, seed 001_c364a44459f38ab8.txt): the capture reward is
// the choice of a move of 10 or one more throw, the home reward is 10, rewards are compulsory (forfeited
// only when they cannot be played), extra throws add up. Expected lists are worked out by hand.
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_cardinal_rewards_tests {

namespace {
using card = pachisi::cardinal;
using test::list;
}  // namespace

TEST_CASE("cardinal §5.7: the home reward of 10 is compulsory - no decline (seed 001 'given a bonus of ten "
          "(10) spaces ... which must be used')",
          "[cardinal][5.7]") {
    auto s = test::position<card>("68,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-4");
    REQUIRE(test::legal(s) == list{"move 30+2", "move 30+4", "move 68+2", "move 68+4", "whole 30+6"});
    test::play(s, "move 68+4");
    REQUIRE(test::legal(s) == list{"move 30+2"});
    test::play(s, "move 30+2");
    REQUIRE(test::legal(s) == list{"home 32+10"});
    test::play(s, "home 32+10");
    REQUIRE(test::text(s) == "72,42,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.7: capture and home rewards in any order - even one that leaves the other unplayable "
          "(seed 001 'If the ten (10) cannot be used it is then forfeited')",
          "[cardinal][5.7][5.8]") {
    // Seat 1's pawn at p=38 stands on seat 0's q=55.
    auto s = test::position<card>("66,54,0,0/38,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-6");
    REQUIRE(test::legal(s) == list{"move 54+1", "move 54+6", "move 66+1", "move 66+6", "whole 54+7"});
    test::play(s, "move 66+6");  // HOME: a home reward
    REQUIRE(test::legal(s) == list{"move 54+1"});
    test::play(s, "move 54+1");  // captures: a capture reward
    REQUIRE(s.pawns[1][0] == 0);
    REQUIRE(test::legal(s) == list{"capture 55+10", "home 55+10", "again"});
    SECTION("the capture reward as a move first: the home reward (65+10) is then forfeited") {
        test::play(s, "capture 55+10");
        REQUIRE(test::text(s) == "72,65,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("the home reward first: the capture reward can then only be a throw, and must be taken") {
        test::play(s, "home 55+10");
        REQUIRE(test::legal(s) == list{"again"});
        test::play(s, "again");
        REQUIRE(test::text(s) == "72,65,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    }
    SECTION("the throw first, then the home reward") {
        test::play(s, "again");
        REQUIRE(test::legal(s) == list{"home 55+10"});
        test::play(s, "home 55+10");
        REQUIRE(test::text(s) == "72,65,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    }
}

TEST_CASE("cardinal §5.7: a capture reward whose 10-move is blocked is still a throw again "
          "(seed 001 'may either throw the dice again or move')",
          "[cardinal][5.7]") {
    // Seat 2's pawn (p=2) on seat 0's q=36; seat 1's blockade (p=23) on q=40.
    auto s = test::position<card>("30,0,0,0/23,23,0,0/2,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-4");
    REQUIRE(test::legal(s) == list{"move 30+2", "move 30+4", "whole 30+6"});
    test::play(s, "whole 30+6");
    REQUIRE(s.pawns[2][0] == 0);
    // 36+10 would pass the blockade on 40.
    REQUIRE(test::legal(s) == list{"again"});
    test::play(s, "again");
    REQUIRE(test::text(s) == "36,0,0,0/23,23,0,0/0,0,0,0/0,0,0,0 0 throw");
}

TEST_CASE("cardinal §5.7/§5.6: a reward move may not bring a start blockade's pawns together "
          "(seed 001 'may not travel together')",
          "[cardinal][5.6][5.7]") {
    // Seat 1's pawn at p=13 stands on seat 0's q=30.
    auto s = test::position<card>("20,20,0,0/13,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "4-6");
    REQUIRE(test::legal(s) == list{"move 20a+4", "move 20a+6", "whole 20a+10"});
    test::play(s, "whole 20a+10");
    REQUIRE(s.pawns[1][0] == 0);
    // 20+10 would put the other pawn of the blockade on 30 with the first one.
    REQUIRE(test::legal(s) == list{"capture 30a+10", "again"});
    test::play(s, "capture 30a+10");
    REQUIRE(test::text(s) == "40,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.8: a doublet's throw and a capture's throw again add up (seed 001)",
          "[cardinal][5.7][5.8]") {
    // Seat 1's pawn at p=16 stands on seat 0's q=33.
    auto s = test::position<card>("30,0,0,0/16,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");
    REQUIRE(test::legal(s) == list{"move 30+3", "whole 30+6"});
    test::play(s, "move 30+3");
    REQUIRE(s.pawns[1][0] == 0);
    REQUIRE(test::legal(s) == list{"move 33+3"});
    test::play(s, "move 33+3");
    REQUIRE(test::legal(s) == list{"capture 36+10", "again"});
    test::play(s, "again");
    // Two throws to come: the one due now and one more owed.
    REQUIRE(test::text(s) == "36,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1 owed=1");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 36+1", "move 36+2", "whole 36+3"});
    test::play(s, "whole 36+3");
    REQUIRE(test::text(s) == "39,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-2");
    test::play(s, "whole 39+3");
    REQUIRE(test::text(s) == "42,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.7: two captures in one throw give two rewards - each may be a throw again "
          "(seed 001)",
          "[cardinal][5.7][5.8]") {
    // Seat 1's pawn (p=52) on seat 0's entry square q=1, seat 2's pawn (p=48) on q=14.
    auto s = test::position<card>("10,0,0,0/52,0,0,0/48,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "4-5");
    // The 5 must enter (capturing on q=1); the 4 then moves 1->5 or 10->14 (capturing).
    REQUIRE(test::legal(s) == list{"enter", "move 10+4"});
    test::play(s, "move 10+4");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(s.pawns[1][0] == 0);
    REQUIRE(s.pawns[2][0] == 0);
    REQUIRE(test::legal(s) == list{"capture 1+10", "capture 14+10", "again"});
    test::play(s, "again");
    REQUIRE(test::legal(s) == list{"capture 1+10", "capture 14+10", "again"});
    test::play(s, "again");
    REQUIRE(test::text(s) == "14,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw owed=1");
}

}  // namespace rules_cardinal_rewards_tests
