#pragma once
// Helpers for the programs that draw the board in a terminal (examples/play.cpp, pachisi-cli):
// whether to colour, a legend of the picture, the picture with one player's pawns lettered, the
// actions told with those letters, and what the end-of-game "Neptune report" is.

#include <pachisi/pachisi.hpp>
#include <pachisi/text/board_grid.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#if defined(_WIN32)
#include <io.h>
#define PACHISI_EXAMPLES_ISATTY(f) _isatty(_fileno(f))
#else
#include <unistd.h>
#define PACHISI_EXAMPLES_ISATTY(f) isatty(fileno(f))
#endif

namespace examples {

// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). The engine's
// board_text.hpp draws colours only when asked to.
[[nodiscard]] inline bool colour_wanted() {
    return std::getenv("NO_COLOR") == nullptr && PACHISI_EXAMPLES_ISATTY(stdout);
}

// What the characters of pachisi::draw_board mean, for the rules s is played by (lines of at most 100 columns).
template <class R>
[[nodiscard]] std::string board_legend(const pachisi::state<R>& s) {
    constexpr bool cross = R::turn == pachisi::family::traditional;
    const auto& rules = pachisi::rules_of(s);
    const auto& board = pachisi::board_of(s);
    const std::string home = std::to_string(board.home);
    std::string text = "legend: seat 0 sits at the bottom; play goes counter-clockwise (seat 1 right, 2 top, 3 left)\n";
    text += "  .   a square of the track           ";
    if constexpr (cross) text += "*   a castle: no capture there\n";
    else if (rules.safe_squares) text += "*   a safe square: no capture there\n";
    else text += "(these rules have no safe squares)\n";
    text += cross ? "  :   a middle column: its seat's way out and back home\n"
                  : "  :   a home path: only its seat goes there, no capture\n";
    if constexpr (R::turn == pachisi::family::one_die) {  // docs/rules.md §10
        text += "  2   one pawn of seat 2             [2]  two pawns of seat 2";
        text += rules.stacking == pachisi::one_die_stacking::barrier ? ": a barrier\n"
                : rules.stacking == pachisi::one_die_stacking::pair  ? ": a pair\n"
                                                                     : "\n";
        if (rules.stacking == pachisi::one_die_stacking::pair) text += "  2x3 three pawns of seat 2\n";
        if (rules.safe_squares) text += "  1+3 pawns of seats 1 and 3 sharing a safe square\n";
        text += "  (2) seat 2's start square: its pawns come in there; its home path is drawn in its colour\n";
    } else {
        text += "  2   one pawn of seat 2             [2]  two pawns of seat 2: a blockade\n";
        if constexpr (cross) text += "  2x3 three pawns of seat 2           1+3  pawns of partners 1 and 3 together\n";
    }
    if constexpr (pachisi::board_has_home<R>) {
        text += "  nest N  pawns not yet in play      HOME N  pawns home           >  the seat to move\n";
        text += "  A pawn is named by its progress: the squares it has come from its nest (1 = its first square,\n";
        text += "  " + home + " = HOME" + (rules.extra_lap ? ", more than " + home + ": another lap" : std::string()) +
                "). \"move 12+5\" moves the pawn at 12 by 5.\n";
    } else {  // MAEDN: the goal fields end the way
        text += "  nest N  pawns not yet in play      goal N  pawns in the goal    >  the seat to move\n";
        text += "  A pawn is named by its progress: the squares it has come from its nest (1 = its first square,\n";
        text += "  " + std::to_string(board.turn_off + 1) + ".." + std::to_string(board.last_stop) +
                " = the goal fields). \"move 12+5\" moves the pawn at 12 by 5.\n";
    }
    return text;
}

// Printed under the end-of-game ranking (pachisi::to_string(ranking)), so that a player knows what it is.
inline constexpr std::string_view neptune_report_note =
    "(The Neptune report is the final ranking, named as on Safe Harbor Games' Pachisi site (docs/rules.md §7):\n"
    " best first; a score 3-110 is 3 pawns HOME and 110 steps, a pawn in the nest counting -5. Equal scores\n"
    " go to the pawns further along, then to a die roll, and a '*' under the list marks that roll.)\n";

namespace detail {

// The name of a player's n-th pawn (0-based, counted over all the seats they play): A, B, ... Z, a, b...
[[nodiscard]] inline char pawn_letter(int n) {
    return n < 26 ? static_cast<char>('A' + n) : static_cast<char>('a' + (n - 26) % 26);
}

// How many pawns the seats in `mine` before `seat` have: the first letter of `seat` follows them.
template <class R>
[[nodiscard]] int letters_before(const pachisi::state<R>& s, int mine, int seat) {
    int n = 0;
    for (int other = 0; other < seat; ++other)
        if (((mine >> other) & 1) && pachisi::in_play(s, other)) n += pachisi::pawn_count(s);
    return n;
}

// Replaces the 3 visible characters of cell `col` in `line`, skipping colour codes, so that the
// replacement keeps the cell's colour.
inline void put_cell(std::string& line, int col, std::string_view three) {
    const std::size_t first = static_cast<std::size_t>(col) * 3;
    std::size_t visible = 0, i = 0, written = 0;
    while (written < 3) {
        if (i == line.size()) line += ' ';  // the picture's lines are trimmed on the right
        if (line[i] == '\x1b') {            // a colour code: ESC [ ... m
            const std::size_t end = line.find('m', i);
            i = end == std::string::npos ? line.size() : end + 1;
            continue;
        }
        if (visible >= first) line[i] = three[written++];
        ++visible, ++i;
    }
}

}  // namespace detail

// draw_board with the pawns of the seats in `mine` (a bit mask) shown as letters A, B, C... instead
// of the seat digit, then a key line giving each letter's progress:
// "your pawns by progress: seat 0: A 47, B 12, C nest, D nest". A square with two of them shows
// "A,B", with more "A+2".
template <class R>
[[nodiscard]] std::string lettered_board(const pachisi::state<R>& s, int mine, const pachisi::text_style& style) {
    const auto& board = pachisi::board_of(s);
    const std::string picture = pachisi::draw_board(s, style);
    std::vector<std::string> lines;
    for (std::size_t start = 0; start < picture.size();) {
        const std::size_t end = picture.find('\n', start);
        lines.push_back(picture.substr(start, end - start));
        start = end == std::string::npos ? picture.size() : end + 1;
    }
    std::vector<std::string> on_square(static_cast<std::size_t>(board.squares));  // letters per square
    std::string key;  // "seat 0: A 47, B 12, C nest, D nest"
    for (int seat = 0; seat < 4; ++seat) {
        if (!((mine >> seat) & 1) || !pachisi::in_play(s, seat)) continue;
        key += (key.empty() ? "seat " : "; seat ") + std::to_string(seat) + ":";
        const char* separator = " ";
        int n = detail::letters_before(s, mine, seat);
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (!pachisi::is_game_pawn(s, seat, i)) continue;  // a place a game of fewer pawns leaves unused
            const int p = static_cast<int>(row[i]);
            const char letter = detail::pawn_letter(n++);
            const auto square = static_cast<int>(board.square(seat, p));
            key += separator;
            key += letter;
            key += ' ';
            key += p == 0 ? "nest" : p == board.home ? "HOME" : std::to_string(p);
            separator = ", ";
            if (square != static_cast<int>(pachisi::off_board)) on_square[static_cast<std::size_t>(square)] += letter;
        }
    }
    for (int sq = 0; sq < board.squares; ++sq) {
        const std::string& here = on_square[static_cast<std::size_t>(sq)];
        if (here.empty()) continue;
        // The cell draw_board puts this square in.
        const auto c = pachisi::picture_cell(s, sq);
        const std::size_t others = std::min<std::size_t>(here.size() - 1, 9);
        const std::string three = here.size() == 1   ? " " + here + " "
                                  : here.size() == 2 ? std::string{here[0], ',', here[1]}
                                                     : std::string{here[0], '+', static_cast<char>('0' + others)};
        if (static_cast<std::size_t>(c.row) < lines.size())
            detail::put_cell(lines[static_cast<std::size_t>(c.row)], c.col, three);
    }
    std::string out;
    for (const auto& line : lines) out += line + '\n';
    return out + "your pawns by progress: " + key + '\n';
}

