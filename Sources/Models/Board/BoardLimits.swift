/// The bounds every board keeps to; anything outside is refused. They keep hostile files
/// small while leaving room for any real board.
///
/// ```swift
/// BoardLimits.maximumTitleLength   // 200
/// ```
public enum BoardLimits {
    /// The most columns a board may hold: 100.
    public static let maximumColumnCount = 100
    /// The most cards a board may hold, over all columns: 10,000.
    public static let maximumCardCount = 10_000
    /// The most characters in a card's or column's title: 200.
    public static let maximumTitleLength = 200
    /// The most characters in a card's note: 2,000.
    public static let maximumNoteLength = 2_000
    /// The largest identifier: 1,000,000,000 (far from overflow).
    public static let maximumID = 1_000_000_000
}
