import EmojiArt
import Geometry
import StageKit
import TestSupport
import Testing

@testable import EmojiArtScene

/// An emoji's action menu: deleting, duplicating, resizing and raising without dragging
/// (WCAG 2.5.7).
@Suite struct EmojiArtActionMenuTests {
    var app = SceneDriver(document: foxAndCat())

    @Test mutating func aRightClickOpensTheMenuOfTheEmojiUnderThePointer() {
        app.rightClick(at: app.emoji(0)!.frame.center)
        #expect(
            app.menuTitles == [
                "Delete", "Duplicate", "Bigger", "Smaller", "Bring to front", "Select more",
            ])
        #expect(app.selection == [0])
        app.chooseMenuItem("Duplicate")
        app.settle()
        #expect(app.document.items.count == 3)
        let copy = app.document.items[2]
        #expect(copy.text == "🦊" && copy.size == 60)
        #expect(app.selection == [copy.id], "the copy is selected")
        #expect(app.emoji(copy.id) != nil, "the copy is drawn")
        app.key("ctrl+z")
        app.settle()
        #expect(app.document.items == foxAndCat().items, "one undo step")
        #expect(app.emoji(copy.id) == nil)
    }

    @Test mutating func biggerSmallerBringToFrontAndDeleteAreEachOneUndoStep() {
        app.rightClick(at: app.emoji(0)!.frame.center)
        app.chooseMenuItem("Bigger")
        #expect(app.document.item(withID: 0)?.size == 75)
        app.rightClick(at: app.emoji(0)!.frame.center)
        app.chooseMenuItem("Bring to front")
        #expect(app.document.items.map { $0.id } == [1, 0])
        app.rightClick(at: app.emoji(0)!.frame.center)
        #expect(
            app.menuItems.first { $0.label == "Bring to front" }?.states.contains(.disabled) == true
        )
        app.chooseMenuItem("Delete")
        app.settle()
        #expect(app.document.items.map { $0.id } == [1])
        for _ in 0..<3 { app.key("ctrl+z") }
        app.settle()
        #expect(app.document == foxAndCat())
    }

    @Test mutating func shiftF10OnTheSelectedEmojiOpensItAndTheKeysChoose() {
        app.tap(at: app.emoji(1)!.frame.center)
        app.key("shift+f10")
        #expect(app.focusedMenuItem == "Delete")
        app.key("down")
        app.key("down")
        app.key("down")
        #expect(app.focusedMenuItem == "Smaller")
        app.key("enter")
        #expect(app.document.item(withID: 1)?.size == 64)
    }

    @Test mutating func escapeAndAPressOutsideCloseItWithoutActing() {
        app.rightClick(at: app.emoji(0)!.frame.center)
        app.key("escape")
        #expect(app.menuTitles.isEmpty)
        #expect(app.selection == [0], "Escape closes the menu only")
        app.rightClick(at: app.emoji(0)!.frame.center)
        app.tap(at: app.emoji(1)!.frame.center)
        #expect(app.menuTitles.isEmpty)
        #expect(app.selection == [0], "the press that closes the menu does nothing else")
        #expect(app.document == foxAndCat())
    }

    @Test mutating func aFingerHeldStillOnAnEmojiOpensItsMenu() {
        app.pointerKind = .touch
        app.press(at: app.emoji(1)!.frame.center)
        app.wait(0.6)
        app.release()
        app.settle()
        #expect(app.menuTitles.first == "Delete")
        #expect(app.document == foxAndCat(), "the hold moved nothing")
        app.chooseMenuItem("Delete")
        app.settle()
        #expect(app.document.items.map { $0.id } == [0])
    }

    @Test func theMenuFitsInsideTheWindowWithFingerSizedRowsOnAPhone() {
        for size in [Size(width: 320, height: 480), Size(width: 1280, height: 800)] {
            var app = SceneDriver(document: foxAndCat(), size: size)
            app.rightClick(at: app.emoji(1)!.frame.center)
            let window = Rect(origin: .zero, size: size)
            #expect(app.menuItems.count == 6)
            for row in app.menuItems {
                #expect(window.contains(row.frame), "\(row.label) at \(size)")
                if TouchTarget.isPhoneSized(size) { #expect(row.frame.height >= 44) }
            }
        }
    }
}
