import Foundation
import HostFiles
import Pentominoes

/// The game kept between runs: the board and where the pieces lie, in a small text file
/// in the app's state folder (`game.txt` in `$XDG_DATA_HOME/pentominoes`, else
/// `~/.local/share/pentominoes`, or `--state DIR`; see `StateFolder`).
///
/// ```
/// pentominoes save 1
/// board 6x10
/// X.........
/// ...
/// ```
struct SavedGame: Equatable {
    var board: BuiltInBoard
    var placement: Placement

    static let header = "pentominoes save 1"

    /// The file's text.
    var text: String {
        "\(Self.header)\nboard \(board.name)\n\(placement.picture)\n"
    }

    /// Reads a saved game's text; the error says what is wrong with it.
    init(text: String) throws(SavedGameError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        guard lines.first == Self.header else { throw .notASave }
        guard lines.count >= 2, lines[1].hasPrefix("board "),
            let board = BuiltInBoard(name: String(lines[1].dropFirst(6)))
        else { throw .unknownBoard }
        let picture = lines.dropFirst(2).joined(separator: "\n")
        let parsed: Placement
        do {
            parsed = try Placement(
                picture: picture, name: board.name, isPuzzle: board.board.isPuzzle)
        } catch {
            throw .badPicture(error.description)
        }
        guard parsed.board.openCells == board.board.openCells else { throw .wrongShape }
        var placement = Placement(board: board.board)
        for piece in parsed.pieces {
            do { try placement.place(piece) } catch { throw .badPicture(error.description) }
        }
        self.board = board
        self.placement = placement
    }

    init(board: BuiltInBoard, placement: Placement) {
        self.board = board
        self.placement = placement
    }

    /// Loads the game at `url`: nil when there is none, an error when it is unreadable.
    static func load(from url: URL) throws(SavedGameError) -> SavedGame? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = try? Data(contentsOf: url), data.count < 64 * 1024,
            let text = String(data: data, encoding: .utf8)
        else { throw .unreadable }
        return try SavedGame(text: text)
    }

    /// Writes the game atomically (a temporary file renamed over the old one), so an
    /// interrupted save never loses the previous game.
    func save(to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Data(text.utf8), to: url)
    }
}

/// What is wrong with a saved game.
enum SavedGameError: Error, Equatable, CustomStringConvertible {
    case unreadable, notASave, unknownBoard, wrongShape
    case badPicture(String)

    var description: String {
        switch self {
        case .unreadable: "it cannot be read as a small text file"
        case .notASave: "it does not start with '\(SavedGame.header)'"
        case .unknownBoard: "its second line does not name a built-in board"
        case .wrongShape: "its picture is not the shape of its board"
        case .badPicture(let reason): "its picture is not a game: \(reason)"
        }
    }
}
