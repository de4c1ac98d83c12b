// docs/rules.md §5.4 (where a pawn may stop) and §5.5 (compulsion) for the shg preset,
// seed 000_9772ad899d453457.txt. Expected lists are worked out by hand from docs/rules.md.
// Opponents on seat 0's squares: seat 1 at p stands on seat 0's p + 17 (mod 68); seat 2 on p + 34.
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_shg_moves_tests {

namespace {
using rules = pachisi::shg;
using test::list;
}  // namespace

// ---- §5.4 --------------------------------------------------------------------------------------------

TEST_CASE("§5.4/§5.7 exact count into HOME - the pawn reaching HOME earns 10 - played after the parts (seed 000 'exact die roll')",
          "[shg][5.4][5.7]") {
    auto s = test::position<rules>("72,72,68,40/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "4-6");
    // 68+6 would pass HOME.
    REQUIRE(test::legal(s) == list{"move 40+4", "move 40+6", "move 68+4"});
    test::play(s, "move 68+4");
    REQUIRE(s.home_rewards == 1);
    REQUIRE(test::legal(s) == list{"move 40+6"});
    test::play(s, "move 40+6");
    REQUIRE(test::legal(s) == list{"home 46+10", "decline"});
    test::play(s, "home 46+10");
    REQUIRE(test::text(s) == "72,72,72,56/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.4 exact count: a die that would pass HOME is forfeited (seed 000 'amount is forfeited')", "[shg][5.4]") {
    auto s = test::position<rules>("72,72,72,68/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-6");
    REQUIRE(test::legal(s) == list{"move 68+3"});
    test::play(s, "move 68+3");
    REQUIRE(test::text(s) == "72,72,72,71/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.4 an opponent's blockade may be neither landed on nor passed (seed 000 'Blockades')", "[shg][5.4]") {
    // Seat 1's blockade (p = 17) stands on seat 0's p = 34.
    auto s = test::position<rules>("72,72,30,10/17,17,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-4");
    // 30+4 lands on it, 30+1+4 passes it.
    REQUIRE(test::legal(s) == list{"move 10+1", "move 10+4", "move 30+1"});
    test::play(s, "move 30+1");
    REQUIRE(test::legal(s) == list{"move 10+4"});
    test::play(s, "move 10+4");
    REQUIRE(test::text(s) == "72,72,31,14/17,17,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.4 the seat's own blockade on its home path blocks its own pawns (seed 000)", "[shg][5.4]") {
    auto s = test::position<rules>("72,67,67,60/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-6");
    // 60+3 leaves the 6 unplayable (63+6 passes the blockade at 67; 67+6 passes HOME).
    REQUIRE(test::legal(s) == list{"move 60+6", "move 67a+3"});
    test::play(s, "move 67a+3");
    REQUIRE(test::legal(s) == list{"move 60+6"});
    test::play(s, "move 60+6");
    REQUIRE(test::text(s) == "72,70,67,66/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.4 a pawn never stops on its partner's pawn - safe square or not (seed 000 partners)", "[shg][5.4]") {
    // Partner seat 2 (p = 57) on seat 0's p = 23, not a safe square.
    auto s = test::position<rules>("72,72,72,20/0,0,0,0/57,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "1-3");
    REQUIRE(test::legal(s) == list{"move 20+1"});
    test::play(s, "move 20+1");
    REQUIRE(test::legal(s) == list{"move 21+3"});
    test::play(s, "move 21+3");
    REQUIRE(test::text(s) == "72,72,72,24/0,0,0,0/57,0,0,0/0,0,0,0 1 throw partners=1");
}

TEST_CASE("§5.4/§5.7 landing on a single opponent off the safe squares captures it: nest and 20 (seed 000 'Captures')",
          "[shg][5.4][5.7]") {
    // Seat 1 (p = 6) on seat 0's p = 23.
    auto s = test::position<rules>("72,72,20,10/6,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-3");
    REQUIRE(test::legal(s) == list{"move 10+1", "move 10+3", "move 20+1", "move 20+3"});
    test::play(s, "move 20+3");
    REQUIRE(s.pawns[1][0] == 0);
    REQUIRE(s.capture_rewards == 1);
    REQUIRE(test::legal(s) == list{"move 10+1", "move 23+1"});
    test::play(s, "move 10+1");
    REQUIRE(test::legal(s) == list{"capture 11+20", "capture 23+20", "decline"});
    test::play(s, "capture 23+20");
    REQUIRE(test::text(s) == "72,72,43,11/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.4 a pawn may join its own single pawn - and pass it (seed 000 'No more than two pawns')", "[shg][5.4]") {
    auto s = test::position<rules>("72,72,20,17/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-4");
    REQUIRE(test::legal(s) == list{"move 17+3", "move 17+4", "move 20+3", "move 20+4"});
    test::play(s, "move 17+3");
    // Now two pawns on 20 (not a blockade when the throw began): the 4 lifts either, one action.
    REQUIRE(test::legal(s) == list{"move 20+4"});
    test::play(s, "move 20+4");
    REQUIRE(test::text(s) == "72,72,24,20/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- §5.5 compulsion -----------------------------------------------------------------------------

TEST_CASE("§5.5(a) auto fives: the five must enter although that loses the other die (seed 000 'Auto Fives On')",
          "[shg][5.5]") {
    // Seat 1's blockade on seat 0's p = 3 stops the new pawn; seat 2 (p = 64) sits on seat 0's safe p = 30.
    auto s = test::position<rules>("24,0,0,0/54,54,0,0/64,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    // 24+5 then 29+6 = 35 uses both dice but enters nothing.
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "24,1,0,0/54,54,0,0/64,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.5(b) most parts: a move that leaves the other die unplayable is not allowed (seed 000 'must move whenever possible')",
          "[shg][5.5][5.7]") {
    // Seat 1's blockade (p = 29) on seat 0's p = 46.
    auto s = test::position<rules>("72,72,66,40/29,29,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "4-6");
    // 66+4 = 70 leaves the 6 unplayable (70+6 > 72, 40+6 lands on the blockade).
    REQUIRE(test::legal(s) == list{"move 40+4", "move 66+6"});
    test::play(s, "move 66+6");
    REQUIRE(test::legal(s) == list{"move 40+4"});
    test::play(s, "move 40+4");
    // The home reward (44+10 passes the blockade) cannot be played whole: forfeited, no decline offered.
    REQUIRE(test::text(s) == "72,72,72,44/29,29,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.5 SHG doublet bonus all or none: no part is played - the seat still throws again (seed 000 'must be able to move all four')",
          "[shg][5.5]") {
    auto s = test::position<rules>("72,72,72,60/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");
    // 3, 3, 4, 4 would take the pawn to 74: three parts fit, four do not.
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "72,72,72,60/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.5 SHG doublet bonus all or none: a first move is legal only if the other three parts can follow it (seed 000)",
          "[shg][5.5]") {
    // Seat 3: HOME, 71, 66, 62, and 2, 2, 5, 5 to play with the exact count into HOME (72). The pawn at
    // 71 can take none of them. After 66+5 or 62+2 the other parts can only end on 71, which would
    // then hold three pawns, or overshoot HOME: 66+2+2 with 62+5+5 is the one way.
    auto s = test::position<rules>("72,72,7,1/7,2,1,0/42,18,1,1/72,71,66,62 3 throw");
    test::throw_(s, "2-2");
    REQUIRE(test::legal(s) == list{"move 62+5", "move 66+2"});
    test::play(s, "move 66+2");
    REQUIRE(test::legal(s) == list{"move 62+5", "move 68+2"});
    test::play(s, "move 68+2");
    REQUIRE(test::legal(s) == list{"move 62+5"});
    test::play(s, "move 62+5");
    REQUIRE(test::legal(s) == list{"move 67+5"});
    test::play(s, "move 67+5");
    // The home reward of 10 fits no pawn: forfeited.
    REQUIRE(test::text(s) == "72,72,7,1/7,2,1,0/42,18,1,1/72,72,71,70 3 throw doublets=1");
}

TEST_CASE("§5.5 SHG doublet bonus all or none: a legal move that makes the four parts impossible is refused (seed 000)",
          "[shg][5.5]") {
    // Seat 1's blockade (p = 24) on seat 0's p = 41: the pawn at 30 may go at most 10.
    auto s = test::position<rules>("72,72,67,30/24,24,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2, 2, 5, 5
    REQUIRE(test::legal(s) == list{"move 30+2", "move 30+5", "move 67+2", "move 67+5"});
    test::play(s, "move 67+2");
    // 30+2 now would leave 5, 5 with nowhere to go (32+10 passes the blockade, 69+5 passes HOME).
    REQUIRE(test::legal(s) == list{"move 30+5", "move 69+2"});
    test::play(s, "move 69+2");
    REQUIRE(test::legal(s) == list{"move 30+5"});
    test::play(s, "move 30+5");
    REQUIRE(test::legal(s) == list{"move 35+5"});
    test::play(s, "move 35+5");
    REQUIRE(test::text(s) == "72,72,71,40/24,24,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

}  // namespace rules_shg_moves_tests
