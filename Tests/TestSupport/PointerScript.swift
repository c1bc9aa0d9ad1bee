import DragAndDrop

/// Builds timestamped pointer events the way a hand makes them, for driving sessions,
/// recognizers and scenes in tests.
///
/// ```swift
/// var script = PointerScript()
/// let events = script.press(at: Point(x: 10, y: 10))
///     + script.drag(to: Point(x: 200, y: 10), steps: 10, duration: 0.2)
///     + script.release()
/// ```
public struct PointerScript: Sendable {
    /// The clock of the script, in seconds.
    public var time: Double
    /// Where the pointer is.
    public var location: Point
    /// The pointer every event comes from.
    public var pointer: PointerID

    /// Creates a script starting at `time` with the pointer at `location`.
    public init(time: Double = 0, location: Point = .zero, pointer: PointerID = 0) {
        self.time = time
        self.location = location
        self.pointer = pointer
    }

    /// A press at a location.
    public mutating func press(at p: Point, button: PointerButton = .primary) -> [PointerEvent] {
        location = p
        return [PointerEvent(.down, at: p, time: time, pointer: pointer, button: button)]
    }

    /// Moves in `steps` equal steps over `duration` seconds, ending at `p`.
    public mutating func drag(to p: Point, steps: Int = 8, duration: Double = 0.16)
        -> [PointerEvent]
    {
        let start = location
        let n = max(steps, 1)
        var events: [PointerEvent] = []
        for i in 1...n {
            let t = Double(i) / Double(n)
            time += duration / Double(n)
            location = start.interpolated(to: p, by: t)
            events.append(PointerEvent(.move, at: location, time: time, pointer: pointer))
        }
        return events
    }

    /// Waits without moving.
    public mutating func wait(_ seconds: Double) { time += seconds }

    /// Releases where the pointer is.
    public mutating func release() -> [PointerEvent] {
        time += 0.01
        return [PointerEvent(.up, at: location, time: time, pointer: pointer)]
    }

    /// The system cancels the pointer.
    public mutating func cancel() -> [PointerEvent] {
        time += 0.01
        return [PointerEvent(.cancel, at: location, time: time, pointer: pointer)]
    }

    /// A press and release at a point, quickly: a tap or click.
    public mutating func tap(at p: Point) -> [PointerEvent] {
        let down = press(at: p)
        time += 0.05
        return down + [PointerEvent(.up, at: p, time: time, pointer: pointer)]
    }
}
