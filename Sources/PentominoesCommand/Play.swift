import ArgumentParser
import DesktopHost
import Foundation
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
        let saveFile = SavedGame.location(environment: ProcessInfo.processInfo.environment)
        let final = try DesktopHost.run(
            startingScene(saveFile: saveFile), title: "Pentominoes", options: host)
        // A screenshot alone plays nothing; everything else keeps the game for next time.
        guard let saveFile, host.replay != nil || host.screenshot == nil else { return }
        do {
            try SavedGame(board: final.board, placement: final.placement).save(to: saveFile)
        } catch {
            FileHandle.standardError.write(
                Data(
                    "pentominoes: could not save the game to \(saveFile.path): \(error.localizedDescription)\n"
                        .utf8))
        }
    }

    /// A new game on `--board`; otherwise the saved game, unless replaying (a replay
    /// always starts from a new game, so it plays the same every time).
    private func startingScene(saveFile: URL?) -> PentominoesScene {
        if let board, let chosen = BuiltInBoard(name: board) {
            return PentominoesScene(board: chosen)
        }
        guard host.replay == nil, let saveFile else { return PentominoesScene() }
        do {
            guard let saved = try SavedGame.load(from: saveFile) else { return PentominoesScene() }
            return PentominoesScene(board: saved.board, restoring: saved.placement)
        } catch {
            FileHandle.standardError.write(
                Data("pentominoes: ignoring the saved game at \(saveFile.path): \(error)\n".utf8))
            return PentominoesScene()
        }
    }
}
