import Board
import Testing

@Suite struct BoardEditorTests {
    @Test func undoAndRedoStepThroughEdits() throws {
        var editor = BoardEditor(board: .sample)
        let todo = editor.board.columns[0].id
        let id = try editor.apply { board throws(BoardError) in
            try board.addCard("New", toColumn: todo)
        }
        try editor.apply { board throws(BoardError) in try board.renameCard(id, to: "Renamed") }
        #expect(editor.board.card(withID: id)?.title == "Renamed")
        var stepped = editor.undo()
        #expect(stepped && editor.board.card(withID: id)?.title == "New")
        stepped = editor.undo()
        #expect(stepped && editor.board == .sample)
        stepped = editor.undo()
        #expect(!stepped)
        stepped = editor.redo() && editor.redo()
        #expect(stepped && editor.board.card(withID: id)?.title == "Renamed")
        stepped = editor.redo()
        #expect(!stepped)
    }

    @Test func aFailedOrEmptyEditLeavesNoStep() {
        var editor = BoardEditor(board: .sample)
        #expect(throws: BoardError.unknownCard(77)) {
            try editor.apply { board throws(BoardError) in try board.deleteCard(77) }
        }
        let first = editor.board.columns[0].cards[0].id
        let todo = editor.board.columns[0].id
        try? editor.apply { board throws(BoardError) in
            try board.moveCard(first, toColumn: todo, at: 0)
        }
        #expect(!editor.canUndo)
    }

    @Test func theOldestStepsFallOff() throws {
        var editor = BoardEditor(board: .sample, maximumSteps: 3)
        let id = editor.board.columns[0].cards[0].id
        for i in 0..<5 {
            try editor.apply { board throws(BoardError) in try board.renameCard(id, to: "v\(i)") }
        }
        var undone = 0
        while editor.undo() { undone += 1 }
        #expect(undone == 3)
        #expect(editor.board.card(withID: id)?.title == "v1")
    }
}
