// The tiles a frame changed, as the Swift module finds them (StageKit's DamageTracker, the
// desktop's too; WebHost/Sources/WebApp/DamageExports.swift encodes them), and what the
// canvas needs to redraw one: its device pixels and the items that reach it.

/**
 * Decodes the module's damage numbers into `{ everything, tiles, bounds }`: `tiles` are
 * `{ x, y, width, height }` in CSS pixels, `bounds` a Float64Array with x y width height
 * for each item of the frame's display list, where it draws. Throws on malformed input.
 */
export function decodeDamage(numbers) {
  if (numbers.length < 3) throw new Error("damage: truncated");
  const everything = numbers[0] === 1;
  const tileCount = numbers[1];
  const tiles = [];
  let i = 2;
  for (let n = 0; n < tileCount; n++, i += 4) {
    tiles.push({ x: numbers[i], y: numbers[i + 1], width: numbers[i + 2], height: numbers[i + 3] });
  }
  const itemCount = numbers[i++];
  if (!(i + itemCount * 4 <= numbers.length)) throw new Error("damage: truncated");
  return { everything, tiles, bounds: numbers.slice(i, i + itemCount * 4) };
}

/** Whether item `index`'s bounds overlap `tile` (an item that draws nothing reaches none). */
export function reaches(bounds, index, tile) {
  const x = bounds[index * 4], y = bounds[index * 4 + 1];
  const width = bounds[index * 4 + 2], height = bounds[index * 4 + 3];
  return width > 0 && height > 0 && x < tile.x + tile.width && tile.x < x + width
    && y < tile.y + tile.height && tile.y < y + height;
}

/**
 * A tile's device pixels at `ratio`, its edges rounded as the desktop rounds them, so
 * neighbouring tiles share an edge and together cover the canvas.
 */
export function devicePixels(tile, ratio) {
  const x = Math.round(tile.x * ratio), y = Math.round(tile.y * ratio);
  return { x, y, width: Math.round((tile.x + tile.width) * ratio) - x,
    height: Math.round((tile.y + tile.height) * ratio) - y };
}
