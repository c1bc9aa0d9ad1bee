// Checks the optimised module in Node (no browser): it loads, imports only what the page
// provides, starts every app, draws, and a Pentomino dragged onto the board is placed.
// Run with `make web-test` (after WebHost/build.sh) or `node --test WebHost/PageTests/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile, writeFile, mkdtemp } from "node:fs/promises";
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WasmApp, PointerKind, PointerType } from "../Page/wasm-app.js";
import { decodeDisplayList } from "../Page/display-list.js";
import { memoryStorage } from "../Page/saved-state.js";
import { settle } from "./module-drags.mjs";

/** The start of the page's localStorage keys for saved state (BrowserSavedState). */
const KEY = "drag-and-drop-demos/";

const wasmPath = new URL("../dist/app.wasm", import.meta.url);
const bytes = await readFile(wasmPath);
const timings = {};

function ms(start) { return Number(process.hrtime.bigint() - start) / 1e6; }

async function load(files, storage) {
  const started = process.hrtime.bigint();
  const app = await WasmApp.load(bytes, files, storage);
  timings.instantiate = ms(started);
  return app;
}

/** Ticks at 60 Hz until nothing moves; returns the time reached. */
const center = (frame) => ({ x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 });

test("the module imports only the page's own functions", () => {
  const module = new WebAssembly.Module(bytes);
  const imports = WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`);
  const provided = ["env.randomFill", "env.log", "env.saveFile", "env.exportPicture",
    "env.chooseFile", "env.today", "env.storageLoad", "env.storageSave", "env.storageSetAside"];
  for (const name of imports) assert.ok(provided.includes(name), name);
  const exports = WebAssembly.Module.exports(module).map((e) => e.name);
  for (const name of ["memory", "start", "resize", "pointer", "key", "text", "wheel", "tick",
    "frame", "state", "appName", "focusedTextField", "editText", "savedStateKey",
    "keptInAnotherTab", "announcement", "announcementCount"]) {
    assert.ok(exports.includes(name), `exports ${name}`);
  }
});

test("every app starts from its deep link and draws its first frame", async () => {
  const app = await load();
  for (const [name, expected] of [["pentominoes", "pentominoes"], ["chess", "chess"],
    ["emoji-art", "emoji-art"], ["widgets", "widgets"], ["", ""]]) {
    const started = process.hrtime.bigint();
    assert.ok(app.start(name), name);
    app.resize(1280, 800, 2, 0);
    settle(app, 0);
    const list = app.frame();
    timings[`first frame ${name || "cards"}`] = ms(started);
    assert.equal(app.appName(), expected);
    assert.ok(list.items.length > 20, `${name}: ${list.items.length} items`);
    assert.ok(app.state().length > 0);
  }
  assert.equal(app.start("no-such-app"), false);
});

test("a Pentomino dragged onto the board is placed where its outline showed", async () => {
  const app = await load();
  app.start("pentominoes");
  app.resize(1280, 800, 1, 0);
  let time = settle(app, 0);
  let list = app.frame();
  const board = list.seen.find((e) => e.role === "place" && e.label === "board");
  const piece = list.seen.find((e) => e.role === "item" && e.label === "I");
  assert.ok(board && piece, "the board and the I piece are seen");
  const before = app.state();
  assert.ok(!before.includes("I"), before);

  // Press the middle of the piece and carry it in small steps to the board's middle.
  const from = center(piece.frame);
  const to = center(board.frame);
  app.pointer(PointerKind.down, 1, from.x, from.y, 0, 0, PointerType.mouse, time);
  const steps = 30;
  const perEvent = [];
  const swiftPart = [];
  let outline = null;
  for (let n = 1; n <= steps; n++) {
    time += 1 / 60;
    const x = from.x + ((to.x - from.x) * n) / steps;
    const y = from.y + ((to.y - from.y) * n) / steps;
    const started = process.hrtime.bigint();
    app.pointer(PointerKind.move, 1, x, y, 0, 0, PointerType.mouse, time);
    app.tick(time);
    const buffers = app.frameBuffers();
    swiftPart.push(ms(started));
    list = decodeDisplayList(buffers.numbers, buffers.strings);
    perEvent.push(ms(started));
    outline = list.seen.find((e) => e.label === "drop outline") ?? outline;
  }
  assert.ok(outline, "an outline shows where the piece would land");
  app.pointer(PointerKind.up, 1, to.x, to.y, 0, 0, PointerType.mouse, time + 0.01);
  time = settle(app, time + 0.02);
  const after = app.state();
  assert.ok(after.includes("I"), `the I piece is on the board:\n${after}`);
  // Exactly the outlined cells now hold the piece.
  const rows = after.split("\n").filter((line) => line.length > 0);
  const cells = outline.value.split(" ").map((c) => c.split(",").map(Number));
  for (const [row, column] of cells) {
    assert.equal(rows[row].replace(/ /g, "")[column], "I", `row ${row}, column ${column}\n${after}`);
  }
  perEvent.sort((a, b) => a - b);
  swiftPart.sort((a, b) => a - b);
  timings["Swift part (pointer move + tick + draw + encode), median"] = swiftPart[swiftPart.length >> 1];
  timings["display list items while dragging"] = list.items.length;
  timings["pointer move + tick + frame + decode, median"] = perEvent[perEvent.length >> 1];
  timings["pointer move + tick + frame + decode, worst"] = perEvent[perEvent.length - 1];
});

test("memory stays bounded over a long session of drags", async () => {
  const app = await load();
  app.start("pentominoes");
  app.resize(1280, 800, 1, 0);
  let time = settle(app, 0);
  const list = app.frame();
  const pieces = list.seen.filter((e) => e.role === "item");
  const drag = (piece) => {
    const from = center(piece.frame);
    app.pointer(PointerKind.down, 1, from.x, from.y, 0, 0, PointerType.mouse, time);
    for (let n = 1; n <= 20; n++) {
      time += 1 / 60;
      app.pointer(PointerKind.move, 1, from.x + n * 7, from.y - n * 9, 0, 0, PointerType.mouse, time);
      app.tick(time);
      app.frameBuffers();
    }
    app.pointer(PointerKind.cancel, 1, from.x, from.y, 0, 0, PointerType.mouse, time);
    time = settle(app, time + 0.02);
    app.frameBuffers();
  };
  for (let round = 0; round < 5; round++) for (const piece of pieces) drag(piece);
  const warm = app.memory.buffer.byteLength;
  for (let round = 0; round < 25; round++) for (const piece of pieces) drag(piece);
  const after = app.memory.buffer.byteLength;
  timings["memory after 60 and 360 drags, MB"] = `${warm / 2 ** 20} → ${after / 2 ** 20}`;
  assert.ok(after <= warm * 1.25, `memory grew from ${warm} to ${after} bytes`);
});

/**
 * Plays replay lines through the module with the Swift replay code the desktop's `--replay`
 * uses (StageKit's ReplayScript and Replay.run), and returns the state summary.
 */
function replay(app, name, lines) {
  app.start(name);
  assert.equal(app.replay(["0 resize 1280 800", ...lines].join("\n")), "");
  return app.state();
}

/** A drag from one point to another as replay lines, starting at `ms`. */
function dragLines(ms, from, to, steps = 12) {
  const lines = [`${ms} down ${from.x} ${from.y}`];
  for (let n = 1; n <= steps; n++) {
    const x = Math.round(from.x + ((to.x - from.x) * n) / steps);
    const y = Math.round(from.y + ((to.y - from.y) * n) / steps);
    lines.push(`${ms + n * 16} move ${x} ${y}`);
  }
  lines.push(`${ms + steps * 16 + 30} up ${to.x} ${to.y}`);
  return lines;
}

const demos = new URL("../../.build/debug/demos", import.meta.url);

// Fails rather than skips without the desktop demos: make test builds them first.
test("parity: a replay gives the same state in the desktop executable and in the module", async () => {
  assert.ok(existsSync(demos), "build the desktop demos first (swift build --product demos)");
  const app = await load();
  app.start("pentominoes");
  app.resize(1280, 800, 1, 0);
  settle(app, 0);
  const seen = app.frame().seen;
  const piece = seen.find((e) => e.role === "item" && e.label === "I");
  const board = seen.find((e) => e.role === "place" && e.label === "board");
  const round = ({ x, y }) => ({ x: Math.round(x), y: Math.round(y) });
  const boardMiddle = round(center(board.frame));
  const drag = dragLines(200, round(center(piece.frame)), boardMiddle);
  replay(app, "pentominoes", drag);
  const landed = round(center(app.frame().seen.find((e) => e.role === "item" && e.label === "I").frame));
  const cases = [
    // A Pentomino dragged onto the board, then tapped where it landed (a tap turns it).
    ["Pentominoes", "pentominoes", [
      ...drag, `900 down ${landed.x} ${landed.y}`, `960 up ${landed.x} ${landed.y}`,
    ]],
    // e2–e4 by dragging (squares of the 1280×800 layout, under the launcher's bar).
    ["Chess", "chess", dragLines(200, { x: 577, y: 648 }, { x: 577, y: 493 })],
  ];
  const folder = await mkdtemp(join(tmpdir(), "web-parity-"));
  for (const [title, name, lines] of cases) {
    const file = join(folder, `${name}.replay`);
    await writeFile(file, ["0 resize 1280 800", ...lines].join("\n") + "\n");
    const desktop = execFileSync(demos.pathname, ["--open", title, "--replay", file, "--print-state"],
      { encoding: "utf8" }).trimEnd();
    const web = replay(app, name, lines);
    const initial = (app.start(name), app.resize(1280, 800, 1, 0), settle(app, 0), app.state());
    assert.notEqual(web, initial, `${title}: the replay changed something:\n${lines.join("\n")}\n${web}\ndesktop:\n${desktop}`);
    assert.equal(web, desktop, `${title}: the module and the desktop agree`);
  }
});

/**
 * Restores `app` from `damaged` kept under its key; checks the sentence names `reason` and
 * where the text was set aside, and that the app and the other entries are left alone.
 */
function expectSetAside(app, storage, name, damaged, reason) {
  const before = app.state();
  storage.setItem(KEY + name, damaged);
  const notice = app.restore();
  assert.ok(notice.includes("could not be read (") && notice.includes(reason), notice);
  assert.match(notice, new RegExp(`set aside as “${KEY}${name}\\.unreadable-[^”]+” in this browser's storage`));
  assert.equal(app.state(), before);
  assert.equal(storage.getItem(KEY + name), null);
  const aside = storage.keys().filter((k) => k.startsWith(`${KEY}${name}.unreadable-`));
  assert.ok(aside.some((k) => storage.getItem(k) === damaged), "set aside as it was");
}

test("an Emoji Art picture is kept in the file format and restored; a damaged one is set aside", async () => {
  const storage = memoryStorage();
  const app = await load(undefined, storage);
  app.start("emoji-art");
  app.resize(1280, 800, 1, 0);
  settle(app, 0);
  assert.equal(app.keep(), true);
  const text = storage.getItem(`${KEY}emoji-art`);
  const picture = app.state();
  assert.equal(text, app.savedStateText());
  assert.match(text, /"version" : 1/);
  const other = await load(undefined, storage);
  other.start("emoji-art");
  assert.equal(other.restore(), "");
  assert.equal(other.state(), picture);
  assert.equal(other.savedStateText(), text);
  for (const [damaged, reason] of [
    [text.replace('"version" : 1', '"version" : 9'), "format version 9 is not supported"],
    [text.replace(/"x" : [^,]+,/, '"x" : 1e400,'), "the number “1e400” is too large"],
    [text.slice(0, 46), "line 3, column 15: the text ends before the JSON value does"],
    ["[".repeat(100000), "line 1, column 17: arrays and objects nest deeper than 16 levels"],
  ]) {
    expectSetAside(other, storage, "emoji-art", damaged, reason);
  }
  const aside = storage.keys().filter((k) => k.includes(".unreadable-"));
  assert.equal(aside.length, 4, "none set aside over another");
});

test("Emoji Art's Save, Export and Open, and Chess's Open PGN, go through the page's files", async () => {
  const handed = [];
  const app = await load({
    saveFile: (name, bytes) => handed.push(["save", name, new TextDecoder().decode(bytes)]),
    exportPicture: (name, list, width, height) => handed.push(["export", name, list, width, height]),
    chooseFile: () => handed.push(["choose"]),
  });
  app.start("emoji-art");
  app.resize(1280, 800, 1, 0);
  let time = settle(app, 0);
  const picture = app.state();
  const key = (name, modifiers = 0) => { app.key(name, modifiers, time += 0.1); time = settle(app, time); };
  // The picture as saved state before it has a file: the document's own bytes (once saved,
  // the saved state also names its file).
  const document = app.savedStateText();
  key("s", 2);
  key("enter");
  assert.deepEqual(handed[0], ["save", "art.json", document]);
  assert.equal(JSON.parse(app.savedStateText()).file, "art.json", "the picture is linked");
  key("e", 2);
  key("enter");
  const [verb, name, list, width, height] = handed[1];
  assert.deepEqual([verb, name], ["export", "art.png"]);
  const canvas = JSON.parse(app.savedStateText()).canvas;
  assert.deepEqual([width, height], [canvas.width, canvas.height]);
  const drawn = list.items.filter((i) => i.op === "text").length;
  assert.equal(drawn, JSON.parse(app.savedStateText()).items.length, "every emoji is in the picture");
  key("o", 2);
  assert.deepEqual(handed[2], ["choose"]);
  const empty = new TextEncoder().encode(
    '{"background":"#FFFFFF","canvas":{"height":300,"width":400},"items":[],"nextItemID":0,"version":1}');
  assert.equal(app.receiveFile("empty.json", empty, time += 0.1), true);
  assert.match(app.state(), /0 emoji/);
  assert.equal(app.receiveFile("bad.json", new TextEncoder().encode("{"), time += 0.1), true);
  assert.match(app.state(), /0 emoji/, "a file that cannot be read changes nothing");
  app.start("widgets");
  assert.equal(app.receiveFile("empty.json", empty, time += 0.1), false, "widgets take no files");
  app.start("chess");
  app.resize(1280, 800, 1, 0);
  // Save PGN downloads the game, dated today by the browser's calendar.
  key("s", 2);
  key("enter");
  const [saved, pgnName, pgn] = handed[3];
  assert.deepEqual([saved, pgnName], ["save", "game.pgn"]);
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, "0")).join(".");
  assert.ok(pgn.includes(`[Date "${today}"]`), pgn);
  key("o", 2);
  assert.deepEqual(handed[4], ["choose"], "chess's Open PGN shows the chooser too");
  const fools = new TextEncoder().encode("1. f3 e5 2. g4 Qh4# 0-1\n");
  assert.equal(app.receiveFile("fools.pgn", fools, time += 0.1), true);
  assert.match(app.state(), /Checkmate — Black wins/);
  assert.notEqual(picture, "");
});

