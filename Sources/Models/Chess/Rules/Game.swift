/// A game: a start position, the moves played since, and the rules that need that history
/// (threefold repetition, undo, the move list for PGN).
///
/// ```swift
/// var game = Game()
/// try game.play(san: "f3")
/// try game.play(san: "e5")
/// try game.play(san: "g4")
/// try game.play(san: "Qh4")
/// game.status          // .checkmate(winner: .black)
/// game.sanMoves        // ["f3", "e5", "g4", "Qh4#"]
/// game.undo()          // takes back Qh4
/// ```
public struct Game: Sendable {
    /// The position the game started from.
    public let startPosition: Position
    /// The position now.
    public private(set) var position: Position
    /// The moves played, in order.
    public private(set) var moves: [Move] = []
    /// The position before each move (`positions[i]` is where `moves[i]` was played).
    private var positions: [Position] = []

    /// A game from `start` (the usual initial position by default).
    ///
    /// ```swift
    /// let game = Game(start: try Position(fen: "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"))
    /// ```
    public init(start: Position = .initial) {
        startPosition = start
        position = start
    }

    /// Plays a legal move; throws and changes nothing if it is not legal.
    ///
    /// ```swift
    /// try game.play(game.position.move(from: .e2, to: .e4)!)
    /// ```
    /// - Complexity: O(1) plus checking legality.
    public mutating func play(_ move: Move) throws(IllegalMoveError) {
        let before = position
        try position.play(move)
        positions.append(before)
        moves.append(move)
    }

    /// Plays a move given in Standard Algebraic Notation ("Nf3", "O-O", "e8=Q").
    ///
    /// ```swift
    /// try game.play(san: "e4")
    /// ```
    /// - Complexity: O(number of legal moves).
    public mutating func play(san: String) throws(SANError) {
        let move = try position.move(san: san)
        positions.append(position)
        moves.append(move)
        position.playUnchecked(move)
    }

    /// Plays the legal move of the piece on `from` to `to` (with the chosen piece for a
    /// promotion) and returns it, or returns nil and changes nothing if there is none: what a
    /// drop on the board does. Castling may be given as the king's two-square step or as the
    /// king dropped on its own rook (see `Position.move(from:to:promotion:)`).
    ///
    /// ```swift
    /// game.play(from: .e2, to: .e4)                      // e2e4
    /// game.play(from: .e7, to: .e8, promotion: .knight)  // e7e8n, when legal
    /// ```
    /// - Complexity: O(1) plus generating the piece's legal moves.
    @discardableResult
    public mutating func play(from: Square, to: Square, promotion: PieceKind? = nil) -> Move? {
        guard let move = position.move(from: from, to: to, promotion: promotion) else { return nil }
        positions.append(position)
        moves.append(move)
        position.playUnchecked(move)
        return move
    }

    /// Takes back the last move and returns it, or returns nil at the start.
    ///
    /// ```swift
    /// game.undo()  // the last move, now taken back
    /// ```
    /// - Complexity: O(1).
    @discardableResult
    public mutating func undo() -> Move? {
        guard let move = moves.popLast(), let before = positions.popLast() else { return nil }
        position = before
        return move
    }

    /// Whether the side to move is in check.
    public var isCheck: Bool { position.isCheck }

    /// Where the game stands: checkmate and stalemate first, then the draws by the fifty-move
    /// rule, threefold repetition and insufficient material, else ongoing.
    ///
    /// ```swift
    /// game.status  // .draw(.threefoldRepetition) after Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8
    /// ```
    /// Repetition is applied automatically at the third occurrence.
    /// - Complexity: O(moves since the last capture or pawn move).
    public var status: GameStatus {
        let status = position.status
        if status == .ongoing && repetitionCount >= 3 { return .draw(.threefoldRepetition) }
        return status
    }

    /// How many times the current position has occurred in this game (1 the first time):
    /// same pieces on the same squares, same side to move, same castling rights, and the
    /// same en passant capture available.
    /// - Complexity: O(moves since the last capture or pawn move).
    public var repetitionCount: Int {
        let key = position.repetitionKey
        var count = 1
        // Only positions since the last irreversible move can repeat; they alternate sides.
        var index = positions.count - 2
        let earliest = positions.count - position.halfmoveClock
        while index >= max(earliest, 0) {
            if positions[index].repetitionKey == key { count += 1 }
            index -= 2
        }
        return count
    }

    /// The moves in Standard Algebraic Notation.
    ///
    /// ```swift
    /// game.sanMoves  // ["e4", "e5", "Nf3"]
    /// ```
    /// - Complexity: O(moves × legal moves).
    public var sanMoves: [String] {
        zip(positions, moves).map { position, move in position.san(of: move) }
    }
}
