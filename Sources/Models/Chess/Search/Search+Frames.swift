/// One position on the path being searched, and how far it has got through its moves
/// (which live in the search's `MoveLists`, in the slots of the frame's ply).
struct Frame: Sendable {
    /// What the frame is doing.
    enum Phase: Sendable {
        /// About to try passing the turn, to see whether the position is so good that even
        /// a free move for the opponent does not bring it below beta (null-move pruning).
        case nullMovePending
        /// Waiting for the answer to the pass.
        case nullMoveSearching
        /// Searching its moves one by one.
        case moves
    }

    /// How the current move is being searched: principal variation search tries every move
    /// after the first with a null window (and late quiet moves at a reduced depth too),
    /// and searches again in full only when that says the move is better.
    enum Attempt: Sendable {
        case notStarted, reduced, nullWindow, full
    }

    var position: Position
    /// The en passant index as repetition compares positions (0 when no legal move can
    /// capture there): with the pieces, side and rights, what makes a position repeat.
    var enPassantKey: UInt8
    /// The position's transposition-table key.
    var hash: UInt64
    /// Half moves left to search at full width; 0 or less means quiescence (captures only).
    var depth: Int
    /// The window the frame was entered with.
    var alpha: Int
    var beta: Int
    /// How many moves the frame has.
    var count: Int
    /// The index of the move being searched (or next to search).
    var next = 0
    /// How many of the first moves are in their final order.
    var sorted = 0
    var best: Int
    var bestMove: Move?
    var phase = Phase.moves
    var attempt = Attempt.notStarted
    /// The depth cut from the current move while it is searched `reduced`.
    var reduction = 0
    var quietsTried = 0
    var inCheck: Bool
    var staticEval: Int

    var isPrincipal: Bool { beta - alpha > 1 }
}

extension Search {
    /// Takes one step along the search: tries the null move, enters the next move's
    /// position, or, when the top position has no moves left, hands its score back to its
    /// parent.
    mutating func step() {
        let top = stack.count - 1
        if stack[top].phase == .nullMovePending {
            stack[top].phase = .nullMoveSearching
            let frame = stack[top]
            var child = frame.position
            child.passTurn()
            let reduction = 3 + frame.depth / 4
            if let value = enter(
                child, inCheck: child.isCheck, depth: frame.depth - 1 - reduction,
                alpha: -frame.beta, beta: -frame.beta + 1, allowNull: false)
            {
                deliver(-value)
            }
            return
        }
        guard stack[top].next < stack[top].count else { return pop() }
        if stack[top].sorted == stack[top].next {
            lists.select(ply: top, index: stack[top].next, count: stack[top].count)
            stack[top].sorted += 1
        }
        let frame = stack[top]
        let move = lists[top, frame.next]
        var child = frame.position
        child.playUnchecked(move)
        let givesCheck = child.isCheck
        let alpha = max(frame.alpha, frame.best)
        let quiet = !move.isCapture && move.promotion == nil
        if frame.attempt == .notStarted {
            if frame.depth > 0 && quiet && !frame.inCheck && !givesCheck && !frame.isPrincipal
                && frame.next > 0 && frame.best > -Self.mateThreshold
            {
                // Late move pruning and futility: near the leaves, a quiet move late in the
                // order, or one that cannot lift a bad position up to alpha, is not tried.
                let late = frame.depth <= 3 && frame.quietsTried >= 3 + frame.depth * frame.depth
                let futile = frame.depth <= 2 && frame.staticEval + 110 * frame.depth <= alpha
                if late || futile {
                    stack[top].next += 1
                    return
                }
            }
            if quiet { stack[top].quietsTried += 1 }
            if frame.next == 0 || frame.depth <= 0 {
                stack[top].attempt = .full
            } else {
                var reduction = 0
                if frame.depth >= 3 && quiet && !frame.inCheck && !givesCheck && frame.next >= 3
                    && !ordering.isKiller(move, ply: top)
                {
                    reduction =
                        1 + (frame.depth >= 6 && frame.next >= 8 ? 1 : 0)
                        + (frame.depth >= 9 && frame.next >= 16 ? 1 : 0)
                        - (frame.isPrincipal ? 1 : 0)
                }
                stack[top].reduction = reduction
                stack[top].attempt = reduction > 0 ? .reduced : .nullWindow
            }
        }
        // A check is searched a half move deeper (not forever: only near the root).
        var depth = frame.depth - 1
        if frame.depth > 0 && top < 2 * iterationDepth && givesCheck { depth += 1 }
        let value: Int?
        switch stack[top].attempt {
        case .reduced:
            value = enter(
                child, inCheck: givesCheck, depth: depth - stack[top].reduction,
                alpha: -alpha - 1, beta: -alpha, allowNull: true)
        case .nullWindow:
            value = enter(
                child, inCheck: givesCheck, depth: depth, alpha: -alpha - 1, beta: -alpha,
                allowNull: true)
        case .full, .notStarted:
            value = enter(
                child, inCheck: givesCheck, depth: depth, alpha: -frame.beta, beta: -alpha,
                allowNull: true)
        }
        if let value { deliver(-value) }
    }

