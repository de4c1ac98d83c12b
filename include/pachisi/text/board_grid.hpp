#pragma once
// Where each physical square sits on a drawn board: the 19 x 19 grid of cells that the text board
// (board_text.hpp) and the SVG board (board_svg.hpp) both lay out. Arm 0 is drawn at the bottom and
// arm k is arm 0 turned k quarter turns counter-clockwise (the direction of play); the centre 3 x 3
// cells are HOME.

#include "../rules/board.hpp"

namespace pachisi::board_grid {

inline constexpr int grid = 19;   // cells per side: 8 + 3 + 8
inline constexpr int centre = 9;  // the middle cell's row and column

struct cell {
    int row = 0, col = 0;
};

// A quarter turn counter-clockwise about the centre cell (screen rows grow downwards).
[[nodiscard]] constexpr cell turned(cell c, int quarter_turns) noexcept {
    for (int i = 0; i < quarter_turns % 4; ++i) c = {centre - (c.col - centre), centre + (c.row - centre)};
    return c;
}

// The grid draws the standard boards' arms: 17 ring squares (8 + tip + 8) and 7 private squares. A
// cross of another arm length (docs/rules.md §6.10 option 8) cannot be drawn yet.
template <class G>
inline constexpr bool drawable = route<G>::arm_squares == arm_squares &&
                                 route<G>::private_squares_per_seat == private_squares_per_seat &&
                                 route<G>::squares == board_squares;

// The cell of physical square sq on a board of geometry G. On arm 0 play goes down the left outer
// column to the tip (bottom middle) and up the right outer column towards the next arm.
template <class G>
[[nodiscard]] constexpr cell cell_of_square(int sq) noexcept {
    static_assert(drawable<G>, "pachisi: the text and SVG boards draw arms of 8 squares per column only");
    if (sq < ring_squares) {
        const int arm = ((sq + 8) / arm_squares) % 4;                                       // ring 60..67 lead into arm 0
        const int from_tip = (sq - arm_squares * arm + 8 + ring_squares) % ring_squares - 8;  // -8..8
        cell c{};
        if (from_tip < 0) c = {grid + from_tip, centre - 1};  // -8: beside the centre .. -1: by the tip
        else if (from_tip == 0) c = {grid - 1, centre};
        else c = {grid - from_tip, centre + 1};
        return turned(c, arm);
    }
    const int seat = (sq - ring_squares) / private_squares_per_seat;
    const int index = (sq - ring_squares) % private_squares_per_seat;
    // Which end of the private column touches the tip differs by board: the route says.
    const int index_by_tip = static_cast<int>(route<G>::square(0, route<G>::turn_off + 1)) - ring_squares;
    const int from_tip = index_by_tip == 0 ? index + 1 : private_squares_per_seat - index;  // 1..7
    return turned({grid - 1 - from_tip, centre}, seat);
}

}  // namespace pachisi::board_grid
