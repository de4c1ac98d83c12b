// The SVG pictures of the one-die boards (text/board_svg_one_die.hpp, docs/rules.md §9 and §10): the
// Ludo board (ludo, ludo_king), the Mensch ärgere Dich nicht board (maedn, maedn_openspiel) and Parchís
// on the Parcheesi board. Over whole seeded random games every state's picture is well-formed XML with
// one pawn element per pawn at its spot; pinned: the squares per board, safe marks exactly where the
// rule set makes squares safe, the yards and home columns in their seat's colours, stacks, pairs and
// barriers, and the click attributes.
#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include <pachisi/text/board_svg.hpp>

#include "catch.hpp"
#include "svg_pawns.hpp"
#include "svg_xml.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace board_svg_one_die_tests {

namespace {

using svg_xml::element;
using svg_xml::parse_xml;
using svg_xml::with_class;

// ludo with the `stars` option (registry): the start squares and the stars are safe.
constexpr auto ludo_stars_options = [] {
    auto o = pachisi::ludo_options;
    o.safe_squares = true;
    return o;
}();
using ludo_stars = pachisi::one_die_rules<ludo_stars_options>;

// The seats' colours as the pictures print them (red, blue, yellow, green), and their light tints.
const std::vector<std::string> seat_fill{"#d7263d", "#1b6ac9", "#f2b705", "#2a9d4b"};
const std::vector<std::string> seat_tint{"#f5c3ca", "#c3d7f3", "#fbe8a6", "#c2e6cb"};

using svg_pawns::pawn_key;
using svg_pawns::pawns_drawn;
using svg_pawns::pawns_of;

// The checks every state's pictures pass: well-formed XML (parse_xml throws otherwise), one circle per
// pawn drawn at its spot, a square element per square carrying its number only when interactive.
template <class R>
void check_state(const pachisi::state<R>& s) {
    using board = pachisi::route<typename R::board>;
    const std::string plain = pachisi::to_svg(s);
    const auto plain_elements = parse_xml(plain);
    int in_play = 0;
    for (int seat = 0; seat < 4; ++seat) in_play += pachisi::in_play(s, seat);
    const auto plain_pawns = with_class(plain_elements, "pawn");
    REQUIRE_EACH(static_cast<int>(plain_pawns.size()) == in_play * R::pawns);
    REQUIRE_EACH(std::all_of(plain_pawns.begin(), plain_pawns.end(), [](const element* e) { return e->name == "circle"; }));
    REQUIRE_EACH(plain.find("data-square") == std::string::npos);

    pachisi::svg_options options;
    options.interactive = true;
    const auto elements = parse_xml(pachisi::to_svg(s, options));
    REQUIRE_EACH(pawns_drawn(elements) == pawns_of(s));
    const auto squares = with_class(elements, "square");
    REQUIRE_EACH(static_cast<int>(squares.size()) == board::squares);
    for (std::size_t sq = 0; sq < squares.size(); ++sq) REQUIRE_EACH(squares[sq]->number("data-square") == static_cast<int>(sq));
    REQUIRE_EACH(static_cast<int>(with_class(elements, "nest").size()) == in_play);
}

// The sanitizer build (about 3x slower here) plays a fifth of the games, as the property tests do.
#ifdef PACHISI_SANITIZED
constexpr int games_scale = 5;
#else
constexpr int games_scale = 1;
#endif

// Whole seeded random games, every state checked.
template <class R>
void check_games(int games, int players, std::uint64_t seed) {
    const pachisi::random_bot bot;
    for (int game = 0; game < games / games_scale; ++game) {
        std::mt19937_64 rng(seed + static_cast<std::uint64_t>(game));
        auto s = pachisi::new_game<R>({.players = players});
        check_state(s);
        int states = 1;
        while (!pachisi::is_over(s)) {
            if (pachisi::is_chance_node(s)) pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
            else pachisi::apply(s, bot.choose(s, rng));
            INFO(pachisi::to_string(s));
            check_state(s);
            ++states;
        }
        CHECK(states > 10);
    }
}

std::set<int> numbers_of(const std::vector<const element*>& elements, const std::string& key) {
    std::set<int> out;
    for (const element* e : elements) out.insert(e->number(key));
    return out;
}

template <class R>
std::vector<element> interactive_picture(const pachisi::state<R>& s, const pachisi::svg_options& base = {}) {
    auto options = base;
    options.interactive = true;
    return parse_xml(pachisi::to_svg(s, options));
}

// The ring squares at the board's safe offsets from each tip (the spots of the squares R makes safe).
template <class G>
std::set<int> safe_ring_squares(std::initializer_list<int> offsets) {
    std::set<int> out;
    for (int arm = 0; arm < 4; ++arm)
        for (const int k : offsets) {
            const int r = pachisi::route<G>::arm_squares * arm + k;
            out.insert((r + pachisi::route<G>::ring_squares) % pachisi::route<G>::ring_squares);
        }
    return out;
}

}  // namespace

