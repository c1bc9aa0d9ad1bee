/// The zone a dragged item is over right now, and what it says.
public struct DropTarget<ZoneID: Hashable & Sendable>: Equatable, Sendable {
    /// The zone, or nil when over none.
    public var zone: ZoneID?
    /// What the zone says; `.none` exactly when `zone` is nil.
    public var feedback: DropFeedback
    /// Where an accepted item's centre would settle, in window coordinates.
    public var anchor: Point?

    /// Creates a target.
    public init(zone: ZoneID?, feedback: DropFeedback, anchor: Point? = nil) {
        self.zone = zone
        self.feedback = zone == nil ? .none : feedback
        self.anchor = anchor
    }

    /// Over nothing.
    public static var none: DropTarget { DropTarget(zone: nil, feedback: .none) }

    /// Whether dropping here would be accepted.
    public var isAccepted: Bool { feedback == .accepted }
}
