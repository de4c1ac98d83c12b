// docs/rules.md §6 differential test: for random (position, throw) pairs of the traditional presets and
// their options, the engine's enumerate_plays and the deliberately simple recursion of
// simple_traditional.hpp must find the same set of end positions (every seat's pawns, the seats that
// have captured, who throws next and the throws still owed, and with options 1 and 5 of seed 004 (§6.10)
// the players' first moves and the open capture records). The pairs also have to cover the turn's hard
// parts: captures, pawns reaching home, entering, groups, second trips and split throws, and what the
// options of each case do.
#include "catch.hpp"

#include <string>

#include "cowrie_pairs.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace differential_traditional_tests {

namespace {

// The sanitizer build (about 10x slower) compares a fifth of the pairs. Split throws have many more
// plays to compare (a value of 25 shared among groups every way it can be), so fewer of them.
#ifdef PACHISI_SANITIZED
constexpr int scale = 5;
#else
constexpr int scale = 1;
#endif

// players: 2, 3 or 4 in every game, 0 for a number drawn per game.
template <class R>
cowrie_differential::tally run(std::uint64_t seed, int pairs = 5000 / scale, int players = 0) {
    cowrie_differential::tally count;
    cowrie_differential::random_pairs<R>(pairs, seed, players, [&](const pachisi::state<R>& s, pachisi::throw_outcome t) {
        cowrie_differential::compare(s, t, count);
    });
    std::string examples;
    for (const auto& example : count.examples) examples += example;
    INFO(examples);
    INFO("pairs " << count.pairs << ", mismatches " << count.mismatches << ", ends " << count.ends << "; covered: captures "
                  << count.captures << ", home " << count.homes << ", entries " << count.entries << ", groups "
                  << count.groups << ", second trips " << count.laps << ", split plays " << count.splits);
    std::string options;
    if constexpr (R::first_move_on_2_3_4)
        options += "option 1: first moves " + std::to_string(count.first_moves) + ", waits " + std::to_string(count.waits) + "; ";
    if constexpr (R::cancelled_capture)
        options += "option 5: open records " + std::to_string(count.open_records) + ", victims back " +
                   std::to_string(count.returns) + ", returns blocked " + std::to_string(count.blocked) +
                   ", records kept at a turn's end " + std::to_string(count.kept);
    INFO(options);
    CHECK(count.pairs == pairs);
    CHECK(count.mismatches == 0);
    // The pairs reach every part of the turn (bounds a change of the generator must keep; the rarest,
    // home with home-needs-capture, came to 2-3% of the pairs when this was written).
    CHECK(count.captures > pairs / 25);
    CHECK(count.homes > pairs / 100);
    CHECK(count.entries > pairs / 5);
    CHECK(count.groups > pairs / 30);
    CHECK(count.laps > pairs / 50);
    return count;
}

using pachisi::traditional_options;

}  // namespace

TEST_CASE("differential §6: enumerate_plays agrees with a simple recursion on random pairs - traditional",
          "[differential][traditional]") {
    const auto count = run<pachisi::traditional>(601);
    CHECK(count.splits == 0);
}

TEST_CASE("differential §6: enumerate_plays agrees with a simple recursion on random pairs - traditional7",
          "[differential][traditional7]") {
    (void)run<pachisi::traditional7>(602);
}

TEST_CASE("differential §6: split throws and exact home - traditional with split and exact-home",
          "[differential][traditional]") {
    const auto count =
        run<pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true}>>(603, 1000 / scale);
    CHECK(count.splits > count.pairs / 10);
}

TEST_CASE("differential §6: home after a capture and exact home - traditional7 with home-needs-capture and exact-home",
          "[differential][traditional7]") {
    (void)run<pachisi::traditional_rules<7, traditional_options{.home_needs_capture = true, .exact_home = true}>>(604);
}

