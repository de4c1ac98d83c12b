#pragma once
// The one-die turn (docs/rules.md §10): Ludo, Parchís, Mensch ärgere Dich nicht. A throw of one die gives
// one action: enter a nest pawn, move one pawn by the value, or pass when nothing else is legal. Duties
// decide first (clear the entry square, compulsory entry, open a barrier); a 6 throws again; Parchís
// rewards (moves of 20 and 10) are played at once after the action that earned them.
//
// In a play the state's parts[0] holds the value to move (a 6 that counts 7 holds 7) while part_count is 1;
// once the die's action is played part_count is 0, and capture_rewards / home_rewards (0 or 1) hold the
// reward still to play. doublets_in_row counts the 6s in a row, throws_owed the extra throw earned (one at
// most: one throw earns one extra throw in all, §10 step 8). What Parchís and the three tries remember
// is in one_die_memory (state.hpp).
//
// apply, apply_throw and legal_actions (play.hpp, legal_actions.hpp) call the functions here.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "../rules/board.hpp"
#include "../rules/zero_bytes.hpp"
#include "action.hpp"
#include "pawn_moves.hpp"  // landing
#include "perform.hpp"
#include "state.hpp"

namespace pachisi::detail {

// Whether a pawn of s's game may have gone round again (must-kill laps, §10 step 9): for rule sets whose
// options are values, read once by the loops below, which then look a square up without route::square's
// test for a lap where there are none.
template <class R>
[[nodiscard]] constexpr bool one_die_laps(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return R::laps_possible && s.options.must_kill;
    else return laps_possible<R>();
}
// square_of<R>(seat, p) where one_die_laps(s) is `laps`.
template <class R>
[[nodiscard]] constexpr std::uint8_t one_die_square(bool laps, int seat, int p) noexcept {
    using board = route<typename R::board>;
    if constexpr (has_options_at_run_time<R>) return laps ? board::square(seat, p) : board::first_trip_square(seat, p);
    else return square_of<R>(seat, p);
}

// Who stands on each square as §10 looks at it: how many pawns, and which colours (bit per seat).
template <class R>
struct one_die_occupancy {
    static constexpr int squares = route<typename R::board>::squares;
    std::array<std::uint8_t, static_cast<std::size_t>(squares)> count;
    std::array<std::uint8_t, static_cast<std::size_t>(squares)> colours;

    constexpr explicit one_die_occupancy(const state<R>& s) noexcept {
        if (std::is_constant_evaluated()) {
            count = {};
            colours = {};
        } else {
            zero_bytes(count.data(), count.size());
            zero_bytes(colours.data(), colours.size());
        }
        if constexpr (has_options_at_run_time<R>) {
            // One loop for each, the lap test left out where the options allow no laps (and the loop unrolled
            // as the compile-time presets' is: one loop testing `laps` at every pawn was not).
            if (one_die_laps(s)) add_pawns(s, std::true_type{});
            else add_pawns(s, std::false_type{});
        } else {
            for (int seat = 0; seat < 4; ++seat) {
                if (!in_play(s, seat)) continue;
                for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) {
                    const std::uint8_t sq = square_of<R>(seat, p);
                    if (sq == off_board) continue;
                    ++count[sq];
                    colours[sq] = static_cast<std::uint8_t>(colours[sq] | (1U << seat));
                }
            }
        }
    }
    template <class Laps>
    PACHISI_INLINE constexpr void add_pawns(const state<R>& s, Laps laps) noexcept {
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) {
                const std::uint8_t sq = one_die_square<R>(laps(), seat, p);
                if (sq == off_board) continue;
                ++count[sq];
                colours[sq] = static_cast<std::uint8_t>(colours[sq] | (1U << seat));
            }
        }
    }
    // Two pawns of one colour: a Parchís barrier (§10 step 1).
    [[nodiscard]] constexpr bool is_barrier(std::uint8_t sq) const noexcept {
        return count[sq] == 2 && std::has_single_bit(static_cast<unsigned>(colours[sq]));
    }
};

// Whether a throw of `face` lets a nest pawn enter under `rules` (rules_of(s), state.hpp).
[[nodiscard]] constexpr bool is_entry_value(const auto& rules, int face) noexcept {
    return ((rules.entry_values >> static_cast<unsigned>(face)) & 1U) != 0;
}

// Where a pawn of `seat` at progress `from` (not in the nest) stops after `steps` squares along its route,
// or -1 when the route ends first (exact count, §10: never beyond the last square; must-kill laps end at
// the library's cap, §10 step 9). With must-kill a seat that has not captured goes round at its turn-off,
// one that has turns into its home path: the route has no choice (§9 progress for laps).
template <class R>
[[nodiscard]] constexpr int lap_target(const state<R>& s, int seat, int from, int steps) noexcept;

template <class R>
[[nodiscard]] constexpr int one_die_target(const state<R>& s, int seat, int from, int steps) noexcept {
    using board = route<typename R::board>;
    if (!rules_of(s).must_kill) {
        const int to = from + steps;
        return to <= board::last_stop ? to : -1;
    }
    return lap_target(s, seat, from, steps);
}

// one_die_target under must kill. Out of line: inlined, g++ computed its lap arithmetic ahead of the
// must-kill test for every move of rules whose must-kill is a value (one_die_rules_dynamic).
template <class R>
[[nodiscard]] PACHISI_NOINLINE constexpr int lap_target(const state<R>& s, int seat, int from, int steps) noexcept {
    using board = route<typename R::board>;
    if (from > board::turn_off && from <= board::home) {  // the home path: straight on to HOME
        const int to = from + steps;
        return to <= board::home ? to : -1;
    }
    // Squares to the next turn-off: the own tip (first trip), or a whole lap's multiple (later laps).
    const int to_turn_off = from <= board::turn_off
                                ? board::turn_off - from
                                : (board::ring_squares - (from - board::home) % board::ring_squares) % board::ring_squares;
    if (steps <= to_turn_off) return from + steps;
    const int beyond = steps - to_turn_off;
    if ((s.captured >> seat) & 1U) {
        const int to = board::turn_off + beyond;
        return to <= board::home ? to : -1;
    }
    const int to = from <= board::turn_off ? board::home + beyond : from + steps;
    return to <= board::max_progress ? to : -1;
}

