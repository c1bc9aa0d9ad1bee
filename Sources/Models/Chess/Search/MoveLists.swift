/// The move lists of the path being searched, one per ply, in one buffer that grows to the
/// deepest ply reached and is then reused: generating a position's moves writes into its
/// ply's slots instead of a new array, and a frame that copies itself carries no list with
/// it.
///
/// Each move has an ordering key, and the moves are put in order lazily: `select` brings
/// the best remaining move forward only when the search reaches it, so a cut-off after
/// the first move or two sorts nothing else. The key ends in the move's place in the
/// generator's order, so ties go to the earlier move, exactly as a stable sort of the
/// whole list by score would put them.
///
/// ```swift
/// var lists = MoveLists()
/// let count = lists.generate(position, ply: 0, capturesOnly: false).listed
/// lists.order(ply: 0, count: count, by: ordering, in: position, hinted: 0)
/// lists.select(ply: 0, index: 0, count: count)   // the best of them now at index 0
/// ```
struct MoveLists: Sendable {
    /// Slots per ply: more than the most legal moves any position has (218).
    static let stride = 256

    var moves: [Move] = []
    /// The ordering key of the move in the same slot: higher first.
    var keys: [Int] = []

    /// The move in slot `index` of `ply`.
    subscript(ply: Int, index: Int) -> Move {
        moves[ply &* Self.stride &+ index]
    }

    /// Grows the buffer to hold the slots of `ply` when it is deeper than any before (the
    /// buffer starts empty: a shallow search never pays for deep plies).
    private mutating func makeRoom(ply: Int) {
        let end = (ply &+ 1) &* Self.stride
        guard moves.count < end else { return }
        moves.append(contentsOf: repeatElement(MoveOrdering.none, count: end &- moves.count))
        keys.append(contentsOf: repeatElement(0, count: end &- keys.count))
    }

    /// Writes the legal moves of `position` into the slots of `ply`, in the generator's
    /// order; with `capturesOnly`, only captures and queenings (quiescence's moves) are
    /// listed and the others just counted.
    /// - Returns: how many were listed, and how many legal moves were left out.
    mutating func generate(_ position: Position, ply: Int, capturesOnly: Bool) -> (
        listed: Int, omitted: Int
    ) {
        let start = ply &* Self.stride
        makeRoom(ply: ply)
        var sink = MoveListSink(start: start, capturesOnly: capturesOnly)
        swap(&sink.moves, &moves)
        position.generateMoves(into: &sink)
        swap(&sink.moves, &moves)
        return (sink.end &- start, sink.omitted)
    }

    /// Keeps only the moves of `ply` (among the first `count`) that `keep` accepts, in
    /// their order; returns how many are left.
    mutating func filter(ply: Int, count: Int, _ keep: (Move) -> Bool) -> Int {
        let start = ply &* Self.stride
        var kept = start
        for index in start..<start &+ count where keep(moves[index]) {
            moves[kept] = moves[index]
            kept &+= 1
        }
        return kept &- start
    }

    /// Gives the first `count` moves of `ply` their ordering keys: the table's move
    /// (`hinted`) first, then by `ordering`'s score.
    mutating func order(
        ply: Int, count: Int, by ordering: MoveOrdering, in position: Position, hinted: UInt16
    ) {
        let start = ply &* Self.stride
        for index in 0..<count {
            let slot = start &+ index
            let move = moves[slot]
            let score =
                move.raw == hinted ? 10_000_000 : ordering.score(move, in: position, ply: ply)
            keys[slot] = score << 8 | (Self.stride &- 1 &- index)
        }
    }

    /// Puts the moves of `ply` in the given order with nothing left to sort (the root's,
    /// already ordered); returns how many there are.
    mutating func set(_ ordered: [Move], ply: Int) -> Int {
        let start = ply &* Self.stride
        makeRoom(ply: ply)
        for (index, move) in ordered.enumerated() { moves[start &+ index] = move }
        return ordered.count
    }

    /// Brings the best of the moves of `ply` from `index` up to `count` to `index`.
    /// - Complexity: O(count - index).
    mutating func select(ply: Int, index: Int, count: Int) {
        let first = ply &* Self.stride &+ index
        let end = ply &* Self.stride &+ count
        // Unchecked reads: the search spends a few per cent of its time here, and the slots
        // are in bounds by construction (a ply's moves never pass its stride).
        let best = keys.withUnsafeBufferPointer { keys in
            var best = first
            var bestKey = keys[first]
            var slot = first &+ 1
            while slot < end {
                let key = keys[slot]
                if key > bestKey {
                    best = slot
                    bestKey = key
                }
                slot &+= 1
            }
            return best
        }
        if best != first {
            moves.swapAt(best, first)
            keys.swapAt(best, first)
        }
    }
}

/// Writes generated moves into a `MoveLists` buffer from `start` on, or with `capturesOnly`
/// only the captures and queenings, counting the rest.
struct MoveListSink: MoveSink {
    var moves: [Move] = []
    var end: Int
    let capturesOnly: Bool
    var omitted = 0

    init(start: Int, capturesOnly: Bool) {
        end = start
        self.capturesOnly = capturesOnly
    }

    mutating func add(_ move: Move) {
        if capturesOnly && !move.isCapture {
            omitted &+= 1
            return
        }
        moves[end] = move
        end &+= 1
    }

    mutating func addPieceMoves(from: Int, targets: UInt64, enemies: UInt64) {
        var remaining = targets
        if capturesOnly {
            remaining = targets & enemies
            omitted &+= (targets & ~enemies).nonzeroBitCount
        }
        while remaining != 0 {
            let to = remaining.trailingZeroBitCount
            let bit = remaining & (0 &- remaining)
            moves[end] = Move(from: from, to: to, kind: bit & enemies != 0 ? .capture : .quiet)
            end &+= 1
            remaining ^= bit
        }
    }

    mutating func addPawnMoves(targets: UInt64, offset: Int, kind: Move.Kind) {
        if capturesOnly && kind != .capture {
            omitted &+= targets.nonzeroBitCount
            return
        }
        var remaining = targets
        while remaining != 0 {
            let to = remaining.trailingZeroBitCount
            moves[end] = Move(from: to &- offset, to: to, kind: kind)
            end &+= 1
            remaining &= remaining &- 1
        }
    }

    mutating func addPromotions(targets: UInt64, offset: Int, capture: Bool) {
        var remaining = targets
        let base: UInt16 = capture ? 12 : 8
        while remaining != 0 {
            let to = remaining.trailingZeroBitCount
            // Queen first, then rook, bishop, knight, as `MoveCollector` lists them; a quiet
            // underpromotion is not a quiescence move.
            moves[end] = Move(from: to &- offset, to: to, rawKind: base | 3)
            end &+= 1
            if capturesOnly && !capture {
                omitted &+= 3
            } else {
                moves[end &+ 0] = Move(from: to &- offset, to: to, rawKind: base | 2)
                moves[end &+ 1] = Move(from: to &- offset, to: to, rawKind: base | 1)
                moves[end &+ 2] = Move(from: to &- offset, to: to, rawKind: base)
                end &+= 3
            }
            remaining &= remaining &- 1
        }
    }
}
