/// Solves a board: finds, counts and lists the ways to cover its open cells with the
/// twelve pentominoes, each used once, keeping any pieces already placed where they are.
///
/// ```swift
/// let solver = Solver(board: .builtIn(.sixByTen))
/// solver.countUniqueSolutions()   // 2339
/// solver.countSolutions()         // 9356
/// print(solver.firstSolution()!.picture)
/// ```
///
/// Boards with no solution are told apart quickly (`impossibility`): not a puzzle, free
/// cells not 5 per piece left, or a cut-off region whose size is not a multiple of 5.
public struct Solver: Sendable {
    /// The board and the pieces fixed on it.
    public let placement: Placement
    /// Why there is no solution, when that is clear without searching.
    public let impossibility: Impossibility?
    let cover: ExactCover?

    /// A solver for the pieces still off `placement`, the placed ones staying put.
    ///
    /// Complexity: O(rows × columns × 63) to list the candidate placements.
    public init(placement: Placement) {
        self.placement = placement
        switch ExactCover.make(placement) {
        case .success(let cover):
            self.cover = cover
            self.impossibility = nil
        case .failure(let reason):
            self.cover = nil
            self.impossibility = reason
        }
    }

    /// A solver for an empty board.
    public init(board: PentominoBoard) {
        self.init(placement: Placement(board: board))
    }

    /// The rotations and reflections that map the problem onto itself: those of the board
    /// that leave every fixed piece in place; identity first. Empty when the problem has
    /// no solution to speak of.
    public var symmetries: [Orientation] { cover?.symmetries ?? [] }

    /// The first solution in search order (deterministic), or nil if there is none.
    ///
    /// Complexity: exponential in the worst case; milliseconds on the built-in boards.
    public func firstSolution() -> Solution? {
        var first: Solution? = nil
        forEachSolution { solution in
            first = solution
            return false
        }
        return first
    }

    /// Calls `body` with each solution in search order, symmetric copies included, until
    /// it returns false.
    ///
    /// ```swift
    /// var found = 0
    /// Solver(board: .builtIn(.threeByTwenty)).forEachSolution { _ in found += 1; return true }
    /// found   // 8
    /// ```
    public func forEachSolution(_ body: (Solution) -> Bool) {
        guard let cover else { return }
        withoutActuallyEscaping(body) { body in
            let search = ExactCoverSearch(layout: cover.layout, table: cover.table)
            var visitor = ReportingVisitor(cover: cover, prefix: [], report: body)
            var deadEnds = CountTable()
            _ = search.run(
                free: cover.free, unused: cover.unused, visitor: &visitor, deadEnds: &deadEnds)
        }
    }

    /// Calls `body` with one solution of each class under `symmetries`, until it returns
    /// false. Each is the one with the pivot piece in its representative placement.
    public func forEachUniqueSolution(_ body: (Solution) -> Bool) {
        guard let cover else { return }
        guard cover.symmetries.count > 1 else { return forEachSolution(body) }
        let split = SymmetrySplit(cover)
        withoutActuallyEscaping(body) { body in
            let search = ExactCoverSearch(layout: cover.layout, table: cover.table)
            var deadEnds = CountTable()
            for start in split.starts {
                var visitor = ReportingVisitor(
                    cover: cover, prefix: [start.candidate], report: body)
                let goOn: Bool
                if start.stabilizer.isEmpty {
                    goOn = run(
                        search, from: start, pivot: split.pivot, visitor: &visitor,
                        deadEnds: &deadEnds)
                } else {
                    var canonical = CanonicalVisitor(
                        cover: cover, start: start, inner: visitor)
                    goOn = run(
                        search, from: start, pivot: split.pivot, visitor: &canonical,
                        deadEnds: &deadEnds)
                }
                if !goOn { return }
            }
        }
    }

    /// The number of solutions, symmetric copies included.
    ///
    /// With `usingSymmetry` (the default) only one placement of a pivot piece per class
    /// under the problem's symmetries is searched, and each count is multiplied by its
    /// class size; without, every solution is visited (slower, a cross-check).
    /// ```swift
    /// Solver(board: .builtIn(.fiveByTwelve)).countSolutions()   // 4040
    /// ```
    /// Complexity: exponential; on 6 × 10 about a sixth of the time of counting without the
    /// split (benchmarks).
    public func countSolutions(usingSymmetry: Bool = true) -> Int {
        guard let cover else { return 0 }
        guard usingSymmetry, cover.symmetries.count > 1 else {
            var counter = MemoizedCount(ExactCoverSearch(layout: cover.layout, table: cover.table))
            return counter.count(free: cover.free, unused: cover.unused)
        }
        return solutionCounts().all
    }

