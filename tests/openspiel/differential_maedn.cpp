// Differential test against OpenSpiel's own `maedn` game (issue 44): random games of
// pachisi::maedn_openspiel and of OpenSpiel's maedn, played in lockstep with the same dice and the same
// choices, compared at every node. Built and run by tests/openspiel/run, which builds OpenSpiel (from
// ../shared/tools/openspiel) into build/openspiel; nothing of OpenSpiel is part of this repository.
//
//   differential_maedn [decisions=100000] [seed=44] [--plant mapping|rule]
//
// Seatings, in turn game by game: 2 players opposite (OpenSpiel twoPlayersOpposite=true, our seats 0
// and 2), 2 players side by side (false, seats 0 and 1), 3 players, 4 players. OpenSpiel's player k is
// our k-th seat in play, lowest first.
//
// At every node: chance, decision or terminal alike on both sides; at a decision the player (as our seat)
// and the die; the whole position; the set of legal action ids (ours through the library's own
// openspiel_maedn_id); at a chance node the outcomes and their probabilities; at the end Returns()
// against pachisi::returns. The first mismatch prints the seed, the game, the step and both positions,
// and exits 1.
//
// --plant mapping (a move id one off) and --plant rule (our side plays a rule set with one rule changed)
// are deliberate faults: each must make the comparison fail, so that a pass means something.
#include <open_spiel/games/maedn/maedn.h>
#include <open_spiel/spiel.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <pachisi/agents/openspiel_maedn.hpp>
#include <pachisi/agents/returns.hpp>
#include <pachisi/engine/chance.hpp>
#include <pachisi/engine/play.hpp>
#include <pachisi/rules/one_die_presets.hpp>
#include <pachisi/text/notation.hpp>

