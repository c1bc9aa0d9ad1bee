import Geometry
@testable import StageKit
import TestSupport
import Testing

@Suite("Accessibility tree, from a frame's seen elements")
struct AccessibilityTreeTests {
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// A board of two squares, a piece on one, two cards both labelled "A", a button.
    static var board: DisplayList {
        var list = DisplayList()
        list.see(.place, "board", frame: rect(0, 0, 200, 100))
        list.see(.place, "a1", frame: rect(0, 0, 100, 100))
        list.see(.place, "b1", frame: rect(100, 0, 100, 100))
        list.see(.item, "X", frame: rect(110, 10, 80, 80), states: [.grabbed, .focused])
        list.see(.item, "A", frame: rect(300, 0, 50, 20))
        list.see(.item, "A", frame: rect(300, 30, 50, 20), states: .selected)
        list.see(.control, "Undo", frame: rect(400, 0, 60, 30))
        return list
    }

    @Test("keys are role and label, counted when two share them; nodes keep the scene's order")
    func keys() {
        let tree = AccessibilityTree(Self.board.seen)
        #expect(
            tree.nodes.map(\.key) == [
                "place:board", "place:a1", "place:b1", "item:X", "item:A", "item:A#1",
                "control:Undo",
            ])
        #expect(tree.nodes.map(\.seenIndex) == Array(0..<7))
    }

    @Test("among many repeats, each key counts the earlier nodes of the same role and label")
    func manyRepeats() {
        var list = DisplayList()
        for round in 0..<3 {
            for n in 0..<200 {
                list.see(.item, "\(n)", frame: Self.rect(Double(n), Double(round), 1, 1))
                list.see(.control, "\(n)", frame: Self.rect(Double(n), Double(round), 1, 1))
            }
        }
        let keys = AccessibilityTree(list.seen).nodes.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(keys[0] == "item:0" && keys[1] == "control:0")
        #expect(keys[400] == "item:0#1" && keys[801] == "control:0#2")
        #expect(keys.last == "control:199#2")
    }

    @Test("each node lies in the smallest place holding its centre")
    func parents() {
        let tree = AccessibilityTree(Self.board.seen)
        let parent = { (label: String) in
            tree.index(of: .item, label).flatMap { tree.nodes[$0].parent }.map {
                tree.nodes[$0].element.label
            }
        }
        #expect(parent("X") == "b1")
        #expect(tree.node(.place, "b1")?.parent == tree.index(of: .place, "board"))
        #expect(tree.node(.place, "board")?.parent == nil)
        #expect(parent("A") == nil)
        #expect(
            tree.children(of: tree.index(of: .place, "b1")).map { tree.nodes[$0].key } == ["item:X"]
        )
        #expect(tree.children(of: nil).count == 4)
    }

    @Test("a place drawn after what lies in it still holds it; one the same size does not")
    func placeDrawnLast() {
        var list = DisplayList()
        list.see(.item, "card", frame: Self.rect(10, 10, 20, 20))
        list.see(.place, "twin", frame: Self.rect(10, 10, 20, 20))
        list.see(.place, "column", frame: Self.rect(0, 0, 100, 300))
        let tree = AccessibilityTree(list.seen)
        #expect(tree.node(.item, "card")?.parent == 2)
        #expect(tree.node(.place, "twin")?.parent == 2)
    }

    @Test("the focus is the last node marked focused; names tell what the kind cannot")
    func focusAndNames() {
        var list = Self.board
        list.see(
            .control, "Large", frame: Self.rect(0, 200, 50, 20), kind: .segment, states: .selected)
        let tree = AccessibilityTree(list.seen)
        #expect(tree.focus.map { tree.nodes[$0].key } == "item:X")
        #expect(tree.node(.item, "X")?.spokenName == "X, picked up")
        #expect(tree.nodes[5].spokenName == "A, selected")
        #expect(tree.node(.control, "Large")?.spokenName == "Large")
        #expect(tree.dialog == nil)
    }

    @Test("only what shows in the viewport and has a name is in the tree")
    func viewport() {
        var list = Self.board
        list.see(.item, "unnamed", frame: Self.rect(0, 0, 10, 10), name: "")
        list.see(.item, "far", frame: Self.rect(2000, 0, 10, 10))
        list.see(.item, "above", frame: Self.rect(0, -30, 10, 10))
        let tree = AccessibilityTree(list.seen, in: Size(width: 420, height: 300))
        #expect(tree.node(.item, "unnamed") == nil)
        #expect(tree.node(.item, "far") == nil)
        #expect(tree.node(.item, "above") == nil)
        #expect(tree.node(.control, "Undo") != nil)
        #expect(AccessibilityTree(list.seen).node(.item, "far") != nil)
    }

    @Test("while a dialog is up, only it and what is drawn after it are in the tree")
    func dialog() {
        var list = Self.board
        list.see(.place, "Save?", frame: Self.rect(100, 100, 300, 200), kind: .dialog)
        list.see(.control, "Save", frame: Self.rect(300, 250, 80, 30))
        list.see(.control, "Cancel", frame: Self.rect(200, 250, 80, 30))
        let tree = AccessibilityTree(list.seen)
        #expect(tree.nodes.map(\.key) == ["place:Save?", "control:Save", "control:Cancel"])
        #expect(tree.dialog == 0)
        #expect(tree.children(of: 0).count == 2)
        #expect(tree.focus == nil)
        #expect(tree.nodes[1].seenIndex == 8)
    }

    @Test("at most mostNodes nodes, the first ones, and parents are found quickly")
    func cap() {
        var list = DisplayList()
        for row in 0..<100 {
            for column in 0..<100 {
                let square = Self.rect(Double(column) * 10, Double(row) * 10, 10, 10)
                list.see(.place, "\(row),\(column)", frame: square)
                list.see(.item, "p\(row),\(column)", frame: square.outset(by: -2))
            }
        }
        let tree = AccessibilityTree(list.seen)
        #expect(tree.nodes.count == AccessibilityTree.mostNodes)
        #expect(tree.nodes.last?.key == "item:p7,49")
        #expect(tree.node(.item, "p3,4")?.parent == tree.index(of: .place, "3,4"))
    }

    @Test("words have no actions; a button is tapped, a piece focused and Entered")
    func actions() throws {
        var list = Self.board
        list.see(.text, "Title", frame: Self.rect(0, 300, 100, 20))
        let tree = AccessibilityTree(list.seen)
        let title = try #require(tree.node(.text, "Title"))
        #expect(title.actions.isEmpty)
        #expect(title.events(for: .press, at: 1).isEmpty)
        let undo = try #require(tree.node(.control, "Undo"))
        #expect(undo.actions == [.press, .focus])
        let taps = undo.events(for: .press, at: 1).compactMap { event -> Point? in
            if case .pointer(let pointer) = event { pointer.location } else { nil }
        }
        #expect(taps == [undo.frame.center, undo.frame.center])
        let piece = try #require(tree.node(.item, "X"))
        let pressed = piece.events(for: .press, at: 1)
        #expect(pressed.count == 2)
        if case .focus(let focus) = pressed.first {
            #expect(focus.label == "X")
        } else {
            Issue.record("a piece is focused before Enter")
        }
    }
}

