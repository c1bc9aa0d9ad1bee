import CommandLineTool
import Pentominoes
import Quoting

/// Where a board comes from on the command line: a built-in name or a picture file.
enum BoardSource {
    /// The board named by `argument`: a built-in board if the name is one, else the
    /// picture in the file at that path.
    static func board(_ argument: String) throws(BoardSourceError) -> PentominoBoard {
        if let builtIn = BuiltInBoard(name: argument) { return builtIn.board }
        guard TextFile.exists(argument) else { throw .unknown(argument) }
        let text: String
        do {
            text = try TextFile.read(argument, limit: 1 << 20)
        } catch {
            throw .unreadable(argument, reason: error.reason)
        }
        do {
            return try PentominoBoard(picture: text, name: name(of: argument))
        } catch {
            throw .malformed(argument, error)
        }
    }

    /// The file's name without its folder and extension: `boards/cross.txt` is `cross`.
    static func name(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = String(name[..<dot])
        }
        return name
    }
}

/// Why the BOARD argument gives no board; the message names the argument and the problem.
enum BoardSourceError: Error, CustomStringConvertible {
    case unknown(String)
    case unreadable(String, reason: String)
    case malformed(String, PentominoBoardError)

    var description: String {
        switch self {
        case .unknown(let argument):
            "unknown board \(quoted(argument)): no built-in board or file has that name; "
                + "the built-in boards are \(BuiltInBoard.namesInASentence)"
        case .unreadable(let path, let reason):
            "cannot read the board file \(path): \(reason)"
        case .malformed(let path, let error):
            "\(path), \(error)"
        }
    }
}

extension BuiltInBoard {
    /// The names as a sentence lists them: `6x10, 5x12, … and blank`.
    static var namesInASentence: String {
        sentenceList(allCases.map { $0.name })
    }
}
