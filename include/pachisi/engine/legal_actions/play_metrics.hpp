#pragma once
// What a play achieves, in the order the compulsion rules of §5.5 compare it (part of
// legal_actions.hpp), and what one more part can add to it, judged on the board without performing
// the part: the last part's metrics, the follow-ups of a first move, the start blockades of §5.6.

#include <array>
#include <compare>
#include <cstdint>

#include "candidates.hpp"

namespace pachisi::detail {

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
    return rules_of(s).must_use_larger_die && s.total_parts == 2 && s.thrown.a != s.thrown.b;
}
template <class R>
[[nodiscard]] constexpr play_metrics metrics_of(const state<R>& s) noexcept {
    return {static_cast<std::uint8_t>(rules_of(s).auto_fives ? s.fives_entered : 0), s.parts_used,
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
    if (rules_of(s).immediate_capture_reward_in_bonus && s.total_parts == 4 && left > 0) return false;  // a capture would be due
    return s.parts_used + parts_of(a) >= parts_needed || left == 0;
}

// The play's metrics once part-action a is played: they follow from the action alone.
template <class R>
[[nodiscard]] constexpr play_metrics metrics_after(const state<R>& s, const action& a) noexcept {
    play_metrics m = metrics_of(s);
    const bool both = parts_of(a) == 2;
    const int value = a.kind == action_kind::enter ? 5 : a.steps;
    m.parts = static_cast<std::uint8_t>(m.parts + (both ? 2 : 1));
    if (rules_of(s).auto_fives && a.kind == action_kind::enter) ++m.fives;
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
[[nodiscard]] constexpr bool follow_ups_are_exact(const state<R>& s, const occupancy_for<R>& occ, const action& a) noexcept {
    if (s.part_count != 2 || s.reward_due_now || parts_of(a) != 1) return false;
    if (!(rules_of(s).immediate_capture_reward_in_bonus && s.total_parts == 4)) return true;
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
[[nodiscard]] constexpr follow_ups follow_ups_after(const state<R>& s, const occupancy_for<R>& before, const action& a) {
    const int other = other_part(s, a);
    const occupancy_for<R> after = occupancy_after(before, s, a);
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
        const auto targets = move_routes<R>(rules_of(s), after, s.mover, p, other, false);
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
    if (rules_of(s).auto_fives) m.fives = static_cast<std::uint8_t>(m.fives + (a.kind == action_kind::enter) + entry_follows);
    if (larger_die_compelled(s)) m.larger = 1;  // both parts: the larger die too
    return m;
}

// Whether an entry after the move a can be judged on the board before a: on boards without laps a
// move ends beyond progress 1, so it changes the entry square only by leaving it, and its capture
// only empties the square it stops on; without start blockades (§5.6) nothing else is checked.
template <class R>
[[nodiscard]] constexpr bool entry_judged_before(const state<R>& s, const action& a) noexcept {
    return !rules_of(s).extra_lap && a.kind == action_kind::move && a.from != 1 && !has_tags(s);
}
// Whether a nest pawn can enter with the part that a (see entry_judged_before) leaves.
template <class R>
[[nodiscard]] constexpr bool entry_follows(const state<R>& s, const occupancy_for<R>& occ, const action& a) noexcept {
    return other_part(s, a) == 5 && has_nest_pawn(s, s.mover) && entry_landing(s, occ, s.mover) != landing::illegal;
}

// Whether a play that begins with the one-part action a can use both parts and reach exactly `target`.
template <class R>
[[nodiscard]] constexpr bool follow_up_reaches(const state<R>& s, const occupancy_for<R>& occ, const action& a,
                                               const play_metrics& target) {
    const play_metrics by_move = metrics_of_both_parts(s, a, false);
    const play_metrics by_entry = metrics_of_both_parts(s, a, true);
    if (target != by_move && target != by_entry) return false;
    if (target != by_move && entry_judged_before(s, a)) return entry_follows(s, occ, a);
    const follow_ups next = follow_ups_after(s, occ, a);
    return (target == by_move && next.move) || (target == by_entry && next.entry);
}

}  // namespace pachisi::detail
