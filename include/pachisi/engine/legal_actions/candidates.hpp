#pragma once
// The candidate actions of a Parcheesi-family play (part of legal_actions.hpp): every move, entry and
// reward the throw's parts allow, generated in the documented order (pawns lowest first, parts lowest
// first) before the compulsion rules of §5.5 judge them; the occupancy moved by one action; actions
// with one outcome merged (§5.3).

#include <array>
#include <cstdint>
#include <type_traits>

#include "../action.hpp"
#include "../occupancy.hpp"
#include "../pawn_moves.hpp"
#include "../perform.hpp"
#include "../state.hpp"

namespace pachisi::detail {

template <class R>
[[nodiscard]] constexpr bool in_parts_phase(const state<R>& s) noexcept {
    return s.part_count > 0 || s.reward_due_now;
}

// Whether the mover has a start blockade's pawns to keep apart (docs/rules.md §5.6): rare, and asked
// often, so four tags are read as one word (__builtin_bit_cast: older libc++ lacks std::bit_cast).
template <class R>
[[nodiscard]] constexpr bool has_tags(const state<R>& s) noexcept {
    if constexpr (sizeof(s.tags) == sizeof(std::uint32_t)) {
        return __builtin_bit_cast(std::uint32_t, s.tags) != 0;
    } else {
        for (auto tag : s.tags)
            if (tag) return true;
        return false;
    }
}

// docs/rules.md §5.6: two pawns of a start blockade may not stand together on another square (HOME aside).
// `at` holds the mover's pawns where they stand (the row, or the row after some moves), aligned with the tags.
template <class R, class Row>
[[nodiscard]] constexpr bool tag_pairs_apart(const state<R>& s, const Row& at) noexcept {
    using board = route<typename R::board>;
    for (std::uint8_t tag = 1; tag <= 2; ++tag) {
        int first = -1, second = -1;
        for (std::size_t i = 0; i < at.size(); ++i)
            if (s.tags[i] == tag) (first < 0 ? first : second) = at[i];
        if (second < 0 || first == board::home || second == board::home) continue;
        const auto sq = square_of<R>(s.mover, first);
        if (sq == square_of<R>(s.mover, second) && sq != s.tag_square[tag - 1U]) return false;
    }
    return true;
}
template <class R>
[[nodiscard]] constexpr bool tagged_pawns_apart(const state<R>& s) noexcept {
    return tag_pairs_apart(s, s.pawns[s.mover]);
}
template <class R>
[[nodiscard]] constexpr bool start_blockades_broken_up(const state<R>& s) noexcept {
    return !has_tags(s) || tagged_pawns_apart(s);  // nearly every throw: no start blockade
}

// Calls f(progress, tag) once for each distinct pawn of the mover on the board, lowest progress first
// (and for one square lowest tag first: the order of legal actions); stops when f returns true.
template <class R, class F>
constexpr bool any_pawn_on_board(const state<R>& s, F&& f) {
    const auto& row = s.pawns[s.mover];  // sorted highest first: the nest pawns last
    std::size_t i = row.size();
    while (i > 0 && row[i - 1] == 0) --i;
    while (i-- > 0) {
        const int p = row[i];
        if (p == home_of<R>) {
            if (!rules_of(s).extra_lap) break;  // HOME is the highest progress: the rest are HOME too
            continue;
        }
        if (i > 0 && row[i - 1] == p && s.tags[i - 1] == s.tags[i]) continue;  // the same pawn again
        if (f(p, s.tags[i])) return true;
    }
    return false;
}

// The searches below stop at the first candidate that settles their question, so candidates are
// handed to a visitor (returning true to stop) rather than collected in a list. Every generator hands
// them over in the order of legal actions, so that lists need no sorting.

// Hands candidate a to a visitor, and when the visitor takes it too, whether a is a move on the board
// that captures (false for entries and declines): the generator has judged a move's landing already,
// and the full-turn search would judge it again.
template <class Visit>
PACHISI_INLINE constexpr bool offer(Visit& visit, const action& a, bool captures) {
    if constexpr (std::is_invocable_v<Visit&, const action&, bool>) return visit(a, captures);
    else return visit(a);
}

// The moves of `steps` squares by the pawn at p (tagged `tag`) that land legally. Reward moves are
// also held to §5.6.
//
// One body, two functions: any_move_of_pawn, whose inlining g++ decides, and any_move_of_pawn_inline, always
// inlined: any_part_candidate's moves where the options are values (rules/two_dice_dynamic.hpp; a call there,
// g++'s choice, cost about 40 instructions a move, +4% a legal_actions call for cardinal's twin). A macro, as
// the attribute cannot depend on a template argument: the plain function calling the inlined one instead
// changed g++'s choices for the compile-time presets (+5.2% per enumerate_plays for shg, +2.9% per game for
// american in bench/callgrind.sh).
#define PACHISI_ANY_MOVE_OF_PAWN_BODY                                                                                      \
    const auto targets = move_routes<R>(rules_of(s), occ, s.mover, p, steps, false);                                       \
    for (int i = 0; i < targets.count; ++i) {                                                                              \
        const int to = targets.to[static_cast<std::size_t>(i)];                                                            \
        const landing where = landing_at(s, occ, s.mover, to);                                                             \
        if (where == landing::illegal) continue;                                                                           \
        const action a{kind, static_cast<progress_t>(p), tag, static_cast<std::uint8_t>(steps), static_cast<progress_t>(to)}; \
        if (check_blockades) {                                                                                             \
            state<R> after = s;                                                                                            \
            perform(after, a);                                                                                             \
            if (!start_blockades_broken_up(after)) continue;                                                               \
        }                                                                                                                  \
        if (offer(visit, a, where == landing::capture)) return true;                                                       \
    }                                                                                                                      \
    return false;
template <class R, class Visit>
constexpr bool any_move_of_pawn(const state<R>& s, const occupancy_for<R>& occ, action_kind kind, int p, std::uint8_t tag,
                                int steps, bool check_blockades, Visit&& visit) {
    PACHISI_ANY_MOVE_OF_PAWN_BODY
}
template <class R, class Visit>
PACHISI_INLINE constexpr bool any_move_of_pawn_inline(const state<R>& s, const occupancy_for<R>& occ, action_kind kind, int p,
                                                      std::uint8_t tag, int steps, bool check_blockades, Visit&& visit) {
    PACHISI_ANY_MOVE_OF_PAWN_BODY
}
#undef PACHISI_ANY_MOVE_OF_PAWN_BODY

// Only a reward move can bring a start blockade's pawns back together at the end of the play (§5.6).
template <class R>
[[nodiscard]] constexpr bool reward_moves_need_blockade_check(const state<R>& s) noexcept {
    return !in_parts_phase(s) && has_tags(s);
}

// Every move of `steps` squares by one pawn that lands legally.
template <class R, class Visit>
constexpr bool any_move(const state<R>& s, const occupancy_for<R>& occ, action_kind kind, int steps, Visit&& visit) {
    const bool check_blockades = reward_moves_need_blockade_check(s);
    return any_pawn_on_board(s, [&](int p, std::uint8_t tag) {
        return any_move_of_pawn(s, occ, kind, p, tag, steps, check_blockades, visit);
    });
}

// Actions that use a part (or settle a capture reward due at once), before compulsion is applied.
// `occ` must be the occupancy of s.
template <class R, class Visit>
constexpr bool any_part_candidate(const state<R>& s, const occupancy_for<R>& occ, Visit&& visit) {
    if (s.reward_due_now) {
        return any_move(s, occ, action_kind::capture_reward, rules_of(s).capture_reward_squares, visit) ||
               offer(visit, action{action_kind::decline, 0, 0, 0, 0}, false);
    }
    const bool can_enter = has_nest_pawn(s, s.mover) && entry_landing(s, occ, s.mover) != landing::illegal;
    bool has_five = false;
    for (std::size_t i = 0; i < s.part_count; ++i) has_five = has_five || s.parts[i] == 5;
    if (has_five && can_enter && offer(visit, action{action_kind::enter, 0, 0, 0, 1}, false)) return true;
    const bool both_parts = s.total_parts == 2 && s.part_count == 2;
    const int sum = s.parts[0] + s.parts[1];
    if (both_parts && sum == 5 && can_enter && offer(visit, action{action_kind::enter_sum, 0, 0, 0, 1}, false)) return true;
    const bool any_part_move = any_pawn_on_board(s, [&](int p, std::uint8_t tag) {
        for (std::size_t i = 0; i < s.part_count; ++i) {
            const int part = s.parts[i];  // lowest first
            if (i > 0 && s.parts[i - 1] == part) continue;  // equal parts give the same actions
            if constexpr (has_options_at_run_time<R>) {
                if (any_move_of_pawn_inline(s, occ, action_kind::move, p, tag, part, false, visit)) return true;
            } else {
                if (any_move_of_pawn(s, occ, action_kind::move, p, tag, part, false, visit)) return true;
            }
        }
        return false;
    });
    if (any_part_move) return true;
    return rules_of(s).combine == combined_move::whole && both_parts &&
           any_move(s, occ, action_kind::whole_move, sum, visit);
}

template <class R, class Visit>
constexpr bool any_part_candidate(const state<R>& s, Visit&& visit) {
    return any_part_candidate(s, occupancy_of(s), visit);
}

// Brings occ, the occupancy of s, to that after action a (a Parcheesi-family action; s is the state
// before it): the searches below step through many positions one action apart, and updating the two
// squares involved is cheaper than a rebuild.
template <class R>
constexpr void update_occupancy(occupancy_for<R>& occ, const state<R>& s, const action& a) noexcept {
    const bool moves_a_pawn = a.kind != action_kind::decline && a.kind != action_kind::throw_again &&
                              a.kind != action_kind::pass;
    if (!moves_a_pawn) return;
    const bool enters = a.kind == action_kind::enter || a.kind == action_kind::enter_sum;
    if (!enters) {
        const std::uint8_t from = square_of<R>(s.mover, a.from);
        if (from != off_board) occ.remove_one(from);
    }
    const std::uint8_t to = square_of<R>(s.mover, enters ? 1 : a.to);
    if (to == off_board) return;
    if (occ.count[to] > 0 && occ.owner[to] != s.mover && !are_partners(s, s.mover, occ.owner[to]))
        occ.remove_all(to);  // captured
    occ.add(to, s.mover);
}
template <class R>
[[nodiscard]] constexpr occupancy_for<R> occupancy_after(const occupancy_for<R>& before, const state<R>& s, const action& a) noexcept {
    occupancy_for<R> occ = before;
    update_occupancy(occ, s, a);
    return occ;
}

// Actions that play a pending reward after the parts (docs/rules.md §5.7), declining aside.
template <class R, class Visit>
constexpr bool any_reward_move(const state<R>& s, Visit&& visit) {
    if (s.capture_rewards == 0 && s.home_rewards == 0) return false;  // most plays: nothing to look at
    const occupancy_for<R> occ = occupancy_of(s);
    const auto& rules = rules_of(s);
    if (s.capture_rewards > 0 && (rules.capture == capture_reward::move || rules.capture == capture_reward::move_or_throw_again))
        if (any_move(s, occ, action_kind::capture_reward, rules.capture_reward_squares, visit)) return true;
    if (s.home_rewards > 0 && any_move(s, occ, action_kind::home_reward, rules.home_reward_squares, visit)) return true;
    return s.capture_rewards > 0 && rules.capture == capture_reward::move_or_throw_again &&
           visit(action{action_kind::throw_again, 0, 0, 0, 0});
}

template <class R>
constexpr void reward_candidates(const state<R>& s, action_list<R>& out) {
    any_reward_move(s, [&](const action& a) { return out.push_back(a), false; });
    if (rules_of(s).rewards_optional && !out.empty()) out.push_back({action_kind::decline, 0, 0, 0, 0});
}

template <class R>
[[nodiscard]] constexpr bool has_reward_move(const state<R>& s) {
    return any_reward_move(s, [](const action&) { return true; });
}

template <class R>
[[nodiscard]] constexpr bool can_use_all_parts(const state<R>& s, const occupancy_for<R>& occ);

// SHG doublet bonus (docs/rules.md §5.7): the capture reward due at once may be played by a move of 20 that
// leaves every remaining part playable; when there is none, the reward is forfeited without an action.
template <class R>
constexpr bool has_due_reward_move(const state<R>& s) {
    const occupancy_for<R> occ = occupancy_of(s);
    return any_move(s, occ, action_kind::capture_reward, rules_of(s).capture_reward_squares, [&](const action& a) {
        state<R> next = s;
        perform(next, a);
        return can_use_all_parts(next, occupancy_after(occ, s, a));
    });
}

// Defined in play.hpp (included at the end of legal_actions.hpp): an action's whole effect, end of play included.
template <class R>
constexpr void perform_and_settle(state<R>& s, const action& a);

// Two actions that lead to the same state are one action (docs/rules.md §5.3). Only actions that move the
// same pawn squares the same way can collide: two pawns of one square told apart by their tags, whose
// tags vanish when the action ends the play, or (10-square capture and home rewards) two rewards of
// one size when the other reward cannot follow. Of such a pair the first in order is kept.
template <class R>
constexpr void merge_siblings(const state<R>& s, action_list<R>& actions) {
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
template <class R>
constexpr void merge_same_outcomes(const state<R>& s, action_list<R>& actions) {
    // Nearly every list: no tags to tell pawns apart and no home reward (the only kind that differs
    // from its sibling's), so no siblings at all.
    if (has_tags(s) || s.home_rewards != 0) merge_siblings(s, actions);
}

}  // namespace pachisi::detail
