#pragma once
// A batch of games stepped together, the way EnvPool and pgx serve reinforcement learners, with the
// field names their users know. Every game waits at a decision; step(ids) takes one action id per
// game (action_space.hpp), applies it, throws for every chance node that follows (each game has its
// own seeded generator), and when a game ends (or reaches max_decisions) starts the next one at
// once. After the constructor, reset() and every step() the arrays below describe the batch:
//
//   current_player     N          int32  the seat to decide (0..3) in each game
//   observation        N x O      float  the game seen by its current player (observation.hpp;
//                                        O = observation_size<R>, or information_size<R>)
//   legal_action_mask  N x A      uint8  1 for the ids of the legal actions (A = num_distinct_actions<R>)
//   rewards            N x 4      float  per seat, what the last step earned: the returns (returns.hpp)
//                                        on the step that ended a game, plus shaping x the change of
//                                        progress_potential when shaping is on
//   terminated         N          uint8  1 when the last step ended the game (it has been restarted)
//   truncated          N          uint8  1 when the game was cut at max_decisions (and restarted)
//   places             N x 4      int8   per seat, its place (1 the best) in the game the last step ended
//                                        (places() of engine/score.hpp; 0 on other steps and for seats
//                                        not in play): playing for places, the finishing order
//
// A rule set with options at run time (ludo_dynamic and its kin) takes its options as the constructor's
// second argument; O and A are then those of the compile-time rule set with the same options
// (observation_size(), action_count()).
//
// As with pgx's auto-reset, on a step that ends a game `rewards`, `terminated` and `truncated`
// belong to the game that ended, while `current_player`, `observation` and the mask already belong
// to the new game. The arrays are contiguous, row-major, and stay where they are for the
// environment's life, so Python can view them without copies.
//
// Game i draws its chance outcomes from splitmix64(game_seed(seed, i)), one generator for all the
// games it plays, so a batch of N reproduces N single games played with those generators and the
// same actions (python/tests check this), whatever the number of threads.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <exception>
#include <memory>
#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "../engine/action.hpp"
#include "../engine/legal_actions.hpp"
#include "../engine/play.hpp"
#include "../engine/score.hpp"
#include "../engine/state.hpp"
#include "../engine/tracked_state.hpp"
#include "../rules/errors.hpp"
#include "../rules/setup.hpp"
#include "action_space.hpp"
#include "bots.hpp"  // sample_chance
#include "observation.hpp"
#include "players.hpp"
#include "returns.hpp"
#include "splitmix64.hpp"
#include "worker_team.hpp"

namespace pachisi {

struct environment_options {
    int num_envs = 1;                // N, games in the batch
    setup table{};                   // players, partners...; first_seat -1: the opening throw decides
    std::uint64_t seed = 0;
    int max_decisions = 100000;      // a game is cut (truncated) after this many decisions; 0: never
    double shaping = 0.0;            // weight of the progress-potential rewards (returns.hpp); 0: off
    bool information_layout = false; // write the smaller observation layout
    int threads = 1;                 // games are split between this many threads at each step
};


// The seed of game i's generator in a batch seeded with `seed`: well apart for neighbouring i.
[[nodiscard]] constexpr std::uint64_t game_seed(std::uint64_t seed, std::uint64_t index) noexcept {
    splitmix64 mix(seed);
    splitmix64 spread(mix() + index);
    return spread();
}

namespace environment_detail {
// The action count as a constant, for the compile-time rule sets only (their count never changes).
template <class R>
struct action_count_constant {
    static constexpr int num_actions = num_distinct_actions<R>;
    static constexpr std::size_t row_of_mask = static_cast<std::size_t>(num_actions);
};
template <class R>
    requires has_options_at_run_time<R>
struct action_count_constant<R> {};
}  // namespace environment_detail

template <class R>
class batched_environment : public environment_detail::action_count_constant<R> {
public:
    using rules = R;
    static constexpr int num_players = num_seats;

