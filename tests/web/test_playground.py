#!/usr/bin/env python3
"""The browser test of the playground (web/): headless Debian chromium driven by selenium.

It serves build/web on a free local port, then
  1. plays full 4-seat games of bots with fixed seeds through the page's own controls, and checks
     each final position against native_game (the library compiled natively, same seed and bots);
  2. loads a middle-game position into the position box, enters a throw, makes one human move by
     clicking a pawn and then its highlighted destination, checks the position against native_game,
     and takes the move back (shg with "undo moves");
  3. checks what the page shows around the board: the legal actions numbered from 1 (and a click on
     number k plays the k-th action), the status in its own panel apart from the list, the bold
     destination highlight, the throw drawn as two dice with pips (shg) or as 6 or 7 cowrie shells
     with the right number mouth up (traditional, traditional7), and build/web/size.txt, the sizes
     the build measured, against the files;
  4. saves a screenshot of the page (build/web/screenshot.png; with --docs docs also docs/playground.png,
     and the Ludo game's, build/web/screenshot-ludo.png, as docs/playground-ludo.png),
     one of each cowrie game (build/web/screenshot-traditional.png, -traditional7.png) and one of the
     cross of arm 6 (screenshot-arm6.png);
  5. the traditional options of seed 004 (docs/rules.md §6.10): the full bot games of step 1 include one on
     a cross of arm 6, one with first-move,cancel-capture and one with split and 8 pawns (a mix the registry
     never listed); each board size (arm 6..10) draws 12n squares; split with arm 6 plays; a pawn count
     with another board is refused with with_rules' message; and with first-move, a throw of 3 offers
     enter+3, played by clicking a pawn in the Charkoni and then its destination;
  6. the one-die family (docs/rules.md §10): a full game of bots of each of ludo, ludo_king, parchis, maedn
     and maedn_openspiel, and of ludo:must-kill,capture-reward=20 (a mix the registry never listed), with
     options chosen by the page's controls, against native_game; a Parchís barrier, a ludo_king pair and a
     Ludo stack drawn as that many pawns on one square; and a human move on a Ludo board, by clicks on a
     pawn and its highlighted destination, with the throw drawn as one die;
  7. the option rows (the library's, from pachisi_presets): ticking a box, choosing a word and typing a
     number build the spec shown beside New game, with the registry's names where they have one; a row's
     value read back through pachisi_spec_info for every row and value of every preset; partners follow
     shg's partners-allowed row; a refused mix (ludo:home-reward=10) shows with_rules' message at once, the
     same words native_game gets, and New game refuses it and keeps the game.
  8. issue 47 item 7: with the setting "throw and play forced moves for me" off, a person clicks Throw and
     the one legal action; with it on (the default), a whole Ludo game in which the page throws for seat 0
     and plays its forced actions, and stops only at a choice of two actions or more (the test picks action
     1), ends as native_game's with seat 0 "first"; the "or this throw" box names one die, two dice or the
     cowries mouth up, and a throw of the wrong shape shows parse_throw's message (native_game throw-error)
     and changes nothing; the preset line and the line of the game in play give the rules in the library's
     spec text (pachisi_spec_text); each legal move is named by its pawn (its number in the mover's row)
     and by the squares as the page numbers them on the board, with the notation beside it.
Prints one line per check; exits non-zero on the first failure.
"""
import argparse
import contextlib
import functools
import http.server
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--window-size=1400,1120", "--hide-scrollbars"]

# Full games: (preset spec, players, flags, first seat, seed, bots of seats 0..3)
BOT_GAMES = [
    ("shg", 4, 0, -1, 7, ["random", "greedy", "expectimax", "greedy"]),
    ("traditional", 4, 0, -1, 11, ["greedy", "random", "greedy", "expectimax"]),
    # seed 004 options 8 (a cross of arm 6), and 1 and 5 (first move, cancelled capture: seed 61 is a
    # game in which one capture is cancelled, pachisi::describe says "cancels a capture")
    ("traditional:arm=6", 4, 0, -1, 13, ["greedy", "expectimax", "random", "greedy"]),
    ("traditional7:first-move,cancel-capture", 4, 0, -1, 61, ["expectimax", "greedy", "greedy", "random"]),
    # mixes the registry never listed: any mix plays (pachisi::with_rules)
    ("traditional:split,pawns=8", 4, 0, -1, 37, ["greedy", "random", "greedy", "greedy"]),
    ("cardinal:safe-squares,combine=increments", 2, 0, -1, 41, ["greedy", "random", "greedy", "greedy"]),
]
# Full games of the one-die family (docs/rules.md §10), options set by the page's toggles; the same fields
# as BOT_GAMES. Two- and three-player games too: seats 0 and 2, or 0, 1 and 2.
ONE_DIE_GAMES = [
    ("ludo:stars,must-kill", 4, 0, -1, 17, ["greedy", "random", "expectimax", "greedy"]),
    ("ludo_king:entry-on-1", 4, 0, -1, 19, ["random", "greedy", "greedy", "expectimax"]),
    ("parchis", 4, 0, -1, 23, ["expectimax", "greedy", "random", "greedy"]),
    ("maedn:three-tries,no-jump-home", 3, 0, -1, 29, ["greedy", "expectimax", "random", "greedy"]),
    ("maedn_openspiel", 2, 0, -1, 31, ["random", "greedy", "greedy", "greedy"]),
    ("ludo:must-kill,capture-reward=20", 4, 0, -1, 43, ["greedy", "random", "greedy", "expectimax"]),
]
# Several pawns on one square, loaded as positions: (spec, state, pawns out of the nest on one square, what).
# The stack: with stars, seat 1's start square (its progress 1) is safe, and seats 0 (progress 14) and 3
# (progress 27) stand there too.
ONE_DIE_STACKS = [
    ("parchis", "9,9,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", 2, "a Parchís barrier"),
    ("ludo_king", "9,9,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw", 2, "a ludo_king pair"),
    ("ludo:stars", "14,0,0,0/1,0,0,0/0,0,0,0/27,0,0,0 0 throw", 3, "a Ludo stack of three colours on a start square"),
]
# The human move on a Ludo board: a position reached by greedy bots, then this throw (one die).
LUDO_HUMAN_SETUP = ("ludo", 4, 0, 0, 8, ["greedy"] * 4, 250)
LUDO_HUMAN_THROW = "4"
# The board sizes of the traditional presets: arm n, 12n squares (docs/rules.md §6.10).
ARMS = [6, 7, 8, 9, 10]
# The first move (traditional:first-move): a throw of 3 brings a pawn out to p = 3.
FIRST_MOVE_SPEC = "traditional:first-move"
FIRST_MOVE_THROW = "3"
# The human move: a position reached by greedy bots (shg, first pawn out), then this throw.
HUMAN_SETUP = ("shg:undo", 4, 2, 0, 5, ["greedy"] * 4, 60)
HUMAN_THROW = "1-3"


