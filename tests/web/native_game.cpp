// The native side of the browser test (test_playground.py): the same games the page plays in
// WebAssembly, played here with the library compiled natively, so that both must end in the same
// position. It uses the library directly, not web/table.hpp, so the page's own loop is checked too. Specs
// are read by pachisi::with_rules, as the page reads them: any mix of options the rules allow.
//
//   native_game game SPEC PLAYERS FLAGS FIRST_SEAT SEED BOT0 BOT1 BOT2 BOT3 [STEPS]
//       One std::mt19937_64 seeded with SEED draws every throw (pachisi::sample_chance) and feeds the
//       bots, in game order, as the page does. FLAGS: 1 partners, 2 first pawn out, 4 play for
//       places. Plays to the end, or with STEPS, for STEPS steps and then on until seat 0 is to
//       throw. Prints the final state in notation.
//   native_game replay SPEC STATE EVENT...
//       From STATE, plays each EVENT: "throw X" (X in throw notation) or an action in notation.
//       Prints the state after them.
//   native_game spec-error SPEC
//       Prints why with_rules refuses SPEC (and exits 1), or nothing.
//   native_game throw-error SPEC TEXT
//       Prints why parse_throw refuses TEXT as a throw of SPEC's rules (and exits 1), or nothing.
// A seat's player in `game` may be "first" instead of a bot: it plays the first legal action and draws
// nothing from the generator, as the page's human does when the test clicks action 1 and the page plays
// throws and forced moves for it (the "play throws and forced moves for me" setting).
#include <cstdlib>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <pachisi/agents/bots.hpp>
#include <pachisi/engine/play.hpp>
#include <pachisi/text/chosen_rules.hpp>
#include <pachisi/text/notation.hpp>

namespace {

template <class R>
std::string play_game(const pachisi::chosen_rules<R>& rules, const pachisi::setup& setup, std::uint64_t seed,
                      const std::vector<std::string>& bot_names, long steps) {
    std::vector<pachisi::any_bot> bots;
    std::vector<bool> first;  // "first": the page's human with its throws and forced moves played for it
    for (const auto& name : bot_names) {
        first.push_back(name == "first");
        auto bot = pachisi::any_bot::named(name == "first" ? "random" : name);
        if (!bot) throw std::invalid_argument("no bot called " + name);
        bots.push_back(*bot);
    }
    auto s = rules.new_game(setup);
    std::mt19937_64 rng(seed);
    for (long step = 0; !pachisi::is_over(s); ++step) {
        if (steps >= 0 && step >= steps && s.phase == pachisi::stage::throw_ && s.mover == 0) break;
        if (pachisi::is_chance_node(s)) pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
        else if (first[s.mover]) pachisi::apply(s, pachisi::legal_actions(s)[0]);  // draws nothing from rng
        else pachisi::apply(s, bots[s.mover].choose(s, rng));
    }
    return pachisi::to_string(s);
}

template <class R>
std::string replay(const pachisi::chosen_rules<R>& rules, std::string_view position, const std::vector<std::string>& events) {
    auto s = rules.parse_state(position);
    for (const std::string& event : events) {
        if (event.rfind("throw ", 0) == 0) pachisi::apply_throw(s, pachisi::parse_throw<R>(event.substr(6)));
        else pachisi::checked_apply(s, pachisi::parse_action(event));
    }
    return pachisi::to_string(s);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    try {
        std::string result, error;
        bool found = false;
        if (args.size() >= 10 && args[0] == "game") {
            const pachisi::setup setup{.players = std::stoi(args[2]),
                                       .partners = (std::stoi(args[3]) & 1) != 0,
                                       .first_pawn_out = (std::stoi(args[3]) & 2) != 0,
                                       .first_seat = std::stoi(args[4]),
                                       .play_for_places = (std::stoi(args[3]) & 4) != 0};
            const std::uint64_t seed = std::stoull(args[5]);
            const std::vector<std::string> bots(args.begin() + 6, args.begin() + 10);
            const long steps = args.size() > 10 ? std::stol(args[10]) : -1;
            found = pachisi::with_rules(
                args[1], [&](const auto& rules) { result = play_game(rules, setup, seed, bots, steps); }, &error);
        } else if (args.size() >= 3 && args[0] == "replay") {
            const std::vector<std::string> events(args.begin() + 3, args.end());
            found = pachisi::with_rules(
                args[1], [&](const auto& rules) { result = replay(rules, args[2], events); }, &error);
        } else if (args.size() == 3 && args[0] == "throw-error") {
            found = pachisi::with_rules(
                args[1],
                [&](const auto& rules) {
                    using R = typename std::remove_cvref_t<decltype(rules)>::rules;
                    std::string why;
                    if (!pachisi::try_parse_throw<R>(args[2], &why)) result = why;
                },
                &error);
            if (found && !result.empty()) {
                std::cout << result << '\n';
                return 1;
            }
            if (found) return 0;
        } else if (args.size() == 2 && args[0] == "spec-error") {
            if (pachisi::with_rules(args[1], [](const auto&) {}, &error)) return 0;
            std::cout << error << '\n';
            return 1;
        } else {
            std::cerr << "usage: native_game game SPEC PLAYERS FLAGS FIRST_SEAT SEED BOT0 BOT1 BOT2 BOT3 [STEPS]\n"
                         "       native_game replay SPEC STATE EVENT...\n"
                         "       native_game spec-error SPEC\n"
                         "       native_game throw-error SPEC TEXT\n";
            return 2;
        }
        if (!found) throw std::invalid_argument(error);
        std::cout << result << '\n';
    } catch (const std::exception& e) {
        std::cerr << "native_game: " << e.what() << '\n';
        return 1;
    }
    return 0;
}
