// docs/rules.md §9, board geometry as data: every board is a few numbers, and route<G> derives the
// squares, turn-offs, HOME and castles from them at compile time. Compiling is passing: §9's formula
// gives §2.1's and §2.2's coordinates, the table of §9 for the cross boards of arm n = 6..10, and the
// exact-count squares of §6.6 from which no throw reaches home (§6.10 option 8).
#include <pachisi/pachisi.hpp>

#include <type_traits>

namespace {

using namespace pachisi;

// §2.1: p = 1..64 is ring (17s + 4 + p) mod 68, 65..71 the home path, 72 HOME.
constexpr bool parcheesi_coordinates() {
    using board = route<parcheesi_board>;
    for (int s = 0; s < 4; ++s) {
        for (int p = 1; p <= 64; ++p)
            if (board::square(s, p) != (17 * s + 4 + p) % 68) return false;
        for (int p = 65; p <= 71; ++p)
            if (board::square(s, p) < 68 || board::square(s, p) == off_board) return false;
        if (board::square(s, 72) != off_board) return false;
    }
    return true;
}
static_assert(route<parcheesi_board>::turn_off == 64 && route<parcheesi_board>::home == 72);
static_assert(route<parcheesi_board>::ring_squares == 68 && route<parcheesi_board>::squares == 96);
static_assert(parcheesi_coordinates());
// Safe: the 12 squares 17k, 17k + 5, 17k - 5.
static_assert(route<parcheesi_board>::is_safe(0) && route<parcheesi_board>::is_safe(5) &&
              route<parcheesi_board>::is_safe(12) && route<parcheesi_board>::is_safe(63) &&
              !route<parcheesi_board>::is_safe(4) && !route<parcheesi_board>::is_safe(13));

// §2.2: p = 1..7 the middle column out, 8..76 ring (17s + p - 8) mod 68, 77..83 the column back (p = k
// and p = 84 - k the same square), 84 HOME.
template <class G>
constexpr bool cross_coordinates(int n) {
    using board = route<G>;
    const int ring = 4 * (2 * n + 1);
    const int tip = 9 * n + 4, home = 10 * n + 4;
    for (int s = 0; s < 4; ++s) {
        for (int p = n; p <= tip; ++p)
            if (board::square(s, p) != ((2 * n + 1) * s + p - n) % ring) return false;
        for (int k = 1; k < n; ++k)
            if (board::square(s, k) != board::square(s, home - k) || board::square(s, k) < ring) return false;
        if (board::square(s, home) != off_board || board::square(s, 0) != off_board) return false;
        // A later lap: k ring squares past the first turn-off is p = HOME + k (§9).
        if (board::square(s, home + 1) != ((2 * n + 1) * s + 1) % ring) return false;
    }
    return true;
}
static_assert(cross_coordinates<cross_board>(8));
static_assert(route<cross_board>::turn_off == 76 && route<cross_board>::home == 84);
static_assert(route<cross_board>::ring_squares == 68 && route<cross_board>::squares == 96);
static_assert(std::is_same_v<cross_board, cross_board_of<>> && std::is_same_v<traditional::board, cross_board>);
// 004: the tip before the own arm is p = 59, 25 squares from the Charkoni.
static_assert(route<cross_board>::square(0, 59) == 51 && route<cross_board>::home - 59 == 25);

// §9's table for the cross of arm n: T = 9n + 4, HOME = 10n + 4, the ring 4 (2n + 1), n - 1 private squares.
template <int N, int Tip, int Home>
constexpr bool cross_row() {
    using board = route<cross_board_of<N, 1>>;
    return board::turn_off == Tip && board::home == Home && board::ring_squares == 4 * (2 * N + 1) &&
           board::arm_squares == 2 * N + 1 && board::private_squares_per_seat == N - 1 &&
           board::squares == 4 * (2 * N + 1) + 4 * (N - 1) && board::first_ring_progress == N &&
           board::lap_skip == N && cross_coordinates<cross_board_of<N, 1>>(N);
}
static_assert(cross_row<6, 58, 64>());
static_assert(cross_row<7, 67, 74>());
static_assert(cross_row<8, 76, 84>());
static_assert(cross_row<9, 85, 94>());
static_assert(cross_row<10, 94, 104>());
static_assert(route<cross_board_of<10, 9>>::squares == 120);  // the largest board: 84 ring + 36 private <= 128
static_assert(progress_limit == 104 + 100 * 84);              // its last turn-off after 100 extra laps

// Castles: every tip and the squares CASTLE_OFFSET from it on both outer columns (not scaled with n).
template <int N, int Offset>
constexpr bool castles() {
    using board = route<cross_board_of<N, Offset>>;
    const int arm = 2 * N + 1;
    int count = 0;
    for (int sq = 0; sq < board::ring_squares; ++sq) {
        const int k = sq % arm;
        const bool castle = k == 0 || k == Offset || k == arm - Offset;
        if (board::is_safe(static_cast<std::uint8_t>(sq)) != castle) return false;
        count += castle;
    }
    for (int sq = board::ring_squares; sq < board::squares; ++sq)
        if (!board::is_safe(static_cast<std::uint8_t>(sq))) return false;  // the private columns
    return count == 12;
}
static_assert(castles<8, 4>() && castles<6, 1>() && castles<6, 5>() && castles<10, 9>() && castles<7, 3>());

// The presets take the board from their options (option 8); the defaults are the standard cross.
using arm6 = traditional_rules<6, traditional_options{.arm = 6}>;
using arm10 = traditional_rules<7, traditional_options{.arm = 10, .castle_offset = 7}>;
static_assert(std::is_same_v<arm6::board, cross_board_of<6, 4>> && std::is_same_v<arm10::board, cross_board_of<10, 7>>);
static_assert(valid_rules<arm6> && valid_rules<arm10>);
static_assert(home_of<arm6> == 64 && home_of<arm10> == 104);
static_assert(valid_rules<shg> && std::is_same_v<shg::board, parcheesi_board>);

// The learning observation has a block of the board's squares per seat and one of blockades: 72
// squares on the cross of arm 6, 120 on that of arm 10, 96 on the standard boards.
static_assert(observation_layout<arm6>::squares_per_seat == 72 && observation_layout<arm10>::squares_per_seat == 120);
static_assert(observation_size<arm6> == observation_size<traditional> - 5 * 24);
static_assert(observation_size<arm10> == observation_size<traditional7> + 5 * 24);
static_assert(num_distinct_actions<arm6> == num_distinct_actions<traditional>);

// §7 with option 8: a lapping pawn counts p - n steps.
static_assert(detail::pawn_steps(route<arm6::board>{}, 65) == 59 && detail::pawn_steps(route<traditional::board>{}, 85) == 77 &&
              detail::pawn_steps(route<arm10::board>{}, 105) == 95 && detail::pawn_steps(route<arm6::board>{}, 64) == 64);
// The same on the crosses chosen at run time (traditional_rules_dynamic's board_of(s)).
static_assert(detail::pawn_steps(cross_route_of(6, 4), 65) == 59 && detail::pawn_steps(cross_route_of(10, 2), 105) == 95);

// §6.6 exact count, computed from the board and the thrower (§6.10): the middle-column squares from
// which no single throw value reaches home. 6 cowries are worth 2, 3, 4, 5, 6, 10, 25; 7 cowries 2, 3,
// 4, 7, 10, 14, 25, 35.
template <class R>
constexpr unsigned dead_ends() {  // bit k: the square k before home is dead
    unsigned bits = 0;
    for (int k = 1; k <= 9; ++k)
        if (detail::is_dead_end<R>(home_of<R> - k)) bits |= 1U << k;
    return bits;
}
template <unsigned Shells, int N>
using exact = traditional_rules<Shells, traditional_options{.exact_home = true, .arm = N}>;
static_assert(dead_ends<exact<6, 8>>() == ((1U << 1) | (1U << 7)));                  // p = 83, 77 (§6.6)
static_assert(dead_ends<exact<7, 8>>() == ((1U << 1) | (1U << 5) | (1U << 6)));      // p = 83, 79, 78 (§6.6)
static_assert(dead_ends<exact<6, 6>>() == (1U << 1));                                // p = 63 (the column is 59..63)
static_assert(dead_ends<exact<7, 6>>() == ((1U << 1) | (1U << 5)));                  // p = 63, 59
static_assert(dead_ends<exact<6, 10>>() == ((1U << 1) | (1U << 7) | (1U << 8) | (1U << 9)));  // p = 103, 97, 96, 95
static_assert(dead_ends<exact<7, 10>>() == ((1U << 1) | (1U << 5) | (1U << 6) | (1U << 8) | (1U << 9)));
static_assert(dead_ends<traditional_rules<6, traditional_options{.arm = 10}>>() == 0);  // without the exact count

}  // namespace
