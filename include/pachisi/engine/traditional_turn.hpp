#pragma once
// The traditional turn (docs/rules.md §6): refuse or throw the cowries; on a grace that lets a pawn in,
// optionally enter one; optionally move one group of own pawns of equal progress (or, with the split
// option, several groups one after another, sharing the throw's value); stop at any time.
//
// In a play the state's parts[0] holds the value still to move, and the mover's tags mark the pawns
// entered (1) and moved (2) in this throw: neither may move again with it.

#include <cstdint>

#include "action.hpp"
#include "occupancy.hpp"
#include "pawn_moves.hpp"
#include "perform.hpp"
#include "state.hpp"

namespace pachisi::detail {

inline constexpr std::uint8_t entered_mark = 1;
inline constexpr std::uint8_t moved_mark = 2;

// Whether a group of `group` pawns of the mover may stop at progress `to` (docs/rules.md §6.5, §6.6).
template <class R>
[[nodiscard]] constexpr landing group_landing(const state<R>& s, const occupancy& occ, int to, int group) noexcept {
    using board = route<typename R::board>;
    // Option 3 of seed 004 (docs/rules.md §6.6 Decision): a seat that has not captured may not turn into its
    // middle column on the way home, nor reach home; its pawns go round again. A pawn waiting in the column
    // could never capture, and a game where every seat left waits so would never end.
    if (R::home_needs_capture && board::is_homeward(to) && !((s.captured >> s.mover) & 1U)) return landing::illegal;
    if (to == board::home) return landing::free;
    const std::uint8_t sq = board::square(s.mover, to);
    const int count = occ.count[sq];
    if (count == 0) return landing::free;
    const int other = occ.owner[sq];
    if (other == s.mover || are_partners(s, s.mover, other)) return landing::free;  // any number of a team
    if (board::is_safe(sq)) return landing::illegal;  // nothing lands on a castle holding an enemy
    if (group == 1 && count >= 2) return landing::illegal;  // a blockade falls only to two or more
    return landing::capture;
}

// docs/rules.md §6.6, exact count: a middle-column square from which no throw value reaches home exactly
// (6 cowries: p = 77, 83; 7 cowries: p = 78, 79, 83) is no place to stop: the pawn could never finish.
template <class R>
[[nodiscard]] constexpr bool is_dead_end(int to) noexcept {
    using board = route<typename R::board>;
    if (!R::exact_home || !board::is_homeward(to) || to == board::home) return false;
    for (const int value : R::thrower::values)
        if (to + value == board::home) return false;
    return true;
}

// The value of the throw still to move; the whole value while no part of it has moved.
template <class R>
[[nodiscard]] constexpr int value_left(const state<R>& s) noexcept {
    return s.part_count ? s.parts[0] : 0;
}
template <class R>
[[nodiscard]] constexpr bool nothing_moved_yet(const state<R>& s) noexcept {
    return value_left(s) == R::thrower::value(s.thrown);
}

template <class R>
[[nodiscard]] constexpr bool has_entered_this_throw(const state<R>& s) noexcept {
    for (auto tag : s.tags)
        if (tag == entered_mark) return true;
    return false;
}

template <class R>
constexpr void perform_traditional(state<R>& s, const action& a) noexcept;

// Every move of one group by the value left (with the split option: by any part of it) that may stop
// where it lands, before the split rule below.
template <class R, class Visit>
constexpr bool any_group_move(const state<R>& s, Visit&& visit) {
    if (s.part_count == 0) return false;
    const occupancy occ = occupancy_of(s);
    const int value = s.parts[0];
    const auto& row = s.pawns[s.mover];
    // Each distinct progress holding pawns free to move gives groups of 1..n of them.
    for (std::size_t i = 0; i < row.size();) {
        const int p = row[i];
        std::size_t end = i;
        int free = 0;
        while (end < row.size() && row[end] == p) free += s.tags[end] == 0, ++end;
        if (p != 0 && p != home_of<R>) {
            for (int group = 1; group <= free; ++group) {
                for (int steps = R::split_throw ? 1 : value; steps <= value; ++steps) {
                    const auto targets = move_routes<R>(occ, s.mover, p, steps, group >= 2);
                    for (int k = 0; k < targets.count; ++k) {
                        const int to = targets.to[static_cast<std::size_t>(k)];
                        if (group_landing(s, occ, to, group) == landing::illegal || is_dead_end<R>(to)) continue;
                        if (visit(action{action_kind::move, static_cast<progress_t>(p), 0,
                                         static_cast<std::uint8_t>(steps), static_cast<progress_t>(to),
                                         static_cast<std::uint8_t>(group)}))
                            return true;
                    }
                }
            }
        }
        i = end;
    }
    return false;
}

// docs/rules.md §6.4, split option: the parts of a play add up to the whole value, each checked on the
// position the previous one left. Whether the value left in s can be moved to the last square.
template <class R>
[[nodiscard]] constexpr bool can_move_value_left(const state<R>& s) {
    return any_group_move(s, [&](const action& a) {
        if (a.steps == value_left(s)) return true;
        state<R> next = s;
        perform_traditional(next, a);
        return can_move_value_left(next);
    });
}

// The decisions of docs/rules.md §6 other than stopping (`pass`, which legal_actions adds).
template <class R, class Visit>
constexpr bool any_traditional_action(const state<R>& s, Visit&& visit) {
    if (s.phase == stage::ready)
        return visit(action{action_kind::refuse, 0, 0, 0, 0}) || visit(action{action_kind::roll, 0, 0, 0, 0});
    if (s.phase != stage::play) return false;
    if (R::thrower::lets_pawn_enter(s.thrown) && has_nest_pawn(s, s.mover) && !has_entered_this_throw(s)) {
        const action enter{action_kind::enter, 0, 0, 0, 1};
        // §6.4: in a split play under way the value left must still be moved after entering (the pawn
        // entered may stand where a single pawn of the play would have to pass).
        bool leaves_value_movable = true;
        if (R::split_throw && value_left(s) > 0 && !nothing_moved_yet(s)) {
            state<R> next = s;
            perform_traditional(next, enter);
            leaves_value_movable = can_move_value_left(next);
        }
        if (leaves_value_movable && visit(enter)) return true;
    }
    return any_group_move(s, [&](const action& a) {
        if (R::split_throw && a.steps < value_left(s)) {
            state<R> next = s;
            perform_traditional(next, a);
            if (!can_move_value_left(next)) return false;
        }
        return visit(a);
    });
}

// Stopping (docs/rules.md §6.4): always allowed, but with the split option not after part of the value.
template <class R>
[[nodiscard]] constexpr bool may_stop(const state<R>& s) noexcept {
    return s.phase == stage::play && (!R::split_throw || value_left(s) == 0 || nothing_moved_yet(s));
}

template <class R>
constexpr void perform_traditional(state<R>& s, const action& a) noexcept {
    auto& row = s.pawns[s.mover];
    if (a.kind == action_kind::enter) {
        row[R::pawns - 1] = 1;  // rows are sorted: a nest pawn is last
        s.tags[R::pawns - 1] = entered_mark;
        sort_row(s, s.mover);
        return;
    }
    if (a.kind != action_kind::move) return;
    int left = a.group;
    for (std::size_t i = 0; i < row.size() && left > 0; ++i)
        if (row[i] == a.from && s.tags[i] == 0) row[i] = a.to, s.tags[i] = moved_mark, --left;
    if (capture_at(s, a.to)) {
        s.captured = static_cast<std::uint8_t>(s.captured | (1U << s.mover));
        if (R::capture_throws_again) ++s.throws_owed;
    }
    sort_row(s, s.mover);
    s.parts[0] = static_cast<std::uint8_t>(s.parts[0] - a.steps);
    if (!R::split_throw || s.parts[0] == 0) s.part_count = 0, s.parts[0] = 0;
}

}  // namespace pachisi::detail
