#pragma once
// A second, deliberately simple implementation of one throw of the one-die family (docs/rules.md §10:
// Ludo, Parchís, Mensch ärgere Dich nicht, their options), for the differential test. Like
// simple_traditional.hpp it is written from docs/rules.md (and the decisions the lead took where §10 is
// silent), not from the engine: its own boards (§9's numbers: ring, entry offset, turn-off, home path,
// HOME or not, safe squares), its own rule table (plain runtime values, one per row of §10's table), and
// plain loops over every pawn and square, without the engine's occupancy or compulsion bookkeeping.
// Slow, and meant to be obviously right.
//
// simple_one_die::throw_ends(rules, position, face) returns every distinct way the throw can end: the
// position at the next throw (or at the end of the game) after the throw and every action it leads to
// (the die's one action, then Parchís's chain of reward moves): every seat's pawns, who throws next (or
// the game is over, and who has won), the 6s in a row, the seats that have captured (must kill), the
// pawn that moved last (Parchís), who arrived last on each entry square (Parchís) and the tries of a
// three-tries run.

#include <algorithm>
#include <array>
#include <cstddef>
#include <functional>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace simple_one_die {

// ---- the rule table of docs/rules.md §10, one value per row, and the board of §9 ---------------------------
enum class third_six_kind { nothing, forfeit, last_pawn_to_nest };
enum class stack_kind { single, pair, barrier };

struct die_rules {
    // The board (§9): squares per arm L, private squares before the ring, ring offset e of the first
    // square past the own tip, home-path squares H, a HOME after the home path or not, safe offsets.
    int arm_squares = 13;
    int pre = 0;
    int entry_offset = 2;
    int home_path = 5;
    bool has_home = true;
    std::vector<int> safe_offsets{2, 10};
    // §10's table.
    std::vector<int> entry_faces{6};
    bool entry_compulsory = false;
    bool entry_captures = true;      // Ludo: entering captures every enemy on the entry square
    bool clear_entry_first = false;
    bool six_counts_seven = false;
    third_six_kind third_six = third_six_kind::forfeit;
    bool capture_throws_again = false;
    bool home_throws_again = false;
    int capture_reward = 0;
    int home_reward = 0;
    bool safe_squares = false;
    stack_kind stacking = stack_kind::single;
    bool two_per_safe_square = false;
    bool must_open_barrier = false;
    bool must_kill = false;
    bool three_tries = false;
    bool jump_in_home_path = true;
};

inline die_rules ludo_board() { return {}; }
inline die_rules parcheesi_board() {
    die_rules r;
    r.arm_squares = 17, r.entry_offset = 5, r.home_path = 7, r.has_home = true, r.safe_offsets = {0, 5, 12};
    return r;
}
inline die_rules maedn_board() {
    die_rules r;
    r.arm_squares = 10, r.entry_offset = 1, r.home_path = 4, r.has_home = false, r.safe_offsets = {};
    return r;
}

// ---- the board's numbers (§9) -----------------------------------------------------------------------------
inline int ring(const die_rules& r) { return 4 * r.arm_squares; }
inline int turn_off(const die_rules& r) { return r.pre + ring(r) - r.entry_offset + 1; }  // T
inline int last_stop(const die_rules& r) { return turn_off(r) + r.home_path + (r.has_home ? 1 : 0); }
inline int home(const die_rules& r) { return turn_off(r) + r.home_path + 1; }  // HOME (or where laps count from)
inline int max_progress(const die_rules& r) { return home(r) + 100 * ring(r); }  // must kill: 100 laps at most
inline bool on_home_path(const die_rules& r, int p) { return p > turn_off(r) && p <= turn_off(r) + r.home_path; }
inline bool at_home(const die_rules& r, int p) { return r.has_home && p == home(r); }
inline bool lapping(const die_rules& r, int p) { return p > home(r); }
// A pawn that has arrived: at HOME, or (a board without HOME) anywhere on its home path.
inline bool arrived(const die_rules& r, int p) { return r.has_home ? p == home(r) : on_home_path(r, p); }