@Suite("Accessibility tree, its keys taken from the tree before")
struct AccessibilityTreeKeptKeysTests {
    /// Places, pieces with repeated labels and a control, each moved by a random step that
    /// (a few each time) can take it out of a 300 × 200 viewport or into another place; names sometimes empty.
    static func frame(of seen: inout [SeenElement], generator: inout SeededGenerator) {
        for index in seen.indices where index >= 3 && generator.next() % 6 == 0 {
            let x = Double(generator.next() % 360) - 30, y = Double(generator.next() % 240) - 20
            seen[index].frame = Rect(x: x, y: y, width: 20, height: 20)
            if generator.next() % 8 == 0 { seen[index].name = seen[index].name.isEmpty ? "n" : "" }
        }
    }

    @Test("built from the tree before, over random moves, a tree equals one built afresh")
    func keptKeysEqualFreshOnes() {
        var generator = SeededGenerator(seed: 11)
        var list = DisplayList()
        list.see(.place, "tray", frame: Rect(x: 0, y: 0, width: 100, height: 200))
        list.see(.place, "board", frame: Rect(x: 100, y: 0, width: 200, height: 200))
        list.see(.place, "board", frame: Rect(x: 150, y: 50, width: 100, height: 100))
        for n in 0..<12 { list.see(.item, "\(n % 4)", frame: .zero) }
        list.see(.control, "Undo", frame: .zero)
        var seen = list.seen
        let viewport = Size(width: 300, height: 200)
        var earlier = AccessibilityTree(seen, in: viewport)
        var kept = 0
        for _ in 0..<400 {
            Self.frame(of: &seen, generator: &generator)
            let fresh = AccessibilityTree(seen, in: viewport)
            let built = AccessibilityTree(seen, in: viewport, keysFrom: earlier)
            #expect(built == fresh)
            if fresh.nodes.map(\.seenIndex) == earlier.nodes.map(\.seenIndex) { kept += 1 }
            earlier = built
        }
        #expect(kept > 20 && kept < 380, "\(kept) trees kept the nodes before")
    }
}
