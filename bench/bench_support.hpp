// Shared by pachisi's benchmarks and by bench/make_corpus.cpp: the presets benchmarked, a portable
// random generator with exact integer sampling, the random playout, and reading the corpus files.
//
// Everything random here is defined bit for bit (xorshift64*, rejection sampling, chance outcomes
// drawn from their exact fractions), so a corpus and a checksum are the same with every compiler
// and standard library. std::uniform_*_distribution is not used: its output is not specified.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pachisi/pachisi.hpp>

namespace pachisi_bench {

// The requirement of the issue: the state of a 4-colour, 4-pawn preset fits in 64 bytes.
static_assert(sizeof(pachisi::state<pachisi::shg<>>) <= 64, "a 4-colour, 4-pawn state must fit in 64 bytes");
static_assert(sizeof(pachisi::state<pachisi::cardinal>) <= 64 && sizeof(pachisi::state<pachisi::american>) <= 64);
static_assert(sizeof(pachisi::state<pachisi::traditional>) <= 64 && sizeof(pachisi::state<pachisi::traditional7>) <= 64);

// ---- presets --------------------------------------------------------------------------------------

template <class R>
inline constexpr std::string_view preset_name = "?";
template <>
inline constexpr std::string_view preset_name<pachisi::shg<>> = "shg";
template <>
inline constexpr std::string_view preset_name<pachisi::cardinal> = "cardinal";
template <>
inline constexpr std::string_view preset_name<pachisi::american> = "american";
template <>
inline constexpr std::string_view preset_name<pachisi::traditional> = "traditional";
template <>
inline constexpr std::string_view preset_name<pachisi::traditional7> = "traditional7";

// Calls f.template operator()<R>() for every benchmarked preset, in table order.
template <class F>
void for_each_preset(F&& f) {
    f.template operator()<pachisi::shg<>>();
    f.template operator()<pachisi::cardinal>();
    f.template operator()<pachisi::american>();
    f.template operator()<pachisi::traditional>();
    f.template operator()<pachisi::traditional7>();
}

// ---- random numbers -------------------------------------------------------------------------------

// xorshift64* (Vigna 2016), seeded through splitmix64 so that any seed, 0 included, is fine.
class rng {
public:
    explicit constexpr rng(std::uint64_t seed) noexcept {
        std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        state_ = z ? z : 0x2545F4914F6CDD1DULL;
    }
    constexpr std::uint64_t next() noexcept {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 0x2545F4914F6CDD1DULL;
    }
    // Uniform in [0, n), n > 0, without bias: draws below 2^64 mod n are rejected.
    constexpr std::uint64_t below(std::uint64_t n) noexcept {
        const std::uint64_t reject = (0 - n) % n;  // 2^64 mod n
        for (;;) {
            const std::uint64_t r = next();
            if (r >= reject) return r % n;
        }
    }

private:
    std::uint64_t state_;
};

// A chance outcome drawn with its exact probability: one integer draw below the common denominator,
// from the library's table (pachisi::throw_weights) at a throw. The draw is the harness's own generator,
// so the corpus and the checksums do not depend on the library's uniform_below.
template <class R>
pachisi::throw_outcome sample_chance(const pachisi::state<R>& s, rng& random) {
    if (s.phase == pachisi::stage::throw_) {
        return pachisi::throw_by_draw<R>[random.below(pachisi::throw_weights<R>.denominator)];
    }
    const auto opening = pachisi::chance_weights_of(s);
    return opening.pick(random.below(opening.denominator));
}

// ---- random playouts ------------------------------------------------------------------------------

struct playout_totals {
    std::uint64_t games = 0;
    std::uint64_t throws = 0;   // dice or cowrie throws (apply_throw at stage throw; the opening aside)
    std::uint64_t actions = 0;  // decisions applied (apply), `pass`, `throw` and `refuse` included
    std::uint64_t hash = 0;     // mixes every chance outcome and action chosen: a fingerprint of the games
};

// The random policy. Uniform over the legal actions by default (what the playout benchmark measures);
// `throw_in_8` = k > 0 makes a traditional seat at stage `ready` throw with probability k/8 and refuse
// otherwise (the corpus uses 7: a uniform seat refuses half the time, which makes dull, long games).
struct policy {
    unsigned throw_in_8 = 0;
};

// Longest game a playout allows; a game reaching it is reported as an error (it never happens).
inline constexpr std::uint64_t max_steps_per_game = 10'000'000;

inline constexpr std::uint64_t mix(std::uint64_t h, std::uint64_t v) noexcept {
    return (h ^ v) * 0x100000001B3ULL + (h >> 29);
}

// Plays s to the end of the game. visit(s) is called at every node before it is played
// (chance nodes and decision nodes alike). Returns false if the game was cut at max_steps_per_game.
template <class R, class Visit>
bool play_out(pachisi::state<R>& s, rng& random, playout_totals& totals, policy how, Visit&& visit) {
    pachisi::tracked_state<R> game(s);  // keeps who stands where from one decision to the next
    pachisi::action_list<R> actions;    // one list for the whole game
    bool listed = false;                // actions already holds the legal actions (from apply_throw)
    for (std::uint64_t step = 0; step < max_steps_per_game; ++step) {
        const pachisi::state<R>& now = game.get();
        if (pachisi::is_over(now)) {
            ++totals.games;
            s = now;
            return true;
        }
        visit(now);
        if (pachisi::is_chance_node(now)) {
            const auto t = sample_chance(now, random);
            totals.throws += now.phase == pachisi::stage::throw_;
            totals.hash = mix(totals.hash, static_cast<std::uint64_t>(t.a) * 8 + t.b);
            (void)game.apply_throw(t, actions);
            listed = true;
            continue;
        }
        if (!listed) game.legal_actions(actions);
        listed = false;
        std::size_t pick = 0;
        if (how.throw_in_8 && now.phase == pachisi::stage::ready) {
            const bool roll = random.below(8) < how.throw_in_8;
            while (pick < actions.size() && (actions[pick].kind == pachisi::action_kind::roll) != roll) ++pick;
        } else {
            pick = static_cast<std::size_t>(random.below(actions.size()));
        }
        const pachisi::action a = actions[pick];
        totals.hash = mix(totals.hash, pick);
        ++totals.actions;
        (void)game.apply(a);
    }
    s = game.get();
    return false;
}

// The playout batch of the benchmark (and of the checksum in the corpus header): `games` 4-player
// games, game g from a fresh rng(seed + g). Fixed games make the totals of one batch a checksum.
inline constexpr std::uint64_t playout_seed = 20240601;
inline constexpr int playout_games = 16;

template <class R>
bool play_batch(playout_totals& totals, int games = playout_games, std::uint64_t seed = playout_seed) {
    for (int g = 0; g < games; ++g) {
        rng random(seed + static_cast<std::uint64_t>(g));
        auto s = pachisi::new_game<R>({.players = 4});
        if (!play_out(s, random, totals, policy{}, [](const auto&) {})) return false;
    }
    return true;
}

// ---- corpus files ---------------------------------------------------------------------------------
//
// bench/corpus/<preset>.txt         decision points (stage play, and ready for traditional), one a line
// bench/corpus/<preset>_throws.txt  chance nodes at stage throw, one a line
// Lines starting with '#' are comments; "# key=value key=value" lines form the header.

// The corpus directory: $PACHISI_BENCH_CORPUS if set, else bench/corpus beside this file's source.
inline std::string corpus_dir() {
    if (const char* env = std::getenv("PACHISI_BENCH_CORPUS"); env && *env) return env;
    std::string here = __FILE__;
    const auto slash = here.find_last_of("/\\");
    return (slash == std::string::npos ? std::string(".") : here.substr(0, slash)) + "/corpus";
}

inline std::string corpus_path(std::string_view preset, std::string_view suffix = "") {
    return corpus_dir() + "/" + std::string(preset) + std::string(suffix) + ".txt";
}

template <class R>
struct corpus {
    std::string path;
    std::map<std::string, std::string, std::less<>> header;
    std::vector<pachisi::state<R>> states;

