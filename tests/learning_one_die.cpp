// The learning layer for the one-die family (docs/learning.md, issue 39): the one-die action ids (0 pass,
// 1 enter, 2 + rank a move, then Parchís' reward moves by rank), the observation on the Ludo, MAEDN and
// Parcheesi boards with the one-die memory section, and the mapping to OpenSpiel's `maedn` action ids
// (agents/openspiel_maedn.hpp). Expected values are worked out by hand from the documented layouts and
// docs/rules.md §9/§10; the OpenSpiel ids from OpenSpiel's open_spiel/games/maedn/maedn.cc as read.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "observation_probe.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace learning_one_die_tests {

namespace {

using namespace pachisi;

// Registry option mixes with something of their own for the learning layer: laps (must-kill), pairs
// on safe squares (ludo_king), the three tries' memory.
constexpr one_die_rule_options ludo_must_kill_options = [] {
    auto o = ludo_options;
    o.must_kill = true;
    return o;
}();
using ludo_must_kill = one_die_rules<ludo_must_kill_options>;
constexpr one_die_rule_options ludo_king_must_kill_options = [] {
    auto o = ludo_king_options;
    o.must_kill = true;
    return o;
}();
using ludo_king_must_kill = one_die_rules<ludo_king_must_kill_options>;
constexpr one_die_rule_options maedn_three_tries_options = [] {
    auto o = maedn_options;
    o.three_tries = true;
    o.jump_in_home_path = false;
    return o;
}();
using maedn_three_tries = one_die_rules<maedn_three_tries_options>;

// (action in notation, id) for every legal action of `position` after `throw_text`, then `played`.
template <class R, class Id>
std::vector<std::pair<std::string, int>> ids_after(std::string_view position, std::string_view throw_text,
                                                   std::string_view played, Id&& id_of) {
    auto s = test::position<R>(position);
    test::throw_(s, throw_text);
    if (!played.empty()) test::play(s, played);
    std::vector<std::pair<std::string, int>> out;
    for (const action& a : legal_actions(s)) out.emplace_back(to_string(a), id_of(s, a));
    return out;
}
template <class R>
std::vector<std::pair<std::string, int>> ids_after(std::string_view position, std::string_view throw_text,
                                                   std::string_view played = {}) {
    return ids_after<R>(position, throw_text, played, [](const state<R>& s, const action& a) { return action_id(s, a); });
}
template <class R>
std::vector<std::pair<std::string, int>> openspiel_ids_after(std::string_view position, std::string_view throw_text) {
    return ids_after<R>(position, throw_text, {},
                        [](const state<R>& s, const action& a) { return openspiel_maedn_id(s, a); });
}
using id_list = std::vector<std::pair<std::string, int>>;

// The OpenSpiel ids of a decision's legal actions, sorted, each checked: in range, no two alike, and
// each giving its action back.
template <class R>
std::vector<int> checked_openspiel_ids(const state<R>& s, const action_list<R>& legal) {
    std::vector<int> ids;
    for (const action& a : legal) {
        const int id = openspiel_maedn_id(s, a);
        REQUIRE_EACH(id >= 0);
        REQUIRE_EACH(id < openspiel_maedn_num_distinct_actions);
        REQUIRE_EACH(std::find(ids.begin(), ids.end(), id) == ids.end());
        ids.push_back(id);
        REQUIRE_EACH(action_from_openspiel_maedn_id(s, id) == a);
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

using observation_probe::entries;
using observation_probe::nonzero;
using observation_probe::observe;

// Random games with 4, 2 and 3 players in turn. At every decision: every legal action has an id below
// num_distinct_actions, no two share one, action_from_id gives each back, the mask marks exactly those
// ids; the observation kept up to date by update_observation (both layouts, seen by the mover and by
// seat 0 throughout) equals a fresh one. Returns the decisions seen.
template <class R>
long check_random_games(int games, std::uint64_t seed) {
    constexpr int A = num_distinct_actions<R>;
    using L = observation_layout<R>;
    splitmix64 rng(seed);
    long decisions = 0;
    std::vector<std::uint8_t> mask(A);
    std::vector<std::uint8_t> seen(A);
    std::vector<float> mover_view(static_cast<std::size_t>(L::full_size));
    std::vector<float> seat0_view(static_cast<std::size_t>(L::full_size));
    std::vector<float> info_view(static_cast<std::size_t>(L::information_size));
    std::vector<float> fresh(static_cast<std::size_t>(L::full_size));
    std::vector<float> fresh_info(static_cast<std::size_t>(L::information_size));
    static constexpr int players[] = {4, 2, 3};
    for (int g = 0; g < games; ++g) {
        auto s = new_game<R>({.players = players[g % 3]});
        std::optional<state<R>> before;
        int before_mover = 0;
        while (!is_over(s)) {
            if (is_chance_node(s)) {
                apply_throw(s, sample_chance(s, rng));
                continue;
            }
            const auto legal = legal_actions(s);
            std::fill(seen.begin(), seen.end(), std::uint8_t{0});
            for (const action& a : legal) {
                const int id = action_id(s, a);
                REQUIRE_EACH(id >= 0);
                REQUIRE_EACH(id < A);
                REQUIRE_EACH(seen[static_cast<std::size_t>(id)] == 0);  // no two legal actions share an id
                seen[static_cast<std::size_t>(id)] = 1;
                const auto back = action_from_id(s, legal, id);
                REQUIRE_EACH(back.has_value());
                REQUIRE_EACH(*back == a);
            }
            legal_action_mask(s, legal, std::span<std::uint8_t>(mask));
            REQUIRE_EACH(mask == seen);

            if (before) {
                update_observation(*before, before_mover, s, s.mover, std::span<float>(mover_view));
                update_observation(*before, 0, s, 0, std::span<float>(seat0_view));
                update_information_observation(*before, before_mover, s, s.mover, std::span<float>(info_view));
            } else {
                observation(s, s.mover, std::span<float>(mover_view));
                observation(s, 0, std::span<float>(seat0_view));
                information_observation(s, s.mover, std::span<float>(info_view));
            }
            observation(s, s.mover, std::span<float>(fresh));
            REQUIRE_EACH(mover_view == fresh);
            information_observation(s, s.mover, std::span<float>(fresh_info));
            REQUIRE_EACH(info_view == fresh_info);
            // The information layout is the full one from the pawn rows on.
            REQUIRE_EACH(std::equal(fresh_info.begin(), fresh_info.end(), fresh.begin() + L::pawn_rows));
            observation(s, 0, std::span<float>(fresh));
            REQUIRE_EACH(seat0_view == fresh);

            before = s;
            before_mover = s.mover;
            ++decisions;
            apply(s, legal[uniform_below(rng, legal.size())]);
        }
    }
    return decisions;
}

// OpenSpiel's maedn, as its LegalActions reads (maedn.cc), rebuilt from our state to compare lists.
// OpenSpiel player k plays from position k (its start field 10 k), but with two players the second
// sits opposite, at position 2; our seats are those positions. A piece of the player at position q on
// its own relative field f (0..39 common fields from its start field, 40..43 its goal fields) stands
// on absolute field (f + 10 q) mod 40, or 40 + 4 q + (f - 40) in the goal (RelPosToAbsPos).
struct openspiel_model {
    std::array<int, 56> board{};  // absolute field -> position + 1 of the piece there, 0 empty
    std::array<int, 4> out{};     // pieces off the board, by position

    static int absolute(int field, int position) {
        return field < 40 ? (field + 10 * position) % 40 : 4 * position + field;
    }
    template <class R>
    explicit openspiel_model(const state<R>& s) {
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) {
                if (p == 0) ++out[static_cast<std::size_t>(seat)];
                else board[static_cast<std::size_t>(absolute(static_cast<int>(p) - 1, seat))] = seat + 1;  // field p - 1
            }
        }
    }
    // The ids OpenSpiel offers the piece owner at `position` after a throw of `dice`, in its order.
    [[nodiscard]] std::vector<int> legal(int position, int dice) const {
        const int own = position + 1;
        const auto at = [&](int field) { return board[static_cast<std::size_t>(absolute(field, position))]; };
        if (out[static_cast<std::size_t>(position)] > 0) {
            if (at(0) == own && at(dice) != own) return {2};  // clear the start field first
            if (dice == 6 && at(0) != own) return {1};         // a 6 must bring a piece in
        }
        std::vector<int> ids;
        for (int field = 0; field + dice < 44; ++field)
            if (at(field) == own && at(field + dice) != own) ids.push_back(2 + field);
        if (ids.empty()) ids.push_back(0);
        return ids;
    }
};

// Random maedn_openspiel games: the OpenSpiel ids of the legal actions are distinct, below 45, give the
// action back, and are exactly the ids OpenSpiel's rules offer in the same position; the seat to move
// is the OpenSpiel player its turn order names (a 6 plays again, else the next player). Returns the
// decisions seen.
template <class R>
long check_openspiel_games(int games, std::uint64_t seed) {
    splitmix64 rng(seed);
    long decisions = 0;
    static constexpr int players[] = {2, 3, 4};
    for (int g = 0; g < games; ++g) {
        const int n = players[g % 3];
        auto s = new_game<R>({.players = n});
        // Our seat of OpenSpiel player k: positions 0, 2 with two players (opposite), else k.
        const auto seat_of = [n](int player) { return n == 2 ? 2 * player : player; };
        int openspiel_player = 0;  // the first roll is player 0's (prev_player_ starts at n - 1)
        while (!is_over(s)) {
            if (is_chance_node(s)) {
                apply_throw(s, sample_chance(s, rng));
                continue;
            }
            REQUIRE_EACH(static_cast<int>(s.mover) == seat_of(openspiel_player));
            const int dice = static_cast<int>(s.thrown.a);
            const auto legal = legal_actions(s);
            const std::vector<int> ids = checked_openspiel_ids(s, legal);
            REQUIRE_EACH(ids == openspiel_model(s).legal(s.mover, dice));
            ++decisions;
            apply(s, legal[uniform_below(rng, legal.size())]);
            if (dice != 6) openspiel_player = (openspiel_player + 1) % n;
        }
    }
    return decisions;
}

// A batch of 8 games stepped by random legal ids until `finished` games have ended: at every step each
// game's observation and mask are those of its state as a fresh call writes them, and every game that
// ends pays +1 to its winners and -1 to the others in play (maedn_openspiel: 3 and -1), with its places.
template <class R>
void check_environment(std::int64_t finished, std::uint64_t seed) {
    batched_environment<R> env({.num_envs = 8, .table = {.players = 4}, .seed = seed});
    splitmix64 rng(seed + 1);
    std::vector<int> ids(8);
    std::vector<float> fresh(static_cast<std::size_t>(observation_size<R>));
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(num_distinct_actions<R>));
    constexpr auto O = static_cast<std::size_t>(observation_size<R>);
    constexpr auto A = static_cast<std::size_t>(num_distinct_actions<R>);
    while (env.games_finished() < finished) {
        env.sample_legal_actions(rng, std::span<int>(ids));
        env.step(ids);
        for (int i = 0; i < 8; ++i) {
            const auto& s = env.game(i);
            const auto row = static_cast<std::size_t>(i);
            REQUIRE_EACH(env.current_player()[row] == s.mover);
            observation(s, s.mover, std::span<float>(fresh));
            REQUIRE_EACH(std::equal(fresh.begin(), fresh.end(), env.observation().begin() + static_cast<std::ptrdiff_t>(row * O)));
            legal_action_mask(s, std::span<std::uint8_t>(mask));
            REQUIRE_EACH(std::equal(mask.begin(), mask.end(), env.legal_action_mask().begin() + static_cast<std::ptrdiff_t>(row * A)));
            if (env.terminated()[row]) {
                float sum = 0.0f;
                for (int seat = 0; seat < 4; ++seat) sum += env.rewards()[row * 4 + static_cast<std::size_t>(seat)];
                // One winner of four: +1 and three -1, or OpenSpiel's zero-sum 3 and three -1 (maedn_openspiel).
                REQUIRE_EACH(sum == (pays_zero_sum_returns<R>() ? 0.0f : 1.0f - 3.0f));
                // The places of the game that ended: the winner alone first, every seat placed.
                std::array<int, 4> places{};
                for (int seat = 0; seat < 4; ++seat) places[static_cast<std::size_t>(seat)] = env.places()[row * 4 + static_cast<std::size_t>(seat)];
                REQUIRE_EACH(std::count(places.begin(), places.end(), 1) == 1);
                REQUIRE_EACH(std::count(places.begin(), places.end(), 0) == 0);
            } else {
                for (int seat = 0; seat < 4; ++seat) REQUIRE_EACH(env.places()[row * 4 + static_cast<std::size_t>(seat)] == 0);
            }
        }
    }
}

