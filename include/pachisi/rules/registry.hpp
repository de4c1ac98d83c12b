#pragma once
// The run-time registry of presets: a rule set chosen by name, and options, at run time.
//
// A rule set is a type (shg, cardinal, ...), so a program that lets its user pick one by name
// must turn the name into a type once, then run code written for any rule set R:
//
//     std::string error;
//     bool ok = with_preset_and_options("shg:undo,no-blockades", [&](auto preset) {
//         using R = typename decltype(preset)::rules;
//         auto s = new_game<R>();
//         ...
//     }, &error);                     // false, and error names the unknown preset or option
//
// A spec is a preset's name, optionally followed by ':' and options separated by commas. Every
// choice of options is another type, so the callback is compiled once per choice the registry
// offers (93 types in all). To keep that sane, not every combination is offered:
//
//   shg                 undo, no-blockades, no-auto-fives: any combination (8 types)
//   cardinal            no options (1 type)
//   american            third-doublet-penalty (2 types)
//   traditional,        split, home-needs-capture, exact-home, no-capture-throw: any combination
//   traditional7        with 4 pawns (16 types); first-move, cancel-capture: alone or together (3 types);
//                       pawns=8, pawns=12, pawns=16, arm=6, arm=7, arm=9, arm=10: alone (7 types)
//   ludo                entry-on-1, stars, must-kill, three-sixes=off: any combination (16 types)
//   ludo_king           entry-on-1, must-kill, three-sixes=off: any combination (8 types)
//   parchis             no options (1 type)
//   maedn               three-tries, no-jump-home: any combination (4 types)
//   maedn_openspiel     no options (1 type)
//
// Any other combination is a type a program can still name itself, e.g.
// traditional_rules<6, traditional_options{.pawns = 8, .split_throw = true}>.
// Players, partners and first pawn out are values of pachisi::setup, not options of the type.
// See docs/rules.md for what each option changes.

#include "presets.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace pachisi {

// What a callback of with_preset receives: the rule set as a type, and the preset's name.
template <class R>
struct preset {
    using rules = R;
    std::string_view name;   // what users type: "shg" (without the options)
    std::string_view about;  // one line for menus and --help
};

// One table option of a preset, as typed after the colon of a spec.
struct preset_option {
    std::string_view name;   // "undo", "pawns=8"
    std::string_view about;  // one line for menus and --help
};

// A spec read by parse_preset_spec: which preset, and the options chosen (bit i: option i of the
// preset's preset_options list).
struct preset_choice {
    std::size_t preset = 0;  // index in preset_names()
    unsigned options = 0;
};

