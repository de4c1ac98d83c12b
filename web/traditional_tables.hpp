#pragma once
// Traditional Pachisi with its options (docs/rules.md §4 and §6, seed 004): one compiled
// traditional_rules type per supported mix of options. Every type costs compile time and WebAssembly
// size, so only the mixes the library's registry offers by name are compiled (traditional_mixes, 26 for
// each cowrie count):
//   - split, home-needs-capture, exact-home and no-capture-throw in any combination (16);
//   - a pawn count alone: pawns=8, 12 or 16 (3);
//   - first-move and cancel-capture, alone or together (3);
//   - an arm length alone: arm=6, 7, 9 or 10 (4).
// The types are compiled in three files, so a build can use two cores: traditional6.cpp and
// traditional7.cpp (the first 19 mixes, seeds 002 and 004 options 2, 3, 4, 6 and 7, for 6 and 7 cowries),
// and traditional_variants.cpp (the last 7 mixes, seed 004 options 1, 5 and 8, for both).

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include <pachisi/rules/presets.hpp>

#include "table.hpp"

namespace playground {

// The mixes compiled into the playground, in this order (an index in this list names the mix).
inline constexpr std::size_t traditional_mix_count = 26;
inline constexpr std::size_t traditional_first_variant = 19;  // mixes from here on: traditional_variants.cpp
inline constexpr std::array<pachisi::traditional_options, traditional_mix_count> traditional_mixes = [] {
    std::array<pachisi::traditional_options, traditional_mix_count> mixes{};
    std::size_t n = 0;
    for (unsigned bits = 0; bits < 16; ++bits)
        mixes[n++] = {.split_throw = (bits & 1U) != 0,
                      .home_needs_capture = (bits & 2U) != 0,
                      .exact_home = (bits & 4U) != 0,
                      .capture_throws_again = (bits & 8U) == 0};
    for (const int pawns : {8, 12, 16}) mixes[n++] = {.pawns = pawns};
    mixes[n++] = {.first_move_on_2_3_4 = true};
    mixes[n++] = {.cancelled_capture = true};
    mixes[n++] = {.first_move_on_2_3_4 = true, .cancelled_capture = true};
    for (const int arm : {6, 7, 9, 10}) mixes[n++] = {.arm = arm};
    return mixes;
}();

[[nodiscard]] constexpr bool same_mix(const pachisi::traditional_options& a, const pachisi::traditional_options& b) {
    return a.pawns == b.pawns && a.split_throw == b.split_throw && a.home_needs_capture == b.home_needs_capture &&
           a.exact_home == b.exact_home && a.capture_throws_again == b.capture_throws_again && a.arm == b.arm &&
           a.castle_offset == b.castle_offset && a.first_move_on_2_3_4 == b.first_move_on_2_3_4 &&
           a.cancelled_capture == b.cancelled_capture;
}

// The index of a mix in traditional_mixes, or -1 when it is not compiled.
[[nodiscard]] constexpr int traditional_mix_index(const pachisi::traditional_options& options) {
    for (std::size_t i = 0; i < traditional_mixes.size(); ++i)
        if (same_mix(traditional_mixes[i], options)) return static_cast<int>(i);
    return -1;
}

static_assert(traditional_mix_index({}) == 0 && traditional_mixes[traditional_first_variant - 1].pawns == 16 &&
              traditional_mixes[traditional_first_variant].first_move_on_2_3_4 &&
              traditional_mixes[traditional_mix_count - 1].arm == 10);

// The table of compiled mix `mix` (an index in traditional_mixes): traditional6.cpp and traditional7.cpp
// make the first traditional_first_variant mixes, traditional_variants.cpp the others.
std::unique_ptr<table> traditional_table_6(std::size_t mix, std::string_view spec, const pachisi::setup& setup,
                                           std::uint64_t seed);
std::unique_ptr<table> traditional_table_7(std::size_t mix, std::string_view spec, const pachisi::setup& setup,
                                           std::uint64_t seed);
std::unique_ptr<table> traditional_variant_table(unsigned shells, std::size_t mix, std::string_view spec,
                                                 const pachisi::setup& setup, std::uint64_t seed);

namespace detail {

// Makes the table of mix `mix` if it is one of First + I...; null otherwise.
template <unsigned Shells, std::size_t First, std::size_t... I>
std::unique_ptr<table> traditional_table(std::size_t mix, std::string_view spec, const pachisi::setup& setup,
                                         std::uint64_t seed, std::index_sequence<I...>) {
    std::unique_ptr<table> made;
    const auto make = [&]<std::size_t M>(std::integral_constant<std::size_t, M>) {
        using R = pachisi::traditional_rules<Shells, traditional_mixes[M]>;
        made = std::make_unique<table_of<R>>(std::string(spec), setup, seed);
    };
    ((mix == First + I ? make(std::integral_constant<std::size_t, First + I>{}) : void()), ...);
    return made;
}

}  // namespace detail
}  // namespace playground
