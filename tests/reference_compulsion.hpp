#pragma once
// A brute-force reading of docs/rules.md §5.5 for the two-dice presets: list every candidate play of
// the throw (every order of every part-action, no shortcut), keep the whole plays in the order the
// rules give (auto fives, most parts, the larger die, SHG's all-or-none bonus), and collect what may
// come next from the current position. Slow on purpose; the property and differential tests compare
// legal_actions against it.

#include <algorithm>
#include <vector>

#include <pachisi/pachisi.hpp>

namespace reference {

using pachisi::action;
using pachisi::state;
namespace detail = pachisi::detail;

template <class R>
struct candidate_play {
    std::vector<action> actions;
    std::vector<state<R>> before;  // the position before each action
    state<R> end;
};

template <class R>
void all_candidate_plays(const state<R>& s, candidate_play<R>& path, std::vector<candidate_play<R>>& out,
                         std::size_t limit) {
    if (out.size() > limit) return;
    if (!s.reward_due_now && detail::start_blockades_broken_up(s)) {
        path.end = s;
        out.push_back(path);
    }
    std::vector<action> next;
    detail::any_part_candidate(s, [&](const action& a) { return next.push_back(a), false; });
    for (const action& a : next) {
        state<R> after = s;
        detail::perform(after, a);
        path.actions.push_back(a);
        path.before.push_back(s);
        all_candidate_plays(after, path, out, limit);
        path.actions.pop_back();
        path.before.pop_back();
    }
}

// The actions that begin some allowed play from `now`, given the position right after the throw;
// false when the throw has too many candidate plays to list.
template <class R>
bool reference_next_actions(const state<R>& at_throw, const state<R>& now, std::vector<action>& expected) {
    std::vector<candidate_play<R>> plays;
    candidate_play<R> path;
    all_candidate_plays(at_throw, path, plays, 20000);
    if (plays.size() > 20000) return false;
    const auto fives = [](const candidate_play<R>& p) { return R::auto_fives ? p.end.fives_entered : 0; };
    const auto keep_max = [&](auto measure) {
        int best = -1;
        for (const auto& p : plays) best = std::max(best, static_cast<int>(measure(p)));
        std::erase_if(plays, [&](const candidate_play<R>& p) { return static_cast<int>(measure(p)) != best; });
    };
    keep_max(fives);                                                          // (a) auto fives
    keep_max([](const candidate_play<R>& p) { return p.end.parts_used; });    // (b) most parts
    const bool two_part_non_doublet = at_throw.total_parts == 2 && at_throw.thrown.a != at_throw.thrown.b;
    if (R::must_use_larger_die && two_part_non_doublet && plays.front().end.parts_used == 1)
        keep_max([](const candidate_play<R>& p) { return p.end.larger_used; });  // (c) larger die
    if (R::bonus_all_or_none && at_throw.total_parts == 4 && plays.front().end.parts_used < 4) plays.clear();
    for (const auto& p : plays)
        for (std::size_t i = 0; i < p.actions.size(); ++i)
            if (p.before[i] == now && std::find(expected.begin(), expected.end(), p.actions[i]) == expected.end())
                expected.push_back(p.actions[i]);
    std::sort(expected.begin(), expected.end());
    // §5.3: two actions that lead to the same state are one action; the first in order stands for both.
    std::vector<action> distinct;
    std::vector<state<R>> reached;
    for (const action& a : expected) {
        state<R> after = now;
        detail::perform_and_settle(after, a);
        if (std::find(reached.begin(), reached.end(), after) != reached.end()) continue;
        reached.push_back(after);
        distinct.push_back(a);
    }
    expected = distinct;
    return true;
}

}  // namespace reference
