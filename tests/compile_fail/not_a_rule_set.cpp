// expect-error: rule_set
// A type that is not a rule set at all is rejected by the rule_set concept.
#include <pachisi/pachisi.hpp>

struct not_rules {};

int main() {
    pachisi::state<not_rules> s;
    return s.mover;
}
