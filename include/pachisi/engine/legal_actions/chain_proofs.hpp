#pragma once
// The doublet-bonus proofs (part of legal_actions.hpp): a first move begins a play of all four parts
// when the parts left can be shared out among the pawns as chains of moves that keep out of each
// other's way. Here too: the first-trip progress by which these proofs and the witnesses name squares.

#include <array>
#include <cstdint>

#include "play_metrics.hpp"

namespace pachisi::detail {

// A move that keeps to its pawn's first trip and goes forward: always so on boards without laps. On a
// board with extra laps (american) a square has several progress values; among such moves progress
// still names squares one to one, which the proofs below (chains, witnesses) rely on.
template <class R>
[[nodiscard]] constexpr bool first_trip_forward(int from, int to) noexcept {
    return !laps_possible<R>() || (from < to && to <= home_of<R>);  // without laps every move is so
}
template <class R>
[[nodiscard]] constexpr bool first_trip_forward(const action& a) noexcept {
    return first_trip_forward<R>(a.from, a.to);
}
// The progress at which the mover's first trip stands on the square of its progress p: p itself up to
// HOME (HOME is no square: compared with a run it can only make a proof fail); for a pawn on another
// lap, 0 on the squares between its turn-off and its entry, which no first trip passes
// (tests/rules_american_lap.cpp checks it against the board for every progress). Written for boards
// whose first trip starts on the ring (the Parcheesi board; the cross board starts in its column).
template <class R>
[[nodiscard]] constexpr int first_trip_progress(int p) noexcept {
    using board = route<typename R::board>;
    static_assert(R::turn != family::parcheesi || route<typename R::board>::first_ring_progress == 1,
                  "the Parcheesi family's first trip starts on the ring at progress 1");
    if (p <= board::home) return p;
    const int ring_position = (board::turn_off + (p - board::home) - 1) % board::ring_squares + 1;  // the turn-off's is turn_off
    return ring_position <= board::turn_off ? ring_position : 0;
}

// The doublet-bonus shortcut (docs/rules.md §5.5, §5.7: all four parts or none). With three or four
// parts left, a first move a is proven to begin a play that uses them all when the other parts can be
// shared out among the mover's pawns as chains of moves (a pawn may take several parts in a row; a's
// pawn starts its chain with a) that keep out of each other's way: no pawn stops on a square another
// chain passes or stops on. Each step is then judged on the board before a, and the chains can be
// played one after another in any order:
//   a pawn that leaves a square only empties it, which never makes another move illegal;
//   a capture only empties a square too, and the reward it makes due at once may be declined;
//   every square a chain passes or stops on is untouched by the others, so it looks as it did.
// The chains are moves of the first trip forward (first_trip_forward: on boards with extra laps a pawn
// on another lap takes no part, and no route round again is taken), without start blockades (§5.6)
// and without nest pawns (a bonus is thrown only then: no five can be owed). Where no such sharing is
// found, the search decides.
template <class R>
[[nodiscard]] constexpr bool chains_may_prove(const state<R>& s) noexcept {
    return s.total_parts == 4 && s.part_count >= 3 && !s.reward_due_now && !has_tags(s) &&
           !has_nest_pawn(s, s.mover);
}

// Progress values of a first trip (below 128), one bit each: where the chains of a proof pass or stop.
struct progress_bits {
    std::array<std::uint64_t, 2> words{};

    // The values first..last (0 <= first <= last < 128).
    [[nodiscard]] PACHISI_INLINE static constexpr progress_bits span(int first, int last) noexcept {
        const auto& upto_last = below[static_cast<std::size_t>(last + 1)];
        const auto& before_first = below[static_cast<std::size_t>(first)];
        return {{upto_last[0] & ~before_first[0], upto_last[1] & ~before_first[1]}};
    }
    [[nodiscard]] constexpr bool has(int p) const noexcept {
        return (words[static_cast<std::size_t>(p >> 6)] >> (p & 63)) & 1U;
    }
    [[nodiscard]] constexpr bool meets(const progress_bits& other) const noexcept {
        return ((words[0] & other.words[0]) | (words[1] & other.words[1])) != 0;
    }
    constexpr void add(const progress_bits& other) noexcept {
        words[0] |= other.words[0];
        words[1] |= other.words[1];
    }
    constexpr void add(int p) noexcept { words[static_cast<std::size_t>(p >> 6)] |= std::uint64_t{1} << (p & 63); }

private:
    // below[p]: the values 0..p-1.
    static constexpr std::array<std::array<std::uint64_t, 2>, 129> below = [] {
        std::array<std::array<std::uint64_t, 2>, 129> table{};
        for (std::size_t p = 1; p < table.size(); ++p) {
            table[p] = table[p - 1];
            table[p][(p - 1) / 64] |= std::uint64_t{1} << ((p - 1) % 64);
        }
        return table;
    }();
};

// A sharing of parts among chains, under way: where each pawn stands now, the progress values the
// chains have passed or stopped on (from a pawn's start, exclusive, to where it stands), and those
// they stopped on. A chain's new run (at, to] is clear of the others when `to` is not on their way
// and no stop of theirs lies on it; its own way and stops all lie at or before `at`, so the sets may
// hold every chain.
template <class R>
struct chain_sharing {
    std::array<progress_t, R::pawns> at{};
    progress_bits passed;
    progress_bits stopped;

