/// Why a board, or an edit of one, was refused. Whatever the error, the board is left as
/// it was.
///
/// ```swift
/// do { try board.addCard("", toColumn: 0) } catch { print(error) }   // "a title cannot be empty"
/// ```
public enum BoardError: Error, Equatable, Sendable {
    /// A title that is empty once trimmed.
    case emptyTitle
    /// A title or note longer than its limit: the count and the limit.
    case tooLong(count: Int, limit: Int)
    /// A title or note holding a control character (a note may hold line breaks).
    case controlCharacter
    /// No column has this identifier.
    case unknownColumn(Int)
    /// No card has this identifier.
    case unknownCard(Int)
    /// An identifier used twice, by two cards, two columns or a card and a column.
    case duplicateID(Int)
    /// An identifier that is negative, above `BoardLimits.maximumID`, or not below the
    /// board's next identifier.
    case invalidID(Int)
    /// More columns than `BoardLimits.maximumColumnCount`.
    case tooManyColumns(Int)
    /// More cards than `BoardLimits.maximumCardCount`.
    case tooManyCards(Int)
    /// A position outside the column (or the row of columns).
    case invalidPosition(Int)
}

extension BoardError: CustomStringConvertible {
    /// A sentence explaining the problem, lower case, with no full stop.
    ///
    /// ```swift
    /// BoardError.unknownCard(7).description   // "no card has id 7"
    /// ```
    public var description: String {
        switch self {
        case .emptyTitle: "a title cannot be empty"
        case .tooLong(let count, let limit):
            "the text has \(count) characters, more than the limit of \(limit)"
        case .controlCharacter: "the text holds a control character"
        case .unknownColumn(let id): "no column has id \(id)"
        case .unknownCard(let id): "no card has id \(id)"
        case .duplicateID(let id): "more than one card or column has id \(id)"
        case .invalidID(let id):
            "id \(id) is negative, above \(BoardLimits.maximumID) or not below the next id"
        case .tooManyColumns(let n):
            "the board has \(n) columns, more than the limit of \(BoardLimits.maximumColumnCount)"
        case .tooManyCards(let n):
            "the board has \(n) cards, more than the limit of \(BoardLimits.maximumCardCount)"
        case .invalidPosition(let i): "position \(i) is outside the column"
        }
    }
}