// What stopping at progress `to` means for a pawn of the mover (§10 steps 1-2): illegal, free, or a capture
// of the one enemy pawn there.
template <class R>
[[nodiscard]] constexpr landing one_die_landing(const state<R>& s, const one_die_occupancy<R>& occ, int to) noexcept {
    using board = route<typename R::board>;
    if (to == board::home && board::has_home) return landing::free;  // HOME holds any number
    const std::uint8_t sq = one_die_square<R>(one_die_laps(s), s.mover, to);
    const int count = occ.count[sq];
    if (count == 0) return landing::free;
    const bool own = ((static_cast<unsigned>(occ.colours[sq]) >> s.mover) & 1U) != 0;
    const auto& rules = rules_of(s);
    if (rules.stacking == one_die_stacking::single) {
        if (own) return landing::illegal;
    } else if (rules.stacking == one_die_stacking::pair) {
        if (own) return landing::free;
    } else {
        if (count >= 2) return landing::illegal;  // a barrier, or a full safe square
        if (own) return landing::free;
    }
    if (rules.safe_squares && board::is_safe(sq)) {
        if (rules.two_per_safe_square && count >= 2) return landing::illegal;
        return landing::free;  // enemies share a safe square
    }
    return count == 1 ? landing::capture : landing::illegal;  // two or more enemies keep it (pair stacking)
}

// Whether a move of the mover's pawn from `from` by `steps` passes nothing that stops it on the way
// (§10 step 1 barriers, step 11 pawns in the home path when jumping there is off).
template <class R>
[[nodiscard]] constexpr bool one_die_way_is_open(const state<R>& s, const one_die_occupancy<R>& occ, int from, int steps) noexcept {
    using board = route<typename R::board>;
    const auto& rules = rules_of(s);
    if (rules.stacking != one_die_stacking::barrier && rules.jump_in_home_path) {
        return true;
    } else {
        for (int i = 1; i < steps; ++i) {
            const int q = one_die_target(s, s.mover, from, i);
            if (q < 0) return false;  // not reached: the whole move's stop lies beyond (g++ cannot see it)
            const std::uint8_t sq = square_of<R>(s.mover, q);
            if (rules.stacking == one_die_stacking::barrier && occ.is_barrier(sq)) return false;
            if (!rules.jump_in_home_path && q > board::turn_off && q < board::home && occ.count[sq] != 0) return false;
        }
        return true;
    }
}

// one_die_way_is_open where the options are values, inlined: the options read once (the general loop read three
// of them at every square), and without laps, one loop per mix of the two options it tests, with every square
// passed on the first trip.
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr bool one_die_way_is_open_inline(const state<R>& s, const one_die_occupancy<R>& occ,
                                                                      int from, int steps) noexcept {
    using board = route<typename R::board>;
    const auto& rules = rules_of(s);
    const bool barriers = rules.stacking == one_die_stacking::barrier, jump = rules.jump_in_home_path;
    if (!barriers && jump) return true;
    if (rules.must_kill) return one_die_way_is_open(s, occ, from, steps);
    const auto walk = [&](auto barrier_stops, auto goal_stops) {
        for (int i = 1; i < steps; ++i) {
            const int q = from + i;
            if (q > board::last_stop) return false;
            const std::uint8_t sq = board::first_trip_square(s.mover, q);
            if (barrier_stops() && occ.is_barrier(sq)) return false;
            if (goal_stops() && q > board::turn_off && q < board::home && occ.count[sq] != 0) return false;
        }
        return true;
    };
    if (!barriers) return walk(std::false_type{}, std::true_type{});  // !jump: the goal stops
    return jump ? walk(std::true_type{}, std::false_type{}) : walk(std::true_type{}, std::true_type{});
}

// The mover's move of its pawn at `from` by `steps`, as an action of `kind`, or a pass action when illegal.
template <class R>
[[nodiscard]] constexpr action one_die_move(const state<R>& s, const one_die_occupancy<R>& occ, action_kind kind, int from,
                                            int steps) noexcept {
    const int to = one_die_target(s, s.mover, from, steps);
    if (to < 0 || one_die_landing(s, occ, to) == landing::illegal || !one_die_way_is_open(s, occ, from, steps)) return {};
    return {kind, static_cast<progress_t>(from), 0, static_cast<std::uint8_t>(steps), static_cast<progress_t>(to), 1};
}
// The same, always inlined: occupancy_legal_actions' moves where the options are values (a call, g++'s
// choice there, cost about 45 instructions a move in Parchís; the compile-time presets keep one_die_move).
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr action one_die_move_inline(const state<R>& s, const one_die_occupancy<R>& occ,
                                                                  action_kind kind, int from, int steps) noexcept {
    const int to = one_die_target(s, s.mover, from, steps);
    if (to < 0 || one_die_landing(s, occ, to) == landing::illegal || !one_die_way_is_open_inline(s, occ, from, steps))
        return {};
    return {kind, static_cast<progress_t>(from), 0, static_cast<std::uint8_t>(steps), static_cast<progress_t>(to), 1};
}

// How many pawns of a row (the mover's, in this header) stand at progress p.
template <std::size_t N>
[[nodiscard]] constexpr int own_pawns_at(const std::array<progress_t, N>& row, int p) noexcept {
    int n = 0;
    for (const auto q : row) n += q == p;
    return n;
}
// Whether some pawn of a row stands at progress p: a row of four is compared as one word.
template <std::size_t N>
[[nodiscard]] constexpr bool has_pawn_at(const std::array<progress_t, N>& row, int p) noexcept {
    if constexpr (N == 4) {
        return row_holds_lanes(row, 0x0001000100010001ULL * static_cast<std::uint16_t>(p));
    } else {
        for (const auto q : row)
            if (q == p) return true;
        return false;
    }
}

