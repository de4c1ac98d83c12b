#pragma once
// The named rule sets of docs/rules.md §4. Each is a stateless bundle of policies; options a seed lists
// are template parameters. Runtime table choices (players, partners, first pawn out) are in setup.hpp.

#include "policies.hpp"
#include "one_die_presets.hpp"  // ludo, ludo_king, parchis, maedn, maedn_openspiel (docs/rules.md §10)

namespace pachisi {

// Safe Harbor Games online rules (seed 000) with its table options.
struct shg_options {
    bool blockades = true;     // "Blockade On" (default)
    bool auto_fives = true;    // "Auto Fives On" (default)
    bool undo_in_play = false; // "Undo Moves": a UI may take back part-actions of the current throw
};

template <shg_options Options = shg_options{}>
struct shg_rules {
    using board = parcheesi_board;
    using thrower = two_dice;
    static constexpr family turn = family::parcheesi;
    static constexpr int pawns = 4;
    static constexpr entry_rule entry = entry_rule::five;
    static constexpr bool auto_fives = Options.auto_fives;
    static constexpr bool entry_captures_on_safe = true;
    static constexpr combined_move combine = combined_move::increments;
    static constexpr bool must_use_larger_die = false;
    static constexpr bool moves_compulsory = true;
    static constexpr bool blockades = Options.blockades;
    static constexpr bool safe_squares = true;
    static constexpr bool exact_home = true;
    static constexpr bool extra_lap = false;
    static constexpr doublet_bonus bonus = doublet_bonus::tops_and_bottoms;
    static constexpr bool bonus_all_or_none = true;
    static constexpr doublet_again again = doublet_again::always;
    static constexpr bool third_doublet_penalty = true;
    static constexpr capture_reward capture = capture_reward::move;
    static constexpr int capture_reward_squares = 20;
    static constexpr int home_reward_squares = 10;
    static constexpr bool rewards_optional = true;
    static constexpr bool immediate_capture_reward_in_bonus = true;
    static constexpr first_throw opening = first_throw::highest_die;
    static constexpr bool undo_in_play = Options.undo_in_play;
    static constexpr bool partners_allowed = true;   // with 4 players only
    static constexpr bool first_pawn_out_allowed = true;
    static constexpr bool rank_with_tie_weights = true;  // the Neptune report (docs/rules.md §7)
};

using shg = shg_rules<>;

// Cardinal Industries box rules, 1999 (seed 001).
struct cardinal {
    using board = parcheesi_board;
    using thrower = two_dice;
    static constexpr family turn = family::parcheesi;
    static constexpr int pawns = 4;
    static constexpr entry_rule entry = entry_rule::five;
    static constexpr bool auto_fives = true;
    static constexpr bool entry_captures_on_safe = true;
    static constexpr combined_move combine = combined_move::whole;
    static constexpr bool must_use_larger_die = false;
    static constexpr bool moves_compulsory = true;
    static constexpr bool blockades = true;
    static constexpr bool safe_squares = false;
    static constexpr bool exact_home = true;
    static constexpr bool extra_lap = false;
    static constexpr doublet_bonus bonus = doublet_bonus::four_of_top;
    static constexpr bool bonus_all_or_none = false;
    static constexpr doublet_again again = doublet_again::always;
    static constexpr bool third_doublet_penalty = false;
    static constexpr capture_reward capture = capture_reward::move_or_throw_again;
    static constexpr int capture_reward_squares = 10;
    static constexpr int home_reward_squares = 10;
    static constexpr bool rewards_optional = false;
    static constexpr bool immediate_capture_reward_in_bonus = false;
    static constexpr first_throw opening = first_throw::highest_die;
    static constexpr bool undo_in_play = false;
    static constexpr bool partners_allowed = false;
    static constexpr bool first_pawn_out_allowed = false;
    static constexpr bool rank_with_tie_weights = false;
};

// The published rules of the American brand game (seed 003, WM). The penalty is an option there.
template <bool ThirdDoubletPenalty = false>
struct american_rules {
    using board = parcheesi_board;
    using thrower = two_dice;
    static constexpr family turn = family::parcheesi;
    static constexpr int pawns = 4;
    static constexpr entry_rule entry = entry_rule::five;
    static constexpr bool auto_fives = false;
    static constexpr bool entry_captures_on_safe = true;
    static constexpr combined_move combine = combined_move::increments;
    static constexpr bool must_use_larger_die = true;
    static constexpr bool moves_compulsory = true;
    static constexpr bool blockades = true;
    static constexpr bool safe_squares = true;
    static constexpr bool exact_home = true;
    static constexpr bool extra_lap = true;
    static constexpr doublet_bonus bonus = doublet_bonus::tops_and_bottoms;
    static constexpr bool bonus_all_or_none = false;
    static constexpr doublet_again again = doublet_again::if_all_used;
    static constexpr bool third_doublet_penalty = ThirdDoubletPenalty;
    static constexpr capture_reward capture = capture_reward::move;
    static constexpr int capture_reward_squares = 20;
    static constexpr int home_reward_squares = 10;
    static constexpr bool rewards_optional = true;
    static constexpr bool immediate_capture_reward_in_bonus = false;
    static constexpr first_throw opening = first_throw::lowest_die;
    static constexpr bool undo_in_play = false;
    static constexpr bool partners_allowed = false;
    static constexpr bool first_pawn_out_allowed = false;
    static constexpr bool rank_with_tie_weights = false;
};
using american = american_rules<>;

// Traditional Pachisi on the cross board (seeds 002 and 004), with the options of 004 that docs/rules.md keeps.
struct traditional_options {
    int pawns = 4;                      // option 7: 4, 8, 12 or 16 per colour
    bool split_throw = false;           // option 2: split a throw over several groups
    bool home_needs_capture = false;    // option 3: no pawn home before the seat has captured
    bool exact_home = false;            // option 4: a pawn reaches home only by exact count
    bool capture_throws_again = true;   // option 6 (on in 002): a capturing move earns another throw
    int arm = 8;                        // option 8: squares per column of the cross's arms, 6..10
    int castle_offset = 4;              // option 8: castles this far from the tips, 1..arm - 1
    bool first_move_on_2_3_4 = false;   // option 1: a player's first move needs a throw of 2, 3 or 4
    bool cancelled_capture = false;     // option 5: a capture is undone if the capturer is captured at once

