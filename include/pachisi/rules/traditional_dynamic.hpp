#pragma once
// Traditional Pachisi whose seed-004 options are values chosen at run time (docs/rules.md §6):
// traditional_rules_dynamic<shells, board, pawns> plays every mix of the yes/no options (split throws, home
// needs a capture, exact home, capture throws again, first move on 2-3-4, cancelled capture) on one cross
// board with one pawn count. The board (arm length and castle offset) and the pawn count shape the state
// and the route tables, so they stay parameters: a program compiles one engine per board and pawn count
// it offers, not one per mix.
//
//     pachisi::traditional_options o;                 // pawns = 4, arm = 8, castle_offset = 4
//     o.split_throw = o.first_move_on_2_3_4 = true;   // e.g. ticked on a settings screen
//     auto s = pachisi::new_game<pachisi::traditional_dynamic>(o);

#include <cstdint>
#include <string>

#include "board.hpp"
#include "errors.hpp"
#include "presets.hpp"
#include "throws.hpp"

namespace pachisi {

// The options as the engine reads them (the member `options` of state<R>): the chosen ones one byte each, and the
// dimensions the traditional turn fixes as constants (as traditional_rules has them).
struct traditional_rule_values {
    bool split_throw = false;
    bool home_needs_capture = false;
    bool exact_home = false;
    bool capture_throws_again = true;
    bool first_move_on_2_3_4 = false;
    bool cancelled_capture = false;

    static constexpr bool auto_fives = false;
    static constexpr bool entry_captures_on_safe = false;
    static constexpr combined_move combine = combined_move::increments;
    static constexpr bool must_use_larger_die = false;
    static constexpr bool moves_compulsory = false;
    static constexpr bool blockades = true;
    static constexpr bool safe_squares = true;
    static constexpr bool extra_lap = true;
    static constexpr doublet_bonus bonus = doublet_bonus::none;
    static constexpr bool bonus_all_or_none = false;
    static constexpr doublet_again again = doublet_again::never;
    static constexpr bool third_doublet_penalty = false;
    static constexpr capture_reward capture = capture_reward::throw_again;
    static constexpr int capture_reward_squares = 0;
    static constexpr int home_reward_squares = 0;
    static constexpr bool rewards_optional = false;
    static constexpr bool immediate_capture_reward_in_bonus = false;
    static constexpr first_throw opening = first_throw::highest_throw;
    static constexpr bool undo_in_play = false;
    static constexpr bool partners_allowed = true;
    static constexpr bool first_pawn_out_allowed = false;
    static constexpr bool rank_with_tie_weights = false;
    static constexpr bool decline_throw = true;

    [[nodiscard]] static constexpr traditional_rule_values of(const traditional_options& o) noexcept {
        return {o.split_throw, o.home_needs_capture, o.exact_home, o.capture_throws_again, o.first_move_on_2_3_4,
                o.cancelled_capture};
    }
};

template <unsigned Shells = 6, class Board = cross_board, int Pawns = 4>
struct traditional_rules_dynamic {
    static_assert(is_cross_board<Board>, "pachisi: the traditional turn needs a cross board (cross_board_of<n, offset>)");
    static_assert(Pawns == 4 || Pawns == 8 || Pawns == 12 || Pawns == 16,
                  "pachisi: 4 pawns per colour (traditional rules: 4, 8, 12 or 16)");
    static constexpr bool options_at_run_time = true;
    using values = traditional_rule_values;    // what the state keeps (the member `options` of state<R>)
    using options_type = traditional_options;  // what a game starts from
    using board = Board;
    using thrower = cowries<Shells>;
    static constexpr family turn = family::traditional;
    static constexpr int pawns = Pawns;
    static constexpr entry_rule entry = entry_rule::grace;
    static constexpr bool laps_possible = true;  // the second trip (§6.6)
    static constexpr bool decline_throw = true;  // §6.1

    // What a state starts with: no option of seed 004 on (the traditional preset).
    [[nodiscard]] static constexpr values default_values() noexcept { return values::of(traditional_options{}); }
    // Why `o` cannot be played with this rule set: its pawn count, arm or castle offset is another
    // engine's; empty when it can (every mix of the yes/no options can).
    [[nodiscard]] static std::string problem(const traditional_options& o) {
        if (o.pawns != Pawns || o.arm != Board::arm_length || o.castle_offset != Board::castle_offset)
            return "pachisi: these traditional options name another pawn count, arm or castle offset than the rule "
                   "set's (traditional_rules_dynamic<shells, cross_board_of<" +
                   std::to_string(Board::arm_length) + ", " + std::to_string(Board::castle_offset) + ">, " +
                   std::to_string(Pawns) + ">)";
        return "";
    }
    [[nodiscard]] static constexpr values checked(const traditional_options& o) {
        if (o.pawns != Pawns || o.arm != Board::arm_length || o.castle_offset != Board::castle_offset)
            raise_error(error_kind::invalid_argument, problem(o));
        return values::of(o);
    }
};

using traditional_dynamic = traditional_rules_dynamic<6>;   // the traditional preset's board, any options
using traditional7_dynamic = traditional_rules_dynamic<7>;  // the same with 7 cowries

// The options of a compile-time traditional rule set R (traditional_rules<shells, options>, or one of your
// own with the same members), as traditional_rules_dynamic takes them.
template <class R>
[[nodiscard]] constexpr traditional_options traditional_options_of() noexcept {
    traditional_options o;
    o.pawns = R::pawns;
    o.split_throw = R::split_throw;
    o.home_needs_capture = R::home_needs_capture;
    o.exact_home = R::exact_home;
    o.capture_throws_again = R::capture_throws_again;
    o.arm = R::board::arm_length;
    o.castle_offset = R::board::castle_offset;
    o.first_move_on_2_3_4 = R::first_move_on_2_3_4;
    o.cancelled_capture = R::cancelled_capture;
    return o;
}

}  // namespace pachisi