// Whether a nest pawn of the mover may enter (§10 step 3), on the board occ describes.
template <class R>
[[nodiscard]] constexpr bool may_enter(const state<R>& s, const one_die_occupancy<R>& occ) noexcept {
    const std::uint8_t sq = square_of<R>(s.mover, 1);
    if (occ.count[sq] == 0) return true;
    const bool own = ((static_cast<unsigned>(occ.colours[sq]) >> s.mover) & 1U) != 0;
    const auto stacking = rules_of(s).stacking;
    if (stacking == one_die_stacking::barrier) return own_pawns_at(s.pawns[s.mover], 1) < 2;  // Parchís: not on two own
    else if (stacking == one_die_stacking::single) return !own;
    else return true;  // pairs: own pawns share
}

// Calls visit(a) for every reward move of the pending reward (§10 step 7), lowest `from` first.
template <class R, class Visit>
constexpr bool any_one_die_reward_move(const state<R>& s, const one_die_occupancy<R>& occ, Visit&& visit) {
    const bool capture = s.capture_rewards != 0;
    const int steps = capture ? rules_of(s).capture_reward_squares : rules_of(s).home_reward_squares;
    const action_kind kind = capture ? action_kind::capture_reward : action_kind::home_reward;
    const auto& row = s.pawns[s.mover];
    for (std::size_t i = row.size(); i-- > 0;) {
        const int p = row[i];
        // Any pawn on the board but at HOME (docs/rules.md §10 step 7): on the MAEDN board a pawn in its goal
        // fields too, which a die may still move there.
        const bool at_home = route<typename R::board>::has_home && p == home_of<R>;
        if (p == 0 || at_home || (i + 1 < row.size() && row[i + 1] == p)) continue;  // each progress once
        const action a = one_die_move(s, occ, kind, p, steps);
        if (a.kind != action_kind::pass && visit(a)) return true;
    }
    return false;
}

template <class R>
[[nodiscard]] constexpr bool has_one_die_reward_move(const state<R>& s) noexcept {
    if (s.capture_rewards == 0 && s.home_rewards == 0) return false;
    const one_die_occupancy<R> occ(s);
    return any_one_die_reward_move(s, occ, [](const action&) { return true; });
}

// ---- Rules whose stops depend on the mover's own pawns alone -----------------------------------------------
//
// With single stacking, no cap on colours sharing a safe square and no laps (Ludo without must-kill, MAEDN),
// whether a move may stop somewhere depends only on whether an own pawn stands there: an enemy alone on an
// unsafe square is captured, and enemies share a safe one. Nothing in the way stops a move but, without
// jumping in the goal, an own pawn there (goal squares are private). So these rule sets list their actions
// from the mover's row of four numbers, without building an occupancy: most Ludo and MAEDN throws.
[[nodiscard]] constexpr bool stops_by_own_pawns(const auto& rules) noexcept {
    return rules.stacking == one_die_stacking::single && !rules.two_per_safe_square && !rules.must_kill;
}


// The action moving the mover's pawn at `from` by `value`, or pass when it may not (stops_by_own_pawns).
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr action own_row_move(const auto& rules, const typename state<R>::pawn_row& row, int from,
                                            int value) noexcept {
    using board = route<typename R::board>;
    const int to = from + value;
    if (to > board::last_stop || (has_pawn_at(row, to) && !(board::has_home && to == board::home))) return {};
    if (!rules.jump_in_home_path) {
        for (const auto q : row)  // §10 step 11: no passing a pawn in the goal
            if (q > from && q < to && q > board::turn_off && q <= board::last_stop) return {};
    }
    return {action_kind::move, static_cast<progress_t>(from), 0, static_cast<std::uint8_t>(value), static_cast<progress_t>(to), 1};
}

template <class R>
PACHISI_INLINE constexpr void own_row_legal_actions(const state<R>& s, action_list<R>& out) noexcept {
    using board = route<typename R::board>;
    const auto& row = s.pawns[s.mover];
    const int value = s.parts[0];
    const bool nest = row[R::pawns - 1] == 0;
    const auto& rules = rules_of(s);
    if (rules.clear_entry_first) {  // step 4
        if (nest && has_pawn_at(row, 1)) {
            const action off = own_row_move<R>(rules, row, 1, value);
            if (off.kind != action_kind::pass) return out.push_back(off);
        }
    }
    const bool can_enter = nest && is_entry_value(rules, s.thrown.a) && !has_pawn_at(row, 1);
    if (can_enter) {
        out.push_back({action_kind::enter, 0, 0, 0, 1, 1});
        if (rules.entry_compulsory) return;  // step 3
    }
    for (std::size_t i = R::pawns; i-- > 0;) {  // lowest progress first: the list's order
        const int p = row[i];
        if (p == 0 || (board::has_home && p == board::home)) continue;
        const action a = own_row_move<R>(rules, row, p, value);
        if (a.kind != action_kind::pass) out.push_back(a);
    }
    if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
}

