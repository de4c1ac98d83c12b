// docs/rules.md §10 (one-die family) for the parchis preset: entry on a 5 (step 3), stops and barriers
// (step 1), captures (step 2), sixes and the third 6 (step 5), must open a barrier (step 6), rewards of 20
// and 10 (step 7), the end (step 12). Sources named in §10: the Junta Central Fallera championship rules,
// the Colombian "El parchís" page and glparchis (GLP). Expected lists are worked out by hand from
// docs/rules.md §9/§10 and the decisions of the lead's one-die notes, not copied from the engine.
//
// Parcheesi board (§9): T = 64, home path 65..71, HOME 72. Seat s at progress p in 1..64 stands on ring
// (17s + 4 + p) mod 68. Seat t's pawn on the square of seat 0's progress q: p_t = (q - 17t) mod 68 (a
// result of 0 or 65..67 is a square seat t never stands on). Safe squares (offsets 0, 5, 12 from each
// tip) as seat-0 progress: 1 8 13 18 25 30 35 42 47 52 59 64. Seat 0's entry square (its p = 1, ring 5)
// is seat 1's 52, seat 2's 35, seat 3's 18.
// arrived=: 2 bits per entry square, indexed by the seat that owns it (seat 0's square: the low bits).
#include <random>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_one_die_parchis_tests {

namespace {
using rules = pachisi::parchis;
using test::list;

// Seat t's progress (first trip) on the square of seat 0's progress q, 0 where seat t never stands.
int on_square_of_seat0(int q, int t) {
    const int p = ((q - 17 * t) % 68 + 68) % 68;
    return p >= 1 && p <= 64 ? p : 0;
}
}  // namespace

TEST_CASE("parchis §9 geometry used by these tests - safe squares and the entry square as other seats see them",
          "[parchis][10]") {
    using board = pachisi::route<rules::board>;
    REQUIRE(board::turn_off == 64);
    REQUIRE(board::home == 72);
    REQUIRE(on_square_of_seat0(1, 1) == 52);
    REQUIRE(on_square_of_seat0(1, 2) == 35);
    REQUIRE(on_square_of_seat0(1, 3) == 18);
    REQUIRE(on_square_of_seat0(13, 2) == 47);
    REQUIRE(on_square_of_seat0(13, 3) == 30);
    REQUIRE(on_square_of_seat0(14, 2) == 48);
    REQUIRE(on_square_of_seat0(16, 2) == 50);
    REQUIRE(on_square_of_seat0(26, 2) == 60);
    REQUIRE(on_square_of_seat0(27, 2) == 61);
    REQUIRE(on_square_of_seat0(34, 1) == 17);
    REQUIRE(on_square_of_seat0(36, 2) == 2);
    REQUIRE(on_square_of_seat0(55, 2) == 21);
    REQUIRE(on_square_of_seat0(57, 2) == 23);
    for (const int q : {1, 8, 13, 18, 25, 30, 35, 42, 47, 52, 59, 64})
        REQUIRE(board::is_safe(board::square(0, q)));
    for (const int q : {14, 16, 21, 26, 27, 34, 36, 55, 57})
        REQUIRE_FALSE(board::is_safe(board::square(0, q)));
    REQUIRE(board::square(1, 52) == board::square(0, 1));
}

// ---- step 3: entry on a 5 ---------------------------------------------------------------------------------

TEST_CASE("parchis §10 step 3: a 5 must enter - only enter is legal while a pawn waits in the nest - parchis",
          "[parchis][10.3]") {
    auto s = test::position<rules>("30,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "30,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("parchis §10 step 3: other values never enter - a 5 with no pawn in the nest moves - parchis",
          "[parchis][10.3]") {
    SECTION("a 4 with pawns in the nest moves") {
        auto s = test::position<rules>("30,0,0,0/-/0,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 30+4"});
    }
    SECTION("a 5 with the nest empty moves") {
        auto s = test::position<rules>("40,30,20,10/-/0,0,0,0/- 0 throw");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"move 10+5", "move 20+5", "move 30+5", "move 40+5"});
    }
}

