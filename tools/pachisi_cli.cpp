// pachisi-cli: the engine on the command line, over the notation of pachisi/notation.hpp.
// Output is line-oriented and stable (tools/README.md documents every line), for scripts and
// for other programs. Exit codes: 0 done, 1 bad position or illegal action, 2 bad usage.

#include <pachisi/board_text.hpp>
#include <pachisi/bots.hpp>
#include <pachisi/pachisi.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "presets_list.hpp"
#include "terminal.hpp"

namespace {

constexpr std::string_view usage_text = R"(usage: pachisi-cli <command> [arguments]

  presets                                  list the presets
  new <preset> [--players N] [--partners] [--first-pawn-out] [--first-seat S]
                                           the starting position
  show <preset> <state> [--no-board]       the position: fields, then the board picture
  legal <preset> <state> [--plays]         legal actions, or a chance node's outcomes;
                                           --plays: every distinct end of the play under way
  apply <preset> <state> <step>...         play actions ("move 12+5") and throws ("3-5") in turn
  perft <preset> <state> <depth>           action sequences of length 1..depth, chance included
  playout <preset> <state> <bot>... [--seed N] [--max-throws N]
                                           play to the end with bots: one for all seats,
                                           or one per seat in play

<preset> is a preset name, or shg with options: shg:undo,no-blockades,no-auto-fives.
<state> is one argument: quote it. Bots: random, greedy, expectimax, expectimax2.
)";

// Bad command line: exit code 2. Bad position or illegal step: exit code 1.
struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};
struct position_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The command line split into positional arguments and --flags (some of which take a value).
struct arguments {
    std::vector<std::string> positional;
    std::map<std::string, std::string> flags;

    arguments(int argc, char** argv) {
        static const std::map<std::string, bool> known{
            {"--players", true},    {"--partners", false}, {"--first-pawn-out", false},
            {"--first-seat", true}, {"--no-board", false}, {"--plays", false},
            {"--seed", true},       {"--max-throws", true}};
        for (int i = 1; i < argc; ++i) {
            const std::string arg = argv[i];
            if (!arg.starts_with("--")) {
                positional.push_back(arg);
                continue;
            }
            const auto flag = known.find(arg);
            if (flag == known.end()) throw usage_error("unknown option '" + arg + "'");
            if (flag->second && i + 1 == argc) throw usage_error("option " + arg + " needs a value");
            flags[arg] = flag->second ? argv[++i] : "";
        }
    }
    [[nodiscard]] bool has(const std::string& flag) const { return flags.contains(flag); }

