#pragma once
// The rule dimensions of docs/rules.md §4. A rule set is a stateless struct naming one value per dimension;
// presets (presets.hpp) are such structs, and a custom rule set may derive from a preset and override
// a member. The concepts below say what a rule set must provide; `valid_rules` says which mixes make
// sense, and every state of a rule set that does not fails to compile with a short message.

#include <concepts>
#include <cstdint>
#include <type_traits>

#include "board.hpp"
#include "throws.hpp"

namespace pachisi {

enum class family : std::uint8_t { parcheesi, traditional };   // which turn structure: §5 or §6
enum class entry_rule : std::uint8_t { five, grace };
enum class combined_move : std::uint8_t { increments, whole };  // how one pawn uses both dice
enum class doublet_bonus : std::uint8_t { none, tops_and_bottoms, four_of_top };
enum class doublet_again : std::uint8_t { never, always, if_all_used };
enum class capture_reward : std::uint8_t { none, move, move_or_throw_again, throw_again };
enum class first_throw : std::uint8_t { highest_die, lowest_die, highest_throw };

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

template <class R>
concept rule_set = has_board_and_thrower<R> && has_entry_rules<R> && has_movement_rules<R> &&
                   has_doublet_rules<R> && has_reward_rules<R> && has_table_rules<R> &&
                   (R::turn != family::traditional || has_traditional_options<R>);

// Mixes that cannot work. Each check is its own concept so that a failure names the rule it breaks.
template <class R>
concept entry_fits_thrower = ((R::entry == entry_rule::five) == R::thrower::is_dice);
template <class R>
concept doublet_rules_need_dice =
    R::thrower::is_dice || (R::bonus == doublet_bonus::none && R::again == doublet_again::never &&
                            !R::third_doublet_penalty && R::combine == combined_move::increments &&
                            !R::must_use_larger_die && !R::auto_fives);
template <class R>
concept turn_fits_board = (R::turn == family::parcheesi ? R::board::numbers == parcheesi_board::numbers
                                                         : is_cross_board<typename R::board>) &&
                          ((R::turn == family::parcheesi) == R::thrower::is_dice);
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
    static_assert(pawn_count_fits<R>, "pachisi: 4 pawns per colour (traditional rules: 4, 8, 12 or 16)");
    static_assert(rewards_fit<R>,
                  "pachisi: rewards are 0..40 squares, and an immediate capture reward needs a doublet bonus");
    return true;
}

template <class R>
concept valid_rules = rule_set<R> && entry_fits_thrower<R> && doublet_rules_need_dice<R> && turn_fits_board<R> &&
                      pawn_count_fits<R> && rewards_fit<R>;

}  // namespace pachisi
