// The learning interface in constant expressions (issue 13: "constexpr where it can be"): action ids
// both ways, the mask, an observation, chance ids, current_player and returns of a scripted game.
#include <pachisi/pachisi.hpp>

namespace {

using namespace pachisi;
using rules = shg;

// Seat 0 throws 2-3 with pawns at 20 and 10 (seat 2 at 30): the ids of its five legal actions.
constexpr auto position() {
    state<rules> s = new_game<rules>({.players = 2, .first_seat = 0});
    s.pawns[0] = {20, 10, 0, 0};
    s.pawns[2] = {30, 0, 0, 0};
    apply_throw(s, {2, 3});
    return s;
}

constexpr bool ids_match() {
    const auto s = position();
    const auto ids = legal_action_ids(s);
    constexpr int expected[] = {4, 12, 13, 6, 7};  // enter sum, 10+2, 10+3, 20+2, 20+3
    if (ids.size() != 5) return false;
    for (std::size_t i = 0; i < 5; ++i) {
        if (ids[i] != expected[i]) return false;
        if (action_from_id(s, ids[i]) != legal_actions(s)[i]) return false;
    }
    std::array<std::uint8_t, num_distinct_actions<rules>> mask{};
    legal_action_mask(s, std::span<std::uint8_t>(mask));
    return mask[4] && mask[13] && !mask[5] && !action_from_id(s, 5).has_value();
}
static_assert(num_distinct_actions<rules> == 37);
static_assert(ids_match());

// The observation: seat 0's pawn at 20 stands on ring square 24, seen from seat 0; one-hot stage play.
constexpr bool observed() {
    std::array<float, observation_size<rules>> out{};
    observation(position(), 0, std::span<float>(out));
    using L = observation_layout<rules>;
    return out[24] == 1.0f && out[14] == 1.0f && out[2 * 96 + 0] == 1.0f && out[L::stage + 3] == 1.0f &&
           out[L::thrown + 7] == 1.0f;
}
static_assert(observed());

static_assert(current_player(new_game<rules>()) == chance_player_id);
static_assert(current_player(position()) == 0);
static_assert(chance_outcome_ids(new_game<rules>({.players = 3})).size() == 3);
static_assert(chance_outcome_from_id(new_game<rules>({.first_seat = 1}), 7) == throw_outcome{2, 3});
static_assert(returns(position()) == std::array<double, 4>{0, 0, 0, 0});

}  // namespace
