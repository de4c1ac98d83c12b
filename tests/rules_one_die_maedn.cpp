// docs/rules.md §10 (one-die family) for Mensch ärgere Dich nicht: the presets maedn (Schmidt Spiele's rule
// sheet, "SCH") and maedn_openspiel (OpenSpiel's maedn game, "OS"), and maedn's options three tries (step
// 10) and no jumping in the home path (step 11). Expected lists are worked out by hand from docs/rules.md
// §9/§10 and the decisions of the lead's one-die notes, not copied from the engine.
//
// MAEDN board (§9): a ring of 40, seat s at progress p in 1..40 stands on ring (10s + p) mod 40; p = 1 is
// the A field (entry square), 40 the own tip, 41..44 the goal fields, no HOME. Seat t's pawn on the square
// of seat 0's progress q: p_t = (q - 10t) mod 40 (0 read as 40). Seat 0's A field is seat 2's 21.
#include <random>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_one_die_maedn_tests {

namespace {
using rules = pachisi::maedn;
using openspiel = pachisi::maedn_openspiel;
constexpr pachisi::one_die_rule_options three_tries_options = [] {
    auto o = pachisi::maedn_options;
    o.three_tries = true;
    return o;
}();
using three_tries = pachisi::one_die_rules<three_tries_options>;
constexpr pachisi::one_die_rule_options no_jump_options = [] {
    auto o = pachisi::maedn_options;
    o.jump_in_home_path = false;
    return o;
}();
using no_jump = pachisi::one_die_rules<no_jump_options>;
using test::list;

// Seat t's progress on the square of seat 0's progress q (1..40).
int on_square_of_seat0(int q, int t) {
    const int p = ((q - 10 * t) % 40 + 40) % 40;
    return p == 0 ? 40 : p;
}
}  // namespace

TEST_CASE("maedn §9 geometry used by these tests - T = 40 - goal fields 41..44 - no HOME", "[maedn][10]") {
    using board = pachisi::route<rules::board>;
    REQUIRE(board::turn_off == 40);
    REQUIRE(board::last_stop == 44);
    REQUIRE_FALSE(board::has_home);
    REQUIRE(on_square_of_seat0(1, 2) == 21);
    REQUIRE(on_square_of_seat0(8, 2) == 28);
    REQUIRE(on_square_of_seat0(21, 2) == 1);
    REQUIRE(board::square(2, 21) == board::square(0, 1));
    REQUIRE(board::square(2, 28) == board::square(0, 8));
}

// ---- the start --------------------------------------------------------------------------------------------

TEST_CASE("maedn §10 start: every seat starts with one pawn on its A field (p = 1) - the opening throw picks the "
          "first seat - maedn (SCH)",
          "[maedn][10]") {
    auto s = pachisi::new_game<rules>(pachisi::setup{.players = 4});
    REQUIRE(test::text(s) == "1,0,0,0/1,0,0,0/1,0,0,0/1,0,0,0 0 opening");
    auto two = pachisi::new_game<rules>(pachisi::setup{.players = 2});
    REQUIRE(test::text(two) == "1,0,0,0/-/1,0,0,0/- 0 opening");
    pachisi::apply_throw(two, pachisi::throw_outcome{2, 0});
    REQUIRE(test::text(two) == "1,0,0,0/-/1,0,0,0/- 2 throw");
    SECTION("the first throw must clear the A field: the pawn there moves whatever the value") {
        test::throw_(two, "6");
        REQUIRE(test::legal(two) == list{"move 1+6"});
        test::play(two, "move 1+6");
        REQUIRE(test::text(two) == "1,0,0,0/-/7,0,0,0/- 2 throw sixes=1");
    }
}

TEST_CASE("maedn_openspiel §10 start: all pawns in the nest - seat 0 throws first - maedn_openspiel (OS)",
          "[maedn_openspiel][10]") {
    auto s = pachisi::new_game<openspiel>(pachisi::setup{.players = 4});
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    // No three tries: a throw that is not a 6 passes the turn.
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "0,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 1 throw sixes=1");
    // §10 step 4 under OS's rules: the pawn on the A field moves off first.
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"move 1+2"});
    test::play(s, "move 1+2");
    REQUIRE(test::text(s) == "0,0,0,0/3,0,0,0/0,0,0,0/0,0,0,0 2 throw");
}

// ---- step 3: entry on a 6 ------------------------------------------------------------------------------------

TEST_CASE("maedn §10 step 3: a 6 with a pawn in the nest must enter one - maedn (SCH)", "[maedn][10.3]") {
    auto s = test::position<rules>("20,0,0,0/-/10,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "20,1,0,0/-/10,0,0,0/- 0 throw sixes=1");
}

TEST_CASE("maedn §10 step 3: only a 6 enters - maedn", "[maedn][10.3]") {
    auto s = test::position<rules>("20,0,0,0/-/10,0,0,0/- 0 throw");
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"move 20+5"});
    test::play(s, "move 20+5");
    REQUIRE(test::text(s) == "25,0,0,0/-/10,0,0,0/- 2 throw");
}

