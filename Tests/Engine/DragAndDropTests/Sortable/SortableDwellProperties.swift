import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// A list of ten rows of random heights, and a dwell of 40 to 120 ms.
private func dwellingList(_ random: inout SeededGenerator) -> SortableGroup<String, Int> {
    var options = SortableConfiguration()
    options.autoScroll = .off
    options.reorderDwell = Double.random(in: 0.04...0.12, using: &random)
    let heights = (0..<10).map { _ in Double.random(in: 30...70, using: &random) }
    return threeLists(counts: [10], lengths: { heights[$0] }, height: 800, configuration: options)
}

/// With a dwell, a pointer resting anywhere over a list (the same move repeated, frames
/// passing, items gliding aside under it) moves the gap at most once, and never back:
/// the order shown does not flicker.
@Test func itemsShiftingUnderARestingPointerDoNotReorderBackAndForth() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var group = dwellingList(&random)
        let picked = Int.random(in: 0..<10, using: &random)
        var time = 0.0
        let began = group.begin(at: group.center(of: picked, in: "To do"), time: time)
        #expect(began)
        let rest = Point(
            x: Double.random(in: 30...210, using: &random),
            y: Double.random(in: 40...600, using: &random))
        time += 0.016
        group.drag(to: rest, at: time)
        var gaps = [group.drag?.gap]
        for _ in 0..<60 {
            time += Double.random(in: 0...0.03, using: &random)
            if Bool.random(using: &random) {
                group.drag(to: rest, at: time)
            } else {
                group.advance(to: time)
            }
            gaps.append(group.drag?.gap)
        }
        let changes = zip(gaps, gaps.dropFirst()).filter { $0.0 != $0.1 }.count
        #expect(changes <= 1, "the gap went back and forth: \(gaps.map { $0?.index ?? -1 })")
        #expect(gaps.last == gaps.dropFirst(gaps.count / 2).first, "settled within the dwell")
    }
}

/// A pointer trembling across the line between two places faster than the dwell leaves
/// the gap where it settled; held still past the dwell on the other side, it moves once.
@Test func aTremblingPointerDoesNotMoveTheGapUntilItDwells() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        var group = dwellingList(&random)
        let dwell = group.configuration.reorderDwell
        var time = 0.0
        let began = group.begin(at: group.center(of: 0, in: "To do"), time: time)
        #expect(began)
        // With row 0 lifted out, the rows below close up by its length and a spacing: the
        // line where the gap goes from before row 5 to after it is row 5's middle, closed up.
        let list = group.container("To do")!
        let line = list.itemRect(at: 5).center.y - (list.itemRect(at: 0).height + 6)
        let above = Point(x: 120, y: line - 3)
        let below = Point(x: 120, y: line + 3)
        // The item's centre follows the pointer from row 0's centre.
        let settled = { (group: SortableGroup<String, Int>) in group.drag?.gap }
        time += 0.01
        group.drag(to: above, at: time)
        time += dwell + 0.01
        group.advance(to: time)
        let first = settled(group)
        #expect(first != group.drag?.source, "the gap moved once the place dwelt")
        for k in 0..<40 {
            time += dwell / 3
            group.drag(to: k % 2 == 0 ? below : above, at: time)
            group.advance(to: time)
            #expect(settled(group) == first, "a tremble faster than the dwell moved the gap")
        }
        time += dwell / 3
        group.drag(to: below, at: time)
        time += dwell + 0.01
        group.advance(to: time)
        #expect(settled(group) != first, "held still past the dwell, the gap follows")
    }
}

/// A drop lands where the item is let go, even on a place that had not dwelt yet.
@Test func aDropLandsOnThePlaceUnderTheItemEvenBeforeTheDwell() {
    var options = SortableConfiguration()
    options.reorderDwell = 0.1
    var group = threeLists(counts: [5], configuration: options)
    group.begin(at: group.center(of: 0, in: "To do"), time: 0)
    group.drag(to: group.center(of: 3, in: "To do"), at: 0.02)
    #expect(group.drag?.gap == SortablePlace(container: "To do", index: 0), "still dwelling")
    let move = group.drop(at: 0.03)
    #expect(move?.to == SortablePlace(container: "To do", index: 3))
    #expect(group.orders == [[1, 2, 3, 0, 4]])
}