// Physical squares: 0..ring-1 the ring; 1000 + 100 * seat + p a private square (outgoing column, home
// path); -1 the nest; -2 HOME (any number of pawns, nothing happens there).
inline int square_of(const die_rules& r, int seat, int p) {
    const int T = turn_off(r);
    if (p == 0) return -1;
    if (p <= r.pre) return 1000 + 100 * seat + p;
    if (p <= T) return (r.arm_squares * seat + r.entry_offset + p - r.pre - 1) % ring(r);
    if (p <= T + r.home_path) return 1000 + 100 * seat + p;
    if (r.has_home && p == home(r)) return -2;
    return (r.arm_squares * seat + (p - home(r))) % ring(r);  // k = p - HOME squares past the own tip
}
inline bool is_ring(const die_rules& r, int sq) { return sq >= 0 && sq < ring(r); }
inline bool is_safe(const die_rules& r, int sq) {
    if (!r.safe_squares || !is_ring(r, sq)) return false;
    return std::find(r.safe_offsets.begin(), r.safe_offsets.end(), sq % r.arm_squares) != r.safe_offsets.end();
}
inline int entry_square(const die_rules& r, int seat) { return square_of(r, seat, 1); }

// ---- positions --------------------------------------------------------------------------------------------
using seat_rows = std::array<std::vector<int>, 4>;

struct position {
    seat_rows pawns;               // progress of every pawn of each seat in play (empty rows for the others)
    unsigned seats = 0b1111;
    bool play_on = false;          // play for places
    int mover = 0;
    int sixes = 0;                 // 6s thrown in a row in this turn, before this throw
    unsigned captured = 0;         // seats that have captured (must kill)
    int last_moved = 0;            // progress of the pawn the mover moved last in this turn (0 none)
    std::array<int, 4> last_in{};  // per entry square (by its owner): the seat whose pawn arrived last
    int tries = 0;                 // three tries: throws of the run that brought no entry value
};

struct end_position {
    seat_rows pawns;  // sorted highest first
    bool over = false;
    unsigned winners = 0;  // when over: the seats that have finished
    int next = -1;         // who throws next (-1: over)
    int sixes = 0;
    unsigned captured = 0;
    int last_moved = 0;
    unsigned last_arrival = 0;  // 2 bits per entry square's owner
    int tries = 0;
    bool operator==(const end_position&) const = default;
    friend bool operator<(const end_position& a, const end_position& b) {
        return std::tie(a.pawns, a.over, a.winners, a.next, a.sixes, a.captured, a.last_moved, a.last_arrival, a.tries) <
               std::tie(b.pawns, b.over, b.winners, b.next, b.sixes, b.captured, b.last_moved, b.last_arrival, b.tries);
    }
};

// What some way of playing the throw did (for the test's coverage counts).
struct throw_events {
    bool capture = false, entry = false, home = false, reward = false, reward_chain = false, third_six = false;
    bool barrier_duty = false, clear_entry_duty = false, lap = false, tries_run = false, pass = false;
    bool entry_choice = false;   // Parchís: entering where two enemy pawns stand (who arrived last goes)
    bool sent_back = false;      // Parchís: a third 6 sends the pawn that moved last to its nest
    bool multi_capture = false;  // one action captures two or more pawns (Ludo's entry with stars)
    bool jump_refused = false;   // no jumping in the home path refuses a move the die allows otherwise
    bool finish = false;         // the mover's last pawn arrives
    bool lap_cap = false;        // must kill: a pawn so far round that the 100-lap cap is in reach
};

// The die's actions offered, as (kind, from): kind 0 pass, 1 enter, 2 move.
using die_action = std::pair<int, int>;

struct throw_result {
    std::set<end_position> ends;
    std::vector<die_action> offered;  // the choices of the die's action (empty when the throw is not played)
};

