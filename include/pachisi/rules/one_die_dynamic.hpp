#pragma once
// One-die rules whose table options are values chosen at run time (docs/rules.md §10): one rule set per
// board, one_die_rules_dynamic<board>, plays every mix of one_die_rule_options that board allows. A game
// carries its options in its state, so a program compiles one engine per board instead of one per mix:
//
//     pachisi::one_die_rule_options o = pachisi::ludo_options;
//     o.must_kill = true;                                      // e.g. ticked on a settings screen
//     auto s = pachisi::new_game<pachisi::ludo_dynamic>(o);     // refuses a mix that cannot work
//
// The same options as a compile-time rule set, one_die_rules<o>, give the same legal actions, states (as
// text), chances and scores; the compile-time one is faster and usable in constant expressions.
//
// Options the engine reads are members of one_die_rule_values, a copy of the options kept in the state
// (one byte each, so that reading one costs one load); the dimensions the one-die turn fixes stay constants
// of the rule set, as in one_die_rules.

#include <cstdint>
#include <string>

#include "board.hpp"
#include "errors.hpp"
#include "one_die_options.hpp"
#include "policies.hpp"
#include "throws.hpp"

namespace pachisi {

// The options as the engine reads them: the names of the compile-time rule set's members, one byte each.
// Members derived from the options (extra_lap, blockades, capture) are stored too: read on hot paths.
struct one_die_rule_values {
    bool start_one_out = false;
    std::uint8_t entry_values = 0;
    bool entry_compulsory = false;
    bool entry_captures_on_safe = false;
    bool clear_entry_first = false;
    bool six_counts_seven = false;
    third_six_rule third_six = third_six_rule::nothing;
    bool capture_throws_again = false;
    bool home_throws_again = false;
    std::uint8_t capture_reward_squares = 0;
    std::uint8_t home_reward_squares = 0;
    bool safe_squares = false;
    one_die_stacking stacking = one_die_stacking::single;
    bool two_per_safe_square = false;
    bool must_open_barrier = false;
    bool must_kill = false;
    bool three_tries = false;
    bool jump_in_home_path = false;
    bool seat_zero_starts = false;
    bool zero_sum_returns = false;
    bool extra_lap = false;     // must_kill: must-kill pawns go round again (§10 step 9)
    bool blockades = false;     // barrier stacking
    capture_reward capture = capture_reward::none;  // a move when capture_reward_squares > 0
    bool remembers_turn = false;  // remembers_one_die_turn (engine/state.hpp): Parchís, three tries
    // Which code of engine/one_die_turn.hpp serves these options, decided once when the game starts rather
    // than from three or four options at every call: the legal actions listed from the mover's row alone
    // (stops_by_own_pawns, no capture reward), or from the enemies' pairs (stops_by_enemy_pairs); a move
    // performed without laps, barriers or a pawn to remember (plain_moves); a throw without three tries, a
    // 6 that counts 7 or a last pawn to nest (plain_throws). Four bytes, which also bring the state to 96
    // bytes, a multiple of 8: states are hashed and compared a word at a time (state_padding, state.hpp).
    bool own_row_lists = false;
    bool pair_lists = false;
    bool plain_moves = false;
    bool plain_throws = false;

    // The dimensions the one-die turn fixes, as one_die_rules has them (code shared with the other turns
    // reads them through rules_of(s) too).
    static constexpr bool auto_fives = false;
    static constexpr combined_move combine = combined_move::increments;
    static constexpr bool must_use_larger_die = false;
    static constexpr bool moves_compulsory = true;
    static constexpr bool exact_home = true;
    static constexpr doublet_bonus bonus = doublet_bonus::none;
    static constexpr bool bonus_all_or_none = false;
    static constexpr doublet_again again = doublet_again::never;
    static constexpr bool third_doublet_penalty = false;
    static constexpr bool rewards_optional = false;
    static constexpr bool immediate_capture_reward_in_bonus = false;
    static constexpr first_throw opening = first_throw::highest_die;
    static constexpr bool undo_in_play = false;
    static constexpr bool partners_allowed = false;
    static constexpr bool first_pawn_out_allowed = false;
    static constexpr bool rank_with_tie_weights = false;

