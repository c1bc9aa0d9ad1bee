import Pentominoes
import PropertyBased
import Testing

@Test func fourTapsTurnAPieceBackAndTwoDoubleTapsUnflipIt() {
    var orientation = Orientation.identity
    for _ in 0..<4 { orientation = orientation.rotatedClockwise() }
    #expect(orientation == .identity)
    #expect(Orientation.identity.mirrored().mirrored() == .identity)
}

@Test func flippingATurnedPieceTurnsItTheOtherWay() {
    #expect(Orientation(quarterTurns: 1).mirrored() == Orientation(quarterTurns: 3, mirrored: true))
    #expect(Orientation(quarterTurns: -1) == Orientation(quarterTurns: 3))
    #expect(Orientation.all.count == 8)
    #expect(Set(Orientation.all).count == 8)
}

@Test func aQuarterTurnClockwiseSendsRightToDownAndDownToLeft() {
    let turn = Orientation(quarterTurns: 1)
    #expect(turn.apply(to: Cell(row: 0, column: 1)) == Cell(row: 1, column: 0))
    #expect(turn.apply(to: Cell(row: 1, column: 0)) == Cell(row: 0, column: -1))
    #expect(
        Orientation(mirrored: true).apply(to: Cell(row: 2, column: 3)) == Cell(row: 2, column: -3))
}

private let anyCell = zip(Gen.int(in: -9...9), Gen.int(in: -9...9)).map { row, column in
    Cell(row: row, column: column)
}
private let anyOrientation = zip(Gen.int(in: 0...3), Gen.bool).map { turns, mirrored in
    Orientation(quarterTurns: turns, mirrored: mirrored)
}

@Test func operationsAgreeWithApplyingTheirSteps() async {
    await propertyCheck(input: anyOrientation, anyOrientation, anyCell) { first, next, cell in
        #expect(first.followed(by: next).apply(to: cell) == next.apply(to: first.apply(to: cell)))
        #expect(
            first.rotatedClockwise().apply(to: cell)
                == Orientation(quarterTurns: 1).apply(to: first.apply(to: cell)))
        #expect(
            first.mirrored().apply(to: cell)
                == Orientation(mirrored: true).apply(to: first.apply(to: cell)))
        #expect(first.inverse.apply(to: first.apply(to: cell)) == cell)
    }
}