    // A header value as an integer; throws if missing.
    [[nodiscard]] std::uint64_t number(std::string_view key) const {
        const auto it = header.find(key);
        if (it == header.end()) throw std::runtime_error(path + ": header has no '" + std::string(key) + "'");
        return std::stoull(it->second, nullptr, 0);
    }
};

template <class R>
corpus<R> load_corpus(const std::string& path) {
    corpus<R> c;
    c.path = path;
    std::ifstream in(path);
    if (!in)
        throw std::runtime_error("cannot open " + path +
                                 " (run bench/make_corpus, or set PACHISI_BENCH_CORPUS to the corpus directory)");
    std::string line;
    std::size_t number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty()) continue;
        if (line[0] == '#') {
            std::size_t i = 1;
            while (i < line.size()) {
                while (i < line.size() && line[i] == ' ') ++i;
                const std::size_t start = i;
                while (i < line.size() && line[i] != ' ') ++i;
                const std::string word = line.substr(start, i - start);
                const auto eq = word.find('=');
                if (eq != std::string::npos && eq > 0) c.header[word.substr(0, eq)] = word.substr(eq + 1);
            }
            continue;
        }
        try {
            c.states.push_back(pachisi::parse_state<R>(line));
        } catch (const std::exception& e) {
            throw std::runtime_error(path + ":" + std::to_string(number) + ": " + e.what());
        }
    }
    return c;
}

