// The playground's API: a plain C ABI over one table (table.hpp), exported from the WebAssembly
// module and called from playground.js with Module.ccall. Strings go in as UTF-8 and come back as
// UTF-8 owned by this file (valid until the next call). A call that fails returns text starting
// with "error: " and changes nothing.
//
//   pachisi_presets()                      JSON list of the presets, their option rows and what they allow
//   pachisi_new_game(spec, players, flags, first_seat, seed)
//                                          flags: 1 partners, 2 first pawn out, 4 play for places
//   pachisi_spec_error(spec)               why pachisi_new_game would refuse the spec's options ("" if it would not)
//   pachisi_spec_info(spec)                JSON: that reason, the value of every option row, and whether
//                                          partners, first pawn out and take back are allowed
//   pachisi_spec_text(spec)               the spec in one written form (the preset line): preset, then each
//                                          option that differs from the preset's, in the library's order
//   pachisi_view()                         JSON: position, legal actions with their spots, log...
//   pachisi_svg(highlight, selected)       the board as SVG; highlight: spots separated by commas
//   pachisi_throw()                        a chance node: draw the outcome with the seeded generator
//   pachisi_throw_given(text)              a chance node: this outcome ("3-5", "4"; opening: a seat)
//   pachisi_apply(index)                   play legal action `index` of the view's list (from 0; the page numbers from 1)
//   pachisi_apply_text(text)               play a legal action given in notation
//   pachisi_bot(name)                      "random", "greedy" or "expectimax" plays for the mover
//   pachisi_take_back()                    undo the last part-action where the rules allow it
//   pachisi_load(text)                     a position in notation
#include <charconv>
#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "table.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define PACHISI_EXPORT extern "C" EMSCRIPTEN_KEEPALIVE
#else
#define PACHISI_EXPORT extern "C"
#endif

namespace {

std::unique_ptr<playground::table> current;
std::string reply;  // the text handed back to JavaScript

template <class F>
const char* answer(F&& f) {
    try {
        if (!current) throw std::invalid_argument("no game: start one first");
        reply = f(*current);
    } catch (const std::exception& e) {
        reply = std::string("error: ") + e.what();
    }
    return reply.c_str();
}

std::vector<int> spots_of(const char* list) {
    std::vector<int> spots;
    const std::string_view text = list ? list : "";
    for (std::size_t at = 0; at < text.size();) {
        int spot = 0;
        const auto [end, ec] = std::from_chars(text.data() + at, text.data() + text.size(), spot);
        if (ec == std::errc()) spots.push_back(spot);
        at = static_cast<std::size_t>(end - text.data()) + 1;
    }
    return spots;
}

}  // namespace

PACHISI_EXPORT const char* pachisi_presets() {
    reply = playground::presets_json();
    return reply.c_str();
}

PACHISI_EXPORT const char* pachisi_new_game(const char* spec, int players, int flags, int first_seat,
                                            unsigned seed) {
    try {
        const pachisi::setup setup{.players = players,
                                   .partners = (flags & 1) != 0,
                                   .first_pawn_out = (flags & 2) != 0,
                                   .first_seat = first_seat,
                                   .play_for_places = (flags & 4) != 0};
        current = playground::make_table(spec ? spec : "", setup, seed);
        reply.clear();
    } catch (const std::exception& e) {
        reply = std::string("error: ") + e.what();
    }
    return reply.c_str();
}

PACHISI_EXPORT const char* pachisi_spec_error(const char* spec) {
    reply = playground::spec_problem(spec ? spec : "");
    return reply.c_str();
}

PACHISI_EXPORT const char* pachisi_spec_info(const char* spec) {
    reply = playground::spec_json(spec ? spec : "");
    return reply.c_str();
}

PACHISI_EXPORT const char* pachisi_spec_text(const char* spec) {
    try {
        reply = playground::spec_text(spec ? spec : "");
    } catch (const std::exception& e) {
        reply = std::string("error: ") + e.what();
    }
    return reply.c_str();
}

PACHISI_EXPORT const char* pachisi_view() {
    return answer([](playground::table& t) { return t.view(); });
}
PACHISI_EXPORT const char* pachisi_svg(const char* highlight, int selected) {
    return answer([&](playground::table& t) { return t.svg(spots_of(highlight), selected); });
}
PACHISI_EXPORT const char* pachisi_throw() {
    return answer([](playground::table& t) { return t.throw_now(); });
}
PACHISI_EXPORT const char* pachisi_throw_given(const char* text) {
    return answer([&](playground::table& t) { return t.throw_given(text ? text : ""); });
}
PACHISI_EXPORT const char* pachisi_apply(int index) {
    return answer([&](playground::table& t) { return t.apply_index(index); });
}
PACHISI_EXPORT const char* pachisi_apply_text(const char* text) {
    return answer([&](playground::table& t) { return t.apply_text(text ? text : ""); });
}
PACHISI_EXPORT const char* pachisi_bot(const char* name) {
    return answer([&](playground::table& t) { return t.bot_move(name ? name : ""); });
}
PACHISI_EXPORT const char* pachisi_take_back() {
    return answer([](playground::table& t) { return t.take_back(); });
}
PACHISI_EXPORT const char* pachisi_load(const char* text) {
    return answer([&](playground::table& t) { return t.load(text ? text : ""); });
}
