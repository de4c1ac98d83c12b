// The library against a deliberately naive exact SHG simulator (naive_shg.hpp), side by side in one run:
// random 4-player games, uniform decisions, 16 games per iteration (seeds playout_seed + 0..15 for
// both; they do not play the same games: the two draw their random numbers differently).
// Benchmarks: naive/shg and library/shg. By default the run repeats both 5 times in random interleaved
// order (Google Benchmark's --benchmark_enable_random_interleaving), so that a change in the machine's
// load hits both alike; the ratio is library games/s over naive games/s of the medians.
// Counters: games/s (items), throws/game and decisions/game (a check that the two play the same kind
// of game: the naive simulator has no `pass` decision, the library does).
#include <cstdint>
#include <string>
#include <vector>

#include "bench_support.hpp"
#include "naive_shg.hpp"

namespace {

constexpr int games_per_iteration = 16;

void report(benchmark::State& st, std::uint64_t games, std::uint64_t throws, std::uint64_t decisions) {
    st.SetItemsProcessed(static_cast<std::int64_t>(games));
    st.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    st.counters["throws/game"] = static_cast<double>(throws) / static_cast<double>(games);
    st.counters["decisions/game"] = static_cast<double>(decisions) / static_cast<double>(games);
}

void naive(benchmark::State& st) {
    std::uint64_t games = 0, throws = 0, decisions = 0;
    for (auto _ : st) {
        for (int g = 0; g < games_per_iteration; ++g) {
            pachisi_bench::rng random(pachisi_bench::playout_seed + static_cast<std::uint64_t>(g));
            decisions += naive_shg::play_game(random, throws);
            ++games;
        }
    }
    report(st, games, throws, decisions);
}

void library(benchmark::State& st) {
    pachisi_bench::playout_totals totals;
    for (auto _ : st) {
        if (!pachisi_bench::play_batch<pachisi::shg>(totals, games_per_iteration)) {
            st.SkipWithError("a game did not end");
            return;
        }
    }
    report(st, totals.games, totals.throws, totals.actions);
}

}  // namespace

int main(int argc, char** argv) {
    // Defaults for a side-by-side measurement; options given on the command line come later and win.
    std::vector<char*> args{argv[0]};
    std::string interleave = "--benchmark_enable_random_interleaving=true";
    std::string repetitions = "--benchmark_repetitions=5";
    std::string aggregates = "--benchmark_display_aggregates_only=true";
    args.insert(args.end(), {interleave.data(), repetitions.data(), aggregates.data()});
    for (int i = 1; i < argc; ++i) args.push_back(argv[i]);
    int count = static_cast<int>(args.size());
    args.push_back(nullptr);
    benchmark::RegisterBenchmark("naive/shg", naive)->Unit(benchmark::kMillisecond)->MinTime(0.5);
    benchmark::RegisterBenchmark("library/shg", library)->Unit(benchmark::kMillisecond)->MinTime(0.5);
    benchmark::Initialize(&count, args.data());
    if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
