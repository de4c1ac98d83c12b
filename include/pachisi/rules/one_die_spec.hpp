#pragma once
// One-die options from text (docs/rules.md §10): a spec names a one-die preset and, after a colon, options
// separated by commas, each setting one row of §10's table on top of the preset's options:
//
//     "ludo:must-kill,capture-reward=20"   "maedn:three-tries,entry=1+6"   "ludo_king:stacking=single"
//
// The registry's option names (registry.hpp: entry-on-1, stars, must-kill, three-sixes=off, three-tries,
// no-jump-home) mean what they mean there, so every spec the registry accepts gives the options of the type
// it names; here any mix is accepted that the rules allow (one_die_options_problem), as values for
// one_die_rules_dynamic (one_die_dynamic.hpp), with no type compiled per mix.
//
// Options: a yes/no row is written `name` (yes) or `name=yes|no`; the others `name=value`.
//   start-one-out  entry-compulsory  entry-captures  clear-entry-first  six-counts-seven
//   capture-throws-again  home-throws-again  safe-squares  two-per-safe-square  must-open-barrier
//   must-kill  three-tries  jump-in-home-path  seat-zero-starts  zero-sum-returns
//   entry=F+F..       faces 1..6 that let a nest pawn enter, e.g. entry=6 or entry=1+6
//   three-sixes=off|forfeit|nest     the third 6 in a row: played, forfeits the turn, or sends the last
//                                    pawn moved to its nest (Parchís)
//   capture-reward=N  home-reward=N  squares of the reward move, 0..40 (0: none)
//   stacking=single|pair|barrier
// and the registry's names: entry-on-1 (entry=1+6), stars (safe-squares), three-sixes=off,
// no-jump-home (jump-in-home-path=no).
//
// For a front end that offers the options (a settings form, a menu), one_die_option_rows() lists these rows
// with what each takes and a line about it, and option_value(options, row) reads a row's value as a spec
// writes it, so a form can start from a preset's options and write back only the rows that differ.

#include <array>
#include <charconv>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "one_die_dynamic.hpp"
#include "one_die_options.hpp"
#include "one_die_presets.hpp"
#include "registry.hpp"
#include <type_traits>

