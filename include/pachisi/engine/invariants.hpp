#pragma once
// What every reachable state satisfies. The notation parser refuses states that break it, and the
// property tests check it after every action: a state that passes can be played (a decision node has
// at least one legal action, no table is indexed out of range, no move can wrap).

#include <algorithm>
#include <array>
#include <bit>
#include <string>

#include "../rules/board.hpp"
#include "legal_actions.hpp"
#include "occupancy.hpp"
#include "state.hpp"

namespace pachisi {

// What is wrong with a state, and where: the square and the seats involved when there are such.
struct invariant_problem {
    const char* what = nullptr;  // nullptr: nothing is wrong
    int square = -1;             // physical square (board.hpp numbering), or -1
    int seat = -1;               // a seat involved, or -1
    int other_seat = -1;         // a second seat involved, or -1
    [[nodiscard]] constexpr explicit operator bool() const noexcept { return what != nullptr; }
};

[[nodiscard]] inline std::string to_string(const invariant_problem& p) {
    if (!p) return "no problem";
    std::string text = p.what;
    if (p.square >= 0) text += " (square " + std::to_string(p.square);
    if (p.seat >= 0) text += std::string(p.square >= 0 ? ", " : " (") + "seat " + std::to_string(p.seat);
    if (p.other_seat >= 0) text += " and seat " + std::to_string(p.other_seat);
    if (p.square >= 0 || p.seat >= 0) text += ")";
    return text;
}

namespace detail {

// The parts a throw gives at its start (docs/rules.md §5.2, §6.2), lowest first; count 0 for an impossible throw.
template <class R>
[[nodiscard]] constexpr bool parts_fit_throw(const state<R>& s) noexcept {
    if constexpr (R::turn == family::one_die) {
        // docs/rules.md §10: the die's value (a 6 counts 7 in some rules) until its action is played.
        const int face = s.thrown.a;
        const bool value_fits = s.parts[0] == face || (rules_of(s).six_counts_seven && face == 6 && s.parts[0] == 7);
        return s.total_parts == 1 && s.part_count <= 1 && s.parts[1] == 0 && s.parts[2] == 0 && s.parts[3] == 0 &&
               (s.part_count == 1 ? value_fits : s.parts[0] == 0);
    } else if constexpr (R::turn == family::traditional) {
        // A value left is at least 1: a move uses up the value or leaves some of it (§6.2).
        return s.total_parts == 1 && s.part_count <= 1 && s.parts[0] <= R::thrower::value(s.thrown) &&
               (s.part_count == 1 ? s.parts[0] >= 1 : s.parts[0] == 0);
    } else {
        std::array<int, 4> given{s.thrown.a, s.thrown.b, 0, 0};
        int given_count = 2;
        if (s.total_parts == 4) {
            if (!R::thrower::is_doublet(s.thrown) || rules_of(s).bonus == doublet_bonus::none) return false;
            const int top = s.thrown.a;
            const int bottom = rules_of(s).bonus == doublet_bonus::tops_and_bottoms ? 7 - top : top;
            given = {top, top, bottom, bottom};
            given_count = 4;
        } else if (s.total_parts != 2) {
            return false;
        }
        // While parts are left every part the throw gave is either left or used; once the play has used
        // what it must, the rest are dropped (settle), so then fewer may be accounted for.
        if (s.part_count > 0 ? s.part_count + s.parts_used != s.total_parts : s.parts_used > s.total_parts)
            return false;
        for (std::size_t i = 0; i < 4; ++i) {
            if (i >= s.part_count) {
                if (s.parts[i] != 0) return false;  // unused slots are zero: equal states, equal bytes
                continue;
            }
            if (i > 0 && s.parts[i - 1] > s.parts[i]) return false;  // lowest first
            // Each part left must be one of the throw's parts not matched yet.
            bool matched = false;
            for (int k = 0; k < given_count && !matched; ++k)
                if (given[static_cast<std::size_t>(k)] == s.parts[i]) given[static_cast<std::size_t>(k)] = 0, matched = true;
            if (!matched) return false;
        }
        return true;
    }
}

// Option 5 (docs/rules.md §6.10): the seat whose turn came before the mover's, the only one whose captures
// can be open (back=): the nearest seat before the mover in play and not finished. The turn passed from it
// to the next such seat (play.hpp next_seat), and a finished seat stays finished. -1 when there is none.
template <class R>
[[nodiscard]] constexpr int seat_before_mover(const state<R>& s) noexcept {
    for (int k = 1; k < 4; ++k) {
        const int seat = (s.mover + 4 - k) % 4;
        if (in_play(s, seat) && !has_finished(s, seat)) return seat;
    }
    return -1;
}

// Option 5: what the engine's records (traditional_turn.hpp) satisfy besides each entry's own checks in
// find_memory_problem. In the mover's turn only the mover's pawns move: its enemies' pawns never come
// out of their Charkoni (a victim is given back only where the capturer, an enemy of the mover's side,
// was just taken, so only to the mover's side) and a square is captured at most once in a turn.
template <class R>
[[nodiscard]] constexpr invariant_problem find_victim_record_problem(const state<R>& s) {
    using memory = capture_memory<R::pawns>;
    const auto this_turn = [](progress_t entry) { return (entry & memory::taken_this_turn) != 0; };
    const auto square = [&](int seat, progress_t entry) {
        return square_of(s, seat, static_cast<int>(entry & ~memory::taken_this_turn));
    };
    const auto enemies = [&](int a, int b) { return a != b && !are_partners(s, a, b); };
    std::array<int, 4> entries{};
    bool taken = false, back = false;
    for (int seat = 0; seat < 4; ++seat)
        for (const auto entry : s.victims[static_cast<std::size_t>(seat)])
            if (entry != 0) ++entries[static_cast<std::size_t>(seat)], (this_turn(entry) ? taken : back) = true;
    if (!taken && !back) return {};
    for (int seat = 0; seat < 4; ++seat) {
        const int count = entries[static_cast<std::size_t>(seat)];
        if (count == 0) continue;
        // Records are written by captures, and nothing is played before the opening throw.
        if (s.phase == stage::opening) return {"remembered victims (taken=, back=) before the opening throw", -1, seat};
        // Option 1: a seat whose player has not moved first never had a pawn on the board to lose.
        if constexpr (remembers_first_moves<R>())
            if (remembers_first_moves(s) && ((s.first_moved >> seat) & 1U) == 0)
                return {"a remembered victim (taken=, back=) of a seat whose player has not made its first move (first=)",
                        -1, seat};
        // Outside the mover's side every victim still waits in its Charkoni: it left it at no turn since.
        int in_charkoni = 0;
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) in_charkoni += p == 0;
        if (seat != s.mover && count > in_charkoni)
            return {"more remembered victims (taken=, back=) than pawns in their Charkoni", -1, seat};
    }
    if (taken) {  // the mover captured in this turn: perform_traditional marks that at once
        if (((s.captured >> s.mover) & 1U) == 0)
            return {"victims taken this turn (taken=) by a mover that has not captured (captured=)", -1, s.mover};
        if constexpr (remembers_first_moves<R>())
            if (remembers_first_moves(s) && ((s.first_moved >> s.mover) & 1U) == 0)
                return {"victims taken this turn (taken=) by a seat whose player has not made its first move (first=)",
                        -1, s.mover};
    }
    for (int seat = 0; seat < 4; ++seat) {
        for (const auto entry : s.victims[static_cast<std::size_t>(seat)]) {
            if (entry == 0) continue;
            const std::uint8_t sq = square(seat, entry);
            // All the mover's enemies on a square are taken at once, and none of them comes back there.
            if (this_turn(entry))
                for (int other = 0; other < 4; ++other)
                    if (in_play(s, other) && enemies(other, s.mover) && seat_stands_on(s, other, sq))
                        return {"an enemy of the mover stands where a victim was taken this turn (taken=)", sq, other, seat};
            // One capture per square and turn, of pawns sharing it: of one team. A capture this turn where a
            // record of the turn before is open spends that record.
            for (int other = seat; other < 4; ++other) {
                for (const auto next : s.victims[static_cast<std::size_t>(other)]) {
                    if (next == 0 || square(other, next) != sq) continue;
                    if (this_turn(entry) != this_turn(next))
                        return {"victims taken this turn (taken=) and in the turn before (back=) on one square", sq, seat,
                                other == seat ? -1 : other};
                    if (enemies(seat, other))
                        return {"victims of two seats that are not partners taken on one square (taken=, back=)", sq,
                                seat, other};
                }
            }
        }
    }
    // Open records of the turn before are the captures of the seat that moved then, kept where its pawns
    // still stand, and only if the mover is its enemy (close_capture_window). remove_seat may take that
    // seat's pawns off while its records stay open for the turn: a traditional game with fewer than three
    // seats in play has lost one (2 players hold four seats), so the capturer is not looked for there.
    if (back && std::popcount(static_cast<unsigned>(s.seats)) >= 3) {
        const int capturer = seat_before_mover(s);
        if (capturer < 0 || !enemies(capturer, s.mover))
            return {"victims of the turn before (back=), but the seat that moved before is no enemy of the mover", -1,
                    s.mover, capturer};
        if (((s.captured >> capturer) & 1U) == 0)
            return {"victims of the turn before (back=), but the seat that moved before has not captured (captured=)",
                    -1, capturer};
        if (((s.turns_done >> capturer) & 1U) == 0)
            return {"victims of the turn before (back=), but the seat that moved before has not completed a turn (turns=)",
                    -1, capturer};
        for (int seat = 0; seat < 4; ++seat) {
            for (const auto entry : s.victims[static_cast<std::size_t>(seat)]) {
                if (entry == 0 || this_turn(entry)) continue;
                if (!enemies(seat, capturer))
                    return {"a victim of the turn before (back=) of the side that moved before", -1, seat, capturer};
                if (!seat_stands_on(s, capturer, square(seat, entry)))
                    return {"a victim of the turn before (back=) where the seat that moved before does not stand",
                            square(seat, entry), seat, capturer};
            }
        }
    }
    return {};
}

// The first problem of what options 1 and 5 of seed 004 remember (docs/rules.md §6.10, state.hpp).
template <class R>
[[nodiscard]] constexpr invariant_problem find_memory_problem(const state<R>& s) {
    const auto& board = board_of(s);
    if constexpr (remembers_first_moves<R>()) {
        // A rule set with options at run time has the room whether or not its options use it.
        if (!remembers_first_moves(s) && s.first_moved != 0)
            return {"first moves remembered (first=) in rules without option 1 of seed 004"};
        if (s.first_moved & ~static_cast<unsigned>(s.seats)) return {"first= names a seat not in play"};
        for (int seat = 0; seat < 4 && remembers_first_moves(s); ++seat) {
            if (!in_play(s, seat)) continue;
            const unsigned mask = s.first_moved;
            const bool moved = ((mask >> seat) & 1U) != 0;
            const bool partner_moved = ((mask >> (seat ^ 2)) & 1U) != 0;
            if (s.partners == 2 && moved != partner_moved)
                return {"first= must name both seats of a player, or neither", -1, seat, seat ^ 2};
            // (A game of fewer pawns than the row has room for keeps its unused places first, at HOME.)
            if (!moved && s.pawns[static_cast<std::size_t>(seat)][static_cast<std::size_t>(unused_places(s))] != 0)
                return {"a pawn out of the Charkoni before its player's first move (first=)", -1, seat};
        }
    }
    if constexpr (remembers_one_die_turn<R>()) {
        if (s.tries > 2) return {"more than two tries counted (tries=)", -1, s.mover};
        if (s.tries != 0 && !rules_of(s).three_tries) return {"tries counted (tries=) in rules without three tries"};
        if (s.last_moved != 0 && std::find(s.pawns[s.mover].begin(), s.pawns[s.mover].end(), s.last_moved) == s.pawns[s.mover].end())
            return {"the pawn that moved last (last=) is not the mover's", -1, s.mover};
        if (s.last_moved != 0 && rules_of(s).third_six != third_six_rule::last_pawn_to_nest)
            return {"a pawn that moved last (last=) in rules whose third 6 does not send it back"};
        if (s.last_arrival != 0 && rules_of(s).stacking != one_die_stacking::barrier)
            return {"who arrived last on an entry square (arrived=) in rules without Parchís entries"};
    }
    if constexpr (remembers_captures<R>()) {
        using memory = capture_memory<R::pawns>;
        if (!remembers_captures(s) && s.victims != decltype(s.victims){})
            return {"victims remembered (taken=, back=) in rules without option 5 of seed 004"};
        for (int seat = 0; seat < 4; ++seat) {
            const auto& list = s.victims[static_cast<std::size_t>(seat)];
            int taken = 0;
            for (std::size_t i = 0; i < list.size(); ++i) {
                if (i > 0 && list[i - 1] < list[i]) return {"remembered victims are not sorted highest first", -1, seat};
                if (list[i] == 0) continue;
                if (!in_play(s, seat)) return {"a remembered victim of a seat not in play (taken=, back=)", -1, seat};
                const int p = list[i] & ~memory::taken_this_turn;
                if (p > board.max_progress) return {"a remembered victim beyond the last extra lap allowed", -1, seat};
                const std::uint8_t sq = square_of(s, seat, p);
                if (p == 0 || sq >= board.ring_squares || board.is_safe(sq))
                    return {"a remembered victim where no pawn is captured (taken=, back=)", -1, seat};
                if ((list[i] & memory::taken_this_turn) == 0) continue;
                if (seat == s.mover || are_partners(s, seat, s.mover))
                    return {"a victim taken this turn (taken=) of the mover's own side", -1, seat};
                ++taken;
            }
            int in_charkoni = 0;
            for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) in_charkoni += p == 0;
            if (taken > in_charkoni) return {"more victims taken this turn (taken=) than pawns in their Charkoni", -1, seat};
        }
        if (const invariant_problem problem = find_victim_record_problem(s)) return problem;
    }
    return {};
}

