// docs/rules.md §5.9 'Users may keep playing for places: the engine then skips finished seats' (seed 000).
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace play_for_places_tests {

using rules = pachisi::shg<>;
using test::list;

TEST_CASE("§5.9 the game ends when one seat is all HOME (seed 000 'Be first to move all four')", "[shg][5.9]") {
    auto s = test::position<rules>("72,72,72,70/20,0,0,0/30,0,0,0/- 0 throw");
    test::throw_(s, "2-3");
    REQUIRE(test::legal(s) == list{"move 70+2"});
    test::play(s, "move 70+2");
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0001);
}

TEST_CASE("§5.9 playing for places: finished seats are skipped until one side is left (seed 000 Neptune report)",
          "[shg][5.9]") {
    auto s = test::position<rules>("72,72,72,70/20,0,0,0/30,0,0,0/- 0 throw places=1");
    test::throw_(s, "2-3");
    test::play(s, "move 70+2");
    REQUIRE(test::text(s) == "72,72,72,72/20,0,0,0/30,0,0,0/- 1 throw places=1");
    REQUIRE(pachisi::winners(s) == 0b0001);
    // Seat 1 and seat 2 play on; seat 0 never throws again.
    test::throw_(s, "1-2");
    test::play(s, "move 20+1");
    test::play(s, "move 21+2");
    REQUIRE(test::text(s) == "72,72,72,72/23,0,0,0/30,0,0,0/- 2 throw places=1");
    test::throw_(s, "1-2");
    test::play(s, "move 30+1");
    test::play(s, "move 31+2");
    REQUIRE(s.mover == 1);
}

TEST_CASE("§5.9 playing for places ends when the second-to-last side finishes", "[shg][5.9]") {
    auto s = test::position<rules>("72,72,72,72/72,72,72,71/30,0,0,0/- 1 throw places=1");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 71+1"});
    test::play(s, "move 71+1");
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0011);
}

}  // namespace play_for_places_tests
