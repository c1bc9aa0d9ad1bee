import Chess

/// Which piece stands on each square, by an identity that follows the piece as it moves,
/// so that each piece keeps its own animation (a capture fades the taken piece while the
/// taker glides in; undo brings the taken piece back).
///
/// Identities are numbered from 0 in square order when a game starts; a promoted pawn
/// keeps its identity.
struct PieceIDs: Equatable, Sendable {
    /// The identity on each square (by index), -1 on an empty square.
    private var ids: [Int]

    /// Numbers the pieces of `position` in square order.
    init(_ position: Position) {
        ids = [Int](repeating: -1, count: 64)
        var next = 0
        for square in position.occupied {
            ids[square.index] = next
            next += 1
        }
    }

    /// The identity of the piece on a square.
    subscript(square: Square) -> Int? { ids[square.index] >= 0 ? ids[square.index] : nil }

    /// The square of a piece, if it is on the board.
    func square(of id: Int) -> Square? {
        ids.firstIndex(of: id).map { Square(index: $0) }
    }

    /// Every piece on the board with its square, in square order.
    var placed: [(id: Int, square: Square)] {
        ids.indices.compactMap { i in ids[i] >= 0 ? (ids[i], Square(index: i)) : nil }
    }

    /// Follows a legal move: the mover (and a castling rook) change squares, the taken
    /// piece leaves the board.
    mutating func follow(_ move: Move) {
        if let taken = move.capturedSquare { ids[taken.index] = -1 }
        ids[move.to.index] = ids[move.from.index]
        ids[move.from.index] = -1
        if let rook = move.castlingRook {
            ids[rook.to.index] = ids[rook.from.index]
            ids[rook.from.index] = -1
        }
    }
}
