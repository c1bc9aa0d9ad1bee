import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// A finger flicking the palette strip on a phone: let go while moving, the strip glides
/// on further than the finger went, slows, and comes to rest within the set; the scene
/// asks for frames while it glides and stops asking at rest.
@Suite struct PaletteFlickTests {
    /// The phone app on the Travel set (longer than the strip), played by a finger.
    static func flickable() -> SceneDriver<EmojiArtScene> {
        var app = PhoneTests.phoneApp()
        app.showSet(named: "Travel")
        app.pointerKind = .touch
        return app
    }

    @Test func aFlickGlidesFurtherThanTheFingerAndComesToRestWithinTheSet() {
        var app = Self.flickable()
        let y = app.paletteGrid.midY
        app.flick(from: Point(x: 300, y: y), to: Point(x: 240, y: y), steps: 4)
        let travelled = app.scene.palette.scroll
        #expect(isClose(travelled, 60, tolerance: 1), "the strip followed the finger")
        var scene = app.scene
        let gliding = scene.advance(to: app.time + SceneDriver<EmojiArtScene>.frame)
        #expect(gliding, "it glides on")
        let settled = app.settle()
        #expect(settled, "and comes to rest")
        #expect(app.scene.palette.scroll > travelled + 30, "a flick carries the strip on")
        #expect(app.scene.palette.scroll <= app.scene.palette.maximumScroll)
        #expect(app.document.items.isEmpty && app.copies.isEmpty, "a flick adds nothing")
    }

    @Test func aWildFlickStopsAtTheEndOfTheSet() {
        var app = Self.flickable()
        let y = app.paletteGrid.midY
        app.flick(from: Point(x: 360, y: y), to: Point(x: 60, y: y), steps: 2)
        let settled = app.settle()
        #expect(settled)
        let end = app.scene.palette.maximumScroll
        #expect(end > 300 && isClose(app.scene.palette.scroll, end, tolerance: 0.5))
        let last = EmojiSet.all.first { $0.name == "Travel" }!.emoji.last!
        #expect(app.cell(last) != nil, "the last emoji is in view")
    }

    @Test func aMouseSwipeDoesNotGlide() {
        var app = PhoneTests.phoneApp()
        app.showSet(named: "Travel")
        let y = app.paletteGrid.midY
        app.flick(from: Point(x: 300, y: y), to: Point(x: 240, y: y), steps: 4)
        app.settle()
        #expect(isClose(app.scene.palette.scroll, 60, tolerance: 1))
    }
}
