import Geometry
import StageKit
import TestSupport
import Testing

/// The widget gallery played through its accessibility tree, as a screen reader would: find
/// a node by name, ask for its action, read the tree again.
@Suite("Widget gallery, through its accessibility tree")
struct WidgetGalleryTreeTests {
    var user = SceneDriver(WidgetGalleryScene())

    var tree: AccessibilityTree { AccessibilityTree(user.list.seen, in: user.size) }

    /// Does what assistive technology asks of the control named `label`.
    mutating func ask(_ action: AccessibilityAction, of label: String) throws {
        let node = try #require(tree.node(.control, label), "\(label) is in the tree")
        for event in node.events(for: action, at: user.time + 0.05) { user.scene.handle(event) }
        user.wait(0.3)
    }

    @Test("the controls are there with their kinds, names and states")
    func controls() throws {
        let tree = tree
        #expect(tree.node(.control, "Count")?.kind == .button)
        #expect(tree.node(.control, "Disabled")?.states.contains(.disabled) == true)
        #expect(tree.node(.control, "Large")?.kind == .segment)
        #expect(tree.node(.control, "Open sheet…") != nil)
        #expect(tree.dialog == nil)
        #expect(tree.nodes.allSatisfy { !$0.spokenName.isEmpty })
    }

    @Test("pressing Count through the tree counts; the text field takes the focus")
    mutating func pressAndFocus() throws {
        try ask(.press, of: "Count")
        try ask(.press, of: "Count")
        #expect(user.scene.count == 2)
        try ask(.focus, of: "Type a file name")
        let focus = try #require(tree.focus)
        #expect(tree.nodes[focus].kind == .textField)
    }

    @Test("an open sheet is a dialog holding its buttons; what is behind it leaves the tree")
    mutating func sheet() throws {
        try ask(.press, of: "Open sheet…")
        let open = tree
        let dialog = try #require(open.dialog)
        #expect(open.nodes[dialog].kind == .dialog)
        #expect(open.nodes[dialog].spokenName == "A modal sheet")
        #expect(open.node(.control, "Count") == nil)
        let ok = try #require(open.index(of: .control, "OK"))
        #expect(open.nodes[ok].parent == dialog)
        try ask(.press, of: "OK")
        #expect(user.scene.confirmations == 1)
        #expect(tree.dialog == nil)
        #expect(tree.node(.control, "Count") != nil)
    }
}
