#pragma once
// Game records: a whole game as text, to save, load and replay. One line per fact:
//
//   pachisi record 1                     the format and its version (first line)
//   preset shg:undo                      the rule set, as a registry spec (rules/registry.hpp)
//   setup players=4 partners=no first-pawn-out=no first-seat=opening places=no
//                                        (and side-by-side=yes: 2 players at seats 0 and 1)
//   seed 42                              optional: the seed the throws were drawn from (replay ignores it)
//   start <state>                        instead of setup: a position in notation to start from
//   opening 2                            the opening throw: seat 2 starts
//   throw 2 3-5                          seat 2 throws (two dice low-high, or cowries mouth up)
//   action 2 move 12+5                   seat 2 plays an action, in notation
//   state <state>                        optional, last: the position reached; replay checks it
//
// Blank lines and lines that start with '#' are skipped. The steps are the lines pachisi-cli
// playout prints. Errors name the line: "record line 9: 'move 7+5' is not legal here (legal: enter)".
//
// Recording a game as it is played:
//
//     auto record = pachisi::make_record<R>(table, seed);
//     pachisi::record_throw(record, s, t);   pachisi::apply_throw(s, t);   // before applying
//     pachisi::record_action(record, s, a);  pachisi::apply(s, a);
//     std::string text = pachisi::to_string(record);
//
// and replaying it: pachisi::replay<R>(pachisi::parse_record(text)), with R found from the record's
// preset by pachisi::with_preset_and_options(record.preset, ...).

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "../engine/legal_actions.hpp"
#include "../engine/play.hpp"
#include "../engine/state.hpp"
#include "../rules/errors.hpp"
#include "../rules/registry.hpp"
#include "../rules/setup.hpp"
#include "notation.hpp"
#include "chosen_rules.hpp"

namespace pachisi {

// record_error (a record that cannot be read or replayed, with its line) is declared in
// rules/errors.hpp; every error here is reported through raise_error (error_kind::record).

enum class record_step_kind : std::uint8_t {
    opening,  // the opening throw; seat is the seat that starts
    throw_,   // a throw of `seat`, text in notation ("3-5", or "4" for cowries)
    action,   // an action of `seat`, text in notation ("move 12+5")
};

struct record_step {
    record_step_kind kind = record_step_kind::action;
    int seat = 0;
    std::string text;      // the throw or the action (empty for the opening)
    std::size_t line = 0;  // where it was read (0: made in memory)

