#pragma once
// Score and end-of-game ranking (docs/rules.md §7, seed 000's "Neptune report").

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <tuple>

#include "../rules/board.hpp"
#include "../rules/policies.hpp"
#include "chance.hpp"
#include "state.hpp"

namespace pachisi {

// (pawns at HOME, steps), compared pawns-at-HOME first; printed "3-110". Steps below zero (pawns in the nest
// count -5 each) are printed in parentheses, "0-(-20)", so that the score cannot be read as "0--20" or "0-20".
struct score {
    int home = 0;
    int steps = 0;
    friend constexpr auto operator<=>(const score&, const score&) = default;
};

[[nodiscard]] inline std::string to_string(const score& s) {
    const std::string steps = std::to_string(s.steps);
    return std::to_string(s.home) + "-" + (s.steps < 0 ? "(" + steps + ")" : steps);
}

namespace detail {
// Steps a pawn counts: its progress; -5 in the nest; on a later lap, progress less the squares of the
// home path and HOME that it did not take (docs/rules.md §5.10, §7: p - 8; on a cross of arm n, p - n).
[[nodiscard]] constexpr int pawn_steps(const auto& board, int p) noexcept {
    if (p == 0) return -5;
    return p > board.home ? p - board.lap_skip : p;
}
// SHG tie-break weight of one pawn.
[[nodiscard]] constexpr int tie_weight(int p) noexcept {
    if (p > 63) return 5;
    if (p > 55) return 4;
    if (p > 38) return 3;
    if (p > 21) return 2;
    if (p > 4) return 1;
    return 0;
}
}  // namespace detail

template <class R>
[[nodiscard]] constexpr score score_of(const state<R>& s, int seat) noexcept {
    score total;
    const auto& board = board_of(s);
    for (auto p : s.pawns[static_cast<std::size_t>(seat)]) {
        total.home += has_arrived(s, p);  // MAEDN: in the goal fields (docs/rules.md §10 step 13)
        total.steps += detail::pawn_steps(board, p);
    }
    if constexpr (has_board_at_run_time<R>) {
        // Not the places a game of fewer pawns leaves unused: at HOME in a seat in play, in the nest (an empty row)
        // in a seat not in play.
        const int unused = unused_places(s);
        if (in_play(s, seat)) total.home -= unused, total.steps -= unused * board.home;
        else total.steps -= unused * detail::pawn_steps(board, 0);
    }
    return total;
}

// Steps plus the tie weights of docs/rules.md §7 (used only to order tied seats; never printed).
template <class R>
[[nodiscard]] constexpr int weighted_steps(const state<R>& s, int seat) noexcept {
    int total = score_of(s, seat).steps;
    if (rules_of(s).rank_with_tie_weights)
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) total += detail::tie_weight(p);
    return total;
}

struct ranking {
    std::array<int, 4> seats{};        // best first (for teams: the team's lower seat, 0 or 1)
    std::array<score, 4> scores{};     // unweighted, as printed, in the same order
    int count = 0;
    bool teams = false;                // traditional teams: each entry is seats {s, s + 2}, scores summed
    bool randomised = false;           // some order was settled by the internal die roll: print '*'
};

namespace detail {
// Playing for places: when each seat finished (0 first, 1 second...; 4: not finished). Traditional
// teams finish when their second seat does.
template <class R>
[[nodiscard]] constexpr std::array<int, 4> finishing_positions(const state<R>& s) noexcept {
    std::array<int, 4> when{4, 4, 4, 4};
    const auto order = finishing_order(s);
    for (std::size_t k = 0; k < order.size(); ++k) when[static_cast<std::size_t>(order[k])] = static_cast<int>(k);
    return when;
}

// One line of the ranking: a seat (for traditional teams the team's lower seat) and what orders it.
struct rank_entry {
    int seat;
    int finished;  // finishing position, 4 when not finished (playing for places only)
    score points;
    int weighted;
    int roll;
};
struct rank_entries {
    std::array<rank_entry, 4> entries{};
    int count = 0;
    bool teams = false;
};
// a ranks below b: it finished later, or (neither finished) it has the lower score, then weighted steps.
[[nodiscard]] constexpr bool ranks_below(const rank_entry& a, const rank_entry& b) noexcept {
    return std::tie(b.finished, a.points.home, a.points.steps, a.weighted) <
           std::tie(a.finished, b.points.home, b.points.steps, b.weighted);
}
template <class R>
[[nodiscard]] constexpr rank_entries entries_to_rank(const state<R>& s) noexcept {
    rank_entries result;
    // docs/rules.md §7: traditional teams rank by the sum of both seats; every other ranking is per seat.
    result.teams = R::turn == family::traditional && s.partners;
    const std::array<int, 4> finished = finishing_positions(s);
    for (int seat = 0; seat < (result.teams ? 2 : 4); ++seat) {
        if (!in_play(s, seat)) continue;
        rank_entry e{seat, finished[static_cast<std::size_t>(seat)], score_of(s, seat), weighted_steps(s, seat), 0};
        if (result.teams) {
            const score partner = score_of(s, seat + 2);
            e.points = {e.points.home + partner.home, e.points.steps + partner.steps};
            e.weighted += weighted_steps(s, seat + 2);
            e.finished = std::max(e.finished, finished[static_cast<std::size_t>(seat + 2)]);
        }
        result.entries[static_cast<std::size_t>(result.count++)] = e;
    }
    return result;
}
}  // namespace detail

