import EmojiArt
import Geometry
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// A finger's way to select several emoji: a held finger opens the menu, Select more makes
/// taps add and take out emoji, and a tap on empty canvas ends it, keeping the selection.
@Suite("Emoji Art: selecting by taps")
struct EmojiArtSelectingByTapsTests {
    @Test func heldFingerThenSelectMoreThenTapsBuildASelection() {
        var app = SceneDriver(document: foxAndCat(), size: Size(width: 390, height: 844))
        app.pointerKind = .touch
        app.press(at: app.emoji(0)!.frame.center)
        app.wait(0.6)
        app.release()
        app.settle()
        app.chooseMenuItem("Select more")
        #expect(app.selection == [0])
        #expect(app.scene.status.hasPrefix("Selecting: tap emoji"))
        app.tap(at: app.emoji(1)!.frame.center)
        #expect(app.selection == [0, 1], "a tap adds")
        app.tap(at: app.emoji(1)!.frame.center)
        #expect(app.selection == [0], "a second tap takes it out")
        app.tap(at: app.emoji(1)!.frame.center)
        let empty = app.windowPoint(of: Point(x: 700, y: 80))
        #expect(app.emoji(at: empty) == nil)
        app.tap(at: empty)
        #expect(app.selection == [0, 1], "a tap on empty canvas ends it, keeping both")
        #expect(app.scene.status.hasPrefix("2 emoji selected"))
        app.tap(at: app.emoji(1)!.frame.center)
        #expect(app.selection == [1], "taps select alone again")
        #expect(app.document == foxAndCat(), "nothing moved")
    }

    @Test func escapeEndsSelectingByTapsAndKeepsTheSelection() {
        var app = SceneDriver(document: foxAndCat())
        app.rightClick(at: app.emoji(1)!.frame.center)
        app.chooseMenuItem("Select more")
        app.tap(at: app.emoji(0)!.frame.center)
        app.key("escape")
        #expect(app.selection == [0, 1])
        app.key("escape")
        #expect(app.selection.isEmpty)
    }
}
