#pragma once
// Actions, throws, stages and action kinds as text, in the notation of text/notation.hpp (grammar
// there). Kept in the engine so that its error messages can name what went wrong; the notation
// header includes it, so `pachisi::to_string(action)` works with either header.
//
//   to_string(action)            "move 20a+3", "enter sum", "capture 7+20", "move 62+3=73", "pass",
//                                "enter+3" (traditional option 1: a first move, out of the Charkoni to p = 3)
//   to_string(action_kind)       the word an action's text starts with: "move", "enter sum", "throw"
//   to_string(stage)             "opening", "ready", "throw", "play", "over"
//   to_string(throw_outcome)     "2-3" for two dice, "5" for cowries (5 mouth up) or an opening seat;
//                                read from the value: a throw of dice has b >= 1, any other has b = 0
//   to_string<R>(throw_outcome)  the same, written as rules R write it (two dice: always "A-B")

#include <string>
#include <string_view>

#include "action.hpp"
#include "state.hpp"
#include "../rules/throws.hpp"

namespace pachisi {

[[nodiscard]] constexpr std::string_view to_string(action_kind kind) noexcept {
    switch (kind) {
        case action_kind::pass: return "pass";
        case action_kind::enter: return "enter";
        case action_kind::enter_sum: return "enter sum";
        case action_kind::move: return "move";
        case action_kind::whole_move: return "whole";
        case action_kind::capture_reward: return "capture";
        case action_kind::home_reward: return "home";
        case action_kind::throw_again: return "again";
        case action_kind::decline: return "decline";
        case action_kind::roll: return "throw";
        case action_kind::refuse: return "refuse";
    }
    return "?";
}

[[nodiscard]] constexpr std::string_view to_string(stage phase) noexcept {
    switch (phase) {
        case stage::opening: return "opening";
        case stage::ready: return "ready";
        case stage::throw_: return "throw";
        case stage::play: return "play";
        case stage::over: return "over";
    }
    return "?";
}

[[nodiscard]] inline std::string to_string(throw_outcome t) {
    std::string text = std::to_string(t.a);
    if (t.b != 0) {
        text += '-';
        text += std::to_string(t.b);
    }
    return text;
}

template <class R>
[[nodiscard]] std::string to_string(throw_outcome t) {
    std::string text = std::to_string(t.a);
    if constexpr (R::thrower::is_dice) {
        text += '-';
        text += std::to_string(t.b);
    }
    return text;
}

[[nodiscard]] inline std::string to_string(const action& a) {
    std::string text(to_string(a.kind));
    if (a.kind == action_kind::enter && a.steps != 0) {  // a first move (seed 004 option 1): "enter+3"
        text += '+';
        text += std::to_string(a.steps);
        return text;
    }
    const bool moves_a_pawn = a.kind == action_kind::move || a.kind == action_kind::whole_move ||
                              a.kind == action_kind::capture_reward || a.kind == action_kind::home_reward;
    if (!moves_a_pawn) return text;
    // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict) on "x" + std::to_string(...).
    const auto append = [&](char mark, int value) {
        text += mark;
        text += std::to_string(value);
    };
    append(' ', a.from);
    if (a.tag) text += static_cast<char>('a' + a.tag - 1);
    if (a.group != 1) append('x', a.group);
    append('+', a.steps);
    if (a.to != a.from + a.steps) append('=', a.to);
    return text;
}

}  // namespace pachisi
