import ArgumentParser
import DesktopHost
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

    @Option(help: ArgumentHelp(
        "The board to start on: \(BuiltInBoard.allCases.map { board in board.name }.joined(separator: ", ")).",
        valueName: "name"))
    var board = BuiltInBoard.sixByTen.name

    @OptionGroup var host: HostOptions

    func validate() throws {
        guard BuiltInBoard(name: board) != nil else {
            throw ValidationError("unknown board '\(board)'")
        }
    }

    func run() throws {
        let scene = PentominoesScene(board: BuiltInBoard(name: board) ?? .sixByTen)
        _ = try DesktopHost.run(scene, title: "Pentominoes", options: host)
    }
}
