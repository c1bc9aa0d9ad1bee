/// Names items and places in words, for the plain-text announcements that keyboard
/// dragging and tap-to-place give screen readers.
///
/// ```swift
/// let announcer = Announcer<Square, Square>(
///     item: { square in board.pieceName(on: square) },   // "Knight"
///     location: { square in square.name })                // "f3"
/// ```
public struct Announcer<ItemID, Location> {
    /// The name of an item, such as "Knight" or "the red L piece".
    public var item: (ItemID) -> String
    /// The name of a place, such as "f3" or "row 2, column 5".
    public var location: (Location) -> String
    /// The name of several items carried together, by their number, such as "3 cards".
    /// Default: "3 items".
    public var items: (Int) -> String
    /// Whether an item's name is plural (a group's), for the verb after it.
    var isPlural: (ItemID) -> Bool = { _ in false }

    /// Creates an announcer from its naming functions.
    public init(
        item: @escaping (ItemID) -> String, location: @escaping (Location) -> String,
        items: @escaping (Int) -> String = { "\($0) items" }
    ) {
        self.item = item
        self.location = location
        self.items = items
    }

    /// This announcer, naming `lead` as the group of `count` items it leads: every step of
    /// a carried selection is then said of the whole group ("3 cards over Done, can drop
    /// here.").
    public func naming(_ lead: ItemID, asGroupOf count: Int) -> Announcer
    where ItemID: Equatable {
        guard count > 1 else { return self }
        var group = self
        let single = item
        let plural = isPlural
        let name = items(count)
        group.item = { $0 == lead ? name : single($0) }
        group.isPlural = { $0 == lead || plural($0) }
        return group
    }
}

extension Direction {
    /// The direction as a word, for announcements.
    public var name: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        }
    }
}
