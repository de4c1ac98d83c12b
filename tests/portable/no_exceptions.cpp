// Built with -fno-exceptions (ctest portable.no_exceptions): the whole library compiles without
// exceptions, plays a game of every preset, and hands its errors to the error handler.
//
//   no_exceptions            plays, records and replays, then parses a bad position: the handler
//                            installed here must get exactly the expected error; it ends the
//                            program with exit code 0.
//   no_exceptions default    the same bad parse with no handler: the default prints and aborts
//                            (checked by expect_abort.cmake).
#include <pachisi/pachisi.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#if !defined(PACHISI_NO_EXCEPTIONS)
#error "PACHISI_NO_EXCEPTIONS must be set by itself when the compiler has exceptions off"
#endif

namespace {

constexpr const char* bad_position = "20,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw";
constexpr const char* expected_error = "column 7: expected ',' and 4 pawns in a row";

// Exit codes: 0 the handler got exactly the expected error; 3 it got another one.
void expect_notation_error(pachisi::error_kind kind, const char* message, std::size_t column) {
    const bool right = kind == pachisi::error_kind::notation && std::strcmp(message, expected_error) == 0 && column == 6;
    std::printf("handler called: kind %d, column %zu, \"%s\"\n", static_cast<int>(kind), column, message);
    std::exit(right ? 0 : 3);
}

// Plays one game with random bots, recorded and replayed; the number of actions, or -1 if a check
// fails.
template <class R>
int play_one_game(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const pachisi::setup table{.players = 4};
    auto s = pachisi::new_game<R>(table);
    auto record = pachisi::make_record<R>(table, seed);
    int actions = 0;
    for (int step = 0; step < 20000 && !pachisi::is_over(s); ++step) {
        if (pachisi::is_chance_node(s)) {
            const auto t = pachisi::sample_chance(s, rng);
            pachisi::record_throw(record, s, t);
            (void)pachisi::apply_throw(s, t);
            continue;
        }
        const auto a = pachisi::random_bot{}.choose(s, rng);
        pachisi::record_action(record, s, a);
        (void)pachisi::checked_apply(s, a);
        ++actions;
        // Round trip through the notation, without exceptions.
        const auto back = pachisi::try_parse_state<R>(pachisi::to_string(s));
        if (!back || *back != s) return -1;
    }
    pachisi::record_end(record, s);
    if (pachisi::replay<R>(pachisi::parse_record(pachisi::to_string(record))) != s) return -1;
    return pachisi::is_over(s) ? actions : -1;
}

}  // namespace

int main(int argc, char** argv) {
    int failures = 0;
    pachisi::for_each_preset([&](auto preset) {
        using R = typename decltype(preset)::rules;
        const int actions = play_one_game<R>(7);
        std::printf("%s: %d actions\n", std::string(preset.name).c_str(), actions);
        failures += actions <= 0;
    });
    // A malformed text through the try_ form: reported, no handler, no abort.
    std::string error;
    if (pachisi::try_parse_state<pachisi::shg>(bad_position, &error) || error != expected_error) {
        std::printf("try_parse_state: unexpected result \"%s\"\n", error.c_str());
        ++failures;
    }
    if (failures) return 1;

    const bool default_handler = argc > 1 && std::strcmp(argv[1], "default") == 0;
    if (!default_handler) pachisi::set_error_handler(expect_notation_error);
    std::fflush(stdout);
    (void)pachisi::parse_state<pachisi::shg>(bad_position);
    std::printf("parse_state returned: the error went nowhere\n");
    return 2;
}