    // The value of a numeric flag, within [low, high].
    [[nodiscard]] std::int64_t number(const std::string& flag, std::int64_t fallback, std::int64_t low,
                                      std::int64_t high) const {
        const auto it = flags.find(flag);
        return it == flags.end() ? fallback : parse_number(it->second, flag, low, high);
    }
    static std::int64_t parse_number(const std::string& text, const std::string& what, std::int64_t low,
                                     std::int64_t high) {
        std::size_t used = 0;
        std::int64_t n = 0;
        try {
            n = std::stoll(text, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used == 0 || used != text.size() || n < low || n > high)
            throw usage_error(what + " must be a number from " + std::to_string(low) + " to " + std::to_string(high) +
                              ", not '" + text + "'");
        return n;
    }
    void expect_count(std::size_t low, std::size_t high, const std::string& command) const {
        if (positional.size() < low || positional.size() > high)
            throw usage_error("wrong number of arguments for '" + command + "'");
    }
};

template <class R>
pachisi::state<R> parse_position(const std::string& text) {
    try {
        return pachisi::parse_state<R>(text);
    } catch (const pachisi::notation_error& e) {
        // Point at the column: the message, the text, and a caret under the fault.
        throw position_error("bad position: " + std::string(e.what()) + "\n  " + text + "\n  " +
                             std::string(std::min(e.column, text.size()), ' ') + "^");
    }
}

// The stage word of the notation (opening, throw, play, over, ...): the third field of the text.
template <class R>
std::string stage_name(const pachisi::state<R>& s) {
    const std::string text = pachisi::to_string(s);
    const std::size_t first = text.find(' '), second = text.find(' ', first + 1);
    return text.substr(second + 1, text.find(' ', second + 1) - second - 1);
}

std::string seat_list(int mask) {
    std::string text;
    for (int seat = 0; seat < 4; ++seat)
        if ((mask >> seat) & 1) text += (text.empty() ? "" : ",") + std::to_string(seat);
    return text.empty() ? "-" : text;
}

template <class R>
std::string legal_list(const pachisi::state<R>& s) {
    std::string text;
    for (const auto& a : pachisi::legal_actions(s)) text += (text.empty() ? "" : ", ") + pachisi::to_string(a);
    return text;
}

// ---- the commands, for one rule set R ----------------------------------------------------------

template <class R>
void command_new(const arguments& args) {
    args.expect_count(2, 2, "new");
    pachisi::setup table;
    table.players = static_cast<int>(args.number("--players", 4, 2, 4));
    table.partners = args.has("--partners");
    table.first_pawn_out = args.has("--first-pawn-out");
    table.first_seat = static_cast<int>(args.number("--first-seat", -1, -1, 3));
    std::optional<pachisi::state<R>> s;
    try {
        s = pachisi::new_game<R>(table);
    } catch (const std::invalid_argument& e) {
        throw usage_error(e.what());
    }
    std::cout << "state " << pachisi::to_string(*s) << '\n';
}

template <class R>
void command_show(const arguments& args) {
    args.expect_count(3, 3, "show");
    const auto s = parse_position<R>(args.positional[2]);
    std::cout << "state " << pachisi::to_string(s) << "\nstage " << stage_name(s) << "\nmover " << int{s.mover}
              << "\nseats " << seat_list(s.seats) << '\n';
    if (s.phase == pachisi::stage::play) std::cout << "thrown " << pachisi::to_string<R>(s.thrown) << '\n';
    for (int seat = 0; seat < 4; ++seat) {
        if (!pachisi::in_play(s, seat)) continue;
        int nest = 0;
        for (const int p : s.pawns[static_cast<std::size_t>(seat)]) nest += p == 0;
        std::cout << "seat " << seat << " nest " << nest << " home " << pachisi::pawns_home(s, seat) << " score "
                  << pachisi::to_string(pachisi::score_of(s, seat)) << '\n';
    }
    std::cout << "winners " << seat_list(pachisi::winners(s)) << "\nsummary " << pachisi::summary(s) << '\n';
    if (!args.has("--no-board"))
        std::cout << "board\n" << pachisi::draw_board(s, {.colour = examples::colour_wanted()});
}

template <class R>
void command_legal(const arguments& args) {
    args.expect_count(3, 3, "legal");
    const auto s = parse_position<R>(args.positional[2]);
    if (pachisi::is_chance_node(s)) {
        for (const auto& o : pachisi::chance_outcomes(s)) {
            // The opening's outcome is the starting seat; a throw's is the throw.
            const std::string what = s.phase == pachisi::stage::opening ? "seat " + std::to_string(o.outcome.a)
                                                                        : pachisi::to_string<R>(o.outcome);
            std::cout << "chance " << what << ' ' << o.chance.numerator << '/' << o.chance.denominator << '\n';
        }
    } else if (args.has("--plays")) {
        if (s.phase != pachisi::stage::play) throw usage_error("--plays needs a position in stage play");
        for (const auto& play : pachisi::enumerate_plays(s)) {
            std::string sequence;
            for (const auto& a : play.actions) sequence += (sequence.empty() ? "" : ", ") + pachisi::to_string(a);
            std::cout << "play " << sequence << " => " << pachisi::to_string(play.end) << '\n';
        }
    } else {
        for (const auto& a : pachisi::legal_actions(s)) std::cout << "action " << pachisi::to_string(a) << '\n';
    }
}

template <class R>
void command_apply(const arguments& args) {
    if (args.positional.size() < 3) throw usage_error("wrong number of arguments for 'apply'");
    auto s = parse_position<R>(args.positional[2]);
    for (std::size_t i = 3; i < args.positional.size(); ++i) {
        const std::string& step = args.positional[i];
        const std::string where = "step " + std::to_string(i - 2) + " '" + step + "': ";
        try {
            if (pachisi::is_chance_node(s)) {
                if (s.phase == pachisi::stage::opening) {
                    pachisi::apply_throw(
                        s, {static_cast<std::uint8_t>(arguments::parse_number(step, "a starting seat", 0, 3)), 0});
                } else {
                    pachisi::apply_throw(s, pachisi::parse_throw<R>(step));
                }
            } else if (pachisi::is_over(s)) {
                throw position_error(where + "the game is over");
            } else {
                pachisi::checked_apply(s, pachisi::parse_action(step));
            }
        } catch (const pachisi::illegal_action&) {
            throw position_error(where + "not legal here; legal: " + legal_list(s));
        } catch (const pachisi::notation_error& e) {
            throw position_error(where + e.what());
        } catch (const usage_error& e) {
            throw position_error(where + e.what());
        } catch (const std::invalid_argument& e) {
            throw position_error(where + e.what());
        }
    }
    std::cout << "state " << pachisi::to_string(s) << '\n';
}

template <class R>
void command_perft(const arguments& args) {
    args.expect_count(4, 4, "perft");
    const auto s = parse_position<R>(args.positional[2]);
    const auto depth = arguments::parse_number(args.positional[3], "depth", 0, 12);
    for (int d = 1; d <= depth; ++d) std::cout << "perft " << d << ' ' << pachisi::perft(s, d) << '\n';
}

template <class R>
void command_playout(const arguments& args) {
    if (args.positional.size() < 4) throw usage_error("playout needs a position and at least one bot");
    auto s = parse_position<R>(args.positional[2]);
    std::vector<int> seats;
    for (int seat = 0; seat < 4; ++seat)
        if (pachisi::in_play(s, seat)) seats.push_back(seat);
    const std::size_t bot_count = args.positional.size() - 3;
    if (bot_count != 1 && bot_count != seats.size())
        throw usage_error("give one bot for every seat, or one bot per seat in play (" + std::to_string(seats.size()) +
                          ")");
    std::array<std::optional<pachisi::any_bot>, 4> bots;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const std::string& name = args.positional[3 + (bot_count == 1 ? 0 : i)];
        bots[static_cast<std::size_t>(seats[i])] = pachisi::any_bot::named(name);
        if (!bots[static_cast<std::size_t>(seats[i])])
            throw usage_error("unknown bot '" + name + "' (bots: random, greedy, expectimax, expectimax2)");
    }
    const auto seed = static_cast<std::uint64_t>(args.number("--seed", 1, 0, INT64_MAX));
    const auto max_throws = args.number("--max-throws", 100000, 0, INT64_MAX);
    std::mt19937_64 rng(seed);
    std::cout << "seed " << seed << '\n';
    std::int64_t throws = 0;
    while (!pachisi::is_over(s)) {
        if (pachisi::is_chance_node(s)) {
            const bool opening = s.phase == pachisi::stage::opening;
            if (!opening && throws == max_throws) break;  // stop before the throw, never inside a play
            const int seat = s.mover;
            const auto t = pachisi::sample_chance(s, rng);
            pachisi::apply_throw(s, t);
            if (opening) {
                std::cout << "opening " << int{s.mover} << '\n';
            } else {
                std::cout << "throw " << seat << ' ' << pachisi::to_string<R>(t) << '\n';
                ++throws;
            }
            continue;
        }
        const auto a = bots[s.mover]->choose(s, rng);
        std::cout << "action " << int{s.mover} << ' ' << pachisi::to_string(a) << '\n';
        pachisi::apply(s, a);
    }
    std::cout << "state " << pachisi::to_string(s) << "\nwinners " << seat_list(pachisi::winners(s)) << '\n';
    const auto ranking = pachisi::rank(s, rng);
    for (int i = 0; i < ranking.count; ++i)
        std::cout << "rank " << i + 1 << ' ' << ranking.seats[static_cast<std::size_t>(i)] << ' '
                  << pachisi::to_string(ranking.scores[static_cast<std::size_t>(i)]) << '\n';
    std::cout << "randomised " << (ranking.randomised ? "yes" : "no") << '\n';
}

