// The observation tensor (agents/observation.hpp, issue 13): exact entries of hand-worked positions,
// the rotation to the observer, and properties over random games of every preset.
#include <algorithm>
#include <array>
#include <numeric>
#include <optional>
#include <vector>

#include "catch.hpp"
#include "observation_probe.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace learning_observation_tests {

namespace {

using namespace pachisi;

using observation_probe::entries;
using observation_probe::nonzero;
using observation_probe::observe;

}  // namespace

TEST_CASE("observation: the documented sizes", "[learning][observation]") {
    STATIC_REQUIRE(observation_size<shg> == 629);
    STATIC_REQUIRE(information_size<shg> == 149);
    STATIC_REQUIRE(observation_size<american> == 629);
    STATIC_REQUIRE(observation_size<traditional> == 609);
    STATIC_REQUIRE(information_size<traditional> == 129);
    STATIC_REQUIRE(observation_size<traditional7> == 610);
    STATIC_REQUIRE(observation_size<traditional_rules<6, traditional_options{.pawns = 16}>> == 609 + 4 * 12 * 5 + 12 * 2);
}

TEST_CASE("observation: squares and seats rotate so that the observer is seat 0", "[learning][observation][shg]") {
    using L = observation_layout<shg>;
    // Seat 0: pawns at 20 (ring 24) and 10 (ring 14); seat 2: a pawn at 30 (ring 17*2 + 4 + 30 = 68 = 0).
    const auto s = test::position<shg>("20,10,0,0/-/30,0,0,0/- 0 throw");
    const auto mine = observe(s, 0);
    REQUIRE(nonzero(mine, L::squares, 4 * 96) == entries{{14, 1.0f}, {24, 1.0f}, {2 * 96 + 0, 1.0f}});
    REQUIRE(nonzero(mine, L::blockades, 96).empty());
    // Seen from seat 2: its own pawn is relative seat 0, 34 squares past its tip; seat 0 is relative
    // seat 2, its squares 14 and 24 are 48 and 58 from seat 2's tip.
    const auto theirs = observe(s, 2);
    REQUIRE(nonzero(theirs, L::squares, 4 * 96) == entries{{34, 1.0f}, {2 * 96 + 48, 1.0f}, {2 * 96 + 58, 1.0f}});
    // Seen from seat 1, 17 squares on: seat 2 is relative seat 1 (its pawn 51 squares past seat 1's
    // tip), seat 0 relative seat 3 (squares 7 and 65).
    const auto side = observe(s, 1);
    REQUIRE(nonzero(side, L::squares, 4 * 96) == entries{{96 + 51, 1.0f}, {3 * 96 + 7, 1.0f}, {3 * 96 + 65, 1.0f}});
    // Seats in play [4], finished [4], mover [4], turns [4], captured [4], partners [3], seen from seat 1.
    REQUIRE(nonzero(side, L::seat_flags, 23) == entries{{1, 1.0f}, {3, 1.0f}, {8 + 3, 1.0f}, {20, 1.0f}});
    REQUIRE(nonzero(mine, L::stage, 5) == entries{{2, 1.0f}});  // throw
    REQUIRE(nonzero(mine, L::thrown, 21 + 7 + 3 + 2).empty());  // nothing thrown, no parts, rewards, counters
}

