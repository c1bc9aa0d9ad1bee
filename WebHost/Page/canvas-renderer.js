// Draws a decoded display list (display-list.js) with Canvas 2D, in device pixels: every
// item's transform is followed by the device pixel ratio, so the picture is sharp at any
// zoom. Text arrives broken into lines by the Swift side (TextRun.lines, as on the
// desktop); here each line is only measured with measureText, to align it, and drawn.
// The canvas is kept between frames: a frame redraws only the tiles the module says it
// changed, as the desktop does (damage.js).

import { devicePixels, reaches } from "./damage.js";

// "StageText" (style.css) is DejaVu Sans, as on the desktop, without its black-and-white
// emoji, so emoji anywhere in a run come from the colour emoji font.
const FONT_FAMILY =
  '"StageText", "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", sans-serif';
const WEIGHTS = [400, 500, 600, 700];
const LINE_HEIGHT = 1.17; // TextMetrics.lineHeightFactor
const IDENTITY = [1, 0, 0, 1, 0, 0];
const utf8 = new TextEncoder();

const cssColors = new Map(); // by colour, its CSS text (the same few colours every frame)
const css = ([r, g, b, a]) => {
  const r8 = Math.round(r * 255), g8 = Math.round(g * 255), b8 = Math.round(b * 255);
  const key = ((r8 * 256 + g8) * 256 + b8) * 4096 + Math.round(a * 4095);
  let text = cssColors.get(key);
  if (text === undefined) {
    text = `rgba(${r8},${g8},${b8},${a})`;
    if (cssColors.size > 4096) cssColors.clear();
    cssColors.set(key, text);
  }
  return text;
};

/** Waits (briefly) for the page's text font, so the first frame is drawn with it. */
export async function loadFonts() {
  if (typeof document === "undefined" || !document.fonts) return;
  const loads = ["400 16px StageText", "700 16px StageText"].map((f) => document.fonts.load(f));
  await Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, 500))]);
}

export class CanvasRenderer {
  constructor(context) {
    this.context = context;
    this.lines = new Map(); // laid-out text from the last frame, by font, width and string
    this.nextLines = new Map();
    // What the context was last given (see `set`), and what it had at each save still
    // open, so a restore puts back what is known as well as what was drawn with.
    this.current = new ContextState();
    this.transform = null;
    this.saved = [];
    // The shape the context's path holds, and the transform it was traced under: a
    // stroke of the shape just filled (a cell and its border) reuses the path.
    this.traced = null;
    this.tracedUnder = null;
  }

  /**
   * Sets a context property (fillStyle, globalAlpha, font…) unless it already has the value:
   * a canvas call costs about a microsecond, and most items draw with what the last one set.
   */
  set(name, value) {
    const current = this.current;
    if (current[name] === value) return;
    current[name] = value;
    const ctx = this.context;
    switch (name) {
      case "fillStyle": ctx.fillStyle = value; break;
      case "strokeStyle": ctx.strokeStyle = value; break;
      case "globalAlpha": ctx.globalAlpha = value; break;
      case "shadowColor": ctx.shadowColor = value; break;
      case "shadowBlur": ctx.shadowBlur = value; break;
      case "shadowOffsetX": ctx.shadowOffsetX = value; break;
      case "shadowOffsetY": ctx.shadowOffsetY = value; break;
      case "lineWidth": ctx.lineWidth = value; break;
      case "lineCap": ctx.lineCap = value; break;
      case "lineJoin": ctx.lineJoin = value; break;
      case "font": ctx.font = value; break;
      case "textBaseline": ctx.textBaseline = value; break;
      case "textAlign": ctx.textAlign = value; break;
      default: throw new Error(`canvas: no state ${name}`);
    }
  }

  /** Forgets what the context was given: another hand may have drawn since. */
  forget() {
    this.current.forget();
    this.transform = null;
    this.saved = [];
    this.untrace();
  }

  save() {
    this.context.save();
    this.saved.push({ state: this.current.copy(), transform: this.transform });
  }

  /** Puts back the state of the last save, and what is known of it. */
  restore() {
    this.context.restore();
    const saved = this.saved.pop();
    if (!saved) throw new Error("canvas: restore without a save");
    this.current = saved.state;
    this.transform = saved.transform;
  }

  /** Makes `shape` the context's path, under the transform set now. */
  trace(shape) {
    if (this.tracedUnder === this.transform && sameShape(this.traced, shape)) return;
    this.context.beginPath();
    this.addShape(shape);
    this.traced = shape;
    this.tracedUnder = this.transform;
  }

  /** The path is about to hold something else (a clip's rect). */
  untrace() {
    this.traced = null;
    this.tracedUnder = null;
  }

