import Pentominoes
import PropertyBased
import Testing

@Test func aPictureMarksOpenCellsWithDots() throws {
    let board = try PentominoBoard(
        picture: """
            #....
            .. ..
            """)
    #expect(board.rows == 2)
    #expect(board.columns == 5)
    #expect(board.openCellCount == 8)
    #expect(!board.isOpen(Cell(row: 0, column: 0)))
    #expect(!board.isOpen(Cell(row: 1, column: 2)))
    #expect(board.isOpen(Cell(row: 1, column: 4)))
    #expect(!board.isOpen(Cell(row: 2, column: 0)))
    #expect(board.picture == "#....\n..#..")
}

@Test func pictureBordersAndBlankLinesAreCroppedAway() throws {
    let board = try PentominoBoard(picture: "\n######\n#..###\n#.####\n######\n\n")
    #expect(board.picture == "..\n.#")
}

@Test func windowsLineEndsAreRead() throws {
    let board = try PentominoBoard(picture: "..\r\n..\r\n")
    #expect(board.picture == "..\n..")
}

@Test func anUnknownCharacterIsNamedWithItsLineAndColumn() {
    #expect(throws: PentominoBoardError.unknownCharacter("x", line: 2, column: 3)) {
        try PentominoBoard(picture: "...\n..x\n")
    }
    let message = PentominoBoardError.unknownCharacter("x", line: 2, column: 3).description
    #expect(message.contains("line 2, column 3"))
    #expect(message.contains("unknown character \"x\""))
    #expect(
        PentominoBoardError.unknownCharacter("\t", line: 1, column: 1).description.contains(
            "U+0009"))
}

@Test func aPictureWithoutOpenCellsIsRejected() {
    #expect(throws: PentominoBoardError.noOpenCells) { try PentominoBoard(picture: "###\n# #\n") }
    #expect(throws: PentominoBoardError.noOpenCells) { try PentominoBoard(picture: "") }
}

@Test func boardsAreAtMost64CellsWideAndTall() throws {
    _ = try PentominoBoard(picture: String(repeating: ".", count: 64))
    #expect(throws: PentominoBoardError.tooManyColumns(65, line: 1, column: 65)) {
        try PentominoBoard(picture: String(repeating: ".", count: 65))
    }
    let tall = Array(repeating: ".", count: 65).joined(separator: "\n")
    #expect(throws: PentominoBoardError.tooManyRows(65, line: 65)) {
        try PentominoBoard(picture: tall)
    }
    #expect(
        PentominoBoardError.tooManyRows(65, line: 65).description
            == "line 65: the board spans 65 rows; at most 64 are allowed")
}

@Test func aBoardReadsBackFromItsOwnPicture() async {
    let row = Gen.element(of: [".", "#", " "]).array(of: 1...12).map { cells in
        cells.map { $0! }.joined()
    }
    await propertyCheck(input: row.array(of: 1...10)) { rows in
        let picture = rows.joined(separator: "\n")
        guard picture.contains(".") else { return }
        let board = try PentominoBoard(picture: picture)
        #expect(try PentominoBoard(picture: board.picture) == board)
        #expect(board.openCellCount == picture.filter { $0 == "." }.count)
    }
}
