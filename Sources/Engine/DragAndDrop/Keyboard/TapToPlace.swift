/// Dragging for anyone who cannot drag: tap an item to pick it, then tap a place to put
/// it there, with a sentence for each step.
///
/// ```swift
/// var taps = TapToPlace<Square, Square>()
/// taps.tapItem(e2, at: e2, announcer: names)                  // "Selected Pawn on e2. …"
/// taps.tapPlace(e4, accepts: isLegal, announcer: names)       // "Moved Pawn from e2 to e4."
/// ```
public struct TapToPlace<ItemID: Hashable & Sendable, Location: Hashable & Sendable>: Sendable {
    /// What a tap did.
    public enum Outcome: Equatable, Sendable {
        /// An item is now selected.
        case selected(ItemID, at: Location)
        /// The selected item was tapped again and is no longer selected.
        case deselected(ItemID)
        /// The selected item goes to the tapped place.
        case placed(ItemID, from: Location, to: Location)
        /// The tapped place refuses the selected item; nothing is selected any more.
        case refused(ItemID, at: Location)
        /// A place was tapped with nothing selected.
        case ignored
    }

    /// A tap's outcome and the sentence to announce.
    public struct Step: Equatable, Sendable {
        /// What happened.
        public var outcome: Outcome
        /// What to tell the user.
        public var announcement: String
        init(outcome: Outcome, announcement: String) {
            self.outcome = outcome
            self.announcement = announcement.sentenceStart
        }
    }

    /// The selected item and where it is.
    public private(set) var selection: (item: ItemID, location: Location)?

    /// Creates a tap-to-place helper with nothing selected.
    public init() {}

    /// A tap on an item: selects it, or deselects it when it was selected already.
    /// (Tapping another item switches the selection.)
    public mutating func tapItem(
        _ item: ItemID, at location: Location, announcer: Announcer<ItemID, Location>
    ) -> Step {
        if let current = selection, current.item == item {
            selection = nil
            return Step(
                outcome: .deselected(item),
                announcement: "\(announcer.item(item)) is no longer selected.")
        }
        selection = (item, location)
        return Step(
            outcome: .selected(item, at: location),
            announcement:
                "Selected \(announcer.item(item)) on \(announcer.location(location)). Tap where it should go."
        )
    }

    /// A tap on a place: moves the selected item there when the place accepts it.
    public mutating func tapPlace(
        _ location: Location, accepts: (ItemID, Location) -> Bool,
        announcer: Announcer<ItemID, Location>
    ) -> Step {
        guard let current = selection else {
            return Step(outcome: .ignored, announcement: "Nothing is selected.")
        }
        selection = nil
        let name = announcer.item(current.item)
        guard accepts(current.item, location) else {
            return Step(
                outcome: .refused(current.item, at: location),
                announcement: "\(name) cannot go to \(announcer.location(location)).")
        }
        return Step(
            outcome: .placed(current.item, from: current.location, to: location),
            announcement:
                "Moved \(name) from \(announcer.location(current.location)) to \(announcer.location(location))."
        )
    }

    /// Clears the selection without a sentence (for example when the game resets).
    public mutating func clear() { selection = nil }
}
