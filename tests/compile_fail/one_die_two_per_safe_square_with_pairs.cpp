// expect-error: '2 at most' sharing does not go with pair stacking
// docs/rules.md §10: "2 at most" sharing of safe squares does not go with pair stacking (ludo_king's pairs).
#include <pachisi/pachisi.hpp>

constexpr auto ludo_king_two_per_safe_square = [] {
    auto o = pachisi::ludo_king_options;
    o.two_per_safe_square = true;
    return o;
}();

int main() {
    pachisi::state<pachisi::one_die_rules<ludo_king_two_per_safe_square>> s;
    return s.mover;
}
