// Full-turn enumeration: for every chance node of bench/corpus/<preset>_throws.txt and every throw
// outcome, enumerate_plays(s, throw): all distinct positions in which the play can end (orders that
// reach the same position count once). One item = one (position, throw) pair, whatever its probability.
// Checksum: the total number of distinct end positions over all pairs (header `plays=`).
// Each preset is followed by its dynamic twin (`enumerate_plays/shg@dynamic`, ...): the same chance nodes,
// read with parse_state<rule set>(text, options) as states of two_dice_rules_dynamic or
// traditional_rules_dynamic<shells, max_pawns> with the preset's options (bench_support.hpp), the same
// checksums.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bench_support.hpp"

namespace {

// T: a preset or its dynamic twin.
template <class T>
void enumerate_plays(benchmark::State& state) {
    pachisi_bench::guarded(state, [](benchmark::State& st) {
        using R = pachisi_bench::rules_for<T>;
        const auto& corpus = pachisi_bench::throw_corpus<T>();
        std::vector<std::pair<const pachisi::state<R>*, pachisi::throw_outcome>> pairs;
        for (const auto& s : corpus.states)
            for (const auto& o : pachisi::chance_outcomes(s)) pairs.push_back({&s, o.outcome});
        std::uint64_t plays = 0;
        std::uint64_t most = 0;
        for (auto _ : st) {
            plays = 0;
            for (const auto& [s, t] : pairs) {
                const auto ends = pachisi::enumerate_plays(*s, t);
                plays += ends.size();
                if (ends.size() > most) most = ends.size();
            }
        }
        const auto items = static_cast<std::uint64_t>(st.iterations()) * pairs.size();
        st.SetItemsProcessed(static_cast<std::int64_t>(items));
        pachisi_bench::per_item(st, "time/pair", items);
        st.counters["most"] = static_cast<double>(most);
        if (!pachisi_bench::verify(st, "pairs", pairs.size(), corpus.number("pairs"))) return;
        pachisi_bench::verify(st, "plays", plays, corpus.number("plays"));
    });
}

}  // namespace

int main(int argc, char** argv) {
    return pachisi_bench::run_main_with_twins(argc, argv, []<class R>() {
        const std::string name = "enumerate_plays/" + std::string(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(name.c_str(), enumerate_plays<R>)->Unit(benchmark::kMillisecond)->MinTime(0.5);
    });
}
