// docs/rules.md §6.10 (the contract: RULES.md §6.10), options 1 and 5 of seed 004_3082fbdb9acd2205.txt:
//   option 1, first move: "first move of each player can be made only when 2, 3, or 4 is thrown";
//   option 5, cancelled capture: "capture can be canceled if capturing piece is immediately captured by
//   opponent or his partner".
// Expected lists and states are worked out by hand from docs/rules.md §6 and §6.10.
// Cross board (§2.2): seat s at progress p in 8..76 stands on ring (17s + p - 8) mod 68; 1..7 is its own
// middle column going out. Castles on the ring: 0 4 13 17 21 30 34 38 47 51 55 64. The squares these tests
// use, as each seat's progress:
//   ring 20: seat 0 28, seat 1 11, seat 2 62      ring 21 (castle): seat 0 29, seat 1 12, seat 2 63, seat 3 46
//   ring 22: seat 0 30, seat 1 13, seat 2 64      ring 24: seat 0 32, seat 1 15
//   ring 26: seat 0 34, seat 1 17, seat 2 68, seat 3 51
// 6 cowries: k mouths up -> 25 10 2 3 4 5 6 (graces 0 1 6); 7 cowries: 7 10 2 3 4 25 35 14 (graces 0 1 5 6 7).
// 4 players: teams {0,2} and {1,3} (partners=1); 2 players: one player holds seats 0 and 2, the other 1 and 3
// (partners=2); 3 players: seats 0..2, each alone.
// Notation of the options (text/notation.hpp): the first move is the action "enter+V"; first=MASK the seats
// whose player has made its first move; taken=S.P the victims (seat.progress) of the mover's captures in this
// turn; back=S.P the victims of the last turn's captures, given back if the mover captures where they stood.
#include "catch.hpp"

#include <string>

#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_first_move_cancel_tests {

namespace {
using pachisi::traditional_options;
using first_move = pachisi::traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true}>;
using first_move7 = pachisi::traditional_rules<7, traditional_options{.first_move_on_2_3_4 = true}>;
using first_move_split =
    pachisi::traditional_rules<6, traditional_options{.split_throw = true, .first_move_on_2_3_4 = true}>;
using cancel = pachisi::traditional_rules<6, traditional_options{.cancelled_capture = true}>;
using cancel_split = pachisi::traditional_rules<6, traditional_options{.split_throw = true, .cancelled_capture = true}>;
using cancel_home_capture =
    pachisi::traditional_rules<6, traditional_options{.home_needs_capture = true, .cancelled_capture = true}>;
using test::list;

// The error text try_parse_state gives for `text`, or "accepted".
template <class R>
std::string refusal(const std::string& text) {
    std::string error;
    return pachisi::try_parse_state<R>(text, &error) ? "accepted" : error;
}

const std::string empty4 = "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0";
}  // namespace

// ---- Option 1: a player's first move --------------------------------------------------------------------------

TEST_CASE("§6.10 option 1 (seed 004): before its player's first move a seat may only pass a 5 or a grace - and "
          "the grace's extra throw still stands",
          "[traditional][6.10][option1]") {
    auto s = pachisi::new_game<first_move>({.players = 2, .first_seat = 0});
    REQUIRE(test::text(s) == empty4 + " 0 throw partners=2");  // no first=: no player has moved first
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == empty4 + " 1 throw partners=2 turns=1");
    // 10, 25 and 6: graces that would let a pawn in (§6.3), but not before the first move; each throws again.
    for (const auto& [k, value] : {std::pair{"1", "10"}, std::pair{"0", "25"}, std::pair{"6", "6"}}) {
        INFO("throw " << k);
        test::throw_(s, k);
        REQUIRE(test::text(s) == empty4 + " 1 play partners=2 turns=1 thrown=" + k + " parts=" + value + " total=1 owed=1");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == empty4 + " 1 throw partners=2 turns=1");  // the same seat throws again
    }
    // The grace's extra throw is a throw like any other: a 3 now is the first move.
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass", "enter+3"});
}

