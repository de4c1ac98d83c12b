// expect-error: must-kill laps go with single or pair stacking
// docs/rules.md §10: must-kill is an option of Ludo's presets; Parchís barriers with pawns going round again
// (a lapping pawn on a first-trip pawn's square) are not supported.
#include <pachisi/pachisi.hpp>

constexpr auto parchis_must_kill = [] {
    auto o = pachisi::parchis_options;
    o.must_kill = true;
    return o;
}();

int main() {
    pachisi::state<pachisi::one_die_rules<parchis_must_kill>> s;
    return s.mover;
}
