// Turns a preset spec chosen at run time into a table of the right rule type.
//
// The Parcheesi presets, shg's table options and the one-die family (ludo, ludo_king, parchis, maedn,
// maedn_openspiel and their options) go through the library's registry (parse_preset_spec, and the
// types of each entry; the one-die types are compiled in one_die_ludo.cpp and one_die_others.cpp).
// The traditional options are parsed here, with the registry's names, and traditional_tables.hpp
// picks one of the compiled traditional_rules types: the registry's own mixes, compiled in three files
// that build side by side instead of this one.
#include <string>
#include <string_view>

#include <pachisi/rules/registry.hpp>

#include "one_die_tables.hpp"
#include "table.hpp"
#include "traditional_tables.hpp"

namespace playground {
namespace {

constexpr std::string_view traditional_option_names =
    "split, home-needs-capture, exact-home, no-capture-throw, pawns=4|8|12|16, first-move, cancel-capture, "
    "arm=6|7|8|9|10";
constexpr std::string_view traditional_mixes_compiled =
    "the playground has split, home-needs-capture, exact-home and no-capture-throw in any combination; "
    "first-move and cancel-capture alone or together; a pawn count (pawns=8, 12 or 16) alone; "
    "a board size (arm=6, 7, 9 or 10) alone";

// The options of a traditional spec ("split,arm=6"), and the index of their compiled mix. Throws
// std::invalid_argument for an unknown option or a mix not compiled.
std::size_t traditional_mix(std::string_view spec, std::string_view options) {
    pachisi::traditional_options o;
    for (std::string_view rest = options; !rest.empty();) {
        const std::size_t comma = rest.find(',');
        const std::string_view option = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (option == "split") o.split_throw = true;
        else if (option == "home-needs-capture") o.home_needs_capture = true;
        else if (option == "exact-home") o.exact_home = true;
        else if (option == "no-capture-throw") o.capture_throws_again = false;
        else if (option == "first-move") o.first_move_on_2_3_4 = true;
        else if (option == "cancel-capture") o.cancelled_capture = true;
        else if (option == "pawns=4" || option == "pawns=8" || option == "pawns=12" || option == "pawns=16")
            o.pawns = std::stoi(std::string(option.substr(6)));
        else if (option == "arm=6" || option == "arm=7" || option == "arm=8" || option == "arm=9" || option == "arm=10")
            o.arm = std::stoi(std::string(option.substr(4)));
        else if (!option.empty())
            throw std::invalid_argument("unknown traditional option '" + std::string(option) +
                                        "' (options: " + std::string(traditional_option_names) + ")");
    }
    const int mix = traditional_mix_index(o);
    if (mix < 0)
        throw std::invalid_argument("'" + std::string(spec) + "': this mix of options is not compiled into the playground (" +
                                    std::string(traditional_mixes_compiled) + ")");
    return static_cast<std::size_t>(mix);
}

// The playground compiles exactly the traditional mixes the registry offers by name (registry.hpp).
constexpr bool same_mixes_as_registry() {
    if (pachisi::registry_detail::traditional_choices.size() != traditional_mixes.size()) return false;
    for (const unsigned bits : pachisi::registry_detail::traditional_choices)
        if (traditional_mix_index(pachisi::registry_detail::traditional_options_of(bits)) < 0) return false;
    return true;
}
static_assert(same_mixes_as_registry(), "web/traditional_tables.hpp: traditional_mixes is not the registry's list");

bool is_traditional(std::string_view name) { return name == "traditional" || name == "traditional7"; }

}  // namespace

std::unique_ptr<table> make_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed) {
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    if (is_traditional(name)) {
        const std::size_t mix = colon == std::string_view::npos ? 0 : traditional_mix(spec, spec.substr(colon + 1));
        const unsigned shells = name == "traditional7" ? 7 : 6;
        if (mix >= traditional_first_variant) return traditional_variant_table(shells, mix, spec, setup, seed);
        return shells == 7 ? traditional_table_7(mix, spec, setup, seed) : traditional_table_6(mix, spec, setup, seed);
    }
    // The Parcheesi presets: the registry reads the spec, and only their own entries' types are compiled
    // here (with_preset_and_options would compile the 52 traditional types in this file too, a second
    // time: the linker keeps one copy, but the build takes twice as long).
    std::string error;
    const auto choice = pachisi::parse_preset_spec(spec, &error);
    if (!choice) throw std::invalid_argument(error);
    std::unique_ptr<table> made;
    const auto make = [&](auto preset) {
        using R = typename decltype(preset)::rules;
        made = std::make_unique<table_of<R>>(std::string(spec), setup, seed);
    };
    namespace entries = pachisi::registry_detail;
    if (name == entries::shg_entry::name) entries::call_with_choice<entries::shg_entry>(choice->options, make);
    else if (name == entries::cardinal_entry::name) entries::call_with_choice<entries::cardinal_entry>(choice->options, make);
    else if (name == entries::american_entry::name) entries::call_with_choice<entries::american_entry>(choice->options, make);
    // The one-die family: compiled in one_die_ludo.cpp and one_die_others.cpp (one_die_tables.hpp).
    else if (name == entries::ludo_entry::name) made = ludo_table(choice->options, spec, setup, seed);
    else made = other_one_die_table(name, choice->options, spec, setup, seed);
    if (!made) throw std::invalid_argument("preset '" + std::string(name) + "' is not compiled into the playground");
    return made;
}

std::string spec_problem(std::string_view spec) {
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    try {
        if (is_traditional(name) && colon != std::string_view::npos) {
            traditional_mix(spec, spec.substr(colon + 1));
            return {};
        }
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    std::string error;
    return pachisi::parse_preset_spec(spec, &error) ? std::string{} : error;
}

std::string presets_json() {
    std::string j = "[";
    pachisi::for_each_preset([&](auto preset) {
        using R = typename decltype(preset)::rules;
        if (j.size() > 1) j += ',';
        // The options after the colon of a spec, in the registry's names and order; the page offers a
        // toggle for each (shg and the traditional presets have controls of their own).
        std::string options = "[";
        for (const pachisi::preset_option& o : pachisi::preset_options(preset.name))
            options += (options.size() > 1 ? "," : "") + std::string("{\"name\":") + json_string(o.name) +
                       ",\"about\":" + json_string(o.about) + '}';
        j += "{\"name\":" + json_string(preset.name) + ",\"about\":" + json_string(preset.about) +
             ",\"dice\":" + (R::thrower::is_dice ? "true" : "false") +
             ",\"one_die\":" + (R::turn == pachisi::family::one_die ? "true" : "false") +
             ",\"options\":" + options + ']' +
             ",\"partners\":" + (R::partners_allowed ? "true" : "false") +
             ",\"first_pawn_out\":" + (R::first_pawn_out_allowed ? "true" : "false") + '}';
    });
    return j + ']';
}

}  // namespace playground
