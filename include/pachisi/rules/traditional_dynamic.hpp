#pragma once
// Traditional Pachisi whose options are all values chosen at run time (docs/rules.md §6): every mix of seed
// 004's options on one engine per number of cowries. The yes/no options (split throws, home needs a capture,
// exact home, capture throws again, first move on 2-3-4, cancelled capture), the pawn count (4, 8, 12 or 16)
// and the cross (an arm of 6..10 squares, castles 1..arm-1 squares from the tips) are all kept in the state.
//
//     pachisi::traditional_options o;                 // pawns = 4, arm = 8, castle_offset = 4
//     o.split_throw = o.first_move_on_2_3_4 = true;   // e.g. ticked on a settings screen
//     o.arm = 6;
//     auto s = pachisi::new_game<pachisi::traditional_dynamic>(o);
//
// traditional_rules_dynamic<shells, max_pawns> keeps room for max_pawns pawns per seat (16 for
// traditional_dynamic): a game of fewer pawns keeps the seats it does not use at HOME, where no rule reads
// them. A program that plays only 4 pawns a seat can take traditional_rules_dynamic<6, 4>, whose state is
// the compile-time preset's size (with_rules does, for specs of 4 pawns).

#include <array>
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
    // The pawns per seat and the cross (arm, castle offset): see board_of(s) in engine/state.hpp.
    std::uint8_t pawns = 4;
    std::uint8_t arm = 8;
    std::uint8_t castle_offset = 4;
    std::uint8_t cross = static_cast<std::uint8_t>(cross_route_index(8, 4));  // cross_route_index(arm, castle_offset)
    // Unused: the state's size stays a multiple of 8, so that states are hashed and compared a word at a time
    // (engine/state.hpp, engine/state_hash.hpp), and free of padding.
    std::array<std::uint8_t, 4> unused{};

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

    // The route of the cross these values name.
    [[nodiscard]] constexpr const cross_route& route() const noexcept { return cross_route_at(cross); }

    // The values of options `o` (checked: traditional_rules_dynamic::checked).
    [[nodiscard]] static constexpr traditional_rule_values of(const traditional_options& o) noexcept {
        return {o.split_throw,
                o.home_needs_capture,
                o.exact_home,
                o.capture_throws_again,
                o.first_move_on_2_3_4,
                o.cancelled_capture,
                static_cast<std::uint8_t>(o.pawns),
                static_cast<std::uint8_t>(o.arm),
                static_cast<std::uint8_t>(o.castle_offset),
                static_cast<std::uint8_t>(cross_route_index(o.arm, o.castle_offset)),
                {}};
    }
};

template <unsigned Shells = 6, int MaxPawns = 16>
struct traditional_rules_dynamic {
    static_assert(MaxPawns == 4 || MaxPawns == 8 || MaxPawns == 12 || MaxPawns == 16, PACHISI_MESSAGE_TRADITIONAL_PAWNS);
    static constexpr bool options_at_run_time = true;
    static constexpr bool board_at_run_time = true;  // no member `board`: board_of(s) is the state's cross
    using values = traditional_rule_values;    // what the state keeps (the member `options` of state<R>)
    using options_type = traditional_options;  // what a game starts from
    using thrower = cowries<Shells>;
    static constexpr family turn = family::traditional;
    static constexpr int pawns = MaxPawns;  // room per seat; the game's count is pawn_count(s) (engine/state.hpp)
    // The largest cross: bounds for what is sized at compile time (an occupancy's squares, a progress read from text).
    using largest_board = cross_board_of<max_cross_arm, 1>;
    static constexpr entry_rule entry = entry_rule::grace;
    static constexpr bool laps_possible = true;  // the second trip (§6.6)
    static constexpr bool decline_throw = true;  // §6.1

    // What a state starts with: no option of seed 004 on (the traditional preset).
    [[nodiscard]] static constexpr values default_values() noexcept { return values::of(traditional_options{}); }
    // Why `o` cannot be played with this rule set, in the words of the compile-time checks; empty when it can.
    [[nodiscard]] static std::string problem(const traditional_options& o) {
        if (const char* why = traditional_options_problem(o)) return why;
        if (o.pawns > MaxPawns)
            return "pachisi: " + std::to_string(o.pawns) + " pawns per colour do not fit traditional_rules_dynamic<" +
                   std::to_string(Shells) + ", " + std::to_string(MaxPawns) + "> (room for " + std::to_string(MaxPawns) +
                   "; traditional_dynamic has room for 16)";
        return "";
    }
    [[nodiscard]] static constexpr values checked(const traditional_options& o) {
        if (traditional_options_problem(o) || o.pawns > MaxPawns) raise_error(error_kind::invalid_argument, problem(o));
        return values::of(o);
    }
};

// The engine with_rules plays a traditional game of `Shells` cowries and `Pawns` pawns a seat on: room for 4
// pawns when 4 play (the presets' state size), for 16 otherwise.
template <unsigned Shells, int Pawns>
using traditional_engine_for = traditional_rules_dynamic<Shells, Pawns == 4 ? 4 : 16>;

using traditional_dynamic = traditional_rules_dynamic<6>;   // 6 cowries, any options
using traditional7_dynamic = traditional_rules_dynamic<7>;  // 7 cowries, any options

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
