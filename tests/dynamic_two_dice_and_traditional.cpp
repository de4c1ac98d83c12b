// docs/rules.md §5 and §6: the rule sets whose options are values chosen at run time, two_dice_rules_dynamic
// (rules/two_dice_dynamic.hpp) and traditional_rules_dynamic<shells, max_pawns> (rules/traditional_dynamic.hpp),
// against the compile-time ones and against the simple implementation of tests/simple_two_dice.hpp:
//   1. side by side: every two-dice and traditional type of the registry (shg 8, cardinal 1, american 2,
//      traditional 26, traditional7 26: 63) and the run-time rule set with the same options play random games
//      in lockstep (2, 3 and 4 players, partners where allowed, some playing for places, some first pawns out,
//      some with a first seat chosen). At every node: the node kind, the state's text, the dynamic state's
//      notation round trip (byte equality), its invariants, the chances (outcomes and probabilities, in
//      order), the generator's draw, the legal actions in order, and apply (apply_throw) then undo restoring
//      the dynamic state; (two dice) at every 8th throw node enumerate_plays (ends, action sequences, throws
//      again); at the end of every game and every 64 steps: score_of per seat, winners, places, returns, rank
//      with identically seeded generators, draw_board and summary; for each type, setup_problem and new_game
//      on a few tables, good and bad. 20,000 steps per two-dice type and 8,000 per traditional type, each
//      type's last game played to its end (about 760,000 steps); PACHISI_DYNAMIC_STEPS=<total> spreads that
//      many over the 63 types instead;
//   2. specs: each of the registry's 93 specs, through with_rules, names the run-time rule set of its type's
//      board and pawn count with its type's options, and chosen_rules' calls are that rule set's; the spec
//      words set the options they name;
//   3. refusals and words: exact messages for bad specs; the rewards dimensions (capture and home reward x
//      immediate reward x doublet bonus, on each two-dice preset's options: 648 compile-time rule sets, checked
//      by the compiler only) answered by problem(), new_game, try_parse_state, parse_state and the spec as the
//      compile-time checks answer (rewards_fit, PACHISI_MESSAGE_REWARDS); mixes the registry does not offer
//      accepted by spec and played;
//   4. mixes the registry never had: 240 random two-dice mixes (every member of two_dice_rule_options varied)
//      and 100 random traditional yes/no mixes (on every board and pawn count with_rules offers, through specs
//      in yes/no words), played by the run-time rule set only, with the invariants, the notation round trip
//      and apply/undo after every step. The two-dice mixes within the simple implementation's dimensions also
//      compare the ends of plays at throw nodes of those games with it (two_dice_pairs.hpp's compare, and
//      compare_ends below where a capture reward may be thrown or declined). two_dice_pairs.hpp's
//      random_pairs, and all of cowrie_pairs.hpp (the traditional differential), read the rules from a type's
//      members, so they take compile-time rule sets only: the traditional mixes have no simple comparison.
//      Five such mixes also play side by side with a compile-time type built from the same options.
//      PACHISI_DYNAMIC_MIXES=<n> plays n mixes of each kind instead (opt-in);
//   5. perft: the two-dice and traditional rows of tests/perft_regression.cpp with the run-time rule sets;
//   6. the side-by-side comparison is not blind: an option flipped on the dynamic side only is seen.
// Time (g++ 12 -O1, one core of a loaded 2-core machine): about 6 s to run; about 3 minutes to compile
// (68 compile-time engines and 21 run-time ones: the engine's code per rule set is most of it). With ASan and
// UBSan (PACHISI_SANITIZED): about 25 s.
#include "catch.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

#include "learning_twins.hpp"
#include "test_support.hpp"
#include "two_dice_pairs.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace dynamic_two_dice_and_traditional_tests {

namespace {

using namespace pachisi;
using random_draws::uniform;

// ---- options in words ----------------------------------------------------------------------------------------

std::string describe(const two_dice_rule_options& o) {
    std::ostringstream out;
    out << "auto_fives=" << o.auto_fives << " entry_captures_on_safe=" << o.entry_captures_on_safe
        << " combine=" << static_cast<int>(o.combine) << " must_use_larger_die=" << o.must_use_larger_die
        << " moves_compulsory=" << o.moves_compulsory << " blockades=" << o.blockades << " safe_squares=" << o.safe_squares
        << " exact_home=" << o.exact_home << " extra_lap=" << o.extra_lap << " bonus=" << static_cast<int>(o.bonus)
        << " bonus_all_or_none=" << o.bonus_all_or_none << " again=" << static_cast<int>(o.again)
        << " third_doublet_penalty=" << o.third_doublet_penalty << " capture=" << static_cast<int>(o.capture)
        << " capture_reward_squares=" << o.capture_reward_squares << " home_reward_squares=" << o.home_reward_squares
        << " rewards_optional=" << o.rewards_optional
        << " immediate_capture_reward_in_bonus=" << o.immediate_capture_reward_in_bonus
        << " opening=" << static_cast<int>(o.opening) << " undo_in_play=" << o.undo_in_play
        << " partners_allowed=" << o.partners_allowed << " first_pawn_out_allowed=" << o.first_pawn_out_allowed
        << " rank_with_tie_weights=" << o.rank_with_tie_weights;
    return out.str();
}

std::string describe(const traditional_options& o) {
    std::ostringstream out;
    out << "pawns=" << o.pawns << " split_throw=" << o.split_throw << " home_needs_capture=" << o.home_needs_capture
        << " exact_home=" << o.exact_home << " capture_throws_again=" << o.capture_throws_again << " arm=" << o.arm
        << " castle_offset=" << o.castle_offset << " first_move_on_2_3_4=" << o.first_move_on_2_3_4
        << " cancelled_capture=" << o.cancelled_capture;
    return out.str();
}

// ---- a compile-time rule set and its run-time counterpart --------------------------------------------------

// The run-time rule set that plays the compile-time two-dice or traditional rule set S.
template <class S>
auto dynamic_tag() {
    if constexpr (S::turn == family::parcheesi) return std::type_identity<two_dice_rules_dynamic>{};
    else return std::type_identity<traditional_engine_for<S::thrower::shells, S::pawns>>{};
}
template <class S>
using dynamic_of = typename decltype(dynamic_tag<S>())::type;

// S's options as the run-time rule set takes them, read from S's members.
template <class S>
auto options_of_type() {
    if constexpr (S::turn == family::parcheesi) {
        return two_dice_options_of<S>();
    } else {
        return traditional_options_of<S>();
    }
}

// A compile-time two-dice rule set with every dimension taken from options O (as one_die_rules does for the
// one-die options), for mixes the presets do not offer.
template <two_dice_rule_options O>
struct two_dice_rules_of {
    using board = parcheesi_board;
    using thrower = two_dice;
    static constexpr family turn = family::parcheesi;
    static constexpr int pawns = 4;
    static constexpr entry_rule entry = entry_rule::five;
    static constexpr bool auto_fives = O.auto_fives;
    static constexpr bool entry_captures_on_safe = O.entry_captures_on_safe;
    static constexpr combined_move combine = O.combine;
    static constexpr bool must_use_larger_die = O.must_use_larger_die;
    static constexpr bool moves_compulsory = O.moves_compulsory;
    static constexpr bool blockades = O.blockades;
    static constexpr bool safe_squares = O.safe_squares;
    static constexpr bool exact_home = O.exact_home;
    static constexpr bool extra_lap = O.extra_lap;
    static constexpr doublet_bonus bonus = O.bonus;
    static constexpr bool bonus_all_or_none = O.bonus_all_or_none;
    static constexpr doublet_again again = O.again;
    static constexpr bool third_doublet_penalty = O.third_doublet_penalty;
    static constexpr capture_reward capture = O.capture;
    static constexpr int capture_reward_squares = O.capture_reward_squares;
    static constexpr int home_reward_squares = O.home_reward_squares;
    static constexpr bool rewards_optional = O.rewards_optional;
    static constexpr bool immediate_capture_reward_in_bonus = O.immediate_capture_reward_in_bonus;
    static constexpr first_throw opening = O.opening;
    static constexpr bool undo_in_play = O.undo_in_play;
    static constexpr bool partners_allowed = O.partners_allowed;
    static constexpr bool first_pawn_out_allowed = O.first_pawn_out_allowed;
    static constexpr bool rank_with_tie_weights = O.rank_with_tie_weights;
};

template <class T>
struct tag {
    using type = T;
};

// ---- 1. side by side ---------------------------------------------------------------------------------------------

// Two lists of the same elements in the same order (the traditional rule sets with options at run time have
// room for the longest list of any mix: a list type of their own).
template <class A, class B>
bool same_list(const A& a, const B& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i])) return false;
    return true;
}

// The helpers below are written so that little is compiled per rule set: the file compiles 68 compile-time
// rule sets and 21 run-time ones, and the texts and checks are the same for all.

std::string chances_text(const chance_list& list) {
    std::string text;
    for (const auto& c : list)
        text += to_string(c.outcome) + ":" + std::to_string(c.chance.numerator) + "/" + std::to_string(c.chance.denominator) + " ";
    return text;
}

template <class List>
std::string actions_text(const List& list) {
    std::string text;
    for (const auto& a : list) text += to_string(a) + "; ";
    return text;
}

// What is compared at the end of a game and now and then, as values.
struct results {
    std::array<score, 4> scores{};
    int winners = 0;
    std::array<int, 4> places{};
    std::array<double, 4> returns{};
    ranking rank{};
    std::uint64_t draw_after_rank = 0;  // rank's use of the generator
    std::string board, summary;         // draw_board, summary
};

template <class R>
results results_of(const state<R>& s, std::uint64_t rank_seed) {
    results r;
    for (int seat = 0; seat < 4; ++seat) r.scores[static_cast<std::size_t>(seat)] = score_of(s, seat);
    r.winners = winners(s);
    r.places = places(s);
    r.returns = returns(s);
    std::mt19937_64 random(rank_seed);
    r.rank = rank(s, random);
    r.draw_after_rank = random();
    r.board = draw_board(s);
    r.summary = summary(s);
    return r;
}

// The first difference between two results, in words ("": none).
std::string results_difference(const results& a, const results& b) {
    if (a.scores != b.scores) return "score_of";
    if (a.winners != b.winners || a.places != b.places || a.returns != b.returns || a.rank.seats != b.rank.seats ||
        a.rank.scores != b.rank.scores || a.rank.count != b.rank.count || a.rank.teams != b.rank.teams ||
        a.rank.randomised != b.rank.randomised || a.draw_after_rank != b.draw_after_rank)
        return "results (winners, places, returns, rank)";
    if (a.board != b.board) return "draw_board";
    if (a.summary != b.summary) return "summary";
    return "";
}

std::string results_text(const results& r) {
    std::ostringstream out;
    out << "scores";
    for (const score& sc : r.scores) out << " " << to_string(sc);
    out << "; winners " << r.winners << "; places";
    for (const int p : r.places) out << " " << p;
    out << "; returns";
    for (const double x : r.returns) out << " " << x;
    out << "; rank " << to_string(r.rank) << (r.rank.teams ? " teams" : "") << (r.rank.randomised ? " randomised" : "");
    out << "\n" << r.summary << "\n" << r.board;
    return out.str();
}

