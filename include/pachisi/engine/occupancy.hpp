#pragma once
// Who stands on each physical square: built from a state's pawn rows when a rule needs to look at
// squares (passing blockades, landing, captures).

#include <array>
#include <cstdint>

#include "../rules/board.hpp"
#include "state.hpp"

namespace pachisi {

struct occupancy {
    std::array<std::uint8_t, board_squares> count{};  // pawns on the square
    std::array<std::uint8_t, board_squares> owner{};  // seat of a pawn on it (any one, where count > 0)
};

template <class R>
[[nodiscard]] constexpr occupancy occupancy_of(const state<R>& s) noexcept {
    occupancy occ;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            const std::uint8_t sq = route<typename R::board>::square(seat, p);
            if (sq == off_board) continue;
            ++occ.count[sq];
            occ.owner[sq] = static_cast<std::uint8_t>(seat);
        }
    }
    return occ;
}

}  // namespace pachisi
