import AppOptions
import ArgumentParser
import DesktopHost
import Foundation
import HostFiles
import Pentominoes
import PentominoesScene

/// `pentominoes play`: the game in a window (the default subcommand).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play in a window: drag the twelve pieces onto the board (the default).",
        discussion: """
            Drag a piece onto the board; the outline shows where it will land. Tap a piece on \
            the board to turn it, double-tap to flip it; while dragging, r turns and f flips. \
            Esc cancels a drag.
            """)

    @Option(
        help: ArgumentHelp(
            "Start a new game on this board: \(BuiltInBoard.allCases.map { board in board.name }.joined(separator: ", ")). "
                + "Without it, the last game goes on.",
            valueName: "name"))
    var board: String?

    @OptionGroup var host: HostOptions

    func validate() throws {
        if let board, BuiltInBoard(name: board) == nil {
            throw ValidationError("unknown board '\(board)'")
        }
    }

    func run() throws {
        // Scripted runs (--replay, --screenshot) have no state folder unless --state names
        // one, so they never read or overwrite the user's game.
        let saveFile = StateFolder.forRun(app: "pentominoes", configuration: host.configuration)?
            .file("game.txt")
        let final = try DesktopHost.run(
            startingScene(saveFile: saveFile), title: "Pentominoes",
            configuration: host.configuration)
        // A screenshot alone plays nothing; everything else keeps the game for next time.
        guard let saveFile, host.replay != nil || host.screenshot == nil else { return }
        do {
            try SavedGame(board: final.board, placement: final.placement).save(to: saveFile)
        } catch {
            warn("Could not save the game in \(saveFile.path): \(PlainReason.of(error)).")
        }
    }

    /// A new game on `--board`; otherwise the saved game, if there is one. A saved game
    /// that cannot be read is moved aside (never overwritten) and a new game starts.
    private func startingScene(saveFile: URL?) -> PentominoesScene {
        if let board, let chosen = BuiltInBoard(name: board) {
            return PentominoesScene(board: chosen)
        }
        guard let saveFile else { return PentominoesScene() }
        do {
            guard let saved = try SavedGame.load(from: saveFile) else { return PentominoesScene() }
            return PentominoesScene(board: saved.board, restoring: saved.placement)
        } catch {
            let kept = (try? CorruptFile.setAside(saveFile)).map { " It was kept as \($0.path)." }
            warn(
                "The saved game in \(saveFile.path) could not be read: \(error). "
                    + "A new game starts.\(kept ?? "")")
            return PentominoesScene()
        }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("pentominoes: \(message)\n".utf8))
    }
}
