import DragAndDrop
import TestSupport
import Testing

private let grid = GridSnap(spacing: Size(width: 40, height: 40), origin: Point(x: 100, y: 100))

@Test func pointsSnapToTheNearestGridPoint() {
    #expect(grid.snap(Point(x: 159, y: 121)) == Point(x: 140, y: 140))
    #expect(grid.snap(Point(x: 161, y: 119)) == Point(x: 180, y: 100))
    #expect(grid.cell(containing: Point(x: 159, y: 121)) == GridCell(column: 1, row: 0))
}

@Test func roundingIsTheSameInEveryDirection() {
    // Exactly halfway, on either side of the origin: both round away from it.
    #expect(grid.snap(Point(x: 120, y: 100)) == Point(x: 140, y: 100))
    #expect(grid.snap(Point(x: 80, y: 100)) == Point(x: 60, y: 100))
    #expect(grid.snap(Point(x: 100, y: 120)) == Point(x: 100, y: 140))
    #expect(grid.snap(Point(x: 100, y: 80)) == Point(x: 100, y: 60))
}

@Test func snappingTwiceChangesNothing() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<2000 {
        let p = Point(
            x: Double.random(in: -1e6...1e6, using: &random),
            y: Double.random(in: -1e6...1e6, using: &random))
        let once = grid.snap(p)
        #expect(grid.snap(once) == once)
    }
}

@Test func badPointsAndSpacingsAreHarmless() {
    #expect(grid.snap(Point(x: .nan, y: 1)).x.isNaN)
    #expect(grid.nearestCell(to: Point(x: 1e300, y: 0)) == nil)
    let odd = GridSnap(spacing: Size(width: 0, height: -5))
    #expect(odd.spacing == Size(width: 1, height: 1))
}