std::string mismatch_text(long game, int step, std::string_view what, const std::string& state_a, const std::string& state_b,
                          const std::string& compile_time, const std::string& dynamic) {
    std::ostringstream text;
    text << "game " << game << " step " << step << ": " << what << "\n  compile-time state: " << state_a
         << "\n  dynamic state:      " << state_b << "\n  compile-time: " << compile_time << "\n  dynamic:      " << dynamic;
    return text.str();
}

template <class R>
std::string plays_text(const std::vector<play_outcome<R>>& plays) {
    std::ostringstream out;
    out << plays.size() << " ends";
    std::size_t shown = 0;
    for (const auto& p : plays) {
        if (shown++ == 4) break;
        out << "\n    " << to_string(p.end) << (p.throws_again ? " (again)" : "") << " by";
        for (const auto& a : p.actions) out << " [" << to_string(a) << "]";
    }
    return out.str();
}

// A table for a random game of S with `players` players: partners where S allows them (traditional: 4
// players are always teams, and setup.partners may say so), first pawn out where allowed, 2 players side by
// side now and then (two dice), playing for places, and sometimes a first seat chosen instead of the opening.
template <class S>
setup random_table(std::mt19937_64& rng, int players) {
    setup table;
    table.players = players;
    table.play_for_places = rng() % 3 == 0;
    if constexpr (S::turn == family::traditional) {
        table.partners = players == 4 && rng() % 2 == 0;
    } else {
        table.partners = S::partners_allowed && players == 4 && rng() % 2 == 0;
        table.first_pawn_out = S::first_pawn_out_allowed && rng() % 4 == 0;
        if (players == 2) table.two_players_opposite = rng() % 2 == 0;
    }
    if (rng() % 4 == 0) {
        const unsigned seats = S::turn == family::traditional && players == 2
                                   ? 0b1111U
                                   : static_cast<unsigned>(seats_for_players(players, table.two_players_opposite));
        std::vector<int> in_play;
        for (int seat = 0; seat < 4; ++seat)
            if ((seats >> seat) & 1U) in_play.push_back(seat);
        table.first_seat = in_play[static_cast<std::size_t>(rng() % in_play.size())];
    }
    return table;
}

struct lockstep_plan {
    long budget = 0;           // steps to compare, at least (the last game is played to its end)
    int enumerate_every = 0;   // enumerate_plays compared at every n-th throw node (0: never)
};

struct lockstep_result {
    long steps = 0, games = 0, finished_games = 0, capped_games = 0, result_checks = 0, enumerations = 0,
         enumerated_ends = 0;
    int max_players_seen = 0;
    std::string mismatch;  // the first disagreement, in words (empty: none)
};

constexpr int steps_per_game_cap = 60000;

// Random games of the compile-time rule set S and of the run-time one D with options `options` (S's own, or
// a planted change of them), in lockstep, until plan.budget steps are compared (the last game is played to
// its end) or they disagree.
template <class S, class D = dynamic_of<S>>
lockstep_result side_by_side(const typename D::options_type& options, const lockstep_plan& plan, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    lockstep_result out;
    state<S> a;
    state<D> b;
    int step_in_game = 0;
    [[maybe_unused]] long throw_nodes = 0;
    const bool twins = options == options_of_type<S>();
    const auto differ = [&](std::string_view what, const std::string& compile_time, const std::string& dynamic) {
        out.mismatch = mismatch_text(out.games, step_in_game, what, to_string(a), to_string(b), compile_time, dynamic);
        return false;
    };
    // What is compared at every node.
    const auto same_node = [&]() {
        if (is_chance_node(a) != is_chance_node(b) || is_over(a) != is_over(b))
            return differ("node kind (chance, over)", std::to_string(is_chance_node(a)) + std::to_string(is_over(a)),
                          std::to_string(is_chance_node(b)) + std::to_string(is_over(b)));
        const std::string text_a = to_string(a), text_b = to_string(b);
        if (text_a != text_b) return differ("to_string", text_a, text_b);
        std::string error;
        const auto back = try_parse_state<D>(text_b, options, &error);
        if (!back) return differ("parse_state of the dynamic state's text", "", error);
        if (!(*back == b)) return differ("parse_state of the dynamic state's text is another state", "", to_string(*back));
        if (const auto problem = find_invariant_problem(b)) return differ("find_invariant_problem", "", to_string(problem));
        const chance_list chances_a = chance_outcomes(a), chances_b = chance_outcomes(b);
        if (!same_list(chances_a, chances_b)) return differ("chance_outcomes", chances_text(chances_a), chances_text(chances_b));
        const auto actions_a = legal_actions(a);
        const auto actions_b = legal_actions(b);
        if (!same_list(actions_a, actions_b)) return differ("legal_actions", actions_text(actions_a), actions_text(actions_b));
        // Ids and observations, where the options are S's own (a planted change may change the layout).
        if (twins)
            if (const std::string d = learning_twins::difference(a, b, step_in_game & 3); !d.empty())
                return differ("the learning view (action ids, mask, observations)", d, "");
        return true;
    };
    // What is compared at the end of a game and now and then.
    const auto same_results = [&]() {
        ++out.result_checks;
        const std::uint64_t rank_seed = rng();
        const results results_a = results_of(a, rank_seed), results_b = results_of(b, rank_seed);
        const std::string what = results_difference(results_a, results_b);
        return what.empty() || differ(what, results_text(results_a), results_text(results_b));
    };
    // The plays of throw t, from both sides.
    [[maybe_unused]] const auto same_plays = [&](throw_outcome t) {
        ++out.enumerations;
        const auto plays_a = enumerate_plays(a, t);
        const auto plays_b = enumerate_plays(b, t);
        out.enumerated_ends += static_cast<long>(plays_b.size());
        bool same = plays_a.size() == plays_b.size();
        for (std::size_t i = 0; same && i < plays_a.size(); ++i)
            same = plays_a[i].actions == plays_b[i].actions && plays_a[i].throws_again == plays_b[i].throws_again &&
                   to_string(plays_a[i].end) == to_string(plays_b[i].end);
        if (!same) return differ("enumerate_plays of " + to_string(t), plays_text(plays_a), plays_text(plays_b));
        return true;
    };
    while (out.steps < plan.budget) {
        const int players = 2 + static_cast<int>((seed + static_cast<std::uint64_t>(out.games)) % 3);
        const setup table = random_table<S>(rng, players);
        a = new_game<S>(table);
        b = new_game<D>(options, table);
        out.max_players_seen = std::max(out.max_players_seen, players);
        ++out.games;
        for (step_in_game = 0;; ++step_in_game) {
            if (!same_node()) return out;
            if ((is_over(a) || step_in_game % 64 == 0) && !same_results()) return out;
            if (is_over(a)) {
                ++out.finished_games;
                break;
            }
            if (step_in_game == steps_per_game_cap) {
                ++out.capped_games;
                break;
            }
            if (is_chance_node(a)) {
                // The same draw from identically seeded generators, then one draw for both.
                std::mt19937_64 random_a = rng, random_b = rng;
                const throw_outcome ta = sample_chance(a, random_a), tb = sample_chance(b, random_b);
                if (!(ta == tb)) return differ("sample_chance", to_string(ta), to_string(tb)), out;
                const throw_outcome t = sample_chance(a, rng);
                if constexpr (S::turn == family::parcheesi)  // (the traditional types' enumeration is not compiled)
                    if (a.phase == stage::throw_ && plan.enumerate_every > 0 && throw_nodes++ % plan.enumerate_every == 0 &&
                        !same_plays(t))
                        return out;
                const state<D> before = b;
                const auto record = apply_throw(b, t);
                undo(b, record);
                if (!(b == before)) return differ("apply_throw then undo of " + to_string(t), "", to_string(b)), out;
                apply_throw(a, t);
                apply_throw(b, t);
            } else {
                const auto actions = legal_actions(a);
                const action x = actions[static_cast<std::size_t>(rng() % actions.size())];
                const state<D> before = b;
                const auto record = apply(b, x);
                undo(b, record);
                if (!(b == before)) return differ("apply then undo of " + to_string(x), "", to_string(b)), out;
                apply(a, x);
                apply(b, x);
            }
            ++out.steps;
        }
    }
    return out;
}

std::string table_words(const setup& table) {
    return "players=" + std::to_string(table.players) + " partners=" + std::to_string(table.partners) +
           " first_pawn_out=" + std::to_string(table.first_pawn_out) + " opposite=" + std::to_string(table.two_players_opposite) +
           " first_seat=" + std::to_string(table.first_seat) + ": ";
}

// setup_problem of S and of D (with S's options) agree on a few tables, good and bad; new_game starts the same
// game, or D's throws setup_problem's words. Returns the first disagreement.
template <class S, class D = dynamic_of<S>>
std::string same_setup_answers(const typename D::options_type& options) {
    const std::array<setup, 12> tables{{
        {.players = 1},
        {.players = 5},
        {.players = 2},
        {.players = 3, .partners = true},
        {.players = 2, .partners = true},
        {.players = 4, .partners = true},
        {.players = 4, .first_pawn_out = true},
        {.players = 2, .two_players_opposite = false},
        {.players = 3, .first_seat = 3},
        {.players = 2, .first_seat = 1},
        {.players = 4, .first_seat = 4},
        {.players = 3, .first_seat = 2, .play_for_places = true},
    }};
    for (const setup& table : tables) {
        const auto compile_time = setup_problem<S>(table);
        const auto dynamic = setup_problem<D>(table, options);
        if (compile_time != dynamic)
            return table_words(table) + "setup_problem '" + compile_time.value_or("(none)") + "' and '" + dynamic.value_or("(none)") + "'";
        if (!compile_time) {
            if (to_string(new_game<S>(table)) != to_string(new_game<D>(options, table))) return table_words(table) + "new_game differs";
        } else {
            std::string thrown = "(no exception)";
            try {
                (void)new_game<D>(options, table);
            } catch (const std::invalid_argument& e) {
                thrown = e.what();
            }
            if (thrown != *compile_time) return table_words(table) + "new_game<D> throws '" + thrown + "'";
        }
    }
    return "";
}

// The names of a registry choice's switches: "traditional split exact-home".
template <class Entry>
std::string choice_name(unsigned bits) {
    std::string name(Entry::name);
    for (std::size_t i = 0; i < Entry::options.size(); ++i)
        if ((bits >> i) & 1U) name += " " + std::string(Entry::options[i].name);
    return name;
}

constexpr int registry_types = 63;
constexpr long default_two_dice_steps_per_type = 20000;
constexpr long default_traditional_steps_per_type = 8000;

// Steps per registry type: the default (fewer in the sanitizer and quick builds), or PACHISI_DYNAMIC_STEPS / 63.
long steps_per_type(long by_default) {
    if (const char* total = std::getenv("PACHISI_DYNAMIC_STEPS")) {  // NOLINT(concurrency-mt-unsafe)
        const long steps = std::strtol(total, nullptr, 10);
        if (steps > 0) return (steps + registry_types - 1) / registry_types;
    }
    return by_default / test::games_scale;
}

// Random mixes to play in part 4: `by_default`, or PACHISI_DYNAMIC_MIXES (opt-in, e.g. 5000, for a long run).
int mixes_wanted(int by_default) {
    if (const char* wanted = std::getenv("PACHISI_DYNAMIC_MIXES")) {  // NOLINT(concurrency-mt-unsafe)
        const long mixes = std::strtol(wanted, nullptr, 10);
        if (mixes > 0 && mixes < 1000000) return static_cast<int>(mixes);
    }
    return by_default;
}

