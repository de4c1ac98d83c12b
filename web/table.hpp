#pragma once
// One game at the playground's table, for any rule set, behind a small virtual interface: the page
// (through api.cpp) never sees a rule type. Everything it learns of the rules comes from here, and
// everything here comes from the library's public API.
//
// The rule sets are the library's run-time ones (pachisi::with_rules, text/chosen_rules.hpp): a few engines
// whose options (the traditional cross and pawn count too) are values, so every mix of options plays. table_of<R> keeps
// the chosen_rules<R> it was made from, to read positions with the spec's options.
//
// One seeded std::mt19937_64 serves both the throws (pachisi::sample_chance) and the bots, in the
// order the page asks for them. tests/web/native_game.cpp plays the same loop natively, so a game of
// bots in the browser and on the command line end in the same position for the same seed.

#include <cstdint>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <pachisi/agents/bots.hpp>
#include <pachisi/engine/play.hpp>
#include <pachisi/engine/score.hpp>
#include <pachisi/text/board_svg.hpp>
#include <pachisi/text/board_text.hpp>
#include <pachisi/text/chosen_rules.hpp>
#include <pachisi/text/notation.hpp>

namespace playground {

// A JSON string literal for text (ASCII and UTF-8 pass through; quotes, backslashes and control
// characters are escaped).
inline std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') out += '\\', out += c;
        else if (c == '\n') out += "\\n";
        else if (static_cast<unsigned char>(c) < 0x20) out += ' ';
        else out += c;
    }
    return out + '"';
}

// The name a player reads for spot `spot` of the board s is played on (the spots of board_svg.hpp): a ring
// square by its number from 1, as the page labels the picture ("square 23"); a square of a seat's own
// column by its colour and its number in that column ("red home path 3"; the traditional middle column,
// numbered from the Charkoni; MAEDN's goal fields); the nests; HOME (the Charkoni on a cross).
template <class R>
std::string square_name(const pachisi::state<R>& s, int spot) {
    const auto& board = pachisi::board_of(s);
    const int ring = board.ring_squares;
    if (spot < 0) return "?";
    if (spot < ring) return "square " + std::to_string(spot + 1);
    if (spot < board.squares) {
        const int column = (spot - ring) / board.private_squares_per_seat;
        const int k = (spot - ring) % board.private_squares_per_seat + 1;
        const char* what = board.shared_middle_column ? " middle column " : board.has_home ? " home path " : " goal field ";
        return std::string(pachisi::seat_colours[static_cast<std::size_t>(column)]) + what + std::to_string(k);
    }
    if (spot < board.squares + 4) return "nest";
    return board.shared_middle_column ? "Charkoni" : "HOME";
}

// A legal action as a player reads it: which of the mover's pawns, and from which square to which, named as
// the picture labels them: "pawn 2: square 23 → square 28, captures blue". Pawns are numbered 1.. in
// the mover's row of the state (the farthest along first, as the notation writes them); a group names its
// pawns ("pawns 2+3"). Actions that move no pawn are their words ("pass", "throw"...). The notation stays
// the engine's (to_string(a)); this is for the page's list only.
template <class R>
std::string action_name(const pachisi::state<R>& s, const pachisi::action& a) {
    using kind = pachisi::action_kind;
    switch (a.kind) {
        case kind::pass: return "pass";
        case kind::decline: return "decline the reward";
        case kind::throw_again: return "throw again instead of the reward";
        case kind::roll: return "throw";
        case kind::refuse: return "refuse to throw";
        default: break;
    }
    const int seat = s.mover;
    const auto& row = s.pawns[static_cast<std::size_t>(seat)];
    int number = 0, counted = 0;  // the first of the moving pawns, counting the game's pawns only
    for (std::size_t i = 0; i < row.size(); ++i) {
        if (!pachisi::is_game_pawn(s, seat, i)) continue;
        ++counted;
        if (number == 0 && row[i] == a.from && (a.tag == 0 || s.tags[i] == a.tag)) number = counted;
    }
    std::string pawn;
    if (a.group > 1) {
        pawn = "pawns ";
        for (int k = 0; k < a.group; ++k) pawn += (k ? "+" : "") + std::to_string(number + k);
    } else {
        pawn = "pawn " + std::to_string(number);
    }
    const int from = pachisi::spot_of(s, seat, static_cast<int>(a.from));
    const int to = pachisi::spot_of(s, seat, static_cast<int>(a.to));
    std::string text = pawn + ": " + square_name(s, from) + " \u2192 " + square_name(s, to);
    if (a.kind == kind::enter_sum || a.kind == kind::whole_move) text += " (both dice)";
    if (a.kind == kind::capture_reward) text += " (capture reward)";
    if (a.kind == kind::home_reward) text += " (HOME reward)";
    if (static_cast<int>(a.to) > pachisi::board_of(s).home) text += " (another lap)";
    pachisi::state<R> after = s;
    pachisi::apply(after, a);
    const int captured = pachisi::captured_seats(s, after);
    for (int other = 0; other < 4; ++other)
        if ((captured >> other) & 1) text += std::string(", captures ") + std::string(pachisi::seat_colours[static_cast<std::size_t>(other)]);
    for (int other = 0; other < 4; ++other)
        if (const int back = pachisi::pawns_given_back(s, after, other); back > 0)
            text += ", " + pachisi::given_back_text(other, back);
    return text;
}

