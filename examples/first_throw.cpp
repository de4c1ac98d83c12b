// The smallest program: set up a game of one preset, throw the dice once, and play that throw.
// Everything here is in <pachisi/pachisi.hpp>: new_game (play.hpp), chance_outcomes and
// apply_throw (play.hpp), legal_actions (legal_actions.hpp), apply (play.hpp), to_string (notation.hpp).
//
//     first_throw        (no arguments; first_throw --help says so)

#include <pachisi/pachisi.hpp>

#include <iostream>
#include <string_view>

constexpr std::string_view usage =
    "usage: first_throw           one throw of the dice in a new shg game, played with the first legal action\n"
    "       first_throw --help    this text\n";

int main(int argc, char** argv) {
    if (argc > 1) {
        const std::string_view first = argv[1];
        const bool help = first == "--help" || first == "-h";
        if (!help) std::cerr << "first_throw: takes no arguments, not '" << first << "'\n";
        (help ? std::cout : std::cerr) << usage;
        return help ? 0 : 2;
    }
    using rules = pachisi::shg;  // Safe Harbor Games rules with their default table options

    // Four players; seat 0 throws first (leave first_seat at -1 to let the opening throw decide).
    auto s = pachisi::new_game<rules>({.players = 4, .first_seat = 0});
    std::cout << "start:  " << pachisi::to_string(s) << '\n';

    // A throw is a chance node: its outcomes come with exact probabilities.
    std::cout << "throws:";
    for (const auto& o : pachisi::chance_outcomes(s))
        std::cout << ' ' << pachisi::to_string<rules>(o.outcome) << '=' << o.chance.numerator << '/'
                  << o.chance.denominator;
    std::cout << '\n';

    // Throw 3-5 (full_game.cpp draws throws at random). The seat must enter a pawn with the 5.
    pachisi::apply_throw(s, pachisi::parse_throw<rules>("3-5"));
    std::cout << "thrown: " << pachisi::to_string(s) << '\n';

    // A play is one or more actions; take the first legal one each time until the throw is used up.
    while (s.phase == pachisi::stage::play) {
        const auto actions = pachisi::legal_actions(s);
        std::cout << "legal:";
        for (const auto& a : actions) std::cout << "  " << pachisi::to_string(a);
        std::cout << "\nplay:   " << pachisi::to_string(actions[0]) << '\n';
        pachisi::apply(s, actions[0]);
    }
    std::cout << "after:  " << pachisi::to_string(s) << '\n';  // seat 1 is to throw next
    return s.mover == 1 ? 0 : 1;
}
