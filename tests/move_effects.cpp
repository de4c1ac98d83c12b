// engine/move_effects.hpp (issue 47 item 4): what an action did, as data. Exact expected effects for positions
// built by hand in each family (docs/rules.md §5.6-§5.8 two dice, §6 cowries, §10 one die), and a property test
// over random games of several presets and a rule set with options at run time: for every legal action the
// structured result agrees with itself read both ways (effects_of(s, a), effects_of(before, after)), with the
// text of effects and describe as they were written before this header (kept below as `legacy`), and with
// the state's difference (pawns in the nest and at HOME, every pawn accounted for).
//
// Positions use the notation of text/notation.hpp. Parcheesi board: seat 1 at p stands on seat 0's p + 17
// (mod 68). Ludo board: seat 1 at q stands on seat 0's q + 13. Cross board: seat 1 at q on seat 0's q + 17
// (seat 0's castles 8 12 21 25 29 38 42 46 55 59 63 72 76); 6 cowries: 3 mouth up moves 3, 6 up is a grace of 6.
#include <algorithm>
#include <cstdint>
#include <random>
#include <string>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace move_effects_tests {

namespace {

using pachisi::effects_of;
using pachisi::pawn_place;
using pachisi::reward_kind;

template <class R>
pachisi::state<R> thrown(std::string_view position, std::string_view throw_text) {
    auto s = test::position<R>(position);
    test::throw_(s, throw_text);
    return s;
}

template <class R>
pachisi::move_effects<R> effects_of_text(const pachisi::state<R>& s, std::string_view action_text) {
    return effects_of(s, pachisi::parse_action(action_text));
}

template <class R>
pawn_place pawn(const pachisi::state<R>& s, int seat, int progress) {
    return {static_cast<std::uint8_t>(seat), pachisi::square_of(s, seat, progress), static_cast<pachisi::progress_t>(progress)};
}

// ---- The text of effects and describe as board_text.hpp wrote it before move_effects.hpp ---------------------

namespace legacy {
template <class R>
int nest_count(const pachisi::state<R>& s, int seat) {
    int n = 0;
    for (const int p : s.pawns[static_cast<std::size_t>(seat)]) n += p == 0;
    return n;
}

template <class R>
int captured_seats(const pachisi::state<R>& before, const pachisi::state<R>& after) {
    int mask = 0;
    for (int seat = 0; seat < 4; ++seat)
        if (seat != before.mover && pachisi::in_play(before, seat) && legacy::nest_count(after, seat) > legacy::nest_count(before, seat))
            mask |= 1 << seat;
    return mask;
}

template <class R>
int pawns_given_back(const pachisi::state<R>& before, const pachisi::state<R>& after, int seat) {
    if constexpr (pachisi::remembers_captures<R>()) {
        using memory = pachisi::capture_memory<R::pawns>;
        const auto count = [&](const pachisi::state<R>& s, bool victims) {
            int n = 0;
            if (victims) {
                for (const auto entry : s.victims[static_cast<std::size_t>(seat)])
                    n += entry != 0 && (entry & memory::taken_this_turn) == 0;
            } else {
                for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) n += p == 0;
            }
            return n;
        };
        if (count(after, true) >= count(before, true)) return 0;
        return std::max(0, count(before, false) - count(after, false));
    } else {
        return 0;
    }
}

template <class R>
std::string effects(const pachisi::state<R>& before, const pachisi::state<R>& after) {
    std::string text;
    const auto add = [&](const std::string& words) { text += (text.empty() ? "" : ", ") + words; };
    const int captured = legacy::captured_seats(before, after);
    for (int seat = 0; seat < 4; ++seat)
        if ((captured >> seat) & 1) add("captures seat " + std::to_string(seat));
    for (int seat = 0; seat < 4; ++seat)
        if (const int back = legacy::pawns_given_back(before, after, seat); back > 0) add(pachisi::given_back_text(seat, back));
    if (pachisi::pawns_home(after, before.mover) > pachisi::pawns_home(before, before.mover))
        add(pachisi::board_has_home<R> ? "HOME" : "goal");
    return text;
}

// The words describe added after the action's own: its captures and cancelled captures.
template <class R>
std::string describe_tail(const pachisi::state<R>& s, const pachisi::state<R>& after) {
    std::string text;
    const int captured = legacy::captured_seats(s, after);
    for (int seat = 0; seat < 4; ++seat)
        if ((captured >> seat) & 1) text += ", captures seat " + std::to_string(seat);
    for (int seat = 0; seat < 4; ++seat)
        if (const int back = legacy::pawns_given_back(s, after, seat); back > 0) text += ", " + pachisi::given_back_text(seat, back);
    return text;
}
}  // namespace legacy

