import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing
@testable import EmojiArtScene

/// An emoji dropped from the palette is as large on the canvas as it was in the palette,
/// whatever the zoom, within sane bounds; and emoji are drawn at their final size on
/// screen (no scaling transform left for the renderer to blow up).
struct DropSizeTests {
    /// Turns ctrl+wheel notches around `p` until the zoom stops changing.
    private func zoomAllTheWay(
        _ app: inout SceneDriver<EmojiArtScene>, in zoomingIn: Bool, at p: Point
    ) {
        for _ in 0..<200 {
            let before = app.canvas
            app.wheel(dy: zoomingIn ? 3 : -3, at: p, modifiers: .control)
            if app.canvas == before { break }
        }
    }

    /// Drags the first emoji of the palette to `p` and returns the emoji added.
    private func dropFromPalette(_ app: inout SceneDriver<EmojiArtScene>, at p: Point) -> EmojiItem?
    {
        let text = app.cells[0]
        let cell = app.cell(text)!
        let before = app.document.items.count
        app.drag(from: cell.center, to: p)
        guard app.document.items.count == before + 1 else { return nil }
        return app.document.items.last
    }

    /// The text runs drawn for an emoji of the canvas (not the palette's cell).
    private func canvasRuns(_ app: SceneDriver<EmojiArtScene>, _ text: String) -> [DisplayItem] {
        app.list.items.filter { item in
            if case .text(let run) = item.content, run.string == text {
                return app.desk.contains(item.transform.apply(to: run.position))
            }
            return false
        }
    }

    @Test func atActualSizeTheDropIsTheSizeShownInThePalette() {
        let canvas = try! EmojiArtDocument(
            canvasSize: Size(width: 1000, height: 400), background: .white, items: [])
        var app = SceneDriver(document: canvas)
        #expect(isClose(app.zoom, 1, tolerance: 1e-12), "the canvas fits at actual size")
        #expect(app.zoomReadout == 100)
        let shown = app.paletteGlyphSize(app.cells[0])!
        let added = dropFromPalette(&app, at: app.desk.center)
        #expect(isClose(added!.size, shown / CanvasPicture.glyphScale))
        let runs = canvasRuns(app, added!.text)
        #expect(runs.count == 1)
        if case .text(let run)? = runs.first?.content {
            #expect(isClose(run.font.size, shown), "the palette's glyph size")
        }
    }

    @Test func zoomedFarOutTheDropIsAQuarterOfTheCanvasAtMost() {
        var app = SceneDriver(document: foxAndCat())
        let middle = app.windowPoint(of: Point(x: 400, y: 300))
        zoomAllTheWay(&app, in: false, at: middle)
        #expect(isClose(app.zoom, 0.1, tolerance: 1e-12) && app.zoomReadout == 10)
        let target = app.windowPoint(of: Point(x: 400, y: 300))
        let added = dropFromPalette(&app, at: target)
        // On screen it was 41.5 points: 415 canvas points at 0.1x, more than the picture
        // can take; a quarter of the 600-point side instead.
        #expect(added?.size == 150)
    }

    @Test func zoomedFarInTheDropIsSmallInTheDocumentAndDrawnSharp() {
        var app = SceneDriver(document: foxAndCat())
        let shown = app.paletteGlyphSize(app.cells[0])!
        let middle = app.windowPoint(of: Point(x: 400, y: 300))
        zoomAllTheWay(&app, in: true, at: middle)
        #expect(isClose(app.zoom, 10, tolerance: 1e-12) && app.zoomReadout == 1000)
        let added = dropFromPalette(&app, at: app.desk.center)
        #expect(isClose(added!.size, shown / CanvasPicture.glyphScale / 10))
        app.settle()
        // Drawn at its final size: a 34-point glyph with no scaling in its transform.
        let runs = canvasRuns(app, added!.text)
        #expect(runs.count == 1)
        if let item = runs.first, case .text(let run) = item.content {
            #expect(isClose(run.font.size, shown, tolerance: 1e-9))
            #expect(isClose(item.transform.apply(to: Vector(dx: 1, dy: 0)).length, 1))
        }
    }
}
