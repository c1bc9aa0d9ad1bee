/// The order a search tries moves in, best guesses first, so alpha-beta prunes early: the
/// move the transposition table remembers, then queenings and captures (most valuable
/// victim first, then least valuable attacker), then the quiet moves that caused a cut-off
/// at the same depth in a sibling (killers), then quiet moves by how often they caused
/// cut-offs anywhere (history).
struct MoveOrdering: Sendable {
    /// Two killer moves per ply; a1a1 (never legal) marks an empty slot.
    private var killers: [Move]
    /// Cut-off credit per from-to pair.
    private var history: [Int32]

    static let none = Move(from: 0, to: 0, kind: .quiet)

    init(maxPly: Int) {
        killers = [Move](repeating: Self.none, count: 2 * (maxPly + 1))
        history = [Int32](repeating: 0, count: 64 * 64)
    }

    /// Sorts moves of `position`, searched `ply` half moves below the root, best guess first;
    /// `hinted` (the table's move, when there is one) goes first of all.
    func order(_ moves: inout [Move], in position: Position, ply: Int, hinted: UInt16 = 0) {
        guard moves.count > 1 else { return }
        var scored: [(score: Int, move: Move)] = []
        scored.reserveCapacity(moves.count)
        for move in moves {
            let score = move.raw == hinted ? 10_000_000 : score(move, in: position, ply: ply)
            scored.append((score, move))
        }
        scored.sort { $0.score > $1.score }
        for i in moves.indices { moves[i] = scored[i].move }
    }

    /// Credits a quiet move that refuted its position.
    mutating func recordCutoff(_ move: Move, ply: Int, depth: Int) {
        let slot = 2 * ply
        if killers[slot] != move {
            killers[slot + 1] = killers[slot]
            killers[slot] = move
        }
        let index = move.from.index * 64 + move.to.index
        history[index] = min(history[index] + Int32(depth * depth), 400_000)
    }

    /// Whether the move is one of the killers at `ply`.
    func isKiller(_ move: Move, ply: Int) -> Bool {
        killers[2 * ply] == move || killers[2 * ply + 1] == move
    }

    /// How early to try a move that is not the table's: higher first.
    func score(_ move: Move, in position: Position, ply: Int) -> Int {
        var score = 0
        if move.promotion == .queen { score += 900_000 }
        if move.isCapture {
            let victim =
                move.isEnPassant ? .pawn : position.kind(at: 1 << UInt64(move.to.index)) ?? .pawn
            let attacker = position.kind(at: 1 << UInt64(move.from.index)) ?? .pawn
            return score + 1_000_000 + Evaluation.material[victim.rawValue] * 10 - attacker.rawValue
        }
        if score > 0 { return score }
        if killers[2 * ply] == move { return 800_000 }
        if killers[2 * ply + 1] == move { return 700_000 }
        return Int(history[move.from.index * 64 + move.to.index])
    }
}