// effects_of in a constant expression: Ludo, seat 0 throws a 6 and captures seat 1's pawn on its 26.
constexpr bool capture_at_compile_time() {
    pachisi::state<pachisi::ludo> s;
    s.seats = 0b1111;
    s.phase = pachisi::stage::throw_;
    s.pawns[0] = {20, 0, 0, 0};
    s.pawns[1] = {13, 0, 0, 0};
    pachisi::apply_throw(s, {6, 0});
    const auto e = pachisi::effects_of(s, pachisi::action(pachisi::action_kind::move, 20, 0, 6, 26));
    return e.captured.size() == 1 && e.captured[0].seat == 1 && e.captured[0].progress == 13 && e.throws_again &&
           e.why.six && !e.turn_passes;
}
static_assert(capture_at_compile_time());

}  // namespace

// ---- Two dice (docs/rules.md §5) -----------------------------------------------------------------------------

TEST_CASE("§5.6 §5.7 a capture earns the capture reward of 20 - HOME earns 10 (seed 000 'Capture Bonus' and 'HOME Bonus')",
          "[effects][shg][5.7]") {
    using R = pachisi::shg;
    auto s = thrown<R>("72,72,68,20/6,0,0,0/0,0,0,0/0,0,0,0 0 throw", "3-4");
    const auto home = effects_of_text(s, "move 68+4");
    CHECK(home.captured.empty());
    CHECK(home.reached_home == 1);
    CHECK(home.entered == 0);
    REQUIRE(home.rewards.size() == 1);
    CHECK(home.rewards[0] == pachisi::earned_reward{reward_kind::home, 10, false, false});
    CHECK_FALSE(home.throws_again);
    CHECK_FALSE(home.turn_passes);
    CHECK_FALSE(home.finished);
    test::play(s, "move 68+4");

    // 20+3 lands on seat 0's p = 23, where seat 1's pawn at p = 6 stands.
    const auto capture = effects_of_text(s, "move 20+3");
    REQUIRE(capture.captured.size() == 1);
    CHECK(capture.captured[0] == pawn(s, 1, 6));
    CHECK(capture.captured[0].square == pachisi::square_of(s, 0, 23));
    CHECK(capture.captures());
    CHECK(capture.captured_seats() == 0b0010);
    CHECK(capture.captures_seat(1));
    CHECK_FALSE(capture.captures_seat(2));
    REQUIRE(capture.rewards.size() == 1);
    CHECK(capture.rewards[0] == pachisi::earned_reward{reward_kind::capture, 20, false, false});
    CHECK(capture.earns(reward_kind::capture));
    CHECK_FALSE(capture.earns(reward_kind::home));
    CHECK(capture.reached_home == 0);
    CHECK_FALSE(capture.throws_again);  // the rewards are played next, in the same play
    CHECK_FALSE(capture.turn_passes);
    CHECK(pachisi::describe(s, pachisi::parse_action("move 20+3")) == "pawn on 20 moves 3 to 23, captures seat 1");
    test::play(s, "move 20+3");

    // The rewards themselves: 10 captures nothing; the 20 ends the play, and a 3-4 passes the turn.
    CHECK(effects_of_text(s, "home 23+10").is_quiet());
    test::play(s, "home 23+10");
    const auto last = effects_of_text(s, "capture 33+20");
    CHECK(last.captured.empty());
    CHECK(last.rewards.empty());
    CHECK(last.turn_passes);
    CHECK_FALSE(last.throws_again);
}

