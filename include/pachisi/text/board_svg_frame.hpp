#pragma once
// The frame of the SVG boards (board_svg.hpp): the spot numbers a picture's click targets carry, the
// options a page passes, and where each cell, nest and HOME of a board of geometry G sits in the
// picture's user units, with the colours and the string writer the pictures share.

#include <algorithm>
#include <array>
#include <bitset>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../engine/state.hpp"
#include "board_grid.hpp"
#include "../rules/board.hpp"
#include "../rules/throws.hpp"

namespace pachisi {

// The spots of a board of geometry G: its squares, then 4 nests and 4 HOMEs.
template <class G>
inline constexpr int svg_spots_of = route<G>::squares + 8;
template <class G>
[[nodiscard]] constexpr int nest_spot(int seat) noexcept { return route<G>::squares + seat; }
template <class G>
[[nodiscard]] constexpr int home_spot(int seat) noexcept { return route<G>::squares + 4 + seat; }

// The same for the standard boards (the Parcheesi board and the standard cross: 96 squares).
inline constexpr int svg_spots = board_squares + 8;
[[nodiscard]] constexpr int nest_spot(int seat) noexcept { return board_squares + seat; }
[[nodiscard]] constexpr int home_spot(int seat) noexcept { return board_squares + 4 + seat; }

// Spots of the largest board drawn (the cross with arms of 10): the size of svg_options::highlight.
inline constexpr int max_svg_spots = svg_spots_of<cross_board_of<max_cross_arm, 1>>;

// The spot where seat's pawn at progress p is drawn.
template <class R>
    requires(!has_board_at_run_time<R>)
[[nodiscard]] constexpr int spot_of(int seat, int progress) noexcept {
    using G = typename R::board;
    using board = route<G>;
    if (progress <= 0) return nest_spot<G>(seat);
    if (progress == board::home) return home_spot<G>(seat);
    return static_cast<int>(board::square(seat, progress));
}
// The same for any rule set, on the board s is played on.
template <class R>
[[nodiscard]] constexpr int spot_of(const state<R>& s, int seat, int progress) noexcept {
    const auto& board = board_of(s);
    if (progress <= 0) return board.squares + seat;       // nest_spot
    if (progress == board.home) return board.squares + 4 + seat;  // home_spot
    return static_cast<int>(board.square(seat, progress));
}

struct svg_options {
    std::bitset<max_svg_spots> highlight{};  // spots to mark, e.g. where the selected pawn may go
    int selected = -1;                       // spot whose pawns of the mover are drawn as picked up
    bool interactive = false;                // ids and data-square / data-seat / data-progress attributes
};

struct svg_point {
    int x = 0, y = 0;
    friend constexpr bool operator==(const svg_point&, const svg_point&) = default;
};

namespace detail::svg {

inline constexpr int cell = 40;    // side of a square, in SVG user units
inline constexpr int margin = 10;  // around the board
inline constexpr int band_height = 76;  // status band below the board

using cell_pos = board_grid::cell;

// The picture of a board of geometry G: its size and where its cells, nests and HOME are. The
// standard boards (19 x 19 cells) make 780 x 856 units, the grid starting at (10, 10).
template <class G>
struct frame {
    using grid_of = board_grid::layout<G>;
    static constexpr int arm = grid_of::arm;
    static constexpr int grid = grid_of::grid;
    static constexpr int board_side = 2 * margin + grid * cell;  // the cloth's height
    static constexpr int width = std::max(board_side, 2 * margin + board_grid::grid * cell);
    static constexpr int height = board_side + band_height;
    static constexpr int left = (width - grid * cell) / 2;  // the grid's left edge: centred on the cloth
    static constexpr int top = margin;                      // ... and its top edge
    static constexpr int mid_x = left + grid * cell / 2, mid_y = top + grid * cell / 2;  // the middle of HOME
    // A nest: a circle in the corner block, with room above it for its label (108 on the standard boards).
    static constexpr int nest_radius = std::min(108, arm * cell / 2 - 52);

    [[nodiscard]] static constexpr cell_pos cell_of(int sq) noexcept { return grid_of::of_square(sq); }

    // Top-left corner of a cell.
    [[nodiscard]] static constexpr svg_point corner_of(cell_pos c) noexcept {
        return {left + c.col * cell, top + c.row * cell};
    }

