import Geometry

/// A scroll-wheel or trackpad scroll step.
public struct WheelEvent: Equatable, Sendable {
    /// Where the pointer was, in window points.
    public var location: Point
    /// How far it scrolled, in wheel notches (positive `dy` scrolls content up: the wheel
    /// turned away from the user).
    public var delta: Vector
    /// When, in seconds.
    public var time: Double
    /// Keyboard modifiers held (control turns scrolling into zooming).
    public var modifiers: KeyModifiers

    /// Creates a wheel event.
    public init(at location: Point, delta: Vector, time: Double, modifiers: KeyModifiers = []) {
        self.location = location
        self.delta = delta
        self.time = time
        self.modifiers = modifiers
    }
}
