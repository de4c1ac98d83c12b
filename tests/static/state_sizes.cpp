// The state's size and layout per rule set (docs/rules.md §6.10: "keep the state small and trivially
// copyable"): the five presets keep their 64 bytes; only the options that remember something between turns
// (seed 004's first move, 2 bytes; its cancelled capture, the victims' progress per seat) make it larger.
#include <type_traits>

#include <pachisi/pachisi.hpp>

namespace {

using pachisi::traditional_options;
using first_move = pachisi::traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true}>;
using cancel_capture = pachisi::traditional_rules<7, traditional_options{.cancelled_capture = true}>;
using both = pachisi::traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;
using both_16_pawns =
    pachisi::traditional_rules<6, traditional_options{.pawns = 16, .first_move_on_2_3_4 = true, .cancelled_capture = true}>;
using plain_16_pawns = pachisi::traditional_rules<6, traditional_options{.pawns = 16}>;
using arm_10 = pachisi::traditional_rules<6, traditional_options{.arm = 10}>;

template <class R>
constexpr bool small_and_plain() {
    using S = pachisi::state<R>;
    return std::is_trivially_copyable_v<S> && std::has_unique_object_representations_v<S>;
}

static_assert(sizeof(pachisi::state<pachisi::shg>) == 64 && sizeof(pachisi::state<pachisi::cardinal>) == 64 &&
              sizeof(pachisi::state<pachisi::american>) == 64);
static_assert(sizeof(pachisi::state<pachisi::traditional>) == 64 && sizeof(pachisi::state<pachisi::traditional7>) == 64);
static_assert(sizeof(pachisi::state<arm_10>) == 64, "another board needs no more state");
static_assert(sizeof(pachisi::state<first_move>) == 66, "the first move remembers a mask");
static_assert(sizeof(pachisi::state<cancel_capture>) == 98, "the cancelled capture remembers 4 x 4 progress values");
static_assert(sizeof(pachisi::state<both>) == 98);
static_assert(sizeof(pachisi::state<both_16_pawns>) == sizeof(pachisi::state<plain_16_pawns>) + 2 + 4 * 16 * 2);
static_assert(small_and_plain<first_move>() && small_and_plain<cancel_capture>() && small_and_plain<both_16_pawns>());
// The run-time traditional rule sets keep every option, the cross and the pawn count too, and a size that is a
// multiple of 8 (states are hashed and compared a word at a time).
static_assert(sizeof(pachisi::state<pachisi::traditional_rules_dynamic<6, 4>>) == 112);
static_assert(sizeof(pachisi::state<pachisi::traditional_dynamic>) % 8 == 0 && sizeof(pachisi::state<pachisi::traditional7_dynamic>) % 8 == 0);
static_assert(small_and_plain<pachisi::traditional_dynamic>() && small_and_plain<pachisi::traditional_rules_dynamic<7, 4>>());

}  // namespace

// Options 1 and 5 in a constant expression: a first move, then a capture cancelled by a capture back.
namespace constant_play {

using namespace pachisi;
constexpr action move(int from, int steps) {
    return {action_kind::move, static_cast<progress_t>(from), 0, static_cast<std::uint8_t>(steps),
            static_cast<progress_t>(from + steps)};
}
constexpr throw_outcome cowries_up(int k) { return {static_cast<std::uint8_t>(k), 0}; }

// Seat 0 throws 3 (three shells up) and makes its first move: a pawn from the Charkoni to p = 3.
constexpr state<both> first_move_made = [] {
    auto s = new_game<both>({.players = 3, .first_seat = 0});
    apply_throw(s, cowries_up(3));
    apply(s, action{action_kind::enter, 0, 0, 3, 3});
    return s;
}();
static_assert(first_move_made.pawns[0] == state<both>::pawn_row{3, 0, 0, 0} && first_move_made.first_moved == 1);
static_assert(first_move_made.mover == 1 && first_move_made.phase == stage::throw_);

// Seat 0's pawn at 19 moves 4 and takes seat 1's at 74 (ring square 15 for both); seat 0 throws again and passes; in the
// very next turn seat 1 takes it back from 71, and its lost pawn stands at 74 again.
constexpr state<both> cancelled = [] {
    auto s = new_game<both>({.players = 3, .first_seat = 0});
    s.first_moved = 0b111;
    s.pawns[0] = {19, 0, 0, 0};
    s.pawns[1] = {74, 71, 0, 0};
    if (find_invariant_problem(s)) throw "not a position the notation accepts";
    apply_throw(s, cowries_up(4));
    apply(s, move(19, 4));
    apply_throw(s, cowries_up(2));
    apply(s, action{action_kind::pass});
    apply_throw(s, cowries_up(3));
    apply(s, move(71, 3));
    return s;
}();
static_assert(cancelled.pawns[1] == state<both>::pawn_row{74, 74, 0, 0} && cancelled.pawns[0] == state<both>::pawn_row{});
static_assert(cancelled.victims[0][0] == (23 | capture_memory<4>::taken_this_turn) && cancelled.victims[1][0] == 0);

}  // namespace constant_play