test("an app restored from kept work reaches the page's files as a fresh one does", async () => {
  const chosen = [];
  const files = { saveFile: (name) => chosen.push(`save ${name}`), exportPicture() {},
    chooseFile: () => chosen.push("choose") };
  const fresh = await load(files);
  for (const name of ["chess", "emoji-art"]) {
    fresh.start(name);
    fresh.resize(1280, 800, 1, 0);
    settle(fresh, 0);
    const storage = memoryStorage();
    storage.setItem(KEY + name, fresh.savedStateText());
    const app = await load(files, storage);
    app.start(name);
    app.resize(1280, 800, 1, 0);
    assert.equal(app.restore(), "");
    let time = settle(app, 0);
    chosen.length = 0;
    app.key("o", 2, time += 0.1);
    time = settle(app, time);
    app.key("s", 2, time += 0.1);
    time = settle(app, time);
    app.key("enter", 0, time += 0.1);
    settle(app, time);
    assert.equal(chosen[0], "choose", `${name}: Open shows the chooser`);
    assert.match(chosen[1] ?? "", /^save /, `${name}: Save downloads`);
  }
});

test("a damaged kept game is set aside, and one that cannot be is not kept over", async () => {
  const storage = memoryStorage();
  const app = await load(undefined, storage);
  app.start("chess");
  expectSetAside(app, storage, "chess", "chess save 1\nmoves e2e5\n", "it does not say start");
  app.start("pentominoes");
  expectSetAside(app, storage, "pentominoes", "garbage", "");
  const stuck = { ...memoryStorage(), removeItem() { throw new Error("refused"); } };
  const frozen = await load(undefined, stuck);
  stuck.setItem(`${KEY}pentominoes`, "garbage");
  frozen.start("pentominoes");
  assert.match(frozen.restore(), /nor set aside \(this browser would not move it\), so it is left/);
  assert.equal(frozen.keep(), false);
  assert.equal(stuck.getItem(`${KEY}pentominoes`), "garbage", "left as it was");
});