inline bool in_play(const position& s, int seat) { return (s.seats >> seat) & 1U; }
inline bool finished(const die_rules& r, const position& s, int seat) {
    const auto& row = s.pawns[static_cast<std::size_t>(seat)];
    return in_play(s, seat) && !row.empty() && std::all_of(row.begin(), row.end(), [&r](int p) { return arrived(r, p); });
}
inline int count_at(const die_rules& r, const position& s, int seat, int sq) {
    int n = 0;
    for (const int p : s.pawns[static_cast<std::size_t>(seat)]) n += square_of(r, seat, p) == sq;
    return n;
}
inline int pawns_at(const die_rules& r, const position& s, int sq) {
    int n = 0;
    for (int seat = 0; seat < 4; ++seat)
        if (in_play(s, seat)) n += count_at(r, s, seat, sq);
    return n;
}
inline bool has_nest_pawn(const position& s, int seat) {
    const auto& row = s.pawns[static_cast<std::size_t>(seat)];
    return std::find(row.begin(), row.end(), 0) != row.end();
}
inline void set_pawn(position& s, int seat, int from, int to) {  // one pawn of seat at progress from goes to to
    auto& row = s.pawns[static_cast<std::size_t>(seat)];
    *std::find(row.begin(), row.end(), from) = to;
}

// Who arrived last on each entry square: kept while exactly two pawns of two colours stand there, set
// to the mover when its pawn has just arrived there (landed_sq), else 0.
inline void update_arrivals(const die_rules& r, position& s, int landed_sq) {
    for (int owner = 0; owner < 4; ++owner) {
        const int sq = entry_square(r, owner);
        int colours = 0, total = 0;
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            const int n = count_at(r, s, seat, sq);
            total += n;
            colours += n > 0;
        }
        int& who = s.last_in[static_cast<std::size_t>(owner)];
        if (total == 2 && colours == 2) {
            if (sq == landed_sq) who = s.mover;
        } else {
            who = 0;
        }
    }
}

// ---- one move: the squares a pawn walks --------------------------------------------------------------------
// The progress after one step from p, or -1 (no square there). may_turn_in: the seat may enter its home
// path (always, unless must kill and it has not captured).
inline int step(const die_rules& r, int p, bool may_turn_in) {
    const int T = turn_off(r);
    if (p >= last_stop(r) && !lapping(r, p)) return -1;  // the last square of the journey
    if (p == T) return may_turn_in ? T + 1 : home(r) + 1;
    if (lapping(r, p) && (p - home(r)) % ring(r) == 0 && may_turn_in) return T + 1;  // a later lap's turn-off
    const int q = p + 1;
    if (lapping(r, q) && q > max_progress(r)) return -1;
    return q;
}

// The progress values a pawn at p walks through in `steps` steps (the last one is where it stops);
// empty when the walk leaves the board.
inline std::vector<int> walk(const die_rules& r, int p, int steps, bool may_turn_in) {
    std::vector<int> path;
    for (int k = 0; k < steps; ++k) {
        p = step(r, p, may_turn_in);
        if (p < 0) return {};
        path.push_back(p);
    }
    return path;
}

// What a legal move (or entry) does: where the pawn stops, and the enemy pawns it sends home.
struct move_effect {
    int to = 0;
    std::vector<std::pair<int, int>> victims;  // (seat, progress)
    bool home = false;
};

// Can the mover's pawn at p move `steps` squares? Steps 1 (stops), 2 (captures), 11 (no jumping in the
// home path) and the barriers of 1 (Parchís).
inline bool try_move(const die_rules& r, const position& s, int p, int steps, move_effect& out,
                     bool* went_round = nullptr) {
    const int me = s.mover;
    const bool may_turn_in = !r.must_kill || ((s.captured >> me) & 1U);
    const std::vector<int> path = walk(r, p, steps, may_turn_in);
    if (path.empty()) return false;
    position rest = s;  // the board without the moving pawn
    auto& mine = rest.pawns[static_cast<std::size_t>(me)];
    mine.erase(std::find(mine.begin(), mine.end(), p));
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {  // the squares passed
        const int q = path[i];
        const int sq = square_of(r, me, q);
        if (r.stacking == stack_kind::barrier && sq != -2)
            for (int seat = 0; seat < 4; ++seat)
                if (in_play(rest, seat) && count_at(r, rest, seat, sq) >= 2) return false;  // a barrier
        if (!r.jump_in_home_path && on_home_path(r, q) && count_at(r, rest, me, sq) > 0) return false;
    }
    const int to = path.back();
    out = move_effect{};
    out.to = to;
    if (went_round) *went_round = lapping(r, p) || std::any_of(path.begin(), path.end(), [&r](int q) { return lapping(r, q); });
    if (at_home(r, to)) {
        out.home = true;
        return true;
    }
    const int sq = square_of(r, me, to);
    const int own = count_at(r, rest, me, sq);
    const int all = pawns_at(r, rest, sq);
    if (r.stacking == stack_kind::single && own > 0) return false;
    if (r.stacking == stack_kind::barrier && all >= 2) return false;  // a barrier, or two colours filling a safe square
    if (r.two_per_safe_square && is_safe(r, sq) && all >= 2) return false;  // two pawns fill a safe square (§10.1)
    const int enemies = all - own;
    if (enemies > 0 && !is_safe(r, sq)) {
        if (enemies >= 2) return false;  // a pair (or more) of enemies that is not on a safe square
        for (int seat = 0; seat < 4; ++seat)
            if (seat != me && in_play(rest, seat))
                for (const int q : rest.pawns[static_cast<std::size_t>(seat)])
                    if (square_of(r, seat, q) == sq) out.victims.push_back({seat, q});
    }
    return true;
}

