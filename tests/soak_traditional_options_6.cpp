// The soak of seed 004's options (tests/soak_traditional.hpp): 6 cowries, the 32 mixes without split throws, 250
// games each (a tenth in a quick run; the sanitizer build leaves the soaks out).
#include "catch.hpp"

#include "soak_traditional.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace soak_traditional_options_6_tests {

TEST_CASE("soak: every game of every mix of seed 004's options ends - 6 cowries without split throws",
          "[soak][traditional][6.10]") {
    using namespace soak_traditional;
    summary sum;
    soak_mixes<6>(250 / games_scale, 6000, 0, sum);
    report(sum, "6 cowries, 32 mixes without split throws");
}

// Other pawn counts and arms (seed 004 options 7 and 8) with most options on.
TEST_CASE("soak: games of seed 004's options with 8 or 16 pawns and on crosses of arm 6 end - 6 cowries",
          "[soak][traditional][6.10]") {
    using namespace soak_traditional;
    summary sum;
    constexpr unsigned all_but_split = home_needs_capture | exact_home | no_capture_throw | first_move | cancel;
    soak_one<engine<6, 8>>(mix_options(all_but_split, 8), mix_name(6, all_but_split) + ",pawns=8", 40 / games_scale, 6101, sum);
    soak_one<engine<6, 16>>(mix_options(exact_home | first_move | cancel, 16), mix_name(6, exact_home | first_move | cancel) + ",pawns=16",
                                                                  20 / games_scale, 6102, sum);
    soak_one<engine<6, 4>>(mix_options(all_but_split | split, 4, 6), mix_name(6, all_but_split | split) + ",arm=6", 100 / games_scale,
                                                         6103, sum);
    soak_one<engine<6, 4>>(mix_options(first_move | cancel, 4, 6, 3), mix_name(6, first_move | cancel) + ",arm=6,castle=3",
                                                          100 / games_scale, 6104, sum);
    report(sum, "6 cowries, 8 and 16 pawns, arm 6");
}
}  // namespace soak_traditional_options_6_tests
