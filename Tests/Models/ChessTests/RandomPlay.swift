import Chess

/// Positions reached by random legal moves from the initial position, repeatable from a seed:
/// the raw material of the property tests.
enum RandomPlay {
    /// The positions of one random game of at most `plies` half moves (the start included),
    /// stopping early when the game is over.
    static func positions(seed: UInt64, plies: Int = 120) -> [Position] {
        var random = SplitMix64(seed: seed)
        var position = Position.initial
        var positions = [position]
        for _ in 0..<plies {
            let moves = position.legalMoves()
            guard let move = moves.randomElement(using: &random) else { break }
            position.playUnchecked(move)
            positions.append(position)
        }
        return positions
    }
}

/// Well-known test positions with many special moves (chessprogramming wiki).
enum Positions {
    static let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    static let position3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    static let position4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
    static let position5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
    static let all = [kiwipete, position3, position4, position5]
}
