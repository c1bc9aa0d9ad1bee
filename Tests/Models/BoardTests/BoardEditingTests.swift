import Board
import Testing

@Suite struct BoardEditingTests {
    var board = Board.sample
    var todo: Int { board.columns[0].id }
    var doing: Int { board.columns[1].id }
    var done: Int { board.columns[2].id }

    func titles(_ board: Board, _ column: Int) -> [String] {
        board.columns[column].cards.map { $0.title }
    }

    @Test func theSampleHasThreeColumnsWithCards() {
        #expect(board.columns.map { $0.title } == ["To do", "Doing", "Done"])
        #expect(board.cardCount == 5)
    }

    @Test mutating func addingPutsACardAtTheEndOrWhereAsked() throws {
        let id = try board.addCard("  Call mum  ", toColumn: doing)
        #expect(titles(board, 1) == ["Write the report", "Call mum"])
        try board.addCard("First", toColumn: doing, at: 0)
        #expect(titles(board, 1) == ["First", "Write the report", "Call mum"])
        #expect(board.card(withID: id)?.title == "Call mum")
    }

    @Test mutating func badTitlesAreRefusedAndChangeNothing() {
        let before = board
        #expect(throws: BoardError.emptyTitle) { try board.addCard("   ", toColumn: todo) }
        #expect(throws: BoardError.controlCharacter) {
            try board.addCard("a\u{7}b", toColumn: todo)
        }
        #expect(throws: BoardError.tooLong(count: 201, limit: 200)) {
            try board.addCard(String(repeating: "x", count: 201), toColumn: todo)
        }
        #expect(throws: BoardError.unknownColumn(999)) { try board.addCard("x", toColumn: 999) }
        #expect(throws: BoardError.invalidPosition(9)) {
            try board.addCard("x", toColumn: todo, at: 9)
        }
        #expect(board == before)
    }

    @Test mutating func movingWithinAColumnCountsPositionsWithoutTheCard() throws {
        let first = board.columns[0].cards[0].id
        try board.moveCard(first, toColumn: todo, at: 2)
        #expect(titles(board, 0) == ["Buy groceries", "Call the plumber", "Plan the week"])
        #expect(throws: BoardError.invalidPosition(3)) {
            try board.moveCard(first, toColumn: todo, at: 3)
        }
    }

    @Test mutating func movingBetweenColumns() throws {
        let plumber = board.columns[0].cards[2].id
        try board.moveCard(plumber, toColumn: done, at: 0)
        #expect(titles(board, 0) == ["Plan the week", "Buy groceries"])
        #expect(titles(board, 2) == ["Call the plumber", "Water the plants"])
    }

    @Test mutating func renamingLabelsNotesAndDeleting() throws {
        let id = board.columns[1].cards[0].id
        try board.renameCard(id, to: "Write the summary")
        try board.setLabel(ofCard: id, to: .purple)
        try board.setNote(ofCard: id, to: "  ")
        let card = try #require(board.card(withID: id))
        #expect(card.title == "Write the summary" && card.label == .purple && card.note == nil)
        try board.deleteCard(id)
        #expect(board.card(withID: id) == nil)
        #expect(throws: BoardError.unknownCard(id)) { try board.deleteCard(id) }
    }

    @Test mutating func columnsAreAddedRenamedMovedAndDeleted() throws {
        let todo = self.todo
        let later = try board.addColumn("Later")
        try board.renameColumn(later, to: "Someday")
        try board.moveColumn(later, to: 0)
        #expect(board.columns.map { $0.title } == ["Someday", "To do", "Doing", "Done"])
        try board.deleteColumn(todo)
        #expect(board.columns.map { $0.title } == ["Someday", "Doing", "Done"])
        #expect(board.cardCount == 2)
    }

    @Test func theTextNamesColumnsCardsLabelsAndNotes() {
        #expect(
            board.text == """
                To do (3)
                  - Plan the week [blue]
                  - Buy groceries — oat milk, apples, bread
                  - Call the plumber [red]
                Doing (1)
                  - Write the report [orange] — two pages
                Done (1)
                  - Water the plants [green]
                """)
    }

    @Test func aBoardFromPartsIsChecked() {
        let card = Card(id: 1, title: "a")
        #expect(throws: BoardError.duplicateID(1)) {
            try Board(columns: [Column(id: 0, title: "x", cards: [card, card])], nextID: 2)
        }
        #expect(throws: BoardError.duplicateID(0)) {
            try Board(
                columns: [Column(id: 0, title: "x", cards: [Card(id: 0, title: "a")])], nextID: 2)
        }
        #expect(throws: BoardError.invalidID(5)) {
            try Board(columns: [Column(id: 5, title: "x")], nextID: 2)
        }
        #expect(throws: BoardError.invalidID(-1)) { try Board(columns: [], nextID: -1) }
        #expect(throws: BoardError.emptyTitle) {
            try Board(columns: [Column(id: 0, title: "")], nextID: 1)
        }
        #expect(throws: BoardError.controlCharacter) {
            try Board(
                columns: [
                    Column(id: 0, title: "x", cards: [Card(id: 1, title: "a", note: "\u{0}")])
                ],
                nextID: 2)
        }
    }
}
