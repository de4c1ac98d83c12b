#pragma once
// From a click to an action: a board interface knows which pawn was picked (its progress) and how
// far it goes (a die, the throw's value, a reward), and sometimes where it stops. find_action looks
// the legal action up, so a hand-built action never needs its other fields right (action.hpp says
// which fields identify an action).

#include <optional>

#include "action.hpp"
#include "legal_actions.hpp"
#include "state.hpp"

namespace pachisi {

namespace detail {
[[nodiscard]] constexpr bool moves_a_pawn(action_kind kind) noexcept {
    return kind == action_kind::move || kind == action_kind::whole_move || kind == action_kind::capture_reward ||
           kind == action_kind::home_reward;
}

// Does legal action `a` move the pawn at progress `from` by `steps`? A pawn in its nest (from 0)
// enters: with dice by a 5 (one die, or both dice adding up to 5), with cowries by the throw's value
// (a grace's entry to p = 1, or a first move of option 1 to p = the value), with one die (docs/rules.md
// §10) by the face thrown.
template <class R>
[[nodiscard]] constexpr bool means(const state<R>& s, const action& a, int from, int steps) noexcept {
    if (a.kind == action_kind::enter || a.kind == action_kind::enter_sum) {
        if (from != 0) return false;
        if constexpr (R::thrower::is_dice) return steps == 5;
        else return steps == R::thrower::value(s.thrown);
    }
    return moves_a_pawn(a.kind) && static_cast<int>(a.from) == from && static_cast<int>(a.steps) == steps;
}
}  // namespace detail

// The legal action that moves the pawn at progress `from` by `steps` squares (a pawn in its nest,
// from = 0, enters: steps is then 5 with dice, the throw's value with cowries or one die), or std::nullopt when
// there is none. When several match, the first in legal-action order: the kind in the order of
// action_kind (a part before a whole move or a reward), the pawn with the lower tag, the nearer stop
// (at a turn-off, the way HOME before another lap), the single pawn before a group.
template <class R>
[[nodiscard]] constexpr std::optional<action> find_action(const state<R>& s, int from, int steps) {
    for (const action& a : legal_actions(s))
        if (detail::means(s, a, from, steps)) return a;
    return std::nullopt;
}

// The same, stopping at progress `to`: tells apart the two stops of a move past a turn-off (up the
// home path, or round again: docs/rules.md §5.10, §6.6). An entry stops at progress 1; a traditional
// first move (option 1 of seed 004, docs/rules.md §6.10) at the throw's value.
template <class R>
[[nodiscard]] constexpr std::optional<action> find_action(const state<R>& s, int from, int steps, int to) {
    for (const action& a : legal_actions(s))
        if (detail::means(s, a, from, steps) && static_cast<int>(a.to) == to) return a;
    return std::nullopt;
}

}  // namespace pachisi
