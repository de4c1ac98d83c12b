// The tables of ludo, ludo_king, parchis, maedn, maedn_openspiel: ludo_dynamic, parchis_dynamic, maedn_dynamic, every mix of options (family_tables.hpp).
#include "family_tables.hpp"

namespace playground {

std::unique_ptr<table> one_die_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed) {
    return family_table<family::one_die>(spec, setup, seed);
}

}  // namespace playground
