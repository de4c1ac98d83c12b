// The traditional tables with 7 cowries (see traditional_tables.hpp).
#include "traditional_tables.hpp"

namespace playground {

std::unique_ptr<table> traditional_table_7(int bits, int pawns, std::string_view spec, const pachisi::setup& setup,
                                           std::uint64_t seed) {
    return detail::traditional_table<7, 0, 4>(bits, pawns, spec, setup, seed);
}

}  // namespace playground
