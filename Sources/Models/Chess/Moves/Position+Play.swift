/// A move that is not legal in the position it was played in.
public struct IllegalMoveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The move that was refused.
    public let move: Move

    /// Says which move was refused.
    public var description: String { "illegal move \(move.uci)" }
}

extension Position {
    /// Plays a legal move, or throws and changes nothing if the move is not legal here.
    ///
    /// ```swift
    /// var position = Position.initial
    /// try position.play(position.move(uci: "e2e4")!)
    /// position.sideToMove  // .black
    /// ```
    /// - Complexity: O(1) plus generating the moving piece's legal moves.
    public mutating func play(_ move: Move) throws(IllegalMoveError) {
        guard isLegal(move) else { throw IllegalMoveError(move: move) }
        playUnchecked(move)
    }

    /// The position after a legal move, or nil if the move is not legal here.
    ///
    /// ```swift
    /// Position.initial.playing(Position.initial.move(uci: "g1f3")!)?.sideToMove  // .black
    /// ```
    /// - Complexity: as `play(_:)`.
    public func playing(_ move: Move) -> Position? {
        guard isLegal(move) else { return nil }
        var next = self
        next.playUnchecked(move)
        return next
    }

    /// Whether `move` is one of this position's legal moves.
    /// - Complexity: O(1) plus generating the moving piece's legal moves.
    public func isLegal(_ move: Move) -> Bool {
        var collector = MoveCollector()
        generateMoves(into: &collector, from: 1 << UInt64(move.from.index))
        return collector.moves.contains(move)
    }

    /// Plays a move without checking it. The move must be legal in this position (as
    /// produced by `legalMoves()`); anything else leaves a meaningless position. Searches
    /// use this to skip the check.
    ///
    /// ```swift
    /// for move in position.legalMoves() {
    ///     var child = position
    ///     child.playUnchecked(move)
    /// }
    /// ```
    /// - Complexity: O(1).
    public mutating func playUnchecked(_ move: Move) {
        let from = Int(move.raw & 63)
        let to = Int(move.raw >> 6 & 63)
        let kind = move.raw >> 12
        let fromBit: UInt64 = 1 << UInt64(from)
        let toBit: UInt64 = 1 << UInt64(to)
        let us = sideToMove
        let them = us.opponent
        let moving = self.kind(at: fromBit) ?? .pawn

        // The clocks stop at the largest value FEN reads.
        if halfmoveClock < Self.largestClock { halfmoveClock += 1 }
        if us == .black && fullmoveNumber < Self.largestClock { fullmoveNumber += 1 }
        enPassantIndex = 0

        if kind & 4 != 0 {  // a capture
            halfmoveClock = 0
            if kind == Move.Kind.enPassant.rawValue {
                let victimBit: UInt64 = us == .white ? toBit >> 8 : toBit << 8
                pawns ^= victimBit
                toggle(them, victimBit)
            } else if let captured = self.kind(at: toBit) {
                toggle(captured, toBit)
                toggle(them, toBit)
            }
        }

        toggle(moving, fromBit | toBit)
        toggle(us, fromBit | toBit)

        if moving == .pawn {
            halfmoveClock = 0
            if kind == Move.Kind.doublePawnPush.rawValue {
                let passed = (from + to) / 2
                if Attacks.pawn(us, passed) & pawns & bits(them) != 0 {
                    enPassantIndex = UInt8(truncatingIfNeeded: passed)
                }
            } else if kind & 8 != 0, let promotion = move.promotion {
                pawns ^= toBit
                toggle(promotion, toBit)
            }
        } else if kind == 2 || kind == 3 {
            let rookMove: UInt64 = kind == 2 ? (toBit << 1 | toBit >> 1) : (toBit >> 2 | toBit << 1)
            rooks ^= rookMove
            toggle(us, rookMove)
        }

        if castlingRights.rawValue != 0 {
            castlingRights.rawValue &= ~(Self.castlingLoss(from) | Self.castlingLoss(to))
        }
        sideToMove = them
    }

    /// The castling rights lost when a piece leaves or arrives on `square`.
    private static func castlingLoss(_ square: Int) -> UInt8 {
        switch square {
        case 0: CastlingRights.whiteQueenside.rawValue
        case 4: CastlingRights.both(.white).rawValue
        case 7: CastlingRights.whiteKingside.rawValue
        case 56: CastlingRights.blackQueenside.rawValue
        case 60: CastlingRights.both(.black).rawValue
        case 63: CastlingRights.blackKingside.rawValue
        default: 0
        }
    }
}
