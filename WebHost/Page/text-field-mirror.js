// A real <input> over the text field the open app draws focused (Board's "+ Add a card",
// Emoji Art's file name, the Widgets gallery's field), so that a phone shows its on-screen
// keyboard and autocorrect, input methods and emoji pickers work. The input is invisible and
// lets presses through to the canvas: the app's field stays what is seen. What is typed in
// the input goes to the app as its whole value and caret (the module works out the edit);
// the keys the field acts on itself (Enter, Escape, arrows, Backspace from a keyboard,
// shortcuts) go to the app as keys, as from the canvas; after each, the field's text and
// selection are copied back into the input.

import { keyName, modifierBits } from "./wasm-app.js";

/** Keys the app's field (or the app) acts on, passed on as keys and kept from the input. */
const fieldKeys = new Set(["escape", "enter", "tab", "backspace", "delete", "left", "right",
  "up", "down", "home", "end", "pageup", "pagedown"]);
/** With ctrl or cmd these stay with the input: the browser's own copy, cut and paste. */
const clipboardKeys = new Set(["c", "x", "v"]);

export class TextFieldMirror {
  /**
   * Puts the input beside `canvas`. `now()` gives the time in seconds; `changed()` asks for
   * a frame after the app changed.
   */
  constructor(app, canvas, { now, changed }) {
    this.app = app;
    this.canvas = canvas;
    this.now = now;
    this.changed = changed;
    /** The focused field as last copied into the input, or null. */
    this.field = null;
    this.composing = false;
    const input = document.createElement("input");
    input.id = "text-field";
    input.type = "text";
    input.hidden = true;
    input.autocomplete = "off";
    input.spellcheck = true;
    input.setAttribute("autocapitalize", "sentences");
    input.setAttribute("enterkeyhint", "done");
    canvas.after(input);
    this.input = input;
    input.addEventListener("input", () => this.typed());
    input.addEventListener("compositionstart", () => { this.composing = true; });
    input.addEventListener("compositionend", () => {
      this.composing = false;
      this.typed();
    });
    input.addEventListener("keydown", (e) => this.key(e));
    // Registered after the page's own canvas handlers: a press or key the app has just
    // handled may have focused a field (a tap on "+ Add a card"); the input takes the focus
    // then, inside the user's gesture, which a phone needs to show its keyboard.
    for (const kind of ["pointerdown", "pointerup", "keydown"]) {
      canvas.addEventListener(kind, () => this.update(true));
    }
  }

  /** The input's value changed (typing, autocorrect, a composition, paste). */
  typed() {
    if (!this.field) return;
    const input = this.input;
    this.app.editText(input.value, input.selectionEnd ?? input.value.length, this.now());
    this.update(false);
    this.changed();
  }

  key(e) {
    if (e.isComposing || e.keyCode === 229) return; // the input method's own keys
    const name = keyName(e);
    if (!name) return;
    const command = e.ctrlKey || e.metaKey;
    if (!fieldKeys.has(name) && !(command && !clipboardKeys.has(name))) return;
    e.preventDefault();
    this.app.key(name, modifierBits(e), this.now());
    this.update(false);
    this.changed();
  }

  /**
   * Puts the input over the app's focused field with its text and selection, or puts it
   * away (and the focus back on the canvas) when no field is focused. With `focus`, or
   * when a field has just been focused, the input takes the keyboard focus. `lastFrame`:
   * the field as the frame just drawn shows it (else the app is asked as it is now).
   */
  update(focus, lastFrame = false) {
    const field = this.app.focusedTextField(lastFrame);
    const input = this.input;
    if (!field) {
      if (!this.field) return;
      this.field = null;
      const hadFocus = document.activeElement === input;
      input.hidden = true;
      if (hadFocus) this.canvas.focus({ preventScroll: true });
      return;
    }
    const box = this.canvas.getBoundingClientRect();
    Object.assign(input.style, {
      left: `${box.left + field.x}px`, top: `${box.top + field.y}px`,
      width: `${field.width}px`, height: `${field.height}px`,
    });
    input.placeholder = field.placeholder;
    input.setAttribute("aria-label", field.placeholder || "Text field");
    // An input method's composition is left alone until it ends.
    if (!this.composing) {
      if (input.value !== field.text) input.value = field.text;
      if (input.selectionStart !== field.selectionStart
          || input.selectionEnd !== field.selectionEnd) {
        input.setSelectionRange(field.selectionStart, field.selectionEnd);
      }
    }
    const appeared = this.field === null;
    this.field = field;
    input.hidden = false;
    if ((appeared || focus) && document.activeElement !== input) {
      input.focus({ preventScroll: true });
    }
  }
}
