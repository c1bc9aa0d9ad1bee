import Geometry
import TestSupport
import Testing

@Test func containmentIsHalfOpenSoTiledCellsNeverShareAPoint() {
    let left = Rect(x: 0, y: 0, width: 10, height: 10)
    let right = Rect(x: 10, y: 0, width: 10, height: 10)
    let edge = Point(x: 10, y: 5)
    #expect(!left.contains(edge))
    #expect(right.contains(edge))
}

@Test func negativeSizesDescribeTheSameArea() {
    let r = Rect(x: 10, y: 10, width: -4, height: -6)
    #expect(r.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
    #expect(r.contains(Point(x: 7, y: 5)))
    #expect(r.area == 24)
}

@Test func intersectionOfOverlappingRects() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: 6, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 5, y: 6, width: 5, height: 4))
    #expect(
        a.intersection(Rect(x: 10, y: 0, width: 3, height: 3)) == nil,
        "touching edges do not overlap")
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 16))
}

@Test func nanRectsAreEmptyAndContainNothing() {
    let r = Rect(x: .nan, y: 0, width: 10, height: 10)
    #expect(!r.isFinite)
    #expect(!r.contains(Point(x: 1, y: 1)))
    #expect(!r.intersects(Rect(x: 0, y: 0, width: 100, height: 100)))
}
