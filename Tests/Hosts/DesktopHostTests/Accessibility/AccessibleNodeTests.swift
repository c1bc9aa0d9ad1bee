import Geometry
import Gestures
import StageKit
import Testing

@testable import DesktopHost

/// How the desktop host reads a frame's seen elements for the accessibility bus: keys,
/// places, spoken names, and what a request turns into.
@Suite struct AccessibleNodeTests {
    let window = Size(width: 800, height: 600)

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    @Test func elementsAreKeyedByRoleAndLabelWithACountForRepeats() {
        let seen = [
            SeenElement(.control, "Undo", frame: rect(0, 0, 40, 20)),
            SeenElement(.item, "Undo", frame: rect(50, 0, 40, 20)),
            SeenElement(.control, "Undo", frame: rect(100, 0, 40, 20)),
        ]
        let keys = AccessibleNode.reading(seen, in: window).map(\.key)
        #expect(keys == ["control:Undo", "item:Undo", "control:Undo#1"])
    }

    @Test func eachElementLiesInTheSmallestPlaceHoldingItsCentre() {
        let seen = [
            SeenElement(.place, "board", frame: rect(0, 0, 400, 400)),
            SeenElement(.place, "e4", frame: rect(100, 100, 50, 50)),
            SeenElement(.item, "pawn", frame: rect(110, 110, 20, 20)),
            SeenElement(.item, "knight", frame: rect(300, 300, 20, 20)),
            SeenElement(.control, "Undo", frame: rect(500, 10, 40, 20)),
            // As big as its square: not inside it (the web page's mirror reads it the same).
            SeenElement(.item, "rook", frame: rect(100, 100, 50, 50)),
        ]
        let parents = AccessibleNode.reading(seen, in: window).map(\.parent)
        #expect(parents == [nil, 0, 1, 0, nil, 0])
    }

    @Test func whileASheetIsUpOnlyWhatLiesInItIsPublished() {
        let seen = [
            SeenElement(.control, "New", frame: rect(0, 0, 40, 20)),
            SeenElement(.item, "dog", frame: rect(300, 300, 20, 20)),
            SeenElement(.place, "Save the picture", frame: rect(200, 150, 400, 300), kind: .dialog),
            SeenElement(.control, "Save", frame: rect(480, 400, 80, 30)),
        ]
        let nodes = AccessibleNode.reading(seen, in: window)
        // The dog lies under the sheet: covered, not in it.
        #expect(nodes.map(\.key) == ["place:Save the picture", "control:Save"])
        #expect(nodes.map(\.parent) == [nil, 0])
    }

    @Test func onlyPlacesOfKindPlaceHoldOthers() {
        let seen = [
            SeenElement(.place, "palette", frame: rect(0, 0, 400, 400), kind: .slider),
            SeenElement(.item, "dog", frame: rect(10, 10, 20, 20)),
        ]
        #expect(AccessibleNode.reading(seen, in: window).map(\.parent) == [nil, nil])
    }

    @Test func elementsOutsideTheWindowOrWithoutANameAreLeftOut() {
        let seen = [
            SeenElement(.control, "Shown", frame: rect(790, 590, 40, 40)),
            SeenElement(.control, "Right", frame: rect(800, 10, 40, 20)),
            SeenElement(.control, "Above", frame: rect(10, -20, 40, 20)),
            SeenElement(.control, "Nameless", frame: rect(10, 10, 40, 20), name: ""),
        ]
        #expect(AccessibleNode.reading(seen, in: window).map(\.element.label) == ["Shown"])
    }

    @Test func atMostSoManyElementsArePublished() {
        let seen = (0..<2000).map { SeenElement(.item, "\($0)", frame: rect(1, 1, 1, 1)) }
        #expect(AccessibleNode.reading(seen, in: window).count == AccessibleNode.mostElements)
    }

    @Test func theSpokenNameAddsWhatARoleCannotTell() {
        func spoken(_ element: SeenElement) -> String {
            AccessibleNode(key: "", element: element, parent: nil).spokenName
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

    @Test func pressingAControlTapsItsCentreWithTheBusPointer() {
        let node = AccessibleNode(
            key: "", element: SeenElement(.control, "Undo", frame: rect(10, 20, 40, 20)),
            parent: nil)
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
            let node = AccessibleNode(
                key: "", element: SeenElement(role, "e2", frame: rect(0, 0, 10, 10)), parent: nil)
            #expect(
                node.events(for: .press, at: 1)
                    == [.focus(FocusEvent(role, "e2", time: 1)), .key(KeyEvent(.enter, time: 1))])
        }
    }

    @Test func aTextFieldIsFocusedAndTappedToTypeIntoAndTextDoesNothing() {
        let field = AccessibleNode(
            key: "",
            element: SeenElement(.control, "Title", frame: rect(0, 0, 10, 10), kind: .textField),
            parent: nil)
        #expect(field.events(for: .focus, at: 0).count == 3)
        #expect(
            field.events(for: .press, at: 0).first == .focus(FocusEvent(.control, "Title", time: 0))
        )
        let words = AccessibleNode(
            key: "", element: SeenElement(.text, "Hello", frame: rect(0, 0, 10, 10)), parent: nil)
        #expect(words.events(for: .press, at: 0).isEmpty)
    }

    @Test func theBusIsJoinedOnlyWithASessionAndWithoutTheOptOut() {
        let session = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]
        #expect(AccessibilityBusCheck.mayReachBus(environment: session))
        #expect(AccessibilityBusCheck.mayReachBus(environment: ["AT_SPI_BUS_ADDRESS": "unix:x"]))
        #expect(!AccessibilityBusCheck.mayReachBus(environment: [:]))
        #expect(!AccessibilityBusCheck.mayReachBus(environment: ["DBUS_SESSION_BUS_ADDRESS": ""]))
        #expect(
            !AccessibilityBusCheck.mayReachBus(
                environment: session.merging(["NO_AT_BRIDGE": "1"]) { $1 }))
    }
}