TEST_CASE("differential §6: 8 pawns and no capture throw - traditional_rules pawns=8",
          "[differential][traditional]") {
    (void)run<pachisi::traditional_rules<6, traditional_options{.pawns = 8, .capture_throws_again = false}>>(605);
}

// ---- options 1 and 5 of seed 004 (§6.10) -------------------------------------------------------------------
// Each case also checks that its pairs reach what its options do: first moves made and waited for
// (option 1); victims coming back when their capturer is captured at once, a return stopped by an enemy
// of the victim standing there (3 players only: with partners the capturer back is the victim's side),
// and records left open when the turn passes (option 5). The floors are about a third of the counts
// when this was written; they hold at full scale only (the sanitizer build's fifth is too few).

namespace {

using first_move_6 = pachisi::traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true}>;
using first_move_7 = pachisi::traditional_rules<7, traditional_options{.first_move_on_2_3_4 = true}>;
using cancelled = pachisi::traditional_rules<6, traditional_options{.cancelled_capture = true}>;
using both_split = pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true,
                                                                     .first_move_on_2_3_4 = true, .cancelled_capture = true}>;
using cancelled_8 = pachisi::traditional_rules<6, traditional_options{.pawns = 8, .cancelled_capture = true}>;
using both_arm_6 =
    pachisi::traditional_rules<6, traditional_options{.arm = 6, .first_move_on_2_3_4 = true, .cancelled_capture = true}>;

void check_first_moves(const cowrie_differential::tally& count, long first_moves, long waits) {
    if (scale != 1) return;
    CHECK(count.first_moves > first_moves);
    CHECK(count.waits > waits);
}
// blocked < 0: no floor (with partners the capture back is made by the victim's own side; the split case
// has too few 3-player games for one).
void check_cancels(const cowrie_differential::tally& count, long returns, long blocked, long kept) {
    if (scale != 1) return;
    CHECK(count.returns > returns);
    if (blocked >= 0) CHECK(count.blocked > blocked);
    CHECK(count.kept > kept);
}

}  // namespace

TEST_CASE("differential §6.10: option 1 first move on 2 3 or 4 - traditional", "[differential][traditional]") {
    check_first_moves(run<first_move_6>(606, 10000 / scale), 60, 80);
}

TEST_CASE("differential §6.10: option 1 first move on 2 3 or 4 - traditional7 with 2 players",
          "[differential][traditional7]") {
    check_first_moves(run<first_move_7>(607, 10000 / scale, 2), 60, 100);
}

TEST_CASE("differential §6.10: option 5 cancelled capture - 4 players", "[differential][traditional]") {
    check_cancels(run<cancelled>(608, 20000 / scale, 4), 40, -1, 150);
}

TEST_CASE("differential §6.10: option 5 cancelled capture - 3 players", "[differential][traditional]") {
    check_cancels(run<cancelled>(609, 20000 / scale, 3), 20, 35, 150);
}

TEST_CASE("differential §6.10: option 5 cancelled capture - 2 players", "[differential][traditional]") {
    check_cancels(run<cancelled>(610, 20000 / scale, 2), 40, -1, 150);
}

TEST_CASE("differential §6.10: options 1 and 5 with split throws and exact home", "[differential][traditional]") {
    const auto count = run<both_split>(611, 2000 / scale);
    CHECK(count.splits > count.pairs / 10);
    check_first_moves(count, 10, 13);
    check_cancels(count, 8, -1, 12);
}

TEST_CASE("differential §6.10: option 5 with 8 pawns", "[differential][traditional]") {
    check_cancels(run<cancelled_8>(612, 10000 / scale), 30, -1, 120);
}

TEST_CASE("differential §6.10: options 1 and 5 on a cross of arm 6", "[differential][traditional]") {
    const auto count = run<both_arm_6>(613, 10000 / scale);
    check_first_moves(count, 50, 70);
    check_cancels(count, 14, 3, 70);
}

}  // namespace differential_traditional_tests
