// The Swift module (app.wasm) behind a small JavaScript class: strings in through its
// input buffer, the encoded display list and texts out of its memory. Runs in browsers
// and in Node (the checks in test/).

import { decodeDisplayList } from "./display-list.js";
import { decodeDamage } from "./damage.js";
import { memoryStorage } from "./saved-state.js";

const utf8In = new TextEncoder();
const utf8Out = new TextDecoder();

/** Modifier bits as the module reads them. */
export function modifierBits(e) {
  return (e.shiftKey ? 1 : 0) | (e.ctrlKey ? 2 : 0) | (e.altKey ? 4 : 0) | (e.metaKey ? 8 : 0);
}

const keyNames = {
  Escape: "escape", Enter: "enter", Tab: "tab", Backspace: "backspace", Delete: "delete",
  " ": "space", ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down",
  Home: "home", End: "end", PageUp: "pageup", PageDown: "pagedown", ContextMenu: "menu",
};

/** A keyboard event's key by the module's name for it ("enter", "f2", "a"), or null. */
export function keyName(e) {
  const name = keyNames[e.key];
  if (name) return name;
  if (/^F\d{1,2}$/.test(e.key)) return e.key.toLowerCase();
  if ([...e.key].length === 1) return e.key.toLowerCase();
  return null;
}

export const PointerKind = { down: 0, move: 1, up: 2, cancel: 3 };
export const PointerType = { mouse: 0, touch: 1, pen: 2 };

/**
 * What the page does with files the module hands out: `saveFile(name, bytes)` downloads
 * bytes, `exportPicture(name, list, width, height)` renders a decoded display list into a
 * PNG and downloads it, `chooseFile()` shows a file chooser (the file chosen goes back with
 * `receiveFile`). Without a page (Node), they do nothing.
 */
const noFiles = { saveFile() {}, exportPicture() {}, chooseFile() {} };

export class WasmApp {
  /**
   * Instantiates the module from bytes (ArrayBuffer or typed array) or a fetch Response;
   * `files` handles the files it hands out (see `noFiles`); `storage` (localStorage, or a
   * stand-in with its getItem, setItem and removeItem) keeps each app's saved state.
   */
  static async load(source, files = noFiles, storage = memoryStorage()) {
    let memory = null;
    let exports = null;
    const bytes = (pointer, length) => new Uint8Array(memory.buffer, pointer, length);
    const text = (pointer, length) => utf8Out.decode(bytes(pointer, length));
    /** Puts `value` in the module's input buffer; returns its length in bytes. */
    const putText = (value) => {
      const encoded = utf8In.encode(value);
      new Uint8Array(memory.buffer, exports.input(encoded.length), encoded.length).set(encoded);
      return encoded.length;
    };
    const imports = {
      env: {
        randomFill(pointer, length) {
          for (let at = 0; at < length; at += 65536) {
            const n = Math.min(65536, length - at);
            crypto.getRandomValues(new Uint8Array(memory.buffer, pointer + at, n));
          }
        },
        log(pointer, length) {
          console.log(utf8Out.decode(bytes(pointer, length)));
        },
        saveFile(name, nameLength, pointer, length) {
          files.saveFile(utf8Out.decode(bytes(name, nameLength)), bytes(pointer, length).slice());
        },
        exportPicture(name, nameLength, numbers, count, strings, length, width, height) {
          const list = decodeDisplayList(
            new Float64Array(memory.buffer, numbers, count).slice(),
            bytes(strings, length).slice());
          files.exportPicture(utf8Out.decode(bytes(name, nameLength)), list, width, height);
        },
        chooseFile() {
          files.chooseFile();
        },
        today() {
          const day = new Date();
          return day.getFullYear() * 10000 + (day.getMonth() + 1) * 100 + day.getDate();
        },
        // Saved state (BrowserSavedState in the module): -1 for none, or a refusal.
        storageLoad(key, keyLength) {
          try {
            const item = storage.getItem(text(key, keyLength));
            return item === null ? -1 : putText(item);
          } catch {
            return -1;
          }
        },
        storageSave(key, keyLength, pointer, length) {
          try {
            storage.setItem(text(key, keyLength), text(pointer, length));
            return 0;
          } catch {
            return 1;
          }
        },
        storageSetAside(key, keyLength, why, whyLength) {
          try {
            const name = text(key, keyLength);
            const item = storage.getItem(name);
            if (item === null) return -1;
            const stamp = `${name}.${text(why, whyLength)}-${new Date().toISOString()}`;
            let aside = stamp;
            for (let n = 2; storage.getItem(aside) !== null; n++) aside = `${stamp}-${n}`;
            storage.setItem(aside, item);
            storage.removeItem(name);
            return putText(aside);
          } catch {
            return -1;
          }
        },
      },
    };
    let result;
    if (typeof Response !== "undefined" && source instanceof Response) {
      try {
        result = await WebAssembly.instantiateStreaming(source.clone(), imports);
      } catch {
        result = await WebAssembly.instantiate(await source.arrayBuffer(), imports);
      }
    } else {
      result = await WebAssembly.instantiate(source, imports);
    }
    memory = result.instance.exports.memory;
    exports = result.instance.exports;
    return new WasmApp(result.instance);
  }