struct walk_totals {
    long steps = 0, games = 0, finished_games = 0, result_checks = 0, enumerations = 0, enumerated_ends = 0;
    int types = 0;
};

// What one registry type's comparison found.
struct type_report {
    std::string name;                   // "traditional split exact-home: pawns=4 ..."
    bool registry_options_agree = true; // (traditional) registry_detail::traditional_options_of(bits) are the type's
    bool same_engine = true;            // the run-time rule set has the type's cowries (traditional)
    std::string problem;                // D::problem of the type's options
    std::string setup_answers;          // same_setup_answers
    lockstep_result run;
};

void check_type(const type_report& t, const lockstep_plan& plan, walk_totals& totals) {
    const lockstep_result& r = t.run;
    INFO(t.name);
    INFO(r.steps << " steps compared in " << r.games << " games (" << r.finished_games << " played to the end, "
                 << r.capped_games << " stopped at " << steps_per_game_cap << " steps), results compared "
                 << r.result_checks << " times, enumerate_plays " << r.enumerations << " times (" << r.enumerated_ends
                 << " ends)");
    CHECK(t.registry_options_agree);
    CHECK(t.same_engine);
    CHECK(t.problem == "");
    CHECK(t.setup_answers == "");
    CHECK(r.mismatch == "");
    CHECK(r.steps >= plan.budget);
    CHECK(r.capped_games == 0);
    CHECK(r.finished_games >= 1);
    if (plan.enumerate_every > 0) CHECK(r.enumerations > 0);
    totals.steps += r.steps;
    totals.games += r.games;
    totals.finished_games += r.finished_games;
    totals.result_checks += r.result_checks;
    totals.enumerations += r.enumerations;
    totals.enumerated_ends += r.enumerated_ends;
    ++totals.types;
}

template <class Entry>
walk_totals side_by_side_entry(std::uint64_t seed, const lockstep_plan& plan) {
    walk_totals totals;
    registry_detail::for_each_choice<Entry>([&](auto choice) {
        using S = typename Entry::template rules<decltype(choice)::value>;
        using D = dynamic_of<S>;
        const auto options = options_of_type<S>();
        type_report t;
        t.name = choice_name<Entry>(choice.value) + ": " + describe(options);
        if constexpr (S::turn == family::traditional) {
            // The registry's options of the choice are those the type's members say.
            t.registry_options_agree = registry_detail::traditional_options_of(choice.value) == options;
            t.same_engine = D::thrower::shells == S::thrower::shells;
        }
        t.problem = D::problem(options);
        t.setup_answers = same_setup_answers<S>(options);
        t.run = side_by_side<S>(options, plan, seed + static_cast<std::uint64_t>(totals.types));
        check_type(t, plan, totals);
    });
    return totals;
}

template <class Entry>
walk_totals check_entry(std::uint64_t seed, int types, const lockstep_plan& plan) {
    const walk_totals t = side_by_side_entry<Entry>(seed, plan);
    INFO(Entry::name << ": " << t.types << " registry types, " << t.steps << " steps compared in " << t.games << " games ("
                     << t.finished_games << " to the end), results compared " << t.result_checks
                     << " times, enumerate_plays " << t.enumerations << " times (" << t.enumerated_ends << " ends)");
    CHECK(t.types == types);
    CHECK(t.steps >= plan.budget * types);
    CHECK(t.finished_games >= types);
    return t;
}

// ---- 2. specs ------------------------------------------------------------------------------------------------------

// The run-time rule set a registry type S is played by: its board's one_die_rules_dynamic, two_dice_rules_dynamic,
// or traditional_rules_dynamic of its cowries, board and pawn count.
template <class S>
auto expected_dynamic_tag() {
    if constexpr (S::turn == family::one_die) return std::type_identity<one_die_rules_dynamic<S::options.board>>{};
    else return std::type_identity<dynamic_of<S>>{};
}

// Whether options o, for the run-time rule set R, are those of the registry type S ("": yes).
template <class S, class R>
std::string same_options(const typename R::options_type& o) {
    if constexpr (S::turn == family::one_die) {
        if (!(o == S::options)) return "other options than the type's";
    } else if constexpr (S::turn == family::parcheesi) {
        if (!(o == two_dice_options_of<S>())) return "other options than the type's: " + describe(o);
    } else {
        if (o.split_throw != S::split_throw || o.home_needs_capture != S::home_needs_capture || o.exact_home != S::exact_home ||
            o.capture_throws_again != S::capture_throws_again || o.first_move_on_2_3_4 != S::first_move_on_2_3_4 ||
            o.cancelled_capture != S::cancelled_capture)
            return "other yes/no options than the type's: " + describe(o);
        if (o.pawns != S::pawns || o.arm != S::board::arm_length || o.castle_offset != S::board::castle_offset ||
            R::pawns != (S::pawns == 4 ? 4 : 16) || R::thrower::shells != S::thrower::shells)
            return "another board or pawn count than the rule set's: " + describe(o);
        if (!(o == options_of_type<S>())) return "options other than the type's members say: " + describe(o);
    }
    return "";
}

// What with_rules hands over for a spec, as values: the rule set (its type), its options, and the answers of
// chosen_rules' calls. One with_rules call site makes these: its callback is compiled once per run-time rule set,
// not once per registry type.
struct chosen_record {
    int calls = 0;
    std::type_index rules = typeid(void);
    std::optional<one_die_rule_options> one_die;
    std::optional<two_dice_rule_options> two_dice;
    std::optional<traditional_options> traditional;
    std::string spec;     // the spec chosen_rules keeps
    std::string problem;  // chosen_rules' calls that disagree with the rule set's ("": none)
    std::string start;    // a new 4-player game, seat 0 to throw
    std::vector<std::string> first_throws;  // after each first throw: the state and its legal actions
};

template <class R>
std::string state_and_actions(const state<R>& s) {
    return to_string(s) + " : " + actions_text(legal_actions(s));
}

// chosen_rules' calls are the rule set's with the options.
template <class R>
std::string chosen_calls_problem(const chosen_rules<R>& chosen) {
    if (!R::problem(chosen.options).empty()) return "problem(): " + R::problem(chosen.options);
    const setup table{.players = 4, .first_seat = 0};
    const state<R> s = chosen.new_game(table);
    if (!(s == new_game<R>(chosen.options, table))) return "chosen.new_game is another game";
    const auto values = chosen.rules_values();
    static_assert(std::is_same_v<std::remove_cv_t<decltype(values)>, typename R::values>);
    if constexpr (std::has_unique_object_representations_v<typename R::values>)
        if (std::memcmp(&values, &s.options, sizeof values) != 0) return "rules_values() is not what the state keeps";
    const auto back = chosen.try_parse_state(to_string(s));
    if (!back || !(*back == s) || !(chosen.parse_state(to_string(s)) == s)) return "chosen.parse_state of a new game";
    if (chosen.setup_problem(table) || chosen.setup_problem({.players = 5}) != setup_problem<R>({.players = 5}, chosen.options))
        return "chosen.setup_problem";
    return "";
}

chosen_record record_of(std::string_view spec, std::string& error, bool& ok) {
    chosen_record r;
    ok = with_rules(spec, [&](const auto& chosen) {
        using R = typename std::remove_cvref_t<decltype(chosen)>::rules;
        ++r.calls;
        r.rules = typeid(R);
        r.spec = chosen.spec;
        if constexpr (R::turn == family::one_die) r.one_die = chosen.options;
        else if constexpr (R::turn == family::parcheesi) r.two_dice = chosen.options;
        else r.traditional = chosen.options;
        r.problem = chosen_calls_problem(chosen);
        const state<R> s = chosen.new_game({.players = 4, .first_seat = 0});
        r.start = to_string(s);
        for (const auto& c : chance_outcomes(s)) {
            state<R> thrown = s;
            apply_throw(thrown, c.outcome);
            r.first_throws.push_back(state_and_actions(thrown));
        }
    }, &error);
    return r;
}

// Whether the record of `spec` says what the registry type S is: the run-time rule set of S's board and pawn
// count, with S's options, and (two dice, traditional) S's first game. Returns the first difference in words.
template <class S>
std::string same_choice(const chosen_record& r, const std::string& spec) {
    using D = typename decltype(expected_dynamic_tag<S>())::type;
    if (r.calls != 1) return "the callback ran " + std::to_string(r.calls) + " times";
    if (r.rules != std::type_index(typeid(D))) return std::string("another rule set: ") + r.rules.name();
    if (r.spec != spec) return "the spec kept is '" + r.spec + "'";
    std::string why;
    if constexpr (S::turn == family::one_die) why = r.one_die ? same_options<S, D>(*r.one_die) : "no one-die options";
    else if constexpr (S::turn == family::parcheesi) why = r.two_dice ? same_options<S, D>(*r.two_dice) : "no two-dice options";
    else why = r.traditional ? same_options<S, D>(*r.traditional) : "no traditional options";
    if (!why.empty()) return why;
    if (!r.problem.empty()) return r.problem;
    if constexpr (S::turn != family::one_die) {  // (no one-die type is compiled in this file)
        const state<S> s = new_game<S>({.players = 4, .first_seat = 0});
        if (to_string(s) != r.start) return "a new game differs from the type's: " + r.start;
        std::size_t i = 0;
        for (const auto& c : chance_outcomes(s)) {
            state<S> thrown = s;
            apply_throw(thrown, c.outcome);
            const std::string expected = state_and_actions(thrown);
            if (i >= r.first_throws.size() || r.first_throws[i] != expected)
                return "the first throw " + to_string(c.outcome) + " is played otherwise: " + expected;
            ++i;
        }
        if (i != r.first_throws.size()) return "another number of first throws";
    }
    return "";
}

// ---- 3. refusals and words -----------------------------------------------------------------------------------

// A check's message as a spec's error follows the spec with it: without its "pachisi: " lead.
std::string after_spec(std::string_view spec, std::string_view message) {
    constexpr std::string_view lead = "pachisi: ";
    if (message.starts_with(lead)) message.remove_prefix(lead.size());
    return "'" + std::string(spec) + "': " + std::string(message);
}

// with_rules' answer to a spec: its error, or "(accepted)".
std::string answer_to(std::string_view spec) {
    std::string error;
    int calls = 0;
    const bool ok = with_rules(spec, [&](const auto&) { ++calls; }, &error);
    if (ok != (calls == 1)) return "(with_rules returned " + std::to_string(ok) + " after " + std::to_string(calls) + " calls)";
    return ok ? "(accepted)" : error;
}

struct refusal_tally {
    int accepted = 0, refused = 0;
    std::vector<std::string> disagreements;  // the first few, in words
    void disagree(const std::string& what) {
        if (disagreements.size() < 8) disagreements.push_back(what);
    }
};

void report(const refusal_tally& t) {
    std::string text;
    for (const auto& d : t.disagreements) text += d + "\n";
    INFO(t.accepted << " mixes accepted, " << t.refused << " refused; disagreements:\n" << text);
    CHECK(t.disagreements.empty());
    CHECK(t.accepted > 0);
    CHECK(t.refused > 0);
}

