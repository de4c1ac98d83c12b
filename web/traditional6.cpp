// The traditional tables with 6 cowries, mixes 0..18 (see traditional_tables.hpp).
#include "traditional_tables.hpp"

namespace playground {

std::unique_ptr<table> traditional_table_6(std::size_t mix, std::string_view spec, const pachisi::setup& setup,
                                           std::uint64_t seed) {
    return detail::traditional_table<6, 0>(mix, spec, setup, seed, std::make_index_sequence<traditional_first_variant>{});
}

}  // namespace playground
