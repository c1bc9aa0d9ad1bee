extension Position {
    /// Every legal move of the side to move.
    ///
    /// ```swift
    /// Position.initial.legalMoves().count  // 20
    /// ```
    /// - Complexity: O(number of moves).
    public func legalMoves() -> [Move] {
        var collector = MoveCollector()
        generateMoves(into: &collector)
        return collector.moves
    }

    /// The legal moves of the piece on `square` (none if it is empty or not the mover's).
    ///
    /// ```swift
    /// Position.initial.legalMoves(from: .g1).map { $0.uci }  // ["g1f3", "g1h3"]
    /// ```
    /// - Complexity: O(number of those moves).
    public func legalMoves(from square: Square) -> [Move] {
        var collector = MoveCollector()
        generateMoves(into: &collector, from: 1 << UInt64(square.index))
        return collector.moves
    }

    /// How many legal moves the side to move has, counted without listing them.
    ///
    /// ```swift
    /// Position.initial.legalMoveCount  // 20
    /// ```
    /// - Complexity: O(number of pieces).
    public var legalMoveCount: Int {
        var counter = MoveCounter()
        generateMoves(into: &counter)
        return counter.count
    }
}
