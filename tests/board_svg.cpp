// The SVG board (text/board_svg.hpp): the output is well-formed XML with one root <svg>, every pawn
// is exactly one element at the spot its progress maps to, highlights and the throw are drawn, and a
// few coordinates are pinned. Positions come from seeded random games of every preset.
#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include <pachisi/text/board_svg.hpp>

#include "catch.hpp"
#include "svg_pawns.hpp"
#include "svg_xml.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace board_svg_tests {

namespace {

// ---- the XML well-formedness checker (svg_xml.hpp) ------------------------------------------------------
using svg_xml::element;
using svg_xml::parse_xml;
using svg_xml::with_class;
using svg_xml::xml_error;

// ---- positions of every preset ---------------------------------------------------------------------

// Positions along one seeded random game: the start, then every `every` steps, and the end.
template <class R>
std::vector<pachisi::state<R>> positions_of_a_game(int players, std::uint64_t seed, int every) {
    auto s = pachisi::new_game<R>({.players = players});
    std::mt19937_64 rng(seed);
    const pachisi::random_bot bot;
    std::vector<pachisi::state<R>> seen{s};
    for (int step = 1; !pachisi::is_over(s); ++step) {
        if (pachisi::is_chance_node(s)) pachisi::apply_throw(s, pachisi::sample_chance(s, rng));
        else pachisi::apply(s, bot.choose(s, rng));
        if (step % every == 0) seen.push_back(s);
    }
    seen.push_back(s);
    return seen;
}

using svg_pawns::pawn_key;
using svg_pawns::pawns_drawn;
using svg_pawns::pawns_of;

template <class R>
void check_positions(int players, std::uint64_t seed, int every) {
    const auto positions = positions_of_a_game<R>(players, seed, every);
    REQUIRE(positions.size() >= 3);
    for (const auto& s : positions) {
        INFO(pachisi::to_string(s));
        const std::string plain = pachisi::to_svg(s);
        const auto plain_elements = parse_xml(plain);
        int in_play = 0;
        for (int seat = 0; seat < 4; ++seat) in_play += pachisi::in_play(s, seat);
        CHECK(static_cast<int>(with_class(plain_elements, "pawn").size()) == in_play * R::pawns);
        CHECK(plain.find("data-square") == std::string::npos);  // only when asked for

        pachisi::svg_options options;
        options.interactive = true;
        const auto elements = parse_xml(pachisi::to_svg(s, options));
        CHECK(pawns_drawn(elements) == pawns_of(s));
        // Every square and every in-play nest and HOME is a click target with its spot number.
        std::vector<int> squares;
        for (const element* e : with_class(elements, "square")) squares.push_back(e->number("data-square"));
        constexpr int board_squares = pachisi::route<typename R::board>::squares;
        REQUIRE(squares.size() == static_cast<std::size_t>(board_squares));
        for (int sq = 0; sq < board_squares; ++sq) CHECK(squares[static_cast<std::size_t>(sq)] == sq);
        CHECK(static_cast<int>(with_class(elements, "nest").size()) == in_play);
        // HOME's four triangles; the MAEDN board has no HOME.
        CHECK(with_class(elements, "home").size() == (pachisi::route<typename R::board>::has_home ? 4U : 0U));
    }
}

}  // namespace

TEST_CASE("svg: the checker rejects what is not well-formed XML", "[svg]") {
    CHECK_NOTHROW(parse_xml("<svg a=\"1\"><g><rect b='x'/></g>text &amp; more</svg>\n"));
    CHECK_THROWS_AS(parse_xml("<svg><g></svg>"), xml_error);                   // unbalanced
    CHECK_THROWS_AS(parse_xml("<svg><g></g></svg><svg></svg>"), xml_error);    // two roots
    CHECK_THROWS_AS(parse_xml("<svg a=1></svg>"), xml_error);                  // unquoted
    CHECK_THROWS_AS(parse_xml("<svg a=\"1\" a=\"2\"></svg>"), xml_error);      // twice
    CHECK_THROWS_AS(parse_xml("<svg>a < b</svg>"), xml_error);                 // raw '<'
    CHECK_THROWS_AS(parse_xml("<svg>a & b</svg>"), xml_error);                 // raw '&'
    CHECK_THROWS_AS(parse_xml("<g></g>"), xml_error);                          // root not svg
    CHECK_THROWS_AS(parse_xml("<svg a=\"1\"b=\"2\"></svg>"), xml_error);       // no space
}