namespace registry_detail {

inline constexpr std::array<preset_option, 3> shg_option_list{{
    {"undo", "take back moves of the dice still being played (seed 000 \"Undo Moves\")"},
    {"no-blockades", "no two pawns of one colour on one square (seed 000 \"Blockade Off\")"},
    {"no-auto-fives", "a five need not bring a pawn out of the nest (seed 000 \"Auto Fives Off\")"},
}};
inline constexpr std::array<preset_option, 1> american_option_list{{
    {"third-doublet-penalty", "a third doublet in a row sends the farthest pawn back to its nest (seed 003)"},
}};
inline constexpr std::array<preset_option, 13> traditional_option_list{{
    {"split", "a throw may be split between several pawns or groups (seed 004 option 2)"},
    {"home-needs-capture", "no pawn turns homeward before its seat has captured (seed 004 option 3)"},
    {"exact-home", "a pawn goes home only by an exact count (seed 004 option 4)"},
    {"no-capture-throw", "a capture earns no extra throw (seed 004 option 6 off)"},
    {"pawns=8", "8 pawns per colour (seed 004 option 7); not with other options"},
    {"pawns=12", "12 pawns per colour; not with other options"},
    {"pawns=16", "16 pawns per colour; not with other options"},
    {"first-move", "a player's first move needs a throw of 2, 3 or 4 (seed 004 option 1)"},
    {"cancel-capture", "a capture is undone if the capturer is captured at once (seed 004 option 5)"},
    {"arm=6", "a cross of 6 squares per column (seed 004 option 8); not with other options"},
    {"arm=7", "a cross of 7 squares per column; not with other options"},
    {"arm=9", "a cross of 9 squares per column; not with other options"},
    {"arm=10", "a cross of 10 squares per column; not with other options"},
}};

// docs/rules.md §10: the switches of the one-die table, by name.
inline constexpr std::array<preset_option, 4> ludo_option_list{{
    {"entry-on-1", "a 1 brings a pawn out too, not only a 6 (docs/rules.md §10 'entry value')"},
    {"stars", "the start squares and the stars are safe: no capture there (§10 'safe ring squares')"},
    {"must-kill", "no pawn enters its home path before its seat has captured (§10 step 9)"},
    {"three-sixes=off", "a third 6 in a row is played like any throw (§10 step 5)"},
}};
inline constexpr std::array<preset_option, 3> ludo_king_option_list{{
    {"entry-on-1", "a 1 brings a pawn out too, not only a 6 (docs/rules.md §10 'entry value')"},
    {"must-kill", "no pawn enters its home path before its seat has captured (§10 step 9)"},
    {"three-sixes=off", "a third 6 in a row is played like any throw (§10 step 5)"},
}};
inline constexpr std::array<preset_option, 2> maedn_option_list{{
    {"three-tries", "three throws for a 6 while no pawn can move on the board (docs/rules.md §10 step 10)"},
    {"no-jump-home", "no move passes a pawn standing in the goal fields (§10 step 11)"},
}};

// The one-die rule options of a preset with the named switches of a choice turned on (bits in list order).
[[nodiscard]] constexpr one_die_rule_options ludo_options_of(one_die_rule_options o, unsigned bits, bool has_stars) {
    unsigned bit = 0;
    if (bits & (1U << bit++)) o.entry_values = entry_on({1, 6});
    if (has_stars && (bits & (1U << bit++))) o.safe_squares = true;
    if (bits & (1U << bit++)) o.must_kill = true;
    if (bits & (1U << bit++)) o.third_six = third_six_rule::nothing;
    return o;
}
[[nodiscard]] constexpr one_die_rule_options maedn_options_of(unsigned bits) {
    one_die_rule_options o = maedn_options;
    o.three_tries = (bits & 1U) != 0;
    o.jump_in_home_path = (bits & 2U) == 0;
    return o;
}

// The rule set of each compiled choice. Bits follow the order of the option lists above.
template <unsigned Bits>
inline constexpr shg_options shg_options_of{
    .blockades = (Bits & 2U) == 0, .auto_fives = (Bits & 4U) == 0, .undo_in_play = (Bits & 1U) != 0};

[[nodiscard]] constexpr traditional_options traditional_options_of(unsigned bits) {
    traditional_options o;
    o.split_throw = (bits & 1U) != 0;
    o.home_needs_capture = (bits & 2U) != 0;
    o.exact_home = (bits & 4U) != 0;
    o.capture_throws_again = (bits & 8U) == 0;
    if (bits & 16U) o.pawns = 8;
    if (bits & 32U) o.pawns = 12;
    if (bits & 64U) o.pawns = 16;
    o.first_move_on_2_3_4 = (bits & 128U) != 0;
    o.cancelled_capture = (bits & 256U) != 0;
    if (bits & 512U) o.arm = 6;
    if (bits & 1024U) o.arm = 7;
    if (bits & 2048U) o.arm = 9;
    if (bits & 4096U) o.arm = 10;
    return o;
}
// Every choice is a type compiled into each program that picks rule sets by name, so not every mix is
// offered: the four yes/no options of 002 in any combination (16), a pawn count alone (3), the first move
// and the cancelled capture alone or together (3), another arm length alone (4).
inline constexpr std::array<unsigned, 26> traditional_choices = [] {
    std::array<unsigned, 26> choices{};
    std::size_t n = 0;
    for (unsigned bits = 0; bits < 16; ++bits) choices[n++] = bits;
    for (const unsigned alone : {16U, 32U, 64U, 128U, 256U, 384U, 512U, 1024U, 2048U, 4096U}) choices[n++] = alone;
    return choices;
}();
inline constexpr std::string_view traditional_mixes_offered =
    "the registry offers split, home-needs-capture, exact-home and no-capture-throw in any combination; "
    "first-move and cancel-capture alone or together; a pawn count (pawns=8, 12 or 16) or an arm length "
    "(arm=6, 7, 9 or 10) alone";

// The choices of an entry with n options that are all offered in any combination: 0 .. 2^n - 1.
template <std::size_t N>
[[nodiscard]] constexpr std::array<unsigned, std::size_t{1} << N> all_choices() {
    std::array<unsigned, std::size_t{1} << N> choices{};
    for (unsigned bits = 0; bits < choices.size(); ++bits) choices[bits] = bits;
    return choices;
}

struct shg_entry {
    static constexpr std::string_view name = "shg";
    static constexpr std::string_view about = "Safe Harbor Games online Parcheesi (seed 000)";
    static constexpr std::span<const preset_option> options{shg_option_list};
    static constexpr auto choices = all_choices<shg_option_list.size()>();
    template <unsigned Bits>
    using rules = shg_rules<shg_options_of<Bits>>;
};
struct cardinal_entry {
    static constexpr std::string_view name = "cardinal";
    static constexpr std::string_view about = "Cardinal Industries box rules, 1999 (seed 001)";
    static constexpr std::span<const preset_option> options{};
    static constexpr auto choices = all_choices<0>();
    template <unsigned>
    using rules = cardinal;
};
struct american_entry {
    static constexpr std::string_view name = "american";
    static constexpr std::string_view about = "published rules of the American brand game (seed 003)";
    static constexpr std::span<const preset_option> options{american_option_list};
    static constexpr auto choices = all_choices<american_option_list.size()>();
    template <unsigned Bits>
    using rules = american_rules<Bits != 0>;
};
template <unsigned Shells>
struct traditional_entry {
    static constexpr std::string_view name = Shells == 6 ? "traditional" : "traditional7";
    static constexpr std::string_view about = Shells == 6
                                                  ? "traditional Pachisi, 6 cowries, cross board (seeds 002, 004)"
                                                  : "traditional Pachisi, 7 cowries, cross board (seed 004)";
    static constexpr std::span<const preset_option> options{traditional_option_list};
    static constexpr auto choices = traditional_choices;
    template <unsigned Bits>
    using rules = traditional_rules<Shells, traditional_options_of(Bits)>;
};

struct ludo_entry {
    static constexpr std::string_view name = "ludo";
    static constexpr std::string_view about = "Ludo: one die, enter on a 6, no safe squares (docs/rules.md §10)";
    static constexpr std::span<const preset_option> options{ludo_option_list};
    static constexpr auto choices = all_choices<ludo_option_list.size()>();
    template <unsigned Bits>
    using rules = one_die_rules<ludo_options_of(ludo_options, Bits, true)>;
};
struct ludo_king_entry {
    static constexpr std::string_view name = "ludo_king";
    static constexpr std::string_view about = "Ludo as Ludo King plays it: safe stars, pairs, extra throws (§10)";
    static constexpr std::span<const preset_option> options{ludo_king_option_list};
    static constexpr auto choices = all_choices<ludo_king_option_list.size()>();
    template <unsigned Bits>
    using rules = one_die_rules<ludo_options_of(ludo_king_options, Bits, false)>;
};
struct parchis_entry {
    static constexpr std::string_view name = "parchis";
    static constexpr std::string_view about = "Parchís: one die, barriers, rewards of 20 and 10 (docs/rules.md §10)";
    static constexpr std::span<const preset_option> options{};
    static constexpr auto choices = all_choices<0>();
    template <unsigned>
    using rules = parchis;
};
struct maedn_entry {
    static constexpr std::string_view name = "maedn";
    static constexpr std::string_view about = "Mensch ärgere Dich nicht, Schmidt Spiele rules (docs/rules.md §10)";
    static constexpr std::span<const preset_option> options{maedn_option_list};
    static constexpr auto choices = all_choices<maedn_option_list.size()>();
    template <unsigned Bits>
    using rules = one_die_rules<maedn_options_of(Bits)>;
};
struct maedn_openspiel_entry {
    static constexpr std::string_view name = "maedn_openspiel";
    static constexpr std::string_view about = "Mensch ärgere Dich nicht as OpenSpiel's maedn game (docs/rules.md §10)";
    static constexpr std::span<const preset_option> options{};
    static constexpr auto choices = all_choices<0>();
    template <unsigned>
    using rules = maedn_openspiel;
};

// Calls f(Entry{}) for every preset, in menu order. To offer another preset, add it here.
template <class F>
constexpr void for_each_entry(F&& f) {
    f(shg_entry{});
    f(cardinal_entry{});
    f(american_entry{});
    f(traditional_entry<6>{});
    f(traditional_entry<7>{});
    f(ludo_entry{});
    f(ludo_king_entry{});
    f(parchis_entry{});
    f(maedn_entry{});
    f(maedn_openspiel_entry{});
}

// Whether the entry offers the choice `bits` (one of its choices).
template <class Entry>
[[nodiscard]] constexpr bool offered(unsigned bits) {
    for (const unsigned choice : Entry::choices)
        if (choice == bits) return true;
    return false;
}

// Calls f(std::integral_constant<unsigned, Bits>{}) for every choice of options the entry offers.
template <class Entry, class F, std::size_t... I>
constexpr void for_each_choice(F& f, std::index_sequence<I...>) {
    (f(std::integral_constant<unsigned, Entry::choices[I]>{}), ...);
}
template <class Entry, class F>
constexpr void for_each_choice(F&& f) {
    for_each_choice<Entry>(f, std::make_index_sequence<Entry::choices.size()>{});
}

template <class Entry, class F>
void call_with_choice(unsigned bits, F& f) {
    for_each_choice<Entry>([&](auto choice) {
        if (choice.value == bits) f(preset<typename Entry::template rules<decltype(choice)::value>>{Entry::name, Entry::about});
    });
}

inline bool has_pawn_count_option(std::span<const preset_option> options) {
    for (const auto& o : options)
        if (o.name.starts_with("pawns=")) return true;
    return false;
}

inline std::string joined(std::span<const preset_option> options) {
    std::string text;
    for (const auto& o : options) text += (text.empty() ? "" : ", ") + std::string(o.name);
    return text;
}

}  // namespace registry_detail