// The first problem of s's position (seats, mover, stage, pawns, who stands where, tag order), before
// its throw's bookkeeping: what the compulsion search may rely on. The notation parser asks it before
// computing a play's need=, which searches the position.
template <class R>
[[nodiscard]] constexpr invariant_problem find_position_problem(const state<R>& s) {
    const auto& board = board_of(s);
    const int seats = std::popcount(static_cast<unsigned>(s.seats));
    if (s.seats > 0b1111 || seats == 0 || (seats == 1 && s.phase != stage::over)) return {"fewer than two seats in play"};
    if (s.partners > 2 || (s.partners && s.seats != 0b1111)) return {"partners need all four seats in play"};
    if (s.mover > 3 || !in_play(s, s.mover)) return {"the seat to move is not in play", -1, s.mover};
    if (s.phase > stage::over) return {"unknown stage"};
    for (int seat = 0; seat < 4; ++seat) {
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (!in_play(s, seat) && row[i] != 0) return {"a seat not in play has pawns", -1, seat};
            if (i > 0 && row[i - 1] < row[i]) return {"a pawn row is not sorted highest first", -1, seat};
            if (row[i] > board.home && !rules_of(s).extra_lap)
                return {"a progress beyond HOME in rules without extra laps", -1, seat};
            if (row[i] > board.max_progress) return {"a progress beyond the last extra lap allowed", -1, seat};
            // docs/rules.md §6.6 Decision (option 3 of seed 004): no pawn turns homeward before its seat captured.
            if constexpr (R::turn == family::traditional) {
                if (rules_of(s).home_needs_capture && board.is_homeward(row[i]) && !((s.captured >> seat) & 1U) &&
                    is_game_pawn(s, seat, i))  // (not a place a game of fewer pawns leaves unused, at HOME)
                    return {"a pawn in its middle column or home before its seat has captured (home needs a capture)",
                            -1, seat};
            } else if constexpr (R::turn == family::one_die) {
                if (rules_of(s).must_kill && board.is_homeward(row[i]) && !((s.captured >> seat) & 1U))
                    return {"a pawn in its home path or HOME before its seat has captured (must kill)", -1, seat};
                if (!board.has_home && row[i] > board.last_stop) return {"a progress beyond the last goal field", -1, seat};
            }
        }
    }
    if constexpr (has_board_at_run_time<R>) {
        // The places a game of fewer pawns leaves unused stand at HOME (engine/state.hpp, is_game_pawn).
        for (int seat = 0; seat < 4; ++seat) {
            const auto& row = s.pawns[static_cast<std::size_t>(seat)];
            int home = 0;
            for (const auto p : row) home += p == board.home;
            if (in_play(s, seat) && home < unused_places(s))
                return {"fewer pawns HOME than the places this game's pawn count leaves unused", -1, seat};
        }
    }
    const occupancy_for<R> occ = occupancy_of(s);
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            const auto sq = board.square(seat, p);
            if (sq == off_board) continue;
            int own = 0, team = 0, stranger = -1;
            for (int other = 0; other < 4; ++other) {
                if (!in_play(s, other)) continue;
                for (auto q : s.pawns[static_cast<std::size_t>(other)]) {
                    if (board.square(other, q) != sq) continue;
                    own += other == seat;
                    const bool friendly = other == seat || are_partners(s, seat, other);
                    team += friendly;
                    if (!friendly || (R::turn == family::parcheesi && other != seat)) stranger = other;
                }
            }
            if constexpr (R::turn == family::traditional) {
                if (team != occ.count[sq]) return {"pawns of two teams share a square", sq, seat, stranger};
            } else if constexpr (R::turn == family::one_die) {
                // docs/rules.md §10 step 1: colours share only safe squares; own pawns stack as the rules say.
                const bool shared_ok = rules_of(s).safe_squares && board.is_safe(sq);
                if (own != occ.count[sq] && !shared_ok) return {"pawns of two colours share a square that is not safe", sq, seat, stranger};
                if (rules_of(s).stacking == one_die_stacking::single && own > 1) return {"two pawns of one colour on a square", sq, seat};
                if (rules_of(s).stacking == one_die_stacking::barrier && occ.count[sq] > 2) return {"more than two pawns on a square", sq, seat};
            } else {
                if (own != occ.count[sq]) return {"pawns of two colours share a square", sq, seat, stranger};
                if (own > (rules_of(s).blockades ? 2 : 1)) return {"too many pawns of one colour on a square", sq, seat};
            }
        }
    }
    for (std::size_t i = 0; i < s.tags.size(); ++i) {
        if (s.tags[i] > 2) return {"a pawn tag is not 0, 1 or 2", -1, s.mover};
        const auto& row = s.pawns[s.mover];
        if (i > 0 && row[i - 1] == row[i] && s.tags[i - 1] < s.tags[i])
            return {"tagged pawns must come first among equals", -1, s.mover};
    }
    // docs/rules.md §5.9 and §6.9: a side all home ends the game, unless play goes on for places between
    // two sides or more; and a seat all home never moves again.
    if (s.phase != stage::over) {
        for (int seat = 0; seat < 4; ++seat)
            if (in_play(s, seat) && side_has_won(s, seat) && (!plays_for_places(s) || sides_still_playing(s) < 2))
                return {"a side has all its pawns home, but the game is not over (stage over, or places=1)", -1, seat};
        if (has_finished(s, s.mover)) return {"the seat to move has all its pawns home", -1, s.mover};
    }
    // docs/rules.md §7: playing for places, the finished seats are recorded in the order they finished.
    if (!plays_for_places(s)) {
        if (s.play_on != 0) return {"a finishing order (finished=) without play for places (places=1)"};
    } else {
        const int finished = finished_seat_count(s);
        if (finished > 3) return {"every seat has finished, but playing for places the last one never does"};
        unsigned listed = 0;
        for (int k = 0; k < finished; ++k) {
            const int seat = detail::finisher(s.play_on, k);
            if (!has_finished(s, seat)) return {"the finishing order (finished=) names a seat that has not finished", -1, seat};
            if ((listed >> seat) & 1U) return {"the finishing order (finished=) names a seat twice", -1, seat};
            listed |= 1U << seat;
        }
        if ((s.play_on >> detail::finisher_shift(finished)) != 0)
            return {"the finishing order (finished=) must list every finished seat, and only those"};
    }
    if constexpr (R::turn == family::one_die) {
        if (s.tags != decltype(s.tags){} || s.tag_square != decltype(s.tag_square){})
            return {"one-die pawns carry no tags (a, b)", -1, s.mover};
        if (s.phase != stage::over && s.phase != stage::play && s.throws_owed != 0)
            return {"an extra throw owed (owed=) outside a play: a one-die seat throws it at once"};
        if (s.phase == stage::throw_ && rules_of(s).third_six != third_six_rule::nothing && s.doublets_in_row > 2)
            return {"a third 6 in a row (sixes=3) is never played under these rules"};
        if (s.phase == stage::ready) return {"stage 'ready' (refuse or throw) exists only in the traditional rules"};
        if (const invariant_problem problem = find_memory_problem(s)) return problem;
    } else if constexpr (R::turn == family::traditional) {
        if (s.phase == stage::ready && !R::decline_throw) return {"stage 'ready' needs rules that let a seat refuse to throw"};
        if (const invariant_problem problem = find_memory_problem(s)) return problem;
    } else if (s.phase == stage::ready) {
        return {"stage 'ready' (refuse or throw) exists only in the traditional rules"};
    }
    return {};
}