namespace {

namespace os = open_spiel::maedn;

// The rule plant: maedn_openspiel without step 4 (an own pawn on the entry square need not leave it
// first while pawns wait in the nest). Any game soon meets a position where that changes the legal set.
constexpr pachisi::one_die_rule_options planted_rule_options = [] {
    auto o = pachisi::maedn_openspiel_options;
    o.clear_entry_first = false;
    return o;
}();
using planted_rules = pachisi::one_die_rules<planted_rule_options>;

struct seating {
    const char* name;
    int players;
    bool opposite;
};
constexpr std::array<seating, 4> seatings{{
    {"2 players opposite", 2, true},
    {"2 players side by side", 2, false},
    {"3 players", 3, true},
    {"4 players", 4, true},
}};

struct seating_count {
    long games = 0;
    long decisions = 0;
};

// What happened along the games, to show that the comparison met the rules' corners.
struct coverage {
    long captures = 0, entries = 0, entry_captures = 0, passes = 0, clear_entry_duties = 0, goal_moves = 0;
};

// OpenSpiel's "position" of player k (MaednState::PlayerToPosition, private there): the quarter of the
// board it plays from. It has to be our seat for the geometry below to hold.
int openspiel_position(int player, int players, bool opposite) {
    return players == 2 && opposite && (player == 1 || player == 2) ? 3 - player : player;
}

// OpenSpiel's state as its public ObservationTensor(0) writes it (maedn.h, ObservationTensorShape):
// player 0 always sits at position 0, so the 40 common fields come in absolute order; then the four
// goal fields of players 0..3 (player p's at absolute fields 40 + 4·position(p) + i), the pieces out of
// the board per player, the player to move (all zero at chance and terminal nodes) and the die.
struct openspiel_view {
    std::array<int, os::kNumFields> owner{};  // OpenSpiel player on each absolute field, -1 for none
    std::array<int, os::kMaxNumPlayers> out{};
    int to_move = -1;
    int die = 0;
};

openspiel_view read_openspiel(const open_spiel::State& st, int players, bool opposite) {
    std::vector<float> t(static_cast<std::size_t>(os::kStateEncodingSize));
    st.ObservationTensor(0, absl::MakeSpan(t));
    std::size_t i = 0;
    const auto one_hot = [&](int n) {
        int hot = -1;
        for (int k = 0; k < n; ++k)
            if (t[i++] != 0) hot = k;
        return hot;
    };
    openspiel_view v;
    for (int f = 0; f < os::kNumCommonFields; ++f) v.owner[static_cast<std::size_t>(f)] = one_hot(os::kMaxNumPlayers);
    for (int p = 0; p < os::kMaxNumPlayers; ++p) {
        const int base = os::kNumCommonFields + os::kNumGoalFieldsPerPlayer * openspiel_position(p, players, opposite);
        for (int g = 0; g < os::kNumGoalFieldsPerPlayer; ++g) v.owner[static_cast<std::size_t>(base + g)] = one_hot(os::kMaxNumPlayers);
    }
    for (int p = 0; p < os::kMaxNumPlayers; ++p) v.out[static_cast<std::size_t>(p)] = static_cast<int>(t[i++]);
    v.to_move = one_hot(os::kMaxNumPlayers);
    v.die = one_hot(os::kNumChanceOutcomes) + 1;  // 0 when no die is shown
    return v;
}

// How the boards correspond (agents/openspiel_maedn.hpp says the same):
// - OpenSpiel numbers a piece's field from its player's own point of view: relative field f = 0 is the
//   start field (absolute 10·position), f = 1..39 the next common fields, 40..43 the goal fields
//   (absolute 40 + 4·position + f - 40). Our progress counts the same way from 1: p = f + 1 (p = 1 the
//   A field, 40 the own tip, 41..44 the goal fields), and a piece out of the board is our p = 0.
// - Physically, OpenSpiel's absolute common field a is our ring square (a + 1) mod 40 (our ring square 0
//   is the field before seat 0's A field), and its goal field 40 + 4·position + i is our private square
//   40 + 4·seat + i.
// Both are checked: every OpenSpiel piece, turned into a progress, must be one of our pawns of that seat
// (the rows compared whole, nest pawns included), and every one of our pawns, placed by the library's
// square_of, must stand on the OpenSpiel field of the same player.
int openspiel_field_of_square(int square) {
    return square < os::kNumCommonFields ? (square + os::kNumCommonFields - 1) % os::kNumCommonFields : square;
}
int progress_of_openspiel_field(int field, int position) {
    const int relative = field < os::kNumCommonFields
                             ? (field - (os::kNumCommonFields / os::kMaxNumPlayers) * position + os::kNumCommonFields) % os::kNumCommonFields
                             : field - os::kNumGoalFieldsPerPlayer * position;
    return relative + 1;
}

struct lockstep_options {
    std::uint64_t decisions = 100000;
    std::uint64_t seed = 44;
    bool plant_mapping = false;
};

template <class R>
class lockstep {
public:
    explicit lockstep(const lockstep_options& o) : opt_(o), rng_(o.seed) {
        for (std::size_t k = 0; k < seatings.size(); ++k)
            games_[k] = open_spiel::LoadGame("maedn", {{"players", open_spiel::GameParameter(seatings[k].players)},
                                                      {"twoPlayersOpposite", open_spiel::GameParameter(seatings[k].opposite)}});
    }

    // Plays games until `decisions` decisions have been compared (the last game is played to its end).
    // False on the first mismatch, which has been printed.
    bool run() {
        for (long game = 0; decisions_ < static_cast<long>(opt_.decisions); ++game)
            if (!play(game, static_cast<std::size_t>(game) % seatings.size())) return false;
        return true;
    }

    void report(std::ostream& out) const {
        long games = 0;
        for (const auto& c : counts_) games += c.games;
        out << "openspiel: " << decisions_ << " decisions compared in " << games << " games (seed " << opt_.seed
            << "), every node: player, chance/terminal, position, legal ids, chance outcomes; returns at the end\n";
        for (std::size_t k = 0; k < seatings.size(); ++k)
            out << "  " << seatings[k].name << ": " << counts_[k].games << " games, " << counts_[k].decisions << " decisions\n";
        out << "  seen: " << cover_.entries << " entries (" << cover_.entry_captures << " capturing), " << cover_.captures
            << " captures by moves, " << cover_.clear_entry_duties << " forced moves off the entry square, " << cover_.goal_moves
            << " moves into or within the goal, " << cover_.passes << " passes\n";
    }

private:
    // The id our side gives a legal action: the library's mapping, or under --plant mapping a move one off.
    int id_of(const pachisi::state<R>& s, const pachisi::action& a) const {
        const int id = pachisi::openspiel_maedn_id(s, a);
        return opt_.plant_mapping && a.kind == pachisi::action_kind::move ? id + 1 : id;
    }

