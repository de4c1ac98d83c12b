#pragma once
// The compulsion searches (part of legal_actions.hpp, docs/rules.md §5.5-§5.7): the best play a throw
// can reach, and whether a play begun can still end as an allowed one. Each search takes the
// shortcuts of play_metrics.hpp and chain_proofs.hpp before it performs a part and goes deeper.

#include <algorithm>

#include "chain_proofs.hpp"

namespace pachisi::detail {

// Raises `best` to the best candidate play from s; true once `bound` (the most possible) is reached.
template <class R>
constexpr bool search_best_play(const state<R>& s, const occupancy_for<R>& occ, play_metrics& best, const play_metrics& bound) {
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
            if (next.move || next.entry) best = std::max(best, metrics_of_both_parts(s, a, rules_of(s).auto_fives && next.entry));
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
[[nodiscard]] constexpr bool can_use_all_parts(const state<R>& s, const occupancy_for<R>& occ) {
    if (s.part_count == 0 && !s.reward_due_now) return start_blockades_broken_up(s);
    return any_part_candidate(s, occ, [&](const action& a) {
        state<R> next = s;
        perform(next, a);
        return can_use_all_parts(next, occupancy_after(occ, s, a));
    });
}

// Whether the play begun in s can still end as an allowed play.
template <class R>
[[nodiscard]] constexpr bool can_complete(const state<R>& s, const occupancy_for<R>& occ) {
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

}  // namespace pachisi::detail
