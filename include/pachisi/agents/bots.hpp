#pragma once
// Bots: small automatic players for any rule set. The two helpers every game loop needs with them,
// sample_chance (a throw drawn with the exact chance probabilities) and uniform_below (a uniform
// draw), live in engine/chance.hpp, included here.
//
// Every bot has the same member function
//
//     template <class R, class Rng> action choose(const state<R>& s, Rng& rng) const;
//
// for a decision of seat s.mover: stage::play, or the traditional choice to throw or refuse
// (stage::ready). It returns one legal action; the caller applies it and asks again while the play
// goes on, so a bot re-plans after every action. Rng is std::mt19937_64 or any other generator of
// 64-bit values; only random_bot draws from it. At a chance node or when the game is over, choose
// reports a std::logic_error (error_kind::wrong_stage, rules/errors.hpp).
//
//   random_bot      a uniformly random legal action.
//   greedy_bot      the end of the play (enumerate_plays) that the evaluation below likes best.
//   expectimax_bot  the end of the play with the best expected evaluation after the next throw(s),
//                   over the exact chance outcomes; opponents are assumed to play against it.
//   any_bot         one of the three, picked by name at run time ("random", "greedy", ...).
//   capturing_bot   a beginner's rule of thumb, one action at a time: capture, else take a pawn HOME, else
//                   bring one out of the nest, else any (engine/move_effects.hpp's effects_of; no search).
//
// The evaluation (evaluate) scores a position for one seat: its pawns' progress, pawns out of the
// nest and at HOME, pawns on safe squares, and a penalty for pawns an enemy could hit with one die;
// minus the same for the opponents. It is a heuristic, not a rule: nothing in the engine uses it.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "../engine/action.hpp"
#include "../engine/action_text.hpp"
#include "../engine/chance.hpp"
#include "../engine/move_effects.hpp"
#include "../rules/board.hpp"
#include "../rules/errors.hpp"
#include "../engine/occupancy.hpp"
#include "../engine/play.hpp"
#include "../engine/state.hpp"
#include "../engine/turn_enumeration.hpp"

namespace pachisi {

// ---- the evaluation ------------------------------------------------------------------------------

struct eval_weights {
    double entered = 10.0;    // a pawn out of its nest
    double per_square = 1.0;  // each square of its way to HOME already behind it
    double at_home = 20.0;    // a pawn at HOME, on top of its squares
    double safe = 4.0;        // a pawn where no enemy may capture it (safe square, home path, blockade)
    double at_risk = 0.4;     // share of a pawn's worth lost when an enemy could hit it with one die
    double win = 1.0e4;       // the game won (lost: minus this)
};

namespace detail {

// Squares a pawn at progress p still has to go to reach HOME; a pawn on a later lap (docs/rules.md §5.10)
// must first come round to its turn-off again.
// `board` is a route (board_of(s)).
[[nodiscard]] constexpr int squares_to_home(const auto& board, int p) noexcept {
    if (p <= board.home) return board.home - p;
    const int laps = (p - board.home + board.ring_squares - 1) / board.ring_squares;
    return board.home + board.ring_squares * laps - p + (board.home - board.turn_off);
}

// How far ahead of an enemy pawn a pawn counts as threatened: one die shows 1..6. (Sums of two dice
// reach further but each is less likely; cowries show 2..6 most often.)
inline constexpr int threat_reach = 6;

// For every square: the seats that could capture a pawn there with one move of 1..threat_reach
// (bit `seat`), and the seats that could capture it by entering a pawn from their nest.
template <int Squares>
struct threat_map {
    std::array<std::uint8_t, static_cast<std::size_t>(Squares)> by_move{};
    std::array<std::uint8_t, static_cast<std::size_t>(Squares)> by_entry{};
};

template <class R>
[[nodiscard]] threat_map<route<largest_board_of<R>>::squares> threats_of(const state<R>& s) {
    const auto& board = board_of(s);
    threat_map<route<largest_board_of<R>>::squares> threats;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto bit = static_cast<std::uint8_t>(1U << seat);
        for (const int p : s.pawns[static_cast<std::size_t>(seat)]) {
            if (p == 0 || p == board.home) continue;
            for (int d = 1; d <= threat_reach && p + d <= board.max_progress; ++d) {
                const std::uint8_t sq = board.square(seat, p + d);
                if (sq < board.ring_squares) threats.by_move[sq] |= bit;  // the home path holds no enemy
            }
        }
        if (R::thrower::is_dice && has_nest_pawn(s, seat)) threats.by_entry[board.square(seat, 1)] |= bit;
    }
    return threats;
}

}  // namespace detail

