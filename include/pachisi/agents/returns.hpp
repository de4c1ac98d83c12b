#pragma once
// What a finished game is worth to each seat (OpenSpiel's Returns), and a progress potential for
// learners who want a denser signal than win or loss.
//
// returns(s): 0 for every seat until the game is over. Then +1 for each seat of the winning side
// and -1 for each other seat in play; seats not in play get 0. Partners (and the two colours of one
// traditional player) are one side and get the same value. There are no ties: a game ends in the
// play in which one side finishes, and only the mover's side can finish in its own play (a seat
// removed by the timer leaves the last seat as the one winner). The values add up to zero only for
// two sides; with three or four sides a loss is -1 for each losing seat.
//
// Playing for places (setup::play_for_places): the game ends when one side is left. Every side that
// finished gets +1 and the side left over gets -1: the return is "not last". The order in which the
// sides finished is in the state: places(s) (engine/score.hpp) gives each seat's place at the end,
// finishing_order(s) (engine/state.hpp) the finished seats so far.
//
// maedn_openspiel (docs/rules.md §10) returns what OpenSpiel's `maedn` returns: n - 1 to the winner
// and -1 to each of the other n - 1 players (zero-sum for any n); playing for places, the winner is
// the first seat to finish.
//
// progress_potential(s, seat): the seat's side's mean progress towards HOME minus the mean of the
// opposing sides, in [-1, 1]; 0 once the game is over. Rewards shaped as
// potential(after) - potential(before) add up over a game to -potential(start) = 0, so they leave
// the best policy unchanged (Ng, Harada and Russell, 1999) while rewarding progress at every step;
// the batched environment (environment.hpp) adds them with a weight the caller chooses (default 0).

#include <array>
#include <bit>

#include "../engine/state.hpp"
#include "../rules/board.hpp"

namespace pachisi {

// Whether the rules pay OpenSpiel's zero-sum returns (maedn_openspiel) rather than +1/-1.
template <class R>
[[nodiscard]] constexpr bool pays_zero_sum_returns() noexcept
    requires(!has_options_at_run_time<R>)
{
    if constexpr (R::turn == family::one_die) return R::zero_sum_returns;
    else return false;
}
// The same for the rules state s is played by (also those with options at run time).
template <class R>
[[nodiscard]] constexpr bool pays_zero_sum_returns(const state<R>& s) noexcept {
    if constexpr (R::turn == family::one_die) return rules_of(s).zero_sum_returns;
    else return false;
}

template <class R>
[[nodiscard]] constexpr std::array<double, 4> returns(const state<R>& s) noexcept {
    std::array<double, 4> values{};
    if (!is_over(s)) return values;
    if (pays_zero_sum_returns(s)) {
        const auto order = finishing_order(s);
        const int players = std::popcount(static_cast<unsigned>(s.seats));
        const int won = order.empty() ? winners(s) : 1 << order[0];
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat)) values[static_cast<std::size_t>(seat)] = ((won >> seat) & 1) ? players - 1.0 : -1.0;
        return values;
    }
    const int won = winners(s);
    for (int seat = 0; seat < 4; ++seat)
        if (in_play(s, seat)) values[static_cast<std::size_t>(seat)] = ((won >> seat) & 1) ? 1.0 : -1.0;
    return values;
}

namespace returns_detail {

// Share of the way to HOME a pawn at progress p has behind it: 0 in the nest, 1 at HOME (on a board
// without HOME, MAEDN, at the last goal field). A pawn on an extra lap counts the squares it still has
// to go, round to its turn-off and up the home path.
// `board` is a route (board_of(s)).
[[nodiscard]] constexpr double way_behind(const auto& board, int p) noexcept {
    const int end = board.last_stop;  // HOME where the board has it
    int remaining = end - p;
    if (p > board.home) {  // laps: only on boards with HOME
        const int past_turn_off = (p - board.home) % board.ring_squares;  // 0 at the turn-off itself
        remaining = (past_turn_off == 0 ? 0 : board.ring_squares - past_turn_off) + (board.home - board.turn_off);
    }
    const double share = 1.0 - static_cast<double>(remaining) / end;
    return share < 0 ? 0.0 : share;
}

template <class R>
[[nodiscard]] constexpr double seat_progress(const state<R>& s, int seat) noexcept {
    const auto& board = board_of(s);
    double total = 0;
    for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) total += way_behind(board, static_cast<int>(p));
    // The places a game of fewer pawns leaves unused stand at HOME, a whole way each: not the game's.
    if constexpr (has_board_at_run_time<R>) total -= unused_places(s);
    return total / pawn_count(s);
}

}  // namespace returns_detail

template <class R>
[[nodiscard]] constexpr double progress_potential(const state<R>& s, int seat) noexcept {
    if (is_over(s) || !in_play(s, seat)) return 0.0;
    // A side is a lone seat, or a team counted once at its lower seat with both seats' progress.
    const auto side_progress = [&](int first) {
        if (!s.partners) return returns_detail::seat_progress(s, first);
        return (returns_detail::seat_progress(s, first) + returns_detail::seat_progress(s, first ^ 2)) / 2;
    };
    const int mine = s.partners ? (seat & 1) : seat;
    double theirs = 0;
    int opposing = 0;
    for (int side = 0; side < 4; ++side) {
        if (!in_play(s, side) || side == mine || (s.partners && side >= 2)) continue;
        theirs += side_progress(side);
        ++opposing;
    }
    return side_progress(mine) - (opposing ? theirs / opposing : 0.0);
}

}  // namespace pachisi
