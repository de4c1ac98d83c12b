// The run-time preset registry (pachisi/rules/registry.hpp): names, options with descriptions,
// specs such as "shg:undo,no-blockades" turned into the exact rule-set type, and error messages
// that name what is wrong and list what is valid.
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include <pachisi/rules/registry.hpp>

#include "catch.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace registry_tests {

namespace {

// The registry's type for a spec, as a name the test can compare: which type f was called with.
template <class Expected>
bool spec_gives(std::string_view spec) {
    int calls = 0;
    bool same = false;
    std::string error;
    const bool ok = pachisi::with_preset_and_options(
        spec,
        [&](auto p) {
            ++calls;
            same = std::is_same_v<typename decltype(p)::rules, Expected>;
        },
        &error);
    INFO(spec << ": " << error);
    return ok && calls == 1 && same;
}

std::string error_of(std::string_view spec) {
    std::string error;
    bool called = false;
    const bool ok = pachisi::with_preset_and_options(spec, [&](auto) { called = true; }, &error);
    return ok || called ? "accepted" : error;
}

std::vector<std::string> option_names(std::string_view preset) {
    std::vector<std::string> names;
    for (const auto& o : pachisi::preset_options(preset)) names.emplace_back(o.name);
    return names;
}

using pachisi::shg_options;
using pachisi::traditional_options;

}  // namespace

TEST_CASE("registry: the ten presets in menu order", "[registry]") {
    const auto names = pachisi::preset_names();
    CHECK(std::vector<std::string>(names.begin(), names.end()) ==
          std::vector<std::string>{"shg", "cardinal", "american", "traditional", "traditional7", "ludo", "ludo_king", "parchis", "maedn", "maedn_openspiel"});
    std::vector<std::string> abouts;
    pachisi::for_each_preset([&](auto p) { abouts.emplace_back(p.about); });
    CHECK(abouts.size() == 10);
    CHECK(abouts[0] == "Safe Harbor Games online Parcheesi (seed 000)");
}

TEST_CASE("registry: each preset's options with a line of description each", "[registry]") {
    CHECK(option_names("shg") == std::vector<std::string>{"undo", "no-blockades", "no-auto-fives"});
    CHECK(option_names("cardinal").empty());
    CHECK(option_names("american") == std::vector<std::string>{"third-doublet-penalty"});
    const std::vector<std::string> traditional{"split",    "home-needs-capture", "exact-home", "no-capture-throw",
                                               "pawns=8",  "pawns=12",           "pawns=16",   "first-move",
                                               "cancel-capture", "arm=6",        "arm=7",      "arm=9",
                                               "arm=10"};
    CHECK(option_names("traditional") == traditional);
    CHECK(option_names("traditional7") == traditional);
    CHECK(option_names("checkers").empty());
    for (const auto& o : pachisi::preset_options("traditional")) CHECK(o.about.size() > 20);
    CHECK(pachisi::preset_options("shg")[0].about == "take back moves of the dice still being played (seed 000 \"Undo Moves\")");
    CHECK(pachisi::preset_option_names("shg") == "undo, no-blockades, no-auto-fives");
}

