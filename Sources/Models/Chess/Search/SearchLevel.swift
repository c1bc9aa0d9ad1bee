/// How hard the computer thinks: the deepest iteration of its search and the most
/// positions it may visit before it must answer.
///
/// ```swift
/// SearchLevel.level(3)      // .strong
/// SearchLevel.casual.depth  // 1
/// ```
public struct SearchLevel: Hashable, Sendable {
    /// The deepest full-width iteration, in half moves (captures are followed further).
    public var depth: Int
    /// The most positions visited; the search answers with its best so far when it runs out.
    public var nodeLimit: Int

    /// Creates a level; depth is at least 1 and the node limit at least 1.
    public init(depth: Int, nodeLimit: Int) {
        self.depth = max(depth, 1)
        self.nodeLimit = max(nodeLimit, 1)
    }

    /// Level 1: one half move and the captures that follow; takes what hangs, sees little else.
    public static let casual = SearchLevel(depth: 1, nodeLimit: 5_000)
    /// Level 2: three half moves.
    public static let club = SearchLevel(depth: 3, nodeLimit: 40_000)
    /// Level 3: up to eight half moves, within a budget of positions that answers in well
    /// under a second on a laptop.
    public static let strong = SearchLevel(depth: 8, nodeLimit: 300_000)

    /// The levels a player picks from, weakest first.
    public static let all: [SearchLevel] = [.casual, .club, .strong]

    /// The level numbered 1, 2 or 3, or nil for any other number.
    public static func level(_ number: Int) -> SearchLevel? {
        (1...all.count).contains(number) ? all[number - 1] : nil
    }
}
