// The traditional rules with 7 cowries (2 engines, as family_traditional.cpp has for 6), for the Python module.
#include "game_impl.hpp"

namespace pachisi::python {
namespace {
struct traditional_family {
    template <class R>
    static constexpr bool holds = requires { requires R::thrower::shells == 7; };  // cowries: traditional
};

std::unique_ptr<game> make_traditional7_game(const request& r) { return make_game_of_family<traditional_family>(r); }
std::unique_ptr<environment> make_traditional7_environment(const std::string& preset, const environment_options& o) {
    return make_environment_of_family<traditional_family>(preset, o);
}

[[maybe_unused]] const bool registered = register_family({&make_traditional7_game, &make_traditional7_environment});
}  // namespace

}  // namespace pachisi::python
