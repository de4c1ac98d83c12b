#pragma once
// One atomic decision of a seat (RULES.md §5.3), and the fixed-capacity list legal actions come in.

#include <compare>
#include <cstdint>

#include "fixed_list.hpp"

namespace pachisi {

enum class action_kind : std::uint8_t {
    pass,            // the one action of an empty play
    enter,           // a die part of 5 brings a nest pawn to p = 1
    enter_sum,       // both parts of a two-part throw adding up to 5 bring a nest pawn to p = 1
    move,            // a pawn advances by one part
    whole_move,      // (whole-move rules) a pawn advances by both parts of a two-part throw at once
    capture_reward,  // a pawn advances by a pending capture reward
    home_reward,     // a pawn advances by a pending home reward
    throw_again,     // (move-or-throw rules) a pending capture reward is spent on one more throw
    decline,         // give up the pending rewards (or the capture reward due at once)
};

// A pawn is named by its progress and, where pawns of one square must be told apart (RULES.md §5.6),
// by its tag: 1 or 2 for the two pawns of a blockade that stood at the throw's start, 0 otherwise.
struct action {
    action_kind kind = action_kind::pass;
    std::uint8_t from = 0;   // progress of the pawn that moves
    std::uint8_t tag = 0;
    std::uint8_t steps = 0;  // squares moved: the part, the sum, or the reward
    std::uint8_t to = 0;     // progress where it stops (a move past a turn-off may have two)

    friend constexpr auto operator<=>(const action&, const action&) = default;
};

// Legal actions come sorted by (kind, from, tag, steps, to): a documented, deterministic order.
inline constexpr std::size_t max_actions = 128;
using action_list = fixed_list<action, max_actions>;

}  // namespace pachisi
