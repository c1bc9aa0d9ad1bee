import DragAndDrop
import EmojiArt
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// Dragging the resize handle in toward the centre, and on past it, shrinks the emoji
/// steadily to the smallest size and never makes it grow again.
@Test(arguments: [Vector(dx: 0, dy: 0), Vector(dx: 25, dy: -10), Vector(dx: -30, dy: 40)])
func theHandleShrinksTheEmojiMonotonicallyThroughAndPastItsCentre(sideways: Vector) {
    var app = SceneDriver(document: foxAndCat())
    let center = app.emoji(1)!.frame.center
    app.tap(at: center)
    let handle = app.handle(of: 1)!
    app.press(at: handle)
    // To the far side of the centre: as far beyond it as the handle was, pushed sideways.
    let end = center - (handle - center) + sideways
    var sizes: [Double] = []
    for i in 1...60 {
        app.move(to: handle.interpolated(to: end, by: Double(i) / 60))
        sizes.append(app.document.item(withID: 1)!.size)
    }
    for (a, b) in zip(sizes, sizes.dropFirst()) {
        #expect(b <= a + 1e-9, "the size never grows again: \(a) then \(b)")
    }
    #expect(sizes.last == DocumentLimits.itemSizeRange.lowerBound)
    app.release()
    app.settle()
    #expect(app.document.item(withID: 1)!.size == DocumentLimits.itemSizeRange.lowerBound)
    app.key("ctrl+z")
    #expect(app.document.item(withID: 1)!.size == 80, "one undo step")
}

/// A turn of the wheel over the selected emoji is one undo step, however many notches it
/// has; a pause, or anything else done in between, starts the next step.
@Test func aTurnOfTheWheelIsOneUndoStep() {
    var app = SceneDriver(document: foxAndCat())
    let center = app.emoji(1)!.frame.center
    app.tap(at: center)
    app.settle()
    for _ in 1...3 { app.wheel(dy: 1, at: center) }
    let afterFirstTurn = app.document.item(withID: 1)!.size
    #expect(afterFirstTurn > 80 * 1.3, "three notches grew it")
    app.wait(2)
    for _ in 1...2 { app.wheel(dy: -1, at: center) }
    #expect(app.document.item(withID: 1)!.size < afterFirstTurn)
    app.key("ctrl+z")
    #expect(app.document.item(withID: 1)!.size == afterFirstTurn, "the second turn, at once")
    app.key("ctrl+z")
    #expect(app.document.item(withID: 1)!.size == 80, "the first turn, at once")
    #expect(!app.scene.canUndo, "no notch left its own step")
    // Redo brings each turn back whole, and a key between notches splits a turn.
    app.key("ctrl+shift+z")
    #expect(app.document.item(withID: 1)!.size == afterFirstTurn)
    app.wheel(dy: 1, at: center)
    app.key("ctrl+z")
    #expect(app.document.item(withID: 1)!.size == afterFirstTurn, "a new turn after a key")
}