test("a board is kept in the file format and restored; a damaged one is set aside", async () => {
  const storage = memoryStorage();
  const app = await load(undefined, storage);
  app.start("board");
  app.resize(1280, 800, 1, 0);
  let time = settle(app, 0);
  const sample = app.savedStateText();
  // Tab focuses the first card, Delete removes it.
  app.key("tab", 0, time);
  app.key("delete", 0, (time += 0.1));
  settle(app, time + 0.1);
  assert.equal(app.keep(), true);
  const board = app.state();
  const text = storage.getItem(`${KEY}board`);
  assert.equal(text, app.savedStateText());
  assert.doesNotMatch(board, /Plan the week/);
  assert.match(text, /^\{\n {2}"columns" : \[/);
  assert.match(text, /"version" : 1\n\}\n$/);
  assert.notEqual(text, sample);
  const other = await load(undefined, storage);
  other.start("board");
  assert.equal(other.restore(), "");
  assert.equal(other.state(), board);
  assert.equal(other.savedStateText(), text);
  for (const [damaged, reason] of [
    [text.replace('"version" : 1', '"version" : 9'), "format version 9 is not supported"],
    [text.replace(/"id" : \d+/, '"id" : 1e400'), "the number “1e400” is too large"],
    [text.replace(/"id" : \d+,\n {10}"label" : "red"/, '"id" : 0,\n          "label" : "red"'),
      "invalid board: more than one card or column has id 0"],
    ["[".repeat(100000), "line 1, column 17: arrays and objects nest deeper than 16 levels"],
  ]) {
    assert.notEqual(damaged, text);
    expectSetAside(other, storage, "board", damaged, reason);
  }
});


test("the engine gallery's No pointer page is announced, a repeat with a new count", async () => {
  const app = await load();
  app.start("engine-gallery");
  app.resize(1280, 800, 1, 0);
  let time = settle(app, 0);
  // Back from the first page: Hysteresis, Many at once, Sortable, No pointer.
  for (let n = 0; n < 4; n++) app.key("pageup", 0, (time += 0.1));
  assert.match(app.state(), /^page: without-pointer\n/);
  assert.deepEqual([app.announcement(), app.announcementCount()], ["", 0]);
  for (const key of ["tab", "space", "up"]) app.key(key, 0, (time += 0.1));
  const stuck = "The red box cannot move up from top left.";
  assert.equal(app.announcement(), stuck);
  const count = app.announcementCount();
  app.key("up", 0, (time += 0.1));
  assert.deepEqual([app.announcement(), app.announcementCount()], [stuck, count + 1]);
  settle(app, time + 1);
  assert.equal(app.announcementCount(), count + 1, "held, not said again");
  app.start("");
  assert.deepEqual([app.announcement(), app.announcementCount()], ["", 0], "the cards");
});
test("a malformed replay is refused with its line and reason, and plays nothing", async () => {
  const app = await load();
  app.start("pentominoes");
  const before = app.state();
  assert.equal(app.replay("0 resize 1280 800\n5 jump 1 2\n"),
    "line 2: unknown event 'jump' (expected down, move, up, cancel, key, text, paste, wheel, resize or focus)");
  assert.equal(app.replay("0 down 1e300 5"), "line 1: x 1e300 is out of range (it must be from -100000 to 100000)");
  assert.equal(app.replay("0.5 move 12.25 -3.5e1\n"), "", "decimal numbers read as on the desktop");
  assert.equal(app.state(), before);
});

test("timings", () => {
  for (const [what, value] of Object.entries(timings)) {
    const shown = typeof value === "string" || Number.isInteger(value) ? value : `${value.toFixed(3)} ms`;
    console.log(`# ${what}: ${shown}`);
  }
});
