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
        var bestAccepted: Collision?
        var bestOther: Collision?
        forEachCollision(of: probe, using: strategy, spaces: spaces, accepts: accepts) {
            candidate in
            if candidate.feedback == .accepted {
                if bestAccepted.map({ candidate.beats($0) }) ?? true { bestAccepted = candidate }
            } else if bestOther.map({ candidate.beats($0) }) ?? true {
                bestOther = candidate
            }
        }
        guard let best = bestAccepted ?? bestOther else { return .none }
        return best.target
    }

    /// Calls `body` with every zone the probe collides with that does not answer `.none`,
    /// in no particular order: the one search that `target(for:using:spaces:accepts:)`
    /// and `candidates(for:using:spaces:accepts:)` share.
    func forEachCollision(
        of probe: DragProbe, using strategy: some CollisionStrategy, spaces: CoordinateSpaces,
        accepts: (DropZone<ID>) -> DropFeedback, _ body: (Collision) -> Void
    ) {
        guard probe.isFinite else { return }
        let region = strategy.searchRegion(for: probe)
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
                body(
                    Collision(
                        zone: zone, feedback: feedback, depth: depth(of: zone), score: score,
                        order: order(ofSlot: slot), toRoot: toRoot))
            }
        }
    }

    /// The spaces to search, root first, leaving out spaces the tree does not know.
    private func occupiedSpaces(known tree: CoordinateSpaces) -> [SpaceID] {
        if grids.count == 1, let only = grids.keys.first {
            return tree.contains(only) ? [only] : []
        }
        return grids.keys.filter { tree.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    }

    /// A zone the probe collides with, and what ranks it against the others.
    struct Collision {
        var zone: DropZone<ID>
        var feedback: DropFeedback
        var depth: Int
        var score: Double
        var order: UInt64
        var toRoot: AffineTransform

        /// The target this zone makes, its anchor in window coordinates.
        var target: DropTarget<ID> {
            DropTarget(
                zone: zone.id, feedback: feedback,
                anchor: zone.snapAnchor.map { toRoot.apply(to: $0) })
        }

        /// Whether this zone wins over `other` when both have the same verdict: the
        /// innermost, then higher priority, then better score, then the zone added first.
        func beats(_ other: Collision) -> Bool {
            if depth != other.depth { return depth > other.depth }
            if zone.priority != other.zone.priority { return zone.priority > other.zone.priority }
            if score != other.score { return score > other.score }
            return order < other.order
        }
    }
}
