#pragma once
// The implementations of python::game and python::environment for one rule set R, and the factory
// that a family's translation unit instantiates for the rule sets of its family only (so that the
// families compile in parallel). The rule sets are those with options at run time (with_rules,
// text/chosen_rules.hpp): a few engines, whose options are values, play every option mix of the spec.

#include <array>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <pachisi/agents/observation_bounds.hpp>
#include <pachisi/agents/openspiel_maedn.hpp>
#include <pachisi/text/chosen_rules.hpp>
#include <pachisi/pachisi.hpp>
#if __has_include(<pachisi/text/board_svg.hpp>)
#include <pachisi/text/board_svg.hpp>
#define PACHISI_PYTHON_HAS_SVG 1
#endif

#include "game.hpp"

namespace pachisi::python {

inline constexpr const char* stage_names[] = {"opening", "ready", "throw", "play", "over"};

// The sizes of a game of s's rules.
template <class R>
[[nodiscard]] game_shape shape_of(const state<R>& s) {
    return {R::pawns, num_distinct_actions_of(s), num_chance_outcomes<R>, observation_size_of(s), information_size_of(s)};
}

template <class R>
std::unique_ptr<versus> create_versus(const std::string& preset, const state<R>& fresh, const versus_options& o);

template <class R>
class game_impl final : public game {
public:
    game_impl(std::string preset, const state<R>& s, std::vector<state<R>> history = {})
        : game(std::move(preset)), s_(s), history_(std::move(history)) {}

    [[nodiscard]] std::unique_ptr<game> clone() const override { return std::make_unique<game_impl>(*this); }
    [[nodiscard]] game_shape shape() const override { return shape_of(s_); }

