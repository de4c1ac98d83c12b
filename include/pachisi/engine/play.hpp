#pragma once
// Starting a game, throwing, applying and undoing actions, and passing the turn (docs/rules.md §5.1,
// §5.8, §5.9, §8). apply returns an undo record; undo restores the earlier state exactly.

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>

#include "action.hpp"
#include "action_text.hpp"
#include "legal_actions.hpp"
#include "perform.hpp"
#include "../rules/errors.hpp"
#include "../rules/setup.hpp"
#include "state.hpp"
#include "../rules/throws.hpp"
#include "traditional_turn.hpp"
#include "one_die_turn.hpp"

namespace pachisi {

// What undo needs. A state is small (64 bytes with 4 pawns): copying it back is cheaper and simpler than
// replaying.
template <class R>
struct undo_record {
    state<R> before;
};

namespace detail {
enum class setup_fault : std::uint8_t { none, players, lone_partners, partners, first_pawn_out, first_seat, side_by_side };

// What the rules R do not allow in `table` (the first fault found), or none.
template <class R>
[[nodiscard]] constexpr setup_fault find_setup_fault(const setup& table, const auto& rules) noexcept {
    if (table.players < 2 || table.players > 4) return setup_fault::players;
    if constexpr (R::turn == family::traditional) {
        // docs/rules.md §2.4: 4 players play as two teams; 2 players hold two colours each; 3 play alone.
        if (table.partners && table.players == 3) return setup_fault::lone_partners;
        if (table.players == 2 && !table.two_players_opposite) return setup_fault::side_by_side;
    } else {
        if (table.partners && !(rules.partners_allowed && table.players == 4)) return setup_fault::partners;
    }
    if (table.first_pawn_out && !rules.first_pawn_out_allowed) return setup_fault::first_pawn_out;
    if (table.first_seat >= 0) {
        const unsigned seats = R::turn == family::traditional && table.players == 2
                                   ? 0b1111U
                                   : static_cast<unsigned>(seats_for_players(table.players, table.two_players_opposite));
        if (table.first_seat > 3 || !((seats >> table.first_seat) & 1U)) return setup_fault::first_seat;
    }
    return setup_fault::none;
}

// setup_problem below, for the rules `rules` (rules_of(s)).
template <class R>
[[nodiscard]] std::optional<std::string> setup_problem_under(const setup& table, const auto& rules) {
    switch (find_setup_fault<R>(table, rules)) {
        case setup_fault::none: break;
        case setup_fault::players:
            return "pachisi::setup: players must be 2, 3 or 4, not " + std::to_string(table.players);
        case setup_fault::lone_partners:
            return "pachisi::new_game: 3 traditional players play alone, not as partners";
        case setup_fault::partners:
            if (!rules.partners_allowed)
                return "pachisi::new_game: these rules are played without partners: leave setup.partners false";
            return "pachisi::new_game: partners need 4 players, not " + std::to_string(table.players) +
                   ": leave setup.partners false or seat 4 players";
        case setup_fault::first_pawn_out:
            return "pachisi::new_game: these rules have no 'first pawn out' option: leave setup.first_pawn_out false";
        case setup_fault::side_by_side:
            return "pachisi::new_game: 2 traditional players hold all four seats: leave setup.two_players_opposite true";
        case setup_fault::first_seat:
            return "pachisi::new_game: first_seat " + std::to_string(table.first_seat) + " is not a seat in play";
    }
    return std::nullopt;
}
}  // namespace detail

// Why new_game<R>(table) would refuse the table, in the words it reports it with; std::nullopt when
// the rules R allow it. For code that checks a table without having an error reported. (A rule set with
// options at run time: setup_problem(table, options).)
template <class R>
    requires(!has_options_at_run_time<R>)
[[nodiscard]] std::optional<std::string> setup_problem(const setup& table) {
    return detail::setup_problem_under<R>(table, R{});
}
template <class R>
    requires has_options_at_run_time<R>
[[nodiscard]] std::optional<std::string> setup_problem(const setup& table, const typename R::options_type& options) {
    return detail::setup_problem_under<R>(table, R::values::of(options));
}

namespace detail {
template <class R>
[[nodiscard]] constexpr state<R> new_game_with(const state<R>& blank, const setup& table);
}  // namespace detail

// A new game at the table `table`. A table the rules R do not allow is reported as
// std::invalid_argument (rules/errors.hpp), with the message of setup_problem. A rule set with options at
// run time (rules/one_die_dynamic.hpp) starts with its board's preset: ludo, parchis or maedn.
template <class R>
[[nodiscard]] constexpr state<R> new_game(const setup& table = {}) {
    return detail::new_game_with(state<R>{}, table);
}

// A new game of a rule set with options at run time, with the options `options`. Options that cannot be
// played together are reported as std::invalid_argument, with the message the same mix fails to compile
// with as a compile-time rule set (R::problem).
template <class R>
    requires has_options_at_run_time<R>
[[nodiscard]] constexpr state<R> new_game(const typename R::options_type& options, const setup& table = {}) {
    state<R> blank;
    blank.options = R::checked(options);
    return detail::new_game_with(blank, table);
}

template <class R>
[[nodiscard]] constexpr state<R> detail::new_game_with(const state<R>& blank, const setup& table) {
    if (detail::find_setup_fault<R>(table, rules_of(blank)) != detail::setup_fault::none)
        raise_error(error_kind::invalid_argument, detail::setup_problem_under<R>(table, rules_of(blank)).value_or(""));
    state<R> s = blank;
    s.seats = seats_for_players(table.players, table.two_players_opposite);
    if constexpr (R::turn == family::traditional) {
        if (table.players == 2) s.seats = 0b1111, s.partners = 2;
        if (table.players == 4) s.partners = 1;
    } else {
        s.partners = table.partners ? 1 : 0;
    }
    s.play_on = table.play_for_places ? 1 : 0;  // and no seat has finished
    if constexpr (has_board_at_run_time<R>) {
        // A game of fewer pawns than the rows have room for: the places it leaves unused are HOME, first in
        // the sorted rows, where no rule reads them (engine/state.hpp, is_game_pawn).
        const auto unused = static_cast<std::size_t>(unused_places(s));
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat))
                for (std::size_t i = 0; i < unused; ++i) s.pawns[static_cast<std::size_t>(seat)][i] = static_cast<progress_t>(board_of(s).home);
    }
    if constexpr (R::turn == family::one_die) {
        if (rules_of(s).start_one_out)  // MAEDN: every seat starts with a pawn on its A field (docs/rules.md §10)
            for (int seat = 0; seat < 4; ++seat)
                if (in_play(s, seat)) s.pawns[static_cast<std::size_t>(seat)][0] = 1;
        if (rules_of(s).seat_zero_starts) s.phase = stage::throw_;  // seat 0 throws first
    }
    if (table.first_pawn_out)
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat)) s.pawns[static_cast<std::size_t>(seat)][0] = 1;
    if (table.first_seat >= 0) {
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
    s.tag_square = {};
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
    if constexpr (remembers_captures<R>())
        if (remembers_captures(s)) close_capture_window(s, next_seat(s));  // (a run-time rule set may have the room only)
    if constexpr (R::turn == family::one_die) one_die_turn_passes(s);
    s.mover = static_cast<std::uint8_t>(next_seat(s));
    s.doublets_in_row = 0;
    s.throws_owed = 0;
    s.phase = before_throw(s);
}

