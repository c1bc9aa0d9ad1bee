// Keeps each app's work (a Pentominoes or Chess game, an Emoji Art picture, a board) in
// localStorage between visits, in the desktop's own formats, read back by the Swift module
// with the desktop's checks.
// A kept text that cannot be read is set aside under another key and reported, never
// overwritten, and the app starts afresh.

const prefix = "drag-and-drop-demos/";

/** The localStorage key of an app's kept work ("drag-and-drop-demos/pentominoes"). */
export const keptKey = (name) => `${prefix}${name}`;

/** What an app's work is called in a sentence ("picture" for Emoji Art, "board" for the
 * Board, else "game"). */
const workOf = (title) => ({ "Emoji Art": "picture", Board: "board" })[title] ?? "game";

/** The kept work named in a sentence: "Chess game", "Emoji Art picture", "board". */
const keptWorkOf = (title) => (title === "Board" ? "board" : `${title} ${workOf(title)}`);

export class KeptWork {
  /**
   * `app`: the WasmApp; `storage`: localStorage (or a stand-in); `report(sentence)`: shows a
   * sentence to the user.
   */
  constructor(app, storage, report) {
    this.app = app;
    this.storage = storage;
    this.report = report;
    this.name = "";
    this.last = null;
    this.frozen = new Set(); // apps whose unreadable text could not be moved aside
  }

  /** The app `name` was just opened: restores its kept work, if any. */
  restore(name, title) {
    this.name = name;
    this.last = null;
    if (!name) return;
    const key = keptKey(name);
    let text = null;
    try { text = this.storage.getItem(key); } catch { return; }
    if (text === null) return;
    const problem = this.app.restore(text);
    if (!problem) {
      this.last = text;
      return;
    }
    const aside = `${key}.unreadable-${new Date().toISOString()}`;
    try {
      this.storage.setItem(aside, text);
      this.storage.removeItem(key);
      this.report(`Your kept ${keptWorkOf(title)} could not be read (${problem}); it was ` +
        `set aside as “${aside}” in this browser's storage, and a new ${workOf(title)} starts.`);
    } catch {
      this.frozen.add(name);
      this.report(`Your kept ${keptWorkOf(title)} could not be read (${problem}) nor set ` +
        `aside; a new ${workOf(title)} starts and is not kept.`);
    }
  }

  /** Keeps the open app's work now; says whether all of it is in storage. */
  keepNow() {
    this.keep();
    if (!this.name || this.frozen.has(this.name)) return false;
    const text = this.app.keptText();
    return text !== "" && text === this.last;
  }

  /** Writes the open app's work when it changed since it was last kept. */
  keep() {
    if (!this.name || this.frozen.has(this.name)) return;
    const text = this.app.keptText();
    if (!text || text === this.last) return;
    try {
      this.storage.setItem(keptKey(this.name), text);
      this.last = text;
    } catch (error) {
      this.frozen.add(this.name);
      this.report(`This browser would not keep your work (${error.name}); it is not kept.`);
    }
  }
}
