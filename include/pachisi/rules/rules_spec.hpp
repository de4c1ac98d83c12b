#pragma once
// Any rule set by its spec, with its options as values (docs/rules.md §4 "Options by name"): the preset's
// name, then ':' and options separated by commas. with_rules_options turns a spec into one of a handful of
// run-time rule sets (one_die_rules_dynamic on each one-die board, two_dice_rules_dynamic,
// traditional_rules_dynamic for each number of cowries) and the options, so a program that
// lets its user pick rules compiles those few engines, not one per mix of options:
//
//     std::string error;
//     bool ok = pachisi::with_rules_options("traditional:split,first-move", [&](auto rules, const auto& options) {
//         using R = typename decltype(rules)::type;
//         auto s = pachisi::new_game<R>(options, {.players = 4});
//         ...
//     }, &error);                 // false, and error says what is wrong with the spec
//
// (text/chosen_rules.hpp's with_rules hands over the same as one object that also makes games.)
//
// Every spec the registry accepts (registry.hpp) means the same options here; any other mix of options is
// accepted too, unless the rules refuse it (the message of the compile-time check it breaks).
//
// Two dice (shg, cardinal, american), on top of the preset's options: the registry's undo, no-blockades,
// no-auto-fives, third-doublet-penalty; a yes/no row written `name` or `name=yes|no`: auto-fives,
// entry-captures-on-safe, must-use-larger-die, moves-compulsory, blockades, safe-squares, exact-home,
// extra-lap, bonus-all-or-none, third-doublet-penalty, rewards-optional, immediate-capture-reward,
// undo-in-play, partners-allowed, first-pawn-out-allowed, tie-weights; and combine=increments|whole,
// bonus=none|tops-and-bottoms|four-of-top, again=never|always|if-all-used,
// capture=none|move|move-or-throw-again|throw-again, capture-reward=N, home-reward=N (0..40),
// opening=highest-die|lowest-die|highest-throw.
// Traditional (traditional, traditional7): the registry's split, home-needs-capture, exact-home,
// no-capture-throw, first-move, cancel-capture in any mix (or as yes/no rows: split-throw, capture-throws-again,
// first-move-on-2-3-4, cancelled-capture), with pawns=4|8|12|16, arm=6..10 and castle=1..arm-1 in any mix.
// Every traditional spec plays on one of two engines per number of cowries: traditional_rules_dynamic<shells, 4>
// for 4 pawns a seat (the presets' state size), traditional_rules_dynamic<shells, 16> for more.
// One die: one_die_spec.hpp.
//
// For a front end that offers the options: two_dice_option_rows() and traditional_option_rows() list the rows
// (name, what each takes, a line about it; option_row in one_die_spec.hpp) and option_value(options, row)
// reads a row's value as a spec writes it; preset_option_rows(preset) says which row and value each of the
// registry's names sets. spec_of(preset, options) writes options back as a spec (to save a
// settings screen's choice, or to show it): spec_of("traditional", {.pawns = 8, .split_throw = true}) is
// "traditional:split,pawns=8".

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "one_die_spec.hpp"
#include "presets.hpp"
#include "registry.hpp"
#include "traditional_dynamic.hpp"
#include "two_dice_dynamic.hpp"

