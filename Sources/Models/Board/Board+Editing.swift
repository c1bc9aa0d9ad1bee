extension Board {
    /// Adds a card with `title` to a column, at `index` (the end when nil); returns its id.
    ///
    /// ```swift
    /// let id = try board.addCard("Buy milk", toColumn: todo)
    /// ```
    @discardableResult
    public mutating func addCard(
        _ title: String, note: String? = nil, label: CardLabel = .none, toColumn columnID: Int,
        at index: Int? = nil
    ) throws(BoardError) -> Int {
        let title = try BoardText.title(title)
        let note = try BoardText.note(note)
        guard let c = columnIndex(of: columnID) else { throw .unknownColumn(columnID) }
        let count = columns[c].cards.count
        let at = index ?? count
        guard (0...count).contains(at) else { throw .invalidPosition(at) }
        guard cardCount < BoardLimits.maximumCardCount else { throw .tooManyCards(cardCount + 1) }
        let id = try takeID()
        withColumns {
            $0[c].cards.insert(Card(id: id, title: title, note: note, label: label), at: at)
        }
        return id
    }

    /// Renames a card.
    public mutating func renameCard(_ id: Int, to title: String) throws(BoardError) {
        let title = try BoardText.title(title)
        try updateCard(id) { $0.title = title }
    }

    /// Sets or clears (nil or empty) a card's note.
    public mutating func setNote(ofCard id: Int, to note: String?) throws(BoardError) {
        let note = try BoardText.note(note)
        try updateCard(id) { $0.note = note }
    }

    /// Sets a card's colour label.
    public mutating func setLabel(ofCard id: Int, to label: CardLabel) throws(BoardError) {
        try updateCard(id) { $0.label = label }
    }

    /// Removes a card; returns it.
    @discardableResult
    public mutating func deleteCard(_ id: Int) throws(BoardError) -> Card {
        guard let (c, i) = location(ofCard: id) else { throw .unknownCard(id) }
        let card = columns[c].cards[i]
        withColumns { _ = $0[c].cards.remove(at: i) }
        return card
    }

    /// Moves a card to a column (its own or another), to position `index` in that column
    /// as it is once the card has left its old place.
    ///
    /// ```swift
    /// try board.moveCard(id, toColumn: done, at: 0)   // to the top of Done
    /// ```
    public mutating func moveCard(_ id: Int, toColumn columnID: Int, at index: Int)
        throws(BoardError)
    {
        guard let (c, i) = location(ofCard: id) else { throw .unknownCard(id) }
        guard let target = columnIndex(of: columnID) else { throw .unknownColumn(columnID) }
        let count = columns[target].cards.count - (target == c ? 1 : 0)
        guard (0...count).contains(index) else { throw .invalidPosition(index) }
        withColumns { columns in
            let card = columns[c].cards.remove(at: i)
            columns[target].cards.insert(card, at: index)
        }
    }

    /// Adds an empty column with `title`, at `index` (the end when nil); returns its id.
    @discardableResult
    public mutating func addColumn(_ title: String, at index: Int? = nil) throws(BoardError)
        -> Int
    {
        let title = try BoardText.title(title)
        let at = index ?? columns.count
        guard (0...columns.count).contains(at) else { throw .invalidPosition(at) }
        guard columns.count < BoardLimits.maximumColumnCount else {
            throw .tooManyColumns(columns.count + 1)
        }
        let id = try takeID()
        withColumns { $0.insert(Column(id: id, title: title), at: at) }
        return id
    }

    /// Renames a column.
    public mutating func renameColumn(_ id: Int, to title: String) throws(BoardError) {
        let title = try BoardText.title(title)
        guard let c = columnIndex(of: id) else { throw .unknownColumn(id) }
        withColumns { $0[c].title = title }
    }

    /// Removes a column and its cards; returns it.
    @discardableResult
    public mutating func deleteColumn(_ id: Int) throws(BoardError) -> Column {
        guard let c = columnIndex(of: id) else { throw .unknownColumn(id) }
        let column = columns[c]
        withColumns { _ = $0.remove(at: c) }
        return column
    }

    /// Moves a column to position `index` in the row as it is once the column has left its
    /// old place.
    public mutating func moveColumn(_ id: Int, to index: Int) throws(BoardError) {
        guard let c = columnIndex(of: id) else { throw .unknownColumn(id) }
        guard (0..<columns.count).contains(index) else { throw .invalidPosition(index) }
        withColumns { columns in
            let column = columns.remove(at: c)
            columns.insert(column, at: index)
        }
    }

    private mutating func updateCard(_ id: Int, _ change: (inout Card) -> Void)
        throws(BoardError)
    {
        guard let (c, i) = location(ofCard: id) else { throw .unknownCard(id) }
        withColumns { change(&$0[c].cards[i]) }
    }
}
