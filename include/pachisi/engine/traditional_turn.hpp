#pragma once
// The traditional turn (docs/rules.md §6): refuse or throw the cowries; on a grace that lets a pawn in,
// optionally enter one; optionally move one group of own pawns of equal progress (or, with the split
// option, several groups one after another, sharing the throw's value); stop at any time.
//
// In a play the state's parts[0] holds the value still to move, and the mover's tags mark the pawns
// entered (1) and moved (2) in this throw: neither may move again with it.
//
// Options 1 and 5 of seed 004 (docs/rules.md §6.10) are here too: a player's first move, on a throw of
// 2, 3 or 4, and the cancelled capture, with what the state remembers for them (engine/state.hpp).

#include <array>
#include <bit>
#include <cstdint>

#include "../rules/fixed_list.hpp"
#include "action.hpp"
#include "occupancy.hpp"
#include "pawn_moves.hpp"
#include "perform.hpp"
#include "state.hpp"

namespace pachisi::detail {

inline constexpr std::uint8_t entered_mark = 1;
inline constexpr std::uint8_t moved_mark = 2;

// Whether a group of `group` pawns of the mover may stop at progress `to` (docs/rules.md §6.5, §6.6).
template <class R>
[[nodiscard]] constexpr landing group_landing(const state<R>& s, const occupancy_for<R>& occ, int to, int group) noexcept {
    const auto& board = board_of(s);
    // Option 3 of seed 004 (docs/rules.md §6.6 Decision): a seat that has not captured may not turn into its
    // middle column on the way home, nor reach home; its pawns go round again. A pawn waiting in the column
    // could never capture, and a game where every seat left waits so would never end.
    if (rules_of(s).home_needs_capture && board.is_homeward(to) && !((s.captured >> s.mover) & 1U)) return landing::illegal;
    if (to == board.home) return landing::free;
    const std::uint8_t sq = board.square(s.mover, to);
    const int count = occ.count[sq];
    if (count == 0) return landing::free;
    const int other = occ.owner[sq];
    if (other == s.mover || are_partners(s, s.mover, other)) return landing::free;  // any number of a team
    if (board.is_safe(sq)) return landing::illegal;  // nothing lands on a castle holding an enemy
    if (group == 1 && count >= 2) return landing::illegal;  // a blockade falls only to two or more
    return landing::capture;
}

// docs/rules.md §6.6, exact count: a middle-column square from which no throw value reaches home exactly
// (6 cowries: p = 77, 83; 7 cowries: p = 78, 79, 83) is no place to stop: the pawn could never finish.
template <class R>
[[nodiscard]] constexpr bool is_dead_end(const auto& rules, int to) noexcept {
    const auto& board = board_of_rules<R>(rules);
    if (!rules.exact_home || !board.is_homeward(to) || to == board.home) return false;
    for (const int value : R::thrower::values)
        if (to + value == board.home) return false;
    return true;
}
template <class R>
    requires(!has_options_at_run_time<R>)
[[nodiscard]] constexpr bool is_dead_end(int to) noexcept {
    return is_dead_end<R>(R{}, to);
}

// The value of the throw still to move; the whole value while no part of it has moved.
template <class R>
[[nodiscard]] constexpr int value_left(const state<R>& s) noexcept {
    return s.part_count ? s.parts[0] : 0;
}
template <class R>
[[nodiscard]] constexpr bool nothing_moved_yet(const state<R>& s) noexcept {
    return value_left(s) == R::thrower::value(s.thrown);
}

template <class R>
[[nodiscard]] constexpr bool has_entered_this_throw(const state<R>& s) noexcept {
    for (auto tag : s.tags)
        if (tag == entered_mark) return true;
    return false;
}

template <class R>
constexpr void perform_traditional(state<R>& s, const action& a) noexcept;

// ---- Option 1 of seed 004 (docs/rules.md §6.10): a player's first move -------------------------------------
//
// Until a player has made its first move, its seats act only on a throw of 2, 3 or 4, and that move takes a
// pawn out of the Charkoni straight to p = value (the action `enter` with steps = to = value). Graces before
// it move nothing, though their extra throw stands.

template <class R>
[[nodiscard]] constexpr bool has_made_first_move(const state<R>& s, int seat) noexcept {
    if constexpr (remembers_first_moves<R>()) return !remembers_first_moves(s) || ((s.first_moved >> seat) & 1U) != 0;
    else return true;
}
[[nodiscard]] constexpr bool is_first_move_value(int value) noexcept { return value >= 2 && value <= 4; }

// The seats of the mover's player: with 2 players both its colours (docs/rules.md §6.8), otherwise the mover.
template <class R>
[[nodiscard]] constexpr std::uint16_t player_seats(const state<R>& s) noexcept {
    const unsigned seat = 1U << s.mover;
    return static_cast<std::uint16_t>(s.partners == 2 ? seat | (1U << (s.mover ^ 2U)) : seat);
}

// Every move of one group by the value left (with the split option: by any part of it) that may stop
// where it lands, before the split rule below.
template <class R, class Visit>
constexpr bool any_group_move(const state<R>& s, Visit&& visit) {
    if (s.part_count == 0) return false;
    const occupancy_for<R> occ = occupancy_of(s);
    const int value = s.parts[0];
    const auto& row = s.pawns[s.mover];
    const int home = board_of(s).home;
    // Each distinct progress holding pawns free to move gives groups of 1..n of them.
    for (std::size_t i = 0; i < row.size();) {
        const int p = row[i];
        std::size_t end = i;
        int free = 0;
        while (end < row.size() && row[end] == p) free += s.tags[end] == 0, ++end;
        if (p != 0 && p != home) {
            for (int group = 1; group <= free; ++group) {
                for (int steps = rules_of(s).split_throw ? 1 : value; steps <= value; ++steps) {
                    const auto targets = move_routes<R>(rules_of(s), occ, s.mover, p, steps, group >= 2);
                    for (int k = 0; k < targets.count; ++k) {
                        const int to = targets.to[static_cast<std::size_t>(k)];
                        if (group_landing(s, occ, to, group) == landing::illegal || is_dead_end<R>(rules_of(s), to)) continue;
                        if (visit(action{action_kind::move, static_cast<progress_t>(p), 0,
                                         static_cast<std::uint8_t>(steps), static_cast<progress_t>(to),
                                         static_cast<std::uint8_t>(group)}))
                            return true;
                    }
                }
            }
        }
        i = end;
    }
    return false;
}

// ---- docs/rules.md §6.4, split option: the parts of a play add up to the whole value ----------------------
//
// Whether the value left can still be moved is a search over sequences of group moves, each checked on the
// position the previous one left (a blockade that moves away opens the way; a capture removes a pawn). Tried
// naively it walks every order of every split: with 16 pawns and a throw of 35, 16.6 million positions and
// 5-8 s for one legal_actions on the position, 42 million and 20 s on one of random games (issue 37).
// Three exact devices keep it small (620 and 168 positions on those two; tests/rules_traditional_split_bound.cpp
// bounds the work on the worst positions found), none changing an answer:
//
// 1. A necessary condition (split_bound), checked first in every position. Only the pawns free in a position
//    ever move in the rest of the play, each at most once, and the pawns of each progress have a set of step
//    counts they might ever take: those whose route neither passes a square that stays blocked for the rest
//    of the play nor stops where no pawn of the mover may ever stop. A square stays blocked when two or more
//    of its pawns can never leave it: partners' pawns, the mover's pawns already moved (or entered), and
//    enemies that can never be captured (on a castle, or two or more on a square that no group of two or
//    more free pawns of the mover can reach to take them). The value left must be a sum of at most one such
//    step count per free pawn (a bitset of reachable sums); a position where it is not has no continuation.
//    A bound built for a position holds for every position after it (pawns only stop moving, enemies only
//    leave), so one is built per part tried first (when no whole move follows it) and serves that part's
//    whole search.
// 2. A whole move first: a position where one group can move the whole value left succeeds at once, before
//    any part that leaves some of it is tried (the naive order searched every split of the other pawns
//    before reaching a pawn in its column, which takes any value HOME).
// 3. A memo of positions proven to fail (failed_positions), compared whole: the same moves made in another
//    order meet in the same position.

// The step counts the free pawns of a position might take in the rest of the play (the condition above).
template <class R>
struct split_bound {
    std::array<progress_t, R::pawns> from{};
    std::array<std::uint64_t, R::pawns> steps{};  // bit k: pawns from from[i] might move k squares
    int count = 0;

