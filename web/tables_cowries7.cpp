// The tables of traditional7 (7 cowries): the same 2 engines with 7 cowries (family_tables.hpp).
#include "family_tables.hpp"

namespace playground {

std::unique_ptr<table> cowries7_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed) {
    return family_table<family::cowries7>(spec, setup, seed);
}

}  // namespace playground
