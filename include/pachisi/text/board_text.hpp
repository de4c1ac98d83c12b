#pragma once
// Text pictures of a position, for terminals and logs: the board drawn as a grid of characters
// (draw_board), a one-line summary (summary), a plain-words reading of an action (describe) and the
// outcome of a chance node (chance_text: "seat 2" at the opening, "3-5" for a throw). Everything
// returns a std::string; nothing here reads or writes a stream (the << operators of notation.hpp and
// of scores and rankings, below, write to any stream the caller has).
//
// The picture is the cross of docs/rules.md §2: a square of cells of 3 characters, laid out by
// board_grid.hpp from the board's geometry: 19 x 19 cells for the Parcheesi board and the standard
// cross (arms of 8 squares per column), 2n + 3 cells a side for a cross with arms of n = 6..10
// (docs/rules.md §6.10 option 8). Each arm has two outer columns of ring squares joined by the tip,
// and the arm owner's private column (home path, or the traditional middle column) between them.
// Seat 0's arm is at the bottom, as seed 000 shows the board to its player; seats follow
// counter-clockwise (1 right, 2 top, 3 left), the direction of play. Each seat's nest is drawn in the
// corner to the right of its arm (seed 000: "the nest is to his lower right"), with its count of
// pawns in the nest and at HOME.
//
//    .   empty ring square        *   empty safe square         :   empty private square
//    2   one pawn of seat 2      [2]  two pawns of seat 2       2x3 three or more (traditional)

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "../engine/action.hpp"
#include "../engine/move_effects.hpp"
#include "../rules/board.hpp"
#include "board_grid.hpp"
#include "notation.hpp"
#include "../engine/play.hpp"
#include "../engine/score.hpp"
#include "../engine/state.hpp"

namespace pachisi {

struct text_style {
    bool colour = false;  // ANSI colour codes (the caller decides: a terminal, and NO_COLOR unset)
};

inline constexpr std::array<std::string_view, 4> seat_colours{"red", "blue", "yellow", "green"};

namespace detail::text {

inline constexpr std::string_view reset = "\x1b[0m";
inline constexpr std::array<std::string_view, 4> seat_ansi{"\x1b[1;31m", "\x1b[1;34m", "\x1b[1;33m", "\x1b[1;32m"};
inline constexpr std::string_view dim_ansi = "\x1b[2m";

using board_grid::cell;

[[nodiscard]] inline std::string paint(std::string_view text, std::string_view ansi, const text_style& style) {
    if (!style.colour || ansi.empty()) return std::string(text);
    return std::string(ansi) + std::string(text) + std::string(reset);
}

// The picture's cells: Side x Side strings of 3 characters (or more, with colour codes).
template <std::size_t Side>
using cell_rows = std::array<std::array<std::string, Side>, Side>;

// Writes `label` into consecutive cells of one row from column `col` (3 characters a cell).
template <std::size_t Side>
void put_label(cell_rows<Side>& cells, int row, int col, std::string label, std::string_view ansi,
               const text_style& style) {
    while (label.size() % 3) label += ' ';
    for (std::size_t i = 0; i < label.size() && col < static_cast<int>(Side); i += 3, ++col)
        cells[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] = paint(label.substr(i, 3), ansi, style);
}

}  // namespace detail::text

namespace detail {
// Calls f(std::type_identity<G>{}) with G the board type the pictures of s are laid out on: R::board, or for a
// rule set with the board at run time the cross of the state's arm (castles 1 square from the tips: which
// squares are safe is read from board_of(s), so one picture serves every castle offset of an arm).
template <class R, class F>
decltype(auto) with_drawn_board(const state<R>& s, F&& f) {
    if constexpr (!has_board_at_run_time<R>) {
        return f(std::type_identity<typename R::board>{});
    } else {
        switch (board_of(s).arm_length) {
            case 6: return f(std::type_identity<cross_board_of<6, 1>>{});
            case 7: return f(std::type_identity<cross_board_of<7, 1>>{});
            case 8: return f(std::type_identity<cross_board_of<8, 1>>{});
            case 9: return f(std::type_identity<cross_board_of<9, 1>>{});
            default: return f(std::type_identity<cross_board_of<10, 1>>{});
        }
    }
}
}  // namespace detail

namespace detail::text {
// draw_board on the picture of board G (with_drawn_board).
template <class G, class R>
[[nodiscard]] std::string draw_board_on(const state<R>& s, const text_style& style) {
    using board = route<G>;
    static_assert(board_grid::drawable<G>, "pachisi: draw_board draws boards of 4 arms with 6..10 squares per "
                                           "column: the Parcheesi board, the crosses of docs/rules.md §6.10 "
                                           "option 8, the Ludo and the MAEDN boards");
    using grid_of = board_grid::layout<G>;
    constexpr int grid = grid_of::grid, centre = grid_of::centre, arm = grid_of::arm;

    // Who stands where: pawns per seat on every physical square.
    std::array<std::array<int, 4>, static_cast<std::size_t>(board::squares)> on{};
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (const int p : s.pawns[static_cast<std::size_t>(seat)]) {
            const std::uint8_t sq = board::square(seat, p);
            if (sq != off_board) ++on[sq][static_cast<std::size_t>(seat)];
        }
    }

