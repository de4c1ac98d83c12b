#pragma once
// An observation tensor for learning code (OpenSpiel's ObservationTensor): a state seen by one seat,
// written as floats into the caller's buffer. The view is rotated so that the observing seat is
// always seat 0 of the tensor ("me"), the next seat to play after it seat 1, and so on; board
// squares are rotated the same way, so that my entry square is always at the same place.
//
// Two layouts share one order. The full layout, observation_size<R> floats:
//
//   section      floats       what
//   squares      4 x S        pawns of relative seat j on relative square q: ring squares 0..R-1
//                             counted from my tip (my entry square is 5 on the Parcheesi board, 0 on
//                             the cross, 2 on the Ludo board, 1 on the MAEDN board), then the private
//                             squares of each relative seat in turn (7 per seat: home path / middle
//                             column; n - 1 on a cross of arm n; 5 on the Ludo board, 4 goal fields
//                             on the MAEDN board)
//   blockades    S            1 where two or more pawns of one side stand (relative squares)
//   pawns        4 x P x 5    for pawn k of relative seat j, in row order (highest progress first,
//                             so pawn k is the pawn an action id's "rank k" names): in nest (0/1),
//                             at HOME (0/1; on the MAEDN board, which has no HOME, the last goal
//                             field), share of the way to HOME (there: to p = 44) behind it (0..1), extra laps
//                             begun (0, 1, 2, ...), ring square seen from me ((q + 1) / R; 0 off the
//                             ring)
//   marks        P x 2        the mover's pawns, in row order: tag 1, tag 2 (two-dice rules: the two
//                             blockades that stood when the throw began; traditional: entered and
//                             moved in this throw, so they may not move again with it; one die: 0)
//   seats        23           in play [4], finished [4], mover [4], completed a turn [4] (traditional)
//                             and captured [4] (traditional, one-die must-kill), partners 0/1/2
//                             one-hot [3] (all per relative seat)
//   stage        5            one-hot: opening, ready, throw, play, over
//   throw        T            one-hot: the outcome being played (stage play only), in the order of
//                             the thrower's outcomes (chance_ids.hpp; one die: the face)
//   parts        7 or 1       two dice: parts left of each value 1..6 [6], parts the throw gave / 4;
//                             cowries: value left to move / largest throw value; one die: value left
//                             to move / 6 (7 where a 6 may count 7: Parchís)
//   rewards      3            pending capture rewards, home rewards, capture reward due at once
//   counters     2            doublets thrown in a row (one die: 6s in a row), extra throws owed
//   memory       0, 4,        what options 1 and 5 of seed 004 remember between turns (engine/state.hpp;
//                8 x R or     docs/rules.md §6.10), present only in rule sets with them (0 floats in
//                4 + 8 x R    all others, whose layouts are the ones above):
//                             first-move: first move made [4], per relative seat (with 2 players
//                               both seats of a player);
//                             cancel-capture: victims that may come back [4 x R], then victims taken
//                               this turn [4 x R]: the number of pawns of relative seat j taken by a
//                               capture on relative ring square q (captures are made on the ring
//                               only). "Back" are those of the last turn's captures, which come back
//                               if the mover captures on their square (notation back=); "taken" those
//                               of the mover's captures in the turn under way (notation taken=);
//                P + 16 or 1  one die, only in rule sets that keep them (engine/state.hpp one_die_memory):
//                             last moved [P] (third 6 sends the last pawn moved to the nest: Parchís):
//                               one-hot rank of the mover's pawn that moved last in this turn;
//                             last arrival [4 x 4] (barriers: Parchís): per relative seat owning an
//                               entry square, one-hot the relative seat that arrived there last,
//                               while two colours share the square; tries [1] (three tries)
//
// S is the board's physical squares (96 on the Parcheesi board and the standard cross, 12n on a cross
// of arm n: 72, 84, 108, 120), R its ring squares (68; 4 (2n + 1) on a cross of arm n: 52, 60, 76, 84).
// The information layout, information_size<R> floats, is the full layout without its first two
// sections (it starts at `pawns`): the same numbers, 5 S fewer (480 on the standard boards), with
// the board left for the learner to infer from the pawn features (the memory section stays). P is
// R::pawns, T the thrower's number of outcomes (21 for two dice, 7 or 8 for cowries, 6 for one die). Sizes: shg,
// cardinal and american 629 (information 149), traditional 609 (129), traditional7 610 (130); a cross
// of arm n adds 60 (n - 8) to the full layout; first-move adds 4, cancel-capture 544, both 548 to
// either layout. One die: S = 72, R = 52 on the Ludo board (ludo, ludo_king 488, information 128), 56
// and 40 on the MAEDN board (maedn, maedn_openspiel 408, 128; three tries 409, 129), parchis 628 (148)
// (docs/learning.md has the tables).
//
// update_observation rewrites a buffer that holds an earlier observation, drawing again only the
// pawns of the seats that moved (all of them when the observer changed): what the batched
// environment does at every step.
//
// Rule sets with options at run time (ludo_dynamic, two_dice_rules_dynamic, traditional_rules_dynamic
// ...) write exactly the floats of the compile-time rule set with the same options: only the memory
// section depends on the options, and it is chosen from the state's (rules_of(s)). Their sizes are
// those of the state, observation_size_of(s) and information_size_of(s), and observation_layout_of(s)
// gives the offsets; max_observation_size<R> and max_information_size<R> bound them over every mix of
// options (buffers). observation_size<R>, information_size<R> and observation_layout<R> do not compile
// for them (no one size fits every mix); for a compile-time rule set all of these are the same constants.
//
// Nothing here reads the compulsion bookkeeping (parts used, what the play must reach): the legal
// action mask (action_space.hpp) already says what may be done.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstring>
#include <span>
#include <string>
#include <type_traits>

