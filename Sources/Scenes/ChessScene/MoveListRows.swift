import Chess

/// A game's moves in SAN as the move list shows them: numbered rows of a white and a
/// black move (a game starting with black to move has no white move in its first row).
struct MoveListRows: Equatable {
    struct Row: Equatable {
        var number: Int
        var white: String?
        var black: String?
    }

    var rows: [Row] = []

    init(game: Game) {
        var number = game.startPosition.fullmoveNumber
        var side = game.startPosition.sideToMove
        for san in game.sanMoves {
            if side == .white {
                rows.append(Row(number: number, white: san))
            } else {
                if rows.last?.number == number && rows.last?.black == nil && rows.last?.white != nil
                {
                    rows[rows.count - 1].black = san
                } else {
                    rows.append(Row(number: number, black: san))
                }
                number += 1
            }
            side = side.opponent
        }
    }

    var count: Int { rows.count }
}