    constexpr explicit split_bound(const state<R>& s) noexcept {
        const auto& board = board_of(s);
        const auto& row = s.pawns[s.mover];
        const int value = value_left(s);
        // Per square (room for every board: at most 128 squares): the pawns that stay there for the rest of
        // the play, the enemies, and the pawns of the mover's side (partners' and the mover's own, moved or not).
        constexpr std::size_t squares = 128;
        std::array<std::uint8_t, squares> fixed{}, enemies{}, friends{};
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            const auto& pawns = s.pawns[static_cast<std::size_t>(seat)];
            for (std::size_t i = 0; i < pawns.size(); ++i) {
                const std::uint8_t sq = square_of(s, seat, pawns[i]);
                if (sq == off_board) continue;
                if (seat == s.mover) {
                    ++friends[sq];
                    if (s.tags[i] != 0) ++fixed[sq];
                } else if (are_partners(s, s.mover, seat)) {
                    ++friends[sq], ++fixed[sq];
                } else {
                    ++enemies[sq];
                }
            }
        }
        // A pawn entered during the play stands beside whatever holds the entry square.
        if (has_nest_pawn(s, s.mover)) {
            const std::uint8_t entry = square_of(s, s.mover, 1);
            if (entry != off_board) ++friends[entry];
        }
        // Calls land(k, to) for every progress `to` a move of k = 1..value steps from p may end on, passing
        // no square with `fixed` two or more unless `group` (as move_routes walks: two ways at a turn-off).
        const auto walk = [&](int p, bool group, auto&& land) {
            std::array<progress_t, 2> alive{static_cast<progress_t>(p)};
            int alive_count = 1;
            for (int step = 1; step <= value && alive_count > 0; ++step) {
                std::array<progress_t, 2> next{};
                int next_count = 0;
                for (int a = 0; a < alive_count; ++a) {
                    const int q = alive[static_cast<std::size_t>(a)];
                    if (q == board.home) {  // HOME: overshoot stops there, or (exact count) no way on
                        if (!rules_of(s).exact_home && next_count < 2) next[static_cast<std::size_t>(next_count++)] = static_cast<progress_t>(q);
                        continue;
                    }
                    if (step > 1 && !group) {  // passing q
                        const std::uint8_t sq = square_of(s, s.mover, q);
                        if (sq != off_board && fixed[sq] >= 2) continue;
                    }
                    const auto ahead = board.step(q, rules_of(s).extra_lap);
                    for (int j = 0; j < ahead.count && next_count < 2; ++j)
                        next[static_cast<std::size_t>(next_count++)] = ahead.progress[static_cast<std::size_t>(j)];
                }
                alive = next;
                alive_count = next_count;
                for (int a = 0; a < alive_count; ++a) land(step, static_cast<int>(alive[static_cast<std::size_t>(a)]));
            }
        };
        // Squares a group of two or more free pawns could stop on, capturing a blockade there.
        std::array<bool, squares> group_reach{};
        for (std::size_t i = 1; i < row.size(); ++i)
            if (row[i] == row[i - 1] && s.tags[i] == 0 && s.tags[i - 1] == 0 && row[i] != 0 && row[i] != board.home &&
                (i == 1 || row[i - 2] != row[i] || s.tags[i - 2] != 0))  // each group once
                walk(row[i], true, [&](int, int to) {
                    if (to != board.home) group_reach[square_of(s, s.mover, to)] = true;
                });
        // Enemies there for good: alone on their square (no pawn of the mover's side, which a landing there
        // would join, capturing them), on a castle or two or more out of reach of every group. Nothing of
        // the mover's ever stops on such a square: a landing there is refused, and no pawn enters there.
        std::array<bool, squares> no_stop{};
        for (std::size_t sq = 0; sq < squares; ++sq) {
            if (enemies[sq] == 0 || friends[sq] != 0) continue;
            if (!board.is_safe(static_cast<std::uint8_t>(sq)) && (enemies[sq] < 2 || group_reach[sq])) continue;
            fixed[sq] = enemies[sq];
            no_stop[sq] = true;
        }
        for (std::size_t i = 0; i < row.size();) {
            const int p = row[i];
            std::size_t end = i;
            int free = 0;
            while (end < row.size() && row[end] == p) free += s.tags[end] == 0, ++end;
            if (free > 0 && p != 0 && p != board.home) {
                std::uint64_t reach = 0;
                walk(p, free >= 2, [&](int step, int to) {
                    if (is_dead_end<R>(rules_of(s), to) || (to != board.home && no_stop[square_of(s, s.mover, to)])) return;
                    reach |= std::uint64_t{1} << step;
                });
                from[static_cast<std::size_t>(count)] = static_cast<progress_t>(p);
                steps[static_cast<std::size_t>(count)] = reach;
                ++count;
            }
            i = end;
        }
    }

