// The fixed action space for learners (agents/action_space.hpp, issue 13): exact ids in positions
// worked out by hand from the documented layout, and over random games of every preset: every legal
// action has an id in range, no two share one, action_from_id gives the action back, and the mask
// marks exactly those ids.
#include <array>
#include <cstdint>
#include <vector>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace learning_action_space_tests {

namespace {

using namespace pachisi;

// The issue asks for 10,000 random games per preset; scripts/test plays them in its Release (clang)
// build. Debug (-O1, every apply checks legality) and sanitizer builds play fewer, to keep each
// preset's test case to seconds there. The largest action space (16 pawns, split throws, 7 cowries)
// has long games whose every throw searches the whole value: 5 games in Release, 1 in Debug; the
// sanitizer build plays 16 pawns without split throws instead.
#if defined(PACHISI_SANITIZED) || !defined(NDEBUG)
constexpr int games_per_preset = 1000;
constexpr int long_variant_games = 1;
#else
constexpr int games_per_preset = 10000;
constexpr int long_variant_games = 5;
#endif
#ifdef PACHISI_SANITIZED
constexpr traditional_options largest_space{.pawns = 16};
#else
constexpr traditional_options largest_space{.pawns = 16, .split_throw = true};
#endif

// (action in notation, id) for every legal action of `position` after `throw_text`.
template <class R>
std::vector<std::pair<std::string, int>> ids_after(std::string_view position, std::string_view throw_text) {
    auto s = test::position<R>(position);
    test::throw_(s, throw_text);
    std::vector<std::pair<std::string, int>> out;
    for (const action& a : legal_actions(s)) out.emplace_back(to_string(a), action_id(s, a));
    return out;
}
using id_list = std::vector<std::pair<std::string, int>>;

struct totals {
    long decisions = 0;
    long actions = 0;
    long largest_list = 0;
    std::vector<long> offered;  // per id: the decisions that offered it
};

// Random games, seats 4, 2, 3 in turn; checks every legal action of every decision.
template <class R>
totals check_random_games(int games, std::uint64_t seed) {
    constexpr int A = num_distinct_actions<R>;
    splitmix64 rng(seed);
    totals t;
    t.offered.assign(A, 0);
    std::vector<std::uint8_t> mask(A);
    std::vector<std::uint8_t> seen(A);
    static constexpr int players[] = {4, 2, 3};
    for (int g = 0; g < games; ++g) {
        auto s = new_game<R>({.players = players[g % 3]});
        while (!is_over(s)) {
            if (is_chance_node(s)) {
                apply_throw(s, sample_chance(s, rng));
                continue;
            }
            const auto legal = legal_actions(s);
            std::fill(seen.begin(), seen.end(), std::uint8_t{0});
            for (const action& a : legal) {
                const int id = action_id(s, a);
                REQUIRE_EACH(id >= 0);
                REQUIRE_EACH(id < A);
                REQUIRE_EACH(seen[static_cast<std::size_t>(id)] == 0);  // no two legal actions share an id
                seen[static_cast<std::size_t>(id)] = 1;
                ++t.offered[static_cast<std::size_t>(id)];
                const auto back = action_from_id(s, legal, id);
                REQUIRE_EACH(back.has_value());
                REQUIRE_EACH(*back == a);
            }
            legal_action_mask(s, legal, std::span<std::uint8_t>(mask));
            REQUIRE_EACH(mask == seen);
            const action chosen = legal[uniform_below(rng, legal.size())];
            // The one-argument form, which generates the legal actions itself, once per decision.
            REQUIRE_EACH(action_from_id(s, action_id(s, chosen)) == chosen);
            t.actions += static_cast<long>(legal.size());
            t.largest_list = std::max(t.largest_list, static_cast<long>(legal.size()));
            ++t.decisions;
            apply(s, chosen);
        }
    }
    return t;
}

}  // namespace

TEST_CASE("action ids: the sizes of the documented layouts", "[learning][action_space]") {
    STATIC_REQUIRE(num_distinct_actions<shg> == 37);
    STATIC_REQUIRE(num_distinct_actions<shg_rules<shg_options{.blockades = false}>> == 37);
    STATIC_REQUIRE(num_distinct_actions<cardinal> == 41);
    STATIC_REQUIRE(num_distinct_actions<american> == 69);
    STATIC_REQUIRE(num_distinct_actions<traditional> == 24);
    STATIC_REQUIRE(num_distinct_actions<traditional7> == 24);
    STATIC_REQUIRE(num_distinct_actions<traditional_rules<6, traditional_options{.pawns = 8}>> == 4 + 36 * 2);
    STATIC_REQUIRE(num_distinct_actions<traditional_rules<6, traditional_options{.split_throw = true}>> ==
                   4 + 10 * 25 * 2);
    STATIC_REQUIRE(num_distinct_actions<traditional_rules<7, traditional_options{.pawns = 16, .split_throw = true}>> ==
                   9524);
}

