// The page's storage for saved state: the Swift module keeps each app's work (a Pentominoes
// or Chess game, an Emoji Art picture, a board) in localStorage through it, in the
// desktop's own formats, and reads it back with the desktop's checks (BrowserSavedState in
// the module). A kept text that cannot be read is set aside under another key and
// reported, never overwritten, and the app starts afresh.

/**
 * `storage` (localStorage, or a stand-in) as the module reaches it; a write the browser
 * refuses (a full quota) is reported once with `report(sentence)`, and the app's work is
 * then not kept.
 */
export function pageStorage(storage, report) {
  let told = false;
  return {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem(key, text) {
      try {
        storage.setItem(key, text);
      } catch (error) {
        if (!told) report(`This browser would not keep your work (${error.name}); it is not kept.`);
        told = true;
        throw error;
      }
    },
  };
}

/** A stand-in for localStorage, in memory (Node, or a page where storage is blocked). */
export function memoryStorage() {
  const items = new Map();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, text) => { items.set(key, String(text)); },
    removeItem: (key) => { items.delete(key); },
    keys: () => [...items.keys()],
  };
}

/**
 * Follows other tabs of the page: when one of them changes the kept work of the app open
 * here (the `storage` event on `window` for `app.savedStateKey()` in `storage`), this tab
 * takes it, or, with work of its own not yet kept, sets the other tab's aside before its
 * own is kept over it (`app.keptInAnotherTab()`); either way `report(sentence)` says so,
 * and `changed()` asks for a frame.
 */
export function followOtherTabs(window, storage, app, report, changed) {
  window.addEventListener("storage", (e) => {
    if (e.storageArea !== storage || e.key === null || e.key !== app.savedStateKey()) return;
    const sentence = app.keptInAnotherTab();
    if (sentence) report(sentence);
    changed();
  });
}
