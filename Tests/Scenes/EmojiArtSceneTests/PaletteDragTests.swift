import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Sets the view by hand, the way a user would: zoom notches with ctrl+wheel around a
/// point, then a finger's drag on empty canvas to pan (a mouse draws a lasso there).
private func arrange(
    _ app: inout SceneDriver<EmojiArtScene>, zoomNotches: Double, pan: Vector
) {
    if zoomNotches != 0 { app.zoom(notches: zoomNotches, around: Point(x: 700, y: 380)) }
    if pan != .zero {
        let empty = Point(x: app.desk.maxX - 20, y: app.desk.minY + 20)
        app.pointerKind = .touch
        app.drag(from: empty, to: empty + pan)
        app.pointerKind = .mouse
        app.wait(0.1)
    }
}

@Test(arguments: [
    (0.0, Vector.zero), (6, .zero), (-5, .zero), (4, Vector(dx: -150, dy: 90)),
    (-3, Vector(dx: 120, dy: -60)), (40, Vector(dx: -30, dy: -20)),
])
func anEmojiDroppedOnTheCanvasLandsExactlyUnderThePointer(zoomNotches: Double, pan: Vector) {
    var app = SceneDriver(document: EmojiArtDocument())
    arrange(&app, zoomNotches: zoomNotches, pan: pan)
    let zoom = app.zoom
    #expect(zoomNotches == 0 || !isClose(zoom, 1, tolerance: 1e-12))
    // Somewhere on the canvas that is in view, grabbed off the cell's centre.
    let canvasSpot = app.canvasPoint(under: Point(x: 760, y: 420))
    #expect(app.document.canvasBounds.contains(canvasSpot), "the test aims at the canvas")
    let pointer = app.windowPoint(of: canvasSpot)
    app.dragFromPalette("🦊", to: pointer, grab: Vector(dx: 9, dy: -7))
    let fox = app.lastItem
    #expect(fox?.text == "🦊")
    #expect(isClose(fox!.position, app.canvasPoint(under: pointer), tolerance: 1e-9))
    #expect(isClose(fox!.position, canvasSpot, tolerance: 1e-6))
    #expect(
        isClose(
            fox!.size,
            EmojiArtScene.newItemSize(zoom: zoom, canvasSize: app.document.canvasSize),
            tolerance: 1e-9))
    #expect(app.document.items.count == 1)
    #expect(app.isAtRest(fox!.id), "drawn where it landed")
}

@Test func theCopyGlowsGreenOverTheCanvasAndRedElsewhere() {
    var app = SceneDriver(document: EmojiArtDocument())
    let green = SceneDriver<EmojiArtScene>.green
    let red = SceneDriver<EmojiArtScene>.red
    func glows(_ color: Color) -> Bool {
        app.list.items.contains { item in
            if case .fill(.ellipse, let c) = item.content {
                return c == color && item.shadow != nil
            }
            return false
        }
    }
    app.dragFromPalette("🍕", to: app.desk.center, release: false)
    #expect(app.dropIsAccepted == true)
    #expect(glows(green) && !glows(red))
    app.drag(to: Point(x: 120, y: 400))  // back over the palette
    #expect(app.dropIsAccepted == false)
    #expect(glows(red) && !glows(green))
    let desk = Point(x: app.desk.maxX - 8, y: app.desk.maxY - 8)  // in view, off the canvas
    #expect(!app.document.canvasBounds.contains(app.canvasPoint(under: desk)))
    app.drag(to: desk)
    #expect(app.dropIsAccepted == false)
    app.drag(to: app.desk.center)
    #expect(app.dropIsAccepted == true)
}

@Test func thePaletteCopyGlidesBackToThePaletteAfterADrop() {
    var app = SceneDriver(document: EmojiArtDocument())
    let cell = app.paletteCell(of: "🌳")
    app.hold(from: cell, to: app.desk.center)
    app.release()
    #expect(app.document.items.count == 1)
    let copy = app.copies.first?.label
    #expect(copy != nil, "the copy is still on its way back")
    app.wait(0.08)
    let midway = app.seen(.item, copy!)!.frame.center
    #expect(
        midway.distance(to: cell) > 40 && midway.distance(to: app.desk.center) > 5,
        "gliding, not jumping")
    var closest = midway.distance(to: cell)
    for _ in 0..<60 where app.seen(.item, copy!) != nil {
        app.wait(1.0 / 60)
        if let p = app.seen(.item, copy!)?.frame.center {
            closest = min(closest, p.distance(to: cell))
        }
    }
    #expect(closest < 1, "it reached its cell")
    #expect(app.copies.isEmpty && app.settle(limit: 0), "and then rests in the palette")
}

@Test func aCopyDroppedOffTheCanvasAddsNothing() {
    var app = SceneDriver(document: EmojiArtDocument())
    app.dragFromPalette("🐢", to: Point(x: 150, y: 500))  // on the palette
    // The desk beside the canvas.
    app.dragFromPalette("🐢", to: Point(x: app.desk.maxX - 5, y: app.desk.maxY - 5))
    app.dragFromPalette("🐢", to: Point(x: 600, y: 20))  // the toolbar
    #expect(app.document.items.isEmpty)
    #expect(!app.isEnabled("Undo"))
    app.wait(1)
    #expect(app.copies.isEmpty)
}

/// The way to add an emoji without dragging (WCAG 2.5.7): a tap puts it in the middle of
/// the view, selected, so that the arrows move it.
@Test func aTapOnThePaletteAddsTheEmojiInTheMiddleSelected() {
    var app = SceneDriver(document: EmojiArtDocument())
    app.tap(at: app.paletteCell(of: "😀"))
    #expect(app.document.items.map { $0.text } == ["😀"])
    #expect(app.scene.editor.selection == Set(app.document.items.map { $0.id }))
}