TEST_CASE("§6.10 option 1 (seed 004): a throw of 2 3 or 4 offers exactly the first move enter+V or pass - the "
          "pawn goes out of the Charkoni to p = V and the whole throw is used",
          "[traditional][6.10][option1]") {
    for (const char* v : {"2", "3", "4"}) {
        const std::string value = v;
        INFO("throw " << value);
        auto s = test::position<first_move>(empty4 + " 0 throw partners=1");
        test::throw_(s, value);
        REQUIRE(test::legal(s) == list{"pass", "enter+" + value});
        const auto first = pachisi::parse_action("enter+" + value);
        // The action: kind enter, steps = to = the value (engine/action.hpp).
        REQUIRE(first == pachisi::action{pachisi::action_kind::enter, 0, 0, static_cast<std::uint8_t>(first.to), first.to});
        REQUIRE(first.to == std::stoi(value));
        const std::string before = test::text(s);
        const auto record = pachisi::apply(s, first);
        REQUIRE(test::text(s) == value + ",0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 first=1");
        pachisi::undo(s, record);
        REQUIRE(test::text(s) == before);
    }
    SECTION("the first move is not compulsory: a seat that passes a 3 goes on waiting") {
        auto s = test::position<first_move>(empty4 + " 0 throw partners=1");
        test::throw_(s, "3");
        test::play(s, "pass");
        REQUIRE(test::text(s) == empty4 + " 1 throw partners=1 turns=1");
        auto later = test::position<first_move>(empty4 + " 0 ready partners=1 turns=15");
        test::play(later, "throw");
        test::throw_(later, "1");  // a 10: still only pass
        REQUIRE(test::legal(later) == list{"pass"});
    }
}

TEST_CASE("§6.10 option 1 (seed 004): with 2 players one seat's first move is its player's - both its seats are "
          "marked and the other colour then enters by grace as usual",
          "[traditional][6.10][option1][6.8]") {
    auto s = test::position<first_move>(empty4 + " 1 throw partners=2 turns=1");
    test::throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass", "enter+3"});
    test::play(s, "enter+3");
    // Seat 1's first move marks seats 1 and 3 (first=10): player B has made its first move.
    REQUIRE(test::text(s) == "0,0,0,0/3,0,0,0/0,0,0,0/0,0,0,0 2 throw partners=2 turns=3 first=10");
    // Seat 2 is player A's: it still waits for a 2, 3 or 4, and may let it go by.
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "enter+2"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/3,0,0,0/0,0,0,0/0,0,0,0 3 throw partners=2 turns=7 first=10");
    // Seat 3 has no pawn out, but its player has moved first: a 2 is no first move for it...
    auto two = s;
    test::throw_(two, "2");
    REQUIRE(test::legal(two) == list{"pass"});
    // ... and a grace lets a pawn in to p = 1 (§6.3), with the extra throw.
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass", "enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "0,0,0,0/3,0,0,0/0,0,0,0/1,0,0,0 3 throw partners=2 turns=7 first=10");
}

TEST_CASE("§6.10 option 1 (seed 004): with 4 players the first move marks the mover's seat alone - its partner "
          "waits for a 2 3 or 4 of its own - and with 3 players each seat is a player",
          "[traditional][6.10][option1][6.8]") {
    auto s = test::position<first_move>("4,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 2 throw partners=1 turns=3 first=1");
    test::throw_(s, "1");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "enter+2"});
    test::play(s, "enter+2");
    REQUIRE(test::text(s) == "4,0,0,0/0,0,0,0/2,0,0,0/0,0,0,0 3 throw partners=1 turns=7 first=5");
    SECTION("3 players") {
        auto three = test::position<first_move>("4,0,0,0/0,0,0,0/0,0,0,0/- 1 throw turns=1 first=1");
        test::throw_(three, "6");
        REQUIRE(test::legal(three) == list{"pass"});
        // Seat 0, which has moved first, enters and moves on a 6 as usual.
        auto moved = test::position<first_move>("4,0,0,0/0,0,0,0/0,0,0,0/- 0 throw turns=7 first=1");
        test::throw_(moved, "6");
        REQUIRE(test::legal(moved) == list{"pass", "enter", "move 4+6"});
    }
}

