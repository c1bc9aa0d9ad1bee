/// A point that pulls nearby items onto itself, such as a socket or a guide line's end.
public struct Magnet: Hashable, Sendable {
    /// Where the magnet is, in window coordinates.
    public var point: Point
    /// How close (points) an item's anchor must come to be pulled in.
    public var range: Double

    /// Creates a magnet.
    public init(at point: Point, range: Double) {
        self.point = point
        self.range = range.isFinite ? max(range, 0) : 0
    }
}

/// Snaps an item to the magnets near it: each item names anchor points (its centre, its
/// corners…) and the pair of anchor and magnet closest together within the magnet's
/// range decides how far the item moves.
///
/// ```swift
/// let anchors = [frame.center, frame.origin]
/// if let pull = magnetSnap(anchors: anchors, magnets: sockets) {
///     frame = frame.offset(by: pull)
/// }
/// ```
///
/// - Returns: the shift that puts the winning anchor exactly on its magnet, or nil when
///   no anchor is within range of any magnet. Ties go to the earlier anchor, then the
///   earlier magnet.
/// - Complexity: O(a · m).
public func magnetSnap(anchors: [Point], magnets: [Magnet]) -> Vector? {
    var best: (distance: Double, shift: Vector)?
    for anchor in anchors where anchor.isFinite {
        for magnet in magnets where magnet.point.isFinite {
            let shift = magnet.point - anchor
            let distance = shift.length
            guard distance <= magnet.range else { continue }
            if best == nil || distance < best!.distance { best = (distance, shift) }
        }
    }
    return best?.shift
}
