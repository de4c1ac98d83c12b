// A terminal game: you against bots. Choose a preset and its options, then play your seat by
// choosing actions from a numbered list; the board is drawn after every action.
//
//     play            (answers the questions on standard input; Enter takes the [default])
//
// Commands at your turn: a number from the list, or an action in notation ("move 12+5"),
// u (take back your last move of this throw, where the rules allow it: shg with the undo option),
// b (draw the board again), h (help), q (quit).
//
// Where things live: bots and sample_chance in pachisi/bots.hpp; draw_board, summary, describe in
// pachisi/board_text.hpp; may_take_back, apply and undo records in pachisi/play.hpp; the preset
// list in examples/presets_list.hpp.

#include <pachisi/board_text.hpp>
#include <pachisi/bots.hpp>
#include <pachisi/pachisi.hpp>

#include <cstdint>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "presets_list.hpp"
#include "terminal.hpp"

namespace {

// ---- questions and answers -------------------------------------------------------------------------

// Leaving by q or by the end of the input.
struct quit_game {};

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

// ---- the game ------------------------------------------------------------------------------------

template <class R>
class game {
public:
    game(std::string_view preset, pachisi::text_style style) : preset_(preset), style_(style) {}

    void run() {
        setup_table();
        std::cout << "\n" << pachisi::draw_board(s_, style_) << pachisi::summary(s_) << "\n";
        while (!pachisi::is_over(s_)) {
            if (pachisi::is_chance_node(s_)) throw_dice();
            else if (mine(s_.mover)) human_turn();
            else bot_turn();
        }
        std::cout << "\n"
                  << pachisi::summary(s_) << (((pachisi::winners(s_) >> human_) & 1) ? ": you won!" : ".")
                  << "\nNeptune report:\n"
                  << pachisi::to_string(pachisi::rank(s_, rng_));
    }

private:
    void setup_table() {
        pachisi::setup table;
        table.players = ask_number("Players (2-4)", 2, 4, 4);
        if constexpr (R::turn == pachisi::family::traditional) {
            if (table.players != 3)
                std::cout << "Seats 0+2 play against seats 1+3"
                          << (table.players == 2 ? ": you hold both seats of your pair.\n" : ".\n");
        } else if (R::partners_allowed && table.players == 4) {
            table.partners = ask_yes_no("Partners, seats 0+2 against 1+3?", false);
        }
        if (R::first_pawn_out_allowed)
            table.first_pawn_out = ask_yes_no("First pawn out (every seat starts with a pawn on the board)?", false);
        s_ = pachisi::new_game<R>(table);
        const auto in_play = [&](int seat) { return pachisi::in_play(s_, seat); };
        for (;;) {
            human_ = ask_number("Your seat", 0, 3, 0);
            if (in_play(human_)) break;
            std::cout << "Seat " << human_ << " is not in play with " << table.players << " players.\n";
        }
        for (;;) {
            const std::string name = ask("Bots for the other seats (random, greedy, expectimax) [greedy]: ");
            if (auto bot = pachisi::any_bot::named(name.empty() ? "greedy" : name)) {
                bot_ = *bot;
                break;
            }
            std::cout << "There is no bot called '" << name << "'.\n";
        }
        const std::string seed = ask("Seed for the dice (Enter: a random one): ");
        std::uint64_t value = 0;
        try {
            value = seed.empty() ? std::random_device{}() : std::stoull(seed);
        } catch (const std::exception&) {
            value = std::hash<std::string>{}(seed);  // any text will do as a seed
        }
        rng_.seed(value);
        std::cout << "\nPreset " << preset_ << ", you are seat " << human_ << " ("
                  << pachisi::seat_colours[static_cast<std::size_t>(human_)] << "), seed " << value << ".\n"
                  << (R::undo_in_play ? "You may take back moves inside a throw (u).\n" : "");
    }

    void show() const { std::cout << pachisi::draw_board(s_, style_) << pachisi::summary(s_) << "\n"; }

    void throw_dice() {
        const bool opening = s_.phase == pachisi::stage::opening;
        const int thrower = s_.mover;
        const auto t = pachisi::sample_chance(s_, rng_);
        pachisi::apply_throw(s_, t);
        take_backs_.clear();  // take-backs never reach an earlier throw
        if (opening) {
            std::cout << "\nThe opening throw: seat " << int{s_.mover} << (mine(s_.mover) ? " (you)" : "")
                      << " starts.\n";
            return;
        }
        std::cout << "\n" << who(thrower) << "threw " << pachisi::throw_text<R>(t) << ".\n";
        if (R::third_doublet_penalty && s_.phase != pachisi::stage::play)
            std::cout << "Third doublet in a row: the farthest pawn goes back to its nest.\n";
    }

    // The seats you play: yours, and with traditional rules for two players your pair's other seat.
    bool mine(int seat) const {
        return seat == human_ || (s_.partners == 2 && pachisi::are_partners(s_, seat, human_));
    }

