import Foundation
import Pentominoes

/// Where a board comes from on the command line: a built-in name or a picture file.
enum BoardSource {
    /// The board named by `argument`: a built-in board if the name is one, else the
    /// picture in the file at that path.
    static func board(_ argument: String) throws(BoardSourceError) -> Board {
        if let builtIn = BuiltInBoard(name: argument) { return builtIn.board }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
            throw .unknown(argument)
        }
        guard !isFolder.boolValue else { throw .unreadable(argument, reason: "it is a folder") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: argument))
        } catch {
            throw .unreadable(argument, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(argument, reason: "it is not UTF-8 text")
        }
        let name = URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent
        do {
            return try Board(picture: text, name: name)
        } catch {
            throw .malformed(argument, error)
        }
    }
}

/// Why the BOARD argument gives no board; the message names the argument and the problem.
enum BoardSourceError: Error, CustomStringConvertible {
    case unknown(String)
    case unreadable(String, reason: String)
    case malformed(String, BoardError)

    var description: String {
        switch self {
        case .unknown(let argument):
            let names = BuiltInBoard.allCases.map { board in board.name }.joined(separator: ", ")
            return "unknown board '\(argument)': not a built-in board (\(names)) "
                + "and no file at that path"
        case .unreadable(let path, let reason):
            return "cannot read the board file \(path): \(reason)"
        case .malformed(let path, let error):
            return "\(path): \(error)"
        }
    }
}