    // Whether the value left in s (a position of this search) is a sum of one step count or none per free pawn.
    [[nodiscard]] constexpr bool may_move_value_left(const state<R>& s) const noexcept {
        const int value = value_left(s);
        const std::uint64_t wanted = std::uint64_t{1} << value, below = (wanted << 1U) - 1U;
        const auto& row = s.pawns[s.mover];
        std::uint64_t sums = 1;  // bit k: k squares can be made up by the pawns seen so far
        int k = 0;
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (s.tags[i] != 0) continue;
            const int p = row[i];
            while (k < count && from[static_cast<std::size_t>(k)] > p) ++k;  // rows and from[] run highest first
            if (k == count || from[static_cast<std::size_t>(k)] != p) continue;  // the nest or HOME
            std::uint64_t add = sums;
            for (std::uint64_t m = steps[static_cast<std::size_t>(k)]; m != 0; m &= m - 1) add |= sums << std::countr_zero(m);
            sums = add & below;
            if (sums & wanted) return true;
        }
        return (sums & wanted) != 0;
    }
};

// Positions of one decision's searches proven to fail, compared whole (a position decides its own search):
// up to 128 on the stack (22 KB with 16 pawns a seat), found through 256 buckets of their key. A bucket
// holds one position (a newcomer replaces it), and when all 128 places are taken the oldest goes: a lost
// position costs time, never an answer.
template <class R>
struct failed_positions {
    static constexpr std::size_t capacity = 128, buckets = 256;
    fixed_list<state<R>, capacity> held;
    std::array<std::uint64_t, capacity> keys;   // of held[i], set with it
    std::array<std::uint8_t, buckets> slot{};   // 1 + the place of the bucket's position; 0: empty
    std::size_t oldest = 0;
    std::uint64_t visits = 0;  // positions looked at by the searches (the tests bound it)

