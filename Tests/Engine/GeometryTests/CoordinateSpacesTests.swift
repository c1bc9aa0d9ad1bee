import Geometry
import TestSupport
import Testing

private let canvas = SpaceID(1)
private let sticker = SpaceID(2)

/// A window with a canvas at (200, 100) zoomed 2×, holding a sticker rotated a quarter turn.
private func nestedSpaces() throws -> CoordinateSpaces {
    var spaces = CoordinateSpaces()
    try spaces.add(
        canvas, transform: AffineTransform(scale: 2).translated(by: Vector(dx: 200, dy: 100)))
    try spaces.add(
        sticker, in: canvas,
        transform: AffineTransform(rotation: Angle(quarterTurns: 1)).translated(
            by: Vector(dx: 50, dy: 50)))
    return spaces
}

@Test func pointsConvertDownAndBackUpThroughNestedSpaces() throws {
    let spaces = try nestedSpaces()
    let window = Point(x: 260, y: 140)
    let onCanvas = try #require(spaces.convert(window, from: .root, to: canvas))
    #expect(isClose(onCanvas, Point(x: 30, y: 20)))
    let onSticker = try #require(spaces.convert(window, from: .root, to: sticker))
    #expect(isClose(onSticker, Point(x: -30, y: 20)))
    let back = try #require(spaces.convert(onSticker, from: sticker, to: .root))
    #expect(isClose(back, window))
}

@Test func zoomingTheCanvasMovesWhatItHolds() throws {
    var spaces = try nestedSpaces()
    try spaces.setTransform(AffineTransform(scale: 0.5), of: canvas)
    let p = try #require(spaces.convert(Point(x: 10, y: 10), from: canvas, to: .root))
    #expect(isClose(p, Point(x: 5, y: 5)))
}

@Test func badChangesAreRejectedAndChangeNothing() throws {
    var spaces = try nestedSpaces()
    #expect(throws: CoordinateSpaceError.singularTransform(canvas)) {
        try spaces.setTransform(AffineTransform(scale: 0), of: canvas)
    }
    #expect(throws: CoordinateSpaceError.duplicateSpace(canvas)) {
        try spaces.add(canvas, transform: .identity)
    }
    #expect(throws: CoordinateSpaceError.unknownSpace(SpaceID(9))) {
        try spaces.add(SpaceID(3), in: SpaceID(9), transform: .identity)
    }
    #expect(throws: CoordinateSpaceError.singularTransform(canvas)) {
        try spaces.setTransform(AffineTransform(scale: .nan), of: canvas)
    }
    let p = try #require(spaces.convert(Point(x: 30, y: 20), from: canvas, to: .root))
    #expect(isClose(p, Point(x: 260, y: 140)))
}

@Test func removingASpaceRemovesWhatIsNestedInIt() throws {
    var spaces = try nestedSpaces()
    spaces.remove(canvas)
    #expect(!spaces.contains(canvas))
    #expect(!spaces.contains(sticker))
    #expect(spaces.convert(Point.zero, from: sticker, to: .root) == nil)
}

@Test func transformInverseUndoesIt() throws {
    let t = AffineTransform(rotation: Angle(degrees: 30)).scaled(by: 3).translated(
        by: Vector(dx: -7, dy: 11))
    let inverse = try #require(t.inverted)
    let p = Point(x: 12.5, y: -3.25)
    #expect(isClose(inverse.apply(to: t.apply(to: p)), p, tolerance: 1e-12))
}
