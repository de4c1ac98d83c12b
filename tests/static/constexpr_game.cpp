// A scripted sequence of throws and actions runs in a constant expression: compiling is passing.
#include <pachisi/pachisi.hpp>

namespace {

using namespace pachisi;
using rules = shg;

constexpr action enter{action_kind::enter, 0, 0, 0, 1};
constexpr action move(int from, int steps, int tag = 0) {
    return {action_kind::move, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(tag),
            static_cast<std::uint8_t>(steps), static_cast<std::uint8_t>(from + steps)};
}

// Seat 0 throws 3-5: enters (auto fives), then moves the new pawn 3. Seat 1 throws 5-5: enters two
// pawns, a blockade on its entry square, and throws again (a doublet); with 2-4 both blockade pawns
// (tag 1, docs/rules.md §5.6) move off to different squares; then seat 2 is to throw.
constexpr state<rules> scripted() {
    auto s = new_game<rules>({.players = 4, .first_seat = 0});
    apply_throw(s, {3, 5});
    apply(s, enter);
    apply(s, move(1, 3));
    apply_throw(s, {5, 5});
    apply(s, enter);
    apply(s, enter);
    apply_throw(s, {2, 4});
    apply(s, move(1, 4, 1));
    apply(s, move(1, 2, 1));
    return s;
}

constexpr state<rules> after = scripted();
static_assert(after.pawns[0] == state<rules>::pawn_row{4, 0, 0, 0});
static_assert(after.pawns[1] == state<rules>::pawn_row{5, 3, 0, 0});
static_assert(after.mover == 2 && after.phase == stage::throw_);

// Legal actions are computed at compile time too, in their documented order.
constexpr auto first_choices = [] {
    auto s = new_game<rules>({.players = 2, .first_seat = 0});
    apply_throw(s, {1, 4});
    return legal_actions(s);
}();
static_assert(first_choices.size() == 1 && first_choices[0].kind == action_kind::enter_sum);

// Chance outcomes carry exact probabilities that add up to one.
constexpr probability total_of_dice = [] {
    probability total;
    for (const auto& o : two_dice::outcomes()) total = total + o.chance;
    return total;
}();
static_assert(total_of_dice == probability{1, 1} && two_dice::outcomes().size() == 21);

// Undo restores the state exactly, in a constant expression as well.
static_assert([] {
    auto s = scripted();
    const auto before = s;
    const auto record = apply_throw(s, {6, 6});
    undo(s, record);
    return s == before;
}());

}  // namespace

// The traditional turn in a constant expression too (docs/rules.md §6): seat 0 throws one cowrie mouth up
// (10, a grace) and enters a pawn, which may not move with that throw; the grace gives another throw: 3 cowries up (3) moves
// that pawn from p = 1 to p = 4; then the turn passes to seat 1, who has not completed a turn and so
// throws without the choice to refuse. Seat 0 may refuse from its next turn on.
namespace {
constexpr state<traditional> traditional_script() {
    auto s = new_game<traditional>({.players = 4, .first_seat = 0});
    apply_throw(s, {1, 0});
    apply(s, action{action_kind::enter, 0, 0, 0, 1});  // nothing else can move: the play ends by itself
    apply_throw(s, {3, 0});
    apply(s, action{action_kind::move, 1, 0, 3, 4});
    return s;
}
constexpr state<traditional> traditional_after = traditional_script();
static_assert(traditional_after.pawns[0] == state<traditional>::pawn_row{4, 0, 0, 0});
static_assert(traditional_after.mover == 1 && traditional_after.phase == stage::throw_);
static_assert(traditional_after.turns_done == 0b0001 && traditional_after.partners == 1);

// Cowrie throws are exact binomials: C(6,k)/64, summing to one.
static_assert(cowries<6>::outcomes()[2].chance == probability{15, 64});
static_assert(cowries<7>::outcomes()[6].chance == probability{7, 128});
}  // namespace

// The same script through a tracked_state, which keeps its occupancy action by action: the same state,
// the same legal actions after the throw, and undo back to the start.
static_assert([] {
    tracked_state<rules> game(new_game<rules>({.players = 4, .first_seat = 0}));
    const state<rules> start = game.get();
    action_list<rules> legal;
    const auto first = game.apply_throw({3, 5}, legal);
    if (legal != legal_actions(game.get())) return false;
    game.apply(enter);
    game.apply(move(1, 3));
    game.apply_throw({5, 5});
    game.apply(enter);
    game.apply(enter);
    game.apply_throw({2, 4}, legal);
    if (legal != legal_actions(game.get())) return false;
    game.apply(move(1, 4, 1));
    game.apply(move(1, 2, 1));
    if (game.get() != after) return false;
    game.undo(first);
    return game.get() == start && game.squares().count == occupancy_of(start).count;
}());
