import Geometry

extension Pose {
    /// The transform that draws an item, whose own coordinates are centred on its middle,
    /// in this pose: scale, then rotate, then mirror across the vertical line through the
    /// item's centre, then move the centre to `position`. Opacity is not part of it.
    ///
    /// Mirroring after rotating makes a flip turn about the screen's vertical axis whatever
    /// the rotation, like a card turned over on a table.
    ///
    /// ```swift
    /// let pose = Pose(position: Point(x: 100, y: 100), rotation: .pi / 2)
    /// pose.transform.apply(to: Point(x: 10, y: 0))   // (100, 110)
    /// ```
    public var transform: AffineTransform {
        AffineTransform(scale: scale)
            .rotated(by: Angle(radians: rotation))
            .concatenating(AffineTransform(scaleX: mirror, y: 1))
            .translated(by: position - Point.zero)
    }
}