template <class R>
void run(const std::string& command, const arguments& args) {
    if (command == "new") command_new<R>(args);
    else if (command == "show") command_show<R>(args);
    else if (command == "legal") command_legal<R>(args);
    else if (command == "apply") command_apply<R>(args);
    else if (command == "perft") command_perft<R>(args);
    else if (command == "playout") command_playout<R>(args);
    else throw usage_error("unknown command '" + command + "'");
}

}  // namespace

int main(int argc, char** argv) {
    try {
        const arguments args(argc, argv);
        if (args.positional.empty()) throw usage_error("no command");
        const std::string& command = args.positional[0];
        if (command == "help" || command == "--help") {
            std::cout << usage_text;
            return 0;
        }
        if (command == "presets") {
            examples::for_each_preset([](auto p) { std::cout << "preset " << p.name << ' ' << p.about << '\n'; });
            return 0;
        }
        if (args.positional.size() < 2) throw usage_error("'" + command + "' needs a preset");
        std::string error;
        if (!examples::with_preset_and_options(
                args.positional[1], [&](auto p) { run<typename decltype(p)::rules>(command, args); }, &error))
            throw usage_error(error);
        return 0;
    } catch (const usage_error& e) {
        std::cerr << "pachisi-cli: " << e.what() << "\n(see: pachisi-cli help)\n";
        return 2;
    } catch (const position_error& e) {
        std::cerr << "pachisi-cli: " << e.what() << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "pachisi-cli: " << e.what() << '\n';
        return 1;
    }
}