namespace pachisi {

namespace rules_spec_detail {

using one_die_spec_detail::number_in;
using one_die_spec_detail::words;

// A spec cut into its name and its options, each option into key and value; the callback gets
// (key, has_value, value) and returns why it cannot set it ("" when done). Refuses empty options and a row
// given twice (`row_of` names the row an option sets).
template <class Set, class RowOf>
[[nodiscard]] std::string for_each_option(std::string_view spec, Set&& set, RowOf&& row_of) {
    const std::size_t colon = spec.find(':');
    if (colon == std::string_view::npos) return "";
    std::string_view rest = spec.substr(colon + 1);
    const std::string empty = words("an empty option in '", spec, "': separate the options by single commas, with none at the end");
    if (rest.empty()) return empty;
    std::array<std::string_view, 40> seen{};
    std::size_t seen_count = 0;
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        const std::string_view option = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (option.empty() || (comma != std::string_view::npos && rest.empty())) return empty;
        const std::size_t equals = option.find('=');
        const std::string_view key = option.substr(0, equals);
        const std::string_view row = row_of(key);
        for (std::size_t i = 0; i < seen_count; ++i)
            if (seen[i] == row) return words("option '", key, "' is given twice in '", spec, "': give it once");
        if (seen_count == seen.size()) return words("too many options in '", spec, "'");
        seen[seen_count++] = row;
        const std::string why = set(key, equals != std::string_view::npos,
                                    equals == std::string_view::npos ? std::string_view{} : option.substr(equals + 1));
        if (!why.empty()) return words(why, " in '", spec, "'");
    }
    return "";
}

// A yes/no option: `name` or `name=yes|no` sets `flag`.
[[nodiscard]] inline std::string set_yes_no(bool& flag, std::string_view key, bool has_value, std::string_view value) {
    if (!has_value || value == "yes") return flag = true, "";
    if (value == "no") return flag = false, "";
    return words("option '", key, "' is yes or no: write '", key, "' or '", key, "=no', not '", key, "=", value, "'");
}

template <class E, std::size_t N>
[[nodiscard]] std::string set_choice(E& field, std::string_view key, std::string_view value,
                                     const std::array<std::pair<std::string_view, E>, N>& choices) {
    std::string names;
    for (const auto& [name, e] : choices) {
        if (name == value) return field = e, "";
        names += names.empty() ? "" : ", ";
        names += name;
    }
    return words(key, "= is one of ", names, ", not '", value, "'");
}

// ---- two dice ------------------------------------------------------------------------------------------

struct two_dice_row {
    std::string_view name;
    bool two_dice_rule_options::*member;
};
inline constexpr std::array<two_dice_row, 16> two_dice_rows{{
    {"auto-fives", &two_dice_rule_options::auto_fives},
    {"entry-captures-on-safe", &two_dice_rule_options::entry_captures_on_safe},
    {"must-use-larger-die", &two_dice_rule_options::must_use_larger_die},
    {"moves-compulsory", &two_dice_rule_options::moves_compulsory},
    {"blockades", &two_dice_rule_options::blockades},
    {"safe-squares", &two_dice_rule_options::safe_squares},
    {"exact-home", &two_dice_rule_options::exact_home},
    {"extra-lap", &two_dice_rule_options::extra_lap},
    {"bonus-all-or-none", &two_dice_rule_options::bonus_all_or_none},
    {"third-doublet-penalty", &two_dice_rule_options::third_doublet_penalty},
    {"rewards-optional", &two_dice_rule_options::rewards_optional},
    {"immediate-capture-reward", &two_dice_rule_options::immediate_capture_reward_in_bonus},
    {"undo-in-play", &two_dice_rule_options::undo_in_play},
    {"partners-allowed", &two_dice_rule_options::partners_allowed},
    {"first-pawn-out-allowed", &two_dice_rule_options::first_pawn_out_allowed},
    {"tie-weights", &two_dice_rule_options::rank_with_tie_weights},
}};

// Every two-dice row: the yes/no rows (two_dice_rows' order), then the others.
inline constexpr std::array<option_row, 23> two_dice_option_rows{{
    {"auto-fives", option_kind::yes_no, "", 0, 0, "a five brings a pawn out of the nest when one can (§5.5)"},
    {"entry-captures-on-safe", option_kind::yes_no, "", 0, 0, "an entering pawn captures on its safe entry square (§5.3)"},
    {"must-use-larger-die", option_kind::yes_no, "", 0, 0, "with only one die playable, the larger one is played (§5.5)"},
    {"moves-compulsory", option_kind::yes_no, "", 0, 0, "moves must be made when they can (§5.5)"},
    {"blockades", option_kind::yes_no, "", 0, 0, "two pawns of one colour block a square (§5.6)"},
    {"safe-squares", option_kind::yes_no, "", 0, 0, "the 12 safe squares are safe: no capture there"},
    {"exact-home", option_kind::yes_no, "", 0, 0, "a pawn reaches HOME only by an exact count"},
    {"extra-lap", option_kind::yes_no, "", 0, 0, "a pawn may go round the board again (§5.10)"},
    {"bonus-all-or-none", option_kind::yes_no, "", 0, 0, "the doublet bonus is played whole or not at all"},
    {"third-doublet-penalty", option_kind::yes_no, "", 0, 0, "a third doublet in a row sends the farthest pawn back to its nest (§5.1)"},
    {"rewards-optional", option_kind::yes_no, "", 0, 0, "a reward may be declined (§5.7)"},
    {"immediate-capture-reward", option_kind::yes_no, "", 0, 0, "a capture in a doublet bonus is rewarded at once"},
    {"undo-in-play", option_kind::yes_no, "", 0, 0, "moves of the throw being played may be taken back (§8)"},
    {"partners-allowed", option_kind::yes_no, "", 0, 0, "4 players may play as two teams of partners"},
    {"first-pawn-out-allowed", option_kind::yes_no, "", 0, 0, "the table may start every seat with a pawn out"},
    {"tie-weights", option_kind::yes_no, "", 0, 0, "scores rank ties with the Neptune report's weights (§7)"},
    {"combine", option_kind::word, "increments|whole", 0, 0, "how one pawn uses both dice: one die after the other, or the sum at once"},
    {"bonus", option_kind::word, "none|tops-and-bottoms|four-of-top", 0, 0, "what a doublet gives with no pawn in the nest (§5.2)"},
    {"again", option_kind::word, "never|always|if-all-used", 0, 0, "when a doublet throws again (§5.8)"},
    {"capture", option_kind::word, "none|move|move-or-throw-again|throw-again", 0, 0, "what a capture earns (§5.7)"},
    {"capture-reward", option_kind::number, "", 0, 40, "squares of the move a capture earns (§5.7)"},
    {"home-reward", option_kind::number, "", 0, 40, "squares of the move a pawn reaching HOME earns (§5.7)"},
    {"opening", option_kind::word, "highest-die|lowest-die|highest-throw", 0, 0, "who starts: the opening throw's winner (§8)"},
}};
static_assert(yes_no_rows_first(two_dice_option_rows, two_dice_rows),
              "rules_spec.hpp: two_dice_option_rows begins with two_dice_rows, in their order");

[[nodiscard]] constexpr std::string_view two_dice_row_of(std::string_view key) noexcept {
    if (key == "undo") return "undo-in-play";
    if (key == "no-blockades") return "blockades";
    if (key == "no-auto-fives") return "auto-fives";
    return key;
}

[[nodiscard]] inline std::string set_two_dice_option(two_dice_rule_options& o, std::string_view preset,
                                                     std::string_view key, bool has_value, std::string_view value) {
    if (!has_value && key == "undo") return o.undo_in_play = true, "";
    if (!has_value && key == "no-blockades") return o.blockades = false, "";
    if (!has_value && key == "no-auto-fives") return o.auto_fives = false, "";
    for (const auto& row : two_dice_rows)
        if (row.name == key) return set_yes_no(o.*row.member, key, has_value, value);
    if (has_value) {
        if (key == "combine")
            return set_choice(o.combine, key, value,
                              std::array<std::pair<std::string_view, combined_move>, 2>{
                                  {{"increments", combined_move::increments}, {"whole", combined_move::whole}}});
        if (key == "bonus")
            return set_choice(o.bonus, key, value,
                              std::array<std::pair<std::string_view, doublet_bonus>, 3>{
                                  {{"none", doublet_bonus::none},
                                   {"tops-and-bottoms", doublet_bonus::tops_and_bottoms},
                                   {"four-of-top", doublet_bonus::four_of_top}}});
        if (key == "again")
            return set_choice(o.again, key, value,
                              std::array<std::pair<std::string_view, doublet_again>, 3>{
                                  {{"never", doublet_again::never},
                                   {"always", doublet_again::always},
                                   {"if-all-used", doublet_again::if_all_used}}});
        if (key == "capture")
            return set_choice(o.capture, key, value,
                              std::array<std::pair<std::string_view, capture_reward>, 4>{
                                  {{"none", capture_reward::none},
                                   {"move", capture_reward::move},
                                   {"move-or-throw-again", capture_reward::move_or_throw_again},
                                   {"throw-again", capture_reward::throw_again}}});
        if (key == "opening")
            return set_choice(o.opening, key, value,
                              std::array<std::pair<std::string_view, first_throw>, 3>{
                                  {{"highest-die", first_throw::highest_die},
                                   {"lowest-die", first_throw::lowest_die},
                                   {"highest-throw", first_throw::highest_throw}}});
        if (key == "capture-reward" || key == "home-reward") {
            const auto squares = number_in(value, 0, 40);
            if (!squares) return words(key, "= is a number of squares 0..40, not '", value, "'");
            (key == "capture-reward" ? o.capture_reward_squares : o.home_reward_squares) = *squares;
            return "";
        }
    }
    const std::string named = preset_option_names(preset);
    return words("unknown option '", key, has_value ? "=" : "", value, "' for preset '", preset, "' (options: ", named,
                 named.empty() ? "" : "; ", "every row by name: combine=, bonus=, again=, "
                 "capture=, capture-reward=, home-reward=, opening=; yes/no: auto-fives, entry-captures-on-safe, "
                 "must-use-larger-die, moves-compulsory, blockades, safe-squares, exact-home, extra-lap, "
                 "bonus-all-or-none, rewards-optional, immediate-capture-reward, undo-in-play, partners-allowed, "
                 "first-pawn-out-allowed, tie-weights)");
}

// ---- traditional -----------------------------------------------------------------------------------------

struct traditional_row {
    std::string_view name;
    bool traditional_options::*member;
};
inline constexpr std::array<traditional_row, 6> traditional_rows{{
    {"split-throw", &traditional_options::split_throw},
    {"home-needs-capture", &traditional_options::home_needs_capture},
    {"exact-home", &traditional_options::exact_home},
    {"capture-throws-again", &traditional_options::capture_throws_again},
    {"first-move-on-2-3-4", &traditional_options::first_move_on_2_3_4},
    {"cancelled-capture", &traditional_options::cancelled_capture},
}};

// Every traditional row: the yes/no rows (traditional_rows' order), then the pawn count and the board.
inline constexpr std::array<option_row, 9> traditional_option_rows{{
    {"split-throw", option_kind::yes_no, "", 0, 0, "a throw may be split between several pawns or groups (seed 004 option 2)"},
    {"home-needs-capture", option_kind::yes_no, "", 0, 0, "no pawn turns homeward before its seat has captured (option 3)"},
    {"exact-home", option_kind::yes_no, "", 0, 0, "a pawn goes home only by an exact count (option 4)"},
    {"capture-throws-again", option_kind::yes_no, "", 0, 0, "a capture earns another throw (option 6)"},
    {"first-move-on-2-3-4", option_kind::yes_no, "", 0, 0, "a player's first move needs a throw of 2, 3 or 4 (option 1)"},
    {"cancelled-capture", option_kind::yes_no, "", 0, 0, "a capture is undone if the capturer is captured at once (option 5)"},
    {"pawns", option_kind::word, "4|8|12|16", 0, 0, "pawns per colour (option 7)"},
    {"arm", option_kind::number, "", min_cross_arm, max_cross_arm,
     "squares per column of each arm of the cross, 12 x arm in all (option 8)"},
    {"castle", option_kind::number, "", 1, max_cross_arm - 1,
     "castles this many squares from each tip, along the outer columns; below the arm (option 8)"},
}};
static_assert(yes_no_rows_first(traditional_option_rows, traditional_rows),
              "rules_spec.hpp: traditional_option_rows begins with traditional_rows, in their order");

[[nodiscard]] constexpr std::string_view traditional_row_of(std::string_view key) noexcept {
    if (key == "split") return "split-throw";
    if (key == "no-capture-throw") return "capture-throws-again";
    if (key == "first-move") return "first-move-on-2-3-4";
    if (key == "cancel-capture") return "cancelled-capture";
    return key;
}

[[nodiscard]] inline std::string set_traditional_option(traditional_options& o, std::string_view preset,
                                                        std::string_view key, bool has_value, std::string_view value) {
    if (!has_value) {
        if (key == "split") return o.split_throw = true, "";
        if (key == "no-capture-throw") return o.capture_throws_again = false, "";
        if (key == "first-move") return o.first_move_on_2_3_4 = true, "";
        if (key == "cancel-capture") return o.cancelled_capture = true, "";
    }
    for (const auto& row : traditional_rows)
        if (row.name == key) return set_yes_no(o.*row.member, key, has_value, value);
    if (has_value && key == "pawns") {
        const auto pawns = number_in(value, 4, 16);
        if (!pawns || *pawns % 4 != 0) return words("pawns= is 4, 8, 12 or 16, not '", value, "'");
        return o.pawns = *pawns, "";
    }
    if (has_value && key == "arm") {
        const auto arm = number_in(value, min_cross_arm, max_cross_arm);
        if (!arm) return words("arm= is 6 to 10 squares per column, not '", value, "'");
        return o.arm = *arm, "";
    }
    if (has_value && (key == "castle" || key == "castle-offset")) {
        const auto offset = number_in(value, 1, max_cross_arm - 1);
        if (!offset) return words("castle= is 1 to 9 squares from the tips (below the arm), not '", value, "'");
        return o.castle_offset = *offset, "";
    }
    return words("unknown option '", key, has_value ? "=" : "", value, "' for preset '", preset, "' (options: ",
                 "split, home-needs-capture, exact-home, no-capture-throw, pawns=, first-move, cancel-capture, arm=, castle=; ",
                 "every row by name: split-throw, capture-throws-again, first-move-on-2-3-4, cancelled-capture)");
}

// The traditional engines with_rules compiles for a number of cowries: room for 4 pawns a seat (the
// presets' state), or for 16 (8, 12 or 16 pawns); every cross either way.
template <unsigned Shells, class F>
void with_traditional_engine(const traditional_options& o, F&& f) {
    if (o.pawns == 4) f(std::type_identity<traditional_engine_for<Shells, 4>>{});
    else f(std::type_identity<traditional_engine_for<Shells, 16>>{});
}

}  // namespace rules_spec_detail

