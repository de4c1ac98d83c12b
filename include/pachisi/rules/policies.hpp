#pragma once
// The rule dimensions of docs/rules.md §4. A rule set is a stateless struct naming one value per dimension;
// presets (presets.hpp) are such structs, and a custom rule set may derive from a preset and override
// a member. The concepts below say what a rule set must provide; `valid_rules` says which mixes make
// sense, and every state of a rule set that does not fails to compile with a short message.

#include <concepts>
#include <cstdint>
#include <type_traits>

#include "board.hpp"
#include "one_die_options.hpp"
#include "throws.hpp"

namespace pachisi {

enum class family : std::uint8_t { parcheesi, traditional, one_die };  // which turn structure: §5, §6 or §10
enum class entry_rule : std::uint8_t { five, grace, die_value };  // die_value: one die's entry values (§10)
enum class combined_move : std::uint8_t { increments, whole };  // how one pawn uses both dice
enum class doublet_bonus : std::uint8_t { none, tops_and_bottoms, four_of_top };
enum class doublet_again : std::uint8_t { never, always, if_all_used };
enum class capture_reward : std::uint8_t { none, move, move_or_throw_again, throw_again };
enum class first_throw : std::uint8_t { highest_die, lowest_die, highest_throw };

// Whether rule set R reads its table options from the state (one_die_rules_dynamic,
// two_dice_rules_dynamic) rather than from its type: such a rule set has only the dimensions its turn
// fixes as members, and is checked when a game starts, not here.
template <class R>
inline constexpr bool has_options_at_run_time = requires { requires R::options_at_run_time; };
// Whether rule set R keeps its board and pawn count in the state too (traditional_rules_dynamic: any cross,
// any pawn count): it has no member `board`, and the engine reads the board through board_of(s).
template <class R>
inline constexpr bool has_board_at_run_time = requires { requires R::board_at_run_time; };

// What a game of R starts from besides its table: R::options_type for a rule set with options at run time,
// nothing (no_table_options) for a compile-time one, whose options are its type.
struct no_table_options {
    friend constexpr bool operator==(no_table_options, no_table_options) = default;
};
template <class R>
struct table_options_of {
    using type = no_table_options;
};
template <class R>
    requires has_options_at_run_time<R>
struct table_options_of<R> {
    using type = typename R::options_type;
};

// Small named concepts, one per group of dimensions.
template <class R>
concept has_board_and_thrower = board_geometry<typename R::board> && thrower<typename R::thrower>;

template <class R>
concept has_entry_rules = requires {
    { R::entry } -> std::convertible_to<entry_rule>;
    { R::auto_fives } -> std::convertible_to<bool>;
    { R::entry_captures_on_safe } -> std::convertible_to<bool>;
};

template <class R>
concept has_movement_rules = requires {
    { R::combine } -> std::convertible_to<combined_move>;
    { R::must_use_larger_die } -> std::convertible_to<bool>;
    { R::moves_compulsory } -> std::convertible_to<bool>;
    { R::blockades } -> std::convertible_to<bool>;
    { R::safe_squares } -> std::convertible_to<bool>;
    { R::exact_home } -> std::convertible_to<bool>;
    { R::extra_lap } -> std::convertible_to<bool>;
};

template <class R>
concept has_doublet_rules = requires {
    { R::bonus } -> std::convertible_to<doublet_bonus>;
    { R::bonus_all_or_none } -> std::convertible_to<bool>;
    { R::again } -> std::convertible_to<doublet_again>;
    { R::third_doublet_penalty } -> std::convertible_to<bool>;
};

template <class R>
concept has_reward_rules = requires {
    { R::capture } -> std::convertible_to<capture_reward>;
    { R::capture_reward_squares } -> std::convertible_to<int>;
    { R::home_reward_squares } -> std::convertible_to<int>;
    { R::rewards_optional } -> std::convertible_to<bool>;
    { R::immediate_capture_reward_in_bonus } -> std::convertible_to<bool>;
};

template <class R>
concept has_table_rules = requires {
    { R::turn } -> std::convertible_to<family>;
    { R::pawns } -> std::convertible_to<int>;
    { R::opening } -> std::convertible_to<first_throw>;
    { R::undo_in_play } -> std::convertible_to<bool>;
    { R::partners_allowed } -> std::convertible_to<bool>;
    { R::first_pawn_out_allowed } -> std::convertible_to<bool>;
    { R::rank_with_tie_weights } -> std::convertible_to<bool>;
};

// The options of seed 004 that only the traditional turn (docs/rules.md §6) has.
template <class R>
concept has_traditional_options = requires {
    { R::decline_throw } -> std::convertible_to<bool>;         // §6.1: refuse to throw after a first turn
    { R::split_throw } -> std::convertible_to<bool>;           // option 2: a throw split over several groups
    { R::home_needs_capture } -> std::convertible_to<bool>;    // option 3: no pawn home before a capture
    { R::capture_throws_again } -> std::convertible_to<bool>;  // option 6: a capturing move earns a throw
    { R::first_move_on_2_3_4 } -> std::convertible_to<bool>;   // option 1: a player's first move needs 2, 3 or 4
    { R::cancelled_capture } -> std::convertible_to<bool>;     // option 5: a capture undone by a capture back
};

// The one-die family's dimensions (docs/rules.md §10 table, one_die_options.hpp); the two-dice dimensions
// above take neutral values.
template <class R>
concept has_one_die_options = requires {
    { R::start_one_out } -> std::convertible_to<bool>;        // every seat starts with a pawn at p = 1
    { R::entry_values } -> std::convertible_to<unsigned>;     // bit v: a throw of v lets a pawn enter
    { R::entry_compulsory } -> std::convertible_to<bool>;     // step 3: entering is a duty
    { R::clear_entry_first } -> std::convertible_to<bool>;    // step 4: the entry square is cleared first
    { R::six_counts_seven } -> std::convertible_to<bool>;     // step 5: with no pawn in the nest
    { R::third_six } -> std::convertible_to<third_six_rule>;  // step 5
    { R::capture_throws_again } -> std::convertible_to<bool>; // step 8
    { R::home_throws_again } -> std::convertible_to<bool>;    // step 8
    { R::stacking } -> std::convertible_to<one_die_stacking>; // step 1
    { R::two_per_safe_square } -> std::convertible_to<bool>;  // step 1: colours sharing a safe square
    { R::must_open_barrier } -> std::convertible_to<bool>;    // step 6
    { R::must_kill } -> std::convertible_to<bool>;            // step 9
    { R::three_tries } -> std::convertible_to<bool>;          // step 10
    { R::jump_in_home_path } -> std::convertible_to<bool>;    // step 11 (false: no passing there)
    { R::seat_zero_starts } -> std::convertible_to<bool>;     // the table: no opening throw
};

template <class R>
concept rule_set = has_board_and_thrower<R> && has_entry_rules<R> && has_movement_rules<R> &&
                   has_doublet_rules<R> && has_reward_rules<R> && has_table_rules<R> &&
                   (R::turn != family::traditional || has_traditional_options<R>) &&
                   (R::turn != family::one_die || has_one_die_options<R>);

// Mixes that cannot work. Each check is its own concept so that a failure names the rule it breaks.
template <class R>
concept entry_fits_thrower = ((R::entry == entry_rule::five) == R::thrower::is_dice) &&
                             ((R::entry == entry_rule::die_value) == is_one_die_thrower<typename R::thrower>);
template <class R>
concept doublet_rules_need_dice =
    R::thrower::is_dice || (R::bonus == doublet_bonus::none && R::again == doublet_again::never &&
                            !R::third_doublet_penalty && R::combine == combined_move::increments &&
                            !R::must_use_larger_die && !R::auto_fives);
template <class R>
concept turn_fits_board = (R::turn == family::parcheesi     ? R::board::numbers == parcheesi_board::numbers
                           : R::turn == family::traditional ? is_cross_board<typename R::board>
                                                            : R::board::numbers.pre == 0) &&
                          ((R::turn == family::parcheesi) == R::thrower::is_dice) &&
                          ((R::turn == family::one_die) == is_one_die_thrower<typename R::thrower>);
// docs/rules.md §10: the one-die mixes that cannot work, checked by one_die_options.hpp on the options
// read back from R (each a function, so that the two-dice rule sets, which lack the one-die members, never
// read them).
namespace policy_detail {
template <class R>
constexpr one_die_rule_options one_die_options_of() {
    one_die_rule_options o;
    o.start_one_out = R::start_one_out;
    o.entry_values = R::entry_values;
    o.entry_compulsory = R::entry_compulsory;
    o.entry_captures = R::entry_captures_on_safe;
    o.clear_entry_first = R::clear_entry_first;
    o.six_counts_seven = R::six_counts_seven;
    o.third_six = R::third_six;
    o.capture_throws_again = R::capture_throws_again;
    o.home_throws_again = R::home_throws_again;
    o.capture_reward = R::capture_reward_squares;
    o.home_reward = R::home_reward_squares;
    o.safe_squares = R::safe_squares;
    o.stacking = R::stacking;
    o.two_per_safe_square = R::two_per_safe_square;
    o.must_open_barrier = R::must_open_barrier;
    o.must_kill = R::must_kill;
    o.three_tries = R::three_tries;
    o.jump_in_home_path = R::jump_in_home_path;
    o.seat_zero_starts = R::seat_zero_starts;
    return o;
}
template <class R>
constexpr bool one_die_entry_fits() {
    if constexpr (R::turn != family::one_die) return true;
    else return one_die_checks::entry_fits(one_die_options_of<R>());
}
template <class R>
constexpr bool one_die_home_fits() {
    if constexpr (R::turn != family::one_die) return true;
    else return one_die_checks::home_fits(one_die_options_of<R>(), R::board::numbers);
}
template <class R>
constexpr bool one_die_barriers_fit() {
    if constexpr (R::turn != family::one_die) return true;
    else return one_die_checks::barriers_fit(one_die_options_of<R>());
}
template <class R>
constexpr bool one_die_entry_square_fits() {
    if constexpr (R::turn != family::one_die) return true;
    else return one_die_checks::entry_square_fits(one_die_options_of<R>(), R::board::numbers);
}
// The dimensions a one-die rule set shares with the two-dice turn take the values the one-die turn plays
// (one_die_rules sets them so; a hand-written rule set might not).
template <class R>
constexpr bool one_die_turn_fits() {
    if constexpr (R::turn != family::one_die) return true;
    else return R::extra_lap == R::must_kill && R::exact_home && R::moves_compulsory && !R::rewards_optional &&
                (R::capture_reward_squares > 0) == (R::capture == capture_reward::move) &&
                (R::home_reward_squares == 0 || R::capture == capture_reward::move);
}
}  // namespace policy_detail
template <class R>
concept one_die_entry_fits = policy_detail::one_die_entry_fits<R>();
template <class R>
concept one_die_home_fits = policy_detail::one_die_home_fits<R>();
template <class R>
concept one_die_barriers_fit = policy_detail::one_die_barriers_fit<R>();
template <class R>
concept one_die_turn_fits = policy_detail::one_die_turn_fits<R>() && policy_detail::one_die_entry_square_fits<R>();

#define PACHISI_MESSAGE_TRADITIONAL_PAWNS "pachisi: 4 pawns per colour (traditional rules: 4, 8, 12 or 16)"
template <class R>
concept pawn_count_fits = (R::turn == family::traditional
                               ? (R::pawns == 4 || R::pawns == 8 || R::pawns == 12 || R::pawns == 16)
                               : R::pawns == 4);
template <class R>
concept rewards_fit =
    R::capture_reward_squares >= 0 && R::capture_reward_squares <= 40 && R::home_reward_squares >= 0 &&
    R::home_reward_squares <= 40 && (!R::immediate_capture_reward_in_bonus || R::bonus != doublet_bonus::none);

// Static checks with readable messages; state<R> instantiates this, so a bad mix fails where it is used.
template <rule_set R>
constexpr bool check_rules() {
    static_assert(entry_fits_thrower<R>,
                  "pachisi: entry by fives needs two dice, and grace entry needs cowries (docs/rules.md §4 'entry')");
    static_assert(doublet_rules_need_dice<R>,
                  "pachisi: doublet bonus, doublet throws, whole moves, larger-die and auto-fives rules need two dice");
    static_assert(turn_fits_board<R>,
                  "pachisi: the Parcheesi turn (docs/rules.md §5) needs the parcheesi board and dice; the traditional "
                  "turn (§6) needs a cross board (cross_board_of<n, offset>) and cowries");
    static_assert(pawn_count_fits<R>, PACHISI_MESSAGE_TRADITIONAL_PAWNS);
    static_assert(rewards_fit<R>, PACHISI_MESSAGE_REWARDS);
    static_assert(one_die_entry_fits<R>, PACHISI_MESSAGE_ONE_DIE_ENTRY);
    static_assert(one_die_home_fits<R>, PACHISI_MESSAGE_ONE_DIE_HOME);
    static_assert(one_die_barriers_fit<R>, PACHISI_MESSAGE_ONE_DIE_BARRIERS);
    static_assert(policy_detail::one_die_turn_fits<R>(), PACHISI_MESSAGE_ONE_DIE_TURN);
    static_assert(policy_detail::one_die_entry_square_fits<R>(), PACHISI_MESSAGE_ONE_DIE_ENTRY_SQUARE);
    return true;
}

template <class R>
concept valid_rules = rule_set<R> && entry_fits_thrower<R> && doublet_rules_need_dice<R> && turn_fits_board<R> &&
                      pawn_count_fits<R> && rewards_fit<R> && one_die_entry_fits<R> && one_die_home_fits<R> &&
                      one_die_barriers_fit<R> && one_die_turn_fits<R>;

}  // namespace pachisi
