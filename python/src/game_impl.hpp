#pragma once
// The implementations of python::game and python::environment for one rule set R, and the factory
// that a family's translation unit instantiates for the rule sets of its family only (so that the
// families compile in parallel). The rule sets are those with options at run time (with_rules,
// text/chosen_rules.hpp): a few engines, whose options are values, play every option mix of the spec.

#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

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