// The rows a two-dice spec (shg, cardinal, american) sets by name, in the order of the comment at the top.
[[nodiscard]] constexpr std::span<const option_row> two_dice_option_rows() noexcept {
    return rules_spec_detail::two_dice_option_rows;
}
// The rows a traditional spec sets by name: the yes/no rows, then pawns and arm.
[[nodiscard]] constexpr std::span<const option_row> traditional_option_rows() noexcept {
    return rules_spec_detail::traditional_option_rows;
}

// The value of row `row` (two_dice_option_rows) in `o`, as a spec writes it after '=': "yes", "no", "whole",
// "20"; "" for a name that is no row.
[[nodiscard]] inline std::string option_value(const two_dice_rule_options& o, std::string_view row) {
    for (const auto& r : rules_spec_detail::two_dice_rows)
        if (r.name == row) return o.*r.member ? "yes" : "no";
    // A word row's value: its words are in the order of the enum's values (policies.hpp), as the parser pairs them.
    const auto word = [&](auto value) {
        std::string_view words = rules_spec_detail::two_dice_option_rows[0].words;
        for (const auto& r : rules_spec_detail::two_dice_option_rows)
            if (r.name == row) words = r.words;
        for (auto i = static_cast<unsigned>(value); i > 0; --i) words.remove_prefix(words.find('|') + 1);
        return std::string(words.substr(0, words.find('|')));
    };
    if (row == "combine") return word(o.combine);
    if (row == "bonus") return word(o.bonus);
    if (row == "again") return word(o.again);
    if (row == "capture") return word(o.capture);
    if (row == "opening") return word(o.opening);
    if (row == "capture-reward") return std::to_string(o.capture_reward_squares);
    if (row == "home-reward") return std::to_string(o.home_reward_squares);
    return {};
}