TEST_CASE("svg: one pawn element per pawn at its spot over whole games of every preset", "[svg]") {
    check_positions<pachisi::shg>(4, 11, 97);
    check_positions<pachisi::shg_rules<pachisi::shg_options{.blockades = false}>>(3, 12, 97);
    check_positions<pachisi::cardinal>(2, 13, 97);
    check_positions<pachisi::american>(4, 14, 97);
    check_positions<pachisi::traditional>(4, 15, 61);
    check_positions<pachisi::traditional>(2, 16, 61);
    check_positions<pachisi::traditional7>(3, 17, 61);
    check_positions<pachisi::traditional_rules<6, pachisi::traditional_options{.pawns = 16}>>(4, 18, 101);
    check_positions<pachisi::ludo>(4, 19, 53);
    check_positions<pachisi::ludo_king>(2, 20, 53);
    check_positions<pachisi::parchis>(4, 21, 53);
    check_positions<pachisi::maedn>(3, 22, 53);
    check_positions<pachisi::maedn_openspiel>(4, 23, 53);
}

TEST_CASE("svg: golden coordinates of the board map", "[svg]") {
    using pachisi::square_centre;
    using pachisi::svg_point;
    using P = pachisi::parcheesi_board;
    using C = pachisi::cross_board;
    // Cells are 40 units with a margin of 10: the cell in row r, column c has its centre at
    // (30 + 40c, 30 + 40r). Seat 0's tip (ring 0) is the bottom middle cell, row 18, column 9.
    CHECK(square_centre<P>(0) == svg_point{390, 750});
    CHECK(square_centre<P>(5) == svg_point{430, 590});    // seat 0's entry: 5 past the tip, right column
    CHECK(square_centre<P>(67) == svg_point{350, 750});   // one before the tip: the arm's end row
    CHECK(square_centre<P>(60) == svg_point{350, 470});   // 8 before the tip: beside the centre
    CHECK(square_centre<P>(8) == svg_point{430, 470});    // 8 past the tip: beside the centre
    CHECK(square_centre<P>(9) == svg_point{470, 430});    // ... and on round the corner into arm 1
    CHECK(square_centre<P>(17) == svg_point{750, 390});   // seat 1's tip: right middle
    CHECK(square_centre<P>(34) == svg_point{390, 30});    // seat 2's tip: top middle
    CHECK(square_centre<P>(51) == svg_point{30, 390});    // seat 3's tip: left middle
    CHECK(square_centre<P>(68) == svg_point{390, 710});   // seat 0's first home-path square, by the tip
    CHECK(square_centre<P>(74) == svg_point{390, 470});   // ... and its last, by HOME
    CHECK(square_centre<C>(68) == svg_point{390, 470});   // traditional p = 1: by the Charkoni
    CHECK(square_centre<C>(74) == svg_point{390, 710});   // p = 7: by the tip
    CHECK(square_centre<P>(75) == svg_point{710, 390});   // seat 1's home path starts by its tip
    CHECK(pachisi::spot_centre<P>(pachisi::nest_spot(0)) == svg_point{610, 610});  // nest: lower right
    CHECK(pachisi::spot_centre<P>(pachisi::nest_spot(2)) == svg_point{170, 170});

    // Progress to spot: Parcheesi p = 1 is ring 17s + 5, p = 65 the first home-path square.
    CHECK(pachisi::spot_of<pachisi::shg>(1, 1) == 22);
    CHECK(pachisi::spot_of<pachisi::shg>(0, 65) == 68);
    CHECK(pachisi::spot_of<pachisi::shg>(3, 0) == pachisi::nest_spot(3));
    CHECK(pachisi::spot_of<pachisi::shg>(3, 72) == pachisi::home_spot(3));
    CHECK(pachisi::spot_of<pachisi::traditional>(2, 84) == pachisi::home_spot(2));
    CHECK(pachisi::spot_of<pachisi::traditional>(2, 8) == 34);

    // A lone pawn is drawn at its square's centre: seat 1's pawn at p = 1 stands on ring 22.
    const auto s = test::position<pachisi::shg>("0,0,0,0/1,0,0,0/-/- 1 throw");
    const auto elements = parse_xml(pachisi::to_svg(s));
    const auto pawns = with_class(elements, "pawn");
    REQUIRE(pawns.size() == 8);
    const svg_point entry = square_centre<P>(22);
    CHECK(entry == svg_point{590, 350});  // arm 1's upper row, 5 cells from the right edge
    const auto on_entry = std::count_if(pawns.begin(), pawns.end(), [&](const element* e) {
        return e->number("cx") == entry.x && e->number("cy") == entry.y && e->has_class("seat-1");
    });
    CHECK(on_entry == 1);
}