// own_row_legal_actions where the options are values (one_die_rule_values::own_row_lists), on boards whose
// progress values fit a word's bits (Ludo, MAEDN; not Parcheesi's 72): the same list, computed on a bit set
// of the mover's pawns, every move's legality at once, and written without reading anything again. (The
// general list read the row, the options and the list's size again after every action it wrote: for g++ an
// action written may be any byte. It cost 99 instructions a call for Ludo in callgrind_workload, 107 for
// MAEDN; this one 74.) Under single stacking no two own pawns share a progress but 0 (the nest) and HOME,
// which do not move, so a progress bit stands for one pawn, and the set's bits from the lowest are the
// list's moves in its order.
// (An action's bytes as one word: on a big-endian machine, or with another layout, the general list serves.)
template <class R>
[[nodiscard]] constexpr bool own_row_lists_by_bits() noexcept {
    return R::pawns == 4 && route<typename R::board>::home < 64 && max_actions<R> >= R::pawns + 1 &&
           std::endian::native == std::endian::little && sizeof(action) == 8 && offsetof(action, kind) == 0 &&
           offsetof(action, tag) == 1 && offsetof(action, steps) == 2 && offsetof(action, group) == 3 &&
           offsetof(action, from) == 4 && offsetof(action, to) == 6;
}
namespace own_row_bits {
// From progress f to f, as the bytes of an action (kind, tag, steps, group, from, to: action's layout, read
// little-endian): a move's bytes are by_value's `move` for its value plus these for its pawn.
inline constexpr std::array<std::uint64_t, 64> from_and_to = [] {
    std::array<std::uint64_t, 64> t{};
    for (std::uint64_t f = 0; f < t.size(); ++f) t[f] = (f << 32U) | (f << 48U);  // (64 bits on 32-bit targets too)
    return t;
}();
// For each value a die's action moves (1..7): the bytes of a move by that value from progress 0 (to the
// value), and the progress values a pawn may move from (bits): not the nest, not HOME, and at most the last
// stop less the value.
template <class Board>
struct by_value {
    std::array<std::uint64_t, 8> move{}, movers{};
    constexpr by_value() noexcept {
        using board = route<Board>;
        for (std::uint64_t v = 1; v < 8; ++v) {
            move[v] = static_cast<std::uint64_t>(action_kind::move) | (v << 16U) | (std::uint64_t{1} << 24U) | (v << 48U);
            for (std::uint64_t p = 1; p + v <= static_cast<std::uint64_t>(board::last_stop); ++p)
                if (!(board::has_home && p == static_cast<std::uint64_t>(board::home))) movers[v] |= std::uint64_t{1} << p;
        }
    }
};
template <class Board>
inline constexpr by_value<Board> by_value_of{};
// Writes the action whose bytes are `word` as item n of `out` (one store at run time).
template <std::size_t N>
PACHISI_INLINE constexpr void put(fixed_list<action, N>& out, std::size_t n, std::uint64_t word) noexcept {
    if (std::is_constant_evaluated()) {  // field by field (std::bit_cast is missing from some standard libraries)
        action& a = out[n];
        a.kind = static_cast<action_kind>(word & 0xFFU);
        a.tag = static_cast<std::uint8_t>(word >> 8U);
        a.steps = static_cast<std::uint8_t>(word >> 16U);
        a.group = static_cast<std::uint8_t>(word >> 24U);
        a.from = static_cast<progress_t>(word >> 32U);
        a.to = static_cast<progress_t>(word >> 48U);
    } else {
        std::memcpy(static_cast<void*>(&out[n]), &word, sizeof word);
    }
}
}  // namespace own_row_bits

template <class R>
PACHISI_INLINE constexpr void own_row_legal_actions_by_bits(const state<R>& s, action_list<R>& out) noexcept {
    static_assert(own_row_lists_by_bits<R>());
    using board = route<typename R::board>;
    constexpr const auto& by_value = own_row_bits::by_value_of<typename R::board>;
    // Everything read before the first write.
    const auto& row = s.pawns[s.mover];
    std::uint64_t pawns = 0;  // bit p: a pawn at progress p
    for (std::size_t i = 0; i < 4; ++i) pawns |= std::uint64_t{1} << row[i];
    const unsigned value = s.parts[0];  // 1..7
    const std::uint64_t move = by_value.move[value];
    // Where a move may not stop: an own pawn, but HOME holds any number.
    const std::uint64_t stops = board::has_home ? pawns & ~(std::uint64_t{1} << board::home) : pawns;
    std::uint64_t movable = pawns & by_value.movers[value] & ~(stops >> value);  // bit f: the pawn at f may move
    const auto& rules = s.options;
    if (!rules.jump_in_home_path) {  // §10 step 11: no passing a pawn in the goal (bit f: one in f+1..f+value-1)
        constexpr std::uint64_t goal = ~std::uint64_t{0} << (board::turn_off + 1);
        for (unsigned k = 1; k < value; ++k) movable &= ~((pawns & goal) >> k);
    }
    const bool nest = (pawns & 1U) != 0, on_entry = (pawns & 2U) != 0;
    if (rules.clear_entry_first && nest && on_entry && ((movable >> 1U) & 1U) != 0) {  // step 4
        own_row_bits::put(out, 0, move + own_row_bits::from_and_to[1]);
        return out.set_size(1);
    }
    std::size_t n = 0;  // the list is empty (legal_actions)
    if (nest && !on_entry && is_entry_value(rules, s.thrown.a)) {
        out[n++] = action{action_kind::enter, 0, 0, 0, 1, 1};
        if (rules.entry_compulsory) return out.set_size(n);  // step 3
    }
    for (; movable != 0; movable &= movable - 1)  // lowest progress first: the list's order
        own_row_bits::put(out, n++, move + own_row_bits::from_and_to[static_cast<unsigned>(std::countr_zero(movable))]);
    if (n == 0) out[n++] = action{action_kind::pass, 0, 0, 0, 0};
    out.set_size(n);
}

// ---- Pair stacking (Ludo King) without laps -----------------------------------------------------------------
//
// Own pawns share any square, so a move is refused only where two or more pawns of one enemy colour stand on
// an unsafe square: counted from the rows of that square's progress for each seat, without an occupancy.
[[nodiscard]] constexpr bool stops_by_enemy_pairs(const auto& rules) noexcept {
    return rules.stacking == one_die_stacking::pair && !rules.two_per_safe_square && !rules.must_kill &&
           rules.jump_in_home_path;
}

// How many pawns of a row of four stand at the progress repeated in the four 16-bit lanes of `lanes`.
[[nodiscard]] constexpr int pawns_at_lanes(const std::array<progress_t, 4>& row, std::uint64_t lanes) noexcept {
    constexpr std::uint64_t low = 0x7FFF7FFF7FFF7FFFULL;
    const std::uint64_t x = __builtin_bit_cast(std::uint64_t, row) ^ lanes;
    const std::uint64_t nonzero = (((x & low) + low) | x) & ~low;  // the top bit of every lane that differs
    return 4 - std::popcount(nonzero);
}

