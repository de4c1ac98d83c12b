#pragma once
// A second, deliberately simple implementation of one throw of traditional Pachisi (docs/rules.md §6:
// traditional, traditional7 and their options), for the differential test. Like simple_two_dice.hpp
// it is written from docs/rules.md, not from the engine: its own cross board (§2.2, any arm of §6.10), its own throw
// table (§3), and plain recursion over every order of actions (enter, group moves, split parts),
// without the engine's occupancy, tags or compulsion bookkeeping. Slow, and meant to be obviously right.
//
// simple_cowries::play_ends(rules, position, cowries up) returns every distinct way the play of that
// throw can end: every seat's pawns, the seats that have captured, who throws next, and what options 1
// and 5 of seed 004 remember (§6.10): the players that have made their first move, and the victims of
// captures that a capture back may still cancel.

#include <algorithm>
#include <array>
#include <cstddef>
#include <functional>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace simple_cowries {

// ---- the rule dimensions of docs/rules.md §4 and §6 that a cowrie throw depends on -----------------------
struct cowrie_rules {
    int shells = 6;                   // 6 (traditional) or 7 (traditional7)
    bool split = false;               // §6.4, seed 004 option 2
    bool home_needs_capture = false;  // §6.6, option 3
    bool exact_home = false;          // §6.6, option 4
    bool capture_throw = true;        // §6.7, option 6
    int arm = 8;                      // §6.10 option 8: squares per column of the cross's arms, 6..10
    int castle_offset = 4;            // §6.10 option 8: castles this far from the tips
    bool first_move = false;          // §6.10 option 1: a player's first move needs a throw of 2, 3 or 4
    bool cancelled_capture = false;   // §6.10 option 5: a capture is undone by capturing the capturer at once
};

// ---- throws, docs/rules.md §3 ------------------------------------------------------------------------------
inline int value_of(const cowrie_rules& r, int up) {
    static constexpr std::array<int, 7> six{25, 10, 2, 3, 4, 5, 6};
    static constexpr std::array<int, 8> seven{7, 10, 2, 3, 4, 25, 35, 14};
    return r.shells == 6 ? six[static_cast<std::size_t>(up)] : seven[static_cast<std::size_t>(up)];
}
inline bool is_grace(const cowrie_rules& r, int up) {
    return r.shells == 6 ? (up == 0 || up == 1 || up == 6) : (up == 0 || up == 1 || up >= 5);
}
inline bool lets_enter(const cowrie_rules& r, int up) {
    if (r.shells == 6) return is_grace(r, up);
    const int v = value_of(r, up);
    return v == 10 || v == 25 || v == 35;  // §6.2: 7 and 14 move, and throw again, but let nobody in
}

// ---- the cross board, docs/rules.md §2.2, §6.0 and §6.10 option 8 ---------------------------------------
// An arm of n squares per column: n - 1 squares of the middle column, then the ring of 4 (2n + 1)
// squares from the own tip round to it (§2.2 for n = 8: p = 8..76), the column back, and home.
inline int arm_ring(const cowrie_rules& r) { return 2 * r.arm + 1; }          // ring squares per arm: 17
inline int lap(const cowrie_rules& r) { return 4 * arm_ring(r); }              // the ring: 68
inline int tip(const cowrie_rules& r) { return r.arm - 1 + lap(r) + 1; }       // the own tip, after one lap: 76
inline int home(const cowrie_rules& r) { return tip(r) + r.arm; }              // back in the Charkoni: 84
inline int max_progress(const cowrie_rules& r) { return home(r) + 100 * lap(r); }  // the library's 100 extra trips (§6.6)

// A physical square: 0..lap-1 the track, 100 + 10 * seat + k the k-th square of a seat's middle column
// (k = 1 next to the centre), -1 none (the Charkoni: not entered, or home).
inline int square_of(const cowrie_rules& r, int seat, int p) {
    if (p <= 0 || p == home(r)) return -1;
    if (p < r.arm) return 100 + 10 * seat + p;                              // out along the middle column
    if (p <= tip(r)) return (arm_ring(r) * seat + p - r.arm) % lap(r);      // the track, once round
    if (p < home(r)) return 100 + 10 * seat + (home(r) - p);                // back along the same column
    return (arm_ring(r) * seat + (p - home(r))) % lap(r);                   // a later lap: p - home squares past the tip
}
inline bool is_castle(const cowrie_rules& r, int sq) {
    const int k = sq % arm_ring(r);
    return sq >= 0 && sq < lap(r) && (k == 0 || k == r.castle_offset || k == arm_ring(r) - r.castle_offset);
}
inline bool at_a_tip(const cowrie_rules& r, int p) { return p == tip(r) || (p > home(r) && (p - home(r)) % lap(r) == 0); }
inline bool homeward(const cowrie_rules& r, int p) { return p > tip(r) && p <= home(r); }

