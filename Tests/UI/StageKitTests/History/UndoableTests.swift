import StageKit
import Testing

/// A counter whose changes can be taken back, for the history keys.
private struct Tally: Undoable {
    var past: [Int] = [], future: [Int] = [], value = 0
    var canUndo: Bool { !past.isEmpty }
    var canRedo: Bool { !future.isEmpty }
    mutating func add() {
        past.append(value)
        future.removeAll()
        value += 1
    }
    mutating func undo() {
        guard let last = past.popLast() else { return }
        future.append(value)
        value = last
    }
    mutating func redo() {
        guard let next = future.popLast() else { return }
        past.append(value)
        value = next
    }
}

@Test func ctrlZUndoesAndCtrlShiftZOrCtrlYRedo() throws {
    var tally = Tally()
    tally.add()
    tally.add()
    for (chord, expected) in [
        ("ctrl+z", 1), ("ctrl+z", 0), ("ctrl+shift+z", 1), ("ctrl+y", 2), ("ctrl+y", 2),
    ] {
        let taken = tally.handleHistoryKey(try KeyEvent(parsing: chord, time: 0))
        #expect(taken && tally.value == expected, "\(chord)")
    }
    for other in ["z", "shift+z", "ctrl+alt+z", "y"] {
        let taken = tally.handleHistoryKey(try KeyEvent(parsing: other, time: 0))
        #expect(!taken && tally.value == 2, "\(other) is not a history key")
    }
}

@Test func theToolbarsUndoAndRedoFollowTheHistory() {
    var toolbar = Toolbar([.button("undo", Button("Undo")), .button("redo", Button("Redo"))])
    toolbar.enableHistory(canUndo: true, canRedo: false)
    #expect(toolbar.button("undo")?.isEnabled == true)
    #expect(toolbar.button("redo")?.isEnabled == false)
}
