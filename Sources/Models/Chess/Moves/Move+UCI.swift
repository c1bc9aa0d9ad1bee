extension Move {
    /// The move in UCI (long algebraic) notation: from square, to square, and a lower-case
    /// promotion letter.
    ///
    /// ```swift
    /// move.uci  // "e2e4", "e7e8q", "e1g1" (white castles king side)
    /// ```
    /// - Complexity: O(1).
    public var uci: String {
        var text = from.name + to.name
        if let promotion {
            text.append(Character(Unicode.Scalar((promotion.letter.asciiValue ?? 81) + 32)))
        }
        return text
    }
}

extension Position {
    /// The legal move written in UCI notation ("e2e4", "e7e8q", "e1g1"), or nil if the text
    /// is malformed or names no legal move here.
    ///
    /// ```swift
    /// Position.initial.move(uci: "g1f3")  // the knight move
    /// Position.initial.move(uci: "e2e5")  // nil
    /// ```
    /// - Complexity: O(1) after generating the piece's legal moves.
    public func move(uci: some StringProtocol) -> Move? {
        let bytes = Array(uci.utf8)
        guard bytes.count == 4 || bytes.count == 5,
            let from = Square(fileLetter: bytes[0], rankDigit: bytes[1]),
            let to = Square(fileLetter: bytes[2], rankDigit: bytes[3])
        else { return nil }
        var promotion: PieceKind?
        if bytes.count == 5 {
            guard bytes[4] >= 97,
                let kind = PieceKind(letter: Character(Unicode.Scalar(bytes[4] - 32))),
                PieceKind.promotions.contains(kind)
            else { return nil }
            promotion = kind
        }
        return legalMoves(from: from).first { $0.to == to && $0.promotion == promotion }
    }
}
