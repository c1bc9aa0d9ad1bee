// The page's host for the Swift module: input in (Pointer Events with capture for mouse,
// touch and pen; keys and typed text; the wheel, ctrl+wheel zooming as a trackpad pinch
// does; the canvas's size and pixel ratio), the picture out (canvas-renderer.js). A real
// <input> stands over a focused text field (text-field-mirror.js), and other tabs' changes
// to kept work are followed (saved-state.js). What the app says for screen readers goes
// to a live region (live-region.js), and what it shows is mirrored as real elements over
// the canvas for screen readers and the keyboard's Tab (accessibility-mirror.js). Copy and
// paste go through the browser's clipboard (clipboard.js).
// Animation frames are requested only while something moves, so an idle page costs nothing.

import { WasmApp, PointerKind, PointerType, keyName, modifierBits } from "./wasm-app.js";
import { CanvasRenderer, loadFonts } from "./canvas-renderer.js";
import { followOtherTabs, pageStorage } from "./saved-state.js";
import { TextFieldMirror } from "./text-field-mirror.js";
import { BrowserFiles } from "./browser-files.js";
import { LiveRegion } from "./live-region.js";
import { AccessibilityMirror } from "./accessibility-mirror.js";
import { Clipboard } from "./clipboard.js";

const scriptStartMs = performance.now(); // since navigation start
const canvas = document.getElementById("stage");
const context = canvas.getContext("2d");
const renderer = new CanvasRenderer(context);
const now = () => performance.now() / 1000;

const statusBar = document.getElementById("status");
const statusText = document.getElementById("status-text");
document.getElementById("status-close").addEventListener("click", () => {
  statusBar.hidden = true;
  canvas.focus();
});

/** Shows a sentence over the app (storage and file problems), and says it to screen readers. */
function report(sentence) {
  statusText.textContent = sentence;
  statusBar.hidden = false;
  console.warn(sentence);
}

const files = new BrowserFiles((name, bytes) => {
  const taken = app.receiveFile(name, bytes, now());
  requestFrame();
  return taken;
}, report);
files.acceptDrops(canvas);

let storage = null;
try { storage = window.localStorage; } catch { /* blocked: nothing is kept */ }
// Blocked storage keeps nothing, so leaving with unsaved work still asks first.
const saved = storage ? pageStorage(storage, report)
  : { getItem: () => null, setItem() { throw new Error("blocked"); }, removeItem() {} };

const [app] = await Promise.all([
  WasmApp.load(await fetch("app.wasm"), files, saved), loadFonts()]);
window.webApp = app; // for tests and the console

let ratio = window.devicePixelRatio || 1;
let scheduled = false;
// The canvas is new or was cleared by a resize: the next frame draws all of it.
let whole = true;
let lastList = null;
/**
 * Damage-only frames (on unless a test turns them off, to time full repaints), and a
 * full repaint of the last frame over the kept canvas, for tests to compare.
 */
const damageFrames = { enabled: true,
  redrawWhole: () => {
    const { list, damage } = app.wholeFrame();
    renderer.draw(list, ratio, damage);
  } };
window.webDamage = damageFrames;
let shownName = null;
const stats = { frames: 0, lastSwiftMs: 0, lastDrawMs: 0, scriptStartMs,
  loadedMs: performance.now() };
window.webStats = stats;

function requestFrame() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(frame);
}

function frame() {
  scheduled = false;
  const started = performance.now();
  const moving = app.tick(now());
  // A frame drawn by someone else (a test, the console) moved the module's damage on
  // from a frame the canvas never showed.
  if (app.frames !== lastList?.frame) whole = true;
  // The last frame's times, for the frame-time overlay F12 shows. Unless every tile is to
  // be drawn, the list holds only the items the damaged tiles need.
  const wholeCanvas = whole || !damageFrames.enabled;
  const list = stats.frames > 0
    ? app.frame(stats.lastSwiftMs, stats.lastDrawMs, wholeCanvas) : app.frame(NaN, NaN, true);
  const damage = app.damage();
  const drawn = performance.now();
  renderer.draw(list, ratio, damage);
  whole = false;
  lastList = list;
  list.frame = app.frames;
  stats.lastTiles = damage.everything ? -1 : damage.tiles.length; // -1: every tile
  stats.frames++;
  if (stats.frames === 1) stats.firstFrameMs = performance.now(); // since navigation start
  stats.lastSwiftMs = drawn - started;
  stats.lastDrawMs = performance.now() - drawn;
  stats.seen = list.seen;
  stats.tree = list.tree;
  mirror.update(list.tree);
  showName();
  announce();
  textField.update(false, true);
  if (moving) requestFrame();
  else app.keep();
}

const liveRegion = new LiveRegion(document.getElementById("announcements"));

/** Passes a new announcement (a keyboard step, a move, a repeat) to screen readers. */
function announce() {
  liveRegion.say(app.announcement(), app.announcementCount());
}

/** Keeps the address (#pentominoes …) and the title in step with the open app. */
function showName() {
  const name = app.appName();
  if (name === shownName) return;
  const before = shownName;
  shownName = name;
  liveRegion.clear(); // the last app's sentence is not this one's
  if (location.hash.slice(1) !== name) showAddress(name, before);
  document.title = name ? `${titleOf(name)} · Drag & Drop Demos` : "Drag & Drop Demos";
  document.getElementById("app-title").textContent = name ? titleOf(name) : "Drag & Drop Demos";
  const notice = app.restore();
  if (notice) report(notice);
  requestFrame();
}

