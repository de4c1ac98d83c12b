// The soak of seed 004's options (tests/soak_traditional.hpp): 7 cowries, the 32 mixes without split throws, 250
// games each (a tenth in a quick run; the sanitizer build leaves the soaks out).
#include "catch.hpp"

#include "soak_traditional.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace soak_traditional_options_7_tests {

TEST_CASE("soak: every game of every mix of seed 004's options ends - 7 cowries without split throws",
          "[soak][traditional7][6.10]") {
    using namespace soak_traditional;
    summary sum;
    soak_mixes<7>(250 / games_scale, 7000, 0, sum);
    report(sum, "7 cowries, 32 mixes without split throws");
}

// Other pawn counts and arms (seed 004 options 7 and 8) with most options on.
TEST_CASE("soak: games of seed 004's options with 8 or 16 pawns and on crosses of arm 10 end - 7 cowries",
          "[soak][traditional7][6.10]") {
    using namespace soak_traditional;
    summary sum;
    constexpr unsigned all_but_split = home_needs_capture | exact_home | no_capture_throw | first_move | cancel;
    soak_one<engine<7, 4>>(mix_options(all_but_split | split, 4, 10, 9), mix_name(7, all_but_split | split) + ",arm=10,castle=9",
                                                             100 / games_scale, 7101, sum);
    soak_one<engine<7, 16>>(mix_options(all_but_split, 16), mix_name(7, all_but_split) + ",pawns=16", 20 / games_scale, 7102, sum);
    soak_one<engine<7, 8>>(mix_options(split | first_move | cancel, 8, 6), mix_name(7, split | first_move | cancel) + ",pawns=8,arm=6",
                                                              40 / games_scale, 7103, sum);
    report(sum, "7 cowries, 8 and 16 pawns, arms 6 and 10");
}
}  // namespace soak_traditional_options_7_tests
