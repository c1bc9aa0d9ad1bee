// The open app's elements as real ones over the canvas (a "mirror DOM"), made each frame
// from its accessibility tree (StageKit's AccessibilityTree, built in Swift from what the
// scene says it shows: which elements, their keys, places, names, focus and dialog), so
// that screen readers, Tab, voice control and find in page reach what the canvas draws.
// Controls are buttons, sliders and text boxes; pieces, cards and emoji are buttons inside
// the places they lie in (a square, a column, the canvas). They stand where they are
// drawn, unseen, and let presses through to the canvas.
//
// Focus goes both ways: Tab, or a screen reader's cursor, on an element tells the app
// (`app.focus`), which puts its own focus ring or cursor there; when the app moves its
// focus (the arrows), the page's focus follows to the element it marks focused. Enter or
// Space on a control presses it (a tap at its centre); on a piece, card or square, and
// every other key but Tab, keys go to the app as from the canvas, so keyboard dragging
// works as it does there. Tab is left to the browser, so it leaves the app at the ends.

import { PointerKind, PointerType } from "./wasm-app.js";
import { SeenState } from "./display-list.js";

/** Kinds pressed by a tap at their centre (SeenElement.Kind). */
const pressedKinds = new Set(["button", "toggle", "segment", "menuItem"]);
/** Kinds whose element tells its value (`describe`). */
const valueShown = new Set(["slider", "textField"]);
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
    /** Mirrored elements by key: { element, element's seen record, signature, place }. */
    this.nodes = new Map();
    /** The last tree mirrored, and its nodes' mirrored elements in its order. */
    this.tree = null;
    this.mirrored = [];
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

  /**
   * Brings the mirror in step with a frame's accessibility tree (StageKit's
   * AccessibilityTree, as display-list.js decodes it: which elements show, their keys, the
   * places they lie in, their spoken names, the focus and an open dialog), touching only
   * what changed.
   */
  update(tree) {
    const { nodes, focus, dialog } = tree;
    if (tree.movedFrom && tree.movedFrom === this.tree) {
      // The same elements, some of them elsewhere or with a new value (a drag): only
      // those change.
      this.tree = tree;
      for (let i = 0; i < nodes.length; i++) {
        const { seen, parent, name } = nodes[i];
        const node = this.mirrored[i];
        const holder = parent < 0 ? null : nodes[parent];
        if (seen.value !== node.seen.value) {
          const signature = signatureOf(seen, name, holder);
          if (node.signature !== signature) describe(node.element, seen, name);
          node.signature = signature;
        }
        node.seen = seen;
        place(node, seen, holder?.seen);
      }
      return;
    }
    const active = document.activeElement;
    const hadFocus = this.root.contains(active) ? active.dataset.key
      : active === this.canvas ? "" : null;
    const kept = new Set(nodes.map((n) => n.key));
    for (const [key, node] of this.nodes) {
      if (!kept.has(key)) {
        node.element.remove();
        this.nodes.delete(key);
      }
    }
    const mirrored = nodes.map(({ key, seen }) => {
      let node = this.nodes.get(key);
      if (!node || node.element.localName !== tagOf(seen.kind)) {
        node?.element.remove();
        node = { element: document.createElement(tagOf(seen.kind)), seen, signature: "",
          place: null };
        node.element.dataset.key = key;
        this.nodes.set(key, node);
      }
      node.seen = seen;
      return node;
    });
    // Outer places first: one that was inside another last frame may hold it now.
    const depths = [];
    const depth = (i) => (depths[i] ??= nodes[i].parent < 0 ? 0 : 1 + depth(nodes[i].parent));
    const order = nodes.map((_, i) => i);
    order.sort((a, b) => depth(a) - depth(b) || a - b);
    for (const i of order) {
      const { seen: s, name, parent } = nodes[i];
      const node = mirrored[i];
      const holder = parent < 0 ? null : nodes[parent];
      const signature = signatureOf(s, name, holder);
      if (node.signature !== signature) {
        node.signature = signature;
        describe(node.element, s, name);
      }
      place(node, s, holder?.seen);
      const home = holder ? mirrored[parent].element : this.root;
      // A new element goes after the others of its place; one already there stays where
      // it is, so that Tab's order does not change as things are drawn over one another,
      // and the focused one keeps its focus.
      if (node.element.parentNode !== home) home.appendChild(node.element);
    }
    this.tree = tree;
    this.mirrored = mirrored;
    this.followAppFocus(focus < 0 ? null : nodes[focus].key, hadFocus);
    if (dialog >= 0) this.focusInside(mirrored[dialog].element);
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

function tagOf(kind) {
  return pressedKinds.has(kind) || kind === "draggable" ? "button" : "div";
}

/** What a mirrored element is told of its seen element `s` (`describe`), inside `holder`. */
function signatureOf(s, name, holder) {
  const value = valueShown.has(s.kind) ? s.value : "";
  return [s.kind, name, value, s.states, holder ? holder.key : ""].join("|");
}

/**
 * Puts a mirrored node's element where its seen element `s` is drawn, inside the element
 * of `parent` (a seen element, or null for the window), unless it stands there already.
 */
function place(node, s, parent) {
  const left = s.frame.x - (parent ? parent.frame.x : 0);
  const top = s.frame.y - (parent ? parent.frame.y : 0);
  const width = Math.max(s.frame.width, 1), height = Math.max(s.frame.height, 1);
  const at = node.place;
  if (at && at.left === left && at.top === top && at.width === width && at.height === height) {
    return;
  }
  node.place = { left, top, width, height };
  const style = node.element.style;
  style.left = `${left}px`;
  style.top = `${top}px`;
  style.width = `${width}px`;
  style.height = `${height}px`;
}

/**
 * Sets an element's role, name and states for a seen element `s`, which a screen reader
 * calls `name` (its name with the states its role cannot tell).
 */
function describe(element, s, name) {
  const disabled = (s.states & SeenState.disabled) !== 0;
  const toggles = s.kind === "toggle" || s.kind === "segment";
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
