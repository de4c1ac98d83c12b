#pragma once
// Starting a game, throwing, applying and undoing actions, and passing the turn (RULES.md §5.1,
// §5.8, §5.9, §8). apply returns an undo record; undo restores the earlier state exactly.

#include <bit>
#include <stdexcept>
#include <type_traits>
#include <string>

#include "action.hpp"
#include "legal_actions.hpp"
#include "perform.hpp"
#include "setup.hpp"
#include "state.hpp"
#include "throws.hpp"
#include "traditional_turn.hpp"

namespace pachisi {

// Thrown by checked_apply (and by apply in debug builds) for an action that is not legal.
struct illegal_action : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// What undo needs. A 4-pawn state is 48 bytes: copying it back is cheaper and simpler than replaying.
template <class R>
struct undo_record {
    state<R> before;
};

template <class R>
[[nodiscard]] constexpr state<R> new_game(const setup& table = {}) {
    state<R> s;
    s.seats = seats_for_players(table.players);
    if constexpr (R::turn == family::traditional) {
        // RULES.md §2.4: 4 players play as two teams; 2 players hold two colours each; 3 play alone.
        if (table.partners && table.players == 3)
            throw std::invalid_argument("pachisi::new_game: 3 traditional players play alone, not as partners");
        if (table.players == 2) s.seats = 0b1111, s.partners = 2;
        if (table.players == 4) s.partners = 1;
    } else {
        if (table.partners && !(R::partners_allowed && table.players == 4))
            throw std::invalid_argument("pachisi::new_game: these rules allow partners only with 4 players, if at all");
        s.partners = table.partners ? 1 : 0;
    }
    if (table.first_pawn_out && !R::first_pawn_out_allowed)
        throw std::invalid_argument("pachisi::new_game: these rules have no 'first pawn out' option");
    s.play_on = table.play_for_places ? 1 : 0;
    if (table.first_pawn_out)
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat)) s.pawns[static_cast<std::size_t>(seat)][0] = 1;
    if (table.first_seat >= 0) {
        if (table.first_seat > 3 || !in_play(s, table.first_seat))
            throw std::invalid_argument("pachisi::new_game: first_seat " + std::to_string(table.first_seat) +
                                        " is not a seat in play");
        s.mover = static_cast<std::uint8_t>(table.first_seat);
        s.phase = stage::throw_;
    }
    return s;
}

// The outcomes of a chance node with their exact probabilities; empty at a decision node.
// The opening throw (§8: one die each, ties throw again) is symmetric between seats, so each seat in
// play starts with probability exactly 1/n; it is one chance node whose outcome `a` is that seat.
template <class R>
[[nodiscard]] constexpr chance_list chance_outcomes(const state<R>& s) {
    chance_list list;
    if (s.phase == stage::throw_) return R::thrower::outcomes();
    if (s.phase != stage::opening) return list;
    const int n = std::popcount(static_cast<unsigned>(s.seats));
    for (std::uint8_t seat = 0; seat < 4; ++seat)
        if (in_play(s, seat)) list.push_back({{seat, 0}, probability::reduced(1, static_cast<std::uint64_t>(n))});
    return list;
}

