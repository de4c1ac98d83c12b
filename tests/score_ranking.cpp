// docs/rules.md §7 (score and ranking, the "Neptune report") for the shg preset,
// seed 000_9772ad899d453457.txt ("Scoring", "How to read the Score", "Game over Neptune Reports").
// Expected values are worked out by hand from docs/rules.md §7.
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace score_ranking_tests {

namespace {
using rules = pachisi::shg;

pachisi::score points(int home, int steps) { return pachisi::score{home, steps}; }
}  // namespace

TEST_CASE("§7 score: (pawns at HOME and sum of progress) - printed home-steps like '3-110' (seed 000 'How to read the Score')",
          "[shg][7]") {
    REQUIRE(pachisi::to_string(points(3, 110)) == "3-110");
    const auto s = test::position<rules>("72,72,30,0/66,40,12,1/0,0,0,0/72,72,72,71 0 throw");
    REQUIRE(pachisi::score_of(s, 0) == points(2, 72 + 72 + 30 - 5));
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 0)) == "2-169");
    REQUIRE(pachisi::score_of(s, 1) == points(0, 66 + 40 + 12 + 1));
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 1)) == "0-119");
    REQUIRE(pachisi::score_of(s, 3) == points(3, 72 * 3 + 71));
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 3)) == "3-287");
}

TEST_CASE("§7 score: a pawn in the nest counts -5 (seed 000 'Pawns still in the Nest ... will count as a negative 5')",
          "[shg][7]") {
    const auto s = test::position<rules>("0,0,0,0/10,0,0,0/3,2,0,0/- 0 throw");
    REQUIRE(pachisi::score_of(s, 0) == points(0, -20));
    REQUIRE(pachisi::score_of(s, 1) == points(0, 10 - 15));
    REQUIRE(pachisi::score_of(s, 2) == points(0, 5 - 10));
}

TEST_CASE("§7 score: steps below zero are printed in parentheses as '0-(-20)' and never '0--20' (issue 47: unambiguous scores)",
          "[shg][7]") {
    REQUIRE(pachisi::to_string(points(0, -20)) == "0-(-20)");
    REQUIRE(pachisi::to_string(points(1, -5)) == "1-(-5)");
    REQUIRE(pachisi::to_string(points(0, 0)) == "0-0");
    const auto s = test::position<rules>("0,0,0,0/10,0,0,0/3,2,0,0/- 0 throw");
    REQUIRE(pachisi::to_string(pachisi::score_of(s, 1)) == "0-(-5)");
    std::ostringstream out;
    out << pachisi::score_of(s, 0);
    REQUIRE(out.str() == "0-(-20)");
}

TEST_CASE("§7 ranking: pawns at HOME first - then steps - high to low (seed 000 'any score of 3 at the beginning')",
          "[shg][7]") {
    // Seat 0: one pawn HOME, 72 - 15 = 57 steps. Seat 2: none HOME, 210 steps.
    const auto s = test::position<rules>("72,0,0,0/-/60,60,50,40/- 0 over");
    std::mt19937 random(1);
    const auto r = pachisi::rank(s, random);
    REQUIRE(r.count == 2);
    REQUIRE(r.seats[0] == 0);
    REQUIRE(r.seats[1] == 2);
    REQUIRE(r.scores[0] == points(1, 57));
    REQUIRE(r.scores[1] == points(0, 210));
    REQUIRE_FALSE(r.randomised);
    REQUIRE(pachisi::to_string(r).find('*') == std::string::npos);
}

TEST_CASE("§7 ranking: per seat with partners included and four seats high to low (seed 000 Neptune report)", "[shg][7]") {
    const auto s = test::position<rules>("72,72,72,72/10,0,0,0/60,0,0,0/20,0,0,0 1 throw partners=1");
    std::mt19937 random(7);
    const auto r = pachisi::rank(s, random);
    REQUIRE(r.count == 4);
    REQUIRE(std::vector<int>(r.seats.begin(), r.seats.end()) == std::vector<int>{0, 2, 3, 1});
    REQUIRE(r.scores[0] == points(4, 288));
    REQUIRE(r.scores[1] == points(0, 45));
    REQUIRE(r.scores[2] == points(0, 5));
    REQUIRE(r.scores[3] == points(0, -5));
    REQUIRE_FALSE(r.randomised);
}

