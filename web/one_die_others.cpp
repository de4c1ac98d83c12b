// The tables of ludo_king (8 choices), parchis, maedn (4 choices) and maedn_openspiel (see
// one_die_tables.hpp).
#include "one_die_tables.hpp"

namespace playground {

std::unique_ptr<table> other_one_die_table(std::string_view name, unsigned options, std::string_view spec,
                                           const pachisi::setup& setup, std::uint64_t seed) {
    namespace entries = pachisi::registry_detail;
    if (name == entries::ludo_king_entry::name) return entry_table<entries::ludo_king_entry>(options, spec, setup, seed);
    if (name == entries::parchis_entry::name) return entry_table<entries::parchis_entry>(options, spec, setup, seed);
    if (name == entries::maedn_entry::name) return entry_table<entries::maedn_entry>(options, spec, setup, seed);
    if (name == entries::maedn_openspiel_entry::name)
        return entry_table<entries::maedn_openspiel_entry>(options, spec, setup, seed);
    return nullptr;
}

}  // namespace playground