    friend constexpr bool operator==(const traditional_options&, const traditional_options&) = default;
};

// Why options `o` cannot be played (the message the compile-time rule set with them fails with), or nullptr.
[[nodiscard]] constexpr const char* traditional_options_problem(const traditional_options& o) noexcept {
    if (o.pawns != 4 && o.pawns != 8 && o.pawns != 12 && o.pawns != 16) return PACHISI_MESSAGE_TRADITIONAL_PAWNS;
    if (o.arm < min_cross_arm || o.arm > max_cross_arm) return PACHISI_MESSAGE_CROSS_ARM;
    if (o.castle_offset < 1 || o.castle_offset >= o.arm) return PACHISI_MESSAGE_CROSS_CASTLE;
    return nullptr;
}

template <unsigned Shells = 6, traditional_options Options = traditional_options{}>
struct traditional_rules {
    using board = cross_board_of<Options.arm, Options.castle_offset>;  // cross_board for the defaults
    using thrower = cowries<Shells>;
    static constexpr family turn = family::traditional;
    static constexpr int pawns = Options.pawns;
    static constexpr entry_rule entry = entry_rule::grace;
    static constexpr bool auto_fives = false;
    static constexpr bool entry_captures_on_safe = false;
    static constexpr combined_move combine = combined_move::increments;
    static constexpr bool must_use_larger_die = false;
    static constexpr bool moves_compulsory = false;
    static constexpr bool blockades = true;
    static constexpr bool safe_squares = true;  // the 12 castles
    static constexpr bool exact_home = Options.exact_home;
    static constexpr bool extra_lap = true;     // the second trip (002)
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
    static constexpr bool partners_allowed = true;  // 4 players: always teams; 2 players: two colours each
    static constexpr bool first_pawn_out_allowed = false;
    static constexpr bool rank_with_tie_weights = false;
    static constexpr bool decline_throw = true;
    static constexpr bool split_throw = Options.split_throw;
    static constexpr bool home_needs_capture = Options.home_needs_capture;
    static constexpr bool capture_throws_again = Options.capture_throws_again;
    static constexpr bool first_move_on_2_3_4 = Options.first_move_on_2_3_4;
    static constexpr bool cancelled_capture = Options.cancelled_capture;
};

using traditional = traditional_rules<6>;
using traditional7 = traditional_rules<7>;

static_assert(valid_rules<shg> && valid_rules<cardinal> && valid_rules<american>);
static_assert(valid_rules<traditional> && valid_rules<traditional7>);

}  // namespace pachisi
