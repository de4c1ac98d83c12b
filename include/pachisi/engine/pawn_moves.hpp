#pragma once
// Where one pawn may go (docs/rules.md §5.4 for the Parcheesi family): its routes square by square, the
// blockades it may not pass, and what happens on the square where it stops.

#include <array>
#include <cstdint>

#include "../rules/board.hpp"
#include "../rules/errors.hpp"  // PACHISI_INLINE
#include "occupancy.hpp"
#include "state.hpp"

namespace pachisi {

// The progress values a pawn can reach with a move of exactly `steps` squares: one per route (two
// where the route crosses a turn-off and the rules allow another lap).
struct move_targets {
    std::array<progress_t, 2> to{};
    int count = 0;
};

namespace detail {
// Where a move of `steps` from progress `from` ends when its route cannot branch on the way (no
// turn-off among the squares it leaves from), or -1. Past HOME on the first trip means overshooting.
[[nodiscard]] constexpr int straight_run_end(const auto& board, int from, int steps) noexcept {
    if (from < board.turn_off) return from + steps <= board.turn_off ? from + steps : -1;
    if (from == board.turn_off || from == board.home) return -1;
    if (from < board.home) return from + steps;  // the home path never branches
    const int into_lap = (from - board.home) % board.ring_squares;  // 0: on a later lap's turn-off
    return into_lap != 0 && into_lap + steps <= board.ring_squares ? from + steps : -1;
}
}  // namespace detail

namespace detail {
template <class R>
[[nodiscard]] constexpr move_targets lap_move_routes(const auto& rules, const occupancy_for<R>& occ, int seat, int from,
                                                     int steps, bool may_pass_blockades) noexcept;
}

// Without another lap a move is a few instructions, always inlined (g++ 12 left it out of line in the
// full-turn search, which cost 5% of that search's instructions); with laps it is a call. `rules` are
// rules_of(s) (state.hpp).
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr move_targets move_routes(const auto& rules, const occupancy_for<R>& occ, int seat,
                                                                int from, int steps, bool may_pass_blockades) noexcept {
    const auto& board = board_of_rules<R>(rules);
    if (!rules.extra_lap) {
        // Without another lap every route is the straight run from+1 .. from+steps.
        move_targets targets;
        int to = from + steps;
        if (to > board.home) {
            if (rules.exact_home) return targets;
            to = board.home;  // overshoot stops at home
        }
        if (!may_pass_blockades && occ.any_crowded()) {
            const auto passed = board.squares_passed(seat, from, to);
            if (((passed[0] & occ.crowded[0]) | (passed[1] & occ.crowded[1])) != 0) return targets;  // a blockade
        }
        targets.to[0] = static_cast<progress_t>(to);
        targets.count = 1;
        return targets;
    } else {
        return detail::lap_move_routes<R>(rules, occ, seat, from, steps, may_pass_blockades);
    }
}

namespace detail {
// move_routes on boards with another lap: a turn-off's square leads on two ways.
template <class R>
[[nodiscard]] constexpr move_targets lap_move_routes(const auto& rules, const occupancy_for<R>& occ, int seat, int from,
                                                     int steps, bool may_pass_blockades) noexcept {
    const auto& board = board_of_rules<R>(rules);
    // Nearly every move runs straight: no turn-off on the squares it leaves from, so it has one route
    // and needs no step-by-step walk. (Overshooting or reaching HOME is straight too.)
    const int straight_to = detail::straight_run_end(board, from, steps);
    if (straight_to >= 0) {
        move_targets targets;
        int to = straight_to;
        if (to > board.home && from < board.home) {
            if (rules.exact_home) return targets;
            to = board.home;  // overshoot stops at home
        }
        if (!may_pass_blockades && occ.any_crowded())
            for (int q = from + 1; q < to; ++q)
                if (occ.count[board.square(seat, q)] >= 2) return targets;
        targets.to[0] = static_cast<progress_t>(to);
        targets.count = 1;
        return targets;
    }
    std::array<progress_t, 2> alive{static_cast<progress_t>(from)};
    int alive_count = 1;
    for (int step = 1; step <= steps; ++step) {
        std::array<progress_t, 2> next{};
        int next_count = 0;
        for (int i = 0; i < alive_count; ++i) {
            const int p = alive[static_cast<std::size_t>(i)];
            if (p == board.home) {
                if (!rules.exact_home) next[static_cast<std::size_t>(next_count++)] = static_cast<progress_t>(p);  // overshoot stops home
                continue;  // exact count: no route goes beyond HOME
            }
            const auto ahead = board.step(p, rules.extra_lap);
            for (int j = 0; j < ahead.count; ++j) {
                const int q = ahead.progress[static_cast<std::size_t>(j)];
                const std::uint8_t sq = board.square(seat, q);
                const bool passing = step < steps && q != board.home;
                if (passing && !may_pass_blockades && sq != off_board && occ.count[sq] >= 2) continue;
                if (next_count < 2) next[static_cast<std::size_t>(next_count++)] = static_cast<progress_t>(q);
            }
        }
        alive = next;
        alive_count = next_count;
    }
    move_targets targets;
    for (int i = 0; i < alive_count; ++i) targets.to[static_cast<std::size_t>(targets.count++)] = alive[static_cast<std::size_t>(i)];
    return targets;
}
}  // namespace detail

enum class landing : std::uint8_t { illegal, free, capture };

namespace detail {
// The stacking rules of docs/rules.md §5.4 for a pawn of `seat` stopping on square sq. A blockade, two pawns,
// a partner's pawn, or an own pawn with blockades off keep it out; a single opponent pawn is captured,
// except on a safe square, where only an entering pawn captures (§5.3 enter).
template <class R>
[[nodiscard]] constexpr landing stop_on_square(const state<R>& s, const occupancy_for<R>& occ, int seat, std::uint8_t sq,
                                               bool entering) noexcept {
    const auto& board = board_of(s);
    const int count = occ.count[sq];
    if (count == 0) return landing::free;
    if (count >= 2) return landing::illegal;
    const int other = occ.owner[sq];
    const auto& rules = rules_of(s);
    if (other == seat) return rules.blockades ? landing::free : landing::illegal;
    if (are_partners(s, seat, other)) return landing::illegal;
    if (rules.safe_squares && board.is_safe(sq) && !(entering && rules.entry_captures_on_safe)) return landing::illegal;
    return landing::capture;
}
}  // namespace detail

// A pawn of `seat` stopping at progress `to` (docs/rules.md §5.4); HOME is no square: nothing blocks it.
template <class R>
[[nodiscard]] constexpr landing landing_at(const state<R>& s, const occupancy_for<R>& occ, int seat, int to) noexcept {
    if (to == board_of(s).home) return landing::free;
    return detail::stop_on_square(s, occ, seat, square_of(s, seat, to), false);
}

// A nest pawn of `seat` entering at p = 1 (docs/rules.md §5.3 enter).
template <class R>
[[nodiscard]] constexpr landing entry_landing(const state<R>& s, const occupancy_for<R>& occ, int seat) noexcept {
    return detail::stop_on_square(s, occ, seat, square_of(s, seat, 1), true);
}

}  // namespace pachisi
