/// A board of columns of cards, like a wall of sticky notes: To do, Doing, Done.
///
/// A board checks itself: every title is valid (`BoardText`), every identifier is unique
/// (cards and columns share one numbering) and below `nextID`, and the counts keep to
/// `BoardLimits`. Every edit (`Board+Editing`) keeps these rules or throws and changes
/// nothing.
///
/// ```swift
/// var board = Board.sample
/// let id = try board.addCard("Call the bank", toColumn: board.columns[0].id)
/// try board.moveCard(id, toColumn: board.columns[2].id, at: 0)
/// ```
public struct Board: Hashable, Sendable {
    /// The columns, left to right.
    public private(set) var columns: [Column]
    /// The identifier the next card or column gets.
    public private(set) var nextID: Int

    /// An empty board with no columns.
    public init() {
        columns = []
        nextID = 0
    }

    /// A board from its parts, checked; throws the first problem found.
    ///
    /// ```swift
    /// let board = try Board(columns: [Column(id: 0, title: "To do")], nextID: 1)
    /// ```
    public init(columns: [Column], nextID: Int) throws(BoardError) {
        guard columns.count <= BoardLimits.maximumColumnCount else {
            throw .tooManyColumns(columns.count)
        }
        var cardCount = 0
        for column in columns { cardCount += column.cards.count }
        guard cardCount <= BoardLimits.maximumCardCount else { throw .tooManyCards(cardCount) }
        guard (0...BoardLimits.maximumID + 1).contains(nextID) else { throw .invalidID(nextID) }
        var seen = Set<Int>()
        var checked: [Column] = []
        for var column in columns {
            try Self.claim(column.id, in: &seen, below: nextID)
            column.title = try BoardText.title(column.title)
            for i in column.cards.indices {
                try Self.claim(column.cards[i].id, in: &seen, below: nextID)
                column.cards[i].title = try BoardText.title(column.cards[i].title)
                column.cards[i].note = try BoardText.note(column.cards[i].note)
            }
            checked.append(column)
        }
        self.columns = checked
        self.nextID = nextID
    }

    private static func claim(_ id: Int, in seen: inout Set<Int>, below next: Int)
        throws(BoardError)
    {
        guard id >= 0, id < next else { throw .invalidID(id) }
        guard seen.insert(id).inserted else { throw .duplicateID(id) }
    }

    /// How many cards the board holds.
    public var cardCount: Int {
        var n = 0
        for column in columns { n += column.cards.count }
        return n
    }

    /// The position of the column with this identifier, or nil.
    public func columnIndex(of id: Int) -> Int? {
        columns.firstIndex { $0.id == id }
    }

    /// The column with this identifier, or nil.
    public func column(withID id: Int) -> Column? {
        columnIndex(of: id).map { columns[$0] }
    }

    /// Where the card with this identifier is: its column's position and its own, or nil.
    ///
    /// ```swift
    /// board.location(ofCard: 3)   // (column: 0, index: 2)
    /// ```
    public func location(ofCard id: Int) -> (column: Int, index: Int)? {
        for (c, column) in columns.enumerated() {
            if let i = column.cards.firstIndex(where: { $0.id == id }) { return (c, i) }
        }
        return nil
    }

    /// The card with this identifier, or nil.
    public func card(withID id: Int) -> Card? {
        location(ofCard: id).map { columns[$0.column].cards[$0.index] }
    }

    /// Hands out the next identifier, refusing once they run out.
    mutating func takeID() throws(BoardError) -> Int {
        guard nextID <= BoardLimits.maximumID else { throw .invalidID(nextID) }
        defer { nextID += 1 }
        return nextID
    }

    /// Direct access for the editing operations, which check their own input.
    mutating func withColumns(_ body: (inout [Column]) -> Void) { body(&columns) }
}
