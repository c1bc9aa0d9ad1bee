import Chess
import Quoting

/// The engine's settings a GUI can change with `setoption`.
public struct UCIOptions: Equatable, Sendable {
    /// The transposition table's size in MiB.
    public var hashMegabytes = 16
    /// 1 to `SearchLevel.all.count` plays as that app level; one more is full strength.
    public var skillLevel = SearchLevel.all.count + 1
    /// Whether to play at `elo` rather than at `skillLevel`.
    public var limitStrength = false
    /// The strength to play at when `limitStrength` is on, on the scale the levels were
    /// measured on (Stockfish's `UCI_Elo`).
    public var elo = SearchLevel.all[0].elo
    /// Milliseconds kept back from each move for the GUI and the pipes.
    public var moveOverhead = 30

    /// The defaults: 16 MiB, full strength.
    public init() {}

    /// The `option` lines `uci` answers with.
    public static var declarations: [String] {
        let levels = SearchLevel.all
        return [
            "option name Hash type spin default 16 min 1 max 1024",
            "option name Skill Level type spin default \(levels.count + 1) min 1 max \(levels.count + 1)",
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default \(levels[0].elo) min \(levels[0].elo) max \(levels[levels.count - 1].elo)",
            "option name Move Overhead type spin default 30 min 0 max 5000",
        ]
    }

    /// The level to play at, or nil for full strength.
    public var level: SearchLevel? {
        let levels = SearchLevel.all
        if limitStrength {
            return levels.last { $0.elo <= elo } ?? levels[0]
        }
        return skillLevel <= levels.count ? levels[max(skillLevel, 1) - 1] : nil
    }

    /// Applies `setoption name <name> value <value>`; returns a plain sentence when the
    /// words are not a known option with a good value (and then changes nothing).
    public mutating func set(_ words: [Substring]) -> String? {
        guard words.first == "name" else { return "setoption needs 'name <option> value <value>'" }
        let valueAt = words.firstIndex(of: "value") ?? words.count
        let name = asciiLowercased(words[1..<valueAt].joined(separator: " "))
        let value = words[min(valueAt + 1, words.count)...].joined(separator: " ")
        func number(_ range: ClosedRange<Int>) -> Int? {
            guard let number = Int(value), range.contains(number) else { return nil }
            return number
        }
        let levels = SearchLevel.all
        switch name {
        case "hash":
            guard let megabytes = number(1...1024) else { return bad(name, value, "1 to 1024") }
            hashMegabytes = megabytes
        case "skill level":
            guard let skill = number(1...levels.count + 1) else {
                return bad(name, value, "1 to \(levels.count + 1)")
            }
            skillLevel = skill
        case "uci_limitstrength":
            switch asciiLowercased(value) {
            case "true": limitStrength = true
            case "false": limitStrength = false
            default: return bad(name, value, "true or false")
            }
        case "uci_elo":
            guard let rating = number(levels[0].elo...levels[levels.count - 1].elo) else {
                return bad(name, value, "\(levels[0].elo) to \(levels[levels.count - 1].elo)")
            }
            elo = rating
        case "move overhead":
            guard let milliseconds = number(0...5000) else { return bad(name, value, "0 to 5000") }
            moveOverhead = milliseconds
        case "":
            return "setoption needs an option name"
        default:
            return "no option named '\(visible(name))'; ignored"
        }
        return nil
    }

    /// Lower case for the ASCII letters of option names (the rest of Unicode is not needed,
    /// and its tables are not linked into the browser build).
    private func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }

    private func bad(_ name: String, _ value: String, _ range: String) -> String {
        "option \(name) takes \(range), not '\(visible(value))'; unchanged"
    }
}
