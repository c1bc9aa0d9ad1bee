// Reads the display list the Swift module encodes (StageKit's DisplayListEncoding: flat
// numbers plus a UTF-8 string table; the layout is documented there) into plain objects.

const utf8 = new TextDecoder();
const roles = ["item", "control", "place", "text"];
// SeenElement.Kind, in order.
const kinds = ["button", "toggle", "segment", "slider", "textField", "menuItem", "draggable",
  "place", "text", "status", "dialog"];

/** SeenElement.States, as bits. */
export const SeenState = { selected: 1, disabled: 2, focused: 4, grabbed: 8, dropTarget: 16,
  expanded: 32 };

/**
 * Decodes `numbers` (a Float64Array) and `strings` (a Uint8Array) into
 * `{ background, items, seen, tree }`, `tree` being StageKit's AccessibilityTree:
 * `{ nodes: [{ key, parent, name, seen, seenIndex }], focus, dialog, movedFrom }`
 * (`parent`, `focus` and `dialog` are node indices, -1 for none; `name` is what a screen
 * reader says; `seen` the element, `seenIndex` where it is in `seen`). An encoding whose
 * elements only moved (the module's `elementsKnown`) needs `earlier`, the list decoded
 * before it: its tree is then earlier's with the elements' new frames and values, and
 * `movedFrom` is earlier's tree (else null). Throws an Error on malformed input.
 */
