// The tables of shg, cardinal, american: two_dice_rules_dynamic, every mix of options (family_tables.hpp).
#include "family_tables.hpp"

namespace playground {

std::unique_ptr<table> two_dice_table(std::string_view spec, const pachisi::setup& setup, std::uint64_t seed) {
    return family_table<family::two_dice>(spec, setup, seed);
}

}  // namespace playground
