import DragAndDrop
import TestSupport
import Testing

@Test func theClosestAnchorAndMagnetPairWins() {
    let magnets = [
        Magnet(at: Point(x: 100, y: 100), range: 20), Magnet(at: Point(x: 300, y: 100), range: 50),
    ]
    let item = Rect(x: 85, y: 80, width: 40, height: 40)
    // Its top-left corner is 25 points from the first magnet; its centre is 5 away.
    let shift = magnetSnap(anchors: [item.origin, item.center], magnets: magnets)
    #expect(shift == Vector(dx: -5, dy: 0))
}

@Test func magnetsOutOfRangeDoNotPull() {
    let magnets = [Magnet(at: Point(x: 100, y: 100), range: 10)]
    #expect(magnetSnap(anchors: [Point(x: 120, y: 100)], magnets: magnets) == nil)
    #expect(magnetSnap(anchors: [Point(x: .nan, y: 100)], magnets: magnets) == nil)
}