TEST_CASE("§6.10 option 1 (seed 004): with 7 cowries the graces 7 10 25 35 and 14 move nothing before the first "
          "move and give their throw again - a 2 3 or 4 is the first move",
          "[traditional7][6.10][option1]") {
    auto s = pachisi::new_game<first_move7>({.players = 2, .first_seat = 0});
    for (const auto& [k, value] : {std::pair{"0", "7"}, std::pair{"1", "10"}, std::pair{"5", "25"}, std::pair{"6", "35"},
                                   std::pair{"7", "14"}}) {
        INFO("throw " << k);
        test::throw_(s, k);
        REQUIRE(test::text(s) == empty4 + " 0 play partners=2 thrown=" + k + " parts=" + value + " total=1 owed=1");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == empty4 + " 0 throw partners=2");
    }
    for (const char* k : {"2", "3"}) {
        auto other = s;
        test::throw_(other, k);
        REQUIRE(test::legal(other) == list{"pass", std::string("enter+") + k});
    }
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "enter+4"});
    test::play(s, "enter+4");
    REQUIRE(test::text(s) == "4,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=2 turns=1 first=5");
}

TEST_CASE("§6.10 option 1 (seed 004) with split throws (option 2): the first move takes the whole throw - nothing "
          "is split off it and the play ends with it",
          "[traditional][6.10][option1][6.4]") {
    auto s = test::position<first_move_split>(empty4 + " 0 throw partners=2 owed=1");
    test::throw_(s, "1");  // a 10 is no first move, and no part of it is one either
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == empty4 + " 0 throw partners=2 owed=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "enter+4"});  // no enter+2 and a part of 2 after it
    test::play(s, "enter+4");
    // The play is over at once (nothing of the 4 is left); the throw owed follows.
    REQUIRE(test::text(s) == "4,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=2 first=5");
    // From then on the seat plays split throws as usual: a 6 enters one pawn and moves the other by 6.
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 4+6"});
}

TEST_CASE("§6.10 option 1 (seed 004): parse_state refuses a pawn out of the Charkoni before its player's first "
          "move and a first= naming one seat of a 2-player player",
          "[traditional][6.10][option1][notation]") {
    REQUIRE(refusal<first_move>("3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1") ==
            "column 1: a pawn out of the Charkoni before its player's first move (first=) (seat 0)");
    REQUIRE(refusal<first_move>("3,0,0,0/0,0,0,0/1,0,0,0/0,0,0,0 1 throw partners=1 first=1") ==
            "column 1: a pawn out of the Charkoni before its player's first move (first=) (seat 2)");
    REQUIRE(refusal<first_move>("3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 first=1") == "accepted");
    // 2 players: both seats of a player, or neither.
    REQUIRE(refusal<first_move>("3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=2 first=1") ==
            "column 1: first= must name both seats of a player, or neither (seat 0 and seat 2)");
    REQUIRE(refusal<first_move>(empty4 + " 1 throw partners=2 first=4") ==
            "column 1: first= must name both seats of a player, or neither (seat 0 and seat 2)");
    REQUIRE(refusal<first_move>("3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=2 first=5") == "accepted");
    REQUIRE(refusal<first_move>("0,0,0,0/0,0,0,0/0,0,0,0/- 1 throw first=8") == "column 1: first= names a seat not in play");
    // Rules without option 1 have no first= at all.
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 first=5") ==
            "column 54: first= is for rules with option 1 of seed 004 (first move on 2, 3 or 4)");
}

