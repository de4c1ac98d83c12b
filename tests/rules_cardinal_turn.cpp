// docs/rules.md §5 for the cardinal preset (CARD, seed 001_c364a44459f38ab8.txt): entering and auto fives,
// captures without safe squares, whole moves, blockades, the four-of-the-top doublet bonus, doublet
// throws. Expected lists are worked out by hand from docs/rules.md; positions are commented with the squares
// that matter (seat 0's progress q; seat t's pawn on it has p_t = (q - 17t) mod 68).
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_cardinal_turn_tests {

namespace {
using card = pachisi::cardinal;
using test::list;
}  // namespace

// ---- §5.3 enter, §5.4 captures: no safe squares on the ring ----------------------------------------

TEST_CASE("cardinal §5.3/§5.4: entering captures a single pawn on the entry square as an ordinary capture "
          "(seed 001 'captured ... sent back')",
          "[cardinal][5.3][5.4]") {
    // Seat 1's pawn at p=52 stands on seat 0's entry square (q=1).
    auto s = test::position<card>("10,0,0,0/52,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-5");
    // Auto fives: the 5 must enter; the 2 moves the new pawn or the pawn at 10.
    REQUIRE(test::legal(s) == list{"enter", "move 10+2"});
    test::play(s, "enter");
    REQUIRE(s.pawns[1][0] == 0);  // sent back to its nest
    // The capture reward waits until the parts are used (§5.7).
    REQUIRE(test::legal(s) == list{"move 1+2", "move 10+2"});
    test::play(s, "move 10+2");
    // The reward: a move of 10 for any pawn on the board (the one entered this throw included) or a throw.
    REQUIRE(test::legal(s) == list{"capture 1+10", "capture 12+10", "again"});
    test::play(s, "again");
    REQUIRE(test::text(s) == "12,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
}

TEST_CASE("cardinal §5.4: a pawn on a square that is safe in other presets (q=8) is captured "
          "(seed 001 'lands ... on a space occupied by another players playing piece')",
          "[cardinal][5.4]") {
    // Seat 1's pawn at p=59 stands on seat 0's q=8 (ring 12, a safe square for shg/american).
    auto s = test::position<card>("4,0,0,0/59,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "4-6");
    REQUIRE(test::legal(s) == list{"move 4+4", "move 4+6", "whole 4+10"});
    test::play(s, "move 4+4");
    REQUIRE(s.pawns[1][0] == 0);
    REQUIRE(test::legal(s) == list{"move 8+6"});
    test::play(s, "move 8+6");
    REQUIRE(test::legal(s) == list{"capture 14+10", "again"});
    test::play(s, "capture 14+10");
    REQUIRE(test::text(s) == "24,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.4: landing on a single pawn on another seat's entry square captures it "
          "(seed 001 - no safe squares)",
          "[cardinal][5.4]") {
    // Seat 1's pawn at its own p=1 stands on seat 0's q=18.
    auto s = test::position<card>("15,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 15+1", "move 15+2", "whole 15+3"});
    test::play(s, "whole 15+3");
    REQUIRE(test::legal(s) == list{"capture 18+10", "again"});
    test::play(s, "capture 18+10");
    REQUIRE(test::text(s) == "28,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- §5.5(a) auto fives -----------------------------------------------------------------------------

TEST_CASE("cardinal §5.5(a): a 5 must enter - the other die moves (seed 001 'For every five (5) thrown ... the "
          "player must enter')",
          "[cardinal][5.5]") {
    auto s = test::position<card>("10,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-5");
    // No move 10+5 and no whole 10+8: they enter no pawn with the 5.
    REQUIRE(test::legal(s) == list{"enter", "move 10+3"});
    test::play(s, "move 10+3");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "13,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.5(a) before (b): entering with the 5 wins over a play that uses both dice (seed 001)",
          "[cardinal][5.5]") {
    // Seat 0: own blockade at 10, a pawn at 6, one in the nest. Seat 1's blockade on q=3 (p=54),
    // seat 2's blockade on q=16 (p=50).
    // 10+5=15 then 6+6=12 uses both dice; after entering, the 6 has no move (1+6 passes q=3,
    // 6+6 passes the own blockade, 10+6 lands on the blockade at 16).
    auto s = test::position<card>("10,10,6,0/54,54,0,0/50,50,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "10,10,6,1/54,54,0,0/50,50,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.5(a): entering may need an earlier action that clears the own blockade on the entry "
          "square (seed 001 'Should a block occupy an entry space')",
          "[cardinal][5.5][5.6]") {
    auto s = test::position<card>("1,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    // Only 1+6 first, then enter with the 5, enters a pawn; 1+5, whole 1+11 enter none.
    REQUIRE(test::legal(s) == list{"move 1a+6"});
    test::play(s, "move 1a+6");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "7,1,1,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.5(a): a sum-of-five entry is never compelled (seed 001 'a total of five (5)')",
          "[cardinal][5.3][5.5]") {
    auto s = test::position<card>("10,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-4");
    REQUIRE(test::legal(s) == list{"enter sum", "move 10+1", "move 10+4", "whole 10+5"});
    test::play(s, "enter sum");
    REQUIRE(test::text(s) == "10,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.3: 5-5 with pawns in the nest must enter two pawns (seed 001 'If a double five (5) is "
          "thrown the player must enter two')",
          "[cardinal][5.3][5.5]") {
    auto s = test::position<card>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "20,1,1,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("cardinal §5.3: 5-5 with one pawn in the nest enters it and moves 5 (seed 001)", "[cardinal][5.3][5.5]") {
    auto s = test::position<card>("30,20,10,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    // Only one pawn can enter; the other 5 is a move. No whole move (it enters nothing).
    REQUIRE(test::legal(s) == list{"enter", "move 10+5", "move 20+5", "move 30+5"});
    test::play(s, "enter");
    REQUIRE(test::legal(s) == list{"move 1+5", "move 10+5", "move 20+5", "move 30+5"});
    test::play(s, "move 1+5");
    REQUIRE(test::text(s) == "30,20,10,6/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("cardinal §5.3: 5-5 with the entry square blocked: a move by parts or one whole move of 10 "
          "(seed 001 'Should a block occupy an entry space')",
          "[cardinal][5.3]") {
    // Seat 1's blockade (p=52) on seat 0's entry square.
    auto s = test::position<card>("20,0,0,0/52,52,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    REQUIRE(test::legal(s) == list{"move 20+5", "whole 20+10"});
    test::play(s, "whole 20+10");
    REQUIRE(test::text(s) == "30,0,0,0/52,52,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

// ---- §5.3 whole move --------------------------------------------------------------------------------

TEST_CASE("cardinal §5.3 whole move: only its final square is a stop - a pawn passed over is not captured "
          "(seed 001 'one piece by the total')",
          "[cardinal][5.3]") {
    // Seat 1's single pawn at p=57 stands on seat 0's q=6.
    auto s = test::position<card>("3,0,0,0/57,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-4");
    REQUIRE(test::legal(s) == list{"move 3+3", "move 3+4", "whole 3+7"});
    SECTION("the whole move passes the pawn") {
        test::play(s, "whole 3+7");
        REQUIRE(test::text(s) == "10,0,0,0/57,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("moving by parts stops on it and captures") {
        test::play(s, "move 3+3");
        REQUIRE(s.pawns[1][0] == 0);
        REQUIRE(test::legal(s) == list{"move 6+4"});
        test::play(s, "move 6+4");
        REQUIRE(test::legal(s) == list{"capture 10+10", "again"});
    }
}

TEST_CASE("cardinal §5.3 whole move: its final square captures (seed 001)", "[cardinal][5.3][5.4]") {
    // Seat 1's single pawn at p=61 stands on seat 0's q=10.
    auto s = test::position<card>("3,0,0,0/61,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-4");
    REQUIRE(test::legal(s) == list{"move 3+3", "move 3+4", "whole 3+7"});
    test::play(s, "whole 3+7");
    REQUIRE(s.pawns[1][0] == 0);
    REQUIRE(test::legal(s) == list{"capture 10+10", "again"});
}

TEST_CASE("cardinal §5.3/§5.4: neither a whole move nor a part may pass an enemy blockade "
          "(seed 001 'they cannot be passed by any player')",
          "[cardinal][5.3][5.4]") {
    // Seat 1's blockade (p=57) on seat 0's q=6.
    auto s = test::position<card>("3,0,0,0/57,57,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-4");
    // 3+4, whole 3+6 and 5+4 all pass q=6: only the 2 can be used.
    REQUIRE(test::legal(s) == list{"move 3+2"});
    test::play(s, "move 3+2");
    REQUIRE(test::text(s) == "5,0,0,0/57,57,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.3/§5.4: own blockade may not be passed - not even by a whole move "
          "(seed 001 'regardless of color')",
          "[cardinal][5.3][5.4]") {
    auto s = test::position<card>("20,20,15,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-6");
    // No 15+6 and no whole 15+8: both pass the own blockade at 20.
    REQUIRE(test::legal(s) == list{"move 15+2", "move 20a+2", "move 20a+6", "whole 20a+8"});
    test::play(s, "whole 20a+8");
    REQUIRE(test::text(s) == "28,20,15,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.3 whole move with a doublet while a pawn is in the nest - only while both parts are "
          "unused (seed 001)",
          "[cardinal][5.2][5.3]") {
    auto s = test::position<card>("10,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");
    REQUIRE(test::legal(s) == list{"move 10+2", "whole 10+4"});
    SECTION("whole") {
        test::play(s, "whole 10+4");
        REQUIRE(test::text(s) == "14,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
    }
    SECTION("by parts: no whole move once a part is used") {
        test::play(s, "move 10+2");
        REQUIRE(test::legal(s) == list{"move 12+2"});
        test::play(s, "move 12+2");
        REQUIRE(test::text(s) == "14,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
    }
}

TEST_CASE("cardinal §5.4 exact count: a whole move may end exactly at HOME - the home reward with no pawn "
          "on the board is forfeited (seed 001 'only be entered by an exact throw')",
          "[cardinal][5.4][5.7]") {
    auto s = test::position<card>("66,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-4");
    REQUIRE(test::legal(s) == list{"move 66+2", "move 66+4", "whole 66+6"});
    test::play(s, "whole 66+6");
    REQUIRE(test::text(s) == "72,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("cardinal §5.5: no larger-die rule - either die may be played when only one can "
          "(seed 001 'they may use the number shown on one of them')",
          "[cardinal][5.5]") {
    auto s = test::position<card>("72,72,69,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-3");
    REQUIRE(test::legal(s) == list{"move 69+1", "move 69+3"});
    test::play(s, "move 69+1");
    REQUIRE(test::text(s) == "72,72,70,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- §5.6 blockades ---------------------------------------------------------------------------------

TEST_CASE("cardinal §5.6: the pawns of a blockade may not travel together to a new square "
          "(seed 001 'the two playing pieces may not travel together')",
          "[cardinal][5.6]") {
    auto s = test::position<card>("20,20,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "3-3");
    REQUIRE(test::legal(s) == list{"move 20a+3", "whole 20a+6"});
    test::play(s, "move 20a+3");
    // The other pawn of the blockade may not join it on 23.
    REQUIRE(test::legal(s) == list{"move 23a+3"});
    test::play(s, "move 23a+3");
    REQUIRE(test::text(s) == "26,20,0,0/-/0,0,0,0/- 0 throw doublets=1");
}

// ---- §5.2 four of the top, §5.8 doublets --------------------------------------------------------------

TEST_CASE("cardinal §5.2: a doublet with no pawn in the nest gives four parts of the top - no whole move "
          "(seed 001 'divided by 4 3 or 2')",
          "[cardinal][5.2]") {
    SECTION("all four pawns on the board") {
        auto s = test::position<card>("40,30,20,10/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(s, "3-3");
        REQUIRE(test::legal(s) == list{"move 10+3", "move 20+3", "move 30+3", "move 40+3"});
        test::play(s, "move 10+3");
        test::play(s, "move 13+3");
        test::play(s, "move 16+3");
        REQUIRE(test::legal(s) == list{"move 19+3", "move 20+3", "move 30+3", "move 40+3"});
        test::play(s, "move 19+3");
        REQUIRE(test::text(s) == "40,30,22,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
    }
    SECTION("pawns at HOME are out of the nest") {
        auto s = test::position<card>("72,72,72,10/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(s, "3-3");
        REQUIRE(test::legal(s) == list{"move 10+3"});
        test::play(s, "move 10+3");
        test::play(s, "move 13+3");
        test::play(s, "move 16+3");
        test::play(s, "move 19+3");
        REQUIRE(test::text(s) == "72,72,72,22/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
    }
}

TEST_CASE("cardinal §5.2/§5.5(b): the four-part bonus uses as many parts as possible - not all or none - the "
          "doublet still throws again (seed 001 'Any time a player throws doubles ... they are allowed another "
          "turn')",
          "[cardinal][5.2][5.5][5.8]") {
    // 3.3.3.3: the pawn at 64 can take two parts (->70), the pawn at 69 one (->HOME): three in all.
    auto s = test::position<card>("72,72,69,64/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");
    REQUIRE(test::legal(s) == list{"move 64+3", "move 69+3"});
    test::play(s, "move 69+3");
    // The home reward waits for the parts.
    REQUIRE(test::legal(s) == list{"move 64+3"});
    test::play(s, "move 64+3");
    REQUIRE(test::legal(s) == list{"move 67+3"});
    test::play(s, "move 67+3");
    // The fourth part and the home reward (70+10) cannot be played: forfeited.
    REQUIRE(test::text(s) == "72,72,72,70/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("cardinal §5.8: a doublet throws again even when only one part was used (seed 001)",
          "[cardinal][5.8]") {
    // Seat 1's blockade on q=3 (p=54): after entering, nothing else moves.
    auto s = test::position<card>("1,0,0,0/54,54,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "1,1,0,0/54,54,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("cardinal §5.3/§5.8: an empty play is a pass - and a doublet still throws again (seed 001)",
          "[cardinal][5.3][5.8]") {
    auto s = test::position<card>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    SECTION("doublet") {
        test::throw_(s, "2-2");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
    }
    SECTION("not a doublet") {
        test::throw_(s, "1-2");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
}

TEST_CASE("cardinal §5.1: no third-doublet penalty (seed 001 has none)", "[cardinal][5.1]") {
    auto s = test::position<card>("40,30,20,10/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
    test::throw_(s, "1-1");
    REQUIRE(test::legal(s) == list{"move 10+1", "move 20+1", "move 30+1", "move 40+1"});
    test::play(s, "move 40+1");
    test::play(s, "move 41+1");
    test::play(s, "move 42+1");
    test::play(s, "move 43+1");
    REQUIRE(test::text(s) == "44,30,20,10/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=3");
}

}  // namespace rules_cardinal_turn_tests
