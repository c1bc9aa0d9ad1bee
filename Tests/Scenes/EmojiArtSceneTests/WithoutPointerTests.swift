import EmojiArt
import Geometry
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Emoji Art with the keys alone, as on the desktop: F6 reaches the palette, Enter adds an
/// emoji, the arrows move it, and with nothing selected they pan the view.
@Suite("Emoji Art without a pointer")
struct EmojiArtWithoutPointerTests {
    @Test func f6ReachesAPaletteEmojiAndEnterAddsItInTheMiddle() throws {
        var app = SceneDriver(document: EmojiArtDocument())
        let first = try #require(app.cells.first)
        for _ in 0..<60 where app.walk.chosen != "place:palette \(first)" { app.key("f6") }
        #expect(app.walk.chosen == "place:palette \(first)")
        #expect(app.walk.ring == app.cell(first))
        app.key("enter")
        app.settle()
        #expect(app.document.items.map(\.text) == [first])
        #expect(app.selection == app.document.items.map(\.id), "added and selected")
        // The walk stays on the palette; the arrows go to the page and move the new emoji.
        let start = try #require(app.document.items.first).position
        app.key("right")
        #expect(app.document.items.first?.position == start + Vector(dx: 10, dy: 0))
    }

    @Test func withNothingSelectedTheArrowsPanTheView() {
        var app = SceneDriver(document: foxAndCat())
        let pan = app.pan
        app.key("right")
        #expect(isClose(app.pan.dx, pan.dx - EmojiArtScene.panStep, tolerance: 1e-9))
        app.key("shift+down")
        #expect(isClose(app.pan.dy, pan.dy - EmojiArtScene.panStep / 4, tolerance: 1e-9))
        #expect(app.document == foxAndCat(), "panning changes nothing in the picture")
        app.key("0")
        #expect(app.canvas == app.fittedCanvas)
    }

    @Test func tabSelectsEachEmojiInTurnAndTheKeysActOnIt() {
        var app = SceneDriver(document: foxAndCat())
        let ids = app.document.items.map(\.id)
        app.key("tab")
        #expect(app.selection == [ids[0]])
        app.key("tab")
        #expect(app.selection == [ids[1]])
        #expect(app.scene.status.hasPrefix("Selected "))
        app.key("shift+tab")
        app.key("shift+tab")
        #expect(app.selection == [ids[ids.count - 1]], "back past the first, to the last")
        let start = app.document.items.last!.position
        app.key("down")
        #expect(app.document.items.last!.position == start + Vector(dx: 0, dy: 10))
        app.key("delete")
        #expect(app.document.items.count == ids.count - 1)
    }

    @Test func steppingThroughThePaletteScrollsItSoEveryEmojiCanBeReached() throws {
        var app = SceneDriver(document: EmojiArtDocument())
        let set = app.scene.palette.currentSet.emoji
        #expect(app.cells.count < set.count, "the Faces set does not fit: \(app.cells.count)")
        let last = try #require(set.last)
        for _ in 0..<(set.count + 40) where app.walk.chosen != "place:palette \(last)" {
            app.key("f6")
        }
        #expect(app.walk.chosen == "place:palette \(last)", "the last face came into reach")
        #expect(app.cells.contains(last))
        app.key("enter")
        #expect(app.document.items.map(\.text) == [last])
    }

    @Test func ofSeveralSelectedOnlyTheTopmostHasTheFocus() {
        var app = SceneDriver(document: foxAndCat())
        app.key("ctrl+a")
        let items = app.seen(.item).filter { Int($0.label) != nil }
        #expect(items.allSatisfy { $0.states.contains(.selected) })
        #expect(items.filter { $0.states.contains(.focused) }.map(\.label) == ["1"])
    }

    @Test func spaceGathersASelectionThatTabThenLeavesAsItIs() throws {
        let document = try EmojiArtDocument(
            canvasSize: Size(width: 800, height: 600), background: .white,
            items: foxAndCat().items + [
                EmojiItem(id: 2, text: "🐝", position: Point(x: 650, y: 120), size: 50)
            ])
        var app = SceneDriver(document: document)
        app.key("tab")
        #expect(app.selection == [0])
        app.key("space")
        #expect(app.selection == [0], "the first Space keeps the one Tab chose")
        app.key("tab")
        app.key("tab")
        #expect(app.selection == [0], "Tab now only moves the focus")
        let focused = app.seen(.item).filter { $0.states.contains(.focused) }.map(\.label)
        #expect(focused == ["2"])
        #expect(app.scene.status.hasPrefix("🐝, 3 of 3, Space adds it"))
        app.key("space")
        #expect(app.selection == [0, 2])
        #expect(app.scene.status == "Added 🐝: 2 emoji selected.")
        app.key("right")
        #expect(app.document.items[0].position == Point(x: 210, y: 150))
        #expect(app.document.items[2].position == Point(x: 660, y: 120))
        #expect(app.document.items[1].position == Point(x: 500, y: 400), "the cat stayed")
        app.key("tab")
        app.key("space")
        #expect(app.selection == [2], "Space takes the focused one out")
        app.key("escape")
        #expect(app.selection.isEmpty)
        app.key("tab")
        #expect(app.selection == [1], "after Escape, Tab selects the next alone again")
    }
}