# The "or this throw" box (issue 47 item 7.2): for each family, what it says, a throw of the wrong shape
# (the engine's message), and one of the right shape: (spec, thrower, label, placeholder, wrong, right, position
# to load or None). At the traditional "ready" stage (throw or refuse) Use first chooses to throw.
THROW_BOX = [
    ("ludo", "die", "or this die", "4", "3-5", "4", None),
    ("shg", "dice", "or these dice", "3-5", "4", "2-6", None),
    ("traditional", "cowries", "or this many mouth up", "4", "3-5", "0", None),
    ("traditional7", "cowries", "or this many mouth up", "4", "8", "7", None),
    ("traditional", "cowries", "or this many mouth up", "4", "7", "4",
     "30,20,20,0/0,0,0,0/0,0,0,0/0,0,0,0 0 ready partners=1 turns=1"),
]
# The setting "throw and play forced moves for me" (item 7.1): a whole game with seat 0 a person whose
# throws and forced moves the page plays, the test choosing action 1 at every real choice; native_game
# plays seat 0 as "first" (the first legal action, no draw from the generator).
AUTO_GAME = ("ludo", 2, 0, 0, 47, ["human", "greedy", "greedy", "greedy"])
AUTO_OFF = ("ludo", 4, 0, 0, 5, ["human", "greedy", "greedy", "greedy"])
COLOURS = ["red", "blue", "yellow", "green"]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(directory):
    handler = functools.partial(QuietHandler, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)  # port 0: a free port
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield "http://127.0.0.1:%d/" % server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def native(binary, *args):
    out = subprocess.run([binary, *map(str, args)], check=True, capture_output=True, text=True)
    return out.stdout.strip()


def check(condition, what):
    if not condition:
        raise AssertionError(what)
    print("ok  " + what, flush=True)


class Page:
    def __init__(self, driver):
        self.d = driver

    def el(self, element_id):
        return self.d.find_element(By.ID, element_id)

    def wait(self, predicate, seconds, what):
        try:
            return WebDriverWait(self.d, seconds, poll_frequency=0.1).until(lambda d: predicate())
        except Exception as e:
            raise AssertionError("timed out (%ss) waiting for %s; message: %r" % (seconds, what, self.message())) from e

    def message(self):
        return self.el("message").text

    def state(self):
        return self.el("state").text

    def stage(self):
        return self.d.find_element(By.TAG_NAME, "body").get_attribute("data-stage")

    def set_checkbox(self, element_id, on):
        box = self.el(element_id)
        if box.is_selected() != on:
            box.click()

    def set_value(self, element_id, value):
        # Range and number inputs: set the value and fire the events the page listens to.
        self.d.execute_script(
            "const e = document.getElementById(arguments[0]); e.value = arguments[1];"
            "e.dispatchEvent(new Event('input')); e.dispatchEvent(new Event('change'));", element_id, str(value))

    def preset(self, name):
        """The preset's entry of pachisi_presets: its option rows and the registry's names."""
        return self.d.execute_script("return page.presets.find((p) => p.name === arguments[0])", name)

    def set_row(self, row, value):
        """Sets one option row's control to `value`, as a person would: a click, a choice or typing."""
        if row["kind"] == "yes_no":
            self.set_checkbox("opt-" + row["name"], value == "yes")
        elif row["kind"] == "faces":
            faces = value.split("+")
            for face in range(row["low"], row["high"] + 1):
                self.set_checkbox("opt-%s-%d" % (row["name"], face), str(face) in faces)
        elif self.el("opt-" + row["name"]).tag_name == "select":
            Select(self.el("opt-" + row["name"])).select_by_value(value)
        else:
            box = self.el("opt-" + row["name"])
            box.clear()
            box.send_keys(value)
            self.d.execute_script("arguments[0].dispatchEvent(new Event('change'))", box)

    def set_options(self, name, options):
        """From the preset's values, sets the rows the options name: a registry name ("stars"), "row" (yes)
        or "row=value"."""
        self.el("options-reset").click()
        preset = self.preset(name)
        rows = {row["name"]: row for row in preset["rows"]}
        for option in options:
            named = [n for n in preset["names"] if n["name"] == option]
            if named:
                row, value = named[0]["row"], named[0]["value"]
            else:
                row, _, value = option.partition("=")
                value = value or "yes"
            check(row in rows, "%s offers the option row %r" % (name, row))
            self.set_row(rows[row], value)

    def new_game(self, spec, players, flags, first_seat, seed, controllers, speed, auto=False):
        """Sets the controls and presses New game. auto: the setting "throw and play forced moves for me"
        (on by default on the page; off here unless asked, so that a person's throws wait for the test)."""
        name, _, options = spec.partition(":")
        options = options.split(",") if options else []
        Select(self.el("preset")).select_by_value(name)
        self.set_options(name, options)
        Select(self.el("players")).select_by_value(str(players))
        self.set_checkbox("partners", bool(flags & 1))
        self.set_checkbox("first-pawn-out", bool(flags & 2))
        self.set_checkbox("play-for-places", bool(flags & 4))
        Select(self.el("first-seat")).select_by_value(str(first_seat))
        self.set_value("seed", seed)
        for seat, who in enumerate(controllers):
            Select(self.el("seat-%d" % seat)).select_by_value(who)
        self.set_value("speed", speed)
        self.set_checkbox("auto-play", auto)
        check(self.el("spec").text == spec, "the page builds the preset spec %r" % spec)
        self.el("new-game").click()

    def view(self):
        return self.d.execute_script("return page.view")

    def click_spot(self, css):
        # Clicks the middle of the element, as a person would: a pawn drawn over a square gets it.
        element = self.d.find_element(By.CSS_SELECTOR, css)
        ActionChains(self.d).move_to_element(element).click().perform()


def play_bot_games(page, native_game, games=BOT_GAMES, min_log=100):
    for spec, players, flags, first_seat, seed, bots in games:
        started = time.time()
        page.new_game(spec, players, flags, first_seat, seed, bots, speed=0)
        page.wait(lambda: page.stage() == "over", 150, "the end of the %s game" % spec)
        expected = native(native_game, "game", spec, players, flags, first_seat, seed, *bots)
        got = page.state()
        check(got == expected, "%s, seed %d, bots %s (%.1f s): the browser ends in %r, native_game in %r"
              % (spec, seed, "/".join(bots), time.time() - started, got, expected))
        log = page.el("log").get_attribute("value").splitlines()
        check(log[0].startswith("start ") and len(log) > min_log and not page.message().startswith("error"),
              "the game log has %d lines in notation" % len(log))
        if "arm=" in spec:
            arm = int(spec.split("arm=")[1].split(",")[0])
            squares = board_squares(page)
            check(squares == 12 * arm, "%s: the board has %d squares (12 x %d)" % (spec, squares, arm))
        if "first-move" in spec:  # each seat's first move: enter+2, enter+3 or enter+4
            firsts = [line for line in log if re.match(r"^[0-3] enter\+[234]( |$)", line)]
            seats = sorted({int(line[0]) for line in firsts})
            check(seats == [0, 1, 2, 3], "%s: every seat made its first move, %s"
                  % (spec, firsts[:4]))


