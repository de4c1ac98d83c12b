#pragma once
// Text forms of states, actions and throws (grammar in README.md, "Notation"). Printing and parsing
// sit beside the engine: the rules never call them.
//
//   state  := row "/" row "/" row "/" row SP seat SP stage { SP field }
//   row    := "-" | pawn { "," pawn }           exactly `pawns` pawns, highest progress first
//   pawn   := progress [ "a" | "b" ]            a, b: the mover's tag 1 or 2 pawns (docs/rules.md §5.6)
//                                               (traditional: a entered, b moved in this throw)
//   stage  := "opening" | "ready" | "throw" | "play" | "over"
//   field  := key "=" value                     written only when not zero, in this order:
//             partners=1|2  places=1  finished=S.S..  turns=MASK  captured=MASK  thrown=A-B|K  parts=P.P..  total=N  used=N
//             fives=N  larger=N  need=PARTS.FIVES.LARGER  origin=P.P  capture=N  home=N  due=1
//             doublets=N  owed=N  first=MASK  taken=VICTIMS  back=VICTIMS  sixes=N  last=P  arrived=MASK  tries=N
//             (finished=: playing for places, the seats that have finished, first finisher first)
//             (first=, taken=, back=: options 1 and 5 of seed 004 only; VICTIMS := seat "." progress { "," ... })
//             (one die, docs/rules.md §10: sixes= the 6s in a row, in place of doublets=; last= the progress of
//             the pawn that moved last in the turn (Parchís); arrived= who arrived last on each entry square,
//             2 bits per entry square's seat (Parchís); tries= throws tried for an entry value (three tries))
//   action := "pass" | "decline" | "again" | "enter" [ "+" steps ] | "enter sum" | "throw" | "refuse"
//             "enter+steps": a first move of seed 004's option 1, out of the Charkoni to p = steps
//           | ("move" | "whole" | "capture" | "home") SP pawn [ "x" group ] "+" steps [ "=" progress ]
//             the "=progress" stop is written when it is not pawn + steps (another lap, home path,
//             or an overshoot into home); "x group" when more than one pawn moves together
//   throw  := A "-" B (two dice, A <= B)  |  K (cowries mouth up, or one die's face)

#include <array>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "../engine/action.hpp"
#include "../engine/action_text.hpp"
#include "../engine/invariants.hpp"
#include "../engine/state.hpp"
#include "../rules/errors.hpp"
#include "../rules/throws.hpp"

namespace pachisi {

// notation_error (a malformed text) is declared in rules/errors.hpp; the printing of actions,
// throws, stages and action kinds lives in engine/action_text.hpp.

// ---- printing -----------------------------------------------------------------------------------

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
        bool first = true;
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (!is_game_pawn(s, seat, i)) continue;  // a place a game of fewer pawns leaves unused
            if (!first) text += ',';
            first = false;
            text += std::to_string(row[i]);
            if (seat == s.mover && s.tags[i]) text += static_cast<char>('a' + s.tags[i] - 1);
        }
    }
    text += ' ';
    text += std::to_string(s.mover);
    text += ' ';
    text += to_string(s.phase);
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
    field("places", plays_for_places(s) ? 1 : 0);
    if (const auto order = finishing_order(s); !order.empty()) dotted("finished", order.begin(), order.end());
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
    if (s.tags != decltype(s.tags){} && R::turn == family::parcheesi) {
        // Each tagged blockade's square, written as the first progress of the mover that stands there.
        std::array<int, 2> origin{};
        for (std::size_t i = 0; i < 2; ++i) {
            bool used = false;
            for (auto tag : s.tags) used = used || tag == i + 1;
            if (used) origin[i] = board_of(s).first_progress_on(s.mover, s.tag_square[i]);
        }
        dotted("origin", origin.begin(), origin.end());
    }
    field("capture", s.capture_rewards);
    field("home", s.home_rewards);
    field("due", s.reward_due_now);
    if constexpr (R::turn != family::one_die) field("doublets", s.doublets_in_row);
    field("owed", s.throws_owed);
    if constexpr (remembers_first_moves<R>())
        if (remembers_first_moves(s)) field("first", s.first_moved);
    if constexpr (remembers_captures<R>()) {
        // Option 5's victims, seat.progress, highest first per seat: taken= in this turn, back= in the last.
        for (const bool this_turn : {true, false}) {
            bool first = true;
            for (int seat = 0; seat < 4; ++seat) {
                for (const auto entry : s.victims[static_cast<std::size_t>(seat)]) {
                    const bool taken = (entry & capture_memory<R::pawns>::taken_this_turn) != 0;
                    if (entry == 0 || taken != this_turn) continue;
                    if (first) key(this_turn ? "taken" : "back");
                    text += first ? "" : ",";
                    text += std::to_string(seat) + '.' + std::to_string(entry & ~capture_memory<R::pawns>::taken_this_turn);
                    first = false;
                }
            }
        }
    }
    if constexpr (R::turn == family::one_die) field("sixes", s.doublets_in_row);
    if constexpr (remembers_one_die_turn<R>()) {
        if (remembers_one_die_turn(s)) {
            field("last", s.last_moved);
            field("arrived", s.last_arrival);
            field("tries", s.tries);
        }
    }
    return text;
}

