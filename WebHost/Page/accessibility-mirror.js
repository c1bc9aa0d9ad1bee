// The open app's elements as real ones over the canvas (a "mirror DOM"), made each frame
// from what the scene says it shows (StageKit's SeenElement: role, kind, name, value,
// states, frame), so that screen readers, Tab, voice control and find in page reach what
// the canvas draws. Controls are buttons, sliders and text boxes; pieces, cards and emoji
// are buttons inside the places they lie in (a square, a column, the canvas). They stand
// where they are drawn, unseen, and let presses through to the canvas.
//
// Focus goes both ways: Tab, or a screen reader's cursor, on an element tells the app
// (`app.focus`), which puts its own focus ring or cursor there; when the app moves its
// focus (the arrows), the page's focus follows to the element it marks focused. Enter or
// Space on a control presses it (a tap at its centre); on a piece, card or square, and
// every other key but Tab, keys go to the app as from the canvas, so keyboard dragging
// works as it does there. Tab is left to the browser, so it leaves the app at the ends.

import { PointerKind, PointerType } from "./wasm-app.js";
import { SeenState } from "./display-list.js";

/** At most this many elements are mirrored: those in the window, in the scene's order. */
const mostElements = 1500;
/** Kinds pressed by a tap at their centre (SeenElement.Kind). */
const pressedKinds = new Set(["button", "toggle", "segment", "menuItem"]);
/** The pointer id of the mirror's taps, apart from any real pointer's. */
const mirrorPointer = 7777;

export class AccessibilityMirror {
  /**
   * Fills the page's #mirror over `canvas`. `now()` gives the time in seconds; `sendKey(e)` gives
   * a keydown to the app as the canvas would; `changed()` asks for a frame.
   */
  constructor(app, canvas, { now, sendKey, changed, fieldPressed }) {
    this.app = app;
    this.fieldPressed = fieldPressed;
    this.canvas = canvas;
    this.now = now;
    this.changed = changed;
    const root = document.getElementById("mirror");
    this.root = root;
    /** Mirrored elements by key: { element, element's seen record, signature }. */
    this.nodes = new Map();
    /** The key of the element the app marked focused in the last frame. */
    this.appFocus = null;
    root.addEventListener("focusin", (e) => this.focused(e.target));
    root.addEventListener("click", (e) => this.pressed(e.target));
    // Shift+F10 and the Menu key open the app's own menu for the item (sent as keys).
    root.addEventListener("contextmenu", (e) => e.preventDefault());
    root.addEventListener("keydown", (e) => {
      const node = this.nodeOf(e.target);
      if (!node || e.key === "Tab") return;
      const native = (e.key === "Enter" || e.key === " ") && node.element.localName === "button"
        && pressedKinds.has(node.seen.kind);
      if (!native) sendKey(e);
    });
  }

  nodeOf(element) {
    const key = element?.dataset?.key;
    return key === undefined ? null : this.nodes.get(key);
  }

  /** Tab or a screen reader put the page's focus on a mirrored element: tell the app. */
  focused(element) {
    const node = this.nodeOf(element);
    if (!node) return;
    this.app.focus(node.seen.role, node.seen.label, this.now());
    // A text field is typed into through the page's real input over it: a tap focuses it.
    if (node.seen.kind === "textField") this.tap(node.seen);
    this.changed();
  }

  /** A press and release at the centre of a seen element, as a click there. */
  tap(seen) {
    const x = seen.frame.x + seen.frame.width / 2, y = seen.frame.y + seen.frame.height / 2;
    const time = this.now();
    for (const kind of [PointerKind.down, PointerKind.up]) {
      this.app.pointer(kind, mirrorPointer, x, y, 0, 0, PointerType.mouse, time);
    }
    this.fieldPressed();
  }

