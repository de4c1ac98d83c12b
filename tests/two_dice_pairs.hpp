#pragma once
// Random (position, throw) pairs for the two-dice presets, and their comparison between the engine's
// enumerate_plays and simple::play_ends (simple_two_dice.hpp). Shared by the differential test case
// (tests/differential_two_dice.cpp), the opt-in long run (bench/differential_opt_in.cpp) and the fuzz
// target tests/fuzz/fuzz_differential.cpp (which compares positions of its own).
//
// Positions come from random playouts (a uniform random legal action, throws drawn with their exact
// chances) and from perturbed copies of them: pawns put in reach of a capture, near HOME, on the
// turn-off, on extra laps (american), blockades made, a doublet run or owed throws set. Only
// positions that obey docs/rules.md's invariants (and that the engine's invariant check accepts) are used.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <pachisi/pachisi.hpp>

#include "random_draws.hpp"
#include "simple_two_dice.hpp"

namespace differential {

using random_draws::rng_t;
using random_draws::uniform;

template <class R>
simple::position to_simple(const pachisi::state<R>& s) {
    simple::position p;
    for (std::size_t seat = 0; seat < 4; ++seat)
        for (std::size_t i = 0; i < 4; ++i) p.pawns[seat][i] = static_cast<int>(s.pawns[seat][i]);
    p.seats = s.seats;
    p.partners = s.partners != 0;
    p.play_on = s.play_on != 0;
    p.mover = static_cast<int>(s.mover);
    p.doublets_in_row = static_cast<int>(s.doublets_in_row);
    p.throws_owed = static_cast<int>(s.throws_owed);
    p.over = s.phase == pachisi::stage::over;
    return p;
}

// The largest progress the state can hold, and so the farthest lap the generator may place a pawn on.
template <class R>
constexpr int representable_progress() {
    using progress = typename pachisi::state<R>::pawn_row::value_type;
    return static_cast<int>(std::min<long long>(std::numeric_limits<progress>::max(), simple::max_progress));
}

// docs/rules.md §5's invariants for a position at a throw: progress in range, a square holds pawns of one
// colour only, at most two (one with blockades off), and a seat to throw that has not finished.
template <class R>
bool obeys_rules(const pachisi::state<R>& s, const simple::dice_rules& rules) {
    const simple::position p = to_simple(s);
    // With a narrow progress (a byte) stay clear of its top: a move from there could not be written.
    const int room = representable_progress<R>();
    const int top = !rules.extra_lap ? simple::home : room >= simple::max_progress ? simple::max_progress : room - 40;
    std::map<int, std::vector<int>> seats_on;  // square -> seat of each pawn there
    for (int seat = 0; seat < 4; ++seat) {
        if (!simple::in_play(p, seat)) continue;
        for (int q : p.pawns[seat]) {
            if (q < 0 || q > top) return false;
            const int sq = simple::square_of(seat, q);
            if (sq >= 0) seats_on[sq].push_back(seat);
        }
    }
    for (const auto& [sq, seats] : seats_on) {
        if (seats.size() > 2 || (seats.size() == 2 && (seats[0] != seats[1] || !rules.blockades))) return false;
    }
    if (!simple::in_play(p, p.mover) || simple::finished(p, p.mover)) return false;
    int sides = 0, won = 0;
    for (int seat = 0; seat < 4; ++seat) {
        if (!simple::in_play(p, seat) || (p.partners && seat >= 2)) continue;
        ++sides;
        won += simple::side_won(p, seat);
    }
    if (won > 0 && (!p.play_on || sides - won < 2)) return false;
    return pachisi::invariant_violation(s) == nullptr;
}

// A progress for `seat` on the ring square that `mover`'s pawn at p reaches after d more squares,
// when it is on the ring (for a capture or a blockade in the way).
inline int progress_on_square_of(int seat, int mover, int p, int d) {
    const int target = simple::square_of(mover, p + d);
    if (target < 0 || target >= 68 || p + d > 64) return -1;
    for (int q = 1; q <= 64; ++q)
        if (simple::square_of(seat, q) == target) return q;
    return -1;
}

template <class R>
pachisi::state<R> perturbed(pachisi::state<R> s, const simple::dice_rules& rules, rng_t& rng) {
    using progress = typename pachisi::state<R>::pawn_row::value_type;
    auto set = [&](int seat, int i, int q) { s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i)] = static_cast<progress>(q); };
    auto get = [&](int seat, int i) { return static_cast<int>(s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(i)]); };
    std::vector<int> seats;
    for (int seat = 0; seat < 4; ++seat)
        if ((s.seats >> seat) & 1U) seats.push_back(seat);
    const int mover = s.mover;
    const int edits = uniform(rng, 1, 3);
    for (int e = 0; e < edits; ++e) {
        const int seat = seats[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(seats.size()) - 1))];
        const int i = uniform(rng, 0, 3);
        switch (uniform(rng, 0, 7)) {
            case 0: set(seat, i, uniform(rng, 0, 64)); break;                 // anywhere on the way out
            case 1: set(mover, i, uniform(rng, 56, 72)); break;               // near or at HOME
            case 2: set(mover, i, uniform(rng, 0, 1) ? 64 : uniform(rng, 58, 64)); break;  // the turn-off
            case 3: {  // an opponent (or partner) in reach of one of the mover's pawns
                const int p = get(mover, i);
                if (seat == mover || p < 1 || p > 64) break;
                const int q = progress_on_square_of(seat, mover, p, uniform(rng, 1, 20));
                if (q > 0) set(seat, i, q);
                if (q > 0 && uniform(rng, 0, 2) == 0) set(seat, (i + 1) % 4, q);  // a blockade in the way
                break;
            }
            case 4: {  // a blockade: a second pawn beside one of the same seat, or in the mover's way
                const int p = get(seat, i);
                if (p >= 1 && p != simple::home) set(seat, (i + 1) % 4, p);
                break;
            }
            case 5:  // extra laps (american): near the first and second turn-offs, and far out
                if (!rules.extra_lap) break;
                switch (uniform(rng, 0, 3)) {
                    case 0: set(seat, i, uniform(rng, 73, 140)); break;
                    case 1: set(seat, i, uniform(rng, 120, 215)); break;
                    case 2: set(seat, i, uniform(rng, 73, representable_progress<R>() - 40)); break;
                    default: set(seat, i, simple::max_progress - uniform(rng, 0, 30)); break;  // the lap limit
                }
                break;
            case 6: s.doublets_in_row = static_cast<std::uint8_t>(uniform(rng, 0, 2)); break;
            default:
                if (R::capture == pachisi::capture_reward::move_or_throw_again)
                    s.throws_owed = static_cast<std::uint8_t>(uniform(rng, 0, 2));
                else
                    set(mover, i, 0);
                break;
        }
    }
    for (auto& row : s.pawns) std::sort(row.begin(), row.end(), std::greater<>());
    return s;
}