// Can a nest pawn of the mover enter? (The face is an entry value.)
inline bool try_enter(const die_rules& r, const position& s, move_effect& out) {
    const int me = s.mover;
    if (!has_nest_pawn(s, me)) return false;
    const int sq = entry_square(r, me);
    const int own = count_at(r, s, me, sq);
    out = move_effect{};
    out.to = 1;
    std::vector<std::pair<int, int>> enemies;
    for (int seat = 0; seat < 4; ++seat)
        if (seat != me && in_play(s, seat))
            for (const int q : s.pawns[static_cast<std::size_t>(seat)])
                if (square_of(r, seat, q) == sq) enemies.push_back({seat, q});
    switch (r.stacking) {
        case stack_kind::single:
            if (own > 0) return false;
            if (r.entry_captures) out.victims = enemies;
            return true;
        case stack_kind::pair:
            if (r.entry_captures) out.victims = enemies;
            return true;
        case stack_kind::barrier:
            if (own >= 2) return false;
            if (own + static_cast<int>(enemies.size()) >= 2 && !enemies.empty()) {
                if (own == 1) {
                    out.victims = {enemies.front()};
                } else {
                    // Two enemies: the one that arrived last if its seat is there, else the lower seat.
                    const int last = s.last_in[static_cast<std::size_t>(me)];
                    std::pair<int, int> victim = enemies.front();
                    for (const auto& e : enemies) victim = std::min(victim, e);
                    for (const auto& e : enemies)
                        if (e.first == last) victim = e;
                    out.victims = {victim};
                }
            }
            return true;
    }
    return false;
}

// Plays an entry (from = 0) or a move.
inline position play(const die_rules& r, const position& s, int from, const move_effect& m) {
    position next = s;
    for (const auto& [seat, q] : m.victims) set_pawn(next, seat, q, 0);
    set_pawn(next, s.mover, from, m.to);
    if (!m.victims.empty()) next.captured |= 1U << s.mover;
    next.last_moved = m.to;
    update_arrivals(r, next, m.to == 0 ? -1 : square_of(r, s.mover, m.to));
    return next;
}

