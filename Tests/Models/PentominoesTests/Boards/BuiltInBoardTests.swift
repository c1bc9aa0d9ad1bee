import Pentominoes
import Testing

@Test func builtInBoardsAreFoundByName() {
    #expect(
        BuiltInBoard.allCases.map(\.name)
            == [
                "6x10", "5x12", "4x15", "3x20", "8x8-centre", "8x8-corners", "8x8-holes",
                "13-holes", "flower",
                "blank",
            ])
    for board in BuiltInBoard.allCases {
        #expect(BuiltInBoard(name: board.name) == board)
        #expect(board.board.name == board.name)
    }
    #expect(BuiltInBoard(name: "6X10") == nil)
}

@Test func everyPuzzleHasSixtyOpenCells() {
    for board in BuiltInBoard.allCases where board != .blank {
        #expect(board.board.openCellCount == 60, "\(board.name)")
        #expect(board.board.isPuzzle)
        #expect(board.board.hasPuzzleSize)
    }
}

@Test func rectanglesHaveTheirSizes() {
    let sizes = [BuiltInBoard.sixByTen, .fiveByTwelve, .fourByFifteen, .threeByTwenty].map { b in
        "\(b.board.rows)x\(b.board.columns)"
    }
    #expect(sizes == ["6x10", "5x12", "4x15", "3x20"])
}

@Test func theEightByEightBoardsHaveTheirHoles() {
    #expect(
        PentominoBoard.builtIn(.eightByEightCentre).picture == """
            ........
            ........
            ........
            ...##...
            ...##...
            ........
            ........
            ........
            """)
    #expect(
        PentominoBoard.builtIn(.eightByEightCorners).picture == """
            #......#
            ........
            ........
            ........
            ........
            ........
            ........
            #......#
            """)
    #expect(
        PentominoBoard.builtIn(.eightByEightHoles).picture == """
            ........
            .#....#.
            ........
            ........
            ........
            ........
            .#....#.
            ........
            """)
}

/// The two boards of later years of the course, drawn as the issue gives them.
@Test func thirteenHolesAndFlowerHaveTheirShapes() {
    let thirteen = PentominoBoard.builtIn(.thirteenHoles)
    #expect(thirteen.rows == 7 && thirteen.columns == 11)
    #expect(
        thirteen.picture == """
            #.........#
            ...#.#.#...
            .#.......#.
            ...#.#.#...
            .#.......#.
            ...#.#.#...
            #.........#
            """)
    let flower = PentominoBoard.builtIn(.flower)
    #expect(flower.rows == 9 && flower.columns == 9)
    #expect(
        flower.picture == """
            ###...###
            #.......#
            #.......#
            .........
            ....#....
            .........
            #.......#
            #.......#
            ###...###
            """)
}

@Test func theBlankBoardIsAnOpenGridButNoPuzzle() {
    let blank = PentominoBoard.builtIn(.blank)
    #expect(blank.rows == 8 && blank.columns == 8)
    #expect(blank.openCellCount == 64)
    #expect(!blank.isPuzzle)
    #expect(!blank.hasPuzzleSize)
}
