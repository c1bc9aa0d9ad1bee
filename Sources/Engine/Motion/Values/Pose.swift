import Geometry

/// Everything about where and how an item is drawn that can glide: position, scale,
/// rotation, mirroring and opacity, animated together component by component.
///
/// `mirror` is a horizontal scale factor: 1 is the item as it is, -1 its mirror image.
/// Animating it from 1 to -1 passes through 0, where the item is edge-on, so the flip
/// looks like a card turning over. `rotation` is in radians, clockwise on screen, and
/// is animated as a plain number: to turn a quarter clockwise from 3π/2, animate to 2π,
/// not to 0.
///
/// ```swift
/// var pose = Animated(Pose(position: Point(x: 50, y: 50)))
/// var flipped = pose.target
/// flipped.mirror = -1
/// pose.animate(to: flipped, with: .tween(duration: 0.3), at: 0)
/// ```
public struct Pose: Hashable, Sendable {
    /// Where the item's centre is, in its parent's coordinates.
    ///
    /// ```swift
    /// pose.position = Point(x: 40, y: 40)
    /// ```
    public var position: Point
    /// The uniform size factor: 1 is natural size (a lifted item might use 1.1).
    ///
    /// ```swift
    /// lifted.scale = 1.1
    /// ```
    public var scale: Double
    /// The rotation about the item's centre, in radians, clockwise on screen.
    ///
    /// ```swift
    /// turned.rotation += .pi / 2   // a quarter turn clockwise
    /// ```
    public var rotation: Double
    /// The horizontal flip factor, applied on screen after rotation: 1 as is, -1 mirrored.
    ///
    /// ```swift
    /// flipped.mirror = -flipped.mirror
    /// ```
    public var mirror: Double
    /// How opaque the item is: 0 invisible, 1 solid.
    ///
    /// ```swift
    /// ghost.opacity = 0.5
    /// ```
    public var opacity: Double

    /// Creates a pose; by default an unscaled, unrotated, unmirrored, opaque item at the
    /// origin.
    ///
    /// ```swift
    /// let lifted = Pose(position: Point(x: 10, y: 20), scale: 1.1)
    /// ```
    public init(
        position: Point = .zero, scale: Double = 1, rotation: Double = 0, mirror: Double = 1,
        opacity: Double = 1
    ) {
        self.position = position
        self.scale = scale
        self.rotation = rotation
        self.mirror = mirror
        self.opacity = opacity
    }
}