// The spec of two-dice options that differ from the preset's in the rewards dimensions only.
std::string rewards_spec(std::string_view preset, const two_dice_rule_options& o) {
    const char* bonus = o.bonus == doublet_bonus::none ? "none" : o.bonus == doublet_bonus::tops_and_bottoms ? "tops-and-bottoms" : "four-of-top";
    return std::string(preset) + ":capture-reward=" + std::to_string(o.capture_reward_squares) +
           ",home-reward=" + std::to_string(o.home_reward_squares) +
           ",immediate-capture-reward=" + (o.immediate_capture_reward_in_bonus ? "yes" : "no") + ",bonus=" + bonus;
}

// What the compile-time rule set R = two_dice_rules_of<O> says of its options: O as two_dice_options_of<R>
// reads it back, rewards_fit<R> (check_rules' static_assert with PACHISI_MESSAGE_REWARDS) and valid_rules<R>.
struct compile_time_answer {
    two_dice_rule_options drawn;    // O
    two_dice_rule_options options;  // two_dice_options_of<R>()
    bool rewards_fit = false;
    bool valid = false;
};
template <two_dice_rule_options O>
constexpr compile_time_answer answer_of() {
    using R = two_dice_rules_of<O>;
    return {O, two_dice_options_of<R>(), rewards_fit<R>, valid_rules<R>};
}

// The compile-time answer for a mix against problem(), two_dice_options_problem, new_game, try_parse_state,
// parse_state and the spec of the same options.
void check_reward_mix(const compile_time_answer& answer, std::string_view preset, refusal_tally& t) {
    const two_dice_rule_options& o = answer.options;
    const std::string expected = answer.rewards_fit ? "" : PACHISI_MESSAGE_REWARDS;
    (expected.empty() ? t.accepted : t.refused) += 1;
    const auto say = [&](std::string_view what, const std::string& got) {
        t.disagree(std::string(what) + " for " + describe(o) + "\n  expected: '" + expected + "'\n  got:      '" + got + "'");
    };
    if (!(answer.options == answer.drawn)) say("two_dice_options_of<two_dice_rules_of<O>>", describe(answer.drawn));
    // No other check of check_rules can fail for two dice on the Parcheesi board.
    if (answer.valid != expected.empty()) say("valid_rules", std::to_string(answer.valid));
    if (two_dice_rules_dynamic::problem(o) != expected) say("problem()", two_dice_rules_dynamic::problem(o));
    const char* raw = two_dice_options_problem(o);
    if (std::string(raw ? raw : "") != expected) say("two_dice_options_problem", raw ? raw : "");
    std::string thrown = "(no exception)";
    std::optional<state<two_dice_rules_dynamic>> s;
    try {
        s = new_game<two_dice_rules_dynamic>(o);
    } catch (const std::invalid_argument& e) {
        thrown = e.what();
    }
    const std::string position = "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw";
    std::string error;
    const auto parsed = try_parse_state<two_dice_rules_dynamic>(position, o, &error);
    if (expected.empty()) {
        if (!s) say("new_game", thrown);
        else if (const auto why = find_invariant_problem(*s)) say("new_game's state", to_string(why));
        else if (!(s->options.options() == o)) say("new_game's options", describe(s->options.options()));
        if (!parsed) say("try_parse_state", error);
    } else {
        if (thrown != expected) say("new_game", thrown);
        if (parsed || error != expected) say("try_parse_state", error);
        std::string parse_thrown = "(no exception)";
        try {
            (void)parse_state<two_dice_rules_dynamic>(position, o);
        } catch (const std::invalid_argument& e) {
            parse_thrown = e.what();
        }
        if (parse_thrown != expected) say("parse_state", parse_thrown);
    }
    // The same options by spec (the spec's words take 0..40 only).
    if (o.capture_reward_squares >= 0 && o.capture_reward_squares <= 40 && o.home_reward_squares >= 0 &&
        o.home_reward_squares <= 40) {
        const std::string spec = rewards_spec(preset, o);
        std::string spec_error;
        const auto by_spec = two_dice_options_from_spec(spec, &spec_error);
        if (expected.empty() ? !(by_spec && *by_spec == o) : (by_spec || spec_error != after_spec(spec, expected)))
            say("two_dice_options_from_spec('" + spec + "')", spec_error);
        const std::string by_rules = answer_to(spec);
        if (by_rules != (expected.empty() ? "(accepted)" : after_spec(spec, expected))) say("with_rules('" + spec + "')", by_rules);
    }
}

// Mix i of capture reward x home reward x immediate reward x doublet bonus, on top of options o.
constexpr std::array<int, 6> reward_choices{-1, 0, 10, 20, 40, 41};
constexpr std::size_t reward_mixes = reward_choices.size() * reward_choices.size() * 2 * 3;
constexpr two_dice_rule_options reward_mix(two_dice_rule_options o, std::size_t i) {
    o.capture_reward_squares = reward_choices[i % reward_choices.size()];
    i /= reward_choices.size();
    o.home_reward_squares = reward_choices[i % reward_choices.size()];
    i /= reward_choices.size();
    o.immediate_capture_reward_in_bonus = i % 2 == 1;
    o.bonus = static_cast<doublet_bonus>(i / 2);
    return o;
}

// The compile-time answers for the reward mixes on the options of Preset (648 rule sets over the three presets,
// evaluated by the compiler: no engine is compiled for them).
template <class Preset, std::size_t... I>
constexpr std::array<compile_time_answer, sizeof...(I)> reward_answers(std::index_sequence<I...>) {
    return {{answer_of<reward_mix(two_dice_options_of<Preset>(), I)>()...}};
}

template <class Preset>
void walk_reward_mixes(std::string_view preset, refusal_tally& t) {
    static constexpr auto answers = reward_answers<Preset>(std::make_index_sequence<reward_mixes>{});
    for (const compile_time_answer& answer : answers) check_reward_mix(answer, preset, t);
}

// ---- 4. mixes the registry never had ----------------------------------------------------------------------------

struct mix_tally {
    long steps = 0, games = 0, finished_games = 0, capped_games = 0;
    std::vector<std::string> problems;  // the first few, in words
    void problem(const std::string& what) {
        if (problems.size() < 6) problems.push_back(what);
    }
};

std::string options_text(const two_dice_rule_options& o) { return describe(o); }
std::string options_text(const traditional_options& o) { return describe(o); }

// A table for a random game of the run-time rule set R with options o.
template <class R>
setup random_table_of(random_draws::rng_t& rng, const typename R::options_type& o) {
    setup table;
    table.players = uniform(rng, 2, 4);
    table.play_for_places = uniform(rng, 0, 3) == 0;
    if constexpr (R::turn == family::traditional) {
        table.partners = table.players == 4 && uniform(rng, 0, 1) == 1;
    } else {
        const auto values = R::values::of(o);
        table.partners = values.partners_allowed && table.players == 4 && uniform(rng, 0, 1) == 1;
        table.first_pawn_out = values.first_pawn_out_allowed && uniform(rng, 0, 3) == 0;
        if (table.players == 2) table.two_players_opposite = uniform(rng, 0, 1) == 1;
    }
    return table;
}

// One random game of the run-time rule set R with options o, at most `max_steps` steps, with the invariants,
// the notation round trip and apply (apply_throw) then undo checked after every step. at_throw(s, t) is
// called at every throw node (not the opening) before throw t is applied.
template <class R, class AtThrow>
void play_checked(const typename R::options_type& o, std::uint64_t seed, long max_steps, mix_tally& t, AtThrow&& at_throw) {
    random_draws::rng_t rng(seed);
    const setup table = random_table_of<R>(rng, o);
    state<R> s = new_game<R>(o, table);
    ++t.games;
    const auto say = [&](const std::string& what) {
        t.problem(what + "\n  in " + to_string(s) + "\n  options " + options_text(o));
        return false;
    };
    const auto fine = [&]() {
        if (const auto why = find_invariant_problem(s)) return say("find_invariant_problem: " + to_string(why));
        std::string error;
        const auto back = try_parse_state<R>(to_string(s), o, &error);
        if (!back || !(*back == s)) return say("the notation round trip fails: " + error);
        if (is_chance_node(s)) {
            probability sum{0, 1};
            for (const auto& c : chance_outcomes(s)) sum = sum + c.chance;
            if (!(sum == probability{1, 1})) return say("the chances do not add up to one");
        } else if (!is_over(s) && legal_actions(s).empty()) {
            return say("a decision without legal actions");
        }
        return true;
    };
    for (long step = 0; !is_over(s); ++step) {
        if (!fine()) return;
        if (step == max_steps) {
            ++t.capped_games;
            return;
        }
        const state<R> before = s;
        if (is_chance_node(s)) {
            const throw_outcome x = sample_chance(s, rng);
            if (s.phase == stage::throw_) at_throw(s, x);
            undo(s, apply_throw(s, x));
            if (!(s == before)) return (void)say("apply_throw then undo of " + to_string(x) + " does not restore the state");
            apply_throw(s, x);
        } else {
            const auto actions = legal_actions(s);
            const action x = actions[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(actions.size()) - 1))];
            undo(s, apply(s, x));
            if (!(s == before)) return (void)say("apply then undo of " + to_string(x) + " does not restore the state");
            apply(s, x);
        }
        ++t.steps;
    }
    if (fine()) ++t.finished_games;
}

template <class R>
void play_checked(const typename R::options_type& o, std::uint64_t seed, long max_steps, mix_tally& t) {
    play_checked<R>(o, seed, max_steps, t, [](const state<R>&, throw_outcome) {});
}

// A mix drawn from the whole two-dice option space (checked by the caller). With `simple_dimensions`, the
// dimensions simple_two_dice.hpp does not have take the values it plays: entry captures on safe squares,
// compulsory moves, exact home, a doublet bonus, doublets that throw again, capture rewards that are moves
// (or throws instead), rewards of 1..20 squares (its routes hold 24 steps).
two_dice_rule_options random_two_dice_mix(random_draws::rng_t& rng, bool simple_dimensions) {
    const auto coin = [&] { return uniform(rng, 0, 1) == 1; };
    const auto reward = [&] {
        switch (uniform(rng, 0, 9)) {
            case 0: return -1;
            case 1: return 0;
            case 2: return 41;
            case 3: return 40;
            default: return uniform(rng, 1, 39);
        }
    };
    two_dice_rule_options o;
    o.auto_fives = coin();
    o.entry_captures_on_safe = coin();
    o.combine = coin() ? combined_move::whole : combined_move::increments;
    o.must_use_larger_die = coin();
    o.moves_compulsory = coin();
    o.blockades = coin();
    o.safe_squares = coin();
    o.exact_home = coin();
    o.extra_lap = coin();
    o.bonus = static_cast<doublet_bonus>(uniform(rng, 0, 2));
    o.bonus_all_or_none = coin();
    o.again = static_cast<doublet_again>(uniform(rng, 0, 2));
    o.third_doublet_penalty = coin();
    o.capture = static_cast<capture_reward>(uniform(rng, 0, 3));
    o.capture_reward_squares = reward();
    o.home_reward_squares = reward();
    o.rewards_optional = coin();
    o.immediate_capture_reward_in_bonus = coin();
    o.opening = static_cast<first_throw>(uniform(rng, 0, 2));
    o.undo_in_play = coin();
    o.partners_allowed = coin();
    o.first_pawn_out_allowed = coin();
    o.rank_with_tie_weights = coin();
    if (simple_dimensions) {
        o.entry_captures_on_safe = o.moves_compulsory = o.exact_home = true;
        o.bonus = coin() ? doublet_bonus::tops_and_bottoms : doublet_bonus::four_of_top;
        o.again = coin() ? doublet_again::always : doublet_again::if_all_used;
        o.capture = coin() ? capture_reward::move : capture_reward::move_or_throw_again;
        o.capture_reward_squares = uniform(rng, 1, 20);
        o.home_reward_squares = uniform(rng, 1, 20);
    }
    return o;
}