def check_numbering_and_status(page):
    """The list numbers actions from 1, in the DOM; the status panel is apart from the list."""
    legal = page.view()["legal"]
    items = page.d.find_elements(By.CSS_SELECTOR, "#actions li")
    numbers = [e.find_element(By.CSS_SELECTOR, ".number").text for e in items]
    values = [int(e.get_property("value")) for e in items]
    check(len(items) == len(legal) and numbers == ["%d." % (i + 1) for i in range(len(legal))]
          and values == list(range(1, len(legal) + 1)),
          "the %d legal actions are numbered from 1: %s" % (len(legal), " ".join(numbers)))
    texts = [e.find_element(By.CSS_SELECTOR, "button.action").get_attribute("data-notation") for e in items]
    names = [e.find_element(By.CSS_SELECTOR, "button.action").text for e in items]
    notations = [e.find_element(By.CSS_SELECTOR, ".notation").text for e in items]
    check(texts == [a["text"] for a in legal] and names == [a["name"] for a in legal] and
          notations == ["(%s)" % a["text"] for a in legal],
          "action number k is the engine's k-th legal action, by name with its notation: %s"
          % ["%s %s" % (n, t) for n, t in zip(names, notations)][:4])
    status = page.el("status")
    inside = page.d.execute_script(
        "const s = document.getElementById('status'), l = document.getElementById('actions-box');"
        "return l.contains(s) || s.contains(l);")
    check(status.text.strip() != "" and not inside and
          page.d.find_elements(By.CSS_SELECTOR, "#status-panel #status") and
          page.el("status-panel").get_attribute("data-seat") == str(page.view()["mover"]),
          "the status %r is in its own panel, in the mover's colour, apart from the action list" % status.text)


def square_labels(page):
    """The numbers the page draws on the board's squares: spot -> label."""
    return {int(e.get_attribute("data-square")): e.get_attribute("textContent")
            for e in page.d.find_elements(By.CSS_SELECTOR, "#board svg text.square-label")}


def shown_square(view, labels, spot):
    """A pattern for the name of spot as the picture labels it: "square 23", "red home path 3", "nest", "HOME"."""
    squares = view["ring"] + 4 * view["column"]
    if spot < view["ring"]:
        return re.escape("square " + labels[spot])
    if spot < squares:
        seat = (spot - view["ring"]) // view["column"]
        return re.escape(COLOURS[seat]) + " (home path|middle column|goal field) " + re.escape(labels[spot])
    return "nest" if spot < squares + 4 else "(HOME|Charkoni)"


def check_move_names(page):
    """Item 7.4: each move of the list names the pawn (its number in the mover's row of the state, 1 the
    farthest along) and the squares as the board labels them; the notation stays beside it."""
    v = page.view()
    labels = square_labels(page)
    squares = v["ring"] + 4 * v["column"]
    check(len(labels) == squares and labels.get(0) == "1" and labels.get(v["ring"] - 1) == str(v["ring"]),
          "%s: the page numbers the board's %d squares (ring 1..%d, then each seat's column 1..%d)"
          % (v["preset"], squares, v["ring"], v["column"]))
    row = [int(re.match(r"\d+", p).group()) for p in v["state"].split(" ")[0].split("/")[v["mover"]].split(",")]
    moves = [a for a in v["legal"] if a["from"] >= 0]
    for a in moves:
        m = re.fullmatch(r"pawns? ([\d+]+): (.+?) \u2192 (.+?)((?: \(|, ).*)?", a["name"])
        check(m is not None and re.fullmatch(shown_square(v, labels, a["from"]), m.group(2)) and
              re.fullmatch(shown_square(v, labels, a["to"]), m.group(3)) and
              row[int(m.group(1).split("+")[0]) - 1] == a["progress"] and a["text"] not in a["name"],
              "%s: %r names the pawn and the squares the board shows (%s; row %s)" % (v["preset"], a["name"], a["text"], row))
        titles = [e.get_attribute("textContent") for e in page.d.find_elements(
            By.CSS_SELECTOR, '#board svg circle.pawn[data-seat="%d"][data-square="%d"] title' % (v["mover"], a["from"]))]
        first = "%s pawn %s" % (COLOURS[v["mover"]], m.group(1).split("+")[0])
        check(first in titles, "%s: the board's tooltip names that pawn %r (%s)" % (v["preset"], first, titles))
    check(len(moves) > 0, "%s: %d moves named by pawn and square" % (v["preset"], len(moves)))


def check_dice(page):
    throw = page.view()["throw"]
    dice = page.d.find_elements(By.CSS_SELECTOR, "#throw-view svg.die")
    faces = [int(d.get_attribute("data-value")) for d in dice]
    pips = [len(d.find_elements(By.CSS_SELECTOR, ".pip")) for d in dice]
    check(faces == [throw["a"], throw["b"]] and pips == faces and
          not page.d.find_elements(By.CSS_SELECTOR, "#throw-view .cowrie"),
          "shg: the throw %d-%d is drawn as two dice with %s pips" % (throw["a"], throw["b"], pips))


def check_cowries(page, preset, shells, screenshot):
    """A new game with seat 0 human: it throws, and the throw shows as `shells` cowries."""
    page.new_game(preset, 4, 0, 0, 3, ["human", "greedy", "greedy", "greedy"], speed=0)
    page.wait(lambda: page.view() is not None and page.view()["mover"] == 0 and
              page.view()["stage"] in ("ready", "throw", "play"), 10, "seat 0 to start the %s game" % preset)
    if page.view()["stage"] == "ready":  # throw or refuse: the person chooses to throw
        page.d.find_element(By.XPATH, '//ol[@id="actions"]//button[text()="throw"]').click()
    elif page.view()["stage"] == "throw":
        page.el("throw").click()
    page.wait(lambda: page.view()["stage"] == "play" and page.view()["mover"] == 0, 10, "seat 0's %s throw" % preset)
    throw = page.view()["throw"]
    every = page.d.find_elements(By.CSS_SELECTOR, "#throw-view svg.cowrie")
    up = page.d.find_elements(By.CSS_SELECTOR, "#throw-view svg.cowrie.mouth-up")
    slits = page.d.find_elements(By.CSS_SELECTOR, "#throw-view svg.cowrie.mouth-up .slit")
    down = page.d.find_elements(By.CSS_SELECTOR, "#throw-view svg.cowrie.mouth-down")
    check(len(every) == shells and len(up) == throw["a"] == len(slits) and len(down) == shells - throw["a"] and
          not page.d.find_elements(By.CSS_SELECTOR, "#throw-view .die"),
          "%s: the throw is drawn as %d cowries, %d mouth up (with the slit), %d mouth down; caption %r"
          % (preset, shells, len(up), len(down), page.el("throw-view").text))
    page.d.save_screenshot(screenshot)  # not checked: for a person to look at the shells


