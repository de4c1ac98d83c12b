// A terminal game: you against bots. Choose a preset and its options, the table, a bot for each
// other seat, then play your seat by choosing actions from a numbered list.
//
//     play                 (answers the questions on standard input; Enter takes the [default])
//     play ludo            (the preset, or a spec with options such as ludo:stars, given at once)
//     play --ask-forced    (ask even when only one move is possible; by default it is played for you)
//     play --help          (this text in short)
//
// The board is drawn before each of your decisions, your pawns shown as letters A, B, C... with
// their progress below it (compact mode), or after every action of anyone (full mode). The list of
// your actions names your pawns by the same letters. A throw that allows nothing passes by itself, and
// a throw that allows a single move plays it for you and says which (unless --ask-forced or the command
// f asked for a list, or unless you could take back a move of the throw instead). At the end, the
// ranking (the "Neptune report").
// Commands at your turn: a number from the list, or an action in notation ("move 12+5"),
// u (take back your last move of this throw, where the rules allow it: shg with the undo option),
// b (draw the board again), p (print the position in notation), s FILE (save the game as a record),
// l FILE (load a saved game), f (a single possible move: played for you, or listed), h (help and
// legend), q (quit).
//
// Where things live: bots in pachisi/agents/bots.hpp; draw_board, summary, describe in
// pachisi/text/board_text.hpp; may_take_back, apply and undo records in pachisi/engine/play.hpp; the
// presets by name in pachisi/rules/registry.hpp; records in pachisi/text/record.hpp.

#include <pachisi/pachisi.hpp>
#include <pachisi/text/record.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "terminal.hpp"

namespace {

// ---- questions and answers -------------------------------------------------------------------------

// Leaving by q or by the end of the input.
struct quit_game {};

// Loading a saved game: main() starts it again with the record's rules.
struct load_game {
    pachisi::game_record record;
};

// Reads one line after printing the prompt. When the input is not a terminal (a script), the
// answer is echoed so that the transcript reads like a session.
std::string ask(const std::string& prompt) {
    static const bool echo = !PACHISI_EXAMPLES_ISATTY(stdin);
    std::cout << prompt << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
        std::cout << "\nInput ended: leaving the game.\n";
        throw quit_game{};
    }
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    while (!line.empty() && line.front() == ' ') line.erase(0, 1);
    if (echo) std::cout << line << '\n';
    if (line == "q" || line == "quit") throw quit_game{};
    return line;
}

// A whole number in [low, high], or the default on an empty answer; asks again until it gets one.
int ask_number(const std::string& question, int low, int high, int fallback) {
    for (;;) {
        const std::string answer = ask(question + " [" + std::to_string(fallback) + "]: ");
        if (answer.empty()) return fallback;
        try {
            std::size_t used = 0;
            const int n = std::stoi(answer, &used);
            if (used == answer.size() && n >= low && n <= high) return n;
        } catch (const std::exception&) {
        }
        std::cout << "Please answer a number from " << low << " to " << high << ".\n";
    }
}

bool ask_yes_no(const std::string& question, bool fallback) {
    for (;;) {
        const std::string answer = ask(question + (fallback ? " [y]: " : " [n]: "));
        if (answer.empty()) return fallback;
        if (answer == "y" || answer == "yes") return true;
        if (answer == "n" || answer == "no") return false;
        std::cout << "Please answer y or n.\n";
    }
}

// The words of an answer, split at spaces.
std::vector<std::string> words_of(const std::string& text) {
    std::istringstream in(text);
    return {std::istream_iterator<std::string>(in), std::istream_iterator<std::string>()};
}

// A saved game read from `file`; std::nullopt (and the reason printed) when it cannot be read.
std::optional<pachisi::game_record> read_record(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::cout << "Cannot read '" << file << "'.\n";
        return std::nullopt;
    }
    try {
        return pachisi::parse_record(std::string(std::istreambuf_iterator<char>(in), {}));
    } catch (const pachisi::record_error& e) {
        std::cout << file << ": " << e.what() << "\n";
        return std::nullopt;
    }
}

