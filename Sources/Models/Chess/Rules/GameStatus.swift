/// Where a game stands: still going, or over and how.
///
/// ```swift
/// switch game.status {
/// case .ongoing: break
/// case .checkmate(let winner): print("\(winner) wins")
/// case .stalemate: print("stalemate")
/// case .draw(let reason): print("draw: \(reason)")
/// }
/// ```
/// Whether the side to move is in check is `Position.isCheck` / `Game.isCheck`.
public enum GameStatus: Hashable, Sendable {
    /// The side to move has a legal move and no draw rule applies.
    case ongoing
    /// The side to move is in check with no legal move; `winner` gave the mate.
    case checkmate(winner: Side)
    /// The side to move is not in check but has no legal move: a draw.
    case stalemate
    /// A draw by rule.
    case draw(DrawReason)

    /// Whether the game is over.
    public var isOver: Bool { self != .ongoing }

    /// The PGN result: "1-0", "0-1", "1/2-1/2", or "*" while the game goes on.
    public var result: String {
        switch self {
        case .ongoing: "*"
        case .checkmate(let winner): winner == .white ? "1-0" : "0-1"
        case .stalemate, .draw: "1/2-1/2"
        }
    }
}

/// Why a game was drawn (other than stalemate).
public enum DrawReason: Hashable, Sendable {
    /// A hundred half moves (fifty each) without a capture or pawn move.
    case fiftyMoveRule
    /// The same position, with the same side to move and the same possible moves, for the
    /// third time.
    case threefoldRepetition
    /// Neither side has the material left to checkmate: king against king, king and one
    /// minor piece against king, or only bishops all on squares of one colour.
    case insufficientMaterial
}