  /**
   * Draws a frame; `ratio` is device pixels per point. Given the frame's `damage`
   * (damage.js), it is drawn tile by tile, each tile cleared to the background and the
   * items reaching it drawn clipped to it: only the damaged tiles, keeping every other
   * pixel from the last frame (the module lists every tile when everything is to be
   * drawn). A tile is drawn by the same steps either way, so it comes out exactly as in a
   * full repaint (drawn in one pass, a shape cut by a tile's edge can come out a level off).
   * Without a damage (a picture drawn once), the whole canvas in one pass.
   */
  draw(list, ratio, damage = null) {
    const ctx = this.context;
    this.forget();
    if (!damage || damage.bounds.length !== list.items.length * 4) {
      this.paint(list, ratio, { x: 0, y: 0, width: ctx.canvas.width, height: ctx.canvas.height });
    } else {
      for (const tile of damage.tiles) {
        const pixels = devicePixels(tile, ratio);
        this.save();
        this.setTransform(IDENTITY, 1);
        this.untrace();
        ctx.beginPath();
        ctx.rect(pixels.x, pixels.y, pixels.width, pixels.height);
        ctx.clip();
        this.paint(list, ratio, pixels, (index) => reaches(damage.bounds, index, tile));
        this.restore();
      }
    }
    // Keep only the layouts this frame used.
    this.lines = this.nextLines;
    this.nextLines = new Map();
  }

  /**
   * Clears `area` (device pixels) to the background and draws the items in it: every item,
   * or those `drawn(index)` accepts (clips always).
   */
  paint(list, ratio, area, drawn = null) {
    const ctx = this.context;
    this.setTransform(IDENTITY, 1);
    this.set("globalAlpha", 1);
    this.noShadow();
    if (list.background[3] < 1) ctx.clearRect(area.x, area.y, area.width, area.height);
    this.set("fillStyle", css(list.background));
    ctx.fillRect(area.x, area.y, area.width, area.height);
    let clips = 0;
    for (let index = 0; index < list.items.length; index++) {
      const item = list.items[index];
      const t = item.transform ?? IDENTITY;
      if (item.op === "beginClip") {
        this.save();
        this.setTransform(t, ratio);
        const r = item.rect;
        this.untrace();
        ctx.beginPath();
        ctx.rect(r.x, r.y, r.width, r.height);
        ctx.clip();
        clips++;
        continue;
      }
      if (item.op === "endClip") {
        if (clips > 0) {
          this.restore();
          clips--;
        }
        continue;
      }
      if (!(item.opacity > 0) || (drawn && !drawn(index))) continue;
      // Every item sets all it draws with (through `set`, skipping what is already so),
      // so no state is saved and restored around it.
      this.setTransform(t, ratio);
      this.set("globalAlpha", Math.min(item.opacity, 1));
      if (item.shadow) this.setShadow(item.shadow, t, ratio);
      else this.noShadow();
      if (item.op === "fill") {
        this.trace(item.shape);
        this.set("fillStyle", css(item.color));
        ctx.fill();
      } else if (item.op === "stroke") {
        this.trace(item.shape);
        this.set("lineWidth", Math.max(item.width, 0));
        this.set("lineCap", item.round ? "round" : "butt");
        this.set("lineJoin", item.round ? "round" : "miter");
        this.setDash(item.dash);
        this.set("strokeStyle", css(item.color));
        ctx.stroke();
      } else if (item.op === "text") {
        this.drawText(item);
      }
    }
    while (clips-- > 0) this.restore();
  }

  setTransform(t, k) {
    const last = this.transform;
    if (last !== null && last.k === k && last.t === t) return;
    if (last !== null && last.k === k && last.t[0] === t[0] && last.t[1] === t[1]
      && last.t[2] === t[2] && last.t[3] === t[3] && last.t[4] === t[4] && last.t[5] === t[5]) {
      last.t = t;
      return;
    }
    const [a, b, c, d, tx, ty] = t;
    this.context.setTransform(a * k, b * k, c * k, d * k, tx * k, ty * k);
    this.transform = { t, k };
  }

  /** A dash pattern of no length is a solid line. */
  setDash(dashes) {
    const dash = dashes.reduce((a, b) => a + b, 0) > 0 ? dashes.join(",") : "";
    if (this.current.dash === dash) return;
    this.context.setLineDash(dash ? dashes : []);
    this.current.dash = dash;
  }

  /**
   * No shadow: no blur and no offset (a canvas draws none then), leaving the colour, whose
   * text the canvas would parse again each time it came back.
   */
  noShadow() {
    this.set("shadowBlur", 0);
    this.set("shadowOffsetX", 0);
    this.set("shadowOffsetY", 0);
  }

  /** Canvas shadows ignore the transform: offset and blur are given in device pixels. */
  setShadow(shadow, [a, b, c, d], ratio) {
    const scale = Math.sqrt(Math.abs(a * d - b * c)) * ratio;
    this.set("shadowColor", css(shadow.color));
    this.set("shadowBlur", Math.max(shadow.radius, 0) * scale);
    this.set("shadowOffsetX", (a * shadow.dx + c * shadow.dy) * ratio);
    this.set("shadowOffsetY", (b * shadow.dx + d * shadow.dy) * ratio);
  }

