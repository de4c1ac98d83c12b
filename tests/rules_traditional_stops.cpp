// docs/rules.md §6.5 (stops and captures), §2.3 (castle offset 4) and §6.6 (home, second trip) for the traditional
// presets, seeds 002_bec31d07b5cb33c8.txt and 004_3082fbdb9acd2205.txt. Expected lists are worked out by
// hand from docs/rules.md.
// Cross board (§2.2): seat s at progress p in 8..76 stands on ring (17s + p - 8) mod 68; seat t's pawn on
// the square of seat s's progress q: p_t = ((q - 8) + 17(s - t)) mod 68 + 8; on a second trip p = 84 + k,
// k ring squares past the own tip. Castles as seat-0 progress: 8 12 21 25 29 38 42 46 55 59 63 72 76.
// 4 players: teams {0,2} and {1,3} (partners=1). 6 cowries: 0 -> 25, 1 -> 10, 2..5, 6 -> 6.
#include <set>
#include <string>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_traditional_stops_tests {

namespace {
using trad = pachisi::traditional;
using exact = pachisi::traditional_rules<6, pachisi::traditional_options{.exact_home = true}>;
using needs_capture = pachisi::traditional_rules<6, pachisi::traditional_options{.home_needs_capture = true}>;
using split_needs_capture =
    pachisi::traditional_rules<6, pachisi::traditional_options{.split_throw = true, .home_needs_capture = true}>;
using test::list;

// Seat t's progress (first lap) on the square of seat s's progress q.
int on_square_of(int s, int q, int t) { return (((q - 8) + 17 * (s - t)) % 68 + 68) % 68 + 8; }
}  // namespace

// ---- §6.5 team squares ------------------------------------------------------------------------------------