TEST_CASE("maedn_openspiel §10 step 3: a 6 with a pawn in the nest must enter one - maedn_openspiel (OS)",
          "[maedn_openspiel][10.3]") {
    auto s = test::position<openspiel>("20,0,0,0/-/10,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "20,1,0,0/-/10,0,0,0/- 0 throw sixes=1");
}

TEST_CASE("maedn §10 step 3: an enemy on the A field is captured by entering - maedn (SCH)", "[maedn][10.3][10.2]") {
    auto s = test::position<rules>("20,0,0,0/-/21,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "20,1,0,0/-/0,0,0,0/- 0 throw sixes=1");
}

// ---- step 4: clear the entry square first -----------------------------------------------------------------

TEST_CASE("maedn §10 step 4: with pawns in the nest the own pawn on the A field must move first - whatever the "
          "value - maedn (OS order)",
          "[maedn][10.4]") {
    SECTION("a 3") {
        auto s = test::position<rules>("20,1,0,0/-/10,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 1+3"});
        test::play(s, "move 1+3");
        REQUIRE(test::text(s) == "20,4,0,0/-/10,0,0,0/- 2 throw");
    }
    SECTION("a 6: the pawn on the A field moves it instead of entering - then the next 6 enters") {
        auto s = test::position<rules>("20,1,0,0/-/10,0,0,0/- 0 throw");
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"move 1+6"});
        test::play(s, "move 1+6");
        REQUIRE(test::text(s) == "20,7,0,0/-/10,0,0,0/- 0 throw sixes=1");
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"enter"});
        test::play(s, "enter");
        REQUIRE(test::text(s) == "20,7,1,0/-/10,0,0,0/- 0 throw sixes=2");
    }
}

TEST_CASE("maedn §10 step 4: when the pawn on the A field cannot move the value the other duties and moves "
          "follow - maedn",
          "[maedn][10.4]") {
    SECTION("a 3 blocked by an own pawn: another pawn moves") {
        auto s = test::position<rules>("4,1,0,0/-/10,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 4+3"});
        test::play(s, "move 4+3");
        REQUIRE(test::text(s) == "7,1,0,0/-/10,0,0,0/- 2 throw");
    }
    SECTION("a 6 blocked: no entry onto the own pawn - another pawn moves") {
        auto s = test::position<rules>("7,1,0,0/-/10,0,0,0/- 0 throw");
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"move 7+6"});
        test::play(s, "move 7+6");
        REQUIRE(test::text(s) == "13,1,0,0/-/10,0,0,0/- 0 throw sixes=1");
    }
}

TEST_CASE("maedn §10 step 4: with the nest empty a pawn on the A field has no duty - maedn", "[maedn][10.4]") {
    auto s = test::position<rules>("30,20,10,1/-/5,0,0,0/- 0 throw");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 1+3", "move 10+3", "move 20+3", "move 30+3"});
}

// ---- steps 1 and 2: stops and captures --------------------------------------------------------------------

TEST_CASE("maedn §10 step 1: a move may not end on an own pawn - maedn", "[maedn][10.1]") {
    auto s = test::position<rules>("10,7,0,0/-/5,0,0,0/- 0 throw");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 10+3"});
    test::play(s, "move 10+3");
    REQUIRE(test::text(s) == "13,7,0,0/-/5,0,0,0/- 2 throw");
}

TEST_CASE("maedn §10 step 2: a move ending on an enemy captures it - maedn (SCH)", "[maedn][10.2]") {
    // Seat 2 at 28 stands on seat 0's 8.
    auto s = test::position<rules>("5,0,0,0/-/28,0,0,0/- 0 throw");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 5+3"});
    test::play(s, "move 5+3");
    REQUIRE(test::text(s) == "8,0,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("maedn §10 step 1: pawns on the ring are jumped over - own and enemy - maedn", "[maedn][10.1]") {
    // Seat 2 at 28 on seat 0's 8; seat 0's own pawn at 7.
    auto s = test::position<rules>("7,5,0,0/-/28,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 5+4", "move 7+4"});
    test::play(s, "move 5+4");
    REQUIRE(test::text(s) == "9,7,0,0/-/28,0,0,0/- 2 throw");
}

// ---- the goal fields ----------------------------------------------------------------------------------------

