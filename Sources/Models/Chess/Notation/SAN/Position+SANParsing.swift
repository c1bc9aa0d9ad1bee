extension Position {
    /// The legal move written in Standard Algebraic Notation, such as "e4", "Nbd7", "exd6",
    /// "R1a3", "e8=Q+", "O-O-O".
    ///
    /// ```swift
    /// let move = try Position.initial.move(san: "Nf3")
    /// move.uci  // "g1f3"
    /// ```
    /// Tolerated: "0-0" for "O-O", a missing "x", a promotion without "=" ("e8Q"), a full
    /// origin square even where SAN needs none ("Ng1f3", "e2e4"), and any
    /// trailing "+", "#", "!", "?" or " e.p.", which are ignored (check and mate follow from
    /// the move). Refused: a capture mark on a move that captures nothing, an ambiguous move,
    /// a promotion without a piece.
    /// - Complexity: O(number of legal moves).
    public func move(san text: String) throws(SANError) -> Move {
        var bytes = Array(text.utf8)
        if bytes.count >= 5, Array(bytes.suffix(5)) == Array(" e.p.".utf8) { bytes.removeLast(5) }
        // Trailing "+", "#", "!" and "?".
        while let last = bytes.last, last == 43 || last == 35 || last == 33 || last == 63 {
            bytes.removeLast()
        }
        let castlingKingside = Array("O-O".utf8)
        let castlingQueenside = Array("O-O-O".utf8)
        let normalized = bytes.map { $0 == 48 ? UInt8(ascii: "O") : $0 }  // 0-0 → O-O
        if normalized == castlingKingside || normalized == castlingQueenside {
            let kingside = normalized == castlingKingside
            if let move = legalMoves(from: kingSquare(of: sideToMove)).first(where: {
                kingside ? $0.isKingsideCastling : $0.isQueensideCastling
            }) {
                return move
            }
            throw SANError(text, .noLegalMove)
        }

        // [piece] [file] [rank] [x] target [=promotion]
        var kind = PieceKind.pawn
        if let first = bytes.first, let letter = PieceKind(letter: Character(Unicode.Scalar(first)))
        {
            kind = letter
            bytes.removeFirst()
        }
        var promotion: PieceKind?
        if let last = bytes.last, let letter = PieceKind(letter: Character(Unicode.Scalar(last))) {
            guard kind == .pawn, PieceKind.promotions.contains(letter) else {
                throw SANError(text, .malformed)
            }
            promotion = letter
            bytes.removeLast()
            if bytes.last == UInt8(ascii: "=") { bytes.removeLast() }
        }
        guard bytes.count >= 2,
            let target = Square(
                fileLetter: bytes[bytes.count - 2], rankDigit: bytes[bytes.count - 1])
        else { throw SANError(text, .malformed) }
        bytes.removeLast(2)
        var capture = false
        if bytes.last == UInt8(ascii: "x") {
            capture = true
            bytes.removeLast()
        }
        var fromFile: Int?
        var fromRank: Int?
        for byte in bytes {
            if byte >= 97 && byte <= 104 && fromFile == nil && fromRank == nil {
                fromFile = Int(byte - 97)
            } else if byte >= 49 && byte <= 56 && fromRank == nil {
                fromRank = Int(byte - 49)
            } else {
                throw SANError(text, .malformed)
            }
        }

        let pieces = bits(kind) & bits(sideToMove)
        var found: [Move] = []
        for from in Bitboard(rawValue: pieces) {
            if let fromFile, from.file != fromFile { continue }
            if let fromRank, from.rank != fromRank { continue }
            for move in legalMoves(from: from) where move.to == target {
                if capture && !move.isCapture { continue }
                if move.promotion != nil && promotion == nil {
                    throw SANError(text, .missingPromotion)
                }
                if move.promotion == promotion { found.append(move) }
            }
        }
        guard !found.isEmpty else { throw SANError(text, .noLegalMove) }
        guard found.count == 1 else { throw SANError(text, .ambiguous) }
        return found[0]
    }
}
