// House rules chosen at run time: a one-die game whose options come from the command line, as a settings
// screen would hand them over. One engine per board is compiled (ludo_dynamic, parchis_dynamic,
// maedn_dynamic: pachisi/rules/one_die_dynamic.hpp), not one per mix of options; a mix the rules do not
// allow is refused with the message a compile-time rule set with those options fails to compile with.
//
//     house_rules [spec] [seed]      e.g. house_rules "ludo:must-kill,stacking=pair,capture-throws-again" 7
//     house_rules --help             the options (pachisi/rules/one_die_spec.hpp)
//
// Four greedy bots play to the end; the program prints every throw, the final board and the ranking.

#include <pachisi/pachisi.hpp>

#include <cstdint>
#include <iostream>
#include <random>
#include <string>
#include <string_view>

namespace {

template <class R>
bool play_game(const pachisi::one_die_rule_options& options, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const pachisi::greedy_bot bot;
    auto s = pachisi::new_game<R>(options, {.players = 4});
    std::string line;
    while (!pachisi::is_over(s)) {
        if (pachisi::is_chance_node(s)) {
            if (!line.empty()) std::cout << line << '\n';
            const bool opening = s.phase == pachisi::stage::opening;
            const pachisi::throw_outcome t = pachisi::sample_chance(s, rng);
            line = opening ? "opening:" : "seat " + std::to_string(s.mover) + " throws " + pachisi::throw_text<R>(t) + ":";
            pachisi::apply_throw(s, t);
            if (opening) line += " seat " + std::to_string(s.mover) + " starts";
            continue;
        }
        const pachisi::action a = bot.choose(s, rng);
        const auto before = s;
        pachisi::apply(s, a);
        line += " " + pachisi::to_string(a);
        if (const std::string what = pachisi::effects(before, s); !what.empty()) line += " (" + what + ")";
    }
    const auto ranking = pachisi::rank(s, rng);
    std::cout << line << "\n\n" << pachisi::draw_board(s) << pachisi::summary(s) << "\nranking:\n"
              << pachisi::to_string(ranking) << '\n';
    return (pachisi::winners(s) >> ranking.seats[0]) & 1;  // the winner ranks first
}

constexpr std::string_view usage =
    "usage: house_rules [spec] [seed]   a bot game of the one-die rules the spec names (default\n"
    "                                   \"ludo:must-kill,stacking=pair,capture-throws-again\", seed 1)\n"
    "       house_rules --help          this text\n"
    "A spec is a preset (ludo, ludo_king, parchis, maedn, maedn_openspiel), then ':' and options separated by\n"
    "commas: entry=1+6, three-sixes=off|forfeit|nest, capture-reward=N, home-reward=N,\n"
    "stacking=single|pair|barrier, and yes/no rows written name or name=no: start-one-out,\n"
    "entry-compulsory, entry-captures, clear-entry-first, six-counts-seven, capture-throws-again,\n"
    "home-throws-again, safe-squares, two-per-safe-square, must-open-barrier, must-kill, three-tries,\n"
    "jump-in-home-path, seat-zero-starts, zero-sum-returns (docs/rules.md, 'House rules at run time').\n";

}  // namespace

int main(int argc, char** argv) {
    const std::string_view first = argc > 1 ? argv[1] : "";
    if (first == "--help" || first == "-h") {
        std::cout << usage;
        return 0;
    }
    if (argc > 3) {
        std::cerr << "house_rules: expected at most two arguments\n" << usage;
        return 2;
    }
    const std::string_view spec = argc > 1 ? first : "ludo:must-kill,stacking=pair,capture-throws-again";
    const std::string_view seed_text = argc > 2 ? argv[2] : "1";
    if (seed_text.empty() || seed_text.size() > 19 || seed_text.find_first_not_of("0123456789") != std::string_view::npos) {
        std::cerr << "house_rules: the seed is a whole number, not '" << seed_text << "'\n" << usage;
        return 2;
    }
    const std::uint64_t seed = std::stoull(std::string(seed_text));
    bool ok = false;
    std::string error;
    const bool known = pachisi::with_one_die_rules(
        spec,
        [&](auto rules, const pachisi::one_die_rule_options& options) {
            std::cout << "=== " << spec << '\n';
            ok = play_game<typename decltype(rules)::type>(options, seed);
        },
        &error);
    if (!known) {
        std::cerr << "house_rules: " << error << '\n';
        return 2;
    }
    return ok ? 0 : 1;
}