TEST_CASE("maedn §9/§10: goal fields 41..44 by exact count - no HOME - maedn", "[maedn][10.1]") {
    SECTION("beyond the last goal field: no move") {
        auto s = test::position<rules>("40,0,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "40,0,0,0/-/5,0,0,0/- 2 throw");
    }
    SECTION("onto the last goal field") {
        auto s = test::position<rules>("40,0,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 40+4"});
        test::play(s, "move 40+4");
        REQUIRE(test::text(s) == "44,0,0,0/-/5,0,0,0/- 2 throw");
    }
    SECTION("a pawn in the goal moves on inside it") {
        auto s = test::position<rules>("41,0,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 41+3"});
        test::play(s, "move 41+3");
        REQUIRE(test::text(s) == "44,0,0,0/-/5,0,0,0/- 2 throw");
    }
    SECTION("no goal field holds two pawns") {
        auto s = test::position<rules>("43,38,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass"});
    }
}

TEST_CASE("maedn §10 step 11: pawns jump over pawns in the goal - maedn", "[maedn][10.11]") {
    SECTION("from the ring") {
        auto s = test::position<rules>("42,38,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"move 38+5"});
        test::play(s, "move 38+5");
        REQUIRE(test::text(s) == "43,42,0,0/-/5,0,0,0/- 2 throw");
    }
    SECTION("inside the goal") {
        auto s = test::position<rules>("44,42,41,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"move 41+2"});
        test::play(s, "move 41+2");
        REQUIRE(test::text(s) == "44,43,42,0/-/5,0,0,0/- 2 throw");
    }
}

TEST_CASE("maedn §10 step 11: with jump_in_home_path = false no move passes a pawn in the goal - wherever it "
          "starts - maedn option",
          "[maedn][10.11]") {
    SECTION("from the ring") {
        auto s = test::position<no_jump>("42,38,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "42,38,0,0/-/5,0,0,0/- 2 throw");
    }
    SECTION("from the ring into the goal past the first goal field") {
        auto s = test::position<no_jump>("41,38,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass"});
    }
    SECTION("inside the goal") {
        auto s = test::position<no_jump>("44,42,41,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass"});
    }
    SECTION("stopping short of the goal pawn is allowed") {
        auto s = test::position<no_jump>("43,38,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 38+4"});
        test::play(s, "move 38+4");
        REQUIRE(test::text(s) == "43,42,0,0/-/5,0,0,0/- 2 throw");
    }
    SECTION("pawns on the ring are still jumped over") {
        auto s = test::position<no_jump>("38,36,0,0/-/5,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 36+3", "move 38+3"});
        test::play(s, "move 36+3");
        REQUIRE(test::text(s) == "39,38,0,0/-/5,0,0,0/- 2 throw");
    }
}

// ---- step 5: sixes --------------------------------------------------------------------------------------------

TEST_CASE("maedn §10 step 5: a 6 throws again - the third 6 in a row and later ones are played as usual - maedn",
          "[maedn][10.5]") {
    // Seat 2 at 1 stands on seat 0's 21.
    auto s = test::position<rules>("35,25,15,5/-/1,0,0,0/- 0 throw sixes=2");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 5+6", "move 15+6", "move 25+6", "move 35+6"});
    test::play(s, "move 15+6");
    REQUIRE(test::text(s) == "35,25,21,5/-/0,0,0,0/- 0 throw sixes=3");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 5+6", "move 21+6", "move 25+6", "move 35+6"});
    test::play(s, "move 35+6");
    REQUIRE(test::text(s) == "41,25,21,5/-/0,0,0,0/- 0 throw sixes=3");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"move 5+2", "move 21+2", "move 25+2", "move 41+2"});
    test::play(s, "move 5+2");
    REQUIRE(test::text(s) == "41,25,21,7/-/0,0,0,0/- 2 throw");
}

TEST_CASE("maedn §10 step 5: a 6 throws again even when nothing can move - maedn", "[maedn][10.5]") {
    auto s = test::position<rules>("44,43,42,40/-/5,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "44,43,42,40/-/5,0,0,0/- 0 throw sixes=1");
}

// ---- step 10: three tries -------------------------------------------------------------------------------------

TEST_CASE("maedn §10 step 10: three tries - with every pawn in the nest a seat throws up to three times for a 6 - "
          "maedn option (Decision 10)",
          "[maedn][10.10]") {
    auto s = test::position<three_tries>("0,0,0,0/-/10,0,0,0/- 0 throw");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/-/10,0,0,0/- 0 throw tries=1");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/-/10,0,0,0/- 0 throw tries=2");
    SECTION("the third try fails: the turn passes") {
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/-/10,0,0,0/- 2 throw");
    }
    SECTION("the third try is a 6: it enters - the run is over - the 6 throws again as usual") {
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"enter"});
        test::play(s, "enter");
        REQUIRE(test::text(s) == "1,0,0,0/-/10,0,0,0/- 0 throw sixes=1");
        // A pawn on the ring: one throw, as usual.
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 1+3"});
        test::play(s, "move 1+3");
        REQUIRE(test::text(s) == "4,0,0,0/-/10,0,0,0/- 2 throw");
    }
}