def board_squares(page):
    return len(page.d.find_elements(By.CSS_SELECTOR, "#board svg rect.square"))


def check_board_sizes(page, native_game, screenshot):
    """The traditional options: each board size draws 12n squares; split with arm 6 and 8 pawns (mixes the
    registry never listed) play; castles beyond the arm are refused, in with_rules' words."""
    for preset in ("traditional", "traditional7"):
        for arm in ARMS:
            spec = preset if arm == 8 else "%s:arm=%d" % (preset, arm)
            page.new_game(spec, 4, 0, 0, 5, ["human"] * 4, speed=0)
            page.wait(lambda: page.view() is not None and page.view()["preset"] == spec, 10, "the %s game" % spec)
            page.wait(lambda: board_squares(page) == 12 * arm, 10, "the board of arm %d" % arm)
            title = page.d.find_element(By.CSS_SELECTOR, "#board svg title").get_attribute("textContent")
            check(not page.el("spec-problem").is_displayed() and str(12 * arm) in title,
                  "%s: the board drawn has %d squares (arm %d): %r" % (spec, 12 * arm, arm, title))
            if spec == "traditional:arm=6":
                page.d.save_screenshot(screenshot)  # not checked: for a person to look at the small cross
    # arm 6 with split throws: not one of the registry's mixes, and it plays.
    spec = "traditional:split,arm=6"
    page.new_game(spec, 4, 0, 0, 5, ["human"] * 4, speed=0)
    page.wait(lambda: page.view() is not None and page.view()["preset"] == spec, 10, "the %s game" % spec)
    check(not page.el("spec-problem").is_displayed() and board_squares(page) == 72 and
          not page.message().startswith("error"), "%s plays, on the cross of 72 squares" % spec)
    # 8 pawns on the cross of arm 6 play too: the pawn count and the cross are values of one engine.
    Select(page.el("opt-pawns")).select_by_value("8")
    spec8 = "traditional:split,pawns=8,arm=6"
    check(page.el("spec").text == spec8 and not page.el("spec-problem").is_displayed(),
          "8 pawns on the cross of arm 6 is a mix the rules allow: %r" % page.el("spec").text)
    page.el("new-game").click()
    page.wait(lambda: page.view() is not None and page.view()["preset"] == spec8, 10, "the %s game" % spec8)
    check(board_squares(page) == 72 and not page.message().startswith("error"), "%s plays, on the cross of 72 squares" % spec8)
    Select(page.el("opt-pawns")).select_by_value("4")
    # Castles 6 squares from the tips of an arm of 6: no such square on the outer column.
    before = page.state()
    castle = Select(page.el("opt-castle"))  # a number row of 9 values: a list to pick from
    castle.select_by_value("6")
    refused = "traditional:split,arm=6,castle=6"
    expected = refused_message(native_game, refused)
    problem = page.el("spec-problem")
    page.wait(lambda: page.el("spec").text == refused, 5, "the spec with castle=6")
    check(page.el("spec").text == refused and problem.is_displayed() and problem.text == expected,
          "castles 6 squares from the tips of an arm of 6 show with_rules' refusal at once: %r" % problem.text)
    page.el("new-game").click()
    check(page.message() == expected and page.el("message").get_attribute("class") == "error" and
          page.state() == before, "New game then refuses it and keeps the game: %r" % page.message())
    castle.select_by_value("3")
    page.wait(lambda: page.el("spec").text == "traditional:split,arm=6,castle=3", 5, "the spec with castle=3")
    check(not page.el("spec-problem").is_displayed(),
          "the message goes when the mix is one the rules allow (traditional:split,arm=6,castle=3)")


def refused_message(native_game, spec):
    """with_rules' message for a spec it refuses, from native_game."""
    out = subprocess.run([native_game, "spec-error", spec], capture_output=True, text=True)
    check(out.returncode == 1 and out.stdout.strip(), "native_game refuses %r: %r" % (spec, out.stdout.strip()))
    return out.stdout.strip()


