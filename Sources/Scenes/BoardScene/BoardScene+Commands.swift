import Board
import DragAndDrop
import Geometry
import Gestures
import Motion
import StageKit

extension BoardScene {
    /// The toolbar: a new column on the left, history on the right.
    static func makeToolbar() -> Toolbar {
        Toolbar([
            .button("add-column", Button("+ Add column")),
            .flexibleSpace,
            .button("undo", Button("Undo", isEnabled: false)),
            .button("redo", Button("Redo", isEnabled: false)),
        ])
    }

    package mutating func perform(_ action: Toolbar.Action) {
        switch action {
        case .button("add-column"): addColumn()
        case .button("undo"): undo()
        case .button("redo"): redo()
        default: break
        }
    }

    /// Adds a column at the end of the row and opens its title for typing.
    mutating func addColumn() {
        guard isIdle else { return }
        do throws(BoardError) {
            let id = try editor.apply { board throws(BoardError) in
                try board.addColumn("New column")
            }
            relayout()
            row.scroll(Self.rowID, to: layout.maximumScrollX)
            relayout(instantly: true)
            openEditor(.renameColumn(id))
            status = "A new column: type its name and press Enter."
        } catch {
            status = "Could not add a column: \(error)."
        }
    }

    /// Keeps the Undo and Redo buttons in step with the history.
    mutating func updateHistoryButtons() {
        toolbar.enableHistory(canUndo: canUndo, canRedo: canRedo)
    }
}

extension BoardScene: Undoable {
    /// Whether there is a change to take back.
    public var canUndo: Bool { editor.canUndo }
    /// Whether there is a change taken back to put back.
    public var canRedo: Bool { editor.canRedo }

    /// Takes back the last change; cards glide to where they were.
    public mutating func undo() { changeHistory(undoing: true) }

    /// Puts back the change last undone.
    public mutating func redo() { changeHistory(undoing: false) }

    private mutating func changeHistory(undoing: Bool) {
        guard isIdle else { return }
        guard undoing ? editor.undo() : editor.redo() else {
            status = undoing ? "Nothing to undo." : "Nothing to redo."
            return
        }
        if let id = focus, board.card(withID: id) == nil { focus = nil }
        editing = nil
        relayout()
        statusLine.announce(undoing ? "Undone." : "Redone.")
    }
}