    explicit batched_environment(const environment_options& options)
        requires(!has_options_at_run_time<R>)
        : batched_environment(options, new_game<R>(options.table)) {}
    // Rules with options at run time: the options every game is played with (new_game refuses a mix the
    // rules do not allow, with its reason).
    batched_environment(const environment_options& options, const typename table_options_of<R>::type& rules_options)
        requires has_options_at_run_time<R>
        : batched_environment(options, new_game<R>(rules_options, options.table)) {}

    // Ids per game: num_distinct_actions_of the rules, the width of a row of the mask.
    [[nodiscard]] int action_count() const noexcept { return static_cast<int>(row_of_mask_); }

private:
    batched_environment(const environment_options& options, const state<R>& fresh)
        : options_(options),
          fresh_(fresh),
          observation_size_(options.information_layout ? information_size_of(fresh) : observation_size_of(fresh)),
          row_of_mask_(static_cast<std::size_t>(num_distinct_actions_of(fresh))) {
        if (options.num_envs < 1)
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment: num_envs must be at least 1");
        if (options.max_decisions < 0)
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment: max_decisions must be >= 0");
        if (options.threads < 1)
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment: threads must be at least 1");
        const auto n = static_cast<std::size_t>(options.num_envs);
        if (const std::size_t threads = std::min(n, static_cast<std::size_t>(options.threads)); threads > 1)
            team_ = std::make_unique<worker_team>(threads);
        games_.resize(n);
        current_player_.resize(n);
        observation_.resize(n * static_cast<std::size_t>(observation_size_));
        mask_.resize(n * row_of_mask_);
        rewards_.resize(n * num_players);
        places_.resize(n * num_players);
        terminated_.resize(n);
        truncated_.resize(n);
        reset();
    }

public:
    // Starts every game afresh, with every generator back at its seed: the same games as before.
    void reset() { reset(options_.seed); }
    void reset(std::uint64_t seed) {
        options_.seed = seed;
        for_each_game([&](std::size_t i) {
            game_slot& g = games_[i];
            g.rng = splitmix64(game_seed(seed, i));
            restart(g);
            std::fill(rewards_row(i).begin(), rewards_row(i).end(), 0.0f);
            std::fill_n(places_.begin() + static_cast<std::ptrdiff_t>(i * num_players), num_players, std::int8_t{0});
            terminated_[i] = truncated_[i] = 0;
            publish(i);
        });
    }

    // One action id per game, each legal in its game (std::invalid_argument otherwise, before any
    // game has moved).
    void step(std::span<const int> ids) {
        if (ids.size() != games_.size())
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment::step: " + std::to_string(ids.size()) +
                                                          " action ids for " + std::to_string(games_.size()) + " games");
        for (std::size_t i = 0; i < games_.size(); ++i) {
            const int id = ids[i];
            if (id < 0 || static_cast<std::size_t>(id) >= row_of_mask_ || !mask_[i * row_of_mask_ + static_cast<std::size_t>(id)])
                raise_error(error_kind::invalid_argument, "pachisi::batched_environment::step: action id " +
                                                              std::to_string(id) + " is not legal in game " +
                                                              std::to_string(i));
        }
        for_each_game([&](std::size_t i) { step_one(i, ids[i]); });
        decisions_ += static_cast<std::int64_t>(games_.size());
    }

    // One uniformly random legal action id per game into `ids` (num_envs() of them), drawn game by
    // game from rng: random play, or a learner's exploring moves, without a pass over the mask. The
    // games' own generators, which throw for them, are left alone.
    template <class Rng>
    void sample_legal_actions(Rng& rng, std::span<int> ids) const {
        if (ids.size() != games_.size())
            raise_error(error_kind::invalid_argument, "pachisi::batched_environment::sample_legal_actions: room for " +
                                                          std::to_string(ids.size()) + " ids, " +
                                                          std::to_string(games_.size()) + " games");
        for (std::size_t i = 0; i < games_.size(); ++i) {
            const action_id_list<R>& legal = games_[i].ids;
            ids[i] = legal[static_cast<std::size_t>(uniform_below(rng, legal.size()))];
        }
    }
    [[nodiscard]] int num_envs() const noexcept { return static_cast<int>(games_.size()); }
    [[nodiscard]] int observation_size() const noexcept { return observation_size_; }
    [[nodiscard]] const environment_options& options() const noexcept { return options_; }