// Whether simple_two_dice.hpp plays options o (see random_two_dice_mix).
bool simple_plays(const two_dice_rule_options& o) {
    return o.entry_captures_on_safe && o.moves_compulsory && o.exact_home && o.bonus != doublet_bonus::none &&
           o.again != doublet_again::never &&
           (o.capture == capture_reward::move || o.capture == capture_reward::move_or_throw_again) &&
           o.capture_reward_squares >= 1 && o.capture_reward_squares <= 20 && o.home_reward_squares >= 1 &&
           o.home_reward_squares <= 20;
}

// The options o in simple_two_dice.hpp's words.
simple::dice_rules simple_rules_of(const two_dice_rule_options& o) {
    return {.blockades = o.blockades,
            .safe_squares = o.safe_squares,
            .auto_fives = o.auto_fives,
            .whole_moves = o.combine == combined_move::whole,
            .larger_die = o.must_use_larger_die,
            .extra_lap = o.extra_lap,
            .bonus = o.bonus == doublet_bonus::four_of_top ? simple::bonus_kind::four_of_top : simple::bonus_kind::tops_and_bottoms,
            .bonus_all_or_none = o.bonus_all_or_none,
            .again = o.again == doublet_again::if_all_used ? simple::again_kind::if_all_used : simple::again_kind::always,
            .third_doublet_penalty = o.third_doublet_penalty,
            .capture = o.capture == capture_reward::move_or_throw_again ? simple::capture_kind::move_or_throw_again
                                                                         : simple::capture_kind::move,
            .capture_squares = o.capture_reward_squares,
            .home_squares = o.home_reward_squares,
            .rewards_optional = o.rewards_optional,
            .immediate_reward_in_bonus = o.immediate_capture_reward_in_bonus};
}

// Capture rewards that may be taken as a throw and may also be declined (capture=move-or-throw-again with
// optional rewards; no preset has both): there a decline offered beside `again` alone is right, which
// two_dice_pairs.hpp's compare (written for the presets) counts as a decline "where no reward move is legal".
bool throw_reward_declinable(const two_dice_rule_options& o) {
    return o.capture == capture_reward::move_or_throw_again && o.rewards_optional;
}

// compare's checks for such mixes, with that one reading: the engine's ends of the play of throw t from s and the
// simple implementation's are the same (pawns, who throws next, doublets in a row, throws owed), none found twice,
// each play ends at a throw or the game's end with the right "throws again" flag, and a decline is offered only
// beside a reward move or `again`. Returns the first difference in words.
template <class R>
std::string compare_ends(const state<R>& s, throw_outcome t, const simple::dice_rules& rules) {
    const auto plays = enumerate_plays(s, t);
    std::set<simple::end_position> engine;
    for (const auto& p : plays) {
        const auto key = simple::key_of(differential::to_simple(p.end));
        if (p.throws_again != (!key.over && key.mover == static_cast<int>(s.mover)) ||
            !(p.end.phase == stage::throw_ || p.end.phase == stage::over))
            return "the end " + to_string(p.end) + " has the wrong flag or stage";
        engine.insert(key);
        state<R> step = s;
        apply_throw(step, t);
        for (const auto& a : p.actions) {
            if (a.kind == action_kind::decline) {
                bool reward = false;
                for (const auto& b : legal_actions(step))
                    reward |= b.kind == action_kind::capture_reward || b.kind == action_kind::home_reward ||
                              b.kind == action_kind::throw_again;
                if (!reward) return "a decline where no reward can be played, in " + to_string(step);
            }
            apply(step, a);
        }
    }
    if (engine.size() != plays.size()) return "an end found twice";
    const auto simple_ends = simple::play_ends(rules, differential::to_simple(s), t.a, t.b);
    if (engine != simple_ends)
        return "the engine finds " + std::to_string(plays.size()) + " ends, the simple implementation " +
               std::to_string(simple_ends.size()) + ", not all the same";
    return "";
}

// Each option of a sample of mixes, each way: how many mixes have it so.
struct option_use {
    std::string name;
    int on = 0, off = 0;
};
template <class Options>
struct option_counter {
    const std::vector<Options>& mixes;
    std::vector<option_use> uses;
    template <class IsOn>
    void count(std::string name, IsOn&& is_on) {
        option_use u{std::move(name)};
        for (const auto& o : mixes) (is_on(o) ? u.on : u.off) += 1;
        uses.push_back(u);
    }
};

std::vector<option_use> option_uses(const std::vector<two_dice_rule_options>& mixes) {
    option_counter<two_dice_rule_options> c{mixes, {}};
    using O = two_dice_rule_options;
    c.count("auto_fives", [](const O& o) { return o.auto_fives; });
    c.count("entry_captures_on_safe", [](const O& o) { return o.entry_captures_on_safe; });
    c.count("combine whole", [](const O& o) { return o.combine == combined_move::whole; });
    c.count("must_use_larger_die", [](const O& o) { return o.must_use_larger_die; });
    c.count("moves_compulsory", [](const O& o) { return o.moves_compulsory; });
    c.count("blockades", [](const O& o) { return o.blockades; });
    c.count("safe_squares", [](const O& o) { return o.safe_squares; });
    c.count("exact_home", [](const O& o) { return o.exact_home; });
    c.count("extra_lap", [](const O& o) { return o.extra_lap; });
    c.count("bonus none", [](const O& o) { return o.bonus == doublet_bonus::none; });
    c.count("bonus tops_and_bottoms", [](const O& o) { return o.bonus == doublet_bonus::tops_and_bottoms; });
    c.count("bonus four_of_top", [](const O& o) { return o.bonus == doublet_bonus::four_of_top; });
    c.count("bonus_all_or_none", [](const O& o) { return o.bonus_all_or_none; });
    c.count("again never", [](const O& o) { return o.again == doublet_again::never; });
    c.count("again always", [](const O& o) { return o.again == doublet_again::always; });
    c.count("again if_all_used", [](const O& o) { return o.again == doublet_again::if_all_used; });
    c.count("third_doublet_penalty", [](const O& o) { return o.third_doublet_penalty; });
    c.count("capture none", [](const O& o) { return o.capture == capture_reward::none; });
    c.count("capture move", [](const O& o) { return o.capture == capture_reward::move; });
    c.count("capture move_or_throw_again", [](const O& o) { return o.capture == capture_reward::move_or_throw_again; });
    c.count("capture throw_again", [](const O& o) { return o.capture == capture_reward::throw_again; });
    c.count("capture_reward_squares 0", [](const O& o) { return o.capture_reward_squares == 0; });
    c.count("capture_reward_squares 40", [](const O& o) { return o.capture_reward_squares == 40; });
    c.count("home_reward_squares 0", [](const O& o) { return o.home_reward_squares == 0; });
    c.count("home_reward_squares 40", [](const O& o) { return o.home_reward_squares == 40; });
    c.count("rewards_optional", [](const O& o) { return o.rewards_optional; });
    c.count("immediate_capture_reward_in_bonus", [](const O& o) { return o.immediate_capture_reward_in_bonus; });
    c.count("opening highest_die", [](const O& o) { return o.opening == first_throw::highest_die; });
    c.count("opening lowest_die", [](const O& o) { return o.opening == first_throw::lowest_die; });
    c.count("opening highest_throw", [](const O& o) { return o.opening == first_throw::highest_throw; });
    c.count("undo_in_play", [](const O& o) { return o.undo_in_play; });
    c.count("partners_allowed", [](const O& o) { return o.partners_allowed; });
    c.count("first_pawn_out_allowed", [](const O& o) { return o.first_pawn_out_allowed; });
    c.count("rank_with_tie_weights", [](const O& o) { return o.rank_with_tie_weights; });
    c.count("in the simple implementation's dimensions", [](const O& o) { return simple_plays(o); });
    return c.uses;
}

// A traditional mix: a preset (6 or 7 cowries), the six yes/no options, and a board or pawn count that
// with_rules offers (the standard cross with 4 pawns half the time), as a spec in yes/no words.
struct traditional_mix {
    traditional_options options;
    std::string spec;
};
traditional_mix random_traditional_mix(random_draws::rng_t& rng) {
    const auto coin = [&] { return uniform(rng, 0, 1) == 1; };
    traditional_mix m;
    traditional_options& o = m.options;
    o.split_throw = coin();
    o.home_needs_capture = coin();
    o.exact_home = coin();
    o.capture_throws_again = coin();
    o.first_move_on_2_3_4 = coin();
    o.cancelled_capture = coin();
    // Any pawn count on any cross (castles 1..arm-1 from the tips), the presets' ones half the time.
    if (coin()) o.pawns = 4 * uniform(rng, 1, 4);
    if (coin()) {
        o.arm = uniform(rng, min_cross_arm, max_cross_arm);
        o.castle_offset = uniform(rng, 1, o.arm - 1);
    }
    const auto yes_no = [](bool b) { return b ? "yes" : "no"; };
    m.spec = std::string(coin() ? "traditional" : "traditional7") + ":split-throw=" + yes_no(o.split_throw) +
             ",home-needs-capture=" + yes_no(o.home_needs_capture) + ",exact-home=" + yes_no(o.exact_home) +
             ",capture-throws-again=" + yes_no(o.capture_throws_again) +
             ",first-move-on-2-3-4=" + yes_no(o.first_move_on_2_3_4) + ",cancelled-capture=" + yes_no(o.cancelled_capture);
    if (o.pawns != 4) m.spec += ",pawns=" + std::to_string(o.pawns);
    if (o.arm != 8) m.spec += ",arm=" + std::to_string(o.arm);
    if (o.castle_offset != 4) m.spec += ",castle=" + std::to_string(o.castle_offset);
    return m;
}

std::vector<option_use> option_uses(const std::vector<traditional_mix>& mixes) {
    std::vector<traditional_options> options;
    for (const auto& m : mixes) options.push_back(m.options);
    option_counter<traditional_options> c{options, {}};
    using O = traditional_options;
    c.count("split_throw", [](const O& o) { return o.split_throw; });
    c.count("home_needs_capture", [](const O& o) { return o.home_needs_capture; });
    c.count("exact_home", [](const O& o) { return o.exact_home; });
    c.count("capture_throws_again", [](const O& o) { return o.capture_throws_again; });
    c.count("first_move_on_2_3_4", [](const O& o) { return o.first_move_on_2_3_4; });
    c.count("cancelled_capture", [](const O& o) { return o.cancelled_capture; });
    c.count("another pawn count", [](const O& o) { return o.pawns != 4; });
    c.count("another cross", [](const O& o) { return o.arm != 8 || o.castle_offset != 4; });
    c.count("another pawn count on another cross", [](const O& o) { return o.pawns != 4 && o.arm != 8; });
    c.count("pawns 4", [](const O& o) { return o.pawns == 4; });
    c.count("arm 8", [](const O& o) { return o.arm == 8; });
    std::vector<option_use> uses = c.uses;
    int seven = 0;
    for (const auto& m : mixes) seven += m.spec.starts_with("traditional7:");
    uses.push_back({"7 cowries", seven, static_cast<int>(mixes.size()) - seven});
    return uses;
}

