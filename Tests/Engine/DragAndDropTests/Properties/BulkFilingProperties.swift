import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// What a lookup shows of a zone, to compare two collections by.
private func summary(_ zones: [DropZone<Int>]) -> [String] {
    zones.map { zone in
        "\(zone.id) \(zone.frame) \(zone.space.rawValue) \(zone.priority) "
            + "\(String(describing: zone.snapAnchor)) \(String(describing: zone.parent))"
    }
}

/// Generated zones (some repeated ids, hostile frames, a second space, priorities,
/// anchors and parents) filed in bulk and one at a time, on top of a few zones already
/// there: every lookup answers the same.
@Test func bulkFilingAnswersEveryLookupAsFilingOneAtATime() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max)).array(of: 5...300)) {
        codes in
        var i = 0
        func next() -> Int {
            defer { i += 1 }
            return codes[i % codes.count] &+ i &* 7919
        }
        func zone() -> DropZone<Int> {
            let frame =
                next() % 3 == 0
                ? HostileNumbers.rect(next(), next(), next(), next())
                : Rect(
                    x: Double(next() % 1200), y: Double(next() % 1200),
                    width: Double(next() % 90), height: Double(next() % 90))
            return DropZone(
                id: next() % 60, frame: frame, space: next() % 5 == 0 ? SpaceID(1) : .root,
                priority: next() % 7 == 0 ? 2 : 0,
                snapAnchor: next() % 4 == 0 ? frame.center : nil,
                parent: next() % 6 == 0 ? next() % 60 : nil)
        }
        let before = (0..<(codes.count % 8)).map { _ in zone() }
        let batch = (0..<codes.count).map { _ in zone() }
        var single = DropZones<Int>(cellSize: 32)
        var bulk = DropZones<Int>(cellSize: 32, zones: before)
        for zone in before + batch { single.insert(zone) }
        bulk.insert(contentsOf: batch)

        #expect(bulk.count == single.count)
        #expect(summary(bulk.all) == summary(single.all))
        for id in 0..<60 {
            #expect(summary(bulk[id].map { [$0] } ?? []) == summary(single[id].map { [$0] } ?? []))
        }
        let spaces = CoordinateSpaces()
        for x in stride(from: -100.0, through: 1300, by: 97) {
            for y in stride(from: -100.0, through: 1300, by: 89) {
                for region in [
                    Rect(x: x, y: y, width: 0, height: 0), Rect(x: x, y: y, width: 150, height: 60),
                ] {
                    for space in [SpaceID.root, SpaceID(1)] {
                        #expect(
                            summary(bulk.zones(touching: region, in: space))
                                == summary(single.zones(touching: region, in: space)))
                    }
                    let probe = DragProbe(pointer: region.origin, frame: region)
                    #expect(
                        bulk.target(for: probe, using: PointerWithin(), spaces: spaces)
                            == single.target(for: probe, using: PointerWithin(), spaces: spaces))
                }
            }
        }
    }
}

/// A million-zone-like grid filed in bulk finds each zone where one-at-a-time filing does,
/// and removing and moving zones afterwards works on the bulk-filed index.
@Test func aBulkFiledGridFindsAndForgetsZonesLikeOneFiledByOne() {
    let frames = (0..<2_500).map { i in
        Rect(x: Double(i % 50) * 16 + 1, y: Double(i / 50) * 16 + 1, width: 14, height: 14)
    }
    var bulk = DropZones<Int>(
        cellSize: 64, zones: frames.indices.map { DropZone(id: $0, frame: frames[$0]) })
    var single = DropZones<Int>(cellSize: 64)
    for i in frames.indices { single.insert(DropZone(id: i, frame: frames[i])) }
    for (i, frame) in frames.enumerated() where i % 37 == 0 {
        let probe = Rect(origin: frame.center, size: .zero)
        #expect(bulk.zones(touching: probe).map { $0.id } == [i])
        #expect(single.zones(touching: probe).map { $0.id } == [i])
    }
    bulk.remove(100)
    bulk.insert(DropZone(id: 7, frame: frames[100]))
    #expect(
        bulk.zones(touching: Rect(origin: frames[100].center, size: .zero)).map { $0.id } == [7])
    #expect(bulk.zones(touching: Rect(origin: frames[7].center, size: .zero)).isEmpty)
    #expect(bulk.count == 2_499)
}
