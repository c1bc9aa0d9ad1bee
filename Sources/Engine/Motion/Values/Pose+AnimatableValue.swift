import Geometry

/// A pose animates component-wise: position, scale, rotation, mirror and opacity each
/// follow the same curve, and its velocity is a `Pose` of per-second rates.
///
/// ```swift
/// var item = Animated(Pose(position: Point(x: 0, y: 0)))
/// item.animate(to: Pose(position: Point(x: 80, y: 0), scale: 1.1), with: .spring(), at: 0)
/// ```
extension Pose: AnimatableValue {
    /// The pose with every component zero; as a velocity, a pose at rest.
    ///
    /// ```swift
    /// let atRest = Animated(Pose()).velocity   // Pose.zero
    /// ```
    public static let zero = Pose(position: .zero, scale: 0, rotation: 0, mirror: 0, opacity: 0)

    /// The component-wise sum.
    ///
    /// ```swift
    /// Pose(scale: 1).adding(Pose(scale: 0.1)).scale   // 1.1
    /// ```
    public func adding(_ other: Pose) -> Pose {
        Pose(
            position: position.adding(other.position), scale: scale + other.scale,
            rotation: rotation + other.rotation, mirror: mirror + other.mirror,
            opacity: opacity + other.opacity)
    }

    /// The component-wise difference.
    ///
    /// ```swift
    /// Pose(opacity: 1).subtracting(Pose(opacity: 0.25)).opacity   // 0.75
    /// ```
    public func subtracting(_ other: Pose) -> Pose {
        Pose(
            position: position.subtracting(other.position), scale: scale - other.scale,
            rotation: rotation - other.rotation, mirror: mirror - other.mirror,
            opacity: opacity - other.opacity)
    }

    /// Every component multiplied by `factor`.
    ///
    /// ```swift
    /// Pose(rotation: .pi).scaled(by: 0.5).rotation   // π/2
    /// ```
    public func scaled(by factor: Double) -> Pose {
        Pose(
            position: position.scaled(by: factor), scale: scale * factor,
            rotation: rotation * factor, mirror: mirror * factor, opacity: opacity * factor)
    }

    /// The largest component: the position's distance from the origin, or the size of the
    /// scale, rotation, mirror or opacity, whichever is biggest.
    ///
    /// ```swift
    /// Pose(position: Point(x: 3, y: 4), scale: 2).magnitude   // 5
    /// ```
    public var magnitude: Double {
        max(position.magnitude, abs(scale), abs(rotation), abs(mirror), abs(opacity))
    }

    /// Whether every component is finite.
    ///
    /// ```swift
    /// Pose(scale: .nan).isFinite   // false
    /// ```
    public var isFinite: Bool {
        position.isFinite && scale.isFinite && rotation.isFinite && mirror.isFinite
            && opacity.isFinite
    }
}
