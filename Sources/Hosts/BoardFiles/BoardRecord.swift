import Board

/// The JSON shape of a board, field for field. Keys are sorted when written; a card's
/// note and label are left out when it has none.
struct BoardRecord: Codable {
    struct CardRecord: Codable {
        var id: Int
        var title: String
        var note: String?
        var label: String?
    }

    struct ColumnRecord: Codable {
        var id: Int
        var title: String
        var cards: [CardRecord]
    }

    var version: Int
    var nextID: Int
    var columns: [ColumnRecord]

    init(_ board: Board) {
        version = BoardFormat.currentVersion
        nextID = board.nextID
        columns = board.columns.map { column in
            ColumnRecord(
                id: column.id, title: column.title,
                cards: column.cards.map { card in
                    CardRecord(
                        id: card.id, title: card.title, note: card.note,
                        label: card.label == .none ? nil : card.label.name)
                })
        }
    }

    /// The board this record describes, checked by the model.
    func board() throws(BoardFileError) -> Board {
        guard columns.count <= BoardLimits.maximumColumnCount else {
            throw .invalidBoard(.tooManyColumns(columns.count))
        }
        var built: [Column] = []
        for (c, column) in columns.enumerated() {
            var cards: [Card] = []
            for (i, card) in column.cards.enumerated() {
                var label = CardLabel.none
                if let name = card.label {
                    guard let known = CardLabel(name: name) else {
                        throw .malformed(
                            reason: "columns[\(c)].cards[\(i)].label “\(name.prefix(32))” is not "
                                + "one of none, red, orange, yellow, green, blue, purple")
                    }
                    label = known
                }
                cards.append(Card(id: card.id, title: card.title, note: card.note, label: label))
            }
            built.append(Column(id: column.id, title: column.title, cards: cards))
        }
        do throws(BoardError) {
            return try Board(columns: built, nextID: nextID)
        } catch {
            throw .invalidBoard(error)
        }
    }
}

/// Just the version, read before anything else so that a newer file is refused by its
/// version rather than by a field this program does not know.
struct BoardVersionProbe: Decodable {
    var version: Int?
}
