import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing
@testable import EmojiArtScene

/// Whether the frame shows a resize handle (an accent-coloured disc) at a point.
private func showsHandle(_ app: EmojiArtDriver, at p: Point) -> Bool {
    app.scene.displayList().items.contains { item in
        if case .fill(.ellipse(let r), let color) = item.content {
            return color == Theme.standard.accent && isClose(r.center, p, tolerance: 1e-9)
        }
        return false
    }
}

@Test func aTapSelectsAnEmojiWithARingAndAResizeHandle() {
    var app = EmojiArtDriver(document: foxAndCat())
    #expect(app.scene.ringedItems.isEmpty)
    app.tap(at: app.windowPoint(of: Point(x: 510, y: 395)))
    #expect(app.scene.editor.selection == [1])
    let cat = app.document.item(withID: 1)!
    #expect(showsHandle(app, at: app.scene.handleCenter(of: cat)))
    app.tap(at: app.windowPoint(of: Point(x: 200, y: 150)))
    #expect(app.scene.editor.selection == [0], "a tap on another emoji selects it alone")
    app.tap(at: app.windowPoint(of: Point(x: 700, y: 60)))
    #expect(app.scene.editor.selection.isEmpty, "a tap on empty canvas deselects")
    #expect(!showsHandle(app, at: app.scene.handleCenter(of: cat)))
}

@Test func draggingTheHandleResizesTheSelectionInOneUndoStep() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.zoom(notches: 3, around: app.viewport.center)
    app.tap(at: app.windowPoint(of: Point(x: 500, y: 400)))
    let cat = app.document.item(withID: 1)!
    let handle = app.scene.handleCenter(of: cat)
    let center = app.windowPoint(of: cat.position)
    // Twice as far from the centre: twice the size.
    app.drag(from: handle, to: center + (handle - center) * 2)
    #expect(isClose(app.document.item(withID: 1)!.size, 160, tolerance: 1e-9))
    #expect(app.document.item(withID: 1)!.position == cat.position, "it grew in place")
    app.key("ctrl+z")
    #expect(app.document.item(withID: 1)!.size == 80)
    app.key("ctrl+shift+z")
    #expect(isClose(app.document.item(withID: 1)!.size, 160, tolerance: 1e-9))
}

@Test func theHandleKeepsTheSizeWithinTheAllowedRange() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.tap(at: app.windowPoint(of: Point(x: 500, y: 400)))
    let cat = app.document.item(withID: 1)!
    let center = app.windowPoint(of: cat.position)
    app.drag(from: app.scene.handleCenter(of: cat), to: center + Vector(dx: 0.2, dy: 0.2))
    #expect(app.document.item(withID: 1)!.size == DocumentLimits.itemSizeRange.lowerBound)
}

@Test func theWheelOverTheSelectionResizesIt() {
    var app = EmojiArtDriver(document: foxAndCat())
    let fox = app.windowPoint(of: Point(x: 200, y: 150))
    let view = app.scene.view
    app.tap(at: fox)
    app.wheel(at: fox, dy: 2)
    #expect(isClose(app.document.item(withID: 0)!.size, 60 * 1.2, tolerance: 1e-9))
    app.wheel(at: fox, dy: -2)
    #expect(isClose(app.document.item(withID: 0)!.size, 60, tolerance: 1e-9))
    #expect(app.scene.view == view, "the canvas did not pan")
    app.wheel(at: app.windowPoint(of: Point(x: 500, y: 400)), dy: 1)
    #expect(app.document.item(withID: 1)!.size == 80, "an emoji not selected is not resized")
    #expect(app.scene.view != view, "the wheel panned instead")
}

@Test func deleteRemovesTheSelection() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.key("delete")
    #expect(app.document.items.count == 2, "nothing selected, nothing deleted")
    app.tap(at: app.windowPoint(of: Point(x: 200, y: 150)))
    app.key("delete")
    #expect(app.document.items.map { $0.text } == ["🐈"])
    app.tap(at: app.windowPoint(of: Point(x: 500, y: 400)))
    app.key("backspace")
    #expect(app.document.items.isEmpty)
    app.key("ctrl+z")
    app.key("ctrl+z")
    #expect(app.document == foxAndCat())
}

@Test func escapeDeselectsAndOnlyThenLeavesInsideTheLauncher() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.scene.escapeLeaves = true
    app.tap(at: app.windowPoint(of: Point(x: 200, y: 150)))
    app.key("escape")
    #expect(app.scene.editor.selection.isEmpty && app.scene.exitRequest == nil)
    app.key("escape")
    #expect(app.scene.exitRequest == .back)
}

@Test func aPressAfterALostReleaseEndsTheResizeSoLaterEditsStayTheirOwnSteps() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.tap(at: app.windowPoint(of: Point(x: 500, y: 400)))
    let cat = app.document.item(withID: 1)!
    let handle = app.scene.handleCenter(of: cat)
    app.send(app.script.press(at: handle))
    app.send(app.script.drag(to: handle + Vector(dx: 30, dy: 30)))
    let grown = app.document.item(withID: 1)!.size
    #expect(grown > 80)
    // The release never arrives; the next press picks the Animals tab, and a bee goes on the canvas.
    app.dragFromPalette("🐝", to: app.viewport.center)
    #expect(app.document.items.count == 3)
    app.key("escape")
    #expect(
        app.document.items.count == 3 && app.document.item(withID: 1)!.size == grown,
        "Esc undid nothing")
    app.key("ctrl+z")
    #expect(
        app.document.items.count == 2 && app.document.item(withID: 1)!.size == grown,
        "the add is its own step")
    app.key("ctrl+z")
    #expect(app.document.item(withID: 1)!.size == 80, "and so is the resize")
}
