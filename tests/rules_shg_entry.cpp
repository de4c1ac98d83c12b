// docs/rules.md §5.3 (actions: enter, enter sum, 5-5, blocked entries, entry capture, pass) for the shg
// preset, seed 000_9772ad899d453457.txt. Expected lists are worked out by hand from docs/rules.md.
// Seat 0's entry square is its p = 1 (ring 5). Other seats on that square: seat 2 at p = 35,
// seat 3 at p = 18. Seat 1 at p = 54 stands on seat 0's p = 3.
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_shg_entry_tests {

namespace {
using rules = pachisi::shg;
using test::list;
}  // namespace

TEST_CASE("§5.3 enter with a die of 5 - then the other die moves the new pawn (seed 000 'Entering Your Pawns')",
          "[shg][5.3]") {
    auto s = test::position<rules>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::legal(s) == list{"move 1+1"});
    test::play(s, "move 1+1");
    REQUIRE(test::text(s) == "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3/§5.5(a) the compelled entry may come before or after the other die (seed 000 'must start another piece')",
          "[shg][5.3][5.5]") {
    auto s = test::position<rules>("30,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-5");
    // 30+5 would leave no five to enter with: not allowed under auto fives.
    REQUIRE(test::legal(s) == list{"enter", "move 30+3"});
    test::play(s, "move 30+3");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "33,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3 enter with a sum of 5 (1-4) when every pawn is in the nest (seed 000 'total sum of five')",
          "[shg][5.3]") {
    auto s = test::position<rules>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-4");
    REQUIRE(test::legal(s) == list{"enter sum"});
    test::play(s, "enter sum");
    REQUIRE(test::text(s) == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3/§5.5(a) entering with a sum of 5 is allowed but never compelled (seed 000)", "[shg][5.3][5.5]") {
    auto s = test::position<rules>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-3");
    REQUIRE(test::legal(s) == list{"enter sum", "move 20+2", "move 20+3"});
    SECTION("enter with the sum") {
        test::play(s, "enter sum");
        REQUIRE(test::text(s) == "20,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("or move with both dice") {
        test::play(s, "move 20+3");
        REQUIRE(test::legal(s) == list{"move 23+2"});
        test::play(s, "move 23+2");
        REQUIRE(test::text(s) == "25,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
}

TEST_CASE("§5.3 5-5 with pawns in the nest enters two pawns (seed 000 'Each time a five is tossed')", "[shg][5.3]") {
    auto s = test::position<rules>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    // The second five must enter too (moving 1+5 enters fewer fives).
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "1,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.3 entry is illegal on an opponent's blockade - the five moves instead (seed 000 'If a blockade occupies')",
          "[shg][5.3]") {
    // Seat 3's blockade (p = 18) stands on seat 0's entry square.
    auto s = test::position<rules>("20,0,0,0/0,0,0,0/0,0,0,0/18,18,0,0 0 throw");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"move 20+5", "move 20+6"});
    test::play(s, "move 20+5");
    REQUIRE(test::legal(s) == list{"move 25+6"});
    test::play(s, "move 25+6");
    REQUIRE(test::text(s) == "31,0,0,0/0,0,0,0/0,0,0,0/18,18,0,0 1 throw");
}

TEST_CASE("§5.3 entry is illegal on the seat's own blockade - nothing else can move: pass (seed 000)", "[shg][5.3]") {
    // Own blockade on p = 1; seat 1's blockade on seat 0's p = 3 stops it from leaving.
    auto s = test::position<rules>("1,1,0,0/54,54,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "1,1,0,0/54,54,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3/§5.5(a) own blockade on the entry square: the 6 clears it first - then the 5 must enter (seed 000)",
          "[shg][5.3][5.5]") {
    auto s = test::position<rules>("1,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    // 1+5 then 6+6 would use both dice too, but enters no five. The blockade pawns carry tag a.
    REQUIRE(test::legal(s) == list{"move 1a+6"});
    test::play(s, "move 1a+6");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "7,1,1,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3 entry is illegal on a partner's pawn (seed 000 partners 'never share')", "[shg][5.3]") {
    // Seat 2 (seat 0's partner) stands on seat 0's entry square.
    auto s = test::position<rules>("20,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"move 20+5", "move 20+6"});
    test::play(s, "move 20+6");
    REQUIRE(test::legal(s) == list{"move 26+5"});
    test::play(s, "move 26+5");
    REQUIRE(test::text(s) == "31,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 1 throw partners=1");
}

TEST_CASE("§5.3/§5.7 entering captures a single opponent on the safe entry square and earns 20 (seed 000 'EXCEPT ... ENTER space')",
          "[shg][5.3][5.7]") {
    // The same position without partners: seat 2's pawn is an opponent.
    auto s = test::position<rules>("20,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    // The compelled entry may come before or after the 6 (20+6 first, then enter).
    REQUIRE(test::legal(s) == list{"enter", "move 20+6"});
    test::play(s, "enter");
    REQUIRE(s.pawns[2][0] == 0);
    REQUIRE(s.capture_rewards == 1);
    // The reward waits for the parts: only the 6 now.
    REQUIRE(test::legal(s) == list{"move 1+6", "move 20+6"});
    test::play(s, "move 20+6");
    // The pawn entered this throw may take the reward too; the reward may be declined.
    REQUIRE(test::legal(s) == list{"capture 1+20", "capture 26+20", "decline"});
    test::play(s, "capture 26+20");
    REQUIRE(test::text(s) == "46,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3/§5.4 only entering captures on a safe square: a move may not stop there (seed 000 'Safety Spaces')",
          "[shg][5.3][5.4]") {
    // Seat 1's pawn (p = 8) on seat 0's safe p = 25. Seat 0 has no nest pawn, so the 5 is a move.
    auto s = test::position<rules>("72,72,72,20/8,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-5");
    REQUIRE(test::legal(s) == list{"move 20+1"});
    test::play(s, "move 20+1");
    REQUIRE(test::legal(s) == list{"move 21+5"});
    test::play(s, "move 21+5");
    REQUIRE(test::text(s) == "72,72,72,26/8,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3/§5.5(a) 5-5 with an own single pawn on the entry square: one five enters - the other moves (seed 000)",
          "[shg][5.3][5.5]") {
    auto s = test::position<rules>("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    // Entering twice is impossible: the first entry makes a blockade on the entry square.
    REQUIRE(test::legal(s) == list{"enter", "move 1+5"});
    test::play(s, "enter");
    REQUIRE(test::legal(s) == list{"move 1+5"});
    test::play(s, "move 1+5");
    REQUIRE(test::text(s) == "6,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.3/§5.7 entering with a sum of 5 also captures on the entry square and earns 20 (seed 000)",
          "[shg][5.3][5.7]") {
    auto s = test::position<rules>("0,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-4");
    REQUIRE(test::legal(s) == list{"enter sum"});
    test::play(s, "enter sum");
    REQUIRE(test::legal(s) == list{"capture 1+20", "decline"});
    test::play(s, "capture 1+20");
    REQUIRE(test::text(s) == "21,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3/§5.7 5-5: the first entry captures on the entry square - the second joins it - one reward (seed 000)",
          "[shg][5.3][5.7]") {
    auto s = test::position<rules>("0,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    // Both pawns on 1 came from the nest (one place): one action for the reward.
    REQUIRE(test::legal(s) == list{"capture 1+20", "decline"});
    test::play(s, "capture 1+20");
    REQUIRE(test::text(s) == "21,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

}  // namespace rules_shg_entry_tests
