#pragma once
// The whole position and the turn bookkeeping, small and trivially copyable. Members are laid out so
// that the state has no padding and equal states have equal bytes (hashing, deduplication): 64 bytes
// with 4 pawns per seat.
//
// Most members are bytes (std::uint8_t): a stream prints a byte as a character, so print a field as a
// number, std::cout << int{s.mover}, or print the whole state, std::cout << s (text/notation.hpp).

#include <array>
#include <cstdint>
#include <type_traits>

#include "../rules/board.hpp"
#include "../rules/fixed_list.hpp"
#include "../rules/policies.hpp"
#include "../rules/throws.hpp"

namespace pachisi {

enum class stage : std::uint8_t {
    opening,  // chance node: the opening throw decides who starts
    ready,    // (traditional) decision: throw, or refuse to throw (docs/rules.md §6.1)
    throw_,   // chance node: the seat to move throws
    play,     // the seat to move decides how to use its throw
    over,     // a seat or team has won
};

// ---- What options 1 and 5 of seed 004 remember between turns (docs/rules.md §6.10) ------------------
//
// Only rule sets with those options carry it (as a base of state, so that the others keep their 64 bytes).

// Whether the state of R has room for them (a rule set with options at run time always has).
template <class R>
[[nodiscard]] constexpr bool remembers_first_moves() noexcept {
    if constexpr (R::turn != family::traditional) return false;
    else if constexpr (has_options_at_run_time<R>) return true;
    else return R::first_move_on_2_3_4;
}
template <class R>
[[nodiscard]] constexpr bool remembers_captures() noexcept {
    if constexpr (R::turn != family::traditional) return false;
    else if constexpr (has_options_at_run_time<R>) return true;
    else return R::cancelled_capture;
}

struct no_memory {};

// Option 1: the seats whose player has made its first move (with 2 players, both seats of a player).
struct first_move_memory {
    std::uint16_t first_moved = 0;  // bit per seat (16 bits: the state's members are 2-byte aligned)
};

// Option 5, cancelled capture: the pawns a capture sent to the Charkoni, by the progress they stood at,
// per seat, highest first, 0 past the last. An entry with taken_this_turn set was taken by the mover in
// the turn under way; one without it was taken in the turn before and comes back if the mover, in this
// turn, captures the pawns standing where it was taken (engine/traditional_turn.hpp).
template <int Pawns>
struct capture_memory : first_move_memory {
    static constexpr progress_t taken_this_turn = 0x8000;  // above every progress (board.hpp)
    std::array<std::array<progress_t, static_cast<std::size_t>(Pawns)>, 4> victims{};
};

// ---- What the one-die turn remembers within a turn (docs/rules.md §10) ---------------------------------------
//
// Only rule sets whose rules read it carry it: Parchís (its third 6 and its entry captures) and the
// three tries of Mensch ärgere Dich nicht; Ludo and the other MAEDN rules keep 64 bytes.
template <class R>
[[nodiscard]] constexpr bool remembers_one_die_turn() noexcept {
    if constexpr (has_options_at_run_time<R>) return R::turn == family::one_die;  // whatever the options say
    else if constexpr (R::turn == family::one_die)
        return R::third_six == third_six_rule::last_pawn_to_nest || R::stacking == one_die_stacking::barrier ||
               R::three_tries;
    else return false;
}

struct one_die_memory {
    // Step 5, last pawn to nest: where the pawn that made the mover's last move in this turn stands
    // (0: no pawn has moved in this turn).
    progress_t last_moved = 0;
    // Step 3, Parchís: per entry square (2 bits for the seat whose entry square it is), the seat whose
    // pawn arrived there last; kept only while two pawns of two colours stand there, 0 otherwise.
    std::uint8_t last_arrival = 0;
    // Step 10, three tries: the throws of the current run that brought no entry value.
    std::uint8_t tries = 0;
};

// A rule set with options at run time (rules/one_die_dynamic.hpp) keeps them in the state, with every
// memory some mix of them may need.
template <class R>
struct options_memory {
    typename R::values options = R::default_values();
};
template <class R>
struct one_die_dynamic_memory : one_die_memory, options_memory<R> {};
// Bytes that bring a state's size to a multiple of 8, so that states are hashed and compared a word at a time
// (state below checks it for the rule sets that carry them).
// (An empty base would not do: a class with one has no unique object representation.)
template <std::size_t Bytes>
struct state_padding {
    std::array<std::uint8_t, Bytes> unused{};
};
template <class R>
struct traditional_dynamic_memory_unpadded : capture_memory<R::pawns>, options_memory<R> {};
template <class R>
struct traditional_dynamic_memory_padded : traditional_dynamic_memory_unpadded<R>, state_padding<4> {};
template <class R>
using traditional_dynamic_memory = std::conditional_t<R::pawns % 8 == 0, traditional_dynamic_memory_padded<R>,
                                                      traditional_dynamic_memory_unpadded<R>>;

// The board R's states are sized for: R::board, or the largest board R may be played on.
template <class R>
struct largest_board_by_type {
    using type = typename R::board;
};
template <class R>
    requires has_board_at_run_time<R>
struct largest_board_by_type<R> {
    using type = typename R::largest_board;
};
template <class R>
using largest_board_of = typename largest_board_by_type<R>::type;

template <class R>
struct remembered_by_type {
    using type = std::conditional_t<
        remembers_captures<R>(), capture_memory<R::pawns>,
        std::conditional_t<remembers_first_moves<R>(), first_move_memory,
                           std::conditional_t<remembers_one_die_turn<R>(), one_die_memory, no_memory>>>;
};
template <class R>
    requires has_options_at_run_time<R>
struct remembered_by_type<R> {
    using type = std::conditional_t<R::turn == family::one_die, one_die_dynamic_memory<R>,
                                    std::conditional_t<R::turn == family::traditional, traditional_dynamic_memory<R>,
                                                       options_memory<R>>>;
};
template <class R>
using remembered = typename remembered_by_type<R>::type;

template <class R>
[[nodiscard]] constexpr bool rules_are_valid() {
    if constexpr (has_options_at_run_time<R>) return true;  // checked when a game starts (new_game)
    else return check_rules<R>();
}

template <class R>
struct state : remembered<R> {
    static_assert(rules_are_valid<R>());
    static_assert(R::pawns % 2 == 0, "an even pawn count keeps the state free of padding");
    static_assert(!has_board_at_run_time<R> || sizeof(remembered<R>) % 2 == 0, "state_padding keeps the state's size even");
    static_assert(!remembers_captures<R>() || route<largest_board_of<R>>::max_progress < capture_memory<R::pawns>::taken_this_turn,
                  "a remembered victim's progress leaves its top bit free");
    using rules = R;
    using pawn_row = std::array<progress_t, R::pawns>;

