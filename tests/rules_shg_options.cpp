// docs/rules.md §5.11 (shg options: players, partners, first pawn out, blockades, auto fives, undo in
// play), §5.9 (end of game, partners' team end) and §8 (opening throw) for the shg preset,
// seed 000_9772ad899d453457.txt ("Variations supported by Options"). Expected lists are worked out
// by hand from docs/rules.md.
#include <stdexcept>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_shg_options_tests {

namespace {
using rules = pachisi::shg;
using no_blockades = pachisi::shg_rules<pachisi::shg_options{.blockades = false}>;
using free_fives = pachisi::shg_rules<pachisi::shg_options{.auto_fives = false}>;
using with_undo = pachisi::shg_rules<pachisi::shg_options{.undo_in_play = true}>;
using test::list;
}  // namespace

// ---- players and seats ---------------------------------------------------------------------------

TEST_CASE("§5.11/§2.4 two players sit at seats 0 and 2 (seed 000 '2 3 or 4 players')", "[shg][5.11]") {
    auto s = pachisi::new_game<rules>(pachisi::setup{.players = 2, .first_seat = 0});
    REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 0 throw");
    REQUIRE(pachisi::in_play(s, 0));
    REQUIRE_FALSE(pachisi::in_play(s, 1));
    REQUIRE(pachisi::in_play(s, 2));
    REQUIRE_FALSE(pachisi::in_play(s, 3));
    REQUIRE_THROWS_AS(pachisi::new_game<rules>(pachisi::setup{.players = 2, .first_seat = 1}), std::invalid_argument);
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("§5.11/§2.4 three players sit at seats 0 1 2 - after seat 2 comes seat 0 (seed 000)", "[shg][5.11]") {
    auto s = pachisi::new_game<rules>(pachisi::setup{.players = 3, .first_seat = 2});
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/- 2 throw");
    test::throw_(s, "1-4");
    REQUIRE(test::legal(s) == list{"enter sum"});
    test::play(s, "enter sum");
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/1,0,0,0/- 0 throw");
}

TEST_CASE("§5.11/§2.4 four players: seats 0..3 - play passes 3 -> 0 (seed 000)", "[shg][5.11]") {
    auto s = pachisi::new_game<rules>(pachisi::setup{.players = 4, .first_seat = 3});
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 3 throw");
    test::throw_(s, "2-3");
    REQUIRE(test::legal(s) == list{"enter sum"});
    test::play(s, "enter sum");
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/1,0,0,0 0 throw");
}

TEST_CASE("§5.11 partners only with 4 players: new_game refuses them otherwise (seed 000 'only 4 player games can support partners')",
          "[shg][5.11]") {
    REQUIRE_THROWS_AS(pachisi::new_game<rules>(pachisi::setup{.players = 2, .partners = true, .first_seat = 0}),
                      std::invalid_argument);
    REQUIRE_THROWS_AS(pachisi::new_game<rules>(pachisi::setup{.players = 3, .partners = true, .first_seat = 0}),
                      std::invalid_argument);
    const auto s = pachisi::new_game<rules>(pachisi::setup{.players = 4, .partners = true, .first_seat = 0});
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    REQUIRE(pachisi::are_partners(s, 0, 2));
    REQUIRE(pachisi::are_partners(s, 1, 3));
    REQUIRE_FALSE(pachisi::are_partners(s, 0, 1));
}

TEST_CASE("§8 opening throw: each seat in play starts with probability 1/n (seed 000 'highest roller goes first')",
          "[shg][8]") {
    auto s = pachisi::new_game<rules>(pachisi::setup{.players = 2});
    REQUIRE(s.phase == pachisi::stage::opening);
    const auto outcomes = pachisi::chance_outcomes(s);
    REQUIRE(outcomes.size() == 2);
    REQUIRE(outcomes[0].outcome.a == 0);
    REQUIRE(outcomes[1].outcome.a == 2);
    REQUIRE(outcomes[0].chance == pachisi::probability{1, 2});
    REQUIRE(outcomes[1].chance == pachisi::probability{1, 2});
    pachisi::apply_throw(s, pachisi::throw_outcome{2, 0});
    REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 2 throw");
}

// ---- §5.9 end of the game ------------------------------------------------------------------------

TEST_CASE("§5.9/§5.8 partners: one seat all HOME does not end the game - its rewards and extra throw are lost (seed 000)",
          "[shg][5.9][5.8]") {
    auto s = test::position<rules>("72,72,72,58/0,0,0,0/72,72,72,70/0,0,0,0 0 throw partners=1");
    test::throw_(s, "3-3");  // parts 3, 3, 4, 4: 58 + 14 = 72
    REQUIRE(test::legal(s) == list{"move 58+3", "move 58+4"});
    test::play(s, "move 58+4");
    test::play(s, "move 62+4");
    test::play(s, "move 66+3");
    REQUIRE(test::legal(s) == list{"move 69+3"});
    test::play(s, "move 69+3");
    REQUIRE_FALSE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0);
    REQUIRE(test::text(s) == "72,72,72,72/0,0,0,0/72,72,72,70/0,0,0,0 1 throw partners=1");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "72,72,72,72/0,0,0,0/72,72,72,70/0,0,0,0 2 throw partners=1");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 70+1", "move 70+2"});
    test::play(s, "move 70+2");
    // The team is all HOME: both partners win.
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0101);
}

TEST_CASE("§5.9 without partners the first seat all HOME ends the game (seed 000 'Be first')", "[shg][5.9]") {
    auto s = test::position<rules>("72,72,72,70/0,0,0,0/72,72,72,70/0,0,0,0 2 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 70+1", "move 70+2"});
    test::play(s, "move 70+2");
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0100);
    REQUIRE(test::legal(s) == list{});
}

