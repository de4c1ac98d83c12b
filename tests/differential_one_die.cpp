// docs/rules.md §10 differential test: for random (position, face) pairs of the one-die presets (Ludo,
// Ludo King, Parchís, Mensch ärgere Dich nicht, OpenSpiel's MAEDN) and mixes of their options, the
// engine (apply_throw, then every legal action with apply and undo until the next throw) and the
// deliberately simple implementation of simple_one_die.hpp must find the same set of ends of the throw
// (every seat's pawns, who throws next or the winners, the 6s in a row, the seats that have captured
// (must kill), the pawn that moved last and who arrived last on the entry squares (Parchís), the tries
// (three tries)) and offer the same choices for the die's action. The pairs also have to reach the
// turn's hard parts: captures, entries, HOME, rewards and their chains, third 6s, the duties, laps,
// three-tries runs, passes.
#include "catch.hpp"

#include <string>

#include "one_die_pairs.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace differential_one_die_tests {

namespace {

// The sanitizer build (about 10x slower) compares a fifth of the pairs.
#ifdef PACHISI_SANITIZED
constexpr int scale = 5;
#else
constexpr int scale = 1;
#endif
constexpr int pairs_per_case = 10000 / scale;

// What the pairs of a case must cover at 10,000 pairs: about half of what they covered when this was
// written (the counts are one_die_differential::tally's). The sanitizer build's fifth of the pairs is
// held to a fifth of each floor where that is still 20 or more.
struct floors {
    long captures = 0, entries = 0, homes = 0, rewards = 0, reward_chains = 0, third_sixes = 0;
    long barrier_duties = 0, clear_entry_duties = 0, laps = 0, tries_runs = 0, passes = 0;
    long entry_choices = 0, sent_back = 0, multi_captures = 0, jumps_refused = 0, finishes = 0, lap_caps = 0;
};

void check_floor(const char* what, long got, long floor) {
    const long want = floor / scale;
    if (scale != 1 && want < 20) return;
    INFO(what << ": " << got << " pairs, floor " << want);
    CHECK(got >= want);
}

template <class R>
one_die_differential::tally run(std::uint64_t seed, const floors& f) {
    one_die_differential::tally count;
    one_die_differential::random_pairs<R>(pairs_per_case, seed, 0, [&](const pachisi::state<R>& s, int face) {
        one_die_differential::compare(s, face, count);
    });
    std::string examples;
    for (const auto& example : count.examples) examples += example;
    INFO(examples);
    INFO(one_die_differential::coverage(count));
    CHECK(count.pairs == pairs_per_case);
    CHECK(count.mismatches == 0);
    check_floor("captures", count.captures, f.captures);
    check_floor("entries", count.entries, f.entries);
    check_floor("HOME", count.homes, f.homes);
    check_floor("rewards", count.rewards, f.rewards);
    check_floor("reward chains", count.reward_chains, f.reward_chains);
    check_floor("third 6s", count.third_sixes, f.third_sixes);
    check_floor("barrier duties", count.barrier_duties, f.barrier_duties);
    check_floor("clear-entry duties", count.clear_entry_duties, f.clear_entry_duties);
    check_floor("laps", count.laps, f.laps);
    check_floor("three-tries runs", count.tries_runs, f.tries_runs);
    check_floor("passes", count.passes, f.passes);
    check_floor("entry choices", count.entry_choices, f.entry_choices);
    check_floor("sent back", count.sent_back, f.sent_back);
    check_floor("multiple captures", count.multi_captures, f.multi_captures);
    check_floor("jumps refused", count.jumps_refused, f.jumps_refused);
    check_floor("finishes", count.finishes, f.finishes);
    check_floor("lap caps", count.lap_caps, f.lap_caps);
    return count;
}

using pachisi::one_die_rule_options;

constexpr one_die_rule_options ludo_kill_entry_1_6_stars = [] {
    auto o = pachisi::ludo_options;
    o.must_kill = true;
    o.entry_values = pachisi::entry_on({1, 6});
    o.safe_squares = true;
    return o;
}();
constexpr one_die_rule_options ludo_third_six_nothing = [] {
    auto o = pachisi::ludo_options;
    o.third_six = pachisi::third_six_rule::nothing;
    return o;
}();
constexpr one_die_rule_options ludo_king_kill = [] {
    auto o = pachisi::ludo_king_options;
    o.must_kill = true;
    return o;
}();
constexpr one_die_rule_options maedn_three_tries = [] {
    auto o = pachisi::maedn_options;
    o.three_tries = true;
    return o;
}();
constexpr one_die_rule_options maedn_no_jumping = [] {
    auto o = pachisi::maedn_options;
    o.jump_in_home_path = false;
    return o;
}();
constexpr one_die_rule_options maedn_tries_no_jumping = [] {
    auto o = pachisi::maedn_options;
    o.three_tries = true;
    o.jump_in_home_path = false;
    return o;
}();

}  // namespace

// ---- the presets ---------------------------------------------------------------------------------------------

