// OpenSpiel's conventions for learners (issue 13): current_player (agents/players.hpp), chance
// outcomes as ids with exact probabilities (agents/chance_ids.hpp), returns and the progress
// potential (agents/returns.hpp).
#include <array>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace learning_returns_tests {

using namespace pachisi;
using values = std::array<double, 4>;

TEST_CASE("current_player: -1 at chance nodes and the seat at decisions and -4 once over", "[learning][players]") {
    auto s = new_game<shg>({.players = 3});
    REQUIRE(current_player(s) == chance_player_id);
    REQUIRE(chance_player_id == -1);
    apply_throw(s, {2, 0});  // the opening: seat 2 starts
    REQUIRE(current_player(s) == -1);
    apply_throw(s, {1, 3});
    REQUIRE(current_player(s) == 2);
    auto t = test::position<traditional>("30,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 3 ready partners=1 turns=8");
    REQUIRE(current_player(t) == 3);  // throw or refuse is a decision
    auto over = test::position<shg>("72,72,72,70/20,0,0,0/30,0,0,0/- 0 throw");
    test::throw_(over, "2-3");
    test::play(over, "move 70+2");
    REQUIRE(current_player(over) == terminal_player_id);
    REQUIRE(terminal_player_id == -4);
}

TEST_CASE("chance ids: the 21 pairs of two dice in order with exact probabilities", "[learning][chance]") {
    const auto s = test::position<shg>("0,0,0,0/-/0,0,0,0/- 0 throw");
    const auto ids = chance_outcome_ids(s);
    REQUIRE(ids.size() == 21);
    REQUIRE(num_chance_outcomes<shg> == 21);
    REQUIRE(ids[0] == chance_id_outcome{0, {1, 36}});   // 1-1
    REQUIRE(ids[7] == chance_id_outcome{7, {1, 18}});   // 2-3
    REQUIRE(ids[20] == chance_id_outcome{20, {1, 36}}); // 6-6
    probability total;
    for (int i = 0; i < 21; ++i) {
        REQUIRE(ids[static_cast<std::size_t>(i)].id == i);
        total = total + ids[static_cast<std::size_t>(i)].chance;
        const auto t = chance_outcome_from_id(s, i);
        REQUIRE(t.has_value());
        REQUIRE(chance_outcome_id(s, *t) == i);
    }
    REQUIRE(total == probability{1, 1});
    REQUIRE(chance_outcome_from_id(s, 7) == throw_outcome{2, 3});
    REQUIRE_FALSE(chance_outcome_from_id(s, 21).has_value());
    REQUIRE(chance_outcome_id(s, {3, 2}) == -1);  // pairs are written low first
}

TEST_CASE("chance ids: cowries by shells mouth up - the opening by seat", "[learning][chance]") {
    const auto s = test::position<traditional>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1");
    const auto ids = chance_outcome_ids(s);
    REQUIRE(ids.size() == 7);
    REQUIRE(num_chance_outcomes<traditional> == 7);
    REQUIRE(num_chance_outcomes<traditional7> == 8);
    REQUIRE(ids[0] == chance_id_outcome{0, {1, 64}});
    REQUIRE(ids[3] == chance_id_outcome{3, {5, 16}});  // C(6,3)/64 = 20/64
    const auto opening = new_game<cardinal>({.players = 3});
    const auto seats = chance_outcome_ids(opening);
    REQUIRE(seats.size() == 3);
    REQUIRE(seats[2] == chance_id_outcome{2, {1, 3}});
    const auto two = new_game<cardinal>({.players = 2});  // seats 0 and 2
    REQUIRE(chance_outcome_ids(two).size() == 2);
    REQUIRE(chance_outcome_ids(two)[1].id == 2);
    REQUIRE_FALSE(chance_outcome_from_id(two, 1).has_value());
    auto decision = test::position<shg>("20,10,0,0/-/30,0,0,0/- 0 throw");
    test::throw_(decision, "2-3");
    REQUIRE(chance_outcome_ids(decision).empty());
    REQUIRE_FALSE(chance_outcome_from_id(decision, 0).has_value());
}

TEST_CASE("returns: +1 for the winner and -1 for the other seats in play and 0 for empty seats", "[learning][returns]") {
    auto s = test::position<shg>("72,72,72,70/20,0,0,0/30,0,0,0/- 0 throw");
    REQUIRE(returns(s) == values{0, 0, 0, 0});
    test::throw_(s, "2-3");
    test::play(s, "move 70+2");
    REQUIRE(returns(s) == values{1, -1, -1, 0});
}

TEST_CASE("returns: partners share their side's result", "[learning][returns]") {
    auto s = test::position<shg>("72,72,72,70/20,0,0,0/72,72,72,72/10,0,0,0 0 throw partners=1");
    test::throw_(s, "2-3");
    test::play(s, "move 70+2");
    REQUIRE(returns(s) == values{1, -1, 1, -1});
    // Traditional, 2 players: seats 0 and 2 are one player's two colours.
    auto t = test::position<traditional>("84,84,84,80/0,0,0,0/84,84,84,84/0,0,0,0 0 throw partners=2");
    test::throw_(t, "4");
    test::play(t, "move 80+4");
    REQUIRE(returns(t) == values{1, -1, 1, -1});
}

