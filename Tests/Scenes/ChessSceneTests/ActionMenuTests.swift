import Chess
import Geometry
import StageKit
import TestSupport
import Testing

@testable import ChessScene

/// A piece's action menu: each legal move as a row, played as a click plays it
/// (WCAG 2.5.7).
@Suite struct ChessActionMenuTests {
    var game = ChessApp()

    @Test mutating func aRightClickListsThePawnsMovesAndMoveToE4PlaysIt() {
        let pawn = game.label(on: "e2")
        game.rightClick(at: game.center("e2"))
        #expect(game.menuTitles == ["Move to e3", "Move to e4"])
        game.chooseMenuItem("Move to e4")
        #expect(game.moves == ["e4"])
        // It glides there, as after a click.
        game.wait(0.05)
        #expect(!isClose(game.drawnCenter(pawn)!, game.center("e4"), tolerance: 0.5))
        game.settle()
        #expect(isClose(game.drawnCenter(pawn)!, game.center("e4"), tolerance: 0.5))
        game.key("ctrl+z")
        game.settle()
        #expect(game.moves.isEmpty)
    }

    @Test mutating func capturesAreNamedAndTheOtherSidesPiecesSayWhy() {
        var game = ChessApp(fen: "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")
        game.rightClick(at: game.center("e4"))
        #expect(
            game.menuTitles == ["Take on d5", "Move to e5"]
                || game.menuTitles == ["Move to e5", "Take on d5"])
        game.key("escape")
        game.rightClick(at: game.center("d5"))
        #expect(game.menuTitles == ["White to move"])
        #expect(game.menuItems.first?.states.contains(.disabled) == true)
        game.key("escape")
        #expect(game.menuTitles.isEmpty)
        #expect(game.moves.isEmpty)
    }

    @Test mutating func shiftF10OnTheCursorsPieceAndEnterPlayIt() {
        game.focus(.item, game.label(on: "g1"))
        game.key("shift+f10")
        #expect(game.focusedMenuItem == "Move to f3")
        game.key("enter")
        game.settle()
        #expect(game.moves == ["Nf3"])
    }

    @Test mutating func aPressOutsideClosesItWithoutActing() {
        game.rightClick(at: game.center("e2"))
        game.tap("e4")
        game.settle()
        #expect(game.menuTitles.isEmpty)
        #expect(game.moves.isEmpty)
    }

    @Test mutating func aFingerHeldStillOnAPieceOpensItsMenuAndATapStillSelects() {
        game.pointerKind = .touch
        game.press(at: game.center("e2"))
        game.wait(0.6)
        game.release()
        game.settle()
        #expect(game.menuTitles == ["Move to e3", "Move to e4"])
        #expect(game.moves.isEmpty && game.selected == nil)
        game.key("escape")
        game.tap("e2")
        #expect(game.menuTitles.isEmpty)
        #expect(game.selected == "e2")
    }

    @Test func theMenuFitsInsideTheWindowWithFingerSizedRowsOnAPhone() {
        for size in [Size(width: 320, height: 480), Size(width: 1280, height: 800)] {
            var game = ChessApp(size: size)
            game.rightClick(at: game.center("h2"))
            let window = Rect(origin: .zero, size: size)
            #expect(game.menuItems.count == 2)
            for row in game.menuItems {
                #expect(window.contains(row.frame), "\(row.label) at \(size)")
                if TouchTarget.isPhoneSized(size) { #expect(row.frame.height >= 44) }
            }
        }
    }
}