// The progress values a pawn at p can reach in exactly `steps` steps: one per route (two where it passes
// its tip and may go round again), each with the squares it passes on the way (not where it stops).
struct route {
    int to = 0;
    std::vector<int> passed;  // progress values passed
};
inline void walk(const cowrie_rules& r, int p, int steps, route& so_far, std::vector<route>& out) {
    if (steps == 0) {
        so_far.to = p;
        out.push_back(so_far);
        return;
    }
    if (p == home(r)) {
        if (r.exact_home) return;  // no route goes past home
        so_far.to = home(r);          // reaching or passing home stops there
        out.push_back(so_far);
        return;
    }
    std::vector<int> next;
    if (at_a_tip(r, p)) {
        next.push_back(tip(r) + 1);  // into the middle column
        const int next_tip = p == tip(r) ? home(r) + lap(r) : p + lap(r);
        if (next_tip <= max_progress(r)) next.push_back(p == tip(r) ? home(r) + 1 : p + 1);  // round again
    } else {
        next.push_back(p + 1);
    }
    for (const int q : next) {
        if (steps > 1 && q != home(r)) so_far.passed.push_back(q);
        walk(r, q, steps - 1, so_far, out);
        if (steps > 1 && q != home(r)) so_far.passed.pop_back();
    }
}
inline std::vector<route> routes(const cowrie_rules& r, int p, int steps) {
    std::vector<route> out;
    route so_far;
    walk(r, p, steps, so_far, out);
    return out;
}

// ---- a position, and the end of a play ---------------------------------------------------------------
// Each seat's pawns, indexed by the seat as an int (as everywhere in this file) or a std::size_t.
struct seat_rows : std::array<std::vector<int>, 4> {
    using std::array<std::vector<int>, 4>::operator[];
    std::vector<int>& operator[](int seat) { return at(static_cast<std::size_t>(seat)); }
    const std::vector<int>& operator[](int seat) const { return at(static_cast<std::size_t>(seat)); }
};

// Option 5: a pawn sent to its Charkoni by a capture, by its seat and the progress it stood at (the
// square of the capture is where that progress puts that seat's pawn).
using victim = std::pair<int, int>;  // (seat, progress)

struct position {
    seat_rows pawns;         // progress of each seat's pawns; order does not matter
    unsigned seats = 0b1111;
    bool partners = false;   // seats {0,2} and {1,3} play together (§2.4)
    bool two_colours = false;  // and each pair is one player's (2 players, §2.4): option 1 counts per player
    bool play_on = false;    // play goes on for places after the first side wins
    unsigned captured = 0;   // seats that have captured
    int mover = 0;
    int throws_owed = 0;     // extra throws still owed besides this one
    unsigned first_moved = 0;    // option 1: seats whose player has made its first move
    std::vector<victim> taken;   // option 5: victims of the mover's captures in this turn
    std::vector<victim> back;    // option 5: victims of the last turn's captures, that come back if the
                                 // mover captures where they were taken
};

struct end_position {
    seat_rows pawns;            // sorted highest first
    unsigned captured = 0;
    bool over = false;
    bool throws_again = false;  // the same seat throws next
    int throws_owed = 0;        // then: extra throws still owed after that one
    unsigned first_moved = 0;   // option 1
    std::vector<victim> taken;  // option 5, sorted: as the play left them, or after the turn passed
    std::vector<victim> back;
    bool operator==(const end_position&) const = default;
    // Spelled out: libc++ 16 has no operator<=> for std::array or std::vector.
    friend bool operator<(const end_position& a, const end_position& b) {
        return std::tie(a.pawns, a.captured, a.over, a.throws_again, a.throws_owed, a.first_moved, a.taken, a.back) <
               std::tie(b.pawns, b.captured, b.over, b.throws_again, b.throws_owed, b.first_moved, b.taken, b.back);
    }
};

