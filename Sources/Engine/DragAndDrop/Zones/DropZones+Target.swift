extension DropZones {
    /// The zone a dragged item is over, chosen by a collision strategy and the zones'
    /// answers for this item.
    ///
    /// Among the colliding zones the innermost accepting one wins (then higher
    /// priority, then better score, then the zone added first). When none accepts, the
    /// best of those that refuse or cannot tell is reported, so that it can be
    /// highlighted as refusing. Zones answering `.none` are ignored.
    ///
    /// ```swift
    /// let target = zones.target(for: probe, using: PointerWithin()) { zone in
    ///     legalSquares.contains(zone.id) ? .accepted : .rejected
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - probe: the pointer and the dragged item's frame, in window coordinates.
    ///   - strategy: decides which zones the item collides with, and which matches best.
    ///   - spaces: converts zones living in nested spaces (a zoomed canvas) to the window.
    ///   - accepts: each colliding zone's answer for the item being dragged.
    public func target(
        for probe: DragProbe, using strategy: some CollisionStrategy,
        spaces: CoordinateSpaces = CoordinateSpaces(),
        accepts: (DropZone<ID>) -> DropFeedback = { _ in .accepted }
    ) -> DropTarget<ID> {
        guard probe.isFinite else { return .none }
        let region = strategy.searchRegion(for: probe)
        var bestAccepted: Candidate?
        var bestOther: Candidate?
        for space in occupiedSpaces(known: spaces) {
            guard let toRoot = spaces.transform(from: space, to: .root),
                let fromRoot = toRoot.inverted
            else { continue }
            let local = space == .root ? region : fromRoot.apply(to: region)
            for slot in slots(touching: local, in: space) {
                let stored = frame(ofSlot: slot)
                let frame = space == .root ? stored : toRoot.apply(to: stored)
                // Scoring reads only plain frames; the zone itself is fetched for hits.
                guard let score = strategy.score(zone: frame, probe: probe),
                    let zone = zone(ofSlot: slot)
                else {
                    continue
                }
                let feedback = accepts(zone)
                guard feedback != .none else { continue }
                let candidate = Candidate(
                    zone: zone, feedback: feedback, depth: depth(of: zone), score: score,
                    order: order(ofSlot: slot), toRoot: toRoot)
                if feedback == .accepted {
                    if bestAccepted.map({ candidate.beats($0) }) ?? true {
                        bestAccepted = candidate
                    }
                } else if bestOther.map({ candidate.beats($0) }) ?? true {
                    bestOther = candidate
                }
            }
        }
        guard let best = bestAccepted ?? bestOther else { return .none }
        return DropTarget(
            zone: best.zone.id, feedback: best.feedback,
            anchor: best.zone.snapAnchor.map { best.toRoot.apply(to: $0) })
    }

    /// The spaces to search, root first, leaving out spaces the tree does not know.
    private func occupiedSpaces(known tree: CoordinateSpaces) -> [SpaceID] {
        if grids.count == 1, let only = grids.keys.first {
            return tree.contains(only) ? [only] : []
        }
        return grids.keys.filter { tree.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    }

    private struct Candidate {
        var zone: DropZone<ID>
        var feedback: DropFeedback
        var depth: Int
        var score: Double
        var order: UInt64
        var toRoot: AffineTransform

        func beats(_ other: Candidate) -> Bool {
            if depth != other.depth { return depth > other.depth }
            if zone.priority != other.zone.priority { return zone.priority > other.zone.priority }
            if score != other.score { return score > other.score }
            return order < other.order
        }
    }
}
