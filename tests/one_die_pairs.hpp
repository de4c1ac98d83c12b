#pragma once
// Random (position, face) pairs for the one-die rule sets (docs/rules.md §10), and their comparison between
// the engine (apply_throw, then every legal action, recursively, with apply and undo, until the next
// throw or the end of the game) and simple_one_die::throw_ends (simple_one_die.hpp). Shared by the
// differential test (tests/differential_one_die.cpp) and the opt-in run (bench/differential_opt_in.cpp).
//
// Positions come from random playouts (a uniform random legal action, every face 1/6) and from perturbed
// copies of them: pawns put a throw behind an enemy, pairs and barriers made, pawns near the end of
// their journey, on the entry square with pawns in the nest, round the ring again (must kill), seats
// marked as having captured, 6s in a row before the throw (and the pawn that moved last), a seat with
// nothing on the ring (three tries) and enemies on the mover's entry square (Parchís). Only positions
// the engine's notation accepts and whose invariants hold are used.
//
// The rule set is a compile-time one (one_die_rules<options>: its options are R::options) or one with options
// at run time (one_die_rules_dynamic<board>, rules/one_die_dynamic.hpp: the options are the state's, and
// random_pairs takes them as an argument); everything here reads the options of the state (options_of).

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <pachisi/pachisi.hpp>

#include "random_draws.hpp"
#include "simple_one_die.hpp"

