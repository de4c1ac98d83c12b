#pragma once
// OpenSpiel's `maedn` action ids for rule sets on the MAEDN board (maedn_openspiel plays OpenSpiel's
// rules; maedn and its options share the board and so the numbering), so that agents trained on one
// can be compared on the other. docs/learning.md has the worked example.
//
// OpenSpiel (open_spiel/games/maedn/maedn.h, maedn.cc): 45 ids, 0 pass, 1 bring a piece in, and 2 + f
// for a move of the piece on field f counted from the mover's own point of view: f = 0 is the mover's
// start field (where a piece comes in), 1..39 the next common fields in the direction of play, 40..43
// its goal fields (MaednState::GetFieldsFromAction, RelPosToAbsPos). Our progress counts the same way
// from 1 (p = 1 the A field, 40 the own tip, 41..44 the goal fields), so f = p - 1 and the id is p + 1.
// The id names a field, not a pawn's rank, so it needs no other seat's position.
//
// Players: OpenSpiel's player k sits at "position" k (its start field 10 k), except that two players
// sit opposite by default (twoPlayersOpposite = true): player 1 at position 2. Our seats are those
// positions: 2 players are seats 0 and 2 (OpenSpiel players 0 and 1), or seats 0 and 1 with
// setup::two_players_opposite = false (OpenSpiel's twoPlayersOpposite = false); 3 players seats 0, 1, 2,
// 4 players seats 0..3 (player k). In every seating OpenSpiel's player k is our k-th seat in play,
// lowest first (openspiel_maedn_player, seat_of_openspiel_maedn_player). Both play in that order, and
// OpenSpiel's absolute field a is our physical ring square a + 1 (mod 40): our ring square 0 is the
// field before seat 0's A field.

#include <concepts>
#include <optional>

#include "../engine/action.hpp"
#include "../engine/legal_actions.hpp"
#include "../engine/state.hpp"
#include "../rules/board.hpp"

namespace pachisi {

// OpenSpiel maedn's NumDistinctActions (kNumDistinctActions).
inline constexpr int openspiel_maedn_num_distinct_actions = 45;

// The rule sets whose positions OpenSpiel's fields can name: those on the MAEDN board.
template <class R>
concept on_maedn_board = std::same_as<typename R::board, maedn_board>;

// OpenSpiel `maedn` action id of a legal action `a` of a decision state of a rule set on the MAEDN
// board: 0 pass, 1 enter, 1 + from for a move. -1 for an action OpenSpiel has no id for (a reward
// move of a custom mix with one, or a move from where no pawn can start).
template <class R>
    requires on_maedn_board<R>
[[nodiscard]] constexpr int openspiel_maedn_id(const state<R>& s, const action& a) {
    (void)s;  // OpenSpiel's fields are seen from the mover, as our progress is: the state adds nothing
    constexpr int openspiel_move_offset = 2;  // kFieldActionsOffset
    switch (a.kind) {
        case action_kind::pass: return 0;
        case action_kind::enter: return 1;
        case action_kind::move: {
            const int field = static_cast<int>(a.from) - 1;  // p = 1, the A field, is OpenSpiel's field 0
            const int id = openspiel_move_offset + field;
            return field >= 0 && id < openspiel_maedn_num_distinct_actions ? id : -1;
        }
        default: return -1;
    }
}

// OpenSpiel's player number of a seat in play (the seats in play counted from seat 0), -1 for a seat
// not in play.
template <class R>
    requires on_maedn_board<R>
[[nodiscard]] constexpr int openspiel_maedn_player(const state<R>& s, int seat) noexcept {
    if (seat < 0 || seat > 3 || !in_play(s, seat)) return -1;
    int player = 0;
    for (int below = 0; below < seat; ++below) player += in_play(s, below);
    return player;
}
// The seat of OpenSpiel's player `player`, -1 when there are not that many players.
template <class R>
    requires on_maedn_board<R>
[[nodiscard]] constexpr int seat_of_openspiel_maedn_player(const state<R>& s, int player) noexcept {
    for (int seat = 0; seat < 4; ++seat)
        if (in_play(s, seat) && player-- == 0) return seat;
    return -1;
}

// The legal action of `s` with that OpenSpiel id, or std::nullopt when none has it.
template <class R>
    requires on_maedn_board<R>
[[nodiscard]] constexpr std::optional<action> action_from_openspiel_maedn_id(const state<R>& s, int id) {
    if (id < 0 || id >= openspiel_maedn_num_distinct_actions) return std::nullopt;
    for (const action& a : legal_actions(s))
        if (openspiel_maedn_id(s, a) == id) return a;
    return std::nullopt;
}

}  // namespace pachisi
