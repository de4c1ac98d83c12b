// pachisi's maedn_openspiel and OpenSpiel's own `maedn` (C++), timed side by side in one program, so that
// the ratio is measured on the machine at hand instead of against a figure written down once (issue 44).
// Built and run by bench/openspiel_side_by_side.sh, which builds OpenSpiel into build/openspiel (the
// sources: ../shared/tools/openspiel); not a CMake target, since it needs OpenSpiel.
//
//   games/<side>          random 4-player games from the initial state to the end, a fresh game per
//                         iteration (items = games): the die drawn uniformly, then a legal action drawn
//                         uniformly, both sides written alike, each with a std::mt19937_64 and the same
//                         draw (pachisi::uniform_below). Each side plays its own random games.
//   legal_actions/<side>  the legal actions of 4,096 decision positions taken from random 4-player
//                         games, the same positions on both sides (items = positions). OpenSpiel's are
//                         rebuilt from its public observation (FromObservationTensor) and checked to
//                         offer the ids ours map to.
//
// Run with --benchmark_repetitions=N --benchmark_enable_random_interleaving=true (the script does): the
// summary at the end gives each side's median items/s over the rounds and the ratio pachisi / OpenSpiel.
#include <open_spiel/games/maedn/maedn.h>
#include <open_spiel/spiel.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

#include <pachisi/agents/openspiel_maedn.hpp>
#include <pachisi/engine/chance.hpp>
#include <pachisi/engine/play.hpp>
#include <pachisi/rules/one_die_presets.hpp>

namespace {

using rules = pachisi::maedn_openspiel;
namespace os = open_spiel::maedn;

constexpr int players = 4;
constexpr std::uint64_t games_seed = 20260044;
constexpr std::uint64_t positions_seed = 44;
constexpr std::size_t position_count = 4096;

std::shared_ptr<const open_spiel::Game> openspiel_game() {
    static const auto game = open_spiel::LoadGame("maedn", {{"players", open_spiel::GameParameter(players)}});
    return game;
}

void games_openspiel(benchmark::State& st) {
    const auto game = openspiel_game();
    std::mt19937_64 rng(games_seed);
    std::int64_t games = 0, decisions = 0;
    for (auto _ : st) {
        auto s = game->NewInitialState();
        while (!s->IsTerminal()) {
            if (s->IsChanceNode()) {
                s->ApplyAction(static_cast<open_spiel::Action>(pachisi::uniform_below(rng, 6)));  // outcome k: face k + 1
            } else {
                const std::vector<open_spiel::Action> legal = s->LegalActions();
                s->ApplyAction(legal[pachisi::uniform_below(rng, legal.size())]);
                ++decisions;
            }
        }
        ++games;
    }
    st.SetItemsProcessed(games);
    st.counters["decisions/game"] = static_cast<double>(decisions) / static_cast<double>(games);
}

void games_pachisi(benchmark::State& st) {
    std::mt19937_64 rng(games_seed);
    std::int64_t games = 0, decisions = 0;
    for (auto _ : st) {
        auto s = pachisi::new_game<rules>({.players = players});
        while (!pachisi::is_over(s)) {
            if (pachisi::is_chance_node(s)) {
                pachisi::apply_throw(s, pachisi::throw_outcome{static_cast<std::uint8_t>(pachisi::uniform_below(rng, 6) + 1), 0});
            } else {
                const auto legal = pachisi::legal_actions(s);
                pachisi::apply(s, legal[pachisi::uniform_below(rng, legal.size())]);
                ++decisions;
            }
        }
        benchmark::DoNotOptimize(s);
        ++games;
    }
    st.SetItemsProcessed(games);
    st.counters["decisions/game"] = static_cast<double>(decisions) / static_cast<double>(games);
}

// The same decision positions for both sides: every 7th decision of random 4-player games played in
// lockstep (same die, same choice), ours as states, OpenSpiel's rebuilt without history from its
// observation. Empty (with a message) if the two sides ever offer different ids.
struct positions {
    std::vector<pachisi::state<rules>> ours;
    std::vector<std::unique_ptr<open_spiel::State>> theirs;
    std::string problem;
};

const positions& shared_positions() {
    static const positions p = [] {
        positions out;
        const auto game = openspiel_game();
        std::mt19937_64 rng(positions_seed);
        std::vector<float> tensor(static_cast<std::size_t>(os::kStateEncodingSize));
        long decision = 0;
        while (out.ours.size() < position_count && out.problem.empty()) {
            auto s = pachisi::new_game<rules>({.players = players});
            auto t = game->NewInitialState();
            while (!pachisi::is_over(s) && out.ours.size() < position_count) {
                if (pachisi::is_chance_node(s)) {
                    const auto face = static_cast<std::uint8_t>(pachisi::uniform_below(rng, 6) + 1);
                    pachisi::apply_throw(s, pachisi::throw_outcome{face, 0});
                    t->ApplyAction(face - 1);
                    continue;
                }
                const auto legal = pachisi::legal_actions(s);
                std::vector<open_spiel::Action> ids;
                for (const auto& a : legal) ids.push_back(pachisi::openspiel_maedn_id(s, a));
                std::sort(ids.begin(), ids.end());
                if (ids != t->LegalActions()) {
                    out.problem = "the two sides offer different legal actions (run tests/openspiel/run)";
                    break;
                }
                if (decision++ % 7 == 0) {
                    t->ObservationTensor(0, absl::MakeSpan(tensor));
                    auto copy = game->NewInitialState();
                    // prev_player and prev_dice matter only to the next throw, not to LegalActions.
                    static_cast<os::MaednState&>(*copy).FromObservationTensor(0, absl::MakeSpan(tensor), t->CurrentPlayer(), 0);
                    if (copy->LegalActions() != ids) {
                        out.problem = "a position rebuilt from OpenSpiel's observation offers other actions";
                        break;
                    }
                    out.ours.push_back(s);
                    out.theirs.push_back(std::move(copy));
                }
                const auto a = legal[pachisi::uniform_below(rng, legal.size())];
                t->ApplyAction(pachisi::openspiel_maedn_id(s, a));
                pachisi::apply(s, a);
            }
        }
        if (!out.problem.empty()) out.ours.clear(), out.theirs.clear();
        return out;
    }();
    return p;
}

void legal_actions_openspiel(benchmark::State& st) {
    const positions& p = shared_positions();
    if (!p.problem.empty()) return st.SkipWithError(p.problem.c_str());
    std::int64_t actions = 0;
    for (auto _ : st) {
        for (const auto& s : p.theirs) {
            const std::vector<open_spiel::Action> legal = s->LegalActions();
            benchmark::DoNotOptimize(legal.data());
            actions += static_cast<std::int64_t>(legal.size());
        }
    }
    st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations()) * static_cast<std::int64_t>(p.theirs.size()));
    st.counters["actions/position"] = static_cast<double>(actions) / static_cast<double>(st.iterations()) / static_cast<double>(p.theirs.size());
}

