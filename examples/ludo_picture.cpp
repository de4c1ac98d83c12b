// The picture of a Ludo game in progress, as an SVG file: the library's own drawing (pachisi::to_svg,
// pachisi/text/board_svg.hpp) of a position reached by four bots. docs/ludo.svg, shown in the README,
// was made with the defaults:
//
//     ludo_picture docs/ludo.svg          (or: ludo_picture FILE [seed] [actions]; no FILE: standard output)
//     ludo_picture --help
//
// The bots play `actions` actions (default 280) of a seeded game (default seed 3), then on to the next
// decision that has a choice, so that the picture shows a die waiting to be played.

#include <pachisi/pachisi.hpp>

#include <cstdint>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <string_view>

constexpr std::string_view usage =
    "usage: ludo_picture [FILE [seed [actions]]]   a Ludo position after `actions` bot actions (default 280,\n"
    "                                              seed 3) drawn as SVG into FILE (none: standard output)\n"
    "       ludo_picture --help                    this text\n";

int main(int argc, char** argv) {
    if (argc > 1 && (std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h")) {
        std::cout << usage;
        return 0;
    }
    std::uint64_t seed = 3;
    int actions = 280;
    try {
        if (argc > 2) seed = std::stoull(argv[2]);
        if (argc > 3) actions = std::stoi(argv[3]);
    } catch (const std::exception&) {
        std::cerr << "ludo_picture: the seed and the number of actions are whole numbers\n" << usage;
        return 2;
    }

    const auto bot = *pachisi::any_bot::named("greedy");
    std::mt19937_64 rng(seed);
    auto s = pachisi::new_game<pachisi::ludo>({.players = 4});
    int played = 0;
    while (!pachisi::is_over(s)) {
        if (pachisi::is_chance_node(s)) {
            pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
        } else if (played >= actions && pachisi::legal_actions(s).size() > 1) {
            break;  // a decision with a choice: stop here
        } else {
            pachisi::apply(s, bot.choose(s, rng));
            ++played;
        }
    }

    const std::string svg = pachisi::to_svg(s);
    if (argc > 1) {
        std::ofstream out(argv[1], std::ios::binary);
        if (!(out << svg)) {
            std::cerr << "ludo_picture: cannot write '" << argv[1] << "'\n";
            return 1;
        }
        std::cerr << "wrote " << argv[1] << ": " << pachisi::to_string(s) << "\n";
    } else {
        std::cout << svg;
    }
    return 0;
}
