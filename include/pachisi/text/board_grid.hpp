#pragma once
// Where each physical square sits on a drawn board: the square grid of cells that the text board
// (board_text.hpp) and the SVG board (board_svg.hpp) both lay out, derived from the board's geometry
// (route<G>, rules/board.hpp), never from a hand-made table per board.
//
// A board of 4 arms whose arm has n squares per column (ring L = 2n + 1 squares per arm: n up one
// outer column, the tip, n down the other; a private column of n - 1 squares) is drawn on a grid of
// 2n + 3 cells a side: each arm is 3 columns wide and n rows long (the tip is the middle cell of its
// end row, the private column the n - 1 cells above it), the centre 3 x 3 cells are HOME, and the
// four n x n corner blocks hold the nests.
// The Parcheesi board and the standard cross (n = 8) make the 19 x 19 grid; the crosses of
// docs/rules.md §6.10 option 8 (n = 6..10) make grids of 15 .. 23 cells, the Ludo board (n = 6) 15.
// A board whose ring also takes the corner cells where two arms meet (L = 2n + 2, private columns of
// n squares: Mensch ärgere Dich nicht, n = 4, on 11 x 11 cells) is drawn on the same grid, the corner
// cell before each arm's outer column being a ring square too. Arm 0 is drawn at the bottom
// and arm k is arm 0 turned k quarter turns counter-clockwise (the direction of play).

#include "../rules/board.hpp"

namespace pachisi::board_grid {

struct cell {
    int row = 0, col = 0;
    friend constexpr bool operator==(const cell&, const cell&) = default;
};

// The arms the pictures are laid out for: those of the cross boards (rules/board.hpp), and from 4 squares
// for boards with corner squares (MAEDN).
inline constexpr int min_drawn_arm = min_cross_arm;
inline constexpr int max_drawn_arm = max_cross_arm;
inline constexpr int min_cornered_arm = 4;

// Whether board G's ring takes the corner cells too (L even: 2n + 2 ring squares per arm).
template <class G>
inline constexpr bool has_corner_squares = route<G>::arm_squares % 2 == 0;

// The arm length n that board G is drawn with (squares per column of an arm), or 0 when the grid
// cannot draw G: it needs 4 arms (route<G> checks that) of L = 2n + 1 ring squares and private columns
// of n - 1 squares, with n in min_drawn_arm..max_drawn_arm; or of L = 2n + 2 ring squares and private
// columns of n squares, n in min_cornered_arm..max_drawn_arm.
template <class G>
inline constexpr int arm_of = [] {
    constexpr int ring_per_arm = route<G>::arm_squares;
    if constexpr (has_corner_squares<G>) {
        constexpr int n = (ring_per_arm - 2) / 2;
        const bool fits = route<G>::private_squares_per_seat == n && n >= min_cornered_arm && n <= max_drawn_arm;
        return fits ? n : 0;
    } else {
        constexpr int n = (ring_per_arm - 1) / 2;
        const bool fits = route<G>::private_squares_per_seat == n - 1 && n >= min_drawn_arm && n <= max_drawn_arm;
        return fits ? n : 0;
    }
}();

template <class G>
inline constexpr bool drawable = arm_of<G> != 0;

// The grid of a board of geometry G.
template <class G>
struct layout {
    static_assert(drawable<G>, "pachisi: the text and SVG boards draw boards of 4 arms with 6..10 squares per "
                               "column (2n + 1 ring squares and n - 1 private squares per arm, or 2n + 2 and n)");
    static constexpr int arm = arm_of<G>;        // n: squares per column of an arm
    static constexpr int grid = 2 * arm + 3;     // cells per side: n + 3 + n
    static constexpr int centre = arm + 1;       // the middle cell's row and column
    static constexpr int corner_side = arm;      // a nest's corner block is corner_side x corner_side cells
    static constexpr int squares = route<G>::squares;

    // A quarter turn counter-clockwise about the centre cell (screen rows grow downwards).
    [[nodiscard]] static constexpr cell turned(cell c, int quarter_turns) noexcept {
        for (int i = 0; i < quarter_turns % 4; ++i) c = {centre - (c.col - centre), centre + (c.row - centre)};
        return c;
    }

    // The cell of physical square sq (0 <= sq < squares). On arm 0 play goes down the left outer
    // column to the tip (bottom middle) and up the right outer column towards the next arm.
    [[nodiscard]] static constexpr cell of_square(int sq) noexcept {
        using board = route<G>;
        constexpr int ring = board::ring_squares, per_arm = board::arm_squares;
        if (sq < ring) {
            constexpr int before_tip = has_corner_squares<G> ? arm + 1 : arm;  // ring squares leading into an arm
            const int arm_index = ((sq + before_tip) / per_arm) % 4;
            const int from_tip = (sq - per_arm * arm_index + before_tip + ring) % ring - before_tip;  // -n(-1)..n
            cell c{};
            if (from_tip == -arm - 1) c = {centre + 1, centre - 1};  // the corner cell before the arm
            else if (from_tip < 0) c = {grid + from_tip, centre - 1};  // -n: beside the centre .. -1: by the tip
            else if (from_tip == 0) c = {grid - 1, centre};
            else c = {grid - from_tip, centre + 1};
            return turned(c, arm_index);
        }
        constexpr int column = board::private_squares_per_seat;  // n - 1 (n with corner squares)
        const int seat = (sq - ring) / column;
        const int index = (sq - ring) % column;
        // Which end of the private column touches the tip differs by board: the route says.
        constexpr int index_by_tip = static_cast<int>(board::square(0, board::turn_off + 1)) - ring;
        const int from_tip = index_by_tip == 0 ? index + 1 : column - index;  // 1..n-1 (1..n)
        return turned({grid - 1 - from_tip, centre}, seat);
    }

    // The top-left cell of seat's corner block (its nest): the block to the right of its arm (bottom
    // right for seat 0), turned like the arm.
    [[nodiscard]] static constexpr cell corner_origin(int seat) noexcept {
        const cell inside = turned({grid - 1, grid - 1}, seat);
        return {inside.row < centre ? 0 : arm + 3, inside.col < centre ? 0 : arm + 3};
    }
};

// The cell of physical square sq on a board of geometry G (the member of_square of layout<G>).
template <class G>
[[nodiscard]] constexpr cell cell_of_square(int sq) noexcept {
    static_assert(drawable<G>, "pachisi: the text and SVG boards draw boards of 4 arms with 6..10 squares per "
                               "column (2n + 1 ring squares and n - 1 private squares per arm, or 2n + 2 and n)");
    return layout<G>::of_square(sq);
}

// The grid of the standard boards (the Parcheesi board and the standard cross, n = 8); another board's
// are layout<G>::grid and layout<G>::centre.
inline constexpr int grid = layout<parcheesi_board>::grid;      // 19
inline constexpr int centre = layout<parcheesi_board>::centre;  // 9

// A quarter turn counter-clockwise about the centre cell of the standard boards' grid (layout<G>::turned
// turns about another board's centre).
[[nodiscard]] constexpr cell turned(cell c, int quarter_turns) noexcept {
    return layout<parcheesi_board>::turned(c, quarter_turns);
}

}  // namespace pachisi::board_grid
