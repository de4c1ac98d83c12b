// Generates the benchmark corpus bench/corpus/<preset>.txt and <preset>_throws.txt from seeded random
// playouts, records the checksums the benchmarks verify, and prints what the corpus contains.
//
//   make_corpus                 write the corpus to $PACHISI_BENCH_CORPUS or bench/corpus of the source tree
//   make_corpus --out DIR       write it to DIR
//   make_corpus --check         regenerate in memory and compare with the files (exit 1 on a difference)
//   make_corpus --stats         only print what the existing files contain
//
// The playouts are defined bit for bit (bench_support.hpp: xorshift64*, exact integer sampling of the
// chance outcomes), so the files are the same on every platform. Games cycle through the table setups
// 4 players, 4 players, 4 players as partners (where the preset allows it), 3 players, 2 players (in
// traditional Pachisi 2 players hold two colours each: 4 seats); each decision point and each throw is
// kept with a fixed probability per preset (rates_for; an rng of its own decides, so the sampling does
// not change the games) until the files are full. The random policy is uniform
// over the legal actions, except that a traditional seat at stage `ready` throws 7 times in 8.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#define PACHISI_BENCH_NO_BENCHMARK  // this program writes files; it times nothing
// g++ 12 at -O3 reports a false -Wrestrict inside std::string's operator+ once pachisi::to_string is
// inlined here (GCC bug 105329); nothing in the code overlaps.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "bench_support.hpp"
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

namespace {

using namespace pachisi;
using pachisi_bench::rng;

constexpr int format_version = 1;
constexpr std::size_t decision_count = 10'000;
constexpr std::size_t throw_count = 1'000;
// Keep 1 decision point in decision_rate and 1 throw in throw_rate: about 50 decision points and 5
// throws from each game, so that each file draws on some 200 games (a game of traditional Pachisi has
// about 2,300 decision points and 1,000 throws, one of shg about 380 and 180).
struct sampling {
    std::uint64_t decision_rate, throw_rate;
};
template <class R>
constexpr sampling rates_for() {
    if constexpr (std::is_same_v<R, pachisi::traditional>) return {48, 200};
    else if constexpr (std::is_same_v<R, pachisi::traditional7>) return {20, 84};
    else if constexpr (std::is_same_v<R, pachisi::american>) return {12, 60};
    else return {8, 36};
}
constexpr std::uint64_t corpus_seed = 0x5041434849534931ULL;  // "PACHISI1"

// ---- what a position shows ---------------------------------------------------------------------------

enum class game_phase { opening, middle, ending };

// How far the leading seat has come: the mean progress of its pawns as a fraction of HOME (a pawn on a
// later lap counts as HOME). Opening below 1/4, ending from 2/3 on, or once a seat has half its pawns HOME.
template <class R>
game_phase phase_of(const state<R>& s) {
    double lead = 0;
    bool half_home = false;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        double sum = 0;
        for (auto p : s.pawns[static_cast<std::size_t>(seat)]) sum += std::min<int>(p, home_of<R>);
        lead = std::max(lead, sum / (R::pawns * home_of<R>));
        half_home = half_home || 2 * pawns_home(s, seat) >= R::pawns;
    }
    if (half_home || lead >= 2.0 / 3.0) return game_phase::ending;
    return lead < 0.25 ? game_phase::opening : game_phase::middle;
}

// Two or more pawns of one seat on one square of the board (the nest and HOME aside).
template <class R>
bool has_blockade(const state<R>& s) {
    using board = route<typename R::board>;
    for (int seat = 0; seat < 4; ++seat) {
        if (!in_play(s, seat)) continue;
        const auto& row = s.pawns[static_cast<std::size_t>(seat)];
        for (std::size_t i = 0; i < row.size(); ++i)
            for (std::size_t j = i + 1; j < row.size(); ++j) {
                const auto sq = board::square(seat, row[i]);
                if (sq != off_board && sq == board::square(seat, row[j])) return true;
            }
    }
    return false;
}

struct contents {
    std::size_t states = 0, opening = 0, middle = 0, ending = 0;
    std::size_t play = 0, ready = 0;  // stages
    std::size_t bonus = 0;            // a doublet bonus (4 parts) under way
    std::size_t rewards = 0;          // pending capture or home rewards, or a capture reward due at once
    std::size_t owed = 0;             // extra throws owed to the mover (doublets, graces, captures)
    std::size_t blockades = 0;        // a seat has two pawns on one square
    std::size_t entries = 0;          // an entry (on a 5, on a sum of 5, on a grace) is among the legal actions
    std::size_t pass_only = 0;        // the only legal action is `pass`
    std::size_t players[5] = {};      // players at the table (traditional 2 players: 4 seats, partners=2)
    std::uint64_t actions = 0, max_actions = 0;

