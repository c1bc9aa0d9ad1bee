/// A collection of drop zones with a spatial index, so that finding the zones under a
/// dragged item reads a few grid buckets instead of every zone.
///
/// Zones may be added, moved (by inserting a zone with the same id) and removed at any
/// time, also while a drag is under way.
///
/// ```swift
/// var zones = DropZones<String>()
/// zones.insert(DropZone(id: "board", frame: Rect(x: 0, y: 0, width: 640, height: 640)))
/// zones.insert(DropZone(id: "e4", frame: Rect(x: 320, y: 320, width: 80, height: 80), parent: "board"))
/// zones.zones(touching: Rect(x: 350, y: 350, width: 0, height: 0)).map { $0.id }   // ["board", "e4"]
/// ```
///
/// - Complexity: insert, move and remove are O(k) for a zone touching k grid cells
///   (at most 64; larger zones go to a short list read by every lookup). A lookup costs
///   O(c + m) for c cells of the region and m zones found there.
public struct DropZones<ID: Hashable & Sendable>: Sendable {
    // Lookups read only the plain arrays below (frames, spaces, orders), which the
    // hit-testing benchmark showed to be several times faster than reading generic
    // zone values that the client module cannot specialise. The zones are kept as
    // columns, one per property, and the rarely used ones (space, priority, anchor,
    // parent) hold nothing until some zone departs from the default: a million plain
    // zones cost about 56 bytes each here instead of about 150.
    private var idOfSlot: [ID] = []
    private var frameOfSlot: [Rect] = []
    private var spaceOfSlot = DefaultedColumn<SpaceID>(default: .root)
    private var priorityOfSlot = DefaultedColumn<Int>(default: 0)
    private var anchorOfSlot = DefaultedColumn<Point?>(default: nil)
    private var parentOfSlot = DefaultedColumn<ID?>(default: nil)
    /// The order zones were added in; `.max` marks a free slot (whose id is stale).
    private var orderOfSlot: [UInt64] = []
    private var slotByID: [ID: Int32] = [:]
    private var freeSlots: [Int32] = []
    var grids: [SpaceID: ZoneGrid] = [:]
    private var nextOrder: UInt64 = 0

    /// Below this many zones a lookup checks them all: cheaper than reading the index.
    static var scanLimit: Int { 16 }

    /// The side of one index cell, in points; about the size of a typical zone is best.
    public let cellSize: Double

    /// Creates an empty collection whose index files zones in square cells of `cellSize`.
    public init(cellSize: Double = 64) {
        self.cellSize = cellSize.isFinite && cellSize > 0 ? cellSize : 64
    }

    /// The number of zones.
    public var count: Int { slotByID.count }

    /// Whether there are no zones.
    public var isEmpty: Bool { slotByID.isEmpty }

    /// The zone with this id, if any.
    public subscript(id: ID) -> DropZone<ID>? {
        guard let slot = slotByID[id] else { return nil }
        return zone(ofSlot: slot)
    }

    /// Adds a zone, or replaces (moves, resizes, re-parents) the zone with the same id.
    ///
    /// A zone with a non-finite or empty frame is kept but never found by lookups.
    /// - Returns: the zone it replaced, if any.
    @discardableResult
    public mutating func insert(_ zone: DropZone<ID>) -> DropZone<ID>? {
        let previous = remove(zone.id)
        let slot = store(zone)
        let size = cellSize
        grids[zone.space, default: ZoneGrid(cellSize: size)].insert(slot, frame: zone.frame)
        return previous
    }

    /// Files stored slots (ascending) of one space in its index, in bulk.
    mutating func file(_ slots: [Int32], in space: SpaceID) {
        let frames = frameOfSlot
        let size = cellSize
        grids[space, default: ZoneGrid(cellSize: size)].insert(contentsOf: slots) { slot in
            frames[Int(slot)]
        }
    }

    /// Puts a zone in a free slot, or a new one, without filing it in the index.
    mutating func store(_ zone: DropZone<ID>) -> Int32 {
        let slot = freeSlots.popLast() ?? Int32(idOfSlot.count)
        put(zone, in: slot)
        slotByID[zone.id] = slot
        return slot
    }

    /// Stores a zone as `store` does when no zone has its id, reading the id's hash once
    /// (filing in bulk spent a third of its time hashing ids); returns nil, changing
    /// nothing, when a zone already has it.
    mutating func storeIfNew(_ zone: DropZone<ID>) -> Int32? {
        let slot = freeSlots.last ?? Int32(idOfSlot.count)
        if let existing = slotByID.updateValue(slot, forKey: zone.id) {
            slotByID[zone.id] = existing
            return nil
        }
        if !freeSlots.isEmpty { freeSlots.removeLast() }
        put(zone, in: slot)
        return slot
    }

    /// Writes a zone's columns at `slot`: a free slot, or the next new one.
    private mutating func put(_ zone: DropZone<ID>, in slot: Int32) {
        let i = Int(slot)
        if i < idOfSlot.count {
            idOfSlot[i] = zone.id
            frameOfSlot[i] = zone.frame
            spaceOfSlot[i] = zone.space
            priorityOfSlot[i] = zone.priority
            anchorOfSlot[i] = zone.snapAnchor
            parentOfSlot[i] = zone.parent
            orderOfSlot[i] = nextOrder
        } else {
            idOfSlot.append(zone.id)
            frameOfSlot.append(zone.frame)
            spaceOfSlot.append(zone.space)
            priorityOfSlot.append(zone.priority)
            anchorOfSlot.append(zone.snapAnchor)
            parentOfSlot.append(zone.parent)
            orderOfSlot.append(nextOrder)
        }
        nextOrder += 1
    }