class table {
public:
    virtual ~table() = default;
    // The position and everything the page shows beside the board, as one JSON object.
    [[nodiscard]] virtual std::string view() const = 0;
    // The board picture with click targets; `highlight` lists spots, `selected` a spot or -1.
    [[nodiscard]] virtual std::string svg(const std::vector<int>& highlight, int selected) const = 0;
    // Each returns the log line it added, or throws std::invalid_argument with the reason.
    virtual std::string throw_now() = 0;                         // a chance node: draw its outcome
    virtual std::string throw_given(std::string_view text) = 0;  // a chance node: this throw ("3-5", "4")
    virtual std::string apply_index(int index) = 0;              // legal action `index` (from 0; the page shows index + 1)
    virtual std::string apply_text(std::string_view text) = 0;   // a legal action in notation
    virtual std::string bot_move(std::string_view bot) = 0;      // the named bot plays for the mover
    virtual std::string take_back() = 0;                         // where the rules allow it
    virtual std::string load(std::string_view notation) = 0;     // a position in notation
};

template <class R>
class table_of final : public table {
public:
    // Throws std::invalid_argument for a set-up the rules refuse.
    table_of(const pachisi::chosen_rules<R>& rules, const pachisi::setup& setup, std::uint64_t seed)
        : rules_(rules), s_(rules_.new_game(setup)), rng_(seed) {
        log_.push_back({s_, "start " + pachisi::to_string(s_), false});
    }

