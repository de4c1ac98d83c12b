// docs/rules.md §6.0 (squares), §6.1 (decline), §6.2 (throw), §6.3 (enter), §6.4 (move) and §3 (cowrie
// probabilities) for the traditional presets, seeds 002_bec31d07b5cb33c8.txt and 004_3082fbdb9acd2205.txt.
// Expected lists are worked out by hand from docs/rules.md.
// Cross board (§2.2): seat s at progress p: 0 Charkoni; 1..7 own middle column going out; 8..76 ring
// (17s + p - 8) mod 68 (8 and 76 the own tip); 77..83 the middle column coming back (p = 84 - k is the
// square of p = k); 84 home; 84 + k on a second trip. Castles as seat-0 progress: 8 12 21 25 29 38 42 46
// 55 59 63 72 76. A throw is written as the number of cowries mouth up (6 cowries: 0 -> 25, 1 -> 10,
// 2..5, 6 -> 6; graces 0, 1, 6).
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_traditional_turn_tests {

namespace {
using trad = pachisi::traditional;
using trad7 = pachisi::traditional7;
using test::list;

// docs/rules.md §3: "the probability of a cowrie landing mouth up is 1/2 unless the caller gives another".
struct loaded_shells : pachisi::traditional {
    using thrower = pachisi::cowries<6, 1, 3>;
};
}  // namespace

// ---- §6.0 squares -----------------------------------------------------------------------------------------

TEST_CASE("traditional §6.0/§2.2: p=k going out and p=84-k coming back are one square - an own blockade there "
          "stops the own single pawn (seeds 002 'back to the center row of its own arm' and 004)",
          "[traditional][6.0][6.5]") {
    SECTION("1+4 would pass the square of 3 and 81") {
        auto s = test::position<trad>("81,3,1,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "4");
        // 81+4: 82, 83 (one own pawn: the square of p=1), home, and the overshoot stops home.
        REQUIRE(test::legal(s) == list{"pass", "move 3+4", "move 81+4=84"});
        test::play(s, "move 81+4=84");
        REQUIRE(test::text(s) == "84,3,1,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("landing on the shared square is allowed") {
        auto s = test::position<trad>("81,3,1,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass", "move 1+2", "move 3+2", "move 81+2"});
        test::play(s, "move 1+2");
        REQUIRE(test::text(s) == "81,3,3,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

TEST_CASE("traditional §6.0/§2.2: p=8 and p=76 are one square (the own tip): a pawn of each is a blockade "
          "(seeds 002 and 004)",
          "[traditional][6.0][6.5]") {
    auto s = test::position<trad>("76,8,5,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    // 5+4 passes 6, 7 and the tip; 8+4 = 12 is an empty castle; 76+4 goes up the middle column or round.
    REQUIRE(test::legal(s) == list{"pass", "move 8+4", "move 76+4", "move 76+4=88"});
    test::play(s, "move 76+4=88");
    REQUIRE(test::text(s) == "88,8,5,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
}

TEST_CASE("traditional §6.0/§6.6: a pawn on its second trip (p=90) stands on the ring square of p=14 "
          "(seed 002 'second trip')",
          "[traditional][6.0][6.6]") {
    auto s = test::position<trad>("90,14,12,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "3");
    // 12+3 would pass ring 6, held by 14 and 90 together.
    REQUIRE(test::legal(s) == list{"pass", "move 14+3", "move 90+3"});
    test::play(s, "move 90+3");
    REQUIRE(test::text(s) == "93,14,12,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
}

// ---- §6.1 decline ---------------------------------------------------------------------------------------

TEST_CASE("traditional §6.1: no refusal before a seat has completed a turn - not even before a grace's extra "
          "throw (seed 002 'After having had at least one turn ... a player may refuse to throw')",
          "[traditional][6.1]") {
    auto s = test::position<trad>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    REQUIRE(pachisi::is_chance_node(s));
    REQUIRE(test::legal(s) == list{});
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 20+6"});
    test::play(s, "move 20+6");
    REQUIRE(test::legal(s) == list{"pass", "enter"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "move 26+2"});
    test::play(s, "move 26+2");
    REQUIRE(test::text(s) == "28,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
}

TEST_CASE("traditional §6.1: after a completed turn the seat chooses throw or refuse before every throw "
          "(seed 002)",
          "[traditional][6.1]") {
    auto s = test::position<trad>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 ready partners=1 turns=1");
    REQUIRE_FALSE(pachisi::is_chance_node(s));
    REQUIRE(test::legal(s) == list{"throw", "refuse"});
    test::play(s, "throw");
    REQUIRE(test::text(s) == "20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 turns=1");
    REQUIRE(test::legal(s) == list{});
    test::throw_(s, "6");
    test::play(s, "move 20+6");
    test::play(s, "pass");
    // The grace's extra throw: again a choice.
    REQUIRE(test::text(s) == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 ready partners=1 turns=1");
    REQUIRE(test::legal(s) == list{"throw", "refuse"});
    test::play(s, "refuse");
    REQUIRE(test::text(s) == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
}

TEST_CASE("traditional §6.1: refusing passes the turn and loses the throws owed (seed 002 'may refuse to "
          "throw or to move')",
          "[traditional][6.1][6.7]") {
    auto s = test::position<trad>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 ready partners=1 turns=3 owed=2");
    REQUIRE(test::legal(s) == list{"throw", "refuse"});
    test::play(s, "refuse");
    // Seat 1 has completed a turn too: it may refuse as well.
    REQUIRE(test::text(s) == "20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 ready partners=1 turns=3");
    REQUIRE(test::legal(s) == list{"throw", "refuse"});
    test::play(s, "throw");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 2 throw partners=1 turns=3");
}

// ---- §6.2 / §3 throws -------------------------------------------------------------------------------------

TEST_CASE("traditional §6.2/§3: 6 cowries: k mouths up -> 25 10 2 3 4 5 6 and graces on 0 1 6 give an entry "
          "and another throw (seed 004 table)",
          "[traditional][6.2][3]") {
    struct row {
        const char* thrown;
        int value;
        bool grace;
    };
    const row table[] = {{"0", 25, true}, {"1", 10, true}, {"2", 2, false}, {"3", 3, false},
                         {"4", 4, false}, {"5", 5, false}, {"6", 6, true}};
    for (const auto& r : table) {
        INFO("cowries mouth up: " << r.thrown);
        auto s = test::position<trad>("8,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, r.thrown);
        const std::string move = "move 8+" + std::to_string(r.value);
        REQUIRE(test::text(s) == std::string("8,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 thrown=") + r.thrown +
                                     " parts=" + std::to_string(r.value) + " total=1" + (r.grace ? " owed=1" : ""));
        if (r.grace) REQUIRE(test::legal(s) == list{"pass", "enter", move});
        else REQUIRE(test::legal(s) == list{"pass", move});
        test::play(s, "pass");
        if (r.grace) REQUIRE(test::text(s) == "8,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        else REQUIRE(test::text(s) == "8,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

TEST_CASE("traditional7 §6.2/§3: 7 cowries -> 7 10 2 3 4 25 35 14 - graces on 0 1 5 6 7 - only 10 25 35 let "
          "a pawn enter - 7 and 14 move and throw again (seed 004 'How to play with 7 cowries')",
          "[traditional][6.2][3]") {
    struct row {
        const char* thrown;
        int value;
        bool grace;
        bool entry;
    };
    const row table[] = {{"0", 7, true, false},   {"1", 10, true, true},  {"2", 2, false, false},
                         {"3", 3, false, false},  {"4", 4, false, false}, {"5", 25, true, true},
                         {"6", 35, true, true},   {"7", 14, true, false}};
    for (const auto& r : table) {
        INFO("cowries mouth up: " << r.thrown);
        auto s = test::position<trad7>("8,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        test::throw_(s, r.thrown);
        const std::string move = "move 8+" + std::to_string(r.value);
        if (r.entry) REQUIRE(test::legal(s) == list{"pass", "enter", move});
        else REQUIRE(test::legal(s) == list{"pass", move});
        test::play(s, move);
        const std::string row0 = std::to_string(8 + r.value) + ",0,0,0";
        if (r.entry) {
            REQUIRE(test::legal(s) == list{"pass", "enter"});
            test::play(s, "pass");
        }
        if (r.grace) REQUIRE(test::text(s) == row0 + "/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
        else REQUIRE(test::text(s) == row0 + "/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

TEST_CASE("traditional7 §6.2: a 7 or a 14 with every pawn in the Charkoni: no entry - only the extra throw "
          "(seed 004 '7 and 14 only gives an extra move')",
          "[traditional][6.2][6.3]") {
    auto s = test::position<trad7>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "0");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "7");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
}

TEST_CASE("traditional §3: 6 cowries: k mouths up with probability (6 choose k)/64 exactly (seed 004)",
          "[traditional][3]") {
    const auto s = test::position<trad>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    const auto outcomes = pachisi::chance_outcomes(s);
    const pachisi::probability expected[] = {{1, 64}, {3, 32}, {15, 64}, {5, 16}, {15, 64}, {3, 32}, {1, 64}};
    REQUIRE(outcomes.size() == 7);
    pachisi::probability sum{0, 1};
    for (std::size_t k = 0; k < 7; ++k) {
        INFO("k = " << k);
        REQUIRE(outcomes[k].outcome.a == k);
        REQUIRE(outcomes[k].outcome.b == 0);
        REQUIRE(outcomes[k].chance == expected[k]);
        sum = sum + outcomes[k].chance;
    }
    REQUIRE(sum == pachisi::probability{1, 1});
}

TEST_CASE("traditional7 §3: 7 cowries: k mouths up with probability (7 choose k)/128 exactly (seed 004)",
          "[traditional][3]") {
    const auto s = test::position<trad7>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    const auto outcomes = pachisi::chance_outcomes(s);
    const pachisi::probability expected[] = {{1, 128},  {7, 128},  {21, 128}, {35, 128},
                                             {35, 128}, {21, 128}, {7, 128},  {1, 128}};
    REQUIRE(outcomes.size() == 8);
    for (std::size_t k = 0; k < 8; ++k) {
        INFO("k = " << k);
        REQUIRE(outcomes[k].outcome.a == k);
        REQUIRE(outcomes[k].chance == expected[k]);
    }
}

TEST_CASE("traditional §3: a caller's mouth-up chance 1/3 gives (6 choose k) 2^(6-k) / 729 - values unchanged "
          "(docs/rules.md §3 'unless the caller gives another' - seed 004)",
          "[traditional][3]") {
    auto s = test::position<loaded_shells>("8,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    const auto outcomes = pachisi::chance_outcomes(s);
    const pachisi::probability expected[] = {{64, 729}, {64, 243}, {80, 243}, {160, 729},
                                             {20, 243}, {4, 243},  {1, 729}};
    REQUIRE(outcomes.size() == 7);
    pachisi::probability sum{0, 1};
    for (std::size_t k = 0; k < 7; ++k) {
        INFO("k = " << k);
        REQUIRE(outcomes[k].outcome.a == k);
        REQUIRE(outcomes[k].chance == expected[k]);
        sum = sum + outcomes[k].chance;
    }
    REQUIRE(sum == pachisi::probability{1, 1});
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 8+10"});
}

// ---- §6.3 enter -------------------------------------------------------------------------------------------

TEST_CASE("traditional §6.3: entering is optional and may come before or after the move (seed 004 'has the "
          "right to introduce one of his pieces')",
          "[traditional][6.3]") {
    auto s = test::position<trad>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 20+10"});
    SECTION("enter first: the new pawn does not move, the other one still may") {
        test::play(s, "enter");
        REQUIRE(test::text(s) ==
                "20,1a,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play partners=1 thrown=1 parts=10 total=1 owed=1");
        REQUIRE(test::legal(s) == list{"pass", "move 20+10"});
        test::play(s, "move 20+10");
        REQUIRE(test::text(s) == "30,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    }
    SECTION("move first, then enter") {
        test::play(s, "move 20+10");
        REQUIRE(test::legal(s) == list{"pass", "enter"});
        test::play(s, "enter");
        REQUIRE(test::text(s) == "30,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    }
    SECTION("neither: the grace's throw is still owed") {
        test::play(s, "pass");
        REQUIRE(test::text(s) == "20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    }
}

TEST_CASE("traditional §6.3: the pawn entered stays on p=1 for this throw - entered by an earlier throw of the "
          "same turn it moves (seed 004 'The newly introduced piece always stays on the first square')",
          "[traditional][6.3]") {
    auto s = test::position<trad>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "0");
    REQUIRE(test::legal(s) == list{"pass", "enter"});
    test::play(s, "enter");
    // Nothing else can use the 25: the play ends by itself and the grace's throw follows.
    REQUIRE(test::text(s) == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 1+10"});
    test::play(s, "enter");
    // Two pawns on p=1, only the earlier one may move: no group of two.
    REQUIRE(test::legal(s) == list{"pass", "move 1+10"});
    test::play(s, "move 1+10");
    REQUIRE(test::text(s) == "11,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
}

TEST_CASE("traditional §6.3: with no pawn in the Charkoni a grace gives only the extra throw (seed 004 'If "
          "the player has introduced all his pieces to game ... grace throw gives him just another throw')",
          "[traditional][6.3][6.7]") {
    auto s = test::position<trad>("30,20,10,5/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "move 5+6", "move 10+6", "move 20+6", "move 30+6"});
    test::play(s, "move 5+6");
    REQUIRE(test::text(s) == "30,20,11,10/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
}

// ---- §6.4 move --------------------------------------------------------------------------------------------

TEST_CASE("traditional §6.4: one group of n >= 1 own pawns of the same progress moves - or nothing (seed 002 "
          "'Two or more pieces making up a blockade may be moved around the board together')",
          "[traditional][6.4]") {
    auto s = test::position<trad>("20,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass", "move 20+3", "move 20x2+3", "move 20x3+3"});
    SECTION("two of the three") {
        test::play(s, "move 20x2+3");
        REQUIRE(test::text(s) == "23,23,20,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("all three") {
        test::play(s, "move 20x3+3");
        REQUIRE(test::text(s) == "23,23,23,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
    SECTION("nothing: moving is not mandatory (seed 004)") {
        test::play(s, "pass");
        REQUIRE(test::text(s) == "20,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
    }
}

TEST_CASE("traditional §6.4: the group is the mover's own pawns only - never its partner's on the same square "
          "(seed 004 teams)",
          "[traditional][6.4]") {
    // Seat 2 at p=54 stands on ring 12, seat 0's p=20.
    auto s = test::position<trad>("20,0,0,0/0,0,0,0/54,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass", "move 20+3"});
    test::play(s, "move 20+3");
    REQUIRE(test::text(s) == "23,0,0,0/0,0,0,0/54,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
}

TEST_CASE("traditional §6.4: only pawns of the same progress form a group: p=3 and p=81 share a square but "
          "not a move (docs/rules.md §6.4 'the same progress')",
          "[traditional][6.4][6.0]") {
    auto s = test::position<trad>("81,3,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "move 3+2", "move 81+2"});
    test::play(s, "move 81+2");
    REQUIRE(test::text(s) == "83,3,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1");
}

}  // namespace rules_traditional_turn_tests