// The value of row `row` (traditional_option_rows) in `o`, as a spec writes it after '='; "" for a name that
// is no row.
[[nodiscard]] inline std::string option_value(const traditional_options& o, std::string_view row) {
    for (const auto& r : rules_spec_detail::traditional_rows)
        if (r.name == row) return o.*r.member ? "yes" : "no";
    if (row == "pawns") return std::to_string(o.pawns);
    if (row == "arm") return std::to_string(o.arm);
    if (row == "castle") return std::to_string(o.castle_offset);
    return {};
}

// The options of a two-dice spec ("shg:undo", "cardinal:safe-squares"), or std::nullopt with the reason.
[[nodiscard]] inline std::optional<two_dice_rule_options> two_dice_options_from_spec(std::string_view spec,
                                                                                     std::string* error = nullptr) {
    const std::string_view name = spec.substr(0, spec.find(':'));
    two_dice_rule_options o;
    if (name == "shg") o = two_dice_options_of<shg>();
    else if (name == "cardinal") o = two_dice_options_of<cardinal>();
    else if (name == "american") o = two_dice_options_of<american>();
    else {
        if (error) *error = "unknown two-dice preset '" + std::string(name) + "' (shg, cardinal, american)";
        return std::nullopt;
    }
    std::string why = rules_spec_detail::for_each_option(
        spec, [&](std::string_view k, bool has, std::string_view v) { return rules_spec_detail::set_two_dice_option(o, name, k, has, v); },
        rules_spec_detail::two_dice_row_of);
    if (why.empty())
        if (const char* problem = two_dice_options_problem(o)) why = "'" + std::string(spec) + "': " + without_lead(problem);
    if (!why.empty()) {
        if (error) *error = why;
        return std::nullopt;
    }
    return o;
}

