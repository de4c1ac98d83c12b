// The two-dice rule sets (Parcheesi board) with blockades on, for the Python module: shg and its
// variants with blockades, cardinal, american. family_parcheesi_open.cpp has the rest, so that the
// two halves compile in parallel.
#include "game_impl.hpp"

namespace pachisi::python {
namespace {
struct parcheesi_with_blockades {
    template <class R>
    static constexpr bool holds = R::turn == family::parcheesi && R::blockades;
};

std::unique_ptr<game> make_parcheesi_game(const request& r) { return make_game_of_family<parcheesi_with_blockades>(r); }
std::unique_ptr<environment> make_parcheesi_environment(const std::string& preset, const environment_options& o) {
    return make_environment_of_family<parcheesi_with_blockades>(preset, o);
}

[[maybe_unused]] const bool registered = register_family({&make_parcheesi_game, &make_parcheesi_environment});
}  // namespace

}  // namespace pachisi::python