  constructor(instance) {
    this.exports = instance.exports;
    this.memory = instance.exports.memory;
    /** How many frames the module has drawn (its damage is against the one before). */
    this.frames = 0;
    /** The list decoded from the module's last encoding, if it was decoded here: the
     *  next frame's elements may come as frames of these. */
    this.last = null;
  }

  putString(text) {
    const bytes = utf8In.encode(text);
    const pointer = this.exports.input(bytes.length);
    new Uint8Array(this.memory.buffer, pointer, bytes.length).set(bytes);
    return bytes.length;
  }

  readText(header) {
    const [pointer, length] = new Uint32Array(this.memory.buffer, header, 2);
    return utf8Out.decode(new Uint8Array(this.memory.buffer, pointer, length));
  }

  /** Starts afresh on the cards (""), or with the named app open; false if unknown. */
  start(name = "") { return this.exports.start(this.putString(name)) === 1; }
  resize(width, height, pixelRatio, time) { this.exports.resize(width, height, pixelRatio, time); }
  pointer(kind, id, x, y, button, modifiers, type, time) {
    this.exports.pointer(kind, id, x, y, button, modifiers, type, time);
  }
  key(name, modifiers, time) { this.exports.key(this.putString(name), modifiers, time); }
  text(typed, time) { this.exports.text(this.putString(typed), time); }
  /** Text from the clipboard (a paste); false when there was none to hand the app. */
  paste(text, time) { return this.exports.paste(this.putString(text), time) === 1; }
  /** What the app copied since last asked, as text for the clipboard, or "". */
  copiedText() { return this.readText(this.exports.copiedText()); }
  /** The page's mirror put the keyboard's focus on a seen element (role, label). */
  focus(role, label, time) {
    this.exports.focus(["item", "control", "place", "text"].indexOf(role),
      this.putString(label), time);
  }
  wheel(dx, dy, x, y, modifiers, time) { this.exports.wheel(dx, dy, x, y, modifiers, time); }
  /** Advances animations; true while something still moves. */
  tick(time) { return this.exports.tick(time) === 1; }

  /**
   * The picture's encoding as views into the module's memory (valid until the next call).
   * `sceneMs` and `drawingMs`, the last frame's times in the module and in drawing, go to
   * the F12 frame-time overlay (left out, none is recorded). With `whole` false the items
   * are only those the frame's damaged tiles need (see `damage()`), as a page redrawing
   * only those tiles draws. The elements come whole.
   */
  frameBuffers(sceneMs = NaN, drawingMs = NaN, whole = true) {
    this.last = null;
    return this.encoded(sceneMs, drawingMs, whole, false);
  }

  encoded(sceneMs, drawingMs, whole, elementsKnown) {
    const header = this.exports.frame(sceneMs, drawingMs, (whole ? 1 : 0) | (elementsKnown ? 2 : 0));
    this.frames++;
    return this.buffers(header);
  }

  buffers(header) {
    const [numbers, count, strings, length] = new Uint32Array(this.memory.buffer, header, 4);
    return {
      numbers: new Float64Array(this.memory.buffer, numbers, count),
      strings: new Uint8Array(this.memory.buffer, strings, length),
    };
  }

  /** The picture as `{ background, items, seen, tree }` (see display-list.js; the times
   *  and `whole` as for `frameBuffers`). */
  frame(sceneMs = NaN, drawingMs = NaN, whole = true) {
    const earlier = this.last;
    this.last = null; // until this frame is read
    const { numbers, strings } = this.encoded(sceneMs, drawingMs, whole, earlier !== null);
    this.last = decodeDisplayList(numbers, strings, earlier);
    return this.last;
  }

