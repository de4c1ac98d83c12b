// The differential tests of tests/differential_two_dice.cpp and tests/differential_traditional.cpp at
// scale, run by hand (never by the tests): random (position, throw) pairs per preset, compared between
// enumerate_plays and the simple recursions of tests/simple_two_dice.hpp (docs/rules.md §5) and
// tests/simple_traditional.hpp (§6). Prints, per preset, the pairs, the mismatches with examples, the
// time, and what the pairs covered; exits 1 if any pair disagrees.
//   differential_opt_in [pairs per preset = 1000000] [seed = 1] [preset = all]
// Presets: shg, cardinal, american, shg-options (SHG with blockades and auto fives off, docs/rules.md
// §5.11), traditional, traditional7, traditional-split (split throws and exact home: about 300 pairs a
// second), traditional7-options (home after a capture and exact home); all: every one of them.
// Built with the benchmarks (-DPACHISI_BUILD_BENCHMARKS=ON, Release).
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

#include "../tests/cowrie_pairs.hpp"
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

template <class R>
long run_cowries(const char* name, int pairs, std::uint64_t seed) {
    cowrie_differential::tally count;
    const auto began = std::chrono::steady_clock::now();
    cowrie_differential::random_pairs<R>(pairs, seed, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        cowrie_differential::compare(s, t, count, 3);
    });
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    std::cout << name << ": pairs " << count.pairs << ", mismatches " << count.mismatches << ", time " << seconds
              << " s\n  covered: captures " << count.captures << ", home " << count.homes << ", entries " << count.entries
              << ", groups " << count.groups << ", second trips " << count.laps << ", split plays " << count.splits
              << ", end positions " << count.ends << "\n";
    for (const auto& example : count.examples) std::cout << "  " << example;
    return count.mismatches;
}

}  // namespace

int main(int argc, char** argv) {
    const int pairs = argc > 1 ? std::atoi(argv[1]) : 1000000;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    const std::string preset = argc > 3 ? argv[3] : "all";
    using pachisi::traditional_options;
    using split = pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true}>;
    using home_after_capture = pachisi::traditional_rules<7, traditional_options{.home_needs_capture = true, .exact_home = true}>;
    const auto shg_options_table = [] {
        auto table = simple::shg_table;
        table.blockades = false;
        table.auto_fives = false;
        return table;
    }();
    struct entry {
        const char* name;
        long (*run)(int, std::uint64_t, const simple::dice_rules&);
    };
    // Each preset with its own seed stream (seed * 4 + k, as before the cowrie presets came).
    const entry presets[] = {
        {"shg", [](int n, std::uint64_t s, const simple::dice_rules&) { return run<pachisi::shg<>>("shg", n, s * 4 + 0, simple::shg_table); }},
        {"cardinal", [](int n, std::uint64_t s, const simple::dice_rules&) {
             return run<pachisi::cardinal>("cardinal", n, s * 4 + 1, simple::cardinal_table);
         }},
        {"american", [](int n, std::uint64_t s, const simple::dice_rules&) {
             return run<pachisi::american>("american", n, s * 4 + 2, simple::american_table);
         }},
        {"shg-options", [](int n, std::uint64_t s, const simple::dice_rules& table) {
             return run<pachisi::shg<pachisi::shg_options{.blockades = false, .auto_fives = false}>>("shg-options", n, s * 4 + 3, table);
         }},
        {"traditional", [](int n, std::uint64_t s, const simple::dice_rules&) {
             return run_cowries<pachisi::traditional>("traditional", n, s * 4 + 0);
         }},
        {"traditional7", [](int n, std::uint64_t s, const simple::dice_rules&) {
             return run_cowries<pachisi::traditional7>("traditional7", n, s * 4 + 1);
         }},
        {"traditional-split", [](int n, std::uint64_t s, const simple::dice_rules&) {
             return run_cowries<split>("traditional-split", n, s * 4 + 2);
         }},
        {"traditional7-options", [](int n, std::uint64_t s, const simple::dice_rules&) {
             return run_cowries<home_after_capture>("traditional7-options", n, s * 4 + 3);
         }},
    };
    bool known = preset == "all";
    for (const auto& p : presets) known = known || preset == p.name;
    if (pairs <= 0 || !known) {
        std::cerr << "usage: differential_opt_in [pairs per preset] [seed] [preset or all]; presets:";
        for (const auto& p : presets) std::cerr << " " << p.name;
        std::cerr << "\n";
        return 2;
    }
    long mismatches = 0;
    for (const auto& p : presets)
        if (preset == "all" || preset == p.name) mismatches += p.run(pairs, seed, shg_options_table);
    return mismatches == 0 ? 0 : 1;
}
