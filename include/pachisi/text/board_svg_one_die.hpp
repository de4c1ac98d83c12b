#pragma once
// The boards of the one-die games as their players know them (docs/rules.md §9, §10), for to_svg
// (board_svg.hpp): the Ludo board and the Mensch ärgere Dich nicht board. Parchís keeps the Parcheesi
// picture. Every square sits where board_grid.hpp places it (the text board's cells); only the look
// differs from the Parcheesi and cross pictures:
//
// - Ludo (15 x 15 cells): white squares; each seat's corner block is its yard, filled with its colour,
//   with a white inner square holding 4 pawn spots; its home column and the centre triangle its pawns
//   reach (HOME) are in its colour; its start square (p = 1) is in its colour with an arrow pointing the
//   way of play. Where the rule set makes the board's safe squares safe (ludo_king, the `stars` option)
//   a star marks each of them: white on the start squares, dark on the stars 8 squares further on.
// - Mensch ärgere Dich nicht (11 x 11 cells): round fields joined by a line, the ring of 40; the A
//   field (p = 1) in the seat's colour with the arrow; the B yard (4 round spots) in the corner block;
//   the goal row of 4 round fields towards the middle. There is no HOME.
//
// The spot numbers (board_svg_frame.hpp) and the click attributes are those of every picture: a yard
// is the nest spot, its pawns carry it in data-square.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "../engine/state.hpp"
#include "../rules/board.hpp"
#include "../rules/policies.hpp"
#include "board_svg_frame.hpp"
#include "board_text.hpp"

namespace pachisi::detail::svg {

// Whether to_svg draws R's board as a one-die game's own board (Ludo, MAEDN) rather than as the
// Parcheesi or cross picture.
template <class R>
inline constexpr bool one_die_picture = [] {
    if constexpr (R::turn == family::one_die) return !std::is_same_v<typename R::board, parcheesi_board>;
    else return false;
}();

// Whether the one-die rule set R lets two or more own pawns on an unsafe square keep enemies off (a
// pair, ludo_king): drawn like a blockade. Parchís barriers are R's blockades.
template <class R>
[[nodiscard]] constexpr bool marks_pairs(const state<R>& s) noexcept {
    if constexpr (R::turn == family::one_die) return rules_of(s).stacking == one_die_stacking::pair;
    else return false;
}

// The look of board G's one-die picture: round fields (MAEDN, the board without HOME) or square ones.
template <class G>
struct one_die_look {
    static constexpr bool round_fields = !route<G>::has_home;
    static constexpr int yard_side = frame<G>::arm * cell;  // a yard fills its corner block
    // The 4 pawn spots of a yard: a 2 x 2 about the block's middle, this far from it along each axis.
    static constexpr int yard_spot_offset = round_fields ? cell / 2 : cell;
    static constexpr int yard_spot_radius = round_fields ? 16 : 22;
    // A highlighted yard: a circle round its 4 spots.
    static constexpr int yard_highlight_radius = yard_spot_offset + yard_spot_radius + 12;
    static constexpr int field_radius = 16;  // a round field
    static constexpr std::string_view cloth = round_fields ? "#f1d592" : "#f4f1e6";
    static constexpr std::string_view line = "#2b2b2b";
};

// The place of the k-th pawn in a yard: on its k-th spot (k mod 4).
template <class G>
[[nodiscard]] constexpr pawn_place place_in_yard(int k) noexcept {
    constexpr int d = one_die_look<G>::yard_spot_offset;
    const int q = k % 4;
    return {q % 2 == 0 ? -d : d, q < 2 ? -d : d, 14};
}

// A five-pointed star about (0, 0) pointing up, outer radius 14: outer and inner corners in turn.
inline constexpr std::array<svg_point, 10> star_corners{{{0, -14}, {4, -5}, {13, -4}, {6, 2}, {8, 11},
                                                         {0, 6}, {-8, 11}, {-6, 2}, {-13, -4}, {-4, -5}}};

inline void write_star(writer& w, svg_point c, std::string_view classes, std::string_view fill, std::string_view stroke) {
    w << "<path class=\"" << classes << "\" pointer-events=\"none\" stroke-width=\"1.5\" stroke-linejoin=\"round\"";
    w.attr("fill", fill).attr("stroke", stroke) << " d=\"";
    for (std::size_t i = 0; i < star_corners.size(); ++i)
        w << (i == 0 ? 'M' : 'L') << c.x + star_corners[i].x << ' ' << c.y + star_corners[i].y;
    w << "Z\"/>\n";
}

// The arrow on seat's start square, pointing from it to the square after it (the way of play).
template <class G>
void write_start_arrow(writer& w, int seat) {
    using board = route<G>;
    const svg_point at = square_centre<G>(board::square(seat, 1));
    const svg_point next = square_centre<G>(board::square(seat, 2));
    // Unit steps: ahead along the way of play, and to its right.
    const int ax = (next.x > at.x) - (next.x < at.x), ay = (next.y > at.y) - (next.y < at.y);
    const int rx = -ay, ry = ax;
    // The arrow as (side, ahead) pairs: a head and a stem.
    constexpr std::array<std::array<int, 2>, 7> shape{{{0, 13}, {9, 1}, {4, 1}, {4, -12}, {-4, -12}, {-4, 1}, {-9, 1}}};
    w << "<path class=\"start-mark\" pointer-events=\"none\" fill=\"#ffffff\" stroke=\"#1a1a1a\" stroke-width=\"1\" d=\"";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        const auto [side, ahead] = shape[i];
        w << (i == 0 ? 'M' : 'L') << at.x + side * rx + ahead * ax << ' ' << at.y + side * ry + ahead * ay;
    }
    w << "Z\"/>\n";
}

