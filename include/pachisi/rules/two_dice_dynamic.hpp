#pragma once
// Parcheesi-family rules whose table options are values chosen at run time (docs/rules.md §5): one rule
// set, two_dice_rules_dynamic, plays every mix of two_dice_rule_options on the Parcheesi board. A game
// carries its options in its state, so a program compiles one two-dice engine instead of one per mix:
//
//     pachisi::two_dice_rule_options o = pachisi::two_dice_options_of<pachisi::cardinal>();
//     o.safe_squares = true;                                    // e.g. ticked on a settings screen
//     auto s = pachisi::new_game<pachisi::two_dice_rules_dynamic>(o);
//
// The same options as a compile-time rule set give the same legal actions, states (as text), chances
// and scores; the compile-time one is faster and usable in constant expressions.

#include <cstdint>
#include <string>

#include "board.hpp"
#include "errors.hpp"
#include "throws.hpp"
#include "two_dice_options.hpp"

namespace pachisi {

// The options as the engine reads them (the member `options` of state<R>): the compile-time rule sets' member names, one
// byte each.
struct two_dice_rule_values {
    bool auto_fives = false;
    bool entry_captures_on_safe = false;
    combined_move combine = combined_move::increments;
    bool must_use_larger_die = false;
    bool moves_compulsory = false;
    bool blockades = false;
    bool safe_squares = false;
    bool exact_home = false;
    bool extra_lap = false;
    doublet_bonus bonus = doublet_bonus::none;
    bool bonus_all_or_none = false;
    doublet_again again = doublet_again::never;
    bool third_doublet_penalty = false;
    capture_reward capture = capture_reward::none;
    std::uint8_t capture_reward_squares = 0;
    std::uint8_t home_reward_squares = 0;
    bool rewards_optional = false;
    bool immediate_capture_reward_in_bonus = false;
    first_throw opening = first_throw::highest_die;
    bool undo_in_play = false;
    bool partners_allowed = false;
    bool first_pawn_out_allowed = false;
    bool rank_with_tie_weights = false;
    std::uint8_t unused = 0;  // keeps the state's size even (no padding)

    [[nodiscard]] static constexpr two_dice_rule_values of(const two_dice_rule_options& o) noexcept {
        two_dice_rule_values v;
        v.auto_fives = o.auto_fives;
        v.entry_captures_on_safe = o.entry_captures_on_safe;
        v.combine = o.combine;
        v.must_use_larger_die = o.must_use_larger_die;
        v.moves_compulsory = o.moves_compulsory;
        v.blockades = o.blockades;
        v.safe_squares = o.safe_squares;
        v.exact_home = o.exact_home;
        v.extra_lap = o.extra_lap;
        v.bonus = o.bonus;
        v.bonus_all_or_none = o.bonus_all_or_none;
        v.again = o.again;
        v.third_doublet_penalty = o.third_doublet_penalty;
        v.capture = o.capture;
        v.capture_reward_squares = static_cast<std::uint8_t>(o.capture_reward_squares);
        v.home_reward_squares = static_cast<std::uint8_t>(o.home_reward_squares);
        v.rewards_optional = o.rewards_optional;
        v.immediate_capture_reward_in_bonus = o.immediate_capture_reward_in_bonus;
        v.opening = o.opening;
        v.undo_in_play = o.undo_in_play;
        v.partners_allowed = o.partners_allowed;
        v.first_pawn_out_allowed = o.first_pawn_out_allowed;
        v.rank_with_tie_weights = o.rank_with_tie_weights;
        return v;
    }
    [[nodiscard]] constexpr two_dice_rule_options options() const noexcept {
        two_dice_rule_options o;
        o.auto_fives = auto_fives;
        o.entry_captures_on_safe = entry_captures_on_safe;
        o.combine = combine;
        o.must_use_larger_die = must_use_larger_die;
        o.moves_compulsory = moves_compulsory;
        o.blockades = blockades;
        o.safe_squares = safe_squares;
        o.exact_home = exact_home;
        o.extra_lap = extra_lap;
        o.bonus = bonus;
        o.bonus_all_or_none = bonus_all_or_none;
        o.again = again;
        o.third_doublet_penalty = third_doublet_penalty;
        o.capture = capture;
        o.capture_reward_squares = capture_reward_squares;
        o.home_reward_squares = home_reward_squares;
        o.rewards_optional = rewards_optional;
        o.immediate_capture_reward_in_bonus = immediate_capture_reward_in_bonus;
        o.opening = opening;
        o.undo_in_play = undo_in_play;
        o.partners_allowed = partners_allowed;
        o.first_pawn_out_allowed = first_pawn_out_allowed;
        o.rank_with_tie_weights = rank_with_tie_weights;
        return o;
    }
};

struct two_dice_rules_dynamic {
    static constexpr bool options_at_run_time = true;
    using values = two_dice_rule_values;         // what the state keeps (the member `options` of state<R>)
    using options_type = two_dice_rule_options;  // what a game starts from
    using board = parcheesi_board;
    using thrower = two_dice;
    static constexpr family turn = family::parcheesi;
    static constexpr int pawns = 4;
    static constexpr entry_rule entry = entry_rule::five;
    static constexpr bool laps_possible = true;  // extra_lap may be chosen

    // What a state starts with: the shg preset's options.
    [[nodiscard]] static constexpr values default_values() noexcept { return values::of(two_dice_rule_options{}); }
    // Why `o` cannot be played: the compile-time checks' message; empty when it can.
    [[nodiscard]] static std::string problem(const two_dice_rule_options& o) {
        const char* why = two_dice_options_problem(o);
        return why ? why : "";
    }
    // The values of `o`, or std::invalid_argument (rules/errors.hpp) with problem(o).
    [[nodiscard]] static constexpr values checked(const two_dice_rule_options& o) {
        if (two_dice_options_problem(o) != nullptr) raise_error(error_kind::invalid_argument, problem(o));
        return values::of(o);
    }
};

}  // namespace pachisi
