#include "catch.hpp"

// spec_of(preset, options) (rules/rules_spec.hpp): options written back as a spec. Exact specs for each family
// (the registry's names where it has them, its order for its own mixes, the rows' order otherwise); every
// registry spec written back as itself; random mixes of every row of every preset read back as the same
// options; and the refusals, with the compile-time checks' messages where the rules refuse a mix. And
// preset_option_rows, the registry's names spec_of writes: the row and value each sets.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>

#include <pachisi/pachisi.hpp>

namespace spec_of_options_tests {

using namespace pachisi;

// The spec `spec` reads as, written back by spec_of on the spec's preset; std::nullopt (and *error) when the
// spec does not read or spec_of refuses.
std::optional<std::string> written_back(std::string_view spec, std::string* error) {
    const std::string_view preset = spec.substr(0, spec.find(':'));
    if (is_one_die_preset(preset)) {
        const auto options = one_die_options_from_spec(spec, error);
        return options ? spec_of(preset, *options, error) : std::nullopt;
    }
    if (preset == "traditional" || preset == "traditional7") {
        const auto options = traditional_options_from_spec(spec, error);
        return options ? spec_of(preset, *options, error) : std::nullopt;
    }
    const auto options = two_dice_options_from_spec(spec, error);
    return options ? spec_of(preset, *options, error) : std::nullopt;
}

// A value row `r` may take, drawn at random, as a spec writes it.
std::string random_value(const option_row& r, std::mt19937_64& random) {
    switch (r.kind) {
        case option_kind::yes_no: return random() % 2 ? "yes" : "no";
        case option_kind::number: return std::to_string(r.low + static_cast<int>(random() % static_cast<unsigned>(r.high - r.low + 1)));
        case option_kind::faces: {
            std::string faces;
            const auto mask = 1 + random() % 63;  // a non-empty set of faces 1..6
            for (unsigned face = 1; face <= 6; ++face)
                if ((mask >> (face - 1)) & 1U) (faces += faces.empty() ? "" : "+") += static_cast<char>('0' + face);
            return faces;
        }
        case option_kind::word: {
            std::string_view words = r.words;
            for (auto skip = random() % static_cast<unsigned>(std::count(words.begin(), words.end(), '|') + 1); skip > 0; --skip)
                words.remove_prefix(words.find('|') + 1);
            return std::string(words.substr(0, words.find('|')));
        }
    }
    return {};
}

// `games` random specs of preset `preset`, each row set with chance 1 in 3 to a random value. Every spec that
// reads is written back (spec_of) as a spec that reads as the same options, and writing that spec back gives
// itself. Returns how many specs read.
template <class Options, class Read>
int check_random_mixes(std::string_view preset, std::span<const option_row> rows, Read read, int count,
                       std::uint64_t seed) {
    std::mt19937_64 random(seed);
    int read_count = 0;
    for (int i = 0; i < count; ++i) {
        std::string spec(preset);
        for (const option_row& r : rows)
            if (random() % 3 == 0) spec += (spec.size() == preset.size() ? ":" : ",") + std::string(r.name) + "=" + random_value(r, random);
        const std::optional<Options> options = read(spec, nullptr);
        if (!options) continue;  // a mix the rules refuse, or none of the rows set: readings of specs, tested elsewhere
        ++read_count;
        INFO(spec);
        std::string error;
        const std::optional<std::string> written = spec_of(preset, *options, &error);
        INFO(error);
        REQUIRE(written.has_value());
        INFO("written back: " << *written);
        const std::optional<Options> again = read(*written, &error);
        REQUIRE(again.has_value());
        CHECK(*again == *options);
        CHECK(spec_of(preset, *again) == written);
    }
    return read_count;
}

}  // namespace spec_of_options_tests

using namespace spec_of_options_tests;

