import Geometry

/// Recognizes a long press: one pointer held still for a while. Once it has begun the
/// pointer may move (reported as `changed`) until it lifts (`ended`).
///
/// The press begins as soon as the recognizer learns that the time has passed, from an
/// event or from ``advance(to:)``; call `advance` every tick so it begins on time even
/// while the pointer does not move.
///
/// ```swift
/// var hold = LongPressRecognizer()
/// _ = hold.handle(PointerEvent(.down, at: Point(x: 5, y: 5), time: 0))
/// hold.advance(to: 0.6)   // [LongPress(phase: .began, location: (5, 5), time: 0.6)]
/// ```
public struct LongPressRecognizer: GestureRecognizer, Sendable {
    /// One report of a long press.
    ///
    /// ```swift
    /// if report.phase == .began { showMenu(at: report.location) }
    /// ```
    public struct LongPress: Equatable, Sendable {
        /// Where the long press is in its life.
        public var phase: GesturePhase
        /// Where the pointer is.
        public var location: Point
        /// When, in seconds.
        public var time: Double

        /// Creates a report (for tests and for hosts that synthesize gestures).
        ///
        /// ```swift
        /// let began = LongPressRecognizer.LongPress(phase: .began, location: .zero, time: 0.5)
        /// ```
        public init(phase: GesturePhase, location: Point, time: Double) {
            self.phase = phase
            self.location = location
            self.time = time
        }
    }

    /// Where the recognizer is.
    enum Phase: Sendable {
        /// No press being watched.
        case idle
        /// Held since `since`, not yet long enough; last seen at `location`.
        case pressed(pointer: PointerID, start: Point, since: Double, location: Point)
        /// Recognized and still down.
        case active(pointer: PointerID)
    }

    /// The settings in force.
    ///
    /// ```swift
    /// hold.configuration.minimumDuration   // 0.5
    /// ```
    public let configuration: Configuration
    private(set) var phase: Phase = .idle
    private var tracker = PointerTracker()
    /// See ``attempts``.
    ///
    /// ```swift
    /// let before = hold.attempts
    /// ```
    public private(set) var attempts = 0

    /// Creates a recognizer.
    ///
    /// ```swift
    /// var hold = LongPressRecognizer(.init(minimumDuration: 0.4))
    /// ```
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Whether a press is being timed or a long press is under way.
    ///
    /// ```swift
    /// if !hold.isPossible { hidePressIndicator() }
    /// ```
    public var isPossible: Bool {
        if case .idle = phase { return false }
        return true
    }

    /// Takes one pointer event; returns the reports it causes (a press that has just
    /// become long enough begins before the event itself is handled).
    ///
    /// ```swift
    /// for report in hold.handle(event) where report.phase == .began { showMenu(at: report.location) }
    /// ```
    public mutating func handle(_ event: PointerEvent) -> [LongPress] {
        if event.phase == .down, event.button != configuration.button { return [] }
        var reports: [LongPress] = []
        for clean in tracker.accept(event) {
            reports += begin(ifDueAt: clean.time)
            reports += step(clean)
        }
        return reports
    }

    /// Lets time pass; begins the long press if it has been held long enough.
    ///
    /// ```swift
    /// let reports = hold.advance(to: now)
    /// ```
    public mutating func advance(to time: Double) -> [LongPress] {
        begin(ifDueAt: tracker.clock(time))
    }

    /// Begins a press held since long enough before `time`.
    private mutating func begin(ifDueAt time: Double) -> [LongPress] {
        guard case .pressed(let pointer, _, let since, let location) = phase,
            time - since >= configuration.minimumDuration
        else { return [] }
        phase = .active(pointer: pointer)
        return [LongPress(phase: .began, location: location, time: time)]
    }

    /// Moves the state machine on by one clean event.
    private mutating func step(_ event: PointerEvent) -> [LongPress] {
        switch phase {
        case .idle:
            if event.phase == .down, tracker.count == 1 {
                attempts &+= 1
                phase = .pressed(
                    pointer: event.pointer, start: event.location, since: event.time,
                    location: event.location)
            }
        case .pressed(let pointer, let start, let since, _):
            if event.phase == .down {
                phase = .idle  // a second finger
            } else if event.pointer == pointer {
                let stray = event.location.distance(to: start) > configuration.maximumMovement
                if event.phase == .move, !stray {
                    phase = .pressed(
                        pointer: pointer, start: start, since: since, location: event.location)
                } else {
                    phase = .idle
                }
            }
        case .active(let pointer):
            let report = LongPress(phase: .changed, location: event.location, time: event.time)
            switch event.phase {
            case .down:
                phase = .idle  // a second finger calls it off
                let location = tracker.location(of: pointer) ?? event.location
                return [LongPress(phase: .cancelled, location: location, time: event.time)]
            case .move where event.pointer == pointer:
                return [report]
            case .up where event.pointer == pointer:
                phase = .idle
                return [LongPress(phase: .ended, location: event.location, time: event.time)]
            case .cancel where event.pointer == pointer:
                phase = .idle
                return [LongPress(phase: .cancelled, location: event.location, time: event.time)]
            default:
                break
            }
        }
        return []
    }
}