TEST_CASE("parchis §10 step 3: no entry when two own pawns stand on the entry square - the 5 moves instead - parchis",
          "[parchis][10.3]") {
    auto s = test::position<rules>("30,1,1,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "5");
    // One action for the two pawns at 1 (they are one progress); 1+5 leaves the barrier.
    REQUIRE(test::legal(s) == list{"move 1+5", "move 30+5"});
    test::play(s, "move 1+5");
    REQUIRE(test::text(s) == "30,6,1,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("parchis §10 step 3: a single enemy on the entry square is joined - not captured - parchis",
          "[parchis][10.3]") {
    auto s = test::position<rules>("0,0,0,0/52,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    // Two colours on the square: the one that arrived last is seat 0 (arrived= 0, not written).
    REQUIRE(test::text(s) == "1,0,0,0/52,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("parchis §10 step 3: an own and an enemy pawn on the entry square - entering captures the enemy and "
          "earns the 20 reward - parchis",
          "[parchis][10.3][10.7]") {
    auto s = test::position<rules>("1,0,0,0/52,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "1,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play thrown=5 total=1 capture=1 last=1");
    // Either pawn at 1 plays the reward (one action): 1+20 = 21.
    REQUIRE(test::legal(s) == list{"capture 1+20"});
    test::play(s, "capture 1+20");
    REQUIRE(test::text(s) == "21,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("parchis §10 step 3: two enemies of two colours on the entry square - the one that arrived last "
          "(arrived=) is captured - parchis (GLP Decision)",
          "[parchis][10.3]") {
    SECTION("seat 3 moves onto seat 2's pawn there - the entry captures seat 3's pawn") {
        auto s = test::position<rules>("0,0,0,0/0,0,0,0/35,0,0,0/16,0,0,0 3 throw");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"move 16+2"});
        test::play(s, "move 16+2");
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/35,0,0,0/18,0,0,0 0 throw arrived=3");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"enter"});
        test::play(s, "enter");
        REQUIRE(test::text(s) == "1,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 0 play thrown=5 total=1 capture=1 last=1");
        REQUIRE(test::legal(s) == list{"capture 1+20"});
        test::play(s, "capture 1+20");
        REQUIRE(test::text(s) == "21,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("seat 2 arrived last (written arrived=2) - the entry captures seat 2's pawn") {
        auto s = test::position<rules>("0,0,0,0/0,0,0,0/35,0,0,0/18,0,0,0 0 throw arrived=2");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"enter"});
        test::play(s, "enter");
        REQUIRE(test::text(s) == "1,0,0,0/0,0,0,0/0,0,0,0/18,0,0,0 0 play thrown=5 total=1 capture=1 last=1");
        test::play(s, "capture 1+20");
        REQUIRE(test::text(s) == "21,0,0,0/0,0,0,0/0,0,0,0/18,0,0,0 1 throw");
    }
    SECTION("seat 2 moves onto seat 3's pawn there - the entry captures seat 2's pawn") {
        auto s = test::position<rules>("0,0,0,0/-/33,0,0,0/18,0,0,0 2 throw");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"move 33+2"});
        test::play(s, "move 33+2");
        REQUIRE(test::text(s) == "0,0,0,0/-/35,0,0,0/18,0,0,0 3 throw arrived=2");
        test::throw_(s, "1");
        REQUIRE(test::legal(s) == list{"move 18+1"});
        SECTION("seat 3 leaves: one colour is left - the memory is cleared") {
            test::play(s, "move 18+1");
            REQUIRE(test::text(s) == "0,0,0,0/-/35,0,0,0/19,0,0,0 0 throw");
        }
    }
    SECTION("the seat named by arrived= is not there - the lower seat's pawn is captured (Decision 4)") {
        auto s = test::position<rules>("0,0,0,0/0,0,0,0/35,0,0,0/18,0,0,0 0 throw arrived=1");
        test::throw_(s, "5");
        test::play(s, "enter");
        REQUIRE(test::text(s) == "1,0,0,0/0,0,0,0/0,0,0,0/18,0,0,0 0 play thrown=5 total=1 capture=1 last=1");
    }
}

TEST_CASE("parchis §10 step 3: two enemies of one colour on the entry square - entering captures one of them - "
          "parchis",
          "[parchis][10.3]") {
    auto s = test::position<rules>("0,0,0,0/-/35,35,0,0/- 0 throw");
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "1,0,0,0/-/35,0,0,0/- 0 play thrown=5 total=1 capture=1 last=1");
    REQUIRE(test::legal(s) == list{"capture 1+20"});
    test::play(s, "capture 1+20");
    REQUIRE(test::text(s) == "21,0,0,0/-/35,0,0,0/- 2 throw");
}