// The letters (as lettered_board names them) of the pawns that action `a` of the seat to move moves,
// "A" or "A and B"; empty when the seat is not one of `mine` or the action moves no pawn.
template <class R>
[[nodiscard]] std::string pawns_moved(const pachisi::state<R>& s, int mine, const pachisi::action& a) {
    using kind = pachisi::action_kind;
    const int seat = s.mover;
    if (!((mine >> seat) & 1)) return {};
    const bool enters = a.kind == kind::enter || a.kind == kind::enter_sum;
    const bool moves = a.kind == kind::move || a.kind == kind::whole_move || a.kind == kind::capture_reward ||
                       a.kind == kind::home_reward;
    if (!enters && !moves) return {};
    const auto& row = s.pawns[static_cast<std::size_t>(seat)];
    const int first = detail::letters_before(s, mine, seat);
    const int wanted = enters ? 1 : a.group;
    std::string names;
    int found = 0;
    for (std::size_t i = 0, letter = 0; i < row.size() && found < wanted; ++i) {
        if (!pachisi::is_game_pawn(s, seat, i)) continue;  // a place a game of fewer pawns leaves unused
        const std::size_t k = letter++;
        const bool match = enters ? row[i] == 0 : row[i] == a.from && (a.tag == 0 || s.tags[i] == a.tag);
        if (!match) continue;
        names += (found == 0 ? "" : found + 1 == wanted ? " and " : ", ");
        names += detail::pawn_letter(first + static_cast<int>(k));
        ++found;
    }
    return names;
}

// pachisi::describe(s, a) with the moving pawns named by their letters, as on the lettered board:
// "pawn A on 12 moves 5 to 17", "pawns A and B on 12 move 5 to 17", "pawn C enters from the nest".
template <class R>
[[nodiscard]] std::string describe_lettered(const pachisi::state<R>& s, int mine, const pachisi::action& a) {
    std::string text = pachisi::describe(s, a);
    const std::string names = pawns_moved(s, mine, a);
    if (names.empty()) return text;
    if (text.starts_with("pawn on ")) return "pawn " + names + text.substr(4);
    if (text.starts_with("a pawn ")) return "pawn " + names + text.substr(6);
    if (const std::size_t on = text.find(" pawns on "); on != std::string::npos && on < 3)
        return "pawns " + names + text.substr(on + 6);
    return names + ": " + text;
}

}  // namespace examples