    [[nodiscard]] int current_player() const override { return pachisi::current_player(s_); }
    [[nodiscard]] int mover() const override { return static_cast<int>(s_.mover); }
    [[nodiscard]] std::string stage() const override { return stage_names[static_cast<int>(s_.phase)]; }
    [[nodiscard]] bool is_chance_node() const override { return pachisi::is_chance_node(s_); }
    [[nodiscard]] bool is_terminal() const override { return is_over(s_); }
    [[nodiscard]] int winners() const override { return pachisi::winners(s_); }
    [[nodiscard]] std::array<int, 4> places() const override { return pachisi::places(s_); }
    [[nodiscard]] std::vector<int> finishing_order() const override {
        const auto order = pachisi::finishing_order(s_);
        return {order.begin(), order.end()};
    }
    [[nodiscard]] std::vector<int> seats() const override {
        std::vector<int> out;
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s_, seat)) out.push_back(seat);
        return out;
    }
    [[nodiscard]] score score_of(int seat) const override {
        if (seat < 0 || seat > 3) throw std::out_of_range("pachisi: a seat is 0 to 3, not " + std::to_string(seat));
        return pachisi::score_of(s_, seat);
    }
    [[nodiscard]] std::vector<std::vector<int>> pawns() const override {
        std::vector<std::vector<int>> rows(4);
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s_, seat))
                for (const auto p : s_.pawns[static_cast<std::size_t>(seat)])
                    rows[static_cast<std::size_t>(seat)].push_back(static_cast<int>(p));
        return rows;
    }

    [[nodiscard]] std::vector<action> legal_actions() const override {
        const auto legal = pachisi::legal_actions(s_);
        return {legal.begin(), legal.end()};
    }
    [[nodiscard]] std::vector<int> legal_action_ids() const override {
        const auto ids = pachisi::legal_action_ids(s_);
        return {ids.begin(), ids.end()};
    }
    void legal_action_mask(std::uint8_t* out) const override {
        pachisi::legal_action_mask(s_, std::span<std::uint8_t>(out, static_cast<std::size_t>(num_distinct_actions_of(s_))));
    }
    [[nodiscard]] int action_id(const action& a) const override { return pachisi::action_id(s_, a); }
    [[nodiscard]] action action_from_id(int id) const override {
        if (const auto a = pachisi::action_from_id(s_, id)) return *a;
        throw illegal_action(no_legal_action("id", id));
    }
    void apply(const action& a) override {
        const state<R> before = s_;
        checked_apply(s_, a);
        history_.push_back(before);
    }
    void undo() override {
        if (history_.empty()) throw std::out_of_range("pachisi: nothing to undo");
        s_ = history_.back();
        history_.pop_back();
    }
    [[nodiscard]] std::size_t history_size() const override { return history_.size(); }

    [[nodiscard]] int openspiel_action_id(int id) const override {
        if constexpr (requires(const action& a) { openspiel_maedn_id(s_, a); }) {
            const auto a = pachisi::action_from_id(s_, id);
            if (!a) throw illegal_action(no_legal_action("id", id));
            const int openspiel_id = openspiel_maedn_id(s_, *a);
            if (openspiel_id < 0)
                throw std::invalid_argument("pachisi: OpenSpiel's maedn has no id for '" + to_string(*a) + "'");
            return openspiel_id;
        } else {
            throw std::invalid_argument(not_on_maedn_board());
        }
    }
    [[nodiscard]] int action_id_from_openspiel(int openspiel_id) const override {
        if constexpr (requires { action_from_openspiel_maedn_id(s_, openspiel_id); }) {
            const auto a = action_from_openspiel_maedn_id(s_, openspiel_id);
            if (!a) throw illegal_action(no_legal_action("OpenSpiel maedn id", openspiel_id));
            return pachisi::action_id(s_, *a);
        } else {
            throw std::invalid_argument(not_on_maedn_board());
        }
    }

    [[nodiscard]] std::vector<chance_entry> chance_outcomes() const override {
        std::vector<chance_entry> out;
        for (const auto& o : chance_outcome_ids(s_)) {
            const auto t = *chance_outcome_from_id(s_, o.id);
            out.push_back({o.id, t, o.chance.numerator, o.chance.denominator,
                           s_.phase == stage::opening ? std::string("seat ") + std::to_string(o.id) : to_string<R>(t)});
        }
        return out;
    }
    void apply_throw(throw_outcome t) override {
        const state<R> before = s_;
        pachisi::apply_throw(s_, t);
        history_.push_back(before);
    }
    void apply_chance_id(int id) override {
        const auto t = chance_outcome_from_id(s_, id);
        if (!t) throw std::invalid_argument(std::string("pachisi: no chance outcome has id ") + std::to_string(id) + " here");
        apply_throw(*t);
    }
    [[nodiscard]] throw_outcome parse_throw(const std::string& text) const override {
        return pachisi::parse_throw<R>(text);
    }
    [[nodiscard]] throw_outcome sample_chance(splitmix64& rng) const override { return pachisi::sample_chance(s_, rng); }

    void observation(int seat, float* out) const override {
        pachisi::observation(s_, seat, std::span<float>(out, static_cast<std::size_t>(observation_size_of(s_))));
    }
    void information(int seat, float* out) const override {
        information_observation(s_, seat, std::span<float>(out, static_cast<std::size_t>(information_size_of(s_))));
    }
    [[nodiscard]] std::vector<layout_section> observation_sections(bool information) const override {
        const observation_offsets& L = observation_detail::offsets_of(s_);
        const int start = information ? L.pawn_rows : 0;  // the information layout begins at `pawns`
        std::vector<layout_section> out;
        for (const auto& section : pachisi::observation_sections(L))
            if (section.size > 0 && section.offset >= start) out.push_back({section.name, section.offset - start, section.size});
        return out;
    }
    void observation_bounds(bool information, float* low, float* high) const override {
        const auto size = static_cast<std::size_t>(information ? information_size_of(s_) : observation_size_of(s_));
        if (information) information_bounds(s_, std::span<float>(low, size), std::span<float>(high, size));
        else pachisi::observation_bounds(s_, std::span<float>(low, size), std::span<float>(high, size));
    }
    [[nodiscard]] std::unique_ptr<versus> make_versus(const versus_options& o) const override {
        return create_versus(preset_, s_, o);
    }
    [[nodiscard]] std::array<double, 4> returns() const override { return pachisi::returns(s_); }
    [[nodiscard]] double progress_potential(int seat) const override { return pachisi::progress_potential(s_, seat); }

    [[nodiscard]] std::string notation() const override { return to_string(s_); }
    [[nodiscard]] std::vector<std::string> notation_with_history() const override {
        std::vector<std::string> out;
        for (const auto& h : history_) out.push_back(to_string(h));
        out.push_back(to_string(s_));
        return out;
    }
    [[nodiscard]] std::string board_text() const override { return draw_board(s_); }
    [[nodiscard]] std::optional<std::string> svg() const override {
#ifdef PACHISI_PYTHON_HAS_SVG
        return to_svg(s_);
#else
        return std::nullopt;
#endif
    }
    [[nodiscard]] action bot_choose(const std::string& name, splitmix64& rng) const override {
        const auto bot = any_bot::named(name);
        if (!bot) {
            std::string known;
            for (const auto n : any_bot::names) (known += " ") += n;
            throw std::invalid_argument("pachisi: unknown bot '" + name + "' (bots:" + known + ")");
        }
        return bot->choose(s_, rng);
    }
    [[nodiscard]] bool equals(const game& other) const override {
        const auto* same = dynamic_cast<const game_impl*>(&other);
        return same && same->s_ == s_;
    }

    [[nodiscard]] const state<R>& get() const noexcept { return s_; }

