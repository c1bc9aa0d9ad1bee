import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// A fox, a cat, a bee and a tree on an 800 × 600 canvas: the fox and cat top left, the
/// bee and tree bottom right.
func fourEmoji() -> EmojiArtDocument {
    try! EmojiArtDocument(
        canvasSize: Size(width: 800, height: 600), background: .white,
        items: [
            EmojiItem(id: 0, text: "🦊", position: Point(x: 150, y: 150), size: 60),
            EmojiItem(id: 1, text: "🐈", position: Point(x: 300, y: 200), size: 80),
            EmojiItem(id: 2, text: "🐝", position: Point(x: 600, y: 450), size: 40),
            EmojiItem(id: 3, text: "🌳", position: Point(x: 700, y: 500), size: 90),
        ])
}

/// Several emoji at once: clicks with Shift and Control, the lasso, ctrl+a, dragging the
/// whole selection, and what the keys and the menu do to all of it.
@Suite struct ManySelectedTests {
    var app = SceneDriver(document: fourEmoji())

    func at(_ id: Int) -> Point { app.windowPoint(of: app.document.item(withID: id)!.position) }

    @Test mutating func shiftClickAddsControlClickTogglesAPlainClickSelectsOne() {
        app.tap(at: at(0))
        #expect(app.selection == [0])
        app.tap(at: at(2), modifiers: .shift)
        #expect(app.selection == [0, 2])
        #expect(app.statusLine == "2 emoji selected: drag one to move them all.")
        app.tap(at: at(3), modifiers: .control)
        #expect(app.selection == [0, 2, 3])
        app.tap(at: at(0), modifiers: .control)
        #expect(app.selection == [2, 3], "ctrl-click takes a selected emoji out")
        app.tap(at: at(2))
        #expect(app.selection == [2], "a plain click on a selected emoji keeps only it")
    }

    @Test mutating func ctrlASelectsEverythingAndEscapeClears() {
        app.key("ctrl+a")
        #expect(app.selection == [0, 1, 2, 3])
        #expect(app.statusLine == "4 emoji selected: drag one to move them all.")
        app.key("escape")
        #expect(app.selection.isEmpty)
    }

