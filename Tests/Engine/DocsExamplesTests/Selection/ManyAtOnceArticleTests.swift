import DragAndDrop
import Testing

/// A row of cards, each in a column ("To do" or "Done"), dragged several at once: the
/// client of the "Dragging many at once" article.
struct CardTable: KeyboardDragClient {
    var drag = DragController<String, String>()
    var selection = Selection<String>()
    var column: [String: String] = ["a": "To do", "b": "To do", "c": "To do"]
    var frames: [String: Rect] = [
        "a": Rect(x: 0, y: 0, width: 40, height: 40),
        "b": Rect(x: 50, y: 0, width: 40, height: 40),
        "c": Rect(x: 100, y: 0, width: 40, height: 40),
    ]
    let done = Rect(x: 0, y: 200, width: 400, height: 200)

    init() {
        for (card, frame) in frames { drag.look.place(card, center: frame.center) }
    }

    func pick(at point: Point) -> (item: String, frame: Rect)? {
        frames.first { $0.value.contains(point) }.map { ($0.key, $0.value) }
    }

    func target(of card: String, for probe: DragProbe) -> DropTarget<String> {
        done.contains(probe.pointer) ? DropTarget(zone: "Done", feedback: .accepted) : .none
    }

    // The rest of the selection travels with the pressed card.
    func companions(of card: String) -> [(item: String, frame: Rect)] {
        guard selection.contains(card) else { return [] }
        return selection.ordered(by: ["a", "b", "c"]).filter { $0 != card }
            .map { ($0, frames[$0]!) }
    }

    func accepts(_ card: String, at place: String) -> Bool { place == "Done" }
    func frame(of card: String, at place: String) -> Rect { frames[card]! }

    mutating func commit(_ card: String, to place: String, landing: Landing) -> DropSettling? {
        column[card] = place
        frames[card] = landing.destination
        return .into(landing.destination)
    }

    mutating func pickUp(_ card: String) {}
    mutating func restore(pickedUp card: String) -> Rect? { frames[card] }
    mutating func refused(_ card: String) -> Rect? { frames[card] }
    mutating func tapped(_ card: String) {}
    mutating func dragEnded(_ card: String) {}
}

/// The "Dragging many at once" article: selection, lasso, carrying a selection by pointer
/// and by keys, and judging many items at once.
@Suite struct ManyAtOnceArticleTests {
    @Test func clicksBuildASelection() {
        var selection = Selection<String>()
        let order = ["a", "b", "c", "d"]
        selection.click("b", order: order)
        selection.click("d", modifiers: .shift, order: order)  // b, c, d
        selection.click("c", modifiers: .control)  // b, d
        selection.toggle("a")  // Space on the focused card: a, b, d

        #expect(selection.ordered(by: order) == ["a", "b", "d"])
    }

    @Test func aLassoOnAZoomedCanvas() {
        let canvas = AffineTransform(scale: 2).translated(by: Vector(dx: 100, dy: 0))
        var lasso = Lasso<String>(from: Point(x: 90, y: -10), selection: Selection())
        lasso.move(to: Point(x: 130, y: 30))
        let shapes = ["dot": Rect(x: 5, y: 5, width: 4, height: 4)]
        let caught = lasso.selection(among: ["dot"], frame: { shapes[$0] }, toWindow: canvas)

        #expect(caught.items == ["dot"])  // drawn at 110…118 by 10…18, inside the marquee
    }

    @Test func theSelectionTravelsTogether() {
        var table = CardTable()
        table.selection.selectAll(["a", "c"])
        table.drag.group.policy = .allOrNothing  // the default: every card lands, or none

        table.dragPointer(PointerEvent(.down, at: Point(x: 20, y: 20), time: 0))
        table.dragPointer(PointerEvent(.move, at: Point(x: 120, y: 260), time: 0.1))
        let carried = table.drag.group.count  // 2: "a" leads, "c" keeps its offset
        table.dragPointer(PointerEvent(.up, at: Point(x: 120, y: 260), time: 0.2))

        #expect(carried == 2)
        #expect(table.column == ["a": "Done", "b": "To do", "c": "Done"])
        #expect(table.frames["c"] == Rect(x: 200, y: 240, width: 40, height: 40))
    }

    @Test func keysCarryTheSelectionToo() {
        var table = CardTable()
        table.selection.selectAll(["a", "b", "c"])
        let names = Announcer<String, String>(
            item: { "card \($0)" }, location: { $0 }, items: { "\($0) cards" })

        let up = table.pickUpByKeys("a", from: "To do", at: "To do", announcer: names, time: 0)
        let over = table.moveCarry(.down, navigate: { _, _ in "Done" }, announcer: names, time: 0)

        #expect(up.announcement.hasPrefix("Picked up 3 cards on To do."))
        #expect(over.announcement == "3 cards over Done, can drop here.")
    }

    @Test func manyItemsJudgedInOnePass() {
        var zones = DropZones<Int>()
        zones.insert(DropZone(id: 1, frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        let probes = [Point(x: 10, y: 10), Point(x: 150, y: 10)].map {
            DragProbe(pointer: $0, frame: Rect(center: $0, size: Size(width: 8, height: 8)))
        }
        let verdicts = zones.targets(for: probes, using: PointerWithin())

        #expect(verdicts.map(\.zone) == [1, nil])
    }

    @Test func aMarginAgainstFlicker() {
        var drag = DragController<String, String>()
        drag.targetMargin = 8  // past a border by less than 8 points, the target holds

        #expect(drag.session.configuration.targetMargin == 8)
    }
}
