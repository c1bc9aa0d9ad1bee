// The canvas renderer skips what the context already has (a colour, a transform, the path
// of the shape just filled) and remembers the state each save put aside. Whatever it
// skips, every drawing call must be made in the state a renderer that skips nothing makes
// it in: checked on a context that keeps the canvas's state rules and writes down each
// call with its state, over drags in every app. Run with `node --test WebHost/PageTests/`
// after WebHost/build.sh.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { CanvasRenderer } from "../Page/canvas-renderer.js";
import { WasmApp } from "../Page/wasm-app.js";
import { dragEach, settle } from "./module-drags.mjs";

const bytes = await readFile(new URL("../dist/app.wasm", import.meta.url));

/** A 2D context's state rules (save, restore, a path traced under the transform of the
 * moment, clips), without pixels: each drawing call is written down with its state. */
class RecordingContext {
  constructor(width, height) {
    this.canvas = { width, height };
    this.state = {
      fillStyle: "#000000", strokeStyle: "#000000", globalAlpha: 1,
      shadowColor: "rgba(0, 0, 0, 0)", shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0,
      lineWidth: 1, lineCap: "butt", lineJoin: "miter", font: "10px sans-serif",
      textBaseline: "alphabetic", textAlign: "start", dash: [], transform: [1, 0, 0, 1, 0, 0],
      clips: [],
    };
    this.stack = [];
    this.path = [];
    this.calls = [];
  }

  save() { this.stack.push(structuredClone(this.state)); }
  restore() { if (this.stack.length > 0) this.state = this.stack.pop(); }
  setTransform(...t) { this.state.transform = t; }
  setLineDash(dash) { this.state.dash = [...dash]; }
  beginPath() { this.path = []; }
  trace(op, args) { this.path.push(`${op}(${args.join(",")}) under ${this.state.transform}`); }
  rect(...a) { this.trace("rect", a); }
  roundRect(...a) { this.trace("roundRect", a); }
  ellipse(...a) { this.trace("ellipse", a); }
  moveTo(...a) { this.trace("moveTo", a); }
  lineTo(...a) { this.trace("lineTo", a); }
  bezierCurveTo(...a) { this.trace("bezierCurveTo", a); }
  arcTo(...a) { this.trace("arcTo", a); }
  closePath() { this.trace("closePath", []); }
  clip() { this.state.clips.push(this.path.join(" ")); }
  measureText(text) { return { width: text.length * 7 }; }
  record(op, args, path = null) { this.calls.push(JSON.stringify({ op, args, path, ...this.state })); }
  fill() { this.record("fill", [], [...this.path]); }
  stroke() { this.record("stroke", [], [...this.path]); }
  fillRect(...a) { this.record("fillRect", a); }
  clearRect(...a) { this.record("clearRect", a); }
  fillText(...a) { this.record("fillText", a); }
}
for (const name of Object.keys(new RecordingContext(1, 1).state)) {
  if (["dash", "transform", "clips"].includes(name)) continue;
  Object.defineProperty(RecordingContext.prototype, name, {
    get() { return this.state[name]; },
    set(value) { this.state[name] = value; },
  });
}

/** Gives the context every value and path anew for every call: nothing skipped. */
class PlainRenderer extends CanvasRenderer {
  set(name, value) {
    this.current[name] = undefined;
    super.set(name, value);
  }

  setTransform(t, k) {
    this.transform = null;
    super.setTransform(t, k);
  }

  setDash(dashes) {
    this.current.dash = undefined;
    super.setDash(dashes);
  }

  trace(shape) {
    this.untrace();
    super.trace(shape);
  }
}

