#include "catch.hpp"

// The batched environment of a rule set with options at run time (agents/environment.hpp) against the
// environment of the compile-time rule set with the same options: the same seeds and the same action ids
// give the same arrays at every step (current player, observation, mask, rewards, flags, places), and the
// widths are the twin's (docs/learning.md, "Rules chosen at run time").

#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include <pachisi/pachisi.hpp>

namespace learning_dynamic_environment_test {

using namespace pachisi;

template <class T>
bool same_bytes(std::span<const T> a, std::span<const T> b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size_bytes()) == 0;
}

// Steps both environments `steps` times with the ids the compile-time one samples; "" or what differed first.
template <class S, class D>
std::string step_together(batched_environment<S>& fixed, batched_environment<D>& chosen, int steps) {
    splitmix64 rng(99);
    std::vector<int> ids(static_cast<std::size_t>(fixed.num_envs()));
    for (int step = 0; step <= steps; ++step) {
        const std::string at = " at step " + std::to_string(step);
        if (!same_bytes(fixed.current_player(), chosen.current_player())) return "current_player" + at;
        if (!same_bytes(fixed.observation(), chosen.observation())) return "observation" + at;
        if (!same_bytes(fixed.legal_action_mask(), chosen.legal_action_mask())) return "legal_action_mask" + at;
        if (!same_bytes(fixed.rewards(), chosen.rewards())) return "rewards" + at;
        if (!same_bytes(fixed.terminated(), chosen.terminated())) return "terminated" + at;
        if (!same_bytes(fixed.truncated(), chosen.truncated())) return "truncated" + at;
        if (!same_bytes(fixed.places(), chosen.places())) return "places" + at;
        if (step == steps) break;
        fixed.sample_legal_actions(rng, std::span<int>(ids));
        fixed.step(ids);
        chosen.step(ids);
    }
    if (fixed.games_finished() != chosen.games_finished()) return "games_finished";
    return "";
}

// Both environments with one table, shaping on, the given layout; every array compared for 600 steps.
template <class S, class D>
void check_twins(const typename D::options_type& options, bool information_layout) {
    environment_options o;
    o.num_envs = 12;
    o.seed = 5;
    o.table.players = 4;
    o.shaping = 0.5;
    o.information_layout = information_layout;
    o.max_decisions = 300;  // some games are cut: truncated is compared too
    batched_environment<S> fixed(o);
    batched_environment<D> chosen(o, options);
    REQUIRE(chosen.action_count() == batched_environment<S>::num_actions);
    REQUIRE(chosen.observation_size() == fixed.observation_size());
    CHECK(step_together(fixed, chosen, 600).empty());
    CHECK(chosen.games_finished() > 0);
}

constexpr one_die_rule_options must_kill_with_rewards = [] {
    one_die_rule_options o = ludo_options;
    o.must_kill = true;
    o.capture_reward = 20;
    return o;
}();
constexpr traditional_options eight_split{.pawns = 8, .split_throw = true, .first_move_on_2_3_4 = true};

}  // namespace learning_dynamic_environment_test

using namespace learning_dynamic_environment_test;

TEST_CASE("dynamic environment: ludo_dynamic steps as one_die_rules of the same options", "[learning][dynamic]") {
    const bool information = GENERATE(false, true);
    check_twins<ludo, ludo_dynamic>(ludo_options, information);
    check_twins<one_die_rules<must_kill_with_rewards>, ludo_dynamic>(must_kill_with_rewards, information);
    check_twins<parchis, parchis_dynamic>(parchis_options, information);
    check_twins<maedn, maedn_dynamic>(maedn_options, information);
}

TEST_CASE("dynamic environment: two_dice_rules_dynamic steps as shg and american", "[learning][dynamic]") {
    const bool information = GENERATE(false, true);
    check_twins<shg, two_dice_rules_dynamic>(two_dice_options_of<shg>(), information);
    check_twins<american, two_dice_rules_dynamic>(two_dice_options_of<american>(), information);
}

TEST_CASE("dynamic environment: traditional_rules_dynamic steps as traditional with 8 pawns split and first-move",
          "[learning][dynamic]") {
    const bool information = GENERATE(false, true);
    check_twins<traditional_rules<6, eight_split>, traditional_engine_for<6, 8>>(eight_split, information);
}

TEST_CASE("dynamic environment: a mix the rules refuse is refused with its reason", "[learning][dynamic]") {
    one_die_rule_options o = ludo_options;
    o.home_reward = 10;  // a home reward needs a capture reward
    environment_options e;
    REQUIRE_THROWS_WITH(batched_environment<ludo_dynamic>(e, o), Catch::Contains("rewards that are moves"));
}