  /** A click (Enter, Space, a screen reader's activation) on a mirrored element. */
  pressed(element) {
    const node = this.nodeOf(element);
    if (!node) return;
    const { seen } = node;
    if (pressedKinds.has(seen.kind)) {
      this.tap(seen);
    } else if (seen.kind !== "textField") {
      // A piece, card or square: Enter picks up or drops, as on the keyboard.
      this.app.focus(seen.role, seen.label, this.now());
      this.app.key("enter", 0, this.now());
    }
    this.changed();
  }

  /** Brings the mirror in step with a frame's seen elements (only what changed). */
  update(seen) {
    const width = this.canvas.clientWidth, height = this.canvas.clientHeight;
    // While a sheet is up, only the sheet and what it draws after it: what is behind cannot
    // be used.
    const sheetStart = Math.max(seen.findLastIndex((s) => s.kind === "dialog"), 0);
    const dialog = seen[sheetStart]?.kind === "dialog" ? seen[sheetStart] : null;
    const shown = seen.slice(sheetStart).filter((s) => s.name && s.frame.x < width
      && s.frame.y < height && s.frame.x + s.frame.width > 0 && s.frame.y + s.frame.height > 0)
      .slice(0, mostElements);
    const keys = keyEach(shown);
    const parents = placesHolding(shown);
    const active = document.activeElement;
    const hadFocus = this.root.contains(active) ? active.dataset.key
      : active === this.canvas ? "" : null;
    const kept = new Set(keys);
    for (const [key, node] of this.nodes) {
      if (!kept.has(key)) {
        node.element.remove();
        this.nodes.delete(key);
      }
    }
    const nodes = shown.map((s, i) => {
      let node = this.nodes.get(keys[i]);
      if (!node || node.element.localName !== tagOf(s.kind)) {
        node?.element.remove();
        node = { element: document.createElement(tagOf(s.kind)), seen: s, signature: "" };
        node.element.dataset.key = keys[i];
        this.nodes.set(keys[i], node);
      }
      node.seen = s;
      return node;
    });
    let appFocus = null;
    // Outer places first: one that was inside another last frame may hold it now.
    const depth = (i) => (parents[i] < 0 ? 0 : 1 + depth(parents[i]));
    const order = shown.map((_, i) => i);
    order.sort((a, b) => depth(a) - depth(b) || a - b);
    order.forEach((i) => {
      const s = shown[i];
      const node = nodes[i];
      const parent = parents[i] < 0 ? null : shown[parents[i]];
      const signature = [s.kind, s.name, s.value, s.states, s.frame.x, s.frame.y, s.frame.width,
        s.frame.height, parent ? keys[parents[i]] : ""].join("|");
      if (node.signature !== signature) {
        node.signature = signature;
        describe(node.element, s, parent);
      }
      const home = parent ? nodes[parents[i]].element : this.root;
      // A new element goes after the others of its place; one already there stays where
      // it is, so that Tab's order does not change as things are drawn over one another,
      // and the focused one keeps its focus.
      if (node.element.parentNode !== home) home.appendChild(node.element);
    });
    shown.forEach((s, i) => { if (s.states & SeenState.focused) appFocus = keys[i]; });
    this.followAppFocus(appFocus, hadFocus);
    if (dialog) this.focusInside(nodes[shown.indexOf(dialog)].element);
  }

  /** Keeps the page's focus inside an open sheet (a text field's own input may have it). */
  focusInside(box) {
    const active = document.activeElement;
    const ours = active === this.canvas || active === document.body || this.root.contains(active);
    if (ours && !box.contains(active)) {
      box.querySelector("button, [tabindex='0']")?.focus({ preventScroll: true });
    }
  }

  /**
   * The page's focus follows the app's when the app moves it (the arrows, Enter, F10's
   * menu) while the page's focus is in the mirror or on the canvas, and comes back to it
   * when the element it was on went.
   */
  followAppFocus(appFocus, hadFocus) {
    const moved = appFocus !== this.appFocus;
    this.appFocus = appFocus;
    const inMirror = hadFocus !== null;
    const lost = inMirror && hadFocus !== "" && !this.root.contains(document.activeElement);
    if (!inMirror || !(moved || lost)) return;
    const target = this.nodes.get(appFocus ?? hadFocus ?? "")?.element;
    if (target && target !== document.activeElement) {
      target.focus({ preventScroll: true });
    } else if (lost) {
      this.canvas.focus({ preventScroll: true });
    }
  }
}