private:
    [[nodiscard]] static std::string no_legal_action(const char* what, int id) {
        return std::string("pachisi: no legal action has ") + what + " " + std::to_string(id) + " in this state";
    }
    [[nodiscard]] std::string not_on_maedn_board() const {
        return "pachisi: OpenSpiel's maedn ids name fields of the MAEDN board; preset '" + preset_ + "' is not on it";
    }

    state<R> s_;
    std::vector<state<R>> history_;
};

template <class R>
class environment_impl final : public environment {
public:
    environment_impl(const chosen_rules<R>& rules, const environment_options& options)
        : environment(rules.spec), env_(make(rules, options)) {}

    [[nodiscard]] game_shape shape() const override { return shape_of(env_.game(0)); }
    [[nodiscard]] int num_envs() const override { return env_.num_envs(); }
    [[nodiscard]] int observation_size() const override { return env_.observation_size(); }
    void step(const std::int32_t* ids, std::size_t count) override { env_.step(std::span<const int>(ids, count)); }
    void reset(std::optional<std::uint64_t> seed) override {
        if (seed) env_.reset(*seed);
        else env_.reset();
    }
    void sample_legal_actions(splitmix64& rng, std::int32_t* ids) const override {
        env_.sample_legal_actions(rng, std::span<int>(ids, static_cast<std::size_t>(env_.num_envs())));
    }
    [[nodiscard]] const std::int32_t* current_player() const override { return env_.current_player().data(); }
    [[nodiscard]] const float* observation() const override { return env_.observation().data(); }
    [[nodiscard]] const std::uint8_t* legal_action_mask() const override { return env_.legal_action_mask().data(); }
    [[nodiscard]] const float* rewards() const override { return env_.rewards().data(); }
    [[nodiscard]] const std::uint8_t* terminated() const override { return env_.terminated().data(); }
    [[nodiscard]] const std::uint8_t* truncated() const override { return env_.truncated().data(); }
    [[nodiscard]] const std::int8_t* places() const override { return env_.places().data(); }
    [[nodiscard]] std::unique_ptr<game> game_at(int i) const override {
        return std::make_unique<game_impl<R>>(preset_, env_.game(i));
    }
    [[nodiscard]] std::vector<int> legal_action_ids(int i) const override {
        const auto& ids = env_.legal_ids(i);
        return {ids.begin(), ids.end()};
    }
    [[nodiscard]] std::int64_t decisions() const override { return env_.decisions(); }
    [[nodiscard]] std::int64_t games_finished() const override { return env_.games_finished(); }

private:
    [[nodiscard]] static batched_environment<R> make(const chosen_rules<R>& rules, const environment_options& options) {
        if constexpr (has_options_at_run_time<R>) return batched_environment<R>(options, rules.options);
        else return batched_environment<R>(options);
    }
    // numpy's int32 arrays are handed to the environment's int spans as they are.
    static_assert(std::is_same_v<std::int32_t, int>);
    batched_environment<R> env_;
};