    constexpr failed_positions() noexcept {
        if (std::is_constant_evaluated()) keys = {};  // read only where set, but a constant copy reads all
    }
    // A position's key: the mover's row, its marks and the value left (what differs within one search).
    [[nodiscard]] static constexpr std::uint64_t key_of(const state<R>& s) noexcept {
        std::uint64_t h = std::uint64_t{0x9E3779B97F4A7C15} ^ static_cast<std::uint64_t>(value_left(s));
        const auto& row = s.pawns[s.mover];
        for (std::size_t i = 0; i < row.size(); ++i)
            h = (h ^ (static_cast<std::uint64_t>(row[i]) << 8U | s.tags[i])) * std::uint64_t{0x100000001B3};
        return h ^ (h >> 29U);
    }
    [[nodiscard]] constexpr bool holds(const state<R>& s, std::uint64_t key) const noexcept {
        const std::size_t at = slot[key % buckets];
        return at != 0 && keys[at - 1] == key && held[at - 1] == s;
    }
    constexpr void add(const state<R>& s, std::uint64_t key) noexcept {
        const std::size_t bucket = key % buckets;
        std::size_t at = slot[bucket];
        if (at == 0) {
            if (held.size() < capacity) {
                held.push_back(s);
                at = held.size();
            } else {
                at = oldest + 1;  // the oldest place leaves its bucket
                oldest = (oldest + 1) % capacity;
                if (slot[keys[at - 1] % buckets] == at) slot[keys[at - 1] % buckets] = 0;
            }
            slot[bucket] = static_cast<std::uint8_t>(at);
        }
        held[at - 1] = s;
        keys[at - 1] = key;
    }
};