// A few hundred games per rule set (about a second in all at -O1).
constexpr int games = 200;

}  // namespace

// ---- action ids ---------------------------------------------------------------------------------------------

TEST_CASE("one-die action ids: the documented sizes - 0 pass 1 enter 4 moves then Parchís 4 capture and 4 home "
          "rewards",
          "[learning][action_space][one_die]") {
    STATIC_REQUIRE(num_distinct_actions<ludo> == 6);
    STATIC_REQUIRE(num_distinct_actions<ludo_king> == 6);
    STATIC_REQUIRE(num_distinct_actions<maedn> == 6);
    STATIC_REQUIRE(num_distinct_actions<maedn_openspiel> == 6);
    STATIC_REQUIRE(num_distinct_actions<parchis> == 14);
    // Laps add no route bit: one stop per pawn and value.
    STATIC_REQUIRE(num_distinct_actions<ludo_must_kill> == 6);
    STATIC_REQUIRE(num_distinct_actions<ludo_king_must_kill> == 6);
    STATIC_REQUIRE(num_distinct_actions<maedn_three_tries> == 6);
}

TEST_CASE("one-die action ids: enter is 1 and a move is 2 + the rank of its pawn - ludo", "[learning][action_space][ludo]") {
    // §10 step 3: a 6 enters (not compulsory in ludo), and every pawn out may move instead.
    REQUIRE(ids_after<ludo>("20,10,0,0/-/0,0,0,0/- 0 throw", "6") ==
            id_list{{"enter", 1}, {"move 10+6", 3}, {"move 20+6", 2}});
    REQUIRE(ids_after<ludo>("0,0,0,0/-/0,0,0,0/- 0 throw", "6") == id_list{{"enter", 1}});
    REQUIRE(ids_after<ludo>("0,0,0,0/-/0,0,0,0/- 0 throw", "3") == id_list{{"pass", 0}});
    // Seat 2's row: the same ids (ranks, not squares).
    REQUIRE(ids_after<maedn>("1,0,0,0/-/30,12,5,0/- 2 throw", "2") ==
            id_list{{"move 5+2", 4}, {"move 12+2", 3}, {"move 30+2", 2}});
}

