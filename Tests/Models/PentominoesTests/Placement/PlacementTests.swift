import Pentominoes
import PropertyBased
import Testing

@Test func aPieceFitsOnOpenCellsOnly() throws {
    let game = Placement(board: .builtIn(.eightByEightCentre))
    #expect(game.fits(PlacedPiece(.x, at: Cell(row: 0, column: 0))))
    // The X centred on (3,2) would cover the hole at (3,3).
    #expect(!game.fits(PlacedPiece(.x, at: Cell(row: 2, column: 1))))
    // Off the edge.
    #expect(!game.fits(PlacedPiece(.i, at: Cell(row: 0, column: 4))))
    #expect(!game.fits(PlacedPiece(.i, at: Cell(row: -1, column: 0))))
}

@Test func placingCoversCellsAndRemovingFreesThem() throws {
    var game = Placement(board: .builtIn(.sixByTen))
    try game.place(PlacedPiece(.l, Orientation(quarterTurns: 1), at: Cell(row: 2, column: 3)))
    #expect(
        game.picture == """
            ..........
            ..........
            ...LLLL...
            ...L......
            ..........
            ..........
            """)
    #expect(game.piece(at: Cell(row: 3, column: 3)) == .l)
    #expect(game.piece(at: Cell(row: 3, column: 4)) == nil)
    #expect(game.remove(.l)?.anchor == Cell(row: 2, column: 3))
    #expect(game.piece(at: Cell(row: 3, column: 3)) == nil)
    #expect(game.pieces.isEmpty)
    #expect(game.remove(.l) == nil)
}

@Test func aPieceMayNotOverlapAnotherButMayMoveOverItself() throws {
    var game = try Placement(
        picture: """
            IIIII.....
            ..........
            """)
    let overlapping = PlacedPiece(.l, Orientation(quarterTurns: 1), at: Cell(row: 0, column: 4))
    #expect(!game.fits(overlapping))
    #expect(throws: PlacementError.overlaps(.l, Cell(row: 0, column: 4), covering: .i)) {
        try game.place(overlapping)
    }
    #expect(
        PlacementError.overlaps(.l, Cell(row: 0, column: 4), covering: .i).description
            == "L cannot go there: cell (0,4) is covered by I")
    // Moving the I one cell right overlaps only its own old cells: allowed.
    try game.place(PlacedPiece(.i, at: Cell(row: 0, column: 1)))
    #expect(game.picture == ".IIIII....\n..........")
}

@Test func aFailedPlacementChangesNothing() throws {
    var game = try Placement(picture: "PP...\nPPP..\n.....\n.....\n.....")
    let before = game
    #expect(throws: PlacementError.offBoard(.i, Cell(row: 4, column: 5))) {
        try game.place(PlacedPiece(.i, at: Cell(row: 4, column: 1)))
    }
    #expect(game == before)
}

@Test func letterPicturesNameTheirPieces() throws {
    let game = try Placement(
        picture: """
            FF.
            .FF
            .F.
            """)
    #expect(game.placed(.f) == PlacedPiece(.f, Orientation(mirrored: true), at: .origin))
    #expect(throws: PlacementPictureError.notAPiece(.x, line: 1, column: 1)) {
        try Placement(picture: "XXXX.\nX....")
    }
    #expect(throws: PlacementPictureError.board(.unknownCharacter("?", line: 1, column: 2))) {
        try Placement(picture: ".?")
    }
}

@Test func randomPlacementsNeverOverlapAndStayOnTheBoard() async {
    let move = zip(
        Gen<PieceName>.case, Gen.element(of: Orientation.all), Gen.int(in: -2...9),
        Gen.int(in: -2...9))
    await propertyCheck(input: move.array(of: 1...40)) { moves in
        var game = Placement(board: .builtIn(.eightByEightHoles))
        for (name, orientation, row, column) in moves {
            let piece = PlacedPiece(name, orientation!, at: Cell(row: row, column: column))
            let fits = game.fits(piece)
            do {
                try game.place(piece)
                #expect(fits)
                #expect(game.placed(name) == piece)
            } catch {
                #expect(!fits)
            }
        }
        var covered: [Cell] = []
        for piece in game.pieces {
            for cell in piece.cells {
                #expect(game.board.isOpen(cell))
                #expect(game.piece(at: cell) == piece.name)
                covered.append(cell)
            }
        }
        #expect(Set(covered).count == covered.count)
        #expect(game.freeCells.count + covered.count == game.board.openCellCount)
    }
}
