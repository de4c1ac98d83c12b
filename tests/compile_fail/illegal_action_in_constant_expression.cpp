// expect-error: (throw-expression|call to 'check_legal)
// apply checks legality during constant evaluation: an illegal scripted action does not compile.
#include <pachisi/pachisi.hpp>

constexpr auto scripted() {
    auto s = pachisi::new_game<pachisi::shg>({.players = 4, .first_seat = 0});
    pachisi::apply_throw(s, {2, 3});
    // 2-3 adds up to five: "enter sum" is legal, but no die shows a 5, so "enter" is not.
    pachisi::apply(s, pachisi::action{pachisi::action_kind::enter, 0, 0, 0, 1});
    return s;
}

constexpr auto after = scripted();

int main() { return after.mover; }