    // The seat whose start square (progress 1) or home path a square is: -1 for the others.
    std::array<int, static_cast<std::size_t>(board::squares)> owner_of_square;
    owner_of_square.fill(-1);
    if constexpr (R::turn == family::one_die) {
        for (int seat = 0; seat < 4; ++seat)
            for (int p = 1; p <= board::last_stop; ++p)
                if (p == 1 || p > board::turn_off)
                    if (const std::uint8_t sq = board::square(seat, p); sq != off_board)
                        owner_of_square[sq] = seat;
    }

    cell_rows<static_cast<std::size_t>(grid)> cells;
    for (auto& row : cells) row.fill("   ");
    for (int sq = 0; sq < board::squares; ++sq) {
        const cell c = grid_of::of_square(sq);
        std::string text;
        std::string_view ansi;
        int seats_here = 0, first = -1, second = -1, count = 0;
        for (int seat = 0; seat < 4; ++seat) {
            if (const int n = on[static_cast<std::size_t>(sq)][static_cast<std::size_t>(seat)]; n > 0) {
                (first < 0 ? first : second) = seat;
                ++seats_here;
                count += n;
            }
        }
        const auto digit = [](int seat) { return static_cast<char>('0' + seat); };
        if (seats_here == 0) {
            const bool ring = sq < board::ring_squares;
            const bool safe = !ring || (rules_of(s).safe_squares && board_of(s).is_safe(static_cast<std::uint8_t>(sq)));
            text = !ring ? " : " : safe ? " * " : " . ";
            ansi = dim_ansi;
            if constexpr (R::turn == family::one_die) {  // Ludo boards colour each seat's start square and home path
                if (const int owner = owner_of_square[static_cast<std::size_t>(sq)]; owner >= 0) {
                    if (ring) text = {'(', digit(owner), ')'};
                    ansi = seat_ansi[static_cast<std::size_t>(owner)];
                }
            }
        } else if (seats_here > 1) {  // partners sharing a square (traditional rules), or a safe square (one die)
            text = {digit(first), '+', digit(second)};
        } else {
            if (count == 1) text = {' ', digit(first), ' '};
            else if (count == 2) text = {'[', digit(first), ']'};
            else text = {digit(first), 'x', count > 9 ? '+' : static_cast<char>('0' + count)};
            ansi = seat_ansi[static_cast<std::size_t>(first)];
        }
        cells[static_cast<std::size_t>(c.row)][static_cast<std::size_t>(c.col)] = paint(text, ansi, style);
    }

    // Each seat's corner: the corner right of its arm (bottom right for seat 0), turned like the arm.
    // Three lines of labels, centred down the block (rows 2..4 of 8 on the standard boards), one cell
    // in from its left edge.
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const cell corner = grid_of::corner_origin(seat);
        const int top = corner.row + (arm - 3) / 2, left = corner.col + 1;
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        int nest = 0;
        for (const int p : row) nest += p == 0;
        const std::string_view ansi = seat_ansi[static_cast<std::size_t>(seat)];
        put_label(cells, top, left, "seat " + std::to_string(seat), ansi, style);
        put_label(cells, top + 1, left, "nest " + std::to_string(nest), ansi, style);
        put_label(cells, top + 2, left, (board::has_home ? "HOME " : "goal ") + std::to_string(pawns_home(s, seat)), ansi, style);
    }
    if (board::has_home) put_label(cells, centre, centre - 1, " HOME", "", style);