TEST_CASE("observation: pawn features in row order with a blockade and the throw and its parts", "[learning][observation][shg]") {
    using L = observation_layout<shg>;
    auto s = test::position<shg>("20,20,0,0/-/30,0,0,0/- 0 throw");
    test::throw_(s, "2-3");
    const auto out = observe(s, 0);
    REQUIRE(nonzero(out, L::blockades, 96) == entries{{24, 1.0f}});
    // Pawn 0 of seat 0: not in nest, not home, 20/72 of the way, no extra lap, ring square 24 -> 25/68.
    REQUIRE(nonzero(out, L::pawn_rows, 5) == entries{{2, 1.0f - 52.0f / 72.0f}, {4, 25.0f / 68.0f}});
    REQUIRE(nonzero(out, L::pawn_rows + 2 * 5, 5) == entries{{0, 1.0f}});  // pawn 2: in the nest
    // The two pawns of the blockade carry tag 1 while the throw is played.
    REQUIRE(nonzero(out, L::marks, 8) == entries{{0, 1.0f}, {2, 1.0f}});
    REQUIRE(nonzero(out, L::stage, 5) == entries{{3, 1.0f}});  // play
    REQUIRE(nonzero(out, L::thrown, 21) == entries{{7, 1.0f}});  // 2-3 is the 8th of the 21 pairs
    REQUIRE(nonzero(out, L::parts, 7) == entries{{1, 1.0f}, {2, 1.0f}, {6, 0.5f}});
}

TEST_CASE("observation: a pawn on an extra lap (american)", "[learning][observation][american]") {
    using L = observation_layout<american>;
    // p = 80: 8 squares past its turn-off on its first extra lap, ring square 8; 60 + 8 squares to HOME.
    const auto s = test::position<american>("80,0,0,0/-/0,0,0,0/- 0 throw");
    const auto out = observe(s, 0);
    REQUIRE(nonzero(out, L::pawn_rows, 5) == entries{{2, 1.0f - 68.0f / 72.0f}, {3, 1.0f}, {4, 9.0f / 68.0f}});
    REQUIRE(nonzero(out, L::squares, 96) == entries{{8, 1.0f}});
}

TEST_CASE("observation: a pawn 51 laps on counts its laps and stands where the lap puts it",
          "[learning][observation][american]") {
    using L = observation_layout<american>;
    // p = 3480 = 72 + 50 * 68 + 8: on its 51st extra lap, 8 squares past its turn-off (ring square 8).
    const auto s = test::position<american>("3480,0,0,0/-/0,0,0,0/- 0 throw");
    const auto out = observe(s, 0);
    REQUIRE(nonzero(out, L::pawn_rows, 5) == entries{{2, 1.0f - 68.0f / 72.0f}, {3, 51.0f}, {4, 9.0f / 68.0f}});
    REQUIRE(nonzero(out, L::squares, 96) == entries{{8, 1.0f}});
}

