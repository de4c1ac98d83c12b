#pragma once
// Who stands on each physical square: built from a state's pawn rows when a rule needs to look at
// squares (passing blockades, landing, captures).

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../rules/board.hpp"
#include "../rules/zero_bytes.hpp"
#include "state.hpp"

namespace pachisi {

// Squares: the board's physical squares (the member `squares` of `route<G>`), at most 128.
template <int Squares>
struct board_occupancy {
    static_assert(Squares <= 128, "two words hold a bit per square");
    std::array<std::uint8_t, static_cast<std::size_t>(Squares)> count;  // pawns on the square (cleared by the constructor)
    // Seat of a pawn on the square (any one), read only where count > 0. Left unset elsewhere: the
    // searches build many occupancies, and clearing half the bytes is measurably cheaper. Constant
    // evaluation may not copy unset bytes, so there it is cleared.
    std::array<std::uint8_t, static_cast<std::size_t>(Squares)> owner;
    // Bit sq set: two or more pawns on square sq. Most positions have no such square, and then no
    // move needs its run looked at square by square for blockades.
    std::array<std::uint64_t, 2> crowded{};

    constexpr board_occupancy() noexcept {
        if (std::is_constant_evaluated()) {
            count = {};
            owner = {};
        } else {
            detail::zero_bytes(count.data(), count.size());  // built at every decision: no rep stos
        }
    }

    [[nodiscard]] constexpr bool any_crowded() const noexcept { return (crowded[0] | crowded[1]) != 0; }
    // Adds a pawn of `seat` on square sq (not off_board).
    constexpr void add(std::uint8_t sq, int seat) noexcept {
        if (++count[sq] == 2) crowded[sq >> 6U] |= std::uint64_t{1} << (sq & 63U);
        owner[sq] = static_cast<std::uint8_t>(seat);
    }
    // Takes one pawn off square sq (not off_board), or all of them.
    constexpr void remove_one(std::uint8_t sq) noexcept {
        if (--count[sq] == 1) crowded[sq >> 6U] &= ~(std::uint64_t{1} << (sq & 63U));
    }
    constexpr void remove_all(std::uint8_t sq) noexcept {
        count[sq] = 0;
        crowded[sq >> 6U] &= ~(std::uint64_t{1} << (sq & 63U));
    }
};

// The occupancy of rule set R's board; `occupancy` is that of the standard boards (96 squares).
template <class R>
using occupancy_for = board_occupancy<route<largest_board_of<R>>::squares>;
using occupancy = board_occupancy<board_squares>;

template <class R>
[[nodiscard]] constexpr occupancy_for<R> occupancy_of(const state<R>& s) noexcept {
    occupancy_for<R> occ;
    const auto& board = board_of(s);
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            const std::uint8_t sq = square_on<R>(board, seat, p);
            if (sq != off_board) occ.add(sq, seat);
        }
    }
    return occ;
}

}  // namespace pachisi
