// A deliberately naive, exact simulator of the SHG core (docs/rules.md §2.1, §5), written from the rules
// text and sharing no code with the library: the yardstick of issue 11 ("library playouts at least
// 1.5x a naive exact simulator"). 4 players, no partners, SHG defaults: blockades on, auto fives,
// tops-and-bottoms doublet bonus (all four parts or none), third doublet penalty, optional rewards of
// 20 (capture) and 10 (home).
//
// Naive on purpose, as the issue describes its yardstick: the state is a plain 4x4 table of progress
// values (with a count of pawns per square), and the compulsion (§5.5) is a plain depth-first search
// with apply/undo over the throw's part-actions: the best (die-5 entries, parts used) of the throw is
// found once per throw, and at every decision each candidate action is kept only if, after it, the
// witness (the last play found to reach that best, played again on the parts left) or else the search
// finds a play reaching that best. No memo of dead ends, no occupancy bit masks.
//
// Simplifications (see bench/README.md): during a doublet bonus the capture reward waits until the
// four parts are played, like a home reward (docs/rules.md §5.7 plays it at once); the pawns of a blockade
// that stood in different places when the throw began are not told apart in the action list.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "bench_support.hpp"  // the rng only

namespace naive_shg {

inline constexpr int seats = 4;
inline constexpr int pawns = 4;
inline constexpr int home = 72;     // HOME; 65..71 are the private home path
inline constexpr int turn_off = 64;  // the seat's own tip
inline constexpr int no_square = -1;

// The physical square of progress p of seat s: ring 0..67, private home path 68 + 7s + (p - 65).
inline int compute_square(int s, int p) {
    if (p <= 0 || p >= home) return no_square;
    if (p <= turn_off) return (17 * s + 4 + p) % 68;
    return 68 + 7 * s + (p - 65);
}
// The same as a table: every move asks it for each square on its way.
inline const std::array<std::array<std::int8_t, home + 1>, seats> squares = [] {
    std::array<std::array<std::int8_t, home + 1>, seats> table{};
    for (int s = 0; s < seats; ++s)
        for (int p = 0; p <= home; ++p) table[s][p] = static_cast<std::int8_t>(compute_square(s, p));
    return table;
}();
inline int square_of(int s, int p) { return squares[static_cast<std::size_t>(s)][static_cast<std::size_t>(p)]; }

inline bool is_safe(int sq) {
    if (sq >= 68) return true;  // home paths
    const int r = sq % 17;
    return r == 0 || r == 5 || r == 12;  // tips, entry squares, the entry squares' twins (17k - 5)
}

// No default member values: the search makes a list of 64 at every node, which would be filled with
// them for nothing.
struct move {
    std::int8_t pawn;        // pawn index of the seat; -1 for decline
    std::int8_t steps;       // 0: enter
    std::int8_t parts;       // bit mask of the parts it uses (part phase); 0 for a reward
    std::int8_t reward;      // 20 or 10 for a reward move
    bool five_entry;         // enters with a die part of 5 (counts for auto fives)
};

// Parts in a mask of the four parts.
inline int parts_in(int mask) { return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1); }

struct undo_record {
    move m{};
    std::int8_t from = 0;
    std::int8_t victim_seat = -1, victim_pawn = -1, victim_from = 0;
};

class game {
public:
    std::array<std::array<std::int8_t, pawns>, seats> p{};  // progress, 0 = nest
    int seat = 0;
    int winner = -1;
    std::uint64_t throws = 0, decisions = 0;

