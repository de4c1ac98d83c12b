#pragma once
// Text forms of states, actions and throws (grammar in README.md, "Notation"). Printing and parsing
// sit beside the engine: the rules never call them.
//
//   state  := row "/" row "/" row "/" row SP seat SP stage { SP field }
//   row    := "-" | pawn { "," pawn }           exactly `pawns` pawns, highest progress first
//   pawn   := progress [ "a" | "b" ]            a, b: the mover's tag 1 or 2 pawns (RULES.md §5.6)
//                                               (traditional: a entered, b moved in this throw)
//   stage  := "opening" | "ready" | "throw" | "play" | "over"
//   field  := key "=" value                     written only when not zero, in this order:
//             partners=1|2  places=1  turns=MASK  captured=MASK  thrown=A-B|K  parts=P.P..  total=N  used=N
//             fives=N  larger=N  need=PARTS.FIVES.LARGER  origin=P.P  capture=N  home=N  due=1
//             doublets=N  owed=N
//   action := "pass" | "decline" | "again" | "enter" | "enter sum" | "throw" | "refuse"
//           | ("move" | "whole" | "capture" | "home") SP pawn [ "x" group ] "+" steps [ "=" progress ]
//             the "=progress" stop is written when it is not pawn + steps (another lap, home path,
//             or an overshoot into home); "x group" when more than one pawn moves together
//   throw  := A "-" B (two dice, A <= B)  |  K (cowries mouth up)

#include <array>
#include <charconv>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "action.hpp"
#include "invariants.hpp"
#include "state.hpp"
#include "throws.hpp"

namespace pachisi {

// A malformed text: what is wrong and where (0-based column in the text).
struct notation_error : std::invalid_argument {
    notation_error(const std::string& what, std::size_t where)
        : std::invalid_argument("column " + std::to_string(where + 1) + ": " + what), column(where) {}
    std::size_t column;
};

// ---- printing -----------------------------------------------------------------------------------

template <class R>
[[nodiscard]] std::string to_string(throw_outcome t) {
    std::string text = std::to_string(t.a);
    if constexpr (R::thrower::is_dice) {
        text += '-';
        text += std::to_string(t.b);
    }
    return text;
}

[[nodiscard]] inline std::string to_string(const action& a) {
    // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict) on "x" + std::to_string(...).
    const auto pawn = [&] {
        std::string text = std::to_string(a.from);
        if (a.tag) text += static_cast<char>('a' + a.tag - 1);
        const auto append = [&](char mark, int value) {
            text += mark;
            text += std::to_string(value);
        };
        if (a.group != 1) append('x', a.group);
        append('+', a.steps);
        if (a.to != a.from + a.steps) append('=', a.to);
        return text;
    };
    switch (a.kind) {
        case action_kind::pass: return "pass";
        case action_kind::decline: return "decline";
        case action_kind::throw_again: return "again";
        case action_kind::roll: return "throw";
        case action_kind::refuse: return "refuse";
        case action_kind::enter: return "enter";
        case action_kind::enter_sum: return "enter sum";
        case action_kind::move: return "move " + pawn();
        case action_kind::whole_move: return "whole " + pawn();
        case action_kind::capture_reward: return "capture " + pawn();
        case action_kind::home_reward: return "home " + pawn();
    }
    return "?";
}

template <class R>
[[nodiscard]] std::string to_string(const state<R>& s) {
    std::string text;
    for (int seat = 0; seat < 4; ++seat) {
        if (seat) text += '/';
        if (!in_play(s, seat)) {
            text += '-';
            continue;
        }
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (i) text += ',';
            text += std::to_string(row[i]);
            if (seat == s.mover && s.tags[i]) text += static_cast<char>('a' + s.tags[i] - 1);
        }
    }
    static constexpr std::string_view stages[] = {"opening", "ready", "throw", "play", "over"};
    text += ' ';
    text += std::to_string(s.mover);
    text += ' ';
    text += stages[static_cast<std::size_t>(s.phase)];
    const auto key = [&](std::string_view name) {
        text += ' ';
        text += name;
        text += '=';
    };
    const auto field = [&](std::string_view name, int value) {
        if (!value) return;
        key(name);
        text += std::to_string(value);
    };
    const auto dotted = [&](std::string_view name, auto first, auto last) {
        key(name);
        for (auto it = first; it != last; ++it) {
            if (it != first) text += '.';
            text += std::to_string(*it);
        }
    };
    field("partners", s.partners);
    field("places", s.play_on);
    field("turns", s.turns_done);
    field("captured", s.captured);
    if (s.phase == stage::play) {
        key("thrown");
        text += to_string<R>(s.thrown);
    }
    if (s.part_count) dotted("parts", s.parts.begin(), s.parts.begin() + s.part_count);
    field("total", s.total_parts);
    field("used", s.parts_used);
    field("fives", s.fives_entered);
    field("larger", s.larger_used);
    if (s.need_parts || s.need_fives || s.need_larger) {
        const std::array<std::uint8_t, 3> need{s.need_parts, s.need_fives, s.need_larger};
        dotted("need", need.begin(), need.end());
    }
    if (s.tag_origin[0] || s.tag_origin[1]) dotted("origin", s.tag_origin.begin(), s.tag_origin.end());
    field("capture", s.capture_rewards);
    field("home", s.home_rewards);
    field("due", s.reward_due_now);
    field("doublets", s.doublets_in_row);
    field("owed", s.throws_owed);
    return text;
}

