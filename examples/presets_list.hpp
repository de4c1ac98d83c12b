#pragma once
// The rule sets that the example programs and pachisi-cli offer by name, in ONE place.
//
// A rule set is a type (pachisi::shg<>, pachisi::cardinal, ...), so a program that lets its user
// pick one by name must turn the name into a type once, then run code written for any rule set R:
//
//     with_preset("cardinal", [&](auto preset) {
//         using R = typename decltype(preset)::rules;
//         auto s = pachisi::new_game<R>();
//         ...
//     });
//
// To offer another preset, add one line to for_each_preset.

#include <pachisi/presets.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace examples {

template <class R>
struct preset {
    using rules = R;
    std::string_view name;   // what users type
    std::string_view about;  // one line for menus and --help
};

// Calls f(preset<R>{...}) for every preset, in menu order.
template <class F>
constexpr void for_each_preset(F&& f) {
    f(preset<pachisi::shg<>>{"shg", "Safe Harbor Games online Parcheesi (seed 000)"});
    f(preset<pachisi::cardinal>{"cardinal", "Cardinal Industries box rules, 1999 (seed 001)"});
    f(preset<pachisi::american>{"american", "published rules of the American brand game (seed 003)"});
    f(preset<pachisi::traditional>{"traditional", "traditional Pachisi, 6 cowries, cross board (seeds 002, 004)"});
    f(preset<pachisi::traditional7>{"traditional7", "traditional Pachisi, 7 cowries, cross board (seed 004)"});
}

[[nodiscard]] inline std::vector<std::string_view> preset_names() {
    std::vector<std::string_view> names;
    for_each_preset([&](auto p) { names.push_back(p.name); });
    return names;
}

// ---- table options that are part of the rule set's type -------------------------------------------
//
// A preset may be followed by options: "shg:undo,no-blockades". Only shg has such options (its
// table options of seed 000: undo in play, blockades, auto fives). Players, partners and first pawn
// out are not types but values of pachisi::setup, so programs ask for them separately.

inline constexpr std::string_view shg_option_names = "undo, no-blockades, no-auto-fives";

namespace detail {

// shg_options as three bits, so that a run-time choice can pick one of the eight compiled types.
template <int Bits>
inline constexpr pachisi::shg_options shg_options_of{
    .blockades = (Bits & 1) == 0, .auto_fives = (Bits & 2) == 0, .undo_in_play = (Bits & 4) != 0};

template <int Bits = 0, class F>
void with_shg_options(int bits, std::string_view name, std::string_view about, F& f) {
    if constexpr (Bits < 8) {
        if (bits == Bits) f(preset<pachisi::shg<shg_options_of<Bits>>>{name, about});
        else with_shg_options<Bits + 1>(bits, name, about, f);
    }
}

}  // namespace detail

namespace detail {
inline std::string unknown_preset(std::string_view name) {
    std::string text = "unknown preset '" + std::string(name) + "' (presets:";
    for (const auto n : preset_names()) text += " " + std::string(n);
    return text + ")";
}
}  // namespace detail

// Runs f(preset<R>{...}) for the preset called `name`. Returns false, with the reason in *error,
// when there is none.
template <class F>
bool with_preset(std::string_view name, F&& f, std::string* error = nullptr) {
    bool found = false;
    for_each_preset([&](auto p) {
        if (p.name == name) found = true, f(p);
    });
    if (!found && error) *error = detail::unknown_preset(name);
    return found;
}

// The same for "name" or "name:option,option", e.g. "shg:undo,no-blockades". Each choice of
// options is another type, so f is compiled once per preset and once more per shg variant (8).
template <class F>
bool with_preset_and_options(std::string_view spec, F&& f, std::string* error = nullptr) {
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    if (colon == std::string_view::npos) return with_preset(name, f, error);
    const auto fail = [&](std::string why) {
        if (error) *error = std::move(why);
        return false;
    };
    if (name != "shg") {
        bool known = false;
        for_each_preset([&](auto p) { known = known || p.name == name; });
        return fail(known ? "preset '" + std::string(name) + "' has no options" : detail::unknown_preset(name));
    }
    int bits = 0;
    for (std::string_view rest = spec.substr(colon + 1); !rest.empty();) {
        const std::size_t comma = rest.find(',');
        const std::string_view option = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (option == "no-blockades") bits |= 1;
        else if (option == "no-auto-fives") bits |= 2;
        else if (option == "undo") bits |= 4;
        else
            return fail("unknown shg option '" + std::string(option) + "' (options: " + std::string(shg_option_names) +
                        ")");
    }
    std::string_view about;
    for_each_preset([&](auto p) {
        if (p.name == name) about = p.about;
    });
    detail::with_shg_options(bits, name, about, f);
    return true;
}

}  // namespace examples
