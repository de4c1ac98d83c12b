// Game records (pachisi/text/record.hpp): 1,000 random games across rule sets are recorded, written
// as text, read back and replayed to the identical state after every step; bad records fail with
// an error that names the line.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <pachisi/pachisi.hpp>
#include <pachisi/agents/bots.hpp>
#include <pachisi/text/record.hpp>

#include "catch.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace record_replay_tests {

namespace {

// A random table the rules R allow: 2-4 players, partners and first pawn out where offered, the
// opening throw or a given first seat, sometimes play for places.
template <class R>
pachisi::setup random_table(std::mt19937_64& rng) {
    pachisi::setup t;
    t.players = 2 + static_cast<int>(pachisi::uniform_below(rng, 3));
    if (R::turn != pachisi::family::traditional && R::partners_allowed && t.players == 4)
        t.partners = pachisi::uniform_below(rng, 2) == 1;
    if (R::first_pawn_out_allowed) t.first_pawn_out = pachisi::uniform_below(rng, 2) == 1;
    if (pachisi::uniform_below(rng, 2) == 1) t.first_seat = t.players == 3 ? static_cast<int>(pachisi::uniform_below(rng, 3)) : 0;
    t.play_for_places = pachisi::uniform_below(rng, 4) == 0;
    return t;
}

// Plays `games` random games of R (at most `max_steps` steps each), records each, and checks that
// its text reads back to the same record and replays through the same states to the same end.
template <class R>
int replay_random_games(int games, std::uint64_t seed, int max_steps) {
    std::mt19937_64 rng(seed);
    int replayed = 0;
    for (int g = 0; g < games; ++g) {
        const pachisi::setup table = random_table<R>(rng);
        auto record = pachisi::make_record<R>(table, seed + static_cast<std::uint64_t>(g));
        auto s = pachisi::new_game<R>(table);
        std::vector<pachisi::state<R>> seen;
        for (int step = 0; step < max_steps && !pachisi::is_over(s); ++step) {
            if (pachisi::is_chance_node(s)) {
                const auto t = pachisi::sample_chance(s, rng);
                pachisi::record_throw(record, s, t);
                pachisi::apply_throw(s, t);
            } else {
                const auto a = pachisi::random_bot{}.choose(s, rng);
                pachisi::record_action(record, s, a);
                pachisi::apply(s, a);
            }
            seen.push_back(s);
        }
        REQUIRE(pachisi::is_over(s));  // whole games, not prefixes
        if (g % 2 == 0) pachisi::record_end(record, s);  // half of them check their end themselves

        const std::string text = pachisi::to_string(record);
        const auto loaded = pachisi::parse_record(text);
        REQUIRE(pachisi::to_string(loaded) == text);
        REQUIRE(loaded.steps.size() == seen.size());
        std::size_t i = 0;
        bool same_path = true;
        const auto end = pachisi::replay<R>(loaded, [&](const pachisi::record_step&, const pachisi::state<R>& after) {
            same_path = same_path && i < seen.size() && after == seen[i];
            ++i;
        });
        INFO(text.substr(0, 400));
        REQUIRE(same_path);
        REQUIRE(i == seen.size());
        REQUIRE(end == s);
        ++replayed;
    }
    return replayed;
}

const char* const compulsion_record =
    "pachisi record 1\n"
    "preset shg\n"
    "start 7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw\n"
    "throw 0 5-6\n"
    "action 0 move 7+5\n";

std::string replay_error(const std::string& text) {
    try {
        (void)pachisi::replay<pachisi::shg>(pachisi::parse_record(text));
    } catch (const pachisi::record_error& e) {
        return e.what();
    }
    return "no error";
}

}  // namespace

// The sanitizer build (about 10x slower) replays a fifth of the games; the other builds all 1,000.
#ifdef PACHISI_SANITIZED
constexpr int record_games_scale = 5;
#else
constexpr int record_games_scale = 1;
#endif

TEST_CASE("records: 1000 random games across eight rule sets replay to identical states", "[record]") {
    using pachisi::traditional_options;
    constexpr int k = record_games_scale;
    int games = 0;
    games += replay_random_games<pachisi::shg>(150 / k, 1, 200000);
    games += replay_random_games<pachisi::shg_rules<pachisi::shg_options{.blockades = false, .undo_in_play = true}>>(100 / k, 2, 200000);
    games += replay_random_games<pachisi::cardinal>(150 / k, 3, 200000);
    games += replay_random_games<pachisi::american_rules<true>>(150 / k, 4, 200000);
    games += replay_random_games<pachisi::traditional>(150 / k, 5, 200000);
    games += replay_random_games<pachisi::traditional7>(100 / k, 6, 200000);
    games += replay_random_games<pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true}>>(
        100 / k, 7, 200000);
    games += replay_random_games<pachisi::traditional_rules<7, traditional_options{.pawns = 8}>>(100 / k, 8, 200000);
    CHECK(games == 1000 / k);
}

