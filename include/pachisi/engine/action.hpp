#pragma once
// One atomic decision of a seat (docs/rules.md §5.3), and the fixed-capacity list legal actions come in.

#include <compare>
#include <cstdint>

#include "../rules/fixed_list.hpp"
#include "../rules/board.hpp"
#include "../rules/policies.hpp"

namespace pachisi {

enum class action_kind : std::uint8_t {
    pass,            // the one action of an empty play
    enter,           // a die part of 5 (traditional: a grace) brings a nest pawn to p = 1; with steps, a first move
    enter_sum,       // both parts of a two-part throw adding up to 5 bring a nest pawn to p = 1
    move,            // a pawn advances by one part
    whole_move,      // (whole-move rules) a pawn advances by both parts of a two-part throw at once
    capture_reward,  // a pawn advances by a pending capture reward
    home_reward,     // a pawn advances by a pending home reward
    throw_again,     // (move-or-throw rules) a pending capture reward is spent on one more throw
    decline,         // give up the pending rewards (or the capture reward due at once)
    roll,            // (traditional, stage::ready) throw the cowries
    refuse,          // (traditional, stage::ready) decline to throw: the turn passes (docs/rules.md §6.1)
};

// A pawn is named by its progress and, where pawns of one square must be told apart (docs/rules.md §5.6),
// by its tag: 1 or 2 for the two pawns of a blockade that stood at the throw's start, 0 otherwise.
// A traditional move may carry a group: `group` pawns of the same progress move together (§6.4).
//
// Which fields identify an action: all six. apply and checked_apply accept only an action equal,
// field by field, to one of legal_actions(s); every field must then hold what the generator writes:
//   pass, decline, again (throw_again), throw (roll), refuse:  kind only; the rest as default-built
//   enter, enter sum:  kind, from = 0, tag = 0, steps = 0, to = 1, group = 1
//   enter as a first move (traditional, seed 004 option 1):  kind, from = 0, tag = 0, steps = to = the value
//   move, whole, capture, home:  kind, from, tag, steps, to, group; `to` is where the pawn stops:
//       from + steps as a rule, but not for another lap taken at a turn-off or an overshoot into HOME
// So build actions by looking them up instead: find_action(s, from, steps) (engine/find_action.hpp)
// for a click on a pawn, parse_action for notation, or pick one from legal_actions(s).
struct action {
    // Laid out in 8 bytes (the four bytes, then the two progress values) so that an action fits one
    // register: a 10-byte action, built field by field on the stack and read back whole into a list,
    // stalled store-to-load forwarding at every push_back. The constructor takes the fields in their
    // documented order (kind, from, tag, steps, to, group), the order actions compare in; the layout
    // is not that order.
    action_kind kind = action_kind::pass;
    std::uint8_t tag = 0;
    std::uint8_t steps = 0;  // squares moved: the part, the sum, the reward, or the cowries' value
    std::uint8_t group = 1;  // pawns moving together
    progress_t from = 0;     // progress of the pawn that moves
    progress_t to = 0;       // progress where it stops (a move past a turn-off may have two)

    constexpr action() noexcept = default;
    constexpr action(action_kind kind_, progress_t from_ = 0, std::uint8_t tag_ = 0, std::uint8_t steps_ = 0,
                     progress_t to_ = 0, std::uint8_t group_ = 1) noexcept
        : kind(kind_), tag(tag_), steps(steps_), group(group_), from(from_), to(to_) {}

    friend constexpr bool operator==(const action&, const action&) = default;
    friend constexpr std::strong_ordering operator<=>(const action& a, const action& b) noexcept;
};
static_assert(sizeof(action) == 8);

// The most legal actions one decision can have under rules R: the Parcheesi family has at most
// 2 parts x 4 pawns x 2 routes plus entries and whole moves; a traditional group can take any size,
// and with a split throw any number of squares up to the throw's value (35 at most).
template <class R>
[[nodiscard]] constexpr std::size_t max_actions_for() {
    if constexpr (R::turn == family::parcheesi) return 32;
    else if constexpr (R::turn == family::one_die) return 8;  // enter, a move per pawn, or pass
    else if constexpr (has_options_at_run_time<R>) return 2 * static_cast<std::size_t>(R::pawns) * 35 + 8;  // split or not
    else return 2 * static_cast<std::size_t>(R::pawns) * (R::split_throw ? 35 : 1) + 8;
}
template <class R>
inline constexpr std::size_t max_actions = max_actions_for<R>();

// Legal actions come sorted by (kind, from, tag, steps, to, group): a documented, deterministic order.
template <class R>
using action_list = fixed_list<action, max_actions<R>>;

// The six fields packed most significant first: comparing keys compares actions as operator<=> does.
[[nodiscard]] constexpr std::uint64_t order_key(const action& a) noexcept {
    return (std::uint64_t{static_cast<std::uint8_t>(a.kind)} << 56) | (std::uint64_t{a.from} << 40) |
           (std::uint64_t{a.tag} << 32) | (std::uint64_t{a.steps} << 24) | (std::uint64_t{a.to} << 8) | a.group;
}

constexpr std::strong_ordering operator<=>(const action& a, const action& b) noexcept {
    return order_key(a) <=> order_key(b);
}

// Sorts a list of actions into that order. Generated lists are short and nearly in order already, where
// an insertion sort on packed keys does a few comparisons per action.
template <std::size_t N>
constexpr void sort_actions(fixed_list<action, N>& list) noexcept {
    for (std::size_t i = 1; i < list.size(); ++i) {
        const action moving = list[i];
        const std::uint64_t key = order_key(moving);
        std::size_t j = i;
        for (; j > 0 && order_key(list[j - 1]) > key; --j) list[j] = list[j - 1];
        list[j] = moving;
    }
}

}  // namespace pachisi
