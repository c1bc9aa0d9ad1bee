import Geometry

/// What changed on screen from one frame to the next: the tiles (squares of
/// `tilePixels` pixels on a fixed grid) a host must redraw, and where each item of the frame
/// draws. `DamageTracker` makes one per frame.
///
/// A host draws every frame tile by tile, the whole window or only the damaged tiles, each
/// tile cleared to the background and the items reaching it drawn clipped to it. Because a
/// tile is drawn by the same steps whichever frames it is drawn in, a damaged tile comes out
/// exactly as a full repaint draws it: clipping to rects that changed from frame to frame
/// would not, since a rasteriser may round an edge's coverage differently where a clip
/// cuts it.
public struct Damage: Hashable, Sendable {
    /// The side of a tile, in pixels.
    public static let tilePixels = 256

    /// The tiles to redraw, in window points, in rows from the top; empty when nothing
    /// changed.
    public var tiles: [Rect]
    /// Whether every tile is to be redrawn (the first frame, a resize, a new background).
    public var isEverything: Bool
    /// Where each item of the frame's list draws, in window points (a clip's rect for a
    /// clip, `.zero` for an item that draws nothing).
    public var itemBounds: [Rect]

    /// Every tile of a window of `size` points at `pixelScale`, for a list whose items
    /// draw within `itemBounds`.
    public static func everything(size: Size, pixelScale: Double, itemBounds: [Rect]) -> Damage {
        let grid = TileGrid(size: size, pixelScale: pixelScale)
        var tiles: [Rect] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns { tiles.append(grid.tile(column: column, row: row)) }
        }
        return Damage(tiles: tiles, isEverything: true, itemBounds: itemBounds)
    }

    /// Every tile, for `list` (bounds measured afresh: for a frame drawn once, such as a
    /// screenshot).
    public static func everything(of list: DisplayList, size: Size, pixelScale: Double) -> Damage {
        everything(
            size: size, pixelScale: pixelScale, itemBounds: list.items.map { $0.drawnBoundsOrZero })
    }

    /// Whether nothing changed, so the last frame can stay as it is.
    public var isEmpty: Bool { tiles.isEmpty }

    /// The area to redraw, in square points.
    public var area: Double {
        var total = 0.0
        for tile in tiles { total += tile.area }
        return total
    }
}

/// The fixed grid of tiles over a window.
struct TileGrid {
    /// The side of a tile in points.
    var side: Double
    var columns: Int
    var rows: Int
    var size: Size

    init(size: Size, pixelScale: Double) {
        let scale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        side = Double(Damage.tilePixels) / scale
        self.size = size
        columns = max(Int((size.width / side).rounded(.up)), 1)
        rows = max(Int((size.height / side).rounded(.up)), 1)
    }

    /// A tile, cut at the window's right and bottom edges.
    func tile(column: Int, row: Int) -> Rect {
        let x = Double(column) * side, y = Double(row) * side
        return Rect(
            x: x, y: y, width: min(side, size.width - x), height: min(side, size.height - y))
    }
}

extension DisplayItem {
    /// `drawnBounds` for drawn items, the clip's rect (in window points) for a clip, and
    /// `.zero` for the rest.
    var drawnBoundsOrZero: Rect {
        switch content {
        case .beginClip(let rect): return transform.apply(to: rect)
        default: return drawnBounds ?? .zero
        }
    }
}

extension Damage {
    /// Whether a host redrawing the damaged tiles needs item `index` of the frame's list:
    /// every clip (it bounds what follows it) and every item whose bounds meet a damaged
    /// tile; all of them when everything is damaged. A host handed only these (the web
    /// host's frames) draws the damaged tiles as it would from the whole list.
    public func needs(itemAt index: Int, of list: DisplayList) -> Bool {
        if isEverything { return true }
        switch list.items[index].content {
        case .beginClip, .endClip: return true
        case .fill, .stroke, .text:
            guard index < itemBounds.count else { return true }
            let bounds = itemBounds[index]
            guard !bounds.isEmpty else { return false }
            for tile in tiles where tile.intersects(bounds) { return true }
            return false
        }
    }
}
