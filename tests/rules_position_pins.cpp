// Pins found missing by a review (issue 37): positions parse_state must refuse, with their exact messages
// (docs/rules.md §5.4 stacking in shg, §6.6 exact count in the traditional presets), and the §5.5(b)
// witness shortcut of the legal-action generator checked on a position of its own. Each of these was a
// one-line rule bug that no test caught: dropping the check, or letting the shortcut accept a move.
// Expected lists and messages are worked out by hand from docs/rules.md.
#include "catch.hpp"

#include <string>

#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_position_pins_tests {

namespace {
using shg = pachisi::shg;
using shg_no_blockades = pachisi::shg_rules<pachisi::shg_options{.blockades = false}>;
using exact6 = pachisi::traditional_rules<6, pachisi::traditional_options{.exact_home = true}>;
using exact7 = pachisi::traditional_rules<7, pachisi::traditional_options{.exact_home = true}>;
using exact7_split16 =
    pachisi::traditional_rules<7, pachisi::traditional_options{.pawns = 16, .split_throw = true, .exact_home = true}>;
using test::list;

// The error text try_parse_state gives for `text`, or "accepted".
template <class R>
std::string refusal(const std::string& text) {
    std::string error;
    return pachisi::try_parse_state<R>(text, &error) ? "accepted" : error;
}
}  // namespace

// ---- §5.4: how many pawns of one colour share a square ------------------------------------------------------

TEST_CASE("shg §5.4 blockades off: parse_state refuses two own pawns on one square (seed 000 'Blockade Off')",
          "[shg][5.4][notation]") {
    // Seat 0's pawns at p = 20 stand on square 24 (p + 4 on the ring).
    REQUIRE(refusal<shg_no_blockades>("20,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw") ==
            "column 1: too many pawns of one colour on a square (square 24, seat 0)");
    REQUIRE_THROWS_AS(test::position<shg_no_blockades>("20,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw"),
                      pachisi::notation_error);
    // One pawn on it, or the pair with blockades on: a position like any other.
    REQUIRE(refusal<shg_no_blockades>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw") == "accepted");
    REQUIRE(refusal<shg>("20,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw") == "accepted");
}

TEST_CASE("shg §5.4 blockades on: parse_state refuses three own pawns on one square - a blockade is two (seed 000 "
          "'Blockade On')",
          "[shg][5.4][notation]") {
    REQUIRE(refusal<shg>("20,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw") ==
            "column 1: too many pawns of one colour on a square (square 24, seat 0)");
    REQUIRE(refusal<shg>("40,20,20,20/0,0,0,0/0,0,0,0/0,0,0,0 1 throw") ==
            "column 1: too many pawns of one colour on a square (square 24, seat 0)");
}

// ---- §6.6: exact count ---------------------------------------------------------------------------------------

TEST_CASE("traditional §6.6 exact count: parse_state refuses a pawn on a middle-column square no throw leaves "
          "by exact count - 6 cowries: 77 and 83 (seed 004 option 4)",
          "[traditional][6.6][notation]") {
    // 6 cowries throw 2..6, 10 or 25: from 83 (1 to go) and 77 (7 to go) nothing reaches HOME (84) exactly, so
    // the game would never end (issue 37: "84,84,84,83/..." was accepted and played forever).
    REQUIRE(refusal<exact6>("84,84,84,83/84,84,84,83/84,84,84,83/- 0 throw") ==
            "column 10: a pawn at progress 83 in its middle column, from which no throw reaches HOME by exact count "
            "(seat 0)");
    REQUIRE(refusal<exact6>("84,84,84,82/84,84,84,80/84,84,84,77/- 0 throw") ==
            "column 34: a pawn at progress 77 in its middle column, from which no throw reaches HOME by exact count "
            "(seat 2)");
    REQUIRE(refusal<exact6>("84,84,78,78/84,84,84,79/84,84,84,82/- 1 throw") == "accepted");  // 6, 5 and 2 to go
    // 7 cowries throw 7 too, but no 5 or 6: 77 is fine, 78 and 79 are dead ends, and so is 83.
    REQUIRE(refusal<exact7>("84,84,84,77/84,84,84,80/84,84,84,82/- 0 throw") == "accepted");
    REQUIRE(refusal<exact7>("84,84,84,77/84,84,84,79/84,84,84,82/- 0 throw") ==
            "column 22: a pawn at progress 79 in its middle column, from which no throw reaches HOME by exact count "
            "(seat 1)");
    REQUIRE(refusal<exact7>("84,84,78,0/84,84,84,80/84,84,84,82/- 0 throw") ==
            "column 7: a pawn at progress 78 in its middle column, from which no throw reaches HOME by exact count "
            "(seat 0)");
    // Without the exact count a pawn may wait anywhere in the column (a throw too large stops at HOME).
    REQUIRE(refusal<pachisi::traditional>("84,84,84,83/84,84,84,83/84,84,84,83/- 0 throw") == "accepted");
    // A pawn on another lap is on the ring, not in its column, whatever its progress beyond HOME.
    REQUIRE(refusal<exact7>("161,84,84,84/84,84,84,80/84,84,84,82/- 0 throw") == "accepted");
    REQUIRE(refusal<exact6>("162,84,84,84/84,84,84,80/84,84,84,82/- 0 throw") == "accepted");
    // Every seat is looked at, and any pawn count: the 16-pawn row's dead end is reported at its column.
    const std::string homes = "84,84,84,84,84,84,84,84,84,84,84,84,84,84,84";
    REQUIRE(refusal<exact7_split16>(homes + ",82/" + homes + ",80/" + homes + ",83/- 1 throw") ==
            "column 142: a pawn at progress 83 in its middle column, from which no throw reaches HOME by exact count "
            "(seat 2)");
}

// ---- §5.5(b): the witness shortcut -------------------------------------------------------------------------

TEST_CASE("shg §5.5(b) most parts: the witness shortcut accepts a first part only when the other part follows it "
          "(seed 000 'must move whenever possible')",
          "[shg][5.5]") {
    // Seat 0 throws 4-6 holding a start blockade on p = 31 (both pawns tagged a); both parts must be used
    // (need=2). Seat 0's p = 35 is square 39, a safe square with seat 2's pawn: nothing stops there. So:
    //   21+4 (to 25), then 31a+6 (to 37): legal;   31a+6, then 21+4 or 37a+4: legal;
    //   31a+4: lands on the safe square, refused;
    //   21+6 captures on p = 27, and then the 4 has no move: 27+4 would make three on the blockade's
    //   square, 31a+4 is refused as above, and a 4 enters no pawn. Not legal (it uses one part, not two).
    // The shortcut must not take the same pawn's 21+4 as the witness that a 4 follows 21+6.
    const auto s = test::position<shg>(
        "31a,31a,21,0/43,31,10,0/70,38,5,1/40,37,34,1 0 play thrown=4-6 parts=4.6 total=2 need=2.0.0 origin=31.0");
    REQUIRE(test::legal(s) == list{"move 21+4", "move 31a+6"});
}

}  // namespace rules_position_pins_tests
