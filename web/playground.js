// The playground page. It knows no rules: every legal action, every position and the board picture
// come from the engine through web/api.cpp (compiled to pachisi.wasm). This file only wires the
// page: it asks the engine what is legal and sends back what the person clicked or a bot chose.
"use strict";

const BOTS = ["random", "greedy", "expectimax"];
const DEFAULT_CONTROLLERS = ["human", "greedy", "greedy", "greedy"];

const page = {
  api: null,          // functions of the wasm module
  view: null,         // the last view (JSON from pachisi_view)
  selected: -1,       // spot of the pawn the person picked up, or -1
  choices: null,      // several actions share the clicked from/to: the person picks one
  controllers: ["human", "greedy", "greedy", "greedy"],
  paused: false,
  timer: null,
  forYou: [],         // what the page played for the person since their last action (throws, forced moves)
  rulesText: "",      // the game in play's rules, as pachisi_spec_text writes them
};

const $ = (id) => document.getElementById(id);

function bindApi(module) {
  const call = (name, returns, args) => (...values) => module.ccall(name, returns, args, values);
  return {
    presets: call("pachisi_presets", "string", []),
    newGame: call("pachisi_new_game", "string", ["string", "number", "number", "number", "number"]),
    specError: call("pachisi_spec_error", "string", ["string"]),
    specInfo: call("pachisi_spec_info", "string", ["string"]),
    specText: call("pachisi_spec_text", "string", ["string"]),
    view: call("pachisi_view", "string", []),
    svg: call("pachisi_svg", "string", ["string", "number"]),
    throwNow: call("pachisi_throw", "string", []),
    throwGiven: call("pachisi_throw_given", "string", ["string"]),
    apply: call("pachisi_apply", "string", ["number"]),
    applyText: call("pachisi_apply_text", "string", ["string"]),
    bot: call("pachisi_bot", "string", ["string"]),
    takeBack: call("pachisi_take_back", "string", []),
    load: call("pachisi_load", "string", ["string"]),
  };
}

// Every engine reply that can fail starts with "error: " when it does.
function checked(reply) {
  if (reply.startsWith("error: ")) {
    showMessage(reply.slice(7), true);
    return null;
  }
  return reply;
}

function showMessage(text, isError) {
  const m = $("message");
  m.textContent = text || "";
  m.className = isError ? "error" : "";
}

// ---- setting up a game ---------------------------------------------------------------------------

// The option rows of the preset chosen (pachisi_presets: the library's rows, each with the preset's value).
function currentPreset() {
  return page.presets.find((p) => p.name === $("preset").value);
}

// A row's value as the controls show it, as a spec writes it: "yes", "no", "whole", "20", "1+6".
function optionValue(row) {
  if (row.kind === "yes_no") return $("opt-" + row.name).checked ? "yes" : "no";
  if (row.kind === "faces") {
    const faces = [];
    for (let face = row.low; face <= row.high; ++face) if ($("opt-" + row.name + "-" + face).checked) faces.push(face);
    return faces.join("+");
  }
  return $("opt-" + row.name).value.trim();
}

// A row set to `value` in a spec: by the registry's name where it has one for this value ("stars",
// "no-blockades", "split"), else by the row's name ("must-kill", "blockades=no", "capture-reward=20").
function optionText(preset, row, value) {
  const named = preset.names.find((n) => n.row === row.name && n.value === value);
  if (named) return named.name;
  if (row.kind === "yes_no") return value === "yes" ? row.name : row.name + "=no";
  return row.name + "=" + value;
}

// The spec the controls make: the preset, then each row that differs from the preset's value, in the
// library's order of rows.
function presetSpec() {
  const preset = currentPreset();
  if (!preset) return $("preset").value;
  const options = [];
  for (const row of preset.rows) {
    const value = optionValue(row);
    if (value !== row.value) options.push(optionText(preset, row, value));
  }
  return options.length ? preset.name + ":" + options.join(",") : preset.name;
}

