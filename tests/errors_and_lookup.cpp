// Errors that help (issue 12): the messages of apply, checked_apply and apply_throw name the action
// in notation, the stage and the legal actions; a chance node, an impossible throw and a throw at a
// decision are told apart. The error handler of rules/errors.hpp, the text of stages, action kinds
// and throws (engine/action_text.hpp), find_action (engine/find_action.hpp) and the try_parse forms.
// Legal-action lists are the ones the rule tests establish (rules_shg_*.cpp, rules_american_*.cpp).
#include <cstddef>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace errors_and_lookup_tests {

namespace {
using shg = pachisi::shg;
using american = pachisi::american;
using trad = pachisi::traditional;
using trad7 = pachisi::traditional7;

// The message of the exception f throws, checked to be of type E exactly (not only derived from it).
template <class E, class F>
std::string message_of(F&& f) {
    try {
        f();
    } catch (const std::exception& e) {
        INFO("exception type " << typeid(e).name());
        REQUIRE(typeid(e) == typeid(E));
        return e.what();
    }
    FAIL("no exception");
    return {};
}

template <class R>
pachisi::state<R> thrown(const char* position, const char* throw_text) {
    auto s = test::position<R>(position);
    test::throw_(s, throw_text);
    return s;
}

std::string text_of(const std::optional<pachisi::action>& a) { return a ? pachisi::to_string(*a) : "nothing"; }
}  // namespace

// ---- illegal actions ------------------------------------------------------------------------------

TEST_CASE("errors: an illegal action names itself with the seat and stage and throw and every legal action",
          "[errors]") {
    // 2-3 adds up to five: "enter sum" is legal, but no die shows a 5.
    auto s = thrown<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "2-3");
    const auto before = s;
    REQUIRE(message_of<pachisi::illegal_action>([&] { pachisi::checked_apply(s, pachisi::parse_action("enter")); }) ==
            "pachisi::checked_apply: 'enter' is not a legal action (seat 0, stage play, thrown 2-3); "
            "legal actions: 'enter sum', 'move 20+2', 'move 20+3'");
    REQUIRE(s == before);  // nothing was applied
#ifndef NDEBUG
    REQUIRE(message_of<pachisi::illegal_action>([&] { pachisi::apply(s, pachisi::parse_action("move 20+5")); }) ==
            "pachisi::apply: 'move 20+5' is not a legal action (seat 0, stage play, thrown 2-3); "
            "legal actions: 'enter sum', 'move 20+2', 'move 20+3'");
#endif
}

TEST_CASE("errors: a hand-built move without its stop shows the stop it was given", "[errors]") {
    auto s = thrown<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "5-6");
    pachisi::action a;  // what a GUI might build from a click: kind, pawn and die, but `to` left 0
    a.kind = pachisi::action_kind::move;
    a.from = 20;
    a.steps = 6;
    REQUIRE(message_of<pachisi::illegal_action>([&] { pachisi::checked_apply(s, a); }) ==
            "pachisi::checked_apply: 'move 20+6=0' is not a legal action (seat 0, stage play, thrown 5-6); "
            "legal actions: 'enter', 'move 20+6'");
    // find_action fills in the rest.
    const auto found = pachisi::find_action(s, 20, 6);
    REQUIRE(text_of(found) == "move 20+6");
    REQUIRE(found->to == 26);
}

TEST_CASE("errors: an action at a chance node says to use apply_throw", "[errors]") {
    auto s = test::position<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 2 throw");
    REQUIRE(message_of<pachisi::illegal_action>([&] { pachisi::checked_apply(s, pachisi::parse_action("move 20+3")); }) ==
            "pachisi::checked_apply: the state (seat 2, stage throw) is a chance node: use apply_throw; "
            "'move 20+3' is not an action there");
    auto opening = pachisi::new_game<shg>();
    REQUIRE(message_of<pachisi::illegal_action>([&] { pachisi::checked_apply(opening, pachisi::action{}); }) ==
            "pachisi::checked_apply: the state (stage opening) is a chance node: use apply_throw; "
            "'pass' is not an action there");
}