#include "../engine/state.hpp"
#include "../rules/board.hpp"
#include "../rules/errors.hpp"
#include "../rules/throws.hpp"
#include "../rules/zero_bytes.hpp"
#include <cstdint>

namespace pachisi {

// The offsets of the sections in the full layout, and their sizes: one value per mix of the memory
// section (the only part that options change). observation_layout<R> holds them as constants for a
// compile-time rule set; observation_layout_of(s) gives them for any state.
struct observation_offsets {
    int pawns = 0;
    int seats = 4;
    int squares_per_seat = 0;  // the board's physical squares
    int pawn_features = 5;
    int throw_outcomes = 0;
    int part_features = 0;

    int squares = 0;
    int blockades = 0;
    int pawn_rows = 0;  // the information layout starts here
    int marks = 0;
    int seat_flags = 0;
    int stage = 0;
    int thrown = 0;
    int parts = 0;
    int rewards = 0;
    int counters = 0;
    // The memory section: only in rule sets that remember first moves or captures (seed 004 options 1, 5).
    int ring_squares = 0;
    int memory = 0;
    int first_moved = 0;  // [4], first-move only
    int first_moved_floats = 0;
    int victims_back = 0;  // [4 x R], cancel-capture only
    int victim_floats = 0;
    int victims_taken = 0;  // [4 x R], cancel-capture only
    // One-die rule sets that remember parts of the turn (engine/state.hpp's one_die_memory).
    int last_moved = 0;  // [P], third 6 sends the last pawn moved home
    int last_moved_floats = 0;
    int last_arrival = 0;  // [4 x 4], Parchís barriers
    int last_arrival_floats = 0;
    int tries = 0;  // [1], three tries
    int tries_floats = 0;
    int memory_floats = 0;
    int full_size = 0;
    int information_size = 0;

    friend constexpr bool operator==(const observation_offsets&, const observation_offsets&) = default;
};

// Which parts of the memory section a layout has.
struct observation_memory {
    bool first_moves = false;   // traditional, seed 004 option 1
    bool captures = false;      // traditional, seed 004 option 5
    bool last_moved = false;    // one die: a third 6 sends the last pawn moved to the nest (Parchís)
    bool last_arrival = false;  // one die: barriers (Parchís)
    bool tries = false;         // one die: three tries
};

namespace observation_detail {

inline constexpr int pawn_features = 5;  // per pawn in the `pawns` section

// Which memory the rules remember (docs/rules.md §6.10, §10 steps 3, 5, 10), read from `rules`: R{} for
// a compile-time rule set (constants), the state's options for one with options at run time.
template <class R, class Rules>
[[nodiscard]] constexpr observation_memory memory_of(const Rules& rules) noexcept {
    observation_memory m;
    if constexpr (R::turn == family::traditional) {
        m.first_moves = rules.first_move_on_2_3_4;
        m.captures = rules.cancelled_capture;
    } else if constexpr (R::turn == family::one_die) {
        m.last_moved = rules.third_six == third_six_rule::last_pawn_to_nest;
        m.last_arrival = rules.stacking == one_die_stacking::barrier;
        m.tries = rules.three_tries;
    }
    return m;
}
// Every memory R's family may have: the widest layout of a rule set with options at run time.
template <class R>
[[nodiscard]] constexpr observation_memory widest_memory() noexcept {
    const bool traditional = R::turn == family::traditional, one_die = R::turn == family::one_die;
    return {traditional, traditional, one_die, one_die, one_die};
}

// What the board and the pawn count make of a layout: a rule set's constants, or for one with the board at
// run time the state's cross and pawn count (the largest cross and the rows' room for the widest layout).
struct observation_shape {
    int pawns = 4;
    int squares = 96;
    int ring_squares = 68;
};
template <class R>
[[nodiscard]] constexpr observation_shape shape_of_type() noexcept {
    using board = route<largest_board_of<R>>;
    return {R::pawns, board::squares, board::ring_squares};
}

template <class R>
[[nodiscard]] constexpr observation_offsets compute_offsets(observation_memory m, observation_shape shape = shape_of_type<R>()) noexcept {
    observation_offsets L;
    L.pawns = shape.pawns;
    L.squares_per_seat = shape.squares;
    L.pawn_features = pawn_features;
    L.throw_outcomes = static_cast<int>(R::thrower::outcomes().size());
    L.part_features = R::thrower::is_dice ? 7 : 1;

    L.squares = 0;
    L.blockades = L.squares + L.seats * L.squares_per_seat;
    L.pawn_rows = L.blockades + L.squares_per_seat;
    L.marks = L.pawn_rows + L.seats * L.pawns * L.pawn_features;
    L.seat_flags = L.marks + L.pawns * 2;
    L.stage = L.seat_flags + 23;
    L.thrown = L.stage + 5;
    L.parts = L.thrown + L.throw_outcomes;
    L.rewards = L.parts + L.part_features;
    L.counters = L.rewards + 3;
    L.ring_squares = shape.ring_squares;
    L.memory = L.counters + 2;
    L.first_moved = L.memory;
    L.first_moved_floats = m.first_moves ? L.seats : 0;
    L.victims_back = L.first_moved + L.first_moved_floats;
    L.victim_floats = m.captures ? L.seats * L.ring_squares : 0;
    L.victims_taken = L.victims_back + L.victim_floats;
    L.last_moved = L.victims_taken + L.victim_floats;
    L.last_moved_floats = m.last_moved ? L.pawns : 0;
    L.last_arrival = L.last_moved + L.last_moved_floats;
    L.last_arrival_floats = m.last_arrival ? L.seats * L.seats : 0;
    L.tries = L.last_arrival + L.last_arrival_floats;
    L.tries_floats = m.tries ? 1 : 0;
    L.memory_floats = L.first_moved_floats + 2 * L.victim_floats + L.last_moved_floats + L.last_arrival_floats + L.tries_floats;
    L.full_size = L.memory + L.memory_floats;
    L.information_size = L.full_size - L.pawn_rows;
    return L;
}

// Rule sets with options at run time: the layout of every mix of the family's memory, computed once,
// indexed by memory_index (2 bits for traditional, 3 for one die, none for two dice).
template <class R>
[[nodiscard]] constexpr unsigned memory_index(observation_memory m) noexcept {
    if constexpr (R::turn == family::traditional) return unsigned{m.first_moves} | unsigned{m.captures} << 1;
    else if constexpr (R::turn == family::one_die)
        return unsigned{m.last_moved} | unsigned{m.last_arrival} << 1 | unsigned{m.tries} << 2;
    else return 0;
}
// With the board at run time, also by the cross's arm and the pawn count: (arm - 6) * 16 + (pawns / 4 - 1) * 4.
template <class R>
[[nodiscard]] constexpr unsigned shape_index(int arm, int pawns) noexcept {
    if constexpr (has_board_at_run_time<R>) return static_cast<unsigned>((arm - min_cross_arm) * 16 + (pawns / 4 - 1) * 4);
    else return 0;
}
template <class R>
inline constexpr auto run_time_layouts = [] {
    constexpr std::size_t mixes = R::turn == family::traditional ? 4 : R::turn == family::one_die ? 8 : 1;
    constexpr std::size_t shapes = has_board_at_run_time<R> ? 5 * 4 : 1;
    std::array<observation_offsets, mixes * shapes> table{};
    for (unsigned i = 0; i < mixes; ++i) {
        observation_memory m;
        if constexpr (R::turn == family::traditional) m = {(i & 1U) != 0, (i & 2U) != 0, false, false, false};
        else if constexpr (R::turn == family::one_die) m = {false, false, (i & 1U) != 0, (i & 2U) != 0, (i & 4U) != 0};
        if constexpr (has_board_at_run_time<R>) {
            for (int arm = min_cross_arm; arm <= max_cross_arm; ++arm)
                for (int pawns = 4; pawns <= 16; pawns += 4) {
                    const auto& board = cross_route_of(arm, 1);
                    table[shape_index<R>(arm, pawns) + memory_index<R>(m)] =
                        compute_offsets<R>(m, {pawns, board.squares, board.ring_squares});
                }
        } else {
            table[memory_index<R>(m)] = compute_offsets<R>(m);
        }
    }
    return table;
}();

}  // namespace observation_detail

// The layout of a compile-time rule set, as constants (a rule set with options at run time has one per
// mix of options: observation_layout_of(s)).
template <class R>
    requires(!has_options_at_run_time<R>)
struct observation_layout {
    static constexpr observation_offsets offsets = observation_detail::compute_offsets<R>(observation_detail::memory_of<R>(R{}));

