extension Position {
    /// The position in Forsyth–Edwards Notation: placement, side to move, castling rights,
    /// en passant square, halfmove clock and fullmove number.
    ///
    /// ```swift
    /// Position.initial.fen  // "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    /// ```
    /// - Complexity: O(64).
    public var fen: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(90)
        for rank in stride(from: 7, through: 0, by: -1) {
            var empty: UInt8 = 0
            for file in 0..<8 {
                if let piece = piece(at: Square(unchecked: rank * 8 + file)) {
                    if empty > 0 { bytes.append(48 + empty) }
                    empty = 0
                    bytes.append(piece.fenByte)
                } else {
                    empty += 1
                }
            }
            if empty > 0 { bytes.append(48 + empty) }
            if rank > 0 { bytes.append(UInt8(ascii: "/")) }
        }
        var text = String(decoding: bytes, as: UTF8.self)
        text += sideToMove == .white ? " w " : " b "
        var rights = ""
        if castlingRights.contains(.whiteKingside) { rights += "K" }
        if castlingRights.contains(.whiteQueenside) { rights += "Q" }
        if castlingRights.contains(.blackKingside) { rights += "k" }
        if castlingRights.contains(.blackQueenside) { rights += "q" }
        text += rights.isEmpty ? "-" : rights
        text += " " + (enPassantSquare?.name ?? "-")
        text += " \(halfmoveClock) \(fullmoveNumber)"
        return text
    }

    /// The board as a picture, rank 8 at the top, one FEN letter per piece and "." for an
    /// empty square, files separated by spaces.
    ///
    /// ```swift
    /// print(Position.initial.diagram)
    /// // r n b q k b n r
    /// // p p p p p p p p
    /// // . . . . . . . .
    /// // …
    /// ```
    /// - Complexity: O(64).
    public var diagram: String {
        var lines: [String] = []
        for rank in stride(from: 7, through: 0, by: -1) {
            var line = ""
            for file in 0..<8 {
                if file > 0 { line += " " }
                line.append(piece(at: Square(unchecked: rank * 8 + file))?.fenLetter ?? ".")
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
