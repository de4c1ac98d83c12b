#pragma once
// Chance outcomes as integer ids with exact probabilities (OpenSpiel's ChanceOutcomes): at a throw,
// the id is the outcome's index in the thrower's list (two dice: the 21 unordered pairs 1-1, 1-2,
// .., 1-6, 2-2, .., 6-6; cowries: the number of shells mouth up); at the opening throw, the id is
// the starting seat.

#include <cstdint>
#include <optional>

#include "../rules/fixed_list.hpp"
#include "../engine/play.hpp"
#include "../engine/state.hpp"
#include "../rules/probability.hpp"
#include "../rules/throws.hpp"

namespace pachisi {

struct chance_id_outcome {
    int id = 0;
    probability chance;
    friend constexpr bool operator==(const chance_id_outcome&, const chance_id_outcome&) = default;
};

using chance_id_list = fixed_list<chance_id_outcome, chance_list::capacity()>;

// Ids run over [0, num_chance_outcomes<R>): the thrower's outcomes, or the 4 seats, whichever is more.
template <class R>
inline constexpr int num_chance_outcomes =
    R::thrower::outcomes().size() > 4 ? static_cast<int>(R::thrower::outcomes().size()) : 4;

// The id of outcome t at chance node s, or -1 when t is not one of its outcomes.
template <class R>
[[nodiscard]] constexpr int chance_outcome_id(const state<R>& s, throw_outcome t) {
    if (s.phase == stage::opening) return t.a <= 3 && t.b == 0 && in_play(s, t.a) ? static_cast<int>(t.a) : -1;
    if (s.phase != stage::throw_) return -1;
    const chance_list outcomes = R::thrower::outcomes();
    for (std::size_t i = 0; i < outcomes.size(); ++i)
        if (outcomes[i].outcome == t) return static_cast<int>(i);
    return -1;
}

// The outcome of chance node s with the given id, or std::nullopt when it has none.
template <class R>
[[nodiscard]] constexpr std::optional<throw_outcome> chance_outcome_from_id(const state<R>& s, int id) {
    if (s.phase == stage::opening) {
        if (id < 0 || id > 3 || !in_play(s, id)) return std::nullopt;
        return throw_outcome{static_cast<std::uint8_t>(id), 0};
    }
    if (s.phase != stage::throw_) return std::nullopt;
    const chance_list outcomes = R::thrower::outcomes();
    if (id < 0 || static_cast<std::size_t>(id) >= outcomes.size()) return std::nullopt;
    return outcomes[static_cast<std::size_t>(id)].outcome;
}

// Every outcome of chance node s as (id, exact probability), in the order of chance_outcomes(s);
// empty at a decision and when the game is over.
template <class R>
[[nodiscard]] constexpr chance_id_list chance_outcome_ids(const state<R>& s) {
    chance_id_list list;
    for (const chance_outcome& o : chance_outcomes(s)) list.push_back({chance_outcome_id(s, o.outcome), o.chance});
    return list;
}

}  // namespace pachisi
