#pragma once
// Rules chosen by name at run time, as one object a front end passes around: the rule set R (a compile-time
// preset, or a rule set with options at run time and its options), the spec it was chosen by, and the calls
// that need the options besides the state: a new game and reading a state from text.
//
//     std::string error;
//     bool ok = pachisi::with_rules("ludo:must-kill,capture-reward=20", [&](const auto& rules) {
//         auto s = rules.new_game({.players = 2});        // state<R> with R = ludo_dynamic
//         ...                                             // every other call as for any rule set
//     }, &error);                                         // false, and error says what is wrong with the spec
//
// with_rules compiles its callback for the run-time rule sets only (rules/rules_spec.hpp: three one-die
// boards, the two-dice rules, the traditional boards and pawn counts), whatever mix the spec names.

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "../engine/play.hpp"
#include "../engine/state.hpp"
#include "../rules/rules_spec.hpp"
#include "notation.hpp"

namespace pachisi {

template <class R>
struct chosen_rules {
    using rules = R;
    using options_type = typename table_options_of<R>::type;
    options_type options{};
    std::string spec;  // what it was chosen by: "ludo:must-kill"

    // new_game<R>(table) with the options (std::invalid_argument for a table the rules refuse).
    [[nodiscard]] state<R> new_game(const setup& table = {}) const {
        if constexpr (has_options_at_run_time<R>) return pachisi::new_game<R>(options, table);
        else return pachisi::new_game<R>(table);
    }
    // parse_state<R>(text) with the options (notation_error for a malformed text).
    [[nodiscard]] state<R> parse_state(std::string_view text) const {
        if constexpr (has_options_at_run_time<R>) return pachisi::parse_state<R>(text, options);
        else return pachisi::parse_state<R>(text);
    }
    [[nodiscard]] std::optional<state<R>> try_parse_state(std::string_view text, std::string* error = nullptr) const {
        if constexpr (has_options_at_run_time<R>) return pachisi::try_parse_state<R>(text, options, error);
        else return pachisi::try_parse_state<R>(text, error);
    }
    // Why new_game would refuse `table`, or std::nullopt.
    [[nodiscard]] std::optional<std::string> setup_problem(const setup& table) const {
        if constexpr (has_options_at_run_time<R>) return pachisi::setup_problem<R>(table, options);
        else return pachisi::setup_problem<R>(table);
    }
    // The value of a table option as the engine reads it (rules_of: e.g. rules().partners_allowed).
    [[nodiscard]] constexpr auto rules_values() const noexcept {
        if constexpr (has_options_at_run_time<R>) return R::values::of(options);
        else return R{};
    }
};

// Runs f(chosen_rules<R>{...}) for the spec: R the run-time rule set of the spec's board (and pawn count),
// with the spec's options (rules/rules_spec.hpp). Returns false, with the reason in *error, for a spec it
// refuses: an unknown preset or option, an option given twice, a mix the rules do not allow.
template <class F>
bool with_rules(std::string_view spec, F&& f, std::string* error = nullptr) {
    return with_rules_options(
        spec,
        [&](auto rules, const auto& options) {
            using R = typename decltype(rules)::type;
            f(chosen_rules<R>{options, std::string(spec)});
        },
        error);
}

}  // namespace pachisi