// python::versus for rule set R: each game is stepped on its own (a game waits at the learner's decision
// while the bots of another game play), from the parts the batched environment is made of: a tracked
// state, its legal actions listed by the last throw, sample_chance from the game's generator, and the
// observation updated from the state it showed before.
template <class R>
class versus_impl final : public versus {
public:
    versus_impl(std::string preset, const state<R>& fresh, const versus_options& o)
        : preset_(std::move(preset)),
          fresh_(fresh),
          options_(o),
          observation_size_(o.information_layout ? information_size_of(fresh) : observation_size_of(fresh)),
          row_(static_cast<std::size_t>(num_distinct_actions_of(fresh))) {
        if (o.num_envs < 1) throw std::invalid_argument("pachisi: num_envs must be at least 1");
        if (o.max_steps < 0) throw std::invalid_argument("pachisi: max_steps must be 0 (never) or more");
        if (o.seat < 0 || o.seat > 3 || !in_play(fresh, o.seat))
            throw std::invalid_argument("pachisi: seat " + std::to_string(o.seat) + " is not in play in this game");
        for (int seat = 0; seat < 4; ++seat) {
            if (seat == o.seat || !in_play(fresh, seat)) continue;
            const std::string& name = o.bots[static_cast<std::size_t>(seat)];
            bots_[static_cast<std::size_t>(seat)] = any_bot::named(name);
            if (!bots_[static_cast<std::size_t>(seat)]) {
                std::string known;
                for (const auto n : any_bot::names) (known += " ") += n;
                throw std::invalid_argument("pachisi: unknown bot '" + name + "' for seat " + std::to_string(seat) +
                                            " (bots:" + known + ")");
            }
            // The random bot draws among the legal actions listed already, as random_bot would among its own.
            random_[static_cast<std::size_t>(seat)] = name == "random";
        }
        const auto n = static_cast<std::size_t>(o.num_envs);
        games_.resize(n);
        observation_.resize(n * static_cast<std::size_t>(observation_size_));
        mask_.resize(n * row_);
        rewards_.resize(n);
        terminated_.resize(n);
        truncated_.resize(n);
        bot_decisions_.resize(n);
        std::vector<std::optional<std::uint64_t>> seeds(n);
        for (std::size_t i = 0; i < n; ++i) seeds[i] = i;  // until the first reset says otherwise
        reset(seeds);
    }

    [[nodiscard]] const std::string& preset() const noexcept override { return preset_; }
    [[nodiscard]] game_shape shape() const override { return shape_of(fresh_); }
    [[nodiscard]] int num_envs() const override { return static_cast<int>(games_.size()); }
    [[nodiscard]] int observation_size() const override { return observation_size_; }

    void reset(const std::vector<std::optional<std::uint64_t>>& seeds) override {
        if (!seeds.empty() && seeds.size() != games_.size())
            throw std::invalid_argument("pachisi: " + std::to_string(seeds.size()) + " seeds for " +
                                        std::to_string(games_.size()) + " games");
        for (std::size_t i = 0; i < games_.size(); ++i) {
            if (!seeds.empty() && seeds[i]) {
                games_[i].throws = splitmix64(game_seed(*seeds[i], 0));
                games_[i].bots = splitmix64(game_seed(*seeds[i], 1));
            }
            start(i);
        }
    }

