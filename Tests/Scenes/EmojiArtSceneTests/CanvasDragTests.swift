import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

@Test(arguments: [0.0, 5, -4, 12])
func draggingAnEmojiMovesItByThePointersTravelInCanvasPoints(zoomNotches: Double) {
    var app = SceneDriver(document: foxAndCat())
    if zoomNotches != 0 {
        app.zoom(notches: zoomNotches, around: app.windowPoint(of: Point(x: 300, y: 250)))
    }
    app.drag(
        from: Point(x: app.desk.maxX - 10, y: app.desk.minY + 10),
        to: Point(x: app.desk.maxX - 60, y: app.desk.minY + 40))  // a pan, too
    let zoom = app.zoom
    let start = app.windowPoint(of: Point(x: 205, y: 145))  // on the fox, off its centre
    let travel = Vector(dx: 30, dy: 20)
    app.drag(from: start, to: start + travel)
    let fox = app.document.item(withID: 0)!
    #expect(isClose(fox.position, Point(x: 200 + 30 / zoom, y: 150 + 20 / zoom), tolerance: 1e-9))
    #expect(app.document.item(withID: 1)!.position == Point(x: 500, y: 400), "the cat stayed")
    app.wait(0.5)
    #expect(app.isAtRest(0), "it settled and is drawn where the document has it")
    app.key("ctrl+z")
    #expect(app.document.item(withID: 0)!.position == Point(x: 200, y: 150), "one undo step")
}

@Test(arguments: [4.0, -3])
func zoomingWhileAnEmojiGlidesLandsItWhereItNowRests(zoomNotches: Double) {
    var app = SceneDriver(document: foxAndCat())
    let start = app.windowPoint(of: Point(x: 200, y: 150))
    app.hold(from: start, to: start + Vector(dx: 90, dy: 60))
    app.release()
    app.wait(0.05)
    app.zoom(notches: zoomNotches, around: app.desk.center)
    #expect(!app.isAtRest(0), "still gliding")
    var last = app.emoji(0)!.frame.center
    var frames = 0
    while !app.isAtRest(0) && frames < 180 {
        app.wait(1.0 / 60)
        frames += 1
        let now = app.emoji(0)!.frame.center
        #expect(now.distance(to: last) < 30, "no jump between frames")
        last = now
    }
    #expect(app.isAtRest(0), "it came to rest")
    #expect(
        isClose(last, app.windowPoint(of: app.document.item(withID: 0)!.position), tolerance: 1e-6))
}

@Test func anEmojiDroppedOffTheCanvasGlidesBackToWhereItWas() {
    var app = SceneDriver(document: foxAndCat())
    let home = app.windowPoint(of: Point(x: 200, y: 150))
    app.hold(from: home, to: Point(x: 100, y: 300))  // over the palette
    app.release()
    #expect(app.document == foxAndCat(), "nothing changed")
    app.wait(0.08)
    let midway = app.emoji(0)!.frame.center
    #expect(midway.distance(to: home) > 20, "gliding, not jumping")
    app.wait(1)
    #expect(app.isAtRest(0) && app.settle(limit: 0))
    // Off the canvas but inside the view counts as outside too.
    app.drag(from: home, to: Point(x: app.desk.maxX - 4, y: app.desk.maxY - 4))
    #expect(app.document == foxAndCat())
    #expect(!app.isEnabled("Undo"))
}

@Test func theTrashAppearsOnlyWhileAnEmojiOfTheCanvasIsDragged() {
    var app = SceneDriver(document: foxAndCat())
    let trashText = SceneDriver<EmojiArtScene>.trashText
    #expect(!app.strings.contains(trashText) && app.trash == nil)
    app.hold(from: app.windowPoint(of: Point(x: 500, y: 400)), to: app.desk.center)
    #expect(app.trash != nil && app.strings.contains(trashText))
    let trash = app.trash!.frame
    app.release()
    app.settle()
    #expect(app.trash == nil)
    app.dragFromPalette("🐸", to: trash.center, release: false)
    #expect(app.trash == nil && !app.strings.contains(trashText), "not for palette copies")
    app.release()
}

@Test func anEmojiDroppedOnTheTrashIsDeletedAndUndoBringsItBack() {
    var app = SceneDriver(document: foxAndCat())
    app.hold(from: app.windowPoint(of: Point(x: 500, y: 400)), to: app.desk.center)
    app.drag(to: app.trash!.frame.center)
    #expect(app.trash?.value == "highlighted" && app.dropIsAccepted == true)
    app.release()
    #expect(app.document.items.map { $0.text } == ["🦊"])
    app.wait(0.1)
    #expect(!app.copies.isEmpty, "it fades into the trash")
    app.wait(1)
    #expect(app.copies.isEmpty)
    app.key("ctrl+z")
    #expect(app.document == foxAndCat())
    app.key("ctrl+shift+z")
    #expect(app.document.items.count == 1)
}

@Test func escapeCancelsADragAndTheEmojiGoesBack() {
    var app = SceneDriver(document: foxAndCat())
    app.hold(from: app.windowPoint(of: Point(x: 200, y: 150)), to: app.desk.center)
    app.key("escape")
    app.release()
    #expect(app.document == foxAndCat())
    app.wait(1)
    #expect(app.settle(limit: 0) && app.isAtRest(0))
}

@Test func theDraggedEmojiIsLiftedAboveTheRest() {
    var app = SceneDriver(document: foxAndCat())
    app.hold(
        from: app.windowPoint(of: Point(x: 200, y: 150)),
        to: app.windowPoint(of: Point(x: 500, y: 400)))
    app.wait(0.3)
    let resting = app.expectedFrame(of: app.document.item(withID: 0)!)
    #expect(app.emoji(0)!.frame.width > resting.width * 1.05)
    #expect(app.lifted?.label == "0")
    let texts = app.list.items.compactMap { item -> String? in
        if case .text(let run) = item.content, run.string == "🦊" || run.string == "🐈" {
            return run.string
        }
        return nil
    }
    #expect(texts.last == "🦊", "drawn after the cat")
    #expect(app.seen(.item).last?.label == "0", "seen last, too")
}
