/// A chess position: where the pieces stand, who moves, castling rights, the en passant
/// square and the two move clocks — everything a FEN records.
///
/// ```swift
/// var position = Position.initial
/// position.piece(at: .e1)                 // white king
/// position.legalMoves().count             // 20
/// try position.play(position.move(san: "e4"))
/// position.fen  // "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
/// ```
/// A position is a value of a few dozen bytes (one bitboard per piece kind and per side), so
/// copying it to try a move is cheap.
///
/// The en passant square is kept only when a pawn of the side to move stands beside the
/// pawn that just moved two squares, so equal positions compare equal.
public struct Position: Hashable, Sendable {
    // One bitboard per kind, both sides together; `white` and `black` split them by side.
    var pawns: UInt64 = 0
    var knights: UInt64 = 0
    var bishops: UInt64 = 0
    var rooks: UInt64 = 0
    var queens: UInt64 = 0
    var kings: UInt64 = 0
    var white: UInt64 = 0
    var black: UInt64 = 0

    /// The side whose turn it is.
    public internal(set) var sideToMove: Side = .white

    /// The castling rights still held.
    public internal(set) var castlingRights: CastlingRights = []

    /// The en passant target's index, or 0 for none (a1 is never an en passant square).
    var enPassantIndex: UInt8 = 0

    /// Half moves since the last capture or pawn move, for the fifty-move rule.
    public internal(set) var halfmoveClock: Int = 0

    /// The number of the current full move: 1 at the start, increased after each black move.
    public internal(set) var fullmoveNumber: Int = 1

    /// The largest halfmove clock and fullmove number: what FEN reads (six digits) and
    /// where playing a move stops counting, so that every position played from one FEN
    /// accepts can be written as FEN and read again.
    public static let largestClock = 999_999

    /// An empty board, white to move, no rights (not a legal position: place two kings).
    init() {}

    /// The starting position of a game.
    ///
    /// ```swift
    /// Position.initial.fen  // "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    /// ```
    public static let initial: Position = {
        var position = Position()
        let back: [PieceKind] = [.rook, .knight, .bishop, .queen, .king, .bishop, .knight, .rook]
        for file in 0..<8 {
            position.put(Piece(.white, back[file]), at: file)
            position.put(Piece(.white, .pawn), at: 8 + file)
            position.put(Piece(.black, .pawn), at: 48 + file)
            position.put(Piece(.black, back[file]), at: 56 + file)
        }
        position.castlingRights = .all
        return position
    }()

    /// The square behind a pawn that just moved two squares, if a pawn of the side to move
    /// could take it en passant.
    public var enPassantSquare: Square? {
        enPassantIndex == 0 ? nil : Square(unchecked: Int(enPassantIndex))
    }

    /// The piece on a square, or nil if it is empty.
    ///
    /// ```swift
    /// Position.initial.piece(at: .d8)  // black queen
    /// ```
    /// - Complexity: O(1).
    public func piece(at square: Square) -> Piece? {
        let bit: UInt64 = 1 << UInt64(square.index)
        guard let kind = kind(at: bit) else { return nil }
        return Piece(white & bit != 0 ? .white : .black, kind)
    }

    /// The squares holding pieces of this side and kind.
    ///
    /// ```swift
    /// Position.initial.squares(of: Piece(.white, .knight))  // [b1, g1]
    /// ```
    /// - Complexity: O(1).
    public func squares(of piece: Piece) -> Bitboard {
        Bitboard(rawValue: bits(piece.kind) & bits(piece.side))
    }

    /// The squares holding pieces of this side.
    /// - Complexity: O(1).
    public func squares(of side: Side) -> Bitboard { Bitboard(rawValue: bits(side)) }

    /// The squares holding any piece.
    /// - Complexity: O(1).
    public var occupied: Bitboard { Bitboard(rawValue: white | black) }

    /// The square of this side's king.
    public func kingSquare(of side: Side) -> Square {
        Square(unchecked: (kings & bits(side)).trailingZeroBitCount & 63)
    }

    // MARK: Internal access to the bitboards

    /// The bitboard of a kind, both sides.
    func bits(_ kind: PieceKind) -> UInt64 {
        switch kind {
        case .pawn: pawns
        case .knight: knights
        case .bishop: bishops
        case .rook: rooks
        case .queen: queens
        case .king: kings
        }
    }

    /// The bitboard of one side's pieces.
    func bits(_ side: Side) -> UInt64 { side == .white ? white : black }

    /// The kind of the piece on the square `bit` (a single set bit), or nil if empty.
    func kind(at bit: UInt64) -> PieceKind? {
        if pawns & bit != 0 { return .pawn }
        if knights & bit != 0 { return .knight }
        if bishops & bit != 0 { return .bishop }
        if rooks & bit != 0 { return .rook }
        if queens & bit != 0 { return .queen }
        if kings & bit != 0 { return .king }
        return nil
    }

    /// Flips the bits `mask` in the bitboard of `kind`.
    mutating func toggle(_ kind: PieceKind, _ mask: UInt64) {
        switch kind {
        case .pawn: pawns ^= mask
        case .knight: knights ^= mask
        case .bishop: bishops ^= mask
        case .rook: rooks ^= mask
        case .queen: queens ^= mask
        case .king: kings ^= mask
        }
    }

    /// Flips the bits `mask` in the bitboard of `side`.
    mutating func toggle(_ side: Side, _ mask: UInt64) {
        if side == .white { white ^= mask } else { black ^= mask }
    }

    /// Puts a piece on an empty square (by index).
    mutating func put(_ piece: Piece, at index: Int) {
        let bit: UInt64 = 1 << UInt64(index)
        toggle(piece.kind, bit)
        toggle(piece.side, bit)
    }
}
