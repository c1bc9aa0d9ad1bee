// The browser's clipboard for the apps, as SDL's is on the desktop: ctrl+v's paste event
// hands the open app the clipboard's text (Emoji Art adds the emoji in it; a field takes it
// as typed), and ctrl+c's and ctrl+x's copy and cut events take what the app copied
// (WebApp/ClipboardExports.swift). A real text box's own events (the input over a focused
// field) stay the browser's.

/** The most text a paste hands the app, in UTF-16 units (the app cuts at 64 KiB). */
const largestPaste = 65536;

/** Whether an event belongs to a real text box, where the browser's own editing rules. */
function inTextBox(e) {
  const t = e.target;
  return t?.localName === "input" || t?.localName === "textarea" || t?.isContentEditable === true;
}

export class Clipboard {
  /** Follows `doc`'s clipboard events; `now()` gives seconds, `changed()` asks for a frame. */
  constructor(doc, app, { now, changed }) {
    this.app = app;
    this.now = now;
    this.changed = changed;
    /** A ctrl+v whose paste event has not come yet. */
    this.pending = null;
    for (const kind of ["copy", "cut"]) {
      doc.addEventListener(kind, (e) => {
        if (inTextBox(e)) return;
        const text = app.copiedText();
        if (!text) return;
        e.clipboardData.setData("text/plain", text);
        e.preventDefault();
      });
    }
    doc.addEventListener("paste", (e) => {
      if (inTextBox(e)) return;
      e.preventDefault();
      const modifiers = this.pending ?? 2;
      this.pending = null;
      const text = (e.clipboardData?.getData("text/plain") ?? "").slice(0, largestPaste);
      if (!app.paste(text, now())) app.key("v", modifiers, now());
      changed();
    });
  }

  /**
   * Takes ctrl+v (or cmd+v) from a keydown: the paste event that follows brings the text.
   * Should none come (a browser that keeps its clipboard), the app gets the key itself, for
   * its own clipboard. Returns whether it took the key.
   */
  takesKey(e, name, modifiers) {
    if (name !== "v" || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return false;
    this.pending = modifiers;
    setTimeout(() => {
      if (this.pending === null) return;
      this.app.key("v", this.pending, this.now());
      this.pending = null;
      this.changed();
    }, 0);
    return true;
  }
}
