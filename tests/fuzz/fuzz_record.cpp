// libFuzzer target for game records (text/record.hpp): any text is offered to parse_record. A text it
// refuses must be refused with a record_error (nothing else may escape, and nothing may crash). Where
// it reads, the record must behave:
//   - written out again (to_string) it reads back to the same record, and that text is a fixed point;
//   - its preset spec is one the registry reads or is refused with a record_error by replay;
//   - where the spec names one of the rule sets fuzzed here (the five presets and the option mixes of
//     fuzz_notation.cpp), replay either refuses it with a record_error or reaches a position that
//     breaks no invariant, and so does every position on the way;
//   - a replayed record recorded again from its positions (make_record, record_throw, record_action,
//     record_end) is written in canonical notation and replays to the same positions.
// Records whose spec names another rule set are read and written but not replayed: replaying every one
// of the registry's 63 rule sets would make this target take minutes to build.
// A failed check prints what failed and the input, and aborts (libFuzzer keeps the input).
// Build and run: tests/fuzz/run.sh [seconds] record (without a target name it runs all three).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include <pachisi/pachisi.hpp>

namespace {

[[noreturn]] void fail(const char* what, std::string_view text, const char* detail = "") {
    std::fprintf(stderr, "fuzz_record: %s%s%s\n  input: \"%.*s\"\n", what, *detail ? ": " : "", detail,
                 static_cast<int>(text.size()), text.data());
    std::abort();
}

// Two records say the same (the lines they were read from aside).
bool same_setup(const pachisi::setup& a, const pachisi::setup& b) {
    return a.players == b.players && a.partners == b.partners && a.first_pawn_out == b.first_pawn_out &&
           a.first_seat == b.first_seat && a.play_for_places == b.play_for_places;
}
bool same_record(const pachisi::game_record& a, const pachisi::game_record& b) {
    if (a.preset != b.preset || !same_setup(a.table, b.table) || a.start != b.start || a.seed != b.seed ||
        a.end != b.end || a.steps.size() != b.steps.size())
        return false;
    for (std::size_t i = 0; i < a.steps.size(); ++i) {
        const auto &x = a.steps[i], &y = b.steps[i];
        if (x.kind != y.kind || x.seat != y.seat || x.text != y.text) return false;
    }
    return true;
}

// Runs f and reports whether it threw a record_error; any other exception is a finding.
template <class F>
bool refused(F&& f, std::string_view input, const char* what) {
    try {
        f();
        return false;
    } catch (const pachisi::record_error&) {
        return true;
    } catch (const std::exception& e) {
        fail(what, input, e.what());
    }
}

// Replays the record under R; where it replays, checks every position and the record made again.
template <class R>
void check_replay(const pachisi::game_record& record, std::string_view input) {
    std::vector<pachisi::state<R>> reached;
    pachisi::game_record again;
    const bool bad = refused(
        [&] {
            const pachisi::state<R> start = pachisi::record_start<R>(record);
            again = pachisi::make_record<R>(start, record.seed);
            pachisi::state<R> before = start;
            const pachisi::state<R> end = pachisi::replay<R>(record, [&](const pachisi::record_step& step,
                                                                          const pachisi::state<R>& after) {
                if (const char* broken = pachisi::invariant_violation(after)) fail("replay reaches a broken position", input, broken);
                if (step.kind == pachisi::record_step_kind::action) {
                    const auto a = pachisi::try_parse_action(step.text);
                    if (!a) fail("replay took an action that does not parse", input);
                    pachisi::record_action(again, before, *a);
                } else if (step.kind == pachisi::record_step_kind::throw_) {
                    const auto t = pachisi::try_parse_throw<R>(step.text);
                    if (!t) fail("replay took a throw that does not parse", input);
                    pachisi::record_throw(again, before, *t);
                } else {
                    pachisi::record_throw(again, before, pachisi::throw_outcome{static_cast<std::uint8_t>(step.seat), 0});
                }
                reached.push_back(after);
                before = after;
            });
            pachisi::record_end(again, end);
        },
        input, "replay threw something other than a record_error");
    if (bad) return;

    // The record made again reads back, and replays through the same positions.
    const std::string text = pachisi::to_string(again);
    std::size_t step = 0;
    const bool refused_again = refused(
        [&] {
            (void)pachisi::replay<R>(pachisi::parse_record(text), [&](const pachisi::record_step&, const pachisi::state<R>& after) {
                if (step >= reached.size() || !(after == reached[step])) fail("the record made again replays differently", input);
                ++step;
            });
        },
        input, "the record made again threw something other than a record_error");
    if (refused_again) fail("the record made again is refused", input, text.c_str());
    if (step != reached.size()) fail("the record made again has fewer steps", input);
}

// The spec of each rule set replayed here, with its replay.
template <class R>
bool replay_if_named(const pachisi::game_record& record, std::string_view input) {
    const auto spec = pachisi::spec_of<R>();
    if (!spec) fail("a fuzzed rule set has no spec", input);
    const auto choice = pachisi::parse_preset_spec(record.preset);
    if (!choice || pachisi::to_spec(*choice) != *spec) return false;
    check_replay<R>(record, input);
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    pachisi::game_record record;
    if (refused([&] { record = pachisi::parse_record(input); }, input, "parse_record threw something other than a record_error"))
        return 0;

    // Written out, it reads back the same, and the text is a fixed point.
    const std::string text = pachisi::to_string(record);
    pachisi::game_record read_back;
    if (refused([&] { read_back = pachisi::parse_record(text); }, input, "a written record threw on reading"))
        fail("a record written by to_string is refused", input, text.c_str());
    if (!same_record(record, read_back)) fail("a written record reads back differently", input, text.c_str());
    if (pachisi::to_string(read_back) != text) fail("writing a record is not a fixed point", input);

    using pachisi::traditional_options;
    (void)(replay_if_named<pachisi::shg>(record, input) || replay_if_named<pachisi::cardinal>(record, input) ||
           replay_if_named<pachisi::american>(record, input) || replay_if_named<pachisi::traditional>(record, input) ||
           replay_if_named<pachisi::traditional7>(record, input) ||
           replay_if_named<pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true}>>(
               record, input) ||
           replay_if_named<pachisi::traditional_rules<7, traditional_options{.home_needs_capture = true, .exact_home = true}>>(
               record, input));
    return 0;
}
