// The end-of-game ranking of docs/rules.md §7, seed 000's "Neptune report" (pachisi/engine/score.hpp).
//
// A seat's score is (pawns at HOME, steps), printed "3-110": steps add up every pawn's progress, a
// pawn in the nest counting -5. Seats rank by score, high to low. Two seats with the same score are
// ordered by adding a weight per pawn (+1 for 4 < p < 22 ... +5 for p > 63): further pawns count
// more. The report still prints the plain scores. When even that ties, an internal die roll decides
// and the report ends with "*".
//
// The three positions below show the three cases; the program checks that the engine agrees.
//
//     ranking            (no arguments; ranking --help says so)

#include <pachisi/pachisi.hpp>

#include <array>
#include <iostream>
#include <random>
#include <string_view>

namespace {

using rules = pachisi::shg;

// Prints a finished position, each seat's score and weighted steps, and the report; returns the ranking.
pachisi::ranking report(std::string_view title, std::string_view position, std::mt19937_64& rng) {
    const auto s = pachisi::parse_state<rules>(position);
    std::cout << title << "\n  position " << position << '\n';
    for (int seat = 0; seat < 4; ++seat)
        std::cout << "  seat " << seat << ": score " << pachisi::to_string(pachisi::score_of(s, seat))
                  << ", weighted steps " << pachisi::weighted_steps(s, seat) << '\n';
    const pachisi::ranking r = pachisi::rank(s, rng);  // the die roll, if needed, comes from rng
    // "Neptune report" is what Safe Harbor Games' Pachisi calls this ranking (docs/rules.md §7).
    std::cout << "Neptune report (the final ranking, best first; a '*' below it: a die roll settled a tie):\n"
              << pachisi::to_string(r) << '\n';
    return r;
}

bool check(bool ok, std::string_view what) {
    if (!ok) std::cerr << "ranking: unexpected result: " << what << '\n';
    return ok;
}

}  // namespace

constexpr std::string_view usage =
    "usage: ranking           the end-of-game ranking (the \"Neptune report\") of three finished positions\n"
    "       ranking --help    this text\n";

int main(int argc, char** argv) {
    if (argc > 1) {
        const std::string_view first = argv[1];
        const bool help = first == "--help" || first == "-h";
        if (!help) std::cerr << "ranking: takes no arguments, not '" << first << "'\n";
        (help ? std::cout : std::cerr) << usage;
        return help ? 0 : 2;
    }
    std::mt19937_64 rng(2024);
    bool ok = true;

    // 1. Seat 0 has won; the others rank by pawns at HOME first: 3-222 beats 0-119.
    const auto plain = report("1. Ordinary ranking", "72,72,72,72/60,44,20,0/72,72,72,6/30,12,0,0 0 over", rng);
    ok &= check(plain.seats == std::array{0, 2, 1, 3} && !plain.randomised, "order 0 2 1 3 without '*'");

    // 2. Seats 1 and 3 both score 0-52. Weights: seat 1 (60, 2) gets 4 + 0, seat 3 (40, 22) gets
    //    3 + 2, so seat 3 goes ahead although seat 1 has the pawn closest to HOME.
    const auto weighted =
        report("2. A tie settled by the weights", "72,72,72,72/60,2,0,0/72,30,10,0/40,22,0,0 0 over", rng);
    ok &= check(weighted.seats == std::array{0, 2, 3, 1} && !weighted.randomised, "seat 3 before seat 1, no '*'");

    // 3. Seats 1 and 3 have pawns at the same progress: same score, same weights. A die roll
    //    orders them and the report is marked "*".
    const auto rolled =
        report("3. A complete tie: the die decides", "72,72,72,72/30,20,0,0/72,30,10,0/30,20,0,0 0 over", rng);
    ok &= check(rolled.randomised && rolled.seats[0] == 0 && rolled.seats[1] == 2, "'*' and seats 0, 2 first");

    return ok ? 0 : 1;
}
