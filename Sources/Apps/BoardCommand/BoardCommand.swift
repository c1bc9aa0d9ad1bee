import AppOptions
import ArgumentParser
import Board
import BoardScene
import DesktopHost
import Foundation
import HostFiles
import StageKit

/// The `board` executable: columns of cards to sort by dragging, in a window.
@main
struct BoardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "board",
        abstract: "Board: columns of cards to sort by dragging, like a small Trello.",
        discussion: """
            Drag a card within or between columns: the others glide aside to open a gap where \
            it would land. Drag a column by its header to reorder the columns; drop a card on \
            the trash to delete it; Esc cancels a drag. "+ Add a card" opens a field (Enter adds \
            and keeps it open for the next); double-click a card or a column's title to rename \
            it. Shift-click, ctrl-click, ctrl+a and Space select several cards, which move \
            together. Keys: Tab moves between cards, Enter picks one up (with the selection), \
            the arrows move it, Enter drops it, Esc cancels; Delete removes the focused card, F2 renames it, n edits its \
            note, c changes its colour; ctrl+z and ctrl+shift+z undo and redo. The board is \
            kept on exit in $XDG_DATA_HOME/board/board.json (or in --state DIR) and comes back \
            next time; a kept board that cannot be read is set aside beside it, never \
            overwritten. --replay and --screenshot runs start from the sample board and keep \
            nothing, unless --state names a folder.
            """)

    @OptionGroup var host: HostOptions

    func run() throws {
        // Scripted runs get no store (unless --state names a folder): they never touch the
        // user's board.
        let store = host.savedState(.board)
        let start = store?.start(.board) { bytes throws(BoardJSONError) in
            try BoardJSON.decode(bytes)
        }
        var scene = BoardScene(board: start?.work ?? .sample)
        if let notice = start?.notice {
            scene.status = notice
            warn(notice)
        }
        let final = try DesktopHost.run(scene, title: "Board", configuration: host.configuration)
        guard let store, start?.keeps ?? false else { return }
        do {
            try store.save(BoardJSON.encode(final.board), for: .board)
        } catch {
            warn("could not keep the board in \(store.file(for: .board).path): \(error)")
        }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("board: \(message)\n".utf8))
    }
}
