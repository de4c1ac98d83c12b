// libFuzzer target (docs/rules.md §5/§6/§10 through the notation; issue 10 item 6): any text is offered to the
// state parser of every preset, of four option mixes of seed 004 (options 1, 5 and 8 among them) and of two
// one-die option mixes (must kill, three tries: the fields captured= and tries=).
// Where it parses, the state must be one the engine can play:
//   - to_string round-trips exactly: parse(to_string(s)) == s, and writing that again gives the same text;
//   - at a decision node the legal list is never empty and holds no action twice;
//   - every legal action applies, the result round-trips through the notation too, and undo restores s;
//   - at a chance node every outcome applies and undoes, and the chances add up to one;
//   - the views of every parsed state stay in bounds (ASan) and agree: the text board, the summary, the
//     SVG board, the full and information observations of every seat, an observation updated after
//     each action equal to one written afresh;
//   - at a decision node every legal action has an id in range, no two share one, and action_from_id
//     gives the action back; every action's description can be written;
//   - in a play under way, every end enumerate_plays finds is reached by its action sequence,
//     each action legal where it is taken;
//   - (one die, docs/rules.md §10) a few random steps played on from the state (the choices drawn from the
//     text's bytes) keep it sound: no invariant problem, the notation round-trips, undo restores each step.
// A failed check prints what failed, for which preset and text, and aborts (libFuzzer keeps the input).
// Build and run: tests/fuzz/run.sh [seconds] notation.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <string_view>
#include <vector>

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

// Every view of s (text, SVG, both observation layouts for every seat) can be made; the full layout's
// tail is the information layout.
template <class R>
void check_views(const char* preset, const pachisi::state<R>& s, std::string_view input) {
    if (pachisi::draw_board(s).empty() || pachisi::summary(s).empty() || pachisi::to_svg(s).empty())
        fail(preset, "an empty picture of the state", input);
    std::vector<float> full(static_cast<std::size_t>(pachisi::observation_size<R>));
    std::vector<float> info(static_cast<std::size_t>(pachisi::information_size<R>));
    for (int observer = 0; observer < 4; ++observer) {
        pachisi::observation(s, observer, std::span<float>(full));
        pachisi::information_observation(s, observer, std::span<float>(info));
        const auto tail = full.end() - static_cast<std::ptrdiff_t>(info.size());
        if (!std::equal(info.begin(), info.end(), tail)) fail(preset, "the information layout is not the full layout's tail", input);
    }
}

// The ids of s's legal actions are in range and distinct, and each gives its action back.
template <class R>
void check_ids(const char* preset, const pachisi::state<R>& s, const pachisi::action_list<R>& actions,
               std::string_view input) {
    std::vector<bool> taken(static_cast<std::size_t>(pachisi::num_distinct_actions<R>));
    for (const auto& a : actions) {
        const int id = pachisi::action_id(s, a);
        if (id < 0 || id >= pachisi::num_distinct_actions<R>) fail(preset, "a legal action with no id", input);
        if (taken[static_cast<std::size_t>(id)]) fail(preset, "two legal actions share an id", input);
        taken[static_cast<std::size_t>(id)] = true;
        const auto back = pachisi::action_from_id(s, actions, id);
        if (!back || !(*back == a)) fail(preset, "action_from_id does not give the action back", input);
        if (pachisi::describe(s, a).empty()) fail(preset, "an action with no description", input);
    }
}

// `shown`, the observation of `before` by its mover, updated to `after` equals one written afresh for
// the mover of `after`.
template <class R>
void check_update(const char* preset, const pachisi::state<R>& before, const std::vector<float>& shown,
                  const pachisi::state<R>& after, std::string_view input) {
    std::vector<float> rolling = shown, fresh(shown.size());
    pachisi::update_observation(before, before.mover, after, after.mover, std::span<float>(rolling));
    pachisi::observation(after, after.mover, std::span<float>(fresh));
    if (rolling != fresh) fail(preset, "an updated observation differs from a fresh one", input);
}

// Every end of the play under way is reached by its sequence, each action legal where it is taken.
// Not for split cowrie throws: they have a play for every way of sharing the value out, too many to
// replay at fuzzing speed.
template <class R>
inline constexpr bool plays_checked = [] {
    if constexpr (requires { R::split_throw; }) return !R::split_throw;
    else return true;
}();
template <class R>
void check_plays(const char* preset, const pachisi::state<R>& s, std::string_view input) {
    for (const auto& play : pachisi::enumerate_plays(s)) {
        pachisi::state<R> now = s;
        for (const auto& a : play.actions) {
            if (!pachisi::legal_actions(now).contains(a)) fail(preset, "an enumerated play takes an illegal action", input);
            (void)pachisi::apply(now, a);
        }
        if (!(now == play.end)) fail(preset, "an enumerated play does not reach its end", input);
    }
}

