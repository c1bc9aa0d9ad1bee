import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing
@testable import EmojiArtScene

/// A document with a fox and a cat on an 800 × 600 canvas.
func foxAndCat() -> EmojiArtDocument {
    try! EmojiArtDocument(
        canvasSize: Size(width: 800, height: 600), background: .white,
        items: [
            EmojiItem(id: 0, text: "🦊", position: Point(x: 200, y: 150), size: 60),
            EmojiItem(id: 1, text: "🐈", position: Point(x: 500, y: 400), size: 80),
        ])
}

@Test(arguments: [0.0, 5, -4, 12])
func draggingAnEmojiMovesItByThePointersTravelInCanvasPoints(zoomNotches: Double) {
    var app = EmojiArtDriver(document: foxAndCat())
    if zoomNotches != 0 {
        app.zoom(notches: zoomNotches, around: app.windowPoint(of: Point(x: 300, y: 250)))
    }
    app.drag(
        from: Point(x: app.viewport.maxX - 10, y: app.viewport.minY + 10),
        to: Point(x: app.viewport.maxX - 60, y: app.viewport.minY + 40))  // a pan, too
    let zoom = app.scene.view.zoom
    let start = app.windowPoint(of: Point(x: 205, y: 145))  // on the fox, off its centre
    let travel = Vector(dx: 30, dy: 20)
    app.drag(from: start, to: start + travel)
    let fox = app.document.item(withID: 0)!
    #expect(isClose(fox.position, Point(x: 200 + 30 / zoom, y: 150 + 20 / zoom), tolerance: 1e-9))
    #expect(app.document.item(withID: 1)!.position == Point(x: 500, y: 400), "the cat stayed")
    app.wait(0.5)
    #expect(app.scene.look.pose(of: .item(0)) == nil, "it settled and is drawn from the document")
    app.key("ctrl+z")
    #expect(app.document.item(withID: 0)!.position == Point(x: 200, y: 150), "one undo step")
}

@Test(arguments: [4.0, -3])
func zoomingWhileAnEmojiGlidesLandsItWhereItNowRests(zoomNotches: Double) {
    var app = EmojiArtDriver(document: foxAndCat())
    let start = app.windowPoint(of: Point(x: 200, y: 150))
    app.drag(from: start, to: start + Vector(dx: 90, dy: 60))
    app.wait(0.05)
    app.zoom(notches: zoomNotches, around: app.viewport.center)
    var last = app.scene.look.pose(of: .item(0))!.position
    while app.scene.look.pose(of: .item(0)) != nil {
        app.wait(1.0 / 60)
        let now =
            app.scene.look.pose(of: .item(0))?.position
            ?? app.windowPoint(of: app.document.item(withID: 0)!.position)
        #expect(now.distance(to: last) < 30, "no jump between frames")
        last = now
    }
    #expect(
        isClose(last, app.windowPoint(of: app.document.item(withID: 0)!.position), tolerance: 1e-6))
}

@Test func anEmojiDroppedOffTheCanvasGlidesBackToWhereItWas() {
    var app = EmojiArtDriver(document: foxAndCat())
    let home = app.windowPoint(of: Point(x: 200, y: 150))
    app.drag(from: home, to: Point(x: 100, y: 300))  // over the palette
    #expect(app.document == foxAndCat(), "nothing changed")
    app.wait(0.08)
    let midway = app.scene.look.pose(of: .item(0))!.position
    #expect(midway.distance(to: home) > 20, "gliding, not jumping")
    app.wait(1)
    #expect(app.scene.look.pose(of: .item(0)) == nil && !app.scene.look.isAnimating)
    // Off the canvas but inside the view counts as outside too.
    app.drag(from: home, to: Point(x: app.viewport.maxX - 4, y: app.viewport.maxY - 4))
    #expect(app.document == foxAndCat())
    #expect(!app.scene.editor.canUndo)
}

@Test func theTrashAppearsOnlyWhileAnEmojiOfTheCanvasIsDragged() {
    var app = EmojiArtDriver(document: foxAndCat())
    let trashText = "🗑️ Drop here to delete"
    #expect(!app.scene.displayList().strings.contains(trashText))
    app.dragFromPalette("🐸", to: app.scene.layout.trash.center, release: false)
    #expect(
        !app.scene.isTrashShown && !app.scene.displayList().strings.contains(trashText),
        "not for palette copies")
    app.send(app.script.release())
    app.drag(
        from: app.windowPoint(of: Point(x: 500, y: 400)), to: app.viewport.center, release: false)
    #expect(app.scene.isTrashShown && app.scene.displayList().strings.contains(trashText))
    app.send(app.script.release())
    #expect(!app.scene.isTrashShown)
}

@Test func anEmojiDroppedOnTheTrashIsDeletedAndUndoBringsItBack() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.drag(
        from: app.windowPoint(of: Point(x: 500, y: 400)), to: app.scene.layout.trash.center,
        release: false)
    #expect(app.scene.session.target.zone == .trash && app.scene.dropFeedback == .accepted)
    app.send(app.script.release())
    #expect(app.document.items.map { $0.text } == ["🦊"])
    app.wait(0.1)
    #expect(!app.scene.copies.isEmpty, "it fades into the trash")
    app.wait(1)
    #expect(app.scene.copies.isEmpty)
    app.key("ctrl+z")
    #expect(app.document == foxAndCat())
    app.key("ctrl+shift+z")
    #expect(app.document.items.count == 1)
}

@Test func escapeCancelsADragAndTheEmojiGoesBack() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.drag(
        from: app.windowPoint(of: Point(x: 200, y: 150)), to: app.viewport.center, release: false)
    app.key("escape")
    app.send(app.script.release())
    #expect(app.document == foxAndCat())
    app.wait(1)
    #expect(!app.scene.look.isAnimating)
}

@Test func theDraggedEmojiIsLiftedAboveTheRest() {
    var app = EmojiArtDriver(document: foxAndCat())
    app.drag(
        from: app.windowPoint(of: Point(x: 200, y: 150)),
        to: app.windowPoint(of: Point(x: 500, y: 400)),
        release: false)
    app.wait(0.3)
    #expect(app.scene.look.pose(of: .item(0))!.scale > 1.05)
    let texts = app.scene.displayList().items.compactMap { item -> String? in
        if case .text(let run) = item.content, run.string == "🦊" || run.string == "🐈" {
            return run.string
        }
        return nil
    }
    #expect(texts.last == "🦊", "drawn after the cat")
}
