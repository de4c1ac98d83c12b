#pragma once
// Full-turn enumeration: for a state and a throw, every distinct position in which the play can end,
// each with one action sequence that reaches it and whether the same seat throws next.
//
// With doublet bonuses and chained rewards one throw can have over 100,000 ordered action sequences
// but only about a thousand distinct end positions. The search expands each distinct intermediate
// position once (orders that meet again are merged), so its cost follows the positions, not the orders.

#include <cstdint>
#include <vector>

#include "action.hpp"
#include "legal_actions.hpp"
#include "play.hpp"
#include "state.hpp"
#include "state_hash.hpp"

namespace pachisi {

// Longest action sequence of one play: 4 parts, and rewards each of which may earn another.
using action_sequence = fixed_list<action, 64>;

template <class R>
struct play_outcome {
    state<R> end;             // the position once the play is over: a chance node, or game over
    action_sequence actions;  // one sequence of actions that reaches it
    bool throws_again = false;  // the same seat throws next

    // Written out: a defaulted constructor would have a vector's emplace_back() zero all 520 bytes
    // of the action room before the search fills the few actions used.
    constexpr play_outcome() noexcept {}
    constexpr play_outcome(const state<R>& end_, const action_sequence& actions_, bool throws_again_) noexcept
        : end(end_), actions(actions_), throws_again(throws_again_) {}
};

namespace detail {
// The distinct states met by a search, each under a number the caller gives it (where the caller keeps
// the state). Open addressing over one flat array of (hash, number): no allocation per state, unlike
// the node-based standard containers, and each state hashed once. A slot is taken only when its stamp
// is the table's current one, so a table reused for the next search is emptied by a new stamp, not by
// writing every slot again.
template <class R>
class numbered_states {
public:
    // Adds s under `number` unless an equal state is there already; true when added. state_of(n)
    // returns the state numbered n.
    template <class StateOf>
    bool insert(const state<R>& s, std::uint32_t number, StateOf&& state_of) {
        if ((count_ + 1) * 2 > slots_.size()) grow(slots_.empty() ? 64 : slots_.size() * 2);
        const std::uint64_t hash = hash_value(s);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
            slot& place = slots_[i];
            if (place.stamp != stamp_) {
                place = {hash, number, stamp_};
                ++count_;
                return true;
            }
            if (place.hash == hash && state_of(place.number) == s) return false;
        }
    }

    // Empties the table, keeping its room.
    void clear() noexcept {
        count_ = 0;
        if (++stamp_ != 0) return;
        for (slot& place : slots_) place.stamp = 0;  // the stamps went round: no slot may look taken
        stamp_ = 1;
    }

    // Room for `states` states without growing.
    void reserve(std::size_t states) {
        std::size_t size = 64;
        while (size < 2 * states) size *= 2;
        if (size > slots_.size()) grow(size);
    }

private:
    struct slot {
        std::uint64_t hash = 0;
        std::uint32_t number = 0;
        std::uint32_t stamp = 0;  // taken in the search of this stamp
    };
    void grow(std::size_t size) {
        std::vector<slot> old(size);
        old.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (const slot& moved : old) {
            if (moved.stamp != stamp_) continue;
            std::size_t i = static_cast<std::size_t>(moved.hash) & mask;
            while (slots_[i].stamp == stamp_) i = (i + 1) & mask;
            slots_[i] = moved;
        }
    }
    std::vector<slot> slots_;
    std::size_t count_ = 0;
    std::uint32_t stamp_ = 1;  // slots are made with stamp 0: free
};

template <class R>
struct play_enumerator {
    std::vector<state<R>> expanded_states;  // the positions within the play already expanded
    numbered_states<R> expanded;            // ... numbered by their place in expanded_states
    numbered_states<R> found;               // the ends found, numbered by their place in outcomes
    std::vector<play_outcome<R>> outcomes;
    action_sequence path;
    int seat = 0;
    // The action that led to the position being visited, whether it was quiet (see is_quiet), and
    // the occupancy before it when it was a part of the play (the parent's, alive on the stack).
    struct arrival {
        action by{};
        bool quiet = false;
        const occupancy_for<R>* occupancy_before = nullptr;
    };
    arrival arrived;
    // Off only in the test that checks that skipping orders met already changes nothing.
    bool skip_known_orders = true;
    std::size_t orders_skipped = 0;

    // Searches the play under way in s, "throws again" judged for `seat`, forgetting any earlier search
    // but keeping its room: one enumerator reused for many plays allocates only for their outcomes.
    void run(const state<R>& s, int seat_) {
        expanded_states.clear();
        expanded.clear();
        found.clear();
        outcomes.clear();
        path.clear();
        orders_skipped = 0;
        arrived = {};
        seat = seat_;
        reserve(s);
        visit(s);
    }