TEST_CASE("records: 2 players side by side (seats 0 and 1) are written side-by-side=yes and replay there - "
          "OpenSpiel twoPlayersOpposite=false",
          "[record][maedn_openspiel]") {
    using R = pachisi::maedn_openspiel;
    auto record = pachisi::make_record<R>(pachisi::setup{.players = 2, .play_for_places = true, .two_players_opposite = false});
    auto s = pachisi::new_game<R>(record.table);
    pachisi::record_throw(record, s, {6, 0});
    pachisi::apply_throw(s, {6, 0});
    pachisi::record_action(record, s, pachisi::parse_action("enter"));
    pachisi::apply(s, pachisi::parse_action("enter"));
    pachisi::record_end(record, s);
    const std::string text = pachisi::to_string(record);
    CHECK(text ==
          "pachisi record 1\n"
          "preset maedn_openspiel\n"
          "setup players=2 partners=no first-pawn-out=no first-seat=opening places=yes side-by-side=yes\n"
          "throw 0 6\n"
          "action 0 enter\n"
          "state 1,0,0,0/0,0,0,0/-/- 0 throw places=1 sixes=1\n");  // a 6: seat 0 throws again
    const auto loaded = pachisi::parse_record(text);
    CHECK_FALSE(loaded.table.two_players_opposite);
    CHECK(pachisi::replay<R>(loaded) == s);
    CHECK(pachisi::parse_record("pachisi record 1\npreset maedn_openspiel\nsetup players=2 side-by-side=no\n")
              .table.two_players_opposite);
}

TEST_CASE("records: the text form line by line", "[record]") {
    using R = pachisi::cardinal;
    auto record = pachisi::make_record<R>(pachisi::setup{.players = 2, .first_seat = 2}, 42);
    auto s = pachisi::new_game<R>(record.table);
    pachisi::record_throw(record, s, {1, 4});
    pachisi::apply_throw(s, {1, 4});
    const auto a = pachisi::legal_actions(s)[0];
    pachisi::record_action(record, s, a);
    pachisi::apply(s, a);
    pachisi::record_end(record, s);
    CHECK(pachisi::to_string(record) ==
          "pachisi record 1\n"
          "preset cardinal\n"
          "setup players=2 partners=no first-pawn-out=no first-seat=2 places=no\n"
          "seed 42\n"
          "throw 2 1-4\n"
          "action 2 enter sum\n"
          "state 0,0,0,0/-/1,0,0,0/- 0 throw\n");
    // Comments, blank lines and Windows line ends are read too; the preset's options in any order.
    const auto loaded = pachisi::parse_record(
        "# a game\r\npachisi record 1\r\n\r\npreset shg:no-blockades,undo\r\nsetup players=3 first-seat=opening\r\n"
        "opening 1\r\n");
    CHECK(loaded.preset == "shg:no-blockades,undo");
    CHECK(loaded.table.players == 3);
    CHECK(loaded.table.first_seat == -1);
    CHECK(loaded.preset_line == 4);
    REQUIRE(loaded.steps.size() == 1);
    CHECK(loaded.steps[0] == pachisi::record_step{pachisi::record_step_kind::opening, 1, "", 6});
    using undo_rules = pachisi::shg_rules<pachisi::shg_options{.blockades = false, .undo_in_play = true}>;
    CHECK(pachisi::to_string(pachisi::replay<undo_rules>(loaded)) == "0,0,0,0/0,0,0,0/0,0,0,0/- 1 throw");
    // Cowries: a throw is the number of shells mouth up; 1 is worth 10, a grace: enter, nothing else
    // moves, and the seat throws again (docs/rules.md §6.3, §6.7).
    const auto cowries = pachisi::parse_record(
        "pachisi record 1\npreset traditional\nsetup players=2 first-seat=1\nthrow 1 1\naction 1 enter\n");
    CHECK(pachisi::to_string(pachisi::replay<pachisi::traditional>(cowries)) ==
          "0,0,0,0/1,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=2");  // the grace throw: seat 1 throws again
}

