#pragma once
// Random (position, throw) pairs for the traditional presets, and their comparison between the engine's
// enumerate_plays and simple_cowries::play_ends (simple_traditional.hpp). Shared by the differential
// test case (tests/differential_traditional.cpp) and the fuzz target tests/fuzz/fuzz_differential.cpp.
//
// Positions come from random playouts (a uniform random legal action, cowries thrown with their exact
// chances) and from perturbed copies of them: pawns put in reach of a capture or a castle, groups and
// blockades made, pawns near home, at the tip or on a second trip, seats marked as having captured,
// throws owed; with options 1 and 5 of seed 004 (§6.10), players' first moves made or not yet, and
// captures recorded that a capture back may cancel. Only positions the engine's notation accepts are used.

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <pachisi/pachisi.hpp>

#include "random_draws.hpp"
#include "simple_traditional.hpp"

namespace cowrie_differential {

using random_draws::rng_t;
using random_draws::uniform;

// The rule table of R in the simple implementation's words.
template <class R>
simple_cowries::cowrie_rules rules_of() {
    return {.shells = R::thrower::shells, .split = R::split_throw, .home_needs_capture = R::home_needs_capture,
            .exact_home = R::exact_home, .capture_throw = R::capture_throws_again,
            .arm = R::board::arm_length, .castle_offset = R::board::castle_offset,
            .first_move = R::first_move_on_2_3_4, .cancelled_capture = R::cancelled_capture};
}

// Option 5's records of s (state.hpp: capture_memory), as the simple implementation's victim lists, sorted.
template <class R>
void victims_of(const pachisi::state<R>& s, std::vector<simple_cowries::victim>& taken, std::vector<simple_cowries::victim>& back) {
    if constexpr (pachisi::remembers_captures<R>()) {
        constexpr unsigned this_turn = pachisi::capture_memory<R::pawns>::taken_this_turn;
        for (std::size_t seat = 0; seat < 4; ++seat)
            for (const unsigned entry : s.victims[seat])
                if (entry != 0)
                    ((entry & this_turn) ? taken : back).push_back({static_cast<int>(seat), static_cast<int>(entry & ~this_turn)});
    }
    std::sort(taken.begin(), taken.end());
    std::sort(back.begin(), back.end());
}

template <class R>
unsigned first_moved_of(const pachisi::state<R>& s) {
    if constexpr (pachisi::remembers_first_moves<R>()) return s.first_moved;
    else return 0;
}

template <class R>
simple_cowries::position to_simple(const pachisi::state<R>& s) {
    simple_cowries::position p;
    for (std::size_t seat = 0; seat < 4; ++seat)
        for (const auto q : s.pawns[seat]) p.pawns[seat].push_back(static_cast<int>(q));
    p.seats = s.seats;
    p.partners = s.partners != 0;
    p.two_colours = s.partners == 2;
    p.play_on = s.play_on != 0;
    p.captured = s.captured;
    p.mover = static_cast<int>(s.mover);
    p.throws_owed = static_cast<int>(s.throws_owed);
    p.first_moved = first_moved_of(s);
    victims_of(s, p.taken, p.back);
    return p;
}

template <class R>
simple_cowries::end_position end_of(const pachisi::play_outcome<R>& o) {
    simple_cowries::end_position e;
    for (std::size_t seat = 0; seat < 4; ++seat) {
        for (const auto q : o.end.pawns[seat]) e.pawns[seat].push_back(static_cast<int>(q));
        std::sort(e.pawns[seat].begin(), e.pawns[seat].end(), std::greater<>());
    }
    e.captured = o.end.captured;
    e.over = o.end.phase == pachisi::stage::over;
    e.throws_again = o.throws_again;
    e.throws_owed = o.throws_again ? static_cast<int>(o.end.throws_owed) : 0;
    e.first_moved = first_moved_of(o.end);
    victims_of(o.end, e.taken, e.back);
    return e;
}

// A copy of s with a few pawns moved to where the rules are hard, kept only if the notation accepts it.
template <class R>
pachisi::state<R> perturbed(pachisi::state<R> s, rng_t& rng) {
    using progress = typename pachisi::state<R>::pawn_row::value_type;
    constexpr int pawns = R::pawns;
    const int mover = s.mover;
    const simple_cowries::cowrie_rules r = rules_of<R>();
    const int home = simple_cowries::home(r), tip = simple_cowries::tip(r), lap = simple_cowries::lap(r);
    std::vector<int> seats;
    for (int seat = 0; seat < 4; ++seat)
        if ((s.seats >> seat) & 1U) seats.push_back(seat);
    const auto set = [&](int seat, int i, int q) { s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i)] = static_cast<progress>(q); };
    const auto get = [&](int seat, int i) { return static_cast<int>(s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i)]); };
    // Options 1 and 5 add their kinds of edit (rule sets without them keep the draws they had).
    constexpr bool memory = pachisi::remembers_first_moves<R>() || pachisi::remembers_captures<R>();
    const int edits = uniform(rng, 1, 4);
    for (int e = 0; e < edits; ++e) {
        const int seat = seats[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(seats.size()) - 1))];
        const int i = uniform(rng, 0, pawns - 1);
        switch (uniform(rng, 0, memory ? 11 : 7)) {
            case 0: set(seat, i, uniform(rng, 0, home)); break;                        // anywhere on the first trip
            case 1: set(mover, i, uniform(rng, home - 24, home)); break;               // near home
            case 2: set(mover, i, uniform(rng, 0, 1) ? tip : uniform(rng, home + 1, home + 1 + lap + 17)); break;  // the tip, a second trip
            case 3: {  // an opponent's pawn (or a blockade) a throw ahead of one of the mover's pawns (or groups)
                const int j = uniform(rng, 0, pawns - 1);
                const int p = get(mover, j);
                if (seat == mover || p < r.arm || p > tip) break;
                const int ahead = simple_cowries::value_of(r, uniform(rng, 0, R::thrower::shells));
                const int target = simple_cowries::square_of(r, mover, std::min(tip, p + ahead));
                for (int q = r.arm; q <= tip; ++q)
                    if (simple_cowries::square_of(r, seat, q) == target) {
                        set(seat, i, q);
                        if (uniform(rng, 0, 1) == 0) set(seat, (i + 1) % pawns, q);
                    }
                if (uniform(rng, 0, 1) == 0) set(mover, (j + 1) % pawns, p);
                break;
            }
            case 4: {  // a group or blockade: a second pawn beside one of the same seat
                const int p = get(seat, i);
                if (p >= 1 && p != home) set(seat, (i + 1) % pawns, p);
                break;
            }
            case 5: s.captured = static_cast<std::uint8_t>(s.captured ^ (1U << seat)); break;
            case 6: s.throws_owed = static_cast<std::uint8_t>(uniform(rng, 0, 2)); break;
            case 7: set(mover, i, 0); break;  // a pawn back in the Charkoni
            case 8:  // option 1: a player's first move made, or not yet (then its pawns are all in the Charkoni)
                if constexpr (pachisi::remembers_first_moves<R>()) {
                    const unsigned player = s.partners == 2 ? (1U << seat) | (1U << (seat ^ 2)) : 1U << seat;
                    const bool moved = (s.first_moved & player) != 0;
                    s.first_moved = static_cast<std::uint16_t>(moved ? s.first_moved & ~player : s.first_moved | player);
                    if (moved)
                        for (int k = 0; k < pawns; ++k) {
                            set(seat, k, 0);
                            if (s.partners == 2) set(seat ^ 2, k, 0);
                        }
                }
                break;
            default:  // (9 to 11) option 5: a capture on record on a square X, of a seat v: by the mover in
                      // this turn, where a pawn of the mover stands; or by an enemy of the mover in the last
                      // turn, its pawn put on X a throw ahead of one of the mover's (a capture back may cancel it)
                if constexpr (pachisi::remembers_captures<R>()) {
                    const auto mates = [&](int a, int b) { return a == b || (s.partners != 0 && (a & 1) == (b & 1)); };
                    const auto pick = [&](auto&& fits) {  // a random seat in play that fits, or -1
                        std::vector<int> some;
                        for (const int k : seats)
                            if (fits(k)) some.push_back(k);
                        return some.empty() ? -1 : some[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(some.size()) - 1))];
                    };
                    std::vector<int> out_on_ring;  // the mover's pawns on their first trip round the ring
                    for (int k = 0; k < pawns; ++k)
                        if (get(mover, k) >= r.arm && get(mover, k) < tip) out_on_ring.push_back(get(mover, k));
                    if (out_on_ring.empty()) break;
                    const int p = out_on_ring[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(out_on_ring.size()) - 1))];
                    const bool this_turn = uniform(rng, 0, 1) == 0;
                    // The records open in the mover's turn are the captures of the seat that moved before it.
                    const int before = pachisi::detail::seat_before_mover(s);
                    const int capturer = this_turn ? mover : before >= 0 && !mates(before, mover) ? before : -1;
                    const int to = this_turn ? p : p + simple_cowries::value_of(r, uniform(rng, 0, R::thrower::shells));
                    const int x = simple_cowries::square_of(r, mover, std::min(to, tip));
                    const int v = pick([&](int k) { return capturer >= 0 && !mates(k, capturer); });
                    if (v < 0 || simple_cowries::is_castle(r, x)) break;
                    auto& row = s.victims[static_cast<std::size_t>(v)];
                    const auto& v_pawns = s.pawns[static_cast<std::size_t>(v)];
                    const auto entries = std::count_if(row.begin(), row.end(), [](auto entry) { return entry != 0; });
                    // Outside the mover's seat a victim waits in its Charkoni.
                    if (row.back() != 0 || (v != mover && entries >= std::count(v_pawns.begin(), v_pawns.end(), 0))) break;
                    s.captured = static_cast<std::uint8_t>(s.captured | (1U << capturer));
                    if (!this_turn) s.turns_done = static_cast<std::uint8_t>(s.turns_done | (1U << capturer));
                    for (int q = r.arm; q < tip; ++q) {  // (once round the ring from the own tip)
                        if (!this_turn && simple_cowries::square_of(r, capturer, q) == x) set(capturer, i, q);
                        if (simple_cowries::square_of(r, v, q) == x)
                            row.back() = static_cast<progress>(static_cast<unsigned>(q) | (this_turn ? pachisi::capture_memory<R::pawns>::taken_this_turn : 0U));
                    }
                    std::sort(row.begin(), row.end(), std::greater<>());
                }
                break;
        }
    }
    for (auto& row : s.pawns) std::sort(row.begin(), row.end(), std::greater<>());
    return s;
}

