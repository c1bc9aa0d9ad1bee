import Geometry
import StageKit

// The tiles each frame changed, found by StageKit's `DamageTracker` as on the desktop, so
// the page redraws only those on its kept canvas (canvas-renderer.js).

/// Puts the damage of `web.list` (just drawn) in `web.damage`, as numbers:
///
///     everything(0 or 1) tileCount (x y width height)… itemCount (x y width height)…
///
/// Tiles in CSS pixels; one rect per item the encoding holds (its drawable items), where
/// the item draws (a clip's rect for a clip, zeros for an item that draws nothing).
func encodeDamage(of web: WebApp) {
    let damage = web.tracker.damage(
        for: web.list, size: web.viewport, pixelScale: web.pixelRatio)
    // Taken out while filled, so the buffer is not copied.
    var numbers = web.damage
    web.damage = []
    numbers.removeAll(keepingCapacity: true)
    func put(_ r: Rect) {
        numbers.append(r.origin.x)
        numbers.append(r.origin.y)
        numbers.append(r.size.width)
        numbers.append(r.size.height)
    }
    numbers.append(damage.isEverything ? 1 : 0)
    numbers.append(Double(damage.tiles.count))
    for tile in damage.tiles { put(tile) }
    let countIndex = numbers.count
    numbers.append(0)
    var count = 0
    for index in web.list.items.indices where web.list.items[index].isDrawable {
        put(damage.itemBounds[index])
        count += 1
    }
    numbers[countIndex] = Double(count)
    web.damage = numbers
}

/// The last frame's damage (see `encodeDamage`): the address of two 32-bit words, the
/// numbers' address and count (Float64).
@_expose(wasm, "damage")
@_cdecl("damage")
public func damage() -> UInt32 {
    let web = app()
    web.damage.withUnsafeBufferPointer { numbers in
        web.header[0] = address(numbers.baseAddress)
        web.header[1] = UInt32(numbers.count)
    }
    return address(UnsafePointer(web.header))
}
