// Checks the tiles the module hands the page with each frame (DamageExports.swift, read by
// damage.js) in Node, with the optimised module: the first frame and a resize redraw
// everything, a frame like the last redraws nothing, a dragged Pentomino redraws a few
// tiles around it, and every item of the frame has its bounds. Also the tile helpers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { WasmApp, PointerKind, PointerType } from "../Page/wasm-app.js";
import { decodeDamage, devicePixels, reaches } from "../Page/damage.js";
import { settle } from "./module-drags.mjs";

const bytes = await readFile(new URL("../dist/app.wasm", import.meta.url));
const center = (frame) => ({ x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 });

test("a drag redraws a few tiles; the first frame and a resize redraw them all", async () => {
  const app = await WasmApp.load(bytes);
  app.start("pentominoes");
  app.resize(1280, 800, 1, 0);
  let time = settle(app, 0);
  // Frames as the page asks for them, redrawing only what changed (whole: false).
  const frame = () => app.frame(NaN, NaN, false);
  let list = frame();
  let damage = app.damage();
  assert.equal(damage.everything, true);
  assert.equal(damage.tiles.length, 5 * 4); // 256-pixel tiles over 1280×800
  assert.equal(damage.bounds.length, list.items.length * 4);

  frame();
  assert.deepEqual(app.damage().tiles, [], "an unchanged frame redraws nothing");

  const piece = list.seen.find((e) => e.role === "item" && e.label === "I");
  const from = center(piece.frame);
  app.pointer(PointerKind.down, 1, from.x, from.y, 0, 0, PointerType.mouse, time);
  for (let n = 1; n <= 10; n++) {
    time += 1 / 60;
    app.pointer(PointerKind.move, 1, from.x + 8 * n, from.y + 3 * n, 0, 0, PointerType.mouse, time);
    app.tick(time);
    list = frame();
    damage = app.damage();
    assert.equal(damage.everything, false);
    assert.equal(damage.bounds.length, list.items.length * 4);
    assert.ok(damage.tiles.length > 0 && damage.tiles.length <= 8,
      `step ${n}: ${damage.tiles.length} tiles`);
    // The piece is drawn where the pointer is, and a redrawn tile holds it.
    const held = { x: from.x + 8 * n, y: from.y + 3 * n, width: 1, height: 1 };
    assert.ok(damage.tiles.some((t) => reaches(new Float64Array([held.x, held.y, 1, 1]), 0, t)),
      `step ${n}: no tile under the pointer`);
  }

  app.resize(1000, 700, 2, time);
  frame();
  damage = app.damage();
  assert.equal(damage.everything, true);
  // At device scale 2 a tile is 128 CSS pixels: 8 × 6 of them, cut at the right and
  // bottom edges.
  assert.equal(damage.tiles.length, 8 * 6);
  assert.deepEqual(damage.tiles[1], { x: 128, y: 0, width: 128, height: 128 });
  assert.deepEqual(damage.tiles[7], { x: 896, y: 0, width: 104, height: 128 });
  // Every frame the page asks to have whole lists every tile, and all the items.
  time += 1 / 60;
  app.tick(time);
  const whole = app.frame(NaN, NaN, true);
  damage = app.damage();
  assert.equal(damage.everything, true);
  assert.equal(damage.tiles.length, 8 * 6);
  assert.equal(damage.bounds.length, whole.items.length * 4);
});

test("a frame for the damaged tiles holds only what they need; wholeFrame holds it all", async () => {
  const app = await WasmApp.load(bytes);
  app.start("pentominoes");
  app.resize(1280, 800, 1, 0);
  let time = settle(app, 0);
  const first = app.frame(NaN, NaN, false);
  assert.equal(app.damage().everything, true);
  const all = first.items.length;
  const piece = first.seen.find((e) => e.role === "item" && e.label === "I");
  const from = center(piece.frame);
  app.pointer(PointerKind.down, 1, from.x, from.y, 0, 0, PointerType.mouse, time);
  for (let n = 1; n <= 5; n++) {
    time += 1 / 60;
    app.pointer(PointerKind.move, 1, from.x + 8 * n, from.y, 0, 0, PointerType.mouse, time);
    app.tick(time);
    const list = app.frame(NaN, NaN, false);
    const damage = app.damage();
    assert.equal(damage.bounds.length, list.items.length * 4);
    assert.ok(list.items.length < all / 2, `step ${n}: ${list.items.length} of ${all} items`);
    list.items.forEach((item, index) => {
      if (item.op === "beginClip" || item.op === "endClip") return;
      assert.ok(damage.tiles.some((tile) => reaches(damage.bounds, index, tile)),
        `step ${n}: item ${index} (${item.op}) reaches no damaged tile`);
    });
    // The whole frame holds the same items among the others, in the same order.
    const whole = app.wholeFrame();
    assert.equal(whole.damage.bounds.length, whole.list.items.length * 4);
    assert.ok(whole.list.items.length >= all - 5 && whole.list.items.length <= all + 5);
    const texts = whole.list.items.map((item) => JSON.stringify(item));
    let at = 0;
    for (const item of list.items) {
      at = texts.indexOf(JSON.stringify(item), at);
      assert.ok(at >= 0, `step ${n}: a needed item is not in the whole frame, in order`);
      at++;
    }
  }
});

test("the tile helpers: decoding, reach and device pixels", () => {
  const damage = decodeDamage(new Float64Array([0, 1, 256, 0, 256, 256, 2,
    10, 10, 20, 20, 250, 5, 10, 10]));
  assert.equal(damage.everything, false);
  assert.deepEqual(damage.tiles, [{ x: 256, y: 0, width: 256, height: 256 }]);
  assert.equal(reaches(damage.bounds, 0, damage.tiles[0]), false);
  assert.equal(reaches(damage.bounds, 1, damage.tiles[0]), true);
  assert.equal(reaches(new Float64Array([300, 10, 0, 0]), 0, damage.tiles[0]), false,
    "an item that draws nothing reaches no tile");
  assert.throws(() => decodeDamage(new Float64Array([0, 1, 0, 0])));
  // At 1.5 device pixels a point, neighbouring tiles share their rounded edge.
  const a = devicePixels({ x: 0, y: 0, width: 170.667, height: 170.667 }, 1.5);
  const b = devicePixels({ x: 170.667, y: 0, width: 170.667, height: 170.667 }, 1.5);
  assert.equal(a.x + a.width, b.x);
  assert.deepEqual(a, { x: 0, y: 0, width: 256, height: 256 });
});