TEST_CASE("§7 ranking: tied scores are ordered by the tie weights - at each bucket edge (seed 000 'weighting')",
          "[shg][7]") {
    // Each pair has equal (home, steps); the first row has the larger weighted score.
    struct pair {
        const char* better;
        const char* worse;
        int steps;
    };
    const pair pairs[] = {
        {"5,3,0,0", "4,4,0,0", 8 - 10},      // 5 -> +1, 3 and 4 -> 0
        {"22,1,0,0", "21,2,0,0", 23 - 10},   // 22 -> +2, 21 -> +1
        {"39,1,0,0", "38,2,0,0", 40 - 10},   // 39 -> +3, 38 -> +2
        {"56,1,0,0", "55,2,0,0", 57 - 10},   // 56 -> +4, 55 -> +3
        {"64,1,0,0", "63,2,0,0", 65 - 10},   // 64 -> +5, 63 -> +4
        {"70,30,0,0", "50,50,0,0", 100 - 10},  // home path +5 +2 = 7 against +3 +3 = 6
        {"72,7,7,0", "72,13,1,0", 86 - 5},   // HOME +5 both; 7, 7 -> +1 +1 against 13 -> +1, 1 -> 0
    };
    for (const auto& p : pairs) {
        for (int better_seat : {0, 2}) {
            const std::string a = better_seat == 0 ? p.better : p.worse;
            const std::string b = better_seat == 0 ? p.worse : p.better;
            const auto s = test::position<rules>(a + "/-/" + b + "/- 0 throw");
            INFO("better " << p.better << " worse " << p.worse << " on seat " << better_seat);
            std::mt19937 random(3);
            const auto r = pachisi::rank(s, random);
            REQUIRE(r.count == 2);
            REQUIRE(r.seats[0] == better_seat);
            REQUIRE(r.seats[1] == 2 - better_seat);
            // The printed scores stay unweighted and equal.
            REQUIRE(r.scores[0] == r.scores[1]);
            REQUIRE(r.scores[0].steps == p.steps);
            REQUIRE_FALSE(r.randomised);
            REQUIRE(pachisi::to_string(r).find('*') == std::string::npos);
        }
    }
}

TEST_CASE("§7 ranking: still tied after the weights - an internal die roll decides and the report is marked with a star (seed 000)",
          "[shg][7]") {
    // Same pawns for seats 0 and 2: 30 + 20 - 10 = 40 steps, weights +2 +1 both.
    const auto s = test::position<rules>("30,20,0,0/-/30,20,0,0/- 0 over");
    bool seat0_first = false;
    bool seat2_first = false;
    for (unsigned seed = 1; seed <= 64; ++seed) {
        std::mt19937 random(seed);
        const auto r = pachisi::rank(s, random);
        REQUIRE(r.count == 2);
        REQUIRE(r.randomised);
        REQUIRE(r.scores[0] == points(0, 40));
        REQUIRE(r.scores[1] == points(0, 40));
        const std::string report = pachisi::to_string(r);
        REQUIRE(report.find('*') != std::string::npos);
        REQUIRE(report.find("0-40") != std::string::npos);
        REQUIRE(report.find("0-43") == std::string::npos);  // the weighted value is never printed
        (r.seats[0] == 0 ? seat0_first : seat2_first) = true;
        REQUIRE(r.seats[0] + r.seats[1] == 2);
    }
    // The die roll really decides: either seat can come first.
    REQUIRE(seat0_first);
    REQUIRE(seat2_first);
}

TEST_CASE("§7 ranking: only the tied seats are randomised - the others keep their places (seed 000)", "[shg][7]") {
    // Seats 1 and 3 tie exactly (nest only, -20); seats 0 and 2 are clear ahead.
    const auto s = test::position<rules>("40,0,0,0/0,0,0,0/30,0,0,0/0,0,0,0 0 over");
    std::mt19937 random(5);
    const auto r = pachisi::rank(s, random);
    REQUIRE(r.count == 4);
    REQUIRE(r.seats[0] == 0);
    REQUIRE(r.seats[1] == 2);
    REQUIRE(r.seats[2] + r.seats[3] == 4);
    REQUIRE(r.scores[0] == points(0, 25));
    REQUIRE(r.scores[1] == points(0, 15));
    REQUIRE(r.scores[2] == points(0, -20));
    REQUIRE(r.randomised);
}

}  // namespace score_ranking_tests