/** A key for each element, unique in the frame: its role and label, then a count. */
function keyEach(seen) {
  const counts = new Map();
  return seen.map((s) => {
    const base = `${s.role}:${s.label}`;
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    return n === 0 ? base : `${base}#${n}`;
  });
}

/** Whether a frame holds the centre of another. */
function holds(f, inner) {
  const cx = inner.x + inner.width / 2, cy = inner.y + inner.height / 2;
  return cx >= f.x && cx <= f.x + f.width && cy >= f.y && cy <= f.y + f.height;
}

/** For each element, the index of the smallest place holding its centre, or -1. */
function placesHolding(seen) {
  const places = [];
  seen.forEach((s, i) => {
    if (s.role === "place" && (s.kind === "place" || s.kind === "dialog")) places.push(i);
  });
  return seen.map((s, i) => {
    const area = s.frame.width * s.frame.height;
    let best = -1, bestArea = Infinity;
    for (const p of places) {
      const f = seen[p].frame, a = f.width * f.height;
      if (p !== i && a > area && a < bestArea && holds(f, s.frame)) {
        best = p;
        bestArea = a;
      }
    }
    return best;
  });
}

function tagOf(kind) {
  return pressedKinds.has(kind) || kind === "draggable" ? "button" : "div";
}

/** The words a state adds to an element's name ("white pawn on e2, picked up"). */
const stateWords = [[SeenState.grabbed, "picked up"], [SeenState.dropTarget, "drop here"],
  [SeenState.selected, "selected"]];

/** Sets an element's role, name, states and place for a seen element. */
function describe(element, s, parent) {
  const origin = parent ? parent.frame : { x: 0, y: 0 };
  const style = element.style;
  style.left = `${s.frame.x - origin.x}px`;
  style.top = `${s.frame.y - origin.y}px`;
  style.width = `${Math.max(s.frame.width, 1)}px`;
  style.height = `${Math.max(s.frame.height, 1)}px`;
  const disabled = (s.states & SeenState.disabled) !== 0;
  const toggles = s.kind === "toggle" || s.kind === "segment";
  let name = s.name;
  for (const [bit, words] of stateWords) {
    if ((s.states & bit) && !(toggles && bit === SeenState.selected)) name += `, ${words}`;
  }
  element.dataset.kind = s.kind;
  element.toggleAttribute("data-app-focus", (s.states & SeenState.focused) !== 0);
  switch (s.kind) {
    case "slider":
      element.setAttribute("role", "slider");
      element.tabIndex = disabled ? -1 : 0;
      element.setAttribute("aria-label", s.name);
      element.setAttribute("aria-valuenow", String(parseFloat(s.value) || 0));
      element.setAttribute("aria-valuetext", s.value);
      break;
    case "textField":
      element.setAttribute("role", "textbox");
      element.tabIndex = 0;
      element.setAttribute("aria-label", s.name);
      element.textContent = s.value;
      break;
    case "place":
      element.setAttribute("role", "group");
      element.tabIndex = -1;
      element.setAttribute("aria-label", name);
      break;
    case "dialog":
      element.setAttribute("role", "dialog");
      element.setAttribute("aria-modal", "true");
      element.setAttribute("aria-label", s.name);
      break;
    case "text":
    case "status":
      element.textContent = s.name;
      break;
    default: {
      element.type = "button";
      // The name's text node first: the children that follow are elements inside it.
      const text = element.firstChild?.nodeType === Node.TEXT_NODE ? element.firstChild : null;
      if (text) text.data = name; else element.prepend(name);
      if (toggles) element.setAttribute("aria-pressed", String((s.states & SeenState.selected) !== 0));
      element.setAttribute("aria-disabled", String(disabled));
      element.toggleAttribute("aria-expanded", (s.states & SeenState.expanded) !== 0);
    }
  }
}
