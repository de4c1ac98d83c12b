#pragma once
// The observation layout of a state's rules as named sections, and the least and greatest value each
// entry of it can take in any game of those rules: what learning code needs to declare a bounded
// observation space (Gymnasium's Box) and to scale the inputs of a network.
//
//   observation_sections(L)              the sections of layout L (observation_layout_of(s)) in order:
//                                        name, offset, floats (0 for the parts of the memory section
//                                        the rules do not have)
//   observation_bounds(s, low, high)     per entry of the full layout (observation_size_of(s) floats)
//   information_bounds(s, low, high)     the same for the information layout
//
// The bounds depend on the rules s is played by (and their options), not on its position: every state
// reached from s by the rules stays within them. Every entry is 0 or more. The greatest values come from
// what the rules allow, as observation.hpp describes each entry, not from a type's range, except for the
// two counters the rules never limit (cowries' and two dice' extra throws owed, which a chain of captures
// can keep raising: the byte's 255). python/tests/test_observation_bounds.py checks them at every
// decision of random games of every preset.
//
//   section          greatest value
//   squares          R::pawns on ring squares and on the relative seat's own private squares (a seat's pawns
//                    never stand in another seat's column), 0 on the other private squares
//   blockades        1
//   pawns            1 for the flags, the share of the way and the ring square; extra laps: max_extra_laps
//                    where the rules have extra laps (rules_of(s).extra_lap), else 0
//   marks            1 (one die: 0, its pawns carry no tags)
//   seats            1, but "completed a turn" only in the traditional rules and "captured" only there and
//                    with must-kill (else 0)
//   stage, throw     1 (one-hot)
//   parts            two dice: 4 per value (a doublet bonus gives 4 parts), 1 for the parts given / 4;
//                    cowries and one die: 1
//   rewards          two dice: the opponents' pawns in their nests (3 P) for capture rewards where captures
//                    are rewarded, P home rewards where arrivals are, 1 for the SHG reward due at once where
//                    the rules have it; one die: 1 each where the rules reward captures or arrivals;
//                    cowries: 0
//   counters         doublets (6s) in a row: 3 (the engine stops counting there), cowries 0; extra throws
//                    owed: one die 1, two dice 255 where a capture reward may be taken as a throw (else 0),
//                    cowries 255
//   memory           first move 1; victims P per relative seat and square; last moved 1; last arrival 1;
//                    tries 2 (the third failed try ends the run)

#include <algorithm>
#include <array>
#include <span>
#include <string>

#include "../engine/state.hpp"
#include "../rules/board.hpp"
#include "../rules/errors.hpp"
#include "observation.hpp"