    // The values of options that one_die_options_problem accepts.
    [[nodiscard]] static constexpr one_die_rule_values of(const one_die_rule_options& o) noexcept {
        one_die_rule_values v;
        v.start_one_out = o.start_one_out;
        v.entry_values = static_cast<std::uint8_t>(o.entry_values);
        v.entry_compulsory = o.entry_compulsory;
        v.entry_captures_on_safe = o.entry_captures;
        v.clear_entry_first = o.clear_entry_first;
        v.six_counts_seven = o.six_counts_seven;
        v.third_six = o.third_six;
        v.capture_throws_again = o.capture_throws_again;
        v.home_throws_again = o.home_throws_again;
        v.capture_reward_squares = static_cast<std::uint8_t>(o.capture_reward);
        v.home_reward_squares = static_cast<std::uint8_t>(o.home_reward);
        v.safe_squares = o.safe_squares;
        v.stacking = o.stacking;
        v.two_per_safe_square = o.two_per_safe_square;
        v.must_open_barrier = o.must_open_barrier;
        v.must_kill = o.must_kill;
        v.three_tries = o.three_tries;
        v.jump_in_home_path = o.jump_in_home_path;
        v.seat_zero_starts = o.seat_zero_starts;
        v.zero_sum_returns = o.zero_sum_returns;
        v.extra_lap = o.must_kill;
        v.blockades = o.stacking == one_die_stacking::barrier;
        v.capture = o.capture_reward > 0 ? capture_reward::move : capture_reward::none;
        v.remembers_turn = o.third_six == third_six_rule::last_pawn_to_nest ||
                           o.stacking == one_die_stacking::barrier || o.three_tries;
        // As one_die_turn.hpp's stops_by_own_pawns and stops_by_enemy_pairs read them.
        v.own_row_lists = o.stacking == one_die_stacking::single && !o.two_per_safe_square && !o.must_kill &&
                          o.capture_reward == 0;
        v.pair_lists = o.stacking == one_die_stacking::pair && !o.two_per_safe_square && !o.must_kill &&
                       o.jump_in_home_path && o.capture_reward == 0 && !o.clear_entry_first;
        v.plain_moves = !o.must_kill && o.stacking != one_die_stacking::barrier &&
                        o.third_six != third_six_rule::last_pawn_to_nest;
        v.plain_throws = !o.three_tries && !o.six_counts_seven && o.third_six != third_six_rule::last_pawn_to_nest;
        return v;
    }
    // The options back (the board is the rule set's).
    [[nodiscard]] constexpr one_die_rule_options options(one_die_board board) const noexcept {
        one_die_rule_options o;
        o.board = board;
        o.start_one_out = start_one_out;
        o.entry_values = entry_values;
        o.entry_compulsory = entry_compulsory;
        o.entry_captures = entry_captures_on_safe;
        o.clear_entry_first = clear_entry_first;
        o.six_counts_seven = six_counts_seven;
        o.third_six = third_six;
        o.capture_throws_again = capture_throws_again;
        o.home_throws_again = home_throws_again;
        o.capture_reward = capture_reward_squares;
        o.home_reward = home_reward_squares;
        o.safe_squares = safe_squares;
        o.stacking = stacking;
        o.two_per_safe_square = two_per_safe_square;
        o.must_open_barrier = must_open_barrier;
        o.must_kill = must_kill;
        o.three_tries = three_tries;
        o.jump_in_home_path = jump_in_home_path;
        o.seat_zero_starts = seat_zero_starts;
        o.zero_sum_returns = zero_sum_returns;
        return o;
    }
};

// Options from one_die_presets.hpp's preset of each board: what a state starts with.
[[nodiscard]] constexpr one_die_rule_options default_one_die_options(one_die_board board) noexcept {
    one_die_rule_options o;
    o.board = board;
    if (board == one_die_board::parcheesi) {  // Parchís
        o.entry_values = entry_on({5});
        o.entry_compulsory = o.six_counts_seven = o.safe_squares = o.two_per_safe_square = o.must_open_barrier = true;
        o.third_six = third_six_rule::last_pawn_to_nest;
        o.capture_reward = 20;
        o.home_reward = 10;
        o.stacking = one_die_stacking::barrier;
    } else if (board == one_die_board::maedn) {  // Mensch ärgere Dich nicht
        o.start_one_out = o.entry_compulsory = o.clear_entry_first = true;
        o.third_six = third_six_rule::nothing;
    }
    return o;
}

template <one_die_board Board>
struct one_die_rules_dynamic {
    static constexpr bool options_at_run_time = true;
    using values = one_die_rule_values;           // what the state keeps (the member `options` of state<R>)
    using options_type = one_die_rule_options;    // what a game starts from
    static constexpr one_die_board board_kind = Board;
    using board = typename preset_detail::board_of<Board>::type;
    using thrower = one_die;
    static constexpr family turn = family::one_die;
    static constexpr int pawns = 4;
    // The dimensions the one-die turn fixes (as one_die_rules does).
    static constexpr entry_rule entry = entry_rule::die_value;
    static constexpr bool auto_fives = false;
    static constexpr combined_move combine = combined_move::increments;
    static constexpr bool must_use_larger_die = false;
    static constexpr bool moves_compulsory = true;
    static constexpr bool exact_home = true;
    static constexpr doublet_bonus bonus = doublet_bonus::none;
    static constexpr bool bonus_all_or_none = false;
    static constexpr doublet_again again = doublet_again::never;
    static constexpr bool third_doublet_penalty = false;
    static constexpr bool rewards_optional = false;
    static constexpr bool immediate_capture_reward_in_bonus = false;
    static constexpr first_throw opening = first_throw::highest_die;
    static constexpr bool undo_in_play = false;
    static constexpr bool partners_allowed = false;
    static constexpr bool first_pawn_out_allowed = false;
    static constexpr bool rank_with_tie_weights = false;
    // Whether a pawn may ever go round again: must-kill laps need HOME (one_die_checks::home_fits).
    static constexpr bool laps_possible = board::numbers.has_home;

