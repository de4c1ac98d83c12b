// libFuzzer target for the turn rules (docs/rules.md §5 and §6): any text that the notation parser of a
// preset accepts as a position at a throw is played with every throw outcome by the engine
// (enumerate_plays) and by the test suite's deliberately simple recursions, which must find the same
// ends:
//   - shg, cardinal, american, where the position obeys §5's invariants: tests/simple_two_dice.hpp,
//     compared by tests/two_dice_pairs.hpp;
//   - traditional, traditional7, traditional with split throws and exact home (4 pawns: a split
//     throw of more pawns has too many plays for fuzzing speed), and traditional with options 1 and 5
//     of seed 004 (first move on 2, 3 or 4; cancelled capture: positions with first=, taken=, back=):
//     tests/simple_traditional.hpp, compared by tests/cowrie_pairs.hpp.
// The differential test cases run the same comparisons on positions of random games; the fuzzer
// steers towards positions that random games seldom reach: crowded squares, pawns at the tips, far laps.
// A disagreement prints the position, the throw and the ends only one side found, and aborts
// (libFuzzer keeps the input). Build and run: tests/fuzz/run.sh [seconds] differential.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "../cowrie_pairs.hpp"
#include "../two_dice_pairs.hpp"

namespace {

[[noreturn]] void disagree(const char* preset, const std::vector<std::string>& examples, std::string_view text) {
    std::string all;
    for (const auto& example : examples) all += example;
    std::fprintf(stderr, "fuzz_differential: %s: the engine and the simple recursion disagree\n%s  input: \"%.*s\"\n",
                 preset, all.c_str(), static_cast<int>(text.size()), text.data());
    std::abort();
}

template <class R>
void check_two_dice(const char* preset, const simple::dice_rules& rules, std::string_view text) {
    const auto parsed = pachisi::try_parse_state<R>(text);
    if (!parsed || parsed->phase != pachisi::stage::throw_ || !differential::obeys_rules(*parsed, rules)) return;
    differential::tally count;
    for (const auto& outcome : pachisi::chance_outcomes(*parsed)) differential::compare(*parsed, outcome.outcome, rules, count);
    if (count.mismatches != 0) disagree(preset, count.examples, text);
}

template <class R>
void check_cowries(const char* preset, std::string_view text) {
    const auto parsed = pachisi::try_parse_state<R>(text);
    if (!parsed || parsed->phase != pachisi::stage::throw_) return;
    cowrie_differential::tally count;
    for (const auto& outcome : pachisi::chance_outcomes(*parsed)) cowrie_differential::compare(*parsed, outcome.outcome, count);
    if (count.mismatches != 0) disagree(preset, count.examples, text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check_two_dice<pachisi::shg>("shg", simple::shg_table, text);
    check_two_dice<pachisi::cardinal>("cardinal", simple::cardinal_table, text);
    check_two_dice<pachisi::american>("american", simple::american_table, text);
    check_cowries<pachisi::traditional>("traditional", text);
    check_cowries<pachisi::traditional7>("traditional7", text);
    using pachisi::traditional_options;
    check_cowries<pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true}>>(
        "traditional:split,exact-home", text);
    check_cowries<pachisi::traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>>(
        "traditional:first-move,cancelled-capture", text);
    return 0;
}
