import Geometry

/// Recognizes a pan (a drag): a press that moves further than an activation distance.
///
/// It follows the first pointer pressed; other pointers are ignored. The translation
/// is measured from where the pointer went down, so an item that follows it keeps its
/// offset from the pointer (the activation distance is not lost). A press that never
/// moves that far reports nothing, so a tap stays a tap.
///
/// ```swift
/// var pan = PanRecognizer()
/// _ = pan.handle(PointerEvent(.down, at: Point(x: 0, y: 0), time: 0))
/// pan.handle(PointerEvent(.move, at: Point(x: 20, y: 0), time: 0.05))
/// // [Pan(phase: .began, translation: <20, 0>, …)]
/// ```
public struct PanRecognizer: GestureRecognizer, Sendable {
    /// One report of a pan.
    ///
    /// ```swift
    /// if report.phase == .ended { drop(velocity: report.velocity) }
    /// ```
    public struct Pan: Equatable, Sendable {
        /// Where the pan is in its life.
        public var phase: GesturePhase
        /// Where the pointer went down.
        public var start: Point
        /// Where the pointer is now.
        public var location: Point
        /// How far it has moved since going down.
        public var translation: Vector
        /// How fast it is moving, in points per second (zero when cancelled).
        public var velocity: Vector
        /// When, in seconds.
        public var time: Double

        /// Creates a report (for tests and for hosts that synthesize gestures).
        ///
        /// ```swift
        /// let pan = PanRecognizer.Pan(phase: .changed, start: .zero, location: Point(x: 9, y: 0),
        ///                             translation: Vector(dx: 9, dy: 0), velocity: .zero, time: 0.1)
        /// ```
        public init(
            phase: GesturePhase, start: Point, location: Point, translation: Vector,
            velocity: Vector, time: Double
        ) {
            self.phase = phase
            self.start = start
            self.location = location
            self.translation = translation
            self.velocity = velocity
            self.time = time
        }
    }

    /// Where the recognizer is.
    enum Phase: Sendable {
        /// No press.
        case idle
        /// A press that has not yet moved far enough.
        case pressed(pointer: PointerID, start: Point)
        /// Panning.
        case panning(pointer: PointerID, start: Point)
    }

    /// The settings in force.
    ///
    /// ```swift
    /// pan.configuration.activationDistance   // 8
    /// ```
    public let configuration: Configuration
    private(set) var phase: Phase = .idle
    private var tracker = PointerTracker()
    private var velocity: VelocityTracker
    /// See ``attempts``.
    ///
    /// ```swift
    /// let presses = pan.attempts
    /// ```
    public private(set) var attempts = 0

    /// Creates a recognizer.
    ///
    /// ```swift
    /// var pan = PanRecognizer(.init(activationDistance: 4))
    /// ```
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.velocity = VelocityTracker(window: configuration.velocityWindow)
    }

    /// Whether a press is down (panning or not yet).
    ///
    /// ```swift
    /// if pan.isPossible { keepWatching() }
    /// ```
    public var isPossible: Bool {
        if case .idle = phase { return false }
        return true
    }

    /// Whether a pan has begun and not yet ended.
    ///
    /// ```swift
    /// if pan.isPanning { drawDragShadow() }
    /// ```
    public var isPanning: Bool {
        if case .panning = phase { return true }
        return false
    }

    /// Takes one pointer event; returns the pan reports it causes.
    ///
    /// ```swift
    /// for report in pan.handle(event) { session.update(report) }
    /// ```
    public mutating func handle(_ event: PointerEvent) -> [Pan] {
        if event.phase == .down, event.button != configuration.button { return [] }
        return tracker.accept(event).flatMap { step($0) }
    }

    /// Pans have no timeouts: this only moves the recognizer's clock on.
    ///
    /// ```swift
    /// _ = pan.advance(to: now)
    /// ```
    public mutating func advance(to time: Double) -> [Pan] {
        _ = tracker.clock(time)
        return []
    }

    /// Moves the state machine on by one clean event.
    private mutating func step(_ event: PointerEvent) -> [Pan] {
        switch phase {
        case .idle:
            if event.phase == .down {
                attempts &+= 1
                phase = .pressed(pointer: event.pointer, start: event.location)
                velocity.reset()
                velocity.add(event.location, at: event.time)
            }
            return []
        case .pressed(let pointer, let start):
            guard event.pointer == pointer else { return [] }
            switch event.phase {
            case .move:
                velocity.add(event.location, at: event.time)
                guard event.location.distance(to: start) >= configuration.activationDistance
                else { return [] }
                phase = .panning(pointer: pointer, start: start)
                return [report(.began, event, start)]
            case .up, .cancel, .down:
                phase = .idle
                return []
            }
        case .panning(let pointer, let start):
            guard event.pointer == pointer else { return [] }
            switch event.phase {
            case .move:
                velocity.add(event.location, at: event.time)
                return [report(.changed, event, start)]
            case .up:
                velocity.add(event.location, at: event.time)
                phase = .idle
                return [report(.ended, event, start)]
            case .cancel, .down:
                phase = .idle
                return [report(.cancelled, event, start)]
            }
        }
    }

    /// A report for `event`.
    private func report(_ phase: GesturePhase, _ event: PointerEvent, _ start: Point) -> Pan {
        Pan(
            phase: phase, start: start, location: event.location,
            translation: event.location - start,
            velocity: phase == .cancelled ? .zero : velocity.velocity(at: event.time),
            time: event.time)
    }
}