    // Plays one throw (a, b) of `seat` to its end with uniform random decisions.
    void play_throw(int a, int b, pachisi_bench::rng& random) {
        ++throws;
        const bool doublet = a == b;
        doublets_ = doublet ? doublets_ + 1 : 0;
        if (doublets_ == 3) {  // §5.1: the farthest pawn not HOME goes back to the nest
            int best = -1;
            for (int i = 0; i < pawns; ++i)
                if (p[seat][i] < home && (best < 0 || p[seat][i] > p[seat][best])) best = i;
            if (best >= 0) place(seat, best, 0);
            next_seat();
            return;
        }
        bool nest = false;
        for (int i = 0; i < pawns; ++i) nest |= p[seat][i] == 0;
        bonus_ = doublet && !nest;
        part_count_ = bonus_ ? 4 : 2;
        parts_ = bonus_ ? std::array<int, 4>{a, a, 7 - a, 7 - a} : std::array<int, 4>{a, b, 0, 0};
        used_ = 0;
        fives_ = used_count_ = 0;
        captures_ = homes_ = 0;
        witness_length_ = 0;
        for (int i = 0; i < pawns; ++i) start_[i] = p[seat][i];
        start_blockade_ = false;
        for (int i = 0; i < pawns; ++i)
            for (int j = i + 1; j < pawns; ++j) start_blockade_ |= start_[i] == start_[j] && start_[i] > 0 && start_[i] < home;

        // §5.5: the best (die-5 entries, parts used) over every play, found once.
        best_fives_ = best_parts_ = 0;
        int nest_pawns = 0, five_parts = 0;
        for (int i = 0; i < pawns; ++i) nest_pawns += p[seat][i] == 0;
        for (int k = 0; k < part_count_; ++k) five_parts += parts_[k] == 5;
        most_fives_ = five_parts < nest_pawns ? five_parts : nest_pawns;
        best_search();
        if (bonus_ && best_parts_ < 4) best_fives_ = best_parts_ = 0;  // all four parts or none

        std::array<move, 64> list;
        for (;;) {
            if (winner >= 0) return;
            const int n = part_actions(list);
            if (n == 0) break;
            ++decisions;
            undo_record r;
            apply(list[random.below(static_cast<std::uint64_t>(n))], r);
        }
        for (;;) {  // §5.7: rewards after the parts, one at a time, or decline them all
            if (winner >= 0) return;
            const int n = reward_actions(list);
            if (n == 0) break;
            ++decisions;
            const move m = list[random.below(static_cast<std::uint64_t>(n) + 1)];  // the last slot is decline
            if (m.pawn < 0) break;
            undo_record r;
            apply(m, r);
        }
        if (winner >= 0) return;
        if (!doublet) next_seat();
    }

private:
    std::array<int, 4> parts_{};
    int part_count_ = 2, used_ = 0, fives_ = 0, used_count_ = 0;
    int captures_ = 0, homes_ = 0, doublets_ = 0;
    int best_fives_ = 0, best_parts_ = 0, most_fives_ = 0;
    bool bonus_ = false;
    std::array<int, pawns> start_{};
    bool start_blockade_ = false;  // two pawns stood together when the throw began (§5.6 may apply)

    void next_seat() {
        seat = (seat + 1) % seats;
        doublets_ = 0;
    }

    // Pawns per square (ring 0..67, home paths 68..95) and their seat: kept up to date by place().
    std::array<std::int8_t, 96> count_{};
    std::array<std::int8_t, 96> owner_{};

    void place(int s, int i, int to) {
        const int from_sq = square_of(s, p[s][i]);
        if (from_sq != no_square) --count_[from_sq];
        p[s][i] = static_cast<std::int8_t>(to);
        const int to_sq = square_of(s, to);
        if (to_sq != no_square) {
            ++count_[to_sq];
            owner_[to_sq] = static_cast<std::int8_t>(s);
        }
    }

    // How many pawns stand on a square, and of which seat (-1 if none).
    int count_on(int sq, int& owner) const {
        owner = count_[sq] ? owner_[sq] : -1;
        return count_[sq];
    }

    // §5.4: may pawn i of the seat go `steps` forward (0: enter)? Sets the pawn to capture, if any.
    bool can_go(int i, int steps, int& victim_seat, int& victim_pawn) const {
        victim_seat = victim_pawn = -1;
        const int from = p[seat][i];
        const int to = steps == 0 ? 1 : from + steps;
        if (to > home) return false;
        int owner = -1;
        for (int q = steps == 0 ? 1 : from + 1; q <= to && q < home; ++q)
            if (count_on(square_of(seat, q), owner) >= 2) return false;  // a blockade on the way or there
        if (to == home) return true;
        const int sq = square_of(seat, to);
        if (count_on(sq, owner) == 0 || owner == seat) return true;
        if (steps != 0 && is_safe(sq)) return false;  // only entering captures on a safe square
        for (int k = 0; k < pawns; ++k)
            if (square_of(owner, p[owner][k]) == sq) {
                victim_seat = owner;
                victim_pawn = k;
            }
        return true;
    }

    // §5.6: two pawns that stood in a blockade when the throw began do not stand together elsewhere.
    bool blockade_rule_ok() const {
        if (!start_blockade_) return true;
        for (int i = 0; i < pawns; ++i)
            for (int j = i + 1; j < pawns; ++j)
                if (start_[i] == start_[j] && start_[i] > 0 && start_[i] < home && p[seat][i] == p[seat][j] &&
                    p[seat][i] != start_[i] && p[seat][i] < home)
                    return false;
        return true;
    }

