// The text board (draw_board) and the SVG board (to_svg) of the crosses with arms of n = 6..10
// squares per column (docs/rules.md §6.10 option 8), as text/board_grid.hpp lays them out from the
// board's geometry: the grid gives every square one cell of the cross and walks each route from cell
// to neighbouring cell; over whole random games every pawn is drawn on the cell of the square
// route<G>::square names, in the text and in the SVG; the SVG is well-formed XML; castles are drawn at
// exactly the safe squares; and one small board of arm 6 is pinned character by character.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <pachisi/text/board_svg.hpp>

#include "catch.hpp"
#include "svg_xml.hpp"
#include "test_support.hpp"

// This file's own namespace: the unity build of scripts/test compiles several test files as one.
namespace board_pictures_arms_tests {

namespace {

// ---- the XML well-formedness checker (svg_xml.hpp) ------------------------------------------------------
using svg_xml::element;
using svg_xml::parse_xml;
using svg_xml::with_class;
using svg_xml::xml_error;

// ---- the rule sets and their games --------------------------------------------------------------------

template <int Arm, int CastleOffset = 4, unsigned Shells = 6, int Pawns = 4>
using cross_rules = pachisi::traditional_rules<
    Shells, pachisi::traditional_options{.pawns = Pawns, .arm = Arm, .castle_offset = CastleOffset}>;

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

// Pawns per seat on every physical square, as route<G>::square places them (seats in play only).
template <class R>
std::vector<std::array<int, 4>> pawns_on_squares(const pachisi::state<R>& s) {
    using board = pachisi::route<typename R::board>;
    std::vector<std::array<int, 4>> on(static_cast<std::size_t>(board::squares), std::array<int, 4>{});
    for (int seat = 0; seat < 4; ++seat) {
        if (!pachisi::in_play(s, seat)) continue;
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) {
            const std::uint8_t sq = board::square(seat, static_cast<int>(p));
            if (sq != pachisi::off_board) ++on[sq][static_cast<std::size_t>(seat)];
        }
    }
    return on;
}

template <class R>
int pawns_with(const pachisi::state<R>& s, int seat, int progress) {
    int n = 0;
    for (const auto p : s.pawns[static_cast<std::size_t>(seat)]) n += static_cast<int>(p) == progress;
    return n;
}

// ---- the grid ---------------------------------------------------------------------------------------

using cell = pachisi::board_grid::cell;

// The grid's hook: the cell of a square (text/board_grid.hpp), as both pictures place it.
template <class G>
cell cell_of(int sq) {
    return pachisi::board_grid::cell_of_square<G>(sq);
}

// A cell in words, for comparisons that print readably when they fail.
std::string name(cell at) { return "row " + std::to_string(at.row) + " column " + std::to_string(at.col); }

int chebyshev(cell a, cell b) { return std::max(std::abs(a.row - b.row), std::abs(a.col - b.col)); }

// Whether a cell lies on the cross outside HOME: in the middle band of rows or of columns, not both.
template <class G>
bool on_an_arm(cell c) {
    constexpr int n = pachisi::board_grid::layout<G>::arm;
    const bool middle_row = c.row >= n && c.row <= n + 2, middle_col = c.col >= n && c.col <= n + 2;
    return middle_row != middle_col;
}

// Seat's corner block (its nest), as the grid gives it: n x n cells.
template <class G>
bool in_corner(cell c, int seat) {
    using grid_of = pachisi::board_grid::layout<G>;
    const cell origin = grid_of::corner_origin(seat);
    return c.row >= origin.row && c.row < origin.row + grid_of::arm && c.col >= origin.col &&
           c.col < origin.col + grid_of::arm;
}

// The grid of board G: one cell per square, inside the picture, on the cross, no two alike and
// together the four arms of 3 x n cells; every step of every route, on the ring or into and out of
// a private column, goes to a neighbouring cell; arm k is arm 0 turned k quarter turns.
template <class G>
void check_grid() {
    using grid_of = pachisi::board_grid::layout<G>;
    using board = pachisi::route<G>;
    constexpr int n = grid_of::arm, side = grid_of::grid;
    INFO("arm " << n << ", castle offset " << G::castle_offset);
    REQUIRE(pachisi::board_grid::drawable<G>);
    CHECK(side == 2 * n + 3);
    CHECK(grid_of::squares == board::squares);
    std::set<std::pair<int, int>> cells;
    for (int sq = 0; sq < board::squares; ++sq) {
        const cell c = cell_of<G>(sq);
        INFO("square " << sq << " at row " << c.row << " column " << c.col);
        CHECK((c.row >= 0 && c.row < side && c.col >= 0 && c.col < side));
        CHECK(on_an_arm<G>(c));
        for (int seat = 0; seat < 4; ++seat) CHECK_FALSE(in_corner<G>(c, seat));
        cells.emplace(c.row, c.col);
    }
    CHECK(static_cast<int>(cells.size()) == board::squares);  // distinct
    CHECK(static_cast<int>(cells.size()) == 4 * 3 * n);         // ... and they fill the four arms

    // The ring, square after square, and each seat's first trip from its first square to HOME's door.
    for (int r = 0; r < board::ring_squares; ++r) {
        INFO("ring square " << r);
        CHECK(chebyshev(cell_of<G>(r), cell_of<G>((r + 1) % board::ring_squares)) == 1);
    }
    for (int seat = 0; seat < 4; ++seat) {
        for (int p = 1; p + 1 < board::home; ++p) {
            INFO("seat " << seat << " progress " << p);
            const cell here = cell_of<G>(board::square(seat, p));
            const cell next = cell_of<G>(board::square(seat, p + 1));
            CHECK(chebyshev(here, next) == 1);
        }
        // The column out starts, and the way home ends, beside HOME.
        const cell last = cell_of<G>(board::square(seat, board::home - 1));
        CHECK(chebyshev(last, {grid_of::centre, grid_of::centre}) == 2);
        CHECK(on_an_arm<G>(last));
    }
    // Seat 0's tip is the bottom middle cell; arm k is arm 0 turned.
    CHECK(name(cell_of<G>(0)) == name({side - 1, grid_of::centre}));
    for (int k = 1; k < 4; ++k) {
        for (int i = 0; i < board::arm_squares; ++i)
            CHECK(name(cell_of<G>(board::arm_squares * k + i)) == name(grid_of::turned(cell_of<G>(i), k)));
        constexpr int ring = board::ring_squares, column = board::private_squares_per_seat;
        for (int i = 0; i < column; ++i)
            CHECK(name(cell_of<G>(ring + column * k + i)) == name(grid_of::turned(cell_of<G>(ring + i), k)));
    }
    // Corner blocks (the nests): the n x n block right of each arm (bottom right for seat 0).
    CHECK(name(grid_of::corner_origin(0)) == name({n + 3, n + 3}));
    CHECK(name(grid_of::corner_origin(1)) == name({0, n + 3}));
    CHECK(name(grid_of::corner_origin(2)) == name({0, 0}));
    CHECK(name(grid_of::corner_origin(3)) == name({n + 3, 0}));
}

// The castle cells of board G: the safe ring squares are drawn at each arm's tip and on both outer
// columns castle_offset rows from it, and nowhere else.
template <class G>
void check_castle_cells() {
    using grid_of = pachisi::board_grid::layout<G>;
    using board = pachisi::route<G>;
    constexpr int side = grid_of::grid, mid = grid_of::centre, c = G::castle_offset;
    std::set<std::string> expected;
    for (int arm = 0; arm < 4; ++arm)
        for (const cell at : {cell{side - 1, mid}, cell{side - c, mid - 1}, cell{side - c, mid + 1}})
            expected.insert(name(grid_of::turned(at, arm)));
    std::set<std::string> drawn;
    for (int sq = 0; sq < board::ring_squares; ++sq)
        if (board::is_safe(static_cast<std::uint8_t>(sq))) drawn.insert(name(cell_of<G>(sq)));
    INFO("arm " << grid_of::arm << ", castle offset " << c);
    CHECK(drawn.size() == 12);
    CHECK(drawn == expected);
}

template <int Arm, int... Offsets>
void check_castle_cells_of_arm(std::integer_sequence<int, Offsets...>) {
    (check_castle_cells<pachisi::cross_board_of<Arm, Offsets + 1>>(), ...);
}

// ---- the text board ---------------------------------------------------------------------------------

// What draw_board writes in a square's cell (the legend of text/board_text.hpp).
template <class R>
std::string expected_cell(int sq, const std::array<int, 4>& here) {
    using board = pachisi::route<typename R::board>;
    int seats = 0, first = -1, second = -1, count = 0;
    for (int seat = 0; seat < 4; ++seat) {
        if (here[static_cast<std::size_t>(seat)] == 0) continue;
        (first < 0 ? first : second) = seat;
        ++seats;
        count += here[static_cast<std::size_t>(seat)];
    }
    const auto digit = [](int seat) { return static_cast<char>('0' + seat); };
    if (seats == 0) {
        if (sq >= board::ring_squares) return " : ";
        return R::safe_squares && board::is_safe(static_cast<std::uint8_t>(sq)) ? " * " : " . ";
    }
    if (seats > 1) return {digit(first), '+', digit(second)};
    if (count == 1) return {' ', digit(first), ' '};
    if (count == 2) return {'[', digit(first), ']'};
    return {digit(first), 'x', count > 9 ? '+' : static_cast<char>('0' + count)};
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        start = end == std::string::npos ? text.size() : end + 1;
    }
    return lines;
}

