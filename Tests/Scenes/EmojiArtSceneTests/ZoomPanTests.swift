import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

@Test func ctrlWheelZoomsAroundThePointer() {
    var app = SceneDriver(document: EmojiArtDocument())
    let pointer = Point(x: 640, y: 300)
    let under = app.canvasPoint(under: pointer)
    let zoom = app.zoom
    app.zoom(notches: 3, around: pointer)
    #expect(isClose(app.zoom, zoom * 1.3, tolerance: 1e-12))
    #expect(
        isClose(app.canvasPoint(under: pointer), under, tolerance: 1e-9),
        "the point under the pointer stayed")
    app.zoom(notches: -3, around: Point(x: 900, y: 500))
    #expect(isClose(app.zoom, zoom * 1.3 / 1.3, tolerance: 1e-12))
}

@Test func plusAndMinusZoomAroundThePointer() {
    var app = SceneDriver(document: EmojiArtDocument())
    let pointer = Point(x: 500, y: 250)
    app.move(to: pointer)
    let under = app.canvasPoint(under: pointer)
    let zoom = app.zoom
    let readout = app.zoomReadout!
    app.key("+")
    #expect(isClose(app.zoom, zoom * 1.25, tolerance: 1e-12))
    #expect(app.zoomReadout == Int((zoom * 125).rounded()), "the readout follows")
    #expect(app.zoomReadout != readout)
    app.key("shift+=")
    #expect(isClose(app.zoom, zoom * 1.25 * 1.25, tolerance: 1e-12))
    app.key("-")
    #expect(isClose(app.zoom, zoom * 1.25, tolerance: 1e-12))
    #expect(isClose(app.canvasPoint(under: pointer), under, tolerance: 1e-9))
}

@Test func theZoomStaysBetweenATenthAndTenTimes() {
    var app = SceneDriver(document: EmojiArtDocument())
    for _ in 0..<40 { app.zoom(notches: 5, around: Point(x: 700, y: 400)) }
    #expect(isClose(app.zoom, 10, tolerance: 1e-12) && app.zoomReadout == 1000)
    for _ in 0..<60 { app.key("-") }
    #expect(isClose(app.zoom, 0.1, tolerance: 1e-12) && app.zoomReadout == 10)
}

@Test func aTwoFingerPinchZoomsAndPans() {
    var app = SceneDriver(document: EmojiArtDocument())
    let a = Point(x: 600, y: 400), b = Point(x: 800, y: 400)
    let middle = Point(x: 700, y: 400)
    let under = app.canvasPoint(under: middle)
    let zoom = app.zoom
    app.wait(0.1)
    app.pointer(.down, at: a, id: 1)
    app.pointer(.down, at: b, id: 2)
    // The fingers spread to twice the span, and their middle moves 30 points right.
    for i in 1...10 {
        app.wait(0.02)
        let k = Double(i) / 10
        app.pointer(.move, at: Point(x: 600 - 100 * k + 30 * k, y: 400), id: 1)
        app.pointer(.move, at: Point(x: 800 + 100 * k + 30 * k, y: 400), id: 2)
    }
    app.wait(0.02)
    app.pointer(.up, at: Point(x: 530, y: 400), id: 1)
    app.pointer(.up, at: Point(x: 930, y: 400), id: 2)
    #expect(isClose(app.zoom, zoom * 2, tolerance: 1e-9))
    #expect(
        isClose(app.canvasPoint(under: middle + Vector(dx: 30, dy: 0)), under, tolerance: 1e-9),
        "the canvas point between the fingers moved with them")
    #expect(app.document.items.isEmpty && app.selection.isEmpty)
}

@Test func aPinchStartedOnAnEmojiDoesNotDragIt() {
    var app = SceneDriver(document: foxAndCat())
    let fox = app.windowPoint(of: Point(x: 200, y: 150))
    let zoom = app.zoom
    app.wait(0.1)
    app.pointer(.down, at: fox, id: 1)
    for i in 1...5 {
        app.wait(0.02)
        app.pointer(.move, at: fox + Vector(dx: Double(i) * 4, dy: 0), id: 1)
    }
    app.pointer(.down, at: fox + Vector(dx: 200, dy: 0), id: 2)
    for i in 1...5 {
        app.wait(0.02)
        app.pointer(.move, at: fox + Vector(dx: 200 + Double(i) * 20, dy: 0), id: 2)
    }
    app.pointer(.up, at: fox, id: 1)
    app.pointer(.up, at: fox, id: 2)
    app.wait(1)
    #expect(app.document == foxAndCat(), "the fox went back when the pinch began")
    #expect(app.isAtRest(0))
    #expect(app.zoom > zoom * 1.1)
}

@Test func aDoubleTapOnEmptyCanvasFitsItToTheWindow() {
    var app = SceneDriver(document: foxAndCat())
    let fitted = app.canvas
    app.zoom(notches: 8, around: Point(x: 500, y: 200))
    app.drag(from: Point(x: 1200, y: 700), to: Point(x: 1000, y: 600))
    #expect(app.canvas != fitted)
    let empty = app.windowPoint(of: Point(x: 300, y: 250))
    #expect(app.desk.contains(empty))
    #expect(app.emoji(at: empty) == nil)
    app.doubleTap(at: empty)
    #expect(isClose(app.canvas, fitted, tolerance: 1e-9))
    #expect(isClose(app.canvas, app.fittedCanvas, tolerance: 1e-9))
}

@Test func aDoubleTapOnAnEmojiDoesNotFit() {
    var app = SceneDriver(document: foxAndCat())
    app.zoom(notches: 4, around: Point(x: 500, y: 200))
    let zoomed = app.canvas
    let fox = app.windowPoint(of: Point(x: 200, y: 150))
    app.doubleTap(at: fox)
    #expect(app.canvas == zoomed)
}

@Test func aFingerDraggedOnEmptyCanvasPansByItsTravel() {
    var app = SceneDriver(document: foxAndCat())
    app.pointerKind = .touch
    let pan = app.pan
    let start = app.windowPoint(of: Point(x: 700, y: 100))
    app.drag(from: start, to: start + Vector(dx: -120, dy: 45))
    #expect(isClose(app.pan.dx, pan.dx - 120) && isClose(app.pan.dy, pan.dy + 45))
    #expect(app.document == foxAndCat())
}

@Test func theWheelPansTheCanvas() {
    var app = SceneDriver(document: foxAndCat())
    let pan = app.pan
    app.wheel(dy: 2, at: app.windowPoint(of: Point(x: 700, y: 100)))
    #expect(isClose(app.pan.dy, pan.dy + 80))
    app.wheel(dx: -1, dy: 0, at: app.windowPoint(of: Point(x: 700, y: 100)))
    #expect(isClose(app.pan.dx, pan.dx - 40))
}

@Test func aResizeRefitsACanvasTheUserHasNotMoved() {
    var app = SceneDriver(document: EmojiArtDocument())
    app.resize(to: Size(width: 1600, height: 1000))
    #expect(isClose(app.canvas, app.fittedCanvas, tolerance: 1e-9))
    app.zoom(notches: 2, around: app.desk.center)
    let zoom = app.zoom
    let pan = app.pan
    app.resize(to: Size(width: 1400, height: 900))
    #expect(
        isClose(app.zoom, zoom, tolerance: 1e-12) && isClose(app.pan.dx, pan.dx)
            && isClose(app.pan.dy, pan.dy), "a view the user set is kept")
}
