#pragma once
// A position drawn as a standalone SVG document (to_svg), for web pages, notebooks and games: the
// picture board_text.hpp draws with characters, drawn as the real board.
//
// Layout (the same as board_text.hpp, from board_grid.hpp): a cross of 19 x 19 cells for the
// Parcheesi board and the standard cross (arms of 8 squares per column), of 2n + 3 cells a side for
// a cross with arms of n = 6..10 (docs/rules.md §6.10 option 8); a cell is 40 units whatever the
// board. Each arm has two outer columns of ring squares joined by the tip, and its owner's private
// column (home path, or the traditional middle column) between them. Seat 0's arm is at the bottom
// and the seats follow counter-clockwise (1 right, 2 top, 3 left), the direction of play. The centre
// 3 x 3 cells are HOME (the Charkoni), one triangle per seat beside its arm. Each seat's nest
// (traditional: its pawns waiting to enter) is the corner block to the right of its arm. Below the
// board a band says whose move it is and shows the throw: dice with pips, or cowrie shells with the
// number mouth up. The picture is never narrower than the standard boards' (780 units), so that the
// band has room: a smaller cross is centred on its cloth.
//
// The one-die games (docs/rules.md §10) on their own boards, from the same grid: Ludo on 15 x 15
// cells (coloured yards, home columns, start squares and the stars where the rule set makes them
// safe) and Mensch ärgere Dich nicht on 11 x 11 (round fields, A fields, B yards, goal rows, no HOME);
// board_svg_one_die.hpp draws them. Parchís keeps the Parcheesi picture, its seguros marked as safe.
// A blockade frame marks a Parchís barrier and a ludo_king pair; a stack on a one-die board shows
// its count.
//
// Every pawn is exactly one element, <circle class="pawn ...">. A page may ask for highlighted
// spots (legal destinations) and for data attributes that make pawns and squares clickable:
// data-square (a spot number, below), data-seat and data-progress.
//
// Spots: where a pawn can stand in the picture. 0..S-1 are the physical squares of rules/board.hpp
// (S = the member squares of route<G>: 96 on the standard boards, 72..120 on the crosses of arm 6..10,
// 72 on the Ludo board, 56 on the MAEDN board), then
// nest_spot<G>(seat) = S + seat and home_spot<G>(seat) = S + 4 + seat; nest_spot(seat) and
// home_spot(seat) without a board are the standard boards' (96 + seat, 100 + seat). Output is
// deterministic; the only heap memory used is the returned string; nothing is read or written
// outside it.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../engine/state.hpp"
#include "../rules/board.hpp"
#include "../rules/throws.hpp"
#include "board_svg_frame.hpp"
#include "board_svg_one_die.hpp"
#include "board_text.hpp"