// The 3 characters of a cell of the picture (lines are cut after their last non-blank character).
std::string cell_text(const std::vector<std::string>& lines, cell c) {
    std::string text = static_cast<std::size_t>(3 * c.col) < lines[static_cast<std::size_t>(c.row)].size()
                           ? lines[static_cast<std::size_t>(c.row)].substr(static_cast<std::size_t>(3 * c.col), 3)
                           : std::string();
    text.resize(3, ' ');
    return text;
}

// draw_board(s): a square picture of layout<G>::grid rows; every square's cell shows the pawns that
// route<G>::square puts there (or its empty mark: castle, ring, private); each seat's corner block
// names it with its counts of pawns in the nest and at HOME; every other cell is blank but HOME's.
template <class R>
void check_text(const pachisi::state<R>& s) {
    using G = typename R::board;
    using grid_of = pachisi::board_grid::layout<G>;
    using board = pachisi::route<G>;
    constexpr int side = grid_of::grid, n = grid_of::arm;
    const std::string picture = pachisi::draw_board(s);
    const auto lines = lines_of(picture);
    int in_play = 0;
    for (int seat = 0; seat < 4; ++seat) in_play += pachisi::in_play(s, seat);
    REQUIRE(static_cast<int>(lines.size()) == side + in_play);
    for (int row = 0; row < side; ++row)
        CHECK(lines[static_cast<std::size_t>(row)].size() <= static_cast<std::size_t>(3 * side));

    const auto on = pawns_on_squares(s);
    std::set<std::pair<int, int>> square_cells;
    for (int sq = 0; sq < board::squares; ++sq) {
        const cell c = grid_of::of_square(sq);
        square_cells.emplace(c.row, c.col);
        INFO("square " << sq);
        CHECK(cell_text(lines, c) == expected_cell<R>(sq, on[static_cast<std::size_t>(sq)]));
    }
    for (int seat = 0; seat < 4; ++seat) {
        if (!pachisi::in_play(s, seat)) continue;
        // The block's rows, cut to its columns: the three labels are somewhere in them.
        const cell origin = grid_of::corner_origin(seat);
        std::string block;
        for (int row = origin.row; row < origin.row + n; ++row)
            for (int col = origin.col; col < origin.col + n; ++col) block += cell_text(lines, {row, col});
        INFO("seat " << seat << ": " << block);
        CHECK(block.find("seat " + std::to_string(seat)) != std::string::npos);
        CHECK(block.find("nest " + std::to_string(pawns_with(s, seat, 0)) + ' ') != std::string::npos);
        CHECK(block.find("HOME " + std::to_string(pawns_with(s, seat, board::home)) + ' ') != std::string::npos);
        // The seat's line under the picture lists its pawns.
        std::string pawns;
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)])
            pawns += (pawns.empty() ? "" : ",") + std::to_string(p);
        bool listed = false;
        for (std::size_t i = static_cast<std::size_t>(side); i < lines.size(); ++i)
            listed = listed || (lines[i].find("seat " + std::to_string(seat)) != std::string::npos &&
                                lines[i].find("pawns " + pawns + ' ') != std::string::npos);
        CHECK(listed);
    }
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            const cell c{row, col};
            if (square_cells.count({row, col})) continue;
            bool in_a_corner = false;
            for (int seat = 0; seat < 4; ++seat) in_a_corner = in_a_corner || in_corner<G>(c, seat);
            if (in_a_corner) continue;
            INFO("row " << row << " column " << col);
            const std::string expected = row != grid_of::centre         ? "   "
                                         : col == grid_of::centre - 1 ? " HO"
                                         : col == grid_of::centre     ? "ME "
                                                                      : "   ";
            CHECK(cell_text(lines, c) == expected);
        }
    }
}

