import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// A right or middle click in the middle of a left-button gesture changes nothing: only the
/// left release ends it (and Escape cancels it).
struct SecondButtonTests {
    @Test(arguments: [PointerButton.secondary, .middle])
    func aPaletteDragGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(document: foxAndCat())
        let cell = app.cell(app.cells[0])!
        let target = app.windowPoint(of: Point(x: 400, y: 300))
        app.press(at: cell.center)
        app.drag(to: target)
        app.click(button)
        app.wait(0.3)
        #expect(app.document == foxAndCat(), "nothing dropped")
        #expect(app.lifted?.label.hasPrefix("copy ") == true, "still dragging")
        app.drag(to: target + Vector(dx: 10, dy: 0), steps: 2)
        app.release()
        app.settle()
        #expect(app.document.items.count == 3, "the left release drops it")
        let added = app.document.items.last!
        #expect(isClose(app.windowPoint(of: added.position), target + Vector(dx: 10, dy: 0)))
    }

    @Test(arguments: [PointerButton.secondary, .middle])
    func movingAnEmojiGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(document: foxAndCat())
        let fox = app.windowPoint(of: Point(x: 200, y: 150))
        app.press(at: fox)
        app.drag(to: fox + Vector(dx: 100, dy: 50))
        app.click(button)
        app.wait(0.3)
        #expect(app.document == foxAndCat(), "not dropped")
        #expect(app.lifted?.label == "0", "still dragging")
        app.drag(to: fox + Vector(dx: 120, dy: 60), steps: 3)
        app.release()
        app.settle()
        let moved = app.document.item(withID: 0)!
        #expect(isClose(app.windowPoint(of: moved.position), fox + Vector(dx: 120, dy: 60)))
        #expect(app.document.items.count == 2)
    }

    @Test func escapeStillCancelsADragAfterAnotherButtonsClick() {
        var app = SceneDriver(document: foxAndCat())
        let fox = app.windowPoint(of: Point(x: 200, y: 150))
        app.press(at: fox)
        app.drag(to: fox + Vector(dx: 100, dy: 50))
        app.click(.secondary)
        app.key("escape")
        app.release()
        app.settle()
        #expect(app.document == foxAndCat())
        #expect(app.control("Undo")?.value == "disabled")
    }

    @Test(arguments: [PointerButton.secondary, .middle])
    func theResizeHandleGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(document: foxAndCat())
        app.tap(at: app.windowPoint(of: Point(x: 500, y: 400)))
        let cat = app.document.item(withID: 1)!
        let handle = app.handle(of: 1)!
        let center = app.windowPoint(of: cat.position)
        app.press(at: handle)
        app.drag(to: center + (handle - center) * 1.5)
        let resized = app.document.item(withID: 1)!.size
        #expect(resized > 80)
        app.click(button)
        #expect(app.document.item(withID: 1)!.size == resized, "still resizing")
        app.drag(to: center + (handle - center) * 2)
        app.release()
        app.settle()
        #expect(isClose(app.document.item(withID: 1)!.size, 160, tolerance: 1e-9))
        app.key("ctrl+z")
        #expect(app.document.item(withID: 1)!.size == 80, "one undo step")
    }

    @Test(arguments: [PointerButton.secondary, .middle])
    func aPanGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(document: foxAndCat())
        let start = Point(x: app.desk.maxX - 20, y: app.desk.minY + 20)
        let pan = app.pan
        app.pointerKind = .touch
        app.press(at: start)
        app.drag(to: start + Vector(dx: -60, dy: 30))
        app.click(button)
        app.drag(to: start + Vector(dx: -100, dy: 50))
        app.release()
        app.settle()
        let moved = app.pan - pan
        #expect(isClose(Point(x: moved.dx, y: moved.dy), Point(x: -100, y: 50), tolerance: 1e-9))
    }

    @Test(arguments: [PointerButton.secondary, .middle])
    func aLassoGoesOnThroughAnotherButtonsClick(button: PointerButton) {
        var app = SceneDriver(document: foxAndCat())
        let start = app.windowPoint(of: Point(x: 20, y: 20))
        app.press(at: start)
        app.drag(to: app.windowPoint(of: Point(x: 100, y: 100)))
        app.click(button)
        app.drag(to: app.windowPoint(of: Point(x: 500, y: 400)))
        app.release()
        app.settle()
        #expect(app.selection == [0, 1], "the lasso went on to the cat")
        #expect(app.document == foxAndCat())
    }
}