    @Test(arguments: [0.0, -2, -4])
    mutating func aLassoOnEmptyCanvasSelectsWhatItTouchesAtAnyZoomAndPan(notches: Double) {
        if notches != 0 {
            app.zoom(notches: notches, around: app.windowPoint(of: Point(x: 400, y: 300)))
        }
        app.wheel(dx: 0.5, dy: -0.5, at: app.desk.center)
        // From empty canvas above and left of the fox to the middle of the cat: both are
        // touched, the bee and the tree are not.
        let start = app.windowPoint(of: Point(x: 20, y: 20))
        #expect(
            app.desk.contains(start)
                && app.desk.contains(app.windowPoint(of: Point(x: 780, y: 580))))
        #expect(app.emoji(at: start) == nil)
        app.drag(from: start, to: at(1))
        #expect(app.selection == [0, 1])
        #expect(app.document == fourEmoji(), "a lasso moves nothing, and does not pan")
        // Shift adds what another lasso touches; Control toggles it.
        app.press(at: app.windowPoint(of: Point(x: 780, y: 580)), modifiers: .shift)
        app.drag(to: at(2))
        app.release()
        #expect(app.selection == [0, 1, 2, 3])
        app.press(at: app.windowPoint(of: Point(x: 780, y: 580)), modifiers: .control)
        app.drag(to: at(3))
        app.release()
        #expect(app.selection == [0, 1, 2])
        // A click on empty canvas clears the selection.
        app.tap(at: app.windowPoint(of: Point(x: 500, y: 100)))
        #expect(app.selection.isEmpty)
    }

    @Test mutating func escapeDuringALassoPutsTheSelectionBack() {
        app.tap(at: at(3))
        app.press(at: app.windowPoint(of: Point(x: 20, y: 20)))
        app.drag(to: at(1))
        #expect(app.selection == [0, 1], "the lasso selects as it goes")
        app.key("escape")
        #expect(app.selection == [3])
        app.release()
        #expect(app.selection == [3])
    }

    @Test mutating func draggingASelectedEmojiMovesTheWholeSelectionInOneUndoStep() {
        app.zoom(notches: 2, around: app.desk.center)
        app.tap(at: at(0))
        app.tap(at: at(2), modifiers: .shift)
        let zoom = app.zoom
        let bee = app.emoji(2)!.frame.center
        let offset = Vector(dx: 90, dy: 40)
        app.press(at: at(0))
        app.drag(to: at(0) + offset)
        // While carried, the bee keeps its place beside the fox.
        #expect(isClose(app.emoji(2)!.frame.center, bee + offset, tolerance: 1e-6))
        app.release()
        app.settle()
        let moved = Vector(dx: offset.dx / zoom, dy: offset.dy / zoom)
        let before = fourEmoji()
        for id in [0, 2] {
            let item = app.document.item(withID: id)!
            #expect(
                isClose(item.position, before.item(withID: id)!.position + moved, tolerance: 1e-6))
            #expect(app.isAtRest(id))
        }
        #expect(app.document.item(withID: 1) == before.item(withID: 1), "the cat stays")
        #expect(app.selection == [0, 2], "the selection stays selected")
        #expect(app.statusLine == "Moved 2 emoji.")
        app.key("ctrl+z")
        app.settle()
        #expect(app.document == before, "one undo step puts both back")
        app.key("ctrl+shift+z")
        #expect(
            isClose(
                app.document.item(withID: 2)!.position, before.item(withID: 2)!.position + moved,
                tolerance: 1e-6))
    }

    @Test mutating func aSelectionDroppedOnTheTrashIsDeletedInOneUndoStep() {
        app.key("ctrl+a")
        app.press(at: at(1))
        app.drag(to: at(1) + Vector(dx: 20, dy: 20))
        let trash = app.trash!.frame.center
        app.drag(to: trash)
        app.release()
        app.settle()
        #expect(app.document.items.isEmpty)
        #expect(app.statusLine == "Deleted 4 emoji. Undo (ctrl+z) brings them back.")
        app.key("ctrl+z")
        app.settle()
        #expect(app.document == fourEmoji())
    }

    @Test mutating func aSelectionLetGoWhereTheCanvasRefusesItGoesBackWhole() {
        app.tap(at: at(0))
        app.tap(at: at(1), modifiers: .shift)
        let palette = app.paletteGrid.center
        app.press(at: at(1))
        app.drag(to: palette)
        #expect(app.dropIsAccepted == false)
        app.release()
        app.settle()
        #expect(app.document == fourEmoji())
        #expect(app.isAtRest(0) && app.isAtRest(1))
        #expect(app.control("Undo")?.value == "disabled", "nothing to undo")
        // Escape in the middle of a drag also puts every one back.
        app.press(at: at(0))
        app.drag(to: at(0) + Vector(dx: 120, dy: 60))
        app.key("escape")
        app.release()
        app.settle()
        #expect(app.document == fourEmoji())
        #expect(app.statusLine == "Cancelled: the 2 emoji are back where they were.")
    }

    @Test mutating func deleteDuplicateAndTheArrowsActOnTheWholeSelection() {
        app.tap(at: at(0))
        app.tap(at: at(1), modifiers: .shift)
        app.key("ctrl+d")
        app.settle()
        let texts: [String] = ["🦊", "🐈", "🐝", "🌳", "🦊", "🐈"]
        #expect(app.document.items.map { $0.text } == texts)
        #expect(app.selection == [4, 5], "the copies are selected")
        let fox = app.document.item(withID: 4)!.position
        app.key("shift+right")
        #expect(app.document.item(withID: 4)!.position == fox + Vector(dx: 1, dy: 0))
        app.key("down")
        let catY: Double = 200 + 24 + 10
        #expect(app.document.item(withID: 5)!.position.y == catY)
        app.key("delete")
        #expect(app.document.items == fourEmoji().items)
        app.key("ctrl+z")
        app.key("ctrl+z")
        app.key("ctrl+z")
        #expect(app.document.items.count == 6 && app.document.item(withID: 4)!.position == fox)
        app.key("ctrl+z")
        #expect(app.document.items == fourEmoji().items, "each was one undo step")
    }

    @Test mutating func copyCutAndPasteAreEachOneUndoStep() {
        app.key("ctrl+v")
        #expect(app.document == fourEmoji(), "nothing copied, nothing pasted")
        app.tap(at: at(2))
        app.tap(at: at(3), modifiers: .control)
        app.key("ctrl+c")
        app.key("ctrl+v")
        app.key("ctrl+v")
        app.settle()
        let texts: [String] = ["🦊", "🐈", "🐝", "🌳", "🐝", "🌳", "🐝", "🌳"]
        #expect(app.document.items.map { $0.text } == texts)
        #expect(app.selection == [6, 7], "the last paste is selected")
        #expect(app.document.item(withID: 6)!.position == Point(x: 600 + 24, y: 450 + 24))
        app.key("ctrl+z")
        #expect(app.document.items.count == 6)
        app.tap(at: at(4))
        app.tap(at: at(5), modifiers: .shift)
        #expect(app.selection == [4, 5])
        app.key("ctrl+x")
        #expect(app.document.items.count == 4, "cut the first paste")
        app.tap(at: at(0))
        app.key("ctrl+v")
        app.settle()
        #expect(app.document.items.count == 6 && app.selection.count == 2)
        for _ in 0..<3 { app.key("ctrl+z") }
        #expect(app.document.items == fourEmoji().items)
    }

    @Test mutating func theMenuOfASelectedEmojiActsOnTheWholeSelection() {
        app.tap(at: at(0))
        app.tap(at: at(1), modifiers: .shift)
        app.rightClick(at: at(1))
        #expect(app.selection == [0, 1])
        app.chooseMenuItem("Bigger")
        #expect(
            app.document.item(withID: 0)!.size == 75 && app.document.item(withID: 1)!.size == 100)
        app.rightClick(at: at(0))
        app.chooseMenuItem("Delete")
        app.settle()
        #expect(app.document.items.map { $0.id } == [2, 3])
        app.key("ctrl+z")
        app.key("ctrl+z")
        #expect(app.document == fourEmoji())
        // The menu of an emoji outside the selection is its own.
        app.tap(at: at(0))
        app.rightClick(at: at(3))
        #expect(app.selection == [3])
    }
}
