import DragAndDrop
import TestSupport

/// A to-do board: three vertical lists side by side, items numbered from 0.
func threeLists(
    counts: [Int] = [5, 3, 0], lengths: (Int) -> Double = { 40 + Double($0 % 3) * 10 },
    height: Double = 600, configuration: SortableConfiguration = SortableConfiguration()
) -> SortableGroup<String, Int> {
    var next = 0
    var containers = [SortableContainer<String, Int>]()
    for (column, count) in counts.enumerated() {
        let items = Array(next..<(next + count))
        next += count
        containers.append(
            SortableContainer(
                id: ["To do", "Doing", "Done"][column % 3] + (column >= 3 ? " \(column)" : ""),
                frame: Rect(x: 20 + Double(column) * 220, y: 40, width: 200, height: height),
                layout: .list(.vertical, spacing: 6), items: items,
                lengths: items.map(lengths)))
    }
    return SortableGroup(containers: containers, configuration: configuration)
}

extension SortableGroup {
    /// Every item's drawn rect, by id.
    var drawnRects: [ItemID: Rect] {
        var rects = [ItemID: Rect]()
        for container in containers {
            for k in 0..<container.count {
                rects[container.items[k]] = drawnRect(ofItemAt: k, in: container.id)
            }
        }
        return rects
    }

    /// Every container's items, in order.
    var orders: [[ItemID]] { containers.map { $0.items } }

    /// The centre of the item at `index` of container `id` as it stands.
    func center(of index: Int, in id: ContainerID) -> Point {
        container(id)!.itemRect(at: index).center
    }
}

/// Names for keyboard announcements.
var boardNames: Announcer<Int, String> {
    Announcer<Int, String>(
        item: {
            [
                "Buy milk", "Call mum", "Pay rent", "Walk dog", "Fix bike", "Read book",
                "Water plants", "Book dentist",
                "Plan trip",
            ][$0 % 9]
        },
        location: { $0 })
}

/// The largest distance any item's drawn corner moved between two pictures.
func largestStep<ID: Hashable>(from before: [ID: Rect], to after: [ID: Rect]) -> Double {
    var largest = 0.0
    for (id, rect) in after {
        guard let old = before[id] else { continue }
        largest = max(largest, old.origin.distance(to: rect.origin))
    }
    return largest
}