// Whether one group can move the whole value left in s: a move that ends the search at once, looked for
// before any part that leaves some of the value (with a pawn in its column and no exact count, say).
template <class R, class Occupancy>
[[nodiscard]] constexpr bool can_finish_at_once(const state<R>& s, const Occupancy& occ) noexcept {
    const int value = value_left(s);
    const auto& row = s.pawns[s.mover];
    const int home = board_of(s).home;
    for (std::size_t i = 0; i < row.size();) {
        const int p = row[i];
        std::size_t end = i;
        int free = 0;
        while (end < row.size() && row[end] == p) free += s.tags[end] == 0, ++end;
        if (p != 0 && p != home) {
            for (int group = 1; group <= free; ++group) {
                const auto targets = move_routes<R>(rules_of(s), occ, s.mover, p, value, group >= 2);
                for (int k = 0; k < targets.count; ++k) {
                    const int to = targets.to[static_cast<std::size_t>(k)];
                    if (group_landing(s, occ, to, group) != landing::illegal && !is_dead_end<R>(rules_of(s), to)) return true;
                }
            }
        }
        i = end;
    }
    return false;
}

// Whether the value left in s can be moved to the last square. `bound` holds for s (built for a position
// before it in the search), or is null: then s gets one of its own if no whole move ends the search at once.
template <class R>
[[nodiscard]] constexpr bool can_move_value_left(const state<R>& s, const split_bound<R>* bound,
                                                 failed_positions<R>& failed) {
    ++failed.visits;
    if (bound && !bound->may_move_value_left(s)) return false;
    const std::uint64_t key = failed.key_of(s);
    if (failed.holds(s, key)) return false;
    if (can_finish_at_once(s, occupancy_of(s))) return true;
    const auto search_parts = [&](const split_bound<R>& holding) {
        return any_group_move(s, [&](const action& a) {
            if (a.steps == value_left(s)) return false;  // looked at above
            state<R> next = s;
            perform_traditional(next, a);
            return can_move_value_left(next, &holding, failed);
        });
    };
    bool can = false;
    if (bound) {
        can = search_parts(*bound);
    } else {
        const split_bound<R> own(s);
        can = own.may_move_value_left(s) && search_parts(own);
    }
    if (!can) failed.add(s, key);
    return can;
}