TEST_CASE("action ids: shg moves by die and pawn rank - enter by a sum of five", "[learning][action_space][shg]") {
    // Rank 0 is the pawn at 20, rank 1 the pawn at 10; a move is 5 + rank * 6 + (die - 1).
    REQUIRE(ids_after<shg>("20,10,0,0/-/30,0,0,0/- 0 throw", "2-3") ==
            id_list{{"enter sum", 4}, {"move 10+2", 12}, {"move 10+3", 13}, {"move 20+2", 6}, {"move 20+3", 7}});
}

TEST_CASE("action ids: american names the route at the turn-off (home path 0 or another lap 1)",
          "[learning][action_space][american]") {
    // 5 + (rank * 6 + die - 1) * 2 + route.
    REQUIRE(ids_after<american>("60,0,0,0/-/0,0,0,0/- 0 throw", "1-6") ==
            id_list{{"move 60+1", 5}, {"move 60+6", 15}, {"move 60+6=74", 16}});
}

TEST_CASE("action ids: a pawn on its 51st extra lap has the ids of a pawn on its first trip",
          "[learning][action_space][american]") {
    // p = 3536 is 4 squares before its turn-off at 72 + 51 * 68 = 3540: the same choice as at p = 60.
    REQUIRE(ids_after<american>("3536,0,0,0/-/0,0,0,0/- 0 throw", "1-6") ==
            id_list{{"move 3536+1", 5}, {"move 3536+6=66", 15}, {"move 3536+6", 16}});
}

TEST_CASE("action ids: cardinal whole moves follow the die moves", "[learning][action_space][cardinal]") {
    // Whole moves start at 5 + 4 * 6 = 29: rank 0 (the pawn at 40) is 29, rank 1 is 30.
    REQUIRE(ids_after<cardinal>("40,30,0,0/-/20,0,0,0/- 0 throw", "3-4") ==
            id_list{{"move 30+3", 13}, {"move 30+4", 14}, {"move 40+3", 7}, {"move 40+4", 8},
                    {"whole 30+7", 30}, {"whole 40+7", 29}});
}

TEST_CASE("action ids: traditional groups by first rank and size", "[learning][action_space][traditional]") {
    // 4 + group_index * 2 + route, group_index = rank * 4 - rank * (rank - 1) / 2 + size - 1.
    REQUIRE(ids_after<traditional>("20,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1", "2") ==
            id_list{{"pass", 0}, {"move 20+2", 4}, {"move 20x2+2", 6}, {"move 20x3+2", 8}});
    REQUIRE(ids_after<traditional>("30,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1", "1") ==
            id_list{{"pass", 0}, {"enter", 1}, {"move 20+10", 12}, {"move 20x2+10", 14}, {"move 30+10", 4}});
    auto s = test::position<traditional>("30,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 ready partners=1 turns=1");
    REQUIRE(test::legal(s) == test::list{"throw", "refuse"});
    REQUIRE(action_id(s, parse_action("throw")) == 2);
    REQUIRE(action_id(s, parse_action("refuse")) == 3);
}

TEST_CASE("action ids: no id for a pawn the mover does not have - none back for an unused id",
          "[learning][action_space]") {
    auto s = test::position<shg>("20,10,0,0/-/30,0,0,0/- 0 throw");
    test::throw_(s, "2-3");
    REQUIRE(action_id(s, parse_action("move 11+2")) == -1);
    REQUIRE(action_id(s, parse_action("move 20+7")) == -1);
    REQUIRE_FALSE(action_from_id(s, 5).has_value());  // move 20+1: not thrown
    REQUIRE_FALSE(action_from_id(s, -1).has_value());
    REQUIRE_FALSE(action_from_id(s, 37).has_value());
    REQUIRE(action_from_id(s, 13) == parse_action("move 10+3"));
    std::array<int, 37> mask{};
    legal_action_mask(s, std::span<int>(mask));
    std::vector<int> marked;
    for (int id = 0; id < 37; ++id)
        if (mask[static_cast<std::size_t>(id)]) marked.push_back(id);
    REQUIRE(marked == std::vector<int>{4, 6, 7, 12, 13});
    std::array<int, 36> small{};
    REQUIRE_THROWS_AS(legal_action_mask(s, std::span<int>(small)), std::invalid_argument);
}