// The mover's last pawn has arrived in this play (only the mover's pawns move, so a seat finishes in its
// own play, and this is its last): playing for places it takes the next place; the game is over when its
// side has won and no places are played for, or one side is left. Once a seat, out of line: the play's
// hot path only asks has_finished.
template <class R>
PACHISI_COLD constexpr bool game_ends_as_mover_finishes(state<R>& s) noexcept {
    if (plays_for_places(s)) record_finisher(s, s.mover);
    if (!side_has_won(s, s.mover) || (plays_for_places(s) && sides_still_playing(s) >= 2)) return false;
    s.phase = stage::over;
    s.throws_owed = 0;
    return true;
}

// The play is over: unplayed parts and rewards are forfeited; the same seat throws again or the turn
// passes (§5.8); the game ends when a seat or team is all HOME (§5.9).
template <class R>
constexpr void finish_play(state<R>& s) noexcept {
    const bool doublet = R::thrower::is_doublet(s.thrown);
    const auto again = rules_of(s).again;
    const bool doublet_again = doublet && (again == doublet_again::always ||
                                           (again == doublet_again::if_all_used && s.parts_used == s.total_parts));
    clear_play(s);
    if (has_finished(s, s.mover)) [[unlikely]] {
        if (game_ends_as_mover_finishes(s)) return;
    } else if (const int extra = s.throws_owed + (doublet_again ? 1 : 0); extra > 0) {
        s.throws_owed = static_cast<std::uint8_t>(extra - 1);
        s.phase = before_throw(s);
        return;
    }
    pass_turn(s);  // a finished seat's owed throws are lost
}

