#pragma once
// The Python module's view of the library: one game state and one batched environment of a rule
// set chosen at run time, behind virtual interfaces. A rule set is a C++ type; the module compiles
// one implementation per type (game_impl.hpp), and the bindings (module.cpp) see only these classes,
// so pybind11's code is compiled once, not once per rule set.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <pachisi/agents/environment.hpp>
#include <pachisi/agents/splitmix64.hpp>
#include <pachisi/engine/action.hpp>
#include <pachisi/engine/score.hpp>
#include <pachisi/rules/setup.hpp>
#include <pachisi/rules/throws.hpp>

namespace pachisi::python {

struct chance_entry {
    int id = 0;
    throw_outcome outcome;
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;
    std::string text;  // the throw in notation ("2-3", "4"), or the starting seat at the opening
};

// One section of an observation layout (agents/observation_bounds.hpp), offsets in the layout asked for.
struct layout_section {
    std::string name;
    int offset = 0;
    int size = 0;
};

// What a versus environment plays: one learner's seat against bots (the Gymnasium environments).
struct versus_options {
    int num_envs = 1;
    int seat = 0;                      // the learner's seat, in play
    std::array<std::string, 4> bots;   // the bot of each other seat in play ("random", "greedy", ...)
    int max_steps = 0;                 // the learner's decisions in a game before it is cut; 0: never
    bool information_layout = false;
};

class versus;

// Sizes that depend on the rule set.
struct game_shape {
    int pawns = 4;
    int num_distinct_actions = 0;
    int num_chance_outcomes = 0;
    int observation_size = 0;
    int information_size = 0;
};

// One game of some rule set, with the undo history of the actions and throws applied through it.
class game {
public:
    virtual ~game() = default;

    [[nodiscard]] virtual std::unique_ptr<game> clone() const = 0;
    [[nodiscard]] const std::string& preset() const noexcept { return preset_; }
    [[nodiscard]] virtual game_shape shape() const = 0;

    [[nodiscard]] virtual int current_player() const = 0;
    [[nodiscard]] virtual int mover() const = 0;
    [[nodiscard]] virtual std::string stage() const = 0;
    [[nodiscard]] virtual bool is_chance_node() const = 0;
    [[nodiscard]] virtual bool is_terminal() const = 0;
    [[nodiscard]] virtual int winners() const = 0;
    [[nodiscard]] virtual std::array<int, 4> places() const = 0;          // engine/score.hpp's places()
    [[nodiscard]] virtual std::vector<int> finishing_order() const = 0;   // playing for places
    [[nodiscard]] virtual std::vector<int> seats() const = 0;  // seats in play
    [[nodiscard]] virtual std::vector<std::vector<int>> pawns() const = 0;  // each seat's row (empty: not in play)
    [[nodiscard]] virtual score score_of(int seat) const = 0;  // engine/score.hpp's score_of(); std::out_of_range off 0..3

    [[nodiscard]] virtual std::vector<action> legal_actions() const = 0;
    [[nodiscard]] virtual std::vector<int> legal_action_ids() const = 0;
    virtual void legal_action_mask(std::uint8_t* out) const = 0;  // shape().num_distinct_actions bytes
    [[nodiscard]] virtual int action_id(const action& a) const = 0;
    [[nodiscard]] virtual action action_from_id(int id) const = 0;  // illegal_action when no legal action has it
    virtual void apply(const action& a) = 0;                      // checked: illegal_action
    virtual void undo() = 0;                                      // std::out_of_range with an empty history
    [[nodiscard]] virtual std::size_t history_size() const = 0;

    // OpenSpiel's `maedn` ids (0 pass, 1 bring a pawn in, 2 + field a move), for the rule sets on the MAEDN
    // board: the OpenSpiel id of the legal action with this module's id, and back. illegal_action for ids
    // that name no legal action, std::invalid_argument for other rule sets.
    [[nodiscard]] virtual int openspiel_action_id(int action_id) const = 0;
    [[nodiscard]] virtual int action_id_from_openspiel(int openspiel_id) const = 0;

