// Instantiates the public function templates of the library for every preset, so that a compile
// with strict warnings sees the library's template code and not only its declarations. Compiling
// it with -Wall -Wextra -Wconversion -Wsign-conversion -Wshadow -pedantic -Werror is a ctest case
// (strict_warnings.use_everything); running it plays one short game per preset.
#include <pachisi/pachisi.hpp>

#include <cstdio>
#include <random>
#include <string>
#include <vector>

namespace {

template <class R>
int exercise(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const pachisi::setup table{.players = 4};
    auto s = pachisi::new_game<R>(table);
    auto written = pachisi::make_record<R>(table, seed);
    std::vector<float> features(static_cast<std::size_t>(pachisi::observation_size<R>));
    std::vector<float> mask(static_cast<std::size_t>(pachisi::num_distinct_actions<R>));
    const pachisi::any_bot bots[] = {*pachisi::any_bot::named("random"), *pachisi::any_bot::named("greedy"),
                                     *pachisi::any_bot::named("expectimax")};
    std::string text;
    int actions = 0;
    for (int step = 0; step < 400 && !pachisi::is_over(s); ++step) {
        if (pachisi::is_chance_node(s)) {
            const auto t = pachisi::sample_chance(s, rng);
            text = pachisi::to_string<R>(t) + pachisi::to_string(t);
            if (pachisi::chance_outcome_id(s, t) < 0) return 5;
            pachisi::record_throw(written, s, t);
            (void)pachisi::enumerate_plays(s, t).size();
            (void)pachisi::apply_throw(s, t);
            continue;
        }
        const auto a = bots[step % 3].choose(s, rng);
        text = pachisi::to_string(a) + pachisi::describe(s, a);
        pachisi::observation(s, s.mover, std::span<float>(features));
        pachisi::legal_action_mask(s, std::span<float>(mask));
        const int id = pachisi::action_id(s, a);
        if (id < 0 || pachisi::action_from_id(s, id) != a) return 6;
        if (pachisi::find_action(s, a.from, a.steps, a.to) == std::nullopt && a.kind == pachisi::action_kind::move) return 7;
        pachisi::record_action(written, s, a);
        const auto back = pachisi::parse_action(pachisi::to_string(a));
        auto copy = s;
        const auto record = pachisi::checked_apply(copy, back);
        pachisi::undo(copy, record);
        if (!(copy == s)) return 1;
        (void)pachisi::apply(s, a);
        ++actions;
        if (pachisi::parse_state<R>(pachisi::to_string(s)) != s) return 2;
        if (pachisi::invariant_violation(s) != nullptr) return 3;
    }
    text += pachisi::draw_board(s) + pachisi::summary(s) + pachisi::to_string(pachisi::rank(s, rng));
    text += pachisi::to_svg(s) + std::string(pachisi::to_string(s.phase));
    pachisi::record_end(written, s);
    if (pachisi::replay<R>(pachisi::parse_record(pachisi::to_string(written))) != s) return 8;
    (void)pachisi::returns(s);
    pachisi::environment_options options;
    options.num_envs = 2;
    options.threads = 2;
    pachisi::batched_environment<R> environment(options);
    std::vector<int> ids;
    for (int game = 0; game < environment.num_envs(); ++game) ids.push_back(environment.legal_ids(game)[0]);
    environment.step(ids);
    text += pachisi::to_string(pachisi::score_of(s, 0));
    (void)pachisi::hash_value(s);
    (void)pachisi::perft(pachisi::new_game<R>(pachisi::setup{.players = 2, .first_seat = 0}), 2);
    (void)pachisi::evaluate(s, 0);
    std::string error;
    (void)pachisi::try_parse_state<R>("not a state", &error);
    return actions > 0 && !text.empty() && !error.empty() ? 0 : 4;
}

}  // namespace

int main() {
    int failures = 0;
    std::uint64_t seed = 1;
    pachisi::for_each_preset([&](auto preset) {
        using R = typename decltype(preset)::rules;
        const int result = exercise<R>(seed++);
        if (result != 0) std::printf("%s: check %d failed\n", std::string(preset.name).c_str(), result);
        failures += result != 0;
    });
    // One options mix beside the presets (the registry's 63 rule types would make this compile take
    // minutes: tests/registry.cpp covers them): SHG with undo and no blockades.
    failures += exercise<pachisi::shg_rules<pachisi::shg_options{.blockades = false, .undo_in_play = true}>>(seed++) != 0;
    const bool found = pachisi::with_preset_and_options("shg:undo,no-blockades", [](auto) {});
    std::printf("%s\n", failures == 0 && found ? "every preset played" : "FAILED");
    return failures == 0 && found ? 0 : 1;
}