// Orders the seats in play: playing for places, the seats that finished first, in the order they
// finished (docs/rules.md §7); the rest high to low by score, then by weighted steps, then by die
// rolls drawn from `random` (a generator of 32-bit or 64-bit values, e.g. std::mt19937_64; re-rolled
// until the tied seats differ). The rolls use uniform_below (engine/chance.hpp), so one seed ranks a
// game the same way with every standard library.
template <class R, class Random>
[[nodiscard]] ranking rank(const state<R>& s, Random& random) {
    using entry = detail::rank_entry;
    auto [entries, n, teams] = detail::entries_to_rank(s);
    const auto key_less = detail::ranks_below;
    // At most four seats: an insertion sort, stable, best first.
    const auto sort_by = [](auto first, auto last, auto before) {
        for (auto it = first; it != last; ++it)
            for (auto j = it; j != first && before(*j, *(j - 1)); --j) std::iter_swap(j, j - 1);
    };
    const auto first = entries.begin(), last = entries.begin() + n;
    sort_by(first, last, [&](const entry& a, const entry& b) { return key_less(b, a); });
    ranking result;
    result.teams = teams;
    // Settle each run of seats still tied by distinct die rolls.
    for (auto run = first; run != last;) {
        auto run_end = run + 1;
        while (run_end != last && !key_less(*run_end, *run) && !key_less(*run, *run_end)) ++run_end;
        if (run_end - run > 1) {
            result.randomised = true;
            bool distinct = false;
            while (!distinct) {
                for (auto it = run; it != run_end; ++it) it->roll = 1 + static_cast<int>(uniform_below(random, 6));
                distinct = true;
                for (auto a = run; a != run_end; ++a)
                    for (auto b = a + 1; b != run_end; ++b) distinct = distinct && a->roll != b->roll;
            }
            sort_by(run, run_end, [](const entry& a, const entry& b) { return a.roll > b.roll; });
        }
        run = run_end;
    }
    for (auto it = first; it != last; ++it) {
        result.seats[static_cast<std::size_t>(result.count)] = it->seat;
        result.scores[static_cast<std::size_t>(result.count++)] = it->points;
    }
    return result;
}

// Each seat's place at the end of the game (1 the best), as rank() orders the seats but with no die
// roll: seats that rank() would order by a roll share the higher place. Traditional teams: both seats
// get the team's place. 0 for seats not in play, and for every seat until the game is over.
// Playing for places the finished seats come first in finishing order (docs/rules.md §7), so a game's
// places are settled without a roll: a learner's places and a tournament's standings are the same.
template <class R>
[[nodiscard]] constexpr std::array<int, 4> places(const state<R>& s) noexcept {
    std::array<int, 4> place{};
    if (!is_over(s)) return place;
    const auto ranked = detail::entries_to_rank(s);
    for (int i = 0; i < ranked.count; ++i) {
        const auto& me = ranked.entries[static_cast<std::size_t>(i)];
        int better = 0;
        for (int j = 0; j < ranked.count; ++j) better += detail::ranks_below(me, ranked.entries[static_cast<std::size_t>(j)]);
        place[static_cast<std::size_t>(me.seat)] = 1 + better;
        if (ranked.teams) place[static_cast<std::size_t>(me.seat + 2)] = 1 + better;
    }
    return place;
}

// The report as seed 000 prints it: one line per seat, best first, "*" after it when randomised.
[[nodiscard]] inline std::string to_string(const ranking& r) {
    std::string text;
    for (int i = 0; i < r.count; ++i) {
        const int seat = r.seats[static_cast<std::size_t>(i)];
        text += std::to_string(i + 1) + (r.teams ? ". seats " + std::to_string(seat) + "+" + std::to_string(seat + 2)
                                                 : ". seat " + std::to_string(seat)) +
                "  " + to_string(r.scores[static_cast<std::size_t>(i)]) + "\n";
    }
    if (r.randomised) text += "*\n";
    return text;
}

}  // namespace pachisi