    /// Makes room for `capacity` zones in all, so that filing that many allocates once.
    ///
    /// ```swift
    /// var zones = DropZones<Int>()
    /// zones.reserveCapacity(1_000_000)
    /// ```
    public mutating func reserveCapacity(_ capacity: Int) {
        idOfSlot.reserveCapacity(capacity)
        frameOfSlot.reserveCapacity(capacity)
        orderOfSlot.reserveCapacity(capacity)
        spaceOfSlot.reserveCapacity(capacity)
        priorityOfSlot.reserveCapacity(capacity)
        anchorOfSlot.reserveCapacity(capacity)
        parentOfSlot.reserveCapacity(capacity)
        slotByID.reserveCapacity(capacity)
    }

    /// How many zones the storage holds without growing.
    var storageCapacity: Int { idOfSlot.capacity }

    /// Removes the zone with this id.
    /// - Returns: the removed zone, or nil when there was none.
    @discardableResult
    public mutating func remove(_ id: ID) -> DropZone<ID>? {
        guard let slot = slotByID.removeValue(forKey: id), let zone = zone(ofSlot: slot) else {
            return nil
        }
        let i = Int(slot)
        grids[zone.space]?.remove(slot, frame: zone.frame)
        frameOfSlot[i] = .zero
        orderOfSlot[i] = .max
        freeSlots.append(slot)
        return zone
    }

    /// Removes every zone.
    public mutating func removeAll() {
        self = DropZones(cellSize: cellSize)
    }

    /// Every zone, in the order they were added.
    public var all: [DropZone<ID>] {
        zones(ofSlots: (0..<Int32(orderOfSlot.count)).filter { orderOfSlot[Int($0)] != .max })
    }

    /// The zones of `space` touching `region`, in the order they were added: for a region
    /// of zero size, those containing its origin; otherwise those sharing area with it.
    public func zones(touching region: Rect, in space: SpaceID = .root) -> [DropZone<ID>] {
        zones(ofSlots: slots(touching: region, in: space))
    }

    /// The same answer as `zones(touching:in:)`, found by checking every zone: the
    /// baseline the index is measured and tested against.
    /// - Complexity: O(n) for n zones.
    public func zonesByScanning(touching region: Rect, in space: SpaceID = .root) -> [DropZone<ID>]
    {
        zones(ofSlots: slotsByScanning(touching: region, in: space))
    }

    /// The slots of the zones touching `region`, each once, in no particular order.
    func slots(touching region: Rect, in space: SpaceID) -> [Int32] {
        if count <= Self.scanLimit { return slotsByScanning(touching: region, in: space) }
        guard let grid = grids[space] else { return [] }
        var found: [Int32] = []
        let indexed = grid.forEachCandidate(in: region) { slot in
            if Self.touches(frameOfSlot[Int(slot)], region) { found.append(slot) }
        }
        if !indexed { return slotsByScanning(touching: region, in: space) }
        if found.count > 1 {
            // A zone filed under several cells is found once per cell.
            found.sort()
            var previous: Int32 = -1
            found.removeAll { slot in
                defer { previous = slot }
                return slot == previous
            }
        }
        return found
    }

    private func slotsByScanning(touching region: Rect, in space: SpaceID) -> [Int32] {
        var found: [Int32] = []
        for i in 0..<frameOfSlot.count
        where orderOfSlot[i] != .max && spaceOfSlot[i] == space
            && Self.touches(frameOfSlot[i], region)
        {
            found.append(Int32(i))
        }
        return found
    }

    /// The space of a slot, for callers inside the module.
    func space(ofSlot slot: Int32) -> SpaceID { spaceOfSlot[Int(slot)] }

    /// The frame, insertion order and zone in a slot, for callers inside the module.
    func frame(ofSlot slot: Int32) -> Rect { frameOfSlot[Int(slot)] }
    func order(ofSlot slot: Int32) -> UInt64 { orderOfSlot[Int(slot)] }
    func zone(ofSlot slot: Int32) -> DropZone<ID>? {
        let i = Int(slot)
        guard orderOfSlot[i] != .max else { return nil }
        return DropZone(
            id: idOfSlot[i], frame: frameOfSlot[i], space: spaceOfSlot[i],
            priority: priorityOfSlot[i], snapAnchor: anchorOfSlot[i], parent: parentOfSlot[i])
    }

    /// The zones in some slots, in the order they were added.
    private func zones(ofSlots slots: [Int32]) -> [DropZone<ID>] {
        var ordered = slots
        if ordered.count > 1 { ordered.sort { orderOfSlot[Int($0)] < orderOfSlot[Int($1)] } }
        return ordered.compactMap { zone(ofSlot: $0) }
    }

    /// How deeply a zone is nested: 0 for a zone with no parent in the collection.
    public func depth(of zone: DropZone<ID>) -> Int {
        var depth = 0
        var parent = zone.parent
        // The bound stops a cycle of parents from looping forever.
        while let id = parent, let slot = slotByID[id], depth < 64 {
            depth += 1
            parent = parentOfSlot[Int(slot)]
        }
        return depth
    }

    static func touches(_ frame: Rect, _ region: Rect) -> Bool {
        guard frame.isFinite, !frame.isEmpty else { return false }
        if region.size == .zero { return frame.contains(region.origin) }
        return frame.intersects(region)
    }
}
