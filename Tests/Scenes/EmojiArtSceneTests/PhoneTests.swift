import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Emoji Art on a phone held upright (390×844), used by hand: the canvas takes the whole
/// width with the palette in a strip below it; an emoji is dragged up out of the strip
/// onto the canvas; a swipe along the strip (or the wheel) scrolls it sideways.
@Suite struct PhoneTests {
    static let phone = Size(width: 390, height: 844)

    static func phoneApp(_ document: EmojiArtDocument = EmojiArtDocument())
        -> SceneDriver<EmojiArtScene>
    {
        SceneDriver(document: document, size: phone)
    }

    @Test(arguments: [
        Size(width: 320, height: 480), Size(width: 360, height: 640), Size(width: 390, height: 844),
    ])
    func theCanvasComesFirstAcrossTheWholeWidthWithThePaletteInAStripBelow(size: Size) {
        let app = SceneDriver(document: foxAndCat(), size: size)
        #expect(app.desk.minX == 0 && app.desk.width == size.width)
        let strip = app.paletteGrid
        #expect(strip.minY >= app.desk.maxY - 0.5, "the palette lies below the canvas")
        #expect(strip.maxY <= size.height && strip.width == size.width)
        #expect(app.desk.height > strip.height, "the canvas is the larger part")
        // Fitted, the whole canvas is in view.
        #expect(app.desk.contains(app.canvas))
        #expect(isClose(app.canvas, app.fittedCanvas, tolerance: 1e-6))
        // The cells shown run left to right in the strip.
        let cells = app.cells.compactMap { app.cell($0) }
        #expect(cells.count >= 6)
        #expect(cells.allSatisfy { strip.contains($0.center) })
        #expect(Set(cells.map { $0.minX }).count >= max(cells.count / 2, 3), "side by side")
    }

    @Test func anEmojiDraggedUpOutOfTheStripLandsOnTheCanvasUnderTheFinger() {
        var app = Self.phoneApp()
        let spot = Point(x: app.canvas.midX - 40, y: app.canvas.midY + 30)
        app.dragFromPalette("🦊", to: spot)
        let fox = app.lastItem
        #expect(fox?.text == "🦊")
        #expect(isClose(fox!.position, app.canvasPoint(under: spot), tolerance: 1e-6))
        #expect(app.document.items.count == 1)
    }

    /// A finger waits: held still on an emoji for a moment, then moved up, it drags a copy
    /// onto the canvas (the press on the palette no longer reaches the drag only after the
    /// finger has moved, too late for the hold).
    @Test(arguments: [true, false])
    func aFingerHeldOnAnEmojiInTheStripThenMovedDragsItOntoTheCanvas(held: Bool) {
        var app = Self.phoneApp()
        app.pointerKind = .touch
        let spot = Point(x: app.canvas.midX - 40, y: app.canvas.midY + 30)
        app.press(at: app.paletteCell(of: "🦊"))
        let now = app.time
        let ticking = app.scene.advance(to: now)
        #expect(ticking, "the scene ticks while the finger waits")
        app.wait(held ? 0.3 : 0.1)
        app.drag(to: spot)
        app.release()
        app.settle()
        if held {
            #expect(app.lastItem?.text == "🦊")
            #expect(app.document.items.count == 1)
        } else {
            #expect(app.document.items.isEmpty, "a finger that moves at once drags nothing")
        }
    }

    @Test func aFingerHeldOnAnEmojiInTheStripIsStillATapThatAddsIt() {
        var app = Self.phoneApp()
        app.pointerKind = .touch
        let cell = app.paletteCell(of: "🦊")
        app.press(at: cell)
        app.wait(0.1)
        app.release(at: cell)
        app.settle()
        #expect(app.document.items.map { $0.text } == ["🦊"])
        #expect(app.statusLine?.hasPrefix("Added 🦊 in the middle") == true)
    }

    @Test func aSwipeAlongTheStripScrollsItAndAddsNothing() {
        var app = Self.phoneApp()
        app.showSet(named: "Travel")
        let first = app.cells[0]
        let firstCell = app.cell(first)!
        let travel = EmojiSet.all.first { $0.name == "Travel" }!.emoji
        #expect(app.cell(travel.last!) == nil, "the set is longer than the strip")
        // A swipe from right to left, starting on an emoji: the emoji follow the finger.
        let from = Point(x: 300, y: firstCell.midY)
        app.drag(from: from, to: Point(x: 100, y: firstCell.midY))
        #expect(app.cell(first) == nil, "the first emoji went out of view on the left")
        let second = app.cells[0]
        #expect(app.document.items.isEmpty, "a swipe adds nothing")
        #expect(app.lifted == nil && app.copies.isEmpty)
        // Swiped far, the strip stops at the set's end, with the last emoji in view.
        for _ in 0..<20 { app.drag(from: from, to: Point(x: 20, y: firstCell.midY)) }
        let last = app.cell(travel.last!)
        #expect(last != nil && last!.maxX <= app.paletteGrid.maxX + 1e-9)
        // And back: the first emoji returns to where it was.
        for _ in 0..<20 { app.drag(from: Point(x: 20, y: firstCell.midY), to: from) }
        #expect(app.cell(first) == firstCell)
        #expect(second != first)
    }