TEST_CASE("errors: an action after the end of the game - and at the traditional choice to throw", "[errors]") {
    auto over = test::position<shg>("72,72,72,72/0,0,0,0/0,0,0,0/0,0,0,0 0 over");
    REQUIRE(message_of<pachisi::illegal_action>([&] { pachisi::checked_apply(over, pachisi::action{}); }) ==
            "pachisi::checked_apply: 'pass' is not a legal action: the game is over");
    auto ready = test::position<trad>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 ready turns=1");
    REQUIRE(message_of<pachisi::illegal_action>([&] { pachisi::checked_apply(ready, pachisi::action{}); }) ==
            "pachisi::checked_apply: 'pass' is not a legal action (seat 0, stage ready); legal actions: 'throw', "
            "'refuse'");
}

// ---- impossible throws ----------------------------------------------------------------------------

TEST_CASE("errors: apply_throw with a throw the thrower cannot show", "[errors]") {
    auto dice = test::position<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    const auto before = dice;
    const std::pair<pachisi::throw_outcome, const char*> impossible[] = {{{7, 1}, "7-1"}, {{3, 2}, "3-2"}, {{0, 0}, "0-0"}};
    for (const auto& entry : impossible) {  // no structured binding: clang 14 cannot capture one
        const auto t = entry.first;
        const char* text = entry.second;
        REQUIRE(message_of<std::invalid_argument>([&] { pachisi::apply_throw(dice, t); }) ==
                std::string("pachisi::apply_throw: ") + text +
                    " is not a possible throw of two dice (A-B with 1 <= A <= B <= 6)");
    }
    REQUIRE(dice == before);
    auto six = test::position<trad>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(message_of<std::invalid_argument>([&] { pachisi::apply_throw(six, {7, 0}); }) ==
            "pachisi::apply_throw: 7 is not a possible throw of 6 cowries (0 to 6 mouth up)");
    REQUIRE(message_of<std::invalid_argument>([&] { pachisi::apply_throw(six, {3, 3}); }) ==
            "pachisi::apply_throw: 3-3 is not a possible throw of 6 cowries (0 to 6 mouth up)");
    auto seven = test::position<trad7>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(message_of<std::invalid_argument>([&] { pachisi::apply_throw(seven, {8, 0}); }) ==
            "pachisi::apply_throw: 8 is not a possible throw of 7 cowries (0 to 7 mouth up)");
    pachisi::apply_throw(seven, {7, 0});  // all seven up is a possible throw
}

TEST_CASE("errors: apply_throw at a decision node or after the game and a starting seat not in play", "[errors]") {
    auto s = thrown<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "2-3");
    REQUIRE(message_of<std::invalid_argument>([&] { pachisi::apply_throw(s, {2, 3}); }) ==
            "pachisi::apply_throw: the state (seat 0, stage play, thrown 2-3) is a decision node: use apply with one "
            "of its legal actions");
    auto ready = test::position<trad>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 3 ready turns=8");
    REQUIRE(message_of<std::invalid_argument>([&] { pachisi::apply_throw(ready, {2, 0}); }) ==
            "pachisi::apply_throw: the state (seat 3, stage ready) is a decision node: use apply with one of its legal "
            "actions");
    auto over = test::position<shg>("72,72,72,72/0,0,0,0/0,0,0,0/0,0,0,0 0 over");
    REQUIRE(message_of<std::invalid_argument>([&] { pachisi::apply_throw(over, {1, 1}); }) ==
            "pachisi::apply_throw: the game is over: there is nothing to throw");
    auto two = pachisi::new_game<shg>(pachisi::setup{.players = 2});  // seats 0 and 2
    REQUIRE(message_of<std::invalid_argument>([&] { pachisi::apply_throw(two, {1, 0}); }) ==
            "pachisi::apply_throw: seat 1 is not in play: the opening throw's outcome is the seat that starts");
    pachisi::apply_throw(two, {2, 0});
    REQUIRE(two.mover == 2);
}