// Worth of each seat's own pawns (not yet compared with anyone): 0 for seats not in play.
template <class R>
[[nodiscard]] std::array<double, 4> seat_values(const state<R>& s, const eval_weights& w = {}) {
    const auto& board = board_of(s);
    const occupancy_for<R> occ = occupancy_of(s);
    const auto threats = detail::threats_of(s);
    std::array<double, 4> values{};
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        std::uint8_t enemies = 0;
        for (int other = 0; other < 4; ++other)
            if (other != seat && in_play(s, other) && !are_partners(s, seat, other))
                enemies = static_cast<std::uint8_t>(enemies | (1U << other));
        double total = 0;
        int unused = unused_places(s);  // places at HOME that are no pawn of the game
        for (const int p : s.pawns[static_cast<std::size_t>(seat)]) {
            if (p == 0) continue;  // in the nest: worth nothing yet
            if (p == board.home && unused > 0) {
                --unused;
                continue;
            }
            double worth = w.entered + w.per_square * (board.home - detail::squares_to_home(board, p));
            if (p == board.home) {
                total += worth + w.at_home;
                continue;
            }
            const std::uint8_t sq = board.square(seat, p);
            const bool safe_square = sq >= board.ring_squares || (rules_of(s).safe_squares && board.is_safe(sq));
            const bool blockade = occ.count[sq] >= 2;  // nothing lands on two pawns
            const bool hit_by_move = !safe_square && !blockade && (threats.by_move[sq] & enemies);
            const bool hit_by_entry = !blockade && (!safe_square || rules_of(s).entry_captures_on_safe) && sq < board.ring_squares &&
                                      (threats.by_entry[sq] & enemies);
            if (hit_by_move || hit_by_entry) worth -= w.at_risk * worth;
            else if (safe_square || blockade) worth += w.safe;
            total += worth;
        }
        values[static_cast<std::size_t>(seat)] = total;
    }
    return values;
}

// How good s is for `seat`: its side's worth (with a partner, both seats) less the mean worth of
// the opposing sides. A won game is +win, a lost one -win.
template <class R>
[[nodiscard]] double evaluate(const state<R>& s, int seat, const eval_weights& w = {}) {
    if (const int won = winners(s); won != 0) return (won >> seat) & 1 ? w.win : -w.win;
    const std::array<double, 4> values = seat_values(s, w);
    double mine = 0, theirs = 0;
    int opposing_sides = 0;
    for (int other = 0; other < 4; ++other) {
        if (!in_play(s, other)) continue;
        const double v = values[static_cast<std::size_t>(other)];
        if (other == seat || are_partners(s, seat, other)) {
            mine += v;
        } else {
            theirs += v;
            // A team of two counts as one side: count it at its lower seat.
            opposing_sides += !(s.partners && other > (other ^ 2));
        }
    }
    return mine - (opposing_sides ? theirs / opposing_sides : 0.0);
}

// ---- the bots ------------------------------------------------------------------------------------