std::string ordinal(int n) {
    const char* suffix = n % 100 / 10 == 1 ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

// ---- the game ------------------------------------------------------------------------------------

template <class R>
class game {
public:
    game(pachisi::chosen_rules<R> rules, pachisi::text_style style, std::optional<pachisi::game_record> loaded,
         bool& ask_forced)
        : rules_(std::move(rules)), style_(style), loaded_(std::move(loaded)), ask_forced_(ask_forced) {}

    void run() {
        if (loaded_) resume();
        else setup_table();
        choose_players();
        std::cout << "\n" << examples::board_legend(s_);
        if (!compact_) show();
        while (!pachisi::is_over(s_)) {
            if (pachisi::is_chance_node(s_)) throw_dice();
            else if (mine(s_.mover)) human_turn();
            else bot_turn();
        }
        finish();
    }

private:
    void setup_table() {
        pachisi::setup table;
        table.players = ask_number("Players (2-4)", 2, 4, 4);
        if constexpr (R::turn == pachisi::family::traditional) {
            if (table.players != 3)
                std::cout << "Seats 0+2 play against seats 1+3"
                          << (table.players == 2 ? ": you hold both seats of your pair.\n" : ".\n");
        } else if (rules_.rules_values().partners_allowed && table.players == 4) {
            table.partners = ask_yes_no("Partners, seats 0+2 against 1+3?", false);
        }
        if (rules_.rules_values().first_pawn_out_allowed)
            table.first_pawn_out = ask_yes_no("First pawn out (every seat starts with a pawn on the board)?", false);
        // Places matter from three sides on: with two, the first to finish wins and the game is over.
        const int sides = table.partners || (R::turn == pachisi::family::traditional && table.players != 3) ? 2 : table.players;
        if (sides >= 3)
            table.play_for_places = ask_yes_no("Play on for places after the first winner?", false);
        s_ = rules_.new_game(table);
        record_ = pachisi::make_record<R>(table);
        record_.preset = rules_.spec;
    }

    // A loaded record: replay it, and go on from where it stopped.
    void resume() {
        record_ = *loaded_;
        s_ = pachisi::replay(rules_, record_, [](const pachisi::record_step&, const pachisi::state<R>&) {});
        record_.end.reset();
        record_.seed.reset();  // the rest of the game is thrown with another seed
        std::cout << "Loaded a game of " << record_.preset << " after " << record_.steps.size() << " steps: "
                  << pachisi::summary(s_) << ".\n";
    }

    void choose_players() {
        for (;;) {
            human_ = ask_number("Your seat", 0, 3, first_seat_in_play());
            if (pachisi::in_play(s_, human_)) break;
            std::cout << "Seat " << human_ << " is not in play.\n";
        }
        std::vector<int> others;
        for (int seat = 0; seat < 4; ++seat)
            if (pachisi::in_play(s_, seat) && !mine(seat)) others.push_back(seat);
        std::string seats_text;
        for (const int seat : others) seats_text += (seats_text.empty() ? "" : " ") + std::to_string(seat);
        for (bool done = false; !done;) {
            const auto names = words_of(ask(others.size() == 1 ? "Bot for seat " + seats_text +
                                                                     " (random, greedy, expectimax) [greedy]: "
                                                               : "Bots for seats " + seats_text +
                                                                     ": one for all, or one per seat (random, greedy, "
                                                                     "expectimax) [greedy]: "));
            done = names.size() <= 1 || names.size() == others.size();
            for (std::size_t i = 0; done && i < others.size(); ++i) {
                const std::string name = names.empty() ? "greedy" : names[names.size() == 1 ? 0 : i];
                bots_[static_cast<std::size_t>(others[i])] = pachisi::any_bot::named(name);
                if (!bots_[static_cast<std::size_t>(others[i])]) {
                    std::cout << "There is no bot called '" << name << "'.\n";
                    done = false;
                }
            }
            if (!done && names.size() > 1 && names.size() != others.size())
                std::cout << "Please give one bot, or " << others.size() << " (one per seat).\n";
        }
        for (;;) {
            const std::string mode = ask("Board: c = compact (drawn before each of your decisions), "
                                         "f = full (after every action) [c]: ");
            if (mode.empty() || mode == "c" || mode == "f") {
                compact_ = mode != "f";
                break;
            }
            std::cout << "Please answer c or f.\n";
        }
        const std::string seed = ask("Seed for the dice (Enter: a random one): ");
        std::uint64_t value = 0;
        try {
            value = seed.empty() ? std::random_device{}() : std::stoull(seed);
        } catch (const std::exception&) {
            value = std::hash<std::string>{}(seed);  // any text will do as a seed
        }
        rng_.seed(value);
        if (!loaded_) record_.seed = value;
        std::cout << "\nPreset " << rules_.spec << ", you are seat " << human_ << " ("
                  << pachisi::seat_colours[static_cast<std::size_t>(human_)] << "), seed " << value << ".\n"
                  << (rules_.rules_values().undo_in_play ? "You may take back moves inside a throw (u).\n" : "");
    }

    [[nodiscard]] int first_seat_in_play() const {
        for (int seat = 0; seat < 4; ++seat)
            if (pachisi::in_play(s_, seat)) return seat;
        return 0;
    }

    // The seats you play: yours, and with traditional rules for two players your pair's other seat.
    [[nodiscard]] bool mine(int seat) const {
        return seat == human_ || (s_.partners == 2 && pachisi::are_partners(s_, seat, human_));
    }
    [[nodiscard]] int my_seats() const {
        int mask = 0;
        for (int seat = 0; seat < 4; ++seat)
            if (mine(seat)) mask |= 1 << seat;
        return mask;
    }

    void show() const {
        std::cout << examples::lettered_board(s_, my_seats(), style_) << pachisi::summary(s_) << "\n";
    }

    std::string who(int seat) const {
        if (mine(seat)) return "You (seat " + std::to_string(seat) + ") ";
        return "Seat " + std::to_string(seat) + " (" + std::string(bots_[static_cast<std::size_t>(seat)]->name()) + ") ";
    }

    void throw_dice() {
        const bool opening = s_.phase == pachisi::stage::opening;
        const int thrower = s_.mover;
        const auto t = pachisi::sample_chance(s_, rng_);
        pachisi::record_throw(record_, s_, t);
        pachisi::apply_throw(s_, t);
        take_backs_.clear();  // take-backs never reach an earlier throw
        if (opening) {
            std::cout << "\nThe opening throw: seat " << int{s_.mover} << (mine(s_.mover) ? " (you)" : "")
                      << " starts.\n";
            return;
        }
        std::cout << (compact_ ? "" : "\n") << who(thrower) << "threw " << pachisi::throw_text<R>(t) << ".\n";
        if (rules_.rules_values().third_doublet_penalty && s_.phase != pachisi::stage::play)
            std::cout << "Third doublet in a row: the farthest pawn goes back to its nest.\n";
    }

    void bot_turn() {
        const auto a = bots_[s_.mover]->choose(s_, rng_);
        std::cout << who(s_.mover) << "plays " << pachisi::to_string(a) << ": " << pachisi::describe(s_, a) << "\n";
        pachisi::record_action(record_, s_, a);
        pachisi::apply(s_, a);
        if (!compact_) show();
    }

    void human_turn() {
        const auto actions = pachisi::legal_actions(s_);
        if (actions.size() == 1 && actions[0].kind == pachisi::action_kind::pass) {
            std::cout << "Nothing can be played with this throw: you pass.\n";
            play(actions[0]);
            return;
        }
        const bool can_take_back = pachisi::may_take_back(s_) && !take_backs_.empty();
        // One move only: play it and say so, as for a pass. Not when you asked to be asked (--ask-forced),
        // nor when you could take back a move of this throw instead (then the one move is not forced).
        if (actions.size() == 1 && !ask_forced_ && !can_take_back) {
            std::cout << "Only one move is possible: you play " << pachisi::to_string(actions[0]) << " ("
                      << examples::describe_lettered(s_, my_seats(), actions[0]) << ").\n";
            play(actions[0]);
            return;
        }
        if (compact_ && !shown_for_this_decision_) show();
        shown_for_this_decision_ = true;
        std::cout << "Your move (" << pachisi::summary(s_) << "):\n";
        for (std::size_t i = 0; i < actions.size(); ++i)
            std::cout << "  " << i + 1 << ". " << pachisi::to_string(actions[i]) << "  -  "
                      << examples::describe_lettered(s_, my_seats(), actions[i]) << "\n";
        if (can_take_back) std::cout << "  u. take back " << pachisi::to_string(take_backs_.back().first) << "\n";

        const std::string answer = ask("> ");
        const auto words = words_of(answer);
        const std::string command = words.empty() ? "" : words[0];
        if (answer == "h" || answer == "help") return help();
        if (answer == "b") return show();
        if (answer == "p") {
            std::cout << "position: " << pachisi::to_string(s_) << "\n";
            return;
        }
        if ((command == "s" || command == "save") && words.size() == 2) return save(words[1]);
        if ((command == "l" || command == "load") && words.size() == 2) {
            if (auto record = read_record(words[1])) throw load_game{*record};
            return;
        }
        if (answer == "u") return take_back(can_take_back);
        if (answer == "f") {
            ask_forced_ = !ask_forced_;
            std::cout << (ask_forced_ ? "A single possible move will be listed, for you to choose.\n"
                                      : "A single possible move will be played for you.\n");
            return;
        }
        if (const auto chosen = read_choice(answer, actions)) return play(*chosen);
        std::cout << "'" << answer << "' is not a choice: type a number from 1 to " << actions.size()
                  << (can_take_back ? ", u to take back" : "") << ", or h for help.\n";
    }

    void take_back(bool can_take_back) {
        if (!can_take_back) {
            std::cout << (rules_.rules_values().undo_in_play ? "There is nothing to take back now: only moves of the dice still being played."
                                          : "These rules do not allow taking moves back (shg with the undo option does).")
                      << "\n";
            return;
        }
        std::cout << "Taken back: " << pachisi::to_string(take_backs_.back().first) << "\n";
        pachisi::undo(s_, take_backs_.back().second);
        take_backs_.pop_back();
        record_.steps.pop_back();  // the record keeps only what stands
        show();
    }

    void save(const std::string& file) const {
        auto record = record_;
        pachisi::record_end(record, s_);
        std::ofstream out(file, std::ios::binary);
        out << pachisi::to_string(record);
        if (out.flush()) std::cout << "Saved the game to '" << file << "' (" << record.steps.size() << " steps).\n";
        else std::cout << "Cannot write '" << file << "'.\n";
    }

    // A number from the list, or an action written in notation.
    static std::optional<pachisi::action> read_choice(const std::string& answer, const auto& actions) {
        if (answer.empty()) return std::nullopt;
        if (answer.find_first_not_of("0123456789") == std::string::npos) {
            const std::size_t n = answer.size() > 3 ? 0 : std::stoul(answer);
            if (n >= 1 && n <= actions.size()) return actions[n - 1];
            return std::nullopt;
        }
        try {
            const pachisi::action a = pachisi::parse_action(answer);
            if (actions.contains(a)) return a;
        } catch (const pachisi::notation_error&) {
        }
        return std::nullopt;
    }

    void play(const pachisi::action& a) {
        pachisi::record_action(record_, s_, a);
        auto record = pachisi::apply(s_, a);
        shown_for_this_decision_ = false;
        // Only moves that use the dice may be taken back; a reward move ends what can be undone.
        if (pachisi::is_part_action(a)) take_backs_.emplace_back(a, record);
        else take_backs_.clear();
        if (!compact_) show();
    }

    void help() const {
        std::cout << "Type the number of an action, or the action itself (e.g. move 12+5).\n"
                     "u takes back your last move of this throw (shg with the undo option), b draws the board,\n"
                     "p prints the position in notation, s FILE saves the game, l FILE loads a saved game,\n"
                     "f switches between playing a single possible move for you and listing it, q quits.\n"
                     "On the board your pawns are letters; the line below it gives their progress.\n"
                  << examples::board_legend(s_);
    }

    void finish() {
        std::cout << examples::lettered_board(s_, my_seats(), style_);  // the summary ("game over") comes below, once
        const auto ranking = pachisi::rank(s_, rng_);
        // Places go to sides: a lone seat, or a team (traditional teams, shg partners).
        const auto side = [&](int seat) { return ranking.teams || s_.partners ? pachisi::team_of(seat) : seat; };
        std::vector<int> sides;
        for (int i = 0; i < ranking.count; ++i) {
            const int sd = side(ranking.seats[static_cast<std::size_t>(i)]);
            if (std::find(sides.begin(), sides.end(), sd) == sides.end()) sides.push_back(sd);
        }
        const int place = static_cast<int>(std::find(sides.begin(), sides.end(), side(human_)) - sides.begin()) + 1;
        const bool team = ranking.teams || s_.partners;
        std::cout << "\n" << pachisi::summary(s_) << ".\n"
                  << (place == 1 ? (team ? "Your team won!" : "You won!")
                                 : std::string(team ? "Your team" : "You") + " finished " + ordinal(place) + " of " +
                                       std::to_string(sides.size()) + ".")
                  << "\nNeptune report:\n"
                  << pachisi::to_string(ranking) << examples::neptune_report_note;
    }

    pachisi::chosen_rules<R> rules_;
    pachisi::text_style style_;
    std::optional<pachisi::game_record> loaded_;
    bool& ask_forced_;  // list a single possible move and wait for it (--ask-forced, f); kept over loads
    pachisi::state<R> s_{};
    pachisi::game_record record_;
    int human_ = 0;
    bool compact_ = true;
    bool shown_for_this_decision_ = false;
    std::array<std::optional<pachisi::any_bot>, 4> bots_;
    std::mt19937_64 rng_;
    std::vector<std::pair<pachisi::action, pachisi::undo_record<R>>> take_backs_;  // this throw's moves
};

// The preset and its options, asked for by number or name; or a saved game, "load FILE".
// Returns the spec, or a loaded record.
std::variant<std::string, pachisi::game_record> choose_game() {
    const auto names = pachisi::preset_names();
    for (;;) {
        const std::string answer = ask("Preset (number or name, or load FILE) [1]: ");
        const auto words = words_of(answer);
        if (words.size() == 2 && (words[0] == "load" || words[0] == "l")) {
            if (auto record = read_record(words[1])) return *record;
            continue;
        }
        std::string spec = answer.empty() ? std::string(names[0]) : answer;
        for (std::size_t i = 0; i < names.size(); ++i)
            if (answer == std::to_string(i + 1)) spec = names[i];
        std::string error;
        // Any mix of options (pachisi/rules/rules_spec.hpp): the rules are values, not one type per mix.
        const auto accepted = [&](const std::string& text) {
            return pachisi::with_rules_options(text, [](auto, const auto&) {}, &error);
        };
        if (!accepted(spec)) {
            std::cout << error << ".\n";
            continue;
        }
        const auto options = pachisi::preset_options(spec.substr(0, spec.find(':')));
        if (spec.find(':') != std::string::npos || options.empty()) return spec;
        // Options: shg offers taking back moves by default, as its players expect.
        const std::string fallback = spec == "shg" ? "undo" : "none";
        std::cout << "Options of " << spec << " (any mix; docs/rules.md section 4 lists every option by name):\n";
        for (const auto& o : options) std::cout << "  " << o.name << "  " << o.about << "\n";
        for (;;) {
            const std::string picked = ask("Options, separated by commas, or none [" + fallback + "]: ");
            const std::string list = picked.empty() ? fallback : picked;
            const std::string full = list == "none" ? spec : spec + ":" + list;
            if (accepted(full)) return full;
            std::cout << error << ".\n";
        }
    }
}

}  // namespace