TEST_CASE("traditional §6.5: pawns of one team share squares - castles included - partners never capture each "
          "other (seed 004 'One square can be occupied by more than one piece of the same team')",
          "[traditional][6.5]") {
    // Seat 2 at 57 is on seat 0's 23 (ring 15); seat 2 at 55 on seat 0's castle 21 (ring 13).
    REQUIRE(on_square_of(0, 23, 2) == 57);
    REQUIRE(on_square_of(0, 21, 2) == 55);
    auto s = test::position<trad>("20,17,0,0/0,0,0,0/57,55,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 17+4", "move 20+4"});
    SECTION("onto the partner on a castle") {
        test::play(s, "move 17+4");
        REQUIRE(test::text(s) == "21,20,0,0/0,0,0,0/57,55,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("past two single partner pawns") {
        test::play(s, "move 20+4");
        REQUIRE(test::text(s) == "24,17,0,0/0,0,0,0/57,55,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("onto a partner pawn off the castles: no capture, no extra throw") {
        auto t = test::position<trad>("20,0,0,0/0,0,0,0/57,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "3");
        REQUIRE(test::legal(t) == list{"pass", "move 20+3"});
        test::play(t, "move 20+3");
        REQUIRE(test::text(t) == "23,0,0,0/0,0,0,0/57,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

// ---- §6.5 blockades ---------------------------------------------------------------------------------------

TEST_CASE("traditional §6.5: an own blockade stops the owner's single pawn - a group of two passes it (seed 002 "
          "'An opponent or the same player cannot move a single piece past this blockade')",
          "[traditional][6.5]") {
    auto s = test::position<trad>("22,22,20,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass", "move 20x2+3", "move 22+3", "move 22x2+3"});
    test::play(s, "move 20x2+3");
    REQUIRE(test::text(s) == "23,23,22,22/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
}

TEST_CASE("traditional §6.5: an own pawn and a partner's pawn are a team blockade that the own single pawn may "
          "not pass (seed 002 'A player or partners may double pieces to create a blockade')",
          "[traditional][6.5]") {
    auto s = test::position<trad>("23,20,20,0/0,0,0,0/57,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 20x2+4", "move 23+4"});
    test::play(s, "move 20x2+4");
    REQUIRE(test::text(s) == "24,24,23,0/0,0,0,0/57,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
}

TEST_CASE("traditional §6.5: an enemy single pawn neither passes nor lands on a team blockade - two pawns landing "
          "at once capture it - both seats' pawns (seed 002 'the blockade can only be captured by two or more of "
          "the opponent's pieces landing on the blockade at once')",
          "[traditional][6.5][6.7]") {
    // Seat 0 at 23 and seat 2 at 57: ring 15, which is seat 1's 74.
    REQUIRE(on_square_of(0, 23, 1) == 74);
    SECTION("single pawns of seat 1") {
        auto s = test::position<trad>("23,0,0,0/72,71,0,0/57,0,0,0/0,0,0,0 1 throw partners=1");
        test::throw_(s, "3");
        // 72+3 passes ring 15; 71+3 lands alone on two enemies.
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "23,0,0,0/72,71,0,0/57,0,0,0/0,0,0,0 2 throw partners=1 turns=2");
    }
    SECTION("a group of seat 1 lands on it") {
        auto s = test::position<trad>("23,0,0,0/72,72,0,0/57,0,0,0/0,0,0,0 1 throw partners=1");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass", "move 72x2+2"});
        test::play(s, "move 72x2+2");
        REQUIRE(test::text(s) == "0,0,0,0/74,74,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 captured=2");
    }
    SECTION("a group of seat 1 passes it") {
        auto s = test::position<trad>("23,0,0,0/72,72,0,0/57,0,0,0/0,0,0,0 1 throw partners=1");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass", "move 72x2+3"});
        test::play(s, "move 72x2+3");
        REQUIRE(test::text(s) == "23,0,0,0/75,75,0,0/57,0,0,0/0,0,0,0 2 throw partners=1 turns=2");
    }
}

TEST_CASE("traditional §6.5: an enemy blockade: a single pawn neither passes nor lands - a group passes it or "
          "captures every pawn on it - three included (docs/rules.md §6.5 Decision - seed 002)",
          "[traditional][6.5][6.7]") {
    // Seat 1 at 13 and seat 3 at 47 stand on seat 0's 30 (ring 22, no castle).
    REQUIRE(on_square_of(0, 30, 1) == 13);
    REQUIRE(on_square_of(0, 30, 3) == 47);
    SECTION("land on it: the group captures") {
        auto s = test::position<trad>("28,28,0,0/13,13,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass", "move 28x2+2"});
        test::play(s, "move 28x2+2");
        REQUIRE(test::text(s) == "30,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
    }
    SECTION("pass it: only the group") {
        auto s = test::position<trad>("28,28,0,0/13,13,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass", "move 28x2+4"});
        test::play(s, "move 28x2+4");
        REQUIRE(test::text(s) == "32,32,0,0/13,13,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("a blockade of seats 1 and 3 together") {
        auto s = test::position<trad>("28,28,0,0/13,0,0,0/0,0,0,0/47,0,0,0 0 throw partners=1");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass", "move 28x2+2"});
        test::play(s, "move 28x2+2");
        REQUIRE(test::text(s) == "30,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
    }
    SECTION("two pawns capture three") {
        auto s = test::position<trad>("28,28,0,0/13,13,13,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass", "move 28x2+2"});
        test::play(s, "move 28x2+2");
        REQUIRE(test::text(s) == "30,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
    }
}

// ---- §6.5 captures ----------------------------------------------------------------------------------------

TEST_CASE("traditional §6.5/§6.7: landing on a single enemy off the castles captures it and earns a throw - a "
          "pawn on its second trip is captured the same (seed 004 'enemy pieces are captured')",
          "[traditional][6.5][6.7]") {
    // Seat 1 at 74, or at 150 on its second trip (17 + 66 = ring 15), stands on seat 0's 23.
    for (const char* enemy : {"74", "150"}) {
        INFO("seat 1 pawn at " << enemy);
        auto s = test::position<trad>(std::string("20,0,0,0/") + enemy + ",0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass", "move 20+3"});
        test::play(s, "move 20+3");
        REQUIRE(test::text(s) == "23,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
    }
    SECTION("seat 1's pawns at 74 and 150 stand together: a blockade, captured only by a group") {
        auto s = test::position<trad>("20,20,0,0/150,74,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass", "move 20x2+3"});
        test::play(s, "move 20x2+3");
        REQUIRE(test::text(s) == "23,23,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
    }
    SECTION("a group of two captures a single pawn") {
        auto s = test::position<trad>("20,20,0,0/74,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass", "move 20+3", "move 20x2+3"});
        test::play(s, "move 20x2+3");
        REQUIRE(test::text(s) == "23,23,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
    }
}

TEST_CASE("traditional §6.5: nothing lands on a castle holding an enemy pawn - not even a group - passing it is "
          "free (seed 004 'enemy piece may not move onto a castle square that is already occupied')",
          "[traditional][6.5]") {
    // Seat 1 at 72 stands on ring 13: seat 0's castle 21.
    REQUIRE(on_square_of(0, 21, 1) == 72);
    SECTION("a single enemy pawn on the castle") {
        auto s = test::position<trad>("17,17,0,0/72,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass"});
        auto t = test::position<trad>("17,17,0,0/72,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "5");
        REQUIRE(test::legal(t) == list{"pass", "move 17+5", "move 17x2+5"});
        test::play(t, "move 17+5");
        REQUIRE(test::text(t) == "22,17,0,0/72,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("an enemy blockade on the castle: no capture, only a group passes") {
        auto s = test::position<trad>("17,17,0,0/72,72,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass"});
        auto t = test::position<trad>("17,17,0,0/72,72,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "5");
        REQUIRE(test::legal(t) == list{"pass", "move 17x2+5"});
        test::play(t, "move 17x2+5");
        REQUIRE(test::text(t) == "22,22,0,0/72,72,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

TEST_CASE("traditional §2.2/§2.3: the 12 castles are every tip and the squares 4 from it (CASTLE_OFFSET 4 - not "
          "5): a single enemy there cannot be landed on - anywhere else it is captured (seeds 002 and 004 castles)",
          "[traditional][2.3][6.5]") {
    const std::set<int> castles{8, 12, 21, 25, 29, 38, 42, 46, 55, 59, 63, 72, 76};
    struct seats {
        int mover, enemy;
    };
    for (const auto [mover, enemy] : {seats{0, 1}, seats{3, 0}, seats{2, 3}}) {
        for (int q = 9; q <= 76; ++q) {
            INFO("mover " << mover << ", enemy " << enemy << ", target progress " << q);
            std::string rows[4] = {"0,0,0,0", "0,0,0,0", "0,0,0,0", "0,0,0,0"};
            rows[mover] = std::to_string(q - 2) + ",0,0,0";
            rows[enemy] = std::to_string(on_square_of(mover, q, enemy)) + ",0,0,0";
            auto s = test::position<trad>(rows[0] + "/" + rows[1] + "/" + rows[2] + "/" + rows[3] + " " +
                                          std::to_string(mover) + " throw partners=1");
            test::throw_(s, "2");
            const std::string move = "move " + std::to_string(q - 2) + "+2";
            if (castles.count(q)) {
                REQUIRE(test::legal(s) == list{"pass"});
            } else {
                REQUIRE(test::legal(s) == list{"pass", move});
                test::play(s, move);
                rows[mover] = std::to_string(q) + ",0,0,0";
                rows[enemy] = "0,0,0,0";
                REQUIRE(test::text(s) == rows[0] + "/" + rows[1] + "/" + rows[2] + "/" + rows[3] + " " +
                                             std::to_string(mover) + " throw partners=1 captured=" +
                                             std::to_string(1 << mover));
            }
        }
    }
}

// ---- §6.6 home and the second trip ------------------------------------------------------------------------

TEST_CASE("traditional §6.6: a move reaching or passing p=84 stops at home - a pawn at home never moves again "
          "(docs/rules.md §6.6 - default without option 4 of seed 004)",
          "[traditional][6.6]") {
    auto s = test::position<trad>("80,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 30+10", "move 80+10=84"});
    test::play(s, "move 80+10=84");
    REQUIRE(test::text(s) == "84b,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 thrown=1 total=1 owed=1");
    REQUIRE(test::legal(s) == list{"pass", "enter"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "84,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "move 30+2"});
    SECTION("exactly home") {
        auto t = test::position<trad>("80,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "4");
        REQUIRE(test::legal(t) == list{"pass", "move 30+4", "move 80+4"});
        test::play(t, "move 80+4");
        REQUIRE(test::text(t) == "84,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

TEST_CASE("traditional §6.5/§6.6: on its way home a single pawn may not pass a blockade of its middle column - "
          "not even when it overshoots home - pawns enter onto own pawns freely (docs/rules.md §6.5 'private column "
          "included' - seed 004)",
          "[traditional][6.5][6.6][6.3]") {
    SECTION("the square of p=2 holds two pawns") {
        auto s = test::position<trad>("80,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "1");
        REQUIRE(test::legal(s) == list{"pass", "enter", "move 2+10", "move 2x2+10"});
        auto t = test::position<trad>("80,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "2");
        // 80+2 = 82 lands on the blockade's square: allowed.
        REQUIRE(test::legal(t) == list{"pass", "move 2+2", "move 2x2+2", "move 80+2"});
    }
    SECTION("entering onto the square of 1 and 83") {
        auto s = test::position<trad>("83,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"pass", "enter", "move 1+6", "move 83+6=84"});
        test::play(s, "enter");
        REQUIRE(test::legal(s) == list{"pass", "move 1+6", "move 83+6=84"});
        test::play(s, "move 83+6=84");
        REQUIRE(test::text(s) == "84,1,1,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    }
}

TEST_CASE("traditional §6.6 exact option: a move past home is illegal - its second-trip stop stays legal (seed "
          "004 option 4 'A piece can return to the Charkoni only by a direct throw')",
          "[traditional][6.6]") {
    SECTION("in the middle column") {
        auto s = test::position<exact>("80,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass", "move 30+5"});
        auto t = test::position<exact>("80,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "1");
        REQUIRE(test::legal(t) == list{"pass", "enter", "move 30+10"});
        auto u = test::position<exact>("80,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(u, "4");
        REQUIRE(test::legal(u) == list{"pass", "move 30+4", "move 80+4"});
        test::play(u, "move 80+4");
        REQUIRE(test::text(u) == "84,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("a 25 from p=70: past home, or round again to 103") {
        auto s = test::position<exact>("70,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "0");
        REQUIRE(test::legal(s) == list{"pass", "enter", "move 70+25=103"});
        test::play(s, "move 70+25=103");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "103,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        auto t = test::position<trad>("70,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "0");
        REQUIRE(test::legal(t) == list{"pass", "enter", "move 70+25=84", "move 70+25=103"});
    }
}

TEST_CASE("traditional §6.6/§2.2: from the castle at p=59 a 25 is exactly home - or a second trip to 92 (seed "
          "004 'Castle squares on the ends of arms ... are exactly 25 squares from Charkoni')",
          "[traditional][6.6][2.2]") {
    auto s = test::position<trad>("84,84,84,59/0,0,0,0/30,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "0");
    REQUIRE(test::legal(s) == list{"pass", "move 59+25", "move 59+25=92"});
    auto e = test::position<exact>("84,84,84,59/0,0,0,0/30,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(e, "0");
    REQUIRE(test::legal(e) == list{"pass", "move 59+25", "move 59+25=92"});
    // Home: seat 0 has finished, its grace throw is lost; seat 2 still plays, so the game goes on.
    test::play(s, "move 59+25");
    REQUIRE(test::text(s) == "84,84,84,84/0,0,0,0/30,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    REQUIRE_FALSE(pachisi::is_over(s));
}

TEST_CASE("traditional §6.6: at the own tip p=76 a pawn goes up the middle column or on round a second trip "
          "(seed 002 'she may decide to continue on a second trip around the board')",
          "[traditional][6.6]") {
    auto s = test::position<trad>("76,74,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) ==
            list{"pass", "move 74+3", "move 74+3=85", "move 76+3", "move 76+3=87"});
    SECTION("round again") {
        test::play(s, "move 76+3=87");
        REQUIRE(test::text(s) == "87,74,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("up the middle column") {
        test::play(s, "move 74+3");
        REQUIRE(test::text(s) == "77,76,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

TEST_CASE("traditional §6.6: back at the tip on the second trip (p=152) the next step is p=77 or p=153 - a pawn "
          "on a later lap is not home (docs/rules.md §6.6 - seed 002)",
          "[traditional][6.6]") {
    auto s = test::position<trad>("150,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 150+4=78", "move 150+4"});
    REQUIRE(pachisi::pawns_home(s, 0) == 0);
    SECTION("into the middle column") {
        test::play(s, "move 150+4=78");
        REQUIRE(test::text(s) == "78,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("on round") {
        test::play(s, "move 150+4");
        REQUIRE(test::text(s) == "154,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("a 10 from p=150: home exactly by the middle column, or on to 160") {
        auto t = test::position<trad>("150,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "1");
        REQUIRE(test::legal(t) == list{"pass", "enter", "move 150+10=84", "move 150+10"});
        auto e = test::position<exact>("150,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(e, "1");
        REQUIRE(test::legal(e) == list{"pass", "enter", "move 150+10=84", "move 150+10"});
        test::play(e, "move 150+10=84");
        REQUIRE(test::text(e) == "84b,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 thrown=1 total=1 owed=1");
    }
    SECTION("from the tip itself") {
        auto t = test::position<trad>("152,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(t, "2");
        REQUIRE(test::legal(t) == list{"pass", "move 152+2=78", "move 152+2"});
    }
}

TEST_CASE("traditional §6.6 home-needs-capture option: no pawn turns homeward before the seat itself has captured - "
          "it goes round again (seed 004 option 3 'unless he have captured at least one enemy piece' - Decision)",
          "[traditional][6.6]") {
    // Decision (docs/rules.md §6.6): the middle column and home are closed to a seat that has not captured, so its
    // pawn at 74 with a 4 goes round again (74 -> 75, 76 the tip, 85, 86) and never waits in the column for a
    // capture it could not make from there.
    SECTION("no capture yet") {
        auto s = test::position<needs_capture>("74,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass", "move 30+4", "move 74+4=86"});
    }
    SECTION("only the partner has captured") {
        auto s = test::position<needs_capture>("74,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=4");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass", "move 30+4", "move 74+4=86"});
    }
    SECTION("the seat has captured: into the column or round again") {
        auto s = test::position<needs_capture>("74,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass", "move 30+4", "move 74+4", "move 74+4=86"});
    }
    SECTION("the seat has captured: home") {
        auto s = test::position<needs_capture>("80,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass", "move 30+4", "move 80+4"});
        test::play(s, "move 80+4");
        REQUIRE(test::text(s) == "84,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1");
    }
    SECTION("a 25 from p=70: round again only") {
        auto s = test::position<needs_capture>("70,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "0");
        REQUIRE(test::legal(s) == list{"pass", "enter", "move 70+25=103"});
    }
    SECTION("a pawn in the column of a seat that has not captured is no position of the game") {
        std::string error;
        REQUIRE_FALSE(pachisi::try_parse_state<needs_capture>("80,30,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1", &error));
        REQUIRE(error == "column 1: a pawn in its middle column or home before its seat has captured (home needs a "
                         "capture) (seat 0)");
    }
}

TEST_CASE("traditional §6.6 home-needs-capture with the split option: a capture earlier in the same throw counts "
          "(docs/rules.md §6.6 'a capture earlier in the same throw counts' - seed 004 options 2 and 3)",
          "[traditional][6.6][6.4]") {
    // Seat 1 at 73 stands on seat 0's 22 (ring 14, no castle).
    REQUIRE(on_square_of(0, 22, 1) == 73);
    auto s = test::position<split_needs_capture>("74,20,0,0/73,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "5");
    // Before a capture the pawn at 74 may only go round (3, 4, 5 steps reach 85, 86, 87); every first part
    // leaves a rest that the other pawn can move (§6.4).
    REQUIRE(test::legal(s) == list{"pass", "move 20+1", "move 20+2", "move 20+3", "move 20+4", "move 20+5",
                                   "move 74+1", "move 74+2", "move 74+3=85", "move 74+4=86", "move 74+5=87"});
    test::play(s, "move 20+2");
    REQUIRE(test::text(s) ==
            "74,22b,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 captured=1 thrown=5 parts=3 total=1 owed=1");
    REQUIRE(test::legal(s) == list{"move 74+3", "move 74+3=85"});  // the 3 left, whole: now the column is open
    test::play(s, "move 74+3");
    REQUIRE(test::text(s) == "77,22,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
}

}  // namespace rules_traditional_stops_tests