TEST_CASE("one-die action ids: a pawn on a must-kill lap is named by its rank like any other - ludo must-kill",
          "[learning][action_space][ludo]") {
    // p = 60 = HOME 57 + 3: three squares past the own tip on a lap (§10 step 9). Without a capture the
    // pawn at 49 would go round to 60, where its own pawn stands: only the lap pawn moves.
    REQUIRE(ids_after<ludo_must_kill>("60,49,0,0/-/0,0,0,0/- 0 throw", "5") == id_list{{"move 60+5", 2}});
    // Having captured, the pawn at 49 turns into its home path (49 + 5 = 54): rank 1.
    REQUIRE(ids_after<ludo_must_kill>("60,49,0,0/-/0,0,0,0/- 0 throw captured=1", "5") ==
            id_list{{"move 49+5", 3}, {"move 60+5", 2}});
}

TEST_CASE("one-die action ids: Parchís capture rewards are 6 + rank and home rewards 10 + rank - parchis",
          "[learning][action_space][parchis]") {
    // Seat 2's pawn at 48 stands on seat 0's 14 (ring 17 * 2 + 4 + 48 = 86 = 18 mod 68, seat 0's 14 is
    // ring 4 + 14 = 18), not a safe square: 10 + 4 captures it and earns 20 (§10 step 7).
    REQUIRE(ids_after<parchis>("30,10,0,0/-/48,0,0,0/- 0 throw", "4") == id_list{{"move 10+4", 3}, {"move 30+4", 2}});
    REQUIRE(ids_after<parchis>("30,10,0,0/-/48,0,0,0/- 0 throw", "4", "move 10+4") ==
            id_list{{"capture 14+20", 2 + 4 + 1}, {"capture 30+20", 2 + 4 + 0}});
    // 68 + 4 reaches HOME (72) and earns 10 for another pawn: the pawn at 30 is rank 1 behind HOME's.
    REQUIRE(ids_after<parchis>("68,30,0,0/-/0,0,0,0/- 0 throw", "4", "move 68+4") ==
            id_list{{"home 30+10", 2 + 4 + 4 + 1}});
    // A 6 counts 7 with no pawn in the nest: still the move of the pawn of that rank.
    REQUIRE(ids_after<parchis>("40,30,20,10/-/0,0,0,0/- 0 throw", "6") ==
            id_list{{"move 10+7", 5}, {"move 20+7", 4}, {"move 30+7", 3}, {"move 40+7", 2}});
}

