import Foundation
import HostFiles
import Pentominoes

/// The game kept between runs, in `game.txt` of the app's state folder
/// (`$XDG_DATA_HOME/pentominoes`, else `~/.local/share/pentominoes`, or `--state DIR`; see
/// `StateFolder`), in the portable format the browser keeps too (`PentominoesSave`).
typealias SavedGame = PentominoesSave
typealias SavedGameError = PentominoesSaveError

extension PentominoesSave {
    /// Loads the game at `url`: nil when there is none, an error when it is unreadable.
    static func load(from url: URL) throws(SavedGameError) -> SavedGame? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = try? Data(contentsOf: url), data.count <= largestText,
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
