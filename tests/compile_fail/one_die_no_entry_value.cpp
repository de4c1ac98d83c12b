// expect-error: one-die entry values are faces 1..6, at least one
// docs/rules.md §10: a one-die rule set with no entry value could never bring a pawn out of its nest.
#include <pachisi/pachisi.hpp>

constexpr auto ludo_without_entry = [] {
    auto o = pachisi::ludo_options;
    o.entry_values = 0;
    return o;
}();

int main() {
    pachisi::state<pachisi::one_die_rules<ludo_without_entry>> s;
    return s.mover;
}
