// pachisi 0.1.0: the header-only C++20 rules engine for the Pachisi family of race games (Parcheesi,
// Pachisi, Ludo, Parchís, Mensch ärgere Dich nicht), in one header. Copy this file into your project
// and #include it: it is <pachisi/pachisi.hpp> (the umbrella header, 61 headers of
// include/pachisi/) and needs nothing but a C++20 compiler.
//
// GENERATED FILE: DO NOT EDIT. It is made from include/pachisi/ by cmake/single_header.cmake; after
// changing a header, regenerate it from the top of the source tree with
//
//     scripts/single_header          (or: cmake -P cmake/single_header.cmake)
//
// The test single_header.up_to_date fails while this file differs from what the headers give.
//
// The licence of pachisi (the file LICENSE):
//
//   MIT License
//
//   Copyright (c) 2026 The pachisi authors
//
//   Permission is hereby granted, free of charge, to any person obtaining a copy
//   of this software and associated documentation files (the "Software"), to deal
//   in the Software without restriction, including without limitation the rights
//   to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//   copies of the Software, and to permit persons to whom the Software is
//   furnished to do so, subject to the following conditions:
//
//   The above copyright notice and this permission notice shall be included in all
//   copies or substantial portions of the Software.
//
//   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//   IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//   FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//   AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//   LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//   OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
//   SOFTWARE.

#pragma once

// The standard headers the library includes.
#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <bitset>
#include <charconv>
#include <compare>
#include <concepts>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <initializer_list>
#include <limits>
#include <memory>
#include <mutex>
#include <numeric>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

// === pachisi/rules/board.hpp ===
// Board geometry as data (docs/rules.md §2, §9): where a pawn with a given progress stands, which squares
// are safe, and where a route branches, all derived at compile time from a board's few numbers. The
// Parcheesi board and the cross boards (arm of 6..10 squares, docs/rules.md §6.10 option 8) are instances.

namespace pachisi {

// docs/rules.md §9: every board is one ring of A arms of L squares plus a private column per seat,
// described by a few numbers. route<G> below derives every coordinate, table and turn-off from them at
// compile time; a board is a type whose `numbers` hold them (parcheesi_board, cross_board_of<n, c>).
struct board_numbers {
    int arms = 4;                    // A: 4 (boards of 6 or 8 arms are not supported)
    int ring_per_arm = 17;           // L: ring squares per arm; the tip of arm k is ring square L·k
    int pre = 0;                     // private squares a pawn walks before the ring (the cross's column out)
    int entry = 5;                   // e: ring offset of a seat's first ring square past its own tip
    int home_path = 7;               // H: squares of the private home path
    bool has_home = true;            // whether a HOME square follows the home path
    std::uint64_t safe_offsets = 0;  // bit k: the ring squares L·t + k (t = 0..A-1) are safe (k < L)

    friend constexpr bool operator==(const board_numbers&, const board_numbers&) = default;
};

// The bits of safe_offsets for the offsets listed (each taken mod L, negative ones counted back).
[[nodiscard]] constexpr std::uint64_t safe_offset_bits(int ring_per_arm, std::initializer_list<int> offsets) noexcept {
    std::uint64_t bits = 0;
    for (const int k : offsets) bits |= std::uint64_t{1} << static_cast<unsigned>(((k % ring_per_arm) + ring_per_arm) % ring_per_arm);
    return bits;
}

// The squares of the standard boards (the Parcheesi board and the cross of arm 8 share them): 0..67 the
// ring, then 7 private squares per seat. For another board use the members `ring_squares`,
// `arm_squares`, `private_squares_per_seat` and `squares` of `route<G>`.
inline constexpr int ring_squares = 68;
inline constexpr int arm_squares = 17;
inline constexpr int private_squares_per_seat = 7;
inline constexpr int board_squares = ring_squares + 4 * private_squares_per_seat;
inline constexpr std::uint8_t off_board = 0xFF;  // the nest, or HOME: no square

// A pawn's progress: squares travelled from its nest (docs/rules.md §2). 16 bits, so that a pawn may go
// round the ring again and again (docs/rules.md §5.10, §6.6 set no limit).
using progress_t = std::uint16_t;

// The most extra laps a pawn may take: at a turn-off it may go round again only if it would reach its
// next turn-off within this many extra laps. A decision of the library (the seeds set no limit); real
// games stay far below it, and it keeps every progress well inside 16 bits.
inline constexpr int max_extra_laps = 100;

// A board: a type with §9's numbers as `numbers` (a board_numbers). route<G> checks them.
template <class G>
concept board_geometry = requires {
    { G::numbers } -> std::convertible_to<board_numbers>;
};

struct cross_route;

// The squares one step ahead of a progress: one, or two at a turn-off (the home path, or round again).
struct next_steps {
    std::array<progress_t, 2> progress{};
    int count = 0;
};

namespace detail {
// cross_route::step (route<G>::step is the same, written out for the presets' code: see there).
template <class Board>
[[nodiscard]] constexpr next_steps step_on(const Board& board, int p, bool may_lap) noexcept {
    next_steps next;
    if (p == board.home) return next;
    if (!board.is_turn_off(p)) {
        next.progress[static_cast<std::size_t>(next.count++)] = static_cast<progress_t>(p + 1);
        return next;
    }
    next.progress[static_cast<std::size_t>(next.count++)] = static_cast<progress_t>(board.turn_off + 1);
    const int lap_next = p == board.turn_off ? board.home + 1 : p + 1;
    if (may_lap && lap_next + board.ring_squares - 1 <= board.max_progress)
        next.progress[static_cast<std::size_t>(next.count++)] = static_cast<progress_t>(lap_next);
    return next;
}
}  // namespace detail

// The route of every seat, given its geometry G (docs/rules.md §9).
template <board_geometry G>
struct route {
    static constexpr board_numbers numbers = G::numbers;
    static_assert(numbers.arms == 4, "pachisi: boards have 4 arms (docs/rules.md §9: 6 or 8 arms are not supported)");
    static_assert(numbers.ring_per_arm >= 2 && numbers.ring_per_arm <= 64,
                  "pachisi: a board's arm has 2..64 ring squares (docs/rules.md §9 'L')");
    static_assert(numbers.home_path >= 1 && numbers.pre >= 0 && (numbers.pre == 0 || numbers.pre == numbers.home_path),
                  "pachisi: a board's private column has H >= 1 squares, and a column walked before the ring is "
                  "the home path walked outwards (docs/rules.md §6.0: pre = H, or pre = 0)");
    static_assert(numbers.entry >= 0 && numbers.entry < numbers.arms * numbers.ring_per_arm,
                  "pachisi: a board's entry offset e lies on the ring (0 <= e < A·L)");
    static_assert(numbers.ring_per_arm == 64 || numbers.safe_offsets >> static_cast<unsigned>(numbers.ring_per_arm) == 0,
                  "pachisi: a board's safe offsets are offsets from a tip, below L");
    static_assert(numbers.has_home || numbers.pre == 0,
                  "pachisi: a board without HOME (docs/rules.md §9, MAEDN) has no column walked before the ring");

    static constexpr int arm_squares = numbers.ring_per_arm;                           // L
    static constexpr int ring_squares = numbers.arms * arm_squares;                  // R = A·L
    static constexpr int private_squares_per_seat = numbers.home_path;               // H
    static constexpr int squares = ring_squares + numbers.arms * private_squares_per_seat;  // physical squares
    static_assert(squares <= 128, "pachisi: a board has at most 128 squares (two 64-bit words hold a bit per square)");
    static constexpr int first_ring_progress = numbers.pre + 1;
    static constexpr int turn_off = numbers.pre + ring_squares - numbers.entry + 1;  // T: the own tip
    // HOME. On a board without it (MAEDN) this progress is never reached: a pawn's journey ends in its
    // home path, at last_stop (docs/rules.md §9).
    static constexpr int home = turn_off + private_squares_per_seat + 1;
    static constexpr bool has_home = numbers.has_home;
    static constexpr int last_stop = has_home ? home : home - 1;  // the farthest a first trip goes
    // Whether the column out and the column home are one column (the cross, docs/rules.md §6.0).
    static constexpr bool shared_middle_column = numbers.pre > 0;
    // Largest progress on a board with extra laps: the last turn-off a pawn may reach (see max_extra_laps).
    static constexpr int max_progress = home + max_extra_laps * ring_squares;
    static_assert(max_progress < 0xFFFF, "pachisi: progress fits 16 bits");
    // A lapping pawn counts its progress less the home path and HOME it did not take (docs/rules.md
    // §5.10 and §7: p - 8 on the standard boards, p - n on a cross of arm n).
    static constexpr int lap_skip = home - turn_off;

    // Physical square of seat's pawn at progress p (0 <= p <= max_progress), or off_board for the nest
    // and HOME. A table lookup; a pawn beyond its first extra lap is brought back into the table's lap.
    [[nodiscard]] static constexpr std::uint8_t square(int seat, int p) noexcept {
        if (p > home + ring_squares) p = home + 1 + (p - home - 1) % ring_squares;
        return square_table[static_cast<std::size_t>(seat)][static_cast<std::size_t>(p)];
    }

    // square() for a progress of the first trip or HOME (p <= home): no lap to bring back.
    [[nodiscard]] static constexpr std::uint8_t first_trip_square(int seat, int p) noexcept {
        return square_table[static_cast<std::size_t>(seat)][static_cast<std::size_t>(p)];
    }

    // The squares one step ahead of p: one, or two at a turn-off (home path, or round again). Written out here
    // rather than through detail::step_on: g++ 12 inlined the presets' searches differently that way (+2.8%
    // instructions per traditional game, bench/callgrind.sh).
    [[nodiscard]] static constexpr next_steps step(int p, bool may_lap) noexcept {
        next_steps next;
        if (p == home) return next;
        if (!is_turn_off(p)) {
            next.progress[static_cast<std::size_t>(next.count++)] = static_cast<progress_t>(p + 1);
            return next;
        }
        next.progress[static_cast<std::size_t>(next.count++)] = static_cast<progress_t>(turn_off + 1);
        const int lap_next = p == turn_off ? home + 1 : p + 1;
        if (may_lap && lap_next + ring_squares - 1 <= max_progress)
            next.progress[static_cast<std::size_t>(next.count++)] = static_cast<progress_t>(lap_next);
        return next;
    }
    // The smallest progress at which seat's pawns stand on square sq (0 if none: not on its route).
    [[nodiscard]] static constexpr int first_progress_on(int seat, std::uint8_t sq) noexcept {
        for (int p = 1; p < table_progress; ++p)
            if (square_table[static_cast<std::size_t>(seat)][static_cast<std::size_t>(p)] == sq) return p;
        return 0;
    }
    // Without laps: the one progress (first trip) at which seat's pawns stand on ring square r, or -1
    // for the ring squares a first trip never reaches (between the own tip and the entry square).
    [[nodiscard]] static constexpr int first_ring_progress_on(int seat, std::uint8_t r) noexcept {
        return ring_progress_table[static_cast<std::size_t>(seat)][r];
    }
    // first_ring_progress_on for the four seats at once: word k holds seat k's progress on ring square
    // r in each of its four 16-bit lanes, or 0xFFFF (no progress) where seat k never stands on r. A
    // row of four 16-bit pawns is compared with it in one go (detail::row_holds_lanes in perform.hpp).
    [[nodiscard]] static constexpr const std::array<std::uint64_t, 4>& ring_progress_lanes(std::uint8_t r) noexcept {
        return ring_lanes_table[r];
    }
    // The squares a first-trip move from progress `from` to `to` passes over (progress from+1 .. to-1,
    // from < to <= home), one bit per square in two words: checked against a mask of blockades at once
    // instead of square by square.
    [[nodiscard]] static constexpr std::array<std::uint64_t, 2> squares_passed(int seat, int from, int to) noexcept {
        const auto& before_to = passed_table[static_cast<std::size_t>(seat)][static_cast<std::size_t>(to - 1)];
        const auto& up_to_from = passed_table[static_cast<std::size_t>(seat)][static_cast<std::size_t>(from)];
        return {before_to[0] & ~up_to_from[0], before_to[1] & ~up_to_from[1]};
    }
    [[nodiscard]] static constexpr bool is_turn_off(int p) noexcept {
        return p == turn_off || (p > home && (p - home) % ring_squares == 0);
    }
    [[nodiscard]] static constexpr bool is_safe(std::uint8_t sq) noexcept { return safe_table[sq]; }
    // The private column on the way home (turn_off < p < home), or HOME itself.
    [[nodiscard]] static constexpr bool is_homeward(int p) noexcept { return p > turn_off && p <= home; }

private:
    friend struct cross_route;  // points at these tables
    [[nodiscard]] static constexpr std::uint8_t compute_square(int seat, int p) noexcept {
        if (p <= 0 || p == home) return off_board;
        if (p < first_ring_progress) return private_square(seat, p);  // the column going out: p = k is HOME - k
        if (p <= turn_off)  // §9: ring (L·s + e + p - pre - 1) mod R
            return ring(arm_squares * seat + numbers.entry + (p - first_ring_progress));
        if (p < home)  // the home path: numbered from HOME on a shared column, from the tip otherwise
            return private_square(seat, shared_middle_column ? home - p : p - turn_off);
        return ring(arm_squares * seat + (p - home));  // a later lap: p - home squares past the tip
    }
    [[nodiscard]] static constexpr std::uint8_t ring(int r) noexcept {
        return static_cast<std::uint8_t>(((r % ring_squares) + ring_squares) % ring_squares);
    }
    [[nodiscard]] static constexpr std::uint8_t private_square(int seat, int k) noexcept {
        return static_cast<std::uint8_t>(ring_squares + private_squares_per_seat * seat + (k - 1));
    }
    // One row per seat: the nest, the first trip, HOME and one extra lap; later laps repeat it.
    static constexpr int table_progress = home + ring_squares + 1;
    using square_row = std::array<std::uint8_t, static_cast<std::size_t>(table_progress)>;
    static constexpr std::array<square_row, 4> square_table = [] {
        std::array<square_row, 4> table{};
        for (int seat = 0; seat < 4; ++seat)
            for (int p = 0; p < table_progress; ++p)
                table[static_cast<std::size_t>(seat)][static_cast<std::size_t>(p)] = compute_square(seat, p);
        return table;
    }();
    static constexpr std::array<std::array<std::int16_t, static_cast<std::size_t>(ring_squares)>, 4> ring_progress_table = [] {
        std::array<std::array<std::int16_t, static_cast<std::size_t>(ring_squares)>, 4> table{};
        for (auto& row : table) row.fill(-1);
        for (int seat = 0; seat < 4; ++seat)
            for (int p = home - 1; p >= 1; --p)
                if (const auto sq = compute_square(seat, p); sq < ring_squares)
                    table[static_cast<std::size_t>(seat)][sq] = static_cast<std::int16_t>(p);
        return table;
    }();
    static constexpr std::array<std::array<std::uint64_t, 4>, static_cast<std::size_t>(ring_squares)> ring_lanes_table = [] {
        std::array<std::array<std::uint64_t, 4>, static_cast<std::size_t>(ring_squares)> table{};
        for (std::size_t r = 0; r < table.size(); ++r) {
            for (std::size_t seat = 0; seat < 4; ++seat) {
                const int p = ring_progress_table[seat][r];
                table[r][seat] = 0x0001000100010001ULL * static_cast<std::uint16_t>(p < 0 ? 0xFFFF : p);
            }
        }
        return table;
    }();
    // passed_table[seat][p]: the squares of progress 1..p on the first trip (p < home), one bit each.
    static constexpr std::array<std::array<std::array<std::uint64_t, 2>, static_cast<std::size_t>(home)>, 4> passed_table = [] {
        std::array<std::array<std::array<std::uint64_t, 2>, static_cast<std::size_t>(home)>, 4> table{};
        for (int seat = 0; seat < 4; ++seat) {
            std::array<std::uint64_t, 2> so_far{};
            for (int p = 1; p < home; ++p) {
                const std::uint8_t sq = compute_square(seat, p);
                so_far[sq >> 6U] |= std::uint64_t{1} << (sq & 63U);
                table[static_cast<std::size_t>(seat)][static_cast<std::size_t>(p)] = so_far;
            }
        }
        return table;
    }();
    // Safe: the ring squares at the board's safe offsets from every tip, and every private square.
    static constexpr std::array<bool, static_cast<std::size_t>(squares)> safe_table = [] {
        std::array<bool, static_cast<std::size_t>(squares)> safe{};
        for (int r = 0; r < ring_squares; ++r)
            safe[static_cast<std::size_t>(r)] = ((numbers.safe_offsets >> static_cast<unsigned>(r % arm_squares)) & 1U) != 0;
        for (int sq = ring_squares; sq < squares; ++sq) safe[static_cast<std::size_t>(sq)] = true;
        return safe;
    }();
};

// docs/rules.md §2.1: p = 1 is ring 17s + 5, p = 64 the own tip, 65..71 the home path, 72 HOME; safe:
// the tips, the entry squares (tip + 5) and their twins (tip - 5).
struct parcheesi_board {
    static constexpr board_numbers numbers{.arms = 4, .ring_per_arm = 17, .pre = 0, .entry = 5, .home_path = 7,
                                           .has_home = true, .safe_offsets = safe_offset_bits(17, {0, 5, -5})};
    static constexpr int castle_offset = 5;  // docs/rules.md §2.3
};

// The cross boards (docs/rules.md §2.2, §6.10 option 8): arms of three columns of ArmLength squares
// (6..10), castles at the tips and CastleOffset squares from them along the outer columns (1..ArmLength-1,
// not scaled with the arm). §9: L = 2n+1, pre = H = n-1, e = 0; T = 9n+4, HOME = 10n+4.
inline constexpr int min_cross_arm = 6;
inline constexpr int max_cross_arm = 10;

// The messages of the checks below, said the same way at run time (rules/presets.hpp).
#define PACHISI_MESSAGE_CROSS_ARM "pachisi: a cross board's arm has 6..10 squares per column (docs/rules.md §6.10 option 8)"
#define PACHISI_MESSAGE_CROSS_CASTLE                                                      \
    "pachisi: a cross board's castle offset lies on the outer column: 1..arm length - 1 " \
    "(docs/rules.md §6.10 option 8)"

template <int ArmLength = 8, int CastleOffset = 4>
struct cross_board_of {
    static_assert(ArmLength >= min_cross_arm && ArmLength <= max_cross_arm, PACHISI_MESSAGE_CROSS_ARM);
    static_assert(CastleOffset >= 1 && CastleOffset < ArmLength, PACHISI_MESSAGE_CROSS_CASTLE);
    static constexpr int arm_length = ArmLength;
    static constexpr int castle_offset = CastleOffset;
    static constexpr board_numbers numbers{.arms = 4, .ring_per_arm = 2 * ArmLength + 1, .pre = ArmLength - 1,
                                           .entry = 0, .home_path = ArmLength - 1, .has_home = true,
                                           .safe_offsets = safe_offset_bits(2 * ArmLength + 1, {0, CastleOffset, -CastleOffset})};
};

// docs/rules.md §9 and §10: the Ludo board. A ring of 52 (13 per arm), entered 2 squares past the tip
// (p = 1), the own tip p = 51, 5 home-path squares (52..56) and HOME (57). The safe offsets are the
// start squares (2) and the stars (10); only rule sets with safe squares treat them as safe.
struct ludo_board {
    static constexpr board_numbers numbers{.arms = 4, .ring_per_arm = 13, .pre = 0, .entry = 2, .home_path = 5,
                                           .has_home = true, .safe_offsets = safe_offset_bits(13, {2, 10})};
};

// docs/rules.md §9 and §10: the Mensch ärgere Dich nicht board. A ring of 40 (10 per arm), the A field
// 1 square past the tip (p = 1), the own tip p = 40, 4 goal fields (41..44) and no HOME: a seat has
// finished when its pawns fill its goal fields.
struct maedn_board {
    static constexpr board_numbers numbers{.arms = 4, .ring_per_arm = 10, .pre = 0, .entry = 1, .home_path = 4,
                                           .has_home = false, .safe_offsets = 0};
};

// docs/rules.md §2.2, the standard cross: 1..7 out through the middle column, 8..76 the ring (tip to
// tip), 77..83 back, 84 home; castles at the tips and 4 squares from them.
using cross_board = cross_board_of<8, 4>;

// Whether G is a cross board: a column out that is the home path walked back, and the ring entered at
// the own tip (docs/rules.md §9's cross row, whatever its arm and castles).
template <class G>
inline constexpr bool is_cross_board = G::numbers.pre > 0 && G::numbers.pre == G::numbers.home_path && G::numbers.entry == 0;

static_assert(board_geometry<parcheesi_board> && board_geometry<cross_board> && board_geometry<ludo_board> &&
              board_geometry<maedn_board>);

// The route of a cross board whose arm and castle offset are chosen at run time (the traditional rule set
// with options at run time, rules/traditional_dynamic.hpp): the members of route<cross_board_of<n, c>> with
// the same names, as values. The engine reads a board through board_of(s) (engine/state.hpp), which is a
// route<G> for a board fixed at compile time and one of these otherwise; both answer board.home,
// board.square(seat, p) and the rest. The tables are route<G>'s own, one set per arm (the castles change
// only which squares are safe).
struct cross_route {
    int arm_length = 0;  // n: squares per column
    int castle_offset = 0;
    int arm_squares = 0, ring_squares = 0, private_squares_per_seat = 0, squares = 0;
    int first_ring_progress = 0, turn_off = 0, home = 0, last_stop = 0, max_progress = 0, lap_skip = 0;
    static constexpr bool has_home = true;
    static constexpr bool shared_middle_column = true;

    [[nodiscard]] constexpr std::uint8_t square(int seat, int p) const noexcept {
        if (p >= table_progress) p = home + 1 + (p - home - 1) % ring_squares;  // table_progress = home + ring + 1
        return square_rows[static_cast<std::size_t>(seat)][p];
    }
    [[nodiscard]] constexpr std::uint8_t first_trip_square(int seat, int p) const noexcept {
        return square_rows[static_cast<std::size_t>(seat)][p];
    }
    [[nodiscard]] constexpr next_steps step(int p, bool may_lap) const noexcept { return detail::step_on(*this, p, may_lap); }
    [[nodiscard]] constexpr int first_progress_on(int seat, std::uint8_t sq) const noexcept {
        for (int p = 1; p < table_progress; ++p)
            if (square_rows[static_cast<std::size_t>(seat)][p] == sq) return p;
        return 0;
    }
    [[nodiscard]] constexpr int first_ring_progress_on(int seat, std::uint8_t r) const noexcept {
        return ring_progress_rows[static_cast<std::size_t>(seat)][r];
    }
    [[nodiscard]] constexpr const std::array<std::uint64_t, 4>& ring_progress_lanes(std::uint8_t r) const noexcept {
        return ring_lanes[r];
    }
    [[nodiscard]] constexpr std::array<std::uint64_t, 2> squares_passed(int seat, int from, int to) const noexcept {
        const auto& before_to = passed_rows[static_cast<std::size_t>(seat)][to - 1];
        const auto& up_to_from = passed_rows[static_cast<std::size_t>(seat)][from];
        return {before_to[0] & ~up_to_from[0], before_to[1] & ~up_to_from[1]};
    }
    [[nodiscard]] constexpr bool is_turn_off(int p) const noexcept {
        return p == turn_off || (p > home && (p - home) % ring_squares == 0);
    }
    [[nodiscard]] constexpr bool is_safe(std::uint8_t sq) const noexcept { return ((safe[sq >> 6U] >> (sq & 63U)) & 1U) != 0; }
    [[nodiscard]] constexpr bool is_homeward(int p) const noexcept { return p > turn_off && p <= home; }

    // The route of cross_board_of<N, CastleOffset>.
    template <int N, int CastleOffset>
    [[nodiscard]] static constexpr cross_route of() noexcept {
        using tables = route<cross_board_of<N, 1>>;  // every castle offset of arm N shares its tables
        using board = route<cross_board_of<N, CastleOffset>>;
        cross_route r;
        r.arm_length = N;
        r.castle_offset = CastleOffset;
        r.arm_squares = board::arm_squares;
        r.ring_squares = board::ring_squares;
        r.private_squares_per_seat = board::private_squares_per_seat;
        r.squares = board::squares;
        r.first_ring_progress = board::first_ring_progress;
        r.turn_off = board::turn_off;
        r.home = board::home;
        r.last_stop = board::last_stop;
        r.max_progress = board::max_progress;
        r.lap_skip = board::lap_skip;
        r.table_progress = tables::table_progress;
        for (std::size_t seat = 0; seat < 4; ++seat) {
            r.square_rows[seat] = tables::square_table[seat].data();
            r.ring_progress_rows[seat] = tables::ring_progress_table[seat].data();
            r.passed_rows[seat] = tables::passed_table[seat].data();
        }
        r.ring_lanes = tables::ring_lanes_table.data();
        for (int sq = 0; sq < board::squares; ++sq)
            if (board::is_safe(static_cast<std::uint8_t>(sq))) r.safe[static_cast<std::size_t>(sq) >> 6U] |= std::uint64_t{1} << (sq & 63);
        return r;
    }

private:
    int table_progress = 0;
    std::array<const std::uint8_t*, 4> square_rows{};
    std::array<const std::int16_t*, 4> ring_progress_rows{};
    std::array<const std::array<std::uint64_t, 2>*, 4> passed_rows{};
    const std::array<std::uint64_t, 4>* ring_lanes = nullptr;
    std::array<std::uint64_t, 2> safe{};  // bit per square
};

namespace detail {
template <int N, int... Offsets>
[[nodiscard]] constexpr std::array<cross_route, 9> cross_routes_of_arm(std::integer_sequence<int, Offsets...>) noexcept {
    return {cross_route::of<N, Offsets + 1>()...};  // castle offsets 1..N-1; the places after them stay empty
}
// At (arm - min_cross_arm) * 9 + castle_offset - 1 (cross_route_index below).
inline constexpr std::array<cross_route, 45> cross_routes = [] {
    const std::array<std::array<cross_route, 9>, 5> by_arm{
        cross_routes_of_arm<6>(std::make_integer_sequence<int, 5>{}), cross_routes_of_arm<7>(std::make_integer_sequence<int, 6>{}),
        cross_routes_of_arm<8>(std::make_integer_sequence<int, 7>{}), cross_routes_of_arm<9>(std::make_integer_sequence<int, 8>{}),
        cross_routes_of_arm<10>(std::make_integer_sequence<int, 9>{})};
    std::array<cross_route, 45> all{};
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = by_arm[i / 9][i % 9];
    return all;
}();
}  // namespace detail

// The place of the cross of arm n with castles c from the tips in cross_routes_in_order below.
[[nodiscard]] constexpr int cross_route_index(int arm, int castle_offset) noexcept {
    return (arm - min_cross_arm) * 9 + castle_offset - 1;
}
// The route of the cross of arm n (6..10) with castles c squares from the tips (1..n - 1).
[[nodiscard]] constexpr const cross_route& cross_route_of(int arm, int castle_offset) noexcept {
    return detail::cross_routes[static_cast<std::size_t>(cross_route_index(arm, castle_offset))];
}
// The same by cross_route_index (a state keeps the index: one load, no arithmetic, on the engine's hot paths).
[[nodiscard]] constexpr const cross_route& cross_route_at(int index) noexcept {
    return detail::cross_routes[static_cast<std::size_t>(index)];
}

// The largest progress on any board the library's presets play: what text that names no rule set (an
// action) may hold. The cross of the longest arm has the longest lap.
inline constexpr int progress_limit = route<cross_board_of<max_cross_arm, 1>>::max_progress;
static_assert(progress_limit >= route<parcheesi_board>::max_progress && progress_limit < 0xFFFF);

}  // namespace pachisi

// === pachisi/rules/errors.hpp ===
// Every error the library reports goes through raise_error: by default it throws (the types users
// catch: illegal_action, notation_error, record_error, std::invalid_argument, std::logic_error,
// std::length_error).
//
// Builds without exceptions (-fno-exceptions, or PACHISI_NO_EXCEPTIONS defined by the user) get the
// same checks; an error then goes to the error handler, whose default prints the message to stderr
// and calls std::abort. Define PACHISI_NO_EXCEPTIONS the same way in every translation unit of a
// program. In either mode a handler set with set_error_handler is called first: it may log, throw
// an exception of its own (when exceptions are on), or end the program. If it returns, the library
// goes on as if there were no handler (throws, or aborts without exceptions): an error never returns
// to the code that reported it.
//
// In a constant expression an error stops compilation.

#if !defined(PACHISI_NO_EXCEPTIONS) && !defined(__cpp_exceptions) && !defined(__EXCEPTIONS) && !defined(_CPPUNWIND)
#define PACHISI_NO_EXCEPTIONS 1
#endif

namespace pachisi {

// Thrown by checked_apply (and by apply in debug builds) for an action that is not legal.
struct illegal_action : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// A malformed text: what is wrong and where (0-based column in the text).
struct notation_error : std::invalid_argument {
    notation_error(const std::string& what, std::size_t where)
        : std::invalid_argument("column " + std::to_string(where + 1) + ": " + what), column(where) {}
    std::size_t column;
};

// A game record (text/record.hpp) that cannot be read or replayed. line: 1-based line of the record
// text, 0 when the fault is not on one line (a record made in memory, or a line that is missing).
struct record_error : std::invalid_argument {
    record_error(const std::string& what, std::size_t at_line)
        : std::invalid_argument((at_line ? "record line " + std::to_string(at_line) : std::string("record")) + ": " +
                                what),
          line(at_line) {}
    std::size_t line;
};

// What went wrong, and the exception type that reports it when exceptions are on.
enum class error_kind : std::uint8_t {
    invalid_argument,  // std::invalid_argument: a setup, seat or throw the rules do not allow
    illegal_action,    // illegal_action: apply or checked_apply with an action that is not legal
    notation,          // notation_error: a text that is not valid notation
    record,            // record_error: a game record that cannot be read or replayed
    wrong_stage,       // std::logic_error: a bot asked at a chance node, sample_chance at a decision
    capacity,          // std::length_error: a fixed_list overflow (a bug in a capacity bound)
};

// kind; the full message, as the exception's what() says it (a notation error's starts "column N: ",
// a record error's "record line N: "); where: a notation error's 0-based column, a record error's
// line (0: none), otherwise 0.
using error_handler = void (*)(error_kind kind, const char* message, std::size_t where);

namespace detail {
inline std::atomic<error_handler> installed_error_handler{nullptr};
}  // namespace detail

// Installs `handler` for every thread (nullptr: back to the default) and returns the previous one.
inline error_handler set_error_handler(error_handler handler) noexcept {
    return detail::installed_error_handler.exchange(handler);
}
[[nodiscard]] inline error_handler get_error_handler() noexcept { return detail::installed_error_handler.load(); }

namespace detail {
// The message as the exception type for `kind` words it (see notation_error, record_error).
[[nodiscard]] inline std::string error_text(error_kind kind, const std::string& message, std::size_t where) {
    if (kind == error_kind::notation) return notation_error(message, where).what();
    if (kind == error_kind::record) return record_error(message, where).what();
    return message;
}
}  // namespace detail

// Marks an error path: kept out of line so that the hot code around it stays small.
#if defined(__GNUC__) || defined(__clang__)
#define PACHISI_COLD __attribute__((cold, noinline))
#else
#define PACHISI_COLD
#endif

// Keeps a function out of line where inlining it would cost its callers (see its comment).
#if defined(__GNUC__) || defined(__clang__)
#define PACHISI_NOINLINE __attribute__((noinline))
#else
#define PACHISI_NOINLINE
#endif

// Marks a small helper called in a hot loop, which the compiler might otherwise keep out of line once
// the function around it has grown.
#if defined(__GNUC__) || defined(__clang__)
#define PACHISI_INLINE __attribute__((always_inline))
#else
#define PACHISI_INLINE
#endif

// Unrolls the loop that follows n times: a short loop of known length (a seat's pawns) in a hot path,
// which g++ 12 leaves rolled at -O3.
#define PACHISI_PRAGMA(text) _Pragma(#text)
#if defined(__clang__)
#define PACHISI_UNROLL(n) PACHISI_PRAGMA(unroll n)
#elif defined(__GNUC__)
#define PACHISI_UNROLL(n) PACHISI_PRAGMA(GCC unroll n)
#else
#define PACHISI_UNROLL(n)
#endif

// Reports an error; never returns. where: a notation error's column, a record error's line (see
// error_handler). Not constexpr, so reaching it in a constant expression stops compilation.
[[noreturn]] inline void raise_error(error_kind kind, const std::string& message, std::size_t where = 0) {
    const std::string text = detail::error_text(kind, message, where);
    if (const error_handler handler = get_error_handler()) handler(kind, text.c_str(), where);
#ifdef PACHISI_NO_EXCEPTIONS
    std::fputs("pachisi: ", stderr);
    std::fputs(text.c_str(), stderr);
    std::fputc('\n', stderr);
    std::abort();
#else
    switch (kind) {
        case error_kind::illegal_action: throw illegal_action(text);
        case error_kind::notation: throw notation_error(message, where);
        case error_kind::record: throw record_error(message, where);
        case error_kind::wrong_stage: throw std::logic_error(text);
        case error_kind::capacity: throw std::length_error(text);
        case error_kind::invalid_argument: break;
    }
    throw std::invalid_argument(text);
#endif
}

namespace detail {
// Not constexpr: a call reached during constant evaluation is not a constant expression.
inline void error_in_a_constant_expression(const char*) noexcept {}

// Stops compilation when reached in a constant expression; the compiler's message shows `why`.
// (A template, so that compilers do not reject it for never being a constant expression.)
template <class = void>
constexpr void stop_constant_evaluation([[maybe_unused]] const char* why) {
#ifdef PACHISI_NO_EXCEPTIONS
    error_in_a_constant_expression(why);
#else
    throw why;  // throwing is never a constant expression
#endif
}
}  // namespace detail

}  // namespace pachisi

// === pachisi/rules/fixed_list.hpp ===
// A list with its capacity fixed at compile time: no heap, usable in constant expressions.
// Legal actions, chance outcomes and action sequences all live in one of these.

namespace pachisi {

template <class T, std::size_t Capacity>
class fixed_list {
public:
    using value_type = T;
    using iterator = T*;
    using const_iterator = const T*;

    // The items are not built when a list is made, only as they are pushed: at run time an empty list
    // costs nothing to make (building all the items of an action list, whose defaults are not all
    // zero, cost about 20 ns, an eighth of a legal_actions(s) call). In a constant expression every
    // item is built at once, so that copies read only built items.
    constexpr fixed_list() noexcept : slots_(make_slots()) {}

    PACHISI_INLINE constexpr void push_back(const T& value) {
        // The capacities are chosen to bound every list the rules can produce; this guard turns a
        // wrong bound into a clear error instead of a write past the end.
        if (size_ == Capacity) [[unlikely]] report_overflow();
        slots_.items[size_++] = value;
    }
    constexpr void pop_back() noexcept { --size_; }
    // Removes the item at `index`, keeping the order of the rest.
    constexpr void erase(std::size_t index) noexcept {
        for (std::size_t i = index + 1; i < size_; ++i) slots_.items[i - 1] = slots_.items[i];
        --size_;
    }
    constexpr void clear() noexcept { size_ = 0; }
    // Takes the first `count` items (count <= capacity()) as the list's, those from size() on written through
    // operator[] first: for a generator that keeps its count in a register and writes the size once (a
    // push_back reads and writes the size in memory at every item, and g++ reads the generator's input
    // again after it, since an item written may be any byte).
    constexpr void set_size(std::size_t count) noexcept { size_ = count; }
    // Shortens the list to its first `count` items (count <= size()).
    constexpr void resize(std::size_t count) noexcept { size_ = count < size_ ? count : size_; }

    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return Capacity; }

    [[nodiscard]] constexpr T& operator[](std::size_t i) noexcept { return slots_.items[i]; }
    [[nodiscard]] constexpr const T& operator[](std::size_t i) const noexcept { return slots_.items[i]; }
    [[nodiscard]] constexpr T& back() noexcept { return slots_.items[size_ - 1]; }
    [[nodiscard]] constexpr const T& back() const noexcept { return slots_.items[size_ - 1]; }

    [[nodiscard]] constexpr iterator begin() noexcept { return slots_.items; }
    [[nodiscard]] constexpr iterator end() noexcept { return slots_.items + size_; }
    [[nodiscard]] constexpr const_iterator begin() const noexcept { return slots_.items; }
    [[nodiscard]] constexpr const_iterator end() const noexcept { return slots_.items + size_; }

    [[nodiscard]] constexpr bool contains(const T& value) const noexcept {
        for (const T& item : *this)
            if (item == value) return true;
        return false;
    }

    [[nodiscard]] friend constexpr bool operator==(const fixed_list& a, const fixed_list& b) noexcept {
        if (a.size_ != b.size_) return false;
        for (std::size_t i = 0; i < a.size_; ++i)
            if (!(a.slots_.items[i] == b.slots_.items[i])) return false;
        return true;
    }

private:
    [[noreturn]] PACHISI_COLD static void report_overflow() {
        raise_error(error_kind::capacity, "pachisi::fixed_list: capacity exceeded");
    }

    // Room for the items, none of them built: a union member of array type comes to life with the
    // first assignment to one of its items ([class.union]: the assignments above are all trivial).
    union slots {
        constexpr slots() noexcept : none{} {}
        constexpr explicit slots(std::true_type) noexcept : items{} {}
        char none;
        T items[Capacity];
    };
    [[nodiscard]] static constexpr slots make_slots() noexcept {
        if (std::is_constant_evaluated()) return slots(std::true_type{});
        return slots();
    }
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_copy_assignable_v<T>,
                  "items are assigned into raw room and copied as bytes");
    slots slots_;
    std::size_t size_ = 0;
};

}  // namespace pachisi

// === pachisi/rules/one_die_options.hpp ===
// The one-die family's table options as a value (docs/rules.md §10): one member per row of §10's table, and
// the checks that say which mixes cannot work. Both kinds of one-die rule set are made from it: the
// compile-time one_die_rules<Options> (one_die_presets.hpp) and one_die_rules_dynamic<board>, whose options
// are chosen at run time (one_die_dynamic.hpp). The checks are written once, here, and the messages with
// them, so that a mix refused at compile time is refused at run time in the same words.

namespace pachisi {

enum class one_die_board : std::uint8_t { ludo, parcheesi, maedn };  // docs/rules.md §9's rows

// The one-die family's dimensions (docs/rules.md §10 table).
enum class one_die_stacking : std::uint8_t {
    single,   // no two own pawns on a square
    pair,     // any number of own pawns share; two or more on an unsafe square keep enemies from landing
    barrier,  // two pawns at most on a square; two of one colour bar the way for everyone
};
enum class third_six_rule : std::uint8_t { nothing, forfeit, last_pawn_to_nest };

[[nodiscard]] constexpr unsigned entry_on(std::initializer_list<int> faces) noexcept {
    unsigned bits = 0;
    for (const int face : faces) bits |= 1U << static_cast<unsigned>(face);
    return bits;
}

// The board of each kind (docs/rules.md §9).
namespace preset_detail {
template <one_die_board B>
struct board_of;
template <>
struct board_of<one_die_board::ludo> {
    using type = ludo_board;
};
template <>
struct board_of<one_die_board::parcheesi> {
    using type = parcheesi_board;
};
template <>
struct board_of<one_die_board::maedn> {
    using type = maedn_board;
};
}  // namespace preset_detail

// One value per row of docs/rules.md §10's table. The defaults are the `ludo` preset.
struct one_die_rule_options {
    one_die_board board = one_die_board::ludo;
    bool start_one_out = false;                    // every seat starts with one pawn on its entry square
    unsigned entry_values = entry_on({6});         // bit v: a throw of v lets a nest pawn enter
    bool entry_compulsory = false;                 // step 3: a seat that can enter must
    bool entry_captures = true;                    // step 3: entering captures the enemies on the entry square
    bool clear_entry_first = false;                // step 4: an own pawn on the entry square moves off first
    bool six_counts_seven = false;                 // step 5: with no pawn in the nest, a 6 moves 7
    third_six_rule third_six = third_six_rule::forfeit;  // step 5: the third 6 in a row
    bool capture_throws_again = false;             // step 8: a capture earns a throw
    bool home_throws_again = false;                // step 8: a pawn reaching HOME earns a throw
    int capture_reward = 0;                        // step 7: squares of the move a capture earns (0: none)
    int home_reward = 0;                           // step 7: squares of the move a pawn reaching HOME earns
    bool safe_squares = false;                     // the board's safe squares are safe (Ludo: starts and stars)
    one_die_stacking stacking = one_die_stacking::single;  // step 1
    bool two_per_safe_square = false;              // step 1: at most two pawns share a safe square
    bool must_open_barrier = false;                // step 6: a 6 (or 7) opens a barrier first
    bool must_kill = false;                        // step 9: no home path before the seat has captured
    bool three_tries = false;                      // step 10: three throws for an entry value
    bool jump_in_home_path = true;                 // step 11: false: no move passes a pawn in the home path
    bool seat_zero_starts = false;                 // seat 0 throws first (no opening throw)
    bool zero_sum_returns = false;                 // OpenSpiel's returns: n - 1 to the winner, -1 to the others

    friend constexpr bool operator==(const one_die_rule_options&, const one_die_rule_options&) = default;
};

// ---- Mixes that cannot work (docs/rules.md §10) ------------------------------------------------------------
//
// Each check has its message as a macro: a static_assert takes only a string literal, and the run-time
// check must say the same words.

#define PACHISI_MESSAGE_REWARDS \
    "pachisi: rewards are 0..40 squares, and an immediate capture reward needs a doublet bonus"
#define PACHISI_MESSAGE_ONE_DIE_ENTRY "pachisi: one-die entry values are faces 1..6, at least one (docs/rules.md §10)"
#define PACHISI_MESSAGE_ONE_DIE_HOME                                                                            \
    "pachisi: a board without HOME takes single stacking only, and no reward, extra throw or must-kill lap for " \
    "reaching HOME (docs/rules.md §10)"
#define PACHISI_MESSAGE_ONE_DIE_BARRIERS                                                                          \
    "pachisi: must-open-a-barrier needs barrier stacking; '2 at most' sharing does not go with pair stacking; " \
    "barrier stacking on safe squares needs '2 at most' sharing (docs/rules.md §10)"
#define PACHISI_MESSAGE_ONE_DIE_TURN                                                                      \
    "pachisi: one-die rules take laps exactly with must-kill, exact count, compulsory moves, and compulsory " \
    "rewards that are moves (docs/rules.md §10)"
#define PACHISI_MESSAGE_ONE_DIE_ENTRY_SQUARE                                                                  \
    "pachisi: an entry that does not capture needs a safe entry square, and so does barrier stacking (whose " \
    "entries may share it with an enemy); must-kill laps go with single or pair stacking and without the "   \
    "clear-entry duty (docs/rules.md §10)"

namespace one_die_checks {
[[nodiscard]] constexpr bool rewards_fit(const one_die_rule_options& o) noexcept {
    return o.capture_reward >= 0 && o.capture_reward <= 40 && o.home_reward >= 0 && o.home_reward <= 40;
}
[[nodiscard]] constexpr bool entry_fits(const one_die_rule_options& o) noexcept {
    return o.entry_values != 0 && (o.entry_values & ~0b1111110U) == 0;
}
// A board without HOME: pawns would stack at the end of the home path, and nothing arrives at HOME.
[[nodiscard]] constexpr bool home_fits(const one_die_rule_options& o, const board_numbers& n) noexcept {
    return n.has_home || (o.stacking == one_die_stacking::single && o.home_reward == 0 && !o.home_throws_again &&
                          !o.must_kill);
}
[[nodiscard]] constexpr bool barriers_fit(const one_die_rule_options& o) noexcept {
    return (!o.must_open_barrier || o.stacking == one_die_stacking::barrier) &&
           (!o.two_per_safe_square || o.stacking != one_die_stacking::pair) &&
           (o.stacking != one_die_stacking::barrier || o.two_per_safe_square || !o.safe_squares);
}
// A home reward is a move, so it needs the reward moves a capture reward brings (the one-die turn plays
// rewards as moves only; a home reward alone would leave a reward with no squares to move).
[[nodiscard]] constexpr bool rewards_are_moves(const one_die_rule_options& o) noexcept {
    return o.home_reward == 0 || o.capture_reward > 0;
}
// Entering without capturing needs a safe entry square (Ludo King), where colours may share: elsewhere the
// entering pawn would stand beside an enemy on an unsafe square. Parchís entries (barrier stacking) may
// leave an enemy beside the entering pawn too, so they need it as well. Must-kill laps are offered with single and pair stacking, whose stops the engine judges by square; the
// clear-entry duty and barriers look at the entry square by progress, which laps would not match.
[[nodiscard]] constexpr bool entry_square_fits(const one_die_rule_options& o, const board_numbers& n) noexcept {
    const bool entry_safe = o.safe_squares && ((n.safe_offsets >> static_cast<unsigned>(n.entry % n.ring_per_arm)) & 1U) != 0;
    return ((o.entry_captures && o.stacking != one_die_stacking::barrier) || entry_safe) &&
           (!o.must_kill || (o.stacking != one_die_stacking::barrier && !o.clear_entry_first));
}
}  // namespace one_die_checks

// A check's message without its "pachisi: " lead, to follow the spec it is about: "'ludo:...': a board ...".
[[nodiscard]] constexpr const char* without_lead(const char* message) noexcept {
    const char lead[] = "pachisi: ";
    for (std::size_t i = 0; i + 1 < sizeof lead; ++i)
        if (message[i] != lead[i]) return message;
    return message + sizeof lead - 1;
}

// Why options `o` cannot be played on a board with numbers `n` (the message a compile-time rule set with
// these options fails with), or nullptr when they can. The options' `board` is not looked at here.
[[nodiscard]] constexpr const char* one_die_options_problem(const one_die_rule_options& o, const board_numbers& n) noexcept {
    if (!one_die_checks::rewards_fit(o)) return PACHISI_MESSAGE_REWARDS;
    if (!one_die_checks::entry_fits(o)) return PACHISI_MESSAGE_ONE_DIE_ENTRY;
    if (!one_die_checks::home_fits(o, n)) return PACHISI_MESSAGE_ONE_DIE_HOME;
    if (!one_die_checks::barriers_fit(o)) return PACHISI_MESSAGE_ONE_DIE_BARRIERS;
    if (!one_die_checks::rewards_are_moves(o)) return PACHISI_MESSAGE_ONE_DIE_TURN;
    if (!one_die_checks::entry_square_fits(o, n)) return PACHISI_MESSAGE_ONE_DIE_ENTRY_SQUARE;
    return nullptr;
}

}  // namespace pachisi

// === pachisi/rules/probability.hpp ===
// Exact probabilities of chance outcomes, as reduced fractions.

namespace pachisi {

struct probability {
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;

    [[nodiscard]] constexpr double to_double() const noexcept {
        return static_cast<double>(numerator) / static_cast<double>(denominator);
    }
    [[nodiscard]] static constexpr probability reduced(std::uint64_t num, std::uint64_t den) noexcept {
        const std::uint64_t g = std::gcd(num, den);
        return g == 0 ? probability{0, 1} : probability{num / g, den / g};
    }
    friend constexpr bool operator==(const probability&, const probability&) = default;
};

// Exact sum of fractions; used to prove that a chance node's outcomes add up to one.
[[nodiscard]] constexpr probability operator+(const probability& a, const probability& b) noexcept {
    const std::uint64_t den = std::lcm(a.denominator, b.denominator);
    return probability::reduced(a.numerator * (den / a.denominator) + b.numerator * (den / b.denominator), den);
}

}  // namespace pachisi

// === pachisi/rules/throws.hpp ===
// Throwers (docs/rules.md §3, §10): two dice, 6 or 7 cowrie shells, or one die. Each is a chance node whose outcomes come
// with exact probabilities that sum to one.

namespace pachisi {

// One throw. Two dice: the two faces, a <= b. Cowries: a is the number of shells mouth up, b is 0.
// One die: a is the face, b is 0.
struct throw_outcome {
    std::uint8_t a = 0;
    std::uint8_t b = 0;
    friend constexpr auto operator<=>(const throw_outcome&, const throw_outcome&) = default;
};

struct chance_outcome {
    throw_outcome outcome;
    probability chance;
    friend constexpr bool operator==(const chance_outcome&, const chance_outcome&) = default;
};

// Enough for the 21 unordered pairs of two dice and for the opening throw's seats.
using chance_list = fixed_list<chance_outcome, 24>;

// A thrower policy: what a throw can show, how likely each outcome is, and what it is worth.
template <class T>
concept thrower = requires(throw_outcome t) {
    { T::is_dice } -> std::convertible_to<bool>;
    { T::outcomes() } -> std::same_as<chance_list>;
};

struct two_dice {
    static constexpr bool is_dice = true;

    // The 21 unordered pairs: a doublet has probability 1/36, any other pair 2/36.
    [[nodiscard]] static constexpr chance_list outcomes() {
        chance_list list;
        for (std::uint8_t a = 1; a <= 6; ++a)
            for (std::uint8_t b = a; b <= 6; ++b)
                list.push_back({{a, b}, probability::reduced(a == b ? 1 : 2, 36)});
        return list;
    }
    [[nodiscard]] static constexpr bool is_doublet(throw_outcome t) noexcept { return t.a == t.b; }
    [[nodiscard]] static constexpr bool is_valid(throw_outcome t) noexcept {
        return t.a >= 1 && t.a <= t.b && t.b <= 6;
    }
};

namespace detail {
[[nodiscard]] constexpr std::uint64_t binomial(unsigned n, unsigned k) noexcept {
    std::uint64_t r = 1;
    for (unsigned i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return r;
}
[[nodiscard]] constexpr std::uint64_t power(std::uint64_t base, unsigned exponent) noexcept {
    std::uint64_t r = 1;
    for (unsigned i = 0; i < exponent; ++i) r *= base;
    return r;
}
}  // namespace detail

// Cowrie shells; a shell lands mouth up with probability MouthUp / Of (1/2 unless the caller says).
template <unsigned Shells, unsigned MouthUp = 1, unsigned Of = 2>
struct cowries {
    static_assert(Shells == 6 || Shells == 7, "cowrie throws are defined for 6 or 7 shells (docs/rules.md §3)");
    static_assert(MouthUp >= 1 && MouthUp < Of, "a shell's chance of landing mouth up must lie strictly between 0 and 1");
    static constexpr bool is_dice = false;
    static constexpr unsigned shells = Shells;

    // Value of k shells mouth up (docs/rules.md §3 table).
    static constexpr std::array<std::uint8_t, Shells + 1> values = [] {
        if constexpr (Shells == 6) return std::array<std::uint8_t, 7>{25, 10, 2, 3, 4, 5, 6};
        else return std::array<std::uint8_t, 8>{7, 10, 2, 3, 4, 25, 35, 14};
    }();

    // Binomial: C(n,k) q^k (1-q)^(n-k), exact.
    [[nodiscard]] static constexpr chance_list outcomes() {
        chance_list list;
        for (unsigned k = 0; k <= Shells; ++k) {
            const std::uint64_t num = detail::binomial(Shells, k) * detail::power(MouthUp, k) *
                                      detail::power(Of - MouthUp, Shells - k);
            list.push_back({{static_cast<std::uint8_t>(k), 0}, probability::reduced(num, detail::power(Of, Shells))});
        }
        return list;
    }
    [[nodiscard]] static constexpr int value(throw_outcome t) noexcept { return values[t.a]; }
    // A grace gives another throw; 6 cowries: 0, 1, 6 up; 7 cowries: 0, 1, 5, 6, 7 up.
    [[nodiscard]] static constexpr bool is_grace(throw_outcome t) noexcept {
        if constexpr (Shells == 6) return t.a == 0 || t.a == 1 || t.a == 6;
        else return t.a <= 1 || t.a >= 5;
    }
    // With 6 cowries every grace lets a pawn enter; with 7 only 10, 25 and 35 do.
    [[nodiscard]] static constexpr bool lets_pawn_enter(throw_outcome t) noexcept {
        if constexpr (Shells == 6) return is_grace(t);
        else return t.a == 1 || t.a == 5 || t.a == 6;
    }
    [[nodiscard]] static constexpr bool is_doublet(throw_outcome) noexcept { return false; }
    [[nodiscard]] static constexpr bool is_valid(throw_outcome t) noexcept { return t.a <= Shells && t.b == 0; }
};

// One die (docs/rules.md §10): the faces 1..6, 1/6 each; the one-die family's turn (engine/one_die_turn.hpp)
// reads the face as the value to move.
struct one_die {
    static constexpr bool is_dice = false;  // two dice: doublets and their rules do not apply
    static constexpr bool is_one_die = true;
    [[nodiscard]] static constexpr chance_list outcomes() {
        chance_list list;
        for (std::uint8_t face = 1; face <= 6; ++face) list.push_back({{face, 0}, probability::reduced(1, 6)});
        return list;
    }
    [[nodiscard]] static constexpr int value(throw_outcome t) noexcept { return t.a; }
    [[nodiscard]] static constexpr bool is_doublet(throw_outcome) noexcept { return false; }
    [[nodiscard]] static constexpr bool is_valid(throw_outcome t) noexcept { return t.a >= 1 && t.a <= 6 && t.b == 0; }
};

// Whether thrower T is one die.
template <class T>
inline constexpr bool is_one_die_thrower = requires { requires T::is_one_die; };

}  // namespace pachisi

// === pachisi/rules/policies.hpp ===
// The rule dimensions of docs/rules.md §4. A rule set is a stateless struct naming one value per dimension;
// presets (presets.hpp) are such structs, and a custom rule set may derive from a preset and override
// a member. The concepts below say what a rule set must provide; `valid_rules` says which mixes make
// sense, and every state of a rule set that does not fails to compile with a short message.

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

// === pachisi/rules/one_die_dynamic.hpp ===
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

// === pachisi/rules/one_die_presets.hpp ===
// The one-die family (docs/rules.md §10): Ludo, Parchís and Mensch ärgere Dich nicht as one rule-set
// template, one_die_rules<Options>, whose options are the rows of §10's table; the five presets are
// named values of those options. A custom mix starts from a preset's options:
//
//     constexpr auto my_ludo = [] { auto o = pachisi::ludo_options; o.must_kill = true; return o; }();
//     using my_rules = pachisi::one_die_rules<my_ludo>;
//
// Mixes that cannot work fail to compile with a message naming the rule (rules/policies.hpp).

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

// === pachisi/rules/presets.hpp ===
// The named rule sets of docs/rules.md §4. Each is a stateless bundle of policies; options a seed lists
// are template parameters. Runtime table choices (players, partners, first pawn out) are in setup.hpp.

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

// === pachisi/rules/registry.hpp ===
// The run-time registry of presets: a rule set chosen by name, and options, at run time.
//
// A rule set is a type (shg, cardinal, ...), so a program that lets its user pick one by name
// must turn the name into a type once, then run code written for any rule set R:
//
//     std::string error;
//     bool ok = with_preset_and_options("shg:undo,no-blockades", [&](auto preset) {
//         using R = typename decltype(preset)::rules;
//         auto s = new_game<R>();
//         ...
//     }, &error);                     // false, and error names the unknown preset or option
//
// A spec is a preset's name, optionally followed by ':' and options separated by commas. Every
// choice of options is another type, so the callback is compiled once per choice the registry
// offers (93 types in all). To keep that sane, not every combination is offered:
//
//   shg                 undo, no-blockades, no-auto-fives: any combination (8 types)
//   cardinal            no options (1 type)
//   american            third-doublet-penalty (2 types)
//   traditional,        split, home-needs-capture, exact-home, no-capture-throw: any combination
//   traditional7        with 4 pawns (16 types); first-move, cancel-capture: alone or together (3 types);
//                       pawns=8, pawns=12, pawns=16, arm=6, arm=7, arm=9, arm=10: alone (7 types)
//   ludo                entry-on-1, stars, must-kill, three-sixes=off: any combination (16 types)
//   ludo_king           entry-on-1, must-kill, three-sixes=off: any combination (8 types)
//   parchis             no options (1 type)
//   maedn               three-tries, no-jump-home: any combination (4 types)
//   maedn_openspiel     no options (1 type)
//
// Any other combination is a type a program can still name itself, e.g.
// traditional_rules<6, traditional_options{.pawns = 8, .split_throw = true}>.
// Players, partners and first pawn out are values of pachisi::setup, not options of the type.
// See docs/rules.md for what each option changes.

namespace pachisi {

// What a callback of with_preset receives: the rule set as a type, and the preset's name.
template <class R>
struct preset {
    using rules = R;
    std::string_view name;   // what users type: "shg" (without the options)
    std::string_view about;  // one line for menus and --help
};

// One table option of a preset, as typed after the colon of a spec.
struct preset_option {
    std::string_view name;   // "undo", "pawns=8"
    std::string_view about;  // one line for menus and --help
};

// A spec read by parse_preset_spec: which preset, and the options chosen (bit i: option i of the
// preset's preset_options list).
struct preset_choice {
    std::size_t preset = 0;  // index in preset_names()
    unsigned options = 0;
};

namespace registry_detail {

inline constexpr std::array<preset_option, 3> shg_option_list{{
    {"undo", "take back moves of the dice still being played (seed 000 \"Undo Moves\")"},
    {"no-blockades", "no two pawns of one colour on one square (seed 000 \"Blockade Off\")"},
    {"no-auto-fives", "a five need not bring a pawn out of the nest (seed 000 \"Auto Fives Off\")"},
}};
inline constexpr std::array<preset_option, 1> american_option_list{{
    {"third-doublet-penalty", "a third doublet in a row sends the farthest pawn back to its nest (seed 003)"},
}};
inline constexpr std::array<preset_option, 13> traditional_option_list{{
    {"split", "a throw may be split between several pawns or groups (seed 004 option 2)"},
    {"home-needs-capture", "no pawn turns homeward before its seat has captured (seed 004 option 3)"},
    {"exact-home", "a pawn goes home only by an exact count (seed 004 option 4)"},
    {"no-capture-throw", "a capture earns no extra throw (seed 004 option 6 off)"},
    {"pawns=8", "8 pawns per colour (seed 004 option 7); not with other options"},
    {"pawns=12", "12 pawns per colour; not with other options"},
    {"pawns=16", "16 pawns per colour; not with other options"},
    {"first-move", "a player's first move needs a throw of 2, 3 or 4 (seed 004 option 1)"},
    {"cancel-capture", "a capture is undone if the capturer is captured at once (seed 004 option 5)"},
    {"arm=6", "a cross of 6 squares per column (seed 004 option 8); not with other options"},
    {"arm=7", "a cross of 7 squares per column; not with other options"},
    {"arm=9", "a cross of 9 squares per column; not with other options"},
    {"arm=10", "a cross of 10 squares per column; not with other options"},
}};

// docs/rules.md §10: the switches of the one-die table, by name.
inline constexpr std::array<preset_option, 4> ludo_option_list{{
    {"entry-on-1", "a 1 brings a pawn out too, not only a 6 (docs/rules.md §10 'entry value')"},
    {"stars", "the start squares and the stars are safe: no capture there (§10 'safe ring squares')"},
    {"must-kill", "no pawn enters its home path before its seat has captured (§10 step 9)"},
    {"three-sixes=off", "a third 6 in a row is played like any throw (§10 step 5)"},
}};
inline constexpr std::array<preset_option, 3> ludo_king_option_list{{
    {"entry-on-1", "a 1 brings a pawn out too, not only a 6 (docs/rules.md §10 'entry value')"},
    {"must-kill", "no pawn enters its home path before its seat has captured (§10 step 9)"},
    {"three-sixes=off", "a third 6 in a row is played like any throw (§10 step 5)"},
}};
inline constexpr std::array<preset_option, 2> maedn_option_list{{
    {"three-tries", "three throws for a 6 while no pawn can move on the board (docs/rules.md §10 step 10)"},
    {"no-jump-home", "no move passes a pawn standing in the goal fields (§10 step 11)"},
}};

// The one-die rule options of a preset with the named switches of a choice turned on (bits in list order).
[[nodiscard]] constexpr one_die_rule_options ludo_options_of(one_die_rule_options o, unsigned bits, bool has_stars) {
    unsigned bit = 0;
    if (bits & (1U << bit++)) o.entry_values = entry_on({1, 6});
    if (has_stars && (bits & (1U << bit++))) o.safe_squares = true;
    if (bits & (1U << bit++)) o.must_kill = true;
    if (bits & (1U << bit++)) o.third_six = third_six_rule::nothing;
    return o;
}
[[nodiscard]] constexpr one_die_rule_options maedn_options_of(unsigned bits) {
    one_die_rule_options o = maedn_options;
    o.three_tries = (bits & 1U) != 0;
    o.jump_in_home_path = (bits & 2U) == 0;
    return o;
}

// The rule set of each compiled choice. Bits follow the order of the option lists above.
template <unsigned Bits>
inline constexpr shg_options shg_options_of{
    .blockades = (Bits & 2U) == 0, .auto_fives = (Bits & 4U) == 0, .undo_in_play = (Bits & 1U) != 0};

[[nodiscard]] constexpr traditional_options traditional_options_of(unsigned bits) {
    traditional_options o;
    o.split_throw = (bits & 1U) != 0;
    o.home_needs_capture = (bits & 2U) != 0;
    o.exact_home = (bits & 4U) != 0;
    o.capture_throws_again = (bits & 8U) == 0;
    if (bits & 16U) o.pawns = 8;
    if (bits & 32U) o.pawns = 12;
    if (bits & 64U) o.pawns = 16;
    o.first_move_on_2_3_4 = (bits & 128U) != 0;
    o.cancelled_capture = (bits & 256U) != 0;
    if (bits & 512U) o.arm = 6;
    if (bits & 1024U) o.arm = 7;
    if (bits & 2048U) o.arm = 9;
    if (bits & 4096U) o.arm = 10;
    return o;
}
// Every choice is a type compiled into each program that picks rule sets by name, so not every mix is
// offered: the four yes/no options of 002 in any combination (16), a pawn count alone (3), the first move
// and the cancelled capture alone or together (3), another arm length alone (4).
inline constexpr std::array<unsigned, 26> traditional_choices = [] {
    std::array<unsigned, 26> choices{};
    std::size_t n = 0;
    for (unsigned bits = 0; bits < 16; ++bits) choices[n++] = bits;
    for (const unsigned alone : {16U, 32U, 64U, 128U, 256U, 384U, 512U, 1024U, 2048U, 4096U}) choices[n++] = alone;
    return choices;
}();
inline constexpr std::string_view traditional_mixes_offered =
    "the registry offers split, home-needs-capture, exact-home and no-capture-throw in any combination; "
    "first-move and cancel-capture alone or together; a pawn count (pawns=8, 12 or 16) or an arm length "
    "(arm=6, 7, 9 or 10) alone";

// The choices of an entry with n options that are all offered in any combination: 0 .. 2^n - 1.
template <std::size_t N>
[[nodiscard]] constexpr std::array<unsigned, std::size_t{1} << N> all_choices() {
    std::array<unsigned, std::size_t{1} << N> choices{};
    for (unsigned bits = 0; bits < choices.size(); ++bits) choices[bits] = bits;
    return choices;
}

struct shg_entry {
    static constexpr std::string_view name = "shg";
    static constexpr std::string_view about = "Safe Harbor Games online Parcheesi (seed 000)";
    static constexpr std::span<const preset_option> options{shg_option_list};
    static constexpr auto choices = all_choices<shg_option_list.size()>();
    template <unsigned Bits>
    using rules = shg_rules<shg_options_of<Bits>>;
};
struct cardinal_entry {
    static constexpr std::string_view name = "cardinal";
    static constexpr std::string_view about = "Cardinal Industries box rules, 1999 (seed 001)";
    static constexpr std::span<const preset_option> options{};
    static constexpr auto choices = all_choices<0>();
    template <unsigned>
    using rules = cardinal;
};
struct american_entry {
    static constexpr std::string_view name = "american";
    static constexpr std::string_view about = "published rules of the American brand game (seed 003)";
    static constexpr std::span<const preset_option> options{american_option_list};
    static constexpr auto choices = all_choices<american_option_list.size()>();
    template <unsigned Bits>
    using rules = american_rules<Bits != 0>;
};
template <unsigned Shells>
struct traditional_entry {
    static constexpr std::string_view name = Shells == 6 ? "traditional" : "traditional7";
    static constexpr std::string_view about = Shells == 6
                                                  ? "traditional Pachisi, 6 cowries, cross board (seeds 002, 004)"
                                                  : "traditional Pachisi, 7 cowries, cross board (seed 004)";
    static constexpr std::span<const preset_option> options{traditional_option_list};
    static constexpr auto choices = traditional_choices;
    template <unsigned Bits>
    using rules = traditional_rules<Shells, traditional_options_of(Bits)>;
};

struct ludo_entry {
    static constexpr std::string_view name = "ludo";
    static constexpr std::string_view about = "Ludo: one die, enter on a 6, no safe squares (docs/rules.md §10)";
    static constexpr std::span<const preset_option> options{ludo_option_list};
    static constexpr auto choices = all_choices<ludo_option_list.size()>();
    template <unsigned Bits>
    using rules = one_die_rules<ludo_options_of(ludo_options, Bits, true)>;
};
struct ludo_king_entry {
    static constexpr std::string_view name = "ludo_king";
    static constexpr std::string_view about = "Ludo as Ludo King plays it: safe stars, pairs, extra throws (§10)";
    static constexpr std::span<const preset_option> options{ludo_king_option_list};
    static constexpr auto choices = all_choices<ludo_king_option_list.size()>();
    template <unsigned Bits>
    using rules = one_die_rules<ludo_options_of(ludo_king_options, Bits, false)>;
};
struct parchis_entry {
    static constexpr std::string_view name = "parchis";
    static constexpr std::string_view about = "Parchís: one die, barriers, rewards of 20 and 10 (docs/rules.md §10)";
    static constexpr std::span<const preset_option> options{};
    static constexpr auto choices = all_choices<0>();
    template <unsigned>
    using rules = parchis;
};
struct maedn_entry {
    static constexpr std::string_view name = "maedn";
    static constexpr std::string_view about = "Mensch ärgere Dich nicht, Schmidt Spiele rules (docs/rules.md §10)";
    static constexpr std::span<const preset_option> options{maedn_option_list};
    static constexpr auto choices = all_choices<maedn_option_list.size()>();
    template <unsigned Bits>
    using rules = one_die_rules<maedn_options_of(Bits)>;
};
struct maedn_openspiel_entry {
    static constexpr std::string_view name = "maedn_openspiel";
    static constexpr std::string_view about = "Mensch ärgere Dich nicht as OpenSpiel's maedn game (docs/rules.md §10)";
    static constexpr std::span<const preset_option> options{};
    static constexpr auto choices = all_choices<0>();
    template <unsigned>
    using rules = maedn_openspiel;
};

// Calls f(Entry{}) for every preset, in menu order. To offer another preset, add it here.
template <class F>
constexpr void for_each_entry(F&& f) {
    f(shg_entry{});
    f(cardinal_entry{});
    f(american_entry{});
    f(traditional_entry<6>{});
    f(traditional_entry<7>{});
    f(ludo_entry{});
    f(ludo_king_entry{});
    f(parchis_entry{});
    f(maedn_entry{});
    f(maedn_openspiel_entry{});
}

// Whether the entry offers the choice `bits` (one of its choices).
template <class Entry>
[[nodiscard]] constexpr bool offered(unsigned bits) {
    for (const unsigned choice : Entry::choices)
        if (choice == bits) return true;
    return false;
}

// Calls f(std::integral_constant<unsigned, Bits>{}) for every choice of options the entry offers.
template <class Entry, class F, std::size_t... I>
constexpr void for_each_choice(F& f, std::index_sequence<I...>) {
    (f(std::integral_constant<unsigned, Entry::choices[I]>{}), ...);
}
template <class Entry, class F>
constexpr void for_each_choice(F&& f) {
    for_each_choice<Entry>(f, std::make_index_sequence<Entry::choices.size()>{});
}

template <class Entry, class F>
void call_with_choice(unsigned bits, F& f) {
    for_each_choice<Entry>([&](auto choice) {
        if (choice.value == bits) f(preset<typename Entry::template rules<decltype(choice)::value>>{Entry::name, Entry::about});
    });
}

inline bool has_pawn_count_option(std::span<const preset_option> options) {
    for (const auto& o : options)
        if (o.name.starts_with("pawns=")) return true;
    return false;
}

inline std::string joined(std::span<const preset_option> options) {
    std::string text;
    for (const auto& o : options) text += (text.empty() ? "" : ", ") + std::string(o.name);
    return text;
}

}  // namespace registry_detail

// Calls f(preset<R>{...}) for every preset with its default options, in menu order.
template <class F>
constexpr void for_each_preset(F&& f) {
    registry_detail::for_each_entry([&](auto entry) {
        using E = decltype(entry);
        f(preset<typename E::template rules<0>>{E::name, E::about});
    });
}

// The presets' names, in menu order: shg, cardinal, american, traditional, traditional7, ludo, ludo_king,
// parchis, maedn, maedn_openspiel.
[[nodiscard]] inline std::vector<std::string_view> preset_names() {
    std::vector<std::string_view> names;
    registry_detail::for_each_entry([&](auto entry) { names.push_back(entry.name); });
    return names;
}

// The options a preset accepts after the colon, with a line each (empty for cardinal and for a
// name that is no preset).
[[nodiscard]] inline std::span<const preset_option> preset_options(std::string_view name) {
    std::span<const preset_option> found;
    registry_detail::for_each_entry([&](auto entry) {
        if (entry.name == name) found = entry.options;
    });
    return found;
}

// A preset's options as one line for messages: "undo, no-blockades, no-auto-fives".
[[nodiscard]] inline std::string preset_option_names(std::string_view name) {
    return registry_detail::joined(preset_options(name));
}

namespace registry_detail {
// Appended piece by piece: g++ 12 at -O3 wrongly warns (-Wrestrict, a known false alarm) on the string
// that "literal" + std::string(...) builds here, and a user's -Werror would stop on it.
inline std::string unknown_preset(std::string_view name) {
    std::string text = "unknown preset '";
    text += name;
    text += "' (presets:";
    for (const auto n : preset_names()) {
        text += ' ';
        text += n;
    }
    text += ')';
    return text;
}
}  // namespace registry_detail

// Reads "name" or "name:option,option,...". Returns std::nullopt, with the reason in *error, for an
// unknown preset or option, an option given twice, or a combination the registry does not offer.
[[nodiscard]] inline std::optional<preset_choice> parse_preset_spec(std::string_view spec,
                                                                    std::string* error = nullptr) {
    const auto fail = [&](std::string why) -> std::optional<preset_choice> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const auto words = [](auto... pieces) {  // appended piece by piece: see unknown_preset
        std::string text;
        ((text += std::string_view(pieces)), ...);
        return text;
    };
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    const auto names = preset_names();
    std::size_t index = 0;
    while (index < names.size() && names[index] != name) ++index;
    if (index == names.size()) return fail(registry_detail::unknown_preset(name));

    const auto options = preset_options(name);
    preset_choice choice{index, 0};
    if (colon != std::string_view::npos) {
        std::string_view rest = spec.substr(colon + 1);
        while (!rest.empty()) {
            const std::size_t comma = rest.find(',');
            const std::string_view option = rest.substr(0, comma);
            rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
            if (option.empty() || (comma != std::string_view::npos && rest.empty()))
                return fail(words("an empty option in '", spec,
                                  "': separate the options by single commas, with none at the end"));
            if ((option == "pawns=4" || option == "arm=8") && registry_detail::has_pawn_count_option(options))
                continue;  // the default, said aloud
            std::size_t i = 0;
            while (i < options.size() && options[i].name != option) ++i;
            if (i == options.size()) {
                if (options.empty())
                    return fail(words("preset '", name, "' takes no options: write '", name, "' alone, without ':",
                                      option, "'"));
                return fail("unknown option '" + std::string(option) + "' for preset '" + std::string(name) +
                            "' (options: " + registry_detail::joined(options) + ")");
            }
            if (choice.options & (1U << i))
                return fail(words("option '", option, "' is given twice in '", spec, "': give it once"));
            choice.options |= 1U << i;
        }
    }
    bool offered = false;
    registry_detail::for_each_entry([&](auto entry) {
        if (entry.name == name) offered = registry_detail::offered<decltype(entry)>(choice.options);
    });
    if (!offered)
        return fail(words("'", spec, "': this mix of options is not offered by name (",
                          registry_detail::traditional_mixes_offered, "); a program can still name any mix as a type: ",
                          "traditional_rules<shells, traditional_options{...}>"));
    return choice;
}

// The spec of a choice in its one written form: options in the order preset_options lists them,
// "shg:undo,no-blockades"; just the name without options.
[[nodiscard]] inline std::string to_spec(const preset_choice& choice) {
    const auto names = preset_names();
    if (choice.preset >= names.size()) return {};
    std::string text(names[choice.preset]);
    const auto options = preset_options(names[choice.preset]);
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (!(choice.options & (1U << i))) continue;
        text += text.find(':') == std::string::npos ? ':' : ',';  // appended, not added: see unknown_preset
        text += options[i].name;
    }
    return text;
}

// Runs f(preset<R>{...}) for the preset called `name`, with its default options. Returns false,
// with the reason in *error, when there is none.
template <class F>
bool with_preset(std::string_view name, F&& f, std::string* error = nullptr) {
    bool found = false;
    for_each_preset([&](auto p) {
        if (p.name == name) found = true, f(p);
    });
    if (!found && error) *error = registry_detail::unknown_preset(name);
    return found;
}

// The same for a spec with options, e.g. "shg:undo,no-blockades" or "traditional:split,exact-home".
// f is compiled once for each of the 93 rule sets the registry offers.
template <class F>
bool with_preset_and_options(std::string_view spec, F&& f, std::string* error = nullptr) {
    const auto choice = parse_preset_spec(spec, error);
    if (!choice) return false;
    std::size_t index = 0;
    registry_detail::for_each_entry([&](auto entry) {
        if (index++ == choice->preset) registry_detail::call_with_choice<decltype(entry)>(choice->options, f);
    });
    return true;
}

// The spec that names rule set R in the registry ("shg:undo"), or std::nullopt for a rule set it
// does not offer (a custom struct, or an option combination not compiled in).
template <class R>
[[nodiscard]] std::optional<std::string> spec_of() {
    std::optional<std::string> spec;
    std::size_t index = 0;
    registry_detail::for_each_entry([&](auto entry) {
        using E = decltype(entry);
        registry_detail::for_each_choice<E>([&](auto choice) {
            if (std::is_same_v<R, typename E::template rules<decltype(choice)::value>> && !spec)
                spec = to_spec({index, choice.value});
        });
        ++index;
    });
    return spec;
}

}  // namespace pachisi

// === pachisi/rules/one_die_spec.hpp ===
// One-die options from text (docs/rules.md §10): a spec names a one-die preset and, after a colon, options
// separated by commas, each setting one row of §10's table on top of the preset's options:
//
//     "ludo:must-kill,capture-reward=20"   "maedn:three-tries,entry=1+6"   "ludo_king:stacking=single"
//
// The registry's option names (registry.hpp: entry-on-1, stars, must-kill, three-sixes=off, three-tries,
// no-jump-home) mean what they mean there, so every spec the registry accepts gives the options of the type
// it names; here any mix is accepted that the rules allow (one_die_options_problem), as values for
// one_die_rules_dynamic (one_die_dynamic.hpp), with no type compiled per mix.
//
// Options: a yes/no row is written `name` (yes) or `name=yes|no`; the others `name=value`.
//   start-one-out  entry-compulsory  entry-captures  clear-entry-first  six-counts-seven
//   capture-throws-again  home-throws-again  safe-squares  two-per-safe-square  must-open-barrier
//   must-kill  three-tries  jump-in-home-path  seat-zero-starts  zero-sum-returns
//   entry=F+F..       faces 1..6 that let a nest pawn enter, e.g. entry=6 or entry=1+6
//   three-sixes=off|forfeit|nest     the third 6 in a row: played, forfeits the turn, or sends the last
//                                    pawn moved to its nest (Parchís)
//   capture-reward=N  home-reward=N  squares of the reward move, 0..40 (0: none)
//   stacking=single|pair|barrier
// and the registry's names: entry-on-1 (entry=1+6), stars (safe-squares), three-sixes=off,
// no-jump-home (jump-in-home-path=no).
//
// For a front end that offers the options (a settings form, a menu), one_die_option_rows() lists these rows
// with what each takes and a line about it, and option_value(options, row) reads a row's value as a spec
// writes it, so a form can start from a preset's options and write back only the rows that differ.

namespace pachisi {

// What a row of a spec takes after '=' (a yes/no row may also be written alone, meaning yes).
enum class option_kind : std::uint8_t {
    yes_no,  // yes or no
    word,    // one of `words`
    number,  // a whole number low..high
    faces,   // faces of the die low..high joined by '+' (entry=1+6)
};

// One row of the rules a spec sets by name (one_die_option_rows(), two_dice_option_rows(),
// traditional_option_rows()).
struct option_row {
    std::string_view name;                  // as a spec writes it: "must-kill", "stacking"
    option_kind kind = option_kind::yes_no;
    std::string_view words;                 // word: the values, separated by '|' ("single|pair|barrier")
    int low = 0;                            // number, faces: the range
    int high = 0;
    std::string_view about;                 // one line for a form or --help
};

// Whether a family's option rows begin with the yes/no rows its parser knows, in their order: the rows a
// form offers and the rows a spec may name are then one list (each family checks it with a static_assert).
template <class Rows, class YesNoRows>
[[nodiscard]] constexpr bool yes_no_rows_first(const Rows& rows, const YesNoRows& yes_no) noexcept {
    if (rows.size() < yes_no.size()) return false;
    for (std::size_t i = 0; i < yes_no.size(); ++i)
        if (rows[i].name != yes_no[i].name || rows[i].kind != option_kind::yes_no) return false;
    return true;
}

namespace one_die_spec_detail {

// Pieces of a message joined (the spec parsers of every family use these two; rules_spec.hpp too).
template <class... Pieces>
[[nodiscard]] std::string words(const Pieces&... pieces) {
    std::string text;
    ((text += std::string_view(pieces)), ...);
    return text;
}

// `text` as a whole number in [low, high], or nothing.
[[nodiscard]] inline std::optional<int> number_in(std::string_view text, int low, int high) {
    int value = 0;
    const auto [end, fault] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (fault != std::errc{} || end != text.data() + text.size() || value < low || value > high) return std::nullopt;
    return value;
}

struct named_preset {
    std::string_view name;
    one_die_rule_options options;
};
inline constexpr std::array<named_preset, 5> presets{{{"ludo", ludo_options},
                                                     {"ludo_king", ludo_king_options},
                                                     {"parchis", parchis_options},
                                                     {"maedn", maedn_options},
                                                     {"maedn_openspiel", maedn_openspiel_options}}};

// The yes/no rows, by name.
struct yes_no_row {
    std::string_view name;
    bool one_die_rule_options::*member;
};
inline constexpr std::array<yes_no_row, 15> yes_no_rows{{
    {"start-one-out", &one_die_rule_options::start_one_out},
    {"entry-compulsory", &one_die_rule_options::entry_compulsory},
    {"entry-captures", &one_die_rule_options::entry_captures},
    {"clear-entry-first", &one_die_rule_options::clear_entry_first},
    {"six-counts-seven", &one_die_rule_options::six_counts_seven},
    {"capture-throws-again", &one_die_rule_options::capture_throws_again},
    {"home-throws-again", &one_die_rule_options::home_throws_again},
    {"safe-squares", &one_die_rule_options::safe_squares},
    {"two-per-safe-square", &one_die_rule_options::two_per_safe_square},
    {"must-open-barrier", &one_die_rule_options::must_open_barrier},
    {"must-kill", &one_die_rule_options::must_kill},
    {"three-tries", &one_die_rule_options::three_tries},
    {"jump-in-home-path", &one_die_rule_options::jump_in_home_path},
    {"seat-zero-starts", &one_die_rule_options::seat_zero_starts},
    {"zero-sum-returns", &one_die_rule_options::zero_sum_returns},
}};

// Every row, in the order of the comment at the top: the yes/no rows (yes_no_rows' order), then the others.
inline constexpr std::array<option_row, 20> option_rows{{
    {"start-one-out", option_kind::yes_no, "", 0, 0, "every seat starts with one pawn on its entry square"},
    {"entry-compulsory", option_kind::yes_no, "", 0, 0, "a seat that can bring a pawn out must (§10.3)"},
    {"entry-captures", option_kind::yes_no, "", 0, 0, "a pawn coming out captures the enemies on its entry square (§10.3)"},
    {"clear-entry-first", option_kind::yes_no, "", 0, 0, "an own pawn on the entry square moves off it first (§10.4)"},
    {"six-counts-seven", option_kind::yes_no, "", 0, 0, "with no pawn in the nest, a 6 moves 7 (§10.5)"},
    {"capture-throws-again", option_kind::yes_no, "", 0, 0, "a capture earns another throw (§10.8)"},
    {"home-throws-again", option_kind::yes_no, "", 0, 0, "a pawn reaching HOME earns another throw (§10.8)"},
    {"safe-squares", option_kind::yes_no, "", 0, 0, "the board's safe squares are safe: no capture there (Ludo: the starts and the stars)"},
    {"two-per-safe-square", option_kind::yes_no, "", 0, 0, "at most two pawns share a safe square (§10.1)"},
    {"must-open-barrier", option_kind::yes_no, "", 0, 0, "a 6 (or 7) opens an own barrier first (§10.6)"},
    {"must-kill", option_kind::yes_no, "", 0, 0, "no pawn enters its home path before its seat has captured (§10.9)"},
    {"three-tries", option_kind::yes_no, "", 0, 0, "three throws for an entry value while no pawn can move (§10.10)"},
    {"jump-in-home-path", option_kind::yes_no, "", 0, 0, "a move may pass a pawn in the home path (§10.11)"},
    {"seat-zero-starts", option_kind::yes_no, "", 0, 0, "seat 0 throws first, with no opening throw"},
    {"zero-sum-returns", option_kind::yes_no, "", 0, 0, "OpenSpiel's returns: n - 1 to the winner, -1 to each other seat"},
    {"entry", option_kind::faces, "", 1, 6, "the faces that bring a pawn out of the nest (§10.3)"},
    {"three-sixes", option_kind::word, "off|forfeit|nest", 0, 0,
     "the third 6 in a row: played, forfeits the turn, or sends the last pawn moved to its nest (§10.5)"},
    {"capture-reward", option_kind::number, "", 0, 40, "squares of the move a capture earns, 0 for none (§10.7)"},
    {"home-reward", option_kind::number, "", 0, 40,
     "squares of the move a pawn reaching HOME earns, 0 for none; needs a capture reward (§10.7)"},
    {"stacking", option_kind::word, "single|pair|barrier", 0, 0,
     "own pawns on a square: one; any number, two or more blocking; two, a barrier to all (§10.1)"},
}};
static_assert(yes_no_rows_first(option_rows, yes_no_rows), "one_die_spec.hpp: option_rows begins with yes_no_rows, in their order");

// one_die_options_problem on the board the options name.
[[nodiscard]] constexpr const char* problem_on_own_board(const one_die_rule_options& o) noexcept {
    return one_die_options_problem(o, o.board == one_die_board::ludo        ? ludo_board::numbers
                                      : o.board == one_die_board::parcheesi ? parcheesi_board::numbers
                                                                            : maedn_board::numbers);
}

// The row an option name sets: the registry's names are other names of rows.
[[nodiscard]] constexpr std::string_view row_named(std::string_view key) noexcept {
    if (key == "entry-on-1") return "entry";
    if (key == "stars") return "safe-squares";
    if (key == "no-jump-home") return "jump-in-home-path";
    return key;
}

// Sets one option on `o`; returns why it cannot ("" when done). `key` is the part before '=', `value`
// the part after it (`has_value` false when there is no '=').
[[nodiscard]] inline std::string set_option(one_die_rule_options& o, std::string_view preset, std::string_view key,
                                            bool has_value, std::string_view value) {
    // The registry's names.
    if (!has_value && key == "entry-on-1") return o.entry_values = entry_on({1, 6}), "";
    if (!has_value && key == "stars") return o.safe_squares = true, "";
    if (!has_value && key == "no-jump-home") return o.jump_in_home_path = false, "";
    for (const auto& row : yes_no_rows) {
        if (row.name != key) continue;
        if (!has_value || value == "yes") return o.*row.member = true, "";
        if (value == "no") return o.*row.member = false, "";
        return words("option '", key, "' is yes or no: write '", key, "' or '", key, "=no', not '", key, "=", value, "'");
    }
    if (key == "entry" && has_value) {
        unsigned faces = 0;
        for (std::string_view rest = value; !rest.empty();) {
            const std::size_t plus = rest.find('+');
            const auto face = number_in(rest.substr(0, plus), 1, 6);
            if (!face) return words("entry= lists faces 1..6 joined by '+' (entry=6, entry=1+6), not '", value, "'");
            faces |= 1U << static_cast<unsigned>(*face);
            rest = plus == std::string_view::npos ? std::string_view{} : rest.substr(plus + 1);
            if (plus != std::string_view::npos && rest.empty())
                return words("entry= lists faces 1..6 joined by '+' (entry=6, entry=1+6), not '", value, "'");
        }
        if (faces == 0) return "entry= needs at least one face (entry=6)";
        return o.entry_values = faces, "";
    }
    if (key == "three-sixes" && has_value) {
        if (value == "off") return o.third_six = third_six_rule::nothing, "";
        if (value == "forfeit") return o.third_six = third_six_rule::forfeit, "";
        if (value == "nest") return o.third_six = third_six_rule::last_pawn_to_nest, "";
        return words("three-sixes= is off, forfeit or nest, not '", value, "'");
    }
    if ((key == "capture-reward" || key == "home-reward") && has_value) {
        const auto squares = number_in(value, 0, 40);
        if (!squares) return words(key, "= is a number of squares 0..40, not '", value, "'");
        (key == "capture-reward" ? o.capture_reward : o.home_reward) = *squares;
        return "";
    }
    if (key == "stacking" && has_value) {
        if (value == "single") return o.stacking = one_die_stacking::single, "";
        if (value == "pair") return o.stacking = one_die_stacking::pair, "";
        if (value == "barrier") return o.stacking = one_die_stacking::barrier, "";
        return words("stacking= is single, pair or barrier, not '", value, "'");
    }
    const std::string named = preset_option_names(preset);
    return words("unknown option '", key, has_value ? "=" : "", value, "' for preset '", preset, "' (options: ", named,
                 named.empty() ? "" : "; ", "every row by name: entry=, three-sixes=, capture-reward=, home-reward=, stacking=, start-one-out, "
                 "entry-compulsory, entry-captures, clear-entry-first, six-counts-seven, capture-throws-again, "
                 "home-throws-again, safe-squares, two-per-safe-square, must-open-barrier, must-kill, three-tries, "
                 "jump-in-home-path, seat-zero-starts, zero-sum-returns)");
}

}  // namespace one_die_spec_detail

// The rows a one-die spec sets by name (docs/rules.md §10's table), in the order of the comment at the top.
[[nodiscard]] constexpr std::span<const option_row> one_die_option_rows() noexcept {
    return one_die_spec_detail::option_rows;
}

// The value of row `row` (one_die_option_rows) in `o`, as a spec writes it after '=': "yes", "no", "1+6",
// "forfeit", "20", "pair"; "" for a name that is no row.
[[nodiscard]] inline std::string option_value(const one_die_rule_options& o, std::string_view row) {
    for (const auto& r : one_die_spec_detail::yes_no_rows)
        if (r.name == row) return o.*r.member ? "yes" : "no";
    if (row == "entry") {
        std::string faces;
        for (unsigned face = 1; face <= 6; ++face)
            if ((o.entry_values >> face) & 1U) (faces += faces.empty() ? "" : "+") += static_cast<char>('0' + face);
        return faces;
    }
    if (row == "three-sixes")
        return o.third_six == third_six_rule::nothing ? "off" : o.third_six == third_six_rule::forfeit ? "forfeit" : "nest";
    if (row == "capture-reward") return std::to_string(o.capture_reward);
    if (row == "home-reward") return std::to_string(o.home_reward);
    if (row == "stacking")
        return o.stacking == one_die_stacking::single ? "single" : o.stacking == one_die_stacking::pair ? "pair" : "barrier";
    return {};
}

// Whether `name` (the part of a spec before any colon) is a one-die preset.
[[nodiscard]] inline bool is_one_die_preset(std::string_view name) {
    const std::string_view preset = name.substr(0, name.find(':'));
    for (const auto& p : one_die_spec_detail::presets)
        if (p.name == preset) return true;
    return false;
}

// The options a one-die spec names, or std::nullopt with the reason in *error: an unknown preset or
// option, an option given twice, or a mix the rules do not allow (the message a compile-time rule set
// with these options fails with).
[[nodiscard]] inline std::optional<one_die_rule_options> one_die_options_from_spec(std::string_view spec,
                                                                                   std::string* error = nullptr) {
    const auto fail = [&](std::string why) -> std::optional<one_die_rule_options> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    const one_die_spec_detail::named_preset* preset = nullptr;
    for (const auto& p : one_die_spec_detail::presets)
        if (p.name == name) preset = &p;
    if (!preset) return fail("unknown one-die preset '" + std::string(name) + "' (ludo, ludo_king, parchis, maedn, maedn_openspiel)");
    one_die_rule_options o = preset->options;
    std::array<std::string_view, 32> seen{};
    std::size_t seen_count = 0;
    std::string_view rest = colon == std::string_view::npos ? std::string_view{} : spec.substr(colon + 1);
    if (colon != std::string_view::npos && rest.empty())
        return fail("an empty option in '" + std::string(spec) + "': separate the options by single commas, with none at the end");
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        const std::string_view option = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (option.empty() || (comma != std::string_view::npos && rest.empty()))
            return fail("an empty option in '" + std::string(spec) + "': separate the options by single commas, with none at the end");
        const std::size_t equals = option.find('=');
        const std::string_view key = option.substr(0, equals);
        const std::string_view row = one_die_spec_detail::row_named(key);
        for (std::size_t i = 0; i < seen_count; ++i)
            if (seen[i] == row) return fail("option '" + std::string(key) + "' is given twice in '" + std::string(spec) + "': give it once");
        if (seen_count == seen.size()) return fail("too many options in '" + std::string(spec) + "'");
        seen[seen_count++] = row;
        const std::string why = one_die_spec_detail::set_option(
            o, name, key, equals != std::string_view::npos,
            equals == std::string_view::npos ? std::string_view{} : option.substr(equals + 1));
        if (!why.empty()) return fail(why + " in '" + std::string(spec) + "'");
    }
    if (const char* problem = one_die_spec_detail::problem_on_own_board(o))
        return fail("'" + std::string(spec) + "': " + without_lead(problem));
    return o;
}

// Runs f(std::type_identity<R>{}, options) for the one-die spec `spec`, where R is the run-time rule set of
// the spec's board (ludo_dynamic, parchis_dynamic or maedn_dynamic) and options are the spec's: f is
// compiled three times, whatever the mix. Returns false, with the reason in *error, for a spec
// one_die_options_from_spec refuses.
//
//     pachisi::with_one_die_rules("ludo:must-kill", [](auto rules, const auto& options) {
//         using R = typename decltype(rules)::type;
//         auto s = pachisi::new_game<R>(options, {.players = 2});
//         ...
//     });
template <class F>
bool with_one_die_rules(std::string_view spec, F&& f, std::string* error = nullptr) {
    const auto options = one_die_options_from_spec(spec, error);
    if (!options) return false;
    switch (options->board) {
        case one_die_board::ludo: f(std::type_identity<ludo_dynamic>{}, *options); break;
        case one_die_board::parcheesi: f(std::type_identity<parchis_dynamic>{}, *options); break;
        case one_die_board::maedn: f(std::type_identity<maedn_dynamic>{}, *options); break;
    }
    return true;
}

}  // namespace pachisi

// === pachisi/rules/traditional_dynamic.hpp ===
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

// === pachisi/rules/two_dice_options.hpp ===
// The Parcheesi family's table options as a value (docs/rules.md §4, §5): one member per rule dimension of
// the two-dice turn, named as the compile-time rule sets name them (shg, cardinal, american: presets.hpp).
// two_dice_rules_dynamic (two_dice_dynamic.hpp) plays every mix of them chosen at run time; the checks
// below are the compile-time checks' (policies.hpp), with the same messages.

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

// === pachisi/rules/two_dice_dynamic.hpp ===
// Parcheesi-family rules whose table options are values chosen at run time (docs/rules.md §5): one rule
// set, two_dice_rules_dynamic, plays every mix of two_dice_rule_options on the Parcheesi board. A game
// carries its options in its state, so a program compiles one two-dice engine instead of one per mix:
//
//     pachisi::two_dice_rule_options o = pachisi::two_dice_options_of<pachisi::cardinal>();
//     o.safe_squares = true;                                    // e.g. ticked on a settings screen
//     auto s = pachisi::new_game<pachisi::two_dice_rules_dynamic>(o);
//
// The same options as a compile-time rule set give the same legal actions, states (as text), chances
// and scores; the compile-time one is faster and usable in constant expressions.

namespace pachisi {

// The options as the engine reads them (the member `options` of state<R>): the compile-time rule sets' member names, one
// byte each.
struct two_dice_rule_values {
    bool auto_fives = false;
    bool entry_captures_on_safe = false;
    combined_move combine = combined_move::increments;
    bool must_use_larger_die = false;
    bool moves_compulsory = false;
    bool blockades = false;
    bool safe_squares = false;
    bool exact_home = false;
    bool extra_lap = false;
    doublet_bonus bonus = doublet_bonus::none;
    bool bonus_all_or_none = false;
    doublet_again again = doublet_again::never;
    bool third_doublet_penalty = false;
    capture_reward capture = capture_reward::none;
    std::uint8_t capture_reward_squares = 0;
    std::uint8_t home_reward_squares = 0;
    bool rewards_optional = false;
    bool immediate_capture_reward_in_bonus = false;
    first_throw opening = first_throw::highest_die;
    bool undo_in_play = false;
    bool partners_allowed = false;
    bool first_pawn_out_allowed = false;
    bool rank_with_tie_weights = false;
    std::uint8_t unused = 0;  // keeps the state's size even (no padding)

    [[nodiscard]] static constexpr two_dice_rule_values of(const two_dice_rule_options& o) noexcept {
        two_dice_rule_values v;
        v.auto_fives = o.auto_fives;
        v.entry_captures_on_safe = o.entry_captures_on_safe;
        v.combine = o.combine;
        v.must_use_larger_die = o.must_use_larger_die;
        v.moves_compulsory = o.moves_compulsory;
        v.blockades = o.blockades;
        v.safe_squares = o.safe_squares;
        v.exact_home = o.exact_home;
        v.extra_lap = o.extra_lap;
        v.bonus = o.bonus;
        v.bonus_all_or_none = o.bonus_all_or_none;
        v.again = o.again;
        v.third_doublet_penalty = o.third_doublet_penalty;
        v.capture = o.capture;
        v.capture_reward_squares = static_cast<std::uint8_t>(o.capture_reward_squares);
        v.home_reward_squares = static_cast<std::uint8_t>(o.home_reward_squares);
        v.rewards_optional = o.rewards_optional;
        v.immediate_capture_reward_in_bonus = o.immediate_capture_reward_in_bonus;
        v.opening = o.opening;
        v.undo_in_play = o.undo_in_play;
        v.partners_allowed = o.partners_allowed;
        v.first_pawn_out_allowed = o.first_pawn_out_allowed;
        v.rank_with_tie_weights = o.rank_with_tie_weights;
        return v;
    }
    [[nodiscard]] constexpr two_dice_rule_options options() const noexcept {
        two_dice_rule_options o;
        o.auto_fives = auto_fives;
        o.entry_captures_on_safe = entry_captures_on_safe;
        o.combine = combine;
        o.must_use_larger_die = must_use_larger_die;
        o.moves_compulsory = moves_compulsory;
        o.blockades = blockades;
        o.safe_squares = safe_squares;
        o.exact_home = exact_home;
        o.extra_lap = extra_lap;
        o.bonus = bonus;
        o.bonus_all_or_none = bonus_all_or_none;
        o.again = again;
        o.third_doublet_penalty = third_doublet_penalty;
        o.capture = capture;
        o.capture_reward_squares = capture_reward_squares;
        o.home_reward_squares = home_reward_squares;
        o.rewards_optional = rewards_optional;
        o.immediate_capture_reward_in_bonus = immediate_capture_reward_in_bonus;
        o.opening = opening;
        o.undo_in_play = undo_in_play;
        o.partners_allowed = partners_allowed;
        o.first_pawn_out_allowed = first_pawn_out_allowed;
        o.rank_with_tie_weights = rank_with_tie_weights;
        return o;
    }
};

struct two_dice_rules_dynamic {
    static constexpr bool options_at_run_time = true;
    using values = two_dice_rule_values;         // what the state keeps (the member `options` of state<R>)
    using options_type = two_dice_rule_options;  // what a game starts from
    using board = parcheesi_board;
    using thrower = two_dice;
    static constexpr family turn = family::parcheesi;
    static constexpr int pawns = 4;
    static constexpr entry_rule entry = entry_rule::five;
    static constexpr bool laps_possible = true;  // extra_lap may be chosen

    // What a state starts with: the shg preset's options.
    [[nodiscard]] static constexpr values default_values() noexcept { return values::of(two_dice_rule_options{}); }
    // Why `o` cannot be played: the compile-time checks' message; empty when it can.
    [[nodiscard]] static std::string problem(const two_dice_rule_options& o) {
        const char* why = two_dice_options_problem(o);
        return why ? why : "";
    }
    // The values of `o`, or std::invalid_argument (rules/errors.hpp) with problem(o).
    [[nodiscard]] static constexpr values checked(const two_dice_rule_options& o) {
        if (two_dice_options_problem(o) != nullptr) raise_error(error_kind::invalid_argument, problem(o));
        return values::of(o);
    }
};

}  // namespace pachisi

// === pachisi/rules/rules_spec.hpp ===
// Any rule set by its spec, with its options as values (docs/rules.md §4 "Options by name"): the preset's
// name, then ':' and options separated by commas. with_rules_options turns a spec into one of a handful of
// run-time rule sets (one_die_rules_dynamic on each one-die board, two_dice_rules_dynamic,
// traditional_rules_dynamic for each number of cowries) and the options, so a program that
// lets its user pick rules compiles those few engines, not one per mix of options:
//
//     std::string error;
//     bool ok = pachisi::with_rules_options("traditional:split,first-move", [&](auto rules, const auto& options) {
//         using R = typename decltype(rules)::type;
//         auto s = pachisi::new_game<R>(options, {.players = 4});
//         ...
//     }, &error);                 // false, and error says what is wrong with the spec
//
// (text/chosen_rules.hpp's with_rules hands over the same as one object that also makes games.)
//
// Every spec the registry accepts (registry.hpp) means the same options here; any other mix of options is
// accepted too, unless the rules refuse it (the message of the compile-time check it breaks).
//
// Two dice (shg, cardinal, american), on top of the preset's options: the registry's undo, no-blockades,
// no-auto-fives, third-doublet-penalty; a yes/no row written `name` or `name=yes|no`: auto-fives,
// entry-captures-on-safe, must-use-larger-die, moves-compulsory, blockades, safe-squares, exact-home,
// extra-lap, bonus-all-or-none, third-doublet-penalty, rewards-optional, immediate-capture-reward,
// undo-in-play, partners-allowed, first-pawn-out-allowed, tie-weights; and combine=increments|whole,
// bonus=none|tops-and-bottoms|four-of-top, again=never|always|if-all-used,
// capture=none|move|move-or-throw-again|throw-again, capture-reward=N, home-reward=N (0..40),
// opening=highest-die|lowest-die|highest-throw.
// Traditional (traditional, traditional7): the registry's split, home-needs-capture, exact-home,
// no-capture-throw, first-move, cancel-capture in any mix (or as yes/no rows: split-throw, capture-throws-again,
// first-move-on-2-3-4, cancelled-capture), with pawns=4|8|12|16, arm=6..10 and castle=1..arm-1 in any mix.
// Every traditional spec plays on one of two engines per number of cowries: traditional_rules_dynamic<shells, 4>
// for 4 pawns a seat (the presets' state size), traditional_rules_dynamic<shells, 16> for more.
// One die: one_die_spec.hpp.
//
// For a front end that offers the options: two_dice_option_rows() and traditional_option_rows() list the rows
// (name, what each takes, a line about it; option_row in one_die_spec.hpp) and option_value(options, row)
// reads a row's value as a spec writes it; preset_option_rows(preset) says which row and value each of the
// registry's names sets. spec_of(preset, options) writes options back as a spec (to save a
// settings screen's choice, or to show it): spec_of("traditional", {.pawns = 8, .split_throw = true}) is
// "traditional:split,pawns=8".

namespace pachisi {

namespace rules_spec_detail {

using one_die_spec_detail::number_in;
using one_die_spec_detail::words;

// A spec cut into its name and its options, each option into key and value; the callback gets
// (key, has_value, value) and returns why it cannot set it ("" when done). Refuses empty options and a row
// given twice (`row_of` names the row an option sets).
template <class Set, class RowOf>
[[nodiscard]] std::string for_each_option(std::string_view spec, Set&& set, RowOf&& row_of) {
    const std::size_t colon = spec.find(':');
    if (colon == std::string_view::npos) return "";
    std::string_view rest = spec.substr(colon + 1);
    const std::string empty = words("an empty option in '", spec, "': separate the options by single commas, with none at the end");
    if (rest.empty()) return empty;
    std::array<std::string_view, 40> seen{};
    std::size_t seen_count = 0;
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        const std::string_view option = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (option.empty() || (comma != std::string_view::npos && rest.empty())) return empty;
        const std::size_t equals = option.find('=');
        const std::string_view key = option.substr(0, equals);
        const std::string_view row = row_of(key);
        for (std::size_t i = 0; i < seen_count; ++i)
            if (seen[i] == row) return words("option '", key, "' is given twice in '", spec, "': give it once");
        if (seen_count == seen.size()) return words("too many options in '", spec, "'");
        seen[seen_count++] = row;
        const std::string why = set(key, equals != std::string_view::npos,
                                    equals == std::string_view::npos ? std::string_view{} : option.substr(equals + 1));
        if (!why.empty()) return words(why, " in '", spec, "'");
    }
    return "";
}

// A yes/no option: `name` or `name=yes|no` sets `flag`.
[[nodiscard]] inline std::string set_yes_no(bool& flag, std::string_view key, bool has_value, std::string_view value) {
    if (!has_value || value == "yes") return flag = true, "";
    if (value == "no") return flag = false, "";
    return words("option '", key, "' is yes or no: write '", key, "' or '", key, "=no', not '", key, "=", value, "'");
}

template <class E, std::size_t N>
[[nodiscard]] std::string set_choice(E& field, std::string_view key, std::string_view value,
                                     const std::array<std::pair<std::string_view, E>, N>& choices) {
    std::string names;
    for (const auto& [name, e] : choices) {
        if (name == value) return field = e, "";
        names += names.empty() ? "" : ", ";
        names += name;
    }
    return words(key, "= is one of ", names, ", not '", value, "'");
}

// ---- two dice ------------------------------------------------------------------------------------------

struct two_dice_row {
    std::string_view name;
    bool two_dice_rule_options::*member;
};
inline constexpr std::array<two_dice_row, 16> two_dice_rows{{
    {"auto-fives", &two_dice_rule_options::auto_fives},
    {"entry-captures-on-safe", &two_dice_rule_options::entry_captures_on_safe},
    {"must-use-larger-die", &two_dice_rule_options::must_use_larger_die},
    {"moves-compulsory", &two_dice_rule_options::moves_compulsory},
    {"blockades", &two_dice_rule_options::blockades},
    {"safe-squares", &two_dice_rule_options::safe_squares},
    {"exact-home", &two_dice_rule_options::exact_home},
    {"extra-lap", &two_dice_rule_options::extra_lap},
    {"bonus-all-or-none", &two_dice_rule_options::bonus_all_or_none},
    {"third-doublet-penalty", &two_dice_rule_options::third_doublet_penalty},
    {"rewards-optional", &two_dice_rule_options::rewards_optional},
    {"immediate-capture-reward", &two_dice_rule_options::immediate_capture_reward_in_bonus},
    {"undo-in-play", &two_dice_rule_options::undo_in_play},
    {"partners-allowed", &two_dice_rule_options::partners_allowed},
    {"first-pawn-out-allowed", &two_dice_rule_options::first_pawn_out_allowed},
    {"tie-weights", &two_dice_rule_options::rank_with_tie_weights},
}};

// Every two-dice row: the yes/no rows (two_dice_rows' order), then the others.
inline constexpr std::array<option_row, 23> two_dice_option_rows{{
    {"auto-fives", option_kind::yes_no, "", 0, 0, "a five brings a pawn out of the nest when one can (§5.5)"},
    {"entry-captures-on-safe", option_kind::yes_no, "", 0, 0, "an entering pawn captures on its safe entry square (§5.3)"},
    {"must-use-larger-die", option_kind::yes_no, "", 0, 0, "with only one die playable, the larger one is played (§5.5)"},
    {"moves-compulsory", option_kind::yes_no, "", 0, 0, "moves must be made when they can (§5.5)"},
    {"blockades", option_kind::yes_no, "", 0, 0, "two pawns of one colour block a square (§5.6)"},
    {"safe-squares", option_kind::yes_no, "", 0, 0, "the 12 safe squares are safe: no capture there"},
    {"exact-home", option_kind::yes_no, "", 0, 0, "a pawn reaches HOME only by an exact count"},
    {"extra-lap", option_kind::yes_no, "", 0, 0, "a pawn may go round the board again (§5.10)"},
    {"bonus-all-or-none", option_kind::yes_no, "", 0, 0, "the doublet bonus is played whole or not at all"},
    {"third-doublet-penalty", option_kind::yes_no, "", 0, 0, "a third doublet in a row sends the farthest pawn back to its nest (§5.1)"},
    {"rewards-optional", option_kind::yes_no, "", 0, 0, "a reward may be declined (§5.7)"},
    {"immediate-capture-reward", option_kind::yes_no, "", 0, 0, "a capture in a doublet bonus is rewarded at once"},
    {"undo-in-play", option_kind::yes_no, "", 0, 0, "moves of the throw being played may be taken back (§8)"},
    {"partners-allowed", option_kind::yes_no, "", 0, 0, "4 players may play as two teams of partners"},
    {"first-pawn-out-allowed", option_kind::yes_no, "", 0, 0, "the table may start every seat with a pawn out"},
    {"tie-weights", option_kind::yes_no, "", 0, 0, "scores rank ties with the Neptune report's weights (§7)"},
    {"combine", option_kind::word, "increments|whole", 0, 0, "how one pawn uses both dice: one die after the other, or the sum at once"},
    {"bonus", option_kind::word, "none|tops-and-bottoms|four-of-top", 0, 0, "what a doublet gives with no pawn in the nest (§5.2)"},
    {"again", option_kind::word, "never|always|if-all-used", 0, 0, "when a doublet throws again (§5.8)"},
    {"capture", option_kind::word, "none|move|move-or-throw-again|throw-again", 0, 0, "what a capture earns (§5.7)"},
    {"capture-reward", option_kind::number, "", 0, 40, "squares of the move a capture earns (§5.7)"},
    {"home-reward", option_kind::number, "", 0, 40, "squares of the move a pawn reaching HOME earns (§5.7)"},
    {"opening", option_kind::word, "highest-die|lowest-die|highest-throw", 0, 0, "who starts: the opening throw's winner (§8)"},
}};
static_assert(yes_no_rows_first(two_dice_option_rows, two_dice_rows),
              "rules_spec.hpp: two_dice_option_rows begins with two_dice_rows, in their order");

[[nodiscard]] constexpr std::string_view two_dice_row_of(std::string_view key) noexcept {
    if (key == "undo") return "undo-in-play";
    if (key == "no-blockades") return "blockades";
    if (key == "no-auto-fives") return "auto-fives";
    return key;
}

[[nodiscard]] inline std::string set_two_dice_option(two_dice_rule_options& o, std::string_view preset,
                                                     std::string_view key, bool has_value, std::string_view value) {
    if (!has_value && key == "undo") return o.undo_in_play = true, "";
    if (!has_value && key == "no-blockades") return o.blockades = false, "";
    if (!has_value && key == "no-auto-fives") return o.auto_fives = false, "";
    for (const auto& row : two_dice_rows)
        if (row.name == key) return set_yes_no(o.*row.member, key, has_value, value);
    if (has_value) {
        if (key == "combine")
            return set_choice(o.combine, key, value,
                              std::array<std::pair<std::string_view, combined_move>, 2>{
                                  {{"increments", combined_move::increments}, {"whole", combined_move::whole}}});
        if (key == "bonus")
            return set_choice(o.bonus, key, value,
                              std::array<std::pair<std::string_view, doublet_bonus>, 3>{
                                  {{"none", doublet_bonus::none},
                                   {"tops-and-bottoms", doublet_bonus::tops_and_bottoms},
                                   {"four-of-top", doublet_bonus::four_of_top}}});
        if (key == "again")
            return set_choice(o.again, key, value,
                              std::array<std::pair<std::string_view, doublet_again>, 3>{
                                  {{"never", doublet_again::never},
                                   {"always", doublet_again::always},
                                   {"if-all-used", doublet_again::if_all_used}}});
        if (key == "capture")
            return set_choice(o.capture, key, value,
                              std::array<std::pair<std::string_view, capture_reward>, 4>{
                                  {{"none", capture_reward::none},
                                   {"move", capture_reward::move},
                                   {"move-or-throw-again", capture_reward::move_or_throw_again},
                                   {"throw-again", capture_reward::throw_again}}});
        if (key == "opening")
            return set_choice(o.opening, key, value,
                              std::array<std::pair<std::string_view, first_throw>, 3>{
                                  {{"highest-die", first_throw::highest_die},
                                   {"lowest-die", first_throw::lowest_die},
                                   {"highest-throw", first_throw::highest_throw}}});
        if (key == "capture-reward" || key == "home-reward") {
            const auto squares = number_in(value, 0, 40);
            if (!squares) return words(key, "= is a number of squares 0..40, not '", value, "'");
            (key == "capture-reward" ? o.capture_reward_squares : o.home_reward_squares) = *squares;
            return "";
        }
    }
    const std::string named = preset_option_names(preset);
    return words("unknown option '", key, has_value ? "=" : "", value, "' for preset '", preset, "' (options: ", named,
                 named.empty() ? "" : "; ", "every row by name: combine=, bonus=, again=, "
                 "capture=, capture-reward=, home-reward=, opening=; yes/no: auto-fives, entry-captures-on-safe, "
                 "must-use-larger-die, moves-compulsory, blockades, safe-squares, exact-home, extra-lap, "
                 "bonus-all-or-none, rewards-optional, immediate-capture-reward, undo-in-play, partners-allowed, "
                 "first-pawn-out-allowed, tie-weights)");
}

// ---- traditional -----------------------------------------------------------------------------------------

struct traditional_row {
    std::string_view name;
    bool traditional_options::*member;
};
inline constexpr std::array<traditional_row, 6> traditional_rows{{
    {"split-throw", &traditional_options::split_throw},
    {"home-needs-capture", &traditional_options::home_needs_capture},
    {"exact-home", &traditional_options::exact_home},
    {"capture-throws-again", &traditional_options::capture_throws_again},
    {"first-move-on-2-3-4", &traditional_options::first_move_on_2_3_4},
    {"cancelled-capture", &traditional_options::cancelled_capture},
}};

// Every traditional row: the yes/no rows (traditional_rows' order), then the pawn count and the board.
inline constexpr std::array<option_row, 9> traditional_option_rows{{
    {"split-throw", option_kind::yes_no, "", 0, 0, "a throw may be split between several pawns or groups (seed 004 option 2)"},
    {"home-needs-capture", option_kind::yes_no, "", 0, 0, "no pawn turns homeward before its seat has captured (option 3)"},
    {"exact-home", option_kind::yes_no, "", 0, 0, "a pawn goes home only by an exact count (option 4)"},
    {"capture-throws-again", option_kind::yes_no, "", 0, 0, "a capture earns another throw (option 6)"},
    {"first-move-on-2-3-4", option_kind::yes_no, "", 0, 0, "a player's first move needs a throw of 2, 3 or 4 (option 1)"},
    {"cancelled-capture", option_kind::yes_no, "", 0, 0, "a capture is undone if the capturer is captured at once (option 5)"},
    {"pawns", option_kind::word, "4|8|12|16", 0, 0, "pawns per colour (option 7)"},
    {"arm", option_kind::number, "", min_cross_arm, max_cross_arm,
     "squares per column of each arm of the cross, 12 x arm in all (option 8)"},
    {"castle", option_kind::number, "", 1, max_cross_arm - 1,
     "castles this many squares from each tip, along the outer columns; below the arm (option 8)"},
}};
static_assert(yes_no_rows_first(traditional_option_rows, traditional_rows),
              "rules_spec.hpp: traditional_option_rows begins with traditional_rows, in their order");

[[nodiscard]] constexpr std::string_view traditional_row_of(std::string_view key) noexcept {
    if (key == "split") return "split-throw";
    if (key == "no-capture-throw") return "capture-throws-again";
    if (key == "first-move") return "first-move-on-2-3-4";
    if (key == "cancel-capture") return "cancelled-capture";
    return key;
}

[[nodiscard]] inline std::string set_traditional_option(traditional_options& o, std::string_view preset,
                                                        std::string_view key, bool has_value, std::string_view value) {
    if (!has_value) {
        if (key == "split") return o.split_throw = true, "";
        if (key == "no-capture-throw") return o.capture_throws_again = false, "";
        if (key == "first-move") return o.first_move_on_2_3_4 = true, "";
        if (key == "cancel-capture") return o.cancelled_capture = true, "";
    }
    for (const auto& row : traditional_rows)
        if (row.name == key) return set_yes_no(o.*row.member, key, has_value, value);
    if (has_value && key == "pawns") {
        const auto pawns = number_in(value, 4, 16);
        if (!pawns || *pawns % 4 != 0) return words("pawns= is 4, 8, 12 or 16, not '", value, "'");
        return o.pawns = *pawns, "";
    }
    if (has_value && key == "arm") {
        const auto arm = number_in(value, min_cross_arm, max_cross_arm);
        if (!arm) return words("arm= is 6 to 10 squares per column, not '", value, "'");
        return o.arm = *arm, "";
    }
    if (has_value && (key == "castle" || key == "castle-offset")) {
        const auto offset = number_in(value, 1, max_cross_arm - 1);
        if (!offset) return words("castle= is 1 to 9 squares from the tips (below the arm), not '", value, "'");
        return o.castle_offset = *offset, "";
    }
    return words("unknown option '", key, has_value ? "=" : "", value, "' for preset '", preset, "' (options: ",
                 "split, home-needs-capture, exact-home, no-capture-throw, pawns=, first-move, cancel-capture, arm=, castle=; ",
                 "every row by name: split-throw, capture-throws-again, first-move-on-2-3-4, cancelled-capture)");
}

// The traditional engines with_rules compiles for a number of cowries: room for 4 pawns a seat (the
// presets' state), or for 16 (8, 12 or 16 pawns); every cross either way.
template <unsigned Shells, class F>
void with_traditional_engine(const traditional_options& o, F&& f) {
    if (o.pawns == 4) f(std::type_identity<traditional_engine_for<Shells, 4>>{});
    else f(std::type_identity<traditional_engine_for<Shells, 16>>{});
}

}  // namespace rules_spec_detail

// The rows a two-dice spec (shg, cardinal, american) sets by name, in the order of the comment at the top.
[[nodiscard]] constexpr std::span<const option_row> two_dice_option_rows() noexcept {
    return rules_spec_detail::two_dice_option_rows;
}
// The rows a traditional spec sets by name: the yes/no rows, then pawns and arm.
[[nodiscard]] constexpr std::span<const option_row> traditional_option_rows() noexcept {
    return rules_spec_detail::traditional_option_rows;
}

// The value of row `row` (two_dice_option_rows) in `o`, as a spec writes it after '=': "yes", "no", "whole",
// "20"; "" for a name that is no row.
[[nodiscard]] inline std::string option_value(const two_dice_rule_options& o, std::string_view row) {
    for (const auto& r : rules_spec_detail::two_dice_rows)
        if (r.name == row) return o.*r.member ? "yes" : "no";
    // A word row's value: its words are in the order of the enum's values (policies.hpp), as the parser pairs them.
    const auto word = [&](auto value) {
        std::string_view words = rules_spec_detail::two_dice_option_rows[0].words;
        for (const auto& r : rules_spec_detail::two_dice_option_rows)
            if (r.name == row) words = r.words;
        for (auto i = static_cast<unsigned>(value); i > 0; --i) words.remove_prefix(words.find('|') + 1);
        return std::string(words.substr(0, words.find('|')));
    };
    if (row == "combine") return word(o.combine);
    if (row == "bonus") return word(o.bonus);
    if (row == "again") return word(o.again);
    if (row == "capture") return word(o.capture);
    if (row == "opening") return word(o.opening);
    if (row == "capture-reward") return std::to_string(o.capture_reward_squares);
    if (row == "home-reward") return std::to_string(o.home_reward_squares);
    return {};
}

// The value of row `row` (traditional_option_rows) in `o`, as a spec writes it after '='; "" for a name that
// is no row.
[[nodiscard]] inline std::string option_value(const traditional_options& o, std::string_view row) {
    for (const auto& r : rules_spec_detail::traditional_rows)
        if (r.name == row) return o.*r.member ? "yes" : "no";
    if (row == "pawns") return std::to_string(o.pawns);
    if (row == "arm") return std::to_string(o.arm);
    if (row == "castle") return std::to_string(o.castle_offset);
    return {};
}

// The options of a two-dice spec ("shg:undo", "cardinal:safe-squares"), or std::nullopt with the reason.
[[nodiscard]] inline std::optional<two_dice_rule_options> two_dice_options_from_spec(std::string_view spec,
                                                                                     std::string* error = nullptr) {
    const std::string_view name = spec.substr(0, spec.find(':'));
    two_dice_rule_options o;
    if (name == "shg") o = two_dice_options_of<shg>();
    else if (name == "cardinal") o = two_dice_options_of<cardinal>();
    else if (name == "american") o = two_dice_options_of<american>();
    else {
        if (error) *error = "unknown two-dice preset '" + std::string(name) + "' (shg, cardinal, american)";
        return std::nullopt;
    }
    std::string why = rules_spec_detail::for_each_option(
        spec, [&](std::string_view k, bool has, std::string_view v) { return rules_spec_detail::set_two_dice_option(o, name, k, has, v); },
        rules_spec_detail::two_dice_row_of);
    if (why.empty())
        if (const char* problem = two_dice_options_problem(o)) why = "'" + std::string(spec) + "': " + without_lead(problem);
    if (!why.empty()) {
        if (error) *error = why;
        return std::nullopt;
    }
    return o;
}

// The options of a traditional spec ("traditional:split,pawns=8"), or std::nullopt with the reason. The
// number of cowries is the preset's: 6 for traditional, 7 for traditional7 (*shells).
[[nodiscard]] inline std::optional<traditional_options> traditional_options_from_spec(std::string_view spec,
                                                                                      std::string* error = nullptr,
                                                                                      unsigned* shells = nullptr) {
    const std::string_view name = spec.substr(0, spec.find(':'));
    if (name != "traditional" && name != "traditional7") {
        if (error) *error = "unknown traditional preset '" + std::string(name) + "' (traditional, traditional7)";
        return std::nullopt;
    }
    if (shells) *shells = name == "traditional" ? 6 : 7;
    traditional_options o;
    std::string why = rules_spec_detail::for_each_option(
        spec, [&](std::string_view k, bool has, std::string_view v) { return rules_spec_detail::set_traditional_option(o, name, k, has, v); },
        rules_spec_detail::traditional_row_of);
    if (why.empty())
        if (const char* problem = traditional_options_problem(o)) why = "'" + std::string(spec) + "': " + without_lead(problem);
    if (!why.empty()) {
        if (error) *error = why;
        return std::nullopt;
    }
    return o;
}

// One of the registry's options of a preset that sets one option row to one value ("stars" on ludo is
// safe-squares=yes): what a settings screen can show beside that row.
struct preset_option_row {
    std::string_view name, about;  // as preset_options gives them
    std::string_view row;          // the row's name (one_die_option_rows, two_dice_option_rows, traditional_option_rows)
    std::string value;             // the row's value with this option, as a spec writes it
};

namespace rules_spec_detail {

// Each family's spec reader (*_options_from_spec), as one object to hand on.
inline constexpr auto read_one_die = [](std::string_view spec, std::string* error) {
    return one_die_options_from_spec(spec, error);
};
inline constexpr auto read_two_dice = [](std::string_view spec, std::string* error) {
    return two_dice_options_from_spec(spec, error);
};
inline constexpr auto read_traditional = [](std::string_view spec, std::string* error) {
    return traditional_options_from_spec(spec, error);
};

// preset_option_rows for a preset whose own options are `plain`, of the family whose rows are `rows` and whose
// spec reader is `read`: each registry option read as "preset:option" and kept if it changes one row.
template <class Options, class Read>
[[nodiscard]] std::vector<preset_option_row> preset_option_rows(std::string_view preset, const Options& plain,
                                                                std::span<const option_row> rows, Read read) {
    std::vector<preset_option_row> named;
    for (const preset_option& option : preset_options(preset)) {
        const std::optional<Options> with = read(words(preset, ":", option.name), nullptr);
        if (!with) continue;
        const option_row* changed = nullptr;
        int changes = 0;
        for (const option_row& row : rows)
            if (option_value(*with, row.name) != option_value(plain, row.name)) ++changes, changed = &row;
        if (changes == 1) named.push_back({option.name, option.about, changed->name, option_value(*with, changed->name)});
    }
    return named;
}

// spec_of for one family, whose rows are `rows`, whose spec reader is `read` and whose check of a mix
// (*_options_problem) is `problem`.
template <class Options, class Read, class Problem>
[[nodiscard]] std::optional<std::string> spec_of(std::string_view preset, const Options& options,
                                                 std::span<const option_row> rows, Read read, Problem problem,
                                                 std::string* error) {
    const auto fail = [&](std::string why) -> std::optional<std::string> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    std::string why;
    if (preset.find(':') != std::string_view::npos) return fail(words("'", preset, "' is a spec, not a preset's name"));
    const std::optional<Options> plain = read(preset, &why);
    if (!plain) return fail(why);
    if (const char* refused = problem(options)) return fail(words("'", preset, "' with these options: ", without_lead(refused)));
    const std::vector<preset_option_row> named = preset_option_rows(preset, *plain, rows, read);
    std::string spec(preset);
    for (const option_row& row : rows) {
        const std::string value = option_value(options, row.name);
        if (value == option_value(*plain, row.name)) continue;
        // The registry's name for this change where it has one, else the row.
        std::string option;
        for (const preset_option_row& n : named)
            if (n.row == row.name && n.value == value) {
                option = n.name;
                break;
            }
        if (option.empty()) {
            option = row.name;
            if (row.kind != option_kind::yes_no) option += words("=", value);
            else if (value == "no") option += "=no";
        }
        spec += words(spec.size() == preset.size() ? ":" : ",", option);
    }
    // A mix the registry offers is written as the registry writes it (its options in its order).
    if (const auto choice = parse_preset_spec(spec)) spec = to_spec(*choice);
    // Reading it back gives the options, or says why not (a number out of its row's range).
    const std::optional<Options> back = read(spec, &why);
    if (!back) return fail(why);
    if (!(*back == options))
        return fail(words("no spec of '", preset, "' names these options: they differ from the preset's where no ",
                          "option row reaches (a one-die preset's board is its own)"));
    return spec;
}

}  // namespace rules_spec_detail

// The registry's options of preset `preset` that each set one option row to one value, in the order of
// preset_options (on ludo: entry-on-1 is entry=1+6, stars is safe-squares=yes, ...); an option that changes
// more rows is left out. Empty for a name that is no preset.
[[nodiscard]] inline std::vector<preset_option_row> preset_option_rows(std::string_view preset) {
    namespace detail = rules_spec_detail;
    if (const auto o = one_die_options_from_spec(preset))
        return detail::preset_option_rows(preset, *o, one_die_option_rows(), detail::read_one_die);
    if (const auto o = two_dice_options_from_spec(preset))
        return detail::preset_option_rows(preset, *o, two_dice_option_rows(), detail::read_two_dice);
    if (const auto o = traditional_options_from_spec(preset))
        return detail::preset_option_rows(preset, *o, traditional_option_rows(), detail::read_traditional);
    return {};
}

// The spec of `options` on preset `preset` (the inverse of *_options_from_spec): the preset's name, then each
// row whose value differs from the preset's, in the order of the rows, by the registry's name for that change
// where it has one (preset_option_rows: "split", "stars", "no-blockades"), else as `row`, `row=no` or
// `row=value`; a mix the registry offers is written as the registry writes it (to_spec). Reading the spec back
// gives `options`. std::nullopt, with the reason in *error, for a preset of another family (or not a preset),
// options the rules refuse (the message of the compile-time check they break), or options no spec of the
// preset names (one-die options of another board).
[[nodiscard]] inline std::optional<std::string> spec_of(std::string_view preset, const one_die_rule_options& options,
                                                        std::string* error = nullptr) {
    return rules_spec_detail::spec_of(preset, options, one_die_option_rows(), rules_spec_detail::read_one_die,
                                      one_die_spec_detail::problem_on_own_board, error);
}
[[nodiscard]] inline std::optional<std::string> spec_of(std::string_view preset, const two_dice_rule_options& options,
                                                        std::string* error = nullptr) {
    return rules_spec_detail::spec_of(preset, options, two_dice_option_rows(), rules_spec_detail::read_two_dice,
                                      two_dice_options_problem, error);
}
[[nodiscard]] inline std::optional<std::string> spec_of(std::string_view preset, const traditional_options& options,
                                                        std::string* error = nullptr) {
    return rules_spec_detail::spec_of(preset, options, traditional_option_rows(), rules_spec_detail::read_traditional,
                                      traditional_options_problem, error);
}

// Runs f(std::type_identity<R>{}, options) for the rule set and options the spec names, R one of the
// run-time rule sets (one_die_rules_dynamic on the spec's board, two_dice_rules_dynamic,
// traditional_rules_dynamic on the spec's board and pawn count). Returns false, with the reason in *error,
// for a spec it refuses. text/chosen_rules.hpp's with_rules wraps it for games.
template <class F>
bool with_rules_options(std::string_view spec, F&& f, std::string* error = nullptr) {
    const std::string_view name = spec.substr(0, spec.find(':'));
    if (is_one_die_preset(name)) {
        return with_one_die_rules(spec, f, error);
    }
    if (name == "shg" || name == "cardinal" || name == "american") {
        const auto o = two_dice_options_from_spec(spec, error);
        if (!o) return false;
        f(std::type_identity<two_dice_rules_dynamic>{}, *o);
        return true;
    }
    if (name == "traditional" || name == "traditional7") {
        unsigned shells = 6;
        const auto o = traditional_options_from_spec(spec, error, &shells);
        if (!o) return false;
        const auto call = [&](auto rules) { f(rules, *o); };
        if (shells == 6) rules_spec_detail::with_traditional_engine<6>(*o, call);
        else rules_spec_detail::with_traditional_engine<7>(*o, call);
        return true;
    }
    if (error) *error = registry_detail::unknown_preset(name);
    return false;
}

}  // namespace pachisi

// === pachisi/rules/setup.hpp ===
// Table choices made when a game starts (docs/rules.md §2.4, §5.11): how many play, partners, first pawn
// out, who starts. They are checked against the rule set; a choice it does not allow is an error.

namespace pachisi {

struct setup {
    int players = 4;              // 2 (seats 0 and 2), 3 (seats 0, 1, 2) or 4
    bool partners = false;        // seats {0,2} and {1,3} play as teams (4 players only)
    bool first_pawn_out = false;  // every seat starts with one pawn on its entry square
    int first_seat = -1;          // who throws first; -1: the preset's opening throw decides
    bool play_for_places = false; // docs/rules.md §5.9: go on after the first winner until one side is left
    // 2 players sit opposite, at seats 0 and 2 (true), or side by side at seats 0 and 1 (false: OpenSpiel's
    // maedn twoPlayersOpposite=false). Not for the traditional game, whose 2 players hold all four seats.
    // 3 and 4 players ignore it.
    bool two_players_opposite = true;
};

// Seats in play as a bit mask (docs/rules.md §2.4).
[[nodiscard]] constexpr std::uint8_t seats_for_players(int players, bool two_players_opposite = true) {
    switch (players) {
        case 2: return two_players_opposite ? 0b0101 : 0b0011;
        case 3: return 0b0111;
        case 4: return 0b1111;
        default:
            raise_error(error_kind::invalid_argument,
                        "pachisi::setup: players must be 2, 3 or 4, not " + std::to_string(players));
    }
}

}  // namespace pachisi

// === pachisi/engine/action.hpp ===
// One atomic decision of a seat (docs/rules.md §5.3), and the fixed-capacity list legal actions come in.

namespace pachisi {

enum class action_kind : std::uint8_t {
    pass,            // the one action of an empty play
    enter,           // a die part of 5 (traditional: a grace) brings a nest pawn to p = 1; with steps, a first move
    enter_sum,       // both parts of a two-part throw adding up to 5 bring a nest pawn to p = 1
    move,            // a pawn advances by one part
    whole_move,      // (whole-move rules) a pawn advances by both parts of a two-part throw at once
    capture_reward,  // a pawn advances by a pending capture reward
    home_reward,     // a pawn advances by a pending home reward
    throw_again,     // (move-or-throw rules) a pending capture reward is spent on one more throw
    decline,         // give up the pending rewards (or the capture reward due at once)
    roll,            // (traditional, stage::ready) throw the cowries
    refuse,          // (traditional, stage::ready) decline to throw: the turn passes (docs/rules.md §6.1)
};

// A pawn is named by its progress and, where pawns of one square must be told apart (docs/rules.md §5.6),
// by its tag: 1 or 2 for the two pawns of a blockade that stood at the throw's start, 0 otherwise.
// A traditional move may carry a group: `group` pawns of the same progress move together (§6.4).
//
// Which fields identify an action: all six. apply and checked_apply accept only an action equal,
// field by field, to one of legal_actions(s); every field must then hold what the generator writes:
//   pass, decline, again (throw_again), throw (roll), refuse:  kind only; the rest as default-built
//   enter, enter sum:  kind, from = 0, tag = 0, steps = 0, to = 1, group = 1
//   enter as a first move (traditional, seed 004 option 1):  kind, from = 0, tag = 0, steps = to = the value
//   move, whole, capture, home:  kind, from, tag, steps, to, group; `to` is where the pawn stops:
//       from + steps as a rule, but not for another lap taken at a turn-off or an overshoot into HOME
// So build actions by looking them up instead: find_action(s, from, steps) (engine/find_action.hpp)
// for a click on a pawn, parse_action for notation, or pick one from legal_actions(s).
struct action {
    // Laid out in 8 bytes (the four bytes, then the two progress values) so that an action fits one
    // register: a 10-byte action, built field by field on the stack and read back whole into a list,
    // stalled store-to-load forwarding at every push_back. The constructor takes the fields in their
    // documented order (kind, from, tag, steps, to, group), the order actions compare in; the layout
    // is not that order.
    action_kind kind = action_kind::pass;
    std::uint8_t tag = 0;
    std::uint8_t steps = 0;  // squares moved: the part, the sum, the reward, or the cowries' value
    std::uint8_t group = 1;  // pawns moving together
    progress_t from = 0;     // progress of the pawn that moves
    progress_t to = 0;       // progress where it stops (a move past a turn-off may have two)

    constexpr action() noexcept = default;
    constexpr action(action_kind kind_, progress_t from_ = 0, std::uint8_t tag_ = 0, std::uint8_t steps_ = 0,
                     progress_t to_ = 0, std::uint8_t group_ = 1) noexcept
        : kind(kind_), tag(tag_), steps(steps_), group(group_), from(from_), to(to_) {}

    friend constexpr bool operator==(const action&, const action&) = default;
    friend constexpr std::strong_ordering operator<=>(const action& a, const action& b) noexcept;
};
static_assert(sizeof(action) == 8);

// The most legal actions one decision can have under rules R: the Parcheesi family has at most
// 2 parts x 4 pawns x 2 routes plus entries and whole moves; a traditional group can take any size,
// and with a split throw any number of squares up to the throw's value (35 at most).
template <class R>
[[nodiscard]] constexpr std::size_t max_actions_for() {
    if constexpr (R::turn == family::parcheesi) return 32;
    else if constexpr (R::turn == family::one_die) return 8;  // enter, a move per pawn, or pass
    else if constexpr (has_options_at_run_time<R>) return 2 * static_cast<std::size_t>(R::pawns) * 35 + 8;  // split or not
    else return 2 * static_cast<std::size_t>(R::pawns) * (R::split_throw ? 35 : 1) + 8;
}
template <class R>
inline constexpr std::size_t max_actions = max_actions_for<R>();

// Legal actions come sorted by (kind, from, tag, steps, to, group): a documented, deterministic order.
template <class R>
using action_list = fixed_list<action, max_actions<R>>;

// The six fields packed most significant first: comparing keys compares actions as operator<=> does.
[[nodiscard]] constexpr std::uint64_t order_key(const action& a) noexcept {
    return (std::uint64_t{static_cast<std::uint8_t>(a.kind)} << 56) | (std::uint64_t{a.from} << 40) |
           (std::uint64_t{a.tag} << 32) | (std::uint64_t{a.steps} << 24) | (std::uint64_t{a.to} << 8) | a.group;
}

constexpr std::strong_ordering operator<=>(const action& a, const action& b) noexcept {
    return order_key(a) <=> order_key(b);
}

// Sorts a list of actions into that order. Generated lists are short and nearly in order already, where
// an insertion sort on packed keys does a few comparisons per action.
template <std::size_t N>
constexpr void sort_actions(fixed_list<action, N>& list) noexcept {
    for (std::size_t i = 1; i < list.size(); ++i) {
        const action moving = list[i];
        const std::uint64_t key = order_key(moving);
        std::size_t j = i;
        for (; j > 0 && order_key(list[j - 1]) > key; --j) list[j] = list[j - 1];
        list[j] = moving;
    }
}

}  // namespace pachisi

// === pachisi/engine/state.hpp ===
// The whole position and the turn bookkeeping, small and trivially copyable. Members are laid out so
// that the state has no padding and equal states have equal bytes (hashing, deduplication): 64 bytes
// with 4 pawns per seat.
//
// Most members are bytes (std::uint8_t): a stream prints a byte as a character, so print a field as a
// number, std::cout << int{s.mover}, or print the whole state, std::cout << s (text/notation.hpp).

namespace pachisi {

enum class stage : std::uint8_t {
    opening,  // chance node: the opening throw decides who starts
    ready,    // (traditional) decision: throw, or refuse to throw (docs/rules.md §6.1)
    throw_,   // chance node: the seat to move throws
    play,     // the seat to move decides how to use its throw
    over,     // a seat or team has won
};

// ---- What options 1 and 5 of seed 004 remember between turns (docs/rules.md §6.10) ------------------
//
// Only rule sets with those options carry it (as a base of state, so that the others keep their 64 bytes).

// Whether the state of R has room for them (a rule set with options at run time always has).
template <class R>
[[nodiscard]] constexpr bool remembers_first_moves() noexcept {
    if constexpr (R::turn != family::traditional) return false;
    else if constexpr (has_options_at_run_time<R>) return true;
    else return R::first_move_on_2_3_4;
}
template <class R>
[[nodiscard]] constexpr bool remembers_captures() noexcept {
    if constexpr (R::turn != family::traditional) return false;
    else if constexpr (has_options_at_run_time<R>) return true;
    else return R::cancelled_capture;
}

struct no_memory {};

// Option 1: the seats whose player has made its first move (with 2 players, both seats of a player).
struct first_move_memory {
    std::uint16_t first_moved = 0;  // bit per seat (16 bits: the state's members are 2-byte aligned)
};

// Option 5, cancelled capture: the pawns a capture sent to the Charkoni, by the progress they stood at,
// per seat, highest first, 0 past the last. An entry with taken_this_turn set was taken by the mover in
// the turn under way; one without it was taken in the turn before and comes back if the mover, in this
// turn, captures the pawns standing where it was taken (engine/traditional_turn.hpp).
template <int Pawns>
struct capture_memory : first_move_memory {
    static constexpr progress_t taken_this_turn = 0x8000;  // above every progress (board.hpp)
    std::array<std::array<progress_t, static_cast<std::size_t>(Pawns)>, 4> victims{};
};

// ---- What the one-die turn remembers within a turn (docs/rules.md §10) ---------------------------------------
//
// Only rule sets whose rules read it carry it: Parchís (its third 6 and its entry captures) and the
// three tries of Mensch ärgere Dich nicht; Ludo and the other MAEDN rules keep 64 bytes.
template <class R>
[[nodiscard]] constexpr bool remembers_one_die_turn() noexcept {
    if constexpr (has_options_at_run_time<R>) return R::turn == family::one_die;  // whatever the options say
    else if constexpr (R::turn == family::one_die)
        return R::third_six == third_six_rule::last_pawn_to_nest || R::stacking == one_die_stacking::barrier ||
               R::three_tries;
    else return false;
}

struct one_die_memory {
    // Step 5, last pawn to nest: where the pawn that made the mover's last move in this turn stands
    // (0: no pawn has moved in this turn).
    progress_t last_moved = 0;
    // Step 3, Parchís: per entry square (2 bits for the seat whose entry square it is), the seat whose
    // pawn arrived there last; kept only while two pawns of two colours stand there, 0 otherwise.
    std::uint8_t last_arrival = 0;
    // Step 10, three tries: the throws of the current run that brought no entry value.
    std::uint8_t tries = 0;
};

// A rule set with options at run time (rules/one_die_dynamic.hpp) keeps them in the state, with every
// memory some mix of them may need.
template <class R>
struct options_memory {
    typename R::values options = R::default_values();
};
template <class R>
struct one_die_dynamic_memory : one_die_memory, options_memory<R> {};
// Bytes that bring a state's size to a multiple of 8, so that states are hashed and compared a word at a time
// (state below checks it for the rule sets that carry them).
// (An empty base would not do: a class with one has no unique object representation.)
template <std::size_t Bytes>
struct state_padding {
    std::array<std::uint8_t, Bytes> unused{};
};
template <class R>
struct traditional_dynamic_memory_unpadded : capture_memory<R::pawns>, options_memory<R> {};
template <class R>
struct traditional_dynamic_memory_padded : traditional_dynamic_memory_unpadded<R>, state_padding<4> {};
template <class R>
using traditional_dynamic_memory = std::conditional_t<R::pawns % 8 == 0, traditional_dynamic_memory_padded<R>,
                                                      traditional_dynamic_memory_unpadded<R>>;

// The board R's states are sized for: R::board, or the largest board R may be played on.
template <class R>
struct largest_board_by_type {
    using type = typename R::board;
};
template <class R>
    requires has_board_at_run_time<R>
struct largest_board_by_type<R> {
    using type = typename R::largest_board;
};
template <class R>
using largest_board_of = typename largest_board_by_type<R>::type;

template <class R>
struct remembered_by_type {
    using type = std::conditional_t<
        remembers_captures<R>(), capture_memory<R::pawns>,
        std::conditional_t<remembers_first_moves<R>(), first_move_memory,
                           std::conditional_t<remembers_one_die_turn<R>(), one_die_memory, no_memory>>>;
};
template <class R>
    requires has_options_at_run_time<R>
struct remembered_by_type<R> {
    using type = std::conditional_t<R::turn == family::one_die, one_die_dynamic_memory<R>,
                                    std::conditional_t<R::turn == family::traditional, traditional_dynamic_memory<R>,
                                                       options_memory<R>>>;
};
template <class R>
using remembered = typename remembered_by_type<R>::type;

template <class R>
[[nodiscard]] constexpr bool rules_are_valid() {
    if constexpr (has_options_at_run_time<R>) return true;  // checked when a game starts (new_game)
    else return check_rules<R>();
}

template <class R>
struct state : remembered<R> {
    static_assert(rules_are_valid<R>());
    static_assert(R::pawns % 2 == 0, "an even pawn count keeps the state free of padding");
    static_assert(!has_board_at_run_time<R> || sizeof(remembered<R>) % 2 == 0, "state_padding keeps the state's size even");
    static_assert(!remembers_captures<R>() || route<largest_board_of<R>>::max_progress < capture_memory<R::pawns>::taken_this_turn,
                  "a remembered victim's progress leaves its top bit free");
    using rules = R;
    using pawn_row = std::array<progress_t, R::pawns>;

    std::array<pawn_row, 4> pawns{};        // progress of each seat's pawns, highest first
    // Marks on the mover's pawns, aligned with pawns[mover]. Parcheesi family: the tag of a start
    // blockade (action.hpp). Traditional: 1 entered in this throw, 2 moved in this throw. One die: none.
    std::array<std::uint8_t, R::pawns> tags{};
    std::array<std::uint8_t, 2> tag_square{};  // physical square where the tag 1 and tag 2 blockades stood
    std::uint8_t seats = 0;                 // bit mask of seats in play
    std::uint8_t partners = 0;              // 1: seats {0,2} and {1,3} are teams; 2: and each pair is one player's
    std::uint8_t turns_done = 0;            // (traditional) seats that have completed a turn: they may refuse
    std::uint8_t captured = 0;              // seats that have captured (traditional home-needs-capture, one-die must-kill)
    // Bit 0 (1): play goes on for places after the first side wins (§5.9). Bits 1..6: the seats that
    // have finished so far, in the order they finished, 2 bits each (finishing_order below; §7). The
    // count is not stored: it is the number of finished seats, which only grows.
    std::uint8_t play_on = 0;
    std::uint8_t mover = 0;                 // seat to move (or to throw)
    stage phase = stage::opening;
    throw_outcome thrown{};                 // the throw being played
    std::array<std::uint8_t, 4> parts{};    // parts still to play, lowest first
    std::uint8_t part_count = 0;
    std::uint8_t total_parts = 0;           // parts the throw gave: 2, or 4 for a doublet bonus
    std::uint8_t parts_used = 0;            // compulsion bookkeeping of the play so far (docs/rules.md §5.5)
    std::uint8_t fives_entered = 0;
    std::uint8_t larger_used = 0;
    std::uint8_t need_parts = 0;            // what every allowed play of this throw achieves
    std::uint8_t need_fives = 0;
    std::uint8_t need_larger = 0;
    std::uint8_t capture_rewards = 0;       // pending rewards, played after the parts (§5.7)
    std::uint8_t home_rewards = 0;
    std::uint8_t reward_due_now = 0;        // SHG doublet bonus: a capture reward to play or decline at once
    std::uint8_t doublets_in_row = 0;       // doublets thrown in a row in this turn (§5.1); one die: 6s (§10)
    std::uint8_t throws_owed = 0;           // extra throws earned and not yet thrown (§5.8)

    // Equal members, judged by the bytes: the state has no padding, so equal states have equal bytes,
    // compared a word at a time where the size allows (searches compare many states).
    friend constexpr bool operator==(const state& a, const state& b) noexcept {
        static_assert(std::has_unique_object_representations_v<state>, "state must have no padding bits");
        static_assert(!has_board_at_run_time<R> || sizeof(state) % 8 == 0, "state_padding: compared a word at a time");
        if constexpr (sizeof(state) % 8 == 0) {
            using words = std::array<std::uint64_t, sizeof(state) / 8>;
            const auto x = __builtin_bit_cast(words, a), y = __builtin_bit_cast(words, b);
            std::uint64_t differ = 0;
            for (std::size_t i = 0; i < x.size(); ++i) differ |= x[i] ^ y[i];
            return differ == 0;
        } else {
            using bytes = std::array<unsigned char, sizeof(state)>;
            return __builtin_bit_cast(bytes, a) == __builtin_bit_cast(bytes, b);
        }
    }
};

// ---- The rules a state is played by ----------------------------------------------------------------
//
// rules_of(s).x is the table option x of the rules s is played by: a constant of R's type for the
// compile-time rule sets (R{} has only static members), the value kept in the state for those with options
// at run time. The engine reads every option that way, so one engine serves both.
template <class R>
[[nodiscard]] constexpr decltype(auto) rules_of(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return (s.options);
    else return R{};
}
// Whether a pawn of R may ever go round again (docs/rules.md §5.10, §6.6, §10 step 9).
template <class R>
[[nodiscard]] constexpr bool laps_possible() noexcept {
    if constexpr (has_options_at_run_time<R>) return R::laps_possible;
    else return R::extra_lap;
}
// Whether the rules s is played by remember first moves (option 1) and captures (option 5) of seed 004.
template <class R>
[[nodiscard]] constexpr bool remembers_first_moves(const state<R>& s) noexcept {
    if constexpr (R::turn == family::traditional) return rules_of(s).first_move_on_2_3_4;
    else return false;
}
template <class R>
[[nodiscard]] constexpr bool remembers_captures(const state<R>& s) noexcept {
    if constexpr (R::turn == family::traditional) return rules_of(s).cancelled_capture;
    else return false;
}
// Whether the state keeps what the one-die turn remembers (one_die_memory) for its rules.
template <class R>
[[nodiscard]] constexpr bool remembers_one_die_turn(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return s.options.remembers_turn;
    else return remembers_one_die_turn<R>();
}

// ---- Queries on a state -------------------------------------------------------------------------

// The board s is played on: its route (rules/board.hpp). A route<G> for a board fixed at compile time, with
// only static members, so that board.home and the rest are constants there; the cross the state names
// (a cross_route) for a rule set with the board at run time. Written `const auto& board = board_of(s);`.
template <class R>
[[nodiscard]] constexpr decltype(auto) board_of(const state<R>& s) noexcept {
    if constexpr (has_board_at_run_time<R>) return s.options.route();
    else return route<typename R::board>{};
}
// The same from rules_of(s) (for the functions handed the rules, not the state).
template <class R, class Rules>
[[nodiscard]] constexpr decltype(auto) board_of_rules(const Rules& rules) noexcept {
    if constexpr (has_board_at_run_time<R>) return rules.route();
    else return route<typename R::board>{};
}
// Whether R's boards have a HOME square (every board but MAEDN's; every cross).
template <class R>
inline constexpr bool board_has_home = route<largest_board_of<R>>::has_home;

// The pawns per seat in s's game. A rule set with the board at run time keeps room for R::pawns and the
// seats a game of fewer pawns leaves unused at HOME, where no rule reads them.
template <class R>
[[nodiscard]] constexpr int pawn_count(const state<R>& s) noexcept {
    if constexpr (has_board_at_run_time<R>) return s.options.pawns;
    else return R::pawns;
}
// The places of each row that hold no pawn of s's game (HOME in a seat in play): 0 but where the board is
// chosen at run time.
template <class R>
[[nodiscard]] constexpr int unused_places(const state<R>& s) noexcept {
    return R::pawns - pawn_count(s);
}

// Whether place i of seat's row holds one of the game's pawns, not a place a game of fewer pawns leaves
// unused. Those are unmarked HOME places, and a row is sorted by progress and then by mark (tags), highest
// first: they are the last unmarked HOME places of the row.
template <class R>
[[nodiscard]] constexpr bool is_game_pawn(const state<R>& s, int seat, std::size_t i) noexcept {
    if constexpr (!has_board_at_run_time<R>) {
        return true;
    } else {
        const auto unused = static_cast<std::size_t>(unused_places(s));
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        const int home = board_of(s).home;
        const auto unmarked_home = [&](std::size_t k) { return row[k] == home && (seat != s.mover || s.tags[k] == 0); };
        if (unused == 0 || !unmarked_home(i)) return true;
        std::size_t end = i + 1;  // the end of the block of unmarked HOME places
        while (end < row.size() && unmarked_home(end)) ++end;
        return end - i > unused;
    }
}

template <class R>
    requires(!has_board_at_run_time<R>)
inline constexpr int home_of = route<typename R::board>::home;

// The physical square of seat's pawn at progress p (board.hpp). Boards without extra laps keep every
// progress on the first trip, so the lookup needs no lap brought back into the table.
template <class R>
    requires(!has_board_at_run_time<R>)
[[nodiscard]] constexpr std::uint8_t square_of(int seat, int p) noexcept {
    using board = route<typename R::board>;
    if constexpr (laps_possible<R>()) return board::square(seat, p);
    else return board::first_trip_square(seat, p);
}
// The same for any rule set, on `board` (board_of(s), read once by a loop over pawns).
template <class R>
[[nodiscard]] constexpr std::uint8_t square_on(const auto& board, int seat, int p) noexcept {
    if constexpr (laps_possible<R>()) return board.square(seat, p);
    else return board.first_trip_square(seat, p);
}
// The same on the board s is played on.
template <class R>
[[nodiscard]] constexpr std::uint8_t square_of(const state<R>& s, int seat, int p) noexcept {
    return square_on<R>(board_of(s), seat, p);
}

template <class R>
[[nodiscard]] constexpr bool in_play(const state<R>& s, int seat) noexcept {
    return (s.seats >> seat) & 1U;
}
[[nodiscard]] constexpr int team_of(int seat) noexcept { return seat & 1; }

template <class R>
[[nodiscard]] constexpr bool are_partners(const state<R>& s, int a, int b) noexcept {
    return s.partners && a != b && team_of(a) == team_of(b);
}
// Whether a pawn at progress p has arrived: at HOME, or on a board without HOME (MAEDN) in its home
// path (docs/rules.md §9), where its journey ends.
template <class R>
    requires(!has_board_at_run_time<R>)
[[nodiscard]] constexpr bool has_arrived(int p) noexcept {
    using board = route<typename R::board>;
    if constexpr (board::has_home) return p == board::home;
    else return p > board::turn_off;
}
template <class R>
[[nodiscard]] constexpr bool has_arrived(const state<R>& s, int p) noexcept {
    const auto& board = board_of(s);
    if constexpr (board_has_home<R>) return p == board.home;
    else return p > board.turn_off;
}
// The pawns of seat that have arrived (not counting the places a game of fewer pawns leaves unused).
template <class R>
[[nodiscard]] constexpr int pawns_home(const state<R>& s, int seat) noexcept {
    if constexpr (has_board_at_run_time<R>)
        if (!in_play(s, seat)) return 0;  // its row is empty, unused places too
    int n = 0;
    for (auto p : s.pawns[static_cast<std::size_t>(seat)]) n += has_arrived(s, p);
    return n - unused_places(s);
}
template <class R>
[[nodiscard]] constexpr bool has_finished(const state<R>& s, int seat) noexcept {
    // Rows are sorted highest first (a pawn on another lap stands beyond HOME): all pawns are HOME
    // when the first and the last are. Without HOME (no laps there) the last one decides.
    const auto& row = s.pawns[static_cast<std::size_t>(seat)];
    if constexpr (board_has_home<R>) {
        const int home = board_of(s).home;
        return in_play(s, seat) && row.front() == home && row.back() == home;
    } else {
        return in_play(s, seat) && has_arrived(s, row.back());
    }
}
template <class R>
[[nodiscard]] constexpr bool has_nest_pawn(const state<R>& s, int seat) noexcept {
    return s.pawns[static_cast<std::size_t>(seat)][R::pawns - 1] == 0;  // rows are sorted: a nest pawn is last
}
// A seat (with partners: a team) has won when all its pawns are HOME.
template <class R>
[[nodiscard]] constexpr bool side_has_won(const state<R>& s, int seat) noexcept {
    if (!has_finished(s, seat)) return false;
    if (!s.partners) return true;
    return has_finished(s, seat ^ 2);
}
template <class R>
[[nodiscard]] constexpr bool is_decision_node(const state<R>& s) noexcept {
    return s.phase == stage::play || s.phase == stage::ready;
}
// Number of sides (lone seats, or teams) in play that have not finished.
template <class R>
[[nodiscard]] constexpr int sides_still_playing(const state<R>& s) noexcept {
    int sides = 0;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat) || side_has_won(s, seat)) continue;
        if (s.partners && seat >= 2) continue;  // a team counts once, by its lower seat
        ++sides;
    }
    return sides;
}
template <class R>
[[nodiscard]] constexpr bool is_chance_node(const state<R>& s) noexcept {
    return s.phase == stage::opening || s.phase == stage::throw_;
}
template <class R>
[[nodiscard]] constexpr bool is_over(const state<R>& s) noexcept {
    return s.phase == stage::over;
}
// The seats whose side has won, as a bit mask: bit N (the value 1 << N) is set when seat N has won
// (with partners both seats of the winning team; when playing for places, every side that has
// finished so far). 0 while nobody has won. Test one seat with (winners(s) >> seat) & 1; list the
// seats with winner_seats(s). E.g. 0b0101 (5): seats 0 and 2 won.
template <class R>
[[nodiscard]] constexpr int winners(const state<R>& s) noexcept {
    if (s.phase == stage::over && (s.seats & (s.seats - 1)) == 0) return s.seats;  // the last seat left
    int mask = 0;
    for (int seat = 0; seat < 4; ++seat)
        if (side_has_won(s, seat)) mask |= 1 << seat;
    return mask;
}

// ---- Places (docs/rules.md §7): the order in which seats finished, when playing for places ---------------

[[nodiscard]] constexpr bool plays_for_places(std::uint8_t play_on) noexcept { return (play_on & 1U) != 0; }
template <class R>
[[nodiscard]] constexpr bool plays_for_places(const state<R>& s) noexcept {
    return plays_for_places(s.play_on);
}
// Seats in play whose pawns have all arrived (with partners, seats count one by one).
template <class R>
[[nodiscard]] constexpr int finished_seat_count(const state<R>& s) noexcept {
    int n = 0;
    for (int seat = 0; seat < 4; ++seat) n += has_finished(s, seat);
    return n;
}
namespace detail {
// Bit position of the k-th finisher's seat in state::play_on.
[[nodiscard]] constexpr int finisher_shift(int k) noexcept { return 1 + 2 * k; }
// The seat that finished k-th, as state::play_on stores it (k below finished_seat_count).
[[nodiscard]] constexpr int finisher(std::uint8_t play_on, int k) noexcept {
    return (play_on >> finisher_shift(k)) & 3;
}
// Records that `seat` (now finished) is the latest seat to finish; only when playing for places.
template <class R>
constexpr void record_finisher(state<R>& s, int seat) noexcept {
    if (!plays_for_places(s)) return;
    const int k = finished_seat_count(s) - 1;  // the seats that finished before it are recorded
    s.play_on = static_cast<std::uint8_t>(s.play_on | (seat << finisher_shift(k)));
}
}  // namespace detail

// Playing for places: the seats that have finished, first finisher first (with partners, each seat
// when its own pawns are all home). Empty when not playing for places: then the game ends with its
// first winner, and winners(s) says who.
template <class R>
[[nodiscard]] constexpr fixed_list<int, 4> finishing_order(const state<R>& s) noexcept {
    fixed_list<int, 4> seats;
    if (!plays_for_places(s)) return seats;
    const int n = finished_seat_count(s);
    for (int k = 0; k < n && k < 3; ++k) seats.push_back(detail::finisher(s.play_on, k));
    return seats;
}

// The seats of winners(s), lowest first: empty while nobody has won, {0, 2} for a team of seats 0
// and 2. No heap; usable in constant expressions.
template <class R>
[[nodiscard]] constexpr fixed_list<int, 4> winner_seats(const state<R>& s) noexcept {
    fixed_list<int, 4> seats;
    const int mask = winners(s);
    for (int seat = 0; seat < 4; ++seat)
        if ((mask >> seat) & 1) seats.push_back(seat);
    return seats;
}

}  // namespace pachisi

// === pachisi/engine/action_text.hpp ===
// Actions, throws, stages and action kinds as text, in the notation of text/notation.hpp (grammar
// there). Kept in the engine so that its error messages can name what went wrong; the notation
// header includes it, so `pachisi::to_string(action)` works with either header.
//
//   to_string(action)            "move 20a+3", "enter sum", "capture 7+20", "move 62+3=73", "pass",
//                                "enter+3" (traditional option 1: a first move, out of the Charkoni to p = 3)
//   to_string(action_kind)       the word an action's text starts with: "move", "enter sum", "throw"
//   to_string(stage)             "opening", "ready", "throw", "play", "over"
//   to_string(throw_outcome)     "2-3" for two dice, "5" for cowries (5 mouth up) or an opening seat;
//                                read from the value: a throw of dice has b >= 1, any other has b = 0
//   to_string<R>(throw_outcome)  the same, written as rules R write it (two dice: always "A-B")

namespace pachisi {

[[nodiscard]] constexpr std::string_view to_string(action_kind kind) noexcept {
    switch (kind) {
        case action_kind::pass: return "pass";
        case action_kind::enter: return "enter";
        case action_kind::enter_sum: return "enter sum";
        case action_kind::move: return "move";
        case action_kind::whole_move: return "whole";
        case action_kind::capture_reward: return "capture";
        case action_kind::home_reward: return "home";
        case action_kind::throw_again: return "again";
        case action_kind::decline: return "decline";
        case action_kind::roll: return "throw";
        case action_kind::refuse: return "refuse";
    }
    return "?";
}

[[nodiscard]] constexpr std::string_view to_string(stage phase) noexcept {
    switch (phase) {
        case stage::opening: return "opening";
        case stage::ready: return "ready";
        case stage::throw_: return "throw";
        case stage::play: return "play";
        case stage::over: return "over";
    }
    return "?";
}

[[nodiscard]] inline std::string to_string(throw_outcome t) {
    std::string text = std::to_string(t.a);
    if (t.b != 0) {
        text += '-';
        text += std::to_string(t.b);
    }
    return text;
}

template <class R>
[[nodiscard]] std::string to_string(throw_outcome t) {
    std::string text = std::to_string(t.a);
    if constexpr (R::thrower::is_dice) {
        text += '-';
        text += std::to_string(t.b);
    }
    return text;
}

[[nodiscard]] inline std::string to_string(const action& a) {
    std::string text(to_string(a.kind));
    if (a.kind == action_kind::enter && a.steps != 0) {  // a first move (seed 004 option 1): "enter+3"
        text += '+';
        text += std::to_string(a.steps);
        return text;
    }
    const bool moves_a_pawn = a.kind == action_kind::move || a.kind == action_kind::whole_move ||
                              a.kind == action_kind::capture_reward || a.kind == action_kind::home_reward;
    if (!moves_a_pawn) return text;
    // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict) on "x" + std::to_string(...).
    const auto append = [&](char mark, int value) {
        text += mark;
        text += std::to_string(value);
    };
    append(' ', a.from);
    if (a.tag) text += static_cast<char>('a' + a.tag - 1);
    if (a.group != 1) append('x', a.group);
    append('+', a.steps);
    if (a.to != a.from + a.steps) append('=', a.to);
    return text;
}

}  // namespace pachisi

// === pachisi/rules/zero_bytes.hpp ===
// Clearing a small block of bytes at run time in 64-byte pieces. g++ 12 at -O3 clears a block of known
// size from about 96 bytes up with `rep stos`, whose start-up costs more than the few 16-byte stores it
// makes of each piece; the blocks cleared on hot paths (an occupancy's counts at every decision, the
// observation rows at every step of an environment) are a few hundred bytes at most.

namespace pachisi::detail {

inline void zero_bytes(void* block, std::size_t size) noexcept {
    constexpr std::size_t piece = 64;
    auto* bytes = static_cast<unsigned char*>(block);
    for (; size >= piece; size -= piece, bytes += piece) std::memset(bytes, 0, piece);
    std::memset(bytes, 0, size);
}

}  // namespace pachisi::detail

// === pachisi/engine/occupancy.hpp ===
// Who stands on each physical square: built from a state's pawn rows when a rule needs to look at
// squares (passing blockades, landing, captures).

namespace pachisi {

// Squares: the board's physical squares (the member `squares` of `route<G>`), at most 128.
template <int Squares>
struct board_occupancy {
    static_assert(Squares <= 128, "two words hold a bit per square");
    std::array<std::uint8_t, static_cast<std::size_t>(Squares)> count;  // pawns on the square (cleared by the constructor)
    // Seat of a pawn on the square (any one), read only where count > 0. Left unset elsewhere: the
    // searches build many occupancies, and clearing half the bytes is measurably cheaper. Constant
    // evaluation may not copy unset bytes, so there it is cleared.
    std::array<std::uint8_t, static_cast<std::size_t>(Squares)> owner;
    // Bit sq set: two or more pawns on square sq. Most positions have no such square, and then no
    // move needs its run looked at square by square for blockades.
    std::array<std::uint64_t, 2> crowded{};

    constexpr board_occupancy() noexcept {
        if (std::is_constant_evaluated()) {
            count = {};
            owner = {};
        } else {
            detail::zero_bytes(count.data(), count.size());  // built at every decision: no rep stos
        }
    }

    [[nodiscard]] constexpr bool any_crowded() const noexcept { return (crowded[0] | crowded[1]) != 0; }
    // Adds a pawn of `seat` on square sq (not off_board).
    constexpr void add(std::uint8_t sq, int seat) noexcept {
        if (++count[sq] == 2) crowded[sq >> 6U] |= std::uint64_t{1} << (sq & 63U);
        owner[sq] = static_cast<std::uint8_t>(seat);
    }
    // Takes one pawn off square sq (not off_board), or all of them.
    constexpr void remove_one(std::uint8_t sq) noexcept {
        if (--count[sq] == 1) crowded[sq >> 6U] &= ~(std::uint64_t{1} << (sq & 63U));
    }
    constexpr void remove_all(std::uint8_t sq) noexcept {
        count[sq] = 0;
        crowded[sq >> 6U] &= ~(std::uint64_t{1} << (sq & 63U));
    }
};

// The occupancy of rule set R's board; `occupancy` is that of the standard boards (96 squares).
template <class R>
using occupancy_for = board_occupancy<route<largest_board_of<R>>::squares>;
using occupancy = board_occupancy<board_squares>;

template <class R>
[[nodiscard]] constexpr occupancy_for<R> occupancy_of(const state<R>& s) noexcept {
    occupancy_for<R> occ;
    const auto& board = board_of(s);
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            const std::uint8_t sq = square_on<R>(board, seat, p);
            if (sq != off_board) occ.add(sq, seat);
        }
    }
    return occ;
}

}  // namespace pachisi

// === pachisi/engine/pawn_moves.hpp ===
// Where one pawn may go (docs/rules.md §5.4 for the Parcheesi family): its routes square by square, the
// blockades it may not pass, and what happens on the square where it stops.

namespace pachisi {

// The progress values a pawn can reach with a move of exactly `steps` squares: one per route (two
// where the route crosses a turn-off and the rules allow another lap).
struct move_targets {
    std::array<progress_t, 2> to{};
    int count = 0;
};

namespace detail {
// Where a move of `steps` from progress `from` ends when its route cannot branch on the way (no
// turn-off among the squares it leaves from), or -1. Past HOME on the first trip means overshooting.
[[nodiscard]] constexpr int straight_run_end(const auto& board, int from, int steps) noexcept {
    if (from < board.turn_off) return from + steps <= board.turn_off ? from + steps : -1;
    if (from == board.turn_off || from == board.home) return -1;
    if (from < board.home) return from + steps;  // the home path never branches
    const int into_lap = (from - board.home) % board.ring_squares;  // 0: on a later lap's turn-off
    return into_lap != 0 && into_lap + steps <= board.ring_squares ? from + steps : -1;
}
}  // namespace detail

namespace detail {
template <class R>
[[nodiscard]] constexpr move_targets lap_move_routes(const auto& rules, const occupancy_for<R>& occ, int seat, int from,
                                                     int steps, bool may_pass_blockades) noexcept;
}

// Without another lap a move is a few instructions, always inlined (g++ 12 left it out of line in the
// full-turn search, which cost 5% of that search's instructions); with laps it is a call. `rules` are
// rules_of(s) (state.hpp).
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr move_targets move_routes(const auto& rules, const occupancy_for<R>& occ, int seat,
                                                                int from, int steps, bool may_pass_blockades) noexcept {
    const auto& board = board_of_rules<R>(rules);
    if (!rules.extra_lap) {
        // Without another lap every route is the straight run from+1 .. from+steps.
        move_targets targets;
        int to = from + steps;
        if (to > board.home) {
            if (rules.exact_home) return targets;
            to = board.home;  // overshoot stops at home
        }
        if (!may_pass_blockades && occ.any_crowded()) {
            const auto passed = board.squares_passed(seat, from, to);
            if (((passed[0] & occ.crowded[0]) | (passed[1] & occ.crowded[1])) != 0) return targets;  // a blockade
        }
        targets.to[0] = static_cast<progress_t>(to);
        targets.count = 1;
        return targets;
    } else {
        return detail::lap_move_routes<R>(rules, occ, seat, from, steps, may_pass_blockades);
    }
}

namespace detail {
// move_routes on boards with another lap: a turn-off's square leads on two ways.
template <class R>
[[nodiscard]] constexpr move_targets lap_move_routes(const auto& rules, const occupancy_for<R>& occ, int seat, int from,
                                                     int steps, bool may_pass_blockades) noexcept {
    const auto& board = board_of_rules<R>(rules);
    // Nearly every move runs straight: no turn-off on the squares it leaves from, so it has one route
    // and needs no step-by-step walk. (Overshooting or reaching HOME is straight too.)
    const int straight_to = detail::straight_run_end(board, from, steps);
    if (straight_to >= 0) {
        move_targets targets;
        int to = straight_to;
        if (to > board.home && from < board.home) {
            if (rules.exact_home) return targets;
            to = board.home;  // overshoot stops at home
        }
        if (!may_pass_blockades && occ.any_crowded())
            for (int q = from + 1; q < to; ++q)
                if (occ.count[board.square(seat, q)] >= 2) return targets;
        targets.to[0] = static_cast<progress_t>(to);
        targets.count = 1;
        return targets;
    }
    std::array<progress_t, 2> alive{static_cast<progress_t>(from)};
    int alive_count = 1;
    for (int step = 1; step <= steps; ++step) {
        std::array<progress_t, 2> next{};
        int next_count = 0;
        for (int i = 0; i < alive_count; ++i) {
            const int p = alive[static_cast<std::size_t>(i)];
            if (p == board.home) {
                if (!rules.exact_home) next[static_cast<std::size_t>(next_count++)] = static_cast<progress_t>(p);  // overshoot stops home
                continue;  // exact count: no route goes beyond HOME
            }
            const auto ahead = board.step(p, rules.extra_lap);
            for (int j = 0; j < ahead.count; ++j) {
                const int q = ahead.progress[static_cast<std::size_t>(j)];
                const std::uint8_t sq = board.square(seat, q);
                const bool passing = step < steps && q != board.home;
                if (passing && !may_pass_blockades && sq != off_board && occ.count[sq] >= 2) continue;
                if (next_count < 2) next[static_cast<std::size_t>(next_count++)] = static_cast<progress_t>(q);
            }
        }
        alive = next;
        alive_count = next_count;
    }
    move_targets targets;
    for (int i = 0; i < alive_count; ++i) targets.to[static_cast<std::size_t>(targets.count++)] = alive[static_cast<std::size_t>(i)];
    return targets;
}
}  // namespace detail

enum class landing : std::uint8_t { illegal, free, capture };

namespace detail {
// The stacking rules of docs/rules.md §5.4 for a pawn of `seat` stopping on square sq. A blockade, two pawns,
// a partner's pawn, or an own pawn with blockades off keep it out; a single opponent pawn is captured,
// except on a safe square, where only an entering pawn captures (§5.3 enter).
template <class R>
[[nodiscard]] constexpr landing stop_on_square(const state<R>& s, const occupancy_for<R>& occ, int seat, std::uint8_t sq,
                                               bool entering) noexcept {
    const auto& board = board_of(s);
    const int count = occ.count[sq];
    if (count == 0) return landing::free;
    if (count >= 2) return landing::illegal;
    const int other = occ.owner[sq];
    const auto& rules = rules_of(s);
    if (other == seat) return rules.blockades ? landing::free : landing::illegal;
    if (are_partners(s, seat, other)) return landing::illegal;
    if (rules.safe_squares && board.is_safe(sq) && !(entering && rules.entry_captures_on_safe)) return landing::illegal;
    return landing::capture;
}
}  // namespace detail

// A pawn of `seat` stopping at progress `to` (docs/rules.md §5.4); HOME is no square: nothing blocks it.
template <class R>
[[nodiscard]] constexpr landing landing_at(const state<R>& s, const occupancy_for<R>& occ, int seat, int to) noexcept {
    if (to == board_of(s).home) return landing::free;
    return detail::stop_on_square(s, occ, seat, square_of(s, seat, to), false);
}

// A nest pawn of `seat` entering at p = 1 (docs/rules.md §5.3 enter).
template <class R>
[[nodiscard]] constexpr landing entry_landing(const state<R>& s, const occupancy_for<R>& occ, int seat) noexcept {
    return detail::stop_on_square(s, occ, seat, square_of(s, seat, 1), true);
}

}  // namespace pachisi

// === pachisi/engine/perform.hpp ===
// The effect of one action on the position and the play's bookkeeping, and nothing else: whether the
// play then ends is decided by apply (play.hpp). The search for allowed plays calls this directly.

namespace pachisi::detail {

// Defined in legal_actions/candidates.hpp: whether some pawn can move the capture reward due at once.
template <class R>
constexpr bool has_due_reward_move(const state<R>& s);

// Keeps the mover's row sorted highest first after its pawn at `index` moved to a higher progress;
// the tags travel with their pawns. The pawn can only rise in the row.
template <class R>
PACHISI_INLINE constexpr void raise_pawn(state<R>& s, std::size_t index) noexcept {
    auto& row = s.pawns[s.mover];
    for (std::size_t i = index; i > 0 && (row[i - 1] < row[i] || (row[i - 1] == row[i] && s.tags[i - 1] < s.tags[i])); --i) {
        std::swap(row[i - 1], row[i]);
        std::swap(s.tags[i - 1], s.tags[i]);
    }
}

// The same after any move. Without another lap every move raises the pawn's progress (entering
// too); with one, a pawn on another lap comes back to first-trip numbers at its turn-off, so it may
// sink in the row.
template <class R>
constexpr void resort_moved_pawn(state<R>& s, std::size_t index) noexcept {
    if (rules_of(s).extra_lap) {
        auto& row = s.pawns[s.mover];
        const auto before = [&](std::size_t i, std::size_t j) {  // pawn i belongs before pawn j
            return row[i] > row[j] || (row[i] == row[j] && s.tags[i] >= s.tags[j]);
        };
        std::size_t i = index;
        while (i > 0 && !before(i - 1, i)) {
            std::swap(row[i - 1], row[i]);
            std::swap(s.tags[i - 1], s.tags[i]);
            --i;
        }
        while (i + 1 < row.size() && !before(i, i + 1)) {
            std::swap(row[i + 1], row[i]);
            std::swap(s.tags[i + 1], s.tags[i]);
            ++i;
        }
    } else {
        raise_pawn(s, index);
    }
}

// Keeps a pawn row sorted highest first; the mover's tags travel with their pawns.
template <class R>
constexpr void sort_row(state<R>& s, int seat) noexcept {
    auto& row = s.pawns[static_cast<std::size_t>(seat)];
    const bool tagged = seat == s.mover;
    for (std::size_t i = 1; i < row.size(); ++i) {
        for (std::size_t j = i; j > 0; --j) {
            const bool before = row[j - 1] > row[j] || (row[j - 1] == row[j] && (!tagged || s.tags[j - 1] >= s.tags[j]));
            if (before) break;
            std::swap(row[j - 1], row[j]);
            if (tagged) std::swap(s.tags[j - 1], s.tags[j]);
        }
    }
}

template <class R>
[[nodiscard]] constexpr int find_pawn(const state<R>& s, int from, int tag) noexcept {
    const auto& row = s.pawns[s.mover];
    for (std::size_t i = 0; i < row.size(); ++i)
        if (row[i] == from && s.tags[i] == tag) return static_cast<int>(i);
    return -1;
}

// Whether a row of four 16-bit pawns holds the progress repeated in the four lanes of `lanes`:
// compared at once, as one word (__builtin_bit_cast: older libc++ lacks std::bit_cast).
[[nodiscard]] constexpr bool row_holds_lanes(const std::array<progress_t, 4>& row, std::uint64_t lanes) noexcept {
    static_assert(sizeof(progress_t) == 2);
    constexpr std::uint64_t ones = 0x0001000100010001ULL;
    const std::uint64_t x = __builtin_bit_cast(std::uint64_t, row) ^ lanes;
    return ((x - ones) & ~x & (ones << 15U)) != 0;  // some 16-bit lane of x is zero
}

// The opponent seats with a pawn on ring square sq, on boards without laps (a ring square is one
// progress of each seat): every seat's row compared at once, without a branch.
template <class R>
[[nodiscard]] constexpr unsigned seats_on_ring_square(const state<R>& s, std::uint8_t sq, unsigned opponents) noexcept {
    const auto& board = board_of(s);
    unsigned seats = 0;
    if constexpr (R::pawns == 4) {
        const auto& lanes = board.ring_progress_lanes(sq);
        for (std::size_t seat = 0; seat < 4; ++seat)
            seats |= static_cast<unsigned>(row_holds_lanes(s.pawns[seat], lanes[seat])) << seat;
    } else {
        for (int seat = 0; seat < 4; ++seat) {
            const int p = board.first_ring_progress_on(seat, sq);
            for (auto q : s.pawns[static_cast<std::size_t>(seat)]) seats |= static_cast<unsigned>(p >= 0 && q == p) << seat;
        }
    }
    return seats & opponents;
}

// Sends any pawn of an opponent seat on the square of the mover's progress `to` back to its nest.
template <class R>
PACHISI_INLINE constexpr bool capture_at(state<R>& s, int to) noexcept {  // one caller, on every move
    const auto& board = board_of(s);
    const std::uint8_t sq = square_of(s, s.mover, to);
    if (sq >= board.ring_squares) return false;  // HOME and private squares hold no opponent
    unsigned opponents = s.seats & ~(1U << s.mover);
    if (s.partners) opponents &= ~(1U << (s.mover ^ 2U));
    const bool laps = rules_of(s).extra_lap;
    if (!laps) {
        // Without laps a ring square is one progress of each seat: compare numbers, not squares, and
        // look before writing: nearly every move captures nothing.
        opponents = seats_on_ring_square(s, sq, opponents);
        if (opponents == 0) return false;
    }
    bool captured = false;
    for (; opponents != 0; opponents &= opponents - 1) {
        const int seat = std::countr_zero(opponents);
        auto& row = s.pawns[static_cast<std::size_t>(seat)];
        if (!laps) {
            const int p = board.first_ring_progress_on(seat, sq);
            for (auto& q : row)
                if (q == p) q = 0;
        } else {
            bool hit = false;
            for (auto q : row) hit = hit || board.square(seat, q) == sq;
            if (!hit) continue;
            for (auto& q : row)
                if (board.square(seat, q) == sq) q = 0;
        }
        sort_row(s, seat);
        captured = true;
    }
    return captured;
}

// Uses up one part of the given value (docs/rules.md §5.5 bookkeeping). The four parts are read as
// one word, lowest first and zero past part_count, and the part is cut out of it without a branch:
// which part goes is as random as the dice, and a mispredicted branch costs more than the arithmetic.
// Always inlined: g++ 12 left it out of line in the enumeration search whenever that search grew a
// little, which cost 5% of its instructions (and 2% of a game's in the playouts).
template <class R>
PACHISI_INLINE constexpr void consume_part(state<R>& s, int value) noexcept {
    static_assert(sizeof(s.parts) == 4);
    if constexpr (std::endian::native == std::endian::little) {
        const auto parts = __builtin_bit_cast(std::uint32_t, s.parts);
        const std::uint32_t differ = parts ^ (static_cast<std::uint32_t>(value) * 0x0101'0101U);
        // The lowest zero byte of `differ` is the first part of that value (the bytes above it may be
        // flagged wrongly: only the lowest counts). Parts are 1..6 and unused bytes 0: no false match.
        const std::uint32_t equal = (differ - 0x0101'0101U) & ~differ & 0x8080'8080U;
        if (equal == 0) return;  // no such part: nothing to use
        const std::uint32_t below = (std::uint32_t{1} << (static_cast<unsigned>(std::countr_zero(equal)) & ~7U)) - 1U;
        s.parts = __builtin_bit_cast(std::array<std::uint8_t, 4>, (parts & below) | ((parts >> 8U) & ~below));
    } else {
        std::size_t i = 0;
        while (i < s.part_count && s.parts[i] != value) ++i;
        if (i == s.part_count) return;
        for (; i + 1 < s.parts.size(); ++i) s.parts[i] = s.parts[i + 1];
        s.parts.back() = 0;
    }
    --s.part_count;
    ++s.parts_used;
    s.larger_used |= static_cast<std::uint8_t>((s.thrown.a != s.thrown.b) & (value == s.thrown.b));  // b is the larger die
}

// Moves the mover's pawn at `index` to progress `to`, capturing what stands there unless the caller
// knows nothing does (may_capture false).
template <class R>
constexpr void move_pawn(state<R>& s, int index, int to, bool may_capture = true) noexcept {
    if (index < 0) return;  // no such pawn: apply's precondition was broken; never write out of bounds
    s.pawns[s.mover][static_cast<std::size_t>(index)] = static_cast<progress_t>(to);
    const bool captured = may_capture && capture_at(s, to);
    resort_moved_pawn(s, static_cast<std::size_t>(index));
    const auto& rules = rules_of(s);
    if (captured && rules.capture != capture_reward::none) {
        // SHG doublet bonus: a capture while parts remain is rewarded at once (docs/rules.md §5.7).
        if (rules.immediate_capture_reward_in_bonus && s.total_parts == 4 && s.part_count > 0)
            s.reward_due_now = 1;
        else
            ++s.capture_rewards;
    }
    if (to == board_of(s).home && rules.home_reward_squares > 0) ++s.home_rewards;
}

// perform for a move known to capture nothing (its landing was judged on the occupancy): the same
// effect without looking for opponents on the square. The play's searches know most moves are such.
// Such a move goes forward on its first trip: the pawn rises in its row. Inlined in the search, not
// move_pawn's call.
template <class R>
PACHISI_INLINE constexpr void perform_quiet_move(state<R>& s, const action& a) noexcept {
    consume_part(s, a.steps);
    const int index = find_pawn(s, a.from, a.tag);
    if (index < 0) return;  // no such pawn: never write out of bounds
    s.pawns[s.mover][static_cast<std::size_t>(index)] = a.to;
    raise_pawn(s, static_cast<std::size_t>(index));
    if (a.to == board_of(s).home && rules_of(s).home_reward_squares > 0) ++s.home_rewards;
}

template <class R>
constexpr void perform(state<R>& s, const action& a) noexcept {
    constexpr int nest_index = R::pawns - 1;  // rows are sorted: a nest pawn is last
    switch (a.kind) {
        case action_kind::pass:
        case action_kind::roll:
        case action_kind::refuse: break;  // handled by apply: they change no pawn
        case action_kind::enter:
            consume_part(s, 5);
            ++s.fives_entered;
            move_pawn(s, nest_index, 1);
            break;
        case action_kind::enter_sum:
            consume_part(s, s.parts[1]);
            consume_part(s, s.parts[0]);
            move_pawn(s, nest_index, 1);
            break;
        case action_kind::move:
            consume_part(s, a.steps);
            move_pawn(s, find_pawn(s, a.from, a.tag), a.to);
            break;
        case action_kind::whole_move:
            consume_part(s, s.parts[1]);
            consume_part(s, s.parts[0]);
            move_pawn(s, find_pawn(s, a.from, a.tag), a.to);
            break;
        case action_kind::capture_reward:
            if (s.reward_due_now) s.reward_due_now = 0;
            else --s.capture_rewards;
            move_pawn(s, find_pawn(s, a.from, a.tag), a.to);
            break;
        case action_kind::home_reward:
            --s.home_rewards;
            move_pawn(s, find_pawn(s, a.from, a.tag), a.to);
            break;
        case action_kind::throw_again:
            --s.capture_rewards;
            ++s.throws_owed;
            break;
        case action_kind::decline:
            if (s.reward_due_now) s.reward_due_now = 0;
            else s.capture_rewards = s.home_rewards = 0;
            break;
    }
    // A reward due at once that no pawn can move is forfeited without an action (docs/rules.md §5.3, §5.7).
    if (s.reward_due_now && !has_due_reward_move(s)) s.reward_due_now = 0;
}

}  // namespace pachisi::detail

// === pachisi/engine/traditional_turn.hpp ===
// The traditional turn (docs/rules.md §6): refuse or throw the cowries; on a grace that lets a pawn in,
// optionally enter one; optionally move one group of own pawns of equal progress (or, with the split
// option, several groups one after another, sharing the throw's value); stop at any time.
//
// In a play the state's parts[0] holds the value still to move, and the mover's tags mark the pawns
// entered (1) and moved (2) in this throw: neither may move again with it.
//
// Options 1 and 5 of seed 004 (docs/rules.md §6.10) are here too: a player's first move, on a throw of
// 2, 3 or 4, and the cancelled capture, with what the state remembers for them (engine/state.hpp).

namespace pachisi::detail {

inline constexpr std::uint8_t entered_mark = 1;
inline constexpr std::uint8_t moved_mark = 2;

// Whether a group of `group` pawns of the mover may stop at progress `to` (docs/rules.md §6.5, §6.6).
template <class R>
[[nodiscard]] constexpr landing group_landing(const state<R>& s, const occupancy_for<R>& occ, int to, int group) noexcept {
    const auto& board = board_of(s);
    // Option 3 of seed 004 (docs/rules.md §6.6 Decision): a seat that has not captured may not turn into its
    // middle column on the way home, nor reach home; its pawns go round again. A pawn waiting in the column
    // could never capture, and a game where every seat left waits so would never end.
    if (rules_of(s).home_needs_capture && board.is_homeward(to) && !((s.captured >> s.mover) & 1U)) return landing::illegal;
    if (to == board.home) return landing::free;
    const std::uint8_t sq = board.square(s.mover, to);
    const int count = occ.count[sq];
    if (count == 0) return landing::free;
    const int other = occ.owner[sq];
    if (other == s.mover || are_partners(s, s.mover, other)) return landing::free;  // any number of a team
    if (board.is_safe(sq)) return landing::illegal;  // nothing lands on a castle holding an enemy
    if (group == 1 && count >= 2) return landing::illegal;  // a blockade falls only to two or more
    return landing::capture;
}

// docs/rules.md §6.6, exact count: a middle-column square from which no throw value reaches home exactly
// (6 cowries: p = 77, 83; 7 cowries: p = 78, 79, 83) is no place to stop: the pawn could never finish.
template <class R>
[[nodiscard]] constexpr bool is_dead_end(const auto& rules, int to) noexcept {
    const auto& board = board_of_rules<R>(rules);
    if (!rules.exact_home || !board.is_homeward(to) || to == board.home) return false;
    for (const int value : R::thrower::values)
        if (to + value == board.home) return false;
    return true;
}
template <class R>
    requires(!has_options_at_run_time<R>)
[[nodiscard]] constexpr bool is_dead_end(int to) noexcept {
    return is_dead_end<R>(R{}, to);
}

// The value of the throw still to move; the whole value while no part of it has moved.
template <class R>
[[nodiscard]] constexpr int value_left(const state<R>& s) noexcept {
    return s.part_count ? s.parts[0] : 0;
}
template <class R>
[[nodiscard]] constexpr bool nothing_moved_yet(const state<R>& s) noexcept {
    return value_left(s) == R::thrower::value(s.thrown);
}

template <class R>
[[nodiscard]] constexpr bool has_entered_this_throw(const state<R>& s) noexcept {
    for (auto tag : s.tags)
        if (tag == entered_mark) return true;
    return false;
}

template <class R>
constexpr void perform_traditional(state<R>& s, const action& a) noexcept;

// ---- Option 1 of seed 004 (docs/rules.md §6.10): a player's first move -------------------------------------
//
// Until a player has made its first move, its seats act only on a throw of 2, 3 or 4, and that move takes a
// pawn out of the Charkoni straight to p = value (the action `enter` with steps = to = value). Graces before
// it move nothing, though their extra throw stands.

template <class R>
[[nodiscard]] constexpr bool has_made_first_move(const state<R>& s, int seat) noexcept {
    if constexpr (remembers_first_moves<R>()) return !remembers_first_moves(s) || ((s.first_moved >> seat) & 1U) != 0;
    else return true;
}
[[nodiscard]] constexpr bool is_first_move_value(int value) noexcept { return value >= 2 && value <= 4; }

// The seats of the mover's player: with 2 players both its colours (docs/rules.md §6.8), otherwise the mover.
template <class R>
[[nodiscard]] constexpr std::uint16_t player_seats(const state<R>& s) noexcept {
    const unsigned seat = 1U << s.mover;
    return static_cast<std::uint16_t>(s.partners == 2 ? seat | (1U << (s.mover ^ 2U)) : seat);
}

// Every move of one group by the value left (with the split option: by any part of it) that may stop
// where it lands, before the split rule below.
template <class R, class Visit>
constexpr bool any_group_move(const state<R>& s, Visit&& visit) {
    if (s.part_count == 0) return false;
    const occupancy_for<R> occ = occupancy_of(s);
    const int value = s.parts[0];
    const auto& row = s.pawns[s.mover];
    const int home = board_of(s).home;
    // Each distinct progress holding pawns free to move gives groups of 1..n of them.
    for (std::size_t i = 0; i < row.size();) {
        const int p = row[i];
        std::size_t end = i;
        int free = 0;
        while (end < row.size() && row[end] == p) free += s.tags[end] == 0, ++end;
        if (p != 0 && p != home) {
            for (int group = 1; group <= free; ++group) {
                for (int steps = rules_of(s).split_throw ? 1 : value; steps <= value; ++steps) {
                    const auto targets = move_routes<R>(rules_of(s), occ, s.mover, p, steps, group >= 2);
                    for (int k = 0; k < targets.count; ++k) {
                        const int to = targets.to[static_cast<std::size_t>(k)];
                        if (group_landing(s, occ, to, group) == landing::illegal || is_dead_end<R>(rules_of(s), to)) continue;
                        if (visit(action{action_kind::move, static_cast<progress_t>(p), 0,
                                         static_cast<std::uint8_t>(steps), static_cast<progress_t>(to),
                                         static_cast<std::uint8_t>(group)}))
                            return true;
                    }
                }
            }
        }
        i = end;
    }
    return false;
}

// ---- docs/rules.md §6.4, split option: the parts of a play add up to the whole value ----------------------
//
// Whether the value left can still be moved is a search over sequences of group moves, each checked on the
// position the previous one left (a blockade that moves away opens the way; a capture removes a pawn). Tried
// naively it walks every order of every split: with 16 pawns and a throw of 35, 16.6 million positions and
// 5-8 s for one legal_actions on the issue's position, 42 million and 20 s on one of random games (issue 37).
// Three exact devices keep it small (620 and 168 positions on those two; tests/rules_traditional_split_bound.cpp
// bounds the work on the worst positions found), none changing an answer:
//
// 1. A necessary condition (split_bound), checked first in every position. Only the pawns free in a position
//    ever move in the rest of the play, each at most once, and the pawns of each progress have a set of step
//    counts they might ever take: those whose route neither passes a square that stays blocked for the rest
//    of the play nor stops where no pawn of the mover may ever stop. A square stays blocked when two or more
//    of its pawns can never leave it: partners' pawns, the mover's pawns already moved (or entered), and
//    enemies that can never be captured (on a castle, or two or more on a square that no group of two or
//    more free pawns of the mover can reach to take them). The value left must be a sum of at most one such
//    step count per free pawn (a bitset of reachable sums); a position where it is not has no continuation.
//    A bound built for a position holds for every position after it (pawns only stop moving, enemies only
//    leave), so one is built per part tried first (when no whole move follows it) and serves that part's
//    whole search.
// 2. A whole move first: a position where one group can move the whole value left succeeds at once, before
//    any part that leaves some of it is tried (the naive order searched every split of the other pawns
//    before reaching a pawn in its column, which takes any value HOME).
// 3. A memo of positions proven to fail (failed_positions), compared whole: the same moves made in another
//    order meet in the same position.

// The step counts the free pawns of a position might take in the rest of the play (the condition above).
template <class R>
struct split_bound {
    std::array<progress_t, R::pawns> from{};
    std::array<std::uint64_t, R::pawns> steps{};  // bit k: pawns from from[i] might move k squares
    int count = 0;

    constexpr explicit split_bound(const state<R>& s) noexcept {
        const auto& board = board_of(s);
        const auto& row = s.pawns[s.mover];
        const int value = value_left(s);
        // Per square (room for every board: at most 128 squares): the pawns that stay there for the rest of
        // the play, the enemies, and the pawns of the mover's side (partners' and the mover's own, moved or not).
        constexpr std::size_t squares = 128;
        std::array<std::uint8_t, squares> fixed{}, enemies{}, friends{};
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            const auto& pawns = s.pawns[static_cast<std::size_t>(seat)];
            for (std::size_t i = 0; i < pawns.size(); ++i) {
                const std::uint8_t sq = square_of(s, seat, pawns[i]);
                if (sq == off_board) continue;
                if (seat == s.mover) {
                    ++friends[sq];
                    if (s.tags[i] != 0) ++fixed[sq];
                } else if (are_partners(s, s.mover, seat)) {
                    ++friends[sq], ++fixed[sq];
                } else {
                    ++enemies[sq];
                }
            }
        }
        // A pawn entered during the play stands beside whatever holds the entry square.
        if (has_nest_pawn(s, s.mover)) {
            const std::uint8_t entry = square_of(s, s.mover, 1);
            if (entry != off_board) ++friends[entry];
        }
        // Calls land(k, to) for every progress `to` a move of k = 1..value steps from p may end on, passing
        // no square with `fixed` two or more unless `group` (as move_routes walks: two ways at a turn-off).
        const auto walk = [&](int p, bool group, auto&& land) {
            std::array<progress_t, 2> alive{static_cast<progress_t>(p)};
            int alive_count = 1;
            for (int step = 1; step <= value && alive_count > 0; ++step) {
                std::array<progress_t, 2> next{};
                int next_count = 0;
                for (int a = 0; a < alive_count; ++a) {
                    const int q = alive[static_cast<std::size_t>(a)];
                    if (q == board.home) {  // HOME: overshoot stops there, or (exact count) no way on
                        if (!rules_of(s).exact_home && next_count < 2) next[static_cast<std::size_t>(next_count++)] = static_cast<progress_t>(q);
                        continue;
                    }
                    if (step > 1 && !group) {  // passing q
                        const std::uint8_t sq = square_of(s, s.mover, q);
                        if (sq != off_board && fixed[sq] >= 2) continue;
                    }
                    const auto ahead = board.step(q, rules_of(s).extra_lap);
                    for (int j = 0; j < ahead.count && next_count < 2; ++j)
                        next[static_cast<std::size_t>(next_count++)] = ahead.progress[static_cast<std::size_t>(j)];
                }
                alive = next;
                alive_count = next_count;
                for (int a = 0; a < alive_count; ++a) land(step, static_cast<int>(alive[static_cast<std::size_t>(a)]));
            }
        };
        // Squares a group of two or more free pawns could stop on, capturing a blockade there.
        std::array<bool, squares> group_reach{};
        for (std::size_t i = 1; i < row.size(); ++i)
            if (row[i] == row[i - 1] && s.tags[i] == 0 && s.tags[i - 1] == 0 && row[i] != 0 && row[i] != board.home &&
                (i == 1 || row[i - 2] != row[i] || s.tags[i - 2] != 0))  // each group once
                walk(row[i], true, [&](int, int to) {
                    if (to != board.home) group_reach[square_of(s, s.mover, to)] = true;
                });
        // Enemies there for good: alone on their square (no pawn of the mover's side, which a landing there
        // would join, capturing them), on a castle or two or more out of reach of every group. Nothing of
        // the mover's ever stops on such a square: a landing there is refused, and no pawn enters there.
        std::array<bool, squares> no_stop{};
        for (std::size_t sq = 0; sq < squares; ++sq) {
            if (enemies[sq] == 0 || friends[sq] != 0) continue;
            if (!board.is_safe(static_cast<std::uint8_t>(sq)) && (enemies[sq] < 2 || group_reach[sq])) continue;
            fixed[sq] = enemies[sq];
            no_stop[sq] = true;
        }
        for (std::size_t i = 0; i < row.size();) {
            const int p = row[i];
            std::size_t end = i;
            int free = 0;
            while (end < row.size() && row[end] == p) free += s.tags[end] == 0, ++end;
            if (free > 0 && p != 0 && p != board.home) {
                std::uint64_t reach = 0;
                walk(p, free >= 2, [&](int step, int to) {
                    if (is_dead_end<R>(rules_of(s), to) || (to != board.home && no_stop[square_of(s, s.mover, to)])) return;
                    reach |= std::uint64_t{1} << step;
                });
                from[static_cast<std::size_t>(count)] = static_cast<progress_t>(p);
                steps[static_cast<std::size_t>(count)] = reach;
                ++count;
            }
            i = end;
        }
    }

    // Whether the value left in s (a position of this search) is a sum of one step count or none per free pawn.
    [[nodiscard]] constexpr bool may_move_value_left(const state<R>& s) const noexcept {
        const int value = value_left(s);
        const std::uint64_t wanted = std::uint64_t{1} << value, below = (wanted << 1U) - 1U;
        const auto& row = s.pawns[s.mover];
        std::uint64_t sums = 1;  // bit k: k squares can be made up by the pawns seen so far
        int k = 0;
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (s.tags[i] != 0) continue;
            const int p = row[i];
            while (k < count && from[static_cast<std::size_t>(k)] > p) ++k;  // rows and from[] run highest first
            if (k == count || from[static_cast<std::size_t>(k)] != p) continue;  // the nest or HOME
            std::uint64_t add = sums;
            for (std::uint64_t m = steps[static_cast<std::size_t>(k)]; m != 0; m &= m - 1) add |= sums << std::countr_zero(m);
            sums = add & below;
            if (sums & wanted) return true;
        }
        return (sums & wanted) != 0;
    }
};

// Positions of one decision's searches proven to fail, compared whole (a position decides its own search):
// up to 128 on the stack (22 KB with 16 pawns a seat), found through 256 buckets of their key. A bucket
// holds one position (a newcomer replaces it), and when all 128 places are taken the oldest goes: a lost
// position costs time, never an answer.
template <class R>
struct failed_positions {
    static constexpr std::size_t capacity = 128, buckets = 256;
    fixed_list<state<R>, capacity> held;
    std::array<std::uint64_t, capacity> keys;   // of held[i], set with it
    std::array<std::uint8_t, buckets> slot{};   // 1 + the place of the bucket's position; 0: empty
    std::size_t oldest = 0;
    std::uint64_t visits = 0;  // positions looked at by the searches (the tests bound it)

    constexpr failed_positions() noexcept {
        if (std::is_constant_evaluated()) keys = {};  // read only where set, but a constant copy reads all
    }
    // A position's key: the mover's row, its marks and the value left (what differs within one search).
    [[nodiscard]] static constexpr std::uint64_t key_of(const state<R>& s) noexcept {
        std::uint64_t h = std::uint64_t{0x9E3779B97F4A7C15} ^ static_cast<std::uint64_t>(value_left(s));
        const auto& row = s.pawns[s.mover];
        for (std::size_t i = 0; i < row.size(); ++i)
            h = (h ^ (static_cast<std::uint64_t>(row[i]) << 8U | s.tags[i])) * std::uint64_t{0x100000001B3};
        return h ^ (h >> 29U);
    }
    [[nodiscard]] constexpr bool holds(const state<R>& s, std::uint64_t key) const noexcept {
        const std::size_t at = slot[key % buckets];
        return at != 0 && keys[at - 1] == key && held[at - 1] == s;
    }
    constexpr void add(const state<R>& s, std::uint64_t key) noexcept {
        const std::size_t bucket = key % buckets;
        std::size_t at = slot[bucket];
        if (at == 0) {
            if (held.size() < capacity) {
                held.push_back(s);
                at = held.size();
            } else {
                at = oldest + 1;  // the oldest place leaves its bucket
                oldest = (oldest + 1) % capacity;
                if (slot[keys[at - 1] % buckets] == at) slot[keys[at - 1] % buckets] = 0;
            }
            slot[bucket] = static_cast<std::uint8_t>(at);
        }
        held[at - 1] = s;
        keys[at - 1] = key;
    }
};

// Whether one group can move the whole value left in s: a move that ends the search at once, looked for
// before any part that leaves some of the value (with a pawn in its column and no exact count, say).
template <class R, class Occupancy>
[[nodiscard]] constexpr bool can_finish_at_once(const state<R>& s, const Occupancy& occ) noexcept {
    const int value = value_left(s);
    const auto& row = s.pawns[s.mover];
    const int home = board_of(s).home;
    for (std::size_t i = 0; i < row.size();) {
        const int p = row[i];
        std::size_t end = i;
        int free = 0;
        while (end < row.size() && row[end] == p) free += s.tags[end] == 0, ++end;
        if (p != 0 && p != home) {
            for (int group = 1; group <= free; ++group) {
                const auto targets = move_routes<R>(rules_of(s), occ, s.mover, p, value, group >= 2);
                for (int k = 0; k < targets.count; ++k) {
                    const int to = targets.to[static_cast<std::size_t>(k)];
                    if (group_landing(s, occ, to, group) != landing::illegal && !is_dead_end<R>(rules_of(s), to)) return true;
                }
            }
        }
        i = end;
    }
    return false;
}

// Whether the value left in s can be moved to the last square. `bound` holds for s (built for a position
// before it in the search), or is null: then s gets one of its own if no whole move ends the search at once.
template <class R>
[[nodiscard]] constexpr bool can_move_value_left(const state<R>& s, const split_bound<R>* bound,
                                                 failed_positions<R>& failed) {
    ++failed.visits;
    if (bound && !bound->may_move_value_left(s)) return false;
    const std::uint64_t key = failed.key_of(s);
    if (failed.holds(s, key)) return false;
    if (can_finish_at_once(s, occupancy_of(s))) return true;
    const auto search_parts = [&](const split_bound<R>& holding) {
        return any_group_move(s, [&](const action& a) {
            if (a.steps == value_left(s)) return false;  // looked at above
            state<R> next = s;
            perform_traditional(next, a);
            return can_move_value_left(next, &holding, failed);
        });
    };
    bool can = false;
    if (bound) {
        can = search_parts(*bound);
    } else {
        const split_bound<R> own(s);
        can = own.may_move_value_left(s) && search_parts(own);
    }
    if (!can) failed.add(s, key);
    return can;
}

// The decisions of docs/rules.md §6 other than stopping (`pass`, which legal_actions adds). `visits`, when
// given, counts the positions the split search looked at (tests bound it).
template <class R, class Visit>
constexpr bool any_traditional_action(const state<R>& s, Visit&& visit, std::uint64_t* visits = nullptr) {
    if (s.phase == stage::ready)
        return visit(action{action_kind::refuse, 0, 0, 0, 0}) || visit(action{action_kind::roll, 0, 0, 0, 0});
    if (s.phase != stage::play) return false;
    if (!has_made_first_move(s, s.mover)) {
        const int value = R::thrower::value(s.thrown);
        if (!is_first_move_value(value) || !nothing_moved_yet(s) || !has_nest_pawn(s, s.mover)) return false;
        const auto to = static_cast<progress_t>(value);
        return visit(action{action_kind::enter, 0, 0, static_cast<std::uint8_t>(value), to});
    }
    if (rules_of(s).split_throw) {
        failed_positions<R> failed;
        // A part smaller than the value left needs the rest moved after it (§6.4). The position after the part
        // gets a bound of its own (the part's pawns stand still from then on: a blockade the bound can see),
        // which serves the whole search below it (building one costs about six positions' search).
        const auto rest_can_move = [&](const action& a) {
            state<R> next = s;
            perform_traditional(next, a);
            return can_move_value_left(next, static_cast<const split_bound<R>*>(nullptr), failed);
        };
        const bool stopped = [&] {
            if (R::thrower::lets_pawn_enter(s.thrown) && has_nest_pawn(s, s.mover) && !has_entered_this_throw(s)) {
                const action enter{action_kind::enter, 0, 0, 0, 1};
                // In a split play under way the value left must still be moved after entering (the pawn
                // entered may stand where a single pawn of the play would have to pass).
                const bool leaves_value_movable = value_left(s) == 0 || nothing_moved_yet(s) || rest_can_move(enter);
                if (leaves_value_movable && visit(enter)) return true;
            }
            return any_group_move(s, [&](const action& a) {
                if (a.steps < value_left(s) && !rest_can_move(a)) return false;
                return visit(a);
            });
        }();
        if (visits) *visits += failed.visits;
        return stopped;
    } else {
        if (R::thrower::lets_pawn_enter(s.thrown) && has_nest_pawn(s, s.mover) && !has_entered_this_throw(s)) {
            const action enter{action_kind::enter, 0, 0, 0, 1};
            if (visit(enter)) return true;
        }
        return any_group_move(s, [&](const action& a) { return visit(a); });
    }
}

// For the tests: how many positions the split search looks at to list the legal actions of s.
template <class R>
[[nodiscard]] constexpr std::uint64_t split_search_visits(const state<R>& s) {
    std::uint64_t visits = 0;
    any_traditional_action(s, [](const action&) { return false; }, &visits);
    return visits;
}

// Stopping (docs/rules.md §6.4): always allowed, but with the split option not after part of the value.
template <class R>
[[nodiscard]] constexpr bool may_stop(const state<R>& s) noexcept {
    return s.phase == stage::play && (!rules_of(s).split_throw || value_left(s) == 0 || nothing_moved_yet(s));
}

// ---- Option 5 of seed 004 (docs/rules.md §6.10): the cancelled capture -------------------------------------
//
// A capture remembers its victims by the progress they stood at (state.victims, marked taken_this_turn).
// When the capturer's turn ends, the records whose square no longer holds a pawn of the capturer's seat are
// final, and the rest stay open for the next seat's turn if that seat is an enemy (close_capture_window). If
// that seat captures the pawns on a recorded square, the victims taken there come back to it from the
// Charkoni, unless an enemy of theirs stands there (give_back_victims); either way the record is spent.

// Writes seat's victim entries back in order (highest first, zeros last): equal states, equal bytes.
template <class R>
constexpr void sort_victims(state<R>& s, int seat) noexcept {
    auto& list = s.victims[static_cast<std::size_t>(seat)];
    for (std::size_t i = 1; i < list.size(); ++i)
        for (std::size_t j = i; j > 0 && list[j - 1] < list[j]; --j) std::swap(list[j - 1], list[j]);
}

template <class R>
[[nodiscard]] constexpr bool seat_stands_on(const state<R>& s, int seat, std::uint8_t sq) noexcept {
    for (const auto p : s.pawns[static_cast<std::size_t>(seat)])
        if (square_of(s, seat, p) == sq) return true;
    return false;
}

// An enemy of `seat` (neither it nor its partner) with a pawn on square sq.
template <class R>
[[nodiscard]] constexpr bool enemy_stands_on(const state<R>& s, int seat, std::uint8_t sq) noexcept {
    for (int other = 0; other < 4; ++other)
        if (in_play(s, other) && other != seat && !are_partners(s, seat, other) && seat_stands_on(s, other, sq)) return true;
    return false;
}

// The open records of square sq are spent: their victims come back where no enemy of theirs stands now.
template <class R>
constexpr void give_back_victims(state<R>& s, std::uint8_t sq) noexcept {
    using memory = capture_memory<R::pawns>;
    for (int seat = 0; seat < 4; ++seat) {
        auto& list = s.victims[static_cast<std::size_t>(seat)];
        bool changed = false;
        for (auto& entry : list) {
            if (entry == 0 || (entry & memory::taken_this_turn) != 0 || square_of(s, seat, entry) != sq) continue;
            auto& row = s.pawns[static_cast<std::size_t>(seat)];
            if (has_nest_pawn(s, seat) && !enemy_stands_on(s, seat, sq)) {
                row[R::pawns - 1] = entry;  // rows are sorted: a nest pawn is last
                if (seat == s.mover) s.tags[R::pawns - 1] = moved_mark;  // it moves no more with this throw
                sort_row(s, seat);
            }
            entry = 0;
            changed = true;
        }
        if (changed) sort_victims(s, seat);
    }
}

// capture_at for option 5: the victims are remembered, and capturing where a capture of the turn before was
// made cancels that one.
template <class R>
constexpr bool capture_remembering(state<R>& s, int to) noexcept {
    using memory = capture_memory<R::pawns>;
    const std::uint8_t sq = square_of(s, s.mover, to);
    if (sq == off_board || board_of(s).is_safe(sq)) return false;  // nothing is taken there
    bool taken = false;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat) || seat == s.mover || are_partners(s, s.mover, seat)) continue;
        auto& list = s.victims[static_cast<std::size_t>(seat)];
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            if (square_of(s, seat, p) != sq) continue;
            taken = true;
            if (list.back() == 0) list.back() = static_cast<progress_t>(p | memory::taken_this_turn), sort_victims(s, seat);
        }
    }
    if (!taken) return false;
    capture_at(s, to);
    give_back_victims(s, sq);
    return true;
}

// At the end of the mover's turn: the records of the turn before are over; the mover's own stay open for
// the next seat's turn where its pawns still stand on their square, if that seat is its enemy.
template <class R>
constexpr void close_capture_window(state<R>& s, int next) noexcept {
    using memory = capture_memory<R::pawns>;
    const bool window = next != s.mover && !are_partners(s, s.mover, next);
    for (int seat = 0; seat < 4; ++seat) {
        auto& list = s.victims[static_cast<std::size_t>(seat)];
        for (auto& entry : list) {
            if (entry == 0) continue;
            const bool mine = (entry & memory::taken_this_turn) != 0;
            const auto p = static_cast<progress_t>(entry & ~memory::taken_this_turn);
            entry = mine && window && seat_stands_on(s, s.mover, square_of(s, seat, p)) ? p : progress_t{0};
        }
        sort_victims(s, seat);
    }
}

template <class R>
constexpr void perform_traditional(state<R>& s, const action& a) noexcept {
    auto& row = s.pawns[s.mover];
    if (a.kind == action_kind::enter) {
        row[R::pawns - 1] = a.to;  // rows are sorted: a nest pawn is last
        s.tags[R::pawns - 1] = entered_mark;
        if constexpr (remembers_first_moves<R>()) {
            if (a.steps != 0 && remembers_first_moves(s)) {  // a player's first move: the whole throw
                s.tags[R::pawns - 1] = moved_mark;
                s.first_moved = static_cast<std::uint16_t>(s.first_moved | player_seats(s));
                s.parts[0] = 0;
                s.part_count = 0;
            }
        }
        sort_row(s, s.mover);
        return;
    }
    if (a.kind != action_kind::move) return;
    int left = a.group;
    for (std::size_t i = 0; i < row.size() && left > 0; ++i)
        if (row[i] == a.from && s.tags[i] == 0) row[i] = a.to, s.tags[i] = moved_mark, --left;
    bool captured = false;
    if constexpr (remembers_captures<R>()) captured = remembers_captures(s) ? capture_remembering(s, a.to) : capture_at(s, a.to);
    else captured = capture_at(s, a.to);
    if (captured) {
        s.captured = static_cast<std::uint8_t>(s.captured | (1U << s.mover));
        if (rules_of(s).capture_throws_again) ++s.throws_owed;
    }
    sort_row(s, s.mover);
    s.parts[0] = static_cast<std::uint8_t>(s.parts[0] - a.steps);
    if (!rules_of(s).split_throw || s.parts[0] == 0) s.part_count = 0, s.parts[0] = 0;
}

}  // namespace pachisi::detail

// === pachisi/engine/one_die_turn.hpp ===
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

// === pachisi/engine/legal_actions/candidates.hpp ===
// The candidate actions of a Parcheesi-family play (part of legal_actions.hpp): every move, entry and
// reward the throw's parts allow, generated in the documented order (pawns lowest first, parts lowest
// first) before the compulsion rules of §5.5 judge them; the occupancy moved by one action; actions
// with one outcome merged (§5.3).

namespace pachisi::detail {

template <class R>
[[nodiscard]] constexpr bool in_parts_phase(const state<R>& s) noexcept {
    return s.part_count > 0 || s.reward_due_now;
}

// Whether the mover has a start blockade's pawns to keep apart (docs/rules.md §5.6): rare, and asked
// often, so four tags are read as one word (__builtin_bit_cast: older libc++ lacks std::bit_cast).
template <class R>
[[nodiscard]] constexpr bool has_tags(const state<R>& s) noexcept {
    if constexpr (sizeof(s.tags) == sizeof(std::uint32_t)) {
        return __builtin_bit_cast(std::uint32_t, s.tags) != 0;
    } else {
        for (auto tag : s.tags)
            if (tag) return true;
        return false;
    }
}

// docs/rules.md §5.6: two pawns of a start blockade may not stand together on another square (HOME aside).
// `at` holds the mover's pawns where they stand (the row, or the row after some moves), aligned with the tags.
template <class R, class Row>
[[nodiscard]] constexpr bool tag_pairs_apart(const state<R>& s, const Row& at) noexcept {
    using board = route<typename R::board>;
    for (std::uint8_t tag = 1; tag <= 2; ++tag) {
        int first = -1, second = -1;
        for (std::size_t i = 0; i < at.size(); ++i)
            if (s.tags[i] == tag) (first < 0 ? first : second) = at[i];
        if (second < 0 || first == board::home || second == board::home) continue;
        const auto sq = square_of<R>(s.mover, first);
        if (sq == square_of<R>(s.mover, second) && sq != s.tag_square[tag - 1U]) return false;
    }
    return true;
}
template <class R>
[[nodiscard]] constexpr bool tagged_pawns_apart(const state<R>& s) noexcept {
    return tag_pairs_apart(s, s.pawns[s.mover]);
}
template <class R>
[[nodiscard]] constexpr bool start_blockades_broken_up(const state<R>& s) noexcept {
    return !has_tags(s) || tagged_pawns_apart(s);  // nearly every throw: no start blockade
}

// Calls f(progress, tag) once for each distinct pawn of the mover on the board, lowest progress first
// (and for one square lowest tag first: the order of legal actions); stops when f returns true.
template <class R, class F>
constexpr bool any_pawn_on_board(const state<R>& s, F&& f) {
    const auto& row = s.pawns[s.mover];  // sorted highest first: the nest pawns last
    std::size_t i = row.size();
    while (i > 0 && row[i - 1] == 0) --i;
    while (i-- > 0) {
        const int p = row[i];
        if (p == home_of<R>) {
            if (!rules_of(s).extra_lap) break;  // HOME is the highest progress: the rest are HOME too
            continue;
        }
        if (i > 0 && row[i - 1] == p && s.tags[i - 1] == s.tags[i]) continue;  // the same pawn again
        if (f(p, s.tags[i])) return true;
    }
    return false;
}

// The searches below stop at the first candidate that settles their question, so candidates are
// handed to a visitor (returning true to stop) rather than collected in a list. Every generator hands
// them over in the order of legal actions, so that lists need no sorting.

// Hands candidate a to a visitor, and when the visitor takes it too, whether a is a move on the board
// that captures (false for entries and declines): the generator has judged a move's landing already,
// and the full-turn search would judge it again.
template <class Visit>
PACHISI_INLINE constexpr bool offer(Visit& visit, const action& a, bool captures) {
    if constexpr (std::is_invocable_v<Visit&, const action&, bool>) return visit(a, captures);
    else return visit(a);
}

// The moves of `steps` squares by the pawn at p (tagged `tag`) that land legally. Reward moves are
// also held to §5.6.
//
// One body, two functions: any_move_of_pawn, whose inlining g++ decides, and any_move_of_pawn_inline, always
// inlined: any_part_candidate's moves where the options are values (rules/two_dice_dynamic.hpp; a call there,
// g++'s choice, cost about 40 instructions a move, +4% a legal_actions call for cardinal's twin). A macro, as
// the attribute cannot depend on a template argument: the plain function calling the inlined one instead
// changed g++'s choices for the compile-time presets (+5.2% per enumerate_plays for shg, +2.9% per game for
// american in bench/callgrind.sh).
#define PACHISI_ANY_MOVE_OF_PAWN_BODY                                                                                      \
    const auto targets = move_routes<R>(rules_of(s), occ, s.mover, p, steps, false);                                       \
    for (int i = 0; i < targets.count; ++i) {                                                                              \
        const int to = targets.to[static_cast<std::size_t>(i)];                                                            \
        const landing where = landing_at(s, occ, s.mover, to);                                                             \
        if (where == landing::illegal) continue;                                                                           \
        const action a{kind, static_cast<progress_t>(p), tag, static_cast<std::uint8_t>(steps), static_cast<progress_t>(to)}; \
        if (check_blockades) {                                                                                             \
            state<R> after = s;                                                                                            \
            perform(after, a);                                                                                             \
            if (!start_blockades_broken_up(after)) continue;                                                               \
        }                                                                                                                  \
        if (offer(visit, a, where == landing::capture)) return true;                                                       \
    }                                                                                                                      \
    return false;
template <class R, class Visit>
constexpr bool any_move_of_pawn(const state<R>& s, const occupancy_for<R>& occ, action_kind kind, int p, std::uint8_t tag,
                                int steps, bool check_blockades, Visit&& visit) {
    PACHISI_ANY_MOVE_OF_PAWN_BODY
}
template <class R, class Visit>
PACHISI_INLINE constexpr bool any_move_of_pawn_inline(const state<R>& s, const occupancy_for<R>& occ, action_kind kind, int p,
                                                      std::uint8_t tag, int steps, bool check_blockades, Visit&& visit) {
    PACHISI_ANY_MOVE_OF_PAWN_BODY
}
#undef PACHISI_ANY_MOVE_OF_PAWN_BODY

// Only a reward move can bring a start blockade's pawns back together at the end of the play (§5.6).
template <class R>
[[nodiscard]] constexpr bool reward_moves_need_blockade_check(const state<R>& s) noexcept {
    return !in_parts_phase(s) && has_tags(s);
}

// Every move of `steps` squares by one pawn that lands legally.
template <class R, class Visit>
constexpr bool any_move(const state<R>& s, const occupancy_for<R>& occ, action_kind kind, int steps, Visit&& visit) {
    const bool check_blockades = reward_moves_need_blockade_check(s);
    return any_pawn_on_board(s, [&](int p, std::uint8_t tag) {
        return any_move_of_pawn(s, occ, kind, p, tag, steps, check_blockades, visit);
    });
}

// Actions that use a part (or settle a capture reward due at once), before compulsion is applied.
// `occ` must be the occupancy of s.
template <class R, class Visit>
constexpr bool any_part_candidate(const state<R>& s, const occupancy_for<R>& occ, Visit&& visit) {
    if (s.reward_due_now) {
        return any_move(s, occ, action_kind::capture_reward, rules_of(s).capture_reward_squares, visit) ||
               offer(visit, action{action_kind::decline, 0, 0, 0, 0}, false);
    }
    const bool can_enter = has_nest_pawn(s, s.mover) && entry_landing(s, occ, s.mover) != landing::illegal;
    bool has_five = false;
    for (std::size_t i = 0; i < s.part_count; ++i) has_five = has_five || s.parts[i] == 5;
    if (has_five && can_enter && offer(visit, action{action_kind::enter, 0, 0, 0, 1}, false)) return true;
    const bool both_parts = s.total_parts == 2 && s.part_count == 2;
    const int sum = s.parts[0] + s.parts[1];
    if (both_parts && sum == 5 && can_enter && offer(visit, action{action_kind::enter_sum, 0, 0, 0, 1}, false)) return true;
    const bool any_part_move = any_pawn_on_board(s, [&](int p, std::uint8_t tag) {
        for (std::size_t i = 0; i < s.part_count; ++i) {
            const int part = s.parts[i];  // lowest first
            if (i > 0 && s.parts[i - 1] == part) continue;  // equal parts give the same actions
            if constexpr (has_options_at_run_time<R>) {
                if (any_move_of_pawn_inline(s, occ, action_kind::move, p, tag, part, false, visit)) return true;
            } else {
                if (any_move_of_pawn(s, occ, action_kind::move, p, tag, part, false, visit)) return true;
            }
        }
        return false;
    });
    if (any_part_move) return true;
    return rules_of(s).combine == combined_move::whole && both_parts &&
           any_move(s, occ, action_kind::whole_move, sum, visit);
}

template <class R, class Visit>
constexpr bool any_part_candidate(const state<R>& s, Visit&& visit) {
    return any_part_candidate(s, occupancy_of(s), visit);
}

// Brings occ, the occupancy of s, to that after action a (a Parcheesi-family action; s is the state
// before it): the searches below step through many positions one action apart, and updating the two
// squares involved is cheaper than a rebuild.
template <class R>
constexpr void update_occupancy(occupancy_for<R>& occ, const state<R>& s, const action& a) noexcept {
    const bool moves_a_pawn = a.kind != action_kind::decline && a.kind != action_kind::throw_again &&
                              a.kind != action_kind::pass;
    if (!moves_a_pawn) return;
    const bool enters = a.kind == action_kind::enter || a.kind == action_kind::enter_sum;
    if (!enters) {
        const std::uint8_t from = square_of<R>(s.mover, a.from);
        if (from != off_board) occ.remove_one(from);
    }
    const std::uint8_t to = square_of<R>(s.mover, enters ? 1 : a.to);
    if (to == off_board) return;
    if (occ.count[to] > 0 && occ.owner[to] != s.mover && !are_partners(s, s.mover, occ.owner[to]))
        occ.remove_all(to);  // captured
    occ.add(to, s.mover);
}
template <class R>
[[nodiscard]] constexpr occupancy_for<R> occupancy_after(const occupancy_for<R>& before, const state<R>& s, const action& a) noexcept {
    occupancy_for<R> occ = before;
    update_occupancy(occ, s, a);
    return occ;
}

// Actions that play a pending reward after the parts (docs/rules.md §5.7), declining aside.
template <class R, class Visit>
constexpr bool any_reward_move(const state<R>& s, Visit&& visit) {
    if (s.capture_rewards == 0 && s.home_rewards == 0) return false;  // most plays: nothing to look at
    const occupancy_for<R> occ = occupancy_of(s);
    const auto& rules = rules_of(s);
    if (s.capture_rewards > 0 && (rules.capture == capture_reward::move || rules.capture == capture_reward::move_or_throw_again))
        if (any_move(s, occ, action_kind::capture_reward, rules.capture_reward_squares, visit)) return true;
    if (s.home_rewards > 0 && any_move(s, occ, action_kind::home_reward, rules.home_reward_squares, visit)) return true;
    return s.capture_rewards > 0 && rules.capture == capture_reward::move_or_throw_again &&
           visit(action{action_kind::throw_again, 0, 0, 0, 0});
}

template <class R>
constexpr void reward_candidates(const state<R>& s, action_list<R>& out) {
    any_reward_move(s, [&](const action& a) { return out.push_back(a), false; });
    if (rules_of(s).rewards_optional && !out.empty()) out.push_back({action_kind::decline, 0, 0, 0, 0});
}

template <class R>
[[nodiscard]] constexpr bool has_reward_move(const state<R>& s) {
    return any_reward_move(s, [](const action&) { return true; });
}

template <class R>
[[nodiscard]] constexpr bool can_use_all_parts(const state<R>& s, const occupancy_for<R>& occ);

// SHG doublet bonus (docs/rules.md §5.7): the capture reward due at once may be played by a move of 20 that
// leaves every remaining part playable; when there is none, the reward is forfeited without an action.
template <class R>
constexpr bool has_due_reward_move(const state<R>& s) {
    const occupancy_for<R> occ = occupancy_of(s);
    return any_move(s, occ, action_kind::capture_reward, rules_of(s).capture_reward_squares, [&](const action& a) {
        state<R> next = s;
        perform(next, a);
        return can_use_all_parts(next, occupancy_after(occ, s, a));
    });
}

// Defined in play.hpp (included at the end of legal_actions.hpp): an action's whole effect, end of play included.
template <class R>
constexpr void perform_and_settle(state<R>& s, const action& a);

// Two actions that lead to the same state are one action (docs/rules.md §5.3). Only actions that move the
// same pawn squares the same way can collide: two pawns of one square told apart by their tags, whose
// tags vanish when the action ends the play, or (10-square capture and home rewards) two rewards of
// one size when the other reward cannot follow. Of such a pair the first in order is kept.
template <class R>
constexpr void merge_siblings(const state<R>& s, action_list<R>& actions) {
    const auto siblings = [](const action& a, const action& b) {
        if (a.from != b.from || a.steps != b.steps || a.to != b.to || a.group != b.group) return false;
        if (a.kind == b.kind) return a.tag != b.tag;
        return a.tag == b.tag && a.kind == action_kind::capture_reward && b.kind == action_kind::home_reward;
    };
    for (std::size_t i = 0; i < actions.size(); ++i) {
        for (std::size_t j = i + 1; j < actions.size();) {
            if (siblings(actions[i], actions[j])) {
                state<R> first = s, second = s;
                perform_and_settle(first, actions[i]);
                perform_and_settle(second, actions[j]);
                if (first == second) {
                    actions.erase(j);
                    continue;
                }
            }
            ++j;
        }
    }
}
template <class R>
constexpr void merge_same_outcomes(const state<R>& s, action_list<R>& actions) {
    // Nearly every list: no tags to tell pawns apart and no home reward (the only kind that differs
    // from its sibling's), so no siblings at all.
    if (has_tags(s) || s.home_rewards != 0) merge_siblings(s, actions);
}

}  // namespace pachisi::detail

// === pachisi/engine/legal_actions/play_metrics.hpp ===
// What a play achieves, in the order the compulsion rules of §5.5 compare it (part of
// legal_actions.hpp), and what one more part can add to it, judged on the board without performing
// the part: the last part's metrics, the follow-ups of a first move, the start blockades of §5.6.

namespace pachisi::detail {

// What a play has achieved, in the order the filters of §5.5 compare it.
struct play_metrics {
    std::uint8_t fives = 0;   // die parts of 5 used to enter (only where auto fives compel it)
    std::uint8_t parts = 0;   // parts used
    std::uint8_t larger = 0;  // the larger die used (only where that is compelled)
    // Compared as one number, fields in the order above: the searches compare metrics at every leaf.
    [[nodiscard]] constexpr std::uint32_t key() const noexcept {
        return (std::uint32_t{fives} << 16U) | (std::uint32_t{parts} << 8U) | larger;
    }
    friend constexpr bool operator==(const play_metrics& a, const play_metrics& b) noexcept { return a.key() == b.key(); }
    friend constexpr std::strong_ordering operator<=>(const play_metrics& a, const play_metrics& b) noexcept {
        return a.key() <=> b.key();
    }
};

template <class R>
[[nodiscard]] constexpr bool larger_die_compelled(const state<R>& s) noexcept {
    return rules_of(s).must_use_larger_die && s.total_parts == 2 && s.thrown.a != s.thrown.b;
}
template <class R>
[[nodiscard]] constexpr play_metrics metrics_of(const state<R>& s) noexcept {
    return {static_cast<std::uint8_t>(rules_of(s).auto_fives ? s.fives_entered : 0), s.parts_used,
            static_cast<std::uint8_t>(larger_die_compelled(s) ? s.larger_used : 0)};
}
template <class R>
[[nodiscard]] constexpr play_metrics needed(const state<R>& s) noexcept {
    return {s.need_fives, s.need_parts, s.need_larger};
}

// A pawn move that the searches below judge without performing it: the pawn at `from` tagged `tag`
// ends at `to`.
struct pawn_step {
    int from = 0;
    std::uint8_t tag = 0;
    int to = 0;
};

// docs/rules.md §5.6 on the position after the pawn moves `steps` (at most two) from s, computed from the
// mover's row alone: two pawns of one start blockade must not stand together on another square.
template <class R, std::size_t N>
[[nodiscard]] constexpr bool tagged_pawns_apart_after(const state<R>& s, const std::array<pawn_step, N>& steps,
                                                      std::size_t count) noexcept {
    std::array<int, R::pawns> at{};
    std::array<bool, R::pawns> moved{};
    const auto& row = s.pawns[s.mover];
    for (std::size_t i = 0; i < at.size(); ++i) at[i] = row[i];
    for (std::size_t k = 0; k < count; ++k) {
        for (std::size_t i = 0; i < at.size(); ++i) {
            if (moved[i] || row[i] != steps[k].from || s.tags[i] != steps[k].tag) continue;
            at[i] = steps[k].to, moved[i] = true;
            break;
        }
    }
    return tag_pairs_apart(s, at);
}

// Split from the check above so that its first test inlines: nearly every throw has no start blockade.
template <class R, std::size_t N>
[[nodiscard]] constexpr bool start_blockades_broken_up_after(const state<R>& s, const std::array<pawn_step, N>& steps,
                                                             std::size_t count) noexcept {
    return !has_tags(s) || tagged_pawns_apart_after(s, steps, count);
}

// The pawn a part-action moves (an entering pawn has no tag and comes from the nest).
[[nodiscard]] constexpr pawn_step step_of(const action& a) noexcept {
    const bool enters = a.kind == action_kind::enter || a.kind == action_kind::enter_sum;
    return {enters ? 0 : a.from, enters ? std::uint8_t{0} : a.tag, a.to};
}

[[nodiscard]] constexpr int parts_of(const action& a) noexcept {
    return a.kind == action_kind::enter_sum || a.kind == action_kind::whole_move ? 2 : 1;
}
[[nodiscard]] constexpr bool uses_parts(const action& a) noexcept {
    return a.kind == action_kind::enter || a.kind == action_kind::enter_sum || a.kind == action_kind::move ||
           a.kind == action_kind::whole_move;
}

// Whether the part-action a ends the parts of the play when `parts_needed` parts must be used: after it
// nothing is left to play but rewards, which do not count in §5.5 (an SHG reward due at once would).
template <class R>
[[nodiscard]] constexpr bool ends_parts(const state<R>& s, const action& a, int parts_needed) noexcept {
    if (!uses_parts(a) || s.reward_due_now) return false;
    const int left = s.part_count - parts_of(a);
    if (rules_of(s).immediate_capture_reward_in_bonus && s.total_parts == 4 && left > 0) return false;  // a capture would be due
    return s.parts_used + parts_of(a) >= parts_needed || left == 0;
}

// The play's metrics once part-action a is played: they follow from the action alone.
template <class R>
[[nodiscard]] constexpr play_metrics metrics_after(const state<R>& s, const action& a) noexcept {
    play_metrics m = metrics_of(s);
    const bool both = parts_of(a) == 2;
    const int value = a.kind == action_kind::enter ? 5 : a.steps;
    m.parts = static_cast<std::uint8_t>(m.parts + (both ? 2 : 1));
    if (rules_of(s).auto_fives && a.kind == action_kind::enter) ++m.fives;
    if (larger_die_compelled(s) && (both || value == s.thrown.b)) m.larger = 1;
    return m;
}

// The play that ends with part-action a (ends_parts) is allowed when it reaches `target` and keeps the
// start blockades apart: judged without performing a.
template <class R>
[[nodiscard]] constexpr bool last_part_reaches(const state<R>& s, const action& a, const play_metrics& target) noexcept {
    return metrics_after(s, a) == target && start_blockades_broken_up_after(s, std::array{step_of(a)}, 1);
}

// Two parts left and a one-part action a: what can follow it with the other part, judged on the
// occupancy after a (occupancy_after) and the mover's row with a's pawn moved, without performing a.
// Exact wherever a's capture earns nothing to play at once (everywhere but a capture in an SHG doublet
// bonus, where a reward move could open the way): the searches use it there instead of performing a.
template <class R>
[[nodiscard]] constexpr bool follow_ups_are_exact(const state<R>& s, const occupancy_for<R>& occ, const action& a) noexcept {
    if (s.part_count != 2 || s.reward_due_now || parts_of(a) != 1) return false;
    if (!(rules_of(s).immediate_capture_reward_in_bonus && s.total_parts == 4)) return true;
    // SHG doublet bonus: exact unless a captures (its reward would be due before the other part).
    using board = route<typename R::board>;
    const int to = a.kind == action_kind::enter ? 1 : a.to;
    if (to == board::home) return true;
    const std::uint8_t sq = square_of<R>(s.mover, to);
    return occ.count[sq] == 0 || occ.owner[sq] == s.mover || are_partners(s, s.mover, occ.owner[sq]);
}

// With two parts left, the part that the one-part action a leaves (an entry uses a 5).
template <class R>
[[nodiscard]] constexpr int other_part(const state<R>& s, const action& a) noexcept {
    const int used = a.kind == action_kind::enter ? 5 : a.steps;
    return s.parts[0] + s.parts[1] - used;  // arithmetic, not a branch on which part it was
}

struct follow_ups {
    bool move = false;   // some pawn can move the other part (the start blockades kept apart)
    bool entry = false;  // the other part is a 5 and a nest pawn can enter with it
};

template <class R>
[[nodiscard]] constexpr follow_ups follow_ups_after(const state<R>& s, const occupancy_for<R>& before, const action& a) {
    const int other = other_part(s, a);
    const occupancy_for<R> after = occupancy_after(before, s, a);
    const pawn_step first = step_of(a);
    const auto& row = s.pawns[s.mover];
    follow_ups found;
    bool moved_a = false;
    for (std::size_t i = 0; i < row.size() && !found.move; ++i) {
        int p = row[i];
        const std::uint8_t tag = s.tags[i];
        const bool is_a = !moved_a && p == first.from && tag == first.tag;
        if (is_a) p = a.to, moved_a = true;
        if (p == 0 || p == home_of<R>) continue;
        const auto targets = move_routes<R>(rules_of(s), after, s.mover, p, other, false);
        for (int t = 0; t < targets.count && !found.move; ++t) {
            const int to = targets.to[static_cast<std::size_t>(t)];
            if (landing_at(s, after, s.mover, to) == landing::illegal) continue;
            found.move = is_a ? start_blockades_broken_up_after(s, std::array{pawn_step{first.from, first.tag, to}}, 1)
                              : start_blockades_broken_up_after(s, std::array{first, pawn_step{row[i], tag, to}}, 2);
        }
    }
    int nest = 0;
    for (auto p : row) nest += p == 0;
    const bool nest_left = nest > (a.kind == action_kind::enter ? 1 : 0);
    found.entry = other == 5 && nest_left && entry_landing(s, after, s.mover) != landing::illegal &&
                  start_blockades_broken_up_after(s, std::array{first}, 1);
    return found;
}

// The metrics of a play that begins with the one-part action a and uses both parts.
template <class R>
[[nodiscard]] constexpr play_metrics metrics_of_both_parts(const state<R>& s, const action& a, bool entry_follows) noexcept {
    play_metrics m = metrics_of(s);
    m.parts = static_cast<std::uint8_t>(m.parts + 2);
    if (rules_of(s).auto_fives) m.fives = static_cast<std::uint8_t>(m.fives + (a.kind == action_kind::enter) + entry_follows);
    if (larger_die_compelled(s)) m.larger = 1;  // both parts: the larger die too
    return m;
}

// Whether an entry after the move a can be judged on the board before a: on boards without laps a
// move ends beyond progress 1, so it changes the entry square only by leaving it, and its capture
// only empties the square it stops on; without start blockades (§5.6) nothing else is checked.
template <class R>
[[nodiscard]] constexpr bool entry_judged_before(const state<R>& s, const action& a) noexcept {
    return !rules_of(s).extra_lap && a.kind == action_kind::move && a.from != 1 && !has_tags(s);
}
// Whether a nest pawn can enter with the part that a (see entry_judged_before) leaves.
template <class R>
[[nodiscard]] constexpr bool entry_follows(const state<R>& s, const occupancy_for<R>& occ, const action& a) noexcept {
    return other_part(s, a) == 5 && has_nest_pawn(s, s.mover) && entry_landing(s, occ, s.mover) != landing::illegal;
}

// Whether a play that begins with the one-part action a can use both parts and reach exactly `target`.
template <class R>
[[nodiscard]] constexpr bool follow_up_reaches(const state<R>& s, const occupancy_for<R>& occ, const action& a,
                                               const play_metrics& target) {
    const play_metrics by_move = metrics_of_both_parts(s, a, false);
    const play_metrics by_entry = metrics_of_both_parts(s, a, true);
    if (target != by_move && target != by_entry) return false;
    if (target != by_move && entry_judged_before(s, a)) return entry_follows(s, occ, a);
    const follow_ups next = follow_ups_after(s, occ, a);
    return (target == by_move && next.move) || (target == by_entry && next.entry);
}

}  // namespace pachisi::detail

// === pachisi/engine/legal_actions/chain_proofs.hpp ===
// The doublet-bonus proofs (part of legal_actions.hpp): a first move begins a play of all four parts
// when the parts left can be shared out among the pawns as chains of moves that keep out of each
// other's way. Here too: the first-trip progress by which these proofs and the witnesses name squares.

namespace pachisi::detail {

// A move that keeps to its pawn's first trip and goes forward: always so on boards without laps. On a
// board with extra laps (american) a square has several progress values; among such moves progress
// still names squares one to one, which the proofs below (chains, witnesses) rely on.
template <class R>
[[nodiscard]] constexpr bool first_trip_forward(int from, int to) noexcept {
    return !laps_possible<R>() || (from < to && to <= home_of<R>);  // without laps every move is so
}
template <class R>
[[nodiscard]] constexpr bool first_trip_forward(const action& a) noexcept {
    return first_trip_forward<R>(a.from, a.to);
}
// The progress at which the mover's first trip stands on the square of its progress p: p itself up to
// HOME (HOME is no square: compared with a run it can only make a proof fail); for a pawn on another
// lap, 0 on the squares between its turn-off and its entry, which no first trip passes
// (tests/rules_american_lap.cpp checks it against the board for every progress). Written for boards
// whose first trip starts on the ring (the Parcheesi board; the cross board starts in its column).
template <class R>
[[nodiscard]] constexpr int first_trip_progress(int p) noexcept {
    using board = route<typename R::board>;
    static_assert(R::turn != family::parcheesi || route<typename R::board>::first_ring_progress == 1,
                  "the Parcheesi family's first trip starts on the ring at progress 1");
    if (p <= board::home) return p;
    const int ring_position = (board::turn_off + (p - board::home) - 1) % board::ring_squares + 1;  // the turn-off's is turn_off
    return ring_position <= board::turn_off ? ring_position : 0;
}

// The doublet-bonus shortcut (docs/rules.md §5.5, §5.7: all four parts or none). With three or four
// parts left, a first move a is proven to begin a play that uses them all when the other parts can be
// shared out among the mover's pawns as chains of moves (a pawn may take several parts in a row; a's
// pawn starts its chain with a) that keep out of each other's way: no pawn stops on a square another
// chain passes or stops on. Each step is then judged on the board before a, and the chains can be
// played one after another in any order:
//   a pawn that leaves a square only empties it, which never makes another move illegal;
//   a capture only empties a square too, and the reward it makes due at once may be declined;
//   every square a chain passes or stops on is untouched by the others, so it looks as it did.
// The chains are moves of the first trip forward (first_trip_forward: on boards with extra laps a pawn
// on another lap takes no part, and no route round again is taken), without start blockades (§5.6)
// and without nest pawns (a bonus is thrown only then: no five can be owed). Where no such sharing is
// found, the search decides.
template <class R>
[[nodiscard]] constexpr bool chains_may_prove(const state<R>& s) noexcept {
    return s.total_parts == 4 && s.part_count >= 3 && !s.reward_due_now && !has_tags(s) &&
           !has_nest_pawn(s, s.mover);
}

// Progress values of a first trip (below 128), one bit each: where the chains of a proof pass or stop.
struct progress_bits {
    std::array<std::uint64_t, 2> words{};

    // The values first..last (0 <= first <= last < 128).
    [[nodiscard]] PACHISI_INLINE static constexpr progress_bits span(int first, int last) noexcept {
        const auto& upto_last = below[static_cast<std::size_t>(last + 1)];
        const auto& before_first = below[static_cast<std::size_t>(first)];
        return {{upto_last[0] & ~before_first[0], upto_last[1] & ~before_first[1]}};
    }
    [[nodiscard]] constexpr bool has(int p) const noexcept {
        return (words[static_cast<std::size_t>(p >> 6)] >> (p & 63)) & 1U;
    }
    [[nodiscard]] constexpr bool meets(const progress_bits& other) const noexcept {
        return ((words[0] & other.words[0]) | (words[1] & other.words[1])) != 0;
    }
    constexpr void add(const progress_bits& other) noexcept {
        words[0] |= other.words[0];
        words[1] |= other.words[1];
    }
    constexpr void add(int p) noexcept { words[static_cast<std::size_t>(p >> 6)] |= std::uint64_t{1} << (p & 63); }

private:
    // below[p]: the values 0..p-1.
    static constexpr std::array<std::array<std::uint64_t, 2>, 129> below = [] {
        std::array<std::array<std::uint64_t, 2>, 129> table{};
        for (std::size_t p = 1; p < table.size(); ++p) {
            table[p] = table[p - 1];
            table[p][(p - 1) / 64] |= std::uint64_t{1} << ((p - 1) % 64);
        }
        return table;
    }();
};

// A sharing of parts among chains, under way: where each pawn stands now, the progress values the
// chains have passed or stopped on (from a pawn's start, exclusive, to where it stands), and those
// they stopped on. A chain's new run (at, to] is clear of the others when `to` is not on their way
// and no stop of theirs lies on it; its own way and stops all lie at or before `at`, so the sets may
// hold every chain.
template <class R>
struct chain_sharing {
    std::array<progress_t, R::pawns> at{};
    progress_bits passed;
    progress_bits stopped;

    [[nodiscard]] PACHISI_INLINE constexpr bool keeps_clear(int from, int to) const noexcept {
        return !passed.has(to) && !stopped.meets(progress_bits::span(from + 1, to));
    }
    PACHISI_INLINE constexpr void move(std::size_t pawn, int to) noexcept {
        passed.add(progress_bits::span(at[pawn] + 1, to));
        stopped.add(to);
        at[pawn] = static_cast<progress_t>(to);
    }
};

// Shares parts[k..n) out among the pawns' chains (see chains_may_prove).
// Pawns are tried from the row's end, the pawn farthest from HOME first: it has the most room.
template <class R>
[[nodiscard]] constexpr bool share_parts(const state<R>& s, const occupancy_for<R>& occ, chain_sharing<R>& sharing,
                                         const std::array<int, 4>& parts, int k, int n, std::size_t pawns_left) noexcept {
    if (k == n) return true;
    const int part = parts[static_cast<std::size_t>(k)];
    for (std::size_t i = pawns_left; i-- > 0;) {
        const int from = sharing.at[i];
        if (from == 0 || from >= home_of<R>) continue;  // (beyond HOME: on another lap)
        const auto targets = move_routes<R>(rules_of(s), occ, s.mover, from, part, false);
        if (targets.count == 0) continue;
        // The first route is the first trip's where it is open (a turn-off's second route goes round
        // again); where only the lap route is open, this pawn takes no chain with this part.
        const int to = targets.to[0];
        if (!first_trip_forward<R>(from, to)) continue;
        if (landing_at(s, occ, s.mover, to) == landing::illegal || !sharing.keeps_clear(from, to)) continue;
        const chain_sharing<R> before = sharing;
        sharing.move(i, to);
        // Equal parts given to different pawns in either order are the same sharing: the next equal
        // part goes to this pawn or one tried after it.
        const bool equal_next = k + 1 < n && k + 1 < 4 && parts[static_cast<std::size_t>(k + 1)] == part;
        if (share_parts(s, occ, sharing, parts, k + 1, n, equal_next ? i + 1 : sharing.at.size())) return true;
        sharing = before;
    }
    return false;
}

// Whether the parts left after the one-part move a can all be played by chains (chains_may_prove).
template <class R>
[[nodiscard]] constexpr bool has_chain_proof(const state<R>& s, const occupancy_for<R>& occ, const action& a) noexcept {
    static_assert(home_of<R> < 128, "progress_bits holds a first trip");
    if (a.kind != action_kind::move || !first_trip_forward<R>(a)) return false;
    chain_sharing<R> sharing;
    sharing.at = s.pawns[s.mover];
    bool placed_a = false;
    for (std::size_t i = 0; i < sharing.at.size() && !placed_a; ++i) {
        if (sharing.at[i] != a.from) continue;
        sharing.move(i, a.to);
        placed_a = true;
    }
    std::array<int, 4> rest{};
    int n = 0;
    bool skipped_a = false;
    for (std::size_t i = 0; i < s.part_count; ++i) {  // lowest first, a's part left out once
        if (!skipped_a && s.parts[i] == a.steps) {
            skipped_a = true;
            continue;
        }
        rest[static_cast<std::size_t>(n++)] = s.parts[i];
    }
    return placed_a && share_parts(s, occ, sharing, rest, 0, n, sharing.at.size());
}

}  // namespace pachisi::detail

// === pachisi/engine/legal_actions/compulsion_search.hpp ===
// The compulsion searches (part of legal_actions.hpp, docs/rules.md §5.5-§5.7): the best play a throw
// can reach, and whether a play begun can still end as an allowed one. Each search takes the
// shortcuts of play_metrics.hpp and chain_proofs.hpp before it performs a part and goes deeper.

namespace pachisi::detail {

// Raises `best` to the best candidate play from s; true once `bound` (the most possible) is reached.
template <class R>
constexpr bool search_best_play(const state<R>& s, const occupancy_for<R>& occ, play_metrics& best, const play_metrics& bound) {
    if (!s.reward_due_now && start_blockades_broken_up(s)) {
        best = std::max(best, metrics_of(s));
        if (best == bound) return true;
    }
    return any_part_candidate(s, occ, [&](const action& a) {
        if (ends_parts(s, a, s.part_count + s.parts_used)) {  // a uses the last parts: the play ends
            if (start_blockades_broken_up_after(s, std::array{step_of(a)}, 1)) best = std::max(best, metrics_after(s, a));
            return best == bound;
        }
        if (follow_ups_are_exact(s, occ, a)) {  // the other part follows, or the play ends
            const follow_ups next = follow_ups_after(s, occ, a);
            if (next.move || next.entry) best = std::max(best, metrics_of_both_parts(s, a, rules_of(s).auto_fives && next.entry));
            else if (start_blockades_broken_up_after(s, std::array{step_of(a)}, 1)) best = std::max(best, metrics_after(s, a));
            return best == bound;
        }
        if (chains_may_prove(s) && has_chain_proof(s, occ, a)) {  // a doublet bonus played out by chains
            play_metrics all = metrics_of(s);
            all.parts = static_cast<std::uint8_t>(s.parts_used + s.part_count);
            best = std::max(best, all);
            return best == bound;
        }
        state<R> next = s;
        perform(next, a);
        return search_best_play(next, occupancy_after(occ, s, a), best, bound);
    });
}

// Whether the parts left in s can all be played (with the capture rewards due on the way), the start
// blockades broken up at the end (docs/rules.md §5.6): what a reward due at once must leave possible.
template <class R>
[[nodiscard]] constexpr bool can_use_all_parts(const state<R>& s, const occupancy_for<R>& occ) {
    if (s.part_count == 0 && !s.reward_due_now) return start_blockades_broken_up(s);
    return any_part_candidate(s, occ, [&](const action& a) {
        state<R> next = s;
        perform(next, a);
        return can_use_all_parts(next, occupancy_after(occ, s, a));
    });
}

// Whether the play begun in s can still end as an allowed play.
template <class R>
[[nodiscard]] constexpr bool can_complete(const state<R>& s, const occupancy_for<R>& occ) {
    if (!s.reward_due_now) {
        const play_metrics m = metrics_of(s);
        if (m.parts >= s.need_parts) return m == needed(s) && start_blockades_broken_up(s);
    }
    const bool both_needed = s.need_parts == s.parts_used + 2;
    const bool all_needed = chains_may_prove(s) && s.need_parts == s.parts_used + s.part_count;
    return any_part_candidate(s, occ, [&](const action& a) {
        if (ends_parts(s, a, s.need_parts)) return last_part_reaches(s, a, needed(s));
        if (both_needed && follow_ups_are_exact(s, occ, a)) return follow_up_reaches(s, occ, a, needed(s));
        if (all_needed && has_chain_proof(s, occ, a)) return true;
        state<R> next = s;
        perform(next, a);
        return can_complete(next, occupancy_after(occ, s, a));
    });
}

}  // namespace pachisi::detail

// === pachisi/engine/legal_actions.hpp ===
// Legal-action generation (docs/rules.md §5.3-§5.7 for the Parcheesi family; the traditional turn of §6 is
// in traditional_turn.hpp and dispatched from legal_actions below).
//
// A throw's candidate plays are all sequences of part-actions (interleaved with SHG's immediate capture
// rewards) that leave no start blockade standing together elsewhere (§5.6). The compulsion filters of
// §5.5 keep the plays that are best, lexicographically, in (fives entered, parts used, larger die used).
// When the throw is applied the best value is computed once and kept in the state as `need_*`; from
// then on an action is legal when some continuation from it reaches exactly that value. So at every
// step the generator offers the actions that begin some allowed play: nothing more, nothing less.
//
// This header judges a decision's candidates and lists the legal ones. The pieces it builds on are in
// legal_actions/, each on the one before: the candidate actions, what a play achieves, the
// doublet-bonus proofs, and the compulsion searches.

namespace pachisi {

template <class R>
constexpr void legal_actions(const state<R>& s, action_list<R>& out);

namespace detail {

// The legal-action shortcut (a witness): with two parts left that the allowed play must both use, a
// first action a (one part) is legal when a second move with the other part is proven to follow it,
// without performing a. Two kinds of proof, both checked against the start blockades of §5.6:
//   another pawn's move w with the other part is in the same first list and nothing a changes lies on
//   w's run: a leaves and reaches squares outside it, so w stays legal (a's capture only empties a
//   square);
//   the pawn a moves goes on with the other part: every square of that run lies ahead of where a
//   stops, where a changed nothing, so the move is judged on the board before a.
// On boards with extra laps (american) a square has several progress values: w is taken only where
// its progress rises within the first trip (a turn into the home column from a later lap is left
// out, though its squares are first-trip squares), and a's squares are named by their first-trip
// progress (first_trip_progress). a's own pawn going on is judged wherever it is: its run starts on
// the square where a stops and lies ahead of it within one lap, so a's starting square is not on it.
// Where no witness is proven the generator performs a and searches. The caller checks that a play of
// both parts beginning with a reaches what the throw needs (witness_reaches).
template <class R>
[[nodiscard]] constexpr bool witness_applies(const state<R>& s, int parts_needed) noexcept {
    return s.part_count == 2 && !s.reward_due_now && parts_needed == s.parts_used + 2;
}
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr bool has_witness(const state<R>& s, const occupancy_for<R>& occ, const action_list<R>& first,
                                         const action& a) {
    if (a.kind != action_kind::move && a.kind != action_kind::enter) return false;
    const int other = other_part(s, a);
    const pawn_step moved = step_of(a);
    // The squares a leaves and reaches, named by first-trip progress (a pawn of a may be on another lap).
    const int left = a.kind == action_kind::move ? first_trip_progress<R>(a.from) : 0;
    const int reached = first_trip_progress<R>(a.to);
    for (const action& w : first) {
        if (w.kind != action_kind::move || w.steps != other || w.from == a.from || !first_trip_forward<R>(w)) continue;
        const auto on_run = [&](int p) { return p > w.from && p <= w.to; };
        if (on_run(left) || on_run(reached)) continue;
        if (start_blockades_broken_up_after(s, std::array{moved, step_of(w)}, 2)) return true;
    }
    if (a.to == home_of<R>) return false;
    return any_move_of_pawn(s, occ, action_kind::move, a.to, moved.tag, other, false, [&](const action& next) {
        return start_blockades_broken_up_after(s, std::array{pawn_step{moved.from, moved.tag, next.to}}, 1);
    });
}

// The most a play could achieve from s, what it has done so far counted (nothing yet at a throw):
// every part used, every five that a nest pawn could take entered (where auto fives compel it), the
// larger die used (where that is compelled).
template <class R>
[[nodiscard]] constexpr play_metrics best_conceivable(const state<R>& s) noexcept {
    int fives = 0;
    for (std::size_t i = 0; i < s.part_count; ++i) fives += s.parts[i] == 5;
    int nest = 0;
    for (auto p : s.pawns[s.mover]) nest += p == 0;
    const play_metrics done = metrics_of(s);
    return {static_cast<std::uint8_t>(done.fives + (rules_of(s).auto_fives ? std::min(fives, nest) : 0)),
            static_cast<std::uint8_t>(done.parts + s.part_count), static_cast<std::uint8_t>(larger_die_compelled(s) ? 1 : 0)};
}

// The best play that can still be made from s, what it has done so far counted (docs/rules.md §5.5).
// At a throw this is what every allowed play must achieve (before SHG's all-or-none bonus); in every
// later position the engine reaches with parts left it is still need=, since every legal action begins
// a play that achieves it (the notation parser checks a hand-written need= against it).
template <class R>
[[nodiscard]] constexpr play_metrics best_play_left(const state<R>& s) {
    play_metrics best;
    search_best_play(s, occupancy_of(s), best, best_conceivable(s));
    return best;
}

template <class R>
constexpr void set_needed(state<R>& s, const play_metrics& m) noexcept {
    s.need_fives = m.fives;
    s.need_parts = m.parts;
    s.need_larger = m.larger;
}

// At a throw: fix what every allowed play must achieve (docs/rules.md §5.5, with SHG's all-or-none bonus).
template <class R>
constexpr void fix_compulsion(state<R>& s) {
    play_metrics best = best_play_left(s);
    if (rules_of(s).bonus_all_or_none && s.total_parts == 4 && best.parts < 4) best = {};
    set_needed(s, best);
    if (best.parts == 0) s.part_count = 0, s.parts = {};  // no part can be played: all are forfeited
}

// Keeps the candidates in `candidates` (part-actions generated from s, in order) that begin an allowed
// play, in place and in order: each is judged (the witnesses look at the whole list).
template <class R>
constexpr void keep_allowed_starts(const state<R>& s, const occupancy_for<R>& occ, action_list<R>& candidates) {
    const bool witness = witness_applies(s, s.need_parts);
    // What a play of both parts achieves depends only on whether its first action enters (a five
    // entering counts where auto fives compel it; both dice used means the larger one too).
    const bool move_pair_reaches = witness && metrics_of_both_parts(s, action{action_kind::move, 0, 0, 0, 0}, false) == needed(s);
    const bool entry_pair_reaches = witness && metrics_of_both_parts(s, action{action_kind::enter, 0, 0, 0, 1}, false) == needed(s);
    const bool chains = chains_may_prove(s) && s.need_parts == s.parts_used + s.part_count;
    // Whether a part-action ends the parts depends on how many parts it uses alone (ends_parts).
    const bool one_part_ends = ends_parts(s, action{action_kind::move, 0, 0, 0, 0}, s.need_parts);
    const bool two_parts_end = ends_parts(s, action{action_kind::whole_move, 0, 0, 0, 0}, s.need_parts);
    static_assert(R::turn == family::traditional || max_actions<R> <= 32, "one bit per candidate");
    std::uint32_t legal = 0;  // bit i: candidates[i] begins an allowed play
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const action& a = candidates[i];
        bool allowed = false;
        if (uses_parts(a) && (parts_of(a) == 2 ? two_parts_end : one_part_ends)) {  // the parts end with a: its metrics decide
            allowed = last_part_reaches(s, a, needed(s));
        } else if ((a.kind == action_kind::enter ? entry_pair_reaches : move_pair_reaches) &&
                   has_witness(s, occ, candidates, a)) {
            allowed = true;
        } else if (chains && has_chain_proof(s, occ, a)) {
            allowed = true;
        } else if (s.need_parts == s.parts_used + 2 && follow_ups_are_exact(s, occ, a)) {
            allowed = follow_up_reaches(s, occ, a, needed(s));
        } else {
            state<R> next = s;
            perform(next, a);
            allowed = can_complete(next, occupancy_after(occ, s, a));
        }
        if (allowed) legal |= std::uint32_t{1} << i;
    }
    if (legal == (std::uint64_t{1} << candidates.size()) - 1) return;  // often every candidate is legal
    std::size_t kept = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if ((legal >> i) & 1U) candidates[kept++] = candidates[i];
    candidates.resize(kept);
}

// fix_compulsion, and the legal actions that follow written into `out`, with occ the occupancy of s.
// Nearly every throw can reach the best conceivable play: then the first moves judged against it are
// the legal actions, and a first move so judged proves the throw reaches it; the search runs only when
// none does.
template <class R>
constexpr void fix_compulsion_and_list(state<R>& s, const occupancy_for<R>& occ, action_list<R>& out) {
    out.clear();
    set_needed(s, best_conceivable(s));
    any_part_candidate(s, occ, [&](const action& a) { return out.push_back(a), false; });
    keep_allowed_starts(s, occ, out);
    if (out.empty()) {
        fix_compulsion(s);
        legal_actions(s, out);
        return;
    }
    merge_same_outcomes(s, out);
}

// legal_actions of a Parcheesi-family play while it has parts to play (in_parts_phase), with occ the
// occupancy of s; `out` is empty.
template <class R>
constexpr void list_part_actions(const state<R>& s, const occupancy_for<R>& occ, action_list<R>& out) {
    if (s.part_count == 1 && !s.reward_due_now && !has_tags(s)) {
        // The last part: every candidate ends the parts, and its metrics, which follow from its
        // kind alone, decide (the general judgement below, without its bookkeeping).
        const play_metrics target = needed(s);
        const bool move_reaches = metrics_after(s, action{action_kind::move, 0, 0, s.parts[0], 0}) == target;
        const bool entry_reaches = metrics_after(s, action{action_kind::enter, 0, 0, 0, 1}) == target;
        if (move_reaches || entry_reaches) {
            any_part_candidate(s, occ, [&](const action& a) {
                if (a.kind == action_kind::enter ? entry_reaches : move_reaches) out.push_back(a);
                return false;
            });
        }
        if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
        return;  // without tags no two part-actions lead to one state (merge_siblings)
    }
    any_part_candidate(s, occ, [&](const action& a) { return out.push_back(a), false; });
    keep_allowed_starts(s, occ, out);
    if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
    // The generators emit in order (tests/property_random_games.cpp checks every list): no sort here.
    merge_same_outcomes(s, out);
}

}  // namespace detail

// The legal actions of the seat to move, sorted by (kind, from, tag, steps, to, group). Empty at chance
// nodes and when the game is over. Parcheesi family: the single action `pass` when a throw allows
// nothing at all. Traditional: `pass` (stop here) is always among them during a play.
//
// This form writes them into `out` (emptied first): a loop that keeps one list for all its decisions
// saves making a new one each time (its capacity of items is set up on every construction).
template <class R>
constexpr void legal_actions(const state<R>& s, action_list<R>& out) {
    out.clear();
    if constexpr (R::turn == family::one_die) {
        return detail::one_die_legal_actions(s, out);
    } else if constexpr (R::turn == family::traditional) {
        detail::any_traditional_action(s, [&](const action& a) { return out.push_back(a), false; });
        if (detail::may_stop(s)) out.push_back({action_kind::pass, 0, 0, 0, 0});  // moving is not compulsory
        sort_actions(out);
        return;
    } else {
        if (s.phase != stage::play) return;
        if (detail::in_parts_phase(s)) return detail::list_part_actions(s, occupancy_of(s), out);
        detail::reward_candidates(s, out);
        if (out.empty()) out.push_back({action_kind::pass, 0, 0, 0, 0});
        detail::merge_same_outcomes(s, out);
    }
}

// The same, as a new list.
template <class R>
[[nodiscard]] constexpr action_list<R> legal_actions(const state<R>& s) {
    action_list<R> out;
    legal_actions(s, out);
    return out;
}

}  // namespace pachisi

// === pachisi/engine/play.hpp ===
// Starting a game, throwing, applying and undoing actions, and passing the turn (docs/rules.md §5.1,
// §5.8, §5.9, §8). apply returns an undo record; undo restores the earlier state exactly.

namespace pachisi {

// What undo needs. A state is small (64 bytes with 4 pawns): copying it back is cheaper and simpler than
// replaying.
template <class R>
struct undo_record {
    state<R> before;
};

namespace detail {
enum class setup_fault : std::uint8_t { none, players, lone_partners, partners, first_pawn_out, first_seat, side_by_side };

// What the rules R do not allow in `table` (the first fault found), or none.
template <class R>
[[nodiscard]] constexpr setup_fault find_setup_fault(const setup& table, const auto& rules) noexcept {
    if (table.players < 2 || table.players > 4) return setup_fault::players;
    if constexpr (R::turn == family::traditional) {
        // docs/rules.md §2.4: 4 players play as two teams; 2 players hold two colours each; 3 play alone.
        if (table.partners && table.players == 3) return setup_fault::lone_partners;
        if (table.players == 2 && !table.two_players_opposite) return setup_fault::side_by_side;
    } else {
        if (table.partners && !(rules.partners_allowed && table.players == 4)) return setup_fault::partners;
    }
    if (table.first_pawn_out && !rules.first_pawn_out_allowed) return setup_fault::first_pawn_out;
    if (table.first_seat >= 0) {
        const unsigned seats = R::turn == family::traditional && table.players == 2
                                   ? 0b1111U
                                   : static_cast<unsigned>(seats_for_players(table.players, table.two_players_opposite));
        if (table.first_seat > 3 || !((seats >> table.first_seat) & 1U)) return setup_fault::first_seat;
    }
    return setup_fault::none;
}

// setup_problem below, for the rules `rules` (rules_of(s)).
template <class R>
[[nodiscard]] std::optional<std::string> setup_problem_under(const setup& table, const auto& rules) {
    switch (find_setup_fault<R>(table, rules)) {
        case setup_fault::none: break;
        case setup_fault::players:
            return "pachisi::setup: players must be 2, 3 or 4, not " + std::to_string(table.players);
        case setup_fault::lone_partners:
            return "pachisi::new_game: 3 traditional players play alone, not as partners";
        case setup_fault::partners:
            if (!rules.partners_allowed)
                return "pachisi::new_game: these rules are played without partners: leave setup.partners false";
            return "pachisi::new_game: partners need 4 players, not " + std::to_string(table.players) +
                   ": leave setup.partners false or seat 4 players";
        case setup_fault::first_pawn_out:
            return "pachisi::new_game: these rules have no 'first pawn out' option: leave setup.first_pawn_out false";
        case setup_fault::side_by_side:
            return "pachisi::new_game: 2 traditional players hold all four seats: leave setup.two_players_opposite true";
        case setup_fault::first_seat:
            return "pachisi::new_game: first_seat " + std::to_string(table.first_seat) + " is not a seat in play";
    }
    return std::nullopt;
}
}  // namespace detail

// Why new_game<R>(table) would refuse the table, in the words it reports it with; std::nullopt when
// the rules R allow it. For code that checks a table without having an error reported. (A rule set with
// options at run time: setup_problem(table, options).)
template <class R>
    requires(!has_options_at_run_time<R>)
[[nodiscard]] std::optional<std::string> setup_problem(const setup& table) {
    return detail::setup_problem_under<R>(table, R{});
}
template <class R>
    requires has_options_at_run_time<R>
[[nodiscard]] std::optional<std::string> setup_problem(const setup& table, const typename R::options_type& options) {
    return detail::setup_problem_under<R>(table, R::values::of(options));
}

namespace detail {
template <class R>
[[nodiscard]] constexpr state<R> new_game_with(const state<R>& blank, const setup& table);
}  // namespace detail

// A new game at the table `table`. A table the rules R do not allow is reported as
// std::invalid_argument (rules/errors.hpp), with the message of setup_problem. A rule set with options at
// run time (rules/one_die_dynamic.hpp) starts with its board's preset: ludo, parchis or maedn.
template <class R>
[[nodiscard]] constexpr state<R> new_game(const setup& table = {}) {
    return detail::new_game_with(state<R>{}, table);
}

// A new game of a rule set with options at run time, with the options `options`. Options that cannot be
// played together are reported as std::invalid_argument, with the message the same mix fails to compile
// with as a compile-time rule set (R::problem).
template <class R>
    requires has_options_at_run_time<R>
[[nodiscard]] constexpr state<R> new_game(const typename R::options_type& options, const setup& table = {}) {
    state<R> blank;
    blank.options = R::checked(options);
    return detail::new_game_with(blank, table);
}

template <class R>
[[nodiscard]] constexpr state<R> detail::new_game_with(const state<R>& blank, const setup& table) {
    if (detail::find_setup_fault<R>(table, rules_of(blank)) != detail::setup_fault::none)
        raise_error(error_kind::invalid_argument, detail::setup_problem_under<R>(table, rules_of(blank)).value_or(""));
    state<R> s = blank;
    s.seats = seats_for_players(table.players, table.two_players_opposite);
    if constexpr (R::turn == family::traditional) {
        if (table.players == 2) s.seats = 0b1111, s.partners = 2;
        if (table.players == 4) s.partners = 1;
    } else {
        s.partners = table.partners ? 1 : 0;
    }
    s.play_on = table.play_for_places ? 1 : 0;  // and no seat has finished
    if constexpr (has_board_at_run_time<R>) {
        // A game of fewer pawns than the rows have room for: the places it leaves unused are HOME, first in
        // the sorted rows, where no rule reads them (engine/state.hpp, is_game_pawn).
        const auto unused = static_cast<std::size_t>(unused_places(s));
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat))
                for (std::size_t i = 0; i < unused; ++i) s.pawns[static_cast<std::size_t>(seat)][i] = static_cast<progress_t>(board_of(s).home);
    }
    if constexpr (R::turn == family::one_die) {
        if (rules_of(s).start_one_out)  // MAEDN: every seat starts with a pawn on its A field (docs/rules.md §10)
            for (int seat = 0; seat < 4; ++seat)
                if (in_play(s, seat)) s.pawns[static_cast<std::size_t>(seat)][0] = 1;
        if (rules_of(s).seat_zero_starts) s.phase = stage::throw_;  // seat 0 throws first
    }
    if (table.first_pawn_out)
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat)) s.pawns[static_cast<std::size_t>(seat)][0] = 1;
    if (table.first_seat >= 0) {
        s.mover = static_cast<std::uint8_t>(table.first_seat);
        s.phase = stage::throw_;
    }
    return s;
}

// The outcomes of a chance node with their exact probabilities; empty at a decision node.
// The opening throw (§8: one die each, ties throw again) is symmetric between seats, so each seat in
// play starts with probability exactly 1/n; it is one chance node whose outcome `a` is that seat.
template <class R>
[[nodiscard]] constexpr chance_list chance_outcomes(const state<R>& s) {
    chance_list list;
    if (s.phase == stage::throw_) return R::thrower::outcomes();
    if (s.phase != stage::opening) return list;
    const int n = std::popcount(static_cast<unsigned>(s.seats));
    for (std::uint8_t seat = 0; seat < 4; ++seat)
        if (in_play(s, seat)) list.push_back({{seat, 0}, probability::reduced(1, static_cast<std::uint64_t>(n))});
    return list;
}

namespace detail {

template <class R>
[[nodiscard]] constexpr int next_seat(const state<R>& s) noexcept {
    for (int k = 1; k <= 4; ++k) {
        const int seat = (s.mover + k) % 4;
        if (in_play(s, seat) && !has_finished(s, seat)) return seat;
    }
    return s.mover;
}

template <class R>
constexpr void clear_play(state<R>& s) noexcept {
    s.tags = {};
    s.tag_square = {};
    s.thrown = {};
    s.parts = {};
    s.part_count = s.total_parts = 0;
    s.parts_used = s.fives_entered = s.larger_used = 0;
    s.need_parts = s.need_fives = s.need_larger = 0;
    s.capture_rewards = s.home_rewards = s.reward_due_now = 0;
}

// The stage before the mover's next throw: traditional seats that have completed a turn may refuse.
template <class R>
[[nodiscard]] constexpr stage before_throw(const state<R>& s) noexcept {
    if constexpr (R::turn == family::traditional)
        if (R::decline_throw && ((s.turns_done >> s.mover) & 1U)) return stage::ready;
    return stage::throw_;
}

template <class R>
constexpr void pass_turn(state<R>& s) noexcept {
    if constexpr (R::turn == family::traditional) s.turns_done = static_cast<std::uint8_t>(s.turns_done | (1U << s.mover));
    if constexpr (remembers_captures<R>())
        if (remembers_captures(s)) close_capture_window(s, next_seat(s));  // (a run-time rule set may have the room only)
    if constexpr (R::turn == family::one_die) one_die_turn_passes(s);
    s.mover = static_cast<std::uint8_t>(next_seat(s));
    s.doublets_in_row = 0;
    s.throws_owed = 0;
    s.phase = before_throw(s);
}

// The mover's last pawn has arrived in this play (only the mover's pawns move, so a seat finishes in its
// own play, and this is its last): playing for places it takes the next place; the game is over when its
// side has won and no places are played for, or one side is left. Once a seat, out of line: the play's
// hot path only asks has_finished.
template <class R>
PACHISI_COLD constexpr bool game_ends_as_mover_finishes(state<R>& s) noexcept {
    if (plays_for_places(s)) record_finisher(s, s.mover);
    if (!side_has_won(s, s.mover) || (plays_for_places(s) && sides_still_playing(s) >= 2)) return false;
    s.phase = stage::over;
    s.throws_owed = 0;
    return true;
}

// The play is over: unplayed parts and rewards are forfeited; the same seat throws again or the turn
// passes (§5.8); the game ends when a seat or team is all HOME (§5.9).
template <class R>
constexpr void finish_play(state<R>& s) noexcept {
    const bool doublet = R::thrower::is_doublet(s.thrown);
    const auto again = rules_of(s).again;
    const bool doublet_again = doublet && (again == doublet_again::always ||
                                           (again == doublet_again::if_all_used && s.parts_used == s.total_parts));
    clear_play(s);
    if (has_finished(s, s.mover)) [[unlikely]] {
        if (game_ends_as_mover_finishes(s)) return;
    } else if (const int extra = s.throws_owed + (doublet_again ? 1 : 0); extra > 0) {
        s.throws_owed = static_cast<std::uint8_t>(extra - 1);
        s.phase = before_throw(s);
        return;
    }
    pass_turn(s);  // a finished seat's owed throws are lost
}

// Tags the two pawns of each blockade the mover has when the throw begins (docs/rules.md §5.6).
template <class R>
constexpr void tag_start_blockades(state<R>& s) noexcept {
    using board = route<typename R::board>;
    const auto& row = s.pawns[s.mover];
    if (!rules_of(s).extra_lap) {
        // Without laps two pawns share a square only with the same progress, next to each other in the
        // sorted row: most throws find none and have nothing to tag.
        bool pair = false;
        for (std::size_t i = 0; i + 1 < row.size(); ++i)
            pair = pair || (row[i] == row[i + 1] && row[i] != 0 && row[i] != board::home);
        if (!pair) return;
    }
    std::uint8_t next_tag = 1;
    for (std::size_t i = 0; i + 1 < row.size(); ++i) {
        const int p = row[i];
        if (p == 0 || p == board::home || s.tags[i] != 0) continue;
        for (std::size_t j = i + 1; j < row.size(); ++j) {
            if (s.tags[j] == 0 && row[j] != 0 && square_of<R>(s.mover, row[j]) == square_of<R>(s.mover, p)) {
                s.tags[i] = s.tags[j] = next_tag;
                s.tag_square[next_tag - 1U] = square_of<R>(s.mover, p);
                ++next_tag;
                break;
            }
        }
    }
    if (next_tag > 1) sort_row(s, s.mover);  // tagged pawns of one square in tag order
}

// docs/rules.md §5.1: the third doublet in a row sends the mover's farthest pawn short of HOME to its nest.
template <class R>
constexpr void third_doublet_penalty(state<R>& s) noexcept {
    auto& row = s.pawns[s.mover];
    int farthest = -1;
    for (std::size_t i = 0; i < row.size(); ++i)
        if (row[i] != 0 && row[i] != home_of<R> && (farthest < 0 || row[i] > row[static_cast<std::size_t>(farthest)]))
            farthest = static_cast<int>(i);
    if (farthest >= 0) row[static_cast<std::size_t>(farthest)] = 0;
    sort_row(s, s.mover);
    clear_play(s);
    pass_turn(s);
}

// After an action: end the parts when the allowed play is complete, end the play when nothing is left.
template <class R>
constexpr void settle(state<R>& s) {
    if (has_finished(s, s.mover)) return finish_play(s);
    if constexpr (R::turn == family::one_die) {
        // The die's action is the play's one; a reward it earned is played next if some pawn can (§10 step 7).
        if (rules_of(s).capture_reward_squares == 0 && rules_of(s).home_reward_squares == 0) {
            finish_play(s);  // no rewards in these rules: the die's action ends the play
        } else {
            if (s.part_count == 0 && !has_one_die_reward_move(s)) finish_play(s);
        }
        return;
    } else if constexpr (R::turn == family::traditional) {
        // Stopping is always allowed; the play ends by itself once stopping is all that is left.
        if (!any_traditional_action(s, [](const action&) { return true; })) finish_play(s);
        return;
    } else {
        if (in_parts_phase(s)) {
            if (s.reward_due_now || s.parts_used < s.need_parts) return;  // the allowed play goes on
            s.part_count = 0;
            s.parts = {};
        }
        if (!has_reward_move(s)) finish_play(s);
    }
}

// Where a state stands, for error messages: "seat 0, stage play, thrown 2-3".
template <class R>
[[nodiscard]] std::string where_text(const state<R>& s) {
    std::string text;
    if (s.phase != stage::opening) {
        text += "seat ";
        text += std::to_string(s.mover);
        text += ", ";
    }
    text += "stage ";
    text += to_string(s.phase);
    if (s.phase == stage::play) {
        text += ", thrown ";
        text += to_string<R>(s.thrown);
    }
    return text;
}

// Why `a` cannot be applied to s, in notation: the action, where the state stands and what is legal
// there; at a chance node, that a throw comes first.
template <class R>
[[noreturn]] void report_illegal_action(const state<R>& s, const action& a, const char* who) {
    std::string text = who;
    text += ": ";
    const std::string given = "'" + to_string(a) + "'";
    if (is_chance_node(s)) {
        text += "the state (" + where_text(s) + ") is a chance node: use apply_throw; ";
        text += given + " is not an action there";
    } else if (is_over(s)) {
        text += given + " is not a legal action: the game is over";
    } else {
        text += given + " is not a legal action (" + where_text(s) + "); legal actions:";
        const auto legal = legal_actions(s);
        for (std::size_t i = 0; i < legal.size(); ++i) {
            text += i ? ", '" : " '";
            text += to_string(legal[i]);
            text += '\'';
        }
    }
    raise_error(error_kind::illegal_action, text);
}

// Why t cannot be applied to s: not a chance node, or not a possible outcome there.
template <class R>
[[noreturn]] void report_impossible_throw(const state<R>& s, throw_outcome t) {
    std::string text = "pachisi::apply_throw: ";
    if (s.phase == stage::opening) {
        text += "seat " + std::to_string(t.a) + " is not in play: the opening throw's outcome is the seat that starts";
    } else if (is_over(s)) {
        text += "the game is over: there is nothing to throw";
    } else if (s.phase != stage::throw_) {
        text += "the state (" + where_text(s) + ") is a decision node: use apply with one of its legal actions";
    } else if constexpr (R::turn == family::one_die) {
        text += to_string(t) + " is not a possible throw of one die (1 to 6)";
    } else if constexpr (R::thrower::is_dice) {
        text += to_string<R>(t) + " is not a possible throw of two dice (A-B with 1 <= A <= B <= 6)";
    } else {
        const std::string shells = std::to_string(R::thrower::shells);
        text += to_string(t) + " is not a possible throw of " + shells + " cowries (0 to " + shells + " mouth up)";
    }
    raise_error(error_kind::invalid_argument, text);
}

template <class R>
constexpr void check_legal(const state<R>& s, const action& a, const char* who) {
    if (legal_actions(s).contains(a)) return;
    // In a constant expression this stops compilation: the script is wrong.
    if (std::is_constant_evaluated()) stop_constant_evaluation("pachisi::apply: illegal action in a constant expression");
    report_illegal_action(s, a, who);
}

// apply's check: in debug builds, and in constant expressions in every build.
template <class R>
constexpr void check_legal_as_apply(const state<R>& s, const action& a) {
#ifdef NDEBUG
    if (std::is_constant_evaluated()) check_legal(s, a, "pachisi::apply");
#else
    check_legal(s, a, "pachisi::apply");
#endif
}

// apply without the legality check and the undo record: for searches that only apply generated actions.
template <class R>
constexpr void perform_and_settle(state<R>& s, const action& a) {
    switch (a.kind) {
        case action_kind::pass: return finish_play(s);
        case action_kind::roll: s.phase = stage::throw_; return;
        case action_kind::refuse: return pass_turn(s);  // throws owed are lost
        default: break;
    }
    if constexpr (R::turn == family::one_die) perform_one_die(s, a);
    else if constexpr (R::turn == family::traditional) perform_traditional(s, a);
    else perform(s, a);
    settle(s);
}

}  // namespace detail

namespace detail {
// apply_throw's changes but the compulsion's (docs/rules.md §5.5): true when they leave a Parcheesi-family
// throw to play, whose need_* are still to be fixed.
template <class R>
constexpr bool begin_two_dice_throw(state<R>& s, throw_outcome t);

template <class R>
constexpr bool begin_throw(state<R>& s, throw_outcome t) {
    if (s.phase == stage::opening) {
        if (t.a > 3 || !in_play(s, t.a)) report_impossible_throw(s, t);
        s.mover = t.a;
        s.phase = stage::throw_;
        return false;
    }
    if (s.phase != stage::throw_ || !R::thrower::is_valid(t)) report_impossible_throw(s, t);
    if constexpr (R::turn == family::one_die) {
        if (!begin_one_die_throw(s, t)) {  // a third 6 not played: the turn passes
            clear_play(s);
            pass_turn(s);
        }
        return false;
    } else if constexpr (R::turn == family::traditional) {
        // docs/rules.md §6.2: the value to move; a grace earns another throw.
        s.thrown = t;
        s.phase = stage::play;
        s.parts = {static_cast<std::uint8_t>(R::thrower::value(t)), 0, 0, 0};
        s.part_count = s.total_parts = 1;
        if (R::thrower::is_grace(t)) ++s.throws_owed;
        return false;
    } else {
        return begin_two_dice_throw(s, t);
    }
}

// begin_throw's part for the Parcheesi family.
template <class R>
constexpr bool begin_two_dice_throw(state<R>& s, throw_outcome t) {
    const bool doublet = R::thrower::is_doublet(t);
    s.doublets_in_row = doublet ? static_cast<std::uint8_t>(std::min(s.doublets_in_row + 1, 3)) : 0;
    s.thrown = t;
    const auto& rules = rules_of(s);
    if (rules.third_doublet_penalty && doublet && s.doublets_in_row >= 3) {
        third_doublet_penalty(s);
        return false;
    }
    s.phase = stage::play;
    if (doublet && rules.bonus != doublet_bonus::none && !has_nest_pawn(s, s.mover)) {
        const auto top = t.a;
        const auto bottom = static_cast<std::uint8_t>(rules.bonus == doublet_bonus::tops_and_bottoms ? 7 - top : top);
        s.parts = {std::min(top, bottom), std::min(top, bottom), std::max(top, bottom), std::max(top, bottom)};
        s.part_count = s.total_parts = 4;
    } else {
        s.parts = {t.a, t.b, 0, 0};
        s.part_count = s.total_parts = 2;
    }
    tag_start_blockades(s);
    return true;
}
}  // namespace detail

// Applies a chance outcome at a chance node (a throw, or the opening's starting seat). Anything else
// is reported as std::invalid_argument (rules/errors.hpp): a throw the thrower cannot show, a seat not
// in play, or a state that is not a chance node; each with its own message.
template <class R>
constexpr undo_record<R> apply_throw(state<R>& s, throw_outcome t) {
    undo_record<R> record{s};
    if constexpr (R::turn == family::parcheesi) {
        if (detail::begin_throw(s, t)) detail::fix_compulsion(s);
    } else {
        (void)detail::begin_throw(s, t);  // no compulsion to fix: every legal action plays the throw
    }
    return record;
}

// The same, and the legal actions of the position it leaves written into `legal` (as legal_actions(s,
// legal) would write them): a loop that asks for them after every throw saves work, for the throw's
// compulsion search and the judgement of its first moves share their steps.
template <class R>
constexpr undo_record<R> apply_throw(state<R>& s, throw_outcome t, action_list<R>& legal) {
    undo_record<R> record{s};
    if constexpr (R::turn == family::parcheesi) {
        if (detail::begin_throw(s, t)) {
            detail::fix_compulsion_and_list(s, occupancy_of(s), legal);
            return record;
        }
    } else {
        (void)detail::begin_throw(s, t);
    }
    legal_actions(s, legal);
    return record;
}

// Applies a legal action. In debug builds (NDEBUG not defined) an illegal action is reported as
// illegal_action (see rules/errors.hpp), with a message that names it, the stage and the legal
// actions; in a constant expression it does not compile. Release builds trust the caller: use
// checked_apply for actions that come from outside (a user, a file, the network).
template <class R>
constexpr undo_record<R> apply(state<R>& s, const action& a) {
    detail::check_legal_as_apply(s, a);
    undo_record<R> record{s};
    detail::perform_and_settle(s, a);
    return record;
}

// Applies an action after checking that it is legal, in every build.
template <class R>
constexpr undo_record<R> checked_apply(state<R>& s, const action& a) {
    detail::check_legal(s, a, "pachisi::checked_apply");
    undo_record<R> record{s};
    detail::perform_and_settle(s, a);
    return record;
}

template <class R>
constexpr void undo(state<R>& s, const undo_record<R>& record) noexcept {
    s = record.before;
}

// docs/rules.md §8, SHG timer: the other seats remove a seat that ran out of time. Its pawns leave the
// board and play goes on among the rest; a play under way by that seat ends. When one seat is left,
// the game is over and that seat has won; playing for places, when one seat is left unfinished the
// game is over and that seat takes the last place. A seat that has finished (playing for places) keeps
// its place and cannot be removed. Not offered in partner games (a team would be broken).
template <class R>
constexpr void remove_seat(state<R>& s, int seat) {
    if (seat < 0 || seat > 3 || !in_play(s, seat))
        raise_error(error_kind::invalid_argument, "pachisi::remove_seat: seat " + std::to_string(seat) + " is not in play");
    if (s.partners) raise_error(error_kind::invalid_argument, "pachisi::remove_seat: seats cannot be removed from a partner game");
    if (is_over(s)) raise_error(error_kind::invalid_argument, "pachisi::remove_seat: the game is over");
    if (has_finished(s, seat))  // playing for places: its place is kept, and it has no turns left to time
        raise_error(error_kind::invalid_argument, "pachisi::remove_seat: seat " + std::to_string(seat) + " has finished");
    const bool was_moving = s.mover == seat;
    s.pawns[static_cast<std::size_t>(seat)] = {};
    if constexpr (remembers_captures<R>()) s.victims[static_cast<std::size_t>(seat)] = {};
    if constexpr (remembers_first_moves<R>()) s.first_moved = static_cast<std::uint16_t>(s.first_moved & ~(1U << seat));
    if (was_moving) detail::clear_play(s);
    s.seats = static_cast<std::uint8_t>(s.seats & ~(1U << seat));
    // One seat left, or (playing for places) one seat left unfinished: it has won, or takes the last
    // place. The game is over, and nothing of the turn under way is left to play or to remember.
    if (std::popcount(static_cast<unsigned>(s.seats)) == 1 || sides_still_playing(s) < 2) {
        detail::clear_play(s);
        s.throws_owed = s.doublets_in_row = 0;
        if constexpr (remembers_captures<R>()) s.victims = {};
        if constexpr (R::turn == family::one_die) detail::one_die_turn_passes(s);
        s.mover = static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(s.seats)));
        for (int left = 0; left < 4; ++left)
            if (in_play(s, left) && !has_finished(s, left)) s.mover = static_cast<std::uint8_t>(left);
        s.phase = stage::over;
        return;
    }
    if (was_moving && s.phase != stage::opening) detail::pass_turn(s);
    else if (was_moving) s.mover = static_cast<std::uint8_t>(detail::next_seat(s));
}

// Part-actions use the throw's dice; reward moves, declines and throws do not (docs/rules.md §5.3).
[[nodiscard]] constexpr bool is_part_action(const action& a) noexcept {
    return a.kind == action_kind::enter || a.kind == action_kind::enter_sum || a.kind == action_kind::move ||
           a.kind == action_kind::whole_move;
}

// docs/rules.md §8, SHG "Undo Moves": a game UI may take back the part-actions of the throw being played
// while its parts are not all played; not reward moves. So a UI may take back its last action when
// may_take_back(s) holds and that action is_part_action (an immediate SHG reward move in between
// cannot be taken back, nor what came before it). The engine's own undo (for search) has no limit.
template <class R>
[[nodiscard]] constexpr bool may_take_back(const state<R>& s) noexcept {
    return rules_of(s).undo_in_play && s.phase == stage::play && detail::in_parts_phase(s) && s.parts_used > 0;
}

}  // namespace pachisi

// === pachisi/engine/chance.hpp ===
// Chance sampling: the outcome of a chance node drawn with its exact probability, and the uniform
// draw under it. Both give the same numbers on every standard library for the same generator and
// seed (std::uniform_int_distribution does not: each library picks its own algorithm), so a game
// loop, a bot or a ranking replays identically everywhere.

namespace pachisi {

// 64 random bits from a generator of 32-bit values (two draws, high half first, as std::mt19937)
// or of 64-bit values (one draw, as std::mt19937_64).
template <class Rng>
[[nodiscard]] std::uint64_t draw_64_bits(Rng& rng) {
    constexpr auto max = static_cast<std::uint64_t>(Rng::max());
    static_assert(Rng::min() == 0 && (max == 0xFFFF'FFFFULL || max == std::numeric_limits<std::uint64_t>::max()),
                  "pachisi: use a generator of 32-bit or 64-bit values, such as std::mt19937_64 or std::mt19937");
    if constexpr (max == 0xFFFF'FFFFULL) {
        const auto high = static_cast<std::uint64_t>(rng());
        return (high << 32) | static_cast<std::uint64_t>(rng());
    } else {
        return static_cast<std::uint64_t>(rng());
    }
}

// A uniform integer in [0, n), n > 0, from a generator of 32-bit or 64-bit values.
template <class Rng>
[[nodiscard]] std::uint64_t uniform_below(Rng& rng, std::uint64_t n) {
    if (n == 0) raise_error(error_kind::invalid_argument, "pachisi::uniform_below: no value below 0 to draw");
    constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    // Reject the top values that would make some results more likely than others.
    const std::uint64_t reject = (top % n + 1) % n;  // 2^64 mod n
    for (;;) {
        const std::uint64_t x = draw_64_bits(rng);
        if (x <= top - reject) return x % n;
    }
}

// uniform_below(rng, N) for a bound known at compile time: the same numbers, without the two divisions
// (a throw is drawn on nearly every turn of a playout, and a division costs tens of cycles).
template <std::uint64_t N, class Rng>
[[nodiscard]] std::uint64_t uniform_below_constant(Rng& rng) {
    static_assert(N > 0);
    constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    constexpr std::uint64_t reject = (top % N + 1) % N;
    for (;;) {
        const std::uint64_t x = draw_64_bits(rng);
        if (x <= top - reject) return x % N;
    }
}

// A chance list brought to one denominator: outcome i has probability weight[i] / denominator, so a
// uniform integer below the denominator picks an outcome exactly.
struct chance_weights {
    chance_list outcomes;
    std::array<std::uint64_t, chance_list::capacity()> weight{};
    std::uint64_t denominator = 1;

    [[nodiscard]] static constexpr chance_weights of(const chance_list& list) noexcept {
        chance_weights w;
        w.outcomes = list;
        for (const auto& o : list) w.denominator = std::lcm(w.denominator, o.chance.denominator);
        for (std::size_t i = 0; i < list.size(); ++i)
            w.weight[i] = list[i].chance.numerator * (w.denominator / list[i].chance.denominator);
        return w;
    }
    // The outcome that the uniform integer x (0 <= x < denominator) stands for.
    [[nodiscard]] constexpr throw_outcome pick(std::uint64_t x) const noexcept {
        for (std::size_t i = 0; i < outcomes.size(); ++i) {
            if (x < weight[i]) return outcomes[i].outcome;
            x -= weight[i];
        }
        return outcomes.back().outcome;  // not reached: the probabilities add up to one
    }
};

// The throws of rules R over one denominator, computed once at compile time: every throw of a game
// draws from this table instead of building and reducing the outcome list again.
template <class R>
inline constexpr chance_weights throw_weights = chance_weights::of(R::thrower::outcomes());

// The throw each uniform integer below throw_weights<R>.denominator stands for, looked up at once
// instead of walked to: a playout draws a throw on nearly every turn.
template <class R>
inline constexpr auto throw_by_draw = [] {
    constexpr const chance_weights& weights = throw_weights<R>;
    static_assert(weights.denominator <= 1024, "a throw table of one entry per draw stays small");
    std::array<throw_outcome, weights.denominator> table{};
    for (std::size_t x = 0; x < table.size(); ++x) table[x] = weights.pick(x);
    return table;
}();

// The outcomes of the chance node s over one denominator (the opening's seats, or the throw table).
template <class R>
[[nodiscard]] constexpr chance_weights chance_weights_of(const state<R>& s) noexcept {
    if (s.phase == stage::throw_) return throw_weights<R>;
    return chance_weights::of(chance_outcomes(s));
}

// Draws the outcome of the chance node s (a throw, or the opening's starting seat) with its exact
// probability: all probabilities are brought to one denominator and a uniform integer picks one.
template <class R, class Rng>
[[nodiscard]] throw_outcome sample_chance(const state<R>& s, Rng& rng) {
    if (s.phase == stage::throw_) {
        return throw_by_draw<R>[uniform_below_constant<throw_weights<R>.denominator>(rng)];
    }
    if (s.phase != stage::opening)
        raise_error(error_kind::wrong_stage, "pachisi::sample_chance: not a chance node (stage " +
                                                 std::string(to_string(s.phase)) + ")");
    const chance_weights opening = chance_weights::of(chance_outcomes(s));
    return opening.pick(uniform_below(rng, opening.denominator));
}

}  // namespace pachisi

// === pachisi/engine/find_action.hpp ===
// From a click to an action: a board interface knows which pawn was picked (its progress) and how
// far it goes (a die, the throw's value, a reward), and sometimes where it stops. find_action looks
// the legal action up, so a hand-built action never needs its other fields right (action.hpp says
// which fields identify an action).

namespace pachisi {

namespace detail {
[[nodiscard]] constexpr bool moves_a_pawn(action_kind kind) noexcept {
    return kind == action_kind::move || kind == action_kind::whole_move || kind == action_kind::capture_reward ||
           kind == action_kind::home_reward;
}

// Does legal action `a` move the pawn at progress `from` by `steps`? A pawn in its nest (from 0)
// enters: with dice by a 5 (one die, or both dice adding up to 5), with cowries by the throw's value
// (a grace's entry to p = 1, or a first move of option 1 to p = the value), with one die (docs/rules.md
// §10) by the face thrown.
template <class R>
[[nodiscard]] constexpr bool means(const state<R>& s, const action& a, int from, int steps) noexcept {
    if (a.kind == action_kind::enter || a.kind == action_kind::enter_sum) {
        if (from != 0) return false;
        if constexpr (R::thrower::is_dice) return steps == 5;
        else return steps == R::thrower::value(s.thrown);
    }
    return moves_a_pawn(a.kind) && static_cast<int>(a.from) == from && static_cast<int>(a.steps) == steps;
}
}  // namespace detail

// The legal action that moves the pawn at progress `from` by `steps` squares (a pawn in its nest,
// from = 0, enters: steps is then 5 with dice, the throw's value with cowries or one die), or std::nullopt when
// there is none. When several match, the first in legal-action order: the kind in the order of
// action_kind (a part before a whole move or a reward), the pawn with the lower tag, the nearer stop
// (at a turn-off, the way HOME before another lap), the single pawn before a group.
template <class R>
[[nodiscard]] constexpr std::optional<action> find_action(const state<R>& s, int from, int steps) {
    for (const action& a : legal_actions(s))
        if (detail::means(s, a, from, steps)) return a;
    return std::nullopt;
}

// The same, stopping at progress `to`: tells apart the two stops of a move past a turn-off (up the
// home path, or round again: docs/rules.md §5.10, §6.6). An entry stops at progress 1; a traditional
// first move (option 1 of seed 004, docs/rules.md §6.10) at the throw's value.
template <class R>
[[nodiscard]] constexpr std::optional<action> find_action(const state<R>& s, int from, int steps, int to) {
    for (const action& a : legal_actions(s))
        if (detail::means(s, a, from, steps) && static_cast<int>(a.to) == to) return a;
    return std::nullopt;
}

}  // namespace pachisi

// === pachisi/engine/invariants.hpp ===
// What every reachable state satisfies. The notation parser refuses states that break it, and the
// property tests check it after every action: a state that passes can be played (a decision node has
// at least one legal action, no table is indexed out of range, no move can wrap).

namespace pachisi {

// What is wrong with a state, and where: the square and the seats involved when there are such.
struct invariant_problem {
    const char* what = nullptr;  // nullptr: nothing is wrong
    int square = -1;             // physical square (board.hpp numbering), or -1
    int seat = -1;               // a seat involved, or -1
    int other_seat = -1;         // a second seat involved, or -1
    [[nodiscard]] constexpr explicit operator bool() const noexcept { return what != nullptr; }
};

[[nodiscard]] inline std::string to_string(const invariant_problem& p) {
    if (!p) return "no problem";
    std::string text = p.what;
    if (p.square >= 0) text += " (square " + std::to_string(p.square);
    if (p.seat >= 0) text += std::string(p.square >= 0 ? ", " : " (") + "seat " + std::to_string(p.seat);
    if (p.other_seat >= 0) text += " and seat " + std::to_string(p.other_seat);
    if (p.square >= 0 || p.seat >= 0) text += ")";
    return text;
}

namespace detail {

// The parts a throw gives at its start (docs/rules.md §5.2, §6.2), lowest first; count 0 for an impossible throw.
template <class R>
[[nodiscard]] constexpr bool parts_fit_throw(const state<R>& s) noexcept {
    if constexpr (R::turn == family::one_die) {
        // docs/rules.md §10: the die's value (a 6 counts 7 in some rules) until its action is played.
        const int face = s.thrown.a;
        const bool value_fits = s.parts[0] == face || (rules_of(s).six_counts_seven && face == 6 && s.parts[0] == 7);
        return s.total_parts == 1 && s.part_count <= 1 && s.parts[1] == 0 && s.parts[2] == 0 && s.parts[3] == 0 &&
               (s.part_count == 1 ? value_fits : s.parts[0] == 0);
    } else if constexpr (R::turn == family::traditional) {
        // A value left is at least 1: a move uses up the value or leaves some of it (§6.2).
        return s.total_parts == 1 && s.part_count <= 1 && s.parts[0] <= R::thrower::value(s.thrown) &&
               (s.part_count == 1 ? s.parts[0] >= 1 : s.parts[0] == 0);
    } else {
        std::array<int, 4> given{s.thrown.a, s.thrown.b, 0, 0};
        int given_count = 2;
        if (s.total_parts == 4) {
            if (!R::thrower::is_doublet(s.thrown) || rules_of(s).bonus == doublet_bonus::none) return false;
            const int top = s.thrown.a;
            const int bottom = rules_of(s).bonus == doublet_bonus::tops_and_bottoms ? 7 - top : top;
            given = {top, top, bottom, bottom};
            given_count = 4;
        } else if (s.total_parts != 2) {
            return false;
        }
        // While parts are left every part the throw gave is either left or used; once the play has used
        // what it must, the rest are dropped (settle), so then fewer may be accounted for.
        if (s.part_count > 0 ? s.part_count + s.parts_used != s.total_parts : s.parts_used > s.total_parts)
            return false;
        for (std::size_t i = 0; i < 4; ++i) {
            if (i >= s.part_count) {
                if (s.parts[i] != 0) return false;  // unused slots are zero: equal states, equal bytes
                continue;
            }
            if (i > 0 && s.parts[i - 1] > s.parts[i]) return false;  // lowest first
            // Each part left must be one of the throw's parts not matched yet.
            bool matched = false;
            for (int k = 0; k < given_count && !matched; ++k)
                if (given[static_cast<std::size_t>(k)] == s.parts[i]) given[static_cast<std::size_t>(k)] = 0, matched = true;
            if (!matched) return false;
        }
        return true;
    }
}

// Option 5 (docs/rules.md §6.10): the seat whose turn came before the mover's, the only one whose captures
// can be open (back=): the nearest seat before the mover in play and not finished. The turn passed from it
// to the next such seat (play.hpp next_seat), and a finished seat stays finished. -1 when there is none.
template <class R>
[[nodiscard]] constexpr int seat_before_mover(const state<R>& s) noexcept {
    for (int k = 1; k < 4; ++k) {
        const int seat = (s.mover + 4 - k) % 4;
        if (in_play(s, seat) && !has_finished(s, seat)) return seat;
    }
    return -1;
}

// Option 5: what the engine's records (traditional_turn.hpp) satisfy besides each entry's own checks in
// find_memory_problem. In the mover's turn only the mover's pawns move: its enemies' pawns never come
// out of their Charkoni (a victim is given back only where the capturer, an enemy of the mover's side,
// was just taken, so only to the mover's side) and a square is captured at most once in a turn.
template <class R>
[[nodiscard]] constexpr invariant_problem find_victim_record_problem(const state<R>& s) {
    using memory = capture_memory<R::pawns>;
    const auto this_turn = [](progress_t entry) { return (entry & memory::taken_this_turn) != 0; };
    const auto square = [&](int seat, progress_t entry) {
        return square_of(s, seat, static_cast<int>(entry & ~memory::taken_this_turn));
    };
    const auto enemies = [&](int a, int b) { return a != b && !are_partners(s, a, b); };
    std::array<int, 4> entries{};
    bool taken = false, back = false;
    for (int seat = 0; seat < 4; ++seat)
        for (const auto entry : s.victims[static_cast<std::size_t>(seat)])
            if (entry != 0) ++entries[static_cast<std::size_t>(seat)], (this_turn(entry) ? taken : back) = true;
    if (!taken && !back) return {};
    for (int seat = 0; seat < 4; ++seat) {
        const int count = entries[static_cast<std::size_t>(seat)];
        if (count == 0) continue;
        // Records are written by captures, and nothing is played before the opening throw.
        if (s.phase == stage::opening) return {"remembered victims (taken=, back=) before the opening throw", -1, seat};
        // Option 1: a seat whose player has not moved first never had a pawn on the board to lose.
        if constexpr (remembers_first_moves<R>())
            if (remembers_first_moves(s) && ((s.first_moved >> seat) & 1U) == 0)
                return {"a remembered victim (taken=, back=) of a seat whose player has not made its first move (first=)",
                        -1, seat};
        // Outside the mover's side every victim still waits in its Charkoni: it left it at no turn since.
        int in_charkoni = 0;
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) in_charkoni += p == 0;
        if (seat != s.mover && count > in_charkoni)
            return {"more remembered victims (taken=, back=) than pawns in their Charkoni", -1, seat};
    }
    if (taken) {  // the mover captured in this turn: perform_traditional marks that at once
        if (((s.captured >> s.mover) & 1U) == 0)
            return {"victims taken this turn (taken=) by a mover that has not captured (captured=)", -1, s.mover};
        if constexpr (remembers_first_moves<R>())
            if (remembers_first_moves(s) && ((s.first_moved >> s.mover) & 1U) == 0)
                return {"victims taken this turn (taken=) by a seat whose player has not made its first move (first=)",
                        -1, s.mover};
    }
    for (int seat = 0; seat < 4; ++seat) {
        for (const auto entry : s.victims[static_cast<std::size_t>(seat)]) {
            if (entry == 0) continue;
            const std::uint8_t sq = square(seat, entry);
            // All the mover's enemies on a square are taken at once, and none of them comes back there.
            if (this_turn(entry))
                for (int other = 0; other < 4; ++other)
                    if (in_play(s, other) && enemies(other, s.mover) && seat_stands_on(s, other, sq))
                        return {"an enemy of the mover stands where a victim was taken this turn (taken=)", sq, other, seat};
            // One capture per square and turn, of pawns sharing it: of one team. A capture this turn where a
            // record of the turn before is open spends that record.
            for (int other = seat; other < 4; ++other) {
                for (const auto next : s.victims[static_cast<std::size_t>(other)]) {
                    if (next == 0 || square(other, next) != sq) continue;
                    if (this_turn(entry) != this_turn(next))
                        return {"victims taken this turn (taken=) and in the turn before (back=) on one square", sq, seat,
                                other == seat ? -1 : other};
                    if (enemies(seat, other))
                        return {"victims of two seats that are not partners taken on one square (taken=, back=)", sq,
                                seat, other};
                }
            }
        }
    }
    // Open records of the turn before are the captures of the seat that moved then, kept where its pawns
    // still stand, and only if the mover is its enemy (close_capture_window). remove_seat may take that
    // seat's pawns off while its records stay open for the turn: a traditional game with fewer than three
    // seats in play has lost one (2 players hold four seats), so the capturer is not looked for there.
    if (back && std::popcount(static_cast<unsigned>(s.seats)) >= 3) {
        const int capturer = seat_before_mover(s);
        if (capturer < 0 || !enemies(capturer, s.mover))
            return {"victims of the turn before (back=), but the seat that moved before is no enemy of the mover", -1,
                    s.mover, capturer};
        if (((s.captured >> capturer) & 1U) == 0)
            return {"victims of the turn before (back=), but the seat that moved before has not captured (captured=)",
                    -1, capturer};
        if (((s.turns_done >> capturer) & 1U) == 0)
            return {"victims of the turn before (back=), but the seat that moved before has not completed a turn (turns=)",
                    -1, capturer};
        for (int seat = 0; seat < 4; ++seat) {
            for (const auto entry : s.victims[static_cast<std::size_t>(seat)]) {
                if (entry == 0 || this_turn(entry)) continue;
                if (!enemies(seat, capturer))
                    return {"a victim of the turn before (back=) of the side that moved before", -1, seat, capturer};
                if (!seat_stands_on(s, capturer, square(seat, entry)))
                    return {"a victim of the turn before (back=) where the seat that moved before does not stand",
                            square(seat, entry), seat, capturer};
            }
        }
    }
    return {};
}

// The first problem of what options 1 and 5 of seed 004 remember (docs/rules.md §6.10, state.hpp).
template <class R>
[[nodiscard]] constexpr invariant_problem find_memory_problem(const state<R>& s) {
    const auto& board = board_of(s);
    if constexpr (remembers_first_moves<R>()) {
        // A rule set with options at run time has the room whether or not its options use it.
        if (!remembers_first_moves(s) && s.first_moved != 0)
            return {"first moves remembered (first=) in rules without option 1 of seed 004"};
        if (s.first_moved & ~static_cast<unsigned>(s.seats)) return {"first= names a seat not in play"};
        for (int seat = 0; seat < 4 && remembers_first_moves(s); ++seat) {
            if (!in_play(s, seat)) continue;
            const unsigned mask = s.first_moved;
            const bool moved = ((mask >> seat) & 1U) != 0;
            const bool partner_moved = ((mask >> (seat ^ 2)) & 1U) != 0;
            if (s.partners == 2 && moved != partner_moved)
                return {"first= must name both seats of a player, or neither", -1, seat, seat ^ 2};
            // (A game of fewer pawns than the row has room for keeps its unused places first, at HOME.)
            if (!moved && s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(unused_places(s))] != 0)
                return {"a pawn out of the Charkoni before its player's first move (first=)", -1, seat};
        }
    }
    if constexpr (remembers_one_die_turn<R>()) {
        if (s.tries > 2) return {"more than two tries counted (tries=)", -1, s.mover};
        if (s.tries != 0 && !rules_of(s).three_tries) return {"tries counted (tries=) in rules without three tries"};
        if (s.last_moved != 0 && std::find(s.pawns[s.mover].begin(), s.pawns[s.mover].end(), s.last_moved) == s.pawns[s.mover].end())
            return {"the pawn that moved last (last=) is not the mover's", -1, s.mover};
        if (s.last_moved != 0 && rules_of(s).third_six != third_six_rule::last_pawn_to_nest)
            return {"a pawn that moved last (last=) in rules whose third 6 does not send it back"};
        if (s.last_arrival != 0 && rules_of(s).stacking != one_die_stacking::barrier)
            return {"who arrived last on an entry square (arrived=) in rules without Parchís entries"};
    }
    if constexpr (remembers_captures<R>()) {
        using memory = capture_memory<R::pawns>;
        if (!remembers_captures(s) && s.victims != decltype(s.victims){})
            return {"victims remembered (taken=, back=) in rules without option 5 of seed 004"};
        for (int seat = 0; seat < 4; ++seat) {
            const auto& list = s.victims[static_cast<std::size_t>(seat)];
            int taken = 0;
            for (std::size_t i = 0; i < list.size(); ++i) {
                if (i > 0 && list[i - 1] < list[i]) return {"remembered victims are not sorted highest first", -1, seat};
                if (list[i] == 0) continue;
                if (!in_play(s, seat)) return {"a remembered victim of a seat not in play (taken=, back=)", -1, seat};
                const int p = list[i] & ~memory::taken_this_turn;
                if (p > board.max_progress) return {"a remembered victim beyond the last extra lap allowed", -1, seat};
                const std::uint8_t sq = square_of(s, seat, p);
                if (p == 0 || sq >= board.ring_squares || board.is_safe(sq))
                    return {"a remembered victim where no pawn is captured (taken=, back=)", -1, seat};
                if ((list[i] & memory::taken_this_turn) == 0) continue;
                if (seat == s.mover || are_partners(s, seat, s.mover))
                    return {"a victim taken this turn (taken=) of the mover's own side", -1, seat};
                ++taken;
            }
            int in_charkoni = 0;
            for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) in_charkoni += p == 0;
            if (taken > in_charkoni) return {"more victims taken this turn (taken=) than pawns in their Charkoni", -1, seat};
        }
        if (const invariant_problem problem = find_victim_record_problem(s)) return problem;
    }
    return {};
}

// The first problem of s's position (seats, mover, stage, pawns, who stands where, tag order), before
// its throw's bookkeeping: what the compulsion search may rely on. The notation parser asks it before
// computing a play's need=, which searches the position.
template <class R>
[[nodiscard]] constexpr invariant_problem find_position_problem(const state<R>& s) {
    const auto& board = board_of(s);
    const int seats = std::popcount(static_cast<unsigned>(s.seats));
    if (s.seats > 0b1111 || seats == 0 || (seats == 1 && s.phase != stage::over)) return {"fewer than two seats in play"};
    if (s.partners > 2 || (s.partners && s.seats != 0b1111)) return {"partners need all four seats in play"};
    if (s.mover > 3 || !in_play(s, s.mover)) return {"the seat to move is not in play", -1, s.mover};
    if (s.phase > stage::over) return {"unknown stage"};
    for (int seat = 0; seat < 4; ++seat) {
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (!in_play(s, seat) && row[i] != 0) return {"a seat not in play has pawns", -1, seat};
            if (i > 0 && row[i - 1] < row[i]) return {"a pawn row is not sorted highest first", -1, seat};
            if (row[i] > board.home && !rules_of(s).extra_lap)
                return {"a progress beyond HOME in rules without extra laps", -1, seat};
            if (row[i] > board.max_progress) return {"a progress beyond the last extra lap allowed", -1, seat};
            // docs/rules.md §6.6 Decision (option 3 of seed 004): no pawn turns homeward before its seat captured.
            if constexpr (R::turn == family::traditional) {
                if (rules_of(s).home_needs_capture && board.is_homeward(row[i]) && !((s.captured >> seat) & 1U) &&
                    is_game_pawn(s, seat, i))  // (not a place a game of fewer pawns leaves unused, at HOME)
                    return {"a pawn in its middle column or home before its seat has captured (home needs a capture)",
                            -1, seat};
            } else if constexpr (R::turn == family::one_die) {
                if (rules_of(s).must_kill && board.is_homeward(row[i]) && !((s.captured >> seat) & 1U))
                    return {"a pawn in its home path or HOME before its seat has captured (must kill)", -1, seat};
                if (!board.has_home && row[i] > board.last_stop) return {"a progress beyond the last goal field", -1, seat};
            }
        }
    }
    if constexpr (has_board_at_run_time<R>) {
        // The places a game of fewer pawns leaves unused stand at HOME (engine/state.hpp, is_game_pawn).
        for (int seat = 0; seat < 4; ++seat) {
            const auto& row = s.pawns[static_cast<std::size_t>(seat)];
            int home = 0;
            for (const auto p : row) home += p == board.home;
            if (in_play(s, seat) && home < unused_places(s))
                return {"fewer pawns HOME than the places this game's pawn count leaves unused", -1, seat};
        }
    }
    const occupancy_for<R> occ = occupancy_of(s);
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            const auto sq = board.square(seat, p);
            if (sq == off_board) continue;
            int own = 0, team = 0, stranger = -1;
            for (int other = 0; other < 4; ++other) {
                if (!in_play(s, other)) continue;
                for (auto q : s.pawns[static_cast<std::size_t>(other)]) {
                    if (board.square(other, q) != sq) continue;
                    own += other == seat;
                    const bool friendly = other == seat || are_partners(s, seat, other);
                    team += friendly;
                    if (!friendly || (R::turn == family::parcheesi && other != seat)) stranger = other;
                }
            }
            if constexpr (R::turn == family::traditional) {
                if (team != occ.count[sq]) return {"pawns of two teams share a square", sq, seat, stranger};
            } else if constexpr (R::turn == family::one_die) {
                // docs/rules.md §10 step 1: colours share only safe squares; own pawns stack as the rules say.
                const bool shared_ok = rules_of(s).safe_squares && board.is_safe(sq);
                if (own != occ.count[sq] && !shared_ok) return {"pawns of two colours share a square that is not safe", sq, seat, stranger};
                if (rules_of(s).stacking == one_die_stacking::single && own > 1) return {"two pawns of one colour on a square", sq, seat};
                if (rules_of(s).stacking == one_die_stacking::barrier && occ.count[sq] > 2) return {"more than two pawns on a square", sq, seat};
            } else {
                if (own != occ.count[sq]) return {"pawns of two colours share a square", sq, seat, stranger};
                if (own > (rules_of(s).blockades ? 2 : 1)) return {"too many pawns of one colour on a square", sq, seat};
            }
        }
    }
    for (std::size_t i = 0; i < s.tags.size(); ++i) {
        if (s.tags[i] > 2) return {"a pawn tag is not 0, 1 or 2", -1, s.mover};
        const auto& row = s.pawns[s.mover];
        if (i > 0 && row[i - 1] == row[i] && s.tags[i - 1] < s.tags[i])
            return {"tagged pawns must come first among equals", -1, s.mover};
    }
    // docs/rules.md §5.9 and §6.9: a side all home ends the game, unless play goes on for places between
    // two sides or more; and a seat all home never moves again.
    if (s.phase != stage::over) {
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat) && side_has_won(s, seat) && (!plays_for_places(s) || sides_still_playing(s) < 2))
                return {"a side has all its pawns home, but the game is not over (stage over, or places=1)", -1, seat};
        if (has_finished(s, s.mover)) return {"the seat to move has all its pawns home", -1, s.mover};
    }
    // docs/rules.md §7: playing for places, the finished seats are recorded in the order they finished.
    if (!plays_for_places(s)) {
        if (s.play_on != 0) return {"a finishing order (finished=) without play for places (places=1)"};
    } else {
        const int finished = finished_seat_count(s);
        if (finished > 3) return {"every seat has finished, but playing for places the last one never does"};
        unsigned listed = 0;
        for (int k = 0; k < finished; ++k) {
            const int seat = detail::finisher(s.play_on, k);
            if (!has_finished(s, seat)) return {"the finishing order (finished=) names a seat that has not finished", -1, seat};
            if ((listed >> seat) & 1U) return {"the finishing order (finished=) names a seat twice", -1, seat};
            listed |= 1U << seat;
        }
        if ((s.play_on >> detail::finisher_shift(finished)) != 0)
            return {"the finishing order (finished=) must list every finished seat, and only those"};
    }
    if constexpr (R::turn == family::one_die) {
        if (s.tags != decltype(s.tags){} || s.tag_square != decltype(s.tag_square){})
            return {"one-die pawns carry no tags (a, b)", -1, s.mover};
        if (s.phase != stage::over && s.phase != stage::play && s.throws_owed != 0)
            return {"an extra throw owed (owed=) outside a play: a one-die seat throws it at once"};
        if (s.phase == stage::throw_ && rules_of(s).third_six != third_six_rule::nothing && s.doublets_in_row > 2)
            return {"a third 6 in a row (sixes=3) is never played under these rules"};
        if (s.phase == stage::ready) return {"stage 'ready' (refuse or throw) exists only in the traditional rules"};
        if (const invariant_problem problem = find_memory_problem(s)) return problem;
    } else if constexpr (R::turn == family::traditional) {
        if (s.phase == stage::ready && !R::decline_throw) return {"stage 'ready' needs rules that let a seat refuse to throw"};
        if (const invariant_problem problem = find_memory_problem(s)) return problem;
    } else if (s.phase == stage::ready) {
        return {"stage 'ready' (refuse or throw) exists only in the traditional rules"};
    }
    return {};
}

// The first problem of s's throw bookkeeping (parts, rewards, what the play must reach, tags), s's
// position being sound (find_position_problem).
template <class R>
[[nodiscard]] constexpr invariant_problem find_play_problem(const state<R>& s) {
    if (s.phase != stage::play) {
        if (s.part_count || s.capture_rewards || s.home_rewards || s.reward_due_now)
            return {"parts or rewards pending outside a play (parts=, capture=, home=, due=)"};
        if (s.thrown != throw_outcome{} || s.total_parts || s.parts_used || s.fives_entered || s.larger_used ||
            s.need_parts || s.need_fives || s.need_larger || s.tags != decltype(s.tags){} || s.tag_square[0] ||
            s.tag_square[1])
            return {"a throw's bookkeeping outside a play (thrown=, total=, used=, need=, tags, origin=)"};
        return {};
    }
    // stage::play from here: the throw, its parts and the compulsion bookkeeping must fit together.
    if (!R::thrower::is_valid(s.thrown)) return {"stage 'play' needs the throw being played (thrown=)"};
    // A reward pending was earned in this play: a capture reward by a capture whose pawn is still in
    // its nest (its seat has not moved since), a home reward by a pawn of the mover now HOME.
    int captured_pawns = 0;
    for (int seat = 0; seat < 4; ++seat)
        if (in_play(s, seat) && seat != s.mover && !are_partners(s, seat, s.mover))
            for (auto p : s.pawns[static_cast<std::size_t>(seat)]) captured_pawns += p == 0;
    if (s.capture_rewards + s.reward_due_now > captured_pawns)
        return {"more capture rewards pending (capture=, due=) than opponents' pawns in their nests"};
    if (s.home_rewards > pawns_home(s, s.mover))
        return {"more home rewards pending (home=) than the mover's pawns at HOME"};
    if (!detail::parts_fit_throw(s)) return {"the parts left (parts=, total=, used=) do not fit the throw (thrown=)"};
    if constexpr (R::turn == family::one_die) {
        if (s.part_count == 0 && s.capture_rewards + s.home_rewards != 1)
            return {"a one-die play after its action needs one reward to play (capture=, home=)"};
        if (s.part_count == 1 && (s.capture_rewards || s.home_rewards)) return {"a reward pending before the die's action"};
        if (s.doublets_in_row > (rules_of(s).third_six == third_six_rule::nothing ? 3 : 2) || (s.doublets_in_row > 0) != (s.thrown.a == 6))
            return {"6s in a row (sixes=) do not fit the throw: 1 or 2 with a 6 being played, else 0"};
        if (s.throws_owed > 1) return {"one throw earns one extra throw at most (owed=)"};
        if (s.thrown.a == 6 && s.throws_owed == 0) return {"a 6 throws again: owed=1 while it is played"};
        if (s.part_count == 1 && s.parts[0] == 7 && has_nest_pawn(s, s.mover))
            return {"a 6 counts 7 (parts=7) only while no pawn of the mover is in its nest"};
    }
    if constexpr (R::turn == family::parcheesi) {
        if (s.need_parts > s.total_parts || s.parts_used > s.total_parts)
            return {"need= or used= counts more parts than the throw gave"};
        if (s.part_count > 0 && s.parts_used >= s.need_parts)
            return {"parts are left although the play has used every part it must (need=, used=)"};
        if (s.reward_due_now && !(rules_of(s).immediate_capture_reward_in_bonus && s.total_parts == 4 && s.part_count > 0))
            return {"a reward due at once (due=1) outside an SHG doublet bonus with parts left"};
        if (rules_of(s).bonus_all_or_none && s.total_parts == 4 && s.part_count > 0 && s.need_parts != 4)
            return {"a doublet bonus of these rules is played whole or not at all (need= must be 4)"};
        if (s.part_count > 0 && best_play_left(s) != needed(s))
            return {"need= is not the best play the parts left allow (parts.fives.larger, counting used=)"};
        // §5.6: a tag marks the two pawns of a blockade that stood when the throw began.
        for (std::uint8_t tag = 1; tag <= 2; ++tag) {
            int carried = 0;
            for (auto t : s.tags) carried += t == tag;
            if (carried != 0 && carried != 2) return {"a blockade tag (a, b) must mark exactly two pawns", -1, s.mover};
            if (carried == 0 && s.tag_square[tag - 1U] != 0) return {"origin= names a blockade no pawn is tagged for"};
        }
    }
    if (legal_actions(s).empty()) return {"a decision with no legal action"};
    return {};
}

}  // namespace detail

// The first problem found in s, with its square and seats; an empty problem when s is consistent.
template <class R>
[[nodiscard]] constexpr invariant_problem find_invariant_problem(const state<R>& s) {
    if (const invariant_problem problem = detail::find_position_problem(s)) return problem;
    return detail::find_play_problem(s);
}

// nullptr when the state is consistent; otherwise what is wrong with it (without the square and seats:
// find_invariant_problem has them).
template <class R>
[[nodiscard]] constexpr const char* invariant_violation(const state<R>& s) {
    return find_invariant_problem(s).what;
}

}  // namespace pachisi

// === pachisi/engine/move_effects.hpp ===
// What one action did, as data: whom it captured, how many pawns it brought out of the nest or HOME, the
// rewards and the extra throw it earned, whether the turn passed. For a bot or a UI that asks "does this
// move capture?" without parsing the text of effects() (issue 47).
//
//     const move_effects<R> e = effects_of(s, a);   // a legal in s; s is not changed
//     if (e.captures()) ...                          // e.captured: the pawns sent to their nest
//
// effects_of(s, a) applies a to a copy of s and compares the two states (the text functions effects and
// describe of text/board_text.hpp are built on it), so what it says agrees with the engine by construction;
// effects_of(before, after) does the same for a caller who has applied the action already, and also reads a
// throw (before at a chance node), where only penalised and turn_passes can show.
//
// Pawns are named as actions name them (engine/action.hpp): by their progress, with the physical square
// they stood on (rules/board.hpp numbering). Everything is held in fixed-capacity members: no heap.
//
// What is reported is what the two states show, read with the rules:
//   captured      enemy pawns sent to their nest (a traditional group capture, a lap's pawns: several).
//   given_back    seed 004 option 5: pawns per seat brought back out of the Charkoni by a cancelled capture.
//   entered       the mover's pawns that came out of its nest (given-back pawns not counted).
//   reached_home  the mover's pawns that arrived (HOME; on the MAEDN board, the goal fields).
//   penalised     a throw only: the mover's pawns its penalty sent to the nest (third doublet, Parchís' third 6).
//   rewards       the rewards the action earned (docs/rules.md §5.7, §10 step 7), with their squares. The
//                 engine forfeits a reward no pawn can move: the state after holds what is left to play.
//   throws_again  the action ended the play and the same seat throws next; `why` says what earned it.
//   turn_passes, finished, game_over: the turn went to another seat; the mover's last pawn arrived; the game ended.

namespace pachisi {

// A pawn named by its seat, its progress (in its seat's numbering) and the physical square it stood on.
struct pawn_place {
    std::uint8_t seat = 0;
    std::uint8_t square = 0;
    progress_t progress = 0;
    friend constexpr bool operator==(const pawn_place&, const pawn_place&) = default;
};

enum class reward_kind : std::uint8_t {
    capture,  // a capture reward (SHG, American: 20 squares; Parchís 20)
    home,     // a home reward (SHG, American, Parchís: 10 squares)
};

// A reward an action earned: `squares` to move one pawn, later in the same play.
struct earned_reward {
    reward_kind kind = reward_kind::capture;
    std::uint8_t squares = 0;
    bool due_now = false;     // SHG doublet bonus: played (or declined) at once, before the parts left
    bool or_throw = false;    // move-or-throw-again rules: one more throw may be taken instead
    friend constexpr bool operator==(const earned_reward&, const earned_reward&) = default;
};

// Why the mover throws again (move_effects::why); several may hold at once. The counts are the state's:
// throws_owed after the action says how many throws are still owed beyond the next.
struct throw_reasons {
    bool doublet = false;  // two dice: the throw was a doublet and the rules give one more for it (§5.8)
    bool six = false;      // one die: the throw was a 6 (§10 step 8)
    bool grace = false;    // cowries: the throw was a grace (§6.2)
    bool capture = false;  // this action captured, and the rules give a throw for it (one die step 8, option 6)
    bool home = false;     // this action took a pawn HOME, and the rules give a throw for it (one die step 8)
    bool reward = false;   // this action spent a capture reward on one more throw (move-or-throw-again)
    bool owed = false;     // a throw was owed before this action (any of the above earned earlier in the turn)
    friend constexpr bool operator==(const throw_reasons&, const throw_reasons&) = default;
};

template <class R>
struct move_effects {
    // Enemy pawns sent to their nest, by seat (lowest first), then highest progress first.
    fixed_list<pawn_place, 3 * static_cast<std::size_t>(R::pawns)> captured;
    std::array<std::uint8_t, 4> given_back{};  // per seat: pawns a cancelled capture brought back (option 5)
    std::uint8_t entered = 0;                  // the mover's pawns out of the nest
    std::uint8_t reached_home = 0;             // the mover's pawns that arrived
    std::uint8_t penalised = 0;                // the mover's pawns a penalty sent to the nest (a throw)
    fixed_list<earned_reward, 2> rewards;      // earned by this action (a capture reward, a home reward)
    bool throws_again = false;                 // the play ended and the same seat throws next
    throw_reasons why{};                       // what earned it (capture, home, reward: also while the play goes on)
    bool turn_passes = false;                  // another seat moves next
    bool finished = false;                     // the mover's last pawn arrived
    bool game_over = false;                    // the game ended

    [[nodiscard]] constexpr bool captures() const noexcept { return !captured.empty(); }
    // The captured seats as a bit mask (bit N: seat N lost a pawn).
    [[nodiscard]] constexpr int captured_seats() const noexcept {
        int mask = 0;
        for (const auto& p : captured) mask |= 1 << p.seat;
        return mask;
    }
    [[nodiscard]] constexpr bool captures_seat(int seat) const noexcept { return ((captured_seats() >> seat) & 1) != 0; }
    [[nodiscard]] constexpr int pawns_given_back() const noexcept {
        return given_back[0] + given_back[1] + given_back[2] + given_back[3];
    }
    // Whether it earned a reward of that kind.
    [[nodiscard]] constexpr bool earns(reward_kind kind) const noexcept {
        for (const auto& r : rewards)
            if (r.kind == kind) return true;
        return false;
    }
    // Nothing the struct reports happened (a move to an empty square, a pass whose turn goes on...).
    [[nodiscard]] constexpr bool is_quiet() const noexcept {
        return captured.empty() && pawns_given_back() == 0 && entered == 0 && reached_home == 0 && penalised == 0 &&
               rewards.empty() && !throws_again && !turn_passes && !finished && !game_over;
    }
    friend constexpr bool operator==(const move_effects&, const move_effects&) = default;
};

namespace detail::effects {

template <class R>
[[nodiscard]] constexpr int nest_count(const state<R>& s, int seat) noexcept {
    int n = 0;
    for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) n += p == 0;
    return n;
}

// Seed 004 option 5: pawns of `seat` a cancelled capture brought back between before and after: pawns out of
// its Charkoni while a record of its victims (one from the turn before) was spent; 0 for other rules.
template <class R>
[[nodiscard]] constexpr int given_back(const state<R>& before, const state<R>& after, int seat) noexcept {
    if constexpr (remembers_captures<R>()) {
        using memory = capture_memory<R::pawns>;
        const auto records = [&](const state<R>& s) {
            int n = 0;
            for (const auto entry : s.victims[static_cast<std::size_t>(seat)])
                n += entry != 0 && (entry & memory::taken_this_turn) == 0;
            return n;
        };
        if (records(after) >= records(before)) return 0;
        const int back = nest_count(before, seat) - nest_count(after, seat);
        return back > 0 ? back : 0;
    } else {
        (void)before, (void)after, (void)seat;
        return 0;
    }
}

// The pawns of `seat` standing (off the nest) in before and not in after: its rows are sorted highest first.
template <class R, std::size_t N>
constexpr void add_captured(const state<R>& before, const state<R>& after, int seat, fixed_list<pawn_place, N>& out) noexcept {
    const auto& was = before.pawns[static_cast<std::size_t>(seat)];
    const auto& now = after.pawns[static_cast<std::size_t>(seat)];
    std::size_t j = 0;
    for (std::size_t i = 0; i < was.size() && was[i] != 0; ++i) {
        while (j < now.size() && now[j] > was[i]) ++j;  // pawns given back above it
        if (j < now.size() && now[j] == was[i]) {
            ++j;  // still there
        } else if (out.size() < out.capacity()) {
            out.push_back({static_cast<std::uint8_t>(seat), square_of(before, seat, was[i]), was[i]});
        }
    }
}

// How many parts of the throw a legal action uses (docs/rules.md §5.3).
[[nodiscard]] constexpr int parts_of(const action& a) noexcept {
    switch (a.kind) {
        case action_kind::enter:
        case action_kind::move: return 1;
        case action_kind::enter_sum:
        case action_kind::whole_move: return 2;
        default: return 0;
    }
}

// The legal action of before that leads to after, or a pass marked by `found` false. Used for the two-dice
// reasons of an extra throw, which depend on the action (a throw taken for a reward, the parts a doublet used).
template <class R>
[[nodiscard]] constexpr bool find_played(const state<R>& before, const state<R>& after, action& played) {
    for (const action& a : legal_actions(before)) {
        state<R> s = before;
        detail::perform_and_settle(s, a);
        if (s == after) return played = a, true;
    }
    return false;
}

// The effects between two states; `a` the action played (legal in before), or null when not known.
template <class R>
[[nodiscard]] constexpr move_effects<R> between(const state<R>& before, const state<R>& after, const action* a) {
    move_effects<R> e;
    const int mover = before.mover;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(before, seat)) continue;
        e.given_back[static_cast<std::size_t>(seat)] = static_cast<std::uint8_t>(given_back(before, after, seat));
        if (seat != mover && in_play(after, seat)) add_captured(before, after, seat, e.captured);
    }
    if (before.phase == stage::opening) return e;  // the opening throw names who starts: nothing else
    const int nest_change = nest_count(before, mover) - nest_count(after, mover);
    if (nest_change > 0) {
        const int entered = nest_change - e.given_back[static_cast<std::size_t>(mover)];
        e.entered = static_cast<std::uint8_t>(entered > 0 ? entered : 0);
    } else if (is_chance_node(before)) {
        e.penalised = static_cast<std::uint8_t>(-nest_change);
    }
    const int home_change = pawns_home(after, mover) - pawns_home(before, mover);
    e.reached_home = static_cast<std::uint8_t>(home_change > 0 ? home_change : 0);
    e.finished = has_finished(after, mover) && !has_finished(before, mover);
    e.game_over = is_over(after) && !is_over(before);
    e.turn_passes = !is_over(after) && after.mover != mover;
    if (before.phase != stage::play) return e;  // a throw, or the choice to throw: no rewards, no reasons

    // Rewards and throws the action earned, as the rules award them (perform.hpp, one_die_turn.hpp,
    // traditional_turn.hpp): one reward and one throw per capturing action, one per pawn arriving.
    const auto& rules = rules_of(before);
    const bool same_play = after.phase == stage::play && after.mover == mover;
    e.throws_again = !same_play && !is_over(after) && after.mover == mover &&
                     (after.phase == stage::throw_ || after.phase == stage::ready);
    e.why.owed = e.throws_again && before.throws_owed > 0;
    if constexpr (R::turn == family::parcheesi) {
        if (e.captures() && (rules.capture == capture_reward::move || rules.capture == capture_reward::move_or_throw_again))
            e.rewards.push_back({reward_kind::capture, static_cast<std::uint8_t>(rules.capture_reward_squares),
                                 same_play && after.reward_due_now != 0, rules.capture == capture_reward::move_or_throw_again});
        if (e.reached_home > 0 && rules.home_reward_squares > 0)
            e.rewards.push_back({reward_kind::home, static_cast<std::uint8_t>(rules.home_reward_squares), false, false});
        action found{};
        if (a == nullptr && find_played(before, after, found)) a = &found;
        if (a != nullptr) {
            e.why.reward = a->kind == action_kind::throw_again;
            const bool all_used = before.parts_used + parts_of(*a) == before.total_parts;
            e.why.doublet = e.throws_again && R::thrower::is_doublet(before.thrown) &&
                            (rules.again == doublet_again::always || (rules.again == doublet_again::if_all_used && all_used));
        }
    } else if constexpr (R::turn == family::one_die) {
        if (e.captures() && rules.capture_reward_squares > 0)
            e.rewards.push_back({reward_kind::capture, static_cast<std::uint8_t>(rules.capture_reward_squares), false, false});
        const bool home = board_has_home<R> && e.reached_home > 0;
        if (home && rules.home_reward_squares > 0)
            e.rewards.push_back({reward_kind::home, static_cast<std::uint8_t>(rules.home_reward_squares), false, false});
        e.why.capture = e.captures() && rules.capture_throws_again;
        e.why.home = home && rules.home_throws_again;
        e.why.six = e.throws_again && before.thrown.a == 6;
    } else {
        e.why.capture = e.captures() && rules.capture_throws_again;
        e.why.grace = e.throws_again && R::thrower::is_grace(before.thrown);
    }
    (void)a;
    return e;
}

}  // namespace detail::effects

// The effects of the legal action a in s (s is not changed): a is applied to a copy and the states compared.
template <class R>
[[nodiscard]] constexpr move_effects<R> effects_of(const state<R>& s, const action& a) {
    state<R> after = s;
    apply(after, a);
    return detail::effects::between(s, after, &a);
}

// The effects between `before` and `after`, one action (or one throw) apart: after = before with a legal
// action applied, or a chance outcome at a chance node. For two dice the action is looked up among the
// legal actions of before (what an extra throw was earned by depends on it); not found, the reasons
// doublet and reward stay false.
template <class R>
[[nodiscard]] constexpr move_effects<R> effects_of(const state<R>& before, const state<R>& after) {
    return detail::effects::between(before, after, nullptr);
}

}  // namespace pachisi

// === pachisi/engine/score.hpp ===
// Score and end-of-game ranking (docs/rules.md §7, seed 000's "Neptune report").

namespace pachisi {

// (pawns at HOME, steps), compared pawns-at-HOME first; printed "3-110". Steps below zero (pawns in the nest
// count -5 each) are printed in parentheses, "0-(-20)", so that the score cannot be read as "0--20" or "0-20".
struct score {
    int home = 0;
    int steps = 0;
    friend constexpr auto operator<=>(const score&, const score&) = default;
};

[[nodiscard]] inline std::string to_string(const score& s) {
    const std::string steps = std::to_string(s.steps);
    return std::to_string(s.home) + "-" + (s.steps < 0 ? "(" + steps + ")" : steps);
}

namespace detail {
// Steps a pawn counts: its progress; -5 in the nest; on a later lap, progress less the squares of the
// home path and HOME that it did not take (docs/rules.md §5.10, §7: p - 8; on a cross of arm n, p - n).
[[nodiscard]] constexpr int pawn_steps(const auto& board, int p) noexcept {
    if (p == 0) return -5;
    return p > board.home ? p - board.lap_skip : p;
}
// SHG tie-break weight of one pawn.
[[nodiscard]] constexpr int tie_weight(int p) noexcept {
    if (p > 63) return 5;
    if (p > 55) return 4;
    if (p > 38) return 3;
    if (p > 21) return 2;
    if (p > 4) return 1;
    return 0;
}
}  // namespace detail

template <class R>
[[nodiscard]] constexpr score score_of(const state<R>& s, int seat) noexcept {
    score total;
    const auto& board = board_of(s);
    for (auto p : s.pawns[static_cast<std::size_t>(seat)]) {
        total.home += has_arrived(s, p);  // MAEDN: in the goal fields (docs/rules.md §10 step 13)
        total.steps += detail::pawn_steps(board, p);
    }
    if constexpr (has_board_at_run_time<R>) {
        // Not the places a game of fewer pawns leaves unused: at HOME in a seat in play, in the nest (an empty row)
        // in a seat not in play.
        const int unused = unused_places(s);
        if (in_play(s, seat)) total.home -= unused, total.steps -= unused * board.home;
        else total.steps -= unused * detail::pawn_steps(board, 0);
    }
    return total;
}

// Steps plus the tie weights of docs/rules.md §7 (used only to order tied seats; never printed).
template <class R>
[[nodiscard]] constexpr int weighted_steps(const state<R>& s, int seat) noexcept {
    int total = score_of(s, seat).steps;
    if (rules_of(s).rank_with_tie_weights)
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) total += detail::tie_weight(p);
    return total;
}

struct ranking {
    std::array<int, 4> seats{};        // best first (for teams: the team's lower seat, 0 or 1)
    std::array<score, 4> scores{};     // unweighted, as printed, in the same order
    int count = 0;
    bool teams = false;                // traditional teams: each entry is seats {s, s + 2}, scores summed
    bool randomised = false;           // some order was settled by the internal die roll: print '*'
};

namespace detail {
// Playing for places: when each seat finished (0 first, 1 second...; 4: not finished). Traditional
// teams finish when their second seat does.
template <class R>
[[nodiscard]] constexpr std::array<int, 4> finishing_positions(const state<R>& s) noexcept {
    std::array<int, 4> when{4, 4, 4, 4};
    const auto order = finishing_order(s);
    for (std::size_t k = 0; k < order.size(); ++k) when[static_cast<std::size_t>(order[k])] = static_cast<int>(k);
    return when;
}

// One line of the ranking: a seat (for traditional teams the team's lower seat) and what orders it.
struct rank_entry {
    int seat;
    int finished;  // finishing position, 4 when not finished (playing for places only)
    score points;
    int weighted;
    int roll;
};
struct rank_entries {
    std::array<rank_entry, 4> entries{};
    int count = 0;
    bool teams = false;
};
// a ranks below b: it finished later, or (neither finished) it has the lower score, then weighted steps.
[[nodiscard]] constexpr bool ranks_below(const rank_entry& a, const rank_entry& b) noexcept {
    return std::tie(b.finished, a.points.home, a.points.steps, a.weighted) <
           std::tie(a.finished, b.points.home, b.points.steps, b.weighted);
}
template <class R>
[[nodiscard]] constexpr rank_entries entries_to_rank(const state<R>& s) noexcept {
    rank_entries result;
    // docs/rules.md §7: traditional teams rank by the sum of both seats; every other ranking is per seat.
    result.teams = R::turn == family::traditional && s.partners;
    const std::array<int, 4> finished = finishing_positions(s);
    for (int seat = 0; seat < (result.teams ? 2 : 4); ++seat) {
        if (!in_play(s, seat)) continue;
        rank_entry e{seat, finished[static_cast<std::size_t>(seat)], score_of(s, seat), weighted_steps(s, seat), 0};
        if (result.teams) {
            const score partner = score_of(s, seat + 2);
            e.points = {e.points.home + partner.home, e.points.steps + partner.steps};
            e.weighted += weighted_steps(s, seat + 2);
            e.finished = std::max(e.finished, finished[static_cast<std::size_t>(seat + 2)]);
        }
        result.entries[static_cast<std::size_t>(result.count++)] = e;
    }
    return result;
}
}  // namespace detail

// Orders the seats in play: playing for places, the seats that finished first, in the order they
// finished (docs/rules.md §7); the rest high to low by score, then by weighted steps, then by die
// rolls drawn from `random` (a generator of 32-bit or 64-bit values, e.g. std::mt19937_64; re-rolled
// until the tied seats differ). The rolls use uniform_below (engine/chance.hpp), so one seed ranks a
// game the same way with every standard library.
template <class R, class Random>
[[nodiscard]] ranking rank(const state<R>& s, Random& random) {
    using entry = detail::rank_entry;
    auto [entries, n, teams] = detail::entries_to_rank(s);
    const auto key_less = detail::ranks_below;
    // At most four seats: an insertion sort, stable, best first.
    const auto sort_by = [](auto first, auto last, auto before) {
        for (auto it = first; it != last; ++it)
            for (auto j = it; j != first && before(*j, *(j - 1)); --j) std::iter_swap(j, j - 1);
    };
    const auto first = entries.begin(), last = entries.begin() + n;
    sort_by(first, last, [&](const entry& a, const entry& b) { return key_less(b, a); });
    ranking result;
    result.teams = teams;
    // Settle each run of seats still tied by distinct die rolls.
    for (auto run = first; run != last;) {
        auto run_end = run + 1;
        while (run_end != last && !key_less(*run_end, *run) && !key_less(*run, *run_end)) ++run_end;
        if (run_end - run > 1) {
            result.randomised = true;
            bool distinct = false;
            while (!distinct) {
                for (auto it = run; it != run_end; ++it) it->roll = 1 + static_cast<int>(uniform_below(random, 6));
                distinct = true;
                for (auto a = run; a != run_end; ++a)
                    for (auto b = a + 1; b != run_end; ++b) distinct = distinct && a->roll != b->roll;
            }
            sort_by(run, run_end, [](const entry& a, const entry& b) { return a.roll > b.roll; });
        }
        run = run_end;
    }
    for (auto it = first; it != last; ++it) {
        result.seats[static_cast<std::size_t>(result.count)] = it->seat;
        result.scores[static_cast<std::size_t>(result.count++)] = it->points;
    }
    return result;
}

// Each seat's place at the end of the game (1 the best), as rank() orders the seats but with no die
// roll: seats that rank() would order by a roll share the higher place. Traditional teams: both seats
// get the team's place. 0 for seats not in play, and for every seat until the game is over.
// Playing for places the finished seats come first in finishing order (docs/rules.md §7), so a game's
// places are settled without a roll: a learner's places and a tournament's standings are the same.
template <class R>
[[nodiscard]] constexpr std::array<int, 4> places(const state<R>& s) noexcept {
    std::array<int, 4> place{};
    if (!is_over(s)) return place;
    const auto ranked = detail::entries_to_rank(s);
    for (int i = 0; i < ranked.count; ++i) {
        const auto& me = ranked.entries[static_cast<std::size_t>(i)];
        int better = 0;
        for (int j = 0; j < ranked.count; ++j) better += detail::ranks_below(me, ranked.entries[static_cast<std::size_t>(j)]);
        place[static_cast<std::size_t>(me.seat)] = 1 + better;
        if (ranked.teams) place[static_cast<std::size_t>(me.seat + 2)] = 1 + better;
    }
    return place;
}

// The report as seed 000 prints it: one line per seat, best first, "*" after it when randomised.
[[nodiscard]] inline std::string to_string(const ranking& r) {
    std::string text;
    for (int i = 0; i < r.count; ++i) {
        const int seat = r.seats[static_cast<std::size_t>(i)];
        text += std::to_string(i + 1) + (r.teams ? ". seats " + std::to_string(seat) + "+" + std::to_string(seat + 2)
                                                 : ". seat " + std::to_string(seat)) +
                "  " + to_string(r.scores[static_cast<std::size_t>(i)]) + "\n";
    }
    if (r.randomised) text += "*\n";
    return text;
}

}  // namespace pachisi

// === pachisi/engine/state_hash.hpp ===
// Hashing a state by its bytes: every member is a byte, so equal states have equal bytes.

namespace pachisi {

template <class R>
[[nodiscard]] constexpr std::uint64_t hash_value(const state<R>& s) noexcept {
    static_assert(std::has_unique_object_representations_v<state<R>>, "state must have no padding bits");
    // Eight bytes at a time, each word mixed into one of four lanes with a multiply and a rotation, so
    // that the lanes' multiplies overlap (one chain of eight waited on each multiply in turn); the
    // lanes are then folded together and avalanched.
    // __builtin_bit_cast: std::bit_cast is missing from older libc++ (emscripten 3.1.6's among them).
    // The words are the state's bytes read little-endian, on every machine.
    std::array<std::uint64_t, 4> lanes{0x9e3779b97f4a7c15ULL, 0xc2b2ae3d27d4eb4fULL, 0x165667b19e3779f9ULL,
                                       0x27d4eb2f165667c5ULL};
    std::size_t n = 0;
    const auto mix = [&lanes, &n](std::uint64_t word) {
        std::uint64_t& lane = lanes[n++ & 3U];
        lane = std::rotl((lane ^ word) * 0xbf58476d1ce4e5b9ULL, 27);
    };
    if constexpr (sizeof(state<R>) % 8 == 0 && std::endian::native == std::endian::little) {
        // Whole words: one load each instead of eight byte loads.
        const auto words = __builtin_bit_cast(std::array<std::uint64_t, sizeof(state<R>) / 8>, s);
        for (const std::uint64_t word : words) mix(word);
    } else {
        const auto bytes = __builtin_bit_cast(std::array<unsigned char, sizeof(state<R>)>, s);
        for (std::size_t i = 0; i < bytes.size(); i += 8) {
            std::uint64_t word = 0;
            for (std::size_t j = 0; j < 8 && i + j < bytes.size(); ++j) word |= std::uint64_t{bytes[i + j]} << (8 * j);
            mix(word);
        }
    }
    std::uint64_t h = lanes[0] ^ std::rotl(lanes[1], 16) ^ std::rotl(lanes[2], 32) ^ std::rotl(lanes[3], 48);
    h ^= h >> 31;
    h *= 0x94d049bb133111ebULL;
    return h ^ (h >> 29);
}

struct state_hasher {
    template <class R>
    [[nodiscard]] std::size_t operator()(const state<R>& s) const noexcept {
        return static_cast<std::size_t>(hash_value(s));
    }
};

}  // namespace pachisi

// === pachisi/engine/tracked_state.hpp ===
// A state together with who stands on each square, kept up to date action by action: for loops that
// list the legal actions at every decision (random playouts, Monte-Carlo search, the batched
// environment).
//
// legal_actions(s) starts by counting the pawns of s onto the board (occupancy_of: about 190
// instructions, 10-15% of a random two-dice game). A tracked_state moves the two squares an action
// changes instead. The state itself stays a small trivially copyable value (state.hpp); this object
// is the state plus 208 bytes of occupancy. For the cowrie presets it holds the state only: their
// generator does not start from an occupancy of the state.
//
// Every member gives what the function of the same name gives for get(): the same legal actions in the
// same order, the same checks (apply checks legality in debug builds), the same errors.

namespace pachisi {

template <class R>
class tracked_state {
    static constexpr bool tracks_squares = R::turn == family::parcheesi;

public:
    constexpr explicit tracked_state(const state<R>& s) noexcept : s_(s) {
        if constexpr (tracks_squares) occ_ = occupancy_of(s_);
    }

    [[nodiscard]] constexpr const state<R>& get() const noexcept { return s_; }
    // Who stands where in get() (occupancy_of(get()) for the two-dice presets; not kept for cowries).
    [[nodiscard]] constexpr const occupancy_for<R>& squares() const noexcept
        requires tracks_squares
    {
        return occ_;
    }

    // legal_actions(get(), out).
    constexpr void legal_actions(action_list<R>& out) const {
        if constexpr (tracks_squares) {
            out.clear();
            if (s_.phase != stage::play) return;
            if (detail::in_parts_phase(s_)) return detail::list_part_actions(s_, occ_, out);
        }
        pachisi::legal_actions(s_, out);
    }

    // apply(get(), a).
    constexpr undo_record<R> apply(const action& a) {
        if constexpr (tracks_squares) {
            detail::check_legal_as_apply(s_, a);
            detail::update_occupancy(occ_, s_, a);  // from the state before a
            const undo_record<R> record{s_};
            detail::perform_and_settle(s_, a);
            return record;
        } else {
            return pachisi::apply(s_, a);
        }
    }

    // apply_throw(get(), t, legal): the throw, and the legal actions that follow it.
    constexpr undo_record<R> apply_throw(throw_outcome t, action_list<R>& legal) {
        if constexpr (tracks_squares) {
            const undo_record<R> record{s_};
            if (detail::begin_throw(s_, t)) return detail::fix_compulsion_and_list(s_, occ_, legal), record;
            // An opening throw, or a third doublet's penalty (§5.1), which moves a pawn: count again.
            occ_ = occupancy_of(s_);
            legal_actions(legal);
            return record;
        } else {
            return pachisi::apply_throw(s_, t, legal);
        }
    }
    // apply_throw(get(), t).
    constexpr undo_record<R> apply_throw(throw_outcome t) {
        const undo_record<R> record = pachisi::apply_throw(s_, t);
        if constexpr (tracks_squares) {
            if (record.before.pawns != s_.pawns) occ_ = occupancy_of(s_);
        }
        return record;
    }

    // undo(get(), record): back to the state before the action or throw that returned it.
    constexpr void undo(const undo_record<R>& record) noexcept {
        const bool pawns_moved = record.before.pawns != s_.pawns;
        pachisi::undo(s_, record);
        if constexpr (tracks_squares) {
            if (pawns_moved) occ_ = occupancy_of(s_);
        }
    }

private:
    struct untracked {};
    state<R> s_;
    [[no_unique_address]] std::conditional_t<tracks_squares, occupancy_for<R>, untracked> occ_;
};

}  // namespace pachisi

// === pachisi/engine/turn_enumeration.hpp ===
// Full-turn enumeration: for a state and a throw, every distinct position in which the play can end,
// each with one action sequence that reaches it and whether the same seat throws next.
//
// With doublet bonuses and chained rewards one throw can have over 100,000 ordered action sequences
// but only about a thousand distinct end positions. The search expands each distinct intermediate
// position once (orders that meet again are merged), so its cost follows the positions, not the orders.

namespace pachisi {

// Longest action sequence of one play: 4 parts, and rewards each of which may earn another.
using action_sequence = fixed_list<action, 64>;

template <class R>
struct play_outcome {
    state<R> end;             // the position once the play is over: a chance node, or game over
    action_sequence actions;  // one sequence of actions that reaches it
    bool throws_again = false;  // the same seat throws next

    // Written out: a defaulted constructor would have a vector's emplace_back() zero all 520 bytes
    // of the action room before the search fills the few actions used.
    constexpr play_outcome() noexcept {}
    constexpr play_outcome(const state<R>& end_, const action_sequence& actions_, bool throws_again_) noexcept
        : end(end_), actions(actions_), throws_again(throws_again_) {}
};

namespace detail {
// The distinct states met by a search, each under a number the caller gives it (where the caller keeps
// the state). Open addressing over one flat array of (hash, number): no allocation per state, unlike
// the node-based standard containers, and each state hashed once. A slot is taken only when its stamp
// is the table's current one, so a table reused for the next search is emptied by a new stamp, not by
// writing every slot again.
template <class R>
class numbered_states {
public:
    // Adds s under `number` unless an equal state is there already; true when added. state_of(n)
    // returns the state numbered n.
    template <class StateOf>
    bool insert(const state<R>& s, std::uint32_t number, StateOf&& state_of) {
        if ((count_ + 1) * 2 > slots_.size()) grow(slots_.empty() ? 64 : slots_.size() * 2);
        const std::uint64_t hash = hash_value(s);
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
            slot& place = slots_[i];
            if (place.stamp != stamp_) {
                place = {hash, number, stamp_};
                ++count_;
                return true;
            }
            if (place.hash == hash && state_of(place.number) == s) return false;
        }
    }

    // Empties the table, keeping its room.
    void clear() noexcept {
        count_ = 0;
        if (++stamp_ != 0) return;
        for (slot& place : slots_) place.stamp = 0;  // the stamps went round: no slot may look taken
        stamp_ = 1;
    }

    // Room for `states` states without growing.
    void reserve(std::size_t states) {
        std::size_t size = 64;
        while (size < 2 * states) size *= 2;
        if (size > slots_.size()) grow(size);
    }

private:
    struct slot {
        std::uint64_t hash = 0;
        std::uint32_t number = 0;
        std::uint32_t stamp = 0;  // taken in the search of this stamp
    };
    void grow(std::size_t size) {
        std::vector<slot> old(size);
        old.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (const slot& moved : old) {
            if (moved.stamp != stamp_) continue;
            std::size_t i = static_cast<std::size_t>(moved.hash) & mask;
            while (slots_[i].stamp == stamp_) i = (i + 1) & mask;
            slots_[i] = moved;
        }
    }
    std::vector<slot> slots_;
    std::size_t count_ = 0;
    std::uint32_t stamp_ = 1;  // slots are made with stamp 0: free
};

template <class R>
struct play_enumerator {
    std::vector<state<R>> expanded_states;  // the positions within the play already expanded
    numbered_states<R> expanded;            // ... numbered by their place in expanded_states
    numbered_states<R> found;               // the ends found, numbered by their place in outcomes
    std::vector<play_outcome<R>> outcomes;
    action_sequence path;
    int seat = 0;
    // The action that led to the position being visited, whether it was quiet (see is_quiet), and
    // the occupancy before it when it was a part of the play (the parent's, alive on the stack).
    struct arrival {
        action by{};
        bool quiet = false;
        const occupancy_for<R>* occupancy_before = nullptr;
    };
    arrival arrived;
    // Off only in the test that checks that skipping orders met already changes nothing.
    bool skip_known_orders = true;
    std::size_t orders_skipped = 0;

    // Searches the play under way in s, "throws again" judged for `seat`, forgetting any earlier search
    // but keeping its room: one enumerator reused for many plays allocates only for their outcomes.
    void run(const state<R>& s, int seat_) {
        expanded_states.clear();
        expanded.clear();
        found.clear();
        outcomes.clear();
        path.clear();
        orders_skipped = 0;
        arrived = {};
        seat = seat_;
        reserve(s);
        visit(s);
    }

    // Room for a typical play of s, allocated once instead of grown from nothing: two parts meet a few
    // dozen positions, the four parts of a doublet bonus a few hundred.
    void reserve(const state<R>& s) {
        const bool bonus = s.total_parts == 4;
        expanded_states.reserve(bonus ? 128 : 64);
        expanded.reserve(bonus ? 128 : 32);
        found.reserve(bonus ? 256 : 32);
        outcomes.reserve(bonus ? 256 : 32);
    }

    void visit(const state<R>& s) {
        if (s.phase != stage::play) {
            const auto number = static_cast<std::uint32_t>(outcomes.size());
            if (!found.insert(s, number, [&](std::uint32_t n) -> const state<R>& { return outcomes[n].end; })) return;
            // Built in place, the path copied action by action: a whole action_sequence is 520 bytes.
            play_outcome<R>& play = outcomes.emplace_back();
            play.end = s;
            for (const action& a : path) play.actions.push_back(a);
            play.throws_again = (s.phase == stage::throw_ || s.phase == stage::ready) && s.mover == seat;
            return;
        }
        if (!met_once()) {
            const auto number = static_cast<std::uint32_t>(expanded_states.size());
            if (!expanded.insert(s, number, [&](std::uint32_t n) -> const state<R>& { return expanded_states[n]; }))
                return;
            expanded_states.push_back(s);
        }
        if constexpr (R::turn == family::parcheesi) {
            if (in_parts_phase(s)) return visit_parts(s);
        }
        for (const action& a : legal_actions(s)) {
            state<R> next = s;
            detail::perform_and_settle(next, a);
            arrived = {};
            follow(a, next);
        }
    }

    // Whether the position being visited can be met by this path only, so that no table need know it
    // (Parcheesi family): the start, and a position one action from it that moves no more than one
    // pawn by one part or reward, or declines. Every other position has used another number of parts,
    // or moved or captured other pawns. (Both parts of a throw at once can meet two parts one by one.)
    [[nodiscard]] bool met_once() const noexcept {
        if constexpr (R::turn == family::parcheesi) {
            if (path.empty()) return true;
            const action_kind k = path[0].kind;
            return path.size() == 1 && k != action_kind::whole_move && k != action_kind::enter_sum;
        }
        return false;
    }

    // The parts of a play (docs/rules.md §5.5): every candidate action is followed, not only the legal
    // ones, and a play is dropped where its parts end short of what it must achieve. A legal action is
    // one that begins an allowed play, so this finds the same ends by the same first sequences, without
    // proving each action legal on the way (the search legal_actions would make at every step). The
    // checks are can_complete's (legal_actions/compulsion_search.hpp), made once where a play's parts end.
    void visit_parts(const state<R>& s) {
        const arrival came = arrived;  // read before the search below changes it
        // The parent's occupancy moved by one action costs less than counting the pawns again.
        const occupancy_for<R> occ =
            came.occupancy_before ? occupancy_after(*came.occupancy_before, s, came.by) : occupancy_of(s);
        // Each candidate is followed as it is generated (its search runs inside the generator's
        // visitor): s stays as it is meanwhile, so the order is that of a list, without building one.
        any_part_candidate(s, occ, [&](const action& a, bool captures) {
            const bool quiet = is_quiet(a, captures);
            if (skip_known_orders && quiet && came.quiet && ran_before(s, occ, a, came.by)) {
                ++orders_skipped;
                return false;
            }
            follow_part(s, occ, a, quiet);
            return false;
        });
    }

    // A quiet action moves one pawn by one part on its first trip and captures nothing (reaching HOME
    // is quiet: its reward is a count, the same in either order). Two quiet actions of different pawns
    // that do not meet on the way give the same position in either order.
    [[nodiscard]] static constexpr bool is_quiet(const action& a, bool captures) noexcept {
        // (A pawn on another lap comes back to first-trip numbers at its turn-off: from > to.)
        return a.kind == action_kind::move && first_trip_forward<R>(a) && !captures;
    }

    // Whether the quiet action b, offered in s after the quiet action c from the parent position P,
    // leads to a position the search has met already. It has when b's pawn stands lower than c's (so
    // b came before c in P's candidates: pawns lowest first) and neither move changed the other's way:
    //  - b was a candidate in P, where c's pawn still stood at c.from: b passes it only if it stood
    //    alone (no blockade), and stops on it only where two own pawns may stand together;
    //  - c was a candidate after b: b does not stop on c's way (a pawn there would make a blockade);
    //    where c stopped, b stops only if s allows it, and then P + b allowed c to stop there too.
    // Both orders end in the same bytes (the parts are a sorted multiset, the rows are sorted), so b
    // followed by c was searched from P before c was.
    // It has too when b moves on the pawn c moved, by a smaller part, and that pawn stands alone: P
    // offered the smaller part first (parts lowest first), and a move by it stopped on a square c passed
    // over; if that square was empty, the larger part from there passed only squares c or b passed and
    // stopped where b stops, on the same board but for that one pawn.
    [[nodiscard]] static constexpr bool ran_before(const state<R>& s, const occupancy_for<R>& occ, const action& b,
                                                   const action& c) noexcept {
        const auto pawns_on = [&](int p) { return occ.count[square_of<R>(s.mover, p)]; };
        if (b.from == c.to) return b.steps < c.steps && pawns_on(c.to) == 1 && pawns_on(c.from + b.steps) == 0;
        if (b.from >= c.from) return false;
        if (b.to < c.from) return true;  // b stays below c's pawn: they never meet
        if (pawns_on(c.from) != 0) return false;  // in P c's pawn stood there with another: a blockade
        if (b.to == c.from) return rules_of(s).blockades;
        if (b.to < c.to) return pawns_on(b.to) == 0;
        return true;
    }

    void follow_part(const state<R>& s, const occupancy_for<R>& occ, const action& a, bool quiet) {
        state<R> next = s;
        if (quiet) perform_quiet_move(next, a);
        else perform(next, a);
        const bool parts_end = !next.reward_due_now && next.parts_used >= next.need_parts;
        if (parts_end) {
            if (!(metrics_of(next) == needed(next) && start_blockades_broken_up(next))) return;
        } else if (has_finished(next, next.mover)) {
            // The play ends here with parts left (the seat is all HOME): legal only as legal_actions judges it.
            if (!can_complete(next, occupancy_after(occ, s, a))) return;
        }
        settle(next);
        arrived = {a, quiet, &occ};
        follow(a, next);
    }

    void follow(const action& a, const state<R>& next) {
        path.push_back(a);
        visit(next);
        path.pop_back();
    }
};

// The search of the play under way in s; "throws again" is judged for `seat`. The test that checks the
// skip of orders met already runs it with skip_known_orders off.
template <class R>
[[nodiscard]] play_enumerator<R> search_play(const state<R>& s, int seat, bool skip_known_orders = true) {
    play_enumerator<R> search;
    search.skip_known_orders = skip_known_orders;
    search.run(s, seat);
    return search;
}
// The same for the play of throw t from chance node s, "throws again" judged for the seat that threw.
template <class R>
[[nodiscard]] play_enumerator<R> search_play(const state<R>& s, throw_outcome t, bool skip_known_orders = true) {
    state<R> thrown = s;
    apply_throw(thrown, t);
    return search_play(thrown, s.mover, skip_known_orders);
}

// The outcomes of a search by this thread's own enumerator, whose tables and lists outlive the call:
// a caller enumerating play after play allocates only the list it is given.
template <class R>
[[nodiscard]] std::vector<play_outcome<R>> outcomes_of_play(const state<R>& s, int seat) {
    thread_local play_enumerator<R> search;
    search.run(s, seat);
    return std::move(search.outcomes);
}
}  // namespace detail

// Every distinct end of the play under way in s (stage::play), in the order first found. The search
// keeps its tables in a workspace of the calling thread from one call to the next: after the first
// calls only the returned list is allocated, and the room of the largest play searched stays with the
// thread until it ends.
template <class R>
[[nodiscard]] std::vector<play_outcome<R>> enumerate_plays(const state<R>& s) {
    return detail::outcomes_of_play(s, s.mover);
}

// Every distinct end of the play of throw t from chance node s, in the order first found. "Throws
// again" is judged for the seat that threw: a throw that ends the turn by itself (a penalised third
// doublet, §5.1) passes the turn before any play.
template <class R>
[[nodiscard]] std::vector<play_outcome<R>> enumerate_plays(const state<R>& s, throw_outcome t) {
    state<R> thrown = s;
    apply_throw(thrown, t);
    return detail::outcomes_of_play(thrown, s.mover);
}

// Number of action sequences of `depth` steps from s, counting chance outcomes and decisions alike
// (like chess perft, over chance nodes). A sequence that reaches the end of the game stops there.
template <class R>
[[nodiscard]] constexpr std::uint64_t perft(const state<R>& s, int depth) {
    if (depth == 0 || is_over(s)) return 1;
    std::uint64_t total = 0;
    if (is_chance_node(s)) {
        for (const auto& outcome : chance_outcomes(s)) {
            state<R> next = s;
            apply_throw(next, outcome.outcome);
            total += perft(next, depth - 1);
        }
        return total;
    }
    for (const action& a : legal_actions(s)) {
        state<R> next = s;
        detail::perform_and_settle(next, a);
        total += perft(next, depth - 1);
    }
    return total;
}

}  // namespace pachisi

// === pachisi/text/board_grid.hpp ===
// Where each physical square sits on a drawn board: the square grid of cells that the text board
// (board_text.hpp) and the SVG board (board_svg.hpp) both lay out, derived from the board's geometry
// (route<G>, rules/board.hpp), never from a hand-made table per board.
//
// A board of 4 arms whose arm has n squares per column (ring L = 2n + 1 squares per arm: n up one
// outer column, the tip, n down the other; a private column of n - 1 squares) is drawn on a grid of
// 2n + 3 cells a side: each arm is 3 columns wide and n rows long (the tip is the middle cell of its
// end row, the private column the n - 1 cells above it), the centre 3 x 3 cells are HOME, and the
// four n x n corner blocks hold the nests.
// The Parcheesi board and the standard cross (n = 8) make the 19 x 19 grid; the crosses of
// docs/rules.md §6.10 option 8 (n = 6..10) make grids of 15 .. 23 cells, the Ludo board (n = 6) 15.
// A board whose ring also takes the corner cells where two arms meet (L = 2n + 2, private columns of
// n squares: Mensch ärgere Dich nicht, n = 4, on 11 x 11 cells) is drawn on the same grid, the corner
// cell before each arm's outer column being a ring square too. Arm 0 is drawn at the bottom
// and arm k is arm 0 turned k quarter turns counter-clockwise (the direction of play).

namespace pachisi::board_grid {

struct cell {
    int row = 0, col = 0;
    friend constexpr bool operator==(const cell&, const cell&) = default;
};

// The arms the pictures are laid out for: those of the cross boards (rules/board.hpp), and from 4 squares
// for boards with corner squares (MAEDN).
inline constexpr int min_drawn_arm = min_cross_arm;
inline constexpr int max_drawn_arm = max_cross_arm;
inline constexpr int min_cornered_arm = 4;

// Whether board G's ring takes the corner cells too (L even: 2n + 2 ring squares per arm).
template <class G>
inline constexpr bool has_corner_squares = route<G>::arm_squares % 2 == 0;

// The arm length n that board G is drawn with (squares per column of an arm), or 0 when the grid
// cannot draw G: it needs 4 arms (route<G> checks that) of L = 2n + 1 ring squares and private columns
// of n - 1 squares, with n in min_drawn_arm..max_drawn_arm; or of L = 2n + 2 ring squares and private
// columns of n squares, n in min_cornered_arm..max_drawn_arm.
template <class G>
inline constexpr int arm_of = [] {
    constexpr int ring_per_arm = route<G>::arm_squares;
    if constexpr (has_corner_squares<G>) {
        constexpr int n = (ring_per_arm - 2) / 2;
        const bool fits = route<G>::private_squares_per_seat == n && n >= min_cornered_arm && n <= max_drawn_arm;
        return fits ? n : 0;
    } else {
        constexpr int n = (ring_per_arm - 1) / 2;
        const bool fits = route<G>::private_squares_per_seat == n - 1 && n >= min_drawn_arm && n <= max_drawn_arm;
        return fits ? n : 0;
    }
}();

template <class G>
inline constexpr bool drawable = arm_of<G> != 0;

// The grid of a board of geometry G.
template <class G>
struct layout {
    static_assert(drawable<G>, "pachisi: the text and SVG boards draw boards of 4 arms with 6..10 squares per "
                               "column (2n + 1 ring squares and n - 1 private squares per arm, or 2n + 2 and n)");
    static constexpr int arm = arm_of<G>;        // n: squares per column of an arm
    static constexpr int grid = 2 * arm + 3;     // cells per side: n + 3 + n
    static constexpr int centre = arm + 1;       // the middle cell's row and column
    static constexpr int corner_side = arm;      // a nest's corner block is corner_side x corner_side cells
    static constexpr int squares = route<G>::squares;

    // A quarter turn counter-clockwise about the centre cell (screen rows grow downwards).
    [[nodiscard]] static constexpr cell turned(cell c, int quarter_turns) noexcept {
        for (int i = 0; i < quarter_turns % 4; ++i) c = {centre - (c.col - centre), centre + (c.row - centre)};
        return c;
    }

    // The cell of physical square sq (0 <= sq < squares). On arm 0 play goes down the left outer
    // column to the tip (bottom middle) and up the right outer column towards the next arm.
    [[nodiscard]] static constexpr cell of_square(int sq) noexcept {
        using board = route<G>;
        constexpr int ring = board::ring_squares, per_arm = board::arm_squares;
        if (sq < ring) {
            constexpr int before_tip = has_corner_squares<G> ? arm + 1 : arm;  // ring squares leading into an arm
            const int arm_index = ((sq + before_tip) / per_arm) % 4;
            const int from_tip = (sq - per_arm * arm_index + before_tip + ring) % ring - before_tip;  // -n(-1)..n
            cell c{};
            if (from_tip == -arm - 1) c = {centre + 1, centre - 1};  // the corner cell before the arm
            else if (from_tip < 0) c = {grid + from_tip, centre - 1};  // -n: beside the centre .. -1: by the tip
            else if (from_tip == 0) c = {grid - 1, centre};
            else c = {grid - from_tip, centre + 1};
            return turned(c, arm_index);
        }
        constexpr int column = board::private_squares_per_seat;  // n - 1 (n with corner squares)
        const int seat = (sq - ring) / column;
        const int index = (sq - ring) % column;
        // Which end of the private column touches the tip differs by board: the route says.
        constexpr int index_by_tip = static_cast<int>(board::square(0, board::turn_off + 1)) - ring;
        const int from_tip = index_by_tip == 0 ? index + 1 : column - index;  // 1..n-1 (1..n)
        return turned({grid - 1 - from_tip, centre}, seat);
    }

    // The top-left cell of seat's corner block (its nest): the block to the right of its arm (bottom
    // right for seat 0), turned like the arm.
    [[nodiscard]] static constexpr cell corner_origin(int seat) noexcept {
        const cell inside = turned({grid - 1, grid - 1}, seat);
        return {inside.row < centre ? 0 : arm + 3, inside.col < centre ? 0 : arm + 3};
    }
};

// The cell of physical square sq on a board of geometry G (the member of_square of layout<G>).
template <class G>
[[nodiscard]] constexpr cell cell_of_square(int sq) noexcept {
    static_assert(drawable<G>, "pachisi: the text and SVG boards draw boards of 4 arms with 6..10 squares per "
                               "column (2n + 1 ring squares and n - 1 private squares per arm, or 2n + 2 and n)");
    return layout<G>::of_square(sq);
}

// The grid of the standard boards (the Parcheesi board and the standard cross, n = 8); another board's
// are layout<G>::grid and layout<G>::centre.
inline constexpr int grid = layout<parcheesi_board>::grid;      // 19
inline constexpr int centre = layout<parcheesi_board>::centre;  // 9

// A quarter turn counter-clockwise about the centre cell of the standard boards' grid (layout<G>::turned
// turns about another board's centre).
[[nodiscard]] constexpr cell turned(cell c, int quarter_turns) noexcept {
    return layout<parcheesi_board>::turned(c, quarter_turns);
}

}  // namespace pachisi::board_grid

// === pachisi/text/board_svg_frame.hpp ===
// The frame of the SVG boards (board_svg.hpp): the spot numbers a picture's click targets carry, the
// options a page passes, and where each cell, nest and HOME of a board of geometry G sits in the
// picture's user units, with the colours and the string writer the pictures share.

namespace pachisi {

// The spots of a board of geometry G: its squares, then 4 nests and 4 HOMEs.
template <class G>
inline constexpr int svg_spots_of = route<G>::squares + 8;
template <class G>
[[nodiscard]] constexpr int nest_spot(int seat) noexcept { return route<G>::squares + seat; }
template <class G>
[[nodiscard]] constexpr int home_spot(int seat) noexcept { return route<G>::squares + 4 + seat; }

// The same for the standard boards (the Parcheesi board and the standard cross: 96 squares).
inline constexpr int svg_spots = board_squares + 8;
[[nodiscard]] constexpr int nest_spot(int seat) noexcept { return board_squares + seat; }
[[nodiscard]] constexpr int home_spot(int seat) noexcept { return board_squares + 4 + seat; }

// Spots of the largest board drawn (the cross with arms of 10): the size of svg_options::highlight.
inline constexpr int max_svg_spots = svg_spots_of<cross_board_of<max_cross_arm, 1>>;

// The spot where seat's pawn at progress p is drawn.
template <class R>
    requires(!has_board_at_run_time<R>)
[[nodiscard]] constexpr int spot_of(int seat, int progress) noexcept {
    using G = typename R::board;
    using board = route<G>;
    if (progress <= 0) return nest_spot<G>(seat);
    if (progress == board::home) return home_spot<G>(seat);
    return static_cast<int>(board::square(seat, progress));
}
// The same for any rule set, on the board s is played on.
template <class R>
[[nodiscard]] constexpr int spot_of(const state<R>& s, int seat, int progress) noexcept {
    const auto& board = board_of(s);
    if (progress <= 0) return board.squares + seat;       // nest_spot
    if (progress == board.home) return board.squares + 4 + seat;  // home_spot
    return static_cast<int>(board.square(seat, progress));
}

struct svg_options {
    std::bitset<max_svg_spots> highlight{};  // spots to mark, e.g. where the selected pawn may go
    int selected = -1;                       // spot whose pawns of the mover are drawn as picked up
    bool interactive = false;                // ids and data-square / data-seat / data-progress attributes
};

struct svg_point {
    int x = 0, y = 0;
    friend constexpr bool operator==(const svg_point&, const svg_point&) = default;
};

namespace detail::svg {

inline constexpr int cell = 40;    // side of a square, in SVG user units
inline constexpr int margin = 10;  // around the board
inline constexpr int band_height = 76;  // status band below the board

using cell_pos = board_grid::cell;

// The picture of a board of geometry G: its size and where its cells, nests and HOME are. The
// standard boards (19 x 19 cells) make 780 x 856 units, the grid starting at (10, 10).
template <class G>
struct frame {
    using grid_of = board_grid::layout<G>;
    static constexpr int arm = grid_of::arm;
    static constexpr int grid = grid_of::grid;
    static constexpr int board_side = 2 * margin + grid * cell;  // the cloth's height
    static constexpr int width = std::max(board_side, 2 * margin + board_grid::grid * cell);
    static constexpr int height = board_side + band_height;
    static constexpr int left = (width - grid * cell) / 2;  // the grid's left edge: centred on the cloth
    static constexpr int top = margin;                      // ... and its top edge
    static constexpr int mid_x = left + grid * cell / 2, mid_y = top + grid * cell / 2;  // the middle of HOME
    // A nest: a circle in the corner block, with room above it for its label (108 on the standard boards).
    static constexpr int nest_radius = std::min(108, arm * cell / 2 - 52);

    [[nodiscard]] static constexpr cell_pos cell_of(int sq) noexcept { return grid_of::of_square(sq); }

    // Top-left corner of a cell.
    [[nodiscard]] static constexpr svg_point corner_of(cell_pos c) noexcept {
        return {left + c.col * cell, top + c.row * cell};
    }

    // Centre of seat's corner block (its nest): the middle of the n x n block right of arm `seat`
    // (seat 0 on the standard boards: rows and columns 11..18).
    [[nodiscard]] static constexpr svg_point nest_centre(int seat) noexcept {
        const svg_point origin = corner_of(grid_of::corner_origin(seat % 4));
        return {origin.x + arm * cell / 2, origin.y + arm * cell / 2};
    }
    // The middle of the HOME triangle's base, on the edge of the centre square next to arm `seat`.
    [[nodiscard]] static constexpr svg_point home_base_centre(int seat) noexcept {
        constexpr int half = 3 * cell / 2;
        switch (seat % 4) {
            case 0: return {mid_x, mid_y + half};
            case 1: return {mid_x + half, mid_y};
            case 2: return {mid_x, mid_y - half};
            default: return {mid_x - half, mid_y};
        }
    }
};

struct palette {
    std::string_view background, square, square_stroke, safe, mark, centre;
};
inline constexpr palette parcheesi_palette{"#efe4c8", "#fffaf0", "#6b5b45", "#b7c4d4", "#3d4f66", "#fffaf0"};
inline constexpr palette cross_palette{"#7a1f24", "#f2dca6", "#4d1114", "#f2dca6", "#4d1114", "#e9c77b"};

inline constexpr std::array<std::string_view, 4> seat_fill{"#d7263d", "#1b6ac9", "#f2b705", "#2a9d4b"};
inline constexpr std::array<std::string_view, 4> seat_dark{"#7d0f1f", "#0b356b", "#7a5a00", "#115227"};
inline constexpr std::array<std::string_view, 4> seat_tint{"#f5c3ca", "#c3d7f3", "#fbe8a6", "#c2e6cb"};

// Appends to the one string being built: no other allocation.
class writer {
public:
    explicit writer(std::string& out) noexcept : out_(out) {}
    writer& operator<<(std::string_view text) {
        out_ += text;
        return *this;
    }
    writer& operator<<(char c) {
        out_ += c;
        return *this;
    }
    writer& operator<<(int value) {
        std::array<char, 16> digits{};
        const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), value).ptr;
        out_.append(digits.data(), static_cast<std::size_t>(end - digits.data()));
        return *this;
    }
    // An attribute: ` name="value"`.
    template <class V>
    writer& attr(std::string_view name, const V& value) {
        return *this << ' ' << name << "=\"" << value << '"';
    }
    // Text content with &, < and > escaped.
    writer& text(std::string_view raw) {
        for (const char c : raw) {
            if (c == '&') out_ += "&amp;";
            else if (c == '<') out_ += "&lt;";
            else if (c == '>') out_ += "&gt;";
            else out_ += c;
        }
        return *this;
    }

private:
    std::string& out_;
};

// The `d` attribute and the end of seat's HOME triangle: its base the edge of the centre 3 x 3 cells next
// to the seat's arm, its apex the middle (both the Parcheesi and the Ludo pictures draw HOME so).
template <class G>
void write_home_triangle_path(writer& w, int seat) {
    using F = frame<G>;
    constexpr int lo_x = F::left + F::arm * cell, hi_x = lo_x + 3 * cell;
    constexpr int lo_y = F::top + F::arm * cell, hi_y = lo_y + 3 * cell;
    constexpr std::array<std::array<svg_point, 2>, 4> bases{{{{{lo_x, hi_y}, {hi_x, hi_y}}},
                                                             {{{hi_x, hi_y}, {hi_x, lo_y}}},
                                                             {{{hi_x, lo_y}, {lo_x, lo_y}}},
                                                             {{{lo_x, lo_y}, {lo_x, hi_y}}}}};
    const auto& b = bases[static_cast<std::size_t>(seat)];
    w << " d=\"M" << b[0].x << ' ' << b[0].y << 'L' << b[1].x << ' ' << b[1].y << 'L' << F::mid_x << ' ' << F::mid_y
      << "Z\"/>\n";
}

// Where the k-th of n pawns at a spot is drawn, relative to the spot's centre, and how big.
struct pawn_place {
    int dx = 0, dy = 0, r = 0;
};
// On a square (and in HOME): up to four side by side; more share the four places (a count is shown).
[[nodiscard]] constexpr pawn_place place_on_square(int k, int n) noexcept {
    if (n <= 1) return {0, 0, 14};
    if (n == 2) return {k == 0 ? -10 : 10, 0, 10};
    const int q = k % 4;
    return {q % 2 == 0 ? -10 : 10, q < 2 ? -10 : 10, 9};
}
// In the nest: a grid of up to 16 places, every pawn visible.
[[nodiscard]] constexpr pawn_place place_in_nest(int k, int n) noexcept {
    const int columns = n <= 4 ? 2 : 4;
    const int gap = n <= 4 ? 40 : 30;
    const int rows = (n + columns - 1) / columns;
    const int col = k % columns, row = (k / columns) % 4;
    return {(2 * col - (columns - 1)) * gap / 2, (2 * row - (std::min(rows, 4) - 1)) * gap / 2, n <= 4 ? 15 : 11};
}
// In the HOME triangle: a row along its base, up to four places; the row is turned with the seat.
[[nodiscard]] constexpr svg_point place_at_home(int seat, int k, int n) noexcept {
    const int places = std::min(n, 4);
    const int along = (2 * (k % 4) - (places - 1)) * 12;
    const int inward = 14;
    switch (seat % 4) {
        case 0: return {along, -inward};
        case 1: return {-inward, -along};
        case 2: return {-along, inward};
        default: return {inward, along};
    }
}

struct pawn_ref {
    int seat = 0, progress = 0;
};

}  // namespace detail::svg

// Centre of a physical square (0 .. the member squares of route<G>, less one) in the SVG's user units: the one map from the
// board data to the picture. E.g. on the standard boards seat 0's tip, ring square 0, is the bottom
// middle cell: (390, 750).
template <class G>
[[nodiscard]] constexpr svg_point square_centre(int sq) noexcept {
    using frame = detail::svg::frame<G>;
    const auto c = frame::corner_of(frame::cell_of(sq));
    return {c.x + detail::svg::cell / 2, c.y + detail::svg::cell / 2};
}

// Centre of any spot (0..svg_spots_of<G> - 1): a square's centre, the middle of a nest, or the middle
// of a HOME triangle.
template <class G>
[[nodiscard]] constexpr svg_point spot_centre(int spot) noexcept {
    using frame = detail::svg::frame<G>;
    if (spot < route<G>::squares) return square_centre<G>(spot);
    if (spot < home_spot<G>(0)) return frame::nest_centre(spot - nest_spot<G>(0));
    const int seat = spot - home_spot<G>(0);
    const svg_point base = frame::home_base_centre(seat);
    return {(base.x + frame::mid_x) / 2, (base.y + frame::mid_y) / 2};
}

}  // namespace pachisi

// === pachisi/text/notation.hpp ===
// Text forms of states, actions and throws (grammar in README.md, "Notation"). Printing and parsing
// sit beside the engine: the rules never call them.
//
//   state  := row "/" row "/" row "/" row SP seat SP stage { SP field }
//   row    := "-" | pawn { "," pawn }           exactly `pawns` pawns, highest progress first
//   pawn   := progress [ "a" | "b" ]            a, b: the mover's tag 1 or 2 pawns (docs/rules.md §5.6)
//                                               (traditional: a entered, b moved in this throw)
//   stage  := "opening" | "ready" | "throw" | "play" | "over"
//   field  := key "=" value                     written only when not zero, in this order:
//             partners=1|2  places=1  finished=S.S..  turns=MASK  captured=MASK  thrown=A-B|K  parts=P.P..  total=N  used=N
//             fives=N  larger=N  need=PARTS.FIVES.LARGER  origin=P.P  capture=N  home=N  due=1
//             doublets=N  owed=N  first=MASK  taken=VICTIMS  back=VICTIMS  sixes=N  last=P  arrived=MASK  tries=N
//             (finished=: playing for places, the seats that have finished, first finisher first)
//             (first=, taken=, back=: options 1 and 5 of seed 004 only; VICTIMS := seat "." progress { "," ... })
//             (one die, docs/rules.md §10: sixes= the 6s in a row, in place of doublets=; last= the progress of
//             the pawn that moved last in the turn (Parchís); arrived= who arrived last on each entry square,
//             2 bits per entry square's seat (Parchís); tries= throws tried for an entry value (three tries))
//   action := "pass" | "decline" | "again" | "enter" [ "+" steps ] | "enter sum" | "throw" | "refuse"
//             "enter+steps": a first move of seed 004's option 1, out of the Charkoni to p = steps
//           | ("move" | "whole" | "capture" | "home") SP pawn [ "x" group ] "+" steps [ "=" progress ]
//             the "=progress" stop is written when it is not pawn + steps (another lap, home path,
//             or an overshoot into home); "x group" when more than one pawn moves together
//   throw  := A "-" B (two dice, A <= B)  |  K (cowries mouth up, or one die's face)

namespace pachisi {

// notation_error (a malformed text) is declared in rules/errors.hpp; the printing of actions,
// throws, stages and action kinds lives in engine/action_text.hpp.

// ---- printing -----------------------------------------------------------------------------------

template <class R>
[[nodiscard]] std::string to_string(const state<R>& s) {
    std::string text;
    for (int seat = 0; seat < 4; ++seat) {
        if (seat) text += '/';
        if (!in_play(s, seat)) {
            text += '-';
            continue;
        }
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        bool first = true;
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (!is_game_pawn(s, seat, i)) continue;  // a place a game of fewer pawns leaves unused
            if (!first) text += ',';
            first = false;
            text += std::to_string(row[i]);
            if (seat == s.mover && s.tags[i]) text += static_cast<char>('a' + s.tags[i] - 1);
        }
    }
    text += ' ';
    text += std::to_string(s.mover);
    text += ' ';
    text += to_string(s.phase);
    const auto key = [&](std::string_view name) {
        text += ' ';
        text += name;
        text += '=';
    };
    const auto field = [&](std::string_view name, int value) {
        if (!value) return;
        key(name);
        text += std::to_string(value);
    };
    const auto dotted = [&](std::string_view name, auto first, auto last) {
        key(name);
        for (auto it = first; it != last; ++it) {
            if (it != first) text += '.';
            text += std::to_string(*it);
        }
    };
    field("partners", s.partners);
    field("places", plays_for_places(s) ? 1 : 0);
    if (const auto order = finishing_order(s); !order.empty()) dotted("finished", order.begin(), order.end());
    field("turns", s.turns_done);
    field("captured", s.captured);
    if (s.phase == stage::play) {
        key("thrown");
        text += to_string<R>(s.thrown);
    }
    if (s.part_count) dotted("parts", s.parts.begin(), s.parts.begin() + s.part_count);
    field("total", s.total_parts);
    field("used", s.parts_used);
    field("fives", s.fives_entered);
    field("larger", s.larger_used);
    if (s.need_parts || s.need_fives || s.need_larger) {
        const std::array<std::uint8_t, 3> need{s.need_parts, s.need_fives, s.need_larger};
        dotted("need", need.begin(), need.end());
    }
    if (s.tags != decltype(s.tags){} && R::turn == family::parcheesi) {
        // Each tagged blockade's square, written as the first progress of the mover that stands there.
        std::array<int, 2> origin{};
        for (std::size_t i = 0; i < 2; ++i) {
            bool used = false;
            for (auto tag : s.tags) used = used || tag == i + 1;
            if (used) origin[i] = board_of(s).first_progress_on(s.mover, s.tag_square[i]);
        }
        dotted("origin", origin.begin(), origin.end());
    }
    field("capture", s.capture_rewards);
    field("home", s.home_rewards);
    field("due", s.reward_due_now);
    if constexpr (R::turn != family::one_die) field("doublets", s.doublets_in_row);
    field("owed", s.throws_owed);
    if constexpr (remembers_first_moves<R>())
        if (remembers_first_moves(s)) field("first", s.first_moved);
    if constexpr (remembers_captures<R>()) {
        // Option 5's victims, seat.progress, highest first per seat: taken= in this turn, back= in the last.
        for (const bool this_turn : {true, false}) {
            bool first = true;
            for (int seat = 0; seat < 4; ++seat) {
                for (const auto entry : s.victims[static_cast<std::size_t>(seat)]) {
                    const bool taken = (entry & capture_memory<R::pawns>::taken_this_turn) != 0;
                    if (entry == 0 || taken != this_turn) continue;
                    if (first) key(this_turn ? "taken" : "back");
                    text += first ? "" : ",";
                    text += std::to_string(seat) + '.' + std::to_string(entry & ~capture_memory<R::pawns>::taken_this_turn);
                    first = false;
                }
            }
        }
    }
    if constexpr (R::turn == family::one_die) field("sixes", s.doublets_in_row);
    if constexpr (remembers_one_die_turn<R>()) {
        if (remembers_one_die_turn(s)) {
            field("last", s.last_moved);
            field("arrived", s.last_arrival);
            field("tries", s.tries);
        }
    }
    return text;
}

// ---- streams ------------------------------------------------------------------------------------
//
// std::cout << s, << a, << t, << s.phase write the texts above: the notation of a state or an action,
// a throw as "3-5", a stage as "play", with every byte-sized field as a number. (A field on its own
// is a byte, which a stream prints as a character: write int{s.mover}, not s.mover.) Any stream
// that takes a std::string_view will do; this header includes no <ostream>.

namespace detail {
template <class Stream>
concept text_stream = requires(Stream& out, std::string_view text) { out << text; };
}  // namespace detail

template <detail::text_stream Stream, class R>
Stream& operator<<(Stream& out, const state<R>& s) {
    out << std::string_view(to_string(s));
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, const action& a) {
    out << std::string_view(to_string(a));
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, const throw_outcome& t) {
    out << std::string_view(to_string(t));
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, stage phase) {
    out << to_string(phase);
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, action_kind kind) {
    out << to_string(kind);
    return out;
}

// ---- parsing ------------------------------------------------------------------------------------
//
// The parsers never throw on their own: the cursor records the first error and skips to the end of
// the text, so that parsing winds down without reading further, and the public functions report it
// (parse_*: raise_error, the try_ forms: the error text). So the try_ forms work without exceptions.

namespace detail {

// A cursor over the text that knows its column, for error messages.
class text_cursor {
public:
    explicit text_cursor(std::string_view text) : text_(text) {}
    [[nodiscard]] std::size_t column() const noexcept { return pos_; }
    [[nodiscard]] bool at_end() const noexcept { return pos_ >= text_.size(); }
    [[nodiscard]] char peek() const noexcept { return at_end() ? '\0' : text_[pos_]; }
    bool accept(char c) noexcept {
        if (peek() != c) return false;
        ++pos_;
        return true;
    }
    void expect(char c, std::string_view what) {
        if (!accept(c)) fail("expected " + std::string(what));
    }
    bool accept_word(std::string_view word) noexcept {
        if (at_end() || text_.substr(pos_, word.size()) != word) return false;
        const std::size_t after = pos_ + word.size();
        if (after < text_.size() && text_[after] != ' ' && text_[after] != '=' && text_[after] != '+') return false;
        pos_ = after;
        return true;
    }
    // A decimal number in [0, max]; 0 after an error.
    int number(int max, std::string_view what) {
        int value = 0;
        const char* first = text_.data() + pos_;
        const auto [end, error] = std::from_chars(first, text_.data() + text_.size(), value);
        if (at_end() || error != std::errc{} || end == first) {
            fail("expected " + std::string(what));
            return 0;
        }
        if (value < 0 || value > max) {
            fail(std::string(what) + " out of range 0.." + std::to_string(max));
            return 0;
        }
        pos_ += static_cast<std::size_t>(end - first);
        return value;
    }
    std::string_view word() {
        const std::size_t start = pos_;
        while (!at_end() && peek() != ' ' && peek() != '=') ++pos_;
        return text_.substr(start, pos_ - start);
    }
    // Records the first error (later ones follow from it) and skips the rest of the text.
    void fail(const std::string& what) { fail_at(pos_, what); }
    void fail_at(std::size_t where, const std::string& what) {
        if (!failed_) {
            failed_ = true;
            error_ = what;
            error_column_ = where;
        }
        pos_ = text_.size();
    }
    [[nodiscard]] bool failed() const noexcept { return failed_; }
    // The error as notation_error::what() writes it: "column N: what".
    [[nodiscard]] std::string error_text() const {
        return pachisi::detail::error_text(error_kind::notation, error_, error_column_);
    }
    void raise_if_failed() const {
        if (failed_) raise_error(error_kind::notation, error_, error_column_);
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    bool failed_ = false;
    std::string error_;
    std::size_t error_column_ = 0;
};

template <class R>
throw_outcome parse_throw_at(text_cursor& in) {
    throw_outcome t;
    const std::size_t start = in.column();
    if constexpr (R::thrower::is_dice) {
        t.a = static_cast<std::uint8_t>(in.number(6, "a die from 1 to 6"));
        in.expect('-', "'-' between the two dice");
        t.b = static_cast<std::uint8_t>(in.number(6, "a die from 1 to 6"));
    } else if constexpr (R::turn == family::one_die) {
        t.a = static_cast<std::uint8_t>(in.number(6, "a die from 1 to 6"));
    } else {
        t.a = static_cast<std::uint8_t>(in.number(static_cast<int>(R::thrower::shells), "the number of cowries mouth up"));
    }
    if (!R::thrower::is_valid(t)) in.fail_at(start, "not a possible throw (two dice are written low-high, 1..6)");
    return t;
}

template <class T, std::size_t N>
void parse_dotted(text_cursor& in, std::array<T, N>& out, std::size_t& count, int max, std::string_view what) {
    count = 0;
    do {
        if (count == N) return in.fail("too many values in " + std::string(what));
        out[count++] = static_cast<T>(in.number(max, what));
    } while (in.accept('.'));
}

inline action parse_action_at(text_cursor& in) {
    action a;
    const auto pawn = [&](action_kind kind) {
        a.kind = kind;
        in.expect(' ', "a space before the pawn");
        a.from = static_cast<progress_t>(in.number(progress_limit, "a pawn's progress"));
        if (in.accept('a')) a.tag = 1;
        else if (in.accept('b')) a.tag = 2;
        if (in.accept('x')) a.group = static_cast<std::uint8_t>(in.number(16, "the number of pawns moving together"));
        if (a.group == 0) in.fail("a group has at least one pawn");
        in.expect('+', "'+' and the number of squares");
        a.steps = static_cast<std::uint8_t>(in.number(255, "a number of squares"));
        const int to = in.accept('=') ? in.number(progress_limit, "a stopping progress") : a.from + a.steps;
        if (to > progress_limit) in.fail("the stop is beyond the largest progress");
        a.to = static_cast<progress_t>(to);
    };
    if (in.accept_word("pass")) a.kind = action_kind::pass;
    else if (in.accept_word("decline")) a.kind = action_kind::decline;
    else if (in.accept_word("again")) a.kind = action_kind::throw_again;
    else if (in.accept_word("throw")) a.kind = action_kind::roll;
    else if (in.accept_word("refuse")) a.kind = action_kind::refuse;
    else if (in.accept_word("enter")) {
        if (in.accept('+')) {  // a first move of seed 004's option 1: out of the Charkoni to p = steps
            const auto steps = static_cast<std::uint8_t>(in.number(255, "the squares of a first move"));
            a = {action_kind::enter, 0, 0, steps, steps};
        } else {
            a = {in.accept(' ') && in.accept_word("sum") ? action_kind::enter_sum : action_kind::enter, 0, 0, 0, 1};
        }
    } else if (in.accept_word("move")) pawn(action_kind::move);
    else if (in.accept_word("whole")) pawn(action_kind::whole_move);
    else if (in.accept_word("capture")) pawn(action_kind::capture_reward);
    else if (in.accept_word("home")) pawn(action_kind::home_reward);
    else in.fail("expected an action: pass, decline, again, throw, refuse, enter, enter sum, move, whole, capture or home");
    if (!in.at_end()) in.fail("unexpected text after the action");
    return a;
}

// origin=P.P of a Parcheesi-family state whose tags are read already: where each tagged start blockade
// stood, as progress of the seat to move, kept as the physical squares (docs/rules.md §5.6).
template <class R>
void parse_origin(text_cursor& in, state<R>& s) {
    std::array<progress_t, 2> origin{};
    std::size_t count = 0;
    parse_dotted(in, origin, count, board_of(s).max_progress, "origin");
    if (count != 2) in.fail("origin has two values");
    for (std::size_t i = 0; i < 2; ++i) {
        bool used = false;
        for (auto tag : s.tags) used = used || tag == i + 1;
        if (used != (origin[i] != 0))
            in.fail(used ? "origin= must give where each tagged blockade stood (not 0)"
                         : "origin= names a blockade no pawn is tagged for (write 0)");
        if (used) s.tag_square[i] = board_of(s).square(s.mover, origin[i]);
    }
}

// Option 5's victims: seat.progress,seat.progress,... (taken this turn, or back in this turn).
template <class R>
void parse_victims(text_cursor& in, state<R>& s, bool taken_this_turn) {
    using memory = capture_memory<R::pawns>;
    do {
        const std::size_t column = in.column();
        const int seat = in.number(3, "a victim's seat");
        in.expect('.', "'.' between a victim's seat and progress");
        const int p = in.number(board_of(s).max_progress, "a victim's progress");
        if (in.failed()) return;
        if (p == 0) return in.fail_at(column, "a victim stood on the board: its progress is 1 or more");
        auto& list = s.victims[static_cast<std::size_t>(seat)];
        if (list.back() != 0) return in.fail_at(column, "more victims of seat " + std::to_string(seat) + " than its pawns");
        list.back() = static_cast<progress_t>(p | (taken_this_turn ? memory::taken_this_turn : 0));
        sort_victims(s, seat);
    } while (in.accept(','));
}

template <class R>
state<R> parse_state_at(text_cursor& in, const state<R>& blank = {}) {
    state<R> s = blank;  // a rule set with options at run time: their values, in a blank state
    std::array<std::array<std::uint8_t, R::pawns>, 4> tags{};
    std::array<std::array<std::size_t, R::pawns>, 4> pawn_columns{};  // where each pawn is written
    for (int seat = 0; seat < 4; ++seat) {
        if (seat) in.expect('/', "'/' between the seats' rows");
        if (in.accept('-')) continue;
        s.seats = static_cast<std::uint8_t>(s.seats | (1U << seat));
        const int pawns = pawn_count(s);
        auto& row = s.pawns[static_cast<std::size_t>(seat)];
        auto& row_tags = tags[static_cast<std::size_t>(seat)];
        auto& columns = pawn_columns[static_cast<std::size_t>(seat)];
        for (int i = 0; i < pawns; ++i) {
            if (i) in.expect(',', "',' and " + std::to_string(pawns) + " pawns in a row");
            columns[static_cast<std::size_t>(i)] = in.column();
            row[static_cast<std::size_t>(i)] = static_cast<progress_t>(in.number(board_of(s).max_progress, "a pawn's progress"));
            if (in.accept('a')) row_tags[static_cast<std::size_t>(i)] = 1;
            else if (in.accept('b')) row_tags[static_cast<std::size_t>(i)] = 2;
        }
        if (pawns < R::pawns) {
            // The places a game of fewer pawns leaves unused: unmarked HOME, after the row's marked HOME pawns
            // (is_game_pawn, engine/state.hpp), so that a sorted row stays sorted.
            const auto home = static_cast<progress_t>(board_of(s).home);
            std::size_t at = 0;
            while (at < static_cast<std::size_t>(pawns) && (row[at] > home || (row[at] == home && row_tags[at] != 0))) ++at;
            const auto unused = static_cast<std::size_t>(R::pawns - pawns);
            for (std::size_t k = static_cast<std::size_t>(pawns); k-- > at;) {
                row[k + unused] = row[k];
                row_tags[k + unused] = row_tags[k];
                columns[k + unused] = columns[k];
            }
            for (std::size_t k = at; k < at + unused; ++k) row[k] = home, row_tags[k] = 0, columns[k] = columns[at + unused < R::pawns ? at + unused : 0];
        }
    }
    in.expect(' ', "a space and the seat to move");
    const std::size_t mover_column = in.column();
    s.mover = static_cast<std::uint8_t>(in.number(3, "the seat to move"));
    for (int seat = 0; seat < 4; ++seat)
        if (seat != s.mover && tags[static_cast<std::size_t>(seat)] != decltype(s.tags){})
            in.fail_at(mover_column, "only the seat to move may have tagged pawns");
    s.tags = tags[s.mover];
    in.expect(' ', "a space and the stage");
    if (in.accept_word("opening")) s.phase = stage::opening;
    else if (in.accept_word("ready")) s.phase = stage::ready;
    else if (in.accept_word("throw")) s.phase = stage::throw_;
    else if (in.accept_word("play")) s.phase = stage::play;
    else if (in.accept_word("over")) s.phase = stage::over;
    else in.fail("expected the stage: opening, ready, throw, play or over");

    int last_key = -1;
    bool has_need = false;
    bool has_origin = false;
    std::size_t finishers_listed = 0;  // finished= (seat 0 is stored as zero bits: the count tells it apart)
    static constexpr std::string_view keys[] = {"partners", "places", "finished", "turns", "captured", "thrown",   "parts",
                                                "total",    "used",   "fives", "larger",   "need",     "origin",
                                                "capture",  "home",   "due",   "doublets", "owed",
                                                "first",    "taken",  "back",  "sixes",    "last",
                                                "arrived",  "tries"};
    while (!in.at_end()) {
        in.expect(' ', "a space before the next field");
        const std::size_t key_column = in.column();
        const std::string_view key = in.word();
        int k = 0;
        while (k < static_cast<int>(std::size(keys)) && keys[k] != key) ++k;
        if (k == static_cast<int>(std::size(keys))) in.fail_at(key_column, "unknown field '" + std::string(key) + "'");
        else if (k <= last_key) in.fail_at(key_column, "field '" + std::string(key) + "' repeated or out of order");
        last_key = k;
        has_need = has_need || key == "need";
        has_origin = has_origin || key == "origin";
        in.expect('=', "'=' after the field name");
        const auto byte = [&](int max) { return static_cast<std::uint8_t>(in.number(max, key)); };
        std::size_t count = 0;
        switch (k) {
            case 0: s.partners = byte(2); break;
            case 1: s.play_on = static_cast<std::uint8_t>(s.play_on | byte(1)); break;
            case 2: {
                std::array<std::uint8_t, 3> order{};
                detail::parse_dotted(in, order, count, 3, "finished");
                finishers_listed = count;
                for (std::size_t i = 0; i < count; ++i)
                    s.play_on = static_cast<std::uint8_t>(s.play_on | (order[i] << detail::finisher_shift(static_cast<int>(i))));
                break;
            }
            case 3: s.turns_done = byte(15); break;
            case 4: s.captured = byte(15); break;
            case 5: s.thrown = detail::parse_throw_at<R>(in); break;
            case 6:
                detail::parse_dotted(in, s.parts, count, 255, "parts");
                s.part_count = static_cast<std::uint8_t>(count);
                break;
            case 7: s.total_parts = byte(4); break;
            case 8: s.parts_used = byte(4); break;
            case 9: s.fives_entered = byte(4); break;
            case 10: s.larger_used = byte(1); break;
            case 11: {
                std::array<std::uint8_t, 3> need{};
                detail::parse_dotted(in, need, count, 4, "need");
                if (count != 3) in.fail("need has three values: parts.fives.larger");
                s.need_parts = need[0], s.need_fives = need[1], s.need_larger = need[2];
                break;
            }
            case 12:
                // Only the Parcheesi family has start blockades: a traditional state's tags mark pawns
                // that moved in this throw, and to_string writes no origin= for it.
                if constexpr (R::turn == family::parcheesi) parse_origin(in, s);
                else in.fail_at(key_column, "origin= is for the start blockades of the Parcheesi family, not these rules");
                break;
            case 13: s.capture_rewards = byte(64); break;
            case 14: s.home_rewards = byte(64); break;
            case 15: s.reward_due_now = byte(1); break;
            case 16:
                if constexpr (R::turn == family::one_die) in.fail_at(key_column, "one die counts its 6s in a row with sixes=, not doublets=");
                else s.doublets_in_row = byte(3);
                break;
            case 17: s.throws_owed = byte(255); break;
            case 18:
                if constexpr (remembers_first_moves<R>()) {  // room in the state; are they remembered?
                    if (remembers_first_moves(s)) {
                        s.first_moved = byte(15);
                        break;
                    }
                }
                in.fail_at(key_column, "first= is for rules with option 1 of seed 004 (first move on 2, 3 or 4)");
                break;
            case 19:
            case 20:
                if constexpr (remembers_captures<R>()) {
                    if (remembers_captures(s)) {
                        parse_victims(in, s, k == 19);
                        break;
                    }
                }
                in.fail_at(key_column, std::string(key) + "= is for rules with option 5 of seed 004 (cancelled capture)");
                break;
            case 21:
                if constexpr (R::turn == family::one_die) s.doublets_in_row = byte(3);
                else in.fail_at(key_column, "sixes= is for one-die rules (two dice count doublets=)");
                break;
            case 22:
            case 23:
            case 24:
                if constexpr (!remembers_one_die_turn<R>()) {
                    in.fail_at(key_column, std::string(key) + "= is for Parchís (last=, arrived=) or three tries (tries=)");
                } else if (remembers_one_die_turn(s)) {
                    if (k == 22) s.last_moved = static_cast<progress_t>(in.number(route<typename R::board>::max_progress, key));
                    else if (k == 23) s.last_arrival = byte(255);
                    else s.tries = byte(2);
                } else {
                    in.fail_at(key_column, std::string(key) + "= is for Parchís (last=, arrived=) or three tries (tries=)");
                }
                break;
        }
    }
    if (in.failed()) return s;
    if constexpr (R::turn == family::parcheesi)
        if (s.tags != decltype(s.tags){} && !has_origin) {
            in.fail_at(0, "tagged pawns (a, b) need origin=, where their blockades stood");
            return s;
        }
    // The position first: the search below relies on it (a progress beyond the board, say).
    if (const auto problem = find_position_problem(s)) {
        in.fail_at(0, to_string(problem));
        return s;
    }
    if (finishers_listed && !plays_for_places(s)) {
        in.fail_at(0, "a finishing order (finished=) without play for places (places=1)");
        return s;
    }
    if (plays_for_places(s) && finishers_listed != static_cast<std::size_t>(finished_seat_count(s))) {
        in.fail_at(0, "the finishing order (finished=) must list every finished seat, and only those: " +
                          std::to_string(finished_seat_count(s)) + " finished, " + std::to_string(finishers_listed) +
                          " listed");
        return s;
    }
    // docs/rules.md §6.6, exact count: no pawn stands where no throw takes it HOME (it could never finish,
    // and the game never end). Reported at the pawn.
    if constexpr (R::turn == family::traditional) {
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            for (std::size_t i = 0; i < s.pawns[static_cast<std::size_t>(seat)].size(); ++i) {
                const int p = s.pawns[static_cast<std::size_t>(seat)][i];
                if (!is_dead_end<R>(rules_of(s), p)) continue;
                in.fail_at(pawn_columns[static_cast<std::size_t>(seat)][i],
                           "a pawn at progress " + std::to_string(p) +
                               " in its middle column, from which no throw reaches HOME by exact count (seat " +
                               std::to_string(seat) + ")");
                return s;
            }
        }
    }
    // A play written without need= gets what every allowed play of its throw must reach, as apply_throw
    // would have computed it (only at the start of the throw: later, the parts used so far matter).
    if constexpr (R::turn == family::parcheesi)
        if (s.phase == stage::play && !has_need && s.parts_used == 0 && s.part_count == s.total_parts &&
            s.part_count > 0 && !s.reward_due_now && R::thrower::is_valid(s.thrown) && detail::parts_fit_throw(s))
            detail::fix_compulsion(s);
    if (const auto problem = find_play_problem(s)) in.fail_at(0, to_string(problem));  // the position was checked above
    return s;
}

}  // namespace detail

template <class R>
[[nodiscard]] throw_outcome parse_throw(std::string_view text) {
    detail::text_cursor in(text);
    const throw_outcome t = detail::parse_throw_at<R>(in);
    if (!in.at_end()) in.fail("unexpected text after the throw");
    in.raise_if_failed();
    return t;
}

[[nodiscard]] inline action parse_action(std::string_view text) {
    detail::text_cursor in(text);
    const action a = detail::parse_action_at(in);
    in.raise_if_failed();
    return a;
}

template <class R>
[[nodiscard]] state<R> parse_state(std::string_view text) {
    detail::text_cursor in(text);
    const state<R> s = detail::parse_state_at<R>(in);
    in.raise_if_failed();
    return s;
}
// The same for a rule set with options at run time (rules/one_die_dynamic.hpp): the text names no rules,
// so the options come with it (refused as new_game refuses them).
template <class R>
    requires has_options_at_run_time<R>
[[nodiscard]] state<R> parse_state(std::string_view text, const typename R::options_type& options) {
    state<R> blank;
    blank.options = R::checked(options);
    detail::text_cursor in(text);
    const state<R> s = detail::parse_state_at<R>(in, blank);
    in.raise_if_failed();
    return s;
}

// Forms that never report an error: std::nullopt, and the error text in *error (the same text as
// notation_error::what(), "column N: ..."), for a malformed text.
template <class R>
[[nodiscard]] std::optional<state<R>> try_parse_state(std::string_view text, std::string* error = nullptr) {
    detail::text_cursor in(text);
    const state<R> s = detail::parse_state_at<R>(in);
    if (!in.failed()) return s;
    if (error) *error = in.error_text();
    return std::nullopt;
}
template <class R>
    requires has_options_at_run_time<R>
[[nodiscard]] std::optional<state<R>> try_parse_state(std::string_view text, const typename R::options_type& options,
                                                      std::string* error = nullptr) {
    const std::string problem = R::problem(options);
    if (!problem.empty()) {
        if (error) *error = problem;
        return std::nullopt;
    }
    state<R> blank;
    blank.options = R::values::of(options);
    detail::text_cursor in(text);
    const state<R> s = detail::parse_state_at<R>(in, blank);
    if (!in.failed()) return s;
    if (error) *error = in.error_text();
    return std::nullopt;
}

[[nodiscard]] inline std::optional<action> try_parse_action(std::string_view text, std::string* error = nullptr) {
    detail::text_cursor in(text);
    const action a = detail::parse_action_at(in);
    if (!in.failed()) return a;
    if (error) *error = in.error_text();
    return std::nullopt;
}

template <class R>
[[nodiscard]] std::optional<throw_outcome> try_parse_throw(std::string_view text, std::string* error = nullptr) {
    detail::text_cursor in(text);
    const throw_outcome t = detail::parse_throw_at<R>(in);
    if (!in.at_end()) in.fail("unexpected text after the throw");
    if (!in.failed()) return t;
    if (error) *error = in.error_text();
    return std::nullopt;
}

}  // namespace pachisi

// === pachisi/text/board_text.hpp ===
// Text pictures of a position, for terminals and logs: the board drawn as a grid of characters
// (draw_board), a one-line summary (summary), a plain-words reading of an action (describe) and the
// outcome of a chance node (chance_text: "seat 2" at the opening, "3-5" for a throw). Everything
// returns a std::string; nothing here reads or writes a stream (the << operators of notation.hpp and
// of scores and rankings, below, write to any stream the caller has).
//
// The picture is the cross of docs/rules.md §2: a square of cells of 3 characters, laid out by
// board_grid.hpp from the board's geometry: 19 x 19 cells for the Parcheesi board and the standard
// cross (arms of 8 squares per column), 2n + 3 cells a side for a cross with arms of n = 6..10
// (docs/rules.md §6.10 option 8). Each arm has two outer columns of ring squares joined by the tip,
// and the arm owner's private column (home path, or the traditional middle column) between them.
// Seat 0's arm is at the bottom, as seed 000 shows the board to its player; seats follow
// counter-clockwise (1 right, 2 top, 3 left), the direction of play. Each seat's nest is drawn in the
// corner to the right of its arm (seed 000: "the nest is to his lower right"), with its count of
// pawns in the nest and at HOME.
//
//    .   empty ring square        *   empty safe square         :   empty private square
//    2   one pawn of seat 2      [2]  two pawns of seat 2       2x3 three or more (traditional)

namespace pachisi {

struct text_style {
    bool colour = false;  // ANSI colour codes (the caller decides: a terminal, and NO_COLOR unset)
};

inline constexpr std::array<std::string_view, 4> seat_colours{"red", "blue", "yellow", "green"};

namespace detail::text {

inline constexpr std::string_view reset = "\x1b[0m";
inline constexpr std::array<std::string_view, 4> seat_ansi{"\x1b[1;31m", "\x1b[1;34m", "\x1b[1;33m", "\x1b[1;32m"};
inline constexpr std::string_view dim_ansi = "\x1b[2m";

using board_grid::cell;

[[nodiscard]] inline std::string paint(std::string_view text, std::string_view ansi, const text_style& style) {
    if (!style.colour || ansi.empty()) return std::string(text);
    return std::string(ansi) + std::string(text) + std::string(reset);
}

// The picture's cells: Side x Side strings of 3 characters (or more, with colour codes).
template <std::size_t Side>
using cell_rows = std::array<std::array<std::string, Side>, Side>;

// Writes `label` into consecutive cells of one row from column `col` (3 characters a cell).
template <std::size_t Side>
void put_label(cell_rows<Side>& cells, int row, int col, std::string label, std::string_view ansi,
               const text_style& style) {
    while (label.size() % 3) label += ' ';
    for (std::size_t i = 0; i < label.size() && col < static_cast<int>(Side); i += 3, ++col)
        cells[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] = paint(label.substr(i, 3), ansi, style);
}

}  // namespace detail::text

namespace detail {
// Calls f(std::type_identity<G>{}) with G the board type the pictures of s are laid out on: R::board, or for a
// rule set with the board at run time the cross of the state's arm (castles 1 square from the tips: which
// squares are safe is read from board_of(s), so one picture serves every castle offset of an arm).
template <class R, class F>
decltype(auto) with_drawn_board(const state<R>& s, F&& f) {
    if constexpr (!has_board_at_run_time<R>) {
        return f(std::type_identity<typename R::board>{});
    } else {
        switch (board_of(s).arm_length) {
            case 6: return f(std::type_identity<cross_board_of<6, 1>>{});
            case 7: return f(std::type_identity<cross_board_of<7, 1>>{});
            case 8: return f(std::type_identity<cross_board_of<8, 1>>{});
            case 9: return f(std::type_identity<cross_board_of<9, 1>>{});
            default: return f(std::type_identity<cross_board_of<10, 1>>{});
        }
    }
}
}  // namespace detail

namespace detail::text {
// draw_board on the picture of board G (with_drawn_board).
template <class G, class R>
[[nodiscard]] std::string draw_board_on(const state<R>& s, const text_style& style) {
    using board = route<G>;
    static_assert(board_grid::drawable<G>, "pachisi: draw_board draws boards of 4 arms with 6..10 squares per "
                                           "column: the Parcheesi board, the crosses of docs/rules.md §6.10 "
                                           "option 8, the Ludo and the MAEDN boards");
    using grid_of = board_grid::layout<G>;
    constexpr int grid = grid_of::grid, centre = grid_of::centre, arm = grid_of::arm;

    // Who stands where: pawns per seat on every physical square.
    std::array<std::array<int, 4>, static_cast<std::size_t>(board::squares)> on{};
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (const int p : s.pawns[static_cast<std::size_t>(seat)]) {
            const std::uint8_t sq = board::square(seat, p);
            if (sq != off_board) ++on[sq][static_cast<std::size_t>(seat)];
        }
    }

    // The seat whose start square (progress 1) or home path a square is: -1 for the others.
    std::array<int, static_cast<std::size_t>(board::squares)> owner_of_square;
    owner_of_square.fill(-1);
    if constexpr (R::turn == family::one_die) {
        for (int seat = 0; seat < 4; ++seat)
            for (int p = 1; p <= board::last_stop; ++p)
                if (p == 1 || p > board::turn_off)
                    if (const std::uint8_t sq = board::square(seat, p); sq != off_board)
                        owner_of_square[sq] = seat;
    }

    cell_rows<static_cast<std::size_t>(grid)> cells;
    for (auto& row : cells) row.fill("   ");
    for (int sq = 0; sq < board::squares; ++sq) {
        const cell c = grid_of::of_square(sq);
        std::string text;
        std::string_view ansi;
        int seats_here = 0, first = -1, second = -1, count = 0;
        for (int seat = 0; seat < 4; ++seat) {
            if (const int n = on[static_cast<std::size_t>(sq)][static_cast<std::size_t>(seat)]; n > 0) {
                (first < 0 ? first : second) = seat;
                ++seats_here;
                count += n;
            }
        }
        const auto digit = [](int seat) { return static_cast<char>('0' + seat); };
        if (seats_here == 0) {
            const bool ring = sq < board::ring_squares;
            const bool safe = !ring || (rules_of(s).safe_squares && board_of(s).is_safe(static_cast<std::uint8_t>(sq)));
            text = !ring ? " : " : safe ? " * " : " . ";
            ansi = dim_ansi;
            if constexpr (R::turn == family::one_die) {  // Ludo boards colour each seat's start square and home path
                if (const int owner = owner_of_square[static_cast<std::size_t>(sq)]; owner >= 0) {
                    if (ring) text = {'(', digit(owner), ')'};
                    ansi = seat_ansi[static_cast<std::size_t>(owner)];
                }
            }
        } else if (seats_here > 1) {  // partners sharing a square (traditional rules), or a safe square (one die)
            text = {digit(first), '+', digit(second)};
        } else {
            if (count == 1) text = {' ', digit(first), ' '};
            else if (count == 2) text = {'[', digit(first), ']'};
            else text = {digit(first), 'x', count > 9 ? '+' : static_cast<char>('0' + count)};
            ansi = seat_ansi[static_cast<std::size_t>(first)];
        }
        cells[static_cast<std::size_t>(c.row)][static_cast<std::size_t>(c.col)] = paint(text, ansi, style);
    }

    // Each seat's corner: the corner right of its arm (bottom right for seat 0), turned like the arm.
    // Three lines of labels, centred down the block (rows 2..4 of 8 on the standard boards), one cell
    // in from its left edge.
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const cell corner = grid_of::corner_origin(seat);
        const int top = corner.row + (arm - 3) / 2, left = corner.col + 1;
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        int nest = 0;
        for (const int p : row) nest += p == 0;
        const std::string_view ansi = seat_ansi[static_cast<std::size_t>(seat)];
        put_label(cells, top, left, "seat " + std::to_string(seat), ansi, style);
        put_label(cells, top + 1, left, "nest " + std::to_string(nest), ansi, style);
        put_label(cells, top + 2, left, (board::has_home ? "HOME " : "goal ") + std::to_string(pawns_home(s, seat)), ansi, style);
    }
    if (board::has_home) put_label(cells, centre, centre - 1, " HOME", "", style);

    std::string out;
    for (const auto& row : cells) {
        std::string line;
        for (const auto& c : row) line += c;
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + '\n';
    }
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        std::string pawns;
        for (std::size_t i = 0; i < row.size(); ++i)
            if (is_game_pawn(s, seat, i)) pawns += (pawns.empty() ? "" : ",") + std::to_string(row[i]);
        std::string colour(seat_colours[static_cast<std::size_t>(seat)]);
        colour.resize(7, ' ');
        pawns.resize(std::max<std::size_t>(pawns.size(), 13), ' ');
        out += (seat == s.mover && !is_over(s) ? "> " : "  ") +
               paint("seat " + std::to_string(seat), seat_ansi[static_cast<std::size_t>(seat)], style) + ' ' + colour +
               "pawns " + pawns + "  score " + to_string(score_of(s, seat)) + '\n';
    }
    return out;
}
}  // namespace detail::text

// The cell of draw_board's picture of s that physical square sq is drawn in (board_grid.hpp).
template <class R>
[[nodiscard]] board_grid::cell picture_cell(const state<R>& s, int sq) {
    return detail::with_drawn_board(s, [&](auto board) { return board_grid::cell_of_square<typename decltype(board)::type>(sq); });
}

// The board picture, one line per row of cells, then one line per seat in play and the summary.
template <class R>
[[nodiscard]] std::string draw_board(const state<R>& s, const text_style& style = {}) {
    return detail::with_drawn_board(s, [&](auto board) {
        return detail::text::draw_board_on<typename decltype(board)::type>(s, style);
    });
}

// A throw for people: "3-5" for dice; for cowries the number mouth up, its value, and whether it
// is a grace: "6 up = 35, grace". (Notation writes a throw as to_string<R>(t): "3-5", "6".)
template <class R>
[[nodiscard]] std::string throw_text(throw_outcome t) {
    if constexpr (R::thrower::is_dice || R::turn == family::one_die) {
        return to_string<R>(t);
    } else {
        return to_string<R>(t) + " up = " + std::to_string(R::thrower::value(t)) +
               (R::thrower::is_grace(t) ? ", grace" : "");
    }
}

// The outcome t of the chance node s in a few words, as the Python bindings print it: "seat 2" at
// the opening (its outcome is the seat that starts, docs/rules.md §8), otherwise the throw in
// notation, "3-5" or "6". (to_string(t) alone cannot tell an opening seat from a throw.)
template <class R>
[[nodiscard]] std::string chance_text(const state<R>& s, throw_outcome t) {
    if (s.phase == stage::opening) return "seat " + std::to_string(t.a);
    return to_string<R>(t);
}

// std::cout << score_of(s, 0) writes "3-110"; std::cout << rank(s, rng) the report, a line a seat.
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, const score& points) {
    out << std::string_view(to_string(points));
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, const ranking& r) {
    out << std::string_view(to_string(r));
    return out;
}

// One line: whose turn, the throw being played and what is left of it, or the winner.
template <class R>
[[nodiscard]] std::string summary(const state<R>& s) {
    const std::string mover = "seat " + std::to_string(s.mover);
    const std::string owed = s.throws_owed ? " (throws owed: " + std::to_string(s.throws_owed) + ")" : "";
    if (s.phase == stage::opening) return "opening throw: it decides who starts";
    if (s.phase == stage::ready) return mover + " to throw or refuse" + owed;
    if (s.phase == stage::throw_)
        return mover + " to throw" + owed +
               (s.doublets_in_row ? " (doublets in a row: " + std::to_string(s.doublets_in_row) + ")" : "");
    if (s.phase == stage::over) {
        std::string won;
        for (int seat = 0; seat < 4; ++seat)
            if ((winners(s) >> seat) & 1) won += (won.empty() ? "" : " and ") + std::to_string(seat);
        return "game over: seat" + std::string(won.size() > 1 ? "s " : " ") + won + " won";
    }
    std::string text = mover + " plays " + throw_text<R>(s.thrown);
    if constexpr (R::thrower::is_dice) {
        if (s.part_count) text += ", parts left";
        for (std::size_t i = 0; i < s.part_count; ++i) text += ' ' + std::to_string(s.parts[i]);
    } else {  // cowries: parts[0] holds the squares still to move
        if (s.part_count) text += ", " + std::to_string(s.parts[0]) + " to move";
    }
    if (s.reward_due_now) text += ", a capture reward due now";
    if (s.capture_rewards) text += ", capture rewards " + std::to_string(s.capture_rewards);
    if (s.home_rewards) text += ", home rewards " + std::to_string(s.home_rewards);
    return text + owed;
}

// Seats (bit mask) that lost a pawn to the nest between `before` and `after`: the mover's captures
// (effects_of(before, after).captured, engine/move_effects.hpp).
template <class R>
[[nodiscard]] int captured_seats(const state<R>& before, const state<R>& after) {
    return effects_of(before, after).captured_seats();
}

// Seed 004 option 5: how many pawns of `seat` a cancelled capture brought back between `before` and
// `after` (effects_of(before, after).given_back); 0 for other rules.
template <class R>
[[nodiscard]] int pawns_given_back(const state<R>& before, const state<R>& after, int seat) {
    return effects_of(before, after).given_back[static_cast<std::size_t>(seat)];
}

// "cancels a capture: 2 pawns of seat 1 back": the words of effects and describe for pawns_given_back.
[[nodiscard]] inline std::string given_back_text(int seat, int pawns) {
    return "cancels a capture: " + std::to_string(pawns) + (pawns == 1 ? " pawn" : " pawns") + " of seat " +
           std::to_string(seat) + " back";
}

namespace detail::text {
// The words of effects and describe for captures and cancelled captures, appended to `text` (after ", "
// unless it is empty): "captures seat 2", "cancels a capture: 1 pawn of seat 1 back".
template <class R>
void add_capture_words(std::string& text, const move_effects<R>& e) {
    const auto add = [&](const std::string& words) { text += (text.empty() ? "" : ", ") + words; };
    for (int seat = 0; seat < 4; ++seat)
        if (e.captures_seat(seat)) add("captures seat " + std::to_string(seat));
    for (int seat = 0; seat < 4; ++seat)
        if (const int back = e.given_back[static_cast<std::size_t>(seat)]; back > 0) add(given_back_text(seat, back));
}
}  // namespace detail::text

// What the mover did between `before` and `after`, in a few words: "captures seat 2", "HOME",
// "captures seat 1, HOME", "captures seat 0, cancels a capture: 1 pawn of seat 1 back"; empty when none.
// The words of effects_of(before, after) (engine/move_effects.hpp), which says it as data.
template <class R>
[[nodiscard]] std::string effects(const state<R>& before, const state<R>& after) {
    const move_effects<R> e = effects_of(before, after);
    std::string text;
    detail::text::add_capture_words(text, e);
    if (e.reached_home > 0)
        text += std::string(text.empty() ? "" : ", ") + (board_has_home<R> ? "HOME" : "goal");  // MAEDN: its goal fields
    return text;
}

// An action in plain words, e.g. "pawn on 12 moves 5 to 17, captures seat 2". `a` must be legal in s.
template <class R>
[[nodiscard]] std::string describe(const state<R>& s, const action& a) {
    const auto& board = board_of(s);
    const std::string tag = a.tag ? std::string(1, static_cast<char>('a' + a.tag - 1)) : "";
    const std::string pawn = a.group > 1 ? std::to_string(a.group) + " pawns on " + std::to_string(a.from) + " move "
                                         : "pawn on " + std::to_string(a.from) + tag + " moves ";
    const std::string to = a.to == board.home && board.has_home
                               ? std::string("HOME")
                               : std::to_string(a.to) + (a.to > board.home ? " (another lap)" : "");
    const std::string steps = std::to_string(a.steps);
    std::string text;
    switch (a.kind) {
        case action_kind::pass: return "play nothing (more) with this throw";
        case action_kind::decline: return "give up the pending reward";
        case action_kind::throw_again: return "one more throw instead of the capture reward";
        case action_kind::roll: return R::thrower::is_dice ? "throw the dice" : "throw the cowries";
        case action_kind::refuse: return "refuse to throw: the turn passes";
        case action_kind::enter:
            if (a.steps != 0) text = "first move: a pawn comes out to " + to;  // seed 004 option 1
            else if constexpr (R::turn == family::one_die) text = "a pawn enters from the nest with the " + std::to_string(s.thrown.a);
            else text = R::thrower::is_dice ? "a pawn enters from the nest with the 5" : "a pawn enters (grace)";
            break;
        case action_kind::enter_sum: text = "a pawn enters from the nest with both dice (sum 5)"; break;
        case action_kind::move: text = pawn + steps + " to " + to; break;
        case action_kind::whole_move: text = pawn + steps + " (both dice) to " + to; break;
        case action_kind::capture_reward: text = pawn + steps + " to " + to + " (capture reward)"; break;
        case action_kind::home_reward: text = pawn + steps + " to " + to + " (HOME reward)"; break;
        default: return to_string(a);  // a kind this header does not know yet
    }
    detail::text::add_capture_words(text, effects_of(s, a));
    return text;
}

}  // namespace pachisi

// === pachisi/text/board_svg_one_die.hpp ===
// The boards of the one-die games as their players know them (docs/rules.md §9, §10), for to_svg
// (board_svg.hpp): the Ludo board and the Mensch ärgere Dich nicht board. Parchís keeps the Parcheesi
// picture. Every square sits where board_grid.hpp places it (the text board's cells); only the look
// differs from the Parcheesi and cross pictures:
//
// - Ludo (15 x 15 cells): white squares; each seat's corner block is its yard, filled with its colour,
//   with a white inner square holding 4 pawn spots; its home column and the centre triangle its pawns
//   reach (HOME) are in its colour; its start square (p = 1) is in its colour with an arrow pointing the
//   way of play. Where the rule set makes the board's safe squares safe (ludo_king, the `stars` option)
//   a star marks each of them: white on the start squares, dark on the stars 8 squares further on.
// - Mensch ärgere Dich nicht (11 x 11 cells): round fields joined by a line, the ring of 40; the A
//   field (p = 1) in the seat's colour with the arrow; the B yard (4 round spots) in the corner block;
//   the goal row of 4 round fields towards the middle. There is no HOME.
//
// The spot numbers (board_svg_frame.hpp) and the click attributes are those of every picture: a yard
// is the nest spot, its pawns carry it in data-square.

namespace pachisi::detail::svg {

// Whether to_svg draws R's board as a one-die game's own board (Ludo, MAEDN) rather than as the
// Parcheesi or cross picture.
template <class R>
inline constexpr bool one_die_picture = [] {
    if constexpr (R::turn == family::one_die) return !std::is_same_v<typename R::board, parcheesi_board>;
    else return false;
}();

// Whether the one-die rule set R lets two or more own pawns on an unsafe square keep enemies off (a
// pair, ludo_king): drawn like a blockade. Parchís barriers are R's blockades.
template <class R>
[[nodiscard]] constexpr bool marks_pairs(const state<R>& s) noexcept {
    if constexpr (R::turn == family::one_die) return rules_of(s).stacking == one_die_stacking::pair;
    else return false;
}

// The look of board G's one-die picture: round fields (MAEDN, the board without HOME) or square ones.
template <class G>
struct one_die_look {
    static constexpr bool round_fields = !route<G>::has_home;
    static constexpr int yard_side = frame<G>::arm * cell;  // a yard fills its corner block
    // The 4 pawn spots of a yard: a 2 x 2 about the block's middle, this far from it along each axis.
    static constexpr int yard_spot_offset = round_fields ? cell / 2 : cell;
    static constexpr int yard_spot_radius = round_fields ? 16 : 22;
    // A highlighted yard: a circle round its 4 spots.
    static constexpr int yard_highlight_radius = yard_spot_offset + yard_spot_radius + 12;
    static constexpr int field_radius = 16;  // a round field
    static constexpr std::string_view cloth = round_fields ? "#f1d592" : "#f4f1e6";
    static constexpr std::string_view line = "#2b2b2b";
};

// The place of the k-th pawn in a yard: on its k-th spot (k mod 4).
template <class G>
[[nodiscard]] constexpr pawn_place place_in_yard(int k) noexcept {
    constexpr int d = one_die_look<G>::yard_spot_offset;
    const int q = k % 4;
    return {q % 2 == 0 ? -d : d, q < 2 ? -d : d, 14};
}

// A five-pointed star about (0, 0) pointing up, outer radius 14: outer and inner corners in turn.
inline constexpr std::array<svg_point, 10> star_corners{{{0, -14}, {4, -5}, {13, -4}, {6, 2}, {8, 11},
                                                         {0, 6}, {-8, 11}, {-6, 2}, {-13, -4}, {-4, -5}}};

inline void write_star(writer& w, svg_point c, std::string_view classes, std::string_view fill, std::string_view stroke) {
    w << "<path class=\"" << classes << "\" pointer-events=\"none\" stroke-width=\"1.5\" stroke-linejoin=\"round\"";
    w.attr("fill", fill).attr("stroke", stroke) << " d=\"";
    for (std::size_t i = 0; i < star_corners.size(); ++i)
        w << (i == 0 ? 'M' : 'L') << c.x + star_corners[i].x << ' ' << c.y + star_corners[i].y;
    w << "Z\"/>\n";
}

// The arrow on seat's start square, pointing from it to the square after it (the way of play).
template <class G>
void write_start_arrow(writer& w, int seat) {
    using board = route<G>;
    const svg_point at = square_centre<G>(board::square(seat, 1));
    const svg_point next = square_centre<G>(board::square(seat, 2));
    // Unit steps: ahead along the way of play, and to its right.
    const int ax = (next.x > at.x) - (next.x < at.x), ay = (next.y > at.y) - (next.y < at.y);
    const int rx = -ay, ry = ax;
    // The arrow as (side, ahead) pairs: a head and a stem.
    constexpr std::array<std::array<int, 2>, 7> shape{{{0, 13}, {9, 1}, {4, 1}, {4, -12}, {-4, -12}, {-4, 1}, {-9, 1}}};
    w << "<path class=\"start-mark\" pointer-events=\"none\" fill=\"#ffffff\" stroke=\"#1a1a1a\" stroke-width=\"1\" d=\"";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        const auto [side, ahead] = shape[i];
        w << (i == 0 ? 'M' : 'L') << at.x + side * rx + ahead * ax << ' ' << at.y + side * ry + ahead * ay;
    }
    w << "Z\"/>\n";
}

// The yards, the track, the squares and (Ludo) HOME of R's one-die board: what to_svg draws under the
// pawns. Seats not in play keep their coloured yard (the board is printed so) without a nest spot.
template <class R>
void draw_one_die_board(writer& w, const state<R>& s, const svg_options& options) {
    using G = typename R::board;
    using board = route<G>;
    using look = one_die_look<G>;
    using frame = detail::svg::frame<G>;
    constexpr int ring = board::ring_squares, squares = board::squares;
    const auto spot_attrs = [&](int spot) {
        if (options.interactive) w.attr("data-square", spot);
    };

    // ---- yards ------------------------------------------------------------------------------------
    for (int seat = 0; seat < 4; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        const bool playing = in_play(s, seat);
        const bool moving = playing && s.mover == seat && !is_over(s) && s.phase != stage::opening;
        const svg_point tl = frame::corner_of(board_grid::layout<G>::corner_origin(seat));
        const svg_point c = frame::nest_centre(seat);
        w << "<rect class=\"" << (playing ? "nest yard" : "yard") << (moving ? " mover" : "") << '"';
        w.attr("x", tl.x).attr("y", tl.y).attr("width", look::yard_side).attr("height", look::yard_side);
        if constexpr (look::round_fields) w.attr("rx", 18).attr("fill", seat_tint[i]);
        else w.attr("fill", seat_fill[i]);
        w.attr("stroke", moving ? std::string_view("#111111") : look::line).attr("stroke-width", moving ? 5 : 1);
        if (moving) w.attr("stroke-dasharray", "14 8");
        if (playing) spot_attrs(nest_spot<G>(seat));
        w << "/>\n";
        if constexpr (!look::round_fields) {  // Ludo: the white inner square of the yard
            w << "<rect class=\"yard-inside\" pointer-events=\"none\" fill=\"#ffffff\"";
            w.attr("x", tl.x + cell).attr("y", tl.y + cell).attr("width", look::yard_side - 2 * cell)
                .attr("height", look::yard_side - 2 * cell).attr("rx", 10).attr("stroke", look::line)
                .attr("stroke-width", 1) << "/>\n";
        }
        for (int k = 0; k < 4; ++k) {
            const pawn_place at = place_in_yard<G>(k);
            w << "<circle class=\"yard-spot\" pointer-events=\"none\"";
            w.attr("cx", c.x + at.dx).attr("cy", c.y + at.dy).attr("r", look::yard_spot_radius);
            w.attr("fill", look::round_fields ? seat_fill[i] : seat_tint[i]).attr("stroke", look::round_fields ? look::line : seat_fill[i]);
            w.attr("stroke-width", look::round_fields ? 2 : 3) << "/>\n";
        }
        if (!playing) continue;
        // The label along the yard's top edge: inside the coloured border (Ludo) or above the spots.
        w << "<text class=\"seat-label\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\"";
        w.attr("font-size", look::round_fields ? 14 : 15).attr("x", c.x).attr("y", tl.y + 26);
        w.attr("fill", look::round_fields ? std::string_view("#2b2b2b") : std::string_view("#ffffff"));
        if constexpr (!look::round_fields) w << " font-weight=\"bold\"";
        w << '>' << "seat " << seat << " \xC2\xB7 " << seat_colours[i];
        if (moving) w << (look::round_fields ? " \xE2\x97\x80" : " \xE2\x97\x80 to move");
        w << "</text>\n";
    }

    // ---- MAEDN: the line joining the fields, round the ring and up each goal row -----------------
    if constexpr (look::round_fields) {
        w << "<path class=\"track\" pointer-events=\"none\" fill=\"none\" stroke-width=\"4\"";
        w.attr("stroke", look::line) << " d=\"";
        for (int sq = 0; sq < ring; ++sq) {
            const svg_point c = square_centre<G>(sq);
            w << (sq == 0 ? 'M' : 'L') << c.x << ' ' << c.y;
        }
        w << 'Z';
        for (int seat = 0; seat < 4; ++seat) {
            const svg_point tip = square_centre<G>(board::square(seat, board::turn_off));
            const svg_point last = square_centre<G>(board::square(seat, board::last_stop));
            w << 'M' << tip.x << ' ' << tip.y << 'L' << last.x << ' ' << last.y;
        }
        w << "\"/>\n";
    }

    // ---- the squares ----------------------------------------------------------------------------------
    for (int sq = 0; sq < squares; ++sq) {
        const bool on_ring = sq < ring;
        const bool safe = on_ring && rules_of(s).safe_squares && board::is_safe(static_cast<std::uint8_t>(sq));
        int owner = on_ring ? -1 : (sq - ring) / board::private_squares_per_seat;  // home column / goal row
        int starts = -1;  // the seat whose start square this is
        for (int seat = 0; seat < 4 && on_ring; ++seat)
            if (static_cast<int>(board::square(seat, 1)) == sq) starts = seat;
        if (starts >= 0) owner = starts;
        std::string_view fill = look::round_fields ? "#fffdf5" : "#ffffff";
        if (owner >= 0) fill = look::round_fields && starts < 0 ? seat_tint[static_cast<std::size_t>(owner)]
                                                                 : seat_fill[static_cast<std::size_t>(owner)];
        const svg_point c = square_centre<G>(sq);
        if constexpr (look::round_fields) {
            w << "<circle";
        } else {
            w << "<rect";
        }
        w << " class=\"square" << (on_ring ? " ring" : " private") << (starts >= 0 ? " start" : "")
          << (safe ? " safe" : "") << '"';
        if constexpr (look::round_fields) {
            w.attr("cx", c.x).attr("cy", c.y).attr("r", look::field_radius);
            w.attr("stroke", owner >= 0 ? seat_dark[static_cast<std::size_t>(owner)] : look::line).attr("stroke-width", 3);
        } else {
            w.attr("x", c.x - cell / 2).attr("y", c.y - cell / 2).attr("width", cell).attr("height", cell);
            w.attr("stroke", look::line).attr("stroke-width", 1);
        }
        w.attr("fill", fill);
        if (options.interactive) w << " id=\"square-" << sq << '"';
        spot_attrs(sq);
        w << "/>\n";
        if (safe) {
            if (starts >= 0) write_star(w, c, "safe-mark start-mark star", "#ffffff", "#1a1a1a");
            else write_star(w, c, "safe-mark star", "#8a8f98", "#2b2b2b");
        } else if (starts >= 0) {
            write_start_arrow<G>(w, starts);
        }
    }

    // ---- Ludo: HOME, four triangles in the seats' colours meeting in the middle ----------------------
    if constexpr (!look::round_fields) {
        for (int seat = 0; seat < 4; ++seat) {
            w << "<path class=\"home\"";
            w.attr("fill", seat_fill[static_cast<std::size_t>(seat)]).attr("stroke", look::line).attr("stroke-width", 1);
            spot_attrs(home_spot<G>(seat));
            write_home_triangle_path<G>(w, seat);
        }
        w << "<text class=\"home-label\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\" "
             "font-weight=\"bold\" font-size=\"11\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"2\" "
             "paint-order=\"stroke\"";
        w.attr("x", frame::mid_x).attr("y", frame::mid_y + 4) << ">HOME</text>\n";
    }
}

// A stack on a square of a one-die board: its count in the cell's top right corner.
template <class G>
void write_stack_count(writer& w, int sq, int n) {
    const svg_point c = square_centre<G>(sq);
    w << "<text class=\"count\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\" "
         "font-weight=\"bold\" font-size=\"13\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"3\" "
         "paint-order=\"stroke\"";
    w.attr("x", c.x + cell / 2 - 6).attr("y", c.y - cell / 2 + 12) << '>' << n << "</text>\n";
}

}  // namespace pachisi::detail::svg

// === pachisi/text/board_svg.hpp ===
// A position drawn as a standalone SVG document (to_svg), for web pages, notebooks and games: the
// picture board_text.hpp draws with characters, drawn as the real board.
//
// Layout (the same as board_text.hpp, from board_grid.hpp): a cross of 19 x 19 cells for the
// Parcheesi board and the standard cross (arms of 8 squares per column), of 2n + 3 cells a side for
// a cross with arms of n = 6..10 (docs/rules.md §6.10 option 8); a cell is 40 units whatever the
// board. Each arm has two outer columns of ring squares joined by the tip, and its owner's private
// column (home path, or the traditional middle column) between them. Seat 0's arm is at the bottom
// and the seats follow counter-clockwise (1 right, 2 top, 3 left), the direction of play. The centre
// 3 x 3 cells are HOME (the Charkoni), one triangle per seat beside its arm. Each seat's nest
// (traditional: its pawns waiting to enter) is the corner block to the right of its arm. Below the
// board a band says whose move it is and shows the throw: dice with pips, or cowrie shells with the
// number mouth up. The picture is never narrower than the standard boards' (780 units), so that the
// band has room: a smaller cross is centred on its cloth.
//
// The one-die games (docs/rules.md §10) on their own boards, from the same grid: Ludo on 15 x 15
// cells (coloured yards, home columns, start squares and the stars where the rule set makes them
// safe) and Mensch ärgere Dich nicht on 11 x 11 (round fields, A fields, B yards, goal rows, no HOME);
// board_svg_one_die.hpp draws them. Parchís keeps the Parcheesi picture, its seguros marked as safe.
// A blockade frame marks a Parchís barrier and a ludo_king pair; a stack on a one-die board shows
// its count.
//
// Every pawn is exactly one element, <circle class="pawn ...">. A page may ask for highlighted
// spots (legal destinations) and for data attributes that make pawns and squares clickable:
// data-square (a spot number, below), data-seat and data-progress.
//
// Spots: where a pawn can stand in the picture. 0..S-1 are the physical squares of rules/board.hpp
// (S = the member squares of route<G>: 96 on the standard boards, 72..120 on the crosses of arm 6..10,
// 72 on the Ludo board, 56 on the MAEDN board), then
// nest_spot<G>(seat) = S + seat and home_spot<G>(seat) = S + 4 + seat; nest_spot(seat) and
// home_spot(seat) without a board are the standard boards' (96 + seat, 100 + seat). Output is
// deterministic; the only heap memory used is the returned string; nothing is read or written
// outside it.

namespace pachisi {

namespace detail::svg {
// to_svg on the picture of board G (with_drawn_board, board_text.hpp).
template <class G, class R>
[[nodiscard]] std::string svg_on(const state<R>& s, const svg_options& options) {
    using board = route<G>;
    static_assert(board_grid::drawable<G>, "pachisi: to_svg draws boards of 4 arms with 6..10 squares per column: "
                                           "the Parcheesi board, the crosses of docs/rules.md §6.10 option 8, "
                                           "and the Ludo and MAEDN boards of §9");
    using frame = detail::svg::frame<G>;
    constexpr int width = frame::width, height = frame::height, board_side = frame::board_side;
    constexpr int spots = svg_spots_of<G>, squares = board::squares;
    constexpr bool cross = board::shared_middle_column;
    constexpr const palette& colours = cross ? cross_palette : parcheesi_palette;
    // Ludo and MAEDN are drawn as their own boards (board_svg_one_die.hpp); Parchís on the Parcheesi one.
    constexpr bool one_die_board = one_die_picture<R>;
    constexpr bool round_fields = one_die_look<G>::round_fields;

    std::string out;
    out.reserve(24 * 1024);
    writer w(out);
    const auto spot_attrs = [&](int spot) {
        if (options.interactive) w.attr("data-square", spot);
    };

    w << "<svg xmlns=\"http://www.w3.org/2000/svg\"";
    if constexpr (one_die_board) w.attr("class", round_fields ? "pachisi-board maedn" : "pachisi-board ludo");
    else w.attr("class", cross ? "pachisi-board cross" : "pachisi-board parcheesi");
    w << " viewBox=\"0 0 " << width << ' ' << height << '"';
    w.attr("width", width).attr("height", height) << ">\n";
    if constexpr (one_die_board) {
        if constexpr (round_fields)
            w << "<title>Mensch \xC3\xA4rgere Dich nicht board (" << board::ring_squares << "-field ring)</title>\n";
        else w << "<title>Ludo board (" << board::ring_squares << "-square ring)</title>\n";
    } else if (cross) {
        w << "<title>Pachisi board (cross, " << squares << " squares)</title>\n";
    } else {
        w << "<title>Parcheesi board (" << board::ring_squares << "-square ring)</title>\n";
    }
    // One radial gradient per seat: a pawn stays a single element and still looks round.
    w << "<defs>";
    for (int seat = 0; seat < 4; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        w << "<radialGradient id=\"pawn-fill-" << seat << "\" cx=\"35%\" cy=\"30%\" r=\"75%\">"
          << "<stop offset=\"0\" stop-color=\"#ffffff\" stop-opacity=\"0.85\"/>"
          << "<stop offset=\"0.35\" stop-color=\"" << seat_fill[i] << "\"/>"
          << "<stop offset=\"1\" stop-color=\"" << seat_dark[i] << "\"/></radialGradient>";
    }
    w << "</defs>\n";
    w << "<rect class=\"cloth\" x=\"0\" y=\"0\"";
    w.attr("width", width).attr("height", board_side);
    w.attr("fill", one_die_board ? one_die_look<G>::cloth : colours.background) << "/>\n";

    if constexpr (one_die_board) draw_one_die_board(w, s, options);
    // ---- corners: nests (traditional: pawns waiting to enter) ------------------------------------
    for (int seat = 0; seat < 4 && !one_die_board; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto i = static_cast<std::size_t>(seat);
        const svg_point c = frame::nest_centre(seat);
        const bool moving = s.mover == seat && !is_over(s) && s.phase != stage::opening;
        w << "<circle class=\"nest" << (moving ? " mover" : "") << '"';
        w.attr("cx", c.x).attr("cy", c.y).attr("r", frame::nest_radius).attr("fill", seat_tint[i]);
        w.attr("stroke", moving ? std::string_view("#111111") : seat_fill[i]).attr("stroke-width", moving ? 6 : 4);
        if (moving) w.attr("stroke-dasharray", "14 8");
        spot_attrs(nest_spot<G>(seat));
        w << "/>\n";
        w << "<text class=\"seat-label\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"17\"";
        w.attr("x", c.x).attr("y", c.y - frame::nest_radius - 10).attr("fill", cross ? "#fff4dc" : "#2b2b2b");
        w << '>' << "seat " << seat << " \xC2\xB7 " << seat_colours[i] << (moving ? " \xE2\x97\x80 to move" : "")
          << "</text>\n";
    }

    // ---- the squares --------------------------------------------------------------------------------
    for (int sq = 0; sq < squares && !one_die_board; ++sq) {
        const svg_point tl = frame::corner_of(frame::cell_of(sq));
        const bool ring = sq < board::ring_squares;
        const bool safe = ring && rules_of(s).safe_squares && board_of(s).is_safe(static_cast<std::uint8_t>(sq));
        std::string_view fill = colours.square;
        int owner = -1;  // a seat's private column or its entry square is tinted with its colour
        if (!ring) owner = (sq - board::ring_squares) / board::private_squares_per_seat;
        if constexpr (!cross) {
            for (int seat = 0; seat < 4 && ring; ++seat)
                if (static_cast<int>(board::square(seat, 1)) == sq) owner = seat;
        }
        if (owner >= 0) fill = seat_tint[static_cast<std::size_t>(owner)];
        else if (safe && !cross) fill = colours.safe;
        w << "<rect class=\"square" << (ring ? " ring" : " private") << (safe ? " safe" : "") << '"';
        w.attr("x", tl.x).attr("y", tl.y).attr("width", cell).attr("height", cell);
        w.attr("fill", fill).attr("stroke", colours.square_stroke).attr("stroke-width", 1);
        if (options.interactive) w << " id=\"square-" << sq << '"';
        spot_attrs(sq);
        w << "/>\n";
        if (!safe) continue;
        if constexpr (cross) {  // a castle: the cloth's cross-stitch X
            w << "<path class=\"castle\" pointer-events=\"none\" fill=\"none\" stroke-width=\"3\"";
            w.attr("stroke", colours.mark) << " d=\"M" << tl.x + 7 << ' ' << tl.y + 7 << 'L' << tl.x + cell - 7 << ' '
                                           << tl.y + cell - 7 << 'M' << tl.x + cell - 7 << ' ' << tl.y + 7 << 'L'
                                           << tl.x + 7 << ' ' << tl.y + cell - 7 << "\"/>\n";
        } else {  // a safe space: a ring drawn on the darkened square
            w << "<circle class=\"safe-mark\" pointer-events=\"none\" fill=\"none\" stroke-width=\"2\"";
            w.attr("stroke", colours.mark).attr("cx", tl.x + cell / 2).attr("cy", tl.y + cell / 2).attr("r", 15)
                << "/>\n";
        }
    }

    // ---- HOME: four triangles meeting in the middle ----------------------------------------------
    if constexpr (!one_die_board) {
        // The centre 3 x 3 cells: columns and rows n .. n + 2 (8..10 on the standard boards).
        for (int seat = 0; seat < 4; ++seat) {
            w << "<path class=\"home\"";
            w.attr("fill", in_play(s, seat) ? seat_tint[static_cast<std::size_t>(seat)] : colours.centre);
            w.attr("stroke", colours.square_stroke).attr("stroke-width", 1);
            spot_attrs(home_spot<G>(seat));
            detail::svg::write_home_triangle_path<G>(w, seat);
        }
        w << "<text class=\"home-label\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\" "
             "font-size=\"11\" fill=\"#333333\"";
        w.attr("x", frame::mid_x).attr("y", frame::mid_y + 4) << '>' << (cross ? "CHARKONI" : "HOME") << "</text>\n";
    }

    // ---- pawns, spot by spot ----------------------------------------------------------------------
    std::array<std::array<int, 4>, static_cast<std::size_t>(spots)> count{};  // pawns per spot and seat
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        for (std::size_t i = 0; i < row.size(); ++i)
            if (is_game_pawn(s, seat, i)) ++count[static_cast<std::size_t>(spot_of(s, seat, static_cast<int>(row[i])))][static_cast<std::size_t>(seat)];
    }
    for (int spot = 0; spot < spots; ++spot) {
        const auto& here = count[static_cast<std::size_t>(spot)];
        const int n = here[0] + here[1] + here[2] + here[3];
        if (n == 0) continue;
        std::array<detail::svg::pawn_ref, 4 * 16> pawns{};  // at most every pawn of the board
        int listed = 0;
        for (int seat = 0; seat < 4; ++seat) {
            if (!here[static_cast<std::size_t>(seat)]) continue;
            const auto& row = s.pawns[static_cast<std::size_t>(seat)];
            for (std::size_t i = 0; i < row.size(); ++i)
                if (is_game_pawn(s, seat, i) && spot_of(s, seat, static_cast<int>(row[i])) == spot && listed < static_cast<int>(pawns.size()))
                    pawns[static_cast<std::size_t>(listed++)] = {seat, static_cast<int>(row[i])};
        }
        const svg_point c = spot_centre<G>(spot);
        // A blockade: two or more pawns of one colour (traditional: of one team) on a square; a
        // ludo_king pair is drawn so where it keeps enemies off (an unsafe ring square).
        const bool pairs = marks_pairs(s);
        const bool pair_blocks = pairs && spot < board::ring_squares &&
                                 !(rules_of(s).safe_squares && board_of(s).is_safe(static_cast<std::uint8_t>(spot)));
        if (spot < squares && (rules_of(s).blockades || pair_blocks)) {
            int side_max = 0, side_seat = 0;
            for (int seat = 0; seat < 4; ++seat) {
                int side = here[static_cast<std::size_t>(seat)];
                if (R::turn == family::traditional && are_partners(s, seat, seat ^ 2))
                    side += here[static_cast<std::size_t>(seat ^ 2)];
                if (side > side_max) side_max = side, side_seat = seat;
            }
            if (side_max >= 2) {
                const svg_point tl = frame::corner_of(frame::cell_of(spot));
                w << "<rect class=\"blockade" << (pairs ? " pair" : "") << "\" pointer-events=\"none\" fill=\"none\" stroke-width=\"4\"";
                w.attr("stroke", seat_dark[static_cast<std::size_t>(side_seat)]);
                w.attr("x", tl.x + 2).attr("y", tl.y + 2).attr("width", cell - 4).attr("height", cell - 4)
                    .attr("rx", 6) << "/>\n";
            }
        }
        for (int k = 0; k < listed; ++k) {
            const auto [seat, progress] = pawns[static_cast<std::size_t>(k)];
            int x = c.x, y = c.y, r = 0;
            if (spot < squares) {
                const pawn_place at = place_on_square(k, n);
                x += at.dx, y += at.dy, r = at.r;
            } else if (spot < home_spot<G>(0)) {
                const pawn_place at = one_die_board ? place_in_yard<G>(k) : place_in_nest(k, n);
                x += at.dx, y += at.dy, r = at.r;
            } else {
                const svg_point base = frame::home_base_centre(spot - home_spot<G>(0));
                const svg_point at = place_at_home(spot - home_spot<G>(0), k, n);
                x = base.x + at.x, y = base.y + at.y, r = 9;
            }
            const bool picked = spot == options.selected && seat == s.mover;
            w << "<circle class=\"pawn seat-" << seat << (picked ? " selected" : "") << '"';
            w.attr("cx", x).attr("cy", y).attr("r", r);
            w << " fill=\"url(#pawn-fill-" << seat << ")\"";
            w.attr("stroke", picked ? std::string_view("#00e05a") : std::string_view("#1a1a1a"))
                .attr("stroke-width", picked ? 5 : 2);
            if (options.interactive) {
                w << " id=\"pawn-" << seat << '-' << k << "-" << spot << '"';
                w.attr("data-square", spot).attr("data-seat", seat).attr("data-progress", progress);
            }
            w << "/>\n";
        }
        if constexpr (one_die_board) {  // a stack on a square shows its count; a yard has a spot per pawn
            if (spot < squares && n > 1) write_stack_count<G>(w, spot, n);
            continue;
        }
        const bool crowded = spot < squares ? n > 4 : spot >= home_spot<G>(0) ? n > 4 : n > 16;
        if (crowded) {
            w << "<text class=\"count\" pointer-events=\"none\" text-anchor=\"middle\" font-family=\"sans-serif\" "
                 "font-weight=\"bold\" font-size=\"15\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"3\" "
                 "paint-order=\"stroke\"";
            w.attr("x", c.x).attr("y", c.y + 5) << '>' << n << "</text>\n";
        }
    }

    // ---- highlighted spots: translucent, over the pawns, so a pawn to capture stays marked -------
    for (int spot = 0; spot < spots; ++spot) {
        if (!options.highlight.test(static_cast<std::size_t>(spot))) continue;
        const svg_point c = spot_centre<G>(spot);
        w << "<circle class=\"highlight\" fill=\"#39ff6a\" fill-opacity=\"0.3\" stroke=\"#0a7a2a\" "
             "stroke-width=\"3\"";
        const bool yard = one_die_board && spot >= squares && spot < home_spot<G>(0);
        w.attr("cx", c.x).attr("cy", c.y).attr("r", spot < squares ? 17 : yard ? one_die_look<G>::yard_highlight_radius : 26);
        spot_attrs(spot);
        w << "/>\n";
    }

    // ---- the band: whose move, and the throw ------------------------------------------------------
    const int top = board_side;
    w << "<rect class=\"band\" x=\"0\"";
    w.attr("y", top).attr("width", width).attr("height", band_height).attr("fill", "#faf6ec") << "/>\n";
    const auto mover = static_cast<std::size_t>(s.mover);
    w << "<text class=\"status\" font-family=\"sans-serif\" font-size=\"20\" fill=\"#222222\"";
    w.attr("x", 16).attr("y", top + 45) << '>';
    if (s.phase == stage::opening) {
        w << "opening throw: it decides who starts";
    } else if (s.phase == stage::over) {
        w << "game over: ";
        bool first = true;
        for (int seat = 0; seat < 4; ++seat)
            if ((winners(s) >> seat) & 1) {
                w << (first ? "" : " and ") << seat_colours[static_cast<std::size_t>(seat)] << " (seat " << seat << ')';
                first = false;
            }
        w << " won";
    } else {
        w << seat_colours[mover] << " (seat " << static_cast<int>(s.mover) << ')';
        if (s.phase == stage::ready) w << " to throw or refuse";
        else if (s.phase == stage::throw_) w << " to throw";
        else {
            w << " plays ";
            if constexpr (R::thrower::is_dice) {
                w << static_cast<int>(s.thrown.a) << '-' << static_cast<int>(s.thrown.b);
                if (s.part_count) {
                    w << ", left:";
                    for (std::size_t i = 0; i < s.part_count; ++i) w << ' ' << static_cast<int>(s.parts[i]);
                }
            } else if constexpr (R::turn == family::one_die) {
                w << static_cast<int>(s.thrown.a);
                if (s.part_count && s.parts[0] != s.thrown.a) w << ", " << static_cast<int>(s.parts[0]) << " to move";
            } else {
                w << static_cast<int>(s.thrown.a) << " up = " << R::thrower::value(s.thrown);
                if (R::thrower::is_grace(s.thrown)) w << ", grace";
                if (s.part_count) w << ", " << static_cast<int>(s.parts[0]) << " to move";
            }
            if (s.capture_rewards || s.reward_due_now) w << ", capture reward";
            if (s.home_rewards) w << ", home reward";
        }
    }
    w << "</text>\n";
    if (s.phase == stage::play) {
        int x = width - 16;
        if constexpr (R::thrower::is_dice || R::turn == family::one_die) {
            // Two dice (or one) with pips; pips sit on a 3 x 3 grid.
            constexpr std::array<std::array<bool, 9>, 7> pips{{{},
                                                               {0, 0, 0, 0, 1, 0, 0, 0, 0},
                                                               {1, 0, 0, 0, 0, 0, 0, 0, 1},
                                                               {1, 0, 0, 0, 1, 0, 0, 0, 1},
                                                               {1, 0, 1, 0, 0, 0, 1, 0, 1},
                                                               {1, 0, 1, 0, 1, 0, 1, 0, 1},
                                                               {1, 0, 1, 1, 0, 1, 1, 0, 1}}};
            const std::array<int, 2> faces{static_cast<int>(s.thrown.b), static_cast<int>(s.thrown.a)};
            for (std::size_t d = R::thrower::is_dice ? 0 : 1; d < faces.size(); ++d) {
                const int face = faces[d];
                constexpr int side = 50;
                x -= side;
                w << "<g class=\"die\"";
                w.attr("data-value", face) << '>';
                w << "<rect fill=\"#ffffff\" stroke=\"#222222\" stroke-width=\"2\"";
                w.attr("x", x).attr("y", top + 13).attr("width", side).attr("height", side).attr("rx", 8) << "/>";
                for (int i = 0; i < 9; ++i) {
                    if (face < 1 || face > 6 || !pips[static_cast<std::size_t>(face)][static_cast<std::size_t>(i)])
                        continue;
                    w << "<circle class=\"pip\" fill=\"#222222\" r=\"5\"";
                    w.attr("cx", x + 11 + (i % 3) * 14).attr("cy", top + 24 + (i / 3) * 14) << "/>";
                }
                w << "</g>\n";
                x -= 12;
            }
        } else {
            // Cowrie shells: mouth up shows the toothed slit, mouth down the smooth back.
            for (int k = static_cast<int>(R::thrower::shells) - 1; k >= 0; --k) {
                const bool up = k < static_cast<int>(s.thrown.a);
                x -= 30;
                const int cx = x + 13, cy = top + 38;
                w << "<g class=\"cowrie " << (up ? "mouth-up" : "mouth-down") << "\">";
                w << "<ellipse fill=\"" << (up ? "#fbf3de" : "#d8b98a") << "\" stroke=\"#5b4424\" stroke-width=\"2\"";
                w.attr("cx", cx).attr("cy", cy).attr("rx", 12).attr("ry", 19) << "/>";
                if (up) {
                    w << "<path fill=\"none\" stroke=\"#5b4424\" stroke-width=\"2\" d=\"M" << cx << ' ' << cy - 14
                      << "Q" << cx - 3 << ' ' << cy << ' ' << cx << ' ' << cy + 14;
                    for (int t = -10; t <= 10; t += 5)
                        w << "M" << cx - 5 << ' ' << cy + t << "L" << cx + 5 << ' ' << cy + t;
                    w << "\"/>";
                } else {
                    w << "<ellipse fill=\"#ecd8b4\" stroke=\"none\"";
                    w.attr("cx", cx - 3).attr("cy", cy - 6).attr("rx", 5).attr("ry", 8) << "/>";
                }
                w << "</g>\n";
            }
        }
    }
    w << "</svg>\n";
    return out;
}
}  // namespace detail::svg

template <class R>
[[nodiscard]] std::string to_svg(const state<R>& s, const svg_options& options = {}) {
    return detail::with_drawn_board(s, [&](auto board) { return detail::svg::svg_on<typename decltype(board)::type>(s, options); });
}

}  // namespace pachisi

// === pachisi/text/chosen_rules.hpp ===
// Rules chosen by name at run time, as one object a front end passes around: the rule set R (a compile-time
// preset, or a rule set with options at run time and its options), the spec it was chosen by, and the calls
// that need the options besides the state: a new game and reading a state from text.
//
//     std::string error;
//     bool ok = pachisi::with_rules("ludo:must-kill,capture-reward=20", [&](const auto& rules) {
//         auto s = rules.new_game({.players = 2});        // state<R> with R = ludo_dynamic
//         ...                                             // every other call as for any rule set
//     }, &error);                                         // false, and error says what is wrong with the spec
//
// with_rules compiles its callback for the run-time rule sets only (rules/rules_spec.hpp: three one-die
// boards, the two-dice rules, the traditional boards and pawn counts), whatever mix the spec names.

namespace pachisi {

template <class R>
struct chosen_rules {
    using rules = R;
    using options_type = typename table_options_of<R>::type;
    options_type options{};
    std::string spec;  // what it was chosen by: "ludo:must-kill"

    // new_game<R>(table) with the options (std::invalid_argument for a table the rules refuse).
    [[nodiscard]] state<R> new_game(const setup& table = {}) const {
        if constexpr (has_options_at_run_time<R>) return pachisi::new_game<R>(options, table);
        else return pachisi::new_game<R>(table);
    }
    // parse_state<R>(text) with the options (notation_error for a malformed text).
    [[nodiscard]] state<R> parse_state(std::string_view text) const {
        if constexpr (has_options_at_run_time<R>) return pachisi::parse_state<R>(text, options);
        else return pachisi::parse_state<R>(text);
    }
    [[nodiscard]] std::optional<state<R>> try_parse_state(std::string_view text, std::string* error = nullptr) const {
        if constexpr (has_options_at_run_time<R>) return pachisi::try_parse_state<R>(text, options, error);
        else return pachisi::try_parse_state<R>(text, error);
    }
    // Why new_game would refuse `table`, or std::nullopt.
    [[nodiscard]] std::optional<std::string> setup_problem(const setup& table) const {
        if constexpr (has_options_at_run_time<R>) return pachisi::setup_problem<R>(table, options);
        else return pachisi::setup_problem<R>(table);
    }
    // The value of a table option as the engine reads it (rules_of: e.g. rules().partners_allowed).
    [[nodiscard]] constexpr auto rules_values() const noexcept {
        if constexpr (has_options_at_run_time<R>) return R::values::of(options);
        else return R{};
    }
};

// Runs f(chosen_rules<R>{...}) for the spec: R the run-time rule set of the spec's board (and pawn count),
// with the spec's options (rules/rules_spec.hpp). Returns false, with the reason in *error, for a spec it
// refuses: an unknown preset or option, an option given twice, a mix the rules do not allow.
template <class F>
bool with_rules(std::string_view spec, F&& f, std::string* error = nullptr) {
    return with_rules_options(
        spec,
        [&](auto rules, const auto& options) {
            using R = typename decltype(rules)::type;
            f(chosen_rules<R>{options, std::string(spec)});
        },
        error);
}

}  // namespace pachisi

// === pachisi/text/record.hpp ===
// Game records: a whole game as text, to save, load and replay. One line per fact:
//
//   pachisi record 1                     the format and its version (first line)
//   preset shg:undo                      the rule set, as a registry spec (rules/registry.hpp)
//   setup players=4 partners=no first-pawn-out=no first-seat=opening places=no
//                                        (and side-by-side=yes: 2 players at seats 0 and 1)
//   seed 42                              optional: the seed the throws were drawn from (replay ignores it)
//   start <state>                        instead of setup: a position in notation to start from
//   opening 2                            the opening throw: seat 2 starts
//   throw 2 3-5                          seat 2 throws (two dice low-high, or cowries mouth up)
//   action 2 move 12+5                   seat 2 plays an action, in notation
//   state <state>                        optional, last: the position reached; replay checks it
//
// Blank lines and lines that start with '#' are skipped. The steps are the lines pachisi-cli
// playout prints. Errors name the line: "record line 9: 'move 7+5' is not legal here (legal: enter)".
//
// Recording a game as it is played:
//
//     auto record = pachisi::make_record<R>(table, seed);
//     pachisi::record_throw(record, s, t);   pachisi::apply_throw(s, t);   // before applying
//     pachisi::record_action(record, s, a);  pachisi::apply(s, a);
//     std::string text = pachisi::to_string(record);
//
// and replaying it: pachisi::replay<R>(pachisi::parse_record(text)), with R found from the record's
// preset by pachisi::with_preset_and_options(record.preset, ...).

namespace pachisi {

// record_error (a record that cannot be read or replayed, with its line) is declared in
// rules/errors.hpp; every error here is reported through raise_error (error_kind::record).

enum class record_step_kind : std::uint8_t {
    opening,  // the opening throw; seat is the seat that starts
    throw_,   // a throw of `seat`, text in notation ("3-5", or "4" for cowries)
    action,   // an action of `seat`, text in notation ("move 12+5")
};

struct record_step {
    record_step_kind kind = record_step_kind::action;
    int seat = 0;
    std::string text;      // the throw or the action (empty for the opening)
    std::size_t line = 0;  // where it was read (0: made in memory)

    friend bool operator==(const record_step&, const record_step&) = default;
};

struct game_record {
    std::string preset;                 // a registry spec: "shg", "traditional:split,exact-home"
    setup table{};                      // the new game the record starts from ...
    std::optional<std::string> start;   // ... unless it starts from this position (notation)
    std::optional<std::uint64_t> seed;  // for people and programs: replay does not use it
    std::vector<record_step> steps;
    std::optional<std::string> end;     // the final position as written; replay checks it
    std::size_t preset_line = 0, setup_line = 0, start_line = 0, end_line = 0;  // where they were read
};

// ---- recording ----------------------------------------------------------------------------------

// A record of a new game under rules R (its spec found in the registry; empty for a rule set the
// registry does not offer: set record.preset yourself then).
template <class R>
[[nodiscard]] game_record make_record(const setup& table = {}, std::optional<std::uint64_t> seed = std::nullopt) {
    game_record record;
    record.preset = spec_of<R>().value_or("");
    record.table = table;
    record.seed = seed;
    return record;
}

// A record that starts from a position instead of a new game.
template <class R>
[[nodiscard]] game_record make_record(const state<R>& start, std::optional<std::uint64_t> seed = std::nullopt) {
    game_record record = make_record<R>(setup{}, seed);
    record.start = to_string(start);
    return record;
}

// Adds the chance outcome t at the chance node `before` (call it before apply_throw, or with the
// state as it was).
template <class R>
void record_throw(game_record& record, const state<R>& before, throw_outcome t) {
    if (before.phase == stage::opening) record.steps.push_back({record_step_kind::opening, t.a, {}, 0});
    else record.steps.push_back({record_step_kind::throw_, before.mover, to_string<R>(t), 0});
}

// Adds the action a, played at the decision node `before`.
template <class R>
void record_action(game_record& record, const state<R>& before, const action& a) {
    record.steps.push_back({record_step_kind::action, before.mover, to_string(a), 0});
}

// Sets the record's final position: replay then checks that the steps reach it.
template <class R>
void record_end(game_record& record, const state<R>& end) {
    record.end = to_string(end);
}

// ---- text ---------------------------------------------------------------------------------------

namespace detail::records {

// Reports a fault of the record at `line` (0: not on one line).
[[noreturn]] inline void fail(const std::string& why, std::size_t line) { raise_error(error_kind::record, why, line); }

inline std::string yes_no(bool b) { return b ? "yes" : "no"; }

inline std::string setup_text(const setup& t) {
    return "players=" + std::to_string(t.players) + " partners=" + yes_no(t.partners) +
           " first-pawn-out=" + yes_no(t.first_pawn_out) +
           " first-seat=" + (t.first_seat < 0 ? std::string("opening") : std::to_string(t.first_seat)) +
           " places=" + yes_no(t.play_for_places) +
           (t.two_players_opposite ? "" : " side-by-side=yes");  // written only when asked: older records stay as they were
}

// The next word of `rest` (up to a space), removed from it.
inline std::string_view next_word(std::string_view& rest) {
    const std::size_t space = rest.find(' ');
    const std::string_view word = rest.substr(0, space);
    rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
    return word;
}

inline int seat_number(std::string_view text, std::size_t line) {
    if (text.size() != 1 || text[0] < '0' || text[0] > '3')
        detail::records::fail("expected a seat from 0 to 3, not '" + std::string(text) + "'", line);
    return text[0] - '0';
}

inline bool yes_no_value(std::string_view key, std::string_view value, std::size_t line) {
    if (value == "yes") return true;
    if (value == "no") return false;
    detail::records::fail(std::string(key) + " must be yes or no, not '" + std::string(value) + "'", line);
}

inline setup parse_setup(std::string_view rest, std::size_t line) {
    setup t;
    std::string seen;
    while (!rest.empty()) {
        const std::string_view item = next_word(rest);
        const std::size_t eq = item.find('=');
        const std::string_view key = item.substr(0, eq);
        const std::string_view value = eq == std::string_view::npos ? std::string_view{} : item.substr(eq + 1);
        if (eq == std::string_view::npos || value.empty())
            detail::records::fail("setup: expected key=value, not '" + std::string(item) + "'", line);
        if (seen.find(" " + std::string(key) + " ") != std::string::npos)
            detail::records::fail("setup: '" + std::string(key) + "' is given twice", line);
        seen += " " + std::string(key) + " ";
        if (key == "players") {
            if (value.size() != 1 || value[0] < '2' || value[0] > '4')
                detail::records::fail("setup: players must be 2, 3 or 4, not '" + std::string(value) + "'", line);
            t.players = value[0] - '0';
        } else if (key == "partners") {
            t.partners = yes_no_value("setup: partners", value, line);
        } else if (key == "first-pawn-out") {
            t.first_pawn_out = yes_no_value("setup: first-pawn-out", value, line);
        } else if (key == "first-seat") {
            t.first_seat = value == "opening" ? -1 : seat_number(value, line);
        } else if (key == "places") {
            t.play_for_places = yes_no_value("setup: places", value, line);
        } else if (key == "side-by-side") {
            t.two_players_opposite = !yes_no_value("setup: side-by-side", value, line);
        } else {
            detail::records::fail("setup: unknown key '" + std::string(key) +
                                   "' (keys: players, partners, first-pawn-out, first-seat, places, side-by-side)",
                               line);
        }
    }
    return t;
}

}  // namespace detail::records

// The record as text, in the format above (ends with a newline).
[[nodiscard]] inline std::string to_string(const game_record& record) {
    std::string text = "pachisi record 1\npreset " + record.preset + "\n";
    if (record.start) text += "start " + *record.start + "\n";
    else text += "setup " + detail::records::setup_text(record.table) + "\n";
    if (record.seed) text += "seed " + std::to_string(*record.seed) + "\n";
    for (const auto& step : record.steps) {
        switch (step.kind) {
            case record_step_kind::opening: text += "opening " + std::to_string(step.seat) + "\n"; break;
            case record_step_kind::throw_: text += "throw " + std::to_string(step.seat) + " " + step.text + "\n"; break;
            case record_step_kind::action: text += "action " + std::to_string(step.seat) + " " + step.text + "\n"; break;
        }
    }
    if (record.end) text += "state " + *record.end + "\n";
    return text;
}

// Reads a record's text. Checks the form of every line (actions are parsed; throws and positions
// are checked by replay, which knows the rules). Throws record_error naming the line.
[[nodiscard]] inline game_record parse_record(std::string_view text) {
    using namespace detail::records;
    game_record record;
    bool versioned = false;
    std::size_t line = 0;
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        std::string_view current = text.substr(0, newline);
        text = newline == std::string_view::npos ? std::string_view{} : text.substr(newline + 1);
        ++line;
        if (!current.empty() && current.back() == '\r') current.remove_suffix(1);
        if (current.empty() || current.front() == '#') continue;
        // A control character would not survive writing the record out again (a second '\r' before
        // the newline, say), and no field holds one.
        for (const char c : current)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
                detail::records::fail("a control character (code " + std::to_string(static_cast<unsigned char>(c)) +
                                          ") in the line",
                                      line);
        if (!versioned) {
            if (current != "pachisi record 1")
                detail::records::fail("expected 'pachisi record 1' (the format and its version), not '" +
                                       std::string(current) + "'",
                                   line);
            versioned = true;
            continue;
        }
        if (record.end_line) detail::records::fail("nothing may follow the final 'state' line", line);
        std::string_view rest = current;
        const std::string_view key = next_word(rest);
        const bool header = key == "preset" || key == "setup" || key == "start" || key == "seed";
        if (header && !record.steps.empty())
            detail::records::fail("'" + std::string(key) + "' must come before the first throw or action", line);
        if (header && key != "setup" && ((key == "preset" && record.preset_line) ||
                                         (key == "start" && record.start_line) || (key == "seed" && record.seed)))
            detail::records::fail("a second '" + std::string(key) + "' line", line);
        if (key == "preset") {
            if (rest.empty()) detail::records::fail("preset: expected a preset such as shg or traditional:split", line);
            record.preset = std::string(rest);
            record.preset_line = line;
        } else if (key == "setup") {
            if (record.setup_line) detail::records::fail("a second 'setup' line", line);
            record.table = parse_setup(rest, line);
            record.setup_line = line;
        } else if (key == "start") {
            if (rest.empty()) detail::records::fail("start: expected a position in notation", line);
            record.start = std::string(rest);
            record.start_line = line;
        } else if (key == "seed") {
            std::uint64_t seed = 0;
            const auto [end, fault] = std::from_chars(rest.data(), rest.data() + rest.size(), seed);
            if (fault != std::errc{} || end != rest.data() + rest.size() || rest.empty())
                detail::records::fail("seed: expected a whole number from 0 to 18446744073709551615, not '" +
                                       std::string(rest) + "'",
                                   line);
            record.seed = seed;
        } else if (key == "opening") {
            record.steps.push_back({record_step_kind::opening, seat_number(rest, line), {}, line});
        } else if (key == "throw" || key == "action") {
            const int seat = seat_number(next_word(rest), line);
            if (rest.empty()) detail::records::fail(std::string(key) + ": expected the seat, a space and the " + std::string(key), line);
            std::string error;
            if (key == "action" && !try_parse_action(rest, &error))
                detail::records::fail("'" + std::string(rest) + "': " + error, line);
            record.steps.push_back(
                {key == "throw" ? record_step_kind::throw_ : record_step_kind::action, seat, std::string(rest), line});
        } else if (key == "state") {
            record.end = std::string(rest);
            record.end_line = line;
        } else {
            detail::records::fail("unknown line '" + std::string(key) +
                                   "' (lines: preset, setup, seed, start, opening, throw, action, state)",
                               line);
        }
    }
    if (!versioned) detail::records::fail("empty: expected 'pachisi record 1'", 0);
    if (!record.preset_line) detail::records::fail("no 'preset' line", 0);
    if (record.setup_line && record.start_line)
        detail::records::fail("a record starts from a 'setup' or from a 'start' position, not both", record.start_line);
    return record;
}

// ---- replay -------------------------------------------------------------------------------------

// The position a record starts from under the rules chosen (text/chosen_rules.hpp): its start position,
// or the new game of its setup.
template <class R>
[[nodiscard]] state<R> record_start(const chosen_rules<R>& rules, const game_record& record) {
    std::string error;
    if (record.start) {
        if (auto s = rules.try_parse_state(*record.start, &error)) return *s;
        detail::records::fail("start: " + error, record.start_line);
    }
    if (const auto problem = rules.setup_problem(record.table)) detail::records::fail("setup: " + *problem, record.setup_line);
    return rules.new_game(record.table);
}
template <class R>
[[nodiscard]] state<R> record_start(const game_record& record) {
    return record_start(chosen_rules<R>{}, record);
}

// Replays the record under rules R and returns the final position. visit(step, after) is called
// after each step with the position it led to. Throws record_error, naming the line, when the
// record's preset is not R, a step is out of place or not legal, or the final 'state' differs.
template <class R, class Visit>
state<R> replay(const game_record& record, Visit&& visit) {
    if (const auto spec = spec_of<R>()) {
        const auto choice = parse_preset_spec(record.preset);
        if (!choice || to_spec(*choice) != *spec)
            detail::records::fail("the record's preset is '" + record.preset + "', not the rules it is replayed with ('" +
                                   *spec + "')",
                               record.preset_line);
    }
    return replay(chosen_rules<R>{}, record, visit);
}

// The same under rules chosen by name (with_rules, text/chosen_rules.hpp): the record's preset must name
// the same rule set and options.
template <class R, class Visit>
state<R> replay(const chosen_rules<R>& rules, const game_record& record, Visit&& visit) {
    if constexpr (has_options_at_run_time<R>) {
        bool same = false;
        std::string error;
        with_rules_options(record.preset, [&](auto named, const auto& options) {
            if constexpr (std::is_same_v<typename decltype(named)::type, R>) same = options == rules.options;
        }, &error);
        if (!same)
            detail::records::fail("the record's preset is '" + record.preset + "', not the rules it is replayed with ('" +
                                   rules.spec + "')",
                               record.preset_line);
    }
    state<R> s = record_start(rules, record);
    for (const auto& step : record.steps) {
        const auto fail = [&](const std::string& why) { detail::records::fail(why, step.line); };
        std::string error;
        const std::string what = step.kind == record_step_kind::opening ? "the opening"
                                 : step.kind == record_step_kind::throw_ ? "a throw"
                                                                         : "an action";
        if (is_over(s)) fail(what + " after the end of the game");
        switch (step.kind) {
            case record_step_kind::opening:
                if (s.phase != stage::opening) fail("an opening throw, but the game has no opening here (" + to_string(s) + ")");
                if (!in_play(s, step.seat)) fail("seat " + std::to_string(step.seat) + " is not in play");
                apply_throw(s, throw_outcome{static_cast<std::uint8_t>(step.seat), 0});
                break;
            case record_step_kind::throw_: {
                if (s.phase != stage::throw_) fail("a throw, but the position asks for " +
                                                   std::string(is_decision_node(s) ? "an action" : "the opening") +
                                                   " (" + to_string(s) + ")");
                if (step.seat != s.mover)
                    fail("seat " + std::to_string(step.seat) + " throws, but seat " + std::to_string(s.mover) +
                         " is to throw");
                const auto t = try_parse_throw<R>(step.text, &error);
                if (!t) detail::records::fail("throw '" + step.text + "': " + error, step.line);
                apply_throw(s, *t);
                break;
            }
            case record_step_kind::action: {
                if (!is_decision_node(s)) fail("an action, but the position asks for a throw (" + to_string(s) + ")");
                if (step.seat != s.mover)
                    fail("seat " + std::to_string(step.seat) + " acts, but seat " + std::to_string(s.mover) +
                         " is to move");
                const auto parsed = try_parse_action(step.text, &error);
                if (!parsed) detail::records::fail("'" + step.text + "': " + error, step.line);
                const action a = *parsed;
                const auto legal = legal_actions(s);
                if (!legal.contains(a)) {
                    std::string list;
                    for (const auto& l : legal) list += (list.empty() ? "" : ", ") + to_string(l);
                    fail("'" + step.text + "' is not legal here (legal: " + list + ")");
                }
                apply(s, a);
                break;
            }
        }
        visit(step, std::as_const(s));
    }
    if (record.end && *record.end != to_string(s))
        detail::records::fail("the steps reach '" + to_string(s) + "', the record says '" + *record.end + "'",
                           record.end_line);
    return s;
}

template <class R>
state<R> replay(const game_record& record) {
    return replay<R>(record, [](const record_step&, const state<R>&) {});
}

}  // namespace pachisi

// === pachisi/agents/action_space.hpp ===
// A fixed action space per rule set, as learning code expects it (OpenSpiel's NumDistinctActions, a
// legal-action mask): every action a decision can offer gets an integer id in
// [0, num_distinct_actions<R>), the same id for the same choice in every state. A rule set with options at
// run time (rules/one_die_dynamic.hpp and its kin) gives the ids of the compile-time rule set with the same
// options: its count is num_distinct_actions_of(s), at most max_distinct_actions<R> for any mix.
//
// An id never holds a raw progress value (progress grows with every extra lap). A pawn is named by
// its rank in the mover's row (rows are sorted highest progress first, so rank 0 is the pawn
// farthest along; a tagged pawn of a shared square comes before an untagged one), and where a move
// crosses a turn-off (two-dice and traditional rule sets with extra laps) it names its route: 0 the
// home path or the plain run, 1 round the ring again.
//
// Two-dice rule sets (P = 4 pawns, L = 2 routes with an extra lap, else 1):
//
//   id  0 pass        1 decline       2 throw again     3 enter (a die of 5)     4 enter (a sum of 5)
//   5 + (rank * 6 + (die - 1)) * L + route                      move by one die    6 * P * L ids
//   then rank * L + route for each of: whole move (whole-move rules only), capture reward (rules whose
//   capture reward is a move), home reward (rules with one)                        P * L ids each
//
// Traditional rule sets (P = 4, 8, 12 or 16 pawns, L = 2, V = largest throw value with the split
// option, else 1):
//
//   id  0 pass (stop)   1 enter   2 throw   3 refuse
//   4 + ((group_index * V) + (steps - 1 with the split option, else 0)) * L + route
//   where a group of g pawns (1 <= g <= P) moving from the pawns whose first rank is r has
//   group_index = r * P - r * (r - 1) / 2 + (g - 1): the pairs (r, g) with r + g <= P, packed.
//   then, only in rule sets with seed 004 option 1 (`first-move`, docs/rules.md §6.10), one last id:
//   a player's first move `enter+V` (out of the Charkoni straight to p = V, the whole throw of 2, 3 or 4).
//   It is another choice than the grace's `enter` (id 1: a pawn to p = 1, the throw's value kept), so
//   it has an id of its own; the value V is the throw's, as a move's steps are (one id for any V).
//
// One-die rule sets (Ludo, Parchís, MAEDN; P = 4 pawns):
//
//   id  0 pass   1 enter
//   2 + rank                                     move the pawn by the die's value (face, or 7)    P ids
//   then rank for each of: capture reward (rules whose capture reward is a move: Parchís
//   `capture F+20`), home reward (rules with one: Parchís `home F+10`)              P ids each
//
// A one-die move has no route bit: the die's value and the state fix where a pawn stops (must-kill
// laps go round or turn in by the seat's captured bit, docs/rules.md §10 step 9), and the engine offers
// one action per progress, so rank alone names it. One-die sizes: ludo, ludo_king, maedn and
// maedn_openspiel 6 (any registry option), parchis 14.
//
// Sizes: shg 37, cardinal 41, american 69, traditional and traditional7 24 (25 with first-move; the
// arm length of the cross changes no id); a 16-pawn traditional rule set with split throws and 7
// cowries 9524 (docs/learning.md has the table).
//
// action_id and action_from_id are inverse on the legal actions of a state, and no two legal
// actions of a state share an id (tests/learning_action_space.cpp checks both over random games).

namespace pachisi {

// The sizes and first ids of the id blocks, in id order: what a rule set's options make of the layout
// above. A compile-time rule set has one (a constant: action_layout_of); a rule set with options at run
// time has one per mix, computed from the state's options when an id is asked for.
struct action_layout {
    int pawns = 4;
    int routes = 1;  // 2 where a move may go round again at a turn-off (two dice, traditional)

    // Two-dice rule sets.
    int die_faces = 6;
    int first_move = 5;
    int whole_moves = 0;
    int capture_rewards = 0;
    int home_rewards = 0;
    int first_whole = 0;
    int first_capture = 0;
    int first_home = 0;

    // Traditional rule sets.
    int first_group_move = 4;
    int step_choices = 1;
    int first_move_entry = 0;  // option 1 only

    // One-die rule sets: no route bit (one stop per pawn and value, even on must-kill laps).
    int one_die_first_move = 2;
    int one_die_capture_rewards = 0;
    int one_die_home_rewards = 0;
    int one_die_first_capture = 0;
    int one_die_first_home = 0;

    int total = 0;
};

namespace action_space_detail {

// The layout of rule set R played with `rules`: R itself (its options are constants), or the values a
// state of a rule set with options at run time keeps; both name the options alike.
template <class R, class Rules>
[[nodiscard]] constexpr action_layout make_layout(const Rules& rules) noexcept {
    action_layout l;
    if constexpr (has_board_at_run_time<R>) l.pawns = rules.pawns;  // the game's pawns, not the rows' room
    else l.pawns = R::pawns;
    l.routes = rules.extra_lap ? 2 : 1;
    const bool capture_moves =
        rules.capture == capture_reward::move || rules.capture == capture_reward::move_or_throw_again;
    const bool home_rewards = rules.home_reward_squares > 0;
    if constexpr (R::turn == family::traditional) {
        if (rules.split_throw)  // a split move names its steps: every value up to the largest throw
            for (const auto& o : R::thrower::outcomes())
                l.step_choices = std::max(l.step_choices, R::thrower::value(o.outcome));
        const int groups = l.pawns * (l.pawns + 1) / 2;
        l.first_move_entry = l.first_group_move + groups * l.step_choices * l.routes;
        l.total = l.first_move_entry + (rules.first_move_on_2_3_4 ? 1 : 0);
    } else if constexpr (R::turn == family::one_die) {
        l.one_die_first_capture = l.one_die_first_move + l.pawns;
        l.one_die_capture_rewards = capture_moves ? l.pawns : 0;
        l.one_die_first_home = l.one_die_first_capture + l.one_die_capture_rewards;
        l.one_die_home_rewards = home_rewards ? l.pawns : 0;
        l.total = l.one_die_first_home + l.one_die_home_rewards;
    } else {
        l.whole_moves = rules.combine == combined_move::whole ? l.pawns * l.routes : 0;
        l.capture_rewards = capture_moves ? l.pawns * l.routes : 0;
        l.home_rewards = home_rewards ? l.pawns * l.routes : 0;
        l.first_whole = l.first_move + l.pawns * l.die_faces * l.routes;
        l.first_capture = l.first_whole + l.whole_moves;
        l.first_home = l.first_capture + l.capture_rewards;
        l.total = l.first_home + l.home_rewards;
    }
    return l;
}

// Every block a mix of R's options may have: the widest layout, which bounds every mix's ids.
template <class R>
struct widest_options {
    int pawns = R::pawns;
    bool extra_lap = laps_possible<R>();
    combined_move combine = combined_move::whole;
    capture_reward capture = capture_reward::move;
    int home_reward_squares = 1;
    bool split_throw = true;
    bool first_move_on_2_3_4 = true;
};

template <class R>
inline constexpr action_layout fixed_layout = make_layout<R>(R{});

}  // namespace action_space_detail

// The id layout of the rules s is played by (a constant for a compile-time rule set).
template <class R>
[[nodiscard]] constexpr action_layout action_layout_of(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return action_space_detail::make_layout<R>(s.options);
    else return action_space_detail::fixed_layout<R>;
}

// The number of action ids of a compile-time rule set R. A rule set with options at run time has one per
// mix of options: num_distinct_actions_of(s), at most max_distinct_actions<R>.
template <class R>
    requires(!has_options_at_run_time<R>)
inline constexpr int num_distinct_actions = action_space_detail::fixed_layout<R>.total;

// The number of action ids of the rules s is played by.
template <class R>
[[nodiscard]] constexpr int num_distinct_actions_of(const state<R>& s) noexcept {
    return action_layout_of(s).total;
}

// At least num_distinct_actions_of(s) for every state of R: what a buffer for any mix of R's options holds.
template <class R>
inline constexpr int max_distinct_actions = [] {
    if constexpr (has_options_at_run_time<R>)
        return action_space_detail::make_layout<R>(action_space_detail::widest_options<R>{}).total;
    else return num_distinct_actions<R>;
}();

namespace action_space_detail {

// Laps a pawn at progress p has begun beyond its first: 0 up to HOME, then 1 for HOME+1 .. HOME+R
// (its turn-off again; R = 68 ring squares on the standard boards), 2 after that, and so on.
template <class R>
[[nodiscard]] constexpr int extra_laps(int p) noexcept {
    using board = route<typename R::board>;
    return p <= board::home ? 0 : (p - board::home - 1) / board::ring_squares + 1;
}

// 1 when a move goes round the ring again at a turn-off, 0 when it turns into the home path or
// crosses none. The two stops of a move that may do either always differ in this bit.
template <class R>
[[nodiscard]] constexpr int route_of(const state<R>& s, const action_layout& l, const action& a) noexcept {
    if (l.routes == 1) return 0;
    if constexpr (has_board_at_run_time<R>) {
        const auto& board = board_of(s);
        const auto laps = [&](int p) { return p <= board.home ? 0 : (p - board.home - 1) / board.ring_squares + 1; };
        return laps(static_cast<int>(a.to)) > laps(static_cast<int>(a.from)) ? 1 : 0;
    } else {
        return extra_laps<R>(static_cast<int>(a.to)) > extra_laps<R>(static_cast<int>(a.from)) ? 1 : 0;
    }
}

// Rank in the mover's row of the pawn an action moves: the first pawn with its progress (and, for
// the two-dice rules, its tag; traditional actions carry no tag). -1 when there is none.
template <class R>
[[nodiscard]] constexpr int rank_of(const state<R>& s, const action& a) noexcept {
    const auto& row = s.pawns[s.mover];
    for (int i = 0; i < R::pawns; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (static_cast<int>(row[k]) != static_cast<int>(a.from)) continue;
        if constexpr (has_board_at_run_time<R>) {
            // Rank among the game's pawns: the places a game of fewer pawns leaves unused stand at HOME, before
            // every pawn short of it (and a move never starts at HOME).
            if (a.from < board_of(s).home) return i - unused_places(s);
        }
        if (R::turn == family::traditional || static_cast<int>(s.tags[k]) == static_cast<int>(a.tag)) return i;
    }
    return -1;
}

// action_id with the layout of s's rules given (`L`, action_layout_of(s)): a list of ids computes it once.
template <class R>
[[nodiscard]] PACHISI_INLINE constexpr int id_in(const action_layout& L, const state<R>& s, const action& a) noexcept {
    [[maybe_unused]] const int route = route_of(s, L, a);
    if constexpr (R::turn == family::traditional) {
        switch (a.kind) {
            case action_kind::pass: return 0;
            case action_kind::enter:
                // Option 1's first move names its value (steps = to = V); the grace's enter has steps 0.
                if (L.total > L.first_move_entry)  // the rules have option 1
                    if (a.steps != 0) return a.steps >= 2 && a.steps <= 4 && a.to == a.steps ? L.first_move_entry : -1;
                return 1;
            case action_kind::roll: return 2;
            case action_kind::refuse: return 3;
            case action_kind::move: break;
            default: return -1;
        }
        const int rank = rank_of(s, a);
        const int group = static_cast<int>(a.group);
        const int steps = static_cast<int>(a.steps);
        if (rank < 0 || group < 1 || rank + group > L.pawns || steps < 1) return -1;
        const int step_index = L.step_choices > 1 ? steps - 1 : 0;
        if (step_index >= L.step_choices) return -1;
        const int group_index = rank * L.pawns - rank * (rank - 1) / 2 + (group - 1);
        return L.first_group_move + (group_index * L.step_choices + step_index) * L.routes + route;
    } else if constexpr (R::turn == family::one_die) {
        int first = 0;
        switch (a.kind) {
            case action_kind::pass: return 0;
            case action_kind::enter: return 1;
            case action_kind::move: first = L.one_die_first_move; break;
            case action_kind::capture_reward:
                if (L.one_die_capture_rewards == 0) return -1;
                first = L.one_die_first_capture;
                break;
            case action_kind::home_reward:
                if (L.one_die_home_rewards == 0) return -1;
                first = L.one_die_first_home;
                break;
            default: return -1;
        }
        const int rank = rank_of(s, a);
        return rank < 0 ? -1 : first + rank;
    } else {
        int first = 0;
        switch (a.kind) {
            case action_kind::pass: return 0;
            case action_kind::decline: return 1;
            case action_kind::throw_again: return 2;
            case action_kind::enter: return 3;
            case action_kind::enter_sum: return 4;
            case action_kind::move: {
                const int rank = rank_of(s, a);
                const int die = static_cast<int>(a.steps);
                if (rank < 0 || die < 1 || die > L.die_faces) return -1;
                return L.first_move + (rank * L.die_faces + die - 1) * L.routes + route;
            }
            case action_kind::whole_move:
                if (L.whole_moves == 0) return -1;
                first = L.first_whole;
                break;
            case action_kind::capture_reward:
                if (L.capture_rewards == 0) return -1;
                first = L.first_capture;
                break;
            case action_kind::home_reward:
                if (L.home_rewards == 0) return -1;
                first = L.first_home;
                break;
            default: return -1;
        }
        const int rank = rank_of(s, a);
        return rank < 0 ? -1 : first + rank * L.routes + route;
    }
}

}  // namespace action_space_detail

// The id of action `a` in state `s` (a decision of s.mover), in [0, num_distinct_actions_of(s)). -1 for
// an action that cannot be one of s's actions (no pawn of the mover where it starts, a die value
// or group size out of range).
template <class R>
[[nodiscard]] constexpr int action_id(const state<R>& s, const action& a) noexcept {
    return action_space_detail::id_in(action_layout_of(s), s, a);
}

// The legal action of s with the given id, or std::nullopt when no legal action has it. The second
// form takes legal_actions(s) when the caller has it already.
template <class R>
[[nodiscard]] constexpr std::optional<action> action_from_id(const state<R>& s, const action_list<R>& legal, int id) {
    const action_layout layout = action_layout_of(s);
    if (id < 0 || id >= layout.total) return std::nullopt;
    for (const action& a : legal)
        if (action_space_detail::id_in(layout, s, a) == id) return a;
    return std::nullopt;
}
template <class R>
[[nodiscard]] constexpr std::optional<action> action_from_id(const state<R>& s, int id) {
    return action_from_id(s, legal_actions(s), id);
}

// The ids of s's legal actions, in the order of legal_actions(s).
template <class R>
using action_id_list = fixed_list<int, max_actions<R>>;

// This form writes them into `ids` (emptied first): a loop that keeps one list saves clearing a new one.
template <class R>
constexpr void legal_action_ids(const state<R>& s, const action_list<R>& legal, action_id_list<R>& ids) {
    ids.clear();
    const action_layout layout = action_layout_of(s);
    for (const action& a : legal) ids.push_back(action_space_detail::id_in(layout, s, a));
}
template <class R>
[[nodiscard]] constexpr action_id_list<R> legal_action_ids(const state<R>& s, const action_list<R>& legal) {
    action_id_list<R> ids;
    legal_action_ids(s, legal, ids);
    return ids;
}
template <class R>
[[nodiscard]] constexpr action_id_list<R> legal_action_ids(const state<R>& s) {
    return legal_action_ids(s, legal_actions(s));
}

// Writes the legal-action mask of s: mask[id] is 1 for the id of each legal action, 0 otherwise.
// The mask must hold num_distinct_actions_of(s) entries (std::invalid_argument otherwise); only those are
// written. All zero at a chance node and when the game is over.
template <class R, class T>
constexpr void legal_action_mask(const state<R>& s, const action_list<R>& legal, std::span<T> mask) {
    const action_layout layout = action_layout_of(s);
    if (mask.size() < static_cast<std::size_t>(layout.total))
        raise_error(error_kind::invalid_argument,
                    "pachisi::legal_action_mask: the mask holds fewer than num_distinct_actions entries");
    std::fill(mask.begin(), mask.begin() + layout.total, T{0});
    for (const action& a : legal) {
        const int id = action_space_detail::id_in(layout, s, a);
        if (id >= 0) mask[static_cast<std::size_t>(id)] = T{1};
    }
}
template <class R, class T>
constexpr void legal_action_mask(const state<R>& s, std::span<T> mask) {
    legal_action_mask(s, legal_actions(s), mask);
}

}  // namespace pachisi

// === pachisi/agents/bots.hpp ===
// Bots: small automatic players for any rule set. The two helpers every game loop needs with them,
// sample_chance (a throw drawn with the exact chance probabilities) and uniform_below (a uniform
// draw), live in engine/chance.hpp, included here.
//
// Every bot has the same member function
//
//     template <class R, class Rng> action choose(const state<R>& s, Rng& rng) const;
//
// for a decision of seat s.mover: stage::play, or the traditional choice to throw or refuse
// (stage::ready). It returns one legal action; the caller applies it and asks again while the play
// goes on, so a bot re-plans after every action. Rng is std::mt19937_64 or any other generator of
// 64-bit values; only random_bot draws from it. At a chance node or when the game is over, choose
// reports a std::logic_error (error_kind::wrong_stage, rules/errors.hpp).
//
//   random_bot      a uniformly random legal action.
//   greedy_bot      the end of the play (enumerate_plays) that the evaluation below likes best.
//   expectimax_bot  the end of the play with the best expected evaluation after the next throw(s),
//                   over the exact chance outcomes; opponents are assumed to play against it.
//   any_bot         one of the three, picked by name at run time ("random", "greedy", ...).
//   capturing_bot   a beginner's rule of thumb, one action at a time: capture, else take a pawn HOME, else
//                   bring one out of the nest, else any (engine/move_effects.hpp's effects_of; no search).
//
// The evaluation (evaluate) scores a position for one seat: its pawns' progress, pawns out of the
// nest and at HOME, pawns on safe squares, and a penalty for pawns an enemy could hit with one die;
// minus the same for the opponents. It is a heuristic, not a rule: nothing in the engine uses it.

namespace pachisi {

// ---- the evaluation ------------------------------------------------------------------------------

struct eval_weights {
    double entered = 10.0;    // a pawn out of its nest
    double per_square = 1.0;  // each square of its way to HOME already behind it
    double at_home = 20.0;    // a pawn at HOME, on top of its squares
    double safe = 4.0;        // a pawn where no enemy may capture it (safe square, home path, blockade)
    double at_risk = 0.4;     // share of a pawn's worth lost when an enemy could hit it with one die
    double win = 1.0e4;       // the game won (lost: minus this)
};

namespace detail {

// Squares a pawn at progress p still has to go to reach HOME; a pawn on a later lap (docs/rules.md §5.10)
// must first come round to its turn-off again.
// `board` is a route (board_of(s)).
[[nodiscard]] constexpr int squares_to_home(const auto& board, int p) noexcept {
    if (p <= board.home) return board.home - p;
    const int laps = (p - board.home + board.ring_squares - 1) / board.ring_squares;
    return board.home + board.ring_squares * laps - p + (board.home - board.turn_off);
}

// How far ahead of an enemy pawn a pawn counts as threatened: one die shows 1..6. (Sums of two dice
// reach further but each is less likely; cowries show 2..6 most often.)
inline constexpr int threat_reach = 6;

// For every square: the seats that could capture a pawn there with one move of 1..threat_reach
// (bit `seat`), and the seats that could capture it by entering a pawn from their nest.
template <int Squares>
struct threat_map {
    std::array<std::uint8_t, static_cast<std::size_t>(Squares)> by_move{};
    std::array<std::uint8_t, static_cast<std::size_t>(Squares)> by_entry{};
};

template <class R>
[[nodiscard]] threat_map<route<largest_board_of<R>>::squares> threats_of(const state<R>& s) {
    const auto& board = board_of(s);
    threat_map<route<largest_board_of<R>>::squares> threats;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto bit = static_cast<std::uint8_t>(1U << seat);
        for (const int p : s.pawns[static_cast<std::size_t>(seat)]) {
            if (p == 0 || p == board.home) continue;
            for (int d = 1; d <= threat_reach && p + d <= board.max_progress; ++d) {
                const std::uint8_t sq = board.square(seat, p + d);
                if (sq < board.ring_squares) threats.by_move[sq] |= bit;  // the home path holds no enemy
            }
        }
        if (R::thrower::is_dice && has_nest_pawn(s, seat)) threats.by_entry[board.square(seat, 1)] |= bit;
    }
    return threats;
}

}  // namespace detail

// Worth of each seat's own pawns (not yet compared with anyone): 0 for seats not in play.
template <class R>
[[nodiscard]] std::array<double, 4> seat_values(const state<R>& s, const eval_weights& w = {}) {
    const auto& board = board_of(s);
    const occupancy_for<R> occ = occupancy_of(s);
    const auto threats = detail::threats_of(s);
    std::array<double, 4> values{};
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        std::uint8_t enemies = 0;
        for (int other = 0; other < 4; ++other)
            if (other != seat && in_play(s, other) && !are_partners(s, seat, other))
                enemies = static_cast<std::uint8_t>(enemies | (1U << other));
        double total = 0;
        int unused = unused_places(s);  // places at HOME that are no pawn of the game
        for (const int p : s.pawns[static_cast<std::size_t>(seat)]) {
            if (p == 0) continue;  // in the nest: worth nothing yet
            if (p == board.home && unused > 0) {
                --unused;
                continue;
            }
            double worth = w.entered + w.per_square * (board.home - detail::squares_to_home(board, p));
            if (p == board.home) {
                total += worth + w.at_home;
                continue;
            }
            const std::uint8_t sq = board.square(seat, p);
            const bool safe_square = sq >= board.ring_squares || (rules_of(s).safe_squares && board.is_safe(sq));
            const bool blockade = occ.count[sq] >= 2;  // nothing lands on two pawns
            const bool hit_by_move = !safe_square && !blockade && (threats.by_move[sq] & enemies);
            const bool hit_by_entry = !blockade && (!safe_square || rules_of(s).entry_captures_on_safe) && sq < board.ring_squares &&
                                      (threats.by_entry[sq] & enemies);
            if (hit_by_move || hit_by_entry) worth -= w.at_risk * worth;
            else if (safe_square || blockade) worth += w.safe;
            total += worth;
        }
        values[static_cast<std::size_t>(seat)] = total;
    }
    return values;
}

// How good s is for `seat`: its side's worth (with a partner, both seats) less the mean worth of
// the opposing sides. A won game is +win, a lost one -win.
template <class R>
[[nodiscard]] double evaluate(const state<R>& s, int seat, const eval_weights& w = {}) {
    if (const int won = winners(s); won != 0) return (won >> seat) & 1 ? w.win : -w.win;
    const std::array<double, 4> values = seat_values(s, w);
    double mine = 0, theirs = 0;
    int opposing_sides = 0;
    for (int other = 0; other < 4; ++other) {
        if (!in_play(s, other)) continue;
        const double v = values[static_cast<std::size_t>(other)];
        if (other == seat || are_partners(s, seat, other)) {
            mine += v;
        } else {
            theirs += v;
            // A team of two counts as one side: count it at its lower seat.
            opposing_sides += !(s.partners && other > (other ^ 2));
        }
    }
    return mine - (opposing_sides ? theirs / opposing_sides : 0.0);
}

// ---- the bots ------------------------------------------------------------------------------------

namespace detail {
template <class R>
void require_decision(const state<R>& s, const char* who) {
    if (is_chance_node(s) || is_over(s))
        raise_error(error_kind::wrong_stage,
                    std::string(who) + ": the state is not a decision (stage " + std::string(to_string(s.phase)) + ")");
}

[[noreturn]] inline void report_no_legal_action(const char* who) {
    raise_error(error_kind::invalid_argument,
                std::string(who) + ": the decision has no legal action (the state breaks an invariant: check it "
                                   "with invariant_violation)");
}

// The legal actions of a decision, never empty: a decision without one breaks an invariant (a state
// built by hand, not through parse_state), and a bot must say so rather than index an empty list.
template <class R>
[[nodiscard]] action_list<R> decision_actions(const state<R>& s, const char* who) {
    require_decision(s, who);
    auto actions = legal_actions(s);
    if (actions.empty()) report_no_legal_action(who);
    return actions;
}

// The legal action whose result `value` likes best (the first among equals). For decisions that are
// not a play of a throw, e.g. the traditional choice to throw or to refuse (stage::ready).
template <class R, class Value>
[[nodiscard]] action best_single_action(const state<R>& s, Value&& value, const char* who) {
    const auto actions = decision_actions(s, who);
    action best = actions[0];
    double best_value = -std::numeric_limits<double>::infinity();
    for (const action& a : actions) {
        state<R> after = s;
        apply(after, a);
        if (const double v = value(after); v > best_value) best_value = v, best = a;
    }
    return best;
}

// The distinct ends of the play under way (stage::play), never empty (see decision_actions).
template <class R>
[[nodiscard]] auto play_ends(const state<R>& s, const char* who) {
    auto plays = enumerate_plays(s);
    if (plays.empty()) report_no_legal_action(who);
    return plays;
}
}  // namespace detail

// Any legal action, each with the same chance.
struct random_bot {
    static constexpr std::string_view name = "random";

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng& rng) const {
        const auto actions = detail::decision_actions(s, "pachisi::random_bot");
        return actions[uniform_below(rng, actions.size())];
    }
};

// Looks at every distinct end of the play under way and heads for the one that evaluates best
// (the first found among equals): captures, pawns HOME, safety and progress all show in the end
// position. It plays the first action of the sequence that reaches it.
struct greedy_bot {
    static constexpr std::string_view name = "greedy";
    eval_weights weights{};

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng&) const {
        constexpr const char* who = "pachisi::greedy_bot";
        detail::require_decision(s, who);
        const auto value = [&](const state<R>& end) { return evaluate(end, s.mover, weights); };
        if (s.phase != stage::play) return detail::best_single_action(s, value, who);
        const auto plays = detail::play_ends(s, who);
        const auto best = std::max_element(plays.begin(), plays.end(),
                                           [&](const auto& a, const auto& b) { return value(a.end) < value(b.end); });
        return best->actions[0];
    }
};

// Expectimax over the exact chance outcomes. Each end of the play under way is valued by the throws
// that follow it: at a throw, the mean over its outcomes weighted by their exact probabilities; at a
// decision, the seat to move picks the end of its play that is best for it if it is us or our
// partner, and worst for us otherwise. After `depth` throws the greedy evaluation is used. Only the
// `width` ends the greedy evaluation likes best are searched: a move then takes a few milliseconds
// at depth 1.
struct expectimax_bot {
    static constexpr std::string_view name = "expectimax";
    int depth = 1;  // throws looked ahead: 1, or 2 (about a hundred times slower)
    int width = 6;  // candidate ends of the play searched
    eval_weights weights{};

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng&) const {
        constexpr const char* who = "pachisi::expectimax_bot";
        detail::require_decision(s, who);
        const int me = s.mover;
        if (s.phase != stage::play)
            return detail::best_single_action(s, [&](const state<R>& after) { return value(after, depth, me); }, who);
        const auto plays = detail::play_ends(s, who);
        if (plays.size() == 1) return plays[0].actions[0];
        // Best first by the greedy evaluation; stable, so equal ends keep the order they were found in.
        std::vector<std::pair<double, std::size_t>> order;
        for (std::size_t i = 0; i < plays.size(); ++i) order.emplace_back(-evaluate(plays[i].end, me, weights), i);
        std::stable_sort(order.begin(), order.end());
        order.resize(std::min(order.size(), static_cast<std::size_t>(std::max(width, 1))));

        std::size_t best = order[0].second;
        double best_value = -std::numeric_limits<double>::infinity();
        for (const auto& [greedy_value, i] : order)
            if (const double v = value(plays[i].end, depth, me); v > best_value) best_value = v, best = i;
        return plays[best].actions[0];
    }

    // Value of s for seat `me` with `throws` throws still to look at. Throws use them up; plays do
    // not. A throw with none left, or the end of the game, is evaluated as it stands. A choice
    // before a throw (traditional rules: throw or refuse, stage::ready) counts a refusal as a throw,
    // so that a round of refusals cannot go on for ever.
    template <class R>
    [[nodiscard]] double value(const state<R>& s, int throws, int me) const {
        if (is_over(s) || (s.phase != stage::play && throws <= 0)) return evaluate(s, me, weights);
        if (is_chance_node(s)) {
            double expected = 0;
            for (const auto& o : chance_outcomes(s)) {
                state<R> thrown = s;
                apply_throw(thrown, o.outcome);
                expected += o.chance.to_double() * value(thrown, throws - 1, me);
            }
            return expected;
        }
        const bool for_me = s.mover == me || are_partners(s, s.mover, me);
        const auto better = [&](double a, double b) { return for_me ? std::max(a, b) : std::min(a, b); };
        double best = for_me ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
        if (s.phase == stage::play) {
            for (const auto& play : enumerate_plays(s)) best = better(best, value(play.end, throws, me));
        } else {
            for (const action& a : legal_actions(s)) {
                state<R> after = s;
                apply(after, a);
                best = better(best, value(after, is_chance_node(after) ? throws : throws - 1, me));
            }
        }
        return best;
    }
};

// A beginner's rule of thumb, read from what each legal action does (effects_of, engine/move_effects.hpp)
// without looking further: the action that captures the most pawns; among those, the one that takes the
// most pawns HOME, then brings the most out of the nest, then earns a throw; among equals a random one.
// A weak player (it never looks at the end of its play, nor at safety), for an easy level or as a
// sparring partner. Not one of any_bot's names.
struct capturing_bot {
    static constexpr std::string_view name = "capturing";

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng& rng) const {
        const auto actions = detail::decision_actions(s, "pachisi::capturing_bot");
        if (s.phase != stage::play) {  // the traditional choice before a throw: it always throws
            for (const action& a : actions)
                if (a.kind == action_kind::roll) return a;
            return actions[0];
        }
        std::array<int, 4> best_key{-1, -1, -1, -1};
        action_list<R> best;
        for (const action& a : actions) {
            const move_effects<R> e = effects_of(s, a);
            const std::array<int, 4> key{static_cast<int>(e.captured.size()), e.reached_home, e.entered, e.throws_again ? 1 : 0};
            if (key < best_key) continue;
            if (best_key < key) best.clear(), best_key = key;
            best.push_back(a);
        }
        return best[uniform_below(rng, best.size())];
    }
};

// One of the bots above, chosen by name at run time: "random", "greedy", "expectimax" (one throw
// ahead) or "expectimax2" (two throws ahead).
class any_bot {
public:
    static constexpr std::array<std::string_view, 4> names{"random", "greedy", "expectimax", "expectimax2"};

    [[nodiscard]] static std::optional<any_bot> named(std::string_view name) {
        if (name == names[0]) return any_bot(random_bot{}, names[0]);
        if (name == names[1]) return any_bot(greedy_bot{}, names[1]);
        if (name == names[2]) return any_bot(expectimax_bot{}, names[2]);
        if (name == names[3]) return any_bot(expectimax_bot{.depth = 2}, names[3]);
        return std::nullopt;
    }
    [[nodiscard]] std::string_view name() const noexcept { return name_; }

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng& rng) const {
        return std::visit([&](const auto& bot) { return bot.choose(s, rng); }, bot_);
    }

private:
    using variant = std::variant<random_bot, greedy_bot, expectimax_bot>;
    any_bot(variant bot, std::string_view name) : bot_(bot), name_(name) {}
    variant bot_;
    std::string_view name_;
};

}  // namespace pachisi

// === pachisi/agents/chance_ids.hpp ===
// Chance outcomes as integer ids with exact probabilities (OpenSpiel's ChanceOutcomes): at a throw,
// the id is the outcome's index in the thrower's list (two dice: the 21 unordered pairs 1-1, 1-2,
// .., 1-6, 2-2, .., 6-6; cowries: the number of shells mouth up); at the opening throw, the id is
// the starting seat.

namespace pachisi {

struct chance_id_outcome {
    int id = 0;
    probability chance;
    friend constexpr bool operator==(const chance_id_outcome&, const chance_id_outcome&) = default;
};

using chance_id_list = fixed_list<chance_id_outcome, chance_list::capacity()>;

// Ids run over [0, num_chance_outcomes<R>): the thrower's outcomes, or the 4 seats, whichever is more.
template <class R>
inline constexpr int num_chance_outcomes =
    R::thrower::outcomes().size() > 4 ? static_cast<int>(R::thrower::outcomes().size()) : 4;

// The id of outcome t at chance node s, or -1 when t is not one of its outcomes.
template <class R>
[[nodiscard]] constexpr int chance_outcome_id(const state<R>& s, throw_outcome t) {
    if (s.phase == stage::opening) return t.a <= 3 && t.b == 0 && in_play(s, t.a) ? static_cast<int>(t.a) : -1;
    if (s.phase != stage::throw_) return -1;
    const chance_list outcomes = R::thrower::outcomes();
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        if (outcomes[i].outcome == t) return static_cast<int>(i);
    return -1;
}

// The outcome of chance node s with the given id, or std::nullopt when it has none.
template <class R>
[[nodiscard]] constexpr std::optional<throw_outcome> chance_outcome_from_id(const state<R>& s, int id) {
    if (s.phase == stage::opening) {
        if (id < 0 || id > 3 || !in_play(s, id)) return std::nullopt;
        return throw_outcome{static_cast<std::uint8_t>(id), 0};
    }
    if (s.phase != stage::throw_) return std::nullopt;
    const chance_list outcomes = R::thrower::outcomes();
    if (id < 0 || static_cast<std::size_t>(id) >= outcomes.size()) return std::nullopt;
    return outcomes[static_cast<std::size_t>(id)].outcome;
}

// Every outcome of chance node s as (id, exact probability), in the order of chance_outcomes(s);
// empty at a decision and when the game is over.
template <class R>
[[nodiscard]] constexpr chance_id_list chance_outcome_ids(const state<R>& s) {
    chance_id_list list;
    for (const chance_outcome& o : chance_outcomes(s)) list.push_back({chance_outcome_id(s, o.outcome), o.chance});
    return list;
}

}  // namespace pachisi

// === pachisi/agents/observation.hpp ===
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

// === pachisi/agents/players.hpp ===
// Whose move it is, in OpenSpiel's convention: a seat 0..3 at a decision, -1 at a chance node, -4
// once the game is over. Learning code written for OpenSpiel reads these numbers unchanged.
//
// A player here is a seat. Partners are two seats that share their returns (returns.hpp); a
// traditional 2-player game, where one person holds seats 0 and 2 and the other 1 and 3, is the
// same: four seats, two teams.

namespace pachisi {

inline constexpr int chance_player_id = -1;    // OpenSpiel kChancePlayerId
inline constexpr int terminal_player_id = -4;  // OpenSpiel kTerminalPlayerId
inline constexpr int num_seats = 4;            // seats not in play never move and have return 0

template <class R>
[[nodiscard]] constexpr int current_player(const state<R>& s) noexcept {
    if (is_over(s)) return terminal_player_id;
    if (is_chance_node(s)) return chance_player_id;
    return static_cast<int>(s.mover);
}

}  // namespace pachisi

// === pachisi/agents/returns.hpp ===
// What a finished game is worth to each seat (OpenSpiel's Returns), and a progress potential for
// learners who want a denser signal than win or loss.
//
// returns(s): 0 for every seat until the game is over. Then +1 for each seat of the winning side
// and -1 for each other seat in play; seats not in play get 0. Partners (and the two colours of one
// traditional player) are one side and get the same value. There are no ties: a game ends in the
// play in which one side finishes, and only the mover's side can finish in its own play (a seat
// removed by the timer leaves the last seat as the one winner). The values add up to zero only for
// two sides; with three or four sides a loss is -1 for each losing seat.
//
// Playing for places (setup::play_for_places): the game ends when one side is left. Every side that
// finished gets +1 and the side left over gets -1: the return is "not last". The order in which the
// sides finished is in the state: places(s) (engine/score.hpp) gives each seat's place at the end,
// finishing_order(s) (engine/state.hpp) the finished seats so far.
//
// maedn_openspiel (docs/rules.md §10) returns what OpenSpiel's `maedn` returns: n - 1 to the winner
// and -1 to each of the other n - 1 players (zero-sum for any n); playing for places, the winner is
// the first seat to finish.
//
// progress_potential(s, seat): the seat's side's mean progress towards HOME minus the mean of the
// opposing sides, in [-1, 1]; 0 once the game is over. Rewards shaped as
// potential(after) - potential(before) add up over a game to -potential(start) = 0, so they leave
// the best policy unchanged (Ng, Harada and Russell, 1999) while rewarding progress at every step;
// the batched environment (environment.hpp) adds them with a weight the caller chooses (default 0).

namespace pachisi {

// Whether the rules pay OpenSpiel's zero-sum returns (maedn_openspiel) rather than +1/-1.
template <class R>
[[nodiscard]] constexpr bool pays_zero_sum_returns() noexcept
    requires(!has_options_at_run_time<R>)
{
    if constexpr (R::turn == family::one_die) return R::zero_sum_returns;
    else return false;
}
// The same for the rules state s is played by (also those with options at run time).
template <class R>
[[nodiscard]] constexpr bool pays_zero_sum_returns(const state<R>& s) noexcept {
    if constexpr (R::turn == family::one_die) return rules_of(s).zero_sum_returns;
    else return false;
}

template <class R>
[[nodiscard]] constexpr std::array<double, 4> returns(const state<R>& s) noexcept {
    std::array<double, 4> values{};
    if (!is_over(s)) return values;
    if (pays_zero_sum_returns(s)) {
        const auto order = finishing_order(s);
        const int players = std::popcount(static_cast<unsigned>(s.seats));
        const int won = order.empty() ? winners(s) : 1 << order[0];
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat)) values[static_cast<std::size_t>(seat)] = ((won >> seat) & 1) ? players - 1.0 : -1.0;
        return values;
    }
    const int won = winners(s);
    for (int seat = 0; seat < 4; ++seat)
        if (in_play(s, seat)) values[static_cast<std::size_t>(seat)] = ((won >> seat) & 1) ? 1.0 : -1.0;
    return values;
}

namespace returns_detail {

// Share of the way to HOME a pawn at progress p has behind it: 0 in the nest, 1 at HOME (on a board
// without HOME, MAEDN, at the last goal field). A pawn on an extra lap counts the squares it still has
// to go, round to its turn-off and up the home path.
// `board` is a route (board_of(s)).
[[nodiscard]] constexpr double way_behind(const auto& board, int p) noexcept {
    const int end = board.last_stop;  // HOME where the board has it
    int remaining = end - p;
    if (p > board.home) {  // laps: only on boards with HOME
        const int past_turn_off = (p - board.home) % board.ring_squares;  // 0 at the turn-off itself
        remaining = (past_turn_off == 0 ? 0 : board.ring_squares - past_turn_off) + (board.home - board.turn_off);
    }
    const double share = 1.0 - static_cast<double>(remaining) / end;
    return share < 0 ? 0.0 : share;
}

template <class R>
[[nodiscard]] constexpr double seat_progress(const state<R>& s, int seat) noexcept {
    const auto& board = board_of(s);
    double total = 0;
    for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) total += way_behind(board, static_cast<int>(p));
    // The places a game of fewer pawns leaves unused stand at HOME, a whole way each: not the game's.
    if constexpr (has_board_at_run_time<R>) total -= unused_places(s);
    return total / pawn_count(s);
}

}  // namespace returns_detail

template <class R>
[[nodiscard]] constexpr double progress_potential(const state<R>& s, int seat) noexcept {
    if (is_over(s) || !in_play(s, seat)) return 0.0;
    // A side is a lone seat, or a team counted once at its lower seat with both seats' progress.
    const auto side_progress = [&](int first) {
        if (!s.partners) return returns_detail::seat_progress(s, first);
        return (returns_detail::seat_progress(s, first) + returns_detail::seat_progress(s, first ^ 2)) / 2;
    };
    const int mine = s.partners ? (seat & 1) : seat;
    double theirs = 0;
    int opposing = 0;
    for (int side = 0; side < 4; ++side) {
        if (!in_play(s, side) || side == mine || (s.partners && side >= 2)) continue;
        theirs += side_progress(side);
        ++opposing;
    }
    return side_progress(mine) - (opposing ? theirs / opposing : 0.0);
}

}  // namespace pachisi

// === pachisi/agents/splitmix64.hpp ===
// A tiny random generator with one 64-bit word of state (Steele, Lea and Flood's SplitMix64). It
// meets the needs of sample_chance, uniform_below and the bots (64-bit values, min 0), is defined
// bit for bit, so a seed gives the same games with every compiler and standard library, and is
// cheap to keep one per game in a batch of thousands (std::mt19937_64 holds 2.5 KB).

namespace pachisi {

class splitmix64 {
public:
    using result_type = std::uint64_t;

    constexpr explicit splitmix64(std::uint64_t seed = 0) noexcept : state_(seed) {}

    [[nodiscard]] static constexpr result_type min() noexcept { return 0; }
    [[nodiscard]] static constexpr result_type max() noexcept { return ~result_type{0}; }

    constexpr result_type operator()() noexcept {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    [[nodiscard]] constexpr std::uint64_t state() const noexcept { return state_; }
    friend constexpr bool operator==(const splitmix64&, const splitmix64&) = default;

private:
    std::uint64_t state_;
};

}  // namespace pachisi

// === pachisi/agents/worker_team.hpp ===
// A few threads kept waiting for work, for the batched environment's `threads` option. A step of a
// batch is short (1,024 cowrie games take about 0.2 ms on one core): threads started at every step
// cost more than the work they share, and even a sleeping thread takes tens of microseconds to wake
// on a busy virtual machine. So a thread of the team, its part done, first waits a little while
// yielding the core (a learner stepping in a loop sends the next round within that time), and only
// then sleeps until the next round.
//
// run(job, context) calls job(context, t) once for every t in [0, size()): t = 0 on the calling
// thread, the others on the team's threads, and returns when all calls have returned. The job must
// not throw (the environment catches what its blocks throw and rethrows on the calling thread). One
// run at a time: the team belongs to one environment, which steps from one thread. The threads do not
// survive fork(): a child process must not run its parent's team.

namespace pachisi {

class worker_team {
public:
    using job = void (*)(void* context, std::size_t part) noexcept;

    // A team of `size` parts: the caller and size - 1 threads.
    explicit worker_team(std::size_t size) {
        threads_.reserve(size > 0 ? size - 1 : 0);
        for (std::size_t part = 1; part < size; ++part) threads_.emplace_back([this, part] { serve(part); });
    }
    worker_team(const worker_team&) = delete;
    worker_team& operator=(const worker_team&) = delete;
    ~worker_team() {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            stopping_.store(true, std::memory_order_release);
        }
        wake_.notify_all();
        for (auto& t : threads_) t.join();
    }

    [[nodiscard]] std::size_t size() const noexcept { return threads_.size() + 1; }

    void run(job work, void* context) {
        // Every thread finished the last round (run waited for it) before these are written again.
        work_ = work;
        context_ = context;
        pending_.store(threads_.size(), std::memory_order_relaxed);
        {
            // Under the lock: a thread between checking the round and going to sleep cannot miss it.
            const std::lock_guard<std::mutex> lock(mutex_);
            round_.fetch_add(1, std::memory_order_release);
        }
        wake_.notify_all();
        work(context, 0);
        for (int turn = 0; turn < yields_before_sleep; ++turn) {
            if (pending_.load(std::memory_order_acquire) == 0) return;
            std::this_thread::yield();
        }
        std::unique_lock<std::mutex> lock(mutex_);
        finished_.wait(lock, [this] { return pending_.load(std::memory_order_acquire) == 0; });
    }

private:
    // About a millisecond of yielding on the reference machine: longer than the gap between two
    // steps of a learner's loop, short enough not to hold a core while the learner trains.
    static constexpr int yields_before_sleep = 2000;

    // The next round after `served`, or any round once the team is stopping.
    std::uint64_t next_round(std::uint64_t served) {
        for (int turn = 0; turn < yields_before_sleep; ++turn) {
            const std::uint64_t round = round_.load(std::memory_order_acquire);
            if (round != served || stopping_.load(std::memory_order_acquire)) return round;
            std::this_thread::yield();
        }
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] {
            return round_.load(std::memory_order_acquire) != served || stopping_.load(std::memory_order_acquire);
        });
        return round_.load(std::memory_order_acquire);
    }

    void serve(std::size_t part) {
        std::uint64_t served = 0;  // the last round this thread took part in
        for (;;) {
            served = next_round(served);
            if (stopping_.load(std::memory_order_acquire)) return;
            work_(context_, part);
            if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
                const std::lock_guard<std::mutex> lock(mutex_);  // run() checks pending_ under it
                finished_.notify_one();
            }
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_;      // a new round, or the end
    std::condition_variable finished_;  // the last thread of a round is done
    job work_ = nullptr;                // written by run() before it publishes the round
    void* context_ = nullptr;
    std::atomic<std::size_t> pending_{0};  // threads of this round still working
    std::atomic<std::uint64_t> round_{0};
    std::atomic<bool> stopping_{false};
    std::vector<std::thread> threads_;  // last: started once the members above exist
};

}  // namespace pachisi

// === pachisi/agents/environment.hpp ===
// A batch of games stepped together, the way EnvPool and pgx serve reinforcement learners, with the
// field names their users know. Every game waits at a decision; step(ids) takes one action id per
// game (action_space.hpp), applies it, throws for every chance node that follows (each game has its
// own seeded generator), and when a game ends (or reaches max_decisions) starts the next one at
// once. After the constructor, reset() and every step() the arrays below describe the batch:
//
//   current_player     N          int32  the seat to decide (0..3) in each game
//   observation        N x O      float  the game seen by its current player (observation.hpp;
//                                        O = observation_size<R>, or information_size<R>)
//   legal_action_mask  N x A      uint8  1 for the ids of the legal actions (A = num_distinct_actions<R>)
//   rewards            N x 4      float  per seat, what the last step earned: the returns (returns.hpp)
//                                        on the step that ended a game, plus shaping x the change of
//                                        progress_potential when shaping is on
//   terminated         N          uint8  1 when the last step ended the game (it has been restarted)
//   truncated          N          uint8  1 when the game was cut at max_decisions (and restarted)
//   places             N x 4      int8   per seat, its place (1 the best) in the game the last step ended
//                                        (places() of engine/score.hpp; 0 on other steps and for seats
//                                        not in play): playing for places, the finishing order
//
// A rule set with options at run time (ludo_dynamic and its kin) takes its options as the constructor's
// second argument; O and A are then those of the compile-time rule set with the same options
// (observation_size(), action_count()).
//
// As with pgx's auto-reset, on a step that ends a game `rewards`, `terminated` and `truncated`
// belong to the game that ended, while `current_player`, `observation` and the mask already belong
// to the new game. The arrays are contiguous, row-major, and stay where they are for the
// environment's life, so Python can view them without copies.
//
// Game i draws its chance outcomes from splitmix64(game_seed(seed, i)), one generator for all the
// games it plays, so a batch of N reproduces N single games played with those generators and the
// same actions (python/tests check this), whatever the number of threads.

namespace pachisi {

struct environment_options {
    int num_envs = 1;                // N, games in the batch
    setup table{};                   // players, partners...; first_seat -1: the opening throw decides
    std::uint64_t seed = 0;
    int max_decisions = 100000;      // a game is cut (truncated) after this many decisions; 0: never
    double shaping = 0.0;            // weight of the progress-potential rewards (returns.hpp); 0: off
    bool information_layout = false; // write the smaller observation layout
    int threads = 1;                 // games are split between this many threads at each step
};


// The seed of game i's generator in a batch seeded with `seed`: well apart for neighbouring i.
[[nodiscard]] constexpr std::uint64_t game_seed(std::uint64_t seed, std::uint64_t index) noexcept {
    splitmix64 mix(seed);
    splitmix64 spread(mix() + index);
    return spread();
}

namespace environment_detail {
// The action count as a constant, for the compile-time rule sets only (their count never changes).
template <class R>
struct action_count_constant {
    static constexpr int num_actions = num_distinct_actions<R>;
    static constexpr std::size_t row_of_mask = static_cast<std::size_t>(num_actions);
};
template <class R>
    requires has_options_at_run_time<R>
struct action_count_constant<R> {};
}  // namespace environment_detail

template <class R>
class batched_environment : public environment_detail::action_count_constant<R> {
public:
    using rules = R;
    static constexpr int num_players = num_seats;

    explicit batched_environment(const environment_options& options)
        requires(!has_options_at_run_time<R>)
        : batched_environment(options, new_game<R>(options.table)) {}
    // Rules with options at run time: the options every game is played with (new_game refuses a mix the
    // rules do not allow, with its reason).
    batched_environment(const environment_options& options, const typename table_options_of<R>::type& rules_options)
        requires has_options_at_run_time<R>
        : batched_environment(options, new_game<R>(rules_options, options.table)) {}

    // Ids per game: num_distinct_actions_of the rules, the width of a row of the mask.
    [[nodiscard]] int action_count() const noexcept { return static_cast<int>(row_of_mask_); }

private:
    batched_environment(const environment_options& options, const state<R>& fresh)
        : options_(options),
          fresh_(fresh),
          observation_size_(options.information_layout ? information_size_of(fresh) : observation_size_of(fresh)),
          row_of_mask_(static_cast<std::size_t>(num_distinct_actions_of(fresh))) {
        if (options.num_envs < 1)
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment: num_envs must be at least 1");
        if (options.max_decisions < 0)
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment: max_decisions must be >= 0");
        if (options.threads < 1)
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment: threads must be at least 1");
        const auto n = static_cast<std::size_t>(options.num_envs);
        if (const std::size_t threads = std::min(n, static_cast<std::size_t>(options.threads)); threads > 1)
            team_ = std::make_unique<worker_team>(threads);
        games_.resize(n);
        current_player_.resize(n);
        observation_.resize(n * static_cast<std::size_t>(observation_size_));
        mask_.resize(n * row_of_mask_);
        rewards_.resize(n * num_players);
        places_.resize(n * num_players);
        terminated_.resize(n);
        truncated_.resize(n);
        reset();
    }

public:
    // Starts every game afresh, with every generator back at its seed: the same games as before.
    void reset() { reset(options_.seed); }
    void reset(std::uint64_t seed) {
        options_.seed = seed;
        for_each_game([&](std::size_t i) {
            game_slot& g = games_[i];
            g.rng = splitmix64(game_seed(seed, i));
            restart(g);
            std::fill(rewards_row(i).begin(), rewards_row(i).end(), 0.0f);
            std::fill_n(places_.begin() + static_cast<std::ptrdiff_t>(i * num_players), num_players, std::int8_t{0});
            terminated_[i] = truncated_[i] = 0;
            publish(i);
        });
    }

    // One action id per game, each legal in its game (std::invalid_argument otherwise, before any
    // game has moved).
    void step(std::span<const int> ids) {
        if (ids.size() != games_.size())
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment::step: " + std::to_string(ids.size()) +
                                                          " action ids for " + std::to_string(games_.size()) + " games");
        for (std::size_t i = 0; i < games_.size(); ++i) {
            const int id = ids[i];
            if (id < 0 || static_cast<std::size_t>(id) >= row_of_mask_ || !mask_[i * row_of_mask_ + static_cast<std::size_t>(id)])
                raise_error(error_kind::invalid_argument, "pachisi::batched_environment::step: action id " +
                                                              std::to_string(id) + " is not legal in game " +
                                                              std::to_string(i));
        }
        for_each_game([&](std::size_t i) { step_one(i, ids[i]); });
        decisions_ += static_cast<std::int64_t>(games_.size());
    }

    // One uniformly random legal action id per game into `ids` (num_envs() of them), drawn game by
    // game from rng: random play, or a learner's exploring moves, without a pass over the mask. The
    // games' own generators, which throw for them, are left alone.
    template <class Rng>
    void sample_legal_actions(Rng& rng, std::span<int> ids) const {
        if (ids.size() != games_.size())
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment::sample_legal_actions: room for " +
                                                          std::to_string(ids.size()) + " ids, " +
                                                          std::to_string(games_.size()) + " games");
        for (std::size_t i = 0; i < games_.size(); ++i) {
            const action_id_list<R>& legal = games_[i].ids;
            ids[i] = legal[static_cast<std::size_t>(uniform_below(rng, legal.size()))];
        }
    }
    [[nodiscard]] int num_envs() const noexcept { return static_cast<int>(games_.size()); }
    [[nodiscard]] int observation_size() const noexcept { return observation_size_; }
    [[nodiscard]] const environment_options& options() const noexcept { return options_; }

    [[nodiscard]] std::span<const std::int32_t> current_player() const noexcept { return current_player_; }
    [[nodiscard]] std::span<const float> observation() const noexcept { return observation_; }
    [[nodiscard]] std::span<const std::uint8_t> legal_action_mask() const noexcept { return mask_; }
    [[nodiscard]] std::span<const float> rewards() const noexcept { return rewards_; }
    [[nodiscard]] std::span<const std::uint8_t> terminated() const noexcept { return terminated_; }
    [[nodiscard]] std::span<const std::uint8_t> truncated() const noexcept { return truncated_; }
    [[nodiscard]] std::span<const std::int8_t> places() const noexcept { return places_; }

    // Game i as it stands (a decision of current_player()[i]), its legal actions in the order of
    // legal_actions, and their ids.
    [[nodiscard]] const state<R>& game(int i) const { return games_.at(static_cast<std::size_t>(i)).game.get(); }
    [[nodiscard]] const action_list<R>& legal(int i) const { return games_.at(static_cast<std::size_t>(i)).legal; }
    [[nodiscard]] const action_id_list<R>& legal_ids(int i) const { return games_.at(static_cast<std::size_t>(i)).ids; }
    // Decisions taken by all games since construction; games ended (terminated or truncated).
    [[nodiscard]] std::int64_t decisions() const noexcept { return decisions_; }
    [[nodiscard]] std::int64_t games_finished() const noexcept {
        std::int64_t n = 0;
        for (const auto& g : games_) n += g.finished;
        return n;
    }

private:
    struct game_slot {
        tracked_state<R> game{state<R>{}};  // the game under way, with who stands where
        splitmix64 rng{};
        action_list<R> legal{};
        action_id_list<R> ids{};
        int decisions = 0;        // in the game under way
        std::int64_t finished = 0;
        std::optional<state<R>> shown;  // the state the observation row shows (seen by its mover)
        bool listed = false;            // legal holds the legal actions of s already (from apply_throw)
    };

    [[nodiscard]] std::span<float, num_players> rewards_row(std::size_t i) noexcept {
        return std::span<float, num_players>(rewards_.data() + i * num_players, num_players);
    }

    // Throws for every chance node up to the next decision (or the end of the game); the last throw
    // lists the legal actions that follow it, which saves the compulsion search half its work.
    void resolve_chance(game_slot& g) {
        g.listed = false;
        while (is_chance_node(g.game.get())) {
            g.game.apply_throw(sample_chance(g.game.get(), g.rng), g.legal);
            g.listed = true;
        }
    }
    void restart(game_slot& g) {
        g.game = tracked_state<R>(fresh_);
        g.decisions = 0;
        resolve_chance(g);
    }

    // Fills game i's rows of the arrays from its state.
    void publish(std::size_t i) {
        game_slot& g = games_[i];
        if (!g.listed) g.game.legal_actions(g.legal);
        g.listed = false;
        const state<R>& s = g.game.get();
        legal_action_ids(s, g.legal, g.ids);
        current_player_[i] = static_cast<std::int32_t>(pachisi::current_player(s));
        const std::span<std::uint8_t> mask(mask_.data() + i * row_of_mask_, row_of_mask_);
        std::memset(mask.data(), 0, mask.size());
        for (const int id : g.ids) mask[static_cast<std::size_t>(id)] = 1;
        const std::span<float> obs(observation_.data() + i * static_cast<std::size_t>(observation_size_),
                                   static_cast<std::size_t>(observation_size_));
        if (options_.information_layout && g.shown) update_information_observation(*g.shown, g.shown->mover, s, s.mover, obs);
        else if (options_.information_layout) information_observation(s, s.mover, obs);
        else if (g.shown) update_observation(*g.shown, g.shown->mover, s, s.mover, obs);
        else pachisi::observation(s, s.mover, obs);
        g.shown = s;
    }

    void step_one(std::size_t i, int id) {
        game_slot& g = games_[i];
        const state<R>& s = g.game.get();
        std::size_t k = 0;
        while (g.ids[k] != id) ++k;  // step() checked that the id is legal
        std::array<double, num_players> before{};
        if (options_.shaping != 0.0)
            for (int seat = 0; seat < num_players; ++seat) before[static_cast<std::size_t>(seat)] = progress_potential(s, seat);
        g.game.apply(g.legal[k]);
        resolve_chance(g);
        ++g.decisions;
        const bool over = is_over(s);
        auto reward = rewards_row(i);
        if (!over && options_.shaping == 0.0) {
            std::fill(reward.begin(), reward.end(), 0.0f);  // nearly every step: no returns, no shaping
        } else {
            const std::array<double, num_players> earned = returns(s);
            for (int seat = 0; seat < num_players; ++seat) {
                const auto u = static_cast<std::size_t>(seat);
                double r = earned[u];
                if (options_.shaping != 0.0) r += options_.shaping * (progress_potential(s, seat) - before[u]);
                reward[u] = static_cast<float>(r);
            }
        }
        // The places of the game that ended; the row is cleared on the step after (rarely written at all).
        if (over || terminated_[i]) {
            const std::array<int, 4> place = over ? pachisi::places(s) : std::array<int, 4>{};
            for (std::size_t seat = 0; seat < num_players; ++seat)
                places_[i * num_players + seat] = static_cast<std::int8_t>(place[seat]);
        }
        terminated_[i] = over ? 1 : 0;
        truncated_[i] = !terminated_[i] && options_.max_decisions > 0 && g.decisions >= options_.max_decisions ? 1 : 0;
        if (terminated_[i] || truncated_[i]) {
            ++g.finished;
            restart(g);
        }
        publish(i);
    }

    // Runs f(i) for every game, the games split in contiguous blocks between the team's threads.
    template <class F>
    void for_each_game(F&& f) {
        const std::size_t n = games_.size();
        if (!team_) {
            for (std::size_t i = 0; i < n; ++i) f(i);
            return;
        }
        const std::size_t threads = team_->size();
#ifdef PACHISI_NO_EXCEPTIONS
        // Without exceptions an error ends in the error handler: there is nothing to carry back.
        auto block = [&](std::size_t t) {
            for (std::size_t i = n * t / threads; i < n * (t + 1) / threads; ++i) f(i);
        };
#else
        std::vector<std::exception_ptr> errors(threads);
        auto block = [&](std::size_t t) {
            try {
                for (std::size_t i = n * t / threads; i < n * (t + 1) / threads; ++i) f(i);
            } catch (...) {
                errors[t] = std::current_exception();
            }
        };
#endif
        team_->run([](void* context, std::size_t t) noexcept { (*static_cast<decltype(block)*>(context))(t); }, &block);
#ifndef PACHISI_NO_EXCEPTIONS
        for (const auto& e : errors)
            if (e) std::rethrow_exception(e);
#endif
    }

    environment_options options_;
    state<R> fresh_;  // a new game of the rules and table (new_game is the same every time)
    int observation_size_;
    std::size_t row_of_mask_;
    std::vector<game_slot> games_;
    std::vector<std::int32_t> current_player_;
    std::vector<float> observation_;
    std::vector<std::uint8_t> mask_;
    std::vector<float> rewards_;
    std::vector<std::uint8_t> terminated_;
    std::vector<std::uint8_t> truncated_;
    std::vector<std::int8_t> places_;
    std::int64_t decisions_ = 0;
    std::unique_ptr<worker_team> team_;  // threads kept from step to step (none for threads = 1)
};

}  // namespace pachisi

// === pachisi/agents/observation_bounds.hpp ===
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

// === pachisi/agents/openspiel_maedn.hpp ===
// OpenSpiel's `maedn` action ids for rule sets on the MAEDN board (maedn_openspiel plays OpenSpiel's
// rules; maedn and its options share the board and so the numbering), so that agents trained on one
// can be compared on the other. docs/learning.md has the worked example.
//
// OpenSpiel (open_spiel/games/maedn/maedn.h, maedn.cc): 45 ids, 0 pass, 1 bring a piece in, and 2 + f
// for a move of the piece on field f counted from the mover's own point of view: f = 0 is the mover's
// start field (where a piece comes in), 1..39 the next common fields in the direction of play, 40..43
// its goal fields (MaednState::GetFieldsFromAction, RelPosToAbsPos). Our progress counts the same way
// from 1 (p = 1 the A field, 40 the own tip, 41..44 the goal fields), so f = p - 1 and the id is p + 1.
// The id names a field, not a pawn's rank, so it needs no other seat's position.
//
// Players: OpenSpiel's player k sits at "position" k (its start field 10 k), except that two players
// sit opposite by default (twoPlayersOpposite = true): player 1 at position 2. Our seats are those
// positions: 2 players are seats 0 and 2 (OpenSpiel players 0 and 1), or seats 0 and 1 with
// setup::two_players_opposite = false (OpenSpiel's twoPlayersOpposite = false); 3 players seats 0, 1, 2,
// 4 players seats 0..3 (player k). In every seating OpenSpiel's player k is our k-th seat in play,
// lowest first (openspiel_maedn_player, seat_of_openspiel_maedn_player). Both play in that order, and
// OpenSpiel's absolute field a is our physical ring square a + 1 (mod 40): our ring square 0 is the
// field before seat 0's A field.

namespace pachisi {

// OpenSpiel maedn's NumDistinctActions (kNumDistinctActions).
inline constexpr int openspiel_maedn_num_distinct_actions = 45;

// The rule sets whose positions OpenSpiel's fields can name: those on the MAEDN board.
template <class R>
concept on_maedn_board = std::same_as<typename R::board, maedn_board>;

// OpenSpiel `maedn` action id of a legal action `a` of a decision state of a rule set on the MAEDN
// board: 0 pass, 1 enter, 1 + from for a move. -1 for an action OpenSpiel has no id for (a reward
// move of a custom mix with one, or a move from where no pawn can start).
template <class R>
    requires on_maedn_board<R>
[[nodiscard]] constexpr int openspiel_maedn_id(const state<R>& s, const action& a) {
    (void)s;  // OpenSpiel's fields are seen from the mover, as our progress is: the state adds nothing
    constexpr int openspiel_move_offset = 2;  // kFieldActionsOffset
    switch (a.kind) {
        case action_kind::pass: return 0;
        case action_kind::enter: return 1;
        case action_kind::move: {
            const int field = static_cast<int>(a.from) - 1;  // p = 1, the A field, is OpenSpiel's field 0
            const int id = openspiel_move_offset + field;
            return field >= 0 && id < openspiel_maedn_num_distinct_actions ? id : -1;
        }
        default: return -1;
    }
}

// OpenSpiel's player number of a seat in play (the seats in play counted from seat 0), -1 for a seat
// not in play.
template <class R>
    requires on_maedn_board<R>
[[nodiscard]] constexpr int openspiel_maedn_player(const state<R>& s, int seat) noexcept {
    if (seat < 0 || seat > 3 || !in_play(s, seat)) return -1;
    int player = 0;
    for (int below = 0; below < seat; ++below) player += in_play(s, below);
    return player;
}
// The seat of OpenSpiel's player `player`, -1 when there are not that many players.
template <class R>
    requires on_maedn_board<R>
[[nodiscard]] constexpr int seat_of_openspiel_maedn_player(const state<R>& s, int player) noexcept {
    for (int seat = 0; seat < 4; ++seat)
        if (in_play(s, seat) && player-- == 0) return seat;
    return -1;
}

// The legal action of `s` with that OpenSpiel id, or std::nullopt when none has it.
template <class R>
    requires on_maedn_board<R>
[[nodiscard]] constexpr std::optional<action> action_from_openspiel_maedn_id(const state<R>& s, int id) {
    if (id < 0 || id >= openspiel_maedn_num_distinct_actions) return std::nullopt;
    for (const action& a : legal_actions(s))
        if (openspiel_maedn_id(s, a) == id) return a;
    return std::nullopt;
}

}  // namespace pachisi

// === pachisi/version.hpp ===
// pachisi — library version.
//
// The one place the version is written (docs/release.md): CMakeLists.txt passes these three
// numbers to project(), and the Conan recipe and setup.py read them from here. Keep each
// `#define PACHISI_VERSION_<PART> <number>` on a line of its own, as they are read as text.

#define PACHISI_VERSION_MAJOR 0
#define PACHISI_VERSION_MINOR 1
#define PACHISI_VERSION_PATCH 0

#define PACHISI_DETAIL_STRINGIFY_(x) #x
#define PACHISI_DETAIL_STRINGIFY(x) PACHISI_DETAIL_STRINGIFY_(x)

/// "MAJOR.MINOR.PATCH" as a string literal, e.g. for `#pragma message`.
#define PACHISI_VERSION_STRING                        \
  PACHISI_DETAIL_STRINGIFY(PACHISI_VERSION_MAJOR)     \
  "." PACHISI_DETAIL_STRINGIFY(PACHISI_VERSION_MINOR) \
  "." PACHISI_DETAIL_STRINGIFY(PACHISI_VERSION_PATCH)

namespace pachisi {

inline constexpr int version_major = PACHISI_VERSION_MAJOR;
inline constexpr int version_minor = PACHISI_VERSION_MINOR;
inline constexpr int version_patch = PACHISI_VERSION_PATCH;

/// The same version as "MAJOR.MINOR.PATCH".
inline constexpr std::string_view version_string = PACHISI_VERSION_STRING;

}  // namespace pachisi
