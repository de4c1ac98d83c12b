// One bot game of every preset, one line per throw, then the final position and ranking.
// The game loop is the same for every rule set R: only the type changes (pachisi/rules/registry.hpp
// calls play_game once per preset). Bots: pachisi/agents/bots.hpp; pictures: pachisi/text/board_text.hpp.
//
//     all_presets [seed]      (default 1)
//     all_presets --help

#include <pachisi/text/board_text.hpp>
#include <pachisi/agents/bots.hpp>
#include <pachisi/pachisi.hpp>

#include <cstdint>
#include <iostream>
#include <random>
#include <string>
#include <string_view>

#include <pachisi/rules/registry.hpp>

namespace {

// Plays one game to the end and returns false if something is inconsistent.
template <class R>
bool play_game(std::string_view name, std::string_view about, std::uint64_t seed) {
    std::cout << "=== " << name << ": " << about << '\n';
    std::mt19937_64 rng(seed);
    const pachisi::greedy_bot greedy;
    const pachisi::random_bot random;
    // Seats 0 and 2 greedy, seats 1 and 3 random (with traditional rules they are the two teams);
    // the opening throw decides who starts.
    auto s = pachisi::new_game<R>({.players = 4});
    int throws = 0;
    std::string line;
    while (!pachisi::is_over(s)) {
        if (pachisi::is_chance_node(s)) {
            if (!line.empty()) std::cout << line << '\n';
            const bool opening = s.phase == pachisi::stage::opening;
            const pachisi::throw_outcome t = pachisi::sample_chance(s, rng);
            line = opening ? "opening:"
                           : "#" + std::to_string(++throws) + " seat " + std::to_string(s.mover) + " " +
                                 pachisi::throw_text<R>(t) + ":";
            pachisi::apply_throw(s, t);
            if (opening) line += " seat " + std::to_string(s.mover) + " starts";
            continue;
        }
        const pachisi::action a = s.mover % 2 == 0 ? greedy.choose(s, rng) : random.choose(s, rng);
        if (s.phase != pachisi::stage::play) {  // before a throw (traditional rules): throw or refuse
            if (a.kind == pachisi::action_kind::refuse)
                line += "\n   seat " + std::to_string(s.mover) + " refuses to throw";
            pachisi::apply(s, a);
            continue;
        }
        const auto before = s;
        pachisi::apply(s, a);
        line += " " + pachisi::to_string(a);
        if (const std::string what = pachisi::effects(before, s); !what.empty()) line += " (" + what + ")";
    }
    const auto ranking = pachisi::rank(s, rng);
    std::cout << line << "\n\n"
              << pachisi::draw_board(s) << pachisi::summary(s) << "\nranking:\n"
              << pachisi::to_string(ranking) << '\n';
    return (pachisi::winners(s) >> ranking.seats[0]) & 1;  // the winner ranks first
}

}  // namespace

constexpr std::string_view usage =
    "usage: all_presets [seed]     one bot game of every preset, a line per throw (default seed 1)\n"
    "       all_presets --help     this text\n";

int main(int argc, char** argv) {
    const std::string_view first = argc > 1 ? argv[1] : "";
    if (first == "--help" || first == "-h") {
        std::cout << usage;
        return 0;
    }
    std::uint64_t seed = 1;
    if (argc > 2 || (argc == 2 && (first.empty() || first.find_first_not_of("0123456789") != std::string_view::npos ||
                                   first.size() > 19))) {
        std::cerr << "all_presets: expected at most one argument, a whole number as the seed\n" << usage;
        return 2;
    }
    if (argc == 2) seed = std::stoull(argv[1]);
    bool ok = true;
    pachisi::for_each_preset(
        [&](auto p) { ok = play_game<typename decltype(p)::rules>(p.name, p.about, seed) && ok; });
    return ok ? 0 : 1;
}
