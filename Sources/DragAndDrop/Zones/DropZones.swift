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
    private struct Entry: Sendable {
        var zone: DropZone<ID>
        var order: UInt64
    }

    private var entries: [Entry?] = []
    private var slotByID: [ID: Int32] = [:]
    private var freeSlots: [Int32] = []
    var grids: [SpaceID: ZoneGrid] = [:]
    private var nextOrder: UInt64 = 0

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
        return entries[Int(slot)]?.zone
    }

    /// Adds a zone, or replaces (moves, resizes, re-parents) the zone with the same id.
    ///
    /// A zone with a non-finite or empty frame is kept but never found by lookups.
    /// - Returns: the zone it replaced, if any.
    @discardableResult
    public mutating func insert(_ zone: DropZone<ID>) -> DropZone<ID>? {
        let previous = remove(zone.id)
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = Int32(entries.count)
            entries.append(nil)
        }
        entries[Int(slot)] = Entry(zone: zone, order: nextOrder)
        nextOrder += 1
        slotByID[zone.id] = slot
        grids[zone.space, default: ZoneGrid(cellSize: cellSize)].insert(slot, frame: zone.frame)
        return previous
    }

    /// Removes the zone with this id.
    /// - Returns: the removed zone, or nil when there was none.
    @discardableResult
    public mutating func remove(_ id: ID) -> DropZone<ID>? {
        guard let slot = slotByID.removeValue(forKey: id), let entry = entries[Int(slot)] else {
            return nil
        }
        grids[entry.zone.space]?.remove(slot, frame: entry.zone.frame)
        entries[Int(slot)] = nil
        freeSlots.append(slot)
        return entry.zone
    }

    /// Removes every zone.
    public mutating func removeAll() {
        self = DropZones(cellSize: cellSize)
    }

    /// Every zone, in the order they were added.
    public var all: [DropZone<ID>] {
        entries.compactMap { $0 }.sorted { $0.order < $1.order }.map { $0.zone }
    }

    /// The zones of `space` touching `region`, in the order they were added: for a region
    /// of zero size, those containing its origin; otherwise those sharing area with it.
    public func zones(touching region: Rect, in space: SpaceID = .root) -> [DropZone<ID>] {
        guard let grid = grids[space] else { return [] }
        var found: [Entry] = []
        let indexed = grid.forEachCandidate(in: region) { slot in
            guard let entry = entries[Int(slot)], Self.touches(entry.zone.frame, region) else { return }
            found.append(entry)
        }
        if !indexed { return zonesByScanning(touching: region, in: space) }
        if found.count > 1 {
            found.sort { $0.order < $1.order }
            // A zone filed under several cells is found once per cell.
            var unique: [Entry] = []
            unique.reserveCapacity(found.count)
            for entry in found where unique.last?.order != entry.order { unique.append(entry) }
            found = unique
        }
        return found.map { $0.zone }
    }

    /// The same answer as `zones(touching:in:)`, found by checking every zone: the
    /// baseline the index is measured and tested against.
    /// - Complexity: O(n) for n zones.
    public func zonesByScanning(touching region: Rect, in space: SpaceID = .root) -> [DropZone<ID>] {
        var found: [Entry] = []
        for case let entry? in entries
        where entry.zone.space == space && Self.touches(entry.zone.frame, region) {
            found.append(entry)
        }
        found.sort { $0.order < $1.order }
        return found.map { $0.zone }
    }

    /// How deeply a zone is nested: 0 for a zone with no parent in the collection.
    public func depth(of zone: DropZone<ID>) -> Int {
        var depth = 0
        var parent = zone.parent
        // The bound stops a cycle of parents from looping forever.
        while let id = parent, let slot = slotByID[id], depth < 64 {
            depth += 1
            parent = entries[Int(slot)]?.zone.parent
        }
        return depth
    }

    /// The position of a zone in the order zones were added (smaller is earlier).
    func order(of id: ID) -> UInt64 {
        guard let slot = slotByID[id], let entry = entries[Int(slot)] else { return .max }
        return entry.order
    }

    private static func touches(_ frame: Rect, _ region: Rect) -> Bool {
        guard frame.isFinite, !frame.isEmpty else { return false }
        if region.size == .zero { return frame.contains(region.origin) }
        return frame.intersects(region)
    }
}
