#pragma once
// Reading observation tensors in tests: a fresh observation of a seat (written over garbage, so that a
// float the layout forgets shows), and the entries of a section that are not zero.
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include <pachisi/pachisi.hpp>

namespace observation_probe {

template <class R>
std::vector<float> observe(const pachisi::state<R>& s, int seat) {
    std::vector<float> out(static_cast<std::size_t>(pachisi::observation_size<R>), -7.0f);  // garbage to overwrite
    pachisi::observation(s, seat, std::span<float>(out));
    return out;
}

using entries = std::vector<std::pair<int, float>>;

// The entries of out[from, from + n) that are not zero, as (index - from, value).
inline entries nonzero(const std::vector<float>& out, int from, int n) {
    entries found;
    for (int i = from; i < from + n; ++i)
        if (out[static_cast<std::size_t>(i)] != 0.0f) found.emplace_back(i - from, out[static_cast<std::size_t>(i)]);
    return found;
}

}  // namespace observation_probe
