#pragma once
// The learning view of two states of twin rule sets (a compile-time rule set and the rule set with options at
// run time played with the same options): action ids, masks, ids back to actions, and the observation and
// information layouts, which must be the same numbers. Shared by the side-by-side tests of
// tests/dynamic_one_die.cpp and tests/dynamic_two_dice_and_traditional.cpp.

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <pachisi/pachisi.hpp>

namespace learning_twins {

template <class T>
std::string list_text(const T& values) {
    std::string text;
    for (const auto& v : values) text += std::to_string(v) + " ";
    return text;
}

// "" when a (compile-time rule set A) and b (its run-time twin) give learners the same view; else what differs.
// The observation is compared as `observer` sees it.
template <class A, class B>
std::string difference(const pachisi::state<A>& a, const pachisi::state<B>& b, int observer) {
    using namespace pachisi;
    const int actions = num_distinct_actions<A>;
    if (num_distinct_actions_of(a) != actions || num_distinct_actions_of(b) != actions)
        return "num_distinct_actions " + std::to_string(actions) + " and " + std::to_string(num_distinct_actions_of(b));
    if (num_distinct_actions_of(b) > max_distinct_actions<B>) return "more ids than max_distinct_actions";
    const auto listed_a = legal_action_ids(a), listed_b = legal_action_ids(b);  // lists of different capacities
    const std::vector<int> ids_a(listed_a.begin(), listed_a.end()), ids_b(listed_b.begin(), listed_b.end());
    if (ids_a != ids_b) return "legal_action_ids " + list_text(ids_a) + "and " + list_text(ids_b);
    for (const int id : ids_b) {
        const auto back = action_from_id(b, id);
        if (!back || action_id(b, *back) != id || !(*back == *action_from_id(a, id)))
            return "action_from_id " + std::to_string(id);
    }
    std::vector<std::uint8_t> mask_a(static_cast<std::size_t>(actions)), mask_b(static_cast<std::size_t>(actions));
    legal_action_mask(a, std::span<std::uint8_t>(mask_a));
    legal_action_mask(b, std::span<std::uint8_t>(mask_b));
    if (mask_a != mask_b) return "legal_action_mask " + list_text(mask_a) + "and " + list_text(mask_b);

    if (observation_size_of(b) != observation_size<A> || information_size_of(b) != information_size<A>)
        return "observation sizes " + std::to_string(observation_size<A>) + " and " + std::to_string(observation_size_of(b));
    if (observation_size_of(b) > max_observation_size<B> || information_size_of(b) > max_information_size<B>)
        return "observation sizes above their bound";
    std::vector<float> seen_a(static_cast<std::size_t>(observation_size<A>)), seen_b(seen_a.size());
    observation(a, observer, std::span<float>(seen_a));
    observation(b, observer, std::span<float>(seen_b));
    if (std::memcmp(seen_a.data(), seen_b.data(), seen_a.size() * sizeof(float)) != 0)
        return "observation seen by seat " + std::to_string(observer);
    seen_a.resize(static_cast<std::size_t>(information_size<A>));
    seen_b.resize(seen_a.size());
    information_observation(a, observer, std::span<float>(seen_a));
    information_observation(b, observer, std::span<float>(seen_b));
    if (std::memcmp(seen_a.data(), seen_b.data(), seen_a.size() * sizeof(float)) != 0)
        return "information_observation seen by seat " + std::to_string(observer);
    return "";
}

}  // namespace learning_twins