// ---- the SVG board ----------------------------------------------------------------------------------

// Where the castle mark's path starts: 7 units in from its square's top-left corner.
std::pair<int, int> castle_corner(const element& castle) {
    const std::string& d = castle.attributes.at("d");
    REQUIRE(d.size() > 1);
    REQUIRE(d[0] == 'M');
    const std::size_t space = d.find(' ');
    return {std::stoi(d.substr(1, space - 1)) - 7, std::stoi(d.substr(space + 1)) - 7};
}

// to_svg(s): well-formed; one square element per square, all distinct, inside the cloth, at the
// cell the grid gives; castles at exactly the safe ring squares; one pawn element per pawn, at its
// spot and inside its square's cell; nests clear of the squares; HOME's four triangles.
template <class R>
void check_svg(const pachisi::state<R>& s) {
    using G = typename R::board;
    using board = pachisi::route<G>;
    constexpr int cell_side = 40;  // the picture's unit square (text/board_svg.hpp)
    const std::string plain = pachisi::to_svg(s);
    const auto plain_elements = parse_xml(plain);
    int in_play = 0;
    for (int seat = 0; seat < 4; ++seat) in_play += pachisi::in_play(s, seat);
    CHECK(static_cast<int>(with_class(plain_elements, "pawn").size()) == in_play * R::pawns);

    pachisi::svg_options options;
    options.interactive = true;
    const auto elements = parse_xml(pachisi::to_svg(s, options));
    const element& root = elements.front();
    const int width = root.number("width"), height = root.number("height");
    CHECK(root.attributes.at("viewBox") == "0 0 " + std::to_string(width) + ' ' + std::to_string(height));
    REQUIRE(with_class(elements, "band").size() == 1);
    const int cloth_height = with_class(elements, "band")[0]->number("y");
    CHECK(cloth_height < height);
    const auto title =
        std::find_if(elements.begin(), elements.end(), [](const element& e) { return e.name == "title"; });
    REQUIRE(title != elements.end());
    CHECK(title->text == "Pachisi board (cross, " + std::to_string(board::squares) + " squares)");
    for (const auto& e : elements) {  // everything drawn lies in the picture
        for (const char* x : {"x", "cx"})
            if (e.has(x)) CHECK((e.number(x) >= 0 && e.number(x) <= width));
        for (const char* y : {"y", "cy"})
            if (e.has(y)) CHECK((e.number(y) >= 0 && e.number(y) <= height));
    }

    // Squares, in order of their numbers, where square_centre says, on the cloth, no two alike.
    const auto squares = with_class(elements, "square");
    REQUIRE(static_cast<int>(squares.size()) == board::squares);
    std::map<std::pair<int, int>, int> square_at;  // top-left corner -> square
    std::set<int> safe_drawn;
    for (int sq = 0; sq < board::squares; ++sq) {
        const element& e = *squares[static_cast<std::size_t>(sq)];
        const pachisi::svg_point centre = pachisi::square_centre<G>(sq);
        INFO("square " << sq);
        CHECK(e.number("data-square") == sq);
        CHECK(e.number("x") == centre.x - cell_side / 2);
        CHECK(e.number("y") == centre.y - cell_side / 2);
        CHECK((e.number("x") >= 0 && e.number("x") + cell_side <= width));
        CHECK((e.number("y") >= 0 && e.number("y") + cell_side <= cloth_height));
        CHECK(e.has_class(sq < board::ring_squares ? "ring" : "private"));
        square_at.emplace(std::pair{e.number("x"), e.number("y")}, sq);
        if (e.has_class("safe")) safe_drawn.insert(sq);
    }
    CHECK(static_cast<int>(square_at.size()) == board::squares);
    std::set<int> safe;
    for (int sq = 0; sq < board::ring_squares; ++sq)
        if (board::is_safe(static_cast<std::uint8_t>(sq))) safe.insert(sq);
    CHECK(safe.size() == 12);
    CHECK(safe_drawn == safe);
    std::set<int> castles;
    for (const element* e : with_class(elements, "castle")) {
        const auto at = square_at.find(castle_corner(*e));
        REQUIRE(at != square_at.end());
        castles.insert(at->second);
    }
    CHECK(with_class(elements, "castle").size() == 12);
    CHECK(castles == safe);

    // Pawns: one element each, with its seat, progress and spot, drawn inside its square's cell.
    std::vector<std::tuple<int, int, int>> expected, drawn;
    for (int seat = 0; seat < 4; ++seat) {
        if (!pachisi::in_play(s, seat)) continue;
        for (const auto p : s.pawns[static_cast<std::size_t>(seat)])
            expected.emplace_back(seat, static_cast<int>(p), pachisi::spot_of<R>(seat, static_cast<int>(p)));
    }
    for (const element* e : with_class(elements, "pawn")) {
        const int spot = e->number("data-square");
        drawn.emplace_back(e->number("data-seat"), e->number("data-progress"), spot);
        CHECK(e->has_class("seat-" + std::to_string(e->number("data-seat"))));
        if (spot >= board::squares) continue;
        const pachisi::svg_point centre = pachisi::square_centre<G>(spot);
        INFO("pawn on square " << spot);
        CHECK(std::abs(e->number("cx") - centre.x) + e->number("r") <= cell_side / 2);
        CHECK(std::abs(e->number("cy") - centre.y) + e->number("r") <= cell_side / 2);
    }
    std::sort(expected.begin(), expected.end());
    std::sort(drawn.begin(), drawn.end());
    CHECK(drawn == expected);
    for (const auto& [seat, progress, spot] : expected) {
        if (progress == 0) CHECK(spot == pachisi::nest_spot<G>(seat));
        else if (progress == board::home) CHECK(spot == pachisi::home_spot<G>(seat));
        else CHECK(spot == static_cast<int>(board::square(seat, progress)));
    }

    // Nests: one per seat in play, at its spot, clear of every square and inside the cloth.
    const auto nests = with_class(elements, "nest");
    CHECK(static_cast<int>(nests.size()) == in_play);
    for (const element* e : nests) {
        const int spot = e->number("data-square");
        CHECK((spot >= pachisi::nest_spot<G>(0) && spot <= pachisi::nest_spot<G>(3)));
        const pachisi::svg_point centre = pachisi::spot_centre<G>(spot);
        CHECK(e->number("cx") == centre.x);
        CHECK(e->number("cy") == centre.y);
        const int x = centre.x, y = centre.y, r = e->number("r");
        CHECK((x - r >= 0 && x + r <= width && y - r >= 0 && y + r <= cloth_height));
        for (const auto& [corner, sq] : square_at) {  // the square's nearest point lies outside the circle
            const int dx = std::clamp(x, corner.first, corner.first + cell_side) - x;
            const int dy = std::clamp(y, corner.second, corner.second + cell_side) - y;
            INFO("nest " << spot << " and square " << sq);
            CHECK(dx * dx + dy * dy > r * r);
        }
    }
    std::vector<int> homes;
    for (const element* e : with_class(elements, "home")) homes.push_back(e->number("data-square"));
    CHECK(homes == std::vector<int>{pachisi::home_spot<G>(0), pachisi::home_spot<G>(1), pachisi::home_spot<G>(2),
                                    pachisi::home_spot<G>(3)});
}