// Shows the spec the options make and, before New game is pressed, why the engine would refuse it (a mix
// the rules do not allow, in the library's words). New game then says it again, as an error. Partners and
// first pawn out follow what the options allow (e.g. shg's partners-allowed row).
function showSpec() {
  const spec = presetSpec();
  $("spec").textContent = spec;
  if (!page.api) return;
  const info = JSON.parse(page.api.specInfo(spec));
  $("spec-problem").textContent = info.error;
  $("spec-problem").hidden = info.error === "";
  const preset = currentPreset();
  showPresetLine(preset, info.error === "" ? page.api.specText(spec) : spec);
  if (preset) {
    for (const row of preset.rows) {
      $("opt-row-" + row.name).classList.toggle("changed", optionValue(row) !== row.value);
    }
  }
  const allowed = info.error === "" ? info : preset || {};
  $("partners").disabled = !allowed.partners;
  $("first-pawn-out").disabled = !allowed.first_pawn_out;
  if ($("partners").disabled) $("partners").checked = false;
  if ($("first-pawn-out").disabled) $("first-pawn-out").checked = false;
}

// One control per option row: a checkbox for a yes/no row; a list for a row of words or a short range;
// a number field for a longer range (the rewards, 0..40); a checkbox per face for the entry faces. Each
// starts at the preset's value; its line (the row's `about`) shows as its tooltip and under the rows.
function optionControl(row) {
  const label = document.createElement("label");
  label.id = "opt-row-" + row.name;
  label.title = row.about;
  const about = () => { $("option-about").textContent = row.name + ": " + row.about; };
  label.addEventListener("mouseenter", about);
  label.addEventListener("focusin", about);
  if (row.kind === "yes_no") {
    const box = document.createElement("input");
    box.type = "checkbox";
    box.id = "opt-" + row.name;
    box.checked = row.value === "yes";
    label.append(box, " " + row.name);
    return label;
  }
  label.append(row.name + " ");
  if (row.kind === "faces") {
    const chosen = row.value.split("+");
    for (let face = row.low; face <= row.high; ++face) {
      const box = document.createElement("input");
      box.type = "checkbox";
      box.id = "opt-" + row.name + "-" + face;
      box.checked = chosen.includes(String(face));
      box.title = "face " + face;
      label.append(box, String(face) + " ");
    }
    return label;
  }
  let control;
  if (row.kind === "word" || row.high - row.low <= 10) {
    control = document.createElement("select");
    const values = row.kind === "word" ? row.words : [];
    for (let v = row.low; row.kind !== "word" && v <= row.high; ++v) values.push(String(v));
    for (const v of values) control.add(new Option(v, v));
  } else {
    control = document.createElement("input");
    control.type = "number";
    control.min = row.low;
    control.max = row.high;
    control.size = 3;
  }
  control.id = "opt-" + row.name;
  control.value = row.value;
  label.append(control);
  return label;
}

function showOptionRows(preset) {
  const flags = $("option-flags");
  const values = $("option-values");
  flags.replaceChildren();
  values.replaceChildren();
  if (!preset) return;
  $("options-title").textContent = preset.name + " options";
  $("option-about").textContent = "point at an option to read what it does; in bold: changed from " + preset.name;
  for (const row of preset.rows) {
    const control = optionControl(row);
    (row.kind === "yes_no" ? flags : values).append(control);
    for (const input of control.querySelectorAll("input, select")) {
      input.addEventListener("change", showSpec);
      input.addEventListener("input", showSpec);
    }
  }
}

// The preset line under the menu: the rules the controls choose, as the library's spec text (pachisi_spec_text:
// the preset and the options ticked, "traditional:split,pawns=8"), then what the preset is.
function showPresetLine(preset, text) {
  $("preset-rules").textContent = text;
  $("preset-about").textContent = preset ? " \u2014 " + preset.about : "";
}

