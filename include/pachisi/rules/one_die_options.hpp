#pragma once
// The one-die family's table options as a value (docs/rules.md §10): one member per row of §10's table, and
// the checks that say which mixes cannot work. Both kinds of one-die rule set are made from it: the
// compile-time one_die_rules<Options> (one_die_presets.hpp) and one_die_rules_dynamic<board>, whose options
// are chosen at run time (one_die_dynamic.hpp). The checks are written once, here, and the messages with
// them, so that a mix refused at compile time is refused at run time in the same words.

#include <cstddef>
#include <cstdint>
#include <initializer_list>

#include "board.hpp"

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
