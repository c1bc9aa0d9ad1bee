/// A plain number animates as itself: scale, rotation in radians, opacity.
///
/// ```swift
/// var opacity = Animated(0.0)
/// opacity.animate(to: 1, with: .tween(duration: 0.2), at: 0)
/// ```
extension Double: AnimatableValue {
    /// The sum of two numbers.
    ///
    /// ```swift
    /// 2.0.adding(3)   // 5
    /// ```
    @inlinable
    public func adding(_ other: Double) -> Double { self + other }

    /// The difference of two numbers.
    ///
    /// ```swift
    /// 2.0.subtracting(3)   // -1
    /// ```
    @inlinable
    public func subtracting(_ other: Double) -> Double { self - other }

    /// The product with a factor.
    ///
    /// ```swift
    /// 2.0.scaled(by: 3)   // 6
    /// ```
    @inlinable
    public func scaled(by factor: Double) -> Double { self * factor }
}
