#pragma once
// A second, deliberately simple implementation of one throw of the two-dice games (docs/rules.md §5: shg,
// cardinal, american), for the differential test. It is written from docs/rules.md, not from the engine:
// its own board geometry (§2.1), its own rule table (§4), and plain recursion over every order of
// actions, with no caching and no shortcut. It is slow and meant to be obviously right.
//
// simple::play_ends(rules, position, throw) returns every distinct position in which the play of
// that throw can end: the parts, SHG's immediate rewards, then the reward moves and declines, and
// who throws next (the same seat again, the next seat, or nobody: the game is over).

#include <algorithm>
#include <array>
#include <compare>
#include <functional>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace simple {

// ---- the rule dimensions of docs/rules.md §4 that a two-dice throw depends on ----------------------------
enum class bonus_kind { tops_and_bottoms, four_of_top };
enum class again_kind { always, if_all_used };
enum class capture_kind { move, move_or_throw_again };

struct dice_rules {
    bool blockades = true;              // two own pawns may share a square
    bool safe_squares = true;           // the 12 safe ring squares (CARD: none)
    bool auto_fives = true;             // §5.5(a)
    bool whole_moves = false;           // CARD: one pawn may move a + b as one action
    bool larger_die = false;            // WM §5.5(c)
    bool extra_lap = false;             // WM §5.10
    bonus_kind bonus = bonus_kind::tops_and_bottoms;
    bool bonus_all_or_none = false;     // SHG
    again_kind again = again_kind::always;
    bool third_doublet_penalty = false; // SHG
    capture_kind capture = capture_kind::move;
    int capture_squares = 20;
    int home_squares = 10;
    bool rewards_optional = true;       // SHG, WM: decline
    bool immediate_reward_in_bonus = false;  // SHG §5.7
};

inline constexpr dice_rules shg_table{.blockades = true, .safe_squares = true, .auto_fives = true,
                                      .bonus_all_or_none = true, .third_doublet_penalty = true,
                                      .immediate_reward_in_bonus = true};
inline constexpr dice_rules cardinal_table{.safe_squares = false, .auto_fives = true, .whole_moves = true,
                                           .bonus = bonus_kind::four_of_top,
                                           .capture = capture_kind::move_or_throw_again, .capture_squares = 10,
                                           .rewards_optional = false};
inline constexpr dice_rules american_table{.auto_fives = false, .larger_die = true, .extra_lap = true,
                                           .again = again_kind::if_all_used};

// ---- board geometry, docs/rules.md §2.1 and §5.10 ----------------------------------------------------------
inline constexpr int home = 72;
inline constexpr int max_extra_laps = 100;               // the library's documented limit (§5.10 sets none)
inline constexpr int max_progress = home + max_extra_laps * 68;  // the turn-off after the last extra lap

// A physical square: 0..67 the ring, 100 + 10*seat + k a seat's home-path square k (1..7), -1 none
// (the nest, HOME).
inline int square_of(int seat, int p) {
    if (p <= 0 || p == home) return -1;
    if (p <= 64) return (17 * seat + 4 + p) % 68;
    if (p < home) return 100 + 10 * seat + (p - 64);
    return (17 * seat + 4 + (p - 8)) % 68;  // p = 72 + k: k ring squares past the turn-off
}
inline bool is_safe_ring(int sq) { return sq >= 0 && sq < 68 && (sq % 17 == 0 || sq % 17 == 5 || sq % 17 == 12); }
inline bool is_turn_off(int p) { return p == 64 || (p > home && (p - home) % 68 == 0); }

// A route: the progress after each step of a move (at most 20 steps: a capture reward).
struct route {
    std::array<int, 24> at{};
    int length = 0;
    int last() const { return at[static_cast<std::size_t>(length - 1)]; }
};
struct route_list {
    std::array<route, 2> list{};  // a move crosses at most one turn-off
    int count = 0;
};