function showPresetOptions() {
  showOptionRows(currentPreset());
  showSpec();
}

function newGame() {
  stopTimer();
  const flags = ($("partners").checked ? 1 : 0) | ($("first-pawn-out").checked ? 2 : 0) |
                ($("play-for-places").checked ? 4 : 0);
  const seed = Math.max(0, Math.min(4294967295, Number($("seed").value) || 0));
  const spec = presetSpec();
  $("spec").textContent = spec;
  const reply = checked(page.api.newGame(spec, Number($("players").value), flags,
                                         Number($("first-seat").value), seed));
  if (reply === null) return;
  for (let seat = 0; seat < 4; ++seat) page.controllers[seat] = $("seat-" + seat).value;
  page.selected = -1;
  page.choices = null;
  page.forYou = [];
  // The rules in play, in the library's words; the preset line above describes the next game's.
  page.rulesText = page.api.specText(spec);
  const preset = page.presets.find((p) => p.name === spec.split(":")[0]);
  $("rules-in-play").textContent = "rules in play: " + page.rulesText + (preset ? " \u2014 " + preset.about : "");
  showMessage("new game: " + page.rulesText + ", seed " + seed);
  refresh();
  disableSeatsOutOfPlay();
  schedule();
}

// The seats of a game of 2 or 3 players that are out of play get no controller. Done when a game
// starts or a position is loaded, not on every refresh: choosing the players of the next game enables
// every seat again (start), and a change of a seat's controller must not disable the others.
function disableSeatsOutOfPlay() {
  if (!page.view) return;
  for (let seat = 0; seat < 4; ++seat) $("seat-" + seat).disabled = !((page.view.seats >> seat) & 1);
}

// ---- showing the position ------------------------------------------------------------------------

function refresh() {
  const reply = checked(page.api.view());
  if (reply === null) return;
  const v = JSON.parse(reply);
  page.view = v;

  const humanToDecide = !v.chance && !v.over && isHuman(v.mover);
  const humanToThrow = v.chance && v.stage !== "opening" && isHuman(v.mover);
  // Traditional "ready": the person may throw (Throw, or Use with a throw typed) or refuse (the list).
  const humanReady = v.stage === "ready" && isHuman(v.mover) && v.legal.some((a) => a.text === "throw");
  let status = v.summary;
  if (humanToDecide) status += " \u2014 your move";
  if (humanToThrow) status += autoPlay() && !page.paused ? " \u2014 throwing for you" : " \u2014 your throw";
  if (v.over) status += " \u2014 scores " + v.scores.filter((x) => x !== null).join(", ");
  $("status").textContent = status;
  $("status-panel").dataset.seat = v.over ? "over" : String(v.mover);
  drawThrow(v);
  showThrowBox(v);
  $("throw").disabled = !(humanToThrow || humanReady);
  $("use-throw").disabled = !(v.chance || humanReady);
  $("take-back").disabled = !(v.take_back && isHuman(v.mover));
  $("state").textContent = v.state;
  if (document.activeElement !== $("position")) $("position").value = v.state;
  $("log").value = v.log.join("\n");
  $("log").scrollTop = $("log").scrollHeight;
  document.body.dataset.stage = v.stage;

  const list = $("actions");
  list.replaceChildren();
  // The engine's list is indexed from 0 (pachisi_apply); the person sees and reads numbers from 1.
  const shown = page.choices || v.legal.map((a, i) => ({...a, index: i}));
  for (const a of shown) {
    const item = document.createElement("li");
    item.value = a.index + 1;
    const number = document.createElement("span");
    number.className = "number";
    number.textContent = a.index + 1 + ".";
    // The pawn and the squares as the board labels them (pachisi_view's name); the engine's notation beside
    // it, in parentheses and as data-notation (records and the log use it); the engine's words as the tooltip.
    const button = document.createElement("button");
    button.type = "button";
    button.className = "action";
    button.dataset.index = a.index;
    button.dataset.notation = a.text;
    button.textContent = a.name;
    button.title = a.words + " (" + a.text + ")";
    button.disabled = !humanToDecide;
    button.addEventListener("click", () => playIndex(a.index));
    const notation = document.createElement("span");
    notation.className = "notation note";
    notation.textContent = " (" + a.text + ")";
    item.append(number, button, notation);
    list.append(item);
  }
  drawBoard();
}