TEST_CASE("maedn §10 step 10: three tries also with pawns in the goal that cannot move - maedn option",
          "[maedn][10.10]") {
    auto s = test::position<three_tries>("44,43,0,0/-/10,0,0,0/- 0 throw");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "44,43,0,0/-/10,0,0,0/- 0 throw tries=1");
}

TEST_CASE("maedn §10 step 10: no three tries while a pawn is on the ring or a goal pawn could move - one throw - "
          "maedn option",
          "[maedn][10.10]") {
    SECTION("a goal pawn that could move by some value - though not by this one") {
        auto s = test::position<three_tries>("42,0,0,0/-/10,0,0,0/- 0 throw");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "42,0,0,0/-/10,0,0,0/- 2 throw");
    }
    SECTION("a pawn on the ring that cannot move") {
        auto s = test::position<three_tries>("40,0,0,0/-/10,0,0,0/- 0 throw");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "40,0,0,0/-/10,0,0,0/- 2 throw");
    }
}

TEST_CASE("maedn §10 step 10: without the option a seat with every pawn in the nest throws once - maedn",
          "[maedn][10.10]") {
    auto s = test::position<rules>("0,0,0,0/-/10,0,0,0/- 0 throw");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/-/10,0,0,0/- 2 throw");
}

// ---- step 12: the end ------------------------------------------------------------------------------------

TEST_CASE("maedn §10 step 12: a seat whose goal fields are full has finished and wins - maedn", "[maedn][10.12]") {
    SECTION("the last pawn arrives") {
        auto s = test::position<rules>("44,43,42,37/-/10,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 37+4"});
        test::play(s, "move 37+4");
        REQUIRE(test::text(s) == "44,43,42,41/-/10,0,0,0/- 0 over");
        REQUIRE(pachisi::winners(s) == 0b0001);
    }
    SECTION("jumping the goal pawns onto the last field - on a 6 - the throw again is lost") {
        auto s = test::position<rules>("43,42,41,38/-/10,0,0,0/- 0 throw");
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"move 38+6"});
        test::play(s, "move 38+6");
        REQUIRE(pachisi::is_over(s));
        REQUIRE(pachisi::winners(s) == 0b0001);
        REQUIRE(test::text(s).rfind("44,43,42,41/-/10,0,0,0/- 0 over", 0) == 0);
    }
    SECTION("three pawns in the goal and one on the ring have not finished") {
        auto s = test::position<rules>("44,43,41,38/-/10,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "44,43,41,38/-/10,0,0,0/- 2 throw");
    }
}

TEST_CASE("maedn §10 step 12: playing for places - finished seats are skipped - the game ends when one seat is "
          "left - maedn",
          "[maedn][10.12]") {
    auto s = test::position<rules>("44,43,42,37/0,0,0,0/10,0,0,0/- 0 throw places=1");
    test::throw_(s, "4");
    test::play(s, "move 37+4");
    REQUIRE(test::text(s) == "44,43,42,41/0,0,0,0/10,0,0,0/- 1 throw places=1 finished=0");
    REQUIRE(pachisi::winners(s) == 0b0001);
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"move 10+2"});
    test::play(s, "move 10+2");
    REQUIRE(test::text(s) == "44,43,42,41/0,0,0,0/12,0,0,0/- 1 throw places=1 finished=0");
    SECTION("the second seat to finish ends the game") {
        auto t = test::position<rules>("44,43,42,41/44,43,42,37/10,0,0,0/- 1 throw places=1 finished=0");
        test::throw_(t, "4");
        REQUIRE(test::legal(t) == list{"move 37+4"});
        test::play(t, "move 37+4");
        REQUIRE(pachisi::is_over(t));
        REQUIRE(pachisi::winners(t) == 0b0011);
    }
}

// ---- step 13: score and ranking --------------------------------------------------------------------------

TEST_CASE("maedn §10 step 13: score as §7 - a pawn in the goal fields counts as home - maedn", "[maedn][10.13]") {
    auto s = test::position<rules>("44,42,30,0/-/41,20,5,0/- 0 throw");
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 0)) == "2-111");
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 2)) == "1-61");
    std::mt19937_64 random(7);
    const auto r = pachisi::rank(s, random);
    REQUIRE(r.count == 2);
    REQUIRE(r.seats[0] == 0);
    REQUIRE(r.seats[1] == 2);
    REQUIRE_FALSE(r.randomised);
}

}  // namespace rules_one_die_maedn_tests
