import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Whether the frame shows a resize handle (an accent-coloured disc) at a point.
private func showsHandle(_ app: SceneDriver<EmojiArtScene>, at p: Point) -> Bool {
    app.list.items.contains { item in
        if case .fill(.ellipse(let r), let color) = item.content {
            return color == Theme.standard.accent && isClose(r.center, p, tolerance: 1e-6)
        }
        return false
    }
}

@Test func aTapSelectsAnEmojiWithARingAndAResizeHandle() {
    var app = SceneDriver(document: foxAndCat())
    #expect(app.selection.isEmpty)
    app.tap(at: app.windowPoint(of: Point(x: 510, y: 395)))
    #expect(app.selection == [1])
    let cat = app.emoji(1)!.frame
    let corner = Point(x: cat.maxX + 4, y: cat.maxY + 4)  // the ring's corner
    #expect(isClose(app.handle(of: 1)!, corner, tolerance: 1e-9))
    #expect(showsHandle(app, at: app.handle(of: 1)!))
    app.tap(at: app.windowPoint(of: Point(x: 200, y: 150)))
    #expect(app.selection == [0], "a tap on another emoji selects it alone")
    app.tap(at: app.windowPoint(of: Point(x: 700, y: 60)))
    #expect(app.selection.isEmpty, "a tap on empty canvas deselects")
    #expect(app.handle(of: 1) == nil && !showsHandle(app, at: corner))
}

@Test func draggingTheHandleResizesTheSelectionInOneUndoStep() {
    var app = SceneDriver(document: foxAndCat())
    app.zoom(notches: 3, around: app.desk.center)
    app.tap(at: app.windowPoint(of: Point(x: 500, y: 400)))
    let cat = app.document.item(withID: 1)!
    let handle = app.handle(of: 1)!
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
    var app = SceneDriver(document: foxAndCat())
    app.tap(at: app.windowPoint(of: Point(x: 500, y: 400)))
    let cat = app.document.item(withID: 1)!
    let center = app.windowPoint(of: cat.position)
    app.drag(from: app.handle(of: 1)!, to: center + Vector(dx: 0.2, dy: 0.2))
    #expect(app.document.item(withID: 1)!.size == DocumentLimits.itemSizeRange.lowerBound)
}

@Test func theWheelOverTheSelectionResizesIt() {
    var app = SceneDriver(document: foxAndCat())
    let fox = app.windowPoint(of: Point(x: 200, y: 150))
    let view = app.canvas
    app.tap(at: fox)
    app.wheel(dy: 2, at: fox)
    #expect(isClose(app.document.item(withID: 0)!.size, 60 * 1.2, tolerance: 1e-9))
    app.wheel(dy: -2, at: fox)
    #expect(isClose(app.document.item(withID: 0)!.size, 60, tolerance: 1e-9))
    #expect(app.canvas == view, "the canvas did not pan")
    app.wheel(dy: 1, at: app.windowPoint(of: Point(x: 500, y: 400)))
    #expect(app.document.item(withID: 1)!.size == 80, "an emoji not selected is not resized")
    #expect(app.canvas != view, "the wheel panned instead")
}

@Test func deleteRemovesTheSelection() {
    var app = SceneDriver(document: foxAndCat())
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
    var app = SceneDriver(document: foxAndCat(), escapeLeaves: true)
    app.tap(at: app.windowPoint(of: Point(x: 200, y: 150)))
    #expect(app.selection == [0])
    app.key("escape")
    #expect(app.selection.isEmpty && app.scene.exitRequest == nil)
    app.key("escape")
    #expect(app.scene.exitRequest == .back)
}

@Test func aPressAfterALostReleaseEndsTheResizeSoLaterEditsStayTheirOwnSteps() {
    var app = SceneDriver(document: foxAndCat())
    app.tap(at: app.windowPoint(of: Point(x: 500, y: 400)))
    let cat = app.document.item(withID: 1)!
    #expect(cat.size == 80)
    let handle = app.handle(of: 1)!
    app.press(at: handle)
    app.drag(to: handle + Vector(dx: 30, dy: 30))
    let grown = app.document.item(withID: 1)!.size
    #expect(grown > 80)
    // The release never arrives; the next press picks the Animals tab, and a bee goes on the canvas.
    app.dragFromPalette("🐝", to: app.desk.center)
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
