import ChessScene
import DesktopHost
import Foundation
import HostFiles

/// The game kept between window runs, in `game.txt` of the state folder
/// (`StateFolder.forRun(app: "chess", …)`), in the portable format the browser keeps too
/// (`ChessSave`).
typealias SavedGame = ChessSave
typealias SavedGameError = ChessSaveError

extension ChessSave {
    static let fileName = "game.txt"

    /// Loads the game at `url`: nil when there is none, an error when it is unreadable.
    static func load(from url: URL) throws(SavedGameError) -> SavedGame? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = try? Data(contentsOf: url), data.count <= largestText,
            let text = String(data: data, encoding: .utf8)
        else { throw .unreadable }
        return try SavedGame(text: text)
    }

    /// Writes the game into `folder` atomically (`AtomicFile`), so an interrupted save never
    /// loses the previous game.
    func save(in folder: StateFolder) throws(HostError) {
        try folder.prepare()
        do {
            try AtomicFile.write(Data(text.utf8), to: folder.file(Self.fileName))
        } catch {
            throw .file(path: error.path, reason: error.reason)
        }
    }
}
