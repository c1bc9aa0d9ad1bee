/// Scrolling a container while an item is dragged near its edge: the closer to the edge,
/// the faster.
///
/// ```swift
/// let scroller = AutoScroll(edge: 48, maximumSpeed: 1200)
/// scroller.speed(distanceToEdge: 48)   // 0: not near the edge
/// scroller.speed(distanceToEdge: 0)    // 1200 points a second
/// ```
public struct AutoScroll: Hashable, Sendable {
    /// How far from an edge, in points, scrolling starts.
    public var edge: Double
    /// The speed at the edge and beyond it, in points per second.
    public var maximumSpeed: Double

    /// Creates an auto-scroll rule (non-finite or negative values count as 0: no scrolling).
    public init(edge: Double = 48, maximumSpeed: Double = 1200) {
        self.edge = edge.isFinite ? max(edge, 0) : 0
        self.maximumSpeed = maximumSpeed.isFinite ? max(maximumSpeed, 0) : 0
    }

    /// No auto-scroll at all.
    public static let off = AutoScroll(edge: 0, maximumSpeed: 0)

    /// The scroll speed for a pointer `distanceToEdge` points inside an edge (negative:
    /// past it): 0 from ``edge`` on, growing with the square of the closeness to
    /// ``maximumSpeed`` at the edge.
    public func speed(distanceToEdge distance: Double) -> Double {
        guard edge > 0, !distance.isNaN, distance < edge else { return 0 }
        let closeness = min((edge - distance) / edge, 1)
        return maximumSpeed * closeness * closeness
    }

    /// The signed scroll speed along `axis` for a pointer at `point` over `frame`:
    /// negative near the start edge (top or left), positive near the end edge, 0 in the
    /// middle or when the pointer is beyond the frame across the axis.
    ///
    /// ```swift
    /// scroller.velocity(for: pointer, in: list.frame, along: .vertical)
    /// ```
    public func velocity(for point: Point, in frame: Rect, along axis: SortableAxis) -> Double {
        guard point.isFinite else { return 0 }
        let across = axis == .vertical ? point.x : point.y
        let (acrossLow, acrossHigh) =
            axis == .vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        guard across >= acrossLow, across <= acrossHigh else { return 0 }
        let along = axis.along(point)
        let (low, high) = axis == .vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        // In a frame smaller than two edges, the nearer edge decides.
        let toStart = along - low
        let toEnd = high - along
        return toStart <= toEnd ? -speed(distanceToEdge: toStart) : speed(distanceToEdge: toEnd)
    }
}
