// pachisi-cli: the engine on the command line, over the notation of pachisi/text/notation.hpp.
// Output is line-oriented and stable (tools/README.md documents every line), for scripts and
// for other programs. Exit codes: 0 done, 1 bad position, illegal action or bad record, 2 bad usage.
// The command line is read by CLI11 (Debian: libcli11-dev), a dependency of this tool only.

#include <pachisi/pachisi.hpp>
#include <pachisi/text/record.hpp>

#include <CLI/CLI.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <random>
#include <span>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "terminal.hpp"

namespace {

// Bad command line: exit code 2. Bad position, illegal step or bad record: exit code 1.
struct usage_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};
struct position_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Everything the command line can say; each command reads what it needs.
struct arguments {
    std::string command;
    std::string preset;
    std::string position;
    std::vector<std::string> rest;  // apply: steps; playout: bots; perft: the depth
    std::string file;               // replay
    std::string players = "4", first_seat = "-1", seed = "1", max_throws = "100000", record;
    bool partners = false, first_pawn_out = false, places = false, side_by_side = false, no_board = false,
         plays = false, each = false;
};

std::int64_t parse_number(const std::string& text, const std::string& what, std::int64_t low, std::int64_t high) {
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

// The engine's messages start with the function that reports them ("pachisi::apply_throw: ..."),
// which says nothing to someone at the command line: take that off.
std::string plain(std::string message) {
    for (const std::string_view lead : {std::string_view("pachisi::"), std::string_view("pachisi: ")}) {
        if (!message.starts_with(lead)) continue;
        const std::size_t colon = message.find(": ");
        if (lead == "pachisi: ") message.erase(0, lead.size());
        else if (colon != std::string::npos && message.find(' ') > colon) message.erase(0, colon + 2);
    }
    return message;
}

// The presets whose names satisfy `wanted` (a test on the rule-set type), as "shg, traditional".
template <class Wanted>
std::string presets_where(Wanted wanted) {
    std::string names;
    pachisi::for_each_preset([&](auto p) {
        if (wanted(p)) names += (names.empty() ? "" : ", ") + std::string(p.name);
    });
    return names;
}

// A state whose first seat is not in play starts with '-' ("-/0,0,0,0/..."): main() hides that
// dash from the option parser behind a space, taken off here.
std::string unhidden(const std::string& text) {
    return text.size() > 1 && text[0] == ' ' && text[1] == '-' ? text.substr(1) : text;
}

template <class R>
pachisi::state<R> parse_position(const pachisi::chosen_rules<R>& rules, const std::string& raw) {
    const std::string text = unhidden(raw);
    try {
        return rules.parse_state(text);
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

// What the table options ask for that preset R does not have, said as what to change on the command
// line (new_game's own messages speak of its parameters).
template <class R>
void check_table(const arguments& args, const pachisi::chosen_rules<R>& rules, const pachisi::setup& table) {
    const std::string preset = "preset '" + args.preset + "'";
    constexpr bool traditional = R::turn == pachisi::family::traditional;
    if (table.partners) {
        if (traditional && table.players == 3)
            throw usage_error("--partners: 3 players of " + preset +
                              " play alone; leave out --partners (with 4 players seats 0+2 and 1+3 are partners "
                              "without asking)");
        if (!traditional && !rules.rules_values().partners_allowed)
            throw usage_error("--partners: " + preset + " is played without partners; leave out --partners " +
                              "(presets with partners: " + presets_where([](auto p) {
                                  return decltype(p)::rules::partners_allowed;
                              }) + ")");
        if (!traditional && table.players != 4)
            throw usage_error("--partners needs 4 players, not " + std::to_string(table.players) +
                              ": add --players 4, or leave out --partners");
    }
    if (table.first_pawn_out && !rules.rules_values().first_pawn_out_allowed)
        throw usage_error("--first-pawn-out: " + preset + " has no such option; leave it out (presets with it: " +
                          presets_where([](auto p) { return decltype(p)::rules::first_pawn_out_allowed; }) + ")");
    if (!table.two_players_opposite) {
        if (traditional)
            throw usage_error("--side-by-side: 2 players of " + preset + " hold all four seats; leave out --side-by-side");
        if (table.players != 2)
            throw usage_error("--side-by-side seats 2 players at seats 0 and 1: add --players 2, or leave it out");
    }
    if (table.first_seat >= 0) {
        const int seats = traditional && table.players == 2
                              ? 0b1111
                              : pachisi::seats_for_players(table.players, table.two_players_opposite);
        if (!((seats >> table.first_seat) & 1))
            throw usage_error("--first-seat " + std::to_string(table.first_seat) + ": with " +
                              std::to_string(table.players) + " players the seats are " + seat_list(seats) +
                              "; choose one of them, or leave out --first-seat to let the opening throw decide");
    }
}

template <class R>
void command_new(const arguments& args, const pachisi::chosen_rules<R>& rules) {
    pachisi::setup table;
    table.players = static_cast<int>(parse_number(args.players, "--players", 2, 4));
    table.partners = args.partners;
    table.first_pawn_out = args.first_pawn_out;
    table.first_seat = static_cast<int>(parse_number(args.first_seat, "--first-seat", -1, 3));
    table.play_for_places = args.places;
    table.two_players_opposite = !args.side_by_side;
    check_table(args, rules, table);
    std::optional<pachisi::state<R>> s;
    try {
        s = rules.new_game(table);
    } catch (const std::invalid_argument& e) {
        throw usage_error(plain(e.what()));
    }
    std::cout << "state " << pachisi::to_string(*s) << '\n';
}

template <class R>
void command_show(const arguments& args, const pachisi::chosen_rules<R>& rules) {
    const auto s = parse_position(rules, args.position);
    std::ostringstream out;
    out << "state " << pachisi::to_string(s) << "\nstage " << stage_name(s) << "\nmover " << int{s.mover} << "\nseats "
        << seat_list(s.seats) << '\n';
    if (s.phase == pachisi::stage::play) out << "thrown " << pachisi::to_string<R>(s.thrown) << '\n';
    for (int seat = 0; seat < 4; ++seat) {
        if (!pachisi::in_play(s, seat)) continue;
        int nest = 0;
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) nest += static_cast<int>(p) == 0;
        out << "seat " << seat << " nest " << nest << " home " << pachisi::pawns_home(s, seat) << " score "
            << pachisi::to_string(pachisi::score_of(s, seat)) << '\n';
    }
    out << "winners " << seat_list(pachisi::winners(s)) << '\n';
    if (pachisi::plays_for_places(s)) {  // the seats that have finished, first finisher first
        out << "finished";
        for (const int seat : pachisi::finishing_order(s)) out << ' ' << seat;
        out << '\n';
    }
    out << "summary " << pachisi::summary(s) << '\n';
    if (!args.no_board)
        out << "board\n"
            << pachisi::draw_board(s, {.colour = examples::colour_wanted()}) << examples::board_legend(s);
    std::cout << out.str();
}

template <class R>
void command_legal(const arguments& args, const pachisi::chosen_rules<R>& rules) {
    const auto s = parse_position(rules, args.position);
    if (pachisi::is_chance_node(s)) {
        for (const auto& o : pachisi::chance_outcomes(s)) {
            // The opening's outcome is the starting seat ("seat 2"); a throw's is the throw.
            std::cout << "chance " << pachisi::chance_text(s, o.outcome) << ' ' << o.chance.numerator << '/'
                      << o.chance.denominator << '\n';
        }
    } else if (args.plays) {
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
void command_apply(const arguments& args, const pachisi::chosen_rules<R>& rules) {
    auto s = parse_position(rules, args.position);
    for (std::size_t i = 0; i < args.rest.size(); ++i) {
        const std::string& step = args.rest[i];
        const std::string where = "step " + std::to_string(i + 1) + " '" + step + "': ";
        try {
            if (pachisi::is_chance_node(s)) {
                if (s.phase == pachisi::stage::opening) {
                    pachisi::apply_throw(s, {static_cast<std::uint8_t>(parse_number(step, "a starting seat", 0, 3)), 0});
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
            throw position_error(where + plain(e.what()));
        }
    }
    std::cout << "state " << pachisi::to_string(s) << '\n';
}

template <class R>
void command_perft(const arguments& args, const pachisi::chosen_rules<R>& rules) {
    const auto s = parse_position(rules, args.position);
    const auto depth = parse_number(args.rest.at(0), "depth", 0, 12);
    for (int d = 1; d <= depth; ++d) std::cout << "perft " << d << ' ' << pachisi::perft(s, d) << '\n';
}

template <class R>
void command_playout(const arguments& args, const pachisi::chosen_rules<R>& rules) {
    auto s = parse_position(rules, args.position);
    std::vector<int> seats;
    for (int seat = 0; seat < 4; ++seat)
        if (pachisi::in_play(s, seat)) seats.push_back(seat);
    const std::size_t bot_count = args.rest.size();
    if (bot_count != 1 && bot_count != seats.size())
        throw usage_error("give one bot for all seats, or one per seat in play (" + std::to_string(seats.size()) +
                          " seats: " + seat_list(static_cast<int>(s.seats)) + "), not " + std::to_string(bot_count));
    std::array<std::optional<pachisi::any_bot>, 4> bots;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const std::string& name = args.rest[bot_count == 1 ? 0 : i];
        bots[static_cast<std::size_t>(seats[i])] = pachisi::any_bot::named(name);
        if (!bots[static_cast<std::size_t>(seats[i])])
            throw usage_error("unknown bot '" + name + "' (bots: random, greedy, expectimax, expectimax2)");
    }
    const auto seed = static_cast<std::uint64_t>(parse_number(args.seed, "--seed", 0, INT64_MAX));
    const auto max_throws = parse_number(args.max_throws, "--max-throws", 0, INT64_MAX);
    std::ofstream record_file;
    if (!args.record.empty()) {
        record_file.open(args.record);
        if (!record_file) throw usage_error("cannot write the record file '" + args.record + "'");
    }
    auto record = pachisi::make_record(s, seed);
    if (record.preset.empty()) record.preset = args.preset;

    std::mt19937_64 rng(seed);
    std::cout << "seed " << seed << '\n';
    std::int64_t throws = 0;
    while (!pachisi::is_over(s)) {
        if (pachisi::is_chance_node(s)) {
            const bool opening = s.phase == pachisi::stage::opening;
            if (!opening && throws == max_throws) break;  // stop before the throw, never inside a play
            const int seat = s.mover;
            const auto t = pachisi::sample_chance(s, rng);
            pachisi::record_throw(record, s, t);
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
        pachisi::record_action(record, s, a);
        pachisi::apply(s, a);
    }
    std::cout << "state " << pachisi::to_string(s) << "\nwinners " << seat_list(pachisi::winners(s)) << '\n';
    const auto ranking = pachisi::rank(s, rng);
    for (int i = 0; i < ranking.count; ++i)
        std::cout << "rank " << i + 1 << ' ' << ranking.seats[static_cast<std::size_t>(i)] << ' '
                  << pachisi::to_string(ranking.scores[static_cast<std::size_t>(i)]) << '\n';
    std::cout << "randomised " << (ranking.randomised ? "yes" : "no") << '\n';
    if (record_file.is_open()) {
        pachisi::record_end(record, s);
        record_file << pachisi::to_string(record);
    }
}

// replay: the record names its preset, so R is the record's.
template <class R>
void command_replay(const arguments& args, const pachisi::chosen_rules<R>& rules, const pachisi::game_record& record) {
    std::ostringstream out;
    out << "preset " << record.preset << '\n';
    std::size_t steps = 0;
    pachisi::state<R> s;
    try {
        s = pachisi::replay(rules, record, [&](const pachisi::record_step& step, const pachisi::state<R>& after) {
            ++steps;
            if (args.each) out << "position " << step.line << ' ' << pachisi::to_string(after) << '\n';
        });
    } catch (const pachisi::record_error& e) {
        throw position_error(args.file + ": " + e.what());
    }
    out << "steps " << steps << "\nstate " << pachisi::to_string(s) << "\nwinners " << seat_list(pachisi::winners(s))
        << '\n';
    std::cout << out.str();
}

template <class R>
void run(const arguments& args, const pachisi::chosen_rules<R>& rules) {
    const std::string& c = args.command;
    if (c == "new") command_new(args, rules);
    else if (c == "show") command_show(args, rules);
    else if (c == "legal") command_legal(args, rules);
    else if (c == "apply") command_apply(args, rules);
    else if (c == "perft") command_perft(args, rules);
    else if (c == "playout") command_playout(args, rules);
}

std::string read_file(const std::string& name) {
    if (name == "-") return {std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    std::ifstream in(name, std::ios::binary);
    if (!in) throw usage_error("cannot read the record file '" + name + "'");
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void replay_file(const arguments& args) {
    pachisi::game_record record;
    try {
        record = pachisi::parse_record(read_file(args.file));
    } catch (const pachisi::record_error& e) {
        throw position_error(args.file + ": " + e.what());
    }
    std::string error;
    if (!pachisi::with_rules(record.preset, [&](const auto& rules) { command_replay(args, rules, record); }, &error))
        throw position_error(args.file + ": " + pachisi::record_error(error, record.preset_line).what());
}

// The presets and their options, for --help.
std::string preset_help() {
    std::string text;
    std::span<const pachisi::preset_option> previous;
    for (const auto name : pachisi::preset_names()) {
        const auto options = pachisi::preset_options(name);
        text += "  " + std::string(name);
        if (options.empty()) text += "  (no options)\n";
        else if (options.data() == previous.data()) text += "  (the same options)\n";
        else text += "\n";
        if (options.data() != previous.data())
            for (const auto& o : options) {
                std::string option(o.name);
                option.resize(std::max<std::size_t>(option.size(), 22), ' ');
                text += "      " + option + " " + std::string(o.about) + "\n";
            }
        previous = options;
    }
    return text;
}

// A state is one argument with spaces in it ("7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw"); given
// unquoted, the shell splits it and its seat, stage and fields arrive as extra arguments. `words` is
// the command line after the program name, in order. Throws usage_error with the command written
// again with the state quoted, when the state argument has no space and more arguments follow it.
void check_state_quoted(const std::vector<std::string>& words) {
    static constexpr std::array<std::string_view, 5> with_state{"show", "legal", "apply", "perft", "playout"};
    static constexpr std::array<std::string_view, 3> with_value{"--seed", "--max-throws", "--record"};
    if (words.empty() || std::find(with_state.begin(), with_state.end(), words[0]) == with_state.end()) return;
    std::vector<std::size_t> positional;  // indexes of the words that are not options or option values
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string word = unhidden(words[i]);
        if (word.starts_with("--")) {
            if (std::find(with_value.begin(), with_value.end(), word) != with_value.end()) ++i;  // its value
            continue;
        }
        positional.push_back(i);
    }
    if (positional.size() < 3) return;  // preset and state, nothing after
    const std::string state = unhidden(words[positional[1]]);
    if (state.find(' ') != std::string::npos) return;
    // The pieces of the state that the shell split off: the seat, the stage, then key=value fields.
    std::string quoted = state;
    std::vector<bool> merged(words.size(), false);
    for (std::size_t k = 2; k < positional.size(); ++k) {
        const std::string& word = words[positional[k]];
        const bool piece = k == 2 ? word.size() == 1 && word[0] >= '0' && word[0] <= '3'
                                  : k == 3 ? word.find_first_not_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos
                                           : word.find('=') != std::string::npos;
        if (!piece) break;
        quoted += ' ' + word;
        merged[positional[k]] = true;
    }
    std::string command = "pachisi-cli";
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i == positional[1]) command += " \"" + quoted + "\"";
        else if (!merged[i]) command += ' ' + unhidden(words[i]);
    }
    throw usage_error("the position '" + state + "' is followed by more arguments: a position has spaces, so give it " +
                      "as one argument, in quotes:\n  " + command);
}

constexpr std::array<std::string_view, 9> commands{"presets", "new",     "show",   "legal", "apply",
                                                   "perft",   "playout", "replay", "help"};

}  // namespace

int main(int argc, char** argv) {
    arguments args;
    CLI::App app{"pachisi-cli: the pachisi rules engine on the command line (tools/README.md).", "pachisi-cli"};
    const std::string footer(
        "<preset> is a preset's name, optionally with options after ':' separated by commas, e.g.\n"
        "shg:undo,no-blockades or traditional:split,exact-home. Presets and their options:\n" +
        preset_help() +
        "<state> is a position in notation, as one argument: quote it (it has spaces).\n"
        "Bots: random, greedy, expectimax (one throw ahead), expectimax2 (two throws ahead).\n"
        "Options take their value as --seed 7 or --seed=7. Help on one command: pachisi-cli <command> --help.");
    app.require_subcommand(0, 1);

    const auto preset_arg = [&](CLI::App* c) {
        c->add_option("preset", args.preset, "a preset, optionally with options: shg:undo")->required();
    };
    const auto state_arg = [&](CLI::App* c) {
        c->add_option("state", args.position, "a position in notation (quoted)")->required();
    };
    app.add_subcommand("presets", "list the presets, then their options");
    app.add_subcommand("help", "this help");
    auto* c_new = app.add_subcommand("new", "the starting position of a new game");
    preset_arg(c_new);
    c_new->add_option("--players", args.players, "2, 3 or 4 (default 4)")->type_name("N");
    c_new->add_flag("--partners", args.partners, "seats 0+2 against 1+3 (shg, 4 players)");
    c_new->add_flag("--first-pawn-out", args.first_pawn_out, "every seat starts with a pawn out (shg)");
    c_new->add_option("--first-seat", args.first_seat, "who throws first (default: the opening throw decides)")
        ->type_name("S");
    c_new->add_flag("--places", args.places, "play on for places after the first winner (ranked in finishing order)");
    c_new->add_flag("--side-by-side", args.side_by_side,
                    "2 players at seats 0 and 1 instead of 0 and 2 (OpenSpiel's twoPlayersOpposite=false)");
    auto* c_show = app.add_subcommand("show", "the position: fields, then the board picture and its legend");
    preset_arg(c_show);
    state_arg(c_show);
    c_show->add_flag("--no-board", args.no_board, "leave out the picture");
    auto* c_legal = app.add_subcommand("legal", "legal actions, or a chance node's outcomes");
    preset_arg(c_legal);
    state_arg(c_legal);
    c_legal->add_flag("--plays", args.plays, "every distinct end of the play under way");
    auto* c_apply = app.add_subcommand("apply", "play actions (\"move 12+5\") and throws (\"3-5\") in turn");
    preset_arg(c_apply);
    state_arg(c_apply);
    c_apply->add_option("step", args.rest, "an action, a throw, or the starting seat at the opening");
    auto* c_perft = app.add_subcommand("perft", "action sequences of length 1..depth, chance included");
    preset_arg(c_perft);
    state_arg(c_perft);
    c_perft->add_option("depth", args.rest, "0 to 12")->required()->expected(1)->type_name("N");
    auto* c_playout = app.add_subcommand("playout", "play to the end with bots");
    preset_arg(c_playout);
    state_arg(c_playout);
    c_playout->add_option("bot", args.rest, "one bot for all seats, or one per seat in play")->required();
    c_playout->add_option("--seed", args.seed, "the seed of the throws and bots (default 1)")->type_name("N");
    c_playout->add_option("--max-throws", args.max_throws, "stop before this throw (default 100000)")->type_name("N");
    c_playout->add_option("--record", args.record, "also write the game as a record to this file")->type_name("FILE");
    auto* c_replay = app.add_subcommand("replay", "replay a game record (a file, or - for standard input)");
    c_replay->add_option("file", args.file, "the record")->required()->type_name("FILE");
    c_replay->add_flag("--each", args.each, "also print the position after every step");
    app.footer(footer);  // set last: subcommands would inherit it

    try {
        // A state whose first seat is out of play starts with '-': hide the dash behind a space so
        // that the parser does not take it for an option (parse_position takes the space off).
        std::vector<std::string> words;
        for (int i = argc - 1; i >= 1; --i) {
            std::string word = argv[i];
            if (word.size() > 1 && word[0] == '-' && word.find('/') != std::string::npos) word = " " + word;
            words.push_back(word);
        }
        if (words.empty()) throw usage_error("no command given: name one, e.g. pachisi-cli new shg");
        check_state_quoted({words.rbegin(), words.rend()});
        const std::string& first = words.back();
        if (first == "help") {  // before parsing: once a command is chosen, CLI11 shows that command's help
            std::cout << app.help();
            return 0;
        }
        if (!first.starts_with("-") && std::find(commands.begin(), commands.end(), first) == commands.end()) {
            std::string list;
            for (const auto c : commands) list += (list.empty() ? "" : ", ") + std::string(c);
            throw usage_error("unknown command '" + first + "' (commands: " + list + ")");
        }
        try {
            app.parse(words);  // CLI11 takes the words in reverse order
        } catch (const CLI::CallForHelp&) {
            std::cout << app.help();  // help on the command named, or on everything
            return 0;
        } catch (const CLI::ParseError& e) {
            throw usage_error(e.what());
        }
        const auto chosen = app.get_subcommands();
        if (chosen.empty()) throw usage_error("no command given: name one, e.g. pachisi-cli new shg");
        args.command = chosen.front()->get_name();
        if (args.command == "presets") {
            pachisi::for_each_preset([](auto p) { std::cout << "preset " << p.name << ' ' << p.about << '\n'; });
            for (const auto name : pachisi::preset_names())
                for (const auto& o : pachisi::preset_options(name))
                    std::cout << "option " << name << ' ' << o.name << ' ' << o.about << '\n';
            return 0;
        }
        if (args.command == "replay") {
            replay_file(args);
            return 0;
        }
        std::string error;
        if (!pachisi::with_rules(args.preset, [&](const auto& rules) { run(args, rules); }, &error))
            throw usage_error(error);
        return 0;
    } catch (const usage_error& e) {
        std::cerr << "pachisi-cli: " << e.what() << "\n(see: pachisi-cli --help)\n";
        return 2;
    } catch (const position_error& e) {
        std::cerr << "pachisi-cli: " << e.what() << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "pachisi-cli: " << plain(e.what()) << '\n';
        return 1;
    }
}