    static constexpr int pawns = offsets.pawns;
    static constexpr int seats = offsets.seats;
    static constexpr int squares_per_seat = offsets.squares_per_seat;
    static constexpr int pawn_features = offsets.pawn_features;
    static constexpr int throw_outcomes = offsets.throw_outcomes;
    static constexpr int part_features = offsets.part_features;

    static constexpr int squares = offsets.squares;
    static constexpr int blockades = offsets.blockades;
    static constexpr int pawn_rows = offsets.pawn_rows;
    static constexpr int marks = offsets.marks;
    static constexpr int seat_flags = offsets.seat_flags;
    static constexpr int stage = offsets.stage;
    static constexpr int thrown = offsets.thrown;
    static constexpr int parts = offsets.parts;
    static constexpr int rewards = offsets.rewards;
    static constexpr int counters = offsets.counters;
    static constexpr int ring_squares = offsets.ring_squares;
    static constexpr int memory = offsets.memory;
    static constexpr int first_moved = offsets.first_moved;
    static constexpr int first_moved_floats = offsets.first_moved_floats;
    static constexpr int victims_back = offsets.victims_back;
    static constexpr int victim_floats = offsets.victim_floats;
    static constexpr int victims_taken = offsets.victims_taken;
    static constexpr int last_moved = offsets.last_moved;
    static constexpr int last_moved_floats = offsets.last_moved_floats;
    static constexpr int last_arrival = offsets.last_arrival;
    static constexpr int last_arrival_floats = offsets.last_arrival_floats;
    static constexpr int tries = offsets.tries;
    static constexpr int tries_floats = offsets.tries_floats;
    static constexpr int memory_floats = offsets.memory_floats;
    static constexpr int full_size = offsets.full_size;
    static constexpr int information_size = offsets.information_size;
};

// The sizes of a compile-time rule set's layouts (for a rule set with options at run time they depend
// on the state: observation_size_of(s), information_size_of(s)).
template <class R>
    requires(!has_options_at_run_time<R>)
inline constexpr int observation_size = observation_layout<R>::full_size;
template <class R>
    requires(!has_options_at_run_time<R>)
inline constexpr int information_size = observation_layout<R>::information_size;

// The layout s is written in: observation_layout<R>{} (its members are constants) for a compile-time rule
// set, the offsets of the state's mix of options otherwise. Either way L.marks, L.full_size ... read it.
template <class R>
[[nodiscard]] constexpr decltype(auto) observation_layout_of(const state<R>& s) noexcept {
    using namespace observation_detail;
    if constexpr (has_board_at_run_time<R>)
        return (run_time_layouts<R>[shape_index<R>(s.options.arm, s.options.pawns) + memory_index<R>(memory_of<R>(s.options))]);
    else if constexpr (has_options_at_run_time<R>) return (run_time_layouts<R>[memory_index<R>(memory_of<R>(s.options))]);
    else return observation_layout<R>{};
}

// The sizes of the layouts s is written in.
template <class R>
[[nodiscard]] constexpr int observation_size_of(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return observation_layout_of(s).full_size;
    else return observation_size<R>;
}
template <class R>
[[nodiscard]] constexpr int information_size_of(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return observation_layout_of(s).information_size;
    else return information_size<R>;
}

// The widest layout any state of R is written in: R's own for a compile-time rule set, every memory of the
// family for one with options at run time (buffers sized by it hold any mix).
template <class R>
inline constexpr observation_offsets widest_observation_layout = [] {
    if constexpr (has_options_at_run_time<R>)
        return observation_detail::compute_offsets<R>(observation_detail::widest_memory<R>());
    else return observation_layout<R>::offsets;
}();
template <class R>
inline constexpr int max_observation_size = widest_observation_layout<R>.full_size;
template <class R>
inline constexpr int max_information_size = widest_observation_layout<R>.information_size;

namespace observation_detail {

[[nodiscard]] constexpr int relative_seat(int seat, int observer) noexcept { return (seat - observer) & 3; }

// A physical square of board G seen from the observer: ring squares counted from its tip, private
// squares in the block of their relative seat.
// `board` is a route: route<G>{} or a cross_route (rules/board.hpp).
[[nodiscard]] constexpr int relative_square_on(const auto& board, int sq, int observer) noexcept {
    const int ring = board.ring_squares;
    const int column = board.private_squares_per_seat;
    if (sq < ring) return (sq - board.arm_squares * observer + 4 * ring) % ring;
    const int owner = (sq - ring) / column;
    const int k = (sq - ring) % column;
    return ring + column * relative_seat(owner, observer) + k;
}
template <class G = parcheesi_board>  // the standard boards share their squares
[[nodiscard]] constexpr int compute_relative_square(int sq, int observer) noexcept {
    return relative_square_on(route<G>{}, sq, observer);
}
// The same as a table: the environment writes an observation at every step.
template <class G>
inline constexpr auto relative_squares = [] {
    std::array<std::array<std::uint8_t, static_cast<std::size_t>(route<G>::squares)>, 4> table{};
    for (int observer = 0; observer < 4; ++observer)
        for (int sq = 0; sq < route<G>::squares; ++sq)
            table[static_cast<std::size_t>(observer)][static_cast<std::size_t>(sq)] =
                static_cast<std::uint8_t>(compute_relative_square<G>(sq, observer));
    return table;
}();
template <class G = parcheesi_board>
[[nodiscard]] constexpr int relative_square(int sq, int observer) noexcept {
    return relative_squares<G>[static_cast<std::size_t>(observer)][static_cast<std::size_t>(sq)];
}

// Cowries: the largest value a throw can have (25 with 6 shells, 35 with 7). One die: 6.
template <class R>
inline constexpr int largest_throw_value = [] {
    int largest = 1;
    if constexpr (!R::thrower::is_dice)
        for (const auto& o : R::thrower::outcomes()) largest = std::max(largest, R::thrower::value(o.outcome));
    return largest;
}();
// What the value left to move is divided by: the largest throw value, or 7 where a 6 may count 7
// (Parchís). A constant for a compile-time rule set (rules_of(s) is R{}).
template <class R>
[[nodiscard]] constexpr int largest_value_of(const state<R>& s) noexcept {
    if constexpr (R::turn == family::one_die)
        if (rules_of(s).six_counts_seven) return 7;
    return largest_throw_value<R>;
}

// A pawn's five features in the `pawns` section (in nest, at HOME, share of the way behind it, extra
// laps, ring square seen from the observer), computed from scratch.
using pawn_feature_row = std::array<float, pawn_features>;

// The journey ends at the board's last stop: HOME, or on a board without it (MAEDN) the last goal
// field, which then counts as "at HOME" here (on the other boards the two are one progress).
// `board` is a route: route<G>{} or a cross_route (rules/board.hpp).
[[nodiscard]] constexpr pawn_feature_row pawn_features_on(const auto& board, int seat, int p, int observer) noexcept {
    const int end = board.last_stop;
    int remaining = end - p;
    int laps = 0;
    if (p > board.home) {  // laps: only on boards with HOME, where end == home
        laps = (p - board.home - 1) / board.ring_squares + 1;
        const int past_turn_off = (p - board.home) % board.ring_squares;
        remaining = (past_turn_off == 0 ? 0 : board.ring_squares - past_turn_off) + (board.home - board.turn_off);
    }
    const int sq = board.square(seat, p);
    return {p == 0 ? 1.0f : 0.0f, p == end ? 1.0f : 0.0f,
            std::max(0.0f, 1.0f - static_cast<float>(remaining) / static_cast<float>(end)), static_cast<float>(laps),
            sq < board.ring_squares
                ? static_cast<float>(relative_square_on(board, sq, observer) + 1) / static_cast<float>(board.ring_squares)
                : 0.0f};
}

// The square a pawn is seen on (relative_square), or the board's square count (the member `squares` of `route<G>`) in
// the nest and at HOME.
[[nodiscard]] constexpr int square_seen_on(const auto& board, int seat, int p, int observer) noexcept {
    const int sq = board.square(seat, p);
    return sq < board.squares ? relative_square_on(board, sq, observer) : board.squares;
}

// A pawn's features and the square it is seen on (the board's square count in the nest and at
// HOME): one record, so that drawing a pawn reads one table entry.
struct pawn_view {
    pawn_feature_row features{};
    int square = 0;  // set by compute_pawn_view
};
[[nodiscard]] constexpr pawn_view pawn_view_on(const auto& board, int seat, int p, int observer) noexcept {
    return {pawn_features_on(board, seat, p, observer), square_seen_on(board, seat, p, observer)};
}
template <class R>
[[nodiscard]] constexpr pawn_feature_row compute_pawn_features(int seat, int p, int observer) noexcept {
    return pawn_features_on(route<typename R::board>{}, seat, p, observer);
}
template <class R>
[[nodiscard]] constexpr int compute_square_seen(int seat, int p, int observer) noexcept {
    return square_seen_on(route<typename R::board>{}, seat, p, observer);
}
template <class R>
[[nodiscard]] constexpr pawn_view compute_pawn_view(int seat, int p, int observer) noexcept {
    return pawn_view_on(route<typename R::board>{}, seat, p, observer);
}

// The same as a table for the first trip (progress up to HOME) and, where the rules may have extra laps
// (laps_possible), the first extra lap: where nearly every pawn is (the environment writes an observation at every
// step). A pawn's view depends on its seat and the observer only through the relative seat, since
// every seat sees the board turned the same way (tests/learning_observation.cpp checks the table
// against the functions above for every seat and observer).
template <class R>
inline constexpr int tabled_progress =
    route<typename R::board>::home + 1 + (laps_possible<R>() ? route<typename R::board>::ring_squares : 0);
template <class R>
inline constexpr auto views_table = [] {
    std::array<std::array<pawn_view, tabled_progress<R>>, 4> table{};
    for (int j = 0; j < 4; ++j)
        for (int p = 0; p < tabled_progress<R>; ++p)
            table[static_cast<std::size_t>(j)][static_cast<std::size_t>(p)] = compute_pawn_view<R>(j, p, 0);
    return table;
}();

// The same for the crosses of a rule set with the board at run time, one table per arm (cross_board_of<n, 1>:
// the castles change no view), and row j of arm n's table as cross_view_rows[n - 6][j].
template <int N>
inline constexpr auto cross_views_table = [] {
    using board = route<cross_board_of<N, 1>>;
    std::array<std::array<pawn_view, static_cast<std::size_t>(board::home + 1 + board::ring_squares)>, 4> table{};
    for (int j = 0; j < 4; ++j)
        for (int p = 0; p < board::home + 1 + board::ring_squares; ++p)
            table[static_cast<std::size_t>(j)][static_cast<std::size_t>(p)] = pawn_view_on(board{}, j, p, 0);
    return table;
}();
template <int N>
[[nodiscard]] constexpr std::array<const pawn_view*, 4> cross_view_rows_of() noexcept {
    return {cross_views_table<N>[0].data(), cross_views_table<N>[1].data(), cross_views_table<N>[2].data(),
            cross_views_table<N>[3].data()};
}
inline constexpr std::array<std::array<const pawn_view*, 4>, 5> cross_view_rows{
    cross_view_rows_of<6>(), cross_view_rows_of<7>(), cross_view_rows_of<8>(), cross_view_rows_of<9>(), cross_view_rows_of<10>()};

// A pawn beyond the table (a second extra lap or more): rare, so kept out of the drawing loop.
template <class R>
PACHISI_COLD constexpr pawn_view compute_far_view(int seat, int p, int observer) noexcept {
    return compute_pawn_view<R>(seat, p, observer);
}

// A pawn of `seat` (relative seat j) at progress p as `observer` sees it.
template <class R>
[[nodiscard]] constexpr pawn_view view_of(int seat, int j, int p, int observer) noexcept {
    if (p < tabled_progress<R>) return views_table<R>[static_cast<std::size_t>(j)][static_cast<std::size_t>(p)];
    return compute_far_view<R>(seat, p, observer);
}

// The index of each throw in the thrower's outcomes (the `throw` section's one-hot), by its two numbers.
template <class R>
inline constexpr auto outcome_index = [] {
    std::array<std::array<std::int8_t, 8>, 8> table{};
    for (auto& row : table) row.fill(-1);
    const chance_list outcomes = R::thrower::outcomes();
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        table[outcomes[i].outcome.a & 7U][outcomes[i].outcome.b & 7U] = static_cast<std::int8_t>(i);
    return table;
}();

// Zeroes a buffer: zero_bytes at run time (std::fill of floats is a loop), std::fill in constant
// expressions.
constexpr void clear(std::span<float> out) noexcept {
    if (std::is_constant_evaluated()) std::fill(out.begin(), out.end(), 0.0f);
    else detail::zero_bytes(out.data(), out.size_bytes());
}

// Copies a pawn's features into the `pawns` section straight from where they are (a table row, as a
// rule): memcpy at run time, since g++ 12 makes std::copy of these 20 bytes a call to memmove.
constexpr void copy_row(const pawn_feature_row& f, float* out) noexcept {
    if (std::is_constant_evaluated()) std::copy(f.begin(), f.end(), out);
    else std::memcpy(out, f.data(), sizeof f);
}

// The seats (a mask) whose pawns an update must draw again on the board and in the `pawns` section:
// every seat when the view turned (another observer, or seats that joined or left), else the seats
// whose pawns moved. What those sections show of a seat depends on its pawns, whether it is in play
// and its seat relative to the observer only.
inline constexpr unsigned all_seats = 0xFU;
template <class R>
[[nodiscard]] constexpr unsigned seats_to_redraw(const state<R>& before, int before_observer, const state<R>& s,
                                                 int observer) noexcept {
    if (before_observer != observer || before.seats != s.seats) return all_seats;
    unsigned seats = 0;
    for (int seat = 0; seat < 4; ++seat)
        if (before.pawns[static_cast<std::size_t>(seat)] != s.pawns[static_cast<std::size_t>(seat)]) seats |= 1U << seat;
    // Partners' pawns share squares on the cross board, and so their blockades: redraw a whole team.
    if (s.partners) seats |= ((seats << 2) | (seats >> 2)) & all_seats;
    return seats;
}

// Writes the `pawns` rows of the given seats of s, seen by `observer`, and with OnBoard (the full
// layout) counts their pawns onto the board section, where none of theirs stands (a new buffer, or
// lifted: lift_pawns), marking blockades. `out` is the layout's whole buffer: the full layout, or the
// information layout, which starts at the `pawns` section. One pass over the pawns for both sections:
// the environment draws them at nearly every step.
// Where draw_pawns writes: the board sections and the `pawns` rows. The same in every mix of options (constants)
// but where the board and pawn count are chosen at run time.
struct pawn_sections {
    int squares_at = 0, per_seat = 0, blockades_at = 0;
    std::size_t seat_rows = 0, rows_at = 0;
};
template <class R, bool OnBoard>
[[nodiscard]] constexpr pawn_sections pawn_sections_of(const observation_offsets& L) noexcept {
    return {L.squares, L.squares_per_seat, L.blockades, static_cast<std::size_t>(L.pawns * pawn_features),
            OnBoard ? static_cast<std::size_t>(L.pawn_rows) : 0};
}

template <class R, bool OnBoard>
constexpr void draw_pawns(const state<R>& s, int observer, unsigned seats, std::span<float> out) {
    static_assert(widest_observation_layout<R>.pawn_features == pawn_features);
    constexpr pawn_sections fixed = pawn_sections_of<R, OnBoard>(widest_observation_layout<R>);
    const pawn_sections at = [&] {
        if constexpr (has_board_at_run_time<R>) return pawn_sections_of<R, OnBoard>(observation_layout_of(s));
        else return fixed;
    }();
    const int squares_at = at.squares_at, per_seat = at.per_seat, blockades_at = at.blockades_at;
    const std::size_t seat_rows = at.seat_rows, rows_at = at.rows_at;
    for (int seat = 0; seat < 4; ++seat) {
        if (!((seats >> seat) & 1U)) continue;
        const int j = relative_seat(seat, observer);
        const auto rows = out.subspan(rows_at + static_cast<std::size_t>(j) * seat_rows, seat_rows);
        if (!in_play(s, seat)) {
            clear(rows);
            continue;
        }
        const auto block = [&](int relative) {
            return out.subspan(static_cast<std::size_t>(squares_at + relative * per_seat), static_cast<std::size_t>(per_seat));
        };
        // A square holds the pawns of one colour only, or on the cross board of one team (partners'
        // pawns share squares): two pawns of the seat, or of the seat and its partner, make a blockade.
        const std::span<float> own = OnBoard ? block(j) : std::span<float>{};
        const bool team_squares = OnBoard && R::turn == family::traditional && s.partners;
        const std::span<float> partner = team_squares ? block((j + 2) & 3) : std::span<float>{};
        float* row_out = rows.data();
        const auto draw = [&](const pawn_view& view) {
            copy_row(view.features, row_out);
            row_out += pawn_features;
            if (!OnBoard || view.square == per_seat) return;  // in the nest or at HOME: on no square
            const auto square = static_cast<std::size_t>(view.square);
            float pawns_here = own[square] += 1.0f;
            if (team_squares) pawns_here += partner[square];
            if (pawns_here >= 2.0f) out[static_cast<std::size_t>(blockades_at) + square] = 1.0f;
        };
        // Drawn in place from the table (a copy of the record would cost a trip through the stack).
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        if constexpr (has_board_at_run_time<R>) {
            const auto& board = board_of(s);
            const pawn_view* tabled = cross_view_rows[static_cast<std::size_t>(board.arm_length - min_cross_arm)][static_cast<std::size_t>(j)];
            const int tabled_to = board.home + 1 + board.ring_squares;
            int unused = unused_places(s);  // places at HOME that are no pawn of the game: skipped
            for (std::size_t k = 0; k < row.size(); ++k) {
                const int p = static_cast<int>(row[k]);
                if (p == board.home && unused > 0) --unused;
                else if (p < tabled_to) [[likely]] draw(tabled[p]);
                else draw(pawn_view_on(board, seat, p, observer));
            }
        } else {
            const auto& tabled = views_table<R>[static_cast<std::size_t>(j)];
            PACHISI_UNROLL(4)
            for (std::size_t k = 0; k < row.size(); ++k) {
                const int p = static_cast<int>(row[k]);
                if (p < tabled_progress<R>) [[likely]] draw(tabled[static_cast<std::size_t>(p)]);
                else draw(compute_far_view<R>(seat, p, observer));
            }
        }
    }
}

// The one-die memory section, through write_turn's `at`, on a cleared section (engine/state.hpp's
// one_die_memory): the mover's pawn that made its last move in this turn (rank one-hot; a third 6 sends
// it to the nest), who arrived last on each entry square that two colours share (Parchís: whose pawn an
// entering pawn captures), and the three tries' failed throws. Each part only where the layout has it
// (for a rule set with options at run time, where the state's options have it).
template <class R, class Layout, class At>
constexpr void write_one_die_memory(const state<R>& s, const Layout& L, int observer, At&& at) {
    constexpr const observation_offsets& widest = widest_observation_layout<R>;
    if constexpr (widest.last_moved_floats > 0) {
        if (L.last_moved_floats > 0 && s.last_moved != 0) {
            const auto& row = s.pawns[s.mover];
            for (int k = 0; k < R::pawns; ++k)
                if (row[static_cast<std::size_t>(k)] == s.last_moved) {
                    at(L.last_moved + k) = 1.0f;
                    break;
                }
        }
    }
    if constexpr (widest.last_arrival_floats > 0) {
        if (L.last_arrival_floats > 0)
            for (int owner = 0; owner < 4; ++owner) {
                const int sq = square_of<R>(owner, 1);
                unsigned colours = 0;
                for (int seat = 0; seat < 4; ++seat)
                    if (in_play(s, seat))
                        for (const auto p : s.pawns[static_cast<std::size_t>(seat)])
                            if (p != 0 && square_of<R>(seat, static_cast<int>(p)) == sq) colours |= 1U << seat;
                if (std::popcount(colours) < 2) continue;  // the engine keeps the seat only while two colours stand there
                const int last = static_cast<int>((s.last_arrival >> (2 * owner)) & 3U);
                at(L.last_arrival + relative_seat(owner, observer) * 4 + relative_seat(last, observer)) = 1.0f;
            }
    }
    if constexpr (widest.tries_floats > 0)
        if (L.tries_floats > 0) at(L.tries) = static_cast<float>(s.tries);
}

// The memory section (rule sets with seed 004 options 1 or 5 only), through write_turn's `at`, on a
// cleared section: the seats whose player has made its first move, and the victims of captures on the
// ring square where they stood, by their relative seat (engine/state.hpp's first_moved and victims).
template <class R, class Layout, class At>
constexpr void write_memory(const state<R>& s, const Layout& L, int observer, At&& at) {
    if constexpr (R::turn == family::one_die) {
        write_one_die_memory(s, L, observer, at);
    } else {
        constexpr const observation_offsets& widest = widest_observation_layout<R>;
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            const int j = relative_seat(seat, observer);
            if constexpr (widest.first_moved_floats > 0)
                if (L.first_moved_floats > 0 && ((s.first_moved >> seat) & 1U)) at(L.first_moved + j) = 1.0f;
            if constexpr (widest.victim_floats > 0) {
                if (L.victim_floats == 0) continue;
                using memory = capture_memory<R::pawns>;
                for (const auto entry : s.victims[static_cast<std::size_t>(seat)]) {
                    if (entry == 0) break;  // highest first, 0 after the last
                    const bool this_turn = (entry & memory::taken_this_turn) != 0;
                    const int p = static_cast<int>(entry & ~memory::taken_this_turn);
                    const int sq = square_of(s, seat, p);
                    if (sq >= L.ring_squares) continue;  // never: captures are made on the ring
                    int q = 0;
                    if constexpr (has_board_at_run_time<R>) q = relative_square_on(board_of(s), sq, observer);
                    else q = relative_square<typename R::board>(sq, observer);
                    at((this_turn ? L.victims_taken : L.victims_back) + j * L.ring_squares + q) += 1.0f;
                }
            }
        }
    }
}

// Writes everything after the `pawns` section (marks, seats, stage, throw, parts, rewards, counters,
// memory) in layout L (observation_layout_of(s)); `out` starts at the `pawns` section.
template <class R, class Layout>
constexpr void write_turn(const state<R>& s, const Layout& L, int observer, std::span<float> out) {
    // The same in every mix of options (a constant), but where the board is chosen at run time.
    const int rows = has_board_at_run_time<R> ? L.pawn_rows : widest_observation_layout<R>.pawn_rows;
    const auto at = [&](int index) -> float& { return out[static_cast<std::size_t>(index - rows)]; };
    clear(out.subspan(static_cast<std::size_t>(L.marks - rows), static_cast<std::size_t>(L.full_size - L.marks)));
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const int j = relative_seat(seat, observer);
        if (has_finished(s, seat)) at(L.seat_flags + 4 + j) = 1.0f;
        at(L.seat_flags + j) = 1.0f;
        if ((s.turns_done >> seat) & 1U) at(L.seat_flags + 12 + j) = 1.0f;
        if ((s.captured >> seat) & 1U) at(L.seat_flags + 16 + j) = 1.0f;
    }
    for (int k = 0, pawn = 0; k < R::pawns; ++k) {
        if (!is_game_pawn(s, s.mover, static_cast<std::size_t>(k))) continue;  // a place a game of fewer pawns leaves unused
        const int tag = static_cast<int>(s.tags[static_cast<std::size_t>(k)]);
        if (tag == 1 || tag == 2) at(L.marks + pawn * 2 + tag - 1) = 1.0f;
        ++pawn;
    }
    at(L.seat_flags + 8 + relative_seat(s.mover, observer)) = 1.0f;
    at(L.seat_flags + 20 + std::min(static_cast<int>(s.partners), 2)) = 1.0f;
    at(L.stage + static_cast<int>(s.phase)) = 1.0f;

