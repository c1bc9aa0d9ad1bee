import DragAndDrop
import PropertyBased
import TestSupport
import Testing

/// The gap a list opens, found by walking every item from the first: the number of
/// remaining items whose middle lies before `point` along the list.
func listGapByWalking(_ list: SortableContainer<Int, Int>, _ point: Point, removing removed: Int?)
    -> Int
{
    guard case .list(let axis, let spacing) = list.layout else { return -1 }
    let corner = Point(x: list.frame.minX + list.padding, y: list.frame.minY + list.padding)
    var position = axis.along(corner) - list.scroll
    var before = 0
    for k in 0..<list.count where k != removed {
        if position + list.lengths[k] / 2 < axis.along(point) { before += 1 }
        position += list.lengths[k] + spacing
    }
    return before
}

/// The gap a grid opens, found by trying every slot: the one whose cell, widened by half
/// the spacing (and the outer cells out to infinity), holds `point`; past the last, the end.
func gridGapByWalking(_ grid: SortableContainer<Int, Int>, _ point: Point, removing removed: Int?)
    -> Int
{
    guard case .grid(let cell, let spacing) = grid.layout else { return -1 }
    let remaining = grid.count - (removed == nil ? 0 : 1)
    let left = grid.frame.minX + grid.padding - spacing / 2
    let top = grid.frame.minY + grid.padding - spacing / 2 - grid.scroll
    for slot in 0..<remaining {
        let column = slot % grid.columns
        let row = slot / grid.columns
        let x0 = column == 0 ? -Double.infinity : left + Double(column) * (cell.width + spacing)
        let x1 =
            column == grid.columns - 1
            ? Double.infinity : left + Double(column + 1) * (cell.width + spacing)
        let y0 = row == 0 ? -Double.infinity : top + Double(row) * (cell.height + spacing)
        let y1 = top + Double(row + 1) * (cell.height + spacing)
        if point.x >= x0 && point.x < x1 && point.y >= y0 && point.y < y1 { return slot }
    }
    return remaining
}

@Test func listGapMatchesAWalkOverEveryItem() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        let count = Int.random(in: 0...60, using: &random)
        let lengths = (0..<count).map { _ in
            Bool.random(using: &random) ? 44 : Double.random(in: 0...120, using: &random)
        }
        var list = SortableContainer(
            id: 0, frame: Rect(x: 30, y: 50, width: 300, height: 400),
            layout: .list(
                Bool.random(using: &random) ? .vertical : .horizontal,
                spacing: Double.random(in: 0...12, using: &random)),
            padding: Double.random(in: 0...10, using: &random), items: Array(0..<count),
            lengths: lengths)
        list.scroll(to: Double.random(in: 0...2000, using: &random))
        for _ in 0..<50 {
            let point = Point(
                x: Double.random(in: -200...3000, using: &random),
                y: Double.random(in: -200...3000, using: &random))
            let removed =
                count > 0 && Bool.random(using: &random)
                ? Int.random(in: 0..<count, using: &random) : nil
            #expect(
                list.insertionIndex(for: point, removing: removed)
                    == listGapByWalking(list, point, removing: removed))
        }
    }
}

@Test func gridGapMatchesAWalkOverEverySlot() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        let count = Int.random(in: 0...80, using: &random)
        var grid = SortableContainer(
            id: 0,
            frame: Rect(
                x: 10, y: 20, width: Double.random(in: 40...500, using: &random), height: 300),
            layout: .grid(
                cell: Size(
                    width: Double.random(in: 20...90, using: &random),
                    height: Double.random(in: 20...90, using: &random)),
                spacing: Double.random(in: 0...16, using: &random)),
            padding: 6, items: Array(0..<count))
        grid.scroll(to: Double.random(in: 0...800, using: &random))
        for _ in 0..<50 {
            let point = Point(
                x: Double.random(in: -100...700, using: &random),
                y: Double.random(in: -100...1500, using: &random))
            let removed =
                count > 0 && Bool.random(using: &random)
                ? Int.random(in: 0..<count, using: &random) : nil
            #expect(
                grid.insertionIndex(for: point, removing: removed)
                    == gridGapByWalking(grid, point, removing: removed))
        }
    }
}

@Test func theVisibleRangeHoldsExactlyTheItemsInTheFrame() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
        var random = SeededGenerator(seed: UInt64(seed))
        let count = Int.random(in: 0...100, using: &random)
        let layout: SortableLayout =
            Bool.random(using: &random)
            ? .list(.vertical, spacing: Double.random(in: 0...10, using: &random))
            : .grid(
                cell: Size(width: 40, height: Double.random(in: 10...70, using: &random)),
                spacing: Double.random(in: 0...10, using: &random))
        var container = SortableContainer(
            id: 0, frame: Rect(x: 0, y: 100, width: 200, height: 250), layout: layout,
            items: Array(0..<count),
            lengths: (0..<count).map { _ in Double.random(in: 0...90, using: &random) })
        container.scroll(to: Double.random(in: 0...3000, using: &random))
        let range = container.visibleRange()
        for k in 0..<count {
            let rect = container.itemRect(at: k)
            let shows = rect.maxY > container.frame.minY && rect.minY < container.frame.maxY
            // Zero-length items on an edge may fall either way; all others must agree.
            if rect.height > 0 { #expect(range.contains(k) == shows, "item \(k) of \(count)") }
        }
    }
}
