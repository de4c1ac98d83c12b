// The batched environment (agents/environment.hpp) stepping N 4-player games with uniformly random
// legal action ids, for N = 1, 64 and 1024, one thread; and N = 1024 split between 2 threads (real
// time: what a learner waits for). One item is one decision (one game's step);
// each includes what a learner's loop needs: the throws up to the next decision, the legal actions,
// the mask, the observation (full layout; information:1 the smaller one) and the rewards. Compare decisions/s with the actions/s of
// bench_playout (the same random games without the environment's arrays).
#include <cstdint>
#include <string>
#include <vector>

#include "bench_support.hpp"

namespace {

template <class R>
void environment_steps(benchmark::State& st) {
    const int n = static_cast<int>(st.range(0));
    const bool information = st.range(1) != 0;
    const int threads = static_cast<int>(st.range(2));
    pachisi::batched_environment<R> env({.num_envs = n, .table = {.players = 4}, .seed = 1,
                                         .information_layout = information, .threads = threads});
    pachisi::splitmix64 chooser(2);
    std::vector<int> ids(static_cast<std::size_t>(n));
    std::int64_t decisions = 0;
    for (auto _ : st) {
        for (int i = 0; i < n; ++i) {
            const auto& legal = env.legal_ids(i);
            ids[static_cast<std::size_t>(i)] = legal[pachisi::uniform_below(chooser, legal.size())];
        }
        env.step(ids);
        decisions += n;
    }
    benchmark::DoNotOptimize(env.observation().data());
    st.SetItemsProcessed(decisions);
    st.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}

}  // namespace

int main(int argc, char** argv) {
    return pachisi_bench::run_main(argc, argv, []<class R>() {
        const std::string name = "environment/" + std::string(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(name.c_str(), environment_steps<R>)->ArgNames({"N", "information", "threads"})
            ->Args({1, 0, 1})
            ->Args({64, 0, 1})
            ->Args({1024, 0, 1})
            ->Args({1024, 1, 1})
            ->MinTime(0.5);
        benchmark::RegisterBenchmark((name + "/real_time").c_str(), environment_steps<R>)
            ->ArgNames({"N", "information", "threads"})
            ->Args({1024, 0, 1})
            ->Args({1024, 0, 2})
            ->Args({1024, 1, 2})
            ->UseRealTime()
            ->MinTime(0.5);
    });
}