    if (s.phase == stage::play) {
        if (const int i = outcome_index<R>[s.thrown.a & 7U][s.thrown.b & 7U]; i >= 0) at(L.thrown + i) = 1.0f;
        if constexpr (R::thrower::is_dice) {
            for (std::size_t i = 0; i < s.part_count && i < s.parts.size(); ++i) {
                const int v = static_cast<int>(s.parts[i]);
                if (v >= 1 && v <= 6) at(L.parts + v - 1) += 1.0f;
            }
            at(L.parts + 6) = static_cast<float>(s.total_parts) / 4.0f;
        } else {
            const int left = s.part_count > 0 ? static_cast<int>(s.parts[0]) : 0;
            at(L.parts) = static_cast<float>(left) / static_cast<float>(largest_value_of(s));
        }
    }
    at(L.rewards + 0) = static_cast<float>(s.capture_rewards);
    at(L.rewards + 1) = static_cast<float>(s.home_rewards);
    at(L.rewards + 2) = static_cast<float>(s.reward_due_now);
    at(L.counters + 0) = static_cast<float>(s.doublets_in_row);
    at(L.counters + 1) = static_cast<float>(s.throws_owed);
    if constexpr (widest_observation_layout<R>.memory_floats > 0)
        if (L.memory_floats > 0) write_memory(s, L, observer, at);
}