TEST_CASE("registry: a spec names one exact rule-set type", "[registry]") {
    CHECK(spec_gives<pachisi::shg>("shg"));
    CHECK(spec_gives<pachisi::shg>("shg:"));
    CHECK(spec_gives<pachisi::shg_rules<shg_options{.undo_in_play = true}>>("shg:undo"));
    CHECK(spec_gives<pachisi::shg_rules<shg_options{.blockades = false, .undo_in_play = true}>>("shg:undo,no-blockades"));
    CHECK(spec_gives<pachisi::shg_rules<shg_options{.blockades = false, .undo_in_play = true}>>("shg:no-blockades,undo"));
    CHECK(spec_gives<pachisi::shg_rules<shg_options{.blockades = false, .auto_fives = false}>>(
        "shg:no-auto-fives,no-blockades"));
    CHECK(spec_gives<pachisi::cardinal>("cardinal"));
    CHECK(spec_gives<pachisi::american>("american"));
    CHECK(spec_gives<pachisi::american_rules<true>>("american:third-doublet-penalty"));
    CHECK(spec_gives<pachisi::traditional>("traditional"));
    CHECK(spec_gives<pachisi::traditional>("traditional:pawns=4"));
    CHECK(spec_gives<pachisi::traditional7>("traditional7"));
    CHECK(spec_gives<pachisi::traditional>("traditional:arm=8"));
    CHECK(spec_gives<pachisi::traditional_rules<6, traditional_options{.arm = 6}>>("traditional:arm=6"));
    CHECK(spec_gives<pachisi::traditional_rules<7, traditional_options{.arm = 10}>>("traditional7:arm=10"));
    CHECK(spec_gives<pachisi::traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true}>>("traditional:first-move"));
    CHECK(spec_gives<pachisi::traditional_rules<7, traditional_options{.cancelled_capture = true}>>("traditional7:cancel-capture"));
    CHECK(spec_gives<pachisi::traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>>(
        "traditional:cancel-capture,first-move"));
    CHECK(spec_gives<pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true}>>(
        "traditional:exact-home,split"));
    CHECK(spec_gives<pachisi::traditional_rules<7, traditional_options{.capture_throws_again = false}>>(
        "traditional7:no-capture-throw"));
    CHECK(spec_gives<pachisi::traditional_rules<6, traditional_options{.home_needs_capture = true}>>(
        "traditional:home-needs-capture"));
    CHECK(spec_gives<pachisi::traditional_rules<7, traditional_options{.pawns = 12}>>("traditional7:pawns=12"));
    CHECK(spec_gives<pachisi::traditional_rules<6, traditional_options{.pawns = 16}>>("traditional:pawns=16"));
    CHECK(spec_gives<pachisi::traditional_rules<6, traditional_options{.pawns = 8, .split_throw = false}>>(
        "traditional:pawns=8"));
    CHECK(spec_gives<pachisi::traditional_rules<6, traditional_options{.split_throw = true,
                                                                       .home_needs_capture = true,
                                                                       .exact_home = true,
                                                                       .capture_throws_again = false}>>(
        "traditional:split,home-needs-capture,exact-home,no-capture-throw"));
    // The one-die family (docs/rules.md §10): each option names one switch of the preset's rule options.
    CHECK(spec_gives<pachisi::ludo>("ludo"));
    CHECK(spec_gives<pachisi::ludo_king>("ludo_king"));
    CHECK(spec_gives<pachisi::parchis>("parchis"));
    CHECK(spec_gives<pachisi::maedn>("maedn"));
    CHECK(spec_gives<pachisi::maedn_openspiel>("maedn_openspiel"));
    constexpr auto ludo_mix = [] {
        auto o = pachisi::ludo_options;
        o.must_kill = true;
        o.third_six = pachisi::third_six_rule::nothing;
        return o;
    }();
    CHECK(spec_gives<pachisi::one_die_rules<ludo_mix>>("ludo:must-kill,three-sixes=off"));
    constexpr auto king_mix = [] {
        auto o = pachisi::ludo_king_options;
        o.entry_values = pachisi::entry_on({1, 6});
        return o;
    }();
    CHECK(spec_gives<pachisi::one_die_rules<king_mix>>("ludo_king:entry-on-1"));
    constexpr auto maedn_mix = [] {
        auto o = pachisi::maedn_options;
        o.three_tries = true;
        o.jump_in_home_path = false;
        return o;
    }();
    CHECK(spec_gives<pachisi::one_die_rules<maedn_mix>>("maedn:no-jump-home,three-tries"));
    // with_preset takes a bare name: the preset with its defaults.
    bool plain = false;
    CHECK(pachisi::with_preset("shg", [&](auto p) { plain = std::is_same_v<typename decltype(p)::rules, pachisi::shg>; }));
    CHECK(plain);
}

