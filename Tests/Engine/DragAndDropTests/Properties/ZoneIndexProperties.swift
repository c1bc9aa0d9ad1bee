import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// Applies generated edits to an indexed collection, then compares every lookup with a
/// plain scan of the same zones.
@Test func indexedLookupReturnsExactlyWhatAScanReturns() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max)).array(of: 5...300)) {
        codes in
        var zones = DropZones<Int>(cellSize: 32)
        var i = 0
        func next() -> Int {
            defer { i += 1 }
            return codes[i % codes.count] &+ i &* 7919
        }
        for _ in 0..<codes.count {
            let op = next() % 10
            let id = next() % 40
            switch op {
            case 0...5:
                zones.insert(
                    DropZone(
                        id: id, frame: HostileNumbers.rect(next(), next(), next(), next()),
                        space: next() % 5 == 0 ? SpaceID(1) : .root))
            case 6, 7:
                zones.remove(id)
            default:
                let region =
                    next() % 2 == 0
                    ? Rect(origin: HostileNumbers.point(next(), next()), size: .zero)
                    : HostileNumbers.rect(next(), next(), next(), next())
                let space = next() % 4 == 0 ? SpaceID(1) : .root
                #expect(
                    zones.zones(touching: region, in: space).map { $0.id }
                        == zones.zonesByScanning(touching: region, in: space).map { $0.id })
            }
        }
        for x in stride(from: -100.0, through: 1200, by: 131) {
            for y in stride(from: -100.0, through: 1200, by: 127) {
                let point = Rect(origin: Point(x: x, y: y), size: .zero)
                let box = Rect(x: x, y: y, width: 150, height: 60)
                #expect(
                    zones.zones(touching: point).map { $0.id }
                        == zones.zonesByScanning(touching: point).map { $0.id })
                #expect(
                    zones.zones(touching: box).map { $0.id }
                        == zones.zonesByScanning(touching: box).map { $0.id })
            }
        }
    }
}
