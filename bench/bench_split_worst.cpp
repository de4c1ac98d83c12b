// legal_actions on the worst split-throw positions found (issue 37): traditional rules with 7 cowries, 16
// pawns and the split option (seed 004 options 2 and 7; one pair with exact count, option 4). The first is
// the (the old exhaustive search took 5-8 s on it), the second the same after its `move 8+2`; the
// others are the slowest legal_actions calls found in random 16-pawn split games (for the old search, and
// for the new one).
// tests/rules_traditional_split_bound.cpp pins their lists and bounds the search's work on them.
// One item = one legal_actions call. Checksum: the total number of legal actions (header `actions=`).
//
//   bench_split_worst [benchmark options]
#include <cstdint>
#include <string>
#include <vector>

#include "bench_support.hpp"

namespace {

using split16 = pachisi::traditional_rules<7, pachisi::traditional_options{.pawns = 16, .split_throw = true}>;
using split16_exact =
    pachisi::traditional_rules<7, pachisi::traditional_options{.pawns = 16, .split_throw = true, .exact_home = true}>;

const char* const split16_positions[] = {
    // issue 37 (26 actions)
    "147,85,84,84,31,25,8,6,3,0,0,0,0,0,0,0/84,84,84,64,55,18,13,1,0,0,0,0,0,0,0,0/"
    "84,84,78,77,50,42,41,35,23,19,13,10,2,0,0,0/135,84,54,54,50,44,28,28,3,3,2,0,0,0,0,0 0 play partners=2 "
    "turns=15 captured=15 thrown=6 parts=35 total=1 owed=3",
    // the same after move 8+2 (57)
    "147,85,84,84,31,25,10b,6,3,0,0,0,0,0,0,0/84,84,84,64,55,18,13,1,0,0,0,0,0,0,0,0/"
    "84,84,78,77,50,42,41,35,23,19,13,10,2,0,0,0/135,84,54,54,50,44,28,28,3,3,2,0,0,0,0,0 0 play partners=2 "
    "turns=15 captured=15 thrown=6 parts=33 total=1 owed=3",
    // random games (488, 435)
    "84,84,84,84,59,31,3,0,0,0,0,0,0,0,0,0/84,84,84,84,84,32,24,20,1,0,0,0,0,0,0,0/"
    "85,84,84,84,74,47,39,38,33,31,27,21,16,8,3,1/- 2 play turns=7 captured=7 thrown=6 parts=35 total=1 owed=1",
    "84,84,65,64,55,47,44,36,29,25,17,14,14,13,4,3/84,84,84,84,84,62,11,6,5,0,0,0,0,0,0,0/"
    "84,84,84,69,66,24,0,0,0,0,0,0,0,0,0,0/- 0 play turns=7 captured=7 thrown=6 parts=35 total=1 owed=1",
    // random games (173, 47): the old search took 20 s and 4 s
    "112,84,84,84,84,84,69,68,44,42,40,9,9,8,8,0/87,87,84,84,84,84,83,75,55,54,45,24,13,13,9,7/"
    "86,84,84,84,84,84,43,32,27,22,22,22,20,10,1,1/84,84,84,84,46,31,24,24,22,14,14,5,2,0,0,0 1 play "
    "partners=1 turns=15 captured=15 thrown=6 parts=35 total=1 owed=1",
    "109b,84,84,84,84,84,58,52,52,43,40,38,7,5,4,0/84,84,79,71,71,71,60,60,55,51,45,13,12,12,7,6/"
    "86,84,84,84,84,71,41,29,20,20,15,10,7,7,0,0/90,84,84,84,76,52,39,25,21,16,16,13,7,7,1,0 0 play "
    "partners=1 turns=15 captured=15 thrown=5 parts=24 total=1 owed=1",
};
const char* const split16_exact_positions[] = {
    // random games (31, 322); the first took the old search 26 s
    "134,132,84,84,84,84,43,43,26,16,9,8,1,0,0,0/101,84,84,64,64,44,25,24,22,11,11,11,4,3,3,0/"
    "98,50,32,29,29,11,11,5,2,2,0,0,0,0,0,0/94,84,84,84,82,82,59,57,54,30,29,8,6,0,0,0 3 play partners=1 "
    "turns=15 captured=15 thrown=5 parts=25 total=1 owed=1",
    "110,84,84,82,60,55,54,45,38,31,26,21,16,12,10,3/84,84,5,0,0,0,0,0,0,0,0,0,0,0,0,0/"
    "109,92,89,89,84,84,84,55,37,32,29,14,13,9,3,1/37,36,32,23,1,0,0,0,0,0,0,0,0,0,0,0 2 play partners=2 "
    "turns=15 captured=15 thrown=6 parts=35 total=1 owed=1",
    // random games (116, 156): the slowest for the new search (86,702 and 161,159 positions); the old one
    // took 12 s and 2.6 s
    "84,84,84,84,75,75,71,48,31,24,19,13,5,0,0,0/114,84,84,84,57,49,43,38,38,28,10,9,1,0,0,0/"
    "143,142,142,84,84,84,64,56,49,48,45,42,42,14,9,1/99,98,84,84,84,84,84,67,22,13,4,4,1,0,0,0 1 play "
    "partners=1 turns=15 captured=15 thrown=6 parts=35 total=1 owed=1",
    "139,136,91,84,81,57,56,35,33,25b,25b,4,3,0,0,0/91,84,37,15,11,2,0,0,0,0,0,0,0,0,0,0/"
    "97,84,84,77,72,55,47,27,25,16,1,0,0,0,0,0/173,135,97,84,84,84,33,33,27,27,24,18,1,1,0,0 0 play "
    "partners=1 turns=15 captured=15 thrown=6 parts=32 total=1 owed=1",
};

template <class R, std::size_t N>
void split_worst(benchmark::State& st, const char* const (&texts)[N], std::uint64_t expected_actions) {
    pachisi_bench::guarded(st, [&](benchmark::State& state) {
        std::vector<pachisi::state<R>> positions;
        for (const char* text : texts) positions.push_back(pachisi::parse_state<R>(text));
        std::uint64_t total = 0;
        for (auto _ : state) {
            total = 0;
            for (const auto& s : positions) {
                auto list = pachisi::legal_actions(s);
                benchmark::DoNotOptimize(list);
                total += list.size();
            }
        }
        const auto calls = static_cast<std::uint64_t>(state.iterations()) * positions.size();
        state.SetItemsProcessed(static_cast<std::int64_t>(calls));
        pachisi_bench::per_item(state, "time/call", calls);
        state.counters["positions"] = static_cast<double>(positions.size());
        pachisi_bench::verify(state, "actions", total, expected_actions);
    });
}

}  // namespace

int main(int argc, char** argv) {
    benchmark::RegisterBenchmark("split_worst/traditional7_16_split",
                                 [](benchmark::State& st) { split_worst<split16>(st, split16_positions, 26 + 57 + 488 + 435 + 173 + 47); })
        ->Unit(benchmark::kMillisecond)
        ->MinTime(0.5);
    benchmark::RegisterBenchmark("split_worst/traditional7_16_split_exact",
                                 [](benchmark::State& st) { split_worst<split16_exact>(st, split16_exact_positions, 31 + 322 + 116 + 156); })
        ->Unit(benchmark::kMillisecond)
        ->MinTime(0.5);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
