/// Reading and drawing boards as plain-text pictures.
extension PentominoBoard {
    /// Reads a board from a picture: one line per row, `.` an open cell, `#` or a space
    /// not part of the board. Blank lines and `#` borders are fine: the board is cropped
    /// to its open cells. Line ends may be `\n` or `\r\n`.
    ///
    /// ```swift
    /// let corners = try PentominoBoard(picture: """
    ///     #......#
    ///     ........
    ///     """, name: "strip")
    /// corners.openCellCount   // 14
    /// ```
    /// Complexity: O(n) for a picture of n characters.
    /// - Throws: `PentominoBoardError` naming the line and column of an unknown character, a board
    ///   wider or taller than 64, or a picture with no open cells.
    public init(picture: String, name: String = "custom", isPuzzle: Bool = true)
        throws(PentominoBoardError)
    {
        var cells: [Cell] = []
        var line = 1
        var column = 1
        var firstOpenColumn = Int.max
        var firstOpenLine = Int.max
        for scalar in picture.unicodeScalars {
            switch scalar {
            case "\n":
                line += 1
                column = 1
                continue
            case "\r", "#", " ":
                break
            case ".":
                firstOpenLine = min(firstOpenLine, line)
                if line - firstOpenLine >= PentominoBoard.maximumSide {
                    throw PentominoBoardError.tooManyRows(line - firstOpenLine + 1, line: line)
                }
                firstOpenColumn = min(firstOpenColumn, column)
                if column - firstOpenColumn >= PentominoBoard.maximumSide {
                    throw PentominoBoardError.tooManyColumns(
                        column - firstOpenColumn + 1, line: line, column: column)
                }
                cells.append(Cell(row: line - 1, column: column - 1))
            default:
                throw PentominoBoardError.unknownCharacter(scalar, line: line, column: column)
            }
            if scalar != "\r" { column += 1 }
        }
        try self.init(openCells: cells, name: name, isPuzzle: isPuzzle)
    }

    /// The board as a picture that `init(picture:)` reads back: `.` open, `#` not part of
    /// the board, one line per row, no final newline.
    ///
    /// ```swift
    /// PentominoBoard.builtIn(.eightByEightCorners).picture.hasPrefix("#......#")   // true
    /// ```
    /// Complexity: O(rows × columns).
    public var picture: String {
        var text = ""
        for row in 0..<rows {
            if row > 0 { text.append("\n") }
            for column in 0..<columns {
                text.append(isOpen(Cell(row: row, column: column)) ? "." : "#")
            }
        }
        return text
    }
}