// ---- Option 5: the cancelled capture --------------------------------------------------------------------------

TEST_CASE("§6.10 option 5 (seed 004): a capture is cancelled when the victim's seat captures the capturer in the "
          "next turn - the victim comes back where it was taken and both extra throws and captured= stand",
          "[traditional][6.10][option5]") {
    auto s = test::position<cancel>("30,0,0,0/17,12,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 30+4"});
    test::play(s, "move 30+4");  // takes seat 1's pawn on ring 26
    REQUIRE(test::text(s) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 taken=1.17");
    test::throw_(s, "2");  // the capture's extra throw
    test::play(s, "pass");
    // Seat 0's pawn still stands where it captured, and seat 1 is its enemy: the record stays open in seat 1's turn.
    REQUIRE(test::text(s) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17");
    SECTION("captured back at once") {
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass", "move 12+5"});
        const std::string before = test::text(s);
        const auto record = pachisi::apply(s, pachisi::parse_action("move 12+5"));
        // Seat 0's pawn goes to the Charkoni, seat 1's victim comes back to p = 17; seat 1 throws again for its
        // capture; seat 0 keeps captured= (its extra throw was thrown already).
        REQUIRE(test::text(s) == "0,0,0,0/17,17,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=0.34");
        pachisi::undo(s, record);
        REQUIRE(test::text(s) == before);
    }
    SECTION("captured back in an extra throw of the same turn") {
        test::throw_(s, "1");  // a 10: a grace
        REQUIRE(test::legal(s) == list{"pass", "enter", "move 12+10"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17");
        test::throw_(s, "5");
        test::play(s, "move 12+5");
        REQUIRE(test::text(s) == "0,0,0,0/17,17,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=0.34");
    }
}

TEST_CASE("§6.10 option 5 (seed 004): two victims - a blockade taken by a group of two - both come back when the "
          "group is captured back",
          "[traditional][6.10][option5][6.5]") {
    auto s = test::position<cancel>("30,30,0,0/17,17,12,12/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 30x2+4"});  // a single pawn may not land on two (§6.5)
    test::play(s, "move 30x2+4");
    REQUIRE(test::text(s) == "34,34,0,0/12,12,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 taken=1.17,1.17");
    test::throw_(s, "2");
    test::play(s, "pass");
    REQUIRE(test::text(s) == "34,34,0,0/12,12,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17,1.17");
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"pass", "move 12x2+5"});
    test::play(s, "move 12x2+5");
    REQUIRE(test::text(s) == "0,0,0,0/17,17,17,17/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=0.34,0.34");
}

TEST_CASE("§6.10 option 5 (seed 004): victims come back only as many as their seat still has in the Charkoni",
          "[traditional][6.10][option5][6.3]") {
    // Seat 0's pair on ring 26 took seat 1's blockade there; seat 1's pair on ring 20 throws a 6 (a grace).
    auto s = test::position<cancel>("34,34,0,0/11,11,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 "
                                    "back=1.17,1.17");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 11x2+6"});
    SECTION("a pawn entered first: one victim comes back, the other record is spent") {
        test::play(s, "enter");
        REQUIRE(test::legal(s) == list{"pass", "move 11x2+6"});
        test::play(s, "move 11x2+6");
        REQUIRE(test::text(s) == "0,0,0,0/17,17,17,1/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 owed=1 "
                                 "taken=0.34,0.34");
    }
    SECTION("captured first: both come back, and no pawn is left to enter") {
        test::play(s, "move 11x2+6");
        // The play ends by itself: nothing is left in the Charkoni. The grace and the capture each owe a throw.
        REQUIRE(test::text(s) == "0,0,0,0/17,17,17,17/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 owed=1 "
                                 "taken=0.34,0.34");
    }
}

