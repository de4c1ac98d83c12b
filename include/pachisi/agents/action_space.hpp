#pragma once
// A fixed action space per rule set, as learning code expects it (OpenSpiel's NumDistinctActions, a
// legal-action mask): every action a decision can offer gets an integer id in
// [0, num_distinct_actions<R>), the same id for the same choice in every state.
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

namespace action_space_detail {

// Step counts a split traditional move may name: every value up to the largest throw. 1 otherwise.
template <class R>
[[nodiscard]] constexpr int split_step_choices() {
    int largest = 1;
    if constexpr (R::turn == family::traditional) {
        if constexpr (R::split_throw)
            for (const auto& o : R::thrower::outcomes()) largest = std::max(largest, R::thrower::value(o.outcome));
    }
    return largest;
}

// The sizes of the id blocks, in id order.
template <class R>
struct layout {
    static constexpr int pawns = R::pawns;
    static constexpr int routes = R::extra_lap ? 2 : 1;

    // Two-dice rule sets.
    static constexpr int die_faces = 6;
    static constexpr int first_move = 5;
    static constexpr int moves = pawns * die_faces * routes;
    static constexpr int whole_moves = R::combine == combined_move::whole ? pawns * routes : 0;
    static constexpr bool capture_moves =
        R::capture == capture_reward::move || R::capture == capture_reward::move_or_throw_again;
    static constexpr int capture_rewards = capture_moves ? pawns * routes : 0;
    static constexpr int home_rewards = R::home_reward_squares > 0 ? pawns * routes : 0;
    static constexpr int first_whole = first_move + moves;
    static constexpr int first_capture = first_whole + whole_moves;
    static constexpr int first_home = first_capture + capture_rewards;
    static constexpr int dice_total = first_home + home_rewards;

    // Traditional rule sets.
    static constexpr int first_group_move = 4;
    static constexpr int groups = pawns * (pawns + 1) / 2;
    static constexpr int step_choices = split_step_choices<R>();
    static constexpr int first_move_entry = first_group_move + groups * step_choices * routes;  // option 1 only
    static constexpr int first_move_entries = remembers_first_moves<R>() ? 1 : 0;
    static constexpr int traditional_total = first_move_entry + first_move_entries;

    // One-die rule sets: no route bit (one stop per pawn and value, even on must-kill laps).
    static constexpr int one_die_first_move = 2;
    static constexpr int one_die_first_capture = one_die_first_move + pawns;
    static constexpr int one_die_capture_rewards = capture_moves ? pawns : 0;
    static constexpr int one_die_first_home = one_die_first_capture + one_die_capture_rewards;
    static constexpr int one_die_home_rewards = R::home_reward_squares > 0 ? pawns : 0;
    static constexpr int one_die_total = one_die_first_home + one_die_home_rewards;

    static constexpr int total = R::turn == family::traditional ? traditional_total
                                 : R::turn == family::one_die   ? one_die_total
                                                                : dice_total;
};

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
[[nodiscard]] constexpr int route_of(const action& a) noexcept {
    if constexpr (!R::extra_lap) return 0;
    else return extra_laps<R>(static_cast<int>(a.to)) > extra_laps<R>(static_cast<int>(a.from)) ? 1 : 0;
}

// Rank in the mover's row of the pawn an action moves: the first pawn with its progress (and, for
// the two-dice rules, its tag; traditional actions carry no tag). -1 when there is none.
template <class R>
[[nodiscard]] constexpr int rank_of(const state<R>& s, const action& a) noexcept {
    const auto& row = s.pawns[s.mover];
    for (int i = 0; i < R::pawns; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (static_cast<int>(row[k]) != static_cast<int>(a.from)) continue;
        if (R::turn == family::traditional || static_cast<int>(s.tags[k]) == static_cast<int>(a.tag)) return i;
    }
    return -1;
}

}  // namespace action_space_detail

// The number of action ids of rule set R.
template <class R>
inline constexpr int num_distinct_actions = action_space_detail::layout<R>::total;

