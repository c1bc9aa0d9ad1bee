extension Animated {
    /// Carries the whole motion along by `delta`: the value, the target and every point of
    /// the path in between move by the same amount, while the motion's shape (its
    /// velocity, and the progress of a spring or tween) goes on untouched.
    ///
    /// This lets a dragged item follow the pointer exactly while other components keep
    /// animating: offset its pose by each pointer move (a delta with only a position) and
    /// its lift-up scale still glides. A non-finite delta, or one that would overflow, is
    /// ignored.
    ///
    /// ```swift
    /// var piece = Animated(Pose(position: start))
    /// piece.animate(to: Pose(position: start, scale: 1.1), with: .spring(), at: pressTime)
    /// piece.offset(by: .moving(Vector(dx: 12, dy: -3)))   // the pointer moved; scale still glides
    /// ```
    public mutating func offset(by delta: Value) {
        guard delta.isFinite else { return }
        let moved = value.adding(delta)
        let movedTarget = segmentTarget.adding(delta)
        let movedPending = pending.map { $0.target.adding(delta) }
        guard moved.isFinite, movedTarget.isFinite, movedPending?.isFinite ?? true else { return }
        value = moved
        segmentTarget = movedTarget
        if let movedPending { pending?.target = movedPending }
        if case .tween(let duration, let easing, let start, let from, let velocity) = segment {
            segment = .tween(
                duration: duration, easing: easing, start: start, from: from.adding(delta),
                velocity: velocity)
        }
        // A spring's state is relative to its target, so it needs no change.
    }
}
