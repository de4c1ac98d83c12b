// Random playouts of 4-player games with the exact rules: every chance outcome drawn with its exact
// probability, every decision uniform over the legal actions (integer sampling, bench_support.hpp),
// through the public API (chance_outcomes, apply_throw, legal_actions, apply). One iteration plays a
// fixed batch of 16 games (seeds playout_seed + 0..15), so its totals are a checksum: throws, actions
// and a fingerprint of every choice must equal the corpus header's playout_* values.
// Reported: games/s (items), throws/s, actions/s; throws and actions per game.
#include <cstdint>
#include <string>

#include "bench_support.hpp"

namespace {

template <class R>
void playout(benchmark::State& state) {
    pachisi_bench::guarded(state, [](benchmark::State& st) {
        const auto& corpus = pachisi_bench::decision_corpus<R>();
        pachisi_bench::playout_totals all, batch;
        for (auto _ : st) {
            batch = {};
            if (!pachisi_bench::play_batch<R>(batch)) {
                st.SkipWithError("a game did not end");
                return;
            }
            all.games += batch.games;
            all.throws += batch.throws;
            all.actions += batch.actions;
        }
        st.SetItemsProcessed(static_cast<std::int64_t>(all.games));
        st.counters["games/s"] = benchmark::Counter(static_cast<double>(all.games), benchmark::Counter::kIsRate);
        st.counters["throws/s"] = benchmark::Counter(static_cast<double>(all.throws), benchmark::Counter::kIsRate);
        st.counters["actions/s"] = benchmark::Counter(static_cast<double>(all.actions), benchmark::Counter::kIsRate);
        st.counters["throws/game"] = static_cast<double>(batch.throws) / static_cast<double>(batch.games);
        st.counters["actions/game"] = static_cast<double>(batch.actions) / static_cast<double>(batch.games);
        if (!pachisi_bench::verify(st, "throws", batch.throws, corpus.number("playout_throws"))) return;
        if (!pachisi_bench::verify(st, "actions", batch.actions, corpus.number("playout_actions"))) return;
        if (batch.hash != corpus.number("playout_hash")) st.SkipWithError("playout fingerprint differs from the corpus header");
    });
}

}  // namespace

int main(int argc, char** argv) {
    return pachisi_bench::run_main(argc, argv, []<class R>() {
        const std::string name = "playout/" + std::string(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(name.c_str(), playout<R>)->Unit(benchmark::kMillisecond)->MinTime(0.5);
    });
}
