// The tables of traditional (6 cowries): 2 engines (room for 4 pawns, or 16) play every cross, pawn count and mix of options (family_tables.hpp).
#include "family_tables.hpp"

namespace playground {

std::unique_ptr<table> cowries6_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed) {
    return family_table<family::cowries6>(spec, setup, seed);
}

}  // namespace playground
