// The one-die family's state (docs/rules.md §10): its size per preset, trivially copyable, no padding, and
// short games played in constant expressions. Ludo and both MAEDN presets keep the 64 bytes of the other
// presets; Parchís (its third 6 sends the pawn moved last to the nest, its entries capture the pawn that
// arrived last) and the three tries of MAEDN remember 4 bytes more (one_die_memory, state.hpp).
#include <type_traits>

#include <pachisi/pachisi.hpp>

namespace one_die_state_sizes {

using namespace pachisi;

template <class R>
constexpr bool small_and_plain() {
    using S = state<R>;
    return std::is_trivially_copyable_v<S> && std::has_unique_object_representations_v<S>;
}

constexpr auto maedn_three_tries_options = [] {
    auto o = maedn_options;
    o.three_tries = true;
    return o;
}();
using maedn_three_tries = one_die_rules<maedn_three_tries_options>;

static_assert(sizeof(state<ludo>) == 64 && sizeof(state<ludo_king>) == 64);
static_assert(sizeof(state<maedn>) == 64 && sizeof(state<maedn_openspiel>) == 64);
static_assert(sizeof(state<parchis>) == 68, "Parchís remembers the pawn moved last and who arrived last");
static_assert(sizeof(state<maedn_three_tries>) == 68, "three tries remember the tries");
static_assert(small_and_plain<ludo>() && small_and_plain<ludo_king>() && small_and_plain<parchis>() &&
              small_and_plain<maedn>() && small_and_plain<maedn_openspiel>() && small_and_plain<maedn_three_tries>());
// The rule sets with options at run time keep the options (one_die_rule_values) and every memory in the
// state: 96 bytes, 4 of them the bytes that say which code serves the options (own_row_lists, pair_lists,
// plain_moves, plain_throws), which also bring the size to a multiple of 8: states are hashed and compared
// a word at a time (92 bytes before, compared byte by byte).
static_assert(sizeof(state<ludo_dynamic>) == 96 && sizeof(state<parchis_dynamic>) == 96 && sizeof(state<maedn_dynamic>) == 96);
static_assert(small_and_plain<ludo_dynamic>() && small_and_plain<parchis_dynamic>() && small_and_plain<maedn_dynamic>());

constexpr action enter{action_kind::enter, 0, 0, 0, 1, 1};
constexpr action move(int from, int steps) {
    return {action_kind::move, static_cast<progress_t>(from), 0, static_cast<std::uint8_t>(steps),
            static_cast<progress_t>(from + steps)};
}
constexpr throw_outcome die(int face) { return {static_cast<std::uint8_t>(face), 0}; }

// Ludo: seat 0 throws 6 and enters, throws again (a 6), 4 moves its pawn to p = 5, and the turn passes. Seat 1
// throws 6 and enters; 6 again: its pawn on its entry square keeps the next out, so 1+6; its third 6 in a row
// is forfeited and the turn passes to seat 2.
constexpr state<ludo> ludo_game = [] {
    auto s = new_game<ludo>({.players = 4, .first_seat = 0});
    apply_throw(s, die(6));
    apply(s, enter);
    apply_throw(s, die(4));
    apply(s, move(1, 4));
    apply_throw(s, die(6));
    apply(s, enter);
    apply_throw(s, die(6));
    apply(s, move(1, 6));
    apply_throw(s, die(6));  // the third 6: not played
    return s;
}();
static_assert(ludo_game.pawns[0] == state<ludo>::pawn_row{5, 0, 0, 0});
static_assert(ludo_game.pawns[1] == state<ludo>::pawn_row{7, 0, 0, 0});
static_assert(ludo_game.mover == 2 && ludo_game.phase == stage::throw_ && ludo_game.doublets_in_row == 0);

// Parchís: a 5 must enter: seats 0, 1 and 2 enter a pawn each; seat 3 throws 3 with every pawn in its nest
// and passes. Seat 0 throws 6 (pawns in its nest: it counts 6), moves 1+6, throws again: a 5 enters again.
constexpr state<parchis> parchis_game = [] {
    auto s = new_game<parchis>({.players = 4, .first_seat = 0});
    for (int seat = 0; seat < 3; ++seat) {
        apply_throw(s, die(5));
        apply(s, enter);
    }
    apply_throw(s, die(3));
    apply(s, action{action_kind::pass});
    apply_throw(s, die(6));
    apply(s, move(1, 6));
    apply_throw(s, die(5));
    apply(s, enter);
    return s;
}();
static_assert(parchis_game.pawns[0] == state<parchis>::pawn_row{7, 1, 0, 0});
static_assert(parchis_game.pawns[1] == state<parchis>::pawn_row{1, 0, 0, 0});
static_assert(parchis_game.pawns[2] == state<parchis>::pawn_row{1, 0, 0, 0});
static_assert(parchis_game.pawns[3] == state<parchis>::pawn_row{});
static_assert(parchis_game.mover == 1 && parchis_game.phase == stage::throw_ && parchis_game.last_moved == 0);

// Parchís again: with no pawn in its nest a 6 counts 7; the pawn moved last is remembered (last=) while the seat
// throws again, and the third 6 in a row sends it to its nest and passes the turn.
constexpr state<parchis> parchis_seven = [] {
    auto s = new_game<parchis>({.players = 2, .first_seat = 0});
    s.pawns[0] = {20, 10, 3, 1};
    if (find_invariant_problem(s)) throw "not a position the notation accepts";
    apply_throw(s, die(6));
    if (s.parts[0] != 7) throw "a 6 counts 7";
    apply(s, action{action_kind::move, 20, 0, 7, 27});
    return s;
}();
static_assert(parchis_seven.pawns[0] == state<parchis>::pawn_row{27, 10, 3, 1});
static_assert(parchis_seven.last_moved == 27 && parchis_seven.mover == 0 && parchis_seven.doublets_in_row == 1);
constexpr state<parchis> parchis_third_six = [] {
    auto s = parchis_seven;
    apply_throw(s, die(6));
    apply(s, action{action_kind::move, 3, 0, 7, 10});  // onto its own pawn at 10: a barrier
    apply_throw(s, die(6));                            // the third 6: the pawn at 10 it moved goes home
    return s;
}();
static_assert(parchis_third_six.pawns[0] == state<parchis>::pawn_row{27, 10, 1, 0});
static_assert(parchis_third_six.mover == 2 && parchis_third_six.last_moved == 0 && parchis_third_six.phase == stage::throw_);

}  // namespace one_die_state_sizes
