/// The six kinds of chess piece.
///
/// ```swift
/// PieceKind.knight.letter  // "N"
/// ```
public enum PieceKind: Int, CaseIterable, Hashable, Sendable {
    case pawn, knight, bishop, rook, queen, king

    /// The upper-case letter used by FEN and SAN: P, N, B, R, Q, K.
    public var letter: Character {
        switch self {
        case .pawn: "P"
        case .knight: "N"
        case .bishop: "B"
        case .rook: "R"
        case .queen: "Q"
        case .king: "K"
        }
    }

    /// The kind for an upper-case letter (P, N, B, R, Q, K), or nil.
    ///
    /// ```swift
    /// PieceKind(letter: "Q")  // .queen
    /// ```
    public init?(letter: Character) {
        switch letter {
        case "P": self = .pawn
        case "N": self = .knight
        case "B": self = .bishop
        case "R": self = .rook
        case "Q": self = .queen
        case "K": self = .king
        default: return nil
        }
    }

    /// The kinds a pawn may promote to, strongest first: queen, rook, bishop, knight.
    public static let promotions: [PieceKind] = [.queen, .rook, .bishop, .knight]
}

/// A piece of one side, such as a white knight.
///
/// ```swift
/// let piece = Piece(.black, .queen)
/// piece.fenLetter  // "q"
/// Piece(fenLetter: "N")  // white knight
/// ```
public struct Piece: Hashable, Sendable, CustomStringConvertible {
    /// Who owns the piece.
    public var side: Side
    /// What kind of piece it is.
    public var kind: PieceKind

    /// A piece of this side and kind.
    public init(_ side: Side, _ kind: PieceKind) {
        self.side = side
        self.kind = kind
    }

    /// The FEN letter: upper case for white (K, Q, R, B, N, P), lower case for black.
    public var fenLetter: Character { Character(Unicode.Scalar(fenByte)) }

    /// The FEN letter as an ASCII byte (lower case is upper case + 32).
    var fenByte: UInt8 {
        let upper = kind.letter.asciiValue ?? 63
        return side == .white ? upper : upper + 32
    }

    /// The piece for a FEN letter (upper case white, lower case black), or nil.
    public init?(fenLetter: Character) {
        if let kind = PieceKind(letter: fenLetter) {
            self.init(.white, kind)
        } else if let byte = fenLetter.asciiValue, byte >= 97, byte <= 122,
            let kind = PieceKind(letter: Character(Unicode.Scalar(byte - 32)))
        {
            self.init(.black, kind)
        } else {
            return nil
        }
    }

    /// The FEN letter, such as "q" for a black queen.
    public var description: String { String(fenLetter) }
}
