// The batched environment (agents/environment.hpp, issue 13): a batch reproduces single games played
// with the same generators and actions, auto-reset keeps the ended game's rewards and flags, threads
// change nothing, illegal ids are refused before anything moves, long games are truncated, and
// shaped rewards add up over a game to its returns.
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace learning_environment_tests {

namespace {

using namespace pachisi;

// One game played outside the environment, the way the environment plays game i.
template <class R>
struct single_game {
    state<R> s;
    splitmix64 rng;
    setup table;
    int decisions = 0;

    single_game(std::uint64_t seed, std::uint64_t index, setup t) : rng(game_seed(seed, index)), table(t) { restart(); }
    void restart() {
        s = new_game<R>(table);
        decisions = 0;
        while (is_chance_node(s)) apply_throw(s, sample_chance(s, rng));
    }
};

// Ids chosen by a generator of the test's own, uniformly among each game's legal ids.
template <class R>
std::vector<int> random_ids(const batched_environment<R>& env, splitmix64& rng) {
    std::vector<int> ids(static_cast<std::size_t>(env.num_envs()));
    for (int i = 0; i < env.num_envs(); ++i) {
        const auto& legal = env.legal_ids(i);
        ids[static_cast<std::size_t>(i)] = legal[uniform_below(rng, legal.size())];
    }
    return ids;
}

// Steps two environments of the same games with the same random ids, then checks that they show the
// same arrays and games.
template <class R>
void check_stepped_alike(batched_environment<R>& a, batched_environment<R>& b, std::uint64_t seed, int steps) {
    splitmix64 chooser(seed);
    for (int t = 0; t < steps; ++t) {
        const auto ids = random_ids(a, chooser);
        a.step(ids);
        b.step(ids);
    }
    REQUIRE(std::ranges::equal(a.observation(), b.observation()));
    REQUIRE(std::ranges::equal(a.legal_action_mask(), b.legal_action_mask()));
    REQUIRE(std::ranges::equal(a.current_player(), b.current_player()));
    for (int i = 0; i < a.num_envs(); ++i) REQUIRE(a.game(i) == b.game(i));
}

template <class R>
void check_against_single_games(int steps, const setup& table) {
    environment_options options{.num_envs = 5, .table = table, .seed = 99};
    batched_environment<R> env(options);
    std::vector<single_game<R>> games;
    for (std::uint64_t i = 0; i < 5; ++i) games.emplace_back(99, i, table);
    splitmix64 chooser(3);
    std::vector<float> obs(static_cast<std::size_t>(observation_size<R>));
    int ended = 0;
    for (int t = 0; t < steps; ++t) {
        const auto ids = random_ids(env, chooser);
        env.step(ids);
        for (std::size_t i = 0; i < 5; ++i) {
            auto& g = games[i];
            const auto legal = legal_actions(g.s);
            const auto chosen = action_from_id(g.s, legal, ids[i]);
            REQUIRE(chosen.has_value());
            apply(g.s, *chosen);
            while (is_chance_node(g.s)) apply_throw(g.s, sample_chance(g.s, g.rng));
            const auto earned = returns(g.s);
            for (std::size_t seat = 0; seat < 4; ++seat)
                if (env.rewards()[i * 4 + seat] != static_cast<float>(earned[seat])) REQUIRE(t < 0);
            const bool over = is_over(g.s);
            if (env.terminated()[i] != (over ? 1 : 0)) REQUIRE(t < 0);
            if (over) ++ended, g.restart();
            if (!(env.game(static_cast<int>(i)) == g.s)) REQUIRE(to_string(env.game(static_cast<int>(i))) == to_string(g.s));
            if (env.current_player()[i] != current_player(g.s)) REQUIRE(t < 0);
            observation(g.s, g.s.mover, std::span<float>(obs));
            const auto row = env.observation().subspan(i * obs.size(), obs.size());
            if (!std::equal(obs.begin(), obs.end(), row.begin())) REQUIRE(t < 0);
            std::vector<std::uint8_t> mask(static_cast<std::size_t>(num_distinct_actions<R>));
            legal_action_mask(g.s, std::span<std::uint8_t>(mask));
            const auto env_mask = env.legal_action_mask().subspan(i * mask.size(), mask.size());
            if (!std::equal(mask.begin(), mask.end(), env_mask.begin())) REQUIRE(t < 0);
        }
    }
    REQUIRE(ended >= 3);  // some games ended and were restarted on the way
    REQUIRE(env.games_finished() == ended);
    REQUIRE(env.decisions() == 5L * steps);
}

}  // namespace

TEST_CASE("environment: a batch plays the single games of its generators (shg with 2 players)", "[learning][environment]") {
    check_against_single_games<shg>(1500, {.players = 2});
}
TEST_CASE("environment: a batch plays the single games of its generators (traditional7)", "[learning][environment]") {
    check_against_single_games<traditional7>(6000, {.players = 4});
}

TEST_CASE("environment: the step that ends a game reports its rewards while the arrays show the next game",
          "[learning][environment]") {
    batched_environment<cardinal> env({.num_envs = 1, .table = {.players = 2}, .seed = 5});
    splitmix64 chooser(8);
    int steps = 0;
    while (true) {
        const state<cardinal> before = env.game(0);
        env.step(random_ids(env, chooser));
        ++steps;
        if (env.terminated()[0]) {
            // Seats 0 and 2 play: one won, the other lost; seats 1 and 3 are empty.
            const auto r = env.rewards();
            REQUIRE(r[1] == 0.0f);
            REQUIRE(r[3] == 0.0f);
            REQUIRE(r[0] + r[2] == 0.0f);
            REQUIRE(std::abs(r[0]) == 1.0f);
            REQUIRE(before.mover == (r[0] > 0 ? 0 : 2));  // the winner made the last move
            REQUIRE(env.truncated()[0] == 0);
            // The new game waits at its first decision, nothing played yet.
            REQUIRE(score_of(env.game(0), 0) == score{0, -20});
            REQUIRE(score_of(env.game(0), 2) == score{0, -20});
            break;
        }
        REQUIRE(env.rewards()[0] == 0.0f);
        REQUIRE(steps < 5000);
    }
    env.step(random_ids(env, chooser));
    REQUIRE(env.terminated()[0] == 0);
}

TEST_CASE("environment: threads give the same arrays as one thread", "[learning][environment]") {
    batched_environment<american> one({.num_envs = 7, .seed = 21, .threads = 1});
    batched_environment<american> three({.num_envs = 7, .seed = 21, .threads = 3});
    check_stepped_alike(one, three, 4, 300);
}

TEST_CASE("environment: a moved environment keeps its threads and its games", "[learning][environment]") {
    batched_environment<traditional> one({.num_envs = 9, .seed = 3, .threads = 1});
    batched_environment<traditional> moved_from({.num_envs = 9, .seed = 3, .threads = 2});
    batched_environment<traditional> two = std::move(moved_from);
    check_stepped_alike(one, two, 6, 200);
}

TEST_CASE("worker team: every part runs once per round", "[learning][environment]") {
    worker_team team(3);
    REQUIRE(team.size() == 3);
    std::vector<int> runs(3, 0);  // each part writes its own entry only
    const auto count = [](void* context, std::size_t part) noexcept { ++(*static_cast<std::vector<int>*>(context))[part]; };
    for (int round = 0; round < 1000; ++round) team.run(count, &runs);
    REQUIRE(runs == std::vector<int>{1000, 1000, 1000});
    worker_team alone(1);  // the caller only: no thread
    alone.run(count, &runs);
    REQUIRE(runs == std::vector<int>{1001, 1000, 1000});
}

TEST_CASE("environment: an illegal id is refused before any game moves", "[learning][environment]") {
    batched_environment<shg> env({.num_envs = 3, .seed = 1});
    std::vector<int> ids{env.legal_ids(0)[0], env.legal_ids(1)[0], 36};
    const auto before = env.game(0);
    if (env.legal_action_mask()[2 * 37 + 36] == 0) {
        REQUIRE_THROWS_WITH(env.step(ids), "pachisi::batched_environment::step: action id 36 is not legal in game 2");
        REQUIRE(env.game(0) == before);
    }
    REQUIRE_THROWS_WITH(env.step(std::vector<int>{1, 2}),
                        "pachisi::batched_environment::step: 2 action ids for 3 games");
    REQUIRE_THROWS_AS((batched_environment<shg>({.num_envs = 0})), std::invalid_argument);
    REQUIRE_THROWS_AS((batched_environment<cardinal>({.table = {.partners = true}})), std::invalid_argument);
}

TEST_CASE("environment: sample_legal_actions draws each game's id uniformly from its legal ids in order",
          "[learning][environment]") {
    batched_environment<american> env({.num_envs = 16, .seed = 5});
    splitmix64 sampler(11), expected(11);
    std::vector<int> ids(16);
    for (int step = 0; step < 200; ++step) {
        env.sample_legal_actions(sampler, std::span<int>(ids));
        REQUIRE(ids == random_ids(env, expected));  // the same draws, game by game
        for (int i = 0; i < env.num_envs(); ++i)
            REQUIRE(env.legal_action_mask()[static_cast<std::size_t>(i * env.num_actions + ids[static_cast<std::size_t>(i)])] == 1);
        env.step(ids);
    }
    std::vector<int> too_few(15);
    REQUIRE_THROWS_WITH(env.sample_legal_actions(sampler, std::span<int>(too_few)),
                        "pachisi::batched_environment::sample_legal_actions: room for 15 ids, 16 games");
}

TEST_CASE("environment: games are cut at max_decisions and start again", "[learning][environment]") {
    batched_environment<traditional> env({.num_envs = 4, .seed = 2, .max_decisions = 6});
    splitmix64 chooser(1);
    for (int t = 1; t <= 12; ++t) {
        env.step(random_ids(env, chooser));
        for (int i = 0; i < 4; ++i) {
            REQUIRE(env.terminated()[static_cast<std::size_t>(i)] == 0);
            REQUIRE(env.truncated()[static_cast<std::size_t>(i)] == (t % 6 == 0 ? 1 : 0));
        }
    }
    REQUIRE(env.games_finished() == 8);
}

TEST_CASE("environment: reset replays the same games - information layout is the full layout's tail",
          "[learning][environment]") {
    batched_environment<shg> env({.num_envs = 2, .seed = 17});
    batched_environment<shg> info({.num_envs = 2, .seed = 17, .information_layout = true});
    REQUIRE(info.observation_size() == 149);
    const std::vector<float> first(env.observation().begin(), env.observation().end());
    splitmix64 chooser(6);
    for (int t = 0; t < 50; ++t) {
        const auto ids = random_ids(env, chooser);
        env.step(ids);
        info.step(ids);
    }
    for (std::size_t i = 0; i < 2; ++i)
        REQUIRE(std::ranges::equal(env.observation().subspan(i * 629 + 480, 149), info.observation().subspan(i * 149, 149)));
    env.reset();
    REQUIRE(std::ranges::equal(env.observation(), first));
}

TEST_CASE("environment: shaped rewards add up over a game to its returns", "[learning][environment]") {
    batched_environment<shg> env({.num_envs = 2, .table = {.players = 4}, .seed = 8, .shaping = 0.5});
    splitmix64 chooser(2);
    std::array<std::array<double, 4>, 2> total{};
    int ended = 0;
    for (int t = 0; t < 20000 && ended < 4; ++t) {
        env.step(random_ids(env, chooser));
        for (std::size_t i = 0; i < 2; ++i) {
            for (std::size_t seat = 0; seat < 4; ++seat) total[i][seat] += env.rewards()[i * 4 + seat];
            if (!env.terminated()[i]) continue;
            ++ended;
            double sum = 0;
            int winners = 0;
            for (const double v : total[i]) {
                REQUIRE(std::abs(std::abs(v) - 1.0) < 1e-4);  // +1 or -1: the shaping telescoped to zero
                sum += v;
                winners += v > 0;
            }
            REQUIRE(winners == 1);
            REQUIRE(std::abs(sum + 2.0) < 1e-4);
            total[i] = {};
        }
    }
    REQUIRE(ended == 4);
}


// ---- Seed 004 options 1 and 5, and crosses of other arms (docs/rules.md §6.10) --------------------------------

namespace {
using first_and_cancel7 =
    traditional_rules<7, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;
using cancel6 = traditional_rules<6, traditional_options{.cancelled_capture = true}>;
using first_move6 = traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true}>;
using arm6 = traditional_rules<6, traditional_options{.arm = 6}>;
using arm10 = traditional_rules<7, traditional_options{.arm = 10}>;
}  // namespace

