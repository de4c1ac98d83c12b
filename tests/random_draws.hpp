#pragma once
// The generator and the integer draw shared by the differential tests' random pairs
// (two_dice_pairs.hpp, cowrie_pairs.hpp): the standard Mersenne Twister, seeded by each test, so a
// failing pair can be found again from the seed a test prints.

#include <random>

namespace random_draws {

using rng_t = std::mt19937_64;

inline int uniform(rng_t& rng, int lo, int hi) {  // lo..hi inclusive
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

}  // namespace random_draws