    void step(const std::int32_t* ids, std::size_t count) override {
        if (count != games_.size())
            throw std::invalid_argument("pachisi: " + std::to_string(count) + " action ids for " +
                                        std::to_string(games_.size()) + " games");
        for (std::size_t i = 0; i < count; ++i) {  // every id checked before any game moves
            if (games_[i].ended) continue;        // its id is ignored: the game starts afresh
            const int id = ids[i];
            if (id < 0 || static_cast<std::size_t>(id) >= row_ || !mask_[i * row_ + static_cast<std::size_t>(id)])
                throw std::invalid_argument("pachisi: action id " + std::to_string(id) + " is not legal in game " +
                                            std::to_string(i));
        }
        for (std::size_t i = 0; i < count; ++i) step_one(i, ids[i]);
    }

    [[nodiscard]] const float* observation() const override { return observation_.data(); }
    [[nodiscard]] const std::uint8_t* legal_action_mask() const override { return mask_.data(); }
    [[nodiscard]] const float* rewards() const override { return rewards_.data(); }
    [[nodiscard]] const std::uint8_t* terminated() const override { return terminated_.data(); }
    [[nodiscard]] const std::uint8_t* truncated() const override { return truncated_.data(); }
    [[nodiscard]] const std::int32_t* bot_decisions() const override { return bot_decisions_.data(); }
    [[nodiscard]] std::unique_ptr<game> game_at(int i) const override {
        return std::make_unique<game_impl<R>>(preset_, games_.at(static_cast<std::size_t>(i)).game.get());
    }
    [[nodiscard]] std::int64_t decisions() const override { return decisions_; }

private:
    struct game_slot {
        tracked_state<R> game{state<R>{}};
        splitmix64 throws{};
        splitmix64 bots{};
        action_list<R> legal{};
        action_id_list<R> ids{};
        bool listed = false;  // legal holds the legal actions of the state (listed by its last throw)
        int steps = 0;        // the learner's decisions in this game
        bool ended = false;   // the last step ended the game: the next step starts another
        std::optional<state<R>> shown;  // the state the observation row shows
    };

    // A new game, played up to the learner's first decision; the row shows it.
    void start(std::size_t i) {
        game_slot& g = games_[i];
        int bots = 0;
        do {  // a game that the bots end before the learner decides (never seen) is played again
            g.game = tracked_state<R>(fresh_);
            bots += advance(g);
        } while (is_over(g.game.get()));
        g.steps = 0;
        g.ended = false;
        g.shown.reset();  // a new game: the observation is written whole
        rewards_[i] = 0.0f;
        terminated_[i] = truncated_[i] = 0;
        bot_decisions_[i] = bots;
        publish(i);
    }

    // Throws and lets the bots play until the learner decides or the game is over; returns the bots'
    // decisions. g.legal then holds the learner's legal actions.
    int advance(game_slot& g) {
        int bots = 0;
        for (;;) {
            g.listed = false;
            while (is_chance_node(g.game.get())) {
                g.game.apply_throw(sample_chance(g.game.get(), g.throws), g.legal);
                g.listed = true;
            }
            const state<R>& s = g.game.get();
            if (is_over(s)) return bots;
            if (!g.listed) g.game.legal_actions(g.legal);
            if (s.mover == options_.seat) return bots;
            const auto seat = static_cast<std::size_t>(s.mover);
            const action a = random_[seat] ? g.legal[static_cast<std::size_t>(uniform_below(g.bots, g.legal.size()))]
                                           : bots_[seat]->choose(s, g.bots);
            g.game.apply(a);
            ++bots;
            ++decisions_;
        }
    }

    void step_one(std::size_t i, int id) {
        game_slot& g = games_[i];
        if (g.ended) {
            start(i);
            return;
        }
        std::size_t k = 0;
        while (g.ids[k] != id) ++k;  // step() checked that the id is legal
        g.game.apply(g.legal[k]);
        ++g.steps;
        ++decisions_;
        bot_decisions_[i] = advance(g);
        const state<R>& s = g.game.get();
        terminated_[i] = is_over(s) ? 1 : 0;
        truncated_[i] = !terminated_[i] && options_.max_steps > 0 && g.steps >= options_.max_steps ? 1 : 0;
        rewards_[i] = terminated_[i] ? static_cast<float>(returns(s)[static_cast<std::size_t>(options_.seat)]) : 0.0f;
        g.ended = terminated_[i] || truncated_[i];
        publish(i);
    }