    [[nodiscard]] virtual std::vector<chance_entry> chance_outcomes() const = 0;
    virtual void apply_throw(throw_outcome t) = 0;
    virtual void apply_chance_id(int id) = 0;
    [[nodiscard]] virtual throw_outcome parse_throw(const std::string& text) const = 0;
    [[nodiscard]] virtual throw_outcome sample_chance(splitmix64& rng) const = 0;

    virtual void observation(int seat, float* out) const = 0;  // shape().observation_size floats
    virtual void information(int seat, float* out) const = 0;  // shape().information_size floats
    // The layout's sections and each entry's least and greatest value in any game of these rules.
    [[nodiscard]] virtual std::vector<layout_section> observation_sections(bool information) const = 0;
    virtual void observation_bounds(bool information, float* low, float* high) const = 0;
    // N games of this state's rules and table, each started afresh from this state (a new game).
    [[nodiscard]] virtual std::unique_ptr<versus> make_versus(const versus_options& o) const = 0;
    [[nodiscard]] virtual std::array<double, 4> returns() const = 0;
    [[nodiscard]] virtual double progress_potential(int seat) const = 0;

    [[nodiscard]] virtual std::string notation() const = 0;
    // The history's states then the current one, in notation (for pickling).
    [[nodiscard]] virtual std::vector<std::string> notation_with_history() const = 0;
    [[nodiscard]] virtual std::string board_text() const = 0;
    [[nodiscard]] virtual std::optional<std::string> svg() const = 0;  // nullopt: the SVG board is not built in
    [[nodiscard]] virtual action bot_choose(const std::string& bot, splitmix64& rng) const = 0;
    [[nodiscard]] virtual bool equals(const game& other) const = 0;  // same rule set and same state

protected:
    explicit game(std::string preset) : preset_(std::move(preset)) {}
    std::string preset_;
};

// A batched_environment of some rule set.
class environment {
public:
    virtual ~environment() = default;
    [[nodiscard]] const std::string& preset() const noexcept { return preset_; }
    [[nodiscard]] virtual game_shape shape() const = 0;
    [[nodiscard]] virtual int num_envs() const = 0;
    [[nodiscard]] virtual int observation_size() const = 0;  // of the layout chosen
    virtual void step(const std::int32_t* ids, std::size_t count) = 0;
    virtual void reset(std::optional<std::uint64_t> seed) = 0;
    virtual void sample_legal_actions(splitmix64& rng, std::int32_t* ids) const = 0;  // num_envs() of them
    [[nodiscard]] virtual const std::int32_t* current_player() const = 0;
    [[nodiscard]] virtual const float* observation() const = 0;
    [[nodiscard]] virtual const std::uint8_t* legal_action_mask() const = 0;
    [[nodiscard]] virtual const float* rewards() const = 0;
    [[nodiscard]] virtual const std::uint8_t* terminated() const = 0;
    [[nodiscard]] virtual const std::uint8_t* truncated() const = 0;
    [[nodiscard]] virtual const std::int8_t* places() const = 0;
    [[nodiscard]] virtual std::unique_ptr<game> game_at(int i) const = 0;
    [[nodiscard]] virtual std::vector<int> legal_action_ids(int i) const = 0;
    [[nodiscard]] virtual std::int64_t decisions() const = 0;
    [[nodiscard]] virtual std::int64_t games_finished() const = 0;

protected:
    explicit environment(std::string preset) : preset_(std::move(preset)) {}
    std::string preset_;
};

// N games in which one seat (the learner) decides and bots play every other seat in play: what a
// Gymnasium environment of one agent sees, N at once. step() takes the learner's id in every game,
// then throws and lets the bots play until the learner decides again or the game ends. A game that
// ended (terminated, or truncated at max_steps) shows its last state on that step and starts afresh
// on the next one, whose id is then ignored (Gymnasium's next-step autoreset). Game i throws from
// splitmix64(game_seed(seed_i, 0)), as an Environment seeded with seed_i throws for its game 0, and
// its bots draw from splitmix64(game_seed(seed_i, 1)); both generators run on from game to game.
class versus {
public:
    virtual ~versus() = default;
    [[nodiscard]] virtual const std::string& preset() const noexcept = 0;
    [[nodiscard]] virtual game_shape shape() const = 0;
    [[nodiscard]] virtual int num_envs() const = 0;
    [[nodiscard]] virtual int observation_size() const = 0;
    // Every game starts afresh; game i's generators are seeded again from seeds[i] where it has a value.
    virtual void reset(const std::vector<std::optional<std::uint64_t>>& seeds) = 0;
    virtual void step(const std::int32_t* ids, std::size_t count) = 0;  // checked: std::invalid_argument
    [[nodiscard]] virtual const float* observation() const = 0;         // N x observation_size()
    [[nodiscard]] virtual const std::uint8_t* legal_action_mask() const = 0;  // N x num_distinct_actions
    [[nodiscard]] virtual const float* rewards() const = 0;             // N: the learner's return at the end
    [[nodiscard]] virtual const std::uint8_t* terminated() const = 0;
    [[nodiscard]] virtual const std::uint8_t* truncated() const = 0;
    [[nodiscard]] virtual const std::int32_t* bot_decisions() const = 0;  // N: the bots' decisions in the last step
    [[nodiscard]] virtual std::unique_ptr<game> game_at(int i) const = 0;
    [[nodiscard]] virtual std::int64_t decisions() const = 0;  // the learner's and the bots', since construction
};

// What to make: a new game (table), a game from notation (text), or an environment (options).
struct request {
    std::string preset;   // "shg", "shg:undo,no-blockades", ...
    setup table{};
    std::optional<std::string> notation;                // parse this state instead of a new game
    std::vector<std::string> history;                   // earlier states, oldest first (unpickling)
};

// The presets this module was built with. setup.py defines PACHISI_PYTHON_BUILT_PRESETS ("shg,traditional")
// when PACHISI_PYTHON_PRESETS asks for some presets only, and compiles only the families they need; by
// default (CMake, pip without it) every preset is built.
[[nodiscard]] constexpr std::string_view built_presets_spec() noexcept {
#ifdef PACHISI_PYTHON_BUILT_PRESETS
    return PACHISI_PYTHON_BUILT_PRESETS;
#else
    return {};
#endif
}
[[nodiscard]] constexpr bool preset_is_built(std::string_view name) noexcept {
    std::string_view list = built_presets_spec();
    if (list.empty()) return true;
    for (;;) {
        const std::size_t comma = list.find(',');
        if (list.substr(0, comma) == name) return true;
        if (comma == std::string_view::npos) return false;
        list.remove_prefix(comma + 1);
    }
}

// A preset of the registry that this module was built without (pachisi.PresetNotBuilt, a ValueError).
struct preset_not_built : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// Each family's translation unit (family_*.cpp) registers its two factories when the module loads;
// setup.py links only the families of the presets it builds. A factory makes the games whose rule
// sets its family holds and returns nullptr for the others; an unknown preset throws
// std::invalid_argument with the registry's message.
struct family_factories {
    std::unique_ptr<game> (*make_game)(const request& r);
    std::unique_ptr<environment> (*make_environment)(const std::string& preset, const environment_options& o);
};
[[nodiscard]] inline std::vector<family_factories>& families() {
    static std::vector<family_factories> registered;
    return registered;
}
inline bool register_family(family_factories f) {
    families().push_back(f);
    return true;
}

// The game or environment of any preset: asks each family in turn (nullptr: not built).
inline std::unique_ptr<game> make_game(const request& r) {
    for (const auto& f : families())
        if (auto g = f.make_game(r)) return g;
    return nullptr;
}
inline std::unique_ptr<environment> make_environment(const std::string& preset, const environment_options& o) {
    for (const auto& f : families())
        if (auto e = f.make_environment(preset, o)) return e;
    return nullptr;
}

}  // namespace pachisi::python