    [[nodiscard]] std::span<const std::int32_t> current_player() const noexcept { return current_player_; }
    [[nodiscard]] std::span<const float> observation() const noexcept { return observation_; }
    [[nodiscard]] std::span<const std::uint8_t> legal_action_mask() const noexcept { return mask_; }
    [[nodiscard]] std::span<const float> rewards() const noexcept { return rewards_; }
    [[nodiscard]] std::span<const std::uint8_t> terminated() const noexcept { return terminated_; }
    [[nodiscard]] std::span<const std::uint8_t> truncated() const noexcept { return truncated_; }
    [[nodiscard]] std::span<const std::int8_t> places() const noexcept { return places_; }

    // Game i as it stands (a decision of current_player()[i]), its legal actions in the order of
    // legal_actions, and their ids.
    [[nodiscard]] const state<R>& game(int i) const { return games_.at(static_cast<std::size_t>(i)).game.get(); }
    [[nodiscard]] const action_list<R>& legal(int i) const { return games_.at(static_cast<std::size_t>(i)).legal; }
    [[nodiscard]] const action_id_list<R>& legal_ids(int i) const { return games_.at(static_cast<std::size_t>(i)).ids; }
    // Decisions taken by all games since construction; games ended (terminated or truncated).
    [[nodiscard]] std::int64_t decisions() const noexcept { return decisions_; }
    [[nodiscard]] std::int64_t games_finished() const noexcept {
        std::int64_t n = 0;
        for (const auto& g : games_) n += g.finished;
        return n;
    }

private:
    struct game_slot {
        tracked_state<R> game{state<R>{}};  // the game under way, with who stands where
        splitmix64 rng{};
        action_list<R> legal{};
        action_id_list<R> ids{};
        int decisions = 0;        // in the game under way
        std::int64_t finished = 0;
        std::optional<state<R>> shown;  // the state the observation row shows (seen by its mover)
        bool listed = false;            // legal holds the legal actions of s already (from apply_throw)
    };

    [[nodiscard]] std::span<float, num_players> rewards_row(std::size_t i) noexcept {
        return std::span<float, num_players>(rewards_.data() + i * num_players, num_players);
    }

    // Throws for every chance node up to the next decision (or the end of the game); the last throw
    // lists the legal actions that follow it, which saves the compulsion search half its work.
    void resolve_chance(game_slot& g) {
        g.listed = false;
        while (is_chance_node(g.game.get())) {
            g.game.apply_throw(sample_chance(g.game.get(), g.rng), g.legal);
            g.listed = true;
        }
    }
    void restart(game_slot& g) {
        g.game = tracked_state<R>(fresh_);
        g.decisions = 0;
        resolve_chance(g);
    }

    // Fills game i's rows of the arrays from its state.
    void publish(std::size_t i) {
        game_slot& g = games_[i];
        if (!g.listed) g.game.legal_actions(g.legal);
        g.listed = false;
        const state<R>& s = g.game.get();
        legal_action_ids(s, g.legal, g.ids);
        current_player_[i] = static_cast<std::int32_t>(pachisi::current_player(s));
        const std::span<std::uint8_t> mask(mask_.data() + i * row_of_mask_, row_of_mask_);
        std::memset(mask.data(), 0, mask.size());
        for (const int id : g.ids) mask[static_cast<std::size_t>(id)] = 1;
        const std::span<float> obs(observation_.data() + i * static_cast<std::size_t>(observation_size_),
                                   static_cast<std::size_t>(observation_size_));
        if (options_.information_layout && g.shown) update_information_observation(*g.shown, g.shown->mover, s, s.mover, obs);
        else if (options_.information_layout) information_observation(s, s.mover, obs);
        else if (g.shown) update_observation(*g.shown, g.shown->mover, s, s.mover, obs);
        else pachisi::observation(s, s.mover, obs);
        g.shown = s;
    }