// Calls f(preset<R>{...}) for every preset with its default options, in menu order.
template <class F>
constexpr void for_each_preset(F&& f) {
    registry_detail::for_each_entry([&](auto entry) {
        using E = decltype(entry);
        f(preset<typename E::template rules<0>>{E::name, E::about});
    });
}

// The presets' names, in menu order: shg, cardinal, american, traditional, traditional7, ludo, ludo_king,
// parchis, maedn, maedn_openspiel.
[[nodiscard]] inline std::vector<std::string_view> preset_names() {
    std::vector<std::string_view> names;
    registry_detail::for_each_entry([&](auto entry) { names.push_back(entry.name); });
    return names;
}

// The options a preset accepts after the colon, with a line each (empty for cardinal and for a
// name that is no preset).
[[nodiscard]] inline std::span<const preset_option> preset_options(std::string_view name) {
    std::span<const preset_option> found;
    registry_detail::for_each_entry([&](auto entry) {
        if (entry.name == name) found = entry.options;
    });
    return found;
}

// A preset's options as one line for messages: "undo, no-blockades, no-auto-fives".
[[nodiscard]] inline std::string preset_option_names(std::string_view name) {
    return registry_detail::joined(preset_options(name));
}

namespace registry_detail {
// Appended piece by piece: g++ 12 at -O3 wrongly warns (-Wrestrict, a known false alarm) on the string
// that "literal" + std::string(...) builds here, and a user's -Werror would stop on it.
inline std::string unknown_preset(std::string_view name) {
    std::string text = "unknown preset '";
    text += name;
    text += "' (presets:";
    for (const auto n : preset_names()) {
        text += ' ';
        text += n;
    }
    text += ')';
    return text;
}
}  // namespace registry_detail

