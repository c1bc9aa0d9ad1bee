/// The computer player's search: iterative deepening principal variation search with a
/// transposition table, aspiration windows, null-move pruning, late move reductions,
/// reverse futility and late move pruning near the leaves, check extensions, and a
/// quiescence search of captures at the leaves, over a tapered evaluation.
///
/// It runs in slices: `run(nodeBudget:)` visits at most that many more positions and
/// returns, keeping its place in an explicit stack, so a scene can think a little in each
/// animation frame and never freeze, and a command-line engine can look at its clock and
/// its input between slices. The answer depends only on the game, the level and the table
/// handed in, never on how the work was sliced, and there is no randomness.
///
/// ```swift
/// var search = Search(game: game, level: .strong)
/// while !search.run(nodeBudget: 4_000) { /* draw a frame */ }
/// try game.play(search.result!.move)
/// ```
public struct Search: Sendable {
    /// The score of mating at once; a mate found `n` half moves ahead scores `mateScore - n`.
    public static let mateScore = 100_000
    /// Scores at least this high (or this low, negated) announce a forced mate.
    public static let mateThreshold = mateScore - 1_000
    static let infinity = 1_000_000
    /// The deepest the search ever goes, quiescence included.
    static let maxPly = 96
    /// The deepest iteration a search starts.
    public static let maxDepth = 64

    /// How hard this search thinks.
    public let level: SearchLevel
    /// The positions visited so far.
    public internal(set) var nodes = 0
    /// The answer, once the search has finished (nil when there is no legal move).
    public private(set) var result: SearchResult?
    /// Whether the search has finished.
    public private(set) var isFinished = false
    /// The best answer of the deepest iteration completed so far, if any.
    public private(set) var completed: SearchResult?
    /// The deepest ply any line has reached, quiescence included.
    public internal(set) var selectiveDepth = 0
    /// What the search learnt, to hand to the next search of the same game.
    public internal(set) var table: TranspositionTable

    let root: Position
    /// Repetition keys of the game's positions before the root that a later one can repeat
    /// (those since the last capture or pawn move), oldest first.
    let earlier: [Position]
    /// The path being searched: `stack[ply]` is the position `ply` half moves below the root.
    var stack: [Frame] = []
    /// The root's moves, the best of the last iteration first.
    var rootMoves: [Move]
    var iterationDepth = 0
    /// The window the next iteration starts with (narrow around the last score, widened
    /// when the score falls outside it).
    var window = (low: -Search.infinity, high: Search.infinity)
    var ordering = MoveOrdering(maxPly: Search.maxPly)
    /// The move lists of the positions on `stack`, one per ply.
    var lists = MoveLists()
    /// The evaluation's pawn and king terms of positions seen.
    var pawnKingCache = PawnKingCache()

    /// Prepares a search for the side to move in `game`; nothing is searched until `run`.
    ///
    /// A position with a single legal move is answered at once, without searching.
    /// - Parameter table: what earlier searches of the game learnt; nil starts afresh with
    ///   a small table.
    public init(game: Game, level: SearchLevel, table: TranspositionTable? = nil) {
        self.level = level
        self.table = table ?? TranspositionTable(megabytes: 2)
        root = game.position
        var positions: [Position] = []
        var position = game.startPosition
        for move in game.moves {
            positions.append(position)
            position.playUnchecked(move)
        }
        earlier = positions.suffix(min(root.halfmoveClock, positions.count)).map {
            $0.repetitionKey
        }
        stack.reserveCapacity(Self.maxPly + 1)
        rootMoves = root.legalMoves()
        ordering.order(
            &rootMoves, in: root, ply: 0, hinted: self.table.probe(root.searchKey)?.move ?? 0)
        if rootMoves.count <= 1 {
            isFinished = true
            result = rootMoves.first.map {
                SearchResult(move: $0, score: root.evaluation, depth: 0, nodes: 0)
            }
        }
    }

