extension DropZones {
    /// Every zone a dragged item collides with, best first, with its verdict and score:
    /// the accepting zones ranked as ``target(for:using:spaces:accepts:)`` ranks them
    /// (innermost, then higher priority, then better score, then added first), followed
    /// by those that refuse or cannot tell, ranked the same way. The first candidate is
    /// the zone `target(for:…)` returns. Zones answering `.none` are left out.
    ///
    /// ```swift
    /// let ranked = zones.candidates(for: probe, using: ClosestCenter(range: 60))
    /// let runnerUp = ranked.dropFirst().first     // offer "or drop here?"
    /// ```
    ///
    /// - Complexity: O(k log k) for the k colliding zones, after the same search as
    ///   `target(for:…)`.
    public func candidates(
        for probe: DragProbe, using strategy: some CollisionStrategy,
        spaces: CoordinateSpaces = CoordinateSpaces(),
        accepts: (DropZone<ID>) -> DropFeedback = { _ in .accepted }
    ) -> [DropCandidate<ID>] {
        var found: [Collision] = []
        forEachCollision(of: probe, using: strategy, spaces: spaces, accepts: accepts) {
            found.append($0)
        }
        found.sort { a, b in
            let aAccepted = a.feedback == .accepted
            if aAccepted != (b.feedback == .accepted) { return aAccepted }
            return a.beats(b)
        }
        return found.map { collision in
            let target = collision.target
            return DropCandidate(
                zone: collision.zone.id, feedback: collision.feedback, score: collision.score,
                anchor: target.anchor)
        }
    }
}