TEST_CASE("§6.10 option 5 (seed 004): of two victims taken on one square on different laps the one with the "
          "highest progress comes back first when only one pawn is left in the Charkoni (docs/rules.md §6.10 "
          "Decision)",
          "[traditional][6.10][option5][6.6]") {
    // Seat 1's blockade on ring 26: one pawn at p = 17, one on its second trip at p = 93 (84 + 9 past its tip).
    auto s = test::position<cancel>("30,30,0,0/93,17,11,11/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    test::play(s, "move 30x2+4");
    REQUIRE(test::text(s) == "34,34,0,0/11,11,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 taken=1.93,1.17");
    test::throw_(s, "2");
    test::play(s, "pass");
    test::throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass", "enter", "move 11x2+6"});
    test::play(s, "enter");
    test::play(s, "move 11x2+6");
    REQUIRE(test::text(s) == "0,0,0,0/93,17,17,1/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 owed=1 "
                             "taken=0.34,0.34");
}

TEST_CASE("§6.10 option 5 (seed 004): the victim's partner cancels the capture too ('by opponent or his "
          "partner') - with 2 players the other colour of the victim's player",
          "[traditional][6.10][option5]") {
    SECTION("4 players: seat 0 takes seat 3's pawn and seat 1 captures the capturer") {
        auto s = test::position<cancel>("30,0,0,0/12,0,0,0/0,0,0,0/51,0,0,0 0 throw partners=1");
        test::throw_(s, "4");
        test::play(s, "move 30+4");
        test::throw_(s, "2");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=3.51");
        test::throw_(s, "5");
        test::play(s, "move 12+5");
        // Seat 3's pawn comes back beside its partner's, which stands there now (no enemy of seat 3).
        REQUIRE(test::text(s) == "0,0,0,0/17,0,0,0/0,0,0,0/51,0,0,0 1 throw partners=1 turns=1 captured=3 taken=0.34");
    }
    SECTION("2 players: seat 0 takes seat 3's pawn and seat 1 (the same player) captures the capturer") {
        auto s = test::position<cancel>("30,0,0,0/12,0,0,0/0,0,0,0/51,0,0,0 0 throw partners=2");
        test::throw_(s, "4");
        test::play(s, "move 30+4");
        test::throw_(s, "2");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=2 turns=1 captured=1 back=3.51");
        test::throw_(s, "5");
        test::play(s, "move 12+5");
        REQUIRE(test::text(s) == "0,0,0,0/17,0,0,0/0,0,0,0/51,0,0,0 1 throw partners=2 turns=1 captured=3 taken=0.34");
    }
}

TEST_CASE("§6.10 option 5 (seed 004): a victim stays in the Charkoni when an enemy of it stands where it was taken "
          "- 3 players: the third seat captures the capturer",
          "[traditional][6.10][option5]") {
    auto s = test::position<cancel>("34,0,0,0/12,0,0,0/64,0,0,0/- 1 throw turns=1");
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"pass", "move 12+5"});
    test::play(s, "move 12+5");  // seat 1 takes seat 0's pawn on ring 26
    REQUIRE(test::text(s) == "0,0,0,0/17,0,0,0/64,0,0,0/- 1 throw turns=1 captured=2 taken=0.34");
    test::throw_(s, "2");
    test::play(s, "pass");
    // 3 players: seat 2, next, is an enemy of seat 1: the window is its turn.
    REQUIRE(test::text(s) == "0,0,0,0/17,0,0,0/64,0,0,0/- 2 throw turns=3 captured=2 back=0.34");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 64+4"});
    test::play(s, "move 64+4");
    // Seat 1's capture is cancelled, but seat 2 (an enemy of seat 0) stands on ring 26 now: seat 0's pawn stays
    // in the Charkoni, and the record is spent. Seat 2's own capture is remembered.
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/68,0,0,0/- 2 throw turns=3 captured=6 taken=1.17");
}