// ---- 5. perft -------------------------------------------------------------------------------------------------

struct perft_row {
    std::string_view position;  // "initial": new game, 4 players, seat 0 to throw
    std::array<std::uint64_t, 6> counts;  // depth 1..6 (0: not checked at that depth)
};

template <class D>
void check_perft(const typename D::options_type& o, const std::array<perft_row, 4>& table) {
    for (const auto& row : table) {
        const state<D> s = row.position == "initial" ? new_game<D>(o, {.players = 4, .first_seat = 0}) : parse_state<D>(row.position, o);
        for (int depth = 1; depth <= 6; ++depth) {
            const auto expected = row.counts[static_cast<std::size_t>(depth - 1)];
            if (expected == 0) continue;
            INFO(row.position << " depth " << depth);
            CHECK(perft(s, depth) == expected);
        }
    }
}

}  // namespace

// ---- 1. side by side --------------------------------------------------------------------------------------------

TEST_CASE("dynamic §5: two_dice_rules_dynamic plays as the 11 registry types of shg cardinal and american side by side",
          "[dynamic][two_dice]") {
    const lockstep_plan plan{steps_per_type(default_two_dice_steps_per_type), 8};
    check_entry<registry_detail::shg_entry>(3001, 8, plan);
    check_entry<registry_detail::cardinal_entry>(3101, 1, plan);
    check_entry<registry_detail::american_entry>(3201, 2, plan);
}

TEST_CASE("dynamic §6: traditional_rules_dynamic plays as the 26 registry types of traditional side by side",
          "[dynamic][traditional]") {
    const lockstep_plan plan{steps_per_type(default_traditional_steps_per_type), 0};
    check_entry<registry_detail::traditional_entry<6>>(3301, 26, plan);
}

TEST_CASE("dynamic §6: traditional_rules_dynamic plays as the 26 registry types of traditional7 side by side",
          "[dynamic][traditional]") {
    const lockstep_plan plan{steps_per_type(default_traditional_steps_per_type), 0};
    check_entry<registry_detail::traditional_entry<7>>(3401, 26, plan);
}

// ---- 2. specs ------------------------------------------------------------------------------------------------------

TEST_CASE("dynamic: with_rules gives each of the 93 registry specs the run-time rule set and options of its type",
          "[dynamic][spec]") {
    int specs = 0, one_die = 0, two_dice = 0, traditional = 0;
    std::vector<std::string> problems;
    std::size_t index = 0;
    registry_detail::for_each_entry([&](auto entry) {
        using E = decltype(entry);
        registry_detail::for_each_choice<E>([&](auto choice) {
            using S = typename E::template rules<decltype(choice)::value>;
            const std::string spec = to_spec({index, choice.value});
            ++specs;
            (S::turn == family::one_die ? one_die : S::turn == family::parcheesi ? two_dice : traditional) += 1;
            std::string error;
            bool ok = false;
            const chosen_record record = record_of(spec, error, ok);
            std::string why = ok ? same_choice<S>(record, spec) : "";
            // The registry reads the spec back as the same choice.
            const auto back = parse_preset_spec(spec);
            if (!back || back->preset != index || back->options != choice.value) why += " (parse_preset_spec reads another choice)";
            if (!ok || !why.empty()) problems.push_back(spec + ": " + (ok ? why : error));
        });
        ++index;
    });
    std::string text;
    for (const auto& p : problems) text += p + "\n";
    INFO(specs << " specs (" << two_dice << " two-dice, " << traditional << " traditional, " << one_die << " one-die)\n" << text);
    CHECK(problems.empty());
    CHECK(specs == 93);
    CHECK(two_dice == 11);
    CHECK(traditional == 52);
    CHECK(one_die == 30);
}

TEST_CASE("dynamic: the two-dice and traditional spec words set the options they name", "[dynamic][spec]") {
    std::string error;
    // Two dice: every yes/no row and choice, on top of the preset.
    two_dice_rule_options o = two_dice_options_of<cardinal>();
    o.safe_squares = true;
    o.bonus = doublet_bonus::tops_and_bottoms;
    CHECK(two_dice_options_from_spec("cardinal:safe-squares,bonus=tops-and-bottoms", &error) == o);
    o = two_dice_options_of<american>();
    o.combine = combined_move::whole;
    o.again = doublet_again::never;
    o.capture = capture_reward::throw_again;
    o.opening = first_throw::highest_throw;
    o.capture_reward_squares = 0;
    o.home_reward_squares = 40;
    o.extra_lap = false;
    CHECK(two_dice_options_from_spec("american:combine=whole,again=never,capture=throw-again,opening=highest-throw,"
                                     "capture-reward=0,home-reward=40,extra-lap=no",
                                     &error) == o);
    two_dice_rule_options all_off{};
    for (const auto& row : rules_spec_detail::two_dice_rows) all_off.*row.member = false;
    all_off.bonus = doublet_bonus::four_of_top;  // the immediate reward off, so any bonus fits
    std::string spec = "shg:bonus=four-of-top";
    for (const auto& row : rules_spec_detail::two_dice_rows) spec += "," + std::string(row.name) + "=no";
    INFO(spec << ": " << error);
    CHECK(two_dice_options_from_spec(spec, &error) == all_off);
    CHECK(two_dice_options_from_spec("shg:undo,no-blockades,no-auto-fives", &error) ==
          two_dice_options_of<shg_rules<shg_options{.blockades = false, .auto_fives = false, .undo_in_play = true}>>());
    CHECK(two_dice_options_from_spec("american:third-doublet-penalty", &error) == two_dice_options_of<american_rules<true>>());
    // Traditional: the registry's words and the yes/no rows mean the same.
    CHECK(traditional_options_from_spec("traditional:split,home-needs-capture,exact-home,no-capture-throw,first-move,cancel-capture", &error) ==
          traditional_options_from_spec("traditional:split-throw=yes,home-needs-capture=yes,exact-home=yes,capture-throws-again=no,"
                                        "first-move-on-2-3-4,cancelled-capture=yes",
                                        &error));
    unsigned shells = 0;
    const auto t = traditional_options_from_spec("traditional7:arm=10,split", &error, &shells);
    REQUIRE(t);
    CHECK(shells == 7);
    CHECK(*t == traditional_options{.split_throw = true, .arm = 10});
    // "pawns=4" and "arm=8" say the default aloud.
    CHECK(traditional_options_from_spec("traditional:pawns=4,arm=8", &error) == traditional_options{});
}

// ---- 3. refusals and words ----------------------------------------------------------------------------------------

TEST_CASE("dynamic: with_rules refuses bad two-dice and traditional specs in exact words", "[dynamic][spec]") {
    CHECK(answer_to("chess") ==
          "unknown preset 'chess' (presets: shg cardinal american traditional traditional7 ludo ludo_king parchis maedn "
          "maedn_openspiel)");
    CHECK(answer_to("shg:castles") ==
          "unknown option 'castles' for preset 'shg' (options: undo, no-blockades, no-auto-fives; every row by name: "
          "combine=, bonus=, again=, capture=, capture-reward=, home-reward=, opening=; yes/no: auto-fives, "
          "entry-captures-on-safe, must-use-larger-die, moves-compulsory, blockades, safe-squares, exact-home, extra-lap, "
          "bonus-all-or-none, rewards-optional, immediate-capture-reward, undo-in-play, partners-allowed, "
          "first-pawn-out-allowed, tie-weights) in 'shg:castles'");
    CHECK(answer_to("cardinal:castles=yes") ==
          "unknown option 'castles=yes' for preset 'cardinal' (options: every row by name: combine=, bonus=, again=, "
          "capture=, capture-reward=, home-reward=, opening=; yes/no: auto-fives, entry-captures-on-safe, "
          "must-use-larger-die, moves-compulsory, blockades, safe-squares, exact-home, extra-lap, bonus-all-or-none, "
          "rewards-optional, immediate-capture-reward, undo-in-play, partners-allowed, first-pawn-out-allowed, "
          "tie-weights) in 'cardinal:castles=yes'");
    CHECK(answer_to("shg:undo,undo-in-play=no") == "option 'undo-in-play' is given twice in 'shg:undo,undo-in-play=no': give it once");
    CHECK(answer_to("shg:no-blockades,blockades") == "option 'blockades' is given twice in 'shg:no-blockades,blockades': give it once");
    CHECK(answer_to("shg:blockades=maybe") ==
          "option 'blockades' is yes or no: write 'blockades' or 'blockades=no', not 'blockades=maybe' in 'shg:blockades=maybe'");
    CHECK(answer_to("cardinal:combine=both") == "combine= is one of increments, whole, not 'both' in 'cardinal:combine=both'");
    CHECK(answer_to("american:capture-reward=50") ==
          "capture-reward= is a number of squares 0..40, not '50' in 'american:capture-reward=50'");
    // PACHISI_MESSAGE_REWARDS, the compile-time check's message, after the spec without its "pachisi: " lead.
    CHECK(std::string(PACHISI_MESSAGE_REWARDS) ==
          "pachisi: rewards are 0..40 squares, and an immediate capture reward needs a doublet bonus");
    CHECK(answer_to("shg:bonus=none") ==
          "'shg:bonus=none': rewards are 0..40 squares, and an immediate capture reward needs a doublet bonus");
    CHECK(answer_to("shg:") == "an empty option in 'shg:': separate the options by single commas, with none at the end");
    CHECK(answer_to("shg:undo,") == "an empty option in 'shg:undo,': separate the options by single commas, with none at the end");
    // Castles beyond the arm: cross_board_of's check, in its words after the spec.
    CHECK(answer_to("traditional7:arm=6,castle=6") ==
          "'traditional7:arm=6,castle=6': a cross board's castle offset lies on the outer column: 1..arm length - 1 "
          "(docs/rules.md §6.10 option 8)");
    CHECK(answer_to("traditional:castle=10") ==
          "castle= is 1 to 9 squares from the tips (below the arm), not '10' in 'traditional:castle=10'");
    CHECK(answer_to("traditional:pawns=5") == "pawns= is 4, 8, 12 or 16, not '5' in 'traditional:pawns=5'");
    CHECK(answer_to("traditional:arm=11") == "arm= is 6 to 10 squares per column, not '11' in 'traditional:arm=11'");
    CHECK(answer_to("traditional:split,split-throw=no") ==
          "option 'split-throw' is given twice in 'traditional:split,split-throw=no': give it once");
    CHECK(answer_to("traditional:castles=3") ==
          "unknown option 'castles=3' for preset 'traditional' (options: split, home-needs-capture, exact-home, "
          "no-capture-throw, pawns=, first-move, cancel-capture, arm=, castle=; every row by name: split-throw, "
          "capture-throws-again, first-move-on-2-3-4, cancelled-capture) in 'traditional:castles=3'");
    // The same words from the functions that read the options alone.
    std::string error;
    CHECK(!two_dice_options_from_spec("shg:bonus=none", &error));
    CHECK(error == after_spec("shg:bonus=none", PACHISI_MESSAGE_REWARDS));
    CHECK(!two_dice_options_from_spec("traditional", &error));
    CHECK(error == "unknown two-dice preset 'traditional' (shg, cardinal, american)");
    CHECK(!traditional_options_from_spec("shg", &error));
    CHECK(error == "unknown traditional preset 'shg' (traditional, traditional7)");
    CHECK(!traditional_options_from_spec("traditional7:arm=7,castle=7", &error));
    CHECK(error == after_spec("traditional7:arm=7,castle=7", PACHISI_MESSAGE_CROSS_CASTLE));
    const auto any_cross = traditional_options_from_spec("traditional7:castle=2,pawns=8,arm=6", &error);
    REQUIRE(any_cross);
    CHECK((any_cross->pawns == 8 && any_cross->arm == 6 && any_cross->castle_offset == 2));
    // shg:bonus=none is what a compile-time rule set of those options fails to compile with.
    constexpr two_dice_rule_options no_bonus = [] {
        two_dice_rule_options o;
        o.bonus = doublet_bonus::none;
        return o;
    }();
    static_assert(!rewards_fit<two_dice_rules_of<no_bonus>>);
    CHECK(two_dice_rules_dynamic::problem(no_bonus) == PACHISI_MESSAGE_REWARDS);
    // A pawn count, arm or castle offset no compile-time rule set has: the words its check fails to compile with
    // (cross_board_of's static_asserts, check_rules' pawn count).
    CHECK(traditional_dynamic::problem(traditional_options{.pawns = 6}) == PACHISI_MESSAGE_TRADITIONAL_PAWNS);
    CHECK(traditional_dynamic::problem(traditional_options{.arm = 11}) == PACHISI_MESSAGE_CROSS_ARM);
    CHECK(traditional_dynamic::problem(traditional_options{.arm = 6, .castle_offset = 6}) == PACHISI_MESSAGE_CROSS_CASTLE);
    CHECK(traditional_dynamic::problem(traditional_options{.castle_offset = 0}) == PACHISI_MESSAGE_CROSS_CASTLE);
    CHECK_THROWS_AS(new_game<traditional_dynamic>(traditional_options{.arm = 5}), std::invalid_argument);
    CHECK(!try_parse_state<traditional_dynamic>("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", traditional_options{.castle_offset = 8}, &error));
    CHECK(error == PACHISI_MESSAGE_CROSS_CASTLE);
    // Every cross and pawn count plays on traditional_dynamic; room for 4 pawns refuses more.
    CHECK(traditional_dynamic::problem(traditional_options{.pawns = 16, .arm = 10, .castle_offset = 9}) == "");
    CHECK(traditional_rules_dynamic<7, 4>::problem(traditional_options{.arm = 6, .castle_offset = 3}) == "");
    CHECK(traditional_rules_dynamic<7, 4>::problem(traditional_options{.pawns = 8}) ==
          "pachisi: 8 pawns per colour do not fit traditional_rules_dynamic<7, 4> (room for 4; traditional_dynamic has room for 16)");
    CHECK_THROWS_AS((new_game<traditional_rules_dynamic<6, 8>>(traditional_options{.pawns = 12})), std::invalid_argument);
}

