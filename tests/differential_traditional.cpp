// docs/rules.md §6 differential test: for random (position, throw) pairs of the traditional presets and
// their options, the engine's enumerate_plays and the deliberately simple recursion of
// simple_traditional.hpp must find the same set of end positions (every seat's pawns, the seats that
// have captured, who throws next and the throws still owed). The pairs also have to cover the turn's
// hard parts: captures, pawns reaching home, entering, groups, second trips and split throws.
#include "catch.hpp"

#include <string>

#include "cowrie_pairs.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace differential_traditional_tests {

namespace {

// The sanitizer build (about 10x slower) compares a fifth of the pairs. Split throws have many more
// plays to compare (a value of 25 shared among groups every way it can be), so fewer of them.
#ifdef PACHISI_SANITIZED
constexpr int scale = 5;
#else
constexpr int scale = 1;
#endif

template <class R>
cowrie_differential::tally run(std::uint64_t seed, int pairs = 5000 / scale) {
    cowrie_differential::tally count;
    cowrie_differential::random_pairs<R>(pairs, seed, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        cowrie_differential::compare(s, t, count);
    });
    std::string examples;
    for (const auto& example : count.examples) examples += example;
    INFO(examples);
    INFO("pairs " << count.pairs << ", mismatches " << count.mismatches << ", ends " << count.ends << "; covered: captures "
                  << count.captures << ", home " << count.homes << ", entries " << count.entries << ", groups "
                  << count.groups << ", second trips " << count.laps << ", split plays " << count.splits);
    CHECK(count.pairs == pairs);
    CHECK(count.mismatches == 0);
    // The pairs reach every part of the turn (bounds a change of the generator must keep; the rarest,
    // home with home-needs-capture, came to 2-3% of the pairs when this was written).
    CHECK(count.captures > pairs / 25);
    CHECK(count.homes > pairs / 100);
    CHECK(count.entries > pairs / 5);
    CHECK(count.groups > pairs / 30);
    CHECK(count.laps > pairs / 50);
    return count;
}

using pachisi::traditional_options;

}  // namespace

TEST_CASE("differential §6: enumerate_plays agrees with a simple recursion on random pairs - traditional",
          "[differential][traditional]") {
    const auto count = run<pachisi::traditional>(601);
    CHECK(count.splits == 0);
}

TEST_CASE("differential §6: enumerate_plays agrees with a simple recursion on random pairs - traditional7",
          "[differential][traditional7]") {
    (void)run<pachisi::traditional7>(602);
}

TEST_CASE("differential §6: split throws and exact home - traditional with split and exact-home",
          "[differential][traditional]") {
    const auto count =
        run<pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true}>>(603, 1000 / scale);
    CHECK(count.splits > count.pairs / 10);
}

TEST_CASE("differential §6: home after a capture and exact home - traditional7 with home-needs-capture and exact-home",
          "[differential][traditional7]") {
    (void)run<pachisi::traditional_rules<7, traditional_options{.home_needs_capture = true, .exact_home = true}>>(604);
}

TEST_CASE("differential §6: 8 pawns and no capture throw - traditional_rules pawns=8",
          "[differential][traditional]") {
    (void)run<pachisi::traditional_rules<6, traditional_options{.pawns = 8, .capture_throws_again = false}>>(605);
}

}  // namespace differential_traditional_tests