    bool play(long game, std::size_t which) {
        const seating& seat_info = seatings[which];
        game_ = game;
        which_ = which;
        step_ = 0;
        s_ = pachisi::new_game<R>({.players = seat_info.players, .two_players_opposite = seat_info.opposite});
        os_ = games_[which]->NewInitialState();
        ++counts_[which].games;
        // OpenSpiel player k is our k-th seat in play, lowest first (the library's own mapping,
        // seat_of_openspiel_maedn_player); its position must be that seat.
        players_.clear();
        for (int k = 0; pachisi::seat_of_openspiel_maedn_player(s_, k) >= 0; ++k) {
            players_.push_back(pachisi::seat_of_openspiel_maedn_player(s_, k));
            if (pachisi::openspiel_maedn_player(s_, players_.back()) != k)
                return fail("player of seat " + std::to_string(players_.back()), std::to_string(pachisi::openspiel_maedn_player(s_, players_.back())), std::to_string(k));
        }
        if (static_cast<int>(players_.size()) != seat_info.players) return fail("seats in play", std::to_string(players_.size()), std::to_string(seat_info.players));
        for (int k = 0; k < seat_info.players; ++k)
            if (players_[static_cast<std::size_t>(k)] != openspiel_position(k, seat_info.players, seat_info.opposite))
                return fail("seat of player " + std::to_string(k), std::to_string(players_[static_cast<std::size_t>(k)]),
                            "OpenSpiel position " + std::to_string(openspiel_position(k, seat_info.players, seat_info.opposite)));

        constexpr long step_limit = 1'000'000;  // far beyond any game: a game that does not end is a finding
        for (;; ++step_) {
            if (step_ > step_limit) return fail("the game ends", "not after " + std::to_string(step_limit) + " steps", "-");
            if (!compare_node()) return false;
            if (pachisi::is_over(s_)) return compare_returns();
            if (pachisi::is_chance_node(s_)) {
                // One face for both: OpenSpiel's chance outcome k is the face k + 1.
                const auto face = static_cast<std::uint8_t>(pachisi::uniform_below(rng_, 6) + 1);
                pachisi::apply_throw(s_, pachisi::throw_outcome{face, 0});
                os_->ApplyAction(face - 1);
                continue;
            }
            ++decisions_;
            ++counts_[which].decisions;
            const auto legal = pachisi::legal_actions(s_);
            const pachisi::action a = legal[static_cast<std::size_t>(pachisi::uniform_below(rng_, legal.size()))];
            const int id = id_of(s_, a);
            const pachisi::state<R> before = s_;
            pachisi::apply(s_, a);
            os_->ApplyAction(id);
            tally(before, a, legal.size());
        }
    }

    void tally(const pachisi::state<R>& before, const pachisi::action& a, std::size_t choices) {
        using board = pachisi::route<typename R::board>;
        const auto& row = before.pawns[before.mover];
        if (a.kind == pachisi::action_kind::pass) ++cover_.passes;
        if (a.kind == pachisi::action_kind::enter) ++cover_.entries;
        if (a.kind == pachisi::action_kind::move && a.to > board::turn_off) ++cover_.goal_moves;
        if (choices == 1 && a.kind == pachisi::action_kind::move && a.from == 1 && row.back() == 0) ++cover_.clear_entry_duties;
        // A capture: another seat has more pawns in its nest afterwards.
        const auto nest = [](const auto& pawns) { return std::count(pawns.begin(), pawns.end(), 0); };
        for (std::size_t seat = 0; seat < 4; ++seat)
            if (seat != before.mover && nest(s_.pawns[seat]) > nest(before.pawns[seat]))
                ++(a.kind == pachisi::action_kind::enter ? cover_.entry_captures : cover_.captures);
    }