TEST_CASE("registry: errors name the unknown preset or option and list the valid ones", "[registry]") {
    CHECK(error_of("checkers") == "unknown preset 'checkers' (presets: shg cardinal american traditional traditional7 ludo ludo_king parchis maedn maedn_openspiel)");
    CHECK(error_of("checkers:undo") ==
          "unknown preset 'checkers' (presets: shg cardinal american traditional traditional7 ludo ludo_king parchis maedn maedn_openspiel)");
    CHECK(error_of("") == "unknown preset '' (presets: shg cardinal american traditional traditional7 ludo ludo_king parchis maedn maedn_openspiel)");
    CHECK(error_of("shg:undoo") == "unknown option 'undoo' for preset 'shg' (options: undo, no-blockades, no-auto-fives)");
    CHECK(error_of("american:undo") == "unknown option 'undo' for preset 'american' (options: third-doublet-penalty)");
    CHECK(error_of("traditional:pawns=5") ==
          "unknown option 'pawns=5' for preset 'traditional' (options: split, home-needs-capture, exact-home, "
          "no-capture-throw, pawns=8, pawns=12, pawns=16, first-move, cancel-capture, arm=6, arm=7, arm=9, arm=10)");
    CHECK(error_of("ludo:stars,pawns=8") ==
          "unknown option 'pawns=8' for preset 'ludo' (options: entry-on-1, stars, must-kill, three-sixes=off)");
    CHECK(error_of("parchis:stars") == "preset 'parchis' takes no options: write 'parchis' alone, without ':stars'");
    CHECK(error_of("cardinal:undo") == "preset 'cardinal' takes no options: write 'cardinal' alone, without ':undo'");
    CHECK(error_of("shg:undo,undo") == "option 'undo' is given twice in 'shg:undo,undo': give it once");
    CHECK(error_of("shg:undo,") ==
          "an empty option in 'shg:undo,': separate the options by single commas, with none at the end");
    CHECK(error_of("shg:,undo") ==
          "an empty option in 'shg:,undo': separate the options by single commas, with none at the end");
    const std::string offered_mixes =
        "(the registry offers split, home-needs-capture, exact-home and no-capture-throw in any combination; "
        "first-move and cancel-capture alone or together; a pawn count (pawns=8, 12 or 16) or an arm length "
        "(arm=6, 7, 9 or 10) alone); a program can still name any mix as a type: "
        "traditional_rules<shells, traditional_options{...}>";
    CHECK(error_of("traditional:pawns=8,split") == "'traditional:pawns=8,split': this mix of options is not offered by name " + offered_mixes);
    CHECK(error_of("traditional7:pawns=8,pawns=12") ==
          "'traditional7:pawns=8,pawns=12': this mix of options is not offered by name " + offered_mixes);
    CHECK(error_of("traditional:arm=6,first-move") ==
          "'traditional:arm=6,first-move': this mix of options is not offered by name " + offered_mixes);
    CHECK(error_of("traditional:first-move,split") ==
          "'traditional:first-move,split': this mix of options is not offered by name " + offered_mixes);
    // with_preset knows bare names only.
    std::string error;
    CHECK_FALSE(pachisi::with_preset("shg:undo", [](auto) {}, &error));
    CHECK(error == "unknown preset 'shg:undo' (presets: shg cardinal american traditional traditional7 ludo ludo_king parchis maedn maedn_openspiel)");
}

TEST_CASE("registry: 93 rule sets - each with one written spec that maps back to it", "[registry]") {
    // Every subset of every preset's options: the offered ones parse, and their canonical spec (to_spec)
    // names the same type again (spec_of). Two choices giving one type would break the second check.
    int offered = 0;
    std::set<std::string> specs;
    for (const auto name : pachisi::preset_names()) {
        const auto options = pachisi::preset_options(name);
        for (unsigned bits = 0; bits < (1U << options.size()); ++bits) {
            std::string spec(name);
            for (std::size_t i = 0; i < options.size(); ++i)
                if (bits & (1U << i)) {
                    spec += spec.find(':') == std::string::npos ? ':' : ',';
                    spec += options[i].name;
                }
            const auto choice = pachisi::parse_preset_spec(spec);
            if (!choice) continue;
            ++offered;
            INFO(spec);
            CHECK(choice->options == bits);
            CHECK(pachisi::to_spec(*choice) == spec);
            std::optional<std::string> back;
            pachisi::with_preset_and_options(spec, [&](auto p) { back = pachisi::spec_of<typename decltype(p)::rules>(); });
            CHECK(back == spec);
            specs.insert(spec);
        }
    }
    CHECK(offered == 93);
    CHECK(specs.size() == 93);
    CHECK(pachisi::spec_of<pachisi::shg>() == "shg");
    CHECK(pachisi::spec_of<pachisi::american_rules<true>>() == "american:third-doublet-penalty");
    struct custom : pachisi::american {};
    CHECK_FALSE(pachisi::spec_of<custom>().has_value());
    CHECK_FALSE(pachisi::spec_of<pachisi::traditional_rules<6, traditional_options{.pawns = 8, .split_throw = true}>>());
}

}  // namespace registry_tests