    std::string out;
    for (const auto& row : cells) {
        std::string line;
        for (const auto& c : row) line += c;
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + '\n';
    }
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        std::string pawns;
        for (std::size_t i = 0; i < row.size(); ++i)
            if (is_game_pawn(s, seat, i)) pawns += (pawns.empty() ? "" : ",") + std::to_string(row[i]);
        std::string colour(seat_colours[static_cast<std::size_t>(seat)]);
        colour.resize(7, ' ');
        pawns.resize(std::max<std::size_t>(pawns.size(), 13), ' ');
        out += (seat == s.mover && !is_over(s) ? "> " : "  ") +
               paint("seat " + std::to_string(seat), seat_ansi[static_cast<std::size_t>(seat)], style) + ' ' + colour +
               "pawns " + pawns + "  score " + to_string(score_of(s, seat)) + '\n';
    }
    return out;
}
}  // namespace detail::text

// The cell of draw_board's picture of s that physical square sq is drawn in (board_grid.hpp).
template <class R>
[[nodiscard]] board_grid::cell picture_cell(const state<R>& s, int sq) {
    return detail::with_drawn_board(s, [&](auto board) { return board_grid::cell_of_square<typename decltype(board)::type>(sq); });
}

// The board picture, one line per row of cells, then one line per seat in play and the summary.
template <class R>
[[nodiscard]] std::string draw_board(const state<R>& s, const text_style& style = {}) {
    return detail::with_drawn_board(s, [&](auto board) {
        return detail::text::draw_board_on<typename decltype(board)::type>(s, style);
    });
}

// A throw for people: "3-5" for dice; for cowries the number mouth up, its value, and whether it
// is a grace: "6 up = 35, grace". (Notation writes a throw as to_string<R>(t): "3-5", "6".)
template <class R>
[[nodiscard]] std::string throw_text(throw_outcome t) {
    if constexpr (R::thrower::is_dice || R::turn == family::one_die) {
        return to_string<R>(t);
    } else {
        return to_string<R>(t) + " up = " + std::to_string(R::thrower::value(t)) +
               (R::thrower::is_grace(t) ? ", grace" : "");
    }
}

// The outcome t of the chance node s in a few words, as the Python bindings print it: "seat 2" at
// the opening (its outcome is the seat that starts, docs/rules.md §8), otherwise the throw in
// notation, "3-5" or "6". (to_string(t) alone cannot tell an opening seat from a throw.)
template <class R>
[[nodiscard]] std::string chance_text(const state<R>& s, throw_outcome t) {
    if (s.phase == stage::opening) return "seat " + std::to_string(t.a);
    return to_string<R>(t);
}

// std::cout << score_of(s, 0) writes "3-110"; std::cout << rank(s, rng) the report, a line a seat.
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, const score& points) {
    out << std::string_view(to_string(points));
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, const ranking& r) {
    out << std::string_view(to_string(r));
    return out;
}

// One line: whose turn, the throw being played and what is left of it, or the winner.
template <class R>
[[nodiscard]] std::string summary(const state<R>& s) {
    const std::string mover = "seat " + std::to_string(s.mover);
    const std::string owed = s.throws_owed ? " (throws owed: " + std::to_string(s.throws_owed) + ")" : "";
    if (s.phase == stage::opening) return "opening throw: it decides who starts";
    if (s.phase == stage::ready) return mover + " to throw or refuse" + owed;
    if (s.phase == stage::throw_)
        return mover + " to throw" + owed +
               (s.doublets_in_row ? " (doublets in a row: " + std::to_string(s.doublets_in_row) + ")" : "");
    if (s.phase == stage::over) {
        std::string won;
        for (int seat = 0; seat < 4; ++seat)
            if ((winners(s) >> seat) & 1) won += (won.empty() ? "" : " and ") + std::to_string(seat);
        return "game over: seat" + std::string(won.size() > 1 ? "s " : " ") + won + " won";
    }
    std::string text = mover + " plays " + throw_text<R>(s.thrown);
    if constexpr (R::thrower::is_dice) {
        if (s.part_count) text += ", parts left";
        for (std::size_t i = 0; i < s.part_count; ++i) text += ' ' + std::to_string(s.parts[i]);
    } else {  // cowries: parts[0] holds the squares still to move
        if (s.part_count) text += ", " + std::to_string(s.parts[0]) + " to move";
    }
    if (s.reward_due_now) text += ", a capture reward due now";
    if (s.capture_rewards) text += ", capture rewards " + std::to_string(s.capture_rewards);
    if (s.home_rewards) text += ", home rewards " + std::to_string(s.home_rewards);
    return text + owed;
}

// Seats (bit mask) that lost a pawn to the nest between `before` and `after`: the mover's captures
// (effects_of(before, after).captured, engine/move_effects.hpp).
template <class R>
[[nodiscard]] int captured_seats(const state<R>& before, const state<R>& after) {
    return effects_of(before, after).captured_seats();
}