// One test case per preset, so that ctest spreads them over the cores.
TEST_CASE("svg one-die: every state of 20 whole random games of ludo is a well-formed picture", "[svg][10]") {
    check_games<pachisi::ludo>(10, 2, 100);
    check_games<pachisi::ludo>(10, 4, 200);
}

TEST_CASE("svg one-die: every state of 20 whole random games of ludo_king is a well-formed picture", "[svg][10]") {
    check_games<pachisi::ludo_king>(10, 2, 300);
    check_games<pachisi::ludo_king>(10, 4, 400);
}

TEST_CASE("svg one-die: every state of 20 whole random games of parchis is a well-formed picture", "[svg][10]") {
    check_games<pachisi::parchis>(10, 2, 500);
    check_games<pachisi::parchis>(10, 4, 600);
}

TEST_CASE("svg one-die: every state of 20 whole random games of maedn is a well-formed picture", "[svg][10]") {
    check_games<pachisi::maedn>(10, 2, 700);
    check_games<pachisi::maedn>(10, 4, 800);
}

TEST_CASE("svg one-die: every state of 20 whole random games of maedn_openspiel is a well-formed picture",
          "[svg][10]") {
    check_games<pachisi::maedn_openspiel>(10, 2, 900);
    check_games<pachisi::maedn_openspiel>(10, 4, 1000);
}

TEST_CASE("svg one-die: the Ludo board - 72 squares on 15 x 15 cells - yards and home columns in the seat colours",
          "[svg][9]") {
    using G = pachisi::ludo_board;
    // 15 x 15 cells of 40 units centred on the 780-unit cloth: the grid starts at (90, 10). Seat 0's tip
    // (ring 0) is the bottom middle cell; its start square (p = 1, ring 2) two cells up the right column.
    CHECK(pachisi::square_centre<G>(0) == pachisi::svg_point{390, 590});
    CHECK(pachisi::square_centre<G>(2) == pachisi::svg_point{430, 550});
    CHECK(pachisi::spot_of<pachisi::ludo>(0, 1) == 2);
    CHECK(pachisi::spot_of<pachisi::ludo>(0, 57) == pachisi::home_spot<G>(0));

    const auto s = pachisi::new_game<pachisi::ludo>({.players = 4});
    const auto elements = interactive_picture(s);
    CHECK(with_class(elements, "ludo").size() == 1);  // the root's class names the board
    CHECK(with_class(elements, "square").size() == 72);
    CHECK(with_class(elements, "ring").size() == 52);
    CHECK(with_class(elements, "private").size() == 20);
    // Each private square (a home column of 5) and each start square is in its seat's colour.
    for (const element* e : with_class(elements, "private")) {
        const int seat = (e->number("data-square") - 52) / 5;
        CHECK(e->attributes.at("fill") == seat_fill[static_cast<std::size_t>(seat)]);
    }
    const auto starts = with_class(elements, "start");
    REQUIRE(starts.size() == 4);
    CHECK(numbers_of(starts, "data-square") == std::set<int>{2, 15, 28, 41});
    for (const element* e : starts)
        CHECK(e->attributes.at("fill") == seat_fill[static_cast<std::size_t>(e->number("data-square") / 13)]);
    CHECK(with_class(elements, "start-mark").size() == 4);  // an arrow the way of play
    // The yards: the seat's colour, clickable as its nest; 4 pawn spots each; HOME: four triangles.
    const auto yards = with_class(elements, "nest");
    REQUIRE(yards.size() == 4);
    for (std::size_t seat = 0; seat < 4; ++seat) {
        CHECK(yards[seat]->attributes.at("fill") == seat_fill[seat]);
        CHECK(yards[seat]->number("data-square") == pachisi::nest_spot<G>(static_cast<int>(seat)));
    }
    CHECK(with_class(elements, "yard-spot").size() == 16);
    const auto homes = with_class(elements, "home");
    REQUIRE(homes.size() == 4);
    CHECK(numbers_of(homes, "data-square") == std::set<int>{76, 77, 78, 79});

    // Two players: seats 1 and 3 keep their printed yards but are no nests.
    const auto two = parse_xml(pachisi::to_svg(pachisi::new_game<pachisi::ludo>({.players = 2})));
    CHECK(with_class(two, "nest").size() == 2);
    CHECK(with_class(two, "yard").size() == 4);
}