    friend bool operator==(const record_step&, const record_step&) = default;
};

struct game_record {
    std::string preset;                 // a registry spec: "shg", "traditional:split,exact-home"
    setup table{};                      // the new game the record starts from ...
    std::optional<std::string> start;   // ... unless it starts from this position (notation)
    std::optional<std::uint64_t> seed;  // for people and programs: replay does not use it
    std::vector<record_step> steps;
    std::optional<std::string> end;     // the final position as written; replay checks it
    std::size_t preset_line = 0, setup_line = 0, start_line = 0, end_line = 0;  // where they were read
};

// ---- recording ----------------------------------------------------------------------------------

// A record of a new game under rules R (its spec found in the registry; empty for a rule set the
// registry does not offer: set record.preset yourself then).
template <class R>
[[nodiscard]] game_record make_record(const setup& table = {}, std::optional<std::uint64_t> seed = std::nullopt) {
    game_record record;
    record.preset = spec_of<R>().value_or("");
    record.table = table;
    record.seed = seed;
    return record;
}

// A record that starts from a position instead of a new game.
template <class R>
[[nodiscard]] game_record make_record(const state<R>& start, std::optional<std::uint64_t> seed = std::nullopt) {
    game_record record = make_record<R>(setup{}, seed);
    record.start = to_string(start);
    return record;
}

// Adds the chance outcome t at the chance node `before` (call it before apply_throw, or with the
// state as it was).
template <class R>
void record_throw(game_record& record, const state<R>& before, throw_outcome t) {
    if (before.phase == stage::opening) record.steps.push_back({record_step_kind::opening, t.a, {}, 0});
    else record.steps.push_back({record_step_kind::throw_, before.mover, to_string<R>(t), 0});
}

// Adds the action a, played at the decision node `before`.
template <class R>
void record_action(game_record& record, const state<R>& before, const action& a) {
    record.steps.push_back({record_step_kind::action, before.mover, to_string(a), 0});
}

// Sets the record's final position: replay then checks that the steps reach it.
template <class R>
void record_end(game_record& record, const state<R>& end) {
    record.end = to_string(end);
}

// ---- text ---------------------------------------------------------------------------------------

namespace detail::records {

// Reports a fault of the record at `line` (0: not on one line).
[[noreturn]] inline void fail(const std::string& why, std::size_t line) { raise_error(error_kind::record, why, line); }

inline std::string yes_no(bool b) { return b ? "yes" : "no"; }

inline std::string setup_text(const setup& t) {
    return "players=" + std::to_string(t.players) + " partners=" + yes_no(t.partners) +
           " first-pawn-out=" + yes_no(t.first_pawn_out) +
           " first-seat=" + (t.first_seat < 0 ? std::string("opening") : std::to_string(t.first_seat)) +
           " places=" + yes_no(t.play_for_places) +
           (t.two_players_opposite ? "" : " side-by-side=yes");  // written only when asked: older records stay as they were
}

// The next word of `rest` (up to a space), removed from it.
inline std::string_view next_word(std::string_view& rest) {
    const std::size_t space = rest.find(' ');
    const std::string_view word = rest.substr(0, space);
    rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
    return word;
}

inline int seat_number(std::string_view text, std::size_t line) {
    if (text.size() != 1 || text[0] < '0' || text[0] > '3')
        detail::records::fail("expected a seat from 0 to 3, not '" + std::string(text) + "'", line);
    return text[0] - '0';
}

inline bool yes_no_value(std::string_view key, std::string_view value, std::size_t line) {
    if (value == "yes") return true;
    if (value == "no") return false;
    detail::records::fail(std::string(key) + " must be yes or no, not '" + std::string(value) + "'", line);
}

inline setup parse_setup(std::string_view rest, std::size_t line) {
    setup t;
    std::string seen;
    while (!rest.empty()) {
        const std::string_view item = next_word(rest);
        const std::size_t eq = item.find('=');
        const std::string_view key = item.substr(0, eq);
        const std::string_view value = eq == std::string_view::npos ? std::string_view{} : item.substr(eq + 1);
        if (eq == std::string_view::npos || value.empty())
            detail::records::fail("setup: expected key=value, not '" + std::string(item) + "'", line);
        if (seen.find(" " + std::string(key) + " ") != std::string::npos)
            detail::records::fail("setup: '" + std::string(key) + "' is given twice", line);
        seen += " " + std::string(key) + " ";
        if (key == "players") {
            if (value.size() != 1 || value[0] < '2' || value[0] > '4')
                detail::records::fail("setup: players must be 2, 3 or 4, not '" + std::string(value) + "'", line);
            t.players = value[0] - '0';
        } else if (key == "partners") {
            t.partners = yes_no_value("setup: partners", value, line);
        } else if (key == "first-pawn-out") {
            t.first_pawn_out = yes_no_value("setup: first-pawn-out", value, line);
        } else if (key == "first-seat") {
            t.first_seat = value == "opening" ? -1 : seat_number(value, line);
        } else if (key == "places") {
            t.play_for_places = yes_no_value("setup: places", value, line);
        } else if (key == "side-by-side") {
            t.two_players_opposite = !yes_no_value("setup: side-by-side", value, line);
        } else {
            detail::records::fail("setup: unknown key '" + std::string(key) +
                                   "' (keys: players, partners, first-pawn-out, first-seat, places, side-by-side)",
                               line);
        }
    }
    return t;
}

}  // namespace detail::records

// The record as text, in the format above (ends with a newline).
[[nodiscard]] inline std::string to_string(const game_record& record) {
    std::string text = "pachisi record 1\npreset " + record.preset + "\n";
    if (record.start) text += "start " + *record.start + "\n";
    else text += "setup " + detail::records::setup_text(record.table) + "\n";
    if (record.seed) text += "seed " + std::to_string(*record.seed) + "\n";
    for (const auto& step : record.steps) {
        switch (step.kind) {
            case record_step_kind::opening: text += "opening " + std::to_string(step.seat) + "\n"; break;
            case record_step_kind::throw_: text += "throw " + std::to_string(step.seat) + " " + step.text + "\n"; break;
            case record_step_kind::action: text += "action " + std::to_string(step.seat) + " " + step.text + "\n"; break;
        }
    }
    if (record.end) text += "state " + *record.end + "\n";
    return text;
}

// Reads a record's text. Checks the form of every line (actions are parsed; throws and positions
// are checked by replay, which knows the rules). Throws record_error naming the line.
[[nodiscard]] inline game_record parse_record(std::string_view text) {
    using namespace detail::records;
    game_record record;
    bool versioned = false;
    std::size_t line = 0;
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        std::string_view current = text.substr(0, newline);
        text = newline == std::string_view::npos ? std::string_view{} : text.substr(newline + 1);
        ++line;
        if (!current.empty() && current.back() == '\r') current.remove_suffix(1);
        if (current.empty() || current.front() == '#') continue;
        // A control character would not survive writing the record out again (a second '\r' before
        // the newline, say), and no field holds one.
        for (const char c : current)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
                detail::records::fail("a control character (code " + std::to_string(static_cast<unsigned char>(c)) +
                                          ") in the line",
                                      line);
        if (!versioned) {
            if (current != "pachisi record 1")
                detail::records::fail("expected 'pachisi record 1' (the format and its version), not '" +
                                       std::string(current) + "'",
                                   line);
            versioned = true;
            continue;
        }
        if (record.end_line) detail::records::fail("nothing may follow the final 'state' line", line);
        std::string_view rest = current;
        const std::string_view key = next_word(rest);
        const bool header = key == "preset" || key == "setup" || key == "start" || key == "seed";
        if (header && !record.steps.empty())
            detail::records::fail("'" + std::string(key) + "' must come before the first throw or action", line);
        if (header && key != "setup" && ((key == "preset" && record.preset_line) ||
                                         (key == "start" && record.start_line) || (key == "seed" && record.seed)))
            detail::records::fail("a second '" + std::string(key) + "' line", line);
        if (key == "preset") {
            if (rest.empty()) detail::records::fail("preset: expected a preset such as shg or traditional:split", line);
            record.preset = std::string(rest);
            record.preset_line = line;
        } else if (key == "setup") {
            if (record.setup_line) detail::records::fail("a second 'setup' line", line);
            record.table = parse_setup(rest, line);
            record.setup_line = line;
        } else if (key == "start") {
            if (rest.empty()) detail::records::fail("start: expected a position in notation", line);
            record.start = std::string(rest);
            record.start_line = line;
        } else if (key == "seed") {
            std::uint64_t seed = 0;
            const auto [end, fault] = std::from_chars(rest.data(), rest.data() + rest.size(), seed);
            if (fault != std::errc{} || end != rest.data() + rest.size() || rest.empty())
                detail::records::fail("seed: expected a whole number from 0 to 18446744073709551615, not '" +
                                       std::string(rest) + "'",
                                   line);
            record.seed = seed;
        } else if (key == "opening") {
            record.steps.push_back({record_step_kind::opening, seat_number(rest, line), {}, line});
        } else if (key == "throw" || key == "action") {
            const int seat = seat_number(next_word(rest), line);
            if (rest.empty()) detail::records::fail(std::string(key) + ": expected the seat, a space and the " + std::string(key), line);
            std::string error;
            if (key == "action" && !try_parse_action(rest, &error))
                detail::records::fail("'" + std::string(rest) + "': " + error, line);
            record.steps.push_back(
                {key == "throw" ? record_step_kind::throw_ : record_step_kind::action, seat, std::string(rest), line});
        } else if (key == "state") {
            record.end = std::string(rest);
            record.end_line = line;
        } else {
            detail::records::fail("unknown line '" + std::string(key) +
                                   "' (lines: preset, setup, seed, start, opening, throw, action, state)",
                               line);
        }
    }
    if (!versioned) detail::records::fail("empty: expected 'pachisi record 1'", 0);
    if (!record.preset_line) detail::records::fail("no 'preset' line", 0);
    if (record.setup_line && record.start_line)
        detail::records::fail("a record starts from a 'setup' or from a 'start' position, not both", record.start_line);
    return record;
}