template <class R>
[[nodiscard]] constexpr bool enemy_pair_on(const state<R>& s, std::uint8_t sq) noexcept {
    using board = route<typename R::board>;
    if (sq >= board::ring_squares || (rules_of(s).safe_squares && board::is_safe(sq))) return false;
    const auto& lanes = board::ring_progress_lanes(sq);
    for (int seat = 0; seat < 4; ++seat)
        if (seat != s.mover && in_play(s, seat) &&
            pawns_at_lanes(s.pawns[static_cast<std::size_t>(seat)], lanes[static_cast<std::size_t>(seat)]) >= 2)
            return true;
    return false;
}

template <class R>
PACHISI_INLINE constexpr void pair_stacking_legal_actions(const state<R>& s, action_list<R>& out) noexcept {
    static_assert(R::pawns == 4, "pawns_at_lanes reads rows of four");
    using board = route<typename R::board>;
    const auto& row = s.pawns[s.mover];
    const int value = s.parts[0];
    if (row[R::pawns - 1] == 0 && is_entry_value(rules_of(s), s.thrown.a)) {  // own pawns share the entry square
        out.push_back({action_kind::enter, 0, 0, 0, 1, 1});
        if (rules_of(s).entry_compulsory) return;
    }
    for (std::size_t i = R::pawns; i-- > 0;) {  // lowest progress first, each once
        const int p = row[i];
        if (p == 0 || (board::has_home && p == board::home) || (i > 0 && row[i - 1] == p)) continue;
        const int to = p + value;
        if (to > board::last_stop || (to != board::home && enemy_pair_on(s, board::first_trip_square(s.mover, to)))) continue;
        out.push_back({action_kind::move, static_cast<progress_t>(p), 0, static_cast<std::uint8_t>(value), static_cast<progress_t>(to), 1});
    }
    if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
}

template <class R>
PACHISI_NOINLINE constexpr void pair_stacking_legal_actions_out_of_line(const state<R>& s, action_list<R>& out) noexcept {
    pair_stacking_legal_actions(s, out);
}

template <class R>
constexpr void occupancy_legal_actions(const state<R>& s, action_list<R>& out);
// The same, kept out of line where the rules are values: inlined, it left legal_actions too big for g++ to
// inline the fast cases' list appends (fixed_list::push_back), +10 instructions a call for Ludo.
template <class R>
PACHISI_NOINLINE constexpr void occupancy_legal_actions_out_of_line(const state<R>& s, action_list<R>& out) {
    occupancy_legal_actions(s, out);
}

// The legal actions of a one-die play (§10: the duties in their order, then any legal action; pass when
// nothing is legal), sorted as legal_actions promises. Most rule sets list them from the mover's row
// alone (the two cases below, inlined: most throws of Ludo and MAEDN); the rest look at the whole board.
template <class R>
PACHISI_INLINE constexpr void one_die_legal_actions(const state<R>& s, action_list<R>& out) {
    if (s.phase != stage::play) return;
    const auto& rules = rules_of(s);
    if constexpr (has_options_at_run_time<R>) {
        // The case the options fall in, one byte each (one_die_rule_values::own_row_lists, pair_lists).
        if (rules.own_row_lists) {
            if constexpr (own_row_lists_by_bits<R>()) return own_row_legal_actions_by_bits(s, out);
            else return own_row_legal_actions(s, out);
        }
        if (rules.pair_lists) return pair_stacking_legal_actions_out_of_line(s, out);
        occupancy_legal_actions_out_of_line(s, out);
    } else {
        if (stops_by_own_pawns(rules) && rules.capture_reward_squares == 0) return own_row_legal_actions(s, out);
        if (stops_by_enemy_pairs(rules) && rules.capture_reward_squares == 0 && !rules.clear_entry_first)
            return pair_stacking_legal_actions(s, out);
        occupancy_legal_actions(s, out);
    }
}

// one_die_legal_actions on the board's occupancy: every rule set can be listed so.
template <class R>
constexpr void occupancy_legal_actions(const state<R>& s, action_list<R>& out) {
    const auto& rules = rules_of(s);
    const one_die_occupancy<R> occ(s);
    if (s.part_count == 0) {  // a reward to play (settle leaves the play only where one can be played)
        any_one_die_reward_move(s, occ, [&](const action& a) { return out.push_back(a), false; });
        return;
    }
    const int value = s.parts[0];
    const int face = s.thrown.a;
    const auto& row = s.pawns[s.mover];
    const bool nest = has_nest_pawn(s, s.mover);
    // Step 4: while pawns wait in the nest, an own pawn on the entry square moves off it if it can.
    if (rules.clear_entry_first) {
        if (nest && own_pawns_at(s.pawns[s.mover], 1) > 0) {
            const action off = one_die_move(s, occ, action_kind::move, 1, value);
            if (off.kind != action_kind::pass) return out.push_back(off);
        }
    }
    const bool can_enter = nest && is_entry_value(rules, face) && may_enter(s, occ);
    if (rules.entry_compulsory && can_enter) return out.push_back({action_kind::enter, 0, 0, 0, 1, 1});  // step 3
    if (can_enter) out.push_back({action_kind::enter, 0, 0, 0, 1, 1});
    const std::size_t first_move = out.size();
    // Where the options are values, the count in a register and the size written once: push_back read and
    // wrote it at every move (an entry and four moves fit every list).
    [[maybe_unused]] std::size_t n = first_move;
    for (std::size_t i = row.size(); i-- > 0;) {  // lowest progress first: the list's order
        const int p = row[i];
        if (p == 0 || (R::board::numbers.has_home && p == home_of<R>) || (i > 0 && row[i - 1] == p)) continue;
        if constexpr (has_options_at_run_time<R>) {
            const action a = one_die_move_inline(s, occ, action_kind::move, p, value);
            if (a.kind != action_kind::pass) out[n++] = a;
        } else {
            const action a = one_die_move(s, occ, action_kind::move, p, value);
            if (a.kind != action_kind::pass) out.push_back(a);
        }
    }
    if constexpr (has_options_at_run_time<R>) out.set_size(n);
    // Step 6: on a 6 (or 7) a seat with a barrier moves a pawn out of one if it can.
    if (rules.must_open_barrier) {
        if (face == 6) {
            std::size_t kept = 0;  // the moves out of a barrier, gathered at the front
            for (std::size_t i = first_move; i < out.size(); ++i)
                if (own_pawns_at(s.pawns[s.mover], out[i].from) >= 2) out[kept++] = out[i];
            if (kept > 0) out.resize(kept);
        }
    }
    if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
}