    /// The number of solutions counting symmetric copies (under `symmetries`) once.
    ///
    /// ```swift
    /// Solver(board: .builtIn(.eightByEightCorners)).countUniqueSolutions()   // 2170
    /// ```
    /// Complexity: exponential; the same search as `countSolutions()`.
    public func countUniqueSolutions() -> Int {
        solutionCounts().unique
    }

    /// Both counts from one search: all solutions, and one per class under `symmetries`.
    ///
    /// ```swift
    /// Solver(board: .builtIn(.threeByTwenty)).solutionCounts()   // (all: 8, unique: 2)
    /// ```
    /// Complexity: exponential; the cost of one `countSolutions()`.
    public func solutionCounts() -> (all: Int, unique: Int) {
        guard let cover else { return (0, 0) }
        guard cover.symmetries.count > 1 else {
            let all = countSolutions(usingSymmetry: false)
            return (all, all)
        }
        let split = SymmetrySplit(cover)
        let search = ExactCoverSearch(layout: cover.layout, table: cover.table)
        var counter = MemoizedCount(search)
        var all = 0
        var unique = 0
        for start in split.starts {
            let counts = solutionCounts(from: start, split: split, counter: &counter)
            all += counts.all
            unique += counts.unique
        }
        return (all, unique)
    }

    /// The counts with the pivot at one start placement: all solutions (its class size
    /// times the solutions found) and the unique ones.
    private func solutionCounts(
        from start: SymmetrySplit.Start, split: SymmetrySplit, counter: inout MemoizedCount
    ) -> (all: Int, unique: Int) {
        guard let cover else { return (0, 0) }
        let mask = cover.table.masks[start.candidate]
        let free = cover.free ^ mask
        guard cover.layout.regionsAreFillable(around: mask, free: free) else { return (0, 0) }
        let unused = cover.unused & ~(1 << split.pivot.index)
        let count = counter.count(free: free, unused: unused)
        // Burnside's lemma over the placement's stabilizer (`SymmetricSolutions`).
        var fixed = count
        for symmetry in start.stabilizer {
            fixed += SymmetricSolutions(cover, symmetry: symmetry, free: free, unused: unused)
                .count(free: free, unused: unused)
        }
        return (start.classSize * count, fixed / (start.stabilizer.count + 1))
    }

    /// Searches with the pivot fixed at a start placement.
    private func run(
        _ search: ExactCoverSearch, from start: SymmetrySplit.Start, pivot: PieceName,
        visitor: inout some SearchVisitor, deadEnds: inout CountTable
    ) -> Bool {
        guard let cover else { return true }
        let mask = cover.table.masks[start.candidate]
        let free = cover.free ^ mask
        guard cover.layout.regionsAreFillable(around: mask, free: free) else { return true }
        return search.run(
            free: free, unused: cover.unused & ~(1 << pivot.index), visitor: &visitor,
            deadEnds: &deadEnds)
    }
}

/// Turns each solution found into a `Solution` for a caller's closure.
private struct ReportingVisitor: SearchVisitor {
    let cover: ExactCover
    /// Candidates placed before the search started (the pivot).
    let prefix: [Int]
    let report: (Solution) -> Bool

    mutating func visit(_ chosen: ArraySlice<Int>) -> Bool {
        report(cover.solution(prefix + chosen))
    }
}

/// Passes on only the solutions that are the smallest of their copies under a start's
/// stabilizer.
private struct CanonicalVisitor<Inner: SearchVisitor>: SearchVisitor {
    let cover: ExactCover
    let start: SymmetrySplit.Start
    var inner: Inner

    mutating func visit(_ chosen: ArraySlice<Int>) -> Bool {
        guard cover.isCanonical(Array(chosen) + [start.candidate], under: start.stabilizer) else {
            return true
        }
        return inner.visit(chosen)
    }
}
