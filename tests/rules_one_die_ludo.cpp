// docs/rules.md §10 (one-die family) for the presets ludo and ludo_king and their options (entry on 1 or 6,
// stars, must kill, three-sixes=off), with §10's decisions as the engine notes write them. Sources named by
// §10: the Wikipedia article "Ludo", Ludo King players' rule pages, KameniAlexNea/ludo-king-engine ("KA").
// Expected lists and states are worked out by hand from docs/rules.md §9 and §10.
//
// Ludo board (§9): T = 51, H = 5, HOME = 57. Seat s at progress p in 1..51 stands on ring (13s + p + 1) mod 52;
// 52..56 is its private home path. Seat t's pawn at q stands on seat 0's progress P = (q + 13t) mod 52, i.e.
// on seat 0's P: seat 1 at P - 13 (P >= 14) or P + 39, seat 2 at P - 26 (P >= 27) or P + 26, seat 3 at
// P - 39 (P >= 40) or P + 13. Safe squares (stars option, ludo_king): offsets {2, 10} from each tip, for
// seat 0 the progresses 1 9 14 22 27 35 40 48 (1 14 27 40 the four entry squares, 9 22 35 48 the stars).
// Must kill (§9, §10 step 9): a pawn k ring squares past its turn-off has p = 57 + k, on ring (13s + k) mod 52.
#include <string>
#include <string_view>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace rules_one_die_ludo_tests {