// ---- streams ------------------------------------------------------------------------------------
//
// std::cout << s, << a, << t, << s.phase write the texts above: the notation of a state or an action,
// a throw as "3-5", a stage as "play", with every byte-sized field as a number. (A field on its own
// is a byte, which a stream prints as a character: write int{s.mover}, not s.mover.) Any stream
// that takes a std::string_view will do; this header includes no <ostream>.

namespace detail {
template <class Stream>
concept text_stream = requires(Stream& out, std::string_view text) { out << text; };
}  // namespace detail

template <detail::text_stream Stream, class R>
Stream& operator<<(Stream& out, const state<R>& s) {
    out << std::string_view(to_string(s));
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, const action& a) {
    out << std::string_view(to_string(a));
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, const throw_outcome& t) {
    out << std::string_view(to_string(t));
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, stage phase) {
    out << to_string(phase);
    return out;
}
template <detail::text_stream Stream>
Stream& operator<<(Stream& out, action_kind kind) {
    out << to_string(kind);
    return out;
}

// ---- parsing ------------------------------------------------------------------------------------
//
// The parsers never throw on their own: the cursor records the first error and skips to the end of
// the text, so that parsing winds down without reading further, and the public functions report it
// (parse_*: raise_error, the try_ forms: the error text). So the try_ forms work without exceptions.

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
        if (at_end() || text_.substr(pos_, word.size()) != word) return false;
        const std::size_t after = pos_ + word.size();
        if (after < text_.size() && text_[after] != ' ' && text_[after] != '=' && text_[after] != '+') return false;
        pos_ = after;
        return true;
    }
    // A decimal number in [0, max]; 0 after an error.
    int number(int max, std::string_view what) {
        int value = 0;
        const char* first = text_.data() + pos_;
        const auto [end, error] = std::from_chars(first, text_.data() + text_.size(), value);
        if (at_end() || error != std::errc{} || end == first) {
            fail("expected " + std::string(what));
            return 0;
        }
        if (value < 0 || value > max) {
            fail(std::string(what) + " out of range 0.." + std::to_string(max));
            return 0;
        }
        pos_ += static_cast<std::size_t>(end - first);
        return value;
    }
    std::string_view word() {
        const std::size_t start = pos_;
        while (!at_end() && peek() != ' ' && peek() != '=') ++pos_;
        return text_.substr(start, pos_ - start);
    }
    // Records the first error (later ones follow from it) and skips the rest of the text.
    void fail(const std::string& what) { fail_at(pos_, what); }
    void fail_at(std::size_t where, const std::string& what) {
        if (!failed_) {
            failed_ = true;
            error_ = what;
            error_column_ = where;
        }
        pos_ = text_.size();
    }
    [[nodiscard]] bool failed() const noexcept { return failed_; }
    // The error as notation_error::what() writes it: "column N: what".
    [[nodiscard]] std::string error_text() const {
        return pachisi::detail::error_text(error_kind::notation, error_, error_column_);
    }
    void raise_if_failed() const {
        if (failed_) raise_error(error_kind::notation, error_, error_column_);
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    bool failed_ = false;
    std::string error_;
    std::size_t error_column_ = 0;
};