namespace one_die_differential {

using random_draws::rng_t;
using random_draws::uniform;

// The options a state is played by: R's (a compile-time rule set), or the state's own (options at run time).
template <class R>
pachisi::one_die_rule_options options_of(const pachisi::state<R>& s) {
    if constexpr (pachisi::has_options_at_run_time<R>) return s.options.options(R::board_kind);
    else return R::options;
}

// The rule table of options `o` in the simple implementation's words (the board's numbers from §9's table).
inline simple_one_die::die_rules rules_for(const pachisi::one_die_rule_options& o) {
    simple_one_die::die_rules r = o.board == pachisi::one_die_board::ludo        ? simple_one_die::ludo_board()
                                  : o.board == pachisi::one_die_board::parcheesi ? simple_one_die::parcheesi_board()
                                                                                 : simple_one_die::maedn_board();
    r.entry_faces.clear();
    for (int face = 1; face <= 6; ++face)
        if ((o.entry_values >> face) & 1U) r.entry_faces.push_back(face);
    r.entry_compulsory = o.entry_compulsory;
    r.entry_captures = o.entry_captures;
    r.clear_entry_first = o.clear_entry_first;
    r.six_counts_seven = o.six_counts_seven;
    r.third_six = o.third_six == pachisi::third_six_rule::nothing   ? simple_one_die::third_six_kind::nothing
                  : o.third_six == pachisi::third_six_rule::forfeit ? simple_one_die::third_six_kind::forfeit
                                                                    : simple_one_die::third_six_kind::last_pawn_to_nest;
    r.capture_throws_again = o.capture_throws_again;
    r.home_throws_again = o.home_throws_again;
    r.capture_reward = o.capture_reward;
    r.home_reward = o.home_reward;
    r.safe_squares = o.safe_squares;
    r.stacking = o.stacking == pachisi::one_die_stacking::single ? simple_one_die::stack_kind::single
                 : o.stacking == pachisi::one_die_stacking::pair ? simple_one_die::stack_kind::pair
                                                                 : simple_one_die::stack_kind::barrier;
    r.two_per_safe_square = o.two_per_safe_square;
    r.must_open_barrier = o.must_open_barrier;
    r.must_kill = o.must_kill;
    r.three_tries = o.three_tries;
    r.jump_in_home_path = o.jump_in_home_path;
    return r;
}
// The same for the compile-time rule set R.
template <class R>
simple_one_die::die_rules rules_of() {
    return rules_for(R::options);
}

// What the comparison keeps of an end (the spec's state): the seats that have captured only where must
// kill reads them; the pawn that moved last only where a third 6 sends it back; who arrived last only
// with Parchís's entries; tries only with three tries.
inline simple_one_die::end_position normalized(simple_one_die::end_position e, const pachisi::one_die_rule_options& o) {
    if (!o.must_kill) e.captured = 0;
    if (o.third_six != pachisi::third_six_rule::last_pawn_to_nest) e.last_moved = 0;
    if (o.stacking != pachisi::one_die_stacking::barrier) e.last_arrival = 0;
    if (!o.three_tries) e.tries = 0;
    return e;
}

template <class R>
simple_one_die::position to_simple(const pachisi::state<R>& s) {
    simple_one_die::position p;
    for (std::size_t seat = 0; seat < 4; ++seat)
        if ((static_cast<unsigned>(s.seats) >> seat) & 1U)
            for (const auto q : s.pawns[seat]) p.pawns[seat].push_back(static_cast<int>(q));
    p.seats = s.seats;
    p.play_on = s.play_on != 0;
    p.mover = static_cast<int>(s.mover);
    p.sixes = static_cast<int>(s.doublets_in_row);
    p.captured = s.captured;
    if constexpr (pachisi::remembers_one_die_turn<R>()) {
        p.last_moved = static_cast<int>(s.last_moved);
        for (std::size_t owner = 0; owner < 4; ++owner) p.last_in[owner] = static_cast<int>((static_cast<unsigned>(s.last_arrival) >> (2 * owner)) & 3U);
        p.tries = static_cast<int>(s.tries);
    }
    return p;
}

// The end the engine's state s (at a throw, or over) stands for.
template <class R>
simple_one_die::end_position end_of(const pachisi::state<R>& s) {
    simple_one_die::end_position e;
    for (std::size_t seat = 0; seat < 4; ++seat) {
        if (!((static_cast<unsigned>(s.seats) >> seat) & 1U)) continue;
        for (const auto q : s.pawns[seat]) e.pawns[seat].push_back(static_cast<int>(q));
        std::sort(e.pawns[seat].begin(), e.pawns[seat].end(), std::greater<>());
    }
    e.over = pachisi::is_over(s);
    e.winners = e.over ? static_cast<unsigned>(pachisi::winners(s)) : 0U;
    e.next = e.over ? -1 : static_cast<int>(s.mover);
    e.captured = s.captured;
    if (!e.over) e.sixes = static_cast<int>(s.doublets_in_row);
    if constexpr (pachisi::remembers_one_die_turn<R>()) {
        if (!e.over) e.last_moved = static_cast<int>(s.last_moved), e.tries = static_cast<int>(s.tries);
        e.last_arrival = s.last_arrival;
    }
    return normalized(e, options_of(s));
}

// ---- the engine's side: every way the throw can end ----------------------------------------------------------
struct engine_result {
    std::set<simple_one_die::end_position> ends;
    std::vector<simple_one_die::die_action> offered;  // the first decision's actions, as (kind, from)
    std::vector<std::string> problems;                // broken invariants, undo that does not restore
};

template <class R>
void walk_engine(pachisi::state<R>& s, engine_result& out) {
    if (const auto problem = pachisi::find_invariant_problem(s)) out.problems.push_back(pachisi::to_string(problem) + " in " + pachisi::to_string(s));
    if (pachisi::is_chance_node(s) || pachisi::is_over(s)) {
        if (!pachisi::is_over(s) && s.phase != pachisi::stage::throw_) out.problems.push_back("ends at a chance node that is not a throw");
        out.ends.insert(end_of(s));
        return;
    }
    for (const auto& a : pachisi::legal_actions(s)) {
        const pachisi::state<R> before = s;
        const auto record = pachisi::apply(s, a);
        walk_engine(s, out);
        pachisi::undo(s, record);
        if (!(s == before)) out.problems.push_back("undo of " + pachisi::to_string(a) + " does not restore " + pachisi::to_string(before));
    }
}

template <class R>
engine_result engine_ends(const pachisi::state<R>& start, int face) {
    engine_result out;
    pachisi::state<R> s = start;
    (void)pachisi::apply_throw(s, pachisi::throw_outcome{static_cast<std::uint8_t>(face), 0});
    if (pachisi::is_decision_node(s))
        for (const auto& a : pachisi::legal_actions(s)) {
            const int kind = a.kind == pachisi::action_kind::pass ? 0 : a.kind == pachisi::action_kind::enter ? 1 : 2;
            out.offered.push_back({kind, kind == 2 ? static_cast<int>(a.from) : 0});
        }
    std::sort(out.offered.begin(), out.offered.end());
    walk_engine(s, out);
    return out;
}

// ---- positions ---------------------------------------------------------------------------------------------
// Who arrived last on the entry squares of s after an edit: kept where two pawns of two colours still
// stand and it names one of them, else one of them drawn, else 0 (Parchís only).
template <class R>
void fix_memory(pachisi::state<R>& s, rng_t& rng) {
    if constexpr (pachisi::remembers_one_die_turn<R>()) {
        const auto& mine = s.pawns[s.mover];
        if (s.last_moved != 0 && std::find(mine.begin(), mine.end(), s.last_moved) == mine.end()) s.last_moved = 0;
        const pachisi::one_die_rule_options o = options_of(s);
        if (o.stacking != pachisi::one_die_stacking::barrier) return;
        const simple_one_die::die_rules r = rules_for(o);
        const auto p = to_simple(s);
        unsigned bits = 0;
        for (int owner = 0; owner < 4; ++owner) {
            const int sq = simple_one_die::entry_square(r, owner);
            std::vector<int> there;
            for (int seat = 0; seat < 4; ++seat)
                if (simple_one_die::in_play(p, seat))
                    for (int k = 0; k < simple_one_die::count_at(r, p, seat, sq); ++k) there.push_back(seat);
            if (there.size() != 2 || there[0] == there[1]) continue;
            int who = p.last_in[static_cast<std::size_t>(owner)];
            if (who != there[0] && who != there[1]) who = there[static_cast<std::size_t>(uniform(rng, 0, 1))];
            bits |= static_cast<unsigned>(who) << (2 * owner);
        }
        s.last_arrival = static_cast<std::uint8_t>(bits);
    }
}

// A copy of s with a few pawns moved to where the rules are hard (the caller keeps it only if the
// notation accepts it and its invariants hold).
template <class R>
pachisi::state<R> perturbed(pachisi::state<R> s, rng_t& rng) {
    using progress = typename pachisi::state<R>::pawn_row::value_type;
    const pachisi::one_die_rule_options o = options_of(s);
    const simple_one_die::die_rules r = rules_for(o);
    const int T = simple_one_die::turn_off(r), last = simple_one_die::last_stop(r), home = simple_one_die::home(r);
    const int mover = s.mover;
    std::vector<int> seats, enemies;
    for (int seat = 0; seat < 4; ++seat)
        if ((static_cast<unsigned>(s.seats) >> seat) & 1U) {
            seats.push_back(seat);
            if (seat != mover) enemies.push_back(seat);
        }
    const auto draw = [&](const std::vector<int>& from) { return from[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(from.size()) - 1))]; };
    const auto set = [&](int seat, int i, int q) { s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i & 3)] = static_cast<progress>(q); };
    const auto get = [&](int seat, int i) { return static_cast<int>(s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i & 3)]); };
    // The progress at which seat stands on ring square sq (0 if none on its first trip).
    const auto progress_on = [&](int seat, int sq) {
        for (int q = 1; q <= T; ++q)
            if (simple_one_die::square_of(r, seat, q) == sq) return q;
        return 0;
    };
    const int edits = uniform(rng, 1, 3);
    for (int e = 0; e < edits; ++e) {
        const int seat = draw(seats);
        const int i = uniform(rng, 0, 3);
        switch (uniform(rng, 0, 10)) {
            case 0: set(seat, i, uniform(rng, 0, T)); break;                              // anywhere on the ring
            case 1: set(mover, i, uniform(rng, std::max(1, T - 8), last)); break;        // near the end of the journey
            case 2: {  // an enemy pawn (or two) a throw ahead of one of the mover's pawns
                const int j = uniform(rng, 0, 3);
                const int p = get(mover, j);
                if (enemies.empty() || p < 1 || p >= T) break;
                const int enemy = draw(enemies);
                const int q = progress_on(enemy, simple_one_die::square_of(r, mover, std::min(T, p + uniform(rng, 1, 7))));
                if (q == 0) break;
                set(enemy, i, q);
                if (uniform(rng, 0, 2) == 0) set(enemy, i + 1, q);
                break;
            }
            case 3: {  // a pair (barrier) of one colour
                const int p = get(seat, i);
                if (p >= 1 && p < last) set(seat, i + 1, p);
                break;
            }
            case 4:  // 6s in a row before this throw, and the pawn that moved last
                s.doublets_in_row = static_cast<std::uint8_t>(uniform(rng, 0, o.third_six == pachisi::third_six_rule::nothing ? 3 : 2));
                if constexpr (pachisi::remembers_one_die_turn<R>())
                    if (o.third_six == pachisi::third_six_rule::last_pawn_to_nest)
                        s.last_moved = static_cast<progress>(uniform(rng, 0, 3) == 0 ? 0 : get(mover, i));
                break;
            case 5: s.captured = static_cast<std::uint8_t>(s.captured ^ (1U << seat)); break;
            case 6:  // must kill: at the turn-off, or round the ring again
                if (o.must_kill && uniform(rng, 0, 3) == 0) set(mover, i, simple_one_die::max_progress(r) - uniform(rng, 0, 8));  // near the cap
                else if (o.must_kill) set(mover, i, uniform(rng, 0, 1) ? uniform(rng, T - 6, T) : home + uniform(rng, 1, 2 * simple_one_die::ring(r) + 8));
                else set(mover, i, uniform(rng, T - 6, T));
                break;
            case 7:  // an own pawn on the entry square, one in the nest
                set(mover, i, 1);
                set(mover, i + 1, 0);
                break;
            case 8:  // nothing on the ring (three tries), a run of tries under way
                for (int k = 0; k < 4; ++k)
                    if (get(mover, k) >= 1 && get(mover, k) <= T) set(mover, k, uniform(rng, 0, 2) ? 0 : uniform(rng, T + 1, last));
                if constexpr (pachisi::remembers_one_die_turn<R>())
                    if (o.three_tries) s.tries = static_cast<std::uint8_t>(uniform(rng, 0, 2)), s.doublets_in_row = 0;
                break;
            case 10:  // one pawn short of finishing: the other three arrived, this one within a throw or two
                for (int k = 1; k < 4; ++k) set(mover, i + k, r.has_home ? home : last - k + 1);
                set(mover, i, r.has_home ? uniform(rng, home - 12, home - 1) : uniform(rng, last - 15, last - 3));
                break;
            default: {  // (9) enemies on the mover's entry square: one, or two of one or two colours
                if (enemies.empty()) break;
                const int sq = simple_one_die::entry_square(r, mover);
                const int a = draw(enemies), b = draw(enemies);
                set(a, i, progress_on(a, sq));
                if (o.stacking == pachisi::one_die_stacking::barrier || uniform(rng, 0, 1))
                    set(b, b == a ? i + 1 : i, progress_on(b, sq));
                break;
            }
        }
    }
    for (auto& row : s.pawns) std::sort(row.begin(), row.end(), std::greater<>());
    fix_memory(s, rng);
    return s;
}