    bool compare_node() {
        const seating& seat_info = seatings[which_];
        const bool our_chance = pachisi::is_chance_node(s_), our_over = pachisi::is_over(s_);
        const bool os_chance = os_->IsChanceNode(), os_over = os_->IsTerminal();
        const auto kind = [](bool chance, bool over) { return std::string(over ? "terminal" : chance ? "chance" : "decision"); };
        if (our_chance != os_chance || our_over != os_over)
            return fail("node kind", kind(our_chance, our_over), kind(os_chance, os_over));

        const openspiel_view v = read_openspiel(*os_, seat_info.players, seat_info.opposite);
        if (!compare_position(v)) return false;

        if (our_chance) {
            const auto ours = pachisi::chance_outcomes(s_);
            const auto theirs = os_->ChanceOutcomes();
            std::string a, b;
            for (const auto& c : ours) a += " " + std::to_string(c.outcome.a - 1) + ":" + std::to_string(c.chance.to_double());
            for (const auto& [id, p] : theirs) b += " " + std::to_string(id) + ":" + std::to_string(p);
            if (a != b) return fail("chance outcomes (OpenSpiel id:probability)", a, b);
            return true;
        }
        if (our_over) return true;

        const int player = static_cast<int>(os_->CurrentPlayer());
        if (player < 0 || player >= seat_info.players || players_[static_cast<std::size_t>(player)] != s_.mover)
            return fail("player to move (as our seat)", std::to_string(s_.mover),
                        player >= 0 && player < seat_info.players ? std::to_string(players_[static_cast<std::size_t>(player)])
                                                                  : "player " + std::to_string(player));
        if (v.to_move != player) return fail("player in the observation", std::to_string(player), std::to_string(v.to_move));
        if (v.die != s_.thrown.a) return fail("die", std::to_string(s_.thrown.a), std::to_string(v.die));

        std::vector<long> ours;
        for (const pachisi::action& a : pachisi::legal_actions(s_)) ours.push_back(id_of(s_, a));
        std::vector<long> theirs;
        for (const open_spiel::Action id : os_->LegalActions()) theirs.push_back(static_cast<long>(id));
        std::sort(ours.begin(), ours.end());
        std::sort(theirs.begin(), theirs.end());
        if (ours != theirs) return fail("legal action ids", ids_text(ours), ids_text(theirs));
        return true;
    }

    bool compare_position(const openspiel_view& v) {
        const seating& seat_info = seatings[which_];
        // OpenSpiel's pieces, as our progress, per player; its pieces out of the board at progress 0.
        std::array<std::vector<int>, 4> from_openspiel;
        for (int field = 0; field < os::kNumFields; ++field) {
            const int k = v.owner[static_cast<std::size_t>(field)];
            if (k < 0) continue;
            if (k >= seat_info.players) return fail("pieces of players in play", "-", "a piece of player " + std::to_string(k));
            from_openspiel[static_cast<std::size_t>(k)].push_back(
                progress_of_openspiel_field(field, openspiel_position(k, seat_info.players, seat_info.opposite)));
        }
        for (int k = 0; k < seat_info.players; ++k) {
            auto& row = from_openspiel[static_cast<std::size_t>(k)];
            row.insert(row.end(), static_cast<std::size_t>(v.out[static_cast<std::size_t>(k)]), 0);
            std::sort(row.rbegin(), row.rend());  // ours are highest first
            const int seat = players_[static_cast<std::size_t>(k)];
            const auto& our_row = s_.pawns[static_cast<std::size_t>(seat)];
            const std::vector<int> ours(our_row.begin(), our_row.end());
            if (ours != row)
                return fail("pawns of seat " + std::to_string(seat) + " (OpenSpiel player " + std::to_string(k) + ") as progress",
                            ids_text(std::vector<long>(ours.begin(), ours.end())), ids_text(std::vector<long>(row.begin(), row.end())));
            for (const int p : ours) {
                if (p == 0) continue;
                const int field = openspiel_field_of_square(pachisi::square_of<R>(seat, p));
                if (v.owner[static_cast<std::size_t>(field)] != k)
                    return fail("physical square of seat " + std::to_string(seat) + "'s pawn at " + std::to_string(p),
                                "OpenSpiel field " + std::to_string(field) + " held by player " + std::to_string(k),
                                "held by " + std::to_string(v.owner[static_cast<std::size_t>(field)]));
            }
        }
        return true;
    }

