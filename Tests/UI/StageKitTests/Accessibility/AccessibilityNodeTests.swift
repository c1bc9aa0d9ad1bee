import Geometry
import Gestures
import StageKit
import Testing

/// How a frame's seen elements become nodes: places, spoken names, and what an action
/// asked by assistive technology turns into.
@Suite struct AccessibilityNodeTests {
    let window = Size(width: 800, height: 600)

    /// The node of a lone element.
    func node(_ element: SeenElement) -> AccessibilityNode {
        AccessibilityTree([element]).nodes[0]
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    @Test func eachElementLiesInTheSmallestPlaceHoldingItsCentre() {
        let seen = [
            SeenElement(.place, "board", frame: rect(0, 0, 400, 400)),
            SeenElement(.place, "e4", frame: rect(100, 100, 50, 50)),
            SeenElement(.item, "pawn", frame: rect(110, 110, 20, 20)),
            SeenElement(.item, "knight", frame: rect(300, 300, 20, 20)),
            SeenElement(.control, "Undo", frame: rect(500, 10, 40, 20)),
            // As big as its square: not inside it.
            SeenElement(.item, "rook", frame: rect(100, 100, 50, 50)),
        ]
        let parents = AccessibilityTree(seen, in: window).nodes.map(\.parent)
        #expect(parents == [nil, 0, 1, 0, nil, 0])
    }

    @Test func onlyPlacesOfKindPlaceHoldOthers() {
        let seen = [
            SeenElement(.place, "palette", frame: rect(0, 0, 400, 400), kind: .slider),
            SeenElement(.item, "dog", frame: rect(10, 10, 20, 20)),
        ]
        #expect(AccessibilityTree(seen, in: window).nodes.map(\.parent) == [nil, nil])
    }

    @Test func theSpokenNameAddsWhatARoleCannotTell() {
        func spoken(_ element: SeenElement) -> String {
            node(element).spokenName
        }
        let frame = rect(0, 0, 10, 10)
        #expect(
            spoken(
                SeenElement(.item, "p", frame: frame, name: "white pawn on e2", states: .grabbed))
                == "white pawn on e2, picked up")
        #expect(
            spoken(SeenElement(.place, "e4", frame: frame, states: [.dropTarget, .selected]))
                == "e4, drop here, selected")
        #expect(
            spoken(SeenElement(.control, "Bold", frame: frame, kind: .toggle, states: .selected))
                == "Bold")
        #expect(
            spoken(SeenElement(.control, "Menu", frame: frame, states: .selected))
                == "Menu, selected")
    }

    @Test func pressingAControlTapsItsCentreWithTheTapPointer() {
        let node = self.node(SeenElement(.control, "Undo", frame: rect(10, 20, 40, 20)))
        let centre = Point(x: 30, y: 30)
        #expect(
            node.events(for: .press, at: 2)
                == [
                    .pointer(PointerEvent(.down, at: centre, time: 2, pointer: 7777)),
                    .pointer(PointerEvent(.up, at: centre, time: 2, pointer: 7777)),
                ])
        #expect(node.events(for: .focus, at: 2) == [.focus(FocusEvent(.control, "Undo", time: 2))])
    }

    @Test func pressingAPieceOrASquareFocusesItThenPressesEnter() {
        for role in [SeenElement.Role.item, .place] {
            let node = self.node(SeenElement(role, "e2", frame: rect(0, 0, 10, 10)))
            #expect(
                node.events(for: .press, at: 1)
                    == [.focus(FocusEvent(role, "e2", time: 1)), .key(KeyEvent(.enter, time: 1))])
        }
    }

    @Test func aTextFieldIsFocusedAndTappedToTypeIntoAndTextDoesNothing() {
        let field = node(
            SeenElement(.control, "Title", frame: rect(0, 0, 10, 10), kind: .textField))
        #expect(field.events(for: .focus, at: 0).count == 3)
        #expect(
            field.events(for: .press, at: 0).first == .focus(FocusEvent(.control, "Title", time: 0))
        )
        let words = node(SeenElement(.text, "Hello", frame: rect(0, 0, 10, 10)))
        #expect(words.events(for: .press, at: 0).isEmpty)
    }
}
