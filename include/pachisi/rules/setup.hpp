#pragma once
// Table choices made when a game starts (docs/rules.md §2.4, §5.11): how many play, partners, first pawn
// out, who starts. They are checked against the rule set; a choice it does not allow is an error.

#include <cstdint>
#include <string>

#include "errors.hpp"

namespace pachisi {

struct setup {
    int players = 4;              // 2 (seats 0 and 2), 3 (seats 0, 1, 2) or 4
    bool partners = false;        // seats {0,2} and {1,3} play as teams (4 players only)
    bool first_pawn_out = false;  // every seat starts with one pawn on its entry square
    int first_seat = -1;          // who throws first; -1: the preset's opening throw decides
    bool play_for_places = false; // docs/rules.md §5.9: go on after the first winner until one side is left
    // 2 players sit opposite, at seats 0 and 2 (true), or side by side at seats 0 and 1 (false: OpenSpiel's
    // maedn twoPlayersOpposite=false). Not for the traditional game, whose 2 players hold all four seats.
    // 3 and 4 players ignore it.
    bool two_players_opposite = true;
};

// Seats in play as a bit mask (docs/rules.md §2.4).
[[nodiscard]] constexpr std::uint8_t seats_for_players(int players, bool two_players_opposite = true) {
    switch (players) {
        case 2: return two_players_opposite ? 0b0101 : 0b0011;
        case 3: return 0b0111;
        case 4: return 0b1111;
        default:
            raise_error(error_kind::invalid_argument,
                        "pachisi::setup: players must be 2, 3 or 4, not " + std::to_string(players));
    }
}

}  // namespace pachisi