// Calls f(position, throw) for `count` pairs: positions at a throw from random playouts, about half of
// them perturbed; the throw is one of the 21 outcomes, each as likely (doublets more often than dice).
template <class R, class F>
void random_pairs(int count, std::uint64_t seed, const simple::dice_rules& rules, F&& f) {
    rng_t rng(seed);
    const auto outcomes = R::thrower::outcomes();
    int made = 0;
    while (made < count) {
        pachisi::setup table;
        table.players = uniform(rng, 2, 4);
        table.partners = R::partners_allowed && table.players == 4 && uniform(rng, 0, 2) == 0;
        table.first_pawn_out = R::first_pawn_out_allowed && uniform(rng, 0, 4) == 0;
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
                    const auto q = perturbed(s, rules, rng);
                    if (obeys_rules(q, rules)) {
                        f(q, pick());
                        ++made;
                    }
                }
                const int a = uniform(rng, 1, 6), b = uniform(rng, 1, 6);  // the dice, with their exact chances
                pachisi::apply_throw(s, {static_cast<std::uint8_t>(std::min(a, b)), static_cast<std::uint8_t>(std::max(a, b))});
            } else {
                const auto actions = pachisi::legal_actions(s);
                pachisi::apply(s, actions[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(actions.size()) - 1))]);
            }
        }
    }
}

// ---- the comparison ---------------------------------------------------------------------------------------------

struct tally {
    long pairs = 0, mismatches = 0;
    long forced_declines = 0;  // a decline offered where no reward move is legal (docs/rules.md §5.3)
    long bonus = 0, captures = 0, homes = 0, rewards = 0, declines = 0, laps = 0, penalties = 0, ends = 0;
    std::vector<std::string> examples;  // the first few mismatches of each kind, in words
    std::map<std::string, std::size_t> kinds;  // mismatches per kind
};

template <class R>
std::string describe(const simple::end_position& e) {
    std::ostringstream out;
    for (int seat = 0; seat < 4; ++seat) {
        for (int i = 0; i < 4; ++i) out << (i ? "," : "") << e.pawns[seat][i];
        out << (seat < 3 ? "/" : "");
    }
    if (e.over) out << " over";
    else out << " seat " << e.mover << " throws (doublets=" << e.doublets_in_row << " owed=" << e.throws_owed << ")";
    return out.str();
}

