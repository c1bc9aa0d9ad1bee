import Pentominoes
import PropertyBased
import Testing

@Test func thereAreTwelvePiecesNamedByLetter() {
    #expect(String(PieceName.allCases.map(\.rawValue)) == "FILNPTUVWXYZ")
}

@Test func indexIsThePositionInAllCases() {
    for (position, piece) in PieceName.allCases.enumerated() {
        #expect(piece.index == position)
        #expect(PieceName(index: position) == piece)
    }
}

/// Draws cells as a picture, `#` for a cell, one line per row, for readable expectations.
func drawing(_ cells: [Cell]) -> String {
    let rows = (cells.map(\.row).max() ?? -1) + 1
    let columns = (cells.map(\.column).max() ?? -1) + 1
    return (0..<rows).map { row in
        String(
            (0..<columns).map { column in
                cells.contains(Cell(row: row, column: column)) ? "#" : "."
            })
    }.joined(separator: "\n")
}

@Test func piecesLookLikeTheirLetters() {
    #expect(drawing(PieceName.f.cells(in: .identity)) == ".##\n##.\n.#.")
    #expect(drawing(PieceName.i.cells(in: .identity)) == "#####")
    #expect(drawing(PieceName.l.cells(in: .identity)) == "#.\n#.\n#.\n##")
    #expect(drawing(PieceName.p.cells(in: .identity)) == "##\n##\n#.")
    #expect(drawing(PieceName.t.cells(in: .identity)) == "###\n.#.\n.#.")
    #expect(drawing(PieceName.u.cells(in: .identity)) == "#.#\n###")
    #expect(drawing(PieceName.x.cells(in: .identity)) == ".#.\n###\n.#.")
    #expect(drawing(PieceName.z.cells(in: .identity)) == "##.\n.#.\n.##")
}

@Test func turningClockwiseMovesTheTopToTheRight() {
    // The L stands up; a quarter turn clockwise lays it down with its foot at the bottom left.
    #expect(drawing(PieceName.l.cells(in: Orientation(quarterTurns: 1))) == "####\n#...")
    // Mirroring flips left and right.
    #expect(drawing(PieceName.l.cells(in: Orientation(mirrored: true))) == ".#\n.#\n.#\n##")
}

@Test func thereAre63FixedPentominoes() {
    let counts = PieceName.allCases.map { piece in piece.orientations.count }
    #expect(counts == [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4])
    #expect(counts.reduce(0, +) == 63)
}

@Test func distinctOrientationsGiveDistinctShapes() {
    for piece in PieceName.allCases {
        let shapes = piece.orientations.map { o in piece.cells(in: o) }
        #expect(Set(shapes.map(drawing)).count == shapes.count)
        // Every one of the eight orientations lands on one of the distinct shapes.
        for orientation in Orientation.all {
            #expect(piece.cells(in: piece.canonical(orientation)) == piece.cells(in: orientation))
        }
    }
}

@Test func everyShapeIsFiveConnectedNormalisedCells() async {
    await propertyCheck(input: Gen<PieceName>.case, Gen.element(of: Orientation.all)) {
        piece, orientation in
        let cells = piece.cells(in: orientation!)
        #expect(cells.count == 5)
        #expect(cells.map(\.row).min() == 0)
        #expect(cells.map(\.column).min() == 0)
        #expect(cells == cells.sorted())
        // Connected: a walk from the first cell by edges reaches all five.
        var reached = [cells[0]]
        var index = 0
        while index < reached.count {
            let cell = reached[index]
            for next in cells
            where !reached.contains(next)
                && abs(next.row - cell.row) + abs(next.column - cell.column) == 1
            {
                reached.append(next)
            }
            index += 1
        }
        #expect(reached.count == 5)
    }
}

@Test func theExtentIsTheBoundingBoxOfTheCellsInEveryOrientation() {
    #expect(PieceName.i.extent(in: .identity) == (rows: 1, columns: 5))
    #expect(PieceName.i.extent(in: Orientation(quarterTurns: 1)) == (rows: 5, columns: 1))
    #expect(PieceName.x.extent(in: .identity) == (rows: 3, columns: 3))
    for piece in PieceName.allCases {
        for orientation in Orientation.all {
            let cells = piece.cells(in: orientation)
            let extent = piece.extent(in: orientation)
            #expect(cells.allSatisfy { $0.row < extent.rows && $0.column < extent.columns })
            #expect(cells.contains { $0.row == extent.rows - 1 })
            #expect(cells.contains { $0.column == extent.columns - 1 })
        }
    }
}