template <class R>
throw_outcome parse_throw_at(text_cursor& in) {
    throw_outcome t;
    const std::size_t start = in.column();
    if constexpr (R::thrower::is_dice) {
        t.a = static_cast<std::uint8_t>(in.number(6, "a die from 1 to 6"));
        in.expect('-', "'-' between the two dice");
        t.b = static_cast<std::uint8_t>(in.number(6, "a die from 1 to 6"));
    } else if constexpr (R::turn == family::one_die) {
        t.a = static_cast<std::uint8_t>(in.number(6, "a die from 1 to 6"));
    } else {
        t.a = static_cast<std::uint8_t>(in.number(static_cast<int>(R::thrower::shells), "the number of cowries mouth up"));
    }
    if (!R::thrower::is_valid(t)) in.fail_at(start, "not a possible throw (two dice are written low-high, 1..6)");
    return t;
}

template <class T, std::size_t N>
void parse_dotted(text_cursor& in, std::array<T, N>& out, std::size_t& count, int max, std::string_view what) {
    count = 0;
    do {
        if (count == N) return in.fail("too many values in " + std::string(what));
        out[count++] = static_cast<T>(in.number(max, what));
    } while (in.accept('.'));
}

inline action parse_action_at(text_cursor& in) {
    action a;
    const auto pawn = [&](action_kind kind) {
        a.kind = kind;
        in.expect(' ', "a space before the pawn");
        a.from = static_cast<progress_t>(in.number(progress_limit, "a pawn's progress"));
        if (in.accept('a')) a.tag = 1;
        else if (in.accept('b')) a.tag = 2;
        if (in.accept('x')) a.group = static_cast<std::uint8_t>(in.number(16, "the number of pawns moving together"));
        if (a.group == 0) in.fail("a group has at least one pawn");
        in.expect('+', "'+' and the number of squares");
        a.steps = static_cast<std::uint8_t>(in.number(255, "a number of squares"));
        const int to = in.accept('=') ? in.number(progress_limit, "a stopping progress") : a.from + a.steps;
        if (to > progress_limit) in.fail("the stop is beyond the largest progress");
        a.to = static_cast<progress_t>(to);
    };
    if (in.accept_word("pass")) a.kind = action_kind::pass;
    else if (in.accept_word("decline")) a.kind = action_kind::decline;
    else if (in.accept_word("again")) a.kind = action_kind::throw_again;
    else if (in.accept_word("throw")) a.kind = action_kind::roll;
    else if (in.accept_word("refuse")) a.kind = action_kind::refuse;
    else if (in.accept_word("enter")) {
        if (in.accept('+')) {  // a first move of seed 004's option 1: out of the Charkoni to p = steps
            const auto steps = static_cast<std::uint8_t>(in.number(255, "the squares of a first move"));
            a = {action_kind::enter, 0, 0, steps, steps};
        } else {
            a = {in.accept(' ') && in.accept_word("sum") ? action_kind::enter_sum : action_kind::enter, 0, 0, 0, 1};
        }
    } else if (in.accept_word("move")) pawn(action_kind::move);
    else if (in.accept_word("whole")) pawn(action_kind::whole_move);
    else if (in.accept_word("capture")) pawn(action_kind::capture_reward);
    else if (in.accept_word("home")) pawn(action_kind::home_reward);
    else in.fail("expected an action: pass, decline, again, throw, refuse, enter, enter sum, move, whole, capture or home");
    if (!in.at_end()) in.fail("unexpected text after the action");
    return a;
}

// origin=P.P of a Parcheesi-family state whose tags are read already: where each tagged start blockade
// stood, as progress of the seat to move, kept as the physical squares (docs/rules.md §5.6).
template <class R>
void parse_origin(text_cursor& in, state<R>& s) {
    std::array<progress_t, 2> origin{};
    std::size_t count = 0;
    parse_dotted(in, origin, count, board_of(s).max_progress, "origin");
    if (count != 2) in.fail("origin has two values");
    for (std::size_t i = 0; i < 2; ++i) {
        bool used = false;
        for (auto tag : s.tags) used = used || tag == i + 1;
        if (used != (origin[i] != 0))
            in.fail(used ? "origin= must give where each tagged blockade stood (not 0)"
                         : "origin= names a blockade no pawn is tagged for (write 0)");
        if (used) s.tag_square[i] = board_of(s).square(s.mover, origin[i]);
    }
}