TEST_CASE("action ids round-trip over random games: shg", "[learning][action_space][shg][random]") {
    const totals t = check_random_games<shg>(games_per_preset, 1);
    REQUIRE(t.decisions > 100L * games_per_preset);
}
TEST_CASE("action ids round-trip over random games: shg without blockades", "[learning][action_space][shg][random]") {
    const totals t = check_random_games<shg_rules<shg_options{.blockades = false}>>(games_per_preset / 10, 2);
    REQUIRE(t.decisions > 100L * games_per_preset / 10);
}
TEST_CASE("action ids round-trip over random games: cardinal", "[learning][action_space][cardinal][random]") {
    const totals t = check_random_games<cardinal>(games_per_preset, 3);
    REQUIRE(t.decisions > 100L * games_per_preset);
}
TEST_CASE("action ids round-trip over random games: american", "[learning][action_space][american][random]") {
    const totals t = check_random_games<american>(games_per_preset, 4);
    REQUIRE(t.decisions > 100L * games_per_preset);
}
TEST_CASE("action ids round-trip over random games: traditional", "[learning][action_space][traditional][random]") {
    const totals t = check_random_games<traditional>(games_per_preset, 5);
    REQUIRE(t.decisions > 100L * games_per_preset);
}
TEST_CASE("action ids round-trip over random games: traditional7", "[learning][action_space][traditional][random]") {
    const totals t = check_random_games<traditional7>(games_per_preset, 6);
    REQUIRE(t.decisions > 100L * games_per_preset);
}
TEST_CASE("action ids round-trip over random games: 16 pawns with split throws and 7 cowries",
          "[learning][action_space][traditional][random]") {
    using rules = traditional_rules<7, largest_space>;
    const totals t = check_random_games<rules>(long_variant_games, 7);
    REQUIRE(t.decisions > 1000L * long_variant_games);
    REQUIRE(t.largest_list > (largest_space.split_throw ? 20 : 8));  // groups of several sizes (and steps) offered
}


// ---- Seed 004 options 1 and 5, and crosses of other arms (docs/rules.md §6.10) --------------------------------