constexpr std::string_view usage =
    "usage: play [--ask-forced] [preset]   a game in the terminal, you against bots\n"
    "       play --help                    this text\n"
    "preset: shg cardinal american traditional traditional7 ludo ludo_king parchis maedn maedn_openspiel,\n"
    "        or a spec with options (ludo:stars,must-kill); without it the game asks, with a numbered list.\n"
    "It asks on standard input for the number of players, your seat, the bots and a seed (Enter takes the\n"
    "[default]; q quits). At your turn: the number of an action, or the action in notation (move 12+5);\n"
    "u takes back a move, b draws the board, p prints the position, s FILE saves, l FILE loads, h helps.\n"
    "Your pawns are the letters A, B, C... on the board and in your list of actions. When a throw allows\n"
    "a single move, the game plays it for you and says so; --ask-forced lists it and waits for you\n"
    "(f at your turn switches between the two).\n";

int main(int argc, char** argv) {
    bool ask_forced = false;
    std::string given;  // a preset named on the command line
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << usage;
            return 0;
        }
        if (arg == "--ask-forced") {
            ask_forced = true;
        } else if (arg.starts_with('-') || !given.empty()) {
            std::cerr << "play: unexpected argument '" << arg << "'\n" << usage;
            return 2;
        } else {
            given = arg;
            std::string error;
            if (!pachisi::with_rules_options(given, [](auto, const auto&) {}, &error)) {
                std::cerr << "play: " << error << "\n" << usage;
                return 2;
            }
        }
    }
    const pachisi::text_style style{.colour = examples::colour_wanted()};
    std::cout << "Pachisi in the terminal. Enter takes the [default]; q quits at any question.\n";
    if (given.empty()) {
        std::cout << "\nPresets:\n";
        int number = 0;
        pachisi::for_each_preset([&](auto p) { std::cout << "  " << ++number << ". " << p.name << "  " << p.about << "\n"; });
    } else {
        std::cout << "Preset " << given << ".\n";
    }
    try {
        std::variant<std::string, pachisi::game_record> chosen = given;
        if (given.empty()) chosen = choose_game();
        std::optional<pachisi::game_record> loaded;
        if (auto* record = std::get_if<pachisi::game_record>(&chosen)) loaded = *record;
        for (;;) {
            const std::string spec = loaded ? loaded->preset : std::get<std::string>(chosen);
            std::string error;
            try {
                if (pachisi::with_rules(
                        spec, [&](const auto& rules) { game<typename std::decay_t<decltype(rules)>::rules>(rules, style, loaded, ask_forced).run(); },
                        &error))
                    return 0;
                std::cout << "The saved game cannot be played: " << error << ".\n";
            } catch (const load_game& request) {
                loaded = request.record;
                continue;
            } catch (const pachisi::record_error& e) {
                std::cout << "The saved game cannot be replayed: " << e.what() << ".\n";
            }
            chosen = choose_game();  // start again: another preset or another file
            loaded.reset();
            if (auto* record = std::get_if<pachisi::game_record>(&chosen)) loaded = *record;
        }
    } catch (const quit_game&) {
        std::cout << "You left the game.\n";
    }
    return 0;
}
