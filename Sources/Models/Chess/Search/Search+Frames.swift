/// One position on the path being searched, with its moves and how far it has got.
struct Frame: Sendable {
    var position: Position
    /// The position as repetition compares it.
    var key: Position
    /// Half moves left to search at full width; 0 or less means quiescence (captures only).
    var depth: Int
    var alpha: Int
    var beta: Int
    var moves: [Move]
    /// The index of the move being searched (or next to search).
    var next = 0
    var best: Int
    var bestMove: Move?
}

extension Search {
    /// Takes one step along the search: enters the next move's position, or, when the
    /// top position has no moves left, hands its score back to its parent.
    mutating func step() {
        let top = stack.count - 1
        guard stack[top].next < stack[top].moves.count else {
            let done = stack.removeLast()
            if stack.isEmpty {
                endIteration(done)
            } else {
                deliver(-done.best)
            }
            return
        }
        let frame = stack[top]
        let move = frame.moves[frame.next]
        var child = frame.position
        child.playUnchecked(move)
        var depth = frame.depth - 1
        // A check is searched a half move deeper (not forever: only near the root).
        if frame.depth > 0 && top < 2 * iterationDepth && child.isCheck { depth += 1 }
        if let value = enter(
            child, depth: depth, alpha: -frame.beta, beta: -max(frame.alpha, frame.best))
        {
            deliver(-value)
        }
    }

    /// Visits a position one half move below the top of the stack: returns its score when
    /// it needs no further search (mate, a draw, a quiet leaf), else pushes it.
    private mutating func enter(_ position: Position, depth: Int, alpha: Int, beta: Int) -> Int? {
        nodes += 1
        let ply = stack.count
        if position.halfmoveClock >= 100 || position.hasInsufficientMaterial { return 0 }
        let key = depth > 0 ? position.repetitionKey : position
        if depth > 0 && repeats(key, ply: ply, within: position.halfmoveClock) { return 0 }
        if ply >= Self.maxPly { return position.evaluation }
        let inCheck = position.isCheck
        var best = -Self.infinity
        var moves = position.legalMoves()
        if moves.isEmpty { return inCheck ? -(Self.mateScore - ply) : 0 }
        if depth <= 0 && !inCheck {
            // Quiescence: the side to move may stand pat, or try captures and queenings.
            best = position.evaluation
            if best >= beta { return best }
            moves.removeAll { !$0.isCapture && $0.promotion != .queen }
            if moves.isEmpty { return best }
        }
        ordering.order(&moves, in: position, ply: ply)
        stack.append(
            Frame(
                position: position, key: key, depth: depth, alpha: alpha, beta: beta, moves: moves,
                best: best))
        return nil
    }

    /// Gives the top position the score of its current move (from its own side's view).
    private mutating func deliver(_ score: Int) {
        let top = stack.count - 1
        let move = stack[top].moves[stack[top].next]
        if score > stack[top].best {
            stack[top].best = score
            stack[top].bestMove = move
        }
        if stack[top].best >= stack[top].beta {
            if stack[top].depth > 0 && !move.isCapture {
                ordering.recordCutoff(move, ply: top, depth: stack[top].depth)
            }
            stack[top].next = stack[top].moves.count
        } else {
            stack[top].next += 1
        }
    }

    /// Whether the position `ply` half moves below the root occurred before, on the path or
    /// in the game, no further back than `reversible` half moves: a draw to the search.
    private func repeats(_ key: Position, ply: Int, within reversible: Int) -> Bool {
        var distance = 2
        while distance <= reversible && distance <= ply {
            if stack[ply - distance].key == key { return true }
            distance += 2
        }
        var index = earlier.count - (distance - ply)
        while distance <= reversible && index >= 0 {
            if earlier[index] == key { return true }
            distance += 2
            index -= 2
        }
        return false
    }
}
