// libFuzzer target for the two-dice turn (docs/rules.md §5): any text that the notation parser of shg,
// cardinal or american accepts as a position at a throw, and that obeys §5's invariants, is played with
// every throw outcome by the engine (enumerate_plays) and by the deliberately simple recursion of
// tests/simple_two_dice.hpp, and the two must find the same ends (tests/two_dice_pairs.hpp's compare,
// which the differential test case runs on random game positions). The fuzzer steers towards
// positions that random games seldom reach: crowded squares, pawns at the turn-off, far laps.
// A disagreement prints the position, the throw and the ends only one side found, and aborts
// (libFuzzer keeps the input). Build and run: tests/fuzz/run.sh [seconds] differential.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "../two_dice_pairs.hpp"

namespace {

template <class R>
void check(const char* preset, const simple::dice_rules& rules, std::string_view text) {
    const auto parsed = pachisi::try_parse_state<R>(text);
    if (!parsed || parsed->phase != pachisi::stage::throw_ || !differential::obeys_rules(*parsed, rules)) return;
    differential::tally count;
    for (const auto& outcome : pachisi::chance_outcomes(*parsed)) differential::compare(*parsed, outcome.outcome, rules, count);
    if (count.mismatches == 0) return;
    std::string examples;
    for (const auto& example : count.examples) examples += example;
    std::fprintf(stderr, "fuzz_differential: %s: the engine and the simple recursion disagree\n%s  input: \"%.*s\"\n",
                 preset, examples.c_str(), static_cast<int>(text.size()), text.data());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check<pachisi::shg<>>("shg", simple::shg_table, text);
    check<pachisi::cardinal>("cardinal", simple::cardinal_table, text);
    check<pachisi::american>("american", simple::american_table, text);
    return 0;
}