    std::string who(int seat) const {
        return mine(seat) ? "You (seat " + std::to_string(seat) + ") "
                          : "Seat " + std::to_string(seat) + " (" + std::string(bot_.name()) + ") ";
    }

    void bot_turn() {
        const auto a = bot_.choose(s_, rng_);
        std::cout << who(s_.mover) << "plays " << pachisi::to_string(a) << ": " << pachisi::describe(s_, a) << "\n";
        pachisi::apply(s_, a);
        show();
    }

    void human_turn() {
        const auto actions = pachisi::legal_actions(s_);
        if (actions.size() == 1 && actions[0].kind == pachisi::action_kind::pass) {
            std::cout << "Nothing can be played with this throw: you pass.\n";
            play(actions[0]);
            return;
        }
        const bool can_take_back = pachisi::may_take_back(s_) && !take_backs_.empty();
        std::cout << "Your move (" << pachisi::summary(s_) << "):\n";
        for (std::size_t i = 0; i < actions.size(); ++i)
            std::cout << "  " << i + 1 << ". " << pachisi::to_string(actions[i]) << "  -  "
                      << pachisi::describe(s_, actions[i]) << "\n";
        if (can_take_back) std::cout << "  u. take back " << pachisi::to_string(take_backs_.back().first) << "\n";

        const std::string answer = ask("> ");
        if (answer == "h" || answer == "help") return help();
        if (answer == "b") return show();
        if (answer == "u") {
            if (!can_take_back) {
                std::cout << (R::undo_in_play
                                  ? "There is nothing to take back now: only moves of the dice still being played."
                                  : "These rules do not allow taking moves back (shg with the undo option does).")
                          << "\n";
                return;
            }
            std::cout << "Taken back: " << pachisi::to_string(take_backs_.back().first) << "\n";
            pachisi::undo(s_, take_backs_.back().second);
            take_backs_.pop_back();
            return show();
        }
        if (const auto chosen = read_choice(answer, actions)) return play(*chosen);
        std::cout << "'" << answer << "' is not a choice: type a number from 1 to " << actions.size()
                  << (can_take_back ? ", u to take back" : "") << ", or h for help.\n";
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
        auto record = pachisi::apply(s_, a);
        // Only moves that use the dice may be taken back; a reward move ends what can be undone.
        const bool part = a.kind == pachisi::action_kind::move || a.kind == pachisi::action_kind::enter ||
                          a.kind == pachisi::action_kind::enter_sum || a.kind == pachisi::action_kind::whole_move;
        if (part) take_backs_.emplace_back(a, record);
        else take_backs_.clear();
        show();
    }

    static void help() {
        std::cout << "Type the number of an action, or the action itself (e.g. move 12+5).\n"
                     "A pawn is named by its progress, the squares it has come from its nest: 1 is its\n"
                     "first square, "
                  << pachisi::home_of<R> << " is HOME. 'a'/'b' tell apart the two pawns of a blockade.\n"
                  << "u takes back your last move of this throw (shg with the undo option), b draws the\n"
                     "board, q quits.\n";
    }

    std::string_view preset_;
    pachisi::text_style style_;
    pachisi::state<R> s_{};
    int human_ = 0;
    pachisi::any_bot bot_ = *pachisi::any_bot::named("greedy");
    std::mt19937_64 rng_;
    std::vector<std::pair<pachisi::action, pachisi::undo_record<R>>> take_backs_;  // this throw's moves
};

}  // namespace

int main() {
    const pachisi::text_style style{.colour = examples::colour_wanted()};
    std::cout << "Pachisi in the terminal. Enter takes the [default]; q quits at any question.\n\nPresets:\n";
    const auto names = examples::preset_names();
    examples::for_each_preset(
        [&, i = 0](auto p) mutable { std::cout << "  " << ++i << ". " << p.name << "  " << p.about << "\n"; });
    try {
        std::string spec;
        for (;;) {
            const std::string answer = ask("Preset (number or name) [1]: ");
            std::size_t pick = 0;
            for (std::size_t i = 0; i < names.size(); ++i)
                if (answer == names[i] || answer == std::to_string(i + 1)) pick = i + 1;
            if (answer.empty()) pick = 1;
            if (pick) {
                spec = names[pick - 1];
                break;
            }
            std::cout << "Please answer a number from 1 to " << names.size() << " or a preset's name.\n";
        }
        if (spec == "shg") {
            for (;;) {
                const std::string options =
                    ask("shg options, separated by commas: " + std::string(examples::shg_option_names) +
                        ", or none [undo]: ");
                const std::string choice = spec + ":" + (options.empty() ? "undo" : options == "none" ? "" : options);
                std::string error;
                if (examples::with_preset_and_options(
                        choice, [&](auto p) { game<typename decltype(p)::rules>(p.name, style).run(); }, &error))
                    return 0;
                std::cout << error << ".\n";
            }
        }
        examples::with_preset(spec, [&](auto p) { game<typename decltype(p)::rules>(p.name, style).run(); });
    } catch (const quit_game&) {
        std::cout << "You left the game.\n";
    }
    return 0;
}
