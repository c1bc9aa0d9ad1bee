/// A value that can be animated: a small vector space whose components move together.
///
/// Springs and tweens only ever add, subtract and scale values, so any type that can do
/// those three things can glide. Velocities are values of the same type, measured in
/// units per second. `Double`, `Point` and ``Pose`` conform.
///
/// ```swift
/// struct Size2: AnimatableValue {
///     var w = 0.0, h = 0.0
///     static let zero = Size2()
///     func adding(_ o: Size2) -> Size2 { Size2(w: w + o.w, h: h + o.h) }
///     func subtracting(_ o: Size2) -> Size2 { Size2(w: w - o.w, h: h - o.h) }
///     func scaled(by k: Double) -> Size2 { Size2(w: w * k, h: h * k) }
///     var magnitude: Double { max(abs(w), abs(h)) }
///     var isFinite: Bool { w.isFinite && h.isFinite }
/// }
/// ```
public protocol AnimatableValue: Equatable, Sendable {
    /// The value with every component zero (also "at rest" as a velocity).
    static var zero: Self { get }

    /// The component-wise sum.
    func adding(_ other: Self) -> Self

    /// The component-wise difference.
    func subtracting(_ other: Self) -> Self

    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self

    /// A size of the value, zero only for ``zero``: used to decide when a motion has
    /// settled (the built-in types use their largest component).
    var magnitude: Double { get }

    /// Whether every component is finite (no NaN, no infinity).
    var isFinite: Bool { get }
}