// Compares the ends of the play of throw t from s; returns true when they agree.
template <class R>
bool compare(const pachisi::state<R>& s, pachisi::throw_outcome t, const simple::dice_rules& rules, tally& count,
             std::size_t keep_examples = 2) {
    ++count.pairs;
    const auto engine_plays = pachisi::enumerate_plays(s, t);
    std::map<simple::end_position, const pachisi::play_outcome<R>*> engine;
    bool fine = true;
    for (const auto& o : engine_plays) {
        const auto key = simple::key_of(to_simple(o.end));
        const bool again_expected = !key.over && key.mover == static_cast<int>(s.mover);
        if (o.throws_again != again_expected || !(o.end.phase == pachisi::stage::throw_ || o.end.phase == pachisi::stage::over))
            fine = false;
        engine.emplace(key, &o);
        for (const auto& a : o.actions) {
            count.rewards += a.kind == pachisi::action_kind::capture_reward || a.kind == pachisi::action_kind::home_reward ||
                             a.kind == pachisi::action_kind::throw_again;
            count.declines += a.kind == pachisi::action_kind::decline;
        }
    }
    // §5.3: decline is offered only where some pending reward could be played, i.e. beside a legal
    // reward move; a reward that cannot be played is forfeited without an action. Checked along the
    // engine's sequences that decline.
    bool forced_decline = false;
    for (const auto& o : engine_plays) {
        if (std::none_of(o.actions.begin(), o.actions.end(), [](const pachisi::action& a) { return a.kind == pachisi::action_kind::decline; }))
            continue;
        auto step = s;
        pachisi::apply_throw(step, t);
        for (const auto& a : o.actions) {
            const auto legal = pachisi::legal_actions(step);
            const bool decline = std::any_of(legal.begin(), legal.end(), [](const pachisi::action& b) { return b.kind == pachisi::action_kind::decline; });
            const bool reward = std::any_of(legal.begin(), legal.end(), [](const pachisi::action& b) {
                return b.kind == pachisi::action_kind::capture_reward || b.kind == pachisi::action_kind::home_reward;
            });
            forced_decline |= decline && !reward;
            pachisi::apply(step, a);
        }
    }
    count.forced_declines += forced_decline;
    fine = fine && !forced_decline;

    const auto start = to_simple(s);
    const auto simple_ends = simple::play_ends(rules, start, t.a, t.b);
    std::vector<simple::end_position> only_engine, only_simple;
    for (const auto& [key, play] : engine)
        if (!simple_ends.count(key)) only_engine.push_back(key);
    for (const auto& key : simple_ends)
        if (!engine.count(key)) only_simple.push_back(key);
    if (engine.size() != engine_plays.size()) fine = false;  // two "distinct" ends that are the same
    fine = fine && only_engine.empty() && only_simple.empty();

    // What the pairs cover.
    count.ends += static_cast<long>(simple_ends.size());
    const bool doublet = t.a == t.b;
    const bool nest = std::count(start.pawns[start.mover].begin(), start.pawns[start.mover].end(), 0) > 0;
    count.bonus += doublet && !nest;
    count.penalties += doublet && start.doublets_in_row == 2 && rules.third_doublet_penalty;
    bool capture = false, home = false, lap = false;
    for (const auto& e : simple_ends)
        for (int seat = 0; seat < 4; ++seat)
            for (int i = 0; i < 4; ++i) {
                lap |= e.pawns[seat][i] > simple::home;
                if (seat != start.mover) {
                    capture |= std::count(e.pawns[seat].begin(), e.pawns[seat].end(), 0) >
                               std::count(start.pawns[seat].begin(), start.pawns[seat].end(), 0);
                } else {
                    home |= std::count(e.pawns[seat].begin(), e.pawns[seat].end(), simple::home) >
                            std::count(start.pawns[seat].begin(), start.pawns[seat].end(), simple::home);
                }
            }
    count.captures += capture;
    count.homes += home;
    count.laps += lap;

    if (!fine) {
        ++count.mismatches;
        const std::string kind = forced_decline                                  ? "forced decline"
                                 : only_engine.empty() && only_simple.empty() ? "flag or duplicate"
                                                                              : "different ends";
        if (++count.kinds[kind] <= keep_examples) {
            std::ostringstream out;
            out << pachisi::to_string(s) << "  throw " << int(t.a) << "-" << int(t.b) << ": engine " << engine_plays.size()
                << " ends, simple " << simple_ends.size() << "\n";
            for (const auto& key : only_engine) {
                out << "  only engine: " << describe<R>(key) << "  by";
                for (const auto& a : engine.at(key)->actions) out << " [" << pachisi::to_string(a) << "]";
                out << "\n";
            }
            for (const auto& key : only_simple) out << "  only simple: " << describe<R>(key) << "\n";
            if (forced_decline) out << "  the engine offers a decline where no reward move is legal\n";
            else if (only_engine.empty() && only_simple.empty()) out << "  same ends; a flag or a duplicate differs\n";
            count.examples.push_back(out.str());
        }
    }
    return fine;
}

}  // namespace differential
