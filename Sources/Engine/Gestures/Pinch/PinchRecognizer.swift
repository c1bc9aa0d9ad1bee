import Geometry

/// Recognizes a pinch: two pointers down at once, moving apart or together (and
/// perhaps both in the same direction, which pans), for zooming a canvas.
///
/// The first two pointers down make the pinch; a third is ignored. The pinch ends when
/// either of the two lifts, and is cancelled when either is cancelled.
///
/// ```swift
/// var pinch = PinchRecognizer()
/// _ = pinch.handle(PointerEvent(.down, at: Point(x: 100, y: 100), time: 0, pointer: 1))
/// _ = pinch.handle(PointerEvent(.down, at: Point(x: 200, y: 100), time: 0, pointer: 2))
/// pinch.handle(PointerEvent(.move, at: Point(x: 300, y: 100), time: 0.1, pointer: 2))
/// // [Pinch(phase: .began, scale: 2, centre: (200, 100), …)]
/// ```
public struct PinchRecognizer: GestureRecognizer, Sendable {
    /// One report of a pinch.
    ///
    /// ```swift
    /// let zoom = startZoom * report.scale
    /// ```
    public struct Pinch: Equatable, Sendable {
        /// Where the pinch is in its life.
        public var phase: GesturePhase
        /// The span between the pointers now divided by the span when the second went
        /// down: 2 when they are twice as far apart. Never negative; may be close to 0.
        public var scale: Double
        /// The point halfway between the two pointers now.
        public var centre: Point
        /// How far that centre has moved since the second pointer went down.
        public var translation: Vector
        /// When, in seconds.
        public var time: Double

        /// Creates a report (for tests and for hosts that synthesize gestures).
        ///
        /// ```swift
        /// let pinch = PinchRecognizer.Pinch(phase: .changed, scale: 2, centre: .zero,
        ///                                   translation: .zero, time: 0.1)
        /// ```
        public init(
            phase: GesturePhase, scale: Double, centre: Point, translation: Vector, time: Double
        ) {
            self.phase = phase
            self.scale = scale
            self.centre = centre
            self.translation = translation
            self.time = time
        }
    }

    /// The two pointers and where things stood when the second went down.
    struct Pair: Sendable {
        var first: PointerID
        var second: PointerID
        var startSpan: Double
        var startCentre: Point
    }

    /// Where the recognizer is.
    enum Phase: Sendable {
        /// Fewer than two pointers down (or a third one is still down).
        case idle
        /// Two pointers down, not yet moved enough.
        case touching(Pair)
        /// Pinching.
        case pinching(Pair)
    }

    /// The settings in force.
    ///
    /// ```swift
    /// pinch.configuration.activationDistance   // 4
    /// ```
    public let configuration: Configuration
    private(set) var phase: Phase = .idle
    private var tracker = PointerTracker()
    /// See ``attempts``.
    ///
    /// ```swift
    /// let touches = pinch.attempts
    /// ```
    public private(set) var attempts = 0

    /// Creates a recognizer.
    ///
    /// ```swift
    /// var pinch = PinchRecognizer()
    /// ```
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Whether two pointers are down, pinching or about to.
    ///
    /// ```swift
    /// if pinch.isPossible { suspendPanning() }
    /// ```
    public var isPossible: Bool {
        if case .idle = phase { return false }
        return true
    }

    /// Takes one pointer event; returns the pinch reports it causes.
    ///
    /// ```swift
    /// for report in pinch.handle(event) { canvas.zoom(by: report.scale, around: report.centre) }
    /// ```
    public mutating func handle(_ event: PointerEvent) -> [Pinch] {
        tracker.accept(event).flatMap { step($0) }
    }

    /// Pinches have no timeouts: this only moves the recognizer's clock on.
    ///
    /// ```swift
    /// _ = pinch.advance(to: now)
    /// ```
    public mutating func advance(to time: Double) -> [Pinch] {
        _ = tracker.clock(time)
        return []
    }

    /// Moves the state machine on by one clean event (the tracker already applied it).
    private mutating func step(_ event: PointerEvent) -> [Pinch] {
        switch phase {
        case .idle:
            guard event.phase == .down, tracker.count == 2,
                let a = tracker.pointers.first, let b = tracker.pointers.last
            else { return [] }
            attempts &+= 1
            phase = .touching(
                Pair(
                    first: a.id, second: b.id,
                    startSpan: max(a.location.distance(to: b.location), configuration.minimumSpan),
                    startCentre: a.location.interpolated(to: b.location, by: 0.5)))
            return []
        case .touching(let pair), .pinching(let pair):
            guard event.pointer == pair.first || event.pointer == pair.second else { return [] }
            let pinching: Bool
            if case .pinching = phase { pinching = true } else { pinching = false }
            switch event.phase {
            case .up, .cancel, .down:
                phase = .idle
                guard pinching else { return [] }
                var last = report(.changed, pair, event.time, lifted: event)
                last.phase = event.phase == .up ? .ended : .cancelled
                return [last]
            case .move:
                let now = report(.changed, pair, event.time, lifted: nil)
                if pinching { return [now] }
                let spanChange = abs(now.scale - 1) * pair.startSpan
                guard
                    spanChange >= configuration.activationDistance
                        || now.translation.length >= configuration.activationDistance
                else { return [] }
                phase = .pinching(pair)
                var began = now
                began.phase = .began
                return [began]
            }
        }
    }

    /// The pinch as it stands; `lifted`, if given, is the event that took one of the pair
    /// away (the tracker has already forgotten that pointer, so its location comes from
    /// the event).
    private func report(_ phase: GesturePhase, _ pair: Pair, _ time: Double, lifted: PointerEvent?)
        -> Pinch
    {
        func location(_ id: PointerID) -> Point {
            if let lifted, lifted.pointer == id { return lifted.location }
            return tracker.location(of: id) ?? pair.startCentre
        }
        let a = location(pair.first)
        let b = location(pair.second)
        let centre = a.interpolated(to: b, by: 0.5)
        return Pinch(
            phase: phase, scale: a.distance(to: b) / pair.startSpan, centre: centre,
            translation: centre - pair.startCentre, time: time)
    }
}