TEST_CASE("errors: bots and sample_chance name the stage they were called at", "[errors]") {
    std::mt19937_64 rng(1);
    const auto opening = pachisi::new_game<shg>();
    REQUIRE(message_of<std::logic_error>([&] { (void)pachisi::greedy_bot{}.choose(opening, rng); }) ==
            "pachisi::greedy_bot: the state is not a decision (stage opening)");
    const auto play = thrown<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "2-3");
    REQUIRE(message_of<std::logic_error>([&] { (void)pachisi::sample_chance(play, rng); }) ==
            "pachisi::sample_chance: not a chance node (stage play)");
}

// docs/rules.md §5.3 and issue "states the parser must refuse": a decision always has a legal action.
// A state built by hand can break that (here: the traditional-only stage `ready` under american rules,
// which parse_state refuses); the bots then say so instead of dividing by the empty list's size.
TEST_CASE("errors: bots refuse a hand-built decision without legal actions", "[errors]") {
    std::mt19937_64 rng(1);
    auto broken = pachisi::new_game<american>({.players = 4, .first_seat = 0});
    broken.phase = pachisi::stage::ready;
    REQUIRE(pachisi::legal_actions(broken).empty());
    REQUIRE(pachisi::invariant_violation(broken) != nullptr);
    const std::string why = "the decision has no legal action (the state breaks an invariant: check it with "
                            "invariant_violation)";
    REQUIRE(message_of<std::invalid_argument>([&] { (void)pachisi::random_bot{}.choose(broken, rng); }) ==
            "pachisi::random_bot: " + why);
    REQUIRE(message_of<std::invalid_argument>([&] { (void)pachisi::greedy_bot{}.choose(broken, rng); }) ==
            "pachisi::greedy_bot: " + why);
    REQUIRE(message_of<std::invalid_argument>([&] { (void)pachisi::expectimax_bot{}.choose(broken, rng); }) ==
            "pachisi::expectimax_bot: " + why);
    REQUIRE(message_of<std::invalid_argument>([&] { (void)pachisi::uniform_below(rng, 0); }) ==
            "pachisi::uniform_below: no value below 0 to draw");
}

// ---- the error handler ----------------------------------------------------------------------------

namespace {
struct seen_error {
    int calls = 0;
    pachisi::error_kind kind{};
    std::string message;
    std::size_t where = 0;
};
seen_error seen;

void remember(pachisi::error_kind kind, const char* message, std::size_t where) {
    ++seen.calls;
    seen.kind = kind;
    seen.message = message;
    seen.where = where;
}

// Installs `remember` for one scope; puts the previous handler back.
struct handler_scope {
    pachisi::error_handler previous = pachisi::set_error_handler(remember);
    handler_scope() { seen = {}; }
    ~handler_scope() { pachisi::set_error_handler(previous); }
    handler_scope(const handler_scope&) = delete;
    handler_scope& operator=(const handler_scope&) = delete;
};
}  // namespace

TEST_CASE("errors: a handler sees every error first - when it returns the exception is thrown as before",
          "[errors]") {
    REQUIRE(pachisi::get_error_handler() == nullptr);
    {
        const handler_scope scope;
        REQUIRE(pachisi::get_error_handler() == &remember);
        REQUIRE(message_of<pachisi::notation_error>([] { (void)pachisi::parse_state<shg>("20,0,0/"); }) ==
                "column 7: expected ',' and 4 pawns in a row");
        REQUIRE(seen.calls == 1);
        REQUIRE(seen.kind == pachisi::error_kind::notation);
        REQUIRE(seen.message == "column 7: expected ',' and 4 pawns in a row");
        REQUIRE(seen.where == 6);

        REQUIRE_THROWS_AS(pachisi::new_game<shg>(pachisi::setup{.players = 5}), std::invalid_argument);
        REQUIRE(seen.calls == 2);
        REQUIRE(seen.kind == pachisi::error_kind::invalid_argument);
        REQUIRE(seen.message == "pachisi::setup: players must be 2, 3 or 4, not 5");
        REQUIRE(seen.where == 0);

        auto s = test::position<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        REQUIRE_THROWS_AS(pachisi::checked_apply(s, pachisi::action{}), pachisi::illegal_action);
        REQUIRE(seen.calls == 3);
        REQUIRE(seen.kind == pachisi::error_kind::illegal_action);

        std::mt19937_64 rng(1);
        REQUIRE_THROWS_AS(pachisi::random_bot{}.choose(s, rng), std::logic_error);
        REQUIRE(seen.kind == pachisi::error_kind::wrong_stage);

        pachisi::fixed_list<int, 1> one;
        one.push_back(1);
        REQUIRE_THROWS_AS(one.push_back(2), std::length_error);
        REQUIRE(seen.kind == pachisi::error_kind::capacity);
        REQUIRE(seen.message == "pachisi::fixed_list: capacity exceeded");
        REQUIRE(seen.calls == 5);
    }
    REQUIRE(pachisi::get_error_handler() == nullptr);
}