TEST_CASE("observation: traditional marks and value left and partners", "[learning][observation][traditional]") {
    using L = observation_layout<traditional>;
    auto s = test::position<traditional>("30,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    test::throw_(s, "1");  // one shell up: 10, a grace
    test::play(s, "enter");
    const auto out = observe(s, 0);
    REQUIRE(nonzero(out, L::marks, 8) == entries{{3 * 2, 1.0f}});  // pawn 3 entered in this throw
    REQUIRE(nonzero(out, L::thrown, 7) == entries{{1, 1.0f}});
    REQUIRE(nonzero(out, L::parts, 1) == entries{{0, 10.0f / 25.0f}});
    REQUIRE(nonzero(out, L::counters, 2) == entries{{1, 1.0f}});  // the grace owes a throw
    REQUIRE(nonzero(out, L::seat_flags + 20, 3) == entries{{1, 1.0f}});
    // Two of seat 0's pawns at 20 stand on its ring square 12: a blockade; p = 1 is the middle column.
    REQUIRE(nonzero(out, L::blockades, 96) == entries{{12, 1.0f}});
    REQUIRE(nonzero(out, L::squares, 96) == entries{{12, 2.0f}, {22, 1.0f}, {68, 1.0f}});
}

TEST_CASE("observation: partners' pawns on one square make a blockade (traditional)",
          "[learning][observation][traditional]") {
    using L = observation_layout<traditional>;
    // docs/rules.md §6: any number of pawns of one team may share a square, and two of them make a
    // blockade. Seat 0's pawn at 20 and its partner's (seat 2) at 54 stand on the same square.
    const auto s = test::position<traditional>("20,0,0,0/0,0,0,0/54,0,0,0/0,0,0,0 0 throw partners=1");
    const auto mine = observe(s, 0);
    REQUIRE(nonzero(mine, L::squares, 4 * 96) == entries{{12, 1.0f}, {2 * 96 + 12, 1.0f}});
    REQUIRE(nonzero(mine, L::blockades, 96) == entries{{12, 1.0f}});
    // Seen by seat 2 the square is 34 squares further on its ring.
    const auto partner = observe(s, 2);
    REQUIRE(nonzero(partner, L::squares, 4 * 96) == entries{{46, 1.0f}, {2 * 96 + 46, 1.0f}});
    REQUIRE(nonzero(partner, L::blockades, 96) == entries{{46, 1.0f}});
}

TEST_CASE("observation: buffers too small are refused", "[learning][observation]") {
    const auto s = new_game<shg>();
    std::vector<float> small(628);
    REQUIRE_THROWS_WITH(observation(s, 0, std::span<float>(small)),
                        "pachisi::observation: the buffer holds 628 floats, the layout needs 629");
    std::vector<float> info(148);
    REQUIRE_THROWS_AS(information_observation(s, 0, std::span<float>(info)), std::invalid_argument);
}

namespace {
// The memory section (seed 004 options 1 and 5) against the state, computed here from its fields
// without the header's tables: first move made per relative seat, and each remembered victim counted
// once, on the relative ring square of the square it stood on, in the plane of its kind. Trivially
// true for rule sets without the section.
template <class R>
bool memory_matches(const state<R>& s, int observer, const std::vector<float>& full) {
    using L = observation_layout<R>;
    using board = route<typename R::board>;
    std::vector<float> expected(static_cast<std::size_t>(L::memory_floats));
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const int j = (seat - observer + 4) % 4;
        if constexpr (remembers_first_moves<R>())
            if ((s.first_moved >> seat) & 1U) expected[static_cast<std::size_t>(j)] = 1.0f;
        if constexpr (remembers_captures<R>()) {
            for (const auto entry : s.victims[static_cast<std::size_t>(seat)]) {
                if (entry == 0) continue;
                const bool this_turn = (entry & 0x8000U) != 0;
                const int sq = board::square(seat, static_cast<int>(entry & 0x7FFFU));
                if (sq >= board::ring_squares) return false;  // captures are made on the ring
                const int q = ((sq - board::arm_squares * observer) % board::ring_squares + board::ring_squares) % board::ring_squares;
                const int plane = L::first_moved_floats + (this_turn ? L::victim_floats : 0);
                expected[static_cast<std::size_t>(plane + j * board::ring_squares + q)] += 1.0f;
            }
        }
    }
    return std::equal(expected.begin(), expected.end(), full.begin() + L::memory) &&
           static_cast<int>(full.size()) == L::memory + L::memory_floats;
}

// Over random games: the squares block counts every pawn on the board once, in its seat's rows; the
// pawn features count nests and HOME; the information layout is the full layout's tail; buffers
// kept up to date with update_observation and update_information_observation equal fresh ones.
template <class R>
void check_random_observations(int games, std::uint64_t seed) {
    using L = observation_layout<R>;
    using board = route<typename R::board>;
    constexpr int squares = board::squares;  // 96 on the standard boards, 12n on a cross of arm n
    splitmix64 rng(seed);
    long memory_seen = 0;  // observations whose memory section is not all zero
    std::vector<float> full(static_cast<std::size_t>(observation_size<R>));
    std::vector<float> info(static_cast<std::size_t>(information_size<R>));
    std::vector<float> rolling(static_cast<std::size_t>(observation_size<R>));  // kept up to date incrementally
    std::vector<float> rolling_info(static_cast<std::size_t>(information_size<R>));
    std::optional<std::pair<state<R>, int>> shown;
    long checked = 0;
    for (int g = 0; g < games; ++g) {
        auto s = new_game<R>({.players = 2 + g % 3});
        while (!is_over(s)) {
            if (is_chance_node(s)) {
                apply_throw(s, sample_chance(s, rng));
                continue;
            }
            // Mostly the mover, as in the environment, where an update often keeps the board as it was.
            const int observer = uniform_below(rng, 4) != 0 ? static_cast<int>(s.mover) : static_cast<int>(uniform_below(rng, 4));
            observation(s, observer, std::span<float>(full));
            information_observation(s, observer, std::span<float>(info));
            if (shown) {
                update_observation(shown->first, shown->second, s, observer, std::span<float>(rolling));
                update_information_observation(shown->first, shown->second, s, observer, std::span<float>(rolling_info));
            } else {
                observation(s, observer, std::span<float>(rolling));
                information_observation(s, observer, std::span<float>(rolling_info));
            }
            shown = {s, observer};
            bool ok = std::equal(info.begin(), info.end(), full.begin() + L::pawn_rows) && rolling == full &&
                      rolling_info == info;
            for (int seat = 0; seat < 4 && ok; ++seat) {
                const int j = (seat - observer + 4) % 4;
                int on_board = 0, nest = 0, home = 0;
                if (in_play(s, seat))
                    for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) {
                        on_board += p != 0 && static_cast<int>(p) != board::home;
                        nest += p == 0, home += static_cast<int>(p) == board::home;
                    }
                const auto first = full.begin() + L::squares + j * squares;
                ok = std::accumulate(first, first + squares, 0.0f) == static_cast<float>(on_board);
                float nest_seen = 0, home_seen = 0;
                for (int k = 0; k < R::pawns; ++k) {
                    nest_seen += full[static_cast<std::size_t>(L::pawn_rows + (j * R::pawns + k) * 5)];
                    home_seen += full[static_cast<std::size_t>(L::pawn_rows + (j * R::pawns + k) * 5 + 1)];
                }
                if (in_play(s, seat)) ok = ok && nest_seen == static_cast<float>(nest) && home_seen == static_cast<float>(home);
            }
            // Blockades: a square where two pawns of one seat stand, or on the cross board of one team
            // (docs/rules.md §3, §6), counted here from the position's physical squares.
            std::array<std::array<int, squares>, 4> on_square{};
            for (int seat = 0; seat < 4; ++seat)
                if (in_play(s, seat))
                    for (const auto p : s.pawns[static_cast<std::size_t>(seat)])
                        if (const int sq = board::square(seat, static_cast<int>(p)); sq < squares) {
                            const int side = R::turn == family::traditional && s.partners ? seat & 1 : seat;
                            ++on_square[static_cast<std::size_t>(side)][static_cast<std::size_t>(sq)];
                        }
            for (int sq = 0; sq < squares && ok; ++sq) {
                bool blockade = false;
                for (const auto& side : on_square) blockade = blockade || side[static_cast<std::size_t>(sq)] >= 2;
                const int q = observation_detail::compute_relative_square<typename R::board>(sq, observer);
                ok = (full[static_cast<std::size_t>(L::blockades + q)] == 1.0f) == blockade;
            }
            if (ok) ok = memory_matches(s, observer, full);
            if constexpr (L::memory_floats > 0) memory_seen += std::accumulate(full.begin() + L::memory, full.end(), 0.0f) > 0;
            if (!ok) REQUIRE(to_string(s) == "a position whose observation breaks the layout");
            ++checked;
            const auto legal = legal_actions(s);
            apply(s, legal[uniform_below(rng, legal.size())]);
        }
    }
    REQUIRE(checked > 100L * games);
    if constexpr (L::memory_floats > 0) REQUIRE(memory_seen > 10L * games);
}
}  // namespace

