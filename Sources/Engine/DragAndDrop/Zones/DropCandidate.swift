/// One zone a dragged item collides with, with its verdict and how well it matches: an
/// entry of the ranking that ``DropZones/candidates(for:using:spaces:accepts:)`` returns
/// and ``DragSession/candidates`` reports, for an app that shows the runners-up or lets
/// the user choose among them.
///
/// ```swift
/// for candidate in session.candidates.prefix(3) {
///     outline(candidate.zone, strong: candidate.zone == session.target.zone)
/// }
/// ```
public struct DropCandidate<ZoneID: Hashable & Sendable>: Equatable, Sendable {
    /// The zone.
    public var zone: ZoneID
    /// What the zone says about the item: `.accepted`, `.rejected` or `.unknown`.
    public var feedback: DropFeedback
    /// The collision strategy's score: higher is a better match (its meaning depends on
    /// the strategy: minus a distance, a shared area, a fraction of the item).
    public var score: Double
    /// Where an accepted item's centre would settle, in window coordinates.
    public var anchor: Point?

    /// Creates a candidate.
    public init(zone: ZoneID, feedback: DropFeedback, score: Double, anchor: Point? = nil) {
        self.zone = zone
        self.feedback = feedback
        self.score = score
        self.anchor = anchor
    }

    /// The target the item would be over if this candidate were chosen.
    public var target: DropTarget<ZoneID> {
        DropTarget(zone: zone, feedback: feedback, anchor: anchor)
    }
}
