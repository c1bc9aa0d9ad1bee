import Geometry

/// Turns wheel and trackpad scroll events into canvas zooming (with control held) or
/// panning (without).
///
/// Each wheel event stands alone, so this needs no state beyond its configuration.
///
/// ```swift
/// let wheel = WheelRecognizer()
/// let step = WheelEvent(at: Point(x: 300, y: 200), delta: Vector(dx: 0, dy: 1), time: 0,
///                       modifiers: .control)
/// wheel.interpret(step)   // .zoom(factor: 1.1, around: (300, 200))
/// ```
public struct WheelRecognizer: Sendable {
    /// What a wheel event asks for.
    ///
    /// ```swift
    /// if case .pan(let offset)? = wheel.interpret(event) { canvas.offset += offset }
    /// ```
    public enum Action: Equatable, Sendable {
        /// Zoom by `factor` (above 1 is closer) keeping the content under `around` still.
        case zoom(factor: Double, around: Point)
        /// Move the content by this much, in points: a positive `dy` (the wheel turned
        /// away from the user) moves the content down, revealing what is above, as in
        /// a document.
        case pan(Vector)
    }

    /// The settings in force.
    ///
    /// ```swift
    /// wheel.configuration.pointsPerNotch   // 40
    /// ```
    public let configuration: Configuration

    /// Creates a wheel interpreter.
    ///
    /// ```swift
    /// let wheel = WheelRecognizer(.init(pointsPerNotch: 60))
    /// ```
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// What `event` asks for, or nil for a zero or non-finite scroll (or a location that
    /// is not finite, when zooming).
    ///
    /// ```swift
    /// switch wheel.interpret(event) {
    /// case .zoom(let factor, let centre)?: canvas.zoom(by: factor, around: centre)
    /// case .pan(let offset)?: canvas.pan(by: offset)
    /// case nil: break
    /// }
    /// ```
    public func interpret(_ event: WheelEvent) -> Action? {
        guard event.delta.isFinite else { return nil }
        if !event.modifiers.isDisjoint(with: configuration.zoomModifiers) {
            // Vertical scrolling zooms; a trackpad's sideways drift does not.
            let notches = min(max(event.delta.dy, -50), 50)
            guard notches != 0, event.location.isFinite else { return nil }
            let step = 1 + configuration.zoomPerNotch * abs(notches)
            return .zoom(factor: notches > 0 ? step : 1 / step, around: event.location)
        }
        var delta = event.delta
        if configuration.shiftScrollsHorizontally, event.modifiers.contains(.shift), delta.dx == 0 {
            delta = Vector(dx: delta.dy, dy: 0)
        }
        guard delta != .zero else { return nil }
        let offset = delta * configuration.pointsPerNotch
        return offset.isFinite ? .pan(offset) : nil
    }
}