    // Room for a typical play of s, allocated once instead of grown from nothing: two parts meet a few
    // dozen positions, the four parts of a doublet bonus a few hundred.
    void reserve(const state<R>& s) {
        const bool bonus = s.total_parts == 4;
        expanded_states.reserve(bonus ? 128 : 64);
        expanded.reserve(bonus ? 128 : 32);
        found.reserve(bonus ? 256 : 32);
        outcomes.reserve(bonus ? 256 : 32);
    }

    void visit(const state<R>& s) {
        if (s.phase != stage::play) {
            const auto number = static_cast<std::uint32_t>(outcomes.size());
            if (!found.insert(s, number, [&](std::uint32_t n) -> const state<R>& { return outcomes[n].end; })) return;
            // Built in place, the path copied action by action: a whole action_sequence is 520 bytes.
            play_outcome<R>& play = outcomes.emplace_back();
            play.end = s;
            for (const action& a : path) play.actions.push_back(a);
            play.throws_again = (s.phase == stage::throw_ || s.phase == stage::ready) && s.mover == seat;
            return;
        }
        if (!met_once()) {
            const auto number = static_cast<std::uint32_t>(expanded_states.size());
            if (!expanded.insert(s, number, [&](std::uint32_t n) -> const state<R>& { return expanded_states[n]; }))
                return;
            expanded_states.push_back(s);
        }
        if constexpr (R::turn == family::parcheesi) {
            if (in_parts_phase(s)) return visit_parts(s);
        }
        for (const action& a : legal_actions(s)) {
            state<R> next = s;
            detail::perform_and_settle(next, a);
            arrived = {};
            follow(a, next);
        }
    }

    // Whether the position being visited can be met by this path only, so that no table need know it
    // (Parcheesi family): the start, and a position one action from it that moves no more than one
    // pawn by one part or reward, or declines. Every other position has used another number of parts,
    // or moved or captured other pawns. (Both parts of a throw at once can meet two parts one by one.)
    [[nodiscard]] bool met_once() const noexcept {
        if constexpr (R::turn == family::parcheesi) {
            if (path.empty()) return true;
            const action_kind k = path[0].kind;
            return path.size() == 1 && k != action_kind::whole_move && k != action_kind::enter_sum;
        }
        return false;
    }

    // The parts of a play (docs/rules.md §5.5): every candidate action is followed, not only the legal
    // ones, and a play is dropped where its parts end short of what it must achieve. A legal action is
    // one that begins an allowed play, so this finds the same ends by the same first sequences, without
    // proving each action legal on the way (the search legal_actions would make at every step). The
    // checks are can_complete's (legal_actions/compulsion_search.hpp), made once where a play's parts end.
    void visit_parts(const state<R>& s) {
        const arrival came = arrived;  // read before the search below changes it
        // The parent's occupancy moved by one action costs less than counting the pawns again.
        const occupancy_for<R> occ =
            came.occupancy_before ? occupancy_after(*came.occupancy_before, s, came.by) : occupancy_of(s);
        // Each candidate is followed as it is generated (its search runs inside the generator's
        // visitor): s stays as it is meanwhile, so the order is that of a list, without building one.
        any_part_candidate(s, occ, [&](const action& a, bool captures) {
            const bool quiet = is_quiet(a, captures);
            if (skip_known_orders && quiet && came.quiet && ran_before(s, occ, a, came.by)) {
                ++orders_skipped;
                return false;
            }
            follow_part(s, occ, a, quiet);
            return false;
        });
    }

    // A quiet action moves one pawn by one part on its first trip and captures nothing (reaching HOME
    // is quiet: its reward is a count, the same in either order). Two quiet actions of different pawns
    // that do not meet on the way give the same position in either order.
    [[nodiscard]] static constexpr bool is_quiet(const action& a, bool captures) noexcept {
        // (A pawn on another lap comes back to first-trip numbers at its turn-off: from > to.)
        return a.kind == action_kind::move && first_trip_forward<R>(a) && !captures;
    }

