// A game of Ludo, played the way a person plays it, then saved and replayed.
//
//     ludo_game [seed]        e.g.  ludo_game 7      (default seed: 2026)
//     ludo_game --help
//
// Seat 0 is "you": a player who follows a rule of thumb anyone can use at the table,
//   1. if a move captures an opponent's pawn, make it;
//   2. otherwise, if you can bring a pawn out (Ludo: on a 6), do it;
//   3. otherwise, move the pawn that is furthest behind.
// Seats 1, 2 and 3 are the library's bots. Every throw and every action goes into a game record
// (pachisi/text/record.hpp), which is written to the file ludo_game.record, read back and replayed
// move by move: the replay must reach exactly the position the game ended in.
//
// The same seed always gives the same game.

#include <pachisi/pachisi.hpp>

#include <array>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <string_view>

namespace {

using rules = pachisi::ludo;  // any preset would do: pachisi::maedn, pachisi::parchis, pachisi::shg...

// True when playing `a` sends a pawn of another seat back to its nest. effects_of says what an action
// does, as data (engine/move_effects.hpp): captures, pawns entered or HOME, rewards, an extra throw.
bool captures(const pachisi::state<rules>& s, const pachisi::action& a) {
    return pachisi::effects_of(s, a).captures();
}

// The rule of thumb of seat 0. `why` receives the reason, to print beside the move.
pachisi::action rule_of_thumb(const pachisi::state<rules>& s, std::string& why) {
    const auto actions = pachisi::legal_actions(s);  // never empty at a decision; {pass} if nothing moves
    if (actions.size() == 1) {
        why = "the only move";
        return actions[0];
    }
    for (const auto& a : actions) {  // 1. a capture
        if (captures(s, a)) {
            why = "it captures";
            return a;
        }
    }
    for (const auto& a : actions) {  // 2. a pawn out of the yard
        if (a.kind == pachisi::action_kind::enter) {
            why = "a pawn comes out";
            return a;
        }
    }
    // 3. the pawn furthest behind. Legal actions come sorted by kind, then by the progress of the pawn
    // that moves (a.from): the first move of the list is the move of the pawn furthest behind.
    for (const auto& a : actions) {
        if (a.kind == pachisi::action_kind::move) {
            why = "the pawn furthest behind";
            return a;
        }
    }
    why = "the first legal action";  // not in Ludo; other rules have other actions (rewards...)
    return actions[0];
}

}  // namespace

constexpr std::string_view usage =
    "usage: ludo_game [seed]     a game of Ludo: seat 0 plays a rule of thumb against three bots;\n"
    "                            the game is saved to ludo_game.record and replayed (default seed 2026)\n"
    "       ludo_game --help     this text\n";

int main(int argc, char** argv) {
    std::uint64_t seed = 2026;
    if (argc > 1) {
        const std::string_view arg = argv[1];
        if (arg == "--help" || arg == "-h") {
            std::cout << usage;
            return 0;
        }
        try {
            seed = std::stoull(std::string(arg));
        } catch (const std::exception&) {
            std::cerr << "ludo_game: the seed must be a whole number, not '" << arg << "'\n" << usage;
            return 2;
        }
    }

    // ---- play, recording every step -------------------------------------------------------------
    const std::array<pachisi::any_bot, 3> bots{*pachisi::any_bot::named("greedy"), *pachisi::any_bot::named("random"),
                                               *pachisi::any_bot::named("expectimax")};
    const pachisi::setup table{.players = 4};  // four seats; the opening throw says who starts
    std::mt19937_64 rng(seed);                  // the dice, and the random bot's choices
    auto s = pachisi::new_game<rules>(table);
    auto record = pachisi::make_record<rules>(table, seed);  // its preset: "ludo"

    std::cout << "Ludo, seed " << seed << ". You are seat 0; seat 1 is " << bots[0].name() << ", seat 2 "
              << bots[1].name() << ", seat 3 " << bots[2].name() << ".\n";
    std::map<std::string, int> reasons;  // how often each rule chose your move, when you had a choice
    int choices = 0;
    while (!pachisi::is_over(s)) {
        if (pachisi::is_chance_node(s)) {  // the opening throw, or a throw of the die
            const auto t = pachisi::sample_chance(s, rng);
            pachisi::record_throw(record, s, t);  // record each step before playing it
            pachisi::apply_throw(s, t);
            continue;
        }
        pachisi::action a;
        if (s.mover == 0) {
            std::string why;
            a = rule_of_thumb(s, why);
            if (pachisi::legal_actions(s).size() > 1) {  // a real choice: print the first ten
                ++reasons[why];
                if (++choices <= 10)
                    std::cout << "you threw " << pachisi::throw_text<rules>(s.thrown) << ": "
                              << pachisi::to_string(a) << "  (" << why << ")\n";
            }
        } else {
            a = bots[s.mover - 1].choose(s, rng);
        }
        pachisi::record_action(record, s, a);
        pachisi::apply(s, a);
    }
    pachisi::record_end(record, s);  // the final position: replay checks that it reaches it

    std::cout << "...\nYou had a choice " << choices << " times";
    const char* separator = ": ";
    for (const auto& [why, count] : reasons) {
        std::cout << separator << why << " " << count;
        separator = ", ";
    }
    std::cout << ".\n\n" << pachisi::draw_board(s) << pachisi::summary(s) << ".\n";

    // ---- save the record, read it back, replay it ---------------------------------------------------
    const std::string file = "ludo_game.record";
    std::ofstream(file) << pachisi::to_string(record);
    std::ifstream in(file);
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    std::cout << "\nSaved " << record.steps.size() << " steps to " << file << ". It begins:\n";
    std::istringstream lines(text);
    std::string line;
    for (int i = 0; i < 7 && std::getline(lines, line); ++i) std::cout << "  " << line << "\n";

    try {
        const pachisi::game_record loaded = pachisi::parse_record(text);
        const auto replayed = pachisi::replay<rules>(loaded);  // plays every step again, checking each
        const bool same = pachisi::to_string(replayed) == pachisi::to_string(s);
        std::cout << "\nReplayed " << loaded.steps.size() << " steps from the file: "
                  << (same ? "the same final position" : "A DIFFERENT POSITION") << ":\n  "
                  << pachisi::to_string(replayed) << "\n";
        return same ? 0 : 1;
    } catch (const pachisi::record_error& e) {
        std::cout << "The record cannot be replayed: " << e.what() << "\n";
        return 1;
    }
}
