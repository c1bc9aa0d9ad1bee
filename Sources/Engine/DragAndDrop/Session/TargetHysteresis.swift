/// Keeps the hovered zone steady: once a drag is over a zone, it stays there until the
/// collision measure (the probe: the pointer and the item's frame together) is clearly
/// out of it, by `margin` points in every direction, so that a pointer trembling on the
/// border of two zones, or zones shifting aside under it, cannot make the target flicker.
///
/// The probe is tried again moved by `margin` in eight directions (the four axes and the
/// four diagonals); the current zone is kept while any of these still resolves to it. The
/// extra resolves happen only when the zone under the probe differs from the current one.
///
/// ```swift
/// let steady = TargetHysteresis(margin: 4)
/// target = steady.next(after: target, proposed: resolve(probe), probe: probe, resolve: resolve)
/// ```
///
/// A margin of zero (or a negative or non-finite one) takes every proposal as it comes.
public struct TargetHysteresis: Equatable, Sendable {
    /// How far, in window points, the probe must be past the current zone's border before
    /// another zone (or none) takes over.
    public var margin: Double

    /// Creates the rule; a negative or non-finite margin is treated as zero.
    public init(margin: Double) {
        self.margin = margin.isFinite ? max(margin, 0) : 0
    }

    /// The target after a move: `proposed` (what `resolve` says for `probe`), unless the
    /// current target's zone is still within `margin` of the probe, in which case the
    /// current target is kept as it was.
    ///
    /// - Complexity: one call of `resolve` per direction tried (at most eight), and none
    ///   when `proposed` is over the current zone or the margin is zero.
    public func next<ZoneID: Hashable & Sendable>(
        after current: DropTarget<ZoneID>, proposed: DropTarget<ZoneID>, probe: DragProbe,
        resolve: (DragProbe) -> DropTarget<ZoneID>
    ) -> DropTarget<ZoneID> {
        guard margin > 0, let held = current.zone, proposed.zone != held, probe.isFinite else {
            return proposed
        }
        for offset in offsets where resolve(probe.moved(by: offset)).zone == held {
            return current
        }
        return proposed
    }

    /// The eight directions the probe is moved in, `margin` long.
    var offsets: [Vector] {
        let d = margin * 0.707_106_781_186_547_6
        return [
            Vector(dx: margin, dy: 0), Vector(dx: -margin, dy: 0),
            Vector(dx: 0, dy: margin), Vector(dx: 0, dy: -margin),
            Vector(dx: d, dy: d), Vector(dx: -d, dy: d),
            Vector(dx: d, dy: -d), Vector(dx: -d, dy: -d),
        ]
    }
}

extension DragProbe {
    /// The probe with the pointer and the item's frame moved together.
    func moved(by offset: Vector) -> DragProbe {
        DragProbe(pointer: pointer + offset, frame: frame.offset(by: offset))
    }
}