// ---- step 5: sixes -----------------------------------------------------------------------------------------

TEST_CASE("parchis §10 step 5: a 6 counts 7 when no own pawn is in the nest - pawns at HOME are out of the nest - "
          "and still throws again - parchis",
          "[parchis][10.5]") {
    auto s = test::position<rules>("72,30,20,10/-/0,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::text(s) == "72,30,20,10/-/0,0,0,0/- 0 play thrown=6 parts=7 total=1 owed=1 sixes=1");
    REQUIRE(test::legal(s) == list{"move 10+7", "move 20+7", "move 30+7"});
    test::play(s, "move 10+7");
    REQUIRE(test::text(s) == "72,30,20,17/-/0,0,0,0/- 0 throw sixes=1 last=17");
}

TEST_CASE("parchis §10 step 5: a 6 counts 6 while a pawn waits in the nest - and throws again even when nothing "
          "can move - parchis",
          "[parchis][10.5]") {
    SECTION("counts 6") {
        auto s = test::position<rules>("30,20,10,0/-/0,0,0,0/- 0 throw");
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"move 10+6", "move 20+6", "move 30+6"});
        test::play(s, "move 30+6");
        REQUIRE(test::text(s) == "36,20,10,0/-/0,0,0,0/- 0 throw sixes=1 last=36");
    }
    SECTION("nothing can move: pass - and throw again") {
        // Seat 2's barrier at 48,48 stands on seat 0's 14: 10+6 = 16 would pass it.
        auto s = test::position<rules>("10,0,0,0/-/48,48,0,0/- 0 throw");
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "10,0,0,0/-/48,48,0,0/- 0 throw sixes=1");
    }
}

// ---- steps 1 and 2: stops, barriers, captures --------------------------------------------------------------

TEST_CASE("parchis §10 step 1: an enemy barrier can be neither passed nor landed on - parchis", "[parchis][10.1]") {
    // Seat 2's barrier (48,48) stands on seat 0's 14 (not a safe square).
    auto s = test::position<rules>("10,0,0,0/-/48,48,0,0/- 0 throw");
    SECTION("landing on it") {
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "10,0,0,0/-/48,48,0,0/- 2 throw");
    }
    SECTION("passing it") {
        auto t = test::position<rules>("10,0,0,0/-/48,48,0,0/- 0 throw");
        test::throw_(t, "6");
        REQUIRE(test::legal(t) == list{"pass"});
        auto u = test::position<rules>("11,0,0,0/-/48,48,0,0/- 0 throw");
        test::throw_(u, "4");
        REQUIRE(test::legal(u) == list{"pass"});
    }
    SECTION("stopping short of it") {
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 10+3"});
    }
}

TEST_CASE("parchis §10 step 1: an own barrier stops its owner's pawns too - on the ring - parchis",
          "[parchis][10.1]") {
    SECTION("passing it") {
        auto s = test::position<rules>("20,20,17,0/-/0,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 20+4"});
        test::play(s, "move 20+4");
        REQUIRE(test::text(s) == "24,20,17,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("landing on it: no third pawn") {
        auto s = test::position<rules>("20,20,17,0/-/0,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 20+3"});
    }
    SECTION("two own pawns make a barrier") {
        auto s = test::position<rules>("14,10,0,0/-/0,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 10+4", "move 14+4"});
        test::play(s, "move 10+4");
        REQUIRE(test::text(s) == "14,14,0,0/-/0,0,0,0/- 2 throw");
    }
}

TEST_CASE("parchis §10 step 1: an own barrier in the home path can be neither passed nor landed on - parchis",
          "[parchis][10.1]") {
    SECTION("passing it") {
        auto s = test::position<rules>("66,66,63,0/-/0,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 66+4"});
        test::play(s, "move 66+4");
        REQUIRE(test::text(s) == "70,66,63,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("landing on it") {
        auto s = test::position<rules>("66,66,63,0/-/0,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 66+3"});
    }
}

