import Chess
import Quoting

/// What a `go` command asks for: how deep, how many positions, how long, and the clocks.
///
/// ```swift
/// var notes: [String] = []
/// let limits = UCILimits(words: ["wtime", "60000", "btime", "60000"], notes: &notes)
/// limits.budget(for: .white, overhead: 30)  // about 2 seconds to aim for
/// ```
public struct UCILimits: Equatable, Sendable {
    /// The deepest iteration to search, in half moves.
    public var depth: Int?
    /// The most positions to visit.
    public var nodes: Int?
    /// Milliseconds for this move exactly.
    public var moveTime: Int?
    /// White's time left, in milliseconds.
    public var whiteTime: Int?
    /// Black's time left, in milliseconds.
    public var blackTime: Int?
    /// What White's clock gains per move, in milliseconds.
    public var whiteIncrement = 0
    /// What Black's clock gains per move, in milliseconds.
    public var blackIncrement = 0
    /// Moves to play before the clocks get more time (nil: the rest of the game).
    public var movesToGo: Int?
    /// Search until told to stop, and answer only then.
    public var infinite = false
    /// Search for a mate in this many moves.
    public var mate: Int?

    /// No limit at all.
    public init() {}

    /// Reads the words after `go`; a word it cannot read is skipped with a plain note in
    /// `notes` (the rest still counts).
    public init(words: [Substring], notes: inout [String]) {
        var index = 0
        func number(_ name: Substring) -> Int? {
            guard index + 1 < words.count, let value = Int(words[index + 1]) else {
                let got = index + 1 < words.count ? "'\(visible(words[index + 1]))'" : "nothing"
                notes.append("go \(name) needs a whole number, not \(got); ignored")
                index += 1
                return nil
            }
            index += 2
            return value
        }
        while index < words.count {
            let word = words[index]
            switch word {
            case "depth": depth = number(word).map { max($0, 1) } ?? depth
            case "nodes": nodes = number(word).map { max($0, 1) } ?? nodes
            case "movetime": moveTime = number(word).map { max($0, 0) } ?? moveTime
            case "wtime": whiteTime = number(word) ?? whiteTime
            case "btime": blackTime = number(word) ?? blackTime
            case "winc": whiteIncrement = max(number(word) ?? whiteIncrement, 0)
            case "binc": blackIncrement = max(number(word) ?? blackIncrement, 0)
            case "movestogo": movesToGo = number(word).map { max($0, 1) } ?? movesToGo
            case "mate": mate = number(word).map { max($0, 1) } ?? mate
            case "infinite":
                infinite = true
                index += 1
            case "ponder":
                notes.append("go ponder: this engine does not ponder; searching normally")
                index += 1
            case "searchmoves":
                notes.append("go searchmoves is not supported; searching every move")
                index += 1
                while index < words.count, words[index].count >= 4,
                    words[index].first.map({ $0 >= "a" && $0 <= "h" }) == true
                {
                    index += 1
                }
            default:
                notes.append("go: unknown word '\(visible(word))'; ignored")
                index += 1
            }
        }
    }

    /// How long to think, in milliseconds, for the side to move: `soft` is the time after
    /// which no new iteration starts, `hard` the time at which the search stops whatever it
    /// is doing; nil when no clock limits this move.
    public func budget(for side: Side, overhead: Int) -> (soft: Int, hard: Int)? {
        if let moveTime {
            let hard = max(moveTime - overhead, 1)
            return (hard, hard)
        }
        guard let time = side == .white ? whiteTime : blackTime else { return nil }
        let increment = side == .white ? whiteIncrement : blackIncrement
        let left = max(time - overhead, 1)
        let moves = min(movesToGo ?? 30, 30)
        let share = left / max(moves, 1) + increment * 3 / 4
        let hard = max(min(share * 4, left / 3 + increment / 2, left - 1), 1)
        return (max(min(share, hard), 1), hard)
    }
}