    template <class R>
    void add(const state<R>& s) {
        ++states;
        switch (phase_of(s)) {
            case game_phase::opening: ++opening; break;
            case game_phase::middle: ++middle; break;
            case game_phase::ending: ++ending; break;
        }
        play += s.phase == stage::play;
        ready += s.phase == stage::ready;
        bonus += s.total_parts == 4;
        rewards += s.capture_rewards > 0 || s.home_rewards > 0 || s.reward_due_now > 0;
        owed += s.throws_owed > 0;
        blockades += has_blockade(s);
        ++players[s.partners == 2 ? 2 : std::popcount(static_cast<unsigned>(s.seats))];
        if (is_decision_node(s)) {
            const auto list = legal_actions(s);
            actions += list.size();
            max_actions = std::max<std::uint64_t>(max_actions, list.size());
            bool entry = false;
            for (const auto& a : list) entry = entry || a.kind == action_kind::enter || a.kind == action_kind::enter_sum;
            entries += entry;
            pass_only += list.size() == 1 && list[0].kind == action_kind::pass;
        }
    }

    [[nodiscard]] std::string line() const {
        std::ostringstream out;
        out << "opening=" << opening << " middle=" << middle << " ending=" << ending << " play=" << play
            << " ready=" << ready << " doublet_bonus=" << bonus << " pending_rewards=" << rewards
            << " throws_owed=" << owed << " blockades=" << blockades << " entries=" << entries
            << " pass_only=" << pass_only << " players2=" << players[2] << " players3=" << players[3]
            << " players4=" << players[4];
        if (actions) out << " max_actions=" << max_actions;
        return out.str();
    }
};

// ---- generation --------------------------------------------------------------------------------------

template <class R>
struct generated {
    std::vector<state<R>> decisions, throws;
    std::uint64_t games = 0;
    std::vector<std::string> decision_header, throw_header;
    contents decision_contents, throw_contents;
};

template <class R>
setup table_for(std::uint64_t game) {
    switch (game % 5) {
        case 2:
            if constexpr (R::turn == family::parcheesi)
                return {.players = 4, .partners = R::partners_allowed};
            else
                return {.players = 4};  // traditional: 4 players always play as two teams
        case 3: return {.players = 3};
        case 4: return {.players = 2};
        default: return {.players = 4};
    }
}

template <class R>
std::uint64_t preset_seed() {
    std::uint64_t h = corpus_seed;
    for (char c : pachisi_bench::preset_name<R>) h = pachisi_bench::mix(h, static_cast<unsigned char>(c));
    return h;
}

template <class R>
generated<R> generate() {
    generated<R> out;
    const std::uint64_t seed = preset_seed<R>();
    rng keep(seed ^ 0xC0FFEEULL);  // decides which nodes are kept; apart from the games' own rng
    constexpr sampling rate = rates_for<R>();
    pachisi_bench::playout_totals totals;
    while (out.decisions.size() < decision_count || out.throws.size() < throw_count) {
        const std::uint64_t game = out.games++;
        rng random(seed + game);
        auto s = new_game<R>(table_for<R>(game));
        const bool finished = pachisi_bench::play_out(s, random, totals, pachisi_bench::policy{.throw_in_8 = 7},
                                                      [&](const state<R>& node) {
            if (is_decision_node(node)) {
                if (keep.below(rate.decision_rate) == 0 && out.decisions.size() < decision_count)
                    out.decisions.push_back(node);
            } else if (node.phase == stage::throw_) {
                if (keep.below(rate.throw_rate) == 0 && out.throws.size() < throw_count) out.throws.push_back(node);
            }
        });
        if (!finished) throw std::runtime_error("a corpus game did not end");
    }

    // Checksums the benchmarks verify.
    std::uint64_t actions = 0, action_hash = 0;
    for (const auto& s : out.decisions) {
        const auto list = legal_actions(s);
        actions += list.size();
        action_hash = pachisi_bench::hash_actions(action_hash, list);
        out.decision_contents.add(s);
    }
    std::uint64_t pairs = 0, plays = 0;
    for (const auto& s : out.throws) {
        for (const auto& o : chance_outcomes(s)) {
            ++pairs;
            plays += enumerate_plays(s, o.outcome).size();
        }
        out.throw_contents.add(s);
    }
    pachisi_bench::playout_totals batch;
    if (!pachisi_bench::play_batch<R>(batch)) throw std::runtime_error("a playout game did not end");

    const std::string name(pachisi_bench::preset_name<R>);
    const auto common = [&](std::vector<std::string>& h, std::string_view kind, std::size_t states) {
        h.push_back("# pachisi benchmark corpus: one state a line in pachisi notation (to_string / parse_state)");
        h.push_back("# generated by bench/make_corpus.cpp from seeded random playouts; regenerate, do not edit");
        h.push_back("# format=" + std::to_string(format_version) + " preset=" + name + " kind=" + std::string(kind) +
                    " states=" + std::to_string(states) + " seed=" + pachisi_bench::hex(seed) +
                    " games=" + std::to_string(out.games));
    };
    common(out.decision_header, "decisions", out.decisions.size());
    out.decision_header.push_back("# checksum of legal_actions over every line: actions=" + std::to_string(actions) +
                                  " action_hash=" + pachisi_bench::hex(action_hash));
    out.decision_header.push_back(
        "# checksum of the playout benchmark (uniform policy, 4 players): playout_games=" +
        std::to_string(pachisi_bench::playout_games) + " playout_seed=" + std::to_string(pachisi_bench::playout_seed) +
        " playout_throws=" + std::to_string(batch.throws) + " playout_actions=" + std::to_string(batch.actions) +
        " playout_hash=" + pachisi_bench::hex(batch.hash));
    out.decision_header.push_back("# contains: " + out.decision_contents.line());
    common(out.throw_header, "throws", out.throws.size());
    out.throw_header.push_back("# checksum of enumerate_plays(s, t) over every line and every throw t: pairs=" +
                               std::to_string(pairs) + " plays=" + std::to_string(plays));
    out.throw_header.push_back("# contains: " + out.throw_contents.line());
    return out;
}