// ---- Performing --------------------------------------------------------------------------------------------

// The seat whose entry square is square sq, or -1.
template <class R>
[[nodiscard]] constexpr int entry_square_owner(std::uint8_t sq) noexcept {
    using board = route<typename R::board>;
    if (sq >= board::ring_squares) return -1;
    const int offset = sq - R::board::numbers.entry;
    const int wrapped = (offset % board::ring_squares + board::ring_squares) % board::ring_squares;
    return wrapped % board::arm_squares == 0 ? wrapped / board::arm_squares : -1;
}

// Keeps a row sorted highest first after its pawn at `index` rose (one die: no tags to carry along).
template <std::size_t N>
constexpr void raise_last_pawn(std::array<progress_t, N>& row, std::size_t index) noexcept {
    const progress_t p = row[index];
    for (; index > 0 && row[index - 1] < p; --index) row[index] = row[index - 1];
    row[index] = p;
}

// Sends one pawn of `seat` standing on square sq (or every one, `all`) to its nest.
template <class R>
constexpr void send_to_nest(state<R>& s, int seat, std::uint8_t sq, bool all) noexcept {
    auto& row = s.pawns[static_cast<std::size_t>(seat)];
    for (auto& q : row) {
        if (q != 0 && square_of<R>(seat, q) == sq) {
            q = 0;
            if (!all) break;
        }
    }
    sort_row(s, seat);
}

// Pawns of each seat on square sq, and of how many colours (Parchís' entry squares).
template <class R>
[[nodiscard]] constexpr std::array<int, 4> pawns_on_square(const state<R>& s, std::uint8_t sq) noexcept {
    if constexpr (has_options_at_run_time<R>) {
        // One loop for each, as one_die_occupancy's.
        const auto count = [&](auto laps) {
            std::array<int, 4> n{};
            for (int seat = 0; seat < 4; ++seat) {
                if (!in_play(s, seat)) continue;
                for (const auto q : s.pawns[static_cast<std::size_t>(seat)])
                    n[static_cast<std::size_t>(seat)] += q != 0 && one_die_square<R>(laps(), seat, q) == sq;
            }
            return n;
        };
        return one_die_laps(s) ? count(std::true_type{}) : count(std::false_type{});
    } else {
        std::array<int, 4> n{};
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            for (const auto q : s.pawns[static_cast<std::size_t>(seat)])
                n[static_cast<std::size_t>(seat)] += q != 0 && square_of<R>(seat, q) == sq;
        }
        return n;
    }
}

// Parchís: who arrived last on an entry square matters while two pawns of two colours stand there.
template <class R>
constexpr void note_entry_square(state<R>& s, std::uint8_t sq, int arriving_seat) noexcept {
    if constexpr (remembers_one_die_turn<R>()) {
        if (rules_of(s).stacking != one_die_stacking::barrier) return;
        const int owner = entry_square_owner<R>(sq);
        if (owner < 0) return;
        const auto n = pawns_on_square(s, sq);
        int pawns = 0, colours = 0;
        for (const int k : n) pawns += k, colours += k > 0;
        const unsigned shift = 2U * static_cast<unsigned>(owner);
        unsigned slots = s.last_arrival & ~(3U << shift);
        if (pawns == 2 && colours == 2) {
            const int seat = arriving_seat >= 0 ? arriving_seat : static_cast<int>((static_cast<unsigned>(s.last_arrival) >> shift) & 3U);
            slots |= static_cast<unsigned>(seat) << shift;
        }
        s.last_arrival = static_cast<std::uint8_t>(slots);
    }
}

// entry_square_owner of every square (a byte: off_board included), looked up where the options are values.
template <class R>
inline constexpr std::array<std::int8_t, 256> entry_square_owners = [] {
    std::array<std::int8_t, 256> owners{};
    for (std::size_t sq = 0; sq < owners.size(); ++sq)
        owners[sq] = static_cast<std::int8_t>(entry_square_owner<R>(static_cast<std::uint8_t>(sq)));
    return owners;
}();
// note_entry_square, where the options are values, without the call for a square that is no entry square:
// most moves leave and reach none (+24 instructions a move for Parchís, the call and entry_square_owner's
// arithmetic). The compile-time presets call note_entry_square itself (a wrapper changed g++'s choices there).
template <class R>
PACHISI_INLINE constexpr void note_if_entry_square(state<R>& s, std::uint8_t sq, int arriving_seat) noexcept {
    if (entry_square_owners<R>[sq] >= 0) note_entry_square(s, sq, arriving_seat);
}

// Parchís entry (§10 step 3): the pawn captured when the entering pawn makes a third on its entry square:
// the enemy beside an own pawn, or of two enemies the one that arrived last. -1: none.
template <class R>
[[nodiscard]] constexpr int parchis_entry_victim(const state<R>& s, std::uint8_t sq) noexcept {
    const auto n = pawns_on_square(s, sq);
    int pawns = 0;
    for (const int k : n) pawns += k;
    if (pawns < 2) return -1;
    int last = -1, enemy = -1;
    if constexpr (remembers_one_die_turn<R>()) last = static_cast<int>((s.last_arrival >> (2U * s.mover)) & 3U);
    for (int seat = 0; seat < 4; ++seat)
        if (seat != s.mover && n[static_cast<std::size_t>(seat)] > 0 && (enemy < 0 || seat == last)) enemy = seat;
    if (n[s.mover] == 0 && last >= 0 && last != s.mover && n[static_cast<std::size_t>(last)] > 0) return last;
    return enemy;
}