// A whole random game, the text and the SVG board drawn at every `every`-th state.
template <class R>
void check_game(int players, std::uint64_t seed, int every) {
    const auto positions = positions_of_a_game<R>(players, seed, every);
    REQUIRE(positions.size() >= 3);
    for (const auto& s : positions) {
        INFO(pachisi::to_string(s));
        check_text(s);
        check_svg(s);
    }
}

}  // namespace

TEST_CASE("board pictures: the grid of every arm from 6 to 10 gives each square its own cell of the cross", "[text][svg][arms]") {
    check_grid<pachisi::cross_board_of<6, 4>>();
    check_grid<pachisi::cross_board_of<7, 2>>();
    check_grid<pachisi::cross_board_of<8, 4>>();
    check_grid<pachisi::cross_board_of<9, 8>>();
    check_grid<pachisi::cross_board_of<10, 1>>();
    CHECK(pachisi::board_grid::layout<pachisi::cross_board_of<6, 4>>::grid == 15);
    CHECK(pachisi::board_grid::layout<pachisi::cross_board_of<10, 4>>::grid == 23);
    // The standard boards keep their 19 x 19 grid.
    CHECK(pachisi::board_grid::layout<pachisi::cross_board>::grid == pachisi::board_grid::grid);
    CHECK(pachisi::board_grid::layout<pachisi::parcheesi_board>::grid == 19);
    STATIC_REQUIRE(pachisi::board_grid::drawable<pachisi::parcheesi_board>);
    STATIC_REQUIRE(pachisi::board_grid::arm_of<pachisi::cross_board_of<7, 3>> == 7);
}