// What the pairs of a test have to cover among options 1 and 5 (set by play_ends when some play does it).
struct play_events {
    bool first_move = false;  // option 1: a first move made
    bool waited = false;      // option 1: the mover had not made its first move and the throw was not 2, 3 or 4
    bool returned = false;    // option 5: a capture cancelled, a victim back on its square
    bool blocked = false;     // option 5: a capture back where a victim would come back, but an enemy of it stands there
};

inline bool in_play(const position& s, int seat) { return (s.seats >> seat) & 1U; }
inline bool team_mates(const position& s, int a, int b) { return a == b || (s.partners && (a & 1) == (b & 1)); }
inline bool finished(const cowrie_rules& r, const position& s, int seat) {
    return in_play(s, seat) && std::all_of(s.pawns[seat].begin(), s.pawns[seat].end(), [&r](int p) { return p == home(r); });
}
inline bool side_won(const cowrie_rules& r, const position& s, int seat) {
    return finished(r, s, seat) && (!s.partners || finished(r, s, seat ^ 2));
}
// The seat that throws when the mover's turn passes: the next in play that has not finished (§6.9).
inline int next_seat(const cowrie_rules& r, const position& s) {
    for (int k = 1; k < 4; ++k) {
        const int seat = (s.mover + k) % 4;
        if (in_play(s, seat) && !finished(r, s, seat)) return seat;
    }
    return s.mover;
}
inline int in_charkoni(const position& s, int seat) {
    return static_cast<int>(std::count(s.pawns[seat].begin(), s.pawns[seat].end(), 0));
}

// Who stands on physical square sq: the number of pawns and one of their seats (all of one team).
struct square_count {
    int pawns = 0;
    int seat = -1;
};
inline square_count on_square(const cowrie_rules& r, const position& s, int sq) {
    square_count c;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (const int p : s.pawns[seat])
            if (square_of(r, seat, p) == sq) ++c.pawns, c.seat = seat;
    }
    return c;
}

inline bool enemy_on(const cowrie_rules& r, const position& s, int sq, int seat) {  // an enemy of seat's on sq
    for (int other = 0; other < 4; ++other)
        if (in_play(s, other) && !team_mates(s, seat, other))
            for (const int p : s.pawns[other])
                if (square_of(r, other, p) == sq) return true;
    return false;
}
inline std::vector<victim> sorted(std::vector<victim> list) {
    std::sort(list.begin(), list.end());
    return list;
}

// One play under way: the position, the value left to move, which pawns may no longer move (entered
// or moved in this throw, by index in the mover's row), whether a pawn has entered, and captures.
struct play_state {
    position at;
    int value_left = 0;
    std::vector<bool> done;  // aligned with at.pawns[at.mover]
    bool entered = false;
    int captures = 0;        // capturing moves in this play
    auto key() const {       // what tells two play states apart: the rows as multisets with their marks
        std::vector<std::vector<std::pair<int, bool>>> rows;
        for (int seat = 0; seat < 4; ++seat) {
            std::vector<std::pair<int, bool>> row;
            for (std::size_t i = 0; i < at.pawns[seat].size(); ++i)
                row.push_back({at.pawns[seat][i], seat == at.mover && done[i]});
            std::sort(row.begin(), row.end());
            rows.push_back(row);
        }
        return std::make_tuple(rows, value_left, entered, captures, at.captured, at.first_moved, sorted(at.taken),
                               sorted(at.back));
    }
};

