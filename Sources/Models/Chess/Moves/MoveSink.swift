/// Where the legal move generator puts what it finds: a list, or just a count.
///
/// The generator hands over whole target sets, so a counter can add population counts
/// instead of visiting each move (that is what makes perft's last ply cheap).
protocol MoveSink {
    /// One move.
    mutating func add(_ move: Move)
    /// A piece's moves from `from` to each square of `targets`; those on `enemies` capture.
    mutating func addPieceMoves(from: Int, targets: UInt64, enemies: UInt64)
    /// Pawn moves of one kind to each square of `targets`, each from `to - offset`.
    mutating func addPawnMoves(targets: UInt64, offset: Int, kind: Move.Kind)
    /// Four promotions (queen, rook, bishop, knight) to each square of `targets`, each from
    /// `to - offset`.
    mutating func addPromotions(targets: UInt64, offset: Int, capture: Bool)
}

/// Counts moves without listing them.
struct MoveCounter: MoveSink {
    var count = 0

    mutating func add(_ move: Move) { count &+= 1 }

    mutating func addPieceMoves(from: Int, targets: UInt64, enemies: UInt64) {
        count &+= targets.nonzeroBitCount
    }

    mutating func addPawnMoves(targets: UInt64, offset: Int, kind: Move.Kind) {
        count &+= targets.nonzeroBitCount
    }

    mutating func addPromotions(targets: UInt64, offset: Int, capture: Bool) {
        count &+= 4 &* targets.nonzeroBitCount
    }
}

/// Collects moves into an array.
struct MoveCollector: MoveSink {
    var moves: [Move] = []

    init() { moves.reserveCapacity(48) }

    mutating func add(_ move: Move) { moves.append(move) }

    mutating func addPieceMoves(from: Int, targets: UInt64, enemies: UInt64) {
        var remaining = targets
        while remaining != 0 {
            let to = remaining.trailingZeroBitCount
            let bit = remaining & (0 &- remaining)
            moves.append(Move(from: from, to: to, kind: bit & enemies != 0 ? .capture : .quiet))
            remaining ^= bit
        }
    }

    mutating func addPawnMoves(targets: UInt64, offset: Int, kind: Move.Kind) {
        var remaining = targets
        while remaining != 0 {
            let to = remaining.trailingZeroBitCount
            moves.append(Move(from: to - offset, to: to, kind: kind))
            remaining &= remaining &- 1
        }
    }

    mutating func addPromotions(targets: UInt64, offset: Int, capture: Bool) {
        var remaining = targets
        let base: UInt16 = capture ? 12 : 8
        while remaining != 0 {
            let to = remaining.trailingZeroBitCount
            // Queen first, then rook, bishop, knight.
            moves.append(Move(from: to - offset, to: to, rawKind: base | 3))
            moves.append(Move(from: to - offset, to: to, rawKind: base | 2))
            moves.append(Move(from: to - offset, to: to, rawKind: base | 1))
            moves.append(Move(from: to - offset, to: to, rawKind: base))
            remaining &= remaining &- 1
        }
    }
}