    /// Visits a position one half move below the top of the stack: returns its score when
    /// it needs no further search (mate, a draw, a quiet leaf, a known score), else pushes
    /// it. `inCheck` says whether the side to move is in check (the caller knows already).
    private mutating func enter(
        _ position: Position, inCheck: Bool, depth: Int, alpha: Int, beta: Int, allowNull: Bool
    ) -> Int? {
        nodes += 1
        let ply = stack.count
        if ply > selectiveDepth { selectiveDepth = ply }
        if position.halfmoveClock >= 100 || position.hasInsufficientMaterial { return 0 }
        var enPassantKey = position.enPassantIndex
        if depth > 0 {
            if enPassantKey != 0 { enPassantKey = position.repetitionKey.enPassantIndex }
            if repeats(position, enPassantKey, ply: ply, within: position.halfmoveClock) {
                return 0
            }
        }
        if ply >= Self.maxPly {
            return position.evaluation(plain: level.plainEvaluation, cache: &pawnKingCache)
        }
        let hash = position.searchKey
        var hinted: UInt16 = 0
        if let entry = table.probe(hash) {
            hinted = entry.move
            if Int(entry.depth) >= depth && beta - alpha == 1 {
                let score = Self.fromTable(Int(entry.score), ply: ply)
                switch entry.bound {
                case .exact: return score
                case .lower where score >= beta: return score
                case .upper where score <= alpha: return score
                default: break
                }
            }
        }
        let quiescence = depth <= 0 && !inCheck
        let isPrincipal = beta - alpha > 1
        let prunable = depth > 0 && !inCheck && !isPrincipal && abs(beta) < Self.mateThreshold
        // The static evaluation is used by standing pat and by the pruning of nodes off the
        // principal variation; a principal node above the leaves never looks at it.
        let staticEval =
            inCheck || (isPrincipal && depth > 0)
            ? -Self.infinity
            : position.evaluation(plain: level.plainEvaluation, cache: &pawnKingCache)
        // Quiescence: the side to move may stand pat. Reverse futility: far enough above
        // beta that a shallow search will not fall. Either way no move is searched, so none
        // is generated; only a stalemate (0) must be told apart.
        if (quiescence && staticEval >= beta)
            || (prunable && depth <= 6 && staticEval - 90 * depth >= beta)
        {
            return position.hasLegalMoveOutOfCheck ? staticEval : 0
        }
        // Quiescence lists only captures and queenings, and counts the other moves just to
        // tell a stalemate from a quiet position.
        var (count, omitted) = lists.generate(position, ply: ply, capturesOnly: quiescence)
        if count + omitted == 0 { return inCheck ? -(Self.mateScore - ply) : 0 }
        var best = -Self.infinity
        var phase = Frame.Phase.moves
        if quiescence {
            // Captures and queenings that could lift the side to move above alpha.
            best = staticEval
            count = lists.filter(ply: ply, count: count) { move in
                guard move.promotion == nil else { return true }
                let victim =
                    move.isEnPassant
                    ? PieceKind.pawn : position.kind(at: 1 << UInt64(move.to.index)) ?? .pawn
                return staticEval + Evaluation.material[victim.rawValue] + 200 > alpha
            }
            if count == 0 { return best }
        } else if prunable {
            let pieces = position.bits(position.sideToMove) & ~position.pawns & ~position.kings
            if allowNull && depth >= 3 && staticEval >= beta && pieces != 0 {
                phase = .nullMovePending
            }
        }
        lists.order(ply: ply, count: count, by: ordering, in: position, hinted: hinted)
        stack.append(
            Frame(
                position: position, enPassantKey: enPassantKey, hash: hash, depth: depth,
                alpha: alpha, beta: beta,
                count: count, best: best, phase: phase, inCheck: inCheck, staticEval: staticEval))
        return nil
    }

