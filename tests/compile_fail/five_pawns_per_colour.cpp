// expect-error: 4 pawns per colour
// docs/rules.md §4 'pawns per colour': the Parcheesi family plays with 4 pawns.
#include <pachisi/pachisi.hpp>

struct five_pawns : pachisi::cardinal {
    static constexpr int pawns = 5;
};

int main() {
    pachisi::state<five_pawns> s;
    return s.mover;
}