TEST_CASE("errors: a record error reaches the handler with its line - setup_problem says what new_game refuses",
          "[errors]") {
    {
        const handler_scope scope;
        REQUIRE(message_of<pachisi::record_error>([] {
                    (void)pachisi::parse_record("pachisi record 1\npreset shg\n\nbogus 1\n");
                }) == "record line 4: unknown line 'bogus' (lines: preset, setup, seed, start, opening, throw, action, "
                      "state)");
        REQUIRE(seen.calls == 1);
        REQUIRE(seen.kind == pachisi::error_kind::record);
        REQUIRE(seen.where == 4);  // the record's line
        // A throw that is not a throw of these rules: the notation's words, behind the record's line.
        const auto record = pachisi::parse_record("pachisi record 1\npreset shg\nsetup players=2 first-seat=0\n"
                                                  "throw 0 5-2\n");
        REQUIRE(message_of<pachisi::record_error>([&] { (void)pachisi::replay<shg>(record); }) ==
                "record line 4: throw '5-2': column 1: not a possible throw (two dice are written low-high, 1..6)");
        REQUIRE(seen.calls == 2);
    }
    REQUIRE(pachisi::setup_problem<shg>(pachisi::setup{}) == std::nullopt);
    REQUIRE(pachisi::setup_problem<shg>(pachisi::setup{.players = 1}) ==
            "pachisi::setup: players must be 2, 3 or 4, not 1");
    REQUIRE(pachisi::setup_problem<shg>(pachisi::setup{.players = 2, .first_seat = 1}) ==
            "pachisi::new_game: first_seat 1 is not a seat in play");
    REQUIRE(pachisi::setup_problem<trad>(pachisi::setup{.players = 2, .first_seat = 1}) == std::nullopt);
    REQUIRE(pachisi::setup_problem<trad>(pachisi::setup{.players = 3, .partners = true}) ==
            "pachisi::new_game: 3 traditional players play alone, not as partners");
    REQUIRE(message_of<std::invalid_argument>([] { (void)pachisi::new_game<trad>({.players = 3, .partners = true}); }) ==
            "pachisi::new_game: 3 traditional players play alone, not as partners");
    // Each message says what to change (issue 36: no vague words).
    REQUIRE(pachisi::setup_problem<pachisi::cardinal>(pachisi::setup{.partners = true}) ==
            "pachisi::new_game: these rules are played without partners: leave setup.partners false");
    REQUIRE(pachisi::setup_problem<shg>(pachisi::setup{.players = 2, .partners = true}) ==
            "pachisi::new_game: partners need 4 players, not 2: leave setup.partners false or seat 4 players");
    REQUIRE(pachisi::setup_problem<pachisi::cardinal>(pachisi::setup{.first_pawn_out = true}) ==
            "pachisi::new_game: these rules have no 'first pawn out' option: leave setup.first_pawn_out false");
}