// Calls f(position, cowries up) for `count` pairs: positions at a throw from random playouts, about
// half of them perturbed; every outcome equally likely (the rare graces come up often enough).
// `players`: 2, 3 or 4 for every game, 0 for a number drawn per game.
template <class R, class F>
void random_pairs(int count, std::uint64_t seed, int players, F&& f) {
    rng_t rng(seed);
    const auto outcomes = R::thrower::outcomes();
    int made = 0;
    while (made < count) {
        pachisi::setup table;
        table.players = players != 0 ? players : uniform(rng, 2, 4);
        table.play_for_places = uniform(rng, 0, 4) == 0;
        auto s = pachisi::new_game<R>(table);
        pachisi::apply_throw(s, pachisi::chance_outcomes(s)[static_cast<std::size_t>(uniform(rng, 0, table.players - 1))].outcome);
        for (int steps = 0; steps < 20000 && !pachisi::is_over(s) && made < count; ++steps) {
            if (pachisi::is_chance_node(s)) {
                const auto pick = [&] { return outcomes[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(outcomes.size()) - 1))].outcome; };
                if (uniform(rng, 0, 2) == 0) {
                    f(s, pick());
                    ++made;
                }
                if (made < count && uniform(rng, 0, 2) == 0) {
                    const auto q = perturbed(s, rng);
                    if (pachisi::try_parse_state<R>(pachisi::to_string(q))) {
                        f(q, pick());
                        ++made;
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

template <class R, class F>
void random_pairs(int count, std::uint64_t seed, F&& f) {
    random_pairs<R>(count, seed, 0, std::forward<F>(f));
}

struct tally {
    long pairs = 0, mismatches = 0, ends = 0;
    long captures = 0, homes = 0, entries = 0, groups = 0, laps = 0, splits = 0;  // what the pairs cover
    // Options 1 and 5 (§6.10), pairs where some play: made a first move; waited for one (the throw was not
    // 2, 3 or 4); cancelled a capture, a victim back on its square; would have, but an enemy of the victim
    // stood there. Open records: pairs whose position has victims that may come back (back=).
    // Kept: pairs where some play passes the turn with a record left open for the next seat.
    long first_moves = 0, waits = 0, returns = 0, blocked = 0, open_records = 0, kept = 0;
    std::vector<std::string> examples;  // the first few mismatches, in words
};

inline std::string describe(const simple_cowries::end_position& e) {
    std::ostringstream out;
    for (int seat = 0; seat < 4; ++seat) {
        for (std::size_t i = 0; i < e.pawns[seat].size(); ++i) out << (i ? "," : "") << e.pawns[seat][i];
        out << (seat < 3 ? "/" : "");
    }
    out << " captured=" << e.captured;
    if (e.first_moved != 0) out << " first=" << e.first_moved;
    for (const auto* list : {&e.taken, &e.back}) {
        if (list->empty()) continue;
        out << (list == &e.taken ? " taken=" : " back=");
        for (std::size_t i = 0; i < list->size(); ++i) out << (i ? "," : "") << (*list)[i].first << '.' << (*list)[i].second;
    }
    if (e.over) out << " over";
    else if (e.throws_again) out << " throws again (owed " << e.throws_owed << ")";
    else out << " passes";
    return out.str();
}

// Compares the ends of the play of throw t from s (at stage throw); returns true when they agree.
template <class R>
bool compare(const pachisi::state<R>& s, pachisi::throw_outcome t, tally& count, std::size_t keep_examples = 3) {
    ++count.pairs;
    std::map<simple_cowries::end_position, const pachisi::play_outcome<R>*> engine;
    const auto plays = pachisi::enumerate_plays(s, t);
    for (const auto& o : plays) {
        engine.emplace(end_of(o), &o);
        for (const auto& a : o.actions) {
            count.entries += a.kind == pachisi::action_kind::enter;
            count.groups += a.kind == pachisi::action_kind::move && a.group >= 2;
        }
        int moves = 0;
        for (const auto& a : o.actions) moves += a.kind == pachisi::action_kind::move;
        count.splits += moves >= 2;
    }
    simple_cowries::play_events events;
    const auto start = to_simple(s);
    const auto simple_ends = simple_cowries::play_ends(rules_of<R>(), start, t.a, &events);
    count.first_moves += events.first_move;
    count.waits += events.waited;
    count.returns += events.returned;
    count.blocked += events.blocked;
    count.open_records += !start.back.empty();
    count.kept += std::any_of(simple_ends.begin(), simple_ends.end(),
                              [](const auto& e) { return !e.over && !e.throws_again && !e.back.empty(); });
    std::vector<simple_cowries::end_position> only_engine, only_simple;
    for (const auto& [key, play] : engine)
        if (!simple_ends.count(key)) only_engine.push_back(key);
    for (const auto& key : simple_ends)
        if (!engine.count(key)) only_simple.push_back(key);
    const bool fine = engine.size() == plays.size() && only_engine.empty() && only_simple.empty();

    count.ends += static_cast<long>(simple_ends.size());
    bool capture = false, home = false, lap = false;
    const int home_progress = simple_cowries::home(rules_of<R>());
    const auto in_nest = [](const auto& row) { return std::count(row.begin(), row.end(), 0); };
    for (const auto& e : simple_ends) {
        for (std::size_t seat = 0; seat < 4; ++seat) {
            if (seat != s.mover) capture |= in_nest(e.pawns[seat]) > in_nest(s.pawns[seat]);
            for (const int q : e.pawns[seat]) lap |= q > home_progress;
        }
        home |= std::count(e.pawns[s.mover].begin(), e.pawns[s.mover].end(), home_progress) >
                std::count(s.pawns[s.mover].begin(), s.pawns[s.mover].end(), home_progress);
    }
    count.captures += capture;
    count.homes += home;
    count.laps += lap;

    if (!fine) {
        ++count.mismatches;
        if (count.examples.size() < keep_examples) {
            std::ostringstream out;
            out << pachisi::to_string(s) << "  throw " << int(t.a) << ": engine " << plays.size() << " ends ("
                << engine.size() << " distinct), simple " << simple_ends.size() << "\n";
            for (const auto& key : only_engine) {
                out << "  only engine: " << describe(key) << "  by";
                for (const auto& a : engine.at(key)->actions) out << " [" << pachisi::to_string(a) << "]";
                out << "\n";
            }
            for (const auto& key : only_simple) out << "  only simple: " << describe(key) << "\n";
            count.examples.push_back(out.str());
        }
    }
    return fine;
}

}  // namespace cowrie_differential
