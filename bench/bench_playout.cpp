// Random playouts of 4-player games with the exact rules: every chance outcome drawn with its exact
// probability, every decision uniform over the legal actions (integer sampling, bench_support.hpp),
// through the public API (chance_outcomes, apply_throw, legal_actions, apply). One iteration plays a
// fixed batch of 16 games (seeds playout_seed + 0..15), so its totals are a checksum: throws, actions
// and a fingerprint of every choice must equal the corpus header's playout_* values.
// Reported: games/s (items), throws/s, actions/s; throws and actions per game.
//
// The one-die presets (ludo, ludo_king, parchis, maedn, maedn_openspiel) play the same batch through
// the same loop (`playout/<preset>`); having no corpus, they are checked against
// pachisi_bench::one_die_expected, and their runs also show sizeof(state) (`state_bytes`).
// `playout_fresh/<preset>` plays new games all the time instead (iteration i: the 16 games of seeds
// fresh_seed + 16 i + 0..15), after checking the fixed batch once, untimed: a one-die game costs so
// little that the branch predictor learns the 16 games replayed by `playout/`, which then run faster
// than new games (on 2026-11-27: by 6% for parchis, 26% for maedn_openspiel, 49% for ludo). The fresh
// figure is the one to compare with other engines; bench/openspiel_side_by_side.sh times
// maedn_openspiel and OpenSpiel's own maedn side by side, on the machine at hand.
// Each one-die preset is followed by its dynamic twin (`playout/ludo@dynamic`, ...): the same games played
// by pachisi::one_die_rules_dynamic<board> with the preset's options (bench_support.hpp), checked against
// the same one_die_expected; `state_bytes` shows the twin's larger state (it keeps its options).
// So is every other preset (`playout/shg@dynamic`, ...): the same batch played by two_dice_rules_dynamic
// (shg, cardinal, american) or traditional_rules_dynamic<shells, max_pawns> (traditional, traditional7)
// with the preset's options, checked against the preset's corpus header; `state_bytes` as above.
#include <cstdint>
#include <string>
#include <string_view>

#include "bench_support.hpp"

namespace {

// R: a preset or its dynamic twin (play_batch makes the twin's games; the twin reads its preset's header).
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
        if constexpr (pachisi_bench::is_dynamic_twin<R>)
            st.counters["state_bytes"] = static_cast<double>(sizeof(pachisi::state<pachisi_bench::rules_for<R>>));
        if (!pachisi_bench::verify(st, "throws", batch.throws, corpus.number("playout_throws"))) return;
        if (!pachisi_bench::verify(st, "actions", batch.actions, corpus.number("playout_actions"))) return;
        if (batch.hash != corpus.number("playout_hash")) st.SkipWithError("playout fingerprint differs from the corpus header");
    });
}

// R: a one-die preset or its dynamic twin (play_batch makes the twin's games).
template <class R>
void one_die_playout(benchmark::State& state) {
    pachisi_bench::guarded(state, [](benchmark::State& st) {
        constexpr pachisi_bench::one_die_checks expected = pachisi_bench::one_die_expected<R>;
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
        st.counters["state_bytes"] = static_cast<double>(sizeof(pachisi::state<pachisi_bench::rules_for<R>>));
        if (!pachisi_bench::verify(st, "throws", batch.throws, expected.playout_throws)) return;
        if (!pachisi_bench::verify(st, "actions", batch.actions, expected.playout_actions)) return;
        if (batch.hash != expected.playout_hash)
            st.SkipWithError(("playout fingerprint is " + pachisi_bench::hex(batch.hash) +
                              ", expected " + pachisi_bench::hex(expected.playout_hash) + " (bench_support.hpp: one_die_expected)")
                                 .c_str());
    });
}

// New games all the time: seeds fresh_seed + 0, 1, 2, ... (16 games an iteration), none replayed within a run.
constexpr std::uint64_t fresh_seed = pachisi_bench::playout_seed + (std::uint64_t{1} << 32);

template <class R>
void one_die_fresh_playout(benchmark::State& state) {
    pachisi_bench::guarded(state, [](benchmark::State& st) {
        constexpr pachisi_bench::one_die_checks expected = pachisi_bench::one_die_expected<R>;
        pachisi_bench::playout_totals batch;  // the fixed batch, once, untimed: the engine is the one checked
        if (!pachisi_bench::play_batch<R>(batch)) {
            st.SkipWithError("a game did not end");
            return;
        }
        if (batch.throws != expected.playout_throws || batch.actions != expected.playout_actions || batch.hash != expected.playout_hash) {
            st.SkipWithError("the fixed playout batch differs from bench_support.hpp's one_die_expected (see playout/<preset>)");
            return;
        }
        pachisi_bench::playout_totals all;
        std::uint64_t seed = fresh_seed;
        for (auto _ : st) {
            if (!pachisi_bench::play_batch<R>(all, pachisi_bench::playout_games, seed)) {
                st.SkipWithError("a game did not end");
                return;
            }
            seed += pachisi_bench::playout_games;
        }
        st.SetItemsProcessed(static_cast<std::int64_t>(all.games));
        st.counters["games/s"] = benchmark::Counter(static_cast<double>(all.games), benchmark::Counter::kIsRate);
        st.counters["throws/s"] = benchmark::Counter(static_cast<double>(all.throws), benchmark::Counter::kIsRate);
        st.counters["actions/s"] = benchmark::Counter(static_cast<double>(all.actions), benchmark::Counter::kIsRate);
        st.counters["throws/game"] = static_cast<double>(all.throws) / static_cast<double>(all.games);
        st.counters["actions/game"] = static_cast<double>(all.actions) / static_cast<double>(all.games);
    });
}

}  // namespace

int main(int argc, char** argv) {
    return pachisi_bench::run_main(argc, argv, []<class R>() {
        const std::string name = "playout/" + std::string(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(name.c_str(), playout<R>)->Unit(benchmark::kMillisecond)->MinTime(0.5);
    }, []<class R>() {
        const std::string name = "playout/" + std::string(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(name.c_str(), one_die_playout<R>)->Unit(benchmark::kMillisecond);
        const std::string fresh = "playout_fresh/" + std::string(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(fresh.c_str(), one_die_fresh_playout<R>)->Unit(benchmark::kMillisecond);
    });
}
