// docs/rules.md §5.9 'Users may keep playing for places: the engine then skips finished seats' (seed 000).
#include <algorithm>
#include <array>
#include <random>
#include <vector>

#include "catch.hpp"
#include "test_support.hpp"

#include <pachisi/agents/returns.hpp>

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace play_for_places_tests {

using rules = pachisi::shg;
using test::list;

template <class R>
std::vector<int> order_of(const pachisi::state<R>& s) {
    const auto order = pachisi::finishing_order(s);
    return {order.begin(), order.end()};
}

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
    REQUIRE(test::text(s) == "72,72,72,72/20,0,0,0/30,0,0,0/- 1 throw places=1 finished=0");
    REQUIRE(order_of(s) == std::vector<int>{0});
    REQUIRE(pachisi::winners(s) == 0b0001);
    // Seat 1 and seat 2 play on; seat 0 never throws again.
    test::throw_(s, "1-2");
    test::play(s, "move 20+1");
    test::play(s, "move 21+2");
    REQUIRE(test::text(s) == "72,72,72,72/23,0,0,0/30,0,0,0/- 2 throw places=1 finished=0");
    test::throw_(s, "1-2");
    test::play(s, "move 30+1");
    test::play(s, "move 31+2");
    REQUIRE(s.mover == 1);
}

TEST_CASE("§5.9 playing for places ends when the second-to-last side finishes", "[shg][5.9]") {
    auto s = test::position<rules>("72,72,72,72/72,72,72,71/30,0,0,0/- 1 throw places=1 finished=0");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 71+1"});
    test::play(s, "move 71+1");
    REQUIRE(pachisi::is_over(s));
    REQUIRE(pachisi::winners(s) == 0b0011);
    REQUIRE(test::text(s) == "72,72,72,72/72,72,72,72/30,0,0,0/- 1 over places=1 finished=0.1");
}

// ---- docs/rules.md §7: finished seats rank first, in the order they finished (issue 44) --------------------

// The ranking of s with several tie-break generators: the order must not depend on the die.
template <class R>
std::vector<int> ranked_seats(const pachisi::state<R>& s, bool& randomised) {
    std::vector<int> first;
    randomised = false;
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
        std::mt19937_64 rng(seed);
        const auto r = pachisi::rank(s, rng);
        std::vector<int> seats(r.seats.begin(), r.seats.begin() + r.count);
        if (seed == 1) first = seats;
        else REQUIRE(seats == first);
        randomised = randomised || r.randomised;
    }
    return first;
}

TEST_CASE("§7 places: two finished seats with equal scores rank in finishing order - not by the die - ludo "
          "(issue 44's example)",
          "[ludo][7][10.13]") {
    // Seat 1 has finished; seat 0 finishes now with the same score 4-228: the game is over (one seat left).
    auto s = test::position<pachisi::ludo>("57,57,57,56/57,57,57,57/10,0,0,0/- 0 throw places=1 finished=1");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"move 56+1"});
    test::play(s, "move 56+1");
    REQUIRE(test::text(s) == "57,57,57,57/57,57,57,57/10,0,0,0/- 0 over places=1 finished=1.0");
    REQUIRE(order_of(s) == std::vector<int>{1, 0});
    bool randomised = true;
    REQUIRE(ranked_seats(s, randomised) == std::vector<int>{1, 0, 2});
    REQUIRE_FALSE(randomised);
    REQUIRE(pachisi::places(s) == std::array<int, 4>{2, 1, 3, 0});
    // returns stay "not last": +1 for both finishers, -1 for the seat left over.
    REQUIRE(pachisi::returns(s) == std::array<double, 4>{1, 1, -1, 0});
}

TEST_CASE("§7 places: the finishing order is kept by apply and restored by undo - shg with 4 players",
          "[shg][7]") {
    auto s = test::position<rules>("72,72,72,72/72,72,72,71/30,0,0,0/72,72,72,72 1 throw places=1 finished=3.0");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 71+1"});
    const auto before = s;
    const auto record = pachisi::apply(s, pachisi::parse_action("move 71+1"));
    REQUIRE(test::text(s) == "72,72,72,72/72,72,72,72/30,0,0,0/72,72,72,72 1 over places=1 finished=3.0.1");
    bool randomised = true;
    REQUIRE(ranked_seats(s, randomised) == std::vector<int>{3, 0, 1, 2});
    REQUIRE_FALSE(randomised);
    REQUIRE(pachisi::places(s) == std::array<int, 4>{2, 3, 4, 1});
    pachisi::undo(s, record);
    REQUIRE(s == before);
    REQUIRE(order_of(s) == std::vector<int>{3, 0});
}

TEST_CASE("§7 places: traditional with 3 players - the second seat to finish ends the game and ranks second",
          "[traditional][7]") {
    auto s = test::position<pachisi::traditional>("84,84,84,84/84,84,84,82/10,0,0,0/- 1 throw places=1 finished=0");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "move 82+2"});
    test::play(s, "move 82+2");
    REQUIRE(test::text(s) == "84,84,84,84/84,84,84,84/10,0,0,0/- 1 over places=1 finished=0.1");
    bool randomised = true;
    REQUIRE(ranked_seats(s, randomised) == std::vector<int>{0, 1, 2});
    REQUIRE_FALSE(randomised);
    REQUIRE(pachisi::places(s) == std::array<int, 4>{1, 2, 3, 0});
}

