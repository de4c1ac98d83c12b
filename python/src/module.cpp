// The `pachisi._core` Python module: games of any preset chosen by name at run time, their actions,
// chance outcomes, observations and returns, bots, and the batched environment with numpy arrays.
// Library errors reach Python with their messages: pachisi.IllegalAction and pachisi.NotationError
// (both ValueError), std::invalid_argument as ValueError, std::out_of_range as IndexError; a preset
// left out of the build (setup.py's PACHISI_PYTHON_PRESETS) raises pachisi.PresetNotBuilt (ValueError).

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <pachisi/agents/openspiel_maedn.hpp>
#include <pachisi/agents/players.hpp>
#include <pachisi/engine/play.hpp>
#include <pachisi/rules/registry.hpp>
#include <pachisi/text/notation.hpp>
#include <pachisi/version.hpp>

#include "game.hpp"

namespace py = pybind11;
using namespace pachisi;
using pachisi::python::environment;
using pachisi::python::game;
using pachisi::python::versus;

namespace {

constexpr const char* kind_names[] = {"pass",          "enter",       "enter_sum",   "move",
                                      "whole_move",    "capture_reward", "home_reward", "throw_again",
                                      "decline",       "roll",        "refuse"};

std::string preset_spec(const std::string& preset, const std::vector<std::string>& options) {
    std::string spec = preset;
    for (std::size_t i = 0; i < options.size(); ++i) spec += (i == 0 && preset.find(':') == std::string::npos ? ":" : ",") + options[i];
    return spec;
}

setup make_setup(int players, bool partners, bool first_pawn_out, int first_seat, bool play_for_places,
                 bool two_players_opposite) {
    return {.players = players, .partners = partners, .first_pawn_out = first_pawn_out, .first_seat = first_seat,
            .play_for_places = play_for_places, .two_players_opposite = two_players_opposite};
}

// The presets built into this module (all of the registry's unless setup.py was told otherwise).
std::vector<std::string> built_presets() {
    std::vector<std::string> names;
    for (const auto n : preset_names())
        if (python::preset_is_built(n)) names.emplace_back(n);
    return names;
}

// Why a preset of the registry cannot be played here, and the command that adds it.
std::string not_built_message(const std::string& spec) {
    const std::string name = spec.substr(0, spec.find(':'));
    std::string built, wanted;  // "shg, cardinal" and "shg,cardinal,traditional"
    for (const auto& n : built_presets()) {
        built += (built.empty() ? "" : ", ") + n;
        wanted += n + ",";
    }
    wanted += name;
    return "pachisi: preset '" + name + "' is not built into this module, which was installed with " +
           "PACHISI_PYTHON_PRESETS=" + std::string(python::built_presets_spec()) + " (presets built: " + built +
           "). To play it, reinstall from the checkout with it: PACHISI_PYTHON_PRESETS=" + wanted +
           " pip install --no-build-isolation --no-index . (or without PACHISI_PYTHON_PRESETS for every preset)";
}

std::unique_ptr<game> make_checked(const python::request& r) {
    auto g = python::make_game(r);
    if (!g) throw python::preset_not_built(not_built_message(r.preset));
    return g;
}

action to_action(const game& g, const py::handle& x) {
    if (py::isinstance<action>(x)) return x.cast<action>();
    if (py::isinstance<py::str>(x)) return parse_action(x.cast<std::string>());
    if (py::isinstance<py::int_>(x) || py::hasattr(x, "__index__")) return g.action_from_id(x.cast<int>());
    throw py::type_error("pachisi: an action is an Action, its notation (str) or its id (int)");
}

// A numpy array over memory the environment owns: no copy; `owner` keeps the environment alive.
template <class T>
py::array view(const py::object& owner, const T* data, std::vector<py::ssize_t> shape, const char* dtype = nullptr) {
    std::vector<py::ssize_t> strides(shape.size());
    py::ssize_t stride = sizeof(T);
    for (std::size_t i = shape.size(); i-- > 0;) strides[i] = stride, stride *= shape[i];
    py::array a(dtype ? py::dtype(dtype) : py::dtype::of<T>(), shape, strides, const_cast<T*>(data), owner);
    a.attr("setflags")(py::arg("write") = false);
    return a;
}

bool information_layout(const std::string& layout) {
    if (layout != "full" && layout != "information")
        throw std::invalid_argument("pachisi: layout is 'full' or 'information', not '" + layout + "'");
    return layout == "information";
}

// A bot per seat from one name (every opponent) or a list of four (the learner's entry is not read).
std::array<std::string, 4> bot_names(const py::handle& bots) {
    std::array<std::string, 4> names;
    if (py::isinstance<py::str>(bots)) {
        names.fill(bots.cast<std::string>());
        return names;
    }
    const auto list = bots.cast<std::vector<std::optional<std::string>>>();
    if (list.size() != 4) throw std::invalid_argument("pachisi: bots is one name, or a list of 4 (one per seat)");
    for (std::size_t seat = 0; seat < 4; ++seat) names[seat] = list[seat].value_or("");
    return names;
}

py::object fraction(std::uint64_t numerator, std::uint64_t denominator) {
    static py::object make = py::module_::import("fractions").attr("Fraction");
    return make(numerator, denominator);
}

}  // namespace

