import DragAndDrop
import TestSupport
import Testing

/// A picture of which cells are valid: `.` valid, `#` not.
private func validity(_ picture: String) -> (GridCell) -> Bool {
    let rows = picture.split(separator: "\n").map { Array($0) }
    return { cell in
        guard cell.row >= 0, cell.row < rows.count, cell.column >= 0,
            cell.column < rows[cell.row].count
        else {
            return false
        }
        return rows[cell.row][cell.column] == "."
    }
}

@Test func theCellUnderTheItemWinsWhenValid() {
    let valid = validity(
        """
        ...
        ...
        ...
        """)
    #expect(
        nearestValidCell(to: (1.2, 0.9), radius: 1, isValid: valid) == GridCell(column: 1, row: 1))
}

@Test func aNearbyValidCellIsFoundWhenTheOneUnderneathIsTaken() {
    let valid = validity(
        """
        ###
        ##.
        ###
        """)
    #expect(nearestValidCell(to: (1, 1), radius: 1, isValid: valid) == GridCell(column: 2, row: 1))
    #expect(
        nearestValidCell(to: (1, 1), radius: 0, isValid: valid) == nil,
        "radius 0 tries only the cell itself")
}

@Test func theClosestValidCellWinsNotTheFirstInReadingOrder() {
    let valid = validity(
        """
        .###
        ####
        ###.
        """)
    // Nearer the bottom-right corner than the top-left one.
    #expect(
        nearestValidCell(to: (2.2, 1.6), radius: 2, isValid: valid) == GridCell(column: 3, row: 2))
}

@Test func tiesGoToTheUpperRowThenTheLeftColumn() {
    let valid = validity(
        """
        #.#
        .#.
        #.#
        """)
    #expect(nearestValidCell(to: (1, 1), radius: 1, isValid: valid) == GridCell(column: 1, row: 0))
}

@Test func nothingValidWithinTheRadiusGivesNil() {
    #expect(nearestValidCell(to: (5, 5), radius: 2) { _ in false } == nil)
    #expect(nearestValidCell(to: (.nan, 5), radius: 2) { _ in true } == nil)
}

@Test func aValidCellIsItsOwnNearestValidCell() {
    var random = SeededGenerator(seed: 11)
    for _ in 0..<500 {
        let blocked = Set(
            (0..<20).map { _ in
                GridCell(
                    column: Int.random(in: 0..<6, using: &random),
                    row: Int.random(in: 0..<6, using: &random))
            })
        let valid: (GridCell) -> Bool = { !blocked.contains($0) }
        let position = (
            Double.random(in: 0...5, using: &random), Double.random(in: 0...5, using: &random)
        )
        guard let found = nearestValidCell(to: position, radius: 2, isValid: valid) else {
            continue
        }
        let again = nearestValidCell(
            to: (Double(found.column), Double(found.row)), radius: 2, isValid: valid)
        #expect(again == found, "snapping is idempotent")
    }
}