TEST_CASE("observation: counts agree with the position over random games of every preset",
          "[learning][observation][random]") {
    check_random_observations<shg>(30, 1);
    check_random_observations<cardinal>(30, 2);
    check_random_observations<american>(30, 3);
    check_random_observations<traditional>(10, 4);
    check_random_observations<traditional7>(10, 5);
}

namespace {
// The view table gives what the functions compute, for every seat, observer and progress it holds
// (the first trip, and the first extra lap where the rules have laps): the table rests on every seat
// seeing the board turned the same way.
template <class R>
bool tables_match_functions() {
    using namespace observation_detail;
    for (int seat = 0; seat < 4; ++seat)
        for (int observer = 0; observer < 4; ++observer)
            for (int p = 0; p < tabled_progress<R>; ++p) {
                const int j = relative_seat(seat, observer);
                const pawn_view view = view_of<R>(seat, j, p, observer);
                if (view.features != compute_pawn_features<R>(seat, p, observer)) return false;
                if (view.square != compute_square_seen<R>(seat, p, observer)) return false;
            }
    return true;
}
}  // namespace

TEST_CASE("observation: the feature tables agree with the features computed for every seat and observer",
          "[learning][observation]") {
    CHECK(tables_match_functions<shg>());
    CHECK(tables_match_functions<cardinal>());
    CHECK(tables_match_functions<american>());
    CHECK(tables_match_functions<traditional>());
    CHECK(tables_match_functions<traditional7>());
}


