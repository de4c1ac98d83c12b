// The traditional tables of seed 004 options 1, 5 and 8 (first move, cancelled capture, other arm
// lengths), with 6 and 7 cowries: mixes 19..25 (see traditional_tables.hpp).
#include "traditional_tables.hpp"

namespace playground {

std::unique_ptr<table> traditional_variant_table(unsigned shells, std::size_t mix, std::string_view spec,
                                                 const pachisi::setup& setup, std::uint64_t seed) {
    constexpr auto variants = std::make_index_sequence<traditional_mix_count - traditional_first_variant>{};
    if (shells == 7) return detail::traditional_table<7, traditional_first_variant>(mix, spec, setup, seed, variants);
    return detail::traditional_table<6, traditional_first_variant>(mix, spec, setup, seed, variants);
}

}  // namespace playground