// The options of a traditional spec ("traditional:split,pawns=8"), or std::nullopt with the reason. The
// number of cowries is the preset's: 6 for traditional, 7 for traditional7 (*shells).
[[nodiscard]] inline std::optional<traditional_options> traditional_options_from_spec(std::string_view spec,
                                                                                      std::string* error = nullptr,
                                                                                      unsigned* shells = nullptr) {
    const std::string_view name = spec.substr(0, spec.find(':'));
    if (name != "traditional" && name != "traditional7") {
        if (error) *error = "unknown traditional preset '" + std::string(name) + "' (traditional, traditional7)";
        return std::nullopt;
    }
    if (shells) *shells = name == "traditional" ? 6 : 7;
    traditional_options o;
    std::string why = rules_spec_detail::for_each_option(
        spec, [&](std::string_view k, bool has, std::string_view v) { return rules_spec_detail::set_traditional_option(o, name, k, has, v); },
        rules_spec_detail::traditional_row_of);
    if (why.empty())
        if (const char* problem = traditional_options_problem(o)) why = "'" + std::string(spec) + "': " + without_lead(problem);
    if (!why.empty()) {
        if (error) *error = why;
        return std::nullopt;
    }
    return o;
}

// One of the registry's options of a preset that sets one option row to one value ("stars" on ludo is
// safe-squares=yes): what a settings screen can show beside that row.
struct preset_option_row {
    std::string_view name, about;  // as preset_options gives them
    std::string_view row;          // the row's name (one_die_option_rows, two_dice_option_rows, traditional_option_rows)
    std::string value;             // the row's value with this option, as a spec writes it
};

