// Turns a spec chosen at run time into a table, and tells the page what the presets and their options are.
//
// Every spec goes through the library's pachisi::with_rules_options (rules/rules_spec.hpp, which
// with_rules wraps): it reads any mix of options, by the rows' names or the registry's, and refuses a mix
// the rules do not allow with the message the compile-time checks give. Here a spec is read in one place
// only (read_spec), for its family, its option rows and what its set-up allows, so that the callback is
// compiled once per rule set and this file compiles no engine; the table itself is made in the family's
// own file (family_tables.hpp). The option rows the page offers are the library's (one_die_option_rows,
// two_dice_option_rows, traditional_option_rows), with their values read by pachisi::option_value and the
// registry's names for them by pachisi::preset_option_rows.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <pachisi/rules/registry.hpp>
#include <pachisi/rules/rules_spec.hpp>

#include "family_tables.hpp"
#include "table.hpp"

namespace playground {
namespace {

std::span<const pachisi::option_row> rows_of(const pachisi::one_die_rule_options&) {
    return pachisi::one_die_option_rows();
}
std::span<const pachisi::option_row> rows_of(const pachisi::two_dice_rule_options&) {
    return pachisi::two_dice_option_rows();
}
std::span<const pachisi::option_row> rows_of(const pachisi::traditional_options&) {
    return pachisi::traditional_option_rows();
}

// What a spec means, read once by with_rules_options (the only call here that is compiled for every rule
// set, and only for what follows): its family, its option rows with their values, what it throws, and
// what the set-up may ask of it.
struct reading {
    family of = family::one_die;
    std::span<const pachisi::option_row> rows;
    std::vector<std::string> values;  // one per row, as a spec writes it
    // The options themselves, which spec_text writes back (pachisi::spec_of).
    std::variant<pachisi::one_die_rule_options, pachisi::two_dice_rule_options, pachisi::traditional_options> options;
    const char* thrower = "";         // "dice", "die" or "cowries"
    bool partners = false;            // not in the traditional game, where 4 players are always two teams
    bool first_pawn_out = false;
    bool take_back = false;
};

std::optional<reading> read_spec(std::string_view spec, std::string* error) {
    std::optional<reading> read;
    pachisi::with_rules_options(
        spec,
        [&](auto rules, const auto& options) {
            using R = typename decltype(rules)::type;
            const auto values = R::values::of(options);
            reading r;
            r.of = family_of<R>();
            r.rows = rows_of(options);
            for (const pachisi::option_row& row : r.rows) r.values.push_back(pachisi::option_value(options, row.name));
            r.options = options;
            r.thrower = pachisi::is_one_die_thrower<typename R::thrower> ? "die" : R::thrower::is_dice ? "dice" : "cowries";
            r.partners = R::turn != pachisi::family::traditional && values.partners_allowed;
            r.first_pawn_out = values.first_pawn_out_allowed;
            r.take_back = values.undo_in_play;
            read = std::move(r);
        },
        error);
    return read;
}

const char* kind_name(pachisi::option_kind kind) {
    switch (kind) {
        case pachisi::option_kind::yes_no: return "yes_no";
        case pachisi::option_kind::word: return "word";
        case pachisi::option_kind::number: return "number";
        case pachisi::option_kind::faces: return "faces";
    }
    return "";
}

std::string words_json(std::string_view words) {
    std::string j = "[";
    while (!words.empty()) {
        const std::size_t bar = words.find('|');
        j += (j.size() > 1 ? "," : "") + json_string(words.substr(0, bar));
        words = bar == std::string_view::npos ? std::string_view{} : words.substr(bar + 1);
    }
    return j + ']';
}

const char* yes_no(bool b) { return b ? "true" : "false"; }

std::string allowed_json(const reading& r) {
    return std::string(",\"partners\":") + yes_no(r.partners) + ",\"first_pawn_out\":" + yes_no(r.first_pawn_out) +
           ",\"take_back\":" + yes_no(r.take_back);
}

// One preset of presets_json.
std::string preset_json(std::string_view name, std::string_view about) {
    const std::string preset(name);
    const auto read = read_spec(preset, nullptr);
    if (!read) return {};
    // The rows, each with the preset's value.
    std::string rows = "[";
    for (std::size_t i = 0; i < read->rows.size(); ++i) {
        const pachisi::option_row& row = read->rows[i];
        rows += (rows.size() > 1 ? "," : "") + std::string("{\"name\":") + json_string(row.name) + ",\"kind\":\"" +
                kind_name(row.kind) + "\",\"words\":" + words_json(row.words) + ",\"low\":" + std::to_string(row.low) +
                ",\"high\":" + std::to_string(row.high) + ",\"about\":" + json_string(row.about) +
                ",\"value\":" + json_string(read->values[i]) + '}';
    }
    // The registry's names for the preset (registry.hpp), each with the row and value it sets.
    std::string names = "[";
    for (const pachisi::preset_option_row& named : pachisi::preset_option_rows(name))
        names += (names.size() > 1 ? "," : "") + std::string("{\"name\":") + json_string(named.name) +
                 ",\"about\":" + json_string(named.about) + ",\"row\":" + json_string(named.row) +
                 ",\"value\":" + json_string(named.value) + '}';
    return "{\"name\":" + json_string(name) + ",\"about\":" + json_string(about) + ",\"thrower\":\"" + read->thrower +
           "\",\"rows\":" + rows + "],\"names\":" + names + ']' + allowed_json(*read) + '}';
}

}  // namespace

std::unique_ptr<table> make_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed) {
    std::string error;
    const auto read = read_spec(spec, &error);
    if (!read) throw std::invalid_argument(error);
    std::unique_ptr<table> made;
    switch (read->of) {
        case family::one_die: made = one_die_table(spec, setup, seed); break;
        case family::two_dice: made = two_dice_table(spec, setup, seed); break;
        case family::cowries6: made = cowries6_table(spec, setup, seed); break;
        case family::cowries7: made = cowries7_table(spec, setup, seed); break;
    }
    if (!made) throw std::invalid_argument("'" + std::string(spec) + "': no table of its family was made");
    return made;
}

