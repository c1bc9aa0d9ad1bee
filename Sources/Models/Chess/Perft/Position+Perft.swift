extension Position {
    /// The number of move sequences of exactly `depth` half moves from here: the standard
    /// test of a move generator ("perft"), whose results for well-known positions are
    /// published.
    ///
    /// ```swift
    /// Position.initial.perft(depth: 3)  // 8_902
    /// ```
    /// The last ply is counted in bulk (population counts of target sets) instead of being
    /// played.
    /// - Complexity: O(b^(depth-1)) for a branching factor b.
    public func perft(depth: Int) -> Int {
        if depth <= 0 { return 1 }
        if depth == 1 { return legalMoveCount }
        var nodes = 0
        for move in legalMoves() {
            var child = self
            child.playUnchecked(move)
            nodes &+= child.perft(depth: depth - 1)
        }
        return nodes
    }

    /// Perft split by root move: each legal move with the number of sequences of `depth`
    /// half moves that start with it, in generation order.
    ///
    /// ```swift
    /// let split = Position.initial.divide(depth: 2)
    /// split.count                 // 20 root moves, each with 20 replies
    /// split.first?.move.uci       // "b1a3" (the order is the generator's)
    /// ```
    /// The node counts add up to `perft(depth:)`. Comparing them with another program's
    /// finds the move where two generators disagree.
    /// - Complexity: as `perft(depth:)`.
    public func divide(depth: Int) -> [(move: Move, nodes: Int)] {
        guard depth >= 1 else { return [] }
        return legalMoves().map { move in
            var child = self
            child.playUnchecked(move)
            return (move, child.perft(depth: depth - 1))
        }
    }
}