TEST_CASE("§6.10 option 5 (seed 004): no window when the next seat in play is the capturer's partner - 4 players "
          "with the seat between them finished",
          "[traditional][6.10][option5][6.9]") {
    auto s = test::position<cancel>("30,0,0,0/84,84,84,84/0,0,0,0/51,46,0,0 0 throw partners=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 30+4"});
    test::play(s, "move 30+4");
    REQUIRE(test::text(s) == "34,0,0,0/84,84,84,84/0,0,0,0/46,0,0,0 0 throw partners=1 captured=1 taken=3.51");
    SECTION("seat 1 finished: seat 2 is next, the capture is final") {
        test::throw_(s, "2");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "34,0,0,0/84,84,84,84/0,0,0,0/46,0,0,0 2 throw partners=1 turns=1 captured=1");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass"});
        test::play(s, "pass");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass", "move 46+5"});
        test::play(s, "move 46+5");
        // Seat 3 captures the capturer, but not in the next turn: its pawn stays in the Charkoni.
        REQUIRE(test::text(s) == "0,0,0,0/84,84,84,84/0,0,0,0/51,0,0,0 3 throw partners=1 turns=5 captured=9 taken=0.34");
    }
    SECTION("seat 1 still in play: the record stays open for its turn") {
        auto open = test::position<cancel>("34,0,0,0/84,84,84,0/0,0,0,0/46,0,0,0 0 throw partners=1 captured=1 "
                                           "taken=3.51");
        test::throw_(open, "2");
        test::play(open, "pass");
        REQUIRE(test::text(open) == "34,0,0,0/84,84,84,0/0,0,0,0/46,0,0,0 1 throw partners=1 turns=1 captured=1 back=3.51");
    }
}

TEST_CASE("§6.10 option 5 (seed 004): a capturer that moves on before its turn ends makes its capture final - "
          "the record stays open while a pawn of the capturer's seat still stands there",
          "[traditional][6.10][option5]") {
    auto s = test::position<cancel>("30,30,0,0/17,12,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 30+4", "move 30x2+4"});
    SECTION("the capturer moves on") {
        test::play(s, "move 30+4");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass", "move 30+2", "move 34+2"});
        test::play(s, "move 34+2");
        REQUIRE(test::text(s) == "36,30,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1");
        test::throw_(s, "5");
        test::play(s, "move 12+5");  // ring 26 is empty now: nothing is captured, nothing comes back
        REQUIRE(test::text(s) == "36,30,0,0/17,0,0,0/0,0,0,0/0,0,0,0 2 throw partners=1 turns=3 captured=1");
    }
    SECTION("a group of two captures and one of its pawns moves on") {
        test::play(s, "move 30x2+4");
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass", "move 34+2", "move 34x2+2"});
        test::play(s, "move 34+2");
        REQUIRE(test::text(s) == "36,34,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17");
        test::throw_(s, "5");
        test::play(s, "move 12+5");
        REQUIRE(test::text(s) == "36,0,0,0/17,17,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=0.34");
    }
}

TEST_CASE("§6.10 option 5 (seed 004): only the next seat's turn cancels - a capture back in a later turn does not",
          "[traditional][6.10][option5]") {
    // 3 players: seat 0 takes seat 2's pawn; seat 1 (next, an enemy) lets its window go by; then seat 2 captures
    // the capturer.
    auto s = test::position<cancel>("30,0,0,0/0,0,0,0/68,63,0,0/- 0 throw");
    test::throw_(s, "4");
    test::play(s, "move 30+4");
    test::throw_(s, "2");
    test::play(s, "pass");
    REQUIRE(test::text(s) == "34,0,0,0/0,0,0,0/63,0,0,0/- 1 throw turns=1 captured=1 back=2.68");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "34,0,0,0/0,0,0,0/63,0,0,0/- 2 throw turns=3 captured=1");
    test::throw_(s, "5");
    REQUIRE(test::legal(s) == list{"pass", "move 63+5"});
    test::play(s, "move 63+5");
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/68,0,0,0/- 2 throw turns=3 captured=5 taken=0.34");
}

