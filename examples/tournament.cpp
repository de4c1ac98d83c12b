// A tournament: for every preset, N two-player games for each pairing of bots, with the win rate of
// the first bot and its 95% Wilson confidence interval. A bot no better than its opponent wins about
// half its games; an interval entirely above 50% shows it is clearly stronger.
//
//     tournament [games-per-pairing] [seed]       (defaults: 100 1)
//     tournament --help
//
// The two bots swap sides every game (seats 0 and 2, docs/rules.md §2.4; traditional rules: seats 0+2
// against 1+3), and the opening throw decides who starts, so neither gains from the seat.
// Bots: pachisi/agents/bots.hpp.

#include <pachisi/agents/bots.hpp>
#include <pachisi/pachisi.hpp>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <random>
#include <string>
#include <string_view>
#include <utility>

#include <pachisi/rules/registry.hpp>

namespace {

// Plays one game between bot `a`, playing the side of seat a_seat, and bot `b` playing the other;
// true if `a` wins. A side is a seat, or with partners a team (traditional rules: with two players
// each player holds two seats).
template <class R>
bool a_wins(const pachisi::any_bot& a, const pachisi::any_bot& b, bool a_first, std::mt19937_64& rng) {
    auto s = pachisi::new_game<R>({.players = 2});
    // The two sides: the lowest seat in play, and the first seat not on its side.
    int other = 1;
    while (!pachisi::in_play(s, other) || pachisi::are_partners(s, 0, other)) ++other;
    const int a_seat = a_first ? 0 : other;
    const auto on_a_side = [&](int seat) { return seat == a_seat || pachisi::are_partners(s, seat, a_seat); };
    while (!pachisi::is_over(s)) {
        if (pachisi::is_chance_node(s)) pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
        else pachisi::apply(s, (on_a_side(s.mover) ? a : b).choose(s, rng));
    }
    return pachisi::places(s)[static_cast<std::size_t>(a_seat)] == 1;  // the standings of docs/rules.md §7
}

// The 95% Wilson score interval of a proportion of `wins` in `n` trials.
std::pair<double, double> wilson(int wins, int n) {
    const double z = 1.959964, p = static_cast<double>(wins) / n, z2n = z * z / n;
    const double centre = (p + z2n / 2) / (1 + z2n);
    const double half = z / (1 + z2n) * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n));
    return {centre - half, centre + half};
}

}  // namespace

constexpr std::string_view usage =
    "usage: tournament [games-per-pairing] [seed]    bots against each other in every preset (defaults: 100 1)\n"
    "       tournament --help                        this text\n"
    "Prints the first bot's win rate of each pairing with its 95% confidence interval.\n";

// A whole number written in digits only, at most 18 of them; -1 otherwise.
long long whole_number(std::string_view text) {
    if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string_view::npos) return -1;
    return std::stoll(std::string(text));
}

int main(int argc, char** argv) {
    if (argc > 1 && (std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h")) {
        std::cout << usage;
        return 0;
    }
    const long long games_given = argc > 1 ? whole_number(argv[1]) : 100;
    const long long seed_given = argc > 2 ? whole_number(argv[2]) : 1;
    if (argc > 3 || games_given < 1 || games_given > 1000000 || seed_given < 0) {
        std::cerr << "tournament: give the games per pairing (1 to 1000000) and a seed, both whole numbers\n" << usage;
        return 2;
    }
    const int games = static_cast<int>(games_given);
    const auto seed = static_cast<std::uint64_t>(seed_given);
    const std::pair<const char*, const char*> pairings[] = {
        {"greedy", "random"}, {"expectimax", "random"}, {"expectimax", "greedy"}};

    std::printf("%d two-player games per pairing, seed %llu; win rate of the first bot, 95%% Wilson interval\n\n",
                games, static_cast<unsigned long long>(seed));
    std::printf("%-12s %-20s %9s %7s  %-16s %s\n", "preset", "pairing", "wins", "rate", "interval", "time");
    pachisi::for_each_preset([&](auto preset) {
        using R = typename decltype(preset)::rules;
        for (const auto& [first, second] : pairings) {
            const auto a = *pachisi::any_bot::named(first);
            const auto b = *pachisi::any_bot::named(second);
            std::mt19937_64 rng(seed);  // every pairing sees the same stream of dice
            const auto start = std::chrono::steady_clock::now();
            int wins = 0;
            for (int game = 0; game < games; ++game) wins += a_wins<R>(a, b, game % 2 == 0, rng);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            const auto [low, high] = wilson(wins, games);
            const std::string pairing = std::string(first) + " v " + second;
            std::printf("%-12s %-20s %4d/%-4d %6.1f%%  [%5.1f%%, %5.1f%%] %5.1fs%s\n", std::string(preset.name).c_str(),
                        pairing.c_str(), wins, games, 100.0 * wins / games, 100 * low, 100 * high, seconds,
                        low > 0.5 ? "  stronger" : "");
        }
    });
    return 0;
}
