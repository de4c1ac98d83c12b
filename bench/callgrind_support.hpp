#pragma once
// What the callgrind workload programs share (callgrind_workload.cpp, callgrind_environment.cpp): the
// measured region, the line they print, and a main that picks the preset by name.
//
// Only the call of `cg_workload` is meant to be counted: bench/callgrind.sh passes
// `--collect-atstart=no --toggle-collect=*cg_workload*`, so reading the corpus or building the
// workload costs nothing. A program prints "items=<k> checksum=<c> decisions=<d>": the script divides
// the instructions by k (and by d where it wants a cost per decision); the checksum keeps the compiler
// from dropping the work and lets a reader compare two runs.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string_view>

#include "bench_support.hpp"  // included first by the programs, after PACHISI_BENCH_NO_BENCHMARK

namespace {

struct result {
    std::uint64_t items = 0;
    std::uint64_t checksum = 0;
    std::uint64_t decisions = 0;  // decisions taken by the workload's games, where it plays games
};

// The measured region. Not inlined, not a template: callgrind finds it by this name.
[[gnu::noinline]] void cg_workload(void (*body)(void*, result&), void* input, result& out) { body(input, out); }

void print(const result& out) {
    std::printf("items=%llu checksum=%llu decisions=%llu\n", static_cast<unsigned long long>(out.items),
                static_cast<unsigned long long>(out.checksum), static_cast<unsigned long long>(out.decisions));
}

// `program <preset> <workload> <n>`: calls run.template operator()<R>(workload, n) for the preset named
// and returns its status (2 for a preset or workload it does not know). The names served are those
// for_each(f) hands f (by default the presets: for_each_preset; the dynamic twins' program passes
// for_each_preset_twin).
struct every_preset {
    template <class F>
    void operator()(F&& f) const {
        pachisi_bench::for_each_preset(f);
    }
};

template <class Run, class ForEach = every_preset>
int workload_main(int argc, char** argv, const char* workloads, Run&& run, ForEach&& for_each = {}) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s <preset> %s <n>\n", argv[0], workloads);
        return 2;
    }
    const std::string_view preset = argv[1];
    const std::string_view workload = argv[2];
    const std::uint64_t n = std::strtoull(argv[3], nullptr, 10);
    int status = -1;
    try {
        for_each([&]<class R>() {
            if (preset == pachisi_bench::preset_name<R>) status = run.template operator()<R>(workload, n);
        });
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    if (status == -1) std::fprintf(stderr, "unknown preset '%s'\n", argv[1]);
    return status == -1 ? 2 : status;
}

}  // namespace