TEST_CASE("environment: a batch plays the single games of its generators (traditional7 first-move and cancel-capture)",
          "[learning][environment][option1][option5]") {
    check_against_single_games<first_and_cancel7>(6000, {.players = 4});
}
TEST_CASE("environment: a batch plays the single games of its generators (traditional first-move with 2 players)",
          "[learning][environment][option1]") {
    check_against_single_games<first_move6>(6000, {.players = 2});
}
TEST_CASE("environment: a batch plays the single games of its generators (crosses of arm 6 and 10)",
          "[learning][environment][arm]") {
    check_against_single_games<arm6>(5000, {.players = 4});
    check_against_single_games<arm10>(8000, {.players = 3});
}

TEST_CASE("environment: the information layout of cancel-capture is the full layout's tail - memory included",
          "[learning][environment][option5]") {
    batched_environment<cancel6> env({.num_envs = 3, .seed = 23});
    batched_environment<cancel6> info({.num_envs = 3, .seed = 23, .information_layout = true});
    REQUIRE(env.observation_size() == 1153);
    REQUIRE(info.observation_size() == 673);
    splitmix64 chooser(4);
    const auto memory = static_cast<std::size_t>(observation_layout<cancel6>::memory);
    long remembered = 0;
    for (int t = 0; t < 3000; ++t) {
        const auto ids = random_ids(env, chooser);
        env.step(ids);
        info.step(ids);
        for (std::size_t i = 0; i < 3; ++i) {
            const auto full = env.observation().subspan(i * 1153, 1153);
            if (!std::ranges::equal(full.subspan(480), info.observation().subspan(i * 673, 673))) REQUIRE(t < 0);
            remembered += std::any_of(full.begin() + static_cast<std::ptrdiff_t>(memory), full.end(),
                                      [](float x) { return x != 0.0f; });
        }
    }
    REQUIRE(remembered > 50);  // the section was seen in use
}

}  // namespace learning_environment_tests
