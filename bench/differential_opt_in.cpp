// The differential test of tests/differential_two_dice.cpp at scale, run by hand (never by the tests):
// random (position, throw) pairs per two-dice preset, compared between enumerate_plays and the simple
// recursion of tests/simple_two_dice.hpp (docs/rules.md §5). Prints, per preset, the pairs, the mismatches
// by kind with examples, the time, and what the pairs covered; exits 1 if any pair disagrees.
//   differential_opt_in [pairs per preset = 1000000] [seed = 1] [preset: shg|cardinal|american|shg-options|all]
// (shg-options: SHG with blockades and auto fives off, docs/rules.md §5.11.)
// Built with the benchmarks (-DPACHISI_BUILD_BENCHMARKS=ON, Release).
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

#include "../tests/two_dice_pairs.hpp"

namespace {

template <class R>
long run(const char* name, int pairs, std::uint64_t seed, const simple::dice_rules& table) {
    differential::tally count;
    const auto began = std::chrono::steady_clock::now();
    differential::random_pairs<R>(pairs, seed, table, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        differential::compare(s, t, table, count, 3);
    });
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    std::cout << name << ": pairs " << count.pairs << ", mismatches " << count.mismatches << ", time " << seconds
              << " s\n  covered: doublet bonus " << count.bonus << ", captures " << count.captures << ", HOME "
              << count.homes << ", reward actions " << count.rewards << ", declines " << count.declines << ", laps "
              << count.laps << ", third doublets " << count.penalties << ", end positions " << count.ends << "\n";
    for (const auto& [kind, n] : count.kinds) std::cout << "  mismatches of kind '" << kind << "': " << n << "\n";
    for (const auto& example : count.examples) std::cout << "  " << example;
    return count.mismatches;
}

}  // namespace

int main(int argc, char** argv) {
    const int pairs = argc > 1 ? std::atoi(argv[1]) : 1000000;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    const std::string preset = argc > 3 ? argv[3] : "all";
    if (pairs <= 0 || (preset != "all" && preset != "shg" && preset != "cardinal" && preset != "american" &&
                       preset != "shg-options")) {
        std::cerr << "usage: differential_opt_in [pairs per preset] [seed] [shg|cardinal|american|shg-options|all]\n";
        return 2;
    }
    long mismatches = 0;
    if (preset == "all" || preset == "shg") mismatches += run<pachisi::shg<>>("shg", pairs, seed * 4 + 0, simple::shg_table);
    if (preset == "all" || preset == "cardinal")
        mismatches += run<pachisi::cardinal>("cardinal", pairs, seed * 4 + 1, simple::cardinal_table);
    if (preset == "all" || preset == "american")
        mismatches += run<pachisi::american>("american", pairs, seed * 4 + 2, simple::american_table);
    if (preset == "all" || preset == "shg-options") {
        auto table = simple::shg_table;
        table.blockades = false;
        table.auto_fives = false;
        mismatches += run<pachisi::shg<pachisi::shg_options{.blockades = false, .auto_fives = false}>>(
            "shg-options", pairs, seed * 4 + 3, table);
    }
    return mismatches == 0 ? 0 : 1;
}