    /// Searches until finished or until `nodeBudget` more positions have been visited;
    /// returns whether the search has finished.
    ///
    /// ```swift
    /// search.run(nodeBudget: .max)   // think to the end in one go
    /// ```
    @discardableResult
    public mutating func run(nodeBudget: Int) -> Bool {
        let (sum, overflow) = nodes.addingReportingOverflow(max(nodeBudget, 0))
        let stop = overflow ? Int.max : sum
        while !isFinished && nodes < stop {
            if nodes >= level.nodeLimit {
                finish()
            } else if stack.isEmpty {
                beginIteration()
            } else {
                step()
            }
        }
        return isFinished
    }

    /// Ends the search now with the best answer known (a time limit ran out, or the user
    /// asked for the move).
    public mutating func stop() {
        if !isFinished { finish() }
    }

    /// The best move for the side to move in `game` at `level`, searched in one go.
    ///
    /// ```swift
    /// Search.bestMove(in: game, level: .club)?.uci  // "d1h5"
    /// ```
    public static func bestMove(in game: Game, level: SearchLevel) -> Move? {
        var search = Search(game: game, level: level)
        search.run(nodeBudget: .max)
        return search.result?.move
    }

    // MARK: - Iterations

    private mutating func beginIteration() {
        if (completed?.depth ?? 0) == iterationDepth { iterationDepth += 1 }
        nodes += 1
        let count = lists.set(rootMoves, ply: 0)
        stack.append(
            Frame(
                position: root, enPassantKey: root.repetitionKey.enPassantIndex,
                hash: root.searchKey,
                depth: iterationDepth, alpha: window.low, beta: window.high, count: count,
                sorted: count, best: -Self.infinity, inCheck: root.isCheck, staticEval: 0))
    }

    /// Takes stock when the root's moves have all been searched: widens the window and
    /// searches again when the score fell outside it, else records the iteration and
    /// decides whether to go deeper.
    mutating func endIteration(_ rootFrame: Frame) {
        guard let move = rootFrame.bestMove else { return finish() }
        let score = rootFrame.best
        let width =
            window.high == Self.infinity || window.low == -Self.infinity
            ? Self.infinity : (window.high - window.low) * 2
        if score <= rootFrame.alpha {
            window.low = width >= 800 ? -Self.infinity : max(score - width, -Self.infinity)
            return
        }
        if score >= rootFrame.beta {
            window.high = width >= 800 ? Self.infinity : min(score + width, Self.infinity)
            if let index = rootMoves.firstIndex(of: move) {
                rootMoves.remove(at: index)
                rootMoves.insert(move, at: 0)
            }
            return
        }
        completed = SearchResult(move: move, score: score, depth: iterationDepth, nodes: nodes)
        if let index = rootMoves.firstIndex(of: move) {
            rootMoves.remove(at: index)
            rootMoves.insert(move, at: 0)
        }
        window =
            iterationDepth >= 4 && abs(score) < Self.mateThreshold
            ? (score - 25, score + 25) : (-Self.infinity, Self.infinity)
        let mateDistance = Self.mateScore - abs(score)
        if iterationDepth >= min(level.depth, Self.maxDepth) || iterationDepth >= mateDistance {
            finish()
        }
    }

    /// Ends the search with the best answer known: the iteration under way when it has
    /// found a move better than its window's floor (its first root move is last time's
    /// best, so it can only improve on it), else the last completed iteration.
    private mutating func finish() {
        if let rootFrame = stack.first, rootFrame.next > 0, let move = rootFrame.bestMove,
            rootFrame.best > rootFrame.alpha
        {
            result = SearchResult(
                move: move, score: rootFrame.best, depth: completed?.depth ?? 0, nodes: nodes)
        } else if var last = completed {
            last.nodes = nodes
            result = last
        } else {
            result = rootMoves.first.map {
                SearchResult(move: $0, score: root.evaluation, depth: 0, nodes: nodes)
            }
        }
        stack.removeAll()
        isFinished = true
    }
}