TEST_CASE("dynamic §5.7: the rewards dimensions are refused as the compile-time checks refuse them", "[dynamic][two_dice]") {
    refusal_tally on_shg, on_cardinal, on_american;
    walk_reward_mixes<shg>("shg", on_shg);
    walk_reward_mixes<cardinal>("cardinal", on_cardinal);
    walk_reward_mixes<american>("american", on_american);
    // 6 x 6 reward pairs, 16 of them in 0..40; of those, all fit without the immediate reward or with a
    // bonus, and none with the immediate reward and no bonus: 16 x 5 = 80 of 216.
    SECTION("on shg's options") {
        report(on_shg);
        CHECK(on_shg.accepted == 80);
        CHECK(on_shg.refused == 136);
    }
    SECTION("on cardinal's options") {
        report(on_cardinal);
        CHECK(on_cardinal.accepted == 80);
        CHECK(on_cardinal.refused == 136);
    }
    SECTION("on american's options") {
        report(on_american);
        CHECK(on_american.accepted == 80);
        CHECK(on_american.refused == 136);
    }
}

TEST_CASE("dynamic: mixes the registry does not offer are accepted by spec and played", "[dynamic][spec]") {
    const std::array<std::string_view, 7> specs{
        "traditional:split,first-move,cancel-capture,pawns=8",
        "cardinal:safe-squares,bonus=tops-and-bottoms",
        "traditional7:home-needs-capture,exact-home,arm=10",
        "traditional:first-move,no-capture-throw,pawns=16",
        "american:combine=whole,again=never,capture=throw-again,extra-lap=no,undo",
        "shg:moves-compulsory=no,exact-home=no,entry-captures-on-safe=no,bonus=four-of-top,immediate-capture-reward=no",
        "cardinal:capture=none,capture-reward=0,home-reward=0,must-use-larger-die,tie-weights",
    };
    std::uint64_t seed = 3501;
    for (const std::string_view spec : specs) {
        INFO(spec);
        std::string error;
        CHECK(!parse_preset_spec(spec));  // not one of the registry's 93
        mix_tally t;
        const bool ok = with_rules(spec, [&](const auto& chosen) {
            using R = typename std::remove_cvref_t<decltype(chosen)>::rules;
            if constexpr (R::turn != family::one_die)  // (no one-die spec here: not compiled for them)
                for (int g = 0; g < 3; ++g) play_checked<R>(chosen.options, seed++, 60000, t);
        }, &error);
        std::string problems;
        for (const auto& p : t.problems) problems += p + "\n";
        INFO(error << "\n" << t.games << " games, " << t.steps << " steps (" << t.finished_games << " to the end)\n" << problems);
        CHECK(ok);
        CHECK(t.games == 3);
        CHECK(t.problems.empty());
        CHECK(t.finished_games == 3);
    }
}

// ---- 4. mixes the registry never had ------------------------------------------------------------------------------

TEST_CASE("dynamic §5: random two-dice option mixes play with invariants and by the simple implementation's rules",
          "[dynamic][two_dice]") {
    const int wanted = mixes_wanted(240);  // (not fewer in the sanitizer and quick builds: the coverage checks need them)
    const long steps_per_mix = 20000;
    const int throws_compared_per_mix = 100;
    random_draws::rng_t rng(3601);
    std::vector<two_dice_rule_options> mixes;
    long drawn = 0, refused = 0;
    while (static_cast<int>(mixes.size()) < wanted) {
        const two_dice_rule_options o = random_two_dice_mix(rng, drawn % 2 == 1);
        ++drawn;
        if (!two_dice_rules_dynamic::problem(o).empty()) ++refused;
        else mixes.push_back(o);
    }
    INFO(mixes.size() << " mixes kept of " << drawn << " drawn: " << refused << " refused by problem()");
    for (const auto& u : option_uses(mixes)) {
        INFO(u.name << ": in " << u.on << " mixes, not in " << u.off);
        CHECK(u.on > 0);
        CHECK(u.off > 0);
    }
    mix_tally games;
    differential::tally count;
    long compared_mixes = 0, declinable_pairs = 0, declinable_mismatches = 0;
    std::string declinable_examples;
    std::uint64_t seed = 3602;
    for (const auto& o : mixes) {
        const bool compare = simple_plays(o);
        compared_mixes += compare;
        const simple::dice_rules table = simple_rules_of(o);
        int compared = 0;
        long throw_nodes = 0;
        play_checked<two_dice_rules_dynamic>(o, seed++, steps_per_mix, games,
                                             [&](const state<two_dice_rules_dynamic>& s, throw_outcome t) {
                                                 if (!compare || compared == throws_compared_per_mix || throw_nodes++ % 3 != 0) return;
                                                 ++compared;
                                                 if (throw_reward_declinable(o)) {
                                                     ++declinable_pairs;
                                                     const std::string why = compare_ends(s, t, table);
                                                     if (!why.empty() && declinable_mismatches++ < 3)
                                                         declinable_examples += to_string(s) + " throw " + to_string(t) + ": " +
                                                                                why + "\n  options " + describe(o) + "\n";
                                                     return;
                                                 }
                                                 const std::size_t before = count.examples.size();
                                                 differential::compare(s, t, table, count, 1);
                                                 if (count.examples.size() != before) count.examples.back() += "  options " + describe(o) + "\n";
                                             });
    }
    std::string problems;
    for (const auto& p : games.problems) problems += p + "\n";
    std::string examples;
    for (const auto& e : count.examples) examples += e;
    INFO(games.games << " games, " << games.steps << " steps checked (" << games.finished_games << " to the end, "
                     << games.capped_games << " stopped at " << steps_per_mix << " steps)\n" << problems);
    INFO(compared_mixes << " mixes compared with the simple implementation: " << count.pairs << " plays, "
                        << count.mismatches << " mismatches; covered: doublet bonus " << count.bonus << ", captures "
                        << count.captures << ", HOME " << count.homes << ", reward actions " << count.rewards
                        << ", declines " << count.declines << ", laps " << count.laps << ", third doublets "
                        << count.penalties << "\n" << examples);
    INFO(declinable_pairs << " plays of mixes whose capture rewards may be thrown or declined compared by compare_ends: "
                          << declinable_mismatches << " mismatches\n" << declinable_examples);
    CHECK(games.problems.empty());
    CHECK(games.games == static_cast<long>(mixes.size()));
    CHECK(games.capped_games == 0);
    CHECK(count.mismatches == 0);
    CHECK(declinable_mismatches == 0);
    CHECK(declinable_pairs > 0);
    CHECK(compared_mixes >= static_cast<long>(mixes.size()) / 3);
    CHECK(count.pairs + declinable_pairs >= compared_mixes * throws_compared_per_mix / 2);
    CHECK(count.bonus > 0);
    CHECK(count.captures > 0);
    CHECK(count.homes > 0);
    CHECK(count.rewards > 0);
    CHECK(count.declines > 0);
    CHECK(count.laps > 0);
    CHECK(count.penalties > 0);
}

TEST_CASE("dynamic §6: random traditional yes/no mixes on every board and pawn count play with invariants",
          "[dynamic][traditional]") {
    const int wanted = mixes_wanted(100);
    const long steps_per_mix = 6000 / test::games_scale;  // the sanitizer and quick builds stop games sooner
    random_draws::rng_t rng(3701);
    std::vector<traditional_mix> mixes;
    for (int i = 0; i < wanted; ++i) mixes.push_back(random_traditional_mix(rng));
    for (const auto& u : option_uses(mixes)) {
        INFO(u.name << ": in " << u.on << " mixes, not in " << u.off);
        CHECK(u.on > 0);
        CHECK(u.off > 0);
    }
    mix_tally games;
    std::vector<std::string> spec_problems;
    std::uint64_t seed = 3702;
    for (const auto& m : mixes) {
        std::string error;
        const bool ok = with_rules(m.spec, [&](const auto& chosen) {
            using R = typename std::remove_cvref_t<decltype(chosen)>::rules;
            if constexpr (R::turn != family::traditional) {
                spec_problems.push_back(m.spec + ": not a traditional rule set");
            } else {
                if (!(chosen.options == m.options)) spec_problems.push_back(m.spec + ": options " + describe(chosen.options));
                if (R::thrower::shells != (m.spec.starts_with("traditional7:") ? 7U : 6U))
                    spec_problems.push_back(m.spec + ": another number of cowries");
                play_checked<R>(chosen.options, seed++, steps_per_mix, games);
            }
        }, &error);
        if (!ok) spec_problems.push_back(m.spec + ": " + error);
    }
    std::string problems;
    for (const auto& p : spec_problems) problems += p + "\n";
    for (const auto& p : games.problems) problems += p + "\n";
    INFO(games.games << " games, " << games.steps << " steps checked (" << games.finished_games << " to the end, "
                     << games.capped_games << " stopped at " << steps_per_mix << " steps)\n" << problems);
    CHECK(spec_problems.empty());
    CHECK(games.problems.empty());
    CHECK(games.games == static_cast<long>(mixes.size()));
    if (test::games_scale == 1) CHECK(games.finished_games >= games.games / 2);
}

