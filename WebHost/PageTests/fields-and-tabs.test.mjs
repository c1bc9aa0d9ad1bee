// Checks in Node (no browser) the module's side of two things the page does: the focused
// text field it mirrors with a real <input> (where it is, what it holds, edits coming back),
// and two tabs on one app sharing kept work (one takes the other's, or sets it aside).
// Run with `node --test WebHost/PageTests/` after WebHost/build.sh.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { WasmApp, PointerKind, PointerType } from "../Page/wasm-app.js";
import { memoryStorage } from "../Page/saved-state.js";

const KEY = "drag-and-drop-demos/";
const bytes = await readFile(new URL("../dist/app.wasm", import.meta.url));

function settle(app, time) {
  for (let n = 0; n < 600 && app.tick(time); n++) time += 1 / 60;
  return time;
}

async function open(name, storage = memoryStorage()) {
  const app = await WasmApp.load(bytes, undefined, storage);
  app.start(name);
  app.resize(1280, 800, 1, 0);
  app.restore();
  return { app, time: settle(app, 0) };
}

/** Tab `tabs` times to a card, and Delete: a change to the board. */
function removeCard(tab, tabs = 1) {
  for (let n = 0; n < tabs; n++) tab.app.key("tab", 0, (tab.time += 0.1));
  tab.app.key("delete", 0, (tab.time += 0.1));
  tab.time = settle(tab.app, tab.time + 0.1);
}

function tap(app, point, time) {
  for (const kind of [PointerKind.down, PointerKind.up]) {
    app.pointer(kind, 1, point.x, point.y, 0, 0, PointerType.touch, time);
    time += 0.05;
  }
  return settle(app, time);
}

const center = (f) => ({ x: f.x + f.width / 2, y: f.y + f.height / 2 });
const seen = (app, label) => app.frame().seen.find((e) => e.label === label);

test("the Board's add-card field is told where it is drawn, and edits through it add a card", async () => {
  let { app, time } = await open("board");
  assert.equal(app.focusedTextField(), null, "no field is focused at first");
  time = tap(app, center(seen(app, "Add a card to Doing").frame), time);
  const field = app.focusedTextField();
  const drawn = seen(app, "Title of the new card").frame;
  assert.deepEqual([field.x, field.y, field.width, field.height],
    [drawn.x, drawn.y, drawn.width, drawn.height]);
  assert.equal(field.placeholder, "Title of the new card");
  assert.deepEqual([field.text, field.selectionStart, field.selectionEnd], ["", 0, 0]);
  // Typed letter by letter, then a word autocorrected behind the caret, then an emoji.
  let value = "";
  for (const letter of "Buy mlik") {
    value += letter;
    assert.equal(app.editText(value, value.length, (time += 0.05)), true);
  }
  assert.equal(app.editText("Buy milk", 8, (time += 0.05)), true);
  assert.equal(app.editText("Buy milk", 8, (time += 0.05)), false, "nothing changed");
  assert.equal(app.editText("Buy milk 🥛", 11, (time += 0.05)), true);
  const typed = app.focusedTextField();
  assert.equal(typed.text, "Buy milk 🥛");
  assert.deepEqual([typed.selectionStart, typed.selectionEnd], [11, 11], "UTF-16, as an input counts");
  // Enter adds it and empties the field for the next; Escape closes it.
  app.key("enter", 0, (time += 0.05));
  assert.equal(app.focusedTextField().text, "");
  app.key("escape", 0, (time += 0.05));
  settle(app, time);
  assert.equal(app.focusedTextField(), null);
  assert.match(app.state(), /Buy milk 🥛/);
  assert.equal(app.editText("ignored", 7, time + 1), false, "no field, no edit");
});

test("a tab with nothing waiting takes another tab's kept work; one with work of its own sets it aside", async () => {
  const storage = memoryStorage();
  const a = await open("board", storage);
  const b = await open("board", storage);
  assert.equal(a.app.savedStateKey(), `${KEY}board`);
  for (const tab of [a, b]) assert.equal(tab.app.keep(), true);

  // A changes the board and keeps it: B, with nothing of its own waiting, takes it.
  removeCard(a);
  assert.equal(a.app.keep(), true);
  assert.equal(b.app.keptInAnotherTab(), "This board was changed in another tab; this tab shows it now.");
  assert.equal(b.app.state(), a.app.state());
  assert.equal(b.app.keptInAnotherTab(), "", "the same work again changes nothing");

  // B changes the board but has not kept it yet when A keeps another change: B sets A's
  // aside, then keeps its own; nothing is lost.
  removeCard(b);
  removeCard(a, 2);
  assert.notEqual(a.app.state(), b.app.state());
  assert.equal(a.app.keep(), true);
  const aKept = storage.getItem(`${KEY}board`);
  const said = b.app.keptInAnotherTab();
  assert.match(said, /^This board was also changed in another tab\. This tab's is kept; the other tab's is set aside as “drag-and-drop-demos\/board\.other-tab-[^”]+” in this browser's storage\.$/);
  const aside = storage.keys().filter((k) => k.startsWith(`${KEY}board.other-tab-`));
  assert.equal(aside.length, 1);
  assert.equal(storage.getItem(aside[0]), aKept, "A's board is set aside");
  assert.equal(storage.getItem(`${KEY}board`), null);
  assert.equal(b.app.keep(), true);
  assert.equal(storage.getItem(`${KEY}board`), b.app.savedStateText(), "then B's is kept");
  assert.notEqual(b.app.savedStateText(), aKept);
  // A has nothing waiting: it takes B's.
  assert.match(a.app.keptInAnotherTab(), /changed in another tab; this tab shows it now/);
  assert.equal(a.app.state(), b.app.state());
});

test("a tab whose own work cannot go anywhere stops keeping it rather than overwrite another's", async () => {
  const base = memoryStorage();
  const stuck = { ...base, removeItem() { throw new Error("refused"); } };
  const a = await open("board", stuck);
  const b = await open("board", stuck);
  a.app.keep();
  b.app.keep();
  removeCard(b);
  removeCard(a, 2);
  assert.notEqual(a.app.state(), b.app.state());
  assert.equal(a.app.keep(), true);
  const aKept = stuck.getItem(`${KEY}board`);
  assert.match(b.app.keptInAnotherTab(), /which keeps its own; this tab's changes are not kept\.$/);
  assert.equal(b.app.keep(), false);
  assert.equal(stuck.getItem(`${KEY}board`), aKept, "A's board is left as it was");
});

test("text typed in a field counts as work waiting; an empty open field does not", async () => {
  const storage = memoryStorage();
  const a = await open("board", storage);
  const b = await open("board", storage);
  a.app.keep();
  b.app.keep();
  b.time = tap(b.app, center(seen(b.app, "Add a card to Doing").frame), b.time);
  removeCard(a);
  a.app.keep();
  assert.match(b.app.keptInAnotherTab(), /this tab shows it now/, "an empty field: taken");
  b.time = tap(b.app, center(seen(b.app, "Add a card to Doing").frame), b.time);
  b.app.editText("Half a ti", 9, (b.time += 0.1));
  removeCard(a);
  a.app.keep();
  assert.match(b.app.keptInAnotherTab(), /also changed in another tab\. This tab's is kept/);
  assert.equal(b.app.focusedTextField().text, "Half a ti", "the field stays as it was");
});