    std::array<pawn_row, 4> pawns{};        // progress of each seat's pawns, highest first
    // Marks on the mover's pawns, aligned with pawns[mover]. Parcheesi family: the tag of a start
    // blockade (action.hpp). Traditional: 1 entered in this throw, 2 moved in this throw. One die: none.
    std::array<std::uint8_t, R::pawns> tags{};
    std::array<std::uint8_t, 2> tag_square{};  // physical square where the tag 1 and tag 2 blockades stood
    std::uint8_t seats = 0;                 // bit mask of seats in play
    std::uint8_t partners = 0;              // 1: seats {0,2} and {1,3} are teams; 2: and each pair is one player's
    std::uint8_t turns_done = 0;            // (traditional) seats that have completed a turn: they may refuse
    std::uint8_t captured = 0;              // seats that have captured (traditional home-needs-capture, one-die must-kill)
    // Bit 0 (1): play goes on for places after the first side wins (§5.9). Bits 1..6: the seats that
    // have finished so far, in the order they finished, 2 bits each (finishing_order below; §7). The
    // count is not stored: it is the number of finished seats, which only grows.
    std::uint8_t play_on = 0;
    std::uint8_t mover = 0;                 // seat to move (or to throw)
    stage phase = stage::opening;
    throw_outcome thrown{};                 // the throw being played
    std::array<std::uint8_t, 4> parts{};    // parts still to play, lowest first
    std::uint8_t part_count = 0;
    std::uint8_t total_parts = 0;           // parts the throw gave: 2, or 4 for a doublet bonus
    std::uint8_t parts_used = 0;            // compulsion bookkeeping of the play so far (docs/rules.md §5.5)
    std::uint8_t fives_entered = 0;
    std::uint8_t larger_used = 0;
    std::uint8_t need_parts = 0;            // what every allowed play of this throw achieves
    std::uint8_t need_fives = 0;
    std::uint8_t need_larger = 0;
    std::uint8_t capture_rewards = 0;       // pending rewards, played after the parts (§5.7)
    std::uint8_t home_rewards = 0;
    std::uint8_t reward_due_now = 0;        // SHG doublet bonus: a capture reward to play or decline at once
    std::uint8_t doublets_in_row = 0;       // doublets thrown in a row in this turn (§5.1); one die: 6s (§10)
    std::uint8_t throws_owed = 0;           // extra throws earned and not yet thrown (§5.8)

