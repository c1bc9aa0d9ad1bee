import Geometry

/// Which pointers are down and where, and the latest time seen: turns raw events, however
/// broken, into a clean stream that every recognizer can trust.
///
/// - Times that are not finite count as the latest time seen; earlier times count as the
///   latest time (time never runs backwards).
/// - Locations count as usable when finite and within ±1e9 points (far beyond any screen),
///   so that differences and speeds computed from them stay finite too.
/// - A down at an unusable location, a move or up of a pointer that is not down
///   (hover, or an up without a down) and a move to an unusable location are dropped.
/// - An up or cancel at an unusable location happens at the pointer's last location.
/// - A second down of a pointer that is already down first cancels the earlier press.
struct PointerTracker: Sendable {
    /// The pointers currently down and their last locations, in the order they went down.
    private(set) var pointers: [(id: PointerID, location: Point)] = []
    /// The latest time seen, or 0 before any.
    private(set) var time: Double = 0
    private var hasTime = false

    /// The location of `pointer` if it is down.
    func location(of pointer: PointerID) -> Point? {
        pointers.first { $0.id == pointer }?.location
    }

    /// Whether `point` is finite and within ±1e9 on both axes.
    static func isUsable(_ point: Point) -> Bool {
        point.isFinite && abs(point.x) <= 1e9 && abs(point.y) <= 1e9
    }

    /// The number of pointers down.
    var count: Int { pointers.count }

    /// A finite, non-decreasing time for an event or tick stamped `raw`.
    mutating func clock(_ raw: Double) -> Double {
        if raw.isFinite, !hasTime || raw > time {
            time = raw
            hasTime = true
        }
        return time
    }

    /// The clean events that `event` amounts to (none, one, or a cancel and a down).
    mutating func accept(_ event: PointerEvent) -> [PointerEvent] {
        var clean = event
        clean.time = clock(event.time)
        let index = pointers.firstIndex { $0.id == event.pointer }
        switch event.phase {
        case .down:
            guard Self.isUsable(event.location) else { return [] }
            var result: [PointerEvent] = []
            if let index {
                var cancel = clean
                cancel.phase = .cancel
                cancel.location = pointers[index].location
                pointers.remove(at: index)
                result.append(cancel)
            }
            pointers.append((event.pointer, event.location))
            result.append(clean)
            return result
        case .move:
            guard let index, Self.isUsable(event.location) else { return [] }
            pointers[index].location = event.location
            return [clean]
        case .up, .cancel:
            guard let index else { return [] }
            if !Self.isUsable(event.location) { clean.location = pointers[index].location }
            pointers.remove(at: index)
            return [clean]
        }
    }
}
