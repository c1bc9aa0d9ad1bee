import Geometry

extension Pose {
    /// A pose-shaped velocity or offset that only moves: `translation` in the position,
    /// zero in scale, rotation, mirror and opacity.
    ///
    /// Use it to hand a drag's release velocity to a pose animation, or to carry a pose
    /// along with the pointer.
    ///
    /// ```swift
    /// piece.animate(to: Pose(position: slot), with: .spring(), at: now,
    ///               velocity: .moving(releaseVelocity))   // points per second
    /// piece.offset(by: .moving(pointerDelta))             // follow the pointer
    /// ```
    public static func moving(_ translation: Vector) -> Pose {
        Pose(
            position: Point(x: translation.dx, y: translation.dy), scale: 0, rotation: 0,
            mirror: 0, opacity: 0)
    }
}
