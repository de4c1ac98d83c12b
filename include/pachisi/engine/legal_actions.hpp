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
//
// This header judges a decision's candidates and lists the legal ones. The pieces it builds on are in
// legal_actions/, each on the one before: the candidate actions, what a play achieves, the
// doublet-bonus proofs, and the compulsion searches.

#include <algorithm>
#include <array>
#include <cstdint>

#include "action.hpp"
#include "occupancy.hpp"
#include "pawn_moves.hpp"
#include "perform.hpp"
#include "state.hpp"
#include "traditional_turn.hpp"
#include "one_die_turn.hpp"
#include "legal_actions/compulsion_search.hpp"  // and the pieces before it

namespace pachisi {

template <class R>
constexpr void legal_actions(const state<R>& s, action_list<R>& out);

namespace detail {

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
[[nodiscard]] PACHISI_INLINE constexpr bool has_witness(const state<R>& s, const occupancy_for<R>& occ, const action_list<R>& first,
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
    return {static_cast<std::uint8_t>(done.fives + (rules_of(s).auto_fives ? std::min(fives, nest) : 0)),
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
    if (rules_of(s).bonus_all_or_none && s.total_parts == 4 && best.parts < 4) best = {};
    set_needed(s, best);
    if (best.parts == 0) s.part_count = 0, s.parts = {};  // no part can be played: all are forfeited
}

// Keeps the candidates in `candidates` (part-actions generated from s, in order) that begin an allowed
// play, in place and in order: each is judged (the witnesses look at the whole list).
template <class R>
constexpr void keep_allowed_starts(const state<R>& s, const occupancy_for<R>& occ, action_list<R>& candidates) {
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
constexpr void fix_compulsion_and_list(state<R>& s, const occupancy_for<R>& occ, action_list<R>& out) {
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
constexpr void list_part_actions(const state<R>& s, const occupancy_for<R>& occ, action_list<R>& out) {
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
    if constexpr (R::turn == family::one_die) {
        return detail::one_die_legal_actions(s, out);
    } else if constexpr (R::turn == family::traditional) {
        detail::any_traditional_action(s, [&](const action& a) { return out.push_back(a), false; });
        if (detail::may_stop(s)) out.push_back({action_kind::pass, 0, 0, 0, 0});  // moving is not compulsory
        sort_actions(out);
        return;
    } else {
        if (s.phase != stage::play) return;
        if (detail::in_parts_phase(s)) return detail::list_part_actions(s, occupancy_of(s), out);
        detail::reward_candidates(s, out);
        if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
        detail::merge_same_outcomes(s, out);
    }
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
