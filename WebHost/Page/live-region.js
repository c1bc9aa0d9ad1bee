// The page's live region (`aria-live="polite"`): what the open app says for screen readers
// (a keyboard step, a move) goes in as its text, and screen readers speak what is inserted.
//
// A sentence is new when the app's count of announcements changed (`Scene.announcementCount`),
// even if its text did not ("… cannot move up from top left." twice); a sentence the app
// still holds from an earlier frame is not said again.
//
// A repeat is said by emptying the region at once and putting the sentence back a moment
// later (`REFILL_MS`). Setting the same text again changes nothing a screen reader hears of:
// Chromium tells them about a live region through "text inserted" events, so the new text
// must be inserted text. That is also why an alternating invisible suffix (a zero-width or
// no-break space) was not chosen: the only new text is then the suffix, said as nothing or
// as "blank". Emptied, and filled again once the browser has passed the empty region on, the
// whole sentence is inserted. Angular CDK's LiveAnnouncer does the same with 100 ms; the next
// animation frame is too soon, as Chromium may pass accessibility changes on in batches.

/** How long an emptied region stays empty before a repeated sentence goes back in, in ms. */
export const REFILL_MS = 100;

export class LiveRegion {
  /**
   * @param element the live region (only its `textContent` is used)
   * @param timers `setTimeout` and `clearTimeout` (tests pass their own clock)
   */
  constructor(element, timers = globalThis) {
    this.element = element;
    this.timers = timers;
    this.heard = ""; // the last sentence and count the app gave
    this.count = 0;
    this.shown = ""; // the sentence in the region, or about to go back in
    this.refill = null;
  }

  /**
   * Says `sentence` if it is new: its `count` or its text differs from the last given. An
   * empty sentence empties the region. Returns whether anything changed.
   */
  say(sentence, count) {
    if (sentence === this.heard && count === this.count) return false;
    this.heard = sentence;
    this.count = count;
    this.#stopRefill();
    if (sentence && sentence === this.shown) {
      this.element.textContent = "";
      this.refill = this.timers.setTimeout(() => {
        this.refill = null;
        this.element.textContent = sentence;
      }, REFILL_MS);
    } else {
      this.element.textContent = sentence;
    }
    this.shown = sentence;
    return true;
  }

  /** Empties the region and forgets what was said: another app is open. */
  clear() {
    this.#stopRefill();
    this.element.textContent = "";
    this.heard = this.shown = "";
    this.count = 0;
  }

  #stopRefill() {
    if (this.refill === null) return;
    this.timers.clearTimeout(this.refill);
    this.refill = null;
  }
}