// Every route of `steps` squares on from the route so far (its last progress, or p): two where the
// move crosses a turn-off with the extra lap allowed.
inline void routes_from(int p, int steps, bool extra_lap, route& so_far, route_list& out) {
    if (steps == 0) {
        out.list[static_cast<std::size_t>(out.count++)] = so_far;
        return;
    }
    std::array<int, 2> next{};
    int n = 0;
    if (p == home) return;                                   // exact count: nothing past HOME
    if (p > 64 && p < home) next[n++] = p + 1;               // on the home path
    else if (is_turn_off(p)) {
        next[n++] = 65;                                      // into the home path
        const int next_turn_off = p == 64 ? home + 68 : p + 68;
        if (extra_lap && next_turn_off <= max_progress) next[n++] = p == 64 ? home + 1 : p + 1;
    } else next[n++] = p + 1;
    for (int k = 0; k < n; ++k) {
        so_far.at[static_cast<std::size_t>(so_far.length++)] = next[static_cast<std::size_t>(k)];
        routes_from(next[static_cast<std::size_t>(k)], steps - 1, extra_lap, so_far, out);
        --so_far.length;
    }
}
inline route_list routes_of(int p, int steps, bool extra_lap) {
    route so_far;
    route_list out;
    routes_from(p, steps, extra_lap, so_far, out);
    return out;
}

// ---- a position and the end of a play ------------------------------------------------------------------
struct position {
    std::array<std::array<int, 4>, 4> pawns{};  // progress; a row's order does not matter here
    unsigned seats = 0b1111;
    bool partners = false;  // seats {0,2} and {1,3}
    bool play_on = false;   // §5.9 playing for places
    int mover = 0;
    int doublets_in_row = 0;
    int throws_owed = 0;
    bool over = false;
};

// What the differential test compares: the pawns (each row highest first), whether the game is over,
// and otherwise who throws next with the doublet count and the throws still owed.
struct end_position {
    std::array<std::array<int, 4>, 4> pawns{};
    bool over = false;
    int mover = 0;
    int doublets_in_row = 0;
    int throws_owed = 0;
    // Written out, not `operator<=> = default`: libc++ 16's std::array has no <=>.
    friend bool operator==(const end_position&, const end_position&) = default;
    friend bool operator<(const end_position& a, const end_position& b) {
        return std::tie(a.pawns, a.over, a.mover, a.doublets_in_row, a.throws_owed) <
               std::tie(b.pawns, b.over, b.mover, b.doublets_in_row, b.throws_owed);
    }
};

inline end_position key_of(const position& p) {
    end_position e;
    e.pawns = p.pawns;
    for (auto& row : e.pawns) std::sort(row.begin(), row.end(), std::greater<>());
    e.over = p.over;
    if (!p.over) e.mover = p.mover, e.doublets_in_row = p.doublets_in_row, e.throws_owed = p.throws_owed;
    return e;
}

inline bool in_play(const position& p, int seat) { return (p.seats >> seat) & 1U; }
inline bool finished(const position& p, int seat) {
    return in_play(p, seat) && std::all_of(p.pawns[seat].begin(), p.pawns[seat].end(), [](int q) { return q == home; });
}
inline bool side_won(const position& p, int seat) { return finished(p, seat) && (!p.partners || finished(p, seat ^ 2)); }
inline bool are_partners(const position& p, int a, int b) { return p.partners && a != b && (a & 1) == (b & 1); }

// ---- one throw ---------------------------------------------------------------------------------------------
class throw_player {
public:
    throw_player(const dice_rules& rules, const position& start, int a, int b)
        : r_(rules), start_(start), a_(a), b_(b) {}