    // Centre of seat's corner block (its nest): the middle of the n x n block right of arm `seat`
    // (seat 0 on the standard boards: rows and columns 11..18).
    [[nodiscard]] static constexpr svg_point nest_centre(int seat) noexcept {
        const svg_point origin = corner_of(grid_of::corner_origin(seat % 4));
        return {origin.x + arm * cell / 2, origin.y + arm * cell / 2};
    }
    // The middle of the HOME triangle's base, on the edge of the centre square next to arm `seat`.
    [[nodiscard]] static constexpr svg_point home_base_centre(int seat) noexcept {
        constexpr int half = 3 * cell / 2;
        switch (seat % 4) {
            case 0: return {mid_x, mid_y + half};
            case 1: return {mid_x + half, mid_y};
            case 2: return {mid_x, mid_y - half};
            default: return {mid_x - half, mid_y};
        }
    }
};

struct palette {
    std::string_view background, square, square_stroke, safe, mark, centre;
};
inline constexpr palette parcheesi_palette{"#efe4c8", "#fffaf0", "#6b5b45", "#b7c4d4", "#3d4f66", "#fffaf0"};
inline constexpr palette cross_palette{"#7a1f24", "#f2dca6", "#4d1114", "#f2dca6", "#4d1114", "#e9c77b"};

inline constexpr std::array<std::string_view, 4> seat_fill{"#d7263d", "#1b6ac9", "#f2b705", "#2a9d4b"};
inline constexpr std::array<std::string_view, 4> seat_dark{"#7d0f1f", "#0b356b", "#7a5a00", "#115227"};
inline constexpr std::array<std::string_view, 4> seat_tint{"#f5c3ca", "#c3d7f3", "#fbe8a6", "#c2e6cb"};

// Appends to the one string being built: no other allocation.
class writer {
public:
    explicit writer(std::string& out) noexcept : out_(out) {}
    writer& operator<<(std::string_view text) {
        out_ += text;
        return *this;
    }
    writer& operator<<(char c) {
        out_ += c;
        return *this;
    }
    writer& operator<<(int value) {
        std::array<char, 16> digits{};
        const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), value).ptr;
        out_.append(digits.data(), static_cast<std::size_t>(end - digits.data()));
        return *this;
    }
    // An attribute: ` name="value"`.
    template <class V>
    writer& attr(std::string_view name, const V& value) {
        return *this << ' ' << name << "=\"" << value << '"';
    }
    // Text content with &, < and > escaped.
    writer& text(std::string_view raw) {
        for (const char c : raw) {
            if (c == '&') out_ += "&amp;";
            else if (c == '<') out_ += "&lt;";
            else if (c == '>') out_ += "&gt;";
            else out_ += c;
        }
        return *this;
    }

private:
    std::string& out_;
};

// The `d` attribute and the end of seat's HOME triangle: its base the edge of the centre 3 x 3 cells next
// to the seat's arm, its apex the middle (both the Parcheesi and the Ludo pictures draw HOME so).
template <class G>
void write_home_triangle_path(writer& w, int seat) {
    using F = frame<G>;
    constexpr int lo_x = F::left + F::arm * cell, hi_x = lo_x + 3 * cell;
    constexpr int lo_y = F::top + F::arm * cell, hi_y = lo_y + 3 * cell;
    constexpr std::array<std::array<svg_point, 2>, 4> bases{{{{{lo_x, hi_y}, {hi_x, hi_y}}},
                                                             {{{hi_x, hi_y}, {hi_x, lo_y}}},
                                                             {{{hi_x, lo_y}, {lo_x, lo_y}}},
                                                             {{{lo_x, lo_y}, {lo_x, hi_y}}}}};
    const auto& b = bases[static_cast<std::size_t>(seat)];
    w << " d=\"M" << b[0].x << ' ' << b[0].y << 'L' << b[1].x << ' ' << b[1].y << 'L' << F::mid_x << ' ' << F::mid_y
      << "Z\"/>\n";
}

// Where the k-th of n pawns at a spot is drawn, relative to the spot's centre, and how big.
struct pawn_place {
    int dx = 0, dy = 0, r = 0;
};
// On a square (and in HOME): up to four side by side; more share the four places (a count is shown).
[[nodiscard]] constexpr pawn_place place_on_square(int k, int n) noexcept {
    if (n <= 1) return {0, 0, 14};
    if (n == 2) return {k == 0 ? -10 : 10, 0, 10};
    const int q = k % 4;
    return {q % 2 == 0 ? -10 : 10, q < 2 ? -10 : 10, 9};
}
// In the nest: a grid of up to 16 places, every pawn visible.
[[nodiscard]] constexpr pawn_place place_in_nest(int k, int n) noexcept {
    const int columns = n <= 4 ? 2 : 4;
    const int gap = n <= 4 ? 40 : 30;
    const int rows = (n + columns - 1) / columns;
    const int col = k % columns, row = (k / columns) % 4;
    return {(2 * col - (columns - 1)) * gap / 2, (2 * row - (std::min(rows, 4) - 1)) * gap / 2, n <= 4 ? 15 : 11};
}
// In the HOME triangle: a row along its base, up to four places; the row is turned with the seat.
[[nodiscard]] constexpr svg_point place_at_home(int seat, int k, int n) noexcept {
    const int places = std::min(n, 4);
    const int along = (2 * (k % 4) - (places - 1)) * 12;
    const int inward = 14;
    switch (seat % 4) {
        case 0: return {along, -inward};
        case 1: return {-inward, -along};
        case 2: return {-along, inward};
        default: return {inward, along};
    }
}

struct pawn_ref {
    int seat = 0, progress = 0;
};

}  // namespace detail::svg

// Centre of a physical square (0 .. the member squares of route<G>, less one) in the SVG's user units: the one map from the
// board data to the picture. E.g. on the standard boards seat 0's tip, ring square 0, is the bottom
// middle cell: (390, 750).
template <class G>
[[nodiscard]] constexpr svg_point square_centre(int sq) noexcept {
    using frame = detail::svg::frame<G>;
    const auto c = frame::corner_of(frame::cell_of(sq));
    return {c.x + detail::svg::cell / 2, c.y + detail::svg::cell / 2};
}

// Centre of any spot (0..svg_spots_of<G> - 1): a square's centre, the middle of a nest, or the middle
// of a HOME triangle.
template <class G>
[[nodiscard]] constexpr svg_point spot_centre(int spot) noexcept {
    using frame = detail::svg::frame<G>;
    if (spot < route<G>::squares) return square_centre<G>(spot);
    if (spot < home_spot<G>(0)) return frame::nest_centre(spot - nest_spot<G>(0));
    const int seat = spot - home_spot<G>(0);
    const svg_point base = frame::home_base_centre(seat);
    return {(base.x + frame::mid_x) / 2, (base.y + frame::mid_y) / 2};
}

}  // namespace pachisi
