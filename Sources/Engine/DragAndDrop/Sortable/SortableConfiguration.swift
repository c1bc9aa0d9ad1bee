/// Options for a ``SortableGroup``: how items glide, what limits a drag, where it starts.
///
/// ```swift
/// var options = SortableConfiguration()
/// options.lockedAxis = .vertical     // rows move only up and down
/// options.bounds = .container        // and never leave their list
/// options.handle = .leading(28)      // only the grip at the left starts a drag
/// ```
public struct SortableConfiguration: Hashable, Sendable {
    /// The spring every item glides with (aside, back, into the gap). Default: damping
    /// ratio 0.85, response 0.28 s.
    public var spring = Spring(dampingRatio: 0.85, response: 0.28)
    /// When set, the dragged item moves only along this axis. Default: free.
    public var lockedAxis: SortableAxis?
    /// Where the dragged item may go. Default: anywhere.
    public var bounds: SortableBounds = .none
    /// Which part of an item starts a drag. Default: the whole item.
    public var handle: SortableHandle = .wholeItem
    /// Scrolling near a scrolling container's edges. Default: 48 points, up to 1200 points
    /// a second.
    public var autoScroll = AutoScroll()
    /// How long, in seconds, the place under a dragged item must stay the same before the
    /// gap moves there, so that a pointer trembling on the line between two places, or
    /// items gliding aside under it, cannot make the order flicker back and forth. A drop
    /// still lands where the item is let go. Default: 0 (the gap follows at once).
    public var reorderDwell: Double = 0

    /// Creates the default configuration.
    public init() {}
}

/// A limit on where a dragged sortable item may go.
public enum SortableBounds: Hashable, Sendable {
    /// No limit.
    case none
    /// The item stays inside the frame of the container it came from.
    case container
    /// The item stays inside this rect (the window, say).
    case rect(Rect)
}

/// The part of a sortable item that starts a drag.
public enum SortableHandle: Hashable, Sendable {
    /// Anywhere on the item.
    case wholeItem
    /// A strip this wide along the item's left edge.
    case leading(Double)
    /// A strip this wide along the item's right edge.
    case trailing(Double)

    /// The handle's rect in an item drawn at `rect`.
    ///
    /// ```swift
    /// SortableHandle.leading(24).area(in: row)   // the grip to draw
    /// ```
    public func area(in rect: Rect) -> Rect {
        switch self {
        case .wholeItem:
            return rect
        case .leading(let width):
            return Rect(
                x: rect.minX, y: rect.minY, width: min(max(width, 0), rect.width),
                height: rect.height)
        case .trailing(let width):
            let w = min(max(width, 0), rect.width)
            return Rect(x: rect.maxX - w, y: rect.minY, width: w, height: rect.height)
        }
    }
}

extension SortableConfiguration {
    /// The dragged item's rect for a pointer that moved by `translation` from where it
    /// picked up an item at `origin`, after the axis lock and the bounds.
    func draggedRect(from origin: Rect, translation: Vector, sourceFrame: Rect) -> Rect {
        var moved = translation.isFinite ? translation : .zero
        switch lockedAxis {
        case .vertical?: moved.dx = 0
        case .horizontal?: moved.dy = 0
        case nil: break
        }
        let rect = origin.offset(by: moved)
        switch bounds {
        case .none: return rect
        case .container: return rect.kept(inside: sourceFrame)
        case .rect(let limit): return rect.kept(inside: limit)
        }
    }
}

extension Rect {
    /// The rect moved the least distance that puts it inside `limit` (centred across an
    /// axis where it is larger than `limit`).
    func kept(inside limit: Rect) -> Rect {
        guard limit.isFinite else { return self }
        func axis(_ low: Double, _ length: Double, _ limitLow: Double, _ limitLength: Double)
            -> Double
        {
            if length >= limitLength { return limitLow + (limitLength - length) / 2 }
            return min(max(low, limitLow), limitLow + limitLength - length)
        }
        return Rect(
            x: axis(minX, width, limit.minX, limit.width),
            y: axis(minY, height, limit.minY, limit.height), width: width, height: height)
    }
}