    // Whether the quiet action b, offered in s after the quiet action c from the parent position P,
    // leads to a position the search has met already. It has when b's pawn stands lower than c's (so
    // b came before c in P's candidates: pawns lowest first) and neither move changed the other's way:
    //  - b was a candidate in P, where c's pawn still stood at c.from: b passes it only if it stood
    //    alone (no blockade), and stops on it only where two own pawns may stand together;
    //  - c was a candidate after b: b does not stop on c's way (a pawn there would make a blockade);
    //    where c stopped, b stops only if s allows it, and then P + b allowed c to stop there too.
    // Both orders end in the same bytes (the parts are a sorted multiset, the rows are sorted), so b
    // followed by c was searched from P before c was.
    // It has too when b moves on the pawn c moved, by a smaller part, and that pawn stands alone: P
    // offered the smaller part first (parts lowest first), and a move by it stopped on a square c passed
    // over; if that square was empty, the larger part from there passed only squares c or b passed and
    // stopped where b stops, on the same board but for that one pawn.
    [[nodiscard]] static constexpr bool ran_before(const state<R>& s, const occupancy_for<R>& occ, const action& b,
                                                   const action& c) noexcept {
        const auto pawns_on = [&](int p) { return occ.count[square_of<R>(s.mover, p)]; };
        if (b.from == c.to) return b.steps < c.steps && pawns_on(c.to) == 1 && pawns_on(c.from + b.steps) == 0;
        if (b.from >= c.from) return false;
        if (b.to < c.from) return true;  // b stays below c's pawn: they never meet
        if (pawns_on(c.from) != 0) return false;  // in P c's pawn stood there with another: a blockade
        if (b.to == c.from) return rules_of(s).blockades;
        if (b.to < c.to) return pawns_on(b.to) == 0;
        return true;
    }

    void follow_part(const state<R>& s, const occupancy_for<R>& occ, const action& a, bool quiet) {
        state<R> next = s;
        if (quiet) perform_quiet_move(next, a);
        else perform(next, a);
        const bool parts_end = !next.reward_due_now && next.parts_used >= next.need_parts;
        if (parts_end) {
            if (!(metrics_of(next) == needed(next) && start_blockades_broken_up(next))) return;
        } else if (has_finished(next, next.mover)) {
            // The play ends here with parts left (the seat is all HOME): legal only as legal_actions judges it.
            if (!can_complete(next, occupancy_after(occ, s, a))) return;
        }
        settle(next);
        arrived = {a, quiet, &occ};
        follow(a, next);
    }

    void follow(const action& a, const state<R>& next) {
        path.push_back(a);
        visit(next);
        path.pop_back();
    }
};

// The search of the play under way in s; "throws again" is judged for `seat`. The test that checks the
// skip of orders met already runs it with skip_known_orders off.
template <class R>
[[nodiscard]] play_enumerator<R> search_play(const state<R>& s, int seat, bool skip_known_orders = true) {
    play_enumerator<R> search;
    search.skip_known_orders = skip_known_orders;
    search.run(s, seat);
    return search;
}
// The same for the play of throw t from chance node s, "throws again" judged for the seat that threw.
template <class R>
[[nodiscard]] play_enumerator<R> search_play(const state<R>& s, throw_outcome t, bool skip_known_orders = true) {
    state<R> thrown = s;
    apply_throw(thrown, t);
    return search_play(thrown, s.mover, skip_known_orders);
}

// The outcomes of a search by this thread's own enumerator, whose tables and lists outlive the call:
// a caller enumerating play after play allocates only the list it is given.
template <class R>
[[nodiscard]] std::vector<play_outcome<R>> outcomes_of_play(const state<R>& s, int seat) {
    thread_local play_enumerator<R> search;
    search.run(s, seat);
    return std::move(search.outcomes);
}
}  // namespace detail

// Every distinct end of the play under way in s (stage::play), in the order first found. The search
// keeps its tables in a workspace of the calling thread from one call to the next: after the first
// calls only the returned list is allocated, and the room of the largest play searched stays with the
// thread until it ends.
template <class R>
[[nodiscard]] std::vector<play_outcome<R>> enumerate_plays(const state<R>& s) {
    return detail::outcomes_of_play(s, s.mover);
}

// Every distinct end of the play of throw t from chance node s, in the order first found. "Throws
// again" is judged for the seat that threw: a throw that ends the turn by itself (a penalised third
// doublet, §5.1) passes the turn before any play.
template <class R>
[[nodiscard]] std::vector<play_outcome<R>> enumerate_plays(const state<R>& s, throw_outcome t) {
    state<R> thrown = s;
    apply_throw(thrown, t);
    return detail::outcomes_of_play(thrown, s.mover);
}

// Number of action sequences of `depth` steps from s, counting chance outcomes and decisions alike
// (like chess perft, over chance nodes). A sequence that reaches the end of the game stops there.
template <class R>
[[nodiscard]] constexpr std::uint64_t perft(const state<R>& s, int depth) {
    if (depth == 0 || is_over(s)) return 1;
    std::uint64_t total = 0;
    if (is_chance_node(s)) {
        for (const auto& outcome : chance_outcomes(s)) {
            state<R> next = s;
            apply_throw(next, outcome.outcome);
            total += perft(next, depth - 1);
        }
        return total;
    }
    for (const action& a : legal_actions(s)) {
        state<R> next = s;
        detail::perform_and_settle(next, a);
        total += perft(next, depth - 1);
    }
    return total;
}

}  // namespace pachisi