export function decodeDisplayList(numbers, strings, earlier = null) {
  // Numbers are read straight from the array, and a read past its end (undefined) is
  // caught where each item, element or node ends: a frame is decoded a few dozen times on
  // a fresh page, before the JIT has made a call per number cheap.
  const end = numbers.length;
  let i = 0;
  const whole = () => {
    if (i > end) throw new Error("display list: truncated");
  };
  const next = () => {
    if (i >= end) throw new Error("display list: truncated");
    return numbers[i++];
  };
  /** A count of things that take a number or more each. */
  const count = () => {
    const n = next();
    if (!(Number.isInteger(n) && n >= 0 && n <= end - i)) throw new Error("display list: bad count");
    return n;
  };
  const color = () => {
    const c = [numbers[i], numbers[i + 1], numbers[i + 2], numbers[i + 3]];
    i += 4;
    return c;
  };
  const point = () => {
    const p = { x: numbers[i], y: numbers[i + 1] };
    i += 2;
    return p;
  };
  const rect = () => {
    const r = { x: numbers[i], y: numbers[i + 1], width: numbers[i + 2], height: numbers[i + 3] };
    i += 4;
    return r;
  };
  // The table decoded once, each string cut from it (a decoder call per string cost more
  // than the rest of the decoding): `at` maps a byte offset to the text's index.
  const all = utf8.decode(strings);
  const at = all.length === strings.length ? null : utf16Offsets(strings);
  const string = () => {
    const start = numbers[i];
    const length = numbers[i + 1];
    i += 2;
    if (!(Number.isInteger(start) && Number.isInteger(length) && start >= 0 && length >= 0
      && start + length <= strings.length)) {
      throw new Error("display list: bad string");
    }
    return at ? all.slice(at[start], at[start + length]) : all.slice(start, start + length);
  };
  const shape = () => {
    const kind = numbers[i++];
    switch (kind) {
      case 0: return { kind: "rect", rect: rect() };
      case 1: { const r = rect(); return { kind: "roundedRect", rect: r, radius: numbers[i++] }; }
      case 2: return { kind: "ellipse", rect: rect() };
      case 3: return { kind: "line", from: point(), to: point() };
      case 4: {
        const elements = [];
        for (let k = count(); k > 0; k--) {
          const e = next();
          if (e === 0) elements.push({ op: "move", p: point() });
          else if (e === 1) elements.push({ op: "line", p: point() });
          else if (e === 2) elements.push({ op: "curve", c1: point(), c2: point(), p: point() });
          else elements.push({ op: "close" });
        }
        return { kind: "path", elements };
      }
      default: throw new Error(`display list: unknown shape ${kind}`);
    }
  };
  const version = next();
  if (version !== 5) throw new Error(`display list: unknown version ${version}`);
  const background = color();
  const items = [];
  for (let n = count(); n > 0; n--) {
    const op = numbers[i];
    const flags = numbers[i + 1];
    i += 2;
    const item = { op: "", transform: null, opacity: 1, shadow: null };
    if (flags & 1) {
      item.transform = [numbers[i], numbers[i + 1], numbers[i + 2], numbers[i + 3],
        numbers[i + 4], numbers[i + 5]];
      i += 6;
    }
    if (flags & 2) item.opacity = numbers[i++];
    if (flags & 4) {
      item.shadow = { color: color(), radius: numbers[i], dx: numbers[i + 1], dy: numbers[i + 2] };
      i += 3;
    }
    switch (op) {
      case 1: item.op = "fill"; item.shape = shape(); item.color = color(); break;
      case 2: {
        item.op = "stroke";
        item.shape = shape();
        item.color = color();
        item.width = numbers[i];
        item.round = numbers[i + 1] === 1;
        i += 2;
        item.dash = [];
        for (let k = count(); k > 0; k--) item.dash.push(numbers[i++]);
        break;
      }
      case 3: {
        item.op = "text";
        item.string = string();
        item.x = numbers[i]; item.y = numbers[i + 1];
        item.size = numbers[i + 2]; item.weight = numbers[i + 3];
        i += 4;
        item.color = color();
        item.alignment = numbers[i]; item.top = numbers[i + 1] === 1;
        const hasMaxWidth = numbers[i + 2] === 1;
        const maxWidth = numbers[i + 3];
        item.maxWidth = hasMaxWidth ? maxWidth : null;
        const hasCaret = numbers[i + 4] === 1;
        const caretOffset = numbers[i + 5];
        i += 6;
        const caretColor = color();
        item.caret = hasCaret ? { offset: caretOffset, color: caretColor } : null;
        i++; // the line limit: the lines below already keep to it
        // The lines as the Swift side broke them (TextRun.lines): drawn as they are.
        item.lines = [];
        for (let k = count(); k > 0; k--) item.lines.push(string());
        break;
      }
      case 4: item.op = "beginClip"; item.rect = rect(); break;
      case 5: item.op = "endClip"; break;
      default: throw new Error(`display list: unknown op ${op}`);
    }
    whole();
    items.push(item);
  }
  if (next() === 1) {
    if (!earlier || earlier.seen.length !== next()) {
      throw new Error("display list: elements of a list not read");
    }
    const seen = moved(earlier, numbers, i);
    i += seen.length * 4;
    for (let changed = count(); changed > 0; changed--) {
      const element = seen[next()];
      if (!element) throw new Error("display list: bad element index");
      element.value = string();
      whole();
    }
    const before = earlier.tree;
    const nodes = before.nodes.map((node) => ({ parent: node.parent, key: node.key,
      name: node.name, seen: seen[node.seenIndex], seenIndex: node.seenIndex }));
    return { background, items, seen,
      tree: { nodes, focus: before.focus, dialog: before.dialog, movedFrom: before } };
  }
  const seen = [];
  for (let n = count(); n > 0; n--) {
    const role = roles[numbers[i]];
    const kind = kinds[numbers[i + 1]];
    const states = numbers[i + 2];
    i += 3;
    const label = string();
    const name = string();
    const value = string();
    seen.push({ role, kind, states, label, name, value, frame: rect() });
    whole();
  }
  const nodes = [];
  for (let n = count(); n > 0; n--) {
    const index = numbers[i];
    const element = seen[index];
    if (!element) throw new Error("display list: bad element index");
    const parent = numbers[i + 1];
    i += 2;
    nodes.push({ parent, key: string(), name: string(), seen: element, seenIndex: index });
    whole();
  }
  const tree = { nodes, focus: next(), dialog: next(), movedFrom: null };
  return { background, items, seen, tree };
}

/** `earlier`'s elements, each at its new frame, read from `numbers` at `i`. */
function moved(earlier, numbers, i) {
  if (i + earlier.seen.length * 4 > numbers.length) throw new Error("display list: truncated");
  return earlier.seen.map((element, n) => {
    const k = i + n * 4;
    return { role: element.role, kind: element.kind, states: element.states,
      label: element.label, name: element.name, value: element.value,
      frame: { x: numbers[k], y: numbers[k + 1], width: numbers[k + 2], height: numbers[k + 3] } };
  });
}

/**
 * For each byte offset of UTF-8 `bytes` that starts a character (and the end), the index of
 * that character in the decoded text (UTF-16: a character past U+FFFF takes two).
 */
function utf16Offsets(bytes) {
  const offsets = new Uint32Array(bytes.length + 1);
  let index = 0;
  for (let k = 0; k < bytes.length; k++) {
    offsets[k] = index;
    const b = bytes[k];
    if ((b & 0xC0) !== 0x80) index += b >= 0xF0 ? 2 : 1;
  }
  offsets[bytes.length] = index;
  return offsets;
}
