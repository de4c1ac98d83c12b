// Fixed workloads for bench/callgrind.sh: instruction counts (valgrind --tool=callgrind) are stable
// on a shared, noisy machine where wall-clock times are not.
//
//   callgrind_workload <preset> games <n>       n random 4-player games (the playout benchmark's games:
//                                               seeds playout_seed + 0..n-1, uniform policy)
//   callgrind_workload <preset> legal <n>       legal_actions(s, list) on the first n decision points of the corpus
//   callgrind_workload <preset> enumerate <n>   enumerate_plays on every throw outcome of the first n
//                                               chance nodes of <preset>_throws.txt; with BONUS=1 only
//                                               the throws that give a four-part doublet bonus, with
//                                               BONUS=0 only the others (most of shg's cost is the bonus)
//   callgrind_workload shg naive <n>            n random 4-player games of the naive simulator
//                                               (naive_shg.hpp, same seeds): the library/naive ratio
//                                               in instructions, whatever the machine's load
//
// Compiled with -DPACHISI_BENCH_ONE_DIE (callgrind.sh does it in a build directory of its own) the
// program serves the one-die presets instead, and only them: ludo, ludo_king, parchis, maedn,
// maedn_openspiel, workloads `games` (the same games as above) and `legal` (the first n of
// pachisi_bench::one_die_decision_points: these presets have no corpus). Compiled into this program
// beside the others, their code moved the other presets' counts by up to 4.4% (g++'s inlining
// budget is per translation unit), so the default build does not contain it.
// With -DPACHISI_BENCH_ONE_DIE -DPACHISI_BENCH_DYNAMIC it serves their dynamic twins instead
// (ludo@dynamic, ...: bench_support.hpp), and with -DPACHISI_BENCH_DYNAMIC alone the twins of the
// presets above, shg@dynamic, cardinal@dynamic, american@dynamic, traditional@dynamic and
// traditional7@dynamic: workloads games, legal and enumerate, the same games, decision points and
// (position, throw) pairs (the preset's corpus read with parse_state<rule set>(text, options)), so the same
// printed checksums and decisions as the preset's, which callgrind.sh requires. Each set of names is a
// program of its own (callgrind.sh builds each in a build directory of its own): in one program with the
// compile-time one-die presets, the one-die twins moved those presets' counts by up to 16.5%.
//
// Only the call of `cg_workload` is counted (callgrind_support.hpp). For `games` the program also prints
// the decisions the games took: a playout's cost per decision, which callgrind_environment's is
// compared with. The batched environment has a program of its own: instantiated here, it changed
// g++'s inlining of the workloads above and moved their counts by up to 4%.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#define PACHISI_BENCH_NO_BENCHMARK  // a plain program: valgrind counts, nothing is timed
#include "bench_support.hpp"
#include "callgrind_support.hpp"
#include "naive_shg.hpp"