TEST_CASE("records: a bad record names its line", "[record]") {
    CHECK(replay_error(std::string(compulsion_record)) ==
          "record line 5: 'move 7+5' is not legal here (legal: enter)");
    CHECK(replay_error("pachisi record 1\npreset shg\nstart 7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw\nthrow 1 5-6\n") ==
          "record line 4: seat 1 throws, but seat 0 is to throw");
    CHECK(replay_error("pachisi record 1\npreset shg\nstart 7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw\nthrow 0 6-5\n") ==
          "record line 4: throw '6-5': column 1: not a possible throw (two dice are written low-high, 1..6)");
    CHECK(replay_error("pachisi record 1\npreset shg\nstart 7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw\naction 0 enter\n") ==
          "record line 4: an action, but the position asks for a throw (7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw)");
    CHECK(replay_error("pachisi record 1\npreset shg\nstart 7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw\nthrow 0 5-6\n"
                       "action 0 enter\nstate 7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 1 throw\n") ==
          "record line 6: the steps reach '7,1,0,0/55,55,0,0/47,0,0,0/0,0,0,0 1 throw', the record says "
          "'7,0,0,0/55,55,0,0/47,0,0,0/0,0,0,0 1 throw'");
    CHECK(replay_error("pachisi record 1\npreset cardinal\nsetup players=2\n") ==
          "record line 2: the record's preset is 'cardinal', not the rules it is replayed with ('shg')");
    CHECK(replay_error("pachisi record 1\npreset shg\nsetup players=3 partners=yes\n") ==
          "record line 3: setup: pachisi::new_game: partners need 4 players, not 3: leave setup.partners false or "
          "seat 4 players");
    CHECK(replay_error("pachisi record 1\npreset shg\nstart 7,0,0/55,55,0,0/47,0,0,0/0,0,0,0 0 throw\n") ==
          "record line 3: start: column 6: expected ',' and 4 pawns in a row");
    CHECK(replay_error("pachisi record 1\npreset shg\nsetup players=2\nopening 1\n") ==
          "record line 4: seat 1 is not in play");

    // Errors of form, found when the text is read.
    CHECK(replay_error("") == "record: empty: expected 'pachisi record 1'");
    CHECK(replay_error("preset shg\n") == "record line 1: expected 'pachisi record 1' (the format and its version), not 'preset shg'");
    CHECK(replay_error("pachisi record 1\nsetup players=2\n") == "record: no 'preset' line");
    CHECK(replay_error("pachisi record 1\npreset shg\nsetup players=5\n") ==
          "record line 3: setup: players must be 2, 3 or 4, not '5'");
    CHECK(replay_error("pachisi record 1\npreset shg\nsetup colour=red\n") ==
          "record line 3: setup: unknown key 'colour' (keys: players, partners, first-pawn-out, first-seat, places, side-by-side)");
    CHECK(replay_error("pachisi record 1\npreset shg\nsetup partners=maybe\n") ==
          "record line 3: setup: partners must be yes or no, not 'maybe'");
    CHECK(replay_error("pachisi record 1\npreset shg\nopening 0\nseed 4\n") ==
          "record line 4: 'seed' must come before the first throw or action");
    CHECK(replay_error("pachisi record 1\npreset shg\nseed -4\n") ==
          "record line 3: seed: expected a whole number from 0 to 18446744073709551615, not '-4'");
    CHECK(replay_error("pachisi record 1\npreset shg\nopening 0\nthrow 0 3-5\naction 0 mvoe 1+3\n") ==
          "record line 5: 'mvoe 1+3': column 1: expected an action: pass, decline, again, throw, refuse, enter, enter "
          "sum, move, whole, capture or home");
    CHECK(replay_error("pachisi record 1\npreset shg\nthrow 7 3-5\n") == "record line 3: expected a seat from 0 to 3, not '7'");
    CHECK(replay_error("pachisi record 1\npreset shg\nmove 0 3-5\n") ==
          "record line 3: unknown line 'move' (lines: preset, setup, seed, start, opening, throw, action, state)");
    CHECK(replay_error("pachisi record 1\npreset shg\nstate 0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 opening\nopening 0\n") ==
          "record line 4: nothing may follow the final 'state' line");
    CHECK(replay_error("pachisi record 1\npreset shg\nsetup players=2\nstart 0,0,0,0/-/0,0,0,0/- 0 opening\n") ==
          "record line 4: a record starts from a 'setup' or from a 'start' position, not both");
    CHECK(replay_error("pachisi record 1\npreset shg\npreset shg\n") == "record line 3: a second 'preset' line");
    // A control character would not survive writing the record out: the second '\r' of "shg\r\r\n"
    // (found by tests/fuzz/fuzz_record.cpp), a tab. One '\r' before the newline is a line end.
    CHECK(replay_error("pachisi record 1\npreset shg\r\r\n") == "record line 2: a control character (code 13) in the line");
    CHECK(replay_error("pachisi record 1\npreset shg\nseed\t4\n") == "record line 3: a control character (code 9) in the line");
    CHECK(replay_error("pachisi record 1\r\npreset shg\r\nsetup players=2\r\n") == "no error");
}

TEST_CASE("records: a record of a finished game refuses steps after the end", "[record]") {
    using R = pachisi::shg;
    const auto s = pachisi::parse_state<R>("72,72,72,72/20,0,0,0/-/- 1 over");
    auto record = pachisi::make_record<R>(s);
    record.steps.push_back({pachisi::record_step_kind::throw_, 1, "3-4", 0});
    CHECK(replay_error(pachisi::to_string(record)) == "record line 4: a throw after the end of the game");
    CHECK(pachisi::to_string(record) ==
          "pachisi record 1\npreset shg\nstart 72,72,72,72/20,0,0,0/-/- 1 over\nthrow 1 3-4\n");
}

}  // namespace record_replay_tests
