// expect-error: castle offset lies on the outer column
// docs/rules.md §6.10 option 8: a castle is 1..n-1 squares from its tip, on the outer column.
#include <pachisi/pachisi.hpp>

using castle_at_the_end = pachisi::traditional_rules<6, pachisi::traditional_options{.arm = 6, .castle_offset = 6}>;

int main() {
    pachisi::state<castle_at_the_end> s;
    return s.mover;
}