def check_options(page, native_game):
    """The option rows: the controls build the spec; every row's value reads back; a refused mix is refused."""
    # Every row of every preset, set to each of its values (numbers: the ends and a middle value): the spec
    # the page writes for it is read by the engine, whose value for the row is that value, or refused by the
    # rules (never as an unknown option or value).
    failures, tried, refused = page.d.execute_script("""
        const failures = [];
        let tried = 0, refused = 0;
        for (const preset of page.presets) {
          for (const row of preset.rows) {
            let values = row.kind === "yes_no" ? ["yes", "no"] : row.kind === "word" ? row.words
                       : row.kind === "faces" ? ["1", "6", "1+6", "2+5"]
                       : [row.low, Math.floor((row.low + row.high) / 2), row.high].map(String);
            for (const value of values) {
              if (value === row.value) continue;
              const spec = preset.name + ":" + optionText(preset, row, value);
              const info = JSON.parse(page.api.specInfo(spec));
              ++tried;
              if (info.error !== "") {
                ++refused;
                if (/unknown|is yes or no|is one of|lists faces|is a number|is 4, 8|is 6 to 10/.test(info.error))
                  failures.push(spec + ": " + info.error);
              } else if (info.values[row.name] !== value) {
                failures.push(spec + " reads " + row.name + "=" + info.values[row.name]);
              }
            }
            const info = JSON.parse(page.api.specInfo(preset.name));
            if (info.values[row.name] !== row.value) failures.push(preset.name + ": " + row.name + " is not the preset's");
          }
        }
        return [failures, tried, refused];""")
    check(not failures and tried > 200, "every option row of every preset reads back through pachisi_spec_info: "
          "%d specs, %d of them mixes the rules refuse %s" % (tried, refused, failures[:5]))
    for name, option in (("shg", "undo"), ("ludo", "stars"), ("ludo_king", "entry-on-1"), ("maedn", "no-jump-home"),
                         ("traditional", "split"), ("traditional", "no-capture-throw"), ("american", "third-doublet-penalty")):
        check(any(n["name"] == option for n in page.preset(name)["names"]),
              "%s: the registry's name %r is written for its row" % (name, option))

    # Ticking, choosing and typing build the spec shown beside New game.
    Select(page.el("preset")).select_by_value("ludo")
    page.el("options-reset").click()
    page.set_checkbox("opt-must-kill", True)
    check(page.el("spec").text == "ludo:must-kill", "ticking must-kill shows ludo:must-kill")
    box = page.el("opt-capture-reward")
    check(box.get_attribute("type") == "number", "capture-reward is a number field (0..40)")
    box.clear()
    box.send_keys("20")
    changed = [e.get_attribute("id") for e in page.d.find_elements(By.CSS_SELECTOR, "#preset-options label.changed")]
    check(page.el("spec").text == "ludo:must-kill,capture-reward=20" and not page.el("spec-problem").is_displayed()
          and changed == ["opt-row-must-kill", "opt-row-capture-reward"],
          "typing 20 as the capture reward shows %r, the changed rows in bold %s" % (page.el("spec").text, changed))
    page.set_checkbox("opt-safe-squares", True)
    check(page.el("spec").text == "ludo:stars,must-kill,capture-reward=20",
          "safe-squares is written by the registry's name: %r" % page.el("spec").text)
    Select(page.el("preset")).select_by_value("ludo_king")
    page.set_checkbox("opt-entry-1", True)
    check(page.el("spec").text == "ludo_king:entry-on-1", "face 1 of ludo_king's entry shows ludo_king:entry-on-1")
    page.set_checkbox("opt-entry-5", True)
    check(page.el("spec").text == "ludo_king:entry=1+5+6", "faces 1, 5 and 6 show %r" % page.el("spec").text)
    Select(page.el("preset")).select_by_value("shg")
    Select(page.el("opt-combine")).select_by_value("whole")
    page.set_checkbox("opt-blockades", False)
    check(page.el("spec").text == "shg:no-blockades,combine=whole",
          "unticking blockades and choosing combine=whole show %r" % page.el("spec").text)
    check(page.el("partners").is_enabled(), "shg allows partners")
    page.set_checkbox("opt-partners-allowed", False)
    check(page.el("spec").text == "shg:no-blockades,partners-allowed=no,combine=whole" and
          not page.el("partners").is_enabled(), "shg:partners-allowed=no disables the partners box")
    Select(page.el("preset")).select_by_value("cardinal")
    page.set_checkbox("opt-safe-squares", True)
    Select(page.el("opt-opening")).select_by_value("lowest-die")
    check(page.el("spec").text == "cardinal:safe-squares,opening=lowest-die",
          "cardinal's rows by name: %r" % page.el("spec").text)

    # A refused mix: a home reward needs a capture reward (docs/rules.md §10).
    page.new_game("ludo", 4, 0, -1, 3, ["human"] * 4, speed=0)
    page.wait(lambda: page.view() is not None and page.view()["preset"] == "ludo", 10, "the ludo game")
    before = page.state()
    spec = "ludo:home-reward=10"
    expected = refused_message(native_game, spec)
    box = page.el("opt-home-reward")
    box.clear()
    box.send_keys("10")
    problem = page.el("spec-problem")
    check(page.el("spec").text == spec and problem.is_displayed() and problem.text == expected,
          "%s shows with_rules' message at once: %r" % (spec, problem.text))
    page.el("new-game").click()
    check(page.message() == expected and page.el("message").get_attribute("class") == "error" and
          page.state() == before and page.view()["preset"] == "ludo",
          "New game refuses %s and keeps the game in play" % spec)
    page.el("options-reset").click()
    check(page.el("spec").text == "ludo" and not problem.is_displayed(),
          "the preset's options button sets every row back: %r" % page.el("spec").text)


def play_first_move(page, native_game):
    """traditional:first-move with seat 0 human: a throw of 3 offers enter+3, played by clicks on the board."""
    spec = FIRST_MOVE_SPEC
    page.new_game(spec, 4, 0, 0, 3, ["human"] * 4, speed=0)  # no bot plays on after the move
    page.wait(lambda: page.view() is not None and page.view()["preset"] == spec and page.view()["mover"] == 0 and
              page.view()["stage"] in ("ready", "throw"), 10, "seat 0 to start the %s game" % spec)
    start = page.state()
    events = []
    if page.view()["stage"] == "ready":  # throw or refuse: throw, by the engine's own action
        page.d.execute_script("checked(page.api.applyText('throw')); refresh();")
        events.append("throw")
        page.wait(lambda: page.view()["stage"] == "throw", 10, "seat 0's throw")
    page.el("given-throw").clear()
    page.el("given-throw").send_keys(FIRST_MOVE_THROW)
    page.el("use-throw").click()
    events.append("throw " + FIRST_MOVE_THROW)
    after_throw = native(native_game, "replay", spec, start, *events)
    page.wait(lambda: page.state() == after_throw, 10, "the given throw")
    legal = page.view()["legal"]
    texts = [a["text"] for a in legal]
    check("enter+3" in texts, "%s, throw %s: the legal actions are %s" % (spec, FIRST_MOVE_THROW, texts))
    check_move_names(page)
    move = legal[texts.index("enter+3")]
    shown = [e.get_attribute("data-notation") for e in page.d.find_elements(By.CSS_SELECTOR, "#actions button.action")]
    check(shown == texts, "the list shows enter+3 as number %d: %s"
          % (texts.index("enter+3") + 1, [e.text for e in page.d.find_elements(By.CSS_SELECTOR, "#actions li")]))
    page.click_spot('circle.pawn[data-seat="0"][data-square="%d"]' % move["from"])
    page.wait(lambda: page.d.find_elements(By.CSS_SELECTOR, '.highlight[data-square="%d"]' % move["to"]), 10,
              "the highlighted destination of enter+3")
    page.click_spot('.highlight[data-square="%d"]' % move["to"])
    after_move = native(native_game, "replay", spec, start, *events, "enter+3")
    page.wait(lambda: page.state() == after_move, 10, "the clicked first move")
    log = page.el("log").get_attribute("value").splitlines()
    check(any(line.startswith("0 enter+3") for line in log[-3:]) and "first=1" in after_move,
          "clicking a pawn in the Charkoni and then p = 3 plays enter+3: the browser is in %r, as native_game"
          % after_move)


def pawns_out_by_square(page):
    """How many pawns out of the nest each spot of the board shows."""
    squares = [e.get_attribute("data-square") for e in page.d.find_elements(By.CSS_SELECTOR, "#board svg circle.pawn")
               if e.get_attribute("data-progress") != "0"]
    return {square: squares.count(square) for square in squares}