// Seed 004 option 5: how many pawns of `seat` a cancelled capture brought back between `before` and
// `after` (effects_of(before, after).given_back); 0 for other rules.
template <class R>
[[nodiscard]] int pawns_given_back(const state<R>& before, const state<R>& after, int seat) {
    return effects_of(before, after).given_back[static_cast<std::size_t>(seat)];
}

// "cancels a capture: 2 pawns of seat 1 back": the words of effects and describe for pawns_given_back.
[[nodiscard]] inline std::string given_back_text(int seat, int pawns) {
    return "cancels a capture: " + std::to_string(pawns) + (pawns == 1 ? " pawn" : " pawns") + " of seat " +
           std::to_string(seat) + " back";
}

namespace detail::text {
// The words of effects and describe for captures and cancelled captures, appended to `text` (after ", "
// unless it is empty): "captures seat 2", "cancels a capture: 1 pawn of seat 1 back".
template <class R>
void add_capture_words(std::string& text, const move_effects<R>& e) {
    const auto add = [&](const std::string& words) { text += (text.empty() ? "" : ", ") + words; };
    for (int seat = 0; seat < 4; ++seat)
        if (e.captures_seat(seat)) add("captures seat " + std::to_string(seat));
    for (int seat = 0; seat < 4; ++seat)
        if (const int back = e.given_back[static_cast<std::size_t>(seat)]; back > 0) add(given_back_text(seat, back));
}
}  // namespace detail::text

// What the mover did between `before` and `after`, in a few words: "captures seat 2", "HOME",
// "captures seat 1, HOME", "captures seat 0, cancels a capture: 1 pawn of seat 1 back"; empty when none.
// The words of effects_of(before, after) (engine/move_effects.hpp), which says it as data.
template <class R>
[[nodiscard]] std::string effects(const state<R>& before, const state<R>& after) {
    const move_effects<R> e = effects_of(before, after);
    std::string text;
    detail::text::add_capture_words(text, e);
    if (e.reached_home > 0)
        text += std::string(text.empty() ? "" : ", ") + (board_has_home<R> ? "HOME" : "goal");  // MAEDN: its goal fields
    return text;
}

// An action in plain words, e.g. "pawn on 12 moves 5 to 17, captures seat 2". `a` must be legal in s.
template <class R>
[[nodiscard]] std::string describe(const state<R>& s, const action& a) {
    const auto& board = board_of(s);
    const std::string tag = a.tag ? std::string(1, static_cast<char>('a' + a.tag - 1)) : "";
    const std::string pawn = a.group > 1 ? std::to_string(a.group) + " pawns on " + std::to_string(a.from) + " move "
                                         : "pawn on " + std::to_string(a.from) + tag + " moves ";
    const std::string to = a.to == board.home && board.has_home
                               ? std::string("HOME")
                               : std::to_string(a.to) + (a.to > board.home ? " (another lap)" : "");
    const std::string steps = std::to_string(a.steps);
    std::string text;
    switch (a.kind) {
        case action_kind::pass: return "play nothing (more) with this throw";
        case action_kind::decline: return "give up the pending reward";
        case action_kind::throw_again: return "one more throw instead of the capture reward";
        case action_kind::roll: return R::thrower::is_dice ? "throw the dice" : "throw the cowries";
        case action_kind::refuse: return "refuse to throw: the turn passes";
        case action_kind::enter:
            if (a.steps != 0) text = "first move: a pawn comes out to " + to;  // seed 004 option 1
            else if constexpr (R::turn == family::one_die) text = "a pawn enters from the nest with the " + std::to_string(s.thrown.a);
            else text = R::thrower::is_dice ? "a pawn enters from the nest with the 5" : "a pawn enters (grace)";
            break;
        case action_kind::enter_sum: text = "a pawn enters from the nest with both dice (sum 5)"; break;
        case action_kind::move: text = pawn + steps + " to " + to; break;
        case action_kind::whole_move: text = pawn + steps + " (both dice) to " + to; break;
        case action_kind::capture_reward: text = pawn + steps + " to " + to + " (capture reward)"; break;
        case action_kind::home_reward: text = pawn + steps + " to " + to + " (HOME reward)"; break;
        default: return to_string(a);  // a kind this header does not know yet
    }
    detail::text::add_capture_words(text, effects_of(s, a));
    return text;
}

}  // namespace pachisi
