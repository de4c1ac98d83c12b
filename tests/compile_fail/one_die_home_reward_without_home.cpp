// expect-error: no reward, extra throw or must-kill lap for reaching HOME
// docs/rules.md §10: on the MAEDN board no pawn reaches HOME, so a home reward cannot be earned: it does not
// compile (the capture reward is set too, so that only the board's rule is broken).
#include <pachisi/pachisi.hpp>

constexpr auto maedn_rewards = [] {
    auto o = pachisi::maedn_options;
    o.capture_reward = 20;
    o.home_reward = 10;
    return o;
}();

int main() {
    pachisi::state<pachisi::one_die_rules<maedn_rewards>> s;
    return s.mover;
}