namespace pachisi {

// One section of an observation layout: offset and size in floats, in the full layout.
struct observation_section {
    const char* name = "";
    int offset = 0;
    int size = 0;
};

inline constexpr int observation_section_count = 16;

// The sections of the full layout L in order (the information layout is the same from `pawns` on,
// every offset less L.pawn_rows). The memory section comes as its six parts; absent parts have size 0.
[[nodiscard]] constexpr std::array<observation_section, observation_section_count> observation_sections(
    const observation_offsets& L) noexcept {
    return {{
        {"squares", L.squares, L.blockades - L.squares},
        {"blockades", L.blockades, L.pawn_rows - L.blockades},
        {"pawns", L.pawn_rows, L.marks - L.pawn_rows},
        {"marks", L.marks, L.seat_flags - L.marks},
        {"seats", L.seat_flags, L.stage - L.seat_flags},
        {"stage", L.stage, L.thrown - L.stage},
        {"throw", L.thrown, L.parts - L.thrown},
        {"parts", L.parts, L.rewards - L.parts},
        {"rewards", L.rewards, L.counters - L.rewards},
        {"counters", L.counters, L.memory - L.counters},
        {"first_moved", L.first_moved, L.first_moved_floats},
        {"victims_back", L.victims_back, L.victim_floats},
        {"victims_taken", L.victims_taken, L.victim_floats},
        {"last_moved", L.last_moved, L.last_moved_floats},
        {"last_arrival", L.last_arrival, L.last_arrival_floats},
        {"tries", L.tries, L.tries_floats},
    }};
}

namespace observation_detail {

// The offsets of the layout s is written in, for either kind of rule set (observation_layout_of gives a
// type with static members for a compile-time rule set).
template <class R>
[[nodiscard]] constexpr const observation_offsets& offsets_of(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return observation_layout_of(s);
    else return observation_layout<R>::offsets;
}

// The greatest values of the full layout of s's rules into high[0 .. full_size), 0 where an entry never
// leaves 0.
template <class R>
constexpr void write_greatest_values(const state<R>& s, std::span<float> high) {
    const auto& board = board_of(s);
    const observation_offsets& L = offsets_of(s);
    const auto& rules = rules_of(s);
    const auto fill = [&high](int at, int count, float value) {
        std::fill_n(high.begin() + at, count, value);
    };
    const auto pawns = static_cast<float>(pawn_count(s));
    constexpr bool one_die = R::turn == family::one_die, traditional = R::turn == family::traditional;
    std::fill(high.begin(), high.begin() + L.full_size, 0.0f);

    // squares: a seat's pawns stand on the ring and in its own column only.
    const int ring = board.ring_squares, column = board.private_squares_per_seat;
    for (int j = 0; j < L.seats; ++j) {
        const int block = L.squares + j * L.squares_per_seat;
        fill(block, ring, pawns);
        fill(block + ring + j * column, column, pawns);
    }
    fill(L.blockades, L.squares_per_seat, 1.0f);

    // pawns: in nest, at HOME, share of the way, extra laps, ring square.
    const float laps = rules.extra_lap ? static_cast<float>(max_extra_laps) : 0.0f;
    for (int row = 0; row < L.seats * L.pawns; ++row) {
        const int at = L.pawn_rows + row * L.pawn_features;
        fill(at, L.pawn_features, 1.0f);
        high[static_cast<std::size_t>(at + 3)] = laps;
    }
    if constexpr (!one_die) fill(L.marks, L.pawns * 2, 1.0f);

    // seats: in play, finished, mover [4 each], completed a turn [4], captured [4], partners [3].
    fill(L.seat_flags, 12, 1.0f);
    if constexpr (traditional) fill(L.seat_flags + 12, 4, 1.0f);
    bool captures_marked = traditional;
    if constexpr (one_die) captures_marked = rules.must_kill;
    if (captures_marked) fill(L.seat_flags + 16, 4, 1.0f);
    fill(L.seat_flags + 20, 3, 1.0f);
    fill(L.stage, 5, 1.0f);
    fill(L.thrown, L.throw_outcomes, 1.0f);

    if constexpr (R::thrower::is_dice) {
        fill(L.parts, 6, 4.0f);  // at most the 4 parts of a doublet bonus
        high[static_cast<std::size_t>(L.parts + 6)] = 1.0f;
    } else {
        high[static_cast<std::size_t>(L.parts)] = 1.0f;
    }

    // rewards: capture rewards, home rewards, reward due at once; counters: in a row, owed.
    const auto at = [&high](int index) -> float& { return high[static_cast<std::size_t>(index)]; };
    if constexpr (one_die) {
        at(L.rewards + 0) = rules.capture_reward_squares > 0 ? 1.0f : 0.0f;
        at(L.rewards + 1) = rules.home_reward_squares > 0 ? 1.0f : 0.0f;
        at(L.counters + 0) = 3.0f;
        at(L.counters + 1) = 1.0f;
    } else if constexpr (traditional) {
        at(L.counters + 1) = 255.0f;
    } else {
        const bool rewarded = rules.capture != capture_reward::none;
        at(L.rewards + 0) = rewarded ? 3.0f * pawns : 0.0f;  // an invariant: no more than opponents' pawns in nests
        at(L.rewards + 1) = rules.home_reward_squares > 0 ? pawns : 0.0f;
        at(L.rewards + 2) = rules.immediate_capture_reward_in_bonus ? 1.0f : 0.0f;
        at(L.counters + 0) = 3.0f;
        at(L.counters + 1) = rewarded ? 255.0f : 0.0f;
    }

    fill(L.first_moved, L.first_moved_floats, 1.0f);
    fill(L.victims_back, L.victim_floats, pawns);
    fill(L.victims_taken, L.victim_floats, pawns);
    fill(L.last_moved, L.last_moved_floats, 1.0f);
    fill(L.last_arrival, L.last_arrival_floats, 1.0f);
    fill(L.tries, L.tries_floats, 2.0f);
}

inline void check_bounds_buffers(std::size_t low, std::size_t high, int need, const char* who) {
    if (low < static_cast<std::size_t>(need) || high < static_cast<std::size_t>(need))
        raise_error(error_kind::invalid_argument, std::string(who) + ": the buffers hold " + std::to_string(low) +
                                                      " and " + std::to_string(high) + " floats, the layout needs " +
                                                      std::to_string(need));
}

}  // namespace observation_detail

// low and high for every entry of the full layout of s's rules (observation_size_of(s) floats each).
template <class R>
constexpr void observation_bounds(const state<R>& s, std::span<float> low, std::span<float> high) {
    const int size = observation_size_of(s);
    observation_detail::check_bounds_buffers(low.size(), high.size(), size, "pachisi::observation_bounds");
    std::fill_n(low.begin(), size, 0.0f);
    observation_detail::write_greatest_values(s, high);
}

// The same for the information layout (information_size_of(s) floats each): the full layout's bounds
// from the `pawns` section on.
template <class R>
constexpr void information_bounds(const state<R>& s, std::span<float> low, std::span<float> high) {
    const observation_offsets& L = observation_detail::offsets_of(s);
    observation_detail::check_bounds_buffers(low.size(), high.size(), L.information_size, "pachisi::information_bounds");
    std::array<float, max_observation_size<R>> full{};
    observation_detail::write_greatest_values(s, std::span<float>(full));
    std::fill_n(low.begin(), L.information_size, 0.0f);
    std::copy_n(full.begin() + L.pawn_rows, L.information_size, high.begin());
}

}  // namespace pachisi
