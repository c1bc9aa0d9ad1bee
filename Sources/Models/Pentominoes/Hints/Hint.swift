/// A hint for the player: a solution of the board, shown one piece more at each request.
///
/// The solution keeps every piece the player has placed where it is, if such a solution
/// exists (`keepsPlacement` is then true); otherwise it is a solution of the empty board
/// and the player's pieces are disregarded. Pieces are revealed in a stable order: first
/// those the player does not already have in their solution position, in letter order,
/// then those the player already has right.
///
/// ```swift
/// var game = Placement(board: .builtIn(.sixByTen))
/// try game.place(PlacedPiece(.x, at: Cell(row: 1, column: 1)))
/// let hint = Hint(for: game)!        // nil on the blank board
/// hint.keepsPlacement                // true when some solution has the X there
/// hint.revealing(3).pieces.count     // 3: the first three pieces of the order
/// ```
public struct Hint: Hashable, Sendable {
    /// The solution the hint reveals.
    public let solution: Solution
    /// Whether `solution` keeps every piece of the player's placement where it was.
    public let keepsPlacement: Bool
    /// The pieces of `solution` in the order they are revealed.
    public let order: [PlacedPiece]

    /// The hint for a player's placement, or nil when the board has no solution at all
    /// (the blank board, a board of the wrong size).
    ///
    /// Complexity: one first-solution search, or two when the player's pieces must go;
    /// milliseconds on the built-in boards.
    public init?(for placement: Placement) {
        if let kept = Solver(placement: placement).firstSolution() {
            self.init(solution: kept, keepsPlacement: true, player: placement)
        } else if !placement.pieces.isEmpty,
            let fresh = Solver(board: placement.board).firstSolution()
        {
            self.init(solution: fresh, keepsPlacement: false, player: placement)
        } else {
            return nil
        }
    }

    private init(solution: Solution, keepsPlacement: Bool, player: Placement) {
        self.solution = solution
        self.keepsPlacement = keepsPlacement
        let isAlreadyRight = { (piece: PlacedPiece) -> Bool in
            guard let mine = player.placed(piece.name) else { return false }
            return mine.coversSameCells(as: piece)
        }
        let pieces = solution.pieces
        order = pieces.filter { piece in !isAlreadyRight(piece) } + pieces.filter(isAlreadyRight)
    }

    /// The first `count` pieces of `order` (all twelve when `count` is 12 or more, none
    /// when it is 0 or less).
    ///
    /// Complexity: O(12).
    public func revealedPieces(_ count: Int) -> [PlacedPiece] {
        Array(order.prefix(max(0, count)))
    }

    /// The board with only the first `count` pieces of `order` on it: what hint number
    /// `count` shows.
    ///
    /// ```swift
    /// hint.revealing(1).picture   // one piece on an otherwise empty board
    /// ```
    /// Complexity: O(rows × columns).
    public func revealing(_ count: Int) -> Placement {
        var shown = Placement(board: solution.board)
        for piece in revealedPieces(count) {
            do {
                try shown.place(piece)
            } catch {
                fatalError("pieces of one solution never overlap: \(error)")
            }
        }
        return shown
    }
}