namespace pachisi {

// What a row of a spec takes after '=' (a yes/no row may also be written alone, meaning yes).
enum class option_kind : std::uint8_t {
    yes_no,  // yes or no
    word,    // one of `words`
    number,  // a whole number low..high
    faces,   // faces of the die low..high joined by '+' (entry=1+6)
};

// One row of the rules a spec sets by name (one_die_option_rows(), two_dice_option_rows(),
// traditional_option_rows()).
struct option_row {
    std::string_view name;                  // as a spec writes it: "must-kill", "stacking"
    option_kind kind = option_kind::yes_no;
    std::string_view words;                 // word: the values, separated by '|' ("single|pair|barrier")
    int low = 0;                            // number, faces: the range
    int high = 0;
    std::string_view about;                 // one line for a form or --help
};

// Whether a family's option rows begin with the yes/no rows its parser knows, in their order: the rows a
// form offers and the rows a spec may name are then one list (each family checks it with a static_assert).
template <class Rows, class YesNoRows>
[[nodiscard]] constexpr bool yes_no_rows_first(const Rows& rows, const YesNoRows& yes_no) noexcept {
    if (rows.size() < yes_no.size()) return false;
    for (std::size_t i = 0; i < yes_no.size(); ++i)
        if (rows[i].name != yes_no[i].name || rows[i].kind != option_kind::yes_no) return false;
    return true;
}

namespace one_die_spec_detail {

// Pieces of a message joined (the spec parsers of every family use these two; rules_spec.hpp too).
template <class... Pieces>
[[nodiscard]] std::string words(const Pieces&... pieces) {
    std::string text;
    ((text += std::string_view(pieces)), ...);
    return text;
}

// `text` as a whole number in [low, high], or nothing.
[[nodiscard]] inline std::optional<int> number_in(std::string_view text, int low, int high) {
    int value = 0;
    const auto [end, fault] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (fault != std::errc{} || end != text.data() + text.size() || value < low || value > high) return std::nullopt;
    return value;
}

struct named_preset {
    std::string_view name;
    one_die_rule_options options;
};
inline constexpr std::array<named_preset, 5> presets{{{"ludo", ludo_options},
                                                     {"ludo_king", ludo_king_options},
                                                     {"parchis", parchis_options},
                                                     {"maedn", maedn_options},
                                                     {"maedn_openspiel", maedn_openspiel_options}}};

// The yes/no rows, by name.
struct yes_no_row {
    std::string_view name;
    bool one_die_rule_options::*member;
};
inline constexpr std::array<yes_no_row, 15> yes_no_rows{{
    {"start-one-out", &one_die_rule_options::start_one_out},
    {"entry-compulsory", &one_die_rule_options::entry_compulsory},
    {"entry-captures", &one_die_rule_options::entry_captures},
    {"clear-entry-first", &one_die_rule_options::clear_entry_first},
    {"six-counts-seven", &one_die_rule_options::six_counts_seven},
    {"capture-throws-again", &one_die_rule_options::capture_throws_again},
    {"home-throws-again", &one_die_rule_options::home_throws_again},
    {"safe-squares", &one_die_rule_options::safe_squares},
    {"two-per-safe-square", &one_die_rule_options::two_per_safe_square},
    {"must-open-barrier", &one_die_rule_options::must_open_barrier},
    {"must-kill", &one_die_rule_options::must_kill},
    {"three-tries", &one_die_rule_options::three_tries},
    {"jump-in-home-path", &one_die_rule_options::jump_in_home_path},
    {"seat-zero-starts", &one_die_rule_options::seat_zero_starts},
    {"zero-sum-returns", &one_die_rule_options::zero_sum_returns},
}};

// Every row, in the order of the comment at the top: the yes/no rows (yes_no_rows' order), then the others.
inline constexpr std::array<option_row, 20> option_rows{{
    {"start-one-out", option_kind::yes_no, "", 0, 0, "every seat starts with one pawn on its entry square"},
    {"entry-compulsory", option_kind::yes_no, "", 0, 0, "a seat that can bring a pawn out must (§10.3)"},
    {"entry-captures", option_kind::yes_no, "", 0, 0, "a pawn coming out captures the enemies on its entry square (§10.3)"},
    {"clear-entry-first", option_kind::yes_no, "", 0, 0, "an own pawn on the entry square moves off it first (§10.4)"},
    {"six-counts-seven", option_kind::yes_no, "", 0, 0, "with no pawn in the nest, a 6 moves 7 (§10.5)"},
    {"capture-throws-again", option_kind::yes_no, "", 0, 0, "a capture earns another throw (§10.8)"},
    {"home-throws-again", option_kind::yes_no, "", 0, 0, "a pawn reaching HOME earns another throw (§10.8)"},
    {"safe-squares", option_kind::yes_no, "", 0, 0, "the board's safe squares are safe: no capture there (Ludo: the starts and the stars)"},
    {"two-per-safe-square", option_kind::yes_no, "", 0, 0, "at most two pawns share a safe square (§10.1)"},
    {"must-open-barrier", option_kind::yes_no, "", 0, 0, "a 6 (or 7) opens an own barrier first (§10.6)"},
    {"must-kill", option_kind::yes_no, "", 0, 0, "no pawn enters its home path before its seat has captured (§10.9)"},
    {"three-tries", option_kind::yes_no, "", 0, 0, "three throws for an entry value while no pawn can move (§10.10)"},
    {"jump-in-home-path", option_kind::yes_no, "", 0, 0, "a move may pass a pawn in the home path (§10.11)"},
    {"seat-zero-starts", option_kind::yes_no, "", 0, 0, "seat 0 throws first, with no opening throw"},
    {"zero-sum-returns", option_kind::yes_no, "", 0, 0, "OpenSpiel's returns: n - 1 to the winner, -1 to each other seat"},
    {"entry", option_kind::faces, "", 1, 6, "the faces that bring a pawn out of the nest (§10.3)"},
    {"three-sixes", option_kind::word, "off|forfeit|nest", 0, 0,
     "the third 6 in a row: played, forfeits the turn, or sends the last pawn moved to its nest (§10.5)"},
    {"capture-reward", option_kind::number, "", 0, 40, "squares of the move a capture earns, 0 for none (§10.7)"},
    {"home-reward", option_kind::number, "", 0, 40,
     "squares of the move a pawn reaching HOME earns, 0 for none; needs a capture reward (§10.7)"},
    {"stacking", option_kind::word, "single|pair|barrier", 0, 0,
     "own pawns on a square: one; any number, two or more blocking; two, a barrier to all (§10.1)"},
}};
static_assert(yes_no_rows_first(option_rows, yes_no_rows), "one_die_spec.hpp: option_rows begins with yes_no_rows, in their order");

// one_die_options_problem on the board the options name.
[[nodiscard]] constexpr const char* problem_on_own_board(const one_die_rule_options& o) noexcept {
    return one_die_options_problem(o, o.board == one_die_board::ludo        ? ludo_board::numbers
                                      : o.board == one_die_board::parcheesi ? parcheesi_board::numbers
                                                                            : maedn_board::numbers);
}

// The row an option name sets: the registry's names are other names of rows.
[[nodiscard]] constexpr std::string_view row_named(std::string_view key) noexcept {
    if (key == "entry-on-1") return "entry";
    if (key == "stars") return "safe-squares";
    if (key == "no-jump-home") return "jump-in-home-path";
    return key;
}

// Sets one option on `o`; returns why it cannot ("" when done). `key` is the part before '=', `value`
// the part after it (`has_value` false when there is no '=').
[[nodiscard]] inline std::string set_option(one_die_rule_options& o, std::string_view preset, std::string_view key,
                                            bool has_value, std::string_view value) {
    // The registry's names.
    if (!has_value && key == "entry-on-1") return o.entry_values = entry_on({1, 6}), "";
    if (!has_value && key == "stars") return o.safe_squares = true, "";
    if (!has_value && key == "no-jump-home") return o.jump_in_home_path = false, "";
    for (const auto& row : yes_no_rows) {
        if (row.name != key) continue;
        if (!has_value || value == "yes") return o.*row.member = true, "";
        if (value == "no") return o.*row.member = false, "";
        return words("option '", key, "' is yes or no: write '", key, "' or '", key, "=no', not '", key, "=", value, "'");
    }
    if (key == "entry" && has_value) {
        unsigned faces = 0;
        for (std::string_view rest = value; !rest.empty();) {
            const std::size_t plus = rest.find('+');
            const auto face = number_in(rest.substr(0, plus), 1, 6);
            if (!face) return words("entry= lists faces 1..6 joined by '+' (entry=6, entry=1+6), not '", value, "'");
            faces |= 1U << static_cast<unsigned>(*face);
            rest = plus == std::string_view::npos ? std::string_view{} : rest.substr(plus + 1);
            if (plus != std::string_view::npos && rest.empty())
                return words("entry= lists faces 1..6 joined by '+' (entry=6, entry=1+6), not '", value, "'");
        }
        if (faces == 0) return "entry= needs at least one face (entry=6)";
        return o.entry_values = faces, "";
    }
    if (key == "three-sixes" && has_value) {
        if (value == "off") return o.third_six = third_six_rule::nothing, "";
        if (value == "forfeit") return o.third_six = third_six_rule::forfeit, "";
        if (value == "nest") return o.third_six = third_six_rule::last_pawn_to_nest, "";
        return words("three-sixes= is off, forfeit or nest, not '", value, "'");
    }
    if ((key == "capture-reward" || key == "home-reward") && has_value) {
        const auto squares = number_in(value, 0, 40);
        if (!squares) return words(key, "= is a number of squares 0..40, not '", value, "'");
        (key == "capture-reward" ? o.capture_reward : o.home_reward) = *squares;
        return "";
    }
    if (key == "stacking" && has_value) {
        if (value == "single") return o.stacking = one_die_stacking::single, "";
        if (value == "pair") return o.stacking = one_die_stacking::pair, "";
        if (value == "barrier") return o.stacking = one_die_stacking::barrier, "";
        return words("stacking= is single, pair or barrier, not '", value, "'");
    }
    const std::string named = preset_option_names(preset);
    return words("unknown option '", key, has_value ? "=" : "", value, "' for preset '", preset, "' (options: ", named,
                 named.empty() ? "" : "; ", "every row by name: entry=, three-sixes=, capture-reward=, home-reward=, stacking=, start-one-out, "
                 "entry-compulsory, entry-captures, clear-entry-first, six-counts-seven, capture-throws-again, "
                 "home-throws-again, safe-squares, two-per-safe-square, must-open-barrier, must-kill, three-tries, "
                 "jump-in-home-path, seat-zero-starts, zero-sum-returns)");
}

}  // namespace one_die_spec_detail

// The rows a one-die spec sets by name (docs/rules.md §10's table), in the order of the comment at the top.
[[nodiscard]] constexpr std::span<const option_row> one_die_option_rows() noexcept {
    return one_die_spec_detail::option_rows;
}

// The value of row `row` (one_die_option_rows) in `o`, as a spec writes it after '=': "yes", "no", "1+6",
// "forfeit", "20", "pair"; "" for a name that is no row.
[[nodiscard]] inline std::string option_value(const one_die_rule_options& o, std::string_view row) {
    for (const auto& r : one_die_spec_detail::yes_no_rows)
        if (r.name == row) return o.*r.member ? "yes" : "no";
    if (row == "entry") {
        std::string faces;
        for (unsigned face = 1; face <= 6; ++face)
            if ((o.entry_values >> face) & 1U) (faces += faces.empty() ? "" : "+") += static_cast<char>('0' + face);
        return faces;
    }
    if (row == "three-sixes")
        return o.third_six == third_six_rule::nothing ? "off" : o.third_six == third_six_rule::forfeit ? "forfeit" : "nest";
    if (row == "capture-reward") return std::to_string(o.capture_reward);
    if (row == "home-reward") return std::to_string(o.home_reward);
    if (row == "stacking")
        return o.stacking == one_die_stacking::single ? "single" : o.stacking == one_die_stacking::pair ? "pair" : "barrier";
    return {};
}

// Whether `name` (the part of a spec before any colon) is a one-die preset.
[[nodiscard]] inline bool is_one_die_preset(std::string_view name) {
    const std::string_view preset = name.substr(0, name.find(':'));
    for (const auto& p : one_die_spec_detail::presets)
        if (p.name == preset) return true;
    return false;
}

// The options a one-die spec names, or std::nullopt with the reason in *error: an unknown preset or
// option, an option given twice, or a mix the rules do not allow (the message a compile-time rule set
// with these options fails with).
[[nodiscard]] inline std::optional<one_die_rule_options> one_die_options_from_spec(std::string_view spec,
                                                                                   std::string* error = nullptr) {
    const auto fail = [&](std::string why) -> std::optional<one_die_rule_options> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    const one_die_spec_detail::named_preset* preset = nullptr;
    for (const auto& p : one_die_spec_detail::presets)
        if (p.name == name) preset = &p;
    if (!preset) return fail("unknown one-die preset '" + std::string(name) + "' (ludo, ludo_king, parchis, maedn, maedn_openspiel)");
    one_die_rule_options o = preset->options;
    std::array<std::string_view, 32> seen{};
    std::size_t seen_count = 0;
    std::string_view rest = colon == std::string_view::npos ? std::string_view{} : spec.substr(colon + 1);
    if (colon != std::string_view::npos && rest.empty())
        return fail("an empty option in '" + std::string(spec) + "': separate the options by single commas, with none at the end");
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        const std::string_view option = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (option.empty() || (comma != std::string_view::npos && rest.empty()))
            return fail("an empty option in '" + std::string(spec) + "': separate the options by single commas, with none at the end");
        const std::size_t equals = option.find('=');
        const std::string_view key = option.substr(0, equals);
        const std::string_view row = one_die_spec_detail::row_named(key);
        for (std::size_t i = 0; i < seen_count; ++i)
            if (seen[i] == row) return fail("option '" + std::string(key) + "' is given twice in '" + std::string(spec) + "': give it once");
        if (seen_count == seen.size()) return fail("too many options in '" + std::string(spec) + "'");
        seen[seen_count++] = row;
        const std::string why = one_die_spec_detail::set_option(
            o, name, key, equals != std::string_view::npos,
            equals == std::string_view::npos ? std::string_view{} : option.substr(equals + 1));
        if (!why.empty()) return fail(why + " in '" + std::string(spec) + "'");
    }
    if (const char* problem = one_die_spec_detail::problem_on_own_board(o))
        return fail("'" + std::string(spec) + "': " + without_lead(problem));
    return o;
}

// Runs f(std::type_identity<R>{}, options) for the one-die spec `spec`, where R is the run-time rule set of
// the spec's board (ludo_dynamic, parchis_dynamic or maedn_dynamic) and options are the spec's: f is
// compiled three times, whatever the mix. Returns false, with the reason in *error, for a spec
// one_die_options_from_spec refuses.
//
//     pachisi::with_one_die_rules("ludo:must-kill", [](auto rules, const auto& options) {
//         using R = typename decltype(rules)::type;
//         auto s = pachisi::new_game<R>(options, {.players = 2});
//         ...
//     });
template <class F>
bool with_one_die_rules(std::string_view spec, F&& f, std::string* error = nullptr) {
    const auto options = one_die_options_from_spec(spec, error);
    if (!options) return false;
    switch (options->board) {
        case one_die_board::ludo: f(std::type_identity<ludo_dynamic>{}, *options); break;
        case one_die_board::parcheesi: f(std::type_identity<parchis_dynamic>{}, *options); break;
        case one_die_board::maedn: f(std::type_identity<maedn_dynamic>{}, *options); break;
    }
    return true;
}

}  // namespace pachisi
