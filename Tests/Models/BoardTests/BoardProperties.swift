import Board
import TestSupport
import Testing

/// Random edits, legal or not, never lose or duplicate a card, always leave a board that
/// checks itself, and undo takes every one of them back.
@Suite struct BoardProperties {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomEditsKeepTheBoardWholeAndUndoable(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var editor = BoardEditor(board: .sample, maximumSteps: 10_000)
        var history: [Board] = [editor.board]
        for _ in 0..<400 {
            let board = editor.board
            let ids = board.columns.flatMap { $0.cards.map { $0.id } }
            let columnIDs = board.columns.map { $0.id }
            let anyCard = ids.randomElement(using: &random) ?? 999
            let anyColumn = columnIDs.randomElement(using: &random) ?? 999
            let index = Int.random(in: -1...6, using: &random)
            let before = editor.board
            do throws(BoardError) {
                try editor.apply { board throws(BoardError) in
                    switch Int.random(in: 0..<8, using: &random) {
                    case 0: try board.addCard("c\(index)", toColumn: anyColumn)
                    case 1: try board.moveCard(anyCard, toColumn: anyColumn, at: index)
                    case 2: try board.deleteCard(anyCard)
                    case 3: try board.renameCard(anyCard, to: index < 0 ? " " : "r\(index)")
                    case 4: try board.moveColumn(anyColumn, to: index)
                    case 5: try board.setLabel(ofCard: anyCard, to: .green)
                    case 6: try board.addColumn("col", at: index < 0 ? nil : index)
                    default: try board.setNote(ofCard: anyCard, to: "n\u{1}")
                    }
                }
            } catch {
                #expect(editor.board == before)
            }
            let after = editor.board
            // Checked construction accepts it as it is.
            let rebuilt = try Board(columns: after.columns, nextID: after.nextID)
            #expect(rebuilt == after)
            let afterIDs = after.columns.flatMap { $0.cards.map { $0.id } }
            #expect(Set(afterIDs).count == afterIDs.count)
            if after != before { history.append(after) }
        }
        for expected in history.reversed() {
            #expect(editor.board == expected)
            editor.undo()
        }
        #expect(editor.board == .sample)
    }
}
