// The traditional tables with 7 cowries, mixes 0..18 (see traditional_tables.hpp).
#include "traditional_tables.hpp"

namespace playground {

std::unique_ptr<table> traditional_table_7(std::size_t mix, std::string_view spec, const pachisi::setup& setup,
                                           std::uint64_t seed) {
    return detail::traditional_table<7, 0>(mix, spec, setup, seed, std::make_index_sequence<traditional_first_variant>{});
}

}  // namespace playground