// Option 5's victims: seat.progress,seat.progress,... (taken this turn, or back in this turn).
template <class R>
void parse_victims(text_cursor& in, state<R>& s, bool taken_this_turn) {
    using memory = capture_memory<R::pawns>;
    do {
        const std::size_t column = in.column();
        const int seat = in.number(3, "a victim's seat");
        in.expect('.', "'.' between a victim's seat and progress");
        const int p = in.number(board_of(s).max_progress, "a victim's progress");
        if (in.failed()) return;
        if (p == 0) return in.fail_at(column, "a victim stood on the board: its progress is 1 or more");
        auto& list = s.victims[static_cast<std::size_t>(seat)];
        if (list.back() != 0) return in.fail_at(column, "more victims of seat " + std::to_string(seat) + " than its pawns");
        list.back() = static_cast<progress_t>(p | (taken_this_turn ? memory::taken_this_turn : 0));
        sort_victims(s, seat);
    } while (in.accept(','));
}

template <class R>
state<R> parse_state_at(text_cursor& in, const state<R>& blank = {}) {
    state<R> s = blank;  // a rule set with options at run time: their values, in a blank state
    std::array<std::array<std::uint8_t, R::pawns>, 4> tags{};
    std::array<std::array<std::size_t, R::pawns>, 4> pawn_columns{};  // where each pawn is written
    for (int seat = 0; seat < 4; ++seat) {
        if (seat) in.expect('/', "'/' between the seats' rows");
        if (in.accept('-')) continue;
        s.seats = static_cast<std::uint8_t>(s.seats | (1U << seat));
        const int pawns = pawn_count(s);
        auto& row = s.pawns[static_cast<std::size_t>(seat)];
        auto& row_tags = tags[static_cast<std::size_t>(seat)];
        auto& columns = pawn_columns[static_cast<std::size_t>(seat)];
        for (int i = 0; i < pawns; ++i) {
            if (i) in.expect(',', "',' and " + std::to_string(pawns) + " pawns in a row");
            columns[static_cast<std::size_t>(i)] = in.column();
            row[static_cast<std::size_t>(i)] = static_cast<progress_t>(in.number(board_of(s).max_progress, "a pawn's progress"));
            if (in.accept('a')) row_tags[static_cast<std::size_t>(i)] = 1;
            else if (in.accept('b')) row_tags[static_cast<std::size_t>(i)] = 2;
        }
        if (pawns < R::pawns) {
            // The places a game of fewer pawns leaves unused: unmarked HOME, after the row's marked HOME pawns
            // (is_game_pawn, engine/state.hpp), so that a sorted row stays sorted.
            const auto home = static_cast<progress_t>(board_of(s).home);
            std::size_t at = 0;
            while (at < static_cast<std::size_t>(pawns) && (row[at] > home || (row[at] == home && row_tags[at] != 0))) ++at;
            const auto unused = static_cast<std::size_t>(R::pawns - pawns);
            for (std::size_t k = static_cast<std::size_t>(pawns); k-- > at;) {
                row[k + unused] = row[k];
                row_tags[k + unused] = row_tags[k];
                columns[k + unused] = columns[k];
            }
            for (std::size_t k = at; k < at + unused; ++k) row[k] = home, row_tags[k] = 0, columns[k] = columns[at + unused < R::pawns ? at + unused : 0];
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
    bool has_need = false;
    bool has_origin = false;
    std::size_t finishers_listed = 0;  // finished= (seat 0 is stored as zero bits: the count tells it apart)
    static constexpr std::string_view keys[] = {"partners", "places", "finished", "turns", "captured", "thrown",   "parts",
                                                "total",    "used",   "fives", "larger",   "need",     "origin",
                                                "capture",  "home",   "due",   "doublets", "owed",
                                                "first",    "taken",  "back",  "sixes",    "last",
                                                "arrived",  "tries"};
    while (!in.at_end()) {
        in.expect(' ', "a space before the next field");
        const std::size_t key_column = in.column();
        const std::string_view key = in.word();
        int k = 0;
        while (k < static_cast<int>(std::size(keys)) && keys[k] != key) ++k;
        if (k == static_cast<int>(std::size(keys))) in.fail_at(key_column, "unknown field '" + std::string(key) + "'");
        else if (k <= last_key) in.fail_at(key_column, "field '" + std::string(key) + "' repeated or out of order");
        last_key = k;
        has_need = has_need || key == "need";
        has_origin = has_origin || key == "origin";
        in.expect('=', "'=' after the field name");
        const auto byte = [&](int max) { return static_cast<std::uint8_t>(in.number(max, key)); };
        std::size_t count = 0;
        switch (k) {
            case 0: s.partners = byte(2); break;
            case 1: s.play_on = static_cast<std::uint8_t>(s.play_on | byte(1)); break;
            case 2: {
                std::array<std::uint8_t, 3> order{};
                detail::parse_dotted(in, order, count, 3, "finished");
                finishers_listed = count;
                for (std::size_t i = 0; i < count; ++i)
                    s.play_on = static_cast<std::uint8_t>(s.play_on | (order[i] << detail::finisher_shift(static_cast<int>(i))));
                break;
            }
            case 3: s.turns_done = byte(15); break;
            case 4: s.captured = byte(15); break;
            case 5: s.thrown = detail::parse_throw_at<R>(in); break;
            case 6:
                detail::parse_dotted(in, s.parts, count, 255, "parts");
                s.part_count = static_cast<std::uint8_t>(count);
                break;
            case 7: s.total_parts = byte(4); break;
            case 8: s.parts_used = byte(4); break;
            case 9: s.fives_entered = byte(4); break;
            case 10: s.larger_used = byte(1); break;
            case 11: {
                std::array<std::uint8_t, 3> need{};
                detail::parse_dotted(in, need, count, 4, "need");
                if (count != 3) in.fail("need has three values: parts.fives.larger");
                s.need_parts = need[0], s.need_fives = need[1], s.need_larger = need[2];
                break;
            }
            case 12:
                // Only the Parcheesi family has start blockades: a traditional state's tags mark pawns
                // that moved in this throw, and to_string writes no origin= for it.
                if constexpr (R::turn == family::parcheesi) parse_origin(in, s);
                else in.fail_at(key_column, "origin= is for the start blockades of the Parcheesi family, not these rules");
                break;
            case 13: s.capture_rewards = byte(64); break;
            case 14: s.home_rewards = byte(64); break;
            case 15: s.reward_due_now = byte(1); break;
            case 16:
                if constexpr (R::turn == family::one_die) in.fail_at(key_column, "one die counts its 6s in a row with sixes=, not doublets=");
                else s.doublets_in_row = byte(3);
                break;
            case 17: s.throws_owed = byte(255); break;
            case 18:
                if constexpr (remembers_first_moves<R>()) {  // room in the state; are they remembered?
                    if (remembers_first_moves(s)) {
                        s.first_moved = byte(15);
                        break;
                    }
                }
                in.fail_at(key_column, "first= is for rules with option 1 of seed 004 (first move on 2, 3 or 4)");
                break;
            case 19:
            case 20:
                if constexpr (remembers_captures<R>()) {
                    if (remembers_captures(s)) {
                        parse_victims(in, s, k == 19);
                        break;
                    }
                }
                in.fail_at(key_column, std::string(key) + "= is for rules with option 5 of seed 004 (cancelled capture)");
                break;
            case 21:
                if constexpr (R::turn == family::one_die) s.doublets_in_row = byte(3);
                else in.fail_at(key_column, "sixes= is for one-die rules (two dice count doublets=)");
                break;
            case 22:
            case 23:
            case 24:
                if constexpr (!remembers_one_die_turn<R>()) {
                    in.fail_at(key_column, std::string(key) + "= is for Parchís (last=, arrived=) or three tries (tries=)");
                } else if (remembers_one_die_turn(s)) {
                    if (k == 22) s.last_moved = static_cast<progress_t>(in.number(route<typename R::board>::max_progress, key));
                    else if (k == 23) s.last_arrival = byte(255);
                    else s.tries = byte(2);
                } else {
                    in.fail_at(key_column, std::string(key) + "= is for Parchís (last=, arrived=) or three tries (tries=)");
                }
                break;
        }
    }
    if (in.failed()) return s;
    if constexpr (R::turn == family::parcheesi)
        if (s.tags != decltype(s.tags){} && !has_origin) {
            in.fail_at(0, "tagged pawns (a, b) need origin=, where their blockades stood");
            return s;
        }
    // The position first: the search below relies on it (a progress beyond the board, say).
    if (const auto problem = find_position_problem(s)) {
        in.fail_at(0, to_string(problem));
        return s;
    }
    if (finishers_listed && !plays_for_places(s)) {
        in.fail_at(0, "a finishing order (finished=) without play for places (places=1)");
        return s;
    }
    if (plays_for_places(s) && finishers_listed != static_cast<std::size_t>(finished_seat_count(s))) {
        in.fail_at(0, "the finishing order (finished=) must list every finished seat, and only those: " +
                          std::to_string(finished_seat_count(s)) + " finished, " + std::to_string(finishers_listed) +
                          " listed");
        return s;
    }
    // docs/rules.md §6.6, exact count: no pawn stands where no throw takes it HOME (it could never finish,
    // and the game never end). Reported at the pawn.
    if constexpr (R::turn == family::traditional) {
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            for (std::size_t i = 0; i < s.pawns[static_cast<std::size_t>(seat)].size(); ++i) {
                const int p = s.pawns[static_cast<std::size_t>(seat)][i];
                if (!is_dead_end<R>(rules_of(s), p)) continue;
                in.fail_at(pawn_columns[static_cast<std::size_t>(seat)][i],
                           "a pawn at progress " + std::to_string(p) +
                               " in its middle column, from which no throw reaches HOME by exact count (seat " +
                               std::to_string(seat) + ")");
                return s;
            }
        }
    }
    // A play written without need= gets what every allowed play of its throw must reach, as apply_throw
    // would have computed it (only at the start of the throw: later, the parts used so far matter).
    if constexpr (R::turn == family::parcheesi)
        if (s.phase == stage::play && !has_need && s.parts_used == 0 && s.part_count == s.total_parts &&
            s.part_count > 0 && !s.reward_due_now && R::thrower::is_valid(s.thrown) && detail::parts_fit_throw(s))
            detail::fix_compulsion(s);
    if (const auto problem = find_play_problem(s)) in.fail_at(0, to_string(problem));  // the position was checked above
    return s;
}

}  // namespace detail

