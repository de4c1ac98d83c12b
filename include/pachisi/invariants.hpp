#pragma once
// What every reachable state satisfies. The notation parser rejects states that break it, and the
// property tests check it after every action.

#include <bit>
#include <string_view>

#include "board.hpp"
#include "occupancy.hpp"
#include "state.hpp"

namespace pachisi {

// nullptr when the state is consistent; otherwise what is wrong with it.
template <class R>
[[nodiscard]] constexpr const char* invariant_violation(const state<R>& s) noexcept {
    using board = route<typename R::board>;
    const int seats = std::popcount(static_cast<unsigned>(s.seats));
    if (s.seats > 0b1111 || seats == 0 || (seats == 1 && s.phase != stage::over)) return "fewer than two seats in play";
    if (s.partners > 2 || (s.partners && s.seats != 0b1111)) return "partners need all four seats in play";
    if (s.mover > 3 || !in_play(s, s.mover)) return "the seat to move is not in play";
    for (int seat = 0; seat < 4; ++seat) {
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (!in_play(s, seat) && row[i] != 0) return "a seat not in play has pawns";
            if (i > 0 && row[i - 1] < row[i]) return "a pawn row is not sorted highest first";
            if (row[i] > board::home && !R::extra_lap) return "a progress beyond HOME in rules without extra laps";
        }
    }
    const occupancy occ = occupancy_of(s);
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            const auto sq = board::square(seat, p);
            if (sq == off_board) continue;
            int own = 0, team = 0;
            for (int other = 0; other < 4; ++other) {
                if (!in_play(s, other)) continue;
                for (auto q : s.pawns[static_cast<std::size_t>(other)]) {
                    if (board::square(other, q) != sq) continue;
                    own += other == seat;
                    team += other == seat || are_partners(s, seat, other);
                }
            }
            if constexpr (R::turn == family::traditional) {
                if (team != occ.count[sq]) return "pawns of two teams share a square";
            } else {
                if (own != occ.count[sq]) return "pawns of two colours share a square";
                if (own > (R::blockades ? 2 : 1)) return "too many pawns of one colour on a square";
            }
        }
    }
    for (std::size_t i = 0; i < s.tags.size(); ++i) {
        if (s.tags[i] > 2) return "a pawn tag is not 0, 1 or 2";
        const auto& row = s.pawns[s.mover];
        if (i > 0 && row[i - 1] == row[i] && s.tags[i - 1] < s.tags[i]) return "tagged pawns must come first among equals";
    }
    if (s.part_count > 4 || s.total_parts > 4 || s.part_count > s.total_parts) return "impossible part counts";
    if (s.phase != stage::play && (s.part_count || s.capture_rewards || s.home_rewards || s.reward_due_now))
        return "parts or rewards pending outside a play";
    if (s.phase > stage::over) return "unknown stage";
    return nullptr;
}

}  // namespace pachisi
