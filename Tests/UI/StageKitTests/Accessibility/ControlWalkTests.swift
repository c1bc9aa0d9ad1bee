import Geometry
import StageKit
import TestSupport
import Testing

/// F6's walk through the controls, played on the widget gallery through the scene driver,
/// which sends keys through it as the desktop host does.
@Suite("F6 walks the controls")
struct ControlWalkTests {
    var user = SceneDriver(WidgetGalleryScene())

    var tree: AccessibilityTree { AccessibilityTree(user.list.seen, in: user.size) }

    /// The names of the enabled controls, in the tree's order (the gallery has no other
    /// node pressed as a button).
    var controls: [String] {
        tree.nodes.filter { $0.element.role == .control && !$0.states.contains(.disabled) }
            .map(\.element.label)
    }

    @Test("F6 stops at each enabled control in the tree's order, then goes back to the page")
    mutating func walksInOrder() {
        let expected = controls
        #expect(expected.contains("Count") && !expected.contains("Disabled"))
        var walked: [String] = []
        for _ in expected {
            user.key("f6")
            walked.append(String(user.walk.chosen?.dropFirst("control:".count) ?? ""))
            let chosen = tree.node(.control, walked.last ?? "")
            #expect(user.walk.ring == chosen?.frame, "the ring is on \(walked.last ?? "")")
        }
        #expect(walked == expected)
        user.key("f6")
        #expect(!user.walk.isActive && user.walk.ring == nil, "past the last, back to the page")
        user.key("shift+f6")
        #expect(user.walk.chosen == "control:" + (expected.last ?? ""), "Shift+F6 goes back")
    }

    @Test("Enter and Space press the chosen button, and the walk stays on it")
    mutating func pressesTheChosenButton() {
        while user.walk.chosen != "control:Count" && controls.count > 0 {
            user.key("f6")
            if !user.walk.isActive { break }
        }
        #expect(user.walk.chosen == "control:Count")
        user.key("enter")
        user.key("space")
        user.wait(0.3)
        #expect(user.scene.count == 2)
        #expect(user.walk.chosen == "control:Count")
    }

    @Test("the text field chosen by F6 takes the typing; Escape leaves the walk")
    mutating func typesIntoTheChosenField() {
        for _ in controls where user.walk.chosen != "control:Type a file name" { user.key("f6") }
        #expect(user.walk.chosen == "control:Type a file name")
        user.type("plan")
        #expect(user.seen(.control, "Type a file name")?.value == "plan")
        user.key("escape")
        #expect(!user.walk.isActive)
    }

    @Test("a press anywhere leaves the walk, and the keys go back to the page")
    mutating func aPressLeaves() {
        user.key("f6")
        #expect(user.walk.isActive)
        user.tap(at: Point(x: 2, y: user.size.height - 2))
        #expect(!user.walk.isActive && user.walk.ring == nil)
        let before = user.scene.count
        user.key("enter")
        #expect(user.scene.count == before)
    }
}
