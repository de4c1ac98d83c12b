// The soak of seed 004's options (tests/soak_traditional.hpp): 6 cowries, the 32 mixes with split throws, 120
// games each (a tenth in a quick run; the sanitizer build leaves the soaks out).
#include "catch.hpp"

#include "soak_traditional.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace soak_traditional_options_6_split_tests {

TEST_CASE("soak: every game of every mix of seed 004's options ends - 6 cowries with split throws",
          "[soak][traditional][6.10]") {
    using namespace soak_traditional;
    summary sum;
    soak_mixes<6>(120 / games_scale, 6100, 1, sum);
    report(sum, "6 cowries, 32 mixes with split throws");
}

}  // namespace soak_traditional_options_6_split_tests