// ---- replay -------------------------------------------------------------------------------------

// The position a record starts from under the rules chosen (text/chosen_rules.hpp): its start position,
// or the new game of its setup.
template <class R>
[[nodiscard]] state<R> record_start(const chosen_rules<R>& rules, const game_record& record) {
    std::string error;
    if (record.start) {
        if (auto s = rules.try_parse_state(*record.start, &error)) return *s;
        detail::records::fail("start: " + error, record.start_line);
    }
    if (const auto problem = rules.setup_problem(record.table)) detail::records::fail("setup: " + *problem, record.setup_line);
    return rules.new_game(record.table);
}
template <class R>
[[nodiscard]] state<R> record_start(const game_record& record) {
    return record_start(chosen_rules<R>{}, record);
}

// Replays the record under rules R and returns the final position. visit(step, after) is called
// after each step with the position it led to. Throws record_error, naming the line, when the
// record's preset is not R, a step is out of place or not legal, or the final 'state' differs.
template <class R, class Visit>
state<R> replay(const game_record& record, Visit&& visit) {
    if (const auto spec = spec_of<R>()) {
        const auto choice = parse_preset_spec(record.preset);
        if (!choice || to_spec(*choice) != *spec)
            detail::records::fail("the record's preset is '" + record.preset + "', not the rules it is replayed with ('" +
                                   *spec + "')",
                               record.preset_line);
    }
    return replay(chosen_rules<R>{}, record, visit);
}

