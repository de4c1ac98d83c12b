// docs/rules.md §5 differential test: for random (position, throw) pairs of each two-dice preset, the
// engine's enumerate_plays and the deliberately simple recursion of simple_two_dice.hpp must find the
// same set of end positions (pawns, who throws next, doublet count, throws owed) and the same
// "throws again" flag. The pairs also have to cover the turn's hard parts: doublet bonuses, captures
// and their rewards, pawns reaching HOME, declines, and (american) extra laps.
// bench/differential_opt_in.cpp runs the same comparison on 1,000,000 pairs per preset.
#include "catch.hpp"

#include <string>
#include <thread>
#include <vector>

#include "reference_compulsion.hpp"
#include "test_support.hpp"
#include "two_dice_pairs.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace differential_two_dice_tests {

namespace {

template <class R>
differential::tally run(int pairs, std::uint64_t seed, const simple::dice_rules& table) {
    differential::tally count;
    differential::random_pairs<R>(pairs, seed, table, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        differential::compare(s, t, table, count);
    });
    std::string examples;
    for (const auto& example : count.examples) examples += example;
    INFO(examples);
    INFO("pairs " << count.pairs << ", mismatches " << count.mismatches << "; covered: doublet bonus " << count.bonus
                  << ", captures " << count.captures << ", HOME " << count.homes << ", reward actions " << count.rewards
                  << ", declines " << count.declines << ", laps " << count.laps << ", third doublets " << count.penalties);
    CHECK(count.pairs == pairs);
    CHECK(count.mismatches == 0);
    return count;
}

}  // namespace

TEST_CASE("differential §5: enumerate_plays agrees with a simple recursion on 10000 random pairs - shg",
          "[differential][shg]") {
    const auto count = run<pachisi::shg>(10000, 101, simple::shg_table);
    // The pairs reach every part of the SHG turn (more than these bounds, which a change of the
    // generator must keep).
    CHECK(count.bonus > 800);
    CHECK(count.captures > 1500);
    CHECK(count.homes > 800);
    CHECK(count.declines > 10000);
    CHECK(count.penalties > 100);
}

TEST_CASE("differential §5: enumerate_plays agrees with a simple recursion on 10000 random pairs - cardinal",
          "[differential][cardinal]") {
    const auto count = run<pachisi::cardinal>(10000, 202, simple::cardinal_table);
    CHECK(count.bonus > 800);
    CHECK(count.captures > 1500);
    CHECK(count.homes > 800);
    CHECK(count.rewards > 10000);
}

TEST_CASE("differential §5: enumerate_plays agrees with a simple recursion on 10000 random pairs - american",
          "[differential][american]") {
    const auto count = run<pachisi::american>(10000, 303, simple::american_table);
    CHECK(count.bonus > 500);
    CHECK(count.captures > 1500);
    CHECK(count.homes > 600);
    CHECK(count.declines > 8000);
    CHECK(count.laps > 3000);
}

namespace {

// Two searches' outcomes are the same: the same ends, in the same order, each with the same action
// sequence and "throws again" flag.
template <class R>
bool same_outcomes(const std::vector<pachisi::play_outcome<R>>& a, const std::vector<pachisi::play_outcome<R>>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(a[i].end == b[i].end && a[i].actions == b[i].actions && a[i].throws_again == b[i].throws_again)) return false;
    return true;
}

// enumerate_plays skips a quiet move b offered right after a quiet move c when b, then c, was searched
// already (turn_enumeration.hpp, ran_before). That must change nothing: the same ends, in the same
// order, each with the same action sequence and flag.
template <class R>
void check_skips_change_nothing(std::uint64_t seed, const simple::dice_rules& table) {
    long pairs = 0, differ = 0, skipped = 0;
    std::string first;
    differential::random_pairs<R>(3000, seed, table, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        // The search of (s, t) with and without skipping the orders of quiet moves met already.
        const auto full = pachisi::detail::search_play(s, t, false);
        const auto skipping = pachisi::detail::search_play(s, t, true);
        ++pairs;
        skipped += static_cast<long>(skipping.orders_skipped);
        if (!same_outcomes(full.outcomes, skipping.outcomes) && differ++ == 0) first = pachisi::to_string(s) + " throw " + pachisi::to_string<R>(t);
    });
    INFO("first pair that differs: " << first);
    CHECK(pairs == 3000);
    CHECK(differ == 0);
    CHECK(skipped > 3000);  // the skip is taken often enough for the comparison to mean something
}

}  // namespace

TEST_CASE("enumerate_plays: skipping the orders of quiet moves met already changes no outcome - nor their order or paths",
          "[differential][enumeration]") {
    SECTION("shg") { check_skips_change_nothing<pachisi::shg>(404, simple::shg_table); }
    SECTION("cardinal") { check_skips_change_nothing<pachisi::cardinal>(505, simple::cardinal_table); }
    SECTION("american") { check_skips_change_nothing<pachisi::american>(606, simple::american_table); }
}

