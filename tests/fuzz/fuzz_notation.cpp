// libFuzzer target (docs/rules.md §5/§6 through the notation; issue 10 item 6): any text is offered to the
// state parser of every preset and of two option mixes of seed 004. Where it parses, the state must be
// one the engine can play:
//   - to_string round-trips exactly: parse(to_string(s)) == s, and writing that again gives the same text;
//   - at a decision node the legal list is never empty and holds no action twice;
//   - every legal action applies, the result round-trips through the notation too, and undo restores s;
//   - at a chance node every outcome applies and undoes, and the chances add up to one.
// A failed check prints what failed, for which preset and text, and aborts (libFuzzer keeps the input).
// Build and run: tests/fuzz/run.sh [seconds].
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include <pachisi/pachisi.hpp>

namespace {

[[noreturn]] void fail(const char* preset, const char* what, std::string_view text) {
    std::fprintf(stderr, "fuzz_notation: %s: %s\n  input: \"%.*s\"\n", preset, what, static_cast<int>(text.size()),
                 text.data());
    std::abort();
}

template <class R>
void round_trip(const char* preset, const pachisi::state<R>& s, std::string_view input, const char* what) {
    const std::string written = pachisi::to_string(s);
    const auto again = pachisi::try_parse_state<R>(written);
    if (!again) fail(preset, what, input);
    if (!(*again == s) || pachisi::to_string(*again) != written) fail(preset, what, input);
}

template <class R>
void check(const char* preset, std::string_view text) {
    const auto parsed = pachisi::try_parse_state<R>(text);
    if (!parsed) return;
    const pachisi::state<R> s = *parsed;
    round_trip(preset, s, text, "to_string does not round-trip through parse_state");
    if (pachisi::is_decision_node(s)) {
        const auto actions = pachisi::legal_actions(s);
        if (actions.empty()) fail(preset, "a decision node with no legal action", text);
        for (std::size_t i = 1; i < actions.size(); ++i)
            if (!(actions[i - 1] < actions[i])) fail(preset, "legal actions not strictly sorted (an action twice?)", text);
        for (const auto& a : actions) {
            pachisi::state<R> next = s;
            const auto record = pachisi::apply(next, a);
            round_trip(preset, next, text, "the state after a legal action does not round-trip");
            pachisi::undo(next, record);
            if (!(next == s)) fail(preset, "undo does not restore the state", text);
        }
    } else if (pachisi::is_chance_node(s)) {
        pachisi::probability total;
        for (const auto& o : pachisi::chance_outcomes(s)) {
            total = total + o.chance;
            pachisi::state<R> next = s;
            const auto record = pachisi::apply_throw(next, o.outcome);
            round_trip(preset, next, text, "the state after a chance outcome does not round-trip");
            pachisi::undo(next, record);
            if (!(next == s)) fail(preset, "undo of a chance outcome does not restore the state", text);
        }
        if (!(total == pachisi::probability{1, 1})) fail(preset, "chance outcomes do not add up to one", text);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check<pachisi::shg<>>("shg", text);
    check<pachisi::cardinal>("cardinal", text);
    check<pachisi::american>("american", text);
    check<pachisi::traditional>("traditional", text);
    check<pachisi::traditional7>("traditional7", text);
    // The options of seed 004 whose rules the fidelity fixes changed (split throws, exact count home).
    using pachisi::traditional_options;
    check<pachisi::traditional_rules<6, traditional_options{.split_throw = true, .exact_home = true}>>(
        "traditional:split,exact-home", text);
    check<pachisi::traditional_rules<7, traditional_options{.home_needs_capture = true, .exact_home = true}>>(
        "traditional7:home-needs-capture,exact-home", text);
    return 0;
}