// The yards, the track, the squares and (Ludo) HOME of R's one-die board: what to_svg draws under the
// pawns. Seats not in play keep their coloured yard (the board is printed so) without a nest spot.
template <class R>
void draw_one_die_board(writer& w, const state<R>& s, const svg_options& options) {
    using G = typename R::board;
    using board = route<G>;
    using look = one_die_look<G>;
    using frame = detail::svg::frame<G>;
    constexpr int ring = board::ring_squares, squares = board::squares;
    const auto spot_attrs = [&](int spot) {
        if (options.interactive) w.attr("data-square", spot);
    };

    // ---- yards ------------------------------------------------------------------------------------
    for (int seat = 0; seat < 4; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        const bool playing = in_play(s, seat);
        const bool moving = playing && s.mover == seat && !is_over(s) && s.phase != stage::opening;
        const svg_point tl = frame::corner_of(board_grid::layout<G>::corner_origin(seat));
        const svg_point c = frame::nest_centre(seat);
        w << "<rect class=\"" << (playing ? "nest yard" : "yard") << (moving ? " mover" : "") << '"';
        w.attr("x", tl.x).attr("y", tl.y).attr("width", look::yard_side).attr("height", look::yard_side);
        if constexpr (look::round_fields) w.attr("rx", 18).attr("fill", seat_tint[i]);
        else w.attr("fill", seat_fill[i]);
        w.attr("stroke", moving ? std::string_view("#111111") : look::line).attr("stroke-width", moving ? 5 : 1);
        if (moving) w.attr("stroke-dasharray", "14 8");
        if (playing) spot_attrs(nest_spot<G>(seat));
        w << "/>\n";
        if constexpr (!look::round_fields) {  // Ludo: the white inner square of the yard
            w << "<rect class=\"yard-inside\" pointer-events=\"none\" fill=\"#ffffff\"";
            w.attr("x", tl.x + cell).attr("y", tl.y + cell).attr("width", look::yard_side - 2 * cell)
                .attr("height", look::yard_side - 2 * cell).attr("rx", 10).attr("stroke", look::line)
                .attr("stroke-width", 1) << "/>\n";
        }
        for (int k = 0; k < 4; ++k) {
            const pawn_place at = place_in_yard<G>(k);
            w << "<circle class=\"yard-spot\" pointer-events=\"none\"";
            w.attr("cx", c.x + at.dx).attr("cy", c.y + at.dy).attr("r", look::yard_spot_radius);
            w.attr("fill", look::round_fields ? seat_fill[i] : seat_tint[i]).attr("stroke", look::round_fields ? look::line : seat_fill[i]);
            w.attr("stroke-width", look::round_fields ? 2 : 3) << "/>\n";
        }
        if (!playing) continue;
        // The label along the yard's top edge: inside the coloured border (Ludo) or above the spots.
        w << "<text class=\"seat-label\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\"";
        w.attr("font-size", look::round_fields ? 14 : 15).attr("x", c.x).attr("y", tl.y + 26);
        w.attr("fill", look::round_fields ? std::string_view("#2b2b2b") : std::string_view("#ffffff"));
        if constexpr (!look::round_fields) w << " font-weight=\"bold\"";
        w << '>' << "seat " << seat << " \xC2\xB7 " << seat_colours[i];
        if (moving) w << (look::round_fields ? " \xE2\x97\x80" : " \xE2\x97\x80 to move");
        w << "</text>\n";
    }

    // ---- MAEDN: the line joining the fields, round the ring and up each goal row -----------------
    if constexpr (look::round_fields) {
        w << "<path class=\"track\" pointer-events=\"none\" fill=\"none\" stroke-width=\"4\"";
        w.attr("stroke", look::line) << " d=\"";
        for (int sq = 0; sq < ring; ++sq) {
            const svg_point c = square_centre<G>(sq);
            w << (sq == 0 ? 'M' : 'L') << c.x << ' ' << c.y;
        }
        w << 'Z';
        for (int seat = 0; seat < 4; ++seat) {
            const svg_point tip = square_centre<G>(board::square(seat, board::turn_off));
            const svg_point last = square_centre<G>(board::square(seat, board::last_stop));
            w << 'M' << tip.x << ' ' << tip.y << 'L' << last.x << ' ' << last.y;
        }
        w << "\"/>\n";
    }

    // ---- the squares ----------------------------------------------------------------------------------
    for (int sq = 0; sq < squares; ++sq) {
        const bool on_ring = sq < ring;
        const bool safe = on_ring && rules_of(s).safe_squares && board::is_safe(static_cast<std::uint8_t>(sq));
        int owner = on_ring ? -1 : (sq - ring) / board::private_squares_per_seat;  // home column / goal row
        int starts = -1;  // the seat whose start square this is
        for (int seat = 0; seat < 4 && on_ring; ++seat)
            if (static_cast<int>(board::square(seat, 1)) == sq) starts = seat;
        if (starts >= 0) owner = starts;
        std::string_view fill = look::round_fields ? "#fffdf5" : "#ffffff";
        if (owner >= 0) fill = look::round_fields && starts < 0 ? seat_tint[static_cast<std::size_t>(owner)]
                                                                 : seat_fill[static_cast<std::size_t>(owner)];
        const svg_point c = square_centre<G>(sq);
        if constexpr (look::round_fields) {
            w << "<circle";
        } else {
            w << "<rect";
        }
        w << " class=\"square" << (on_ring ? " ring" : " private") << (starts >= 0 ? " start" : "")
          << (safe ? " safe" : "") << '"';
        if constexpr (look::round_fields) {
            w.attr("cx", c.x).attr("cy", c.y).attr("r", look::field_radius);
            w.attr("stroke", owner >= 0 ? seat_dark[static_cast<std::size_t>(owner)] : look::line).attr("stroke-width", 3);
        } else {
            w.attr("x", c.x - cell / 2).attr("y", c.y - cell / 2).attr("width", cell).attr("height", cell);
            w.attr("stroke", look::line).attr("stroke-width", 1);
        }
        w.attr("fill", fill);
        if (options.interactive) w << " id=\"square-" << sq << '"';
        spot_attrs(sq);
        w << "/>\n";
        if (safe) {
            if (starts >= 0) write_star(w, c, "safe-mark start-mark star", "#ffffff", "#1a1a1a");
            else write_star(w, c, "safe-mark star", "#8a8f98", "#2b2b2b");
        } else if (starts >= 0) {
            write_start_arrow<G>(w, starts);
        }
    }

    // ---- Ludo: HOME, four triangles in the seats' colours meeting in the middle ----------------------
    if constexpr (!look::round_fields) {
        for (int seat = 0; seat < 4; ++seat) {
            w << "<path class=\"home\"";
            w.attr("fill", seat_fill[static_cast<std::size_t>(seat)]).attr("stroke", look::line).attr("stroke-width", 1);
            spot_attrs(home_spot<G>(seat));
            write_home_triangle_path<G>(w, seat);
        }
        w << "<text class=\"home-label\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\" "
             "font-weight=\"bold\" font-size=\"11\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"2\" "
             "paint-order=\"stroke\"";
        w.attr("x", frame::mid_x).attr("y", frame::mid_y + 4) << ">HOME</text>\n";
    }
}

// A stack on a square of a one-die board: its count in the cell's top right corner.
template <class G>
void write_stack_count(writer& w, int sq, int n) {
    const svg_point c = square_centre<G>(sq);
    w << "<text class=\"count\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\" "
         "font-weight=\"bold\" font-size=\"13\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"3\" "
         "paint-order=\"stroke\"";
    w.attr("x", c.x + cell / 2 - 6).attr("y", c.y - cell / 2 + 12) << '>' << n << "</text>\n";
}

}  // namespace pachisi::detail::svg
