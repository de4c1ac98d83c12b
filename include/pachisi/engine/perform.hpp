#pragma once
// The effect of one action on the position and the play's bookkeeping, and nothing else: whether the
// play then ends is decided by apply (play.hpp). The search for allowed plays calls this directly.

#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "action.hpp"
#include "../rules/board.hpp"
#include "../rules/errors.hpp"  // PACHISI_INLINE
#include "state.hpp"

namespace pachisi::detail {

// Defined in legal_actions/candidates.hpp: whether some pawn can move the capture reward due at once.
template <class R>
constexpr bool has_due_reward_move(const state<R>& s);

// Keeps the mover's row sorted highest first after its pawn at `index` moved to a higher progress;
// the tags travel with their pawns. The pawn can only rise in the row.
template <class R>
PACHISI_INLINE constexpr void raise_pawn(state<R>& s, std::size_t index) noexcept {
    auto& row = s.pawns[s.mover];
    for (std::size_t i = index; i > 0 && (row[i - 1] < row[i] || (row[i - 1] == row[i] && s.tags[i - 1] < s.tags[i])); --i) {
        std::swap(row[i - 1], row[i]);
        std::swap(s.tags[i - 1], s.tags[i]);
    }
}

// The same after any move. Without another lap every move raises the pawn's progress (entering
// too); with one, a pawn on another lap comes back to first-trip numbers at its turn-off, so it may
// sink in the row.
template <class R>
constexpr void resort_moved_pawn(state<R>& s, std::size_t index) noexcept {
    if (rules_of(s).extra_lap) {
        auto& row = s.pawns[s.mover];
        const auto before = [&](std::size_t i, std::size_t j) {  // pawn i belongs before pawn j
            return row[i] > row[j] || (row[i] == row[j] && s.tags[i] >= s.tags[j]);
        };
        std::size_t i = index;
        while (i > 0 && !before(i - 1, i)) {
            std::swap(row[i - 1], row[i]);
            std::swap(s.tags[i - 1], s.tags[i]);
            --i;
        }
        while (i + 1 < row.size() && !before(i, i + 1)) {
            std::swap(row[i + 1], row[i]);
            std::swap(s.tags[i + 1], s.tags[i]);
            ++i;
        }
    } else {
        raise_pawn(s, index);
    }
}

// Keeps a pawn row sorted highest first; the mover's tags travel with their pawns.
template <class R>
constexpr void sort_row(state<R>& s, int seat) noexcept {
    auto& row = s.pawns[static_cast<std::size_t>(seat)];
    const bool tagged = seat == s.mover;
    for (std::size_t i = 1; i < row.size(); ++i) {
        for (std::size_t j = i; j > 0; --j) {
            const bool before = row[j - 1] > row[j] || (row[j - 1] == row[j] && (!tagged || s.tags[j - 1] >= s.tags[j]));
            if (before) break;
            std::swap(row[j - 1], row[j]);
            if (tagged) std::swap(s.tags[j - 1], s.tags[j]);
        }
    }
}

template <class R>
[[nodiscard]] constexpr int find_pawn(const state<R>& s, int from, int tag) noexcept {
    const auto& row = s.pawns[s.mover];
    for (std::size_t i = 0; i < row.size(); ++i)
        if (row[i] == from && s.tags[i] == tag) return static_cast<int>(i);
    return -1;
}

// Whether a row of four 16-bit pawns holds the progress repeated in the four lanes of `lanes`:
// compared at once, as one word (__builtin_bit_cast: older libc++ lacks std::bit_cast).
[[nodiscard]] constexpr bool row_holds_lanes(const std::array<progress_t, 4>& row, std::uint64_t lanes) noexcept {
    static_assert(sizeof(progress_t) == 2);
    constexpr std::uint64_t ones = 0x0001000100010001ULL;
    const std::uint64_t x = __builtin_bit_cast(std::uint64_t, row) ^ lanes;
    return ((x - ones) & ~x & (ones << 15U)) != 0;  // some 16-bit lane of x is zero
}

// The opponent seats with a pawn on ring square sq, on boards without laps (a ring square is one
// progress of each seat): every seat's row compared at once, without a branch.
template <class R>
[[nodiscard]] constexpr unsigned seats_on_ring_square(const state<R>& s, std::uint8_t sq, unsigned opponents) noexcept {
    const auto& board = board_of(s);
    unsigned seats = 0;
    if constexpr (R::pawns == 4) {
        const auto& lanes = board.ring_progress_lanes(sq);
        for (std::size_t seat = 0; seat < 4; ++seat)
            seats |= static_cast<unsigned>(row_holds_lanes(s.pawns[seat], lanes[seat])) << seat;
    } else {
        for (int seat = 0; seat < 4; ++seat) {
            const int p = board.first_ring_progress_on(seat, sq);
            for (auto q : s.pawns[static_cast<std::size_t>(seat)]) seats |= static_cast<unsigned>(p >= 0 && q == p) << seat;
        }
    }
    return seats & opponents;
}

// Sends any pawn of an opponent seat on the square of the mover's progress `to` back to its nest.
template <class R>
PACHISI_INLINE constexpr bool capture_at(state<R>& s, int to) noexcept {  // one caller, on every move
    const auto& board = board_of(s);
    const std::uint8_t sq = square_of(s, s.mover, to);
    if (sq >= board.ring_squares) return false;  // HOME and private squares hold no opponent
    unsigned opponents = s.seats & ~(1U << s.mover);
    if (s.partners) opponents &= ~(1U << (s.mover ^ 2U));
    const bool laps = rules_of(s).extra_lap;
    if (!laps) {
        // Without laps a ring square is one progress of each seat: compare numbers, not squares, and
        // look before writing: nearly every move captures nothing.
        opponents = seats_on_ring_square(s, sq, opponents);
        if (opponents == 0) return false;
    }
    bool captured = false;
    for (; opponents != 0; opponents &= opponents - 1) {
        const int seat = std::countr_zero(opponents);
        auto& row = s.pawns[static_cast<std::size_t>(seat)];
        if (!laps) {
            const int p = board.first_ring_progress_on(seat, sq);
            for (auto& q : row)
                if (q == p) q = 0;
        } else {
            bool hit = false;
            for (auto q : row) hit = hit || board.square(seat, q) == sq;
            if (!hit) continue;
            for (auto& q : row)
                if (board.square(seat, q) == sq) q = 0;
        }
        sort_row(s, seat);
        captured = true;
    }
    return captured;
}

// Uses up one part of the given value (docs/rules.md §5.5 bookkeeping). The four parts are read as
// one word, lowest first and zero past part_count, and the part is cut out of it without a branch:
// which part goes is as random as the dice, and a mispredicted branch costs more than the arithmetic.
// Always inlined: g++ 12 left it out of line in the enumeration search whenever that search grew a
// little, which cost 5% of its instructions (and 2% of a game's in the playouts).
template <class R>
PACHISI_INLINE constexpr void consume_part(state<R>& s, int value) noexcept {
    static_assert(sizeof(s.parts) == 4);
    if constexpr (std::endian::native == std::endian::little) {
        const auto parts = __builtin_bit_cast(std::uint32_t, s.parts);
        const std::uint32_t differ = parts ^ (static_cast<std::uint32_t>(value) * 0x0101'0101U);
        // The lowest zero byte of `differ` is the first part of that value (the bytes above it may be
        // flagged wrongly: only the lowest counts). Parts are 1..6 and unused bytes 0: no false match.
        const std::uint32_t equal = (differ - 0x0101'0101U) & ~differ & 0x8080'8080U;
        if (equal == 0) return;  // no such part: nothing to use
        const std::uint32_t below = (std::uint32_t{1} << (static_cast<unsigned>(std::countr_zero(equal)) & ~7U)) - 1U;
        s.parts = __builtin_bit_cast(std::array<std::uint8_t, 4>, (parts & below) | ((parts >> 8U) & ~below));
    } else {
        std::size_t i = 0;
        while (i < s.part_count && s.parts[i] != value) ++i;
        if (i == s.part_count) return;
        for (; i + 1 < s.parts.size(); ++i) s.parts[i] = s.parts[i + 1];
        s.parts.back() = 0;
    }
    --s.part_count;
    ++s.parts_used;
    s.larger_used |= static_cast<std::uint8_t>((s.thrown.a != s.thrown.b) & (value == s.thrown.b));  // b is the larger die
}

// Moves the mover's pawn at `index` to progress `to`, capturing what stands there unless the caller
// knows nothing does (may_capture false).
template <class R>
constexpr void move_pawn(state<R>& s, int index, int to, bool may_capture = true) noexcept {
    if (index < 0) return;  // no such pawn: apply's precondition was broken; never write out of bounds
    s.pawns[s.mover][static_cast<std::size_t>(index)] = static_cast<progress_t>(to);
    const bool captured = may_capture && capture_at(s, to);
    resort_moved_pawn(s, static_cast<std::size_t>(index));
    const auto& rules = rules_of(s);
    if (captured && rules.capture != capture_reward::none) {
        // SHG doublet bonus: a capture while parts remain is rewarded at once (docs/rules.md §5.7).
        if (rules.immediate_capture_reward_in_bonus && s.total_parts == 4 && s.part_count > 0)
            s.reward_due_now = 1;
        else
            ++s.capture_rewards;
    }
    if (to == board_of(s).home && rules.home_reward_squares > 0) ++s.home_rewards;
}

// perform for a move known to capture nothing (its landing was judged on the occupancy): the same
// effect without looking for opponents on the square. The play's searches know most moves are such.
// Such a move goes forward on its first trip: the pawn rises in its row. Inlined in the search, not
// move_pawn's call.
template <class R>
PACHISI_INLINE constexpr void perform_quiet_move(state<R>& s, const action& a) noexcept {
    consume_part(s, a.steps);
    const int index = find_pawn(s, a.from, a.tag);
    if (index < 0) return;  // no such pawn: never write out of bounds
    s.pawns[s.mover][static_cast<std::size_t>(index)] = a.to;
    raise_pawn(s, static_cast<std::size_t>(index));
    if (a.to == board_of(s).home && rules_of(s).home_reward_squares > 0) ++s.home_rewards;
}

template <class R>
constexpr void perform(state<R>& s, const action& a) noexcept {
    constexpr int nest_index = R::pawns - 1;  // rows are sorted: a nest pawn is last
    switch (a.kind) {
        case action_kind::pass:
        case action_kind::roll:
        case action_kind::refuse: break;  // handled by apply: they change no pawn
        case action_kind::enter:
            consume_part(s, 5);
            ++s.fives_entered;
            move_pawn(s, nest_index, 1);
            break;
        case action_kind::enter_sum:
            consume_part(s, s.parts[1]);
            consume_part(s, s.parts[0]);
            move_pawn(s, nest_index, 1);
            break;
        case action_kind::move:
            consume_part(s, a.steps);
            move_pawn(s, find_pawn(s, a.from, a.tag), a.to);
            break;
        case action_kind::whole_move:
            consume_part(s, s.parts[1]);
            consume_part(s, s.parts[0]);
            move_pawn(s, find_pawn(s, a.from, a.tag), a.to);
            break;
        case action_kind::capture_reward:
            if (s.reward_due_now) s.reward_due_now = 0;
            else --s.capture_rewards;
            move_pawn(s, find_pawn(s, a.from, a.tag), a.to);
            break;
        case action_kind::home_reward:
            --s.home_rewards;
            move_pawn(s, find_pawn(s, a.from, a.tag), a.to);
            break;
        case action_kind::throw_again:
            --s.capture_rewards;
            ++s.throws_owed;
            break;
        case action_kind::decline:
            if (s.reward_due_now) s.reward_due_now = 0;
            else s.capture_rewards = s.home_rewards = 0;
            break;
    }
    // A reward due at once that no pawn can move is forfeited without an action (docs/rules.md §5.3, §5.7).
    if (s.reward_due_now && !has_due_reward_move(s)) s.reward_due_now = 0;
}

}  // namespace pachisi::detail