TEST_CASE("§7 places: without play for places nothing is recorded - the rest rank by score", "[ludo][7]") {
    auto s = test::position<pachisi::ludo>("57,57,57,56/50,40,0,0/50,40,0,0/- 0 throw");
    test::throw_(s, "1");
    test::play(s, "move 56+1");
    REQUIRE(test::text(s) == "57,57,57,57/50,40,0,0/50,40,0,0/- 0 over");
    REQUIRE(pachisi::finishing_order(s).empty());
    // Seats 1 and 2 tie on score: they share place 2, and rank() orders them by its die.
    REQUIRE(pachisi::places(s) == std::array<int, 4>{1, 2, 2, 0});
}

TEST_CASE("§7 places: the notation refuses finishing orders no game reaches", "[notation][7]") {
    using ludo = pachisi::ludo;
    const auto refused = [](std::string_view text, std::string_view why) {
        INFO(text);
        REQUIRE_THROWS_WITH(test::position<ludo>(text), Catch::Contains(std::string(why)));
    };
    // a finished seat missing from the order, or an unfinished seat in it
    refused("57,57,57,57/10,0,0,0/20,0,0,0/- 1 throw places=1", "must list every finished seat");
    refused("57,57,57,57/10,0,0,0/20,0,0,0/- 1 throw places=1 finished=1", "names a seat that has not finished");
    refused("57,57,57,57/57,57,57,57/20,0,0,0/10,0,0,0 2 throw places=1 finished=0.0", "names a seat twice");
    refused("50,0,0,0/10,0,0,0/20,0,0,0/- 1 throw finished=0", "without play for places");
    REQUIRE(test::text(test::position<ludo>("57,57,57,57/10,0,0,0/20,0,0,0/- 1 throw places=1 finished=0")) ==
            "57,57,57,57/10,0,0,0/20,0,0,0/- 1 throw places=1 finished=0");
}

TEST_CASE("§7 places: a finished seat cannot be removed by the timer - removing the last rival ends the game",
          "[shg][7][8]") {
    auto s = test::position<rules>("72,72,72,72/10,0,0,0/30,0,0,0/5,0,0,0 1 throw places=1 finished=0");
    REQUIRE_THROWS_WITH(pachisi::remove_seat(s, 0), Catch::Contains("seat 0 has finished"));
    pachisi::remove_seat(s, 3);
    REQUIRE_FALSE(pachisi::is_over(s));
    pachisi::remove_seat(s, 2);
    REQUIRE(pachisi::is_over(s));
    REQUIRE(test::text(s) == "72,72,72,72/10,0,0,0/-/- 1 over places=1 finished=0");
    REQUIRE(pachisi::places(s) == std::array<int, 4>{1, 2, 0, 0});
}

// Random games for places, every preset family: after every step the finishing order is the order in
// which seats were seen to finish, it survives undo, and at the end rank() and places() begin with it.
template <class R>
void random_games_for_places(int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    for (int game = 0; game < games; ++game) {
        const int players = 3 + game % 2;  // places matter from three sides on
        auto s = pachisi::new_game<R>({.players = players, .play_for_places = true});
        std::vector<int> seen;  // seats in the order this loop saw them finish
        for (long step = 0; !pachisi::is_over(s); ++step) {
            REQUIRE_EACH(step < 200000);
            if (pachisi::is_chance_node(s)) {
                pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
            } else {
                const auto legal = pachisi::legal_actions(s);
                const auto before = s;
                const auto record = pachisi::apply(s, legal[rng() % legal.size()]);
                auto undone = s;
                pachisi::undo(undone, record);
                REQUIRE_EACH(undone == before);
            }
            for (int seat = 0; seat < 4; ++seat)
                if (pachisi::has_finished(s, seat) && std::find(seen.begin(), seen.end(), seat) == seen.end())
                    seen.push_back(seat);
            const auto order = pachisi::finishing_order(s);
            REQUIRE_EACH(std::vector<int>(order.begin(), order.end()) == seen);
            REQUIRE_EACH(pachisi::parse_state<R>(pachisi::to_string(s)) == s);
        }
        std::mt19937_64 tie_break(seed + static_cast<std::uint64_t>(game));
        const auto r = pachisi::rank(s, tie_break);
        const auto place = pachisi::places(s);
        const bool teams = R::turn == pachisi::family::traditional && s.partners;
        if (!teams) {
            REQUIRE(r.count == players);
            for (std::size_t k = 0; k < seen.size(); ++k) {
                REQUIRE(r.seats[k] == seen[k]);
                REQUIRE(place[static_cast<std::size_t>(seen[k])] == static_cast<int>(k) + 1);
            }
            REQUIRE(static_cast<int>(seen.size()) == players - 1);  // one seat is left unfinished
            REQUIRE(place[static_cast<std::size_t>(r.seats[static_cast<std::size_t>(players - 1)])] == players);
        }
    }
}

TEST_CASE("§7 places: random games of every family - the ranking begins with the finishing order",
          "[7][property]") {
    random_games_for_places<rules>(20, 71);
    random_games_for_places<pachisi::american>(20, 72);
    random_games_for_places<pachisi::traditional>(10, 73);
    random_games_for_places<pachisi::ludo>(60, 74);
    random_games_for_places<pachisi::parchis>(40, 75);
    random_games_for_places<pachisi::maedn>(60, 76);
    random_games_for_places<pachisi::maedn_openspiel>(60, 77);
}

}  // namespace play_for_places_tests