// ---- first pawn out ------------------------------------------------------------------------------

TEST_CASE("§5.11 first pawn out: every seat starts with one pawn on its entry square (seed 000 'First Pawn')",
          "[shg][5.11]") {
    auto s = pachisi::new_game<rules>(pachisi::setup{.players = 4, .first_pawn_out = true, .first_seat = 0});
    REQUIRE(test::text(s) == "1,0,0,0/1,0,0,0/1,0,0,0/1,0,0,0 0 throw");
    const auto two = pachisi::new_game<rules>(pachisi::setup{.players = 2, .first_pawn_out = true, .first_seat = 0});
    REQUIRE(test::text(two) == "1,0,0,0/-/1,0,0,0/- 0 throw");
    test::throw_(s, "5-6");
    // With blockades on, entering onto the own single pawn is allowed (and compelled).
    REQUIRE(test::legal(s) == list{"enter", "move 1+6"});
    test::play(s, "enter");
    REQUIRE(test::legal(s) == list{"move 1+6"});
    test::play(s, "move 1+6");
    REQUIRE(test::text(s) == "7,1,0,0/1,0,0,0/1,0,0,0/1,0,0,0 1 throw");
}

// ---- blockades off -------------------------------------------------------------------------------

TEST_CASE("§5.11 blockades off: entering onto an own pawn is illegal - clear the square first (seed 000 'Blockade Off')",
          "[shg][5.11][5.3]") {
    auto s = test::position<no_blockades>("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"move 1+6"});
    test::play(s, "move 1+6");
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "7,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.11 blockades off: no two own pawns on one square (seed 000 'No player can place two of their pawns')",
          "[shg][5.11][5.4]") {
    SECTION("blockades off") {
        auto s = test::position<no_blockades>("20,17,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(s, "3-4");
        REQUIRE(test::legal(s) == list{"move 17+4", "move 20+3", "move 20+4"});
        test::play(s, "move 20+4");
        REQUIRE(test::legal(s) == list{"move 17+3", "move 24+3"});
        test::play(s, "move 17+3");
        REQUIRE(test::text(s) == "24,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("blockades on (default): 17+3 forms a blockade") {
        auto s = test::position<rules>("20,17,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(s, "3-4");
        REQUIRE(test::legal(s) == list{"move 17+3", "move 17+4", "move 20+3", "move 20+4"});
    }
}

TEST_CASE("§5.11 blockades off: an own pawn may be passed but not joined (seed 000)",
          "[shg][5.11]") {
    auto s = test::position<no_blockades>("72,72,30,26/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-4");
    // 26+4 would stop on the own pawn at 30.
    REQUIRE(test::legal(s) == list{"move 26+2", "move 30+2", "move 30+4"});
    test::play(s, "move 26+2");
    REQUIRE(test::legal(s) == list{"move 28+4", "move 30+4"});
    test::play(s, "move 28+4");
    REQUIRE(test::text(s) == "72,72,32,30/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- auto fives off ------------------------------------------------------------------------------

TEST_CASE("§5.11 auto fives off: a five need not enter (seed 000 'Auto Fives Off')", "[shg][5.11][5.5]") {
    SECTION("auto fives off") {
        auto s = test::position<free_fives>("30,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(s, "3-5");
        REQUIRE(test::legal(s) == list{"enter", "move 30+3", "move 30+5"});
        test::play(s, "move 30+5");
        REQUIRE(test::legal(s) == list{"move 35+3"});
        test::play(s, "move 35+3");
        REQUIRE(test::text(s) == "38,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("auto fives on (default)") {
        auto s = test::position<rules>("30,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        test::throw_(s, "3-5");
        REQUIRE(test::legal(s) == list{"enter", "move 30+3"});
    }
}

TEST_CASE("§5.11/§5.5(b) auto fives off: most parts decides - the five moves instead of entering (seed 000)",
          "[shg][5.11][5.5]") {
    // Seat 1's blockade on seat 0's p = 3; seat 2 (p = 64) on seat 0's safe p = 30.
    auto s = test::position<free_fives>("24,0,0,0/54,54,0,0/64,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    REQUIRE(test::legal(s) == list{"move 24+5"});
    test::play(s, "move 24+5");
    REQUIRE(test::legal(s) == list{"move 29+6"});
    test::play(s, "move 29+6");
    REQUIRE(test::text(s) == "35,0,0,0/54,54,0,0/64,0,0,0/0,0,0,0 1 throw");
}

// ---- undo in play --------------------------------------------------------------------------------

TEST_CASE("§5.11/§8 undo in play: part-actions of the throw may be taken back - reward moves not (seed 000 'Undo Moves')",
          "[shg][5.11][8]") {
    // Seat 1 (p = 6) on seat 0's p = 23.
    const char* start = "72,72,20,10/6,0,0,0/0,0,0,0/0,0,0,0 0 throw";
    auto s = test::position<with_undo>(start);
    test::throw_(s, "1-3");
    REQUIRE(test::legal(s) == list{"move 10+1", "move 10+3", "move 20+1", "move 20+3"});
    REQUIRE_FALSE(pachisi::may_take_back(s));  // nothing played yet
    test::play(s, "move 20+3");
    REQUIRE(pachisi::may_take_back(s));
    test::play(s, "move 10+1");
    REQUIRE(test::legal(s) == list{"capture 11+20", "capture 23+20", "decline"});
    REQUIRE_FALSE(pachisi::may_take_back(s));  // the dice play is complete: rewards only

    // "No Undo" is the default.
    auto d = test::position<rules>(start);
    test::throw_(d, "1-3");
    test::play(d, "move 20+3");
    REQUIRE_FALSE(pachisi::may_take_back(d));
}

}  // namespace rules_shg_options_tests
