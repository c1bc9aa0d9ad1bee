import Geometry
import StageKit

// The tiles each frame changed, found by StageKit's `DamageTracker` as on the desktop, so
// the page redraws only those on its kept canvas (canvas-renderer.js); a frame's encoding
// then holds only the items those tiles need.

/// Puts `damage` (of `web.list`, just drawn) in `web.damage`, as numbers:
///
///     everything(0 or 1) tileCount (x y width height)… itemCount (x y width height)…
///
/// Tiles in CSS pixels, every tile when `whole` (the page repaints everything); one rect
/// per item `web.encoding` holds (`itemIndices`: call after encoding the frame), where the
/// item draws (a clip's rect for a clip, zeros for an item that draws nothing).
func encodeDamage(_ damage: Damage, of web: WebApp, whole: Bool) {
    let damage =
        whole && !damage.isEverything
        ? Damage.everything(
            size: web.viewport, pixelScale: web.pixelRatio, itemBounds: damage.itemBounds)
        : damage
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
    numbers.append(Double(web.encoding.itemIndices.count))
    for index in web.encoding.itemIndices { put(damage.itemBounds[index]) }
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

/// The last frame again, every item of it with its bounds (after `frame`, which may have
/// held only what the damaged tiles needed): for a test to repaint the frame whole over the
/// kept canvas. The picture's header as `frame` returns it; then `damage` as after `frame`.
@_expose(wasm, "wholeFrame")
@_cdecl("wholeFrame")
public func wholeFrame() -> UInt32 {
    let web = app()
    web.encoding.encode(web.list, drawableOnly: true, viewport: web.viewport)
    encodeDamage(web.lastDamage, of: web, whole: true)
    return pictureHeader(of: web)
}