TEST_CASE("§5.7 SHG doublet bonus: a capturing part earns the 20 due at once (seed 000 'must complete their capture bonus')",
          "[effects][shg][5.7]") {
    using R = pachisi::shg;
    const auto s = thrown<R>("72,72,30,10/63,0,0,0/0,0,0,0/0,0,0,0 0 throw", "2-2");  // parts 2, 2, 5, 5
    const auto e = effects_of_text(s, "move 10+2");
    REQUIRE(e.captured.size() == 1);
    CHECK(e.captured[0] == pawn(s, 1, 63));
    REQUIRE(e.rewards.size() == 1);
    CHECK(e.rewards[0] == pachisi::earned_reward{reward_kind::capture, 20, true, false});
}

TEST_CASE("§5.8 a doublet throws again: the play's last part ends it and the same seat throws (seed 000 'roll again')",
          "[effects][shg][5.8]") {
    using R = pachisi::shg;
    auto s = thrown<R>("30,0,0,0/0,0,0,0/-/- 0 throw", "2-2");  // a nest pawn: no bonus, parts 2 and 2
    const auto first = effects_of_text(s, "move 30+2");
    CHECK(first.is_quiet());  // the first part: nothing happens that the struct reports
    CHECK(pachisi::effects(s, [&] { auto t = s; test::play(t, "move 30+2"); return t; }()).empty());
    test::play(s, "move 30+2");
    const auto second = effects_of_text(s, "move 32+2");
    CHECK(second.throws_again);
    CHECK(second.why == pachisi::throw_reasons{.doublet = true});
    CHECK_FALSE(second.turn_passes);
    // Read from the two states, the action is looked up: the same answer.
    auto after = s;
    test::play(after, "move 32+2");
    CHECK(effects_of(s, after) == second);
}

TEST_CASE("§5.7 §5.8 move or throw again: a capture reward of 10 or one more throw instead (seed 001 Cardinal)", "[effects][cardinal][5.8]") {
    using R = pachisi::cardinal;
    // Seat 1 (p = 6) on seat 0's p = 23: 19+4 (both dice) captures it; the 1-3 ends the play but for the reward.
    auto t = thrown<R>("19,0,0,0/6,0,0,0/-/- 0 throw", "1-3");
    const auto capture = effects_of_text(t, "whole 19+4");
    REQUIRE(capture.captured.size() == 1);
    CHECK(capture.captured[0] == pawn(t, 1, 6));
    REQUIRE(capture.rewards.size() == 1);
    CHECK(capture.rewards[0] == pachisi::earned_reward{reward_kind::capture, 10, false, true});  // Cardinal: 10
    test::play(t, "whole 19+4");
    const auto again = effects_of_text(t, "again");
    CHECK(again.throws_again);
    CHECK(again.why == pachisi::throw_reasons{.reward = true});
    auto after = t;
    test::play(after, "again");
    CHECK(effects_of(t, after) == again);
}

TEST_CASE("§5.1 the third doublet in a row sends the farthest pawn to the nest: a penalty read from a throw (seed 000)",
          "[effects][shg][5.1]") {
    using R = pachisi::shg;
    const auto before = test::position<R>("40,30,0,0/0,0,0,0/-/- 0 throw doublets=2");
    auto after = before;
    test::throw_(after, "3-3");
    const auto e = effects_of(before, after);
    CHECK(e.penalised == 1);
    CHECK(e.captured.empty());
    CHECK(e.turn_passes);
    CHECK(pachisi::effects(before, after).empty());  // the text names an action's effects only
}

// ---- One die (docs/rules.md §10) -----------------------------------------------------------------------------

