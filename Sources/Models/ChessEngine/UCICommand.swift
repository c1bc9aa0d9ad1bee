/// One line a chess GUI sends, read into what it asks for.
///
/// ```swift
/// UCICommand(line: "go depth 6")          // .go(["depth", "6"])
/// UCICommand(line: "position startpos")   // .position(["startpos"])
/// ```
/// The words after the command are kept as they are; the session reads them, so that it
/// can say exactly what was wrong with them.
public enum UCICommand: Equatable, Sendable {
    case uci
    case isReady
    case newGame
    case setOption([Substring])
    case position([Substring])
    case go([Substring])
    case stop
    case ponderHit
    case quit
    /// `debug`, `register`: accepted, nothing to do.
    case ignored
    /// Nothing on the line.
    case empty
    /// A first word the protocol does not have.
    case unknown(Substring)

    /// Reads a line; words are separated by any run of spaces or tabs.
    public init(line: some StringProtocol) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            .map { Substring($0) }
        guard let first = words.first else {
            self = .empty
            return
        }
        let rest = Array(words.dropFirst())
        switch first {
        case "uci": self = .uci
        case "isready": self = .isReady
        case "ucinewgame": self = .newGame
        case "setoption": self = .setOption(rest)
        case "position": self = .position(rest)
        case "go": self = .go(rest)
        case "stop": self = .stop
        case "ponderhit": self = .ponderHit
        case "quit": self = .quit
        case "debug", "register": self = .ignored
        default: self = .unknown(first)
        }
    }
}