TEST_CASE("spec_of: options written back as specs - the registry's names first and the rows' order", "[spec][spec_of]") {
    // Traditional (docs/rules.md §6.10): the registry's names split and first-move, the rest as rows.
    CHECK(spec_of("traditional", traditional_options{}) == "traditional");
    CHECK(spec_of("traditional", traditional_options{.pawns = 8, .split_throw = true}) == "traditional:split,pawns=8");
    CHECK(spec_of("traditional7", traditional_options{.arm = 6, .castle_offset = 2, .first_move_on_2_3_4 = true}) ==
          "traditional7:first-move,arm=6,castle=2");
    // Two dice. A registry mix in the registry's order (to_spec): the rows put blockades before undo-in-play.
    const two_dice_rule_options shg_undo = *two_dice_options_from_spec("shg:no-blockades,undo");
    CHECK(spec_of("shg", shg_undo) == "shg:undo,no-blockades");
    two_dice_rule_options rewarded = shg_undo;
    rewarded.capture_reward_squares = 15;
    CHECK(spec_of("shg", rewarded) == "shg:no-blockades,undo,capture-reward=15");
    // A preset is only where the options start: shg's options written on cardinal name every difference.
    CHECK(two_dice_options_from_spec(*spec_of("cardinal", rewarded)) == rewarded);
    // One die: ludo's registry names.
    CHECK(spec_of("ludo", *one_die_options_from_spec("ludo:stars,must-kill")) == "ludo:stars,must-kill");
    one_die_rule_options ludo = *one_die_options_from_spec("ludo");
    ludo.jump_in_home_path = false;
    CHECK(spec_of("ludo", ludo) == "ludo:jump-in-home-path=no");
    ludo.safe_squares = true;
    ludo.capture_throws_again = true;
    CHECK(spec_of("ludo", ludo) == "ludo:capture-throws-again,stars,jump-in-home-path=no");
}

TEST_CASE("spec_of: each of the registry's 93 specs is written back as itself", "[spec][spec_of][registry]") {
    int specs = 0;
    for (const auto name : preset_names()) {
        const auto options = preset_options(name);
        for (unsigned bits = 0; bits < (1U << options.size()); ++bits) {
            std::string spec(name);
            for (std::size_t i = 0; i < options.size(); ++i)
                if (bits & (1U << i)) spec += (spec.size() == name.size() ? ":" : ",") + std::string(options[i].name);
            if (!parse_preset_spec(spec)) continue;
            ++specs;
            INFO(spec);
            std::string error;
            const auto back = written_back(spec, &error);
            INFO(error);
            CHECK(back == spec);
        }
    }
    CHECK(specs == 93);
}

TEST_CASE("spec_of: random mixes of every row on every preset read back as the same options", "[spec][spec_of]") {
    // Counted so that the test cannot pass by reading nothing: most random mixes are allowed.
    int read = 0;
    const auto one_die = [](std::string_view s, std::string* e) { return one_die_options_from_spec(s, e); };
    const auto two_dice = [](std::string_view s, std::string* e) { return two_dice_options_from_spec(s, e); };
    const auto traditional = [](std::string_view s, std::string* e) { return traditional_options_from_spec(s, e); };
    std::uint64_t seed = 4500;
    for (const std::string_view preset : {"ludo", "ludo_king", "parchis", "maedn", "maedn_openspiel"})
        read += check_random_mixes<one_die_rule_options>(preset, one_die_option_rows(), one_die, 300, ++seed);
    for (const std::string_view preset : {"shg", "cardinal", "american"})
        read += check_random_mixes<two_dice_rule_options>(preset, two_dice_option_rows(), two_dice, 300, ++seed);
    for (const std::string_view preset : {"traditional", "traditional7"})
        read += check_random_mixes<traditional_options>(preset, traditional_option_rows(), traditional, 300, ++seed);
    INFO(read << " of 3000 random specs read");
    CHECK(read >= 1500);
}

