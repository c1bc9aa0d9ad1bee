import Chess

/// One `go`: a search with its limits, run in slices between looks at the clock and at
/// whether the GUI said `stop`, reporting each finished iteration as an `info` line and
/// ending with `bestmove`.
///
/// ```swift
/// thinking.run(now: milliseconds, shouldStop: { stopFlag.load() }, write: send)
/// ```
public struct UCIThinking: Sendable {
    /// Positions searched between looks at the clock and the stop flag: about a
    /// millisecond's work, so `stop` is answered at once.
    public static let slice = 1_024

    /// The search under way (its `completed` and `result` are what the info lines report).
    public private(set) var search: Search
    /// What the `go` asked for.
    public let limits: UCILimits
    let overhead: Int
    let side: Side

    init(game: Game, limits: UCILimits, options: UCIOptions, table: TranspositionTable) {
        var level = options.level ?? SearchLevel(depth: Search.maxDepth, nodeLimit: .max)
        if let depth = limits.depth { level.depth = min(depth, level.depth) }
        if let nodes = limits.nodes { level.nodeLimit = min(nodes, level.nodeLimit) }
        if let mate = limits.mate { level.depth = min(2 * mate - 1, level.depth) }
        search = Search(game: game, level: level, table: table)
        self.limits = limits
        overhead = options.moveOverhead
        side = game.position.sideToMove
    }

    /// What the search learnt, for the session to keep.
    public var table: TranspositionTable { search.table }

    /// Searches until a limit is reached or `shouldStop` says so, writing `info` lines
    /// and finally `bestmove`.
    ///
    /// - Parameters:
    ///   - now: milliseconds on a clock that only goes forward.
    ///   - shouldStop: true once the GUI has sent `stop` (or `quit`).
    ///   - idle: called while an infinite search has finished but must wait for `stop`
    ///     before answering (the caller sleeps a little).
    public mutating func run(
        now: () -> Int, shouldStop: () -> Bool, idle: () -> Void = {}, write: (String) -> Void
    ) {
        let start = now()
        let budget = limits.infinite ? nil : limits.budget(for: side, overhead: overhead)
        var reported = 0
        while !search.isFinished {
            if shouldStop() {
                search.stop()
                break
            }
            search.run(nodeBudget: Self.slice)
            let elapsed = now() - start
            if let done = search.completed, done.depth > reported {
                reported = done.depth
                write(info(done, elapsed: elapsed))
                // The next iteration takes a few times as long as this one: do not start
                // one that would not finish in time.
                if let budget, budget.soft < budget.hard, elapsed * 2 >= budget.soft {
                    search.stop()
                }
            }
            if let budget, elapsed >= budget.hard { search.stop() }
        }
        if limits.infinite {
            while !shouldStop() { idle() }
        }
        guard let result = search.result else {
            write("bestmove 0000")
            return
        }
        if result.depth > reported || reported == 0 {
            write(info(result, elapsed: now() - start))
        }
        let line = principalVariation(from: result.move)
        write("bestmove \(result.move.uci)" + (line.count > 1 ? " ponder \(line[1].uci)" : ""))
    }

    /// An `info` line for a finished iteration.
    func info(_ result: SearchResult, elapsed: Int) -> String {
        let nodes = search.nodes
        let rate = elapsed > 0 ? nodes * 1_000 / elapsed : nodes * 1_000
        let pv = principalVariation(from: result.move).map { $0.uci }.joined(separator: " ")
        return
            "info depth \(max(result.depth, 1)) seldepth \(search.selectiveDepth) multipv 1 score \(Self.score(result.score)) nodes \(nodes) nps \(rate) time \(elapsed) pv \(pv)"
    }

    /// The line the search expects, starting with `move`, read from the table.
    func principalVariation(from move: Move) -> [Move] {
        search.principalVariation(startingWith: move)
    }

    /// A score as UCI writes it: centipawns, or moves to mate (negative when being mated).
    static func score(_ score: Int) -> String {
        if score >= Search.mateThreshold { return "mate \((Search.mateScore - score + 1) / 2)" }
        if score <= -Search.mateThreshold { return "mate -\((Search.mateScore + score) / 2)" }
        return "cp \(score)"
    }
}
