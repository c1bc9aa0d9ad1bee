extension Board {
    /// The board as plain text, a column a block: its title and card count, then each card
    /// on its own line with its label in brackets and its note after a dash. This is what
    /// `board --print-state` prints.
    ///
    /// ```
    /// To do (2)
    ///   - Buy milk [green]
    ///   - Write the report — two pages
    /// Done (0)
    /// ```
    public var text: String {
        var lines: [String] = []
        for column in columns {
            lines.append("\(column.title) (\(column.cards.count))")
            for card in column.cards {
                var line = "  - \(card.title)"
                if card.label != .none { line += " [\(card.label.name)]" }
                if let note = card.note {
                    var flat = ""
                    for scalar in note.unicodeScalars {
                        flat.unicodeScalars.append(scalar == "\n" ? " " : scalar)
                    }
                    line += " — \(flat)"
                }
                lines.append(line)
            }
        }
        var result = ""
        for (i, line) in lines.enumerated() { result += (i == 0 ? "" : "\n") + line }
        return result
    }

    /// The board a new user starts with: To do, Doing and Done with a few cards.
    public static var sample: Board {
        var board = Board()
        // The titles are valid, so none of these can throw.
        do throws(BoardError) {
            let todo = try board.addColumn("To do")
            let doing = try board.addColumn("Doing")
            let done = try board.addColumn("Done")
            try board.addCard("Plan the week", label: .blue, toColumn: todo)
            try board.addCard("Buy groceries", note: "oat milk, apples, bread", toColumn: todo)
            try board.addCard("Call the plumber", label: .red, toColumn: todo)
            try board.addCard(
                "Write the report", note: "two pages", label: .orange, toColumn: doing)
            try board.addCard("Water the plants", label: .green, toColumn: done)
        } catch {
            preconditionFailure("the sample board is valid: \(error)")
        }
        return board
    }
}