// Whether a perturbed copy q of s can be used: no seat finished that had not finished in s.
template <class R>
bool usable(const pachisi::state<R>& q, const pachisi::state<R>& s) {
    for (int seat = 0; seat < 4; ++seat)
        if (pachisi::has_finished(q, seat) && !pachisi::has_finished(s, seat)) return false;
    if (pachisi::find_invariant_problem(q)) return false;
    std::optional<pachisi::state<R>> back;
    if constexpr (pachisi::has_options_at_run_time<R>) back = pachisi::try_parse_state<R>(pachisi::to_string(q), options_of(q));
    else back = pachisi::try_parse_state<R>(pachisi::to_string(q));
    return back && *back == q;
}

// Calls f(position, face) for `count` pairs: positions at a throw from random playouts, about half of
// them perturbed; every face equally likely. players: 2, 3 or 4 for every game, 0 for a number drawn
// per game. Play for places in a fifth of the games. start(table) makes each game.
template <class R, class Start, class F>
void random_pairs_from(int count, std::uint64_t seed, int players, Start&& start, F&& f) {
    rng_t rng(seed);
    int made = 0;
    while (made < count) {
        pachisi::setup table;
        table.players = players != 0 ? players : uniform(rng, 2, 4);
        table.play_for_places = uniform(rng, 0, 4) == 0;
        pachisi::state<R> s = start(table);
        for (int steps = 0; steps < 20000 && !pachisi::is_over(s) && made < count; ++steps) {
            if (pachisi::is_chance_node(s)) {
                if (s.phase == pachisi::stage::throw_) {
                    if (uniform(rng, 0, 2) == 0) {
                        f(s, uniform(rng, 1, 6));
                        ++made;
                    }
                    if (made < count && uniform(rng, 0, 2) == 0) {
                        const auto q = perturbed(s, rng);
                        if (usable(q, s)) {
                            f(q, uniform(rng, 1, 6));
                            ++made;
                        }
                    }
                }
                pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
            } else {
                const auto actions = pachisi::legal_actions(s);
                pachisi::apply(s, actions[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(actions.size()) - 1))]);
            }
        }
    }
}
// The pairs of the compile-time rule set R.
template <class R, class F>
void random_pairs(int count, std::uint64_t seed, int players, F&& f) {
    random_pairs_from<R>(count, seed, players, [](const pachisi::setup& table) { return pachisi::new_game<R>(table); }, f);
}
// The pairs of a rule set R with options at run time (one_die_rules_dynamic), played with `options`.
template <class R, class F>
    requires pachisi::has_options_at_run_time<R>
