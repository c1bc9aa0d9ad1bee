// The accessibility tree the module builds in Swift (StageKit's AccessibilityTree) as the
// page decodes it from each frame: the nodes the mirror makes elements of, their keys,
// places, spoken names, the focus and an open dialog. Run with `node --test WebHost/PageTests/`
// after WebHost/build.sh.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { WasmApp } from "../Page/wasm-app.js";
import { dragEach, settle } from "./module-drags.mjs";

const bytes = await readFile(new URL("../dist/app.wasm", import.meta.url));

const keyOf = (tree, label) => tree.nodes.find((n) => n.seen.label === label);

test("each frame carries the tree: unique keys, places holding what lies in them", async () => {
  const app = await WasmApp.load(bytes);
  app.start("pentominoes");
  app.resize(1280, 800, 1, 0);
  settle(app, 0);
  const { tree, seen } = app.frame();
  const keys = tree.nodes.map((n) => n.key);
  assert.equal(new Set(keys).size, keys.length, "keys are unique");
  assert.ok(tree.nodes.length > 0 && tree.nodes.length <= seen.length);
  const board = keyOf(tree, "board");
  assert.equal(board.key, "place:board");
  assert.equal(board.parent, -1);
  for (const node of tree.nodes) {
    assert.ok(node.parent >= -1 && node.parent < tree.nodes.length, node.key);
    if (node.parent >= 0) assert.equal(tree.nodes[node.parent].seen.role, "place", node.key);
  }
  assert.equal(tree.dialog, -1);
});

test("a piece picked up with the keyboard is the focus, and its name says so", async () => {
  const app = await WasmApp.load(bytes);
  app.start("pentominoes");
  app.resize(1280, 800, 1, 0);
  let time = settle(app, 0);
  app.focus("item", "I", time);
  app.key("enter", 0, time + 0.05);
  time = settle(app, time + 0.1);
  const { tree } = app.frame();
  assert.ok(tree.focus >= 0);
  assert.equal(tree.nodes[tree.focus].key, "item:I");
  assert.equal(tree.nodes[tree.focus].name, "The I piece, picked up");
});

test("only what shows in the page's drawing area is in the tree", async () => {
  const app = await WasmApp.load(bytes);
  app.start("");
  app.resize(1280, 800, 1, 0);
  settle(app, 0);
  const wide = app.frame();
  app.resize(400, 300, 1, 1);
  settle(app, 1);
  const narrow = app.frame();
  assert.ok(narrow.tree.nodes.length < wide.tree.nodes.length);
  for (const { seen: { frame } } of narrow.tree.nodes) {
    assert.ok(frame.x < 400 && frame.y < 300 && frame.x + frame.width > 0
      && frame.y + frame.height > 0, JSON.stringify(frame));
  }
});

test("while only frames change, elements come as frames of the last list's, and read the same", async () => {
  // Every app, a drag from each of its first items: each frame read against the one before
  // equals the same frame read whole, and mid-drag frames do come as frames only.
  const app = await WasmApp.load(bytes);
  const strip = ({ seen, tree: { nodes, focus, dialog } }) => ({ seen, focus, dialog,
    nodes: nodes.map(({ key, parent, name, seen: element, seenIndex }) =>
      ({ key, parent, name, element, seenIndex })) });
  let framesOnly = 0;
  for (const name of ["pentominoes", "chess", "emoji-art", "board"]) {
    app.start(name);
    app.resize(1280, 800, 1, 0);
    let time = settle(app, 0);
    const items = app.frame().seen.filter((e) => e.role === "item").slice(0, 3);
    time = dragEach(app, items, { steps: 12, dx: 9, dy: 5, time,
      moved: (n) => {
        const list = app.frame(NaN, NaN, false);
        if (list.tree.movedFrom) framesOnly++;
        assert.deepEqual(strip(list), strip(app.wholeFrame().list), `${name}, step ${n}`);
      },
      released: (t) => settle(app, t + 0.02) });
  }
  assert.ok(framesOnly > 40, `${framesOnly} frames came as frames only`);
});