TEST_CASE("board pictures: castles sit at the tips and castle offset squares up both outer columns for every arm and offset", "[text][svg][arms]") {
    check_castle_cells_of_arm<6>(std::make_integer_sequence<int, 5>{});
    check_castle_cells_of_arm<7>(std::make_integer_sequence<int, 6>{});
    check_castle_cells_of_arm<8>(std::make_integer_sequence<int, 7>{});
    check_castle_cells_of_arm<9>(std::make_integer_sequence<int, 8>{});
    check_castle_cells_of_arm<10>(std::make_integer_sequence<int, 9>{});
}

TEST_CASE("board pictures: whole games on the crosses of arm 6 to 10 draw every pawn where its route puts it", "[text][svg][arms]") {
    check_game<cross_rules<6>>(4, 601, 23);
    check_game<cross_rules<6, 1>>(2, 602, 23);
    check_game<cross_rules<7, 2, 7>>(3, 701, 23);
    check_game<cross_rules<8, 7>>(4, 801, 29);
    check_game<cross_rules<9, 4, 6, 8>>(4, 901, 41);
    check_game<cross_rules<10, 9>>(4, 1001, 29);
    check_game<pachisi::traditional>(4, 802, 31);  // the standard cross, by the same checks
}

TEST_CASE("board pictures: a position on the cross of arm 6 drawn as text", "[text][arms]") {
    using R = cross_rules<6>;
    // Seat 0: p = 3 out of the middle column, p = 62 on its way home (the square of p = 2), p = 6 on
    // its tip (ring 0), one pawn HOME (p = 64). Seat 1: two on ring 19 (p = 12), one on the castle
    // ring 17 (p = 10) with seat 3's partner pawn (p = 36). Seat 2 on ring 50, two before seat 0's
    // tip; seat 3 on ring 1, one past it.
    const auto s = test::position<R>("64,62,6,3/12,12,10,0/30,0,0,0/36,20,0,0 1 throw partners=1");
    const std::string expected = R"(                   .  *  .
   seat 2          .  :  .    seat 1
   nest 3          .  :  .    nest 1
   HOME 0          *  :  *    HOME 0
                   .  :  .
                   .  :  .
 .  .  .  *  .  .          [1] . 1+3 .  .  .
 *  :  :  :  :  :  HOME     :  :  :  :  :  *
 .  .  .  *  .  .           .  .  *  .  .  .
                   .  :  .
   seat 3          .  0  .    seat 0
   nest 2          *  0  *    nest 0
   HOME 0          .  :  .    HOME 1
                   2  :  .
                   .  0  3
  seat 0 red    pawns 64,62,6,3      score 1-135
> seat 1 blue   pawns 12,12,10,0     score 0-29
  seat 2 yellow pawns 30,0,0,0       score 0-15
  seat 3 green  pawns 36,20,0,0      score 0-46
)";
    CHECK(pachisi::draw_board(s) == expected);
    check_text(s);
    check_svg(s);

    // The SVG of arm 6: a 15 x 15 grid of 40-unit cells centred on a cloth as wide as the standard
    // boards' (780), its top edge 10 from the top: seat 0's tip is the bottom middle cell.
    using G = R::board;
    CHECK(pachisi::square_centre<G>(0) == pachisi::svg_point{390, 590});
    CHECK(pachisi::square_centre<G>(13) == pachisi::svg_point{670, 310});  // seat 1's tip: right middle
    CHECK(pachisi::square_centre<G>(52) == pachisi::svg_point{390, 390});  // seat 0's column, by the Charkoni
    CHECK(pachisi::spot_centre<G>(pachisi::nest_spot<G>(0)) == pachisi::svg_point{570, 490});
    CHECK(pachisi::nest_spot<G>(0) == 72);
    CHECK(pachisi::home_spot<G>(3) == 79);
    CHECK(pachisi::svg_spots_of<G> == 80);
    const auto root = parse_xml(pachisi::to_svg(s)).front();
    CHECK(root.number("width") == 780);
    CHECK(root.number("height") == 620 + 76);
}

}  // namespace board_pictures_arms_tests
