// A whole game between four bots, printed turn by turn with the board, then the final ranking.
//
//     full_game [preset] [seed]        e.g.  full_game ludo 7     (defaults: shg 1)
//     full_game --help
//
// The same preset and seed always give the same game. Concepts and where they live:
//   the bots and sample_chance (a throw drawn with its exact probability)    pachisi/agents/bots.hpp
//   the board picture, summary and effects of an action                      pachisi/text/board_text.hpp
//   new_game, apply_throw, apply, is_chance_node, is_over                    pachisi/engine/play.hpp, state.hpp
//   rank and its report (docs/rules.md §7)                                        pachisi/engine/score.hpp
//   turning a preset's name into its rule-set type                           pachisi/rules/registry.hpp

#include <pachisi/text/board_text.hpp>
#include <pachisi/agents/bots.hpp>
#include <pachisi/pachisi.hpp>

#include <array>
#include <cstdint>
#include <iostream>
#include <random>
#include <string>
#include <string_view>

#include <pachisi/rules/registry.hpp>
#include "terminal.hpp"

namespace {

template <class R>
void play_game(std::string_view preset, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const std::array<pachisi::any_bot, 4> bots{*pachisi::any_bot::named("expectimax"),
                                               *pachisi::any_bot::named("greedy"), *pachisi::any_bot::named("random"),
                                               *pachisi::any_bot::named("greedy")};
    const pachisi::text_style style{.colour = examples::colour_wanted()};

    std::cout << "preset " << preset << ", seed " << seed << ", bots:";
    for (int seat = 0; seat < 4; ++seat)
        std::cout << " seat " << seat << ' ' << bots[static_cast<std::size_t>(seat)].name();
    std::cout << "\n\n";

    auto s = pachisi::new_game<R>({.players = 4});  // first_seat -1: the opening throw decides
    int turn = 0;
    int turn_seat = -1;  // whose turn is being printed
    std::string line;    // the current throw and the actions played with it
    const auto end_line = [&] {
        if (!line.empty()) std::cout << line << '\n';
        line.clear();
    };

    while (!pachisi::is_over(s)) {
        if (s.phase == pachisi::stage::opening) {  // who starts: a chance node of its own
            pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
            std::cout << "The opening throw: seat " << int{s.mover} << " starts.\n";
            continue;
        }
        if (s.mover != turn_seat) {  // a new turn: close the last one with the board
            end_line();
            if (turn_seat >= 0) std::cout << pachisi::draw_board(s, style) << '\n';
            turn_seat = s.mover;
            std::cout << "Turn " << ++turn << ": seat " << turn_seat << " (" << bots[s.mover].name() << ")\n";
        }
        if (pachisi::is_chance_node(s)) {
            end_line();
            const pachisi::throw_outcome t = pachisi::sample_chance(s, rng);
            pachisi::apply_throw(s, t);
            line = "  throws " + pachisi::throw_text<R>(t) + ":";
            // The third doublet in a row (SHG) ends the turn at once, with a pawn sent back.
            if (R::third_doublet_penalty && s.phase != pachisi::stage::play)
                line += " third doublet in a row: the farthest pawn goes back to its nest";
            continue;
        }
        // A decision: the bot of the seat to move picks one action; it is asked again for the next.
        const pachisi::action a = bots[s.mover].choose(s, rng);
        if (s.phase != pachisi::stage::play) {  // before a throw (traditional rules): throw or refuse
            if (a.kind == pachisi::action_kind::refuse) {
                end_line();
                line = "  refuses to throw";
            }
            pachisi::apply(s, a);
            continue;
        }
        const auto before = s;
        pachisi::apply(s, a);
        line += (line.ends_with(':') ? " " : ", ") + pachisi::to_string(a);
        if (const std::string what = pachisi::effects(before, s); !what.empty()) line += " (" + what + ")";
    }
    end_line();

    std::cout << '\n' << pachisi::draw_board(s, style) << pachisi::summary(s) << " after " << turn << " turns.\n";
    // The ranking's tie-break die (docs/rules.md §7) also comes from the game's generator.
    std::cout << "\nNeptune report:\n" << pachisi::to_string(pachisi::rank(s, rng)) << examples::neptune_report_note;
}

}  // namespace

constexpr std::string_view usage =
    "usage: full_game [preset] [seed]     a game of four bots, turn by turn (defaults: shg 1)\n"
    "       full_game --help              this text\n"
    "presets: shg cardinal american traditional traditional7 ludo ludo_king parchis maedn maedn_openspiel,\n"
    "each with its default options (a spec with options such as ludo:stars is not taken here: the terminal\n"
    "game play takes any, house_rules the one-die ones). The same preset and seed always give the same game.\n";

int main(int argc, char** argv) {
    if (argc > 1 && (std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h")) {
        std::cout << usage;
        return 0;
    }
    const std::string preset = argc > 1 ? argv[1] : "shg";
    std::uint64_t seed = 1;
    if (argc > 2) {
        try {
            seed = std::stoull(argv[2]);
        } catch (const std::exception&) {
            std::cerr << "full_game: the seed must be a whole number, not '" << argv[2] << "'\n" << usage;
            return 2;
        }
    }
    if (argc > 3) {
        std::cerr << "full_game: too many arguments\n" << usage;
        return 2;
    }
    std::string error;
    const bool known = pachisi::with_preset(
        preset, [&](auto p) { play_game<typename decltype(p)::rules>(p.name, seed); }, &error);
    if (!known) {
        std::cerr << "full_game: " << error << '\n' << usage;
        return 2;
    }
    return 0;
}
