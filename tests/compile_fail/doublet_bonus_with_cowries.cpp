// expect-error: need two dice
// docs/rules.md §4: doublet rules make no sense for a cowrie thrower.
#include <pachisi/pachisi.hpp>

struct cowries_with_doublets : pachisi::shg {
    using thrower = pachisi::cowries<6>;
};

int main() {
    pachisi::state<cowries_with_doublets> s;
    return s.mover;
}
