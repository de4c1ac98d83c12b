#pragma once
// The one-die family (docs/rules.md §10): Ludo, Parchís and Mensch ärgere Dich nicht as one rule-set
// template, one_die_rules<Options>, whose options are the rows of §10's table; the five presets are
// named values of those options. A custom mix starts from a preset's options:
//
//     constexpr auto my_ludo = [] { auto o = pachisi::ludo_options; o.must_kill = true; return o; }();
//     using my_rules = pachisi::one_die_rules<my_ludo>;
//
// Mixes that cannot work fail to compile with a message naming the rule (rules/policies.hpp).

#include "board.hpp"
#include "one_die_options.hpp"
#include "policies.hpp"
#include "throws.hpp"

namespace pachisi {

// The presets of docs/rules.md §10.
inline constexpr one_die_rule_options ludo_options{};
inline constexpr one_die_rule_options ludo_king_options{
    .entry_captures = false, .capture_throws_again = true, .home_throws_again = true, .safe_squares = true,
    .stacking = one_die_stacking::pair};
inline constexpr one_die_rule_options parchis_options{
    .board = one_die_board::parcheesi, .entry_values = entry_on({5}), .entry_compulsory = true,
    .six_counts_seven = true, .third_six = third_six_rule::last_pawn_to_nest, .capture_reward = 20,
    .home_reward = 10, .safe_squares = true, .stacking = one_die_stacking::barrier, .two_per_safe_square = true,
    .must_open_barrier = true};
inline constexpr one_die_rule_options maedn_options{
    .board = one_die_board::maedn, .start_one_out = true, .entry_compulsory = true, .clear_entry_first = true,
    .third_six = third_six_rule::nothing};
inline constexpr one_die_rule_options maedn_openspiel_options{
    .board = one_die_board::maedn, .entry_compulsory = true, .clear_entry_first = true,
    .third_six = third_six_rule::nothing, .seat_zero_starts = true, .zero_sum_returns = true};

template <one_die_rule_options Options = one_die_rule_options{}>
struct one_die_rules {
    static constexpr one_die_rule_options options = Options;
    using board = typename preset_detail::board_of<Options.board>::type;
    using thrower = one_die;
    static constexpr family turn = family::one_die;
    static constexpr int pawns = 4;
    // The dimensions of the two-dice turn, at values that mean "not in this family".
    static constexpr entry_rule entry = entry_rule::die_value;
    static constexpr bool auto_fives = false;
    static constexpr bool entry_captures_on_safe = Options.entry_captures;
    static constexpr combined_move combine = combined_move::increments;
    static constexpr bool must_use_larger_die = false;
    static constexpr bool moves_compulsory = true;
    static constexpr bool blockades = Options.stacking == one_die_stacking::barrier;
    static constexpr bool safe_squares = Options.safe_squares;
    static constexpr bool exact_home = true;
    static constexpr bool extra_lap = Options.must_kill;  // must-kill pawns go round again (§10 step 9)
    static constexpr doublet_bonus bonus = doublet_bonus::none;
    static constexpr bool bonus_all_or_none = false;
    static constexpr doublet_again again = doublet_again::never;
    static constexpr bool third_doublet_penalty = false;
    static constexpr capture_reward capture = Options.capture_reward > 0 ? capture_reward::move : capture_reward::none;
    static constexpr int capture_reward_squares = Options.capture_reward;
    static constexpr int home_reward_squares = Options.home_reward;
    static constexpr bool rewards_optional = false;
    static constexpr bool immediate_capture_reward_in_bonus = false;
    static constexpr first_throw opening = first_throw::highest_die;
    static constexpr bool undo_in_play = false;
    static constexpr bool partners_allowed = false;  // §10: "Ludo partners" not supported
    static constexpr bool first_pawn_out_allowed = false;
    static constexpr bool rank_with_tie_weights = false;
    // docs/rules.md §10.
    static constexpr bool start_one_out = Options.start_one_out;
    static constexpr unsigned entry_values = Options.entry_values;
    static constexpr bool entry_compulsory = Options.entry_compulsory;
    static constexpr bool clear_entry_first = Options.clear_entry_first;
    static constexpr bool six_counts_seven = Options.six_counts_seven;
    static constexpr third_six_rule third_six = Options.third_six;
    static constexpr bool capture_throws_again = Options.capture_throws_again;
    static constexpr bool home_throws_again = Options.home_throws_again;
    static constexpr one_die_stacking stacking = Options.stacking;
    static constexpr bool two_per_safe_square = Options.two_per_safe_square;
    static constexpr bool must_open_barrier = Options.must_open_barrier;
    static constexpr bool must_kill = Options.must_kill;
    static constexpr bool three_tries = Options.three_tries;
    static constexpr bool jump_in_home_path = Options.jump_in_home_path;
    static constexpr bool seat_zero_starts = Options.seat_zero_starts;
    static constexpr bool zero_sum_returns = Options.zero_sum_returns;  // agents/returns.hpp
};

using ludo = one_die_rules<ludo_options>;
using ludo_king = one_die_rules<ludo_king_options>;
using parchis = one_die_rules<parchis_options>;
using maedn = one_die_rules<maedn_options>;
using maedn_openspiel = one_die_rules<maedn_openspiel_options>;

static_assert(valid_rules<ludo> && valid_rules<ludo_king> && valid_rules<parchis> && valid_rules<maedn> &&
              valid_rules<maedn_openspiel>);

}  // namespace pachisi