// The decisions of docs/rules.md §6 other than stopping (`pass`, which legal_actions adds). `visits`, when
// given, counts the positions the split search looked at (tests bound it).
template <class R, class Visit>
constexpr bool any_traditional_action(const state<R>& s, Visit&& visit, std::uint64_t* visits = nullptr) {
    if (s.phase == stage::ready)
        return visit(action{action_kind::refuse, 0, 0, 0, 0}) || visit(action{action_kind::roll, 0, 0, 0, 0});
    if (s.phase != stage::play) return false;
    if (!has_made_first_move(s, s.mover)) {
        const int value = R::thrower::value(s.thrown);
        if (!is_first_move_value(value) || !nothing_moved_yet(s) || !has_nest_pawn(s, s.mover)) return false;
        const auto to = static_cast<progress_t>(value);
        return visit(action{action_kind::enter, 0, 0, static_cast<std::uint8_t>(value), to});
    }
    if (rules_of(s).split_throw) {
        failed_positions<R> failed;
        // A part smaller than the value left needs the rest moved after it (§6.4). The position after the part
        // gets a bound of its own (the part's pawns stand still from then on: a blockade the bound can see),
        // which serves the whole search below it (building one costs about six positions' search).
        const auto rest_can_move = [&](const action& a) {
            state<R> next = s;
            perform_traditional(next, a);
            return can_move_value_left(next, static_cast<const split_bound<R>*>(nullptr), failed);
        };
        const bool stopped = [&] {
            if (R::thrower::lets_pawn_enter(s.thrown) && has_nest_pawn(s, s.mover) && !has_entered_this_throw(s)) {
                const action enter{action_kind::enter, 0, 0, 0, 1};
                // In a split play under way the value left must still be moved after entering (the pawn
                // entered may stand where a single pawn of the play would have to pass).
                const bool leaves_value_movable = value_left(s) == 0 || nothing_moved_yet(s) || rest_can_move(enter);
                if (leaves_value_movable && visit(enter)) return true;
            }
            return any_group_move(s, [&](const action& a) {
                if (a.steps < value_left(s) && !rest_can_move(a)) return false;
                return visit(a);
            });
        }();
        if (visits) *visits += failed.visits;
        return stopped;
    } else {
        if (R::thrower::lets_pawn_enter(s.thrown) && has_nest_pawn(s, s.mover) && !has_entered_this_throw(s)) {
            const action enter{action_kind::enter, 0, 0, 0, 1};
            if (visit(enter)) return true;
        }
        return any_group_move(s, [&](const action& a) { return visit(a); });
    }
}

// For the tests: how many positions the split search looks at to list the legal actions of s.
template <class R>
[[nodiscard]] constexpr std::uint64_t split_search_visits(const state<R>& s) {
    std::uint64_t visits = 0;
    any_traditional_action(s, [](const action&) { return false; }, &visits);
    return visits;
}

// Stopping (docs/rules.md §6.4): always allowed, but with the split option not after part of the value.
template <class R>
[[nodiscard]] constexpr bool may_stop(const state<R>& s) noexcept {
    return s.phase == stage::play && (!rules_of(s).split_throw || value_left(s) == 0 || nothing_moved_yet(s));
}

// ---- Option 5 of seed 004 (docs/rules.md §6.10): the cancelled capture -------------------------------------
//
// A capture remembers its victims by the progress they stood at (state.victims, marked taken_this_turn).
// When the capturer's turn ends, the records whose square no longer holds a pawn of the capturer's seat are
// final, and the rest stay open for the next seat's turn if that seat is an enemy (close_capture_window). If
// that seat captures the pawns on a recorded square, the victims taken there come back to it from the
// Charkoni, unless an enemy of theirs stands there (give_back_victims); either way the record is spent.

// Writes seat's victim entries back in order (highest first, zeros last): equal states, equal bytes.
template <class R>
constexpr void sort_victims(state<R>& s, int seat) noexcept {
    auto& list = s.victims[static_cast<std::size_t>(seat)];
    for (std::size_t i = 1; i < list.size(); ++i)
        for (std::size_t j = i; j > 0 && list[j - 1] < list[j]; --j) std::swap(list[j - 1], list[j]);
}

template <class R>
[[nodiscard]] constexpr bool seat_stands_on(const state<R>& s, int seat, std::uint8_t sq) noexcept {
    for (const auto p : s.pawns[static_cast<std::size_t>(seat)])
        if (square_of(s, seat, p) == sq) return true;
    return false;
}

// An enemy of `seat` (neither it nor its partner) with a pawn on square sq.
template <class R>
[[nodiscard]] constexpr bool enemy_stands_on(const state<R>& s, int seat, std::uint8_t sq) noexcept {
    for (int other = 0; other < 4; ++other)
        if (in_play(s, other) && other != seat && !are_partners(s, seat, other) && seat_stands_on(s, other, sq)) return true;
    return false;
}