    // Equal members, judged by the bytes: the state has no padding, so equal states have equal bytes,
    // compared a word at a time where the size allows (searches compare many states).
    friend constexpr bool operator==(const state& a, const state& b) noexcept {
        static_assert(std::has_unique_object_representations_v<state>, "state must have no padding bits");
        static_assert(!has_board_at_run_time<R> || sizeof(state) % 8 == 0, "state_padding: compared a word at a time");
        if constexpr (sizeof(state) % 8 == 0) {
            using words = std::array<std::uint64_t, sizeof(state) / 8>;
            const auto x = __builtin_bit_cast(words, a), y = __builtin_bit_cast(words, b);
            std::uint64_t differ = 0;
            for (std::size_t i = 0; i < x.size(); ++i) differ |= x[i] ^ y[i];
            return differ == 0;
        } else {
            using bytes = std::array<unsigned char, sizeof(state)>;
            return __builtin_bit_cast(bytes, a) == __builtin_bit_cast(bytes, b);
        }
    }
};

// ---- The rules a state is played by ----------------------------------------------------------------
//
// rules_of(s).x is the table option x of the rules s is played by: a constant of R's type for the
// compile-time rule sets (R{} has only static members), the value kept in the state for those with options
// at run time. The engine reads every option that way, so one engine serves both.
template <class R>
[[nodiscard]] constexpr decltype(auto) rules_of(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return (s.options);
    else return R{};
}
// Whether a pawn of R may ever go round again (docs/rules.md §5.10, §6.6, §10 step 9).
template <class R>
[[nodiscard]] constexpr bool laps_possible() noexcept {
    if constexpr (has_options_at_run_time<R>) return R::laps_possible;
    else return R::extra_lap;
}
// Whether the rules s is played by remember first moves (option 1) and captures (option 5) of seed 004.
template <class R>
[[nodiscard]] constexpr bool remembers_first_moves(const state<R>& s) noexcept {
    if constexpr (R::turn == family::traditional) return rules_of(s).first_move_on_2_3_4;
    else return false;
}
template <class R>
[[nodiscard]] constexpr bool remembers_captures(const state<R>& s) noexcept {
    if constexpr (R::turn == family::traditional) return rules_of(s).cancelled_capture;
    else return false;
}
// Whether the state keeps what the one-die turn remembers (one_die_memory) for its rules.
template <class R>
[[nodiscard]] constexpr bool remembers_one_die_turn(const state<R>& s) noexcept {
    if constexpr (has_options_at_run_time<R>) return s.options.remembers_turn;
    else return remembers_one_die_turn<R>();
}

// ---- Queries on a state -------------------------------------------------------------------------

// The board s is played on: its route (rules/board.hpp). A route<G> for a board fixed at compile time, with
// only static members, so that board.home and the rest are constants there; the cross the state names
// (a cross_route) for a rule set with the board at run time. Written `const auto& board = board_of(s);`.
template <class R>
[[nodiscard]] constexpr decltype(auto) board_of(const state<R>& s) noexcept {
    if constexpr (has_board_at_run_time<R>) return s.options.route();
    else return route<typename R::board>{};
}
// The same from rules_of(s) (for the functions handed the rules, not the state).
template <class R, class Rules>
[[nodiscard]] constexpr decltype(auto) board_of_rules(const Rules& rules) noexcept {
    if constexpr (has_board_at_run_time<R>) return rules.route();
    else return route<typename R::board>{};
}
// Whether R's boards have a HOME square (every board but MAEDN's; every cross).
template <class R>
inline constexpr bool board_has_home = route<largest_board_of<R>>::has_home;

// The pawns per seat in s's game. A rule set with the board at run time keeps room for R::pawns and the
// seats a game of fewer pawns leaves unused at HOME, where no rule reads them.
template <class R>
[[nodiscard]] constexpr int pawn_count(const state<R>& s) noexcept {
    if constexpr (has_board_at_run_time<R>) return s.options.pawns;
    else return R::pawns;
}
// The places of each row that hold no pawn of s's game (HOME in a seat in play): 0 but where the board is
// chosen at run time.
template <class R>
[[nodiscard]] constexpr int unused_places(const state<R>& s) noexcept {
    return R::pawns - pawn_count(s);
}

// Whether place i of seat's row holds one of the game's pawns, not a place a game of fewer pawns leaves
// unused. Those are unmarked HOME places, and a row is sorted by progress and then by mark (tags), highest
// first: they are the last unmarked HOME places of the row.
template <class R>
[[nodiscard]] constexpr bool is_game_pawn(const state<R>& s, int seat, std::size_t i) noexcept {
    if constexpr (!has_board_at_run_time<R>) {
        return true;
    } else {
        const auto unused = static_cast<std::size_t>(unused_places(s));
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        const int home = board_of(s).home;
        const auto unmarked_home = [&](std::size_t k) { return row[k] == home && (seat != s.mover || s.tags[k] == 0); };
        if (unused == 0 || !unmarked_home(i)) return true;
        std::size_t end = i + 1;  // the end of the block of unmarked HOME places
        while (end < row.size() && unmarked_home(end)) ++end;
        return end - i > unused;
    }
}

template <class R>
    requires(!has_board_at_run_time<R>)
inline constexpr int home_of = route<typename R::board>::home;

// The physical square of seat's pawn at progress p (board.hpp). Boards without extra laps keep every
// progress on the first trip, so the lookup needs no lap brought back into the table.
template <class R>
    requires(!has_board_at_run_time<R>)
[[nodiscard]] constexpr std::uint8_t square_of(int seat, int p) noexcept {
    using board = route<typename R::board>;
    if constexpr (laps_possible<R>()) return board::square(seat, p);
    else return board::first_trip_square(seat, p);
}
// The same for any rule set, on `board` (board_of(s), read once by a loop over pawns).
template <class R>
[[nodiscard]] constexpr std::uint8_t square_on(const auto& board, int seat, int p) noexcept {
    if constexpr (laps_possible<R>()) return board.square(seat, p);
    else return board.first_trip_square(seat, p);
}
// The same on the board s is played on.
template <class R>
[[nodiscard]] constexpr std::uint8_t square_of(const state<R>& s, int seat, int p) noexcept {
    return square_on<R>(board_of(s), seat, p);
}

template <class R>
[[nodiscard]] constexpr bool in_play(const state<R>& s, int seat) noexcept {
    return (s.seats >> seat) & 1U;
}
[[nodiscard]] constexpr int team_of(int seat) noexcept { return seat & 1; }

template <class R>
[[nodiscard]] constexpr bool are_partners(const state<R>& s, int a, int b) noexcept {
    return s.partners && a != b && team_of(a) == team_of(b);
}
// Whether a pawn at progress p has arrived: at HOME, or on a board without HOME (MAEDN) in its home
// path (docs/rules.md §9), where its journey ends.
template <class R>
    requires(!has_board_at_run_time<R>)
[[nodiscard]] constexpr bool has_arrived(int p) noexcept {
    using board = route<typename R::board>;
    if constexpr (board::has_home) return p == board::home;
    else return p > board::turn_off;
}
template <class R>
[[nodiscard]] constexpr bool has_arrived(const state<R>& s, int p) noexcept {
    const auto& board = board_of(s);
    if constexpr (board_has_home<R>) return p == board.home;
    else return p > board.turn_off;
}
// The pawns of seat that have arrived (not counting the places a game of fewer pawns leaves unused).
template <class R>
[[nodiscard]] constexpr int pawns_home(const state<R>& s, int seat) noexcept {
    if constexpr (has_board_at_run_time<R>)
        if (!in_play(s, seat)) return 0;  // its row is empty, unused places too
    int n = 0;
    for (auto p : s.pawns[static_cast<std::size_t>(seat)]) n += has_arrived(s, p);
    return n - unused_places(s);
}
template <class R>
[[nodiscard]] constexpr bool has_finished(const state<R>& s, int seat) noexcept {
    // Rows are sorted highest first (a pawn on another lap stands beyond HOME): all pawns are HOME
    // when the first and the last are. Without HOME (no laps there) the last one decides.
    const auto& row = s.pawns[static_cast<std::size_t>(seat)];
    if constexpr (board_has_home<R>) {
        const int home = board_of(s).home;
        return in_play(s, seat) && row.front() == home && row.back() == home;
    } else {
        return in_play(s, seat) && has_arrived(s, row.back());
    }
}
template <class R>
[[nodiscard]] constexpr bool has_nest_pawn(const state<R>& s, int seat) noexcept {
    return s.pawns[static_cast<std::size_t>(seat)][R::pawns - 1] == 0;  // rows are sorted: a nest pawn is last
}
// A seat (with partners: a team) has won when all its pawns are HOME.
template <class R>
[[nodiscard]] constexpr bool side_has_won(const state<R>& s, int seat) noexcept {
    if (!has_finished(s, seat)) return false;
    if (!s.partners) return true;
    return has_finished(s, seat ^ 2);
}
template <class R>
[[nodiscard]] constexpr bool is_decision_node(const state<R>& s) noexcept {
    return s.phase == stage::play || s.phase == stage::ready;
}
// Number of sides (lone seats, or teams) in play that have not finished.
template <class R>
[[nodiscard]] constexpr int sides_still_playing(const state<R>& s) noexcept {
    int sides = 0;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat) || side_has_won(s, seat)) continue;
        if (s.partners && seat >= 2) continue;  // a team counts once, by its lower seat
        ++sides;
    }
    return sides;
}
template <class R>
[[nodiscard]] constexpr bool is_chance_node(const state<R>& s) noexcept {
    return s.phase == stage::opening || s.phase == stage::throw_;
}
template <class R>
[[nodiscard]] constexpr bool is_over(const state<R>& s) noexcept {
    return s.phase == stage::over;
}
// The seats whose side has won, as a bit mask: bit N (the value 1 << N) is set when seat N has won
// (with partners both seats of the winning team; when playing for places, every side that has
// finished so far). 0 while nobody has won. Test one seat with (winners(s) >> seat) & 1; list the
// seats with winner_seats(s). E.g. 0b0101 (5): seats 0 and 2 won.
template <class R>
[[nodiscard]] constexpr int winners(const state<R>& s) noexcept {
    if (s.phase == stage::over && (s.seats & (s.seats - 1)) == 0) return s.seats;  // the last seat left
    int mask = 0;
    for (int seat = 0; seat < 4; ++seat)
        if (side_has_won(s, seat)) mask |= 1 << seat;
    return mask;
}

