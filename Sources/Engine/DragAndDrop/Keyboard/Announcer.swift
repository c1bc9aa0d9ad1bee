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

    /// Creates an announcer from two naming functions.
    public init(item: @escaping (ItemID) -> String, location: @escaping (Location) -> String) {
        self.item = item
        self.location = location
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
