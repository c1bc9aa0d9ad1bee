/// How hard the computer thinks: the deepest iteration of its search and the most
/// positions it may visit before it must answer, and the strength that buys, measured.
///
/// ```swift
/// SearchLevel.level(3)      // .strong
/// SearchLevel.casual.name   // "about 1480"
/// ```
/// The Elo figures were measured against Stockfish with `UCI_LimitStrength` (see
/// `scripts/chess-match.py` and the README's table), so they are on Stockfish's scale.
public struct SearchLevel: Hashable, Sendable {
    /// The deepest full-width iteration, in half moves (captures are followed further).
    public var depth: Int
    /// The most positions visited; the search answers with its best so far when it runs out.
    public var nodeLimit: Int
    /// The measured strength, on the scale of Stockfish's `UCI_Elo` (0: not measured).
    public var elo: Int

    /// Whether the search judges positions by material and placement only, not mobility,
    /// pawn structure or king safety: a weaker player, not just a shorter-sighted one.
    public var plainEvaluation: Bool

    /// Creates a level; depth is at least 1 and the node limit at least 1.
    public init(depth: Int, nodeLimit: Int, elo: Int = 0, plainEvaluation: Bool = false) {
        self.depth = max(depth, 1)
        self.nodeLimit = max(nodeLimit, 1)
        self.elo = elo
        self.plainEvaluation = plainEvaluation
    }

    /// What a player sees: the measured strength, as "about 1480".
    public var name: String { "about \(elo)" }

    /// Level 1: two half moves and the captures that follow, judged by material and
    /// placement only; takes what hangs, sees little else.
    public static let casual = SearchLevel(
        depth: 2, nodeLimit: 3_000, elo: 1480, plainEvaluation: true)
    /// Level 2: the same look-ahead, judged by the full evaluation.
    public static let club = SearchLevel(depth: 2, nodeLimit: 3_000, elo: 1670)
    /// Level 3: up to twelve half moves, within a budget of positions that answers in about
    /// a second on a laptop.
    public static let strong = SearchLevel(depth: 12, nodeLimit: 250_000, elo: 2090)

    /// The levels a player picks from, weakest first.
    public static let all: [SearchLevel] = [.casual, .club, .strong]

    /// The level numbered 1, 2 or 3, or nil for any other number.
    public static func level(_ number: Int) -> SearchLevel? {
        (1...all.count).contains(number) ? all[number - 1] : nil
    }
}
