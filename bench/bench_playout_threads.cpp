// Multi-threaded random playouts: how games/s scale from 1 thread to the machine's cores.
// Every thread plays whole 4-player games on its own (one game per task, its own state and rng, no
// shared data but the read-only preset tables), with the policy of bench_playout (uniform over the
// legal actions, chance outcomes drawn with their exact probabilities). Game g of thread t is seeded
// with playout_seed + t * 2^32 + g, so the threads play different games.
// Reported: games/s over all threads (items per second, real time: CPU time would hide the scaling)
// and `speedup` is not computed here: compare the threads:1 and threads:N rows.
#include <algorithm>
#include <cstdint>
#include <string>
#include <thread>

#include "bench_support.hpp"

namespace {

template <class R>
void playout_threads(benchmark::State& state) {
    const std::uint64_t base = pachisi_bench::playout_seed + (static_cast<std::uint64_t>(state.thread_index()) << 32);
    std::uint64_t game = 0;
    pachisi_bench::playout_totals totals;
    for (auto _ : state) {
        pachisi_bench::rng random(base + game++);
        auto s = pachisi::new_game<R>({.players = 4});
        if (!pachisi_bench::play_out(s, random, totals, pachisi_bench::policy{}, [](const auto&) {})) {
            state.SkipWithError("a game did not end");
            return;
        }
    }
    benchmark::DoNotOptimize(totals.hash);
    state.SetItemsProcessed(static_cast<std::int64_t>(totals.games));
    state.counters["actions/game"] =
        benchmark::Counter(static_cast<double>(totals.actions) / static_cast<double>(std::max<std::uint64_t>(totals.games, 1)),
                           benchmark::Counter::kAvgThreads);
}

}  // namespace

int main(int argc, char** argv) {
    const int cores = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    return pachisi_bench::run_main(argc, argv, [cores]<class R>() {
        const std::string name = "playout_threads/" + std::string(pachisi_bench::preset_name<R>);
        auto* b = benchmark::RegisterBenchmark(name.c_str(), playout_threads<R>);
        b->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(1.0);
        for (int threads = 1; threads <= cores; threads *= 2) b->Threads(threads);
        if ((cores & (cores - 1)) != 0) b->Threads(cores);  // the core count itself when not a power of two
    });
}
