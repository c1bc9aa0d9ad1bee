/// Which castling moves each side may still make, as in a FEN's third field.
///
/// ```swift
/// var rights: CastlingRights = .all          // "KQkq"
/// rights.remove(.whiteKingside)              // "Qkq"
/// rights.contains(.blackQueenside)           // true
/// ```
/// A right says the king and that rook have not moved; whether castling is possible now also
/// depends on empty and unattacked squares.
public struct CastlingRights: OptionSet, Hashable, Sendable {
    /// One bit per right: K = 1, Q = 2, k = 4, q = 8.
    public var rawValue: UInt8

    /// The rights with these bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// White may castle on the king side (O-O, king to g1).
    public static let whiteKingside = CastlingRights(rawValue: 1)
    /// White may castle on the queen side (O-O-O, king to c1).
    public static let whiteQueenside = CastlingRights(rawValue: 2)
    /// Black may castle on the king side (O-O, king to g8).
    public static let blackKingside = CastlingRights(rawValue: 4)
    /// Black may castle on the queen side (O-O-O, king to c8).
    public static let blackQueenside = CastlingRights(rawValue: 8)
    /// All four rights, as at the start of a game.
    public static let all: CastlingRights = [
        .whiteKingside, .whiteQueenside, .blackKingside, .blackQueenside,
    ]

    /// Both rights of one side.
    public static func both(_ side: Side) -> CastlingRights {
        side == .white ? [.whiteKingside, .whiteQueenside] : [.blackKingside, .blackQueenside]
    }

    /// The king-side right of one side.
    public static func kingside(_ side: Side) -> CastlingRights {
        side == .white ? .whiteKingside : .blackKingside
    }

    /// The queen-side right of one side.
    public static func queenside(_ side: Side) -> CastlingRights {
        side == .white ? .whiteQueenside : .blackQueenside
    }
}