// The id of action `a` in state `s` (a decision of s.mover), in [0, num_distinct_actions<R>). -1 for
// an action that cannot be one of s's actions (no pawn of the mover where it starts, a die value
// or group size out of range).
template <class R>
[[nodiscard]] constexpr int action_id(const state<R>& s, const action& a) noexcept {
    using L = action_space_detail::layout<R>;
    [[maybe_unused]] const int route = action_space_detail::route_of<R>(a);
    if constexpr (R::turn == family::traditional) {
        switch (a.kind) {
            case action_kind::pass: return 0;
            case action_kind::enter:
                // Option 1's first move names its value (steps = to = V); the grace's enter has steps 0.
                if constexpr (remembers_first_moves<R>())
                    if (a.steps != 0) return a.steps >= 2 && a.steps <= 4 && a.to == a.steps ? L::first_move_entry : -1;
                return 1;
            case action_kind::roll: return 2;
            case action_kind::refuse: return 3;
            case action_kind::move: break;
            default: return -1;
        }
        const int rank = action_space_detail::rank_of(s, a);
        const int group = static_cast<int>(a.group);
        const int steps = static_cast<int>(a.steps);
        if (rank < 0 || group < 1 || rank + group > L::pawns || steps < 1) return -1;
        const int step_index = L::step_choices > 1 ? steps - 1 : 0;
        if (step_index >= L::step_choices) return -1;
        const int group_index = rank * L::pawns - rank * (rank - 1) / 2 + (group - 1);
        return L::first_group_move + (group_index * L::step_choices + step_index) * L::routes + route;
    } else if constexpr (R::turn == family::one_die) {
        int first = 0;
        switch (a.kind) {
            case action_kind::pass: return 0;
            case action_kind::enter: return 1;
            case action_kind::move: first = L::one_die_first_move; break;
            case action_kind::capture_reward:
                if (L::one_die_capture_rewards == 0) return -1;
                first = L::one_die_first_capture;
                break;
            case action_kind::home_reward:
                if (L::one_die_home_rewards == 0) return -1;
                first = L::one_die_first_home;
                break;
            default: return -1;
        }
        const int rank = action_space_detail::rank_of(s, a);
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
                const int rank = action_space_detail::rank_of(s, a);
                const int die = static_cast<int>(a.steps);
                if (rank < 0 || die < 1 || die > L::die_faces) return -1;
                return L::first_move + (rank * L::die_faces + die - 1) * L::routes + route;
            }
            case action_kind::whole_move:
                if (L::whole_moves == 0) return -1;
                first = L::first_whole;
                break;
            case action_kind::capture_reward:
                if (L::capture_rewards == 0) return -1;
                first = L::first_capture;
                break;
            case action_kind::home_reward:
                if (L::home_rewards == 0) return -1;
                first = L::first_home;
                break;
            default: return -1;
        }
        const int rank = action_space_detail::rank_of(s, a);
        return rank < 0 ? -1 : first + rank * L::routes + route;
    }
}

// The legal action of s with the given id, or std::nullopt when no legal action has it. The second
// form takes legal_actions(s) when the caller has it already.
template <class R>
[[nodiscard]] constexpr std::optional<action> action_from_id(const state<R>& s, const action_list<R>& legal, int id) {
    if (id < 0 || id >= num_distinct_actions<R>) return std::nullopt;
    for (const action& a : legal)
        if (action_id(s, a) == id) return a;
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
    for (const action& a : legal) ids.push_back(action_id(s, a));
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
// The mask must hold num_distinct_actions<R> entries (std::invalid_argument otherwise). All zero at a
// chance node and when the game is over.
template <class R, class T>
constexpr void legal_action_mask(const state<R>& s, const action_list<R>& legal, std::span<T> mask) {
    if (mask.size() < static_cast<std::size_t>(num_distinct_actions<R>))
        raise_error(error_kind::invalid_argument,
                    "pachisi::legal_action_mask: the mask holds fewer than num_distinct_actions entries");
    std::fill(mask.begin(), mask.begin() + num_distinct_actions<R>, T{0});
    for (const action& a : legal) {
        const int id = action_id(s, a);
        if (id >= 0) mask[static_cast<std::size_t>(id)] = T{1};
    }
}
template <class R, class T>
constexpr void legal_action_mask(const state<R>& s, std::span<T> mask) {
    legal_action_mask(s, legal_actions(s), mask);
}

}  // namespace pachisi
