#pragma once
// Whose move it is, in OpenSpiel's convention: a seat 0..3 at a decision, -1 at a chance node, -4
// once the game is over. Learning code written for OpenSpiel reads these numbers unchanged.
//
// A player here is a seat. Partners are two seats that share their returns (returns.hpp); a
// traditional 2-player game, where one person holds seats 0 and 2 and the other 1 and 3, is the
// same: four seats, two teams.

#include "../engine/state.hpp"

namespace pachisi {

inline constexpr int chance_player_id = -1;    // OpenSpiel kChancePlayerId
inline constexpr int terminal_player_id = -4;  // OpenSpiel kTerminalPlayerId
inline constexpr int num_seats = 4;            // seats not in play never move and have return 0

template <class R>
[[nodiscard]] constexpr int current_player(const state<R>& s) noexcept {
    if (is_over(s)) return terminal_player_id;
    if (is_chance_node(s)) return chance_player_id;
    return static_cast<int>(s.mover);
}

}  // namespace pachisi
