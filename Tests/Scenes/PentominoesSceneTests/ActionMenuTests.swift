import Geometry
import Pentominoes
import StageKit
import TestSupport
import Testing

@testable import PentominoesScene

/// A piece's action menu: placing, turning, flipping and putting back without dragging
/// (WCAG 2.5.7).
@Suite struct PentominoesActionMenuTests {
    var app = SceneDriver(PentominoesScene())

    @Test mutating func aRightClickPlacesATrayPieceThenTurnsItOnTheBoard() {
        app.rightClick(at: app.grabPoint("L"))
        #expect(app.menuTitles == ["Place on the board"])
        app.chooseMenuItem("Place on the board")
        app.settle()
        #expect(app.modelCells["L"] != nil)
        #expect(app.pictureMatchesModel("placed from the menu"))
        let placed = SceneDriver<PentominoesScene>.shape(of: app.piece("L").value)

        app.rightClick(at: app.grabPoint("L"))
        #expect(app.menuTitles == ["Turn", "Flip", "Put back in the tray"])
        app.chooseMenuItem("Turn")
        app.settle()
        #expect(SceneDriver<PentominoesScene>.shape(of: app.piece("L").value) != placed)
        #expect(app.pictureMatchesModel("turned from the menu"))
        #expect(app.heard.hasPrefix("Turned the L piece."))

        app.key("ctrl+z")
        app.settle()
        #expect(
            SceneDriver<PentominoesScene>.shape(of: app.piece("L").value) == placed,
            "the turn is one undo step")

        app.rightClick(at: app.grabPoint("L"))
        app.chooseMenuItem("Put back in the tray")
        app.settle()
        #expect(app.modelCells["L"] == nil)
        #expect(app.pictureMatchesModel("put back from the menu"))
    }

    @Test mutating func shiftF10OnTheFocusedPieceAndEnterPlaceIt() {
        app.key("tab")
        let piece = Character(app.focusedPiece ?? "?")
        app.key("shift+f10")
        #expect(app.focusedMenuItem == "Place on the board")
        app.key("enter")
        app.settle()
        #expect(app.modelCells[piece] != nil)
        #expect(app.pictureMatchesModel())
    }

    @Test mutating func escapeAndAPressOutsideCloseItWithoutActing() {
        app.rightClick(at: app.grabPoint("X"))
        app.key("escape")
        #expect(app.menuTitles.isEmpty)
        app.rightClick(at: app.grabPoint("X"))
        app.tap(at: app.board.center)
        app.settle()
        #expect(app.menuTitles.isEmpty)
        #expect(app.modelCells.isEmpty)
    }

    @Test mutating func aFingerHeldStillOnAPieceOpensItsMenuWithoutMovingIt() {
        app.pointerKind = .touch
        let before = app.piece("L").frame
        app.press(at: app.grabPoint("L"))
        app.wait(0.6)
        app.release()
        app.settle()
        #expect(app.menuTitles == ["Place on the board"])
        #expect(isClose(app.piece("L").frame, before, tolerance: 0.5))
        app.chooseMenuItem("Place on the board")
        app.settle()
        #expect(app.modelCells["L"] != nil)
    }

    @Test func theMenuFitsInsideTheWindowWithFingerSizedRowsOnAPhone() {
        for size in [Size(width: 320, height: 480), Size(width: 1280, height: 800)] {
            var app = SceneDriver(PentominoesScene(), size: size)
            app.key("tab")
            app.key("shift+f10")
            app.key("enter")
            app.settle()
            app.key("menu")
            let window = Rect(origin: .zero, size: size)
            #expect(app.menuItems.count == 3)
            for row in app.menuItems {
                #expect(window.contains(row.frame), "\(row.label) at \(size)")
                if TouchTarget.isPhoneSized(size) { #expect(row.frame.height >= 44) }
            }
        }
    }
}