TEST_CASE("returns: playing for places - every side that finished gets +1 and the last -1", "[learning][returns]") {
    auto s = test::position<shg>("72,72,72,72/72,72,72,71/30,0,0,0/- 1 throw places=1 finished=0");
    REQUIRE(returns(s) == values{0, 0, 0, 0});  // seat 0 has finished, but the game goes on
    test::throw_(s, "1-2");
    test::play(s, "move 71+1");
    REQUIRE(returns(s) == values{1, 1, -1, 0});
}

TEST_CASE("returns: maedn_openspiel pays OpenSpiel's zero-sum returns - n - 1 to the winner and -1 to the others "
          "(docs/rules.md §10 - OpenSpiel maedn Returns)",
          "[learning][returns][maedn_openspiel]") {
    // Seat 1 has its goal fields but one filled; a 4 fills the last (p 37 + 4 = 41).
    auto four = test::position<maedn_openspiel>("44,43,42,10/44,43,42,37/20,0,0,0/30,0,0,0 1 throw");
    test::throw_(four, "4");
    test::play(four, "move 37+4");
    REQUIRE(returns(four) == values{-1, 3, -1, -1});
    auto three = test::position<maedn_openspiel>("44,43,42,10/44,43,42,37/20,0,0,0/- 1 throw");
    test::throw_(three, "4");
    test::play(three, "move 37+4");
    REQUIRE(returns(three) == values{-1, 2, -1, 0});
    // 2 players side by side (OpenSpiel's twoPlayersOpposite=false): seats 0 and 1.
    auto two = test::position<maedn_openspiel>("44,43,42,10/44,43,42,37/-/- 1 throw");
    test::throw_(two, "4");
    test::play(two, "move 37+4");
    REQUIRE(returns(two) == values{-1, 1, 0, 0});
    // The other presets keep +1/-1: maedn with 4 players.
    auto plain = test::position<maedn>("44,43,42,10/44,43,42,37/20,1,0,0/30,1,0,0 1 throw");
    test::throw_(plain, "4");
    test::play(plain, "move 37+4");
    REQUIRE(returns(plain) == values{-1, 1, -1, -1});
}

TEST_CASE("OpenSpiel maedn players: player k is the k-th seat in play - both 2-player seatings "
          "(agents/openspiel_maedn.hpp)",
          "[learning][maedn_openspiel]") {
    const auto opposite = new_game<maedn_openspiel>({.players = 2});
    const auto side_by_side = new_game<maedn_openspiel>({.players = 2, .two_players_opposite = false});
    REQUIRE(opposite.seats == 0b0101);
    REQUIRE(side_by_side.seats == 0b0011);
    REQUIRE(openspiel_maedn_player(opposite, 2) == 1);
    REQUIRE(openspiel_maedn_player(opposite, 1) == -1);
    REQUIRE(seat_of_openspiel_maedn_player(opposite, 1) == 2);
    REQUIRE(openspiel_maedn_player(side_by_side, 1) == 1);
    REQUIRE(openspiel_maedn_player(side_by_side, 2) == -1);
    REQUIRE(seat_of_openspiel_maedn_player(side_by_side, 1) == 1);
    REQUIRE(seat_of_openspiel_maedn_player(side_by_side, 2) == -1);
    const auto four = new_game<maedn_openspiel>({.players = 4, .two_players_opposite = false});  // ignored with 4
    for (int seat = 0; seat < 4; ++seat) REQUIRE(seat_of_openspiel_maedn_player(four, openspiel_maedn_player(four, seat)) == seat);
    // The traditional game's 2 players hold all four seats: side by side is refused.
    REQUIRE_THROWS_WITH((new_game<traditional>({.players = 2, .two_players_opposite = false})),
                        Catch::Contains("2 traditional players hold all four seats"));
}

TEST_CASE("returns: the last seat left by the timer wins", "[learning][returns]") {
    auto s = new_game<shg>({.players = 2, .first_seat = 0});
    remove_seat(s, 2);
    REQUIRE(current_player(s) == terminal_player_id);
    REQUIRE(returns(s) == values{1, 0, 0, 0});
}

TEST_CASE("progress potential: the side's share of the way home less the opponents'", "[learning][returns]") {
    REQUIRE(progress_potential(new_game<shg>(), 0) == 0.0);
    const auto s = test::position<shg>("36,0,0,0/-/0,0,0,0/- 0 throw");  // one pawn half way: 1/8 of the seat's way
    REQUIRE(progress_potential(s, 0) == 0.125);
    REQUIRE(progress_potential(s, 2) == -0.125);
    REQUIRE(progress_potential(s, 1) == 0.0);  // not in play
    // Four seats: the opposing sides are averaged. Partners: a side is both seats.
    const auto four = test::position<shg>("72,72,72,54/36,0,0,0/0,0,0,0/0,0,0,0 1 throw");  // seat 0: 3.75/4
    REQUIRE(progress_potential(four, 1) == 0.125 - 0.9375 / 3);
    const auto teams = test::position<shg>("72,72,72,54/36,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1");
    REQUIRE(progress_potential(teams, 0) == 0.46875 - 0.0625);
    REQUIRE(progress_potential(teams, 3) == 0.0625 - 0.46875);
}

}  // namespace learning_returns_tests