    bool compare_returns() {
        const seating& seat_info = seatings[which_];
        const auto ours = pachisi::returns(s_);
        const std::vector<double> theirs = os_->Returns();
        std::ostringstream a, b;
        bool same = static_cast<int>(theirs.size()) == seat_info.players;
        for (int seat = 0; seat < 4; ++seat) a << ' ' << ours[static_cast<std::size_t>(seat)];
        for (int seat = 0, k = 0; seat < 4; ++seat) {
            // OpenSpiel's returns are per player; seats not in play are 0 on our side.
            const bool playing = k < seat_info.players && players_[static_cast<std::size_t>(k)] == seat;
            const double expected = playing && static_cast<std::size_t>(k) < theirs.size() ? theirs[static_cast<std::size_t>(k)] : 0.0;
            b << ' ' << expected;
            same = same && ours[static_cast<std::size_t>(seat)] == expected;
            k += playing;
        }
        if (!same) return fail("returns by seat", a.str(), b.str());
        return true;
    }

    static std::string ids_text(const std::vector<long>& v) {
        std::string text = "{";
        for (std::size_t i = 0; i < v.size(); ++i) text += (i ? ", " : "") + std::to_string(v[i]);
        return text + "}";
    }

    bool fail(const std::string& what, const std::string& ours, const std::string& theirs) const {
        std::cout << "openspiel: MISMATCH in " << what << "\n  pachisi:   " << ours << "\n  OpenSpiel: " << theirs << '\n'
                  << "  seed " << opt_.seed << ", game " << game_ << " (" << seatings[which_].name << "), step " << step_
                  << " of the game, after " << decisions_ << " decisions in all\n"
                  << "  pachisi state: " << pachisi::to_string(s_) << '\n';
        if (pachisi::is_decision_node(s_)) {
            std::cout << "  pachisi legal actions:";
            for (const pachisi::action& a : pachisi::legal_actions(s_)) std::cout << " '" << pachisi::to_string(a) << "' (id " << id_of(s_, a) << ")";
            std::cout << '\n';
        }
        if (os_->CurrentPlayer() >= 0) {
            std::cout << "  OpenSpiel legal actions:";
            for (const open_spiel::Action id : os_->LegalActions()) std::cout << " '" << os_->ActionToString(os_->CurrentPlayer(), id) << "'";
            std::cout << '\n';
        }
        std::cout << "  OpenSpiel history (action ids, chance k = face k + 1): " << os_->HistoryString() << '\n'
                  << "  OpenSpiel state:\n" << os_->ToString();
        return false;
    }

    lockstep_options opt_;
    std::mt19937_64 rng_;
    std::array<std::shared_ptr<const open_spiel::Game>, seatings.size()> games_;
    std::array<seating_count, seatings.size()> counts_{};
    coverage cover_;
    long decisions_ = 0;
    long game_ = 0;
    std::size_t which_ = 0;
    long step_ = 0;
    std::vector<int> players_;
    pachisi::state<R> s_{};
    std::unique_ptr<open_spiel::State> os_;
};

template <class R>
int run(const lockstep_options& o, std::string_view plant) {
    lockstep<R> test(o);
    const bool ok = test.run();
    test.report(std::cout);
    if (!ok) return 1;
    if (!plant.empty()) std::cout << "openspiel: the planted fault (" << plant << ") went unnoticed\n";
    else std::cout << "openspiel: OK, no disagreement\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    lockstep_options o;
    std::string plant;
    int positional = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--plant" && i + 1 < argc) {
            plant = argv[++i];
            if (plant != "mapping" && plant != "rule") {
                std::cerr << "differential_maedn: --plant takes 'mapping' or 'rule', not '" << plant << "'\n";
                return 2;
            }
        } else if (!arg.empty() && arg[0] != '-' && positional < 2) {
            char* end = nullptr;
            const unsigned long long value = std::strtoull(argv[i], &end, 10);
            if (*end != '\0') {
                std::cerr << "differential_maedn: not a number: " << arg << '\n';
                return 2;
            }
            (positional++ == 0 ? o.decisions : o.seed) = value;
        } else {
            std::cerr << "usage: differential_maedn [decisions=100000] [seed=44] [--plant mapping|rule]\n";
            return 2;
        }
    }
    o.plant_mapping = plant == "mapping";
    if (plant == "rule") return run<planted_rules>(o, plant);
    return run<pachisi::maedn_openspiel>(o, plant);
}
