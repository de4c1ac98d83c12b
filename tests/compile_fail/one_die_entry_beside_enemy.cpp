// expect-error: an entry that does not capture needs a safe entry square
// docs/rules.md §10 step 3: an entering pawn that does not capture (Ludo King) needs a safe entry square;
// on Ludo's unsafe one it would stand beside an enemy on a square where colours never share.
#include <pachisi/pachisi.hpp>

constexpr auto ludo_no_entry_capture = [] {
    auto o = pachisi::ludo_options;
    o.entry_captures = false;
    return o;
}();

int main() {
    pachisi::state<pachisi::one_die_rules<ludo_no_entry_capture>> s;
    return s.mover;
}
