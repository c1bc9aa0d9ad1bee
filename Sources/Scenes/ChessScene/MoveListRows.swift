import Chess

/// A line of moves in SAN as the move list shows them: numbered rows of a white and a
/// black move (a game starting with black to move has no white move in its first row).
/// Each move knows its ply: how many half-moves are played once it is.
struct MoveListRows: Equatable {
    struct Entry: Equatable {
        var san: String
        var ply: Int
    }

    struct Row: Equatable {
        var number: Int
        var white: Entry?
        var black: Entry?
    }

    var rows: [Row] = []
    /// The line's start and moves, to tell whether a game still has these rows.
    private(set) var start = Position.initial
    private(set) var moves: [Move] = []

    /// No moves.
    init() {}

    init(game: Game) {
        start = game.startPosition
        moves = game.moves
        var number = game.startPosition.fullmoveNumber
        var side = game.startPosition.sideToMove
        for (index, san) in game.sanMoves.enumerated() {
            let entry = Entry(san: san, ply: index + 1)
            if side == .white {
                rows.append(Row(number: number, white: entry))
            } else {
                if rows.last?.number == number && rows.last?.black == nil && rows.last?.white != nil
                {
                    rows[rows.count - 1].black = entry
                } else {
                    rows.append(Row(number: number, black: entry))
                }
                number += 1
            }
            side = side.opponent
        }
    }

    var count: Int { rows.count }

    /// The row holding the move after which `ply` half-moves are played (the first row for
    /// the start).
    func row(ofPly ply: Int) -> Int {
        rows.firstIndex { $0.white?.ply == ply || $0.black?.ply == ply } ?? 0
    }
}