namespace pachisi {

namespace detail::svg {
// to_svg on the picture of board G (with_drawn_board, board_text.hpp).
template <class G, class R>
[[nodiscard]] std::string svg_on(const state<R>& s, const svg_options& options) {
    using board = route<G>;
    static_assert(board_grid::drawable<G>, "pachisi: to_svg draws boards of 4 arms with 6..10 squares per column: "
                                           "the Parcheesi board, the crosses of docs/rules.md §6.10 option 8, "
                                           "and the Ludo and MAEDN boards of §9");
    using frame = detail::svg::frame<G>;
    constexpr int width = frame::width, height = frame::height, board_side = frame::board_side;
    constexpr int spots = svg_spots_of<G>, squares = board::squares;
    constexpr bool cross = board::shared_middle_column;
    constexpr const palette& colours = cross ? cross_palette : parcheesi_palette;
    // Ludo and MAEDN are drawn as their own boards (board_svg_one_die.hpp); Parchís on the Parcheesi one.
    constexpr bool one_die_board = one_die_picture<R>;
    constexpr bool round_fields = one_die_look<G>::round_fields;

    std::string out;
    out.reserve(24 * 1024);
    writer w(out);
    const auto spot_attrs = [&](int spot) {
        if (options.interactive) w.attr("data-square", spot);
    };

    w << "<svg xmlns=\"http://www.w3.org/2000/svg\"";
    if constexpr (one_die_board) w.attr("class", round_fields ? "pachisi-board maedn" : "pachisi-board ludo");
    else w.attr("class", cross ? "pachisi-board cross" : "pachisi-board parcheesi");
    w << " viewBox=\"0 0 " << width << ' ' << height << '"';
    w.attr("width", width).attr("height", height) << ">\n";
    if constexpr (one_die_board) {
        if constexpr (round_fields)
            w << "<title>Mensch \xC3\xA4rgere Dich nicht board (" << board::ring_squares << "-field ring)</title>\n";
        else w << "<title>Ludo board (" << board::ring_squares << "-square ring)</title>\n";
    } else if (cross) {
        w << "<title>Pachisi board (cross, " << squares << " squares)</title>\n";
    } else {
        w << "<title>Parcheesi board (" << board::ring_squares << "-square ring)</title>\n";
    }
    // One radial gradient per seat: a pawn stays a single element and still looks round.
    w << "<defs>";
    for (int seat = 0; seat < 4; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        w << "<radialGradient id=\"pawn-fill-" << seat << "\" cx=\"35%\" cy=\"30%\" r=\"75%\">"
          << "<stop offset=\"0\" stop-color=\"#ffffff\" stop-opacity=\"0.85\"/>"
          << "<stop offset=\"0.35\" stop-color=\"" << seat_fill[i] << "\"/>"
          << "<stop offset=\"1\" stop-color=\"" << seat_dark[i] << "\"/></radialGradient>";
    }
    w << "</defs>\n";
    w << "<rect class=\"cloth\" x=\"0\" y=\"0\"";
    w.attr("width", width).attr("height", board_side);
    w.attr("fill", one_die_board ? one_die_look<G>::cloth : colours.background) << "/>\n";

    if constexpr (one_die_board) draw_one_die_board(w, s, options);
    // ---- corners: nests (traditional: pawns waiting to enter) ------------------------------------
    for (int seat = 0; seat < 4 && !one_die_board; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto i = static_cast<std::size_t>(seat);
        const svg_point c = frame::nest_centre(seat);
        const bool moving = s.mover == seat && !is_over(s) && s.phase != stage::opening;
        w << "<circle class=\"nest" << (moving ? " mover" : "") << '"';
        w.attr("cx", c.x).attr("cy", c.y).attr("r", frame::nest_radius).attr("fill", seat_tint[i]);
        w.attr("stroke", moving ? std::string_view("#111111") : seat_fill[i]).attr("stroke-width", moving ? 6 : 4);
        if (moving) w.attr("stroke-dasharray", "14 8");
        spot_attrs(nest_spot<G>(seat));
        w << "/>\n";
        w << "<text class=\"seat-label\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"17\"";
        w.attr("x", c.x).attr("y", c.y - frame::nest_radius - 10).attr("fill", cross ? "#fff4dc" : "#2b2b2b");
        w << '>' << "seat " << seat << " \xC2\xB7 " << seat_colours[i] << (moving ? " \xE2\x97\x80 to move" : "")
          << "</text>\n";
    }

    // ---- the squares --------------------------------------------------------------------------------
    for (int sq = 0; sq < squares && !one_die_board; ++sq) {
        const svg_point tl = frame::corner_of(frame::cell_of(sq));
        const bool ring = sq < board::ring_squares;
        const bool safe = ring && rules_of(s).safe_squares && board_of(s).is_safe(static_cast<std::uint8_t>(sq));
        std::string_view fill = colours.square;
        int owner = -1;  // a seat's private column or its entry square is tinted with its colour
        if (!ring) owner = (sq - board::ring_squares) / board::private_squares_per_seat;
        if constexpr (!cross) {
            for (int seat = 0; seat < 4 && ring; ++seat)
                if (static_cast<int>(board::square(seat, 1)) == sq) owner = seat;
        }
        if (owner >= 0) fill = seat_tint[static_cast<std::size_t>(owner)];
        else if (safe && !cross) fill = colours.safe;
        w << "<rect class=\"square" << (ring ? " ring" : " private") << (safe ? " safe" : "") << '"';
        w.attr("x", tl.x).attr("y", tl.y).attr("width", cell).attr("height", cell);
        w.attr("fill", fill).attr("stroke", colours.square_stroke).attr("stroke-width", 1);
        if (options.interactive) w << " id=\"square-" << sq << '"';
        spot_attrs(sq);
        w << "/>\n";
        if (!safe) continue;
        if constexpr (cross) {  // a castle: the cloth's cross-stitch X
            w << "<path class=\"castle\" pointer-events=\"none\" fill=\"none\" stroke-width=\"3\"";
            w.attr("stroke", colours.mark) << " d=\"M" << tl.x + 7 << ' ' << tl.y + 7 << 'L' << tl.x + cell - 7 << ' '
                                           << tl.y + cell - 7 << 'M' << tl.x + cell - 7 << ' ' << tl.y + 7 << 'L'
                                           << tl.x + 7 << ' ' << tl.y + cell - 7 << "\"/>\n";
        } else {  // a safe space: a ring drawn on the darkened square
            w << "<circle class=\"safe-mark\" pointer-events=\"none\" fill=\"none\" stroke-width=\"2\"";
            w.attr("stroke", colours.mark).attr("cx", tl.x + cell / 2).attr("cy", tl.y + cell / 2).attr("r", 15)
                << "/>\n";
        }
    }

    // ---- HOME: four triangles meeting in the middle ----------------------------------------------
    if constexpr (!one_die_board) {
        // The centre 3 x 3 cells: columns and rows n .. n + 2 (8..10 on the standard boards).
        for (int seat = 0; seat < 4; ++seat) {
            w << "<path class=\"home\"";
            w.attr("fill", in_play(s, seat) ? seat_tint[static_cast<std::size_t>(seat)] : colours.centre);
            w.attr("stroke", colours.square_stroke).attr("stroke-width", 1);
            spot_attrs(home_spot<G>(seat));
            detail::svg::write_home_triangle_path<G>(w, seat);
        }
        w << "<text class=\"home-label\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\" "
             "font-size=\"11\" fill=\"#333333\"";
        w.attr("x", frame::mid_x).attr("y", frame::mid_y + 4) << '>' << (cross ? "CHARKONI" : "HOME") << "</text>\n";
    }

    // ---- pawns, spot by spot ----------------------------------------------------------------------
    std::array<std::array<int, 4>, static_cast<std::size_t>(spots)> count{};  // pawns per spot and seat
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        for (std::size_t i = 0; i < row.size(); ++i)
            if (is_game_pawn(s, seat, i)) ++count[static_cast<std::size_t>(spot_of(s, seat, static_cast<int>(row[i])))][static_cast<std::size_t>(seat)];
    }
    for (int spot = 0; spot < spots; ++spot) {
        const auto& here = count[static_cast<std::size_t>(spot)];
        const int n = here[0] + here[1] + here[2] + here[3];
        if (n == 0) continue;
        std::array<detail::svg::pawn_ref, 4 * 16> pawns{};  // at most every pawn of the board
        int listed = 0;
        for (int seat = 0; seat < 4; ++seat) {
            if (!here[static_cast<std::size_t>(seat)]) continue;
            const auto& row = s.pawns[static_cast<std::size_t>(seat)];
            for (std::size_t i = 0; i < row.size(); ++i)
                if (is_game_pawn(s, seat, i) && spot_of(s, seat, static_cast<int>(row[i])) == spot && listed < static_cast<int>(pawns.size()))
                    pawns[static_cast<std::size_t>(listed++)] = {seat, static_cast<int>(row[i])};
        }
        const svg_point c = spot_centre<G>(spot);
        // A blockade: two or more pawns of one colour (traditional: of one team) on a square; a
        // ludo_king pair is drawn so where it keeps enemies off (an unsafe ring square).
        const bool pairs = marks_pairs(s);
        const bool pair_blocks = pairs && spot < board::ring_squares &&
                                 !(rules_of(s).safe_squares && board_of(s).is_safe(static_cast<std::uint8_t>(spot)));
        if (spot < squares && (rules_of(s).blockades || pair_blocks)) {
            int side_max = 0, side_seat = 0;
            for (int seat = 0; seat < 4; ++seat) {
                int side = here[static_cast<std::size_t>(seat)];
                if (R::turn == family::traditional && are_partners(s, seat, seat ^ 2))
                    side += here[static_cast<std::size_t>(seat ^ 2)];
                if (side > side_max) side_max = side, side_seat = seat;
            }
            if (side_max >= 2) {
                const svg_point tl = frame::corner_of(frame::cell_of(spot));
                w << "<rect class=\"blockade" << (pairs ? " pair" : "") << "\" pointer-events=\"none\" fill=\"none\" stroke-width=\"4\"";
                w.attr("stroke", seat_dark[static_cast<std::size_t>(side_seat)]);
                w.attr("x", tl.x + 2).attr("y", tl.y + 2).attr("width", cell - 4).attr("height", cell - 4)
                    .attr("rx", 6) << "/>\n";
            }
        }
        for (int k = 0; k < listed; ++k) {
            const auto [seat, progress] = pawns[static_cast<std::size_t>(k)];
            int x = c.x, y = c.y, r = 0;
            if (spot < squares) {
                const pawn_place at = place_on_square(k, n);
                x += at.dx, y += at.dy, r = at.r;
            } else if (spot < home_spot<G>(0)) {
                const pawn_place at = one_die_board ? place_in_yard<G>(k) : place_in_nest(k, n);
                x += at.dx, y += at.dy, r = at.r;
            } else {
                const svg_point base = frame::home_base_centre(spot - home_spot<G>(0));
                const svg_point at = place_at_home(spot - home_spot<G>(0), k, n);
                x = base.x + at.x, y = base.y + at.y, r = 9;
            }
            const bool picked = spot == options.selected && seat == s.mover;
            w << "<circle class=\"pawn seat-" << seat << (picked ? " selected" : "") << '"';
            w.attr("cx", x).attr("cy", y).attr("r", r);
            w << " fill=\"url(#pawn-fill-" << seat << ")\"";
            w.attr("stroke", picked ? std::string_view("#00e05a") : std::string_view("#1a1a1a"))
                .attr("stroke-width", picked ? 5 : 2);
            if (options.interactive) {
                w << " id=\"pawn-" << seat << '-' << k << "-" << spot << '"';
                w.attr("data-square", spot).attr("data-seat", seat).attr("data-progress", progress);
            }
            w << "/>\n";
        }
        if constexpr (one_die_board) {  // a stack on a square shows its count; a yard has a spot per pawn
            if (spot < squares && n > 1) write_stack_count<G>(w, spot, n);
            continue;
        }
        const bool crowded = spot < squares ? n > 4 : spot >= home_spot<G>(0) ? n > 4 : n > 16;
        if (crowded) {
            w << "<text class=\"count\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\" "
                 "font-weight=\"bold\" font-size=\"15\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"3\" "
                 "paint-order=\"stroke\"";
            w.attr("x", c.x).attr("y", c.y + 5) << '>' << n << "</text>\n";
        }
    }