    /// Gives the top position the score of its current move (or of passing), from its own
    /// side's view.
    private mutating func deliver(_ score: Int) {
        let top = stack.count - 1
        if stack[top].phase == .nullMoveSearching {
            stack[top].phase = .moves
            if score >= stack[top].beta {
                // A mate found after a pass is not proven: claim only beta.
                stack[top].best = score >= Self.mateThreshold ? stack[top].beta : score
                stack[top].next = stack[top].count
            }
            return
        }
        let frame = stack[top]
        let alpha = max(frame.alpha, frame.best)
        switch frame.attempt {
        case .reduced where score > alpha:
            stack[top].attempt = .nullWindow
            return
        case .nullWindow where score > alpha && score < frame.beta && frame.isPrincipal:
            stack[top].attempt = .full
            return
        default: break
        }
        stack[top].attempt = .notStarted
        let move = lists[top, frame.next]
        if score > frame.best {
            stack[top].best = score
            stack[top].bestMove = move
        }
        if stack[top].best >= frame.beta {
            if frame.depth > 0 && !move.isCapture {
                ordering.recordCutoff(move, ply: top, depth: frame.depth)
            }
            stack[top].next = frame.count
        } else {
            stack[top].next += 1
        }
    }

    /// Removes the finished top position, remembers its score in the table, and hands the
    /// score to its parent (or ends the iteration at the root).
    private mutating func pop() {
        let done = stack.removeLast()
        let bound: TranspositionTable.Bound =
            done.best >= done.beta ? .lower : done.best > done.alpha ? .exact : .upper
        table.store(
            done.hash, depth: done.depth, score: Self.toTable(done.best, ply: stack.count),
            bound: bound, move: done.bestMove)
        if stack.isEmpty {
            endIteration(done)
        } else {
            deliver(-done.best)
        }
    }

    /// Mate scores count from the root; the table keeps them counted from the position.
    static func toTable(_ score: Int, ply: Int) -> Int {
        score >= mateThreshold ? score + ply : score <= -mateThreshold ? score - ply : score
    }

    static func fromTable(_ score: Int, ply: Int) -> Int {
        score >= mateThreshold ? score - ply : score <= -mateThreshold ? score + ply : score
    }

    /// Whether the position `ply` half moves below the root occurred before, on the path or
    /// in the game, no further back than `reversible` half moves: a draw to the search.
    /// (`enPassantKey` is the position's en passant index as repetition sees it.)
    private func repeats(
        _ position: Position, _ enPassantKey: UInt8, ply: Int, within reversible: Int
    ) -> Bool {
        var distance = 2
        while distance <= reversible && distance <= ply {
            // Every position on the path above one searched at full depth was searched at
            // full depth too, so each frame's en passant key is set.
            if stack[ply - distance].enPassantKey == enPassantKey
                && stack[ply - distance].position.hasSamePieces(as: position)
            {
                return true
            }
            distance += 2
        }
        var index = earlier.count - (distance - ply)
        guard distance <= reversible && index >= 0 else { return false }
        let key = position.repetitionKey
        while distance <= reversible && index >= 0 {
            if earlier[index] == key { return true }
            distance += 2
            index -= 2
        }
        return false
    }
}

extension Position {
    /// Whether the pieces, the side to move and the castling rights are the same as in
    /// `other` (repetition compares these, and the en passant square).
    func hasSamePieces(as other: Position) -> Bool {
        pawns == other.pawns && knights == other.knights && bishops == other.bishops
            && rooks == other.rooks && queens == other.queens && kings == other.kings
            && white == other.white && black == other.black
            && sideToMove == other.sideToMove && castlingRights == other.castlingRights
    }

    /// The position with the turn passed to the opponent (not a legal move: the search's
    /// null-move test).
    mutating func passTurn() {
        sideToMove = sideToMove.opponent
        enPassantIndex = 0
        if halfmoveClock < Self.largestClock { halfmoveClock += 1 }
    }
}