TEST_CASE("ludo §10 step 2 step 8: a 6 that captures - the capture and the 6's extra throw (Wikipedia 'Ludo')",
          "[effects][ludo][10.2][10.8]") {
    using R = pachisi::ludo;
    // Seat 1 at 13 stands on seat 0's 26.
    const auto s = thrown<R>("20,0,0,0/13,0,0,0/0,0,0,0/0,0,0,0 0 throw", "6");
    const auto e = effects_of_text(s, "move 20+6");
    REQUIRE(e.captured.size() == 1);
    CHECK(e.captured[0] == pawn(s, 1, 13));
    CHECK(e.rewards.empty());  // Ludo has no rewards
    CHECK(e.throws_again);
    CHECK(e.why == pachisi::throw_reasons{.six = true, .owed = true});
    CHECK_FALSE(e.turn_passes);
    // The same capture with a 3: the turn passes.
    const auto three = effects_of_text(thrown<R>("20,0,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw", "3"), "move 20+3");
    CHECK(three.captured_seats() == 0b0010);
    CHECK_FALSE(three.throws_again);
    CHECK(three.turn_passes);
}

TEST_CASE("ludo §10 step 3: an entry and an entry that captures the enemy on the entry square (decision 1)",
          "[effects][ludo][10.3]") {
    using R = pachisi::ludo;
    const auto empty = effects_of_text(thrown<R>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "6"), "enter");
    CHECK(empty.entered == 1);
    CHECK(empty.captured.empty());
    CHECK(empty.throws_again);  // the 6
    // Seat 1 at 40 stands on seat 0's entry square.
    const auto s = thrown<R>("0,0,0,0/40,0,0,0/0,0,0,0/0,0,0,0 0 throw", "6");
    const auto e = effects_of_text(s, "enter");
    CHECK(e.entered == 1);
    REQUIRE(e.captured.size() == 1);
    CHECK(e.captured[0] == pawn(s, 1, 40));
    CHECK(pachisi::describe(s, pachisi::parse_action("enter")) == "a pawn enters from the nest with the 6, captures seat 1");
}

