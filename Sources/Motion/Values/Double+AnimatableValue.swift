/// A plain number animates as itself: scale, rotation in radians, opacity.
///
/// ```swift
/// var opacity = Animated(0.0)
/// opacity.animate(to: 1, with: .tween(duration: 0.2), at: 0)
/// ```
extension Double: AnimatableValue {
    /// The sum of two numbers.
    @inlinable
    public func adding(_ other: Double) -> Double { self + other }

    /// The difference of two numbers.
    @inlinable
    public func subtracting(_ other: Double) -> Double { self - other }

    /// The product with a factor.
    @inlinable
    public func scaled(by factor: Double) -> Double { self * factor }
}