    // What a state starts with: the options of the board's preset (ludo, parchis, maedn).
    [[nodiscard]] static constexpr values default_values() noexcept { return values::of(default_one_die_options(Board)); }

    // Why `o` cannot be played with this rule set: the board it names, or the compile-time checks'
    // message (one_die_options_problem); empty when it can.
    [[nodiscard]] static std::string problem(const one_die_rule_options& o) {
        if (o.board != Board)
            return "pachisi: these one-die options name another board than the rule set's (one_die_rule_options::board)";
        const char* why = one_die_options_problem(o, board::numbers);
        return why ? why : "";
    }
    // The values of `o`, or std::invalid_argument (rules/errors.hpp) with problem(o).
    [[nodiscard]] static constexpr values checked(const one_die_rule_options& o) {
        if (o.board != Board || one_die_options_problem(o, board::numbers) != nullptr)
            raise_error(error_kind::invalid_argument, problem(o));
        return values::of(o);
    }
};

using ludo_dynamic = one_die_rules_dynamic<one_die_board::ludo>;          // ludo, ludo_king and their mixes
using parchis_dynamic = one_die_rules_dynamic<one_die_board::parcheesi>;  // one die on the Parcheesi board
using maedn_dynamic = one_die_rules_dynamic<one_die_board::maedn>;        // maedn, maedn_openspiel and mixes

}  // namespace pachisi