    std::set<end_position> play() {
        ends_.clear();
        position p = start_;
        const bool doublet = a_ == b_;
        p.doublets_in_row = doublet ? std::min(p.doublets_in_row + 1, 3) : 0;  // only the third matters
        if (r_.third_doublet_penalty && doublet && p.doublets_in_row == 3) {  // §5.1
            auto& row = p.pawns[p.mover];
            int* farthest = nullptr;
            for (int& q : row)
                if (q != 0 && q != home && (!farthest || q > *farthest)) farthest = &q;
            if (farthest) *farthest = 0;
            pass_turn(p);
            ends_.insert(key_of(p));
            return ends_;
        }
        node n;
        n.pos = p;
        const bool nest_pawn = std::count(p.pawns[p.mover].begin(), p.pawns[p.mover].end(), 0) > 0;
        if (doublet && !nest_pawn) {  // §5.2 doublet bonus
            const int other = r_.bonus == bonus_kind::tops_and_bottoms ? 7 - a_ : a_;
            n.parts = {a_, a_, other, other};
            n.part_count = 4;
        } else {
            n.parts = {a_, b_, 0, 0};
            n.part_count = 2;
        }
        total_parts_ = n.part_count;
        // §5.6: the blockades standing when the throw begins, by pawn index.
        const auto& row = p.pawns[p.mover];
        for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j)
                if (square_of(p.mover, row[i]) >= 0 && square_of(p.mover, row[i]) == square_of(p.mover, row[j]))
                    pairs_.push_back({i, j, square_of(p.mover, row[i])});
        // §5.5: first every candidate's (fives, parts, larger die), then the allowed ones' endings.
        collecting_ = true;
        parts_phase(n);
        const int best_parts_needed = r_.bonus_all_or_none && total_parts_ == 4 && best_parts_ < 4 ? 0 : best_parts_;
        need_parts_ = best_parts_needed;
        need_larger_ = r_.larger_die && total_parts_ == 2 && !doublet && best_parts_ == 1 && larger_possible_;
        collecting_ = false;
        parts_phase(n);
        return ends_;
    }