#ifndef PACHISI_BENCH_ONE_DIE  // the presets (with PACHISI_BENCH_DYNAMIC: their dynamic twins only)
namespace {

// T: a preset, or its pachisi_bench::dynamic_twin (the same workloads, played by the rule set with
// options at run time; for a preset rules_for<T> is T and this is the code it always was).
template <class T>
int run(std::string_view workload, std::uint64_t n) {
    using R = pachisi_bench::rules_for<T>;
    result out;
    if (workload == "games") {
        struct input {
            std::uint64_t games;
        } in{n};
        cg_workload(
            [](void* p, result& r) {
                pachisi_bench::playout_totals totals;
                const auto games = static_cast<int>(static_cast<input*>(p)->games);
                if (!pachisi_bench::play_batch<T>(totals, games)) std::abort();
                r.items = totals.games;
                r.decisions = totals.actions;
                r.checksum = totals.hash ^ totals.actions;
            },
            &in, out);
    } else if (workload == "naive" && pachisi_bench::preset_name<T> == "shg") {
        struct input {
            std::uint64_t games;
        } in{n};
        cg_workload(
            [](void* p, result& r) {
                const auto games = static_cast<input*>(p)->games;
                for (std::uint64_t g = 0; g < games; ++g) {
                    pachisi_bench::rng random(pachisi_bench::playout_seed + g);
                    std::uint64_t throws = 0;
                    r.checksum += naive_shg::play_game(random, throws) + throws;
                    ++r.items;
                }
            },
            &in, out);
    } else if (workload == "legal") {
        const auto& all = pachisi_bench::decision_corpus<T>().states;
        std::vector<pachisi::state<R>> states(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(std::min<std::uint64_t>(n, all.size())));
        cg_workload(
            [](void* p, result& r) {
                pachisi::action_list<R> actions;  // refilled by each call, as a playout loop does
                for (const auto& s : *static_cast<std::vector<pachisi::state<R>>*>(p)) {
                    pachisi::legal_actions(s, actions);
                    r.checksum += actions.size();
                    ++r.items;
                }
            },
            &states, out);
    } else if (workload == "enumerate") {
        const auto& all = pachisi_bench::throw_corpus<T>().states;
        const char* bonus_filter = std::getenv("BONUS");  // see the usage above
        std::vector<std::pair<pachisi::state<R>, pachisi::throw_outcome>> pairs;
        for (std::uint64_t i = 0; i < n && i < all.size(); ++i)
            for (const auto& o : pachisi::chance_outcomes(all[i])) {
                pachisi::state<R> thrown = all[i];
                pachisi::apply_throw(thrown, o.outcome);
                if (bonus_filter && (*bonus_filter == '1') != (thrown.total_parts == 4)) continue;
                pairs.push_back({all[i], o.outcome});
            }
        cg_workload(
            [](void* p, result& r) {
                for (const auto& [s, t] : *static_cast<decltype(pairs)*>(p)) {
                    r.checksum += pachisi::enumerate_plays(s, t).size();
                    ++r.items;
                }
            },
            &pairs, out);
    } else {
        std::fprintf(stderr, "unknown workload '%.*s' (games, legal, enumerate; naive for shg)\n", static_cast<int>(workload.size()),
                     workload.data());
        return 2;
    }
    print(out);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
#ifdef PACHISI_BENCH_DYNAMIC
    return workload_main(argc, argv, "games|legal|enumerate",
                         []<class T>(std::string_view workload, std::uint64_t n) { return run<T>(workload, n); },
                         [](auto&& f) { pachisi_bench::for_each_preset_twin(f); });
#else
    return workload_main(argc, argv, "games|legal|enumerate",
                         []<class R>(std::string_view workload, std::uint64_t n) { return run<R>(workload, n); });
#endif
}

#else  // PACHISI_BENCH_ONE_DIE: the one-die presets only (with PACHISI_BENCH_DYNAMIC: their dynamic twins only)
namespace {

// T: a one-die preset, or its pachisi_bench::dynamic_twin (the same games, played by the rule set with
// options at run time).
template <class T>
int run_one_die(std::string_view workload, std::uint64_t n) {
    using R = pachisi_bench::rules_for<T>;
    result out;
    if (workload == "games") {
        struct input {
            std::uint64_t games;
        } in{n};
        cg_workload(
            [](void* p, result& r) {
                pachisi_bench::playout_totals totals;
                const auto games = static_cast<int>(static_cast<input*>(p)->games);
                if (!pachisi_bench::play_batch<T>(totals, games)) std::abort();
                r.items = totals.games;
                r.decisions = totals.actions;
                r.checksum = totals.hash ^ totals.actions;
            },
            &in, out);
    } else if (workload == "legal") {
        std::vector<pachisi::state<R>> states = pachisi_bench::one_die_decision_points<T>(static_cast<std::size_t>(n));
        cg_workload(
            [](void* p, result& r) {
                pachisi::action_list<R> actions;  // refilled by each call, as a playout loop does
                for (const auto& s : *static_cast<std::vector<pachisi::state<R>>*>(p)) {
                    pachisi::legal_actions(s, actions);
                    r.checksum += actions.size();
                    ++r.items;
                }
            },
            &states, out);
    } else {
        std::fprintf(stderr, "unknown workload '%.*s' (games, legal)\n", static_cast<int>(workload.size()), workload.data());
        return 2;
    }
    print(out);
    return 0;
}

// The names this build serves: the compile-time presets, or (PACHISI_BENCH_DYNAMIC) their dynamic twins,
// in a program of their own so that neither changes how g++ compiles the other's workloads.
template <class F>
void for_each_served(F&& f) {
#ifdef PACHISI_BENCH_DYNAMIC
    pachisi_bench::for_each_one_die_twin(f);
#else
    pachisi_bench::for_each_one_die_preset(f);
#endif
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
#ifdef PACHISI_BENCH_DYNAMIC
        std::fprintf(stderr, "usage: %s <ludo|ludo_king|parchis|maedn|maedn_openspiel>@dynamic games|legal <n>\n", argv[0]);
#else
        std::fprintf(stderr, "usage: %s <ludo|ludo_king|parchis|maedn|maedn_openspiel> games|legal <n>\n", argv[0]);
#endif
        return 2;
    }
    const std::string_view preset = argv[1];
    int status = -1;
    try {
        for_each_served([&]<class T>() {
            if (preset == pachisi_bench::preset_name<T>) status = run_one_die<T>(argv[2], std::strtoull(argv[3], nullptr, 10));
        });
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    if (status == -1)
        std::fprintf(stderr, "unknown preset '%s' (this program was built with PACHISI_BENCH_ONE_DIE%s)\n", argv[1],
#ifdef PACHISI_BENCH_DYNAMIC
                     " and PACHISI_BENCH_DYNAMIC: it serves <preset>@dynamic"
#else
                     "; <preset>@dynamic needs PACHISI_BENCH_DYNAMIC too"
#endif
        );
    return status == -1 ? 2 : status;
}
#endif
