#pragma once
// Traditional Pachisi with its options (docs/rules.md §4, seed 004): one compiled traditional_rules type
// per supported combination. Every type costs compile time and WebAssembly size, so not every
// combination is compiled: the four yes/no options in any combination with 4 pawns, and 8, 12 or 16
// pawns with the yes/no options at their defaults (traditional_variant_compiled). The two cowrie
// counts are compiled in two files, traditional6.cpp and traditional7.cpp, so a build can use two
// cores.

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include <pachisi/rules/presets.hpp>

#include "table.hpp"

namespace playground {

// The options as bits: 1 split throw, 2 home needs a capture, 4 exact count home, 8 no extra throw
// for a capture; and the pawns per colour (4, 8, 12, 16).
std::unique_ptr<table> traditional_table_6(int bits, int pawns, std::string_view spec, const pachisi::setup& setup,
                                           std::uint64_t seed);
std::unique_ptr<table> traditional_table_7(int bits, int pawns, std::string_view spec, const pachisi::setup& setup,
                                           std::uint64_t seed);

namespace detail {

inline constexpr pachisi::traditional_options traditional_options_of(int bits, int pawns) {
    return {.pawns = pawns,
            .split_throw = (bits & 1) != 0,
            .home_needs_capture = (bits & 2) != 0,
            .exact_home = (bits & 4) != 0,
            .capture_throws_again = (bits & 8) == 0};
}
inline constexpr bool traditional_variant_compiled(int bits, int pawns) { return pawns == 4 || bits == 0; }

template <unsigned Shells, int Bits, int Pawns>
std::unique_ptr<table> traditional_table(int bits, int pawns, std::string_view spec, const pachisi::setup& setup,
                                         std::uint64_t seed) {
    if constexpr (Pawns > 16) {
        throw std::invalid_argument("this combination of traditional options is not compiled into the playground: "
                                    "more than 4 pawns only with the other options at their defaults");
    } else if constexpr (Bits >= 16) {
        return traditional_table<Shells, 0, Pawns + 4>(bits, pawns, spec, setup, seed);
    } else if constexpr (!traditional_variant_compiled(Bits, Pawns)) {
        return traditional_table<Shells, Bits + 1, Pawns>(bits, pawns, spec, setup, seed);
    } else {
        if (bits == Bits && pawns == Pawns) {
            using R = pachisi::traditional_rules<Shells, traditional_options_of(Bits, Pawns)>;
            return std::make_unique<table_of<R>>(std::string(spec), setup, seed);
        }
        return traditional_table<Shells, Bits + 1, Pawns>(bits, pawns, spec, setup, seed);
    }
}

}  // namespace detail
}  // namespace playground