def check_one_die_stacks(page, screenshot):
    """A barrier, a pair and a stack: each pawn of it drawn on its square, apart from the others."""
    for spec, position, count, what in ONE_DIE_STACKS:
        page.new_game(spec, 4, 0, 0, 1, ["human"] * 4, speed=0)
        page.wait(lambda: page.view() is not None and page.view()["preset"] == spec, 10, "the %s game" % spec)
        page.el("position").clear()
        page.el("position").send_keys(position)
        page.el("load").click()
        page.wait(lambda: page.state() == position, 10, "the loaded %s position" % spec)
        on_square = {square: n for square, n in pawns_out_by_square(page).items() if n == count}
        check(len(on_square) == 1, "%s: %s, %d pawns drawn on square %s" % (spec, what, count, list(on_square)))
        square = list(on_square)[0]
        centres = {(e.get_attribute("cx"), e.get_attribute("cy")) for e in page.d.find_elements(
            By.CSS_SELECTOR, '#board svg circle.pawn[data-square="%s"]' % square)}
        check(len(centres) == count, "%s: the %d pawns of %s are drawn apart, not on top of each other"
              % (spec, count, what))
        if spec == "parchis":
            page.d.save_screenshot(screenshot)  # not checked: for a person to look at the Parchís board


def check_one_die(page):
    """The throw in play drawn as one die with its pips, beside the status."""
    throw = page.view()["throw"]
    dice = page.d.find_elements(By.CSS_SELECTOR, "#throw-view svg.die")
    pips = [len(d.find_elements(By.CSS_SELECTOR, ".pip")) for d in dice]
    check(page.view()["thrower"] == "die" and len(dice) == 1 and int(dice[0].get_attribute("data-value")) == throw["a"]
          and pips == [throw["a"]] and not page.d.find_elements(By.CSS_SELECTOR, "#throw-view .cowrie"),
          "%s: the throw %d is drawn as one die with %s pips (%r)"
          % (page.view()["preset"], throw["a"], pips, page.el("throw-view").text))


def play_ludo_human_move(page, native_game, screenshot):
    """Seat 0 human on a Ludo board: a throw, a click on a pawn, a click on its highlighted destination."""
    spec, players, flags, first_seat, seed, bots, steps = LUDO_HUMAN_SETUP
    position = native(native_game, "game", spec, players, flags, first_seat, seed, *bots, steps)
    page.new_game(spec, players, flags, first_seat, seed, ["human"] * 4, speed=0)
    page.wait(lambda: page.view() is not None and page.view()["preset"] == spec, 10, "the ludo game")
    page.el("position").clear()
    page.el("position").send_keys(position)
    page.el("load").click()
    page.wait(lambda: page.state() == position, 10, "the loaded ludo position")
    page.el("given-throw").clear()
    page.el("given-throw").send_keys(LUDO_HUMAN_THROW)
    page.el("use-throw").click()
    after_throw = native(native_game, "replay", spec, position, "throw " + LUDO_HUMAN_THROW)
    page.wait(lambda: page.state() == after_throw, 10, "the given throw")
    check_one_die(page)
    check_move_names(page)
    legal = page.view()["legal"]
    moves = [a for a in legal if a["text"].startswith("move ")]
    check(len(moves) > 0, "ludo, throw %s from %r: the legal actions are %s"
          % (LUDO_HUMAN_THROW, position, [a["text"] for a in legal]))
    move = moves[-1]
    page.click_spot('circle.pawn[data-seat="0"][data-square="%d"]' % move["from"])
    page.wait(lambda: page.d.find_elements(By.CSS_SELECTOR, '.highlight[data-square="%d"]' % move["to"]), 10,
              "the highlighted destination on the Ludo board")
    highlighted = sorted(int(e.get_attribute("data-square"))
                         for e in page.d.find_elements(By.CSS_SELECTOR, ".highlight"))
    check(highlighted == [move["to"]], "clicking the pawn on square %d highlights its destination %s"
          % (move["from"], highlighted))
    page.d.save_screenshot(screenshot)  # not checked: for a person to look at the Ludo board
    page.click_spot('.highlight[data-square="%d"]' % move["to"])
    after_move = native(native_game, "replay", spec, position, "throw " + LUDO_HUMAN_THROW, move["text"])
    page.wait(lambda: page.state() == after_move, 10, "the clicked ludo move")
    log = page.el("log").get_attribute("value").splitlines()
    check(log[-1].startswith("0 " + move["text"]),
          "the clicks play %r on the Ludo board: the browser is in %r, as native_game" % (move["text"], after_move))


def check_throw_box(page, native_game):
    """Item 7.2: the "or this throw" box says what a throw of the game is; a wrong shape shows the engine's
    message (parse_throw's, as native_game throw-error prints it) and changes nothing; the right shape plays."""
    for spec, thrower, label, example, wrong, right, position in THROW_BOX:
        page.new_game(spec, 4, 0, 0, 9, ["human"] * 4, speed=0)
        if position:
            page.wait(lambda: page.view() is not None and page.view()["preset"] == spec, 10, "the %s game" % spec)
            page.el("position").clear()
            page.el("position").send_keys(position)
            page.el("load").click()
            page.wait(lambda: page.state() == position, 10, "the loaded position")
        page.wait(lambda: page.view() is not None and page.view()["preset"] == spec and page.view()["mover"] == 0 and
                  page.view()["stage"] in ("ready", "throw"), 10, "seat 0 to throw in %s" % spec)
        start = page.state()
        box = page.el("given-throw")
        shells = page.view()["shells"]
        check(page.el("given-throw-label").text == label and box.get_attribute("placeholder") == example and
              box.get_attribute("data-thrower") == thrower and (not shells or "0 to %d" % shells in box.get_attribute("title")),
              "%s: the throw box reads %r, e.g. %r (%s)" % (spec, label, example, box.get_attribute("title")))
        events = ["throw"] if page.view()["stage"] == "ready" else []  # Use chooses to throw, then throws
        check(page.el("use-throw").is_enabled(), "%s: Use is offered at the stage %r" % (spec, page.view()["stage"]))
        out = subprocess.run([native_game, "throw-error", spec, wrong], capture_output=True, text=True)
        expected = out.stdout.strip()
        check(out.returncode == 1 and expected, "native_game: %r is no %s throw: %r" % (wrong, spec, expected))
        box.clear()
        box.send_keys(wrong)
        page.el("use-throw").click()
        after = native(native_game, "replay", spec, start, *events)
        check(page.message() == expected and page.el("message").get_attribute("class") == "error" and
              page.state() == after, "%s: the throw %r shows the engine's message %r; the position stays %r"
              % (spec, wrong, page.message(), after))
        box.clear()
        box.send_keys(right)
        page.el("use-throw").click()
        after = native(native_game, "replay", spec, start, *events, "throw " + right)
        page.wait(lambda: page.state() == after, 10, "the throw %s" % right)
        check(page.message().startswith("0 threw " + right), "%s: the throw %r plays: %r" % (spec, right, page.message()))


