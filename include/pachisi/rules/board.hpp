#pragma once
// Board geometry as data (docs/rules.md §2): where a pawn with a given progress stands, which squares are
// safe, and where a route branches. Both boards share the ring of 68 squares; they differ in where the
// ring starts along a seat's route and in the safe squares' offset from the tips.

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>

namespace pachisi {

// Physical squares: 0..67 the ring, then 7 private squares per seat (home path / middle column).
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

template <class G>
concept board_geometry = requires {
    { G::turn_off } -> std::convertible_to<int>;         // progress of the own tip, where the route turns in
    { G::first_ring_progress } -> std::convertible_to<int>;  // first progress on the ring
    { G::ring_offset } -> std::convertible_to<int>;      // ring square of first_ring_progress, from the tip
    { G::castle_offset } -> std::convertible_to<int>;    // side safe squares: tip ± this
    { G::shared_middle_column } -> std::convertible_to<bool>;  // out and back through the same column
};

// The route of every seat, given its geometry G.
template <board_geometry G>
struct route {
    static constexpr int turn_off = G::turn_off;
    static constexpr int home = G::turn_off + 8;  // 7 private squares, then HOME
    // Largest progress on a board with extra laps: the last turn-off a pawn may reach (see max_extra_laps).
    static constexpr int max_progress = home + max_extra_laps * ring_squares;

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

    // The squares one step ahead of p: one, or two at a turn-off (home path, or round again).
    struct next_steps {
        std::array<progress_t, 2> progress{};
        int count = 0;
    };
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
    [[nodiscard]] static constexpr std::uint8_t compute_square(int seat, int p) noexcept {
        if (p <= 0 || p == home) return off_board;
        if (p < G::first_ring_progress) return private_square(seat, p);  // middle column going out
        if (p <= turn_off)
            return ring((arm_squares * seat + G::ring_offset + (p - G::first_ring_progress)));
        if (p < home)
            return private_square(seat, G::shared_middle_column ? home - p : p - turn_off);
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
    static constexpr std::array<std::array<std::int16_t, ring_squares>, 4> ring_progress_table = [] {
        std::array<std::array<std::int16_t, ring_squares>, 4> table{};
        for (auto& row : table) row.fill(-1);
        for (int seat = 0; seat < 4; ++seat)
            for (int p = home - 1; p >= 1; --p)
                if (const auto sq = compute_square(seat, p); sq < ring_squares)
                    table[static_cast<std::size_t>(seat)][sq] = static_cast<std::int16_t>(p);
        return table;
    }();
    static constexpr std::array<std::array<std::uint64_t, 4>, ring_squares> ring_lanes_table = [] {
        std::array<std::array<std::uint64_t, 4>, ring_squares> table{};
        for (std::size_t r = 0; r < table.size(); ++r) {
            for (std::size_t seat = 0; seat < 4; ++seat) {
                const int p = ring_progress_table[seat][r];
                table[r][seat] = 0x0001000100010001ULL * static_cast<std::uint16_t>(p < 0 ? 0xFFFF : p);
            }
        }
        return table;
    }();
    // passed_table[seat][p]: the squares of progress 1..p on the first trip (p < home), one bit each.
    static_assert(board_squares <= 128, "two words hold a bit per square");
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
    // Safe: every tip, the squares castle_offset either side of it, and every private square.
    static constexpr std::array<bool, board_squares> safe_table = [] {
        std::array<bool, board_squares> safe{};
        for (int k = 0; k < 4; ++k) {
            safe[ring(arm_squares * k)] = true;
            safe[ring(arm_squares * k + G::castle_offset)] = true;
            safe[ring(arm_squares * k - G::castle_offset)] = true;
        }
        for (int sq = ring_squares; sq < board_squares; ++sq) safe[static_cast<std::size_t>(sq)] = true;
        return safe;
    }();
};

// docs/rules.md §2.1: p = 1 is ring 17s + 5, p = 64 the own tip, 65..71 the home path, 72 HOME.
struct parcheesi_board {
    static constexpr int turn_off = 64;
    static constexpr int first_ring_progress = 1;
    static constexpr int ring_offset = 5;
    static constexpr int castle_offset = 5;
    static constexpr bool shared_middle_column = false;
};

// docs/rules.md §2.2: 1..7 out through the middle column, 8..76 the ring (tip to tip), 77..83 back, 84 home.
struct cross_board {
    static constexpr int turn_off = 76;
    static constexpr int first_ring_progress = 8;
    static constexpr int ring_offset = 0;
    static constexpr int castle_offset = 4;
    static constexpr bool shared_middle_column = true;
};

static_assert(board_geometry<parcheesi_board> && board_geometry<cross_board>);

// The largest progress on any board: what text that names no rule set (an action) may hold.
inline constexpr int progress_limit = route<cross_board>::max_progress;
static_assert(progress_limit >= route<parcheesi_board>::max_progress && progress_limit < 0xFFFF);

}  // namespace pachisi
