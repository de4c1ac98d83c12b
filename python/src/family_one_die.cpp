// The one-die rules (docs/rules.md §10: ludo, ludo_king, parchis, maedn, maedn_openspiel and every mix of their
// options), for the Python module: one engine per board (ludo_dynamic, parchis_dynamic, maedn_dynamic).
#include "game_impl.hpp"

namespace pachisi::python {
namespace {
struct one_die_family {
    template <class R>
    static constexpr bool holds = R::turn == family::one_die;
};

std::unique_ptr<game> make_one_die_game(const request& r) { return make_game_of_family<one_die_family>(r); }
std::unique_ptr<environment> make_one_die_environment(const std::string& preset, const environment_options& o) {
    return make_environment_of_family<one_die_family>(preset, o);
}

[[maybe_unused]] const bool registered = register_family({&make_one_die_game, &make_one_die_environment});
}  // namespace

}  // namespace pachisi::python