TEST_CASE("one-die action ids: ids of legal actions are distinct and in range and invert - random ludo games",
          "[learning][action_space][ludo]") {
    REQUIRE(check_random_games<ludo>(games, 1) > 0);
    REQUIRE(check_random_games<ludo_must_kill>(games / 2, 2) > 0);
}

TEST_CASE("one-die action ids: ids of legal actions are distinct and in range and invert - random ludo_king games",
          "[learning][action_space][ludo_king]") {
    REQUIRE(check_random_games<ludo_king>(games, 3) > 0);
    REQUIRE(check_random_games<ludo_king_must_kill>(games / 2, 4) > 0);
}

TEST_CASE("one-die action ids: ids of legal actions are distinct and in range and invert - random parchis games",
          "[learning][action_space][parchis]") {
    REQUIRE(check_random_games<parchis>(games, 5) > 0);
}

TEST_CASE("one-die action ids: ids of legal actions are distinct and in range and invert - random maedn games",
          "[learning][action_space][maedn]") {
    REQUIRE(check_random_games<maedn>(games, 6) > 0);
    REQUIRE(check_random_games<maedn_openspiel>(games, 7) > 0);
    REQUIRE(check_random_games<maedn_three_tries>(games / 2, 8) > 0);
}

// ---- observation ---------------------------------------------------------------------------------------------