/**
 * Puts the open app in the address. An app opened from the cards gets a history entry of
 * its own; coming back to the cards goes back over it (or replaces the entry of an app the
 * page was opened on), so that Back then leaves the site rather than reopening the app.
 */
function showAddress(name, before) {
  if (name) {
    if (before === "") history.pushState({ fromCards: true }, "", `#${name}`);
    else history.replaceState(history.state, "", `#${name}`);
  } else if (history.state?.fromCards) {
    history.back();
  } else {
    history.replaceState(null, "", location.pathname + location.search);
  }
}

const titleOf = (name) =>
  name.split("-").filter((w) => w).map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");

function open(name) {
  const started = performance.now();
  if (!app.start(name)) app.start("");
  // A phone: the first frame's hints speak of taps (InputDevice.touchScreen).
  if (matchMedia("(pointer: coarse)").matches) {
    app.pointer(PointerKind.cancel, -1, 0, 0, 0, 0, PointerType.touch, now());
  }
  stats.startMs = performance.now() - started;
  shownName = null;
  resize();
}

function resize() {
  const box = canvas.getBoundingClientRect();
  ratio = window.devicePixelRatio || 1;
  canvas.width = Math.max(1, Math.round(box.width * ratio));
  canvas.height = Math.max(1, Math.round(box.height * ratio));
  whole = true; // setting the canvas's size cleared it
  app.resize(box.width, box.height, ratio, now());
  requestFrame();
}

function location_(e) {
  const box = canvas.getBoundingClientRect();
  return [e.clientX - box.left, e.clientY - box.top];
}

const pointerTypes = { mouse: PointerType.mouse, touch: PointerType.touch, pen: PointerType.pen };

function sendPointer(kind, e) {
  const [x, y] = location_(e);
  const button = kind === PointerKind.move ? 0 : Math.max(e.button, 0);
  app.pointer(kind, e.pointerId, x, y, button, modifierBits(e), pointerTypes[e.pointerType] ?? 0,
    now());
  requestFrame();
}

canvas.addEventListener("pointerdown", (e) => {
  canvas.focus();
  canvas.setPointerCapture(e.pointerId);
  sendPointer(PointerKind.down, e);
  e.preventDefault();
});
canvas.addEventListener("pointermove", (e) => {
  // Every sample since the last event, so fast drags follow the finger closely.
  const samples = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
  if (samples.length > 1) for (const s of samples) sendPointer(PointerKind.move, s);
  else sendPointer(PointerKind.move, e);
});
canvas.addEventListener("pointerup", (e) => sendPointer(PointerKind.up, e));
canvas.addEventListener("pointercancel", (e) => sendPointer(PointerKind.cancel, e));
canvas.addEventListener("contextmenu", (e) => e.preventDefault());

canvas.addEventListener("wheel", (e) => {
  e.preventDefault();
  const [x, y] = location_(e);
  // Notches: 40 px of scrolling pans one notch; with ctrl (a trackpad pinch arrives as
  // ctrl+wheel), 100 px zooms one notch. Lines and pages count as the wheel's own notches.
  const unit = e.deltaMode === 1 ? 3 : e.deltaMode === 2 ? 1 : e.ctrlKey ? 100 : 40;
  app.wheel(-e.deltaX / unit, -e.deltaY / unit, x, y, modifierBits(e), now());
  requestFrame();
}, { passive: false });

// Browser shortcuts the apps also use, kept from the browser while the canvas has focus.
const appShortcuts = new Set(["z", "y", "s", "o", "a", "d", "e", "n"]);

/** Gives a key to the app, and what it types (the canvas's keys, and the mirror's). */
function sendKey(e) {
  const name = keyName(e);
  if (!name || clipboard.takesKey(e, name, modifierBits(e))) return;
  const command = e.ctrlKey || e.metaKey;
  if (!command || appShortcuts.has(name)) e.preventDefault();
  const time = now();
  app.key(name, modifierBits(e), time);
  // Typed text, as the desktop's text input events (a focused field's input passes its
  // own, compositions included).
  if (!command && !e.altKey && [...e.key].length === 1) app.text(e.key, time);
  requestFrame();
}

// Tab is the browser's: it goes on to the app's elements in the mirror, and out at the end.
canvas.addEventListener("keydown", (e) => { if (e.key !== "Tab") sendKey(e); });

new ResizeObserver(resize).observe(canvas);
window.addEventListener("resize", resize);
window.addEventListener("hashchange", () => {
  const name = location.hash.slice(1);
  if (name !== app.appName()) open(name);
});
window.addEventListener("popstate", () => {
  const name = location.hash.slice(1);
  if (name !== app.appName()) open(name);
});
window.addEventListener("pagehide", () => app.keep());
window.addEventListener("beforeunload", (e) => {
  // Work kept in localStorage is not lost by leaving, so only unkept work asks first.
  if (app.hasUnsavedChanges() && !app.keep()) e.preventDefault();
});

// After the canvas's own handlers, so that it sees what a press or key did to the app.
const textField = new TextFieldMirror(app, canvas, { now, changed: requestFrame });
const clipboard = new Clipboard(document, app, { now, changed: requestFrame });
const mirror = new AccessibilityMirror(app, canvas, { now, sendKey, changed: requestFrame,
  fieldPressed: () => textField.update(true) });
if (storage) followOtherTabs(window, storage, app, report, requestFrame);

open(location.hash.slice(1));
canvas.focus();
document.body.dataset.ready = "true";
