extension DropZones {
    // The multi-item drag benchmark spent most of a move in unspecialised generic code
    // (metadata look-ups for every zone met) when called from another module: Int-named
    // zones under the built-in strategies are prespecialised (Embedded Swift specialises
    // every generic call in the client anyway, and cannot export one).
    #if hasFeature(Embedded)
        /// The target of each probe, exactly as ``target(for:using:spaces:accepts:)`` finds it
        /// for that probe alone, from one pass: the spaces and their transforms are worked out
        /// once, and the index is read without building a list of zones per probe. For the
        /// many items of a multi-item drag (``GroupDrag``), judged on every pointer move.
        ///
        /// ```swift
        /// let verdicts = zones.targets(for: probes, using: PointerWithin()) { index, zone in
        ///     fits(tiles[index], in: zone.id) ? .accepted : .rejected
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - probes: one probe per dragged item, in window coordinates.
        ///   - strategy: decides which zones an item collides with, and which matches best.
        ///   - spaces: converts zones living in nested spaces (a zoomed canvas) to the window.
        ///   - accepts: a colliding zone's answer for the item of the probe at an index.
        /// - Complexity: for each probe, O(c + m) for the c index cells its search region
        ///   covers and the m zones filed there, with no allocation.
        public func targets<Strategy: CollisionStrategy>(
            for probes: [DragProbe], using strategy: Strategy,
            spaces: CoordinateSpaces = CoordinateSpaces(),
            accepts: (Int, DropZone<ID>) -> DropFeedback = { _, _ in .accepted }
        ) -> [DropTarget<ID>] {
            judge(probes, using: strategy, spaces: spaces, accepts: accepts)
        }
    #else
        /// The target of each probe, exactly as ``target(for:using:spaces:accepts:)`` finds it
        /// for that probe alone, from one pass: the spaces and their transforms are worked out
        /// once, and the index is read without building a list of zones per probe. For the
        /// many items of a multi-item drag (``GroupDrag``), judged on every pointer move.
        ///
        /// ```swift
        /// let verdicts = zones.targets(for: probes, using: PointerWithin()) { index, zone in
        ///     fits(tiles[index], in: zone.id) ? .accepted : .rejected
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - probes: one probe per dragged item, in window coordinates.
        ///   - strategy: decides which zones an item collides with, and which matches best.
        ///   - spaces: converts zones living in nested spaces (a zoomed canvas) to the window.
        ///   - accepts: a colliding zone's answer for the item of the probe at an index.
        /// - Complexity: for each probe, O(c + m) for the c index cells its search region
        ///   covers and the m zones filed there, with no allocation.
        @_specialize(exported:true,where ID == Int, Strategy == PointerWithin)
        @_specialize(exported:true,where ID == Int, Strategy == CenterWithin)
        @_specialize(exported:true,where ID == Int, Strategy == RectIntersection)
        @_specialize(exported:true,where ID == Int, Strategy == OverlapRatio)
        @_specialize(exported:true,where ID == Int, Strategy == ClosestCenter)
        public func targets<Strategy: CollisionStrategy>(
            for probes: [DragProbe], using strategy: Strategy,
            spaces: CoordinateSpaces = CoordinateSpaces(),
            accepts: (Int, DropZone<ID>) -> DropFeedback = { _, _ in .accepted }
        ) -> [DropTarget<ID>] {
            judge(probes, using: strategy, spaces: spaces, accepts: accepts)
        }
    #endif

    /// The search behind `targets(for:using:spaces:accepts:)`.
    private func judge<Strategy: CollisionStrategy>(
        _ probes: [DragProbe], using strategy: Strategy, spaces: CoordinateSpaces,
        accepts: (Int, DropZone<ID>) -> DropFeedback
    ) -> [DropTarget<ID>] {
        var layers:
            [(space: SpaceID, grid: ZoneGrid?, toRoot: AffineTransform, fromRoot: AffineTransform)] =
                []
        for space in grids.keys.sorted(by: { $0.rawValue < $1.rawValue })
        where spaces.contains(space) {
            guard let toRoot = spaces.transform(from: space, to: .root),
                let fromRoot = toRoot.inverted
            else { continue }
            layers.append((space, count <= Self.scanLimit ? nil : grids[space], toRoot, fromRoot))
        }
        var found: [DropTarget<ID>] = []
        found.reserveCapacity(probes.count)
        for (index, probe) in probes.enumerated() {
            guard probe.isFinite else {
                found.append(.none)
                continue
            }
            var bestAccepted: Collision?
            var bestOther: Collision?
            let region = strategy.searchRegion(for: probe)
            for layer in layers {
                let local = layer.space == .root ? region : layer.fromRoot.apply(to: region)
                // A zone filed under several cells is met more than once: it cannot beat
                // itself, so meeting it again changes nothing.
                func consider(_ slot: Int32) {
                    let stored = self.frame(ofSlot: slot)
                    let frame = layer.space == .root ? stored : layer.toRoot.apply(to: stored)
                    guard Self.touches(stored, local),
                        let score = strategy.score(zone: frame, probe: probe),
                        let zone = self.zone(ofSlot: slot)
                    else { return }
                    let feedback = accepts(index, zone)
                    guard feedback != .none else { return }
                    let candidate = Collision(
                        zone: zone, feedback: feedback, depth: self.depth(of: zone), score: score,
                        order: self.order(ofSlot: slot), toRoot: layer.toRoot)
                    if feedback == .accepted {
                        if bestAccepted.map({ candidate.beats($0) }) ?? true {
                            bestAccepted = candidate
                        }
                    } else if bestOther.map({ candidate.beats($0) }) ?? true {
                        bestOther = candidate
                    }
                }
                if let grid = layer.grid, grid.forEachCandidate(in: local, consider) { continue }
                for slot in slots(touching: local, in: layer.space) { consider(slot) }
            }
            found.append((bestAccepted ?? bestOther)?.target ?? .none)
        }
        return found
    }
}