TEST_CASE("one-die observation: the documented sizes per board", "[learning][observation][one_die]") {
    // Ludo board: S = 52 + 4 x 5 = 72; MAEDN: S = 40 + 4 x 4 = 56; Parcheesi: 96. After the two board
    // sections: pawns 80, marks 8, seats 23, stage 5, throw 6, parts 1, rewards 3, counters 2 = 128,
    // then the memory (Parchís: last moved 4 and last arrivals 16; three tries 1).
    STATIC_REQUIRE(observation_size<ludo> == 5 * 72 + 128);
    STATIC_REQUIRE(observation_size<ludo> == 488);
    STATIC_REQUIRE(information_size<ludo> == 128);
    STATIC_REQUIRE(observation_size<ludo_king> == 488);
    STATIC_REQUIRE(observation_size<ludo_must_kill> == 488);
    STATIC_REQUIRE(observation_size<maedn> == 408);
    STATIC_REQUIRE(observation_size<maedn_openspiel> == 408);
    STATIC_REQUIRE(information_size<maedn> == 128);
    STATIC_REQUIRE(observation_size<maedn_three_tries> == 409);
    STATIC_REQUIRE(information_size<maedn_three_tries> == 129);
    STATIC_REQUIRE(observation_size<parchis> == 5 * 96 + 128 + 20);
    STATIC_REQUIRE(observation_size<parchis> == 628);
    STATIC_REQUIRE(information_size<parchis> == 148);
}

