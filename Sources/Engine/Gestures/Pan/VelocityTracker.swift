import Geometry

/// Estimates how fast a pointer is moving from its recent locations, for pans and for
/// the release velocity of a drop (so that a thrown item flows into its spring).
///
/// The velocity is the displacement across the samples of the last `window` seconds
/// divided by the time they span. A pointer that has been still for longer than the
/// window has velocity zero, so a drag that stops and then lifts does not fling.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(Point(x: 0, y: 0), at: 0)
/// tracker.add(Point(x: 10, y: 0), at: 0.05)
/// tracker.velocity(at: 0.05)   // <200.0, 0.0> points per second
/// ```
public struct VelocityTracker: Sendable {
    /// How far back, in seconds, samples count. Default 0.1.
    ///
    /// ```swift
    /// VelocityTracker().window   // 0.1
    /// ```
    public let window: Double
    /// Recent samples, oldest first; never more than `capacity`.
    private var samples: [(location: Point, time: Double)] = []
    private let capacity = 16

    /// Creates an empty tracker.
    ///
    /// ```swift
    /// var tracker = VelocityTracker(window: 0.08)
    /// ```
    public init(window: Double = 0.1) {
        self.window = window.isFinite && window > 0 ? window : 0.1
    }

    /// Records that the pointer was at `location` at `time`. Non-finite samples, and
    /// samples earlier than the latest, are ignored.
    ///
    /// ```swift
    /// tracker.add(event.location, at: event.time)
    /// ```
    public mutating func add(_ location: Point, at time: Double) {
        guard location.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        if samples.count == capacity { samples.removeFirst() }
        samples.append((location, time))
    }

    /// Forgets every sample.
    ///
    /// ```swift
    /// tracker.reset()   // a new press
    /// ```
    public mutating func reset() { samples.removeAll() }

    /// The estimated velocity at `time`, in points per second; zero without two recent
    /// samples at least a millisecond apart.
    ///
    /// ```swift
    /// let release = tracker.velocity(at: upEvent.time)
    /// ```
    public func velocity(at time: Double) -> Vector {
        guard let last = samples.last, time.isFinite, time - last.time <= window else {
            return .zero
        }
        guard let first = samples.first(where: { last.time - $0.time <= window }) else {
            return .zero
        }
        let span = last.time - first.time
        guard span >= 0.001 else { return .zero }
        let velocity = (last.location - first.location) / span
        return velocity.isFinite ? velocity : .zero
    }
}
