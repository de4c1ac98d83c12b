// docs/rules.md §5.7 (capture and home rewards: after the parts, any order, optional, forfeited, chaining,
// and SHG's immediate capture reward during a doublet bonus) for the shg preset,
// seed 000_9772ad899d453457.txt ("Capture Bonus", "HOME Bonus"). Expected lists are worked out by
// hand from docs/rules.md. Seat 1 at p stands on seat 0's p + 17 (mod 68); seat 2 on p + 34.
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_shg_rewards_tests {

namespace {
using rules = pachisi::shg;
using test::list;

// Seat 0 takes a pawn HOME with the 4 and captures seat 1's pawn (p = 6, on seat 0's p = 23) with the 3.
pachisi::state<rules> capture_and_home() {
    auto s = test::position<rules>("72,72,68,20/6,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-4");
    REQUIRE(test::legal(s) == list{"move 20+3", "move 20+4", "move 68+3", "move 68+4"});
    test::play(s, "move 68+4");
    REQUIRE(test::legal(s) == list{"move 20+3"});
    test::play(s, "move 20+3");
    REQUIRE(s.capture_rewards == 1);
    REQUIRE(s.home_rewards == 1);
    return s;
}
}  // namespace

TEST_CASE("§5.7 capture and home rewards are played in any order (seed 000 'at the end of their turn')", "[shg][5.7]") {
    auto s = capture_and_home();
    REQUIRE(test::legal(s) == list{"capture 23+20", "home 23+10", "decline"});
    test::play(s, "home 23+10");
    REQUIRE(test::legal(s) == list{"capture 33+20", "decline"});
    test::play(s, "capture 33+20");
    REQUIRE(test::text(s) == "72,72,72,53/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.7 rewards are optional: decline gives up every pending reward (seed 000 'may move')", "[shg][5.7]") {
    auto s = capture_and_home();
    test::play(s, "decline");
    REQUIRE(test::text(s) == "72,72,72,23/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.7 rewards chain: a reward move that captures earns another 20 (seed 000)", "[shg][5.7]") {
    // Seat 1's pawns on seat 0's p = 43 (p = 26) and p = 23 (p = 6).
    auto s = test::position<rules>("72,72,72,20/26,6,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 20+1", "move 20+2"});
    test::play(s, "move 20+2");
    REQUIRE(test::legal(s) == list{"move 22+1"});
    test::play(s, "move 22+1");
    REQUIRE(test::legal(s) == list{"capture 23+20", "decline"});
    test::play(s, "capture 23+20");
    REQUIRE(s.capture_rewards == 1);
    REQUIRE(test::legal(s) == list{"capture 43+20", "decline"});
    test::play(s, "capture 43+20");
    REQUIRE(test::text(s) == "72,72,72,63/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.7 a reward that cannot be played whole is forfeited without an action (seed 000 'forfeit the bonus')",
          "[shg][5.7]") {
    // Seat 1 (p = 6) on seat 0's p = 23; seat 2's blockade (p = 6) on seat 0's p = 40.
    auto s = test::position<rules>("72,72,72,20/6,0,0,0/6,6,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 20+1", "move 20+2"});
    test::play(s, "move 20+1");
    REQUIRE(test::legal(s) == list{"move 21+2"});
    test::play(s, "move 21+2");
    // 23+20 passes the blockade on 40; a reward is never split: the play is over.
    REQUIRE(test::text(s) == "72,72,72,23/0,0,0,0/6,6,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.7 SHG doublet bonus: after a capturing part the 20 is played at once - then the parts (seed 000 'must complete their capture bonus before moving again')",
          "[shg][5.7]") {
    // Seat 1 (p = 63) on seat 0's p = 12.
    auto s = test::position<rules>("72,72,30,10/63,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2, 2, 5, 5
    REQUIRE(test::legal(s) == list{"move 10+2", "move 10+5", "move 30+2", "move 30+5"});
    test::play(s, "move 10+2");
    REQUIRE(test::legal(s) == list{"capture 12+20", "capture 30+20", "decline"});
    test::play(s, "capture 30+20");
    REQUIRE(s.capture_rewards == 0);
    REQUIRE(test::legal(s) == list{"move 12+2", "move 12+5", "move 50+2", "move 50+5"});
    test::play(s, "move 50+2");
    test::play(s, "move 52+5");
    REQUIRE(test::legal(s) == list{"move 12+5", "move 57+5"});
    test::play(s, "move 57+5");
    REQUIRE(test::text(s) == "72,72,62,12/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.7/§5.5 SHG immediate 20 must leave the remaining parts playable (seed 000 - doublet bonus)",
          "[shg][5.7][5.5]") {
    // Seat 1: p = 63 on seat 0's p = 12, p = 8 on safe p = 25, p = 1 on safe p = 18.
    // Seat 2's blockade (p = 1) on seat 0's safe p = 35. Seat 0's pawn on 13 is on a safe square.
    auto s = test::position<rules>("72,68,13,10/63,8,1,0/1,1,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2, 2, 5, 5
    // 13+5 stops on the opponent on safe 18; 68+5 passes HOME.
    REQUIRE(test::legal(s) == list{"move 10+2", "move 10+5", "move 13+2", "move 68+2"});
    test::play(s, "move 10+2");  // captures on 12
    // 12+20 = 32 would leave 2, 5, 5 unplayable (32 is 2 short of the blockade; 13 can play one 5 at most).
    REQUIRE(test::legal(s) == list{"capture 13+20", "decline"});
    test::play(s, "capture 13+20");
    REQUIRE(test::legal(s) == list{"move 12+2", "move 12+5", "move 68+2"});
    test::play(s, "move 12+5");
    test::play(s, "move 17+5");
    REQUIRE(test::legal(s) == list{"move 22+2", "move 68+2"});
    test::play(s, "move 68+2");
    REQUIRE(test::text(s) == "72,70,33,22/8,1,0,0/1,1,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.7 SHG doublet bonus: declining the 20 due at once gives up that reward only - the home reward waits (seed 000)",
          "[shg][5.7]") {
    // Seat 2 (p = 49) on seat 0's p = 15.
    auto s = test::position<rules>("72,68,30,10/0,0,0,0/49,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2, 2, 5, 5
    test::play(s, "move 68+2");
    test::play(s, "move 70+2");  // HOME on the second part: the home reward waits for the parts
    REQUIRE(s.home_rewards == 1);
    REQUIRE(test::legal(s) == list{"move 10+5", "move 30+5"});
    test::play(s, "move 10+5");  // captures on 15 with a part still to play
    REQUIRE(test::legal(s) == list{"capture 15+20", "capture 30+20", "decline"});
    test::play(s, "decline");
    REQUIRE(s.capture_rewards == 0);
    REQUIRE(s.home_rewards == 1);
    REQUIRE(test::legal(s) == list{"move 15+5", "move 30+5"});
    test::play(s, "move 30+5");
    REQUIRE(test::legal(s) == list{"home 15+10", "home 35+10", "decline"});
    test::play(s, "home 35+10");
    REQUIRE(test::text(s) == "72,72,45,15/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.7 SHG doublet bonus: a capture on the fourth part waits with the home reward (seed 000)", "[shg][5.7]") {
    // Seat 1 (p = 23) on seat 0's p = 40.
    auto s = test::position<rules>("72,72,68,30/23,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2, 2, 5, 5
    REQUIRE(test::legal(s) == list{"move 30+2", "move 30+5", "move 68+2"});
    test::play(s, "move 68+2");
    test::play(s, "move 70+2");
    REQUIRE(test::legal(s) == list{"move 30+5"});
    test::play(s, "move 30+5");
    REQUIRE(test::legal(s) == list{"move 35+5"});
    test::play(s, "move 35+5");  // the fourth part captures on 40
    // Both rewards are pending together, in any order.
    REQUIRE(test::legal(s) == list{"capture 40+20", "home 40+10", "decline"});
    test::play(s, "capture 40+20");
    REQUIRE(test::legal(s) == list{"home 60+10", "decline"});
    test::play(s, "home 60+10");
    REQUIRE(test::text(s) == "72,72,72,70/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.7 a capture reward may take a pawn HOME and so earn the home reward (seed 000)", "[shg][5.7]") {
    // Seat 1 (p = 6) on seat 0's p = 23.
    auto s = test::position<rules>("72,72,52,20/6,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "1-2");
    REQUIRE(test::legal(s) == list{"move 20+1", "move 20+2", "move 52+1", "move 52+2"});
    test::play(s, "move 20+1");
    test::play(s, "move 21+2");
    REQUIRE(test::legal(s) == list{"capture 23+20", "capture 52+20", "decline"});
    test::play(s, "capture 52+20");
    REQUIRE(test::legal(s) == list{"home 23+10", "decline"});
    test::play(s, "home 23+10");
    REQUIRE(test::text(s) == "72,72,72,33/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.7 one reward forfeited - the other played: each reward is judged whole on its own (seed 000)",
          "[shg][5.7]") {
    // Seat 1: a pawn (p = 16) on seat 0's p = 33 and a blockade (p = 28) on seat 0's p = 45.
    auto s = test::position<rules>("72,72,68,30/28,28,16,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "3-4");
    REQUIRE(test::legal(s) == list{"move 30+3", "move 30+4", "move 68+3", "move 68+4"});
    test::play(s, "move 68+4");
    REQUIRE(test::legal(s) == list{"move 30+3"});
    test::play(s, "move 30+3");
    // 33+20 passes the blockade on 45; 33+10 = 43 does not.
    REQUIRE(test::legal(s) == list{"home 33+10", "decline"});
    test::play(s, "home 33+10");
    // Now 43+20 passes it too: the capture reward is forfeited and the play ends.
    REQUIRE(test::text(s) == "72,72,72,43/28,28,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.7 SHG doublet bonus: a capture by the immediate 20 is handled the same way - at once (seed 000)",
          "[shg][5.7]") {
    // Seat 1: p = 63 on seat 0's p = 12, p = 15 on seat 0's p = 32.
    auto s = test::position<rules>("72,72,30,10/63,15,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2, 2, 5, 5
    REQUIRE(test::legal(s) == list{"move 10+2", "move 10+5", "move 30+2", "move 30+5"});
    test::play(s, "move 10+2");
    REQUIRE(test::legal(s) == list{"capture 12+20", "capture 30+20", "decline"});
    test::play(s, "capture 12+20");  // captures again on 32
    REQUIRE(test::legal(s) == list{"capture 30+20", "capture 32+20", "decline"});
    test::play(s, "capture 30+20");
    REQUIRE(test::legal(s) == list{"move 32+2", "move 32+5", "move 50+2", "move 50+5"});
    test::play(s, "move 32+2");
    test::play(s, "move 34+5");
    test::play(s, "move 39+5");
    REQUIRE(test::text(s) == "72,72,50,44/0,0,0,0/0,0,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.7 home rewards chain: a home reward taking a pawn HOME earns another (seed 000 'HOME Bonus')",
          "[shg][5.7]") {
    auto s = test::position<rules>("72,68,62,40/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "4-6");
    REQUIRE(test::legal(s) == list{"move 40+4", "move 40+6", "move 62+4", "move 62+6", "move 68+4"});
    test::play(s, "move 68+4");
    REQUIRE(test::legal(s) == list{"move 40+6", "move 62+6"});
    test::play(s, "move 40+6");
    REQUIRE(test::legal(s) == list{"home 46+10", "home 62+10", "decline"});
    test::play(s, "home 62+10");
    REQUIRE(test::legal(s) == list{"home 46+10", "decline"});
    test::play(s, "home 46+10");
    REQUIRE(test::text(s) == "72,72,72,56/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.7 SHG doublet bonus: a due 20 that a pawn could move only by breaking the all-four rule is "
          "forfeited without an action (seed 000 'they must complete their capture bonus')",
          "[shg][5.7][5.3]") {
    // Seat 1 (p = 63) on seat 0's p = 12; seat 2's blockade on seat 0's p = 35.
    auto s = test::position<rules>("72,72,68,10/63,0,0,0/1,1,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2, 2, 5, 5
    REQUIRE(test::legal(s) == list{"move 10+2", "move 10+5", "move 68+2"});
    test::play(s, "move 10+2");  // captures on 12
    // 12+20 = 32 is a square the pawn can reach, but that move would leave 2, 5, 5 unplayable (§5.7: it
    // must leave the parts playable), so no 20 move is legal; decline is offered only where a reward
    // could be played (§5.3), so the reward is forfeited without an action (issue 10: it used to force
    // a `decline`).
    REQUIRE(test::legal(s) == list{"move 12+2", "move 12+5", "move 68+2"});
    test::play(s, "move 12+5");
    test::play(s, "move 17+5");
    test::play(s, "move 68+2");
    REQUIRE(test::text(s) == "72,72,70,22/0,0,0,0/1,1,0,0/0,0,0,0 0 throw doublets=1");
}

TEST_CASE("§5.7/§5.3 SHG doublet bonus: a due 20 that cannot be played whole by any pawn is forfeited - no decline (seed 000 'If they cannot move one pawn the full 20 spaces ... they forfeit the bonus')",
          "[shg][5.7][5.3]") {
    // Seat 1 (p = 63) on seat 0's p = 12; seat 2's blockade (p = 64) on seat 0's safe p = 30.
    auto s = test::position<rules>("72,72,68,10/63,0,0,0/64,64,0,0/0,0,0,0 0 throw");
    test::throw_(s, "2-2");  // parts 2, 2, 5, 5
    REQUIRE(test::legal(s) == list{"move 10+2", "move 10+5", "move 68+2"});
    test::play(s, "move 10+2");  // captures on 12
    // 12+20 passes the blockade on 30 and 68+20 passes HOME: the reward is unusable and forfeited
    // without an action; decline is offered only where some pending reward could be played.
    REQUIRE(test::legal(s) == list{"move 12+2", "move 12+5", "move 68+2"});
    test::play(s, "move 12+5");
    test::play(s, "move 17+5");
    test::play(s, "move 68+2");
    REQUIRE(test::text(s) == "72,72,70,22/0,0,0,0/64,64,0,0/0,0,0,0 0 throw doublets=1");
}

}  // namespace rules_shg_rewards_tests
