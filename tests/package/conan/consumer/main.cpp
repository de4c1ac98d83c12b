// A whole two-seat game of Pachisi (shg rules) from pachisi's Conan package: every decision is a
// uniformly random legal action, every throw is drawn with its probability, and the seed is fixed,
// so each run plays the same game. Prints how the game ended and the final ranking.
#include <pachisi/pachisi.hpp>

#include <cstdint>
#include <iostream>
#include <random>

int main() {
    std::mt19937_64 rng(36);
    auto s = pachisi::new_game<pachisi::shg>({.players = 2});
    long throws = 0;
    long actions = 0;
    while (!pachisi::is_over(s)) {
        if (pachisi::is_chance_node(s)) {
            pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
            ++throws;
            continue;
        }
        const auto legal = pachisi::legal_actions(s);
        pachisi::apply(s, legal[static_cast<std::size_t>(pachisi::uniform_below(rng, legal.size()))]);
        if (++actions > 1'000'000) {
            std::cerr << "conan_game: no end after a million actions\n";
            return 1;
        }
    }
    std::cout << "pachisi " << pachisi::version_string << ": " << pachisi::summary(s) << " after " << throws
              << " throws and " << actions << " actions\n"
              << pachisi::to_string(pachisi::rank(s, rng));
    return 0;
}
