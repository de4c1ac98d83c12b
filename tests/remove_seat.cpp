// docs/rules.md §8 'Remove a seat' (SHG timer, seed 000 'permanently remove them from the game').
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace remove_seat_tests {

using rules = pachisi::shg;
using test::list;

TEST_CASE("§8 remove a seat: its pawns leave the board and play goes on among the rest (seed 000 timer option)",
          "[shg][8]") {
    auto s = test::position<rules>("20,0,0,0/12,4,0,0/0,0,0,0/- 1 throw");
    pachisi::remove_seat(s, 1);
    REQUIRE(test::text(s) == "20,0,0,0/-/0,0,0,0/- 2 throw");
    test::throw_(s, "1-4");
    REQUIRE(test::legal(s) == list{"enter sum"});
}

TEST_CASE("§8 remove the seat whose play is under way: the play ends and the turn passes (seed 000)", "[shg][8]") {
    auto s = test::position<rules>("20,0,0,0/12,4,0,0/0,0,0,0/- 1 throw doublets=1");
    test::throw_(s, "2-3");
    pachisi::remove_seat(s, 1);
    REQUIRE(test::text(s) == "20,0,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("§8 remove a seat: when one seat is left the game is over and it has won (seed 000)", "[shg][8]") {
    auto s = pachisi::new_game<rules>({.players = 2, .first_seat = 0});
    pachisi::remove_seat(s, 0);
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0100);
    REQUIRE(test::text(s) == "-/-/0,0,0,0/- 2 over");
    REQUIRE_THROWS_AS(pachisi::remove_seat(s, 2), std::invalid_argument);
}

TEST_CASE("§8 remove a seat: bad requests are refused with a clear error", "[shg][8]") {
    auto s = pachisi::new_game<rules>({.players = 3});
    REQUIRE_THROWS_AS(pachisi::remove_seat(s, 3), std::invalid_argument);  // not in play
    REQUIRE_THROWS_AS(pachisi::remove_seat(s, 7), std::invalid_argument);
    auto teams = pachisi::new_game<rules>({.players = 4, .partners = true});
    REQUIRE_THROWS_AS(pachisi::remove_seat(teams, 1), std::invalid_argument);
}

}  // namespace remove_seat_tests