// Reads "name" or "name:option,option,...". Returns std::nullopt, with the reason in *error, for an
// unknown preset or option, an option given twice, or a combination the registry does not offer.
[[nodiscard]] inline std::optional<preset_choice> parse_preset_spec(std::string_view spec,
                                                                    std::string* error = nullptr) {
    const auto fail = [&](std::string why) -> std::optional<preset_choice> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const auto words = [](auto... pieces) {  // appended piece by piece: see unknown_preset
        std::string text;
        ((text += std::string_view(pieces)), ...);
        return text;
    };
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    const auto names = preset_names();
    std::size_t index = 0;
    while (index < names.size() && names[index] != name) ++index;
    if (index == names.size()) return fail(registry_detail::unknown_preset(name));

    const auto options = preset_options(name);
    preset_choice choice{index, 0};
    if (colon != std::string_view::npos) {
        std::string_view rest = spec.substr(colon + 1);
        while (!rest.empty()) {
            const std::size_t comma = rest.find(',');
            const std::string_view option = rest.substr(0, comma);
            rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
            if (option.empty() || (comma != std::string_view::npos && rest.empty()))
                return fail(words("an empty option in '", spec,
                                  "': separate the options by single commas, with none at the end"));
            if ((option == "pawns=4" || option == "arm=8") && registry_detail::has_pawn_count_option(options))
                continue;  // the default, said aloud
            std::size_t i = 0;
            while (i < options.size() && options[i].name != option) ++i;
            if (i == options.size()) {
                if (options.empty())
                    return fail(words("preset '", name, "' takes no options: write '", name, "' alone, without ':",
                                      option, "'"));
                return fail("unknown option '" + std::string(option) + "' for preset '" + std::string(name) +
                            "' (options: " + registry_detail::joined(options) + ")");
            }
            if (choice.options & (1U << i))
                return fail(words("option '", option, "' is given twice in '", spec, "': give it once"));
            choice.options |= 1U << i;
        }
    }
    bool offered = false;
    registry_detail::for_each_entry([&](auto entry) {
        if (entry.name == name) offered = registry_detail::offered<decltype(entry)>(choice.options);
    });
    if (!offered)
        return fail(words("'", spec, "': this mix of options is not offered by name (",
                          registry_detail::traditional_mixes_offered, "); a program can still name any mix as a type: ",
                          "traditional_rules<shells, traditional_options{...}>"));
    return choice;
}