    [[nodiscard]] std::string view() const override {
        const auto& board = pachisi::board_of(s_);
        static constexpr std::string_view stages[] = {"opening", "ready", "throw", "play", "over"};
        std::string j = "{";
        const auto field = [&](std::string_view key, const std::string& value) {
            if (j.size() > 1) j += ',';
            j += json_string(key) + ':' + value;
        };
        field("preset", json_string(rules_.spec));
        field("state", json_string(pachisi::to_string(s_)));
        field("stage", json_string(stages[static_cast<std::size_t>(s_.phase)]));
        field("mover", std::to_string(s_.mover));
        field("seats", std::to_string(s_.seats));
        field("partners", std::to_string(s_.partners));
        field("chance", pachisi::is_chance_node(s_) ? "true" : "false");
        field("over", pachisi::is_over(s_) ? "true" : "false");
        field("winners", std::to_string(pachisi::winners(s_)));
        field("dice", R::thrower::is_dice ? "true" : "false");
        // What is thrown: "dice" (two), "die" (the one-die family, docs/rules.md §10) or "cowries".
        field("thrower", pachisi::is_one_die_thrower<typename R::thrower> ? "\"die\""
                         : R::thrower::is_dice                           ? "\"dice\""
                                                                         : "\"cowries\"");
        if constexpr (R::thrower::is_dice || pachisi::is_one_die_thrower<typename R::thrower>) field("shells", "0");
        else field("shells", std::to_string(R::thrower::shells));
        // The throw being played (stage "play"), for the page's picture of the dice or the shells:
        // dice {a, b} are the two faces; one die {a} its face, and value what the pawn moves (Parchís:
        // a 6 counts 7 with no pawn in the nest, docs/rules.md §10); cowries {a} is the number of shells
        // mouth up, value what it counts.
        if (s_.phase == pachisi::stage::play) {
            std::string t = "{\"a\":" + std::to_string(s_.thrown.a) + ",\"b\":" + std::to_string(s_.thrown.b);
            if constexpr (pachisi::is_one_die_thrower<typename R::thrower>)
                t += ",\"value\":" + std::to_string(s_.part_count ? s_.parts[0] : s_.thrown.a);
            else if constexpr (!R::thrower::is_dice)
                t += ",\"value\":" + std::to_string(R::thrower::value(s_.thrown)) +
                     ",\"grace\":" + (R::thrower::is_grace(s_.thrown) ? "true" : "false");
            field("throw", t + '}');
        } else {
            field("throw", "null");
        }
        field("pawns", std::to_string(R::pawns));
        field("home", std::to_string(board.home));
        // The squares of the picture, for the page's square labels (square_name): ring squares 0..ring-1
        // numbered from 1, then each seat's own column of `column` squares.
        field("ring", std::to_string(board.ring_squares));
        field("column", std::to_string(board.private_squares_per_seat));
        field("summary", json_string(pachisi::summary(s_)));
        field("take_back", can_take_back() ? "true" : "false");
        std::string scores = "[";
        for (int seat = 0; seat < 4; ++seat) {
            if (seat) scores += ',';
            scores += pachisi::in_play(s_, seat) ? json_string(pachisi::to_string(pachisi::score_of(s_, seat))) : "null";
        }
        field("scores", scores + "]");
        std::string legal = "[";
        if (pachisi::is_decision_node(s_)) {
            for (const pachisi::action& a : pachisi::legal_actions(s_)) {
                if (legal.size() > 1) legal += ',';
                const bool pawn_moves = a.kind != pachisi::action_kind::pass && a.kind != pachisi::action_kind::decline &&
                                        a.kind != pachisi::action_kind::throw_again &&
                                        a.kind != pachisi::action_kind::roll && a.kind != pachisi::action_kind::refuse;
                const int from = pawn_moves ? pachisi::spot_of(s_, s_.mover, static_cast<int>(a.from)) : -1;
                const int to = pawn_moves ? pachisi::spot_of(s_, s_.mover, static_cast<int>(a.to)) : -1;
                legal += "{\"text\":" + json_string(pachisi::to_string(a)) + ",\"name\":" + json_string(action_name(s_, a)) +
                         ",\"words\":" + json_string(pachisi::describe(s_, a)) + ",\"from\":" + std::to_string(from) +
                         ",\"progress\":" + std::to_string(static_cast<int>(a.from)) +
                         ",\"to\":" + std::to_string(to) + '}';
            }
        }
        field("legal", legal + "]");
        std::string log = "[";
        for (const auto& entry : log_) log += (log.size() > 1 ? "," : "") + json_string(entry.line);
        field("log", log + "]");
        return j + '}';
    }

    [[nodiscard]] std::string svg(const std::vector<int>& highlight, int selected) const override {
        pachisi::svg_options options;
        options.interactive = true;
        options.selected = selected;
        for (const int spot : highlight)
            if (spot >= 0 && spot < pachisi::board_of(s_).squares + 8)  // the squares, nests and HOMEs (svg_spots_of)
                options.highlight.set(static_cast<std::size_t>(spot));
        return pachisi::to_svg(s_, options);
    }

    std::string throw_now() override {
        require_chance();
        return thrown(pachisi::sample_chance(s_, rng_));
    }

    std::string throw_given(std::string_view text) override {
        require_chance();
        if (s_.phase == pachisi::stage::opening) {  // the opening's outcome is the seat that starts
            const int seat = text.size() == 1 ? text[0] - '0' : -1;
            if (seat < 0 || seat > 3 || !pachisi::in_play(s_, seat))
                throw std::invalid_argument("the opening throw names the seat that starts: 0..3, in play");
            return thrown({static_cast<std::uint8_t>(seat), 0});
        }
        const pachisi::throw_outcome t = pachisi::parse_throw<R>(text);  // notation_error is an invalid_argument
        return thrown(t);
    }

    std::string apply_index(int index) override {
        require_decision();
        const auto actions = pachisi::legal_actions(s_);
        if (index < 0 || static_cast<std::size_t>(index) >= actions.size())
            throw std::invalid_argument("no legal action number " + std::to_string(index + 1) + " (the list has " +
                                        std::to_string(actions.size()) + ", numbered from 1)");
        return played(actions[static_cast<std::size_t>(index)]);
    }