TEST_CASE("errors: the try_parse forms report without an exception and without the handler", "[errors]") {
    const handler_scope scope;
    std::string error;
    REQUIRE_FALSE(pachisi::try_parse_state<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play thrown=5-2", &error).has_value());
    REQUIRE(error == "column 48: not a possible throw (two dice are written low-high, 1..6)");
    REQUIRE_FALSE(pachisi::try_parse_action("move 20+3 now", &error).has_value());
    REQUIRE(error == "column 10: unexpected text after the action");
    REQUIRE_FALSE(pachisi::try_parse_action("jump", &error).has_value());
    REQUIRE(error ==
            "column 1: expected an action: pass, decline, again, throw, refuse, enter, enter sum, move, whole, capture "
            "or home");
    REQUIRE_FALSE(pachisi::try_parse_throw<shg>("5-2", &error).has_value());
    REQUIRE(error == "column 1: not a possible throw (two dice are written low-high, 1..6)");
    REQUIRE_FALSE(pachisi::try_parse_throw<trad>("7", &error).has_value());
    REQUIRE(error == "column 1: the number of cowries mouth up out of range 0..6");
    // An invariant broken (seat 0 at 20 and seat 1 at 3 stand on one square): reported at column 1.
    REQUIRE_FALSE(pachisi::try_parse_state<shg>("20,0,0,0/3,0,0,0/0,0,0,0/0,0,0,0 0 throw", &error).has_value());
    REQUIRE(error == "column 1: pawns of two colours share a square (square 24, seat 0 and seat 1)");
    // Found by the fuzzer (tests/fuzz): origin= was read for the traditional rules, whose text never
    // writes it, so the state did not round-trip. It is refused there.
    REQUIRE_FALSE(pachisi::try_parse_state<trad>("99,72,72,71/-/89a,72,72,67a/- 2 play total=1 need=2.4.1 origin=89.0",
                                                 &error).has_value());
    REQUIRE(error == "column 57: origin= is for the start blockades of the Parcheesi family, not these rules");
    // Also found by the fuzzer: a play without need= had its need computed by the compulsion search
    // before the position was checked, and the search read the board beyond its end for a progress
    // past HOME (the sanitizer build stops there). The position is checked first now.
    REQUIRE_FALSE(pachisi::try_parse_state<shg>("73,12,40,2/36,10,1,0/839,3,29,0/- 0 play thrown=3-3 parts=3.3 total=2",
                                                &error).has_value());
    REQUIRE(error == "column 1: a progress beyond HOME in rules without extra laps (seat 0)");
    REQUIRE(seen.calls == 0);

    REQUIRE(text_of(pachisi::try_parse_action("capture 7+20")) == "capture 7+20");
    REQUIRE(pachisi::try_parse_throw<shg>("2-5").value() == pachisi::throw_outcome{2, 5});
    REQUIRE(pachisi::try_parse_throw<trad>("0").value() == pachisi::throw_outcome{0, 0});
    const auto s = pachisi::try_parse_state<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw", &error);
    REQUIRE(s.has_value());
    REQUIRE(test::text(*s) == "20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// Found by the fuzzer once it compared enumerate_plays with legal_actions on every state it parsed: a
// play's bookkeeping written by hand that no throw leads to, where the two disagreed (legal_actions
// offered a pass, enumerate_plays plays that end short of need=), or rewards no play can earn. The
// parser now refuses such states.
TEST_CASE("errors: the notation refuses a play's bookkeeping that no throw leads to - docs/rules.md 5.5 and 6.2",
          "[errors][notation]") {
    using shg = pachisi::shg;
    using trad = pachisi::traditional;
    std::string error;
    // A doublet bonus of 3-3 with one part used has three parts left (3, 4, 4), not two.
    REQUIRE_FALSE(pachisi::try_parse_state<shg>("72,62,44,2/36,30,1,0/39,30,29,0/- 1 play thrown=3-3 parts=4.4 total=4 "
                                                "used=1 need=4.0.0", &error).has_value());
    REQUIRE(error == "column 1: the parts left (parts=, total=, used=) do not fit the throw (thrown=)");
    const auto bonus = pachisi::try_parse_state<shg>("72,62,44,2/36,30,1,0/39,30,29,0/- 1 play thrown=3-3 parts=3.4.4 "
                                                     "total=4 used=1 need=4.0.0", &error);
    REQUIRE(bonus.has_value());
    REQUIRE(test::legal(*bonus) ==
            std::vector<std::string>{"move 1+3", "move 1+4", "move 30+3", "move 30+4", "move 36+3", "move 36+4"});
    // Both dice of 2-5 can be played (the larger compelled where one cannot): need= must say 2.0.1.
    REQUIRE(pachisi::try_parse_state<pachisi::american>("30,0,0,0/10,0,0,0/-/- 0 play thrown=2-5 parts=2.5 total=2 "
                                                        "need=2.0.1", &error).has_value());
    REQUIRE_FALSE(pachisi::try_parse_state<pachisi::american>("30,0,0,0/10,0,0,0/-/- 0 play thrown=2-5 parts=2.5 "
                                                              "total=2 need=1.0.1", &error).has_value());
    REQUIRE(error == "column 1: need= is not the best play the parts left allow (parts.fives.larger, counting used=)");
    // A cowrie throw's value left is at least 1 (a move of 0 squares got an action of its own).
    REQUIRE_FALSE(pachisi::try_parse_state<trad>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play thrown=0 parts=0 total=1",
                                                 &error).has_value());
    REQUIRE(error == "column 1: the parts left (parts=, total=, used=) do not fit the throw (thrown=)");
    REQUIRE(pachisi::try_parse_state<trad>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play thrown=0 parts=3 total=1", &error)
                .has_value());
    // A capture reward pending was earned by a capture whose pawn is still in its nest: here 4 of them
    // (62 overflowed the room for one play's actions in enumerate_plays, and its search ran for minutes).
    const std::string rewards = "29,13,9,1/2,1,0,0/11,4,2,0/5,0,0,0 1 play thrown=2-5 total=2 used=2 larger=1 need=2.0.1";
    REQUIRE(pachisi::try_parse_state<pachisi::american>(rewards + " capture=4", &error).has_value());
    REQUIRE_FALSE(pachisi::try_parse_state<pachisi::american>(rewards + " capture=5", &error).has_value());
    REQUIRE(error == "column 1: more capture rewards pending (capture=, due=) than opponents' pawns in their nests");
    REQUIRE_FALSE(pachisi::try_parse_state<pachisi::american>(rewards + " capture=1 home=1", &error).has_value());
    REQUIRE(error == "column 1: more home rewards pending (home=) than the mover's pawns at HOME");
}

TEST_CASE("errors: the notation refuses a game that goes on after a side is all home - docs/rules.md 5.9 and 6.9",
          "[errors][notation]") {
    using shg = pachisi::shg;
    std::string error;
    // Seat 0 is all HOME: with two seats the game is over, and a seat all home never throws again.
    REQUIRE_FALSE(pachisi::try_parse_state<shg>("72,72,72,72/-/10,0,0,0/- 2 throw", &error).has_value());
    REQUIRE(error == "column 1: a side has all its pawns home, but the game is not over (stage over, or places=1) (seat 0)");
    REQUIRE(pachisi::try_parse_state<shg>("72,72,72,72/-/10,0,0,0/- 0 over", &error).has_value());
    // Playing for places between seats 1 and 2 the game goes on, but not with seat 0 to move.
    REQUIRE(pachisi::try_parse_state<shg>("72,72,72,72/10,0,0,0/5,0,0,0/- 1 throw places=1 finished=0", &error).has_value());
    REQUIRE_FALSE(pachisi::try_parse_state<shg>("72,72,72,72/10,0,0,0/5,0,0,0/- 0 throw places=1 finished=0", &error).has_value());
    REQUIRE(error == "column 1: the seat to move has all its pawns home (seat 0)");
    // Traditional, 2 players (partners=2): seats 1 and 3 are one player's, and both are home. Found by
    // tests/differential_traditional.cpp's perturbed positions, where seat 2 then threw on alone.
    REQUIRE_FALSE(pachisi::try_parse_state<pachisi::traditional>(
                      "84,84,84,84/84,84,84,84/84,84,84,69/84,84,84,84 2 throw partners=2 turns=15 captured=15", &error)
                      .has_value());
    REQUIRE(error == "column 1: a side has all its pawns home, but the game is not over (stage over, or places=1) (seat 1)");
    // One seat of a team home is no win: it is skipped, its partner plays on.
    REQUIRE(pachisi::try_parse_state<pachisi::traditional>("84,84,84,84/20,0,0,0/30,0,0,0/40,0,0,0 2 throw partners=1",
                                                           &error)
                .has_value());
}

// ---- text of stages, action kinds and throws -----------------------------------------------------

TEST_CASE("text: stages and action kinds print as the words of the notation", "[text]") {
    using pachisi::stage;
    REQUIRE(pachisi::to_string(stage::opening) == "opening");
    REQUIRE(pachisi::to_string(stage::ready) == "ready");
    REQUIRE(pachisi::to_string(stage::throw_) == "throw");
    REQUIRE(pachisi::to_string(stage::play) == "play");
    REQUIRE(pachisi::to_string(stage::over) == "over");
    using kind = pachisi::action_kind;
    const std::pair<kind, const char*> kinds[] = {
        {kind::pass, "pass"},          {kind::enter, "enter"},          {kind::enter_sum, "enter sum"},
        {kind::move, "move"},          {kind::whole_move, "whole"},     {kind::capture_reward, "capture"},
        {kind::home_reward, "home"},   {kind::throw_again, "again"},    {kind::decline, "decline"},
        {kind::roll, "throw"},         {kind::refuse, "refuse"},
    };
    for (const auto& [k, word] : kinds) {
        INFO(word);
        REQUIRE(pachisi::to_string(k) == word);
        // An action's text starts with its kind's word.
        pachisi::action a;
        a.kind = k;
        a.from = 12;
        a.steps = 3;
        a.to = 15;
        REQUIRE(pachisi::to_string(a).rfind(word, 0) == 0);
    }
}

TEST_CASE("text: a throw prints without naming the rules - with them two dice always as A-B", "[text]") {
    REQUIRE(pachisi::to_string(pachisi::throw_outcome{2, 3}) == "2-3");
    REQUIRE(pachisi::to_string(pachisi::throw_outcome{6, 6}) == "6-6");
    REQUIRE(pachisi::to_string(pachisi::throw_outcome{5, 0}) == "5");  // five cowries up, or seat 5
    REQUIRE(pachisi::to_string(pachisi::throw_outcome{0, 0}) == "0");
    REQUIRE(pachisi::to_string<shg>(pachisi::throw_outcome{0, 0}) == "0-0");
    REQUIRE(pachisi::to_string<trad>(pachisi::throw_outcome{5, 0}) == "5");
    // Every outcome of every thrower prints as notation reads it back.
    for (const auto& o : pachisi::two_dice::outcomes()) {
        REQUIRE(pachisi::to_string(o.outcome) == pachisi::to_string<shg>(o.outcome));
        REQUIRE(pachisi::parse_throw<shg>(pachisi::to_string(o.outcome)) == o.outcome);
    }
    for (const auto& o : trad7::thrower::outcomes())
        REQUIRE(pachisi::parse_throw<trad7>(pachisi::to_string(o.outcome)) == o.outcome);
}

// ---- find_action ------------------------------------------------------------------------------------

TEST_CASE("find_action: a pawn and a number of squares name the legal action - or nothing", "[lookup]") {
    SECTION("dice: a part, an entry by a 5, an entry by the sum; a move the rules forbid is nothing") {
        const auto s = thrown<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "5-6");
        REQUIRE(test::legal(s) == test::list{"enter", "move 20+6"});
        REQUIRE(text_of(pachisi::find_action(s, 0, 5)) == "enter");
        REQUIRE(text_of(pachisi::find_action(s, 0, 5, 1)) == "enter");
        REQUIRE(text_of(pachisi::find_action(s, 20, 6)) == "move 20+6");
        REQUIRE(text_of(pachisi::find_action(s, 20, 5)) == "nothing");  // the 5 must enter a pawn
        REQUIRE(text_of(pachisi::find_action(s, 0, 6)) == "nothing");
        REQUIRE(text_of(pachisi::find_action(s, 21, 6)) == "nothing");  // no pawn there
        const auto sum = thrown<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "2-3");
        REQUIRE(text_of(pachisi::find_action(sum, 0, 5)) == "enter sum");
        REQUIRE(text_of(pachisi::find_action(sum, 20, 3)) == "move 20+3");
    }
    SECTION("a turn-off with two stops: without `to` the way home, with `to` either") {
        const auto s = thrown<american>("62,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "1-3");
        REQUIRE(test::legal(s) == test::list{"move 62+1", "move 62+3", "move 62+3=73"});
        REQUIRE(text_of(pachisi::find_action(s, 62, 3)) == "move 62+3");
        REQUIRE(text_of(pachisi::find_action(s, 62, 3, 65)) == "move 62+3");
        REQUIRE(text_of(pachisi::find_action(s, 62, 3, 73)) == "move 62+3=73");
        REQUIRE(text_of(pachisi::find_action(s, 62, 3, 66)) == "nothing");
        REQUIRE(text_of(pachisi::find_action(s, 62, 1, 63)) == "move 62+1");
    }
    SECTION("a blockade pawn carries its tag; a reward is found by its squares") {
        auto s = thrown<shg>("72,68,20,20/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "3-3");  // parts 3, 3, 4, 4
        REQUIRE(text_of(pachisi::find_action(s, 20, 3)) == "move 20a+3");
        REQUIRE(pachisi::find_action(s, 20, 3)->tag == 1);
        for (const char* step : {"move 20a+3", "move 23a+3", "move 26a+4", "move 68+4"}) test::play(s, step);
        REQUIRE(test::legal(s) == test::list{"home 30a+10", "decline"});
        REQUIRE(text_of(pachisi::find_action(s, 30, 10)) == "home 30a+10");
        REQUIRE(text_of(pachisi::find_action(s, 30, 4)) == "nothing");
    }
    SECTION("cowries: an entry by the throw's value; a single pawn before a group") {
        const auto enter = thrown<trad>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "1");  // one up: 10, a grace
        REQUIRE(test::legal(enter) == test::list{"pass", "enter"});
        REQUIRE(text_of(pachisi::find_action(enter, 0, 10)) == "enter");
        REQUIRE(text_of(pachisi::find_action(enter, 0, 5)) == "nothing");
        const auto group = thrown<trad>("20,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "3");
        REQUIRE(test::legal(group) == test::list{"pass", "move 20+3", "move 20x2+3"});
        REQUIRE(text_of(pachisi::find_action(group, 20, 3)) == "move 20+3");
        REQUIRE(pachisi::find_action(group, 20, 3)->group == 1);
    }
    SECTION("nothing at a chance node or after the game") {
        REQUIRE(text_of(pachisi::find_action(test::position<shg>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw"), 20, 3)) ==
                "nothing");
        REQUIRE(text_of(pachisi::find_action(pachisi::new_game<shg>(), 0, 5)) == "nothing");
    }
}

TEST_CASE("find_action: every legal pawn move of random games is found by its pawn - steps and stop", "[lookup]") {
    std::mt19937_64 rng(12);
    int checked = 0;
    auto s = pachisi::new_game<american>(pachisi::setup{.players = 4, .first_seat = 0});
    for (int step = 0; step < 3000 && !pachisi::is_over(s); ++step) {
        if (pachisi::is_chance_node(s)) {
            pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
            continue;
        }
        const auto actions = pachisi::legal_actions(s);
        for (const auto& a : actions) {
            const bool pawn_move = a.kind == pachisi::action_kind::move || a.kind == pachisi::action_kind::whole_move ||
                                   a.kind == pachisi::action_kind::capture_reward ||
                                   a.kind == pachisi::action_kind::home_reward;
            if (!pawn_move) continue;
            const auto found = pachisi::find_action(s, a.from, a.steps, a.to);
            REQUIRE(found.has_value());
            // The one found moves the same pawn the same way; it differs at most in tag or group.
            REQUIRE(found->from == a.from);
            REQUIRE(found->steps == a.steps);
            REQUIRE(found->to == a.to);
            REQUIRE(*found <= a);
            ++checked;
        }
        pachisi::apply(s, actions[pachisi::uniform_below(rng, actions.size())]);
    }
    REQUIRE(checked > 1000);
}

}  // namespace errors_and_lookup_tests