[[noreturn]] inline void buffer_too_small(std::size_t have, int need, const char* who) {
    raise_error(error_kind::invalid_argument, std::string(who) + ": the buffer holds " + std::to_string(have) +
                                                  " floats, the layout needs " + std::to_string(need));
}
constexpr void check_buffer(std::size_t have, int need, const char* who) {
    if (have < static_cast<std::size_t>(need)) buffer_too_small(have, need, who);
}

}  // namespace observation_detail

// The information layout of s as seen by `observer` (0..3) into out[0 .. information_size_of(s)).
template <class R>
constexpr void information_observation(const state<R>& s, int observer, std::span<float> out) {
    using namespace observation_detail;
    const auto& L = observation_layout_of(s);
    check_buffer(out.size(), L.information_size, "pachisi::information_observation");
    draw_pawns<R, false>(s, observer & 3, all_seats, out);
    write_turn(s, L, observer & 3, out);
}

// The same for a buffer that holds information_observation(before, before_observer): only the pawn
// rows of seats whose pawns moved are written again when the observer is the same (what the batched
// environment calls at every step). The result is exactly information_observation(s, observer).
template <class R>
constexpr void update_information_observation(const state<R>& before, int before_observer, const state<R>& s,
                                              int observer, std::span<float> out) {
    using namespace observation_detail;
    const auto& L = observation_layout_of(s);
    check_buffer(out.size(), L.information_size, "pachisi::update_information_observation");
    draw_pawns<R, false>(s, observer & 3, seats_to_redraw(before, before_observer & 3, s, observer & 3), out);
    write_turn(s, L, observer & 3, out);
}