// The distinct progress values of the mover's pawns that might move (not in the nest, not arrived at HOME).
inline std::vector<int> movable(const die_rules& r, const position& s) {
    std::vector<int> out;
    for (const int p : s.pawns[static_cast<std::size_t>(s.mover)])
        if (p != 0 && !at_home(r, p) && std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
    std::sort(out.begin(), out.end());
    return out;
}

// Step 10: before the throw, the mover has no pawn on the ring and no home-path pawn that can move by any
// value. A must-kill pawn going round again (step 9) counts when it can move by some value: it always can,
// but at the 100-lap cap (where the engine lets the seat try, and no game comes near, §10.9).
inline bool in_three_tries(const die_rules& r, const position& s) {
    for (const int p : s.pawns[static_cast<std::size_t>(s.mover)])
        if (p >= 1 && p <= turn_off(r)) return false;
    for (const int p : movable(r, s)) {
        if (!on_home_path(r, p) && !lapping(r, p)) continue;
        for (int v = 1; v <= 6; ++v) {
            move_effect m;
            if (try_move(r, s, p, v, m)) return false;
        }
    }
    return true;
}

// ---- the end of a throw ---------------------------------------------------------------------------------
inline int next_seat(const die_rules& r, const position& s) {
    for (int k = 1; k <= 4; ++k) {
        const int seat = (s.mover + k) % 4;
        if (in_play(s, seat) && !finished(r, s, seat)) return seat;
    }
    return s.mover;
}

// The position at the next throw: the same seat throws again, or the turn passes.
inline end_position end_of(const die_rules& r, const position& s, bool again) {
    end_position e;
    for (int seat = 0; seat < 4; ++seat) {
        e.pawns[static_cast<std::size_t>(seat)] = s.pawns[static_cast<std::size_t>(seat)];
        std::sort(e.pawns[static_cast<std::size_t>(seat)].begin(), e.pawns[static_cast<std::size_t>(seat)].end(), std::greater<>());
    }
    e.captured = s.captured;
    for (int owner = 0; owner < 4; ++owner) e.last_arrival |= static_cast<unsigned>(s.last_in[static_cast<std::size_t>(owner)]) << (2 * owner);
    if (finished(r, s, s.mover)) {  // step 12: what it is owed is lost
        int left = 0;
        for (int seat = 0; seat < 4; ++seat) left += in_play(s, seat) && !finished(r, s, seat);
        if (!s.play_on || left <= 1) {
            e.over = true;
            for (int seat = 0; seat < 4; ++seat)
                if (finished(r, s, seat)) e.winners |= 1U << seat;
            return e;
        }
        again = false;
    }
    if (again) {
        e.next = s.mover;
        e.sixes = s.sixes;
        e.last_moved = s.last_moved;
        e.tries = s.tries;
    } else {
        e.next = next_seat(r, s);
    }
    return e;
}

// After an action that captured / reached HOME: Parchís's rewards, then the end of the throw.
inline void after_action(const die_rules& r, const position& s, int face, bool captured, bool reached_home, bool earned,
                         int rewards_played, std::set<end_position>& ends, throw_events* ev) {
    // ludo_king: a capture or a pawn reaching HOME earns a throw; a 6 gives one too; one in all.
    earned = earned || (r.capture_throws_again && captured) || (r.home_throws_again && reached_home);
    if (ev && finished(r, s, s.mover)) ev->finish = true;
    int reward = 0;
    if (captured && r.capture_reward > 0) reward = r.capture_reward;
    else if (reached_home && r.home_reward > 0) reward = r.home_reward;
    if (reward == 0 || finished(r, s, s.mover)) {
        ends.insert(end_of(r, s, face == 6 || earned));
        return;
    }
    bool any = false;
    for (const int p : movable(r, s)) {
        move_effect m;
        if (!try_move(r, s, p, reward, m)) continue;
        any = true;
        if (ev) {
            ev->reward = true;
            ev->reward_chain = ev->reward_chain || rewards_played >= 1;
            ev->capture = ev->capture || !m.victims.empty();
            ev->home = ev->home || m.home;
        }
        after_action(r, play(r, s, p, m), face, !m.victims.empty(), m.home, earned, rewards_played + 1, ends, ev);
    }
    if (!any) ends.insert(end_of(r, s, face == 6 || earned));  // the reward is lost
}

// Every distinct end of the throw of `face` from position s (at its throw).
inline throw_result throw_ends(const die_rules& r, const position& start, int face, throw_events* ev = nullptr) {
    throw_result result;
    position s = start;
    const int me = s.mover;
    const bool entry_face = std::find(r.entry_faces.begin(), r.entry_faces.end(), face) != r.entry_faces.end();
    s.sixes = face == 6 ? std::min(start.sixes + 1, 3) : 0;
    // Step 10: three tries for an entry value.
    bool try_again = false;
    if (r.three_tries) {
        if (in_three_tries(r, start) && !entry_face) {
            s.tries = start.tries + 1;
            if (s.tries < 3) try_again = true;
            else s.tries = 0;
            if (ev) ev->tries_run = ev->tries_run || try_again;
        } else {
            s.tries = 0;
        }
    }
    // Step 5: the third 6 in a row (played as usual where the rule is "nothing").
    if (ev && s.sixes == 3) ev->third_six = true;
    if (s.sixes == 3 && r.third_six != third_six_kind::nothing) {
        if (r.third_six == third_six_kind::last_pawn_to_nest && s.last_moved >= 1 && s.last_moved <= turn_off(r)) {
            if (ev) ev->sent_back = true;
            set_pawn(s, me, s.last_moved, 0);
            update_arrivals(r, s, -1);
        }
        s.sixes = 0;
        result.ends.insert(end_of(r, s, false));
        return result;
    }
    const int value = r.six_counts_seven && face == 6 && !has_nest_pawn(s, me) ? 7 : face;
    // The actions the die allows, duties aside.
    move_effect enter;
    const bool can_enter = entry_face && try_enter(r, s, enter);
    std::vector<std::pair<int, move_effect>> moves;  // (from, effect)
    for (const int p : movable(r, s)) {
        move_effect m;
        if (try_move(r, s, p, value, m)) moves.push_back({p, m});
        else if (ev && !r.jump_in_home_path) {
            die_rules jumping = r;
            jumping.jump_in_home_path = true;
            ev->jump_refused = ev->jump_refused || try_move(jumping, s, p, value, m);
        }
        if (ev && r.must_kill && lapping(r, p) && p + value > max_progress(r)) ev->lap_cap = true;
    }
    // Duties, in §10's order.
    bool enter_allowed = can_enter;
    auto allowed = moves;
    const auto only_from = [&](auto&& keep) {
        std::vector<std::pair<int, move_effect>> kept;
        for (const auto& mv : moves)
            if (keep(mv.first)) kept.push_back(mv);
        return kept;
    };
    const auto own_at = [&](int p) {
        const auto& row = s.pawns[static_cast<std::size_t>(me)];
        return static_cast<int>(std::count(row.begin(), row.end(), p));
    };
    const auto clearing = only_from([](int p) { return p == 1; });
    if (r.clear_entry_first && has_nest_pawn(s, me) && !clearing.empty()) {
        enter_allowed = false;
        allowed = clearing;
        if (ev) ev->clear_entry_duty = true;
    } else if (r.entry_compulsory && can_enter) {
        allowed.clear();
    } else if (r.must_open_barrier && face == 6) {
        const auto opening = only_from([&](int p) { return p >= 1 && !at_home(r, p) && own_at(p) >= 2; });
        if (!opening.empty()) {
            if (ev) ev->barrier_duty = ev->barrier_duty || opening.size() < moves.size() || can_enter;
            enter_allowed = false;
            allowed = opening;
        }
    }
    if (!enter_allowed && allowed.empty()) {
        if (ev) ev->pass = true;
        result.offered.push_back({0, 0});
        result.ends.insert(end_of(r, s, face == 6 || try_again));
        return result;
    }
    if (enter_allowed) {
        result.offered.push_back({1, 0});
        if (ev) {
            ev->entry = true;
            ev->capture = ev->capture || !enter.victims.empty();
            ev->multi_capture = ev->multi_capture || enter.victims.size() >= 2;
            int enemies = 0;
            for (int seat = 0; seat < 4; ++seat)
                if (seat != me && in_play(s, seat)) enemies += count_at(r, s, seat, entry_square(r, me));
            ev->entry_choice = ev->entry_choice || (r.stacking == stack_kind::barrier && enemies == 2);
        }
        after_action(r, play(r, s, 0, enter), face, !enter.victims.empty(), false, try_again, 0, result.ends, ev);
    }
    for (const auto& [p, m] : allowed) {
        result.offered.push_back({2, p});
        if (ev) {
            ev->capture = ev->capture || !m.victims.empty();
            ev->home = ev->home || m.home || (!r.has_home && on_home_path(r, m.to) && !on_home_path(r, p));  // MAEDN: in
            bool round = false;
            move_effect again;
            try_move(r, s, p, value, again, &round);
            ev->lap = ev->lap || round;
        }
        after_action(r, play(r, s, p, m), face, !m.victims.empty(), m.home, try_again, 0, result.ends, ev);
    }
    std::sort(result.offered.begin(), result.offered.end());
    return result;
}

}  // namespace simple_one_die
