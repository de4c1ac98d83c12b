#pragma once
// A fixed action space per rule set, as learning code expects it (OpenSpiel's NumDistinctActions, a
// legal-action mask): every action a decision can offer gets an integer id in
// [0, num_distinct_actions<R>), the same id for the same choice in every state. A rule set with options at
// run time (rules/one_die_dynamic.hpp and its kin) gives the ids of the compile-time rule set with the same
// options: its count is num_distinct_actions_of(s), at most max_distinct_actions<R> for any mix.
//
// An id never holds a raw progress value (progress grows with every extra lap). A pawn is named by
// its rank in the mover's row (rows are sorted highest progress first, so rank 0 is the pawn
// farthest along; a tagged pawn of a shared square comes before an untagged one), and where a move
// crosses a turn-off (two-dice and traditional rule sets with extra laps) it names its route: 0 the
// home path or the plain run, 1 round the ring again.
//
// Two-dice rule sets (P = 4 pawns, L = 2 routes with an extra lap, else 1):
//
//   id  0 pass        1 decline       2 throw again     3 enter (a die of 5)     4 enter (a sum of 5)
//   5 + (rank * 6 + (die - 1)) * L + route                      move by one die    6 * P * L ids
//   then rank * L + route for each of: whole move (whole-move rules only), capture reward (rules whose
//   capture reward is a move), home reward (rules with one)                        P * L ids each
//
// Traditional rule sets (P = 4, 8, 12 or 16 pawns, L = 2, V = largest throw value with the split
// option, else 1):
//
//   id  0 pass (stop)   1 enter   2 throw   3 refuse
//   4 + ((group_index * V) + (steps - 1 with the split option, else 0)) * L + route
//   where a group of g pawns (1 <= g <= P) moving from the pawns whose first rank is r has
//   group_index = r * P - r * (r - 1) / 2 + (g - 1): the pairs (r, g) with r + g <= P, packed.
//   then, only in rule sets with seed 004 option 1 (`first-move`, docs/rules.md §6.10), one last id:
//   a player's first move `enter+V` (out of the Charkoni straight to p = V, the whole throw of 2, 3 or 4).
//   It is another choice than the grace's `enter` (id 1: a pawn to p = 1, the throw's value kept), so
//   it has an id of its own; the value V is the throw's, as a move's steps are (one id for any V).
//
// One-die rule sets (Ludo, Parchís, MAEDN; P = 4 pawns):
//
//   id  0 pass   1 enter
//   2 + rank                                     move the pawn by the die's value (face, or 7)    P ids
//   then rank for each of: capture reward (rules whose capture reward is a move: Parchís
//   `capture F+20`), home reward (rules with one: Parchís `home F+10`)              P ids each
//
// A one-die move has no route bit: the die's value and the state fix where a pawn stops (must-kill
// laps go round or turn in by the seat's captured bit, docs/rules.md §10 step 9), and the engine offers
// one action per progress, so rank alone names it. One-die sizes: ludo, ludo_king, maedn and
// maedn_openspiel 6 (any registry option), parchis 14.
//
// Sizes: shg 37, cardinal 41, american 69, traditional and traditional7 24 (25 with first-move; the
// arm length of the cross changes no id); a 16-pawn traditional rule set with split throws and 7
// cowries 9524 (docs/learning.md has the table).
//
// action_id and action_from_id are inverse on the legal actions of a state, and no two legal
// actions of a state share an id (tests/learning_action_space.cpp checks both over random games).

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>

#include "../engine/action.hpp"
#include "../engine/legal_actions.hpp"
#include "../engine/state.hpp"
#include "../rules/board.hpp"
#include "../rules/errors.hpp"

namespace pachisi {

// The sizes and first ids of the id blocks, in id order: what a rule set's options make of the layout
// above. A compile-time rule set has one (a constant: action_layout_of); a rule set with options at run
// time has one per mix, computed from the state's options when an id is asked for.
struct action_layout {
    int pawns = 4;
    int routes = 1;  // 2 where a move may go round again at a turn-off (two dice, traditional)

    // Two-dice rule sets.
    int die_faces = 6;
    int first_move = 5;
    int whole_moves = 0;
    int capture_rewards = 0;
    int home_rewards = 0;
    int first_whole = 0;
    int first_capture = 0;
    int first_home = 0;