// A few steps played on from s, each choice drawn from the input's bytes: every state reached has no invariant
// problem and round-trips, and undo restores each step (the one-die presets, docs/rules.md §10).
template <class R>
void play_on(const char* preset, pachisi::state<R> s, std::string_view input) {
    std::uint64_t draw = 1469598103934665603ULL;  // FNV-1a of the input: the same text plays the same steps
    for (const char c : input) draw = (draw ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    for (int step = 0; step < 24 && !pachisi::is_over(s); ++step) {
        draw = draw * 6364136223846793005ULL + 1442695040888963407ULL;
        const auto pick = static_cast<std::size_t>(draw >> 33);
        const pachisi::state<R> before = s;
        if (pachisi::is_chance_node(s)) {
            const auto outcomes = pachisi::chance_outcomes(s);
            if (outcomes.empty()) fail(preset, "a chance node with no outcome", input);
            const auto record = pachisi::apply_throw(s, outcomes[pick % outcomes.size()].outcome);
            pachisi::state<R> back = s;
            pachisi::undo(back, record);
            if (!(back == before)) fail(preset, "undo of a throw played on does not restore the state", input);
        } else {
            const auto actions = pachisi::legal_actions(s);
            if (actions.empty()) fail(preset, "a decision played on has no legal action", input);
            const auto record = pachisi::apply(s, actions[pick % actions.size()]);
            pachisi::state<R> back = s;
            pachisi::undo(back, record);
            if (!(back == before)) fail(preset, "undo of an action played on does not restore the state", input);
        }
        if (pachisi::find_invariant_problem(s)) fail(preset, "a state played on breaks an invariant", input);
        round_trip(preset, s, input, "a state played on does not round-trip");
    }
}

template <class R>
void check(const char* preset, std::string_view text) {
    const auto parsed = pachisi::try_parse_state<R>(text);
    if (!parsed) return;
    const pachisi::state<R> s = *parsed;
    round_trip(preset, s, text, "to_string does not round-trip through parse_state");
    check_views(preset, s, text);
    if (pachisi::is_decision_node(s)) {
        const auto actions = pachisi::legal_actions(s);
        if (actions.empty()) fail(preset, "a decision node with no legal action", text);
        for (std::size_t i = 1; i < actions.size(); ++i)
            if (!(actions[i - 1] < actions[i])) fail(preset, "legal actions not strictly sorted (an action twice?)", text);
        check_ids(preset, s, actions, text);
        if constexpr (plays_checked<R>)
            if (s.phase == pachisi::stage::play) check_plays(preset, s, text);
        std::vector<float> shown(static_cast<std::size_t>(pachisi::observation_size<R>));
        pachisi::observation(s, s.mover, std::span<float>(shown));
        for (const auto& a : actions) {
            pachisi::state<R> next = s;
            const auto record = pachisi::apply(next, a);
            round_trip(preset, next, text, "the state after a legal action does not round-trip");
            check_update(preset, s, shown, next, text);
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
    if constexpr (R::turn == pachisi::family::one_die) play_on(preset, s, text);
}

constexpr auto ludo_must_kill = [] {
    auto o = pachisi::ludo_options;
    o.safe_squares = true;
    o.must_kill = true;
    return o;
}();
constexpr auto maedn_three_tries = [] {
    auto o = pachisi::maedn_options;
    o.three_tries = true;
    o.jump_in_home_path = false;
    return o;
}();

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check<pachisi::shg>("shg", text);
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
    // Options 1 and 5 of seed 004 (first=, taken=, back=, the action enter+V) and a cross of arm 6.
    check<pachisi::traditional_rules<6, traditional_options{.split_throw = true, .first_move_on_2_3_4 = true,
                                                            .cancelled_capture = true}>>(
        "traditional:split,first-move,cancel-capture", text);
    check<pachisi::traditional_rules<7, traditional_options{.arm = 6}>>("traditional7:arm=6", text);
    // The one-die family (docs/rules.md §10): its five presets (sixes=, last=, arrived=, the reward moves of
    // Parchís) and two option mixes with fields of their own (captured= of must kill, tries= of three tries).
    check<pachisi::ludo>("ludo", text);
    check<pachisi::ludo_king>("ludo_king", text);
    check<pachisi::parchis>("parchis", text);
    check<pachisi::maedn>("maedn", text);
    check<pachisi::maedn_openspiel>("maedn_openspiel", text);
    check<pachisi::one_die_rules<ludo_must_kill>>("ludo:stars,must-kill", text);
    check<pachisi::one_die_rules<maedn_three_tries>>("maedn:three-tries,no-jump", text);
    return 0;
}