// The open records of square sq are spent: their victims come back where no enemy of theirs stands now.
template <class R>
constexpr void give_back_victims(state<R>& s, std::uint8_t sq) noexcept {
    using memory = capture_memory<R::pawns>;
    for (int seat = 0; seat < 4; ++seat) {
        auto& list = s.victims[static_cast<std::size_t>(seat)];
        bool changed = false;
        for (auto& entry : list) {
            if (entry == 0 || (entry & memory::taken_this_turn) != 0 || square_of(s, seat, entry) != sq) continue;
            auto& row = s.pawns[static_cast<std::size_t>(seat)];
            if (has_nest_pawn(s, seat) && !enemy_stands_on(s, seat, sq)) {
                row[R::pawns - 1] = entry;  // rows are sorted: a nest pawn is last
                if (seat == s.mover) s.tags[R::pawns - 1] = moved_mark;  // it moves no more with this throw
                sort_row(s, seat);
            }
            entry = 0;
            changed = true;
        }
        if (changed) sort_victims(s, seat);
    }
}

// capture_at for option 5: the victims are remembered, and capturing where a capture of the turn before was
// made cancels that one.
template <class R>
constexpr bool capture_remembering(state<R>& s, int to) noexcept {
    using memory = capture_memory<R::pawns>;
    const std::uint8_t sq = square_of(s, s.mover, to);
    if (sq == off_board || board_of(s).is_safe(sq)) return false;  // nothing is taken there
    bool taken = false;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat) || seat == s.mover || are_partners(s, s.mover, seat)) continue;
        auto& list = s.victims[static_cast<std::size_t>(seat)];
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            if (square_of(s, seat, p) != sq) continue;
            taken = true;
            if (list.back() == 0) list.back() = static_cast<progress_t>(p | memory::taken_this_turn), sort_victims(s, seat);
        }
    }
    if (!taken) return false;
    capture_at(s, to);
    give_back_victims(s, sq);
    return true;
}

// At the end of the mover's turn: the records of the turn before are over; the mover's own stay open for
// the next seat's turn where its pawns still stand on their square, if that seat is its enemy.
template <class R>
constexpr void close_capture_window(state<R>& s, int next) noexcept {
    using memory = capture_memory<R::pawns>;
    const bool window = next != s.mover && !are_partners(s, s.mover, next);
    for (int seat = 0; seat < 4; ++seat) {
        auto& list = s.victims[static_cast<std::size_t>(seat)];
        for (auto& entry : list) {
            if (entry == 0) continue;
            const bool mine = (entry & memory::taken_this_turn) != 0;
            const auto p = static_cast<progress_t>(entry & ~memory::taken_this_turn);
            entry = mine && window && seat_stands_on(s, s.mover, square_of(s, seat, p)) ? p : progress_t{0};
        }
        sort_victims(s, seat);
    }
}

template <class R>
constexpr void perform_traditional(state<R>& s, const action& a) noexcept {
    auto& row = s.pawns[s.mover];
    if (a.kind == action_kind::enter) {
        row[R::pawns - 1] = a.to;  // rows are sorted: a nest pawn is last
        s.tags[R::pawns - 1] = entered_mark;
        if constexpr (remembers_first_moves<R>()) {
            if (a.steps != 0 && remembers_first_moves(s)) {  // a player's first move: the whole throw
                s.tags[R::pawns - 1] = moved_mark;
                s.first_moved = static_cast<std::uint16_t>(s.first_moved | player_seats(s));
                s.parts[0] = 0;
                s.part_count = 0;
            }
        }
        sort_row(s, s.mover);
        return;
    }
    if (a.kind != action_kind::move) return;
    int left = a.group;
    for (std::size_t i = 0; i < row.size() && left > 0; ++i)
        if (row[i] == a.from && s.tags[i] == 0) row[i] = a.to, s.tags[i] = moved_mark, --left;
    bool captured = false;
    if constexpr (remembers_captures<R>()) captured = remembers_captures(s) ? capture_remembering(s, a.to) : capture_at(s, a.to);
    else captured = capture_at(s, a.to);
    if (captured) {
        s.captured = static_cast<std::uint8_t>(s.captured | (1U << s.mover));
        if (rules_of(s).capture_throws_again) ++s.throws_owed;
    }
    sort_row(s, s.mover);
    s.parts[0] = static_cast<std::uint8_t>(s.parts[0] - a.steps);
    if (!rules_of(s).split_throw || s.parts[0] == 0) s.part_count = 0, s.parts[0] = 0;
}

}  // namespace pachisi::detail