    @Test func anEmojiScrolledIntoViewInTheStripCanBeDraggedOntoTheCanvas() {
        var app = Self.phoneApp()
        app.showSet(named: "Travel")
        let last = EmojiSet.all.first { $0.name == "Travel" }!.emoji.last!
        let y = app.paletteGrid.midY
        for _ in 0..<20 { app.drag(from: Point(x: 360, y: y), to: Point(x: 20, y: y)) }
        let cell = try! #require(app.cell(last))
        app.drag(from: cell.center, to: app.canvas.center)
        #expect(app.lastItem?.text == last)
    }

    @Test func theWheelScrollsTheStripSideways() {
        var app = Self.phoneApp()
        app.showSet(named: "Travel")
        let first = app.cells[0]
        let firstCell = app.cell(first)!
        let canvas = app.canvas
        app.wheel(dy: -2, at: app.paletteGrid.center)
        #expect(app.cell(first) == nil || app.cell(first)!.minX < firstCell.minX)
        app.wheel(dx: 4, dy: 0, at: app.paletteGrid.center)
        #expect(app.cell(first) == firstCell, "a sideways wheel scrolls it back")
        #expect(app.canvas == canvas, "the canvas did not pan")
    }

    /// The resize handle is drawn small, but a finger 20 points off it still grabs it.
    @Test func theResizeHandleIsAFingersTargetOnAPhone() {
        var app = Self.phoneApp(foxAndCat())
        let cat = app.emoji(1)!.frame.center
        app.tap(at: cat)
        let handle = try! #require(app.handle(of: 1))
        let press = handle + (handle - cat) / (handle - cat).length * 20
        app.press(at: press)
        app.drag(to: press + (handle - cat) * 2)
        app.release()
        app.settle()
        #expect(app.document.item(withID: 1)!.size > 80 * 1.5, "the cat grew")
        var desktop = SceneDriver(document: foxAndCat())
        let desktopCat = desktop.emoji(1)!.frame.center
        desktop.tap(at: desktopCat)
        let desktopHandle = desktop.handle(of: 1)!
        let away = desktopHandle - desktopCat
        let off = desktopHandle + away / away.length * 20
        desktop.drag(from: off, to: off + away)
        #expect(desktop.document.item(withID: 1)!.size == 80, "a mouse must be on the handle")
    }

    @Test func aTapOnAnEmojiInTheStripAddsIt() {
        var app = Self.phoneApp()
        app.tap(at: app.cell(app.cells[0])!.center)
        #expect(app.statusLine?.hasPrefix("Added \(app.cells[0]) in the middle") == true)
        #expect(app.document.items.map { $0.text } == [app.cells[0]])
    }

    @Test func theGreetingSpeaksOfTapsAfterAFingerAndOfClicksAfterAMouse() {
        var app = Self.phoneApp()
        #expect(app.scene.status.contains("Click one to select it"), "\(app.scene.status)")
        app.pointerKind = .touch
        app.tap(at: app.canvas.center)
        #expect(app.scene.status.contains("Tap one to select it"), "\(app.scene.status)")
        #expect(!app.scene.status.contains("Click"))
        app.pointerKind = .mouse
        app.tap(at: app.canvas.center)
        #expect(app.scene.status.contains("Click one to select it"), "\(app.scene.status)")
    }

    @Test func theMoreMenuOpensWhollyOnAPhonesScreen() {
        var app = Self.phoneApp()
        let more = try! #require(app.control("More ▾"))
        #expect(more.frame.width >= 40 && more.frame.maxX <= Self.phone.width)
        app.tap(at: more.frame.center)
        let export = try! #require(app.control("Export PNG…"), "the folded commands are listed")
        let window = Rect(origin: .zero, size: Self.phone)
        #expect(window.contains(export.frame))
        #expect(export.frame.height >= 44, "a row a finger can hit")
        #expect(app.seen(.control).allSatisfy { window.contains($0.frame) })
        app.tap(at: Point(x: 20, y: app.desk.maxY - 20))
        #expect(app.control("Export PNG…") == nil, "a tap outside closes it")
    }
}