def check_auto_play(page, native_game):
    """Item 7.1: with the setting off a person clicks Throw and the one legal action; with it on (the page's
    default) the page throws for them and plays a forced action, and stops only where there is a choice."""
    check(page.d.execute_script("return document.getElementById('auto-play').defaultChecked"),
          "the setting 'throw and play forced moves for me' is on when the page opens")
    spec, players, flags, first_seat, seed, controllers = AUTO_OFF
    page.new_game(spec, players, flags, first_seat, seed, controllers, speed=0, auto=False)
    page.wait(lambda: page.view() is not None and page.view()["preset"] == spec and page.view()["chance"] and
              page.view()["mover"] == 0, 10, "seat 0's first throw")
    start = page.state()
    time.sleep(0.8)
    check(page.state() == start and page.el("throw").is_enabled(),
          "setting off: the page waits for the person's throw (%r)" % page.el("status").text)
    page.el("given-throw").clear()
    page.el("given-throw").send_keys("3")
    page.el("use-throw").click()
    after = native(native_game, "replay", spec, start, "throw 3")
    page.wait(lambda: page.state() == after, 10, "the throw 3")
    legal = page.view()["legal"]
    time.sleep(0.8)
    buttons = page.d.find_elements(By.CSS_SELECTOR, "#actions button.action")
    check(page.state() == after and len(legal) == 1 and len(buttons) == 1 and buttons[0].is_enabled(),
          "setting off: with one legal action (%s) the page waits for the person's click" % [a["text"] for a in legal])
    buttons[0].click()
    page.wait(lambda: page.state() != after, 10, "the person's click")
    log = page.el("log").get_attribute("value").splitlines()
    check("0 " + legal[0]["text"] in log, "the click plays %r" % legal[0]["text"])

    spec, players, flags, first_seat, seed, controllers = AUTO_GAME
    page.new_game(spec, players, flags, first_seat, seed, controllers, speed=0, auto=True)
    started, clicks, first_stop = time.time(), 0, None

    def stopped():
        v = page.view()
        return v is not None and v["preset"] == spec and (v["over"] or (
            v["mover"] == 0 and not v["chance"] and len(v["legal"]) >= 2))

    while True:
        # The page must come to rest only at the end or at a real choice (two legal actions or more): a wait
        # for a throw or for a forced action would time out here.
        page.wait(stopped, 30, "the page to stop at a choice of seat 0 (or the end): %r" % page.view()["summary"])
        v = page.view()
        if v["over"]:
            break
        if first_stop is None:
            first_stop = (len(v["legal"]), page.message())
        page.d.find_element(By.CSS_SELECTOR, '#actions button.action[data-index="0"]').click()
        clicks += 1
        if time.time() - started > 150:
            raise AssertionError("the game with the setting on did not end in 150 s")
    expected = native(native_game, "game", spec, players, flags, first_seat, seed, "first", *controllers[1:])
    log = page.el("log").get_attribute("value").splitlines()
    throws = [line for line in log if line.startswith("0 threw ")]
    moves = [line for line in log if line.startswith("0 ") and not line.startswith("0 threw ")]
    check(page.state() == expected, "setting on: %s, seed %d, seat 0 a person (%.1f s): the browser ends in %r, "
          "native_game (seat 0 plays its first legal action) in %r" % (spec, seed, time.time() - started, page.state(), expected))
    check(clicks > 0 and len(throws) > 0 and len(moves) > clicks,
          "setting on: the page threw %d times for the person and played %d forced actions; the person chose %d times, "
          "each among %s or more actions" % (len(throws), len(moves) - clicks, clicks, 2))
    check(first_stop[0] >= 2 and first_stop[1].startswith("played for you: ") and "0 threw " in first_stop[1],
          "setting on: the message says what the page played for the person: %r" % first_stop[1])


def check_preset_line(page):
    """Item 7.3: the preset line gives the rules the options make, in the library's spec text
    (pachisi_spec_text), and the line of the game in play gives its rules."""
    Select(page.el("preset")).select_by_value("traditional")
    page.el("options-reset").click()
    check(page.el("preset-rules").text == "traditional" and "cowries" in page.el("preset-line").text,
          "the preset line with no option changed: %r" % page.el("preset-line").text)
    page.set_checkbox("opt-split-throw", True)
    Select(page.el("opt-pawns")).select_by_value("8")
    check(page.el("spec").text == "traditional:split,pawns=8" and page.el("preset-rules").text == "traditional:split,pawns=8",
          "ticking split and 8 pawns: the preset line reads %r" % page.el("preset-line").text)
    same = page.d.execute_script("return ['traditional:pawns=8,split-throw', 'traditional:split-throw=yes,pawns=8,arm=8']"
                                 ".map((s) => page.api.specText(s))")
    check(same == ["traditional:split,pawns=8"] * 2, "pachisi_spec_text writes one form for every spelling: %s" % same)
    page.new_game("traditional:split,pawns=8", 4, 0, -1, 3, ["greedy"] * 4, speed=1500)
    check(page.el("rules-in-play").text.startswith("rules in play: traditional:split,pawns=8 \u2014 "),
          "the game in play: %r" % page.el("rules-in-play").text)
    # A mix the registry offers by name: its one written form (to_spec), whatever order the rows give.
    Select(page.el("preset")).select_by_value("shg")
    page.el("options-reset").click()
    page.set_checkbox("opt-blockades", False)
    page.set_checkbox("opt-undo-in-play", True)
    registry = page.d.execute_script("return page.api.specText('shg:undo,no-blockades')")
    check(page.el("spec").text == "shg:no-blockades,undo" and page.el("preset-rules").text == registry == "shg:undo,no-blockades",
          "a registry mix: the controls write %r, the preset line %r (the registry's form)"
          % (page.el("spec").text, page.el("preset-rules").text))
    Select(page.el("preset")).select_by_value("ludo")
    page.el("options-reset").click()
    page.set_checkbox("opt-must-kill", True)
    check(page.el("preset-rules").text == "ludo:must-kill", "ludo with must-kill: %r" % page.el("preset-line").text)
    page.el("options-reset").click()


def check_sizes(web):
    """build/web/size.txt holds the sizes the build measured, and they are the files' sizes."""
    path = os.path.join(web, "size.txt")
    check(os.path.isfile(path), "the build wrote %s" % path)
    measured = {}
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, size = line.split()[:2]
            measured[name] = int(size)
    actual = {name: os.path.getsize(os.path.join(web, name)) for name in ("pachisi.wasm", "pachisi.js")}
    check(measured == actual, "size.txt %s matches the files" % measured)