// Fingerprint of an action list (the checksum of the generator beside the count).
template <class List>
std::uint64_t hash_actions(std::uint64_t h, const List& actions) {
    for (const pachisi::action& a : actions) {
        const std::uint64_t packed = static_cast<std::uint64_t>(a.kind) | static_cast<std::uint64_t>(a.from) << 8 |
                                     static_cast<std::uint64_t>(a.tag) << 16 | static_cast<std::uint64_t>(a.steps) << 24 |
                                     static_cast<std::uint64_t>(a.to) << 32 | static_cast<std::uint64_t>(a.group) << 40;
        h = mix(h, packed);
    }
    return mix(h, actions.size());
}

inline std::string hex(std::uint64_t v) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string out = "0x";
    for (int shift = 60; shift >= 0; shift -= 4) out += digits[(v >> shift) & 15U];
    return out;
}

// ---- for the benchmark programs ------------------------------------------------------------------

// A corpus file of preset R, read once per program (the benchmarks of one preset share it).
template <class R>
const corpus<R>& cached_corpus(std::string_view suffix) {
    static std::map<std::string, corpus<R>, std::less<>> loaded;
    const std::string path = corpus_path(preset_name<R>, suffix);
    auto it = loaded.find(path);
    if (it == loaded.end()) it = loaded.emplace(path, load_corpus<R>(path)).first;
    return it->second;
}
template <class R>
const corpus<R>& decision_corpus() {
    return cached_corpus<R>("");
}
template <class R>
const corpus<R>& throw_corpus() {
    return cached_corpus<R>("_throws");
}

}  // namespace pachisi_bench

#ifndef PACHISI_BENCH_NO_BENCHMARK
#include <benchmark/benchmark.h>

namespace pachisi_bench {

// Runs body(state); an exception (a missing corpus, say) becomes SkipWithError.
template <class Body>
void guarded(benchmark::State& state, Body&& body) {
    try {
        body(state);
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
    }
}

// Reports a checksum as a counter and skips with an error when it differs from the expected value.
inline bool verify(benchmark::State& state, std::string_view what, std::uint64_t got, std::uint64_t expected) {
    state.counters[std::string(what)] = static_cast<double>(got);
    if (got == expected) return true;
    const std::string message = "checksum " + std::string(what) + " is " + std::to_string(got) + ", expected " +
                                std::to_string(expected) + " (engine or corpus changed?)";
    state.SkipWithError(message.c_str());
    return false;
}

// CPU time per item, as a counter in seconds (the console shows e.g. "254.1ns"; JSON has 2.541e-07).
inline void per_item(benchmark::State& state, std::string_view name, std::uint64_t items) {
    state.counters[std::string(name)] =
        benchmark::Counter(static_cast<double>(items), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// The usual main(): register(name_prefix) per preset, then Google Benchmark's command line.
template <class Register>
int run_main(int argc, char** argv, Register&& register_preset) {
    for_each_preset(register_preset);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

}  // namespace pachisi_bench
#endif
