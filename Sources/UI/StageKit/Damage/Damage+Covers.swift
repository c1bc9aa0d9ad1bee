import Geometry

/// An item that paints every pixel of a tile one opaque colour, so nothing drawn before it
/// (the background, items, their shadows) can show there: a host clears the tile to
/// `color` and draws only the items after `item`.
public struct TileCover: Hashable, Sendable {
    /// The covering item's index in the display list.
    public var item: Int
    /// Its colour, opaque.
    public var color: Color
}

extension Damage {
    /// For each tile, the last item that covers all of it with one opaque colour, or nil.
    ///
    /// An item covers a tile when it is an opaque fill (colour and opacity 1) of a rect or
    /// rounded rect, drawn upright (its transform only scales and moves), whose solid part
    /// holds every device pixel of the tile at `pixelScale`, inside every clip then open.
    /// Each such pixel is wholly inside the shape, so it comes out the fill's colour
    /// exactly, whatever was drawn under it: starting the tile there draws the same pixels
    /// with less work (a card filling most of a window is not drawn over a cleared
    /// background any more).
    public func covers(in list: DisplayList, pixelScale: Double) -> [TileCover?] {
        var covers = [TileCover?](repeating: nil, count: tiles.count)
        guard pixelScale.isFinite, pixelScale > 0, itemBounds.count == list.items.count else {
            return covers
        }
        let pixels = tiles.map { DevicePixels(tile: $0, pixelScale: pixelScale) }
        // The open clips' rects in device pixels; nil for one not upright.
        var clips: [Rect?] = []
        for index in list.items.indices {
            let item = list.items[index]
            switch item.content {
            case .beginClip(let rect):
                clips.append(Self.uprightRect(rect, item.transform, pixelScale))
            case .endClip:
                if !clips.isEmpty { clips.removeLast() }
            case .fill(let shape, let color):
                guard color.alpha >= 1, item.opacity >= 1, item.isDrawable,
                    let solid = Self.solidPixels(of: shape, item.transform, pixelScale)
                else { continue }
                let bounds = itemBounds[index]
                for t in tiles.indices where tiles[t].intersects(bounds) {
                    let tile = pixels[t]
                    guard solid.contains(where: { tile.isInside($0) }),
                        clips.allSatisfy({ clip in clip.map { tile.isInside($0) } ?? false })
                    else { continue }
                    covers[t] = TileCover(item: index, color: color)
                }
            case .stroke, .text:
                continue
            }
        }
        return covers
    }

    /// `rect` in device pixels, when the transform keeps it upright.
    private static func uprightRect(_ rect: Rect, _ transform: AffineTransform, _ scale: Double)
        -> Rect?
    {
        guard transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 else {
            return nil
        }
        let r = transform.concatenating(AffineTransform(scale: scale)).apply(to: rect.standardized)
        return r.isFinite ? r : nil
    }

    /// The rects, in device pixels, a shape fills wholly (`DisplayItem.Shape.solidBands`).
    private static func solidPixels(
        of shape: DisplayItem.Shape, _ transform: AffineTransform, _ scale: Double
    ) -> [Rect]? {
        guard let bands = shape.solidBands else { return nil }
        var parts: [Rect] = []
        for band in bands {
            guard let p = uprightRect(band, transform, scale) else { return nil }
            parts.append(p)
        }
        return parts
    }
}

/// A tile's device pixels, its edges rounded as hosts round them (so neighbouring tiles
/// share an edge).
struct DevicePixels {
    var x0, y0, x1, y1: Double

    init(tile: Rect, pixelScale: Double) {
        x0 = (tile.minX * pixelScale).rounded()
        y0 = (tile.minY * pixelScale).rounded()
        x1 = (tile.maxX * pixelScale).rounded()
        y1 = (tile.maxY * pixelScale).rounded()
    }

    /// Whether every pixel lies wholly inside `rect` (device pixels).
    func isInside(_ rect: Rect) -> Bool {
        rect.minX <= x0 && rect.minY <= y0 && rect.maxX >= x1 && rect.maxY >= y1
    }
}