namespace observation_detail {

// Calls f(j, q) for every pawn of the given seats of s that stands on the board, with its relative
// seat j and the square q it is seen on from `observer`.
template <class R, class F>
constexpr void for_each_pawn_seen(const state<R>& s, int observer, unsigned seats, F&& f) {
    for (int seat = 0; seat < 4; ++seat) {
        if (!((seats >> seat) & 1U) || !in_play(s, seat)) continue;
        const int j = relative_seat(seat, observer);
        for (const auto progress : s.pawns[static_cast<std::size_t>(seat)]) {
            if constexpr (has_board_at_run_time<R>) {
                // (The places a game of fewer pawns leaves unused are HOME: on no square.)
                if (const int q = square_seen_on(board_of(s), seat, static_cast<int>(progress), observer); q != board_of(s).squares) f(j, q);
            } else if (const int q = view_of<R>(seat, j, static_cast<int>(progress), observer).square;
                       q != route<typename R::board>::squares) {
                f(j, q);
            }
        }
    }
}

// Whether a blockade (two pawns of one colour) may share its square with another colour's pawns: the
// Ludo King pairs on a safe square (docs/rules.md §10 step 1). Parchís puts at most two pawns on a square.
// A constant for a compile-time rule set (rules_of(s) is R{}).
template <class R>
[[nodiscard]] constexpr bool blockades_share_squares(const state<R>& s) noexcept {
    if constexpr (R::turn == family::one_die) return rules_of(s).stacking == one_die_stacking::pair;
    else return false;
}

// Takes the pawns of the given seats of s, seen by `observer`, off the board section (which shows s):
// their squares' counts and blockade marks go back to 0. The seats are whole teams (seats_to_redraw),
// so no pawn of another seat stood on those squares, except where blockades share squares: there a
// square's blockade mark is recomputed from the other seats' counts (once a square's last lifted pawn
// is off, every lifted seat's count there is 0).
template <class R>
constexpr void lift_pawns(const state<R>& s, int observer, unsigned seats, std::span<float> out) {
    // The board sections are the same in every mix of options (constants), but where the board is chosen at run time.
    constexpr pawn_sections fixed = pawn_sections_of<R, true>(widest_observation_layout<R>);
    const pawn_sections at = [&] {
        if constexpr (has_board_at_run_time<R>) return pawn_sections_of<R, true>(observation_layout_of(s));
        else return fixed;
    }();
    const int squares_at = at.squares_at, per_seat = at.per_seat, blockades_at = at.blockades_at;
    const bool shared = blockades_share_squares(s);
    for_each_pawn_seen(s, observer, seats, [&](int j, int q) {
        out[static_cast<std::size_t>(squares_at + j * per_seat + q)] = 0.0f;
        float blockade = 0.0f;
        if (shared)
            for (int other = 0; other < 4; ++other)
                if (out[static_cast<std::size_t>(squares_at + other * per_seat + q)] >= 2.0f) blockade = 1.0f;
        out[static_cast<std::size_t>(blockades_at + q)] = blockade;
    });
}

}  // namespace observation_detail

