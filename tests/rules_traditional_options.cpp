// docs/rules.md §6.4 split option, §6.7 (throw again), §6.8 (seats, pawn counts), §6.9 (end) and §7 (score and
// ranking) for the traditional presets, seeds 002_bec31d07b5cb33c8.txt and 004_3082fbdb9acd2205.txt.
// Expected lists are worked out by hand from docs/rules.md.
// Cross board (§2.2): seat s at progress p in 8..76 stands on ring (17s + p - 8) mod 68; 77..83 back down the
// middle column; 84 home. Castles as seat-0 progress: 8 12 21 25 29 38 42 46 55 59 63 72 76.
// 6 cowries: 0 -> 25, 1 -> 10, 2..5, 6 -> 6 (graces 0, 1, 6). 4 players: teams {0,2}, {1,3} (partners=1);
// 2 players: all four seats, one player holding {0,2} and the other {1,3} (partners=2); 3 players: seats 0..2.
#include <random>
#include <string>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_traditional_options_tests {

namespace {
using trad = pachisi::traditional;
using split = pachisi::traditional_rules<6, pachisi::traditional_options{.split_throw = true}>;
using no_capture_throw = pachisi::traditional_rules<6, pachisi::traditional_options{.capture_throws_again = false}>;
using eight = pachisi::traditional_rules<6, pachisi::traditional_options{.pawns = 8}>;
using twelve = pachisi::traditional_rules<6, pachisi::traditional_options{.pawns = 12}>;
using sixteen = pachisi::traditional_rules<6, pachisi::traditional_options{.pawns = 16}>;
using test::list;

// A row of n pawns: the given ones first, then Charkoni pawns.
std::string row(int n, const std::string& first = "") {
    std::string text = first;
    int have = first.empty() ? 0 : 1;
    for (char c : first) have += c == ',';
    for (int i = have; i < n; ++i) text += (text.empty() ? "0" : ",0");
    return text;
}
}  // namespace

// ---- §6.4 split option ------------------------------------------------------------------------------------

TEST_CASE("traditional §6.4 split option: the value is split over different groups one part at a time - never "
          "moving the pawn just entered (seed 004 option 2 'after throwing 10 he can move one pawn 6 squares "
          "forward and another piece 4')",
          "[traditional][6.4][6.3]") {
    auto s = test::position<split>("30,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass",       "enter",      "move 20+1",  "move 20+2",  "move 20+3",
                                   "move 20+4",  "move 20+5",  "move 20+6",  "move 20+7",  "move 20+8",
                                   "move 20+9",  "move 20+10", "move 30+1",  "move 30+2",  "move 30+3",
                                   "move 30+4",  "move 30+5",  "move 30+6",  "move 30+7",  "move 30+8",
                                   "move 30+9",  "move 30+10"});
    test::play(s, "move 20+4");
    REQUIRE(test::text(s) == "30,24b,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 thrown=1 parts=6 total=1 owed=1");
    // The parts add up to the whole value (docs/rules.md §6.4): only the pawn at 30 can take the 6 left, whole,
    // and the play may not stop before it has (fixed in issue 10: stopping with value left was offered).
    REQUIRE(test::legal(s) == list{"enter", "move 30+6"});
    test::play(s, "enter");
    REQUIRE(test::legal(s) == list{"move 30+6"});
    REQUIRE_THROWS_AS(test::play(s, "pass"), pachisi::illegal_action);
    test::play(s, "move 30+6");
    REQUIRE(test::text(s) == "36,24,1,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
}

