// The two-dice rule sets (Parcheesi board) with blockades off (shg's "no-blockades" variants), for
// the Python module.
#include "game_impl.hpp"

namespace pachisi::python {
namespace {
struct parcheesi_without_blockades {
    template <class R>
    static constexpr bool holds = R::turn == family::parcheesi && !R::blockades;
};

std::unique_ptr<game> make_parcheesi_open_game(const request& r) {
    return make_game_of_family<parcheesi_without_blockades>(r);
}
std::unique_ptr<environment> make_parcheesi_open_environment(const std::string& preset, const environment_options& o) {
    return make_environment_of_family<parcheesi_without_blockades>(preset, o);
}

[[maybe_unused]] const bool registered = register_family({&make_parcheesi_open_game, &make_parcheesi_open_environment});
}  // namespace

}  // namespace pachisi::python