    [[nodiscard]] PACHISI_INLINE constexpr bool keeps_clear(int from, int to) const noexcept {
        return !passed.has(to) && !stopped.meets(progress_bits::span(from + 1, to));
    }
    PACHISI_INLINE constexpr void move(std::size_t pawn, int to) noexcept {
        passed.add(progress_bits::span(at[pawn] + 1, to));
        stopped.add(to);
        at[pawn] = static_cast<progress_t>(to);
    }
};

// Shares parts[k..n) out among the pawns' chains (see chains_may_prove).
// Pawns are tried from the row's end, the pawn farthest from HOME first: it has the most room.
template <class R>
[[nodiscard]] constexpr bool share_parts(const state<R>& s, const occupancy_for<R>& occ, chain_sharing<R>& sharing,
                                         const std::array<int, 4>& parts, int k, int n, std::size_t pawns_left) noexcept {
    if (k == n) return true;
    const int part = parts[static_cast<std::size_t>(k)];
    for (std::size_t i = pawns_left; i-- > 0;) {
        const int from = sharing.at[i];
        if (from == 0 || from >= home_of<R>) continue;  // (beyond HOME: on another lap)
        const auto targets = move_routes<R>(rules_of(s), occ, s.mover, from, part, false);
        if (targets.count == 0) continue;
        // The first route is the first trip's where it is open (a turn-off's second route goes round
        // again); where only the lap route is open, this pawn takes no chain with this part.
        const int to = targets.to[0];
        if (!first_trip_forward<R>(from, to)) continue;
        if (landing_at(s, occ, s.mover, to) == landing::illegal || !sharing.keeps_clear(from, to)) continue;
        const chain_sharing<R> before = sharing;
        sharing.move(i, to);
        // Equal parts given to different pawns in either order are the same sharing: the next equal
        // part goes to this pawn or one tried after it.
        const bool equal_next = k + 1 < n && k + 1 < 4 && parts[static_cast<std::size_t>(k + 1)] == part;
        if (share_parts(s, occ, sharing, parts, k + 1, n, equal_next ? i + 1 : sharing.at.size())) return true;
        sharing = before;
    }
    return false;
}

// Whether the parts left after the one-part move a can all be played by chains (chains_may_prove).
template <class R>
[[nodiscard]] constexpr bool has_chain_proof(const state<R>& s, const occupancy_for<R>& occ, const action& a) noexcept {
    static_assert(home_of<R> < 128, "progress_bits holds a first trip");
    if (a.kind != action_kind::move || !first_trip_forward<R>(a)) return false;
    chain_sharing<R> sharing;
    sharing.at = s.pawns[s.mover];
    bool placed_a = false;
    for (std::size_t i = 0; i < sharing.at.size() && !placed_a; ++i) {
        if (sharing.at[i] != a.from) continue;
        sharing.move(i, a.to);
        placed_a = true;
    }
    std::array<int, 4> rest{};
    int n = 0;
    bool skipped_a = false;
    for (std::size_t i = 0; i < s.part_count; ++i) {  // lowest first, a's part left out once
        if (!skipped_a && s.parts[i] == a.steps) {
            skipped_a = true;
            continue;
        }
        rest[static_cast<std::size_t>(n++)] = s.parts[i];
    }
    return placed_a && share_parts(s, occ, sharing, rest, 0, n, sharing.at.size());
}

}  // namespace pachisi::detail