namespace {
using pachisi::ludo;
using king = pachisi::ludo_king;
using test::list;

constexpr auto ludo_entry_1_6_options = [] {
    auto o = pachisi::ludo_options;
    o.entry_values = pachisi::entry_on({1, 6});
    return o;
}();
constexpr auto king_entry_1_6_options = [] {
    auto o = pachisi::ludo_king_options;
    o.entry_values = pachisi::entry_on({1, 6});
    return o;
}();
constexpr auto ludo_stars_options = [] {
    auto o = pachisi::ludo_options;
    o.safe_squares = true;
    return o;
}();
constexpr auto ludo_kill_options = [] {
    auto o = pachisi::ludo_options;
    o.must_kill = true;
    return o;
}();
constexpr auto king_kill_options = [] {
    auto o = pachisi::ludo_king_options;
    o.must_kill = true;
    return o;
}();
constexpr auto ludo_no3_options = [] {
    auto o = pachisi::ludo_options;
    o.third_six = pachisi::third_six_rule::nothing;
    return o;
}();
constexpr auto king_no3_options = [] {
    auto o = pachisi::ludo_king_options;
    o.third_six = pachisi::third_six_rule::nothing;
    return o;
}();
using ludo_1_6 = pachisi::one_die_rules<ludo_entry_1_6_options>;
using king_1_6 = pachisi::one_die_rules<king_entry_1_6_options>;
using ludo_stars = pachisi::one_die_rules<ludo_stars_options>;
using ludo_kill = pachisi::one_die_rules<ludo_kill_options>;
using king_kill = pachisi::one_die_rules<king_kill_options>;
using ludo_no3 = pachisi::one_die_rules<ludo_no3_options>;
using king_no3 = pachisi::one_die_rules<king_no3_options>;

template <class R>
std::string problem_of(const pachisi::state<R>& s) {
    const auto problem = pachisi::find_invariant_problem(s);
    return problem ? pachisi::to_string(problem) : std::string{};
}

// A position in notation, written as the notation writes it (rows sorted, fields in order).
template <class R>
pachisi::state<R> at(std::string_view text) {
    auto s = test::position<R>(text);
    REQUIRE(test::text(s) == text);
    REQUIRE(problem_of(s) == std::string{});
    return s;
}

template <class R>
void throw_(pachisi::state<R>& s, std::string_view face) {
    test::throw_(s, face);
    REQUIRE(problem_of(s) == std::string{});
}

template <class R>
void play(pachisi::state<R>& s, std::string_view a) {
    test::play(s, a);
    REQUIRE(problem_of(s) == std::string{});
}

// The legal list of `position` after `face`, without changing the position.
template <class R>
list legal_after(const pachisi::state<R>& position, std::string_view face) {
    auto s = position;
    throw_(s, face);
    return test::legal(s);
}

// The text after `face` and `action` from `position`.
template <class R>
std::string after(const pachisi::state<R>& position, std::string_view face, std::string_view a) {
    auto s = position;
    throw_(s, face);
    play(s, a);
    return test::text(s);
}

// The text of a finished game up to its stage (the fields after "over" are no rule's business).
template <class R>
bool is_over_as(const pachisi::state<R>& s, std::string_view head) {
    return pachisi::is_over(s) && test::text(s).starts_with(head);
}

// ---- shared by ludo and ludo_king -------------------------------------------------------------------------

template <class R>
void check_entry_on_six_only() {
    const auto empty = at<R>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    for (const char* face : {"1", "2", "3", "4", "5"}) {
        CAPTURE(face);
        REQUIRE(legal_after(empty, face) == list{"pass"});
        REQUIRE(after(empty, face, "pass") == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    auto s = empty;
    throw_(s, "6");
    REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 play thrown=6 parts=6 total=1 owed=1 sixes=1");
    REQUIRE(test::legal(s) == list{"enter"});
    play(s, "enter");
    REQUIRE(test::text(s) == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");

    // With a pawn out a 1 moves it; a 6 may enter or move (entering is not compulsory).
    const auto out = at<R>("10,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(out, "1") == list{"move 10+1"});
    REQUIRE(after(out, "1", "move 10+1") == "11,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    REQUIRE(legal_after(out, "6") == list{"enter", "move 10+6"});
    REQUIRE(after(out, "6", "move 10+6") == "16,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    REQUIRE(after(out, "6", "enter") == "10,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
}

template <class R>
void check_exact_count_home() {
    const auto s = at<R>("54,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "2") == list{"move 54+2"});
    REQUIRE(legal_after(s, "3") == list{"move 54+3"});
    REQUIRE(legal_after(s, "4") == list{"pass"});  // 58: beyond HOME
    REQUIRE(legal_after(s, "5") == list{"pass"});
    REQUIRE(legal_after(s, "6") == list{"enter"});
    REQUIRE(after(s, "4", "pass") == "54,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // The route turns off at the own tip (51) into the home path: the pawn does not go on round the ring,
    // where seat 1's pawn at 41 stands (seat 0's 2).
    const auto tip = at<R>("49,0,0,0/41,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(tip, "5") == list{"move 49+5"});
    REQUIRE(after(tip, "5", "move 49+5") == "54,0,0,0/41,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // 51 + 6 = 57 is HOME exactly.
    const auto six = at<R>("51,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(six, "6") == list{"enter", "move 51+6"});
}

template <class R>
void check_six_again_on_pass() {
    auto s = at<R>("57,57,57,53/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass"});  // 59 is beyond HOME; no nest pawn to enter
    play(s, "pass");
    REQUIRE(test::text(s) == "57,57,57,53/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"pass"});
    play(s, "pass");
    REQUIRE(test::text(s) == "57,57,57,53/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=2");
    throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 53+3"});
    play(s, "move 53+3");
    REQUIRE(test::text(s) == "57,57,57,56/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

}  // namespace

// ---- §10 table ---------------------------------------------------------------------------------------------

TEST_CASE("ludo §10 table: one die - faces 1 to 6 at 1/6 each", "[ludo][ludo_king][10]") {
    const auto s = at<ludo>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    const auto outcomes = pachisi::chance_outcomes(s);
    REQUIRE(outcomes.size() == 6);
    for (int face = 1; face <= 6; ++face) {
        const auto& o = outcomes[static_cast<std::size_t>(face - 1)];
        REQUIRE(int{o.outcome.a} == face);
        REQUIRE(o.chance == pachisi::probability{1, 6});
    }
    const auto k = at<king>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(pachisi::chance_outcomes(k).size() == 6);
}

TEST_CASE("ludo §10 table: 2 players sit on seats 0 and 2 - 3 players on seats 0 to 2", "[ludo][ludo_king][10]") {
    SECTION("ludo - 2 players") {
        auto s = pachisi::new_game<ludo>(pachisi::setup{.players = 2});
        REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 0 opening");
        const auto first = pachisi::chance_outcomes(s);
        REQUIRE(first.size() == 2);
        REQUIRE(int{first[0].outcome.a} == 0);
        REQUIRE(int{first[1].outcome.a} == 2);
        REQUIRE(first[0].chance == pachisi::probability{1, 2});
        REQUIRE(first[1].chance == pachisi::probability{1, 2});
        pachisi::apply_throw(s, pachisi::throw_outcome{2, 0});
        REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 2 throw");
        throw_(s, "4");
        REQUIRE(test::legal(s) == list{"pass"});
        play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 0 throw");
        throw_(s, "4");
        play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/-/0,0,0,0/- 2 throw");
    }
    SECTION("ludo_king - 3 players") {
        auto s = pachisi::new_game<king>(pachisi::setup{.players = 3});
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/- 0 opening");
        const auto first = pachisi::chance_outcomes(s);
        REQUIRE(first.size() == 3);
        for (int seat = 0; seat < 3; ++seat) {
            REQUIRE(int{first[static_cast<std::size_t>(seat)].outcome.a} == seat);
            REQUIRE(first[static_cast<std::size_t>(seat)].chance == pachisi::probability{1, 3});
        }
        pachisi::apply_throw(s, pachisi::throw_outcome{2, 0});
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/- 2 throw");
        throw_(s, "2");
        play(s, "pass");
        REQUIRE(test::text(s) == "0,0,0,0/0,0,0,0/0,0,0,0/- 0 throw");
    }
    SECTION("2 players of ludo_king play on seats 0 and 2") {
        auto s = at<king>("10,0,0,0/-/0,0,0,0/- 2 throw");
        throw_(s, "5");
        REQUIRE(test::legal(s) == list{"pass"});
        play(s, "pass");
        REQUIRE(test::text(s) == "10,0,0,0/-/0,0,0,0/- 0 throw");
    }
}

// ---- step 3: entering --------------------------------------------------------------------------------------

TEST_CASE("ludo §10 step 3: entry on a 6 only - ludo", "[ludo][10.3]") { check_entry_on_six_only<ludo>(); }

TEST_CASE("ludo_king §10 step 3: entry on a 6 only - ludo_king", "[ludo_king][10.3]") {
    check_entry_on_six_only<king>();
}

TEST_CASE("ludo §10 step 3 option entry-on-1: a nest pawn enters on a 1 or a 6 - ludo", "[ludo][10.3]") {
    const auto s = at<ludo_1_6>("10,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "1") == list{"enter", "move 10+1"});
    REQUIRE(legal_after(s, "2") == list{"move 10+2"});
    REQUIRE(legal_after(s, "3") == list{"move 10+3"});
    REQUIRE(legal_after(s, "4") == list{"move 10+4"});
    REQUIRE(legal_after(s, "5") == list{"move 10+5"});
    REQUIRE(legal_after(s, "6") == list{"enter", "move 10+6"});
    // A 1 that enters gives no throw again (only a 6 does).
    REQUIRE(after(s, "1", "enter") == "10,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    REQUIRE(after(s, "6", "enter") == "10,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    // ludo: not onto an own pawn, on a 1 either.
    const auto own = at<ludo_1_6>("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(own, "1") == list{"move 1+1"});
    // Entering on a 1 captures the enemy on the entry square (seat 2 at 27 stands on seat 0's 1).
    const auto enemy = at<ludo_1_6>("0,0,0,0/0,0,0,0/27,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(enemy, "1") == list{"enter"});
    REQUIRE(after(enemy, "1", "enter") == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("ludo_king §10 step 3 option entry-on-1: a nest pawn enters on a 1 or a 6 - ludo_king", "[ludo_king][10.3]") {
    const auto s = at<king_1_6>("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "1") == list{"enter", "move 1+1"});
    REQUIRE(legal_after(s, "4") == list{"move 1+4"});
    REQUIRE(legal_after(s, "6") == list{"enter", "move 1+6"});
    REQUIRE(after(s, "1", "enter") == "1,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // Entering on a 1 beside an enemy on the safe entry square: no capture, so no extra throw (step 8).
    const auto enemy = at<king_1_6>("0,0,0,0/40,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(enemy, "1") == list{"enter"});
    REQUIRE(after(enemy, "1", "enter") == "1,0,0,0/40,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("ludo §10 step 3: entry is refused while an own pawn stands on the entry square - ludo", "[ludo][10.3]") {
    auto s = at<ludo>("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 1+6"});
    play(s, "move 1+6");
    REQUIRE(test::text(s) == "7,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"enter", "move 7+6"});
    play(s, "enter");
    REQUIRE(test::text(s) == "7,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=2");
    // The pawn on the entry square cannot move onto the own pawn at 7 either: only 7+6.
    const auto blocked = at<ludo>("7,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(blocked, "6") == list{"move 7+6"});
    // With stars the entry square is safe, but own pawns still do not share it.
    const auto stars = at<ludo_stars>("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(stars, "6") == list{"move 1+6"});
}

TEST_CASE("ludo_king §10 step 3: the entry square is safe - own pawns enter onto own pawns (pairs)",
          "[ludo_king][10.3][10.1]") {
    auto s = at<king>("1,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "6");
    // Two pawns at one progress give one action.
    REQUIRE(test::legal(s) == list{"enter", "move 1+6"});
    play(s, "enter");
    REQUIRE(test::text(s) == "1,1,1,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"enter", "move 1+6"});
    play(s, "enter");
    REQUIRE(test::text(s) == "1,1,1,1/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=2");
}

TEST_CASE("ludo §10 step 3: entering captures the enemy on the entry square - ludo", "[ludo][10.3]") {
    // Seat 1 at 40 stands on seat 0's entry square.
    const auto s = at<ludo>("0,0,0,0/40,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "6") == list{"enter"});
    REQUIRE(after(s, "6", "enter") == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    // Seat 1 enters onto seat 0's pawn at 14 (seat 1's entry square).
    const auto one = at<ludo>("14,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    REQUIRE(legal_after(one, "6") == list{"enter"});
    REQUIRE(after(one, "6", "enter") == "0,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 1 throw sixes=1");
}

TEST_CASE("ludo §10 step 3 option stars: entering captures every enemy on the safe entry square (decision 1)",
          "[ludo][10.3]") {
    // Seats 1 (40), 2 (27) and 3 (14) share seat 0's safe entry square.
    const auto s = at<ludo_stars>("0,0,0,0/40,0,0,0/27,0,0,0/14,0,0,0 0 throw");
    REQUIRE(legal_after(s, "6") == list{"enter"});
    REQUIRE(after(s, "6", "enter") == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
}

TEST_CASE("ludo_king §10 step 3: entering never captures - enemies share the safe entry square (decision 1)",
          "[ludo_king][10.3]") {
    const auto s = at<king>("0,0,0,0/40,40,0,0/27,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "6") == list{"enter"});
    REQUIRE(after(s, "6", "enter") == "1,0,0,0/40,40,0,0/27,0,0,0/0,0,0,0 0 throw sixes=1");
}

// ---- moves, step 1 stops, exact count ----------------------------------------------------------------------

TEST_CASE("ludo §10 a throw: moves by exact count into HOME at 57 - never beyond - ludo", "[ludo][10]") {
    check_exact_count_home<ludo>();
    // HOME holds any number of pawns.
    const auto s = at<ludo>("57,56,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "1") == list{"move 56+1"});
    REQUIRE(after(s, "1", "move 56+1") == "57,57,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // Reaching HOME earns no throw in ludo.
    const auto home = at<ludo>("55,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(after(home, "2", "move 55+2") == "57,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("ludo_king §10 a throw: moves by exact count into HOME at 57 - never beyond - ludo_king", "[ludo_king][10]") {
    check_exact_count_home<king>();
}

TEST_CASE("ludo §10 step 1: a move may not end on an own pawn - ring and home path - ludo", "[ludo][10.1]") {
    const auto s = at<ludo>("20,17,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "3") == list{"move 20+3"});
    // Passing an own pawn is allowed.
    REQUIRE(legal_after(s, "4") == list{"move 17+4", "move 20+4"});
    REQUIRE(after(s, "4", "move 17+4") == "21,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    const auto path = at<ludo>("54,53,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(path, "1") == list{"move 54+1"});
    REQUIRE(legal_after(path, "3") == list{"move 53+3", "move 54+3"});
    // With stars an own pawn on a star blocks as anywhere.
    const auto star = at<ludo_stars>("9,5,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(star, "4") == list{"move 9+4"});
}

TEST_CASE("ludo_king §10 step 1: pairs - any number of own pawns share a square", "[ludo_king][10.1]") {
    const auto s = at<king>("20,17,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "3") == list{"move 17+3", "move 20+3"});
    REQUIRE(after(s, "3", "move 17+3") == "20,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    const auto pair = at<king>("20,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(pair, "3") == list{"move 20+3"});
    REQUIRE(after(pair, "3", "move 20+3") == "23,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    const auto path = at<king>("54,53,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(path, "1") == list{"move 53+1", "move 54+1"});
    REQUIRE(after(path, "1", "move 53+1") == "54,54,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("ludo_king §10 step 1: two own pawns on an unsafe square - enemies may pass but not land",
          "[ludo_king][10.1]") {
    // Seat 1's pair at 10 stands on seat 0's 23 (ring 24, not safe).
    const auto s = at<king>("20,0,0,0/10,10,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "3") == list{"pass"});
    REQUIRE(after(s, "3", "pass") == "20,0,0,0/10,10,0,0/0,0,0,0/0,0,0,0 1 throw");
    REQUIRE(legal_after(s, "5") == list{"move 20+5"});
    REQUIRE(after(s, "5", "move 20+5") == "25,0,0,0/10,10,0,0/0,0,0,0/0,0,0,0 1 throw");
    REQUIRE(legal_after(s, "6") == list{"enter", "move 20+6"});
    const auto two = at<king>("20,17,0,0/10,10,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(two, "3") == list{"move 17+3"});
}

TEST_CASE("ludo_king §10 step 1: a pair on a safe square may be landed on - the colours share it",
          "[ludo_king][10.1][10.2]") {
    // Seat 1's pair at 9 stands on seat 0's star 22.
    const auto s = at<king>("20,0,0,0/9,9,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "2") == list{"move 20+2"});
    REQUIRE(after(s, "2", "move 20+2") == "22,0,0,0/9,9,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- step 2: captures --------------------------------------------------------------------------------------

TEST_CASE("ludo §10 step 2: a move ending on a single enemy captures it - every square without stars - ludo",
          "[ludo][10.2]") {
    // Seat 1 at 10 stands on seat 0's 23.
    const auto s = at<ludo>("20,0,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "3") == list{"move 20+3"});
    REQUIRE(after(s, "3", "move 20+3") == "23,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // Passing it captures nothing.
    REQUIRE(after(s, "5", "move 20+5") == "25,0,0,0/10,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // Capturing is not compulsory by itself.
    const auto two = at<ludo>("20,5,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(two, "3") == list{"move 5+3", "move 20+3"});
    REQUIRE(after(two, "3", "move 5+3") == "20,8,0,0/10,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // Without stars the stars and the start squares are squares like any other.
    const auto star = at<ludo>("5,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 0 throw");  // seat 2 on seat 0's star 9
    REQUIRE(legal_after(star, "4") == list{"move 5+4"});
    REQUIRE(after(star, "4", "move 5+4") == "9,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    const auto start = at<ludo>("10,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 0 throw");  // seat 1 on its entry square (14)
    REQUIRE(legal_after(start, "4") == list{"move 10+4"});
    REQUIRE(after(start, "4", "move 10+4") == "14,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("ludo §10 step 2 option stars: no capture on a star or a start square - enemies share it (decision 2)",
          "[ludo][10.2]") {
    const auto star = at<ludo_stars>("5,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(star, "4") == list{"move 5+4"});
    REQUIRE(after(star, "4", "move 5+4") == "9,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 1 throw");
    const auto start = at<ludo_stars>("10,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(start, "4") == list{"move 10+4"});
    REQUIRE(after(start, "4", "move 10+4") == "14,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // Any number of colours share a star: seats 1 (9) and 2 (48) on seat 0's star 22.
    const auto many = at<ludo_stars>("20,0,0,0/9,0,0,0/48,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(many, "2") == list{"move 20+2"});
    REQUIRE(after(many, "2", "move 20+2") == "22,0,0,0/9,0,0,0/48,0,0,0/0,0,0,0 1 throw");
    // Squares that are not safe still capture.
    const auto plain = at<ludo_stars>("20,0,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(after(plain, "3", "move 20+3") == "23,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("ludo_king §10 step 2: no capture on a star or a start square - a single enemy shares it",
          "[ludo_king][10.2]") {
    const auto star = at<king>("5,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(star, "4") == list{"move 5+4"});
    // No capture: no extra throw either.
    REQUIRE(after(star, "4", "move 5+4") == "9,0,0,0/0,0,0,0/35,0,0,0/0,0,0,0 1 throw");
    const auto start = at<king>("10,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(start, "4") == list{"move 10+4"});
    REQUIRE(after(start, "4", "move 10+4") == "14,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

// ---- steps 5 and 8: throwing again -------------------------------------------------------------------------

TEST_CASE("ludo §10 step 5: a 6 throws again - the same seat - even when only pass is legal - ludo", "[ludo][10.5]") {
    check_six_again_on_pass<ludo>();
}

TEST_CASE("ludo_king §10 step 5: a 6 throws again - the same seat - even when only pass is legal - ludo_king",
          "[ludo_king][10.5]") {
    check_six_again_on_pass<king>();
}

TEST_CASE("ludo §10 step 5: the third 6 in a row is forfeit - the turn passes - earlier actions stand - ludo",
          "[ludo][10.5]") {
    auto s = at<ludo>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "6");
    play(s, "enter");
    REQUIRE(test::text(s) == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 1+6"});
    play(s, "move 1+6");
    REQUIRE(test::text(s) == "7,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=2");
    throw_(s, "6");
    REQUIRE(test::text(s) == "7,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // 2 players: the turn passes to seat 2.
    auto two = at<ludo>("7,0,0,0/-/0,0,0,0/- 0 throw sixes=2");
    throw_(two, "6");
    REQUIRE(test::text(two) == "7,0,0,0/-/0,0,0,0/- 2 throw");
}

TEST_CASE("ludo_king §10 step 5: the third 6 in a row is forfeit - a throw between that is not a 6 starts the count "
          "again (decision 6)",
          "[ludo_king][10.5][10.8]") {
    auto third = at<king>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=2");
    throw_(third, "6");
    REQUIRE(test::text(third) == "20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // 6, 6, then a 3 that captures (a throw again), then a 6: the count is 1.
    auto s = at<king>("20,0,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=2");
    throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 20+3"});
    play(s, "move 20+3");
    REQUIRE(test::text(s) == "23,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"enter", "move 23+6"});
    play(s, "enter");
    REQUIRE(test::text(s) == "23,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
}

TEST_CASE("ludo §10 step 5 option three-sixes=off: the third 6 in a row is played like any 6 (decision 6)",
          "[ludo][ludo_king][10.5]") {
    auto s = at<ludo_no3>("7,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=2");
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"enter", "move 7+6"});
    play(s, "enter");
    REQUIRE(test::text(s) == "7,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=3");
    // A fourth 6: played, and it throws again.
    throw_(s, "6");
    REQUIRE(test::legal(s) == list{"move 7+6"});
    play(s, "move 7+6");
    REQUIRE(test::text(s) == "13,1,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=3");
    throw_(s, "2");
    REQUIRE(test::legal(s) == list{"move 1+2", "move 13+2"});
    play(s, "move 1+2");
    REQUIRE(test::text(s) == "13,3,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");

    const auto k = at<king_no3>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=2");
    REQUIRE(legal_after(k, "6") == list{"enter", "move 20+6"});
    REQUIRE(after(k, "6", "move 20+6") == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=3");
}

TEST_CASE("ludo_king §10 step 8: a capture earns a throw - ludo does not", "[ludo_king][ludo][10.8][10.2]") {
    auto s = at<king>("20,0,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 20+3"});
    play(s, "move 20+3");
    REQUIRE(test::text(s) == "23,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "2");
    REQUIRE(test::legal(s) == list{"move 23+2"});
    play(s, "move 23+2");
    REQUIRE(test::text(s) == "25,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    const auto l = at<ludo>("20,0,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(after(l, "3", "move 20+3") == "23,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("ludo_king §10 step 8: a pawn reaching HOME earns a throw", "[ludo_king][10.8]") {
    auto s = at<king>("55,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "2");
    REQUIRE(test::legal(s) == list{"move 55+2"});
    play(s, "move 55+2");
    REQUIRE(test::text(s) == "57,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "3");
    REQUIRE(test::legal(s) == list{"pass"});
    play(s, "pass");
    REQUIRE(test::text(s) == "57,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("ludo_king §10 step 8: one throw earns at most one throw again - a 6 that captures or reaches HOME "
          "(decision 7 - KA)",
          "[ludo_king][10.8][10.5]") {
    SECTION("a 6 that captures") {
        // Seat 1 at 13 stands on seat 0's 26 (not safe).
        auto s = at<king>("20,0,0,0/13,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        throw_(s, "6");
        REQUIRE(test::legal(s) == list{"enter", "move 20+6"});
        play(s, "move 20+6");
        REQUIRE(test::text(s) == "26,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
        throw_(s, "2");
        REQUIRE(test::legal(s) == list{"move 26+2"});
        play(s, "move 26+2");
        REQUIRE(test::text(s) == "28,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
    SECTION("a 6 that reaches HOME") {
        auto s = at<king>("51,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        throw_(s, "6");
        REQUIRE(test::legal(s) == list{"enter", "move 51+6"});
        play(s, "move 51+6");
        REQUIRE(test::text(s) == "57,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
        throw_(s, "3");
        REQUIRE(test::legal(s) == list{"pass"});
        play(s, "pass");
        REQUIRE(test::text(s) == "57,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    }
}

// ---- step 9: must kill -------------------------------------------------------------------------------------

TEST_CASE("ludo §10 step 9 option must-kill: a seat that has not captured goes round at its turn-off",
          "[ludo][10.9]") {
    const auto s = at<ludo_kill>("48,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "3") == list{"move 48+3"});  // stops on the turn-off (the own tip)
    REQUIRE(legal_after(s, "4") == list{"move 48+4=58"});
    REQUIRE(after(s, "4", "move 48+4=58") == "58,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // From the tip a 6 goes round (63), not HOME (57).
    const auto tip = at<ludo_kill>("51,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(tip, "6") == list{"enter", "move 51+6=63"});
    REQUIRE(after(tip, "6", "move 51+6=63") == "63,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    // Another seat's capture does not count (captured=2: seat 1 has captured).
    const auto other = at<ludo_kill>("48,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=2");
    REQUIRE(legal_after(other, "4") == list{"move 48+4=58"});
    // A later lap passes the next turn-off too (108: 51 past the tip; 114: 57 past it).
    const auto lap = at<ludo_kill>("108,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(lap, "6") == list{"enter", "move 108+6"});
    // Laps are capped at 100 (step 9 Decision): 57 + 100 * 52 = 5257 is the last turn-off a pawn may reach.
    const auto cap = at<ludo_kill>("5255,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(cap, "2") == list{"move 5255+2"});
    REQUIRE(legal_after(cap, "3") == list{"pass"});
    const auto cap_captured = at<ludo_kill>("5255,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1");
    REQUIRE(legal_after(cap_captured, "3") == list{"move 5255+3=52"});
}

TEST_CASE("ludo §10 step 9 option must-kill: a lapping pawn stands on its physical square (§9)", "[ludo][10.9][9]") {
    // 59 is 2 past the tip: the own entry square. ludo refuses entry onto it.
    const auto entry = at<ludo_kill>("59,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(entry, "6") == list{"move 59+6"});
    REQUIRE(after(entry, "6", "move 59+6") == "65,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    // 63 (ring 6) is the square of the own pawn at 5: not a stop.
    const auto own = at<ludo_kill>("60,5,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(own, "3") == list{"move 5+3"});
    // A lapping pawn captures on its square: seat 1 at 44 is on ring 6.
    const auto hit = at<ludo_kill>("60,0,0,0/44,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(hit, "3") == list{"move 60+3"});
    REQUIRE(after(hit, "3", "move 60+3") == "63,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw captured=1");
    // and is captured there: seat 1 at 60 is on ring 16, seat 0's 15.
    const auto hit_back = at<ludo_kill>("12,0,0,0/60,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(hit_back, "3") == list{"move 12+3"});
    REQUIRE(after(hit_back, "3", "move 12+3") == "15,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw captured=1");
}

TEST_CASE("ludo §10 step 9 option must-kill: after a capture each pawn turns into its home path at its next "
          "turn-off",
          "[ludo][10.9]") {
    auto s = at<ludo_kill>("48,20,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(s, "3");
    REQUIRE(test::legal(s) == list{"move 20+3", "move 48+3"});
    play(s, "move 20+3");
    REQUIRE(test::text(s) == "48,23,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw captured=1");
    for (int seat = 1; seat <= 3; ++seat) {
        throw_(s, "2");
        REQUIRE(test::legal(s) == list{"pass"});
        play(s, "pass");
    }
    REQUIRE(test::text(s) == "48,23,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1");
    throw_(s, "4");
    REQUIRE(test::legal(s) == list{"move 23+4", "move 48+4"});
    play(s, "move 48+4");
    REQUIRE(test::text(s) == "52,23,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw captured=1");

    // HOME by exact count from the tip.
    const auto tip = at<ludo_kill>("51,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1");
    REQUIRE(legal_after(tip, "6") == list{"enter", "move 51+6"});
    // A pawn already round the ring turns in at its next turn-off (109: one lap past the tip).
    const auto lap = at<ludo_kill>("108,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1");
    REQUIRE(legal_after(lap, "6") == list{"enter", "move 108+6=56"});
    REQUIRE(after(lap, "6", "move 108+6=56") == "56,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1 sixes=1");
    const auto far = at<ludo_kill>("106,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1");
    REQUIRE(legal_after(far, "5") == list{"move 106+5=53"});
    REQUIRE(legal_after(far, "3") == list{"move 106+3"});  // 109: on the turn-off
    const auto on = at<ludo_kill>("109,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1");
    REQUIRE(legal_after(on, "6") == list{"enter", "move 109+6=57"});
    REQUIRE(after(on, "6", "move 109+6=57") == "57,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1 sixes=1");
    // A pawn in the ring's lap when the seat captures does not turn back: it goes on to its next turn-off.
    const auto going = at<ludo_kill>("58,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1");
    REQUIRE(legal_after(going, "6") == list{"enter", "move 58+6"});
}

TEST_CASE("ludo §10 step 9 option must-kill: entering counts as a capture - ludo", "[ludo][10.9][10.3]") {
    const auto s = at<ludo_kill>("0,0,0,0/40,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "6") == list{"enter"});
    REQUIRE(after(s, "6", "enter") == "1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1 sixes=1");
}

TEST_CASE("ludo_king §10 step 9 option must-kill: goes round until a capture - which also earns a throw",
          "[ludo_king][10.9][10.8]") {
    const auto s = at<king_kill>("48,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(legal_after(s, "4") == list{"move 48+4=58"});
    REQUIRE(after(s, "4", "move 48+4=58") == "58,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    // Entering beside an enemy is no capture in ludo_king: the seat still goes round.
    const auto entry = at<king_kill>("0,0,0,0/40,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(after(entry, "6", "enter") == "1,0,0,0/40,0,0,0/0,0,0,0/0,0,0,0 0 throw sixes=1");
    auto c = at<king_kill>("48,20,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    throw_(c, "3");
    REQUIRE(test::legal(c) == list{"move 20+3", "move 48+3"});
    play(c, "move 20+3");
    REQUIRE(test::text(c) == "48,23,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw captured=1");
    throw_(c, "4");
    REQUIRE(test::legal(c) == list{"move 23+4", "move 48+4"});
    play(c, "move 48+4");
    REQUIRE(test::text(c) == "52,23,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw captured=1");
}

// ---- step 12: the end --------------------------------------------------------------------------------------

TEST_CASE("ludo §10 step 12: the first seat with all pawns HOME wins - the game is over", "[ludo][ludo_king][10.12]") {
    SECTION("ludo") {
        auto s = at<ludo>("57,57,57,55/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        throw_(s, "2");
        REQUIRE(test::legal(s) == list{"move 55+2"});
        play(s, "move 55+2");
        REQUIRE(is_over_as(s, "57,57,57,57/0,0,0,0/0,0,0,0/0,0,0,0 0 over"));
        REQUIRE(pachisi::winners(s) == 0b0001);
        REQUIRE(pachisi::chance_outcomes(s).size() == 0);
    }
    SECTION("ludo - a 6 that finishes: its throw again is lost") {
        auto s = at<ludo>("57,57,57,51/20,0,0,0/0,0,0,0/0,0,0,0 0 throw");
        throw_(s, "6");
        REQUIRE(test::legal(s) == list{"move 51+6"});
        play(s, "move 51+6");
        REQUIRE(is_over_as(s, "57,57,57,57/20,0,0,0/0,0,0,0/0,0,0,0 0 over"));
        REQUIRE(pachisi::winners(s) == 0b0001);
    }
    SECTION("ludo_king - the throw earned by reaching HOME is lost") {
        auto s = at<king>("57,57,57,55/0,0,0,0/57,57,57,0/0,0,0,0 0 throw");
        throw_(s, "2");
        play(s, "move 55+2");
        REQUIRE(is_over_as(s, "57,57,57,57/0,0,0,0/57,57,57,0/0,0,0,0 0 over"));
        REQUIRE(pachisi::winners(s) == 0b0001);
    }
    SECTION("seat 2 of 2 players") {
        auto s = at<ludo>("0,0,0,0/-/57,57,57,56/- 2 throw");
        throw_(s, "1");
        REQUIRE(test::legal(s) == list{"move 56+1"});
        play(s, "move 56+1");
        REQUIRE(is_over_as(s, "0,0,0,0/-/57,57,57,57/- 2 over"));
        REQUIRE(pachisi::winners(s) == 0b0100);
    }
}

TEST_CASE("ludo §10 step 12 play for places: the others go on - finished seats are skipped - the last one left "
          "ends the game",
          "[ludo][ludo_king][10.12]") {
    SECTION("ludo - 4 players") {
        auto s = at<ludo>("57,57,57,55/20,0,0,0/57,57,57,57/20,0,0,0 0 throw places=1 finished=2");
        throw_(s, "2");
        play(s, "move 55+2");
        REQUIRE(test::text(s) == "57,57,57,57/20,0,0,0/57,57,57,57/20,0,0,0 1 throw places=1 finished=2.0");
        REQUIRE(pachisi::winners(s) == 0b0101);
        throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 20+3"});
        play(s, "move 20+3");
        REQUIRE(test::text(s) == "57,57,57,57/23,0,0,0/57,57,57,57/20,0,0,0 3 throw places=1 finished=2.0");
        throw_(s, "3");
        REQUIRE(test::legal(s) == list{"move 20+3"});
        play(s, "move 20+3");
        REQUIRE(test::text(s) == "57,57,57,57/23,0,0,0/57,57,57,57/23,0,0,0 1 throw places=1 finished=2.0");

        auto last = at<ludo>("57,57,57,57/57,57,57,56/57,57,57,57/20,0,0,0 1 throw places=1 finished=2.0");
        throw_(last, "1");
        REQUIRE(test::legal(last) == list{"move 56+1"});
        play(last, "move 56+1");
        REQUIRE(is_over_as(last, "57,57,57,57/57,57,57,57/57,57,57,57/20,0,0,0 1 over places=1 finished=2.0.1"));
        REQUIRE(pachisi::winners(last) == 0b0111);
    }
    SECTION("ludo_king - the finishing seat's throws again are lost: the turn passes") {
        const auto s = at<king>("57,57,57,55/20,0,0,0/0,0,0,0/0,0,0,0 0 throw places=1");
        REQUIRE(after(s, "2", "move 55+2") == "57,57,57,57/20,0,0,0/0,0,0,0/0,0,0,0 1 throw places=1 finished=0");
        const auto six = at<king>("57,57,57,51/20,0,0,0/0,0,0,0/0,0,0,0 0 throw places=1");
        REQUIRE(legal_after(six, "6") == list{"move 51+6"});
        REQUIRE(after(six, "6", "move 51+6") == "57,57,57,57/20,0,0,0/0,0,0,0/0,0,0,0 1 throw places=1 finished=0");
    }
    SECTION("2 players: the first to finish leaves one seat - the game is over") {
        auto s = at<ludo>("57,57,57,55/-/20,0,0,0/- 0 throw places=1");
        throw_(s, "2");
        play(s, "move 55+2");
        REQUIRE(is_over_as(s, "57,57,57,57/-/20,0,0,0/- 0 over places=1 finished=0"));
        REQUIRE(pachisi::winners(s) == 0b0001);
    }
}

}  // namespace rules_one_die_ludo_tests
