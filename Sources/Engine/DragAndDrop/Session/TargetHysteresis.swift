/// Keeps the hovered zone steady: once a drag is over a zone, it stays there until the
/// collision measure (the probe: the pointer and the item's frame together) is clearly
/// out of it, by `margin` points in every direction, so that a pointer trembling on the
/// border of two zones, or zones shifting aside under it, cannot make the target flicker.
///
/// Where the current zone was last proposed, if known and within `margin` of the pointer,
/// is witness enough. Otherwise the probe is tried again moved by `margin` towards that
/// place (the way the item came, most often still inside), then in eight directions (the
/// four axes and the four diagonals); the current zone is kept while any of these still
/// resolves to it. The extra resolves happen only when the zone under the probe differs
/// from the current one.
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
    /// - Parameters:
    ///   - current: the target before the move.
    ///   - proposed: what `resolve` says for `probe`.
    ///   - probe: the pointer and the item's frame now.
    ///   - lastInside: the latest probe for which `resolve` proposed the current zone, if
    ///     known and the zones have not changed since: within `margin` of the pointer it
    ///     keeps the zone without asking again; further, the direction towards it is tried
    ///     first.
    ///   - resolve: the zone for a probe, as the session's caller gives it.
    /// - Complexity: one call of `resolve` per direction tried (at most nine), and none
    ///   when `proposed` is over the current zone, `lastInside` is within the margin or
    ///   the margin is zero.
    public func next<ZoneID: Hashable & Sendable>(
        after current: DropTarget<ZoneID>, proposed: DropTarget<ZoneID>, probe: DragProbe,
        lastInside: DragProbe? = nil, resolve: (DragProbe) -> DropTarget<ZoneID>
    ) -> DropTarget<ZoneID> {
        guard margin > 0, let held = current.zone, proposed.zone != held, probe.isFinite else {
            return proposed
        }
        if let lastInside {
            let back = lastInside.pointer - probe.pointer
            let length = back.length
            if length <= margin { return current }
            if length.isFinite, resolve(probe.moved(by: back * (margin / length))).zone == held {
                return current
            }
        }
        for k in 0..<8 where resolve(probe.moved(by: offset(k))).zone == held {
            return current
        }
        return proposed
    }

    /// The `k`th of the eight directions the probe is moved in, `margin` long: the four
    /// axes, then the four diagonals.
    func offset(_ k: Int) -> Vector {
        let d = margin * 0.707_106_781_186_547_6
        switch k {
        case 0: return Vector(dx: margin, dy: 0)
        case 1: return Vector(dx: -margin, dy: 0)
        case 2: return Vector(dx: 0, dy: margin)
        case 3: return Vector(dx: 0, dy: -margin)
        case 4: return Vector(dx: d, dy: d)
        case 5: return Vector(dx: -d, dy: d)
        case 6: return Vector(dx: d, dy: -d)
        default: return Vector(dx: -d, dy: -d)
        }
    }
}

extension DragProbe {
    /// The probe with the pointer and the item's frame moved together.
    func moved(by offset: Vector) -> DragProbe {
        DragProbe(pointer: pointer + offset, frame: frame.offset(by: offset))
    }
}
