import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing
@testable import EmojiArtScene

/// A right or middle click in the middle of a left-button gesture changes nothing: only the
/// left release ends it (and Escape cancels it).
struct SecondButtonTests {
    /// The window point showing a canvas point.
    private func windowPoint(_ app: SceneDriver<EmojiArtScene>, _ c: Point) -> Point {
        app.scene.view.windowRect(
            fromCanvas: Rect(center: c, size: Size(width: 0, height: 0)),
            in: app.scene.layout.viewport
        ).center
    }

    @Test(arguments: [PointerButton.secondary, .middle])
    func aPaletteDragGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(EmojiArtScene(document: foxAndCat()))
        let cell = app.scene.palette.visibleCell(of: app.scene.palette.currentSet.emoji[0])!
        let target = windowPoint(app, Point(x: 400, y: 300))
        app.press(at: cell.center)
        app.drag(to: target)
        app.click(button)
        app.wait(0.3)
        #expect(app.scene.document == foxAndCat(), "nothing dropped")
        #expect(app.scene.session.phase == .dragging, "still dragging")
        app.drag(to: target + Vector(dx: 10, dy: 0), steps: 2)
        app.release()
        app.settle()
        #expect(app.scene.document.items.count == 3, "the left release drops it")
        let added = app.scene.document.items.last!
        #expect(isClose(windowPoint(app, added.position), target + Vector(dx: 10, dy: 0)))
    }

    @Test(arguments: [PointerButton.secondary, .middle])
    func movingAnEmojiGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(EmojiArtScene(document: foxAndCat()))
        let fox = windowPoint(app, Point(x: 200, y: 150))
        app.press(at: fox)
        app.drag(to: fox + Vector(dx: 100, dy: 50))
        app.click(button)
        app.wait(0.3)
        #expect(app.scene.document == foxAndCat(), "not dropped")
        #expect(app.scene.session.phase == .dragging)
        app.drag(to: fox + Vector(dx: 120, dy: 60), steps: 3)
        app.release()
        app.settle()
        let moved = app.scene.document.item(withID: 0)!
        #expect(isClose(windowPoint(app, moved.position), fox + Vector(dx: 120, dy: 60)))
        #expect(app.scene.document.items.count == 2)
    }

    @Test func escapeStillCancelsADragAfterAnotherButtonsClick() {
        var app = SceneDriver(EmojiArtScene(document: foxAndCat()))
        let fox = windowPoint(app, Point(x: 200, y: 150))
        app.press(at: fox)
        app.drag(to: fox + Vector(dx: 100, dy: 50))
        app.click(.secondary)
        app.key("escape")
        app.release()
        app.settle()
        #expect(app.scene.document == foxAndCat())
        #expect(!app.scene.editor.canUndo)
    }

    @Test(arguments: [PointerButton.secondary, .middle])
    func theResizeHandleGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(EmojiArtScene(document: foxAndCat()))
        app.tap(at: windowPoint(app, Point(x: 500, y: 400)))
        let cat = app.scene.document.item(withID: 1)!
        let handle = app.scene.handleCenter(of: cat)
        let center = windowPoint(app, cat.position)
        app.press(at: handle)
        app.drag(to: center + (handle - center) * 1.5)
        app.click(button)
        #expect(app.scene.handleDrag != nil, "still resizing")
        app.drag(to: center + (handle - center) * 2)
        app.release()
        app.settle()
        #expect(isClose(app.scene.document.item(withID: 1)!.size, 160, tolerance: 1e-9))
        app.key("ctrl+z")
        #expect(app.scene.document.item(withID: 1)!.size == 80, "one undo step")
    }

    @Test(arguments: [PointerButton.secondary, .middle])
    func aPanGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(EmojiArtScene(document: foxAndCat()))
        let viewport = app.scene.layout.viewport
        let start = Point(x: viewport.maxX - 20, y: viewport.minY + 20)
        let pan = app.scene.view.pan
        app.press(at: start)
        app.drag(to: start + Vector(dx: -60, dy: 30))
        app.click(button)
        app.drag(to: start + Vector(dx: -100, dy: 50))
        app.release()
        app.settle()
        let moved = app.scene.view.pan - pan
        #expect(isClose(Point(x: moved.dx, y: moved.dy), Point(x: -100, y: 50), tolerance: 1e-9))
    }
}
