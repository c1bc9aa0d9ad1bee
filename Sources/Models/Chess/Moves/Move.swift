/// One move: where a piece goes from and to, and what kind of move it is.
///
/// Moves come from a position (`Position.legalMoves()`, `Position.move(from:to:promotion:)`,
/// `Position.move(san:)`, `Position.move(uci:)`), which fills in the kind; a move means
/// something only in the position it came from.
///
/// ```swift
/// let position = Position.initial
/// let move = position.move(from: .e2, to: .e4)!
/// move.isDoublePawnPush  // true
/// move.uci               // "e2e4"
/// ```
/// A move is two bytes: from (6 bits), to (6 bits) and a 4-bit kind.
public struct Move: Hashable, Sendable, CustomStringConvertible {
    /// The packed bits: from | to << 6 | kind << 12.
    let raw: UInt16

    /// What a move does besides carrying a piece from one square to another.
    enum Kind: UInt16 {
        case quiet = 0, doublePawnPush = 1, kingsideCastle = 2, queensideCastle = 3
        case capture = 4, enPassant = 5
        case knightPromotion = 8, bishopPromotion = 9, rookPromotion = 10, queenPromotion = 11
        case knightPromotionCapture = 12, bishopPromotionCapture = 13
        case rookPromotionCapture = 14, queenPromotionCapture = 15
    }

    init(from: Int, to: Int, kind: Kind) {
        raw = UInt16(truncatingIfNeeded: from | to << 6) | kind.rawValue << 12
    }

    init(from: Int, to: Int, rawKind: UInt16) {
        raw = UInt16(truncatingIfNeeded: from | to << 6) | rawKind << 12
    }

    /// The square the moving piece leaves (the king's square when castling).
    public var from: Square { Square(unchecked: Int(raw & 63)) }

    /// The square the moving piece arrives on (the king's destination when castling).
    public var to: Square { Square(unchecked: Int(raw >> 6 & 63)) }

    var kind: Kind { Kind(rawValue: raw >> 12) ?? .quiet }

    /// The piece a pawn becomes, or nil when the move is not a promotion.
    public var promotion: PieceKind? {
        guard raw & 0x8000 != 0 else { return nil }
        switch raw >> 12 & 3 {
        case 0: return .knight
        case 1: return .bishop
        case 2: return .rook
        default: return .queen
        }
    }

    /// Whether the move takes a piece (en passant included).
    public var isCapture: Bool { raw & 0x4000 != 0 }

    /// Whether the move is an en passant capture.
    public var isEnPassant: Bool { raw >> 12 == Kind.enPassant.rawValue }

    /// Whether the move is castling, either way.
    public var isCastling: Bool { raw >> 12 == 2 || raw >> 12 == 3 }

    /// Whether the move is castling on the king side (O-O).
    public var isKingsideCastling: Bool { raw >> 12 == 2 }

    /// Whether the move is castling on the queen side (O-O-O).
    public var isQueensideCastling: Bool { raw >> 12 == 3 }

    /// Whether the move is a pawn's two-square first step.
    public var isDoublePawnPush: Bool { raw >> 12 == 1 }

    /// The square of the piece this move takes: `to` for an ordinary capture, the square
    /// behind `to` for en passant, nil when nothing is taken.
    ///
    /// ```swift
    /// // White pawn e5 takes d5 en passant, landing on d6: the pawn on d5 disappears.
    /// move.capturedSquare  // d5
    /// ```
    public var capturedSquare: Square? {
        guard isCapture else { return nil }
        guard isEnPassant else { return to }
        // The captured pawn stands on the mover's rank, on the destination's file.
        return Square(unchecked: from.rank * 8 + to.file)
    }

    /// For castling, the rook's start and destination squares; nil otherwise.
    ///
    /// ```swift
    /// // White O-O: the rook goes h1 → f1.
    /// move.castlingRook  // (from: h1, to: f1)
    /// ```
    public var castlingRook: (from: Square, to: Square)? {
        let rank = from.rank * 8
        if isKingsideCastling { return (Square(unchecked: rank + 7), Square(unchecked: rank + 5)) }
        if isQueensideCastling { return (Square(unchecked: rank), Square(unchecked: rank + 3)) }
        return nil
    }

    /// The move in UCI notation: from, to and a lower-case promotion letter ("e7e8q").
    public var description: String { uci }
}
