#pragma once
// What one action did, as data: whom it captured, how many pawns it brought out of the nest or HOME, the
// rewards and the extra throw it earned, whether the turn passed. For a bot or a UI that asks "does this
// move capture?" without parsing the text of effects() (issue 47).
//
//     const move_effects<R> e = effects_of(s, a);   // a legal in s; s is not changed
//     if (e.captures()) ...                          // e.captured: the pawns sent to their nest
//
// effects_of(s, a) applies a to a copy of s and compares the two states (the text functions effects and
// describe of text/board_text.hpp are built on it), so what it says agrees with the engine by construction;
// effects_of(before, after) does the same for a caller who has applied the action already, and also reads a
// throw (before at a chance node), where only penalised and turn_passes can show.
//
// Pawns are named as actions name them (engine/action.hpp): by their progress, with the physical square
// they stood on (rules/board.hpp numbering). Everything is held in fixed-capacity members: no heap.
//
// What is reported is what the two states show, read with the rules:
//   captured      enemy pawns sent to their nest (a traditional group capture, a lap's pawns: several).
//   given_back    seed 004 option 5: pawns per seat brought back out of the Charkoni by a cancelled capture.
//   entered       the mover's pawns that came out of its nest (given-back pawns not counted).
//   reached_home  the mover's pawns that arrived (HOME; on the MAEDN board, the goal fields).
//   penalised     a throw only: the mover's pawns its penalty sent to the nest (third doublet, Parchís' third 6).
//   rewards       the rewards the action earned (docs/rules.md §5.7, §10 step 7), with their squares. The
//                 engine forfeits a reward no pawn can move: the state after holds what is left to play.
//   throws_again  the action ended the play and the same seat throws next; `why` says what earned it.
//   turn_passes, finished, game_over: the turn went to another seat; the mover's last pawn arrived; the game ended.

#include <array>
#include <cstddef>
#include <cstdint>

#include "../rules/board.hpp"
#include "../rules/fixed_list.hpp"
#include "../rules/policies.hpp"
#include "action.hpp"
#include "legal_actions.hpp"
#include "play.hpp"
#include "state.hpp"

namespace pachisi {

// A pawn named by its seat, its progress (in its seat's numbering) and the physical square it stood on.
struct pawn_place {
    std::uint8_t seat = 0;
    std::uint8_t square = 0;
    progress_t progress = 0;
    friend constexpr bool operator==(const pawn_place&, const pawn_place&) = default;
};

enum class reward_kind : std::uint8_t {
    capture,  // a capture reward (SHG, American: 20 squares; Parchís 20)
    home,     // a home reward (SHG, American, Parchís: 10 squares)
};

// A reward an action earned: `squares` to move one pawn, later in the same play.
struct earned_reward {
    reward_kind kind = reward_kind::capture;
    std::uint8_t squares = 0;
    bool due_now = false;     // SHG doublet bonus: played (or declined) at once, before the parts left
    bool or_throw = false;    // move-or-throw-again rules: one more throw may be taken instead
    friend constexpr bool operator==(const earned_reward&, const earned_reward&) = default;
};

// Why the mover throws again (move_effects::why); several may hold at once. The counts are the state's:
// throws_owed after the action says how many throws are still owed beyond the next.
struct throw_reasons {
    bool doublet = false;  // two dice: the throw was a doublet and the rules give one more for it (§5.8)
    bool six = false;      // one die: the throw was a 6 (§10 step 8)
    bool grace = false;    // cowries: the throw was a grace (§6.2)
    bool capture = false;  // this action captured, and the rules give a throw for it (one die step 8, option 6)
    bool home = false;     // this action took a pawn HOME, and the rules give a throw for it (one die step 8)
    bool reward = false;   // this action spent a capture reward on one more throw (move-or-throw-again)
    bool owed = false;     // a throw was owed before this action (any of the above earned earlier in the turn)
    friend constexpr bool operator==(const throw_reasons&, const throw_reasons&) = default;
};

template <class R>
struct move_effects {
    // Enemy pawns sent to their nest, by seat (lowest first), then highest progress first.
    fixed_list<pawn_place, 3 * static_cast<std::size_t>(R::pawns)> captured;
    std::array<std::uint8_t, 4> given_back{};  // per seat: pawns a cancelled capture brought back (option 5)
    std::uint8_t entered = 0;                  // the mover's pawns out of the nest
    std::uint8_t reached_home = 0;             // the mover's pawns that arrived
    std::uint8_t penalised = 0;                // the mover's pawns a penalty sent to the nest (a throw)
    fixed_list<earned_reward, 2> rewards;      // earned by this action (a capture reward, a home reward)
    bool throws_again = false;                 // the play ended and the same seat throws next
    throw_reasons why{};                       // what earned it (capture, home, reward: also while the play goes on)
    bool turn_passes = false;                  // another seat moves next
    bool finished = false;                     // the mover's last pawn arrived
    bool game_over = false;                    // the game ended

