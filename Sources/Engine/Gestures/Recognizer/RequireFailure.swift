/// Runs two recognizers side by side, holding back what `Primary` recognizes until
/// `Preferred` has failed, and dropping it if `Preferred` recognizes instead; UIKit's
/// `require(toFail:)` as a value.
///
/// The classic use: a single tap that must not fire when it turns out to be the first
/// half of a double tap. The single tap is reported only once the double-tap window has
/// passed without a second tap; a double tap is reported alone.
///
/// ```swift
/// var taps = RequireFailure.tapOrDoubleTap()
/// for report in taps.handle(event) + taps.advance(to: now) {
///     switch report {
///     case .primary: rotate(piece)     // a single tap, confirmed
///     case .preferred: flip(piece)     // a double tap
///     }
/// }
/// ```
public struct RequireFailure<Primary: GestureRecognizer, Preferred: GestureRecognizer>:
    GestureRecognizer
{
    /// A report from either recognizer.
    ///
    /// ```swift
    /// if case .preferred(let doubleTap) = report { flip(at: doubleTap.location) }
    /// ```
    public enum Gesture {
        /// `Primary` recognized this, and `Preferred` has failed.
        case primary(Primary.Gesture)
        /// `Preferred` recognized this.
        case preferred(Preferred.Gesture)
    }

    /// The recognizer whose reports wait.
    ///
    /// ```swift
    /// taps.primary.isPossible
    /// ```
    public private(set) var primary: Primary
    /// The recognizer that takes precedence.
    ///
    /// ```swift
    /// taps.preferred.isPossible   // waiting for a second tap?
    /// ```
    public private(set) var preferred: Preferred
    /// `Primary`'s reports waiting for `Preferred` to fail.
    private var held: [Primary.Gesture] = []
    /// Whether `Preferred` has reported during its current attempt.
    private var preferredRecognized = false
    /// `Preferred`'s attempt that the held reports wait on.
    private var heldAttempt = 0

    /// Combines two recognizers.
    ///
    /// ```swift
    /// let tapUnlessPan = RequireFailure(TapRecognizer(), unless: PanRecognizer())
    /// ```
    public init(_ primary: Primary, unless preferred: Preferred) {
        self.primary = primary
        self.preferred = preferred
    }

    /// Whether either recognizer may still report, or reports are being held.
    ///
    /// ```swift
    /// if taps.isPossible { requestTick() }   // a held tap needs time to pass
    /// ```
    public var isPossible: Bool { primary.isPossible || preferred.isPossible || !held.isEmpty }

    /// Changes whenever either recognizer starts an attempt.
    ///
    /// ```swift
    /// let started = taps.attempts
    /// ```
    public var attempts: Int { primary.attempts &+ preferred.attempts }

    /// Feeds `event` to both recognizers.
    ///
    /// ```swift
    /// let reports = taps.handle(event)
    /// ```
    public mutating func handle(_ event: PointerEvent) -> [Gesture] {
        let fromPreferred = preferred.handle(event)
        let fromPrimary = primary.handle(event)
        return arbitrate(fromPreferred, fromPrimary)
    }

    /// Lets time pass for both; when `Preferred` times out into failure, the held reports
    /// come out.
    ///
    /// ```swift
    /// let confirmedTaps = taps.advance(to: now)
    /// ```
    public mutating func advance(to time: Double) -> [Gesture] {
        let fromPreferred = preferred.advance(to: time)
        let fromPrimary = primary.advance(to: time)
        return arbitrate(fromPreferred, fromPrimary)
    }

    /// Decides what to pass on, hold or drop after both recognizers saw the same input.
    private mutating func arbitrate(
        _ fromPreferred: [Preferred.Gesture], _ fromPrimary: [Primary.Gesture]
    ) -> [Gesture] {
        var reports = fromPreferred.map { Gesture.preferred($0) }
        if !fromPreferred.isEmpty {
            preferredRecognized = true
            held.removeAll()
        } else if preferred.attempts != heldAttempt {
            // The attempt the held reports waited on is over, and it did not recognize.
            if !preferredRecognized { reports += held.map { Gesture.primary($0) } }
            held.removeAll()
            preferredRecognized = false
        }
        heldAttempt = preferred.attempts
        if !preferredRecognized { held += fromPrimary }
        if !preferred.isPossible {
            if !preferredRecognized { reports += held.map { Gesture.primary($0) } }
            held.removeAll()
            preferredRecognized = false
        }
        return reports
    }
}

extension RequireFailure: Sendable
where Primary: Sendable, Preferred: Sendable, Primary.Gesture: Sendable {}

extension RequireFailure.Gesture: Equatable
where Primary.Gesture: Equatable, Preferred.Gesture: Equatable {}

extension RequireFailure.Gesture: Sendable
where Primary.Gesture: Sendable, Preferred.Gesture: Sendable {}
