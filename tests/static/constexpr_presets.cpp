// Whole turns of cardinal, american and traditional7 evaluated at compile time: compiling is passing.
// Each case names its rule (docs/rules.md section, seed). Positions are built in code (parse_state is not
// constexpr); the expected rows, legal lists and next seats are worked out by hand from docs/rules.md.
// In a constant expression `apply` also checks legality, so every scripted action is legal too.
#include <pachisi/pachisi.hpp>

#include <array>
#include <initializer_list>

namespace {

using namespace pachisi;
using rows = std::array<std::array<int, 4>, 4>;

// A chance node: seat `mover` is about to throw. Rows list each seat's pawns highest first.
template <class R>
constexpr state<R> at_throw(const rows& pawns, int mover = 0, unsigned seats = 0b1111, int partners = 0) {
    state<R> s = new_game<R>({.players = 4, .first_seat = 0});
    using progress = typename state<R>::pawn_row::value_type;
    for (std::size_t seat = 0; seat < 4; ++seat)
        for (std::size_t i = 0; i < 4; ++i) s.pawns[seat][i] = static_cast<progress>(pawns[seat][i]);
    s.seats = static_cast<std::uint8_t>(seats);
    s.partners = static_cast<std::uint8_t>(partners);
    s.mover = static_cast<std::uint8_t>(mover);
    s.phase = stage::throw_;
    return s;
}

constexpr action act(action_kind kind, int from = 0, int steps = 0, int to = 0, int tag = 0, int group = 1) {
    action a{};
    a.kind = kind;
    a.from = static_cast<decltype(a.from)>(from);
    a.tag = static_cast<decltype(a.tag)>(tag);
    a.steps = static_cast<decltype(a.steps)>(steps);
    a.to = static_cast<decltype(a.to)>(to);
    a.group = static_cast<decltype(a.group)>(group);
    return a;
}
constexpr action move(int from, int steps, int tag = 0) { return act(action_kind::move, from, steps, from + steps, tag); }
constexpr action move_to(int from, int steps, int to) { return act(action_kind::move, from, steps, to); }
constexpr action whole(int from, int steps, int tag = 0) {
    return act(action_kind::whole_move, from, steps, from + steps, tag);
}
constexpr action capture(int from, int steps, int to) { return act(action_kind::capture_reward, from, steps, to); }
constexpr action home_reward(int from, int steps) { return act(action_kind::home_reward, from, steps, from + steps); }
constexpr action enter = act(action_kind::enter, 0, 0, 1);
constexpr action pass = act(action_kind::pass);
constexpr action decline = act(action_kind::decline);
constexpr action again = act(action_kind::throw_again);

template <class R>
constexpr bool row_is(const state<R>& s, int seat, std::array<int, 4> expected) {
    for (std::size_t i = 0; i < 4; ++i)
        if (static_cast<int>(s.pawns[static_cast<std::size_t>(seat)][i]) != expected[i]) return false;
    return true;
}
// The legal actions, exactly and in the generator's documented order.
template <class R>
constexpr bool legal_is(const state<R>& s, std::initializer_list<action> expected) {
    const auto actions = legal_actions(s);
    if (actions.size() != expected.size()) return false;
    std::size_t i = 0;
    for (const action& a : expected)
        if (!(actions[i++] == a)) return false;
    return true;
}
template <class R>
constexpr bool to_throw(const state<R>& s, int seat) {
    return s.phase == stage::throw_ && s.mover == seat;
}

// ================================ cardinal (seed 001) ================================================

// §5.3/§5.7: a whole move captures on its final square (seat 1's p=6 is seat 0's q=23); the capture
// reward is the choice of a move of 10 or one more throw (seed 001 'may either throw the dice again or
// move ten (10) spaces').
constexpr state<cardinal> card_capture() {
    auto s = at_throw<cardinal>({{{20, 0, 0, 0}, {6, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {1, 2});
    return s;
}
static_assert(legal_is(card_capture(), {move(20, 1), move(20, 2), whole(20, 3)}));
static_assert([] {
    auto s = card_capture();
    apply(s, whole(20, 3));
    return row_is(s, 1, {0, 0, 0, 0}) && legal_is(s, {capture(23, 10, 33), again});
}());
// ... taken as a move of 10: the turn passes.
static_assert([] {
    auto s = card_capture();
    apply(s, whole(20, 3));
    apply(s, capture(23, 10, 33));
    return row_is(s, 0, {33, 0, 0, 0}) && to_throw(s, 1);
}());
// ... taken as one more throw (§5.8 'Each CARD "throw again" gives one more throw').
static_assert([] {
    auto s = card_capture();
    apply(s, whole(20, 3));
    apply(s, again);
    return row_is(s, 0, {23, 0, 0, 0}) && to_throw(s, 0) && s.throws_owed == 0;
}());

// §5.2 four of the top: 3-3 with no pawn in the nest is 3,3,3,3, moved one part at a time (no whole
// move in the bonus); the doublet throws again (seed 001 'divided by 4, 3 or 2', 'allowed another turn').
static_assert([] {
    auto s = at_throw<cardinal>({{{72, 72, 72, 10}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {3, 3});
    if (!legal_is(s, {move(10, 3)})) return false;
    for (int from = 10; from < 22; from += 3) apply(s, move(from, 3));
    return row_is(s, 0, {72, 72, 72, 22}) && to_throw(s, 0) && s.doublets_in_row == 1;
}());

// §5.2/§5.5(b): the four-part bonus uses as many parts as possible (61 -> 65 -> 69; 73 would pass
// HOME), not all or none, and the doublet still throws again (seed 001).
static_assert([] {
    auto s = at_throw<cardinal>({{{72, 72, 72, 61}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {4, 4});
    apply(s, move(61, 4));
    if (!legal_is(s, {move(65, 4)})) return false;
    apply(s, move(65, 4));
    return row_is(s, 0, {72, 72, 72, 69}) && to_throw(s, 0);
}());

// §5.4 blockade: seat 1's blockade at its p=3 (seat 0's q=20) stops 16+6 and the whole move 16+8;
// only the 2 is played (seed 001 'regardless of color').
static_assert([] {
    auto s = at_throw<cardinal>({{{72, 72, 72, 16}, {3, 3, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {2, 6});
    if (!legal_is(s, {move(16, 2)})) return false;
    apply(s, move(16, 2));
    return row_is(s, 0, {72, 72, 72, 18}) && to_throw(s, 1);
}());

// §5.6: the pawns of a start blockade may not end the throw together on another square: with 3-3 (a
// pawn in the nest: two parts) one pawn goes 20 -> 23 -> 26 or whole to 26, never both to 23
// (seed 001 'may not travel together').
static_assert([] {
    auto s = at_throw<cardinal>({{{20, 20, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {3, 3});
    if (!legal_is(s, {move(20, 3, 1), whole(20, 6, 1)})) return false;
    apply(s, move(20, 3, 1));
    if (!legal_is(s, {move(23, 3, 1)})) return false;
    apply(s, move(23, 3, 1));
    return row_is(s, 0, {26, 20, 0, 0}) && to_throw(s, 0);
}());

// §5.4/§5.7 home entry: 69+3 is exactly HOME and earns 10, which is compulsory: no decline
// (seed 001 'given a bonus of ten (10) spaces, which must be used').
static_assert([] {
    auto s = at_throw<cardinal>({{{72, 69, 30, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {3, 4});
    apply(s, move(69, 3));
    apply(s, move(30, 4));
    if (!legal_is(s, {home_reward(34, 10)})) return false;
    apply(s, home_reward(34, 10));
    return row_is(s, 0, {72, 72, 44, 0}) && to_throw(s, 1);
}());

// ================================ american (seed 003) ================================================

// §5.7: the capture reward of 20 comes after both die moves and may be declined (seed 003 'All die
// moves must be taken before the application of any extra rewards'). Seat 1's p=6 is seat 0's q=23.
constexpr state<american> wm_capture() {
    auto s = at_throw<american>({{{20, 0, 0, 0}, {6, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {1, 2});
    apply(s, move(20, 1));
    apply(s, move(21, 2));
    return s;
}
static_assert(row_is(wm_capture(), 1, {0, 0, 0, 0}) && legal_is(wm_capture(), {capture(23, 20, 43), decline}));
static_assert([] {
    auto s = wm_capture();
    apply(s, capture(23, 20, 43));
    return row_is(s, 0, {43, 0, 0, 0}) && to_throw(s, 1);
}());
static_assert([] {
    auto s = wm_capture();
    apply(s, decline);
    return row_is(s, 0, {23, 0, 0, 0}) && to_throw(s, 1);
}());

// §5.7/§5.10: a reward of 20 from p=60 cannot stop in the home path (12 squares to HOME), so it goes
// round again: 60 -> 64 -> 88 (two players: seats 0 and 2; seat 2's p=26 is seat 0's q=60).
static_assert([] {
    auto s = at_throw<american>({{{57, 0, 0, 0}, {0, 0, 0, 0}, {26, 0, 0, 0}, {0, 0, 0, 0}}}, 0, 0b0101);
    apply_throw(s, {1, 2});
    apply(s, move(57, 1));
    apply(s, move(58, 2));
    if (!legal_is(s, {act(action_kind::capture_reward, 60, 20, 88), decline})) return false;
    apply(s, act(action_kind::capture_reward, 60, 20, 88));
    return row_is(s, 0, {88, 0, 0, 0}) && row_is(s, 2, {0, 0, 0, 0}) && to_throw(s, 2);
}());

// §5.2/§5.8 tops and bottoms: 2-2 with no pawn in the nest is 2,2,5,5 (sum 14); all used: throw
// again (seed 003 'one for each of the numbers on the bottoms').
static_assert([] {
    auto s = at_throw<american>({{{72, 72, 72, 10}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {2, 2});
    if (!legal_is(s, {move(10, 2), move(10, 5)})) return false;
    apply(s, move(10, 2));
    apply(s, move(12, 2));
    apply(s, move(14, 5));
    apply(s, move(19, 5));
    return row_is(s, 0, {72, 72, 72, 24}) && to_throw(s, 0) && s.doublets_in_row == 1;
}());

// §5.2/§5.4/§5.8: 1-1 gives 1,1,6,6; only 66+6 (HOME) and the two 1s fit (exact count), three parts
// of four: no throw again, and the home reward 10 from 70 is forfeited (seed 003 'If the player is
// unable to use all of the roll, the player doesn't get another roll').
static_assert([] {
    auto s = at_throw<american>({{{72, 72, 68, 66}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {1, 1});
    if (!legal_is(s, {move(66, 6), move(68, 1)})) return false;
    apply(s, move(68, 1));
    apply(s, move(66, 6));
    apply(s, move(69, 1));
    return row_is(s, 0, {72, 72, 72, 70}) && to_throw(s, 1) && s.doublets_in_row == 0;
}());

// §5.4/§5.9 home entry: 69+1+2 is exactly HOME; the last pawn home ends the game and seat 0 has won
// (seed 003 'Pieces may only be moved to the home position with an exact application').
static_assert([] {
    auto s = at_throw<american>({{{72, 72, 72, 69}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {1, 2});
    apply(s, move(69, 2));
    apply(s, move(71, 1));
    return row_is(s, 0, {72, 72, 72, 72}) && is_over(s) && winners(s) == 0b0001;
}());

// §5.5(c): from 66 only one die fits (66+2+5 = 73 passes HOME): it must be the larger (seed 003 'If
// either can be used, the player must use the larger die').
static_assert([] {
    auto s = at_throw<american>({{{72, 72, 72, 66}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {2, 5});
    if (!legal_is(s, {move(66, 5)})) return false;
    apply(s, move(66, 5));
    return row_is(s, 0, {72, 72, 72, 71}) && to_throw(s, 1);
}());

// §5.4 blockade: the own blockade on 20 stops the pawn at 15 from passing it (15+6); once 15+3 is
// played only a blockade pawn can take the 6 (seed 003 'No piece of any player may move through a
// blockade, including pieces of the blockade owner').
static_assert([] {
    auto s = at_throw<american>({{{20, 20, 15, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {3, 6});
    if (!legal_is(s, {move(15, 3), move(20, 3, 1), move(20, 6, 1)})) return false;
    apply(s, move(15, 3));
    if (!legal_is(s, {move(20, 6, 1)})) return false;
    apply(s, move(20, 6, 1));
    return row_is(s, 0, {26, 20, 18, 0}) && to_throw(s, 1);
}());

// §5.10: a move crossing the turn-off (p=64) has two stops, into the home path or round again
// (seed 003 'A piece is not required to enter the home row').
static_assert([] {
    auto s = at_throw<american>({{{72, 72, 72, 63}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    apply_throw(s, {3, 6});
    return legal_is(s, {move(63, 3), move_to(63, 3, 74), move(63, 6), move_to(63, 6, 77)});
}());

// §5.1: the third doublet in a row is played by default (no penalty; all four parts used: throw again)...
static_assert([] {
    auto s = at_throw<american>({{{72, 72, 72, 10}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    s.doublets_in_row = 2;
    apply_throw(s, {3, 3});
    for (const action& a : {move(10, 3), move(13, 3), move(16, 4), move(20, 4)}) apply(s, a);
    return row_is(s, 0, {72, 72, 72, 24}) && to_throw(s, 0);
}());
// ... and with the option (american_rules<true>) it sends the farthest pawn short of HOME to its nest,
// plays nothing and passes the turn: a chance outcome, no decision (seed 003 option).
static_assert([] {
    auto s = at_throw<american_rules<true>>({{{72, 72, 40, 30}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}});
    s.doublets_in_row = 2;
    apply_throw(s, {1, 1});
    return row_is(s, 0, {72, 72, 30, 0}) && to_throw(s, 1) && s.doublets_in_row == 0;
}());

// ================================ traditional7 (seed 004, 7 cowries) =================================
// Four players: two teams, seats {0,2} and {1,3}. A throw is the number of cowries mouth up:
// 0 -> 7, 1 -> 10, 2..4 -> 2..4, 5 -> 25, 6 -> 35, 7 -> 14 (docs/rules.md §3).

constexpr rows empty_board{};

// §6.3/§6.7: one cowrie up is 10, a grace: the seat may enter one pawn (or not), the new pawn does not
// move with this throw, and the grace gives another throw, in which that pawn moves as usual
// (seed 004 'The newly introduced piece always stays on the first square').
static_assert([] {
    auto s = at_throw<traditional7>(empty_board, 0, 0b1111, 1);
    apply_throw(s, {1, 0});
    if (!legal_is(s, {pass, enter})) return false;
    apply(s, enter);
    if (!(row_is(s, 0, {1, 0, 0, 0}) && to_throw(s, 0))) return false;
    apply_throw(s, {2, 0});
    if (!legal_is(s, {pass, move(1, 2)})) return false;
    apply(s, move(1, 2));
    return row_is(s, 0, {3, 0, 0, 0}) && to_throw(s, 1) && s.turns_done == 0b0001;
}());

// §6.2: a 7 (no cowrie up) is a grace that lets no pawn enter: only the extra throw
// (seed 004 '7 and 14 only gives an extra move').
static_assert([] {
    auto s = at_throw<traditional7>(empty_board, 0, 0b1111, 1);
    apply_throw(s, {0, 0});
    if (!legal_is(s, {pass})) return false;
    apply(s, pass);
    return row_is(s, 0, {0, 0, 0, 0}) && to_throw(s, 0);
}());

// §6.5/§6.7 capture: 20+3 lands on seat 3's single pawn (its p=40 is ring square 15, seat 0's p=23,
// not a castle): it goes back to the Charkoni and the capture earns another throw
// (seed 002 'The player making the capture gets another turn').
static_assert([] {
    auto s = at_throw<traditional7>({{{20, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {40, 0, 0, 0}}}, 0, 0b1111, 1);
    apply_throw(s, {3, 0});
    apply(s, move(20, 3));
    return row_is(s, 0, {23, 0, 0, 0}) && row_is(s, 3, {0, 0, 0, 0}) && to_throw(s, 0) && s.captured == 0b0001;
}());

// §6.5 castle: nothing lands on a castle holding an enemy pawn: seat 3's p=46 is ring square 21
// (17 + CASTLE_OFFSET 4), seat 0's p=29; one square farther is an ordinary capture
// (seed 004 'enemy piece may not move onto a castle square that is already occupied').
static_assert(legal_is(
    [] {
        auto s = at_throw<traditional7>({{{25, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {46, 0, 0, 0}}}, 0, 0b1111, 1);
        apply_throw(s, {4, 0});
        return s;
    }(),
    {pass}));
static_assert(legal_is(
    [] {
        auto s = at_throw<traditional7>({{{25, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {47, 0, 0, 0}}}, 0, 0b1111, 1);
        apply_throw(s, {4, 0});
        return s;
    }(),
    {pass, move(25, 4)}));

// §6.5 blockade: the seat's pawn at 20 and its partner's (seat 2's p=54, ring square 12) are a team
// blockade that the seat's single pawn at 15 may not pass with 10; the pawn at 20 may leave it
// (seed 002 'A player, or partners, may double pieces to create a blockade').
static_assert([] {
    auto s = at_throw<traditional7>({{{20, 15, 0, 0}, {0, 0, 0, 0}, {54, 0, 0, 0}, {0, 0, 0, 0}}}, 0, 0b1111, 1);
    apply_throw(s, {1, 0});
    return legal_is(s, {pass, enter, move(20, 10)});
}());

// §6.4/§6.5 blockade moving as one: two own pawns at 20 move 10 together as a group (x2), and the
// single pawn at 15 may not pass them; a 10 is also a grace that may enter a pawn (seed 002 'Two or
// more pieces making up a blockade may be moved around the board together').
static_assert([] {
    auto s = at_throw<traditional7>({{{20, 20, 15, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}}, 0, 0b1111, 1);
    apply_throw(s, {1, 0});
    if (!legal_is(s, {pass, enter, move(20, 10), act(action_kind::move, 20, 10, 30, 0, 2)})) return false;
    apply(s, act(action_kind::move, 20, 10, 30, 0, 2));
    if (!legal_is(s, {pass, enter})) return false;  // §6.3: the entry may come before or after the move
    apply(s, pass);
    return row_is(s, 0, {30, 30, 15, 0}) && to_throw(s, 0);  // the grace's extra throw
}());

// §6.6 home entry: coming back down the middle column, 80+4 is home; the pawn is home and the turn
// passes (docs/rules.md §6.6 'reaches or passes p = 84 stops at home').
static_assert([] {
    auto s = at_throw<traditional7>({{{84, 84, 84, 80}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}}, 0, 0b1111, 1);
    apply_throw(s, {4, 0});
    if (!legal_is(s, {pass, move(80, 4)})) return false;
    apply(s, move(80, 4));
    return row_is(s, 0, {84, 84, 84, 84}) && to_throw(s, 1);  // seat 0 has finished; its partner has not
}());

// §6.6 second trip: from 70 a 14 reaches home exactly through the tip (p=76), or goes round again to
// 84 + 8 = 92; a 14 is also a grace: another throw (seed 002 second trip; seed 004 7 cowries).
static_assert([] {
    auto s = at_throw<traditional7>({{{70, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}}, 0, 0b1111, 1);
    apply_throw(s, {7, 0});
    if (!legal_is(s, {pass, move(70, 14), move_to(70, 14, 92)})) return false;
    apply(s, move_to(70, 14, 92));
    return row_is(s, 0, {92, 0, 0, 0}) && to_throw(s, 0);
}());

}  // namespace