// ---- Seed 004 options 1 and 5, and crosses of other arms (docs/rules.md §6.10) --------------------------------

namespace {
using first_move6 = traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true}>;
using first_move7 = traditional_rules<7, traditional_options{.first_move_on_2_3_4 = true}>;
using cancel6 = traditional_rules<6, traditional_options{.cancelled_capture = true}>;
using cancel7 = traditional_rules<7, traditional_options{.cancelled_capture = true}>;
using first_and_cancel6 =
    traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;
using first_and_cancel7 =
    traditional_rules<7, traditional_options{.first_move_on_2_3_4 = true, .cancelled_capture = true}>;
template <int Arm>
using arm6 = traditional_rules<6, traditional_options{.arm = Arm}>;
template <int Arm>
using arm7 = traditional_rules<7, traditional_options{.arm = Arm}>;
const std::string empty_rows = "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0";
}  // namespace

TEST_CASE("observation: the sizes of the crosses of other arms and of the memory section",
          "[learning][observation][traditional]") {
    // A cross of arm n has 12 n squares (ring 4 (2n + 1), middle columns n - 1): the board sections
    // hold 5 x 12 n floats; the information layout does not change.
    STATIC_REQUIRE(observation_layout<arm6<6>>::squares_per_seat == 72);
    STATIC_REQUIRE(observation_size<arm6<6>> == 489);
    STATIC_REQUIRE(observation_size<arm6<7>> == 549);
    STATIC_REQUIRE(observation_size<arm6<9>> == 669);
    STATIC_REQUIRE(observation_size<arm6<10>> == 729);
    STATIC_REQUIRE(observation_size<arm7<6>> == 490);
    STATIC_REQUIRE(observation_size<arm7<7>> == 550);
    STATIC_REQUIRE(observation_size<arm7<9>> == 670);
    STATIC_REQUIRE(observation_size<arm7<10>> == 730);
    STATIC_REQUIRE(information_size<arm6<6>> == 129);
    STATIC_REQUIRE(information_size<arm6<10>> == 129);
    STATIC_REQUIRE(information_size<arm7<6>> == 130);
    // The memory section comes last, and only where there is something to remember.
    STATIC_REQUIRE(observation_layout<traditional>::memory_floats == 0);
    STATIC_REQUIRE(observation_layout<arm6<6>>::memory_floats == 0);
    STATIC_REQUIRE(observation_layout<shg>::memory_floats == 0);
    STATIC_REQUIRE(observation_layout<first_move6>::memory == 609);
    STATIC_REQUIRE(observation_size<first_move6> == 613);
    STATIC_REQUIRE(information_size<first_move6> == 133);
    STATIC_REQUIRE(observation_size<first_move7> == 614);
    STATIC_REQUIRE(information_size<first_move7> == 134);
    STATIC_REQUIRE(observation_size<cancel6> == 609 + 2 * 4 * 68);
    STATIC_REQUIRE(observation_size<cancel6> == 1153);
    STATIC_REQUIRE(information_size<cancel6> == 673);
    STATIC_REQUIRE(observation_size<cancel7> == 1154);
    STATIC_REQUIRE(observation_size<first_and_cancel6> == 1157);
    STATIC_REQUIRE(information_size<first_and_cancel6> == 677);
    STATIC_REQUIRE(observation_size<first_and_cancel7> == 1158);
    STATIC_REQUIRE(information_size<first_and_cancel7> == 678);
    using L = observation_layout<first_and_cancel6>;
    STATIC_REQUIRE(L::first_moved == 609 && L::victims_back == 613 && L::victims_taken == 613 + 272);
    // Other mixes a program may name: the section sizes follow the ring of the board.
    STATIC_REQUIRE(observation_size<traditional_rules<6, traditional_options{.arm = 6, .cancelled_capture = true}>> ==
                   489 + 2 * 4 * 52);
}