// Tags the two pawns of each blockade the mover has when the throw begins (docs/rules.md §5.6).
template <class R>
constexpr void tag_start_blockades(state<R>& s) noexcept {
    using board = route<typename R::board>;
    const auto& row = s.pawns[s.mover];
    if (!rules_of(s).extra_lap) {
        // Without laps two pawns share a square only with the same progress, next to each other in the
        // sorted row: most throws find none and have nothing to tag.
        bool pair = false;
        for (std::size_t i = 0; i + 1 < row.size(); ++i)
            pair = pair || (row[i] == row[i + 1] && row[i] != 0 && row[i] != board::home);
        if (!pair) return;
    }
    std::uint8_t next_tag = 1;
    for (std::size_t i = 0; i + 1 < row.size(); ++i) {
        const int p = row[i];
        if (p == 0 || p == board::home || s.tags[i] != 0) continue;
        for (std::size_t j = i + 1; j < row.size(); ++j) {
            if (s.tags[j] == 0 && row[j] != 0 && square_of<R>(s.mover, row[j]) == square_of<R>(s.mover, p)) {
                s.tags[i] = s.tags[j] = next_tag;
                s.tag_square[next_tag - 1U] = square_of<R>(s.mover, p);
                ++next_tag;
                break;
            }
        }
    }
    if (next_tag > 1) sort_row(s, s.mover);  // tagged pawns of one square in tag order
}

// docs/rules.md §5.1: the third doublet in a row sends the mover's farthest pawn short of HOME to its nest.
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
    if constexpr (R::turn == family::one_die) {
        // The die's action is the play's one; a reward it earned is played next if some pawn can (§10 step 7).
        if (rules_of(s).capture_reward_squares == 0 && rules_of(s).home_reward_squares == 0) {
            finish_play(s);  // no rewards in these rules: the die's action ends the play
        } else {
            if (s.part_count == 0 && !has_one_die_reward_move(s)) finish_play(s);
        }
        return;
    } else if constexpr (R::turn == family::traditional) {
        // Stopping is always allowed; the play ends by itself once stopping is all that is left.
        if (!any_traditional_action(s, [](const action&) { return true; })) finish_play(s);
        return;
    } else {
        if (in_parts_phase(s)) {
            if (s.reward_due_now || s.parts_used < s.need_parts) return;  // the allowed play goes on
            s.part_count = 0;
            s.parts = {};
        }
        if (!has_reward_move(s)) finish_play(s);
    }
}

