extension DropZones {
    // Filing a million Int-named zones from another module spent most of its time in
    // unspecialised generic code (metadata look-ups, witness calls): the page's release run
    // took 10.7 s without the prespecialisations below and 1.0 s with it. Embedded Swift
    // specialises every generic call in the client anyway, and cannot export one.
    #if hasFeature(Embedded)
        /// Creates a collection holding `zones`, as the desktop build's initializer documents.
        public init<S: Sequence<DropZone<ID>>>(cellSize: Double = 64, zones: S) {
            self.init(cellSize: cellSize)
            fileAll(zones)
        }
    #else
        /// Creates a collection holding `zones`, filed in bulk: the same collection as
        /// inserting them one at a time, in order, built several times faster.
        ///
        /// ```swift
        /// let cells = DropZones<Int>(
        ///     cellSize: 64,
        ///     zones: (0..<10_000).map { i in
        ///         DropZone(id: i, frame: Rect(x: Double(i % 100) * 16, y: Double(i / 100) * 16, width: 14, height: 14))
        ///     })
        /// cells.count   // 10000
        /// ```
        ///
        /// - Complexity: O(n + c) for n zones spread over c index cells.
        @_specialize(exported:true,where ID == Int, S == [DropZone<Int>])
        public init<S: Sequence<DropZone<ID>>>(cellSize: Double = 64, zones: S) {
            self.init(cellSize: cellSize)
            fileAll(zones)
        }
    #endif

    #if hasFeature(Embedded)
        /// Adds many zones at once, as the desktop build's `insert(contentsOf:)` documents.
        public mutating func insert<S: Sequence<DropZone<ID>>>(contentsOf newZones: S) {
            fileAll(newZones)
        }
    #else
        /// Adds many zones at once (a later zone with the same id as an earlier one replaces
        /// it), answering every lookup afterwards exactly as inserting them one at a time
        /// would.
        ///
        /// Instead of reaching into the index once per zone, it stores the zones, then sorts
        /// the new filings by index cell and appends each cell's run to its bucket at once.
        ///
        /// ```swift
        /// var zones = DropZones<Int>(cellSize: 64)
        /// zones.reserveCapacity(1_000_000)
        /// zones.insert(contentsOf: (0..<1_000).map { i in
        ///     DropZone(id: i, frame: Rect(x: Double(i) * 16, y: 0, width: 14, height: 14))
        /// })
        /// ```
        ///
        /// - Complexity: O(n + c) for n zones spread over c index cells.
        @_specialize(exported:true,where ID == Int, S == [DropZone<Int>])
        public mutating func insert<S: Sequence<DropZone<ID>>>(contentsOf newZones: S) {
            fileAll(newZones)
        }
    #endif

    /// Stores the zones and files them in the index, cell by cell (see `insert(contentsOf:)`).
    private mutating func fileAll<S: Sequence<DropZone<ID>>>(_ newZones: S) {
        let expected = count + newZones.underestimatedCount
        if expected > storageCapacity {
            // Growing geometrically keeps filing in slices linear.
            reserveCapacity(Swift.max(expected, 2 * storageCapacity))
        }
        var pending: [Int32] = []
        pending.reserveCapacity(newZones.underestimatedCount)
        for zone in newZones {
            if let slot = storeIfNew(zone) {
                pending.append(slot)
            } else {
                // A replacement unfiles the zone it replaces, so what is pending is
                // filed first and the replacement goes the ordinary way.
                file(pending)
                pending.removeAll(keepingCapacity: true)
                insert(zone)
            }
        }
        file(pending)
    }

    /// Files stored slots (ascending) in the index of their spaces.
    private mutating func file(_ slots: [Int32]) {
        guard !slots.isEmpty else { return }
        let first = space(ofSlot: slots[0])
        if slots.allSatisfy({ space(ofSlot: $0) == first }) {
            file(slots, in: first)
            return
        }
        var bySpace: [SpaceID: [Int32]] = [:]
        for slot in slots { bySpace[space(ofSlot: slot), default: []].append(slot) }
        for (space, slots) in bySpace { file(slots, in: space) }
    }
}
