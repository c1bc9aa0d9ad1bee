extension Search {
    /// The line of best play the search expects, starting with `move` at the root and
    /// followed through the best moves the transposition table remembers (as long as each
    /// is legal and no position repeats).
    ///
    /// ```swift
    /// search.principalVariation(startingWith: search.result!.move).map { $0.uci }
    /// // ["e2e4", "e7e5", "g1f3"]
    /// ```
    /// - Complexity: O(length of the line × moves per position).
    public func principalVariation(startingWith move: Move) -> [Move] {
        var line = [move]
        var position = root
        position.playUnchecked(move)
        var seen: Set<UInt64> = [root.searchKey]
        while line.count < Self.maxDepth {
            let key = position.searchKey
            guard !seen.contains(key), let entry = table.probe(key), entry.move != 0,
                let next = position.legalMoves().first(where: { $0.raw == entry.move })
            else { break }
            seen.insert(key)
            line.append(next)
            position.playUnchecked(next)
        }
        return line
    }
}