std::string spec_problem(std::string_view spec) {
    std::string error;
    return read_spec(spec, &error) ? std::string{} : error;
}

std::string spec_json(std::string_view spec) {
    std::string error;
    const auto read = read_spec(spec, &error);
    if (!read)
        return "{\"error\":" + json_string(error) +
               ",\"values\":null,\"partners\":false,\"first_pawn_out\":false,\"take_back\":false}";
    std::string values = "{";
    for (std::size_t i = 0; i < read->rows.size(); ++i)
        values += (values.size() > 1 ? "," : "") + json_string(read->rows[i].name) + ':' + json_string(read->values[i]);
    return "{\"error\":\"\",\"values\":" + values + '}' + allowed_json(*read) + '}';
}

std::string spec_text(std::string_view spec) {
    std::string error;
    const auto read = read_spec(spec, &error);
    if (!read) throw std::invalid_argument(error);
    const std::string_view preset = spec.substr(0, spec.find(':'));
    const auto text = std::visit([&](const auto& options) { return pachisi::spec_of(preset, options, &error); }, read->options);
    if (!text) throw std::invalid_argument(error);
    return *text;
}

std::string presets_json() {
    // The presets in menu order, with their lines (for_each_preset names the compile-time types only).
    std::vector<std::pair<std::string_view, std::string_view>> presets;
    pachisi::for_each_preset([&](auto preset) { presets.emplace_back(preset.name, preset.about); });
    std::string j = "[";
    for (const auto& [name, about] : presets) {
        const std::string preset = preset_json(name, about);
        if (!preset.empty()) j += (j.size() > 1 ? "," : "") + preset;
    }
    return j + ']';
}

}  // namespace playground
