// perft: the number of action sequences of a fixed length from a position, counting chance outcomes
// (each throw outcome once, whatever its probability) and decisions alike; a sequence that reaches
// the end of the game stops there (pachisi::perft). From the initial position (new game, 4 players,
// seat 0 to throw) and from three middle-game positions of each preset's throw corpus.
// One item = one leaf (sequence counted). The counts at every depth up to the benchmarked one are
// checked (the lower depths once, untimed) against the table below, which README.md publishes.
//
//   bench_perft [benchmark options]     run the benchmarks
//   bench_perft --print_table           compute the counts and print the README table (nothing timed)
#include <array>
#include <cstdint>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "bench_support.hpp"

namespace {

struct perft_case {
    std::string_view position;               // "initial", or a state in notation
    std::vector<std::uint64_t> counts;       // depth 1, 2, ...: the last one is the benchmarked depth
};

template <class R>
std::vector<perft_case> cases() {
    if constexpr (std::is_same_v<R, pachisi::shg>)
        return {
            {"initial", {21, 21, 321, 441, 4951, 11271, 78641, 226451, 1280724}},
            {"49,40,11,0/69,35,7,0/31,24,13,1/50,19,13,0 2 throw partners=1", {21, 140, 613, 7997, 40384, 206214, 2394805}},
            {"25,11,1,0/45,44,33,24/32,30,19,0/38,33,19,16 0 throw partners=1", {21, 101, 303, 5168, 34016, 150070, 1562521}},
            {"37,1,0,0/15,11,6,0/19,0,0,0/28,24,22,21 3 throw", {21, 168, 800, 11230, 37484, 211497, 1983338}},
        };
    else if constexpr (std::is_same_v<R, pachisi::cardinal>)
        return {
            {"initial", {21, 21, 321, 441, 4966, 8586, 78476, 162326, 1263386}},
            {"10,9,6,1/34,23,22,3/45,45,22,9/25,20,1,0 2 throw", {21, 153, 1205, 11562, 72048, 516330}},
            {"68,54,50,0/48,30,16,9/72,7,0,0/40,7,6,0 3 throw", {21, 146, 1147, 10776, 74159, 630687}},
            {"67,8,3,1/27,0,0,0/26,12,5,3/41,32,1,1 3 throw doublets=2", {21, 153, 1273, 14697, 121098, 932794}},
        };
    else if constexpr (std::is_same_v<R, pachisi::american>)
        return {
            {"initial", {21, 21, 322, 462, 5015, 8709, 80244, 159756, 1286264}},
            {"120,4,0,0/61,12,11,0/57,0,0,0/37,19,1,0 0 throw", {21, 80, 212, 3385, 21017, 94194, 1337060}},
            {"75,25,17,0/51,0,0,0/133,17,10,0/27,27,0,0 0 throw", {21, 116, 405, 6490, 20307, 66565, 739296}},
            {"130,57,23,22/72,72,72,58/48,3,1,0/72,72,2,0 1 throw doublets=1", {21, 42, 90, 966, 5184, 17858, 306898, 899222}},
        };
    else if constexpr (std::is_same_v<R, pachisi::traditional>)
        return {
            {"initial", {7, 10, 70, 121, 757, 1492, 8581, 19486, 97889, 258165, 1138243, 3363024}},
            {"43,5,0,0/46,0,0,0/32,0,0,0/61,41,32,6 3 throw partners=1 turns=15 captured=4",
             {7, 36, 72, 324, 1374, 3207, 11099, 41581, 111069, 356564, 1213642, 3589437}},
            {"77,43,16,0/84,55,50,18/112,56,4,0/74,3,0,0 3 throw partners=1 turns=15 captured=7",
             {7, 30, 66, 222, 987, 3070, 9042, 34171, 121293, 386932, 1351018}},
            {"72,0,0,0/63,28,5,0/52,21,0,0/28,24,0,0 2 throw partners=2 turns=15 captured=8",
             {7, 24, 51, 177, 683, 2019, 5929, 19777, 68023, 205344, 661010, 2191112}},
        };
    else
        return {
            {"initial", {8, 11, 88, 145, 1052, 2045, 13336, 30664, 176039, 477164, 2431534}},
            {"29,10,7,0/46,9,4,0/129,9,6,5/67,4,1,0 3 throw partners=1 turns=15 captured=4",
             {8, 39, 85, 314, 1492, 4802, 14829, 61795, 233342, 736104}},
            {"31,8,1,0/71,67,36,30/111,84,69,29/74,54,29,23 1 throw partners=2 turns=15 captured=12",
             {8, 48, 96, 480, 2480, 6370, 26337, 124487, 377562, 1424992}},
            {"39,1,0,0/100,30,4,1/67,30,0,0/20,0,0,0 1 throw partners=2 turns=15",
             {8, 40, 80, 400, 1874, 4498, 17390, 74086, 201740, 711496}},
        };
}

template <class R>
pachisi::state<R> position_of(std::string_view text) {
    return text == "initial" ? pachisi::new_game<R>({.players = 4, .first_seat = 0}) : pachisi::parse_state<R>(text);
}

template <class R>
void perft(benchmark::State& state, const perft_case& c) {
    pachisi_bench::guarded(state, [&](benchmark::State& st) {
        const auto s = position_of<R>(c.position);
        const int depth = static_cast<int>(c.counts.size());
        for (int d = 1; d < depth; ++d) {
            const std::uint64_t n = pachisi::perft(s, d);
            if (n != c.counts[static_cast<std::size_t>(d - 1)]) {
                pachisi_bench::verify(st, "depth" + std::to_string(d), n, c.counts[static_cast<std::size_t>(d - 1)]);
                return;
            }
        }
        std::uint64_t count = 0;
        for (auto _ : st) {
            count = pachisi::perft(s, depth);
            benchmark::DoNotOptimize(count);
        }
        st.SetItemsProcessed(static_cast<std::int64_t>(count * static_cast<std::uint64_t>(st.iterations())));
        st.counters["depth"] = depth;
        pachisi_bench::verify(st, "count", count, c.counts.back());
    });
}

void print_table() {
    std::cout << "| preset | position | depth 1, 2, ... (the last one is benchmarked) |\n|---|---|---|\n";
    pachisi_bench::for_each_preset([]<class R>() {
        for (const auto& c : cases<R>()) {
            const auto s = position_of<R>(c.position);
            std::cout << "| " << pachisi_bench::preset_name<R> << " | `" << c.position << "` | ";
            for (std::size_t d = 1; d <= c.counts.size(); ++d) {
                const std::uint64_t n = pachisi::perft(s, static_cast<int>(d));
                std::cout << (d > 1 ? ", " : "") << n << (n == c.counts[d - 1] ? "" : " (table: " + std::to_string(c.counts[d - 1]) + ")");
            }
            std::cout << " |\n";
        }
    });
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && !std::strcmp(argv[1], "--print_table")) {
        print_table();
        return 0;
    }
    return pachisi_bench::run_main(argc, argv, []<class R>() {
        const std::string preset(pachisi_bench::preset_name<R>);
        static const auto table = cases<R>();
        for (std::size_t i = 0; i < table.size(); ++i) {
            const std::string name = "perft/" + preset + "/" + (i == 0 ? std::string("initial") : "middle" + std::to_string(i)) +
                                     "/depth:" + std::to_string(table[i].counts.size());
            benchmark::RegisterBenchmark(name.c_str(), perft<R>, table[i])->Unit(benchmark::kMillisecond)->MinTime(0.5);
        }
    });
}