    std::string apply_text(std::string_view text) override {
        require_decision();
        const pachisi::action a = pachisi::parse_action(text);
        for (const pachisi::action& legal : pachisi::legal_actions(s_))
            if (legal == a) return played(a);
        throw std::invalid_argument("'" + std::string(text) + "' is not a legal action here");
    }

    std::string bot_move(std::string_view name) override {
        require_decision();
        const auto bot = pachisi::any_bot::named(name);
        if (!bot) throw std::invalid_argument("no bot called '" + std::string(name) + "'");
        return played(bot->choose(s_, rng_));
    }

    std::string take_back() override {
        if (!can_take_back()) throw std::invalid_argument("the rules do not allow taking back here");
        s_ = log_.back().before;
        std::string line = "took back: " + log_.back().line;
        log_.pop_back();
        return line;
    }

    std::string load(std::string_view notation) override {
        auto loaded = rules_.parse_state(notation);  // with the spec's options; notation_error is an invalid_argument
        log_.push_back({s_, "load " + pachisi::to_string(loaded), false});
        s_ = loaded;
        return log_.back().line;
    }

private:
    struct entry {
        pachisi::state<R> before;  // the state this line started from
        std::string line;          // what happened, in notation
        bool part_action = false;  // a part of the throw was played (the only kind that may be taken back)
    };

    void require_chance() const {
        if (!pachisi::is_chance_node(s_)) throw std::invalid_argument("not a chance node: a decision is due");
    }
    void require_decision() const {
        if (!pachisi::is_decision_node(s_))
            throw std::invalid_argument(pachisi::is_over(s_) ? "the game is over" : "a throw is due, not a decision");
    }
    [[nodiscard]] bool can_take_back() const {
        // docs/rules.md §8 (SHG "undo moves"): part-actions of the throw under way, while may_take_back holds.
        return pachisi::may_take_back(s_) && !log_.empty() && log_.back().part_action &&
               log_.back().before.mover == s_.mover;
    }

    std::string thrown(pachisi::throw_outcome t) {
        const pachisi::state<R> before = s_;
        const bool opening = s_.phase == pachisi::stage::opening;
        pachisi::apply_throw(s_, t);
        std::string line = opening ? "opening: seat " + std::to_string(t.a) + " starts"
                                   : std::to_string(before.mover) + " threw " + pachisi::to_string<R>(t);
        log_.push_back({before, line, false});
        return line;
    }
    std::string played(const pachisi::action& a) {
        const pachisi::state<R> before = s_;
        pachisi::apply(s_, a);
        std::string line = std::to_string(before.mover) + ' ' + pachisi::to_string(a);
        if (const std::string effect = pachisi::effects(before, s_); !effect.empty()) line += " (" + effect + ')';
        log_.push_back({before, line, pachisi::is_part_action(a)});
        return line;
    }

    pachisi::chosen_rules<R> rules_;  // the spec and its options
    pachisi::state<R> s_;
    std::mt19937_64 rng_;
    std::vector<entry> log_;
};

// The table for a spec: "shg", "shg:undo,combine=whole", "traditional:split,pawns=8", "ludo:must-kill,capture-reward=20"...
// Throws std::invalid_argument for an unknown preset or option, a mix the rules refuse (with_rules'
// message), or a set-up the rules refuse.
std::unique_ptr<table> make_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed);

// Why make_table would refuse a spec ("" when it would not): an unknown preset or option, or a mix of
// options the rules refuse, in with_rules' words. Set-ups are not checked.
std::string spec_problem(std::string_view spec);

// What a spec means, as JSON: {"error": spec_problem, "values": {row: value...} (every option row, as a
// spec writes it), "partners", "first_pawn_out", "take_back": what the set-up and the rules allow}.
std::string spec_json(std::string_view spec);

// A spec in one written form (pachisi::spec_of of the options with_rules reads in it): the preset, then each option row that
// differs from the preset's value, in the library's order of rows, by the registry's name where it has one
// ("stars", "split", "pawns=8") else as row or row=value; a mix the registry offers is its to_spec text.
// "traditional:pawns=8,split" and "traditional:split-throw,pawns=8" are both "traditional:split,pawns=8".
// Throws std::invalid_argument with with_rules' message for a spec it refuses.
std::string spec_text(std::string_view spec);

// The presets the page offers, as JSON: for each its name and line, what it throws, its option rows (the
// library's: name, kind, words or range, a line, and the preset's value), the registry's names for some
// values ("stars": safe-squares=yes), and whether partners and first pawn out are allowed.
std::string presets_json();

}  // namespace playground
