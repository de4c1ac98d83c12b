#pragma once
// The one-die family (docs/rules.md §10): ludo, ludo_king, parchis, maedn and maedn_openspiel, with
// every choice of options the registry offers (30 rule types: ludo 16, ludo_king 8, maedn 4, parchis
// and maedn_openspiel 1 each). They are compiled in two files of their own, which build side by side
// with the others: one_die_ludo.cpp (ludo) and one_die_others.cpp (the rest).

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <pachisi/rules/registry.hpp>

#include "table.hpp"

namespace playground {

// The table of the registry's entry Entry with the options `options` (bits of parse_preset_spec's
// preset_choice), or null when Entry offers no such choice.
template <class Entry>
std::unique_ptr<table> entry_table(unsigned options, std::string_view spec, const pachisi::setup& setup,
                                   std::uint64_t seed) {
    std::unique_ptr<table> made;
    const auto make = [&](auto preset) {
        using R = typename decltype(preset)::rules;
        made = std::make_unique<table_of<R>>(std::string(spec), setup, seed);
    };
    pachisi::registry_detail::call_with_choice<Entry>(options, make);
    return made;
}

// ludo (one_die_ludo.cpp).
std::unique_ptr<table> ludo_table(unsigned options, std::string_view spec, const pachisi::setup& setup,
                                  std::uint64_t seed);
// ludo_king, parchis, maedn and maedn_openspiel (one_die_others.cpp); null for another name.
std::unique_ptr<table> other_one_die_table(std::string_view name, unsigned options, std::string_view spec,
                                           const pachisi::setup& setup, std::uint64_t seed);

}  // namespace playground