namespace rules_spec_detail {

// Each family's spec reader (*_options_from_spec), as one object to hand on.
inline constexpr auto read_one_die = [](std::string_view spec, std::string* error) {
    return one_die_options_from_spec(spec, error);
};
inline constexpr auto read_two_dice = [](std::string_view spec, std::string* error) {
    return two_dice_options_from_spec(spec, error);
};
inline constexpr auto read_traditional = [](std::string_view spec, std::string* error) {
    return traditional_options_from_spec(spec, error);
};

// preset_option_rows for a preset whose own options are `plain`, of the family whose rows are `rows` and whose
// spec reader is `read`: each registry option read as "preset:option" and kept if it changes one row.
template <class Options, class Read>
[[nodiscard]] std::vector<preset_option_row> preset_option_rows(std::string_view preset, const Options& plain,
                                                                std::span<const option_row> rows, Read read) {
    std::vector<preset_option_row> named;
    for (const preset_option& option : preset_options(preset)) {
        const std::optional<Options> with = read(words(preset, ":", option.name), nullptr);
        if (!with) continue;
        const option_row* changed = nullptr;
        int changes = 0;
        for (const option_row& row : rows)
            if (option_value(*with, row.name) != option_value(plain, row.name)) ++changes, changed = &row;
        if (changes == 1) named.push_back({option.name, option.about, changed->name, option_value(*with, changed->name)});
    }
    return named;
}

// spec_of for one family, whose rows are `rows`, whose spec reader is `read` and whose check of a mix
// (*_options_problem) is `problem`.
template <class Options, class Read, class Problem>
[[nodiscard]] std::optional<std::string> spec_of(std::string_view preset, const Options& options,
                                                 std::span<const option_row> rows, Read read, Problem problem,
                                                 std::string* error) {
    const auto fail = [&](std::string why) -> std::optional<std::string> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    std::string why;
    if (preset.find(':') != std::string_view::npos) return fail(words("'", preset, "' is a spec, not a preset's name"));
    const std::optional<Options> plain = read(preset, &why);
    if (!plain) return fail(why);
    if (const char* refused = problem(options)) return fail(words("'", preset, "' with these options: ", without_lead(refused)));
    const std::vector<preset_option_row> named = preset_option_rows(preset, *plain, rows, read);
    std::string spec(preset);
    for (const option_row& row : rows) {
        const std::string value = option_value(options, row.name);
        if (value == option_value(*plain, row.name)) continue;
        // The registry's name for this change where it has one, else the row.
        std::string option;
        for (const preset_option_row& n : named)
            if (n.row == row.name && n.value == value) {
                option = n.name;
                break;
            }
        if (option.empty()) {
            option = row.name;
            if (row.kind != option_kind::yes_no) option += words("=", value);
            else if (value == "no") option += "=no";
        }
        spec += words(spec.size() == preset.size() ? ":" : ",", option);
    }
    // A mix the registry offers is written as the registry writes it (its options in its order).
    if (const auto choice = parse_preset_spec(spec)) spec = to_spec(*choice);
    // Reading it back gives the options, or says why not (a number out of its row's range).
    const std::optional<Options> back = read(spec, &why);
    if (!back) return fail(why);
    if (!(*back == options))
        return fail(words("no spec of '", preset, "' names these options: they differ from the preset's where no ",
                          "option row reaches (a one-die preset's board is its own)"));
    return spec;
}

}  // namespace rules_spec_detail

