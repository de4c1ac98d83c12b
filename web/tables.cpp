// Turns a preset spec chosen at run time into a table of the right rule type.
//
// Parcheesi presets and shg's table options go through the library's registry
// (with_preset_and_options). The registry has no traditional options, so this file parses them and
// traditional_tables.hpp picks one of the compiled traditional_rules types.
#include <string>
#include <string_view>

#include <pachisi/rules/registry.hpp>

#include "table.hpp"
#include "traditional_tables.hpp"

namespace playground {
namespace {

std::unique_ptr<table> traditional_with_options(std::string_view name, std::string_view options, std::string_view spec,
                                                const pachisi::setup& setup, std::uint64_t seed) {
    int bits = 0, pawns = 4;
    for (std::string_view rest = options; !rest.empty();) {
        const std::size_t comma = rest.find(',');
        const std::string_view option = rest.substr(0, comma);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        if (option == "split") bits |= 1;
        else if (option == "home-needs-capture") bits |= 2;
        else if (option == "exact-home") bits |= 4;
        else if (option == "no-capture-again") bits |= 8;
        else if (option == "pawns=4") pawns = 4;
        else if (option == "pawns=8") pawns = 8;
        else if (option == "pawns=12") pawns = 12;
        else if (option == "pawns=16") pawns = 16;
        else if (!option.empty())
            throw std::invalid_argument("unknown traditional option '" + std::string(option) +
                                        "' (options: pawns=4|8|12|16, split, home-needs-capture, exact-home, "
                                        "no-capture-again)");
    }
    if (name == "traditional7") return traditional_table_7(bits, pawns, spec, setup, seed);
    return traditional_table_6(bits, pawns, spec, setup, seed);
}

}  // namespace

std::unique_ptr<table> make_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed) {
    const std::size_t colon = spec.find(':');
    const std::string_view name = spec.substr(0, colon);
    if ((name == "traditional" || name == "traditional7") && colon != std::string_view::npos)
        return traditional_with_options(name, spec.substr(colon + 1), spec, setup, seed);
    std::unique_ptr<table> made;
    std::string error;
    const bool found = pachisi::with_preset_and_options(
        spec,
        [&](auto preset) {
            using R = typename decltype(preset)::rules;
            made = std::make_unique<table_of<R>>(std::string(spec), setup, seed);
        },
        &error);
    if (!found || !made) throw std::invalid_argument(error.empty() ? "unknown preset" : error);
    return made;
}

std::string presets_json() {
    std::string j = "[";
    pachisi::for_each_preset([&](auto preset) {
        using R = typename decltype(preset)::rules;
        if (j.size() > 1) j += ',';
        j += "{\"name\":" + json_string(preset.name) + ",\"about\":" + json_string(preset.about) +
             ",\"dice\":" + (R::thrower::is_dice ? "true" : "false") +
             ",\"partners\":" + (R::partners_allowed ? "true" : "false") +
             ",\"first_pawn_out\":" + (R::first_pawn_out_allowed ? "true" : "false") + '}';
    });
    return j + ']';
}

}  // namespace playground