TEST_CASE("observation: the first move made per relative seat (first-move)", "[learning][observation][traditional][option1]") {
    using L = observation_layout<first_move6>;
    auto s = test::position<first_move6>(empty_rows + " 0 throw partners=1");
    REQUIRE(nonzero(observe(s, 0), L::memory, 4).empty());
    test::throw_(s, "3");
    test::play(s, "enter+3");  // seat 0's first move; with 4 players its partner still waits
    REQUIRE(test::text(s) == "3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 first=1");
    REQUIRE(nonzero(observe(s, 0), L::first_moved, 4) == entries{{0, 1.0f}});
    REQUIRE(nonzero(observe(s, 1), L::first_moved, 4) == entries{{3, 1.0f}});
    REQUIRE(nonzero(observe(s, 2), L::first_moved, 4) == entries{{2, 1.0f}});
    // With 2 players the first move is its player's: both its seats (first=5: seats 0 and 2).
    auto two = test::position<first_move6>(empty_rows + " 0 throw partners=2");
    test::throw_(two, "2");
    test::play(two, "enter+2");
    REQUIRE(nonzero(observe(two, 1), L::first_moved, 4) == entries{{1, 1.0f}, {3, 1.0f}});
    REQUIRE(observe(two, 1).size() == 613);
}

