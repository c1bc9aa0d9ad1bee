import Pentominoes
import PropertyBased
import Testing

@Test func symmetriesComeFromTheCellsNotTheSize() throws {
    #expect(PentominoBoard.builtIn(.sixByTen).symmetries.count == 4)
    #expect(PentominoBoard.builtIn(.threeByTwenty).symmetries.count == 4)
    #expect(PentominoBoard.builtIn(.thirteenHoles).symmetries.count == 4)
    for board in [
        BuiltInBoard.eightByEightCentre, .eightByEightCorners, .eightByEightHoles, .flower, .blank,
    ] {
        #expect(board.board.symmetries.count == 8, "\(board.name)")
    }
    // One corner cut: only the reflection in the diagonal through it is left.
    let oneCorner = try PentominoBoard(
        picture: """
            #...
            ....
            ....
            ....
            """)
    #expect(oneCorner.symmetries == [.identity, Orientation(quarterTurns: 3, mirrored: true)])
    // An L-shaped board has no symmetry but the identity.
    let lShape = try PentominoBoard(picture: "..\n.#\n.#")
    #expect(lShape.symmetries == [.identity])
}

@Test func theImageOfACellStaysOnTheBoard() {
    let board = PentominoBoard.builtIn(.sixByTen)
    let halfTurn = Orientation(quarterTurns: 2)
    #expect(board.image(of: Cell(row: 0, column: 0), under: halfTurn) == Cell(row: 5, column: 9))
    #expect(
        board.image(of: Cell(row: 1, column: 2), under: Orientation(mirrored: true))
            == Cell(row: 1, column: 7))
}

@Test func symmetriesMapOpenCellsOntoOpenCells() async {
    await propertyCheck(input: Gen<BuiltInBoard>.case) { builtIn in
        let board = builtIn.board
        for symmetry in board.symmetries {
            let images = board.openCells.map { cell in board.image(of: cell, under: symmetry) }
            #expect(images.sorted() == board.openCells)
        }
    }
}