template <class R, bool InFull = false>
constexpr void perform_one_die(state<R>& s, const action& a) noexcept;
template <class R>
PACHISI_NOINLINE constexpr void perform_one_die_out_of_line(state<R>& s, const action& a) noexcept {
    perform_one_die<R, true>(s, a);
}

// A move under options whose moves need no laps, barriers or pawn remembered (one_die_rule_values::
// plain_moves): perform_one_die's steps for them alone, without reading the options that rule the rest.
template <class R>
PACHISI_INLINE constexpr void perform_plain_one_die_move(state<R>& s, const action& a) noexcept {
    using board = route<typename R::board>;
    auto& row = s.pawns[s.mover];
    const int to = a.to;
    bool captured = false;
    // No laps: every stop is on the first trip, or HOME.
    const std::uint8_t sq = to == board::home && board::has_home ? off_board : board::first_trip_square(s.mover, to);
    if (sq < board::ring_squares && !(s.options.safe_squares && board::is_safe(sq))) {
        const unsigned others = seats_on_ring_square(s, sq, s.seats & ~(1U << s.mover));
        if (others != 0) {
            const int seat = std::countr_zero(others);  // an unsafe square holds one enemy at most
            const int p = board::first_ring_progress_on(seat, sq);
            auto& victims = s.pawns[static_cast<std::size_t>(seat)];
            std::size_t i = 0;
            while (victims[i] != p) ++i;
            for (; i + 1 < victims.size(); ++i) victims[i] = victims[i + 1];
            victims.back() = 0;
            captured = true;
        }
    }
    std::size_t moved = 0;
    while (row[moved] != a.from) ++moved;
    row[moved] = static_cast<progress_t>(to);
    raise_last_pawn(row, moved);
    s.part_count = 0;
    s.parts = {};
    if (captured) {
        if (s.options.capture_reward_squares > 0) s.capture_rewards = 1;
        if (s.options.capture_throws_again) s.throws_owed = 1;
    }
    if (board::has_home && to == board::home) {
        if (s.options.home_reward_squares > 0) s.home_rewards = 1;
        if (s.options.home_throws_again) s.throws_owed = 1;
    }
}

// Applies a legal one-die action's effect on the position (whether the play then ends is settle's). Where
// the options are values (InFull false), the common move inline and the rest out of line: inlined whole,
// the function was too big for g++ to inline (+30 instructions a move for Ludo, the call's and the options').
template <class R, bool InFull>
constexpr void perform_one_die(state<R>& s, const action& a) noexcept {
    if constexpr (has_options_at_run_time<R> && !InFull) {
        if (a.kind == action_kind::move && s.options.plain_moves) return perform_plain_one_die_move(s, a);
        perform_one_die_out_of_line(s, a);
    } else {
        using board = route<typename R::board>;
        auto& row = s.pawns[s.mover];
        bool captured = false;
        int to = a.to;
        const auto rules = rules_of(s);  // a copy: the moves below write the state
        if (a.kind == action_kind::enter) {
            const std::uint8_t sq = square_of<R>(s.mover, 1);
            if (rules.stacking == one_die_stacking::barrier) {
                const int victim = parchis_entry_victim(s, sq);
                if (victim >= 0) send_to_nest(s, victim, sq, false), captured = true;
            } else if (rules.entry_captures_on_safe && !rules.must_kill) {
                // Without laps the entry square is one progress of each seat: the rows are compared at once.
                unsigned others = seats_on_ring_square(s, sq, s.seats & ~(1U << s.mover));
                for (; others != 0; others &= others - 1) {
                    const int seat = std::countr_zero(others);
                    const int p = route<typename R::board>::first_ring_progress_on(seat, sq);
                    for (auto& q : s.pawns[static_cast<std::size_t>(seat)])
                        if (q == p) q = 0;
                    sort_row(s, seat);
                    captured = true;
                }
            } else if (rules.entry_captures_on_safe) {
                for (int seat = 0; seat < 4; ++seat) {
                    if (seat == s.mover || !in_play(s, seat)) continue;
                    bool there = false;
                    for (const auto q : s.pawns[static_cast<std::size_t>(seat)]) there = there || (q != 0 && square_of<R>(seat, q) == sq);
                    if (there) send_to_nest(s, seat, sq, true), captured = true;
                }
            }
            row[R::pawns - 1] = 1;  // the nest pawn (rows are sorted: the last) comes out
            raise_last_pawn(row, R::pawns - 1);
            to = 1;
        } else {
            const std::uint8_t sq = to == board::home && board::has_home ? off_board : square_of<R>(s.mover, to);
            if (!rules.must_kill) {
                // Without laps a ring square is one progress of each seat: the rows are compared at once, and
                // nearly every move finds nobody there.
                if (sq < board::ring_squares && !(rules.safe_squares && board::is_safe(sq))) {
                    const unsigned others = seats_on_ring_square(s, sq, s.seats & ~(1U << s.mover));
                    if (others != 0) {
                        const int seat = std::countr_zero(others);  // an unsafe square holds one enemy at most
                        const int p = board::first_ring_progress_on(seat, sq);
                        auto& victims = s.pawns[static_cast<std::size_t>(seat)];
                        std::size_t i = 0;
                        while (victims[i] != p) ++i;  // the victim, found by the lanes above
                        for (; i + 1 < victims.size(); ++i) victims[i] = victims[i + 1];  // the rest keep their order
                        victims.back() = 0;
                        captured = true;
                    }
                }
            } else if (sq != off_board && sq < board::ring_squares) {
                for (int seat = 0; seat < 4 && !captured; ++seat) {
                    if (seat == s.mover || !in_play(s, seat)) continue;
                    for (const auto q : s.pawns[static_cast<std::size_t>(seat)]) {
                        if (q != 0 && square_of<R>(seat, q) == sq) {
                            captured = !(rules.safe_squares && board::is_safe(sq));
                            break;
                        }
                    }
                    if (captured) send_to_nest(s, seat, sq, false);
                }
            }
            std::size_t moved = 0;
            while (row[moved] != a.from) ++moved;
            row[moved] = static_cast<progress_t>(to);
            if (rules.must_kill) sort_row(s, s.mover);  // a pawn turning in from a lap may sink in the row
            else raise_last_pawn(row, moved);
            if (rules.stacking == one_die_stacking::barrier) {
                const std::uint8_t left = square_of<R>(s.mover, a.from);
                if constexpr (has_options_at_run_time<R>) note_if_entry_square(s, left, -1);
                else note_entry_square(s, left, -1);
            }
        }
        if (rules.stacking == one_die_stacking::barrier) {
            const std::uint8_t sq = square_of<R>(s.mover, to);
            if constexpr (has_options_at_run_time<R>) {
                if (sq != off_board) note_if_entry_square(s, sq, s.mover);
            } else {
                if (sq != off_board) note_entry_square(s, sq, s.mover);
            }
        }
        if constexpr (remembers_one_die_turn<R>())
            if (rules.third_six == third_six_rule::last_pawn_to_nest) s.last_moved = static_cast<progress_t>(to);
        if (a.kind == action_kind::capture_reward || a.kind == action_kind::home_reward) {
            s.capture_rewards = s.home_rewards = 0;
        } else {
            s.part_count = 0;
            s.parts = {};
        }
        if (captured) {
            if (rules.must_kill) s.captured = static_cast<std::uint8_t>(s.captured | (1U << s.mover));
            if (rules.capture_reward_squares > 0) s.capture_rewards = 1;
            if (rules.capture_throws_again) s.throws_owed = 1;
        }
        if (board::has_home && to == board::home) {
            if (rules.home_reward_squares > 0) s.home_rewards = 1;
            if (rules.home_throws_again) s.throws_owed = 1;
        }
    }
}