    // Traditional rule sets.
    int first_group_move = 4;
    int step_choices = 1;
    int first_move_entry = 0;  // option 1 only

    // One-die rule sets: no route bit (one stop per pawn and value, even on must-kill laps).
    int one_die_first_move = 2;
    int one_die_capture_rewards = 0;
    int one_die_home_rewards = 0;
    int one_die_first_capture = 0;
    int one_die_first_home = 0;

    int total = 0;
};

namespace action_space_detail {

// The layout of rule set R played with `rules`: R itself (its options are constants), or the values a
// state of a rule set with options at run time keeps; both name the options alike.
template <class R, class Rules>
[[nodiscard]] constexpr action_layout make_layout(const Rules& rules) noexcept {
    action_layout l;
    if constexpr (has_board_at_run_time<R>) l.pawns = rules.pawns;  // the game's pawns, not the rows' room
    else l.pawns = R::pawns;
    l.routes = rules.extra_lap ? 2 : 1;
    const bool capture_moves =
        rules.capture == capture_reward::move || rules.capture == capture_reward::move_or_throw_again;
    const bool home_rewards = rules.home_reward_squares > 0;
    if constexpr (R::turn == family::traditional) {
        if (rules.split_throw)  // a split move names its steps: every value up to the largest throw
            for (const auto& o : R::thrower::outcomes())
                l.step_choices = std::max(l.step_choices, R::thrower::value(o.outcome));
        const int groups = l.pawns * (l.pawns + 1) / 2;
        l.first_move_entry = l.first_group_move + groups * l.step_choices * l.routes;
        l.total = l.first_move_entry + (rules.first_move_on_2_3_4 ? 1 : 0);
    } else if constexpr (R::turn == family::one_die) {
        l.one_die_first_capture = l.one_die_first_move + l.pawns;
        l.one_die_capture_rewards = capture_moves ? l.pawns : 0;
        l.one_die_first_home = l.one_die_first_capture + l.one_die_capture_rewards;
        l.one_die_home_rewards = home_rewards ? l.pawns : 0;
        l.total = l.one_die_first_home + l.one_die_home_rewards;
    } else {
        l.whole_moves = rules.combine == combined_move::whole ? l.pawns * l.routes : 0;
        l.capture_rewards = capture_moves ? l.pawns * l.routes : 0;
        l.home_rewards = home_rewards ? l.pawns * l.routes : 0;
        l.first_whole = l.first_move + l.pawns * l.die_faces * l.routes;
        l.first_capture = l.first_whole + l.whole_moves;
        l.first_home = l.first_capture + l.capture_rewards;
        l.total = l.first_home + l.home_rewards;
    }
    return l;
}

// Every block a mix of R's options may have: the widest layout, which bounds every mix's ids.
template <class R>
struct widest_options {
    int pawns = R::pawns;
    bool extra_lap = laps_possible<R>();
    combined_move combine = combined_move::whole;
    capture_reward capture = capture_reward::move;
    int home_reward_squares = 1;
    bool split_throw = true;
    bool first_move_on_2_3_4 = true;
};

template <class R>
inline constexpr action_layout fixed_layout = make_layout<R>(R{});

}  // namespace action_space_detail

// The id layout of the rules s is played by (a constant for a compile-time rule set).
template <class R>
[[nodiscard]] constexpr action_layout action_layout_of(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return action_space_detail::make_layout<R>(s.options);
    else return action_space_detail::fixed_layout<R>;
}

// The number of action ids of a compile-time rule set R. A rule set with options at run time has one per
// mix of options: num_distinct_actions_of(s), at most max_distinct_actions<R>.
template <class R>
    requires(!has_options_at_run_time<R>)
inline constexpr int num_distinct_actions = action_space_detail::fixed_layout<R>.total;

// The number of action ids of the rules s is played by.
template <class R>
[[nodiscard]] constexpr int num_distinct_actions_of(const state<R>& s) noexcept {
    return action_layout_of(s).total;
}

// At least num_distinct_actions_of(s) for every state of R: what a buffer for any mix of R's options holds.
template <class R>
inline constexpr int max_distinct_actions = [] {
    if constexpr (has_options_at_run_time<R>)
        return action_space_detail::make_layout<R>(action_space_detail::widest_options<R>{}).total;
    else return num_distinct_actions<R>;
}();

namespace action_space_detail {

// Laps a pawn at progress p has begun beyond its first: 0 up to HOME, then 1 for HOME+1 .. HOME+R
// (its turn-off again; R = 68 ring squares on the standard boards), 2 after that, and so on.
template <class R>
[[nodiscard]] constexpr int extra_laps(int p) noexcept {
    using board = route<typename R::board>;
    return p <= board::home ? 0 : (p - board::home - 1) / board::ring_squares + 1;
}

// 1 when a move goes round the ring again at a turn-off, 0 when it turns into the home path or
// crosses none. The two stops of a move that may do either always differ in this bit.
template <class R>
[[nodiscard]] constexpr int route_of(const state<R>& s, const action_layout& l, const action& a) noexcept {
    if (l.routes == 1) return 0;
    if constexpr (has_board_at_run_time<R>) {
        const auto& board = board_of(s);
        const auto laps = [&](int p) { return p <= board.home ? 0 : (p - board.home - 1) / board.ring_squares + 1; };
        return laps(static_cast<int>(a.to)) > laps(static_cast<int>(a.from)) ? 1 : 0;
    } else {
        return extra_laps<R>(static_cast<int>(a.to)) > extra_laps<R>(static_cast<int>(a.from)) ? 1 : 0;
    }
}

// Rank in the mover's row of the pawn an action moves: the first pawn with its progress (and, for
// the two-dice rules, its tag; traditional actions carry no tag). -1 when there is none.
template <class R>
[[nodiscard]] constexpr int rank_of(const state<R>& s, const action& a) noexcept {
    const auto& row = s.pawns[s.mover];
    for (int i = 0; i < R::pawns; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (static_cast<int>(row[k]) != static_cast<int>(a.from)) continue;
        if constexpr (has_board_at_run_time<R>) {
            // Rank among the game's pawns: the places a game of fewer pawns leaves unused stand at HOME, before
            // every pawn short of it (and a move never starts at HOME).
            if (a.from < board_of(s).home) return i - unused_places(s);
        }
        if (R::turn == family::traditional || static_cast<int>(s.tags[k]) == static_cast<int>(a.tag)) return i;
    }
    return -1;
}

// action_id with the layout of s's rules given (`L`, action_layout_of(s)): a list of ids computes it once.
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr int id_in(const action_layout& L, const state<R>& s, const action& a) noexcept {
    [[maybe_unused]] const int route = route_of(s, L, a);
    if constexpr (R::turn == family::traditional) {
        switch (a.kind) {
            case action_kind::pass: return 0;
            case action_kind::enter:
                // Option 1's first move names its value (steps = to = V); the grace's enter has steps 0.
                if (L.total > L.first_move_entry)  // the rules have option 1
                    if (a.steps != 0) return a.steps >= 2 && a.steps <= 4 && a.to == a.steps ? L.first_move_entry : -1;
                return 1;
            case action_kind::roll: return 2;
            case action_kind::refuse: return 3;
            case action_kind::move: break;
            default: return -1;
        }
        const int rank = rank_of(s, a);
        const int group = static_cast<int>(a.group);
        const int steps = static_cast<int>(a.steps);
        if (rank < 0 || group < 1 || rank + group > L.pawns || steps < 1) return -1;
        const int step_index = L.step_choices > 1 ? steps - 1 : 0;
        if (step_index >= L.step_choices) return -1;
        const int group_index = rank * L.pawns - rank * (rank - 1) / 2 + (group - 1);
        return L.first_group_move + (group_index * L.step_choices + step_index) * L.routes + route;
    } else if constexpr (R::turn == family::one_die) {
        int first = 0;
        switch (a.kind) {
            case action_kind::pass: return 0;
            case action_kind::enter: return 1;
            case action_kind::move: first = L.one_die_first_move; break;
            case action_kind::capture_reward:
                if (L.one_die_capture_rewards == 0) return -1;
                first = L.one_die_first_capture;
                break;
            case action_kind::home_reward:
                if (L.one_die_home_rewards == 0) return -1;
                first = L.one_die_first_home;
                break;
            default: return -1;
        }
        const int rank = rank_of(s, a);
        return rank < 0 ? -1 : first + rank;
    } else {
        int first = 0;
        switch (a.kind) {
            case action_kind::pass: return 0;
            case action_kind::decline: return 1;
            case action_kind::throw_again: return 2;
            case action_kind::enter: return 3;
            case action_kind::enter_sum: return 4;
            case action_kind::move: {
                const int rank = rank_of(s, a);
                const int die = static_cast<int>(a.steps);
                if (rank < 0 || die < 1 || die > L.die_faces) return -1;
                return L.first_move + (rank * L.die_faces + die - 1) * L.routes + route;
            }
            case action_kind::whole_move:
                if (L.whole_moves == 0) return -1;
                first = L.first_whole;
                break;
            case action_kind::capture_reward:
                if (L.capture_rewards == 0) return -1;
                first = L.first_capture;
                break;
            case action_kind::home_reward:
                if (L.home_rewards == 0) return -1;
                first = L.first_home;
                break;
            default: return -1;
        }
        const int rank = rank_of(s, a);
        return rank < 0 ? -1 : first + rank * L.routes + route;
    }
}

}  // namespace action_space_detail

// The id of action `a` in state `s` (a decision of s.mover), in [0, num_distinct_actions_of(s)). -1 for
// an action that cannot be one of s's actions (no pawn of the mover where it starts, a die value
// or group size out of range).
template <class R>
[[nodiscard]] constexpr int action_id(const state<R>& s, const action& a) noexcept {
    return action_space_detail::id_in(action_layout_of(s), s, a);
}

// The legal action of s with the given id, or std::nullopt when no legal action has it. The second
// form takes legal_actions(s) when the caller has it already.
template <class R>
[[nodiscard]] constexpr std::optional<action> action_from_id(const state<R>& s, const action_list<R>& legal, int id) {
    const action_layout layout = action_layout_of(s);
    if (id < 0 || id >= layout.total) return std::nullopt;
    for (const action& a : legal)
        if (action_space_detail::id_in(layout, s, a) == id) return a;
    return std::nullopt;
}
template <class R>
[[nodiscard]] constexpr std::optional<action> action_from_id(const state<R>& s, int id) {
    return action_from_id(s, legal_actions(s), id);
}

// The ids of s's legal actions, in the order of legal_actions(s).
template <class R>
using action_id_list = fixed_list<int, max_actions<R>>;

// This form writes them into `ids` (emptied first): a loop that keeps one list saves clearing a new one.
template <class R>
constexpr void legal_action_ids(const state<R>& s, const action_list<R>& legal, action_id_list<R>& ids) {
    ids.clear();
    const action_layout layout = action_layout_of(s);
    for (const action& a : legal) ids.push_back(action_space_detail::id_in(layout, s, a));
}
template <class R>
[[nodiscard]] constexpr action_id_list<R> legal_action_ids(const state<R>& s, const action_list<R>& legal) {
    action_id_list<R> ids;
    legal_action_ids(s, legal, ids);
    return ids;
}
template <class R>
[[nodiscard]] constexpr action_id_list<R> legal_action_ids(const state<R>& s) {
    return legal_action_ids(s, legal_actions(s));
}

// Writes the legal-action mask of s: mask[id] is 1 for the id of each legal action, 0 otherwise.
// The mask must hold num_distinct_actions_of(s) entries (std::invalid_argument otherwise); only those are
// written. All zero at a chance node and when the game is over.
template <class R, class T>
constexpr void legal_action_mask(const state<R>& s, const action_list<R>& legal, std::span<T> mask) {
    const action_layout layout = action_layout_of(s);
    if (mask.size() < static_cast<std::size_t>(layout.total))
        raise_error(error_kind::invalid_argument,
                    "pachisi::legal_action_mask: the mask holds fewer than num_distinct_actions entries");
    std::fill(mask.begin(), mask.begin() + layout.total, T{0});
    for (const action& a : legal) {
        const int id = action_space_detail::id_in(layout, s, a);
        if (id >= 0) mask[static_cast<std::size_t>(id)] = T{1};
    }
}
template <class R, class T>
constexpr void legal_action_mask(const state<R>& s, std::span<T> mask) {
    legal_action_mask(s, legal_actions(s), mask);
}

}  // namespace pachisi
