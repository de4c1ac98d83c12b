// docs/rules.md §5.5 (compulsion) for the shg preset, seed 000_9772ad899d453457.txt.
#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace compulsion_shg_tests {

using rules = pachisi::shg;
using test::list;

TEST_CASE("§5.5 example: auto fives come before most parts (seed 000 'must start another piece')", "[shg][5.5]") {
    // Seat 0: a pawn at p=7, three in the nest. Seat 1's blockade stands on seat 0's p=4 (ring 8,
    // seat 1's p=55); seat 2's pawn on seat 0's safe p=13 (ring 17, seat 2's p=47).
    auto s = test::position<rules>("7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    // 7->12->18 would use both dice, but entering with the 5 is compelled and then the 6 is lost.
    REQUIRE(test::legal(s) == list{"enter"});
    test::play(s, "enter");
    REQUIRE(test::text(s) == "7,1,0,0/55,55,0,0/47,0,0,0/0,0,0,0 1 throw");
}

TEST_CASE("§5.5(b): with auto fives off the same throw must use both dice (seed 000 'Auto Fives Off')",
          "[shg][5.5]") {
    using free_fives = pachisi::shg_rules<pachisi::shg_options{.auto_fives = false}>;
    auto s = test::position<free_fives>("7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "5-6");
    // Only 7+5=12 then 12+6=18 uses both parts; entering first leaves the 6 unplayable.
    REQUIRE(test::legal(s) == list{"move 7+5"});
    test::play(s, "move 7+5");
    REQUIRE(test::legal(s) == list{"move 12+6"});
}

// apply_throw(s, t, legal) judges the throw's first moves against its best conceivable play and runs the
// compulsion search only when no first move reaches it: both ways must list what legal_actions lists.
TEST_CASE("apply_throw with a list: the same state and actions whether or not the best conceivable play is "
          "reached (§5.5 and seed 000)", "[shg][5.5]") {
    const auto check = [](std::string_view position, std::string_view thrown, const list& expected) {
        auto listed = test::position<rules>(position);
        pachisi::action_list<rules> legal;
        pachisi::apply_throw(listed, pachisi::parse_throw<rules>(thrown), legal);
        auto plain = test::position<rules>(position);
        test::throw_(plain, thrown);
        REQUIRE(listed == plain);
        list names;
        for (const auto& a : legal) names.push_back(pachisi::to_string(a));
        REQUIRE(names == expected);
        REQUIRE(test::legal(plain) == expected);
    };
    // Reached: both dice by either pawn, or a nest pawn entering with their sum of 5 (§5.3).
    check("20,7,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "2-3",
          {"enter sum", "move 7+2", "move 7+3", "move 20+2", "move 20+3"});
    // Not reached: entering with the 5 is compelled and loses the 6 (the search decides).
    check("7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw", "5-6", {"enter"});
    // Not reached at all: no part can be played, and the throw is forfeited.
    check("71,71,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "3-4", {"pass"});
}

}  // namespace compulsion_shg_tests