// ---- Throwing ----------------------------------------------------------------------------------------------

// §10 step 10: before a throw, whether the mover has no pawn on the ring and no home-path pawn that could
// move by any value, so that it throws up to three times for an entry value.
template <class R>
[[nodiscard]] constexpr bool may_try_three_times(const state<R>& s) noexcept {
    using board = route<typename R::board>;
    const one_die_occupancy<R> occ(s);
    for (const auto p : s.pawns[s.mover]) {
        if (p == 0 || (board::has_home && p == board::home)) continue;
        if (p <= board::turn_off) return false;  // on the ring
        for (int value = 1; value <= 6; ++value)
            if (one_die_move(s, occ, action_kind::move, p, value).kind != action_kind::pass) return false;
    }
    return true;
}

// The throw's effect (§10 steps 5 and 10). Returns false when the throw is not played: the third 6 in a
// row under forfeit or last-pawn-to-nest (the caller passes the turn).
template <class R, bool InFull = false>
constexpr bool begin_one_die_throw(state<R>& s, throw_outcome t) noexcept;
template <class R>
PACHISI_NOINLINE constexpr bool begin_one_die_throw_out_of_line(state<R>& s, throw_outcome t) noexcept {
    return begin_one_die_throw<R, true>(s, t);
}

// Where the options are values (InFull false): a throw without three tries, 7s or a pawn to remember
// (one_die_rule_values::plain_throws) inline, the rest out of line (as perform_one_die).
template <class R, bool InFull>
constexpr bool begin_one_die_throw(state<R>& s, throw_outcome t) noexcept {
    if constexpr (has_options_at_run_time<R> && !InFull) {
        if (!s.options.plain_throws) return begin_one_die_throw_out_of_line(s, t);
        const int face = t.a;
        s.doublets_in_row = face == 6 ? static_cast<std::uint8_t>(s.doublets_in_row < 3 ? s.doublets_in_row + 1 : 3) : 0;
        if (face == 6 && s.doublets_in_row >= 3 && s.options.third_six != third_six_rule::nothing) return false;  // forfeit
        s.thrown = t;
        s.phase = stage::play;
        s.parts = {static_cast<std::uint8_t>(face), 0, 0, 0};
        s.part_count = s.total_parts = 1;
        if (face == 6) s.throws_owed = 1;
        return true;
    } else {
        using board = route<typename R::board>;
        const int face = t.a;
        const auto rules = rules_of(s);  // a copy: the throw writes the state
        const bool trying = rules.three_tries && may_try_three_times(s);
        s.doublets_in_row = face == 6 ? static_cast<std::uint8_t>(s.doublets_in_row < 3 ? s.doublets_in_row + 1 : 3) : 0;
        if (rules.third_six != third_six_rule::nothing && face == 6 && s.doublets_in_row >= 3) {
            if constexpr (remembers_one_die_turn<R>()) {  // the state keeps the last pawn moved
                if (rules.third_six == third_six_rule::last_pawn_to_nest) {
                    // The pawn that moved last in this turn goes to its nest unless it is on its home path or HOME.
                    const int p = s.last_moved;
                    if (p != 0 && p <= board::turn_off) {
                        for (auto& q : s.pawns[s.mover])
                            if (q == p) {
                                q = 0;
                                break;
                            }
                        sort_row(s, s.mover);
                        note_entry_square(s, square_of<R>(s.mover, p), -1);
                    }
                }
            }
            return false;
        }
        s.thrown = t;
        s.phase = stage::play;
        const bool seven = rules.six_counts_seven && face == 6 && !has_nest_pawn(s, s.mover);
        s.parts = {static_cast<std::uint8_t>(seven ? 7 : face), 0, 0, 0};
        s.part_count = s.total_parts = 1;
        if (face == 6) s.throws_owed = 1;
        if constexpr (remembers_one_die_turn<R>()) {  // the state keeps the tries
            if (rules.three_tries) {
                if (!trying || is_entry_value(rules, face)) {
                    s.tries = 0;
                } else if (s.tries + 1 < 3) {
                    ++s.tries;
                    s.throws_owed = 1;
                } else {
                    s.tries = 0;
                }
            }
        }
        return true;
    }
}

// When the turn passes: what the memory keeps for one turn is over.
template <class R>
constexpr void one_die_turn_passes(state<R>& s) noexcept {
    if constexpr (remembers_one_die_turn<R>()) {
        s.last_moved = 0;
        s.tries = 0;
    }
}

}  // namespace pachisi::detail
