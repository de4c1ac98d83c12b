// expect-error: a cross board's arm has 6..10 squares per column
// docs/rules.md §6.10 option 8: the cross boards have arms of 6 to 10 squares per column.
#include <pachisi/pachisi.hpp>

using eleven = pachisi::traditional_rules<6, pachisi::traditional_options{.arm = 11, .castle_offset = 4}>;

int main() {
    pachisi::state<eleven> s;
    return s.mover;
}
