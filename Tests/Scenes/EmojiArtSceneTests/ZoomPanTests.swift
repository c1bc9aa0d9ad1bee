import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing
@testable import EmojiArtScene

@Test func ctrlWheelZoomsAroundThePointer() {
    var app = EmojiArtDriver()
    let pointer = Point(x: 640, y: 300)
    let under = app.canvasPoint(under: pointer)
    let zoom = app.scene.view.zoom
    app.zoom(notches: 3, around: pointer)
    #expect(isClose(app.scene.view.zoom, zoom * 1.3, tolerance: 1e-12))
    #expect(
        isClose(app.canvasPoint(under: pointer), under, tolerance: 1e-9),
        "the point under the pointer stayed")
    app.zoom(notches: -3, around: Point(x: 900, y: 500))
    #expect(isClose(app.scene.view.zoom, zoom * 1.3 / 1.3, tolerance: 1e-12))
}

@Test func plusAndMinusZoomAroundThePointer() {
    var app = EmojiArtDriver()
    let pointer = Point(x: 500, y: 250)
    app.send([PointerEvent(.move, at: pointer, time: 0.1)])
    let under = app.canvasPoint(under: pointer)
    let zoom = app.scene.view.zoom
    app.key("+")
    #expect(isClose(app.scene.view.zoom, zoom * 1.25, tolerance: 1e-12))
    app.key("shift+=")
    #expect(isClose(app.scene.view.zoom, zoom * 1.25 * 1.25, tolerance: 1e-12))
    app.key("-")
    #expect(isClose(app.scene.view.zoom, zoom * 1.25, tolerance: 1e-12))
    #expect(isClose(app.canvasPoint(under: pointer), under, tolerance: 1e-9))
}

@Test func theZoomStaysBetweenATenthAndTenTimes() {
    var app = EmojiArtDriver()
    for _ in 0..<40 { app.zoom(notches: 5, around: Point(x: 700, y: 400)) }
    #expect(app.scene.view.zoom == 10)
    for _ in 0..<60 { app.key("-") }
    #expect(app.scene.view.zoom == 0.1)
}

@Test func aTwoFingerPinchZoomsAndPans() {
    var app = EmojiArtDriver()
    let a = Point(x: 600, y: 400), b = Point(x: 800, y: 400)
    let middle = Point(x: 700, y: 400)
    let under = app.canvasPoint(under: middle)
    let zoom = app.scene.view.zoom
    var t = 0.1
    app.send([
        PointerEvent(.down, at: a, time: t, pointer: 1),
        PointerEvent(.down, at: b, time: t, pointer: 2),
    ])
    // The fingers spread to twice the span, and their middle moves 30 points right.
    for i in 1...10 {
        t += 0.02
        let k = Double(i) / 10
        app.send([
            PointerEvent(.move, at: Point(x: 600 - 100 * k + 30 * k, y: 400), time: t, pointer: 1),
            PointerEvent(.move, at: Point(x: 800 + 100 * k + 30 * k, y: 400), time: t, pointer: 2),
        ])
    }
    app.send([
        PointerEvent(.up, at: Point(x: 530, y: 400), time: t + 0.02, pointer: 1),
        PointerEvent(.up, at: Point(x: 930, y: 400), time: t + 0.02, pointer: 2),
    ])
    #expect(isClose(app.scene.view.zoom, zoom * 2, tolerance: 1e-9))
    #expect(
        isClose(app.canvasPoint(under: middle + Vector(dx: 30, dy: 0)), under, tolerance: 1e-9),
        "the canvas point between the fingers moved with them")
    #expect(app.document.items.isEmpty && app.scene.editor.selection.isEmpty)
}