    // ---- highlighted spots: translucent, over the pawns, so a pawn to capture stays marked -------
    for (int spot = 0; spot < spots; ++spot) {
        if (!options.highlight.test(static_cast<std::size_t>(spot))) continue;
        const svg_point c = spot_centre<G>(spot);
        w << "<circle class=\"highlight\" fill=\"#39ff6a\" fill-opacity=\"0.3\" stroke=\"#0a7a2a\" "
             "stroke-width=\"3\"";
        const bool yard = one_die_board && spot >= squares && spot < home_spot<G>(0);
        w.attr("cx", c.x).attr("cy", c.y).attr("r", spot < squares ? 17 : yard ? one_die_look<G>::yard_highlight_radius : 26);
        spot_attrs(spot);
        w << "/>\n";
    }

    // ---- the band: whose move, and the throw ------------------------------------------------------
    const int top = board_side;
    w << "<rect class=\"band\" x=\"0\"";
    w.attr("y", top).attr("width", width).attr("height", band_height).attr("fill", "#faf6ec") << "/>\n";
    const auto mover = static_cast<std::size_t>(s.mover);
    w << "<text class=\"status\" font-family=\"sans-serif\" font-size=\"20\" fill=\"#222222\"";
    w.attr("x", 16).attr("y", top + 45) << '>';
    if (s.phase == stage::opening) {
        w << "opening throw: it decides who starts";
    } else if (s.phase == stage::over) {
        w << "game over: ";
        bool first = true;
        for (int seat = 0; seat < 4; ++seat)
            if ((winners(s) >> seat) & 1) {
                w << (first ? "" : " and ") << seat_colours[static_cast<std::size_t>(seat)] << " (seat " << seat << ')';
                first = false;
            }
        w << " won";
    } else {
        w << seat_colours[mover] << " (seat " << static_cast<int>(s.mover) << ')';
        if (s.phase == stage::ready) w << " to throw or refuse";
        else if (s.phase == stage::throw_) w << " to throw";
        else {
            w << " plays ";
            if constexpr (R::thrower::is_dice) {
                w << static_cast<int>(s.thrown.a) << '-' << static_cast<int>(s.thrown.b);
                if (s.part_count) {
                    w << ", left:";
                    for (std::size_t i = 0; i < s.part_count; ++i) w << ' ' << static_cast<int>(s.parts[i]);
                }
            } else if constexpr (R::turn == family::one_die) {
                w << static_cast<int>(s.thrown.a);
                if (s.part_count && s.parts[0] != s.thrown.a) w << ", " << static_cast<int>(s.parts[0]) << " to move";
            } else {
                w << static_cast<int>(s.thrown.a) << " up = " << R::thrower::value(s.thrown);
                if (R::thrower::is_grace(s.thrown)) w << ", grace";
                if (s.part_count) w << ", " << static_cast<int>(s.parts[0]) << " to move";
            }
            if (s.capture_rewards || s.reward_due_now) w << ", capture reward";
            if (s.home_rewards) w << ", home reward";
        }
    }
    w << "</text>\n";
    if (s.phase == stage::play) {
        int x = width - 16;
        if constexpr (R::thrower::is_dice || R::turn == family::one_die) {
            // Two dice (or one) with pips; pips sit on a 3 x 3 grid.
            constexpr std::array<std::array<bool, 9>, 7> pips{{{},
                                                               {0, 0, 0, 0, 1, 0, 0, 0, 0},
                                                               {1, 0, 0, 0, 0, 0, 0, 0, 1},
                                                               {1, 0, 0, 0, 1, 0, 0, 0, 1},
                                                               {1, 0, 1, 0, 0, 0, 1, 0, 1},
                                                               {1, 0, 1, 0, 1, 0, 1, 0, 1},
                                                               {1, 0, 1, 1, 0, 1, 1, 0, 1}}};
            const std::array<int, 2> faces{static_cast<int>(s.thrown.b), static_cast<int>(s.thrown.a)};
            for (std::size_t d = R::thrower::is_dice ? 0 : 1; d < faces.size(); ++d) {
                const int face = faces[d];
                constexpr int side = 50;
                x -= side;
                w << "<g class=\"die\"";
                w.attr("data-value", face) << '>';
                w << "<rect fill=\"#ffffff\" stroke=\"#222222\" stroke-width=\"2\"";
                w.attr("x", x).attr("y", top + 13).attr("width", side).attr("height", side).attr("rx", 8) << "/>";
                for (int i = 0; i < 9; ++i) {
                    if (face < 1 || face > 6 || !pips[static_cast<std::size_t>(face)][static_cast<std::size_t>(i)])
                        continue;
                    w << "<circle class=\"pip\" fill=\"#222222\" r=\"5\"";
                    w.attr("cx", x + 11 + (i % 3) * 14).attr("cy", top + 24 + (i / 3) * 14) << "/>";
                }
                w << "</g>\n";
                x -= 12;
            }
        } else {
            // Cowrie shells: mouth up shows the toothed slit, mouth down the smooth back.
            for (int k = static_cast<int>(R::thrower::shells) - 1; k >= 0; --k) {
                const bool up = k < static_cast<int>(s.thrown.a);
                x -= 30;
                const int cx = x + 13, cy = top + 38;
                w << "<g class=\"cowrie " << (up ? "mouth-up" : "mouth-down") << "\">";
                w << "<ellipse fill=\"" << (up ? "#fbf3de" : "#d8b98a") << "\" stroke=\"#5b4424\" stroke-width=\"2\"";
                w.attr("cx", cx).attr("cy", cy).attr("rx", 12).attr("ry", 19) << "/>";
                if (up) {
                    w << "<path fill=\"none\" stroke=\"#5b4424\" stroke-width=\"2\" d=\"M" << cx << ' ' << cy - 14
                      << "Q" << cx - 3 << ' ' << cy << ' ' << cx << ' ' << cy + 14;
                    for (int t = -10; t <= 10; t += 5)
                        w << "M" << cx - 5 << ' ' << cy + t << "L" << cx + 5 << ' ' << cy + t;
                    w << "\"/>";
                } else {
                    w << "<ellipse fill=\"#ecd8b4\" stroke=\"none\"";
                    w.attr("cx", cx - 3).attr("cy", cy - 6).attr("rx", 5).attr("ry", 8) << "/>";
                }
                w << "</g>\n";
            }
        }
    }
    w << "</svg>\n";
    return out;
}
}  // namespace detail::svg

template <class R>
[[nodiscard]] std::string to_svg(const state<R>& s, const svg_options& options = {}) {
    return detail::with_drawn_board(s, [&](auto board) { return detail::svg::svg_on<typename decltype(board)::type>(s, options); });
}

}  // namespace pachisi