private:
    struct node {
        position pos;
        std::array<int, 4> parts{};  // still to play: parts[0 .. part_count)
        int part_count = 0;
        int used = 0, fives = 0;
        bool larger = false;
        int capture_rewards = 0, home_rewards = 0, due_now = 0, agains = 0;
    };
    struct pair {
        int i, j, origin;
    };

    const dice_rules& r_;
    position start_;
    int a_, b_;
    int total_parts_ = 2;
    std::vector<pair> pairs_;
    bool collecting_ = true;
    int best_fives_ = -1, best_parts_ = -1;
    bool larger_possible_ = false;
    int need_parts_ = 0;
    bool need_larger_ = false;
    std::set<end_position> ends_;

    // The pawns on a square: how many, and one of them.
    struct occupants {
        int count = 0;
        std::pair<int, int> one{-1, -1};  // seat, pawn index
    };
    // Where every pawn stands (-1: not on a square), the mover's pawn `self` left out.
    struct board_squares {
        std::array<std::array<int, 4>, 4> square{};
    };
    board_squares squares_of(const position& p, int self) const {
        board_squares b;
        for (int seat = 0; seat < 4; ++seat)
            for (int k = 0; k < 4; ++k)
                b.square[seat][k] = in_play(p, seat) && !(seat == p.mover && k == self) ? square_of(seat, p.pawns[seat][k]) : -1;
        return b;
    }
    static occupants on_square(const board_squares& b, int sq) {
        occupants who;
        for (int seat = 0; seat < 4; ++seat)
            for (int k = 0; k < 4; ++k)
                if (b.square[seat][k] == sq) {
                    ++who.count;
                    who.one = {seat, k};
                }
        return who;
    }
    // A square never holds two colours (§5 invariant): two pawns there are one colour's blockade.
    static bool is_blockade(const occupants& who) { return who.count >= 2; }

    // §5.4: may the mover's pawn i take this route? Sets the captured pawn, if any.
    bool may_stop(const position& p, int i, const route& rt, std::pair<int, int>& captured) const {
        captured = {-1, -1};
        const board_squares b = squares_of(p, i);
        for (int k = 0; k + 1 < rt.length; ++k)
            if (is_blockade(on_square(b, square_of(p.mover, rt.at[static_cast<std::size_t>(k)])))) return false;
        const int last = rt.last();
        if (last == home) return true;
        const int sq = square_of(p.mover, last);
        const auto who = on_square(b, sq);
        if (who.count >= 2) return false;
        if (who.count == 1) {
            const int seat = who.one.first;
            if (seat == p.mover) return r_.blockades;
            if (are_partners(p, seat, p.mover)) return false;
            if (r_.safe_squares && is_safe_ring(sq)) return false;
            captured = who.one;
        }
        return true;
    }
    // §5.3 enter: a nest pawn to p = 1.
    bool may_enter(const position& p, std::pair<int, int>& captured) const {
        captured = {-1, -1};
        const auto who = on_square(squares_of(p, -1), square_of(p.mover, 1));
        if (who.count >= 2) return false;
        if (who.count == 1) {
            const int seat = who.one.first;
            if (seat == p.mover) return r_.blockades;
            if (are_partners(p, seat, p.mover)) return false;
            captured = who.one;  // safe square or not
        }
        return true;
    }
    // §5.6: the pawns of a start blockade may not stand together on another square (not HOME).
    bool blockade_rule_holds(const position& p) const {
        for (const pair& b : pairs_) {
            const int sq_i = square_of(p.mover, p.pawns[p.mover][b.i]);
            if (sq_i >= 0 && sq_i != b.origin && sq_i == square_of(p.mover, p.pawns[p.mover][b.j])) return false;
        }
        return true;
    }

    // Moves pawn i along the route, capturing what it lands on; counts the rewards this earns.
    void land(node& n, int i, int to, std::pair<int, int> captured) {
        position& p = n.pos;
        p.pawns[p.mover][i] = to;
        if (captured.first >= 0) {
            p.pawns[captured.first][captured.second] = 0;
            // §5.7 SHG doublet bonus: a capture (by a part or by such a reward) while parts remain is
            // rewarded at once; later rewards wait until the parts are done.
            if (r_.immediate_reward_in_bonus && total_parts_ == 4 && n.part_count > 0)
                ++n.due_now;
            else
                ++n.capture_rewards;
        }
        if (to == home) ++n.home_rewards;
    }

    // ---- the parts (§5.3, §5.5), with SHG's immediate rewards in between ---------------------------
    // Each pawn of the mover on the board moved `steps` squares along each of its routes, from `base`.
    void move_each_pawn(const node& base, int steps) {
        const position& p = base.pos;
        const auto& row = p.pawns[p.mover];
        for (int i = 0; i < 4; ++i) {
            if (row[i] == 0 || row[i] == home) continue;
            const route_list routes = routes_of(row[i], steps, r_.extra_lap);
            for (int k = 0; k < routes.count; ++k) {
                const route& rt = routes.list[static_cast<std::size_t>(k)];
                std::pair<int, int> captured;
                if (!may_stop(p, i, rt, captured)) continue;
                node child = base;
                land(child, i, rt.last(), captured);
                parts_phase(child);
            }
        }
    }

    void parts_phase(const node& n) {
        if (n.due_now == 0) candidate(n);
        if (finished(n.pos, n.pos.mover)) return;
        const position& p = n.pos;
        auto& row = p.pawns[p.mover];
        if (n.due_now > 0) {  // move one pawn 20 at once, or give that reward up
            for (int i = 0; i < 4; ++i) reward_moves(n, i, r_.capture_squares, [&](node child) {
                --child.due_now;
                parts_phase(child);
            });
            node child = n;
            --child.due_now;
            parts_phase(child);
            return;
        }
        // Each distinct part value once: the first or the second of two equal parts is one action.
        const int larger = std::max(a_, b_);
        for (int k = 0; k < n.part_count; ++k) {
            const int v = n.parts[static_cast<std::size_t>(k)];
            if (std::find(n.parts.begin(), n.parts.begin() + k, v) != n.parts.begin() + k) continue;  // seen
            node base = n;
            std::swap(base.parts[static_cast<std::size_t>(k)], base.parts[static_cast<std::size_t>(base.part_count - 1)]);
            --base.part_count;
            ++base.used;
            if (v == larger && total_parts_ == 2 && a_ != b_) base.larger = true;
            if (v == 5) {
                std::pair<int, int> captured;
                const auto nest = std::find(row.begin(), row.end(), 0);
                if (nest != row.end() && may_enter(p, captured)) {
                    node child = base;
                    ++child.fives;
                    land(child, static_cast<int>(nest - row.begin()), 1, captured);
                    parts_phase(child);
                }
            }
            move_each_pawn(base, v);
        }
        // Both parts of a two-part throw at once: the sum-of-five entry, CARD's whole move.
        if (total_parts_ == 2 && n.used == 0) {
            node base = n;
            base.part_count = 0;
            base.used = 2;
            base.larger = a_ != b_;
            if (a_ != b_ && a_ + b_ == 5) {
                std::pair<int, int> captured;
                const auto nest = std::find(row.begin(), row.end(), 0);
                if (nest != row.end() && may_enter(p, captured)) {
                    node child = base;
                    land(child, static_cast<int>(nest - row.begin()), 1, captured);
                    parts_phase(child);
                }
            }
            if (r_.whole_moves) move_each_pawn(base, a_ + b_);
        }
    }

    // A candidate play's parts end here (§5.5): first pass, note what it reaches; second pass, if it
    // is an allowed play, go on with its rewards.
    void candidate(const node& n) {
        if (!blockade_rule_holds(n.pos)) return;
        const int fives = r_.auto_fives ? n.fives : 0;
        if (collecting_) {
            if (fives > best_fives_) best_fives_ = fives, best_parts_ = -1, larger_possible_ = false;
            if (fives < best_fives_) return;
            if (n.used > best_parts_) best_parts_ = n.used, larger_possible_ = false;
            if (n.used == best_parts_ && n.larger) larger_possible_ = true;
            return;
        }
        if (fives != best_fives_ || n.used != need_parts_ || (need_larger_ && !n.larger)) return;
        node rewards = n;
        rewards.part_count = 0;  // what is left of the parts is forfeited
        reward_phase(rewards);
    }

    // Calls f(child) for every legal move of `squares` by pawn i (a reward: whole, never split).
    template <class F>
    void reward_moves(const node& n, int i, int squares, F&& f) {
        const int from = n.pos.pawns[n.pos.mover][i];
        if (from == 0 || from == home) return;
        const route_list routes = routes_of(from, squares, r_.extra_lap);
        for (int k = 0; k < routes.count; ++k) {
            const route& rt = routes.list[static_cast<std::size_t>(k)];
            std::pair<int, int> captured;
            if (!may_stop(n.pos, i, rt, captured)) continue;
            node child = n;
            land(child, i, rt.last(), captured);
            f(child);
        }
    }

    // ---- rewards after the parts (§5.7) ----------------------------------------------------------------------
    void reward_phase(const node& n) {
        if (finished(n.pos, n.pos.mover)) return finish(n);  // its rewards are lost (§5.8)
        bool any = false;
        auto go_on = [&](node child) {
            if (!blockade_rule_holds(child.pos)) return;  // §5.6 after every reward move
            any = true;
            reward_phase(child);
        };
        if (n.capture_rewards > 0) {
            for (int i = 0; i < 4; ++i) reward_moves(n, i, r_.capture_squares, [&](node child) {
                --child.capture_rewards;
                go_on(child);
            });
            if (r_.capture == capture_kind::move_or_throw_again) {
                node child = n;
                --child.capture_rewards;
                ++child.agains;
                any = true;
                reward_phase(child);
            }
        }
        if (n.home_rewards > 0)
            for (int i = 0; i < 4; ++i) reward_moves(n, i, r_.home_squares, [&](node child) {
                --child.home_rewards;
                go_on(child);
            });
        // Nothing playable: the rewards are forfeited. Optional rewards may also be declined.
        if (!any || r_.rewards_optional) finish(n);
    }

    // ---- the next throw (§5.8, §5.9) ---------------------------------------------------------------------------
    void pass_turn(position& p) const {
        for (int k = 1; k <= 4; ++k) {
            const int seat = (p.mover + k) % 4;
            if (in_play(p, seat) && !finished(p, seat)) {
                p.mover = seat;
                break;
            }
        }
        p.doublets_in_row = 0;
        p.throws_owed = 0;
    }
    void finish(const node& n) {
        position p = n.pos;
        if (side_won(p, p.mover)) {
            int sides = 0;  // sides still playing; a team counts once
            for (int seat = 0; seat < 4; ++seat)
                if (in_play(p, seat) && !side_won(p, seat) && !(p.partners && seat >= 2)) ++sides;
            if (!p.play_on || sides < 2) {
                p.over = true;
                ends_.insert(key_of(p));
                return;
            }
        }
        const bool doublet = a_ == b_;
        const bool doublet_again = doublet && (r_.again == again_kind::always || n.used == total_parts_);
        const int extra = p.throws_owed + n.agains + (doublet_again ? 1 : 0);
        if (extra > 0 && !finished(p, p.mover)) p.throws_owed = extra - 1;
        else pass_turn(p);
        ends_.insert(key_of(p));
    }
};

inline std::set<end_position> play_ends(const dice_rules& rules, const position& start, int a, int b) {
    return throw_player(rules, start, a, b).play();
}

}  // namespace simple
