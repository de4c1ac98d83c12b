// A whole four-player game of pachisi, taken from vcpkg: four bots play the SHG preset from a fixed
// seed, so every run plays the same game; it prints the game's last line and the ranking.
// Exit code 0 when the game ended with a winner.
#include <pachisi/pachisi.hpp>

#include <array>
#include <cstdint>
#include <iostream>
#include <random>

int main() {
    using rules = pachisi::shg;
    constexpr std::uint64_t seed = 7;
    std::mt19937_64 rng(seed);
    const std::array<pachisi::any_bot, 4> bots{*pachisi::any_bot::named("greedy"), *pachisi::any_bot::named("random"),
                                               *pachisi::any_bot::named("greedy"), *pachisi::any_bot::named("random")};

    auto s = pachisi::new_game<rules>({.players = 4});  // the opening throw decides who starts
    int decisions = 0;
    while (!pachisi::is_over(s) && decisions < 100000) {
        if (pachisi::is_chance_node(s)) {
            pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
        } else {
            pachisi::apply(s, bots[s.mover].choose(s, rng));
            ++decisions;
        }
    }

    std::cout << "pachisi " << pachisi::version_string << " from vcpkg: shg, seed " << seed << ", "
              << decisions << " decisions: " << pachisi::summary(s) << '\n'
              << pachisi::to_string(pachisi::rank(s, rng));
    return pachisi::is_over(s) && pachisi::winners(s) != 0 ? 0 : 1;
}
