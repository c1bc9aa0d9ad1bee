/// Placements as letter pictures, the way the command prints solutions and tests draw
/// positions.
extension Placement {
    /// The placement as a picture: one line per row, a piece's letter on each cell it
    /// covers, `.` for a free open cell, `#` for a square not on the board.
    ///
    /// ```swift
    /// Placement(board: try PentominoBoard(picture: "..")).picture   // ".."
    /// ```
    /// Complexity: O(rows × columns).
    public var picture: String {
        var text = ""
        for row in 0..<board.rows {
            if row > 0 { text.append("\n") }
            for column in 0..<board.columns {
                let cell = Cell(row: row, column: column)
                if let name = piece(at: cell) {
                    text.append(name.rawValue)
                } else {
                    text.append(board.isOpen(cell) ? "." : "#")
                }
            }
        }
        return text
    }

    /// Reads a placement from a picture: a piece's letter (upper or lower case) on each of
    /// its five cells, `.` a free open cell, `#` or a space not part of the board. The board
    /// is every letter or `.`, cropped as in `PentominoBoard(picture:)`.
    ///
    /// ```swift
    /// let game = try Placement(picture: """
    ///     IIIII.....
    ///     ..........
    ///     """)
    /// game.placed(.i)   // I, identity, at (0,0)
    /// ```
    /// Complexity: O(n) for a picture of n characters.
    /// - Throws: `PlacementPictureError.board` for a picture that is not a board, and
    ///   `.notAPiece` when the cells of a letter do not make that piece.
    public init(picture: String, name: String = "custom", isPuzzle: Bool = true)
        throws(PlacementPictureError)
    {
        var boardPicture = ""
        var cellsByPiece = [[Cell]](repeating: [], count: PieceName.allCases.count)
        var firstSeen = [(line: Int, column: Int)](
            repeating: (0, 0), count: PieceName.allCases.count)
        var line = 0
        var column = 0
        var top = Int.max
        var left = Int.max
        for scalar in picture.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 0
                boardPicture.unicodeScalars.append(scalar)
                continue
            }
            var upper = scalar
            if scalar.value >= 0x61 && scalar.value <= 0x7A,
                let up = Unicode.Scalar(scalar.value - 0x20)
            {
                upper = up
            }
            if let piece = PieceName(rawValue: Character(upper)) {
                if cellsByPiece[piece.index].isEmpty {
                    firstSeen[piece.index] = (line + 1, column + 1)
                }
                cellsByPiece[piece.index].append(Cell(row: line, column: column))
                boardPicture.append(".")
            } else {
                boardPicture.unicodeScalars.append(scalar)
            }
            if upper == "." || PieceName(rawValue: Character(upper)) != nil {
                top = min(top, line)
                left = min(left, column)
            }
            if scalar != "\r" { column += 1 }
        }
        let board: PentominoBoard
        do {
            board = try PentominoBoard(picture: boardPicture, name: name, isPuzzle: isPuzzle)
        } catch {
            throw .board(error)
        }
        self.init(board: board)
        for piece in PieceName.allCases where !cellsByPiece[piece.index].isEmpty {
            let cells = cellsByPiece[piece.index].map { cell in
                Cell(row: cell.row - top, column: cell.column - left)
            }
            let shape = Cell.normalised(cells)
            let seen = firstSeen[piece.index]
            let matches = { (o: Orientation) in piece.cells(in: o) == shape }
            guard let orientation = piece.orientations.first(where: matches) else {
                throw .notAPiece(piece, line: seen.line, column: seen.column)
            }
            let anchor = Cell(
                row: cells.reduce(Int.max) { low, cell in min(low, cell.row) },
                column: cells.reduce(Int.max) { low, cell in min(low, cell.column) })
            do {
                try place(PlacedPiece(piece, orientation, at: anchor))
            } catch {
                fatalError("letters on distinct open cells always fit: \(error)")
            }
        }
    }
}

/// Why a letter picture is not a placement.
public enum PlacementPictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The picture, letters taken as open cells, is not a board.
    case board(PentominoBoardError)
    /// The cells marked with this letter (first met at `line`, `column`, from 1) are not
    /// the five cells of that piece.
    case notAPiece(PieceName, line: Int, column: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .board(let error):
            return error.description
        case .notAPiece(let piece, let line, let column):
            return "line \(line), column \(column): the cells marked \(piece.letter) "
                + "do not make the \(piece.letter) pentomino"
        }
    }
}
