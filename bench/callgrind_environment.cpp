// The batched environment's workload for bench/callgrind.sh, in a program of its own (instantiated in
// callgrind_workload.cpp it changed g++'s inlining of the other workloads and moved their counts).
//
//   callgrind_environment <preset> environment <n>   n steps of a batched environment
//                                                    (agents/environment.hpp) of 64 4-player games,
//                                                    seed 1, full observation layout, each game's
//                                                    action drawn by sample_legal_actions (how
//                                                    bench_environment and the Python figures draw)
//   callgrind_environment <preset> information <n>   the same with the information layout
//
// One item is one game's decision: the script compares the instructions per item with those per
// decision of callgrind_workload's games (the learning issue's "within 2x of the playout").
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string_view>
#include <vector>

#define PACHISI_BENCH_NO_BENCHMARK  // a plain program: valgrind counts, nothing is timed
#include "bench_support.hpp"
#include "callgrind_support.hpp"

namespace {

// As many games as bench_environment's middle setting (N = 64): their arrays stay in the caches.
constexpr int games_in_batch = 64;

template <class R>
int run(std::string_view workload, std::uint64_t steps) {
    if (workload != "environment" && workload != "information") {
        std::fprintf(stderr, "unknown workload '%.*s' (environment, information)\n", static_cast<int>(workload.size()),
                     workload.data());
        return 2;
    }
    // Built outside the measured region: only the steps are counted.
    struct input {
        pachisi::batched_environment<R> env;
        std::uint64_t steps;
    } in{pachisi::batched_environment<R>({.num_envs = games_in_batch, .table = {.players = 4}, .seed = 1,
                                           .information_layout = workload == "information"}),
         steps};
    result out;
    cg_workload(
        [](void* p, result& r) {
            auto& [env, count] = *static_cast<input*>(p);
            pachisi::splitmix64 chooser(2);
            std::vector<int> ids(static_cast<std::size_t>(env.num_envs()));
            const auto observation = env.observation();
            for (std::uint64_t k = 0; k < count; ++k) {
                env.sample_legal_actions(chooser, ids);
                env.step(ids);
                // Reads what a learner reads, so that none of it is written in vain.
                r.checksum += static_cast<std::uint64_t>(env.current_player()[0]) +
                              static_cast<std::uint64_t>(observation[k % observation.size()] * 16.0f);
                r.items += ids.size();
            }
            r.decisions = r.items;
        },
        &in, out);
    print(out);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    return workload_main(argc, argv, "environment|information",
                         []<class R>(std::string_view workload, std::uint64_t n) { return run<R>(workload, n); });
}