TEST_CASE("observation: victims taken this turn and victims that may come back on the square where they were "
          "taken (cancel-capture)",
          "[learning][observation][traditional][option5]") {
    using L = observation_layout<cancel6>;
    constexpr int ring = 68;
    // Seat 0's pawn at 30 moves 4 to 34 (ring 26) and takes seat 1's pawn at 17 there (docs/rules.md §6.10).
    auto s = test::position<cancel6>("30,0,0,0/17,12,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    REQUIRE(nonzero(observe(s, 0), L::memory, 2 * 4 * ring).empty());
    test::throw_(s, "4");
    test::play(s, "move 30+4");
    REQUIRE(test::text(s) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 taken=1.17");
    // Seen by seat 0: a pawn of relative seat 1 taken on ring square 26; by seat 1: its own, 9 past its tip.
    REQUIRE(nonzero(observe(s, 0), L::victims_taken, 4 * ring) == entries{{ring + 26, 1.0f}});
    REQUIRE(nonzero(observe(s, 1), L::victims_taken, 4 * ring) == entries{{9, 1.0f}});
    REQUIRE(nonzero(observe(s, 0), L::victims_back, 4 * ring).empty());
    // Seat 0's turn ends with its pawn still there: in seat 1's turn the victim may come back.
    test::throw_(s, "5");
    test::play(s, "pass");
    REQUIRE(test::text(s) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17");
    REQUIRE(nonzero(observe(s, 1), L::victims_back, 4 * ring) == entries{{9, 1.0f}});
    REQUIRE(nonzero(observe(s, 1), L::victims_taken, 4 * ring).empty());
    REQUIRE(nonzero(observe(s, 3), L::victims_back, 4 * ring) == entries{{2 * ring + 43, 1.0f}});  // seat 1: 51 on
    // Two victims on one square count 2.
    const auto group = test::position<cancel6>(
        "34,34,0,0/12,12,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17,1.17");
    REQUIRE(nonzero(observe(group, 0), L::victims_back, 4 * ring) == entries{{ring + 26, 2.0f}});
    // The information layout ends with the same section.
    std::vector<float> info(static_cast<std::size_t>(information_size<cancel6>));
    information_observation(group, 0, std::span<float>(info));
    const auto full = observe(group, 0);
    REQUIRE(std::equal(info.begin(), info.end(), full.begin() + L::pawn_rows));
}

TEST_CASE("observation: first-move and cancel-capture together keep both in the memory section",
          "[learning][observation][traditional][option1][option5]") {
    using L = observation_layout<first_and_cancel7>;
    const auto s = test::position<first_and_cancel7>(
        "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 first=3 back=1.17");
    const auto out = observe(s, 1);
    REQUIRE(nonzero(out, L::first_moved, 4) == entries{{0, 1.0f}, {3, 1.0f}});
    REQUIRE(nonzero(out, L::victims_back, 8 * 68) == entries{{9, 1.0f}});
}

TEST_CASE("observation: a cross of arm 6 counts its own squares", "[learning][observation][traditional][arm]") {
    using L = observation_layout<arm6<6>>;
    using board = route<arm6<6>::board>;
    STATIC_REQUIRE(board::ring_squares == 52 && board::squares == 72 && board::home == 64);
    // Seat 0's pawn at p = 6 is on its tip (ring 0), at p = 5 on the last of its 5 middle-column squares.
    const auto s = test::position<arm6<6>>("6,5,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1");
    const auto out = observe(s, 0);
    REQUIRE(nonzero(out, L::squares, 4 * 72) == entries{{0, 1.0f}, {52 + 4, 1.0f}});
    REQUIRE(nonzero(out, L::pawn_rows, 5) == entries{{2, 6.0f / 64.0f}, {4, 1.0f / 52.0f}});
    // Seen by seat 1, 13 squares on: seat 0 is relative seat 3, its tip 39 squares past seat 1's.
    REQUIRE(nonzero(observe(s, 1), L::squares, 4 * 72) == entries{{3 * 72 + 39, 1.0f}, {3 * 72 + 52 + 15 + 4, 1.0f}});
}

TEST_CASE("observation: counts and memory agree with the position over random games of the new rule sets",
          "[learning][observation][random][option1][option5][arm]") {
    check_random_observations<first_move6>(10, 21);
    check_random_observations<cancel6>(10, 22);
    check_random_observations<first_and_cancel6>(10, 23);
    check_random_observations<first_and_cancel7>(10, 24);
    check_random_observations<arm6<6>>(5, 25);
    check_random_observations<arm6<7>>(5, 26);
    check_random_observations<arm6<9>>(5, 27);
    check_random_observations<arm6<10>>(5, 28);
    check_random_observations<arm7<6>>(5, 29);
}

TEST_CASE("observation: the feature tables agree with the features computed on the crosses of other arms",
          "[learning][observation][arm]") {
    CHECK(tables_match_functions<arm6<6>>());
    CHECK(tables_match_functions<arm6<7>>());
    CHECK(tables_match_functions<arm6<9>>());
    CHECK(tables_match_functions<arm6<10>>());
    CHECK(tables_match_functions<arm7<10>>());
    CHECK(tables_match_functions<first_and_cancel7>());
}

}  // namespace learning_observation_tests