// ---- Places (docs/rules.md §7): the order in which seats finished, when playing for places ---------------

[[nodiscard]] constexpr bool plays_for_places(std::uint8_t play_on) noexcept { return (play_on & 1U) != 0; }
template <class R>
[[nodiscard]] constexpr bool plays_for_places(const state<R>& s) noexcept {
    return plays_for_places(s.play_on);
}
// Seats in play whose pawns have all arrived (with partners, seats count one by one).
template <class R>
[[nodiscard]] constexpr int finished_seat_count(const state<R>& s) noexcept {
    int n = 0;
    for (int seat = 0; seat < 4; ++seat) n += has_finished(s, seat);
    return n;
}
namespace detail {
// Bit position of the k-th finisher's seat in state::play_on.
[[nodiscard]] constexpr int finisher_shift(int k) noexcept { return 1 + 2 * k; }
// The seat that finished k-th, as state::play_on stores it (k below finished_seat_count).
[[nodiscard]] constexpr int finisher(std::uint8_t play_on, int k) noexcept {
    return (play_on >> finisher_shift(k)) & 3;
}
// Records that `seat` (now finished) is the latest seat to finish; only when playing for places.
template <class R>
constexpr void record_finisher(state<R>& s, int seat) noexcept {
    if (!plays_for_places(s)) return;
    const int k = finished_seat_count(s) - 1;  // the seats that finished before it are recorded
    s.play_on = static_cast<std::uint8_t>(s.play_on | (seat << finisher_shift(k)));
}
}  // namespace detail

// Playing for places: the seats that have finished, first finisher first (with partners, each seat
// when its own pawns are all home). Empty when not playing for places: then the game ends with its
// first winner, and winners(s) says who.
template <class R>
[[nodiscard]] constexpr fixed_list<int, 4> finishing_order(const state<R>& s) noexcept {
    fixed_list<int, 4> seats;
    if (!plays_for_places(s)) return seats;
    const int n = finished_seat_count(s);
    for (int k = 0; k < n && k < 3; ++k) seats.push_back(detail::finisher(s.play_on, k));
    return seats;
}

// The seats of winners(s), lowest first: empty while nobody has won, {0, 2} for a team of seats 0
// and 2. No heap; usable in constant expressions.
template <class R>
[[nodiscard]] constexpr fixed_list<int, 4> winner_seats(const state<R>& s) noexcept {
    fixed_list<int, 4> seats;
    const int mask = winners(s);
    for (int seat = 0; seat < 4; ++seat)
        if ((mask >> seat) & 1) seats.push_back(seat);
    return seats;
}

}  // namespace pachisi