    bool apply(const move& m, undo_record& r) {
        int vs = -1, vp = -1;
        r.m = m;
        r.from = p[seat][m.pawn];
        const int steps = m.reward ? m.reward : m.steps;
        if (!can_go(m.pawn, steps, vs, vp)) return false;
        r.victim_seat = static_cast<std::int8_t>(vs);
        r.victim_pawn = static_cast<std::int8_t>(vp);
        if (vs >= 0) {
            r.victim_from = p[vs][vp];
            place(vs, vp, 0);
            ++captures_;
        }
        place(seat, m.pawn, steps == 0 ? 1 : r.from + steps);
        if (p[seat][m.pawn] == home) ++homes_;
        if (m.reward == 20) --captures_;
        if (m.reward == 10) --homes_;
        used_ |= m.parts;
        used_count_ += parts_in(m.parts);
        fives_ += m.five_entry;
        if (p[seat][m.pawn] == home) {
            bool all_home = true;
            for (int i = 0; i < pawns; ++i) all_home &= p[seat][i] == home;
            if (all_home && winner < 0) winner = seat;
        }
        return true;
    }

    void undo(const undo_record& r) {
        const move& m = r.m;
        if (p[seat][m.pawn] == home) --homes_;
        place(seat, m.pawn, r.from);
        if (r.victim_seat >= 0) {
            place(r.victim_seat, r.victim_pawn, r.victim_from);
            --captures_;
        }
        if (m.reward == 20) ++captures_;
        if (m.reward == 10) ++homes_;
        used_ &= ~m.parts;
        used_count_ -= parts_in(m.parts);
        fives_ -= m.five_entry;
        winner = -1;
    }

    // Every part-action of the current node, equal parts once (the first unused of equal values).
    int raw_part_actions(std::array<move, 64>& out) const {
        int n = 0;
        int first_nest = -1;
        for (int i = 0; i < pawns; ++i)
            if (p[seat][i] == 0 && first_nest < 0) first_nest = i;
        for (int k = 0; k < part_count_; ++k) {
            if (used_ & (1 << k)) continue;
            bool seen = false;
            for (int j = 0; j < k; ++j) seen |= !(used_ & (1 << j)) && parts_[j] == parts_[k];
            if (seen) continue;
            if (parts_[k] == 5 && first_nest >= 0)
                out[n++] = move{static_cast<std::int8_t>(first_nest), 0, static_cast<std::int8_t>(1 << k), 0, true};
            for (int i = 0; i < pawns; ++i) {
                if (p[seat][i] < 1 || p[seat][i] >= home) continue;
                bool twin = false;  // two pawns on one square: moving either is one action
                for (int j = 0; j < i; ++j) twin |= p[seat][j] == p[seat][i];
                if (!twin) out[n++] = move{static_cast<std::int8_t>(i), static_cast<std::int8_t>(parts_[k]),
                                           static_cast<std::int8_t>(1 << k), 0, false};
            }
        }
        if (!bonus_ && used_ == 0 && parts_[0] != parts_[1] && parts_[0] + parts_[1] == 5 && first_nest >= 0)
            out[n++] = move{static_cast<std::int8_t>(first_nest), 0, 3, 0, false};  // a sum of five enters
        return n;
    }

    // Depth-first search of every play from here: raises best_*; with `stop_at_best`, returns as soon as
    // a play reaches the best (the target found at the throw's start), and keeps that play's moves from
    // here as the witness.
    bool search(bool stop_at_best, int depth = 0) {
        if (blockade_rule_ok()) {
            if (fives_ > best_fives_ || (fives_ == best_fives_ && used_count_ > best_parts_)) {
                best_fives_ = fives_;
                best_parts_ = used_count_;
            }
            if (stop_at_best && fives_ == best_fives_ && used_count_ == best_parts_) {
                witness_ = path_;
                witness_length_ = depth;
                return true;
            }
            if (!stop_at_best && used_count_ == part_count_ && fives_ == most_fives_) return true;  // nothing beats it
        }
        std::array<move, 64> list;
        const int n = raw_part_actions(list);
        for (int k = 0; k < n; ++k) {
            undo_record r;
            if (!apply(list[k], r)) continue;
            path_[static_cast<std::size_t>(depth)] = list[k];
            const bool found = search(stop_at_best, depth + 1);
            undo(r);
            if (found) return true;
        }
        return false;
    }
    void best_search() { search(false); }

