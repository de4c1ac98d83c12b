// Property tests of the one-die family (docs/rules.md §10): random games of the five presets (ludo,
// ludo_king, parchis, maedn, maedn_openspiel) at 2, 3 and 4 players, some playing for places, and of a few
// option mixes. After every throw and every action:
//   - find_invariant_problem finds nothing; the notation round-trips (parse_state(to_string(s)) == s);
//   - apply (and apply_throw) then undo restores the exact state, and applying again gives the same state;
//   - the legal list is sorted, without duplicates, never empty at a decision; the chances add up to one;
// and, read independently of the engine's code from §9's table and §10, a small reference of the turn
// (`reference` below). Where §10 is silent it follows the engine's documented decisions: a Ludo entry
// captures every enemy on the entry square; a safe square never captures; the duties in §10's order, the
// barrier duty filtering moves only; a Parchís entry onto two enemies of two colours takes the one that
// arrived last; a reward no pawn can play is lost; the third 6 sends back the pawn moved last (entries
// included) unless it is past its turn-off; one extra throw in all per throw (ludo_king); the three tries
// judged on the state before the throw; must-kill laps end at 100. What it checks:
//   - the position: no pawn beyond the last stop, no two own pawns on a square with single stacking, at
//     most two pawns on a square in Parchís, colours sharing only safe squares, seats not in play empty;
//   - at each decision, the legal list is exactly the reference's (duties in §10's order, landing, passing,
//     exact count, entry, rewards);
//   - each action's effect on the pawns (the pawn moved, the victims sent to their nests), and each
//     throw's (the third 6);
//   - who throws next (a 6, ludo_king's extra throw, three tries), when the game ends and who won;
//   - the state's memory (sixes=, captured=, last=, tries=) against the reference's own;
//   - every game ends within a cap of actions.
// The rules' events are counted (captures, entries, rewards, duties, third 6s, laps) and each preset must
// show the ones it has, so that the checks above had something to check.
// Time (g++ 12 -O1, one core, 2026-11-27): about 50 s for the file, 8 to 10 s per preset; the notation round
// trip of every state is half of it. PACHISI_QUICK_TESTS and PACHISI_SANITIZED play a tenth of the games.
#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <random>
#include <string>

#include "catch.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace property_one_die_tests {