test("what the renderer skips never changes a drawing call's state or path", async () => {
  const app = await WasmApp.load(bytes);
  let frames = 0, calls = 0;
  for (const [name, ratio] of [["pentominoes", 1], ["chess", 2], ["emoji-art", 1.5],
    ["board", 1], ["", 1]]) {
    app.start(name);
    app.resize(1280, 800, ratio, 0);
    let time = settle(app, 0);
    const remembering = new RecordingContext(1280 * ratio, 800 * ratio);
    const plain = new RecordingContext(1280 * ratio, 800 * ratio);
    const renderers = [new CanvasRenderer(remembering), new PlainRenderer(plain)];
    const draw = (list) => {
      const damage = app.damage();
      for (const renderer of renderers) renderer.draw(list, ratio, damage);
      assert.deepEqual(remembering.calls, plain.calls, `${name || "launcher"}, frame ${frames}`);
      calls += remembering.calls.length;
      remembering.calls = [];
      plain.calls = [];
      frames++;
    };
    draw(app.frame(NaN, NaN, true));
    const items = app.frame(NaN, NaN, true).seen.filter((e) => e.role === "item").slice(0, 2);
    time = dragEach(app, items, { steps: 10, dx: 11, dy: 6, time,
      moved: () => draw(app.frame(NaN, NaN, false)),
      released: (t) => {
        for (let n = 0; n < 30 && app.tick(t); n++) {
          t += 1 / 60;
          draw(app.frame(NaN, NaN, false));
        }
        return t;
      } });
  }
  assert.ok(frames > 80 && calls > 2000, `${frames} frames, ${calls} drawing calls compared`);
});

test("random lists from a few shapes, transforms and clips: drawn as a plain renderer draws them", () => {
  // Few of each, so a shape often comes again under another transform, after a clip, or
  // in the next tile.
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  const pick = (choices) => choices[random(choices.length)];
  const rects = [{ x: 0, y: 0, width: 40, height: 40 }, { x: 10, y: 5, width: 30, height: 60 }];
  const shapes = [
    { kind: "rect", rect: rects[0] }, { kind: "rect", rect: rects[1] },
    { kind: "roundedRect", rect: rects[0], radius: 4 },
    { kind: "roundedRect", rect: rects[0], radius: 6 },
    { kind: "ellipse", rect: rects[1] },
    { kind: "line", from: { x: 0, y: 0 }, to: { x: 30, y: 20 } },
    { kind: "path", elements: [{ op: "move", p: { x: 0, y: 0 } }, { op: "line", p: { x: 9, y: 9 } }] },
  ];
  const transforms = [null, [1, 0, 0, 1, 0, 0], [1, 0, 0, 1, 50, 20], [2, 0, 0, 2, 50, 20]];
  const colors = [[1, 0, 0, 1], [0, 0, 1, 0.5]];
  const shadows = [null, { color: [0, 0, 0, 0.3], radius: 6, dx: 0, dy: 3 }];
  let calls = 0;
  for (let round = 0; round < 200; round++) {
    const items = [];
    let open = 0;
    for (let n = 0; n < 24; n++) {
      const base = { transform: pick(transforms), opacity: pick([1, 1, 0.5]), shadow: pick(shadows) };
      const roll = random(10);
      if (roll === 0) {
        items.push({ ...base, op: "beginClip", rect: pick(rects) });
        open++;
      } else if (roll === 1 && open > 0) {
        items.push({ ...base, op: "endClip" });
        open--;
      } else if (roll < 6) {
        items.push({ ...base, op: "fill", shape: pick(shapes), color: pick(colors) });
      } else {
        items.push({ ...base, op: "stroke", shape: pick(shapes), color: pick(colors),
          width: pick([1, 2]), round: pick([false, true]), dash: pick([[], [4, 2]]) });
      }
    }
    const list = { background: [1, 1, 1, 1], items };
    const tiles = [{ x: 0, y: 0, width: 64, height: 64 }, { x: 64, y: 0, width: 64, height: 64 }];
    const bounds = new Float64Array(items.length * 4).map((_, k) => [0, 0, 128, 64][k % 4]);
    const ratio = pick([1, 2]);
    const remembering = new RecordingContext(256, 128), plain = new RecordingContext(256, 128);
    new CanvasRenderer(remembering).draw(list, ratio, { everything: false, tiles, bounds });
    new PlainRenderer(plain).draw(list, ratio, { everything: false, tiles, bounds });
    assert.deepEqual(remembering.calls, plain.calls, `round ${round}`);
    calls += remembering.calls.length;
  }
  assert.ok(calls > 4000, `${calls} drawing calls compared`);
});