  addShape(shape) {
    const ctx = this.context;
    switch (shape.kind) {
      case "rect": {
        const r = shape.rect;
        ctx.rect(r.x, r.y, r.width, r.height);
        break;
      }
      case "roundedRect": {
        const r = standardized(shape.rect);
        const k = Math.max(0, Math.min(Number.isFinite(shape.radius) ? shape.radius : 0,
          r.width / 2, r.height / 2));
        if (ctx.roundRect) ctx.roundRect(r.x, r.y, r.width, r.height, k);
        else roundedRectPath(ctx, r, k);
        break;
      }
      case "ellipse": {
        const r = standardized(shape.rect);
        ctx.ellipse(r.x + r.width / 2, r.y + r.height / 2, r.width / 2, r.height / 2, 0, 0,
          2 * Math.PI);
        break;
      }
      case "line":
        ctx.moveTo(shape.from.x, shape.from.y);
        ctx.lineTo(shape.to.x, shape.to.y);
        break;
      case "path":
        for (const e of shape.elements) {
          if (e.op === "move") ctx.moveTo(e.p.x, e.p.y);
          else if (e.op === "line") ctx.lineTo(e.p.x, e.p.y);
          else if (e.op === "curve") ctx.bezierCurveTo(e.c1.x, e.c1.y, e.c2.x, e.c2.y, e.p.x, e.p.y);
          else ctx.closePath();
        }
        break;
    }
  }

  /** A run's lines (broken by the Swift side, TextRun.lines) with their widths. */
  layout(item, font) {
    const key = `${font}|${item.lines.join("\n")}`;
    let laid = this.lines.get(key) ?? this.nextLines.get(key);
    if (!laid) {
      const ctx = this.context;
      laid = item.lines.map((text) => ({ text, width: ctx.measureText(text).width }));
    }
    this.nextLines.set(key, laid);
    return laid;
  }

  drawText(item) {
    const ctx = this.context;
    const font = `${WEIGHTS[item.weight] ?? 400} ${item.size}px ${FONT_FAMILY}`;
    this.set("font", font);
    const lines = this.layout(item, font);
    const lineHeight = item.size * LINE_HEIGHT;
    const widest = lines.reduce((w, line) => Math.max(w, line.width), 0);
    const box = item.maxWidth ?? widest;
    const left = item.x - [0, box / 2, box][item.alignment];
    const top = item.top ? item.y : item.y - (lines.length * lineHeight) / 2;
    this.set("fillStyle", css(item.color));
    this.set("textBaseline", "middle");
    this.set("textAlign", "left");
    lines.forEach((line, n) => {
      const x = left + [0, (box - line.width) / 2, box - line.width][item.alignment];
      ctx.fillText(line.text, x, top + (n + 0.5) * lineHeight);
    });
    if (item.caret) {
      // The caret sits after caret.offset bytes of the (single-line) text.
      const bytes = utf8.encode(item.string).subarray(0, Math.max(item.caret.offset, 0));
      const before = new TextDecoder().decode(bytes);
      const first = lines[0] ?? { width: 0 };
      const x = left + [0, (box - first.width) / 2, box - first.width][item.alignment]
        + ctx.measureText(before).width;
      this.noShadow();
      this.set("fillStyle", css(item.caret.color));
      ctx.fillRect(x - 1, top, 2, Math.max(lineHeight, item.size));
    }
  }
}

/** Whether two decoded shapes trace the same path (paths are not compared: never the same). */
function sameShape(a, b) {
  if (a === null || a.kind !== b.kind) return false;
  switch (a.kind) {
    case "rect": case "ellipse": return sameRect(a.rect, b.rect);
    case "roundedRect": return sameRect(a.rect, b.rect) && a.radius === b.radius;
    case "line":
      return a.from.x === b.from.x && a.from.y === b.from.y && a.to.x === b.to.x
        && a.to.y === b.to.y;
    default: return false;
  }
}

const sameRect = (a, b) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

function standardized(r) {
  return {
    x: Math.min(r.x, r.x + r.width), y: Math.min(r.y, r.y + r.height),
    width: Math.abs(r.width), height: Math.abs(r.height),
  };
}

function roundedRectPath(ctx, r, k) {
  ctx.moveTo(r.x + k, r.y);
  ctx.arcTo(r.x + r.width, r.y, r.x + r.width, r.y + r.height, k);
  ctx.arcTo(r.x + r.width, r.y + r.height, r.x, r.y + r.height, k);
  ctx.arcTo(r.x, r.y + r.height, r.x, r.y, k);
  ctx.arcTo(r.x, r.y, r.x + r.width, r.y, k);
  ctx.closePath();
}

/** The context's state as last set, every field known (undefined: not known). */
class ContextState {
  constructor() { this.forget(); }

  forget() {
    this.fillStyle = undefined;
    this.strokeStyle = undefined;
    this.globalAlpha = undefined;
    this.shadowColor = undefined;
    this.shadowBlur = undefined;
    this.shadowOffsetX = undefined;
    this.shadowOffsetY = undefined;
    this.lineWidth = undefined;
    this.lineCap = undefined;
    this.lineJoin = undefined;
    this.font = undefined;
    this.textBaseline = undefined;
    this.textAlign = undefined;
    this.dash = undefined;
  }

  copy() {
    return Object.assign(new ContextState(), this);
  }
}
