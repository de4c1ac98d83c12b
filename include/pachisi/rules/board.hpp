#pragma once
// Board geometry as data (docs/rules.md §2, §9): where a pawn with a given progress stands, which squares
// are safe, and where a route branches, all derived at compile time from a board's few numbers. The
// Parcheesi board and the cross boards (arm of 6..10 squares, docs/rules.md §6.10 option 8) are instances.

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <utility>

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
