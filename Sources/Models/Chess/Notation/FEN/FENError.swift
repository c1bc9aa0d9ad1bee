/// Why a FEN string was refused: which of its fields is wrong, and how.
///
/// ```swift
/// do {
///     _ = try Position(fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1")
/// } catch {
///     error.field        // .sideToMove
///     error.description  // "FEN side to move: expected \"w\" or \"b\", found \"x\""
/// }
/// ```
public struct FENError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The parts of a FEN, in order, plus the string as a whole.
    public enum Field: Equatable, Sendable {
        /// The string as a whole: the number of space-separated fields.
        case fields
        /// Field 1: the pieces, rank 8 first, such as "rnbqkbnr/pppppppp/8/…".
        case placement
        /// Field 2: "w" or "b".
        case sideToMove
        /// Field 3: "-" or some of "KQkq".
        case castling
        /// Field 4: "-" or the square behind a pawn that just moved two squares.
        case enPassant
        /// Field 5: half moves since the last capture or pawn move.
        case halfmoveClock
        /// Field 6: the full move number, from 1.
        case fullmoveNumber

        /// The field's name in an error message.
        public var name: String {
            switch self {
            case .fields: "fields"
            case .placement: "piece placement"
            case .sideToMove: "side to move"
            case .castling: "castling rights"
            case .enPassant: "en passant square"
            case .halfmoveClock: "halfmove clock"
            case .fullmoveNumber: "fullmove number"
            }
        }
    }

    /// The field that is wrong.
    public let field: Field
    /// What is wrong with it, in words.
    public let reason: String

    /// An error in `field`, explained by `reason`.
    public init(_ field: Field, _ reason: String) {
        self.field = field
        self.reason = reason
    }

    /// "FEN <field>: <reason>".
    public var description: String { "FEN \(field.name): \(reason)" }
}