TEST_CASE("parchis §10 step 1: two colours on a safe square fill it - no third pawn lands there - but may be "
          "passed - parchis",
          "[parchis][10.1]") {
    // Seat 2 at 47 and seat 3 at 30 share seat 0's 13 (ring 17, a tip: safe).
    SECTION("landing on it") {
        auto s = test::position<rules>("10,0,0,0/0,0,0,0/47,0,0,0/30,0,0,0 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "10,0,0,0/0,0,0,0/47,0,0,0/30,0,0,0 1 throw");
    }
    SECTION("passing it") {
        auto s = test::position<rules>("10,0,0,0/0,0,0,0/47,0,0,0/30,0,0,0 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 10+4"});
        test::play(s, "move 10+4");
        REQUIRE(test::text(s) == "14,0,0,0/0,0,0,0/47,0,0,0/30,0,0,0 1 throw");
    }
    SECTION("an own pawn and an enemy fill it as well") {
        auto s = test::position<rules>("13,10,0,0/-/47,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 13+3"});
    }
}

TEST_CASE("parchis §10 step 2: a single enemy on a safe square is joined - not captured - parchis",
          "[parchis][10.2]") {
    auto s = test::position<rules>("10,0,0,0/-/47,0,0,0/- 0 throw");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 10+3"});
    test::play(s, "move 10+3");
    REQUIRE(test::text(s) == "13,0,0,0/-/47,0,0,0/- 2 throw");
}

TEST_CASE("parchis §10 step 2/7: landing on a single enemy off the safe squares captures it - the 20 reward may "
          "be played by the capturing pawn - parchis",
          "[parchis][10.2][10.7]") {
    auto s = test::position<rules>("10,0,0,0/-/48,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 10+4"});
    test::play(s, "move 10+4");
    REQUIRE(test::text(s) == "14,0,0,0/-/0,0,0,0/- 0 play thrown=4 total=1 capture=1 last=14");
    REQUIRE(test::legal(s) == list{"capture 14+20"});
    test::play(s, "capture 14+20");
    REQUIRE(test::text(s) == "34,0,0,0/-/0,0,0,0/- 2 throw");
}

// ---- step 6: must open a barrier -------------------------------------------------------------------------

TEST_CASE("parchis §10 step 6: on a 6 a seat with a barrier must move a pawn out of it - parchis",
          "[parchis][10.6]") {
    auto s = test::position<rules>("20,20,10,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 20+6"});
    test::play(s, "move 20+6");
    REQUIRE(test::text(s) == "26,20,10,0/-/0,0,0,0/- 0 throw sixes=1 last=26");
}

TEST_CASE("parchis §10 step 6: a barrier on the entry square must be opened on a 6 - the other pawn may not move "
          "- parchis",
          "[parchis][10.6]") {
    // Step 6 reads the barrier wherever it stands on the ring: the entry square (p = 1) too. A pawn still
    // waits in the nest, so the 6 counts 6 (step 5), and no 5 was thrown, so nothing enters.
    auto s = test::position<rules>("10,1,1,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 1+6"});
    test::play(s, "move 1+6");
    REQUIRE(test::text(s) == "10,7,1,0/-/0,0,0,0/- 0 throw sixes=1 last=7");
}

TEST_CASE("parchis §10 step 6: a 6 counting 7 opens a barrier as well - parchis", "[parchis][10.5][10.6]") {
    auto s = test::position<rules>("20,20,10,5/-/0,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 20+7"});
    test::play(s, "move 20+7");
    REQUIRE(test::text(s) == "27,20,10,5/-/0,0,0,0/- 0 throw sixes=1 last=27");
}

TEST_CASE("parchis §10 step 6: a barrier in the home path must be opened too - parchis", "[parchis][10.6]") {
    auto s = test::position<rules>("65,65,30,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 65+6"});
    test::play(s, "move 65+6");
    REQUIRE(test::text(s) == "71,65,30,0/-/0,0,0,0/- 0 throw sixes=1 last=71");
}

TEST_CASE("parchis §10 step 6: when no move out of a barrier is legal any legal move is played - parchis",
          "[parchis][10.6]") {
    // Seat 2's barrier (60,60) stands on seat 0's 26: 20+6 cannot land there.
    auto s = test::position<rules>("20,20,10,0/-/60,60,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 10+6"});
    test::play(s, "move 10+6");
    REQUIRE(test::text(s) == "20,20,16,0/-/60,60,0,0/- 0 throw sixes=1 last=16");
}

