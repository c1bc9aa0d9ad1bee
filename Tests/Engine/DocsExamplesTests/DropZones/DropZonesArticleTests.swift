import DragAndDrop
import TestSupport
import Testing

/// The drop-zones article: nesting, accept predicates, the five collision strategies, a
/// strategy of one's own, and zones on a zoomed canvas.
@Suite struct DropZonesArticleTests {
    @Test func theInnermostAcceptingZoneWins() {
        var zones = DropZones<String>()
        zones.insert(DropZone(id: "board", frame: Rect(x: 0, y: 0, width: 640, height: 640)))
        zones.insert(
            DropZone(
                id: "e4", frame: Rect(x: 320, y: 320, width: 80, height: 80), parent: "board"))
        let probe = DragProbe(
            pointer: Point(x: 350, y: 350), frame: Rect(x: 320, y: 320, width: 60, height: 60))

        let target = zones.target(for: probe, using: PointerWithin())
        // target.zone == "e4": the square inside the board beats the board.

        #expect(target.zone == "e4")
        #expect(target.isAccepted)
    }

    @Test func aZoneSaysWhatItThinksOfTheItem() {
        var zones = DropZones<String>()
        zones.insert(DropZone(id: "board", frame: Rect(x: 0, y: 0, width: 640, height: 640)))
        zones.insert(
            DropZone(
                id: "e4", frame: Rect(x: 320, y: 320, width: 80, height: 80), parent: "board"))
        zones.insert(
            DropZone(
                id: "e5", frame: Rect(x: 320, y: 240, width: 80, height: 80), parent: "board"))
        let probe = { (p: Point) in DragProbe(pointer: p, frame: Rect(center: p, size: .zero)) }

        let legal: Set = ["e4"]
        let accepts = { (zone: DropZone<String>) -> DropFeedback in
            if zone.id == "board" { return .none }  // the board itself takes nothing
            return legal.contains(zone.id) ? .accepted : .rejected
        }
        let overE4 = zones.target(
            for: probe(Point(x: 350, y: 350)), using: PointerWithin(), accepts: accepts)
        let overE5 = zones.target(
            for: probe(Point(x: 350, y: 270)), using: PointerWithin(), accepts: accepts)
        // overE4.feedback == .accepted, overE5.feedback == .rejected

        #expect(overE4 == DropTarget(zone: "e4", feedback: .accepted))
        #expect(overE5 == DropTarget(zone: "e5", feedback: .rejected))
        let outside = zones.target(
            for: probe(Point(x: 10, y: 10)), using: PointerWithin(), accepts: accepts)
        #expect(outside == .none, "a zone answering .none is transparent")
    }

    @Test func eachStrategyHasItsOwnIdeaOfOver() {
        var zones = DropZones<String>()
        zones.insert(DropZone(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        zones.insert(DropZone(id: "right", frame: Rect(x: 100, y: 0, width: 100, height: 100)))
        // A 60-point item held by its left edge: the pointer is over "left", most of the
        // item over "right".
        let probe = DragProbe(
            pointer: Point(x: 85, y: 50), frame: Rect(x: 80, y: 20, width: 60, height: 60))

        let pointer = zones.target(for: probe, using: PointerWithin()).zone  // "left"
        let center = zones.target(for: probe, using: CenterWithin()).zone  // "right"
        let area = zones.target(for: probe, using: RectIntersection()).zone  // "right"
        let most = zones.target(for: probe, using: OverlapRatio(minimum: 0.75)).zone  // nil
        let near = zones.target(for: probe, using: ClosestCenter(range: 50)).zone  // "right"

        #expect(pointer == "left")
        #expect(center == "right")
        #expect(area == "right")
        #expect(most == nil, "only two thirds of the item is over any one zone")
        #expect(near == "right")
    }

    @Test func aStrategyOfYourOwn() {
        var zones = DropZones<String>()
        zones.insert(DropZone(id: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        zones.insert(DropZone(id: "right", frame: Rect(x: 100, y: 0, width: 100, height: 100)))
        let probe = DragProbe(
            pointer: Point(x: 130, y: 50), frame: Rect(x: 80, y: 20, width: 60, height: 60))

        let target = zones.target(for: probe, using: LeadingEdge())
        // target.zone == "left": the item's leading edge is still over it.

        #expect(target.zone == "left")
    }

    @Test func zonesOnAZoomedCanvas() throws {
        var spaces = CoordinateSpaces()
        let canvas = SpaceID(1)
        // The canvas is zoomed to 2× and its origin sits at (100, 50) in the window.
        try spaces.add(
            canvas, transform: AffineTransform(scale: 2).translated(by: Vector(dx: 100, dy: 50)))
        var zones = DropZones<String>()
        zones.insert(
            DropZone(id: "frame", frame: Rect(x: 0, y: 0, width: 50, height: 50), space: canvas))

        let probe = DragProbe(
            pointer: Point(x: 180, y: 120), frame: Rect(x: 170, y: 110, width: 20, height: 20))
        let target = zones.target(for: probe, using: PointerWithin(), spaces: spaces)
        // Canvas point (40, 35) is window point (180, 120): the pointer is inside.

        #expect(target.zone == "frame")
        #expect(
            spaces.convert(Point(x: 40, y: 35), from: canvas, to: .root) == Point(x: 180, y: 120))
    }

    @Test func thousandsOfZonesAreLookedUpByIndex() {
        var zones = DropZones<GridCell>(cellSize: 20)
        for row in 0..<100 {
            for column in 0..<100 {
                let frame = Rect(x: Double(column) * 20, y: Double(row) * 20, width: 20, height: 20)
                zones.insert(DropZone(id: GridCell(column: column, row: row), frame: frame))
            }
        }
        let probe = DragProbe(
            pointer: Point(x: 1234, y: 567), frame: Rect(x: 1224, y: 557, width: 20, height: 20))
        let cell = zones.target(for: probe, using: PointerWithin()).zone
        // GridCell(column: 61, row: 28), found without looking at the other 9,999 zones.

        #expect(cell == GridCell(column: 61, row: 28))
        let region = Rect(x: 1234, y: 567, width: 0, height: 0)
        #expect(
            zones.zones(touching: region).map(\.id)
                == zones.zonesByScanning(touching: region).map(\.id))
    }
}

/// The item is over the zone that holds its leading (left) edge's midpoint.
struct LeadingEdge: CollisionStrategy {
    func searchRegion(for probe: DragProbe) -> Rect {
        Rect(origin: Point(x: probe.frame.minX, y: probe.frame.midY), size: .zero)
    }

    func score(zone: Rect, probe: DragProbe) -> Double? {
        zone.contains(Point(x: probe.frame.minX, y: probe.frame.midY)) ? 0 : nil
    }
}