TEST_CASE("svg one-die: safe squares are marked only where the rule set makes them safe - ludo vs stars vs ludo_king",
          "[svg][10.1]") {
    const auto safe_of = [](const std::vector<element>& elements) {
        return numbers_of(with_class(elements, "safe"), "data-square");
    };
    const std::set<int> starts_and_stars = safe_ring_squares<pachisi::ludo_board>({2, 10});
    REQUIRE(starts_and_stars == std::set<int>{2, 10, 15, 23, 28, 36, 41, 49});

    const auto plain = interactive_picture(pachisi::new_game<pachisi::ludo>({.players = 4}));
    CHECK(safe_of(plain).empty());
    CHECK(with_class(plain, "safe-mark").empty());

    const auto stars = interactive_picture(pachisi::new_game<ludo_stars>({.players = 4}));
    CHECK(safe_of(stars) == starts_and_stars);
    CHECK(with_class(stars, "safe-mark").size() == 8);

    const auto king = interactive_picture(pachisi::new_game<pachisi::ludo_king>({.players = 4}));
    CHECK(safe_of(king) == starts_and_stars);
    CHECK(with_class(king, "safe-mark").size() == 8);
    CHECK(with_class(king, "start-mark").size() == 4);

    // Parchís: the seguros of the Parcheesi board (tips, entry squares, their twins), 12 in all.
    const auto parchis = interactive_picture(pachisi::new_game<pachisi::parchis>({.players = 4}));
    CHECK(safe_of(parchis) == safe_ring_squares<pachisi::parcheesi_board>({0, 5, -5}));
    CHECK(with_class(parchis, "safe-mark").size() == 12);
    CHECK(with_class(parchis, "square").size() == 96);
    CHECK(with_class(parchis, "home").size() == 4);

    // MAEDN has no safe fields.
    const auto maedn = interactive_picture(pachisi::new_game<pachisi::maedn>({.players = 4}));
    CHECK(safe_of(maedn).empty());
    CHECK(with_class(maedn, "safe-mark").empty());
}

TEST_CASE("svg one-die: the MAEDN board - 40 round fields - A fields and B yards and goal rows - no HOME",
          "[svg][9]") {
    using G = pachisi::maedn_board;
    // 11 x 11 cells centred on the cloth: the grid starts at (170, 10); the tip is the bottom middle
    // cell, the A field (p = 1, ring 1) the cell right of it; a corner field joins two arms.
    CHECK(pachisi::square_centre<G>(0) == pachisi::svg_point{390, 430});
    CHECK(pachisi::square_centre<G>(1) == pachisi::svg_point{430, 430});
    CHECK(pachisi::square_centre<G>(5) == pachisi::svg_point{430, 270});  // 5 past the tip: the corner field

    for (const bool openspiel : {false, true}) {
        const auto elements = openspiel ? interactive_picture(pachisi::new_game<pachisi::maedn_openspiel>({.players = 4}))
                                        : interactive_picture(pachisi::new_game<pachisi::maedn>({.players = 4}));
        CHECK(with_class(elements, "maedn").size() == 1);
        const auto fields = with_class(elements, "square");
        REQUIRE(fields.size() == 56);
        CHECK(std::all_of(fields.begin(), fields.end(), [](const element* e) { return e->name == "circle"; }));
        CHECK(with_class(elements, "ring").size() == 40);
        CHECK(with_class(elements, "home").empty());
        CHECK(with_class(elements, "track").size() == 1);
        // Goal rows of 4 in the seat's tint; the A fields in its colour with the arrow; B yards: 4 spots
        // in the seat's colour.
        for (const element* e : with_class(elements, "private")) {
            const int seat = (e->number("data-square") - 40) / 4;
            CHECK(e->attributes.at("fill") == seat_tint[static_cast<std::size_t>(seat)]);
        }
        const auto a_fields = with_class(elements, "start");
        REQUIRE(a_fields.size() == 4);
        CHECK(numbers_of(a_fields, "data-square") == std::set<int>{1, 11, 21, 31});
        for (const element* e : a_fields)
            CHECK(e->attributes.at("fill") == seat_fill[static_cast<std::size_t>(e->number("data-square") / 10)]);
        CHECK(with_class(elements, "start-mark").size() == 4);
        const auto spots = with_class(elements, "yard-spot");
        REQUIRE(spots.size() == 16);
        for (std::size_t k = 0; k < spots.size(); ++k) CHECK(spots[k]->attributes.at("fill") == seat_fill[k / 4]);
        const auto yards = with_class(elements, "nest");
        REQUIRE(yards.size() == 4);
        CHECK(numbers_of(yards, "data-square") == std::set<int>{56, 57, 58, 59});
    }
}

