// docs/rules.md §5.10 (extra lap), §5.6 (blockades), §5.4 (exact count into HOME) and §7 steps for the american
// preset (WM, seed 003_a4a3791e8fb7fdd5.txt). Expected lists are worked out by hand from docs/rules.md.
// A lapping pawn has p = 72 + k, k ring squares past its turn-off at p = 64; p = 77 is its entry square
// again and p = 140 its turn-off again.
#include <vector>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_american_lap_tests {

namespace {
using wm = pachisi::american;
using test::list;
}  // namespace

// ---- §5.10 extra lap ------------------------------------------------------------------------------------

TEST_CASE("american §5.10: a move crossing the turn-off has two stops - the home path or round again "
          "(seed 003 'A piece is not required to enter the home row')",
          "[american][5.10]") {
    auto s = test::position<wm>("62,0,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "2-4");
    REQUIRE(test::legal(s) == list{"move 62+2", "move 62+4", "move 62+4=74"});
    SECTION("round again") {
        test::play(s, "move 62+4=74");
        REQUIRE(test::legal(s) == list{"move 74+2"});
        test::play(s, "move 74+2");
        REQUIRE(test::text(s) == "76,0,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("into the home path") {
        test::play(s, "move 62+4");
        REQUIRE(test::legal(s) == list{"move 66+2"});
        test::play(s, "move 66+2");
        REQUIRE(test::text(s) == "68,0,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("stopping on the turn-off, the next part chooses") {
        test::play(s, "move 62+2");
        REQUIRE(test::legal(s) == list{"move 64+4", "move 64+4=76"});
        test::play(s, "move 64+4=76");
        REQUIRE(test::text(s) == "76,0,0,0/-/0,0,0,0/- 2 throw");
    }
}

TEST_CASE("american §5.10: p=140 is the turn-off again - into the home path (65..72) or on "
          "(seed 003 'start another circuit of the board')",
          "[american][5.10]") {
    auto s = test::position<wm>("138,0,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "2-4");
    REQUIRE(test::legal(s) == list{"move 138+2", "move 138+4=66", "move 138+4"});
    SECTION("into the home path") {
        test::play(s, "move 138+4=66");
        REQUIRE(test::legal(s) == list{"move 66+2"});
        test::play(s, "move 66+2");
        REQUIRE(test::text(s) == "68,0,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("on round the ring") {
        test::play(s, "move 138+4");
        REQUIRE(test::legal(s) == list{"move 142+2"});
        test::play(s, "move 142+2");
        REQUIRE(test::text(s) == "144,0,0,0/-/0,0,0,0/- 2 throw");
    }
}

TEST_CASE("american §5.10/§5.5(b): using the most parts may force a pawn round again "
          "(seed 003 'or as the result of requirement of the use of the total die roll')",
          "[american][5.10][5.5]") {
    // Parts 1.1.6.6 for the one pawn at 62: by the home path at most three parts fit (62+1+1+6=70 or
    // 62+6+1+1=70); round again all four do.
    auto s = test::position<wm>("72,72,72,62/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-1");
    REQUIRE(test::legal(s) == list{"move 62+1", "move 62+6=76"});
    test::play(s, "move 62+6=76");
    REQUIRE(test::legal(s) == list{"move 76+1", "move 76+6"});
    test::play(s, "move 76+6");
    REQUIRE(test::legal(s) == list{"move 82+1"});
    test::play(s, "move 82+1");
    REQUIRE(test::legal(s) == list{"move 83+1"});
    test::play(s, "move 83+1");
    REQUIRE(test::text(s) == "84,72,72,72/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
    SECTION("after 62+1, 63+1: the 6 from the turn-off must go round") {
        auto t = test::position<wm>("72,72,72,62/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(t, "1-1");
        test::play(t, "move 62+1");
        REQUIRE(test::legal(t) == list{"move 63+1", "move 63+6=77"});
        test::play(t, "move 63+1");
        REQUIRE(test::legal(t) == list{"move 64+6=78"});
        test::play(t, "move 64+6=78");
        test::play(t, "move 78+6");
        REQUIRE(test::text(t) == "84,72,72,72/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
    }
}

TEST_CASE("american §5.10/§5.6: 'together' is one physical square: p=77 stands with p=1 "
          "(docs/rules.md §5.6 'a lapping pawn at p = 77 stands with one at p = 1' - seed 003)",
          "[american][5.6][5.10]") {
    // A blockade on seat 0's entry square made of a lapping pawn (77) and a pawn at 1.
    auto s = test::position<wm>("77,1,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "3-3");
    // 1+3 and 77+3 both stand on ring 8: together again, not allowed.
    REQUIRE(test::legal(s) == list{"move 1a+3", "move 77a+3"});
    test::play(s, "move 1a+3");
    REQUIRE(test::legal(s) == list{"move 4a+3"});
    test::play(s, "move 4a+3");
    REQUIRE(test::text(s) == "77,7,0,0/-/0,0,0,0/- 0 throw doublets=1");
}

TEST_CASE("american §7/§5.10: a lapping pawn's steps are p-8 and a HOME pawn counts 72 and a nest pawn -5 "
          "(seed 003)",
          "[american][7][5.10]") {
    auto s = test::position<wm>("138,76,30,0/-/0,0,0,0/- 0 throw");
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 0)) == "0-223");
    REQUIRE(pachisi::score_of(s, 2).steps == -20);
    auto t = test::position<wm>("138,72,30,0/-/0,0,0,0/- 0 throw");
    REQUIRE(pachisi::score_of(t, 0).home == 1);
    REQUIRE(pachisi::score_of(t, 0).steps == 227);
}

// ---- §5.6 blockades -------------------------------------------------------------------------------------

TEST_CASE("american §5.4/§5.6: no pawn passes a blockade - its owner's included (seed 003 'No piece of any "
          "player may move through a blockade ... including pieces of the blockade owner')",
          "[american][5.4][5.6]") {
    auto s = test::position<wm>("20,20,15,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-6");
    REQUIRE(test::legal(s) == list{"move 15+2", "move 20a+2", "move 20a+6"});
    test::play(s, "move 15+2");
    // 17+6 would pass the blockade.
    REQUIRE(test::legal(s) == list{"move 20a+6"});
    test::play(s, "move 20a+6");
    REQUIRE(test::text(s) == "26,20,17,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("american §5.6: a blockade may not move forward together with a doublet (seed 003 'Blockade pieces "
          "may not be moved forward together with the roll of a double')",
          "[american][5.6]") {
    auto s = test::position<wm>("20,20,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "3-3");
    REQUIRE(test::legal(s) == list{"move 20a+3"});
    test::play(s, "move 20a+3");
    REQUIRE(test::legal(s) == list{"move 23a+3"});
    test::play(s, "move 23a+3");
    REQUIRE(test::text(s) == "26,20,0,0/-/0,0,0,0/- 0 throw doublets=1");
}

TEST_CASE("american §5.6: the blockade's pawns may meet on the way - not at the end of the throw (seed 003)",
          "[american][5.6]") {
    auto s = test::position<wm>("30,30,20,10/-/0,0,0,0/- 0 throw");
    test::throw_(s, "1-1");  // parts 1.1.6.6
    REQUIRE(test::legal(s) ==
            list{"move 10+1", "move 10+6", "move 20+1", "move 20+6", "move 30a+1", "move 30a+6"});
    test::play(s, "move 30a+1");
    REQUIRE(test::legal(s) == list{"move 10+1", "move 10+6", "move 20+1", "move 20+6", "move 30a+1", "move 30a+6",
                                   "move 31a+1", "move 31a+6"});
    test::play(s, "move 30a+1");  // both on 31: allowed on the way
    REQUIRE(test::legal(s) == list{"move 10+6", "move 20+6", "move 31a+6"});
    test::play(s, "move 31a+6");
    REQUIRE(test::legal(s) == list{"move 10+6", "move 20+6", "move 37a+6"});
    test::play(s, "move 20+6");
    REQUIRE(test::text(s) == "37,31,26,10/-/0,0,0,0/- 0 throw doublets=1");
}

TEST_CASE("american §5.6: a start blockade's pawn and another pawn on one square are told apart by tag "
          "(docs/rules.md §5.6 'a move from that square names which one it lifts' - seed 003)",
          "[american][5.6]") {
    auto s = test::position<wm>("20,20,17,5/-/0,0,0,0/- 0 throw");
    test::throw_(s, "3-3");  // parts 3.3.4.4
    // 17+3 would land on the blockade, 17+4 pass it.
    REQUIRE(test::legal(s) == list{"move 5+3", "move 5+4", "move 20a+3", "move 20a+4"});
    test::play(s, "move 20a+3");
    REQUIRE(test::legal(s) == list{"move 5+3", "move 5+4", "move 17+3", "move 17+4", "move 20a+3", "move 20a+4",
                                   "move 23a+3", "move 23a+4"});
    test::play(s, "move 17+3");  // joins the blockade pawn left on 20
    REQUIRE(test::legal(s) == list{"move 5+4", "move 20+4", "move 20a+4", "move 23a+4"});
    test::play(s, "move 20+4");
    // 20a+4 joins the pawn from 17 on 24: allowed, they did not stand together at the start.
    REQUIRE(test::legal(s) == list{"move 5+4", "move 20a+4", "move 23a+4", "move 24+4"});
    test::play(s, "move 20a+4");
    REQUIRE(test::text(s) == "24,24,23,5/-/0,0,0,0/- 0 throw doublets=1");
}

TEST_CASE("american §5.4: two own pawns on a home-path square block their own colour (docs/rules.md §5.4 - seed 003)",
          "[american][5.4][5.6]") {
    auto s = test::position<wm>("72,68,68,66/-/0,0,0,0/- 0 throw");
    test::throw_(s, "1-3");
    // 66+3 would pass 68.
    REQUIRE(test::legal(s) == list{"move 66+1", "move 68a+1", "move 68a+3"});
    test::play(s, "move 66+1");
    // 67+3 would pass 68.
    REQUIRE(test::legal(s) == list{"move 68a+3"});
    test::play(s, "move 68a+3");
    REQUIRE(test::text(s) == "72,71,68,67/-/0,0,0,0/- 2 throw");
}

// ---- §5.4 exact count into HOME, §5.9 end -----------------------------------------------------------------

TEST_CASE("american §5.4/§5.9: HOME only by exact count - the last pawn home ends the game (seed 003 'Pieces may "
          "only be moved to the home position with an exact application')",
          "[american][5.4][5.9]") {
    SECTION("2-3: only the 2 fits, and wins") {
        auto s = test::position<wm>("72,72,72,70/-/0,0,0,0/- 0 throw");
        test::throw_(s, "2-3");
        REQUIRE(test::legal(s) == list{"move 70+2"});
        test::play(s, "move 70+2");
        REQUIRE(test::text(s) == "72,72,72,72/-/0,0,0,0/- 0 over");
        REQUIRE(pachisi::winners(s) == 1);
    }
    SECTION("1-3: 70+1, then 71+3 overshoots") {
        auto s = test::position<wm>("72,72,72,70/-/0,0,0,0/- 0 throw");
        test::throw_(s, "1-3");
        REQUIRE(test::legal(s) == list{"move 70+1"});
        test::play(s, "move 70+1");
        REQUIRE(test::text(s) == "72,72,72,71/-/0,0,0,0/- 2 throw");
    }
}

// The witness of legal_actions.hpp names the squares of a pawn on another lap by first-trip progress:
// the same square as on the board (route::square), or 0 exactly where no first trip stands.
TEST_CASE("first_trip_progress names the square of every lap as the board does (§5.10 extra laps)", "[american][laps]") {
    using board = pachisi::route<pachisi::american::board>;
    long checked = 0;
    for (int seat = 0; seat < 4; ++seat) {
        std::vector<bool> first_trip_square(pachisi::board_squares + 1, false);
        for (int p = 1; p < board::home; ++p) first_trip_square[board::square(seat, p)] = true;
        for (int p = board::home + 1; p <= board::max_progress; ++p) {
            const int q = pachisi::detail::first_trip_progress<pachisi::american>(p);
            if (q > 0) REQUIRE_EACH(board::square(seat, q) == board::square(seat, p));
            else REQUIRE_EACH(!first_trip_square[board::square(seat, p)]);
            ++checked;
        }
    }
    CHECK(checked == 4 * (board::max_progress - board::home));
}

TEST_CASE("american §5.5 with §5.10: a lapping pawn that makes a blockade on the way of the other die's "
          "only move may not move first (seed 003 'both dice must be used if possible')",
          "[american][5.5][5.10]") {
    // Seat 0: a pawn on its first extra lap at p=91 (the square of first-trip p=15), pawns at 20 and
    // 18, one at HOME; seat 1 holds a blockade on seat 0's p=24 (its own p=7). Throw 4-5.
    auto s = test::position<wm>("91,72,20,18/7,7,0,0/-/- 0 throw");
    test::throw_(s, "4-5");
    // 91+5 stops on 96, the square of 20: a blockade with that pawn, across 18+4's way, and every other
    // 4 (from 96 or 20) would stop on seat 1's blockade. Both dice can be used in the other orders.
    REQUIRE(test::legal(s) == list{"move 18+4", "move 18+5", "move 91+4"});
    SECTION("18+4 first, then the lapping pawn may make the blockade (22+5 would pass seat 1's)") {
        test::play(s, "move 18+4");
        REQUIRE(test::legal(s) == list{"move 91+5"});
    }
}

}  // namespace rules_american_lap_tests
