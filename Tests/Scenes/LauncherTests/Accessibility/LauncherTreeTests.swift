import EngineGallery
import Geometry
import Launcher
import StageKit
import TestSupport
import Testing

/// The demos app played through its accessibility tree alone, as a screen reader user
/// would: every press is a node's action, every check reads the tree.
@Suite("Launcher and apps, through the accessibility tree")
struct LauncherTreeTests {
    var user = SceneDriver(LauncherScene(entries: DemoCatalog.entries))

    var tree: AccessibilityTree { AccessibilityTree(user.list.seen, in: user.size) }

    /// Does what assistive technology asks of the node of `role` labelled `label`.
    mutating func ask(
        _ action: AccessibilityAction, of role: SeenElement.Role, _ label: String
    ) throws {
        let node = try #require(tree.node(role, label), "\(label) is in the tree")
        for event in node.events(for: action, at: user.time + 0.05) { user.scene.handle(event) }
        user.wait(0.5)
    }

    @Test("the cards are buttons named for their apps, at the window's top level")
    func cards() throws {
        let tree = tree
        for entry in DemoCatalog.entries {
            let card = try #require(tree.node(.control, entry.title))
            #expect(card.kind == .button)
            #expect(card.parent == nil)
            #expect(card.actions == [.press, .focus])
        }
    }

    @Test("a card pressed through the tree opens its app; a piece pressed is picked up, focused")
    mutating func pentominoes() throws {
        try ask(.press, of: .control, "Pentominoes")
        #expect(user.scene.openAppTitle == "Pentominoes")
        let opened = tree
        let board = try #require(opened.index(of: .place, "board"))
        #expect(opened.nodes[board].kind == .place)
        #expect(opened.node(.control, "Pentominoes") == nil, "the cards are gone")
        try ask(.press, of: .item, "I")
        let carrying = tree
        let focus = try #require(carrying.focus)
        #expect(carrying.nodes[focus].key == "item:I")
        #expect(carrying.nodes[focus].states.contains(.grabbed))
        #expect(carrying.nodes[focus].spokenName == "The I piece, picked up")
        // Carried onto the board with the arrows, dropped with Enter: it lies in the board.
        for _ in 0..<3 { user.key("left") }
        user.key("enter")
        user.wait(1)
        let dropped = tree
        let piece = try #require(dropped.node(.item, "I"))
        #expect(!piece.states.contains(.grabbed))
        #expect(piece.parent == dropped.index(of: .place, "board"))
    }

    @Test("the million zones page: the lit zone lies in the view, and the tree stays small")
    func millionZones() throws {
        var page = SceneDriver(EngineGalleryScene(page: .millionZones))
        page.settle(limit: 120)
        // Zoomed in about the middle zone until zones are drawn one by one, then pointed at.
        let all = try #require(page.seen(.place, "All zones")).frame
        let pitch = all.width / 1000
        let zone = Point(x: all.minX + 500.5 * pitch, y: all.minY + 500.5 * pitch)
        for _ in 0..<6 { page.wheel(dy: 3, at: zone) }
        page.move(to: zone)
        let tree = AccessibilityTree(page.list.seen, in: page.size)
        #expect(tree.nodes.count <= AccessibilityTree.mostNodes)
        // Zoomed in, all the zones span more than the view: the view is the smallest place
        // holding the lit zone.
        let view = try #require(tree.index(of: .place, "Field"))
        let lit = try #require(tree.nodes.firstIndex { $0.element.value == "lit" })
        #expect(tree.nodes[lit].parent == view)
        #expect(tree.nodes[lit].kind == .place)
    }
}