TEST_CASE("differential §10: one-die throws agree with a simple implementation - ludo", "[differential][one_die]") {
    (void)run<pachisi::ludo>(1001, {
        .captures = 250, .entries = 500, .homes = 300, .third_sixes = 45, .passes = 880, .finishes = 40});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - ludo_king", "[differential][one_die]") {
    (void)run<pachisi::ludo_king>(1002, {
        .captures = 210, .entries = 550, .homes = 280, .third_sixes = 40, .passes = 800, .finishes = 45});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - parchis", "[differential][one_die]") {
    (void)run<pachisi::parchis>(1003, {
        .captures = 430, .entries = 390, .homes = 260, .rewards = 540, .reward_chains = 70, .third_sixes = 38,
        .barrier_duties = 44, .passes = 630, .entry_choices = 20, .sent_back = 17, .finishes = 39});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - maedn", "[differential][one_die]") {
    (void)run<pachisi::maedn>(1004, {
        .captures = 600, .entries = 450, .homes = 340, .third_sixes = 58, .clear_entry_duties = 570, .passes = 640,
        .finishes = 34});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - maedn_openspiel",
          "[differential][one_die]") {
    (void)run<pachisi::maedn_openspiel>(1005, {
        .captures = 600, .entries = 470, .homes = 350, .third_sixes = 44, .clear_entry_duties = 520, .passes = 840,
        .finishes = 37});
}

// ---- mixes of options ------------------------------------------------------------------------------------------

TEST_CASE("differential §10: one-die throws agree with a simple implementation - ludo with must kill and entry on 1 or 6 and stars",
          "[differential][one_die]") {
    (void)run<pachisi::one_die_rules<ludo_kill_entry_1_6_stars>>(1006, {
        .captures = 500, .entries = 830, .homes = 280, .third_sixes = 40, .laps = 580, .passes = 420,
        .multi_captures = 17, .finishes = 36, .lap_caps = 34});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - ludo with third six nothing",
          "[differential][one_die]") {
    (void)run<pachisi::one_die_rules<ludo_third_six_nothing>>(1007, {
        .captures = 270, .entries = 520, .homes = 260, .third_sixes = 60, .passes = 840, .finishes = 50});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - ludo_king with must kill",
          "[differential][one_die]") {
    (void)run<pachisi::one_die_rules<ludo_king_kill>>(1008, {
        .captures = 290, .entries = 620, .homes = 220, .third_sixes = 44, .laps = 820, .passes = 720, .finishes = 30,
        .lap_caps = 37});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - maedn with three tries",
          "[differential][one_die]") {
    (void)run<pachisi::one_die_rules<maedn_three_tries>>(1009, {
        .captures = 630, .entries = 450, .homes = 340, .third_sixes = 46, .clear_entry_duties = 590,
        .tries_runs = 330, .passes = 710, .finishes = 40});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - maedn without jumping in the home path",
          "[differential][one_die]") {
    (void)run<pachisi::one_die_rules<maedn_no_jumping>>(1010, {
        .captures = 530, .entries = 470, .homes = 330, .third_sixes = 54, .clear_entry_duties = 550, .passes = 800,
        .jumps_refused = 107, .finishes = 34});
}

TEST_CASE("differential §10: one-die throws agree with a simple implementation - maedn with three tries and without jumping in the home path",
          "[differential][one_die]") {
    (void)run<pachisi::one_die_rules<maedn_tries_no_jumping>>(1011, {
        .captures = 630, .entries = 450, .homes = 300, .third_sixes = 58, .clear_entry_duties = 560,
        .tries_runs = 300, .passes = 760, .jumps_refused = 87, .finishes = 35});
}

// ---- the comparison is not blind ------------------------------------------------------------------------------
// A rule flipped on the simple side only must show up as mismatches: Ludo King without its safe
// squares (captures there), MAEDN without clearing its entry square first, Parchís without opening
// its barriers on a 6.

TEST_CASE("differential §10: a rule flipped in the simple implementation is seen as mismatches", "[differential][one_die]") {
    const auto mismatches = [](auto rules_tag, std::uint64_t seed, auto&& flip) {
        using R = typename decltype(rules_tag)::type;
        auto rules = one_die_differential::rules_of<R>();
        flip(rules);
        one_die_differential::tally count;
        one_die_differential::random_pairs<R>(2000 / scale, seed, 0, [&](const pachisi::state<R>& s, int face) {
            one_die_differential::compare(s, face, count, 0, rules);
        });
        return count.mismatches;
    };
    struct ludo_king_tag {
        using type = pachisi::ludo_king;
    };
    struct maedn_tag {
        using type = pachisi::maedn;
    };
    struct parchis_tag {
        using type = pachisi::parchis;
    };
    CHECK(mismatches(ludo_king_tag{}, 1012, [](simple_one_die::die_rules& r) { r.safe_squares = false; }) > 0);
    CHECK(mismatches(maedn_tag{}, 1013, [](simple_one_die::die_rules& r) { r.clear_entry_first = false; }) > 0);
    CHECK(mismatches(parchis_tag{}, 1014, [](simple_one_die::die_rules& r) { r.must_open_barrier = false; }) > 0);
}

}  // namespace differential_one_die_tests
