extension Position {
    /// The state of the game as far as this position alone can tell: checkmate, stalemate,
    /// the fifty-move rule, insufficient material, or ongoing. (Repetition needs the game's
    /// history: see `Game.status`.)
    ///
    /// ```swift
    /// let mate = try Position(fen: "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
    /// mate.status  // .checkmate(winner: .black)
    /// ```
    /// Checkmate and stalemate take precedence over the draw rules. The fifty-move draw is
    /// applied automatically once the halfmove clock reaches 100.
    /// - Complexity: O(number of pieces).
    public var status: GameStatus {
        if legalMoveCount == 0 {
            return isCheck ? .checkmate(winner: sideToMove.opponent) : .stalemate
        }
        if halfmoveClock >= 100 { return .draw(.fiftyMoveRule) }
        if hasInsufficientMaterial { return .draw(.insufficientMaterial) }
        return .ongoing
    }

    /// Whether no sequence of moves can lead to checkmate for lack of material: only kings;
    /// kings and a single knight or bishop; or kings and bishops that all stand on squares
    /// of one colour.
    ///
    /// ```swift
    /// try Position(fen: "8/8/4k3/8/8/3BK3/8/8 w - - 0 1").hasInsufficientMaterial  // true
    /// ```
    /// - Complexity: O(1).
    public var hasInsufficientMaterial: Bool {
        if pawns | rooks | queens != 0 { return false }
        let minors = knights | bishops
        if minors & (minors &- 1) == 0 { return true }  // at most one minor piece
        if knights != 0 { return false }
        let darkSquares: UInt64 = 0xAA55_AA55_AA55_AA55
        return bishops & darkSquares == 0 || bishops & ~darkSquares == 0
    }
}
