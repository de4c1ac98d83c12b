// The rule sets of the traditional family (cowries, cross board) for the Python module.
#include "game_impl.hpp"

namespace pachisi::python {
namespace {
struct traditional_family {
    template <class R>
    static constexpr bool holds = R::turn == family::traditional;
};
}  // namespace

std::unique_ptr<game> make_traditional_game(const request& r) { return make_game_of_family<traditional_family>(r); }
std::unique_ptr<environment> make_traditional_environment(const std::string& preset, const environment_options& o) {
    return make_environment_of_family<traditional_family>(preset, o);
}

}  // namespace pachisi::python