TEST_CASE("spec_of: refusals - another family - a spec for a name - options the rules refuse - another board", "[spec][spec_of][errors]") {
    std::string error;
    CHECK_FALSE(spec_of("ludo", traditional_options{}, &error));
    CHECK(error == "unknown traditional preset 'ludo' (traditional, traditional7)");
    CHECK_FALSE(spec_of("nonesuch", two_dice_rule_options{}, &error));
    CHECK(error == "unknown two-dice preset 'nonesuch' (shg, cardinal, american)");
    CHECK_FALSE(spec_of("shg:undo", two_dice_rule_options{}, &error));
    CHECK(error == "'shg:undo' is a spec, not a preset's name");
    // The messages of the compile-time checks (rules/presets.hpp, two_dice_options.hpp, one_die_options.hpp).
    CHECK_FALSE(spec_of("traditional", traditional_options{.pawns = 5}, &error));
    CHECK(error == std::string("'traditional' with these options: ") + without_lead(PACHISI_MESSAGE_TRADITIONAL_PAWNS));
    CHECK_FALSE(spec_of("traditional7", traditional_options{.arm = 6, .castle_offset = 6}, &error));
    CHECK(error == std::string("'traditional7' with these options: ") + without_lead(PACHISI_MESSAGE_CROSS_CASTLE));
    two_dice_rule_options greedy = *two_dice_options_from_spec("american");
    greedy.capture_reward_squares = 41;
    CHECK_FALSE(spec_of("american", greedy, &error));
    CHECK(error == std::string("'american' with these options: ") + without_lead(PACHISI_MESSAGE_REWARDS));
    one_die_rule_options no_entry = *one_die_options_from_spec("maedn");
    no_entry.entry_values = 0;
    CHECK_FALSE(spec_of("maedn", no_entry, &error));
    CHECK(error == std::string("'maedn' with these options: ") + without_lead(PACHISI_MESSAGE_ONE_DIE_ENTRY));
    // A one-die preset's board is its own: ludo's options are not parchis's whatever the rows say.
    CHECK_FALSE(spec_of("parchis", *one_die_options_from_spec("ludo"), &error));
    CHECK(error.starts_with("no spec of 'parchis' names these options"));
    CHECK(spec_of("ludo_king", *one_die_options_from_spec("ludo")).has_value());  // the same board
}

TEST_CASE("preset_option_rows: the row and value each registry name of a preset sets", "[spec][spec_of][registry]") {
    // Written as name->row=value, in preset_options' order.
    const auto listed = [](std::string_view preset) {
        std::string text;
        for (const preset_option_row& r : preset_option_rows(preset))
            text += (text.empty() ? "" : " ") + std::string(r.name) + "->" + std::string(r.row) + "=" + r.value;
        return text;
    };
    CHECK(listed("shg") == "undo->undo-in-play=yes no-blockades->blockades=no no-auto-fives->auto-fives=no");
    CHECK(listed("cardinal").empty());
    CHECK(listed("american") == "third-doublet-penalty->third-doublet-penalty=yes");
    CHECK(listed("traditional7") ==
          "split->split-throw=yes home-needs-capture->home-needs-capture=yes exact-home->exact-home=yes "
          "no-capture-throw->capture-throws-again=no pawns=8->pawns=8 pawns=12->pawns=12 pawns=16->pawns=16 "
          "first-move->first-move-on-2-3-4=yes cancel-capture->cancelled-capture=yes arm=6->arm=6 arm=7->arm=7 "
          "arm=9->arm=9 arm=10->arm=10");
    CHECK(listed("ludo") == "entry-on-1->entry=1+6 stars->safe-squares=yes must-kill->must-kill=yes three-sixes=off->three-sixes=off");
    CHECK(listed("maedn") == "three-tries->three-tries=yes no-jump-home->jump-in-home-path=no");
    CHECK(preset_option_rows("ludo")[1].about == preset_options("ludo")[1].about);
    CHECK(preset_option_rows("nonesuch").empty());
}
