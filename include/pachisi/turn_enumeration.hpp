#pragma once
// Full-turn enumeration: for a state and a throw, every distinct position in which the play can end,
// each with one action sequence that reaches it and whether the same seat throws next.
//
// With doublet bonuses and chained rewards one throw can have over 100,000 ordered action sequences
// but only about a thousand distinct end positions. The search expands each distinct intermediate
// position once (orders that meet again are merged), so its cost follows the positions, not the orders.

#include <unordered_map>
#include <unordered_set>
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
};

namespace detail {
template <class R>
struct play_enumerator {
    std::unordered_set<state<R>, state_hasher> expanded;
    std::unordered_map<state<R>, std::size_t, state_hasher> found;
    std::vector<play_outcome<R>> outcomes;
    action_sequence path;
    int seat = 0;

    void visit(const state<R>& s) {
        if (s.phase != stage::play) {
            if (found.emplace(s, outcomes.size()).second)
                outcomes.push_back({s, path, (s.phase == stage::throw_ || s.phase == stage::ready) && s.mover == seat});
            return;
        }
        if (!expanded.insert(s).second) return;
        for (const action& a : legal_actions(s)) {
            state<R> next = s;
            detail::perform_and_settle(next, a);
            path.push_back(a);
            visit(next);
            path.pop_back();
        }
    }
};
}  // namespace detail

// Every distinct end of the play under way in s (stage::play), in the order first found.
template <class R>
[[nodiscard]] std::vector<play_outcome<R>> enumerate_plays(const state<R>& s) {
    detail::play_enumerator<R> search;
    search.seat = s.mover;
    search.visit(s);
    return std::move(search.outcomes);
}

// Every distinct end of the play of throw t from chance node s, in the order first found.
template <class R>
[[nodiscard]] std::vector<play_outcome<R>> enumerate_plays(const state<R>& s, throw_outcome t) {
    state<R> thrown = s;
    apply_throw(thrown, t);
    return enumerate_plays(thrown);
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
