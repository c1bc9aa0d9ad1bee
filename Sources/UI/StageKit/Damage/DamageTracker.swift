import Geometry

/// Finds what changed between consecutive frames of one window, so a host redraws only
/// the tiles it touched (see `Damage`).
///
/// Each drawn item of a frame, taken with the clips around it, is matched with an equal
/// item of the last frame. An item with no match (new, moved, restyled) damages its new
/// bounds, an unmatched item of the last frame its old ones, and an item whose match is
/// out of order (restacked) both. Every other pixel is drawn by the same items in the same
/// order as before, so it is already right.
///
/// ```swift
/// var tracker = DamageTracker()
/// let damage = tracker.damage(for: scene.displayList(), size: windowSize)
/// if !damage.isEmpty { renderer.draw(list, damage: damage) }
/// ```
public struct DamageTracker: Sendable {
    /// A drawn item and the clips it is drawn inside, outermost first.
    private struct Entry: Hashable, Sendable {
        var item: DisplayItem
        var clips: [DisplayItem]
    }

    private var entries: [Entry] = []
    private var bounds: [Rect] = []
    private var background: Color?
    private var size: Size?
    private var pixelScale = 1.0

    /// Creates a tracker whose first frame is redrawn whole.
    public init() {}

    /// Forgets the last frame, so the next is redrawn whole (a host that lost its pixels,
    /// or switched the overlay on, calls this).
    public mutating func reset() {
        entries.removeAll()
        bounds.removeAll()
        background = nil
        size = nil
    }

    /// What to redraw for `list` in a window of `size` points drawn at `pixelScale` pixels
    /// a point, given the last frame this tracker saw; remembers `list` for the next call.
    public mutating func damage(for list: DisplayList, size: Size, pixelScale: Double = 1)
        -> Damage
    {
        let window = Rect(origin: .zero, size: size)
        var newEntries: [Entry] = []
        var itemOfEntry: [Int] = []
        var clipBoxes: [Rect?] = []
        newEntries.reserveCapacity(list.items.count)
        itemOfEntry.reserveCapacity(list.items.count)
        clipBoxes.reserveCapacity(list.items.count)
        var clips: [DisplayItem] = []
        var clipBox: [Rect?] = [window]
        for (index, item) in list.items.enumerated() {
            switch item.content {
            case .beginClip(let rect):
                let box = item.isDrawable ? item.transform.apply(to: rect) : Rect.zero
                clips.append(item)
                clipBox.append(clipBox[clipBox.count - 1].flatMap { $0.intersection(box) })
            case .endClip:
                if !clips.isEmpty {
                    clips.removeLast()
                    clipBox.removeLast()
                }
            case .fill, .stroke, .text:
                guard item.opacity > 0, item.isDrawable, clipBox[clipBox.count - 1] != nil
                else { continue }
                newEntries.append(Entry(item: item, clips: clips))
                itemOfEntry.append(index)
                clipBoxes.append(clipBox[clipBox.count - 1])
            }
        }

        let wholeWindow =
            size != self.size || pixelScale != self.pixelScale || list.background != background
        var newBounds = [Rect](repeating: .zero, count: newEntries.count)
        var damaged: [Rect] = []
        if !wholeWindow {
            match(newEntries, clipBoxes: clipBoxes, into: &newBounds, damaging: &damaged)
        } else {
            for i in newEntries.indices {
                newBounds[i] = Self.bounds(of: newEntries[i].item, in: clipBoxes[i])
            }
        }
        entries = newEntries
        bounds = newBounds
        background = list.background
        self.size = size
        self.pixelScale = pixelScale

        var itemBounds = [Rect](repeating: .zero, count: list.items.count)
        for (entry, index) in itemOfEntry.enumerated() { itemBounds[index] = newBounds[entry] }
        if wholeWindow {
            return .everything(size: size, pixelScale: pixelScale, itemBounds: itemBounds)
        }
        let grid = TileGrid(size: size, pixelScale: pixelScale)
        var dirty = [Bool](repeating: false, count: grid.columns * grid.rows)
        for rect in damaged where !rect.isEmpty {
            guard let r = rect.intersection(window) else { continue }
            let c0 = Int(r.minX / grid.side), c1 = min(Int(r.maxX / grid.side), grid.columns - 1)
            let r0 = Int(r.minY / grid.side), r1 = min(Int(r.maxY / grid.side), grid.rows - 1)
            guard c0 <= c1, r0 <= r1 else { continue }
            for row in r0...r1 {
                for column in c0...c1 { dirty[row * grid.columns + column] = true }
            }
        }
        var tiles: [Rect] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns where dirty[row * grid.columns + column] {
                tiles.append(grid.tile(column: column, row: row))
            }
        }
        return Damage(tiles: tiles, isEverything: false, itemBounds: itemBounds)
    }

    /// Matches this frame's entries with the last frame's, filling in their bounds (taken
    /// from the match, or measured) and the rects that changed.
    private func match(
        _ newEntries: [Entry], clipBoxes: [Rect?], into newBounds: inout [Rect],
        damaging damaged: inout [Rect]
    ) {
        var used = [Bool](repeating: false, count: entries.count)
        // Most frames start with a long run of items as they were: match those in step.
        var prefix = 0
        while prefix < newEntries.count, prefix < entries.count,
            newEntries[prefix] == entries[prefix]
        {
            newBounds[prefix] = bounds[prefix]
            used[prefix] = true
            prefix += 1
        }
        // The rest by value: equal entries of the last frame, chained in order.
        var first: [Entry: Int] = [:]
        var next = [Int](repeating: -1, count: entries.count)
        var k = entries.count - 1
        while k >= prefix {
            next[k] = first[entries[k]] ?? -1
            first[entries[k]] = k
            k -= 1
        }
        var lastMatched = prefix - 1
        for j in prefix..<newEntries.count {
            let entry = newEntries[j]
            if let old = first[entry] {
                first[entry] = next[old] >= 0 ? next[old] : nil
                used[old] = true
                newBounds[j] = bounds[old]
                if old > lastMatched {
                    lastMatched = old
                } else {
                    damaged.append(bounds[old])
                }
            } else {
                let b = Self.bounds(of: entry.item, in: clipBoxes[j])
                newBounds[j] = b
                damaged.append(b)
            }
        }
        for old in entries.indices where !used[old] { damaged.append(bounds[old]) }
    }

    /// An item's drawn bounds cut to the clips around it.
    private static func bounds(of item: DisplayItem, in clip: Rect?) -> Rect {
        guard let clip, let drawn = item.drawnBounds, let b = drawn.intersection(clip) else {
            return .zero
        }
        return b
    }
}