function drawBoard() {
  const v = page.view;
  let highlight = [];
  if (page.selected >= 0 && v && !v.chance) {
    highlight = v.legal.filter((a) => a.from === page.selected && a.to >= 0).map((a) => a.to);
  }
  const svg = checked(page.api.svg(highlight.join(","), page.selected));
  if (svg === null) return;
  $("board").innerHTML = svg;
  labelSquares(v);
  namePawns(v);
}

// Each pawn's tooltip names it as the list of legal actions does: "red pawn 2", its number in its seat's row
// of the state (1 the farthest along; pawns on one square take the numbers in turn).
function namePawns(v) {
  if (!v) return;
  const rows = v.state.split(" ")[0].split("/").map((row) => row === "-" ? [] : row.split(",").map((p) => parseInt(p, 10)));
  const taken = {};
  for (const pawn of $("board").querySelectorAll("svg circle.pawn[data-seat]")) {
    const seat = Number(pawn.dataset.seat), progress = Number(pawn.dataset.progress);
    const key = seat + ":" + progress;
    const first = rows[seat] ? rows[seat].indexOf(progress) : -1;
    if (first < 0) continue;
    const number = first + 1 + (taken[key] || 0);
    taken[key] = (taken[key] || 0) + 1;
    svgElement("title", {}, pawn).textContent = ["red", "blue", "yellow", "green"][seat] + " pawn " + number;
  }
}

// Numbers on the board's squares, the names the list of legal actions uses (pachisi_view's name): the ring
// squares 1..ring, and each seat's own column 1..column (the home path; the traditional middle column from the
// Charkoni; MAEDN's goal fields). Drawn under the pawns, and not in the way of clicks.
function labelSquares(v) {
  if (!v || !v.ring) return;
  for (const square of $("board").querySelectorAll("svg .square[data-square]")) {
    const spot = Number(square.dataset.square);
    const box = square.getBBox();
    const round = square.tagName === "circle";  // MAEDN's round fields: the number in the middle
    const label = svgElement("text", {class: "square-label", x: round ? box.x + box.width / 2 : box.x + 3,
                                      y: round ? box.y + box.height / 2 + 4 : box.y + 11,
                                      "text-anchor": round ? "middle" : "start", "data-square": spot,
                                      "pointer-events": "none"});
    label.textContent = spot < v.ring ? String(spot + 1) : String((spot - v.ring) % v.column + 1);
    square.after(label);
  }
}

// ---- the throw, drawn beside the status: two dice or one die with pips, or the cowrie shells ----------

const SVG_NS = "http://www.w3.org/2000/svg";

function svgElement(name, attributes, parent) {
  const e = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) e.setAttribute(key, value);
  if (parent) parent.append(e);
  return e;
}

