// Regression table: numbers of action sequences over chance nodes (perft) to fixed depths, from the
// initial position and three middle-game positions per preset. A change to any rule shows up here;
// if a change is meant, re-derive the numbers and say why in the commit. The same table is in README.md.
#include <array>
#include <cstdint>
#include <string_view>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace perft_regression_tests {

namespace {

struct perft_row {
    std::string_view position;  // "initial": new game, 4 players, seat 0 to throw
    std::array<std::uint64_t, 6> counts;  // depth 1..6 (0: not checked at that depth)
};

template <class R>
void check_table(const std::array<perft_row, 4>& table) {
    for (const auto& row : table) {
        const auto s = row.position == "initial" ? pachisi::new_game<R>({.players = 4, .first_seat = 0})
                                                 : test::position<R>(row.position);
        for (int depth = 1; depth <= 6; ++depth) {
            const auto expected = row.counts[static_cast<std::size_t>(depth - 1)];
            if (expected == 0) continue;
            INFO(row.position << " depth " << depth);
            CHECK(pachisi::perft(s, depth) == expected);
        }
    }
}

}  // namespace

TEST_CASE("perft regression: shg", "[perft][shg]") {
    check_table<pachisi::shg<>>({{
        {"initial", {21, 21, 321, 441, 4951, 11271}},
        {"34,23,21,1/30,22,18,3/23,0,0,0/30,20,0,0 1 throw", {21, 168, 843, 10995, 31777, 0}},
        {"25,25,1,1/70,46,17,0/46,15,11,4/28,3,0,0 0 throw doublets=1", {21, 84, 324, 4336, 15756, 0}},
        {"66,33,5,1/72,57,47,2/28,0,0,0/72,48,6,0 1 throw", {21, 119, 437, 5862, 11086, 0}},
    }});
}

TEST_CASE("perft regression: cardinal", "[perft][cardinal]") {
    check_table<pachisi::cardinal>({{
        {"initial", {21, 21, 321, 441, 4966, 8586}},
        {"26,24,23,21/27,16,10,8/17,16,14,2/20,16,1,1 0 throw", {21, 204, 1576, 16001, 132895, 0}},
        {"72,27,17,1/43,15,0,0/72,6,0,0/22,0,0,0 1 throw", {21, 98, 744, 4687, 22886, 0}},
        {"40,40,28,11/20,0,0,0/0,0,0,0/43,24,4,0 2 throw doublets=1", {21, 21, 341, 1796, 15374, 0}},
    }});
}

TEST_CASE("perft regression: american", "[perft][american]") {
    check_table<pachisi::american>({{
        {"initial", {21, 21, 322, 462, 5015, 8709}},
        {"72,55,47,3/72,72,72,4/72,72,25,0/58,34,1,0 1 throw", {21, 42, 54, 666, 1356, 3636}},
        {"72,71,32,4/157,72,1,0/40,23,0,0/64,56,29,5 1 throw", {21, 80, 210, 3238, 13469, 44158}},
        {"81,72,72,6/42,12,0,0/72,64,0,0/72,72,72,62 0 throw doublets=2", {21, 84, 216, 2808, 9456, 35736}},
    }});
}

}  // namespace perft_regression_tests