// Where a state stands, for error messages: "seat 0, stage play, thrown 2-3".
template <class R>
[[nodiscard]] std::string where_text(const state<R>& s) {
    std::string text;
    if (s.phase != stage::opening) {
        text += "seat ";
        text += std::to_string(s.mover);
        text += ", ";
    }
    text += "stage ";
    text += to_string(s.phase);
    if (s.phase == stage::play) {
        text += ", thrown ";
        text += to_string<R>(s.thrown);
    }
    return text;
}

// Why `a` cannot be applied to s, in notation: the action, where the state stands and what is legal
// there; at a chance node, that a throw comes first.
template <class R>
[[noreturn]] void report_illegal_action(const state<R>& s, const action& a, const char* who) {
    std::string text = who;
    text += ": ";
    const std::string given = "'" + to_string(a) + "'";
    if (is_chance_node(s)) {
        text += "the state (" + where_text(s) + ") is a chance node: use apply_throw; ";
        text += given + " is not an action there";
    } else if (is_over(s)) {
        text += given + " is not a legal action: the game is over";
    } else {
        text += given + " is not a legal action (" + where_text(s) + "); legal actions:";
        const auto legal = legal_actions(s);
        for (std::size_t i = 0; i < legal.size(); ++i) {
            text += i ? ", '" : " '";
            text += to_string(legal[i]);
            text += '\'';
        }
    }
    raise_error(error_kind::illegal_action, text);
}

// Why t cannot be applied to s: not a chance node, or not a possible outcome there.
template <class R>
[[noreturn]] void report_impossible_throw(const state<R>& s, throw_outcome t) {
    std::string text = "pachisi::apply_throw: ";
    if (s.phase == stage::opening) {
        text += "seat " + std::to_string(t.a) + " is not in play: the opening throw's outcome is the seat that starts";
    } else if (is_over(s)) {
        text += "the game is over: there is nothing to throw";
    } else if (s.phase != stage::throw_) {
        text += "the state (" + where_text(s) + ") is a decision node: use apply with one of its legal actions";
    } else if constexpr (R::turn == family::one_die) {
        text += to_string(t) + " is not a possible throw of one die (1 to 6)";
    } else if constexpr (R::thrower::is_dice) {
        text += to_string<R>(t) + " is not a possible throw of two dice (A-B with 1 <= A <= B <= 6)";
    } else {
        const std::string shells = std::to_string(R::thrower::shells);
        text += to_string(t) + " is not a possible throw of " + shells + " cowries (0 to " + shells + " mouth up)";
    }
    raise_error(error_kind::invalid_argument, text);
}

template <class R>
constexpr void check_legal(const state<R>& s, const action& a, const char* who) {
    if (legal_actions(s).contains(a)) return;
    // In a constant expression this stops compilation: the script is wrong.
    if (std::is_constant_evaluated()) stop_constant_evaluation("pachisi::apply: illegal action in a constant expression");
    report_illegal_action(s, a, who);
}

// apply's check: in debug builds, and in constant expressions in every build.
template <class R>
constexpr void check_legal_as_apply(const state<R>& s, const action& a) {
#ifdef NDEBUG
    if (std::is_constant_evaluated()) check_legal(s, a, "pachisi::apply");
#else
    check_legal(s, a, "pachisi::apply");
#endif
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
    if constexpr (R::turn == family::one_die) perform_one_die(s, a);
    else if constexpr (R::turn == family::traditional) perform_traditional(s, a);
    else perform(s, a);
    settle(s);
}

}  // namespace detail

