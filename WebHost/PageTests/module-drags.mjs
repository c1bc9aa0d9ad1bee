// What the node tests do with the module (wasm-app.js) between checks: let it settle, and
// drag an app's items in small steps as a mouse would.
import { PointerKind, PointerType } from "../Page/wasm-app.js";

/** Ticks until nothing animates (at most ten seconds of frames); returns the time then. */
export function settle(app, time) {
  for (let n = 0; n < 600 && app.tick(time); n++) time += 1 / 60;
  return time;
}

/**
 * Drags each of `items` (seen elements) from its centre by `steps` moves of `dx`, `dy`,
 * ticking and calling `moved(n)` after each, then lets go and calls `released(time)`,
 * which returns the time to go on from. Returns the time after the last.
 */
export function dragEach(app, items, { steps, dx, dy, time, moved, released }) {
  for (const item of items) {
    const x = item.frame.x + item.frame.width / 2, y = item.frame.y + item.frame.height / 2;
    app.pointer(PointerKind.down, 1, x, y, 0, 0, PointerType.mouse, time);
    for (let n = 1; n <= steps; n++) {
      time += 1 / 60;
      app.pointer(PointerKind.move, 1, x + n * dx, y + n * dy, 0, 0, PointerType.mouse, time);
      app.tick(time);
      moved(n);
    }
    app.pointer(PointerKind.up, 1, x + steps * dx, y + steps * dy, 0, 0, PointerType.mouse, time);
    time = released(time);
  }
  return time;
}