TEST_CASE("one-die observation: a Ludo pawn on its entry square and one in its home path - seen by both seats",
          "[learning][observation][ludo]") {
    using L = observation_layout<ludo>;
    // Ludo board (§9): seat s's p = 1 is ring 13 s + 2, its home path 52..56 is private squares
    // 52 + 5 s + (p - 52), HOME 57. Seat 0: p = 53 (home path, private square 53) and p = 1 (ring 2).
    const auto s = test::position<ludo>("53,1,0,0/-/0,0,0,0/- 0 throw");
    const auto mine = observe(s, 0);
    REQUIRE(nonzero(mine, L::squares, 4 * 72) == entries{{2, 1.0f}, {53, 1.0f}});
    // Pawn 0 (p = 53): 4 squares from HOME, off the ring. Pawn 1 (p = 1): 56 to go, ring square 2 -> 3/52.
    REQUIRE(nonzero(mine, L::pawn_rows, 5) == entries{{2, 1.0f - 4.0f / 57.0f}});
    REQUIRE(nonzero(mine, L::pawn_rows + 5, 5) == entries{{2, 1.0f - 56.0f / 57.0f}, {4, 3.0f / 52.0f}});
    REQUIRE(nonzero(mine, L::pawn_rows + 10, 10) == entries{{0, 1.0f}, {5, 1.0f}});  // pawns 2, 3 in the nest
    // Seen by seat 2 (26 squares on): seat 0 is relative seat 2, ring 2 is its ring 28, the home path
    // square is relative seat 2's first private square after the first, 52 + 5 x 2 + 1 = 63.
    const auto theirs = observe(s, 2);
    REQUIRE(nonzero(theirs, L::squares + 2 * 72, 72) == entries{{28, 1.0f}, {63, 1.0f}});
    REQUIRE(nonzero(theirs, L::pawn_rows + 2 * 4 * 5 + 5, 5) == entries{{2, 1.0f - 56.0f / 57.0f}, {4, 29.0f / 52.0f}});
}

TEST_CASE("one-die observation: MAEDN has no HOME - the last goal field ends the way - the die face and sixes",
          "[learning][observation][maedn]") {
    using L = observation_layout<maedn>;
    // MAEDN board (§9): seat s's p = 1 (A field) is ring 10 s + 1, goal fields 41..44 are private squares
    // 40 + 4 s + (p - 41). Seat 0: p = 44 (last goal field, square 43), p = 1 (ring 1).
    auto s = test::position<maedn>("44,1,0,0/-/0,0,0,0/- 0 throw");
    test::throw_(s, "6");
    const auto out = observe(s, 0);
    REQUIRE(nonzero(out, L::squares, 4 * 56) == entries{{1, 1.0f}, {43, 1.0f}});
    // p = 44: at the end of its way ("at HOME" on this board), share 1; p = 1: 43 of 44 to go, ring 1 -> 2/40.
    REQUIRE(nonzero(out, L::pawn_rows, 5) == entries{{1, 1.0f}, {2, 1.0f}});
    REQUIRE(nonzero(out, L::pawn_rows + 5, 5) == entries{{2, 1.0f - 43.0f / 44.0f}, {4, 2.0f / 40.0f}});
    REQUIRE(nonzero(out, L::stage, 5) == entries{{3, 1.0f}});   // play
    REQUIRE(nonzero(out, L::thrown, 6) == entries{{5, 1.0f}});  // the face 6
    REQUIRE(nonzero(out, L::parts, 1) == entries{{0, 1.0f}});   // 6 of 6 to move
    REQUIRE(nonzero(out, L::counters, 2) == entries{{0, 1.0f}, {1, 1.0f}});  // one 6 in a row, a throw owed
    // Seat 2 sees seat 0's goal field in relative seat 2's block: 40 + 4 x 2 + 3 = 51; ring 1 as 21.
    const auto theirs = observe(s, 2);
    REQUIRE(nonzero(theirs, L::squares + 2 * 56, 56) == entries{{21, 1.0f}, {51, 1.0f}});
}

TEST_CASE("one-die observation: a seat with its four pawns in the goal fields has finished - maedn",
          "[learning][observation][maedn]") {
    using L = observation_layout<maedn>;
    auto s = test::position<maedn>("44,43,42,40/-/5,0,0,0/- 0 throw");
    test::throw_(s, "1");
    test::play(s, "move 40+1");
    REQUIRE(test::text(s) == "44,43,42,41/-/5,0,0,0/- 0 over");
    const auto out = observe(s, 2);
    // Seen by seat 2: in play [0 and 2], finished [relative seat 2], mover [relative seat 2], partners none.
    REQUIRE(nonzero(out, L::seat_flags, 23) == entries{{0, 1.0f}, {2, 1.0f}, {4 + 2, 1.0f}, {8 + 2, 1.0f}, {20, 1.0f}});
    REQUIRE(nonzero(out, L::stage, 5) == entries{{4, 1.0f}});  // over
    // Seat 0's pawns seen from seat 2 (relative seat 2, rows 8..11): the last goal field ends the way.
    REQUIRE(nonzero(out, L::pawn_rows + 2 * 4 * 5, 5) == entries{{1, 1.0f}, {2, 1.0f}});
    REQUIRE(nonzero(out, L::pawn_rows + 2 * 4 * 5 + 3 * 5, 5) == entries{{2, 1.0f - 3.0f / 44.0f}});
}