@Test func aPinchStartedOnAnEmojiDoesNotDragIt() {
    var app = EmojiArtDriver(document: foxAndCat())
    let fox = app.windowPoint(of: Point(x: 200, y: 150))
    var t = 0.1
    app.send([PointerEvent(.down, at: fox, time: t, pointer: 1)])
    for i in 1...5 {
        t += 0.02;
        app.send([
            PointerEvent(.move, at: fox + Vector(dx: Double(i) * 4, dy: 0), time: t, pointer: 1)
        ])
    }
    app.send([PointerEvent(.down, at: fox + Vector(dx: 200, dy: 0), time: t, pointer: 2)])
    for i in 1...5 {
        t += 0.02;
        app.send([
            PointerEvent(
                .move, at: fox + Vector(dx: 200 + Double(i) * 20, dy: 0), time: t, pointer: 2)
        ])
    }
    app.send([
        PointerEvent(.up, at: fox, time: t, pointer: 1),
        PointerEvent(.up, at: fox, time: t, pointer: 2),
    ])
    app.wait(1)
    #expect(app.document == foxAndCat(), "the fox went back when the pinch began")
    #expect(app.scene.view.zoom > 1.1)
}

@Test func aDoubleTapOnEmptyCanvasFitsItToTheWindow() {
    var app = EmojiArtDriver(document: foxAndCat())
    let fitted = app.scene.view
    app.zoom(notches: 8, around: Point(x: 500, y: 200))
    app.drag(from: Point(x: 1200, y: 700), to: Point(x: 1000, y: 600))
    #expect(app.scene.view != fitted)
    let empty = app.windowPoint(of: Point(x: 300, y: 250))
    #expect(app.viewport.contains(empty))
    #expect(app.scene.item(at: empty) == nil)
    app.send(app.script.tap(at: empty))
    app.script.wait(0.1)
    app.send(app.script.tap(at: empty))
    #expect(app.scene.view == fitted)
    let expected = try! CanvasView.fitting(
        canvasSize: app.document.canvasSize, in: app.viewport,
        margin: EmojiArtLayout.fitMargin)
    #expect(app.scene.view == expected)
}

@Test func aDoubleTapOnAnEmojiDoesNotFit() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.zoom(notches: 4, around: Point(x: 500, y: 200))
    let zoomed = app.scene.view
    let fox = app.windowPoint(of: Point(x: 200, y: 150))
    app.send(app.script.tap(at: fox))
    app.script.wait(0.1)
    app.send(app.script.tap(at: fox))
    #expect(app.scene.view == zoomed)
}

@Test func draggingEmptyCanvasPansByThePointersTravel() {
    var app = EmojiArtDriver(document: foxAndCat())
    let pan = app.scene.view.pan
    let start = app.windowPoint(of: Point(x: 700, y: 100))
    app.drag(from: start, to: start + Vector(dx: -120, dy: 45))
    #expect(
        isClose(app.scene.view.pan.dx, pan.dx - 120) && isClose(app.scene.view.pan.dy, pan.dy + 45))
    #expect(app.document == foxAndCat())
}

@Test func theWheelPansTheCanvas() {
    var app = EmojiArtDriver(document: foxAndCat())
    let pan = app.scene.view.pan
    app.wheel(at: app.windowPoint(of: Point(x: 700, y: 100)), dy: 2)
    #expect(isClose(app.scene.view.pan.dy, pan.dy + 80))
    app.wheel(at: app.windowPoint(of: Point(x: 700, y: 100)), dx: -1, dy: 0)
    #expect(isClose(app.scene.view.pan.dx, pan.dx - 40))
}

@Test func aResizeRefitsACanvasTheUserHasNotMoved() {
    var app = EmojiArtDriver()
    app.scene.handle(.resize(ResizeEvent(size: Size(width: 1600, height: 1000), time: 1)))
    let expected = try! CanvasView.fitting(
        canvasSize: app.document.canvasSize, in: app.viewport,
        margin: EmojiArtLayout.fitMargin)
    #expect(app.scene.view == expected)
    app.zoom(notches: 2, around: app.viewport.center)
    let zoomed = app.scene.view
    app.scene.handle(.resize(ResizeEvent(size: Size(width: 1400, height: 900), time: 2)))
    #expect(app.scene.view == zoomed, "a view the user set is kept")
}
