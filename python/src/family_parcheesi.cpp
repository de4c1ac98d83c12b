// The two-dice rules (Parcheesi board: shg, cardinal, american and every mix of their options), for the
// Python module: one engine, two_dice_rules_dynamic.
#include "game_impl.hpp"

namespace pachisi::python {
namespace {
struct two_dice_family {
    template <class R>
    static constexpr bool holds = R::turn == family::parcheesi;
};

std::unique_ptr<game> make_parcheesi_game(const request& r) { return make_game_of_family<two_dice_family>(r); }
std::unique_ptr<environment> make_parcheesi_environment(const std::string& preset, const environment_options& o) {
    return make_environment_of_family<two_dice_family>(preset, o);
}

[[maybe_unused]] const bool registered = register_family({&make_parcheesi_game, &make_parcheesi_environment});
}  // namespace

}  // namespace pachisi::python