TEST_CASE("one-die observation: Parchís memory - the pawn moved last and who arrived last on a shared entry square",
          "[learning][observation][parchis]") {
    using L = observation_layout<parchis>;
    // Seat 2's pawn at 35 stands on seat 0's entry square (ring 5, a safe square): a 5 enters beside it
    // (§10 step 3), so two colours share it and seat 0 arrived last.
    auto s = test::position<parchis>("30,0,0,0/-/35,0,0,0/- 0 throw");
    test::throw_(s, "5");
    test::play(s, "enter");
    REQUIRE(test::text(s) == "30,1,0,0/-/35,0,0,0/- 2 throw");
    // The turn passed: no last move; seat 0's square [relative owner 0] last reached by seat 0 [0].
    const auto seen_by_0 = observe(s, 0);
    REQUIRE(nonzero(seen_by_0, L::last_moved, 4).empty());
    REQUIRE(nonzero(seen_by_0, L::last_arrival, 16) == entries{{0, 1.0f}});
    const auto seen_by_2 = observe(s, 2);
    REQUIRE(nonzero(seen_by_2, L::last_arrival, 16) == entries{{2 * 4 + 2, 1.0f}});
    // A 6 moves 7 with the nest empty, and the seat throws again: the pawn that moved (now at 27,
    // rank 2 of 40, 30, 27, 10) is marked; a third 6 would send it to the nest (§10 step 5).
    auto six = test::position<parchis>("40,30,20,10/-/0,0,0,0/- 0 throw");
    test::throw_(six, "6");
    test::play(six, "move 20+7");
    REQUIRE(test::text(six) == "40,30,27,10/-/0,0,0,0/- 0 throw sixes=1 last=27");
    REQUIRE(nonzero(observe(six, 0), L::last_moved, 4) == entries{{2, 1.0f}});
    REQUIRE(nonzero(observe(six, 0), L::counters, 2) == entries{{0, 1.0f}});
}

TEST_CASE("one-die observation: the three tries' failed throws - maedn three-tries", "[learning][observation][maedn]") {
    using L = observation_layout<maedn_three_tries>;
    auto s = test::position<maedn_three_tries>("0,0,0,0/-/1,0,0,0/- 0 throw");
    test::throw_(s, "3");
    REQUIRE(nonzero(observe(s, 0), L::tries, 1) == entries{{0, 1.0f}});
}

TEST_CASE("one-die observation: a Ludo King pair keeps its blockade mark when an enemy leaves its star - update "
          "equals fresh",
          "[learning][observation][ludo_king]") {
    using L = observation_layout<ludo_king>;
    // Seat 0's pair at 9 stands on ring 10, a star (tip + 10); seat 1's pawn at 48 stands there too
    // (13 + 2 + 47 = 62 = 10 mod 52). Seen by seat 0 throughout, seat 1 moves away: only seat 1 is drawn
    // again, and the pair's mark must stay.
    auto s = test::position<ludo_king>("9,9,0,0/48,0,0,0/0,0,0,0/0,0,0,0 1 throw");
    test::throw_(s, "3");
    const auto before = s;
    auto kept = observe(before, 0);
    REQUIRE(nonzero(kept, L::blockades, 72) == entries{{10, 1.0f}});
    test::play(s, "move 48+3");
    update_observation(before, 0, s, 0, std::span<float>(kept));
    REQUIRE(kept == observe(s, 0));
    REQUIRE(nonzero(kept, L::blockades, 72) == entries{{10, 1.0f}});
}

TEST_CASE("one-die environment: batched games of each preset show each game's observation and mask and pay the "
          "winner",
          "[learning][environment][one_die]") {
    check_environment<ludo>(20, 11);
    check_environment<ludo_king>(20, 12);
    check_environment<parchis>(20, 13);
    check_environment<maedn>(20, 14);
    check_environment<maedn_openspiel>(20, 15);
}