template <class R>
[[nodiscard]] throw_outcome parse_throw(std::string_view text) {
    detail::text_cursor in(text);
    const throw_outcome t = detail::parse_throw_at<R>(in);
    if (!in.at_end()) in.fail("unexpected text after the throw");
    in.raise_if_failed();
    return t;
}

[[nodiscard]] inline action parse_action(std::string_view text) {
    detail::text_cursor in(text);
    const action a = detail::parse_action_at(in);
    in.raise_if_failed();
    return a;
}

template <class R>
[[nodiscard]] state<R> parse_state(std::string_view text) {
    detail::text_cursor in(text);
    const state<R> s = detail::parse_state_at<R>(in);
    in.raise_if_failed();
    return s;
}
// The same for a rule set with options at run time (rules/one_die_dynamic.hpp): the text names no rules,
// so the options come with it (refused as new_game refuses them).
template <class R>
    requires has_options_at_run_time<R>
[[nodiscard]] state<R> parse_state(std::string_view text, const typename R::options_type& options) {
    state<R> blank;
    blank.options = R::checked(options);
    detail::text_cursor in(text);
    const state<R> s = detail::parse_state_at<R>(in, blank);
    in.raise_if_failed();
    return s;
}

// Forms that never report an error: std::nullopt, and the error text in *error (the same text as
// notation_error::what(), "column N: ..."), for a malformed text.
template <class R>
[[nodiscard]] std::optional<state<R>> try_parse_state(std::string_view text, std::string* error = nullptr) {
    detail::text_cursor in(text);
    const state<R> s = detail::parse_state_at<R>(in);
    if (!in.failed()) return s;
    if (error) *error = in.error_text();
    return std::nullopt;
}
template <class R>
    requires has_options_at_run_time<R>
