import Geometry

/// Recognizes a tap, or a double (or triple…) tap: presses released quickly, close to where
/// they went down, one pointer at a time.
///
/// A multiple tap is reported once, when its last press is released; any other press
/// (moved too far, held too long, a second finger, a cancel, too slow) makes it fail. To
/// keep a single tap from also firing as part of a double tap, combine the two with
/// ``RequireFailure`` (see ``RequireFailure/tapOrDoubleTap(tap:doubleTap:)``).
///
/// ```swift
/// var taps = TapRecognizer()
/// _ = taps.handle(PointerEvent(.down, at: Point(x: 10, y: 10), time: 0))
/// taps.handle(PointerEvent(.up, at: Point(x: 11, y: 10), time: 0.1))   // [Tap at (11, 10)]
/// ```
public struct TapRecognizer: GestureRecognizer, Sendable {
    /// A recognized tap.
    ///
    /// ```swift
    /// rotate(pieceAt: tap.location)
    /// ```
    public struct Tap: Equatable, Sendable {
        /// Where the last press was released.
        public var location: Point
        /// When it was released, in seconds.
        public var time: Double
        /// How many taps it took (the configuration's `taps`).
        public var count: Int

        /// Creates a report (for tests and for hosts that synthesize taps).
        ///
        /// ```swift
        /// let tap = TapRecognizer.Tap(location: Point(x: 5, y: 5), time: 1, count: 1)
        /// ```
        public init(location: Point, time: Double, count: Int) {
            self.location = location
            self.time = time
            self.count = count
        }
    }

    /// Where the recognizer is.
    enum Phase: Sendable {
        /// Waiting for a press.
        case idle
        /// A press is down; `completed` taps came before it, the first at `first`.
        case pressed(pointer: PointerID, start: Point, since: Double, completed: Int, first: Point)
        /// `completed` taps so far; the next press must come by `deadline`.
        case waiting(deadline: Double, completed: Int, first: Point)
    }

    /// The limits in force.
    ///
    /// ```swift
    /// taps.configuration.maximumInterval   // 0.3
    /// ```
    public let configuration: Configuration
    private(set) var phase: Phase = .idle
    private var tracker = PointerTracker()
    /// See ``attempts``.
    ///
    /// ```swift
    /// let presses = taps.attempts
    /// ```
    public private(set) var attempts = 0

    /// Creates a recognizer.
    ///
    /// ```swift
    /// var doubleTap = TapRecognizer(.init(taps: 2))
    /// ```
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Whether a press is down or a multiple tap is waiting for its next press.
    ///
    /// ```swift
    /// if taps.isPossible { requestTick() }
    /// ```
    public var isPossible: Bool {
        if case .idle = phase { return false }
        return true
    }

    /// Takes one pointer event; returns the tap it completes, if any.
    ///
    /// ```swift
    /// for tap in taps.handle(event) { rotate(pieceAt: tap.location) }
    /// ```
    public mutating func handle(_ event: PointerEvent) -> [Tap] {
        if event.phase == .down, event.button != configuration.button { return [] }
        var reports: [Tap] = []
        for clean in tracker.accept(event) {
            expire(at: clean.time)
            reports += step(clean)
        }
        return reports
    }

    /// Lets time pass: a press held too long, or a multiple tap waiting too long, fails.
    ///
    /// ```swift
    /// _ = taps.advance(to: now)
    /// ```
    public mutating func advance(to time: Double) -> [Tap] {
        expire(at: tracker.clock(time))
        return []
    }

    /// Fails whatever has run out of time by `time`.
    private mutating func expire(at time: Double) {
        switch phase {
        case .pressed(_, _, let since, _, _)
        where time - since > configuration.maximumPressDuration:
            phase = .idle
        case .waiting(let deadline, _, _) where time > deadline:
            phase = .idle
        default:
            break
        }
    }

    /// Moves the state machine on by one clean event.
    private mutating func step(_ event: PointerEvent) -> [Tap] {
        switch (phase, event.phase) {
        case (.idle, .down):
            if tracker.count == 1 {
                attempts &+= 1
                phase = .pressed(
                    pointer: event.pointer, start: event.location, since: event.time,
                    completed: 0, first: event.location)
            }
        case (.waiting(_, let completed, let first), .down):
            // Close enough to continue the sequence, or else the first tap of a new one.
            let continues = event.location.distance(to: first) <= configuration.maximumSpread
            if !continues || tracker.count != 1 { attempts &+= 1 }
            phase =
                tracker.count == 1
                ? .pressed(
                    pointer: event.pointer, start: event.location, since: event.time,
                    completed: continues ? completed : 0,
                    first: continues ? first : event.location)
                : .idle
        case (.pressed, .down):
            phase = .idle  // a second finger: not a tap
        case (.pressed(let pointer, let start, _, _, _), .move):
            if event.pointer == pointer,
                event.location.distance(to: start) > configuration.maximumMovement
            {
                phase = .idle
            }
        case (.pressed(let pointer, let start, _, let completed, let first), .up):
            guard event.pointer == pointer else { break }
            guard event.location.distance(to: start) <= configuration.maximumMovement else {
                phase = .idle
                break
            }
            let taps = completed + 1
            if taps >= configuration.taps {
                phase = .idle
                return [Tap(location: event.location, time: event.time, count: taps)]
            }
            phase = .waiting(
                deadline: event.time + configuration.maximumInterval, completed: taps,
                first: first)
        case (.pressed(let pointer, _, _, _, _), .cancel):
            if event.pointer == pointer { phase = .idle }
        default:
            break
        }
        return []
    }
}