TEST_CASE("dynamic: mixes the registry never had play as compile-time types of the same options side by side",
          "[dynamic][two_dice][traditional]") {
    const lockstep_plan plan{3000 / test::games_scale, 8};
    const auto check = [&](auto rules, std::uint64_t seed) {
        using S = typename decltype(rules)::type;
        const auto options = options_of_type<S>();
        INFO(describe(options));
        REQUIRE(dynamic_of<S>::problem(options).empty());
        CHECK(same_setup_answers<S>(options) == "");
        const lockstep_result r = side_by_side<S>(options, plan, seed);
        INFO(r.steps << " steps compared in " << r.games << " games (" << r.finished_games << " to the end), enumerate_plays "
                     << r.enumerations << " times (" << r.enumerated_ends << " ends)\n" << r.mismatch);
        CHECK(r.mismatch == "");
        CHECK(r.steps >= plan.budget);
        CHECK(r.capped_games == 0);
    };
    // What the presets never have: optional moves, no exact count, no entry capture on a safe square, no
    // doublet bonus, doublets that never throw again, throws (or nothing) for a capture, rewards of 0 and 40.
    constexpr two_dice_rule_options loose = [] {
        two_dice_rule_options o = two_dice_options_of<american>();
        o.moves_compulsory = o.exact_home = o.entry_captures_on_safe = false;
        o.bonus = doublet_bonus::none;
        o.again = doublet_again::never;
        o.capture = capture_reward::throw_again;
        o.home_reward_squares = 40;
        o.opening = first_throw::highest_throw;
        o.partners_allowed = o.first_pawn_out_allowed = true;
        return o;
    }();
    constexpr two_dice_rule_options whole_shg = [] {
        two_dice_rule_options o;
        o.combine = combined_move::whole;
        o.safe_squares = false;
        o.extra_lap = true;
        o.capture = capture_reward::move_or_throw_again;
        o.capture_reward_squares = 40;
        o.home_reward_squares = 0;
        o.again = doublet_again::if_all_used;
        o.bonus = doublet_bonus::four_of_top;
        return o;
    }();
    constexpr two_dice_rule_options nothing_for_captures = [] {
        two_dice_rule_options o = two_dice_options_of<cardinal>();
        o.capture = capture_reward::none;
        o.capture_reward_squares = 0;
        o.rewards_optional = true;
        o.must_use_larger_die = true;
        o.undo_in_play = true;
        o.rank_with_tie_weights = true;
        o.opening = first_throw::lowest_die;
        return o;
    }();
    check(tag<two_dice_rules_of<loose>>{}, 3801);
    check(tag<two_dice_rules_of<whole_shg>>{}, 3802);
    check(tag<two_dice_rules_of<nothing_for_captures>>{}, 3803);
    check(tag<traditional_rules<6, traditional_options{.pawns = 8, .split_throw = true, .first_move_on_2_3_4 = true,
                                                        .cancelled_capture = true}>>{},
          3804);
    check(tag<traditional_rules<7, traditional_options{.home_needs_capture = true, .exact_home = true,
                                                        .capture_throws_again = false, .arm = 10, .cancelled_capture = true}>>{},
          3805);
    // Pawn counts on other crosses, and castles elsewhere: one engine per number of cowries plays them all.
    check(tag<traditional_rules<6, traditional_options{.pawns = 12, .split_throw = true, .arm = 7, .castle_offset = 2,
                                                        .cancelled_capture = true}>>{},
          3806);
    check(tag<traditional_rules<7, traditional_options{.pawns = 16, .exact_home = true, .arm = 9, .castle_offset = 8,
                                                        .first_move_on_2_3_4 = true}>>{},
          3807);
}

// ---- 5. perft ----------------------------------------------------------------------------------------------------
// The rows of tests/perft_regression.cpp, with the run-time rule sets and the presets' options.

TEST_CASE("dynamic §5: perft of shg cardinal and american with two_dice_rules_dynamic", "[dynamic][two_dice][perft]") {
    check_perft<two_dice_rules_dynamic>(two_dice_options_of<shg>(), {{
        {"initial", {21, 21, 321, 441, 4951, 11271}},
        {"34,23,21,1/30,22,18,3/23,0,0,0/30,20,0,0 1 throw", {21, 168, 843, 10995, 31777, 0}},
        {"25,25,1,1/70,46,17,0/46,15,11,4/28,3,0,0 0 throw doublets=1", {21, 84, 324, 4336, 15756, 0}},
        {"66,33,5,1/72,57,47,2/28,0,0,0/72,48,6,0 1 throw", {21, 119, 437, 5862, 11086, 0}},
    }});
    check_perft<two_dice_rules_dynamic>(two_dice_options_of<cardinal>(), {{
        {"initial", {21, 21, 321, 441, 4966, 8586}},
        {"26,24,23,21/27,16,10,8/17,16,14,2/20,16,1,1 0 throw", {21, 204, 1576, 16001, 132895, 0}},
        {"72,27,17,1/43,15,0,0/72,6,0,0/22,0,0,0 1 throw", {21, 98, 744, 4687, 22886, 0}},
        {"40,40,28,11/20,0,0,0/0,0,0,0/43,24,4,0 2 throw doublets=1", {21, 21, 341, 1796, 15374, 0}},
    }});
    check_perft<two_dice_rules_dynamic>(two_dice_options_of<american>(), {{
        {"initial", {21, 21, 322, 462, 5015, 8709}},
        {"72,55,47,3/72,72,72,4/72,72,25,0/58,34,1,0 1 throw", {21, 42, 54, 666, 1356, 3636}},
        {"72,71,32,4/157,72,1,0/40,23,0,0/64,56,29,5 1 throw", {21, 80, 210, 3238, 13469, 44158}},
        {"81,72,72,6/42,12,0,0/72,64,0,0/72,72,72,62 0 throw doublets=2", {21, 84, 216, 2808, 9456, 35736}},
    }});
}

TEST_CASE("dynamic §6.10: perft of traditional with options 1 and 5 and on crosses of arm 6 with the run-time rule sets",
          "[dynamic][traditional][perft]") {
    check_perft<traditional_dynamic>(traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}, {{
        {"0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=2", {7, 10, 70, 100, 700, 1000}},
        {"45,34,3,0/15,12,11,0/60,20,0,0/40,8,0,0 1 throw partners=2 turns=15 captured=1 first=15 back=1.17",
         {7, 31, 68, 236, 925, 2894}},
        {"20,0,0,0/17,9,0,0/64,62,0,0/0,0,0,0 2 throw partners=1 turns=3 captured=2 first=7 back=0.34",
         {7, 26, 132, 401, 1703, 6625}},
        {"20,5,0,0/17,5,0,0/66,64,0,0/- 2 throw turns=3 captured=2 first=7 back=0.34", {7, 26, 82, 411, 1551, 5222}},
    }});
    check_perft<traditional_rules_dynamic<6, 4>>(traditional_options{.arm = 6}, {{
        {"initial", {7, 10, 70, 121, 757, 1492}},
        {"38,17,11,0/23,9,0,0/30,19,1,0/9,0,0,0 2 throw partners=1 turns=15 captured=4", {7, 31, 68, 231, 819, 2774}},
        {"5,0,0,0/108,11,8,5/32,25,6,1/42,32,14,0 0 throw partners=1 turns=15 captured=14", {7, 17, 34, 123, 554, 1556}},
        {"60,56,30,0/62,20,0,0/52,40,3,0/64,64,12,0 1 throw partners=2 turns=15 captured=15", {7, 24, 51, 177, 803, 2253}},
    }});
    // The same rows on both engines: room for 4 pawns, and traditional_dynamic's room for 16 (12 places unused).
    const std::array<perft_row, 4> arm6_castle3{{
        {"initial", {7, 10, 70, 121, 757, 1492}},
        {"38,17,11,0/23,9,0,0/30,19,1,0/9,0,0,0 2 throw partners=1 turns=15 captured=4", {7, 30, 66, 222, 776, 2645}},
        {"36,24,5,0/84,54,31,27/64,8,1,0/64,52,44,43 0 throw partners=1 turns=15 captured=11", {7, 24, 50, 180, 872, 2268}},
        {"74,64,48,5/80,64,64,52/116,64,32,22/74,40,34,1 2 throw partners=2 turns=15 captured=10",
         {7, 33, 66, 297, 1350, 3407}},
    }};
    check_perft<traditional_rules_dynamic<6, 4>>(traditional_options{.arm = 6, .castle_offset = 3}, arm6_castle3);
    check_perft<traditional_dynamic>(traditional_options{.arm = 6, .castle_offset = 3}, arm6_castle3);
    // The standard cross starts as the cross of arm 6 through depth 7 (perft_regression.cpp's note).
    const auto start = new_game<traditional_dynamic>(traditional_options{}, {.players = 4, .first_seat = 0});
    const std::array<std::uint64_t, 6> initial{7, 10, 70, 121, 757, 1492};
    for (int depth = 1; depth <= 6; ++depth) {
        INFO("traditional initial depth " << depth);
        CHECK(perft(start, depth) == initial[static_cast<std::size_t>(depth - 1)]);
    }
}

// ---- 6. the side-by-side comparison is not blind -----------------------------------------------------------------
// An option flipped on the dynamic side only must be seen: blockades off in shg, safe squares on in cardinal (legal
// actions), the tie weights of shg's ranking (results only), split throws and capture throws in traditional.

TEST_CASE("dynamic: a flipped option is seen side by side", "[dynamic][two_dice][traditional]") {
    const auto seen = [](auto rules, auto&& flip) {
        using S = typename decltype(rules)::type;
        auto o = options_of_type<S>();
        flip(o);
        REQUIRE(dynamic_of<S>::problem(o).empty());
        const lockstep_result r = side_by_side<S>(o, {4000, 8}, 3901);
        INFO(options_text(o) << "\n" << r.mismatch);
        CHECK(r.mismatch != "");
        return r.mismatch;
    };
    CHECK(seen(tag<shg>{}, [](two_dice_rule_options& o) { o.blockades = false; }).find("legal_actions") != std::string::npos);
    CHECK(seen(tag<cardinal>{}, [](two_dice_rule_options& o) { o.safe_squares = true; }) != "");
    CHECK(seen(tag<american>{}, [](two_dice_rule_options& o) { o.must_use_larger_die = false; }) != "");
    CHECK(seen(tag<shg>{}, [](two_dice_rule_options& o) { o.rank_with_tie_weights = false; }).find("results") != std::string::npos);
    CHECK(seen(tag<traditional>{}, [](traditional_options& o) { o.split_throw = true; }).find("legal_actions") != std::string::npos);
    CHECK(seen(tag<traditional7>{}, [](traditional_options& o) { o.capture_throws_again = false; }) != "");
}

}  // namespace dynamic_two_dice_and_traditional_tests
