#pragma once
// The tables of each family of rule sets, compiled in a file of their own so that the families build side
// by side (as python/src/game_impl.hpp's with_rules_of_family does for the Python module):
//
//   tables_one_die.cpp    ludo_dynamic, parchis_dynamic, maedn_dynamic (ludo, ludo_king, parchis, maedn,
//                         maedn_openspiel and every mix of their options)
//   tables_two_dice.cpp   two_dice_rules_dynamic (shg, cardinal, american and every mix)
//   tables_cowries6.cpp   traditional_rules_dynamic<6, 4> and <6, 16>: every cross (arm 6..10, castles 1..arm-1)
//                         and pawn count (4, 8, 12, 16), every mix of options
//   tables_cowries7.cpp   the same 2 with 7 cowries (traditional7)
//
// Each file compiles the engines of its family only: pachisi::with_rules reads any spec, and the callback
// makes a table only for the rule sets the family holds.

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include "table.hpp"

namespace playground {

enum class family { one_die, two_dice, cowries6, cowries7 };

// The family of rule set R.
template <class R>
consteval family family_of() {
    if constexpr (R::turn == pachisi::family::one_die) return family::one_die;
    else if constexpr (R::turn == pachisi::family::parcheesi) return family::two_dice;
    else if constexpr (R::thrower::shells == 6) return family::cowries6;
    else return family::cowries7;
}

// The table of the spec when its rule set is of family F, else null. Throws std::invalid_argument with
// with_rules' message for a spec it refuses, and new_game's for a set-up the rules refuse.
template <family F>
std::unique_ptr<table> family_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed) {
    std::unique_ptr<table> made;
    std::string error;
    const bool read = pachisi::with_rules(
        spec,
        [&](const auto& rules) {
            using R = typename std::remove_cvref_t<decltype(rules)>::rules;
            if constexpr (family_of<R>() == F) made = std::make_unique<table_of<R>>(rules, setup, seed);
        },
        &error);
    if (!read) throw std::invalid_argument(error);
    return made;
}

// Defined in the four files above.
std::unique_ptr<table> one_die_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed);
std::unique_ptr<table> two_dice_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed);
std::unique_ptr<table> cowries6_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed);
std::unique_ptr<table> cowries7_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed);

}  // namespace playground
