// apply + undo on their own: every (decision point, legal action) pair of the corpus, applied to the
// position in place and undone at once. One item = one apply + undo pair. The actions are generated
// before timing starts. Checksum: the number of pairs equals the corpus's total of legal actions, and
// every position is the same after the run as before it.
//
// Also: apply_throw + undo over every (throw position, outcome) of <preset>_throws.txt (a throw fixes
// what the play must achieve, docs/rules.md §5.5, so it costs more than an action), and sizeof(state).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bench_support.hpp"

// The requirement, checked where the benchmark that reports it lives (and in bench_support.hpp).
static_assert(sizeof(pachisi::state<pachisi::shg>) <= 64);

namespace {

struct step {
    std::uint32_t index;  // position in the corpus
    pachisi::action action;
};

template <class R>
void apply_undo(benchmark::State& state) {
    pachisi_bench::guarded(state, [](benchmark::State& st) {
        const auto& corpus = pachisi_bench::decision_corpus<R>();
        std::vector<pachisi::state<R>> positions = corpus.states;
        std::vector<step> steps;
        for (std::uint32_t i = 0; i < positions.size(); ++i)
            for (const auto& a : pachisi::legal_actions(positions[i])) steps.push_back({i, a});
        for (auto _ : st) {
            for (const auto& [index, action] : steps) {
                auto& s = positions[index];
                const auto record = pachisi::apply(s, action);
                benchmark::DoNotOptimize(s);  // the applied position is materialised, not folded away
                pachisi::undo(s, record);
            }
            benchmark::ClobberMemory();
        }
        const auto pairs = static_cast<std::uint64_t>(st.iterations()) * steps.size();
        st.SetItemsProcessed(static_cast<std::int64_t>(pairs));
        pachisi_bench::per_item(st, "time/pair", pairs);
        if (!pachisi_bench::verify(st, "actions", steps.size(), corpus.number("actions"))) return;
        if (positions != corpus.states) st.SkipWithError("undo did not restore every position");
    });
}

template <class R>
void apply_throw_undo(benchmark::State& state) {
    pachisi_bench::guarded(state, [](benchmark::State& st) {
        const auto& corpus = pachisi_bench::throw_corpus<R>();
        std::vector<pachisi::state<R>> positions = corpus.states;
        std::vector<std::pair<std::uint32_t, pachisi::throw_outcome>> steps;
        for (std::uint32_t i = 0; i < positions.size(); ++i)
            for (const auto& o : pachisi::chance_outcomes(positions[i])) steps.push_back({i, o.outcome});
        for (auto _ : st) {
            for (const auto& [index, outcome] : steps) {
                auto& s = positions[index];
                const auto record = pachisi::apply_throw(s, outcome);
                benchmark::DoNotOptimize(s);
                pachisi::undo(s, record);
            }
            benchmark::ClobberMemory();
        }
        const auto pairs = static_cast<std::uint64_t>(st.iterations()) * steps.size();
        st.SetItemsProcessed(static_cast<std::int64_t>(pairs));
        pachisi_bench::per_item(st, "time/pair", pairs);
        if (!pachisi_bench::verify(st, "pairs", steps.size(), corpus.number("pairs"))) return;
        if (positions != corpus.states) st.SkipWithError("undo did not restore every position");
    });
}

template <class R>
void state_size(benchmark::State& st) {
    std::size_t bytes = sizeof(pachisi::state<R>);  // an lvalue: DoNotOptimize(const&) is deprecated (1.8)
    for (auto _ : st) benchmark::DoNotOptimize(bytes);
    st.counters["bytes"] = static_cast<double>(sizeof(pachisi::state<R>));
    st.counters["pawns"] = R::pawns;
}

}  // namespace

int main(int argc, char** argv) {
    return pachisi_bench::run_main(argc, argv, []<class R>() {
        const std::string preset(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(("apply_undo/" + preset).c_str(), apply_undo<R>)
            ->Unit(benchmark::kMicrosecond)
            ->MinTime(0.5);
        benchmark::RegisterBenchmark(("apply_throw_undo/" + preset).c_str(), apply_throw_undo<R>)
            ->Unit(benchmark::kMicrosecond)
            ->MinTime(0.5);
        benchmark::RegisterBenchmark(("state_size/" + preset).c_str(), state_size<R>)->Iterations(1);
    });
}