namespace {

using namespace pachisi;

// ---- §9's table, for the three boards of the family (not read from the engine's route<>) -------------------

struct geometry {
    int arm;     // L: ring squares per arm
    int entry;   // e: the entry square's offset past the own tip
    int tip;     // T: the own tip's progress (the turn-off)
    int path;    // H: home-path squares
    bool has_home;
    std::array<int, 3> safe;  // safe offsets from each tip (where the rules have safe squares)
    int safe_count;
};

template <class R>
constexpr geometry geometry_of() {
    if constexpr (R::options.board == one_die_board::ludo) return {13, 2, 51, 5, true, {2, 10, 0}, 2};
    else if constexpr (R::options.board == one_die_board::parcheesi) return {17, 5, 64, 7, true, {0, 5, 12}, 3};
    else return {10, 1, 40, 4, false, {0, 0, 0}, 0};
}

template <class T>
constexpr std::size_t ix(T i) noexcept {
    return static_cast<std::size_t>(i);
}

// Counts of the rules firing, for the floors each preset must reach.
struct tally {
    long games = 0;
    long actions = 0;
    long throws = 0;
    long entries = 0;
    long captures = 0;          // pawns sent to a nest by an action
    long entry_captures = 0;    // of them, by an entering pawn
    long shared_safe = 0;       // moves or entries onto a safe square holding an enemy, which stays
    long rewards = 0;           // reward moves played (Parchís)
    long rewards_lost = 0;      // rewards earned with no reward move to play
    long third_sixes = 0;       // third 6s in a row not played (forfeit, last pawn to nest)
    long sent_back = 0;         // of them, with a pawn sent to its nest
    long third_sixes_played = 0;  // third 6s in a row played (third_six nothing)
    long compulsory_entries = 0;  // decisions where entering was the only action although a move was possible
    long cleared_entries = 0;   // decisions where the duty to clear the entry square decided
    long barriers_opened = 0;   // decisions where the duty to open a barrier removed moves
    long blocked = 0;           // moves refused for a barrier or a home-path pawn on the way
    long passes = 0;
    long sevens = 0;            // 6s counted 7
    long extra_throws = 0;      // ludo_king: throws earned by a capture or a pawn reaching HOME (no 6)
    long tries = 0;             // three tries: throws again for an entry value
    long laps = 0;              // must kill: pawns going round past their turn-off
    long places_games = 0;      // games played for places, ended with one seat left
    long longest = 0;           // most steps (throws and actions) in one game
};

// ---- The reference: §10 read on its own --------------------------------------------------------------------

// A failed check shows the step it failed at; the text is built only then (a game has hundreds of steps).
#define PROPERTY_ONE_DIE_CHECK(condition, context) \
    do {                                           \
        if (!(condition)) {                        \
            INFO(context());                       \
            FAIL("failed: " #condition);           \
        }                                          \
    } while (false)

template <class R>
struct reference {
    static constexpr geometry g = geometry_of<R>();
    static constexpr int ring = 4 * g.arm;
    static constexpr int tip = g.tip;
    static constexpr int home = g.tip + g.path + 1;  // HOME (a board without it never reaches it)
    static constexpr int last_stop = g.has_home ? home : g.tip + g.path;
    static constexpr int max_progress = R::must_kill ? home + 100 * ring : last_stop;  // §10 step 9: 100 laps
    static constexpr int squares = ring + 4 * 8;  // ring squares, then 8 per seat for the home paths

    // What the reference remembers (compared with the state's own memory where the state keeps one).
    int sixes = 0;                   // 6s thrown in a row in this turn
    unsigned captured = 0;           // seats that have captured (must kill)
    int last_moved = 0;              // progress of the mover's last moved pawn in this turn (third 6 to nest)
    std::array<int, 128> last_arrival{};  // per ring square: the seat whose pawn landed there last
    int tries = 0;                   // three tries: failed throws in the run
    int face = 0;                    // the throw being played
    bool extra = false;              // the play ends with a throw again
    int pending = 0;                 // reward to play: 1 capture, 2 home

    // The physical square of seat's pawn at p: ring 0..ring-1, home path ring + 8 seat + k - 1; -1 for the
    // nest and HOME.
    static int square(int seat, int p) {
        if (p == 0 || (g.has_home && p == home)) return -1;
        if (p <= tip) return (g.arm * seat + g.entry + p - 1) % ring;
        if (p < home) return ring + 8 * seat + (p - tip) - 1;
        return (g.arm * seat + (p - home)) % ring;  // must kill: p - HOME squares past the own tip
    }
    static bool safe(int sq) {
        if (!R::safe_squares || sq < 0 || sq >= ring) return false;
        for (int k = 0; k < g.safe_count; ++k)
            if (sq % g.arm == g.safe[ix(k)]) return true;
        return false;
    }
    static bool in_home_path(int p) { return p > tip && p <= tip + g.path; }
    static bool arrived(int p) { return g.has_home ? p == home : p > tip; }
    static bool entry_value(int face) { return ((R::entry_values >> static_cast<unsigned>(face)) & 1U) != 0; }

    // Pawns per square and seat.
    struct view {
        std::array<std::array<std::uint8_t, 4>, ix(squares)> n{};
        [[nodiscard]] int at(int sq, int seat) const { return n[ix(sq)][ix(seat)]; }
        [[nodiscard]] int total(int sq) const { return n[ix(sq)][0] + n[ix(sq)][1] + n[ix(sq)][2] + n[ix(sq)][3]; }
        [[nodiscard]] int colours(int sq) const {
            int c = 0;
            for (int seat = 0; seat < 4; ++seat) c += n[ix(sq)][ix(seat)] > 0;
            return c;
        }
    };
    static view view_of(const state<R>& s) {
        view v;
        for (int seat = 0; seat < 4; ++seat) {
            if (!in_play(s, seat)) continue;
            for (const auto p : s.pawns[ix(seat)])
                if (const int sq = square(seat, p); sq >= 0) ++v.n[ix(sq)][ix(seat)];
        }
        return v;
    }

    // One step along seat's route from p (must kill: round again at a turn-off until the seat has captured);
    // -1 where the route ends.
    [[nodiscard]] int next(int seat, int p) const {
        if (!R::must_kill) return p < last_stop ? p + 1 : -1;
        if (p == home) return -1;
        if (p > tip && p < home) return p + 1;
        const bool turn_off = p == tip || (p > home && (p - home) % ring == 0);
        if (!turn_off) return p + 1;
        if ((captured >> seat) & 1U) return tip + 1;
        const int n = p == tip ? home + 1 : p + 1;
        return n <= max_progress ? n : -1;
    }

    struct move_result {
        bool legal = false;
        int to = 0;
        int victim = -1;       // the seat whose pawn is captured
        bool shared = false;   // lands beside an enemy on a safe square
        bool blocked = false;  // refused for something on the way
    };

    // The mover's pawn at `from` moves `steps` (§10 steps 1, 2, 11).
    [[nodiscard]] move_result try_move(const state<R>& s, const view& v, int from, int steps) const {
        move_result r;
        const int mover = s.mover;
        int q = from;
        for (int i = 1; i <= steps; ++i) {
            q = next(mover, q);
            if (q < 0) return r;
            if (i == steps) break;
            if (g.has_home && q == home) return r;  // exact count: nothing goes beyond HOME
            const int sq = square(mover, q);
            if (R::stacking == one_die_stacking::barrier && v.total(sq) == 2 && v.colours(sq) == 1) return r.blocked = true, r;
            if (!R::jump_in_home_path && in_home_path(q) && v.total(sq) > 0) return r.blocked = true, r;
        }
        r.to = q;
        if (g.has_home && q == home) return r.legal = true, r;  // HOME holds any number
        const int sq = square(mover, q);
        const int own = v.at(sq, mover);
        const int total = v.total(sq);
        const int enemies = total - own;
        if (R::stacking == one_die_stacking::single && own > 0) return r;
        if (R::stacking == one_die_stacking::barrier && total >= 2) return r;
        if (enemies == 0 || (R::stacking == one_die_stacking::pair && own > 0)) return r.legal = true, r;
        if (safe(sq)) {
            if (R::two_per_safe_square && total >= 2) return r;
            r.shared = true;
            return r.legal = true, r;
        }
        if (enemies >= 2) return r;  // a pair (ludo_king) or two pawns: not landed on
        for (int seat = 0; seat < 4; ++seat)
            if (seat != mover && v.at(sq, seat) > 0) r.victim = seat;
        return r.legal = true, r;
    }

    [[nodiscard]] static bool has_nest_pawn(const state<R>& s) {
        for (const auto p : s.pawns[s.mover])
            if (p == 0) return true;
        return false;
    }
    [[nodiscard]] static bool may_enter(const state<R>& s, const view& v) {
        const int own = v.at(square(s.mover, 1), s.mover);
        if (R::stacking == one_die_stacking::single) return own == 0;
        if (R::stacking == one_die_stacking::barrier) return own < 2;
        return true;
    }
    // The pawns per seat an entering pawn captures (§10 step 3 and the decisions).
    [[nodiscard]] std::array<int, 4> entry_victims(const state<R>& s, const view& v) const {
        std::array<int, 4> out{};
        const int sq = square(s.mover, 1);
        if constexpr (R::stacking == one_die_stacking::barrier) {
            if (v.total(sq) < 2) return out;  // a single enemy is joined
            if (v.at(sq, s.mover) > 0 || v.colours(sq) == 1) {  // beside an own pawn, or two of one colour
                for (int seat = 0; seat < 4; ++seat)
                    if (seat != s.mover && v.at(sq, seat) > 0) out[ix(seat)] = 1;
                return out;
            }
            const int last = last_arrival[ix(sq)];  // two enemies of two colours: the one that arrived last
            REQUIRE_EACH(v.at(sq, last) == 1);
            out[ix(last)] = 1;
        } else if constexpr (R::entry_captures_on_safe) {
            for (int seat = 0; seat < 4; ++seat)
                if (seat != s.mover) out[ix(seat)] = v.at(sq, seat);
        }
        return out;
    }

    // The value the die moves at the play's start (a 6 counts 7 with no pawn in the nest).
    [[nodiscard]] static int value_of(const state<R>& s, int face) {
        return R::six_counts_seven && face == 6 && !has_nest_pawn(s) ? 7 : face;
    }

    // The legal actions at a decision, as §10 reads (the duties in their order), and the duties counted.
    [[nodiscard]] action_list<R> legal(const state<R>& s, const view& v, tally* t = nullptr) const {
        action_list<R> out;
        fixed_list<int, 4> progress;  // the mover's distinct progress values on the board, lowest first
        for (std::size_t i = R::pawns; i-- > 0;) {
            const int p = s.pawns[s.mover][i];
            if (p != 0 && !(g.has_home && p == home) && (progress.empty() || progress.back() != p)) progress.push_back(p);
        }
        if (pending != 0) {  // a reward move: a pawn not in the nest and not arrived moves 20 or 10
            const int steps = pending == 1 ? R::capture_reward_squares : R::home_reward_squares;
            const action_kind kind = pending == 1 ? action_kind::capture_reward : action_kind::home_reward;
            for (const int p : progress) {
                const auto r = try_move(s, v, p, steps);
                if (r.legal)
                    out.push_back({kind, static_cast<progress_t>(p), 0, static_cast<std::uint8_t>(steps), static_cast<progress_t>(r.to)});
            }
            return out;
        }
        const int value = value_of(s, face);
        const bool nest = has_nest_pawn(s);
        const action enter{action_kind::enter, 0, 0, 0, 1, 1};
        if (R::clear_entry_first && nest && progress.size() > 0 && progress[0] == 1) {  // step 4
            const auto r = try_move(s, v, 1, value);
            if (r.legal) {
                if (t) ++t->cleared_entries;
                out.push_back({action_kind::move, 1, 0, static_cast<std::uint8_t>(value), static_cast<progress_t>(r.to)});
                return out;
            }
        }
        const bool can_enter = nest && entry_value(face) && may_enter(s, v);
        action_list<R> moves;
        for (const int p : progress) {
            const auto r = try_move(s, v, p, value);
            if (r.legal) moves.push_back({action_kind::move, static_cast<progress_t>(p), 0, static_cast<std::uint8_t>(value),
                                          static_cast<progress_t>(r.to)});
            else if (r.blocked && t) ++t->blocked;
        }
        if (R::entry_compulsory && can_enter) {  // step 3
            if (t && !moves.empty()) ++t->compulsory_entries;
            out.push_back(enter);
            return out;
        }
        if (R::must_open_barrier && face == 6) {  // step 6: moves out of a barrier (two own pawns on a square)
            action_list<R> out_of_barrier;
            for (const auto& a : moves)
                if (v.at(square(s.mover, a.from), s.mover) == 2) out_of_barrier.push_back(a);
            if (!out_of_barrier.empty()) {
                if (t && out_of_barrier.size() < moves.size()) ++t->barriers_opened;
                moves = out_of_barrier;
            }
        }
        if (can_enter) out.push_back(enter);
        for (const auto& a : moves) out.push_back(a);
        if (out.empty()) out.push_back(action{action_kind::pass});
        return out;
    }

    // §10 step 10: the mover throws up to three times when no pawn is on the ring and no home-path pawn
    // can move by any value.
    [[nodiscard]] bool may_try(const state<R>& s, const view& v) const {
        for (const auto p : s.pawns[s.mover]) {
            if (p == 0 || (g.has_home && p == home)) continue;
            if (!in_home_path(p)) return false;
            for (int value = 1; value <= 6; ++value)
                if (try_move(s, v, p, value).legal) return false;
        }
        return true;
    }

    [[nodiscard]] static bool finished(const state<R>& s, int seat) {
        if (!in_play(s, seat)) return false;
        for (const auto p : s.pawns[ix(seat)])
            if (!arrived(p)) return false;
        return true;
    }
    [[nodiscard]] static int unfinished(const state<R>& s) {
        int n = 0;
        for (int seat = 0; seat < 4; ++seat) n += in_play(s, seat) && !finished(s, seat);
        return n;
    }
    // The seat after `seat` that is in play and has not finished.
    [[nodiscard]] static int next_seat(const state<R>& s, int seat) {
        for (int k = 1; k <= 4; ++k) {
            const int next = (seat + k) % 4;
            if (in_play(s, next) && !finished(s, next)) return next;
        }
        return seat;
    }

    // The turn passes: what the reference keeps for one turn is forgotten.
    void turn_passes() {
        sixes = 0;
        last_moved = 0;
        tries = 0;
        extra = false;
        pending = 0;
    }
};

// ---- The checks ---------------------------------------------------------------------------------------------

// No invariant problem, and the notation round-trips. parse_state refuses a state with an invariant problem
// (it runs find_invariant_problem's two halves, find_position_problem and find_play_problem, on what it
// reads): a state that round-trips has none, so find_invariant_problem itself is asked only to say what
// is wrong when the round trip fails (asking it every step would repeat the parser's work).
template <class R>
void check_engine_views(const state<R>& s) {
    const std::string text = to_string(s);
    const auto parsed = try_parse_state<R>(text);
    if (!parsed || !(*parsed == s)) {
        if (const auto problem = find_invariant_problem(s)) FAIL(to_string(problem) << " in " << text);
        INFO(text);
        REQUIRE(parsed.has_value());
        REQUIRE(*parsed == s);
    }
}

// The position as §10 allows it, square by square, and the state's memory against the reference's.
template <class R>
void check_position(const state<R>& s, const reference<R>& ref, const typename reference<R>::view& v) {
    using rf = reference<R>;
    const auto where = [&] { return to_string(s); };
    for (int seat = 0; seat < 4; ++seat) {
        const auto& row = s.pawns[ix(seat)];
        for (std::size_t i = 0; i < row.size(); ++i) {
            const int p = row[i];
            PROPERTY_ONE_DIE_CHECK(in_play(s, seat) || p == 0, where);
            PROPERTY_ONE_DIE_CHECK(p <= rf::max_progress, where);  // never beyond the last stop
            PROPERTY_ONE_DIE_CHECK(i == 0 || row[i - 1] >= row[i], where);  // rows highest first
            // Must kill: no pawn in the home path before its seat has captured.
            PROPERTY_ONE_DIE_CHECK(!R::must_kill || p <= rf::tip || p > rf::home || ((ref.captured >> seat) & 1U), where);
            const int sq = rf::square(seat, p);
            if (sq < 0) continue;
            const int total = v.total(sq);
            PROPERTY_ONE_DIE_CHECK(v.colours(sq) == 1 || rf::safe(sq), where);  // colours share safe squares only
            PROPERTY_ONE_DIE_CHECK(R::stacking != one_die_stacking::single || v.at(sq, seat) == 1, where);
            PROPERTY_ONE_DIE_CHECK(R::stacking != one_die_stacking::barrier || total <= 2, where);
            PROPERTY_ONE_DIE_CHECK(!R::two_per_safe_square || v.colours(sq) == 1 || total <= 2, where);
        }
    }
    PROPERTY_ONE_DIE_CHECK(s.doublets_in_row == ref.sixes, where);
    PROPERTY_ONE_DIE_CHECK(s.captured == (R::must_kill ? ref.captured : 0U), where);
    if constexpr (remembers_one_die_turn<R>()) {
        PROPERTY_ONE_DIE_CHECK(s.last_moved == ref.last_moved, where);
        PROPERTY_ONE_DIE_CHECK(s.tries == ref.tries, where);
    }
}

// After a play ends (pawns as they are in `after`): over, the same seat again, or the next seat.
template <class Context, class R>
void check_play_ended(const state<R>& before, const state<R>& after, reference<R>& ref, const Context& where) {
    using rf = reference<R>;
    const int mover = before.mover;
    PROPERTY_ONE_DIE_CHECK(after.part_count == 0, where);
    PROPERTY_ONE_DIE_CHECK((after.capture_rewards == 0 && after.home_rewards == 0), where);
    PROPERTY_ONE_DIE_CHECK(after.thrown == throw_outcome{}, where);
    const bool mover_finished = rf::finished(after, mover);
    if (mover_finished && (!after.play_on || rf::unfinished(after) < 2)) {  // §10 step 12
        PROPERTY_ONE_DIE_CHECK(after.phase == stage::over, where);
        PROPERTY_ONE_DIE_CHECK(((winners(after) >> mover) & 1) != 0, where);
        return;
    }
    PROPERTY_ONE_DIE_CHECK(after.phase == stage::throw_, where);
    if (!mover_finished && ref.extra) {  // a 6, ludo_king's extra throw, or a try: the same seat again
        PROPERTY_ONE_DIE_CHECK(after.mover == mover, where);
        ref.pending = 0;
        ref.extra = false;
        return;
    }
    PROPERTY_ONE_DIE_CHECK(after.mover == rf::next_seat(after, mover), where);
    ref.turn_passes();
}

// A fair die, a symmetric opening: n equal chances, which add up to one exactly when n times each is one.
int pick(const chance_list& outcomes, std::mt19937_64& rng) {
    const probability each = outcomes[0].chance;
    for (const auto& o : outcomes) REQUIRE_EACH(o.chance == each);
    REQUIRE_EACH(each.numerator * outcomes.size() == each.denominator);
    return static_cast<int>(rng() % outcomes.size());
}

// One throw, checked against the reference.
template <class R>
void play_throw(state<R>& s, reference<R>& ref, const typename reference<R>::view& v, tally& t, std::mt19937_64& rng) {
    using rf = reference<R>;
    const auto outcomes = chance_outcomes(s);
    const throw_outcome thrown = outcomes[ix(pick(outcomes, rng))].outcome;
    const state<R> before = s;
    const auto record = apply_throw(s, thrown);
    const state<R> after = s;
    undo(s, record);
    REQUIRE_EACH(s == before);
    (void)apply_throw(s, thrown);
    REQUIRE_EACH(s == after);
    const auto where = [&] { return to_string(before) + " throws " + std::to_string(thrown.a) + " -> " + to_string(after); };
    if (before.phase == stage::opening) {
        PROPERTY_ONE_DIE_CHECK((after.mover == thrown.a && after.phase == stage::throw_ && after.pawns == before.pawns), where);
        return;
    }
    ++t.throws;
    const int face = thrown.a;
    const bool trying = R::three_tries && ref.may_try(before, v);
    ref.sixes = face == 6 ? std::min(ref.sixes + 1, 3) : 0;
    if (R::third_six != third_six_rule::nothing && face == 6 && ref.sixes >= 3) {
        // The third 6 in a row is not played; last pawn to nest: the pawn moved last goes to its nest unless
        // it is on its home path or at HOME.
        ++t.third_sixes;
        auto expected = before.pawns;
        if (R::third_six == third_six_rule::last_pawn_to_nest && ref.last_moved != 0 && ref.last_moved <= rf::tip) {
            auto& row = expected[before.mover];
            *std::find(row.begin(), row.end(), ref.last_moved) = 0;
            std::sort(row.begin(), row.end(), std::greater<>());
            ++t.sent_back;
        }
        PROPERTY_ONE_DIE_CHECK(after.pawns == expected, where);
        PROPERTY_ONE_DIE_CHECK((after.phase == stage::throw_ && after.part_count == 0), where);
        PROPERTY_ONE_DIE_CHECK(after.mover == rf::next_seat(after, before.mover), where);
        ref.turn_passes();
        return;
    }
    if (face == 6 && ref.sixes >= 3) ++t.third_sixes_played;
    const int value = rf::value_of(before, face);
    if (value == 7) ++t.sevens;
    PROPERTY_ONE_DIE_CHECK(after.pawns == before.pawns, where);
    PROPERTY_ONE_DIE_CHECK((after.phase == stage::play && after.mover == before.mover && after.thrown == thrown), where);
    PROPERTY_ONE_DIE_CHECK((after.part_count == 1 && after.parts[0] == value), where);
    ref.face = face;
    ref.extra = face == 6;
    ref.pending = 0;
    if (R::three_tries) {
        if (!trying || rf::entry_value(face)) {
            ref.tries = 0;
        } else if (ref.tries + 1 < 3) {
            ++ref.tries;
            ref.extra = true;
            ++t.tries;
        } else {
            ref.tries = 0;
        }
    }
}

// One action, checked against the reference.
template <class R>
void play_action(state<R>& s, reference<R>& ref, const typename reference<R>::view& v, tally& t, std::mt19937_64& rng) {
    using rf = reference<R>;
    const auto actions = legal_actions(s);
    REQUIRE_EACH(!actions.empty());
    REQUIRE_EACH(std::is_sorted(actions.begin(), actions.end()));
    REQUIRE_EACH(std::adjacent_find(actions.begin(), actions.end()) == actions.end());
    const auto expected_list = ref.legal(s, v, &t);
    if (!(actions == expected_list)) {
        std::string got, want;
        for (const auto& a : actions) got += " '" + to_string(a) + "'";
        for (const auto& a : expected_list) want += " '" + to_string(a) + "'";
        FAIL("legal actions of " << to_string(s) << ":" << got << "; §10 says:" << want);
    }
    const action chosen = actions[ix(rng() % actions.size())];
    const state<R> before = s;
    const auto record = apply(s, chosen);
    const state<R> after = s;
    undo(s, record);
    REQUIRE_EACH(s == before);
    (void)apply(s, chosen);
    REQUIRE_EACH(s == after);
    ++t.actions;
    const auto where = [&] { return to_string(before) + " '" + to_string(chosen) + "' -> " + to_string(after); };

    if (chosen.kind == action_kind::pass) {
        ++t.passes;
        PROPERTY_ONE_DIE_CHECK(after.pawns == before.pawns, where);
        return check_play_ended(before, after, ref, where);
    }
    // The pawns: the mover's pawn moves, victims go to their nests.
    const int mover = before.mover;
    auto expected = before.pawns;
    std::array<int, 4> victims{};
    int to = 1;
    bool shared = false;
    if (chosen.kind == action_kind::enter) {
        ++t.entries;
        victims = ref.entry_victims(before, v);
        auto& row = expected[ix(mover)];
        *std::find(row.begin(), row.end(), progress_t{0}) = 1;
        const int sq = rf::square(mover, 1);
        int enemies = v.total(sq) - v.at(sq, mover);
        for (const int k : victims) enemies -= k, t.entry_captures += k;
        shared = enemies > 0;
    } else {
        const int steps = chosen.kind == action_kind::move             ? before.parts[0]
                          : chosen.kind == action_kind::capture_reward ? R::capture_reward_squares
                                                                       : R::home_reward_squares;
        PROPERTY_ONE_DIE_CHECK(chosen.steps == steps, where);
        const auto r = ref.try_move(before, v, chosen.from, steps);
        PROPERTY_ONE_DIE_CHECK((r.legal && r.to == chosen.to), where);
        PROPERTY_ONE_DIE_CHECK(R::must_kill || chosen.to == chosen.from + steps, where);
        if (chosen.to > rf::home) ++t.laps;
        to = r.to;
        shared = r.shared;
        if (r.victim >= 0) victims[ix(r.victim)] = 1;
        auto& row = expected[ix(mover)];
        *std::find(row.begin(), row.end(), chosen.from) = static_cast<progress_t>(to);
        if (chosen.kind != action_kind::move) ++t.rewards;
    }
    if (shared) ++t.shared_safe;
    int captured = 0;
    const int landing = rf::square(mover, to);
    for (int seat = 0; seat < 4; ++seat) {
        for (int k = 0; k < victims[ix(seat)]; ++k) {
            auto& row = expected[ix(seat)];
            const auto it = std::find_if(row.begin(), row.end(), [&](progress_t q) { return q != 0 && rf::square(seat, q) == landing; });
            PROPERTY_ONE_DIE_CHECK(it != row.end(), where);
            *it = 0;
            ++captured;
        }
    }
    for (auto& row : expected) std::sort(row.begin(), row.end(), std::greater<>());
    PROPERTY_ONE_DIE_CHECK(after.pawns == expected, where);
    t.captures += captured;

    // What the action leaves to remember and to earn.
    if (landing >= 0 && landing < rf::ring) ref.last_arrival[ix(landing)] = mover;
    if (R::third_six == third_six_rule::last_pawn_to_nest) ref.last_moved = to;
    if (captured > 0) ref.captured |= 1U << mover;
    const bool reached_home = rf::g.has_home && to == rf::home;
    if (((R::capture_throws_again && captured > 0) || (R::home_throws_again && reached_home)) && !ref.extra)
        ref.extra = true, ++t.extra_throws;  // ludo_king: one extra throw in all per throw (a 6 gives one)
    ref.pending = captured > 0 && R::capture_reward_squares > 0 ? 1 : reached_home && R::home_reward_squares > 0 ? 2 : 0;

    if (rf::finished(after, mover)) {  // rewards and extra throws are lost
        ref.extra = false;
        ref.pending = 0;
        return check_play_ended(before, after, ref, where);
    }
    if (ref.pending != 0) {
        state<R> earned = after;  // the reward is the mover's: judged on the pawns after the action
        earned.mover = before.mover;
        if (!ref.legal(earned, rf::view_of(earned)).empty()) {  // played at once
            PROPERTY_ONE_DIE_CHECK((after.phase == stage::play && after.mover == mover && after.part_count == 0), where);
            PROPERTY_ONE_DIE_CHECK(after.capture_rewards == (ref.pending == 1 ? 1 : 0), where);
            PROPERTY_ONE_DIE_CHECK(after.home_rewards == (ref.pending == 2 ? 1 : 0), where);
            return;
        }
        ++t.rewards_lost;  // no pawn can play it: lost
        ref.pending = 0;
    }
    check_play_ended(before, after, ref, where);
}

using test::games_scale;  // a tenth of the games under the sanitizers and in --quick (test_support.hpp)

constexpr long action_cap = 100000;  // a game of these rules takes a few hundred steps (the longest seen: 3040)

// Plays `games` random games (2, 3 and 4 players in turn; one in four for places), every step checked.
template <class R>
tally random_games(int games, std::uint64_t seed) {
    using rf = reference<R>;
    std::mt19937_64 rng(seed);
    tally t;
    for (int game = 0; game < games; ++game) {
        const int players = 2 + game % 3;
        const bool places = game % 4 == 1;
        auto s = new_game<R>({.players = players, .play_for_places = places});
        // The start (§10 table): all in the nest, or MAEDN one pawn at p = 1; seat 0 throws first or the
        // opening throw decides.
        for (int seat = 0; seat < 4; ++seat) {
            using row_t = typename state<R>::pawn_row;
            const row_t expected = in_play(s, seat) && R::start_one_out ? row_t{1, 0, 0, 0} : row_t{};
            REQUIRE_EACH(s.pawns[ix(seat)] == expected);
        }
        REQUIRE_EACH(s.phase == (R::seat_zero_starts ? stage::throw_ : stage::opening));
        reference<R> ref;
        long steps = 0;
        while (!is_over(s)) {
            REQUIRE_EACH(++steps < action_cap);  // games end
            check_engine_views(s);
            const auto v = rf::view_of(s);
            check_position(s, ref, v);
            if (is_chance_node(s)) play_throw(s, ref, v, t, rng);
            else play_action(s, ref, v, t, rng);
        }
        check_engine_views(s);
        check_position(s, ref, rf::view_of(s));
        REQUIRE(legal_actions(s).empty());
        REQUIRE(chance_outcomes(s).empty());
        // The winners: the first seat to finish; playing for places, every seat but the last.
        int finished = 0;
        for (int seat = 0; seat < 4; ++seat) finished += rf::finished(s, seat);
        if (places) {
            REQUIRE(rf::unfinished(s) == 1);
            ++t.places_games;
        } else {
            REQUIRE(finished == 1);
        }
        REQUIRE(winners(s) != 0);
        for (int seat = 0; seat < 4; ++seat)
            if ((winners(s) >> seat) & 1) REQUIRE(rf::finished(s, seat));
        t.longest = std::max(t.longest, steps);
        ++t.games;
    }
    return t;
}

std::string tally_text(const tally& t) {
    return "games " + std::to_string(t.games) + ", throws " + std::to_string(t.throws) + ", actions " +
           std::to_string(t.actions) + " (longest game " + std::to_string(t.longest) + " steps), entries " +
           std::to_string(t.entries) + ", captures " + std::to_string(t.captures) + " (by entering " +
           std::to_string(t.entry_captures) + "), shared safe squares " + std::to_string(t.shared_safe) +
           ", reward moves " + std::to_string(t.rewards) + " (lost " + std::to_string(t.rewards_lost) +
           "), third 6s " + std::to_string(t.third_sixes) + " (pawn sent back " + std::to_string(t.sent_back) +
           ", played " + std::to_string(t.third_sixes_played) + "), compulsory entries " +
           std::to_string(t.compulsory_entries) + ", entry squares cleared " + std::to_string(t.cleared_entries) +
           ", barriers opened " + std::to_string(t.barriers_opened) + ", moves blocked on the way " +
           std::to_string(t.blocked) + ", passes " + std::to_string(t.passes) + ", 6s counting 7 " +
           std::to_string(t.sevens) + ", extra throws " + std::to_string(t.extra_throws) + ", tries " +
           std::to_string(t.tries) + ", laps " + std::to_string(t.laps) + ", games for places " +
           std::to_string(t.places_games);
}

// Floors: what every game of a preset shows many times over is asserted at one per ten games (scaled).
void check_common(const tally& t, int games) {
    CHECK(t.games == games);
    CHECK(t.actions > games * 50L);
    CHECK(t.entries > games);
    CHECK(t.captures > games / 10);
    CHECK(t.passes > games);
    CHECK(t.places_games >= games / 4);
}

}  // namespace

TEST_CASE("property one die: 10000 random ludo games checked against §10 after every step", "[property][one_die][ludo]") {
    const int games = 10000 / games_scale;
    const tally t = random_games<ludo>(games, 1001);
    WARN(tally_text(t));
    check_common(t, games);
    CHECK(t.entry_captures > 0);
    CHECK(t.third_sixes > games / 100);
    CHECK(t.shared_safe == 0);  // no safe squares in plain Ludo
    CHECK(t.rewards == 0);
    CHECK(t.sevens == 0);
}

TEST_CASE("property one die: 10000 random ludo_king games checked against §10 after every step",
          "[property][one_die][ludo_king]") {
    const int games = 10000 / games_scale;
    const tally t = random_games<ludo_king>(games, 1002);
    WARN(tally_text(t));
    check_common(t, games);
    CHECK(t.entry_captures == 0);  // the entry square is safe: entering never captures
    CHECK(t.shared_safe > games);
    CHECK(t.extra_throws > games);
    CHECK(t.third_sixes > games / 100);
}

TEST_CASE("property one die: 10000 random parchis games checked against §10 after every step",
          "[property][one_die][parchis]") {
    const int games = 10000 / games_scale;
    const tally t = random_games<parchis>(games, 1003);
    WARN(tally_text(t));
    check_common(t, games);
    CHECK(t.entry_captures > games / 100);
    CHECK(t.shared_safe > games);
    CHECK(t.rewards > games);
    CHECK(t.rewards_lost > 0);
    CHECK(t.sent_back > games / 100);
    CHECK(t.compulsory_entries > games);
    CHECK(t.barriers_opened > games / 100);
    CHECK(t.blocked > games);
    CHECK(t.sevens > games);
}

TEST_CASE("property one die: 10000 random maedn games checked against §10 after every step", "[property][one_die][maedn]") {
    const int games = 10000 / games_scale;
    const tally t = random_games<maedn>(games, 1004);
    WARN(tally_text(t));
    check_common(t, games);
    CHECK(t.entry_captures > games / 10);
    CHECK(t.cleared_entries > games);
    CHECK(t.compulsory_entries > games);
    CHECK(t.third_sixes == 0);
    CHECK(t.third_sixes_played > games / 100);
}

TEST_CASE("property one die: 10000 random maedn_openspiel games checked against §10 after every step",
          "[property][one_die][maedn_openspiel]") {
    const int games = 10000 / games_scale;
    const tally t = random_games<maedn_openspiel>(games, 1005);
    WARN(tally_text(t));
    check_common(t, games);
    CHECK(t.cleared_entries > games);
    CHECK(t.compulsory_entries > games);
    CHECK(t.third_sixes_played > games / 100);
}

// The options of §10's table, a few mixes each, fewer games: the same checks.
namespace {
constexpr auto ludo_stars_must_kill = [] {
    auto o = ludo_options;
    o.safe_squares = true;
    o.must_kill = true;
    o.entry_values = entry_on({1, 6});
    return o;
}();
constexpr auto ludo_king_must_kill = [] {
    auto o = ludo_king_options;
    o.must_kill = true;
    o.third_six = third_six_rule::nothing;
    return o;
}();
constexpr auto maedn_tries_no_jump = [] {
    auto o = maedn_options;
    o.three_tries = true;
    o.jump_in_home_path = false;
    return o;
}();
constexpr auto openspiel_tries_forfeit = [] {
    auto o = maedn_openspiel_options;
    o.three_tries = true;
    o.third_six = third_six_rule::forfeit;
    o.entry_values = entry_on({1, 6});
    return o;
}();
constexpr auto parchis_forfeit = [] {
    auto o = parchis_options;
    o.third_six = third_six_rule::forfeit;
    return o;
}();
}  // namespace

TEST_CASE("property one die: random games of option mixes checked against §10 after every step",
          "[property][one_die][options]") {
    const int games = 1000 / games_scale;
    {
        INFO("ludo with stars, must kill, entry on 1 or 6");
        const tally t = random_games<one_die_rules<ludo_stars_must_kill>>(games, 2001);
        WARN(tally_text(t));
        check_common(t, games);
        CHECK(t.laps > games);
        CHECK(t.shared_safe > games / 10);
    }
    {
        INFO("ludo_king with must kill, third 6 played");
        const tally t = random_games<one_die_rules<ludo_king_must_kill>>(games, 2002);
        WARN(tally_text(t));
        check_common(t, games);
        CHECK(t.laps > games / 10);
        CHECK(t.third_sixes == 0);
        CHECK(t.third_sixes_played > 0);
    }
    {
        INFO("maedn with three tries and no jumping in the home path");
        const tally t = random_games<one_die_rules<maedn_tries_no_jump>>(games, 2003);
        WARN(tally_text(t));
        check_common(t, games);
        CHECK(t.tries > games);
        CHECK(t.blocked > games);
    }
    {
        INFO("maedn_openspiel with three tries, third 6 forfeit, entry on 1 or 6");
        const tally t = random_games<one_die_rules<openspiel_tries_forfeit>>(games, 2004);
        WARN(tally_text(t));
        check_common(t, games);
        CHECK(t.tries > games);
        CHECK(t.third_sixes > 0);
    }
    {
        INFO("parchis with third 6 forfeit");
        const tally t = random_games<one_die_rules<parchis_forfeit>>(games, 2005);
        WARN(tally_text(t));
        check_common(t, games);
        CHECK(t.third_sixes > 0);
        CHECK(t.sent_back == 0);
    }
}

#undef PROPERTY_ONE_DIE_CHECK

}  // namespace property_one_die_tests
