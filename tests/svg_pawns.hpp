#pragma once
// The pawns a picture should draw and the pawns it does draw (read back from its data attributes), as
// sorted (seat, progress, spot) keys: the test files of the SVG boards compare the two.
#include <algorithm>
#include <tuple>
#include <vector>

#include <pachisi/pachisi.hpp>

#include "svg_xml.hpp"

namespace svg_pawns {

using pawn_key = std::tuple<int, int, int>;  // seat, progress, spot

// Every pawn of the state as (seat, progress, spot), sorted.
template <class R>
std::vector<pawn_key> pawns_of(const pachisi::state<R>& s) {
    std::vector<pawn_key> keys;
    for (int seat = 0; seat < 4; ++seat) {
        if (!pachisi::in_play(s, seat)) continue;
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)])
            keys.emplace_back(seat, static_cast<int>(p), pachisi::spot_of<R>(seat, static_cast<int>(p)));
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

// The pawns an interactive picture draws, read back from their data attributes, sorted.
inline std::vector<pawn_key> pawns_drawn(const std::vector<svg_xml::element>& elements) {
    std::vector<pawn_key> keys;
    for (const svg_xml::element* e : svg_xml::with_class(elements, "pawn"))
        keys.emplace_back(e->number("data-seat"), e->number("data-progress"), e->number("data-square"));
    std::sort(keys.begin(), keys.end());
    return keys;
}

}  // namespace svg_pawns
