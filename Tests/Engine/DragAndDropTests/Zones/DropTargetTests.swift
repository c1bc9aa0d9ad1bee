import DragAndDrop
import TestSupport
import Testing

private func probe(at p: Point, size: Double = 60) -> DragProbe {
    DragProbe(pointer: p, frame: Rect(center: p, size: Size(width: size, height: size)))
}

@Test func theInnermostAcceptingZoneWins() {
    let zones = chessBoardZones()
    let target = zones.target(for: probe(at: Point(x: 330, y: 250)), using: PointerWithin())
    #expect(target.zone == "e5")
    #expect(target.feedback == .accepted)
    #expect(target.anchor == Point(x: 360, y: 280))
}

@Test func anOuterZoneWinsWhenTheInnerOneRefuses() {
    let zones = chessBoardZones()
    let target = zones.target(for: probe(at: Point(x: 330, y: 250)), using: PointerWithin()) {
        zone in
        zone.id == "board" ? .accepted : .rejected
    }
    #expect(target.zone == "board")
    #expect(target.isAccepted)
}

@Test func aRefusingZoneIsReportedWhenNoneAccepts() {
    let zones = chessBoardZones()
    let legal: Set = ["e4", "e3"]
    let target = zones.target(for: probe(at: Point(x: 330, y: 250)), using: PointerWithin()) {
        zone in
        zone.id == "board" ? .none : legal.contains(zone.id) ? .accepted : .rejected
    }
    #expect(target == DropTarget(zone: "e5", feedback: .rejected, anchor: Point(x: 360, y: 280)))
}

@Test func priorityBreaksTiesBetweenEquallyDeepZones() {
    var zones = DropZones<String>()
    zones.insert(DropZone(id: "canvas", frame: Rect(x: 0, y: 0, width: 800, height: 600)))
    zones.insert(
        DropZone(id: "trash", frame: Rect(x: 700, y: 500, width: 100, height: 100), priority: 1))
    let target = zones.target(for: probe(at: Point(x: 750, y: 550)), using: PointerWithin())
    #expect(target.zone == "trash")
}

@Test func eachStrategyDecidesItsOwnWay() {
    var zones = DropZones<String>()
    zones.insert(DropZone(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    zones.insert(DropZone(id: "right", frame: Rect(x: 100, y: 0, width: 100, height: 100)))
    // An item 60 wide, centred at x = 110: 20 points over "left", 40 over "right";
    // the pointer grabbed it near its left edge, over "left".
    let p = DragProbe(
        pointer: Point(x: 85, y: 50), frame: Rect(x: 80, y: 20, width: 60, height: 60))
    #expect(zones.target(for: p, using: PointerWithin()).zone == "left")
    #expect(zones.target(for: p, using: CenterWithin()).zone == "right")
    #expect(zones.target(for: p, using: RectIntersection()).zone == "right")
    #expect(zones.target(for: p, using: OverlapRatio(minimum: 0.5)).zone == "right")
    #expect(zones.target(for: p, using: OverlapRatio(minimum: 0.7)).zone == nil)
    #expect(zones.target(for: p, using: ClosestCenter(range: 70)).zone == "right")
    #expect(zones.target(for: p, using: ClosestCenter(range: 30)).zone == nil)
}

@Test func zonesOnAZoomedCanvasAreHitWhereTheyAreDrawn() throws {
    var spaces = CoordinateSpaces()
    let canvas = SpaceID(1)
    try spaces.add(
        canvas, transform: AffineTransform(scale: 2).translated(by: Vector(dx: 100, dy: 0)))
    var zones = DropZones<String>()
    // 20×20 in canvas units at (10, 10): drawn at (120, 20) to (160, 60) in the window.
    zones.insert(
        DropZone(
            id: "slot", frame: Rect(x: 10, y: 10, width: 20, height: 20), space: canvas,
            snapAnchor: Point(x: 20, y: 20)))
    let hit = zones.target(
        for: probe(at: Point(x: 150, y: 50), size: 10), using: PointerWithin(), spaces: spaces)
    #expect(hit.zone == "slot")
    #expect(hit.anchor == Point(x: 140, y: 40))
    let miss = zones.target(
        for: probe(at: Point(x: 30, y: 20), size: 10), using: PointerWithin(), spaces: spaces)
    #expect(miss.zone == nil)
}

@Test func aProbeThatIsNotFiniteIsOverNothing() {
    let zones = chessBoardZones()
    #expect(zones.target(for: probe(at: Point(x: .nan, y: 5)), using: PointerWithin()) == .none)
    #expect(
        zones.target(for: probe(at: Point(x: 5, y: .infinity)), using: RectIntersection()) == .none)
}
