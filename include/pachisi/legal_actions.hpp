#pragma once
// Legal-action generation (RULES.md §5.3-§5.7 for the Parcheesi family; the traditional turn of §6 is
// in traditional_turn.hpp and dispatched from legal_actions below).
//
// A throw's candidate plays are all sequences of part-actions (interleaved with SHG's immediate capture
// rewards) that leave no start blockade standing together elsewhere (§5.6). The compulsion filters of
// §5.5 keep the plays that are best, lexicographically, in (fives entered, parts used, larger die used).
// When the throw is applied the best value is computed once and kept in the state as `need_*`; from
// then on an action is legal when some continuation from it reaches exactly that value. So at every
// step the generator offers the actions that begin some allowed play: nothing more, nothing less.

#include <algorithm>
#include <cstdint>

#include "action.hpp"
#include "occupancy.hpp"
#include "pawn_moves.hpp"
#include "perform.hpp"
#include "state.hpp"
#include "traditional_turn.hpp"

namespace pachisi {

namespace detail {

template <class R>
[[nodiscard]] constexpr bool in_parts_phase(const state<R>& s) noexcept {
    return s.part_count > 0 || s.reward_due_now;
}

// RULES.md §5.6: two pawns of a start blockade may not stand together on another square (HOME aside).
template <class R>
[[nodiscard]] constexpr bool start_blockades_broken_up(const state<R>& s) noexcept {
    using board = route<typename R::board>;
    const auto& row = s.pawns[s.mover];
    for (std::uint8_t tag = 1; tag <= 2; ++tag) {
        int first = -1, second = -1;
        for (int i = 0; i < R::pawns; ++i) {
            if (s.tags[static_cast<std::size_t>(i)] != tag) continue;
            (first < 0 ? first : second) = row[static_cast<std::size_t>(i)];
        }
        if (second < 0 || first == board::home || second == board::home) continue;
        const auto sq = board::square(s.mover, first);
        if (sq == board::square(s.mover, second) && sq != board::square(s.mover, s.tag_origin[tag - 1U]))
            return false;
    }
    return true;
}

// Calls f(progress, tag) once for each distinct pawn of the mover on the board; stops when f returns true.
template <class R, class F>
constexpr bool any_pawn_on_board(const state<R>& s, F&& f) {
    const auto& row = s.pawns[s.mover];
    for (std::size_t i = 0; i < row.size(); ++i) {
        const int p = row[i];
        if (p == 0 || p == home_of<R>) continue;
        if (i > 0 && row[i - 1] == p && s.tags[i - 1] == s.tags[i]) continue;  // the same pawn again
        if (f(p, s.tags[i])) return true;
    }
    return false;
}

// The searches below stop at the first candidate that settles their question, so candidates are
// handed to a visitor (returning true to stop) rather than collected in a list.

// Every move of `steps` squares by one pawn that lands legally. Reward moves are also held to §5.6.
template <class R, class Visit>
constexpr bool any_move(const state<R>& s, const occupancy& occ, action_kind kind, int steps, Visit&& visit) {
    const bool reward_phase = !in_parts_phase(s);
    return any_pawn_on_board(s, [&](int p, std::uint8_t tag) {
        const auto targets = move_routes<R>(occ, s.mover, p, steps, false);
        for (int i = 0; i < targets.count; ++i) {
            const int to = targets.to[static_cast<std::size_t>(i)];
            if (landing_at(s, occ, s.mover, to) == landing::illegal) continue;
            const action a{kind, static_cast<std::uint8_t>(p), tag, static_cast<std::uint8_t>(steps),
                           static_cast<std::uint8_t>(to)};
            if (reward_phase) {
                state<R> after = s;
                perform(after, a);
                if (!start_blockades_broken_up(after)) continue;
            }
            if (visit(a)) return true;
        }
        return false;
    });
}

// Actions that use a part (or settle a capture reward due at once), before compulsion is applied.
// `occ` must be the occupancy of s.
template <class R, class Visit>
constexpr bool any_part_candidate(const state<R>& s, const occupancy& occ, Visit&& visit) {
    if (s.reward_due_now) {
        return any_move(s, occ, action_kind::capture_reward, R::capture_reward_squares, visit) ||
               visit(action{action_kind::decline, 0, 0, 0, 0});
    }
    const bool can_enter = has_nest_pawn(s, s.mover) && entry_landing(s, occ, s.mover) != landing::illegal;
    for (std::size_t i = 0; i < s.part_count; ++i) {
        const int part = s.parts[i];
        if (i > 0 && s.parts[i - 1] == part) continue;  // equal parts give the same actions
        if (part == 5 && can_enter && visit(action{action_kind::enter, 0, 0, 0, 1})) return true;
        if (any_move(s, occ, action_kind::move, part, visit)) return true;
    }
    if (s.total_parts == 2 && s.part_count == 2) {
        const int sum = s.parts[0] + s.parts[1];
        if (sum == 5 && can_enter && visit(action{action_kind::enter_sum, 0, 0, 0, 1})) return true;
        if (R::combine == combined_move::whole && any_move(s, occ, action_kind::whole_move, sum, visit)) return true;
    }
    return false;
}

template <class R, class Visit>
constexpr bool any_part_candidate(const state<R>& s, Visit&& visit) {
    return any_part_candidate(s, occupancy_of(s), visit);
}

// The occupancy after action a, from the occupancy before it: the searches below step through many
// positions one action apart, and updating the two squares involved is cheaper than a rebuild.
template <class R>
[[nodiscard]] constexpr occupancy occupancy_after(const occupancy& before, const state<R>& s, const action& a) noexcept {
    using board = route<typename R::board>;
    occupancy occ = before;
    const bool moves_a_pawn = a.kind != action_kind::decline && a.kind != action_kind::throw_again &&
                              a.kind != action_kind::pass;
    if (!moves_a_pawn) return occ;
    const bool enters = a.kind == action_kind::enter || a.kind == action_kind::enter_sum;
    if (!enters) {
        const std::uint8_t from = board::square(s.mover, a.from);
        if (from != off_board) --occ.count[from];
    }
    const std::uint8_t to = board::square(s.mover, enters ? 1 : a.to);
    if (to == off_board) return occ;
    if (occ.count[to] > 0 && occ.owner[to] != s.mover && !are_partners(s, s.mover, occ.owner[to]))
        occ.count[to] = 0;  // captured
    ++occ.count[to];
    occ.owner[to] = s.mover;
    return occ;
}

// Actions that play a pending reward after the parts (RULES.md §5.7), declining aside.
template <class R, class Visit>
constexpr bool any_reward_move(const state<R>& s, Visit&& visit) {
    if (s.capture_rewards == 0 && s.home_rewards == 0) return false;  // most plays: nothing to look at
    const occupancy occ = occupancy_of(s);
    if (s.capture_rewards > 0) {
        if (R::capture == capture_reward::move || R::capture == capture_reward::move_or_throw_again)
            if (any_move(s, occ, action_kind::capture_reward, R::capture_reward_squares, visit)) return true;
        if (R::capture == capture_reward::move_or_throw_again && visit(action{action_kind::throw_again, 0, 0, 0, 0}))
            return true;
    }
    return s.home_rewards > 0 && any_move(s, occ, action_kind::home_reward, R::home_reward_squares, visit);
}

template <class R>
constexpr void reward_candidates(const state<R>& s, action_list<R>& out) {
    any_reward_move(s, [&](const action& a) { return out.push_back(a), false; });
    if (R::rewards_optional && !out.empty()) out.push_back({action_kind::decline, 0, 0, 0, 0});
}

template <class R>
[[nodiscard]] constexpr bool has_reward_move(const state<R>& s) {
    return any_reward_move(s, [](const action&) { return true; });
}

template <class R>
constexpr bool has_due_reward_move(const state<R>& s) {
    return any_move(s, occupancy_of(s), action_kind::capture_reward, R::capture_reward_squares,
                    [](const action&) { return true; });
}

// Defined in play.hpp (included at the end of this header): an action's whole effect, end of play included.
template <class R>
constexpr void perform_and_settle(state<R>& s, const action& a);

// Two actions that lead to the same state are one action (RULES.md §5.3). Only actions that move the
// same pawn squares the same way can collide: two pawns of one square told apart by their tags, whose
// tags vanish when the action ends the play, or (10-square capture and home rewards) two rewards of
// one size when the other reward cannot follow. Of such a pair the first in order is kept.
template <class R>
constexpr void merge_same_outcomes(const state<R>& s, action_list<R>& actions) {
    const auto siblings = [](const action& a, const action& b) {
        if (a.from != b.from || a.steps != b.steps || a.to != b.to || a.group != b.group) return false;
        if (a.kind == b.kind) return a.tag != b.tag;
        return a.tag == b.tag && a.kind == action_kind::capture_reward && b.kind == action_kind::home_reward;
    };
    for (std::size_t i = 0; i < actions.size(); ++i) {
        for (std::size_t j = i + 1; j < actions.size();) {
            if (siblings(actions[i], actions[j])) {
                state<R> first = s, second = s;
                perform_and_settle(first, actions[i]);
                perform_and_settle(second, actions[j]);
                if (first == second) {
                    actions.erase(j);
                    continue;
                }
            }
            ++j;
        }
    }
}

// What a play has achieved, in the order the filters of §5.5 compare it.
struct play_metrics {
    std::uint8_t fives = 0;   // die parts of 5 used to enter (only where auto fives compel it)
    std::uint8_t parts = 0;   // parts used
    std::uint8_t larger = 0;  // the larger die used (only where that is compelled)
    friend constexpr auto operator<=>(const play_metrics&, const play_metrics&) = default;
};

template <class R>
[[nodiscard]] constexpr bool larger_die_compelled(const state<R>& s) noexcept {
    return R::must_use_larger_die && s.total_parts == 2 && s.thrown.a != s.thrown.b;
}
template <class R>
[[nodiscard]] constexpr play_metrics metrics_of(const state<R>& s) noexcept {
    return {static_cast<std::uint8_t>(R::auto_fives ? s.fives_entered : 0), s.parts_used,
            static_cast<std::uint8_t>(larger_die_compelled(s) ? s.larger_used : 0)};
}
template <class R>
[[nodiscard]] constexpr play_metrics needed(const state<R>& s) noexcept {
    return {s.need_fives, s.need_parts, s.need_larger};
}

// Raises `best` to the best candidate play from s; true once `bound` (the most possible) is reached.
template <class R>
constexpr bool search_best_play(const state<R>& s, const occupancy& occ, play_metrics& best, const play_metrics& bound) {
    if (!s.reward_due_now && start_blockades_broken_up(s)) {
        best = std::max(best, metrics_of(s));
        if (best == bound) return true;
    }
    return any_part_candidate(s, occ, [&](const action& a) {
        state<R> next = s;
        perform(next, a);
        return search_best_play(next, occupancy_after(occ, s, a), best, bound);
    });
}

// Whether the play begun in s can still end as an allowed play.
template <class R>
[[nodiscard]] constexpr bool can_complete(const state<R>& s, const occupancy& occ) {
    if (!s.reward_due_now) {
        const play_metrics m = metrics_of(s);
        if (m.parts >= s.need_parts) return m == needed(s) && start_blockades_broken_up(s);
    }
    return any_part_candidate(s, occ, [&](const action& a) {
        state<R> next = s;
        perform(next, a);
        return can_complete(next, occupancy_after(occ, s, a));
    });
}

// At a throw: fix what every allowed play must achieve (RULES.md §5.5, with SHG's all-or-none bonus).
template <class R>
constexpr void fix_compulsion(state<R>& s) {
    int fives = 0;
    for (std::size_t i = 0; i < s.part_count; ++i) fives += s.parts[i] == 5;
    int nest = 0;
    for (auto p : s.pawns[s.mover]) nest += p == 0;
    const play_metrics bound{static_cast<std::uint8_t>(R::auto_fives ? std::min(fives, nest) : 0), s.part_count,
                             static_cast<std::uint8_t>(larger_die_compelled(s) ? 1 : 0)};
    play_metrics best;
    search_best_play(s, occupancy_of(s), best, bound);
    if (R::bonus_all_or_none && s.total_parts == 4 && best.parts < 4) best = {};
    s.need_fives = best.fives;
    s.need_parts = best.parts;
    s.need_larger = best.larger;
    if (best.parts == 0) s.part_count = 0, s.parts = {};  // no part can be played: all are forfeited
}

}  // namespace detail

// The legal actions of the seat to move, sorted by (kind, from, tag, steps, to, group). Empty at chance
// nodes and when the game is over. Parcheesi family: the single action `pass` when a throw allows
// nothing at all. Traditional: `pass` (stop here) is always among them during a play.
template <class R>
[[nodiscard]] constexpr action_list<R> legal_actions(const state<R>& s) {
    action_list<R> out;
    if constexpr (R::turn == family::traditional) {
        detail::any_traditional_action(s, [&](const action& a) { return out.push_back(a), false; });
        if (s.phase == stage::play) out.push_back({action_kind::pass, 0, 0, 0, 0});  // moving is not compulsory
        std::sort(out.begin(), out.end());
        return out;
    }
    if (s.phase != stage::play) return out;
    if (detail::in_parts_phase(s)) {
        const occupancy occ = occupancy_of(s);
        detail::any_part_candidate(s, occ, [&](const action& a) {
            state<R> next = s;
            detail::perform(next, a);
            if (detail::can_complete(next, detail::occupancy_after(occ, s, a))) out.push_back(a);
            return false;
        });
    } else {
        detail::reward_candidates(s, out);
    }
    if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
    std::sort(out.begin(), out.end());
    detail::merge_same_outcomes(s, out);
    return out;
}

}  // namespace pachisi

#include "play.hpp"  // perform_and_settle, declared above
