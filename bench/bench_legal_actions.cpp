// Legal-action generation over the corpus: every decision point of bench/corpus/<preset>.txt
// (openings, middle games, endings; doublet bonuses, pending rewards, blockades, entries on a 5; the
// traditional `ready` stage) once per pass. One item = one legal_actions call: `legal_actions/<preset>`
// makes a new list per call, `legal_actions_into/<preset>` refills one list (legal_actions(s, out)).
// Checksum: the total number of legal actions over the corpus (header `actions=`), and, in an untimed
// first pass, a fingerprint of every list (header `action_hash=`).
//
// The one-die presets (ludo, ludo_king, parchis, maedn, maedn_openspiel) have no corpus: their 10,000
// decision points are generated once per program by seeded random games
// (pachisi_bench::one_die_decision_points) and checked against pachisi_bench::one_die_expected. Each is
// followed by its dynamic twin (`legal_actions/ludo@dynamic`, ...): the same decision points as states of
// pachisi::one_die_rules_dynamic<board> with the preset's options, the same checksums. The other presets
// have theirs too (`legal_actions/shg@dynamic`, ...): the preset's corpus read with parse_state<rule
// set>(text, options) as states of two_dice_rules_dynamic or traditional_rules_dynamic<shells, max_pawns>,
// checked against the preset's header.
#include <cstdint>
#include <string>
#include <vector>

#include "bench_support.hpp"

namespace {

// T: a preset or its dynamic twin.
template <class T, bool ReuseList>
void legal_actions(benchmark::State& state) {
    pachisi_bench::guarded(state, [](benchmark::State& st) {
        using R = pachisi_bench::rules_for<T>;
        const auto& corpus = pachisi_bench::decision_corpus<T>();
        std::uint64_t hash = 0;
        for (const auto& s : corpus.states) hash = pachisi_bench::hash_actions(hash, pachisi::legal_actions(s));
        if (hash != corpus.number("action_hash")) {
            st.SkipWithError(("action fingerprint " + pachisi_bench::hex(hash) + " differs from the corpus header's " +
                              corpus.header.at("action_hash") + " (engine or corpus changed?)")
                                 .c_str());
            return;
        }
        std::uint64_t total = 0;
        pachisi::action_list<R> reused;
        for (auto _ : st) {
            total = 0;
            for (const auto& s : corpus.states) {
                if constexpr (ReuseList) {
                    pachisi::legal_actions(s, reused);
                    benchmark::DoNotOptimize(reused);
                    total += reused.size();
                } else {
                    auto list = pachisi::legal_actions(s);  // not const: DoNotOptimize(const&) is deprecated (1.8)
                    benchmark::DoNotOptimize(list);
                    total += list.size();
                }
            }
        }
        const auto calls = static_cast<std::uint64_t>(st.iterations()) * corpus.states.size();
        st.SetItemsProcessed(static_cast<std::int64_t>(calls));
        pachisi_bench::per_item(st, "time/call", calls);
        st.counters["positions"] = static_cast<double>(corpus.states.size());
        pachisi_bench::verify(st, "actions", total, corpus.number("actions"));
    });
}

// T: a one-die preset or its dynamic twin.
template <class T, bool ReuseList>
void one_die_legal_actions(benchmark::State& state) {
    pachisi_bench::guarded(state, [](benchmark::State& st) {
        using R = pachisi_bench::rules_for<T>;
        static const std::vector<pachisi::state<R>> states = pachisi_bench::one_die_decision_points<T>();
        constexpr pachisi_bench::one_die_checks expected = pachisi_bench::one_die_expected<T>;
        std::uint64_t hash = 0;
        for (const auto& s : states) hash = pachisi_bench::hash_actions(hash, pachisi::legal_actions(s));
        if (hash != expected.action_hash) {
            st.SkipWithError(("action fingerprint " + pachisi_bench::hex(hash) + " differs from " +
                              pachisi_bench::hex(expected.action_hash) + " (bench_support.hpp: one_die_expected)")
                                 .c_str());
            return;
        }
        std::uint64_t total = 0;
        pachisi::action_list<R> reused;
        for (auto _ : st) {
            total = 0;
            for (const auto& s : states) {
                if constexpr (ReuseList) {
                    pachisi::legal_actions(s, reused);
                    benchmark::DoNotOptimize(reused);
                    total += reused.size();
                } else {
                    auto list = pachisi::legal_actions(s);
                    benchmark::DoNotOptimize(list);
                    total += list.size();
                }
            }
        }
        const auto calls = static_cast<std::uint64_t>(st.iterations()) * states.size();
        st.SetItemsProcessed(static_cast<std::int64_t>(calls));
        pachisi_bench::per_item(st, "time/call", calls);
        st.counters["positions"] = static_cast<double>(states.size());
        pachisi_bench::verify(st, "actions", total, expected.actions);
    });
}

}  // namespace

int main(int argc, char** argv) {
    return pachisi_bench::run_main(argc, argv, []<class R>() {
        const std::string preset(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(("legal_actions/" + preset).c_str(), legal_actions<R, false>)
            ->Unit(benchmark::kMicrosecond)
            ->MinTime(0.5);
        benchmark::RegisterBenchmark(("legal_actions_into/" + preset).c_str(), legal_actions<R, true>)
            ->Unit(benchmark::kMicrosecond)
            ->MinTime(0.5);
    }, []<class R>() {
        const std::string preset(pachisi_bench::preset_name<R>);
        benchmark::RegisterBenchmark(("legal_actions/" + preset).c_str(), one_die_legal_actions<R, false>)
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("legal_actions_into/" + preset).c_str(), one_die_legal_actions<R, true>)
            ->Unit(benchmark::kMicrosecond);
    });
}