// Where the pips of each face sit, on a 3 x 3 grid numbered 0..8 row by row.
const PIPS = [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

function drawDie(face) {
  const die = svgElement("svg", {class: "die", viewBox: "0 0 48 48", width: 48, height: 48,
                                 "data-value": face, role: "img", "aria-label": "die showing " + face});
  svgElement("rect", {class: "face", x: 2, y: 2, width: 44, height: 44, rx: 9}, die);
  for (const cell of PIPS[face] || []) {
    svgElement("circle", {class: "pip", cx: 12 + (cell % 3) * 12, cy: 12 + Math.floor(cell / 3) * 12, r: 4.6}, die);
  }
  return die;
}

// A cowrie seen from above. Mouth up: the pale underside with its slit and the teeth across it.
// Mouth down: the brown, glossy, spotted back, and no slit.
function drawCowrie(up) {
  const shell = svgElement("svg", {class: "cowrie " + (up ? "mouth-up" : "mouth-down"), viewBox: "0 0 32 46",
                                   width: 32, height: 46, role: "img", "aria-label": up ? "mouth up" : "mouth down"});
  svgElement("path", {class: "body", d: "M16 2C26 2 30 13 30 23C30 35 24 44 16 44C8 44 2 35 2 23C2 13 6 2 16 2Z"}, shell);
  if (up) {
    svgElement("path", {class: "slit", d: "M16 6Q12.5 23 16 40Q19.5 23 16 6Z"}, shell);
    for (let y = 10; y <= 36; y += 4) {
      svgElement("path", {class: "tooth", d: "M10 " + y + "H14M18 " + y + "H22"}, shell);
    }
  } else {
    for (const [x, y, r] of [[10, 15, 1.6], [21, 11, 1.3], [17, 22, 1.8], [9, 29, 1.3], [23, 30, 1.6], [15, 37, 1.3]]) {
      svgElement("circle", {class: "spot", cx: x, cy: y, r: r}, shell);
    }
    svgElement("ellipse", {class: "gloss", cx: 11, cy: 14, rx: 3, ry: 7}, shell);
  }
  return shell;
}

// The "or this throw" box says what a throw of the game in play is written as (pachisi::parse_throw): two dice
// "3-5" (low-high), one die's face 1..6, or the number of cowries mouth up 0..6 (0..7); at the opening, the
// seat that starts. A text of another shape gets the engine's message.
function showThrowBox(v) {
  let label, example, about;
  if (v.stage === "opening") {
    label = "or this seat starts";
    example = "0";
    about = "the opening throw names the seat that starts: 0 to 3";
  } else if (v.thrower === "dice") {
    label = "or these dice";
    example = "3-5";
    about = "two dice, low-high: 3-5 (each 1 to 6)";
  } else if (v.thrower === "die") {
    label = "or this die";
    example = "4";
    about = "one die: its face, 1 to 6";
  } else {
    label = "or this many mouth up";
    example = "4";
    about = "the cowries mouth up: 0 to " + v.shells + " of " + v.shells;
  }
  $("given-throw-label").textContent = label;
  $("given-throw").placeholder = example;
  $("given-throw").title = about;
  $("given-throw").dataset.thrower = v.stage === "opening" ? "opening" : v.thrower;
}

function drawThrow(v) {
  const box = $("throw-view");
  box.replaceChildren();
  box.dataset.kind = v.thrower;  // "dice", "die" (the one-die family) or "cowries"
  const caption = document.createElement("div");
  caption.className = "caption note";
  const t = v.throw;
  if (t === null || t === undefined) {
    caption.textContent = v.over ? "" : v.stage === "opening" ? "opening throw" : "no throw in play";
    box.append(caption);
    return;
  }
  const pieces = document.createElement("div");
  pieces.className = "pieces";
  if (v.thrower === "dice") {
    pieces.append(drawDie(t.a), drawDie(t.b));
    caption.textContent = "thrown " + t.a + " and " + t.b;
  } else if (v.thrower === "die") {
    // Parchís: a 6 moves 7 when no pawn of the mover is in the nest (docs/rules.md §10).
    pieces.append(drawDie(t.a));
    caption.textContent = "thrown " + t.a + (t.value !== t.a ? ", moves " + t.value : "");
  } else {
    // The shells mouth up first: the count of mouths up is what the throw is.
    for (let k = 0; k < v.shells; ++k) pieces.append(drawCowrie(k < t.a));
    caption.textContent = t.a + " of " + v.shells + " mouth up = " + t.value + (t.grace ? ", a grace" : "");
  }
  box.append(pieces, caption);
}

function isHuman(seat) {
  return page.controllers[seat] === "human";
}

// The setting "throw and play forced moves for me": the page throws for a person (as for a bot: the
// seeded pachisi_throw) and plays an action for them only when it is the one legal action.
function autoPlay() {
  return $("auto-play").checked;
}

// What the page played for the person, said in the message line until they act (the log keeps every line).
function noteForYou(line) {
  page.forYou.push(line);
  if (page.forYou.length > 6) page.forYou.shift();
  showMessage("played for you: " + page.forYou.join("; "));
}

// ---- the person's moves ----------------------------------------------------------------------------

function playIndex(index) {
  const before = page.view;
  page.forYou = [];
  const line = checked(page.api.apply(index));
  if (line === null) return;
  page.selected = -1;
  page.choices = null;
  showMessage(line);
  // Choosing to throw (traditional) is followed by the throw itself.
  if (before.legal[index] && before.legal[index].text === "throw") checked(page.api.throwNow());
  refresh();
  schedule();
}

function onBoardClick(event) {
  const v = page.view;
  if (!v || v.chance || v.over || !isHuman(v.mover)) return;
  const target = event.target.closest("[data-square]");
  if (!target) return;
  const spot = Number(target.dataset.square);
  if (page.selected >= 0) {
    const moves = v.legal.map((a, i) => ({...a, index: i}))
                         .filter((a) => a.from === page.selected && a.to === spot);
    if (moves.length === 1) return playIndex(moves[0].index);
    if (moves.length > 1) {  // e.g. one pawn or the whole group: let the person pick in the list
      page.choices = moves;
      showMessage("several moves end there: pick " + moves.map((a) => a.index + 1).join(" or ") + " in the list");
      return refresh();
    }
  }
  const fromHere = v.legal.some((a) => a.from === spot);
  const ownPawn = target.dataset.seat === undefined || Number(target.dataset.seat) === v.mover;
  page.selected = fromHere && ownPawn && spot !== page.selected ? spot : -1;
  page.choices = null;
  refresh();
}

// At the traditional "ready" stage, Throw and Use first play the engine's "throw" action (the person
// chooses to throw rather than refuse), then the throw. Anywhere else they throw at once.
function chooseToThrow() {
  const v = page.view;
  if (!v || v.stage !== "ready") return true;
  const index = v.legal.findIndex((a) => a.text === "throw");
  if (index < 0 || checked(page.api.apply(index)) === null) return false;
  refreshView();
  return true;
}

function throwNow() {
  page.forYou = [];
  if (!chooseToThrow()) return;
  if (checked(page.api.throwNow()) === null) return;
  refresh();
  schedule();
}

function throwGiven() {
  page.forYou = [];
  if (!chooseToThrow()) return;
  const line = checked(page.api.throwGiven($("given-throw").value.trim()));
  if (line === null) return refresh();  // the engine's message stays; no throw was made
  showMessage(line);
  refresh();
  schedule();
}

function takeBack() {
  const line = checked(page.api.takeBack());
  if (line === null) return;
  page.selected = -1;
  page.choices = null;
  showMessage(line);
  refresh();
}

function loadPosition() {
  stopTimer();
  const line = checked(page.api.load($("position").value.trim()));
  if (line === null) return;
  page.selected = -1;
  page.choices = null;
  showMessage(line);
  refresh();
  disableSeatsOutOfPlay();
  schedule();
}

async function copyLog() {
  const text = $("log").value;
  try {
    await navigator.clipboard.writeText(text);
    showMessage("log copied");
  } catch (e) {
    $("log").select();
    document.execCommand("copy");
    showMessage("log selected and copied");
  }
}

// ---- bots and throws -------------------------------------------------------------------------------

// One step of the game that needs no person: a throw for a bot (or the opening), or a bot's action.
// Returns false when a person must act or the game is over.
function automaticStep() {
  const v = page.view;
  if (!v || v.over) return false;
  if (v.chance) {
    const forPerson = v.stage !== "opening" && isHuman(v.mover);
    if (forPerson && !autoPlay()) return false;
    const line = checked(page.api.throwNow());  // the one seeded draw, for bots and people alike
    if (line !== null && forPerson) noteForYou(line);
    return line !== null;
  }
  if (isHuman(v.mover)) {
    // Only the one legal action is played for a person: never a choice among several.
    if (!autoPlay() || v.legal.length !== 1) return false;
    const only = v.legal[0];
    const line = checked(page.api.apply(0));
    if (line !== null) noteForYou(line + " = " + only.name + ", the only legal action");
    return line !== null;
  }
  return checked(page.api.bot(page.controllers[v.mover])) !== null;
}

function refreshView() {
  const reply = checked(page.api.view());
  if (reply !== null) page.view = JSON.parse(reply);
}

function schedule() {
  stopTimer();
  if (page.paused) return;
  const delay = Number($("speed").value);
  page.timer = setTimeout(() => {
    page.timer = null;
    if (delay === 0) {  // as fast as possible: many steps, then one picture
      const until = performance.now() + 40;
      let moved = false;
      while (performance.now() < until && automaticStep()) {
        moved = true;
        refreshView();
      }
      if (!moved) return;
    } else if (!automaticStep()) {
      return;
    }
    refresh();
    schedule();
  }, delay);
}

function stopTimer() {
  if (page.timer !== null) clearTimeout(page.timer);
  page.timer = null;
}

function showSpeed() {
  const delay = Number($("speed").value);
  $("speed-text").textContent = delay === 0 ? "instant" : delay + " ms a step";
}

// ---- start ---------------------------------------------------------------------------------------------

async function start() {
  const module = await createPachisi();
  page.api = bindApi(module);
  page.presets = JSON.parse(page.api.presets());
  for (const p of page.presets) $("preset").add(new Option(p.name, p.name));
  for (let seat = 0; seat < 4; ++seat) {
    const select = $("seat-" + seat);
    for (const who of ["human", ...BOTS]) select.add(new Option(who, who));
    select.value = DEFAULT_CONTROLLERS[seat];
    select.addEventListener("change", () => {
      page.controllers[seat] = select.value;
      refresh();
      schedule();
    });
  }
  $("preset").addEventListener("change", showPresetOptions);
  $("options-reset").addEventListener("click", showPresetOptions);
  // A game of 2 or 3 leaves the seats out of play disabled; choosing the players for the next game
  // lets every seat be given a bot or a person again (New game then disables the seats out of play).
  $("players").addEventListener("change", () => {
    for (let seat = 0; seat < 4; ++seat) $("seat-" + seat).disabled = false;
  });
  for (const input of document.querySelectorAll("#setup input, #setup select")) {
    input.addEventListener("change", showSpec);
  }
  $("new-game").addEventListener("click", newGame);
  $("board").addEventListener("click", onBoardClick);
  $("throw").addEventListener("click", throwNow);
  $("use-throw").addEventListener("click", throwGiven);
  $("take-back").addEventListener("click", takeBack);
  $("load").addEventListener("click", loadPosition);
  $("copy-log").addEventListener("click", copyLog);
  $("auto-play").addEventListener("change", () => {
    refresh();
    schedule();
  });
  $("pause").addEventListener("click", () => {
    page.paused = !page.paused;
    $("pause").textContent = page.paused ? "Run bots" : "Pause bots";
    if (page.paused) stopTimer();
    else schedule();
  });
  $("speed").addEventListener("input", () => {
    showSpeed();
    schedule();
  });
  showSpeed();
  showPresetOptions();
  newGame();
  document.body.dataset.ready = "1";
}

start().catch((e) => showMessage("could not start the engine: " + e, true));