TEST_CASE("svg: highlights and selection and blockades and crowded squares", "[svg]") {
    using R = pachisi::shg;
    // Seat 0 has a blockade on p = 10 (ring 14), seat 2 a pawn at HOME.
    auto s = test::position<R>("10,10,0,0/-/72,30,0,0/- 0 throw");
    test::throw_(s, "2-3");
    pachisi::svg_options options;
    options.interactive = true;
    options.highlight.set(16).set(17).set(static_cast<std::size_t>(pachisi::home_spot(0)));
    options.selected = 14;
    const auto elements = parse_xml(pachisi::to_svg(s, options));
    std::vector<int> marked;
    for (const element* e : with_class(elements, "highlight")) marked.push_back(e->number("data-square"));
    CHECK(marked == std::vector<int>{16, 17, pachisi::home_spot(0)});
    const auto selected = with_class(elements, "selected");
    REQUIRE(selected.size() == 2);
    for (const element* e : selected) CHECK((e->number("data-square") == 14 && e->number("data-seat") == 0));
    REQUIRE(with_class(elements, "blockade").size() == 1);
    // The blockade frame sits on ring 14's cell: 14 = arm 1, 3 before its tip, bottom row.
    const auto frame = with_class(elements, "blockade")[0];
    const auto centre = pachisi::square_centre<pachisi::parcheesi_board>(14);
    CHECK(frame->number("x") + frame->number("width") / 2 == centre.x);
    CHECK(frame->number("y") + frame->number("height") / 2 == centre.y);
    CHECK(with_class(elements, "count").empty());

    // Traditional, 16 pawns: five of a team on one square show their count; none is left out.
    using T = pachisi::traditional_rules<6, pachisi::traditional_options{.pawns = 16}>;
    auto t = pachisi::new_game<T>({.players = 4, .first_seat = 0});
    t.pawns[0] = {20, 20, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    t.pawns[2] = {};
    // Seat 2's pawns at p = 54 stand on ring (34 + 46) mod 68 = 12, where seat 0's p = 20 stands.
    t.pawns[2][0] = t.pawns[2][1] = 54;
    const auto crowd = parse_xml(pachisi::to_svg(t));
    CHECK(with_class(crowd, "pawn").size() == 64);
    const auto counts = with_class(crowd, "count");
    std::vector<std::string> texts;
    for (const element* e : counts) texts.push_back(e->text);
    // Square 12 holds five; seat 0's nest holds 13 (all visible, no count); seats 1 and 3 hold 16.
    CHECK(texts == std::vector<std::string>{"5"});
    CHECK(with_class(crowd, "blockade").size() == 1);
}

TEST_CASE("svg: the throw is drawn as dice pips or cowries mouth up - and the mover is named", "[svg]") {
    using R = pachisi::american;
    auto s = pachisi::new_game<R>({.players = 4, .first_seat = 3});
    pachisi::apply_throw(s, {1, 4});
    const std::string dice_svg = pachisi::to_svg(s);
    const auto dice = parse_xml(dice_svg);
    const auto faces = with_class(dice, "die");
    REQUIRE(faces.size() == 2);
    std::vector<int> values;
    for (const element* e : faces) values.push_back(e->number("data-value"));
    std::sort(values.begin(), values.end());
    CHECK(values == std::vector<int>{1, 4});
    CHECK(with_class(dice, "pip").size() == 5);
    const auto status = with_class(dice, "status");
    REQUIRE(status.size() == 1);
    CHECK(status[0]->text == "green (seat 3) plays 1-4, left: 1 4");
    CHECK(with_class(dice, "mover").size() == 1);
    CHECK(pachisi::to_svg(s) == dice_svg);  // deterministic

    using T = pachisi::traditional7;
    auto t = pachisi::new_game<T>({.players = 3, .first_seat = 1});
    pachisi::apply_throw(t, {5, 0});
    const auto cowries = parse_xml(pachisi::to_svg(t));
    CHECK(with_class(cowries, "cowrie").size() == 7);
    CHECK(with_class(cowries, "mouth-up").size() == 5);
    CHECK(with_class(cowries, "mouth-down").size() == 2);
    CHECK(with_class(cowries, "die").empty());
    const auto line = with_class(cowries, "status");
    REQUIRE(line.size() == 1);
    CHECK(line[0]->text.rfind("blue (seat 1) plays 5 up = 25, grace", 0) == 0);
    CHECK(with_class(cowries, "nest").size() == 3);
}

}  // namespace board_svg_tests