    void step_one(std::size_t i, int id) {
        game_slot& g = games_[i];
        const state<R>& s = g.game.get();
        std::size_t k = 0;
        while (g.ids[k] != id) ++k;  // step() checked that the id is legal
        std::array<double, num_players> before{};
        if (options_.shaping != 0.0)
            for (int seat = 0; seat < num_players; ++seat) before[static_cast<std::size_t>(seat)] = progress_potential(s, seat);
        g.game.apply(g.legal[k]);
        resolve_chance(g);
        ++g.decisions;
        const bool over = is_over(s);
        auto reward = rewards_row(i);
        if (!over && options_.shaping == 0.0) {
            std::fill(reward.begin(), reward.end(), 0.0f);  // nearly every step: no returns, no shaping
        } else {
            const std::array<double, num_players> earned = returns(s);
            for (int seat = 0; seat < num_players; ++seat) {
                const auto u = static_cast<std::size_t>(seat);
                double r = earned[u];
                if (options_.shaping != 0.0) r += options_.shaping * (progress_potential(s, seat) - before[u]);
                reward[u] = static_cast<float>(r);
            }
        }
        // The places of the game that ended; the row is cleared on the step after (rarely written at all).
        if (over || terminated_[i]) {
            const std::array<int, 4> place = over ? pachisi::places(s) : std::array<int, 4>{};
            for (std::size_t seat = 0; seat < num_players; ++seat)
                places_[i * num_players + seat] = static_cast<std::int8_t>(place[seat]);
        }
        terminated_[i] = over ? 1 : 0;
        truncated_[i] = !terminated_[i] && options_.max_decisions > 0 && g.decisions >= options_.max_decisions ? 1 : 0;
        if (terminated_[i] || truncated_[i]) {
            ++g.finished;
            restart(g);
        }
        publish(i);
    }

    // Runs f(i) for every game, the games split in contiguous blocks between the team's threads.
    template <class F>
    void for_each_game(F&& f) {
        const std::size_t n = games_.size();
        if (!team_) {
            for (std::size_t i = 0; i < n; ++i) f(i);
            return;
        }
        const std::size_t threads = team_->size();
#ifdef PACHISI_NO_EXCEPTIONS
        // Without exceptions an error ends in the error handler: there is nothing to carry back.
        auto block = [&](std::size_t t) {
            for (std::size_t i = n * t / threads; i < n * (t + 1) / threads; ++i) f(i);
        };
#else
        std::vector<std::exception_ptr> errors(threads);
        auto block = [&](std::size_t t) {
            try {
                for (std::size_t i = n * t / threads; i < n * (t + 1) / threads; ++i) f(i);
            } catch (...) {
                errors[t] = std::current_exception();
            }
        };
#endif
        team_->run([](void* context, std::size_t t) noexcept { (*static_cast<decltype(block)*>(context))(t); }, &block);
#ifndef PACHISI_NO_EXCEPTIONS
        for (const auto& e : errors)
            if (e) std::rethrow_exception(e);
#endif
    }

    environment_options options_;
    state<R> fresh_;  // a new game of the rules and table (new_game is the same every time)
    int observation_size_;
    std::size_t row_of_mask_;
    std::vector<game_slot> games_;
    std::vector<std::int32_t> current_player_;
    std::vector<float> observation_;
    std::vector<std::uint8_t> mask_;
    std::vector<float> rewards_;
    std::vector<std::uint8_t> terminated_;
    std::vector<std::uint8_t> truncated_;
    std::vector<std::int8_t> places_;
    std::int64_t decisions_ = 0;
    std::unique_ptr<worker_team> team_;  // threads kept from step to step (none for threads = 1)
};

}  // namespace pachisi