// The first problem of s's throw bookkeeping (parts, rewards, what the play must reach, tags), s's
// position being sound (find_position_problem).
template <class R>
[[nodiscard]] constexpr invariant_problem find_play_problem(const state<R>& s) {
    if (s.phase != stage::play) {
        if (s.part_count || s.capture_rewards || s.home_rewards || s.reward_due_now)
            return {"parts or rewards pending outside a play (parts=, capture=, home=, due=)"};
        if (s.thrown != throw_outcome{} || s.total_parts || s.parts_used || s.fives_entered || s.larger_used ||
            s.need_parts || s.need_fives || s.need_larger || s.tags != decltype(s.tags){} || s.tag_square[0] ||
            s.tag_square[1])
            return {"a throw's bookkeeping outside a play (thrown=, total=, used=, need=, tags, origin=)"};
        return {};
    }
    // stage::play from here: the throw, its parts and the compulsion bookkeeping must fit together.
    if (!R::thrower::is_valid(s.thrown)) return {"stage 'play' needs the throw being played (thrown=)"};
    // A reward pending was earned in this play: a capture reward by a capture whose pawn is still in
    // its nest (its seat has not moved since), a home reward by a pawn of the mover now HOME.
    int captured_pawns = 0;
    for (int seat = 0; seat < 4; ++seat)
        if (in_play(s, seat) && seat != s.mover && !are_partners(s, seat, s.mover))
            for (auto p : s.pawns[static_cast<std::size_t>(seat)]) captured_pawns += p == 0;
    if (s.capture_rewards + s.reward_due_now > captured_pawns)
        return {"more capture rewards pending (capture=, due=) than opponents' pawns in their nests"};
    if (s.home_rewards > pawns_home(s, s.mover))
        return {"more home rewards pending (home=) than the mover's pawns at HOME"};
    if (!detail::parts_fit_throw(s)) return {"the parts left (parts=, total=, used=) do not fit the throw (thrown=)"};
    if constexpr (R::turn == family::one_die) {
        if (s.part_count == 0 && s.capture_rewards + s.home_rewards != 1)
            return {"a one-die play after its action needs one reward to play (capture=, home=)"};
        if (s.part_count == 1 && (s.capture_rewards || s.home_rewards)) return {"a reward pending before the die's action"};
        if (s.doublets_in_row > (rules_of(s).third_six == third_six_rule::nothing ? 3 : 2) || (s.doublets_in_row > 0) != (s.thrown.a == 6))
            return {"6s in a row (sixes=) do not fit the throw: 1 or 2 with a 6 being played, else 0"};
        if (s.throws_owed > 1) return {"one throw earns one extra throw at most (owed=)"};
        if (s.thrown.a == 6 && s.throws_owed == 0) return {"a 6 throws again: owed=1 while it is played"};
        if (s.part_count == 1 && s.parts[0] == 7 && has_nest_pawn(s, s.mover))
            return {"a 6 counts 7 (parts=7) only while no pawn of the mover is in its nest"};
    }
    if constexpr (R::turn == family::parcheesi) {
        if (s.need_parts > s.total_parts || s.parts_used > s.total_parts)
            return {"need= or used= counts more parts than the throw gave"};
        if (s.part_count > 0 && s.parts_used >= s.need_parts)
            return {"parts are left although the play has used every part it must (need=, used=)"};
        if (s.reward_due_now && !(rules_of(s).immediate_capture_reward_in_bonus && s.total_parts == 4 && s.part_count > 0))
            return {"a reward due at once (due=1) outside an SHG doublet bonus with parts left"};
        if (rules_of(s).bonus_all_or_none && s.total_parts == 4 && s.part_count > 0 && s.need_parts != 4)
            return {"a doublet bonus of these rules is played whole or not at all (need= must be 4)"};
        if (s.part_count > 0 && best_play_left(s) != needed(s))
            return {"need= is not the best play the parts left allow (parts.fives.larger, counting used=)"};
        // §5.6: a tag marks the two pawns of a blockade that stood when the throw began.
        for (std::uint8_t tag = 1; tag <= 2; ++tag) {
            int carried = 0;
            for (auto t : s.tags) carried += t == tag;
            if (carried != 0 && carried != 2) return {"a blockade tag (a, b) must mark exactly two pawns", -1, s.mover};
            if (carried == 0 && s.tag_square[tag - 1U] != 0) return {"origin= names a blockade no pawn is tagged for"};
        }
    }
    if (legal_actions(s).empty()) return {"a decision with no legal action"};
    return {};
}

}  // namespace detail

// The first problem found in s, with its square and seats; an empty problem when s is consistent.
template <class R>
[[nodiscard]] constexpr invariant_problem find_invariant_problem(const state<R>& s) {
    if (const invariant_problem problem = detail::find_position_problem(s)) return problem;
    return detail::find_play_problem(s);
}

// nullptr when the state is consistent; otherwise what is wrong with it (without the square and seats:
// find_invariant_problem has them).
template <class R>
[[nodiscard]] constexpr const char* invariant_violation(const state<R>& s) {
    return find_invariant_problem(s).what;
}

}  // namespace pachisi
