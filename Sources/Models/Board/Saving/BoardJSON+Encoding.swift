import PortableJSON

extension BoardJSON {
    /// The board as pretty-printed JSON with sorted keys and a final line break, laid out
    /// byte for byte as Foundation's `JSONEncoder` laid out `board.json` in earlier
    /// versions: the same board always gives the same text. A card's note and label are left out when it has none.
    ///
    /// ```swift
    /// BoardJSON.encode(Board())
    /// // "{\n  \"columns\" : [\n\n  ],\n  \"nextID\" : 0,\n  \"version\" : 1\n}\n"
    /// ```
    public static func encode(_ board: Board) -> String {
        var out = "{\n  \"columns\" : ["
        for (c, column) in board.columns.enumerated() {
            out += c == 0 ? "\n    {\n" : ",\n    {\n"
            out += "      \"cards\" : ["
            for (i, card) in column.cards.enumerated() {
                out += i == 0 ? "\n        {\n" : ",\n        {\n"
                out += "          \"id\" : \(card.id),\n"
                if card.label != .none {
                    out += "          \"label\" : \(jsonQuoted(card.label.name)),\n"
                }
                if let note = card.note { out += "          \"note\" : \(jsonQuoted(note)),\n" }
                out += "          \"title\" : \(jsonQuoted(card.title))\n        }"
            }
            out += column.cards.isEmpty ? "\n\n      ],\n" : "\n      ],\n"
            out += "      \"id\" : \(column.id),\n"
            out += "      \"title\" : \(jsonQuoted(column.title))\n    }"
        }
        out += board.columns.isEmpty ? "\n\n  ],\n" : "\n  ],\n"
        out += "  \"nextID\" : \(board.nextID),\n  \"version\" : \(currentVersion)\n}\n"
        return out
    }
}