namespace detail {

template <class R>
[[nodiscard]] constexpr int next_seat(const state<R>& s) noexcept {
    for (int k = 1; k <= 4; ++k) {
        const int seat = (s.mover + k) % 4;
        if (in_play(s, seat) && !has_finished(s, seat)) return seat;
    }
    return s.mover;
}

template <class R>
constexpr void clear_play(state<R>& s) noexcept {
    s.tags = {};
    s.tag_origin = {};
    s.thrown = {};
    s.parts = {};
    s.part_count = s.total_parts = 0;
    s.parts_used = s.fives_entered = s.larger_used = 0;
    s.need_parts = s.need_fives = s.need_larger = 0;
    s.capture_rewards = s.home_rewards = s.reward_due_now = 0;
}

// The stage before the mover's next throw: traditional seats that have completed a turn may refuse.
template <class R>
[[nodiscard]] constexpr stage before_throw(const state<R>& s) noexcept {
    if constexpr (R::turn == family::traditional)
        if (R::decline_throw && ((s.turns_done >> s.mover) & 1U)) return stage::ready;
    return stage::throw_;
}

template <class R>
constexpr void pass_turn(state<R>& s) noexcept {
    if constexpr (R::turn == family::traditional) s.turns_done = static_cast<std::uint8_t>(s.turns_done | (1U << s.mover));
    s.mover = static_cast<std::uint8_t>(next_seat(s));
    s.doublets_in_row = 0;
    s.throws_owed = 0;
    s.phase = before_throw(s);
}

// The play is over: unplayed parts and rewards are forfeited; the same seat throws again or the turn
// passes (§5.8); the game ends when a seat or team is all HOME (§5.9).
template <class R>
constexpr void finish_play(state<R>& s) noexcept {
    const bool doublet = R::thrower::is_doublet(s.thrown);
    const bool doublet_again = doublet && (R::again == doublet_again::always ||
                                           (R::again == doublet_again::if_all_used && s.parts_used == s.total_parts));
    clear_play(s);
    if (side_has_won(s, s.mover) && (!s.play_on || sides_still_playing(s) < 2)) {
        s.phase = stage::over;
        s.throws_owed = 0;
        return;
    }
    const int extra = s.throws_owed + (doublet_again ? 1 : 0);
    if (extra > 0 && !has_finished(s, s.mover)) {
        s.throws_owed = static_cast<std::uint8_t>(extra - 1);
        s.phase = before_throw(s);
        return;
    }
    pass_turn(s);
}

// Tags the two pawns of each blockade the mover has when the throw begins (RULES.md §5.6).
template <class R>
constexpr void tag_start_blockades(state<R>& s) noexcept {
    using board = route<typename R::board>;
    const auto& row = s.pawns[s.mover];
    std::uint8_t next_tag = 1;
    for (std::size_t i = 0; i + 1 < row.size(); ++i) {
        const int p = row[i];
        if (p == 0 || p == board::home || s.tags[i] != 0) continue;
        for (std::size_t j = i + 1; j < row.size(); ++j) {
            if (s.tags[j] == 0 && row[j] != 0 && board::square(s.mover, row[j]) == board::square(s.mover, p)) {
                s.tags[i] = s.tags[j] = next_tag;
                s.tag_origin[next_tag - 1U] = static_cast<std::uint8_t>(p);
                ++next_tag;
                break;
            }
        }
    }
    sort_row(s, s.mover);
}

// RULES.md §5.1: the third doublet in a row sends the mover's farthest pawn short of HOME to its nest.
template <class R>
constexpr void third_doublet_penalty(state<R>& s) noexcept {
    auto& row = s.pawns[s.mover];
    int farthest = -1;
    for (std::size_t i = 0; i < row.size(); ++i)
        if (row[i] != 0 && row[i] != home_of<R> && (farthest < 0 || row[i] > row[static_cast<std::size_t>(farthest)]))
            farthest = static_cast<int>(i);
    if (farthest >= 0) row[static_cast<std::size_t>(farthest)] = 0;
    sort_row(s, s.mover);
    clear_play(s);
    pass_turn(s);
}

// After an action: end the parts when the allowed play is complete, end the play when nothing is left.
template <class R>
constexpr void settle(state<R>& s) {
    if (has_finished(s, s.mover)) return finish_play(s);
    if constexpr (R::turn == family::traditional) {
        // Stopping is always allowed; the play ends by itself once stopping is all that is left.
        if (!any_traditional_action(s, [](const action&) { return true; })) finish_play(s);
        return;
    }
    if (in_parts_phase(s)) {
        if (s.reward_due_now || s.parts_used < s.need_parts) return;  // the allowed play goes on
        s.part_count = 0;
        s.parts = {};
    }
    if (!has_reward_move(s)) finish_play(s);
}

template <class R>
constexpr void check_legal(const state<R>& s, const action& a) {
    if (legal_actions(s).contains(a)) return;
    // In a constant expression, reaching a throw stops compilation here: the script is wrong.
    if (std::is_constant_evaluated()) throw "pachisi::apply: illegal action in a constant expression";
    throw illegal_action("pachisi::apply: action is not legal in this state (kind " +
                             std::to_string(static_cast<int>(a.kind)) + ", from " + std::to_string(a.from) +
                             ", steps " + std::to_string(a.steps) + ", to " + std::to_string(a.to) + ")");
}

// apply without the legality check and the undo record: for searches that only apply generated actions.
template <class R>
constexpr void perform_and_settle(state<R>& s, const action& a) {
    switch (a.kind) {
        case action_kind::pass: return finish_play(s);
        case action_kind::roll: s.phase = stage::throw_; return;
        case action_kind::refuse: return pass_turn(s);  // throws owed are lost
        default: break;
    }
    if constexpr (R::turn == family::traditional) perform_traditional(s, a);
    else perform(s, a);
    settle(s);
}

}  // namespace detail