// The full layout of s as seen by `observer` (0..3) into out[0 .. observation_size_of(s)).
template <class R>
constexpr void observation(const state<R>& s, int observer, std::span<float> out) {
    using namespace observation_detail;
    const auto& L = observation_layout_of(s);
    check_buffer(out.size(), L.full_size, "pachisi::observation");
    clear(out.first(static_cast<std::size_t>(L.pawn_rows)));
    draw_pawns<R, true>(s, observer & 3, all_seats, out);
    write_turn(s, L, observer & 3, out.subspan(static_cast<std::size_t>(L.pawn_rows)));
}

// The same for a buffer that holds observation(before, before_observer): the board and the pawn rows
// are written again only for the seats whose pawns moved when the observer is the same, and all of
// them on a cleared board otherwise (the batched environment keeps one buffer per game and calls this
// at every step). The result is exactly observation(s, observer).
template <class R>
constexpr void update_observation(const state<R>& before, int before_observer, const state<R>& s, int observer,
                                  std::span<float> out) {
    using namespace observation_detail;
    const auto& L = observation_layout_of(s);
    check_buffer(out.size(), L.full_size, "pachisi::update_observation");
    const unsigned seats = seats_to_redraw(before, before_observer & 3, s, observer & 3);
    if (seats == all_seats) {
        // Every pawn is seen elsewhere: clearing the board at once costs less than lifting each one.
        clear(out.first(static_cast<std::size_t>(L.pawn_rows)));
    } else if (seats != 0) {
        lift_pawns(before, before_observer & 3, seats, out);
    }
    draw_pawns<R, true>(s, observer & 3, seats, out);
    write_turn(s, L, observer & 3, out.subspan(static_cast<std::size_t>(L.pawn_rows)));
}

}  // namespace pachisi