template <class R>
std::string file_text(const std::vector<std::string>& header, const std::vector<state<R>>& states) {
    std::string text;
    for (const auto& line : header) text += line + "\n";
    for (const auto& s : states) {
        const std::string line = to_string(s);
        if (!(parse_state<R>(line) == s)) throw std::runtime_error("notation does not round-trip: " + line);
        text += line + "\n";
    }
    return text;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return {};
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

void print_contents(std::string_view preset, std::string_view kind, std::size_t games, const contents& c) {
    const auto pct = [&](std::size_t n) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%6zu %5.1f%%", n, c.states ? 100.0 * static_cast<double>(n) / static_cast<double>(c.states) : 0.0);
        return std::string(buf);
    };
    std::cout << preset << " " << kind << ": " << c.states << " states from " << games << " games";
    if (c.actions)
        std::cout << ", " << c.actions << " legal actions (" << static_cast<double>(c.actions) / static_cast<double>(c.states)
                  << " per state, at most " << c.max_actions << ")";
    std::cout << "\n  opening     " << pct(c.opening) << "   middle      " << pct(c.middle) << "   ending  " << pct(c.ending)
              << "\n  4 players   " << pct(c.players[4]) << "   3 players   " << pct(c.players[3]) << "   2 players "
              << pct(c.players[2]) << "\n  blockades   " << pct(c.blockades) << "   throws owed " << pct(c.owed);
    if (kind == "decisions")
        std::cout << "\n  doublet bonus " << pct(c.bonus) << " pending rewards " << pct(c.rewards) << " entries "
                  << pct(c.entries) << "   pass only " << pct(c.pass_only) << "   stage ready " << pct(c.ready);
    std::cout << "\n";
}

enum class mode { write, check, stats };

template <class R>
bool run(mode m, const std::string& dir) {
    const std::string name(pachisi_bench::preset_name<R>);
    const std::string decision_path = dir + "/" + name + ".txt";
    const std::string throw_path = dir + "/" + name + "_throws.txt";
    if (m == mode::stats) {
        const auto d = pachisi_bench::load_corpus<R>(decision_path);
        const auto t = pachisi_bench::load_corpus<R>(throw_path);
        contents cd, ct;
        for (const auto& s : d.states) cd.add(s);
        for (const auto& s : t.states) ct.add(s);
        print_contents(name, "decisions", d.number("games"), cd);
        print_contents(name, "throws", t.number("games"), ct);
        return true;
    }
    const auto g = generate<R>();
    const std::string decisions = file_text(g.decision_header, g.decisions);
    const std::string throws = file_text(g.throw_header, g.throws);
    print_contents(name, "decisions", g.games, g.decision_contents);
    print_contents(name, "throws", g.games, g.throw_contents);
    for (const auto& line : g.decision_header) std::cout << "  " << line << "\n";
    for (const auto& line : g.throw_header) std::cout << "  " << line << "\n";
    if (m == mode::check) {
        bool same = true;
        for (const auto& [path, text] : {std::pair{decision_path, decisions}, std::pair{throw_path, throws}})
            if (read_file(path) != text) {
                std::cout << "DIFFERS: " << path << "\n";
                same = false;
            }
        return same;
    }
    for (const auto& [path, text] : {std::pair{decision_path, decisions}, std::pair{throw_path, throws}}) {
        std::ofstream out(path, std::ios::binary);
        out << text;
        if (!out) throw std::runtime_error("cannot write " + path);
        std::cout << "wrote " << path << " (" << text.size() << " bytes)\n";
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    mode m = mode::write;
    std::string dir = pachisi_bench::corpus_dir();
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--check")) m = mode::check;
        else if (!std::strcmp(argv[i], "--stats")) m = mode::stats;
        else if (!std::strcmp(argv[i], "--out") && i + 1 < argc) dir = argv[++i];
        else {
            std::cerr << "usage: make_corpus [--out DIR] [--check] [--stats]\n";
            return 2;
        }
    }
    try {
        bool ok = true;
        pachisi_bench::for_each_preset([&]<class R>() { ok = run<R>(m, dir) && ok; });
        if (m == mode::check) std::cout << (ok ? "corpus matches the generator\n" : "corpus DIFFERS from the generator\n");
        return ok ? 0 : 1;
    } catch (const std::exception& e) {
        std::cerr << "make_corpus: " << e.what() << "\n";
        return 1;
    }
}