[[nodiscard]] std::optional<state<R>> try_parse_state(std::string_view text, const typename R::options_type& options,
                                                      std::string* error = nullptr) {
    const std::string problem = R::problem(options);
    if (!problem.empty()) {
        if (error) *error = problem;
        return std::nullopt;
    }
    state<R> blank;
    blank.options = R::values::of(options);
    detail::text_cursor in(text);
    const state<R> s = detail::parse_state_at<R>(in, blank);
    if (!in.failed()) return s;
    if (error) *error = in.error_text();
    return std::nullopt;
}

[[nodiscard]] inline std::optional<action> try_parse_action(std::string_view text, std::string* error = nullptr) {
    detail::text_cursor in(text);
    const action a = detail::parse_action_at(in);
    if (!in.failed()) return a;
    if (error) *error = in.error_text();
    return std::nullopt;
}

template <class R>
[[nodiscard]] std::optional<throw_outcome> try_parse_throw(std::string_view text, std::string* error = nullptr) {
    detail::text_cursor in(text);
    const throw_outcome t = detail::parse_throw_at<R>(in);
    if (!in.at_end()) in.fail("unexpected text after the throw");
    if (!in.failed()) return t;
    if (error) *error = in.error_text();
    return std::nullopt;
}

}  // namespace pachisi