// The end of the play in s: who throws next, as docs/rules.md §6.7 and §6.9 say.
inline end_position end_of(const cowrie_rules& r, const play_state& s, bool grace) {
    end_position e;
    for (int seat = 0; seat < 4; ++seat) {
        e.pawns[seat] = s.at.pawns[seat];
        std::sort(e.pawns[seat].begin(), e.pawns[seat].end(), std::greater<>());
    }
    e.captured = s.at.captured;
    e.first_moved = s.at.first_moved;
    e.taken = sorted(s.at.taken);
    e.back = sorted(s.at.back);
    if (side_won(r, s.at, s.at.mover)) {
        int sides = 0;
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s.at, seat) && !(s.at.partners && seat >= 2) && !side_won(r, s.at, seat)) ++sides;
        if (!s.at.play_on || sides < 2) {
            e.over = true;
            return e;
        }
    }
    const int owed = s.at.throws_owed + (grace ? 1 : 0) + (r.capture_throw ? s.captures : 0);
    if (owed > 0 && !finished(r, s.at, s.at.mover)) {
        e.throws_again = true;
        e.throws_owed = owed - 1;
        return e;
    }
    // The turn passes. Option 5: the window of the last turn's captures closes; a capture of this turn
    // stays open (its victims may come back in the next turn) while a pawn of the mover's seat stands
    // where it was made, and if the seat that throws next is an enemy of the mover.
    const int me = s.at.mover;
    const int next = next_seat(r, s.at);
    e.back.clear();
    e.taken.clear();
    for (const victim& v : s.at.taken) {
        const int sq = square_of(r, v.first, v.second);
        bool capturer_there = false;
        for (const int p : s.at.pawns[me]) capturer_there = capturer_there || square_of(r, me, p) == sq;
        if (capturer_there && !team_mates(s.at, me, next)) e.back.push_back(v);
    }
    e.back = sorted(e.back);
    return e;
}

// Moves `group` free pawns at progress p along route `way` into `out`, if §6.5 and §6.6 allow it (the
// caller takes the steps off the value left).
inline bool try_move(const cowrie_rules& r, const play_state& s, int p, int group, const route& way, play_state& out,
                     play_events* events = nullptr) {
    const position& at = s.at;
    const int me = at.mover;
    // §6.5: a single pawn passes no blockade (two or more pawns of any team on a square).
    if (group == 1)
        for (const int q : way.passed)
            if (const int sq = square_of(r, me, q); sq >= 0 && on_square(r, at, sq).pawns >= 2) return false;
    const int to = way.to;
    // §6.6: with home-needs-capture, no turning homeward before the seat has captured.
    if (r.home_needs_capture && homeward(r, to) && !((at.captured >> me) & 1U)) return false;
    // §6.6 exact home: no stop from which no throw reaches home exactly.
    if (r.exact_home && homeward(r, to) && to != home(r)) {
        bool reachable = false;
        for (int up = 0; up <= r.shells; ++up) reachable = reachable || to + value_of(r, up) == home(r);
        if (!reachable) return false;
    }
    out = s;
    bool captures = false;
    const int sq = to == home(r) ? -1 : square_of(r, me, to);
    if (sq >= 0) {
        const square_count there = on_square(r, at, sq);
        if (there.pawns > 0 && !team_mates(at, me, there.seat)) {
            if (is_castle(r, sq)) return false;                 // nothing stops on a castle with an enemy
            if (group == 1 && there.pawns >= 2) return false;  // a blockade falls only to two or more
            captures = true;
            for (int seat = 0; seat < 4; ++seat)
                if (!team_mates(at, me, seat))
                    for (int& q : out.at.pawns[seat])
                        if (square_of(r, seat, q) == sq) {
                            if (r.cancelled_capture) out.at.taken.push_back({seat, q});  // option 5: recorded
                            q = 0;
                        }
        }
    }
    int left = group;
    for (std::size_t i = 0; i < out.at.pawns[me].size() && left > 0; ++i)
        if (out.at.pawns[me][i] == p && !out.done[i]) out.at.pawns[me][i] = to, out.done[i] = true, --left;
    if (captures) {
        out.at.captured |= 1U << me;
        ++out.captures;
    }
    // Option 5: a capture where the last turn's captures took victims cancels them: each comes back
    // from its Charkoni to the progress it stood at, unless an enemy of it stands there now (or its
    // Charkoni is empty). Those records are used up either way. Highest progress first.
    if (captures && r.cancelled_capture) {
        std::vector<victim> back = out.at.back, still;
        std::sort(back.begin(), back.end(), [](const victim& a, const victim& b) { return a.second > b.second; });
        for (const victim& v : back) {
            if (square_of(r, v.first, v.second) != sq) {
                still.push_back(v);
                continue;
            }
            if (enemy_on(r, out.at, sq, v.first)) {
                if (events) events->blocked = true;
                continue;
            }
            auto& row = out.at.pawns[v.first];
            for (std::size_t i = 0; i < row.size(); ++i)
                if (row[i] == 0) {
                    row[i] = v.second;
                    if (v.first == me) out.done[i] = true;  // it has moved in this throw
                    if (events) events->returned = true;
                    break;
                }
        }
        out.at.back = still;
    }
    return true;
}