TEST_CASE("svg one-die: a ludo_king pair is marked where it keeps enemies off - stacks show their count",
          "[svg][10.1]") {
    using R = pachisi::ludo_king;
    using G = pachisi::ludo_board;
    // Seat 0's two pawns at p = 20 stand on ring 21 (not safe): a pair; its two at p = 9 on ring 10,
    // a star: a stack that blocks nobody.
    const auto s = test::position<R>("20,20,9,9/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(pachisi::spot_of<R>(0, 20) == 21);
    REQUIRE(pachisi::spot_of<R>(0, 9) == 10);
    const auto elements = interactive_picture(s);
    const auto pairs = with_class(elements, "pair");
    REQUIRE(pairs.size() == 1);
    CHECK(pairs[0]->has_class("blockade"));
    const auto at = pachisi::square_centre<G>(21);
    CHECK(pairs[0]->number("x") + pairs[0]->number("width") / 2 == at.x);
    CHECK(pairs[0]->number("y") + pairs[0]->number("height") / 2 == at.y);
    std::vector<std::string> counts;
    for (const element* e : with_class(elements, "count")) counts.push_back(e->text);
    CHECK(counts == std::vector<std::string>{"2", "2"});
    // A pawn of each seat's yard is drawn on its own spot: four distinct places in seat 1's yard.
    std::set<std::pair<int, int>> places;
    for (const element* e : with_class(elements, "seat-1")) places.insert({e->number("cx"), e->number("cy")});
    CHECK(places.size() == 4);

    // Ludo with stars: single stacking, no pair marks ever; two colours sharing a star show a count.
    const auto shared = test::position<ludo_stars>("9,0,0,0/0,0,0,0/0,0,0,0/22,0,0,0 0 throw");
    REQUIRE(pachisi::spot_of<ludo_stars>(3, 22) == 10);
    const auto ludo_elements = interactive_picture(shared);
    CHECK(with_class(ludo_elements, "blockade").empty());
    REQUIRE(with_class(ludo_elements, "count").size() == 1);
    CHECK(with_class(ludo_elements, "count")[0]->text == "2");
}

TEST_CASE("svg one-die: a Parchis barrier is drawn as a blockade on the Parcheesi picture", "[svg][10.1]") {
    using R = pachisi::parchis;
    // Seat 0's two pawns at p = 10 form a barrier on ring 14.
    const auto s = test::position<R>("10,10,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    REQUIRE(pachisi::spot_of<R>(0, 10) == 14);
    const auto elements = interactive_picture(s);
    const auto barriers = with_class(elements, "blockade");
    REQUIRE(barriers.size() == 1);
    CHECK_FALSE(barriers[0]->has_class("pair"));
    const auto at = pachisi::square_centre<pachisi::parcheesi_board>(14);
    CHECK(barriers[0]->number("x") + barriers[0]->number("width") / 2 == at.x);
    CHECK(with_class(elements, "parcheesi").size() == 1);
}

TEST_CASE("svg one-die: highlights and the selection and the die keep the click scheme of the other boards",
          "[svg][10]") {
    using R = pachisi::ludo;
    using G = pachisi::ludo_board;
    auto s = test::position<R>("20,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw");
    test::throw_(s, "6");
    REQUIRE(s.phase == pachisi::stage::play);
    pachisi::svg_options options;
    options.highlight.set(2).set(27).set(static_cast<std::size_t>(pachisi::nest_spot<G>(0)));
    options.selected = pachisi::nest_spot<G>(0);
    const auto elements = interactive_picture(s, options);
    const auto marked = with_class(elements, "highlight");
    REQUIRE(marked.size() == 3);
    CHECK(numbers_of(marked, "data-square") == std::set<int>{2, 27, pachisi::nest_spot<G>(0)});
    // The yard's highlight rings its 4 spots about the yard's middle.
    const auto yard = pachisi::spot_centre<G>(pachisi::nest_spot<G>(0));
    const element* ring = marked[2];
    CHECK(ring->number("cx") == yard.x);
    CHECK(ring->number("cy") == yard.y);
    CHECK(ring->number("r") > 40 * 1414 / 1000 + 14);  // beyond a corner spot's pawn (one cell each way)
    const auto selected = with_class(elements, "selected");
    CHECK(selected.size() == 3);  // seat 0's three nest pawns
    for (const element* e : selected) CHECK(e->number("data-square") == pachisi::nest_spot<G>(0));
    const auto dice = with_class(elements, "die");
    REQUIRE(dice.size() == 1);
    CHECK(dice[0]->number("data-value") == 6);
    CHECK(with_class(elements, "pip").size() == 6);
    const auto status = with_class(elements, "status");
    REQUIRE(status.size() == 1);
    CHECK(status[0]->text == "red (seat 0) plays 6");
    CHECK(with_class(elements, "mover").size() == 1);
}

}  // namespace board_svg_one_die_tests