TEST_CASE("§6.10 option 5 (seed 004): a cancelling capture may itself be cancelled in its own window - and a "
          "cancelled capture never revives",
          "[traditional][6.10][option5]") {
    // Seat 0 (ring 22) takes seat 1's pawn on ring 26; seat 1 (ring 24) captures it back; seat 2's pair waits on
    // the castle of ring 21.
    auto s = test::position<cancel>("30,0,0,0/17,15,0,0/63,63,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "4");
    test::play(s, "move 30+4");
    test::throw_(s, "2");
    test::play(s, "pass");
    REQUIRE(test::text(s) == "34,0,0,0/15,0,0,0/63,63,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17");
    test::throw_(s, "2");
    REQUIRE(test::legal(s) == list{"pass", "move 15+2"});
    test::play(s, "move 15+2");
    REQUIRE(test::text(s) == "0,0,0,0/17,17,0,0/63,63,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=0.34");
    SECTION("seat 2 captures both of seat 1's pawns: seat 0's pawn comes back beside its partner's") {
        test::throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass", "move 17+2", "move 17x2+2"});
        test::play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/17,17,0,0/63,63,0,0/0,0,0,0 2 throw partners=1 turns=3 captured=3 back=0.34");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass", "move 63x2+5"});
        test::play(s, "move 63x2+5");
        REQUIRE(test::text(s) == "34,0,0,0/0,0,0,0/68,68,0,0/0,0,0,0 2 throw partners=1 turns=3 captured=7 taken=1.17,1.17");
    }
    SECTION("seat 1 moves one pawn on: seat 2 takes the other, seat 0's pawn comes back and seat 1's pawn on 20 "
            "stays - the first capture is not made again") {
        test::throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass", "move 17+3", "move 17x2+3"});
        test::play(s, "move 17+3");
        REQUIRE(test::text(s) == "0,0,0,0/20,17,0,0/63,63,0,0/0,0,0,0 2 throw partners=1 turns=3 captured=3 back=0.34");
        test::throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass", "move 63+5", "move 63x2+5"});
        test::play(s, "move 63+5");
        REQUIRE(test::text(s) == "34,0,0,0/20,0,0,0/68,63,0,0/0,0,0,0 2 throw partners=1 turns=3 captured=7 taken=1.17");
        // Seat 2's capture is open in seat 3's turn (an enemy), and nothing of the first two captures is left.
        test::throw_(s, "2");
        test::play(s, "pass");
        REQUIRE(test::text(s) == "34,0,0,0/20,0,0,0/68,63,0,0/0,0,0,0 3 throw partners=1 turns=7 captured=7 back=1.17");
    }
}

TEST_CASE("§6.10 option 5 (seed 004) with split throws (option 2): a pawn given back to the mover's own seat "
          "counts as moved - it takes no part of the rest of the throw",
          "[traditional][6.10][option5][6.4]") {
    auto s = test::position<cancel_split>("34,0,0,0/12,5,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 "
                                          "back=1.17");
    test::throw_(s, "1");  // a 10, a grace
    REQUIRE(test::legal(s) == list{"pass",      "enter",     "move 5+1",  "move 5+2",  "move 5+3",  "move 5+4",
                                   "move 5+5",  "move 5+6",  "move 5+7",  "move 5+8",  "move 5+9",  "move 5+10",
                                   "move 12+1", "move 12+2", "move 12+3", "move 12+4", "move 12+5", "move 12+6",
                                   "move 12+7", "move 12+8", "move 12+9", "move 12+10"});
    test::play(s, "move 12+5");  // captures seat 0's pawn on ring 26: seat 1's victim comes back there
    REQUIRE(test::text(s) == "0,0,0,0/17b,17b,5,0/0,0,0,0/0,0,0,0 1 play partners=1 turns=1 captured=3 thrown=1 parts=5 "
                             "total=1 owed=2 taken=0.34");
    // The 5 left: the pawn at 5, not the one come back (nor the capturer).
    REQUIRE(test::legal(s) == list{"enter", "move 5+5"});
    test::play(s, "move 5+5");
    REQUIRE(test::legal(s) == list{"pass", "enter"});
    test::play(s, "pass");
    REQUIRE(test::text(s) == "0,0,0,0/17,17,10,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 owed=1 taken=0.34");
}