void random_pairs(const pachisi::one_die_rule_options& options, int count, std::uint64_t seed, int players, F&& f) {
    random_pairs_from<R>(count, seed, players, [&](const pachisi::setup& table) { return pachisi::new_game<R>(options, table); }, f);
}

// ---- the comparison -----------------------------------------------------------------------------------------
struct tally {
    long pairs = 0, mismatches = 0, ends = 0;
    // Pairs where some way of playing the throw: captures; enters; brings a pawn HOME; plays a Parchís
    // reward; plays a second reward in a chain; meets a third 6 (forfeit or last pawn to nest); is held
    // to opening a barrier; is held to clearing the entry square; goes round the ring again or turns in
    // from a lap (must kill); throws again in a three-tries run; passes.
    long captures = 0, entries = 0, homes = 0, rewards = 0, reward_chains = 0, third_sixes = 0;
    long barrier_duties = 0, clear_entry_duties = 0, laps = 0, tries_runs = 0, passes = 0;
    // And: Parchís entries where two enemy pawns stand (who arrived last is captured); third 6s that send
    // a pawn back; entries capturing two or more pawns (Ludo with stars); moves refused by no jumping in
    // the home path; the mover finishing; must-kill pawns within a throw of the 100-lap cap.
    long entry_choices = 0, sent_back = 0, multi_captures = 0, jumps_refused = 0, finishes = 0, lap_caps = 0;
    std::vector<std::string> examples;  // the first few mismatches, in words
};