    // The witness shortcut: the moves of the last play found to reach the best, played again from here
    // on the parts still unused (a part of the same value) and the same pawns (an entry: the first pawn
    // in the nest). When they apply and reach the best, a play exists and no search is needed; when
    // not, nothing is proved and the search decides.
    std::array<move, 4> path_{}, witness_{};
    int witness_length_ = 0;

    bool rebind(move& m) const {
        int parts = 0;
        for (int k = 0; k < part_count_; ++k) {
            if (!(m.parts & (1 << k))) continue;
            int free = -1;
            for (int j = 0; j < part_count_ && free < 0; ++j)
                if (!((used_ | parts) & (1 << j)) && parts_[j] == parts_[k]) free = j;
            if (free < 0) return false;
            parts |= 1 << free;
        }
        if (parts_in(parts) == 2) return false;  // a sum of five: first action only
        m.parts = static_cast<std::int8_t>(parts);
        if (m.steps == 0) {  // an entry
            m.pawn = -1;
            for (int i = 0; i < pawns && m.pawn < 0; ++i)
                if (p[seat][i] == 0) m.pawn = static_cast<std::int8_t>(i);
            return m.pawn >= 0;
        }
        return p[seat][m.pawn] >= 1 && p[seat][m.pawn] < home;
    }
    bool witness_reaches_best() {
        std::array<undo_record, 4> done;
        int applied = 0;
        bool ok = true;
        for (int w = 0; w < witness_length_ && ok; ++w) {
            move m = witness_[static_cast<std::size_t>(w)];
            ok = rebind(m) && apply(m, done[static_cast<std::size_t>(applied)]);
            applied += ok;
        }
        ok = ok && blockade_rule_ok() && fives_ == best_fives_ && used_count_ == best_parts_;
        while (applied > 0) undo(done[static_cast<std::size_t>(--applied)]);
        return ok;
    }

    // §5.5: the actions that begin some allowed play.
    int part_actions(std::array<move, 64>& out) {
        if (used_count_ == best_parts_ && fives_ == best_fives_) return 0;
        std::array<move, 64> raw;
        const int n = raw_part_actions(raw);
        int kept = 0;
        for (int k = 0; k < n; ++k) {
            undo_record r;
            if (!apply(raw[k], r)) continue;
            const bool ok = witness_reaches_best() || search(true);
            undo(r);
            if (ok) out[kept++] = raw[k];
        }
        return kept;
    }

    // The reward moves that can be played whole; out[n] is left as the decline action.
    int reward_actions(std::array<move, 64>& out) {
        int n = 0;
        for (const int reward : {20, 10}) {
            if ((reward == 20 ? captures_ : homes_) == 0) continue;
            for (int i = 0; i < pawns; ++i) {
                if (p[seat][i] < 1 || p[seat][i] >= home) continue;
                bool twin = false;
                for (int j = 0; j < i; ++j) twin |= p[seat][j] == p[seat][i];
                if (twin) continue;
                const move m{static_cast<std::int8_t>(i), 0, 0, static_cast<std::int8_t>(reward), false};
                undo_record r;
                if (!apply(m, r)) continue;
                const bool ok = blockade_rule_ok();
                undo(r);
                if (ok) out[n++] = m;
            }
        }
        out[n] = move{-1, 0, 0, 0, false};  // decline
        return n;
    }
};

// One random 4-player game: opening throw (one die each, highest starts, ties throw again), then
// throws of two dice until a seat has all its pawns HOME. Returns the number of decisions.
inline std::uint64_t play_game(pachisi_bench::rng& random, std::uint64_t& throws) {
    game g;
    for (;;) {
        std::array<int, seats> die{};
        int best = 0, count = 0;
        for (int s = 0; s < seats; ++s) {
            die[s] = 1 + static_cast<int>(random.below(6));
            if (die[s] > best) {
                best = die[s];
                count = 0;
            }
            if (die[s] == best) {
                ++count;
                g.seat = s;
            }
        }
        if (count == 1) break;
    }
    while (g.winner < 0) {
        const int a = 1 + static_cast<int>(random.below(6));
        const int b = 1 + static_cast<int>(random.below(6));
        g.play_throw(a, b, random);
    }
    throws += g.throws;
    return g.decisions;
}

}  // namespace naive_shg