void legal_actions_pachisi(benchmark::State& st) {
    const positions& p = shared_positions();
    if (!p.problem.empty()) return st.SkipWithError(p.problem.c_str());
    std::int64_t actions = 0;
    for (auto _ : st) {
        for (const auto& s : p.ours) {
            const auto legal = pachisi::legal_actions(s);
            benchmark::DoNotOptimize(legal);
            actions += static_cast<std::int64_t>(legal.size());
        }
    }
    st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations()) * static_cast<std::int64_t>(p.ours.size()));
    st.counters["actions/position"] = static_cast<double>(actions) / static_cast<double>(st.iterations()) / static_cast<double>(p.ours.size());
}

// The console output as usual (colours only on a terminal), and each round's items/s kept for the summary.
class summary_reporter : public benchmark::ConsoleReporter {
public:
    summary_reporter() : ConsoleReporter(isatty(STDOUT_FILENO) ? OO_ColorTabular : OO_Tabular) {}
    void ReportRuns(const std::vector<Run>& runs) override {
        ConsoleReporter::ReportRuns(runs);
        for (const Run& r : runs) {
            if (r.run_type != Run::RT_Iteration || r.error_occurred) continue;
            const auto it = r.counters.find("items_per_second");
            if (it != r.counters.end()) rounds[r.run_name.function_name].push_back(it->second.value);
        }
    }
    std::map<std::string, std::vector<double>> rounds;
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

}  // namespace

int main(int argc, char** argv) {
    benchmark::RegisterBenchmark("games/openspiel", games_openspiel)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("games/pachisi", games_pachisi)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("legal_actions/openspiel", legal_actions_openspiel)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("legal_actions/pachisi", legal_actions_pachisi)->Unit(benchmark::kMicrosecond);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    summary_reporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();

    bool complete = true;
    std::cout << '\n' << std::fixed << std::setprecision(0);
    for (const std::string what : {"games", "legal_actions"}) {
        const auto& ours = reporter.rounds[what + "/pachisi"];
        const auto& theirs = reporter.rounds[what + "/openspiel"];
        if (ours.empty() || theirs.empty()) {
            complete = false;
            continue;
        }
        const double a = median(ours), b = median(theirs);
        std::vector<double> ratios;  // round i of one side over round i of the other
        for (std::size_t i = 0; i < std::min(ours.size(), theirs.size()); ++i) ratios.push_back(ours[i] / theirs[i]);
        const char* unit = what == "games" ? "games/s" : "positions/s";
        std::cout << "side by side, " << what << " (median of " << ours.size() << " and " << theirs.size() << " rounds): pachisi "
                  << a << ' ' << unit << ", OpenSpiel " << b << ' ' << unit << ": ratio " << std::setprecision(2) << a / b
                  << "x (rounds " << *std::min_element(ratios.begin(), ratios.end()) << "x.."
                  << *std::max_element(ratios.begin(), ratios.end()) << "x)\n"
                  << std::setprecision(0);
    }
    return complete ? 0 : 1;
}
