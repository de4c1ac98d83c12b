#pragma once
// Legal-action generation (docs/rules.md §5.3-§5.7 for the Parcheesi family; the traditional turn of §6 is
// in traditional_turn.hpp and dispatched from legal_actions below).
//
// A throw's candidate plays are all sequences of part-actions (interleaved with SHG's immediate capture
// rewards) that leave no start blockade standing together elsewhere (§5.6). The compulsion filters of
// §5.5 keep the plays that are best, lexicographically, in (fives entered, parts used, larger die used).
// When the throw is applied the best value is computed once and kept in the state as `need_*`; from
// then on an action is legal when some continuation from it reaches exactly that value. So at every
// step the generator offers the actions that begin some allowed play: nothing more, nothing less.

#include <algorithm>
#include <compare>
#include <cstdint>
#include <type_traits>

#include "action.hpp"
#include "occupancy.hpp"
#include "pawn_moves.hpp"
#include "perform.hpp"
#include "state.hpp"
#include "traditional_turn.hpp"

namespace pachisi {

template <class R>
constexpr void legal_actions(const state<R>& s, action_list<R>& out);

namespace detail {

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
            if constexpr (!R::extra_lap) break;  // HOME is the highest progress: the rest are HOME too
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
template <class R, class Visit>
constexpr bool any_move_of_pawn(const state<R>& s, const occupancy& occ, action_kind kind, int p, std::uint8_t tag,
                                int steps, bool check_blockades, Visit&& visit) {
    const auto targets = move_routes<R>(occ, s.mover, p, steps, false);
    for (int i = 0; i < targets.count; ++i) {
        const int to = targets.to[static_cast<std::size_t>(i)];
        const landing where = landing_at(s, occ, s.mover, to);
        if (where == landing::illegal) continue;
        const action a{kind, static_cast<progress_t>(p), tag, static_cast<std::uint8_t>(steps), static_cast<progress_t>(to)};
        if (check_blockades) {
            state<R> after = s;
            perform(after, a);
            if (!start_blockades_broken_up(after)) continue;
        }
        if (offer(visit, a, where == landing::capture)) return true;
    }
    return false;
}

// Only a reward move can bring a start blockade's pawns back together at the end of the play (§5.6).
template <class R>
[[nodiscard]] constexpr bool reward_moves_need_blockade_check(const state<R>& s) noexcept {
    return !in_parts_phase(s) && has_tags(s);
}

// Every move of `steps` squares by one pawn that lands legally.
template <class R, class Visit>
constexpr bool any_move(const state<R>& s, const occupancy& occ, action_kind kind, int steps, Visit&& visit) {
    const bool check_blockades = reward_moves_need_blockade_check(s);
    return any_pawn_on_board(s, [&](int p, std::uint8_t tag) {
        return any_move_of_pawn(s, occ, kind, p, tag, steps, check_blockades, visit);
    });
}

// Actions that use a part (or settle a capture reward due at once), before compulsion is applied.
// `occ` must be the occupancy of s.
template <class R, class Visit>
constexpr bool any_part_candidate(const state<R>& s, const occupancy& occ, Visit&& visit) {
    if (s.reward_due_now) {
        return any_move(s, occ, action_kind::capture_reward, R::capture_reward_squares, visit) ||
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
            if (any_move_of_pawn(s, occ, action_kind::move, p, tag, part, false, visit)) return true;
        }
        return false;
    });
    if (any_part_move) return true;
    return R::combine == combined_move::whole && both_parts &&
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
constexpr void update_occupancy(occupancy& occ, const state<R>& s, const action& a) noexcept {
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
[[nodiscard]] constexpr occupancy occupancy_after(const occupancy& before, const state<R>& s, const action& a) noexcept {
    occupancy occ = before;
    update_occupancy(occ, s, a);
    return occ;
}

// Actions that play a pending reward after the parts (docs/rules.md §5.7), declining aside.
template <class R, class Visit>
constexpr bool any_reward_move(const state<R>& s, Visit&& visit) {
    if (s.capture_rewards == 0 && s.home_rewards == 0) return false;  // most plays: nothing to look at
    const occupancy occ = occupancy_of(s);
    if (s.capture_rewards > 0 && (R::capture == capture_reward::move || R::capture == capture_reward::move_or_throw_again))
        if (any_move(s, occ, action_kind::capture_reward, R::capture_reward_squares, visit)) return true;
    if (s.home_rewards > 0 && any_move(s, occ, action_kind::home_reward, R::home_reward_squares, visit)) return true;
    return s.capture_rewards > 0 && R::capture == capture_reward::move_or_throw_again &&
           visit(action{action_kind::throw_again, 0, 0, 0, 0});
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
[[nodiscard]] constexpr bool can_use_all_parts(const state<R>& s, const occupancy& occ);

// SHG doublet bonus (docs/rules.md §5.7): the capture reward due at once may be played by a move of 20 that
// leaves every remaining part playable; when there is none, the reward is forfeited without an action.
template <class R>
constexpr bool has_due_reward_move(const state<R>& s) {
    const occupancy occ = occupancy_of(s);
    return any_move(s, occ, action_kind::capture_reward, R::capture_reward_squares, [&](const action& a) {
        state<R> next = s;
        perform(next, a);
        return can_use_all_parts(next, occupancy_after(occ, s, a));
    });
}

// Defined in play.hpp (included at the end of this header): an action's whole effect, end of play included.
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

// What a play has achieved, in the order the filters of §5.5 compare it.
struct play_metrics {
    std::uint8_t fives = 0;   // die parts of 5 used to enter (only where auto fives compel it)
    std::uint8_t parts = 0;   // parts used
    std::uint8_t larger = 0;  // the larger die used (only where that is compelled)
    // Compared as one number, fields in the order above: the searches compare metrics at every leaf.
    [[nodiscard]] constexpr std::uint32_t key() const noexcept {
        return (std::uint32_t{fives} << 16U) | (std::uint32_t{parts} << 8U) | larger;
    }
    friend constexpr bool operator==(const play_metrics& a, const play_metrics& b) noexcept { return a.key() == b.key(); }
    friend constexpr std::strong_ordering operator<=>(const play_metrics& a, const play_metrics& b) noexcept {
        return a.key() <=> b.key();
    }
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

// A pawn move that the searches below judge without performing it: the pawn at `from` tagged `tag`
// ends at `to`.
struct pawn_step {
    int from = 0;
    std::uint8_t tag = 0;
    int to = 0;
};

// docs/rules.md §5.6 on the position after the pawn moves `steps` (at most two) from s, computed from the
// mover's row alone: two pawns of one start blockade must not stand together on another square.
template <class R, std::size_t N>
[[nodiscard]] constexpr bool tagged_pawns_apart_after(const state<R>& s, const std::array<pawn_step, N>& steps,
                                                      std::size_t count) noexcept {
    std::array<int, R::pawns> at{};
    std::array<bool, R::pawns> moved{};
    const auto& row = s.pawns[s.mover];
    for (std::size_t i = 0; i < at.size(); ++i) at[i] = row[i];
    for (std::size_t k = 0; k < count; ++k) {
        for (std::size_t i = 0; i < at.size(); ++i) {
            if (moved[i] || row[i] != steps[k].from || s.tags[i] != steps[k].tag) continue;
            at[i] = steps[k].to, moved[i] = true;
            break;
        }
    }
    return tag_pairs_apart(s, at);
}

// Split from the check above so that its first test inlines: nearly every throw has no start blockade.
template <class R, std::size_t N>
[[nodiscard]] constexpr bool start_blockades_broken_up_after(const state<R>& s, const std::array<pawn_step, N>& steps,
                                                             std::size_t count) noexcept {
    return !has_tags(s) || tagged_pawns_apart_after(s, steps, count);
}

// The pawn a part-action moves (an entering pawn has no tag and comes from the nest).
[[nodiscard]] constexpr pawn_step step_of(const action& a) noexcept {
    const bool enters = a.kind == action_kind::enter || a.kind == action_kind::enter_sum;
    return {enters ? 0 : a.from, enters ? std::uint8_t{0} : a.tag, a.to};
}

[[nodiscard]] constexpr int parts_of(const action& a) noexcept {
    return a.kind == action_kind::enter_sum || a.kind == action_kind::whole_move ? 2 : 1;
}
[[nodiscard]] constexpr bool uses_parts(const action& a) noexcept {
    return a.kind == action_kind::enter || a.kind == action_kind::enter_sum || a.kind == action_kind::move ||
           a.kind == action_kind::whole_move;
}

// Whether the part-action a ends the parts of the play when `parts_needed` parts must be used: after it
// nothing is left to play but rewards, which do not count in §5.5 (an SHG reward due at once would).
template <class R>
[[nodiscard]] constexpr bool ends_parts(const state<R>& s, const action& a, int parts_needed) noexcept {
    if (!uses_parts(a) || s.reward_due_now) return false;
    const int left = s.part_count - parts_of(a);
    if (R::immediate_capture_reward_in_bonus && s.total_parts == 4 && left > 0) return false;  // a capture would be due
    return s.parts_used + parts_of(a) >= parts_needed || left == 0;
}

// The play's metrics once part-action a is played: they follow from the action alone.
template <class R>
[[nodiscard]] constexpr play_metrics metrics_after(const state<R>& s, const action& a) noexcept {
    play_metrics m = metrics_of(s);
    const bool both = parts_of(a) == 2;
    const int value = a.kind == action_kind::enter ? 5 : a.steps;
    m.parts = static_cast<std::uint8_t>(m.parts + (both ? 2 : 1));
    if (R::auto_fives && a.kind == action_kind::enter) ++m.fives;
    if (larger_die_compelled(s) && (both || value == s.thrown.b)) m.larger = 1;
    return m;
}

// The play that ends with part-action a (ends_parts) is allowed when it reaches `target` and keeps the
// start blockades apart: judged without performing a.
template <class R>
[[nodiscard]] constexpr bool last_part_reaches(const state<R>& s, const action& a, const play_metrics& target) noexcept {
    return metrics_after(s, a) == target && start_blockades_broken_up_after(s, std::array{step_of(a)}, 1);
}

// Two parts left and a one-part action a: what can follow it with the other part, judged on the
// occupancy after a (occupancy_after) and the mover's row with a's pawn moved, without performing a.
// Exact wherever a's capture earns nothing to play at once (everywhere but a capture in an SHG doublet
// bonus, where a reward move could open the way): the searches use it there instead of performing a.
template <class R>
[[nodiscard]] constexpr bool follow_ups_are_exact(const state<R>& s, const occupancy& occ, const action& a) noexcept {
    if (s.part_count != 2 || s.reward_due_now || parts_of(a) != 1) return false;
    if (!(R::immediate_capture_reward_in_bonus && s.total_parts == 4)) return true;
    // SHG doublet bonus: exact unless a captures (its reward would be due before the other part).
    using board = route<typename R::board>;
    const int to = a.kind == action_kind::enter ? 1 : a.to;
    if (to == board::home) return true;
    const std::uint8_t sq = square_of<R>(s.mover, to);
    return occ.count[sq] == 0 || occ.owner[sq] == s.mover || are_partners(s, s.mover, occ.owner[sq]);
}

// With two parts left, the part that the one-part action a leaves (an entry uses a 5).
template <class R>
[[nodiscard]] constexpr int other_part(const state<R>& s, const action& a) noexcept {
    const int used = a.kind == action_kind::enter ? 5 : a.steps;
    return s.parts[0] + s.parts[1] - used;  // arithmetic, not a branch on which part it was
}

struct follow_ups {
    bool move = false;   // some pawn can move the other part (the start blockades kept apart)
    bool entry = false;  // the other part is a 5 and a nest pawn can enter with it
};

template <class R>
[[nodiscard]] constexpr follow_ups follow_ups_after(const state<R>& s, const occupancy& before, const action& a) {
    const int other = other_part(s, a);
    const occupancy after = occupancy_after(before, s, a);
    const pawn_step first = step_of(a);
    const auto& row = s.pawns[s.mover];
    follow_ups found;
    bool moved_a = false;
    for (std::size_t i = 0; i < row.size() && !found.move; ++i) {
        int p = row[i];
        const std::uint8_t tag = s.tags[i];
        const bool is_a = !moved_a && p == first.from && tag == first.tag;
        if (is_a) p = a.to, moved_a = true;
        if (p == 0 || p == home_of<R>) continue;
        const auto targets = move_routes<R>(after, s.mover, p, other, false);
        for (int t = 0; t < targets.count && !found.move; ++t) {
            const int to = targets.to[static_cast<std::size_t>(t)];
            if (landing_at(s, after, s.mover, to) == landing::illegal) continue;
            found.move = is_a ? start_blockades_broken_up_after(s, std::array{pawn_step{first.from, first.tag, to}}, 1)
                              : start_blockades_broken_up_after(s, std::array{first, pawn_step{row[i], tag, to}}, 2);
        }
    }
    int nest = 0;
    for (auto p : row) nest += p == 0;
    const bool nest_left = nest > (a.kind == action_kind::enter ? 1 : 0);
    found.entry = other == 5 && nest_left && entry_landing(s, after, s.mover) != landing::illegal &&
                  start_blockades_broken_up_after(s, std::array{first}, 1);
    return found;
}

// The metrics of a play that begins with the one-part action a and uses both parts.
template <class R>
[[nodiscard]] constexpr play_metrics metrics_of_both_parts(const state<R>& s, const action& a, bool entry_follows) noexcept {
    play_metrics m = metrics_of(s);
    m.parts = static_cast<std::uint8_t>(m.parts + 2);
    if (R::auto_fives) m.fives = static_cast<std::uint8_t>(m.fives + (a.kind == action_kind::enter) + entry_follows);
    if (larger_die_compelled(s)) m.larger = 1;  // both parts: the larger die too
    return m;
}

// Whether an entry after the move a can be judged on the board before a: on boards without laps a
// move ends beyond progress 1, so it changes the entry square only by leaving it, and its capture
// only empties the square it stops on; without start blockades (§5.6) nothing else is checked.
template <class R>
[[nodiscard]] constexpr bool entry_judged_before(const state<R>& s, const action& a) noexcept {
    return !R::extra_lap && a.kind == action_kind::move && a.from != 1 && !has_tags(s);
}
// Whether a nest pawn can enter with the part that a (see entry_judged_before) leaves.
template <class R>
[[nodiscard]] constexpr bool entry_follows(const state<R>& s, const occupancy& occ, const action& a) noexcept {
    return other_part(s, a) == 5 && has_nest_pawn(s, s.mover) && entry_landing(s, occ, s.mover) != landing::illegal;
}

// Whether a play that begins with the one-part action a can use both parts and reach exactly `target`.
template <class R>
[[nodiscard]] constexpr bool follow_up_reaches(const state<R>& s, const occupancy& occ, const action& a,
                                               const play_metrics& target) {
    const play_metrics by_move = metrics_of_both_parts(s, a, false);
    const play_metrics by_entry = metrics_of_both_parts(s, a, true);
    if (target != by_move && target != by_entry) return false;
    if (target != by_move && entry_judged_before(s, a)) return entry_follows(s, occ, a);
    const follow_ups next = follow_ups_after(s, occ, a);
    return (target == by_move && next.move) || (target == by_entry && next.entry);
}

// A move that keeps to its pawn's first trip and goes forward: always so on boards without laps. On a
// board with extra laps (american) a square has several progress values; among such moves progress
// still names squares one to one, which the proofs below (chains, witnesses) rely on.
template <class R>
[[nodiscard]] constexpr bool first_trip_forward(int from, int to) noexcept {
    return !R::extra_lap || (from < to && to <= home_of<R>);
}
template <class R>
[[nodiscard]] constexpr bool first_trip_forward(const action& a) noexcept {
    return first_trip_forward<R>(a.from, a.to);
}
// The progress at which the mover's first trip stands on the square of its progress p: p itself up to
// HOME (HOME is no square: compared with a run it can only make a proof fail); for a pawn on another
// lap, 0 on the squares between its turn-off and its entry, which no first trip passes
// (tests/rules_american_lap.cpp checks it against the board for every progress). Written for boards
// whose first trip starts on the ring (the Parcheesi board; the cross board starts in its column).
template <class R>
[[nodiscard]] constexpr int first_trip_progress(int p) noexcept {
    using board = route<typename R::board>;
    static_assert(R::turn != family::parcheesi || R::board::first_ring_progress == 1,
                  "the Parcheesi family's first trip starts on the ring at progress 1");
    if (p <= board::home) return p;
    const int ring_position = (board::turn_off + (p - board::home) - 1) % ring_squares + 1;  // the turn-off's is turn_off
    return ring_position <= board::turn_off ? ring_position : 0;
}

// The doublet-bonus shortcut (docs/rules.md §5.5, §5.7: all four parts or none). With three or four
// parts left, a first move a is proven to begin a play that uses them all when the other parts can be
// shared out among the mover's pawns as chains of moves (a pawn may take several parts in a row; a's
// pawn starts its chain with a) that keep out of each other's way: no pawn stops on a square another
// chain passes or stops on. Each step is then judged on the board before a, and the chains can be
// played one after another in any order:
//   a pawn that leaves a square only empties it, which never makes another move illegal;
//   a capture only empties a square too, and the reward it makes due at once may be declined;
//   every square a chain passes or stops on is untouched by the others, so it looks as it did.
// The chains are moves of the first trip forward (first_trip_forward: on boards with extra laps a pawn
// on another lap takes no part, and no route round again is taken), without start blockades (§5.6)
// and without nest pawns (a bonus is thrown only then: no five can be owed). Where no such sharing is
// found, the search decides.
template <class R>
[[nodiscard]] constexpr bool chains_may_prove(const state<R>& s) noexcept {
    return s.total_parts == 4 && s.part_count >= 3 && !s.reward_due_now && !has_tags(s) &&
           !has_nest_pawn(s, s.mover);
}

// Progress values of a first trip (below 128), one bit each: where the chains of a proof pass or stop.
struct progress_bits {
    std::array<std::uint64_t, 2> words{};

    // The values first..last (0 <= first <= last < 128).
    [[nodiscard]] PACHISI_INLINE static constexpr progress_bits span(int first, int last) noexcept {
        const auto& upto_last = below[static_cast<std::size_t>(last + 1)];
        const auto& before_first = below[static_cast<std::size_t>(first)];
        return {{upto_last[0] & ~before_first[0], upto_last[1] & ~before_first[1]}};
    }
    [[nodiscard]] constexpr bool has(int p) const noexcept {
        return (words[static_cast<std::size_t>(p >> 6)] >> (p & 63)) & 1U;
    }
    [[nodiscard]] constexpr bool meets(const progress_bits& other) const noexcept {
        return ((words[0] & other.words[0]) | (words[1] & other.words[1])) != 0;
    }
    constexpr void add(const progress_bits& other) noexcept {
        words[0] |= other.words[0];
        words[1] |= other.words[1];
    }
    constexpr void add(int p) noexcept { words[static_cast<std::size_t>(p >> 6)] |= std::uint64_t{1} << (p & 63); }

private:
    // below[p]: the values 0..p-1.
    static constexpr std::array<std::array<std::uint64_t, 2>, 129> below = [] {
        std::array<std::array<std::uint64_t, 2>, 129> table{};
        for (std::size_t p = 1; p < table.size(); ++p) {
            table[p] = table[p - 1];
            table[p][(p - 1) / 64] |= std::uint64_t{1} << ((p - 1) % 64);
        }
        return table;
    }();
};

// A sharing of parts among chains, under way: where each pawn stands now, the progress values the
// chains have passed or stopped on (from a pawn's start, exclusive, to where it stands), and those
// they stopped on. A chain's new run (at, to] is clear of the others when `to` is not on their way
// and no stop of theirs lies on it; its own way and stops all lie at or before `at`, so the sets may
// hold every chain.
template <class R>
struct chain_sharing {
    std::array<progress_t, R::pawns> at{};
    progress_bits passed;
    progress_bits stopped;

    [[nodiscard]] PACHISI_INLINE constexpr bool keeps_clear(int from, int to) const noexcept {
        return !passed.has(to) && !stopped.meets(progress_bits::span(from + 1, to));
    }
    PACHISI_INLINE constexpr void move(std::size_t pawn, int to) noexcept {
        passed.add(progress_bits::span(at[pawn] + 1, to));
        stopped.add(to);
        at[pawn] = static_cast<progress_t>(to);
    }
};

// Shares parts[k..n) out among the pawns' chains (see chains_may_prove).
// Pawns are tried from the row's end, the pawn farthest from HOME first: it has the most room.
template <class R>
[[nodiscard]] constexpr bool share_parts(const state<R>& s, const occupancy& occ, chain_sharing<R>& sharing,
                                         const std::array<int, 4>& parts, int k, int n, std::size_t pawns_left) noexcept {
    if (k == n) return true;
    const int part = parts[static_cast<std::size_t>(k)];
    for (std::size_t i = pawns_left; i-- > 0;) {
        const int from = sharing.at[i];
        if (from == 0 || from >= home_of<R>) continue;  // (beyond HOME: on another lap)
        const auto targets = move_routes<R>(occ, s.mover, from, part, false);
        if (targets.count == 0) continue;
        // The first route is the first trip's where it is open (a turn-off's second route goes round
        // again); where only the lap route is open, this pawn takes no chain with this part.
        const int to = targets.to[0];
        if (!first_trip_forward<R>(from, to)) continue;
        if (landing_at(s, occ, s.mover, to) == landing::illegal || !sharing.keeps_clear(from, to)) continue;
        const chain_sharing<R> before = sharing;
        sharing.move(i, to);
        // Equal parts given to different pawns in either order are the same sharing: the next equal
        // part goes to this pawn or one tried after it.
        const bool equal_next = k + 1 < n && k + 1 < 4 && parts[static_cast<std::size_t>(k + 1)] == part;
        if (share_parts(s, occ, sharing, parts, k + 1, n, equal_next ? i + 1 : sharing.at.size())) return true;
        sharing = before;
    }
    return false;
}

// Whether the parts left after the one-part move a can all be played by chains (chains_may_prove).
template <class R>
[[nodiscard]] constexpr bool has_chain_proof(const state<R>& s, const occupancy& occ, const action& a) noexcept {
    static_assert(home_of<R> < 128, "progress_bits holds a first trip");
    if (a.kind != action_kind::move || !first_trip_forward<R>(a)) return false;
    chain_sharing<R> sharing;
    sharing.at = s.pawns[s.mover];
    bool placed_a = false;
    for (std::size_t i = 0; i < sharing.at.size() && !placed_a; ++i) {
        if (sharing.at[i] != a.from) continue;
        sharing.move(i, a.to);
        placed_a = true;
    }
    std::array<int, 4> rest{};
    int n = 0;
    bool skipped_a = false;
    for (std::size_t i = 0; i < s.part_count; ++i) {  // lowest first, a's part left out once
        if (!skipped_a && s.parts[i] == a.steps) {
            skipped_a = true;
            continue;
        }
        rest[static_cast<std::size_t>(n++)] = s.parts[i];
    }
    return placed_a && share_parts(s, occ, sharing, rest, 0, n, sharing.at.size());
}

// Raises `best` to the best candidate play from s; true once `bound` (the most possible) is reached.
template <class R>
constexpr bool search_best_play(const state<R>& s, const occupancy& occ, play_metrics& best, const play_metrics& bound) {
    if (!s.reward_due_now && start_blockades_broken_up(s)) {
        best = std::max(best, metrics_of(s));
        if (best == bound) return true;
    }
    return any_part_candidate(s, occ, [&](const action& a) {
        if (ends_parts(s, a, s.part_count + s.parts_used)) {  // a uses the last parts: the play ends
            if (start_blockades_broken_up_after(s, std::array{step_of(a)}, 1)) best = std::max(best, metrics_after(s, a));
            return best == bound;
        }
        if (follow_ups_are_exact(s, occ, a)) {  // the other part follows, or the play ends
            const follow_ups next = follow_ups_after(s, occ, a);
            if (next.move || next.entry) best = std::max(best, metrics_of_both_parts(s, a, R::auto_fives && next.entry));
            else if (start_blockades_broken_up_after(s, std::array{step_of(a)}, 1)) best = std::max(best, metrics_after(s, a));
            return best == bound;
        }
        if (chains_may_prove(s) && has_chain_proof(s, occ, a)) {  // a doublet bonus played out by chains
            play_metrics all = metrics_of(s);
            all.parts = static_cast<std::uint8_t>(s.parts_used + s.part_count);
            best = std::max(best, all);
            return best == bound;
        }
        state<R> next = s;
        perform(next, a);
        return search_best_play(next, occupancy_after(occ, s, a), best, bound);
    });
}

// Whether the parts left in s can all be played (with the capture rewards due on the way), the start
// blockades broken up at the end (docs/rules.md §5.6): what a reward due at once must leave possible.
template <class R>
[[nodiscard]] constexpr bool can_use_all_parts(const state<R>& s, const occupancy& occ) {
    if (s.part_count == 0 && !s.reward_due_now) return start_blockades_broken_up(s);
    return any_part_candidate(s, occ, [&](const action& a) {
        state<R> next = s;
        perform(next, a);
        return can_use_all_parts(next, occupancy_after(occ, s, a));
    });
}

// Whether the play begun in s can still end as an allowed play.
template <class R>
[[nodiscard]] constexpr bool can_complete(const state<R>& s, const occupancy& occ) {
    if (!s.reward_due_now) {
        const play_metrics m = metrics_of(s);
        if (m.parts >= s.need_parts) return m == needed(s) && start_blockades_broken_up(s);
    }
    const bool both_needed = s.need_parts == s.parts_used + 2;
    const bool all_needed = chains_may_prove(s) && s.need_parts == s.parts_used + s.part_count;
    return any_part_candidate(s, occ, [&](const action& a) {
        if (ends_parts(s, a, s.need_parts)) return last_part_reaches(s, a, needed(s));
        if (both_needed && follow_ups_are_exact(s, occ, a)) return follow_up_reaches(s, occ, a, needed(s));
        if (all_needed && has_chain_proof(s, occ, a)) return true;
        state<R> next = s;
        perform(next, a);
        return can_complete(next, occupancy_after(occ, s, a));
    });
}

// The legal-action shortcut (a witness): with two parts left that the allowed play must both use, a
// first action a (one part) is legal when a second move with the other part is proven to follow it,
// without performing a. Two kinds of proof, both checked against the start blockades of §5.6:
//   another pawn's move w with the other part is in the same first list and nothing a changes lies on
//   w's run: a leaves and reaches squares outside it, so w stays legal (a's capture only empties a
//   square);
//   the pawn a moves goes on with the other part: every square of that run lies ahead of where a
//   stops, where a changed nothing, so the move is judged on the board before a.
// On boards with extra laps (american) a square has several progress values: w is taken only where
// its progress rises within the first trip (a turn into the home column from a later lap is left
// out, though its squares are first-trip squares), and a's squares are named by their first-trip
// progress (first_trip_progress). a's own pawn going on is judged wherever it is: its run starts on
// the square where a stops and lies ahead of it within one lap, so a's starting square is not on it.
// Where no witness is proven the generator performs a and searches. The caller checks that a play of
// both parts beginning with a reaches what the throw needs (witness_reaches).
template <class R>
[[nodiscard]] constexpr bool witness_applies(const state<R>& s, int parts_needed) noexcept {
    return s.part_count == 2 && !s.reward_due_now && parts_needed == s.parts_used + 2;
}
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr bool has_witness(const state<R>& s, const occupancy& occ, const action_list<R>& first,
                                         const action& a) {
    if (a.kind != action_kind::move && a.kind != action_kind::enter) return false;
    const int other = other_part(s, a);
    const pawn_step moved = step_of(a);
    // The squares a leaves and reaches, named by first-trip progress (a pawn of a may be on another lap).
    const int left = a.kind == action_kind::move ? first_trip_progress<R>(a.from) : 0;
    const int reached = first_trip_progress<R>(a.to);
    for (const action& w : first) {
        if (w.kind != action_kind::move || w.steps != other || w.from == a.from || !first_trip_forward<R>(w)) continue;
        const auto on_run = [&](int p) { return p > w.from && p <= w.to; };
        if (on_run(left) || on_run(reached)) continue;
        if (start_blockades_broken_up_after(s, std::array{moved, step_of(w)}, 2)) return true;
    }
    if (a.to == home_of<R>) return false;
    return any_move_of_pawn(s, occ, action_kind::move, a.to, moved.tag, other, false, [&](const action& next) {
        return start_blockades_broken_up_after(s, std::array{pawn_step{moved.from, moved.tag, next.to}}, 1);
    });
}

// The most a play could achieve from s, what it has done so far counted (nothing yet at a throw):
// every part used, every five that a nest pawn could take entered (where auto fives compel it), the
// larger die used (where that is compelled).
template <class R>
[[nodiscard]] constexpr play_metrics best_conceivable(const state<R>& s) noexcept {
    int fives = 0;
    for (std::size_t i = 0; i < s.part_count; ++i) fives += s.parts[i] == 5;
    int nest = 0;
    for (auto p : s.pawns[s.mover]) nest += p == 0;
    const play_metrics done = metrics_of(s);
    return {static_cast<std::uint8_t>(done.fives + (R::auto_fives ? std::min(fives, nest) : 0)),
            static_cast<std::uint8_t>(done.parts + s.part_count), static_cast<std::uint8_t>(larger_die_compelled(s) ? 1 : 0)};
}

// The best play that can still be made from s, what it has done so far counted (docs/rules.md §5.5).
// At a throw this is what every allowed play must achieve (before SHG's all-or-none bonus); in every
// later position the engine reaches with parts left it is still need=, since every legal action begins
// a play that achieves it (the notation parser checks a hand-written need= against it).
template <class R>
[[nodiscard]] constexpr play_metrics best_play_left(const state<R>& s) {
    play_metrics best;
    search_best_play(s, occupancy_of(s), best, best_conceivable(s));
    return best;
}

template <class R>
constexpr void set_needed(state<R>& s, const play_metrics& m) noexcept {
    s.need_fives = m.fives;
    s.need_parts = m.parts;
    s.need_larger = m.larger;
}

// At a throw: fix what every allowed play must achieve (docs/rules.md §5.5, with SHG's all-or-none bonus).
template <class R>
constexpr void fix_compulsion(state<R>& s) {
    play_metrics best = best_play_left(s);
    if (R::bonus_all_or_none && s.total_parts == 4 && best.parts < 4) best = {};
    set_needed(s, best);
    if (best.parts == 0) s.part_count = 0, s.parts = {};  // no part can be played: all are forfeited
}

// Keeps the candidates in `candidates` (part-actions generated from s, in order) that begin an allowed
// play, in place and in order: each is judged (the witnesses look at the whole list).
template <class R>
constexpr void keep_allowed_starts(const state<R>& s, const occupancy& occ, action_list<R>& candidates) {
    const bool witness = witness_applies(s, s.need_parts);
    // What a play of both parts achieves depends only on whether its first action enters (a five
    // entering counts where auto fives compel it; both dice used means the larger one too).
    const bool move_pair_reaches = witness && metrics_of_both_parts(s, action{action_kind::move, 0, 0, 0, 0}, false) == needed(s);
    const bool entry_pair_reaches = witness && metrics_of_both_parts(s, action{action_kind::enter, 0, 0, 0, 1}, false) == needed(s);
    const bool chains = chains_may_prove(s) && s.need_parts == s.parts_used + s.part_count;
    // Whether a part-action ends the parts depends on how many parts it uses alone (ends_parts).
    const bool one_part_ends = ends_parts(s, action{action_kind::move, 0, 0, 0, 0}, s.need_parts);
    const bool two_parts_end = ends_parts(s, action{action_kind::whole_move, 0, 0, 0, 0}, s.need_parts);
    static_assert(R::turn == family::traditional || max_actions<R> <= 32, "one bit per candidate");
    std::uint32_t legal = 0;  // bit i: candidates[i] begins an allowed play
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const action& a = candidates[i];
        bool allowed = false;
        if (uses_parts(a) && (parts_of(a) == 2 ? two_parts_end : one_part_ends)) {  // the parts end with a: its metrics decide
            allowed = last_part_reaches(s, a, needed(s));
        } else if ((a.kind == action_kind::enter ? entry_pair_reaches : move_pair_reaches) &&
                   has_witness(s, occ, candidates, a)) {
            allowed = true;
        } else if (chains && has_chain_proof(s, occ, a)) {
            allowed = true;
        } else if (s.need_parts == s.parts_used + 2 && follow_ups_are_exact(s, occ, a)) {
            allowed = follow_up_reaches(s, occ, a, needed(s));
        } else {
            state<R> next = s;
            perform(next, a);
            allowed = can_complete(next, occupancy_after(occ, s, a));
        }
        if (allowed) legal |= std::uint32_t{1} << i;
    }
    if (legal == (std::uint64_t{1} << candidates.size()) - 1) return;  // often every candidate is legal
    std::size_t kept = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if ((legal >> i) & 1U) candidates[kept++] = candidates[i];
    candidates.resize(kept);
}

// fix_compulsion, and the legal actions that follow written into `out`, with occ the occupancy of s.
// Nearly every throw can reach the best conceivable play: then the first moves judged against it are
// the legal actions, and a first move so judged proves the throw reaches it; the search runs only when
// none does.
template <class R>
constexpr void fix_compulsion_and_list(state<R>& s, const occupancy& occ, action_list<R>& out) {
    out.clear();
    set_needed(s, best_conceivable(s));
    any_part_candidate(s, occ, [&](const action& a) { return out.push_back(a), false; });
    keep_allowed_starts(s, occ, out);
    if (out.empty()) {
        fix_compulsion(s);
        legal_actions(s, out);
        return;
    }
    merge_same_outcomes(s, out);
}

// legal_actions of a Parcheesi-family play while it has parts to play (in_parts_phase), with occ the
// occupancy of s; `out` is empty.
template <class R>
constexpr void list_part_actions(const state<R>& s, const occupancy& occ, action_list<R>& out) {
    if (s.part_count == 1 && !s.reward_due_now && !has_tags(s)) {
        // The last part: every candidate ends the parts, and its metrics, which follow from its
        // kind alone, decide (the general judgement below, without its bookkeeping).
        const play_metrics target = needed(s);
        const bool move_reaches = metrics_after(s, action{action_kind::move, 0, 0, s.parts[0], 0}) == target;
        const bool entry_reaches = metrics_after(s, action{action_kind::enter, 0, 0, 0, 1}) == target;
        if (move_reaches || entry_reaches) {
            any_part_candidate(s, occ, [&](const action& a) {
                if (a.kind == action_kind::enter ? entry_reaches : move_reaches) out.push_back(a);
                return false;
            });
        }
        if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
        return;  // without tags no two part-actions lead to one state (merge_siblings)
    }
    any_part_candidate(s, occ, [&](const action& a) { return out.push_back(a), false; });
    keep_allowed_starts(s, occ, out);
    if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
    // The generators emit in order (tests/property_random_games.cpp checks every list): no sort here.
    merge_same_outcomes(s, out);
}

}  // namespace detail

// The legal actions of the seat to move, sorted by (kind, from, tag, steps, to, group). Empty at chance
// nodes and when the game is over. Parcheesi family: the single action `pass` when a throw allows
// nothing at all. Traditional: `pass` (stop here) is always among them during a play.
//
// This form writes them into `out` (emptied first): a loop that keeps one list for all its decisions
// saves making a new one each time (its capacity of items is set up on every construction).
template <class R>
constexpr void legal_actions(const state<R>& s, action_list<R>& out) {
    out.clear();
    if constexpr (R::turn == family::traditional) {
        detail::any_traditional_action(s, [&](const action& a) { return out.push_back(a), false; });
        if (detail::may_stop(s)) out.push_back({action_kind::pass, 0, 0, 0, 0});  // moving is not compulsory
        sort_actions(out);
        return;
    }
    if (s.phase != stage::play) return;
    if (detail::in_parts_phase(s)) return detail::list_part_actions(s, occupancy_of(s), out);
    detail::reward_candidates(s, out);
    if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
    detail::merge_same_outcomes(s, out);
}

// The same, as a new list.
template <class R>
[[nodiscard]] constexpr action_list<R> legal_actions(const state<R>& s) {
    action_list<R> out;
    legal_actions(s, out);
    return out;
}

}  // namespace pachisi

#include "play.hpp"  // perform_and_settle, declared above
