// docs/rules.md §5 differential test: for random (position, throw) pairs of each two-dice preset, the
// engine's enumerate_plays and the deliberately simple recursion of simple_two_dice.hpp must find the
// same set of end positions (pawns, who throws next, doublet count, throws owed) and the same
// "throws again" flag. The pairs also have to cover the turn's hard parts: doublet bonuses, captures
// and their rewards, pawns reaching HOME, declines, and (american) extra laps.
// bench/differential_opt_in.cpp runs the same comparison on 1,000,000 pairs per preset.
#include "catch.hpp"

#include <string>

#include "two_dice_pairs.hpp"

namespace {

template <class R>
differential::tally run(int pairs, std::uint64_t seed, const simple::dice_rules& table) {
    differential::tally count;
    differential::random_pairs<R>(pairs, seed, table, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        differential::compare(s, t, table, count);
    });
    std::string examples;
    for (const auto& example : count.examples) examples += example;
    INFO(examples);
    INFO("pairs " << count.pairs << ", mismatches " << count.mismatches << "; covered: doublet bonus " << count.bonus
                  << ", captures " << count.captures << ", HOME " << count.homes << ", reward actions " << count.rewards
                  << ", declines " << count.declines << ", laps " << count.laps << ", third doublets " << count.penalties);
    CHECK(count.pairs == pairs);
    CHECK(count.mismatches == 0);
    return count;
}

}  // namespace

TEST_CASE("differential §5: enumerate_plays agrees with a simple recursion on 10000 random pairs - shg",
          "[differential][shg]") {
    const auto count = run<pachisi::shg<>>(10000, 101, simple::shg_table);
    // The pairs reach every part of the SHG turn (more than these bounds, which a change of the
    // generator must keep).
    CHECK(count.bonus > 800);
    CHECK(count.captures > 1500);
    CHECK(count.homes > 800);
    CHECK(count.declines > 10000);
    CHECK(count.penalties > 100);
}

TEST_CASE("differential §5: enumerate_plays agrees with a simple recursion on 10000 random pairs - cardinal",
          "[differential][cardinal]") {
    const auto count = run<pachisi::cardinal>(10000, 202, simple::cardinal_table);
    CHECK(count.bonus > 800);
    CHECK(count.captures > 1500);
    CHECK(count.homes > 800);
    CHECK(count.rewards > 10000);
}

TEST_CASE("differential §5: enumerate_plays agrees with a simple recursion on 10000 random pairs - american",
          "[differential][american]") {
    const auto count = run<pachisi::american>(10000, 303, simple::american_table);
    CHECK(count.bonus > 500);
    CHECK(count.captures > 1500);
    CHECK(count.homes > 600);
    CHECK(count.declines > 8000);
    CHECK(count.laps > 3000);
}