def play_human_move(page, native_game, screenshot):
    spec, players, flags, first_seat, seed, bots, steps = HUMAN_SETUP
    position = native(native_game, "game", spec, players, flags, first_seat, seed, *bots, steps)
    page.new_game(spec, players, flags, first_seat, seed, ["human", "greedy", "greedy", "greedy"], speed=0)
    page.wait(lambda: page.view() is not None and page.view()["stage"] == "throw", 10, "seat 0's first throw")
    page.el("position").clear()
    page.el("position").send_keys(position)
    page.el("load").click()
    page.wait(lambda: page.state() == position, 10, "the loaded position")
    check(True, "the position box loads %r" % position)

    page.el("given-throw").clear()
    page.el("given-throw").send_keys(HUMAN_THROW)
    page.el("use-throw").click()
    after_throw = native(native_game, "replay", spec, position, "throw " + HUMAN_THROW)
    page.wait(lambda: page.state() == after_throw, 10, "the given throw")
    legal = page.view()["legal"]
    pairs = [(a["from"], a["to"]) for a in legal]
    moves = [a for a in legal if a["from"] >= 0 and a["to"] >= 0 and pairs.count((a["from"], a["to"])) == 1]
    check(len(moves) > 0, "throw %s: %d legal actions, %d of them a click from a pawn to a square"
          % (HUMAN_THROW, len(legal), len(moves)))
    move = moves[-1]
    page.click_spot('circle.pawn[data-seat="0"][data-square="%d"]' % move["from"])
    page.wait(lambda: page.d.find_elements(By.CSS_SELECTOR, '.highlight[data-square="%d"]' % move["to"]), 10,
              "the highlighted destination")
    highlighted = sorted(int(e.get_attribute("data-square"))
                         for e in page.d.find_elements(By.CSS_SELECTOR, ".highlight"))
    expected_spots = sorted({a["to"] for a in legal if a["from"] == move["from"] and a["to"] >= 0})
    check(highlighted == expected_spots, "clicking the pawn highlights its legal destinations %s" % highlighted)
    mark = page.d.find_element(By.CSS_SELECTOR, ".highlight")
    width = float(mark.value_of_css_property("stroke-width").replace("px", ""))
    check(width >= 4, "the destinations are marked boldly (stroke %s, fill %s)"
          % (mark.value_of_css_property("stroke-width"), mark.value_of_css_property("fill")))
    check_numbering_and_status(page)
    check_dice(page)
    check_move_names(page)
    page.d.save_screenshot(screenshot)
    check(os.path.getsize(screenshot) > 10000, "screenshot saved: " + screenshot)

    page.click_spot('.highlight[data-square="%d"]' % move["to"])
    after_move = native(native_game, "replay", spec, position, "throw " + HUMAN_THROW, move["text"])
    page.wait(lambda: page.state() == after_move, 10, "the clicked move")
    log = page.el("log").get_attribute("value").splitlines()
    check(log[-1].startswith("0 " + move["text"]) and page.state() == after_move,
          "the click plays %r (log: %r): the browser is in %r, native_game in %r"
          % (move["text"], log[-1], page.state(), after_move))

    page.wait(lambda: page.el("take-back").is_enabled(), 10, "take back to be offered")
    page.el("take-back").click()
    page.wait(lambda: page.state() == after_throw, 10, "the position before the move")
    check(True, "take back (shg undo moves) restores %r" % after_throw)

    # The same move by its number in the list: number k is the k-th legal action.
    number = legal.index(move) + 1
    item = page.d.find_element(By.XPATH, '//ol[@id="actions"]/li[span[@class="number"][text()="%d."]]' % number)
    item.find_element(By.CSS_SELECTOR, "button.action").click()
    page.wait(lambda: page.state() == after_move, 10, "the move numbered %d" % number)
    check(True, "clicking number %d in the list plays %r, as native_game does" % (number, move["text"]))
    page.wait(lambda: page.el("take-back").is_enabled(), 10, "take back to be offered")
    page.el("take-back").click()
    page.wait(lambda: page.state() == after_throw, 10, "the position before the move")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--web", default="build/web", help="the built page")
    parser.add_argument("--native", default="build/web-native/native_game", help="native_game program")
    parser.add_argument("--docs", default=None,
                        help="also copy the screenshot here as playground.png (docs/ refreshes the README's picture)")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.web, "pachisi.wasm")):
        sys.exit("no %s/pachisi.wasm: run scripts/web first" % args.web)

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="pachisi-chromium-")
    options.add_argument("--user-data-dir=" + profile)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    started = time.time()
    with serve(args.web) as url:
        driver = webdriver.Chrome(service=service, options=options)
        try:
            driver.get(url)
            page = Page(driver)
            page.wait(lambda: driver.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "1", 30,
                      "the engine to load")
            check(driver.find_element(By.CSS_SELECTOR, "#board svg.pachisi-board") is not None,
                  "the page loads the engine and draws the board")
            play_bot_games(page, args.native)
            screenshot = os.path.join(args.web, "screenshot.png")
            play_human_move(page, args.native, screenshot)
            check_cowries(page, "traditional", 6, os.path.join(args.web, "screenshot-traditional.png"))
            check_cowries(page, "traditional7", 7, os.path.join(args.web, "screenshot-traditional7.png"))
            check_board_sizes(page, args.native, os.path.join(args.web, "screenshot-arm6.png"))
            play_first_move(page, args.native)
            play_bot_games(page, args.native, ONE_DIE_GAMES, min_log=50)
            check_one_die_stacks(page, os.path.join(args.web, "screenshot-parchis.png"))
            play_ludo_human_move(page, args.native, os.path.join(args.web, "screenshot-ludo.png"))
            check_options(page, args.native)
            check_preset_line(page)
            check_throw_box(page, args.native)
            check_auto_play(page, args.native)
            check_sizes(args.web)
            if args.docs:  # only when asked: a test run leaves the checkout as it found it
                os.makedirs(args.docs, exist_ok=True)
                shutil.copyfile(screenshot, os.path.join(args.docs, "playground.png"))
                shutil.copyfile(os.path.join(args.web, "screenshot-ludo.png"), os.path.join(args.docs, "playground-ludo.png"))
            errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
            check(not errors, "no errors in the browser console %s" % [e.get("message") for e in errors])
        finally:
            driver.quit()
            shutil.rmtree(profile, ignore_errors=True)
    print("browser test passed in %.1f s" % (time.time() - started))


if __name__ == "__main__":
    main()