    // Game i's mask and observation (the learner's view) from its state; no legal action once over.
    void publish(std::size_t i) {
        game_slot& g = games_[i];
        const state<R>& s = g.game.get();
        g.ids.clear();
        if (!is_over(s)) legal_action_ids(s, g.legal, g.ids);
        std::uint8_t* mask = mask_.data() + i * row_;
        std::memset(mask, 0, row_);
        for (const int id : g.ids) mask[static_cast<std::size_t>(id)] = 1;
        const std::span<float> obs(observation_.data() + i * static_cast<std::size_t>(observation_size_),
                                   static_cast<std::size_t>(observation_size_));
        const int seat = options_.seat;
        if (options_.information_layout && g.shown) update_information_observation(*g.shown, seat, s, seat, obs);
        else if (options_.information_layout) information_observation(s, seat, obs);
        else if (g.shown) update_observation(*g.shown, seat, s, seat, obs);
        else pachisi::observation(s, seat, obs);
        g.shown = s;
    }

    std::string preset_;
    state<R> fresh_;
    versus_options options_;
    int observation_size_;
    std::size_t row_;
    std::array<std::optional<any_bot>, 4> bots_{};
    std::array<bool, 4> random_{};
    std::vector<game_slot> games_;
    std::vector<float> observation_;
    std::vector<std::uint8_t> mask_;
    std::vector<float> rewards_;
    std::vector<std::uint8_t> terminated_;
    std::vector<std::uint8_t> truncated_;
    std::vector<std::int32_t> bot_decisions_;
    std::int64_t decisions_ = 0;
};

template <class R>
std::unique_ptr<versus> create_versus(const std::string& preset, const state<R>& fresh, const versus_options& o) {
    return std::make_unique<versus_impl<R>>(preset, fresh, o);
}

template <class R>
std::unique_ptr<game> create_game(const chosen_rules<R>& rules, const request& r) {
    if (!r.notation) return std::make_unique<game_impl<R>>(r.preset, rules.new_game(r.table));
    std::vector<state<R>> history;
    for (const auto& text : r.history) history.push_back(rules.parse_state(text));
    return std::make_unique<game_impl<R>>(r.preset, rules.parse_state(*r.notation), std::move(history));
}

// The preset a spec names: "traditional" of "traditional:pawns=8,split".
[[nodiscard]] inline std::string_view preset_of(std::string_view spec) { return spec.substr(0, spec.find(':')); }

// Runs f(rules) when the spec's rule set R is one of Family's and its preset is built in this module
// (preset_is_built); an unknown preset, option or mix throws std::invalid_argument with with_rules' message.
template <class Family, class F>
void with_rules_of_family(const std::string& spec, F&& f) {
    std::string error;
    const bool found = with_rules(
        spec,
        [&](const auto& rules) {
            using R = typename std::remove_cvref_t<decltype(rules)>::rules;
            if constexpr (Family::template holds<R>)
                if (preset_is_built(preset_of(spec))) f(rules);
        },
        &error);
    if (!found) throw std::invalid_argument(error);
}

// The game of r.preset if its rule set is compiled here, else nullptr.
template <class Family>
std::unique_ptr<game> make_game_of_family(const request& r) {
    std::unique_ptr<game> made;
    with_rules_of_family<Family>(r.preset, [&](const auto& rules) { made = create_game(rules, r); });
    return made;
}

template <class Family>
std::unique_ptr<environment> make_environment_of_family(const std::string& spec, const environment_options& options) {
    std::unique_ptr<environment> made;
    with_rules_of_family<Family>(spec, [&](const auto& rules) {
        using R = typename std::remove_cvref_t<decltype(rules)>::rules;
        made = std::make_unique<environment_impl<R>>(rules, options);
    });
    return made;
}

}  // namespace pachisi::python