TEST_CASE("traditional §6.4 split option: each part is checked on the position the previous one left (docs/rules.md §6.4 "
          "- seed 004 option 2 and seed 002 blockades)",
          "[traditional][6.4][6.5]") {
    auto s = test::position<split>("23,23,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "5");
    // 20 may not pass the blockade on 23; it may land on it.
    REQUIRE(test::legal(s) == list{"pass",        "move 20+1",   "move 20+2",  "move 20+3",   "move 23+1",
                                   "move 23x2+1", "move 23+2",   "move 23x2+2", "move 23+3",  "move 23x2+3",
                                   "move 23+4",   "move 23x2+4", "move 23+5",  "move 23x2+5"});
    SECTION("the blockade moves first: the way is open") {
        test::play(s, "move 23x2+2");
        REQUIRE(test::legal(s) == list{"move 20+3"});  // the 3 left, whole (§6.4: the parts add up to the value)
        test::play(s, "move 20+3");
        REQUIRE(test::text(s) == "25,25,23,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("one pawn of the blockade moves first: the other is a different group") {
        test::play(s, "move 23+1");
        REQUIRE(test::legal(s) == list{"move 20+1", "move 20+2", "move 20+3", "move 20+4", "move 23+1", "move 23+2",
                                       "move 23+3", "move 23+4"});  // no stopping with value left (§6.4)
        test::play(s, "move 23+4");
        REQUIRE(test::text(s) == "27,24,20,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

TEST_CASE("traditional §6.4 split option: entering between the parts must leave the value left movable - the "
          "pawn entered on p = 1 stands on the square of p = 83 (docs/rules.md §6.0 and §6.4)",
          "[traditional][6.4][6.3][6.5]") {
    auto s = test::position<split>("80,79,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "1");  // 10, a grace: a pawn may enter
    test::play(s, "move 80+3");
    // 7 are left, and only 79 is free to take them, whole, home: past the square of 83. A pawn entered
    // now would stand there beside 83, a blockade no single pawn passes, and the 7 could not be moved.
    // Found by tests/differential_traditional.cpp: the engine offered "enter" here, and the play then
    // ended with 7 unmoved.
    REQUIRE(test::legal(s) == list{"move 79+7=84"});
    test::play(s, "move 79+7=84");
    REQUIRE(test::legal(s) == list{"pass", "enter"});  // after the parts the pawn may enter
    test::play(s, "enter");
    REQUIRE(test::text(s) == "84,83,1,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");  // the grace: again
}

// ---- §6.7 again -------------------------------------------------------------------------------------------

TEST_CASE("traditional §6.7: a grace and a capture each give one more throw - and they add up (seed 002 'The "
          "player making the capture gets another turn' - seed 004 grace)",
          "[traditional][6.7]") {
    // Seat 1 at 9 stands on seat 0's 26 (ring 18, no castle).
    auto s = test::position<trad>("20,0,0,0/9,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 20+6"});
    test::play(s, "move 20+6");
    REQUIRE(test::text(s) == "26b,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 captured=1 thrown=6 total=1 owed=2");
    REQUIRE(test::legal(s) == list{"pass", "enter"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 owed=1");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "move 26+2"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
    test::throw_(s, "3");
    test::play(s, "pass");
    REQUIRE(test::text(s) == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1");
}

TEST_CASE("traditional §6.7: throws owed add up with no limit - with the split option two captures in one throw "
          "earn two (docs/rules.md §6.7 'extra throws owed add up ... with no limit')",
          "[traditional][6.7][6.4]") {
    SECTION("owed throws beyond one") {
        auto s = test::position<trad>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 owed=5");
        test::throw_(s, "6");
        REQUIRE(test::text(s) == "20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 thrown=6 parts=6 total=1 owed=6");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 owed=5");
    }
    SECTION("two captures and a grace") {
        // Seat 1 at 65 is on seat 0's 14 (ring 6), at 73 on seat 0's 22 (ring 14): no castles.
        auto s = test::position<split>("20,10,0,0/73,65,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "6");
        REQUIRE(test::legal(s) == list{"pass",      "enter",     "move 10+1", "move 10+2", "move 10+3",
                                       "move 10+4", "move 10+5", "move 10+6", "move 20+1", "move 20+2",
                                       "move 20+3", "move 20+4", "move 20+5", "move 20+6"});
        test::play(s, "move 10+4");
        // The 2 left must be moved whole by the pawn at 20 (the parts add up to the value, §6.4).
        REQUIRE(test::legal(s) == list{"enter", "move 20+2"});
        test::play(s, "move 20+2");
        REQUIRE(test::text(s) ==
                "22b,14b,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 captured=1 thrown=6 total=1 owed=3");
        REQUIRE(test::legal(s) == list{"pass", "enter"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "22,14,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 owed=2");
    }
}

TEST_CASE("traditional §6.7 option: with capture throws off a capture earns nothing more - a grace still does "
          "(seed 004 option 6 'A player making a capture earns another turn')",
          "[traditional][6.7]") {
    SECTION("capture with a 3: the turn passes") {
        auto s = test::position<no_capture_throw>("20,0,0,0/74,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass", "move 20+3"});
        test::play(s, "move 20+3");
        REQUIRE(test::text(s) == "23,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1");
    }
    SECTION("capture with a 6: only the grace's throw") {
        auto s = test::position<no_capture_throw>("20,0,0,0/9,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "6");
        test::play(s, "move 20+6");
        REQUIRE(test::text(s) ==
                "26b,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 captured=1 thrown=6 total=1 owed=1");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1");
    }
}

// ---- §6.8 seats and pawns ---------------------------------------------------------------------------------

TEST_CASE("traditional §6.8/§2.4: 4 players are two teams - 2 players hold two colours each on all four arms "
          "- 3 players play alone on arms 0..2 (seed 004 'Game for 2 3 or 4 players')",
          "[traditional][6.8][2.4]") {
    REQUIRE(test::text(pachisi::new_game<trad>({.players = 4, .first_seat = 0})) ==
            "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    REQUIRE(test::text(pachisi::new_game<trad>({.players = 2, .first_seat = 0})) ==
            "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=2");
    REQUIRE(test::text(pachisi::new_game<trad>({.players = 3, .first_seat = 0})) == "0,0,0,0/0,0,0,0/0,0,0,0/- 0 throw");
    SECTION("the opening throw: each of three seats starts with chance 1/3") {
        auto s = pachisi::new_game<trad>({.players = 3});
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/- 0 opening");
        const auto outcomes = pachisi::chance_outcomes(s);
        REQUIRE(outcomes.size() == 3);
        for (std::size_t i = 0; i < 3; ++i) {
            REQUIRE(outcomes[i].outcome.a == i);
            REQUIRE(outcomes[i].chance == pachisi::probability{1, 3});
        }
        pachisi::apply_throw(s, outcomes[1].outcome);
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/- 1 throw");
    }
    SECTION("3 players: arm 3 is skipped") {
        auto s = test::position<trad>("0,0,0,0/0,0,0,0/0,0,0,0/- 2 throw turns=3");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/- 0 ready turns=7");
    }
    SECTION("2 players: every seat throws in its turn") {
        auto s = test::position<trad>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 2 throw partners=2 turns=3");
        test::throw_(s, "2");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 3 throw partners=2 turns=7");
        test::throw_(s, "2");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 ready partners=2 turns=15");
    }
}

TEST_CASE("traditional §6.8/§6.5: 3 players alone capture every other seat - 2 players' two colours never capture "
          "each other and move one colour at a time (seed 004 'one players play with yellow and black pieces')",
          "[traditional][6.8][6.5][6.4]") {
    SECTION("3 players: seat 2 is an enemy of seat 0") {
        auto s = test::position<trad>("20,0,0,0/0,0,0,0/57,0,0,0/- 0 throw");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass", "move 20+3"});
        test::play(s, "move 20+3");
        REQUIRE(test::text(s) == "23,0,0,0/0,0,0,0/0,0,0,0/- 0 throw captured=1");
    }
    SECTION("2 players: seat 2 is seat 0's other colour") {
        // Seat 2 at 54 is on seat 0's 20, at 57 on seat 0's 23.
        auto s = test::position<trad>("20,0,0,0/0,0,0,0/57,54,0,0/0,0,0,0 0 throw partners=2");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass", "move 20+3"});
        test::play(s, "move 20+3");
        REQUIRE(test::text(s) == "23,0,0,0/0,0,0,0/57,54,0,0/0,0,0,0 1 throw partners=2 turns=1");
    }
    SECTION("2 players: the other player's two colours on one square are a blockade") {
        // Seat 1 at 13 and seat 3 at 47 are on seat 0's 30.
        auto s = test::position<trad>("28,0,0,0/13,0,0,0/0,0,0,0/47,0,0,0 0 throw partners=2");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass"});
        auto t = test::position<trad>("28,0,0,0/13,0,0,0/0,0,0,0/47,0,0,0 0 throw partners=2");
        test::throw_(t, "4");
        REQUIRE(test::legal(t) == list{"pass"});
    }
}

TEST_CASE("traditional §6.8: 8 pawns per colour - still one pawn enters per grace (seed 004 option 7 'different "
          "number of pieces (8 12 or even 16 pieces per player)')",
          "[traditional][6.8][6.3]") {
    auto s = pachisi::new_game<eight>({.players = 4, .first_seat = 0});
    const std::string z = row(8);
    REQUIRE(test::text(s) == z + "/" + z + "/" + z + "/" + z + " 0 throw partners=1");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass", "enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == row(8, "1") + "/" + z + "/" + z + "/" + z + " 0 throw partners=1");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 1+6"});
    test::play(s, "enter");
    REQUIRE(test::legal(s) == list{"pass", "move 1+6"});
    test::play(s, "move 1+6");
    REQUIRE(test::text(s) == row(8, "7,1") + "/" + z + "/" + z + "/" + z + " 0 throw partners=1");
}

TEST_CASE("traditional §6.8/§6.4: 12 and 16 pawns per colour: any number of them move as one group - one enters "
          "per grace (seed 004 option 7)",
          "[traditional][6.8][6.4]") {
    SECTION("12 pawns, five on one square") {
        const std::string z = row(12);
        auto s = test::position<twelve>(row(12, "30,30,30,30,30") + "/" + z + "/" + z + "/" + z + " 0 throw partners=1");
        test::throw_(s, "3");
        REQUIRE(test::legal(s) ==
                list{"pass", "move 30+3", "move 30x2+3", "move 30x3+3", "move 30x4+3", "move 30x5+3"});
        test::play(s, "move 30x5+3");
        REQUIRE(test::text(s) ==
                row(12, "33,33,33,33,33") + "/" + z + "/" + z + "/" + z + " 1 throw partners=1 turns=1");
    }
    SECTION("16 pawns") {
        const std::string z = row(16);
        auto s = pachisi::new_game<sixteen>({.players = 3, .first_seat = 2});
        REQUIRE(test::text(s) == z + "/" + z + "/" + z + "/- 2 throw");
        test::throw_(s, "0");
        REQUIRE(test::legal(s) == list{"pass", "enter"});
        test::play(s, "enter");
        REQUIRE(test::text(s) == z + "/" + z + "/" + row(16, "1") + "/- 2 throw");
    }
}

// ---- §6.9 end ---------------------------------------------------------------------------------------------

TEST_CASE("traditional §6.9: a finished seat never throws again - its owed throws are lost - and its team has not "
          "won until the partner is home too (seed 004 'One team wins if all pieces of the two team's members "
          "finish the game')",
          "[traditional][6.9]") {
    auto s = test::position<trad>("84,84,84,80/0,0,0,0/84,84,84,50/0,0,0,0 0 throw partners=1");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "move 80+6=84"});
    test::play(s, "move 80+6=84");
    REQUIRE(test::text(s) == "84,84,84,84/0,0,0,0/84,84,84,50/0,0,0,0 1 throw partners=1 turns=1");
    REQUIRE_FALSE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0);
    REQUIRE(pachisi::has_finished(s, 0));
    test::throw_(s, "2");
    test::play(s, "pass");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "move 50+2"});
    test::play(s, "pass");
    test::throw_(s, "2");
    test::play(s, "pass");
    // Seat 3 passes to seat 1: seat 0 is skipped.
    REQUIRE(test::text(s) == "84,84,84,84/0,0,0,0/84,84,84,50/0,0,0,0 1 ready partners=1 turns=15");
}

TEST_CASE("traditional §6.9: the team wins when both its seats are home - 2 players likewise with both colours "
          "(seed 004 'The player or partners who manage to move all of their pieces ... first win')",
          "[traditional][6.9]") {
    for (const char* partners : {"1", "2"}) {
        INFO("partners=" << partners);
        auto s = test::position<trad>(std::string("84,84,84,84/0,0,0,0/84,84,84,80/0,0,0,0 2 throw partners=") +
                                      partners + " turns=15");
        test::throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass", "move 80+4"});
        test::play(s, "move 80+4");
        REQUIRE(test::text(s) ==
                std::string("84,84,84,84/0,0,0,0/84,84,84,84/0,0,0,0 2 over partners=") + partners + " turns=15");
        REQUIRE(pachisi::is_over(s));
        REQUIRE(pachisi::winners(s) == 0b0101);
        REQUIRE(test::legal(s) == list{});
    }
    SECTION("the other side's seat finishing alone wins nothing") {
        auto s = test::position<trad>("84,84,84,84/84,84,84,80/0,0,0,0/0,0,0,0 1 throw partners=2 turns=15");
        test::throw_(s, "4");
        test::play(s, "move 80+4");
        REQUIRE(test::text(s) == "84,84,84,84/84,84,84,84/0,0,0,0/0,0,0,0 2 ready partners=2 turns=15");
        REQUIRE(pachisi::winners(s) == 0);
    }
}

TEST_CASE("traditional §6.9: 3 players: the first seat all home wins alone (seed 004 'Each player play on his "
          "own')",
          "[traditional][6.9]") {
    auto s = test::position<trad>("84,84,84,30/84,84,84,80/0,0,0,0/- 1 throw turns=7");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass", "move 80+10=84"});
    test::play(s, "move 80+10=84");
    REQUIRE(test::text(s) == "84,84,84,30/84,84,84,84/0,0,0,0/- 1 over turns=7");
    REQUIRE(pachisi::winners(s) == 0b0010);
}

// ---- §7 score and ranking ---------------------------------------------------------------------------------

TEST_CASE("traditional §7: score = (pawns home and steps): a Charkoni pawn counts -5 and a lapping pawn p-8 and a "
          "pawn home 84 (docs/rules.md §7 'TRAD: a pawn in the Charkoni counts -5 ... a lapping pawn p - 8')",
          "[traditional][7]") {
    const auto s = test::position<trad>("100,84,30,0/152,76,8,0/85,0,0,0/0,0,0,0 0 throw partners=1");
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 0)) == "1-201");
    REQUIRE(pachisi::score_of(s, 1) == pachisi::score{0, 223});
    REQUIRE(pachisi::score_of(s, 2) == pachisi::score{0, 62});
    REQUIRE(pachisi::score_of(s, 3) == pachisi::score{0, -20});
}

TEST_CASE("traditional §7: teams rank by the sum of both seats - 4 players and 2 players - 3 players per seat "
          "(docs/rules.md §7 'teams rank by the sum of both seats')",
          "[traditional][7]") {
    std::mt19937 random(7);
    for (const char* partners : {"1", "2"}) {
        INFO("partners=" << partners);
        // Seat 0 alone is best (3 home), but team 1+3 has 4 home together.
        const auto s = test::position<trad>(std::string("84,84,84,0/84,84,0,0/0,0,0,0/84,84,0,0 0 throw partners=") +
                                            partners);
        const auto r = pachisi::rank(s, random);
        REQUIRE(r.teams);
        REQUIRE(r.count == 2);
        REQUIRE_FALSE(r.randomised);
        REQUIRE(r.seats[0] == 1);
        REQUIRE(r.seats[1] == 0);
        REQUIRE(r.scores[0] == pachisi::score{4, 316});
        REQUIRE(r.scores[1] == pachisi::score{3, 227});
        REQUIRE(pachisi::to_string(r) == "1. seats 1+3  4-316\n2. seats 0+2  3-227\n");
    }
    SECTION("3 players") {
        const auto s = test::position<trad>("84,30,0,0/84,84,0,0/40,0,0,0/- 0 throw");
        const auto r = pachisi::rank(s, random);
        REQUIRE_FALSE(r.teams);
        REQUIRE(r.count == 3);
        REQUIRE(pachisi::to_string(r) == "1. seat 1  2-158\n2. seat 0  1-104\n3. seat 2  0-25\n");
    }
    SECTION("teams tied: settled by the internal die roll, marked *") {
        const auto s = test::position<trad>("30,0,0,0/30,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        const auto r = pachisi::rank(s, random);
        REQUIRE(r.teams);
        REQUIRE(r.count == 2);
        REQUIRE(r.randomised);
        REQUIRE(r.scores[0] == pachisi::score{0, -5});
        REQUIRE(r.scores[1] == pachisi::score{0, -5});
    }
}

}  // namespace rules_traditional_options_tests