inline std::string describe(const simple_one_die::end_position& e) {
    std::ostringstream out;
    for (std::size_t seat = 0; seat < 4; ++seat) {
        if (e.pawns[seat].empty()) out << "-";
        for (std::size_t i = 0; i < e.pawns[seat].size(); ++i) out << (i ? "," : "") << e.pawns[seat][i];
        out << (seat < 3 ? "/" : "");
    }
    if (e.over) out << " over, winners " << e.winners;
    else out << " next " << e.next << " sixes=" << e.sixes;
    if (e.captured) out << " captured=" << e.captured;
    if (e.last_moved) out << " last=" << e.last_moved;
    if (e.last_arrival) out << " arrived=" << e.last_arrival;
    if (e.tries) out << " tries=" << e.tries;
    return out.str();
}

inline std::string describe(const std::vector<simple_one_die::die_action>& offered) {
    std::string out;
    for (const auto& [kind, from] : offered)
        out += kind == 0 ? " [pass]" : kind == 1 ? " [enter]" : " [move " + std::to_string(from) + "]";
    return out.empty() ? " (none)" : out;
}

// Compares the ends of the throw of `face` from s (at stage throw); returns true when they agree.
// `rules`: the simple side's rule table, the options of s by default (a test flips a rule to see the
// comparison fail).
template <class R>
bool compare(const pachisi::state<R>& s, int face, tally& count, std::size_t keep_examples,
             const simple_one_die::die_rules& rules) {
    ++count.pairs;
    const engine_result engine = engine_ends(s, face);
    simple_one_die::throw_events ev;
    const simple_one_die::throw_result simple = simple_one_die::throw_ends(rules, to_simple(s), face, &ev);
    std::set<simple_one_die::end_position> simple_ends;
    for (const auto& e : simple.ends) simple_ends.insert(normalized(e, options_of(s)));
    count.ends += static_cast<long>(simple_ends.size());
    count.captures += ev.capture;
    count.entries += ev.entry;
    count.homes += ev.home;
    count.rewards += ev.reward;
    count.reward_chains += ev.reward_chain;
    count.third_sixes += ev.third_six;
    count.barrier_duties += ev.barrier_duty;
    count.clear_entry_duties += ev.clear_entry_duty;
    count.laps += ev.lap;
    count.tries_runs += ev.tries_run;
    count.passes += ev.pass;
    count.entry_choices += ev.entry_choice;
    count.sent_back += ev.sent_back;
    count.multi_captures += ev.multi_capture;
    count.jumps_refused += ev.jump_refused;
    count.finishes += ev.finish;
    count.lap_caps += ev.lap_cap;

    std::vector<simple_one_die::end_position> only_engine, only_simple;
    std::set_difference(engine.ends.begin(), engine.ends.end(), simple_ends.begin(), simple_ends.end(), std::back_inserter(only_engine));
    std::set_difference(simple_ends.begin(), simple_ends.end(), engine.ends.begin(), engine.ends.end(), std::back_inserter(only_simple));
    const bool same_choices = engine.offered == simple.offered;
    const bool fine = only_engine.empty() && only_simple.empty() && same_choices && engine.problems.empty();
    if (!fine) {
        ++count.mismatches;
        if (count.examples.size() < keep_examples) {
            std::ostringstream out;
            out << pachisi::to_string(s) << "  face " << face << ": engine " << engine.ends.size() << " ends, simple "
                << simple_ends.size() << "\n";
            if (!same_choices) out << "  engine offers" << describe(engine.offered) << "; simple offers" << describe(simple.offered) << "\n";
            for (const auto& e : only_engine) out << "  only engine: " << describe(e) << "\n";
            for (const auto& e : only_simple) out << "  only simple: " << describe(e) << "\n";
            for (std::size_t i = 0; i < engine.problems.size() && i < 3; ++i) out << "  engine problem: " << engine.problems[i] << "\n";
            count.examples.push_back(out.str());
        }
    }
    return fine;
}

template <class R>
bool compare(const pachisi::state<R>& s, int face, tally& count, std::size_t keep_examples = 3) {
    return compare(s, face, count, keep_examples, rules_for(options_of(s)));
}

inline std::string coverage(const tally& count) {
    std::ostringstream out;
    out << "pairs " << count.pairs << ", mismatches " << count.mismatches << ", ends " << count.ends << "; covered: captures "
        << count.captures << ", entries " << count.entries << ", HOME " << count.homes << ", rewards " << count.rewards
        << ", reward chains " << count.reward_chains << ", third 6s " << count.third_sixes << ", barrier duties "
        << count.barrier_duties << ", clear-entry duties " << count.clear_entry_duties << ", laps " << count.laps
        << ", three-tries runs " << count.tries_runs << ", passes " << count.passes << "; entry choices "
        << count.entry_choices << ", sent back " << count.sent_back << ", multiple captures " << count.multi_captures
        << ", jumps refused " << count.jumps_refused << ", finishes " << count.finishes << ", lap caps " << count.lap_caps;
    return out.str();
}

}  // namespace one_die_differential
