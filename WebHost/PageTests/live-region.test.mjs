// Checks in Node (no browser) how the page's live region takes the app's announcements:
// a new sentence goes in, one still held is not said again, a repeat (same text, a new
// count) empties the region and comes back after REFILL_MS, and another app empties it.
// Run with `node --test WebHost/PageTests/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LiveRegion, REFILL_MS } from "../Page/live-region.js";

/** A region with a clock the test moves: `history` is every text the region held. */
function region() {
  let now = 0;
  let timers = [];
  const element = {
    history: [],
    set textContent(text) { this.history.push(text); this.text = text; },
    get textContent() { return this.text; },
  };
  const clock = {
    setTimeout(run, ms) { const t = { run, at: now + ms }; timers.push(t); return t; },
    clearTimeout(t) { timers = timers.filter((other) => other !== t); },
  };
  const pass = (ms) => {
    now += ms;
    for (const t of timers.filter((t) => t.at <= now)) { clock.clearTimeout(t); t.run(); }
  };
  return { live: new LiveRegion(element, clock), element, pass };
}

test("a new sentence goes in at once; one the app still holds is not said again", () => {
  const { live, element } = region();
  assert.equal(live.say("Picked up the red box on top left.", 1), true);
  assert.equal(element.textContent, "Picked up the red box on top left.");
  assert.equal(live.say("Picked up the red box on top left.", 1), false, "held, not new");
  assert.equal(live.say("The red box over top middle, can drop here.", 2), true);
  assert.deepEqual(element.history, [
    "Picked up the red box on top left.", "The red box over top middle, can drop here."]);
});

test("a repeat empties the region, then puts the sentence back after REFILL_MS", () => {
  const { live, element, pass } = region();
  const stuck = "The red box cannot move up from top left.";
  live.say(stuck, 3);
  assert.equal(live.say(stuck, 4), true, "a new count is a new announcement");
  assert.equal(element.textContent, "", "emptied at once");
  pass(REFILL_MS - 1);
  assert.equal(element.textContent, "", "still empty before the refill");
  pass(1);
  assert.equal(element.textContent, stuck);
  assert.deepEqual(element.history, [stuck, "", stuck]);
});

test("repeats in quick succession are said once, after the last; a new sentence wins", () => {
  const { live, element, pass } = region();
  const stuck = "The red box cannot move up from top left.";
  live.say(stuck, 1);
  live.say(stuck, 2);
  pass(REFILL_MS / 2);
  live.say(stuck, 3);
  pass(REFILL_MS / 2);
  assert.equal(element.textContent, "", "the second repeat waits afresh");
  pass(REFILL_MS / 2);
  assert.equal(element.textContent, stuck);
  live.say(stuck, 4);
  live.say("Dropped the red box on top middle.", 5);
  pass(REFILL_MS * 2);
  assert.equal(element.textContent, "Dropped the red box on top middle.",
    "a refill due for an older sentence does not come back over a newer one");
});

test("an app that says nothing, or another app, empties the region", () => {
  const { live, element, pass } = region();
  live.say("Moved to position 3.", 7);
  live.say("", 0); // back on the cards
  assert.equal(element.textContent, "");
  live.say("Moved to position 3.", 7);
  live.say("Moved to position 3.", 8); // a repeat pending…
  live.clear(); // …when another app opens
  pass(REFILL_MS * 2);
  assert.equal(element.textContent, "", "no refill after the app changed");
  assert.equal(live.say("", 0), false, "the new app holds nothing to say");
  assert.equal(live.say("Moved to position 3.", 1), true, "the new app's first sentence");
  assert.equal(element.textContent, "Moved to position 3.");
});