  /**
   * The last frame again with all its items, and its damage with every item's bounds:
   * `{ list, damage }`, for a test to repaint it whole.
   */
  wholeFrame() {
    const { numbers, strings } = this.buffers(this.exports.wholeFrame());
    // The same frame's elements as `last` holds: the next frame may still send them moved.
    return { list: decodeDisplayList(numbers, strings), damage: this.damage() };
  }

  /**
   * The tiles the last `frame()` changed, with where each of its items draws:
   * `{ everything, tiles, bounds }` (damage.js).
   */
  damage() {
    const header = this.exports.damage();
    const [pointer, count] = new Uint32Array(this.memory.buffer, header, 2);
    return decodeDamage(new Float64Array(this.memory.buffer, pointer, count));
  }

  /**
   * Plays a replay file's text (the desktop's `--replay` format) through the module with the
   * Swift code the desktop uses; returns "" or the first malformed line's error.
   */
  replay(script) { return this.readText(this.exports.replay(this.putString(script))); }
  /** The open app's state summary (the desktop's --print-state text). */
  state() { return this.readText(this.exports.state()); }
  /** The open app's name for the address ("pentominoes", "emoji-art"), "" on the cards. */
  appName() { return this.readText(this.exports.appName()); }
  /** The open app's last announcement for screen readers ("" if none). */
  announcement() { return this.readText(this.exports.announcement()); }
  /** How many announcements the open app has made: a change is a new one, even if equal. */
  announcementCount() { return this.exports.announcementCount(); }
  /** The open app's kept work (a saved game's text), "" when it keeps nothing. */
  savedStateText() { return this.readText(this.exports.savedStateText()); }
  /**
   * Restores the open app from its saved state in `storage`; returns "" or the sentence
   * saying why it could not be read and where it was set aside.
   */
  restore() { return this.readText(this.exports.restore()); }
  /** Keeps the open app's work in `storage` if it changed; true when all of it is there. */
  keep() { return this.exports.keep() === 1; }
  /**
   * Hands the open app a file (`name`, its bytes as a Uint8Array); false when the app takes
   * no files. One that does says in its status line what became of it.
   */
  receiveFile(name, contents, time) {
    const nameBytes = utf8In.encode(name);
    const pointer = this.exports.input(nameBytes.length + contents.length);
    const into = new Uint8Array(this.memory.buffer, pointer, nameBytes.length + contents.length);
    into.set(nameBytes);
    into.set(contents, nameBytes.length);
    return this.exports.receiveFile(nameBytes.length, contents.length, time) === 1;
  }
  hasUnsavedChanges() { return this.exports.hasUnsavedChanges() === 1; }

  /**
   * The text field typing goes into, as the open app draws it: `{ x, y, width, height }`
   * in CSS pixels, `selectionStart` and `selectionEnd` in UTF-16 code units (as an
   * `<input>` counts), `placeholder` and `text`; null when no field is focused. With
   * `lastFrame`, as the last `frame()` drew it (nothing is drawn again).
   */
  focusedTextField(lastFrame = false) {
    const record = this.readText(this.exports.focusedTextField(lastFrame ? 0 : 1));
    if (!record) return null;
    const [numbers, placeholder] = record.split("\n", 2);
    const text = record.slice(numbers.length + placeholder.length + 2);
    const [x, y, width, height, selectionStart, selectionEnd] = numbers.split(" ").map(Number);
    return { x, y, width, height, selectionStart, selectionEnd, placeholder, text };
  }

  /**
   * Hands the focused field the whole `value` of a text box over it, the caret `caret`
   * UTF-16 code units in; the field takes the difference (a letter, a word autocorrected,
   * a deletion). False when no field is focused or nothing changed.
   */
  editText(value, caret, time) {
    return this.exports.editText(this.putString(value), caret, time) === 1;
  }

  /** The open app's localStorage key for its kept work; "" when it keeps none. */
  savedStateKey() { return this.readText(this.exports.savedStateKey()); }

  /**
   * Another tab changed the open app's kept work: this tab takes it when it has nothing of
   * its own waiting to be kept, else sets the other's aside. Returns the sentence to show,
   * or "" when nothing changed here.
   */
  keptInAnotherTab() { return this.readText(this.exports.keptInAnotherTab()); }
}