namespace detail {
template <class R>
void require_decision(const state<R>& s, const char* who) {
    if (is_chance_node(s) || is_over(s))
        raise_error(error_kind::wrong_stage,
                    std::string(who) + ": the state is not a decision (stage " + std::string(to_string(s.phase)) + ")");
}

[[noreturn]] inline void report_no_legal_action(const char* who) {
    raise_error(error_kind::invalid_argument,
                std::string(who) + ": the decision has no legal action (the state breaks an invariant: check it "
                                   "with invariant_violation)");
}

// The legal actions of a decision, never empty: a decision without one breaks an invariant (a state
// built by hand, not through parse_state), and a bot must say so rather than index an empty list.
template <class R>
[[nodiscard]] action_list<R> decision_actions(const state<R>& s, const char* who) {
    require_decision(s, who);
    auto actions = legal_actions(s);
    if (actions.empty()) report_no_legal_action(who);
    return actions;
}

// The legal action whose result `value` likes best (the first among equals). For decisions that are
// not a play of a throw, e.g. the traditional choice to throw or to refuse (stage::ready).
template <class R, class Value>
[[nodiscard]] action best_single_action(const state<R>& s, Value&& value, const char* who) {
    const auto actions = decision_actions(s, who);
    action best = actions[0];
    double best_value = -std::numeric_limits<double>::infinity();
    for (const action& a : actions) {
        state<R> after = s;
        apply(after, a);
        if (const double v = value(after); v > best_value) best_value = v, best = a;
    }
    return best;
}

// The distinct ends of the play under way (stage::play), never empty (see decision_actions).
template <class R>
[[nodiscard]] auto play_ends(const state<R>& s, const char* who) {
    auto plays = enumerate_plays(s);
    if (plays.empty()) report_no_legal_action(who);
    return plays;
}
}  // namespace detail

// Any legal action, each with the same chance.
struct random_bot {
    static constexpr std::string_view name = "random";

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng& rng) const {
        const auto actions = detail::decision_actions(s, "pachisi::random_bot");
        return actions[uniform_below(rng, actions.size())];
    }
};

// Looks at every distinct end of the play under way and heads for the one that evaluates best
// (the first found among equals): captures, pawns HOME, safety and progress all show in the end
// position. It plays the first action of the sequence that reaches it.
struct greedy_bot {
    static constexpr std::string_view name = "greedy";
    eval_weights weights{};

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng&) const {
        constexpr const char* who = "pachisi::greedy_bot";
        detail::require_decision(s, who);
        const auto value = [&](const state<R>& end) { return evaluate(end, s.mover, weights); };
        if (s.phase != stage::play) return detail::best_single_action(s, value, who);
        const auto plays = detail::play_ends(s, who);
        const auto best = std::max_element(plays.begin(), plays.end(),
                                           [&](const auto& a, const auto& b) { return value(a.end) < value(b.end); });
        return best->actions[0];
    }
};

// Expectimax over the exact chance outcomes. Each end of the play under way is valued by the throws
// that follow it: at a throw, the mean over its outcomes weighted by their exact probabilities; at a
// decision, the seat to move picks the end of its play that is best for it if it is us or our
// partner, and worst for us otherwise. After `depth` throws the greedy evaluation is used. Only the
// `width` ends the greedy evaluation likes best are searched: a move then takes a few milliseconds
// at depth 1.
struct expectimax_bot {
    static constexpr std::string_view name = "expectimax";
    int depth = 1;  // throws looked ahead: 1, or 2 (about a hundred times slower)
    int width = 6;  // candidate ends of the play searched
    eval_weights weights{};

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng&) const {
        constexpr const char* who = "pachisi::expectimax_bot";
        detail::require_decision(s, who);
        const int me = s.mover;
        if (s.phase != stage::play)
            return detail::best_single_action(s, [&](const state<R>& after) { return value(after, depth, me); }, who);
        const auto plays = detail::play_ends(s, who);
        if (plays.size() == 1) return plays[0].actions[0];
        // Best first by the greedy evaluation; stable, so equal ends keep the order they were found in.
        std::vector<std::pair<double, std::size_t>> order;
        for (std::size_t i = 0; i < plays.size(); ++i) order.emplace_back(-evaluate(plays[i].end, me, weights), i);
        std::stable_sort(order.begin(), order.end());
        order.resize(std::min(order.size(), static_cast<std::size_t>(std::max(width, 1))));

        std::size_t best = order[0].second;
        double best_value = -std::numeric_limits<double>::infinity();
        for (const auto& [greedy_value, i] : order)
            if (const double v = value(plays[i].end, depth, me); v > best_value) best_value = v, best = i;
        return plays[best].actions[0];
    }

    // Value of s for seat `me` with `throws` throws still to look at. Throws use them up; plays do
    // not. A throw with none left, or the end of the game, is evaluated as it stands. A choice
    // before a throw (traditional rules: throw or refuse, stage::ready) counts a refusal as a throw,
    // so that a round of refusals cannot go on for ever.
    template <class R>
    [[nodiscard]] double value(const state<R>& s, int throws, int me) const {
        if (is_over(s) || (s.phase != stage::play && throws <= 0)) return evaluate(s, me, weights);
        if (is_chance_node(s)) {
            double expected = 0;
            for (const auto& o : chance_outcomes(s)) {
                state<R> thrown = s;
                apply_throw(thrown, o.outcome);
                expected += o.chance.to_double() * value(thrown, throws - 1, me);
            }
            return expected;
        }
        const bool for_me = s.mover == me || are_partners(s, s.mover, me);
        const auto better = [&](double a, double b) { return for_me ? std::max(a, b) : std::min(a, b); };
        double best = for_me ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
        if (s.phase == stage::play) {
            for (const auto& play : enumerate_plays(s)) best = better(best, value(play.end, throws, me));
        } else {
            for (const action& a : legal_actions(s)) {
                state<R> after = s;
                apply(after, a);
                best = better(best, value(after, is_chance_node(after) ? throws : throws - 1, me));
            }
        }
        return best;
    }
};

