// The traditional rules with 6 cowries (with_rules' 2 engines: room for 4 pawns, or 16; every cross), for the
// Python module; family_traditional7.cpp has those with 7, so that the two halves compile in parallel.
#include "game_impl.hpp"

namespace pachisi::python {
namespace {
struct traditional_family {
    template <class R>
    static constexpr bool holds = requires { requires R::thrower::shells == 6; };  // cowries: traditional
};

std::unique_ptr<game> make_traditional_game(const request& r) { return make_game_of_family<traditional_family>(r); }
std::unique_ptr<environment> make_traditional_environment(const std::string& preset, const environment_options& o) {
    return make_environment_of_family<traditional_family>(preset, o);
}

[[maybe_unused]] const bool registered = register_family({&make_traditional_game, &make_traditional_environment});
}  // namespace

}  // namespace pachisi::python
