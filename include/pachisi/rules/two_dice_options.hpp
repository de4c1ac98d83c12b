#pragma once
// The Parcheesi family's table options as a value (docs/rules.md §4, §5): one member per rule dimension of
// the two-dice turn, named as the compile-time rule sets name them (shg, cardinal, american: presets.hpp).
// two_dice_rules_dynamic (two_dice_dynamic.hpp) plays every mix of them chosen at run time; the checks
// below are the compile-time checks' (policies.hpp), with the same messages.

#include <cstdint>

#include "policies.hpp"

namespace pachisi {

// Defaults: the shg preset (seed 000).
struct two_dice_rule_options {
    bool auto_fives = true;                       // §5.5(a): a five brings a pawn out when one can
    bool entry_captures_on_safe = true;           // §5.3: an entering pawn captures on its safe entry square
    combined_move combine = combined_move::increments;  // how one pawn uses both dice
    bool must_use_larger_die = false;             // §5.5: with one die playable, the larger one
    bool moves_compulsory = true;                 // moves must be made when they can (every two-dice preset)
    bool blockades = true;                        // §5.6: two pawns of one colour block a square
    bool safe_squares = true;                     // the 12 safe squares are safe
    bool exact_home = true;                       // HOME only by an exact count
    bool extra_lap = false;                       // §5.10: a pawn may go round again (american)
    doublet_bonus bonus = doublet_bonus::tops_and_bottoms;  // §5.1: what a doublet adds
    bool bonus_all_or_none = true;                // the doublet bonus is played whole or not at all
    doublet_again again = doublet_again::always;  // §5.8: when a doublet throws again
    bool third_doublet_penalty = true;            // §5.1: the third doublet in a row sends a pawn back
    capture_reward capture = capture_reward::move;  // §5.7
    int capture_reward_squares = 20;              // §5.7: 0..40
    int home_reward_squares = 10;                 // §5.7: 0..40
    bool rewards_optional = true;                 // a reward may be declined
    bool immediate_capture_reward_in_bonus = true;  // shg: a capture in a doublet bonus is rewarded at once
    first_throw opening = first_throw::highest_die;  // §8: who starts (the seat is drawn 1/n either way)
    bool undo_in_play = false;                    // a UI may take back part-actions of the throw
    bool partners_allowed = true;                 // setup.partners with 4 players
    bool first_pawn_out_allowed = true;           // setup.first_pawn_out
    bool rank_with_tie_weights = true;            // §7: the Neptune report's ranking

    friend constexpr bool operator==(const two_dice_rule_options&, const two_dice_rule_options&) = default;
};

// The options of a compile-time two-dice rule set R (shg_rules<...>, cardinal, american_rules<...>, or one of
// your own).
template <class R>
[[nodiscard]] constexpr two_dice_rule_options two_dice_options_of() noexcept {
    two_dice_rule_options o;
    o.auto_fives = R::auto_fives;
    o.entry_captures_on_safe = R::entry_captures_on_safe;
    o.combine = R::combine;
    o.must_use_larger_die = R::must_use_larger_die;
    o.moves_compulsory = R::moves_compulsory;
    o.blockades = R::blockades;
    o.safe_squares = R::safe_squares;
    o.exact_home = R::exact_home;
    o.extra_lap = R::extra_lap;
    o.bonus = R::bonus;
    o.bonus_all_or_none = R::bonus_all_or_none;
    o.again = R::again;
    o.third_doublet_penalty = R::third_doublet_penalty;
    o.capture = R::capture;
    o.capture_reward_squares = R::capture_reward_squares;
    o.home_reward_squares = R::home_reward_squares;
    o.rewards_optional = R::rewards_optional;
    o.immediate_capture_reward_in_bonus = R::immediate_capture_reward_in_bonus;
    o.opening = R::opening;
    o.undo_in_play = R::undo_in_play;
    o.partners_allowed = R::partners_allowed;
    o.first_pawn_out_allowed = R::first_pawn_out_allowed;
    o.rank_with_tie_weights = R::rank_with_tie_weights;
    return o;
}

// Why options `o` cannot be played (the message a compile-time rule set with these options fails with), or
// nullptr when they can. Only rewards_fit (policies.hpp) can fail for two dice on the Parcheesi board.
[[nodiscard]] constexpr const char* two_dice_options_problem(const two_dice_rule_options& o) noexcept {
    const bool rewards_fit = o.capture_reward_squares >= 0 && o.capture_reward_squares <= 40 &&
                             o.home_reward_squares >= 0 && o.home_reward_squares <= 40 &&
                             (!o.immediate_capture_reward_in_bonus || o.bonus != doublet_bonus::none);
    return rewards_fit ? nullptr : PACHISI_MESSAGE_REWARDS;
}

}  // namespace pachisi