// ---- parsing ------------------------------------------------------------------------------------

namespace detail {

// A cursor over the text that knows its column, for error messages.
class text_cursor {
public:
    explicit text_cursor(std::string_view text) : text_(text) {}
    [[nodiscard]] std::size_t column() const noexcept { return pos_; }
    [[nodiscard]] bool at_end() const noexcept { return pos_ >= text_.size(); }
    [[nodiscard]] char peek() const noexcept { return at_end() ? '\0' : text_[pos_]; }
    bool accept(char c) noexcept {
        if (peek() != c) return false;
        ++pos_;
        return true;
    }
    void expect(char c, std::string_view what) {
        if (!accept(c)) fail("expected " + std::string(what));
    }
    bool accept_word(std::string_view word) noexcept {
        if (text_.substr(pos_, word.size()) != word) return false;
        const std::size_t after = pos_ + word.size();
        if (after < text_.size() && text_[after] != ' ' && text_[after] != '=') return false;
        pos_ = after;
        return true;
    }
    // A decimal number in [0, max].
    int number(int max, std::string_view what) {
        int value = 0;
        const char* first = text_.data() + pos_;
        const auto [end, error] = std::from_chars(first, text_.data() + text_.size(), value);
        if (error != std::errc{} || end == first) fail("expected " + std::string(what));
        if (value < 0 || value > max) fail(std::string(what) + " out of range 0.." + std::to_string(max));
        pos_ += static_cast<std::size_t>(end - first);
        return value;
    }
    std::string_view word() {
        const std::size_t start = pos_;
        while (!at_end() && peek() != ' ' && peek() != '=') ++pos_;
        return text_.substr(start, pos_ - start);
    }
    [[noreturn]] void fail(const std::string& what) const { throw notation_error(what, pos_); }
    [[noreturn]] void fail_at(std::size_t where, const std::string& what) const { throw notation_error(what, where); }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

template <class R>
throw_outcome parse_throw_at(text_cursor& in) {
    throw_outcome t;
    const std::size_t start = in.column();
    if constexpr (R::thrower::is_dice) {
        t.a = static_cast<std::uint8_t>(in.number(6, "a die from 1 to 6"));
        in.expect('-', "'-' between the two dice");
        t.b = static_cast<std::uint8_t>(in.number(6, "a die from 1 to 6"));
    } else {
        t.a = static_cast<std::uint8_t>(in.number(static_cast<int>(R::thrower::shells), "the number of cowries mouth up"));
    }
    if (!R::thrower::is_valid(t)) in.fail_at(start, "not a possible throw (two dice are written low-high, 1..6)");
    return t;
}

template <std::size_t N>
void parse_dotted(text_cursor& in, std::array<std::uint8_t, N>& out, std::size_t& count, int max, std::string_view what) {
    count = 0;
    do {
        if (count == N) in.fail("too many values in " + std::string(what));
        out[count++] = static_cast<std::uint8_t>(in.number(max, what));
    } while (in.accept('.'));
}

}  // namespace detail

template <class R>
[[nodiscard]] throw_outcome parse_throw(std::string_view text) {
    detail::text_cursor in(text);
    const throw_outcome t = detail::parse_throw_at<R>(in);
    if (!in.at_end()) in.fail("unexpected text after the throw");
    return t;
}

[[nodiscard]] inline action parse_action(std::string_view text) {
    detail::text_cursor in(text);
    action a;
    const auto pawn = [&](action_kind kind) {
        a.kind = kind;
        in.expect(' ', "a space before the pawn");
        a.from = static_cast<std::uint8_t>(in.number(max_progress, "a pawn's progress"));
        if (in.accept('a')) a.tag = 1;
        else if (in.accept('b')) a.tag = 2;
        if (in.accept('x')) a.group = static_cast<std::uint8_t>(in.number(16, "the number of pawns moving together"));
        if (a.group == 0) in.fail("a group has at least one pawn");
        in.expect('+', "'+' and the number of squares");
        a.steps = static_cast<std::uint8_t>(in.number(max_progress, "a number of squares"));
        const int to = in.accept('=') ? in.number(max_progress, "a stopping progress") : a.from + a.steps;
        if (to > max_progress) in.fail("the stop is beyond the largest progress");
        a.to = static_cast<std::uint8_t>(to);
    };
    if (in.accept_word("pass")) a.kind = action_kind::pass;
    else if (in.accept_word("decline")) a.kind = action_kind::decline;
    else if (in.accept_word("again")) a.kind = action_kind::throw_again;
    else if (in.accept_word("throw")) a.kind = action_kind::roll;
    else if (in.accept_word("refuse")) a.kind = action_kind::refuse;
    else if (in.accept_word("enter")) {
        a = {in.accept(' ') && in.accept_word("sum") ? action_kind::enter_sum : action_kind::enter, 0, 0, 0, 1};
    } else if (in.accept_word("move")) pawn(action_kind::move);
    else if (in.accept_word("whole")) pawn(action_kind::whole_move);
    else if (in.accept_word("capture")) pawn(action_kind::capture_reward);
    else if (in.accept_word("home")) pawn(action_kind::home_reward);
    else in.fail("expected an action: pass, decline, again, throw, refuse, enter, enter sum, move, whole, capture or home");
    if (!in.at_end()) in.fail("unexpected text after the action");
    return a;
}

template <class R>
[[nodiscard]] state<R> parse_state(std::string_view text) {
    detail::text_cursor in(text);
    state<R> s;
    std::array<std::array<std::uint8_t, R::pawns>, 4> tags{};
    for (int seat = 0; seat < 4; ++seat) {
        if (seat) in.expect('/', "'/' between the seats' rows");
        if (in.accept('-')) continue;
        s.seats = static_cast<std::uint8_t>(s.seats | (1U << seat));
        for (int i = 0; i < R::pawns; ++i) {
            if (i) in.expect(',', "',' and " + std::to_string(R::pawns) + " pawns in a row");
            s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>(in.number(max_progress, "a pawn's progress"));
            if (in.accept('a')) tags[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i)] = 1;
            else if (in.accept('b')) tags[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i)] = 2;
        }
    }
    in.expect(' ', "a space and the seat to move");
    const std::size_t mover_column = in.column();
    s.mover = static_cast<std::uint8_t>(in.number(3, "the seat to move"));
    for (int seat = 0; seat < 4; ++seat)
        if (seat != s.mover && tags[static_cast<std::size_t>(seat)] != decltype(s.tags){})
            in.fail_at(mover_column, "only the seat to move may have tagged pawns");
    s.tags = tags[s.mover];
    in.expect(' ', "a space and the stage");
    if (in.accept_word("opening")) s.phase = stage::opening;
    else if (in.accept_word("ready")) s.phase = stage::ready;
    else if (in.accept_word("throw")) s.phase = stage::throw_;
    else if (in.accept_word("play")) s.phase = stage::play;
    else if (in.accept_word("over")) s.phase = stage::over;
    else in.fail("expected the stage: opening, ready, throw, play or over");

    int last_key = -1;
    static constexpr std::string_view keys[] = {"partners", "places", "turns", "captured", "thrown",   "parts",
                                                "total",    "used",   "fives", "larger",   "need",     "origin",
                                                "capture",  "home",   "due",   "doublets", "owed"};
    while (!in.at_end()) {
        in.expect(' ', "a space before the next field");
        const std::size_t key_column = in.column();
        const std::string_view key = in.word();
        int k = 0;
        while (k < static_cast<int>(std::size(keys)) && keys[k] != key) ++k;
        if (k == static_cast<int>(std::size(keys))) in.fail_at(key_column, "unknown field '" + std::string(key) + "'");
        if (k <= last_key) in.fail_at(key_column, "field '" + std::string(key) + "' repeated or out of order");
        last_key = k;
        in.expect('=', "'=' after the field name");
        const auto byte = [&](int max) { return static_cast<std::uint8_t>(in.number(max, key)); };
        std::size_t count = 0;
        switch (k) {
            case 0: s.partners = byte(2); break;
            case 1: s.play_on = byte(1); break;
            case 2: s.turns_done = byte(15); break;
            case 3: s.captured = byte(15); break;
            case 4: s.thrown = detail::parse_throw_at<R>(in); break;
            case 5:
                detail::parse_dotted(in, s.parts, count, max_progress, "parts");
                s.part_count = static_cast<std::uint8_t>(count);
                break;
            case 6: s.total_parts = byte(4); break;
            case 7: s.parts_used = byte(4); break;
            case 8: s.fives_entered = byte(4); break;
            case 9: s.larger_used = byte(1); break;
            case 10: {
                std::array<std::uint8_t, 3> need{};
                detail::parse_dotted(in, need, count, 4, "need");
                if (count != 3) in.fail("need has three values: parts.fives.larger");
                s.need_parts = need[0], s.need_fives = need[1], s.need_larger = need[2];
                break;
            }
            case 11:
                detail::parse_dotted(in, s.tag_origin, count, max_progress, "origin");
                if (count != 2) in.fail("origin has two values");
                break;
            case 12: s.capture_rewards = byte(64); break;
            case 13: s.home_rewards = byte(64); break;
            case 14: s.reward_due_now = byte(1); break;
            case 15: s.doublets_in_row = byte(3); break;
            case 16: s.throws_owed = byte(255); break;
        }
    }
    if (const char* problem = invariant_violation(s)) throw notation_error(problem, 0);
    return s;
}

// Non-throwing forms: std::nullopt and the error text instead of an exception.
template <class R>
[[nodiscard]] std::optional<state<R>> try_parse_state(std::string_view text, std::string* error = nullptr) {
    try {
        return parse_state<R>(text);
    } catch (const notation_error& e) {
        if (error) *error = e.what();
        return std::nullopt;
    }
}

}  // namespace pachisi
