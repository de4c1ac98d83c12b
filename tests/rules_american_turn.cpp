// docs/rules.md §5 for the american preset (WM, seed 003_a4a3791e8fb7fdd5.txt): safe squares and the entry
// capture, free use of fives, the larger-die rule, tops and bottoms "as much as possible", throwing again
// only after a fully used doublet, optional rewards of 20 and 10 after all die moves, the third-doublet
// option. Expected lists are worked out by hand from docs/rules.md. Seat 0's progress q; seat t's pawn on
// that square has p_t = (q - 17t) mod 68. Safe squares as seat progress: 1 8 13 18 25 30 35 42 47 52 59 64.
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_american_turn_tests {

namespace {
using wm = pachisi::american;
using test::list;
}  // namespace

// ---- §5.4 safe squares, §5.3 the entry capture ------------------------------------------------------------

TEST_CASE("american §5.4: no stop on a safe square held by an opponent (seed 003 'A piece may not be placed "
          "on a safe space ... occupied by an opponent')",
          "[american][5.4]") {
    // Seat 1's pawn at p=59 stands on seat 0's safe q=8.
    auto s = test::position<wm>("4,0,0,0/59,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "4-6");
    REQUIRE(test::legal(s) == list{"move 4+6"});
    test::play(s, "move 4+6");
    REQUIRE(test::legal(s) == list{"move 10+4"});
    test::play(s, "move 10+4");
    REQUIRE(test::text(s) == "14,0,0,0/59,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.4/§5.5(c): a pawn on another seat's entry square is safe - only the larger die can be "
          "used (seed 003 'If either can be used ... the player must use the larger die')",
          "[american][5.4][5.5]") {
    // Seat 1's pawn at its own p=1 stands on seat 0's safe q=18: 15+1+2 and 15+2+1 both end there.
    auto s = test::position<wm>("15,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 15+2"});
    test::play(s, "move 15+2");
    REQUIRE(test::text(s) == "17,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.3: entering captures a single opponent on the safe entry square - the reward of 20 "
          "waits for the die moves and may be declined (seed 003 'sent back to its nest when an opponent's "
          "piece leaves the nest')",
          "[american][5.3][5.7]") {
    // Seat 1's pawn at p=52 stands on seat 0's entry square (q=1).
    auto s = test::position<wm>("10,0,0,0/52,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-5");
    // Auto fives off: 10+5 then 15+2 is also a full play.
    REQUIRE(test::legal(s) == list{"enter", "move 10+2", "move 10+5"});
    test::play(s, "enter");
    REQUIRE(s.pawns[1][0] == 0);
    REQUIRE(test::legal(s) == list{"move 1+2", "move 10+2"});
    test::play(s, "move 10+2");
    REQUIRE(test::legal(s) == list{"capture 1+20", "capture 12+20", "decline"});
    test::play(s, "decline");
    REQUIRE(test::text(s) == "12,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.3: an entering pawn captures a lapping opponent on its entry square "
          "(seed 003 - docs/rules.md §5.10 laps)",
          "[american][5.3][5.10]") {
    // Seat 0's lapping pawn at p=94 stands on ring 22, seat 1's entry square. Seat 1 to play.
    auto s = test::position<wm>("94,0,0,0/30,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"enter", "move 30+5", "move 30+6"});
    test::play(s, "enter");
    REQUIRE(s.pawns[0][0] == 0);
    REQUIRE(test::legal(s) == list{"move 1+6", "move 30+6"});
    test::play(s, "move 30+6");
    REQUIRE(test::legal(s) == list{"capture 1+20", "capture 36+20", "decline"});
    test::play(s, "decline");
    REQUIRE(test::text(s) == "0,0,0,0/36,1,0,0/0,0,0,0/0,0,0,0 2 throw");
}

TEST_CASE("american §5.3: no entering onto a blockade on the entry square (seed 003 'even to leave its nest')",
          "[american][5.3]") {
    // Seat 1's blockade (p=52) on seat 0's entry square.
    auto s = test::position<wm>("20,0,0,0/52,52,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"move 20+5", "move 20+6"});
    test::play(s, "move 20+5");
    REQUIRE(test::legal(s) == list{"move 25+6"});
    test::play(s, "move 25+6");
    REQUIRE(test::text(s) == "31,0,0,0/52,52,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- §5.5 compulsion: free fives, most parts, the larger die ----------------------------------------------

TEST_CASE("american §5.5(a) off: a 5 may move a pawn instead of entering (seed 003 'may only leave the nest "
          "with a roll of a five')",
          "[american][5.5]") {
    auto s = test::position<wm>("10,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-5");
    REQUIRE(test::legal(s) == list{"enter", "move 10+3", "move 10+5"});
    test::play(s, "move 10+5");
    REQUIRE(test::legal(s) == list{"move 15+3"});
    test::play(s, "move 15+3");
    REQUIRE(test::text(s) == "18,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.5(b): without auto fives both dice must be used - even if that means not entering "
          "(seed 003 'All die rolls must be taken')",
          "[american][5.5]") {
    // Seat 0: own blockade at 10, a pawn at 6, one in the nest. Seat 1's blockade on q=3 (p=54), seat 2's
    // on q=16 (p=50). Entering leaves the 6 unplayable; 10+5 then 6+6 uses both dice.
    auto s = test::position<wm>("10,10,6,0/54,54,0,0/50,50,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"move 10a+5"});
    test::play(s, "move 10a+5");
    REQUIRE(test::legal(s) == list{"move 6+6"});
    test::play(s, "move 6+6");
    REQUIRE(test::text(s) == "15,12,10,0/54,54,0,0/50,50,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.3: a sum of five enters (seed 003 'or the sum of the dice')", "[american][5.3]") {
    auto s = test::position<wm>("10,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-4");
    REQUIRE(test::legal(s) == list{"enter sum", "move 10+1", "move 10+4"});
    test::play(s, "enter sum");
    REQUIRE(test::text(s) == "10,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.5(c): when only one die can be used - the larger one if it can be "
          "(seed 003 'If either can be used ... the player must use the larger die')",
          "[american][5.5]") {
    SECTION("either die alone: the larger") {
        auto s = test::position<wm>("72,72,69,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(s, "1-3");
        REQUIRE(test::legal(s) == list{"move 69+3"});
        test::play(s, "move 69+3");
        // The home reward has no pawn on the board to move: forfeited.
        REQUIRE(test::text(s) == "72,72,72,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("the larger die cannot be used: the smaller") {
        auto s = test::position<wm>("72,72,69,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(s, "2-4");
        REQUIRE(test::legal(s) == list{"move 69+2"});
        test::play(s, "move 69+2");
        REQUIRE(test::text(s) == "72,72,71,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
}

TEST_CASE("american §5.5(c): entering with the larger die beats moving with the smaller one - p=77 stands on "
          "the own entry square (seed 003)",
          "[american][5.5][5.10]") {
    // Seat 0: a lapping pawn at 76 (ring 4), a pawn at 1 (ring 5). Seat 1's blockade (p=53) on q=2.
    // Either enter (the 5: blockade on ring 5, then 76+1 cannot land there) or 76+1=77 (blockade on
    // ring 5, then no entry): one part either way; the 5 is the larger.
    auto s = test::position<wm>("76,1,0,0/53,53,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "76,1,1,0/53,53,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- §5.2 tops and bottoms, §5.8 throw again only if all parts were used ------------------------------------

TEST_CASE("american §5.2: a doublet with no pawn in the nest gives tops and bottoms - all used: throw again "
          "(seed 003 'one for each of the numbers on the bottoms')",
          "[american][5.2][5.8]") {
    auto s = test::position<wm>("40,30,20,10/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2.2.5.5
    REQUIRE(test::legal(s) == list{"move 10+2", "move 10+5", "move 20+2", "move 20+5", "move 30+2", "move 30+5",
                                   "move 40+2", "move 40+5"});
    test::play(s, "move 40+5");
    test::play(s, "move 45+5");
    test::play(s, "move 50+2");
    REQUIRE(test::legal(s) == list{"move 10+2", "move 20+2", "move 30+2", "move 52+2"});
    test::play(s, "move 52+2");
    REQUIRE(test::text(s) == "54,30,20,10/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("american §5.2/§5.8: tops and bottoms as much as possible - not all used: no throw again "
          "(seed 003 'If the player is unable to use all of the roll ... the player doesn't get another roll')",
          "[american][5.2][5.5][5.8]") {
    // Parts 1.1.6.6 for the pawn at 66: 66+1+1 uses two parts; 66+6 (HOME) uses only one.
    auto s = test::position<wm>("72,72,72,66/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-1");
    REQUIRE(test::legal(s) == list{"move 66+1"});
    test::play(s, "move 66+1");
    REQUIRE(test::legal(s) == list{"move 67+1"});
    test::play(s, "move 67+1");
    REQUIRE(test::text(s) == "72,72,72,68/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.2: a doublet with a pawn in the nest gives only the tops (seed 003 'only granted if "
          "all four pieces are out of the nest')",
          "[american][5.2][5.8]") {
    auto s = test::position<wm>("10,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");
    REQUIRE(test::legal(s) == list{"move 10+3"});
    test::play(s, "move 10+3");
    REQUIRE(test::legal(s) == list{"move 13+3"});
    test::play(s, "move 13+3");
    REQUIRE(test::text(s) == "16,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("american §5.3/§5.8: 5-5 enters two pawns and throws again (seed 003 'A double five can be used to "
          "move two pieces from the nest')",
          "[american][5.3][5.8]") {
    auto s = test::position<wm>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    // Fives are free (no auto fives): the second 5 may enter or move the new pawn.
    REQUIRE(test::legal(s) == list{"enter", "move 1+5"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "1,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("american §5.8: 5-5 with only one part usable: no throw again (seed 003)", "[american][5.8]") {
    // Seat 1's blockade on q=3 (p=54): after entering, the second 5 has no use.
    auto s = test::position<wm>("1,0,0,0/54,54,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "1,1,0,0/54,54,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.3/§5.8: a doublet that cannot be played at all is a pass and the turn passes "
          "(seed 003 'If no move is possible ... the turn is forfeited')",
          "[american][5.3][5.8]") {
    auto s = test::position<wm>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- §5.7 rewards: 20 and 10, optional, after all die moves -------------------------------------------------

TEST_CASE("american §5.7: the home reward of 10 is optional (seed 003 'Any rewards not taken are lost')",
          "[american][5.7]") {
    auto s = test::position<wm>("70,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-4");
    REQUIRE(test::legal(s) == list{"move 20+2", "move 20+4", "move 70+2"});
    test::play(s, "move 70+2");
    REQUIRE(test::legal(s) == list{"move 20+4"});
    test::play(s, "move 20+4");
    REQUIRE(test::legal(s) == list{"home 24+10", "decline"});
    SECTION("taken") {
        test::play(s, "home 24+10");
        REQUIRE(test::text(s) == "72,34,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("declined") {
        test::play(s, "decline");
        REQUIRE(test::text(s) == "72,24,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
}

TEST_CASE("american §5.7: all die moves come before the rewards - which are then played in any order "
          "(seed 003 'All die moves must be taken before the application of any extra rewards')",
          "[american][5.7]") {
    // Two players; seat 2's pawn (p=48) on seat 0's q=14.
    auto s = test::position<wm>("70,10,0,0/-/48,0,0,0/- 0 throw");
    test::throw_(s, "2-4");
    REQUIRE(test::legal(s) == list{"move 10+2", "move 10+4", "move 70+2"});
    test::play(s, "move 10+4");
    REQUIRE(s.pawns[2][0] == 0);
    // The capture reward is not offered while the 2 is unused.
    REQUIRE(test::legal(s) == list{"move 14+2", "move 70+2"});
    test::play(s, "move 70+2");
    REQUIRE(test::legal(s) == list{"capture 14+20", "home 14+10", "decline"});
    SECTION("home first, then capture") {
        test::play(s, "home 14+10");
        REQUIRE(test::legal(s) == list{"capture 24+20", "decline"});
        test::play(s, "capture 24+20");
        REQUIRE(test::text(s) == "72,44,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("decline gives up both rewards") {
        test::play(s, "decline");
        REQUIRE(test::text(s) == "72,14,0,0/-/0,0,0,0/- 2 throw");
    }
}

TEST_CASE("american §5.4/§5.7: a reward may reach HOME by its exact count - or go round again - and HOME earns "
          "another reward (seed 003 'or the complete application of a reward')",
          "[american][5.4][5.7][5.10]") {
    auto s = test::position<wm>("70,61,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 61+1", "move 61+2", "move 70+1", "move 70+2"});
    test::play(s, "move 70+2");
    REQUIRE(test::legal(s) == list{"move 61+1"});
    test::play(s, "move 61+1");
    REQUIRE(test::legal(s) == list{"home 62+10", "home 62+10=80", "decline"});
    test::play(s, "home 62+10");
    // The second home reward has no pawn on the board to move: forfeited.
    REQUIRE(test::text(s) == "72,72,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("american §5.7: a reward that cannot be played whole is forfeited - and no decline is offered "
          "(seed 003 'may not be split between pieces')",
          "[american][5.7]") {
    // Seat 1's pawn (p=16) on q=33; seat 2's blockade (p=6) on q=40.
    auto s = test::position<wm>("30,0,0,0/16,0,0,0/6,6,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 30+1", "move 30+2"});
    test::play(s, "move 30+2");
    REQUIRE(test::legal(s) == list{"move 32+1"});
    test::play(s, "move 32+1");
    // 33+20 would pass the blockade on 40.
    REQUIRE(test::text(s) == "33,0,0,0/0,0,0,0/6,6,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.7/§5.10: a reward move may capture and earn another reward - which may go round again "
          "(seed 003)",
          "[american][5.7][5.10]") {
    // Seat 1's pawn (p=16) on q=33; seat 2's pawn (p=19) on q=53.
    auto s = test::position<wm>("30,0,0,0/16,0,0,0/19,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 30+1", "move 30+2"});
    test::play(s, "move 30+1");
    test::play(s, "move 31+2");
    REQUIRE(s.pawns[1][0] == 0);
    REQUIRE(test::legal(s) == list{"capture 33+20", "decline"});
    test::play(s, "capture 33+20");
    REQUIRE(s.pawns[2][0] == 0);
    // 53+20 overshoots HOME by the home path (53+19 = 72); round again it stops at 81.
    REQUIRE(test::legal(s) == list{"capture 53+20=81", "decline"});
    test::play(s, "capture 53+20=81");
    REQUIRE(test::text(s) == "81,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- §5.1 third doublet (american_rules<true>) ---------------------------------------------------------------

TEST_CASE("american<true> §5.1: the third doublet in a row sends the farthest pawn short of HOME to its nest - "
          "a lapping pawn included (seed 003 option)",
          "[american][5.1]") {
    using wm3 = pachisi::american_rules<true>;
    SECTION("farthest is the lapping pawn at 138; HOME pawns untouched; the turn passes") {
        auto s = test::position<wm3>("138,72,72,66/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
        test::throw_(s, "4-4");
        REQUIRE(test::legal(s) == list{});
        REQUIRE(test::text(s) == "72,72,66,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("no pawn on the board: nothing happens but the turn passes") {
        auto s = test::position<wm3>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
        test::throw_(s, "5-5");
        REQUIRE(test::legal(s) == list{});
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("the second doublet is played as usual") {
        auto s = test::position<wm3>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
        test::throw_(s, "5-5");
        REQUIRE(test::legal(s) == list{"enter"});
        test::play(s, "enter");
        test::play(s, "enter");
        REQUIRE(test::text(s) == "1,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
    }
}

TEST_CASE("american §5.1: by default no penalty - the third doublet is played - a lapping pawn may turn in at "
          "p=140 (seed 003)",
          "[american][5.1][5.10]") {
    auto s = test::position<wm>("138,72,72,66/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=2");
    test::throw_(s, "4-4");  // parts 3.3.4.4
    REQUIRE(test::legal(s) == list{"move 66+3", "move 66+4", "move 138+3=65", "move 138+3", "move 138+4=66",
                                   "move 138+4"});
}

}  // namespace rules_american_turn_tests