// ---- OpenSpiel maedn ids -------------------------------------------------------------------------------------

TEST_CASE("OpenSpiel maedn ids: pass 0 and bring in 1 and a move from progress p is p + 1 - hand-made positions",
          "[learning][openspiel][maedn_openspiel]") {
    STATIC_REQUIRE(openspiel_maedn_num_distinct_actions == 45);
    // maedn.cc LegalActions, read in order. 1) All pieces out, dice 6, start field free: kBringInAction = 1.
    REQUIRE(openspiel_ids_after<maedn_openspiel>("0,0,0,0/-/0,0,0,0/- 0 throw", "6") == id_list{{"enter", 1}});
    // 2) Nothing on the board and no 6: no move is found, kPassAction = 0.
    REQUIRE(openspiel_ids_after<maedn_openspiel>("0,0,0,0/-/0,0,0,0/- 0 throw", "3") == id_list{{"pass", 0}});
    // 3) A piece on the start field (relative field 0: our p = 1) with pieces out must move off:
    //    kFieldActionsOffset + 0 = 2.
    REQUIRE(openspiel_ids_after<maedn_openspiel>("38,12,1,0/-/0,0,0,0/- 0 throw", "5") == id_list{{"move 1+5", 2}});
    // 4) Free moves: the piece on relative field f (our p = f + 1) is 2 + f: p = 12 -> field 11 -> 13,
    //    p = 30 -> 31; the goal fields are relative 40..43 (our 41..44): p = 41 -> field 40 -> 42. The piece
    //    at 39 (field 38) would land on 41, its own piece's goal field, and has no action.
    REQUIRE(openspiel_ids_after<maedn_openspiel>("41,39,30,12/-/0,0,0,0/- 0 throw", "2") ==
            id_list{{"move 12+2", 13}, {"move 30+2", 31}, {"move 41+2", 42}});
    // 5) The same pieces of seat 2, OpenSpiel's player 1 of two (twoPlayersOpposite: position 2): fields
    //    are relative to the mover's start field, so the ids are the same. Into the goal from the ring:
    //    p = 38 (field 37) + 5 reaches field 42 (our 43): 2 + 37 = 39.
    REQUIRE(openspiel_ids_after<maedn_openspiel>("0,0,0,0/-/41,39,30,12/- 2 throw", "2") ==
            id_list{{"move 12+2", 13}, {"move 30+2", 31}, {"move 41+2", 42}});
    REQUIRE(openspiel_ids_after<maedn_openspiel>("0,0,0,0/-/38,20,0,0/- 2 throw", "5") ==
            id_list{{"move 20+5", 21}, {"move 38+5", 39}});
    // And back: the id names the legal action.
    auto s = test::position<maedn_openspiel>("41,39,30,12/-/0,0,0,0/- 0 throw");
    test::throw_(s, "2");
    REQUIRE(action_from_openspiel_maedn_id(s, 31) == parse_action("move 30+2"));
    REQUIRE_FALSE(action_from_openspiel_maedn_id(s, 40).has_value());  // field 38 (p = 39): blocked
    REQUIRE_FALSE(action_from_openspiel_maedn_id(s, 45).has_value());
    REQUIRE_FALSE(action_from_openspiel_maedn_id(s, -1).has_value());
}

TEST_CASE("OpenSpiel maedn ids: bijective on legal actions and equal to OpenSpiel's legal ids and turn order - random "
          "maedn_openspiel games",
          "[learning][openspiel][maedn_openspiel]") {
    REQUIRE(check_openspiel_games<maedn_openspiel>(games, 9) > 0);
}

TEST_CASE("OpenSpiel maedn ids: maedn's positions get the same numbering - bijective on legal actions",
          "[learning][openspiel][maedn]") {
    splitmix64 rng(10);
    for (int g = 0; g < games / 2; ++g) {
        auto s = new_game<maedn>({.players = 2 + g % 3});
        while (!is_over(s)) {
            if (is_chance_node(s)) {
                apply_throw(s, sample_chance(s, rng));
                continue;
            }
            const auto legal = legal_actions(s);
            checked_openspiel_ids(s, legal);  // the checks are the point here
            apply(s, legal[uniform_below(rng, legal.size())]);
        }
    }
}

}  // namespace learning_one_die_tests