namespace {
using first_move6 = traditional_rules<6, traditional_options{.first_move_on_2_3_4 = true}>;
using first_move7 = traditional_rules<7, traditional_options{.first_move_on_2_3_4 = true}>;
using cancel6 = traditional_rules<6, traditional_options{.cancelled_capture = true}>;
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

TEST_CASE("action ids: first-move adds one id after the group moves - cancel-capture and the arm add none",
          "[learning][action_space][traditional][option1]") {
    STATIC_REQUIRE(num_distinct_actions<first_move6> == 25);
    STATIC_REQUIRE(num_distinct_actions<first_move7> == 25);
    STATIC_REQUIRE(num_distinct_actions<first_and_cancel6> == 25);
    STATIC_REQUIRE(num_distinct_actions<first_and_cancel7> == 25);
    STATIC_REQUIRE(action_layout_of(state<first_move6>{}).first_move_entry == 24);
    STATIC_REQUIRE(num_distinct_actions<cancel6> == 24);
    STATIC_REQUIRE(num_distinct_actions<traditional_rules<7, traditional_options{.cancelled_capture = true}>> == 24);
    STATIC_REQUIRE(num_distinct_actions<arm6<6>> == 24);
    STATIC_REQUIRE(num_distinct_actions<arm6<7>> == 24);
    STATIC_REQUIRE(num_distinct_actions<arm6<9>> == 24);
    STATIC_REQUIRE(num_distinct_actions<arm7<10>> == 24);
    // Not offered by the registry, but a type a program may name: the id follows the split moves.
    STATIC_REQUIRE(num_distinct_actions<traditional_rules<6, traditional_options{.split_throw = true,
                                                                                 .first_move_on_2_3_4 = true}>> ==
                   4 + 10 * 25 * 2 + 1);
}

TEST_CASE("action ids: the first move enter+V has its own id - the grace's enter keeps id 1",
          "[learning][action_space][traditional][option1]") {
    // Before the first move a 2, 3 or 4 offers pass and enter+V (id 24 whatever V).
    for (const char* v : {"2", "3", "4"}) {
        INFO("throw " << v);
        REQUIRE(ids_after<first_move6>(empty_rows + " 0 throw partners=1", v) ==
                id_list{{"pass", 0}, {std::string("enter+") + v, 24}});
    }
    REQUIRE(ids_after<first_move7>(empty_rows + " 0 throw partners=1", "3") == id_list{{"pass", 0}, {"enter+3", 24}});
    // After it, a grace (one shell up: 10) lets a pawn in by the ordinary enter.
    REQUIRE(ids_after<first_move6>("3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 first=1", "1") ==
            id_list{{"pass", 0}, {"enter", 1}, {"move 3+10", 4}});
    auto s = test::position<first_move6>(empty_rows + " 0 throw partners=1");
    test::throw_(s, "3");
    REQUIRE(action_id(s, parse_action("enter")) == 1);      // not legal here, but another choice
    REQUIRE(action_id(s, parse_action("enter+3")) == 24);
    REQUIRE(action_id(s, parse_action("enter+2")) == 24);   // V is the throw's, as a move's steps are
    REQUIRE(action_id(s, parse_action("enter+5")) == -1);   // no first move on a 5
    REQUIRE(action_from_id(s, 24) == parse_action("enter+3"));
    REQUIRE_FALSE(action_from_id(s, 1).has_value());
    REQUIRE_FALSE(action_from_id(s, 25).has_value());
    std::array<std::uint8_t, 25> mask{};
    legal_action_mask(s, std::span<std::uint8_t>(mask));
    std::vector<int> marked;
    for (int id = 0; id < 25; ++id)
        if (mask[static_cast<std::size_t>(id)]) marked.push_back(id);
    REQUIRE(marked == std::vector<int>{0, 24});
    // Rule sets without option 1 map every enter to id 1, as before.
    REQUIRE(action_id(test::position<traditional>(empty_rows + " 0 throw partners=1"), parse_action("enter")) == 1);
}

TEST_CASE("action ids: on a cross of arm 6 a group move has the ids of the standard cross",
          "[learning][action_space][traditional][arm]") {
    // Arm 6: the middle column has 5 squares, the ring 52; ids name ranks and groups, not squares.
    REQUIRE(ids_after<arm6<6>>("20,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1", "2") ==
            id_list{{"pass", 0}, {"move 20+2", 4}, {"move 20x2+2", 6}, {"move 20x3+2", 8}});
}

TEST_CASE("action ids round-trip over random games: traditional first-move", "[learning][action_space][traditional][random]") {
    const totals t = check_random_games<first_move6>(games_per_preset / 4, 11);
    REQUIRE(t.decisions > 100L * games_per_preset / 4);
    REQUIRE(t.offered[24] > games_per_preset / 4);  // the first move was offered, under its own id
    REQUIRE(t.offered[1] > games_per_preset / 4);   // and the grace's enter, under id 1
}
TEST_CASE("action ids round-trip over random games: traditional cancel-capture", "[learning][action_space][traditional][random]") {
    const totals t = check_random_games<cancel6>(games_per_preset / 4, 12);
    REQUIRE(t.decisions > 100L * games_per_preset / 4);
}
TEST_CASE("action ids round-trip over random games: traditional first-move and cancel-capture",
          "[learning][action_space][traditional][random]") {
    const totals t = check_random_games<first_and_cancel6>(games_per_preset / 4, 13);
    REQUIRE(t.decisions > 100L * games_per_preset / 4);
    REQUIRE(t.offered[24] > games_per_preset / 4);
}
TEST_CASE("action ids round-trip over random games: traditional7 first-move and cancel-capture",
          "[learning][action_space][traditional][random]") {
    const totals t = check_random_games<first_and_cancel7>(games_per_preset / 4, 14);
    REQUIRE(t.decisions > 100L * games_per_preset / 4);
    REQUIRE(t.offered[24] > games_per_preset / 4);
}
TEST_CASE("action ids round-trip over random games: traditional crosses of arm 6 7 9 and 10",
          "[learning][action_space][traditional][random][arm]") {
    REQUIRE(check_random_games<arm6<6>>(games_per_preset / 10, 15).decisions > 100L * games_per_preset / 10);
    REQUIRE(check_random_games<arm6<7>>(games_per_preset / 10, 16).decisions > 100L * games_per_preset / 10);
    REQUIRE(check_random_games<arm6<9>>(games_per_preset / 10, 17).decisions > 100L * games_per_preset / 10);
    REQUIRE(check_random_games<arm6<10>>(games_per_preset / 10, 18).decisions > 100L * games_per_preset / 10);
    REQUIRE(check_random_games<arm7<6>>(games_per_preset / 10, 19).decisions > 100L * games_per_preset / 10);
    REQUIRE(check_random_games<arm7<10>>(games_per_preset / 10, 20).decisions > 100L * games_per_preset / 10);
}

}  // namespace learning_action_space_tests