    [[nodiscard]] constexpr bool captures() const noexcept { return !captured.empty(); }
    // The captured seats as a bit mask (bit N: seat N lost a pawn).
    [[nodiscard]] constexpr int captured_seats() const noexcept {
        int mask = 0;
        for (const auto& p : captured) mask |= 1 << p.seat;
        return mask;
    }
    [[nodiscard]] constexpr bool captures_seat(int seat) const noexcept { return ((captured_seats() >> seat) & 1) != 0; }
    [[nodiscard]] constexpr int pawns_given_back() const noexcept {
        return given_back[0] + given_back[1] + given_back[2] + given_back[3];
    }
    // Whether it earned a reward of that kind.
    [[nodiscard]] constexpr bool earns(reward_kind kind) const noexcept {
        for (const auto& r : rewards)
            if (r.kind == kind) return true;
        return false;
    }
    // Nothing the struct reports happened (a move to an empty square, a pass whose turn goes on...).
    [[nodiscard]] constexpr bool is_quiet() const noexcept {
        return captured.empty() && pawns_given_back() == 0 && entered == 0 && reached_home == 0 && penalised == 0 &&
               rewards.empty() && !throws_again && !turn_passes && !finished && !game_over;
    }
    friend constexpr bool operator==(const move_effects&, const move_effects&) = default;
};

namespace detail::effects {

template <class R>
[[nodiscard]] constexpr int nest_count(const state<R>& s, int seat) noexcept {
    int n = 0;
    for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) n += p == 0;
    return n;
}

// Seed 004 option 5: pawns of `seat` a cancelled capture brought back between before and after: pawns out of
// its Charkoni while a record of its victims (one from the turn before) was spent; 0 for other rules.
template <class R>
[[nodiscard]] constexpr int given_back(const state<R>& before, const state<R>& after, int seat) noexcept {
    if constexpr (remembers_captures<R>()) {
        using memory = capture_memory<R::pawns>;
        const auto records = [&](const state<R>& s) {
            int n = 0;
            for (const auto entry : s.victims[static_cast<std::size_t>(seat)])
                n += entry != 0 && (entry & memory::taken_this_turn) == 0;
            return n;
        };
        if (records(after) >= records(before)) return 0;
        const int back = nest_count(before, seat) - nest_count(after, seat);
        return back > 0 ? back : 0;
    } else {
        (void)before, (void)after, (void)seat;
        return 0;
    }
}

// The pawns of `seat` standing (off the nest) in before and not in after: its rows are sorted highest first.
template <class R, std::size_t N>
constexpr void add_captured(const state<R>& before, const state<R>& after, int seat, fixed_list<pawn_place, N>& out) noexcept {
    const auto& was = before.pawns[static_cast<std::size_t>(seat)];
    const auto& now = after.pawns[static_cast<std::size_t>(seat)];
    std::size_t j = 0;
    for (std::size_t i = 0; i < was.size() && was[i] != 0; ++i) {
        while (j < now.size() && now[j] > was[i]) ++j;  // pawns given back above it
        if (j < now.size() && now[j] == was[i]) {
            ++j;  // still there
        } else if (out.size() < out.capacity()) {
            out.push_back({static_cast<std::uint8_t>(seat), square_of(before, seat, was[i]), was[i]});
        }
    }
}

// How many parts of the throw a legal action uses (docs/rules.md §5.3).
[[nodiscard]] constexpr int parts_of(const action& a) noexcept {
    switch (a.kind) {
        case action_kind::enter:
        case action_kind::move: return 1;
        case action_kind::enter_sum:
        case action_kind::whole_move: return 2;
        default: return 0;
    }
}

// The legal action of before that leads to after, or a pass marked by `found` false. Used for the two-dice
// reasons of an extra throw, which depend on the action (a throw taken for a reward, the parts a doublet used).
template <class R>
[[nodiscard]] constexpr bool find_played(const state<R>& before, const state<R>& after, action& played) {
    for (const action& a : legal_actions(before)) {
        state<R> s = before;
        detail::perform_and_settle(s, a);
        if (s == after) return played = a, true;
    }
    return false;
}

// The effects between two states; `a` the action played (legal in before), or null when not known.
template <class R>
[[nodiscard]] constexpr move_effects<R> between(const state<R>& before, const state<R>& after, const action* a) {
    move_effects<R> e;
    const int mover = before.mover;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(before, seat)) continue;
        e.given_back[static_cast<std::size_t>(seat)] = static_cast<std::uint8_t>(given_back(before, after, seat));
        if (seat != mover && in_play(after, seat)) add_captured(before, after, seat, e.captured);
    }
    if (before.phase == stage::opening) return e;  // the opening throw names who starts: nothing else
    const int nest_change = nest_count(before, mover) - nest_count(after, mover);
    if (nest_change > 0) {
        const int entered = nest_change - e.given_back[static_cast<std::size_t>(mover)];
        e.entered = static_cast<std::uint8_t>(entered > 0 ? entered : 0);
    } else if (is_chance_node(before)) {
        e.penalised = static_cast<std::uint8_t>(-nest_change);
    }
    const int home_change = pawns_home(after, mover) - pawns_home(before, mover);
    e.reached_home = static_cast<std::uint8_t>(home_change > 0 ? home_change : 0);
    e.finished = has_finished(after, mover) && !has_finished(before, mover);
    e.game_over = is_over(after) && !is_over(before);
    e.turn_passes = !is_over(after) && after.mover != mover;
    if (before.phase != stage::play) return e;  // a throw, or the choice to throw: no rewards, no reasons

    // Rewards and throws the action earned, as the rules award them (perform.hpp, one_die_turn.hpp,
    // traditional_turn.hpp): one reward and one throw per capturing action, one per pawn arriving.
    const auto& rules = rules_of(before);
    const bool same_play = after.phase == stage::play && after.mover == mover;
    e.throws_again = !same_play && !is_over(after) && after.mover == mover &&
                     (after.phase == stage::throw_ || after.phase == stage::ready);
    e.why.owed = e.throws_again && before.throws_owed > 0;
    if constexpr (R::turn == family::parcheesi) {
        if (e.captures() && (rules.capture == capture_reward::move || rules.capture == capture_reward::move_or_throw_again))
            e.rewards.push_back({reward_kind::capture, static_cast<std::uint8_t>(rules.capture_reward_squares),
                                 same_play && after.reward_due_now != 0, rules.capture == capture_reward::move_or_throw_again});
        if (e.reached_home > 0 && rules.home_reward_squares > 0)
            e.rewards.push_back({reward_kind::home, static_cast<std::uint8_t>(rules.home_reward_squares), false, false});
        action found{};
        if (a == nullptr && find_played(before, after, found)) a = &found;
        if (a != nullptr) {
            e.why.reward = a->kind == action_kind::throw_again;
            const bool all_used = before.parts_used + parts_of(*a) == before.total_parts;
            e.why.doublet = e.throws_again && R::thrower::is_doublet(before.thrown) &&
                            (rules.again == doublet_again::always || (rules.again == doublet_again::if_all_used && all_used));
        }
    } else if constexpr (R::turn == family::one_die) {
        if (e.captures() && rules.capture_reward_squares > 0)
            e.rewards.push_back({reward_kind::capture, static_cast<std::uint8_t>(rules.capture_reward_squares), false, false});
        const bool home = board_has_home<R> && e.reached_home > 0;
        if (home && rules.home_reward_squares > 0)
            e.rewards.push_back({reward_kind::home, static_cast<std::uint8_t>(rules.home_reward_squares), false, false});
        e.why.capture = e.captures() && rules.capture_throws_again;
        e.why.home = home && rules.home_throws_again;
        e.why.six = e.throws_again && before.thrown.a == 6;
    } else {
        e.why.capture = e.captures() && rules.capture_throws_again;
        e.why.grace = e.throws_again && R::thrower::is_grace(before.thrown);
    }
    (void)a;
    return e;
}

}  // namespace detail::effects

// The effects of the legal action a in s (s is not changed): a is applied to a copy and the states compared.
template <class R>
[[nodiscard]] constexpr move_effects<R> effects_of(const state<R>& s, const action& a) {
    state<R> after = s;
    apply(after, a);
    return detail::effects::between(s, after, &a);
}

// The effects between `before` and `after`, one action (or one throw) apart: after = before with a legal
// action applied, or a chance outcome at a chance node. For two dice the action is looked up among the
// legal actions of before (what an extra throw was earned by depends on it); not found, the reasons
// doublet and reward stay false.
template <class R>
[[nodiscard]] constexpr move_effects<R> effects_of(const state<R>& before, const state<R>& after) {
    return detail::effects::between(before, after, nullptr);
}

}  // namespace pachisi