TEST_CASE("parchis §10 step 6: the duty is the 6's alone - other values move any pawn - parchis", "[parchis][10.6]") {
    auto s = test::position<rules>("20,20,10,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 10+4", "move 20+4"});
}

TEST_CASE("parchis §10 step 6/7: a reward move is not bound to open a barrier - after a 6 that captured - and the "
          "6 throws again after the reward - parchis",
          "[parchis][10.6][10.7][10.5]") {
    // Two barriers (50,50 and 20,20), no nest pawn: the 6 counts 7. Seat 2 at 23 stands on seat 0's 57.
    auto s = test::position<rules>("50,50,20,20/-/23,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 20+7", "move 50+7"});
    test::play(s, "move 50+7");
    REQUIRE(test::text(s) == "57,50,20,20/-/0,0,0,0/- 0 play thrown=6 total=1 capture=1 owed=1 sixes=1 last=57");
    // 20+20 = 40 (out of the barrier at 20), 50+20 = 70 (a single pawn: allowed although a barrier stands);
    // 57+20 = 77 is beyond HOME.
    REQUIRE(test::legal(s) == list{"capture 20+20", "capture 50+20"});
    test::play(s, "capture 50+20");
    REQUIRE(test::text(s) == "70,57,20,20/-/0,0,0,0/- 0 throw sixes=1 last=70");
}

// ---- step 7: rewards ---------------------------------------------------------------------------------------

TEST_CASE("parchis §10 step 7: a reward move obeys the barriers - an own barrier stops it - parchis",
          "[parchis][10.7][10.1]") {
    // Seat 2 at 48 stands on seat 0's 14.
    auto s = test::position<rules>("20,20,10,0/-/48,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 10+4", "move 20+4"});
    test::play(s, "move 10+4");
    REQUIRE(test::text(s) == "20,20,14,0/-/0,0,0,0/- 0 play thrown=4 total=1 capture=1 last=14");
    // 14+20 = 34 would pass the own barrier at 20.
    REQUIRE(test::legal(s) == list{"capture 20+20"});
    test::play(s, "capture 20+20");
    REQUIRE(test::text(s) == "40,20,14,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("parchis §10 step 7: a pawn reaching HOME by exact count earns a move of 10 - by a pawn on the board - "
          "parchis",
          "[parchis][10.7]") {
    auto s = test::position<rules>("68,65,30,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 30+4", "move 65+4", "move 68+4"});
    test::play(s, "move 68+4");
    REQUIRE(test::text(s) == "72,65,30,0/-/0,0,0,0/- 0 play thrown=4 total=1 home=1 last=72");
    // 65+10 = 75 is beyond HOME; the pawn at HOME and the nest pawn do not play it.
    REQUIRE(test::legal(s) == list{"home 30+10"});
    test::play(s, "home 30+10");
    REQUIRE(test::text(s) == "72,65,40,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("parchis §10 step 7: HOME only by exact count - parchis", "[parchis][10.7]") {
    auto s = test::position<rules>("70,30,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 30+4"});
}

TEST_CASE("parchis §10 step 7: a reward no pawn can play is lost - the play ends - parchis", "[parchis][10.7]") {
    SECTION("a home reward with no pawn on the board") {
        auto s = test::position<rules>("68,0,0,0/-/0,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 68+4"});
        test::play(s, "move 68+4");
        REQUIRE(test::text(s) == "72,0,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("a capture reward that would go beyond HOME") {
        // Seat 2 at 21 stands on seat 0's 55; 55+20 = 75.
        auto s = test::position<rules>("51,0,0,0/-/21,0,0,0/- 0 throw");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"move 51+4"});
        test::play(s, "move 51+4");
        REQUIRE(test::text(s) == "55,0,0,0/-/0,0,0,0/- 2 throw");
    }
}

TEST_CASE("parchis §10 step 7: a reward move that captures earns another reward of 20 - chained - parchis "
          "(GLP Decision)",
          "[parchis][10.7]") {
    // Seat 2 at 48 stands on seat 0's 14, seat 1 at 17 on seat 0's 34.
    auto s = test::position<rules>("10,0,0,0/17,0,0,0/48,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 10+4"});
    test::play(s, "move 10+4");
    REQUIRE(test::legal(s) == list{"capture 14+20"});
    test::play(s, "capture 14+20");
    REQUIRE(test::text(s) == "34,0,0,0/0,0,0,0/0,0,0,0/- 0 play thrown=4 total=1 capture=1 last=34");
    REQUIRE(test::legal(s) == list{"capture 34+20"});
    test::play(s, "capture 34+20");
    REQUIRE(test::text(s) == "54,0,0,0/0,0,0,0/0,0,0,0/- 1 throw");
}