PYBIND11_MODULE(_core, m) {
    m.doc() = "Rules of the Pachisi family (C++ library pachisi) for Python and learning code";
    m.attr("__version__") = std::to_string(PACHISI_VERSION_MAJOR) + "." + std::to_string(PACHISI_VERSION_MINOR) + "." +
                            std::to_string(PACHISI_VERSION_PATCH);
    m.attr("CHANCE_PLAYER") = chance_player_id;
    m.attr("TERMINAL_PLAYER") = terminal_player_id;
    m.attr("NUM_SEATS") = num_seats;
    // OpenSpiel's maedn ids (pachisi.OPENSPIEL_MAEDN_NUM_ACTIONS, the old name, warns: pachisi/__init__.py)
    m.attr("OPENSPIEL_MAEDN_NUM_DISTINCT_ACTIONS") = openspiel_maedn_num_distinct_actions;
#if __has_include(<pachisi/text/board_svg.hpp>)
    m.attr("HAS_SVG") = true;  // State._repr_svg_ draws the board for notebooks
#else
    m.attr("HAS_SVG") = false;
#endif

    py::register_exception<illegal_action>(m, "IllegalAction", PyExc_ValueError);
    py::register_exception<notation_error>(m, "NotationError", PyExc_ValueError);
    py::register_exception<python::preset_not_built>(m, "PresetNotBuilt", PyExc_ValueError);

    m.def("presets", [] {
        std::vector<std::string> names;
        for (const auto n : preset_names()) names.emplace_back(n);
        return names;
    }, "The preset names of the library's registry, in menu order (built_presets(): those this module plays).");
    m.def("built_presets", &built_presets,
          "The presets this module was built with: all of presets(), unless it was installed with "
          "PACHISI_PYTHON_PRESETS=... (the others raise PresetNotBuilt).");
    m.def("_preset_not_built_message", &not_built_message, py::arg("preset"),
          "The message of PresetNotBuilt for `preset` (for tests).");
    m.def("game_seed", &game_seed, py::arg("seed"), py::arg("index"),
          "The seed of game `index`'s Generator in an Environment seeded with `seed`.");

    // ---- Action ----
    py::class_<action>(m, "Action", "One decision of a seat; its text form is the library's notation.")
        .def(py::init([](const std::string& text) { return parse_action(text); }), py::arg("notation"))
        .def_property_readonly("kind", [](const action& a) { return kind_names[static_cast<int>(a.kind)]; })
        .def_property_readonly("pawn", [](const action& a) { return static_cast<int>(a.from); },
                               "progress of the pawn that moves (0 for enter, pass, ...)")
        .def_property_readonly("tag", [](const action& a) { return static_cast<int>(a.tag); })
        .def_property_readonly("steps", [](const action& a) { return static_cast<int>(a.steps); })
        .def_property_readonly("to", [](const action& a) { return static_cast<int>(a.to); })
        .def_property_readonly("group", [](const action& a) { return static_cast<int>(a.group); })
        .def("__str__", [](const action& a) { return to_string(a); })
        .def("__repr__", [](const action& a) { return "Action('" + to_string(a) + "')"; })
        .def("__eq__", [](const action& a, const action& b) { return a == b; })
        .def("__hash__", [](const action& a) { return py::hash(py::str(to_string(a))); })
        .def(py::pickle([](const action& a) { return py::make_tuple(to_string(a)); },
                        [](const py::tuple& t) { return parse_action(t[0].cast<std::string>()); }));
    m.def("parse_action", [](const std::string& text) { return parse_action(text); }, py::arg("notation"));

    // ---- Generator ----
    py::class_<splitmix64>(m, "Generator", "SplitMix64: the library's portable random generator (one per game).")
        .def(py::init<std::uint64_t>(), py::arg("seed") = 0)
        .def("next", [](splitmix64& g) { return g(); }, "the next 64-bit value")
        .def("below", [](splitmix64& g, std::uint64_t n) {
            if (n == 0) throw std::invalid_argument("pachisi.Generator.below: n must be positive");
            return uniform_below(g, n);
        }, py::arg("n"), "a uniform integer in [0, n), the same on every platform")
        .def_property_readonly("state", &splitmix64::state)
        .def("__eq__", [](const splitmix64& a, const splitmix64& b) { return a == b; })
        .def(py::pickle([](const splitmix64& g) { return py::make_tuple(g.state()); },
                        [](const py::tuple& t) { return splitmix64(t[0].cast<std::uint64_t>()); }));

    // ---- Score ----
    py::class_<score>(m, "Score",
                      "A seat's score, (pawns at HOME, steps), compared pawns at HOME first; str() is the library's "
                      "text: '3-110', and '0-(-20)' for steps below zero (a pawn in the nest counts -5). Unpacks as "
                      "(home, steps) and equals that tuple.")
        .def(py::init([](int home, int steps) { return score{home, steps}; }), py::arg("home"), py::arg("steps"))
        .def_readonly("home", &score::home, "pawns at HOME (MAEDN: in the goal fields)")
        .def_readonly("steps", &score::steps, "the steps of the seat's pawns, -5 for each in the nest")
        .def("__str__", [](const score& s) { return to_string(s); })
        .def("__repr__", [](const score& s) {
            return "pachisi.Score(home=" + std::to_string(s.home) + ", steps=" + std::to_string(s.steps) + ")";
        })
        .def("__iter__", [](const score& s) { return py::iter(py::make_tuple(s.home, s.steps)); })
        .def("__len__", [](const score&) { return 2; })
        .def("__getitem__", [](const score& s, int i) {
            if (i == 0 || i == -2) return s.home;
            if (i == 1 || i == -1) return s.steps;
            throw py::index_error("pachisi.Score: index 0 (home) or 1 (steps)");
        }, py::arg("index"))
        .def("__eq__", [](const score& a, const score& b) { return a == b; }, py::is_operator())
        .def("__eq__", [](const score& a, const std::pair<int, int>& b) { return a == score{b.first, b.second}; }, py::is_operator())
        .def("__lt__", [](const score& a, const score& b) { return a < b; }, py::is_operator())
        .def("__le__", [](const score& a, const score& b) { return a <= b; }, py::is_operator())
        .def("__gt__", [](const score& a, const score& b) { return a > b; }, py::is_operator())
        .def("__ge__", [](const score& a, const score& b) { return a >= b; }, py::is_operator())
        .def("__hash__", [](const score& s) { return py::hash(py::make_tuple(s.home, s.steps)); })
        .def(py::pickle([](const score& s) { return py::make_tuple(s.home, s.steps); },
                        [](const py::tuple& t) { return score{t[0].cast<int>(), t[1].cast<int>()}; }));

    // ---- State ----
    // The convention (docs/learning.md, "Names"): a property is fixed for the game's life (the preset, the
    // table, the sizes); everything about the position, which changes as the game is played, is a method, as
    // in OpenSpiel's pyspiel.State. The old names (mover, stage, ...) are aliases in pachisi/__init__.py.
    py::class_<game>(m, "State", "A game of one preset: a chance node, a decision of one seat, or over.")
        .def_property_readonly("preset", &game::preset)
        .def_property_readonly("num_distinct_actions", [](const game& g) { return g.shape().num_distinct_actions; })
        .def_property_readonly("num_chance_outcomes", [](const game& g) { return g.shape().num_chance_outcomes; })
        .def_property_readonly("observation_size", [](const game& g) { return g.shape().observation_size; })
        .def_property_readonly("information_size", [](const game& g) { return g.shape().information_size; })
        .def_property_readonly("pawns_per_seat", [](const game& g) { return g.shape().pawns; })
        .def("current_player", &game::current_player, "the seat to decide; -1 at a chance node, -4 once over")
        .def("whose_turn", &game::mover,
             "the seat whose turn it is, throwing or deciding (current_player() is -1 while it throws)")
        .def("current_stage", &game::stage, "'opening', 'ready', 'throw', 'play' or 'over'")
        .def("is_chance_node", &game::is_chance_node)
        .def("is_terminal", &game::is_terminal)
        .def("winning_seats", [](const game& g) {
            std::vector<int> seats;
            for (int seat = 0; seat < 4; ++seat)
                if ((g.winners() >> seat) & 1) seats.push_back(seat);
            return seats;
        }, "the seats that won ([] until the game is over; partners win together)")
        .def("places", &game::places,
             "each seat's place at the end (1 the best; seats tied on score share a place; 0 for seats not in "
             "play, and for all until the game is over); playing for places, the finishing order comes first")
        .def("finishers", &game::finishing_order, "playing for places: the seats that have finished, first finisher first")
        .def_property_readonly("seats", &game::seats, "the seats in play")
        .def("pawn_progress", &game::pawns, "each seat's pawns' progress, highest first ([] for a seat not in play)")
        .def("score", &game::score_of, py::arg("seat"),
             "the seat's score as pachisi.Score (home, steps); str() of it is the library's text, '0-(-20)'")
        .def("legal_actions", &game::legal_actions)
        .def("legal_action_ids", &game::legal_action_ids)
        .def("legal_action_mask", [](const game& g) {
            py::array_t<bool> mask(g.shape().num_distinct_actions);
            g.legal_action_mask(reinterpret_cast<std::uint8_t*>(mask.mutable_data()));
            return mask;
        })
        .def("action_id", [](const game& g, const py::handle& a) { return g.action_id(to_action(g, a)); }, py::arg("action"))
        .def("action_from_id", &game::action_from_id, py::arg("id"))
        .def("apply", [](game& g, const py::handle& a) { g.apply(to_action(g, a)); }, py::arg("action"),
             "apply a legal action (Action, notation or id); pachisi.IllegalAction otherwise")
        .def("undo", &game::undo, "take back the last action or throw applied to this State")
        .def("history_length", &game::history_size, "how many actions and throws undo() can take back")
        .def("openspiel_action_id", &game::openspiel_action_id, py::arg("action_id"),
             "OpenSpiel maedn's id (0 pass, 1 bring a pawn in, 2 + field a move) of the legal action with this id; "
             "presets on the MAEDN board only (maedn, maedn_openspiel), else ValueError")
        .def("action_id_from_openspiel", &game::action_id_from_openspiel, py::arg("openspiel_id"),
             "the id of the legal action that OpenSpiel maedn's id names (IllegalAction when none does)")
        .def("chance_outcomes", [](const game& g) {
            py::list out;
            for (const auto& c : g.chance_outcomes()) out.append(py::make_tuple(c.id, fraction(c.numerator, c.denominator), c.text));
            return out;
        }, "(id, exact probability as fractions.Fraction, text) for each outcome of a chance node")
        .def("apply_throw", [](game& g, const py::handle& x) {
            if (py::isinstance<py::str>(x)) g.apply_throw(g.parse_throw(x.cast<std::string>()));
            else g.apply_chance_id(x.cast<int>());
        }, py::arg("outcome"), "apply a chance outcome by id or by its notation ('2-3', '4')")
        .def("sample_chance", [](const game& g, splitmix64& rng) {
            const throw_outcome t = g.sample_chance(rng);
            for (const auto& c : g.chance_outcomes())
                if (c.outcome == t) return c.id;
            return -1;
        }, py::arg("generator"), "the id of an outcome drawn with its exact probability")
        .def("observation", [](const game& g, std::optional<int> seat, const std::string& layout, py::object out) {
            const int observer = seat.value_or(g.mover());
            const auto shape = g.shape();
            if (layout != "full" && layout != "information")
                throw std::invalid_argument("pachisi: layout is 'full' or 'information', not '" + layout + "'");
            const auto size = static_cast<py::ssize_t>(layout == "full" ? shape.observation_size : shape.information_size);
            // The caller's buffer is written in place (no copy, no allocation); without one, a new array.
            py::array_t<float> buffer;
            if (out.is_none()) {
                buffer = py::array_t<float>(size);
            } else {
                const auto given = py::array::ensure(out);
                const bool usable = given && given.dtype().is(py::dtype::of<float>()) && given.ndim() == 1 &&
                                    given.shape(0) == size && (given.flags() & py::array::c_style) && given.writeable();
                if (!usable)
                    throw std::invalid_argument("pachisi: out must be a writable, contiguous 1-d float32 array of " +
                                                std::to_string(size) + " values");
                buffer = py::reinterpret_borrow<py::array_t<float>>(given);
            }
            if (layout == "full") g.observation(observer, buffer.mutable_data());
            else g.information(observer, buffer.mutable_data());
            return buffer;
        }, py::arg("seat") = py::none(), py::arg("layout") = "full", py::arg("out") = py::none(),
           "the state seen by `seat` (default: the mover), float32; written in place into `out` when given "
           "(a contiguous 1-d float32 array of the layout's size, returned), else into a new array")
        .def("observation_sections", [](const game& g, const std::string& layout) {
            py::list out;
            for (const auto& s : g.observation_sections(information_layout(layout))) out.append(py::make_tuple(s.name, s.offset, s.size));
            return out;
        }, py::arg("layout") = "full",
           "the layout's sections in order, (name, offset, size): squares, blockades (full layout only), pawns, marks, "
           "seats, stage, throw, parts, rewards, counters, then the parts of the memory section the rules have")
        .def("observation_bounds", [](const game& g, const std::string& layout) {
            const bool information = information_layout(layout);
            const auto size = static_cast<py::ssize_t>(information ? g.shape().information_size : g.shape().observation_size);
            py::array_t<float> low(size), high(size);
            g.observation_bounds(information, low.mutable_data(), high.mutable_data());
            return py::make_tuple(low, high);
        }, py::arg("layout") = "full",
           "(low, high): float32 arrays of the least and greatest value of each entry of the layout in any game of "
           "these rules and options (agents/observation_bounds.hpp)")
        .def("returns", &game::returns)
        .def("progress_potential", &game::progress_potential, py::arg("seat"))
        .def("clone", &game::clone)
        .def("__copy__", &game::clone)
        .def("__deepcopy__", [](const game& g, const py::dict&) { return g.clone(); }, py::arg("memo"))
        .def("notation", &game::notation)
        .def("__str__", &game::notation)
        .def("__repr__", [](const game& g) { return "pachisi.parse_state('" + g.preset() + "', '" + g.notation() + "')"; })
        .def("board", &game::board_text, "the board drawn in text")
        .def("_repr_svg_", [](const game& g) -> py::object {
            if (auto svg = g.svg()) return py::str(*svg);
            return py::none();
        })
        .def("__eq__", [](const game& a, const game& b) { return a.equals(b); })
        .def(py::pickle(
            [](const game& g) { return py::make_tuple(g.preset(), g.notation_with_history()); },
            [](const py::tuple& t) {
                auto texts = t[1].cast<std::vector<std::string>>();
                python::request r;
                r.preset = t[0].cast<std::string>();
                r.notation = texts.back();
                texts.pop_back();
                r.history = std::move(texts);
                return make_checked(r);
            }));
    m.attr("State").attr("__hash__") = py::none();  // mutable

    m.def("new_game", [](const std::string& preset, int players, const std::vector<std::string>& options, bool partners,
                         bool first_pawn_out, int first_seat, bool play_for_places, bool two_players_opposite) {
        python::request r;
        r.preset = preset_spec(preset, options);
        r.table = make_setup(players, partners, first_pawn_out, first_seat, play_for_places, two_players_opposite);
        return make_checked(r);
    }, py::arg("preset"), py::arg("players") = 4, py::arg("options") = std::vector<std::string>{},
       py::arg("partners") = false, py::arg("first_pawn_out") = false, py::arg("first_seat") = -1,
       py::arg("play_for_places") = false, py::arg("two_players_opposite") = true,
       "A new game of the preset chosen by name ('shg', 'cardinal', ...; options e.g. ['undo', 'no-blockades']).");
    m.def("parse_state", [](const std::string& preset, const std::string& text, const std::vector<std::string>& options) {
        python::request r;
        r.preset = preset_spec(preset, options);
        r.notation = text;
        return make_checked(r);
    }, py::arg("preset"), py::arg("notation"), py::arg("options") = std::vector<std::string>{});

    // ---- Bot ----
    struct bot {
        std::string name;
    };
    py::class_<bot>(m, "Bot", "One of the library's bots: 'random', 'greedy', 'expectimax', 'expectimax2'.")
        .def(py::init([](const std::string& name) {
            if (!any_bot::named(name)) {
                std::string known;
                for (const auto n : any_bot::names) (known += " ") += n;
                throw std::invalid_argument("pachisi: unknown bot '" + name + "' (bots:" + known + ")");
            }
            return bot{name};
        }), py::arg("name"))
        .def_readonly("name", &bot::name)
        .def("choose", [](const bot& b, const game& g, splitmix64& rng) {
            py::gil_scoped_release unlocked;
            return g.bot_choose(b.name, rng);
        }, py::arg("state"), py::arg("generator"), "a legal action for the seat to move");

    // ---- Environment ----
    py::class_<environment>(m, "Environment",
                            "N games stepped together, chance resolved and games restarted automatically; the "
                            "arrays are read-only numpy views that each step overwrites.")
        .def(py::init([](const std::string& preset, int num_envs, int players, const std::vector<std::string>& options,
                         bool partners, bool first_pawn_out, int first_seat, bool play_for_places,
                         bool two_players_opposite, std::uint64_t seed,
                         int max_decisions, double shaping, bool information_layout, int threads) {
            environment_options o{.num_envs = num_envs,
                                  .table = make_setup(players, partners, first_pawn_out, first_seat, play_for_places,
                                                      two_players_opposite),
                                  .seed = seed,
                                  .max_decisions = max_decisions,
                                  .shaping = shaping,
                                  .information_layout = information_layout,
                                  .threads = threads};
            auto env = python::make_environment(preset_spec(preset, options), o);
            if (!env) throw python::preset_not_built(not_built_message(preset));
            return env;
        }), py::arg("preset"), py::arg("num_envs") = 1, py::arg("players") = 4,
            py::arg("options") = std::vector<std::string>{}, py::arg("partners") = false,
            py::arg("first_pawn_out") = false, py::arg("first_seat") = -1, py::arg("play_for_places") = false,
            py::arg("two_players_opposite") = true, py::arg("seed") = 0, py::arg("max_decisions") = 100000, py::arg("shaping") = 0.0,
            py::arg("information_layout") = false, py::arg("threads") = 1)
        .def_property_readonly("preset", &environment::preset)
        .def_property_readonly("num_envs", &environment::num_envs)
        .def_property_readonly("num_distinct_actions", [](const environment& e) { return e.shape().num_distinct_actions; })
        .def_property_readonly("observation_size", &environment::observation_size, "of the layout chosen")
        .def_property_readonly("num_seats", [](const environment&) { return num_seats; },
                               "4, the width of rewards and places (pachisi.NUM_SEATS)")
        .def("step", [](environment& e, const py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>& ids) {
            if (ids.ndim() != 1) throw std::invalid_argument("pachisi.Environment.step: one action id per game, a 1-d array");
            const auto* data = ids.data();
            const auto count = static_cast<std::size_t>(ids.shape(0));
            py::gil_scoped_release unlocked;
            e.step(data, count);
        }, py::arg("actions"), "one legal action id per game")
        .def("sample_legal_actions", [](const environment& e, splitmix64& rng) {
            py::array_t<std::int32_t> ids(e.num_envs());
            e.sample_legal_actions(rng, ids.mutable_data());
            return ids;
        }, py::arg("generator"),
            "one uniformly random legal action id per game, drawn from `generator` (the games' own generators "
            "are left alone): random play without a pass over the mask")
        .def("reset", &environment::reset, py::arg("seed") = py::none())
        .def_property_readonly("current_player", [](const py::object& self) {
            const auto& e = self.cast<const environment&>();
            return view(self, e.current_player(), {e.num_envs()});
        })
        .def_property_readonly("observation", [](const py::object& self) {
            const auto& e = self.cast<const environment&>();
            return view(self, e.observation(), {e.num_envs(), e.observation_size()});
        })
        .def_property_readonly("legal_action_mask", [](const py::object& self) {
            const auto& e = self.cast<const environment&>();
            return view(self, e.legal_action_mask(), {e.num_envs(), e.shape().num_distinct_actions}, "bool");
        })
        .def_property_readonly("rewards", [](const py::object& self) {
            const auto& e = self.cast<const environment&>();
            return view(self, e.rewards(), {e.num_envs(), num_seats});
        })
        .def_property_readonly("terminated", [](const py::object& self) {
            const auto& e = self.cast<const environment&>();
            return view(self, e.terminated(), {e.num_envs()}, "bool");
        })
        .def_property_readonly("truncated", [](const py::object& self) {
            const auto& e = self.cast<const environment&>();
            return view(self, e.truncated(), {e.num_envs()}, "bool");
        })
        .def_property_readonly("places", [](const py::object& self) {
            const auto& e = self.cast<const environment&>();
            return view(self, e.places(), {e.num_envs(), num_seats});
        }, "per seat, its place (1 the best) in the game the last step ended; 0 on other steps")
        .def("game", &environment::game_at, py::arg("index"), "a copy of game `index` as a State")
        .def("legal_action_ids", &environment::legal_action_ids, py::arg("index"))
        .def_property_readonly("decisions", &environment::decisions)
        .def_property_readonly("games_finished", &environment::games_finished);

    // ---- VersusEnvironment ----
    py::class_<versus>(m, "VersusEnvironment",
                       "N games of one learner's seat against the library's bots (what pachisi.gymnasium steps): "
                       "step() takes the learner's id in every game, then throws and lets the bots play until the "
                       "learner decides again. A game that ended shows its last state on that step and starts "
                       "afresh on the next, whose id is ignored. The arrays are read-only numpy views that each "
                       "step overwrites.")
        .def(py::init([](const std::string& preset, int num_envs, int players, const std::vector<std::string>& options,
                         bool partners, bool first_pawn_out, int first_seat, bool play_for_places,
                         bool two_players_opposite, int seat, const py::object& bots, int max_steps,
                         bool information_layout) {
            python::request r;
            r.preset = preset_spec(preset, options);
            r.table = make_setup(players, partners, first_pawn_out, first_seat, play_for_places, two_players_opposite);
            const auto fresh = make_checked(r);
            python::versus_options o{.num_envs = num_envs, .seat = seat, .bots = bot_names(bots),
                                     .max_steps = max_steps, .information_layout = information_layout};
            if (seat < 0) o.seat = fresh->seats().front();  // the first seat in play
            return fresh->make_versus(o);
        }), py::arg("preset"), py::arg("num_envs") = 1, py::arg("players") = 4,
            py::arg("options") = std::vector<std::string>{}, py::arg("partners") = false,
            py::arg("first_pawn_out") = false, py::arg("first_seat") = -1, py::arg("play_for_places") = false,
            py::arg("two_players_opposite") = true, py::arg("seat") = -1, py::arg("bots") = "random",
            py::arg("max_steps") = 0, py::arg("information_layout") = false)
        .def_property_readonly("preset", &versus::preset)
        .def_property_readonly("num_envs", &versus::num_envs)
        .def_property_readonly("num_distinct_actions", [](const versus& v) { return v.shape().num_distinct_actions; })
        .def_property_readonly("observation_size", &versus::observation_size, "of the layout chosen")
        .def("reset", [](versus& v, const py::object& seeds) {
            std::vector<std::optional<std::uint64_t>> list;
            if (!seeds.is_none()) list = seeds.cast<std::vector<std::optional<std::uint64_t>>>();
            py::gil_scoped_release unlocked;
            v.reset(list);
        }, py::arg("seeds") = py::none(),
           "every game afresh; game i's generators seeded again from seeds[i] where it is not None "
           "(throws: game_seed(seed, 0), bots: game_seed(seed, 1)), else they run on")
        .def("step", [](versus& v, const py::array_t<std::int32_t, py::array::c_style | py::array::forcecast>& ids) {
            if (ids.ndim() != 1) throw std::invalid_argument("pachisi.VersusEnvironment.step: one action id per game, a 1-d array");
            const auto* data = ids.data();
            const auto count = static_cast<std::size_t>(ids.shape(0));
            py::gil_scoped_release unlocked;
            v.step(data, count);
        }, py::arg("actions"), "the learner's legal id in every game (ignored in a game that ended on the last step)")
        .def_property_readonly("observation", [](const py::object& self) {
            const auto& v = self.cast<const versus&>();
            return view(self, v.observation(), {v.num_envs(), v.observation_size()});
        })
        .def_property_readonly("legal_action_mask", [](const py::object& self) {
            const auto& v = self.cast<const versus&>();
            return view(self, v.legal_action_mask(), {v.num_envs(), v.shape().num_distinct_actions}, "bool");
        })
        .def_property_readonly("rewards", [](const py::object& self) {
            const auto& v = self.cast<const versus&>();
            return view(self, v.rewards(), {v.num_envs()});
        }, "the learner's return on the step that ended its game, else 0")
        .def_property_readonly("terminated", [](const py::object& self) {
            const auto& v = self.cast<const versus&>();
            return view(self, v.terminated(), {v.num_envs()}, "bool");
        })
        .def_property_readonly("truncated", [](const py::object& self) {
            const auto& v = self.cast<const versus&>();
            return view(self, v.truncated(), {v.num_envs()}, "bool");
        })
        .def_property_readonly("bot_decisions", [](const py::object& self) {
            const auto& v = self.cast<const versus&>();
            return view(self, v.bot_decisions(), {v.num_envs()});
        }, "per game, the bots' decisions in the last step (or reset)")
        .def("game", &versus::game_at, py::arg("index"), "a copy of game `index` as a State")
        .def_property_readonly("decisions", &versus::decisions, "the learner's and the bots' decisions since construction");
}