TEST_CASE("§6.10 option 5 (seed 004) with home-needs-capture (option 3): a cancelled capture still counts - the "
          "capturer may turn into its middle column",
          "[traditional][6.10][option5][6.6]") {
    auto s = test::position<cancel_home_capture>("74,34,0,0/12,0,0,0/0,0,0,0/- 1 throw turns=1 captured=1 back=1.17");
    test::throw_(s, "5");
    test::play(s, "move 12+5");
    REQUIRE(test::text(s) == "74,0,0,0/17,17,0,0/0,0,0,0/- 1 throw turns=1 captured=3 taken=0.34");
    test::throw_(s, "2");
    test::play(s, "pass");
    test::throw_(s, "2");
    test::play(s, "pass");
    REQUIRE(test::text(s) == "74,0,0,0/17,17,0,0/0,0,0,0/- 0 ready turns=7 captured=3");
    test::play(s, "throw");
    test::throw_(s, "4");
    REQUIRE(test::legal(s) == list{"pass", "move 74+4", "move 74+4=86"});
    // A seat that never captured goes round again (§6.6 Decision).
    auto never = test::position<cancel_home_capture>("74,0,0,0/17,17,0,0/0,0,0,0/- 0 throw turns=7 captured=2");
    test::throw_(never, "4");
    REQUIRE(test::legal(never) == list{"pass", "move 74+4=86"});
}

TEST_CASE("§6.10 option 5 (seed 004): parse_state reads taken= and back= and refuses victims that cannot be",
          "[traditional][6.10][option5][notation]") {
    const std::string open = "34,34,0,0/12,12,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17,1.17";
    REQUIRE(test::text(test::position<cancel>(open)) == open);
    // Seat 3 took seat 2's pawn on ring 29 and stands there; seat 0 has just taken seat 1's pawn on ring 26.
    const std::string mixed = "34,0,0,0/12,0,0,0/0,0,0,0/54,0,0,0 0 ready partners=1 turns=15 captured=9 taken=1.17 back=2.71";
    REQUIRE(refusal<cancel>(mixed) == "accepted");
    REQUIRE(test::text(test::position<cancel>(mixed)) == mixed);
    // A victim taken in this turn belongs to an enemy of the mover.
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 taken=1.17") ==
            "column 1: a victim taken this turn (taken=) of the mover's own side (seat 1)");
    // Nothing is captured on a castle (ring 21) or in a middle column.
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 back=1.12") ==
            "column 1: a remembered victim where no pawn is captured (taken=, back=) (seat 1)");
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 back=1.4") ==
            "column 1: a remembered victim where no pawn is captured (taken=, back=) (seat 1)");
    // Victims of this turn are in their Charkoni: no more of them than it holds.
    REQUIRE(refusal<cancel>("36,0,0,0/17,12,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 taken=1.18,1.20,1.22") ==
            "column 1: more victims taken this turn (taken=) than pawns in their Charkoni (seat 1)");
    REQUIRE(refusal<cancel>("34,0,0,0/12,0,0,0/0,0,0,0/- 1 throw back=3.20") ==
            "column 1: a remembered victim of a seat not in play (taken=, back=) (seat 3)");
    REQUIRE(refusal<first_move>(empty4 + " 0 throw partners=1 taken=1.17") ==
            "column 52: taken= is for rules with option 5 of seed 004 (cancelled capture)");
}

}  // namespace rules_first_move_cancel_tests