// The spec of a choice in its one written form: options in the order preset_options lists them,
// "shg:undo,no-blockades"; just the name without options.
[[nodiscard]] inline std::string to_spec(const preset_choice& choice) {
    const auto names = preset_names();
    if (choice.preset >= names.size()) return {};
    std::string text(names[choice.preset]);
    const auto options = preset_options(names[choice.preset]);
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (!(choice.options & (1U << i))) continue;
        text += text.find(':') == std::string::npos ? ':' : ',';  // appended, not added: see unknown_preset
        text += options[i].name;
    }
    return text;
}

// Runs f(preset<R>{...}) for the preset called `name`, with its default options. Returns false,
// with the reason in *error, when there is none.
template <class F>
bool with_preset(std::string_view name, F&& f, std::string* error = nullptr) {
    bool found = false;
    for_each_preset([&](auto p) {
        if (p.name == name) found = true, f(p);
    });
    if (!found && error) *error = registry_detail::unknown_preset(name);
    return found;
}

// The same for a spec with options, e.g. "shg:undo,no-blockades" or "traditional:split,exact-home".
// f is compiled once for each of the 93 rule sets the registry offers.
template <class F>
bool with_preset_and_options(std::string_view spec, F&& f, std::string* error = nullptr) {
    const auto choice = parse_preset_spec(spec, error);
    if (!choice) return false;
    std::size_t index = 0;
    registry_detail::for_each_entry([&](auto entry) {
        if (index++ == choice->preset) registry_detail::call_with_choice<decltype(entry)>(choice->options, f);
    });
    return true;
}

// The spec that names rule set R in the registry ("shg:undo"), or std::nullopt for a rule set it
// does not offer (a custom struct, or an option combination not compiled in).
template <class R>
[[nodiscard]] std::optional<std::string> spec_of() {
    std::optional<std::string> spec;
    std::size_t index = 0;
    registry_detail::for_each_entry([&](auto entry) {
        using E = decltype(entry);
        registry_detail::for_each_choice<E>([&](auto choice) {
            if (std::is_same_v<R, typename E::template rules<decltype(choice)::value>> && !spec)
                spec = to_spec({index, choice.value});
        });
        ++index;
    });
    return spec;
}

}  // namespace pachisi