// The same under rules chosen by name (with_rules, text/chosen_rules.hpp): the record's preset must name
// the same rule set and options.
template <class R, class Visit>
state<R> replay(const chosen_rules<R>& rules, const game_record& record, Visit&& visit) {
    if constexpr (has_options_at_run_time<R>) {
        bool same = false;
        std::string error;
        with_rules_options(record.preset, [&](auto named, const auto& options) {
            if constexpr (std::is_same_v<typename decltype(named)::type, R>) same = options == rules.options;
        }, &error);
        if (!same)
            detail::records::fail("the record's preset is '" + record.preset + "', not the rules it is replayed with ('" +
                                   rules.spec + "')",
                               record.preset_line);
    }
    state<R> s = record_start(rules, record);
    for (const auto& step : record.steps) {
        const auto fail = [&](const std::string& why) { detail::records::fail(why, step.line); };
        std::string error;
        const std::string what = step.kind == record_step_kind::opening ? "the opening"
                                 : step.kind == record_step_kind::throw_ ? "a throw"
                                                                         : "an action";
        if (is_over(s)) fail(what + " after the end of the game");
        switch (step.kind) {
            case record_step_kind::opening:
                if (s.phase != stage::opening) fail("an opening throw, but the game has no opening here (" + to_string(s) + ")");
                if (!in_play(s, step.seat)) fail("seat " + std::to_string(step.seat) + " is not in play");
                apply_throw(s, throw_outcome{static_cast<std::uint8_t>(step.seat), 0});
                break;
            case record_step_kind::throw_: {
                if (s.phase != stage::throw_) fail("a throw, but the position asks for " +
                                                   std::string(is_decision_node(s) ? "an action" : "the opening") +
                                                   " (" + to_string(s) + ")");
                if (step.seat != s.mover)
                    fail("seat " + std::to_string(step.seat) + " throws, but seat " + std::to_string(s.mover) +
                         " is to throw");
                const auto t = try_parse_throw<R>(step.text, &error);
                if (!t) detail::records::fail("throw '" + step.text + "': " + error, step.line);
                apply_throw(s, *t);
                break;
            }
            case record_step_kind::action: {
                if (!is_decision_node(s)) fail("an action, but the position asks for a throw (" + to_string(s) + ")");
                if (step.seat != s.mover)
                    fail("seat " + std::to_string(step.seat) + " acts, but seat " + std::to_string(s.mover) +
                         " is to move");
                const auto parsed = try_parse_action(step.text, &error);
                if (!parsed) detail::records::fail("'" + step.text + "': " + error, step.line);
                const action a = *parsed;
                const auto legal = legal_actions(s);
                if (!legal.contains(a)) {
                    std::string list;
                    for (const auto& l : legal) list += (list.empty() ? "" : ", ") + to_string(l);
                    fail("'" + step.text + "' is not legal here (legal: " + list + ")");
                }
                apply(s, a);
                break;
            }
        }
        visit(step, std::as_const(s));
    }
    if (record.end && *record.end != to_string(s))
        detail::records::fail("the steps reach '" + to_string(s) + "', the record says '" + *record.end + "'",
                           record.end_line);
    return s;
}

template <class R>
state<R> replay(const game_record& record) {
    return replay<R>(record, [](const record_step&, const state<R>&) {});
}

}  // namespace pachisi
