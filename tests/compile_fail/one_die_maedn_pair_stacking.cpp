// expect-error: a board without HOME takes single stacking only
// docs/rules.md §10: on the MAEDN board (no HOME) own pawns may not pile up: pair stacking does not compile.
#include <pachisi/pachisi.hpp>

constexpr auto maedn_pairs = [] {
    auto o = pachisi::maedn_options;
    o.stacking = pachisi::one_die_stacking::pair;
    return o;
}();

int main() {
    pachisi::state<pachisi::one_die_rules<maedn_pairs>> s;
    return s.mover;
}