// Every end reachable from s: stopping where the rules allow it, entering once, moving groups.
inline void search(const cowrie_rules& r, const play_state& s, int whole, bool grace, bool may_enter,
                   std::set<decltype(std::declval<play_state>().key())>& seen, std::set<end_position>& ends,
                   play_events* events) {
    if (!seen.insert(s.key()).second) return;
    const int me = s.at.mover;
    // Stopping: always, except that a split play may not stop after part of the value (§6.4).
    if (!r.split || s.value_left == 0 || s.value_left == whole) ends.insert(end_of(r, s, grace));
    if (finished(r, s.at, me)) return;  // all home: nothing left to do
    // §6.3: enter one pawn on a grace that allows it, before or after moving.
    if (may_enter && !s.entered) {
        for (std::size_t i = 0; i < s.at.pawns[me].size(); ++i) {
            if (s.at.pawns[me][i] != 0) continue;
            play_state next = s;
            next.at.pawns[me][i] = 1;  // the middle column is the seat's own: nothing to capture there
            next.done[i] = true;       // it stays on the first square in this throw
            next.entered = true;
            search(r, next, whole, grace, may_enter, seen, ends, events);
            break;  // nest pawns are alike
        }
    }
    if (s.value_left == 0) return;
    // §6.4: one group of free pawns of one progress, by the whole value left (split: by any part of it).
    std::set<int> progresses;
    for (std::size_t i = 0; i < s.at.pawns[me].size(); ++i) {
        const int p = s.at.pawns[me][i];
        if (!s.done[i] && p != 0 && p != home(r)) progresses.insert(p);
    }
    for (const int p : progresses) {
        int free = 0;
        for (std::size_t i = 0; i < s.at.pawns[me].size(); ++i) free += s.at.pawns[me][i] == p && !s.done[i];
        for (int group = 1; group <= free; ++group)
            for (int steps = r.split ? 1 : s.value_left; steps <= s.value_left; ++steps)
                for (const route& way : routes(r, p, steps)) {
                    play_state next;
                    if (!try_move(r, s, p, group, way, next, events)) continue;
                    next.value_left = s.value_left - steps;
                    search(r, next, whole, grace, may_enter, seen, ends, events);
                }
    }
}

// Every distinct end of the play of a throw with `up` cowries mouth up, from position s (at its throw).
// `events`, when given, learns what options 1 and 5 did in some play.
inline std::set<end_position> play_ends(const cowrie_rules& r, const position& s, int up, play_events* events = nullptr) {
    play_state start;
    start.at = s;
    start.value_left = value_of(r, up);
    start.done.assign(s.pawns[s.mover].size(), false);
    std::set<decltype(start.key())> seen;
    std::set<end_position> ends;
    const int me = s.mover;
    if (r.first_move && !((s.first_moved >> me) & 1U)) {
        // §6.10 option 1: before its player's first move a seat only waits (a grace moves nothing, but
        // its throw again stands), or, on 2, 3 or 4, makes that first move: one pawn from the Charkoni
        // down its middle column by the whole throw.
        ends.insert(end_of(r, start, is_grace(r, up)));
        const int v = start.value_left;
        if (v < 2 || v > 4) {
            if (events) events->waited = true;
            return ends;
        }
        if (in_charkoni(s, me) == 0) return ends;
        for (const route& way : routes(r, 0, v)) {
            play_state next;
            if (!try_move(r, start, 0, 1, way, next, events)) continue;  // §6.5 on its way and where it stops
            next.value_left = 0;
            next.at.first_moved |= 1U << me;
            if (s.two_colours) next.at.first_moved |= 1U << (me ^ 2);  // both colours of the player
            ends.insert(end_of(r, next, is_grace(r, up)));
            if (events) events->first_move = true;
        }
        return ends;
    }
    search(r, start, start.value_left, is_grace(r, up), lets_enter(r, up), seen, ends, events);
    return ends;
}

}  // namespace simple_cowries
