// Human-readable output: winners(s) as a mask and winner_seats(s) as a list (engine/state.hpp); the
// << operators of text/notation.hpp and text/board_text.hpp, which write every byte-sized field as a
// number; chance_text, which writes the opening throw's outcome as "seat N" (as the Python bindings do).
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace text_output_tests {

namespace {
using rules = pachisi::shg;

template <class T>
std::string streamed(const T& value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

std::vector<int> listed(const pachisi::fixed_list<int, 4>& seats) { return {seats.begin(), seats.end()}; }

// winner_seats in a constant expression: seats 0 and 2 of a partner game have all their pawns HOME.
constexpr bool team_listed_at_compile_time() {
    pachisi::state<rules> s;
    s.seats = 0b1111;
    s.partners = 1;
    s.phase = pachisi::stage::over;
    s.pawns[0] = {72, 72, 72, 72};
    s.pawns[2] = {72, 72, 72, 72};
    const auto seats = pachisi::winner_seats(s);
    return pachisi::winners(s) == 0b0101 && seats.size() == 2 && seats[0] == 0 && seats[1] == 2;
}
static_assert(team_listed_at_compile_time());
}  // namespace

TEST_CASE("winners: a bit per seat - winner_seats lists the seats lowest first", "[text]") {
    const auto playing = test::position<rules>("72,72,72,60/0,0,0,0/-/- 0 throw");
    CHECK(pachisi::winners(playing) == 0);
    CHECK(pachisi::winner_seats(playing).empty());

    const auto won = test::position<rules>("72,72,72,72/60,44,20,0/72,72,72,6/30,12,0,0 0 over");
    CHECK(pachisi::winners(won) == 0b0001);
    CHECK(listed(pachisi::winner_seats(won)) == std::vector<int>{0});

    const auto seat2 = test::position<rules>("0,0,0,0/-/72,72,72,72/- 2 over");
    CHECK(pachisi::winners(seat2) == 1 << 2);  // bit 2 is seat 2: the mask is 4, not 2
    CHECK(listed(pachisi::winner_seats(seat2)) == std::vector<int>{2});

    const auto team = test::position<rules>("72,72,72,72/10,0,0,0/72,72,72,72/0,0,0,0 0 over partners=1");
    CHECK(pachisi::winners(team) == 0b0101);
    CHECK(listed(pachisi::winner_seats(team)) == std::vector<int>{0, 2});
    CHECK(pachisi::winner_seats(team).capacity() == 4);
}

TEST_CASE("streams: a state - an action - a throw - a stage - a score and a ranking print as text with numbers", "[text]") {
    const auto s = test::position<rules>("12,7,0,0/55,55,0,0/47,0,0,0/0,0,0,0 3 play thrown=3-4 parts=3.4 total=2");
    CHECK(streamed(s) == pachisi::to_string(s));
    CHECK(streamed(s).find(" 3 play ") != std::string::npos);  // the seat to move is the number 3
    CHECK(streamed(s.phase) == "play");
    CHECK(streamed(pachisi::stage::opening) == "opening");
    CHECK(streamed(s.thrown) == "3-4");  // bytes 3 and 4, not control characters
    CHECK(streamed(pachisi::action_kind::enter_sum) == "enter sum");
    const pachisi::action move(pachisi::action_kind::move, 12, 0, 5, 17);
    CHECK(streamed(move) == "move 12+5");
    const pachisi::action pair(pachisi::action_kind::move, 55, 0, 3, 58, 2);
    CHECK(streamed(pair) == "move 55x2+3");
    CHECK(streamed(pachisi::score_of(s, 1)) == "0-100");
    std::mt19937_64 rng(1);
    const auto over = test::position<rules>("72,72,72,72/60,44,20,0/72,72,72,6/30,12,0,0 0 over");
    const auto ranking = pachisi::rank(over, rng);
    CHECK(streamed(ranking) == pachisi::to_string(ranking));
    CHECK(streamed(ranking).starts_with("1. seat 0  4-288\n"));
    // Several in one expression, as a program writes them.
    std::ostringstream line;
    line << "seat " << int{s.mover} << " to " << s.phase << " with " << s.thrown << ": " << move;
    CHECK(line.str() == "seat 3 to play with 3-4: move 12+5");
}

TEST_CASE("chance_text: the opening throw's outcome is 'seat N' and a throw is its notation", "[text]") {
    const auto opening = test::position<rules>("0,0,0,0/-/0,0,0,0/- 0 opening");
    std::vector<std::string> texts;
    for (const auto& o : pachisi::chance_outcomes(opening)) texts.push_back(pachisi::chance_text(opening, o.outcome));
    CHECK(texts == std::vector<std::string>{"seat 0", "seat 2"});

    const auto throwing = test::position<rules>("0,0,0,0/-/0,0,0,0/- 2 throw");
    const auto throws = pachisi::chance_outcomes(throwing);
    REQUIRE(throws.size() == 21);
    CHECK(pachisi::chance_text(throwing, throws[0].outcome) == "1-1");
    CHECK(pachisi::chance_text(throwing, pachisi::parse_throw<rules>("3-5")) == "3-5");

    using cowries = pachisi::traditional_rules<6>;
    const auto cross = test::position<cowries>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1");
    CHECK(pachisi::chance_text(cross, pachisi::parse_throw<cowries>("6")) == "6");
    const auto cross_opening = test::position<cowries>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 opening partners=1");
    CHECK(pachisi::chance_text(cross_opening, pachisi::chance_outcomes(cross_opening)[3].outcome) == "seat 3");
}

TEST_CASE("summary: game over names the winning seats once", "[text]") {
    const auto team = test::position<rules>("72,72,72,72/10,0,0,0/72,72,72,72/0,0,0,0 0 over partners=1");
    CHECK(pachisi::summary(team) == "game over: seats 0 and 2 won");
}

TEST_CASE("describe and effects: a first move and a cancelled capture in words (seed 004 options 1 and 5)", "[text]") {
    using both = pachisi::traditional_rules<6, pachisi::traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;
    auto start = pachisi::new_game<both>({.players = 2, .first_seat = 0});
    pachisi::apply_throw(start, {3, 0});
    CHECK(pachisi::describe(start, pachisi::parse_action("enter+3")) == "first move: a pawn comes out to 3");
    // Seat 0 takes seat 1's pawn at 74 (square 15); seat 1 takes it back at once from 71: its pawn returns.
    auto s = pachisi::parse_state<both>("19,0,0,0/74,71,0,0/0,0,0,0/- 0 throw first=7");
    pachisi::apply_throw(s, {4, 0});
    CHECK(pachisi::describe(s, pachisi::parse_action("move 19+4")) == "pawn on 19 moves 4 to 23, captures seat 1");
    pachisi::apply(s, pachisi::parse_action("move 19+4"));
    pachisi::apply_throw(s, {2, 0});
    pachisi::apply(s, pachisi::parse_action("pass"));
    pachisi::apply_throw(s, {3, 0});
    const auto before = s;
    CHECK(pachisi::describe(s, pachisi::parse_action("move 71+3")) ==
          "pawn on 71 moves 3 to 74, captures seat 0, cancels a capture: 1 pawn of seat 1 back");
    pachisi::apply(s, pachisi::parse_action("move 71+3"));
    CHECK(pachisi::effects(before, s) == "captures seat 0, cancels a capture: 1 pawn of seat 1 back");
    CHECK(pachisi::to_string(s) == "0,0,0,0/74,74,0,0/0,0,0,0/- 1 throw turns=1 captured=3 first=7 taken=0.23");
}

// The terminal's Ludo and MAEDN boards (docs/rules.md §9-§10): every seat's start square (progress 1)
// is drawn "(k)" while empty, its pawns as on any square once they stand there.
TEST_CASE("draw_board marks each seat's start square on the one-die boards") {
    const auto board_lines = [](const std::string& board) {
        std::vector<std::string> lines;
        std::istringstream in(board);
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        return lines;
    };
    auto ludo_game = pachisi::parse_state<pachisi::ludo>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    const auto empty = board_lines(pachisi::draw_board(ludo_game));
    // The 15-row Ludo cross: seat 0's start square is in the bottom arm, seat 2's in the top arm.
    REQUIRE(empty.size() >= 15);
    CHECK(empty[13] == "                   .  : (0)");
    CHECK(empty[1].find("(2) :  .") != std::string::npos);
    std::size_t marks = 0;
    for (const auto& line : empty)
        for (const char* mark : {"(0)", "(1)", "(2)", "(3)"}) marks += line.find(mark) != std::string::npos;
    CHECK(marks == 4);
    // A pawn on its start square replaces the mark.
    ludo_game = pachisi::parse_state<pachisi::ludo>("1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    CHECK(board_lines(pachisi::draw_board(ludo_game))[13] == "                   .  :  0");
    // MAEDN: the A fields are marked the same way on the 11-row board.
    const auto maedn_board = board_lines(pachisi::draw_board(
        pachisi::parse_state<pachisi::maedn>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw")));
    REQUIRE(maedn_board.size() >= 11);
    CHECK(maedn_board[10] == "             .  . (0)");
}

}  // namespace text_output_tests
