import Geometry

/// Finds what changed between consecutive frames of one window, so a host redraws only
/// the tiles it touched (see `Damage`). Both hosts use it: the desktop's window and the
/// browser's canvas.
///
/// Each drawn item of a frame, taken with the clips around it, is matched with an equal
/// item of the last frame, compared by one number (the item's `digest` mixed with its
/// clips'): first the unchanged items at the start and at the end of the list in step,
/// then the rest by value. An item with no match (new, moved, restyled) damages its new
/// bounds, an unmatched item of the last frame its old ones, and an item whose match is
/// out of order (restacked) both. Every other pixel is drawn by the same items in the same
/// order as before, so it is already right.
///
/// It keeps arrays of numbers only (no dictionary, no copy of the last frame's items), so
/// that it stays small in the browser's module and quick in both hosts.
///
/// ```swift
/// var tracker = DamageTracker()
/// let damage = tracker.damage(for: scene.displayList(), size: windowSize)
/// if !damage.isEmpty { renderer.draw(list, damage: damage) }
/// ```
public struct DamageTracker: Sendable {
    /// The last frame's drawn items: their digests and bounds.
    private var last = Frame()
    private var background: Color?
    private var size: Size?
    private var pixelScale = 1.0

    /// Creates a tracker whose first frame is redrawn whole.
    public init() {}

    /// Forgets the last frame, so the next is redrawn whole (a host that lost its pixels,
    /// or switched the overlay on, calls this).
    public mutating func reset() {
        last = Frame()
        background = nil
        size = nil
    }

    /// What to redraw for `list` in a window of `size` points drawn at `pixelScale` pixels
    /// a point, given the last frame this tracker saw; remembers `list` for the next call.
    public mutating func damage(for list: DisplayList, size: Size, pixelScale: Double = 1)
        -> Damage
    {
        let window = Rect(origin: .zero, size: size)
        var next = Frame(list, in: window)
        let wholeWindow =
            size != self.size || pixelScale != self.pixelScale || list.background != background
        var damaged: [Rect] = []
        if wholeWindow {
            for k in next.entries.indices { next.bounds[k] = next.measure(k, in: list) }
        } else {
            match(&next, of: list, damaging: &damaged)
        }
        var itemBounds = [Rect](repeating: .zero, count: list.items.count)
        for k in next.entries.indices { itemBounds[next.entries[k]] = next.bounds[k] }
        last = next
        background = list.background
        self.size = size
        self.pixelScale = pixelScale
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

    /// Matches `next`'s entries (of `list`) with the last frame's, filling in their bounds
    /// (taken from the match, or measured) and the rects that changed.
    private func match(_ next: inout Frame, of list: DisplayList, damaging damaged: inout [Rect]) {
        let old = last
        let oldCount = old.entries.count, newCount = next.entries.count
        // Most frames keep long runs of items as they were at both ends: match those in step.
        var prefix = 0
        while prefix < min(oldCount, newCount), next.digests[prefix] == old.digests[prefix] {
            next.bounds[prefix] = old.bounds[prefix]
            prefix += 1
        }
        var suffix = 0
        while suffix < min(oldCount, newCount) - prefix,
            next.digests[newCount - 1 - suffix] == old.digests[oldCount - 1 - suffix]
        {
            next.bounds[newCount - 1 - suffix] = old.bounds[oldCount - 1 - suffix]
            suffix += 1
        }
        let oldEnd = oldCount - suffix, newEnd = newCount - suffix
        // The rest by value: the last frame's entries in chains by digest, each chain in
        // order, so an item matches the first equal one not yet taken.
        var slots = 1
        while slots < 2 * (oldEnd - prefix) { slots *= 2 }
        let mask = UInt64(slots - 1)
        var heads = [Int](repeating: -1, count: slots)
        var chain = [Int](repeating: -1, count: oldCount)
        var k = oldEnd - 1
        while k >= prefix {
            let slot = Int(truncatingIfNeeded: old.digests[k] & mask)
            chain[k] = heads[slot]
            heads[slot] = k
            k -= 1
        }
        var used = [Bool](repeating: false, count: oldCount)
        var lastMatched = prefix - 1
        for j in prefix..<newEnd {
            let digest = next.digests[j]
            let slot = Int(truncatingIfNeeded: digest & mask)
            while heads[slot] >= 0, used[heads[slot]] { heads[slot] = chain[heads[slot]] }
            var candidate = heads[slot]
            while candidate >= 0, used[candidate] || old.digests[candidate] != digest {
                candidate = chain[candidate]
            }
            if candidate >= 0 {
                used[candidate] = true
                next.bounds[j] = old.bounds[candidate]
                if candidate > lastMatched {
                    lastMatched = candidate
                } else {
                    damaged.append(old.bounds[candidate])
                }
            } else {
                next.bounds[j] = next.measure(j, in: list)
                damaged.append(next.bounds[j])
            }
        }
        for k in prefix..<oldEnd where !used[k] { damaged.append(old.bounds[k]) }
    }
}

/// The drawn items of one frame, as `DamageTracker` keeps them.
private struct Frame: Sendable {
    /// The index in the list of each item that draws (an entry).
    var entries: [Int] = []
    /// Each entry's `digest`, mixed with those of the clips around it.
    var digests: [UInt64] = []
    /// Each entry's clips cut to one rect in window points.
    var clipBoxes: [Rect] = []
    /// Each entry's drawn bounds cut to its clips.
    var bounds: [Rect] = []

    init() {}

    init(_ list: DisplayList, in window: Rect) {
        // The open clips: each one's box cut to those around it, and the digest of all.
        var boxes: [Rect] = [window]
        var clipDigests: [UInt64] = [0]
        entries.reserveCapacity(list.items.count)
        digests.reserveCapacity(list.items.count)
        clipBoxes.reserveCapacity(list.items.count)
        for index in list.items.indices {
            let item = list.items[index]
            switch item.content {
            case .beginClip(let rect):
                let box = item.isDrawable ? item.transform.apply(to: rect) : Rect.zero
                boxes.append(boxes[boxes.count - 1].intersection(box) ?? .zero)
                var mix = DigestMix(value: clipDigests[clipDigests.count - 1])
                mix.add(word: item.digest)
                clipDigests.append(mix.value)
            case .endClip:
                if boxes.count > 1 {
                    boxes.removeLast()
                    clipDigests.removeLast()
                }
            case .fill, .stroke, .text:
                guard item.opacity > 0, item.isDrawable, !boxes[boxes.count - 1].isEmpty
                else { continue }
                var mix = DigestMix(value: clipDigests[clipDigests.count - 1])
                mix.add(word: item.digest)
                entries.append(index)
                digests.append(mix.value)
                clipBoxes.append(boxes[boxes.count - 1])
            }
        }
        bounds = [Rect](repeating: .zero, count: entries.count)
    }

    /// Entry `k`'s drawn bounds cut to its clips.
    func measure(_ k: Int, in list: DisplayList) -> Rect {
        list.items[entries[k]].drawnBounds.flatMap { $0.intersection(clipBoxes[k]) } ?? .zero
    }
}
