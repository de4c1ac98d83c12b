// Issue 47: one spelling for every preset. Each of the ten presets is a plain type, written `pachisi::name`
// with no angle brackets; a preset with options is a template written `name_rules<options>`, whose
// default options give the preset itself. Compiling this file is the test: a preset that stops being a
// plain type, or a `name_rules<>` that drifts from `name`, fails the build.
#include <pachisi/pachisi.hpp>

#include <type_traits>

namespace {

// Used as a type argument, the way every example and test writes it: `new_game<pachisi::ludo>()`.
template <class Rules>
constexpr bool plays_as_a_type() {
    const auto s = pachisi::new_game<Rules>({.players = 2, .first_seat = 0});
    return pachisi::valid_rules<Rules> && !pachisi::is_over(s);
}

static_assert(plays_as_a_type<pachisi::shg>());
static_assert(plays_as_a_type<pachisi::cardinal>());
static_assert(plays_as_a_type<pachisi::american>());
static_assert(plays_as_a_type<pachisi::traditional>());
static_assert(plays_as_a_type<pachisi::traditional7>());
static_assert(plays_as_a_type<pachisi::ludo>());
static_assert(plays_as_a_type<pachisi::ludo_king>());
static_assert(plays_as_a_type<pachisi::parchis>());
static_assert(plays_as_a_type<pachisi::maedn>());
static_assert(plays_as_a_type<pachisi::maedn_openspiel>());

// The templates behind them: default options are the preset.
static_assert(std::is_same_v<pachisi::shg, pachisi::shg_rules<>>);
static_assert(std::is_same_v<pachisi::american, pachisi::american_rules<>>);
static_assert(std::is_same_v<pachisi::traditional, pachisi::traditional_rules<>>);
static_assert(std::is_same_v<pachisi::traditional7, pachisi::traditional_rules<7>>);
static_assert(std::is_same_v<pachisi::ludo, pachisi::one_die_rules<pachisi::ludo_options>>);
static_assert(std::is_same_v<pachisi::ludo_king, pachisi::one_die_rules<pachisi::ludo_king_options>>);
static_assert(std::is_same_v<pachisi::parchis, pachisi::one_die_rules<pachisi::parchis_options>>);
static_assert(std::is_same_v<pachisi::maedn, pachisi::one_die_rules<pachisi::maedn_options>>);
static_assert(std::is_same_v<pachisi::maedn_openspiel, pachisi::one_die_rules<pachisi::maedn_openspiel_options>>);

// A house rule on top of a preset is the template with options, the same pattern for every family.
static_assert(plays_as_a_type<pachisi::shg_rules<pachisi::shg_options{.blockades = false}>>());
static_assert(plays_as_a_type<pachisi::american_rules<true>>());
static_assert(plays_as_a_type<pachisi::traditional_rules<6, pachisi::traditional_options{.split_throw = true}>>());

}  // namespace
