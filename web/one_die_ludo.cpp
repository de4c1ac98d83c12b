// The ludo tables: the 16 choices of entry-on-1, stars, must-kill and three-sixes=off (see
// one_die_tables.hpp).
#include "one_die_tables.hpp"

namespace playground {

std::unique_ptr<table> ludo_table(unsigned options, std::string_view spec, const pachisi::setup& setup,
                                  std::uint64_t seed) {
    return entry_table<pachisi::registry_detail::ludo_entry>(options, spec, setup, seed);
}

}  // namespace playground
