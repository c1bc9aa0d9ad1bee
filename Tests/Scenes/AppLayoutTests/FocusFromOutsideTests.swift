import Geometry
import StageKit
import TestSupport
import Testing

/// The keyboard's focus put on an element from outside the scene (a screen reader's cursor,
/// Tab in the web page's mirror) is where the scene's keys then act, and the scene marks
/// that element focused, so that the page's focus and the scene's never disagree; and each
/// app can be played from there by keys alone, as the browser's accessibility check does.
@Suite("Focus from outside")
struct FocusFromOutsideTests {
    static let appsWithItemFocus = [
        App.pentominoes, App.chess, App.emojiArt, App.board,
        App.inLauncher(App.pentominoes, card: 0), App.inLauncher(App.board, card: 5),
    ]

    @Test(arguments: appsWithItemFocus)
    func focusOnAnItemMarksItFocused(app: App) throws {
        var driver = app.driver(size: Size(width: 1280, height: 800))
        let items = driver.seen(.item)
        try #require(!items.isEmpty, "\(app) shows items")
        for item in items.prefix(12) {
            driver.focus(.item, item.label)
            let focused = driver.scene.displayList().focusedElement
            #expect(
                focused?.role == .item && focused?.label == item.label,
                "\(app): focus on \(item.label) is marked on \(focused?.label ?? "nothing")")
        }
    }

    @Test func pentominoesPlacesAPieceByKeysFromTheFocus() throws {
        var driver = App.pentominoes.driver(size: Size(width: 1280, height: 800))
        driver.focus(.item, "X")
        driver.key("enter")
        driver.key("right")
        driver.key("enter")
        _ = driver.settle()
        #expect(driver.scene.announcement.hasPrefix("Dropped the X piece on row"))
        let x = try #require(driver.seen(.item).first { $0.label == "X" })
        #expect(x.states.contains(.focused) && !x.states.contains(.grabbed))
    }

    @Test func chessPlaysAMoveByKeysFromTheFocus() throws {
        var driver = App.chess.driver(size: Size(width: 1280, height: 800))
        let pawn = try #require(driver.seen(.item).first { $0.name == "white pawn on e2" })
        driver.focus(.item, pawn.label)
        driver.key("enter")
        let lifted = try #require(driver.seen(.item).first { $0.label == pawn.label })
        #expect(lifted.states.contains(.grabbed))
        driver.key("up")
        driver.key("up")
        driver.key("enter")
        _ = driver.settle()
        #expect(driver.scene.stateDescription.contains("4P3"), "\(driver.scene.stateDescription)")
        let moved = try #require(driver.seen(.item).first { $0.label == pawn.label })
        #expect(moved.name == "white pawn on e4")
    }

    /// A screen reader presses the pawn (focus, Enter), then the square e4 (focus, Enter).
    @Test func chessPlaysAMoveByFocusingThePieceThenTheSquare() throws {
        var driver = App.chess.driver(size: Size(width: 1280, height: 800))
        let pawn = try #require(driver.seen(.item).first { $0.name == "white pawn on e2" })
        driver.focus(.item, pawn.label)
        driver.key("enter")
        driver.focus(.place, "e4")
        #expect(driver.scene.announcement.contains("e4"), "\(driver.scene.announcement)")
        driver.key("enter")
        _ = driver.settle()
        #expect(driver.scene.stateDescription.contains("4P3"), "\(driver.scene.stateDescription)")
    }

    @Test func aBoardCardMovesToAnotherColumnByKeysFromTheFocus() throws {
        var driver = App.board.driver(size: Size(width: 1280, height: 800))
        let card = try #require(driver.seen(.item).first { $0.value.contains(", To do, 1 of") })
        driver.focus(.item, card.label)
        driver.key("enter")
        driver.key("right")
        driver.key("enter")
        _ = driver.settle()
        let moved = try #require(driver.seen(.item).first { $0.label == card.label })
        #expect(moved.value.contains(", Doing,"), "\(moved.value)")
    }

    @Test func emojiArtAddsAnEmojiByATapAndMovesItByKeys() throws {
        var driver = App.emojiArt.driver(size: Size(width: 1280, height: 800))
        let before = driver.seen(.item).count
        let cell = try #require(driver.seen(.place).first { $0.label.hasPrefix("palette ") })
        #expect(cell.kind == .button && cell.name == "Add \(cell.value)")
        driver.tap(at: cell.frame.center)
        _ = driver.settle()
        let items = driver.seen(.item)
        #expect(items.count == before + 1)
        let added = try #require(items.last { $0.states.contains(.selected) })
        #expect(added.name == cell.value)
        let canvas = try #require(driver.seen(.place).first { $0.label == "desk" })
        #expect(abs(added.frame.center.x - canvas.frame.center.x) < 2)
        driver.key("right")
        _ = driver.settle()
        let moved = try #require(driver.seen(.item).first { $0.label == added.label })
        #expect(moved.frame.center.x > added.frame.center.x + 1)
        driver.key("ctrl+z")
        _ = driver.settle()
        let back = try #require(driver.seen(.item).first { $0.label == added.label })
        #expect(abs(back.frame.center.x - added.frame.center.x) < 0.01, "one undo, one step")
        // Shift moves a tenth as far as an arrow alone.
        driver.key("shift+down")
        _ = driver.settle()
        let nudged = try #require(driver.seen(.item).first { $0.label == added.label })
        let arrowStep = moved.frame.center.x - added.frame.center.x
        #expect(abs((nudged.frame.center.y - back.frame.center.y) * 10 - arrowStep) < 0.01)
    }

    @Test func theLauncherOpensTheFocusedCardWithEnter() {
        var driver = App.launcher.driver(size: Size(width: 1280, height: 800))
        driver.focus(.control, "Chess")
        let chess = driver.seen(.control).first { $0.label == "Chess" }
        #expect(chess?.states.contains(.focused) == true)
        driver.key("enter")
        #expect(driver.scene.stateDescription.hasPrefix("rnbqkbnr"))
    }

    @Test func focusOnARowOfTheOpenMoreMenuHighlightsIt() throws {
        var driver = App.chess.driver(size: Size(width: 390, height: 844))
        driver.key("f10")
        let rows = driver.seen(.control).filter { $0.kind == .menuItem }
        let row = try #require(rows.dropFirst().first { !$0.states.contains(.disabled) })
        driver.focus(.control, row.label)
        let now = driver.seen(.control).first { $0.kind == .menuItem && $0.label == row.label }
        #expect(now?.states.contains(.focused) == true)
    }
}