namespace detail {
// apply_throw's changes but the compulsion's (docs/rules.md §5.5): true when they leave a Parcheesi-family
// throw to play, whose need_* are still to be fixed.
template <class R>
constexpr bool begin_two_dice_throw(state<R>& s, throw_outcome t);

template <class R>
constexpr bool begin_throw(state<R>& s, throw_outcome t) {
    if (s.phase == stage::opening) {
        if (t.a > 3 || !in_play(s, t.a)) report_impossible_throw(s, t);
        s.mover = t.a;
        s.phase = stage::throw_;
        return false;
    }
    if (s.phase != stage::throw_ || !R::thrower::is_valid(t)) report_impossible_throw(s, t);
    if constexpr (R::turn == family::one_die) {
        if (!begin_one_die_throw(s, t)) {  // a third 6 not played: the turn passes
            clear_play(s);
            pass_turn(s);
        }
        return false;
    } else if constexpr (R::turn == family::traditional) {
        // docs/rules.md §6.2: the value to move; a grace earns another throw.
        s.thrown = t;
        s.phase = stage::play;
        s.parts = {static_cast<std::uint8_t>(R::thrower::value(t)), 0, 0, 0};
        s.part_count = s.total_parts = 1;
        if (R::thrower::is_grace(t)) ++s.throws_owed;
        return false;
    } else {
        return begin_two_dice_throw(s, t);
    }
}

// begin_throw's part for the Parcheesi family.
template <class R>
constexpr bool begin_two_dice_throw(state<R>& s, throw_outcome t) {
    const bool doublet = R::thrower::is_doublet(t);
    s.doublets_in_row = doublet ? static_cast<std::uint8_t>(std::min(s.doublets_in_row + 1, 3)) : 0;
    s.thrown = t;
    const auto& rules = rules_of(s);
    if (rules.third_doublet_penalty && doublet && s.doublets_in_row >= 3) {
        third_doublet_penalty(s);
        return false;
    }
    s.phase = stage::play;
    if (doublet && rules.bonus != doublet_bonus::none && !has_nest_pawn(s, s.mover)) {
        const auto top = t.a;
        const auto bottom = static_cast<std::uint8_t>(rules.bonus == doublet_bonus::tops_and_bottoms ? 7 - top : top);
        s.parts = {std::min(top, bottom), std::min(top, bottom), std::max(top, bottom), std::max(top, bottom)};
        s.part_count = s.total_parts = 4;
    } else {
        s.parts = {t.a, t.b, 0, 0};
        s.part_count = s.total_parts = 2;
    }
    tag_start_blockades(s);
    return true;
}
}  // namespace detail

// Applies a chance outcome at a chance node (a throw, or the opening's starting seat). Anything else
// is reported as std::invalid_argument (rules/errors.hpp): a throw the thrower cannot show, a seat not
// in play, or a state that is not a chance node; each with its own message.
template <class R>
constexpr undo_record<R> apply_throw(state<R>& s, throw_outcome t) {
    undo_record<R> record{s};
    if constexpr (R::turn == family::parcheesi) {
        if (detail::begin_throw(s, t)) detail::fix_compulsion(s);
    } else {
        (void)detail::begin_throw(s, t);  // no compulsion to fix: every legal action plays the throw
    }
    return record;
}

// The same, and the legal actions of the position it leaves written into `legal` (as legal_actions(s,
// legal) would write them): a loop that asks for them after every throw saves work, for the throw's
// compulsion search and the judgement of its first moves share their steps.
template <class R>
constexpr undo_record<R> apply_throw(state<R>& s, throw_outcome t, action_list<R>& legal) {
    undo_record<R> record{s};
    if constexpr (R::turn == family::parcheesi) {
        if (detail::begin_throw(s, t)) {
            detail::fix_compulsion_and_list(s, occupancy_of(s), legal);
            return record;
        }
    } else {
        (void)detail::begin_throw(s, t);
    }
    legal_actions(s, legal);
    return record;
}

// Applies a legal action. In debug builds (NDEBUG not defined) an illegal action is reported as
// illegal_action (see rules/errors.hpp), with a message that names it, the stage and the legal
// actions; in a constant expression it does not compile. Release builds trust the caller: use
// checked_apply for actions that come from outside (a user, a file, the network).
template <class R>
constexpr undo_record<R> apply(state<R>& s, const action& a) {
    detail::check_legal_as_apply(s, a);
    undo_record<R> record{s};
    detail::perform_and_settle(s, a);
    return record;
}

