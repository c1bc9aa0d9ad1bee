import DragAndDrop
import TestSupport
import Testing

/// A chess board of 80-point squares named "a8"…"h1", nested in a "board" zone.
func chessBoardZones() -> DropZones<String> {
    var zones = DropZones<String>(cellSize: 80)
    zones.insert(DropZone(id: "board", frame: Rect(x: 0, y: 0, width: 640, height: 640)))
    for rank in 0..<8 {
        for file in 0..<8 {
            let name = String(Array("abcdefgh")[file]) + String(8 - rank)
            let frame = Rect(x: Double(file) * 80, y: Double(rank) * 80, width: 80, height: 80)
            zones.insert(
                DropZone(id: name, frame: frame, snapAnchor: frame.center, parent: "board"))
        }
    }
    return zones
}

@Test func lookupFindsTheZonesUnderAPoint() {
    let zones = chessBoardZones()
    let found = zones.zones(touching: Rect(origin: Point(x: 330, y: 250), size: .zero)).map {
        $0.id
    }
    #expect(found == ["board", "e5"])
}

@Test func zonesMoveAndDisappearMidFlight() {
    var zones = chessBoardZones()
    var e5 = zones["e5"]!
    e5.frame = e5.frame.offset(by: Vector(dx: 1000, dy: 0))
    zones.insert(e5)
    #expect(
        zones.zones(touching: Rect(origin: Point(x: 330, y: 250), size: .zero)).map { $0.id } == [
            "board"
        ])
    #expect(
        zones.zones(touching: Rect(origin: Point(x: 1330, y: 250), size: .zero)).map { $0.id } == [
            "e5"
        ])
    zones.remove("e5")
    #expect(zones["e5"] == nil)
    #expect(zones.count == 64)
    #expect(zones.zones(touching: Rect(origin: Point(x: 1330, y: 250), size: .zero)).isEmpty)
}

@Test func aRegionTouchingManyCellsFindsEachZoneOnce() {
    let zones = chessBoardZones()
    let found = zones.zones(touching: Rect(x: 70, y: 70, width: 20, height: 20)).map { $0.id }
    #expect(found == ["board", "a8", "b8", "a7", "b7"])
}

@Test func hugeZonesAndRegionsAreFoundWithoutFilingEveryCell() {
    var zones = DropZones<Int>(cellSize: 10)
    zones.insert(DropZone(id: 1, frame: Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)))
    zones.insert(DropZone(id: 2, frame: Rect(x: 5, y: 5, width: 10, height: 10)))
    #expect(
        zones.zones(touching: Rect(origin: Point(x: 7, y: 7), size: .zero)).map { $0.id } == [1, 2])
    #expect(
        zones.zones(touching: Rect(x: -1e300, y: -1e300, width: 1e301, height: 1e301)).map { $0.id }
            == [1, 2])
}

@Test func zonesWithBadFramesAreKeptButNeverFound() {
    var zones = DropZones<Int>()
    zones.insert(DropZone(id: 1, frame: Rect(x: .nan, y: 0, width: 10, height: 10)))
    zones.insert(DropZone(id: 2, frame: Rect(x: 0, y: 0, width: 0, height: 10)))
    zones.insert(DropZone(id: 3, frame: Rect(x: 0, y: 0, width: .infinity, height: 10)))
    #expect(zones.count == 3)
    #expect(zones.zones(touching: Rect(origin: Point(x: 0, y: 5), size: .zero)).isEmpty)
    #expect(zones.zones(touching: Rect(origin: Point(x: .nan, y: 5), size: .zero)).isEmpty)
    zones.remove(1)
    zones.remove(3)
    #expect(zones.count == 1)
}
