// A scripted sequence of throws and actions runs in a constant expression: compiling is passing.
#include <pachisi/pachisi.hpp>

namespace {

using namespace pachisi;
using rules = shg<>;

constexpr action enter{action_kind::enter, 0, 0, 0, 1};
constexpr action move(int from, int steps, int tag = 0) {
    return {action_kind::move, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(tag),
            static_cast<std::uint8_t>(steps), static_cast<std::uint8_t>(from + steps)};
}

// Seat 0 throws 3-5: enters (auto fives), then moves the new pawn 3. Seat 1 throws 5-5: enters two
// pawns, a blockade on its entry square, and throws again (a doublet); with 2-4 both blockade pawns
// (tag 1, RULES.md §5.6) move off to different squares; then seat 2 is to throw.
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
