#include "catch.hpp"

// The option rows a front end offers (rules/one_die_spec.hpp, rules/rules_spec.hpp: one_die_option_rows,
// two_dice_option_rows, traditional_option_rows, option_value): every row's value in a preset's options,
// written back into a spec, reads as those same options; a changed value reads as a change of that row only.

#include <string>
#include <string_view>

#include <pachisi/pachisi.hpp>

namespace option_rows_test {

using namespace pachisi;

// Another value of row `r` than `value`, as a spec writes it.
std::string other_value(const option_row& r, const std::string& value) {
    switch (r.kind) {
        case option_kind::yes_no: return value == "yes" ? "no" : "yes";
        case option_kind::number: return std::to_string(value == std::to_string(r.high) ? r.low : r.high);
        case option_kind::faces: return value == "6" ? "1+6" : "6";
        case option_kind::word: {
            const std::string_view words = r.words;
            const std::string first(words.substr(0, words.find('|')));
            const std::string_view rest = words.substr(words.find('|') + 1);
            return value == first ? std::string(rest.substr(0, rest.find('|'))) : first;
        }
    }
    return value;
}

// For each row: preset:row=<its value> gives the preset's options, and preset:row=<another value> gives options
// whose row reads that value (unless the rules refuse the mix). Returns the rows checked.
template <class Options, class Read>
int check_rows(std::string_view preset, std::span<const option_row> rows, const Options& defaults, Read read) {
    int checked = 0;
    for (const option_row& r : rows) {
        const std::string value = option_value(defaults, r.name);
        INFO(preset << " row " << r.name << " = " << value);
        REQUIRE(!value.empty());
        std::string error;
        const auto same = read(std::string(preset) + ":" + std::string(r.name) + "=" + value, &error);
        INFO(error);
        REQUIRE(same.has_value());
        CHECK(*same == defaults);
        const std::string changed = other_value(r, value);
        const auto other = read(std::string(preset) + ":" + std::string(r.name) + "=" + changed, &error);
        if (other) {
            CHECK(option_value(*other, r.name) == changed);
            CHECK(!(*other == defaults));
        }
        ++checked;
    }
    CHECK(option_value(defaults, "no-such-row").empty());
    return checked;
}

}  // namespace option_rows_test

using namespace option_rows_test;

TEST_CASE("option rows: every one-die row of each preset reads back through a spec", "[spec][option_rows]") {
    const auto read = [](const std::string& spec, std::string* error) { return one_die_options_from_spec(spec, error); };
    CHECK(check_rows("ludo", one_die_option_rows(), ludo_options, read) == 20);
    CHECK(check_rows("parchis", one_die_option_rows(), parchis_options, read) == 20);
    CHECK(check_rows("maedn", one_die_option_rows(), maedn_options, read) == 20);
}

TEST_CASE("option rows: every two-dice row of shg cardinal and american reads back through a spec", "[spec][option_rows]") {
    const auto read = [](const std::string& spec, std::string* error) { return two_dice_options_from_spec(spec, error); };
    CHECK(check_rows("shg", two_dice_option_rows(), two_dice_options_of<shg>(), read) == 23);
    CHECK(check_rows("cardinal", two_dice_option_rows(), two_dice_options_of<cardinal>(), read) == 23);
    CHECK(check_rows("american", two_dice_option_rows(), two_dice_options_of<american>(), read) == 23);
}

TEST_CASE("option rows: every traditional row reads back through a spec", "[spec][option_rows]") {
    const auto read = [](const std::string& spec, std::string* error) { return traditional_options_from_spec(spec, error); };
    CHECK(check_rows("traditional", traditional_option_rows(), traditional_options{}, read) == 9);
    // castle=9 (the row's other value above) lies off the standard arm and is refused; castle=3 reads back.
    const auto castles = read("traditional:castle=3", nullptr);
    REQUIRE(castles);
    CHECK(option_value(*castles, "castle") == "3");
}
