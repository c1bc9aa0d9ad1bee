import Board
import Geometry
import StageKit
import TestSupport
import Testing

@testable import BoardScene

/// Holding a card or a column near an edge scrolls what is under it, as a person would
/// see it: a column of 30 cards scrolls under a card held at its bottom and the gap
/// follows; the row of columns scrolls under a card held at the window's right edge; and
/// keyboard moves keep the carried card in view.
@Suite struct AutoScrollTests {
    /// "Long" with 30 cards, then four short columns (too many to fit at 640×480).
    static var longBoard: Board {
        var board = Board()
        do throws(BoardError) {
            let long = try board.addColumn("Long")
            for k in 1...30 { try board.addCard("Card \(k)", toColumn: long) }
            for title in ["B", "C", "D", "E"] {
                let id = try board.addColumn(title)
                try board.addCard("\(title) one", toColumn: id)
                try board.addCard("\(title) two", toColumn: id)
            }
        } catch {
            Issue.record("could not build the board: \(error)")
        }
        return board
    }

    /// The cards drawn over a column's band but `card`, top to bottom.
    static func others(in app: SceneDriver<BoardScene>, column: String, but card: String)
        -> [SeenElement]
    {
        let place = app.frame(ofColumn: column)
        return app.seen(.item).filter {
            $0.label != card && $0.frame.midX >= place.minX && $0.frame.midX <= place.maxX
        }
        .sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 640, height: 480)])
    func aCardHeldAtTheBottomOfALongColumnScrollsItAndLandsThere(size: Size) {
        var app = SceneDriver(BoardScene(board: Self.longBoard), size: size)
        let first = app.frame(of: "Card 1")
        app.lift("Card 2")
        // The column as drawn while a card is carried (it ends above the trash); its list
        // ends 46 points above its bottom (the add button below it).
        let column = app.frame(ofColumn: "Long")
        let hold = Point(x: column.midX, y: column.maxY - 46 - 12)
        app.drag(to: hold)
        app.wait(2.5)
        // The column scrolled: its first card went up out of view…
        #expect(app.frame(of: "Card 1").minY < first.minY - 200)
        // …and the gap followed: no other card is drawn under the held card, and the one
        // right above it is far down the list.
        let others = Self.others(in: app, column: "Long", but: "Card 2")
        #expect(!others.contains { $0.frame.minY < hold.y && $0.frame.maxY > hold.y })
        let above = others.last { $0.frame.maxY <= hold.y }
        #expect(above.map { hold.y - $0.frame.maxY < 80 } ?? false)
        #expect(above.map { Int($0.label.dropFirst(5)) ?? 0 } ?? 0 > 10)
        app.release()
        app.settle()
        // It lands where it was held, give or take the trash's bar: once the trash goes the
        // column grows back down, and a list scrolled to its end follows its end.
        let landed = app.frame(of: "Card 2")
        #expect(abs(landed.midY - hold.y) < 50 + BoardLayout.trashBarHeight)
        #expect(same(app.columnsDrawn, app.columnsInModel))
        let cards = app.scene.board.columns[0].cards.map { $0.title }
        #expect(cards.count == 30)
        #expect((cards.firstIndex(of: "Card 2") ?? 0) > 8)
    }

    @Test func aFingerHoldingACardAtTheBottomScrollsTheColumnToo() {
        var app = SceneDriver(
            BoardScene(board: Self.longBoard), size: Size(width: 390, height: 844))
        let first = app.frame(of: "Card 1")
        let start = app.frame(of: "Card 3").center
        // A touch: its own pointer id, frames a sixtieth of a second apart. Once the card
        // is lifted, the column ends above the trash; the finger holds near its bottom.
        app.pointer(.down, at: start, id: 7)
        for k in 1...3 {
            app.wait(1.0 / 60)
            app.pointer(.move, at: start + Vector(dx: 0, dy: 4 * Double(k)), id: 7)
        }
        let column = app.frame(ofColumn: "Long")
        let lifted = start + Vector(dx: 0, dy: 12)
        let hold = Point(x: start.x, y: column.maxY - 46 - 30)
        for k in 1...10 {
            app.wait(1.0 / 60)
            app.pointer(.move, at: lifted.interpolated(to: hold, by: Double(k) / 10), id: 7)
        }
        app.wait(3)
        #expect(app.frame(of: "Card 1").minY < first.minY - 200)
        app.pointer(.up, at: hold, id: 7)
        app.settle()
        #expect((app.scene.board.columns[0].cards.firstIndex { $0.title == "Card 3" } ?? 0) > 8)
        #expect(same(app.columnsDrawn, app.columnsInModel))
    }

    @Test func aCardBroughtToTheEndOfALongColumnLandsInView() {
        var app = SceneDriver(BoardScene(board: Self.longBoard))
        app.lift("B one")
        let column = app.frame(ofColumn: "Long")
        let bottom = column.maxY - 46
        app.drag(to: Point(x: column.midX, y: bottom - 4))
        app.wait(3)
        app.release()
        app.settle()
        #expect(app.scene.board.columns[0].cards.last?.title == "B one")
        // In view in the column as drawn now (grown back down once the trash went).
        let landed = app.frame(of: "B one")
        let after = app.frame(ofColumn: "Long")
        #expect(landed.maxY <= after.maxY - 46 + 1 && landed.minY >= after.minY + 46)
        #expect(after.maxY > bottom + 46)
        #expect(same(app.columnsDrawn, app.columnsInModel))
    }

    @Test func aCardHeldAtTheRightEdgeScrollsTheRowOfColumns() {
        var app = SceneDriver(
            BoardScene(board: Self.longBoard), size: Size(width: 640, height: 480))
        let long = app.frame(ofColumn: "Long")
        // Inside the row's right edge, where the last column will come.
        let hold = Point(x: 640 - 30, y: long.minY + 90)
        app.pickUp("B one", andHoldAt: hold)
        app.wait(2)
        // The row scrolled to its end: the first column went out of view on the left,
        // the last one came in under the card.
        #expect(app.frame(ofColumn: "Long").maxX < 0)
        let last = app.frame(ofColumn: "E")
        #expect(last.maxX <= 640 + 1 && last.minX < hold.x)
        app.release()
        app.settle()
        #expect(app.scene.board.columns[4].cards.map { $0.title }.contains("B one"))
        #expect(same(app.columnsDrawn, app.columnsInModel))
        #expect(app.frame(ofColumn: "E").contains(app.frame(of: "B one").center))
    }

    @Test func aColumnHeldAtTheRightEdgeScrollsTheRow() {
        var app = SceneDriver(
            BoardScene(board: Self.longBoard), size: Size(width: 640, height: 480))
        let long = app.frame(ofColumn: "Long")
        app.press(at: Point(x: long.minX + 40, y: long.minY + 20))
        app.drag(to: Point(x: 640 - 8, y: long.minY + 20))
        app.wait(2)
        app.release()
        app.settle()
        #expect(app.scene.board.columns.map { $0.title } == ["B", "C", "D", "E", "Long"])
        #expect(same(app.columnsDrawn, app.columnsInModel))
    }

    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 640, height: 480)])
    func keyboardMovesKeepTheCarriedCardInView(size: Size) {
        var app = SceneDriver(BoardScene(board: Self.longBoard), size: size)
        let column = app.frame(ofColumn: "Long")
        app.key("tab")
        app.key("enter")
        for _ in 1...25 { app.key("down") }
        #expect(app.scene.announcement == "“Card 1”: 26 of 30 in Long.")
        app.wait(0.6)
        let carried = app.frame(of: "Card 1")
        #expect(carried.minY >= column.minY + 40 && carried.maxY <= column.maxY - 40)
        // Across the row too: the last column comes into view.
        for _ in 1...4 { app.key("right") }
        app.wait(0.6)
        #expect(app.scene.announcement.hasSuffix("in E."))
        let moved = app.frame(of: "Card 1")
        #expect(moved.minX >= 0 && moved.maxX <= size.width)
        app.key("enter")
        app.settle()
        #expect(app.scene.board.columns[4].cards.map { $0.title }.contains("Card 1"))
        #expect(same(app.columnsDrawn, app.columnsInModel))
    }
}