// One pawn on the board and a doublet bonus: the only orders the search can skip are that pawn's own,
// a larger part before a smaller one (ran_before's second rule). The skip must fire here, and the
// search must find what it finds without it: 1+1+6+6 from 10, in every grouping of the parts.
TEST_CASE("enumerate_plays: one pawn moved by a larger part and then a smaller one is skipped where the other order ran - "
          "changing nothing", "[enumeration]") {
    using rules = pachisi::shg;
    const auto s = test::position<rules>("72,72,72,10/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    const auto t = pachisi::parse_throw<rules>("1-1");
    const auto full = pachisi::detail::search_play(s, t, false);
    const auto skipping = pachisi::detail::search_play(s, t, true);
    CHECK(skipping.orders_skipped > 0);
    CHECK(same_outcomes(full.outcomes, skipping.outcomes));
    REQUIRE(skipping.outcomes.size() == 1);  // every order ends with the pawn at 10 + 14
    CHECK(skipping.outcomes[0].end.pawns[0][3] == 24);
}

namespace {

// legal_actions against the brute-force reading of §5.5 (reference_compulsion.hpp) at every decision of
// one random play of each pair while parts are left. The shortcuts that spare legal_actions its search
// (witnesses, chain proofs of a doublet bonus, follow-ups judged without performing) must keep exactly
// the actions the reference keeps, on positions with blockades, captures in reach and (american) laps.
template <class R>
void check_lists_against_reference(int pairs, std::uint64_t seed, const simple::dice_rules& table) {
    long checks = 0, differ = 0, too_many = 0, bonus_checks = 0;
    std::string first;
    differential::rng_t pick(seed + 1);
    differential::random_pairs<R>(pairs, seed, table, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        pachisi::state<R> at_throw = s;
        pachisi::apply_throw(at_throw, t);
        for (pachisi::state<R> now = at_throw; pachisi::detail::in_parts_phase(now);) {
            std::vector<pachisi::action> expected;
            if (!reference::reference_next_actions(at_throw, now, expected)) {
                ++too_many;
                break;
            }
            const auto actions = pachisi::legal_actions(now);
            ++checks;
            bonus_checks += now.total_parts == 4 && now.part_count >= 3;
            if (std::vector<pachisi::action>(actions.begin(), actions.end()) != expected && differ++ == 0)
                first = pachisi::to_string(now);
            pachisi::apply(now, actions[static_cast<std::size_t>(differential::uniform(pick, 0, static_cast<int>(actions.size()) - 1))]);
        }
    });
    INFO("first position that differs: " << first << "; checks " << checks << ", in a bonus " << bonus_checks
                                          << ", plays too many to list " << too_many);
    CHECK(differ == 0);
    CHECK(checks > pairs);        // about two decisions a pair
    CHECK(bonus_checks > pairs / 10);  // and the doublet bonus, where chain proofs apply
}

}  // namespace

TEST_CASE("differential §5.5: legal_actions agrees with the brute-force reference along random plays",
          "[differential][compulsion]") {
    SECTION("shg") { check_lists_against_reference<pachisi::shg>(3000, 707, simple::shg_table); }
    SECTION("cardinal") { check_lists_against_reference<pachisi::cardinal>(3000, 808, simple::cardinal_table); }
    SECTION("american") { check_lists_against_reference<pachisi::american>(3000, 909, simple::american_table); }
}

namespace {

// enumerate_plays keeps its search tables in a workspace of the calling thread from call to call,
// emptied by a new stamp (turn_enumeration.hpp). Whatever the earlier calls left there, and with
// another thread enumerating at the same time, it must find what a fresh search finds: the same ends,
// in the same order, by the same action sequences. Two threads go through the pairs in opposite
// orders, so each meets its pairs after different ones; mismatches are counted per thread, and
// checked once they have joined (Catch2 asserts from one thread only).
template <class R>
void check_reused_workspace(std::uint64_t seed, const simple::dice_rules& table) {
    struct pair_and_ends {
        pachisi::state<R> s;
        pachisi::throw_outcome t;
        std::vector<pachisi::play_outcome<R>> ends;
    };
    std::vector<pair_and_ends> pairs;
    differential::random_pairs<R>(1500, seed, table, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        pairs.push_back({s, t, pachisi::detail::search_play(s, t).outcomes});  // a fresh search
    });
    long forward_differ = 0, backward_differ = 0, ends = 0;
    std::thread backward([&] {
        for (auto p = pairs.rbegin(); p != pairs.rend(); ++p) backward_differ += !same_outcomes(pachisi::enumerate_plays(p->s, p->t), p->ends);
    });
    for (const auto& p : pairs) {
        const auto found = pachisi::enumerate_plays(p.s, p.t);
        forward_differ += !same_outcomes(found, p.ends);
        ends += static_cast<long>(found.size());
    }
    backward.join();
    CHECK(pairs.size() == 1500);
    CHECK(ends > 3000);  // plays with something to find, doublet bonuses among them
    CHECK(forward_differ == 0);
    CHECK(backward_differ == 0);
}

}  // namespace

TEST_CASE("enumerate_plays: the reused per-thread workspace finds what a fresh search finds - from two threads at once",
          "[differential][enumeration]") {
    SECTION("shg") { check_reused_workspace<pachisi::shg>(707, simple::shg_table); }
    SECTION("american") { check_reused_workspace<pachisi::american>(808, simple::american_table); }
}

}  // namespace differential_two_dice_tests
