/// Something that watches timestamped pointer events and reports the gestures it sees.
///
/// Recognizers are values with an explicit state machine. Feed every pointer event to
/// ``handle(_:)``, and call ``advance(to:)`` on each tick so that timeouts (a long press
/// completing, a double-tap window closing) fire even when no event arrives. Time only
/// ever comes from events and ticks; it never runs backwards (an earlier time counts as
/// the latest one seen), and events with non-finite coordinates or times never leak
/// non-finite numbers into a report.
///
/// ```swift
/// var pan = PanRecognizer()
/// for report in pan.handle(event) {
///     if report.phase == .changed { move(by: report.translation) }
/// }
/// ```
public protocol GestureRecognizer {
    /// What the recognizer reports.
    associatedtype Gesture

    /// Takes one pointer event and returns what it recognized, in order (often nothing).
    mutating func handle(_ event: PointerEvent) -> [Gesture]

    /// Lets time pass without an event; returns what timed out into a report.
    mutating func advance(to time: Double) -> [Gesture]

    /// Whether a gesture is under way or may still be recognized from the events so far;
    /// false means the recognizer is at rest and will report nothing until a new press.
    var isPossible: Bool { get }

    /// How many attempts at a gesture the recognizer has started (presses, or sequences of
    /// presses, that might become one). A new attempt means the previous one is over,
    /// whether it was recognized or failed; ``RequireFailure`` relies on this to notice
    /// a failure that is followed at once by a fresh start. Wraps around on overflow.
    var attempts: Int { get }
}