TEST_CASE("ludo_king §10 step 8: a capture throws again - so does a pawn reaching HOME (Ludo King rules pages)",
          "[effects][ludo_king][10.8]") {
    using R = pachisi::ludo_king;
    // Seat 1 at 10 on seat 0's 23 (not a star).
    const auto capture = effects_of_text(thrown<R>("20,0,0,0/10,0,0,0/0,0,0,0/0,0,0,0 0 throw", "3"), "move 20+3");
    CHECK(capture.captured_seats() == 0b0010);
    CHECK(capture.throws_again);
    CHECK(capture.why == pachisi::throw_reasons{.capture = true});
    const auto home = effects_of_text(thrown<R>("55,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "2"), "move 55+2");
    CHECK(home.reached_home == 1);
    CHECK(home.throws_again);
    CHECK(home.why == pachisi::throw_reasons{.home = true});
}

TEST_CASE("ludo §10 a throw: reaching HOME at 57 by exact count - no reward and the turn passes", "[effects][ludo][10]") {
    using R = pachisi::ludo;
    const auto s = thrown<R>("55,20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "2");
    const auto e = effects_of_text(s, "move 55+2");
    CHECK(e.reached_home == 1);
    CHECK(e.rewards.empty());
    CHECK(e.turn_passes);
    CHECK_FALSE(e.finished);
    const auto quiet = effects_of_text(s, "move 20+2");
    CHECK(quiet.captured.empty());
    CHECK(quiet.entered == 0);
    CHECK(quiet.reached_home == 0);
    CHECK(quiet.rewards.empty());
    CHECK(quiet.turn_passes);  // all it did: the turn passes
}

TEST_CASE("parchis §10 step 7: a capture earns a reward of 20 - HOME a reward of 10 (docs/rules.md §10)",
          "[effects][parchis][10.7]") {
    using R = pachisi::parchis;
    // Seat 1 at q stands on seat 0's q + 17 on the Parcheesi board: seat 1 at 10 on seat 0's 27.
    const auto s = thrown<R>("24,0,0,0/10,0,0,0/-/- 0 throw", "3");
    const auto e = effects_of_text(s, "move 24+3");
    REQUIRE(e.captured.size() == 1);
    CHECK(e.captured[0] == pawn(s, 1, 10));
    REQUIRE(e.rewards.size() == 1);
    CHECK(e.rewards[0] == pachisi::earned_reward{reward_kind::capture, 20, false, false});
    CHECK_FALSE(e.throws_again);  // the 20 is played next, in the same play
    CHECK_FALSE(e.turn_passes);
    const auto home = effects_of_text(thrown<R>("70,30,0,0/-/0,0,0,0/- 0 throw", "2"), "move 70+2");
    CHECK(home.reached_home == 1);
    REQUIRE(home.rewards.size() == 1);
    CHECK(home.rewards[0] == pachisi::earned_reward{reward_kind::home, 10, false, false});
}

TEST_CASE("maedn §9 §10: a pawn reaching its goal fields counts as arrived ('goal' in the text)", "[effects][maedn][10]") {
    using R = pachisi::maedn;
    const auto s = thrown<R>("40,0,0,0/0,0,0,0/-/- 0 throw", "2");
    auto after = s;
    test::play(after, "move 40+2");
    const auto e = effects_of(s, after);
    CHECK(e.reached_home == 1);
    CHECK(pachisi::effects(s, after) == "goal");
}

// ---- Cowries (docs/rules.md §6) ------------------------------------------------------------------------------

TEST_CASE("traditional §6.5 option 6: a capture throws again (seed 002 'gets another throw')", "[effects][traditional][6.5]") {
    using R = pachisi::traditional;
    // Seat 1 at 64 stands on seat 0's 13.
    const auto s = thrown<R>("10,0,0,0/64,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1", "3");
    const auto e = effects_of_text(s, "move 10+3");
    REQUIRE(e.captured.size() == 1);
    CHECK(e.captured[0] == pawn(s, 1, 64));
    CHECK(e.captured[0].square == pachisi::square_of(s, 0, 13));
    CHECK(e.rewards.empty());
    CHECK(e.throws_again);
    CHECK(e.why == pachisi::throw_reasons{.capture = true});
}

TEST_CASE("traditional §6.3 a grace enters a pawn - and throws again when the play ends (seed 002)",
          "[effects][traditional][6.3]") {
    using R = pachisi::traditional;
    auto s = thrown<R>("30,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1", "6");  // a grace of 6
    const auto enter = effects_of_text(s, "enter");
    CHECK(enter.entered == 1);
    CHECK_FALSE(enter.throws_again);  // the 6 is still to move
    test::play(s, "enter");
    const auto stop = effects_of_text(s, "pass");
    CHECK(stop.throws_again);
    CHECK(stop.why == pachisi::throw_reasons{.grace = true, .owed = true});
}

TEST_CASE("traditional §6.10 option 5: a capture back cancels the capture - pawns given back (seed 004)",
          "[effects][traditional][6.10]") {
    using both = pachisi::traditional_rules<6, pachisi::traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;
    auto s = pachisi::parse_state<both>("19,0,0,0/74,71,0,0/0,0,0,0/- 0 throw first=7");
    pachisi::apply_throw(s, {4, 0});
    test::play(s, "move 19+4");
    pachisi::apply_throw(s, {2, 0});
    test::play(s, "pass");
    pachisi::apply_throw(s, {3, 0});
    const auto e = effects_of_text(s, "move 71+3");
    REQUIRE(e.captured.size() == 1);
    CHECK(e.captured[0] == pawn(s, 0, 23));
    CHECK(e.given_back == std::array<std::uint8_t, 4>{0, 1, 0, 0});
    CHECK(e.pawns_given_back() == 1);
    CHECK(e.entered == 0);  // the pawn given back to the mover's seat did not enter
}

// ---- Property: random games ----------------------------------------------------------------------------------

namespace {

struct tally {
    long actions = 0, captures = 0, entries = 0, home = 0, rewards = 0, again = 0, given_back = 0, penalties = 0;
};

template <class R>
void fail(const pachisi::state<R>& s, const std::string& what, const std::string& action_text) {
    FAIL(what << "\n  action " << action_text << "\n  in " << pachisi::to_string(s));
}

// The checks of one legal action a in s.
template <class R>
void check_action(const pachisi::state<R>& s, const pachisi::action& a, tally& count) {
    auto after = s;
    pachisi::apply(after, a);
    const auto e = effects_of(s, a);
    const std::string act = pachisi::to_string(a);
    if (!(effects_of(s, after) == e)) fail(s, "effects_of(before, after) differs from effects_of(s, a)", act);
    if (pachisi::effects(s, after) != legacy::effects(s, after))
        fail(s, "effects: '" + pachisi::effects(s, after) + "', before this header '" + legacy::effects(s, after) + "'", act);
    const std::string described = pachisi::describe(s, a), tail = legacy::describe_tail(s, after);
    if (!described.ends_with(tail) || (tail.empty() && described.find(", captures") != std::string::npos))
        fail(s, "describe: '" + described + "' does not end in '" + tail + "'", act);
    if (e.captured_seats() != legacy::captured_seats(s, after)) fail(s, "captured seats", act);

    // The state's difference: every pawn accounted for.
    const int mover = s.mover;
    for (int seat = 0; seat < 4; ++seat) {
        if (!pachisi::in_play(s, seat)) continue;
        const int back = e.given_back[static_cast<std::size_t>(seat)];
        if (back != legacy::pawns_given_back(s, after, seat)) fail(s, "given back, seat " + std::to_string(seat), act);
        const int nest_before = legacy::nest_count(s, seat), nest_after = legacy::nest_count(after, seat);
        const int home_before = pachisi::pawns_home(s, seat), home_after = pachisi::pawns_home(after, seat);
        int taken = 0;
        for (const auto& p : e.captured) {
            if (p.seat != seat) continue;
            ++taken;
            const auto& row = s.pawns[static_cast<std::size_t>(seat)];
            if (std::find(row.begin(), row.end(), p.progress) == row.end() || p.square != pachisi::square_of(s, seat, p.progress))
                fail(s, "a captured pawn that did not stand there", act);
        }
        if (seat == mover) {
            if (taken != 0) fail(s, "the mover captured its own pawn", act);
            if (nest_after != nest_before - e.entered - back + e.penalised) fail(s, "the mover's nest", act);
            if (home_after != home_before + e.reached_home) fail(s, "the mover's pawns at HOME", act);
        } else {
            if (nest_after != nest_before + taken - back) fail(s, "seat " + std::to_string(seat) + "'s nest", act);
            if (home_after != home_before) fail(s, "another seat's pawns at HOME", act);
        }
    }
    if (e.penalised != 0) fail(s, "an action with a penalty", act);

    // Rewards and throws, against the state after.
    const bool same_play = after.phase == pachisi::stage::play && after.mover == mover;
    if (same_play && after.capture_rewards + after.reward_due_now > s.capture_rewards + s.reward_due_now &&
        !e.earns(reward_kind::capture))
        fail(s, "a capture reward pending and not reported", act);
    if (same_play && after.home_rewards > s.home_rewards && !e.earns(reward_kind::home)) fail(s, "a home reward not reported", act);
    for (const auto& r : e.rewards)
        if (r.due_now != (same_play && after.reward_due_now != 0 && r.kind == reward_kind::capture)) fail(s, "due now", act);
    const auto& why = e.why;
    const bool any_reason = why.doublet || why.six || why.grace || why.capture || why.home || why.reward || why.owed;
    if (e.throws_again && !any_reason) fail(s, "an extra throw without a reason", act);
    const bool in_play = s.phase == pachisi::stage::play;  // not the traditional choice to throw or refuse
    if (e.throws_again != (in_play && !same_play && !pachisi::is_over(after) && after.mover == mover)) fail(s, "throws again", act);
    if ((why.capture || why.home || why.reward) && !pachisi::is_over(after) && !pachisi::has_finished(after, mover) &&
        !e.throws_again && !(same_play && after.throws_owed > 0))
        fail(s, "a throw earned and not owed", act);
    if (e.turn_passes != (!pachisi::is_over(after) && after.mover != mover)) fail(s, "turn passes", act);
    if (e.is_quiet() && (e.captures() || e.entered || e.reached_home)) fail(s, "quiet", act);

    ++count.actions;
    count.captures += e.captures();
    count.entries += e.entered;
    count.home += e.reached_home;
    count.rewards += static_cast<long>(e.rewards.size());
    count.again += e.throws_again;
    count.given_back += e.pawns_given_back();
}

template <class R, class Rng>
void check_throw(pachisi::state<R>& s, Rng& rng, tally& count) {
    const auto before = s;
    pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
    const auto e = effects_of(before, s);
    if (!e.captured.empty() || e.entered || e.reached_home || !e.rewards.empty() || e.pawns_given_back())
        fail(before, "a throw with an action's effects", "(a throw)");
    if (before.phase == pachisi::stage::throw_) {
        const int lost = legacy::nest_count(s, before.mover) - legacy::nest_count(before, before.mover);
        if (e.penalised != std::max(lost, 0)) fail(before, "penalised", "(a throw)");
    }
    count.penalties += e.penalised;
}

// Random games from `start`: every legal action of every decision checked, a random one played.
template <class R>
tally random_games(const pachisi::state<R>& start, int games, std::uint64_t seed) {
    tally count;
    std::mt19937_64 rng(seed);
    for (int game = 0; game < games; ++game) {
        auto s = start;
        for (int step = 0; step < 20000 && !pachisi::is_over(s); ++step) {
            if (pachisi::is_chance_node(s)) {
                check_throw(s, rng, count);
                continue;
            }
            const auto legal = pachisi::legal_actions(s);
            for (const auto& a : legal) check_action(s, a, count);
            pachisi::apply(s, legal[pachisi::uniform_below(rng, legal.size())]);
        }
    }
    return count;
}

template <class R>
void check_presets_games(int games, std::uint64_t seed, const pachisi::setup& table = {.players = 4}) {
    const tally count = random_games(pachisi::new_game<R>(table), std::max(1, games / test::games_scale), seed);
    INFO("actions " << count.actions << ", captures " << count.captures << ", entries " << count.entries << ", home "
                    << count.home << ", rewards " << count.rewards << ", extra throws " << count.again);
    CHECK(count.captures > 0);
    CHECK(count.entries > 0);
    CHECK(count.home > 0);
    CHECK(count.again > 0);
}

}  // namespace

TEST_CASE("property: effects_of agrees with the text of effects and describe and with the state's difference - two dice",
          "[effects][property][shg][american][cardinal]") {
    check_presets_games<pachisi::shg>(40, 1);
    check_presets_games<pachisi::american>(30, 2);
    check_presets_games<pachisi::cardinal>(30, 3);
    const tally shg = random_games(pachisi::new_game<pachisi::shg>({.players = 2}), 4, 4);
    CHECK(shg.rewards > 0);
}

TEST_CASE("property: effects_of agrees with the text of effects and describe and with the state's difference - one die",
          "[effects][property][ludo][ludo_king][parchis][maedn]") {
    check_presets_games<pachisi::ludo>(40, 5);
    check_presets_games<pachisi::ludo_king>(40, 6);
    check_presets_games<pachisi::parchis>(30, 7);
    check_presets_games<pachisi::maedn>(40, 8);
    check_presets_games<pachisi::maedn_openspiel>(30, 9);
}

TEST_CASE("property: effects_of agrees with the text of effects and describe and with the state's difference - cowries",
          "[effects][property][traditional]") {
    check_presets_games<pachisi::traditional>(12, 10);
    check_presets_games<pachisi::traditional7>(10, 11);
}

TEST_CASE("property: effects_of on a rule set with options at run time - traditional_dynamic with options 1 and 2 and 5 (seed 004)",
          "[effects][property][traditional][dynamic]") {
    pachisi::traditional_options o;
    o.first_move_on_2_3_4 = o.cancelled_capture = true;
    o.pawns = 8;
    const auto start = pachisi::new_game<pachisi::traditional_dynamic>(o, {.players = 4});
    const tally count = random_games(start, std::max(1, 10 / test::games_scale), 12);
    INFO("actions " << count.actions << ", captures " << count.captures << ", given back " << count.given_back);
    CHECK(count.captures > 0);
    CHECK(count.entries > 0);
    CHECK(count.given_back > 0);
}

}  // namespace move_effects_tests

// ---- A client: capturing_bot (agents/bots.hpp) chooses by effects_of --------------------------------------------

namespace move_effects_tests {

namespace {
// Seat 0 played by capturing_bot, the other seats by random_bot: the seats seat 0 won, of `games` games.
template <class R>
int capturing_bot_wins(int games, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const pachisi::capturing_bot capturing;
    const pachisi::random_bot random;
    int wins = 0;
    for (int game = 0; game < games; ++game) {
        auto s = pachisi::new_game<R>({.players = 2});
        for (int step = 0; step < 20000 && !pachisi::is_over(s); ++step) {
            if (pachisi::is_chance_node(s)) {
                pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
                continue;
            }
            const bool mine = s.mover == 0 || pachisi::are_partners(s, s.mover, 0);
            pachisi::checked_apply(s, mine ? capturing.choose(s, rng) : random.choose(s, rng));
        }
        REQUIRE(pachisi::is_over(s));
        wins += (pachisi::winners(s) & 1) != 0;
    }
    return wins;
}
}  // namespace

TEST_CASE("capturing_bot: a capture first - then HOME - then an entry - read from effects_of (issue 47)", "[effects][bots]") {
    std::mt19937_64 rng(1);
    const pachisi::capturing_bot bot;
    // Ludo, a 6: entering or capturing seat 1's pawn on seat 0's 26; it captures.
    const auto ludo = thrown<pachisi::ludo>("20,0,0,0/13,0,0,0/0,0,0,0/0,0,0,0 0 throw", "6");
    REQUIRE(test::legal(ludo) == test::list{"enter", "move 20+6"});
    CHECK(pachisi::to_string(bot.choose(ludo, rng)) == "move 20+6");
    // Nothing to capture: the entry.
    const auto enter = thrown<pachisi::ludo>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", "6");
    CHECK(pachisi::to_string(bot.choose(enter, rng)) == "enter");
    // SHG 3-4: the capture with the 3 (seat 1 on seat 0's 23) before HOME with the 4.
    const auto shg = thrown<pachisi::shg>("72,72,68,20/6,0,0,0/0,0,0,0/0,0,0,0 0 throw", "3-4");
    CHECK(pachisi::to_string(bot.choose(shg, rng)) == "move 20+3");
    // Cowries: it always throws.
    const auto ready = test::position<pachisi::traditional>("10,0,0,0/64,0,0,0/0,0,0,0/0,0,0,0 0 ready partners=1 turns=15");
    CHECK(bot.choose(ready, rng).kind == pachisi::action_kind::roll);
}

TEST_CASE("capturing_bot plays whole games of each family - and beats a random player more often than not",
          "[effects][bots]") {
    const int games = std::max(4, 40 / test::games_scale);
    const int ludo = capturing_bot_wins<pachisi::ludo>(games, 21);
    const int shg = capturing_bot_wins<pachisi::shg>(games, 22);
    const int parchis = capturing_bot_wins<pachisi::parchis>(games, 23);
    const int traditional = capturing_bot_wins<pachisi::traditional>(std::max(2, games / 4), 24);
    INFO("of " << games << " games: ludo " << ludo << ", shg " << shg << ", parchis " << parchis << "; traditional "
               << traditional << " of " << std::max(2, games / 4));
    CHECK(ludo + shg + parchis > 3 * games / 2);
}

}  // namespace move_effects_tests
