// expect-error: grace entry needs cowries
// docs/rules.md §4: a mix that cannot work (grace entry thrown with two dice) must not compile.
#include <pachisi/pachisi.hpp>

struct grace_with_dice : pachisi::american {
    static constexpr pachisi::entry_rule entry = pachisi::entry_rule::grace;
};

int main() {
    auto s = pachisi::new_game<grace_with_dice>();
    return s.mover;
}
