// docs/rules.md §5.6 (blockades may not move together; meeting on the way; tags) for the shg preset,
// seed 000_9772ad899d453457.txt ("Two pawns in a blockade cannot be moved forward to form a blockade
// together on a new space"). Expected lists are worked out by hand from docs/rules.md.
// Notation: the two pawns of a blockade standing when the throw began carry tag a (b for a second one).
#include <cstddef>
#include <random>
#include <string>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_shg_blockades_tests {

namespace {
using rules = pachisi::shg;
using test::list;
}  // namespace

TEST_CASE("§5.6 the two pawns of a blockade may not move together to a new square with 3-3 (seed 000)",
          "[shg][5.6]") {
    auto s = test::position<rules>("20,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");  // nest pawns: parts 3, 3
    REQUIRE(test::legal(s) == list{"move 20a+3"});
    test::play(s, "move 20a+3");
    // 20a+3 would end the throw with both on 23.
    REQUIRE(test::legal(s) == list{"move 23a+3"});
    test::play(s, "move 23a+3");
    REQUIRE(test::text(s) == "26,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.6 meeting on the way is allowed - ending together is not (seed 000 - doublet bonus 2 2 5 5)",
          "[shg][5.6]") {
    auto s = test::position<rules>("72,72,20,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");
    REQUIRE(test::legal(s) == list{"move 20a+2", "move 20a+5"});
    test::play(s, "move 20a+2");
    REQUIRE(test::legal(s) == list{"move 20a+2", "move 20a+5", "move 22a+2", "move 22a+5"});
    test::play(s, "move 20a+2");  // both on 22 now, with 5, 5 to play
    REQUIRE(test::legal(s) == list{"move 22a+5"});
    test::play(s, "move 22a+5");
    // 22a+5 would put both on 27 at the end.
    REQUIRE(test::legal(s) == list{"move 27a+5"});
    test::play(s, "move 27a+5");
    REQUIRE(test::text(s) == "72,72,32,22/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.6 tags name which pawn a move lifts where a blockade pawn shares a square with another pawn (seed 000)",
          "[shg][5.6]") {
    auto s = test::position<rules>("72,24,20,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");  // parts 3, 3, 4, 4
    REQUIRE(test::legal(s) == list{"move 20a+3", "move 20a+4", "move 24+3", "move 24+4"});
    test::play(s, "move 20a+3");
    test::play(s, "move 23a+4");  // one blockade pawn on 27
    test::play(s, "move 20a+4");  // the other joins the untagged pawn on 24
    // The last 3 from 24: the untagged pawn may go to 27, its tagged neighbour may not.
    REQUIRE(test::legal(s) == list{"move 24+3", "move 27a+3"});
    test::play(s, "move 24+3");
    REQUIRE(test::text(s) == "72,27,27,24/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.6 blockade pawns may not end together after a reward move either (seed 000)", "[shg][5.6][5.7]") {
    auto s = test::position<rules>("72,68,20,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");  // parts 3, 3, 4, 4
    REQUIRE(test::legal(s) == list{"move 20a+3", "move 20a+4", "move 68+3", "move 68+4"});
    test::play(s, "move 20a+3");
    test::play(s, "move 23a+3");
    test::play(s, "move 26a+4");
    test::play(s, "move 68+4");  // HOME: one home reward of 10, after the parts
    // 20a+10 would bring the other blockade pawn onto 30 with its twin.
    REQUIRE(test::legal(s) == list{"home 30a+10", "decline"});
    test::play(s, "home 30a+10");
    REQUIRE(test::text(s) == "72,72,40,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.6 a blockade may split and both pawns move on (seed 000)", "[shg][5.6]") {
    auto s = test::position<rules>("40,40,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-6");
    REQUIRE(test::legal(s) == list{"move 40a+2", "move 40a+6"});
    test::play(s, "move 40a+6");
    REQUIRE(test::legal(s) == list{"move 40a+2", "move 46a+2"});
    test::play(s, "move 40a+2");
    REQUIRE(test::text(s) == "46,42,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.6 two blockades carry tags a and b - each pair is checked on its own (seed 000)", "[shg][5.6]") {
    auto s = test::position<rules>("40,40,20,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-3");  // parts 3, 3, 4, 4
    REQUIRE(test::legal(s) == list{"move 20b+3", "move 20b+4", "move 40a+3", "move 40a+4"});
    test::play(s, "move 20b+4");
    test::play(s, "move 40a+3");
    REQUIRE(test::legal(s) == list{"move 20b+3", "move 20b+4", "move 24b+3", "move 24b+4", "move 40a+3", "move 40a+4",
                                   "move 43a+3", "move 43a+4"});
    test::play(s, "move 40a+3");  // the a pair meets on 43
    // The last 4 must part them: 24b+4 or 20b+4 would leave a pair together at the end.
    REQUIRE(test::legal(s) == list{"move 43a+4"});
    test::play(s, "move 43a+4");
    REQUIRE(test::text(s) == "47,43,24,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.6 a blockade may go HOME together: HOME is no square (seed 000)", "[shg][5.6][5.4]") {
    auto s = test::position<rules>("66,66,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "6-6");  // nest pawns: parts 6, 6
    REQUIRE(test::legal(s) == list{"move 66a+6"});
    test::play(s, "move 66a+6");
    REQUIRE(test::legal(s) == list{"move 66a+6"});
    test::play(s, "move 66a+6");
    // Two home rewards, but no pawn on the board to play them: forfeited.
    REQUIRE(test::text(s) == "72,72,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.3/§5.6 two names for one move: lifting either pawn of a shared square with the last part is one action when the states are the same (seed 000)",
          "[shg][5.3][5.6]") {
    // Own blockade on the entry square, a single pawn on 2. Entering with the sum is impossible (own blockade).
    auto s = test::position<rules>("2,1,1,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-4");
    REQUIRE(test::legal(s) == list{"move 1a+1", "move 1a+4", "move 2+1", "move 2+4"});
    test::play(s, "move 1a+1");  // joins the single pawn on 2; the other blockade pawn may not pass them
    // The last 4 takes the tagged or the untagged pawn from 2 to 6: the play ends either way in the same
    // state "6,2,1,0": §5.3 "Two actions are the same action when they lead to the same state".
    const auto actions = test::legal(s);
    REQUIRE(actions.size() == 1);
    test::play(s, actions.front());
    REQUIRE(test::text(s) == "6,2,1,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.3 property: every legal action leads to a different state (random shg playouts - seed 000)",
          "[shg][5.3]") {
    // Written without heap containers of states, std::discrete_distribution or chains of string
    // temporaries: GCC 13 warned falsely (-Wfree-nonheap-object) on the earlier form of this test.
    std::mt19937_64 random(20240611);
    int duplicates = 0;
    std::string first_example;
    for (int game = 0; game < 40; ++game) {
        auto s = pachisi::new_game<rules>(pachisi::setup{.players = 4, .partners = game % 2 == 1, .first_seat = 0});
        for (int step = 0; step < 3000 && !pachisi::is_over(s); ++step) {
            if (pachisi::is_chance_node(s)) {
                pachisi::apply_throw(s, pachisi::sample_chance(s, random));
                continue;
            }
            const auto actions = pachisi::legal_actions(s);
            REQUIRE(actions.size() >= 1);
            pachisi::fixed_list<pachisi::state<rules>, pachisi::max_actions<rules>> after;
            for (const auto& a : actions) {
                auto next = s;
                pachisi::apply(next, a);
                after.push_back(next);
            }
            for (std::size_t i = 0; i < after.size(); ++i)
                for (std::size_t j = i + 1; j < after.size(); ++j)
                    if (after[i] == after[j]) {
                        ++duplicates;
                        if (!first_example.empty()) continue;
                        first_example = test::text(s);
                        first_example += " : ";
                        first_example += pachisi::to_string(actions[i]);
                        first_example += " == ";
                        first_example += pachisi::to_string(actions[j]);
                    }
            pachisi::apply(s, actions[pachisi::uniform_below(random, actions.size())]);
        }
    }
    INFO("first duplicate: " << first_example);
    REQUIRE(duplicates == 0);
}

}  // namespace rules_shg_blockades_tests