// A beginner's rule of thumb, read from what each legal action does (effects_of, engine/move_effects.hpp)
// without looking further: the action that captures the most pawns; among those, the one that takes the
// most pawns HOME, then brings the most out of the nest, then earns a throw; among equals a random one.
// A weak player (it never looks at the end of its play, nor at safety), for an easy level or as a
// sparring partner. Not one of any_bot's names.
struct capturing_bot {
    static constexpr std::string_view name = "capturing";

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng& rng) const {
        const auto actions = detail::decision_actions(s, "pachisi::capturing_bot");
        if (s.phase != stage::play) {  // the traditional choice before a throw: it always throws
            for (const action& a : actions)
                if (a.kind == action_kind::roll) return a;
            return actions[0];
        }
        std::array<int, 4> best_key{-1, -1, -1, -1};
        action_list<R> best;
        for (const action& a : actions) {
            const move_effects<R> e = effects_of(s, a);
            const std::array<int, 4> key{static_cast<int>(e.captured.size()), e.reached_home, e.entered, e.throws_again ? 1 : 0};
            if (key < best_key) continue;
            if (best_key < key) best.clear(), best_key = key;
            best.push_back(a);
        }
        return best[uniform_below(rng, best.size())];
    }
};

// One of the bots above, chosen by name at run time: "random", "greedy", "expectimax" (one throw
// ahead) or "expectimax2" (two throws ahead).
class any_bot {
public:
    static constexpr std::array<std::string_view, 4> names{"random", "greedy", "expectimax", "expectimax2"};

    [[nodiscard]] static std::optional<any_bot> named(std::string_view name) {
        if (name == names[0]) return any_bot(random_bot{}, names[0]);
        if (name == names[1]) return any_bot(greedy_bot{}, names[1]);
        if (name == names[2]) return any_bot(expectimax_bot{}, names[2]);
        if (name == names[3]) return any_bot(expectimax_bot{.depth = 2}, names[3]);
        return std::nullopt;
    }
    [[nodiscard]] std::string_view name() const noexcept { return name_; }

    template <class R, class Rng>
    [[nodiscard]] action choose(const state<R>& s, Rng& rng) const {
        return std::visit([&](const auto& bot) { return bot.choose(s, rng); }, bot_);
    }

private:
    using variant = std::variant<random_bot, greedy_bot, expectimax_bot>;
    any_bot(variant bot, std::string_view name) : bot_(bot), name_(name) {}
    variant bot_;
    std::string_view name_;
};

}  // namespace pachisi
