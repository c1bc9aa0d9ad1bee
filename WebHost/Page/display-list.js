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
  let i = 0;
  const next = () => {
    if (i >= numbers.length) throw new Error("display list: truncated");
    return numbers[i++];
  };
  const color = () => [next(), next(), next(), next()];
  const point = () => ({ x: next(), y: next() });
  const rect = () => ({ x: next(), y: next(), width: next(), height: next() });
  // The table decoded once, each string cut from it (a decoder call per string cost more
  // than the rest of the decoding): `at` maps a byte offset to the text's index.
  const all = utf8.decode(strings);
  const at = all.length === strings.length ? null : utf16Offsets(strings);
  const string = () => {
    const start = next();
    const length = next();
    if (!(Number.isInteger(start) && Number.isInteger(length) && start >= 0 && length >= 0
      && start + length <= strings.length)) {
      throw new Error("display list: bad string");
    }
    return at ? all.slice(at[start], at[start + length]) : all.slice(start, start + length);
  };
  const shape = () => {
    const kind = next();
    switch (kind) {
      case 0: return { kind: "rect", rect: rect() };
      case 1: { const r = rect(); return { kind: "roundedRect", rect: r, radius: next() }; }
      case 2: return { kind: "ellipse", rect: rect() };
      case 3: return { kind: "line", from: point(), to: point() };
      case 4: {
        const count = next();
        const elements = [];
        for (let k = 0; k < count; k++) {
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
  const count = next();
  const items = [];
  for (let n = 0; n < count; n++) {
    const op = next();
    const flags = next();
    const item = { op: "", transform: null, opacity: 1, shadow: null };
    if (flags & 1) item.transform = [next(), next(), next(), next(), next(), next()];
    if (flags & 2) item.opacity = next();
    if (flags & 4) item.shadow = { color: color(), radius: next(), dx: next(), dy: next() };
    switch (op) {
      case 1: item.op = "fill"; item.shape = shape(); item.color = color(); break;
      case 2: {
        item.op = "stroke";
        item.shape = shape();
        item.color = color();
        item.width = next();
        item.round = next() === 1;
        const dashes = next();
        item.dash = [];
        for (let k = 0; k < dashes; k++) item.dash.push(next());
        break;
      }
      case 3: {
        item.op = "text";
        item.string = string();
        item.x = next(); item.y = next();
        item.size = next(); item.weight = next();
        item.color = color();
        item.alignment = next(); item.top = next() === 1;
        const hasMaxWidth = next() === 1;
        const maxWidth = next();
        item.maxWidth = hasMaxWidth ? maxWidth : null;
        const hasCaret = next() === 1;
        const caretOffset = next();
        const caretColor = color();
        item.caret = hasCaret ? { offset: caretOffset, color: caretColor } : null;
        next(); // the line limit: the lines below already keep to it
        // The lines as the Swift side broke them (TextRun.lines): drawn as they are.
        const lineCount = next();
        item.lines = [];
        for (let k = 0; k < lineCount; k++) item.lines.push(string());
        break;
      }
      case 4: item.op = "beginClip"; item.rect = rect(); break;
      case 5: item.op = "endClip"; break;
      default: throw new Error(`display list: unknown op ${op}`);
    }
    items.push(item);
  }
  if (next() === 1) return { background, items, ...moved(earlier, next, rect, string) };
  const seenCount = next();
  const seen = [];
  for (let n = 0; n < seenCount; n++) {
    const role = roles[next()];
    const kind = kinds[next()];
    const states = next();
    const label = string();
    const name = string();
    const value = string();
    seen.push({ role, kind, states, label, name, value, frame: rect() });
  }
  const nodeCount = next();
  const nodes = [];
  for (let n = 0; n < nodeCount; n++) {
    const index = next();
    const element = seen[index];
    if (!element) throw new Error("display list: bad element index");
    nodes.push({ parent: next(), key: string(), name: string(), seen: element,
      seenIndex: index });
  }
  const tree = { nodes, focus: next(), dialog: next(), movedFrom: null };
  return { background, items, seen, tree };
}

/**
 * `earlier`'s elements and tree, each element at the next `rect()`, then some with a new
 * value (`next()` reads a number, `string()` a string).
 */
function moved(earlier, next, rect, string) {
  if (!earlier || earlier.seen.length !== next()) {
    throw new Error("display list: elements of a list not read");
  }
  const seen = earlier.seen.map((element) => ({ ...element, frame: rect() }));
  for (let changed = next(); changed > 0; changed--) {
    const element = seen[next()];
    if (!element) throw new Error("display list: bad element index");
    element.value = string();
  }
  const before = earlier.tree;
  const nodes = before.nodes.map((node) => ({ ...node, seen: seen[node.seenIndex] }));
  return { seen, tree: { nodes, focus: before.focus, dialog: before.dialog, movedFrom: before } };
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
