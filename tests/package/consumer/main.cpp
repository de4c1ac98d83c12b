// The program every consumption test builds (find_package, add_subdirectory, FetchContent,
// pkg-config): against the packaged headers it starts a game, throws, and plays one move.
#include <pachisi/pachisi.hpp>

#include <cstdio>
#include <string>

int main() {
    auto s = pachisi::new_game<pachisi::shg>({.players = 4, .first_seat = 0});
    pachisi::apply_throw(s, {3, 5});                 // a 5: the seat must enter a pawn
    const auto actions = pachisi::legal_actions(s);  // "enter"
    pachisi::apply(s, actions[0]);
    const std::string text = pachisi::to_string(s);
    std::printf("pachisi %.*s: %s\n", static_cast<int>(pachisi::version_string.size()),
                pachisi::version_string.data(), text.c_str());
    return actions.size() == 1 && s.pawns[0][0] == 1 ? 0 : 1;
}