// The registry's options of preset `preset` that each set one option row to one value, in the order of
// preset_options (on ludo: entry-on-1 is entry=1+6, stars is safe-squares=yes, ...); an option that changes
// more rows is left out. Empty for a name that is no preset.
[[nodiscard]] inline std::vector<preset_option_row> preset_option_rows(std::string_view preset) {
    namespace detail = rules_spec_detail;
    if (const auto o = one_die_options_from_spec(preset))
        return detail::preset_option_rows(preset, *o, one_die_option_rows(), detail::read_one_die);
    if (const auto o = two_dice_options_from_spec(preset))
        return detail::preset_option_rows(preset, *o, two_dice_option_rows(), detail::read_two_dice);
    if (const auto o = traditional_options_from_spec(preset))
        return detail::preset_option_rows(preset, *o, traditional_option_rows(), detail::read_traditional);
    return {};
}

// The spec of `options` on preset `preset` (the inverse of *_options_from_spec): the preset's name, then each
// row whose value differs from the preset's, in the order of the rows, by the registry's name for that change
// where it has one (preset_option_rows: "split", "stars", "no-blockades"), else as `row`, `row=no` or
// `row=value`; a mix the registry offers is written as the registry writes it (to_spec). Reading the spec back
// gives `options`. std::nullopt, with the reason in *error, for a preset of another family (or not a preset),
// options the rules refuse (the message of the compile-time check they break), or options no spec of the
// preset names (one-die options of another board).
[[nodiscard]] inline std::optional<std::string> spec_of(std::string_view preset, const one_die_rule_options& options,
                                                        std::string* error = nullptr) {
    return rules_spec_detail::spec_of(preset, options, one_die_option_rows(), rules_spec_detail::read_one_die,
                                      one_die_spec_detail::problem_on_own_board, error);
}
[[nodiscard]] inline std::optional<std::string> spec_of(std::string_view preset, const two_dice_rule_options& options,
                                                        std::string* error = nullptr) {
    return rules_spec_detail::spec_of(preset, options, two_dice_option_rows(), rules_spec_detail::read_two_dice,
                                      two_dice_options_problem, error);
}
[[nodiscard]] inline std::optional<std::string> spec_of(std::string_view preset, const traditional_options& options,
                                                        std::string* error = nullptr) {
    return rules_spec_detail::spec_of(preset, options, traditional_option_rows(), rules_spec_detail::read_traditional,
                                      traditional_options_problem, error);
}