// Applies an action after checking that it is legal, in every build.
template <class R>
constexpr undo_record<R> checked_apply(state<R>& s, const action& a) {
    detail::check_legal(s, a, "pachisi::checked_apply");
    undo_record<R> record{s};
    detail::perform_and_settle(s, a);
    return record;
}

template <class R>
constexpr void undo(state<R>& s, const undo_record<R>& record) noexcept {
    s = record.before;
}

// docs/rules.md §8, SHG timer: the other seats remove a seat that ran out of time. Its pawns leave the
// board and play goes on among the rest; a play under way by that seat ends. When one seat is left,
// the game is over and that seat has won; playing for places, when one seat is left unfinished the
// game is over and that seat takes the last place. A seat that has finished (playing for places) keeps
// its place and cannot be removed. Not offered in partner games (a team would be broken).
template <class R>
constexpr void remove_seat(state<R>& s, int seat) {
    if (seat < 0 || seat > 3 || !in_play(s, seat))
        raise_error(error_kind::invalid_argument, "pachisi::remove_seat: seat " + std::to_string(seat) + " is not in play");
    if (s.partners) raise_error(error_kind::invalid_argument, "pachisi::remove_seat: seats cannot be removed from a partner game");
    if (is_over(s)) raise_error(error_kind::invalid_argument, "pachisi::remove_seat: the game is over");
    if (has_finished(s, seat))  // playing for places: its place is kept, and it has no turns left to time
        raise_error(error_kind::invalid_argument, "pachisi::remove_seat: seat " + std::to_string(seat) + " has finished");
    const bool was_moving = s.mover == seat;
    s.pawns[static_cast<std::size_t>(seat)] = {};
    if constexpr (remembers_captures<R>()) s.victims[static_cast<std::size_t>(seat)] = {};
    if constexpr (remembers_first_moves<R>()) s.first_moved = static_cast<std::uint16_t>(s.first_moved & ~(1U << seat));
    if (was_moving) detail::clear_play(s);
    s.seats = static_cast<std::uint8_t>(s.seats & ~(1U << seat));
    // One seat left, or (playing for places) one seat left unfinished: it has won, or takes the last
    // place. The game is over, and nothing of the turn under way is left to play or to remember.
    if (std::popcount(static_cast<unsigned>(s.seats)) == 1 || sides_still_playing(s) < 2) {
        detail::clear_play(s);
        s.throws_owed = s.doublets_in_row = 0;
        if constexpr (remembers_captures<R>()) s.victims = {};
        if constexpr (R::turn == family::one_die) detail::one_die_turn_passes(s);
        s.mover = static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(s.seats)));
        for (int left = 0; left < 4; ++left)
            if (in_play(s, left) && !has_finished(s, left)) s.mover = static_cast<std::uint8_t>(left);
        s.phase = stage::over;
        return;
    }
    if (was_moving && s.phase != stage::opening) detail::pass_turn(s);
    else if (was_moving) s.mover = static_cast<std::uint8_t>(detail::next_seat(s));
}

// Part-actions use the throw's dice; reward moves, declines and throws do not (docs/rules.md §5.3).
[[nodiscard]] constexpr bool is_part_action(const action& a) noexcept {
    return a.kind == action_kind::enter || a.kind == action_kind::enter_sum || a.kind == action_kind::move ||
           a.kind == action_kind::whole_move;
}

// docs/rules.md §8, SHG "Undo Moves": a game UI may take back the part-actions of the throw being played
// while its parts are not all played; not reward moves. So a UI may take back its last action when
// may_take_back(s) holds and that action is_part_action (an immediate SHG reward move in between
// cannot be taken back, nor what came before it). The engine's own undo (for search) has no limit.
template <class R>
[[nodiscard]] constexpr bool may_take_back(const state<R>& s) noexcept {
    return rules_of(s).undo_in_play && s.phase == stage::play && detail::in_parts_phase(s) && s.parts_used > 0;
}

}  // namespace pachisi