TEST_CASE("parchis §10 step 7: a capture reward that reaches HOME earns the move of 10 - parchis", "[parchis][10.7]") {
    // Seat 2 at 2 stands on seat 0's 36.
    auto s = test::position<rules>("52,32,0,0/-/2,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 32+4", "move 52+4"});
    test::play(s, "move 32+4");
    REQUIRE(test::text(s) == "52,36,0,0/-/0,0,0,0/- 0 play thrown=4 total=1 capture=1 last=36");
    REQUIRE(test::legal(s) == list{"capture 36+20", "capture 52+20"});
    test::play(s, "capture 52+20");
    REQUIRE(test::text(s) == "72,36,0,0/-/0,0,0,0/- 0 play thrown=4 total=1 home=1 last=72");
    REQUIRE(test::legal(s) == list{"home 36+10"});
    test::play(s, "home 36+10");
    REQUIRE(test::text(s) == "72,46,0,0/-/0,0,0,0/- 2 throw");
}

// ---- step 5: the third 6 ------------------------------------------------------------------------------------

TEST_CASE("parchis §10 step 5: the third 6 in a row is not played - the pawn that moved last goes to its nest "
          "and the turn passes - parchis",
          "[parchis][10.5]") {
    auto s = test::position<rules>("20,10,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 10+6", "move 20+6"});
    test::play(s, "move 10+6");
    REQUIRE(test::text(s) == "20,16,0,0/-/0,0,0,0/- 0 throw sixes=1 last=16");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 16+6", "move 20+6"});
    test::play(s, "move 20+6");
    REQUIRE(test::text(s) == "26,16,0,0/-/0,0,0,0/- 0 throw sixes=2 last=26");
    test::throw_(s, "6");
    REQUIRE(test::text(s) == "16,0,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("parchis §10 step 5: the third 6 sends back the pawn that moved last - not the most advanced - parchis",
          "[parchis][10.5]") {
    // The pawn at 16 made the seat's last move in this turn (last=16); the pawn at 30 is farther on but
    // stays. The third 6 is not played and the turn passes to seat 2 (seats 1 and 3 are not in play).
    auto s = test::position<rules>("30,16,0,0/-/0,0,0,0/- 0 throw sixes=2 last=16");
    test::throw_(s, "6");
    REQUIRE(test::text(s) == "30,0,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("parchis §10 step 5: the third 6 sends back the pawn of the last reward move - not the die's - parchis",
          "[parchis][10.5][10.7]") {
    // Seat 2 at 50 stands on seat 0's 16.
    auto s = test::position<rules>("40,10,0,0/-/50,0,0,0/- 0 throw sixes=1");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 10+6", "move 40+6"});
    test::play(s, "move 10+6");
    REQUIRE(test::text(s) == "40,16,0,0/-/0,0,0,0/- 0 play thrown=6 total=1 capture=1 owed=1 sixes=2 last=16");
    REQUIRE(test::legal(s) == list{"capture 16+20", "capture 40+20"});
    test::play(s, "capture 40+20");
    REQUIRE(test::text(s) == "60,16,0,0/-/0,0,0,0/- 0 throw sixes=2 last=60");
    test::throw_(s, "6");
    REQUIRE(test::text(s) == "16,0,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("parchis §10 step 5: the third 6 spares a last pawn on its home path or at HOME - parchis",
          "[parchis][10.5]") {
    SECTION("on the home path") {
        auto s = test::position<rules>("66,20,0,0/-/0,0,0,0/- 0 throw sixes=2 last=66");
        test::throw_(s, "6");
        REQUIRE(test::text(s) == "66,20,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("at HOME") {
        auto s = test::position<rules>("72,20,0,0/-/0,0,0,0/- 0 throw sixes=2 last=72");
        test::throw_(s, "6");
        REQUIRE(test::text(s) == "72,20,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("at its tip (64, still the ring) it goes back") {
        auto s = test::position<rules>("64,20,0,0/-/0,0,0,0/- 0 throw sixes=2 last=64");
        test::throw_(s, "6");
        REQUIRE(test::text(s) == "20,0,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("one of two pawns on its square goes back") {
        auto s = test::position<rules>("30,30,0,0/-/0,0,0,0/- 0 throw sixes=2 last=30");
        test::throw_(s, "6");
        REQUIRE(test::text(s) == "30,0,0,0/-/0,0,0,0/- 2 throw");
    }
}

TEST_CASE("parchis §10 step 5: the third 6 sends no pawn back when the seat moved none in this turn - parchis",
          "[parchis][10.5]") {
    auto s = test::position<rules>("30,20,0,0/-/0,0,0,0/- 0 throw sixes=2");
    test::throw_(s, "6");
    REQUIRE(test::text(s) == "30,20,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("parchis §10 step 5: a throw that is not a 6 ends the run of sixes - parchis", "[parchis][10.5]") {
    auto s = test::position<rules>("30,20,0,0/-/0,0,0,0/- 0 throw sixes=2 last=30");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 20+3", "move 30+3"});
    test::play(s, "move 20+3");
    REQUIRE(test::text(s) == "30,23,0,0/-/0,0,0,0/- 2 throw");
}

// ---- step 12: the end ------------------------------------------------------------------------------------

TEST_CASE("parchis §10 step 12: the first seat with all pawns at HOME wins - the game is over - parchis",
          "[parchis][10.12]") {
    auto s = test::position<rules>("72,72,72,68/-/10,0,0,0/- 0 throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 68+4"});
    test::play(s, "move 68+4");
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0001);
    REQUIRE(test::text(s).rfind("72,72,72,72/-/10,0,0,0/- 0 over", 0) == 0);
}

TEST_CASE("parchis §10 step 12: a seat that finishes on a 6 loses the throw again - parchis", "[parchis][10.12][10.5]") {
    auto s = test::position<rules>("72,72,72,65/-/10,0,0,0/- 0 throw");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 65+7"});
    test::play(s, "move 65+7");
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0001);
    REQUIRE(pachisi::chance_outcomes(s).empty());
}

TEST_CASE("parchis §10 step 12: playing for places - the finished seat is skipped until one seat is left - parchis",
          "[parchis][10.12]") {
    auto s = test::position<rules>("72,72,72,68/10,0,0,0/20,0,0,0/- 0 throw places=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 68+4"});
    test::play(s, "move 68+4");
    REQUIRE(test::text(s) == "72,72,72,72/10,0,0,0/20,0,0,0/- 1 throw places=1 finished=0");
    REQUIRE(pachisi::winners(s) == 0b0001);
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 10+3"});
    test::play(s, "move 10+3");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 20+3"});
    test::play(s, "move 20+3");
    REQUIRE(test::text(s) == "72,72,72,72/13,0,0,0/23,0,0,0/- 1 throw places=1 finished=0");
    SECTION("the second seat to finish ends the game") {
        auto t = test::position<rules>("72,72,72,72/72,72,72,68/23,0,0,0/- 1 throw places=1 finished=0");
        test::throw_(t, "4");
        test::play(t, "move 68+4");
        REQUIRE(pachisi::is_over(t));
        REQUIRE(pachisi::winners(t) == 0b0011);
    }
}

// ---- step 13: score and ranking --------------------------------------------------------------------------

TEST_CASE("parchis §10 step 13: score as §7 - pawns at HOME then steps - a nest pawn counts -5 - no tie weights - "
          "parchis",
          "[parchis][10.13]") {
    auto s = test::position<rules>("72,72,30,0/-/72,10,0,0/- 0 throw");
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 0)) == "2-169");
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 2)) == "1-72");
    std::mt19937_64 random(7);
    const auto r = pachisi::rank(s, random);
    REQUIRE(r.count == 2);
    REQUIRE(r.seats[0] == 0);
    REQUIRE(r.seats[1] == 2);
    REQUIRE_FALSE(r.randomised);
    // Equal scores (0-60): §7's SHG weights would put 40,20 (5) ahead of 50,10 (4); here the die roll decides.
    auto tied = test::position<rules>("40,20,0,0/-/50,10,0,0/- 0 throw");
    REQUIRE(pachisi::score_of(tied, 0) == pachisi::score_of(tied, 2));
    REQUIRE(pachisi::rank(tied, random).randomised);
}

}  // namespace rules_one_die_parchis_tests
