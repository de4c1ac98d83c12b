// expect-error: must-open-a-barrier needs barrier stacking
// docs/rules.md §10: the duty to open a barrier on a 6 needs barrier stacking (Ludo's single stacking has none).
#include <pachisi/pachisi.hpp>

constexpr auto ludo_opening_barriers = [] {
    auto o = pachisi::ludo_options;
    o.must_open_barrier = true;
    return o;
}();

int main() {
    pachisi::state<pachisi::one_die_rules<ludo_opening_barriers>> s;
    return s.mover;
}