// Runs f(std::type_identity<R>{}, options) for the rule set and options the spec names, R one of the
// run-time rule sets (one_die_rules_dynamic on the spec's board, two_dice_rules_dynamic,
// traditional_rules_dynamic on the spec's board and pawn count). Returns false, with the reason in *error,
// for a spec it refuses. text/chosen_rules.hpp's with_rules wraps it for games.
template <class F>
bool with_rules_options(std::string_view spec, F&& f, std::string* error = nullptr) {
    const std::string_view name = spec.substr(0, spec.find(':'));
    if (is_one_die_preset(name)) {
        return with_one_die_rules(spec, f, error);
    }
    if (name == "shg" || name == "cardinal" || name == "american") {
        const auto o = two_dice_options_from_spec(spec, error);
        if (!o) return false;
        f(std::type_identity<two_dice_rules_dynamic>{}, *o);
        return true;
    }
    if (name == "traditional" || name == "traditional7") {
        unsigned shells = 6;
        const auto o = traditional_options_from_spec(spec, error, &shells);
        if (!o) return false;
        const auto call = [&](auto rules) { f(rules, *o); };
        if (shells == 6) rules_spec_detail::with_traditional_engine<6>(*o, call);
        else rules_spec_detail::with_traditional_engine<7>(*o, call);
        return true;
    }
    if (error) *error = registry_detail::unknown_preset(name);
    return false;
}

}  // namespace pachisi
