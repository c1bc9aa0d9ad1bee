import AppOptions
import ArgumentParser
import DesktopHost
import Foundation
import HostFiles
import Pentominoes
import PentominoesScene
import StageKit

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
        // Scripted runs (--replay, --screenshot) have no store unless --state names a
        // folder, so they never read or overwrite the user's game.
        let store = host.savedState(.pentominoes)
        let start = store?.start(.pentominoes) { bytes throws(PentominoesSaveError) in
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .unreadable }
            return try PentominoesSave(text: text)
        }
        if let notice = start?.notice { warn(notice) }
        let final = try DesktopHost.run(
            startingScene(saved: start?.work), title: "Pentominoes",
            configuration: host.configuration)
        // A screenshot alone plays nothing; everything else keeps the game for next time.
        guard let store, start?.keeps ?? false, host.replay != nil || host.screenshot == nil
        else { return }
        do {
            try store.save(
                PentominoesSave(board: final.board, placement: final.placement).text,
                for: .pentominoes)
        } catch {
            warn("Could not save the game in \(store.file(for: .pentominoes).path): \(error).")
        }
    }

    /// A new game on `--board`; otherwise the saved game, if there is one.
    private func startingScene(saved: PentominoesSave?) -> PentominoesScene {
        if let board, let chosen = BuiltInBoard(name: board) {
            return PentominoesScene(board: chosen)
        }
        guard let saved else { return PentominoesScene() }
        return PentominoesScene(board: saved.board, restoring: saved.placement)
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("pentominoes: \(message)\n".utf8))
    }
}
