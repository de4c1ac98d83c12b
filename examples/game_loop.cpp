// A game loop as an application embeds the engine: one loop throws the dice, lets bots play their
// seats and asks the human seat through a callback, so the same loop serves a terminal, a GUI or a
// network client. The rules are shg with its "undo moves" option: while the dice of a throw are
// not all played, the human may take back moves (pachisi::may_take_back, with the undo records that
// pachisi::apply returns).
//
// Here the callback reads standard input: a number picks from the legal actions (1 = first),
// "u" takes back. When the input ends, the human seat is played by the greedy bot to the end.
//
//     game_loop [seed]       (default 3)
//     game_loop --help

#include <pachisi/agents/bots.hpp>
#include <pachisi/pachisi.hpp>

#include <cstdint>
#include <functional>
#include <iostream>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using rules = pachisi::shg_rules<pachisi::shg_options{.undo_in_play = true}>;
using state = pachisi::state<rules>;
using actions = decltype(pachisi::legal_actions(state{}));

// What the human seat answers: an action, or "take back my last move".
struct reply {
    bool take_back = false;
    pachisi::action action{};
};
using human_callback = std::function<reply(const state&, const actions& legal, bool may_take_back)>;

// The application's side of the game: which seat is human, and the loop.
class table {
public:
    table(int human_seat, human_callback ask_human, std::uint64_t seed)
        : human_(human_seat), ask_human_(std::move(ask_human)), rng_(seed) {}

    state play_to_end() {
        state s = pachisi::new_game<rules>({.players = 4, .first_pawn_out = true});
        while (!pachisi::is_over(s)) {
            if (pachisi::is_chance_node(s)) {
                const auto t = pachisi::sample_chance(s, rng_);
                if (s.phase == pachisi::stage::throw_)
                    std::cout << "seat " << int{s.mover} << " throws " << pachisi::to_string<rules>(t) << '\n';
                pachisi::apply_throw(s, t);
                moves_this_throw_.clear();  // undo never reaches back before a throw
                continue;
            }
            if (s.mover != human_) {
                const pachisi::action a = bot_.choose(s, rng_);
                std::cout << "  seat " << int{s.mover} << ": " << pachisi::to_string(a) << '\n';
                pachisi::apply(s, a);
                continue;
            }
            // The human seat. A throw that allows nothing is passed without asking. A take-back is
            // offered only when the rules allow it now and we hold a record of a move of this throw.
            const actions legal = pachisi::legal_actions(s);
            if (legal.size() == 1 && legal[0].kind == pachisi::action_kind::pass) {
                std::cout << "  you: pass\n";
                pachisi::apply(s, legal[0]);
                continue;
            }
            const bool may_take_back = pachisi::may_take_back(s) && !moves_this_throw_.empty();
            const reply r = ask_human_(s, legal, may_take_back);
            if (r.take_back && may_take_back) {
                std::cout << "  you take back " << pachisi::to_string(moves_this_throw_.back().first) << '\n';
                pachisi::undo(s, moves_this_throw_.back().second);
                moves_this_throw_.pop_back();
                ++take_backs_;
            } else if (!r.take_back) {
                std::cout << "  you: " << pachisi::to_string(r.action) << '\n';
                const auto record = pachisi::checked_apply(s, r.action);
                // docs/rules.md §8: moves that use the dice may be taken back, reward moves may not;
                // and nothing before a reward move either.
                if (uses_dice(r.action)) moves_this_throw_.emplace_back(r.action, record);
                else moves_this_throw_.clear();
            }
        }
        return s;
    }
    int take_backs() const { return take_backs_; }

private:
    static bool uses_dice(const pachisi::action& a) {
        using kind = pachisi::action_kind;
        return a.kind == kind::move || a.kind == kind::enter || a.kind == kind::enter_sum || a.kind == kind::whole_move;
    }

    int human_;
    human_callback ask_human_;
    std::mt19937_64 rng_;
    pachisi::greedy_bot bot_;
    std::vector<std::pair<pachisi::action, pachisi::undo_record<rules>>> moves_this_throw_;
    int take_backs_ = 0;
};

constexpr std::string_view usage =
    "usage: game_loop [seed]     you play seat 0 of shg (with undo) against greedy bots (default seed 3)\n"
    "       game_loop --help     this text\n"
    "Each of your decisions reads a line: the number of an action (1 = first), or u to take back a move.\n"
    "When the input ends, the greedy bot plays your seat to the end.\n";

int main(int argc, char** argv) {
    const std::string_view first = argc > 1 ? argv[1] : "";
    if (first == "--help" || first == "-h") {
        std::cout << usage;
        return 0;
    }
    if (argc > 2 || (argc == 2 && (first.empty() || first.find_first_not_of("0123456789") != std::string_view::npos ||
                                   first.size() > 19))) {
        std::cerr << "game_loop: expected at most one argument, a whole number as the seed\n" << usage;
        return 2;
    }
    const std::uint64_t seed = argc > 1 ? std::stoull(argv[1]) : 3;
    std::mt19937_64 autopilot_rng;  // the greedy bot draws nothing, but choose() takes a generator
    bool input_ended = false;

    // The callback: a terminal front end. A GUI would show the actions and wait for a click.
    const human_callback from_stdin = [&](const state& s, const actions& legal, bool may_take_back) -> reply {
        for (;;) {
            std::string line;
            if (input_ended || !std::getline(std::cin, line)) {
                input_ended = true;  // autopilot: the greedy bot plays the human seat
                return {false, pachisi::greedy_bot{}.choose(s, autopilot_rng)};
            }
            if (line == "u" && may_take_back) return {true, {}};
            try {
                const std::size_t n = std::stoul(line);
                if (n >= 1 && n <= legal.size()) return {false, legal[n - 1]};
            } catch (const std::exception&) {
            }
            std::cout << "  (ignored input '" << line << "': choose 1.." << legal.size()
                      << (may_take_back ? " or u" : "") << ")\n";
        }
    };

    table game(0, from_stdin, seed);
    const state end = game.play_to_end();
    std::mt19937_64 tie_break(seed);
    std::cout << "game over; take-backs: " << game.take_backs() << "\nranking:\n"
              << pachisi::to_string(pachisi::rank(end, tie_break));
    return pachisi::is_over(end) ? 0 : 1;
}