// Applies a chance outcome at a chance node (a throw, or the opening's starting seat).
template <class R>
constexpr undo_record<R> apply_throw(state<R>& s, throw_outcome t) {
    undo_record<R> record{s};
    if (s.phase == stage::opening) {
        if (t.a > 3 || !in_play(s, t.a)) throw std::invalid_argument("pachisi::apply_throw: no such starting seat");
        s.mover = t.a;
        s.phase = stage::throw_;
        return record;
    }
    if (s.phase != stage::throw_ || !R::thrower::is_valid(t))
        throw std::invalid_argument("pachisi::apply_throw: not a chance node, or not a possible throw");
    if constexpr (R::turn == family::traditional) {
        // RULES.md §6.2: the value to move; a grace earns another throw.
        s.thrown = t;
        s.phase = stage::play;
        s.parts = {static_cast<std::uint8_t>(R::thrower::value(t)), 0, 0, 0};
        s.part_count = s.total_parts = 1;
        if (R::thrower::is_grace(t)) ++s.throws_owed;
        return record;
    }
    const bool doublet = R::thrower::is_doublet(t);
    s.doublets_in_row = doublet ? static_cast<std::uint8_t>(std::min(s.doublets_in_row + 1, 3)) : 0;
    s.thrown = t;
    if (R::third_doublet_penalty && doublet && s.doublets_in_row >= 3) {
        detail::third_doublet_penalty(s);
        return record;
    }
    s.phase = stage::play;
    if (doublet && R::bonus != doublet_bonus::none && !has_nest_pawn(s, s.mover)) {
        const auto top = t.a;
        const auto bottom = static_cast<std::uint8_t>(R::bonus == doublet_bonus::tops_and_bottoms ? 7 - top : top);
        s.parts = {std::min(top, bottom), std::min(top, bottom), std::max(top, bottom), std::max(top, bottom)};
        s.part_count = s.total_parts = 4;
    } else {
        s.parts = {t.a, t.b, 0, 0};
        s.part_count = s.total_parts = 2;
    }
    detail::tag_start_blockades(s);
    detail::fix_compulsion(s);
    return record;
}

// Applies a legal action. In debug builds (NDEBUG not defined) an illegal action throws illegal_action;
// in a constant expression it does not compile. Release builds trust the caller: use checked_apply
// for actions that come from outside (a user, a file, the network).
template <class R>
constexpr undo_record<R> apply(state<R>& s, const action& a) {
#ifdef NDEBUG
    if (std::is_constant_evaluated()) detail::check_legal(s, a);
#else
    detail::check_legal(s, a);
#endif
    undo_record<R> record{s};
    detail::perform_and_settle(s, a);
    return record;
}

// Applies an action after checking that it is legal, in every build.
template <class R>
constexpr undo_record<R> checked_apply(state<R>& s, const action& a) {
    detail::check_legal(s, a);
    return apply(s, a);
}

template <class R>
constexpr void undo(state<R>& s, const undo_record<R>& record) noexcept {
    s = record.before;
}

// RULES.md §8, SHG timer: the other seats remove a seat that ran out of time. Its pawns leave the
// board and play goes on among the rest; a play under way by that seat ends. When one seat is left,
// the game is over and that seat has won. Not offered in partner games (a team would be broken).
template <class R>
constexpr void remove_seat(state<R>& s, int seat) {
    if (seat < 0 || seat > 3 || !in_play(s, seat)) throw std::invalid_argument("pachisi::remove_seat: no such seat in play");
    if (s.partners) throw std::invalid_argument("pachisi::remove_seat: seats cannot be removed from a partner game");
    if (is_over(s)) throw std::invalid_argument("pachisi::remove_seat: the game is over");
    const bool was_moving = s.mover == seat;
    s.pawns[static_cast<std::size_t>(seat)] = {};
    if (was_moving) detail::clear_play(s);
    s.seats = static_cast<std::uint8_t>(s.seats & ~(1U << seat));
    if (std::popcount(static_cast<unsigned>(s.seats)) == 1) {
        detail::clear_play(s);
        s.mover = static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(s.seats)));
        s.phase = stage::over;
        return;
    }
    if (was_moving && s.phase != stage::opening) detail::pass_turn(s);
    else if (was_moving) s.mover = static_cast<std::uint8_t>(detail::next_seat(s));
}

// Part-actions use the throw's dice; reward moves, declines and throws do not (RULES.md §5.3).
[[nodiscard]] constexpr bool is_part_action(const action& a) noexcept {
    return a.kind == action_kind::enter || a.kind == action_kind::enter_sum || a.kind == action_kind::move ||
           a.kind == action_kind::whole_move;
}

// RULES.md §8, SHG "Undo Moves": a game UI may take back the part-actions of the throw being played
// while its parts are not all played; not reward moves. So a UI may take back its last action when
// may_take_back(s) holds and that action is_part_action (an immediate SHG reward move in between
// cannot be taken back, nor what came before it). The engine's own undo (for search) has no limit.
template <class R>
[[nodiscard]] constexpr bool may_take_back(const state<R>& s) noexcept {
    return R::undo_in_play && s.phase == stage::play && detail::in_parts_phase(s) && s.parts_used > 0;
}

}  // namespace pachisi
